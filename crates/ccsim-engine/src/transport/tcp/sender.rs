//! The TCP sender: sequence state, loss recovery and timers, with the window rule and the send
//! schedule plugged in.
//!
//! Sequence numbers count packets from 0 (ns-2 style, REFERENCE.md 1.2). The arithmetic is
//! ns-2.35's `TcpAgent` (Tahoe), `RenoTcpAgent` and `NewRenoTcpAgent` with their default settings,
//! checked against the real ns-2 by the differential suite (`ccsim validate ns2`,
//! docs/validation.md); the function named in each doc comment is the one followed:
//!
//! * cwnd is in packets (f64) and is not capped by the receiver window; the usable window is
//!   min(int(cwnd) + inflation, int(rwnd)) (`window()`); ssthresh is an integer (`ssthresh_` is an
//!   `int`), initially min(init_ssthresh, rwnd) (`reset()`).
//! * Per new ACK, partial ACKs of NewReno excepted: +1 in slow start (cwnd < ssthresh), the
//!   window rule's increment otherwise (`opencwnd`), with no byte counting. The ACK that ends fast
//!   recovery also opens the window and leaves cwnd where recovery put it (`RenoTcpAgent::recv`,
//!   `NewRenoTcpAgent::recv` with `exit_recovery_fix_` 0).
//! * Fast retransmit on the `dupack_threshold`-th duplicate ACK, if the cumulative ACK is beyond
//!   `recover` (`bugFix_`; `recover` starts one below the first packet, `bugfix_ss_`): ssthresh =
//!   int(D(W)) floored at 2, with W = min(cwnd, rwnd) and D the window rule's decrease
//!   (`slowdown`); Tahoe then sets cwnd = 1 and goes back N, Reno and NewReno set cwnd = D(W) (no
//!   floor), retransmit, and inflate by one packet per duplicate ACK (`dupwnd_`). With
//!   `first_decrease = half`, D(W) = W/2 on the flow's first decrease and on any decrease from
//!   slow start, whatever the rule (`slowdown`'s `first_decrease_` quirk, REFERENCE.md 1.2).
//! * Reno leaves recovery on any new ACK; NewReno on an ACK covering `recover`. A NewReno partial
//!   ACK (`partialnewack`) deflates the inflation by the amount acknowledged less one, taking from
//!   cwnd (floored at 1) when the inflation does not cover it; retransmits the next hole; restarts
//!   the RTO on the first partial ACK only (`newreno_changes1_`); ends RTT timing without a
//!   sample; and leaves the duplicate-ACK count running, so that the rest of recovery sends at
//!   most two packets per ACK (`send_much(0, 0, 2)`).
//! * Timeout (`TcpAgent::timeout`): ssthresh = int(W/2) floored at 2 whatever the rule, cwnd = 1,
//!   RTO backed off, go back N from the first unacknowledged packet, RTT timing abandoned.
//! * RTT timing (`output`, `newack`): one packet timed at a time, the first new packet sent when
//!   none is timed; a fast retransmit, a timeout and a partial ACK covering the timed packet
//!   cancel the timing (Karn), retransmissions alone do not. A valid sample resets the backoff.
//! * Limited Transmit (RFC 3042; ns-2 `singledup_`, `send_one`): a new packet on each early
//!   duplicate ACK while the packet stays within cwnd + dupacks.
//!
//! With `syn` the connection opens as ns-2.35's does by default (`syn_`, `delay_growth_`): a
//! header-only packet 0 with cwnd 1, the initial window once it is acknowledged.
//!
//! Beside these, each a separate branch so that the paths above keep ns-2's arithmetic:
//!
//! * `recovery = sack`: ns-2.35's `Sack1TcpAgent` (`tcp-sack1.cc`) over the scoreboard of
//!   `sack`: a duplicate ACK counts only when its SACK blocks tell something new; on the
//!   threshold's, ssthresh and cwnd as for Reno (`slowdown`), `pipe` = packets outstanding less
//!   the threshold, the first hole retransmitted; in recovery each ACK takes one packet off
//!   `pipe` (two for a partial ACK, which also restarts the RTO) and the sender sends while
//!   `pipe < cwnd`, holes below SACKed data first (`GetNextRetran`), then new data; the ACK
//!   covering `recover` ends recovery without opening the window; after a timeout duplicate
//!   ACKs are ignored until a new ACK (`timeout_`). RFC 6675 is the standard this follows in
//!   spirit; ns-2's pipe arithmetic is kept so that the differential suite can compare them.
//! * `ecn` (RFC 3168 Section 6.1): data packets leave ECN-capable (retransmissions not, Section
//!   6.1.5); an ACK with ECE halves the window by the window rule's decrease at most once per
//!   window of data (the `recover` point shared with loss recovery, as ns-2's `ecn()`), opens
//!   nothing (ns-2 `recv_newack_helper`), and the next new packet carries CWR; a fast
//!   retransmit in the same window retransmits without reducing again (ns-2 `dupack_action`).
//!   With `ecn_retransmit_ect`, ns-2.35's ECN sender in full: retransmissions ECN-capable too
//!   and CWR on the next packet whatever it is; packet 0 sent as ns-2's ECN setup (`ecn_setup`);
//!   ACKs with ECE open the window until the setup's echo sets ns-2's `ect_`; a second ECE at
//!   cwnd one backs the RTO off (`ecn_backoff_`); and any timeout after an ECN reduction keeps
//!   ssthresh (`TcpAgent::timeout`, which tests for recovery after moving `recover_`).
//! * CUBIC, Vegas and BBR (`cc`): their window updates replace `opencwnd` and `slowdown`;
//!   BBR's pacing rate replaces rtt/cwnd in the spaced schedules' gaps.
//! * ns-2's `Agent/TCP/Vegas` (`recovery = "vegas"`, rules in `vegas_ns2`): `vegas_ack` and
//!   `vegas_timeout` replace the ACK and timeout handling whole, as that agent's `recv` and
//!   `timeout` replace `TcpAgent`'s.
//!
//! Departures, each deliberate and listed with its measured effect in docs/validation.md: no
//! slow-start restart after an idle RTO (no ccsim application leaves a connection idle and resumes
//! it).

use super::ack_store::AckRecord;
use super::cc::{AckInfo, Controller};
use super::rtt::RttEstimator;
use super::sack::{SackBlocks, Scoreboard};
use super::schedule::{Kind as SchedKind, Schedule};
use super::vegas_ns2::Ns2Vegas;
use super::window::WindowRule;
use crate::event::{Fire, FlowTimer, Timer};
use crate::net::fabric::Fabric;
use crate::packet::{Kind, CWR, ECE, ECT};
use crate::rng::Rng;
use crate::scenario::{FirstDecrease, PacingRtt, PacingWindow, Recovery, TcpSpec, WindowSpec};
use crate::time::SimTime;
use std::collections::VecDeque;

/// SACK recovery state (ns-2 `Sack1TcpAgent`).
struct SackState {
    sb: Scoreboard,
    /// Estimate of the packets in the network during recovery (ns-2 `pipe_`).
    pipe: i64,
    /// In SACK fast recovery (ns-2 `fastrecov_`).
    fastrecov: bool,
    /// A timeout happened and no new ACK since (ns-2 `timeout_`): duplicate ACKs are ignored.
    timeout_flag: bool,
    /// Cumulative ACK outside recovery (ns-2 `last_ack_`; partial ACKs move only `highest_ack`).
    last_ack: i64,
}

/// Header bytes the timestamp option adds to a data packet (RFC 7323 Section 3: TSopt is 10
/// bytes; ns-2 `ts_option_size_` 10).
const TS_OPTION_BYTES: u32 = 10;

/// What the rate and RTT samples need of a sent packet (draft-cheng-iccrg-delivery-rate-
/// estimation, Section 3.2).
#[derive(Debug, Clone, Copy)]
struct SentRec {
    sent_at: SimTime,
    delivered: u64,
    delivered_time: SimTime,
    first_sent_time: SimTime,
    retransmitted: bool,
    /// Sent while the flow was application-limited (draft-cheng-iccrg-delivery-rate-estimation
    /// `P.is_app_limited`): its rate sample says what the sender offered, not the path.
    app_limited: bool,
}

/// The ECN-Echo of an ACK, as the sender took it (`ecn_response`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Echo {
    /// No ECE, or ECN off.
    None,
    /// An ECE that reduced the window.
    Answered,
    /// An ECE of congestion already answered in this window of data.
    Repeated,
}

/// Bursts of at least this many packets look at the run's budget as they go (`send_long_burst`);
/// shorter ones leave it to the event loop's next look (`budget`).
const LOOKED_BURST: i64 = 1 << 12;
/// ns-2 NewReno's burst limit while duplicate ACKs are counted (`send_much(0, 0, 2)`).
const RECOVERY_BURST: u32 = 2;

