//! Scenario builders and helpers shared by the integration tests.
#![allow(dead_code)]

use ccsim_engine::scenario::*;
use ccsim_engine::{Results, Simulation};

pub const MS: u64 = 1_000_000;
pub const S: u64 = 1_000_000_000;

pub fn droptail(limit: u32) -> QueueSpec {
    QueueSpec::Droptail { limit_pkts: Some(limit), limit_bytes: None }
}

/// RED (Floyd & Jacobson 1993) with max_p 0.1, w_q 0.002, not gentle, ns-2's `wait`.
pub fn red(limit_pkts: u32, min_th: f64, max_th: f64, mean_pkt_bytes: u32, ecn: bool) -> QueueSpec {
    let mut spec = QueueSpec::red(limit_pkts, min_th, max_th);
    if let QueueSpec::Red { mean_pkt_bytes: m, ecn: e, .. } = &mut spec {
        (*m, *e) = (mean_pkt_bytes, ecn);
    }
    spec
}

pub fn link(name: &str, from: u32, to: u32, bps: u64, delay: u64, queue: QueueSpec) -> LinkSpec {
    LinkSpec { name: name.into(), from, to, bandwidth_bps: bps, delay_ns: delay, queue, loss: None }
}

/// A dumbbell: node 0 = r1, node 1 = r2, then per flow a source and a sink host with their own
/// access links (both directions), so each flow has its own round-trip propagation delay
/// rtt = 2 (access + bottleneck + access). Link 0 is the bottleneck r1 -> r2, link 1 its reverse.
pub struct Dumbbell {
    pub bottleneck_bps: u64,
    pub bottleneck_delay: u64,
    pub access_bps: u64,
    pub queue: QueueSpec,
    pub rtts: Vec<u64>,
    pub tcp: TcpSpec,
    pub duration: u64,
}

impl Dumbbell {
    pub fn new(n: usize, bottleneck_bps: u64, rtt: u64, queue: QueueSpec) -> Dumbbell {
        Dumbbell {
            bottleneck_bps,
            bottleneck_delay: rtt / 4,
            access_bps: bottleneck_bps * 4,
            queue,
            rtts: vec![rtt; n],
            tcp: TcpSpec::default(),
            duration: 100 * S,
        }
    }

    pub fn build(&self) -> Scenario {
        let mut nodes = vec!["r1".to_string(), "r2".to_string()];
        let mut links = vec![
            link("bottleneck", 0, 1, self.bottleneck_bps, self.bottleneck_delay, self.queue.clone()),
            link("bottleneck_reverse", 1, 0, self.bottleneck_bps, self.bottleneck_delay, droptail(100_000)),
        ];
        let mut flows = vec![];
        for (i, &rtt) in self.rtts.iter().enumerate() {
            let access = (rtt / 2 - self.bottleneck_delay) / 2;
            let s = nodes.len() as u32;
            nodes.push(format!("s{i}"));
            nodes.push(format!("d{i}"));
            let d = s + 1;
            let big = droptail(100_000);
            links.push(link(&format!("a{i}"), s, 0, self.access_bps, access, big.clone()));
            links.push(link(&format!("a{i}r"), 0, s, self.access_bps, access, big.clone()));
            links.push(link(&format!("b{i}"), 1, d, self.access_bps, access, big.clone()));
            links.push(link(&format!("b{i}r"), d, 1, self.access_bps, access, big));
            flows.push(FlowSpec {
                name: format!("f{i}"),
                src: s,
                dst: d,
                start_ns: 0,
                stop_ns: None,
                app: AppSpec::Bulk,
                transport: TransportSpec::Tcp(self.tcp.clone()),
            });
        }
        Scenario {
            duration_ns: self.duration,
            seed: 1,
            nodes,
            links,
            flows,
            monitors: Monitors::default(),
            budget: Budget::default(),
            routing: Default::default(),
        }
    }
}

/// `n` flows of RTTs 40, 57, 74, ... ms (ties at one nanosecond are rare but do happen) over a
/// 2 Mb/s bottleneck, for 20 s.
pub fn uneven_rtts(n: usize, queue: QueueSpec) -> Dumbbell {
    let mut d = Dumbbell::new(n, 2_000_000, 60 * MS, queue);
    d.rtts = (0..n as u64).map(|i| (40 + 17 * i) * MS).collect();
    d.duration = 20 * S;
    d
}

