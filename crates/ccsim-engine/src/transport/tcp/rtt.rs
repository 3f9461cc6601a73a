//! RTT estimation and the retransmission timeout.
//!
//! With a clock tick (`tick > 0`, ns-2's `tcpTick_`) this is ns-2.35's estimator to the bit
//! (`tcp.cc` `rtt_update`, `rtt_timeout`, `rtt_backoff`; REFERENCE.md 1.3): each sample is
//! quantised to whole ticks with the free-running tick offset `boot_time_`, smoothed in fixed
//! point (`t_srtt_` = 8 srtt, `t_rttvar_` = 4 rttvar, both in ticks, Jacobson/Karels gains 1/8 and
//! 1/4, the update's difference held in a 16-bit `short` as ns-2 holds it), and the timeout is
//! RTO = (srtt + 4 rttvar) ticks, clamped to `minrto_` before the backoff multiplies it
//! (`rfc2988_`), capped at `maxrto_` and floored at two ticks. A backoff past 8 discards srtt so
//! that the next sample starts the estimate afresh.
//!
//! With TCP timestamps (RFC 7323; ns-2 `timestamps_`) every new ACK gives a sample from its
//! echo, rounded to the nearest tick without the clock's phase (`sample_echo`, ns-2's
//! `rtt_update` with `ts_option_`).
//!
//! With `tick = 0` samples are exact and RFC 6298's floating-point rules apply (no ns-2
//! counterpart; G = 0).
//!
//! Independently of both, an exact smoothed RTT and the last exact sample feed the paced and
//! randomized schedules, which want the path's RTT rather than the timer's.

use crate::time::SimTime;

/// ns-2's `T_SRTT_BITS` and `T_RTTVAR_BITS` (fixed-point fraction bits) and `rttvar_exp_`.
const SRTT_BITS: u32 = 3;
const RTTVAR_BITS: u32 = 2;
const RTTVAR_EXP: u32 = 2;
/// ns-2's backoff doubles while below 64 or while the timeout stays under `maxrto_`; this bound
/// only keeps a zero RTO (tick 0, no minimum) from doubling forever.
const MAX_BACKOFF: u64 = 1 << 20;

/// The smoothed state: ns-2's fixed-point tick counts, or RFC 6298 floats for an exact clock.
enum Smoothed {
    /// `srtt8` = 8 srtt and `rttvar4` = 4 rttvar in ticks (0 = no estimate yet); `rtxcur` the
    /// timeout they give, ns (ns-2 `t_rtxcur_`, the initial RTO until the first sample).
    Ticks { srtt8: i64, rttvar4: i64, rtxcur: u64 },
    /// Exact SRTT and RTTVAR, ns.
    Exact { srtt: Option<f64>, rttvar: f64 },
}

pub struct RttEstimator {
    tick: u64,
    /// Offset of the free-running tick clock (ns-2 `boot_time_`), U[0, tick).
    boot: u64,
    min_rto: u64,
    max_rto: u64,
    initial_rto: u64,
    smoothed: Smoothed,
    /// Exact smoothed RTT and last exact sample, ns.
    pub srtt_exact: Option<f64>,
    pub last_sample: Option<u64>,
    /// The last sample as the estimator saw it: whole ticks (ns-2 `t_rtt_ * tcpTick_`), ns.
    pub last_quantized: Option<u64>,
    /// Exponential backoff multiplier (ns-2 `t_backoff_`).
    pub backoff: u64,
}

impl RttEstimator {
    pub fn new(tick: u64, boot: u64, min_rto: u64, max_rto: u64, initial_rto: u64) -> Self {
        let smoothed = if tick > 0 {
            // ns-2 rtt_init: srtt_init_ 0; rttvar_init_ (12 s) only matters through a backoff
            // past 8 before any sample, which adds srtt (0) to it and keeps nothing else.
            Smoothed::Ticks { srtt8: 0, rttvar4: 0, rtxcur: initial_rto }
        } else {
            Smoothed::Exact { srtt: None, rttvar: 0.0 }
        };
        RttEstimator {
            tick,
            boot,
            min_rto,
            max_rto,
            initial_rto,
            smoothed,
            srtt_exact: None,
            last_sample: None,
            last_quantized: None,
            backoff: 1,
        }
    }

    /// A sample of `rtt` ns measured for a packet sent at `sent_at` (ns-2 `rtt_update`); the
    /// caller resets the backoff as ns-2's `newack` does.
    pub fn sample(&mut self, sent_at: SimTime, rtt: u64) {
        // t_rtt_ = int((tao + tickoff) / tcpTick_), tickoff = (send time + boot) mod tick.
        let tick = self.tick.max(1);
        let ticks = (rtt + (sent_at + self.boot) % tick) / tick;
        self.update(rtt, ticks);
    }

    /// A sample of `rtt` ns taken from a timestamp's echo (ns-2 `rtt_update` with `ts_option_`):
    /// rounded to the nearest whole tick, t_rtt_ = int(tao / tcpTick_ + 0.5), with no clock
    /// phase.
    pub fn sample_echo(&mut self, rtt: u64) {
        let tick = self.tick.max(1);
        self.update(rtt, (2 * rtt + tick) / (2 * tick));
    }

