//! The packet path shared by all endpoints: emit a packet onto a flow's route, hand it from link to
//! link, drop it with accounting. Endpoints get `&mut Fabric` and never touch the event loop.
//!
//! Express hand-off: a link whose only upstream is one other link (it is never the first hop of a
//! route and every route through it comes from the same link, e.g. a dumbbell's access link behind
//! the bottleneck) receives each packet when the upstream link accepts it, at the packet's future
//! arrival time, instead of through an arrival event. Offers to such a link still come in arrival
//! order (the upstream is FIFO), so its decisions are unchanged, and one heap event per packet per
//! such hop is saved. Hand-offs that would happen after the end of the run are not made, so no
//! drop is counted that the run would not have seen. Links with a dequeue-time discipline (CoDel,
//! FQ-CoDel) are never express: they are offered packets only at their arrival time.
//!
//! A hand-off also takes the upstream link's loss decision (its far end "receives" the packet)
//! at acceptance. A lossy link's decisions must come in the order packets reach its far end, as
//! ns-2's `ErrorModel` counts them (a `list` model's indices), so a lossy link feeds express
//! links only when every packet it carries goes on to one: were some decided at acceptance and
//! others at arrival, the indices would fall on other packets (`express_links_for`).
//!
//! Delivery ahead, the same reasoning one step further for receivers, is in `net::ahead`.

use super::link::{Link, Offer};
use crate::budget::Watch;
use crate::event::{Event, EventQueue, FlowTimer, PushKey};
use crate::monitor::{Recorder, TraceEvent};
use crate::packet::{Arena, Kind, Packet, CE, ECT};
use crate::queue::{DropKind, Entry};
use crate::time::SimTime;
use crate::transport::counters::FlowCounters;
use crate::transport::tcp::ack_store::{AckRecord, AckStore};

/// A flow's forward (data) and reverse (ACK) routes as ranges into a list of link indices.
#[derive(Debug, Clone, Copy)]
pub struct Route {
    pub fwd: (u32, u32),
    pub rev: (u32, u32),
}

/// Ends every route in the path table.
const END: u32 = u32::MAX;
/// Set on a path-table entry whose link takes express hand-offs.
const EXPRESS: u32 = 1 << 31;
/// Set on a path-table entry whose link holds its packets in a dequeue-time discipline.
const SCHEDULED: u32 = 1 << 30;
/// The link index of a path-table entry.
const LINK: u32 = SCHEDULED - 1;

