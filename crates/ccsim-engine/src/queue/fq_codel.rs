//! FQ-CoDel (Hoeiland-Joergensen, McKenney, Taht, Gettys, Dumazet, RFC 8290): flows hashed into
//! `flows` queues, each with its own CoDel (RFC 8289, `queue::codel`), served by deficit round
//! robin with a byte `quantum` and a list of new flows served before the old ones.
//!
//! * Classification (RFC 8290 Section 4.1.1): the queue is a hash of the packet's flow with a
//!   fixed seed (`hash_seed`), so a run is reproducible; flows may collide, as in the RFC.
//! * Enqueue (Section 4.1.2): the packet is timestamped and queued; an inactive queue joins the
//!   tail of the new list with a deficit of one quantum. Past `limit` packets in all, one packet
//!   is dropped from the head of the queue holding the most bytes (Section 4.1, "drops packets
//!   from the head of the queue with the largest current byte count"); ccsim drops one packet per
//!   arrival over the limit where Linux drops a batch, the reading that keeps the limit exact.
//! * Dequeue (Section 4.2): the first queue of the new list, else of the old list; a queue whose
//!   deficit is spent gets one more quantum and moves to the tail of the old list; otherwise
//!   CoDel dequeues from it, and a queue CoDel finds empty leaves the scheduler, except that an
//!   empty new queue moves to the old list while old queues exist (Linux `fq_codel_dequeue`, the
//!   RFC's reference implementation, which keeps a new flow from starving old ones).

use super::codel::{self, Fifo, Params, Vars};
use super::{DropKind, Entry};
use crate::time::SimTime;
use std::collections::VecDeque;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum List {
    None,
    New,
    Old,
}

struct FlowQueue {
    fifo: Fifo,
    vars: Vars,
    deficit: i64,
    list: List,
}

pub struct FqCodel {
    params: Params,
    limit: u32,
    quantum: i64,
    seed: u64,
    queues: Vec<FlowQueue>,
    new_flows: VecDeque<u32>,
    old_flows: VecDeque<u32>,
    /// Packets queued in all.
    pub len: u32,
    pub bytes: u64,
    maxpacket: u32,
}

