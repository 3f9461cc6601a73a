//! Events, the event queue and lazily-cancelled timers.
//!
//! Events are ordered by (time, push key, insertion sequence) (`queue`), so simultaneous events
//! run in the order they were scheduled and a run is deterministic. Timers never remove queue
//! entries: a `Timer` remembers its deadline and the earliest pending entry, and stale entries
//! are ignored when they pop (no per-packet timer events, no deletions).

mod far;
mod queue;

pub use queue::{EventQueue, PushKey};

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

pub const NEVER: SimTime = SimTime::MAX;

/// A restartable timer over the event queue with lazy cancellation. Re-arming it for later
/// than its pending heap entry pushes nothing; when that entry pops, the timer pushes one for
/// its deadline with the push key of the moment the deadline was set (`EventQueue::push_key`),
/// so it runs among simultaneous events where ns-2's cancel-and-reschedule would have put it.
#[derive(Debug, Clone, Copy)]
pub struct Timer {
    deadline: SimTime,
    scheduled: SimTime,
    /// The event queue's push key when the deadline was set.
    set_key: PushKey,
}

impl Default for Timer {
    fn default() -> Self {
        Timer { deadline: NEVER, scheduled: NEVER, set_key: PushKey::new(0, 0) }
    }
}

/// Outcome of a timer's heap entry popping.
#[derive(Debug, PartialEq, Eq)]
pub enum Fire {
    /// The deadline is reached: act now. The timer is disarmed.
    Due,
    /// The deadline moved later: push a heap entry at this time, with this push key
    /// (`EventQueue::push_keyed`).
    Reschedule(SimTime, PushKey),
    /// A stale entry: ignore.
    Stale,
}

impl Timer {
    /// Arm (or re-arm) for `at`, with the event queue's push key now (`EventQueue::push_key`).
    /// Returns `Some(at)` when the caller must push a heap entry now.
    #[must_use]
    pub fn set(&mut self, at: SimTime, key: PushKey) -> Option<SimTime> {
        self.deadline = at;
        self.set_key = key;
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

    /// When the timer falls due (`NEVER` when disarmed).
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
            Fire::Reschedule(self.deadline, self.set_key)
        } else {
            Fire::Stale
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
                            if let Some(at) = timer.set(*d, q.push_key()) {
                                q.push(at, Event::Flow(0, FlowTimer::Rto));
                            }
                        }
                        None => timer.cancel(),
                    }
                }
                Event::Flow(..) => match timer.fire(now) {
                    Fire::Due => fired.push(now),
                    Fire::Reschedule(at, key) => q.push_keyed(at, key, Event::Flow(0, FlowTimer::Rto)),
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
    fn a_deadline_moved_later_ties_as_if_rescheduled_when_it_was_set() {
        // ns-2 cancels and reschedules: re-armed at t = 5 for 20, the timer's event is scheduled
        // at 5, before an event scheduled at 8 for the same instant, and runs first. Here the
        // entry for 20 is only pushed when the stale one pops at 10, with the key of t = 5.
        let mut q = EventQueue::default();
        let mut timer = Timer::default();
        let mut order = vec![];
        q.push(5, Event::SampleQueues); // re-arm at 5
        q.push(8, Event::SampleFlows); // at 8, schedule the other event for 20
        if let Some(at) = timer.set(10, q.push_key()) {
            q.push(at, Event::Flow(0, FlowTimer::Rto));
        }
        while let Some((now, ev)) = q.pop() {
            match ev {
                Event::SampleQueues => assert_eq!(timer.set(20, q.push_key()), None),
                Event::SampleFlows => q.push(20, Event::SampleCwnd),
                Event::SampleCwnd => order.push("other"),
                Event::Flow(..) => match timer.fire(now) {
                    Fire::Due => order.push("timer"),
                    Fire::Reschedule(at, key) => q.push_keyed(at, key, Event::Flow(0, FlowTimer::Rto)),
                    Fire::Stale => {}
                },
                _ => unreachable!(),
            }
        }
        assert_eq!(order, ["timer", "other"]);
    }

    #[test]
    fn cancelled_timer_never_fires_and_rearm_works() {
        assert_eq!(due_times(&[(0, Some(10)), (2, None)]), Vec::<SimTime>::new());
        assert_eq!(due_times(&[(0, Some(10)), (2, None), (3, Some(10))]), vec![10]);
        assert_eq!(due_times(&[(0, Some(10)), (1, Some(5)), (6, Some(10))]), vec![5, 10]);
    }
}
