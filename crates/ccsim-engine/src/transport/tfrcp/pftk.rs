//! The PFTK TCP throughput model f(W_max, R, p, B) that TFRCP sets its rate from (Padhye,
//! Firoiu, Towsley, Kurose, SIGCOMM'98 eq. 31, full model with timeouts and the window limit;
//! REFERENCE.md 5.1; seed 003's appendix that states it is lost).

/// Throughput in packets per second for loss-indication rate `p`, round-trip time `rtt` and base
/// timeout `t0` (both seconds), receiver window `wmax` (packets) and `b` packets per ACK.
///
/// ```text
/// E[W] = (2+b)/(3b) + sqrt(8(1-p)/(3bp) + ((2+b)/(3b))^2)
/// E[X] = (2+b)/6 + sqrt(2b(1-p)/(3p) + ((2+b)/6)^2)            (= (b/2) E[W])
/// Q(w) = min(1, (1-(1-p)^3)(1 + (1-p)^3 (1-(1-p)^(w-3))) / (1-(1-p)^w))
/// G(p) = 1 + p + 2p^2 + 4p^3 + 8p^4 + 16p^5 + 32p^6
/// E[W] < wmax:  [(1-p)/p + E[W] + Q(E[W])/(1-p)] / [rtt (E[X]+1) + Q(E[W]) G(p) t0/(1-p)]
/// otherwise:    [(1-p)/p + wmax + Q(wmax)/(1-p)] / [rtt (b wmax/8 + (1-p)/(p wmax) + 2) + Q(wmax) G(p) t0/(1-p)]
/// ```
///
/// `p` is clamped to [1e-12, 1 - 1e-6]: a round in which every packet was lost (p = 1) gets the
/// model's limit as p -> 1, 1/(G(1) t0) = 1/(64 t0), one packet per maximally backed-off timeout.
pub fn pftk(p: f64, rtt: f64, t0: f64, wmax: f64, b: f64) -> f64 {
    let p = p.clamp(1e-12, 1.0 - 1e-6);
    let q = 1.0 - p;
    let c = (2.0 + b) / (3.0 * b);
    let ew = c + (8.0 * q / (3.0 * b * p) + c * c).sqrt();
    let d = (2.0 + b) / 6.0;
    let ex = d + (2.0 * b * q / (3.0 * p) + d * d).sqrt();
    let qhat = |w: f64| {
        let v = (1.0 - q.powi(3)) * (1.0 + q.powi(3) * (1.0 - q.powf(w - 3.0))) / (1.0 - q.powf(w));
        v.min(1.0)
    };
    let g = 1.0 + p + 2.0 * p.powi(2) + 4.0 * p.powi(3) + 8.0 * p.powi(4) + 16.0 * p.powi(5) + 32.0 * p.powi(6);
    if ew < wmax {
        let qe = qhat(ew);
        (q / p + ew + qe / q) / (rtt * (ex + 1.0) + qe * g * t0 / q)
    } else {
        let qw = qhat(wmax);
        (q / p + wmax + qw / q) / (rtt * (b * wmax / 8.0 + q / (p * wmax) + 2.0) + qw * g * t0 / q)
    }
}

#[cfg(test)]
mod tests {
    use super::pftk;

    /// Against `ccsim.models.pftk.pftk` (independently written and tested in Python).
    #[test]
    fn matches_the_python_model() {
        for (p, rtt, t0, wmax, want) in [
            (0.01, 0.1, 0.2, 1e6, 115.69360918991406),
            (0.05, 0.2, 1.0, 1e6, 17.61310861145214),
            (0.01, 0.1, 0.2, 8.0, 66.31315234231103),
            (0.3, 0.05, 0.5, 1e6, 5.587147186690451),
        ] {
            let got = pftk(p, rtt, t0, wmax, 1.0);
            assert!((got - want).abs() < 1e-9 * want, "p={p}: {got} vs {want}");
        }
    }

    #[test]
    fn total_loss_gives_one_packet_per_64_base_timeouts() {
        assert!((pftk(1.0, 0.1, 0.5, 1e6, 1.0) - 1.0 / 32.0).abs() < 1e-5);
    }
}
