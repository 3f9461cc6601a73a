//! A unidirectional link: output queue, transmitter, propagation line.
//!
//! Packets leave a link in FIFO order, so the link computes each accepted packet's whole future at
//! enqueue time: transmission starts when the transmitter frees up, ends `size/bandwidth` later, and
//! the packet reaches the far end `delay` after that. The link keeps one FIFO `line` of packets on
//! their way and only the head's arrival sits in the global event heap (one event per packet per
//! hop, no "transmission done" events). Queue occupancy at any instant is recovered lazily from the
//! `waiting` FIFO of (arrival, transmission start) times.
//!
//! A link fed by a single upstream link (an "express" link, see `net::fabric`) may be offered a
//! packet ahead of time, at the instant the upstream link accepts it: offers to one link always come
//! in non-decreasing arrival time, so the queue's decision at the arrival instant depends only on
//! earlier offers and is exactly what it would be if made then.

use super::fifo::Fifo;
use crate::event::{Event, EventQueue, PushKey};
use crate::ns2_stream::Streams;
use crate::packet::Packet;
use crate::queue::{Arrival, DropKind, Entry, Queue, Scheduled, Verdict};
use crate::rng::Rng;
use crate::scenario::{LinkSpec, LossSpec, LossTarget, QueueSpec};
use crate::time::{tx_time, SimTime};

/// Per-link counters, always kept. The first four are what every offer updates (they share a
/// cache line with the link's hot fields, `Link`); the rest change only when packets queue.
/// Transmissions count when a packet is accepted, so results read them up to the clock through
/// `Link::counted_to`.
#[derive(Debug, Default, Clone)]
#[repr(C)]
pub struct LinkStats {
    pub arrivals: u64,
    pub tx_pkts: u64,
    pub tx_bytes: u64,
    pub busy_ns: u64,
    /// Sum over accepted packets of the time spent waiting before transmission.
    pub queue_wait_ns: u128,
    pub max_queue_pkts: u32,
    pub drops: [u64; 3],
    /// Packets an AQM marked CE instead of dropping (RFC 3168).
    pub marks: u64,
    /// Dequeue-time disciplines: how long the packets they dropped from the queue had waited
    /// (CoDel's drops at the head, FQ-CoDel's from the fattest queue), for `Counted::waited_ns`.
    pub dropped_wait_ns: u128,
}

/// A link's counters of transmission and waiting up to an instant (`Link::counted_to`).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Counted {
    /// Packets and bytes whose transmission had started (ns-2's departures from the queue).
    pub tx_pkts: u64,
    pub tx_bytes: u64,
    /// Time the transmitter was busy.
    pub busy_ns: u64,
    /// The waits of those packets, from arrival to the start of their transmission.
    pub queue_wait_ns: u128,
    /// Time every packet spent waiting, including those still waiting: the integral of the
    /// number of packets waiting (ns-2's queue monitor), so its mean over the run is this over
    /// the run's length.
    pub waited_ns: u128,
}

/// A link's random loss model and what it needs, kept out of line (most links have none).
struct LossModel {
    spec: LossSpec,
    rng: Rng,
    /// Packets the model has seen (for `LossSpec::List`).
    seen: u64,
}

