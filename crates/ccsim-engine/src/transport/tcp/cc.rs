//! Window rules that keep state beyond cwnd: CUBIC (RFC 9438), Vegas (Brakmo & Peterson 1995)
//! and BBR v1 (Cardwell et al. 2016/2017; draft-cardwell-iccrg-bbr-congestion-control-00).
//! The stateless AIMD and binomial rules stay in `window` with ns-2's arithmetic; the sender
//! consults a `Controller` only for these rules, so the paths of the older rules are untouched.
//!
//! Windows are in packets and times in ns, as everywhere in the sender.

use crate::rng::Rng;
use crate::scenario::WindowSpec;
use crate::time::SimTime;

const NS: f64 = 1e9;

/// CUBIC (RFC 9438).
///
/// * Congestion avoidance (Section 4.2, eq. 1): W_cubic(t) = C (t - K)^3 + W_max, t the time
///   since the current congestion-avoidance epoch began, K = cbrt((W_max - cwnd_epoch) / C)
///   (eq. 2), which is cbrt(W_max (1 - beta) / C) after a decrease from W_max. The epoch begins
///   at the first ACK in congestion avoidance after a decrease or slow start; if no W_max is
///   known above the window then, W_max = cwnd and K = 0.
/// * Per ACK (Sections 4.4, 4.5): target = W_cubic(t + RTT) clamped to [cwnd, 1.5 cwnd];
///   cwnd += (target - cwnd) / cwnd. RTT is the smoothed RTT. The RFC asks for this step "for
///   each received ACK", however many segments it acknowledges, so a delayed ACK takes one step
///   (Linux scales it by the segments acknowledged; ccsim keeps the RFC's wording). The curve
///   is a function of time, so the ACK ratio only changes how finely cwnd tracks it.
/// * Reno-friendly region (Section 4.3): W_est starts at cwnd_epoch and grows per ACK by
///   alpha_cubic segments_acked / cwnd (segments_acked: the packets the ACK newly acknowledges,
///   two for a delayed ACK), alpha_cubic = 3 (1 - beta) / (1 + beta), and by segments_acked /
///   cwnd once W_est reaches the window before the last decrease; while W_cubic(t) < W_est,
///   cwnd = W_est. Integrated over ACK-clocked rounds this is RFC 8312's W_est(t) = W_max beta
///   + 3 (1 - beta)/(1 + beta) t / RTT, whatever the ACK ratio.
/// * Decrease (Section 4.6): ssthresh = cwnd = max(beta W, 2); with fast convergence (Section
///   4.7) a decrease below the previous W_max remembers W_max = W (1 + beta) / 2, else W_max = W.
/// * Timeout (Section 4.8; RFC 8312 Section 4.7): ssthresh = max(beta W, 2) as on a decrease
///   (W_max and cwnd_prior are updated as there) and cwnd = 1; the slow start that follows is
///   Reno's. The first congestion-avoidance epoch after the timeout uses K = 0 and W_max =
///   cwnd at its beginning, with W_est restarting from that cwnd, so the window grows as
///   cwnd_epoch + C t^3 rather than back toward the W_max from before the timeout. A fast
///   retransmit before that epoch begins sets W_max afresh (Section 4.6) and ends this rule.
#[derive(Debug, Clone)]
pub struct Cubic {
    pub c: f64,
    pub beta: f64,
    pub fast_convergence: bool,
    pub tcp_friendly: bool,
    pub w_max: f64,
    /// The window before the last decrease (cwnd_prior).
    pub w_prior: f64,
    pub k: f64,
    pub epoch: Option<SimTime>,
    pub w_est: f64,
    /// A timeout came after the last epoch began: the next epoch starts with K = 0 and W_max =
    /// cwnd (Section 4.8).
    pub after_timeout: bool,
}

impl Cubic {
    pub fn w_cubic(&self, t_s: f64) -> f64 {
        self.c * (t_s - self.k).powi(3) + self.w_max
    }

