//! The engine refuses bad scenarios before running, naming the field.

mod common;
use ccsim_engine::scenario::*;
use ccsim_engine::Simulation;
use common::*;

fn refusal(s: Scenario) -> String {
    match Simulation::new(s) {
        Ok(_) => panic!("scenario accepted"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn route_that_does_not_exist() {
    let mut s = Dumbbell::new(1, 1_000_000, 100 * MS, droptail(10)).build();
    s.links.retain(|l| l.name != "bottleneck"); // r1 can no longer reach r2
    let msg = refusal(s);
    assert!(msg.starts_with("flows[0]: no route for data from node"), "{msg}");
}

#[test]
fn red_min_th_above_max_th() {
    let q = QueueSpec::Red {
        limit_pkts: 100,
        min_th: 50.0,
        max_th: 20.0,
        max_p: 0.1,
        w_q: 0.002,
        gentle: false,
        wait: true,
        mean_pkt_bytes: 500,
        ecn: false,
    };
    let msg = refusal(Dumbbell::new(1, 1_000_000, 100 * MS, q).build());
    assert_eq!(msg, "links[0].queue.max_th: max_th (20) must be greater than min_th (50)");
}

#[test]
fn unknown_fields_and_kinds_in_json() {
    let good = serde_json::to_string(&Dumbbell::new(1, 1_000_000, 100 * MS, droptail(10)).build()).unwrap();
    assert!(Scenario::from_json(&good).is_ok());
    let bad = good.replace("\"recovery\":\"reno\"", "\"recovery\":\"vegas\"");
    let msg = Scenario::from_json(&bad).unwrap_err().to_string();
    assert!(msg.starts_with("flows[0].transport: unknown variant `vegas`"), "{msg}");
    assert!(msg.contains("`tahoe`, `reno`, `newreno`"), "{msg}");
    let bad = good.replace("\"duration_ns\"", "\"duration_sec\"");
    let msg = Scenario::from_json(&bad).unwrap_err().to_string();
    assert!(msg.contains("unknown field `duration_sec`"), "{msg}");
}

#[test]
fn out_of_range_values() {
    let mut s = Dumbbell::new(1, 1_000_000, 100 * MS, droptail(10)).build();
    if let TransportSpec::Tcp(t) = &mut s.flows[0].transport {
        t.schedule = ScheduleSpec::Randomized { interval: 1.5, alpha_correction: true };
    }
    assert!(refusal(s).starts_with("flows[0].tcp.schedule.interval: 1.5 must be in [0, 1]"));
    let mut s = Dumbbell::new(1, 1_000_000, 100 * MS, droptail(10)).build();
    s.links[0].loss = Some(LossSpec::Bernoulli { p: 1.5, packets: LossTarget::All });
    assert!(refusal(s).starts_with("links[0].loss.p: 1.5 is not a probability"));
}

#[test]
fn event_budget_stops_the_run_with_a_message() {
    let mut s = Dumbbell::new(2, 1_000_000, 100 * MS, droptail(10)).build();
    s.budget.max_events = Some(1000);
    let mut sim = Simulation::new(s).unwrap();
    let err = sim.run().unwrap_err().to_string();
    assert!(err.starts_with("budget exceeded: 1000 events processed"), "{err}");
    assert!(!sim.is_finished());
}
