"""Flows as a scenario writes them: who sends, over which path, when, how much, with what.

A flow entry can stand for ``count`` identical flows (``name.0``, ``name.1``, ...). Its start is
a time or ``{ uniform = ["0s", "5s"] }``, drawn per flow from the scenario seed (see
``ccsim.lowering.flows``). On a dumbbell or parking lot the flow's ``rtt`` is its round-trip
*propagation* delay; ``rtt = { range = ["80ms", "120ms"] }`` spreads the copies as seed 000
does (RTT_i = 80 + i*(120-80)/N ms, i = 0..N-1) and a list gives one value per copy.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Discriminator, Field, Tag, model_validator

from ccsim.errors import fail
from ccsim.schema.apps import TCP_ONLY_APPS, App, Bulk
from ccsim.schema.base import Duration, Flag, Int, PacketSize, PositiveDuration, Rate, Real, Spec
from ccsim.schema.tcp import TcpOptions
from ccsim.schema.tfrcp import TfrcpOptions
from ccsim.units import describe, format_duration, parse_rate

#: The most flows one scenario may expand to (a bound on what lowering builds: beyond it a typo
#: such as ``count = 1000000000`` would exhaust the machine before any budget applies).
MAX_FLOWS = 100_000

__all__ = [
    "MAX_FLOWS",
    "UniformStart",
    "RttRange",
    "Cbr",
    "Poisson",
    "ParetoOnOff",
    "Flow",
]


def _shape(value: Any) -> str:
    """Callable discriminator: which form of a value-or-table field the user wrote. The
    ``~`` marks these tags so error paths can leave them out."""
    if isinstance(value, dict):
        return "~table"
    if isinstance(value, (list, tuple)):
        return "~list"
    if isinstance(value, (UniformStart, RttRange)):
        return "~table"
    return "~value"


class UniformStart(Spec):
    """A start time drawn uniformly from [lo, hi] (ns resolution), per flow, from the seed."""

    uniform: tuple[Duration, Duration]

    @model_validator(mode="after")
    def _ordered(self) -> UniformStart:
        lo, hi = self.uniform
        if lo > hi:
            fail("uniform", f"{format_duration(lo)} is after {format_duration(hi)}")
        return self


class RttRange(Spec):
    """Copies of a flow get RTT_i = lo + i*(hi - lo)/count, i = 0..count-1 (seed 000 §V.C)."""

    range: tuple[Duration, Duration]

    @model_validator(mode="after")
    def _ordered(self) -> RttRange:
        lo, hi = self.range
        if lo > hi:
            fail("range", f"{format_duration(lo)} is after {format_duration(hi)}")
        return self


StartTime = Annotated[
    Annotated[Duration, Tag("~value")] | Annotated[UniformStart, Tag("~table")],
    Discriminator(_shape),
]
Rtt = Annotated[
    Annotated[Duration, Tag("~value")]
    | Annotated[RttRange, Tag("~table")]
    | Annotated[list[Duration], Tag("~list")],
    Discriminator(_shape),
]


class Cbr(Spec):
    """Constant bit rate: packets of ``size`` every size*8/rate seconds."""

    kind: Literal["cbr"] = "cbr"
    rate: Rate
    size: PacketSize = 1000


class Poisson(Spec):
    """Poisson arrivals. ``rate`` in packets per second (``800`` or ``"800pps"``) or as a mean
    bit rate (``"2Mbps"``, converted with ``size``). ``exponential_sizes`` draws sizes from an
    exponential distribution with mean ``size`` (M/M/1 checks)."""

    kind: Literal["poisson"] = "poisson"
    rate: Real | str
    size: PacketSize = 1000
    exponential_sizes: Flag = False

    @model_validator(mode="after")
    def _rate(self) -> Poisson:
        self.rate_pps()
        return self

    def rate_pps(self) -> float:
        value = self.rate
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            pps = float(value)
        elif isinstance(value, str) and value.strip().endswith("pps"):
            try:
                pps = float(value.strip()[:-3])
            except ValueError:
                fail("rate", f'{describe(value)} is not a packet rate such as "800pps"')
        else:
            try:
                pps = parse_rate(value) / (8 * self.size)
            except ValueError as exc:
                fail("rate", f'{exc} (or give packets per second, e.g. "800pps")')
        if not pps > 0 or pps == float("inf"):
            fail("rate", f"{describe(value)} must be a positive rate")
        return pps


class ParetoOnOff(Spec):
    """Pareto ON/OFF source as ns-2 ``Application/Traffic/Pareto`` (REFERENCE.md 10.1); the
    defaults are ns-2's: 500 ms mean ON, 500 ms mean OFF, 64 kb/s while ON, shape 1.5, 210 B."""

    kind: Literal["pareto_on_off"] = "pareto_on_off"
    rate: Rate = 64_000
    size: PacketSize = 210
    mean_on: PositiveDuration = 500_000_000
    mean_off: PositiveDuration = 500_000_000
    shape: Annotated[Real, Field(gt=1)] = 1.5


