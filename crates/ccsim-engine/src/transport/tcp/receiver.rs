//! The TCP receiver (ns-2 `TCPSink`, REFERENCE.md 1.4): cumulative ACKs, one per data packet by
//! default. With delayed ACKs (`TCPSink/DelAck`) an in-order packet with no ACK pending is held
//! until a second packet or the timer, and so is a duplicate of the last in-order packet (ns-2
//! holds whatever leaves the cumulative ACK on the packet just received); out-of-order and
//! gap-filling packets are ACKed at once, and so is a SYN (`SYN_immediate_ack_`), which is not
//! counted as delivered data.
//!
//! With SACK (`recovery = sack`) every ACK carries the blocks of ns-2's `TCPSink/Sack1`
//! (`sack::SackReceiver`). With ECN (RFC 3168 Section 6.1.3; ns-2 `TcpSink::ack`) a CE mark on
//! an ECN-capable data packet makes every ACK carry ECE until a data packet with CWR arrives.
//! With ns-2's ECN sender (`ecn_retransmit_ect`) the echo follows `TcpSink::ack` exactly: the
//! flags of the packet ACKed and of a packet held for a delayed ACK are read when the ACK
//! leaves (CWR on either clears, then CE on an ECN-capable one sets), ECE goes only on an ACK
//! of an ECN-capable packet, and a packet with ECE but not ECN-capable (the sender's ECN
//! setup, its first packet) is always echoed.

use super::ack_store::{AckRecord, NO_ECHO};
use super::sack::SackReceiver;
use crate::event::{Fire, FlowTimer, Timer};
use crate::net::fabric::Fabric;
use crate::packet::{Kind, CE, CWR, ECE, ECT};
use crate::scenario::TcpSpec;
use crate::time::SimTime;

pub struct TcpReceiver {
    id: u32,
    ack_bytes: u32,
    mss: u32,
    /// Next in-order sequence number expected.
    rcv_next: i64,
    /// Out-of-order packets held, as a ring bitmap indexed by sequence number.
    ooo: Vec<u64>,
    ooo_count: u32,
    /// Sequence number one past the end of the transfer (finite apps), or i64::MAX.
    end: i64,
    delayed: bool,
    delack_timeout: SimTime,
    delack: Timer,
    /// The SYN's sequence number, when the connection opens with one.
    syn: Option<i64>,
    /// SACK blocks (ns-2 `Sacker`), when the flow uses SACK.
    sack: Option<SackReceiver>,
    /// ECN: a CE mark not yet answered by CWR (ns-2 `ecn_unacked_`).
    ece: bool,
    /// Echo as ns-2's `TcpSink::ack` does (the sender's `ecn_retransmit_ect`).
    ns2_echo: bool,
    /// The ECN flags of the packet whose ACK is delayed (ns-2 `save_`), while the timer runs.
    held_flags: u8,
    /// The last data packet received and whether it was a duplicate (for the delayed ACK).
    last_seq: i64,
    last_dup: bool,
    /// TCP timestamps (`TcpSpec::timestamps`): each ACK echoes one.
    timestamps: bool,
    /// The timestamp the next ACK echoes (RFC 7323 TS.Recent; ns-2 `Acker::ts_to_echo_`).
    ts_to_echo: SimTime,
    /// The cumulative ACK last sent (ns-2 `Acker::last_ack_sent_`, which starts at the first
    /// sequence number, 0, not one below it).
    last_ack_sent: i64,
}

impl TcpReceiver {
    pub fn new(id: u32, spec: &TcpSpec, end: i64) -> Self {
        TcpReceiver {
            id,
            ack_bytes: spec.ack_bytes,
            mss: spec.mss_bytes,
            rcv_next: 0,
            ooo: vec![0; 16],
            ooo_count: 0,
            end,
            delayed: spec.delayed_ack,
            delack_timeout: spec.delack_timeout_ns,
            delack: Timer::default(),
            syn: spec.syn.then_some(0),
            sack: (spec.recovery == crate::scenario::Recovery::Sack).then(|| SackReceiver::new(0)),
            ece: false,
            ns2_echo: spec.ecn_retransmit_ect,
            held_flags: 0,
            last_seq: -1,
            last_dup: false,
            timestamps: spec.timestamps,
            ts_to_echo: 0,
            last_ack_sent: 0,
        }
    }

