//! Selective acknowledgements (RFC 2018) as ns-2.35's `TCPSink/Sack1` builds them and its
//! `Agent/TCP/Sack1` keeps them (`tcp-sink.cc` `Sacker::append_ack`, `scoreboard-rq.cc`).
//!
//! **Where SACK blocks travel**: in the flow's `AckStore` (`ack_store`), not in the packet.
//!
//! **The receiver** (`SackReceiver`, ns-2 `Sacker::append_ack`, at most 3 blocks, ns-2's
//! `maxSackBlocks_`): the first block is the contiguous run of received packets around the one
//! that just arrived (RFC 2018 Section 4: "the first SACK block MUST specify the contiguous
//! block of data containing the segment which triggered this ACK"), then the most recently
//! reported blocks from a stack of size 3, leaving out those the first covers; nothing once the
//! cumulative ACK has reached the highest packet seen. As in ns-2 each block adds 8 bytes to the
//! ACK on the wire (RFC 2018 Section 3: 8 bytes per block; ns-2 leaves out the option's 2-byte
//! kind and length).
//!
//! **The sender's scoreboard** (`Scoreboard`, ns-2 `ScoreBoardRQ`): the union of the blocks
//! above the cumulative ACK, and `h_seqno`, the packet after the highest retransmitted in this
//! recovery. The next retransmission is the first hole at or above max(h_seqno, cumulative ACK
//! + 1) that has a SACKed block above it (RFC 6675 Section 4's IsLost in its simplest form: a
//! hole below SACKed data).

/// The SACK blocks of one ACK: [left, right) in packets, most recent first.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SackBlocks {
    pub n: u8,
    pub b: [(i64, i64); 3],
}

impl SackBlocks {
    pub fn blocks(&self) -> &[(i64, i64)] {
        &self.b[..self.n as usize]
    }

    fn push(&mut self, l: i64, r: i64) {
        self.b[self.n as usize] = (l, r);
        self.n += 1;
    }
}

/// ns-2's `SackStack` of recently reported blocks (size 3).
#[derive(Debug, Clone, Copy)]
pub struct SackReceiver {
    /// Highest sequence number received (ns-2 `maxseen_`, which starts at the first number).
    pub maxseen: i64,
    stack: [(i64, i64); 3],
    cnt: usize,
}

impl SackReceiver {
    pub fn new(first: i64) -> SackReceiver {
        SackReceiver { maxseen: first, stack: [(-1, -1); 3], cnt: 0 }
    }

    fn reset(&mut self) {
        self.stack = [(-1, -1); 3];
        self.cnt = 0;
    }

    fn pop(&mut self, k: usize) {
        let mut i = k;
        while i + 1 < self.cnt {
            self.stack[i] = self.stack[i + 1];
            i += 1;
        }
        self.stack[i] = (-1, -1);
        self.cnt -= 1;
    }

    fn push_front(&mut self, b: (i64, i64)) {
        if self.cnt >= 3 {
            self.cnt = 2;
        }
        let mut i = self.cnt;
        while i > 0 {
            self.stack[i] = self.stack[i - 1];
            i -= 1;
        }
        self.cnt += 1;
        self.stack[0] = b;
    }

    /// The blocks of the ACK for packet `seq` just received (ns-2 `Sacker::append_ack`), with
    /// `cum` the cumulative ACK (highest in-order packet), `is_dup` whether `seq` had been
    /// received before, and `seen(i)` whether packet i (cum < i <= maxseen) has been received.
    pub fn blocks(&mut self, seq: i64, cum: i64, is_dup: bool, seen: impl Fn(i64) -> bool) -> SackBlocks {
        let mut out = SackBlocks::default();
        let seen = |i: i64| i <= cum || seen(i);
        if cum >= self.maxseen {
            if self.cnt != 0 {
                self.reset();
            }
            return out;
        }
        if !(cum < self.maxseen || is_dup) {
            return out;
        }
        let mut right = -1;
        for i in seq..=self.maxseen {
            if !seen(i) {
                right = i;
                break;
            }
        }
        if right == -1 {
            right = self.maxseen + 1;
        }
        let mut left = -1;
        if seq <= cum {
            left = 0;
        } else {
            let mut i = right - 1;
            while i > cum {
                if !seen(i) {
                    left = i + 1;
                    break;
                }
                i -= 1;
            }
            out.push(left, right);
        }
        let recent = (left, right);
        let mut k = 0;
        while (out.n as usize) < 3 {
            let (l, r) = if k < 3 { self.stack[k] } else { (-1, -1) };
            if l < 0 || r < 0 || r > self.maxseen + 1 {
                break;
            }
            if recent.0 <= l && recent.1 >= r {
                self.pop(k);
                continue;
            }
            out.push(l, r);
            k += 1;
        }
        if seq > cum {
            self.push_front(recent);
        }
        out
    }
}

