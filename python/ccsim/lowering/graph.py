"""Lowering of a graph given as nodes and edges (issue 2 item 2c). Flows run between named
nodes; whether a path exists is the engine's to say (it routes by shortest propagation delay)
and its error reaches the user unchanged."""

from __future__ import annotations

from ccsim.errors import Problem
from ccsim.lowering.access import unused_fields_by_entry
from ccsim.lowering.builder import NetBuilder
from ccsim.lowering.flows import FlowInstance
from ccsim.lowering.loss import lower_loss
from ccsim.schema.topology import Graph

__all__ = ["build_graph"]


def build_graph(
    topo: Graph, flows: list[FlowInstance], net: NetBuilder, kind: str = "graph"
) -> tuple[list[tuple[int, int, int | None]], list[Problem]]:
    """Add nodes and links to ``net``; return (src, dst, base RTT) per flow and the problems
    (``kind``: the topology the scenario named, for its messages)."""
    problems: list[Problem] = []
    net.routing = topo.routing
    for node in topo.nodes:
        net.node(node)
    for i, e in enumerate(topo.edges):
        queue = e.queue.to_engine()
        loss, found = lower_loss(e.loss, flows, f"topology.edges[{i}].loss")
        problems += found
        names = [e.name or f"{e.from_}-{e.to}"]
        names.append(f"{e.name}_reverse" if e.name else f"{e.to}-{e.from_}")
        for name, (a, b) in zip(names, [(e.from_, e.to), (e.to, e.from_)]):
            if e.directed and a != e.from_:
                break
            if net.has_link(name):
                problems.append((f"topology.edges[{i}]",
                                 f'link name "{name}" is already used; give this edge a name'))
                continue
            net.link(name, a, b, e.bandwidth, e.delay, queue, loss)
    nodes = set(topo.nodes)
    unused = unused_fields_by_entry(("rtt", "hops", "route"), kind)
    ends: list[tuple[int, int, int | None]] = []
    for flow in flows:
        problems += unused(flow)
        bad = False
        for key in ("src", "dst"):
            node = getattr(flow.spec, key)
            if node is None:
                problems.append((f"flows[{flow.entry}].{key}",
                                 "required for a graph flow: a node name"))
                bad = True
            elif node not in nodes:
                shown = ", ".join(topo.nodes[:12]) + (", ..." if len(topo.nodes) > 12 else "")
                problems.append((f"flows[{flow.entry}].{key}",
                                 f'"{node}" is not a node of the graph (nodes: {shown})'))
                bad = True
        if bad:
            continue
        src, dst = str(flow.spec.src), str(flow.spec.dst)
        if src == dst:  # found here, with the other problems, not when the engine starts
            problems.append((f"flows[{flow.entry}].dst",
                             f'"{dst}" is also its src: a flow needs two nodes'))
            continue
        there, back = net.shortest_delay(src, dst), net.shortest_delay(dst, src)
        rtt = there + back if there is not None and back is not None else None
        ends.append((net.node(src), net.node(dst), rtt))
    return ends, problems
