//! Packets. A packet travels by value from the moment its sender emits it until it is delivered
//! or dropped: each link's line holds the packets on their way with their arrival times (40
//! bytes each, read in order), which is cheaper than an arena of packets looked up at random.

use crate::time::SimTime;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Kind {
    #[default]
    /// TCP data or a UDP datagram, travelling the flow's forward path.
    Data,
    /// A TCP acknowledgement, travelling the flow's reverse path.
    Ack,
}

#[derive(Debug, Clone, Copy, Default)]
pub struct Packet {
    /// Data: sequence number (packets, from 0). Ack: cumulative ACK (highest in-order seq, -1 if none).
    pub seq: i64,
    /// When the sender emitted it (one-way delay).
    pub sent_at: SimTime,
    pub flow: u32,
    /// Bytes on the wire.
    pub size: u32,
    /// Transport-specific extra header bits: a TFRCP ACK's bit vector over the packets before
    /// the one it acknowledges (`transport::tfrcp`), a TCP ACK's record of SACK blocks and
    /// echoed timestamp (`transport::tcp::ack_store`; a data packet's own timestamp is its
    /// `sent_at`); 0 otherwise.
    pub aux: u32,
    /// Position in the fabric's path table of the link the packet is on (`net::fabric`).
    pub pos: u32,
    pub kind: Kind,
    /// ECN bits (RFC 3168): `ECT` and `CE` in the IP header of data packets, `ECE` and `CWR`
    /// in the TCP header. A byte of the struct's padding.
    pub ecn: u8,
    /// On a link's line: how long before its transmission started ns-2 scheduled the event
    /// that started it (saturating; the second part of its arrival event's push key,
    /// `Link::put_on_line`). Kept in the struct's padding, so a line entry stays 48 bytes.
    pub start_lag: u32,
}

/// ECN-capable transport (RFC 3168 Section 5: the ECT(0) codepoint).
pub const ECT: u8 = 1;
/// Congestion experienced: set by an AQM instead of dropping an ECT packet (RFC 3168 Section 5).
pub const CE: u8 = 2;
/// ECN-Echo, on ACKs: the receiver saw CE and has not yet seen CWR (RFC 3168 Section 6.1.3).
pub const ECE: u8 = 4;
/// Congestion window reduced, on data: the sender reacted to ECE (RFC 3168 Section 6.1.2).
pub const CWR: u8 = 8;

/// Packets held by a dequeue-time discipline (CoDel, FQ-CoDel), addressed by the index its
/// entries carry (`queue::Entry::pkt`). Packets everywhere else travel by value.
#[derive(Default)]
pub struct Arena {
    slots: Vec<Packet>,
    free: Vec<u32>,
}

impl Arena {
    pub fn alloc(&mut self, p: Packet) -> u32 {
        if let Some(i) = self.free.pop() {
            self.slots[i as usize] = p;
            i
        } else {
            self.slots.push(p);
            (self.slots.len() - 1) as u32
        }
    }

    /// The packet at `i`, whose slot is free again.
    pub fn take(&mut self, i: u32) -> Packet {
        self.free.push(i);
        self.slots[i as usize]
    }

    #[inline]
    pub fn get(&self, i: u32) -> &Packet {
        &self.slots[i as usize]
    }

    #[inline]
    pub fn get_mut(&mut self, i: u32) -> &mut Packet {
        &mut self.slots[i as usize]
    }

    /// Number of packets currently alive.
    pub fn live(&self) -> usize {
        self.slots.len() - self.free.len()
    }
}
