//! TCP truths: PFTK under random loss, pacing and randomized gaps, NewReno vs Reno on a hand-built
//! multi-loss window, determinism, and finite transfers.

mod common;
use ccsim_engine::event::{Event, FlowTimer};
use ccsim_engine::scenario::*;
use ccsim_engine::transport::tcp::sender::TcpSender;
use ccsim_engine::transport::Endpoint;
use ccsim_engine::Simulation;
use common::*;

/// One flow, 100 ms RTT, a 100 Mb/s bottleneck (never the limit) losing data packets with
/// probability p.
fn lossy_path(p: f64, recovery: Recovery) -> Scenario {
    let mut d = Dumbbell::new(1, 100_000_000, 100 * MS, droptail(10_000));
    d.tcp.recovery = recovery;
    d.duration = 1000 * S;
    let mut s = d.build();
    s.links[0].loss = Some(LossSpec::Bernoulli { p, packets: LossTarget::Data });
    s
}

#[test]
fn reno_under_random_loss_matches_pftk() {
    for (i, p) in [0.005, 0.01, 0.03].into_iter().enumerate() {
        let mut s = lossy_path(p, Recovery::Reno);
        s.seed = 100 + i as u64;
        let r = run(s);
        let sent = col(&r, "flows", "data_sent")[0];
        let rate = sent / 1000.0;
        let rtt = col(&r, "flows", "srtt_s")[0];
        // T0: the RTO in force, min_rto = 200 ms dominates srtt + 4 rttvar for a 100 ms path.
        let model = pftk(p, rtt, 0.2, 1e6, 1.0);
        eprintln!("p={p}: sim {rate:.1} pkt/s, PFTK {model:.1} (rtt {rtt:.4})");
        assert!((rate - model).abs() / model < 0.2, "p={p}: sim {rate} vs PFTK {model}");
    }
}

/// For flow 0 in congestion avoidance: (time from each new send to the next firing of the send
/// timer) / (srtt/W at that send), W = min(cwnd, rwnd) (cwnd may grow past the receiver's
/// window, as in ns-2; the window the sender can use is W). The timer's firing is observed whether or not the window then
/// lets a packet go, so closed windows do not censor short gaps.
fn timer_gaps(s: Scenario, from: u64) -> Vec<f64> {
    timer_gaps_of(s, from, |snd| snd.rtt.srtt_exact)
}

/// As `timer_gaps`, with the RTT the gap should divide read from the sender by `rtt`.
fn timer_gaps_of(s: Scenario, from: u64, rtt: impl Fn(&TcpSender) -> Option<f64>) -> Vec<f64> {
    let TransportSpec::Tcp(tcp) = &s.flows[0].transport else { unreachable!() };
    let rwnd = tcp.rwnd_pkts as f64;
    let mut sim = Simulation::new(s).unwrap();
    let mut pending: Option<(u64, f64)> = None; // (send time, rtt/cwnd then)
    let mut ratios = vec![];
    let mut maxseq = -1;
    while let Some((t, ev)) = sim.step() {
        if ev == Event::Flow(0, FlowTimer::Send) {
            if let Some((t0, base)) = pending.take() {
                ratios.push((t - t0) as f64 / base);
            }
        }
        let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
        let snd = &f.sender;
        if snd.maxseq > maxseq {
            maxseq = snd.maxseq;
            let in_ca = snd.cwnd >= snd.ssthresh && t >= from;
            pending = match rtt(snd) {
                Some(r) if in_ca => Some((t, r / snd.cwnd.min(rwnd))),
                _ => None,
            };
        }
    }
    ratios
}

fn spaced(schedule: ScheduleSpec) -> Scenario {
    // Loss-free path with a deep buffer: congestion avoidance from the start (ssthresh 8).
    let mut d = Dumbbell::new(1, 10_000_000, 60 * MS, droptail(10_000));
    d.tcp.schedule = schedule;
    d.tcp.init_ssthresh = 8.0;
    d.tcp.rwnd_pkts = 40;
    d.duration = 30 * S;
    d.build()
}

#[test]
fn paced_gaps_equal_srtt_over_cwnd() {
    let r = timer_gaps(spaced(ScheduleSpec::Paced), 2 * S);
    assert!(r.len() > 500, "{} gaps", r.len());
    for g in &r {
        assert!((g - 1.0).abs() < 1e-3, "paced gap ratio {g}");
    }
}

