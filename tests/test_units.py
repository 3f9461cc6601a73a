"""Unit parsing: values computed by hand, exactness, and refusals that name the allowed units."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ccsim.units import (
    format_duration,
    format_rate,
    format_size,
    parse_duration,
    parse_packet_level,
    parse_packets,
    parse_probability,
    parse_rate,
    parse_size,
)


@pytest.mark.parametrize(
    ("text", "ns"),
    [
        ("100ms", 100_000_000),
        ("1.5s", 1_500_000_000),
        ("10us", 10_000),
        ("10µs", 10_000),
        ("1000s", 1_000_000_000_000),
        ("250ns", 250),
        ("2min", 120_000_000_000),
        ("1h", 3_600_000_000_000),
        ("0s", 0),
        ("100 ms", 100_000_000),
        ("1e-3s", 1_000_000),
        ("0.1", 100_000_000),  # bare number: seconds
        (0.1, 100_000_000),  # a float is read by its decimal repr, not its binary value
        (0.3, 300_000_000),
        (20, 20_000_000_000),
        ("0.0000000015s", 2),  # 1.5 ns rounds to even
        ("0.0000000025s", 2),
    ],
)
def test_durations(text: object, ns: int) -> None:
    assert parse_duration(text) == ns


@pytest.mark.parametrize(
    ("text", "bps"),
    [
        ("4Mbps", 4_000_000),
        ("1Gbps", 1_000_000_000),
        ("64kbps", 64_000),
        ("64Kbps", 64_000),
        ("1.544Mbps", 1_544_000),
        ("10Gbps", 10_000_000_000),
        ("4mbps", 4_000_000),
        ("100Mb/s", 100_000_000),
        (1000, 1000),
        ("2.5e6", 2_500_000),
    ],
)
def test_rates(text: object, bps: int) -> None:
    assert parse_rate(text) == bps


@pytest.mark.parametrize(
    ("text", "nbytes"),
    [("500B", 500), ("1KB", 1000), ("1kB", 1000), ("1KiB", 1024), ("1.448KB", 1448),
     ("2MiB", 2 * 1024 * 1024), ("1448", 1448), (40, 40), ("0B", 0)],
)
def test_sizes(text: object, nbytes: int) -> None:
    assert parse_size(text) == nbytes


def test_packets() -> None:
    assert parse_packets("25pkt") == 25
    assert parse_packets("25 packets") == 25
    assert parse_packets(25) == 25
    assert parse_packet_level("16.67pkt") == pytest.approx(16.67)
    assert parse_probability("1%") == 0.01
    assert parse_probability(0.5) == 0.5


@pytest.mark.parametrize(
    ("parse", "value", "message"),
    [
        (parse_duration, "-5ms", '"-5ms" is negative'),
        (parse_duration, -0.5, "-0.5 is negative"),
        (parse_duration, "5 parsecs", 'unknown unit "parsecs"; allowed: ns, us, ms, s, min, h'),
        (parse_duration, "soon", '"soon" is not a duration'),
        (parse_duration, True, "true is not a duration"),
        (parse_duration, float("nan"), "nan is not a finite number"),
        (parse_rate, "4MBps", 'bytes per second; rates are bits per second (e.g. "32Mbps")'),
        (parse_rate, "4 furlongs", "allowed: bps, kbps, Mbps, Gbps, Tbps"),
        (parse_rate, "0bps", "must be a positive rate"),
        (parse_rate, "-1Mbps", '"-1Mbps" is negative'),
        (parse_size, "500b", "(sizes are bytes: B, not b); allowed: B, KB, MB, GB, KiB, MiB, GiB"),
        (parse_packets, "2.5pkt", "is not a whole number of packets"),
        (parse_packets, "25kg", 'unknown unit "kg"; allowed: pkt'),
        (parse_probability, 1.5, "1.5 is not a probability in [0, 1]"),
        (parse_probability, "150%", '"150%" is not a probability in [0, 1]'),
    ],
)
def test_refusals_name_value_and_allowed(parse: object, value: object, message: str) -> None:
    with pytest.raises(ValueError) as info:
        parse(value)  # type: ignore[operator]
    assert message in str(info.value)


def test_formatting_is_canonical() -> None:
    assert format_duration(100_000_000) == "100ms"
    assert format_duration(1_500_000_000) == "1.5s"
    assert format_duration(0) == "0s"
    assert format_duration(12_345) == "12.345us"
    assert format_rate(1_544_000) == "1.544Mbps"
    assert format_rate(10**9) == "1Gbps"
    assert format_size(1448) == "1448B"


@given(st.integers(min_value=0, max_value=10**16))
def test_duration_round_trip(ns: int) -> None:
    assert parse_duration(format_duration(ns)) == ns


@given(st.integers(min_value=1, max_value=10**13))
def test_rate_round_trip(bps: int) -> None:
    assert parse_rate(format_rate(bps)) == bps


@given(st.integers(min_value=0, max_value=10**9), st.sampled_from(["ns", "us", "ms", "s"]))
def test_decimal_text_is_exact(whole: int, unit: str) -> None:
    # "123.456ms" must be exactly 123_456_000 ns, never 123_455_999 through a binary float.
    scale = {"ns": 1, "us": 10**3, "ms": 10**6, "s": 10**9}[unit]
    text = f"{whole // 1000}.{whole % 1000:03d}{unit}"
    assert parse_duration(text) == round(Fraction(whole * scale, 1000))


def test_durations_from_python_time_types_and_numpy_numbers() -> None:
    """One parser for every door: a Timedelta (what a t_ns column gives) is exact to the ns,
    numpy numbers are numbers (np.int64 was refused), and a bare number stays seconds."""
    import datetime

    import numpy as np
    import pandas as pd

    assert parse_duration(pd.Timedelta(123_456_789_012, "ns")) == 123_456_789_012
    assert parse_duration(np.timedelta64(5, "us")) == 5_000
    assert parse_duration(datetime.timedelta(minutes=1, microseconds=1)) == 60_000_001_000
    assert parse_duration(np.int64(2)) == 2 * 10**9
    assert parse_duration(np.float32(0.5)) == 500_000_000
    # np.float64 is a float whose repr is "np.float64(0.04)": it was "not a finite number"
    assert parse_duration(np.float64(0.04)) == 40_000_000
    assert parse_rate(np.float64(2e6)) == 2_000_000
    with pytest.raises(ValueError, match="^nan is not a finite number"):
        parse_duration(np.float64("nan"))
    assert parse_duration("1min") == 60 * 10**9
    for bad, message in [(pd.Timedelta(-1, "s"), "negative"), (np.timedelta64("NaT"), "NaT")]:
        with pytest.raises(ValueError, match=message):
            parse_duration(bad)
    assert parse_probability("0.01") == 0.01  # as text from a command line


def test_a_scenario_takes_numpy_floats_as_python_floats() -> None:
    """A value computed with numpy (``rtt = np.float64(0.04)`` in a dict) means what the same
    Python float does."""
    import numpy as np

    from ccsim import Scenario

    def scenario(rtt: object, bandwidth: object) -> dict[str, object]:
        return {"duration": "1s", "topology": {"kind": "dumbbell", "bottleneck": {
            "bandwidth": bandwidth, "delay": "10ms"}}, "flows": [{"name": "a", "rtt": rtt}]}

    numpy_floats = Scenario.model_validate(scenario(np.float64(0.04), np.float64(2e6)))
    assert numpy_floats == Scenario.model_validate(scenario(0.04, 2e6))
    assert numpy_floats.flows[0].rtt == 40_000_000



@pytest.mark.parametrize("value", ["1e400", "1e400pkt", 1e300, 2**64])
def test_packet_counts_beyond_the_engine_are_refused_not_overflowed(value: object) -> None:
    """``"1e400"`` as a packet level raised OverflowError (a traceback, exit 1) from
    ``float(Fraction)``; every packet count or level above 2^64 - 1 is now a ValueError that
    the scenario model reports under the field's name."""
    for parse in (parse_packet_level, parse_packets):
        with pytest.raises(ValueError, match=r"is too large: at most 18446744073709551615pkt"):
            parse(value)
    assert parse_packets(2**64 - 1) == 2**64 - 1


def test_seconds_beyond_a_float_are_refused() -> None:
    """``parse_seconds("1e400s")`` (the models' --rtt) raised OverflowError from ns / 1e9."""
    from ccsim.units import parse_seconds, quantity

    with pytest.raises(ValueError, match="too large"):
        parse_seconds("1e400s")
    assert quantity("1e400s") is None
