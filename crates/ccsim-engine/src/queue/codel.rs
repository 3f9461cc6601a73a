//! CoDel, "Controlled Delay" (Nichols, Jacobson, McGregor, Iyengar, RFC 8289), decided at
//! dequeue time on each packet's sojourn time.
//!
//! The state machine is RFC 8289's pseudocode (Section 5, "dodequeue" and "dequeue"):
//!
//! * a packet leaving after a sojourn below `target`, or leaving at most one maximum-size
//!   packet behind, clears `first_above_time`; the first one above sets it to now + `interval`,
//!   and once now reaches it the head packet is "ok to drop" (Section 5.3);
//! * outside the dropping state, an ok-to-drop packet is dropped and the dropping state starts
//!   with `count` = 1, or with the drops of the previous dropping state beyond its last count
//!   when that state ended less than 16 intervals ago (Section 5.5);
//! * in the dropping state every packet dequeued at or after `drop_next` is dropped, `count`
//!   grows by one and the next drop is due `interval / sqrt(count)` after the previous due time
//!   (the control law, Section 5.4), until a packet is not ok to drop.
//!
//! The maximum packet size is the largest packet seen so far (RFC 8289 Section 5: `maxpacket`).
//! With `ecn`, an ECN-capable packet is marked CE instead of dropped (RFC 8289 Section 5,
//! "ECN"); as in Linux's `codel_dequeue`, the mark counts as a drop for `count` and the control
//! law, and the marked packet is sent.

use super::{DropKind, Entry};
use crate::time::SimTime;
use std::collections::VecDeque;

/// The parameters of one CoDel instance.
#[derive(Debug, Clone, Copy)]
pub struct Params {
    pub target: SimTime,
    pub interval: SimTime,
    pub ecn: bool,
}

/// The state variables of one CoDel instance (RFC 8289 Section 5.1).
#[derive(Debug, Clone, Copy, Default)]
pub struct Vars {
    pub(super) first_above_time: Option<SimTime>,
    drop_next: SimTime,
    pub count: u32,
    lastcount: u32,
    dropping: bool,
}

/// A FIFO of packets with its byte count.
#[derive(Debug, Default)]
pub struct Fifo {
    pub q: VecDeque<Entry>,
    pub bytes: u64,
}

impl Fifo {
    pub fn push(&mut self, e: Entry) {
        self.bytes += e.size as u64;
        self.q.push_back(e);
    }

    pub fn pop(&mut self) -> Option<Entry> {
        let e = self.q.pop_front()?;
        self.bytes -= e.size as u64;
        Some(e)
    }
}

/// The control law: the next drop `interval / sqrt(count)` after `t` (RFC 8289 Section 5.4).
#[inline]
pub fn control_law(t: SimTime, interval: SimTime, count: u32) -> SimTime {
    t + (interval as f64 / (count.max(1) as f64).sqrt()).round() as SimTime
}

/// RFC 8289 `dodequeue`: the head packet and whether it is ok to drop. `others`: the bytes
/// waiting outside `fifo` at the link (FQ-CoDel's other queues; 0 for CoDel alone), since the
/// "at most one MTU left" test counts the whole backlog, as Linux's `codel_should_drop` does
/// with the qdisc's backlog (the RFC 8290 reference): a flow's last packet may still be dropped
/// while other flows keep the link's queue long.
fn dodequeue(
    p: &Params,
    v: &mut Vars,
    fifo: &mut Fifo,
    maxpacket: u32,
    others: u64,
    now: SimTime,
) -> Option<(Entry, bool)> {
    let Some(e) = fifo.pop() else {
        v.first_above_time = None;
        return None;
    };
    let sojourn = now - e.arrived;
    let mut ok = false;
    if sojourn < p.target || fifo.bytes + others <= maxpacket as u64 {
        v.first_above_time = None;
    } else {
        match v.first_above_time {
            None => v.first_above_time = Some(now + p.interval),
            Some(t) if now >= t => ok = true,
            Some(_) => {}
        }
    }
    Some((e, ok))
}

