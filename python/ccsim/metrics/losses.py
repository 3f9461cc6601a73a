"""Losses: burst (back-to-back) drops at a queue, loss rates, timeouts (000 Sections VI, VII-C).

Burst losses. 000 Section VII-C counts "back-to-back losses" at the bottleneck queue (Table VIII)
without defining them beyond "the maximum number of back-to-back packets or burst at the
bottleneck will be just 2". The exact definition, consecutive drops at a queue with no packet
accepted into it in between, needs the accepted arrivals, which the drop log does not record.
Two derivable definitions are offered, both documented in :func:`burst_losses`:

* ``rule="gap"`` (default, queue level): successive drops at the link, whatever their flows,
  belong to one burst when they are less than ``gap`` apart; ``gap`` defaults to one packet
  transmission time at the link rate. While a DropTail queue stays full it accepts a packet only
  after a departure, and departures are one transmission time apart, so drops closer than that
  are (almost always) back-to-back. This is an approximation: a departure and a refill can fall
  between two drops that are closer than one transmission time.
* ``rule="flow"`` (flow level): drops of packets with consecutive sequence numbers of the same
  flow at the link. Exact from the log (sequence numbers in packets), but blind to bursts spread
  over several flows, and on its own blind to time: two retransmissions of consecutive numbers
  lost half a second apart join too. Give ``gap`` (or ``link_bps`` and ``pkt_bytes``) to join
  only drops also closer than it, back-to-back packets of one sender both lost.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pandas as pd

from ccsim.metrics._check import columns, select, time_ns, window_ns
from ccsim.metrics.throughput import counter_difference

QUEUE_DROP_KINDS = (0, 1)  # 0 overflow/forced, 1 RED early; 2 (link loss) is not a queue drop

_BURST_COLUMNS = ["start_ns", "end_ns", "size", "n_flows", "flow"]


def _runs(breaks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Start and end indices of runs, given ``breaks[i]`` True when item i+1 starts a new run."""
    starts = np.concatenate(([0], np.flatnonzero(breaks) + 1))
    ends = np.concatenate((starts[1:] - 1, [len(breaks)]))
    return starts, ends


def burst_losses(
    drops: pd.DataFrame,
    link,
    *,
    rule: str = "gap",
    gap=None,
    link_bps: float | None = None,
    pkt_bytes: int | None = None,
    min_size: int = 2,
    kinds=QUEUE_DROP_KINDS,
    window=None,
    acks: bool = False,
) -> pd.DataFrame:
    """Bursts of back-to-back drops at one link (000 Section VII-C; see the module docstring).

    ``drops``: the drop log (``t_ns, link, flow, seq, kind``). ``link``: the link id as in the
    log, or its name (matched against the ``name`` column ``ccsim.run`` adds). ``rule``: ``"gap"``
    or ``"flow"``. The threshold is ``gap`` (a time such as ``"1ms"``; a bare number is seconds, as
    everywhere in ccsim) or else one transmission time ``pkt_bytes * 8 / link_bps``, in whole
    nanoseconds rounded up as the engine counts it (so drops exactly one transmission apart are
    never joined by a rounding); two drops join when strictly closer than it. ``"gap"`` needs a
    threshold; ``"flow"`` uses one only if given (module docstring). ``kinds``: drop kinds
    counted (default queue drops, 0 and 1). ``min_size``: smallest run reported (2 = at least
    two back-to-back drops). ``acks``: also count dropped ACKs (rows with ``is_ack`` true, when
    the log has that column); off by default, since 000 counts data losses.

    Returns one row per burst: ``start_ns, end_ns, size`` (drops in it), ``n_flows`` (distinct
    flows hit) and ``flow`` (the flow for ``rule="flow"``, else NA). The number of burst losses is
    ``len(result)``. An empty log (no drops) gives no bursts.
    """
    df = columns(drops, ["t_ns", "link", "flow", "seq", "kind"], "drops", allow_empty=True)
    if min_size < 1:
        raise ValueError(f"min_size: must be at least 1, got {min_size}")
    df = select(df, "link", link, "drops")
    df = df[df["kind"].isin(list(kinds))]
    if not acks and "is_ack" in df.columns:
        df = df[~df["is_ack"].astype(bool)]
    if window is not None and len(df):
        t0, t1 = window_ns(window, None, 0, int(df["t_ns"].max()))
        df = df[(df["t_ns"] >= t0) & (df["t_ns"] <= t1)]
    if rule not in ("gap", "flow"):
        raise ValueError(f"rule: {rule!r} is not 'gap' or 'flow'")
    g = _gap_ns(gap, link_bps, pkt_bytes)
    if rule == "gap":
        if g is None:
            raise ValueError("rule='gap' needs gap=..., or link_bps and pkt_bytes to derive it")
        return _gap_bursts(df, g, min_size)
    return _flow_bursts(df, min_size, g)


