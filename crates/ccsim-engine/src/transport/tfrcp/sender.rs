//! The TFRCP sender (seed 003 Section II-B; REFERENCE.md 7; EXPERIMENTS F-tfrcp-3/4).
//!
//! Rounds: round i lasts M_i (S1 fixed, S2 K x the RTT estimate at its start, S3 c + U[0, d]) and
//! sends at rate r_i, one packet every 1/r_i, so that n_i = r_i M_i packets leave evenly spaced.
//! The clock runs on across round boundaries: the first packet of a round leaves 1/r_i after the
//! previous one (or at the round's start if that is later), so the long-run rate is r_i even
//! when r_i M_i < 1. Each packet may wait a further U[0, overhead] (seed 003's processing delay).
//!
//! Log: per packet its send time, its timeout limit (send time + the base timeout B when sent)
//! and its received status: unknown, received (its own ACK or a later ACK's bit vector covers
//! it) or presumed lost. Every ACK also gives an RTT sample t_k - s_k, smoothed "exactly as in
//! TCP" by `tcp::rtt::RttEstimator` (RFC 6298 / Jacobson-Karels, ns-2 tick and RTO clamps):
//! R is the smoothed RTT (exact, not tick-quantised) and B the RTO it implies.
//!
//! End of round i at time t_i, with j the smallest sequence number still unknown at the end of
//! round i-1, l the last packet sent and a the highest sequence number ACKed:
//! * every unknown packet in [j, l] whose timeout limit is before t_i is presumed lost;
//! * every unknown packet in [j, a] is presumed lost (no later ACK can cover it: ACKs travel a
//!   FIFO path and the bit vector of ACK a reached back only `ack_bits` packets);
//! * x_i and y_i count the packets from j on that are now received / lost and were not counted
//!   in an earlier round. In normal operation these are exactly the packets of [j, a], as in the
//!   seed; counting each settled packet once also counts packets presumed lost by timeout above
//!   a, which the literal [j, a] rule would never count (a total blackout would then look
//!   loss-free and double the rate every round);
//! * y_i = 0: r_{i+1} = 2 r_i (capped at W_max/R); otherwise p_i = y_i/(x_i + y_i) and
//!   r_{i+1} = f(W_max, R, p_i, B), the full PFTK model (`pftk`). As the seed writes it, a round
//!   that settled no packet at all (x_i = y_i = 0: every ACK lost and no timeout limit passed yet)
//!   doubles too, so a blacked-out sender alternates a doubling round with a p = 1 round and
//!   runs at about one packet per 12 s (B = 3 s) where the model's limit is one per 64 B.
//!
//! TFRCP has no error recovery: lost packets are never resent. A finite transfer is therefore
//! complete (`completion_ns`) once its last packet is sent and the fate of every packet is known:
//! received (ACKed, or covered by a later ACK's bit vector) or presumed lost at a round's end.

use super::pftk::pftk;
use crate::event::{Fire, FlowTimer, Timer};
use crate::net::fabric::Fabric;
use crate::packet::Kind;
use crate::rng::Rng;
use crate::scenario::{RoundSpec, TfrcpSpec};
use crate::time::{SimTime, NS_PER_S};
use crate::transport::tcp::rtt::RttEstimator;
use std::collections::VecDeque;

/// A packet's received status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Unknown,
    Received,
    Lost,
}

#[derive(Debug, Clone, Copy)]
struct Record {
    sent: SimTime,
    limit: SimTime,
    status: Status,
    counted: bool,
}

/// Log entries kept below j, for inspection (`status`).
const HISTORY: i64 = 1024;

pub struct TfrcpSender {
    id: u32,
    data_size: u32,
    limit: i64,
    stop_at: SimTime,
    rng: Rng,
    rounds: RoundSpec,
    wmax: f64,
    b: f64,
    ack_bits: u32,
    overhead: SimTime,
    initial_rtt: f64,

    /// The current round's rate r_i, packets per second.
    pub rate: f64,
    pub rtt: RttEstimator,
    /// Rounds completed.
    pub round: u64,
    round_start: SimTime,
    sent_in_round: u64,
    /// Next sequence number to send.
    pub next_seq: i64,
    /// a: the highest sequence number ACKed (-1: none).
    pub highest_acked: i64,
    /// j: the smallest sequence number unknown at the end of the last round.
    pub j: i64,
    log: VecDeque<Record>,
    log_base: i64,
    /// Packets sent whose status is still unknown.
    unsettled: u64,
    next_nominal: SimTime,
    last_nominal: Option<SimTime>,
    send_timer: Timer,
    round_timer: Timer,
}

