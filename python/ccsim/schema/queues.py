"""Output queues and wire-loss models of a link.

Queue defaults follow ns-2 (docs/reference/REFERENCE.md section 1.1 and 4): a DropTail queue holds 50
packets unless told otherwise (``Queue set limit_ 50``); RED uses the pre-2001 ns-2 thresholds
5/15 packets, ``q_weight_`` 0.002 and max_p 0.1 (Floyd's 1997 parameter note), in packet mode,
with ``wait_`` on. ``gentle`` is off, the engine's default: seed 004 describes non-gentle RED
(REFERENCE.md 4.4), although ns-2.35 turns gentle on by default.
"""

from __future__ import annotations

import numbers
from typing import Annotated, Any, Final, Literal

from pydantic import BeforeValidator, Field, field_validator, model_validator

from ccsim.errors import fail
from ccsim.units import describe, format_duration, parse_packet_level, parse_probability
from ccsim.schema.base import (Flag, Int, PacketLevel, PacketSize, PositiveDuration, Probability,
                               QueueBytes, QueueLimit, Real, Spec)

__all__ = ["DropTail", "Red", "CoDel", "FqCoDel", "Pie", "Queue", "Bernoulli", "Ber", "SeqLoss", "ListLoss", "Loss",
           "DEFAULT_QUEUE_PKTS"]

#: ns-2's default buffer (``Queue set limit_ 50``, REFERENCE.md 1.1).
DEFAULT_QUEUE_PKTS = 50


