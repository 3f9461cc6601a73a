//! ns-2's default random stream, so that a run can replay the draws an ns-2.35 run takes
//! (`validation`: a RED queue given `ns2_stream` draws its early-drop decisions from it).
//!
//! `$defaultRNG` is L'Ecuyer's MRG32k3a (L'Ecuyer, Simard, Chen and Kelton, "An object-oriented
//! random-number package with many long streams and substreams", Operations Research 50(6),
//! 2002): two multiple recursive components modulo m1 and m2, combined. ns-2's
//! `Random::uniform()` cuts each output to 31 bits and divides by 2^31 - 1 (the same numbers
//! as `python/ccsim/validation/ns2rng.py`, which checks them against ns-2 itself).

use std::sync::{Arc, Mutex};

const M1: i64 = 4_294_967_087;
const M2: i64 = 4_294_944_443;
const A12: i64 = 1_403_580;
const A13N: i64 = 810_728;
const A21: i64 = 527_612;
const A23N: i64 = 1_370_589;
/// 1 / (m1 + 1).
const NORM: f64 = 2.328306549295727688e-10;

/// The generator's state: components 1 (`s[0..3]`, below m1) and 2 (`s[3..6]`, below m2).
#[derive(Debug, Clone)]
pub struct Mrg32k3a {
    s: [i64; 6],
}

impl Mrg32k3a {
    /// The generator at `state`, or why it is not one: each component's three numbers must be
    /// below its modulus and not all zero.
    pub fn from_state(state: [u64; 6]) -> Result<Mrg32k3a, String> {
        let fits = |part: &[u64], m: i64| part.iter().all(|&x| x < m as u64) && part.iter().any(|&x| x > 0);
        if !fits(&state[..3], M1) || !fits(&state[3..], M2) {
            return Err(format!(
                "{state:?} is not an MRG32k3a state: the first three numbers must be below {M1}, \
                 the last three below {M2}, and neither three all zero"
            ));
        }
        Ok(Mrg32k3a { s: state.map(|x| x as i64) })
    }

    /// The next output in (0, 1).
    fn u01(&mut self) -> f64 {
        let s = &mut self.s;
        let p1 = (A12 * s[1] - A13N * s[0]).rem_euclid(M1);
        s[0] = s[1];
        s[1] = s[2];
        s[2] = p1;
        let p2 = (A21 * s[5] - A23N * s[3]).rem_euclid(M2);
        s[3] = s[4];
        s[4] = s[5];
        s[5] = p2;
        (if p1 > p2 { p1 - p2 } else { p1 - p2 + M1 }) as f64 * NORM
    }

    /// ns-2's `Random::uniform()`: the output cut to 31 bits, over 2^31 - 1 (in [0, 1]).
    pub fn ns2_uniform(&mut self) -> f64 {
        (self.u01() * 2_147_483_648.0).floor() / 2_147_483_647.0
    }
}

/// A stream several queues draw from in turn: ns-2 has one default stream for all of them.
pub type SharedStream = Arc<Mutex<Mrg32k3a>>;

/// The shared streams of one simulation, one per starting state, so that every RED queue given
/// the same `ns2_stream` (a replay gives them all ns-2's) draws from one stream in event order.
#[derive(Default)]
pub struct Streams(Vec<([u64; 6], SharedStream)>);

impl Streams {
    /// The stream starting at `state` (created on first use), or None if it is not a state.
    pub fn get(&mut self, state: [u64; 6]) -> Option<SharedStream> {
        if let Some((_, s)) = self.0.iter().find(|(at, _)| *at == state) {
            return Some(s.clone());
        }
        let stream = Arc::new(Mutex::new(Mrg32k3a::from_state(state).ok()?));
        self.0.push((state, stream.clone()));
        Some(stream)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_draws_are_what_ns2_prints() {
        // ns-2.35 after `$defaultRNG seed 12345`, `puts [$defaultRNG uniform 0 1]` three times
        // (Debian's ns2 package; tests/test_ns2_rng.py checks 250 draws against ns itself).
        let mut g = Mrg32k3a::from_state([12345; 6]).unwrap();
        let printed = [0.12701112177549448, 0.3185275654860435, 0.30918601542207691];
        for want in printed {
            assert_eq!(g.ns2_uniform(), want);
        }
    }

    #[test]
    fn queues_given_one_state_share_one_stream() {
        let mut streams = Streams::default();
        let a = streams.get([12345; 6]).unwrap();
        let b = streams.get([12345; 6]).unwrap();
        let first = a.lock().unwrap().ns2_uniform();
        assert_eq!(b.lock().unwrap().ns2_uniform(), 0.3185275654860435); // ns-2's second draw
        assert_eq!(first, 0.12701112177549448);
        assert!(streams.get([0, 0, 0, 1, 1, 1]).is_none());
    }

    #[test]
    fn a_state_outside_the_moduli_is_refused() {
        assert!(Mrg32k3a::from_state([0, 0, 0, 1, 1, 1]).is_err());
        assert!(Mrg32k3a::from_state([1, 1, M1 as u64, 1, 1, 1]).is_err());
        assert!(Mrg32k3a::from_state([1, 1, 1, 1, 1, M2 as u64]).is_err());
    }
}
