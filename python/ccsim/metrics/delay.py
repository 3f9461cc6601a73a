"""End-to-end delay statistics of data packets (001/002 Tables II-IV; 004 Section 4.1).

The ``delays`` table holds one row per data transmission that reached the receiver (a
duplicate of a packet already delivered, after a spurious retransmission, has its own row, as
the ``arrivals`` counter counts it): ``t_ns`` (arrival time at the receiver), ``flow`` and
``delay_ns`` (one-way delay from that transmission's send, queueing, serialization and
propagation included). Statistics are over packets, so a flow that delivers
more packets weighs more in the "all" row, as in a per-packet average over the network (which is
what 001/002's "average end-to-end delay" is: their text averages over packets, not flows).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from ccsim.metrics._check import columns, values, window_ns

DEFAULT_PERCENTILES = (50, 90, 95, 99)


def summary(x, percentiles=DEFAULT_PERCENTILES, *, name: str = "x") -> pd.Series:
    """``count, mean, std, min, p<q>..., max`` of a sample. ``std`` is the population standard
    deviation (ddof = 0), the one a running accumulator in the engine gives; percentiles use
    linear interpolation between order statistics (numpy's default)."""
    v = values(x, name, allow_negative=True)
    qs = [float(q) for q in percentiles]
    if any(not 0 <= q <= 100 for q in qs):
        raise ValueError(f"percentiles: each must be in [0, 100], got {list(percentiles)}")
    out = {"count": float(len(v)), "mean": float(v.mean()), "std": float(v.std()), "min": float(v.min())}
    for q, val in zip(qs, np.percentile(v, qs) if qs else []):
        out[f"p{q:g}"] = float(val)
    out["max"] = float(v.max())
    return pd.Series(out)


def delay_stats(delays: pd.DataFrame, window=None, *, percentiles=DEFAULT_PERCENTILES, by_flow: bool = True) -> pd.DataFrame:
    """Per-flow (and overall, row ``"all"``) delay statistics in seconds from the raw ``delays``
    table: count, mean, std, min, percentiles, max. ``window=(t0, t1)`` keeps packets that
    arrived in it."""
    df = columns(delays, ["t_ns", "flow", "delay_ns"], "delays")
    if (df["delay_ns"] < 0).any():
        raise ValueError("delays: negative delay_ns")
    if window is not None:
        t0, t1 = window_ns(window, None, 0, int(df["t_ns"].max()))
        df = df[(df["t_ns"] >= t0) & (df["t_ns"] <= t1)]
        if len(df) == 0:
            raise ValueError(f"delays: no packet arrived in the window ({t0}, {t1}) ns")
    sec = df["delay_ns"].to_numpy(dtype=float) / 1e9
    rows = {}
    if by_flow:
        for flow, idx in df.groupby("flow", sort=True).indices.items():
            rows[flow] = summary(sec[idx], percentiles, name=f"delays of flow {flow}")
    rows["all"] = summary(sec, percentiles, name="delays")
    out = pd.DataFrame(rows).T
    out.index.name = "flow"
    out.columns = [c if c == "count" else f"{c}_s" for c in out.columns]
    return out


def delay_summary(flows: pd.DataFrame) -> pd.DataFrame:
    """The engine's per-flow delay summary columns from the ``flows`` table (when only the
    summary, not every delay, was recorded), plus a row ``"all"`` for every packet together:
    their count, mean (packet-weighted), standard deviation (pooled from the flows' means and
    standard deviations, both over packets: ddof 0), minimum and maximum."""
    stats = ["delay_count", "delay_mean_s", "delay_std_s", "delay_min_s", "delay_max_s"]
    df = columns(flows, ["flow", "delay_count"], "flows")
    missing = [c for c in stats if c not in df.columns]
    if missing:
        raise ValueError(f"flows: missing column(s) {missing}")
    df = df.set_index("flow")[stats]
    n = df["delay_count"].astype(float)
    if n.sum() <= 0:
        raise ValueError("flows: no delay was recorded (delay_count is 0 for every flow)")
    # flows with no delivered packet have no mean (NaN); they weigh 0
    some = df[n > 0]
    w = n[n > 0]
    overall_mean = float((some["delay_mean_s"] * w).sum() / w.sum())
    # Var(all) = sum n_i (var_i + (mean_i - mean)^2) / N: within plus between the flows.
    spread = (some["delay_std_s"] ** 2 + (some["delay_mean_s"] - overall_mean) ** 2) * w
    out = df.copy()
    out.loc["all", stats] = [w.sum(), overall_mean, float(np.sqrt(spread.sum() / w.sum())),
                             float(some["delay_min_s"].min()), float(some["delay_max_s"].max())]
    return out
