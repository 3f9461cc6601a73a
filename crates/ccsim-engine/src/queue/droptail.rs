//! DropTail: accept while there is room, drop the arriving packet otherwise.

use super::{Arrival, DropKind};

/// Limits count what is in the system at the link (waiting plus the packet in transmission), as
/// ns-2's `DropTail` does with `limit_` (REFERENCE.md 1.1), so "a 25-packet buffer" holds 25.
/// The byte limit counts the waiting bytes and, as ns-2's byte mode (`queue_in_bytes_`), admits
/// a packet only while they stay strictly below it with the packet added: a limit of 10 x 1040 B
/// holds nine 1040 B packets waiting (checked against ns-2.35, docs/validation.md).
pub struct DropTail {
    pub limit_pkts: Option<u32>,
    pub limit_bytes: Option<u64>,
}

impl DropTail {
    #[inline]
    pub fn admit(&self, a: &Arrival) -> Option<DropKind> {
        if let Some(l) = self.limit_pkts {
            if a.in_system() >= l {
                return Some(DropKind::Overflow);
            }
        }
        if let Some(l) = self.limit_bytes {
            if a.waiting_bytes + a.size as u64 >= l {
                return Some(DropKind::Overflow);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arrival(waiting: u32, busy: bool) -> Arrival {
        Arrival {
            now: 0,
            waiting_pkts: waiting,
            waiting_bytes: waiting as u64 * 100,
            busy,
            idle_since: None,
            size: 100,
            free_at: 0,
        }
    }

    #[test]
    fn limit_counts_the_packet_in_transmission() {
        let q = DropTail { limit_pkts: Some(3), limit_bytes: None };
        assert_eq!(q.admit(&arrival(1, true)), None); // 2 in system -> room for a third
        assert_eq!(q.admit(&arrival(2, true)), Some(DropKind::Overflow));
        assert_eq!(q.admit(&arrival(2, false)), None);
    }

    #[test]
    fn byte_limit() {
        let q = DropTail { limit_pkts: None, limit_bytes: Some(250) };
        assert_eq!(q.admit(&arrival(1, true)), None); // 100 + 100 < 250
        assert_eq!(q.admit(&arrival(2, true)), Some(DropKind::Overflow)); // 200 + 100 >= 250
                                                                          // ns-2's byte mode drops when the bytes would reach the limit, not only pass it.
        let q = DropTail { limit_pkts: None, limit_bytes: Some(300) };
        assert_eq!(q.admit(&arrival(1, true)), None); // 200 < 300
        assert_eq!(q.admit(&arrival(2, true)), Some(DropKind::Overflow)); // 300 >= 300
    }
}