/// Kolmogorov-Smirnov statistic of `x` against U(a, b).
fn ks_uniform(mut x: Vec<f64>, a: f64, b: f64) -> f64 {
    x.sort_by(|p, q| p.partial_cmp(q).unwrap());
    let n = x.len() as f64;
    x.iter()
        .enumerate()
        .map(|(i, &v)| {
            let f = ((v - a) / (b - a)).clamp(0.0, 1.0);
            (f - i as f64 / n).abs().max(((i + 1) as f64 / n - f).abs())
        })
        .fold(0.0, f64::max)
}

#[test]
fn randomized_gaps_are_uniform_around_srtt_over_cwnd() {
    for interval in [0.5, 1.0] {
        let r = timer_gaps(spaced(ScheduleSpec::Randomized { interval, alpha_correction: true }), 2 * S);
        assert!(r.len() > 500, "{} gaps", r.len());
        let d = ks_uniform(r.clone(), 1.0 - interval, 1.0 + interval);
        let critical = 1.63 / (r.len() as f64).sqrt(); // alpha = 0.01
        eprintln!("I={interval}: n={} KS D={d:.4} (critical {critical:.4})", r.len());
        assert!(d < critical, "I={interval}: KS D={d} >= {critical}");
    }
}

/// A window of ~20 packets with three losses in it (hand-built): NewReno repairs all three in one
/// fast recovery; Reno leaves recovery at the first partial ACK and needs the timeout.
#[test]
fn newreno_recovers_multiple_losses_without_timeout_reno_does_not() {
    for (recovery, expect_timeout) in [(Recovery::Newreno, false), (Recovery::Reno, true)] {
        // RTT 40 ms: three holes take three RTTs, well inside the 200 ms minimum RTO that NewReno's
        // "Impatient" timer (restarted on the first partial ACK only) allows.
        let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(10_000));
        d.tcp.recovery = recovery;
        d.tcp.init_ssthresh = 20.0;
        d.duration = 10 * S;
        let mut s = d.build();
        // In slow start the window reaches 20 around seq 40-60; drop three of that flight.
        s.links[0].loss = Some(LossSpec::Seqs { flow: 0, seqs: vec![100, 103, 106] });
        let r = run(s);
        let timeouts = col(&r, "flows", "timeouts")[0];
        let frs = col(&r, "flows", "fast_retransmits")[0];
        eprintln!("{recovery:?}: timeouts {timeouts} fast retransmits {frs}");
        assert_eq!(frs, 1.0, "{recovery:?}: one fast retransmit");
        assert_eq!(timeouts > 0.0, expect_timeout, "{recovery:?}: timeouts {timeouts}");
    }
}

#[test]
fn tahoe_goes_back_to_slow_start_on_fast_retransmit() {
    let mut d = Dumbbell::new(1, 10_000_000, 100 * MS, droptail(10_000));
    d.tcp.recovery = Recovery::Tahoe;
    d.tcp.init_ssthresh = 20.0;
    d.duration = 3 * S;
    let mut s = d.build();
    s.links[0].loss = Some(LossSpec::Seqs { flow: 0, seqs: vec![100] });
    let mut sim = Simulation::new(s).unwrap();
    let mut min_cwnd_after = f64::MAX;
    while sim.step().is_some() {
        let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
        if f.sender.maxseq > 103 {
            min_cwnd_after = min_cwnd_after.min(f.sender.cwnd);
        }
    }
    assert_eq!(min_cwnd_after, 1.0);
}

/// A 10-packet transfer on an empty path with IW 2: slow start sends 2, 4, 4 packets in three
/// rounds, so the last packet arrives 2.5 RTTs (plus serialisation) after the start.
#[test]
fn finite_transfer_takes_the_rounds_slow_start_implies() {
    let mut d = Dumbbell::new(1, 100_000_000, 100 * MS, droptail(10_000));
    d.duration = 5 * S;
    let mut s = d.build();
    s.flows[0].app = AppSpec::Finite { packets: 10 };
    let r = run(s);
    let done = col(&r, "flows", "completion_ns")[0] * 1e-9;
    // Rounds: [0,1] at t=0; [2..5] at 1 RTT; [6..9] at 2 RTT; last arrives at 2 RTT + one-way.
    assert!(done > 0.25 && done < 0.26, "completed at {done}");
    assert_eq!(col(&r, "flows", "delivered")[0], 10.0);
}

