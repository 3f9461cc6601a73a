//! TFRCP truths (issue 3, "Rate-based sender"): rate doubling on a loss-free path, the PFTK rate
//! under independent random loss, per-packet status from ACK bit vectors and timeout limits,
//! and the three round-length strategies.

mod common;
use ccsim_engine::scenario::*;
use ccsim_engine::transport::tfrcp::sender::Status;
use ccsim_engine::transport::Endpoint;
use ccsim_engine::{Results, Simulation};
use common::*;

fn tfrcp_path(bottleneck_bps: u64, rtt: u64, buffer: u32, spec: TfrcpSpec, duration: u64) -> Scenario {
    let mut d = Dumbbell::new(1, bottleneck_bps, rtt, droptail(buffer));
    d.duration = duration;
    let mut s = d.build();
    s.flows[0].transport = TransportSpec::Tfrcp(spec);
    s
}

struct Round {
    start: f64,
    end: f64,
    rate: f64,
    sent: f64,
    received: f64,
    lost: f64,
    next_rate: f64,
    srtt: f64,
    b: f64,
}

fn rounds(r: &Results) -> Vec<Round> {
    let c = |n| col(r, "tfrcp_rounds", n);
    let (st, en, ra, se, rc, lo, nr, sr, b) = (
        c("start_ns"),
        c("end_ns"),
        c("rate_pps"),
        c("sent"),
        c("received"),
        c("lost"),
        c("next_rate_pps"),
        c("srtt_s"),
        c("base_timeout_s"),
    );
    (0..st.len())
        .map(|i| Round {
            start: st[i] * 1e-9,
            end: en[i] * 1e-9,
            rate: ra[i],
            sent: se[i],
            received: rc[i],
            lost: lo[i],
            next_rate: nr[i],
            srtt: sr[i],
            b: b[i],
        })
        .collect()
}

/// 1 Mb/s bottleneck = 120.2 packets/s of 1040 B. From r0 = 2 packets/s and M = 1 s the rate
/// doubles every round (2, 4, ..., 64) while it is below the bottleneck, each round sending
/// r_i M packets; the first round with losses runs faster than the bottleneck, and its next rate
/// is f(W_max, R, p_i, B) for that round's numbers.
#[test]
fn rate_doubles_each_round_until_the_bottleneck_fills() {
    let spec = TfrcpSpec { initial_rate_pps: 2.0, rounds: RoundSpec::Fixed { m_ns: S }, ..TfrcpSpec::default() };
    let r = run(tfrcp_path(1_000_000, 100 * MS, 30, spec, 30 * S));
    let rs = rounds(&r);
    let capacity = 1e6 / (1040.0 * 8.0);
    let first_loss = rs.iter().position(|x| x.lost > 0.0).expect("the bottleneck must drop");
    assert!(first_loss >= 6, "losses only once the rate passes the bottleneck (round {first_loss})");
    for (i, x) in rs[..first_loss].iter().enumerate() {
        assert_eq!(x.rate, 2.0 * 2f64.powi(i as i32), "round {i}");
        assert_eq!(x.next_rate, 2.0 * x.rate, "round {i}: no loss, so the rate doubles");
        assert!((x.sent - x.rate).abs() <= 1.0, "round {i}: sent {} at rate {}", x.sent, x.rate);
    }
    let x = &rs[first_loss];
    assert!(x.rate > capacity, "first losses at rate {} (bottleneck {capacity:.1})", x.rate);
    let p = x.lost / (x.lost + x.received);
    let want = pftk(p, x.srtt, x.b, 1e6, 1.0);
    assert!((x.next_rate - want).abs() < 1e-9 * want, "next rate {} vs f = {want}", x.next_rate);
    assert!(x.next_rate < x.rate);
}