    /// The window after an ACK in congestion avoidance that newly acknowledges `acked` packets.
    fn on_ack(&mut self, cwnd: f64, now: SimTime, srtt_ns: f64, acked: u64) -> f64 {
        let start = *self.epoch.get_or_insert(now);
        if start == now && self.w_est == 0.0 {
            // A new epoch (Section 4.2); the first after a timeout has K = 0 and W_max = cwnd
            // (Section 4.8).
            if self.after_timeout || self.w_max < cwnd {
                self.after_timeout = false;
                self.w_max = cwnd;
                self.k = 0.0;
            } else {
                self.k = ((self.w_max - cwnd) / self.c).cbrt();
            }
            self.w_est = cwnd;
        }
        let t = (now - start) as f64 / NS;
        let rtt = srtt_ns / NS;
        let mut target = self.w_cubic(t + rtt);
        target = target.clamp(cwnd, 1.5 * cwnd);
        let mut next = cwnd + (target - cwnd) / cwnd;
        if self.tcp_friendly {
            let alpha = if self.w_est >= self.w_prior { 1.0 } else { 3.0 * (1.0 - self.beta) / (1.0 + self.beta) };
            // Section 4.3: W_est += alpha_cubic * segments_acked / cwnd.
            self.w_est += alpha * acked as f64 / cwnd;
            if self.w_cubic(t) < self.w_est {
                next = next.max(self.w_est);
            }
        }
        next
    }

    fn remember(&mut self, w: f64) {
        self.w_max = if self.fast_convergence && w < self.w_max { w * (1.0 + self.beta) / 2.0 } else { w };
        self.w_prior = w;
        self.epoch = None;
        self.w_est = 0.0;
        self.after_timeout = false;
    }
}

/// TCP Vegas (Brakmo & Peterson, "TCP Vegas: End to End Congestion Avoidance on a Global
/// Internet", IEEE JSAC 13(8), 1995, Section 3.2), with the slow start of Section 3.3.
///
/// BaseRTT is the smallest RTT sample; once per RTT (an epoch ends when the packet sent at its
/// start is acknowledged; `Vegas::restart_epoch` after a reduction) the epoch's smallest sample
/// is the RTT (ACKs covering a resent packet give none, Karn's rule), and
/// diff = cwnd (1 - BaseRTT / RTT), the packets the flow keeps queued. In congestion avoidance
/// cwnd grows by 1 when diff < alpha and shrinks by 1 when diff > beta (ssthresh then below it,
/// as in Linux, lest the smaller window count as slow start). Slow start grows cwnd
/// only every other RTT and ends when diff > gamma, with cwnd set to the rate actually achieved
/// (cwnd BaseRTT / RTT, plus one) and ssthresh just below it (as Linux's `tcp_vegas` does).
/// Losses are handled as Reno's (halving), which the paper keeps for loss recovery.
#[derive(Debug, Clone)]
pub struct Vegas {
    pub alpha: f64,
    pub beta: f64,
    pub gamma: f64,
    pub base_rtt: Option<u64>,
    epoch_min: Option<u64>,
    epoch_end: i64,
    grow_this_rtt: bool,
}

impl Vegas {
    /// After a window reduction (a timeout, a fast retransmit, an ECN echo) the next ACK begins
    /// a new epoch, whose end is the next packet to send (`AckInfo::next_seq`: Tahoe and a
    /// timeout go back to the first hole), and a slow start from there grows in its first round
    /// trip. The epoch under way would end only once the highest packet sent before is
    /// acknowledged: resending one packet per round trip, as many round trips as packets were
    /// outstanding, with cwnd held at one if that epoch was one of slow start's pauses.
    fn restart_epoch(&mut self) {
        self.epoch_end = 0;
        self.epoch_min = None;
        // The next ACK begins an epoch, which turns this on in slow start.
        self.grow_this_rtt = false;
    }
}

/// What an ACK tells the controllers.
#[derive(Debug, Clone, Copy)]
pub struct AckInfo {
    pub now: SimTime,
    /// RTT of the newest packet this ACK acknowledges, if none it newly acknowledges was resent.
    pub rtt: Option<u64>,
    /// Packets newly acknowledged.
    pub delivered: u64,
    pub maxseq: i64,
    /// The next packet to send: `maxseq + 1`, or below while going back N after a timeout.
    pub next_seq: i64,
    pub ack: i64,
    /// Packets in flight as RFC 6675 counts them (the sender's `pipe`).
    pub in_flight: f64,
    pub srtt: Option<f64>,
    /// Rate sample (packets/s)...
    pub rate: Option<f64>,
    /// ... and whether its packet was sent application-limited (`SentRec::app_limited`).
    pub rate_app_limited: bool,
    /// `delivered` count when the acked packet was sent (round counting).
    pub pkt_delivered: u64,
    pub total_delivered: u64,
}

