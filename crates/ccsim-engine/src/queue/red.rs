//! Random Early Detection (Floyd & Jacobson, "Random Early Detection Gateways for Congestion
//! Avoidance", 1993), in packet mode, with the choices of ns-2's `queue/red.cc` (REFERENCE.md 4):
//!
//! * the average is updated on every arrival with the queue length *before* the arrival;
//! * after an idle period the average decays as if `m` small packets had been sent,
//!   m = floor(idle time * bandwidth / (8 * mean_pkt_bytes)) (REFERENCE.md 4.1), the idle time
//!   taken as ns-2 takes it (`update_avg`);
//! * between min_th and max_th the base probability is p_b = max_p (avg-min_th)/(max_th-min_th);
//!   `count` (arrivals since the last drop) spaces drops: p_a = p_b/(1 - count p_b) (1993), or with
//!   `wait` (ns-2 default) inter-drop gaps uniform on [1/p_b, 2/p_b] (REFERENCE.md 4.2);
//! * above max_th every arrival is dropped (forced), or with `gentle` p_b rises linearly from
//!   max_p to 1 between max_th and 2 max_th;
//! * early drops need at least two packets waiting (ns-2's `qlen > 1`), and the physical limit
//!   forces a drop whatever the average. As in ns-2's `REDQueue::enque` (`qlen >= qlim`), the
//!   limit counts the packets *waiting*, not the one in transmission: at the same limit RED
//!   holds one packet more than DropTail (whose ns-2 test is `length + 1 >= qlim`). Found by a
//!   trace case against ns-2.35 (docs/validation.md, row N);
//! * thresholds and `w_q` left to ns-2's automatic values are worked out from the link
//!   (`RedParams::resolve`);
//! * byte mode (ns-2 `queue_in_bytes_`, `bytes_`): the average takes the bytes waiting, the
//!   thresholds and the limit are those packet counts times `mean_pkt_bytes`, the count that
//!   spaces drops is the bytes since the last drop in whole mean-size packets, and the spaced
//!   probability, when below 1, scales by size / `mean_pkt_bytes` (`modify_p`);
//! * `use_mark_p` (ns-2 `use_mark_p_`): an average above the curve is not a forced drop but an
//!   early one of probability 1 (which still draws, and in byte mode still spaces by bytes),
//!   and an ECN-capable packet is marked only while the curve's probability is below
//!   `mark_p` (`markable`);
//! * Adaptive RED (Floyd, Gummadi & Shenker, "Adaptive RED", 2001; ns-2 `adaptive_ 1`,
//!   `updateMaxP`) moves max_p at most once per interval toward an average in the middle fifth
//!   of [min_th, max_th]. As in ns-2, the linear part of the curve uses the current max_p, the
//!   gentle part the initial one (ns-2 works out that line once, at reset).

use super::{Arrival, DropKind};
use crate::ns2_stream::{SharedStream, Streams};
use crate::rng::Rng;
use crate::scenario::{AdaptiveRedSpec, QueueSpec};

/// A RED queue's parameters in force on a link: automatic ones worked out as ns-2.35's
/// `REDQueue::initialize_params` does (from the link's `ptc`, small packets per second).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RedParams {
    pub min_th: f64,
    pub max_th: f64,
    pub w_q: f64,
    /// Adaptive RED's `bottom` (its automatic value; unused without adaptive).
    pub bottom: f64,
}