/// Fields in the order the packet path uses them (`repr(C)` keeps that order, `align(64)` starts
/// each link on a cache line). An arrival reads only the first line (64 bytes, up to `loss`),
/// an offer to an idle link the first two (up to the accept counters at the head of `stats`);
/// the queue's state and the rarely used fields come after, touched only when packets queue.
/// With thousands of links few are in the cache, so each line a hop touches counts (B3-B5 of
/// `ccsim bench`; measured: no change either way on this machine, docs/performance.md).
#[repr(C, align(64))]
pub struct Link {
    /// When the transmitter finishes the last accepted packet.
    free_at: SimTime,
    pub delay: SimTime,
    /// Serialisation time of the last accepted packet's size (links mostly carry one or two
    /// sizes)...
    last_tx_ns: SimTime,
    /// ... and that size.
    last_tx_size: u32,
    /// The queue accepts any packet arriving to an empty, idle link without looking (DropTail
    /// with a packet limit of at least one and no byte limit), so `offer` may skip building the
    /// arrival's view of the queue.
    idle_accepts: bool,
    /// Accepted packets not yet at the far end, with their arrival times.
    line: Fifo<(SimTime, Packet)>,
    loss: Option<Box<LossModel>>,
    /// Accepted packets that have not started transmission: (arrival, start time, bytes, when
    /// ns-2 would have scheduled the start, and that scheduling event's own lag: `PushKey`).
    waiting: Fifo<(SimTime, SimTime, u32, SimTime, u32)>,
    pub stats: LinkStats,
    waiting_bytes: u64,
    pub queue: Queue,
    pub to: u32,
    pub bandwidth_bps: u64,
    pub queue_rng: Rng,
    /// A dequeue-time discipline (CoDel, FQ-CoDel) holding the link's waiting packets; the link
    /// then sends one packet at a time (`Fabric::start_next`) instead of computing futures at
    /// enqueue, since a drop at dequeue moves every later packet's start.
    pub sched: Option<Box<Scheduled>>,
    /// Scheduled links: a packet is being transmitted.
    pub busy: bool,
    /// Scheduled links: packets dropped by the last enqueue or dequeue (reused, no allocation).
    pub scratch: Vec<(Entry, DropKind)>,
    /// The lag of the last accepted packet's start (`start_key`), which is the push key of the
    /// link's resume at its end: the second level of ns-2's order for an arrival at that resume.
    last_lag: u32,
}

/// What happened to a packet offered to a link.
pub enum Offer {
    /// Accepted; its transmission starts at `start` and it reaches the far end at `arrive`,
    /// by an event pushed with `key` (`Link::start_key`).
    Accepted {
        start: SimTime,
        arrive: SimTime,
        key: PushKey,
        marked: bool,
    },
    Dropped(DropKind),
}

impl Link {
    /// `streams`: the simulation's ns-2 streams, for RED queues replaying an ns-2 run.
    pub fn new(spec: &LinkSpec, queue_rng: Rng, loss_rng: Rng, streams: &mut Streams) -> Link {
        Link {
            free_at: 0,
            waiting_bytes: 0,
            delay: spec.delay_ns,
            last_tx_ns: 0,
            last_tx_size: 0,
            waiting: Fifo::default(),
            line: Fifo::default(),
            loss: spec.loss.clone().map(|spec| Box::new(LossModel { spec, rng: loss_rng, seen: 0 })),
            queue: Queue::new(&spec.queue, spec.bandwidth_bps, spec.delay_ns, streams),
            stats: LinkStats::default(),
            to: spec.to,
            bandwidth_bps: spec.bandwidth_bps,
            queue_rng,
            idle_accepts: matches!(
                spec.queue,
                QueueSpec::Droptail { limit_pkts, limit_bytes: None } if limit_pkts.is_none_or(|l| l >= 1)
            ),
            sched: Scheduled::new(&spec.queue),
            busy: false,
            scratch: vec![],
            last_lag: 0,
        }
    }

    /// Forget waiting packets whose transmission started before `now` (one starting at `now` may
    /// still be waiting for an arrival at `now`, see the module doc).
    #[inline]
    fn refresh(&mut self, now: SimTime) {
        while let Some(&(_, start, bytes, _, _)) = self.waiting.front() {
            if start >= now {
                break;
            }
            self.waiting.pop_front();
            self.waiting_bytes -= bytes as u64;
        }
    }

    /// Packets and bytes waiting at `t` (arrived, not yet in transmission), for samplers. `t` may
    /// precede offers already made ahead of time; those are not counted.
    pub fn occupancy(&mut self, t: SimTime) -> (u32, u64) {
        if let Some(s) = &self.sched {
            return s.occupancy();
        }
        self.refresh(t);
        self.waiting
            .iter()
            .filter(|&&(arr, start, _, _, _)| arr <= t && start > t)
            .fold((0, 0), |(n, b), &(_, _, bytes, _, _)| (n + 1, b + bytes as u64))
    }

