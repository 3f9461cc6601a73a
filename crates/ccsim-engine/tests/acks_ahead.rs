//! ACKs ahead (`net::ahead`): a TCP sender that sends as soon as its window allows takes each
//! ACK when its last link accepts it, instead of at an arrival event, which saves events but must
//! change no result. Each scenario runs three times: with both shortcuts of `net::ahead`, with
//! the receivers' only, and with none; the result tables must be equal after every chunk, and
//! the senders' shortcut must have saved events wherever flows qualify.

mod common;
use ccsim_engine::scenario::*;
use ccsim_engine::{Results, Simulation};
use common::*;

const RECEIVERS_ONLY: Ahead = Ahead { receivers: true, senders: false };

/// Results equal in all three modes; returns the events of each (all, receivers only, none)
/// and the results at the end.
fn three_ways(s: &Scenario, chunks: u64) -> ([u64; 3], Results) {
    let (all, e_all) = run_in_chunks(s, chunks, AHEAD_ALL);
    let (receivers, e_receivers) = run_in_chunks(s, chunks, RECEIVERS_ONLY);
    let (none, e_none) = run_in_chunks(s, chunks, AHEAD_NONE);
    assert_same_results(&all, &none);
    assert_same_results(&receivers, &none);
    let last = all.into_iter().last().expect("at least one chunk");
    assert!(last.table("flows").f64("delivered").iter().sum::<f64>() > 0.0);
    ([e_all, e_receivers, e_none], last)
}

fn qualifying(s: &Scenario) -> Vec<bool> {
    Simulation::new(s.clone()).expect("valid scenario").net.acks_ahead_ok
}

fn sum(r: &Results, c: &str) -> f64 {
    col(r, "flows", c).iter().sum()
}

/// Flows of different RTTs over a small buffer, for 30 s.
fn dumbbell(n: usize, queue: QueueSpec) -> Dumbbell {
    Dumbbell { duration: 30 * S, ..uneven_rtts(n, queue) }
}

#[test]
fn reno_senders_with_drops_and_timeouts_are_unchanged_and_take_fewer_events() {
    let s = dumbbell(6, droptail(8)).build();
    assert_eq!(qualifying(&s), vec![true; 6]);
    let ([all, receivers, _], r) = three_ways(&s, 1);
    // One arrival event per ACK is saved: about a third of what is left.
    assert!((all as f64) < 0.8 * receivers as f64, "{all} vs {receivers} events");
    assert!(sum(&r, "timeouts") > 0.0 && sum(&r, "drops") > 0.0, "no loss: the case is not covered");
}

#[test]
fn timeouts_due_at_the_instant_of_another_flows_ack_keep_their_order() {
    // The papers' dumbbell (4 Mbps, 500-byte packets, one RTT for all, a 10 ms clock tick):
    // every packet takes 1.08 ms on the bottleneck and every timeout is a whole number of ticks,
    // so a timeout often falls due at the very nanosecond another flow's ACK arrives, and both
    // flows' packets then reach the bottleneck at one instant. The timeout was scheduled long
    // before and runs first; the sender that took the ACK ahead pushes its packets after those
    // pushed on time at that instant (`event::queue`'s late pushes), as they would have been.
    let mut d = Dumbbell::new(30, 4_000_000, 100 * MS, droptail(10));
    d.tcp.mss_bytes = 500;
    d.duration = 200 * S;
    let s = d.build();
    assert_eq!(qualifying(&s), vec![true; 30]);
    let ([all, receivers, _], r) = three_ways(&s, 1);
    assert!(all < receivers);
    assert!(sum(&r, "timeouts") > 1000.0, "too few timeouts: {}", sum(&r, "timeouts"));
}

#[test]
fn every_recovery_window_rule_and_aqm_is_unchanged() {
    let red = red(40, 4.0, 12.0, 1000, true);
    let cubic = WindowSpec::Cubic { c: 0.4, beta: 0.7, fast_convergence: true, tcp_friendly: true };
    let cases: Vec<(Recovery, Option<WindowSpec>, bool, QueueSpec)> = vec![
        (Recovery::Tahoe, None, false, droptail(10)),
        (Recovery::Newreno, None, false, droptail(10)),
        (Recovery::Sack, None, true, red.clone()),
        (Recovery::Newreno, Some(cubic), true, red),
        (Recovery::Reno, Some(WindowSpec::Bbr {}), false, droptail(30)),
    ];
    for (recovery, window, ecn, queue) in cases {
        let mut d = dumbbell(4, queue);
        d.tcp.recovery = recovery;
        d.tcp.ecn = ecn;
        if let Some(w) = window {
            d.tcp.window = w;
        }
        let s = d.build();
        assert_eq!(qualifying(&s), vec![true; 4], "{:?}", d.tcp);
        let ([all, receivers, _], _) = three_ways(&s, 1);
        assert!(all < receivers, "{:?}", d.tcp);
    }
}

