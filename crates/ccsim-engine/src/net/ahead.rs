//! Delivery ahead: express hand-off (`net::fabric`) one step further, for the receiver. A TCP
//! receiver that ACKs every packet is a function of its data arrivals, which come in order down
//! a FIFO last link; if the only thing it feeds is its own first link of the ACK route (no other
//! route uses that link), its whole response to a data packet can be computed when the last link
//! accepts the packet: the receiver runs with the clock set to the arrival time, and its ACK is
//! offered to its link at that time, as an express hand-off would. That saves the arrival event, one of about
//! four per delivered packet.
//!
//! Simultaneous events must still run in the order they would have. The event queue orders by
//! (time, simulated time of the push, insertion) (`event::queue`), and the receiver pushes at its
//! own clock; an ACK's arrival event is pushed when it is offered if the line would have been
//! empty then (everything on it arrives earlier), else when the ACK before it arrives, as it
//! would have been (`Link::put_on_line`, `Link::pop_arrival`). Pushes of two receivers run ahead
//! then keep the order of the events that accepted their data, which is the order their arrival
//! events would have had. What the shortcut cannot know is where an arrival event would have
//! fallen among events that run on time at the same instant; so a flow qualifies only if the
//! link after its ACK link is entered from nothing but ACK links of qualifying flows (never as
//! a first hop), takes them by event (`meets_others_by_event`), and is not sampled: no event
//! that runs on time can then meet its ACKs there at one instant (`qualifying_flows`). One
//! case is left: an ACK link's previous ACK arriving at the very instant the receiver takes
//! the next data packet, and that ACK's event then tying with another receiver's at one later
//! instant (three coincidences at nanosecond resolution).
//!
//! It is only done where nothing can observe the difference: the packet's last link holds no
//! packet still to arrive by event (so a receiver sees its packets in order), has no loss model,
//! and the arrival is within the part of the run being simulated (`Fabric::ahead_before`) and not at
//! the instant of a flow sample; flow samples leave out what receivers run ahead delivered for
//! later arrivals (`Simulation::sample_flows`); with the drop log on, the ACK link surely has
//! room for the ACK (`Link::surely_accepts`), so no drop is logged out of order; and no monitor
//! records receiver-side events in time order (raw delays, first-send delays, packet trace) or
//! samples the flow's ACK link.
//!
//! ACKs ahead: the same for the sender. A TCP sender that sends as soon as its window allows
//! (ACK-clocked, no random overhead) is a function of its ACKs and its timers; when the last
//! link of its ACK route (its own) accepts an ACK, the sender takes it with the clock set to the
//! arrival time, unless one of its timers falls due by then (the ACK then goes back on its
//! line, to arrive by event as it would have). Its packets go onto its own first link at that
//! time, as an express hand-off would; that saves the ACK's arrival event. What an endpoint
//! run ahead sends is not taken ahead in turn, so no endpoint runs more than one hop ahead of
//! the clock.
//!
//! Its packets meet other flows' at the second link of its data route, which must take them by
//! event (`meets_others_by_event`) and be entered only from the first links of qualifying
//! flows: everything else that sends there on time is a start or a retransmission timeout,
//! scheduled (`event::Timer`: where its deadline was set) long before and so run before the
//! ACK would have been at the same instant. The sender's pushes carry the push key they would
//! have had at the ACK's arrival event (`event::queue`): among the pushes made at their
//! simulated time, after those of events scheduled before the ACK's last transmission started,
//! such as those timers, as they would have. (A timeout set after the ACK's hand-off and due
//! at its arrival would be misordered; none can be, as ACKs are taken ahead only if they arrive
//! less than the shortest timeout after now.) One case is left, needing two coincidences at
//! nanosecond resolution: an ACK that went back on its line arriving at the instant another
//! flow's ACK is taken ahead, and the two flows' packets then reaching their shared link at one
//! instant (not on a dumbbell: two ACKs leave its reverse bottleneck at different times, and
//! flows with different access delays reach the bottleneck at different times). Nothing may
//! watch senders in time order: no window or flow samples, no traces, no first-send delays, no
//! drop log, and neither the first data link nor the last ACK link (nor an express link the
//! data crosses at once after the first, on a route express to its end) is sampled.
//!
//! Here: which flows qualify. The packet path is in `Fabric::offer` (hand-over) and
//! `Simulation::deliver_ahead` (the endpoint runs).