    /// Offer packet `pkt` of `size` bytes arriving at `at` (>= `now`, the simulation clock, and >=
    /// every earlier offer's arrival time); ns-2 would have scheduled the arrival at `sched`,
    /// from an event itself pushed `lag` before that (`PushKey`; 0 for a packet a sender emits,
    /// whose event's own lag is not kept). On acceptance the caller puts it in the line or hands
    /// it on (`put_on_line`).
    #[inline]
    pub fn offer(&mut self, now: SimTime, at: SimTime, size: u32, sched: SimTime, lag: u32, ect: bool) -> Offer {
        self.refresh(now);
        if let Some((start, arrive, key)) = self.offer_idle(at, size, sched, lag) {
            return Offer::Accepted { start, arrive, key, marked: false };
        }
        self.stats.arrivals += 1;
        // Packets whose transmission has started by `at` are no longer waiting then; one starting
        // exactly at `at` has started if ns-2 would have run its start first: the earlier push
        // key (`resume_after`).
        // Starts increase along the queue and `refresh` left none before `now`, so when the
        // offer is for `now` (all but express hand-offs) at most the front can qualify.
        let (mut started, mut started_bytes) = (0, 0u64);
        let by = PushKey::lagged(sched, lag);
        for &(_, start, b, dep, dep_lag) in self.waiting.iter() {
            if start > at || (start == at && PushKey::lagged(dep, dep_lag) > by) {
                break;
            }
            started += 1;
            started_bytes += b as u64;
        }
        let waiting_pkts = (self.waiting.len() - started) as u32;
        let pending = self.resume_after(at, sched, lag);
        let busy = self.free_at > at || pending;
        let idle_since = if !busy && waiting_pkts == 0 { Some(self.free_at) } else { None };
        let arrival = Arrival {
            now: at,
            waiting_pkts,
            waiting_bytes: self.waiting_bytes - started_bytes,
            busy,
            idle_since,
            size,
            free_at: self.free_at,
        };
        let marked = match self.queue.admit(&arrival, ect, &mut self.queue_rng) {
            Verdict::Accept => false,
            Verdict::Mark => {
                self.stats.marks += 1;
                true
            }
            Verdict::Drop(kind) => {
                self.stats.drops[kind as usize] += 1;
                return Offer::Dropped(kind);
            }
        };
        let start = self.free_at.max(at);
        let key = self.start_key(at, sched);
        let resume_lag = std::mem::replace(&mut self.last_lag, key.lag());
        if start > at || pending {
            // `last_tx_ns` is still the service time of the packet before (the `start - tx` of
            // its start event in ns-2), `resume_lag` its start's lag.
            self.waiting.push_back((at, start, size, start - self.last_tx_ns, resume_lag));
            self.waiting_bytes += size as u64;
            if start > at {
                // A packet that waits for a resume at its own instant waits no time: the
                // statistics count it nowhere (it still counts for arrivals at that instant).
                self.stats.max_queue_pkts = self.stats.max_queue_pkts.max(waiting_pkts + 1);
            }
            self.stats.queue_wait_ns += (start - at) as u128;
        }
        let (start, arrive) = self.accept(start, size);
        Offer::Accepted { start, arrive, key, marked }
    }

    /// The common case of uncongested links, decided without building the arrival's view of
    /// the queue: a packet of `size` bytes arriving at `at` (by an event pushed at `sched`) to
    /// an empty, idle link whose discipline then always accepts is accepted (`Some((start,
    /// arrive, key))`, as `offer` would return); otherwise nothing is counted and `offer` must
    /// decide. Packets that started before `at` must have left `waiting` (`refresh`), or the
    /// link does not count as empty.
    #[inline(always)]
    pub fn offer_idle(
        &mut self,
        at: SimTime,
        size: u32,
        sched: SimTime,
        lag: u32,
    ) -> Option<(SimTime, SimTime, PushKey)> {
        if self.idle_accepts && self.free_at <= at && self.waiting.is_empty() && !self.resume_after(at, sched, lag) {
            self.stats.arrivals += 1;
            let key = self.start_key(at, sched);
            self.last_lag = key.lag();
            let (start, arrive) = self.accept(at, size);
            return Some((start, arrive, key));
        }
        None
    }