pub struct TcpSender {
    id: u32,
    recovery: Recovery,
    rule: WindowRule,
    first_decrease_half: bool,
    pub sched: Schedule,
    pacing_rtt: PacingRtt,
    pacing_window: PacingWindow,
    pace_slow_start: bool,
    pace_recovery: bool,
    dupack_threshold: u32,
    limited_transmit: bool,
    /// ns-2 `maxburst_` (0: no limit).
    max_burst: u32,
    /// ns-2 `maxcwnd_` in packets (0: no cap).
    max_cwnd: i64,
    rwnd: f64,
    data_size: u32,
    header_size: u32,
    /// The window once the SYN is acknowledged (ns-2 `initial_window()`, `wnd_init_`).
    init_cwnd: f64,
    /// The first sequence number: nothing is acknowledged while `highest_ack` is below it.
    first_seq: i64,
    /// The SYN's sequence number, when the connection opens with one (ns-2 `syn_`).
    syn: Option<i64>,
    /// Last sequence number the application offers (inclusive).
    limit: i64,
    stop_at: SimTime,
    rng: Rng,

    /// Highest cumulatively acknowledged sequence number (-1 before any ACK).
    pub highest_ack: i64,
    /// Next sequence number to send.
    pub t_seqno: i64,
    /// Highest sequence number sent so far.
    pub maxseq: i64,
    pub cwnd: f64,
    /// Slow-start threshold, packets; always a whole number (ns-2 `ssthresh_` is an int).
    pub ssthresh: f64,
    dupacks: u32,
    /// Fast-recovery inflation, packets (ns-2 `dupwnd_`).
    dupwnd: i64,
    /// In fast recovery (ns-2 `last_cwnd_action_ == CWND_ACTION_DUPACK`).
    in_recovery: bool,
    recover: i64,
    /// A partial ACK has restarted the RTO since the last full new ACK (ns-2 NewReno
    /// `firstpartial_`, cleared only by a full new ACK, not by a new recovery or a timeout).
    partial_seen: bool,
    /// No window decrease yet (ns-2 `first_decrease_`).
    first_decrease: bool,

    pub rtt: RttEstimator,
    rtt_active: bool,
    rtt_seq: i64,
    rtt_sent_at: SimTime,
    /// TCP timestamps (`TcpSpec::timestamps`): every new ACK's echo gives the RTT sample.
    timestamps: bool,
    /// The timestamp the ACK being handled echoes (its `ack_store::AckRecord`; read only with
    /// timestamps).
    ack_ts_echo: SimTime,
    rto_timer: Timer,
    send_timer: Timer,

    /// RFC 3168 ECN (see the module doc).
    ecn: bool,
    /// The last window reduction was ECN's (ns-2 `last_cwnd_action_ == CWND_ACTION_ECN`).
    ecn_last_action: bool,
    /// Set CWR on the next new data packet.
    cwr_pending: bool,
    /// ns-2.35's ECN sender: retransmissions are ECN-capable too (RFC 3168 says not), and the
    /// first packet is ns-2's ECN setup (see `ecn_setup`).
    ecn_retransmit_ect: bool,
    /// ns-2 `ect_`: an ACK has echoed the ECN setup. Until then an ACK with ECE still opens
    /// the window (`recv_newack_helper`); only with `ecn_retransmit_ect`.
    ect_confirmed: bool,
    /// ns-2 `ecn_backoff_`: an ECE came while cwnd was at one packet; a second backs the RTO
    /// off, and RTT samples on ACKs with ECE do not reset the backoff meanwhile (`ecn`,
    /// `newack`). Only with `ecn_retransmit_ect`.
    ecn_backoff: bool,
    /// The last window reduction was a timeout's (ns-2 `last_cwnd_action_ == TIMEOUT`).
    timeout_last_action: bool,
    /// CUBIC, Vegas, BBR.
    cc: Option<Controller>,
    /// A controller's loss recovery (fast recovery or after a timeout) ends when the ACKs
    /// reach this `recover` point (`Controller::on_recovery_exit`).
    cc_recovery_until: Option<i64>,
    /// Per packet from `sent_base` on, for the controllers' samples (empty otherwise).
    sent: VecDeque<SentRec>,
    sent_base: i64,
    delivered: u64,
    delivered_time: SimTime,
    first_sent_time: SimTime,
    /// draft-cheng-iccrg-delivery-rate-estimation `C.app_limited`: packets sent until
    /// `delivered` passes this mark (0: none) are application-limited. Only BBR's ProbeRTT sets
    /// it (its 4-packet window is the sender's choice, not the path's).
    app_limited: u64,
    sack: Option<Box<SackState>>,
    /// ns-2's `Agent/TCP/Vegas` (`recovery = "vegas"`), which then handles ACKs and timeouts.
    vegas: Option<Box<Ns2Vegas>>,
    /// Payload bytes per packet (BBR reports its bandwidth in bit/s of data packets).
    wire_bits: f64,
}

impl TcpSender {
    pub fn new(id: u32, spec: &TcpSpec, limit: i64, stop_at: SimTime, mut rng: Rng) -> TcpSender {
        // Drawn even when given, so that the flow's later draws do not depend on the option.
        let drawn = if spec.tick_ns > 0 { rng.next_u64() % spec.tick_ns } else { 0 };
        let boot = spec.tick_offset_ns.unwrap_or(drawn);
        let rwnd = spec.rwnd_pkts as f64;
        TcpSender {
            id,
            recovery: spec.recovery,
            rule: WindowRule::new(&spec.window),
            first_decrease_half: spec.first_decrease == FirstDecrease::Half,
            sched: Schedule::new(&spec.schedule, spec.overhead_ns),
            pacing_rtt: spec.pacing_rtt,
            pacing_window: spec.pacing_window,
            pace_slow_start: spec.pace_slow_start,
            pace_recovery: spec.pace_recovery,
            dupack_threshold: spec.dupack_threshold,
            limited_transmit: spec.limited_transmit,
            max_burst: spec.max_burst,
            max_cwnd: i64::from(spec.max_cwnd_pkts),
            rwnd,
            // ns-2 `headersize()` adds `ts_option_size_` (10 bytes, RFC 7323's TSopt) to data
            // packets; the SYN stays at the bare header, as ns-2's `output` sets it.
            data_size: spec.mss_bytes + spec.header_bytes + if spec.timestamps { TS_OPTION_BYTES } else { 0 },
            header_size: spec.header_bytes,
            init_cwnd: spec.init_cwnd,
            first_seq: 0,
            syn: spec.syn.then_some(0),
            limit,
            stop_at,
            rng,
            highest_ack: -1,
            t_seqno: 0,
            maxseq: -1,
            // ns-2 `set_initial_window`: one packet (the SYN) until the SYN is acknowledged.
            cwnd: if spec.syn { 1.0 } else { spec.init_cwnd },
            ssthresh: spec.init_ssthresh.min(rwnd).trunc(),
            dupacks: 0,
            dupwnd: 0,
            in_recovery: false,
            recover: -1,
            partial_seen: false,
            first_decrease: true,
            rtt: RttEstimator::new(spec.tick_ns, boot, spec.min_rto_ns, spec.max_rto_ns, spec.initial_rto_ns),
            rtt_active: false,
            rtt_seq: -1,
            rtt_sent_at: 0,
            timestamps: spec.timestamps,
            ack_ts_echo: 0,
            rto_timer: Timer::default(),
            send_timer: Timer::default(),
            ecn: spec.ecn,
            ecn_last_action: false,
            cwr_pending: false,
            cc_recovery_until: None,
            ecn_retransmit_ect: spec.ecn_retransmit_ect,
            ect_confirmed: false,
            ecn_backoff: false,
            timeout_last_action: false,
            cc: if spec.recovery == Recovery::Vegas { None } else { Controller::new(&spec.window) },
            sent: VecDeque::new(),
            sent_base: 0,
            delivered: 0,
            delivered_time: 0,
            first_sent_time: 0,
            app_limited: 0,
            sack: (spec.recovery == Recovery::Sack).then(|| {
                Box::new(SackState {
                    sb: Scoreboard::new(),
                    pipe: -1,
                    fastrecov: false,
                    timeout_flag: false,
                    last_ack: -1,
                })
            }),
            vegas: match spec.window {
                WindowSpec::Vegas { alpha, beta, gamma } if spec.recovery == Recovery::Vegas => {
                    Some(Box::new(Ns2Vegas::new(alpha, beta, gamma, spec.rwnd_pkts, 0)))
                }
                _ => None,
            },
            wire_bits: 8.0 * (spec.mss_bytes + spec.header_bytes) as f64,
        }
    }

    /// The same fresh connection with its sequence numbers starting at `base` instead of 0 (apps
    /// that run many connections over one flow give each a disjoint range, `transport::transfers`).
    pub fn starting_at(mut self, base: i64) -> TcpSender {
        self.first_seq = base;
        self.highest_ack = base - 1;
        self.t_seqno = base;
        self.maxseq = base - 1;
        self.recover = base - 1;
        self.rtt_seq = base - 1;
        self.syn = self.syn.map(|_| base);
        self.sent_base = base;
        if let Some(st) = &mut self.sack {
            st.last_ack = base - 1;
        }
        if let Some(v) = &mut self.vegas {
            v.starting_at(base);
        }
        self
    }

