//! Transport endpoints: TCP (sender + receiver, with pluggable window rule, loss recovery and send
//! schedule) and open-loop UDP sources.

pub mod counters;
pub mod tcp;
pub mod udp;

/// One flow's endpoints.
pub enum Endpoint {
    Tcp(Box<tcp::TcpFlow>),
    Udp(Box<udp::UdpFlow>),
}