/// Under independent random loss p of data packets on an uncongested path the long-run rate is
/// the PFTK rate for p and the R and B the sender measured (within 20%).
#[test]
fn long_run_rate_under_random_loss_matches_pftk() {
    for (i, p) in [0.01, 0.05].into_iter().enumerate() {
        let spec = TfrcpSpec { rounds: RoundSpec::Fixed { m_ns: 5 * S }, ..TfrcpSpec::default() };
        let mut s = tfrcp_path(100_000_000, 100 * MS, 10_000, spec, 1000 * S);
        s.seed = 40 + i as u64;
        s.links[0].loss = Some(LossSpec::Bernoulli { p, packets: LossTarget::Data });
        let r = run(s);
        let rs = rounds(&r);
        let later = &rs[10..];
        let sent: f64 = later.iter().map(|x| x.sent).sum();
        let span = later.last().unwrap().end - later[0].start;
        let rate = sent / span;
        let n = later.len() as f64;
        let rtt = later.iter().map(|x| x.srtt).sum::<f64>() / n;
        let b = later.iter().map(|x| x.b).sum::<f64>() / n;
        let model = pftk(p, rtt, b, 1e6, 1.0);
        eprintln!("p={p}: TFRCP {rate:.1} pkt/s, PFTK {model:.1} (R {rtt:.4}, B {b:.3})");
        assert!((rate - model).abs() / model < 0.2, "p={p}: {rate} vs {model}");
    }
}

/// Step a run with a hand-built ACK loss and return the status of packet 5 after every event,
/// with the event time, plus packet 5's timeout limit and the round-end times.
fn trace_packet_5(ack_losses: Vec<i64>) -> (Vec<(u64, Option<Status>)>, Vec<u64>) {
    let spec = TfrcpSpec { rounds: RoundSpec::Fixed { m_ns: S }, ..TfrcpSpec::default() };
    let mut s = tfrcp_path(10_000_000, 100 * MS, 1000, spec, 3 * S);
    s.links[1].loss = Some(LossSpec::AckSeqs { flow: 0, seqs: ack_losses }); // reverse bottleneck
    let mut sim = Simulation::new(s).unwrap();
    let mut trace = vec![];
    let mut round_ends = vec![];
    let mut rounds_seen = 0;
    while let Some((t, _)) = sim.step() {
        let Endpoint::Tfrcp(f) = &sim.endpoints[0] else { unreachable!() };
        trace.push((t, f.sender.status(5)));
        if f.sender.round > rounds_seen {
            rounds_seen = f.sender.round;
            round_ends.push(t);
        }
    }
    assert!(sim.conservation_errors().is_empty());
    (trace, round_ends)
}

/// r0 = 10 packets/s: packet k leaves at k/10 s and its ACK returns 100 ms later. Packet 5's own
/// ACK is lost; packet 6's ACK (at 0.7 s) covers it in its bit vector, so it is received and is
/// never presumed lost.
#[test]
fn a_lost_ack_is_covered_by_a_later_bit_vector() {
    let (trace, _) = trace_packet_5(vec![5]);
    let first_received = trace.iter().find(|(_, s)| *s == Some(Status::Received)).expect("covered").0;
    assert!((700 * MS..710 * MS).contains(&first_received), "received at {first_received}");
    assert!(trace.iter().all(|(_, s)| *s != Some(Status::Lost)), "never presumed lost");
    assert_eq!(trace.last().unwrap().1, Some(Status::Received));
}

/// All eight ACKs whose vectors reach packet 5 (its own and those of 6..13) are lost: packet 5
/// stays unknown until the first round end after its timeout limit (sent at 0.5 s + B, B = the
/// 200 ms minimum RTO here), and only then is presumed lost.
#[test]
fn an_uncovered_packet_is_presumed_lost_only_after_its_timeout_limit() {
    let (trace, round_ends) = trace_packet_5((5..=13).collect());
    let lost_at = trace.iter().find(|(_, s)| *s == Some(Status::Lost)).expect("presumed lost").0;
    let limit = 500 * MS + 200 * MS;
    assert!(lost_at > limit, "presumed lost at {lost_at}, before its timeout limit {limit}");
    assert_eq!(lost_at, round_ends[0], "at the first round end (1 s) after the limit");
    assert!(trace.iter().filter(|(t, _)| *t >= 500 * MS && *t < lost_at).all(|(_, s)| *s == Some(Status::Unknown)));
    assert!(trace.iter().filter(|(t, _)| *t >= lost_at).all(|(_, s)| *s == Some(Status::Lost)));
}

