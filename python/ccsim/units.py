"""Physical quantities in scenario files: durations, bit rates, sizes, packet counts.

A scenario says ``"100ms"``, ``"1.544Mbps"``, ``"500B"`` or ``"25pkt"``; the engine wants integer
nanoseconds, bits per second and bytes (``crates/ccsim-engine/src/scenario.rs``). The conversion
is exact: the number is read as a decimal (never through a binary float), scaled by the unit as a
fraction, and rounded once to the nearest integer (ties to even). So ``"0.1s"`` is exactly
100_000_000 ns and ``"1.544Mbps"`` exactly 1_544_000 bit/s, on every machine.

This is the one units module of ccsim: scenario files, sweeps, the metrics' time windows
(``ccsim.metrics.throughput(last="1min")``) and the ``ccsim models`` options all parse through it,
so a value means the same everywhere. A plain number (``0.1``, ``"100"``) is read in the SI base
unit, everywhere: seconds, bits per second, bytes, packets. Durations also accept
``datetime.timedelta``, ``pandas.Timedelta`` and ``numpy.timedelta64`` (exact to the
nanosecond), the natural way to pass a time taken from a results table's ``t_ns`` column:
``pd.Timedelta(t_ns, "ns")`` or ``f"{t_ns}ns"``. Prefixes are decimal (SI): ``1KB`` = 1000 bytes,
``1Mbps`` = 10^6 bit/s, as in ns-2 (``Mb`` in ns-2 Tcl is 10^6 bits); binary sizes are written
``KiB``/``MiB``/``GiB``.

Every parser raises ``ValueError`` with a message that quotes the value and names the allowed
units; the scenario model turns it into ``field: message``.
"""

from __future__ import annotations

import datetime
import json
import numbers
import re
import sys
from decimal import Decimal, InvalidOperation
from fractions import Fraction

__all__ = [
    "DURATION_UNITS",
    "RATE_UNITS",
    "SIZE_UNITS",
    "PACKET_UNITS",
    "MAX_PACKETS",
    "describe",
    "quantity",
    "parse_duration",
    "parse_seconds",
    "parse_rate",
    "parse_size",
    "parse_packets",
    "parse_packet_level",
    "parse_probability",
    "format_duration",
    "format_rate",
    "format_size",
]

#: Unit -> nanoseconds.
DURATION_UNITS: dict[str, int] = {
    "ns": 1,
    "us": 10**3,
    "µs": 10**3,
    "μs": 10**3,
    "ms": 10**6,
    "s": 10**9,
    "min": 60 * 10**9,
    "h": 3600 * 10**9,
}
#: Unit (lower case) -> bits per second. ``Mbps`` and ``Mb/s`` are both accepted.
RATE_UNITS: dict[str, int] = {
    "bps": 1,
    "kbps": 10**3,
    "mbps": 10**6,
    "gbps": 10**9,
    "tbps": 10**12,
    "b/s": 1,
    "kb/s": 10**3,
    "mb/s": 10**6,
    "gb/s": 10**9,
    "tb/s": 10**12,
}
#: Unit -> bytes.
SIZE_UNITS: dict[str, int] = {
    "B": 1,
    "bytes": 1,
    "KB": 10**3,
    "kB": 10**3,
    "MB": 10**6,
    "GB": 10**9,
    "KiB": 2**10,
    "MiB": 2**20,
    "GiB": 2**30,
}
PACKET_UNITS: tuple[str, ...] = ("pkt", "pkts", "packet", "packets")

_SHOWN_DURATION = "ns, us, ms, s, min, h"
_SHOWN_RATE = "bps, kbps, Mbps, Gbps, Tbps"
_SHOWN_SIZE = "B, KB, MB, GB, KiB, MiB, GiB"
_SHOWN_PACKETS = "pkt"

#: The largest packet count or packet level (2^64 - 1, the engine's widest counter): a larger one
#: is refused by name rather than overflowing a float (``"1e400pkt"``) or the engine's integers.
MAX_PACKETS = 2**64 - 1

_QUANTITY = re.compile(
    r"^\s*(?P<num>[+-]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)\s*(?P<unit>\S*)\s*$"
)


