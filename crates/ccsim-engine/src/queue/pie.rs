//! PIE, "Proportional Integral controller Enhanced" (Pan, Natarajan, Piglione, Prabhu,
//! Bernstein, Baker, Ver Steeg, RFC 8033): arrivals are dropped (or marked) at random with a
//! probability that a PI controller updates every `t_update` from the queueing delay.
//!
//! * Queueing delay (RFC 8033 Section 5.2 allows a departure-rate estimate or timestamps):
//!   ccsim's links know it exactly, the time until the transmitter has sent everything accepted
//!   so far (what an arrival would wait); it is what the departure-rate estimator approximates.
//! * The update (Section 4.2, with the auto-tuning of Section 5.2's table, "scale p"):
//!   p = alpha (qdelay - target) + beta (qdelay - qdelay_old), in seconds times Hz, divided by
//!   2048, 512, 128, 32, 8 or 2 while drop_prob is below 1e-6, 1e-5, 1e-4, 1e-3, 1e-2 or 0.1;
//!   at most 0.02 per update once drop_prob >= 0.1; drop_prob += p, clamped to [0, 1], decayed by
//!   0.98 when both delays are 0. The update runs lazily at each arrival for every period that
//!   has passed: between arrivals the backlog only drains, so each period's delay is known.
//! * Burst allowance (Section 4.4): `max_burst` after start and whenever drop_prob is 0 and both
//!   delays are below target/2; it shrinks by `t_update` per update; no drop while positive.
//! * Drop decision (Section 4.1): none while qdelay_old < target/2 and drop_prob < 0.2, nor with
//!   fewer than two packets queued; otherwise with probability drop_prob (no derandomization).
//! * ECN (Section 5.1): an ECN-capable packet is marked instead while drop_prob <= `mark_ecnth`.
//! * A tail-drop backstop at `limit` packets in the link's system.

use super::Arrival;
use crate::rng::Rng;
use crate::time::SimTime;

pub struct Pie {
    pub limit: u32,
    target: f64,
    t_update: SimTime,
    alpha: f64,
    beta: f64,
    max_burst: SimTime,
    pub mark_ecnth: f64,
    pub drop_prob: f64,
    qdelay_old: f64,
    burst_allowance: SimTime,
    next_update: SimTime,
}

/// What PIE decides for an arrival.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PieVerdict {
    Accept,
    /// Drop, or mark an ECN-capable packet while drop_prob <= mark_ecnth.
    Early,
    Overflow,
}

impl Pie {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        limit: u32,
        target: SimTime,
        t_update: SimTime,
        alpha: f64,
        beta: f64,
        max_burst: SimTime,
        mark_ecnth: f64,
    ) -> Pie {
        Pie {
            limit,
            target: target as f64 * 1e-9,
            t_update,
            alpha,
            beta,
            max_burst,
            mark_ecnth,
            drop_prob: 0.0,
            qdelay_old: 0.0,
            burst_allowance: max_burst,
            next_update: t_update,
        }
    }

    /// One periodic update with the current queueing delay `qdelay` (s) (RFC 8033 Section 4.2).
    fn update(&mut self, qdelay: f64) {
        let mut p = self.alpha * (qdelay - self.target) + self.beta * (qdelay - self.qdelay_old);
        let d = self.drop_prob;
        p /= if d < 1e-6 {
            2048.0
        } else if d < 1e-5 {
            512.0
        } else if d < 1e-4 {
            128.0
        } else if d < 1e-3 {
            32.0
        } else if d < 1e-2 {
            8.0
        } else if d < 0.1 {
            2.0
        } else {
            1.0
        };
        if d >= 0.1 && p > 0.02 {
            p = 0.02;
        }
        self.drop_prob += p;
        if qdelay == 0.0 && self.qdelay_old == 0.0 {
            self.drop_prob *= 0.98;
        }
        self.drop_prob = self.drop_prob.clamp(0.0, 1.0);
        self.burst_allowance = self.burst_allowance.saturating_sub(self.t_update);
        if self.drop_prob == 0.0 && qdelay < self.target / 2.0 && self.qdelay_old < self.target / 2.0 {
            self.burst_allowance = self.max_burst;
        }
        self.qdelay_old = qdelay;
    }

    /// Run the updates due by `now`; `free_at` is when the transmitter will have sent everything
    /// accepted so far (unchanged since the previous arrival).
    ///
    /// Once the queue has drained and the controller rests (no drop probability, no delay, a
    /// full burst allowance), every further update leaves it so: the updates due before `now`
    /// are skipped at once, so a short `t_update` over a long idle time costs nothing.
    fn catch_up(&mut self, now: SimTime, free_at: SimTime) {
        while self.next_update <= now {
            let t = self.next_update;
            if t >= free_at && self.at_rest() {
                let due = (now - t) / self.t_update + 1;
                self.next_update = t.saturating_add(due.saturating_mul(self.t_update));
                break;
            }
            let qdelay = free_at.saturating_sub(t) as f64 * 1e-9;
            self.update(qdelay);
            self.next_update += self.t_update;
        }
    }

    /// An update with no queueing delay changes nothing from here (`update`).
    fn at_rest(&self) -> bool {
        self.drop_prob == 0.0 && self.qdelay_old == 0.0 && self.burst_allowance == self.max_burst
    }

    pub fn admit(&mut self, a: &Arrival, rng: &mut Rng) -> PieVerdict {
        self.catch_up(a.now, a.free_at);
        if a.in_system() >= self.limit {
            return PieVerdict::Overflow;
        }
        if self.burst_allowance > 0 {
            return PieVerdict::Accept;
        }
        if self.qdelay_old < self.target / 2.0 && self.drop_prob < 0.2 {
            return PieVerdict::Accept;
        }
        if a.waiting_pkts < 2 {
            return PieVerdict::Accept;
        }
        if rng.uniform() < self.drop_prob {
            PieVerdict::Early
        } else {
            PieVerdict::Accept
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn update_hand_computed() {
        let mut p = Pie::new(1000, 15_000_000, 15_000_000, 0.125, 1.25, 150_000_000, 0.1);
        // qdelay 35 ms from 0: p = 0.125 * 0.020 + 1.25 * 0.035 = 0.04625; drop_prob 0 < 1e-6:
        // scaled by 1/2048.
        p.update(0.035);
        assert!((p.drop_prob - 0.04625 / 2048.0).abs() < 1e-15);
        // Burst allowance: 150 ms - 15 ms.
        assert_eq!(p.burst_allowance, 135_000_000);
        // Both delays zero: decay by 0.98 after the (negative, clamped) step.
        let mut q = Pie::new(1000, 15_000_000, 15_000_000, 0.125, 1.25, 150_000_000, 0.1);
        q.drop_prob = 0.5;
        q.update(0.0);
        // p = 0.125 * -0.015 = -0.001875 (no scaling at 0.5, cap only on increases).
        assert!((q.drop_prob - (0.5 - 0.001875) * 0.98).abs() < 1e-12);
    }
}