#[test]
fn results_taken_between_chunks_of_a_run_are_unchanged() {
    // ACKs arriving after the end of a chunk are left to their events.
    let ([all, receivers, _], _) = three_ways(&dumbbell(4, droptail(8)).build(), 7);
    assert!(all < receivers);
}

#[test]
fn with_a_horizon_steps_do_not_cut_the_shortcuts() {
    // A caller that reads results only at the end (`ccsim.run`'s progress steps) sets the
    // horizon: 50 steps then process exactly the events of one run and give its results;
    // without it each step's end stops the shortcuts, which costs events.
    let s = dumbbell(4, droptail(8)).build();
    let (single, events_single) = run_in_chunks(&s, 1, AHEAD_ALL);
    let mut sim = Simulation::new(s.clone()).expect("valid scenario");
    sim.set_ahead_horizon(s.duration_ns);
    for k in 1..=50 {
        sim.run_until(s.duration_ns * k / 50).expect("run");
    }
    assert!(sim.conservation_errors().is_empty());
    assert_same_results(&single, &[sim.results()]);
    assert_eq!(sim.events_processed, events_single);
    let (_, events_stepped) = run_in_chunks(&s, 50, AHEAD_ALL);
    assert!(events_stepped > events_single);
}

#[test]
fn a_sender_that_spaces_its_packets_turns_it_off_for_the_flows_it_meets() {
    // A paced or randomized sender sends on timer events, which may meet the others' packets at
    // the bottleneck at one instant in an order the shortcut cannot know; ns-2's random
    // processing overhead delays sends likewise. A flow on a path of its own keeps it.
    // (There the whole round trip is express, as in the lone-flow test below.)
    for paced in [true, false] {
        let mut s = dumbbell(3, droptail(10)).build();
        let (a, b) = (s.nodes.len() as u32, s.nodes.len() as u32 + 1);
        s.nodes.extend(["h1".to_string(), "h2".to_string(), "h3".to_string()]);
        s.links.push(link("h1_h2", a, b, 2_000_000, 5 * MS, droptail(100)));
        s.links.push(link("h2_h1", b, a, 2_000_000, 5 * MS, droptail(100)));
        s.links.push(link("h2_h3", b, b + 1, 1_000_000, 5 * MS, droptail(8)));
        s.links.push(link("h3_h2", b + 1, b, 1_000_000, 5 * MS, droptail(100)));
        let mut own_path = s.flows[0].clone();
        (own_path.name, own_path.src, own_path.dst) = ("own_path".into(), a, b + 1);
        s.flows.push(own_path);
        let TransportSpec::Tcp(t) = &mut s.flows[1].transport else { unreachable!() };
        if paced {
            t.schedule = ScheduleSpec::Paced;
        } else {
            t.overhead_ns = MS;
        }
        assert_eq!(qualifying(&s), vec![false, false, false, true], "paced: {paced}");
        three_ways(&s, 1);
    }
}

#[test]
fn monitors_that_watch_senders_turn_it_off() {
    // Window and flow samples read the senders' state, the drop log and traces record in time
    // order what senders cause, and sampling a flow's first link or its ACKs' last link would
    // show its packets early (and the flow's data meets the others' at the bottleneck).
    let base = dumbbell(2, droptail(10)).build();
    let first_link = 2; // flow 0's sender -> r1 (Dumbbell: 2 bottleneck links, then 4 per flow)
    assert_eq!(base.links[first_link].from, base.flows[0].src);
    let watch: [fn(&mut Monitors); 7] = [
        |m| m.cwnd_every_ns = Some(S),
        |m| m.flow_every_ns = Some(S),
        |m| m.drops = true,
        |m| m.trace_links = vec![0],
        |m| m.first_send_delays = DelayMonitor::Summary,
        |m| (m.queue_every_ns, m.queue_links) = (Some(S), vec![2]),
        |m| (m.queue_every_ns, m.queue_links) = (Some(S), vec![3]),
    ];
    for w in watch {
        let mut s = base.clone();
        w(&mut s.monitors);
        assert_eq!(qualifying(&s), vec![false, false], "{:?}", s.monitors);
        let ([all, receivers, _], _) = three_ways(&s, 1);
        assert_eq!(all, receivers);
    }
    // Sampling the bottleneck's queue does not: packets reach it on time.
    let mut s = base.clone();
    (s.monitors.queue_every_ns, s.monitors.queue_links) = (Some(100 * MS), vec![0]);
    assert_eq!(qualifying(&s), vec![true, true]);
    let ([all, receivers, _], _) = three_ways(&s, 1);
    assert!(all < receivers);
}