impl RedParams {
    /// ns-2: `ptc = bandwidth / (8 mean_pktsize)`; `q_weight_ -1`: 1 - exp(-1 / (10 rtt ptc))
    /// with rtt = max(3 (delay + 1/ptc), 0.1 s), or with a time constant tc of the average
    /// 1 - exp(-(1 s / tc) / ptc) (`q_weight_ 0`: tc = 1 s, `-2`: 0.1 s, the same arithmetic as
    /// ns-2's -1/ptc and -10/ptc); `thresh_ 0`: max(5, targetdelay ptc / 2)
    /// packets; `maxthresh_ 0`: three times min_th; `bottom_ 0`: min(0.01, 80,000 / bandwidth).
    pub fn resolve(spec: &QueueSpec, bandwidth_bps: u64, delay_ns: u64) -> RedParams {
        let QueueSpec::Red {
            min_th, max_th, w_q, w_q_time_constant_ns, mean_pkt_bytes, target_delay_ns, adaptive, ..
        } = *spec
        else {
            unreachable!("RedParams::resolve needs a RED spec")
        };
        let bandwidth = bandwidth_bps as f64;
        let ptc = bandwidth / (8.0 * mean_pkt_bytes as f64);
        let w_q = w_q.unwrap_or_else(|| match w_q_time_constant_ns {
            Some(tc) => 1.0 - (-(1e9 / tc as f64) / ptc).exp(),
            None => {
                let rtt = (3.0 * (delay_ns as f64 / 1e9 + 1.0 / ptc)).max(0.1);
                1.0 - (-1.0 / (10.0 * rtt * ptc)).exp()
            }
        });
        let min_th = min_th.unwrap_or_else(|| (target_delay_ns as f64 / 1e9 * ptc / 2.0).max(5.0));
        let max_th = max_th.unwrap_or(3.0 * min_th);
        let bottom = adaptive.and_then(|a| a.bottom).unwrap_or_else(|| (80000.0 / bandwidth).min(0.01));
        RedParams { min_th, max_th, w_q, bottom }
    }
}

/// Adaptive RED's state (ns-2 `cur_max_p`, `lastset`).
struct Adaptive {
    spec: AdaptiveRedSpec,
    bottom: f64,
    /// When max_p last changed, in seconds (ns-2 compares doubles).
    last_set_s: f64,
}

/// Idle-time decay steps done one multiplication at a time, as ns-2 does them (`update_avg`).
const EXACT_DECAY_STEPS: u64 = 1 << 20;

pub struct Red {
    limit_pkts: u32,
    min_th: f64,
    max_th: f64,
    /// The current max_p (Adaptive RED moves it; ns-2 `cur_max_p`).
    pub max_p: f64,
    /// The gentle line, p = gentle_slope avg + gentle_offset, worked out from the initial max_p
    /// (ns-2 `v_c`, `v_d`).
    gentle_slope: f64,
    gentle_offset: f64,
    w_q: f64,
    gentle: bool,
    wait: bool,
    /// Small packets per second the link could send: idle decay rate.
    pkts_per_s: f64,
    /// Average queue length (packets).
    pub avg: f64,
    /// Arrivals since the last drop, while avg has stayed at or above min_th.
    count: u32,
    /// Byte mode: the size of every packet in `count`; `mean_pkt` the typical packet size.
    byte_mode: bool,
    count_bytes: u64,
    mean_pkt: u64,
    /// avg was above min_th at the previous arrival (ns-2 `edv_.old`).
    above_min: bool,
    /// ns-2 `use_mark_p_` and `mark_p_`; the curve's probability at the last early decision
    /// (ns-2 `v_prob1`).
    use_mark_p: bool,
    mark_p: f64,
    last_p_b: f64,
    adaptive: Option<Adaptive>,
    /// Replaying an ns-2 run: early-drop draws come from ns-2's stream (shared with the other
    /// RED queues given it), not the link's.
    ns2_stream: Option<SharedStream>,
}

impl Red {
    pub fn new(spec: &QueueSpec, bandwidth_bps: u64, delay_ns: u64, streams: &mut Streams) -> Red {
        let QueueSpec::Red {
            limit_pkts,
            max_p,
            gentle,
            wait,
            mean_pkt_bytes,
            ns2_stream,
            adaptive,
            byte_mode,
            use_mark_p,
            mark_p,
            ..
        } = *spec
        else {
            unreachable!("Red::new needs a RED spec")
        };
        let RedParams { mut min_th, mut max_th, w_q, bottom } = RedParams::resolve(spec, bandwidth_bps, delay_ns);
        if byte_mode {
            // ns-2 `reset()`: thresholds given in packets, kept in bytes.
            min_th *= mean_pkt_bytes as f64;
            max_th *= mean_pkt_bytes as f64;
        }
        Red {
            limit_pkts,
            min_th,
            max_th,
            max_p,
            gentle_slope: (1.0 - max_p) / max_th,
            gentle_offset: 2.0 * max_p - 1.0,
            w_q,
            gentle,
            wait,
            pkts_per_s: bandwidth_bps as f64 / (8.0 * mean_pkt_bytes as f64),
            avg: 0.0,
            count: 0,
            byte_mode,
            count_bytes: 0,
            mean_pkt: u64::from(mean_pkt_bytes),
            above_min: false,
            use_mark_p,
            mark_p,
            last_p_b: 0.0,
            adaptive: adaptive.map(|spec| Adaptive { spec, bottom, last_set_s: 0.0 }),
            // The scenario's check refused a state that is not one.
            ns2_stream: ns2_stream.and_then(|state| streams.get(state)),
        }
    }

