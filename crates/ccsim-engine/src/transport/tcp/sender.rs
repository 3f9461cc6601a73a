//! The TCP sender: sequence state, loss recovery and timers, with the window rule and the send
//! schedule plugged in.
//!
//! Sequence numbers count packets from 0 (ns-2 style, REFERENCE.md 1.2). Window arithmetic follows
//! ns-2's `TcpAgent`: cwnd in packets (f64), +1 per new ACK in slow start, the window rule's
//! increment per new ACK in congestion avoidance (no byte counting), and the usable window
//! floor(min(cwnd + inflation, rwnd)).
//!
//! Loss recovery on the `dupack_threshold`-th duplicate ACK:
//! * Tahoe: ssthresh <- decrease(W), cwnd <- 1, go back to the first unacknowledged packet.
//! * Reno (RFC 5681 section 3.2; ns-2 `tcp-reno.cc`): ssthresh = cwnd <- decrease(W), retransmit,
//!   inflate by one packet per duplicate ACK; any new ACK, partial ones included, ends recovery.
//! * NewReno (RFC 6582): as Reno, but a partial ACK retransmits the next hole, deflates the
//!   inflation by the amount acknowledged and adds one back, and stays in recovery until the ACK
//!   covers `recover`; the RTO timer restarts on the first partial ACK only ("Impatient").
//! A new fast retransmit needs the cumulative ACK beyond `recover` (RFC 6582 section 3.2 step 1;
//! ns-2 `bugFix_`), so duplicate ACKs after a timeout do not trigger a second reduction.
//!
//! Limited Transmit (RFC 3042), when enabled: each of the first two duplicate ACKs outside
//! recovery lets one new packet go at once, beyond cwnd by at most two.
//!
//! W is min(cwnd, rwnd) as in ns-2 (RFC 5681 uses FlightSize; they agree in congestion avoidance
//! without application limits). Floors: ssthresh >= 2, cwnd >= 1.
//!
//! Timeout (RFC 6298 section 5; ns-2 `timeout`): ssthresh <- max(W/2, 2) whatever the window rule,
//! cwnd <- 1, RTO backed off, go back N from the first unacknowledged packet, and RTT timing is
//! abandoned (Karn).

use super::rtt::RttEstimator;
use super::schedule::{Kind as SchedKind, Schedule};
use super::window::WindowRule;
use crate::event::{Fire, FlowTimer, Timer};
use crate::net::fabric::Fabric;
use crate::packet::Kind;
use crate::rng::Rng;
use crate::scenario::{PacingRtt, Recovery, TcpSpec};
use crate::time::SimTime;

pub struct TcpSender {
    id: u32,
    recovery: Recovery,
    rule: WindowRule,
    pub sched: Schedule,
    pacing_rtt: PacingRtt,
    dupack_threshold: u32,
    limited_transmit: bool,
    rwnd: f64,
    data_size: u32,
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
    pub ssthresh: f64,
    dupacks: u32,
    /// Fast-recovery inflation, packets (ns-2 `dupwnd_`).
    dupwnd: f64,
    in_recovery: bool,
    recover: i64,
    partial_seen: bool,

    pub rtt: RttEstimator,
    rtt_active: bool,
    rtt_seq: i64,
    rtt_sent_at: SimTime,
    rto_timer: Timer,
    send_timer: Timer,
}