pub struct Fabric {
    pub now: SimTime,
    pub events: EventQueue,
    /// Packets in the network now (emitted, not yet delivered or dropped); they travel by value
    /// in the links' lines (and in `held` while a dequeue-time discipline holds them, in `ahead`
    /// until their endpoint takes them).
    pub live: usize,
    /// The most packets in the network at once.
    pub peak_live: usize,
    /// Packets emitted (data and ACKs) and monitor samples written so far: with the event count,
    /// the work between two looks at the run's budget (`budget`), as one event may send a whole
    /// window or sample every flow.
    pub work: u64,
    /// The run's budget and the looks at it within an event (boxed: rarely touched).
    pub watch: Box<Watch>,
    /// Packets waiting in dequeue-time disciplines (CoDel, FQ-CoDel).
    pub held: Arena,
    /// The links, by index; a fixed length once built (`links`, `links_mut`), which the packet
    /// path's unchecked look-ups rely on (`link_at`).
    links: Box<[Link]>,
    /// Every route's links in order, each route followed by `END`; an entry is a link index,
    /// with `EXPRESS` or `SCHEDULED` set for links of those kinds. A packet's `pos` points at the
    /// entry of the link it is on, so its next hop is the next entry (no per-hop route look-up).
    /// `END`s fill the table up to a power of two (at least one more after the last route), so
    /// that a position masked with `path_mask` is always in it (`path_at`).
    paths: Box<[u32]>,
    path_mask: usize,
    /// Per flow: where its forward and reverse routes start in `paths`.
    starts: Vec<(u32, u32)>,
    pub counters: Vec<FlowCounters>,
    pub recorder: Recorder,
    /// End of the run (no express hand-off beyond it).
    pub end: SimTime,
    /// When ns-2 would have scheduled the event being handled (an arrival: when its packet
    /// started on the link it crossed; a timer: when it was set). A packet emitted now arrives at
    /// its first link as if scheduled then (see `net::link` on simultaneous events).
    pub event_sched: SimTime,
    /// Per flow: the options (SACK blocks, echoed timestamp) of its ACKs in flight, addressed by
    /// the ACK's `aux` (`transport::tcp::ack_store`); empty for flows without them.
    pub acks: Vec<AckStore>,
    /// Per flow: its data packets may be delivered ahead (`net::ahead`).
    pub ahead_ok: Vec<bool>,
    /// An endpoint runs ahead of the clock (`Simulation::deliver_ahead`): what it sends is not
    /// taken ahead in turn (the shortcut's conditions are judged at the clock).
    pub running_ahead: bool,
    /// Per flow: its ACKs may be taken ahead by its sender (`net::ahead`).
    pub acks_ahead_ok: Vec<bool>,
    /// ACKs are taken ahead only if they arrive less than this after now: the shortest
    /// retransmission timeout of the senders that take them (`net::ahead`).
    pub ack_ahead_span: SimTime,
    /// Packets delivered ahead during the event being handled, for the simulation to hand to
    /// their endpoints right after it: (arrival time, the push key their arrival event would
    /// have had: the start of transmission on the last link and what started it, packet).
    pub ahead: Vec<(SimTime, PushKey, Packet)>,
    /// Per flow: its ACK link (`u32::MAX` if it has none).
    pub ack_links: Vec<u32>,
    /// Arrivals before this time may be delivered ahead: up to the end of the current
    /// `run_until`.
    pub ahead_before: SimTime,
    /// The flow sampler's period: no arrival at a sample's instant is delivered ahead (whether
    /// the sample would have counted it depends on the order of the two events).
    pub flow_sample_every: Option<SimTime>,
}

/// Links that qualify for express hand-off given the routes (see the module doc).
pub fn express_links(n_links: usize, paths: &[u32], routes: &[Route]) -> Vec<bool> {
    // None = not seen; Some(Some(p)) = always fed by p; Some(None) = disqualified.
    let mut feeder: Vec<Option<Option<u32>>> = vec![None; n_links];
    for r in routes {
        for (start, len) in [r.fwd, r.rev] {
            let path = &paths[start as usize..(start + len) as usize];
            for (k, &l) in path.iter().enumerate() {
                let from = if k == 0 { None } else { Some(path[k - 1]) };
                feeder[l as usize] = match (feeder[l as usize], from) {
                    (None, f) => Some(f),
                    (Some(Some(p)), Some(q)) if p == q => Some(Some(p)),
                    _ => Some(None),
                };
            }
        }
    }
    feeder.into_iter().map(|f| matches!(f, Some(Some(_)))).collect()
}

/// `express_links`, less the links fed by a lossy link some of whose packets go on to no
/// express link (they end at its far node, or go on to a link with other feeders): all of a
/// lossy link's loss decisions are then taken at arrival, in arrival order (module doc). Nor is
/// a RED queue drawing from ns-2's stream shared with other queues (a replayed ns-2 run)
/// express: taken at hand-off, its draws would come out of the stream ahead of other queues'
/// draws at events in between.
pub fn express_links_for(links: &[Link], paths: &[u32], routes: &[Route]) -> Vec<bool> {
    let mut express = express_links(links.len(), paths, routes);
    for (e, l) in express.iter_mut().zip(links) {
        if l.queue.draws_shared_stream() {
            *e = false;
        }
    }
    let mut mixed = vec![false; links.len()];
    for r in routes {
        for (start, len) in [r.fwd, r.rev] {
            let path = &paths[start as usize..(start + len) as usize];
            for (k, &l) in path.iter().enumerate() {
                let next_express = path.get(k + 1).is_some_and(|&n| express[n as usize]);
                if links[l as usize].has_loss() && !next_express {
                    mixed[l as usize] = true;
                }
            }
        }
    }
    for r in routes {
        for (start, len) in [r.fwd, r.rev] {
            let path = &paths[start as usize..(start + len) as usize];
            for w in path.windows(2) {
                if mixed[w[0] as usize] {
                    express[w[1] as usize] = false;
                }
            }
        }
    }
    express
}

