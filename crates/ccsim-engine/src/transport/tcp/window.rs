//! Window rules: how cwnd grows per ACK in congestion avoidance and shrinks on a loss indication.
//!
//! * AIMD(alpha, beta): +alpha packets per RTT, W <- beta W on loss. Reno is (1, 0.5); seed 004's
//!   GAIMD TCP(alpha, beta) uses the same rule (Yang & Lam, REFERENCE.md 5.3).
//! * Binomial(k, l, alpha, beta) (Bansal & Balakrishnan; seed 000 Section VIII, REFERENCE.md 6):
//!   +alpha/W^k per RTT, W <- W - beta W^l on loss. Per ACK (ns-2 `windowOption_ 6`):
//!   cwnd += alpha / (cwnd * cwnd^k).
//!
//! Every fast-retransmit decrease uses the rule. ns-2's `slowdown()` instead halves the window on
//! a flow's *first* decrease and on any decrease from slow start, whatever `decrease_num_`
//! (REFERENCE.md 1.2 and 6); that quirk is not reproduced, so GAIMD and binomial flows follow
//! their published rules from the first loss on (timeouts halve ssthresh for every rule, as in
//! ns-2, see `sender`).

use crate::scenario::WindowSpec;

#[derive(Debug, Clone, Copy)]
pub enum WindowRule {
    Aimd { alpha: f64, beta: f64 },
    Binomial { k: f64, l: f64, alpha: f64, beta: f64 },
}

impl WindowRule {
    pub fn new(spec: &WindowSpec) -> Self {
        match *spec {
            WindowSpec::Aimd { alpha, beta } => WindowRule::Aimd { alpha, beta },
            WindowSpec::Binomial { k, l, alpha, beta } => WindowRule::Binomial { k, l, alpha, beta },
            // CUBIC, Vegas and BBR are `cc::Controller`s; this rule is then never consulted.
            _ => WindowRule::Aimd { alpha: 1.0, beta: 0.5 },
        }
    }

    /// Congestion-avoidance increment for one new ACK at window `w`; `scale` multiplies alpha
    /// (Randomized TCP's correction).
    #[inline]
    pub fn increase_per_ack(&self, w: f64, scale: f64) -> f64 {
        match *self {
            WindowRule::Aimd { alpha, .. } => alpha * scale / w,
            WindowRule::Binomial { k, alpha, .. } => alpha * scale / (w * w.powf(k)),
        }
    }

    /// The window after a loss indication at window `w`.
    ///
    /// A binomial decrease leaves nothing once w^(1-l) <= beta (below a packet: SQRT at 0.45,
    /// IIAD at 0.67, reached by ECN's reductions, which may take cwnd under one): the window
    /// halves there instead, as ns-2's `slowdown` halves any window below ssthresh. Taken
    /// literally, the next decrease would take the root of a negative window and leave NaN.
    #[inline]
    pub fn decrease(&self, w: f64) -> f64 {
        match *self {
            WindowRule::Aimd { beta, .. } => beta * w,
            WindowRule::Binomial { l, beta, .. } => {
                let next = w - beta * w.powf(l);
                if next > 0.0 {
                    next
                } else {
                    w / 2.0
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aimd_and_binomial_hand_computed() {
        let reno = WindowRule::Aimd { alpha: 1.0, beta: 0.5 };
        assert_eq!(reno.increase_per_ack(10.0, 1.0), 0.1);
        assert_eq!(reno.decrease(10.0), 5.0);
        // IIAD (k=1, l=0, alpha=1, beta=2/3): +1/W^2 per ACK at W=4 is 1/16; loss: 4 - 2/3.
        let iiad = WindowRule::Binomial { k: 1.0, l: 0.0, alpha: 1.0, beta: 2.0 / 3.0 };
        assert_eq!(iiad.increase_per_ack(4.0, 1.0), 1.0 / 16.0);
        assert!((iiad.decrease(4.0) - (4.0 - 2.0 / 3.0)).abs() < 1e-12);
        // SQRT (k=l=0.5): per ACK 1/(W sqrt W) at W=4 is 1/8; loss: 4 - beta*2.
        let sqrt = WindowRule::Binomial { k: 0.5, l: 0.5, alpha: 1.0, beta: 0.5 };
        assert_eq!(sqrt.increase_per_ack(4.0, 1.0), 0.125);
        assert_eq!(sqrt.decrease(4.0), 3.0);
    }

    #[test]
    fn a_binomial_decrease_never_leaves_a_window_at_or_below_zero() {
        // SQRT with the presets' beta 0.67: 0.33 - 0.67 sqrt(0.33) < 0, so 0.33 halves.
        let sqrt = WindowRule::Binomial { k: 0.5, l: 0.5, alpha: 1.0, beta: 0.67 };
        assert!((sqrt.decrease(1.0) - 0.33).abs() < 1e-12);
        assert_eq!(sqrt.decrease(0.33), 0.165);
        let iiad = WindowRule::Binomial { k: 1.0, l: 0.0, alpha: 1.0, beta: 0.67 };
        assert_eq!(iiad.decrease(0.67), 0.335);
        assert!((iiad.decrease(0.7) - 0.03).abs() < 1e-12);
    }
}
