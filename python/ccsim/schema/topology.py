"""Named topologies: dumbbell, parking lot (chain of bottlenecks), and any graph.

Dumbbell and parking lot give every flow its own access links (both directions) so flows can
have different RTTs, as the Randomized TCP paper's 80-120 ms spread needs (issue 2, item 2).
Access links run at ``speedup`` x the bottleneck (seed 000 §IV: 4x, the default) or at an
explicit ``bandwidth``; their queues default to a generous 1000-packet DropTail so that, unless
asked for, every loss happens at a bottleneck (the papers place all contention there).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from ccsim.errors import Problem, fail
from ccsim.schema.base import Duration, Flag, Int, Rate, Real, Spec
from ccsim.schema.queues import DropTail, Loss, Queue

__all__ = ["LinkOptions", "Access", "Dumbbell", "ParkingLot", "Edge", "Graph", "Topology",
           "ACCESS_QUEUE_PKTS", "DEFAULT_SPEEDUP", "MAX_HOPS"]

#: Access-link buffer: large enough never to be the bottleneck in the papers' setups.
ACCESS_QUEUE_PKTS = 1000
#: Seed 000 §IV: "access links run at 4x the bottleneck rate".
DEFAULT_SPEEDUP = 4.0


class LinkOptions(Spec):
    """A bottleneck link: rate, one-way propagation delay, output queue, optional wire loss.
    The reverse direction (for ACKs) gets the same rate, delay and queue, as an ns-2
    ``duplex-link`` would; the loss model applies to the forward direction only."""

    bandwidth: Rate
    delay: Duration
    queue: Queue = Field(default_factory=DropTail)
    loss: Loss | None = None


class Access(Spec):
    """Per-flow access links (host <-> router). ``sink_loss`` puts a wire-loss model on every
    flow's sink access link in the data direction (router -> sink host), as seed 004's
    heterogeneous runs insert error models "into the access links at the sink nodes"."""

    speedup: Annotated[Real, Field(gt=0)] | None = None
    bandwidth: Rate | None = None
    queue: Queue = Field(default_factory=lambda: DropTail(limit=ACCESS_QUEUE_PKTS))
    sink_loss: Loss | None = None

    @model_validator(mode="after")
    def _one_rate(self) -> Access:
        if self.speedup is not None and self.bandwidth is not None:
            fail("bandwidth", "give either speedup or bandwidth, not both")
        return self


class Dumbbell(Spec):
    """Sources -> r1 -> bottleneck -> r2 -> sinks, one access link pair per host."""

    kind: Literal["dumbbell"] = "dumbbell"
    bottleneck: LinkOptions
    access: Access = Field(default_factory=Access)


#: The most bottleneck links a parking lot may have: lowering builds each (a router, two links and
#: their routes), so beyond this a typo such as ``hops = 10000000`` would exhaust the machine
#: before any budget applies (as ``flows.MAX_FLOWS`` bounds flows).
MAX_HOPS = 10_000


class ParkingLot(Spec):
    """Routers r0 .. rN joined by ``hops`` = N bottleneck links (``bottleneck0`` is r0->r1).
    A flow with ``hops = [i, j]`` enters at r_i and leaves at r_(j+1); by default it crosses
    every hop (a "long" flow)."""

    kind: Literal["parking_lot"] = "parking_lot"
    hops: Annotated[Int, Field(ge=1, le=MAX_HOPS)]
    bottleneck: LinkOptions
    access: Access = Field(default_factory=Access)


class Edge(Spec):
    """A link between two named nodes, both directions unless ``directed``. Its name (default
    ``"a-b"``) names the forward link; the reverse is ``"b-a"`` (or ``name + "_reverse"``)."""

    from_: str = Field(alias="from")
    to: str
    bandwidth: Rate
    delay: Duration
    queue: Queue = Field(default_factory=DropTail)
    loss: Loss | None = None
    directed: Flag = False
    name: str | None = None


class Graph(Spec):
    """Any network: named nodes and edges. Flows give ``src`` and ``dst`` node names; the
    engine routes statically (``ccsim.lowering.routes``): by default along the shortest
    propagation delay; ``routing = "hops"`` is ns-2's static routing (fewest hops, ties through
    the node listed first in ``nodes``, ns-2's node order)."""

    kind: Literal["graph"] = "graph"
    nodes: Annotated[list[str], Field(min_length=2)]
    edges: Annotated[list[Edge], Field(min_length=1)]
    routing: Literal["delay", "hops"] = "delay"

    @model_validator(mode="after")
    def _known_nodes(self) -> Graph:
        problems: list[Problem] = []
        seen: dict[str, int] = {}
        for i, node in enumerate(self.nodes):
            if node in seen:
                problems.append((f"nodes[{i}]", f'"{node}" is already nodes[{seen[node]}]'))
            seen.setdefault(node, i)
        for i, edge in enumerate(self.edges):
            for key, node in (("from", edge.from_), ("to", edge.to)):
                if node not in seen:
                    problems.append((f"edges[{i}].{key}", f'"{node}" is not a node ({_list(self.nodes)})'))
            if edge.from_ == edge.to:
                problems.append((f"edges[{i}].to", "an edge cannot join a node to itself"))
        if problems:
            fail(problems)
        return self


def _list(names: list[str], most: int = 12) -> str:
    shown = ", ".join(names[:most])
    return f"nodes: {shown}" + (f", ... ({len(names)} in all)" if len(names) > most else "")


Topology = Annotated[Dumbbell | ParkingLot | Graph, Field(discriminator="kind")]