/// `links[l]` without a bounds check, for `l` a link entry of the path table (an entry without
/// the `SCHEDULED` bit, which `END` has, masked with `LINK`): `Fabric::new` indexed the links
/// with every such entry while laying the table, neither the table nor the number of links
/// changes after (both private; the links handed out only as a slice), and `path_at` reads
/// nothing but the table's entries.
#[inline(always)]
fn link_at(links: &mut [Link], l: u32) -> &mut Link {
    debug_assert!((l as usize) < links.len());
    // SAFETY: `l` indexed `links` when the table was laid, as above.
    unsafe { links.get_unchecked_mut(l as usize) }
}

impl Fabric {
    /// A fabric over `links`, with each flow's routes given as ranges into `paths` (a route of
    /// length 0: the flow sends nothing that way).
    pub fn new(
        links: Vec<Link>,
        paths: &[u32],
        routes: &[Route],
        events: EventQueue,
        counters: Vec<FlowCounters>,
        recorder: Recorder,
        end: SimTime,
    ) -> Fabric {
        assert!(links.len() < LINK as usize, "too many links for the path table");
        let express = express_links_for(&links, paths, routes);
        let mut table = vec![];
        let mut lay = |(start, len): (u32, u32)| {
            let at = table.len() as u32;
            for &l in &paths[start as usize..(start + len) as usize] {
                let link = &links[l as usize];
                table.push(if link.sched.is_some() {
                    l | SCHEDULED
                } else if express[l as usize] {
                    l | EXPRESS
                } else {
                    l
                });
            }
            table.push(END);
            at
        };
        let starts: Vec<(u32, u32)> = routes.iter().map(|r| (lay(r.fwd), lay(r.rev))).collect();
        table.resize((table.len() + 1).next_power_of_two(), END);
        let ack_links = starts
            .iter()
            .map(|&(_, rev)| table[rev as usize])
            .map(|l| if l == END { u32::MAX } else { l & LINK })
            .collect();
        let n_flows = routes.len();
        Fabric {
            now: 0,
            events,
            live: 0,
            peak_live: 0,
            work: 0,
            watch: Box::default(),
            held: Arena::default(),
            links: links.into_boxed_slice(),
            path_mask: table.len() - 1,
            paths: table.into_boxed_slice(),
            starts,
            counters,
            recorder,
            end,
            event_sched: 0,
            acks: (0..n_flows).map(|_| Default::default()).collect(),
            ahead_ok: vec![false; n_flows],
            running_ahead: false,
            acks_ahead_ok: vec![false; n_flows],
            ack_ahead_span: 0,
            ahead: vec![],
            ack_links,
            ahead_before: 0,
            flow_sample_every: None,
        }
    }

    /// The links, by index.
    pub fn links(&self) -> &[Link] {
        &self.links
    }

    /// The links, by index, for changes to a link's state (a slice: the number of links stays).
    pub fn links_mut(&mut self) -> &mut [Link] {
        &mut self.links
    }

    /// Entry `pos` of the path table, masked instead of bounds-checked (the packet path reads
    /// only positions in the table: a route's start or the one after a link's entry; the mask
    /// makes any position safe). Fewer bounds checks on the packet path (this and `link_at`)
    /// made B1-B3 3-5% faster in the plain build (docs/performance.md).
    #[inline(always)]
    fn path_at(&self, pos: u32) -> u32 {
        debug_assert!((pos as usize) < self.paths.len());
        // SAFETY: the table's length is `path_mask + 1` (a power of two), and it never changes.
        unsafe { *self.paths.get_unchecked(pos as usize & self.path_mask) }
    }

