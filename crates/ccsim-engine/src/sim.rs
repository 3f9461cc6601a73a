//! The simulation: builds the network and endpoints from a scenario, then runs the event loop.

use crate::budget::Limits;
use crate::budget::RunError;
use crate::event::{Event, EventQueue, FlowTimer, PushKey};
use crate::monitor::Recorder;
use crate::net::ahead::{ack_qualifying_flows, qualifying_flows};
use crate::net::fabric::{Fabric, Route};
use crate::net::link::Link;
use crate::net::routing::Router;
use crate::packet::{Kind, Packet};
use crate::results::Results;
use crate::rng::{Component, Rng};
use crate::scenario::{AppSpec, Scenario, ScenarioError, TransportSpec};
use crate::time::SimTime;
use crate::transport::counters::FlowCounters;
use crate::transport::tcp::{receiver::TcpReceiver, sender::TcpSender, TcpFlow};
use crate::transport::tfrcp::{receiver::TfrcpReceiver, sender::TfrcpSender, TfrcpFlow};
use crate::transport::transfers::TransferApp;
use crate::transport::udp::UdpFlow;
use crate::transport::Endpoint;

/// What an endpoint reads of a packet taken ahead (`Simulation::deliver_ahead`), read field by
/// field from its entry.
#[derive(Clone, Copy)]
struct Taken {
    flow: u32,
    kind: Kind,
    seq: i64,
    aux: u32,
    ecn: u8,
    sent_at: SimTime,
    pos: u32,
}

impl Taken {
    #[inline(always)]
    fn of(p: &Packet) -> Taken {
        Taken { flow: p.flow, kind: p.kind, seq: p.seq, aux: p.aux, ecn: p.ecn, sent_at: p.sent_at, pos: p.pos }
    }
}

pub struct Simulation {
    pub scenario: Scenario,
    pub net: Fabric,
    pub endpoints: Vec<Endpoint>,
    pub events_processed: u64,
    /// Flow sampler on: per flow, what receivers run ahead added to `delivered` and
    /// `delivered_bytes` for arrivals after the last sample, with the arrival times; a sample
    /// leaves out those after its own time (`sample_flows`).
    ahead_deliveries: Vec<std::collections::VecDeque<(SimTime, u64, u64)>>,
    finished: bool,
    /// Endpoints may be run ahead (`net::ahead`) for arrivals up to this time even when a
    /// `run_until` stops earlier (`set_ahead_horizon`); 0: up to the end of each `run_until`.
    ahead_horizon: SimTime,
}