    /// Whether its early-drop draws come from ns-2's stream shared with other queues (a
    /// replayed ns-2 run): then its decisions must come in event order (`express_links_for`).
    pub fn draws_shared_stream(&self) -> bool {
        self.ns2_stream.is_some()
    }

    /// Update the average for an arrival that sees `q` packets waiting.
    ///
    /// After an idle period, as ns-2's `enque` and `estimator`: m = int(ptc * (now - idletime))
    /// with both instants in seconds as doubles (their difference rounds as ns-2's does: an
    /// idle time of exactly 20 ms at 500 packets/s gives m = 9 there, as here, not 10), then m
    /// multiplications by 1 - w_q, one at a time (a power rounds differently). The loop stops
    /// where avg no longer changes (0, or the smallest subnormal, which 1 - w_q maps to itself:
    /// ns-2 would go on multiplying for nothing), and after `EXACT_DECAY_STEPS` steps the rest
    /// is one power: a fast link idle for long gives m in the 10^14s, which ns-2's loop takes
    /// hours over. At w_q = 0.002 the average is 0 long before (0.998^2^20 is 10^-911), so the
    /// power matters only for a w_q below about 10^-3.
    fn update_avg(&mut self, a: &Arrival) {
        if let Some(since) = a.idle_since {
            let idle_s = a.now as f64 / 1e9 - since as f64 / 1e9;
            let mut m = (self.pkts_per_s * idle_s) as u64;
            let keep = 1.0 - self.w_q;
            let mut steps = 0;
            while m > 0 {
                if steps == EXACT_DECAY_STEPS {
                    self.avg *= keep.powf(m as f64);
                    break;
                }
                let next = self.avg * keep;
                if next == self.avg {
                    break;
                }
                self.avg = next;
                m -= 1;
                steps += 1;
            }
        }
        let sample = if self.byte_mode { a.waiting_bytes as f64 } else { a.waiting_pkts as f64 };
        self.avg = (1.0 - self.w_q) * self.avg + self.w_q * sample;
        if self.adaptive.is_some() {
            self.adapt_max_p(a.now as f64 / 1e9);
        }
    }

    /// Adaptive RED (ns-2 `updateMaxP`, after each new average, once `now` is past the last
    /// change by more than the interval): below min_th + 0.4 (max_th - min_th) max_p falls by
    /// beta while above `bottom`; above max_th - 0.4 (max_th - min_th) it rises by min(alpha,
    /// max_p / 4) while below `top`. Neither bound clamps the step, as in ns-2.
    fn adapt_max_p(&mut self, now_s: f64) {
        let Some(ad) = &mut self.adaptive else { return };
        if !(now_s > ad.last_set_s + ad.spec.interval_ns as f64 / 1e9) {
            return;
        }
        let part = 0.4 * (self.max_th - self.min_th);
        if self.avg < self.min_th + part && self.max_p > ad.bottom {
            self.max_p *= ad.spec.beta;
            ad.last_set_s = now_s;
        } else if self.avg > self.max_th - part && ad.spec.top > self.max_p {
            self.max_p += ad.spec.alpha.min(0.25 * self.max_p);
            ad.last_set_s = now_s;
        }
    }

