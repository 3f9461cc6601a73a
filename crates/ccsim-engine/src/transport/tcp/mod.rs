//! TCP: a sender and a receiver per flow. The sender's behaviour is the product of three
//! independent choices (seed 000, Section III): the window rule (`window`), loss recovery
//! (`sender`, Tahoe/Reno/NewReno) and the send schedule (`schedule`).

pub mod ack_store;
pub mod cc;
pub mod receiver;
pub mod rtt;
pub mod sack;
pub mod schedule;
pub mod sender;
pub mod vegas_ns2;
pub mod window;

/// Both ends of one TCP connection.
pub struct TcpFlow {
    pub sender: sender::TcpSender,
    pub receiver: receiver::TcpReceiver,
}