#[test]
fn same_seed_same_results_other_seed_differs() {
    let build = |seed| {
        let mut d = Dumbbell::new(5, 2_000_000, 100 * MS, droptail(25));
        d.tcp.schedule = ScheduleSpec::Randomized { interval: 1.0, alpha_correction: true };
        d.duration = 30 * S;
        let mut s = d.build();
        s.seed = seed;
        s.monitors.cwnd_every_ns = Some(100 * MS);
        s.monitors.drops = true;
        format!("{:?}", run(s))
    };
    let a = build(1);
    assert_eq!(a, build(1));
    assert_ne!(a, build(2));
}

/// Two flows on disjoint paths (a0 -> b0 and a1 -> b1): flow 0's randomized send times must not
/// change when flow 1 exists, which holds only if each component draws from its own stream.
#[test]
fn adding_a_flow_keeps_other_flows_random_streams() {
    let send_times = |n: usize| {
        let mut nodes = vec![];
        let mut links = vec![];
        let mut flows = vec![];
        let mut tcp = TcpSpec::default();
        tcp.schedule = ScheduleSpec::Randomized { interval: 1.0, alpha_correction: true };
        for i in 0..n as u32 {
            nodes.push(format!("a{i}"));
            nodes.push(format!("b{i}"));
            links.push(link("fwd", 2 * i, 2 * i + 1, 2_000_000, 30 * MS, droptail(20)));
            links.push(link("rev", 2 * i + 1, 2 * i, 2_000_000, 30 * MS, droptail(20)));
            flows.push(FlowSpec {
                name: format!("f{i}"),
                src: 2 * i,
                dst: 2 * i + 1,
                start_ns: 0,
                stop_ns: None,
                app: AppSpec::Bulk,
                transport: TransportSpec::Tcp(tcp.clone()),
            });
        }
        let s = Scenario {
            duration_ns: 20 * S,
            seed: 5,
            nodes,
            links,
            flows,
            monitors: Monitors::default(),
            budget: Budget::default(),
            routing: Default::default(),
        };
        let mut sim = Simulation::new(s).unwrap();
        let mut times = vec![];
        let mut maxseq = -1;
        while let Some((t, _)) = sim.step() {
            let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
            if f.sender.maxseq > maxseq {
                maxseq = f.sender.maxseq;
                times.push(t);
            }
        }
        times
    };
    let alone = send_times(1);
    assert!(alone.len() > 1000);
    assert!(alone == send_times(2), "flow 0's send times changed when flow 1 was added");
}

/// Limited Transmit (RFC 3042): with a window of 3 and one loss, plain Reno gets only two
/// duplicate ACKs and waits for the RTO; with Limited Transmit the two new packets it may send
/// bring the third duplicate ACK and a fast retransmit instead.
#[test]
fn limited_transmit_turns_a_small_window_timeout_into_fast_retransmit() {
    for (lt, expect_fr) in [(false, 0.0), (true, 1.0)] {
        // RTT 40 ms: the extra round trip Limited Transmit needs fits inside the 200 ms RTO.
        let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(10_000));
        // cwnd stays at 3 packets: start there, in congestion avoidance, with a negligible increase.
        d.tcp.init_cwnd = 3.0;
        d.tcp.init_ssthresh = 3.0;
        d.tcp.window = WindowSpec::Aimd { alpha: 1e-6, beta: 0.5 };
        d.tcp.limited_transmit = lt;
        d.duration = 5 * S;
        let mut s = d.build();
        s.links[0].loss = Some(LossSpec::Seqs { flow: 0, seqs: vec![30] });
        let r = run(s);
        let frs = col(&r, "flows", "fast_retransmits")[0];
        let timeouts = col(&r, "flows", "timeouts")[0];
        assert_eq!(frs, expect_fr, "limited_transmit={lt}: fast retransmits");
        assert_eq!(timeouts, 1.0 - expect_fr, "limited_transmit={lt}: timeouts");
    }
}

/// Sender state after every event of flow 0: (time, highest ACK, cwnd, ssthresh, inflation,
/// fast retransmits so far).
fn sender_trace(s: Scenario) -> Vec<(u64, i64, f64, f64, i64, u64)> {
    let mut sim = Simulation::new(s).unwrap();
    let mut out = vec![];
    while let Some((t, _)) = sim.step() {
        let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
        let snd = &f.sender;
        let frs = sim.net.counters[0].fast_retransmits;
        out.push((t, snd.highest_ack, snd.cwnd, snd.ssthresh, snd.inflation(), frs));
    }
    out
}

