"""Lowering of a chain of routers with per-link settings and per-flow access links: the shape of
the papers' multi-bottleneck and phase-effect topologies (``ccsim.schema.named``).

A flow crosses hops [first, last] (from ``route``, ``hops`` or all of them), entering at router
``first`` and leaving at router ``last + 1``. Its RTT (its own, or the topology's default for its
span) fixes the access delay: RTT = 2 (source access + chain links crossed + sink access). With
``source_side`` the whole access delay is on the source's link and the flow ends at the router
(the phase-effect setups vary "the delay between source 1 and the bottleneck"); otherwise it is
split evenly between a source and a sink host, as for the dumbbell.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ccsim.errors import Problem, did_you_mean
from ccsim.lowering.access import RttProblem, attach_hosts, split_rtt, unused_fields_by_entry
from ccsim.lowering.builder import NetBuilder
from ccsim.lowering.flows import FlowInstance
from ccsim.lowering.loss import lower_loss
from ccsim.schema.topology import Access, LinkOptions

__all__ = ["Chain", "build_chain"]


@dataclass(frozen=True)
class Chain:
    """A chain to build: ``routers[k] -> routers[k+1]`` is link ``hops[k]``."""

    kind: str
    routers: list[str]
    hops: list[tuple[str, LinkOptions]]
    access: Access
    access_bps: int
    routes: dict[str, tuple[int, int]]
    default_rtt: Callable[[int, int], int]
    source_side: bool = False


def _span(chain: Chain, flow: FlowInstance) -> tuple[int, int] | Problem:
    spec, n = flow.spec, len(chain.hops)
    where = f"flows[{flow.entry}]"
    if spec.route is not None:
        if spec.hops is not None:
            return (f"{where}.route", "give route or hops, not both")
        if spec.route not in chain.routes:
            names = ", ".join(chain.routes) or "none; use hops"
            return (f"{where}.route", f'"{spec.route}" is not a route of {chain.kind}'
                                      f"{did_you_mean(spec.route, chain.routes)} (routes: {names})")
        return chain.routes[spec.route]
    if spec.hops is not None:
        if spec.hops[1] >= n:
            return (f"{where}.hops", f"hop {spec.hops[1]} does not exist (hops are 0..{n - 1})")
        return spec.hops
    return (0, n - 1)


def build_chain(
    chain: Chain, flows: list[FlowInstance], net: NetBuilder
) -> tuple[list[tuple[int, int, int | None]], list[Problem]]:
    """Add the chain to ``net``; return (src, dst, base RTT) per flow and the problems."""
    problems: list[Problem] = []
    for k, (name, opt) in enumerate(chain.hops):
        loss, more = lower_loss(opt.loss, flows, f"topology.{name}.loss")
        problems += more
        a, b = chain.routers[k], chain.routers[k + 1]
        q = opt.queue.to_engine()
        net.link(name, a, b, opt.bandwidth, opt.delay, q, loss)
        net.link(f"{name}_reverse", b, a, opt.bandwidth, opt.delay, q)
    sink_loss: dict[str, Any] | None = None
    if not chain.source_side:
        sink_loss, more = lower_loss(chain.access.sink_loss, flows, "topology.access.sink_loss")
        problems += more
    elif chain.access.sink_loss is not None:  # refused rather than dropped without a word
        problems.append(("topology.access.sink_loss", f"not used by a {chain.kind} topology, "
                         "whose flows end at a router (no sink access link); remove it"))
    access_queue = chain.access.queue.to_engine()
    unused = unused_fields_by_entry(("src", "dst"), chain.kind)
    ends: list[tuple[int, int, int | None]] = []
    for flow in flows:
        problems += unused(flow)
        span = _span(chain, flow)
        if isinstance(span[0], str):
            problems.append((str(span[0]), str(span[1])))
            continue
        first, last = int(span[0]), int(span[1])
        core = sum(opt.delay for _, opt in chain.hops[first:last + 1])
        rtt = chain.default_rtt(first, last) if flow.rtt_ns is None else flow.rtt_ns
        try:
            d_src, d_dst = split_rtt(flow, core, "chain", rtt)
        except RttProblem as exc:
            problems.append(exc.problem)
            continue
        enter, leave = chain.routers[first], chain.routers[last + 1]
        if chain.source_side:
            d_src, d_dst = d_src + d_dst, 0
            host = f"src_{flow.name}"
            q = access_queue
            net.link(f"access_src_{flow.name}", host, enter, chain.access_bps, d_src, q)
            net.link(f"access_src_{flow.name}_reverse", enter, host, chain.access_bps, d_src, q)
            src, dst = net.node(host), net.node(leave)
        else:
            src, dst = attach_hosts(net, flow, enter, leave, chain.access, chain.access_bps,
                                    (d_src, d_dst), sink_loss, access_queue)
        ends.append((src, dst, 2 * (d_src + core + d_dst)))
    return ends, problems
