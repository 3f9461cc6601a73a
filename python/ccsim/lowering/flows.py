"""Expanding flow entries into individual flows with engine transport and app objects.

Random start times (``start = { uniform = [lo, hi] }``) are drawn here, not in the engine, from
a hash of (scenario seed, flow name): each flow has its own draw, so adding or removing another
flow never moves this one's start (the common-random-numbers property DESIGN.md asks of every
random component), and the draw is exact integer arithmetic, identical on every platform.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ccsim.errors import Problem
from ccsim.schema.flows import Cbr, Flow, ParetoOnOff, Poisson, RttRange, UniformStart
from ccsim.schema.tcp import resolve_tcp
from ccsim.schema.tfrcp import TfrcpOptions

if TYPE_CHECKING:
    from ccsim.scenario import Scenario

__all__ = ["FlowInstance", "expand_flows", "draw_start"]


@dataclass(frozen=True)
class FlowInstance:
    """One engine flow: where it came from in the scenario and how it is lowered."""

    entry: int  #: index of its entry in ``scenario.flows``
    copy: int  #: 0 .. count-1
    name: str
    group: str  #: the entry's name
    spec: Flow
    rtt_ns: int | None
    start_ns: int
    stop_ns: int | None
    protocol: str  #: "tcp" | "udp" | "tfrcp"
    kind: str  #: short label, e.g. "reno/randomized(I=1)"
    transport: dict[str, Any]
    app: dict[str, Any]


def draw_start(seed: int, name: str, lo: int, hi: int) -> int:
    """A start time uniform on the integers [lo, hi] (ns), fixed by (seed, flow name)."""
    if hi <= lo:
        return lo
    digest = hashlib.sha256(f"ccsim/start/{seed}/{name}".encode()).digest()
    return lo + int.from_bytes(digest[:16], "big") % (hi - lo + 1)


def _rtt(flow: Flow, copy: int) -> int | None:
    rtt = flow.rtt
    if rtt is None or isinstance(rtt, int):
        return rtt
    if isinstance(rtt, RttRange):
        lo, hi = rtt.range
        return lo + round(Fraction(hi - lo) * copy / flow.count)
    return rtt[copy]


def _udp(flow: Flow) -> tuple[dict[str, Any], str]:
    src = flow.udp
    source: dict[str, Any]
    if isinstance(src, Cbr):
        source = {"kind": "cbr", "rate_bps": src.rate}
    elif isinstance(src, Poisson):
        source = {"kind": "poisson", "rate_pps": src.rate_pps(),
                  "exponential_sizes": src.exponential_sizes}
    elif isinstance(src, ParetoOnOff):
        source = {"kind": "pareto_on_off", "rate_bps": src.rate, "mean_on_ns": src.mean_on,
                  "mean_off_ns": src.mean_off, "shape": src.shape}
    else:  # pragma: no cover - the schema guarantees a source
        raise AssertionError("UDP flow without a source")
    return {"kind": "udp", "pkt_bytes": src.size, "source": source}, f"udp/{src.kind}"


def expand_flows(scenario: Scenario, seed: int) -> tuple[list[FlowInstance], list[Problem]]:
    """Every flow of the scenario, in order, and the problems found while resolving them.

    The work per flow is constant: what all copies of an entry share (transport, app, label) is
    made once per entry, and TCP settings without a flow layer are merged once per scenario."""
    problems: list[Problem] = []
    defaults = scenario.defaults.tcp
    default_cfg, default_problems = resolve_tcp(defaults)
    problems += [(f"defaults.tcp.{p}", m) for p, m in default_problems]
    default_tcp: tuple[dict[str, Any], str] | None = None  # made on first use

    out: list[FlowInstance] = []
    append = out.append
    seen: dict[str, int] = {}
    for i, flow in enumerate(scenario.flows):
        group = flow.name if flow.name is not None else f"flow{i}"
        protocol = flow.transport
        if protocol == "tcp":
            if flow.tcp is None:  # resolve_tcp(defaults, None) is resolve_tcp(defaults)
                if default_tcp is None:
                    default_tcp = default_cfg.to_engine(), default_cfg.label()
                transport, kind = default_tcp
            else:
                cfg, tcp_problems = resolve_tcp(defaults, flow.tcp)
                problems += [(f"flows[{i}].tcp.{p}", m) for p, m in tcp_problems
                             if (p, m) not in default_problems]
                transport, kind = cfg.to_engine(), cfg.label()
        elif protocol == "tfrcp":
            tfrcp = flow.tfrcp if flow.tfrcp is not None else TfrcpOptions()
            transport, kind = tfrcp.to_engine(), tfrcp.label()
        else:
            transport, kind = _udp(flow)
        app = flow.app.to_engine()
        count, stop = flow.count, flow.stop
        if isinstance(flow.start, UniformStart):
            fixed_start, (lo, hi) = None, flow.start.uniform
        else:
            fixed_start, lo, hi = flow.start, 0, 0
        fixed_rtt = flow.rtt if isinstance(flow.rtt, int) else None
        per_copy_rtt = flow.rtt is not None and fixed_rtt is None
        for copy in range(count):
            name = group if count == 1 else f"{group}.{copy}"
            if name in seen:
                problems.append((f"flows[{i}].name", f'"{name}" is also a flow of flows[{seen[name]}]'))
                continue
            seen[name] = i
            start = draw_start(seed, name, lo, hi) if fixed_start is None else fixed_start
            rtt = _rtt(flow, copy) if per_copy_rtt else fixed_rtt
            append(FlowInstance(i, copy, name, group, flow, rtt, start, stop, protocol, kind,
                                transport, app))
    return out, problems
