"""Synchronization of congestion windows: pairwise covariance coefficients (000 Sections IV, VII-B).

000 samples each flow's cwnd every 0.1 s over 1000 s and reports, for each pair of flows, a
"covariance coefficient" that is positive for in-phase windows, negative for out-of-phase windows
and ideally near 0. The paper states only this sign logic, ``(w1(t) - mean w1)(w2(t) - mean w2)``;
the normalization is inferred (EXPERIMENTS F-rtcp-5): the Pearson correlation coefficient

    c = sum_t (w1(t) - mean w1)(w2(t) - mean w2)
        / sqrt( sum_t (w1(t) - mean w1)^2 * sum_t (w2(t) - mean w2)^2 ),

over the sample times t common to both series, so that c is in [-1, 1], a series with itself
gives 1 and with its negation -1 (the values of 000's Tables VI-VII all lie in [-1, 1]).
"""

from __future__ import annotations

import itertools

import numpy as np
import pandas as pd

from ccsim.metrics._check import columns, paired, same_length, time_ns, values, window_ns


def covariance_coefficient(w1, w2) -> float:
    """Pearson covariance coefficient of two equally sampled series (module docstring).

    Refuses series of different lengths, fewer than two samples, non-finite values, and a constant
    series (its coefficient is 0/0). Two pandas Series are paired by label (sample time), other
    sequences by position.
    """
    w1, w2 = paired(w1, w2, "w1", "w2")
    a = values(w1, "w1", allow_negative=True)
    b = values(w2, "w2", allow_negative=True)
    same_length(a, b, "w1", "w2")
    if len(a) < 2:
        raise ValueError("w1, w2: need at least two samples")
    # Constant means all equal: a mean's rounding leaves deviations of 1e-17 from a constant 0.1.
    flat_a, flat_b = bool(np.all(a == a[0])), bool(np.all(b == b[0]))
    if flat_a or flat_b:
        which = "w1" if flat_a else "w2"
        raise ValueError(f"{which}: the series is constant; its covariance coefficient is undefined")
    da, db = a - a.mean(), b - b.mean()
    c = float(np.dot(da, db)) / np.sqrt(float(np.dot(da, da)) * float(np.dot(db, db)))
    return float(np.clip(c, -1.0, 1.0))


def cwnd_series(cwnd: pd.DataFrame, every="100ms", window=None, *, column: str = "cwnd") -> pd.DataFrame:
    """Wide table (index ``t_ns``, one column per flow) of the cwnd samples on a regular grid.

    ``every``: grid step (000 uses 0.1 s, "approximately once every RTT"); each grid time takes
    the latest sample at or before it. ``None`` keeps the engine's sample times as they are.
    ``window``: ``(t0, t1)`` to keep (e.g. to drop slow start). Grid times at which some flow has
    no sample yet are dropped, so all flows are compared over the same instants, and so are grid
    times after the last sample (a window reaching past the data is cut to it, not padded with
    copies of the last values).
    """
    df = columns(cwnd, ["t_ns", "flow"], "cwnd")
    if column not in df.columns:
        raise ValueError(f"cwnd: missing column {column!r}; it has {list(df.columns)}")
    # A sample without a value yet (``srtt_s`` before the first RTT sample, ``ssthresh`` of a
    # TFRCP flow) is no sample: the grid starts where every flow has one.
    df = df[df[column].notna()]
    if df.empty:
        raise ValueError(f"cwnd: no value in column {column!r}")
    if df.duplicated(["t_ns", "flow"]).any():
        raise ValueError("cwnd: more than one row for the same (t_ns, flow)")
    wide = df.pivot(index="t_ns", columns="flow", values=column).sort_index()
    t_min, t_max = int(wide.index[0]), int(wide.index[-1])
    t0, t1 = window_ns(window, None, t_min, t_max)
    if every is not None:
        step = time_ns(every, "every")
        if step <= 0:
            raise ValueError(f"every: must be positive, got {every!r}")
        first = -(-t0 // step) * step  # first multiple of the step at or after t0
        grid = np.arange(first, min(t1, t_max) + 1, step, dtype=np.int64)
        wide = wide.reindex(wide.index.union(grid)).ffill().loc[grid]
    else:
        wide = wide.loc[(wide.index >= t0) & (wide.index <= t1)]
    wide = wide.dropna(how="any")
    if len(wide) < 2:
        raise ValueError("cwnd: fewer than two common sample times in the window")
    return wide


def cwnd_covariance_matrix(cwnd: pd.DataFrame, every="100ms", window=None, *, column: str = "cwnd") -> pd.DataFrame:
    """Matrix (flow x flow) of pairwise covariance coefficients of cwnd (000 Sections IV, VII-B).

    Samples as in :func:`cwnd_series` (``column``: ``"cwnd"``, ``"ssthresh"`` or ``"srtt_s"``,
    whose samples before a flow's first RTT estimate are left out); entries are the Pearson
    coefficient of the module docstring. The diagonal is 1; a pair involving a constant series is NaN (undefined).
    """
    wide = cwnd_series(cwnd, every, window, column=column)
    x = wide.to_numpy(dtype=float)
    d = x - x.mean(axis=0)
    norm = np.sqrt((d * d).sum(axis=0))
    with np.errstate(invalid="ignore", divide="ignore"):
        c = (d.T @ d) / np.outer(norm, norm)
    c = np.clip(c, -1.0, 1.0)
    ok = x.max(axis=0) > x.min(axis=0)  # constant: all equal (rounding breaks norm > 0)
    np.fill_diagonal(c, np.where(ok, 1.0, np.nan))
    c[~ok, :] = np.nan
    c[:, ~ok] = np.nan
    return pd.DataFrame(c, index=wide.columns, columns=wide.columns)


def pairwise_covariance(cwnd: pd.DataFrame, every="100ms", window=None, *, column: str = "cwnd") -> pd.DataFrame:
    """Long form of :func:`cwnd_covariance_matrix`: one row per pair ``(flow_a, flow_b, coef)`` in
    the order (1,2), (1,3), ..., (2,3), ... that 000's Fig. 10 uses on its x axis."""
    m = cwnd_covariance_matrix(cwnd, every, window, column=column)
    rows = [(a, b, float(m.loc[a, b])) for a, b in itertools.combinations(m.index, 2)]
    return pd.DataFrame(rows, columns=["flow_a", "flow_b", "coef"])
