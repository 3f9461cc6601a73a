//! Binomial congestion control (Bansal & Balakrishnan; seed 000 Section VIII; REFERENCE.md 6):
//! a hand-computed window trace over a few loss-free RTTs and one loss, for IIAD and SQRT.
//!
//! One flow over an uncongested 100 ms path starts in congestion avoidance with cwnd = 4
//! (ssthresh = 4). Each new ACK adds alpha/(W W^k) (alpha/W^k per RTT, ns-2's per-ACK form), so
//! the first RTT's four ACKs take IIAD (k = 1) from 4 to about 4 + 1/4 and SQRT (k = 1/2) to
//! about 4 + 1/2. Packet 25 is lost: the third duplicate ACK cuts the window W (its value after 25
//! new ACKs) to W - beta W^l (Reno fast recovery), with alpha = 1, beta = 0.67.

mod common;
use ccsim_engine::scenario::*;
use ccsim_engine::transport::Endpoint;
use ccsim_engine::Simulation;
use common::*;

/// Every value cwnd takes, in order, until `until` ns.
fn cwnd_changes(k: f64, l: f64, until: u64) -> Vec<f64> {
    let mut d = Dumbbell::new(1, 100_000_000, 100 * MS, droptail(10_000));
    d.tcp.window = WindowSpec::Binomial { k, l, alpha: 1.0, beta: 0.67 };
    d.tcp.init_cwnd = 4.0;
    d.tcp.init_ssthresh = 4.0;
    d.duration = until;
    let mut s = d.build();
    s.links[0].loss = Some(LossSpec::Seqs { flow: 0, seqs: vec![25] });
    let mut sim = Simulation::new(s).unwrap();
    let mut values = vec![4.0];
    while sim.step().is_some() {
        let Endpoint::Tcp(f) = &sim.endpoints[0] else { unreachable!() };
        if f.sender.cwnd != *values.last().unwrap() {
            values.push(f.sender.cwnd);
        }
    }
    assert!(sim.conservation_errors().is_empty());
    values
}

fn check(got: &[f64], hand: &[f64], w25: f64, after_loss: f64, k: f64) {
    for (i, (&g, &h)) in got.iter().zip(hand).enumerate() {
        assert!((g - h).abs() < 1e-6, "after {i} ACKs: {g} vs hand-computed {h}");
    }
    assert!((got[25] - w25).abs() < 1e-6, "W after 25 ACKs: {} vs {w25}", got[25]);
    assert!((got[26] - after_loss).abs() < 1e-6, "after the loss: {} vs {after_loss}", got[26]);
    // Loss-free growth resumes from the reduced window, alpha/W^(k+1) per ACK.
    let mut w = after_loss;
    for (j, &g) in got[27..32].iter().enumerate() {
        w += 1.0 / (w * w.powf(k));
        assert!((g - w).abs() < 1e-6, "ACK {j} after recovery: {g} vs {w}");
    }
}

#[test]
fn iiad_window_trace() {
    // W += 1/W^2 per ACK: 4 + 1/16 = 4.0625; + 1/4.0625^2 = 4.123092; + 1/4.123092^2 = 4.181916;
    // + 1/4.181916^2 = 4.239096 (one RTT: ~ +1/W = 0.25); ...
    let hand = [4.0, 4.0625, 4.123092, 4.181916, 4.239096, 4.294745, 4.348961, 4.401833, 4.453443];
    let got = cwnd_changes(1.0, 0.0, 3 * S);
    // l = 0: the loss takes a constant beta = 0.67 off W = 5.189877.
    check(&got, &hand, 5.189877, 5.189877 - 0.67, 1.0);
}

#[test]
fn sqrt_window_trace() {
    // W += 1/W^1.5 per ACK: 4 + 1/8 = 4.125; + 1/4.125^1.5 = 4.244361; + 1/4.244361^1.5 = 4.358723;
    // + 1/4.358723^1.5 = 4.468614 (one RTT: ~ +1/sqrt(W) = 0.5); ...
    let hand = [4.0, 4.125, 4.244361, 4.358723, 4.468614, 4.574476, 4.676685, 4.775561, 4.871383];
    let got = cwnd_changes(0.5, 0.5, 3 * S);
    // l = 1/2: the loss takes 0.67 sqrt(W) off W = 6.190000: 6.19 - 0.67 x 2.48797 = 4.523059.
    check(&got, &hand, 6.190000, 4.523059, 0.5);
}
