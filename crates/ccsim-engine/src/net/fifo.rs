//! A FIFO ring buffer for the per-link queues on the packet path.
//!
//! `std::collections::VecDeque` handles any capacity, so every access pays a wrap-around branch;
//! with a power-of-two capacity an index is one mask, which is measurably cheaper on the hot path
//! (every packet passes through two such queues per hop). Elements are `Copy`; the buffer only
//! grows (doubling), so the steady state allocates nothing. Head and length are `u32`, so a
//! `Fifo` is 24 bytes and a link's two of them share one cache line with its hot fields.

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

    #[inline]
    pub fn front(&self) -> Option<&T> {
        if self.len == 0 {
            None
        } else {
            Some(&self.buf[self.head as usize])
        }
    }

    #[inline]
    pub fn back(&self) -> Option<&T> {
        if self.len == 0 {
            None
        } else {
            Some(self.get(self.len as usize - 1))
        }
    }

    /// The `i`-th element from the front (`i < len`).
    #[inline]
    pub fn get(&self, i: usize) -> &T {
        debug_assert!(i < self.len());
        &self.buf[(self.head as usize + i) & self.mask()]
    }

    #[inline]
    pub fn push_back(&mut self, x: T) {
        if self.len() == self.buf.len() {
            self.grow();
        }
        let i = (self.head as usize + self.len as usize) & self.mask();
        self.buf[i] = x;
        self.len += 1;
    }

    #[inline]
    pub fn pop_front(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        let x = self.buf[self.head as usize];
        self.head = ((self.head as usize + 1) & self.mask()) as u32;
        self.len -= 1;
        Some(x)
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
        (0..self.len()).map(move |i| self.get(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    /// Against `VecDeque` on a random mix of pushes and pops that wraps and grows the buffer.
    #[test]
    fn behaves_like_a_vecdeque() {
        let mut rng = crate::rng::Rng::new(3, crate::rng::Component::Flow, 0);
        let mut f = Fifo::<u64>::default();
        let mut d = VecDeque::new();
        for i in 0..50_000u64 {
            if rng.uniform() < 0.52 {
                f.push_back(i);
                d.push_back(i);
            } else {
                assert_eq!(f.pop_front(), d.pop_front());
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