    /// Feed a sample of `rtt` ns, `ticks` once quantised (used only with a tick), to the
    /// estimator.
    fn update(&mut self, rtt: u64, ticks: u64) {
        self.last_sample = Some(rtt);
        self.srtt_exact = Some(match self.srtt_exact {
            None => rtt as f64,
            Some(s) => s + (rtt as f64 - s) / 8.0,
        });
        let tick = self.tick;
        match &mut self.smoothed {
            Smoothed::Ticks { srtt8, rttvar4, rtxcur } => {
                let m = (ticks as i64).max(1);
                self.last_quantized = Some(m as u64 * tick);
                if *srtt8 != 0 {
                    // ns-2 keeps `delta` in a C `short`: with fine ticks (RTT beyond 32767
                    // ticks) it wraps, and so does ccsim, to give ns-2's numbers.
                    let mut delta = (m - (*srtt8 >> SRTT_BITS)) as i16;
                    *srtt8 += delta as i64;
                    if *srtt8 <= 0 {
                        *srtt8 = 1;
                    }
                    delta = delta.wrapping_abs();
                    delta = (delta as i64 - (*rttvar4 >> RTTVAR_BITS)) as i16;
                    *rttvar4 += delta as i64;
                    if *rttvar4 <= 0 {
                        *rttvar4 = 1;
                    }
                } else {
                    *srtt8 = m << SRTT_BITS;
                    *rttvar4 = m << (RTTVAR_BITS - 1);
                }
                let ticks = ((*rttvar4 << (RTTVAR_EXP + SRTT_BITS - RTTVAR_BITS)) + *srtt8) >> SRTT_BITS;
                *rtxcur = ticks as u64 * tick;
            }
            Smoothed::Exact { srtt, rttvar } => {
                self.last_quantized = Some(rtt);
                let r = rtt as f64;
                match *srtt {
                    None => {
                        *srtt = Some(r);
                        *rttvar = r / 2.0;
                    }
                    Some(s) => {
                        *rttvar = 0.75 * *rttvar + 0.25 * (s - r).abs();
                        *srtt = Some(0.875 * s + 0.125 * r);
                    }
                }
            }
        }
    }

    /// The shortest timeout `rto` can ever return, ns.
    pub fn min_rto(&self) -> u64 {
        self.min_rto.min(self.max_rto).max(self.tick.saturating_mul(2))
    }

    /// The current retransmission timeout, ns (ns-2 `rtt_timeout` with `rfc2988_` true).
    pub fn rto(&self) -> u64 {
        let base = match self.smoothed {
            Smoothed::Ticks { rtxcur, .. } => rtxcur,
            Smoothed::Exact { srtt: None, .. } => self.initial_rto,
            Smoothed::Exact { srtt: Some(s), rttvar } => (s + 4.0 * rttvar).round() as u64,
        };
        let rto = base.max(self.min_rto).saturating_mul(self.backoff);
        rto.min(self.max_rto).max(self.tick.saturating_mul(2))
    }

    /// Double the timeout after an expiry (ns-2 `rtt_backoff`): while the backoff is below 64 or
    /// the backed-off timeout is still under the maximum; past 8, forget srtt.
    pub fn back_off(&mut self) {
        if (self.backoff < 64 || self.rto() < self.max_rto) && self.backoff < MAX_BACKOFF {
            self.backoff <<= 1;
        }
        if self.backoff > 8 {
            if let Smoothed::Ticks { srtt8, rttvar4, .. } = &mut self.smoothed {
                *rttvar4 += *srtt8 >> SRTT_BITS;
                *srtt8 = 0;
            }
        }
    }

