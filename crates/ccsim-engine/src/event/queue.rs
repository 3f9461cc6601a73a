//! The event queue: a calendar of the near future over a binary heap of the far future.
//!
//! Most events of a packet simulation are a few link delays ahead of the clock and come in
//! thousands per round trip, the case where a calendar queue (Brown, CACM 31(10), 1988) does
//! O(1) work per event: time is cut into buckets of `2^shift` ns, and a ring of `2^k` buckets
//! covers the window from the clock's bucket onwards. An event inside the window joins its
//! bucket's list (kept in time order, ties in insertion order: almost always an append at the
//! tail); one beyond it goes to the far tier, a binary heap (`far`), where retransmission
//! timers and late starts wait. A pop takes the earlier of the first non-empty bucket (found
//! through a bitmap) and the far tier's minimum.
//!
//! Order is (time, push key, insertion order), exactly, where the push key (`PushKey`) is the
//! simulated clock when the event was pushed (`clock`) and then the push clock of the event
//! being handled at that push (`by`): ns-2 runs simultaneous events in the order they were
//! scheduled, and two events scheduled at one instant in the order of the events that scheduled
//! them. For ordinary pushes the key only grows (events run in key order), so the order is
//! (time, insertion); an endpoint run ahead of the clock (`net::ahead`) pushes at its own later
//! time, as the event it stands for (its packet's arrival) would have, so its events go where
//! they would have been pushed. A timer's entry may be pushed with the key of an earlier moment
//! (`push_keyed`, `event::Timer`), and a packet that waited on a link's line has its arrival
//! keyed by the start of its transmission and by what started it, when and where ns-2 would
//! have scheduled it (`net::link`).
//! Events at equal keys share a bucket in the near tier and keep their order in the far tier;
//! across tiers, an event in the far tier was pushed while the window ended at or before its
//! time, and one in the near tier after the window had moved past it (the window only moves
//! forward), so on a tie the far event goes first.
//!
//! The bucket width adapts to the run: every few thousand pops the queue looks at how many
//! empty buckets a pop skipped and how far a push had to walk along a bucket's list, and
//! widens or narrows the buckets (or lengthens the ring when many events miss the window),
//! rebuilding the near tier in order. Only speed depends on these choices, never the order.

use super::far::FarHeap;
use super::Event;
use crate::time::SimTime;

/// Where a push falls among simultaneous events: the simulated clock at the push, then the
/// push clock of the event being handled then (`by`), compared in that order (module doc). The
/// second is held as its lag behind the first, in 32 bits: pushers scheduled more than 4.3 s
/// before their push count as equally old (of two events pushed at one clock by such events,
/// insertion order, which is the order those ran in, decides).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PushKey {
    clock: SimTime,
    lag: u32,
}

impl PushKey {
    /// A push at `clock` while handling an event pushed at `by` (not after `clock`).
    #[inline(always)]
    pub fn new(clock: SimTime, by: SimTime) -> PushKey {
        debug_assert!(by <= clock, "a push at {clock} ns by an event pushed later, at {by} ns");
        PushKey::lagged(clock, clock.wrapping_sub(by).min(u32::MAX as SimTime) as u32)
    }

    /// A push at `clock` while handling an event pushed `lag` ns before it.
    #[inline(always)]
    pub fn lagged(clock: SimTime, lag: u32) -> PushKey {
        PushKey { clock, lag }
    }

    /// The push clock.
    #[inline(always)]
    pub fn clock(self) -> SimTime {
        self.clock
    }

    /// How long before the push clock the pushing event was pushed (saturating).
    #[inline(always)]
    pub fn lag(self) -> u32 {
        self.lag
    }
}

impl Ord for PushKey {
    /// Earlier clock first; at one clock, the push by the event pushed earlier (the longer lag).
    #[inline(always)]
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        self.clock.cmp(&o.clock).then(o.lag.cmp(&self.lag))
    }
}

