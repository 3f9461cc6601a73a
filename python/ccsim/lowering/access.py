"""Per-flow access links of the dumbbell and the parking lot.

A flow's RTT is its round-trip *propagation* delay: RTT = 2 * (src access + core + dst access),
where core is the one-way delay of the bottleneck links it crosses. The access part is split
evenly between the two sides, to the nanosecond (an odd remainder makes the RTT 1 ns short).
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from collections.abc import Callable
from typing import Any

from ccsim.errors import Problem, ScenarioError
from ccsim.lowering.builder import NetBuilder
from ccsim.lowering.flows import FlowInstance
from ccsim.schema.base import MAX_BPS
from ccsim.schema.topology import DEFAULT_SPEEDUP, Access
from ccsim.units import format_duration, format_rate

__all__ = ["access_bandwidth", "split_rtt", "attach_hosts", "unused_fields",
           "unused_fields_by_entry", "RttProblem"]


class RttProblem(Exception):
    """A flow's RTT cannot be realised on its path; carries (path, message)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(path, message)
        self.problem: Problem = (path, message)


def access_bandwidth(access: Access, bottleneck_bps: int,
                     path: str = "topology.access.speedup") -> int:
    """``access.bandwidth``, else ``speedup`` (default 4, seed 000 §IV) x the bottleneck,
    rounded to a whole bit/s. A given speedup whose product lies outside the engine's rates
    (1 bps to ``MAX_BPS``, 2^64 - 1) raises a ScenarioError naming ``path``: ``speedup = 1e-7``
    was clamped up to 1 bps and ``1e30`` down to 2^64 - 1 without a word. The default speedup
    is still capped at ``MAX_BPS`` (a bottleneck near it: a packet takes 1 ns there, as it
    would at any higher rate), since the user wrote no speedup to blame."""
    if access.bandwidth is not None:
        return access.bandwidth
    if access.speedup is None:
        return min(MAX_BPS, round(Fraction(Decimal(repr(DEFAULT_SPEEDUP))) * bottleneck_bps))
    speedup = access.speedup
    exact = Fraction(Decimal(repr(speedup))) * bottleneck_bps
    bps = round(exact)
    if 1 <= bps <= MAX_BPS:
        return bps
    lowest, highest = Fraction(1, bottleneck_bps), Fraction(MAX_BPS, bottleneck_bps)
    raise ScenarioError([(path, (
        f"{speedup!r} x the bottleneck's {format_rate(bottleneck_bps)} gives access links of "
        f"{float(exact):.6g} bps, outside the rates the engine takes (1 bps to 2^64 - 1 bps); "
        f"use a speedup from {float(lowest):.3g} to about {float(highest):.3g}, or give "
        "access.bandwidth"))])


def split_rtt(
    flow: FlowInstance, core_ns: int, what: str, rtt_ns: int | None = None
) -> tuple[int, int]:
    """(src access delay, dst access delay) giving the flow its RTT (``rtt_ns`` in place of the
    flow's own, where given); raises the problem."""
    rtt = flow.rtt_ns if rtt_ns is None else rtt_ns
    if rtt is None:
        raise RttProblem(f"flows[{flow.entry}].rtt", 'required for this topology: the round-trip '
                         'propagation delay, e.g. "100ms"')
    access_total = rtt - 2 * core_ns
    if access_total < 0:
        raise RttProblem(f"flows[{flow.entry}].rtt", (
            f"{format_duration(rtt)} is smaller than twice the one-way delay of the "
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
    queue: dict[str, Any] | None = None,
) -> tuple[int, int]:
    """Create ``src_<flow>`` and ``dst_<flow>`` with access links both ways; return their node
    indices. Link names: ``access_src_<flow>`` (host -> router), ``access_src_<flow>_reverse``,
    ``access_dst_<flow>`` (router -> host, carrying ``sink_loss``),
    ``access_dst_<flow>_reverse``. ``queue``: ``access.queue.to_engine()``, made once by a
    caller that attaches many flows (the links may share it: nothing changes it afterwards)."""
    name = flow.name
    src, dst = f"src_{name}", f"dst_{name}"
    q = access.queue.to_engine() if queue is None else queue
    d_src, d_dst = delays
    link = net.link
    link(f"access_src_{name}", src, src_router, bandwidth_bps, d_src, q)
    link(f"access_src_{name}_reverse", src_router, src, bandwidth_bps, d_src, q)
    link(f"access_dst_{name}", dst_router, dst, bandwidth_bps, d_dst, q, sink_loss)
    link(f"access_dst_{name}_reverse", dst, dst_router, bandwidth_bps, d_dst, q)
    return net.node(src), net.node(dst)


def unused_fields(flow: FlowInstance, fields: tuple[str, ...], topology: str) -> list[Problem]:
    """Problems for path fields that mean nothing on this topology."""
    a = "an" if topology[0] in "aeiou" else "a"
    return [
        (f"flows[{flow.entry}].{name}", f"not used by {a} {topology} topology; remove it")
        for name in fields
        if getattr(flow.spec, name) is not None
    ]


def unused_fields_by_entry(
    fields: tuple[str, ...], topology: str
) -> Callable[[FlowInstance], list[Problem]]:
    """:func:`unused_fields` for each flow, looked up once per flow entry: the copies of an entry
    share its path fields, so a 100,000-copy entry costs one check, not 100,000."""
    seen: dict[int, list[Problem]] = {}

    def check(flow: FlowInstance) -> list[Problem]:
        found = seen.get(flow.entry)
        if found is None:
            found = seen[flow.entry] = unused_fields(flow, fields, topology)
        return found

    return check
