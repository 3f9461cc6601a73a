//! Applications made of many finite TCP transfers over one flow's path (issue 3, "Sources and
//! traffic patterns"):
//!
//! * closed loop (web-like, seed 000 Section VI.B): `concurrent` transfers of S packets are always
//!   in progress; when one is fully acknowledged a new one starts at once;
//! * Poisson arrivals of finite FTP transfers with uniform sizes (seed 003 Section III.C.3), at a
//!   fixed rate or at a rate adapted so that a given mean number are active (Little's law,
//!   L = lambda W: lambda = target / W, with W estimated as the time all transfers have spent in
//!   the system so far, in-progress ones included, per transfer started, plus one transfer of
//!   `initial_duration` as a prior. Averaging only completed transfers would be biased towards
//!   the short ones that finish first, and the rate would run away under congestion).
//!
//! Each transfer is a **new TCP connection**: a fresh `TcpSender`/`TcpReceiver` pair in slow start
//! from the initial window, with the initial RTO and no RTT estimate, as a new flow would be
//! ("new flows starting in the slow start", EXPERIMENTS rtcp-fig8). Nothing carries over from
//! the previous transfer (no cwnd or RTT caching); there is no SYN exchange, as for every TCP
//! flow in ccsim. Counters of the flow (`FlowCounters`) add up all its transfers; each
//! transfer's start, delivery and end are logged in the `transfers` table.
//!
//! Connections share the flow's route and its timer events. Each connection gets a disjoint
//! range of sequence numbers, [base, base + S - 1], with one unused number between consecutive
//! ranges, so that data sequence numbers *and* cumulative ACK values (which lie in
//! [base - 1, base + S - 1]) identify the connection unambiguously. A packet of a connection
//! that has already finished (a spurious retransmission or its ACK) is counted and discarded.
//! Timer events carry only the flow id, so an expiring timer is offered to every connection
//! of the flow; each connection's lazy `Timer` claims only entries scheduled for it.

use crate::event::FlowTimer;
use crate::net::fabric::Fabric;
use crate::rng::Rng;
use crate::scenario::{AppSpec, TcpSpec};
use crate::time::{SimTime, NS_PER_S};
use crate::transport::tcp::{receiver::TcpReceiver, sender::TcpSender, TcpFlow};

enum Mode {
    ClosedLoop { packets: u64, concurrent: u32 },
    Poisson { min: u64, max: u64, rate: Option<f64>, mean_active: f64, initial_duration: f64 },
}

/// One transfer in progress.
pub struct Conn {
    pub ordinal: u64,
    /// First sequence number; the transfer is [base, last].
    pub base: i64,
    pub last: i64,
    /// The transfer's data packets (a SYN, which takes the first number, not among them).
    pub packets: u64,
    pub start: SimTime,
    pub delivered: Option<SimTime>,
    pub tcp: TcpFlow,
}

pub struct TransferApp {
    id: u32,
    spec: TcpSpec,
    mode: Mode,
    stop_at: SimTime,
    rng: Rng,
    /// Transfers in progress, in increasing `base` order.
    pub conns: Vec<Conn>,
    next_base: i64,
    started: u64,
    /// Time integral of the number of transfers in progress (ns) up to `area_at`, for the
    /// adaptive arrival rate.
    area_ns: f64,
    area_at: SimTime,
}

impl TransferApp {
    /// `None` unless `app` is one of the multi-transfer apps.
    pub fn new(id: u32, app: &AppSpec, spec: &TcpSpec, stop_at: SimTime, rng: Rng) -> Option<TransferApp> {
        let mode = match *app {
            AppSpec::ClosedLoop { packets, concurrent } => Mode::ClosedLoop { packets, concurrent },
            AppSpec::PoissonTransfers { min_packets, max_packets, rate_per_s, mean_active, initial_duration_ns } => {
                Mode::Poisson {
                    min: min_packets,
                    max: max_packets,
                    rate: rate_per_s,
                    mean_active: mean_active.unwrap_or(0.0),
                    initial_duration: initial_duration_ns as f64,
                }
            }
            _ => return None,
        };
        Some(TransferApp {
            id,
            spec: spec.clone(),
            mode,
            stop_at,
            rng,
            conns: vec![],
            next_base: 0,
            started: 0,
            area_ns: 0.0,
            area_at: 0,
        })
    }

    /// Bring the integral of transfers in progress up to `now` (call before the count changes).
    fn accrue(&mut self, now: SimTime) {
        self.area_ns += self.conns.len() as f64 * (now - self.area_at) as f64;
        self.area_at = now;
    }