    /// Smoothed RTT of the RTO estimator (for reporting), ns.
    pub fn srtt(&self) -> Option<f64> {
        match self.smoothed {
            Smoothed::Ticks { srtt8: 0, .. } => None,
            Smoothed::Ticks { srtt8, .. } => Some(srtt8 as f64 / 8.0 * self.tick as f64),
            Smoothed::Exact { srtt, .. } => srtt,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: u64 = 1_000_000;

    #[test]
    fn rfc6298_hand_computed() {
        // Exact clock (tick 0), no min RTO: first sample 100 ms -> SRTT 100, RTTVAR 50, RTO 300 ms.
        let mut r = RttEstimator::new(0, 0, 0, 60_000 * MS, 3_000 * MS);
        assert_eq!(r.rto(), 3_000 * MS);
        r.sample(0, 100 * MS);
        assert_eq!(r.rto(), 300 * MS);
        // Second sample 200 ms: RTTVAR = 0.75*50 + 0.25*100 = 62.5; SRTT = 112.5; RTO = 362.5 ms.
        r.sample(0, 200 * MS);
        assert_eq!(r.rto(), 362_500_000);
        r.back_off();
        assert_eq!(r.rto(), 725 * MS);
    }

    #[test]
    fn ns2_fixed_point_hand_computed() {
        // 10 ms tick, zero offset, no minimum RTO.
        let mut r = RttEstimator::new(10 * MS, 0, 0, 60_000 * MS, 3_000 * MS);
        // 25 ms -> t_rtt 2 ticks; srtt8 = 16, rttvar4 = 4; RTO = (32 + 16) >> 3 = 6 ticks = 60 ms.
        r.sample(0, 25 * MS);
        assert_eq!(r.srtt(), Some(20.0 * MS as f64));
        assert_eq!(r.rto(), 60 * MS);
        // 55 ms -> 5 ticks: delta = 5 - 2 = 3, srtt8 = 19; |3| - (4 >> 2) = 2, rttvar4 = 6;
        // RTO = (6 << 3) + 19 = 67 >> 3 = 8 ticks (integer truncation, 83.75 ms in floats).
        r.sample(0, 55 * MS);
        assert_eq!(r.srtt(), Some(19.0 / 8.0 * 10.0 * MS as f64));
        assert_eq!(r.rto(), 80 * MS);
        // The send time's offset in the tick shifts the quantisation: sent at 7 ms, 25 ms -> 3 ticks.
        let mut q = RttEstimator::new(10 * MS, 0, 0, 60_000 * MS, 3_000 * MS);
        q.sample(7 * MS, 25 * MS);
        assert_eq!(q.srtt(), Some(30.0 * MS as f64));
    }

    #[test]
    fn timestamp_samples_round_to_the_nearest_tick_without_the_clock_phase() {
        // ns-2 `rtt_update` with `ts_option_`: t_rtt_ = int(tao / tick + 0.5), whatever boot_time_.
        let mut r = RttEstimator::new(10 * MS, 7 * MS, 0, 60_000 * MS, 3_000 * MS);
        // 25 ms -> int(3.0) = 3 ticks: srtt8 = 24, rttvar4 = 6; RTO = (48 + 24) >> 3 = 9 ticks.
        r.sample_echo(25 * MS);
        assert_eq!(r.srtt(), Some(30.0 * MS as f64));
        assert_eq!(r.rto(), 90 * MS);
        // 24.9 ms -> int(2.99) = 2 ticks (the phase-shifted rule would give 3 with 7 ms of phase).
        let mut q = RttEstimator::new(10 * MS, 7 * MS, 0, 60_000 * MS, 3_000 * MS);
        q.sample_echo(24_900_000);
        assert_eq!(q.srtt(), Some(20.0 * MS as f64));
        // Below half a tick: 0, raised to 1 tick as every ns-2 sample.
        let mut z = RttEstimator::new(10 * MS, 0, 0, 60_000 * MS, 3_000 * MS);
        z.sample_echo(4 * MS);
        assert_eq!(z.srtt(), Some(10.0 * MS as f64));
    }

    #[test]
    fn fine_ticks_wrap_like_ns2s_short_delta() {
        // 1 us ticks, 100 ms RTT: the first sample gives srtt8 = 800000, rttvar4 = 200000. A
        // second equal sample: delta = 0, then 0 - (200000 >> 2) = -50000, which a C short holds
        // as -50000 + 65536 = 15536, so rttvar4 grows to 215536 instead of shrinking.
        let mut r = RttEstimator::new(1_000, 0, 0, 60_000 * MS, 3_000 * MS);
        r.sample(0, 100 * MS);
        r.sample(0, 100 * MS);
        let Smoothed::Ticks { srtt8, rttvar4, .. } = r.smoothed else { unreachable!() };
        assert_eq!((srtt8, rttvar4), (800_000, 215_536));
    }

    #[test]
    fn min_rto_clamps_before_backoff_and_backoff_passes_64_below_max_rto() {
        let mut r = RttEstimator::new(10 * MS, 0, 200 * MS, 60_000 * MS, 3_000 * MS);
        r.sample(0, 25 * MS); // 60 ms -> clamped to 200 ms
        assert_eq!(r.rto(), 200 * MS);
        r.back_off();
        assert_eq!(r.rto(), 400 * MS);
        // ns-2 with rfc2988_ keeps doubling past 64 while the timeout is under maxrto_ (60 s):
        // 0.2 s * 256 = 51.2 s < 60 s, so the backoff reaches 512 and the RTO sits at 60 s.
        for _ in 0..20 {
            r.back_off();
        }
        assert_eq!(r.backoff, 512);
        assert_eq!(r.rto(), 60_000 * MS);
    }

    #[test]
    fn backoff_past_eight_restarts_the_estimate() {
        let mut r = RttEstimator::new(10 * MS, 0, 0, 60_000 * MS, 3_000 * MS);
        r.sample(0, 100 * MS); // 10 ticks
        for _ in 0..4 {
            r.back_off(); // 2, 4, 8, 16: srtt dropped at 16
        }
        assert_eq!(r.srtt(), None);
        // The next sample is treated as the first: srtt = 30 ticks, rttvar = 15, RTO = 90 ticks.
        r.sample(0, 300 * MS);
        r.backoff = 1;
        assert_eq!(r.rto(), 900 * MS);
    }
}