    /// The same fresh receiver expecting sequence number `base` first (see
    /// `TcpSender::starting_at`).
    pub fn starting_at(mut self, base: i64) -> TcpReceiver {
        self.rcv_next = base;
        self.last_ack_sent = base;
        self.syn = self.syn.map(|_| base);
        self.sack = self.sack.map(|_| SackReceiver::new(base));
        self
    }

    fn bits(&self) -> i64 {
        self.ooo.len() as i64 * 64
    }

    fn held(&self, seq: i64) -> bool {
        let i = seq.rem_euclid(self.bits()) as usize;
        self.ooo[i / 64] & (1 << (i % 64)) != 0
    }

    fn toggle(&mut self, seq: i64) {
        let i = seq.rem_euclid(self.bits()) as usize;
        self.ooo[i / 64] ^= 1 << (i % 64);
    }

    /// Make room for `seq` in the ring (it must lie within one ring length of `rcv_next`).
    fn ensure_capacity(&mut self, seq: i64) {
        if seq - self.rcv_next < self.bits() {
            return;
        }
        let mut held = vec![];
        for s in self.rcv_next..self.rcv_next + self.bits() {
            if self.held(s) {
                held.push(s);
            }
        }
        let mut words = self.ooo.len();
        while ((seq - self.rcv_next) as usize) >= words * 64 {
            words *= 2;
        }
        self.ooo = vec![0; words];
        for s in held {
            self.toggle(s);
        }
    }

    /// Whether every data packet is ACKed when it arrives (no delayed ACK, so no timer).
    pub fn acks_every_packet(&self) -> bool {
        !self.delayed
    }

    /// Highest in-order sequence number received (the cumulative ACK).
    pub fn cumulative(&self) -> i64 {
        self.rcv_next - 1
    }

    /// A data packet arrives. Returns whether it is new data: the first arrival of its sequence
    /// number, and not the SYN (what the first-send delay monitor counts).
    /// Whether `seq` is this connection's SYN (a header-only packet, not data).
    #[inline]
    pub fn is_syn(&self, seq: i64) -> bool {
        Some(seq) == self.syn
    }

    /// Data packet `seq`, sent at `sent_at` (its timestamp), with ECN flags `ecn`, arrives.
    pub fn on_data(&mut self, net: &mut Fabric, seq: i64, ecn: u8, sent_at: SimTime) -> bool {
        let now = net.now;
        // The timestamp to echo (ns-2 `Acker::update_ts`, `ts_echo_rfc1323_` off): a packet at
        // or below the one after the last ACK sent, no older than the one held. With a delayed
        // ACK the first of the two packets it covers is echoed, as RFC 7323 Section 4.3 asks.
        if self.timestamps && sent_at >= self.ts_to_echo && seq <= self.last_ack_sent + 1 {
            self.ts_to_echo = sent_at;
        }
        if ecn & ECT != 0 && !self.ns2_echo {
            // ns-2 `TcpSink::ack`: CWR first clears, then a CE sets the pending echo.
            if ecn & CWR != 0 {
                self.ece = false;
            }
            if ecn & CE != 0 {
                self.ece = true;
            }
        }
        self.last_dup = seq < self.rcv_next || (seq > self.rcv_next && self.held_safe(seq));
        let fresh = !self.last_dup && Some(seq) != self.syn;
        self.last_seq = seq;
        if let Some(sr) = &mut self.sack {
            sr.maxseen = sr.maxseen.max(seq);
        }
        let c = &mut net.counters[self.id as usize];
        c.arrivals += 1;
        if seq == self.rcv_next {
            self.rcv_next += 1;
            let mut n = 1;
            while self.ooo_count > 0 && self.held(self.rcv_next) {
                self.toggle(self.rcv_next);
                self.ooo_count -= 1;
                self.rcv_next += 1;
                n += 1;
            }
            let data = n - (Some(seq) == self.syn) as u64;
            c.delivered += data;
            c.delivered_bytes += data * self.mss as u64;
            if self.rcv_next >= self.end && c.completion.is_none() {
                c.completion = Some(now);
            }
        } else if seq > self.rcv_next {
            self.ensure_capacity(seq);
            if !self.held(seq) {
                self.toggle(seq);
                self.ooo_count += 1;
            }
        }
        // ns-2's `DelAckSink::recv` holds the ACK of a packet that is the highest in order with
        // nothing seen beyond it (`seqno == Seqno()`, not below `Maxseen()`): a new in-order
        // packet, or a duplicate of the last one.
        let hold = seq == self.cumulative() && self.ooo_count == 0;
        if self.delayed && hold && Some(seq) != self.syn && !self.delack.is_armed() {
            net.arm(&mut self.delack, now + self.delack_timeout, self.id, FlowTimer::DelayedAck);
            self.held_flags = ecn;
        } else {
            let held = self.delack.is_armed().then_some(self.held_flags);
            self.delack.cancel();
            let echo = self.echo(ecn, held);
            self.send_ack(net, echo);
        }
        fresh
    }

