"""What a flow's application offers: always data, one transfer, or a stream of transfers.

``closed_loop`` and ``poisson_transfers`` run each transfer as a *new* TCP connection (slow
start from the initial window, no RTT estimate carried over); every transfer becomes a row of
the ``transfers`` results table. They model seed 000's web-like workload (Section VI.B: "as soon
as any flow finishes, a new flow initiates transfers") and seed 003's medium-duration FTP
background (Poisson arrivals of finite transfers).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, model_validator

from ccsim.errors import fail
from ccsim.schema.base import Int, PositiveDuration, Real, Spec

__all__ = ["Bulk", "Finite", "ClosedLoop", "PoissonTransfers", "App", "TCP_ONLY_APPS", "MAX_CONCURRENT",
           "MAX_TRANSFER_PACKETS"]

#: Apps that open TCP connections and therefore need a TCP flow.
TCP_ONLY_APPS = ("closed_loop", "poisson_transfers")


#: The most data packets one transfer may hold (2^40, about 1.1e12: a petabyte of 1000 B packets,
#: more than any run can send). The engine numbers a flow's packets in one signed 64-bit range
#: shared by all its transfers; ``packets`` at 2^63 wrapped to a negative count and sent nothing,
#: and above 2^64 - 1 it was refused only by the engine's JSON reader. This bound keeps every
#: transfer a closed loop or a Poisson process can open within that range.
MAX_TRANSFER_PACKETS = 2**40


def _transfer_packets(value: Any) -> Any:
    """A transfer's size, refused by name above :data:`MAX_TRANSFER_PACKETS` (any larger
    integer, however large, gets the same message)."""
    if isinstance(value, int) and not isinstance(value, bool) and value > MAX_TRANSFER_PACKETS:
        raise ValueError(f"{value} is too large: a transfer holds at most "
                         f"{MAX_TRANSFER_PACKETS} packets (2^40)")
    if isinstance(value, float) and value > MAX_TRANSFER_PACKETS:  # 1e35 read from JSON
        raise ValueError(f"{value!r} is too large: a transfer holds at most "
                         f"{MAX_TRANSFER_PACKETS} packets (2^40)")
    return value


#: A transfer's data packets: a whole number from 1 to :data:`MAX_TRANSFER_PACKETS`.
TransferPackets = Annotated[int, BeforeValidator(_transfer_packets),
                            Field(ge=1, le=MAX_TRANSFER_PACKETS)]


class Bulk(Spec):
    """Always has data to send (ns-2 FTP)."""

    kind: Literal["bulk"] = "bulk"

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "bulk"}


class Finite(Spec):
    """One transfer of ``packets`` data packets; its completion time is recorded."""

    kind: Literal["finite"] = "finite"
    packets: TransferPackets

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "finite", "packets": self.packets}


#: The most transfers a closed loop keeps in progress at once: all open in one event at the start,
#: each a connection, so beyond this a typo such as ``concurrent = 1000000000`` would exhaust the
#: machine (as ``flows.MAX_FLOWS`` bounds flows).
MAX_CONCURRENT = 100_000


class ClosedLoop(Spec):
    """``concurrent`` transfers of ``packets`` each always in progress on the flow's path; when
    one is fully acknowledged the next starts at once as a new connection."""

    kind: Literal["closed_loop"] = "closed_loop"
    packets: TransferPackets
    concurrent: Annotated[Int, Field(ge=1, le=MAX_CONCURRENT)] = 1

    def to_engine(self) -> dict[str, Any]:
        return {"kind": "closed_loop", "packets": self.packets, "concurrent": self.concurrent}


class PoissonTransfers(Spec):
    """Transfers arriving as a Poisson process, sizes uniform on [min_packets, max_packets].
    Give ``rate_per_s`` (arrivals per second) or ``mean_active`` (the rate is adapted so that
    this many are active on average, by Little's law: rate = mean_active / W, W the time spent
    in progress so far per transfer started, with one prior transfer of ``initial_duration``)."""

    kind: Literal["poisson_transfers"] = "poisson_transfers"
    min_packets: TransferPackets
    max_packets: TransferPackets
    rate_per_s: Annotated[Real, Field(gt=0)] | None = None
    mean_active: Annotated[Real, Field(gt=0)] | None = None
    initial_duration: PositiveDuration = 1_000_000_000

    @model_validator(mode="after")
    def _consistent(self) -> PoissonTransfers:
        if self.max_packets < self.min_packets:
            fail("max_packets", f"{self.max_packets} is below min_packets ({self.min_packets})")
        if (self.rate_per_s is None) == (self.mean_active is None):
            fail("rate_per_s", "give exactly one of rate_per_s and mean_active")
        return self

    def to_engine(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": "poisson_transfers", "min_packets": self.min_packets,
                               "max_packets": self.max_packets,
                               "initial_duration_ns": self.initial_duration}
        if self.rate_per_s is not None:
            out["rate_per_s"] = self.rate_per_s
        if self.mean_active is not None:
            out["mean_active"] = self.mean_active
        return out


def _app_name(value: Any) -> Any:
    return {"kind": value} if isinstance(value, str) else value


#: ``"bulk"``, ``{ kind = "finite", packets = N }``, ``{ kind = "closed_loop", ... }`` or
#: ``{ kind = "poisson_transfers", ... }``.
App = Annotated[
    Bulk | Finite | ClosedLoop | PoissonTransfers,
    Field(discriminator="kind"),
    BeforeValidator(_app_name),
]