/// ns-2's Reno arithmetic on one loss in congestion avoidance (tcp.cc `slowdown`, tcp-reno.cc
/// `recv`): ssthresh = int(W/2), cwnd = W/2 unrounded and not floored at ssthresh, and the ACK
/// that ends recovery opens the window by 1/cwnd instead of resetting it to ssthresh.
#[test]
fn reno_fast_recovery_uses_ns2_window_arithmetic() {
    let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(10_000));
    d.tcp.init_ssthresh = 9.0; // congestion avoidance from cwnd 9, so W is fractional at the loss
    d.duration = 5 * S;
    let mut s = d.build();
    s.links[0].loss = Some(LossSpec::Seqs { flow: 0, seqs: vec![200] });
    let trace = sender_trace(s);
    let fr = trace.iter().position(|e| e.5 == 1).expect("a fast retransmit");
    let w = trace[fr - 1].2;
    assert!(w.fract() != 0.0 && w > 10.0, "W = {w}");
    let (_, ack_at_fr, cwnd, ssthresh, inflation, _) = trace[fr];
    assert_eq!(ssthresh, (w / 2.0).trunc());
    assert_eq!(cwnd, w / 2.0);
    assert_eq!(inflation, 3);
    // The first ACK beyond the fast retransmit's ends recovery and opens the window once.
    let exit = trace.iter().skip(fr).find(|e| e.1 > ack_at_fr).unwrap();
    assert_eq!(exit.4, 0, "inflation removed");
    assert_eq!(exit.2, w / 2.0 + 1.0 / (w / 2.0), "cwnd after the recovery-ending ACK");
    assert_eq!(exit.3, (w / 2.0).trunc());
}

/// ns-2 NewReno `partialnewack`: a partial ACK covering more packets than the inflation holds
/// takes the rest from cwnd and leaves one packet of inflation.
#[test]
fn newreno_partial_ack_deflates_cwnd_beyond_the_inflation() {
    let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(10_000));
    d.tcp.recovery = Recovery::Newreno;
    // A fixed window of 20: congestion avoidance from the start with a negligible increase.
    d.tcp.init_cwnd = 20.0;
    d.tcp.init_ssthresh = 20.0;
    d.tcp.window = WindowSpec::Aimd { alpha: 1e-6, beta: 0.5 };
    d.duration = 5 * S;
    let mut s = d.build();
    // The first and the last packet of one flight of 20: 18 duplicate ACKs (inflation 18) come
    // back before the retransmission's partial ACK covers 19 packets.
    s.links[0].loss = Some(LossSpec::Seqs { flow: 0, seqs: vec![100, 119] });
    let trace = sender_trace(s);
    let fr = trace.iter().position(|e| e.5 == 1).expect("a fast retransmit");
    let (ack0, cwnd0) = (trace[fr].1, trace[fr].2);
    assert_eq!(ack0, 99);
    let partial = trace.iter().position(|e| e.1 > ack0).unwrap();
    let (before, after) = (trace[partial - 1], trace[partial]);
    assert_eq!((after.1, before.4), (118, 18), "19 packets covered, inflation 18");
    assert_eq!(after.2, cwnd0 - 1.0, "cwnd loses the one packet the inflation does not cover");
    assert_eq!(after.4, 1);
    assert_eq!(after.5, 1, "still the same recovery");
}

/// Delayed ACKs (ns-2 TCPSink/DelAck): a timer cancelled by the second packet and re-armed later
/// must still fire for the last, odd packet of a transfer. Before the fix the re-armed timer
/// never fired and the sender had to time out.
#[test]
fn delayed_ack_timer_fires_after_being_rearmed() {
    let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(10_000));
    d.tcp.delayed_ack = true;
    d.duration = 5 * S;
    let mut s = d.build();
    s.flows[0].app = AppSpec::Finite { packets: 101 };
    let mut sim = Simulation::new(s).unwrap();
    let mut timer_acks = vec![];
    let mut last_data_arrival = 0;
    while let Some((t, ev)) = sim.step() {
        if ev == Event::Flow(0, FlowTimer::DelayedAck) {
            timer_acks.push(t);
        }
        if sim.net.counters[0].delivered == 101 && last_data_arrival == 0 {
            last_data_arrival = t;
        }
    }
    let c = &sim.net.counters[0];
    assert_eq!(c.timeouts, 0, "the last ACK came from the delayed-ACK timer, not a timeout");
    assert_eq!(c.retransmits, 0);
    let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
    assert!(f.sender.finished());
    // The transfer's last ACK left 100 ms after the last packet arrived.
    assert!(timer_acks.contains(&(last_data_arrival + 100 * MS)), "{timer_acks:?} vs {last_data_arrival}");
}