    /// `recover` when no recovery is pending: one below the first packet (ns-2 starts
    /// `recover_` at 0; with `fast_retransmit_allowed`'s first-packet clause both allow the
    /// same fast retransmits).
    fn no_recovery(&self) -> i64 {
        self.first_seq - 1
    }

    /// ns-2 `dupack_action` (`bugfix_ss_`): a third duplicate ACK retransmits fast once the
    /// ACKs have passed `recover`, or while only the first packet is acknowledged (so a first
    /// loss is retransmitted fast even after a timeout moved `recover`).
    fn fast_retransmit_allowed(&self) -> bool {
        self.highest_ack > self.recover || self.highest_ack == self.first_seq
    }

    /// Usable window in packets: min(int(cwnd) + inflation, int(rwnd)) (ns-2
    /// `RenoTcpAgent::window`; Tahoe never inflates). May be 0 while cwnd < 1.
    #[inline]
    fn window(&self) -> i64 {
        (self.cwnd as i64 + self.dupwnd).min(self.rwnd as i64)
    }

    /// The window the decrease rules act on: min(cwnd + inflation, rwnd) (ns-2 `windowd`).
    #[inline]
    fn windowd(&self) -> f64 {
        (self.cwnd + self.dupwnd as f64).min(self.rwnd)
    }

    /// The highest sequence number the window and the application let leave now. From the stop
    /// time on the application offers nothing new, but what was sent before may be sent again
    /// (going back N after a timeout), whatever the schedule; before, an ACK-clocked sender
    /// resent nothing after its stop and lost packets stayed lost. Sending moves only
    /// `t_seqno`, so a burst works it out once.
    #[inline]
    fn send_bound(&self, now: SimTime) -> i64 {
        let bound = self.limit.min(self.highest_ack + self.window());
        if now >= self.stop_at {
            return bound.min(self.maxseq);
        }
        bound
    }

    #[inline]
    fn can_send(&self, now: SimTime) -> bool {
        self.t_seqno <= self.send_bound(now)
    }

    /// The RTT the spaced schedules divide by the window (None before the first sample).
    fn pacing_rtt(&self) -> Option<f64> {
        if let Some(Controller::Bbr(_)) = &self.cc {
            // One packet's worth at BBR's pacing rate, as rtt/cwnd with cwnd = 1 (see `cc`).
            return self.cc.as_ref().and_then(|c| c.pacing_rate()).map(|r| 1e9 / r);
        }
        match self.pacing_rtt {
            PacingRtt::Srtt => self.rtt.srtt_exact,
            PacingRtt::LastSample => self.rtt.last_sample.map(|x| x as f64),
            PacingRtt::Ns2Sample => self.rtt.last_quantized.map(|x| x as f64),
        }
    }

    /// The window the spaced schedules divide the RTT by.
    #[inline]
    fn pacing_window(&self) -> f64 {
        if let Some(Controller::Bbr(_)) = &self.cc {
            return 1.0;
        }
        match self.pacing_window {
            PacingWindow::Cwnd => self.cwnd.min(self.rwnd),
            PacingWindow::Usable => self.window().max(1) as f64,
        }
    }

    /// Whether a spaced schedule spaces packets now: not in slow start or fast recovery when
    /// told to leave those ACK-clocked (`pace_slow_start`, `pace_recovery`), nor before the
    /// first RTT sample (there is no RTT to divide yet).
    #[inline]
    fn spacing_now(&self) -> bool {
        (self.pace_recovery || !self.in_recovery)
            && (self.pace_slow_start || self.cwnd >= self.ssthresh || matches!(self.cc, Some(Controller::Bbr(_))))
            && self.pacing_rtt().is_some()
    }

    /// Fast-recovery inflation, packets (ns-2 `dupwnd_`), for tests and monitors.
    pub fn inflation(&self) -> i64 {
        self.dupwnd
    }

    /// Whether the sender's response to an ACK depends on nothing but its ACKs and its
    /// timers, so it may take ACKs ahead of the clock (`net::ahead`): it sends at once when the
    /// window allows (ACK-clocked, no random overhead).
    pub fn takes_acks_ahead(&self) -> bool {
        self.sched.kind == SchedKind::AckClocked { overhead: 0 }
    }

    /// The earliest time one of its timers falls due (an ACK taken ahead must arrive before).
    pub fn next_deadline(&self) -> SimTime {
        self.rto_timer.deadline().min(self.send_timer.deadline())
    }

    /// The shortest retransmission timeout it can ever have (ns).
    pub fn min_rto(&self) -> SimTime {
        self.rtt.min_rto()
    }

    /// Whether everything the application offers has been acknowledged.
    pub fn finished(&self) -> bool {
        self.highest_ack >= self.limit
    }

    fn arm_rto(&mut self, net: &mut Fabric) {
        let at = net.now.saturating_add(self.rtt.rto()); // a timeout past any run's end
        self.rto_timer.cancel();
        net.arm(&mut self.rto_timer, at, self.id, FlowTimer::Rto);
    }

    /// Put packet `seq` on the wire now (ns-2 `output`).
    fn output(&mut self, net: &mut Fabric, seq: i64) {
        let now = net.now;
        let nothing_outstanding = self.highest_ack == self.maxseq;
        let fresh = seq > self.maxseq;
        if fresh {
            self.maxseq = seq;
            if !self.rtt_active {
                self.rtt_active = true;
                self.rtt_seq = seq;
                self.rtt_sent_at = now;
            }
        } else {
            net.counters[self.id as usize].retransmits += 1;
        }
        if self.cc.as_ref().is_some_and(|c| c.needs_samples()) {
            self.record_send(seq, fresh, nothing_outstanding, now);
        }
        if let Some(v) = &mut self.vegas {
            v.on_send(seq, now);
        }
        let size = if Some(seq) == self.syn { self.header_size } else { self.data_size };
        let mut flags = 0;
        if self.ecn && (fresh || self.ecn_retransmit_ect) {
            // RFC 3168 Section 6.1.5: retransmissions are not ECN-capable (ns-2 marks every
            // packet ECT and puts CWR on the next packet, retransmission or not:
            // `ecn_retransmit_ect`).
            if self.ecn_setup(seq) {
                flags |= ECE;
            } else {
                flags |= ECT;
            }
            if self.cwr_pending {
                flags |= CWR;
                self.cwr_pending = false;
            }
        }
        net.emit_full(self.id, Kind::Data, seq, size, 0, flags);
        if !self.rto_timer.is_armed() || nothing_outstanding {
            self.arm_rto(net);
        }
    }

    /// Whether packet `seq` is ns-2's ECN setup (`TcpAgent::output`, seqno 0 with `ecn_`): the
    /// first packet, each time it is sent, carries ECE and is not ECN-capable, so a RED queue
    /// drops it early where it would mark the others, and the sink echoes its ECE
    /// (`TcpSink::ack`). ns-2's one-way TCP has no SYN exchange to negotiate ECN on (RFC 3168
    /// Section 6.1.1); this stands in for it. Only with `ecn_retransmit_ect`.
    fn ecn_setup(&self, seq: i64) -> bool {
        self.ecn_retransmit_ect && seq == self.first_seq
    }

    /// Keep what the rate and RTT samples need of packet `seq` sent now.
    fn record_send(&mut self, seq: i64, fresh: bool, idle: bool, now: SimTime) {
        if idle {
            self.first_sent_time = now;
            self.delivered_time = now;
        }
        let rec = SentRec {
            sent_at: now,
            delivered: self.delivered,
            delivered_time: self.delivered_time,
            first_sent_time: self.first_sent_time,
            retransmitted: !fresh,
            app_limited: self.app_limited != 0,
        };
        if self.sent.is_empty() && fresh {
            self.sent_base = seq;
        }
        let k = seq - self.sent_base;
        if k < 0 {
            return;
        }
        let k = k as usize;
        if k < self.sent.len() {
            self.sent[k] = rec;
        } else if k == self.sent.len() {
            self.sent.push_back(rec);
        }
    }

    /// BBR's bottleneck bandwidth estimate, bit/s of data packets (NaN for other rules).
    pub fn btlbw_bps(&self) -> f64 {
        match &self.cc {
            Some(Controller::Bbr(b)) => b.btlbw * self.wire_bits,
            _ => f64::NAN,
        }
    }

    /// The smallest RTT sample (BBR's RTprop, Vegas's BaseRTT), s (NaN for other rules).
    pub fn min_rtt_s(&self) -> f64 {
        match &self.cc {
            Some(Controller::Bbr(b)) => b.rtprop.map_or(f64::NAN, |r| r as f64 * 1e-9),
            Some(Controller::Vegas(v)) => v.base_rtt.map_or(f64::NAN, |r| r as f64 * 1e-9),
            _ => self.vegas.as_ref().and_then(|v| v.base_rtt()).unwrap_or(f64::NAN),
        }
    }

