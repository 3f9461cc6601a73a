//! Optional measurements, recorded into preallocated columnar buffers. Everything here is off
//! unless the scenario asks for it, and costs one branch per packet when off.

use crate::packet::{Kind, Packet};
use crate::queue::DropKind;
use crate::scenario::{DelayMonitor, Monitors};
use crate::time::SimTime;
use crate::transport::counters::DelayStats;
use crate::transport::tcp::ack_store::{AckRecord, NO_ECHO};
use std::collections::HashMap;

/// Drop log columns.
#[derive(Debug, Default, Clone)]
pub struct Drops {
    pub t_ns: Vec<u64>,
    pub link: Vec<u32>,
    pub flow: Vec<u32>,
    pub seq: Vec<i64>,
    pub is_ack: Vec<bool>,
    pub kind: Vec<u8>,
}

/// Raw one-way delays of data packets.
#[derive(Debug, Default, Clone)]
pub struct Delays {
    pub t_ns: Vec<u64>,
    pub flow: Vec<u32>,
    pub delay_ns: Vec<u64>,
}

/// Delays from a packet's first transmission (`Monitors::first_send_delays`): the time each
/// sequence number of a retransmitting flow was first sent, kept until a copy of it arrives, the
/// per-flow statistics and, in raw mode, every value.
#[derive(Debug, Default, Clone)]
pub struct FirstSend {
    pub mode: DelayMonitor,
    /// Per flow: its sender may resend a sequence number (TCP), so first sends are remembered.
    pub resends: Vec<bool>,
    /// (flow, seq) -> first transmission, for packets sent and not yet arrived. An entry leaves
    /// when any copy of its packet arrives; a later resend (spurious, the original having
    /// arrived) enters again and leaves when it arrives, so the map holds about what is in flight.
    pub first: HashMap<(u32, i64), SimTime>,
    /// The most entries `first` held at once: memory that `budget.max_packets` bounds beside the
    /// packets in the network (a burst dropped at its first hop leaves one entry per packet).
    pub peak: usize,
    pub stats: Vec<DelayStats>,
    pub t_ns: Vec<u64>,
    pub flow: Vec<u32>,
    pub seq: Vec<i64>,
    pub delay_ns: Vec<u64>,
}

impl FirstSend {
    #[inline]
    pub fn on(&self) -> bool {
        self.mode != DelayMonitor::Off
    }

    /// A data packet of `flow` leaves its sender now.
    #[inline]
    pub fn sent(&mut self, now: SimTime, flow: u32, seq: i64) {
        if self.resends[flow as usize] {
            self.first.entry((flow, seq)).or_insert(now);
            self.peak = self.peak.max(self.first.len());
        }
    }

    /// A copy of data packet `seq` of `flow`, this copy sent at `sent_at`, reaches the receiver
    /// now; `counts` when it is the sequence number's first arrival and not a SYN.
    #[inline]
    pub fn arrived(&mut self, now: SimTime, flow: u32, seq: i64, sent_at: SimTime, counts: bool) {
        let first = if self.resends[flow as usize] { self.first.remove(&(flow, seq)) } else { None };
        if !counts {
            return;
        }
        let delay = now - first.unwrap_or(sent_at).min(sent_at);
        self.stats[flow as usize].add(delay);
        if self.mode == DelayMonitor::Raw {
            self.t_ns.push(now);
            self.flow.push(flow);
            self.seq.push(seq);
            self.delay_ns.push(delay);
        }
    }
}

#[derive(Debug, Default, Clone)]
pub struct CwndSamples {
    pub t_ns: Vec<u64>,
    pub flow: Vec<u32>,
    pub cwnd: Vec<f64>,
    pub ssthresh: Vec<f64>,
    pub srtt_s: Vec<f64>,
}

#[derive(Debug, Default, Clone)]
pub struct QueueSamples {
    pub t_ns: Vec<u64>,
    pub link: Vec<u32>,
    pub pkts: Vec<u32>,
    pub bytes: Vec<u64>,
    pub tx_bytes: Vec<u64>,
}

#[derive(Debug, Default, Clone)]
pub struct FlowSamples {
    pub t_ns: Vec<u64>,
    pub flow: Vec<u32>,
    pub delivered: Vec<u64>,
    pub delivered_bytes: Vec<u64>,
    pub data_sent: Vec<u64>,
    pub drops: Vec<u64>,
}