    /// Whether, for an arrival at `at` by an event scheduled at `sched` (by one pushed `lag`
    /// before that), the transmitter frees up at that very instant by ns-2's resume of the link,
    /// scheduled when the packet in transmission started and run after the arrival. The link is
    /// then still busy for the arrival, which waits for the resume: it sees the packets waiting
    /// as ns-2's queue holds them (RED's average counts them), and later arrivals at that instant
    /// see it waiting (docs/validation.md, row P).
    ///
    /// Of two events due at one instant, ns-2 runs the one it scheduled first; of two scheduled
    /// at one instant, the one whose scheduler was scheduled first (the push keys' order:
    /// `PushKey`, here the resume's key against the arrival's). Found by random trace draws with
    /// CBR sources, whose timer is scheduled an interval ahead: a packet reaching a full queue as
    /// the link frees up, both events scheduled when transmissions started at one instant, is
    /// dropped in ns-2 (docs/validation.md, row AB). Keys equal at this level too count the
    /// resume first (ns-2 goes back further still; the departures).
    #[inline(always)]
    fn resume_after(&self, at: SimTime, sched: SimTime, lag: u32) -> bool {
        self.free_at == at
            && PushKey::lagged(self.free_at - self.last_tx_ns, self.last_lag) > PushKey::lagged(sched, lag)
    }

    /// The push key of the arrival event at the far end of a packet arriving here at `at` by
    /// an event scheduled at `sched` (call before accepting it): ns-2 schedules it when the
    /// transmission starts, from the event that starts it. That is the packet's arrival if the
    /// transmitter is free by then; else the link's resume at the end of the packet before,
    /// which was scheduled when that packet started. When the transmitter frees up exactly at
    /// `at`, the later of the two: of the arrival and the resume at one instant, whichever runs
    /// second starts the packet (the first queued it or left the link idle).
    #[inline(always)]
    fn start_key(&self, at: SimTime, sched: SimTime) -> PushKey {
        if self.free_at < at {
            return PushKey::new(at, sched);
        }
        let resume_sched = self.free_at - self.last_tx_ns;
        let by = if self.free_at == at { sched.max(resume_sched) } else { resume_sched };
        PushKey::new(self.free_at, by)
    }

    /// Transmit an accepted packet of `size` bytes from `start` on (the caller counts its wait
    /// before `start`, if any); returns `start` and when the packet reaches the far end.
    #[inline(always)]
    fn accept(&mut self, start: SimTime, size: u32) -> (SimTime, SimTime) {
        if self.last_tx_size != size {
            (self.last_tx_size, self.last_tx_ns) = (size, tx_time(size, self.bandwidth_bps));
        }
        let tx = self.last_tx_ns;
        self.free_at = start + tx;
        self.stats.tx_pkts += 1;
        self.stats.tx_bytes += size as u64;
        self.stats.busy_ns += tx;
        (start, self.free_at + self.delay)
    }

    /// Prefetch the link's first cache lines (the fields an arrival reads).
    #[inline(always)]
    pub fn prefetch(&self) {
        prefetch(self as *const Link as *const u8);
        prefetch((self as *const Link as *const u8).wrapping_add(64));
    }

    /// Prefetch the head entry of the line (the packet the link's next arrival delivers).
    #[inline(always)]
    pub fn prefetch_head(&self) {
        if let Some(e) = self.line.front() {
            let at = e as *const (SimTime, Packet) as *const u8;
            prefetch(at);
            // And the entry after it, whose arrival the head's event schedules (`pop_arrival`).
            prefetch(at.wrapping_add(2 * std::mem::size_of::<(SimTime, Packet)>() - 1));
        }
    }

