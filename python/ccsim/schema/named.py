"""The papers' own topologies, by name, with the papers' values as defaults (issue 3, "Links and
topologies"). Each is a ``topology.kind``; ``ccsim.lowering.named`` builds them.

Chains (routers in a line, a flow enters at one router and leaves after the last bottleneck it
crosses; ``hops = [first, last]`` as for the parking lot, or a named ``route``). A flow's ``rtt``
is its round-trip propagation delay and defaults to the paper's value for its route; its access
links absorb what the chain's links do not provide.

* ``two_bottleneck``: seed 000 Fig. 9 / Table V (REFERENCE.md 8). Two 1 Mb/s, 20 ms bottlenecks
  (``bottleneck1`` r0->r1, ``bottleneck2`` r1->r2), every other link 4 Mb/s. Routes: ``long``
  (both bottlenecks, S1/S2, 120 ms), ``short1`` (the first only, S3, 60 ms) and ``short2`` (the
  second only, S4, 60 ms). "End-to-end propagation delay" is read as round trip, as for the
  paper's §V default (EXPERIMENTS rtcp paper-wide INFERRED); the buffer (unstated) is 25
  packets, the paper's default elsewhere.
* ``phase_single``: seed 000 Fig. 13, after Floyd & Jacobson 1992 as re-created in ns-2's
  ``test-suite-simple.tcl`` (REFERENCE.md 8): sources on 8 Mb/s feeders into gateway r1, an
  800 kb/s bottleneck to the sink k1, 1000 B packets. The seed gives only "buffer 15 packets,
  slightly more than one bandwidth-delay product (13 packets)"; Floyd's 100 ms bottleneck delay
  would make the BDP 21 packets, so the bottleneck delay here is **60 ms**: with a 5 ms feeder (as
  Floyd's) the RTT is 130 ms and the BDP 800 kb/s x 130 ms / 8000 bit = 13 packets. A flow's RTT
  is varied, as the paper does, by the delay between its source and the gateway: all access
  delay sits on the source side and flows end at k1.
* ``phase_multi``: seed 000 Fig. 15 (all values unstated, REFERENCE.md 8). Two 800 kb/s, 30 ms
  bottlenecks in a line (r1->r2, r2->k1), buffers 15; ``long`` flows (sources 1 and 2) cross
  both, a ``short`` flow (source 3) only the second, where its share of losses is measured.
  Every route defaults to a 130 ms RTT (BDP 13 packets at either bottleneck), the access delay
  again on the source side.
* ``main_cross``: seed 004 Fig. 3 (values unstated): main traffic enters R1, whose output link
  R1->R2 is meant as its first bottleneck and where it is aggregated, crosses R2->R3 and meets
  the cross traffic at R3, whose output R3->R4 is the second bottleneck; cross traffic connects
  to R3 directly. Defaults from seed 004's single-bottleneck setup: 10 Mb/s everywhere (bw_src =
  bw_dst = bw_bottleneck), DropTail 100 packets, RTT 70 ms for both routes; 10 ms per bottleneck
  and 5 ms on R2->R3. Routes ``main`` and ``cross``. With these defaults and no random send
  overhead R3->R4 is the only bottleneck: the cross traffic wins R3's queue and R1->R2 stays
  9-29% busy (docs/reproductions/aimd-fig9-multibn-red-homog.md, Notes).

``abilene``: seeds 001/002 Table I (REFERENCE.md 9): 11 nodes n0..n10, 14 duplex links with the
listed delays, 45 Mb/s on n2-n6 and 155 Mb/s elsewhere, DropTail everywhere, and ns-2's static
routing (fewest hops; the seeds ran stock ns-2 with "fixed routing"); ``routing = "delay"``
routes along the shortest propagation delay instead. Flows give ``src`` and ``dst`` node names; a
flow that gives neither is placed (the seeds do not say where their flows ran) on the node pairs
whose route carries their data over n2->n6, in turn: :data:`ABILENE_BOTTLENECK_PAIRS` (or
:data:`ABILENE_DELAY_BOTTLENECK_PAIRS` under delay routing).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from ccsim.schema.base import Duration, Rate, Spec
from ccsim.schema.queues import DropTail, Queue
from ccsim.schema.topology import Access, LinkOptions

__all__ = ["TwoBottleneck", "PhaseSingle", "PhaseMulti", "MainCross", "Abilene",
           "ABILENE_DELAYS_MS", "ABILENE_BOTTLENECK", "ABILENE_BOTTLENECK_PAIRS",
           "ABILENE_DELAY_BOTTLENECK_PAIRS", "NAMED_KINDS"]

MS = 1_000_000


def _merged(default: dict[str, Any], given: dict[str, Any]) -> dict[str, Any]:
    """``given`` over ``default``, field by field and into nested tables, so a scenario may
    change one field of a link the paper sets (``access.queue.limit``) and keep the rest: a
    table naming another ``kind`` (a RED queue for a DropTail one) replaces the default's, and
    a rate given (``speedup`` or ``bandwidth``) replaces the default's rate."""
    if "kind" in given and given["kind"] != default.get("kind"):
        return dict(given)
    out = dict(default)
    if {"speedup", "bandwidth"} & given.keys():
        out.pop("speedup", None)
        out.pop("bandwidth", None)
    for key, value in given.items():
        base = out.get(key)
        out[key] = (_merged(base, value) if isinstance(base, dict) and isinstance(value, dict)
                    else value)
    return out


