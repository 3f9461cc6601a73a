//! ns-2.35's `Agent/TCP/Vegas` (tcp-vegas.cc, Ted Kuo's port of the USC NetBSD Vegas), the
//! state of `recovery = "vegas"`. The sender (`sender.rs`, `vegas_ack`, `vegas_timeout`) runs
//! its ACK and timeout handling with this state; these are the rules, with ns-2's names:
//!
//! * Times are seconds since the connection's first send (`vegastime()`, from `firstsent_`,
//!   which ns-2 sets whenever it sends with `t_seqno_` at the first packet: at the start and
//!   after a timeout that goes back to it).
//! * Each send records its time and counts its transmissions in a table of `window_` slots
//!   indexed by sequence number modulo `window_` (`v_sendtime_`, `v_transmits_`), cleared when
//!   the first packet is sent. A new ACK reads the slot of the packet it acknowledges, then
//!   clears the slots from the old ACK up, stopping where the index would wrap (ns-2's loop).
//!   Only a packet sent once gives an RTT sample (`v_sumRTT_`, `v_cntRTT_`, `v_rtt_`), which
//!   also lowers BaseRTT and updates the fine-grained timeout (`v_timeout_`: ((sa/4) + sd)/2
//!   + 1/16 of that, Jacobson's estimator in eighths and quarters).
//! * Once per RTT (a new ACK at or past `v_begseq_`, the next packet to send when the last
//!   epoch began): rtt is the epoch's mean sample (or the time since it began);
//!   expect = (t_seqno - last_ack) / BaseRTT, actual = (t_seqno - v_begseq_) / rtt, and
//!   delta = int((expect - actual) BaseRTT + 0.5) packets. In slow start the window grows
//!   (one packet per ACK) only every other epoch, and an epoch that finds delta > gamma cuts
//!   cwnd by 1/8 (at least 2) and sets ssthresh to 2. In congestion avoidance delta > beta
//!   takes one packet off (at least 2), delta < alpha adds 1/cwnd per ACK for the next epoch.
//!   An increase applies only while cwnd exceeds the packets outstanding by at most 2.
//! * Section 3.1's retransmission: a duplicate ACK, or one of the first two new ACKs after a
//!   retransmission (`v_worried_`), resends the next packet at once if it was sent at least
//!   `v_timeout_` ago (`vegas_expire`); the third duplicate ACK resends it anyway. Unless the
//!   last window action was a timeout not yet recovered from, such a resend backs
//!   `v_timeout_` off (x2 for a packet already resent, else x9/8), and cuts the window only
//!   if the packet was sent after the last cut: to 2 at 3 packets or fewer, by half for a
//!   packet already resent, else by a quarter; cwnd is then inflated by the duplicate ACKs,
//!   by one more on each later one, and deflated to the cut window (ssthresh 2) on a new ACK.
//! * A timeout halves ssthresh as every ns-2 timeout does and restarts from cwnd = 2
//!   (`v_slowstart_`).
//!
//! Kept as ns-2 has them: the table's aliasing of sequence numbers `window_` apart, the clear
//! loop that stops at the wrap, the first packet's RTT sample skipped (it was sent at time 0,
//! which the table takes for "no record"), and `vegas_expire` taking a packet never sent for
//! an expired one (its slot reads -1 s).

use crate::time::SimTime;
use std::collections::HashMap;

/// A slot nothing has been recorded in: ns-2 initialises `v_sendtime_` to -1 and
/// `v_transmits_` to 0 and resets acknowledged slots to these.
const EMPTY: (f64, i32) = (-1.0, 0);

#[derive(Debug, Clone)]
pub struct Ns2Vegas {
    alpha: i64,
    beta: i64,
    gamma: i64,
    first_seq: i64,
    /// `firstsent_`.
    firstsent: SimTime,
    /// `firstrecv_`: the first ACK has been seen.
    first_recv_seen: bool,
    /// `t_cwnd_changed_`.
    pub t_cwnd_changed: f64,
    sa: f64,
    sd: f64,
    /// `v_timeout_`, seconds.
    timeout: f64,
    /// `v_worried_`.
    pub worried: i64,
    begseq: i64,
    begtime: f64,
    cnt_rtt: i64,
    sum_rtt: f64,
    base_rtt: f64,
    incr: f64,
    inc_flag: bool,
    /// `v_newcwnd_`: the window the last fast retransmit cut to.
    pub newcwnd: f64,
    /// `v_maxwnd_` (`window_`): the send table's slots.
    slots: i64,
    /// The table's non-empty slots (index -> send time, transmissions).
    table: HashMap<i64, (f64, i32)>,
}

