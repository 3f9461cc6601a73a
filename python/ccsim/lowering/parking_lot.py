"""Lowering of the parking lot: routers r0..rN in a chain of N bottleneck links, long flows over
every hop and cross flows over a span ``hops = [i, j]`` (issue 2 item 2b; seed 000 Fig. 9 and
seed 004 Fig. 3 use two or three such hops)."""

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
from ccsim.schema.topology import ParkingLot

__all__ = ["build_parking_lot"]


def build_parking_lot(
    topo: ParkingLot, flows: list[FlowInstance], net: NetBuilder
) -> tuple[list[tuple[int, int, int | None]], list[Problem]]:
    """Add the chain to ``net``; return (src, dst, base RTT) per flow and the problems."""
    b = topo.bottleneck
    queue = b.queue.to_engine()
    loss, problems = lower_loss(b.loss, flows, "topology.bottleneck.loss")
    for k in range(topo.hops):
        net.link(f"bottleneck{k}", f"r{k}", f"r{k + 1}", b.bandwidth, b.delay, queue, loss)
        net.link(f"bottleneck{k}_reverse", f"r{k + 1}", f"r{k}", b.bandwidth, b.delay, queue)
    bw = access_bandwidth(topo.access, b.bandwidth)
    sink_loss, more = lower_loss(topo.access.sink_loss, flows, "topology.access.sink_loss")
    problems += more
    access_queue = topo.access.queue.to_engine()
    unused = unused_fields_by_entry(("route", "src", "dst"), "parking_lot")
    ends: list[tuple[int, int, int | None]] = []
    for flow in flows:
        problems += unused(flow)
        first, last = flow.spec.hops if flow.spec.hops is not None else (0, topo.hops - 1)
        if last >= topo.hops:
            problems.append((f"flows[{flow.entry}].hops",
                             f"hop {last} does not exist (hops are 0..{topo.hops - 1})"))
            continue
        core = b.delay * (last - first + 1)
        try:
            delays = split_rtt(flow, core, "bottleneck")
        except RttProblem as exc:
            problems.append(exc.problem)
            continue
        src, dst = attach_hosts(net, flow, f"r{first}", f"r{last + 1}", topo.access, bw, delays,
                                sink_loss, access_queue)
        ends.append((src, dst, 2 * (delays[0] + core + delays[1])))
    return ends, problems
