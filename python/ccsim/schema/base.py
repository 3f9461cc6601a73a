"""Shared pieces of the scenario schema: the strict base model and the unit-carrying field types.

Every model forbids unknown keys: a misspelt field (``rttt``) must be an error naming the allowed
fields, never a silently ignored setting. Quantities are stored as the engine's integers
(ns, bit/s, bytes) and written back in canonical unit text (``"100ms"``) so that a scenario saved
and loaded again validates to the same model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, TypeVar, cast

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    PlainSerializer,
    ValidationError,
    ValidatorFunctionWrapHandler,
    WithJsonSchema,
    model_validator,
)

from ccsim.errors import did_you_mean, fail, from_validation_error, problems_from
from ccsim.units import (
    describe,
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

_T = TypeVar("_T")

__all__ = [
    "Spec",
    "Int",
    "Real",
    "Flag",
    "Duration",
    "PositiveDuration",
    "RunDuration",
    "Rate",
    "Size",
    "PositiveSize",
    "PacketSize",
    "QueueBytes",
    "HeaderSize",
    "WindowPackets",
    "Packets",
    "PacketLevel",
    "Probability",
    "QueueLimit",
]


class Spec(BaseModel):
    """Base of every scenario model: unknown keys are refused with the list of known ones."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, validate_assignment=True,
                              allow_inf_nan=False)

    def plain(self, exclude_unset: bool = False) -> dict[str, Any]:
        """Plain data as files hold it (units as text), fields without a value left out.

        Not pydantic's ``exclude_none``, which looks at the stored value: an unlimited queue is
        stored as None and written "unlimited", so it was dropped, and reading the data back
        gave the default limit (a saved, re-seeded or swept scenario ran a 50-packet queue)."""
        data = self.model_dump(mode="json", by_alias=True, exclude_unset=exclude_unset)
        return cast(dict[str, Any], _without_none(data))

    def __setattr__(self, name: str, value: Any) -> None:
        """Assignments are validated too (``flow.rtt = "-5ms"``) and fail the same way."""
        try:
            super().__setattr__(name, value)
        except ValidationError as exc:
            raise from_validation_error(exc, {name: value}) from None

    @model_validator(mode="wrap")
    @classmethod
    def _name_unknown_keys(cls, data: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        """An unknown key is reported with the allowed ones and the near miss, if any
        (``rttt: unknown field; did you mean "rtt"?``). It is found by pydantic
        (``extra="forbid"``) in the same pass as every other problem of the table, after the
        table's own ``before`` validators (which may consume keys such as ``preset``), so a
        misspelt key never hides another mistake until the next run."""
        try:
            return handler(data)
        except ValidationError as exc:
            errors = exc.errors(include_url=False)
            own = [e for e in errors if e["type"] == "extra_forbidden" and len(e["loc"]) == 1]
            if not own:
                raise
            allowed = [f.alias or name for name, f in cls.model_fields.items()]
            problems = [(str(e["loc"][0]), f"unknown field{did_you_mean(e['loc'][0], allowed)} "
                                           f"(allowed: {', '.join(allowed)})") for e in own]
            rest = [e for e in errors if not any(e is o for o in own)]
            fail(problems + problems_from(rest, data))


def _without_none(data: Any) -> Any:
    """``data`` with every None value of a table left out, at any depth (TOML has no null)."""
    if isinstance(data, dict):
        return {k: _without_none(v) for k, v in data.items() if v is not None}
    if isinstance(data, list):
        return [_without_none(v) for v in data]
    return data


def _remembered(parse: Callable[[object], _T]) -> Callable[[object], _T]:
    """``parse``, remembering its answers for text: a scenario of many flows writes the same
    ``"20ms"`` on each, and parsing units is exact arithmetic (fractions), the most costly step
    of validating a flow entry. The answers are numbers (immutable); a refused value raises
    every time, with the same message, and is not remembered."""
    answers: dict[str, _T] = {}
    unknown = object()

    def parse_text(value: object) -> _T:
        if type(value) is not str:
            return parse(value)
        answer = answers.get(value, unknown)
        if answer is unknown:
            answer = parse(value)
            if len(answers) < 4096:  # bounded: a generated scenario may write many values
                answers[value] = answer
        return answer  # type: ignore[return-value]

    return parse_text


#: The largest values the engine takes (``crates/ccsim-engine/src/scenario.rs``): rates are u64
#: bit/s and queue limits u32 packets; times are u64 ns there, but int64 in the results tables,
#: and below 2^63 the engine's sum of two times cannot overflow.
MAX_NS = 2**63 - 1
MAX_BPS = 2**64 - 1
MAX_QUEUE_PKTS = 2**32 - 1
#: A queue's byte limit (the engine's u64).
MAX_QUEUE_BYTES = 2**64 - 1
#: The largest packet, header, ACK, DRR quantum or receiver window the engine takes (it holds
#: them in 32 bits; 2^30 leaves room for a header plus a payload).
MAX_PACKET_BYTES = 2**30
MAX_WINDOW_PKTS = 2**30
#: The longest run (the engine's ``MAX_DURATION_NS``: 100 years of 365.25 days).
MAX_RUN_NS = 100 * 31_557_600 * 10**9


def _at_most(n: int, most: int, value: object, shown: str) -> int:
    """``n`` if the engine can take it; else a message with the range, not the engine's."""
    if n > most:
        raise ValueError(f"{describe(value)} is too large: at most {shown}")
    return n


def _duration(value: object) -> int:
    return _at_most(parse_duration(value), MAX_NS, value,
                    f"{format_duration(MAX_NS)} (292 years)")


def _positive_duration(value: object) -> int:
    ns = _duration(value)
    if ns <= 0:
        raise ValueError(f"{describe(value)} must be a positive duration")
    return ns


def _run_duration(value: object) -> int:
    ns = _at_most(parse_duration(value), MAX_RUN_NS, value,
                  f"{format_duration(MAX_RUN_NS)} (100 years)")
    if ns <= 0:
        raise ValueError(f"{describe(value)} must be a positive duration")
    return ns


def _rate(value: object) -> int:
    return _at_most(parse_rate(value), MAX_BPS, value, f"{format_rate(MAX_BPS)} (2^64 - 1 bps)")


def _positive_size(value: object) -> int:
    n = parse_size(value)
    if n <= 0:
        raise ValueError(f"{describe(value)} must be a positive size")
    return n


def _packet_size(value: object) -> int:
    return _at_most(_positive_size(value), MAX_PACKET_BYTES, value,
                    format_size(MAX_PACKET_BYTES))


def _queue_bytes(value: object) -> int:
    return _at_most(_positive_size(value), MAX_QUEUE_BYTES, value, format_size(MAX_QUEUE_BYTES))


def _header_size(value: object) -> int:
    return _at_most(parse_size(value), MAX_PACKET_BYTES, value, format_size(MAX_PACKET_BYTES))


def _window(value: object) -> int:
    n = parse_packets(value)
    if n < 1:
        raise ValueError(f"{describe(value)} must be at least 1 packet")
    return _at_most(n, MAX_WINDOW_PKTS, value, f"{MAX_WINDOW_PKTS}pkt")


def _queue_limit(value: object) -> int | None:
    if isinstance(value, str) and value.strip().lower() in ("unlimited", "none", "inf"):
        return None
    n = parse_packets(value)
    if n < 1:
        raise ValueError(f'{describe(value)} must be at least 1 packet (or "unlimited")')
    return _at_most(n, MAX_QUEUE_PKTS, value, f'{MAX_QUEUE_PKTS}pkt (or "unlimited")')


def _numeric_text(value: str) -> bool:
    try:
        float(value)
    except ValueError:
        return False
    return True


def _plain_number(what: str) -> Callable[[object], object]:
    """A check, before pydantic's own, that a plain number field got a number: pydantic alone
    reads ``true`` as 1 and ``"3"`` as 3, so a flag or a quoted value in the wrong place would
    pass unnoticed. Numbers of any kind (numpy's too, ``3.0`` for a whole number) go on to
    pydantic, which checks the rest."""

    def check(value: object) -> object:
        if isinstance(value, bool):
            raise ValueError(f"{describe(value)} is a flag (true or false), not {what}")
        if isinstance(value, str):
            hint = ": write it without quotes" if _numeric_text(value) else ""
            raise ValueError(f"{describe(value)} is text, not {what}{hint}")
        return value

    return check


def _flag(value: object) -> bool:
    """A flag takes ``true`` or ``false`` only (numpy's too): pydantic alone would also take
    ``1``, ``"yes"`` and ``"off"``."""
    if isinstance(value, bool) or (type(value).__module__ == "numpy"
                                   and type(value).__name__ in ("bool", "bool_")):
        return bool(value)
    hint = " (without quotes)" if isinstance(value, str) and value in ("true", "false") else ""
    raise ValueError(f"{describe(value)} is not true or false{hint}")


#: A plain whole number (a count, a threshold): not a flag, not text.
Int = Annotated[int, BeforeValidator(_plain_number("a whole number"))]
#: A plain real number (a gain, a factor): not a flag, not text.
Real = Annotated[float, BeforeValidator(_plain_number("a number"))]
#: ``true`` or ``false``, nothing that merely converts to one.
Flag = Annotated[bool, BeforeValidator(_flag)]


def _unit_schema(example: str) -> WithJsonSchema:
    return WithJsonSchema({"type": ["string", "number"], "examples": [example]})


#: A non-negative time; stored in ns. ``"100ms"``, ``"1.5s"``, a bare number is seconds.
Duration = Annotated[
    int,
    BeforeValidator(_remembered(_duration)),
    PlainSerializer(format_duration, return_type=str),
    _unit_schema("100ms"),
]
#: A strictly positive time (sampling intervals, timeouts); stored in ns.
PositiveDuration = Annotated[
    int,
    BeforeValidator(_remembered(_positive_duration)),
    PlainSerializer(format_duration, return_type=str),
    _unit_schema("100ms"),
]
#: The length of a run: a positive time of at most 100 years; stored in ns.
RunDuration = Annotated[
    int,
    BeforeValidator(_remembered(_run_duration)),
    PlainSerializer(format_duration, return_type=str),
    _unit_schema("1000s"),
]
#: A positive bit rate; stored in bit/s. ``"4Mbps"``; a bare number is bit/s.
Rate = Annotated[
    int,
    BeforeValidator(_remembered(_rate)),
    PlainSerializer(format_rate, return_type=str),
    _unit_schema("4Mbps"),
]
#: A size in bytes. ``"500B"``, ``"1KB"`` (= 1000 B); a bare number is bytes.
Size = Annotated[
    int,
    BeforeValidator(_remembered(parse_size)),
    PlainSerializer(format_size, return_type=str),
    _unit_schema("500B"),
]
PositiveSize = Annotated[
    int,
    BeforeValidator(_remembered(_positive_size)),
    PlainSerializer(format_size, return_type=str),
    _unit_schema("500B"),
]
#: The size of a packet, a header, an ACK or a DRR quantum: positive (a header: non-negative)
#: and at most ``MAX_PACKET_BYTES``; stored in bytes.
PacketSize = Annotated[
    int,
    BeforeValidator(_remembered(_packet_size)),
    PlainSerializer(format_size, return_type=str),
    _unit_schema("1000B"),
]
HeaderSize = Annotated[
    int,
    BeforeValidator(_remembered(_header_size)),
    PlainSerializer(format_size, return_type=str),
    _unit_schema("40B"),
]
#: A receiver window: at least 1 packet and at most ``MAX_WINDOW_PKTS``.
WindowPackets = Annotated[
    int,
    BeforeValidator(_remembered(_window)),
    PlainSerializer(lambda n: f"{n}pkt", return_type=str),
    _unit_schema("1000000pkt"),
]
#: A whole number of packets. ``"25pkt"`` or ``25``.
Packets = Annotated[
    int,
    BeforeValidator(_remembered(parse_packets)),
    PlainSerializer(lambda n: f"{n}pkt", return_type=str),
    _unit_schema("25pkt"),
]
#: A possibly fractional packet level (RED thresholds, windows). ``"16.67pkt"`` or ``16.67``.
PacketLevel = Annotated[
    float, BeforeValidator(_remembered(parse_packet_level)), _unit_schema("5pkt")
]
#: A probability in [0, 1]: ``0.01`` or ``"1%"``.
Probability = Annotated[float, BeforeValidator(_remembered(parse_probability)), _unit_schema("1%")]
#: A queue's limit in bytes: positive, within the engine's u64; stored in bytes.
QueueBytes = Annotated[
    int,
    BeforeValidator(_remembered(_queue_bytes)),
    PlainSerializer(format_size, return_type=str),
    _unit_schema("64KB"),
]
#: A queue capacity in packets, or ``"unlimited"`` (stored as None).
QueueLimit = Annotated[
    int | None,
    BeforeValidator(_remembered(_queue_limit)),
    PlainSerializer(lambda n: "unlimited" if n is None else f"{n}pkt", return_type=str),
    _unit_schema("25pkt"),
]