def _gap_ns(gap, link_bps, pkt_bytes) -> int | None:
    """The joining threshold in ns: ``gap``, else one transmission of ``pkt_bytes`` at
    ``link_bps`` rounded up to whole ns (``time.rs``'s ``tx_time``), else None."""
    if gap is not None:
        g = time_ns(gap, "gap")
        if g <= 0:
            raise ValueError(f"gap: must be positive, got {gap!r}")
        return g
    if link_bps is None and pkt_bytes is None:
        return None
    if link_bps is None or pkt_bytes is None:
        raise ValueError("link_bps and pkt_bytes: give both to derive the gap, or gap=...")
    if not (np.isfinite(link_bps) and link_bps > 0 and np.isfinite(pkt_bytes) and pkt_bytes > 0):
        raise ValueError(f"link_bps and pkt_bytes must be positive numbers, got {link_bps!r} "
                         f"and {pkt_bytes!r}")
    ns = Fraction(pkt_bytes) * 8 * 10**9 / Fraction(link_bps)
    return -(-ns.numerator // ns.denominator)


def _gap_bursts(df: pd.DataFrame, gap_ns: int, min_size: int) -> pd.DataFrame:
    if len(df) == 0:
        return _bursts([])
    df = df.sort_values("t_ns", kind="stable")
    t = df["t_ns"].to_numpy(dtype=np.int64)
    flows = df["flow"].to_numpy()
    starts, ends = _runs(np.diff(t) >= gap_ns)
    rows = [
        (t[s], t[e], e - s + 1, len(np.unique(flows[s : e + 1])), None)
        for s, e in zip(starts, ends)
        if e - s + 1 >= min_size
    ]
    return _bursts(rows)


def _bursts(rows: list[tuple]) -> pd.DataFrame:
    """The burst table: int64 columns, and ``flow`` a nullable Int64 (NA for a queue-level
    burst that spans flows, instead of a -1 sentinel)."""
    out = pd.DataFrame(rows, columns=_BURST_COLUMNS).astype(
        {c: np.int64 for c in _BURST_COLUMNS[:-1]})
    out["flow"] = pd.array(out["flow"].tolist(), dtype="Int64")
    return out


def _flow_bursts(df: pd.DataFrame, min_size: int, gap_ns: int | None) -> pd.DataFrame:
    rows = []
    for flow, g in df.sort_values("t_ns", kind="stable").groupby("flow", sort=True):
        t = g["t_ns"].to_numpy(dtype=np.int64)
        seq = g["seq"].to_numpy(dtype=np.int64)
        breaks = np.diff(seq) != 1
        if gap_ns is not None:
            breaks |= np.diff(t) >= gap_ns
        starts, ends = _runs(breaks)
        rows += [
            (t[s], t[e], e - s + 1, 1, flow) for s, e in zip(starts, ends) if e - s + 1 >= min_size
        ]
    out = _bursts(rows)
    return out.sort_values("start_ns", kind="stable").reset_index(drop=True)


def loss_rate(table: pd.DataFrame, window=None, *, last=None) -> pd.Series:
    """Per-flow data loss rate: data packets dropped / data packets sent (retransmissions count
    as sent packets). From the ``flows`` table (whole run) or, when the table has ``t_ns``, from
    ``flow_samples`` over ``window``/``last``. NaN for a flow that sent nothing."""
    if isinstance(table, pd.DataFrame) and "t_ns" in table.columns:
        drops, _, _ = counter_difference(table, "drops", window, last)
        sent, _, _ = counter_difference(table, "data_sent", window, last)
    else:
        if window is not None or last is not None:
            raise ValueError("window/last need the flow_samples table (with t_ns), not flows")
        df = columns(table, ["flow", "drops", "data_sent"], "flows")
        drops = df.set_index("flow")["drops"].astype(float)
        sent = df.set_index("flow")["data_sent"].astype(float)
    rate = drops / sent.where(sent > 0)
    rate.name = "loss_rate"
    return rate


def link_loss_rate(links: pd.DataFrame) -> pd.DataFrame:
    """Per-link drops by cause and the drop fraction ``all drops / arrivals`` (NaN if idle)."""
    need = ["link", "arrivals", "drops_overflow", "drops_early", "drops_loss"]
    df = columns(links, need, "links").set_index("link")
    out = df[[c for c in ["name", "drops_overflow", "drops_early", "drops_loss"] if c in df]].copy()
    out["drops"] = df["drops_overflow"] + df["drops_early"] + df["drops_loss"]
    arr = df["arrivals"].astype(float)
    out["loss_rate"] = out["drops"] / arr.where(arr > 0)
    return out


def timeouts_per_flow(flows: pd.DataFrame) -> pd.Series:
    """Retransmission timeouts per flow (000 Tables I-II report them next to losses)."""
    df = columns(flows, ["flow", "timeouts"], "flows")
    s = df.set_index("flow")["timeouts"]
    s.name = "timeouts"
    return s