    /// Put an accepted packet on the propagation line at clock `now`, scheduling the line's
    /// arrival event (this link is link `id`) if it needs one: the line was empty, or every packet
    /// on it arrives before `now` (a receiver run ahead offers its ACK at its own later clock,
    /// when the line would have been empty: `net::ahead`). The event's push key is `key`: the
    /// start of the packet's transmission and what started it (`Offer::Accepted`), when and by
    /// what ns-2 schedules a packet's arrival at the far end; else the event is pushed when the
    /// packet before it arrives (`pop_arrival`), with that key.
    #[inline(always)]
    pub fn put_on_line(
        &mut self,
        events: &mut EventQueue,
        id: u32,
        now: SimTime,
        arrive: SimTime,
        key: PushKey,
        mut p: Packet,
    ) {
        let needs_event = self.line.back().is_none_or(|&(last, _)| last < now);
        p.start_lag = key.lag();
        self.line.push_back((arrive, p));
        if needs_event {
            events.push_keyed(arrive, key, Event::LinkArrival(id));
        }
    }

    /// Take the head packet (its arrival time is now); returns it and, if the caller must
    /// schedule the next head's arrival event, that event's time and push key: unless an ACK
    /// sent ahead of `now`, whose event was scheduled when it was offered (`put_on_line`).
    ///
    /// The key is the next head's transmission start and what started it (`put_on_line`), not
    /// now: ns-2 schedules a packet's arrival at the far end when the link starts sending it, so
    /// simultaneous arrivals (two flows' packets reaching one queue at one instant, say) run in
    /// the order their transmissions started, also for a packet that had to wait on its line.
    #[inline]
    pub fn pop_arrival(&mut self, now: SimTime) -> (Packet, Option<(SimTime, PushKey)>) {
        let (_, p) = self.line.take_front(); // an arrival event: its line holds its packet
        let next = self.line.front().and_then(|&(t, ref q)| {
            let start = self.started(t, q.size);
            (q.sent_at <= now).then(|| (t, PushKey::lagged(start, q.start_lag)))
        });
        (p, next)
    }

    /// Whether the queue must accept `pending` more packets offered from now on, whenever they
    /// come (a DropTail packet limit with room for them beside everything accepted so far; other
    /// disciplines and byte limits: no promise).
    pub fn surely_accepts(&self, pending: usize) -> bool {
        match &self.queue {
            Queue::DropTail(d) if d.limit_bytes.is_none() => {
                d.limit_pkts.is_none_or(|l| self.waiting.len() + 1 + pending <= l as usize)
            }
            _ => false,
        }
    }

    /// No packet is on its way to the far end, and none will be lost there (no loss model): a
    /// packet accepted now may be delivered ahead (`net::ahead`).
    #[inline]
    pub fn nothing_to_arrive(&self) -> bool {
        self.line.is_empty() && self.loss.is_none()
    }

    /// Whether the link has a loss model (its decisions must come in arrival order).
    pub fn has_loss(&self) -> bool {
        self.loss.is_some()
    }

    /// Whether the loss model destroys a packet of `size` bytes.
    #[inline]
    pub fn corrupts(&mut self, flow: u32, seq: i64, size: u32, is_data: bool) -> bool {
        self.loss.is_some() && self.apply_loss(flow, seq, size, is_data)
    }

    #[inline(never)]
    fn apply_loss(&mut self, flow: u32, seq: i64, size: u32, is_data: bool) -> bool {
        let Some(model) = &mut self.loss else { return false };
        let LossModel { spec, rng, seen } = &mut **model;
        let lost = match *spec {
            LossSpec::List { ref packets } => {
                let n = *seen;
                *seen += 1;
                packets.binary_search(&n).is_ok()
            }
            // Listed losses: only the first transmission of each listed data (or ACK) number.
            LossSpec::Seqs { flow: f, ref mut seqs } => is_data && f == flow && take(seqs, seq),
            LossSpec::AckSeqs { flow: f, ref mut seqs } => !is_data && f == flow && take(seqs, seq),
            LossSpec::Bernoulli { p, packets } => applies(packets, is_data) && rng.uniform() < p,
            LossSpec::Ber { ber, packets } => {
                applies(packets, is_data) && rng.uniform() < 1.0 - (1.0 - ber).powf(8.0 * size as f64)
            }
        };
        if lost {
            self.stats.drops[DropKind::Loss as usize] += 1;
        }
        lost
    }