/// Delayed ACKs hold a duplicate of the highest in-order packet like a new one (ns-2
/// `DelAckSink::recv`: `seqno == Seqno()`). One packet: held, ACKed by the timer 100 ms later;
/// that ACK is lost, the sender times out and sends the packet again; the receiver holds the
/// duplicate too, so a second timer ACKs it 100 ms after it arrives (before the fix: at once).
#[test]
fn delayed_ack_holds_a_duplicate_of_the_last_in_order_packet() {
    let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(10_000));
    d.tcp.delayed_ack = true;
    d.duration = 10 * S;
    let mut s = d.build();
    s.flows[0].app = AppSpec::Finite { packets: 1 };
    s.links[1].loss = Some(LossSpec::AckSeqs { flow: 0, seqs: vec![0] }); // the reverse bottleneck
    let mut sim = Simulation::new(s).unwrap();
    let (mut timer_acks, mut arrivals) = (vec![], vec![]);
    let mut arrived = 0;
    while let Some((t, ev)) = sim.step() {
        if ev == Event::Flow(0, FlowTimer::DelayedAck) {
            timer_acks.push(t);
        }
        if sim.net.counters[0].arrivals > arrived {
            arrived = sim.net.counters[0].arrivals;
            arrivals.push(t);
        }
    }
    let c = &sim.net.counters[0];
    assert_eq!((c.timeouts, c.retransmits), (1, 1), "the lost ACK costs one timeout");
    assert_eq!(arrivals.len(), 2, "the packet and its retransmission");
    // Each arrival is ACKed by the timer, 100 ms later: the duplicate is held as well.
    assert_eq!(timer_acks, vec![arrivals[0] + 100 * MS, arrivals[1] + 100 * MS]);
    let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
    assert!(f.sender.finished());
}

/// A connection whose first packet (the SYN) is lost and times out opens with one packet, not
/// the initial window, once the SYN is acknowledged (ns-2 `TcpAgent::timeout`: `wnd_init_ = 1`
/// when nothing was acknowledged yet, with `bugfix_ss_`). Found by random two-flow traces.
#[test]
fn a_lost_syn_leaves_an_initial_window_of_one() {
    for (lose_syn, window) in [(false, 2.0), (true, 1.0)] {
        let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(10_000));
        d.tcp.syn = true;
        d.duration = 10 * S;
        let mut s = d.build();
        if lose_syn {
            s.links[0].loss = Some(LossSpec::Seqs { flow: 0, seqs: vec![0] });
        }
        let mut sim = Simulation::new(s).unwrap();
        let cwnd = loop {
            sim.step().expect("the SYN is acknowledged within the run");
            let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
            if f.sender.highest_ack == 0 {
                break f.sender.cwnd;
            }
        };
        assert_eq!(cwnd, window, "SYN lost: {lose_syn}");
        assert_eq!(sim.net.counters[0].timeouts, lose_syn as u64);
    }
}

/// While only the first packet is acknowledged, a third duplicate ACK retransmits fast even
/// after a timeout moved `recover` past it (ns-2 `dupack_action`: `bugfix_ss_ && highest_ack_
/// == 0`). Tahoe with Limited Transmit loses packets 1 and 3: packets 2, 4 and 5 bring three
/// duplicate ACKs, the last after the timeout has already resent packet 1 (the timer runs from
/// packet 0's ACK; the third duplicate comes about 258 ms after it). Found by random trace
/// cases.
#[test]
fn a_first_loss_is_retransmitted_fast_even_after_a_timeout() {
    let mut d = Dumbbell::new(1, 2_000_000, 80 * MS, droptail(10_000));
    (d.bottleneck_delay, d.access_bps) = (10 * MS, 10_000_000);
    d.tcp.recovery = Recovery::Tahoe;
    d.tcp.limited_transmit = true;
    // Packet 0's RTT, 85.9 ms, is 8 ticks at phase 0: RTO = 3 x 8 ticks = 240 ms (at phase
    // 5 ms it would be 9 ticks, 270 ms, and the third duplicate would beat the timer).
    d.tcp.tick_offset_ns = Some(0);
    d.duration = 2 * S;
    let mut s = d.build();
    s.links[0].loss = Some(LossSpec::Seqs { flow: 0, seqs: vec![1, 3] });
    let mut sim = Simulation::new(s).unwrap();
    sim.run().unwrap();
    let c = &sim.net.counters[0];
    assert_eq!((c.timeouts, c.fast_retransmits), (1, 1));
}