impl TfrcpSender {
    pub fn new(id: u32, spec: &TfrcpSpec, limit: i64, stop_at: SimTime, mut rng: Rng) -> TfrcpSender {
        let boot = if spec.tick_ns > 0 { rng.next_u64() % spec.tick_ns } else { 0 };
        TfrcpSender {
            id,
            data_size: spec.mss_bytes + spec.header_bytes,
            limit,
            stop_at,
            rng,
            rounds: spec.rounds.clone(),
            wmax: spec.wmax_pkts,
            b: spec.pftk_b,
            ack_bits: spec.ack_bits,
            overhead: spec.overhead_ns,
            initial_rtt: spec.initial_rtt_ns as f64,
            rate: spec.initial_rate_pps,
            rtt: RttEstimator::new(spec.tick_ns, boot, spec.min_rto_ns, spec.max_rto_ns, spec.initial_rto_ns),
            round: 0,
            round_start: 0,
            sent_in_round: 0,
            next_seq: 0,
            highest_acked: -1,
            j: 0,
            log: VecDeque::new(),
            log_base: 0,
            unsettled: 0,
            next_nominal: 0,
            last_nominal: None,
            send_timer: Timer::default(),
            round_timer: Timer::default(),
        }
    }

    /// R in ns: the smoothed RTT, or the configured stand-in before the first sample.
    pub fn r_ns(&self) -> f64 {
        self.rtt.srtt_exact.unwrap_or(self.initial_rtt)
    }

    /// B in ns: the RTO TCP would use now.
    pub fn b_ns(&self) -> u64 {
        self.rtt.rto()
    }

    /// The received status of packet `seq` (None if not sent or forgotten).
    pub fn status(&self, seq: i64) -> Option<Status> {
        self.rec(seq).map(|r| r.status)
    }

    fn rec(&self, seq: i64) -> Option<&Record> {
        (seq >= self.log_base).then(|| self.log.get((seq - self.log_base) as usize)).flatten()
    }

    fn rec_mut(&mut self, seq: i64) -> Option<&mut Record> {
        (seq >= self.log_base).then(|| self.log.get_mut((seq - self.log_base) as usize)).flatten()
    }

    fn has_data(&self, now: SimTime) -> bool {
        self.next_seq <= self.limit && now < self.stop_at
    }

    fn gap(&self) -> SimTime {
        ((NS_PER_S as f64 / self.rate).round() as SimTime).max(1)
    }

    /// Arm the send timer for the next nominal send time plus the random overhead, and not
    /// before now: when the last packet's overhead outlasted the gap, the next one leaves right
    /// after it (packets are processed one at a time, in order).
    fn arm_send(&mut self, net: &mut Fabric) {
        if !self.has_data(self.next_nominal) {
            self.send_timer.cancel();
            return;
        }
        let jitter = if self.overhead > 0 { (self.rng.uniform() * self.overhead as f64) as SimTime } else { 0 };
        let at = (self.next_nominal + jitter).max(net.now);
        net.arm(&mut self.send_timer, at, self.id, FlowTimer::Send);
    }

    fn start_round(&mut self, net: &mut Fabric) {
        let now = net.now;
        let m = match self.rounds {
            RoundSpec::Fixed { m_ns } => m_ns,
            RoundSpec::RttMultiple { k } => (k * self.r_ns()).round() as SimTime,
            RoundSpec::Uniform { c_ns, d_ns } => c_ns + (self.rng.uniform() * d_ns as f64).round() as SimTime,
        };
        self.round_start = now;
        self.sent_in_round = 0;
        net.arm(&mut self.round_timer, now + m.max(1), self.id, FlowTimer::Round);
    }

    pub fn on_timer(&mut self, net: &mut Fabric, kind: FlowTimer) {
        let now = net.now;
        match kind {
            FlowTimer::Start => {
                self.next_nominal = now;
                self.start_round(net);
                self.arm_send(net);
            }
            FlowTimer::Send => match self.send_timer.fire(now) {
                Fire::Due => self.send(net),
                Fire::Reschedule(at, key) => net.reschedule(at, key, self.id, FlowTimer::Send),
                Fire::Stale => {}
            },
            FlowTimer::Round => match self.round_timer.fire(now) {
                Fire::Due => self.end_round(net),
                Fire::Reschedule(at, key) => net.reschedule(at, key, self.id, FlowTimer::Round),
                Fire::Stale => {}
            },
            _ => {}
        }
    }

