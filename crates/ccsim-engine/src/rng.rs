//! Random streams: one independent Xoshiro256++ stream per component, derived from
//! (master seed, component kind, index), so adding a flow after the others (or a link) never
//! changes another component's draws (common random numbers for paired comparisons). The index
//! is the component's position (a flow's in the lowered scenario's list, a group's `count`
//! expanded), so a flow inserted before others, or a larger `count` on an earlier group, shifts
//! the streams of the flows after it. (The `start` draws of the Python front are keyed by name.)

use rand::{Rng as _, RngExt as _, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Kinds of random components; part of the stream id.
#[derive(Debug, Clone, Copy)]
#[repr(u64)]
pub enum Component {
    Flow = 1,
    LinkQueue = 2,
    LinkLoss = 3,
}

/// A component's random stream.
#[derive(Clone)]
pub struct Rng(Xoshiro256PlusPlus);

/// SplitMix64 finaliser: decorrelates nearby (seed, id) pairs before seeding the generator.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Rng {
    pub fn new(seed: u64, kind: Component, index: u64) -> Rng {
        let id = mix(mix(seed) ^ mix((kind as u64) << 48 ^ index));
        Rng(Xoshiro256PlusPlus::seed_from_u64(id))
    }

    /// Uniform on [0, 1).
    pub fn uniform(&mut self) -> f64 {
        self.0.random::<f64>()
    }

    /// Uniform on [a, b).
    pub fn uniform_in(&mut self, a: f64, b: f64) -> f64 {
        a + (b - a) * self.uniform()
    }

    /// Exponential with the given mean.
    pub fn exponential(&mut self, mean: f64) -> f64 {
        // 1 - U is in (0, 1], so the log is finite.
        -mean * (1.0 - self.uniform()).ln()
    }

    /// Pareto with scale `scale` and shape `shape`: scale / U^(1/shape) (ns-2 `RNG::pareto`).
    pub fn pareto(&mut self, scale: f64, shape: f64) -> f64 {
        scale / (1.0 - self.uniform()).powf(1.0 / shape)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A new independent stream seeded from this one (e.g. one per TCP connection of an app
    /// that opens many), so the parent's later draws do not depend on how the child is used.
    pub fn fork(&mut self) -> Rng {
        Rng(Xoshiro256PlusPlus::seed_from_u64(mix(self.0.next_u64())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_reproducible_and_independent() {
        let a1: Vec<u64> = (0..4)
            .map({
                let mut r = Rng::new(7, Component::Flow, 3);
                move |_| r.next_u64()
            })
            .collect();
        let a2: Vec<u64> = (0..4)
            .map({
                let mut r = Rng::new(7, Component::Flow, 3);
                move |_| r.next_u64()
            })
            .collect();
        let b: Vec<u64> = (0..4)
            .map({
                let mut r = Rng::new(7, Component::Flow, 4);
                move |_| r.next_u64()
            })
            .collect();
        let c: Vec<u64> = (0..4)
            .map({
                let mut r = Rng::new(8, Component::Flow, 3);
                move |_| r.next_u64()
            })
            .collect();
        assert_eq!(a1, a2);
        assert_ne!(a1, b);
        assert_ne!(a1, c);
    }

    #[test]
    fn exponential_mean() {
        let mut r = Rng::new(1, Component::Flow, 0);
        let n = 200_000;
        let m: f64 = (0..n).map(|_| r.exponential(2.0)).sum::<f64>() / n as f64;
        assert!((m - 2.0).abs() < 0.03, "{m}");
    }
}
