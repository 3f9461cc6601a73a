//! TFRCP: the TCP-friendly rate-based sender of seed 003 (Padhye, Kurose, Towsley, Koodli,
//! "A model based TCP-friendly rate control protocol", NOSSDAV'99, Section II-B; digits the
//! extraction lost restored in REFERENCE.md 7). The sender works in rounds and sets each round's
//! rate from the PFTK model evaluated at the previous round's loss fraction (`sender`); the
//! receiver ACKs every packet with a bit vector over the packets before it (`receiver`).
//!
//! Choices where the seed is silent or lost (all configurable in `TfrcpSpec`):
//! * bit-vector length: 8 bits over k-8 .. k-1 by default, as issue 3 words it ("a bit vector of
//!   the 8 packets before it"), which acknowledges each packet 9 times. The seed's surviving
//!   "each packet is ACKd eight times" fits 7 bits plus the packet's own ACK; set `ack_bits = 7`
//!   for that reading (the two differ only where ACKs are lost);
//! * r0 = 10 packets/s (lost; the seed says its value matters little for long flows);
//! * R = the exact smoothed RTT and B = TCP's RTO (ns-2.35 tick 10 ms, min RTO 200 ms, initial
//!   RTO 3 s, REFERENCE.md 1.1/1.3), updated on every ACK;
//! * W_max = 10^6 packets (no receiver limit), b = 1 (every packet is ACKed);
//! * before the first RTT sample R is `initial_rtt` (100 ms), which only S2's first round and a
//!   lossy round ending before any sample use.

pub mod pftk;
pub mod receiver;
pub mod sender;

/// Both ends of one TFRCP flow.
pub struct TfrcpFlow {
    pub sender: sender::TfrcpSender,
    pub receiver: receiver::TfrcpReceiver,
}
