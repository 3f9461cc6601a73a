//! The event queue's far tier: a binary heap ordered by (time, push key, insertion order). It
//! holds the few events beyond the calendar's window (retransmission timers, late starts), so
//! its O(log n) cost hardly counts; unlike a radix heap it takes any time at or after the
//! clock, including times before its own minimum.

use super::{Event, PushKey};
use crate::time::SimTime;
use std::cmp::Ordering;
use std::collections::BinaryHeap;

struct Entry {
    time: SimTime,
    pushed: PushKey,
    seq: u64,
    event: Event,
}

impl PartialEq for Entry {
    fn eq(&self, o: &Self) -> bool {
        (self.time, self.pushed, self.seq) == (o.time, o.pushed, o.seq)
    }
}
impl Eq for Entry {}
impl PartialOrd for Entry {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Entry {
    /// Reversed, so that the max-heap yields the earliest (time, seq) first.
    fn cmp(&self, o: &Self) -> Ordering {
        (o.time, o.pushed, o.seq).cmp(&(self.time, self.pushed, self.seq))
    }
}

#[derive(Default)]
pub struct FarHeap {
    heap: BinaryHeap<Entry>,
    seq: u64,
}

impl FarHeap {
    pub fn push(&mut self, time: SimTime, pushed: PushKey, event: Event) {
        self.seq += 1;
        self.heap.push(Entry { time, pushed, seq: self.seq, event });
    }

    /// The earliest entry's (time, push key).
    pub fn peek_key(&self) -> Option<(SimTime, PushKey)> {
        self.heap.peek().map(|e| (e.time, e.pushed))
    }

    pub fn pop(&mut self) -> Option<(SimTime, PushKey, Event)> {
        self.heap.pop().map(|e| (e.time, e.pushed, e.event))
    }

    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn earliest_first_ties_in_insertion_order() {
        let mut h = FarHeap::default();
        h.push(5, PushKey::new(0, 0), Event::SampleFlows);
        h.push(3, PushKey::new(0, 0), Event::LinkArrival(1));
        h.push(5, PushKey::new(0, 0), Event::LinkArrival(2));
        h.push(1, PushKey::new(0, 0), Event::SampleCwnd); // before the current minimum: allowed here
        h.push(5, PushKey::new(0, 0), Event::SampleQueues);
        let order: Vec<_> = std::iter::from_fn(|| h.pop().map(|(t, _, e)| (t, e))).collect();
        assert_eq!(
            order,
            vec![
                (1, Event::SampleCwnd),
                (3, Event::LinkArrival(1)),
                (5, Event::SampleFlows),
                (5, Event::LinkArrival(2)),
                (5, Event::SampleQueues)
            ]
        );
    }
}