/// BBR v1 (draft-cardwell-iccrg-bbr-congestion-control-00; Cardwell, Cheng, Gunn, Hassas
/// Yeganeh, Jacobson, "BBR: Congestion-Based Congestion Control", ACM Queue 2016 / CACM 2017).
///
/// * Model (Section 4.1): BtlBw is the windowed maximum of delivery-rate samples over the last
///   10 round trips; RTprop the minimum RTT sample over the last 10 s. Rate samples follow
///   draft-cheng-iccrg-delivery-rate-estimation: delivered packets over max(send elapsed, ACK
///   elapsed) since the acknowledged packet was sent. ccsim counts packets as delivered when the
///   cumulative ACK covers them (SACKed packets are not counted early). Packets sent in
///   ProbeRTT, until those in flight then are delivered, are application-limited: their
///   samples only raise BtlBw (BBRHandleProbeRTT, BBRUpdateBtlBw).
/// * States (Section 4.3): Startup (pacing and cwnd gain 2/ln 2) until BtlBw has grown less
///   than 25% in three rounds; Drain (pacing gain ln 2 / 2) until in-flight is at most
///   BBRInflight(1) = BDP + 3 packets; ProbeBW cycling pacing gains [5/4, 3/4, 1, 1, 1, 1, 1,
///   1], a phase ending after one RTprop (5/4: once the packets in flight before the ACK reach
///   5/4 BDP + 3; 3/4: or as soon as they fall to BDP + 3), starting at a random phase other
///   than 3/4, each 1/7 (cwnd gain 2); ProbeRTT (cwnd 4 packets for 200 ms and a round) when
///   RTprop has not been refreshed for 10 s. The draft's early end of a 5/4 phase on a loss is
///   not kept (ccsim's ACKs carry no count of packets newly deemed lost).
/// * cwnd (Section 4.2.3): target = cwnd_gain x BDP + 3 packets; grows by the packets delivered
///   up to it (before the pipe is full, whenever below it), at least 4. On a fast retransmit
///   the window is set to the packets in flight plus one (packet conservation, Section
///   4.2.3.4: packets_in_flight + max(packets_delivered, 1), the duplicate ACK delivering one),
///   in flight as RFC 6675 counts it, SACKed and lost packets left out (the sender's `pipe`,
///   which says what is lost without SACK), and regrows from there; after a timeout from 1.
///   When the ACKs pass the recovery's `recover` point (all losses repaired), cwnd goes back
///   to at least the window before it (`BBRRestoreCwnd`). Within recovery the sender's rules
///   send (ns-2's: Reno's inflation, Sack1's pipe); the draft's per-ACK modulation in recovery
///   is not applied.
/// * Pacing rate (Section 4.2.1): pacing_gain x BtlBw (never lower during Startup). ccsim's
///   paced and randomized schedules use it for the gap (one packet's worth at that rate, times
///   (1 + x) when randomized); the ACK-clocked schedule sends what cwnd allows at once.
#[derive(Debug, Clone)]
pub struct Bbr {
    pub state: BbrState,
    pub pacing_gain: f64,
    pub cwnd_gain: f64,
    /// (round, rate) samples kept for the max filter.
    bw_samples: Vec<(u64, f64)>,
    pub btlbw: f64,
    pub rtprop: Option<u64>,
    rtprop_stamp: SimTime,
    pub pacing_rate: f64,
    round_count: u64,
    next_round_delivered: u64,
    round_start: bool,
    filled_pipe: bool,
    full_bw: f64,
    full_bw_count: u32,
    cycle_index: usize,
    cycle_stamp: SimTime,
    probe_rtt_done: Option<SimTime>,
    probe_rtt_round_done: bool,
    prior_cwnd: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BbrState {
    Startup,
    Drain,
    ProbeBw,
    ProbeRtt,
}

const BBR_HIGH_GAIN: f64 = 2.885_390_081_777_926_8; // 2 / ln 2
const BBR_GAINS: [f64; 8] = [1.25, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0];
const BBR_MIN_CWND: f64 = 4.0;
const BBR_BW_WINDOW: u64 = 10;
const BBR_RTPROP_WINDOW: SimTime = 10_000_000_000;
const BBR_PROBE_RTT: SimTime = 200_000_000;

impl Bbr {
    fn new() -> Bbr {
        Bbr {
            state: BbrState::Startup,
            pacing_gain: BBR_HIGH_GAIN,
            cwnd_gain: BBR_HIGH_GAIN,
            bw_samples: vec![],
            btlbw: 0.0,
            rtprop: None,
            rtprop_stamp: 0,
            pacing_rate: 0.0,
            round_count: 0,
            next_round_delivered: 0,
            round_start: false,
            filled_pipe: false,
            full_bw: 0.0,
            full_bw_count: 0,
            cycle_index: 0,
            cycle_stamp: 0,
            probe_rtt_done: None,
            probe_rtt_round_done: false,
            prior_cwnd: 0.0,
        }
    }

