//! The packet path shared by all endpoints: emit a packet onto a flow's route, hand it from link to
//! link, drop it with accounting. Endpoints get `&mut Fabric` and never touch the event loop.

use super::link::{Link, Offer};
use crate::event::{Event, EventQueue, FlowTimer};
use crate::monitor::Recorder;
use crate::packet::{Arena, Kind, Packet};
use crate::queue::DropKind;
use crate::time::SimTime;
use crate::transport::counters::FlowCounters;

/// A flow's forward (data) and reverse (ACK) routes as ranges into `Fabric::paths`.
#[derive(Debug, Clone, Copy)]
pub struct Route {
    pub fwd: (u32, u32),
    pub rev: (u32, u32),
}

pub struct Fabric {
    pub now: SimTime,
    pub events: EventQueue,
    pub arena: Arena,
    pub links: Vec<Link>,
    pub paths: Vec<u32>,
    pub routes: Vec<Route>,
    pub counters: Vec<FlowCounters>,
    pub recorder: Recorder,
}

impl Fabric {
    #[inline]
    fn route(&self, flow: u32, kind: Kind) -> &[u32] {
        let r = &self.routes[flow as usize];
        let (start, len) = if kind == Kind::Data { r.fwd } else { r.rev };
        &self.paths[start as usize..(start + len) as usize]
    }

    /// The sender (Data) or receiver (Ack) of `flow` emits a packet now.
    #[inline]
    pub fn emit(&mut self, flow: u32, kind: Kind, seq: i64, size: u32) {
        let c = &mut self.counters[flow as usize];
        match kind {
            Kind::Data => {
                c.data_sent += 1;
                c.data_bytes_sent += size as u64;
            }
            Kind::Ack => c.acks_sent += 1,
        }
        let pkt = self.arena.alloc(Packet { flow, kind, hop: 0, size, seq, sent_at: self.now });
        let first = self.route(flow, kind)[0];
        self.offer(pkt, first);
    }

    /// Offer packet `pkt` to link `link` now.
    #[inline]
    fn offer(&mut self, pkt: u32, link: u32) {
        let size = self.arena.get(pkt).size;
        match self.links[link as usize].offer(self.now, pkt, size) {
            Offer::Accepted(Some(t)) => self.events.push(t, Event::LinkArrival(link)),
            Offer::Accepted(None) => {}
            Offer::Dropped(kind) => self.drop(pkt, link, kind),
        }
    }

    pub fn drop(&mut self, pkt: u32, link: u32, kind: DropKind) {
        let p = *self.arena.get(pkt);
        let c = &mut self.counters[p.flow as usize];
        match p.kind {
            Kind::Data => c.drops += 1,
            Kind::Ack => c.ack_drops += 1,
        }
        self.recorder.drop(self.now, link, &p, kind);
        self.arena.free(pkt);
    }

    /// The head packet of `link` arrives at the far end now. Returns the packet if it reached its
    /// destination (the caller hands it to the endpoint); otherwise it has been forwarded or lost.
    #[inline]
    pub fn arrive(&mut self, link: u32) -> Option<Packet> {
        let l = &mut self.links[link as usize];
        let (pkt, next) = l.pop_arrival();
        if let Some(t) = next {
            self.events.push(t, Event::LinkArrival(link));
        }
        let p = *self.arena.get(pkt);
        if self.links[link as usize].corrupts(p.flow, p.seq, p.size, p.kind == Kind::Data) {
            self.drop(pkt, link, DropKind::Loss);
            return None;
        }
        let route = self.route(p.flow, p.kind);
        let next_hop = p.hop as usize + 1;
        if next_hop < route.len() {
            let next_link = route[next_hop];
            self.arena.get_mut(pkt).hop = next_hop as u16;
            self.offer(pkt, next_link);
            None
        } else {
            self.arena.free(pkt);
            Some(p)
        }
    }

    pub fn schedule(&mut self, at: SimTime, flow: u32, timer: FlowTimer) {
        self.events.push(at, Event::Flow(flow, timer));
    }

    /// Arm `timer` of `flow` for `at`, pushing a heap entry only when needed.
    #[inline]
    pub fn arm(&mut self, t: &mut crate::event::Timer, at: SimTime, flow: u32, kind: FlowTimer) {
        if let Some(when) = t.set(at) {
            self.schedule(when, flow, kind);
        }
    }
}