impl Simulation {
    /// Build a simulation; refuses scenarios the engine cannot run (naming the field).
    pub fn new(scenario: Scenario) -> Result<Simulation, ScenarioError> {
        scenario.validate()?;
        let seed = scenario.seed;
        let n_nodes = scenario.nodes.len();
        let mut streams = crate::ns2_stream::Streams::default();
        let links: Vec<Link> = scenario
            .links
            .iter()
            .enumerate()
            .map(|(i, l)| {
                Link::new(
                    l,
                    Rng::new(seed, Component::LinkQueue, i as u64),
                    Rng::new(seed, Component::LinkLoss, i as u64),
                    &mut streams,
                )
            })
            .collect();
        let mut paths = vec![];
        let mut routes = vec![];
        let mut router = Router::with_rule(n_nodes, &scenario.links, scenario.routing);
        for (i, f) in scenario.flows.iter().enumerate() {
            let mut range = |from: u32, to: u32, what: &str| -> Result<(u32, u32), ScenarioError> {
                let p = router.path(from, to).ok_or_else(|| ScenarioError {
                    field: format!("flows[{i}]"),
                    message: format!(
                        "no route for {what} from node {} ({}) to node {} ({})",
                        from, scenario.nodes[from as usize], to, scenario.nodes[to as usize]
                    ),
                })?;
                let start = paths.len() as u32;
                paths.extend_from_slice(&p);
                Ok((start, p.len() as u32))
            };
            let fwd = range(f.src, f.dst, "data")?;
            let rev = match f.transport {
                TransportSpec::Tcp(_) | TransportSpec::Tfrcp(_) => range(f.dst, f.src, "ACKs")?,
                TransportSpec::Udp(_) => (0, 0),
            };
            routes.push(Route { fwd, rev });
        }

        let mut events = EventQueue::default();
        let mut endpoints = vec![];
        for (i, f) in scenario.flows.iter().enumerate() {
            let id = i as u32;
            let rng = Rng::new(seed, Component::Flow, i as u64);
            let stop = f.stop_ns.unwrap_or(SimTime::MAX);
            // A SYN takes sequence number 0 ahead of the data.
            let syn = matches!(&f.transport, TransportSpec::Tcp(t) if t.syn) as i64;
            let (limit, end) = match f.app {
                AppSpec::Finite { packets } => (packets as i64 - 1 + syn, packets as i64 + syn),
                _ => (i64::MAX, i64::MAX),
            };
            let ep = match &f.transport {
                TransportSpec::Tcp(t)
                    if matches!(f.app, AppSpec::ClosedLoop { .. } | AppSpec::PoissonTransfers { .. }) =>
                {
                    Endpoint::Transfers(Box::new(TransferApp::new(id, &f.app, t, stop, rng).expect("transfer app")))
                }
                TransportSpec::Tcp(t) => Endpoint::Tcp(Box::new(TcpFlow {
                    sender: TcpSender::new(id, t, limit, stop, rng),
                    receiver: TcpReceiver::new(id, t, end),
                })),
                TransportSpec::Tfrcp(t) => Endpoint::Tfrcp(Box::new(TfrcpFlow {
                    sender: TfrcpSender::new(id, t, limit, stop, rng),
                    receiver: TfrcpReceiver::new(id, t.ack_bytes, t.mss_bytes, t.ack_bits),
                })),
                TransportSpec::Udp(u) => {
                    let packets = match f.app {
                        AppSpec::Finite { packets } => Some(packets),
                        _ => None,
                    };
                    Endpoint::Udp(Box::new(UdpFlow::new(id, u, rng, stop, packets)))
                }
            };
            let first = match ep {
                Endpoint::Udp(_) => FlowTimer::Source,
                _ => FlowTimer::Start,
            };
            events.push(f.start_ns, Event::Flow(id, first));
            endpoints.push(ep);
        }
        let m = &scenario.monitors;
        if m.cwnd_every_ns.is_some() {
            push_sample(&mut events, 0, Event::SampleCwnd);
        }
        if m.queue_every_ns.is_some() && !m.queue_links.is_empty() {
            push_sample(&mut events, 0, Event::SampleQueues);
        }
        if m.flow_every_ns.is_some() {
            push_sample(&mut events, 0, Event::SampleFlows);
        }
        let resends = endpoints.iter().map(|e| matches!(e, Endpoint::Tcp(_) | Endpoint::Transfers(_))).collect();
        let counters = vec![FlowCounters::default(); scenario.flows.len()];
        let recorder = Recorder::new(m, scenario.links.len(), resends);
        let mut net = Fabric::new(links, &paths, &routes, events, counters, recorder, scenario.duration_ns);
        let acks_every_packet: Vec<bool> =
            endpoints.iter().map(|e| matches!(e, Endpoint::Tcp(t) if t.receiver.acks_every_packet())).collect();
        net.ahead_ok = qualifying_flows(net.links(), &net.recorder, m, &acks_every_packet, &paths, &routes);
        let senders: Vec<Option<&TcpSender>> =
            endpoints.iter().map(|e| if let Endpoint::Tcp(t) = e { Some(&t.sender) } else { None }).collect();
        let takes_acks: Vec<bool> = senders.iter().map(|s| s.is_some_and(|s| s.takes_acks_ahead())).collect();
        net.acks_ahead_ok = ack_qualifying_flows(net.links(), &net.recorder, m, &takes_acks, &paths, &routes);
        net.ack_ahead_span = (senders.iter().zip(&net.acks_ahead_ok))
            .filter_map(|(s, &ok)| s.filter(|_| ok).map(|s| s.min_rto()))
            .min()
            .unwrap_or(0);
        net.flow_sample_every = m.flow_every_ns;
        net.watch.limits = Limits::new(&scenario.budget);
        let ahead_deliveries =
            if m.flow_every_ns.is_some() { vec![Default::default(); endpoints.len()] } else { vec![] };
        Ok(Simulation {
            scenario,
            net,
            endpoints,
            events_processed: 0,
            ahead_deliveries,
            finished: false,
            ahead_horizon: 0,
        })
    }

    pub fn now(&self) -> SimTime {
        self.net.now
    }