    /// The bandwidth-delay product, packets.
    fn bdp(&self) -> f64 {
        match self.rtprop {
            Some(r) if self.btlbw > 0.0 => self.btlbw * r as f64 / NS,
            _ => 0.0,
        }
    }

    fn target_cwnd(&self, gain: f64) -> f64 {
        if self.btlbw == 0.0 {
            return 0.0;
        }
        gain * self.bdp() + 3.0
    }

    fn enter_probe_bw(&mut self, now: SimTime, rng: &mut Rng) {
        self.state = BbrState::ProbeBw;
        self.cwnd_gain = 2.0;
        // draft BBREnterProbeBW: cycle_index = GainCycleLen - 1 - random_int_between(0, 6),
        // then BBRAdvanceCyclePhase: any phase but 3/4 (5/4 included), each 1/7.
        let r = (rng.uniform() * 7.0) as usize;
        self.cycle_index = (BBR_GAINS.len() - 1 - r.min(6) + 1) % BBR_GAINS.len();
        self.pacing_gain = BBR_GAINS[self.cycle_index];
        self.cycle_stamp = now;
    }

    fn on_ack(&mut self, cwnd: f64, a: &AckInfo, rng: &mut Rng) -> f64 {
        let now = a.now;
        // Rounds (Section 4.1.1.3).
        self.round_start = false;
        if a.delivered > 0 && a.pkt_delivered >= self.next_round_delivered {
            self.next_round_delivered = a.total_delivered;
            self.round_count += 1;
            self.round_start = true;
        }
        // BtlBw max filter over the last 10 rounds, aged as samples arrive (as Linux's windowed
        // max filter, `minmax_running_max`): rounds without a sample (every ACK covering a
        // resent packet, which gives none) keep the estimate. Aged by the round count alone,
        // the filter emptied after a timeout: BtlBw 0, pacing rate 0, a flow starved.
        // An application-limited sample (one of ProbeRTT's) only raises it (BBRUpdateBtlBw:
        // "if (rs.delivery_rate >= BBR.BtlBw || !rs.is_app_limited)"), or over 10 rounds of
        // ProbeRTT at a short RTprop BtlBw fell to 4 packets per RTprop.
        let counts = |r: &f64| *r > 0.0 && (!a.rate_app_limited || *r >= self.btlbw);
        if let Some(rate) = a.rate.filter(counts) {
            self.bw_samples.push((self.round_count, rate));
            let floor = self.round_count.saturating_sub(BBR_BW_WINDOW - 1);
            self.bw_samples.retain(|&(r, _)| r >= floor);
            self.btlbw = self.bw_samples.iter().map(|&(_, b)| b).fold(0.0, f64::max);
        }
        // ProbeBW gain cycle.
        if self.state == BbrState::ProbeBw {
            if let Some(rt) = self.rtprop {
                // BBRIsNextCyclePhase, with BBRInflight(gain) = gain BDP + 3 quanta
                // (`target_cwnd`) against the packets in flight before this ACK. (The draft's
                // `rs.losses > 0` clause, which ends a 5/4 phase early on a loss, is not kept:
                // ccsim's ACKs carry no count of packets newly marked lost.)
                let elapsed = now - self.cycle_stamp > rt;
                let g = self.pacing_gain;
                let prior_in_flight = a.in_flight + a.delivered as f64;
                let advance = if g == 1.0 {
                    elapsed
                } else if g > 1.0 {
                    elapsed && prior_in_flight >= self.target_cwnd(g)
                } else {
                    elapsed || prior_in_flight <= self.target_cwnd(1.0)
                };
                if advance {
                    self.cycle_index = (self.cycle_index + 1) % BBR_GAINS.len();
                    self.pacing_gain = BBR_GAINS[self.cycle_index];
                    self.cycle_stamp = now;
                }
            }
        }
        // Full pipe (Section 4.3.2.2).
        if !self.filled_pipe && self.round_start {
            if self.btlbw >= self.full_bw * 1.25 {
                self.full_bw = self.btlbw;
                self.full_bw_count = 0;
            } else {
                self.full_bw_count += 1;
                if self.full_bw_count >= 3 {
                    self.filled_pipe = true;
                }
            }
        }
        if self.state == BbrState::Startup && self.filled_pipe {
            self.state = BbrState::Drain;
            self.pacing_gain = 1.0 / BBR_HIGH_GAIN;
            self.cwnd_gain = BBR_HIGH_GAIN;
        }
        // BBRCheckDrain: in flight at most BBRInflight(1.0).
        if self.state == BbrState::Drain && a.in_flight <= self.target_cwnd(1.0) {
            self.enter_probe_bw(now, rng);
        }
        // RTprop min filter and ProbeRTT (Sections 4.1.2, 4.3.4).
        let expired = now > self.rtprop_stamp + BBR_RTPROP_WINDOW;
        if let Some(r) = a.rtt {
            if self.rtprop.is_none_or(|m| r <= m) || expired {
                self.rtprop = Some(r);
                self.rtprop_stamp = now;
            }
        }
        if self.state != BbrState::ProbeRtt && expired && self.rtprop.is_some() {
            self.state = BbrState::ProbeRtt;
            self.pacing_gain = 1.0;
            self.cwnd_gain = 1.0;
            self.prior_cwnd = cwnd;
            self.probe_rtt_done = None;
        }
        let mut next = cwnd;
        if self.state == BbrState::ProbeRtt {
            match self.probe_rtt_done {
                None if a.in_flight <= BBR_MIN_CWND => {
                    self.probe_rtt_done = Some(now + BBR_PROBE_RTT);
                    self.probe_rtt_round_done = false;
                    self.next_round_delivered = a.total_delivered;
                }
                Some(done) => {
                    if self.round_start {
                        self.probe_rtt_round_done = true;
                    }
                    if self.probe_rtt_round_done && now > done {
                        self.rtprop_stamp = now;
                        next = next.max(self.prior_cwnd);
                        if self.filled_pipe {
                            self.enter_probe_bw(now, rng);
                        } else {
                            self.state = BbrState::Startup;
                            self.pacing_gain = BBR_HIGH_GAIN;
                            self.cwnd_gain = BBR_HIGH_GAIN;
                        }
                    }
                }
                None => {}
            }
        }
        // Pacing rate.
        let rate = self.pacing_gain * self.btlbw;
        if self.filled_pipe || rate > self.pacing_rate {
            self.pacing_rate = rate;
        }
        // cwnd.
        let target = self.target_cwnd(self.cwnd_gain);
        let d = a.delivered as f64;
        if self.filled_pipe {
            next = (next + d).min(target.max(BBR_MIN_CWND));
        } else if next < target || target == 0.0 {
            next += d;
        }
        next = next.max(BBR_MIN_CWND);
        if self.state == BbrState::ProbeRtt {
            next = next.min(BBR_MIN_CWND);
        }
        next
    }
}

/// The stateful window rules.
#[derive(Debug, Clone)]
pub enum Controller {
    Cubic(Cubic),
    Vegas(Vegas),
    Bbr(Box<Bbr>),
}

impl Controller {
    pub fn new(spec: &WindowSpec) -> Option<Controller> {
        match *spec {
            WindowSpec::Cubic { c, beta, fast_convergence, tcp_friendly } => Some(Controller::Cubic(Cubic {
                c,
                beta,
                fast_convergence,
                tcp_friendly,
                w_max: 0.0,
                w_prior: 0.0,
                k: 0.0,
                epoch: None,
                w_est: 0.0,
                after_timeout: false,
            })),
            WindowSpec::Vegas { alpha, beta, gamma } => Some(Controller::Vegas(Vegas {
                alpha,
                beta,
                gamma,
                base_rtt: None,
                epoch_min: None,
                epoch_end: -1,
                grow_this_rtt: true,
            })),
            WindowSpec::Bbr {} => Some(Controller::Bbr(Box::new(Bbr::new()))),
            _ => None,
        }
    }