class DropTail(Spec):
    """Tail drop. ``limit`` counts packets in the link's system (waiting plus the one being
    sent), as ns-2's DropTail does; ``limit_bytes`` optionally caps the waiting bytes as
    well, as ns-2's byte mode: a packet enters only if they stay below it with the packet added."""

    kind: Literal["droptail"] = "droptail"
    limit: QueueLimit = DEFAULT_QUEUE_PKTS
    limit_bytes: QueueBytes | None = None

    def to_engine(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": "droptail"}
        if self.limit is not None:
            out["limit_pkts"] = self.limit
        if self.limit_bytes is not None:
            out["limit_bytes"] = self.limit_bytes
        return out


#: A RED parameter left to ns-2's automatic value (``RedParams::resolve`` in the engine).
AUTO: Final = "auto"


def _or_auto(parse: Any) -> Any:
    def check(value: object) -> object:
        return AUTO if value == AUTO else parse(value)
    return check


def _weight(value: object) -> float:
    """An EWMA weight in (0, 1]: a plain number (numpy's too, as a sweep's grid gives)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise ValueError(f"{describe(value)} is not a number in (0, 1] or \"auto\"")
    x = float(value)
    if not x > 0:
        raise ValueError(f"{x:g} must be > 0")
    if not x <= 1:
        raise ValueError(f"{x:g} must be <= 1")
    return x


#: A threshold in packets, or ``"auto"``.
AutoPacketLevel = Annotated[float | Literal["auto"], BeforeValidator(_or_auto(parse_packet_level))]
#: A weight in (0, 1], or ``"auto"``.
AutoWeight = Annotated[float | Literal["auto"], BeforeValidator(_or_auto(_weight))]
#: A probability, or ``"auto"``.
AutoProbability = Annotated[float | Literal["auto"], BeforeValidator(_or_auto(parse_probability))]


class AdaptiveRed(Spec):
    """Adaptive RED (Floyd, Gummadi & Shenker 2001; ns-2.35 ``adaptive_ 1`` and its defaults):
    at most once per ``interval``, max_p falls by ``beta`` while the average is below min_th +
    0.4 (max_th - min_th) and max_p above ``bottom``, and rises by min(``alpha``, max_p / 4)
    while it is above max_th - 0.4 (max_th - min_th) and max_p below ``top``. ``bottom =
    "auto"``: min(0.01, 80 kb/s / the link's rate), as ns-2's ``bottom_ 0``. ``adaptive =
    true`` is every default."""

    interval: PositiveDuration = 500_000_000
    alpha: Annotated[Real, Field(gt=0)] = 0.01
    beta: Annotated[Real, Field(gt=0, lt=1)] = 0.9
    top: Probability = 0.5
    bottom: AutoProbability = AUTO

    @model_validator(mode="before")
    @classmethod
    def _from_flag(cls, data: Any) -> Any:
        return {} if data is True else data

    def to_engine(self) -> dict[str, Any]:
        return {"alpha": self.alpha, "beta": self.beta, "interval_ns": self.interval,
                "top": self.top, "bottom": None if self.bottom == AUTO else self.bottom}


class Red(Spec):
    """Random Early Detection (Floyd & Jacobson 1993; ns-2 ``queue/red.cc``), packet mode.

    ``min_th``/``max_th`` are average-queue thresholds in packets, ``max_p`` the drop
    probability at ``max_th``, ``w_q`` the EWMA weight, ``gentle`` the ramp from max_p to 1
    between max_th and 2*max_th, ``wait`` ns-2's uniform inter-drop spacing (REFERENCE.md 4.2),
    ``mean_pkt`` the typical packet size used to age the average over idle periods,
    ``ecn`` marking ECN-capable packets instead of dropping them early (RFC 3168 Section 7;
    ns-2 ``setbit_``; forced drops above max_th and at the limit stay drops). ``limit`` counts
    the packets waiting, as ns-2's RED does (``qlen >= qlim``): one more than DropTail holds.
    ``ns2_stream`` replays an ns-2 run (``ccsim validate ns2``): the six numbers of ns-2's
    default stream (MRG32k3a) from which the early-drop decisions then draw, in ns-2's order.

    ``"auto"`` asks for ns-2.35's automatic value, worked out from the link's rate C in
    ``mean_pkt`` packets per second and its delay d: ``min_th`` max(5, ``target_delay`` C / 2)
    packets, ``max_th`` 3 min_th, ``w_q`` 1 - exp(-1 / (10 r C)) with r = max(3 (d + 1/C), 0.1
    s) (ns-2's ``thresh_ 0``, ``maxthresh_ 0``, ``q_weight_ -1``). With ``w_q = "auto"``,
    ``time_constant`` sets the weight from the average's time constant instead: w_q = 1 -
    exp(-1 / (C time_constant)), the average then forgetting at 1/e per ``time_constant`` of
    back-to-back packets (ns-2's ``q_weight_ 0`` is ``"1s"``, ``q_weight_ -2`` ``"100ms"``; ns-2
    has no other). ``adaptive`` is Adaptive RED
    (:class:`AdaptiveRed`). ``byte_mode`` is ns-2's ``queue_in_bytes_`` and ``bytes_`` (both on
    in ns-2.35): the average, the thresholds and the limit count bytes (the thresholds and
    ``limit`` are given in ``mean_pkt`` packets), and the drop probability scales by the packet's
    size over ``mean_pkt``. ``use_mark_p`` is ns-2's ``use_mark_p_``: an average above the curve
    (max_th, or 2 max_th with gentle) gives an early drop of probability 1 instead of a forced
    one, and with ``ecn`` a packet is marked only while the curve's probability is below
    ``mark_p`` (0.1), dropped otherwise. ns-2.35's own default RED is ``min_th = max_th = w_q =
    "auto"``, ``gentle``, ``byte_mode`` and ``use_mark_p``.
    """

    kind: Literal["red"] = "red"
    limit: QueueLimit = DEFAULT_QUEUE_PKTS
    min_th: AutoPacketLevel = 5.0
    max_th: AutoPacketLevel = 15.0
    max_p: Probability = 0.1
    w_q: AutoWeight = 0.002
    target_delay: PositiveDuration | None = None
    time_constant: PositiveDuration | None = None
    adaptive: AdaptiveRed | None = None
    byte_mode: Flag = False
    use_mark_p: Flag = False
    mark_p: Probability | None = None
    gentle: Flag = False
    wait: Flag = True
    mean_pkt: PacketSize = 500
    ecn: Flag = False
    ns2_stream: Annotated[list[Annotated[Int, Field(ge=0)]],
                          Field(min_length=6, max_length=6)] | None = None

    @field_validator("adaptive", mode="before")
    @classmethod
    def _adaptive_off(cls, value: Any) -> Any:
        return None if value is False else value

    @model_validator(mode="after")
    def _thresholds(self) -> Red:
        if self.limit is None:
            fail("limit", "RED needs a finite physical limit in packets")
        if self.mark_p is not None and not self.use_mark_p:
            fail("mark_p", "applies only with use_mark_p = true")
        if self.target_delay is not None and self.min_th != AUTO:
            fail("target_delay", 'applies only with min_th = "auto" (it sets that threshold)')
        if self.time_constant is not None and self.w_q != AUTO:
            fail("time_constant", 'applies only with w_q = "auto" (it sets that weight)')
        if isinstance(self.min_th, str) or isinstance(self.max_th, str):
            return self  # "auto": worked out per link, and checked there (the engine's validation)
        if self.min_th > self.max_th:
            fail("min_th", f"{self.min_th:g} is greater than max_th ({self.max_th:g})")
        if self.min_th == self.max_th:
            fail("max_th", f"{self.max_th:g} must be greater than min_th ({self.min_th:g})")
        return self

    def to_engine(self) -> dict[str, Any]:
        def given(value: float | str) -> float | None:
            return None if value == AUTO else float(value)
        return {
            "kind": "red",
            "limit_pkts": self.limit,
            "min_th": given(self.min_th),
            "max_th": given(self.max_th),
            "max_p": self.max_p,
            "w_q": given(self.w_q),
            "gentle": self.gentle,
            "wait": self.wait,
            "mean_pkt_bytes": self.mean_pkt,
            **({"target_delay_ns": self.target_delay} if self.target_delay is not None else {}),
            **({"w_q_time_constant_ns": self.time_constant}
               if self.time_constant is not None else {}),
            **({"adaptive": self.adaptive.to_engine()} if self.adaptive is not None else {}),
            **({"byte_mode": True} if self.byte_mode else {}),
            **({"use_mark_p": True} if self.use_mark_p else {}),
            **({"mark_p": self.mark_p} if self.mark_p is not None else {}),
            **({"ecn": True} if self.ecn else {}),
            **({"ns2_stream": self.ns2_stream} if self.ns2_stream is not None else {}),
        }


def _finite(value: int | None, what: str) -> int:
    """A limit that must be finite: validated as a field (its full path, reported with the
    scenario's other problems), not found at lowering where only "limit" could be named."""
    if value is None:
        raise ValueError(f"{what} needs a finite limit in packets")
    return value


class CoDel(Spec):
    """CoDel (RFC 8289): drops at dequeue once packets have waited more than ``target`` for at
    least ``interval``, the following drops ``interval/sqrt(count)`` apart; ``ecn`` marks
    ECN-capable packets instead. Defaults are the RFC's (5 ms, 100 ms) and Linux's limit of
    1000 packets (a tail-drop backstop)."""

    kind: Literal["codel"] = "codel"
    limit: QueueLimit = 1000
    target: PositiveDuration = 5_000_000
    interval: PositiveDuration = 100_000_000
    ecn: Flag = False

    @field_validator("limit")
    @classmethod
    def _finite_limit(cls, v: int | None) -> int:
        return _finite(v, "CoDel")

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "codel", "limit_pkts": _finite(self.limit, "CoDel"),
                "target_ns": self.target, "interval_ns": self.interval, "ecn": self.ecn}


class FqCoDel(Spec):
    """FQ-CoDel (RFC 8290): ``flows`` queues chosen by a hash of the flow with the fixed
    ``hash_seed``, served by deficit round robin with ``quantum`` bytes, each with its own
    CoDel (``target``, ``interval``, ``ecn``). Defaults are the RFC's (1024 queues, quantum
    1514 B, limit 10240 packets, 5 ms, 100 ms)."""

    kind: Literal["fq_codel"] = "fq_codel"
    limit: QueueLimit = 10240
    flows: Annotated[Int, Field(ge=1, le=65536)] = 1024
    quantum: PacketSize = 1514
    target: PositiveDuration = 5_000_000
    interval: PositiveDuration = 100_000_000
    hash_seed: Annotated[Int, Field(ge=0, lt=2**64)] = 0
    ecn: Flag = False

    @field_validator("limit")
    @classmethod
    def _finite_limit(cls, v: int | None) -> int:
        return _finite(v, "FQ-CoDel")

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "fq_codel", "limit_pkts": _finite(self.limit, "FQ-CoDel"),
                "flows": self.flows, "quantum_bytes": self.quantum, "target_ns": self.target,
                "interval_ns": self.interval, "hash_seed": self.hash_seed, "ecn": self.ecn}


class Pie(Spec):
    """PIE (RFC 8033): arrivals dropped (or, with ``ecn``, marked while the probability is at
    most ``mark_ecnth``) with a probability updated every ``t_update`` by
    alpha (delay - target) + beta (delay - previous delay). Defaults are the RFC's (target
    15 ms, t_update 15 ms, alpha 0.125, beta 1.25, max_burst 150 ms, mark_ecnth 0.1) and Linux's
    limit of 1000 packets."""

    kind: Literal["pie"] = "pie"
    limit: QueueLimit = 1000
    target: PositiveDuration = 15_000_000
    #: At least 1 us: the updates due run at each arrival, one by one (a 1 ns interval over a
    #: backlogged second is 10^9 of them inside one event, where no budget can stop the run).
    t_update: PositiveDuration = 15_000_000
    alpha: Annotated[Real, Field(gt=0)] = 0.125
    beta: Annotated[Real, Field(gt=0)] = 1.25
    max_burst: PositiveDuration = 150_000_000
    mark_ecnth: Probability = 0.1
    ecn: Flag = False

    @field_validator("limit")
    @classmethod
    def _finite_limit(cls, v: int | None) -> int:
        return _finite(v, "PIE")

    @field_validator("t_update")
    @classmethod
    def _t_update_at_least_1us(cls, v: int) -> int:
        if v < 1_000:
            raise ValueError(f"{format_duration(v)} is below the shortest update interval, 1us")
        return v

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "pie", "limit_pkts": _finite(self.limit, "PIE"), "target_ns": self.target,
                "t_update_ns": self.t_update, "alpha": self.alpha, "beta": self.beta,
                "max_burst_ns": self.max_burst, "mark_ecnth": self.mark_ecnth, "ecn": self.ecn}