/// SplitMix64's finaliser: a fixed, well-mixed hash of (seed, flow).
fn mix(seed: u64, flow: u32) -> u64 {
    let mut z = seed ^ (flow as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl FqCodel {
    pub fn new(params: Params, limit: u32, flows: u32, quantum: u32, seed: u64) -> FqCodel {
        FqCodel {
            params,
            limit,
            quantum: quantum as i64,
            seed,
            queues: (0..flows)
                .map(|_| FlowQueue { fifo: Fifo::default(), vars: Vars::default(), deficit: 0, list: List::None })
                .collect(),
            new_flows: VecDeque::new(),
            old_flows: VecDeque::new(),
            len: 0,
            bytes: 0,
            maxpacket: 0,
        }
    }

    /// The queue a flow's packets go to.
    pub fn classify(&self, flow: u32) -> u32 {
        (mix(self.seed, flow) % self.queues.len() as u64) as u32
    }

    pub fn enqueue(&mut self, e: Entry, drops: &mut Vec<(Entry, DropKind)>) {
        self.maxpacket = self.maxpacket.max(e.size);
        let i = self.classify(e.flow);
        let q = &mut self.queues[i as usize];
        q.fifo.push(e);
        self.len += 1;
        self.bytes += e.size as u64;
        if q.list == List::None {
            q.list = List::New;
            q.deficit = self.quantum;
            self.new_flows.push_back(i);
        }
        if self.len > self.limit {
            // The fattest queue by bytes (lowest index among equals).
            let fat = (0..self.queues.len())
                .max_by_key(|&k| (self.queues[k].fifo.bytes, std::cmp::Reverse(k)))
                .expect("queues");
            if let Some(d) = self.queues[fat].fifo.pop() {
                self.len -= 1;
                self.bytes -= d.size as u64;
                drops.push((d, DropKind::Overflow));
            }
        }
    }

    pub fn dequeue(&mut self, now: SimTime, drops: &mut Vec<(Entry, DropKind)>) -> Option<(Entry, bool)> {
        loop {
            let (i, from_new) = if let Some(&i) = self.new_flows.front() {
                (i, true)
            } else if let Some(&i) = self.old_flows.front() {
                (i, false)
            } else {
                return None;
            };
            let q = &mut self.queues[i as usize];
            if q.deficit <= 0 {
                q.deficit += self.quantum;
                q.list = List::Old;
                if from_new {
                    self.new_flows.pop_front();
                } else {
                    self.old_flows.pop_front();
                }
                self.old_flows.push_back(i);
                continue;
            }
            let before = q.fifo.q.len() as u32;
            let before_bytes = q.fifo.bytes;
            let others = self.bytes - before_bytes;
            let out = codel::dequeue(&self.params, &mut q.vars, &mut q.fifo, self.maxpacket, others, now, drops);
            self.len -= before - q.fifo.q.len() as u32;
            self.bytes -= before_bytes - q.fifo.bytes;
            match out {
                None => {
                    if from_new {
                        self.new_flows.pop_front();
                        if self.old_flows.is_empty() {
                            q.list = List::None;
                        } else {
                            q.list = List::Old;
                            self.old_flows.push_back(i);
                        }
                    } else {
                        self.old_flows.pop_front();
                        q.list = List::None;
                    }
                }
                Some((e, marked)) => {
                    q.deficit -= e.size as i64;
                    return Some((e, marked));
                }
            }
        }
    }

    /// Every packet held, for conservation checks and the link's counters (`Link::counted_to`).
    pub fn entries(&self) -> impl Iterator<Item = &Entry> + '_ {
        self.queues.iter().flat_map(|q| q.fifo.q.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drr_alternates_between_two_backlogged_flows_by_bytes() {
        let p = Params { target: 5_000_000, interval: 100_000_000, ecn: false };
        let mut q = FqCodel::new(p, 10_000, 1024, 1500, 0);
        assert_ne!(q.classify(0), q.classify(1));
        let mut drops = vec![];
        // Flow 0 sends 1500-byte packets, flow 1 500-byte ones: per round 1 of flow 0 for 3 of 1.
        for k in 0..30 {
            q.enqueue(Entry { pkt: k, arrived: 0, size: 1500, ect: false, flow: 0 }, &mut drops);
            q.enqueue(Entry { pkt: 100 + k, arrived: 0, size: 500, ect: false, flow: 1 }, &mut drops);
        }
        let mut bytes = [0u64; 2];
        for _ in 0..40 {
            let (e, _) = q.dequeue(1_000_000, &mut drops).expect("backlogged");
            bytes[e.flow as usize] += e.size as u64;
        }
        // 40 packets: 10 rounds of (1 x 1500, 3 x 500): equal bytes.
        assert_eq!(bytes, [15_000, 15_000]);
        assert!(drops.is_empty());
    }

    #[test]
    fn a_flows_last_packet_counts_the_whole_backlog() {
        // Flow 0 has one packet, flow 1 ten, all queued at 0 and served at 200 ms (sojourn over
        // the 5 ms target). Taking flow 0's packet leaves its own queue empty but 10,000 bytes at
        // the link: as Linux's codel_should_drop tests the qdisc's backlog, that is not "one MTU
        // left", so its CoDel starts the interval instead of resetting (it used to reset).
        let p = Params { target: 5_000_000, interval: 100_000_000, ecn: false };
        let mut q = FqCodel::new(p, 10_000, 1024, 1500, 0);
        let mut drops = vec![];
        q.enqueue(Entry { pkt: 0, arrived: 0, size: 1000, ect: false, flow: 0 }, &mut drops);
        for k in 1..=10 {
            q.enqueue(Entry { pkt: k, arrived: 0, size: 1000, ect: false, flow: 1 }, &mut drops);
        }
        let now = 200_000_000;
        assert_eq!(q.dequeue(now, &mut drops).map(|(e, _)| e.pkt), Some(0));
        let vars = &q.queues[q.classify(0) as usize].vars;
        assert_eq!(vars.first_above_time, Some(now + 100_000_000));
        assert!(drops.is_empty());
    }

    #[test]
    fn overflow_drops_from_the_fattest_queue() {
        let p = Params { target: 5_000_000, interval: 100_000_000, ecn: false };
        let mut q = FqCodel::new(p, 4, 1024, 1500, 0);
        let mut drops = vec![];
        for k in 0..4 {
            q.enqueue(Entry { pkt: k, arrived: 0, size: 1000, ect: false, flow: 0 }, &mut drops);
        }
        q.enqueue(Entry { pkt: 9, arrived: 0, size: 100, ect: false, flow: 1 }, &mut drops);
        assert_eq!(drops.iter().map(|&(e, k)| (e.pkt, k)).collect::<Vec<_>>(), vec![(0, DropKind::Overflow)]);
        assert_eq!(q.len, 4);
    }
}
