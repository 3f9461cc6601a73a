//! ccsim-engine: a packet-level discrete-event network simulator for congestion-control research.
//!
//! Layout: `time`, `event` (queue and lazy timers), `rng` (one stream per component), `ns2_stream` (ns-2's
//! default stream, to replay an ns-2 run's RED draws), `packet`
//! (header, by value), `net` (links, routing, the packet path), `queue` (DropTail, RED), `transport` (TCP with
//! window rule x loss recovery x send schedule; UDP sources), `monitor` (optional measurements),
//! `scenario` (the contract with the Python front), `sim` (building and the event loop),
//! `budget` (the limits that stop a run early), `results` (columnar tables).

pub mod budget;
pub mod event;
pub mod monitor;
pub mod net;
pub mod ns2_stream;
pub mod packet;
pub mod queue;
pub mod results;
pub mod rng;
pub mod scenario;
pub mod sim;
pub mod time;
pub mod transport;

pub use budget::RunError;
pub use results::Results;
pub use scenario::{Scenario, ScenarioError};
pub use sim::Simulation;

/// Parse, build and run a scenario given as JSON.
pub fn run_json(json: &str) -> Result<Results, Box<dyn std::error::Error>> {
    let scenario = Scenario::from_json(json)?;
    let mut sim = Simulation::new(scenario)?;
    sim.run()?;
    Ok(sim.results())
}
