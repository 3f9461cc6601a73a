//! What a TCP ACK carries beyond its packet: SACK blocks (RFC 2018) and the echoed timestamp
//! (RFC 7323 TSecr).
//!
//! Packets stay 40 bytes: an ACK with such options stores them in its flow's `AckStore` (in
//! the fabric) and carries only the record's number in `Packet::aux`. One flow's ACKs follow
//! one route through FIFO links (FQ-CoDel keeps a flow in one queue), so they arrive in the order
//! they were sent or not at all: when the sender reads record n, every earlier record is spent
//! and freed. The store is a ring that grows to the number of ACKs in flight and then allocates
//! nothing. The options are thus exactly what the receiver wrote when it sent the ACK, not its
//! later state, and an ACK lost on the way loses them with it. Fields in every packet would have
//! grown all packets (and slowed every run by about 5%) for the few that are ACKs of flows using
//! SACK or timestamps.

use std::collections::VecDeque;

use super::sack::SackBlocks;
use crate::time::SimTime;

/// The options of one ACK.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AckRecord {
    /// Its SACK blocks (none outside SACK flows).
    pub sack: SackBlocks,
    /// The timestamp it echoes (ns-2 `ts_echo()`; `NO_ECHO` outside flows with timestamps).
    pub ts_echo: SimTime,
}

/// `AckRecord::ts_echo` of an ACK of a flow without timestamps (one with SACK blocks only).
pub const NO_ECHO: SimTime = SimTime::MAX;

/// One flow's records of ACKs in flight (see the module doc). Record ids are consecutive; an
/// ACK's `aux` is its id + 1 (0: no record).
#[derive(Debug, Default)]
pub struct AckStore {
    base: u32,
    q: VecDeque<AckRecord>,
}

impl AckStore {
    /// Keep `r` for an ACK about to be sent; returns its `aux`.
    pub fn push(&mut self, r: AckRecord) -> u32 {
        let id = self.base.wrapping_add(self.q.len() as u32);
        self.q.push_back(r);
        id.wrapping_add(1)
    }

    /// The record of the ACK with `aux`, if still held.
    pub fn get(&self, aux: u32) -> Option<AckRecord> {
        if aux == 0 {
            return None;
        }
        let k = aux.wrapping_sub(1).wrapping_sub(self.base) as usize;
        self.q.get(k).copied()
    }

    /// The record of the ACK with `aux`, which has arrived: it and every earlier record are
    /// freed.
    pub fn take(&mut self, aux: u32) -> AckRecord {
        let Some(r) = self.get(aux) else { return AckRecord::default() };
        let k = aux.wrapping_sub(1).wrapping_sub(self.base) as usize;
        self.q.drain(..=k);
        self.base = self.base.wrapping_add(k as u32 + 1);
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(echo: SimTime) -> AckRecord {
        AckRecord { ts_echo: echo, ..AckRecord::default() }
    }

    #[test]
    fn store_frees_records_up_to_the_one_read() {
        let mut s = AckStore::default();
        let a = s.push(record(3));
        let b = s.push(record(5));
        let c = s.push(record(7));
        assert_eq!(s.take(b).ts_echo, 5);
        assert_eq!(s.get(a), None, "an ACK lost before b: its record went with b's");
        assert_eq!(s.get(c).unwrap().ts_echo, 7);
        assert_eq!(s.get(0), None, "aux 0: no record");
    }
}
