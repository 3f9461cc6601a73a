//! Transport endpoints: TCP (sender + receiver, with pluggable window rule, loss recovery and send
//! schedule), open-loop UDP sources, apps of many TCP transfers (`transfers`), and the rate-based
//! TFRCP (`tfrcp`).

pub mod counters;
pub mod tcp;
pub mod tfrcp;
pub mod transfers;
pub mod udp;

/// One flow's endpoints.
pub enum Endpoint {
    Tcp(Box<tcp::TcpFlow>),
    Udp(Box<udp::UdpFlow>),
    /// Many TCP transfers over the flow's path (closed loop, Poisson arrivals).
    Transfers(Box<transfers::TransferApp>),
    /// A rate-based TFRCP sender and its receiver.
    Tfrcp(Box<tfrcp::TfrcpFlow>),
}
