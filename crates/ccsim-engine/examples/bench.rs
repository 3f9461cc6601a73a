//! Engine-only benchmark of the issue's dumbbells (B1 to B5), without Python:
//! `cargo run --release -p ccsim-engine --example bench -- B2 [SECONDS] [--digest]`. The
//! user-facing benchmark is `ccsim bench`; this one is for profiling the engine alone (perf,
//! callgrind). Its dumbbells are close to `ccsim bench`'s, not equal (docs/performance.md lists
//! how they differ), so compare its figures only with its own. `--digest` turns every monitor
//! on and prints a hash of all result tables, so a speed change can be checked to leave results
//! byte-identical (compare digests before/after);
//! `--digest-plain` hashes the tables of the default monitors (where nothing watches the
//! endpoints, so every shortcut of `net::ahead` is on).

use ccsim_engine::scenario::*;
use ccsim_engine::Simulation;

fn dumbbell(n: usize, bn_bps: u64, access_bps: u64, rtt_ns: u64, buffer: u32, mss: u32, dur_s: u64) -> Scenario {
    let q = |l: u32| QueueSpec::Droptail { limit_pkts: Some(l), limit_bytes: None };
    let link = |name: String, from, to, bps, delay, queue| LinkSpec {
        name,
        from,
        to,
        bandwidth_bps: bps,
        delay_ns: delay,
        queue,
        loss: None,
    };
    let bn_delay = rtt_ns / 4;
    let acc = rtt_ns / 8;
    let mut nodes = vec!["r1".into(), "r2".into()];
    let mut links = vec![
        link("bottleneck".into(), 0, 1, bn_bps, bn_delay, q(buffer)),
        link("bottleneck_reverse".into(), 1, 0, bn_bps, bn_delay, q(buffer.max(1000))),
    ];
    let mut flows = vec![];
    let tcp = TcpSpec { mss_bytes: mss, ..Default::default() };
    for i in 0..n as u32 {
        let s = nodes.len() as u32;
        nodes.push(format!("s{i}"));
        nodes.push(format!("d{i}"));
        links.push(link(format!("a{i}"), s, 0, access_bps, acc, q(1000)));
        links.push(link(format!("a{i}r"), 0, s, access_bps, acc, q(1000)));
        links.push(link(format!("b{i}"), 1, s + 1, access_bps, acc, q(1000)));
        links.push(link(format!("b{i}r"), s + 1, 1, access_bps, acc, q(1000)));
        flows.push(FlowSpec {
            name: format!("f{i}"),
            src: s,
            dst: s + 1,
            start_ns: i as u64 * 1_000_000 % rtt_ns,
            stop_ns: None,
            app: AppSpec::Bulk,
            transport: TransportSpec::Tcp(tcp.clone()),
        });
    }
    Scenario {
        duration_ns: dur_s * 1_000_000_000,
        seed: 1,
        nodes,
        links,
        flows,
        monitors: Monitors::default(),
        budget: Budget::default(),
        routing: Default::default(),
    }
}

fn main() {
    let which = std::env::args().nth(1).unwrap_or_else(|| "B2".into());
    let bdp = |bps: u64, rtt: f64, mss: u32| ((bps as f64 * rtt) / (8.0 * (mss + 40) as f64)).ceil() as u32;
    // B2-B5: 10 Mbps of bottleneck per flow, access links 10x the bottleneck (as `ccsim bench`).
    let high_speed = |n: u64, dur_s: u64| {
        let bn = n * 10_000_000;
        dumbbell(n as usize, bn, 10 * bn, 20_000_000, bdp(bn, 0.02, 1448), 1448, dur_s)
    };
    let mut s = match which.as_str() {
        "B1" => dumbbell(50, 4_000_000, 16_000_000, 100_000_000, 25, 500, 1000),
        "B2" => high_speed(100, 20),
        "B3" => high_speed(1000, 20),
        "B4" => high_speed(10_000, 2),
        "B5" => high_speed(100_000, 1),
        _ => panic!("B1, B2, B3, B4 or B5"),
    };
    let args: Vec<String> = std::env::args().collect();
    let digest = args.iter().any(|a| a == "--digest" || a == "--digest-plain");
    if let Some(d) = args.iter().skip(2).find(|a| !a.starts_with("--")) {
        let seconds = d.parse::<f64>().ok().filter(|x| x.is_finite() && *x > 0.0);
        s.duration_ns = (seconds.expect("SECONDS: a positive number of seconds, e.g. 0.5") * 1e9).round() as u64;
    }
    if args.iter().any(|a| a == "--digest") {
        s.monitors = Monitors {
            cwnd_every_ns: Some(s.duration_ns / 200),
            queue_every_ns: Some(s.duration_ns / 2000),
            queue_links: vec![0, 1],
            flow_every_ns: Some(s.duration_ns / 100),
            drops: true,
            delays: DelayMonitor::Raw,
            first_send_delays: DelayMonitor::Raw,
            trace_links: vec![0],
            trace_max_events: 200_000,
            trace_flows: vec![],
        };
    }
    let t = std::time::Instant::now();
    let mut sim = Simulation::new(s).unwrap();
    sim.run().unwrap();
    let wall = t.elapsed().as_secs_f64();
    let r = sim.results();
    let delivered: f64 = r.table("flows").f64("delivered").iter().sum();
    println!(
        "{which}: wall {wall:.3} s, {:.0} events ({:.2} M/s), {delivered:.0} pkts delivered ({:.2} M/s), peak packets {}",
        sim.events_processed as f64,
        sim.events_processed as f64 / wall / 1e6,
        delivered / wall / 1e6,
        sim.net.peak_live
    );
    if digest {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        format!("{:?} {} {}", r.tables, r.sim_ns, r.trace_truncated).hash(&mut h);
        println!("digest {:016x} (conservation errors: {})", h.finish(), sim.conservation_errors().len());
    }
}