    /// The sender (Data) or receiver (Ack) of `flow` emits a packet now.
    #[inline]
    pub fn emit(&mut self, flow: u32, kind: Kind, seq: i64, size: u32) {
        self.emit_aux(flow, kind, seq, size, 0);
    }

    /// As `emit`, with transport-specific header bits `aux` (see `Packet::aux`).
    #[inline]
    pub fn emit_aux(&mut self, flow: u32, kind: Kind, seq: i64, size: u32, aux: u32) {
        self.emit_full(flow, kind, seq, size, aux, 0);
    }

    /// As `emit_aux`, with ECN bits (`packet::ECT`, ...).
    #[inline]
    pub fn emit_full(&mut self, flow: u32, kind: Kind, seq: i64, size: u32, aux: u32, ecn: u8) {
        let c = &mut self.counters[flow as usize];
        match kind {
            Kind::Data => {
                c.data_sent += 1;
                c.data_bytes_sent += size as u64;
                if self.recorder.first_send.on() {
                    self.recorder.first_send.sent(self.now, flow, seq);
                }
            }
            Kind::Ack => c.acks_sent += 1,
        }
        let (fwd, rev) = self.starts[flow as usize];
        let pos = if kind == Kind::Data { fwd } else { rev };
        let p = Packet { seq, sent_at: self.now, flow, size, aux, pos, kind, ecn, start_lag: 0 };
        self.live += 1;
        self.peak_live = self.peak_live.max(self.live);
        self.work += 1;
        let (entry, next) = (self.path_at(pos), self.path_at(pos + 1));
        // The usual first hop, in line: an idle link the packet only crosses (next hop by
        // event), nothing traced. `offer` would do the same, through its general loop.
        if entry & (SCHEDULED | EXPRESS) == 0 && next != END && next & EXPRESS == 0 && !self.recorder.trace.any() {
            let l = link_at(&mut self.links, entry);
            if let Some((_, arrive, key)) = l.offer_idle(self.now, size, self.event_sched, 0) {
                l.put_on_line(&mut self.events, entry, self.now, arrive, key, p);
                return;
            }
        }
        self.offer(p, pos, entry, self.event_sched);
    }

    /// Offer packet `p` now to the link of path-table entry `entry`, at position `pos` of the
    /// path table (its arrival scheduled at `sched`), then hand it on along express links.
    /// `pos` travels beside the packet and is written into it only where it is stored (a line,
    /// `ahead`): a narrow store into the packet just before it is copied whole stalls the copy
    /// (a failed store-to-load forward; docs/performance.md).
    #[inline]
    fn offer(&mut self, mut p: Packet, mut pos: u32, entry: u32, sched: SimTime) {
        let (mut entry, mut at, mut sched) = (entry, self.now, sched);
        // The arrival event's lag (`PushKey`): kept on the packet by its line, 0 when emitted.
        let mut lag = p.start_lag;
        let tracing = self.recorder.trace.any();
        loop {
            let link = entry & LINK;
            if entry & SCHEDULED != 0 {
                return self.offer_scheduled(Packet { pos, ..p }, link);
            }
            let traced = tracing && self.recorder.trace.on(link);
            if traced {
                self.trace(at, link, TraceEvent::Enqueue, &p);
            }
            let l = link_at(&mut self.links, link);
            let (start, arrive, key) = match l.offer(self.now, at, p.size, sched, lag, p.ecn & ECT != 0) {
                Offer::Accepted { start, arrive, key, marked } => {
                    if marked {
                        p.ecn |= CE;
                        if traced {
                            self.trace(at, link, TraceEvent::Mark, &p);
                        }
                    }
                    if traced {
                        self.trace(start, link, TraceEvent::Dequeue, &p);
                    }
                    (start, arrive, key)
                }
                Offer::Dropped(kind) => return self.drop(&p, link, kind, at),
            };
            let next = self.path_at(pos + 1);
            if next == END && arrive < self.ahead_before && self.takes_ahead(&p, link, arrive) {
                self.ahead.push((arrive, key, Packet { pos, ..p })); // still live: `delivered_ahead` counts it out
                return;
            }
            let l = link_at(&mut self.links, link);
            if next != END && next & EXPRESS != 0 && arrive <= self.end {
                if l.corrupts(p.flow, p.seq, p.size, p.kind == Kind::Data) {
                    return self.drop(&p, link, DropKind::Loss, arrive);
                }
                if traced {
                    self.trace(arrive, link, TraceEvent::Receive, &p);
                }
                pos += 1;
                (entry, at, sched, lag) = (next, arrive, start, key.lag());
                continue;
            }
            l.put_on_line(&mut self.events, link, self.now, arrive, key, Packet { pos, ..p });
            return;
        }
    }

