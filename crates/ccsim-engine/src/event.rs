//! The event queue and lazily-cancelled timers.
//!
//! Events are ordered by (time, insertion sequence), so simultaneous events run in the order they
//! were scheduled and a run is deterministic. Timers never remove heap entries: a `Timer` remembers
//! its deadline and the earliest pending heap entry, and stale entries are ignored when they pop
//! (no per-packet timer events, no heap deletions).

use crate::time::SimTime;

/// What happens when an event fires. Kept to 8 bytes so heap entries stay small.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// The head packet of a link's propagation line reaches the link's far end.
    LinkArrival(u32),
    /// A link with a dequeue-time discipline (CoDel, FQ-CoDel) finished sending a packet.
    LinkDequeue(u32),
    /// A per-flow timer fired.
    Flow(u32, FlowTimer),
    /// Periodic samplers.
    SampleCwnd,
    SampleQueues,
    SampleFlows,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlowTimer {
    Start,
    Rto,
    Send,
    DelayedAck,
    Source,
    /// End of a rate-based sender's round (TFRCP).
    Round,
}

/// Min-queue of events ordered by (time, insertion order): a radix heap (Ahuja, Mehlhorn, Orlin
/// & Tarjan 1990). Simulated time never goes backwards, so every key pushed is >= the last key
/// popped; bucket `i` holds the events whose time first differs from `last` at bit `i - 1`, and
/// bucket 0 those at exactly `last`, in insertion order. Events with equal times always share a
/// bucket and are moved in order, so ties leave in the order they were scheduled.
pub struct EventQueue {
    buckets: Vec<Vec<(SimTime, Event)>>,
    /// Bucket 0 is consumed from `head` (a queue without shifting).
    head: usize,
    /// Bit i set when bucket i is non-empty (bucket 0 tracked by its own length).
    nonempty: u128,
    last: SimTime,
    len: usize,
}

impl Default for EventQueue {
    fn default() -> Self {
        EventQueue { buckets: (0..65).map(|_| Vec::new()).collect(), head: 0, nonempty: 0, last: 0, len: 0 }
    }
}

impl EventQueue {
    #[inline]
    fn bucket_of(&self, time: SimTime) -> usize {
        (64 - (time ^ self.last).leading_zeros()) as usize
    }

    /// Schedule `event` at `time` (which must not precede the last event popped).
    #[inline]
    pub fn push(&mut self, time: SimTime, event: Event) {
        debug_assert!(time >= self.last, "event scheduled in the past");
        let b = self.bucket_of(time);
        self.buckets[b].push((time, event));
        self.nonempty |= 1 << b;
        self.len += 1;
    }

    /// Make bucket 0 non-empty if any event is pending; returns false when empty.
    #[inline]
    fn settle(&mut self) -> bool {
        if self.head < self.buckets[0].len() {
            return true;
        }
        self.buckets[0].clear();
        self.head = 0;
        self.nonempty &= !1;
        if self.nonempty == 0 {
            return false;
        }
        let b = self.nonempty.trailing_zeros() as usize;
        let items = std::mem::take(&mut self.buckets[b]);
        self.nonempty &= !(1 << b);
        self.last = items.iter().map(|e| e.0).min().expect("non-empty bucket");
        for &(t, ev) in &items {
            let nb = self.bucket_of(t);
            self.buckets[nb].push((t, ev));
            self.nonempty |= 1 << nb;
        }
        // Keep the allocation of the emptied bucket.
        let mut items = items;
        items.clear();
        self.buckets[b] = items;
        true
    }

    pub fn peek_time(&mut self) -> Option<SimTime> {
        if self.settle() {
            Some(self.buckets[0][self.head].0)
        } else {
            None
        }
    }