/// S2: each round lasts K times the RTT estimate at its start; S3: c + U[0, d].
#[test]
fn round_lengths_follow_the_strategy() {
    let spec = TfrcpSpec { rounds: RoundSpec::RttMultiple { k: 10.0 }, ..TfrcpSpec::default() };
    let r = run(tfrcp_path(10_000_000, 100 * MS, 1000, spec, 60 * S));
    let rs = rounds(&r);
    assert!(rs.len() > 20);
    for w in rs.windows(2).skip(1) {
        // Round i+1 starts when round i ends, with the R logged at that moment.
        let len = w[1].end - w[1].start;
        assert!((len - 10.0 * w[0].srtt).abs() < 1e-6, "S2 round {len} vs 10 R = {}", 10.0 * w[0].srtt);
    }
    let spec = TfrcpSpec { rounds: RoundSpec::Uniform { c_ns: 300 * MS, d_ns: 5400 * MS }, ..TfrcpSpec::default() };
    let r = run(tfrcp_path(10_000_000, 100 * MS, 1000, spec, 3000 * S));
    let lens: Vec<f64> = rounds(&r).iter().map(|x| x.end - x.start).collect();
    let mean = lens.iter().sum::<f64>() / lens.len() as f64;
    assert!(lens.iter().all(|&l| (0.3..=5.7).contains(&l)));
    assert!((mean - 3.0).abs() < 0.1, "S3 mean M {mean} (0.3 + U[0, 5.4] has mean 3)");
}

/// Send times of data packets as traced where they enter the flow's first link (link 2, the
/// source's access link), in ns.
fn data_send_times(r: &Results) -> Vec<u64> {
    let t = col(r, "trace", "t_ns");
    let (link, event, ack) = (col(r, "trace", "link"), col(r, "trace", "event"), col(r, "trace", "is_ack"));
    (0..t.len()).filter(|&i| link[i] == 2.0 && event[i] == 0.0 && ack[i] == 0.0).map(|i| t[i] as u64).collect()
}

/// `overhead` delays each packet by U[0, overhead] after its nominal send time, without moving
/// the nominal clock (issue 12: the jitter was untested). One 20 s round at r0 = 10 packets/s:
/// nominal times are k x 100 ms; with no overhead every packet leaves on them, with 5 ms each
/// leaves within [0, 5 ms) after its own, spread over that interval.
#[test]
fn overhead_jitters_each_send_by_up_to_overhead_and_keeps_the_rate() {
    let offsets = |overhead_ns: u64| -> Vec<u64> {
        let spec = TfrcpSpec {
            initial_rate_pps: 10.0,
            rounds: RoundSpec::Fixed { m_ns: 20 * S },
            overhead_ns,
            ..TfrcpSpec::default()
        };
        let mut s = tfrcp_path(10_000_000, 100 * MS, 1000, spec, 15 * S - 10 * MS);
        s.monitors.trace_links = vec![2];
        let times = data_send_times(&run(s));
        assert_eq!(times.len(), 150, "15 s at 10 packets/s, one round");
        times.iter().enumerate().map(|(k, &t)| t - k as u64 * 100 * MS).collect()
    };
    assert!(offsets(0).iter().all(|&o| o == 0), "no overhead: every packet on its nominal time");
    let jitter = offsets(5 * MS);
    assert!(jitter.iter().all(|&o| o < 5 * MS), "each offset within [0, overhead)");
    let mean = jitter.iter().sum::<u64>() as f64 / jitter.len() as f64;
    // U[0, 5 ms): mean 2.5 ms, standard error 1.44 ms / sqrt(150) = 0.12 ms.
    assert!((mean - 2.5e6).abs() < 0.6e6, "mean offset {mean} ns");
    let (lo, hi) = (jitter.iter().min().unwrap(), jitter.iter().max().unwrap());
    assert!(*lo < MS && *hi > 4 * MS, "offsets span the interval: {lo}..{hi}");
}

/// A finite TFRCP transfer records its completion (issue 12: it never did): on a clean path the
/// ACK of its last packet; with a packet lost, the round end that presumes it lost, as TFRCP
/// never resends. A bulk flow has none.
#[test]
fn a_finite_transfer_completes_when_every_packet_is_settled() {
    let spec = TfrcpSpec { initial_rate_pps: 50.0, rounds: RoundSpec::Fixed { m_ns: S }, ..TfrcpSpec::default() };
    let finite = |loss: Option<LossSpec>| {
        let mut s = tfrcp_path(10_000_000, 100 * MS, 1000, spec.clone(), 20 * S);
        s.flows[0].app = AppSpec::Finite { packets: 100 };
        s.links[0].loss = loss;
        s.monitors.trace_links = vec![2];
        let r = run(s);
        (col(&r, "flows", "completion_ns")[0], data_send_times(&r), col(&r, "flows", "delivered")[0])
    };
    let (done, sent, delivered) = finite(None);
    assert_eq!((sent.len(), delivered), (100, 100.0));
    let last = *sent.last().unwrap() as f64;
    // The last packet's ACK: one RTT (100 ms plus serialisation) after it left.
    assert!(done > last + 100e6 && done < last + 110e6, "completion {done} vs last send {last}");

    let (lossy, sent, delivered) = finite(Some(LossSpec::Seqs { flow: 0, seqs: vec![99] }));
    assert_eq!((sent.len(), delivered), (100, 99.0));
    let last = *sent.last().unwrap() as f64;
    assert!(lossy > last + 100e6, "settled only once packet 99 is presumed lost: {lossy}");
    assert_eq!(lossy % 1e9, 0.0, "presumed lost at a round end (rounds of 1 s from 0)");

    let bulk = run(tfrcp_path(10_000_000, 100 * MS, 1000, spec, 5 * S));
    assert_eq!(col(&bulk, "flows", "completion_ns")[0], -1.0);
}