    pub fn duration(&self) -> SimTime {
        self.scenario.duration_ns
    }

    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Run to the end.
    pub fn run(&mut self) -> Result<(), RunError> {
        self.run_until(self.duration())?;
        Ok(())
    }

    /// The budgets that stop a run (`budget.*`), looked at before the next event.
    fn check_budgets(&self) -> Result<(), RunError> {
        if let Some(e) = &self.net.watch.stopped {
            return Err(e.clone());
        }
        let max_events = self.net.watch.limits.max_events;
        if self.events_processed >= max_events {
            return Err(RunError::BudgetExceeded(format!(
                "{} events processed by simulated time {:.3} s (budget.max_events = {})",
                self.events_processed,
                crate::time::secs(self.net.now),
                max_events
            )));
        }
        self.net.over_budget()
    }

    /// Events processed plus packets emitted and samples written: the work the budget is looked
    /// at by (`budget`).
    #[inline(always)]
    fn work(&self) -> u64 {
        self.events_processed + self.net.work
    }

    /// Let endpoints run ahead (`net::ahead`) for arrivals up to `t` (at most the end), even in
    /// a `run_until` that stops earlier: for a caller that runs in steps (a progress bar) and
    /// reads results only at `t`, which are then those of one `run_until(t)`. Results read
    /// between steps may then count arrivals after the step's end. By default each `run_until`
    /// stops the shortcut at its own end, so results read between steps are exact.
    pub fn set_ahead_horizon(&mut self, t: SimTime) {
        self.ahead_horizon = t.min(self.duration());
    }

    /// Process every event at or before min(`t`, duration); returns whether the run is finished.
    pub fn run_until(&mut self, t: SimTime) -> Result<bool, RunError> {
        let limit = t.min(self.duration());
        // The budget is looked at after every `LOOK_EVERY` units of work (`budget`'s module doc)
        // and when the event count reaches `max_events`. `max_packets` bounds the run's memory,
        // so a look also follows any event that took the packets in the network past it:
        // between two looks, thousands of flows starting with a large window could otherwise
        // each put a window of packets in the network (the fuzz tests found gigabytes). What
        // the first-send monitor remembers (a dropped packet until its retransmission arrives)
        // and the monitors' rows (`max_rows`) are looked at with the wall clock: they grow by a
        // few at most per unit of work (a packet sent and dropped: a drop-log row and trace
        // rows), so they exceed their budget by a few times `LOOK_EVERY` at most.
        let max_live = usize::try_from(self.net.watch.limits.max_packets).unwrap_or(usize::MAX);
        let every = self.net.watch.limits.look_every();
        let mut next_look = self.work();
        self.net.ahead_before = limit.max(self.ahead_horizon).saturating_add(1);
        loop {
            if self.work() >= next_look || self.net.peak_live > max_live {
                if self.net.watch.stopped.is_none() && self.net.events.peek_time().is_none_or(|at| at > limit) {
                    break;
                }
                self.check_budgets()?;
                // Work grows at least as fast as the event count, so the look at `max_events`
                // is never late.
                let events_left = self.net.watch.limits.max_events - self.events_processed;
                next_look = self.work().saturating_add(every.min(events_left));
                self.net.watch.burst_look_at = self.net.work.saturating_add(every);
            }
            let Some((at, ev)) = self.net.events.pop_until(limit) else {
                break;
            };
            self.net.prefetch_ahead();
            self.net.now = at;
            self.events_processed += 1;
            self.dispatch(ev);
        }
        self.net.ahead_before = 0;
        self.net.check_packets()?;
        self.net.now = limit;
        if limit == self.duration() {
            self.finished = true;
        }
        Ok(self.finished)
    }

    /// Process the next event (if any at or before the end); returns it. For tests and tracing.
    pub fn step(&mut self) -> Option<(SimTime, Event)> {
        let at = self.net.events.peek_time()?;
        if at > self.duration() {
            return None;
        }
        self.net.ahead_before = 0; // one event at a time: nothing is delivered ahead
        let (at, ev) = self.net.events.pop()?;
        self.net.now = at;
        self.events_processed += 1;
        self.dispatch(ev);
        Some((at, ev))
    }

    fn dispatch(&mut self, ev: Event) {
        self.handle(ev);
        if !self.net.ahead.is_empty() {
            self.deliver_ahead();
        }
    }