/// Run to the end, assert packet conservation, return results.
pub fn run(s: Scenario) -> Results {
    let mut sim = Simulation::new(s).expect("valid scenario");
    sim.run().expect("run");
    let errs = sim.conservation_errors();
    assert!(errs.is_empty(), "conservation violated: {errs:?}");
    sim.results()
}

pub fn col(r: &Results, table: &str, c: &str) -> Vec<f64> {
    r.table(table).f64(c)
}

/// PFTK full model (Padhye et al., SIGCOMM'98 eq. 31; REFERENCE.md 5.1), packets/s. Written
/// independently of the Python `ccsim.models.pftk`.
pub fn pftk(p: f64, rtt: f64, t0: f64, wmax: f64, b: f64) -> f64 {
    let q = 1.0 - p;
    let c = (2.0 + b) / (3.0 * b);
    let ew = c + (8.0 * q / (3.0 * b * p) + c * c).sqrt();
    let qhat = |w: f64| -> f64 {
        let v = (1.0 - q.powi(3)) * (1.0 + q.powi(3) * (1.0 - q.powf(w - 3.0))) / (1.0 - q.powf(w));
        v.min(1.0)
    };
    let g = 1.0 + p + 2.0 * p.powi(2) + 4.0 * p.powi(3) + 8.0 * p.powi(4) + 16.0 * p.powi(5) + 32.0 * p.powi(6);
    if ew < wmax {
        let d = (2.0 + b) / 6.0;
        let ex = d + (2.0 * b * q / (3.0 * p) + d * d).sqrt();
        (q / p + ew + qhat(ew) / q) / (rtt * (ex + 1.0) + qhat(ew) * g * t0 / q)
    } else {
        (q / p + wmax + qhat(wmax) / q) / (rtt * (b * wmax / 8.0 + q / (p * wmax) + 2.0) + qhat(wmax) * g * t0 / q)
    }
}

/// Which shortcuts of `net::ahead` a run may take (where the engine finds that flows qualify).
#[derive(Clone, Copy)]
pub struct Ahead {
    /// Data delivered to receivers ahead of the clock.
    pub receivers: bool,
    /// ACKs taken by senders ahead of the clock.
    pub senders: bool,
}

pub const AHEAD_ALL: Ahead = Ahead { receivers: true, senders: true };
pub const AHEAD_NONE: Ahead = Ahead { receivers: false, senders: false };

/// Run `s` to the end in `chunks` steps of `run_until` (results taken after each, conservation
/// checked), taking only the shortcuts `ahead` allows; returns the results after each step and
/// the events processed.
pub fn run_in_chunks(s: &Scenario, chunks: u64, ahead: Ahead) -> (Vec<Results>, u64) {
    let mut sim = Simulation::new(s.clone()).expect("valid scenario");
    if !ahead.receivers {
        sim.net.ahead_ok.fill(false);
    }
    if !ahead.senders {
        sim.net.acks_ahead_ok.fill(false);
    }
    let mut out = vec![];
    for k in 1..=chunks {
        sim.run_until(s.duration_ns * k / chunks).expect("run");
        let errs = sim.conservation_errors();
        assert!(errs.is_empty(), "conservation violated: {errs:?}");
        out.push(sim.results());
    }
    (out, sim.events_processed)
}

/// Assert two runs' results equal after every chunk (compared in their printed form, in which
/// NaN equals NaN).
pub fn assert_same_results(a: &[Results], b: &[Results]) {
    assert_eq!(a.len(), b.len());
    for (k, (a, b)) in a.iter().zip(b).enumerate() {
        for ((name, ta), (_, tb)) in a.tables.iter().zip(&b.tables) {
            assert_eq!(format!("{ta:?}"), format!("{tb:?}"), "table {name} differs after chunk {}", k + 1);
        }
        assert_eq!((a.sim_ns, a.finished, a.trace_truncated), (b.sim_ns, b.finished, b.trace_truncated));
    }
}