impl PartialOrd for PushKey {
    #[inline(always)]
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}

/// No node (end of a bucket's list, empty free list).
const NIL: u32 = u32::MAX;
/// Pops between looks at the bucket width.
const TUNE_EVERY: u32 = 1 << 13;
const MAX_RING_BITS: u32 = 20;
/// Rings smaller than this (256 KiB of buckets) also grow when one push in 64 misses them: a
/// push to the far tier and its pop cost about as much as a whole event (B2 of `ccsim bench`:
/// 4% of pushes missed a ring of 4,096, 3.5% of the time went to the far tier's pops).
const CHEAP_RING_BITS: u32 = 14;
const FAR_EMPTY: (SimTime, PushKey) = (SimTime::MAX, PushKey { clock: SimTime::MAX, lag: 0 });

/// A bucket's list: first and last node (NIL when empty) and the last node's time, together so
/// that an append reads one cache line of the ring instead of the (rarely cached) last node.
#[derive(Clone, Copy)]
struct Bucket {
    head: u32,
    tail: u32,
    tail_time: SimTime,
}

const EMPTY: Bucket = Bucket { head: NIL, tail: NIL, tail_time: 0 };

#[derive(Clone, Copy)]
struct Node {
    time: SimTime,
    /// The push key.
    pushed: PushKey,
    event: Event,
    next: u32,
}

pub struct EventQueue {
    /// Bucket width is `2^shift` ns; the ring has `buckets.len()` buckets (a power of two).
    shift: u32,
    buckets: Vec<Bucket>,
    /// Bit per bucket: its list is non-empty.
    bits: Vec<u64>,
    nodes: Vec<Node>,
    free: u32,
    /// Absolute bucket number (time >> shift) of the clock: the window is
    /// [cursor, cursor + ring size).
    cursor: u64,
    near_len: usize,
    far: FarHeap,
    /// The far tier's earliest (time, push key) (`FAR_EMPTY` when empty).
    far_min: (SimTime, PushKey),
    /// Time of the last event popped.
    last: SimTime,
    /// The simulated time pushes are made at: the last event's time, or later while a receiver
    /// runs ahead (`net::ahead`). Events at equal times run in the order of this, then of
    /// `by`, then of insertion; for ordinary pushes the two only grow, so insertion order
    /// alone decides.
    pub clock: SimTime,
    /// The push clock of the event being handled (the second part of a push key now): set by
    /// each pop, and by an endpoint run ahead to that of the arrival it stands for.
    pub by: SimTime,
    /// The node after the last one popped in its bucket (NIL if none): likely the next event.
    hint: u32,
    len: usize,
    /// Counters since the last tuning: pops, empty buckets skipped, list steps walked by
    /// pushes, pushes, pushes that went to the far tier.
    pops: u32,
    skipped: u64,
    walked: u64,
    pushes: u64,
    far_pushes: u64,
}

impl Default for EventQueue {
    fn default() -> Self {
        EventQueue::with_shape(10, 12)
    }
}

/// An event before the clock would run the calendar backwards and break the order of every
/// later event: a bug in the caller, stopped here rather than left to corrupt a run.
#[cold]
#[inline(never)]
fn scheduled_in_the_past(time: SimTime, now: SimTime, event: Event) -> ! {
    panic!("{event:?} scheduled at {time} ns, before the clock ({now} ns)");
}

impl EventQueue {
    /// An empty queue with buckets of `2^shift` ns and a ring of `2^ring_bits` buckets.
    fn with_shape(shift: u32, ring_bits: u32) -> EventQueue {
        let n = 1usize << ring_bits;
        EventQueue {
            shift,
            buckets: vec![EMPTY; n],
            bits: vec![0; n.div_ceil(64)],
            nodes: Vec::new(),
            free: NIL,
            cursor: 0,
            near_len: 0,
            far: FarHeap::default(),
            far_min: FAR_EMPTY,
            last: 0,
            clock: 0,
            by: 0,
            hint: NIL,
            len: 0,
            pops: 0,
            skipped: 0,
            walked: 0,
            pushes: 0,
            far_pushes: 0,
        }
    }