impl TcpSender {
    pub fn new(id: u32, spec: &TcpSpec, limit: i64, stop_at: SimTime, mut rng: Rng) -> TcpSender {
        let boot = if spec.tick_ns > 0 { rng.next_u64() % spec.tick_ns } else { 0 };
        TcpSender {
            id,
            recovery: spec.recovery,
            rule: WindowRule::new(&spec.window),
            sched: Schedule::new(&spec.schedule, spec.overhead_ns),
            pacing_rtt: spec.pacing_rtt,
            dupack_threshold: spec.dupack_threshold,
            limited_transmit: spec.limited_transmit,
            rwnd: spec.rwnd_pkts as f64,
            data_size: spec.mss_bytes + spec.header_bytes,
            limit,
            stop_at,
            rng,
            highest_ack: -1,
            t_seqno: 0,
            maxseq: -1,
            cwnd: spec.init_cwnd,
            ssthresh: spec.init_ssthresh,
            dupacks: 0,
            dupwnd: 0.0,
            in_recovery: false,
            recover: -2,
            partial_seen: false,
            rtt: RttEstimator::new(
                spec.tick_ns,
                boot,
                spec.min_rto_ns,
                spec.max_rto_ns,
                spec.initial_rto_ns,
            ),
            rtt_active: false,
            rtt_seq: -1,
            rtt_sent_at: 0,
            rto_timer: Timer::default(),
            send_timer: Timer::default(),
        }
    }

    /// The same fresh connection with its sequence numbers starting at `base` instead of 0 (apps
    /// that run many connections over one flow give each a disjoint range, `transport::transfers`).
    pub fn starting_at(mut self, base: i64) -> TcpSender {
        self.highest_ack = base - 1;
        self.t_seqno = base;
        self.maxseq = base - 1;
        self.recover = base - 2;
        self.rtt_seq = base - 1;
        self
    }

    /// Usable window in packets: floor(min(cwnd + inflation, rwnd)), at least 1.
    #[inline]
    fn window(&self) -> i64 {
        ((self.cwnd + self.dupwnd).min(self.rwnd).floor() as i64).max(1)
    }

    #[inline]
    fn can_send(&self, now: SimTime) -> bool {
        self.t_seqno <= self.limit
            && self.t_seqno <= self.highest_ack + self.window()
            && now < self.stop_at
    }

    /// The RTT the spaced schedules divide by cwnd (None before the first sample).
    fn pacing_rtt(&self) -> Option<f64> {
        match self.pacing_rtt {
            PacingRtt::Srtt => self.rtt.srtt_exact,
            PacingRtt::LastSample => self.rtt.last_sample.map(|x| x as f64),
        }
    }

    /// Whether everything the application offers has been acknowledged.
    pub fn finished(&self) -> bool {
        self.highest_ack >= self.limit
    }

    /// Put packet `seq` on the wire now.
    fn output(&mut self, net: &mut Fabric, seq: i64) {
        let now = net.now;
        if seq <= self.maxseq {
            net.counters[self.id as usize].retransmits += 1;
            if self.rtt_active && seq <= self.rtt_seq {
                self.rtt_active = false; // Karn: the timed packet may be ambiguous now
            }
        } else {
            self.maxseq = seq;
            if !self.rtt_active {
                self.rtt_active = true;
                self.rtt_seq = seq;
                self.rtt_sent_at = now;
            }
        }
        net.emit(self.id, Kind::Data, seq, self.data_size);
        if !self.rto_timer.is_armed() {
            let at = now + self.rtt.rto();
            net.arm(&mut self.rto_timer, at, self.id, FlowTimer::Rto);
        }
    }

    /// Send the next new (or go-back-N) packet.
    fn send_next(&mut self, net: &mut Fabric) {
        let seq = self.t_seqno;
        self.t_seqno += 1;
        self.output(net, seq);
    }

    /// Send what the schedule allows now.
    pub fn send_available(&mut self, net: &mut Fabric) {
        let now = net.now;
        match self.sched.kind {
            SchedKind::AckClocked { overhead } => {
                if overhead > 0 {
                    // ns-2 `overhead_`: a random delay before the burst; ACKs meanwhile do nothing.
                    if !self.send_timer.is_armed() && self.can_send(now) {
                        let at = now + (self.rng.uniform() * overhead as f64) as SimTime;
                        net.arm(&mut self.send_timer, at, self.id, FlowTimer::Send);
                    }
                    return;
                }
                while self.can_send(now) {
                    self.send_next(net);
                }
            }
            SchedKind::Spaced { .. } => {
                if self.send_timer.is_armed() {
                    return; // the clock is running; the timer sends
                }
                if self.pacing_rtt().is_none() {
                    while self.can_send(now) {
                        self.send_next(net);
                    }
                    return;
                }
                self.spaced_send(net);
            }
        }
    }