impl Ns2Vegas {
    /// `VegasTcpAgent::reset`, for thresholds `alpha`, `beta`, `gamma` (packets), a receiver
    /// window of `rwnd` packets and a connection whose first packet is `first_seq`.
    pub fn new(alpha: f64, beta: f64, gamma: f64, rwnd: u32, first_seq: i64) -> Ns2Vegas {
        Ns2Vegas {
            alpha: alpha as i64,
            beta: beta as i64,
            gamma: gamma as i64,
            first_seq,
            firstsent: 0,
            first_recv_seen: false,
            t_cwnd_changed: 0.0,
            sa: 0.0,
            sd: 0.0,
            timeout: 1000.0,
            worried: 0,
            begseq: first_seq,
            begtime: 0.0,
            cnt_rtt: 0,
            sum_rtt: 0.0,
            base_rtt: 1e9,
            incr: 0.0,
            inc_flag: true,
            newcwnd: 0.0,
            slots: i64::from(rwnd.max(1)),
            table: HashMap::new(),
        }
    }

    /// The same fresh state for a connection whose first packet is `base`.
    pub fn starting_at(&mut self, base: i64) {
        self.first_seq = base;
        self.begseq = base;
    }

    /// The connection starts sending afresh at its first packet now (`firstsent_`).
    pub fn first_send(&mut self, now: SimTime) {
        self.firstsent = now;
    }

    /// `vegastime()`: seconds since `firstsent_` (divided, not multiplied, so that times on a
    /// binary grid such as 1/512 s stay exact as in ns-2's doubles).
    pub fn time(&self, now: SimTime) -> f64 {
        now.saturating_sub(self.firstsent) as f64 / 1e9
    }

    /// BaseRTT, s (`v_baseRTT_`), once an ACK has come.
    pub fn base_rtt(&self) -> Option<f64> {
        self.first_recv_seen.then_some(self.base_rtt)
    }

    /// The table slot of packet `seq`.
    fn index(&self, seq: i64) -> i64 {
        (seq - self.first_seq).rem_euclid(self.slots)
    }

    /// (send time, transmissions) recorded in packet `seq`'s slot.
    pub fn slot(&self, seq: i64) -> (f64, i32) {
        self.table.get(&self.index(seq)).copied().unwrap_or(EMPTY)
    }

    /// `output`: packet `seq` leaves now (the first packet clears the table).
    pub fn on_send(&mut self, seq: i64, now: SimTime) {
        if seq == self.first_seq {
            self.table.clear();
        }
        let t = self.time(now);
        let slot = self.table.entry(self.index(seq)).or_insert(EMPTY);
        slot.0 = t;
        slot.1 += 1;
    }

    /// Any ACK: the first one seeds BaseRTT, the RTT and the fine-grained timeout with the
    /// time since the first send.
    pub fn on_any_ack(&mut self, now: SimTime) {
        if !self.first_recv_seen {
            self.first_recv_seen = true;
            let t = self.time(now);
            self.base_rtt = t;
            self.sa = t * 8.0;
            self.sd = t;
            self.timeout = ((self.sa / 4.0) + self.sd) / 2.0;
        }
    }

    /// After `newack` on a new ACK for `ack` (the old one `oldack`), with the sender's
    /// `t_seqno` and `last_ack` (= `ack`) now: the once-per-RTT decision, the increase, and the
    /// RTT sample of the packet acknowledged.
    pub fn after_new_ack(
        &mut self,
        ack: i64,
        oldack: i64,
        t_seqno: i64,
        cwnd: &mut f64,
        ssthresh: &mut f64,
        now: SimTime,
    ) {
        let current = self.time(now);
        if ack >= self.begseq {
            self.end_epoch(ack, t_seqno, cwnd, ssthresh, current);
        }
        // Slow start may reach ssthresh within the epoch.
        if self.incr == 1.0 && *cwnd >= *ssthresh {
            self.incr = 0.0;
        }
        if self.incr > 0.0 && *cwnd - (t_seqno - ack) as f64 <= 2.0 {
            *cwnd += self.incr;
        }
        let (send_time, transmits) = self.slot(ack);
        self.clear_acked(oldack, ack);
        if send_time != 0.0 && transmits == 1 {
            let rtt = current - send_time;
            self.sum_rtt += rtt;
            self.cnt_rtt += 1;
            if rtt > 0.0 {
                if rtt < self.base_rtt {
                    self.base_rtt = rtt;
                }
                let mut n = rtt - self.sa / 8.0;
                self.sa += n;
                n = n.abs();
                n -= self.sd / 4.0;
                self.sd += n;
                self.timeout = ((self.sa / 4.0) + self.sd) / 2.0;
                self.timeout += self.timeout / 16.0;
            }
        }
    }

