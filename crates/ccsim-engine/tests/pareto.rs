//! Pareto ON/OFF sources as ns-2's `Application/Traffic/Pareto` (REFERENCE.md 10.1; issue 3,
//! "Sources and traffic patterns"): the long-run mean rate is rate x on/(on + off), and ON
//! periods (bursts, in packets) have a Pareto tail of the configured shape.

mod common;
use ccsim_engine::event::{Event, FlowTimer};
use ccsim_engine::scenario::*;
use ccsim_engine::Simulation;
use common::*;

const SOURCES: u32 = 20;
const RATE: u64 = 100_000; // bit/s while ON
const SIZE: u32 = 125; // bytes: one packet every 10 ms while ON
const INTERVAL: u64 = 10 * MS;

/// `SOURCES` independent sources, each on its own 1 Gb/s link (no queueing).
fn sources(shape: f64, duration: u64) -> Scenario {
    let mut nodes = vec![];
    let mut links = vec![];
    let mut flows = vec![];
    for i in 0..SOURCES {
        nodes.push(format!("a{i}"));
        nodes.push(format!("b{i}"));
        links.push(link("l", 2 * i, 2 * i + 1, 1_000_000_000, MS, droptail(1000)));
        flows.push(FlowSpec {
            name: format!("p{i}"),
            src: 2 * i,
            dst: 2 * i + 1,
            start_ns: 0,
            stop_ns: None,
            app: AppSpec::Bulk,
            transport: TransportSpec::Udp(UdpSpec {
                pkt_bytes: SIZE,
                source: UdpSource::ParetoOnOff { rate_bps: RATE, mean_on_ns: 500 * MS, mean_off_ns: 500 * MS, shape },
            }),
        });
    }
    Scenario {
        duration_ns: duration,
        seed: 11,
        nodes,
        links,
        flows,
        monitors: Monitors::default(),
        budget: Budget::default(),
        routing: Default::default(),
    }
}

/// Burst lengths (packets per ON period) seen from the send events, and the mean rate (bit/s
/// per source) over the run.
fn bursts_and_rate(shape: f64, duration: u64) -> (Vec<u64>, f64) {
    let mut sim = Simulation::new(sources(shape, duration)).unwrap();
    let mut last = vec![None::<u64>; SOURCES as usize];
    let mut run = vec![0u64; SOURCES as usize];
    let mut bursts = vec![];
    while let Some((t, ev)) = sim.step() {
        if let Event::Flow(f, FlowTimer::Source) = ev {
            let f = f as usize;
            if let Some(prev) = last[f] {
                if t - prev == INTERVAL {
                    run[f] += 1;
                } else {
                    bursts.push(run[f] + 1);
                    run[f] = 0;
                }
            }
            last[f] = Some(t);
        }
    }
    let r = sim.results();
    let bits: f64 = col(&r, "flows", "data_bytes_sent").iter().sum::<f64>() * 8.0;
    (bursts, bits / SOURCES as f64 / (duration as f64 * 1e-9))
}

#[test]
fn long_run_mean_rate_is_rate_times_on_fraction() {
    for shape in [1.5, 2.5] {
        let (bursts, rate) = bursts_and_rate(shape, 4000 * S);
        let want = RATE as f64 * 0.5;
        eprintln!("shape {shape}: {} bursts, mean rate {rate:.0} bit/s (want {want})", bursts.len());
        assert!((rate - want).abs() / want < 0.05, "shape {shape}: {rate} vs {want}");
    }
}

/// Hill's estimator of the tail index over the bursts above `u` packets: k / sum ln(x/u).
#[test]
fn on_periods_have_a_pareto_tail_of_the_configured_shape() {
    for shape in [1.5, 2.5] {
        let (bursts, _) = bursts_and_rate(shape, 2000 * S);
        // Bursts are Pareto(p1 = 50 (shape-1)/shape packets, shape), rounded; fit well above p1.
        let u = 60.0;
        let tail: Vec<f64> = bursts.iter().map(|&b| b as f64).filter(|&b| b > u).collect();
        let hill = tail.len() as f64 / tail.iter().map(|b| (b / u).ln()).sum::<f64>();
        eprintln!("shape {shape}: {} of {} bursts above {u}, Hill {hill:.3}", tail.len(), bursts.len());
        assert!(tail.len() > 1000);
        assert!((hill - shape).abs() / shape < 0.15, "shape {shape}: fitted {hill}");
    }
}

/// ns-2's `TrafficGenerator::start` schedules the first packet after `next_interval`, which at
/// the start of a burst adds an OFF period: no source sends before one packet interval plus the
/// shortest OFF period, p2 = mean_off (shape - 1) / shape.
#[test]
fn sources_open_with_an_off_period() {
    let shape = 1.5;
    let p2 = (500 * MS) as f64 * (shape - 1.0) / shape;
    let quiet = INTERVAL + p2 as u64 - 1;
    let sent = |duration: u64| {
        let mut sim = Simulation::new(sources(shape, duration)).unwrap();
        while sim.step().is_some() {}
        col(&sim.results(), "flows", "data_sent").iter().sum::<f64>()
    };
    assert_eq!(sent(quiet), 0.0);
    assert!(sent(quiet + 500 * MS) > 0.0);
}