    /// Spaced schedules: send one packet if the window allows and restart the clock; otherwise wait
    /// for an ACK.
    fn spaced_send(&mut self, net: &mut Fabric) {
        let now = net.now;
        if !self.can_send(now) {
            self.sched.blocked = true;
            return;
        }
        self.sched.blocked = false;
        self.send_next(net);
        if let Some(rtt) = self.pacing_rtt() {
            let gap = self.sched.gap(rtt, self.cwnd, &mut self.rng);
            net.arm(&mut self.send_timer, now + gap, self.id, FlowTimer::Send);
        }
    }

    pub fn on_timer(&mut self, net: &mut Fabric, kind: FlowTimer) {
        let now = net.now;
        match kind {
            FlowTimer::Start => self.send_available(net),
            FlowTimer::Rto => match self.rto_timer.fire(now) {
                Fire::Due => self.timeout(net),
                Fire::Reschedule(at) => net.schedule(at, self.id, FlowTimer::Rto),
                Fire::Stale => {}
            },
            FlowTimer::Send => match self.send_timer.fire(now) {
                Fire::Due => match self.sched.kind {
                    SchedKind::AckClocked { .. } => {
                        while self.can_send(now) {
                            self.send_next(net);
                        }
                    }
                    SchedKind::Spaced { .. } => self.spaced_send(net),
                },
                Fire::Reschedule(at) => net.schedule(at, self.id, FlowTimer::Send),
                Fire::Stale => {}
            },
            _ => {}
        }
    }

    /// RTO expiry.
    fn timeout(&mut self, net: &mut Fabric) {
        if self.maxseq <= self.highest_ack {
            return; // nothing outstanding
        }
        net.counters[self.id as usize].timeouts += 1;
        let w = self.cwnd.min(self.rwnd);
        self.ssthresh = (w / 2.0).max(2.0);
        self.cwnd = 1.0;
        self.dupwnd = 0.0;
        self.dupacks = 0;
        self.in_recovery = false;
        self.recover = self.maxseq;
        self.t_seqno = self.highest_ack + 1;
        self.rtt_active = false;
        self.rtt.back_off();
        // The retransmission leaves at once, whatever the schedule; the clock restarts after it.
        self.send_timer.cancel();
        self.sched.blocked = false;
        self.send_next(net);
        let at = net.now + self.rtt.rto();
        net.arm(&mut self.rto_timer, at, self.id, FlowTimer::Rto);
        self.after_send_burst(net);
    }

    /// After an out-of-schedule transmission, let the schedule continue.
    fn after_send_burst(&mut self, net: &mut Fabric) {
        match self.sched.kind {
            SchedKind::AckClocked { .. } => self.send_available(net),
            SchedKind::Spaced { .. } => {
                if let Some(rtt) = self.pacing_rtt() {
                    let gap = self.sched.gap(rtt, self.cwnd, &mut self.rng);
                    net.arm(&mut self.send_timer, net.now + gap, self.id, FlowTimer::Send);
                } else {
                    self.send_available(net);
                }
            }
        }
    }

    /// An ACK with cumulative acknowledgement `ack` arrives.
    pub fn on_ack(&mut self, net: &mut Fabric, ack: i64) {
        let now = net.now;
        net.counters[self.id as usize].acks_received += 1;
        if ack > self.highest_ack {
            self.new_ack(net, ack);
        } else if ack == self.highest_ack && self.maxseq > self.highest_ack {
            self.dup_ack(net);
        }
        if self.finished() {
            self.rto_timer.cancel();
            self.send_timer.cancel();
            return;
        }
        // Spaced schedules: an ACK that opens a window closed at the timer restarts the clock
        // after rtt*y/cwnd (seed 000, Section III).
        if let SchedKind::Spaced { .. } = self.sched.kind {
            if self.sched.blocked && self.can_send(now) {
                if let Some(rtt) = self.pacing_rtt() {
                    self.sched.blocked = false;
                    let d = self.sched.reopen_delay(rtt, self.cwnd, &mut self.rng);
                    if d == 0 {
                        self.spaced_send(net);
                    } else {
                        net.arm(&mut self.send_timer, now + d, self.id, FlowTimer::Send);
                    }
                    return;
                }
            }
        }
        self.send_available(net);
    }