    /// The once-per-RTT section of `VegasTcpAgent::recv`.
    fn end_epoch(&mut self, ack: i64, t_seqno: i64, cwnd: &mut f64, ssthresh: &mut f64, current: f64) {
        let rtt = if self.cnt_rtt > 0 { self.sum_rtt / self.cnt_rtt as f64 } else { current - self.begtime };
        self.sum_rtt = 0.0;
        self.cnt_rtt = 0;
        let rtt_len = t_seqno - self.begseq;
        if rtt > 0.0 {
            if rtt < self.base_rtt || rtt_len <= 1 {
                self.base_rtt = rtt;
            }
            let actual = rtt_len as f64 / rtt;
            let expect = (t_seqno - ack) as f64 / self.base_rtt;
            // C's int(): toward zero.
            let delta = ((expect - actual) * self.base_rtt + 0.5) as i64;
            if *cwnd < *ssthresh {
                self.inc_flag = !self.inc_flag;
                if !self.inc_flag {
                    self.incr = 0.0;
                } else if delta > self.gamma {
                    *ssthresh = 2.0;
                    *cwnd -= *cwnd / 8.0;
                    if *cwnd < 2.0 {
                        *cwnd = 2.0;
                    }
                    self.incr = 0.0;
                } else {
                    self.incr = 1.0;
                }
            } else if delta > self.beta {
                *cwnd -= 1.0;
                if *cwnd < 2.0 {
                    *cwnd = 2.0;
                }
                self.incr = 0.0;
            } else if delta < self.alpha {
                self.incr = 1.0 / *cwnd;
            } else {
                self.incr = 0.0;
            }
        }
        self.begseq = t_seqno;
        self.begtime = current;
    }

    /// Reset the slots of the packets from `oldack + 1` to `ack`, as ns-2's loop does: it
    /// walks the indices upward and stops at the wrap.
    fn clear_acked(&mut self, oldack: i64, ack: i64) {
        let end = self.index(ack);
        let mut k = self.index(oldack + 1);
        let mut range = ack - oldack;
        while k <= end && range > 0 {
            self.table.remove(&k);
            k = (k + 1) % self.slots;
            range -= 1;
        }
    }

    /// `vegas_expire` for an ACK of `ack`: the packet after it if it was sent at least
    /// `v_timeout_` ago (a packet never sent reads -1 s and so counts as expired).
    pub fn expired(&self, ack: i64, now: SimTime) -> Option<i64> {
        let elapsed = self.time(now) - self.slot(ack + 1).0;
        (elapsed >= self.timeout).then_some(ack + 1)
    }

    /// A retransmission on duplicate ACKs backs the fine-grained timeout off: x2 for a packet
    /// already resent, else by 1/8.
    pub fn back_off(&mut self, transmits: i32) {
        if transmits > 1 {
            self.timeout *= 2.0;
        } else {
            self.timeout += self.timeout / 8.0;
        }
    }

