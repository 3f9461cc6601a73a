//! The network: links with their queues, and static routing over the graph.

pub mod ahead;
pub mod fabric;
pub mod fifo;
pub mod link;
pub mod routing;