    /// Hand the packets delivered ahead during the last event to their endpoints, each with the
    /// clock at its arrival time (`net::ahead`), as `handle` would at their arrival events: data
    /// to receivers, ACKs to senders. What they send is not taken ahead in turn.
    #[inline(never)]
    fn deliver_ahead(&mut self) {
        let (now, sched, by) = (self.net.now, self.net.event_sched, self.net.events.by);
        self.net.running_ahead = true;
        // Nothing is added to `ahead` while endpoints run ahead (`Fabric::takes_ahead`).
        let n = self.net.ahead.len();
        for i in 0..n {
            // Field by field, not a copy of the entry: `Fabric::offer` has just written it piece
            // by piece, and a wide load over those stores would wait for them to retire.
            let e = &self.net.ahead[i];
            let (at, key, p) = (e.0, e.1, Taken::of(&e.2));
            let Endpoint::Tcp(t) = &mut self.endpoints[p.flow as usize] else {
                unreachable!("only TCP endpoints take packets ahead")
            };
            if p.kind == Kind::Ack && (t.sender.next_deadline() <= at || !self.net.last_link_clear(p.pos)) {
                (self.net.now, self.net.events.clock, self.net.events.by) = (now, now, by);
                let whole = self.net.ahead[i].2;
                self.net.put_back(whole, at, key);
                continue;
            }
            // The endpoint runs as at its packet's arrival event, pushed at `key.clock()`.
            self.net.delivered_ahead();
            self.net.now = at;
            self.net.events.clock = at;
            self.net.events.by = key.clock();
            self.net.event_sched = key.clock();
            if p.kind == Kind::Ack {
                t.sender.on_ack(&mut self.net, p.seq, p.aux, p.ecn);
                continue;
            }
            Self::note_delay(&mut self.net, p.flow, at - p.sent_at, || t.receiver.is_syn(p.seq));
            let c = &self.net.counters[p.flow as usize];
            let before = (c.delivered, c.delivered_bytes);
            t.receiver.on_data(&mut self.net, p.seq, p.ecn, p.sent_at);
            if let Some(log) = self.ahead_deliveries.get_mut(p.flow as usize) {
                let c = &self.net.counters[p.flow as usize];
                if c.delivered != before.0 {
                    log.push_back((at, c.delivered - before.0, c.delivered_bytes - before.1));
                }
            }
        }
        debug_assert!(self.net.ahead.len() == n, "a packet was taken ahead while endpoints ran ahead");
        self.net.ahead.clear();
        self.net.running_ahead = false;
        (self.net.now, self.net.event_sched, self.net.events.clock, self.net.events.by) = (now, sched, now, by);
    }

    fn handle(&mut self, ev: Event) {
        let net = &mut self.net;
        match ev {
            Event::LinkArrival(l) => {
                if let Some(p) = net.arrive(l) {
                    let delay = net.now - p.sent_at;
                    match (&mut self.endpoints[p.flow as usize], p.kind) {
                        (Endpoint::Tcp(t), Kind::Data) => {
                            Self::note_delay(net, p.flow, delay, || t.receiver.is_syn(p.seq));
                            let fresh = t.receiver.on_data(net, p.seq, p.ecn, p.sent_at);
                            Self::note_first_send(net, &p, fresh);
                        }
                        (Endpoint::Tcp(t), Kind::Ack) => t.sender.on_ack(net, p.seq, p.aux, p.ecn),
                        (Endpoint::Udp(u), _) => {
                            Self::note_delay(net, p.flow, delay, || false);
                            u.on_data(net, p.size);
                            Self::note_first_send(net, &p, true);
                        }
                        (Endpoint::Transfers(a), Kind::Data) => {
                            Self::note_delay(net, p.flow, delay, || a.is_syn(p.seq));
                            let fresh = a.on_data(net, p.seq, p.ecn, p.sent_at);
                            Self::note_first_send(net, &p, fresh);
                        }
                        (Endpoint::Transfers(a), Kind::Ack) => a.on_ack(net, p.seq, p.aux, p.ecn),
                        (Endpoint::Tfrcp(t), Kind::Data) => {
                            Self::note_delay(net, p.flow, delay, || false);
                            let fresh = t.receiver.on_data(net, p.seq);
                            Self::note_first_send(net, &p, fresh);
                        }
                        (Endpoint::Tfrcp(t), Kind::Ack) => t.sender.on_ack(net, p.seq, p.aux),
                    }
                }
            }
            Event::Flow(f, kind) => {
                net.event_sched = net.events.by; // when the timer was set
                match &mut self.endpoints[f as usize] {
                    Endpoint::Tcp(t) => match kind {
                        FlowTimer::DelayedAck => t.receiver.on_timer(net),
                        _ => t.sender.on_timer(net, kind),
                    },
                    Endpoint::Udp(u) => u.on_timer(net),
                    Endpoint::Transfers(a) => a.on_timer(net, kind),
                    Endpoint::Tfrcp(t) => t.sender.on_timer(net, kind),
                }
            }
            Event::LinkDequeue(l) => {
                net.event_sched = net.events.by;
                net.start_next(l)
            }
            Event::SampleCwnd => self.sample_cwnd(),
            Event::SampleQueues => self.sample_queues(),
            Event::SampleFlows => self.sample_flows(),
        }
    }