    /// Whether `p`, accepted by its last link `link` to arrive at `arrive`, goes to its endpoint
    /// ahead of the clock (`net::ahead`): data to a receiver, an ACK to a sender.
    #[inline(always)]
    fn takes_ahead(&self, p: &Packet, link: u32, arrive: SimTime) -> bool {
        let f = p.flow as usize;
        if self.running_ahead {
            return false;
        }
        match p.kind {
            Kind::Data => {
                self.ahead_ok[f]
                    && self.flow_sample_every.is_none_or(|dt| arrive % dt != 0)
                    && self.links[link as usize].nothing_to_arrive()
                    && (!self.recorder.log_drops || self.ack_surely_accepted(p.flow))
            }
            Kind::Ack => {
                self.acks_ahead_ok[f]
                    && arrive - self.now < self.ack_ahead_span
                    && self.links[link as usize].nothing_to_arrive()
            }
        }
    }

    /// An ACK taken ahead that its sender cannot take after all (a timer of its falls due
    /// first): put it on its last link's line now, as `offer` would have (`key`: its arrival
    /// event's push key).
    pub fn put_back(&mut self, p: Packet, arrive: SimTime, key: PushKey) {
        let link = self.paths[p.pos as usize] & LINK;
        self.links[link as usize].put_on_line(&mut self.events, link, self.now, arrive, key, p);
    }

    /// A packet taken ahead reaches its endpoint: it leaves the network, as at its arrival
    /// event, before the endpoint sends anything in response. (What an endpoint run ahead sends
    /// counts from when it is sent, ahead of the clock, so `peak_live` may exceed what the run
    /// without the shortcut reaches: a memory bound errs on the safe side.)
    #[inline(always)]
    pub fn delivered_ahead(&mut self) {
        self.live -= 1;
    }

    /// Whether the last link of a packet at path-table position `pos` has nothing on its way to
    /// the far end (`Link::nothing_to_arrive`).
    pub fn last_link_clear(&self, pos: u32) -> bool {
        self.links[(self.paths[pos as usize] & LINK) as usize].nothing_to_arrive()
    }

    /// With the drop log on, an ACK may only be sent ahead where it cannot be dropped (its drop
    /// would be logged out of order): its ACK link surely has room for it beside the ACKs
    /// already due.
    fn ack_surely_accepted(&self, flow: u32) -> bool {
        self.links[self.ack_links[flow as usize] as usize].surely_accepts(self.ahead.len() + 1)
    }

    /// A trace row for `p` at `link` (the caller checks that the link is traced).
    #[inline(never)]
    fn trace(&mut self, t: SimTime, link: u32, ev: TraceEvent, p: &Packet) {
        let options = self.ack_options(p);
        self.recorder.trace.push(t, link, ev, p, options.as_ref());
    }

    /// The options (SACK blocks, echoed timestamp) an ACK carries; None for data packets and
    /// ACKs without options.
    pub fn ack_options(&self, p: &Packet) -> Option<AckRecord> {
        if p.kind == Kind::Ack && p.aux != 0 {
            return self.acks.get(p.flow as usize).and_then(|store| store.get(p.aux));
        }
        None
    }

