"""TFRCP settings as a scenario writes them (``protocol = "tfrcp"``, ``tfrcp = { ... }``).

TFRCP is seed 003's TCP-friendly rate-based sender (Padhye, Kurose, Towsley, Koodli, NOSSDAV'99;
REFERENCE.md 7; engine ``crates/ccsim-engine/src/transport/tfrcp``): it works in rounds of length
M, sends evenly at the round's rate, and at each round's end doubles the rate if nothing was lost
or sets it to the PFTK rate f(W_max, R, p_i, B) for the round's loss fraction p_i.

``rounds`` is the recomputation strategy: ``{ kind = "fixed", m = "2s" }`` (S1; a bare duration
``rounds = "2s"`` means the same), ``{ kind = "rtt_multiple", k = 10 }`` (S2: M = K x RTT), or
``{ kind = "uniform", c = "0.3s", d = "5.4s" }`` (S3: M = c + U[0, d]). Defaults for what the seed
lost: r0 = 10 packets/s, M = 2 s (the smallest value of the surviving S1 legend), an 8-bit ACK
vector (issue 3's wording; 7 bits fits the seed's "each packet is ACKd eight times" as well),
TCP's RTT estimator and RTO defaults (REFERENCE.md 1.1).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from ccsim.schema.base import (Duration, HeaderSize, Int, Packets, PacketSize, PositiveDuration,
                               Real, Spec)
from ccsim.units import format_duration

__all__ = ["FixedRounds", "RttRounds", "UniformRounds", "Rounds", "TfrcpOptions"]


class FixedRounds(Spec):
    """S1: every round lasts ``m``."""

    kind: Literal["fixed"] = "fixed"
    m: PositiveDuration = 2_000_000_000

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "fixed", "m_ns": self.m}

    def label(self) -> str:
        return f"S1(M={format_duration(self.m)})"


class RttRounds(Spec):
    """S2: a round lasts ``k`` times the RTT estimate at its start."""

    kind: Literal["rtt_multiple"] = "rtt_multiple"
    k: Annotated[Real, Field(gt=0)]

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "rtt_multiple", "k": self.k}

    def label(self) -> str:
        return f"S2(K={self.k:g})"


class UniformRounds(Spec):
    """S3: a round lasts ``c`` + U[0, ``d``], drawn at its start."""

    kind: Literal["uniform"] = "uniform"
    c: Duration
    d: Duration

    @model_validator(mode="after")
    def _positive(self) -> UniformRounds:
        if self.c == 0 and self.d == 0:
            raise ValueError("c + U[0, d] must be able to exceed 0")
        return self

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "uniform", "c_ns": self.c, "d_ns": self.d}

    def label(self) -> str:
        return f"S3({format_duration(self.c)}+U[0,{format_duration(self.d)}])"


def _rounds(value: Any) -> Any:
    if isinstance(value, dict) or isinstance(value, (FixedRounds, RttRounds, UniformRounds)):
        return value
    return {"kind": "fixed", "m": value}


Rounds = Annotated[
    FixedRounds | RttRounds | UniformRounds,
    Field(discriminator="kind"),
]


class TfrcpOptions(Spec):
    """A TFRCP flow's settings; every field has a default (see the module docstring)."""

    mss: PacketSize = 1000
    header: HeaderSize = 40
    ack_size: PacketSize = 40
    #: r0, packets per second.
    initial_rate: Annotated[Real, Field(gt=0)] = 10.0
    rounds: Rounds = Field(default_factory=FixedRounds)
    #: W_max of f: the receiver's declared window, packets (also caps a doubled rate at W_max/R).
    wmax: Annotated[Packets, Field(ge=1)] = 1_000_000
    #: b of f: packets per ACK (1: every packet is ACKed).
    b: Annotated[Real, Field(ge=1)] = 1.0
    ack_bits: Annotated[Int, Field(ge=1, le=32)] = 8
    tick: Duration = 10_000_000
    min_rto: Duration = 200_000_000
    max_rto: PositiveDuration = 60_000_000_000
    initial_rto: PositiveDuration = 3_000_000_000
    #: R before the first RTT sample.
    initial_rtt: PositiveDuration = 100_000_000
    #: Random delay U[0, overhead] before each packet (seed 003's processing overhead).
    overhead: Duration = 0

    @model_validator(mode="before")
    @classmethod
    def _rounds_shorthand(cls, data: Any) -> Any:
        if isinstance(data, dict) and "rounds" in data:
            data = {**data, "rounds": _rounds(data["rounds"])}
        return data

    @model_validator(mode="after")
    def _rto(self) -> TfrcpOptions:
        if self.min_rto > self.max_rto:
            raise ValueError(
                f"min_rto ({format_duration(self.min_rto)}) exceeds max_rto "
                f"({format_duration(self.max_rto)})")
        return self

    def to_engine(self) -> dict[str, Any]:
        """The ``transport`` object of the engine's ``FlowSpec`` (``kind = "tfrcp"``)."""
        return {
            "kind": "tfrcp",
            "mss_bytes": self.mss,
            "header_bytes": self.header,
            "ack_bytes": self.ack_size,
            "initial_rate_pps": float(self.initial_rate),
            "rounds": self.rounds.to_engine(),
            "wmax_pkts": float(self.wmax),
            "pftk_b": float(self.b),
            "ack_bits": self.ack_bits,
            "tick_ns": self.tick,
            "min_rto_ns": self.min_rto,
            "max_rto_ns": self.max_rto,
            "initial_rto_ns": self.initial_rto,
            "initial_rtt_ns": self.initial_rtt,
            "overhead_ns": self.overhead,
        }

    def label(self) -> str:
        """``tfrcp/S1(M=2s)``, ``tfrcp/S2(K=10)``, ``tfrcp/S3(300ms+U[0,5.4s])``."""
        return f"tfrcp/{self.rounds.label()}"