/// The sender's record of SACKed data (ns-2 `ScoreBoardRQ` over its reassembly queue).
#[derive(Debug, Clone, Default)]
pub struct Scoreboard {
    /// Disjoint SACKed ranges [start, end), sorted, adjacent ones merged.
    blocks: Vec<(i64, i64)>,
    /// One past the highest packet retransmitted in this recovery (ns-2 `h_seqno_`, -1: none).
    h_seqno: i64,
    /// Cumulative ACK + 1 (ns-2 `sack_min`).
    sack_min: i64,
}

impl Scoreboard {
    pub fn new() -> Scoreboard {
        Scoreboard { blocks: vec![], h_seqno: -1, sack_min: -1 }
    }

    pub fn clear(&mut self) {
        self.blocks.clear();
        self.h_seqno = -1;
    }

    fn total(&self) -> i64 {
        self.blocks.iter().map(|&(a, b)| b - a).sum()
    }

    fn add(&mut self, start: i64, end: i64) {
        if end <= start {
            return;
        }
        let (mut s, mut e) = (start, end);
        let mut out = Vec::with_capacity(self.blocks.len() + 1);
        let mut placed = false;
        for &(a, b) in &self.blocks {
            if b < s {
                out.push((a, b));
            } else if e < a {
                if !placed {
                    out.push((s, e));
                    placed = true;
                }
                out.push((a, b));
            } else {
                s = s.min(a);
                e = e.max(b);
            }
        }
        if !placed {
            out.push((s, e));
        }
        self.blocks = out;
    }

    /// ns-2 `UpdateScoreBoard(last_ack, blocks)`: whether anything changed (`CheckUpdate`).
    pub fn update(&mut self, last_ack: i64, sack: &SackBlocks) -> bool {
        let old_total = self.total();
        let mut changed = false;
        if self.sack_min <= last_ack {
            self.sack_min = last_ack + 1;
            if !self.blocks.is_empty() {
                let m = self.sack_min;
                self.blocks.retain(|&(_, b)| b > m);
                if let Some(first) = self.blocks.first_mut() {
                    if first.0 < m {
                        first.0 = m;
                    }
                }
                changed = true;
            }
        }
        for &(l, r) in sack.blocks() {
            self.add(l, r);
        }
        changed || old_total != self.total()
    }

    /// The first hole at or above `seq` and the number of SACKed ranges above it (ns-2
    /// `ReassemblyQueue::nexthole`).
    fn next_hole(&self, seq: i64) -> (i64, i64) {
        for (k, &(a, b)) in self.blocks.iter().enumerate() {
            if a > seq {
                return (seq, (self.blocks.len() - k) as i64);
            }
            if a <= seq && b >= seq {
                let above = self.blocks.len() - k - 1;
                return (b, if above > 0 { above as i64 } else { -1 });
            }
        }
        (-1, -1)
    }

    /// ns-2 `GetNextRetran`: the next packet to retransmit, or None.
    pub fn next_retran(&mut self) -> Option<i64> {
        if self.h_seqno < self.sack_min {
            self.h_seqno = self.sack_min;
        }
        let (seq, above) = self.next_hole(self.h_seqno);
        if seq > 0 {
            if above <= 0 {
                return None;
            }
            if seq > self.h_seqno {
                self.h_seqno = seq;
            }
            return Some(seq);
        }
        None
    }

    /// ns-2 `MarkRetran`.
    pub fn mark_retran(&mut self, seq: i64) {
        if seq >= self.h_seqno {
            self.h_seqno = seq + 1;
        }
    }