class _PaperLinks(Spec):
    """A named topology whose links have the paper's values as defaults: a table given for one
    of them (``bottleneck``, ``access``, ...) changes only the fields it names (``_merged``)."""

    @model_validator(mode="before")
    @classmethod
    def _over_the_papers(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        out = dict(data)
        for name, field in cls.model_fields.items():
            given = data.get(name)
            if isinstance(given, dict) and field.default_factory is not None:
                default = field.default_factory()  # type: ignore[call-arg]
                if isinstance(default, Spec):
                    out[name] = _merged(default.plain(), given)
        return out


def _link(bps: int, delay_ms: float, limit: int) -> LinkOptions:
    return LinkOptions.model_validate(
        {"bandwidth": bps, "delay": f"{delay_ms}ms", "queue": DropTail(limit=limit)})


class TwoBottleneck(_PaperLinks):
    """Seed 000 Fig. 9: two 1 Mb/s, 20 ms bottlenecks; long flows 120 ms, short flows 60 ms."""

    kind: Literal["two_bottleneck"] = "two_bottleneck"
    bottleneck: LinkOptions = Field(default_factory=lambda: _link(1_000_000, 20, 25))
    access: Access = Field(default_factory=lambda: Access(bandwidth=4_000_000))
    long_rtt: Duration = 120 * MS
    short_rtt: Duration = 60 * MS


class PhaseSingle(_PaperLinks):
    """Seed 000 Fig. 13: 8 Mb/s feeders, an 800 kb/s 60 ms bottleneck with 15 buffers, RTT
    130 ms (BDP 13 packets of 1000 B) unless a flow sets its own."""

    kind: Literal["phase_single"] = "phase_single"
    bottleneck: LinkOptions = Field(default_factory=lambda: _link(800_000, 60, 15))
    access: Access = Field(default_factory=lambda: Access(bandwidth=8_000_000))
    rtt: Duration = 130 * MS


class PhaseMulti(_PaperLinks):
    """Seed 000 Fig. 15: two 800 kb/s 30 ms bottlenecks with 15 buffers; every route 130 ms."""

    kind: Literal["phase_multi"] = "phase_multi"
    bottleneck: LinkOptions = Field(default_factory=lambda: _link(800_000, 30, 15))
    access: Access = Field(default_factory=lambda: Access(bandwidth=8_000_000))
    rtt: Duration = 130 * MS


class MainCross(_PaperLinks):
    """Seed 004 Fig. 3: R1->R2 (main traffic's bottleneck), R2->R3, R3->R4 (shared with the
    cross traffic); 10 Mb/s, DropTail 100 packets, RTT 70 ms."""

    kind: Literal["main_cross"] = "main_cross"
    bottleneck1: LinkOptions = Field(default_factory=lambda: _link(10_000_000, 10, 100))
    core: LinkOptions = Field(default_factory=lambda: _link(10_000_000, 5, 100))
    bottleneck2: LinkOptions = Field(default_factory=lambda: _link(10_000_000, 10, 100))
    access: Access = Field(default_factory=lambda: Access(speedup=1.0))
    rtt: Duration = 70 * MS


#: Seeds 001/002 Table I: one-way propagation delay (ms) of each duplex link.
ABILENE_DELAYS_MS: dict[tuple[int, int], float] = {
    (0, 1): 31.624, (0, 3): 7.772, (1, 2): 19.756, (1, 5): 15.504, (2, 6): 10.950,
    (2, 7): 15.938, (7, 10): 4.412, (3, 4): 25.010, (3, 8): 16.852, (4, 8): 25.608,
    (4, 5): 10.674, (5, 6): 9.340, (6, 9): 3.990, (9, 10): 20.464,
}
#: The 45 Mb/s bottleneck of seeds 001/002.
ABILENE_BOTTLENECK = (2, 6)
#: (src, dst) pairs whose route under ns-2's static routing (fewest hops, the default) sends
#: data over n2->n6, in the order default placement uses them (checked by the tests against
#: ns-2.35's own routes).
ABILENE_BOTTLENECK_PAIRS: list[tuple[int, int]] = [
    (0, 6), (0, 9), (1, 6), (1, 9), (2, 6), (2, 9), (7, 6),
]
#: The same under ``routing = "delay"`` (shortest propagation delay).
ABILENE_DELAY_BOTTLENECK_PAIRS: list[tuple[int, int]] = [
    (2, 3), (2, 4), (2, 5), (2, 6), (2, 8), (2, 9), (7, 3), (7, 4), (7, 5), (7, 6), (7, 8),
]


class Abilene(Spec):
    """Seeds 001/002 Table I: the 11-node, 14-link Abilene graph. ``queue`` applies to every
    link in both directions (the seeds sweep "the queue size of channels");
    ``bottleneck_queue`` overrides it on n2-n6."""

    kind: Literal["abilene"] = "abilene"
    bottleneck_bandwidth: Rate = 45_000_000
    bandwidth: Rate = 155_000_000
    queue: Queue = Field(default_factory=DropTail)
    bottleneck_queue: Queue | None = None
    #: ns-2's static routing by default, as the seeds ran it ("fixed routing" in stock ns-2);
    #: "delay" routes along the shortest propagation delay instead.
    routing: Literal["delay", "hops"] = "hops"


#: Route names of each chain, as (first hop, last hop).
ROUTES: dict[str, dict[str, tuple[int, int]]] = {
    "two_bottleneck": {"long": (0, 1), "short1": (0, 0), "short2": (1, 1)},
    "phase_single": {},
    "phase_multi": {"long": (0, 1), "short": (1, 1)},
    "main_cross": {"main": (0, 2), "cross": (2, 2)},
}

NAMED_KINDS = ("two_bottleneck", "phase_single", "phase_multi", "main_cross", "abilene")

NamedTopology = Annotated[
    TwoBottleneck | PhaseSingle | PhaseMulti | MainCross | Abilene, Field(discriminator="kind")
]
