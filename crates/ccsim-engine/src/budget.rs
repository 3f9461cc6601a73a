//! The run's budget (a scenario's `budget.*`): limits that stop a run early with
//! `RunError::BudgetExceeded`, so that a huge or runaway scenario ends with an error naming the
//! limit instead of taking all the memory or time there is.
//!
//! Looking at the wall clock on every event would show at tens of millions of events per
//! second, so the limits are looked at after every `LOOK_EVERY` units of *work*: an event, a
//! packet emitted, a sample written or a packet a TFRCP round end looks at. Packets count because one event may send a whole window,
//! samples because one event samples every flow. The looks happen between events
//! (`Simulation::run_until`) and inside a sender's burst (`Fabric::burst_must_stop`): one event
//! may send a window of a billion packets, which, dropped at the first hop, fills the drop log
//! by gigabytes before the event ends (a fuzz run was killed at 24 GB; a case the fuzz grammar
//! draws, a window of 10^12 packets with a receive window of 4 x 10^9, does this). A burst
//! stopped there ends the run with the error, so its half-sent window is never read as a result.

use crate::net::fabric::Fabric;
use crate::scenario::Budget;
use std::time::Instant;

/// Why a run stopped early.
#[derive(Debug, Clone, PartialEq)]
pub enum RunError {
    BudgetExceeded(String),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::BudgetExceeded(m) => write!(f, "budget exceeded: {m}"),
        }
    }
}

impl std::error::Error for RunError {}

/// Work between two looks at the limits.
pub const LOOK_EVERY: u64 = 1 << 16;

/// A run's limits (`u64::MAX` or `None`: none), with the wall clock's start.
#[derive(Debug, Clone)]
pub struct Limits {
    pub max_events: u64,
    /// Packets in the network at once, and packets the first-send monitor remembers at once.
    pub max_packets: u64,
    pub max_wall_s: Option<f64>,
    pub max_rows: Option<u64>,
    pub started: Instant,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::new(&Budget::default())
    }
}

impl Limits {
    /// The limits of `budget`, with the wall clock starting now.
    pub fn new(budget: &Budget) -> Limits {
        Limits {
            max_events: budget.max_events.unwrap_or(u64::MAX),
            max_packets: budget.max_packets.unwrap_or(u64::MAX),
            max_wall_s: budget.max_wall_s,
            max_rows: budget.max_rows,
            started: Instant::now(),
        }
    }

    /// Work between looks at the limits one event's work can exceed (`Fabric::over_budget`):
    /// `LOOK_EVERY` if any is set, else never.
    pub fn look_every(&self) -> u64 {
        if self.max_wall_s.is_some() || self.max_rows.is_some() || self.max_packets < u64::MAX {
            LOOK_EVERY
        } else {
            u64::MAX
        }
    }
}

/// The budget as the packet path sees it: a sender's burst looks at it (`Fabric::burst_must_stop`).
#[derive(Debug, Clone)]
pub struct Watch {
    pub limits: Limits,
    /// A burst looks at the budget once `Fabric::work` reaches this (set at each of the event
    /// loop's looks).
    pub burst_look_at: u64,
    /// A burst stopped short by the budget: the run ends with this error.
    pub stopped: Option<RunError>,
}

impl Default for Watch {
    fn default() -> Watch {
        Watch { limits: Limits::default(), burst_look_at: u64::MAX, stopped: None }
    }
}

impl Fabric {
    /// The limits that one event's work can exceed: the monitors' rows, the wall clock, the
    /// packets in the network and those the first-send monitor remembers.
    pub fn over_budget(&self) -> Result<(), RunError> {
        let l = &self.watch.limits;
        let at = crate::time::secs(self.now);
        if let Some(max_rows) = l.max_rows {
            let rows = self.recorder.rows();
            if rows > max_rows {
                return Err(RunError::BudgetExceeded(format!(
                    "{rows} rows in the monitors' tables by simulated time {at:.3} s (budget.max_rows = {max_rows})"
                )));
            }
        }
        if let Some(w) = l.max_wall_s {
            if l.started.elapsed().as_secs_f64() > w {
                return Err(RunError::BudgetExceeded(format!(
                    "wall time exceeded {w} s at simulated time {at:.3} s (budget.max_wall)"
                )));
            }
        }
        self.check_packets()
    }

    /// `budget.max_packets`: the packets in the network at once, and those the first-send
    /// monitor remembers at once (a dropped packet until its retransmission arrives).
    pub fn check_packets(&self) -> Result<(), RunError> {
        let max = self.watch.limits.max_packets;
        if self.peak_live as u64 > max {
            return Err(self.packets_exceeded(max));
        }
        if self.recorder.first_send.peak as u64 > max {
            return Err(self.remembered_exceeded(max));
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn packets_exceeded(&self, max: u64) -> RunError {
        RunError::BudgetExceeded(format!(
            "{} packets in queues and on links at once by simulated time {:.3} s (budget.max_packets = {max})",
            self.peak_live,
            crate::time::secs(self.now),
        ))
    }

    #[cold]
    #[inline(never)]
    fn remembered_exceeded(&self, max: u64) -> RunError {
        RunError::BudgetExceeded(format!(
            "{} packets sent and not yet arrived remembered at once by monitors.first_send_delays \
             by simulated time {:.3} s (budget.max_packets = {max})",
            self.recorder.first_send.peak,
            crate::time::secs(self.now),
        ))
    }

    /// Within one event's burst of work (a sender's window, `TcpSender::send_long_burst`; a closed
    /// loop opening its transfers, `TransferApp`): whether to stop, the run's budget exceeded.
    /// Looked at every `LOOK_EVERY` packets sent; once it says stop, it says so to every later
    /// caller, and the run ends with the error right after the event (`Simulation::run_until`).
    #[inline(always)]
    pub fn burst_must_stop(&mut self) -> bool {
        self.work >= self.watch.burst_look_at && self.look_within_event()
    }

    #[cold]
    #[inline(never)]
    fn look_within_event(&mut self) -> bool {
        match self.over_budget() {
            Ok(()) => {
                self.watch.burst_look_at = self.work.saturating_add(self.watch.limits.look_every());
                false
            }
            Err(e) => {
                self.watch.stopped = Some(e);
                // Work past any look, so that the event loop looks right after this event and
                // ends the run (it counts work only to space its looks).
                self.work = self.work.saturating_add(u64::MAX / 2);
                true
            }
        }
    }
}
