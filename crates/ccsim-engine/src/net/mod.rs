//! The network: links with their queues, and static routing over the graph.

pub mod link;
pub mod routing;
pub mod fabric;
