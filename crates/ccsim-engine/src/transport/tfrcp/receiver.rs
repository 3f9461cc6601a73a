//! The TFRCP receiver (seed 003 Section II-B): ACKs every data packet at once. The ACK carries
//! the packet's sequence number (the ACK packet's `seq`) and a bit vector over the `ack_bits`
//! packets before it (the ACK packet's `aux`: bit j-1 set when packet k-j has been received).
//! The packet's timestamp is echoed implicitly: TFRCP never retransmits, so the sender finds the
//! send time of packet k in its own log, which is the same value.

use crate::net::fabric::Fabric;
use crate::packet::Kind;

pub struct TfrcpReceiver {
    id: u32,
    ack_bytes: u32,
    payload: u32,
    ack_bits: u32,
    /// Highest sequence number received (-1: none).
    top: i64,
    /// Bit i set when packet `top - i` has been received (the last 64 packets).
    seen: u64,
}

impl TfrcpReceiver {
    pub fn new(id: u32, ack_bytes: u32, payload: u32, ack_bits: u32) -> TfrcpReceiver {
        TfrcpReceiver { id, ack_bytes, payload, ack_bits, top: -1, seen: 0 }
    }

    fn received(&self, seq: i64) -> bool {
        let back = self.top - seq;
        (0..64).contains(&back) && self.seen & (1 << back) != 0
    }

    /// Bit vector for an ACK of packet `k`: bit j-1 = packet k-j received, j = 1..=ack_bits.
    pub fn vector(&self, k: i64) -> u32 {
        (1..=self.ack_bits as i64).filter(|&j| self.received(k - j)).fold(0, |v, j| v | 1 << (j - 1))
    }

    /// A data packet arrives; returns whether it is the first arrival of its sequence number.
    pub fn on_data(&mut self, net: &mut Fabric, seq: i64) -> bool {
        let c = &mut net.counters[self.id as usize];
        c.arrivals += 1;
        let fresh = !self.received(seq);
        if seq > self.top {
            let shift = seq - self.top;
            self.seen = if shift >= 64 { 0 } else { self.seen << shift };
            self.top = seq;
        }
        let back = self.top - seq;
        if back < 64 {
            self.seen |= 1 << back;
        }
        if fresh {
            c.delivered += 1;
            c.delivered_bytes += self.payload as u64;
        }
        let bits = self.vector(seq);
        net.emit_aux(self.id, Kind::Ack, seq, self.ack_bytes, bits);
        fresh
    }
}
