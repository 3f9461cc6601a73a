"""Output queues and wire-loss models of a link.

Queue defaults follow ns-2 (docs/reference/REFERENCE.md section 1.1 and 4): a DropTail queue holds 50
packets unless told otherwise (``Queue set limit_ 50``); RED uses the pre-2001 ns-2 thresholds
5/15 packets, ``q_weight_`` 0.002 and max_p 0.1 (Floyd's 1997 parameter note), in packet mode,
with ``wait_`` on. ``gentle`` is off, the engine's default: seed 004 describes non-gentle RED
(REFERENCE.md 4.4), although ns-2.35 turns gentle on by default.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from ccsim.errors import fail
from ccsim.schema.base import PacketLevel, PositiveSize, Probability, QueueLimit, Spec

__all__ = ["DropTail", "Red", "Queue", "Bernoulli", "Ber", "SeqLoss", "ListLoss", "Loss",
           "DEFAULT_QUEUE_PKTS"]

#: ns-2's default buffer (``Queue set limit_ 50``, REFERENCE.md 1.1).
DEFAULT_QUEUE_PKTS = 50


class DropTail(Spec):
    """Tail drop. ``limit`` counts packets in the link's system (waiting plus the one being
    sent), as ns-2's DropTail does; ``limit_bytes`` optionally caps the bytes as well."""

    kind: Literal["droptail"] = "droptail"
    limit: QueueLimit = DEFAULT_QUEUE_PKTS
    limit_bytes: PositiveSize | None = None

    def to_engine(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": "droptail"}
        if self.limit is not None:
            out["limit_pkts"] = self.limit
        if self.limit_bytes is not None:
            out["limit_bytes"] = self.limit_bytes
        return out


class Red(Spec):
    """Random Early Detection (Floyd & Jacobson 1993; ns-2 ``queue/red.cc``), packet mode.

    ``min_th``/``max_th`` are average-queue thresholds in packets, ``max_p`` the drop
    probability at ``max_th``, ``w_q`` the EWMA weight, ``gentle`` the ramp from max_p to 1
    between max_th and 2*max_th, ``wait`` ns-2's uniform inter-drop spacing (REFERENCE.md 4.2),
    ``mean_pkt`` the typical packet size used to age the average over idle periods.
    """

    kind: Literal["red"] = "red"
    limit: QueueLimit = DEFAULT_QUEUE_PKTS
    min_th: PacketLevel = 5.0
    max_th: PacketLevel = 15.0
    max_p: Probability = 0.1
    w_q: Annotated[float, Field(gt=0, le=1)] = 0.002
    gentle: bool = False
    wait: bool = True
    mean_pkt: PositiveSize = 500

    @model_validator(mode="after")
    def _thresholds(self) -> Red:
        if self.limit is None:
            fail("limit", "RED needs a finite physical limit in packets")
        if self.min_th > self.max_th:
            fail("min_th", f"{self.min_th:g} is greater than max_th ({self.max_th:g})")
        if self.min_th == self.max_th:
            fail("max_th", f"{self.max_th:g} must be greater than min_th ({self.min_th:g})")
        return self

    def to_engine(self) -> dict[str, Any]:
        return {
            "kind": "red",
            "limit_pkts": self.limit,
            "min_th": self.min_th,
            "max_th": self.max_th,
            "max_p": self.max_p,
            "w_q": self.w_q,
            "gentle": self.gentle,
            "wait": self.wait,
            "mean_pkt_bytes": self.mean_pkt,
        }


#: ``{ kind = "droptail", limit = "25pkt" }`` or ``{ kind = "red", ... }``.
Queue = Annotated[DropTail | Red, Field(discriminator="kind")]


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
    seqs: list[Annotated[int, Field(ge=0)]]

    def to_engine(self, flow_index: int) -> dict[str, Any]:
        return {"kind": "seqs", "flow": flow_index, "seqs": list(self.seqs)}


class ListLoss(Spec):
    """Deterministic, ns-2's ``ErrorModel/List`` (unit ``pkt``, placed after the link's delay):
    the listed packets (0 = the first) among all packets reaching the link's far end, data and
    ACKs alike, are lost. Unlike ``seqs`` it counts retransmissions too, so a drop pattern means
    the same in ccsim and in an ns-2 script (``ccsim validate ns2``)."""

    kind: Literal["list"] = "list"
    packets: Annotated[list[Annotated[int, Field(ge=0)]], Field(min_length=1)]

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