    /// Send the next new (or go-back-N) packet.
    fn send_next(&mut self, net: &mut Fabric) {
        let seq = self.t_seqno;
        self.t_seqno += 1;
        self.output(net, seq);
    }

    /// Send what the window allows now, at most `burst` packets (0: no limit; ns-2 `send_much`).
    #[inline(always)]
    fn send_burst(&mut self, net: &mut Fabric, burst: u32) {
        if self.sack.is_some() {
            let mut n = 0;
            while !net.burst_must_stop() && self.sack_send_one(net) {
                n += 1;
                if n == burst {
                    break;
                }
            }
            return;
        }
        let last = self.send_bound(net.now);
        if last - self.t_seqno >= LOOKED_BURST {
            return self.send_long_burst(net, last, burst);
        }
        self.send_up_to::<false>(net, last, burst);
    }

    /// `send_burst` for a window of `LOOKED_BURST` packets or more (millions, at the extreme):
    /// the run's budget is looked at within it, and a burst it stops ends the run (`budget`).
    #[cold]
    #[inline(never)]
    fn send_long_burst(&mut self, net: &mut Fabric, last: i64, burst: u32) {
        self.send_up_to::<true>(net, last, burst);
    }

    /// Send up to sequence number `last`, at most `burst` packets (0: no limit), looking at the
    /// run's budget before each packet if `LOOKED` (a compile-time choice: the short bursts of
    /// the per-ACK path carry no look at all).
    #[inline(always)]
    fn send_up_to<const LOOKED: bool>(&mut self, net: &mut Fabric, last: i64, burst: u32) {
        let mut n = 0;
        while self.t_seqno <= last && !(LOOKED && net.burst_must_stop()) {
            self.send_next(net);
            n += 1;
            if n == burst {
                break;
            }
        }
    }

    /// SACK: the packet ns-2's `Sack1TcpAgent::send_much` would send next, if any (a hole to
    /// retransmit, else new data); `GetNextRetran` is idempotent, so asking twice is harmless.
    fn sack_pick(&mut self, now: SimTime) -> Option<(i64, bool)> {
        let win = self.window();
        let rwnd = self.rwnd as i64;
        let (t_seqno, highest, cwnd, limit, stop) =
            (self.t_seqno, self.highest_ack, self.cwnd, self.limit, self.stop_at);
        let st = self.sack.as_mut().expect("sack state");
        let open = if st.fastrecov { st.pipe < cwnd as i64 } else { t_seqno <= st.last_ack + win };
        if !(open && st.last_ack < limit && now < stop) {
            return None;
        }
        match st.sb.next_retran() {
            None => {
                let room = if st.fastrecov { t_seqno <= highest + rwnd } else { t_seqno <= highest + win };
                (room && t_seqno <= limit).then_some((t_seqno, false))
            }
            Some(x) if self.recover > self.no_recovery() && x <= highest + rwnd => Some((x, true)),
            Some(_) => None,
        }
    }

    /// SACK: send one packet if `sack_pick` finds one (one turn of ns-2's `send_much` loop).
    fn sack_send_one(&mut self, net: &mut Fabric) -> bool {
        let Some((seq, retransmission)) = self.sack_pick(net.now) else { return false };
        if retransmission {
            self.sack.as_mut().expect("sack").sb.mark_retran(seq);
        }
        self.output(net, seq);
        if self.t_seqno <= seq {
            self.t_seqno = seq + 1;
        }
        self.sack.as_mut().expect("sack").pipe += 1;
        true
    }

    /// Whether the schedule has a packet to send now.
    fn can_send_any(&mut self, now: SimTime) -> bool {
        if self.sack.is_some() {
            self.sack_pick(now).is_some()
        } else {
            self.can_send(now)
        }
    }

    /// ns-2's burst limit now: NewReno sends at most two packets per ACK while it counts
    /// duplicate ACKs at or past the threshold; otherwise `maxburst_` (0: no limit).
    fn burst_limit(&self) -> u32 {
        if self.recovery == Recovery::Newreno && self.dupacks >= self.dupack_threshold {
            RECOVERY_BURST
        } else {
            self.max_burst
        }
    }

    /// ns-2 `maxcwnd_`, applied where ns-2 applies it: after an increase (`opencwnd`; Vegas's
    /// `recv`), and by ccsim after the controllers' per-ACK update too. cwnd is set to the cap
    /// only once int(cwnd) exceeds it.
    fn cap_cwnd(&mut self) {
        if self.max_cwnd > 0 && (self.cwnd as i64) > self.max_cwnd {
            self.cwnd = self.max_cwnd as f64;
        }
    }

    /// Send what the schedule allows now, at most `burst_limit` packets at once.
    pub fn send_available(&mut self, net: &mut Fabric) {
        self.send_available_at_most(net, self.burst_limit());
    }

    /// `send_available` with an explicit burst limit (0: none).
    fn send_available_at_most(&mut self, net: &mut Fabric, burst: u32) {
        let now = net.now;
        match self.sched.kind {
            SchedKind::AckClocked { overhead } => {
                // ns-2 `send_much` returns while a delayed send is pending, before it notes
                // `firstsent_`.
                if overhead == 0 || !self.send_timer.is_armed() {
                    self.note_first_send(now);
                }
                if overhead > 0 {
                    // ns-2 `overhead_`: a random delay before the burst; ACKs meanwhile do nothing.
                    if !self.send_timer.is_armed() && self.can_send_any(now) {
                        let at = now + (self.rng.uniform() * overhead as f64) as SimTime;
                        net.arm(&mut self.send_timer, at, self.id, FlowTimer::Send);
                    }
                    return;
                }
                self.send_burst(net, burst);
            }
            SchedKind::Spaced { .. } => {
                if !self.spacing_now() {
                    self.send_burst(net, burst);
                } else if !self.send_timer.is_armed() {
                    self.spaced_send(net); // otherwise the clock is running and the timer sends
                }
            }
        }
    }

    /// ns-2 `send_much` notes the time whenever it starts from the first packet (`firstsent_`),
    /// which only Vegas reads.
    fn note_first_send(&mut self, now: SimTime) {
        if self.t_seqno == self.first_seq {
            if let Some(v) = &mut self.vegas {
                v.first_send(now);
            }
        }
    }

    /// Spaced schedules: send one packet if the window allows and restart the clock; otherwise wait
    /// for an ACK.
    fn spaced_send(&mut self, net: &mut Fabric) {
        let now = net.now;
        if !self.can_send_any(now) {
            self.sched.blocked = true;
            return;
        }
        self.sched.blocked = false;
        if self.sack.is_some() {
            self.sack_send_one(net);
        } else {
            self.send_next(net);
        }
        self.restart_clock(net);
    }

    /// Spaced schedules: the next send after rtt(1+x)/cwnd.
    fn restart_clock(&mut self, net: &mut Fabric) {
        if let Some(rtt) = self.pacing_rtt() {
            let gap = self.sched.gap(rtt, self.pacing_window(), &mut self.rng);
            net.arm(&mut self.send_timer, net.now + gap, self.id, FlowTimer::Send);
        }
    }

    pub fn on_timer(&mut self, net: &mut Fabric, kind: FlowTimer) {
        let now = net.now;
        match kind {
            FlowTimer::Start => self.send_available(net),
            FlowTimer::Rto => match self.rto_timer.fire(now) {
                Fire::Due => self.timeout(net),
                Fire::Reschedule(at, key) => net.reschedule(at, key, self.id, FlowTimer::Rto),
                Fire::Stale => {}
            },
            FlowTimer::Send => match self.send_timer.fire(now) {
                Fire::Due => match self.sched.kind {
                    SchedKind::Spaced { .. } if self.spacing_now() => self.spaced_send(net),
                    // ns-2 `timeout_nonrtx` -> send_much(force = 1, maxburst_): the whole window
                    // up to `maxburst_` (Vegas's own `timeout` passes no limit).
                    _ => {
                        self.note_first_send(now);
                        let burst = if self.vegas.is_some() { 0 } else { self.max_burst };
                        self.send_burst(net, burst)
                    }
                },
                Fire::Reschedule(at, key) => net.reschedule(at, key, self.id, FlowTimer::Send),
                Fire::Stale => {}
            },
            _ => {}
        }
    }

    /// What every timeout does to the window state (ns-2 `TcpAgent::timeout`): `recover` moves
    /// to the highest packet sent, the timeout becomes the last window action, cwnd closes to
    /// one packet, and the next packet carries CWR (`slowdown`).
    fn close_after_timeout(&mut self) {
        self.recover = self.maxseq;
        self.ecn_last_action = false;
        self.timeout_last_action = true;
        self.cwr_pending = self.ecn;
        self.cwnd = 1.0;
        self.first_decrease = false;
    }