use super::fabric::{express_links_for, Route};
use super::link::Link;
use crate::monitor::Recorder;
use crate::scenario::{DelayMonitor, Monitors};

/// Per flow: whether the first link of its ACK route carries nothing else (no other route, and
/// no other position of any route, uses it), a condition of delivery ahead (module doc).
pub fn private_ack_links(n_links: usize, paths: &[u32], routes: &[Route]) -> Vec<bool> {
    let uses = link_uses(n_links, paths, routes);
    routes.iter().map(|r| r.rev.1 > 0 && uses[paths[r.rev.0 as usize] as usize] == 1).collect()
}

/// Per link: how many positions of all routes (both directions) it fills.
fn link_uses(n_links: usize, paths: &[u32], routes: &[Route]) -> Vec<u32> {
    let mut uses = vec![0u32; n_links];
    for r in routes {
        for (start, len) in [r.fwd, r.rev] {
            for &l in &paths[start as usize..(start + len) as usize] {
                uses[l as usize] += 1;
            }
        }
    }
    uses
}

/// Whether packets put ahead on the first link of `route` (a range into `paths`) meet other
/// traffic only at a link they reach by event: the rest of the route starts with a link that
/// is not express, or is express to its end (meeting nobody; none of those links may be sampled, which would
/// see packets early). An express link (`net::fabric`) hands packets on at once; past one, a
/// packet sent ahead and one sent on time at the same instant (by a timer, or by an endpoint
/// not run ahead) would get arrival events with equal push keys, both parts being their starts
/// on the two links before, so the order of insertion would decide, and running ahead changes
/// it (the chain draws of `ccsim validate ns2 --random N --chain` found it).
fn meets_others_by_event(
    paths: &[u32],
    (start, len): (u32, u32),
    express: &[bool],
    sampled: impl Fn(u32) -> bool,
) -> bool {
    let rest = &paths[(start + 1) as usize..(start + len) as usize];
    let crossed = rest.iter().take_while(|&&l| express[l as usize]).count();
    (crossed == 0 || crossed == rest.len()) && rest[..crossed].iter().all(|&l| !sampled(l))
}

/// Per flow: whether its data may be delivered ahead. `acks_every_packet[f]`: flow f's receiver
/// is TCP without delayed ACKs. Its ACK link must be its own (`private_ack_links`), not
/// scheduled (CoDel, FQ-CoDel) and not sampled, with no monitor that records receiver-side
/// events in time order; and the link after its ACK link must not be sampled, must take its
/// ACKs by event (`meets_others_by_event`) and must be entered only from ACK links of
/// qualifying flows (never as a first hop), so that nothing that runs on time can meet its
/// ACKs there at one instant (module doc).
pub fn qualifying_flows(
    links: &[Link],
    recorder: &Recorder,
    monitors: &Monitors,
    acks_every_packet: &[bool],
    paths: &[u32],
    routes: &[Route],
) -> Vec<bool> {
    let watched = recorder.delay_mode == DelayMonitor::Raw || recorder.first_send.on() || recorder.trace.any();
    let sampled = |l: u32| monitors.queue_every_ns.is_some() && monitors.queue_links.contains(&l);
    let private = private_ack_links(links.len(), paths, routes);
    let express = express_links_for(links, paths, routes);
    // A flow's first two links of its ACK route.
    let ack_pair = |r: &Route| (r.rev.1 >= 2).then(|| (paths[r.rev.0 as usize], paths[r.rev.0 as usize + 1]));
    let mut ok: Vec<bool> = routes
        .iter()
        .enumerate()
        .map(|(f, r)| {
            let Some((ack, next)) = ack_pair(r) else { return false };
            !watched
                && acks_every_packet[f]
                && private[f]
                && links[ack as usize].sched.is_none()
                && !sampled(ack)
                && !sampled(next)
                && meets_others_by_event(paths, r.rev, &express, sampled)
        })
        .collect();
    let mut owner = vec![u32::MAX; links.len()]; // ACK link -> its flow
    for (f, r) in routes.iter().enumerate() {
        if let Some((ack, _)) = ack_pair(r) {
            owner[ack as usize] = f as u32;
        }
    }
    // Drop flows whose next link has another way in; that can disqualify others: repeat.
    loop {
        let mut open = vec![false; links.len()];
        for r in routes {
            for (start, len) in [r.fwd, r.rev] {
                let path = &paths[start as usize..(start + len) as usize];
                for (k, &l) in path.iter().enumerate() {
                    let from_ok = k > 0 && ok.get(owner[path[k - 1] as usize] as usize) == Some(&true);
                    open[l as usize] |= !from_ok;
                }
            }
        }
        let mut changed = false;
        for (f, r) in routes.iter().enumerate() {
            if ok[f] && ack_pair(r).is_some_and(|(_, next)| open[next as usize]) {
                ok[f] = false;
                changed = true;
            }
        }
        if !changed {
            return ok;
        }
    }
}