Udp = Annotated[Cbr | Poisson | ParetoOnOff, Field(discriminator="kind")]


def _span(value: Any) -> Any:
    return [value, value] if isinstance(value, int) and not isinstance(value, bool) else value


#: Parking lot: the first and last bottleneck link a flow crosses (``2`` means ``[2, 2]``).
HopSpan = Annotated[
    tuple[Annotated[Int, Field(ge=0)], Annotated[Int, Field(ge=0)]], BeforeValidator(_span)
]


class Flow(Spec):
    """One flow entry. Which path fields apply depends on the topology: ``rtt`` (dumbbell,
    parking lot, the named chains), ``hops`` (parking lot, named chains), ``route`` (a named
    chain's route, e.g. ``"cross"``), ``src``/``dst`` (graph, abilene)."""

    name: str | None = None
    count: Annotated[Int, Field(ge=1, le=MAX_FLOWS)] = 1
    protocol: Literal["tcp", "udp", "tfrcp"] | None = None
    rtt: Rtt | None = None
    hops: HopSpan | None = None
    route: str | None = None
    src: str | None = None
    dst: str | None = None
    start: StartTime = 0
    stop: Duration | None = None
    app: App = Field(default_factory=Bulk)  # a factory: pydantic deep-copies a model default
    tcp: TcpOptions | None = None
    udp: Udp | None = None
    tfrcp: TfrcpOptions | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Flow:
        if self.name is not None and not self.name.strip():
            fail("name", "must not be empty")
        if self.protocol == "udp" and self.udp is None:
            fail("udp", 'required when protocol = "udp" (e.g. { kind = "cbr", rate = "1Mbps" })')
        if self.protocol == "tcp" and self.udp is not None:
            fail("udp", 'a flow with protocol = "tcp" cannot have a udp source')
        if self.tcp is not None and self.udp is not None:
            fail("tcp", "a flow is either TCP or UDP; remove tcp or udp")
        if self.tfrcp is not None and (self.tcp is not None or self.udp is not None):
            fail("tfrcp", "a TFRCP flow has no tcp or udp settings; remove them")
        if self.protocol == "tfrcp" and (self.tcp is not None or self.udp is not None):
            fail("protocol", 'a flow with protocol = "tfrcp" takes a tfrcp table, not tcp or udp')
        if self.tfrcp is not None and self.protocol not in (None, "tfrcp"):
            fail("tfrcp", f'given, but protocol = "{self.protocol}"')
        if self.app.kind in TCP_ONLY_APPS and self.transport != "tcp":
            fail("app.kind", f'"{self.app.kind}" opens TCP connections; this flow is '
                             f"{self.transport.upper()}")
        if self.hops is not None and self.hops[0] > self.hops[1]:
            fail("hops", f"first hop {self.hops[0]} is after last hop {self.hops[1]}")
        if isinstance(self.rtt, list) and len(self.rtt) != self.count:
            fail("rtt", f"has {len(self.rtt)} values but count = {self.count}")
        if self.stop is not None:
            latest = self.start.uniform[1] if isinstance(self.start, UniformStart) else self.start
            if self.stop < latest:
                fail("stop", "is before the start")
        return self

    @property
    def transport(self) -> str:
        """``"udp"`` when a UDP source is given (or protocol says so), ``"tfrcp"`` when TFRCP
        settings are given (or protocol says so), else ``"tcp"``."""
        if self.udp is not None or self.protocol == "udp":
            return "udp"
        if self.tfrcp is not None or self.protocol == "tfrcp":
            return "tfrcp"
        return "tcp"