def describe(value: object) -> str:
    """The value as a scenario file would show it: strings in double quotes, numbers bare."""
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    try:
        return json.dumps(value, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        return repr(value)


def _exact(number: int | float | str) -> Fraction:
    """An exact rational for a number given as int, float (by its shortest repr) or text."""
    if isinstance(number, int):
        return Fraction(number)
    try:
        return Fraction(Decimal(repr(number) if isinstance(number, float) else number))
    except (InvalidOperation, ValueError, OverflowError) as exc:  # nan, inf
        raise ValueError("not a finite number") from exc


def _split(value: object, what: str, example: str, shown: str) -> tuple[Fraction, str]:
    """Split ``value`` into (exact number, unit text); unit is "" for a bare number."""
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        value = int(value)  # numpy integers are not ``int``
    elif isinstance(value, numbers.Real) and not isinstance(value, bool):
        value = float(value)  # numpy floats: np.float64 is a float whose repr is not a number
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError(
            f"{describe(value)} is not {what}; write a number with a unit such as "
            f'"{example}" (units: {shown})'
        )
    if isinstance(value, (int, float)):
        try:
            return _exact(value), ""
        except ValueError:
            raise ValueError(f"{describe(value)} is not a finite number") from None
    match = _QUANTITY.match(value)
    if match is None:
        raise ValueError(
            f"{describe(value)} is not {what}; write a number with a unit such as "
            f'"{example}" (units: {shown})'
        )
    return _exact(match["num"].replace("_", "")), match["unit"]


def _nonnegative(value: object, amount: Fraction) -> None:
    if amount < 0:
        raise ValueError(f"{describe(value)} is negative")


def _round(amount: Fraction) -> int:
    """Nearest integer, ties to even (``round`` on a Fraction is exact)."""
    return round(amount)


def _timedelta_ns(value: object) -> int | None:
    """Nanoseconds of a ``timedelta`` / ``pandas.Timedelta`` / ``numpy.timedelta64``, else None."""
    if isinstance(value, datetime.timedelta):
        ns = getattr(value, "value", None)  # pandas.Timedelta (a timedelta subclass) keeps ns
        if isinstance(ns, numbers.Integral):
            return int(ns)
        return ((value.days * 86_400 + value.seconds) * 10**6 + value.microseconds) * 1000
    np = sys.modules.get("numpy")  # a timedelta64 exists only once numpy is imported: no need
    if np is not None and isinstance(value, np.timedelta64):  # to import it for a string
        if np.isnat(value):
            raise ValueError("NaT is not a duration")
        return int(value.astype("timedelta64[ns]").astype(np.int64))
    return None


def parse_duration(value: object) -> int:
    """``"100ms"`` -> 100_000_000 (ns). Bare numbers are seconds; ``timedelta``,
    ``pandas.Timedelta`` and ``numpy.timedelta64`` are taken exactly. Negative values are
    refused."""
    ns = _timedelta_ns(value)
    if ns is not None:
        if ns < 0:
            raise ValueError(f"{value} is negative")
        return ns
    amount, unit = _split(value, "a duration", "100ms", _SHOWN_DURATION)
    if unit == "":
        scale = DURATION_UNITS["s"]
    elif unit in DURATION_UNITS:
        scale = DURATION_UNITS[unit]
    else:
        raise ValueError(f'{describe(value)} has unknown unit "{unit}"; allowed: {_SHOWN_DURATION}')
    _nonnegative(value, amount)
    return _round(amount * scale)


def parse_seconds(value: object) -> float:
    """A duration in seconds as a float (the analytical models' unit): ``"100ms"`` -> 0.1,
    ``0.1`` -> 0.1. Same rules as :func:`parse_duration`."""
    ns = parse_duration(value)
    try:
        return ns / 1e9
    except OverflowError:  # "1e400s": an exact integer of ns beyond any float
        raise ValueError(f"{describe(value)} is too large to be a number of seconds") from None


def parse_rate(value: object) -> int:
    """``"1.544Mbps"`` -> 1_544_000 (bit/s). Bare numbers are bit/s. Must be positive.

    Prefix case is not significant (``4mbps`` means megabits; nobody means millibits), but an
    upper-case ``B`` is: ``MBps`` is megabytes per second and is refused with the bit-rate
    equivalent, because confusing the two is the classic factor-of-8 error.
    """
    amount, unit = _split(value, "a bit rate", "4Mbps", _SHOWN_RATE)
    if unit == "":
        scale = 1
    elif "B" in unit and unit.replace("B", "b").lower() in RATE_UNITS:
        bits = unit.replace("B", "b")
        raise ValueError(
            f"{describe(value)} is in bytes per second; rates are bits per second "
            f'(e.g. "{_plain(amount * 8)}{bits}")'
        )
    elif unit.lower() in RATE_UNITS:
        scale = RATE_UNITS[unit.lower()]
    else:
        raise ValueError(f'{describe(value)} has unknown unit "{unit}"; allowed: {_SHOWN_RATE}')
    _nonnegative(value, amount)
    bps = _round(amount * scale)
    if bps <= 0:
        raise ValueError(f"{describe(value)} must be a positive rate (at least 1bps)")
    return bps


def parse_size(value: object) -> int:
    """``"1KB"`` -> 1000, ``"1KiB"`` -> 1024 (bytes). Bare numbers are bytes."""
    amount, unit = _split(value, "a size", "500B", _SHOWN_SIZE)
    if unit == "":
        scale = 1
    elif unit in SIZE_UNITS:
        scale = SIZE_UNITS[unit]
    else:
        hint = " (sizes are bytes: B, not b)" if unit.endswith("b") else ""
        raise ValueError(
            f'{describe(value)} has unknown unit "{unit}"{hint}; allowed: {_SHOWN_SIZE}'
        )
    _nonnegative(value, amount)
    return _round(amount * scale)


def _packets(value: object) -> Fraction:
    amount, unit = _split(value, "a packet count", "25pkt", _SHOWN_PACKETS)
    if unit not in ("", *PACKET_UNITS):
        raise ValueError(f'{describe(value)} has unknown unit "{unit}"; allowed: {_SHOWN_PACKETS}')
    _nonnegative(value, amount)
    if amount > MAX_PACKETS:
        raise ValueError(f"{describe(value)} is too large: at most {MAX_PACKETS}pkt (2^64 - 1)")
    return amount


def parse_packets(value: object) -> int:
    """``"25pkt"`` or ``25`` -> 25. A whole number of packets is required."""
    amount = _packets(value)
    if amount.denominator != 1:
        raise ValueError(f"{describe(value)} is not a whole number of packets")
    return int(amount)


def parse_packet_level(value: object) -> float:
    """A queue level in packets that may be fractional (RED thresholds: ``"16.67pkt"``)."""
    return float(_packets(value))


def parse_probability(value: object) -> float:
    """``0.01``, ``"0.01"`` or ``"1%"`` -> 0.01; must lie in [0, 1]."""
    if isinstance(value, str):
        text = value.strip()
        percent = text.endswith("%")
        try:
            amount = _exact((text[:-1] if percent else text).strip().replace("_", ""))
        except ValueError:
            raise ValueError(f'{describe(value)} is not a probability; write 0.01 or "1%"') from None
        amount = amount / 100 if percent else amount
    elif isinstance(value, numbers.Real) and not isinstance(value, bool):
        try:
            amount = _exact(int(value) if isinstance(value, numbers.Integral) else float(value))
        except ValueError:
            raise ValueError(f"{describe(value)} is not a probability") from None
    else:
        raise ValueError(f'{describe(value)} is not a probability; write 0.01 or "1%"')
    if not 0 <= amount <= 1:
        raise ValueError(f"{describe(value)} is not a probability in [0, 1]")
    return float(amount)


def _plain(amount: Fraction) -> str:
    """Exact decimal text of a fraction whose denominator divides a power of ten."""
    text = format(Decimal(amount.numerator) / Decimal(amount.denominator), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def _format(amount: int, units: list[tuple[str, int]]) -> str:
    for unit, scale in units:
        if amount >= scale:
            return f"{_plain(Fraction(amount, scale))}{unit}"
    unit, scale = units[-1]
    return f"{_plain(Fraction(amount, scale))}{unit}"


def format_duration(ns: int) -> str:
    """100_000_000 -> ``"100ms"``; exact, so ``parse_duration(format_duration(x)) == x``."""
    if ns == 0:
        return "0s"
    return _format(ns, [("s", 10**9), ("ms", 10**6), ("us", 10**3), ("ns", 1)])


def format_rate(bps: int) -> str:
    """1_544_000 -> ``"1.544Mbps"``; exact."""
    return _format(bps, [("Gbps", 10**9), ("Mbps", 10**6), ("kbps", 10**3), ("bps", 1)])


def format_size(nbytes: int) -> str:
    """Bytes as ``"1448B"``: packet and buffer sizes read best unscaled."""
    return f"{nbytes}B"


def quantity(value: object) -> tuple[str, float | int, str, bool] | None:
    """Read ``value`` as a physical quantity: ``(kind, number in the base unit, base unit,
    written with a unit)``, or None when it is not one.

    Kinds and base units: ``duration`` in s, ``rate`` in bps, ``size`` in B, ``packets`` in pkt.
    A bare number is ``("", number, "", False)``: it is in whatever base unit its field has.
    Used to turn swept values such as ``"5pkt"`` or ``"1.5Mbps"`` into sortable numbers.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, numbers.Integral):
        return ("", int(value), "", False)
    if isinstance(value, numbers.Real):
        return ("", float(value), "", False)
    if not isinstance(value, str):
        return None
    match = _QUANTITY.match(value)
    if match is None or not match["unit"]:
        return None
    unit = match["unit"]
    try:
        if unit in DURATION_UNITS:
            return ("duration", parse_seconds(value), "s", True)
        if unit.lower() in RATE_UNITS:
            return ("rate", parse_rate(value), "bps", True)
        if unit in SIZE_UNITS:
            return ("size", parse_size(value), "B", True)
        if unit in PACKET_UNITS:
            level = parse_packet_level(value)
            return ("packets", int(level) if level.is_integer() else level, "pkt", True)
    except ValueError:
        return None
    return None