    #[inline]
    fn mask(&self) -> usize {
        self.buckets.len() - 1
    }

    /// Schedule `event` at `time` (which must not precede the last event popped).
    #[inline(always)]
    pub fn push(&mut self, time: SimTime, event: Event) {
        if time < self.last {
            scheduled_in_the_past(time, self.last, event);
        }
        self.insert(time, self.push_key(), event);
    }

    /// The push key of a push now.
    #[inline(always)]
    pub fn push_key(&self) -> PushKey {
        PushKey::new(self.clock, self.by)
    }

    /// Schedule `event` at `time` as if pushed when the push key was `key` (a timer's entry for
    /// a deadline set earlier: `event::Timer`; a packet's arrival, keyed by the start of its
    /// transmission: `net::link`).
    #[inline(always)]
    pub fn push_keyed(&mut self, time: SimTime, key: PushKey, event: Event) {
        if time < self.last {
            scheduled_in_the_past(time, self.last, event);
        }
        self.insert(time, key, event);
    }

    #[inline(always)]
    fn insert(&mut self, time: SimTime, pushed: PushKey, event: Event) {
        self.len += 1;
        self.pushes += 1;
        let abs = time >> self.shift;
        if abs.wrapping_sub(self.cursor) >= self.buckets.len() as u64 {
            self.push_far(time, pushed, event);
        } else {
            self.push_near(abs, time, pushed, event);
        }
    }

    #[inline(never)]
    fn push_far(&mut self, time: SimTime, pushed: PushKey, event: Event) {
        self.far_pushes += 1;
        self.far.push(time, pushed, event);
        self.far_min = self.far_min.min((time, pushed));
    }

    #[inline(always)]
    fn push_near(&mut self, abs: u64, time: SimTime, pushed: PushKey, event: Event) {
        let b = abs as usize & self.mask();
        let node = Node { time, pushed, event, next: NIL };
        let i = if self.free != NIL {
            let i = self.free;
            self.free = self.nodes[i as usize].next;
            self.nodes[i as usize] = node;
            i
        } else {
            self.nodes.push(node);
            (self.nodes.len() - 1) as u32
        };
        self.near_len += 1;
        let bucket = &mut self.buckets[b];
        if bucket.tail == NIL {
            *bucket = Bucket { head: i, tail: i, tail_time: time };
            self.bits[b >> 6] |= 1 << (b & 63);
        } else if bucket.tail_time < time
            || bucket.tail_time == time && self.nodes[bucket.tail as usize].pushed <= pushed
        {
            let bucket = &mut self.buckets[b];
            let tail = std::mem::replace(&mut bucket.tail, i);
            bucket.tail_time = time;
            self.nodes[tail as usize].next = i;
        } else {
            self.insert_sorted(b, i);
        }
    }

    /// Put node `i` into bucket `b`'s list after every node not later than it (the list's tail
    /// is later, so the node lands strictly inside).
    #[cold]
    fn insert_sorted(&mut self, b: usize, i: u32) {
        let key = (self.nodes[i as usize].time, self.nodes[i as usize].pushed);
        let mut prev = NIL;
        let mut at = self.buckets[b].head;
        while (self.nodes[at as usize].time, self.nodes[at as usize].pushed) <= key {
            prev = at;
            at = self.nodes[at as usize].next;
            self.walked += 1;
        }
        self.nodes[i as usize].next = at;
        if prev == NIL {
            self.buckets[b].head = i;
        } else {
            self.nodes[prev as usize].next = i;
        }
    }

