//! Send schedules: when a packet the window permits actually leaves (seed 000, Section III).
//!
//! * `AckClocked`: at once, so a window's worth leaves back to back when ACKs open it. With ns-2's
//!   `overhead_` (REFERENCE.md 1.5) each burst waits a random U[0, overhead] first.
//! * `Paced`: successive packets spaced by rtt/cwnd (Aggarwal, Savage & Anderson 2000), applied in
//!   slow start too (REFERENCE.md 3).
//! * `Randomized(I)`: spaced by rtt(1+x)/cwnd, x ~ U[-I, I]. If the window is closed when the
//!   timer fires, the sender waits for an ACK and then sends after rtt*y/cwnd, y ~ U(0, I)
//!   (seed 000, Section III). Paced is Randomized with I = 0.
//!
//! Before the first RTT sample there is no rtt to divide, so the initial window leaves ACK-clocked.

use crate::rng::Rng;
use crate::scenario::ScheduleSpec;
use crate::time::SimTime;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    AckClocked { overhead: SimTime },
    Spaced { interval: f64, alpha_correction: bool },
}

pub struct Schedule {
    pub kind: Kind,
    /// The window was closed when the send timer fired; the next ACK restarts the clock.
    pub blocked: bool,
}

impl Schedule {
    pub fn new(spec: &ScheduleSpec, overhead: SimTime) -> Schedule {
        let kind = match *spec {
            ScheduleSpec::AckClocked => Kind::AckClocked { overhead },
            ScheduleSpec::Paced => Kind::Spaced { interval: 0.0, alpha_correction: false },
            ScheduleSpec::Randomized { interval, alpha_correction } => Kind::Spaced { interval, alpha_correction },
        };
        Schedule { kind, blocked: false }
    }

    /// Gap after a send: rtt(1+x)/cwnd with x ~ U[-I, I] (x = 0 when paced).
    pub fn gap(&self, rtt: f64, cwnd: f64, rng: &mut Rng) -> SimTime {
        let Kind::Spaced { interval, .. } = self.kind else { return 0 };
        let x = if interval > 0.0 { rng.uniform_in(-interval, interval) } else { 0.0 };
        (rtt * (1.0 + x) / cwnd).round().max(0.0) as SimTime
    }

    /// Delay before sending once an ACK reopens a window that was closed at the timer:
    /// rtt*y/cwnd, y ~ U(0, I) (0 when paced).
    pub fn reopen_delay(&self, rtt: f64, cwnd: f64, rng: &mut Rng) -> SimTime {
        let Kind::Spaced { interval, .. } = self.kind else { return 0 };
        if interval == 0.0 {
            return 0;
        }
        (rtt * rng.uniform_in(0.0, interval) / cwnd).round() as SimTime
    }

    /// Multiplier of the increase parameter alpha: (RTT_eff/R)^2 with
    /// RTT_eff/R = 1 + (1/(2w)) (sqrt(2 w I^2 / (3 pi)) + I/2) (seed 000 eqs. 1-7; the printed
    /// eq. 7 omits the factor R on the added term, REFERENCE.md 1.7). 1 when disabled.
    #[inline]
    pub fn alpha_scale(&self, w: f64) -> f64 {
        match self.kind {
            Kind::Spaced { interval, alpha_correction: true } if interval > 0.0 => {
                let i = interval;
                let ratio =
                    1.0 + (1.0 / (2.0 * w)) * ((2.0 * w * i * i / (3.0 * std::f64::consts::PI)).sqrt() + i / 2.0);
                ratio * ratio
            }
            _ => 1.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alpha_correction_matches_reference_values() {
        // REFERENCE.md 1.7, I = 1: w=5 -> 1.329; 10 -> 1.205; 20 -> 1.132; 50 -> 1.077.
        let s = Schedule::new(&ScheduleSpec::Randomized { interval: 1.0, alpha_correction: true }, 0);
        for (w, a) in [(5.0, 1.329), (10.0, 1.205), (20.0, 1.132), (50.0, 1.077)] {
            assert!((s.alpha_scale(w) - a).abs() < 0.0015, "w={w}: {}", s.alpha_scale(w));
        }
        let off = Schedule::new(&ScheduleSpec::Randomized { interval: 1.0, alpha_correction: false }, 0);
        assert_eq!(off.alpha_scale(5.0), 1.0);
    }
}
