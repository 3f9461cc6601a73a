"""Exact comparison of packet traces: ns-2's ``trace-queue`` text against ccsim's ``trace`` table.

Both simulators compute every time from the same integer parameters; ns-2 prints times to the
microsecond, so the trace cases choose rates and delays that put every event on a whole
microsecond. Events are compared as (time in us, event letter, data or ACK, flow, sequence
number, size in bytes on the wire), sorted, so that the order of simultaneous events (which ns-2 sets by when each was
scheduled) does not count.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import Any

import pandas as pd

__all__ = ["ns2_events", "ccsim_events", "compare_traces"]

Event = tuple[int, str, str, int, int, int]


#: The CE bit of the trace's ``ecn`` column (``packet.rs``).
CE = 2

def ns2_events(text: str, links: dict[tuple[int, int], int]) -> list[Event]:
    """Events of ns-2's trace; ``links`` maps (from node, to node) to the link index kept.

    ns-2 prints no event for an ECN mark: RED sets the packet's CE bit after its ``+`` line, so
    its ``-`` line shows it (the fifth flag, ``E``). Such a packet gets an ``m`` event at its
    ``+`` time, as ccsim's trace records a mark at enqueue."""
    out = []
    entered: dict[tuple[int, int, str], tuple[int, bool]] = {}
    for line in text.splitlines():
        w = line.split()
        if len(w) < 12 or (int(w[2]), int(w[3])) not in links:
            continue
        kind = "ack" if w[4] == "ack" else "data"
        t, flow, seq, ce = round(float(w[1]) * 1e6), int(w[7]), int(w[10]), w[6][4] == "E"
        size = int(w[5])
        # ns-2's unique packet id: a retransmission may enter before the original leaves.
        packet = (int(w[2]), int(w[3]), w[11])
        if w[0] == "+":
            entered[packet] = (t, ce)
        elif w[0] == "-" and ce and packet in entered and not entered[packet][1]:
            out.append((entered[packet][0], "m", kind, flow, seq, size))
        out.append((t, w[0], kind, flow, seq, size))
    return sorted(out)


def ccsim_events(trace: pd.DataFrame, until_ns: int) -> list[Event]:
    """Events of ccsim's trace before ``until_ns`` (ns-2's trace stops at the end time; ccsim
    knows a packet's future at enqueue and records events past it). A mark (``m``) counts only
    if the packet leaves the queue before then: ns-2's trace shows a mark on the ``-`` line.
    Copies of one packet (a retransmission entering before the original left) leave in the
    order they entered (the compared queues are FIFO), so the mark goes with its own copy. A
    mark of a packet that arrived already CE-marked is left out: ns-2's RED marks it too, but
    its trace cannot show a mark that changes no bit."""
    rows = list(zip(trace["t_ns"], trace["event"], trace["kind"], trace["flow"], trace["seq"],
                    trace["link"], trace["size"]))
    if "ecn" in trace:
        ce_on_arrival = {(k, f, s, link, t) for t, e, k, f, s, link, ecn in
                         zip(*(trace[c] for c in ("t_ns", "event", "kind", "flow", "seq", "link",
                                                  "ecn")))
                         if e == "+" and not pd.isna(ecn) and int(ecn) & CE}
        rows = [r for r in rows if not (r[1] == "m" and (r[2], r[3], r[4], r[5], r[0]) in ce_on_arrival)]
    dropped = {(k, f, s, link, t) for t, e, k, f, s, link, _ in rows if e == "d"}
    entered: dict[tuple[Any, ...], list[int]] = {}
    leaves: dict[tuple[Any, ...], list[int]] = {}
    for t, e, k, f, s, link, _ in rows:
        if e == "+" and (k, f, s, link, t) not in dropped:
            entered.setdefault((k, f, s, link), []).append(t)
        elif e == "-":
            leaves.setdefault((k, f, s, link), []).append(t)

    def seen(t: int, e: str, k: str, f: int, s: int, link: int) -> bool:
        if e != "m":
            return t < until_ns
        copy = bisect.bisect_left(entered.get((k, f, s, link), []), t)
        left = leaves.get((k, f, s, link), [])
        return copy < len(left) and left[copy] < until_ns
    return sorted((round(t / 1e3), str(e), str(k), int(f), int(s), int(size))
                  for t, e, k, f, s, link, size in rows if seen(t, e, k, f, s, link))


def compare_traces(ns2: list[Event], ccsim: list[Event], tolerance_us: int = 0) -> dict[str, Any]:
    """Whether the traces are identical; if not, where they first part. With ``tolerance_us``,
    two events whose times differ by at most that much still count as the same (for times
    that fall on half microseconds, which ns-2 may print rounded either way)."""
    def same(a: Event, b: Event) -> bool:
        return a == b or (a[1:] == b[1:] and abs(a[0] - b[0]) <= tolerance_us)
    if tolerance_us:
        ccsim = _aligned(ns2, ccsim, same, tolerance_us)
    first = next((i for i, (a, b) in enumerate(zip(ns2, ccsim)) if not same(a, b)), None)
    if first is None and len(ns2) != len(ccsim):
        first = min(len(ns2), len(ccsim))
    if not ns2 and not ccsim:  # nothing to compare is no evidence: a broken trace, not a match
        return {"events": 0, "ccsim_events": 0, "identical": False,
                "first_difference": "neither trace has an event on the compared link"}
    def show(events: list[Event], i: int | None) -> str:
        if i is None or i >= len(events):
            return "-"
        t, e, k, f, s, size = events[i]
        return f"{e} {t / 1e6:.6f} s {k} flow {f} seq {s} ({size} B)"
    return {"events": len(ns2), "ccsim_events": len(ccsim), "identical": first is None,
            "first_difference": "" if first is None else
            f"ns-2 {show(ns2, first)} | ccsim {show(ccsim, first)}"}


def _aligned(ref: list[Event], other: list[Event], same: Callable[[Event, Event], bool],
             tolerance_us: int) -> list[Event]:
    """``other`` with each event that matches the event at its place in ``ref`` within
    ``tolerance_us`` moved there: two events that sort one way by ns-2's printed times and the
    other way by ccsim's, their times rounded apart across a microsecond, are simultaneous
    events whose order does not count (the module doc)."""
    out = list(other)
    for i, a in enumerate(ref[:len(out)]):
        j = i
        while j < len(out) and out[j][0] <= a[0] + tolerance_us and not same(a, out[j]):
            j += 1
        if j > i and j < len(out) and same(a, out[j]):
            out.insert(i, out.pop(j))
    return out