    /// The first non-empty bucket at or after the cursor's, if the near tier holds anything.
    #[inline]
    fn first_bucket(&mut self) -> Option<usize> {
        if self.near_len == 0 {
            return None;
        }
        let mask = self.mask();
        let start = self.cursor as usize & mask;
        let mut w = start >> 6;
        let mut word = self.bits[w] & (!0u64 << (start & 63));
        let mut scanned = 0;
        while word == 0 {
            w += 1;
            if w == self.bits.len() {
                w = 0;
            }
            word = self.bits[w];
            scanned += 1;
        }
        let b = (w << 6) + word.trailing_zeros() as usize;
        self.skipped += scanned;
        Some(b)
    }

    /// Where the earliest event is: `Some((bucket, time))` in the near tier, `None` in the far
    /// tier (which wins ties of time and push time). The queue must not be empty.
    #[inline(always)]
    fn earliest(&mut self) -> Option<(usize, SimTime)> {
        if let Some(b) = self.first_bucket() {
            let n = &self.nodes[self.buckets[b].head as usize];
            if (n.time, n.pushed) < self.far_min || self.far.is_empty() {
                return Some((b, n.time));
            }
        }
        None
    }

    /// Time of the earliest event.
    pub fn peek_time(&mut self) -> Option<SimTime> {
        if self.len == 0 {
            return None;
        }
        Some(self.earliest().map_or(self.far_min.0, |(_, t)| t))
    }

    /// Take the earliest event.
    pub fn pop(&mut self) -> Option<(SimTime, Event)> {
        self.pop_until(SimTime::MAX)
    }

    /// Take the earliest event if it is at or before `limit`.
    #[inline(always)]
    pub fn pop_until(&mut self, limit: SimTime) -> Option<(SimTime, Event)> {
        if self.len == 0 {
            return None;
        }
        let e = match self.earliest() {
            None => {
                if self.far_min.0 > limit {
                    return None;
                }
                self.hint = NIL;
                let (time, pushed, event) = self.far.pop().expect("far minimum");
                self.far_min = self.far.peek_key().unwrap_or(FAR_EMPTY);
                self.by = pushed.clock();
                (time, event)
            }
            Some((b, t)) => {
                if t > limit {
                    return None;
                }
                let i = self.buckets[b].head;
                let node = self.nodes[i as usize];
                self.buckets[b].head = node.next;
                if node.next == NIL {
                    self.buckets[b].tail = NIL;
                    self.bits[b >> 6] &= !(1 << (b & 63));
                }
                self.nodes[i as usize].next = self.free;
                self.free = i;
                self.near_len -= 1;
                self.hint = node.next;
                self.by = node.pushed.clock();
                (node.time, node.event)
            }
        };
        self.last = e.0;
        self.clock = e.0;
        self.cursor = e.0 >> self.shift;
        self.len -= 1;
        self.pops += 1;
        if self.pops == TUNE_EVERY {
            self.tune();
        }
        Some(e)
    }