    /// Start a new transfer of `packets` packets now.
    fn open(&mut self, net: &mut Fabric, packets: u64) {
        self.accrue(net.now);
        let t = &self.spec;
        let base = self.next_base;
        let last = base + packets as i64 - 1 + t.syn as i64; // a SYN first takes one number
        self.next_base = last + 2; // one unused number keeps ACK ranges disjoint
        let sender = TcpSender::new(self.id, t, last, self.stop_at, self.rng.fork()).starting_at(base);
        let receiver = TcpReceiver::new(self.id, t, i64::MAX).starting_at(base);
        self.conns.push(Conn {
            ordinal: self.started,
            base,
            last,
            packets,
            start: net.now,
            delivered: None,
            tcp: TcpFlow { sender, receiver },
        });
        self.started += 1;
        let c = self.conns.last_mut().expect("just pushed");
        c.tcp.sender.send_available(net);
    }

    /// Index of the connection whose range of values [base - 1 + lo, last] contains `x`.
    fn find(&self, x: i64, lo: i64) -> Option<usize> {
        let i = self.conns.partition_point(|c| c.last < x);
        (i < self.conns.len() && x >= self.conns[i].base - 1 + lo).then_some(i)
    }

    /// The current arrival rate of the Poisson mode, transfers per second.
    fn arrival_rate(&mut self, now: SimTime) -> f64 {
        match self.mode {
            Mode::Poisson { rate: Some(r), .. } => r,
            Mode::Poisson { mean_active, initial_duration, .. } => {
                self.accrue(now);
                let mean_ns = (self.area_ns + initial_duration) / (self.started + 1) as f64;
                mean_active / (mean_ns / NS_PER_S as f64)
            }
            Mode::ClosedLoop { .. } => 0.0,
        }
    }

    fn schedule_arrival(&mut self, net: &mut Fabric) {
        let rate = self.arrival_rate(net.now);
        let gap = self.rng.exponential(1.0 / rate) * NS_PER_S as f64;
        let at = net.now + (gap.round() as SimTime).max(1);
        if at < self.stop_at {
            net.schedule(at, self.id, FlowTimer::Source);
        }
    }

    pub fn on_timer(&mut self, net: &mut Fabric, kind: FlowTimer) {
        match kind {
            FlowTimer::Start => match self.mode {
                Mode::ClosedLoop { packets, concurrent } => {
                    if net.now < self.stop_at {
                        // All open in this one event: the run's budget is looked at as they
                        // send (`budget`), and one it stops ends the run.
                        for _ in 0..concurrent {
                            if net.burst_must_stop() {
                                break;
                            }
                            self.open(net, packets);
                        }
                    }
                }
                Mode::Poisson { .. } => self.schedule_arrival(net),
            },
            FlowTimer::Source => {
                if let Mode::Poisson { min, max, .. } = self.mode {
                    if net.now < self.stop_at {
                        let n = min + (self.rng.uniform() * (max - min + 1) as f64) as u64;
                        self.open(net, n.min(max));
                        self.schedule_arrival(net);
                    }
                }
            }
            FlowTimer::DelayedAck => {
                for c in &mut self.conns {
                    c.tcp.receiver.on_timer(net);
                }
            }
            _ => {
                for c in &mut self.conns {
                    c.tcp.sender.on_timer(net, kind);
                }
            }
        }
    }

    /// A data packet arrives; returns whether it is new data (see `TcpReceiver::on_data`).
    /// Whether `seq` is the SYN of one of the connections in progress.
    pub fn is_syn(&self, seq: i64) -> bool {
        self.find(seq, 1).is_some_and(|i| self.conns[i].tcp.receiver.is_syn(seq))
    }

    pub fn on_data(&mut self, net: &mut Fabric, seq: i64, ecn: u8, sent_at: SimTime) -> bool {
        let Some(i) = self.find(seq, 1) else {
            net.counters[self.id as usize].arrivals += 1; // a finished transfer's straggler
            return false;
        };
        let c = &mut self.conns[i];
        let fresh = c.tcp.receiver.on_data(net, seq, ecn, sent_at);
        if c.delivered.is_none() && c.tcp.receiver.cumulative() >= c.last {
            c.delivered = Some(net.now);
        }
        fresh
    }

    pub fn on_ack(&mut self, net: &mut Fabric, ack: i64, aux: u32, ecn: u8) {
        let Some(i) = self.find(ack, 0) else {
            net.counters[self.id as usize].acks_received += 1;
            return;
        };
        self.conns[i].tcp.sender.on_ack(net, ack, aux, ecn);
        if self.conns[i].tcp.sender.finished() {
            self.accrue(net.now);
            let c = self.conns.remove(i);
            let now = net.now;
            let delivered = c.delivered.map_or(-1, |t| t as i64);
            net.recorder.transfers.push(self.id, c.ordinal, c.start, now as i64, delivered, c.packets);
            if let Mode::ClosedLoop { packets, .. } = self.mode {
                if now < self.stop_at {
                    self.open(net, packets);
                }
            }
        }
    }
}