/// Per flow: whether its ACKs may be taken ahead by its sender (module doc, "ACKs ahead").
/// `takes_acks_ahead[f]`: flow f's sender is TCP and sends at once when the window allows
/// (`TcpSender::takes_acks_ahead`). Its first data link and last ACK link must be its own
/// (no other route or position uses them), not scheduled and not sampled; its data route must
/// go on past its first link, to a link that takes its data by event (`meets_others_by_event`)
/// and is entered from nothing but the first links of qualifying flows (so the only on-time
/// sends that can meet its data there at one instant are starts and retransmission timeouts,
/// scheduled long before the ACK's arrival and so run before it); and no monitor may watch
/// senders in time order (window samples, flow samples, traces, first-send delays, the drop
/// log).
pub fn ack_qualifying_flows(
    links: &[Link],
    recorder: &Recorder,
    monitors: &Monitors,
    takes_acks_ahead: &[bool],
    paths: &[u32],
    routes: &[Route],
) -> Vec<bool> {
    let watched = monitors.cwnd_every_ns.is_some()
        || monitors.flow_every_ns.is_some()
        || recorder.first_send.on()
        || recorder.trace.any()
        || recorder.log_drops;
    if watched {
        return vec![false; routes.len()];
    }
    let sampled = |l: u32| monitors.queue_every_ns.is_some() && monitors.queue_links.contains(&l);
    let uses = link_uses(links.len(), paths, routes);
    let own = |l: u32| uses[l as usize] == 1 && links[l as usize].sched.is_none() && !sampled(l);
    let express = express_links_for(links, paths, routes);
    let mut ok: Vec<bool> = routes
        .iter()
        .enumerate()
        .map(|(f, r)| {
            takes_acks_ahead[f]
                && r.fwd.1 >= 2
                && r.rev.1 >= 1
                && own(paths[r.fwd.0 as usize])
                && own(paths[(r.rev.0 + r.rev.1 - 1) as usize])
                && meets_others_by_event(paths, r.fwd, &express, sampled)
        })
        .collect();
    // Drop flows whose second data link has another way in; that can disqualify others: repeat.
    loop {
        let mut open = vec![false; links.len()];
        for (f, r) in routes.iter().enumerate() {
            for (start, len, data) in [(r.fwd.0, r.fwd.1, true), (r.rev.0, r.rev.1, false)] {
                for (k, &l) in paths[start as usize..(start + len) as usize].iter().enumerate() {
                    open[l as usize] |= !(data && k == 1 && ok[f]);
                }
            }
        }
        let mut changed = false;
        for (f, r) in routes.iter().enumerate() {
            if ok[f] && open[paths[r.fwd.0 as usize + 1] as usize] {
                ok[f] = false;
                changed = true;
            }
        }
        if !changed {
            return ok;
        }
    }
}
