//! Delivery ahead (`net::ahead`): handing a data packet to a TCP receiver when its
//! last link accepts it, instead of at an arrival event, saves events but must change no result.
//! Each scenario runs twice, once as built and once with both shortcuts of `net::ahead` (this
//! and ACKs ahead, `tests/acks_ahead.rs`) switched off for every flow; the result tables must be equal, and the first run must have used the shortcut (fewer
//! events) wherever the flows qualify. The runs with ties at one nanosecond (asymmetric RTTs,
//! SACK's varying ACK sizes) failed before the event queue ordered by push time.

mod common;
use ccsim_engine::scenario::*;
use ccsim_engine::{Results, Simulation};
use common::*;

/// The same results with and without the shortcuts (every chunk); returns the events (with,
/// without) and the results at the end.
fn same_results(s: &Scenario, chunks: u64) -> (u64, u64, Results) {
    let (with, events_with) = run_in_chunks(s, chunks, AHEAD_ALL);
    let (without, events_without) = run_in_chunks(s, chunks, AHEAD_NONE);
    assert_same_results(&with, &without);
    let last = with.into_iter().last().expect("at least one chunk");
    assert!(last.table("flows").f64("delivered").iter().sum::<f64>() > 0.0);
    (events_with, events_without, last)
}

fn dumbbell(n: usize, queue: QueueSpec) -> Dumbbell {
    uneven_rtts(n, queue)
}

#[test]
fn reno_dumbbell_with_drops_is_unchanged_and_takes_fewer_events() {
    let s = dumbbell(6, droptail(12)).build();
    let (with, without, _) = same_results(&s, 1);
    // One arrival event per delivered data packet is saved, about a quarter of all events.
    assert!((with as f64) < 0.85 * without as f64, "{with} vs {without} events");
}

#[test]
fn sack_with_ecn_marks_from_red_is_unchanged() {
    let mut d = dumbbell(5, red(40, 4.0, 12.0, 1000, true));
    d.tcp.recovery = Recovery::Sack;
    d.tcp.ecn = true;
    let s = d.build();
    let (with, without, r) = same_results(&s, 1);
    assert!(with < without);
    assert!(r.table("links").f64("marks")[0] > 0.0, "RED marked no packet: the case is not covered");
}

#[test]
fn results_taken_between_chunks_of_a_run_are_unchanged() {
    // Arrivals after the end of a chunk are left to their events, so results taken mid-run
    // (progress bars, notebooks) see exactly the state at the chunk's end.
    let (with, without, _) = same_results(&dumbbell(4, droptail(8)).build(), 7);
    assert!(with < without);
}

#[test]
fn receivers_sharing_a_last_link_with_other_traffic_and_finite_transfers_are_unchanged() {
    // A UDP source sends to flow 0's sink host, so packets that arrive by event share flow 0's
    // last link with packets that may be delivered ahead; flow 2 is a finite transfer whose
    // completion time is recorded on delivery.
    let mut s = dumbbell(3, droptail(15)).build();
    s.flows[2].app = AppSpec::Finite { packets: 300 };
    let (src, dst) = (s.flows[1].src, s.flows[0].dst);
    s.flows.push(FlowSpec {
        name: "udp".into(),
        src,
        dst,
        start_ns: 0,
        stop_ns: None,
        app: AppSpec::Bulk,
        transport: TransportSpec::Udp(UdpSpec {
            pkt_bytes: 200,
            source: UdpSource::Poisson { rate_pps: 150.0, exponential_sizes: false },
        }),
    });
    assert_eq!(Simulation::new(s.clone()).unwrap().net.ahead_ok, vec![true, true, true, false]);
    let (with, without, r) = same_results(&s, 3);
    assert!(with < without);
    assert!(r.table("flows").f64("completion_ns")[2] > 0.0, "the finite transfer did not finish");
}

#[test]
fn a_receiver_that_does_not_qualify_turns_it_off_for_the_acks_it_meets() {
    // Flow 1 ACKs with a delay, so its ACKs reach r2 on time; every flow whose ACKs meet them on
    // the reverse bottleneck then stays on events too (the order of simultaneous arrivals there
    // must not depend on the shortcut).
    let mut s = dumbbell(3, droptail(15)).build();
    if let TransportSpec::Tcp(t) = &mut s.flows[1].transport {
        t.delayed_ack = true;
    }
    assert_eq!(Simulation::new(s.clone()).unwrap().net.ahead_ok, vec![false, false, false]);
}

