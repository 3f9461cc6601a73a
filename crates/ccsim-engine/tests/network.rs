//! Link-level truths: utilisation of an uncongested and a congested bottleneck, the queueing
//! delay / queue length relation, and M/M/1.

mod common;
use ccsim_engine::scenario::*;
use common::*;

/// One Reno flow over a path with a buffer of one BDP fills the bottleneck (>= 95% in steady state).
#[test]
fn single_flow_uses_the_bottleneck() {
    // 10 Mb/s, 40 ms RTT, 1000 B + 40 B packets: BDP = 10e6*0.04/8320 = 48 packets.
    let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(60));
    d.duration = 60 * S;
    let mut s = d.build();
    s.monitors.queue_every_ns = Some(100 * MS);
    s.monitors.queue_links = vec![0];
    let r = run(s);
    // Steady state: bytes started on the bottleneck between 20 s and 60 s.
    let t = col(&r, "queue", "t_ns");
    let tx = col(&r, "queue", "tx_bytes");
    let i0 = t.iter().position(|&x| x >= 20e9).unwrap();
    let i1 = t.len() - 1;
    let util = (tx[i1] - tx[i0]) * 8.0 / ((t[i1] - t[i0]) * 1e-9) / 10e6;
    eprintln!("single flow utilisation {util}");
    assert!(util >= 0.95, "utilisation {util}");
}

/// Several flows with a buffer >= BDP keep the bottleneck > 98% busy, and the mean queueing delay
/// (measured per packet) equals the mean queue length (sampled) divided by the service rate
/// (Little's law; 004 Section 2's knee/cliff argument).
#[test]
fn congested_bottleneck_busy_and_queue_delay_is_length_over_rate() {
    // 4 Mb/s, 100 ms, 540 B packets: BDP = 4e6*0.1/(540*8) = 92.6 packets; buffer 120.
    let mut d = Dumbbell::new(8, 4_000_000, 100 * MS, droptail(120));
    d.tcp.mss_bytes = 500;
    d.duration = 200 * S;
    let mut s = d.build();
    s.monitors.queue_every_ns = Some(10 * MS);
    s.monitors.queue_links = vec![0];
    let r = run(s);
    let busy = col(&r, "links", "busy_s")[0];
    assert!(busy / 200.0 > 0.98, "busy fraction {}", busy / 200.0);
    let q = col(&r, "queue", "pkts");
    let mean_q = q.iter().sum::<f64>() / q.len() as f64;
    let service_pps = 4e6 / (540.0 * 8.0);
    // Mean wait over all packets crossing the bottleneck (data only: ACKs use the reverse link).
    let wait = col(&r, "links", "queue_delay_mean_s")[0];
    let predicted = mean_q / service_pps;
    eprintln!("busy {busy} mean_q {mean_q} wait {wait} predicted {predicted}");
    assert!(mean_q > 5.0, "queue should build: {mean_q}");
    assert!((wait - predicted).abs() / predicted < 0.05, "wait {wait} vs L/C {predicted}");
}

fn mm1(load: f64) -> (f64, f64) {
    // Poisson arrivals, exponential sizes with mean 1000 B, 10 Mb/s link, unlimited buffer.
    let bps = 10_000_000u64;
    let mu = bps as f64 / 8000.0; // packets per second
    let lambda = load * mu;
    let s = Scenario {
        duration_ns: 2000 * S,
        seed: 11,
        nodes: vec!["a".into(), "b".into()],
        links: vec![link("l", 0, 1, bps, 0, QueueSpec::Droptail { limit_pkts: None, limit_bytes: None })],
        flows: vec![FlowSpec {
            name: "udp".into(),
            src: 0,
            dst: 1,
            start_ns: 0,
            stop_ns: None,
            app: AppSpec::Bulk,
            transport: TransportSpec::Udp(UdpSpec {
                pkt_bytes: 1000,
                source: UdpSource::Poisson { rate_pps: lambda, exponential_sizes: true },
            }),
        }],
        monitors: Monitors { delays: DelayMonitor::Summary, ..Default::default() },
        budget: Budget::default(),
        routing: Default::default(),
    };
    let r = run(s);
    let out = (col(&r, "flows", "delay_mean_s")[0], 1.0 / (mu - lambda));
    eprintln!("M/M/1 load {load}: sim {} theory {}", out.0, out.1);
    out
}

#[test]
fn mm1_sojourn_time_at_load_half() {
    let (sim, theory) = mm1(0.5);
    assert!((sim - theory).abs() / theory < 0.03, "sim {sim} vs 1/(mu-lambda) {theory}");
}

