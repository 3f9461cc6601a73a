//! Queue disciplines: decide, when a packet arrives at a link's output queue, whether it is
//! accepted or dropped (and why). Service is always FIFO; the link (`net::link`) keeps the packets.

pub mod codel;
pub mod droptail;
pub mod fq_codel;
pub mod pie;
pub mod red;

use crate::ns2_stream::Streams;
use crate::rng::Rng;
use crate::scenario::QueueSpec;
use crate::time::SimTime;

/// Why a packet was dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum DropKind {
    /// Buffer full (DropTail), or a forced drop of RED (physical limit, avg above max_th).
    Overflow = 0,
    /// RED's early, random drop.
    Early = 1,
    /// Lost on the wire (link loss model).
    Loss = 2,
}

/// The state of a link's queue at the instant a packet arrives, before it is enqueued.
#[derive(Debug, Clone, Copy)]
pub struct Arrival {
    pub now: SimTime,
    /// Packets waiting (not counting the one being transmitted).
    pub waiting_pkts: u32,
    pub waiting_bytes: u64,
    /// A packet is being transmitted.
    pub busy: bool,
    /// When the link last became idle (empty queue, transmitter free), if it is idle now.
    pub idle_since: Option<SimTime>,
    pub size: u32,
    /// When the transmitter will have sent every packet accepted so far (PIE's delay).
    pub free_at: SimTime,
}

impl Arrival {
    /// Packets in the system at the link: waiting plus the one in transmission.
    pub fn in_system(&self) -> u32 {
        self.waiting_pkts + self.busy as u32
    }
}

/// What a FIFO discipline decides for an arriving packet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Accept,
    /// Accept it with the CE mark (RFC 3168): an AQM's early drop of an ECN-capable packet.
    Mark,
    Drop(DropKind),
}

/// A packet held by a dequeue-time discipline (CoDel, FQ-CoDel).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub pkt: u32,
    pub arrived: SimTime,
    pub size: u32,
    pub ect: bool,
    pub flow: u32,
}

/// Disciplines decided when a packet arrives; service is FIFO and the link computes each
/// packet's future at once (`net::link`).
pub enum Queue {
    DropTail(droptail::DropTail),
    /// Boxed (as is PIE): RED's state is large and most links are DropTail. The flag: mark
    /// ECN-capable packets instead of dropping them early.
    Red(Box<red::Red>, bool),
    Pie(Box<pie::Pie>, bool),
    /// The link holds its packets in a dequeue-time discipline (`Scheduled`).
    Scheduled,
}

impl Queue {
    /// Whether its decisions draw from a stream shared with other links (RED replaying an
    /// ns-2 run), so they must be taken in event order, not ahead of it.
    pub fn draws_shared_stream(&self) -> bool {
        matches!(self, Queue::Red(red, _) if red.draws_shared_stream())
    }

    pub fn new(spec: &QueueSpec, bandwidth_bps: u64, delay_ns: u64, streams: &mut Streams) -> Queue {
        match spec {
            QueueSpec::Droptail { limit_pkts, limit_bytes } => {
                Queue::DropTail(droptail::DropTail { limit_pkts: *limit_pkts, limit_bytes: *limit_bytes })
            }
            QueueSpec::Red { ecn, .. } => {
                Queue::Red(Box::new(red::Red::new(spec, bandwidth_bps, delay_ns, streams)), *ecn)
            }
            QueueSpec::Pie { limit_pkts, target_ns, t_update_ns, alpha, beta, max_burst_ns, mark_ecnth, ecn } => {
                Queue::Pie(
                    Box::new(pie::Pie::new(
                        *limit_pkts,
                        *target_ns,
                        *t_update_ns,
                        *alpha,
                        *beta,
                        *max_burst_ns,
                        *mark_ecnth,
                    )),
                    *ecn,
                )
            }
            QueueSpec::Codel { .. } | QueueSpec::FqCodel { .. } => Queue::Scheduled,
        }
    }