    /// The base drop probability p_b for the current average, in ns-2's arithmetic
    /// (`calculate_p_new`): (avg - min_th)/(max_th - min_th) as `v_a avg + v_b`, times max_p.
    fn base_probability(&self) -> f64 {
        if self.avg < self.max_th {
            let span = self.max_th - self.min_th;
            (1.0 / span * self.avg - self.min_th / span) * self.max_p
        } else if self.gentle {
            // Below 2 max_th unless `use_mark_p` sends the averages above the curve here.
            (self.gentle_slope * self.avg + self.gentle_offset).min(1.0)
        } else {
            1.0 // only with `use_mark_p`
        }
    }

    /// Whether the early verdict just given may be a CE mark for an ECN-capable packet (ns-2
    /// `drop_early`: with `use_mark_p_`, only while `v_prob1 < mark_p_`).
    pub fn markable(&self) -> bool {
        !self.use_mark_p || self.last_p_b < self.mark_p
    }

    /// The actual drop probability for a packet of `size` bytes after spacing by `count` (ns-2
    /// `modify_p`; in byte mode the count is whole mean-size packets and the result scales by
    /// size).
    fn spaced_probability(&self, p_b: f64, size: u32) -> f64 {
        let count = if self.byte_mode { (self.count_bytes / self.mean_pkt) as f64 } else { self.count as f64 };
        let cp = count * p_b;
        let mut p = if self.wait {
            if cp < 1.0 {
                0.0
            } else if cp < 2.0 {
                p_b / (2.0 - cp)
            } else {
                1.0
            }
        } else if cp < 1.0 {
            p_b / (1.0 - cp)
        } else {
            1.0
        };
        if self.byte_mode && p < 1.0 {
            p = p * f64::from(size) / self.mean_pkt as f64;
        }
        p.min(1.0)
    }