    /// Drop `p` at `link`; `at` is when the drop happens (later than now for express hand-offs).
    pub fn drop(&mut self, p: &Packet, link: u32, kind: DropKind, at: SimTime) {
        let c = &mut self.counters[p.flow as usize];
        match p.kind {
            Kind::Data => c.drops += 1,
            Kind::Ack => c.ack_drops += 1,
        }
        if self.recorder.trace.on(link) {
            self.trace(at, link, TraceEvent::Drop, p);
        }
        self.recorder.drop(at, link, p, kind);
        self.live -= 1;
    }

    /// Drop the packets a dequeue-time discipline of `link` gave up (in `scratch`) now.
    fn drop_held(&mut self, link: u32, scratch: &mut Vec<(Entry, DropKind)>) {
        for &(victim, kind) in scratch.iter() {
            let stats = &mut self.links[link as usize].stats;
            stats.drops[kind as usize] += 1;
            stats.dropped_wait_ns += (self.now - victim.arrived) as u128;
            let p = self.held.take(victim.pkt);
            self.drop(&p, link, kind, self.now);
        }
        scratch.clear();
    }

    /// Offer `p` now to a link with a dequeue-time discipline (CoDel, FQ-CoDel): queue it and,
    /// if the transmitter is idle, start sending.
    fn offer_scheduled(&mut self, p: Packet, link: u32) {
        let now = self.now;
        if self.recorder.trace.on(link) {
            self.trace(now, link, TraceEvent::Enqueue, &p);
        }
        let pkt = self.held.alloc(p);
        let l = &mut self.links[link as usize];
        l.stats.arrivals += 1;
        let e = Entry { pkt, arrived: now, size: p.size, ect: p.ecn & ECT != 0, flow: p.flow };
        let mut scratch = std::mem::take(&mut l.scratch);
        l.sched.as_mut().expect("scheduled link").enqueue(e, &mut scratch);
        self.drop_held(link, &mut scratch);
        self.links[link as usize].scratch = scratch;
        if !self.links[link as usize].busy {
            self.start_next(link);
        }
        // Counted once an idle transmitter has taken its packet: the one being sent does not
        // wait (`max_queue_pkts` as DropTail counts it).
        let l = &mut self.links[link as usize];
        let (held, _) = l.sched.as_ref().expect("scheduled link").occupancy();
        l.stats.max_queue_pkts = l.stats.max_queue_pkts.max(held);
    }

    /// A scheduled link's transmitter is free now: dequeue the next packet (dropping or marking
    /// what the discipline says), start sending it, and come back when it is sent.
    pub fn start_next(&mut self, link: u32) {
        let now = self.now;
        let l = &mut self.links[link as usize];
        l.busy = false;
        let mut scratch = std::mem::take(&mut l.scratch);
        let next = l.sched.as_mut().expect("scheduled link").dequeue(now, &mut scratch);
        self.drop_held(link, &mut scratch);
        self.links[link as usize].scratch = scratch;
        let Some((e, marked)) = next else { return };
        let mut p = self.held.take(e.pkt);
        let traced = self.recorder.trace.on(link);
        if marked {
            p.ecn |= CE;
            self.links[link as usize].stats.marks += 1;
            if traced {
                self.trace(now, link, TraceEvent::Mark, &p);
            }
        }
        if traced {
            self.trace(now, link, TraceEvent::Dequeue, &p);
        }
        let (done, arrive) = self.links[link as usize].start_transmission(now, e.arrived, e.size);
        let key = PushKey::new(now, self.event_sched);
        self.links[link as usize].put_on_line(&mut self.events, link, now, arrive, key, p);
        self.events.push(done, Event::LinkDequeue(link));
    }