    fn send(&mut self, net: &mut Fabric) {
        let now = net.now;
        if !self.has_data(now) {
            return;
        }
        let seq = self.next_seq;
        self.next_seq += 1;
        self.sent_in_round += 1;
        let limit = now + self.b_ns();
        self.log.push_back(Record { sent: now, limit, status: Status::Unknown, counted: false });
        self.unsettled += 1;
        net.emit(self.id, Kind::Data, seq, self.data_size);
        self.last_nominal = Some(self.next_nominal);
        self.next_nominal += self.gap();
        self.arm_send(net);
    }

    /// An ACK for packet `k` with bit vector `bits` over k-1 .. k-ack_bits.
    pub fn on_ack(&mut self, net: &mut Fabric, k: i64, bits: u32) {
        let now = net.now;
        net.counters[self.id as usize].acks_received += 1;
        let mut settled = 0;
        if let Some(r) = self.rec_mut(k) {
            settled += (r.status == Status::Unknown) as u64;
            r.status = Status::Received;
            let sent = r.sent;
            self.rtt.sample(sent, now - sent);
        }
        for j in 1..=self.ack_bits as i64 {
            if bits & (1 << (j - 1)) != 0 {
                if let Some(r) = self.rec_mut(k - j) {
                    settled += (r.status == Status::Unknown) as u64;
                    r.status = Status::Received;
                }
            }
        }
        self.unsettled -= settled;
        self.highest_acked = self.highest_acked.max(k);
        self.note_completion(net);
    }

    /// A finite transfer whose packets are all sent and settled is complete (module doc).
    fn note_completion(&self, net: &mut Fabric) {
        if self.next_seq > self.limit && self.unsettled == 0 {
            let c = &mut net.counters[self.id as usize];
            if c.completion.is_none() {
                c.completion = Some(net.now);
            }
        }
    }

    fn end_round(&mut self, net: &mut Fabric) {
        let now = net.now;
        let (a, l) = (self.highest_acked, self.next_seq - 1);
        let (mut x, mut y) = (0u64, 0u64);
        let mut next_j = None;
        let mut presumed = 0;
        for seq in self.j..=l {
            let r = self.rec_mut(seq).expect("log holds every packet from j");
            if r.status == Status::Unknown && (r.limit < now || seq <= a) {
                r.status = Status::Lost;
                presumed += 1;
            }
            match r.status {
                Status::Unknown => {
                    next_j.get_or_insert(seq);
                }
                s if !r.counted => {
                    r.counted = true;
                    if s == Status::Received {
                        x += 1;
                    } else {
                        y += 1;
                    }
                }
                _ => {}
            }
        }
        // The scan visits every packet from the oldest still unknown: with short rounds and a
        // long backlog (millions of packets dropped at the first hop, each unknown until its
        // timeout) one round end is millions of steps, which the budget counts as work, so a
        // wall-time limit stops the run within a round (it ran on for 20 s past `max_wall`).
        net.work += (l + 1 - self.j).max(0) as u64;
        self.j = next_j.unwrap_or(l + 1);
        self.unsettled -= presumed;
        self.note_completion(net);
        let (r_s, b_s) = (self.r_ns() / NS_PER_S as f64, self.b_ns() as f64 / NS_PER_S as f64);
        let old = self.rate;
        self.rate = if y == 0 {
            (2.0 * old).min(self.wmax / r_s)
        } else {
            pftk(y as f64 / (x + y) as f64, r_s, b_s, self.wmax, self.b)
        };
        let log = &mut net.recorder.tfrcp;
        log.flow.push(self.id);
        log.round.push(self.round);
        log.start_ns.push(self.round_start);
        log.end_ns.push(now);
        log.rate_pps.push(old);
        log.sent.push(self.sent_in_round);
        log.received.push(x);
        log.lost.push(y);
        log.next_rate_pps.push(self.rate);
        log.srtt_s.push(r_s);
        log.base_timeout_s.push(b_s);
        self.round += 1;
        while self.log_base < self.j - HISTORY {
            self.log.pop_front();
            self.log_base += 1;
        }
        if !self.has_data(now) && self.j > l {
            return; // nothing more to send or to learn
        }
        self.start_round(net);
        // Re-clock the sends at the new rate, continuing from the last packet.
        self.next_nominal = match self.last_nominal {
            Some(t) => (t + self.gap()).max(now),
            None => now,
        };
        self.arm_send(net);
    }
}