    /// The decision for an arriving packet (`ect`: ECN-capable).
    #[inline]
    pub fn admit(&mut self, a: &Arrival, ect: bool, rng: &mut Rng) -> Verdict {
        match self {
            Queue::DropTail(q) => q.admit(a).map_or(Verdict::Accept, Verdict::Drop),
            Queue::Red(q, ecn) => match q.admit(a, rng) {
                None => Verdict::Accept,
                // RFC 3168 Section 7 / ns-2 `setbit_`: mark instead of an early drop.
                Some(DropKind::Early) if *ecn && ect && q.markable() => Verdict::Mark,
                Some(k) => Verdict::Drop(k),
            },
            Queue::Pie(q, ecn) => match q.admit(a, rng) {
                pie::PieVerdict::Accept => Verdict::Accept,
                pie::PieVerdict::Early if *ecn && ect && q.drop_prob <= q.mark_ecnth => Verdict::Mark,
                pie::PieVerdict::Early => Verdict::Drop(DropKind::Early),
                pie::PieVerdict::Overflow => Verdict::Drop(DropKind::Overflow),
            },
            Queue::Scheduled => unreachable!("dequeue-time disciplines are not offered packets this way"),
        }
    }
}

/// Dequeue-time disciplines: the link holds the packets and asks for the next one whenever the
/// transmitter frees up (`net::link`, `Fabric::start_next`).
pub enum Scheduled {
    Codel(codel::Codel),
    FqCodel(fq_codel::FqCodel),
}

impl Scheduled {
    pub fn new(spec: &QueueSpec) -> Option<Box<Scheduled>> {
        match *spec {
            QueueSpec::Codel { limit_pkts, target_ns, interval_ns, ecn } => {
                Some(Box::new(Scheduled::Codel(codel::Codel {
                    params: codel::Params { target: target_ns, interval: interval_ns, ecn },
                    vars: codel::Vars::default(),
                    fifo: codel::Fifo::default(),
                    limit: limit_pkts,
                    maxpacket: 0,
                })))
            }
            QueueSpec::FqCodel { limit_pkts, flows, quantum_bytes, target_ns, interval_ns, hash_seed, ecn } => {
                Some(Box::new(Scheduled::FqCodel(fq_codel::FqCodel::new(
                    codel::Params { target: target_ns, interval: interval_ns, ecn },
                    limit_pkts,
                    flows,
                    quantum_bytes,
                    hash_seed,
                ))))
            }
            _ => None,
        }
    }

    /// Queue `e`; packets dropped (the arriving one, or another on overflow) go to `drops`.
    pub fn enqueue(&mut self, e: Entry, drops: &mut Vec<(Entry, DropKind)>) {
        match self {
            Scheduled::Codel(q) => q.enqueue(e, drops),
            Scheduled::FqCodel(q) => q.enqueue(e, drops),
        }
    }

    /// The next packet to send and whether it is marked CE; head drops go to `drops`.
    pub fn dequeue(&mut self, now: SimTime, drops: &mut Vec<(Entry, DropKind)>) -> Option<(Entry, bool)> {
        match self {
            Scheduled::Codel(q) => q.dequeue(now, drops),
            Scheduled::FqCodel(q) => q.dequeue(now, drops),
        }
    }

    /// Packets and bytes held.
    pub fn occupancy(&self) -> (u32, u64) {
        match self {
            Scheduled::Codel(q) => (q.fifo.q.len() as u32, q.fifo.bytes),
            Scheduled::FqCodel(q) => (q.len, q.bytes),
        }
    }

    /// Every packet held, with when it arrived.
    pub fn entries(&self) -> Vec<Entry> {
        match self {
            Scheduled::Codel(q) => q.fifo.q.iter().copied().collect(),
            Scheduled::FqCodel(q) => q.entries().copied().collect(),
        }
    }
}