#[test]
fn mm1_sojourn_time_at_load_08() {
    let (sim, theory) = mm1(0.8);
    assert!((sim - theory).abs() / theory < 0.03, "sim {sim} vs 1/(mu-lambda) {theory}");
}

/// A flow from node `src` to d (3) sending `packets` packets from `start_ns`.
fn to_d(name: &str, src: u32, start_ns: u64, packets: u64, transport: TransportSpec) -> FlowSpec {
    FlowSpec { name: name.into(), src, dst: 3, start_ns, stop_ns: None, app: AppSpec::Finite { packets }, transport }
}

/// Run hosts a (0) and b (1) sending to d (3) through r (2) for a second, tracing link 2 (r ->
/// d); returns its transmission starts as (time in ns, flow, seq).
fn starts_on_link_2(links: Vec<LinkSpec>, flows: Vec<FlowSpec>) -> Vec<(f64, f64, f64)> {
    let s = Scenario {
        duration_ns: S,
        seed: 1,
        nodes: ["a", "b", "r", "d"].map(String::from).to_vec(),
        links,
        flows,
        monitors: Monitors { trace_links: vec![2], ..Default::default() },
        budget: Default::default(),
        routing: Default::default(),
    };
    let r = run(s);
    let t = r.table("trace");
    let (time, ev, flow, seq) = (t.f64("t_ns"), t.f64("event"), t.f64("flow"), t.f64("seq"));
    (0..time.len()).filter(|&i| ev[i] == 1.0).map(|i| (time[i], flow[i], seq[i])).collect()
}

/// A CBR source keeps ns-2's exact rate: packet k leaves k x (size / rate) after the first, to the
/// nearest ns (1.3 Mb/s of 1000 B packets: 6,153,846.15 ns apart). Adding the interval rounded
/// up to 6,153,847 ns each time put packet 150 150 ns late (found against ns-2.35).
#[test]
fn cbr_packets_leave_at_exact_multiples_of_the_interval() {
    let links = vec![
        link("a-r", 0, 2, 1_000_000_000, MS, droptail(100)),
        link("b-r", 1, 2, 1_000_000_000, MS, droptail(100)),
        link("r-d", 2, 3, 1_000_000_000, MS, droptail(100)),
    ];
    let cbr = TransportSpec::Udp(UdpSpec { pkt_bytes: 1000, source: UdpSource::Cbr { rate_bps: 1_300_000 } });
    let starts = starts_on_link_2(links, vec![to_d("a", 0, 0, 151, cbr)]);
    assert_eq!(starts.len(), 151);
    for (k, &(t, _, seq)) in starts.iter().enumerate() {
        let exact = k as f64 * 8000.0 / 1.3e6 * 1e9;
        assert_eq!(seq, k as f64);
        assert_eq!(t - starts[0].0, exact.round(), "packet {k}");
    }
}

/// Two packets reaching a queue at the same nanosecond are queued in the order their links
/// started sending them, which is when ns-2 schedules their arrivals (`Link::pop_arrival`;
/// the ns-2 trace case `trace-two-flows-tie`), also when one of them had to wait on its line.
#[test]
fn simultaneous_arrivals_queue_in_the_order_their_transmissions_started() {
    // Hosts a (0) and b (1) send to d (3) through router r (2). 1000-byte packets take 1 ms on
    // the 8 Mbps access links and 80 us on the 100 Mbps link r -> d.
    let links = vec![
        link("a-r", 0, 2, 8_000_000, 5 * MS, droptail(100)),
        link("b-r", 1, 2, 8_000_000, 4_500_000, droptail(100)),
        link("r-d", 2, 3, 100_000_000, MS, droptail(100)),
    ];
    let udp = |rate_bps| TransportSpec::Udp(UdpSpec { pkt_bytes: 1000, source: UdpSource::Cbr { rate_bps } });
    // a sends four packets at 16 Mbps (every 0.5 ms), twice its link's rate: they start on it
    // at 0, 1, 2 and 3 ms and reach r at 6, 7, 8 and 9 ms. b sends one packet at 2.5 ms: it
    // starts at once and reaches r at 8 ms too, later than a's third packet started (2 ms,
    // after waiting 1 ms on a's line), so that one is queued first.
    let flows = vec![to_d("a", 0, 0, 4, udp(16_000_000)), to_d("b", 1, 2_500_000, 1, udp(8_000_000))];
    assert_eq!(
        starts_on_link_2(links, flows),
        vec![(6e6, 0.0, 0.0), (7e6, 0.0, 1.0), (8e6, 0.0, 2.0), (8.08e6, 1.0, 0.0), (9e6, 0.0, 3.0)],
        "(start on r -> d in ns, flow, seq)"
    );
}