    /// Whether the ACK of a packet with ECN flags `acked`, sent while a packet with flags `held`
    /// waits for a delayed ACK, carries ECE.
    fn echo(&mut self, acked: u8, held: Option<u8>) -> bool {
        if !self.ns2_echo {
            return self.ece;
        }
        // ns-2 `TcpSink::ack`, with `held` its `save_`.
        let both = [Some(acked), held];
        let any = |test: &dyn Fn(u8) -> bool| both.iter().flatten().any(|&f| test(f));
        if any(&|f| f & CWR != 0) {
            self.ece = false;
        }
        if any(&|f| f & ECT != 0 && f & CE != 0) {
            self.ece = true;
        }
        let setup = any(&|f| f & ECT == 0 && f & ECE != 0);
        setup || (self.ece && any(&|f| f & ECT != 0))
    }

    /// Whether `seq` (> rcv_next) is held, safe for numbers beyond the ring.
    fn held_safe(&self, seq: i64) -> bool {
        seq - self.rcv_next < self.bits() && self.held(seq)
    }

    fn send_ack(&mut self, net: &mut Fabric, echo: bool) {
        let flags = if echo { ECE } else { 0 };
        let mut size = self.ack_bytes;
        let ts_echo = if self.timestamps { self.ts_to_echo } else { NO_ECHO };
        let mut record = AckRecord { ts_echo, ..AckRecord::default() };
        if self.sack.is_some() {
            let cum = self.cumulative();
            let (seq, dup) = (self.last_seq, self.last_dup);
            let mut sr = self.sack.take().expect("sack");
            let blocks = sr.blocks(seq, cum, dup, |i| self.held_safe(i));
            self.sack = Some(sr);
            if blocks.n > 0 {
                // ns-2 adds 8 bytes per block (`Sacker::append_ack`).
                size += 8 * blocks.n as u32;
                record.sack = blocks;
            }
        }
        let aux = if record.sack.n > 0 || self.timestamps { net.acks[self.id as usize].push(record) } else { 0 };
        net.emit_full(self.id, Kind::Ack, self.cumulative(), size, aux, flags);
        self.last_ack_sent = self.cumulative();
    }

    /// The delayed-ACK timer's heap entry pops (ns-2 `DelAckSink::timeout`). A timer cancelled and
    /// re-armed for later than its pending entry moves to the new deadline here.
    pub fn on_timer(&mut self, net: &mut Fabric) {
        match self.delack.fire(net.now) {
            Fire::Due => {
                // ns-2 `DelAckSink::timeout`: the held packet is both `opkt` and `save_`.
                let held = self.held_flags;
                let echo = self.echo(held, Some(held));
                self.send_ack(net, echo);
            }
            Fire::Reschedule(at, key) => net.reschedule(at, key, self.id, FlowTimer::DelayedAck),
            Fire::Stale => {}
        }
    }
}