    /// RTO expiry (ns-2 `RenoTcpAgent::timeout`, `TcpAgent::timeout`).
    fn timeout(&mut self, net: &mut Fabric) {
        if self.vegas.is_some() {
            self.vegas_timeout(net);
            return;
        }
        if let Some(st) = &mut self.sack {
            // ns-2 `Sack1TcpAgent::timeout` before `TcpAgent::timeout`.
            st.fastrecov = false;
            st.timeout_flag = true;
            if self.highest_ack > st.last_ack {
                st.last_ack = self.highest_ack;
            }
            st.sb.clear();
        }
        if self.recovery != Recovery::Tahoe {
            self.dupwnd = 0;
            self.dupacks = 0;
        }
        self.in_recovery = false;
        if self.cwnd < 1.0 {
            self.cwnd = 1.0;
        }
        self.t_seqno = self.highest_ack + 1;
        self.rtt_active = false;
        if self.maxseq <= self.highest_ack {
            // Nothing outstanding: only reachable while cwnd < 1 kept the timer running (ns-2
            // `newtimer`); restart from one packet without a reduction or a backoff. As any
            // ns-2 timeout (`slow_start_restart_` and `restart_bugfix_` on), it moves `recover`,
            // counts as the last window action, and closing cwnd asks for CWR (`slowdown`).
            self.close_after_timeout();
            self.arm_rto(net);
            self.send_available(net);
            return;
        }
        if self.highest_ack < self.first_seq {
            // ns-2 `TcpAgent::timeout` (`bugfix_ss_`): the first packet was lost, so the
            // connection does not use a larger initial window (it applies once the SYN is
            // acknowledged: `delay_growth_`).
            self.init_cwnd = self.init_cwnd.min(1.0);
        }
        // ns-2 `TcpAgent::timeout`: in recovery from a recent ECN reduction the window closes
        // to one without another ssthresh cut. ns-2 means "recovery" as `highest_ack_ <
        // recover_`, but tests it after setting `recover_ = maxseq_`, so with ns-2's ECN sender
        // (`ecn_retransmit_ect`) any timeout after an ECN reduction, with nothing else between,
        // is taken for one; otherwise only one before the ACKs pass the reduction's `recover`.
        let after_ecn =
            self.ecn && self.ecn_last_action && (self.ecn_retransmit_ect || self.highest_ack < self.recover);
        if after_ecn {
            // ns-2 does not count it in `nrexmit_`; ccsim counts it neither.
        } else {
            net.counters[self.id as usize].timeouts += 1;
            let w = self.windowd();
            self.ssthresh = match &mut self.cc {
                Some(cc) => cc.on_timeout(w),
                None => (self.windowd() / 2.0).trunc().max(2.0),
            };
        }
        self.close_after_timeout();
        if self.cc.is_some() {
            self.cc_recovery_until = Some(self.recover);
        }
        self.rtt.back_off();
        self.arm_rto(net);
        match self.sched.kind {
            // ns-2: send_much(0, ...), so an `overhead_` delay applies to the retransmission too.
            SchedKind::AckClocked { .. } => self.send_available(net),
            // Spaced schedules: the retransmission leaves at once and the clock restarts after it.
            SchedKind::Spaced { .. } => {
                self.send_timer.cancel();
                self.sched.blocked = false;
                if self.sack.is_some() {
                    self.sack_send_one(net);
                } else {
                    self.send_next(net);
                }
                if self.spacing_now() {
                    self.restart_clock(net);
                } else {
                    self.send_available(net);
                }
            }
        }
    }

    /// An ACK with cumulative acknowledgement `ack`, record `aux` of its SACK blocks and echoed
    /// timestamp (`ack_store`; 0: none) and ECN bits `ecn` arrives.
    pub fn on_ack(&mut self, net: &mut Fabric, ack: i64, aux: u32, ecn: u8) {
        net.counters[self.id as usize].acks_received += 1;
        let record = if aux != 0 { net.acks[self.id as usize].take(aux) } else { AckRecord::default() };
        self.ack_ts_echo = record.ts_echo;
        if self.vegas.is_some() {
            self.vegas_ack(net, ack);
            return;
        }
        let echo = if !(self.ecn && ecn & ECE != 0) {
            Echo::None
        } else if self.ecn_response(net, ack) {
            Echo::Answered
        } else {
            Echo::Repeated
        };
        if self.sack.is_some() {
            let send = self.sack_ack(net, ack, &record.sack, echo);
            self.after_ack(net, send);
            return;
        }
        if ack > self.highest_ack {
            // NewReno: a partial ACK if below `recover` while the last window action is the fast
            // retransmit's (ns-2 `NewRenoTcpAgent::recv`: `last_cwnd_action_ == DUPACK`). An ECE
            // on an ACK past the old `recover` moved `recover` on and ends recovery instead.
            let partial = self.in_recovery && !self.ecn_last_action && ack < self.recover;
            if partial && self.recovery == Recovery::Newreno {
                self.partial_ack(net, ack);
            } else {
                self.new_ack(net, ack, echo, true);
            }
        } else if ack == self.highest_ack {
            // Counted even with nothing outstanding (duplicates of resent packets arriving
            // after the ACK covered them), as ns-2 `recv` counts them.
            self.dup_ack(net);
        }
        // ns-2 Reno and NewReno `recv` call `send_much` only with no duplicate ACK counted or
        // from the threshold on; Tahoe's (`TcpAgent::recv`) on every ACK. With `maxburst_` a
        // packet the window allowed may still be waiting when the first duplicates arrive.
        let send = self.recovery == Recovery::Tahoe || self.dupacks == 0 || self.dupacks >= self.dupack_threshold;
        self.after_ack(net, send);
    }

    /// After an ACK: stop when done, restart a blocked spaced schedule, or send what the window
    /// allows (`send`: whether this ACK may trigger sending at all).
    fn after_ack(&mut self, net: &mut Fabric, send: bool) {
        let now = net.now;
        if self.finished() {
            self.rto_timer.cancel();
            self.send_timer.cancel();
            return;
        }
        // Spaced schedules: an ACK that opens a window closed at the timer restarts the clock
        // after rtt*y/cwnd (seed 000, Section III).
        if !send {
            return;
        }
        if let SchedKind::Spaced { .. } = self.sched.kind {
            if self.sched.blocked && self.can_send_any(now) && self.spacing_now() {
                if let Some(rtt) = self.pacing_rtt() {
                    self.sched.blocked = false;
                    let d = self.sched.reopen_delay(rtt, self.pacing_window(), &mut self.rng);
                    if d == 0 {
                        self.spaced_send(net);
                    } else {
                        net.arm(&mut self.send_timer, now + d, self.id, FlowTimer::Send);
                    }
                    return;
                }
            }
        }
        // ns-2 Reno sends nothing on the duplicate ACKs before the threshold (Limited Transmit
        // aside, done in `dup_ack`); nothing could leave then anyway, the window being unchanged.
        self.send_available(net);
    }

    /// RFC 3168 Section 6.1.2 (ns-2 `TcpAgent::ecn`): halve once per window of data. Returns
    /// whether this echo reduced the window.
    fn ecn_response(&mut self, net: &mut Fabric, ack: i64) -> bool {
        // ns-2's `recover_` starts at the first packet (ccsim's one below it, `no_recovery`),
        // so the echo of its ECN setup on the first packet's ACK halves nothing.
        let recover = if self.ecn_retransmit_ect { self.recover.max(self.first_seq) } else { self.recover };
        // ns-2 also responds to the first ECE after a timeout, within the timeout's window: its
        // CWR rides on the retransmission, so that echo is of a new mark. Under the RFC's sender
        // CWR waits for new data, so echoes keep coming for every packet the timeout resends;
        // responding to them would halve cwnd below one at each, leaving one resent packet per
        // backed-off RTO and no new data to carry CWR: a stall for the rest of the run. So the
        // RFC sender responds once per window of data (RFC 3168 Section 6.1.2) and no more.
        if ack > recover || (self.ecn_retransmit_ect && self.timeout_last_action) {
            self.recover = self.maxseq;
            self.ecn_last_action = true;
            if self.ecn_retransmit_ect {
                // ns-2 `ecn`: a second ECE while cwnd is at one packet backs the RTO off.
                if self.cwnd > 1.0 {
                    self.ecn_backoff = false;
                } else if self.ecn_backoff {
                    self.rtt.back_off();
                } else {
                    self.ecn_backoff = true;
                }
            }
            let (ssthresh, cwnd) = self.decrease();
            self.ssthresh = ssthresh;
            // Not floored: below one packet nothing leaves until the RTO fires (RFC 3168
            // Section 6.1.2: with cwnd at one, "send a new packet only when the retransmit
            // timer expires"; ns-2 lets cwnd drop below one to that effect).
            self.cwnd = cwnd;
            self.timeout_last_action = false;
            self.cwr_pending = true;
            net.counters[self.id as usize].ecn_reductions += 1;
            return true;
        }
        false
    }