    /// Guesses at the next two events, for prefetching what they will touch: the nodes after the
    /// last one popped in its bucket (a later push may yet overtake them).
    #[inline(always)]
    pub fn likely_next(&self) -> (Option<Event>, Option<Event>) {
        if self.hint == NIL {
            return (None, None);
        }
        let n = &self.nodes[self.hint as usize];
        (Some(n.event), (n.next != NIL).then(|| self.nodes[n.next as usize].event))
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adjust the shape to the last `TUNE_EVERY` pops: buckets wider when pops skip many empty
    /// ones, narrower when pushes walk long lists, a longer ring when many pushes miss it.
    #[cold]
    fn tune(&mut self) {
        let pops = self.pops as u64;
        let (mut shift, mut ring_bits) = (self.shift, self.buckets.len().trailing_zeros());
        let sparse = self.near_len * 4 < self.buckets.len();
        if self.walked > 2 * self.pushes.max(1) && shift > 0 {
            shift -= 1;
        } else if (self.skipped > 8 * pops || sparse && self.far_pushes * 8 > self.pushes) && shift < 40 {
            // Pops scan more than 8 bitmap words (512 buckets) on average, or many events miss a
            // window that is mostly empty anyway: wider buckets.
            shift += 1;
        } else if (self.far_pushes * 8 > self.pushes
            || ring_bits < CHEAP_RING_BITS && self.far_pushes * 64 > self.pushes)
            && ring_bits < MAX_RING_BITS
        {
            // Many events miss a well-filled window (or a few miss a small one): more buckets.
            ring_bits += 1;
        }
        (self.pops, self.skipped, self.walked, self.pushes, self.far_pushes) = (0, 0, 0, 0, 0);
        if (shift, ring_bits) != (self.shift, self.buckets.len().trailing_zeros()) {
            self.reshape(shift, ring_bits);
        }
    }

    /// Rebuild the near tier with a new shape, keeping every event and the order.
    fn reshape(&mut self, shift: u32, ring_bits: u32) {
        // The near tier's events in (time, insertion) order: buckets from the cursor's round the
        // ring, each list in order.
        let mut events = Vec::with_capacity(self.near_len);
        let mask = self.mask();
        let start = self.cursor as usize & mask;
        for k in 0..self.buckets.len() {
            let mut i = self.buckets[(start + k) & mask].head;
            while i != NIL {
                let n = &self.nodes[i as usize];
                events.push((n.time, n.pushed, n.event));
                i = self.nodes[i as usize].next;
            }
        }
        let n = 1usize << ring_bits;
        self.shift = shift;
        self.buckets = vec![EMPTY; n];
        self.bits = vec![0; n.div_ceil(64)];
        self.nodes.clear();
        self.free = NIL;
        self.hint = NIL;
        self.near_len = 0;
        self.cursor = self.last >> shift;
        for (time, pushed, event) in events {
            let abs = time >> self.shift;
            if abs.wrapping_sub(self.cursor) >= n as u64 {
                // Beyond the new window: to the far tier, after everything already there at the
                // same time (those were pushed earlier), in order among themselves.
                self.far.push(time, pushed, event);
                self.far_min = self.far_min.min((time, pushed));
            } else {
                self.push_near(abs, time, pushed, event);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::{Component, Rng};

    /// Drive `q` with a random monotone workload (pushes at `now + gap()`, pops) against a
    /// reference that sorts by (time, insertion order).
    fn matches_reference(mut q: EventQueue, steps: usize, seed: u64, gap: impl Fn(&mut Rng) -> u64) -> EventQueue {
        let mut rng = Rng::new(seed, Component::Flow, 0);
        let mut reference: Vec<(SimTime, u32)> = vec![];
        let (mut now, mut id) = (0, 0u32);
        for _ in 0..steps {
            if rng.uniform() < 0.5 || q.is_empty() {
                let t = now + gap(&mut rng);
                q.push(t, Event::LinkArrival(id));
                reference.push((t, id));
                id += 1;
            } else {
                let peeked = q.peek_time();
                let (t, ev) = q.pop().unwrap();
                assert_eq!(peeked, Some(t));
                let Event::LinkArrival(i) = ev else { unreachable!() };
                let (k, _) = reference.iter().enumerate().min_by_key(|(_, &(t, i))| (t, i)).unwrap();
                assert_eq!((t, i), reference.swap_remove(k), "popped out of order");
                now = t;
                // The guesses at the next events (for prefetching) name events still pending,
                // also right after a pop that re-tuned the queue's shape.
                let (a, b) = q.likely_next();
                for guess in [a, b].into_iter().flatten() {
                    let Event::LinkArrival(g) = guess else { unreachable!() };
                    assert!(reference.iter().any(|&(_, r)| r == g), "guessed event {g} is not pending");
                }
            }
            assert_eq!(q.len(), reference.len());
        }
        q
    }

    fn shape(q: &EventQueue) -> (u32, u32) {
        (q.shift, q.buckets.len().trailing_zeros())
    }

    #[test]
    fn order_is_time_then_insertion_across_tiers_and_reshapes() {
        // Gaps from ties (0) through the bucket width to far beyond the window, so events
        // cross between tiers and the shape is tuned repeatedly.
        let mixed = |r: &mut Rng| match (r.uniform() * 5.0) as u32 {
            0 => 0,
            1 => (r.uniform() * 4.0) as u64 * 1000,
            2 => (r.uniform() * 1e5) as u64,
            3 => (r.uniform() * 1e7) as u64,
            _ => (r.uniform() * 1e10) as u64,
        };
        for (seed, (shift, ring_bits)) in [(10, 12), (0, 6), (30, 6)].into_iter().enumerate() {
            let q = matches_reference(EventQueue::with_shape(shift, ring_bits), 60_000, seed as u64, mixed);
            assert_ne!(shape(&q), (shift, ring_bits), "the run never reshaped the queue");
        }
    }

    #[test]
    fn simultaneous_events_run_in_push_key_order() {
        // As endpoints run ahead do, some pushes are made with the clock set later than the last
        // pop; and a push's key has a second part, the push clock of the event being handled
        // (drawn here a little before the push clock). At equal times events go in key order,
        // whenever they were inserted. Reference: sort by (time, push clock, second part,
        // insertion).
        let mut rng = Rng::new(9, Component::Flow, 0);
        let mut q = EventQueue::default();
        let mut reference: Vec<(SimTime, SimTime, SimTime, u32)> = vec![];
        let (mut now, mut id) = (0, 0u32);
        for _ in 0..40_000 {
            if rng.uniform() < 0.5 || q.is_empty() {
                let ahead = if rng.uniform() < 0.3 { (rng.uniform() * 3.0) as u64 * 500 } else { 0 };
                let by = (now + ahead).saturating_sub((rng.uniform() * 3.0) as u64);
                (q.clock, q.by) = (now + ahead, by);
                let t =
                    now + ahead + (rng.uniform() * 4.0) as u64 * 500 + [0, 1 << 22][(rng.uniform() < 0.05) as usize];
                q.push(t, Event::LinkArrival(id));
                q.clock = now;
                reference.push((t, now + ahead, by, id));
                id += 1;
            } else {
                let (t, ev) = q.pop().unwrap();
                let Event::LinkArrival(i) = ev else { unreachable!() };
                let (k, _) = reference.iter().enumerate().min_by_key(|(_, &key)| key).unwrap();
                let (rt, pushed, _, ri) = reference.swap_remove(k);
                assert_eq!((t, i), (rt, ri), "popped out of order");
                assert_eq!(q.by, pushed, "the second part of a push key now is the popped event's push clock");
                now = t;
            }
        }
    }

    #[test]
    fn dense_ties_keep_insertion_order() {
        // Many events at a handful of times: long bucket lists, inserts in the middle.
        matches_reference(EventQueue::default(), 40_000, 4, |r| (r.uniform() * 3.0) as u64 * 700);
    }

    #[test]
    fn tuning_adapts_the_bucket_width_both_ways() {
        // Sparse events (gaps of ~1 s) widen 1 us buckets; dense ones pushed out of order (up
        // to 5 us ahead, 64 pending) narrow 1 ms buckets.
        let mut q = EventQueue::with_shape(10, 12);
        let mut now = 0;
        for k in 0..3 * TUNE_EVERY as u64 {
            q.push(now + 1_000_000_000 + k % 7, Event::SampleCwnd);
            now = q.pop().unwrap().0;
        }
        assert!(q.shift > 10, "sparse events left buckets at 2^{} ns", q.shift);
        let mut q = EventQueue::with_shape(20, 12);
        for k in 0..64 {
            q.push(k * 7919 % 5_000, Event::SampleCwnd);
        }
        for k in 0..3 * TUNE_EVERY as u64 {
            let (t, _) = q.pop().unwrap();
            q.push(t + k * 7919 % 5_000, Event::SampleCwnd);
        }
        assert!(q.shift < 20, "dense events left buckets at 2^{} ns", q.shift);
    }
}