/// `tick_offset_ns` sets the tick clock's phase (ns-2 `boot_time_`): the first RTT sample,
/// 41.296 ms by hand (40 ms of propagation; 1,040 bytes at 40, 10 and 40 Mb/s: 1.248 ms; the
/// 40-byte ACK back: 0.048 ms), is 4 whole ticks of 10 ms with the phase at 0 and 5 with it at
/// 8.8 ms (ns-2 `rtt_update`: int((tao + (send time + boot) mod tick) / tick)).
#[test]
fn tick_offset_sets_the_phase_of_the_rtt_clock() {
    for (offset, ticks) in [(0, 4), (8_800_000, 5)] {
        let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(10_000));
        d.tcp.tick_offset_ns = Some(offset);
        d.duration = S;
        let mut sim = Simulation::new(d.build()).unwrap();
        let first = loop {
            sim.step().expect("an RTT sample within the run");
            let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
            if let (Some(exact), Some(q)) = (f.sender.rtt.last_sample, f.sender.rtt.last_quantized) {
                break (exact, q);
            }
        };
        assert_eq!(first, (41_296_000, ticks * 10 * MS), "phase {offset} ns");
    }
}

/// `pacing_rtt = "ns2_sample"`: gaps divide the last RTT sample as ns-2's tick clock saw it
/// (whole 10 ms ticks), not the exact smoothed RTT.
#[test]
fn ns2_sample_pacing_divides_the_tick_quantised_sample() {
    let mut s = spaced(ScheduleSpec::Paced);
    let TransportSpec::Tcp(t) = &mut s.flows[0].transport else { unreachable!() };
    t.pacing_rtt = PacingRtt::Ns2Sample;
    let r = timer_gaps_of(s.clone(), 2 * S, |snd| snd.rtt.last_quantized.map(|q| q as f64));
    assert!(r.len() > 500);
    assert!(r.iter().all(|g| (g - 1.0).abs() < 1e-3), "gaps follow the quantised sample");
    let vs_srtt = timer_gaps_of(s, 2 * S, |snd| snd.rtt.srtt_exact);
    assert!(vs_srtt.iter().any(|g| (g - 1.0).abs() > 0.05), "and differ from srtt/cwnd");
}

/// `pace_slow_start = false`: slow start leaves ACK-clocked (two packets at one instant per
/// ACK), congestion avoidance stays paced.
#[test]
fn slow_start_can_be_left_ack_clocked() {
    for pace in [true, false] {
        let mut d = Dumbbell::new(1, 10_000_000, 60 * MS, droptail(10_000));
        d.tcp.schedule = ScheduleSpec::Paced;
        d.tcp.init_ssthresh = 40.0;
        d.tcp.pace_slow_start = pace;
        d.duration = 5 * S;
        let mut sim = Simulation::new(d.build()).unwrap();
        let (mut maxseq, mut same_instant_ss, mut same_instant_ca) = (-1, 0, 0);
        while sim.step().is_some() {
            let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
            let snd = &f.sender;
            // Two new packets from one event leave at the same instant: a burst.
            if snd.maxseq >= maxseq + 2 && snd.rtt.srtt_exact.is_some() {
                if snd.cwnd < snd.ssthresh {
                    same_instant_ss += 1
                } else {
                    same_instant_ca += 1
                }
            }
            maxseq = maxseq.max(snd.maxseq);
        }
        assert_eq!(same_instant_ca, 0, "pace_slow_start={pace}: congestion avoidance is paced");
        assert_eq!(same_instant_ss > 0, !pace, "pace_slow_start={pace}: {same_instant_ss} bursts");
    }
}

/// `pace_recovery = false`: the new packets fast recovery's inflation allows leave on the
/// duplicate ACKs that open the window; randomized (the default) the send timer spaces them,
/// reopening after rtt*y/cwnd when the window was closed at its expiry.
#[test]
fn fast_recovery_sends_can_be_left_ack_clocked() {
    for pace in [true, false] {
        let mut d = Dumbbell::new(1, 10_000_000, 60 * MS, droptail(10_000));
        d.tcp.schedule = ScheduleSpec::Randomized { interval: 1.0, alpha_correction: false };
        d.tcp.init_cwnd = 30.0;
        d.tcp.init_ssthresh = 30.0;
        d.tcp.window = WindowSpec::Aimd { alpha: 1e-6, beta: 0.5 };
        d.tcp.pace_recovery = pace;
        d.duration = 5 * S;
        let mut s = d.build();
        s.links[0].loss = Some(LossSpec::Seqs { flow: 0, seqs: vec![200] });
        let mut sim = Simulation::new(s).unwrap();
        let (mut maxseq, mut on_timer, mut on_ack) = (-1, 0, 0);
        while let Some((_, ev)) = sim.step() {
            let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
            let snd = &f.sender;
            if snd.maxseq > maxseq && maxseq >= 0 && snd.inflation() > 0 {
                match ev {
                    Event::Flow(0, FlowTimer::Send) => on_timer += 1,
                    Event::LinkArrival(_) => on_ack += 1,
                    _ => {}
                }
            }
            maxseq = maxseq.max(snd.maxseq);
        }
        assert!(on_timer + on_ack > 5, "pace_recovery={pace}: new packets in recovery");
        assert_eq!((on_timer > 0, on_ack > 0), (pace, !pace), "pace_recovery={pace}");
    }
}

