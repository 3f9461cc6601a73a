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
    /// the one it acknowledges (`transport::tfrcp`); 0 otherwise.
    pub aux: u32,
    /// Position in the fabric's path table of the link the packet is on (`net::fabric`).
    pub pos: u32,
    pub kind: Kind,
}