#: ``{ kind = "droptail", limit = "25pkt" }`` or ``{ kind = "red", ... }``.
Queue = Annotated[DropTail | Red | CoDel | FqCoDel | Pie, Field(discriminator="kind")]


class Bernoulli(Spec):
    """Each packet lost on the wire with probability ``p`` (ns-2 ``ErrorModel``, unit pkt;
    REFERENCE.md 10.2). ``packets = "data"`` spares ACKs. ``kind = "per"`` (packet error rate)
    is the same model under another name, to state seed 004's "Bit Error Rate of 1%" as the 1%
    *packet* error rate it must mean (REFERENCE.md 10.2: a per-bit 1% loses every packet)."""

    kind: Literal["bernoulli", "per"] = "bernoulli"
    p: Probability
    packets: Literal["all", "data"] = "all"

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "bernoulli", "p": self.p, "packets": self.packets}


class Ber(Spec):
    """Independent bit errors: a packet of n bits is lost with probability 1-(1-ber)^n.
    Note REFERENCE.md 10.2: seed 004's "BER 1%" can only mean a 1% *packet* loss."""

    kind: Literal["ber"] = "ber"
    ber: Probability
    packets: Literal["all", "data"] = "all"

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "ber", "ber": self.ber, "packets": self.packets}


class SeqLoss(Spec):
    """Deterministic: the first transmission of each listed data sequence number (counted in
    packets from 0) of flow ``flow`` is lost on this link; for hand-built loss patterns such as
    several losses in one window (Reno vs NewReno), ns-2 ``ErrorModel/List`` in spirit."""

    kind: Literal["seqs"] = "seqs"
    flow: str
    seqs: list[Annotated[Int, Field(ge=0)]]

    def to_engine(self, flow_index: int) -> dict[str, Any]:
        return {"kind": "seqs", "flow": flow_index, "seqs": list(self.seqs)}


class ListLoss(Spec):
    """Deterministic, ns-2's ``ErrorModel/List`` (unit ``pkt``, placed after the link's delay):
    the listed packets (0 = the first) among all packets reaching the link's far end, data and
    ACKs alike, are lost. Unlike ``seqs`` it counts retransmissions too, so a drop pattern means
    the same in ccsim and in an ns-2 script (``ccsim validate ns2``)."""

    kind: Literal["list"] = "list"
    packets: Annotated[list[Annotated[Int, Field(ge=0)]], Field(min_length=1)]

    @model_validator(mode="after")
    def _increasing(self) -> ListLoss:
        if any(a >= b for a, b in zip(self.packets, self.packets[1:])):
            fail("packets", f"{self.packets} must be strictly increasing")
        return self

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "list", "packets": list(self.packets)}


#: ``{ kind = "bernoulli", p = 0.01 }`` (or ``"per"``), ``{ kind = "ber", ber = 1e-6 }``,
#: ``{ kind = "seqs", flow = "a", seqs = [20, 22] }`` or ``{ kind = "list", packets = [5, 9] }``.
Loss = Annotated[Bernoulli | Ber | SeqLoss | ListLoss, Field(discriminator="kind")]
