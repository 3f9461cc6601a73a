//! Open-loop UDP sources and their sinks.
//!
//! * CBR: one packet every size*8/rate.
//! * Poisson: exponential gaps with mean 1/rate; optionally exponential sizes with mean
//!   `pkt_bytes` (the M/M/1 check).
//! * Pareto ON/OFF, as ns-2's `Application/Traffic/Pareto` (REFERENCE.md 10.1, `pareto.cc`):
//!   during ON, packets every size*8/rate; each burst has N = max(1, round(Pareto(p1, shape)))
//!   packets with p1 = mean_on_pkts (shape-1)/shape; OFF periods are Pareto(p2, shape),
//!   p2 = mean_off (shape-1)/shape, added to the packet interval before each burst, the first
//!   included: as ns-2's `next_interval`, called at `start` too, the source opens with an OFF
//!   period (so sources started together do not burst together), drawing N, then the OFF time.
//!   With N rounded up to one, bursts average more than mean_on when it is under about two
//!   packet intervals (as ns-2's).

use crate::event::FlowTimer;
use crate::net::fabric::Fabric;
use crate::packet::Kind;
use crate::rng::Rng;
use crate::scenario::{UdpSource, UdpSpec};
use crate::time::{tx_time, SimTime, NS_PER_S};

pub struct UdpFlow {
    id: u32,
    spec: UdpSpec,
    rng: Rng,
    stop_at: SimTime,
    /// Packets left to send, for finite apps.
    remaining: u64,
    /// A finite app's packets: it completes when the sink holds all of them (NA if one is lost,
    /// as a UDP source never resends).
    packets: Option<u64>,
    seq: i64,
    /// Packets left in the current ON burst (Pareto).
    burst_left: u64,
    /// Pareto: the source's first timer only waits out the opening OFF period (ns-2 `start`).
    opened: bool,
    /// CBR: when its first packet left; the k-th leaves k exact intervals later.
    origin: Option<SimTime>,
}

impl UdpFlow {
    /// `packets`: a finite app's packets (None: the source sends until it stops).
    pub fn new(id: u32, spec: &UdpSpec, rng: Rng, stop_at: SimTime, packets: Option<u64>) -> UdpFlow {
        let remaining = packets.unwrap_or(u64::MAX);
        UdpFlow {
            id,
            spec: spec.clone(),
            rng,
            stop_at,
            remaining,
            packets,
            seq: 0,
            burst_left: 0,
            opened: false,
            origin: None,
        }
    }

    /// Emit one packet and schedule the next.
    pub fn on_timer(&mut self, net: &mut Fabric) {
        let now = net.now;
        if now >= self.stop_at || self.remaining == 0 {
            return;
        }
        let (size, gap) = match self.spec.source {
            UdpSource::Cbr { rate_bps } => {
                // Packet k leaves k exact intervals after the first, to the nearest ns, as
                // ns-2's CBR adds its interval in floating point: adding the interval rounded up
                // to whole ns each time fell behind (0.85 ns a packet at 1.3 Mb/s, 1000 B).
                let origin = *self.origin.get_or_insert(now);
                let k = self.seq as u128 + 1;
                let bit_ns = self.spec.pkt_bytes as u128 * 8 * NS_PER_S as u128;
                let rate = rate_bps as u128;
                let next = origin + ((k * bit_ns + rate / 2) / rate) as SimTime;
                // Below 1 ns a packet the clock cannot keep up: one packet a nanosecond.
                (self.spec.pkt_bytes, next.saturating_sub(now))
            }
            UdpSource::Poisson { rate_pps, exponential_sizes } => {
                let size = if exponential_sizes {
                    (self.rng.exponential(self.spec.pkt_bytes as f64).round() as u32).max(1)
                } else {
                    self.spec.pkt_bytes
                };
                let gap = (self.rng.exponential(1.0 / rate_pps) * NS_PER_S as f64).round();
                (size, gap as SimTime)
            }
            UdpSource::ParetoOnOff { rate_bps, mean_on_ns, mean_off_ns, shape } => {
                let gap = self.pareto_next_interval(rate_bps, mean_on_ns, mean_off_ns, shape);
                if !self.opened {
                    self.opened = true;
                    net.schedule(now + gap.max(1), self.id, FlowTimer::Source);
                    return;
                }
                (self.spec.pkt_bytes, gap)
            }
        };
        net.emit(self.id, Kind::Data, self.seq, size);
        self.seq += 1;
        self.remaining -= 1;
        net.schedule(now + gap.max(1), self.id, FlowTimer::Source);
    }

    /// The time to the next Pareto packet (ns-2 `POO_Traffic::next_interval`): one packet
    /// interval, plus an OFF period when the burst is spent, after drawing the next burst's
    /// length and then the OFF time.
    fn pareto_next_interval(&mut self, rate_bps: u64, mean_on_ns: u64, mean_off_ns: u64, shape: f64) -> SimTime {
        let interval = tx_time(self.spec.pkt_bytes, rate_bps);
        let mut gap = interval;
        if self.burst_left == 0 {
            let mean_pkts = mean_on_ns as f64 / interval as f64;
            let n = self.rng.pareto(mean_pkts * (shape - 1.0) / shape, shape);
            self.burst_left = ((n + 0.5) as u64).max(1);
            gap += self.rng.pareto(mean_off_ns as f64 * (shape - 1.0) / shape, shape).round() as SimTime;
        }
        self.burst_left -= 1;
        gap
    }

    /// A datagram reached the sink.
    pub fn on_data(&mut self, net: &mut Fabric, size: u32) {
        let c = &mut net.counters[self.id as usize];
        c.arrivals += 1;
        c.delivered += 1;
        c.delivered_bytes += size as u64;
        if self.packets == Some(c.delivered) {
            c.completion = Some(net.now);
        }
    }
}