    /// One data packet's trip (the `delays` monitor): data only, so a TCP flow's SYN is left out
    /// (`is_syn`: its receiver or transfer tells, asked only with the monitor on), as the
    /// first-send monitor leaves it out.
    #[inline(always)]
    fn note_delay(net: &mut Fabric, flow: u32, delay: u64, is_syn: impl FnOnce() -> bool) {
        if net.recorder.delay_mode != crate::scenario::DelayMonitor::Off && !is_syn() {
            net.counters[flow as usize].delay.add(delay);
            net.recorder.delay(net.now, flow, delay);
        }
    }

    #[inline]
    fn note_first_send(net: &mut Fabric, p: &crate::packet::Packet, fresh: bool) {
        if net.recorder.first_send.on() {
            net.recorder.first_send.arrived(net.now, p.flow, p.seq, p.sent_at, fresh);
        }
    }

    fn next_sample(&mut self, every: Option<u64>, ev: Event) {
        if let Some(dt) = every {
            let t = self.net.now + dt;
            if t <= self.duration() {
                push_sample(&mut self.net.events, t, ev);
            }
        }
    }

    fn sample_cwnd(&mut self) {
        let now = self.net.now;
        let rec = &mut self.net.recorder.cwnd;
        for (i, ep) in self.endpoints.iter().enumerate() {
            // A multi-transfer app (closed loop, Poisson transfers) is sampled as one flow: the
            // sum of the windows of its connections in progress (0 when none is), with the
            // ssthresh and srtt of its oldest one (NaN when none is). With one closed-loop slot
            // per flow this is the window of the slot's current connection (seed 000 Fig. 11).
            // A TFRCP flow has no window: its rate times R (the smoothed RTT, or its stand-in
            // before the first sample), the window a TCP sending at that rate would hold, and no
            // ssthresh.
            let (cwnd, ssthresh, srtt) = match ep {
                Endpoint::Tcp(t) => (t.sender.cwnd, t.sender.ssthresh, t.sender.rtt.srtt_exact),
                Endpoint::Transfers(a) => {
                    let first = a.conns.first().map(|c| &c.tcp.sender);
                    (
                        // `+ 0.0`: a float sum starts from -0.0, which an empty app would show.
                        a.conns.iter().map(|c| c.tcp.sender.cwnd).sum::<f64>() + 0.0,
                        first.map_or(f64::NAN, |s| s.ssthresh),
                        first.and_then(|s| s.rtt.srtt_exact),
                    )
                }
                Endpoint::Tfrcp(t) => (t.sender.rate * t.sender.r_ns() * 1e-9, f64::NAN, t.sender.rtt.srtt_exact),
                Endpoint::Udp(_) => continue,
            };
            rec.t_ns.push(now);
            rec.flow.push(i as u32);
            rec.cwnd.push(cwnd);
            rec.ssthresh.push(ssthresh);
            rec.srtt_s.push(srtt.map_or(f64::NAN, |s| s * 1e-9));
        }
        self.net.work += self.endpoints.len() as u64;
        self.next_sample(self.scenario.monitors.cwnd_every_ns, Event::SampleCwnd);
    }