    /// Whether the controller needs per-packet send records (RTT and rate samples).
    pub fn needs_samples(&self) -> bool {
        !matches!(self, Controller::Cubic(_))
    }

    /// The window after a new ACK (`cwnd`, `ssthresh` before it); may change ssthresh.
    pub fn on_ack(&mut self, cwnd: f64, ssthresh: &mut f64, a: &AckInfo, rng: &mut Rng) -> f64 {
        match self {
            Controller::Cubic(c) => {
                if cwnd < *ssthresh {
                    cwnd + 1.0
                } else {
                    c.on_ack(cwnd, a.now, a.srtt.unwrap_or(0.0), a.delivered)
                }
            }
            Controller::Vegas(v) => {
                if let Some(r) = a.rtt {
                    v.base_rtt = Some(v.base_rtt.map_or(r, |b| b.min(r)));
                    v.epoch_min = Some(v.epoch_min.map_or(r, |m| m.min(r)));
                }
                let slow = cwnd < *ssthresh;
                if a.ack >= v.epoch_end {
                    // An RTT has passed (this ACK is the next one's first): decide (Section 3.2).
                    v.epoch_end = a.next_seq;
                    if slow {
                        v.grow_this_rtt = !v.grow_this_rtt;
                    }
                    if let (Some(base), Some(rtt)) = (v.base_rtt, v.epoch_min.take()) {
                        let diff = cwnd * (1.0 - base as f64 / rtt as f64);
                        if slow && diff > v.gamma {
                            let next = cwnd.min((cwnd * base as f64 / rtt as f64).floor() + 1.0).max(2.0);
                            *ssthresh = (next - 1.0).max(2.0);
                            return next;
                        } else if !slow && diff < v.alpha {
                            return cwnd + 1.0;
                        } else if !slow && diff > v.beta {
                            // ssthresh below the new window, so that it stays in congestion
                            // avoidance (Linux `tcp_vegas_ssthresh`).
                            let next = (cwnd - 1.0).max(2.0);
                            *ssthresh = ssthresh.min(next - 1.0).max(1.0);
                            return next;
                        }
                    }
                }
                // Slow start: one packet per ACK in every other round trip (Section 3.3), the
                // round trip's first ACK included, so that at one packet per round trip, every
                // ACK ending one, the window still grows.
                if slow && v.grow_this_rtt {
                    cwnd + 1.0
                } else {
                    cwnd
                }
            }
            Controller::Bbr(b) => b.on_ack(cwnd, a, rng),
        }
    }

