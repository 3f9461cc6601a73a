"""Queue-length statistics from the sampled queue series (004 Sections 4.1-4.2).

004 compares queue traces by their mean, maximum, the size of their oscillations and how often
they oscillate ("RED increases the frequency of queue oscillations", Section 4.2). The sampled
``queue`` table (``t_ns, link, pkts, bytes, tx_bytes``) is a regular sample every Delta, so the
sample mean is the time average. Two frequency estimates are given, both in Hz:

* ``crossings``: whole cycles between the first and last upward crossings of the series' mean,
  per second of that span (robust to non-sinusoidal sawtooth shapes, counts every cycle however
  small);
* ``fft``: the frequency of the largest peak of the periodogram of the mean-removed series,
  zero frequency excluded (the dominant period; resolution 1/duration).

Both are limited by the sampling: no frequency above the Nyquist limit 1/(2 Delta) is visible.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from ccsim.metrics._check import columns, select, values, window_ns


def oscillation_frequency(x, dt_s: float, method: str = "crossings") -> float:
    """Oscillation frequency (Hz) of a regularly sampled series with step ``dt_s`` seconds.

    ``method="crossings"``: the upward crossings of the mean (each i with ``x_i < mean <=
    x_{i+1}``, placed between the two samples by linear interpolation) are one per cycle, so
    ``k`` of them span ``k - 1`` whole cycles: the frequency is ``(k - 1)`` over the time from
    the first crossing to the last. Counting ``k`` over the whole series' duration, as before
    2026-12-07, counted the partial cycles at both ends as whole ones (``[0, 1] * 4`` sampled
    every second: 0.571 Hz for a 2 s period, where this gives 0.5). With fewer than two
    crossings no whole cycle is seen, and ``k`` over the duration is given (0 or its inverse).
    ``method="fft"``: argmax over k >= 1 of ``|rfft(x - mean)|^2``, times ``1 / (n dt_s)``. A
    constant series gives 0.
    """
    v = values(x, "x", allow_negative=True)
    if not np.isfinite(dt_s) or dt_s <= 0:
        raise ValueError(f"dt_s: must be a positive number of seconds, got {dt_s!r}")
    if len(v) < 3:
        raise ValueError("x: need at least three samples to see an oscillation")
    if np.all(v == v[0]):  # constant (not: no deviation from the mean, which rounding breaks)
        return 0.0
    d = v - v.mean()
    if method == "crossings":
        (i,) = np.nonzero((d[:-1] < 0) & (d[1:] >= 0))
        if len(i) < 2:
            return len(i) / ((len(v) - 1) * dt_s)
        at = (i - d[i] / (d[i + 1] - d[i])) * dt_s  # where the line through the pair meets 0
        return (len(i) - 1) / float(at[-1] - at[0])
    if method == "fft":
        power = np.abs(np.fft.rfft(d)) ** 2
        k = 1 + int(np.argmax(power[1:]))
        return k / (len(v) * dt_s)
    raise ValueError(f"method: {method!r} is not 'crossings' or 'fft'")


def queue_stats(queue: pd.DataFrame, link=None, window=None, *, column: str = "pkts") -> pd.DataFrame:
    """Per-link statistics of the sampled queue length: ``samples, mean, std`` (population),
    ``min, max, osc_hz_crossings, osc_hz_fft``. ``link`` selects one link by id or name
    (default: all sampled links); ``window=(t0, t1)`` restricts the samples; ``column`` is ``"pkts"`` or
    ``"bytes"``."""
    df = columns(queue, ["t_ns", "link", column], "queue")
    if link is not None:
        df = select(df, "link", link, "queue")
        if len(df) == 0:
            sampled = sorted(int(k) for k in queue["link"].unique())
            raise ValueError(f"queue: no sample for link {link!r}; sampled links: {sampled}")
    if window is not None:
        t0, t1 = window_ns(window, None, 0, int(df["t_ns"].max()))
        df = df[(df["t_ns"] >= t0) & (df["t_ns"] <= t1)]
        if len(df) == 0:
            raise ValueError(f"queue: no sample in the window ({t0}, {t1}) ns")
    rows = {}
    for lk, g in df.sort_values("t_ns", kind="stable").groupby("link", sort=True):
        t = g["t_ns"].to_numpy(dtype=np.int64)
        x = g[column].to_numpy(dtype=float)
        steps = np.diff(t)
        if len(steps) == 0 or steps.min() <= 0 or steps.max() != steps.min():
            raise ValueError(f"queue: link {lk!r} is not sampled at a regular positive interval")
        dt = steps[0] / 1e9
        rows[lk] = {
            "samples": float(len(x)),
            "mean": float(x.mean()),
            "std": float(x.std()),
            "min": float(x.min()),
            "max": float(x.max()),
            "osc_hz_crossings": oscillation_frequency(x, dt, "crossings") if len(x) >= 3 else np.nan,
            "osc_hz_fft": oscillation_frequency(x, dt, "fft") if len(x) >= 3 else np.nan,
        }
    out = pd.DataFrame(rows).T
    out.index.name = "link"
    return out
