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