    /// (ssthresh, cwnd) after a fast retransmit at window `w` with `in_flight` packets in flight
    /// (RFC 6675's count, SACKed and lost packets left out).
    pub fn on_loss(&mut self, w: f64, in_flight: f64) -> (f64, f64) {
        match self {
            Controller::Cubic(c) => {
                c.remember(w);
                let next = (c.beta * w).max(2.0);
                (next, next)
            }
            Controller::Vegas(v) => {
                v.restart_epoch();
                let next = (w / 2.0).max(2.0);
                (next.trunc().max(2.0), next)
            }
            Controller::Bbr(b) => {
                b.prior_cwnd = w;
                (1.0e9, (in_flight + 1.0).max(1.0))
            }
        }
    }

    /// ssthresh after a timeout at window `w` (cwnd becomes 1).
    pub fn on_timeout(&mut self, w: f64) -> f64 {
        match self {
            Controller::Cubic(c) => {
                c.remember(w);
                c.after_timeout = true;
                (c.beta * w).max(2.0)
            }
            Controller::Vegas(v) => {
                v.restart_epoch();
                (w / 2.0).trunc().max(2.0)
            }
            Controller::Bbr(b) => {
                b.prior_cwnd = w;
                1.0e9
            }
        }
    }

    /// cwnd when loss recovery (fast recovery, or the recovery after a timeout) ends, the ACKs
    /// having passed its `recover` point: BBR restores the window it had on entering it
    /// (draft-cardwell-iccrg-bbr-congestion-control-00 Section 4.2.3.4, `BBRRestoreCwnd`); the
    /// others keep theirs.
    pub fn on_recovery_exit(&mut self, cwnd: f64) -> f64 {
        match self {
            Controller::Bbr(b) => cwnd.max(b.prior_cwnd),
            _ => cwnd,
        }
    }