    /// The head packet of `link` arrives at the far end now. Returns the packet if it reached its
    /// destination (the caller hands it to the endpoint); otherwise it has been forwarded or lost.
    #[inline]
    pub fn arrive(&mut self, link: u32) -> Option<Packet> {
        let l = &mut self.links[link as usize]; // checked: `link` comes from an event
        let (p, next) = l.pop_arrival(self.now);
        if let Some((t, key)) = next {
            self.events.push_keyed(t, key, Event::LinkArrival(link));
        }
        // The event's push clock is the packet's start on the link (`Link::put_on_line`).
        debug_assert_eq!(self.events.by, l.started(self.now, p.size));
        self.event_sched = self.events.by;
        if l.corrupts(p.flow, p.seq, p.size, p.kind == Kind::Data) {
            self.drop(&p, link, DropKind::Loss, self.now);
            return None;
        }
        if self.recorder.trace.on(link) {
            self.trace(self.now, link, TraceEvent::Receive, &p);
        }
        let next = self.path_at(p.pos + 1);
        if next != END {
            self.offer(p, p.pos + 1, next, self.event_sched);
            None
        } else {
            self.live -= 1;
            Some(p)
        }
    }

    /// Start loading what the next events will touch: the line head of the next one's link (its
    /// link was prefetched one event ago) and the link of the one after. With thousands of links
    /// these are rarely in the cache.
    #[inline(always)]
    pub fn prefetch_ahead(&self) {
        let (next, after) = self.events.likely_next();
        if let Some(Event::LinkArrival(l)) = next {
            self.links[l as usize].prefetch_head();
        }
        if let Some(Event::LinkArrival(l)) = after {
            self.links[l as usize].prefetch();
        }
    }

    pub fn schedule(&mut self, at: SimTime, flow: u32, timer: FlowTimer) {
        self.events.push(at, Event::Flow(flow, timer));
    }

    /// Arm `timer` of `flow` for `at`, pushing a heap entry only when needed.
    #[inline]
    pub fn arm(&mut self, t: &mut crate::event::Timer, at: SimTime, flow: u32, kind: FlowTimer) {
        if let Some(when) = t.set(at, self.events.push_key()) {
            self.schedule(when, flow, kind);
        }
    }