/// RFC 8289 `dequeue`: the packet to send now (and whether it was marked CE), with the packets
/// dropped on the way appended to `drops`.
pub fn dequeue(
    p: &Params,
    v: &mut Vars,
    fifo: &mut Fifo,
    maxpacket: u32,
    others: u64,
    now: SimTime,
    drops: &mut Vec<(Entry, DropKind)>,
) -> Option<(Entry, bool)> {
    let Some((mut e, mut ok)) = dodequeue(p, v, fifo, maxpacket, others, now) else {
        v.dropping = false;
        return None;
    };
    if v.dropping {
        if !ok {
            v.dropping = false;
        }
        while v.dropping && now >= v.drop_next {
            v.count += 1;
            if p.ecn && e.ect {
                v.drop_next = control_law(v.drop_next, p.interval, v.count);
                return Some((e, true));
            }
            drops.push((e, DropKind::Early));
            match dodequeue(p, v, fifo, maxpacket, others, now) {
                None => {
                    v.dropping = false;
                    return None;
                }
                Some((next, next_ok)) => {
                    (e, ok) = (next, next_ok);
                    if !ok {
                        v.dropping = false;
                    } else {
                        v.drop_next = control_law(v.drop_next, p.interval, v.count);
                    }
                }
            }
        }
        Some((e, false))
    } else if ok {
        let mut marked = false;
        let mut out = Some(e);
        if p.ecn && e.ect {
            marked = true;
        } else {
            drops.push((e, DropKind::Early));
            out = dodequeue(p, v, fifo, maxpacket, others, now).map(|(n, _)| n);
        }
        v.dropping = true;
        let delta = v.count.wrapping_sub(v.lastcount);
        v.count = if delta > 1 && delta < u32::MAX / 2 && now.saturating_sub(v.drop_next) < 16 * p.interval {
            delta
        } else {
            1
        };
        v.drop_next = control_law(now, p.interval, v.count);
        v.lastcount = v.count;
        out.map(|e| (e, marked))
    } else {
        Some((e, false))
    }
}

/// A link's single CoDel queue, with a tail-drop backstop at `limit` packets.
pub struct Codel {
    pub params: Params,
    pub vars: Vars,
    pub fifo: Fifo,
    pub limit: u32,
    pub maxpacket: u32,
}

impl Codel {
    pub fn enqueue(&mut self, e: Entry, drops: &mut Vec<(Entry, DropKind)>) {
        self.maxpacket = self.maxpacket.max(e.size);
        if self.fifo.q.len() as u32 >= self.limit {
            drops.push((e, DropKind::Overflow));
        } else {
            self.fifo.push(e);
        }
    }

    pub fn dequeue(&mut self, now: SimTime, drops: &mut Vec<(Entry, DropKind)>) -> Option<(Entry, bool)> {
        dequeue(&self.params, &mut self.vars, &mut self.fifo, self.maxpacket, 0, now, drops)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: u64 = 1_000_000;

    fn entry(pkt: u32, arrived: SimTime) -> Entry {
        Entry { pkt, arrived, size: 1000, ect: false, flow: 0 }
    }

    #[test]
    fn control_law_hand_computed() {
        assert_eq!(control_law(0, 100 * MS, 1), 100 * MS);
        assert_eq!(control_law(0, 100 * MS, 4), 50 * MS);
        assert_eq!(control_law(10, 100 * MS, 2), 10 + 70_710_678);
    }

    #[test]
    fn first_drop_waits_one_interval_above_target() {
        // Packets that arrived long ago (sojourn above 5 ms), dequeued 1 ms apart.
        let p = Params { target: 5 * MS, interval: 100 * MS, ecn: false };
        let mut c = Codel { params: p, vars: Vars::default(), fifo: Fifo::default(), limit: 10_000, maxpacket: 0 };
        let mut drops = vec![];
        for i in 0..1000 {
            c.enqueue(entry(i, 0), &mut drops);
        }
        let mut first_drop = None;
        for k in 0..200u64 {
            let now = 10 * MS + k * MS;
            let before = drops.len();
            c.dequeue(now, &mut drops);
            if drops.len() > before && first_drop.is_none() {
                first_drop = Some(now);
            }
        }
        // first_above_time set at 10 ms to 110 ms; the first drop is at the dequeue at 110 ms.
        assert_eq!(first_drop, Some(110 * MS));
    }
}
