//! RTT estimation and the retransmission timeout.
//!
//! RFC 6298 smoothing (SRTT, RTTVAR, RTO = SRTT + max(G, 4 RTTVAR)) fed, as in ns-2, with one
//! sample per round trip, quantised to the clock granularity `tick` with ns-2's free-running tick
//! offset (REFERENCE.md 1.3), a minimum RTO clamp applied before backoff (`rfc2988_`), a maximum,
//! and a floor of two ticks. A separate exact (unquantised) smoothed RTT and the last exact sample
//! feed the paced and randomized schedules, which want the path's RTT rather than the timer's.

use crate::time::SimTime;

pub struct RttEstimator {
    tick: u64,
    /// Offset of the free-running tick clock (ns-2 `boot_time_`), U[0, tick).
    boot: u64,
    min_rto: u64,
    max_rto: u64,
    initial_rto: u64,
    /// Smoothed RTT and variation of quantised samples, ns (None before the first sample).
    srtt: Option<f64>,
    rttvar: f64,
    /// Exact smoothed RTT and last exact sample, ns.
    pub srtt_exact: Option<f64>,
    pub last_sample: Option<u64>,
    /// Exponential backoff multiplier (1, 2, 4, ... 64).
    pub backoff: u64,
}

impl RttEstimator {
    pub fn new(tick: u64, boot: u64, min_rto: u64, max_rto: u64, initial_rto: u64) -> Self {
        RttEstimator {
            tick,
            boot,
            min_rto,
            max_rto,
            initial_rto,
            srtt: None,
            rttvar: 0.0,
            srtt_exact: None,
            last_sample: None,
            backoff: 1,
        }
    }

    /// A sample of `rtt` ns measured for a packet sent at `sent_at`.
    pub fn sample(&mut self, sent_at: SimTime, rtt: u64) {
        self.last_sample = Some(rtt);
        self.srtt_exact = Some(match self.srtt_exact {
            None => rtt as f64,
            Some(s) => s + (rtt as f64 - s) / 8.0,
        });
        let r = if self.tick > 0 {
            // ns-2: t_rtt = int((tao + tickoff) / tick), tickoff = (send time + boot) mod tick.
            let tickoff = (sent_at + self.boot) % self.tick;
            ((rtt + tickoff) / self.tick).max(1) as f64 * self.tick as f64
        } else {
            rtt as f64
        };
        match self.srtt {
            None => {
                self.srtt = Some(r);
                self.rttvar = r / 2.0;
            }
            Some(s) => {
                self.rttvar = 0.75 * self.rttvar + 0.25 * (s - r).abs();
                self.srtt = Some(0.875 * s + 0.125 * r);
            }
        }
        self.backoff = 1;
    }

    /// The current retransmission timeout, ns.
    pub fn rto(&self) -> u64 {
        let base = match self.srtt {
            None => self.initial_rto as f64,
            Some(s) => s + (self.tick as f64).max(4.0 * self.rttvar),
        };
        let rto = base.max(self.min_rto as f64) * self.backoff as f64;
        let rto = rto.min(self.max_rto as f64).max(2.0 * self.tick as f64);
        rto.round() as u64
    }

    pub fn back_off(&mut self) {
        self.backoff = (self.backoff * 2).min(64);
    }

    /// Smoothed RTT of the RTO estimator (for reporting), ns.
    pub fn srtt(&self) -> Option<f64> {
        self.srtt
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc6298_hand_computed() {
        // Exact clock (tick 0), no min RTO: first sample 100 ms -> SRTT 100, RTTVAR 50, RTO 300 ms.
        let mut r = RttEstimator::new(0, 0, 0, 60_000_000_000, 3_000_000_000);
        assert_eq!(r.rto(), 3_000_000_000);
        r.sample(0, 100_000_000);
        assert_eq!(r.rto(), 300_000_000);
        // Second sample 200 ms: RTTVAR = 0.75*50 + 0.25*100 = 62.5; SRTT = 112.5; RTO = 362.5 ms.
        r.sample(0, 200_000_000);
        assert_eq!(r.rto(), 362_500_000);
        r.back_off();
        assert_eq!(r.rto(), 725_000_000);
    }

    #[test]
    fn min_rto_clamps_before_backoff_and_ticks_quantise() {
        let mut r = RttEstimator::new(10_000_000, 0, 200_000_000, 60_000_000_000, 3_000_000_000);
        // 25 ms with a 10 ms tick and zero offset -> 2 ticks = 20 ms; RTO = 20 + 4*10 = 60 -> 200 ms.
        r.sample(0, 25_000_000);
        assert_eq!(r.srtt(), Some(20_000_000.0));
        assert_eq!(r.rto(), 200_000_000);
        r.back_off();
        assert_eq!(r.rto(), 400_000_000);
    }
}