    pub fn admit(&mut self, a: &Arrival, rng: &mut Rng) -> Option<DropKind> {
        self.update_avg(a);
        self.count += 1;
        self.count_bytes += u64::from(a.size);
        // ns-2's `qlen`: packets waiting, or their bytes in byte mode.
        let (qlen, qlim) = if self.byte_mode {
            (a.waiting_bytes, u64::from(self.limit_pkts) * self.mean_pkt)
        } else {
            (u64::from(a.waiting_pkts), u64::from(self.limit_pkts))
        };
        let mut verdict = None;
        if self.avg >= self.min_th && qlen > 1 {
            let forced_at = if self.gentle { 2.0 * self.max_th } else { self.max_th };
            if !self.use_mark_p && self.avg >= forced_at {
                verdict = Some(DropKind::Overflow);
            } else if !self.above_min {
                // Just crossed min_th: start counting (ns-2 sets count = 1 here).
                self.above_min = true;
                self.count = 1;
                self.count_bytes = u64::from(a.size);
            } else {
                self.last_p_b = self.base_probability();
                let p = self.spaced_probability(self.last_p_b, a.size);
                // Drawn whatever p (ns-2's `drop_early` draws even when p is 0), and `<=` as ns-2.
                let u = match &self.ns2_stream {
                    Some(stream) => stream.lock().expect("one simulation, one thread").ns2_uniform(),
                    None => rng.uniform(),
                };
                if u <= p {
                    verdict = Some(DropKind::Early);
                }
            }
        } else {
            self.above_min = false;
        }
        // The physical limit overrides an early verdict, as in ns-2 (`qlen >= qlim` makes any
        // drop type forced): an early mark of an ECN-capable packet must not take it into a
        // full queue.
        if qlen >= qlim {
            verdict = Some(DropKind::Overflow);
        }
        if verdict.is_some() {
            self.count = 0;
            self.count_bytes = 0;
        }
        verdict
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Component;

    fn red(gentle: bool, wait: bool) -> Red {
        red_on(4_000_000, gentle, wait)
    }

    fn red_on(bandwidth_bps: u64, gentle: bool, wait: bool) -> Red {
        let mut spec = QueueSpec::red(100, 5.0, 15.0);
        if let QueueSpec::Red { gentle: g, wait: w, .. } = &mut spec {
            (*g, *w) = (gentle, wait);
        }
        Red::new(&spec, bandwidth_bps, 0, &mut Streams::default())
    }

    fn arrival(q: u32) -> Arrival {
        Arrival { now: 0, waiting_pkts: q, waiting_bytes: 0, busy: true, idle_since: None, size: 500, free_at: 0 }
    }

    #[test]
    fn ewma_matches_hand_computation() {
        let mut r = red(false, true);
        let mut rng = Rng::new(0, Component::LinkQueue, 0);
        // Three arrivals seeing 10 waiting packets: avg = 10 (1 - 0.998^3).
        for _ in 0..3 {
            r.admit(&arrival(10), &mut rng);
        }
        let expected = 10.0 * (1.0 - 0.998f64.powi(3));
        assert!((r.avg - expected).abs() < 1e-12);
    }

    #[test]
    fn a_long_idle_time_on_a_fast_link_ends() {
        // 2^64-1 b/s, 500 B packets: 4.6e15 small packets a second, 40 ms idle gives m = 1.8e14.
        // Multiplying one at a time took hours (the average sticks at the smallest subnormal).
        let mut q = red_on(u64::MAX, false, true);
        q.avg = 10.0;
        let a = Arrival { now: 50_000_000, idle_since: Some(10_000_000), waiting_pkts: 0, ..arrival(0) };
        q.update_avg(&a);
        assert!(q.avg < 1e-300, "{}", q.avg);
        // With a tiny w_q the power finishes the decay: 10 x (1 - w_q)^m, about 10 e^-184.
        let mut q = red_on(u64::MAX, false, true);
        q.w_q = 1e-12;
        q.avg = 10.0;
        q.update_avg(&a);
        let m = (u64::MAX as f64 / 4000.0 * 0.04).floor();
        let expected = 10.0 * (1.0 - 1e-12f64).powf(m);
        assert!((q.avg / expected - 1.0).abs() < 1e-9, "{} vs {expected}", q.avg);
    }

    #[test]
    fn idle_time_decays_average() {
        let mut r = red(false, true);
        let mut rng = Rng::new(0, Component::LinkQueue, 0);
        r.avg = 10.0;
        // 4 Mb/s with 500 B packets: 1000 small packets per second; 10 ms idle -> m = 10.
        let a = Arrival { now: 20_000_000, idle_since: Some(10_000_000), waiting_pkts: 0, ..arrival(0) };
        r.admit(&a, &mut rng);
        let expected = 10.0 * 0.998f64.powi(10) * 0.998;
        assert!((r.avg - expected).abs() < 1e-9, "{} vs {}", r.avg, expected);
    }

    #[test]
    fn idle_time_is_counted_as_ns2_counts_it() {
        // ns-2: m = int(ptc * (now - idletime_)) in doubles. At 2 Mb/s with 500 B packets
        // (ptc 500) an idle time from 8.254168 s to 8.274168 s, exactly 20 ms, gives
        // 500 * (8.274168 - 8.254168) = 9.9999999999998 there, so m = 9 (not 10).
        let mut r = red_on(2_000_000, false, true);
        let mut rng = Rng::new(0, Component::LinkQueue, 0);
        r.avg = 10.0;
        let a = Arrival { now: 8_274_168_000, idle_since: Some(8_254_168_000), ..arrival(0) };
        r.admit(&a, &mut rng);
        let mut expected = 10.0;
        for _ in 0..10 {
            expected *= 0.998; // nine for the idle time, one for the arrival
        }
        assert_eq!(r.avg, expected);
    }

    #[test]
    fn forced_above_max_th_unless_gentle() {
        let mut rng = Rng::new(0, Component::LinkQueue, 0);
        let mut r = red(false, true);
        r.avg = 20.0;
        assert_eq!(r.admit(&arrival(20), &mut rng), Some(DropKind::Overflow));
        // Gentle at avg 20 (< 2 max_th = 30): p_b = 0.1 + 0.9 * 5/15 = 0.4; not always forced.
        let mut g = red(true, false);
        g.above_min = true;
        let mut drops = 0;
        for _ in 0..10_000 {
            g.avg = 20.0;
            g.count = 0;
            if g.admit(&arrival(20), &mut rng).is_some() {
                drops += 1;
            }
        }
        // avg after the update with q = 20 stays 20; count = 1 at the decision: p_a = p_b/(1-p_b).
        let p_b: f64 = 0.1 + 0.9 * 5.0 / 15.0;
        let p_a = p_b / (1.0 - p_b);
        let rate = drops as f64 / 10_000.0;
        assert!((rate - p_a).abs() < 0.02, "rate {rate} vs {p_a}");
    }

    #[test]
    fn wait_mode_spaces_drops_uniformly_between_1_and_2_over_pb() {
        // Hold avg fixed at the midpoint: p_b = 0.05 -> gaps uniform on {20..39}, mean 29.5.
        let mut rng = Rng::new(3, Component::LinkQueue, 0);
        let mut r = red(false, true);
        r.w_q = 1e-12;
        r.avg = 10.0;
        r.above_min = true;
        let mut gaps = vec![];
        let mut since = 0u32;
        for _ in 0..200_000 {
            since += 1;
            if r.admit(&arrival(10), &mut rng).is_some() {
                gaps.push(since);
                since = 0;
            }
        }
        let mean = gaps.iter().map(|&g| g as f64).sum::<f64>() / gaps.len() as f64;
        assert!(gaps.iter().all(|&g| (20..=41).contains(&g)), "gap outside [1/p_b, 2/p_b]");
        assert!((mean - 29.5).abs() < 0.5, "mean gap {mean}");
    }

    #[test]
    fn no_early_drop_below_min_th() {
        let mut rng = Rng::new(0, Component::LinkQueue, 0);
        let mut r = red(false, false);
        for _ in 0..1000 {
            assert_eq!(r.admit(&arrival(4), &mut rng), None);
        }
    }

    #[test]
    fn the_physical_limit_overrides_an_early_verdict() {
        // Average at max_p's midpoint with count high enough that p_a = 1 (no wait): every
        // arrival would be an early drop, but one that finds the queue full is a forced drop
        // (so with ECN it is dropped, not marked and taken in).
        let mut rng = Rng::new(0, Component::LinkQueue, 0);
        let mut r = red(false, false);
        r.w_q = 1e-12;
        r.avg = 10.0;
        r.above_min = true;
        r.count = 1000;
        assert_eq!(r.admit(&arrival(99), &mut rng), Some(DropKind::Early));
        r.count = 1000;
        assert_eq!(r.admit(&arrival(100), &mut rng), Some(DropKind::Overflow));
    }

    fn auto_spec(adaptive: Option<AdaptiveRedSpec>) -> QueueSpec {
        let mut spec = QueueSpec::red(100, 0.0, 0.0);
        if let QueueSpec::Red { min_th, max_th, w_q, adaptive: a, gentle, .. } = &mut spec {
            (*min_th, *max_th, *w_q, *a, *gentle) = (None, None, None, adaptive, true);
        }
        spec
    }

    #[test]
    fn automatic_parameters_are_ns2s() {
        // 10 Mb/s, 500 B: ptc = 2,500 packets/s. min_th = max(5, 0.005 x 2500 / 2) = 6.25,
        // max_th = 18.75; rtt = 3 (0.02 + 1/2500) = 0.0612 s, raised to 0.1 s, so w_q =
        // 1 - exp(-1/(10 x 0.1 x 2500)) = 1 - exp(-0.0004); bottom = min(0.01, 80000/1e7).
        let p = RedParams::resolve(&auto_spec(None), 10_000_000, 20_000_000);
        assert_eq!((p.min_th, p.max_th, p.bottom), (6.25, 18.75, 0.008));
        assert_eq!(p.w_q, 1.0 - (-0.0004f64).exp());
        // A long path keeps its own rtt: 3 (0.5 + 0.0004) s; a slow link keeps min_th at 5.
        let p = RedParams::resolve(&auto_spec(None), 10_000_000, 500_000_000);
        assert_eq!(p.w_q, 1.0 - (-1.0f64 / (10.0 * (3.0 * (0.5 + 1.0 / 2500.0)) * 2500.0)).exp());
        let p = RedParams::resolve(&auto_spec(None), 1_000_000, 20_000_000);
        assert_eq!((p.min_th, p.max_th, p.bottom), (5.0, 15.0, 0.01));
    }

    #[test]
    fn a_time_constant_gives_ns2s_q_weight_0_and_minus_2() {
        // ns-2 red.cc `initialize_params`: q_weight_ 0 is 1 - exp(-1/ptc), -2 is 1 - exp(-10/ptc);
        // 10 Mb/s of 500 B packets: ptc = 2,500. The delay does not enter.
        let with = |tc: u64| {
            let mut spec = auto_spec(None);
            if let QueueSpec::Red { w_q_time_constant_ns, .. } = &mut spec {
                *w_q_time_constant_ns = Some(tc);
            }
            RedParams::resolve(&spec, 10_000_000, 20_000_000).w_q
        };
        assert_eq!(with(1_000_000_000), 1.0 - (-1.0f64 / 2500.0).exp());
        assert_eq!(with(100_000_000), 1.0 - (-10.0f64 / 2500.0).exp());
        // Any other: the average's time constant is tc, 1/ln(1/(1 - w_q)) = tc ptc packets.
        let w = with(250_000_000);
        assert!((1.0 / (1.0 / (1.0 - w)).ln() - 625.0).abs() < 1e-6, "w_q {w}");
    }

    #[test]
    fn adaptive_red_steps_max_p_at_most_once_per_interval() {
        let spec = AdaptiveRedSpec { alpha: 0.01, beta: 0.9, interval_ns: 500_000_000, top: 0.5, bottom: None };
        // 1 Mb/s: thresholds 5 and 15, target band [9, 11], bottom 0.01.
        let mut r = Red::new(&auto_spec(Some(spec)), 1_000_000, 20_000_000, &mut Streams::default());
        r.w_q = 1e-12; // the average stays where it is set
        r.avg = 14.0;
        r.adapt_max_p(0.5); // not after 0 + 0.5 s
        assert_eq!(r.max_p, 0.1);
        r.adapt_max_p(0.6); // above the band: + min(0.01, 0.1/4)
        assert_eq!(r.max_p, 0.1 + 0.01);
        r.adapt_max_p(1.0); // within 0.5 s of that change
        assert_eq!(r.max_p, 0.11);
        r.avg = 10.0; // in the band: nothing
        r.adapt_max_p(2.0);
        assert_eq!(r.max_p, 0.11);
        r.avg = 6.0; // below it: x 0.9
        r.adapt_max_p(2.2);
        assert_eq!(r.max_p, 0.11 * 0.9);
        // The linear part follows max_p, the gentle part keeps the initial 0.1 (ns-2).
        r.avg = 10.0;
        assert_eq!(r.base_probability(), (1.0 / 10.0 * 10.0 - 5.0 / 10.0) * (0.11 * 0.9));
        r.avg = 20.0;
        assert_eq!(r.base_probability(), (1.0 - 0.1) / 15.0 * 20.0 + (2.0 * 0.1 - 1.0));
    }

    #[test]
    fn byte_mode_counts_bytes_and_scales_by_size() {
        let mut spec = QueueSpec::red(10, 5.0, 15.0);
        if let QueueSpec::Red { w_q, byte_mode, .. } = &mut spec {
            (*w_q, *byte_mode) = (Some(0.5), true);
        }
        let mut r = Red::new(&spec, 4_000_000, 0, &mut Streams::default());
        let mut rng = Rng::new(0, Component::LinkQueue, 0);
        // Thresholds of 5 and 15 packets of 500 B are 2,500 and 7,500 bytes; the limit 5,000 B.
        assert_eq!((r.min_th, r.max_th), (2500.0, 7500.0));
        // The average takes bytes: half of 3,000 with w_q = 1/2.
        let a = Arrival { waiting_pkts: 3, waiting_bytes: 3000, size: 1040, ..arrival(3) };
        assert_eq!(r.admit(&a, &mut rng), None);
        assert_eq!(r.avg, 1500.0);
        // The limit: 4,999 bytes waiting is room, 5,000 is full (whatever the average).
        r.avg = 0.0;
        assert_eq!(r.admit(&Arrival { waiting_bytes: 4999, ..a }, &mut rng), None);
        r.avg = 0.0;
        assert_eq!(r.admit(&Arrival { waiting_bytes: 5000, ..a }, &mut rng), Some(DropKind::Overflow));
        // The spacing counts whole mean-size packets of the bytes since the last drop, and a
        // probability below one scales by size / 500: p_b = 0.1 with 7,500 B counted (15
        // packets, count p_b = 1.5) is 0.1 / 0.5 = 0.2, for 1,040 B 0.416; with 15,000 B
        // (count p_b = 3) it is 1, unscaled.
        r.count_bytes = 7500;
        assert_eq!(r.spaced_probability(0.1, 1040), 0.1 / (2.0 - 15.0 * 0.1) * 1040.0 / 500.0);
        r.count_bytes = 7999; // still 15 whole packets
        assert_eq!(r.spaced_probability(0.1, 1040), 0.1 / (2.0 - 15.0 * 0.1) * 1040.0 / 500.0);
        r.count_bytes = 15000;
        assert_eq!(r.spaced_probability(0.1, 1040), 1.0);
        r.count_bytes = 3000; // 6 packets: count p_b below one, no drop
        assert_eq!(r.spaced_probability(0.1, 1040), 0.0);
    }

    #[test]
    fn use_mark_p_drops_above_the_curve_early_and_marks_only_below_mark_p() {
        let spec = |bytes| {
            let mut spec = QueueSpec::red(100, 5.0, 15.0);
            if let QueueSpec::Red { w_q, byte_mode, use_mark_p, mark_p, ecn, .. } = &mut spec {
                (*w_q, *byte_mode, *use_mark_p, *mark_p, *ecn) = (Some(1e-12), bytes, true, 0.05, true);
            }
            spec
        };
        let mut rng = Rng::new(0, Component::LinkQueue, 0);
        // Packet mode, average 20 above max_th: not forced but early with p = 1, not markable.
        let mut r = Red::new(&spec(false), 4_000_000, 0, &mut Streams::default());
        r.avg = 20.0;
        r.above_min = true;
        assert_eq!(r.admit(&arrival(20), &mut rng), Some(DropKind::Early));
        assert!(!r.markable());
        // Average 10: p_b = 0.05, not below mark_p: dropped, not marked; at 9, 0.04: markable.
        r.avg = 10.0;
        r.count = 100;
        assert_eq!(r.admit(&arrival(10), &mut rng), Some(DropKind::Early));
        assert!(!r.markable());
        r.avg = 9.0;
        r.count = 100;
        assert_eq!(r.admit(&arrival(9), &mut rng), Some(DropKind::Early));
        assert!(r.markable());
        // Byte mode, average above max_th (7,500 B): right after a drop a 40 B packet counts
        // 0 whole packets, so p = 0 and it passes; a 1,040 B one counts 2 and is dropped.
        let mut r = Red::new(&spec(true), 4_000_000, 0, &mut Streams::default());
        r.avg = 10_000.0;
        r.above_min = true;
        let small = Arrival { waiting_bytes: 10_000, size: 40, ..arrival(10) };
        assert_eq!(r.admit(&small, &mut rng), None);
        r.count_bytes = 0;
        let large = Arrival { size: 1040, ..small };
        assert_eq!(r.admit(&large, &mut rng), Some(DropKind::Early));
    }

    #[test]
    fn physical_limit_counts_the_waiting_packets() {
        // ns-2's RED: with limit 100, an arrival that finds 99 waiting behind the packet in
        // transmission is taken (100 in the system afterwards would be DropTail's limit), one
        // that finds 100 is dropped. Average below min_th: no early drop.
        let mut rng = Rng::new(0, Component::LinkQueue, 0);
        let mut r = red(false, false);
        assert_eq!(r.admit(&arrival(99), &mut rng), None);
        assert_eq!(r.admit(&arrival(100), &mut rng), Some(DropKind::Overflow));
    }
}