    /// The window a fast retransmit cuts `win` (ns-2 `window()`) to: 2 at 3 packets or fewer,
    /// half for a packet already resent, else three quarters (integer shifts, as ns-2).
    pub fn cut(win: i64, transmits: i32) -> i64 {
        if win <= 3 {
            2
        } else if transmits > 1 {
            win >> 1
        } else {
            win - (win >> 2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: SimTime = 1_000_000_000;

    #[test]
    fn cut_is_three_quarters_or_half_for_a_resent_packet() {
        assert_eq!(Ns2Vegas::cut(20, 1), 15);
        assert_eq!(Ns2Vegas::cut(7, 1), 6); // 7 - 1
        assert_eq!(Ns2Vegas::cut(20, 2), 10);
        assert_eq!(Ns2Vegas::cut(3, 1), 2);
    }

    #[test]
    fn epoch_in_congestion_avoidance_hand_computed() {
        // BaseRTT 0.1 s; an epoch whose mean sample is 0.125 s, 10 packets sent in it and 10
        // outstanding: expect 100/s, actual 80/s, delta = int(20 x 0.1 + 0.5) = 2, between
        // alpha 1 and beta 3: no change.
        let mut v = Ns2Vegas::new(1.0, 3.0, 1.0, 100, 0);
        v.base_rtt = 0.1;
        v.begseq = 10;
        v.cnt_rtt = 2;
        v.sum_rtt = 0.25;
        let (mut cwnd, mut ssthresh) = (10.0, 2.0);
        v.end_epoch(10, 20, &mut cwnd, &mut ssthresh, 1.0);
        assert_eq!((cwnd, v.incr, v.begseq), (10.0, 0.0, 20));
        // A mean of 0.2 s: actual 50/s, delta = int(5 + 0.5) = 5 > beta: one packet off.
        v.cnt_rtt = 1;
        v.sum_rtt = 0.2;
        v.end_epoch(20, 30, &mut cwnd, &mut ssthresh, 1.2);
        assert_eq!(cwnd, 9.0);
        // Exactly the base RTT: delta = int(0.5) = 0 < alpha: +1/cwnd per ACK next epoch.
        v.cnt_rtt = 1;
        v.sum_rtt = 0.1;
        v.end_epoch(30, 39, &mut cwnd, &mut ssthresh, 1.3);
        assert_eq!(v.incr, 1.0 / 9.0);
    }

    #[test]
    fn slow_start_grows_every_other_epoch_and_cuts_an_eighth_past_gamma() {
        let mut v = Ns2Vegas::new(1.0, 3.0, 1.0, 100, 0);
        v.base_rtt = 0.1;
        let (mut cwnd, mut ssthresh) = (8.0, 1e9);
        v.cnt_rtt = 1;
        v.sum_rtt = 0.1;
        v.end_epoch(0, 8, &mut cwnd, &mut ssthresh, 0.1); // the flag starts on: this epoch pauses
        assert_eq!(v.incr, 0.0);
        v.cnt_rtt = 1;
        v.sum_rtt = 0.1;
        v.end_epoch(8, 16, &mut cwnd, &mut ssthresh, 0.2);
        assert_eq!(v.incr, 1.0);
        v.end_epoch(16, 24, &mut cwnd, &mut ssthresh, 0.3); // pause again
                                                            // delta = int((8/0.1 - 8/0.2) x 0.1 + 0.5) = 4 > gamma: cwnd 8 - 1, ssthresh 2.
        v.cnt_rtt = 1;
        v.sum_rtt = 0.2;
        v.end_epoch(24, 32, &mut cwnd, &mut ssthresh, 0.5);
        assert_eq!((cwnd, ssthresh, v.incr), (7.0, 2.0, 0.0));
    }

    #[test]
    fn the_table_clears_up_to_the_wrap_only_and_the_first_send_is_no_sample() {
        let mut v = Ns2Vegas::new(1.0, 3.0, 1.0, 4, 0);
        v.first_send(S);
        for seq in 0..6 {
            v.on_send(seq, S + seq as u64 * S / 8);
        }
        // Packets 4 and 5 reuse the slots of 0 and 1 (a second transmission counted there).
        assert_eq!((v.slot(4), v.slot(1)), ((0.5, 2), (0.625, 2)));
        assert_eq!(v.slot(2), (0.25, 1));
        // ACK of 1 after none clears slots 0 and 1 only; ACK of 3 after 1, slots 2 and 3.
        v.clear_acked(-1, 1);
        assert_eq!((v.slot(0), v.slot(1), v.slot(2)), (EMPTY, EMPTY, (0.25, 1)));
        v.clear_acked(1, 3);
        assert_eq!((v.slot(2), v.slot(3)), (EMPTY, EMPTY));
        // ACK of 8 after 5: slots 2, 3, 0 wrap; ns-2's loop starts at 2 > 0 and clears none.
        for seq in 6..9 {
            v.on_send(seq, 2 * S);
        }
        v.clear_acked(5, 8);
        assert_eq!((v.slot(6), v.slot(7), v.slot(8)), ((1.0, 1), (1.0, 1), (1.0, 1)));
        // The first packet is sent at vegastime 0, which reads as "no record": no RTT sample.
        let mut w = Ns2Vegas::new(1.0, 3.0, 1.0, 20, 0);
        w.first_send(0);
        w.on_send(0, 0);
        w.on_any_ack(S / 10);
        let (mut cwnd, mut ssthresh) = (2.0, 1e9);
        w.after_new_ack(0, -1, 2, &mut cwnd, &mut ssthresh, S / 10);
        assert_eq!(w.cnt_rtt, 0);
    }

    #[test]
    fn expiry_uses_the_fine_grained_timeout_and_a_packet_never_sent_reads_expired() {
        let mut v = Ns2Vegas::new(1.0, 3.0, 1.0, 20, 0);
        v.first_send(0);
        v.on_send(0, 0);
        v.on_send(1, S / 100);
        v.on_any_ack(S / 10); // timeout = ((0.8/4) + 0.1)/2 = 0.15 s
        assert!((v.timeout - 0.15).abs() < 1e-15);
        assert_eq!(v.expired(0, S / 10), None); // packet 1 sent 0.09 s ago
        assert_eq!(v.expired(0, 17 * S / 100), Some(1)); // 0.16 s ago
        assert_eq!(v.expired(5, S / 10), Some(6));
        v.back_off(1);
        assert!((v.timeout - 0.16875).abs() < 1e-15);
        v.back_off(2);
        assert!((v.timeout - 0.3375).abs() < 1e-15);
    }
}