    /// SACK: ns-2 `Sack1TcpAgent::recv`. Returns whether the ACK may send (`send_much`).
    fn sack_ack(&mut self, net: &mut Fabric, ack: i64, blocks: &SackBlocks, echo: Echo) -> bool {
        let st = self.sack.as_mut().expect("sack");
        let valid = ack >= st.last_ack;
        if !st.fastrecov {
            if ack > st.last_ack {
                st.last_ack = ack;
                st.timeout_flag = false;
                st.sb.clear();
                self.new_ack(net, ack, echo, true);
            } else if ack == st.last_ack && !st.timeout_flag && self.maxseq > self.highest_ack {
                let highest = self.highest_ack;
                let st = self.sack.as_mut().expect("sack");
                if st.sb.update(highest, blocks) {
                    self.dupacks += 1;
                    if self.dupacks == self.dupack_threshold {
                        self.sack_dupack_action(net);
                    } else if self.dupacks < self.dupack_threshold && self.limited_transmit {
                        self.send_one(net);
                    }
                }
            }
            valid && self.dupacks == 0
        } else {
            st.pipe -= 1;
            if ack >= self.recover {
                st.fastrecov = false;
                st.last_ack = ack;
                st.timeout_flag = false;
                st.sb.clear();
                self.recover = self.no_recovery();
                self.new_ack(net, ack, echo, false);
            } else if ack > self.highest_ack {
                self.highest_ack = ack;
                st.sb.update(ack, blocks);
                st.pipe -= 1;
                // ns-2 `newtimer` and `t_backoff_ = 1`.
                if self.t_seqno > ack {
                    self.arm_rto(net);
                } else {
                    self.rto_timer.cancel();
                }
                self.rtt.backoff = 1;
            } else if !st.timeout_flag {
                let highest = self.highest_ack;
                if st.sb.update(highest, blocks) && self.dupacks > 0 {
                    self.dupacks += 1;
                }
            }
            valid
        }
    }

    /// SACK: enter fast recovery (the part of ns-2's `Sack1TcpAgent::dupack_action` common to
    /// both of its branches): restart the RTO, pipe = maxseq - highest ACK - the dupack
    /// threshold, the first hole marked retransmitted. Returns the number to retransmit.
    ///
    /// BBR alone starts `pipe` from RFC 6675's count instead (`pipe`, SACKed and lost packets
    /// left out, the fast retransmission counted in as SetPipe's HighRxt term): its cwnd on
    /// entering recovery is that count + 1 (`decrease`; draft-cardwell-00 Section 4.2.3.4,
    /// packet conservation), and gated by ns-2's count, which keeps the lost packets in, it
    /// would send nothing for as many duplicate ACKs as there are holes.
    fn sack_enter_recovery(&mut self, net: &mut Fabric) -> i64 {
        self.rtt_active = false;
        self.arm_rto(net);
        let (maxseq, highest, threshold) = (self.maxseq, self.highest_ack, self.dupack_threshold as i64);
        let bbr_pipe = matches!(self.cc, Some(Controller::Bbr(_))).then(|| self.pipe() as i64 + 1);
        let st = self.sack.as_mut().expect("sack");
        st.pipe = bbr_pipe.unwrap_or(maxseq - highest - threshold);
        st.fastrecov = true;
        st.sb.mark_retran(highest + 1);
        let retransmit = st.last_ack + 1;
        self.in_recovery = true;
        net.counters[self.id as usize].fast_retransmits += 1;
        retransmit
    }

    /// SACK: ns-2 `Sack1TcpAgent::dupack_action`.
    fn sack_dupack_action(&mut self, net: &mut Fabric) {
        if !self.fast_retransmit_allowed() {
            if self.ecn && self.ecn_last_action {
                // Already halved for ECN in this window: retransmit only.
                self.ecn_last_action = false;
                let seq = self.sack_enter_recovery(net);
                self.output(net, seq);
            }
            return;
        }
        self.recover = self.maxseq;
        let seq = self.sack_enter_recovery(net);
        self.ecn_last_action = false;
        let (ssthresh, cwnd) = self.decrease();
        self.ssthresh = ssthresh;
        self.cwnd = cwnd;
        self.output(net, seq);
    }

    /// Whether a new ACK with ECN-Echo `echo` may open the window (RFC 3168 Section 6.1.2: not
    /// in response to an ECE). ns-2's sender opens on ECE only until its ECN setup is echoed
    /// (`ect_`). The RFC's sender never opens on an echo it answered; an echo of congestion
    /// already answered in this window opens it only in slow start, which follows a timeout or
    /// Tahoe's fast retransmit (each closed cwnd to one, and each answered the window): the
    /// receiver echoes until a CWR arrives on new data, which cannot leave before the resent
    /// packets are through. Held at one packet, the sender would resend one packet per round
    /// trip, for seconds (as older Linux, `tcp_may_raise_cwnd`, which lets an echo raise cwnd
    /// below ssthresh).
    fn echo_opens(&self, echo: Echo) -> bool {
        match echo {
            Echo::None => true,
            _ if self.ecn_retransmit_ect => !self.ect_confirmed,
            Echo::Answered => false,
            Echo::Repeated => self.cwnd < self.ssthresh,
        }
    }

    /// A new ACK outside NewReno's partial ACKs, with ECN-Echo `echo`: ns-2 `newack`, and with
    /// `helper` the rest of `recv_newack_helper`: `opencwnd` (an ACK with ECE opens the window
    /// only as `Echo::opens` says), and the `ect_` and `ecn_backoff_` bookkeeping.
    fn new_ack(&mut self, net: &mut Fabric, ack: i64, echo: Echo, helper: bool) {
        let ns2_ecn = self.ecn_retransmit_ect;
        let ece = echo != Echo::None;
        let open = helper && self.echo_opens(echo);
        let now = net.now;
        let newly = (ack - self.highest_ack).max(0) as u64;
        if self.in_recovery {
            // Reno: any new ACK ends recovery; NewReno: the one covering `recover`. cwnd stays
            // where the fast retransmit put it and opens below like on any new ACK.
            self.in_recovery = false;
        }
        self.partial_seen = false;
        self.dupwnd = 0;
        self.dupacks = 0;
        self.highest_ack = ack;
        if self.t_seqno <= ack {
            self.t_seqno = ack + 1;
        }
        if self.timestamps {
            // ns-2 `newack` with `ts_option_`: every new ACK is a sample, now minus its echo
            // (RFC 7323 Section 4.1), taken before the timed packet's check below; that check
            // still ends the backoff but samples nothing more.
            self.rtt.sample_echo(now - self.ack_ts_echo);
        }
        if self.rtt_active && ack >= self.rtt_seq {
            self.rtt_active = false;
            if !(self.ect_confirmed && self.ecn_backoff && ece) {
                self.rtt.backoff = 1;
                self.ecn_backoff = false;
            }
            if !self.timestamps {
                self.rtt.sample(self.rtt_sent_at, now - self.rtt_sent_at);
            }
        }
        // ns-2 `newtimer` restarts the RTO on every new ACK; ccsim stops it when nothing is
        // outstanding unless a window below one packet needs it to restart sending.
        if self.maxseq > self.highest_ack || self.cwnd < 1.0 {
            self.arm_rto(net);
        } else {
            self.rto_timer.cancel();
        }
        if let (Some(until), Some(cc)) = (self.cc_recovery_until, &mut self.cc) {
            if ack >= until {
                self.cc_recovery_until = None;
                self.cwnd = cc.on_recovery_exit(self.cwnd);
            }
        }
        if self.cc.is_some() {
            let info = self.ack_info(ack, newly, now);
            if open {
                // Called after recovery ended (above): within it the sender's own rules send.
                let cc = self.cc.as_mut().expect("controller");
                self.cwnd = cc.on_ack(self.cwnd, &mut self.ssthresh, &info, &mut self.rng);
                if cc.probing_rtt() {
                    // draft-cardwell-00 BBRHandleProbeRTT: "Ignore low rate samples during
                    // ProbeRTT": what is sent until the packets now in flight are delivered
                    // is application-limited.
                    self.app_limited = (self.delivered + info.in_flight.max(0.0) as u64).max(1);
                }
            }
        } else if open {
            self.open_cwnd();
        }
        if open {
            self.cap_cwnd();
        }
        if helper && ns2_ecn {
            if self.ect_confirmed && !ece {
                self.ecn_backoff = false;
            }
            if ece {
                self.ect_confirmed = true;
            }
        }
        if Some(ack) == self.syn {
            // ns-2 `delay_growth_`: the initial window starts when the SYN is acknowledged.
            self.cwnd = self.init_cwnd;
        }
    }