/// `syn` (ns-2.35's `syn_` with `delay_growth_`): a 40-byte packet 0 alone first, then the
/// initial window of 2 once it is acknowledged; a finite transfer still delivers its N packets.
#[test]
fn syn_opens_with_a_header_only_packet_then_the_initial_window() {
    let mut d = Dumbbell::new(1, 100_000_000, 100 * MS, droptail(10_000));
    d.tcp.syn = true;
    d.duration = 5 * S;
    let mut s = d.build();
    s.flows[0].app = AppSpec::Finite { packets: 10 };
    s.monitors.trace_links = vec![0];
    let r = run(s);
    let t = r.table("trace");
    let (time, ev, seq, size) = (t.f64("t_ns"), t.f64("event"), t.f64("seq"), t.f64("size"));
    let enq: Vec<(f64, f64, f64)> =
        (0..time.len()).filter(|&i| ev[i] == 0.0).map(|i| (time[i], seq[i], size[i])).collect();
    assert_eq!((enq[0].1, enq[0].2), (0.0, 40.0), "the SYN: packet 0, header only");
    // One RTT later, the initial window: packets 1 and 2 together; then 3-6, then 7-10.
    assert!(enq[1].0 > enq[0].0 + 0.1e9, "packet 1 waits for the SYN's ACK");
    assert!(enq[2].0 - enq[1].0 < 1e5, "packets 1 and 2 leave together");
    assert!(enq[3].0 > enq[2].0 + 0.1e9, "packet 3 a round trip later");
    assert_eq!(enq.iter().filter(|e| e.2 == 1040.0).count(), 10);
    assert_eq!(col(&r, "flows", "delivered")[0], 10.0);
    assert!(col(&r, "flows", "completion_ns")[0] > 0.0);
}

/// ns-2's ECN sender (`ecn_retransmit_ect`) opens with its ECN setup (`TcpAgent::output`,
/// seqno 0: ECE set, not ECN-capable), which the sink echoes (`TcpSink::ack`). On packet 0's
/// own ACK the echo halves nothing (ns-2's `recover_` starts at packet 0), and as ns-2's `ect_`
/// is not yet set the ACK still opens the window: cwnd 2 -> 3. A delayed ACK of packets 0 and
/// 1 carries the echo past packet 0, which ns-2 takes for a mark: ssthresh = max(int(2/2), 2)
/// = 2, cwnd 2 -> 1, then opened to 2. RFC 3168's sender (the default) has no setup: 2 -> 3
/// either way.
#[test]
fn ns2s_ecn_setup_is_taken_for_a_mark_only_past_packet_0() {
    for (ns2, delayed, cwnd, reductions) in
        [(true, false, 3.0, 0), (true, true, 2.0, 1), (false, false, 3.0, 0), (false, true, 3.0, 0)]
    {
        let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(10_000));
        (d.tcp.ecn, d.tcp.ecn_retransmit_ect, d.tcp.delayed_ack) = (true, ns2, delayed);
        d.duration = 2 * S;
        let mut sim = Simulation::new(d.build()).unwrap();
        let first = loop {
            sim.step().expect("an ACK within the run");
            let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
            if f.sender.highest_ack >= 0 {
                break (f.sender.highest_ack, f.sender.cwnd);
            }
        };
        assert_eq!(first, (delayed as i64, cwnd), "ns-2 sender {ns2}, delayed ACKs {delayed}");
        assert_eq!(sim.net.counters[0].ecn_reductions, reductions);
    }
}

/// The most packets flow 0 sent at one event (the rise of `maxseq` over one step), with the
/// burst limit `max_burst` and an initial window of 10 on a loss-free path.
fn largest_step_burst(max_burst: u32) -> i64 {
    let mut d = Dumbbell::new(1, 100_000_000, 100 * MS, droptail(10_000));
    d.tcp.init_cwnd = 10.0;
    d.tcp.max_burst = max_burst;
    d.duration = 2 * S;
    let mut sim = Simulation::new(d.build()).unwrap();
    let (mut maxseq, mut largest) = (-1, 0);
    while sim.step().is_some() {
        let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
        largest = largest.max(f.sender.maxseq - maxseq);
        maxseq = f.sender.maxseq;
    }
    largest
}

