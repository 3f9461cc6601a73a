//! Simulated time: integer nanoseconds, so event order never depends on float rounding.

/// A point in simulated time, in nanoseconds since the start of the run.
pub type SimTime = u64;

pub const NS_PER_S: u64 = 1_000_000_000;

/// Nanoseconds to seconds, for reporting.
pub fn secs(t: SimTime) -> f64 {
    t as f64 / NS_PER_S as f64
}

/// Serialisation time of `bytes` at `bandwidth_bps`, rounded up to a whole nanosecond so a link
/// never transmits faster than its rate.
pub fn tx_time(bytes: u32, bandwidth_bps: u64) -> SimTime {
    let bits = bytes as u128 * 8 * NS_PER_S as u128;
    bits.div_ceil(bandwidth_bps as u128) as SimTime
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tx_time_hand_computed() {
        // 500 B at 4 Mb/s: 4000 bits / 4e6 b/s = 1 ms exactly.
        assert_eq!(tx_time(500, 4_000_000), 1_000_000);
        // 1 B at 3 b/s = 8/3 s, rounded up.
        assert_eq!(tx_time(1, 3), 2_666_666_667);
    }
}