    /// The samples of an ACK covering up to `ack` (`newly` packets) for the controllers; frees
    /// the send records it covers.
    fn ack_info(&mut self, ack: i64, newly: u64, now: SimTime) -> AckInfo {
        let mut rtt = None;
        let mut rate = None;
        let mut pkt_delivered = self.delivered;
        let mut rate_app_limited = false;
        self.delivered += newly;
        if self.app_limited != 0 && self.delivered > self.app_limited {
            self.app_limited = 0;
        }
        let k = ack - self.sent_base;
        if k >= 0 && (k as usize) < self.sent.len() {
            let p = self.sent[k as usize];
            // Karn's rule for the whole ACK: one that also covers a resent packet may have been
            // held back by that hole, so the newest packet's time overstates the path's RTT.
            // Nor does the SYN's ACK give a sample: a header-only packet crosses each link
            // faster than data, and Vegas took that shorter time for its BaseRTT, then saw a
            // standing queue that was not there (a third of a 10 Mb/s link left unused).
            if Some(ack) != self.syn && !self.sent.range(..=k as usize).any(|r| r.retransmitted) {
                rtt = Some(now - p.sent_at);
            }
            self.delivered_time = now;
            let send_elapsed = p.sent_at.saturating_sub(p.first_sent_time);
            let ack_elapsed = now.saturating_sub(p.delivered_time);
            let interval = send_elapsed.max(ack_elapsed);
            if interval > 0 && !p.retransmitted {
                rate = Some((self.delivered - p.delivered) as f64 * 1e9 / interval as f64);
                rate_app_limited = p.app_limited;
            }
            self.first_sent_time = p.sent_at;
            pkt_delivered = p.delivered;
            self.sent.drain(..=k as usize);
            self.sent_base = ack + 1;
        }
        AckInfo {
            now,
            rtt,
            delivered: newly,
            maxseq: self.maxseq,
            next_seq: self.t_seqno,
            ack,
            in_flight: self.pipe(),
            srtt: self.rtt.srtt_exact,
            rate,
            rate_app_limited,
            pkt_delivered,
            total_delivered: self.delivered,
        }
    }

    /// Packets in flight as RFC 6675's pipe (Section 4, SetPipe) counts them before anything
    /// is retransmitted: those above the cumulative ACK up to `maxseq`, less those SACKed and
    /// those IsLost deems lost (DupThresh SACKed packets above them, `Scoreboard::lost`).
    /// Without SACK the duplicate ACKs stand for the SACKed packets (each reports one packet
    /// that left the network, RFC 5681 Section 3.2) and, once they reach the threshold, the
    /// first unacknowledged packet, the one the fast retransmit resends, is the one deemed
    /// lost: nothing else is known to be. (Linux counts Reno's in-flight packets alike:
    /// `tcp_add_reno_sack`, and `tcp_mark_head_lost` on entering recovery.)
    ///
    /// Taken on entering recovery (`decrease`, before the retransmission leaves, so RFC 6675's
    /// HighRxt term is zero) and on new ACKs (`ack_info`, with `highest_ack` the ACK just
    /// taken), where ns-2's sender has just cleared its scoreboard and no duplicate ACKs are
    /// counted, so that there it is maxseq - ack.
    ///
    /// While the sender goes back N (after a timeout, or Tahoe's fast retransmit), the packets
    /// from `t_seqno` to `maxseq` are deemed lost, as RFC 6675 (Section 5.1) deems every
    /// outstanding packet after a timeout: they are sent again, and the packets in flight are
    /// those resent since. (Counted in, BBR's packet conservation after a later reduction
    /// released the whole old window in one burst.) SACK blocks and duplicate ACKs then report
    /// packets of the old window, not of these, and are left out (ns-2's Sack1 ignores them
    /// after a timeout until a new ACK).
    fn pipe(&self) -> f64 {
        if self.t_seqno <= self.maxseq {
            return (self.t_seqno - 1 - self.highest_ack).max(0) as f64;
        }
        let outstanding = self.maxseq - self.highest_ack;
        let left = match &self.sack {
            Some(st) => st.sb.sacked() + st.sb.lost(self.highest_ack + 1, self.dupack_threshold as i64),
            None => {
                let dupacks = self.dupacks as i64;
                dupacks + i64::from(dupacks >= self.dupack_threshold as i64)
            }
        };
        (outstanding - left).max(0) as f64
    }

    /// ns-2 `opencwnd`: slow start below ssthresh, the window rule's increase above.
    fn open_cwnd(&mut self) {
        if self.cwnd < self.ssthresh {
            self.cwnd += 1.0;
        } else {
            let scale = self.sched.alpha_scale(self.cwnd);
            self.cwnd += self.rule.increase_per_ack(self.cwnd, scale);
        }
    }

    /// NewReno partial ACK (ns-2 `partialnewack_helper`, `partialnewack`).
    fn partial_ack(&mut self, net: &mut Fabric, ack: i64) {
        if !self.partial_seen {
            self.partial_seen = true;
            self.arm_rto(net);
        }
        let deflate = ack - self.highest_ack;
        if self.dupwnd > deflate {
            self.dupwnd -= deflate - 1;
        } else {
            self.cwnd -= (deflate - self.dupwnd) as f64;
            self.dupwnd = 1; // still > 0: fast recovery goes on
        }
        if self.cwnd < 1.0 {
            self.cwnd = 1.0;
        }
        self.highest_ack = ack;
        if self.t_seqno <= ack {
            self.t_seqno = ack + 1;
        }
        if self.rtt_active && ack >= self.rtt_seq {
            self.rtt_active = false;
            self.rtt.backoff = 1;
        }
        self.output(net, ack + 1);
    }

    /// A duplicate ACK (ns-2 `recv` duplicate branch and `dupack_action`).
    fn dup_ack(&mut self, net: &mut Fabric) {
        self.dupacks += 1;
        if self.in_recovery {
            self.dupwnd += 1;
            return;
        }
        if self.dupacks < self.dupack_threshold {
            if self.limited_transmit {
                self.send_one(net);
            }
            return;
        }
        if self.dupacks != self.dupack_threshold || !self.fast_retransmit_allowed() {
            if self.ecn && self.ecn_last_action && self.dupacks == self.dupack_threshold {
                // ns-2 `RenoTcpAgent::dupack_action`: the window was already halved for ECN in
                // this window: retransmit (and recover) without reducing again.
                self.ecn_last_action = false;
                net.counters[self.id as usize].fast_retransmits += 1;
                self.rtt_active = false;
                self.arm_rto(net);
                if self.recovery != Recovery::Tahoe {
                    self.in_recovery = true;
                    self.output(net, self.highest_ack + 1);
                    self.dupwnd = self.dupack_threshold as i64;
                } else {
                    // ns-2 `TcpAgent::dupack_action`: `slowdown(CLOSE_CWND_ONE)` (ssthresh
                    // kept; like every slowdown it asks for CWR on the next packet) and
                    // `reset_rtx_timer(0, 0)`, which goes back N; `on_ack` sends. Found by the
                    // RED trace draws with ECN (docs/validation.md).
                    self.cwnd = 1.0;
                    self.cwr_pending = true;
                    self.t_seqno = self.highest_ack + 1;
                    if let SchedKind::Spaced { .. } = self.sched.kind {
                        self.send_next(net);
                    }
                }
            }
            return;
        }
        self.ecn_last_action = false;
        net.counters[self.id as usize].fast_retransmits += 1;
        self.recover = self.maxseq;
        let (ssthresh, cwnd) = self.decrease();
        self.ssthresh = ssthresh;
        self.rtt_active = false;
        self.arm_rto(net);
        match self.recovery {
            Recovery::Tahoe => {
                // Go back N from one packet; `on_ack` sends it (after `overhead_` if set), a
                // spaced schedule at once.
                self.cwnd = 1.0;
                self.t_seqno = self.highest_ack + 1;
                if let SchedKind::Spaced { .. } = self.sched.kind {
                    self.send_next(net);
                }
            }
            Recovery::Reno | Recovery::Newreno | Recovery::Sack | Recovery::Vegas => {
                self.cwnd = cwnd;
                self.in_recovery = true;
                self.output(net, self.highest_ack + 1);
                self.dupwnd = self.dupack_threshold as i64;
            }
        }
    }

    /// ns-2 `send_one` (Limited Transmit): one new packet if it stays within the receiver's
    /// window and within cwnd plus the duplicate ACKs counted.
    fn send_one(&mut self, net: &mut Fabric) {
        let ahead = self.t_seqno - self.highest_ack;
        if self.t_seqno <= self.limit
            && net.now < self.stop_at
            && ahead as f64 <= self.rwnd
            && (ahead - self.dupacks as i64) as f64 <= self.cwnd
        {
            self.send_next(net);
        }
    }