    #[inline]
    pub fn pop(&mut self) -> Option<(SimTime, Event)> {
        if !self.settle() {
            return None;
        }
        let e = self.buckets[0][self.head];
        self.head += 1;
        self.len -= 1;
        Some(e)
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

pub const NEVER: SimTime = SimTime::MAX;

/// A restartable timer over the event queue with lazy cancellation.
#[derive(Debug, Clone, Copy)]
pub struct Timer {
    deadline: SimTime,
    scheduled: SimTime,
}

impl Default for Timer {
    fn default() -> Self {
        Timer { deadline: NEVER, scheduled: NEVER }
    }
}

/// Outcome of a timer's heap entry popping.
#[derive(Debug, PartialEq, Eq)]
pub enum Fire {
    /// The deadline is reached: act now. The timer is disarmed.
    Due,
    /// The deadline moved later: push a heap entry at this time.
    Reschedule(SimTime),
    /// A stale entry: ignore.
    Stale,
}

impl Timer {
    /// Arm (or re-arm) for `at`. Returns `Some(at)` when the caller must push a heap entry.
    #[must_use]
    pub fn set(&mut self, at: SimTime) -> Option<SimTime> {
        self.deadline = at;
        if at < self.scheduled {
            self.scheduled = at;
            Some(at)
        } else {
            None
        }
    }

    pub fn cancel(&mut self) {
        self.deadline = NEVER;
    }

    pub fn is_armed(&self) -> bool {
        self.deadline != NEVER
    }

    /// Call when a heap entry for this timer pops at `now`.
    pub fn fire(&mut self, now: SimTime) -> Fire {
        if now != self.scheduled {
            return Fire::Stale;
        }
        self.scheduled = NEVER;
        if self.deadline <= now {
            self.deadline = NEVER;
            Fire::Due
        } else if self.deadline != NEVER {
            self.scheduled = self.deadline;
            Fire::Reschedule(self.deadline)
        } else {
            Fire::Stale
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against a reference (sort by time, then insertion order) on random monotone workloads.
    #[test]
    fn radix_queue_matches_sorted_order() {
        let mut rng = crate::rng::Rng::new(9, crate::rng::Component::Flow, 0);
        let mut q = EventQueue::default();
        let mut reference: Vec<(SimTime, u64)> = vec![];
        let mut popped = vec![];
        let mut expected = vec![];
        let mut now = 0;
        let mut id = 0u64;
        for _ in 0..20_000 {
            if rng.uniform() < 0.55 || q.is_empty() {
                let dt = match (rng.uniform() * 4.0) as u32 {
                    0 => 0,
                    1 => (rng.uniform() * 10.0) as u64,
                    2 => (rng.uniform() * 1e6) as u64,
                    _ => (rng.uniform() * 1e12) as u64,
                };
                q.push(now + dt, Event::LinkArrival(id as u32));
                reference.push((now + dt, id));
                id += 1;
            } else {
                let (t, ev) = q.pop().unwrap();
                now = t;
                let Event::LinkArrival(i) = ev else { unreachable!() };
                popped.push((t, i as u64));
                // The reference minimum: earliest time, then lowest id.
                let (k, _) = reference.iter().enumerate().min_by_key(|(_, &(t, i))| (t, i)).unwrap();
                expected.push(reference.swap_remove(k));
            }
        }
        assert_eq!(popped, expected);
    }

    #[test]
    fn ties_break_by_insertion_order() {
        let mut q = EventQueue::default();
        q.push(5, Event::SampleFlows);
        q.push(3, Event::LinkArrival(1));
        q.push(5, Event::LinkArrival(2));
        q.push(5, Event::SampleCwnd);
        let order: Vec<_> = std::iter::from_fn(|| q.pop()).collect();
        assert_eq!(
            order,
            vec![
                (3, Event::LinkArrival(1)),
                (5, Event::SampleFlows),
                (5, Event::LinkArrival(2)),
                (5, Event::SampleCwnd)
            ]
        );
    }

    /// Drive a timer through the queue and return the times at which it was due.
    fn due_times(ops: &[(SimTime, Option<SimTime>)]) -> Vec<SimTime> {
        // ops: at time t (processed in order), set the timer to Some(deadline) or cancel (None).
        let mut q = EventQueue::default();
        let mut timer = Timer::default();
        let mut fired = vec![];
        for &(t, op) in ops {
            q.push(t, Event::SampleQueues); // a marker to apply the op at time t
            let _ = op;
        }
        let mut op_iter = ops.iter();
        while let Some((now, ev)) = q.pop() {
            match ev {
                Event::SampleQueues => {
                    let (_, op) = op_iter.next().unwrap();
                    match op {
                        Some(d) => {
                            if let Some(at) = timer.set(*d) {
                                q.push(at, Event::Flow(0, FlowTimer::Rto));
                            }
                        }
                        None => timer.cancel(),
                    }
                }
                Event::Flow(..) => match timer.fire(now) {
                    Fire::Due => fired.push(now),
                    Fire::Reschedule(at) => q.push(at, Event::Flow(0, FlowTimer::Rto)),
                    Fire::Stale => {}
                },
                _ => unreachable!(),
            }
        }
        fired
    }

    #[test]
    fn timer_restart_later_fires_once_at_new_deadline() {
        assert_eq!(due_times(&[(0, Some(10)), (5, Some(20))]), vec![20]);
    }

    #[test]
    fn timer_restart_earlier_fires_once_at_earlier_deadline() {
        assert_eq!(due_times(&[(0, Some(10)), (1, Some(4))]), vec![4]);
    }

    #[test]
    fn cancelled_timer_never_fires_and_rearm_works() {
        assert_eq!(due_times(&[(0, Some(10)), (2, None)]), Vec::<SimTime>::new());
        assert_eq!(due_times(&[(0, Some(10)), (2, None), (3, Some(10))]), vec![10]);
        assert_eq!(due_times(&[(0, Some(10)), (1, Some(5)), (6, Some(10))]), vec![5, 10]);
    }
}