/// ns-2 `maxburst_`: no event sends more than that many packets; without it the initial window
/// of 10 leaves at once (later, each ACK of slow start releases two).
#[test]
fn max_burst_bounds_every_send() {
    assert_eq!(largest_step_burst(0), 10);
    for limit in [1, 3] {
        assert_eq!(largest_step_burst(limit), i64::from(limit), "max_burst = {limit}");
    }
}

/// ns-2 `maxcwnd_`: a loss-free Reno flow capped at 8 packets keeps int(cwnd) at 8 or below and
/// sends 8 packets per round trip: 80 packets per second over 100 ms (the bottleneck, 100 Mb/s,
/// is never the limit; a packet's transmission adds 0.17 ms to the round trip).
#[test]
fn max_cwnd_caps_the_window_and_the_rate() {
    let mut d = Dumbbell::new(1, 100_000_000, 100 * MS, droptail(10_000));
    d.tcp.max_cwnd_pkts = 8;
    d.duration = 100 * S;
    let mut sim = Simulation::new(d.build()).unwrap();
    let mut largest: f64 = 0.0;
    while sim.step().is_some() {
        let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
        largest = largest.max(f.sender.cwnd);
    }
    assert!(largest < 9.0 && largest >= 8.0, "largest cwnd {largest}");
    let r = run(d.build());
    let rate = col(&r, "flows", "data_sent")[0] / 100.0;
    assert!((rate - 80.0).abs() < 1.0, "{rate} packets per second, not 80");
}

/// TCP timestamps (RFC 7323; ns-2 `timestamps_`) add 10 bytes to each data packet (ns-2
/// `ts_option_size_`) and none to the SYN, which ns-2's `output` sends as a bare header.
#[test]
fn timestamps_add_ten_header_bytes_to_data_packets_only() {
    for ts in [false, true] {
        let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(10_000));
        (d.tcp.timestamps, d.tcp.syn) = (ts, true);
        d.duration = 5 * S;
        let mut s = d.build();
        s.flows[0].app = AppSpec::Finite { packets: 10 };
        let mut sim = Simulation::new(s).unwrap();
        while sim.step().is_some() {}
        let per_packet = 1000 + 40 + if ts { 10 } else { 0 };
        assert_eq!(sim.net.links()[0].stats.tx_bytes, 40 + 10 * per_packet, "timestamps {ts}");
    }
}

/// With timestamps every new ACK is an RTT sample, and the receiver echoes the send time of
/// the packet that advanced its cumulative ACK (RFC 7323 Section 4.3; ns-2 `Acker::update_ts`),
/// so the ACK ending a loss recovery measures the retransmission, not the lost original. A
/// window of 8 keeps the queue under 8 x 0.84 ms: every sample lies between the path's 40 ms and
/// 50 ms. Echoing the original would give one near two round trips; echoing the newest packet
/// above the hole, one shorter than the path.
#[test]
fn timestamp_samples_measure_each_ack_and_the_retransmission() {
    let mut changes = [0usize; 2];
    for (i, ts) in [false, true].into_iter().enumerate() {
        let mut d = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(10_000));
        (d.tcp.timestamps, d.tcp.rwnd_pkts) = (ts, 8);
        d.duration = 10 * S;
        let mut s = d.build();
        s.flows[0].app = AppSpec::Finite { packets: 200 };
        s.links[0].loss = Some(LossSpec::Seqs { flow: 0, seqs: vec![50, 120] });
        let mut sim = Simulation::new(s).unwrap();
        let mut last = None;
        while sim.step().is_some() {
            let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
            if f.sender.rtt.srtt_exact != last {
                last = f.sender.rtt.srtt_exact;
                changes[i] += 1;
                let sample = f.sender.rtt.last_sample.unwrap();
                assert!((40 * MS..50 * MS).contains(&sample), "timestamps {ts}: a {sample} ns sample");
            }
        }
        let c = &sim.net.counters[0];
        assert_eq!((c.fast_retransmits, c.timeouts), (2, 0), "timestamps {ts}");
    }
    // About one sample per round trip (25 windows of 8) against one per ACK (about 200).
    assert!(changes[1] > 150 && changes[0] < 40, "samples without and with timestamps: {changes:?}");
}
