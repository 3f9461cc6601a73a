//! A FIFO ring buffer for the per-link queues on the packet path.
//!
//! `std::collections::VecDeque` handles any capacity, so every access pays a wrap-around branch;
//! with a power-of-two capacity an index is one mask, which is measurably cheaper on the hot path
//! (every packet passes through two such queues per hop). Elements are `Copy`; the buffer only
//! grows (doubling), so the steady state allocates nothing. Head and length are `u32`, so a
//! `Fifo` is 24 bytes and a link's two of them share one cache line with its hot fields.
//!
//! Slots are read and written through `slot`/`slot_mut`, which skip the slice's bounds check:
//! an index is always masked by `capacity - 1` with the capacity a power of two, so it is in
//! bounds whenever the buffer is non-empty, which every caller checks first (`len > 0`, or
//! `grow` when full). Two bounds checks fewer per packet per hop (0.6% of B2's
//! instructions).

pub struct Fifo<T: Copy + Default> {
    buf: Box<[T]>,
    head: u32,
    len: u32,
}

impl<T: Copy + Default> Default for Fifo<T> {
    fn default() -> Self {
        Fifo { buf: Box::new([]), head: 0, len: 0 }
    }
}

impl<T: Copy + Default> Fifo<T> {
    #[inline]
    fn mask(&self) -> usize {
        self.buf.len().wrapping_sub(1)
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Slot `i & mask` of a non-empty buffer.
    #[inline(always)]
    fn slot(&self, i: usize) -> &T {
        debug_assert!(!self.buf.is_empty() && self.buf.len().is_power_of_two());
        // SAFETY: the capacity is a power of two and the buffer is non-empty (callers hold an
        // element or have just grown it), so `i & (capacity - 1) < capacity`.
        unsafe { self.buf.get_unchecked(i & self.mask()) }
    }

    /// As `slot`, for writing.
    #[inline(always)]
    fn slot_mut(&mut self, i: usize) -> &mut T {
        debug_assert!(!self.buf.is_empty() && self.buf.len().is_power_of_two());
        let i = i & self.mask();
        // SAFETY: as in `slot`.
        unsafe { self.buf.get_unchecked_mut(i) }
    }

    #[inline]
    pub fn front(&self) -> Option<&T> {
        if self.len == 0 {
            None
        } else {
            Some(self.slot(self.head as usize))
        }
    }

    #[inline]
    pub fn back(&self) -> Option<&T> {
        if self.len == 0 {
            None
        } else {
            Some(self.slot(self.head as usize + self.len as usize - 1))
        }
    }

    /// The `i`-th element from the front (`i < len`).
    #[inline]
    pub fn get(&self, i: usize) -> &T {
        assert!(i < self.len(), "index {i} of a FIFO of {}", self.len);
        self.slot(self.head as usize + i)
    }

    #[inline]
    pub fn push_back(&mut self, x: T) {
        if self.len() == self.buf.len() {
            self.grow();
        }
        *self.slot_mut(self.head as usize + self.len as usize) = x;
        self.len += 1;
    }

    /// As `pop_front` on a FIFO known to be non-empty (panics if empty). The element comes out
    /// whole, not through an `Option` whose check reads one byte of it: that led the compiler
    /// to copy a `Packet` out in pieces, and the next whole copy of it then waited on those
    /// stores (a failed store-to-load forward; docs/performance.md).
    #[inline]
    pub fn take_front(&mut self) -> T {
        assert!(self.len > 0, "take_front on an empty FIFO");
        let x = *self.slot(self.head as usize);
        self.advance_head();
        x
    }

    #[inline]
    pub fn pop_front(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        let x = *self.slot(self.head as usize);
        self.advance_head();
        Some(x)
    }

    /// Drop the front element. A FIFO left empty starts again at slot 0, so that a line which
    /// often empties (an access link between its flow's bursts) keeps reusing its first few
    /// slots, warm in the cache, instead of writing each packet to the next slot round the
    /// whole ring (engine example, plain build: B1-B3 2-3% faster; docs/performance.md).
    #[inline(always)]
    fn advance_head(&mut self) {
        self.len -= 1;
        self.head = if self.len == 0 { 0 } else { ((self.head as usize + 1) & self.mask()) as u32 };
    }

    #[cold]
    fn grow(&mut self) {
        let cap = (self.buf.len() * 2).max(4);
        assert!(cap <= 1 << 31, "more than 2^31 packets in one link's queue");
        let mut buf = vec![T::default(); cap].into_boxed_slice();
        for (i, slot) in buf.iter_mut().take(self.len()).enumerate() {
            *slot = *self.get(i);
        }
        self.buf = buf;
        self.head = 0;
    }

    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        (0..self.len()).map(move |i| self.slot(self.head as usize + i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    /// An emptied FIFO writes its next element to its first slot, not to the next one round the
    /// ring (the locality `advance_head` keeps).
    #[test]
    fn an_emptied_fifo_starts_again_at_its_first_slot() {
        let mut f = Fifo::<u64>::default();
        for i in 1..=3 {
            f.push_back(i);
        }
        assert_eq!((f.take_front(), f.pop_front()), (1, Some(2)));
        assert_eq!(f.head, 2, "not yet empty: the head moves on");
        assert_eq!(f.take_front(), 3);
        f.push_back(9);
        assert_eq!((f.head, f.buf[0], f.len()), (0, 9, 1));
    }

    /// Against `VecDeque` on a random mix of pushes and pops that wraps and grows the buffer.
    #[test]
    fn behaves_like_a_vecdeque() {
        let mut rng = crate::rng::Rng::new(3, crate::rng::Component::Flow, 0);
        let mut f = Fifo::<u64>::default();
        let mut d = VecDeque::new();
        for i in 0..50_000u64 {
            let u = rng.uniform();
            if u < 0.52 {
                f.push_back(i);
                d.push_back(i);
            } else if u < 0.76 || f.is_empty() {
                assert_eq!(f.pop_front(), d.pop_front());
            } else {
                assert_eq!(Some(f.take_front()), d.pop_front());
            }
            assert_eq!(f.len(), d.len());
            assert_eq!(f.front(), d.front());
            assert_eq!(f.back(), d.back());
            if i % 997 == 0 {
                assert!(f.iter().eq(d.iter()));
            }
        }
    }
}
