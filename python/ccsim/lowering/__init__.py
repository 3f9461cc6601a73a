"""Lowering: a validated user scenario -> the engine's explicit scenario JSON.

The engine's contract (``crates/ccsim-engine/src/scenario.rs``) knows only nodes, unidirectional
links and flows between node indices, in ns / bit/s / bytes. Here named topologies become links,
``count`` becomes separate flows, TCP layers are merged, random starts are drawn and monitor link
names become indices. The result also keeps, per flow and per link, the names and derived facts
(base RTT, label) the results tables add back.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from ccsim.errors import Problem, ScenarioError
from ccsim.lowering.builder import LinkRow, NetBuilder
from ccsim.lowering.dumbbell import build_dumbbell
from ccsim.lowering.flows import FlowInstance, expand_flows
from ccsim.lowering.graph import build_graph
from ccsim.lowering.named import build_named
from ccsim.lowering.parking_lot import build_parking_lot
from ccsim.schema.topology import Dumbbell, Graph, ParkingLot
from ccsim.units import format_duration

if TYPE_CHECKING:
    from ccsim.scenario import Scenario

__all__ = ["Lowered", "FlowRow", "LinkRow", "lower", "lower_checked", "find_problems", "gc_paused"]


class FlowRow(NamedTuple):
    """What the results tables need to know about a lowered flow (a named tuple, as `LinkRow`)."""

    name: str
    group: str
    kind: str
    protocol: str
    src: str
    dst: str
    base_rtt_ns: int | None
    start_ns: int
    stop_ns: int | None


@dataclass(frozen=True)
class Lowered:
    """The engine scenario (``engine``, ready for ``json.dumps``) and its name tables."""

    engine: dict[str, Any]
    flows: list[FlowRow]
    links: list[LinkRow]


def _monitors(scenario: Scenario, net: NetBuilder) -> tuple[dict[str, Any], list[Problem]]:
    m = scenario.monitors
    out: dict[str, Any] = {"drops": m.drops, "delays": m.delays}
    if m.first_send_delays != "off":
        out["first_send_delays"] = m.first_send_delays
    problems: list[Problem] = []

    def indices(names: list[str], path: str) -> list[int]:
        found = []
        for j, name in enumerate(names):
            index = net.link_index(name)
            if index is None:
                all_names = [row.name for row in net.rows]
                shown = ", ".join(all_names[:8]) + (
                    f", ... ({len(all_names)} in all)" if len(all_names) > 8 else "")
                problems.append((f"{path}[{j}]", f'"{name}" is not a link (links: {shown})'))
            else:
                found.append(index)
        return found

    if m.cwnd is not None:
        out["cwnd_every_ns"] = m.cwnd.every
    if m.flows is not None:
        out["flow_every_ns"] = m.flows.every
    if m.queue is not None:
        out["queue_every_ns"] = m.queue.every
        out["queue_links"] = indices(m.queue.links, "monitors.queue.links")
    if m.trace is not None:
        out["trace_links"] = indices(m.trace.links, "monitors.trace.links")
        out["trace_max_events"] = m.trace.max_events
    return out, problems


#: The most rows the periodic monitors (cwnd, flows, queue) may be set to record when no
#: ``budget.max_rows`` bounds them: about 4 GB of samples. A 1 ns interval over a 20 s run
#: would otherwise fill the machine's memory until the allocator aborts the process.
MAX_SAMPLE_ROWS = 100_000_000


def _sample_rows_problems(scenario: Scenario, n_flows: int) -> list[Problem]:
    """Refuse sampling intervals whose rows could not fit, unless the user set a row budget
    (which then stops the run cleanly where it is reached)."""
    if scenario.budget.max_rows is not None:
        return []
    m, problems = scenario.monitors, []
    for name, spec, items in (("cwnd", m.cwnd, n_flows), ("flows", m.flows, n_flows),
                              ("queue", m.queue, len(m.queue.links) if m.queue else 0)):
        if spec is None:
            continue
        rows = (scenario.duration // spec.every + 1) * items
        if rows > MAX_SAMPLE_ROWS:
            problems.append((f"monitors.{name}.every",
                             f"{format_duration(spec.every)} over {format_duration(scenario.duration)} "
                             f"would record {rows:.3g} rows (at most {MAX_SAMPLE_ROWS:.0e} unless "
                             f"budget.max_rows is set, which stops the run where it is reached)"))
    return problems


def _lower(scenario: Scenario, seed: int) -> tuple[Lowered, list[Problem]]:
    flows, problems = expand_flows(scenario, seed)
    problems += _sample_rows_problems(scenario, len(flows))
    net = NetBuilder()
    topo = scenario.topology
    ends: list[tuple[int, int, int | None]]
    if isinstance(topo, Dumbbell):
        ends, more = build_dumbbell(topo, flows, net)
    elif isinstance(topo, ParkingLot):
        ends, more = build_parking_lot(topo, flows, net)
    elif isinstance(topo, Graph):
        ends, more = build_graph(topo, flows, net)
    else:  # the papers' named topologies
        ends, more = build_named(topo, flows, net)
    problems += more
    monitors, more = _monitors(scenario, net)
    problems += more
    trace = scenario.monitors.trace
    if trace is not None and trace.flows is not None:
        by_name: dict[str, list[int]] = {}  # flow and group names -> flow indices, ascending
        for i, f in enumerate(flows):
            by_name.setdefault(f.name, []).append(i)
            if f.group != f.name:
                by_name.setdefault(f.group, []).append(i)
        picked: set[int] = set()
        for j, name in enumerate(trace.flows):
            hits = by_name.get(name)
            if not hits:
                shown = ", ".join(f.name for f in flows[:8])
                problems.append((f"monitors.trace.flows[{j}]",
                                 f'"{name}" is not a flow (flows: {shown})'))
            else:
                picked.update(hits)
        monitors["trace_flows"] = sorted(picked)
    if problems:
        return Lowered({}, [], net.rows), problems

    engine_flows: list[dict[str, Any]] = []
    rows: list[FlowRow] = []
    for flow, (src, dst, rtt) in zip(flows, ends, strict=True):
        engine_flows.append(_flow(flow, src, dst))
        rows.append(FlowRow(flow.name, flow.group, flow.kind, flow.protocol, net.nodes[src],
                            net.nodes[dst], rtt, flow.start_ns, flow.stop_ns))
    budget: dict[str, Any] = {}
    if scenario.budget.max_events is not None:
        budget["max_events"] = scenario.budget.max_events
    if scenario.budget.max_packets is not None:
        budget["max_packets"] = scenario.budget.max_packets
    if scenario.budget.max_rows is not None:
        budget["max_rows"] = scenario.budget.max_rows
    if scenario.budget.max_wall is not None:
        budget["max_wall_s"] = scenario.budget.max_wall / 1e9
    engine = {
        "duration_ns": scenario.duration,
        "seed": seed,
        "nodes": net.nodes,
        "links": net.links,
        "flows": engine_flows,
        "monitors": monitors,
        "budget": budget,
    }
    if net.routing != "delay":  # left out otherwise: earlier scenarios lower byte for byte
        engine["routing"] = net.routing
    return Lowered(engine, rows, net.rows), []


def _flow(flow: FlowInstance, src: int, dst: int) -> dict[str, Any]:
    spec: dict[str, Any] = {
        "name": flow.name,
        "src": src,
        "dst": dst,
        "start_ns": flow.start_ns,
        "app": flow.app,
        "transport": flow.transport,
    }
    if flow.stop_ns is not None:
        spec["stop_ns"] = flow.stop_ns
    return spec


@contextmanager
def gc_paused() -> Iterator[None]:
    """Suspend the cyclic garbage collector while the block runs (where it was enabled).

    Validating and lowering a large scenario allocates a dozen container objects per flow
    (models, link and flow dicts, name rows), keeps nearly all of them and makes no reference
    cycles. The collector, triggered by those allocations, walks the young objects again and
    again and, as the live set grows, every object alive: with it on, validating and lowering
    100,000 flows took 2.5 s instead of 1.8 s (issue 10), and before the other savings it was
    the part that grew faster than the flows. Reference counting still frees everything as
    usual, and the collector is back on once the block is done (where the caller had it on;
    nested blocks leave it to the outermost).

    Where the block left many objects (``SPLICE_ABOVE``, a large scenario), they are then moved
    to the collector's oldest generation at once (``gc.freeze()`` then ``gc.unfreeze()``, which
    splice lists): left in the youngest, the first collection after the block walked every one
    of them, and the next few again as they were promoted (0.3 s and then 0.6 s at 100,000
    flows). Not for small blocks: the splice takes every young object, the caller's cyclic
    garbage with them, to the oldest generation, which is collected only when enough objects
    have been promoted there the usual way, so a loop of small runs kept about 80 such objects
    per run until the process ended (the fuzz tests grew by 0.17 MB per case). Skipped too if
    the process has frozen objects of its own, which ``unfreeze`` would release."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        if gc.get_count()[0] > SPLICE_ABOVE and gc.get_freeze_count() == 0:
            gc.freeze()
            gc.unfreeze()
        gc.enable()


#: Young objects left by a block of ``gc_paused`` above which they are spliced into the oldest
#: generation (about 5,000 flows' worth: 10,000 leave some 100,000); the first collection walks
#: fewer in a few ms.
SPLICE_ABOVE = 50_000


def lower_checked(scenario: Scenario, seed: int | None = None) -> tuple[Lowered, list[Problem]]:
    """Lower ``scenario`` with ``seed`` (default: the scenario's own) and return the result with
    the problems found, instead of raising them (the result is empty where there are any). A
    builder that stops at a problem (``ScenarioError``) gives its problems the same way, so
    they join the schema's own in one message."""
    with gc_paused():
        try:
            return _lower(scenario, scenario.seed if seed is None else seed)
        except ScenarioError as e:
            return Lowered({}, [], []), list(e.problems)


def find_problems(scenario: Scenario) -> list[Problem]:
    """Everything wrong with ``scenario`` that only shows once topology and flows meet."""
    return lower_checked(scenario)[1]


def lower(scenario: Scenario, seed: int | None = None) -> Lowered:
    """Lower ``scenario`` with ``seed`` (default: the scenario's own)."""
    lowered, problems = lower_checked(scenario, seed)
    if problems:
        raise ScenarioError(problems)
    return lowered