    /// Cumulative bytes whose transmission has started by `now` (a queue sampler's counter of
    /// work done; differs from bytes fully sent by at most the packet in transmission). Offers made
    /// ahead of time are in `tx_bytes` and in `waiting_bytes` alike, so they cancel.
    pub fn bytes_started(&mut self, now: SimTime) -> u64 {
        if self.sched.is_some() {
            return self.stats.tx_bytes;
        }
        self.refresh(now);
        let starting: u64 = self.waiting.iter().take_while(|w| w.1 == now).map(|w| w.2 as u64).sum();
        self.stats.tx_bytes - self.waiting_bytes + starting
    }

    /// When a packet of `size` bytes that reaches the far end at `arrive` started on this link
    /// (when ns-2 scheduled its arrival).
    #[inline]
    pub fn started(&self, arrive: SimTime, size: u32) -> SimTime {
        arrive - self.delay - self.tx(size)
    }

    /// Serialisation time of `size` bytes here.
    #[inline]
    fn tx(&self, size: u32) -> SimTime {
        if self.last_tx_size == size {
            self.last_tx_ns
        } else {
            tx_time(size, self.bandwidth_bps)
        }
    }

    /// Packets of the line (accepted, not yet arrived), for conservation checks.
    pub fn in_line(&self) -> impl Iterator<Item = &Packet> + '_ {
        self.line.iter().map(|(_, p)| p)
    }

    /// Packets held by a dequeue-time discipline (none for FIFO disciplines).
    pub fn held(&self) -> Vec<u32> {
        self.sched.as_ref().map_or_else(Vec::new, |s| s.entries().iter().map(|e| e.pkt).collect())
    }

    /// The transmission counters as the clock `now` sees them (the end of a run, when results
    /// are read). `stats` counts a packet's transmission when the link accepts it, its future
    /// being fixed then (module doc); this takes back what lies after `now`: the packets still
    /// waiting, and the rest of the one being sent. So utilization (busy time over the run)
    /// cannot exceed one, however many packets a deep queue holds at the end. Exact once no
    /// offer is ahead of `now` (express hand-offs happen no later than the run's end).
    pub fn counted_to(&self, now: SimTime) -> Counted {
        let s = &self.stats;
        let mut c = Counted {
            tx_pkts: s.tx_pkts,
            tx_bytes: s.tx_bytes,
            busy_ns: s.busy_ns,
            queue_wait_ns: s.queue_wait_ns,
            waited_ns: s.queue_wait_ns + s.dropped_wait_ns,
        };
        // When the packet in transmission at `now`, if any, ends: the next packet waited for it.
        let mut sending_until = self.free_at;
        if let Some(sched) = &self.sched {
            for e in sched.entries() {
                c.waited_ns += now.saturating_sub(e.arrived) as u128;
            }
        } else {
            for &(arrived, start, bytes, _, _) in self.waiting.iter().filter(|w| w.1 > now) {
                sending_until = sending_until.min(start);
                c.tx_pkts -= 1;
                c.tx_bytes -= bytes as u64;
                c.busy_ns -= self.tx(bytes);
                c.queue_wait_ns -= (start - arrived) as u128;
                c.waited_ns -= (start - arrived) as u128;
                c.waited_ns += now.saturating_sub(arrived) as u128;
            }
        }
        c.busy_ns -= sending_until.saturating_sub(now);
        c
    }

    /// Scheduled links: note a dequeued packet of `size` bytes that waited since `arrived` and
    /// starts transmission now; returns when it reaches the far end.
    pub fn start_transmission(&mut self, now: SimTime, arrived: SimTime, size: u32) -> (SimTime, SimTime) {
        self.busy = true;
        self.stats.queue_wait_ns += (now - arrived) as u128;
        let (_, arrive) = self.accept(now, size);
        (self.free_at, arrive)
    }
}