    /// Packets SACKed above the cumulative ACK.
    pub fn sacked(&self) -> i64 {
        self.total()
    }

    /// Packets from `first` on (the cumulative ACK + 1) neither SACKed nor acknowledged that
    /// RFC 6675's IsLost deems lost: `dupthresh` or more SACKed packets above them (Section 4:
    /// DupThresh discontiguous SACKed sequences, or more than (DupThresh - 1) SMSS SACKed
    /// above; in whole packets both come to DupThresh SACKed packets). The retransmission
    /// choice (`next_retran`) keeps ns-2's simpler rule, any SACKed data above.
    pub fn lost(&self, first: i64, dupthresh: i64) -> i64 {
        let mut above = self.total();
        let mut lost = 0;
        let mut hole = first;
        for &(a, b) in &self.blocks {
            if above < dupthresh {
                break;
            }
            if a > hole {
                lost += a - hole;
            }
            hole = hole.max(b);
            above -= b - a;
        }
        lost
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocks(v: &[(i64, i64)]) -> SackBlocks {
        let mut b = SackBlocks::default();
        for &(l, r) in v {
            b.push(l, r);
        }
        b
    }

    #[test]
    fn receiver_blocks_hand_computed() {
        // Packets 0..=4 arrive, 5 and 8 are lost, 6, 7, 9 arrive.
        let mut r = SackReceiver::new(0);
        let got = [0, 1, 2, 3, 4, 6, 7, 9];
        let seen = |upto: usize| move |i: i64| got[..upto].contains(&i);
        r.maxseen = 6;
        // 6 arrives: cum 4, first block [6, 7).
        assert_eq!(r.blocks(6, 4, false, seen(6)).blocks(), &[(6, 7)]);
        r.maxseen = 7;
        assert_eq!(r.blocks(7, 4, false, seen(7)).blocks(), &[(6, 8)]);
        r.maxseen = 9;
        // 9: its own block first, then [6, 8) from the stack ([6, 7) was covered and popped).
        assert_eq!(r.blocks(9, 4, false, seen(8)).blocks(), &[(9, 10), (6, 8)]);
        // The retransmitted 5 arrives: cum 7; in order, so no first block; [9, 10) reported,
        // [6, 8) covered by the run (0, 8) and popped.
        let seen9 = |i: i64| [0, 1, 2, 3, 4, 5, 6, 7, 9].contains(&i);
        assert_eq!(r.blocks(5, 7, false, seen9).blocks(), &[(9, 10)]);
    }

    #[test]
    fn scoreboard_retransmits_holes_below_sacked_data_once() {
        let mut sb = Scoreboard::new();
        // Cumulative ACK 4; SACKed [6, 8) and [9, 10): holes 5 and 8.
        assert!(sb.update(4, &blocks(&[(9, 10), (6, 8)])));
        assert_eq!(sb.next_retran(), Some(5));
        sb.mark_retran(5);
        assert_eq!(sb.next_retran(), Some(8));
        sb.mark_retran(8);
        // 10 and above have nothing SACKed above them: no retransmission.
        assert_eq!(sb.next_retran(), None);
        // The same information again changes nothing.
        assert!(!sb.update(4, &blocks(&[(9, 10), (6, 8)])));
        assert_eq!(sb.sacked(), 3);
    }

    #[test]
    fn scoreboard_lost_counts_holes_with_dupthresh_sacked_above() {
        let mut sb = Scoreboard::new();
        // Cumulative ACK 4; SACKed [6, 8) and [9, 10): hole 5 has 3 SACKed above, hole 8 one.
        sb.update(4, &blocks(&[(9, 10), (6, 8)]));
        assert_eq!(sb.lost(5, 3), 1);
        assert_eq!(sb.lost(5, 1), 2);
        assert_eq!(sb.lost(5, 4), 0);
        // Twenty packets lost (5..=24), three SACKed above them: all twenty lost.
        let mut sb = Scoreboard::new();
        sb.update(4, &blocks(&[(25, 28)]));
        assert_eq!(sb.lost(5, 3), 20);
    }
}
