"""Per-flow access links of the dumbbell and the parking lot.

A flow's RTT is its round-trip *propagation* delay: RTT = 2 * (src access + core + dst access),
where core is the one-way delay of the bottleneck links it crosses. The access part is split
evenly between the two sides, to the nanosecond (an odd remainder makes the RTT 1 ns short).
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

from ccsim.errors import Problem
from ccsim.lowering.builder import NetBuilder
from ccsim.lowering.flows import FlowInstance
from ccsim.schema.topology import DEFAULT_SPEEDUP, Access
from ccsim.units import format_duration

__all__ = ["access_bandwidth", "split_rtt", "attach_hosts", "unused_fields", "RttProblem"]


class RttProblem(Exception):
    """A flow's RTT cannot be realised on its path; carries (path, message)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(path, message)
        self.problem: Problem = (path, message)


def access_bandwidth(access: Access, bottleneck_bps: int) -> int:
    """``access.bandwidth``, else ``speedup`` (default 4, seed 000 §IV) x the bottleneck."""
    if access.bandwidth is not None:
        return access.bandwidth
    speedup = DEFAULT_SPEEDUP if access.speedup is None else access.speedup
    return max(1, round(Fraction(Decimal(repr(speedup))) * bottleneck_bps))


def split_rtt(flow: FlowInstance, core_ns: int, what: str) -> tuple[int, int]:
    """(src access delay, dst access delay) giving the flow its RTT; raises the problem."""
    where = f"flows[{flow.entry}].rtt"
    if flow.rtt_ns is None:
        raise RttProblem(where, 'required for this topology: the round-trip propagation delay, '
                         'e.g. "100ms"')
    access_total = flow.rtt_ns - 2 * core_ns
    if access_total < 0:
        raise RttProblem(where, (
            f"{format_duration(flow.rtt_ns)} is smaller than twice the one-way delay of the "
            f"{what} links it crosses (2 x {format_duration(core_ns)} = "
            f"{format_duration(2 * core_ns)})"
        ))
    src = access_total // 4
    return src, access_total // 2 - src


def attach_hosts(
    net: NetBuilder,
    flow: FlowInstance,
    src_router: str,
    dst_router: str,
    access: Access,
    bandwidth_bps: int,
    delays: tuple[int, int],
    sink_loss: dict[str, Any] | None = None,
) -> tuple[int, int]:
    """Create ``src_<flow>`` and ``dst_<flow>`` with access links both ways; return their node
    indices. Link names: ``access_src_<flow>`` (host -> router), ``access_src_<flow>_reverse``,
    ``access_dst_<flow>`` (router -> host, carrying ``sink_loss``),
    ``access_dst_<flow>_reverse``."""
    src, dst = f"src_{flow.name}", f"dst_{flow.name}"
    q = access.queue.to_engine()
    d_src, d_dst = delays
    net.link(f"access_src_{flow.name}", src, src_router, bandwidth_bps, d_src, q)
    net.link(f"access_src_{flow.name}_reverse", src_router, src, bandwidth_bps, d_src, q)
    net.link(f"access_dst_{flow.name}", dst_router, dst, bandwidth_bps, d_dst, q, sink_loss)
    net.link(f"access_dst_{flow.name}_reverse", dst, dst_router, bandwidth_bps, d_dst, q)
    return net.node(src), net.node(dst)


def unused_fields(flow: FlowInstance, fields: tuple[str, ...], topology: str) -> list[Problem]:
    """Problems for path fields that mean nothing on this topology."""
    return [
        (f"flows[{flow.entry}].{name}", f"not used by a {topology} topology; remove it")
        for name in fields
        if getattr(flow.spec, name) is not None
    ]