#[test]
fn a_lone_flow_crosses_its_bottleneck_ahead_only_where_nothing_samples_it() {
    // With one flow the bottleneck has one way in, so data sent ahead crosses it at once
    // (express hand-off): a sampled bottleneck would show it early. (Here the whole round trip
    // is express: the receiver runs ahead, and what an endpoint run ahead sends is not taken
    // ahead in turn, so the sender takes its ACKs on events; the one flow's results are still
    // compared.)
    let s = Dumbbell::new(1, 10_000_000, 40 * MS, droptail(60)).build();
    assert_eq!(qualifying(&s), vec![true]);
    three_ways(&s, 2);
    let mut sampled = s.clone();
    (sampled.monitors.queue_every_ns, sampled.monitors.queue_links) = (Some(100 * MS), vec![0]);
    assert_eq!(qualifying(&sampled), vec![false]);
}

#[test]
fn acks_arriving_a_timeout_or_more_after_now_stay_on_events() {
    // Taking an ACK ahead by more than the shortest timeout could overtake a timeout scheduled
    // after it that falls due at its arrival; with no minimum (and no clock tick) none is taken.
    let mut d = dumbbell(3, droptail(10));
    (d.tcp.min_rto_ns, d.tcp.tick_ns) = (0, 0);
    let s = d.build();
    assert_eq!(qualifying(&s), vec![true; 3]);
    let ([all, receivers, _], _) = three_ways(&s, 1);
    assert_eq!(all, receivers);
}

#[test]
fn a_timeout_rescheduled_late_still_runs_before_an_ack_taken_ahead_at_its_instant() {
    // Seed 004's Fig. 6 setup (60 TCP(1.25, 0.25) flows, RED, access links as fast as the
    // bottleneck, RTT 70 ms, starts spread over the first second). Early on, a flow's
    // retransmission timeout falls due at the nanosecond another flow's ACK arrives; the
    // timer's heap entry for that deadline was pushed late (by its stale entry, a few
    // milliseconds before), but its deadline was set long before, which is where ns-2's
    // reschedule puts it among simultaneous events, ahead of the ACK (`event::Timer`). Pushed
    // with the stale entry's time, it would run after the ACK that arrives without an event and
    // before it with one (the reproduction page of Fig. 6 changed).
    let mut d = Dumbbell::new(60, 10_000_000, 70 * MS, red(100, 16.67, 50.0, 500, false));
    d.bottleneck_delay = 10 * MS;
    d.access_bps = 10_000_000;
    d.tcp.window = WindowSpec::Aimd { alpha: 1.25, beta: 0.25 };
    d.duration = 10 * S;
    let mut s = d.build();
    let mut x: u64 = 7; // start times with such a coincidence (12 has one too)
    for f in &mut s.flows {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        f.start_ns = (x >> 33) % S;
    }
    assert_eq!(qualifying(&s), vec![true; 60]);
    let ([all, receivers, _], _) = three_ways(&s, 1);
    assert!(all < receivers);
}