    /// BBR in ProbeRTT: its samples are application-limited (`TcpSender::app_limited`).
    pub fn probing_rtt(&self) -> bool {
        matches!(self, Controller::Bbr(b) if b.state == BbrState::ProbeRtt)
    }

    /// BBR's pacing rate, packets per second (None for the others or before a rate sample).
    pub fn pacing_rate(&self) -> Option<f64> {
        match self {
            Controller::Bbr(b) if b.pacing_rate > 0.0 => Some(b.pacing_rate),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probe_bw_starts_in_any_phase_but_the_three_quarter_one() {
        // draft-cardwell-00 BBREnterProbeBW: index 7 - U{0..6}, then advanced one phase: each
        // of 5/4 (index 0) and the six 1 phases (2..7) with probability 1/7, never 3/4 (index
        // 1). The index was left unadvanced: 3/4 in 1/7 of entries, 5/4 never.
        let mut rng = Rng::new(7, crate::rng::Component::Flow, 0);
        let mut seen = [0u32; 8];
        for _ in 0..7000 {
            let mut b = Bbr::new();
            b.enter_probe_bw(0, &mut rng);
            assert_eq!(b.pacing_gain, BBR_GAINS[b.cycle_index]);
            seen[b.cycle_index] += 1;
        }
        assert_eq!(seen[1], 0);
        for (i, &n) in seen.iter().enumerate().filter(|&(i, _)| i != 1) {
            assert!((800..1200).contains(&n), "phase {i} drawn {n} times of 7000, expected ~1000");
        }
    }

    fn cubic() -> Cubic {
        let Some(Controller::Cubic(c)) =
            Controller::new(&WindowSpec::Cubic { c: 0.4, beta: 0.7, fast_convergence: true, tcp_friendly: false })
        else {
            unreachable!()
        };
        c
    }

    #[test]
    fn cubic_k_and_w_cubic_hand_computed() {
        // W_max 100, beta 0.7, C 0.4: K = cbrt(100 * 0.3 / 0.4) = cbrt(75) = 4.2172 s.
        let mut c = cubic();
        c.remember(100.0);
        let cwnd = (0.7f64 * 100.0).max(2.0);
        c.on_ack(cwnd, 0, 0.0, 1);
        assert!((c.k - 75f64.cbrt()).abs() < 1e-12);
        // W(0) = 70, W(K) = W_max, W(K + 1) = 100.4.
        assert!((c.w_cubic(0.0) - 70.0).abs() < 1e-9);
        assert!((c.w_cubic(c.k) - 100.0).abs() < 1e-12);
        assert!((c.w_cubic(c.k + 1.0) - 100.4).abs() < 1e-9);
    }

    #[test]
    fn cubic_fast_convergence_lowers_w_max() {
        let mut c = cubic();
        c.remember(100.0);
        c.remember(80.0); // below the previous W_max: 80 * 1.7 / 2 = 68
        assert!((c.w_max - 68.0).abs() < 1e-12);
    }

    #[test]
    fn cubic_first_epoch_after_a_timeout_has_k_zero() {
        // W_max 100 before; a timeout at 90: ssthresh 63. The epoch after the slow start to 63
        // has K = 0 and W_max = 63 (RFC 9438 Section 4.8), the next one the usual K.
        let Some(mut cc) =
            Controller::new(&WindowSpec::Cubic { c: 0.4, beta: 0.7, fast_convergence: true, tcp_friendly: true })
        else {
            unreachable!()
        };
        let Controller::Cubic(c) = &mut cc else { unreachable!() };
        c.remember(100.0);
        assert!((cc.on_timeout(90.0) - 63.0).abs() < 1e-12);
        let Controller::Cubic(c) = &mut cc else { unreachable!() };
        c.on_ack(63.0, 1, 0.0, 1);
        assert_eq!((c.k, c.w_max), (0.0, 63.0));
        assert!((c.w_est - (63.0 + 3.0 * 0.3 / 1.7 / 63.0)).abs() < 1e-12);
        c.remember(80.0);
        c.on_ack(56.0, 2, 0.0, 1);
        assert!((c.k - ((80.0 - 56.0) / 0.4f64).cbrt()).abs() < 1e-12);
    }

    #[test]
    fn bbr_gain_constants() {
        assert!((BBR_HIGH_GAIN - 2.0 / std::f64::consts::LN_2).abs() < 1e-12);
    }
}