    fn sample_queues(&mut self) {
        let now = self.net.now;
        for &l in &self.scenario.monitors.queue_links {
            let link = &mut self.net.links_mut()[l as usize];
            let (pkts, bytes) = link.occupancy(now);
            let tx = link.bytes_started(now);
            let rec = &mut self.net.recorder.queue;
            rec.t_ns.push(now);
            rec.link.push(l);
            rec.pkts.push(pkts);
            rec.bytes.push(bytes);
            rec.tx_bytes.push(tx);
        }
        self.net.work += self.scenario.monitors.queue_links.len() as u64;
        self.next_sample(self.scenario.monitors.queue_every_ns, Event::SampleQueues);
    }

    fn sample_flows(&mut self) {
        let now = self.net.now;
        let rec = &mut self.net.recorder.flows;
        for (i, c) in self.net.counters.iter().enumerate() {
            // Deliveries made ahead for arrivals after now are not counted yet; earlier ones
            // now are for good. (No arrival at a sample instant is delivered ahead: `Fabric::offer`.)
            let log = &mut self.ahead_deliveries[i];
            while log.front().is_some_and(|&(at, _, _)| at < now) {
                log.pop_front();
            }
            let (later, later_bytes) = log.iter().fold((0, 0), |(n, b), &(_, dn, db)| (n + dn, b + db));
            rec.t_ns.push(now);
            rec.flow.push(i as u32);
            rec.delivered.push(c.delivered - later);
            rec.delivered_bytes.push(c.delivered_bytes - later_bytes);
            rec.data_sent.push(c.data_sent);
            rec.drops.push(c.drops);
        }
        self.net.work += self.net.counters.len() as u64;
        self.next_sample(self.scenario.monitors.flow_every_ns, Event::SampleFlows);
    }

    /// Data packets of each flow still inside the network (on some link's line).
    pub fn in_flight(&self) -> Vec<u64> {
        self.line_census().0
    }

    /// One pass over every link's line: data packets per flow, and ACKs in all.
    fn line_census(&self) -> (Vec<u64>, u64) {
        let mut data = vec![0u64; self.endpoints.len()];
        let mut acks = 0;
        let held = self.net.links().iter().flat_map(|l| l.held()).map(|i| self.net.held.get(i));
        for p in self.net.links().iter().flat_map(|l| l.in_line()).chain(held) {
            match p.kind {
                Kind::Data => data[p.flow as usize] += 1,
                Kind::Ack => acks += 1,
            }
        }
        (data, acks)
    }

    /// Packet conservation (every data packet sent is delivered to the receiver, dropped, or still
    /// in the network), checked per flow with counters kept independently on each side; plus the
    /// count of packets in the network against what the links hold. Returns one message per violation.
    pub fn conservation_errors(&self) -> Vec<String> {
        let mut errs = vec![];
        let (fl, acks_in_flight) = self.line_census();
        for (i, c) in self.net.counters.iter().enumerate() {
            if c.data_sent != c.arrivals + c.drops + fl[i] {
                errs.push(format!(
                    "flow {i} ({}): sent {} != arrived {} + dropped {} + in flight {}",
                    self.scenario.flows[i].name, c.data_sent, c.arrivals, c.drops, fl[i]
                ));
            }
        }
        let acks_sent: u64 = self.net.counters.iter().map(|c| c.acks_sent).sum();
        let acks_accounted: u64 =
            self.net.counters.iter().map(|c| c.acks_received + c.ack_drops).sum::<u64>() + acks_in_flight;
        if acks_sent != acks_accounted {
            errs.push(format!("ACKs: sent {acks_sent} != received + dropped + in flight {acks_accounted}"));
        }
        let in_lines = (fl.iter().sum::<u64>() + acks_in_flight) as usize;
        if in_lines != self.net.live {
            errs.push(format!("{} packets are counted in the network but links hold {}", self.net.live, in_lines));
        }
        errs
    }

    pub fn results(&self) -> Results {
        Results::collect(self)
    }
}

/// Schedule a monitor's sample at `t`, after the other events due then: keyed as if pushed at
/// `t` by an event pushed at `t`, the last key an event at `t` can have (`PushKey`), so only a
/// chain of zero-delay events started at `t` itself comes after it. A sample at `t` thus counts
/// everything that happened up to and including `t`: the first, at 0, what a flow starting at
/// 0 sent then, and the last, at the end of the run, the totals of the flows table.
fn push_sample(events: &mut EventQueue, t: SimTime, ev: Event) {
    events.push_keyed(t, PushKey::new(t, t), ev);
}