    /// Push the heap entry of `timer` of `flow` for a deadline `at` set when the push key was
    /// `key` (`event::Fire::Reschedule`).
    pub fn reschedule(&mut self, at: SimTime, key: PushKey, flow: u32, timer: FlowTimer) {
        self.events.push_keyed(at, key, Event::Flow(flow, timer));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ns2_stream::Streams;
    use crate::rng::{Component, Rng};
    use crate::scenario::{LinkSpec, LossSpec, QueueSpec};

    #[test]
    fn express_links_are_those_with_a_single_upstream_link() {
        // Links: 0 = s0->r1, 1 = s1->r1, 2 = r1->r2 (shared), 3 = r2->d0, 4 = r2->d1, 5 = d1->x.
        // Routes: [0, 2, 3], [1, 2, 4, 5], and [4] on its own (a route starting at link 4).
        let paths = vec![0, 2, 3, 1, 2, 4, 5, 4];
        let routes = vec![
            Route { fwd: (0, 3), rev: (0, 0) },
            Route { fwd: (3, 4), rev: (0, 0) },
            Route { fwd: (7, 1), rev: (0, 0) },
        ];
        let e = express_links(6, &paths, &routes);
        // 0, 1: first hops. 2: fed by two links. 3: only from 2. 4: also a first hop. 5: only from 4.
        assert_eq!(e, vec![false, false, false, true, false, true]);
    }
    fn link(from: u32, to: u32, queue: QueueSpec, loss: Option<LossSpec>) -> LinkSpec {
        LinkSpec { name: format!("{from}-{to}"), from, to, bandwidth_bps: 1_000_000, delay_ns: 1_000_000, queue, loss }
    }

    fn built(specs: &[LinkSpec]) -> Vec<Link> {
        let mut streams = Streams::default();
        specs
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let rng = |c| Rng::new(1, c, i as u64);
                Link::new(l, rng(Component::LinkQueue), rng(Component::LinkLoss), &mut streams)
            })
            .collect()
    }

    #[test]
    fn a_lossy_link_whose_packets_do_not_all_go_on_express_feeds_no_express_link() {
        // Links 0 = a->b (lossy), 1 = b->c; routes [0, 1] (on to c) and [0] (ends at b). Link 1
        // has one feeder, but taking 0's loss decision at the hand-off for the first route's
        // packets and at arrival for the second's would count ns-2's listed indices out of order.
        let droptail = QueueSpec::Droptail { limit_pkts: None, limit_bytes: None };
        let list = Some(LossSpec::List { packets: vec![1] });
        let paths = vec![0, 1, 0];
        let routes = vec![Route { fwd: (0, 2), rev: (0, 0) }, Route { fwd: (2, 1), rev: (0, 0) }];
        let plain = built(&[link(0, 1, droptail.clone(), None), link(1, 2, droptail.clone(), None)]);
        assert_eq!(express_links_for(&plain, &paths, &routes), vec![false, true]);
        let lossy = built(&[link(0, 1, droptail.clone(), list.clone()), link(1, 2, droptail.clone(), None)]);
        assert_eq!(express_links_for(&lossy, &paths, &routes), vec![false, false]);
        // All of a lossy link's packets going on to express links: its decisions stay in order.
        let alone = vec![Route { fwd: (0, 2), rev: (0, 0) }];
        assert_eq!(express_links_for(&lossy, &paths, &alone), vec![false, true]);
    }

    /// What the packet path's unchecked look-ups rest on (`path_at`, `link_at`): a table a
    /// power of two long, with an entry after every route's start, and every entry a link
    /// look-up may use naming a link.
    #[test]
    fn the_path_table_holds_what_its_unchecked_lookups_assume() {
        let droptail = QueueSpec::Droptail { limit_pkts: None, limit_bytes: None };
        let codel = QueueSpec::Codel { target_ns: 5_000_000, interval_ns: 100_000_000, limit_pkts: 100, ecn: false };
        let specs = [link(0, 1, droptail.clone(), None), link(1, 2, codel, None), link(2, 1, droptail, None)];
        // Routes [0, 1] and back [2]; [1] with an empty reverse route (a UDP flow's).
        let (paths, routes) =
            (vec![0, 1, 2, 1], vec![Route { fwd: (0, 2), rev: (2, 1) }, Route { fwd: (3, 1), rev: (0, 0) }]);
        let recorder = Recorder::new(&Default::default(), specs.len(), vec![true, false]);
        let counters = vec![FlowCounters::default(); 2];
        let f = Fabric::new(built(&specs), &paths, &routes, EventQueue::default(), counters, recorder, 1);
        assert!(f.paths.len().is_power_of_two() && f.path_mask == f.paths.len() - 1);
        for &(fwd, rev) in &f.starts {
            assert!(fwd as usize + 1 < f.paths.len() && rev as usize + 1 < f.paths.len());
        }
        assert_eq!(f.path_at(f.starts[1].1), END, "an empty route starts at its END");
        for &e in f.paths.iter().filter(|&&e| e & SCHEDULED == 0) {
            assert!(((e & LINK) as usize) < f.links().len(), "entry {e:#x} names no link");
        }
        assert_eq!(f.path_at(f.starts[0].0 + 1), 1 | SCHEDULED, "the CoDel link is marked");
        assert!(f.paths.contains(&f.path_at(u32::MAX)), "any position reads an entry");
    }

    #[test]
    fn a_red_queue_replaying_ns2s_shared_stream_is_not_express() {
        let droptail = QueueSpec::Droptail { limit_pkts: None, limit_bytes: None };
        let red = |stream| {
            let mut spec = QueueSpec::red(50, 5.0, 15.0);
            if let QueueSpec::Red { ns2_stream, .. } = &mut spec {
                *ns2_stream = stream;
            }
            spec
        };
        let paths = vec![0, 1];
        let routes = vec![Route { fwd: (0, 2), rev: (0, 0) }];
        let own = built(&[link(0, 1, droptail.clone(), None), link(1, 2, red(None), None)]);
        assert_eq!(express_links_for(&own, &paths, &routes), vec![false, true]);
        let shared = built(&[link(0, 1, droptail, None), link(1, 2, red(Some([1, 2, 3, 4, 5, 6])), None)]);
        assert_eq!(express_links_for(&shared, &paths, &routes), vec![false, false]);
    }
}