#[test]
fn one_hop_route_and_sampled_senders_and_queues_are_unchanged() {
    // Sender and receiver one link apart beside a dumbbell whose windows and bottleneck queue are
    // sampled: those monitors do not watch the receivers, so the dumbbell's flows keep the
    // shortcut; the one-hop flow's ACKs go straight to its sender, which it does not cover.
    let mut s = dumbbell(3, droptail(10)).build();
    let (a, b) = (s.nodes.len() as u32, s.nodes.len() as u32 + 1);
    s.nodes.extend(["h1".to_string(), "h2".to_string()]);
    s.links.push(link("direct", a, b, 1_000_000, 5 * MS, droptail(6)));
    s.links.push(link("direct_reverse", b, a, 1_000_000, 5 * MS, droptail(100)));
    let mut one_hop = s.flows[0].clone();
    (one_hop.name, one_hop.src, one_hop.dst) = ("one_hop".into(), a, b);
    s.flows.push(one_hop);
    s.monitors.cwnd_every_ns = Some(100 * MS);
    s.monitors.queue_every_ns = Some(10 * MS);
    s.monitors.queue_links = vec![0];
    assert_eq!(Simulation::new(s.clone()).unwrap().net.ahead_ok, vec![true, true, true, false]);
    let (with, without, r) = same_results(&s, 2);
    assert!(with < without);
    let direct = s.links.len() - 2;
    assert!(r.table("links").f64("drops_overflow")[direct] > 0.0, "the one-hop flow lost nothing: not covered");
}

#[test]
fn flow_samples_summary_delays_and_the_drop_log_are_unchanged() {
    // The monitors the reproductions use. Flow samples read the receivers' counters, so the
    // receivers run ahead only up to the next sample; per-flow delay summaries add each flow's
    // delays in its own arrival order; a drop is logged when it happens, so an ACK is only sent
    // ahead where its ACK link surely has room. Flow 0's ACK link is made slow and short, so its
    // ACKs are dropped there (logged in order because they stay on events).
    let mut s = dumbbell(4, droptail(12)).build();
    s.monitors.flow_every_ns = Some(700 * MS);
    s.monitors.delays = DelayMonitor::Summary;
    s.monitors.drops = true;
    let ack0 = s.links.iter().position(|l| l.from == s.flows[0].dst).unwrap();
    s.links[ack0].bandwidth_bps = 20_000;
    s.links[ack0].queue = droptail(3);
    assert_eq!(Simulation::new(s.clone()).unwrap().net.ahead_ok, vec![true; 4]);
    let (with, without, r) = same_results(&s, 3);
    assert!((with as f64) < 0.9 * without as f64, "{with} vs {without} events");
    assert!(r.table("flows").f64("ack_drops")[0] > 0.0, "no ACK was dropped: the case is not covered");
    assert!(r.table("flow_samples").f64("delivered").len() > 4 * 20, "too few flow samples");
}

#[test]
fn monitors_that_watch_receivers_turn_the_shortcut_off() {
    // Raw delays, first-send delays and traces record receiver-side events in time order;
    // sampling a flow's ACK link, or the link its ACKs enter next, would show its ACKs early.
    let base = dumbbell(2, droptail(10)).build();
    let ack_link = 5; // flow 0's sink -> r2 (Dumbbell: 2 bottleneck links, then 4 per flow)
    assert_eq!(base.links[ack_link].from, base.flows[0].dst);
    assert_eq!(Simulation::new(base.clone()).unwrap().net.ahead_ok, vec![true, true]);
    let watch: [fn(&mut Monitors); 5] = [
        |m| m.delays = DelayMonitor::Raw,
        |m| m.first_send_delays = DelayMonitor::Summary,
        |m| m.trace_links = vec![0],
        |m| (m.queue_every_ns, m.queue_links) = (Some(S), vec![5, 9]),
        |m| (m.queue_every_ns, m.queue_links) = (Some(S), vec![1]),
    ];
    for w in watch {
        let mut s = base.clone();
        w(&mut s.monitors);
        let sim = Simulation::new(s.clone()).unwrap();
        assert_eq!(sim.net.ahead_ok, vec![false, false], "{:?}", s.monitors);
        same_results(&s, 1);
    }
}

#[test]
fn arrivals_at_a_flow_sample_instant_stay_on_events() {
    // Every time in this run is a multiple of 31.25 us (1040-byte packets take 1 ms at
    // 8.32 Mbps, 130-byte ACKs 125 us; the access links are 4x faster; delays 10 and 5 ms), and
    // flows are sampled every 31.25 us: each data arrival falls on a sample's instant, where
    // whether the sample counts it depends on the order of the two events. None is delivered
    // ahead, and the samples are those of the run without the shortcut.
    let mut d = Dumbbell::new(2, 8_320_000, 40 * MS, droptail(8));
    d.tcp.ack_bytes = 130;
    d.duration = 2 * S;
    let mut s = d.build();
    s.monitors.flow_every_ns = Some(31_250);
    let (with, without, _) = same_results(&s, 1);
    assert_eq!(with, without);
}
