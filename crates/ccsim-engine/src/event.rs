//! The event queue and lazily-cancelled timers.
//!
//! Events are ordered by (time, insertion sequence), so simultaneous events run in the order they
//! were scheduled and a run is deterministic. Timers never remove heap entries: a `Timer` remembers
//! its deadline and the earliest pending heap entry, and stale entries are ignored when they pop
//! (no per-packet timer events, no heap deletions).

use crate::time::SimTime;
use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// What happens when an event fires. Kept to 8 bytes so heap entries stay small.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// The head packet of a link's propagation line reaches the link's far end.
    LinkArrival(u32),
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
}

#[derive(Debug, Clone, Copy)]
struct Entry {
    time: SimTime,
    seq: u64,
    event: Event,
}

impl PartialEq for Entry {
    fn eq(&self, o: &Self) -> bool {
        self.time == o.time && self.seq == o.seq
    }
}
impl Eq for Entry {}
impl PartialOrd for Entry {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Entry {
    /// Reversed so that `BinaryHeap` (a max-heap) pops the earliest (time, seq) first.
    fn cmp(&self, o: &Self) -> Ordering {
        (o.time, o.seq).cmp(&(self.time, self.seq))
    }
}

/// Min-queue of events with FIFO tie-breaking.
#[derive(Default)]
pub struct EventQueue {
    heap: BinaryHeap<Entry>,
    next_seq: u64,
}

impl EventQueue {
    pub fn push(&mut self, time: SimTime, event: Event) {
        self.heap.push(Entry { time, seq: self.next_seq, event });
        self.next_seq += 1;
    }

    pub fn peek_time(&self) -> Option<SimTime> {
        self.heap.peek().map(|e| e.time)
    }

    pub fn pop(&mut self) -> Option<(SimTime, Event)> {
        self.heap.pop().map(|e| (e.time, e.event))
    }

    pub fn len(&self) -> usize {
        self.heap.len()
    }

    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
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

    pub fn deadline(&self) -> SimTime {
        self.deadline
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
