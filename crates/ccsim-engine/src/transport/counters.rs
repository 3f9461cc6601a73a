//! Per-flow counters, always kept (cheap: a few integer increments per packet).

use crate::time::SimTime;

#[derive(Debug, Clone, Default)]
pub struct FlowCounters {
    /// Data packets emitted by the sender (retransmissions included).
    pub data_sent: u64,
    pub data_bytes_sent: u64,
    pub retransmits: u64,
    /// Unique data packets delivered in order to the receiving application.
    pub delivered: u64,
    pub delivered_bytes: u64,
    /// Data packets that reached the receiver (duplicates included).
    pub arrivals: u64,
    /// Data packets dropped anywhere (queues and link loss).
    pub drops: u64,
    pub timeouts: u64,
    pub fast_retransmits: u64,
    /// Window reductions in response to ECN-Echo (RFC 3168 Section 6.1.2).
    pub ecn_reductions: u64,
    pub acks_sent: u64,
    pub ack_drops: u64,
    pub acks_received: u64,
    /// When the last packet of a finite transfer was delivered.
    pub completion: Option<SimTime>,
    pub delay: DelayStats,
}

/// Running one-way delay statistics of data packets (Welford's method for the variance).
#[derive(Debug, Clone, Default)]
pub struct DelayStats {
    pub count: u64,
    mean: f64,
    m2: f64,
    pub min: u64,
    pub max: u64,
}

impl DelayStats {
    pub fn add(&mut self, d: u64) {
        self.count += 1;
        let x = d as f64;
        let delta = x - self.mean;
        self.mean += delta / self.count as f64;
        self.m2 += delta * (x - self.mean);
        if self.count == 1 || d < self.min {
            self.min = d;
        }
        self.max = self.max.max(d);
    }

    /// Mean in ns (NaN when empty).
    pub fn mean(&self) -> f64 {
        if self.count == 0 {
            f64::NAN
        } else {
            self.mean
        }
    }

    /// Population standard deviation in ns (NaN when empty).
    pub fn std(&self) -> f64 {
        if self.count == 0 {
            f64::NAN
        } else {
            (self.m2 / self.count as f64).sqrt()
        }
    }
}