/// The cwnd monitor has rows for TFRCP flows (issue 12: they were absent): the rate as an
/// equivalent window, rate x R, with R the smoothed RTT (srtt_s) once there is a sample, and no
/// ssthresh.
#[test]
fn cwnd_monitor_reports_tfrcp_rate_as_an_equivalent_window() {
    let spec = TfrcpSpec { initial_rate_pps: 10.0, rounds: RoundSpec::Fixed { m_ns: S }, ..TfrcpSpec::default() };
    let mut s = tfrcp_path(10_000_000, 100 * MS, 1000, spec, 5 * S + 1);
    s.monitors.cwnd_every_ns = Some(S / 2);
    let r = run(s);
    let (t, flow, cwnd) = (col(&r, "cwnd", "t_ns"), col(&r, "cwnd", "flow"), col(&r, "cwnd", "cwnd"));
    let (ssthresh, srtt) = (col(&r, "cwnd", "ssthresh"), col(&r, "cwnd", "srtt_s"));
    assert_eq!(t.len(), 11, "a row every 0.5 s from 0 to 5 s");
    assert!(flow.iter().all(|&f| f == 0.0) && ssthresh.iter().all(|x| x.is_nan()));
    // Before the first ACK (t = 0) R is the 100 ms stand-in: 10 packets/s x 0.1 s = 1 packet.
    assert_eq!(cwnd[0], 1.0);
    assert!(srtt[0].is_nan());
    let rs = rounds(&r);
    for i in 1..t.len() {
        let at = t[i] * 1e-9;
        // The rate in force: the last round ending at or before the sample set it.
        let rate = rs.iter().filter(|x| x.end <= at).last().map_or(10.0, |x| x.next_rate);
        assert!(srtt[i] > 0.1 && srtt[i] < 0.11, "srtt {}", srtt[i]);
        assert!((cwnd[i] - rate * srtt[i]).abs() < 1e-9 * cwnd[i], "t {at}: {} vs {rate} x {}", cwnd[i], srtt[i]);
    }
    assert!(cwnd[10] > 8.0 * cwnd[1], "the rate doubles each loss-free round");
}

#[test]
fn overhead_longer_than_the_gap_never_sends_before_the_previous_packet() {
    // At 200 packets/s the gap is 5 ms; an overhead of up to 11 ms often makes a packet's
    // nominal time plus its own overhead earlier than the previous packet's send. It then
    // leaves right after that one: sends stay in order, and no event is scheduled in the past
    // (which the event queue refuses: before the fix this run stopped there).
    let spec = TfrcpSpec {
        initial_rate_pps: 200.0,
        rounds: RoundSpec::Fixed { m_ns: 50 * MS },
        overhead_ns: 11 * MS,
        ..TfrcpSpec::default()
    };
    let mut s = tfrcp_path(100_000_000, 20 * MS, 1000, spec, 2 * S);
    let first_hop = s.links.iter().position(|l| l.from == s.flows[0].src).unwrap() as u32;
    s.monitors.trace_links = vec![first_hop];
    let r = run(s);
    // The trace is in time order; TFRCP never resends a number, so the data packets' sequence
    // numbers must rise along it.
    let t = r.table("trace");
    let (event, seq, ack) = (t.f64("event"), t.f64("seq"), t.f64("is_ack"));
    let sent: Vec<f64> = (0..seq.len()).filter(|&i| event[i] == 0.0 && ack[i] == 0.0).map(|i| seq[i]).collect();
    assert!(sent.len() > 300, "only {} packets sent", sent.len());
    assert!(sent.windows(2).all(|w| w[0] < w[1]), "a packet left before the one ahead of it");
}
