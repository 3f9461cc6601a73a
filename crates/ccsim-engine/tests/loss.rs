//! Wire-loss models (issue 3, "Links and topologies"; REFERENCE.md 10.2): Bernoulli per packet
//! and independent bit errors, a packet of n bits lost with probability 1 - (1 - BER)^n.

mod common;
use ccsim_engine::scenario::*;
use common::*;

/// One CBR source of `size`-byte packets over a fast link with loss model `loss`; returns
/// (packets offered to the link, packets lost on it).
fn lossy_cbr(size: u32, loss: LossSpec, seed: u64) -> (f64, f64) {
    let mut s = Scenario {
        duration_ns: 100 * S,
        seed,
        nodes: vec!["a".into(), "b".into()],
        links: vec![link("ab", 0, 1, 1_000_000_000, MS, droptail(1000))],
        flows: vec![FlowSpec {
            name: "cbr".into(),
            src: 0,
            dst: 1,
            start_ns: 0,
            stop_ns: None,
            app: AppSpec::Bulk,
            transport: TransportSpec::Udp(UdpSpec {
                pkt_bytes: size,
                source: UdpSource::Cbr { rate_bps: 2000 * 8 * size as u64 },
            }),
        }],
        monitors: Monitors::default(),
        budget: Budget::default(),
        routing: Default::default(),
    };
    s.links[0].loss = Some(loss);
    let r = run(s);
    (col(&r, "links", "tx_pkts")[0], col(&r, "links", "drops_loss")[0])
}

fn within_4_sd(lost: f64, n: f64, p: f64) -> bool {
    (lost / n - p).abs() < 4.0 * (p * (1.0 - p) / n).sqrt()
}

#[test]
fn bernoulli_loses_a_fraction_p_of_packets_whatever_their_size() {
    for (size, p) in [(100, 0.01), (1000, 0.01), (1000, 0.2)] {
        let (n, lost) = lossy_cbr(size, LossSpec::Bernoulli { p, packets: LossTarget::All }, 7);
        assert!(n >= 199_000.0);
        assert!(within_4_sd(lost, n, p), "size {size}, p {p}: lost {}", lost / n);
    }
}

#[test]
fn bit_errors_lose_one_minus_one_minus_ber_to_the_bits() {
    let ber = 1e-5;
    for size in [100u32, 1000] {
        let (n, lost) = lossy_cbr(size, LossSpec::Ber { ber, packets: LossTarget::All }, 8);
        let per = 1.0 - (1.0 - ber).powf(8.0 * size as f64); // 0.0080 and 0.0769
        assert!(within_4_sd(lost, n, per), "{size} B: lost {} vs {per}", lost / n);
    }
}

/// `packets = data` spares ACKs: a TCP flow whose reverse path loses "data" sees no ACK loss,
/// and one whose reverse path loses "all" does.
#[test]
fn data_only_loss_spares_acks() {
    for (target, expect_ack_drops) in [(LossTarget::Data, false), (LossTarget::All, true)] {
        let mut d = Dumbbell::new(1, 10_000_000, 50 * MS, droptail(1000));
        d.duration = 10 * S;
        let mut s = d.build();
        s.links[1].loss = Some(LossSpec::Bernoulli { p: 0.05, packets: target });
        let r = run(s);
        assert_eq!(col(&r, "flows", "ack_drops")[0] > 0.0, expect_ack_drops, "{target:?}");
    }
}

/// (first-send delay table, own-send delay table) of a 100-packet transfer whose data packet
/// `lost` is dropped once on the bottleneck: rows (t_ns, seq or -1, delay_ns).
fn first_send_run(recovery: Recovery, lost: &[i64]) -> (Vec<(f64, f64, f64)>, Vec<(f64, f64)>, ccsim_engine::Results) {
    let mut d = Dumbbell::new(1, 10_000_000, 100 * MS, droptail(1000));
    d.duration = 10 * S;
    d.tcp.recovery = recovery;
    let mut s = d.build();
    s.flows[0].app = AppSpec::Finite { packets: 100 };
    s.links[0].loss = Some(LossSpec::Seqs { flow: 0, seqs: lost.to_vec() });
    s.monitors.first_send_delays = DelayMonitor::Raw;
    s.monitors.delays = DelayMonitor::Raw;
    let r = run(s);
    let (t, seq, d1) = (
        col(&r, "first_send_delays", "t_ns"),
        col(&r, "first_send_delays", "seq"),
        col(&r, "first_send_delays", "delay_ns"),
    );
    let first = (0..t.len()).map(|i| (t[i], seq[i], d1[i])).collect();
    let (t2, d2) = (col(&r, "delays", "t_ns"), col(&r, "delays", "delay_ns"));
    let own = (0..t2.len()).map(|i| (t2[i], d2[i])).collect();
    (first, own, r)
}

/// The first-send delay (issue 12) counts each data packet once, from the first transmission of
/// its sequence number to its first arrival: the lost packet's includes its loss recovery (here
/// a fast retransmit, more than one RTT later); every other packet's equals its own trip.
#[test]
fn first_send_delay_counts_from_the_first_transmission() {
    let (first, own, r) = first_send_run(Recovery::Reno, &[20]);
    assert_eq!(first.len(), 100, "each of the 100 packets once");
    assert_eq!(own.len(), 100, "every arriving transmission: 99 originals + the retransmission");
    let seqs: Vec<f64> = first.iter().map(|x| x.1).collect();
    assert_eq!(seqs.iter().filter(|&&s| s == 20.0).count(), 1);
    for &(t, seq, d) in &first {
        let own_delay = own.iter().find(|x| x.0 == t).expect("same arrival in both tables").1;
        if seq == 20.0 {
            assert!(d > own_delay + 100e6, "seq 20: {d} vs its retransmission's own {own_delay}");
        } else {
            assert_eq!(d, own_delay, "seq {seq}: never resent");
        }
    }
    let mean = col(&r, "flows", "first_send_delay_mean_s")[0];
    let expect = first.iter().map(|x| x.2).sum::<f64>() / 100.0 * 1e-9;
    assert!((mean - expect).abs() < 1e-12 && mean > col(&r, "flows", "delay_mean_s")[0]);
    assert_eq!(col(&r, "flows", "first_send_delay_count")[0], 100.0);
}

/// Three losses in one window end Reno's recovery in a timeout, whose go-back-N resends a packet
/// the receiver already holds: that duplicate arrival is not counted again.
#[test]
fn first_send_delay_leaves_out_duplicate_arrivals() {
    let (first, own, r) = first_send_run(Recovery::Reno, &[20, 22, 24]);
    assert_eq!((col(&r, "flows", "retransmits")[0], col(&r, "flows", "timeouts")[0]), (4.0, 1.0));
    assert_eq!(own.len(), 101, "97 originals + 4 retransmissions arrive, one of them a duplicate");
    assert_eq!(first.len(), 100);
    let mut seqs: Vec<i64> = first.iter().map(|x| x.1 as i64).collect();
    seqs.sort();
    assert_eq!(seqs, (0..100).collect::<Vec<i64>>());
}