    /// An ACK of ns-2's `Agent/TCP/Vegas` (`VegasTcpAgent::recv`; the rules are in
    /// `vegas_ns2`). Duplicate ACKs inflate cwnd itself (no `dupwnd`).
    fn vegas_ack(&mut self, net: &mut Fabric, ack: i64) {
        let now = net.now;
        let threshold = self.dupack_threshold;
        self.vegas_state().on_any_ack(now);
        if ack > self.highest_ack {
            let newcwnd = self.vegas_state().newcwnd;
            if self.dupacks > threshold && self.cwnd > newcwnd {
                // Leaving the inflation: back to the cut window (ssthresh only matters in slow
                // start for Vegas).
                self.cwnd = newcwnd;
                self.ssthresh = 2.0;
            }
            let oldack = self.highest_ack;
            self.new_ack(net, ack, Echo::None, false);
            let v = self.vegas.as_deref_mut().expect("vegas state");
            v.after_new_ack(ack, oldack, self.t_seqno, &mut self.cwnd, &mut self.ssthresh, now);
            self.cap_cwnd();
            let v = self.vegas.as_deref_mut().expect("vegas state");
            if v.worried > 0 {
                // One of the first two new ACKs after a resend: resend the next packet too if
                // its fine-grained timer has run out, without another cut.
                v.worried -= 1;
                match v.expired(ack, now) {
                    Some(seq) => {
                        self.dupacks = threshold;
                        net.counters[self.id as usize].fast_retransmits += 1;
                        self.output(net, seq);
                    }
                    None => v.worried = 0,
                }
            }
        } else if ack == self.highest_ack {
            self.dupacks += 1;
            let expired = self.vegas_state().expired(ack, now);
            if expired.is_some() || self.dupacks == threshold {
                let (send_time, transmits) = self.vegas_state().slot(ack + 1);
                // ns-2 `bug_fix_`: no fast retransmit before the ACKs pass a timeout's recover.
                if self.highest_ack > self.recover || !self.timeout_last_action {
                    let win = self.window();
                    self.timeout_last_action = false;
                    self.recover = self.maxseq;
                    let v = self.vegas.as_deref_mut().expect("vegas state");
                    v.worried = (self.t_seqno - ack).min(2);
                    v.back_off(transmits);
                    if v.t_cwnd_changed < send_time {
                        // Cut only for a packet sent after the last cut, then inflate.
                        v.newcwnd = Ns2Vegas::cut(win, transmits) as f64;
                        self.cwnd = v.newcwnd + self.dupacks as f64;
                        v.t_cwnd_changed = v.time(now);
                    }
                    // ns-2 `reset_rtx_timer(1)`: back the RTO off and restart it.
                    self.rtt.back_off();
                    self.arm_rto(net);
                    self.rtt_active = false;
                    net.counters[self.id as usize].fast_retransmits += 1;
                    self.output(net, expired.unwrap_or(ack + 1));
                    if transmits == 1 {
                        self.dupacks = threshold;
                    }
                }
            } else if self.dupacks > threshold {
                self.cwnd += 1.0;
            }
        }
        let send = self.dupacks == 0 || self.dupacks + 1 > threshold;
        self.after_ack(net, send);
    }

    /// The state of ns-2's Vegas agent (a flow with `recovery = "vegas"`). Where cwnd changes
    /// beside it, the code borrows the field itself instead, which leaves the others free.
    fn vegas_state(&mut self) -> &mut Ns2Vegas {
        self.vegas.as_deref_mut().expect("vegas state")
    }

    /// RTO expiry of ns-2's `Agent/TCP/Vegas` (`VegasTcpAgent::timeout`): as every ns-2
    /// timeout (go back N, back off, ssthresh = max(int(W/2), 2)), then cwnd = 2.
    fn vegas_timeout(&mut self, net: &mut Fabric) {
        self.dupacks = 0;
        self.rtt.back_off();
        self.arm_rto(net);
        self.t_seqno = self.highest_ack + 1;
        self.rtt_active = false;
        net.counters[self.id as usize].timeouts += 1;
        self.ssthresh = (self.windowd() / 2.0).trunc().max(2.0);
        self.close_after_timeout();
        self.cwnd = 2.0;
        let now = net.now;
        if let Some(v) = &mut self.vegas {
            v.newcwnd = 0.0;
            v.t_cwnd_changed = v.time(now);
        }
        // ns-2 `VegasTcpAgent::timeout`: send_much without a burst limit.
        self.send_available_at_most(net, 0);
    }

    /// The (ssthresh, cwnd) a fast retransmit leaves (ns-2 `slowdown(CLOSE_SSTHRESH_HALF |
    /// CLOSE_CWND_HALF)` with `precisionReduce_`): the window rule's decrease of W, or W/2 where
    /// `first_decrease = half` asks for ns-2's first-decrease and slow-start halving.
    fn decrease(&mut self) -> (f64, f64) {
        // RFC 3168 Section 6.1.2: CWR on the first new packet after any window reduction.
        self.cwr_pending = self.ecn;
        self.timeout_last_action = false;
        let w = self.windowd();
        // BBR's packet conservation on entering recovery (draft-cardwell-iccrg-bbr-congestion-
        // control-00 Section 4.2.3.4): cwnd = packets in flight, as RFC 6675 counts them (SACKed
        // and lost excluded, `pipe`), + max(delivered, 1).
        // (Only the controllers use it: the Reno rules' decreases do not count it.)
        let in_flight = if self.cc.is_some() { self.pipe() } else { 0.0 };
        if let Some(cc) = &mut self.cc {
            self.first_decrease = false;
            self.cc_recovery_until = Some(self.recover);
            return cc.on_loss(w, in_flight);
        }
        let halve = self.first_decrease_half && (self.first_decrease || self.cwnd < self.ssthresh);
        self.first_decrease = false;
        let cwnd = if halve { w / 2.0 } else { self.rule.decrease(w) };
        (cwnd.trunc().max(2.0), cwnd)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::WindowSpec;

    fn sender(spec: &TcpSpec) -> TcpSender {
        TcpSender::new(0, spec, i64::MAX, SimTime::MAX, Rng::new(1, crate::rng::Component::Flow, 0))
    }

    #[test]
    fn fast_retransmit_decrease_hand_computed() {
        // Reno at cwnd 15 in congestion avoidance: ssthresh = int(7.5) = 7, cwnd = 7.5 (no floor
        // at ssthresh, not rounded).
        let spec = TcpSpec::default();
        let mut s = sender(&spec);
        s.cwnd = 15.0;
        s.ssthresh = 8.0;
        assert_eq!(s.decrease(), (7.0, 7.5));
        // A tiny window: cwnd 1.5 -> 0.75 while ssthresh floors at 2.
        s.cwnd = 1.5;
        s.ssthresh = 1.0;
        assert_eq!(s.decrease(), (2.0, 0.75));
    }

    #[test]
    fn pipe_counts_as_rfc_6675_and_only_resent_packets_while_going_back_n() {
        // Packets 1..=30 out above the cumulative ACK 0; SACKed [10, 13): 3 SACKed, the nine
        // holes below them deemed lost (3 SACKed above), 13..=30 in flight: 30 - 3 - 9 = 18.
        let spec = TcpSpec { recovery: Recovery::Sack, ..TcpSpec::default() };
        let mut s = sender(&spec);
        (s.highest_ack, s.maxseq, s.t_seqno) = (0, 30, 31);
        let sack = SackBlocks { n: 1, b: [(10, 13), (0, 0), (0, 0)] };
        s.sack.as_mut().unwrap().sb.update(0, &sack);
        assert_eq!(s.pipe(), 18.0);
        // Going back N from 1 after a timeout, five resent: only they are in flight.
        s.t_seqno = 6;
        assert_eq!(s.pipe(), 5.0);
        // Without SACK, three duplicate ACKs stand for three packets gone and the first
        // unacknowledged packet is the one lost: 30 - 3 - 1.
        let mut s = sender(&TcpSpec::default());
        (s.highest_ack, s.maxseq, s.t_seqno, s.dupacks) = (0, 30, 31, 3);
        assert_eq!(s.pipe(), 26.0);
    }

    #[test]
    fn first_decrease_half_is_ns2s_quirk_and_off_by_default() {
        let mut spec = TcpSpec::default();
        spec.window = WindowSpec::Aimd { alpha: 0.31, beta: 0.875 };
        // Off: the rule from the first decrease on: 0.875 * 16 = 14.
        let mut s = sender(&spec);
        s.cwnd = 16.0;
        s.ssthresh = 10.0;
        assert_eq!(s.decrease(), (14.0, 14.0));
        // On: the first decrease halves, the next (in congestion avoidance) follows the rule, and
        // any decrease from slow start halves again.
        spec.first_decrease = FirstDecrease::Half;
        let mut s = sender(&spec);
        s.cwnd = 16.0;
        s.ssthresh = 10.0;
        assert_eq!(s.decrease(), (8.0, 8.0));
        s.cwnd = 16.0;
        assert_eq!(s.decrease(), (14.0, 14.0));
        s.ssthresh = 20.0;
        assert_eq!(s.decrease(), (8.0, 8.0));
    }

    #[test]
    fn initial_ssthresh_is_capped_by_the_receiver_window() {
        let mut spec = TcpSpec::default();
        spec.rwnd_pkts = 20;
        assert_eq!(sender(&spec).ssthresh, 20.0);
    }
}
