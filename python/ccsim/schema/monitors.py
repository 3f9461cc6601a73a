"""What to record beyond the always-kept per-flow and per-link counters, and run limits.

Everything here is off unless asked for (issue 2 item 6): samplers cost events and memory, and
the engine's speed targets assume they are off.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from ccsim.errors import fail
from ccsim.schema.base import Flag, Int, PositiveDuration, Spec

__all__ = ["Every", "QueueMonitor", "TraceMonitor", "Monitors", "Budget"]


class Every(Spec):
    """A periodic sampler: ``{ every = "100ms" }``."""

    every: PositiveDuration


class QueueMonitor(Spec):
    """Sample the queue length (packets, bytes) and cumulative bytes sent of links named
    ``links`` (e.g. ``["bottleneck"]``) every ``every``."""

    links: Annotated[list[str], Field(min_length=1)]
    every: PositiveDuration

    @model_validator(mode="after")
    def _once_each(self) -> QueueMonitor:
        # The engine samples a link once per time it is listed: a repeat doubled its rows.
        first: dict[str, int] = {}
        problems = []
        for j, name in enumerate(self.links):
            if name in first:
                problems.append((f"links[{j}]", f'"{name}" is listed already (links[{first[name]}]); '
                                                "list each link once"))
            first.setdefault(name, j)
        if problems:
            fail(problems)
        return self


class TraceMonitor(Spec):
    """A packet trace of links named ``links``: one row per packet event, ``+`` (reaches the
    queue), ``-`` (transmission starts), ``r`` (reaches the far end) and ``d`` (dropped by the
    queue or lost on the wire), as ns-2's ``trace-queue``. At most ``max_events`` rows; a longer
    run keeps the first ones and says so (``Results.meta["trace_truncated"]``). ``flows``
    (flow names) keeps only those flows' packets; ``m`` rows are CE marks (RFC 3168)."""

    links: Annotated[list[str], Field(min_length=1)]
    flows: list[str] | None = None
    max_events: Annotated[Int, Field(ge=1)] = 1_000_000


class Monitors(Spec):
    """``cwnd``: every TCP flow's cwnd, ssthresh and srtt; ``queue``: chosen links;
    ``flows``: every flow's cumulative counters (throughput over any window); ``drops``: a log
    of every drop (time, link, flow, sequence number, kind); ``delays``: one-way delay of data
    packets, as a per-flow ``"summary"`` or every ``"raw"`` value, each transmission from its own
    send; ``first_send_delays``: the same, but each packet counted once, from the *first*
    transmission of its sequence number to its first arrival (loss recovery included: seeds
    001/002's "time it successfully reaches the destination - time it started from the source";
    SYN and duplicate arrivals left out); ``trace``: every packet event on chosen links."""

    cwnd: Every | None = None
    queue: QueueMonitor | None = None
    flows: Every | None = None
    drops: Flag = False
    delays: Literal["off", "summary", "raw"] = "off"
    first_send_delays: Literal["off", "summary", "raw"] = "off"
    trace: TraceMonitor | None = None


class Budget(Spec):
    """Stop the run with ``ccsim.BudgetExceeded`` past this many events, this many packets alive
    at once (in queues and on links, or remembered by the first-send monitor: the run's memory),
    this many rows in the monitors' tables (the results' memory) or this much wall time
    (DESIGN.md, "Clear failure": never exhaust the machine)."""

    max_events: Annotated[Int, Field(ge=1, lt=2**64)] | None = None
    max_packets: Annotated[Int, Field(ge=1, lt=2**64)] | None = None
    max_rows: Annotated[Int, Field(ge=1, lt=2**64)] | None = None
    max_wall: PositiveDuration | None = None