    fn new_ack(&mut self, net: &mut Fabric, ack: i64) {
        let now = net.now;
        let newly = (ack - self.highest_ack) as f64;
        if self.rtt_active && ack >= self.rtt_seq {
            self.rtt_active = false;
            self.rtt.sample(self.rtt_sent_at, now - self.rtt_sent_at);
        }
        let mut restart_rto = true;
        if self.in_recovery {
            match self.recovery {
                Recovery::Newreno if ack < self.recover => {
                    // Partial ACK: retransmit the next hole, deflate, stay in recovery.
                    self.dupwnd = (self.dupwnd - newly).max(0.0) + 1.0;
                    restart_rto = !self.partial_seen;
                    self.partial_seen = true;
                    self.highest_ack = ack;
                    self.output(net, ack + 1);
                }
                _ => {
                    // Reno: any new ACK ends recovery; NewReno: the full ACK does.
                    self.dupwnd = 0.0;
                    self.in_recovery = false;
                    self.cwnd = self.ssthresh.max(1.0);
                }
            }
        } else if self.cwnd < self.ssthresh {
            self.cwnd += 1.0;
        } else {
            let scale = self.sched.alpha_scale(self.cwnd);
            self.cwnd += self.rule.increase_per_ack(self.cwnd, scale);
        }
        self.cwnd = self.cwnd.min(self.rwnd);
        self.highest_ack = ack;
        self.dupacks = 0;
        if self.t_seqno <= ack {
            self.t_seqno = ack + 1;
        }
        if self.maxseq > self.highest_ack {
            if restart_rto {
                let at = now + self.rtt.rto();
                self.rto_timer.cancel();
                net.arm(&mut self.rto_timer, at, self.id, FlowTimer::Rto);
            }
        } else {
            self.rto_timer.cancel();
        }
    }

    fn dup_ack(&mut self, net: &mut Fabric) {
        self.dupacks += 1;
        if self.in_recovery {
            self.dupwnd += 1.0;
            return;
        }
        if self.dupacks < self.dupack_threshold && self.dupacks <= 2 && self.limited_transmit {
            // RFC 3042: one new packet per early duplicate ACK, if the receiver's window and the
            // application allow; flight size stays within cwnd + 2.
            let now = net.now;
            let allowed = self.highest_ack + self.window() + self.dupacks as i64;
            if self.t_seqno <= allowed && self.t_seqno <= self.limit && now < self.stop_at
                && ((self.t_seqno - self.highest_ack) as f64) <= self.rwnd
            {
                self.send_next(net);
            }
            return;
        }
        if self.dupacks != self.dupack_threshold || self.highest_ack <= self.recover {
            return;
        }
        net.counters[self.id as usize].fast_retransmits += 1;
        let w = self.cwnd.min(self.rwnd);
        self.ssthresh = self.rule.decrease(w).max(2.0);
        self.recover = self.maxseq;
        self.rtt_active = false;
        match self.recovery {
            Recovery::Tahoe => {
                self.cwnd = 1.0;
                self.t_seqno = self.highest_ack + 1;
                self.send_next(net);
            }
            Recovery::Reno | Recovery::Newreno => {
                self.cwnd = self.ssthresh;
                self.dupwnd = self.dupack_threshold as f64;
                self.in_recovery = true;
                self.partial_seen = false;
                self.output(net, self.highest_ack + 1);
            }
        }
        let at = net.now + self.rtt.rto();
        self.rto_timer.cancel();
        net.arm(&mut self.rto_timer, at, self.id, FlowTimer::Rto);
    }
}
