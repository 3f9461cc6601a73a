//! A unidirectional link: output queue, transmitter, propagation line.
//!
//! Packets leave a link in FIFO order, so the link computes each accepted packet's whole future at
//! enqueue time: transmission starts when the transmitter frees up, ends `size/bandwidth` later, and
//! the packet reaches the far end `delay` after that. The link keeps one FIFO `line` of packets on
//! their way and only the head's arrival sits in the global event heap (one event per packet per
//! hop, no "transmission done" events). Queue occupancy at any instant is recovered lazily from the
//! `waiting` FIFO of transmission start times.

use crate::queue::{Arrival, DropKind, Queue};
use crate::rng::Rng;
use crate::scenario::{LinkSpec, LossSpec, LossTarget};
use crate::time::{tx_time, SimTime};
use std::collections::VecDeque;

/// Per-link counters, always kept.
#[derive(Debug, Default, Clone)]
pub struct LinkStats {
    pub arrivals: u64,
    pub tx_pkts: u64,
    pub tx_bytes: u64,
    pub busy_ns: u64,
    pub drops: [u64; 3],
    /// Sum over accepted packets of the time spent waiting before transmission.
    pub queue_wait_ns: u128,
    pub max_queue_pkts: u32,
}

pub struct Link {
    pub to: u32,
    pub bandwidth_bps: u64,
    pub delay: SimTime,
    pub queue: Queue,
    pub loss: Option<LossSpec>,
    pub queue_rng: Rng,
    pub loss_rng: Rng,
    /// When the transmitter finishes the last accepted packet.
    free_at: SimTime,
    /// Accepted packets that have not started transmission: (start time, bytes).
    waiting: VecDeque<(SimTime, u32)>,
    waiting_bytes: u64,
    /// Accepted packets not yet at the far end: (arrival time, packet index).
    line: VecDeque<(SimTime, u32)>,
    pub stats: LinkStats,
}

/// What happened to a packet offered to a link.
pub enum Offer {
    /// Accepted; if `Some(t)`, the line was empty and the caller must schedule an arrival at `t`.
    Accepted(Option<SimTime>),
    Dropped(DropKind),
}

impl Link {
    pub fn new(spec: &LinkSpec, queue_rng: Rng, loss_rng: Rng) -> Link {
        Link {
            to: spec.to,
            bandwidth_bps: spec.bandwidth_bps,
            delay: spec.delay_ns,
            queue: Queue::new(&spec.queue, spec.bandwidth_bps),
            loss: spec.loss.clone(),
            queue_rng,
            loss_rng,
            free_at: 0,
            waiting: VecDeque::new(),
            waiting_bytes: 0,
            line: VecDeque::new(),
            stats: LinkStats::default(),
        }
    }

    /// Forget waiting packets whose transmission has started by `now`.
    #[inline]
    fn refresh(&mut self, now: SimTime) {
        while let Some(&(start, bytes)) = self.waiting.front() {
            if start > now {
                break;
            }
            self.waiting.pop_front();
            self.waiting_bytes -= bytes as u64;
        }
    }

    /// Packets and bytes waiting at `now` (not counting the one in transmission).
    pub fn occupancy(&mut self, now: SimTime) -> (u32, u64) {
        self.refresh(now);
        (self.waiting.len() as u32, self.waiting_bytes)
    }

    /// Offer packet `pkt` of `size` bytes at `now`.
    #[inline]
    pub fn offer(&mut self, now: SimTime, pkt: u32, size: u32) -> Offer {
        self.refresh(now);
        self.stats.arrivals += 1;
        let busy = self.free_at > now;
        let idle_since = if !busy && self.waiting.is_empty() { Some(self.free_at) } else { None };
        let arrival = Arrival {
            now,
            waiting_pkts: self.waiting.len() as u32,
            waiting_bytes: self.waiting_bytes,
            busy,
            idle_since,
            size,
        };
        if let Some(kind) = self.queue.admit(&arrival, &mut self.queue_rng) {
            self.stats.drops[kind as usize] += 1;
            return Offer::Dropped(kind);
        }
        let start = self.free_at.max(now);
        let tx = tx_time(size, self.bandwidth_bps);
        self.free_at = start + tx;
        if start > now {
            self.waiting.push_back((start, size));
            self.waiting_bytes += size as u64;
            self.stats.max_queue_pkts = self.stats.max_queue_pkts.max(self.waiting.len() as u32);
        }
        self.stats.tx_pkts += 1;
        self.stats.tx_bytes += size as u64;
        self.stats.busy_ns += tx;
        self.stats.queue_wait_ns += (start - now) as u128;
        let arrive = self.free_at + self.delay;
        let was_empty = self.line.is_empty();
        self.line.push_back((arrive, pkt));
        Offer::Accepted(if was_empty { Some(arrive) } else { None })
    }

    /// Take the head packet (its arrival time is now); returns it and the next head's arrival time.
    #[inline]
    pub fn pop_arrival(&mut self) -> (u32, Option<SimTime>) {
        let (_, pkt) = self.line.pop_front().expect("arrival event for an empty line");
        (pkt, self.line.front().map(|&(t, _)| t))
    }

    /// Whether the loss model destroys a packet of `size` bytes.
    #[inline]
    pub fn corrupts(&mut self, flow: u32, seq: i64, size: u32, is_data: bool) -> bool {
        let Some(loss) = &mut self.loss else { return false };
        let (p, target) = match *loss {
            LossSpec::Seqs { flow: f, ref mut seqs } => {
                let hit = is_data && f == flow && seqs.contains(&seq);
                if hit {
                    seqs.retain(|&s| s != seq); // only the first transmission
                    self.stats.drops[DropKind::Loss as usize] += 1;
                }
                return hit;
            }
            LossSpec::Bernoulli { p, packets } => (p, packets),
            LossSpec::Ber { ber, packets } => (1.0 - (1.0 - ber).powf(8.0 * size as f64), packets),
        };
        if target == LossTarget::Data && !is_data {
            return false;
        }
        if self.loss_rng.uniform() < p {
            self.stats.drops[DropKind::Loss as usize] += 1;
            true
        } else {
            false
        }
    }

    /// Cumulative bytes whose transmission has started by `now` (a queue sampler's counter of
    /// work done; differs from bytes fully sent by at most the packet in transmission).
    pub fn bytes_started(&mut self, now: SimTime) -> u64 {
        self.refresh(now);
        self.stats.tx_bytes - self.waiting_bytes
    }

    /// Packets of the line (accepted, not yet arrived), for conservation checks.
    pub fn in_line(&self) -> impl Iterator<Item = u32> + '_ {
        self.line.iter().map(|&(_, p)| p)
    }
}
