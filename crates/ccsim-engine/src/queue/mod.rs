//! Queue disciplines: decide, when a packet arrives at a link's output queue, whether it is
//! accepted or dropped (and why). Service is always FIFO; the link (`net::link`) keeps the packets.

pub mod droptail;
pub mod red;

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
}

impl Arrival {
    /// Packets in the system at the link: waiting plus the one in transmission.
    pub fn in_system(&self) -> u32 {
        self.waiting_pkts + self.busy as u32
    }
}

pub enum Queue {
    DropTail(droptail::DropTail),
    /// Boxed: RED's state is large and most links are DropTail.
    Red(Box<red::Red>),
}

impl Queue {
    pub fn new(spec: &QueueSpec, bandwidth_bps: u64) -> Queue {
        match spec {
            QueueSpec::Droptail { limit_pkts, limit_bytes } => {
                Queue::DropTail(droptail::DropTail { limit_pkts: *limit_pkts, limit_bytes: *limit_bytes })
            }
            QueueSpec::Red { .. } => Queue::Red(Box::new(red::Red::new(spec, bandwidth_bps))),
        }
    }

    /// `None` accepts the packet; `Some(kind)` drops it.
    #[inline]
    pub fn admit(&mut self, a: &Arrival, rng: &mut Rng) -> Option<DropKind> {
        match self {
            Queue::DropTail(q) => q.admit(a),
            Queue::Red(q) => q.admit(a, rng),
        }
    }
}