/// What a packet-trace row records (ns-2 `trace-queue` letters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum TraceEvent {
    /// `+`: the packet reaches the link's queue.
    Enqueue = 0,
    /// `-`: its transmission starts.
    Dequeue = 1,
    /// `r`: it reaches the far end (not lost on the wire).
    Receive = 2,
    /// `d`: dropped by the queue or lost on the wire.
    Drop = 3,
    /// `m`: marked CE by an AQM instead of dropped (RFC 3168); ns-2 has no letter for it.
    Mark = 4,
}

/// Packet trace of chosen links, bounded by `max` rows.
#[derive(Debug, Default, Clone)]
pub struct Trace {
    /// Per link: traced or not (empty when tracing is off).
    pub links: Vec<bool>,
    /// Per flow: traced or not (empty: every flow).
    pub flows: Vec<bool>,
    pub max: u64,
    /// More events happened than `max`; the trace is cut.
    pub truncated: bool,
    pub t_ns: Vec<u64>,
    pub link: Vec<u32>,
    pub event: Vec<u8>,
    pub flow: Vec<u32>,
    pub seq: Vec<i64>,
    pub is_ack: Vec<bool>,
    pub size: Vec<u32>,
    /// ECN bits (`packet::ECT`, `CE`, `ECE`, `CWR`).
    pub ecn: Vec<u8>,
    /// An ACK's SACK blocks [left, right) in packets, -1 where absent (three at most).
    pub sack: [Vec<i64>; 6],
    /// When the packet was sent (its timestamp, TSval, in flows with timestamps).
    pub sent_ns: Vec<u64>,
    /// The timestamp an ACK echoes (TSecr) in flows with timestamps; -1 otherwise.
    pub ts_echo_ns: Vec<i64>,
}

impl Trace {
    fn new(m: &Monitors, n_links: usize) -> Trace {
        let mut links = vec![];
        if !m.trace_links.is_empty() {
            links = vec![false; n_links];
            for &l in &m.trace_links {
                links[l as usize] = true;
            }
        }
        let mut flows = vec![];
        if !m.trace_flows.is_empty() {
            flows = vec![false; m.trace_flows.iter().max().map_or(0, |&f| f as usize + 1)];
            for &f in &m.trace_flows {
                flows[f as usize] = true;
            }
        }
        Trace { links, flows, max: m.trace_max_events, ..Default::default() }
    }

    #[inline]
    pub fn on(&self, link: u32) -> bool {
        !self.links.is_empty() && self.links[link as usize]
    }

    /// Some link is traced.
    #[inline]
    pub fn any(&self) -> bool {
        !self.links.is_empty()
    }

    /// A row for `p`, with the options it carries if it is an ACK that has some.
    pub fn push(&mut self, t: SimTime, link: u32, event: TraceEvent, p: &Packet, options: Option<&AckRecord>) {
        if !self.flows.is_empty() && !self.flows.get(p.flow as usize).copied().unwrap_or(false) {
            return;
        }
        if self.t_ns.len() as u64 >= self.max {
            self.truncated = true;
            return;
        }
        self.t_ns.push(t);
        self.link.push(link);
        self.event.push(event as u8);
        self.flow.push(p.flow);
        self.seq.push(p.seq);
        self.is_ack.push(p.kind == Kind::Ack);
        self.size.push(p.size);
        self.ecn.push(p.ecn);
        let sack = options.map(|o| o.sack).unwrap_or_default();
        for k in 0..3 {
            let (l, r) = if k < sack.n as usize { sack.b[k] } else { (-1, -1) };
            self.sack[2 * k].push(l);
            self.sack[2 * k + 1].push(r);
        }
        self.sent_ns.push(p.sent_at);
        let echo = options.map_or(NO_ECHO, |o| o.ts_echo);
        self.ts_echo_ns.push(if echo == NO_ECHO { -1 } else { echo as i64 });
    }
}