/// A small random network (seeded): a chain of routers, each flow between hosts hung off two of
/// them (sometimes sharing a host with the flow before), random rates, delays, buffers and
/// queue disciplines, TCP variants with and without spaced or delayed sends, now and then a
/// UDP source.
fn random_network(seed: u64) -> Scenario {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move |n: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % n
    };
    let routers = 2 + next(3) as u32;
    let mut nodes: Vec<String> = (0..routers).map(|r| format!("r{r}")).collect();
    let mut links = vec![];
    let queue = |next: &mut dyn FnMut(u64) -> u64| match next(3) {
        0 => red(30, 5.0, 15.0, 1000, false),
        _ => droptail(5 + next(25) as u32),
    };
    for r in 0..routers - 1 {
        let (bps, delay) = ((1 + next(8)) * 1_000_000, (1 + next(20)) * MS + next(1000));
        links.push(link(&format!("r{r}>"), r, r + 1, bps, delay, queue(&mut next)));
        links.push(link(&format!("r{r}<"), r + 1, r, bps, delay, queue(&mut next)));
    }
    let mut flows = vec![];
    let n = 3 + next(5);
    for i in 0..n {
        let (a, b) = (next(routers as u64) as u32, next(routers as u64) as u32);
        let reuse = i > 0 && next(4) == 0;
        let host = |nodes: &mut Vec<String>, links: &mut Vec<LinkSpec>, at: u32, next: &mut dyn FnMut(u64) -> u64| {
            let h = nodes.len() as u32;
            nodes.push(format!("h{h}"));
            let (bps, delay) = ((2 + next(30)) * 1_000_000, next(10) * MS + next(1000));
            links.push(link(&format!("h{h}>"), h, at, bps, delay, droptail(100)));
            links.push(link(&format!("h{h}<"), at, h, bps, delay, droptail(100)));
            h
        };
        let src = if reuse {
            flows.last().map(|f: &FlowSpec| f.src).unwrap()
        } else {
            host(&mut nodes, &mut links, a, &mut next)
        };
        let dst = host(&mut nodes, &mut links, b, &mut next);
        let mut tcp = TcpSpec {
            recovery: [Recovery::Reno, Recovery::Newreno, Recovery::Sack, Recovery::Tahoe][next(4) as usize],
            delayed_ack: next(4) == 0,
            ..Default::default()
        };
        if next(5) == 0 {
            tcp.schedule = ScheduleSpec::Paced;
        }
        if next(4) == 0 {
            tcp.window = WindowSpec::Cubic { c: 0.4, beta: 0.7, fast_convergence: true, tcp_friendly: true };
        }
        let transport = if next(6) == 0 {
            TransportSpec::Udp(UdpSpec {
                pkt_bytes: 500,
                source: UdpSource::Poisson { rate_pps: 50.0 + next(200) as f64, exponential_sizes: false },
            })
        } else {
            TransportSpec::Tcp(tcp)
        };
        flows.push(FlowSpec {
            name: format!("f{i}"),
            src,
            dst,
            start_ns: next(2 * S),
            stop_ns: None,
            app: AppSpec::Bulk,
            transport,
        });
    }
    Scenario {
        duration_ns: 15 * S,
        seed,
        nodes,
        links,
        flows,
        monitors: Monitors::default(),
        budget: Budget::default(),
        routing: Default::default(),
    }
}

#[test]
fn random_networks_are_unchanged() {
    // Whatever qualifies in a random network, taking it ahead changes no result (chunked, so
    // the boundaries are crossed too); some of the networks must have used it. (Run once over
    // 600 seeds: all equal, 183 took ACKs ahead.)
    let mut used = 0;
    for seed in 1..=40 {
        let s = random_network(seed);
        let ([all, receivers, _], _) = three_ways(&s, 3);
        used += (all < receivers) as u32;
    }
    assert!(used >= 10, "ACKs were taken ahead in only {used} of 40 networks");
}

/// `s` (built by `Dumbbell`) with each sender (`senders`) and each receiver (`receivers`)
/// behind a second hop of its own: s -> h -> r1 and r2 -> g -> d. The links next to r1 and r2
/// are then express (one link feeds each).
fn behind_second_hops(s: &Scenario, senders: bool, receivers: bool) -> Scenario {
    let mut s = s.clone();
    for f in 0..s.flows.len() {
        for (host, router, split) in [(s.flows[f].src, 0, senders), (s.flows[f].dst, 1, receivers)] {
            if !split {
                continue;
            }
            let mid = s.nodes.len() as u32;
            s.nodes.push(format!("{}-hop", s.nodes[host as usize]));
            let mut added = vec![];
            for l in s.links.iter_mut().filter(|l| (l.from, l.to) == (host, router) || (l.from, l.to) == (router, host))
            {
                let mut second = l.clone();
                (second.name, second.from, l.to) = (format!("{}-hop", l.name), mid, mid);
                added.push(second);
            }
            s.links.extend(added);
        }
    }
    s
}

#[test]
fn senders_and_receivers_behind_a_second_hop_of_their_own_stay_on_events() {
    // Where a flow's second data link is express, what it sends meets the other flows one link
    // further on. There a send by a retransmission timeout and one by an ACK at the same
    // instant get arrival events with equal push keys (both parts are the starts on the two
    // links before), so the order of insertion decides, and a sender run ahead inserts first:
    // the chain draws (`ccsim validate ns2 --random N --chain`, 3 flows, seed 542) parted from
    // ns-2 so. The same holds for a receiver's ACKs past an express link after its ACK link.
    let s = dumbbell(3, droptail(8)).build();
    assert_eq!(qualifying(&s), vec![true; 3]);
    let senders = behind_second_hops(&s, true, false);
    assert_eq!(senders.links.len(), s.links.len() + 6);
    assert_eq!(qualifying(&senders), vec![false; 3]);
    assert_eq!(Simulation::new(senders.clone()).unwrap().net.ahead_ok, vec![true; 3]);
    let both = behind_second_hops(&s, true, true);
    assert_eq!(Simulation::new(both.clone()).unwrap().net.ahead_ok, vec![false; 3]);
    let ([all, receivers, none], _) = three_ways(&senders, 1);
    assert!(all == receivers && receivers < none);
    three_ways(&both, 1);
}
