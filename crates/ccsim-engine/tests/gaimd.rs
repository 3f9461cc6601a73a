//! GAIMD TCP(alpha, beta) truths (issue 3, "Window rules"; seed 004): the four presets against
//! seed 004's eq. (1) under independent random loss, and against Reno over a RED bottleneck
//! (they are designed to be TCP-friendly).

mod common;
use ccsim_engine::scenario::*;
use common::*;

/// Seed 004's protocols: TCP(0.31, 0.875), TCP(0.583, 0.75), TCP(1, 0.5), TCP(1.25, 0.25).
const PRESETS: [(f64, f64); 4] = [(0.31, 0.875), (0.583, 0.75), (1.0, 0.5), (1.25, 0.25)];

/// Seed 004 eq. (1) (Yang & Lam), with p inside both square roots (REFERENCE.md 5.3), packets/s:
/// T = 1 / (RTT sqrt(2b(1-beta)p / (alpha(1+beta))) + T0 min(1, 3 sqrt((1-beta^2) b p / (2 alpha))) p (1+32p^2)).
fn gaimd(alpha: f64, beta: f64, p: f64, rtt: f64, t0: f64, b: f64) -> f64 {
    let td = rtt * (2.0 * b * (1.0 - beta) * p / (alpha * (1.0 + beta))).sqrt();
    let to = t0 * (3.0 * ((1.0 - beta * beta) * b * p / (2.0 * alpha)).sqrt()).min(1.0) * p * (1.0 + 32.0 * p * p);
    1.0 / (td + to)
}

/// One flow over a 100 ms path losing data packets independently with probability p. Loss
/// recovery is NewReno: eq. (1) counts one window reduction per loss indication, which NewReno
/// delivers when several packets of one window are lost; under Reno such windows end in
/// timeouts, and the smooth protocols (large windows) then fall 15-25% below eq. (1) at
/// p = 0.005-0.02 (TCP(0.31, 0.875)); Reno itself stays within 10% (`tests/tcp.rs` checks it
/// against PFTK).
#[test]
fn gaimd_under_random_loss_matches_seed_004_eq_1() {
    for (i, &(alpha, beta)) in PRESETS.iter().enumerate() {
        for (j, p) in [0.005, 0.02].into_iter().enumerate() {
            let mut d = Dumbbell::new(1, 100_000_000, 100 * MS, droptail(10_000));
            d.tcp.window = WindowSpec::Aimd { alpha, beta };
            d.tcp.recovery = Recovery::Newreno;
            d.duration = 1000 * S;
            let mut s = d.build();
            s.seed = 200 + 10 * i as u64 + j as u64;
            s.links[0].loss = Some(LossSpec::Bernoulli { p, packets: LossTarget::Data });
            let r = run(s);
            let rate = col(&r, "flows", "data_sent")[0] / 1000.0;
            let rtt = col(&r, "flows", "srtt_s")[0];
            // T0: the RTO in force; the 200 ms minimum dominates srtt + 4 rttvar on this path.
            let model = gaimd(alpha, beta, p, rtt, 0.2, 1.0);
            eprintln!("TCP({alpha}, {beta}) p={p}: sim {rate:.1} pkt/s, eq. (1) {model:.1}");
            assert!((rate - model).abs() / model < 0.2, "TCP({alpha}, {beta}) p={p}: {rate} vs {model}");
        }
    }
}

/// Five flows of each preset and five Reno flows share a 10 Mb/s RED bottleneck (seed 004's
/// buffer of 100 packets, min_th = 100/6, max_th = 3 min_th); the preset's mean throughput is
/// within [0.67, 1.5] of Reno's.
#[test]
fn each_preset_is_tcp_friendly_over_red() {
    for (i, &(alpha, beta)) in PRESETS.iter().enumerate() {
        let red = red(100, 100.0 / 6.0, 50.0, 1040, false);
        let mut d = Dumbbell::new(10, 10_000_000, 70 * MS, red);
        d.duration = 200 * S;
        let mut s = d.build();
        s.seed = 300 + i as u64;
        for (k, f) in s.flows.iter_mut().enumerate() {
            f.start_ns = k as u64 * 100 * MS; // staggered starts
            if k % 2 == 0 {
                let TransportSpec::Tcp(t) = &mut f.transport else { unreachable!() };
                t.window = WindowSpec::Aimd { alpha, beta };
            }
        }
        let r = run(s);
        let got = col(&r, "flows", "delivered");
        let mean = |parity: usize| got.iter().skip(parity).step_by(2).sum::<f64>() / 5.0;
        let ratio = mean(0) / mean(1);
        eprintln!("TCP({alpha}, {beta}) / Reno over RED: {ratio:.3}");
        assert!((0.67..=1.5).contains(&ratio), "TCP({alpha}, {beta}): ratio {ratio}");
    }
}