/// One row per transfer of the multi-transfer apps (`transport::transfers`), written when the
/// transfer is fully acknowledged; transfers still running at the end are added by the results.
#[derive(Debug, Default, Clone)]
pub struct Transfers {
    pub flow: Vec<u32>,
    /// Ordinal of the transfer within its flow (0, 1, ...), in start order.
    pub transfer: Vec<u64>,
    pub start_ns: Vec<u64>,
    /// When the sender received the ACK covering the last packet (-1: not finished).
    pub end_ns: Vec<i64>,
    /// When the receiver had every packet in order (-1: not yet).
    pub delivered_ns: Vec<i64>,
    pub packets: Vec<u64>,
}

impl Transfers {
    pub fn push(&mut self, flow: u32, transfer: u64, start: u64, end: i64, delivered: i64, packets: u64) {
        self.flow.push(flow);
        self.transfer.push(transfer);
        self.start_ns.push(start);
        self.end_ns.push(end);
        self.delivered_ns.push(delivered);
        self.packets.push(packets);
    }
}

/// One row per TFRCP round (`transport::tfrcp`), written at the round's end.
#[derive(Debug, Default, Clone)]
pub struct TfrcpRounds {
    pub flow: Vec<u32>,
    pub round: Vec<u64>,
    pub start_ns: Vec<u64>,
    pub end_ns: Vec<u64>,
    /// The round's rate r_i and the packets sent in it.
    pub rate_pps: Vec<f64>,
    pub sent: Vec<u64>,
    /// Packets counted as received (x_i) and lost (y_i) at the round's end.
    pub received: Vec<u64>,
    pub lost: Vec<u64>,
    /// The rate chosen for the next round, and the R and B it used (s).
    pub next_rate_pps: Vec<f64>,
    pub srtt_s: Vec<f64>,
    pub base_timeout_s: Vec<f64>,
}

/// Everything the monitors collect during a run.
#[derive(Debug, Default, Clone)]
pub struct Recorder {
    pub log_drops: bool,
    pub delay_mode: DelayMonitor,
    pub drops: Drops,
    pub delays: Delays,
    pub cwnd: CwndSamples,
    pub queue: QueueSamples,
    pub flows: FlowSamples,
    /// Always recorded: the transfer apps' reason to exist.
    pub transfers: Transfers,
    /// Always recorded (one row per round, rounds last seconds).
    pub tfrcp: TfrcpRounds,
    pub trace: Trace,
    pub first_send: FirstSend,
}

impl Recorder {
    /// `resends[i]`: flow i's sender may send a sequence number again (TCP).
    pub fn new(m: &Monitors, n_links: usize, resends: Vec<bool>) -> Recorder {
        let first_send = if m.first_send_delays == DelayMonitor::Off {
            FirstSend::default()
        } else {
            FirstSend {
                mode: m.first_send_delays,
                stats: vec![DelayStats::default(); resends.len()],
                resends,
                ..Default::default()
            }
        };
        Recorder {
            log_drops: m.drops,
            delay_mode: m.delays,
            trace: Trace::new(m, n_links),
            first_send,
            ..Default::default()
        }
    }

    /// Rows in the run's logs and tables so far: what `budget.max_rows` bounds.
    pub fn rows(&self) -> u64 {
        [
            self.drops.t_ns.len(),
            self.delays.t_ns.len(),
            self.cwnd.t_ns.len(),
            self.queue.t_ns.len(),
            self.flows.t_ns.len(),
            self.transfers.flow.len(),
            self.tfrcp.flow.len(),
            self.trace.t_ns.len(),
            self.first_send.t_ns.len(),
        ]
        .iter()
        .map(|&n| n as u64)
        .sum()
    }

    #[inline]
    pub fn drop(&mut self, now: SimTime, link: u32, p: &Packet, kind: DropKind) {
        if self.log_drops {
            self.drops.t_ns.push(now);
            self.drops.link.push(link);
            self.drops.flow.push(p.flow);
            self.drops.seq.push(p.seq);
            self.drops.is_ack.push(p.kind == Kind::Ack);
            self.drops.kind.push(kind as u8);
        }
    }

    #[inline]
    pub fn delay(&mut self, now: SimTime, flow: u32, delay: u64) {
        if self.delay_mode == DelayMonitor::Raw {
            self.delays.t_ns.push(now);
            self.delays.flow.push(flow);
            self.delays.delay_ns.push(delay);
        }
    }
}