/// Two packets that start on their links at one instant, one started by its link freeing up
/// (ns-2's resume, scheduled when the packet before it started) and one by an ACK's arrival
/// (scheduled when the ACK started on its last link), reach a queue at one instant in the order
/// ns-2 ran those two events: the one scheduled first (`Link::start_key`, `event::queue`'s
/// push keys). Before, the packet that had waited went second whatever the order.
#[test]
fn simultaneous_arrivals_keep_the_order_of_the_events_that_started_them() {
    // Hosts a (0) and b (1) send to d (3) through router r (2). 1000-byte packets take 1 ms on
    // the 8 Mbps links into r and 80 us on r -> d; a 40-byte ACK takes 3.2 us on d -> r and 40
    // us on r -> b, whose delay (0.5 ms) is shorter than a packet's transmission.
    let links = vec![
        link("a-r", 0, 2, 8_000_000, 5 * MS, droptail(100)),
        link("b-r", 1, 2, 8_000_000, 5 * MS, droptail(100)),
        link("r-d", 2, 3, 100_000_000, MS, droptail(100)),
        link("d-r", 3, 2, 100_000_000, MS, droptail(100)),
        link("r-b", 2, 1, 8_000_000, MS / 2, droptail(100)),
    ];
    // b's TCP sends packet 0 at 1 ms; it reaches d at 8.08 ms, and its ACK starts on r -> b at
    // 9.0832 ms and reaches b at 9.6232 ms, when b sends packets 1 (at once) and 2 (behind
    // it). a's UDP sends three packets every 0.5 ms from 7.6232 ms, twice its link's rate: they
    // start at 7.6232, 8.6232 and 9.6232 ms, the last by the resume scheduled at 8.6232 ms,
    // before the ACK's arrival was (9.0832 ms); so at r, at 15.6232 ms, a's goes first.
    let tcp = TcpSpec { mss_bytes: 960, init_cwnd: 1.0, ..TcpSpec::default() };
    let udp = TransportSpec::Udp(UdpSpec { pkt_bytes: 1000, source: UdpSource::Cbr { rate_bps: 16_000_000 } });
    let flows = vec![to_d("a", 0, 7_623_200, 3, udp), to_d("b", 1, MS, 3, TransportSpec::Tcp(tcp))];
    assert_eq!(
        starts_on_link_2(links, flows),
        vec![
            (7e6, 1.0, 0.0),
            (13.6232e6, 0.0, 0.0),
            (14.6232e6, 0.0, 1.0),
            (15.6232e6, 0.0, 2.0),
            (15.7032e6, 1.0, 1.0),
            (16.6232e6, 1.0, 2.0)
        ],
        "(start on r -> d in ns, flow, seq)"
    );
}

/// A dequeue-time discipline in the middle of a path (a CoDel bottleneck behind the access
/// links) hands each packet on to the next hop: every data packet the bottleneck sends reaches
/// the egress access links, each once, and the flows' receivers get them. (A packet held by the
/// discipline must keep its place on its route: one that lost it would be offered to the
/// bottleneck again and again, and never arrive.)
#[test]
fn packets_leave_a_codel_bottleneck_for_their_next_hop() {
    let codel = QueueSpec::Codel { limit_pkts: 100, target_ns: 5 * MS, interval_ns: 100 * MS, ecn: false };
    let mut d = Dumbbell::new(3, 10_000_000, 40 * MS, codel);
    d.duration = 20 * S;
    let r = run(d.build());
    let tx = col(&r, "links", "tx_pkts");
    // Links 2 + 4i are the access links into r1, 4 + 4i those out of r2 (`Dumbbell::build`).
    let egress: f64 = (0..3).map(|i| tx[4 + 4 * i]).sum();
    // What the bottleneck sent in its last propagation delay (10 ms at 10 Mb/s: ~12 packets) has
    // not yet reached the egress links at the end.
    assert!(
        tx[0] - egress >= 0.0 && tx[0] - egress <= 20.0,
        "bottleneck sent {} data packets, the egress links {egress}",
        tx[0]
    );
    let util = col(&r, "links", "busy_s")[0] / 20.0;
    assert!(util > 0.9, "bottleneck busy {util:.3} of the run");
    let delivered: f64 = col(&r, "flows", "delivered").iter().sum();
    // Receivers count new data only (not the duplicates that spurious retransmissions bring).
    assert!(delivered <= egress && delivered >= 0.98 * egress, "egress links sent {egress}, receivers got {delivered}");
}
