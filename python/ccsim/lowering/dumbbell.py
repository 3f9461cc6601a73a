"""Lowering of the dumbbell: r1 -> r2 bottleneck (plus its reverse for ACKs) and one pair of
access links per flow on each side (issue 2 item 2a)."""

from __future__ import annotations

from ccsim.errors import Problem
from ccsim.lowering.access import (
    RttProblem,
    access_bandwidth,
    attach_hosts,
    split_rtt,
    unused_fields_by_entry,
)
from ccsim.lowering.builder import NetBuilder
from ccsim.lowering.flows import FlowInstance
from ccsim.lowering.loss import lower_loss
from ccsim.schema.topology import Dumbbell

__all__ = ["build_dumbbell"]


def build_dumbbell(
    topo: Dumbbell, flows: list[FlowInstance], net: NetBuilder
) -> tuple[list[tuple[int, int, int | None]], list[Problem]]:
    """Add the dumbbell to ``net``; return (src, dst, base RTT) per flow and the problems."""
    b = topo.bottleneck
    queue = b.queue.to_engine()
    loss, problems = lower_loss(b.loss, flows, "topology.bottleneck.loss")
    net.link("bottleneck", "r1", "r2", b.bandwidth, b.delay, queue, loss)
    net.link("bottleneck_reverse", "r2", "r1", b.bandwidth, b.delay, queue)
    bw = access_bandwidth(topo.access, b.bandwidth)
    sink_loss, more = lower_loss(topo.access.sink_loss, flows, "topology.access.sink_loss")
    problems += more
    access_queue = topo.access.queue.to_engine()
    unused = unused_fields_by_entry(("hops", "route", "src", "dst"), "dumbbell")
    ends: list[tuple[int, int, int | None]] = []
    for flow in flows:
        problems += unused(flow)
        try:
            delays = split_rtt(flow, b.delay, "bottleneck")
        except RttProblem as exc:
            problems.append(exc.problem)
            continue
        src, dst = attach_hosts(net, flow, "r1", "r2", topo.access, bw, delays, sink_loss,
                                access_queue)
        ends.append((src, dst, 2 * (delays[0] + b.delay + delays[1])))
    return ends, problems
