"""Lowering of the papers' named topologies (``ccsim.schema.named``): the chains through
:func:`ccsim.lowering.chain.build_chain`, Abilene through the graph builder with the default
flow placement on the pairs that cross its n2->n6 bottleneck."""

from __future__ import annotations

from dataclasses import replace

from ccsim.errors import Problem
from ccsim.lowering.access import access_bandwidth
from ccsim.lowering.builder import NetBuilder
from ccsim.lowering.chain import Chain, build_chain
from ccsim.lowering.flows import FlowInstance
from ccsim.lowering.graph import build_graph
from ccsim.schema.named import (
    ABILENE_BOTTLENECK,
    ABILENE_BOTTLENECK_PAIRS,
    ABILENE_DELAY_BOTTLENECK_PAIRS,
    ABILENE_DELAYS_MS,
    ROUTES,
    Abilene,
    MainCross,
    PhaseMulti,
    PhaseSingle,
    TwoBottleneck,
)
from ccsim.schema.topology import Edge, Graph

__all__ = ["build_named", "abilene_graph"]

Named = TwoBottleneck | PhaseSingle | PhaseMulti | MainCross | Abilene


def _chain(topo: TwoBottleneck | PhaseSingle | PhaseMulti | MainCross) -> Chain:
    routes = ROUTES[topo.kind]
    if isinstance(topo, TwoBottleneck):
        b = topo.bottleneck
        long_rtt, short_rtt = topo.long_rtt, topo.short_rtt
        return Chain(topo.kind, ["r0", "r1", "r2"], [("bottleneck1", b), ("bottleneck2", b)],
                     topo.access, access_bandwidth(topo.access, b.bandwidth), routes,
                     lambda first, last: long_rtt if last > first else short_rtt)
    if isinstance(topo, (PhaseSingle, PhaseMulti)):
        b, rtt = topo.bottleneck, topo.rtt
        if isinstance(topo, PhaseSingle):
            routers, hops = ["r1", "k1"], [("bottleneck", b)]
        else:
            routers, hops = ["r1", "r2", "k1"], [("bottleneck1", b), ("bottleneck2", b)]
        return Chain(topo.kind, routers, hops, topo.access,
                     access_bandwidth(topo.access, b.bandwidth), routes, lambda f, l: rtt,
                     source_side=True)
    rtt = topo.rtt
    return Chain(topo.kind, ["R1", "R2", "R3", "R4"],
                 [("R1-R2", topo.bottleneck1), ("R2-R3", topo.core), ("R3-R4", topo.bottleneck2)],
                 topo.access, access_bandwidth(topo.access, topo.bottleneck1.bandwidth), routes,
                 lambda f, l: rtt)


def abilene_graph(topo: Abilene) -> Graph:
    """The Abilene topology as a graph of nodes n0..n10 (seeds 001/002 Table I)."""
    edges = []
    for (a, b), ms in ABILENE_DELAYS_MS.items():
        bottleneck = (a, b) == ABILENE_BOTTLENECK
        queue = topo.bottleneck_queue if bottleneck and topo.bottleneck_queue else topo.queue
        edges.append(Edge.model_validate({
            "from": f"n{a}", "to": f"n{b}", "delay": f"{ms}ms",
            "bandwidth": topo.bottleneck_bandwidth if bottleneck else topo.bandwidth,
            "queue": queue,
        }))
    return Graph(nodes=[f"n{i}" for i in range(11)], edges=edges, routing=topo.routing)


def _place(flows: list[FlowInstance], routing: str) -> list[FlowInstance]:
    """Flows without src and dst take, in turn, the pairs whose route under ``routing``
    crosses the bottleneck (module docstring)."""
    pairs = ABILENE_BOTTLENECK_PAIRS if routing == "hops" else ABILENE_DELAY_BOTTLENECK_PAIRS
    out, k = [], 0
    for flow in flows:
        if flow.spec.src is None and flow.spec.dst is None:
            a, b = pairs[k % len(pairs)]
            k += 1
            flow = replace(flow, spec=flow.spec.model_copy(update={"src": f"n{a}", "dst": f"n{b}"}))
        out.append(flow)
    return out


def build_named(
    topo: Named, flows: list[FlowInstance], net: NetBuilder
) -> tuple[list[tuple[int, int, int | None]], list[Problem]]:
    """Add a named topology to ``net``; return (src, dst, base RTT) per flow and the problems."""
    if isinstance(topo, Abilene):
        return build_graph(abilene_graph(topo), _place(flows, topo.routing), net, "abilene")
    return build_chain(_chain(topo), flows, net)