/// A hint to the processor to start loading the cache line at `p` (no effect elsewhere).
#[inline(always)]
fn prefetch(p: *const u8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint; it never faults, whatever the address.
    unsafe {
        std::arch::x86_64::_mm_prefetch(p as *const i8, std::arch::x86_64::_MM_HINT_T0);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

/// Whether a random loss model targeting `target` applies to this packet.
#[inline]
fn applies(target: LossTarget, is_data: bool) -> bool {
    is_data || target == LossTarget::All
}

/// Remove `seq` (every listing of it) from a listed-loss set; true if it was listed.
fn take(seqs: &mut Vec<i64>, seq: i64) -> bool {
    let before = seqs.len();
    seqs.retain(|&s| s != seq);
    seqs.len() != before
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Component;

    fn link() -> Link {
        // 8 Mb/s: a 1000-byte packet takes 1 ms.
        let spec = LinkSpec {
            name: "l".into(),
            from: 0,
            to: 1,
            bandwidth_bps: 8_000_000,
            delay_ns: 0,
            queue: QueueSpec::Droptail { limit_pkts: Some(100), limit_bytes: None },
            loss: None,
        };
        let rng = || Rng::new(0, Component::LinkQueue, 0);
        Link::new(&spec, rng(), rng(), &mut Streams::default())
    }

    /// Five packets offered at 0 to a 1 ms-per-packet link start at 0, 1, 2, 3 and 4 ms. Read
    /// at 2.5 ms, three have started (3 ms of sending, half a ms of it still to come); their
    /// waits are 0 + 1 + 2 ms, and the queue held 4, 3, then 2 packets: 4 + 3 + 1 = 8 packet-ms.
    /// Read after the last has gone, everything counts.
    #[test]
    fn counters_at_an_instant_leave_out_what_is_still_to_be_sent() {
        const MS: SimTime = 1_000_000;
        let mut l = link();
        for _ in 0..5 {
            assert!(matches!(l.offer(0, 0, 1000, 0, 0, false), Offer::Accepted { .. }));
        }
        let mid = l.counted_to(5 * MS / 2);
        assert_eq!((mid.tx_pkts, mid.tx_bytes, mid.busy_ns), (3, 3000, 5 * MS / 2));
        assert_eq!((mid.queue_wait_ns, mid.waited_ns), (3 * MS as u128, 8 * MS as u128));
        let end = l.counted_to(10 * MS);
        assert_eq!((end.tx_pkts, end.tx_bytes, end.busy_ns), (5, 5000, 5 * MS));
        assert_eq!((end.queue_wait_ns, end.waited_ns), (10 * MS as u128, 10 * MS as u128));
    }

    /// A packet in transmission from 1 ms ends at 2 ms, where ns-2 runs the link's resume,
    /// scheduled at 1 ms. Two packets arriving at 2 ms by events scheduled at 0.5 ms run first:
    /// the first waits for the resume and the second sees it waiting, so it counts two packets
    /// waiting (the statistics count only waits that last). Arriving by events scheduled at
    /// 1.5 ms, after the resume, the first starts at once and the second waits alone.
    #[test]
    fn arrivals_before_the_resume_at_their_instant_find_the_link_busy() {
        const MS: SimTime = 1_000_000;
        for (sched, most_waiting) in [(MS / 2, 2), (3 * MS / 2, 1)] {
            let mut l = link();
            assert!(matches!(l.offer(MS, MS, 1000, 0, 0, false), Offer::Accepted { .. }));
            for _ in 0..2 {
                assert!(matches!(l.offer(2 * MS, 2 * MS, 1000, sched, 0, false), Offer::Accepted { .. }));
            }
            assert_eq!(l.stats.max_queue_pkts, most_waiting, "arrivals scheduled at {sched} ns");
        }
    }
}
