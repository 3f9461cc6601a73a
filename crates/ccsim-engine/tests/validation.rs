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
    let q = red(100, 50.0, 20.0, 500, false);
    let msg = refusal(Dumbbell::new(1, 1_000_000, 100 * MS, q).build());
    assert_eq!(msg, "links[0].queue.max_th: max_th (20) must be greater than min_th (50)");
}

#[test]
fn red_time_constant_only_for_an_automatic_weight() {
    let mut q = red(100, 5.0, 15.0, 500, false);
    if let QueueSpec::Red { w_q_time_constant_ns, .. } = &mut q {
        *w_q_time_constant_ns = Some(S);
    }
    let msg = refusal(Dumbbell::new(1, 1_000_000, 100 * MS, q.clone()).build());
    assert_eq!(msg, "links[0].queue.w_q_time_constant_ns: applies only to an automatic w_q (w_q absent)");
    if let QueueSpec::Red { w_q, w_q_time_constant_ns, .. } = &mut q {
        (*w_q, *w_q_time_constant_ns) = (None, Some(0));
    }
    let msg = refusal(Dumbbell::new(1, 1_000_000, 100 * MS, q).build());
    assert_eq!(msg, "links[0].queue.w_q_time_constant_ns: must be positive");
}

#[test]
fn unknown_fields_and_kinds_in_json() {
    let good = serde_json::to_string(&Dumbbell::new(1, 1_000_000, 100 * MS, droptail(10)).build()).unwrap();
    assert!(Scenario::from_json(&good).is_ok());
    let bad = good.replace("\"recovery\":\"reno\"", "\"recovery\":\"westwood\"");
    let msg = Scenario::from_json(&bad).unwrap_err().to_string();
    assert!(msg.starts_with("flows[0].transport: unknown variant `westwood`"), "{msg}");
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

#[test]
fn new_queues_and_rules_are_refused_with_the_field_named() {
    let fq = QueueSpec::FqCodel {
        limit_pkts: 100,
        flows: 0,
        quantum_bytes: 1514,
        target_ns: 5 * MS,
        interval_ns: 100 * MS,
        hash_seed: 0,
        ecn: false,
    };
    assert_eq!(
        refusal(Dumbbell::new(1, 1_000_000, 100 * MS, fq).build()),
        "links[0].queue.flows: 0 must be in 1..=65536"
    );
    let codel = QueueSpec::Codel { limit_pkts: 100, target_ns: 0, interval_ns: 100 * MS, ecn: false };
    assert_eq!(
        refusal(Dumbbell::new(1, 1_000_000, 100 * MS, codel).build()),
        "links[0].queue.target: must be positive"
    );
    let mut d = Dumbbell::new(1, 1_000_000, 100 * MS, droptail(10));
    d.tcp.window = WindowSpec::Cubic { c: 0.4, beta: 1.5, fast_convergence: true, tcp_friendly: true };
    assert_eq!(refusal(d.build()), "flows[0].tcp.window.beta: 1.5 must be in (0, 1)");
    let mut d = Dumbbell::new(1, 1_000_000, 100 * MS, droptail(10));
    d.tcp.window = WindowSpec::Vegas { alpha: 3.0, beta: 1.0, gamma: 1.0 };
    assert_eq!(refusal(d.build()), "flows[0].tcp.window.beta: 1 must be >= alpha (3)");
    // ns-2's Agent/TCP/Vegas: its own window rule with integer thresholds, and nothing it lacks.
    let mut d = Dumbbell::new(1, 1_000_000, 100 * MS, droptail(10));
    d.tcp.recovery = Recovery::Vegas;
    assert_eq!(
        refusal(d.build()),
        "flows[0].tcp.recovery: \"vegas\" (ns-2's Agent/TCP/Vegas) needs window rule \"vegas\""
    );
    d.tcp.window = WindowSpec::Vegas { alpha: 1.5, beta: 3.0, gamma: 1.0 };
    assert!(refusal(d.build()).starts_with("flows[0].tcp.window.alpha: 1.5: ns-2's Agent/TCP/Vegas"));
    d.tcp.window = WindowSpec::Vegas { alpha: 1.0, beta: 3.0, gamma: 1.0 };
    d.tcp.syn = true;
    assert_eq!(
        refusal(d.build()),
        "flows[0].tcp.syn: must be false (Agent/TCP/Vegas sends no SYN) with recovery \"vegas\""
    );
    let mut s = Dumbbell::new(1, 1_000_000, 100 * MS, droptail(10)).build();
    s.monitors.trace_links = vec![0];
    s.monitors.trace_flows = vec![3];
    assert_eq!(refusal(s), "monitors.trace.flows[0]: flow 3 does not exist (1 flows)");
}

#[test]
fn new_options_deserialize_with_their_defaults() {
    let q: QueueSpec = serde_json::from_str(r#"{"kind": "fq_codel"}"#).unwrap();
    let QueueSpec::FqCodel { limit_pkts, flows, quantum_bytes, target_ns, interval_ns, .. } = q else {
        panic!("fq_codel")
    };
    assert_eq!((limit_pkts, flows, quantum_bytes, target_ns, interval_ns), (10240, 1024, 1514, 5 * MS, 100 * MS));
    let q: QueueSpec = serde_json::from_str(r#"{"kind": "pie"}"#).unwrap();
    let QueueSpec::Pie { target_ns, t_update_ns, alpha, beta, max_burst_ns, .. } = q else { panic!("pie") };
    assert_eq!((target_ns, t_update_ns, alpha, beta, max_burst_ns), (15 * MS, 15 * MS, 0.125, 1.25, 150 * MS));
    let t: TcpSpec = serde_json::from_str(r#"{"recovery": "sack", "window": {"rule": "cubic"}}"#).unwrap();
    assert_eq!(t.recovery, Recovery::Sack);
    assert!(!t.ecn && !t.ecn_retransmit_ect);
}

#[test]
fn a_run_longer_than_a_hundred_years_is_refused() {
    // The event queue's push key is twice the clock (`event::queue`): it must not overflow.
    let mut s = Dumbbell::new(1, 1_000_000, 100 * MS, droptail(10)).build();
    s.duration_ns = ccsim_engine::scenario::MAX_DURATION_NS + 1;
    assert_eq!(refusal(s.clone()), "duration: must be at most 100 years (3.156e18 ns)");
    s.duration_ns = ccsim_engine::scenario::MAX_DURATION_NS;
    assert!(Simulation::new(s).is_ok());
}
