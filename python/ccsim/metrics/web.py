"""Latency of finite (web-like) transfers (000 Section VI-B, Fig. 8; 004 Section 4.1.3).

000 measures, for workloads of 10 to 2500 packets, the time a transfer takes from its start until
its last packet is acknowledged ("latency"), averaged over transfers. The ``transfers`` table of
the ``closed_loop`` and ``poisson_transfers`` apps gives exactly that (``duration_s``, to the ACK
of the last packet; the reproductions of Fig. 8 use it). For finite flows,
:func:`transfer_latencies` gives ``completion_ns - start_ns``, which ends when the receiver holds
every packet: one trip of the last ACK back to the sender shorter than 000's latency (the
``flows`` table has no time of the last ACK). The ``flows`` table gives ``completion_ns`` per flow;
a transfer that did not finish within the run has a missing (NA) ``completion_ns`` (older saved
tables: -1) and is counted apart (``incomplete``), not silently dropped from the mean.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import pandas as pd

from ccsim.metrics._check import columns, values
from ccsim.metrics.delay import DEFAULT_PERCENTILES, summary


def transfer_latencies(flows: pd.DataFrame, start_ns=None) -> pd.Series:
    """Latency in seconds of each flow's transfer, indexed by flow (NaN if it did not complete):
    start to the last packet's arrival at the receiver (``completion_ns``), without the last
    ACK's return trip that 000's latency includes (see the module's doc).

    ``start_ns``: start times in ns, as a mapping or Series keyed by flow, a sequence aligned with
    the rows of ``flows``, or omitted when ``flows`` has a ``start_ns`` (or ``start_s``) column.
    """
    df = columns(flows, ["flow"], "flows")
    if "completion_ns" not in df.columns:
        raise ValueError("flows: missing column 'completion_ns'")
    comp = pd.to_numeric(df["completion_ns"], errors="coerce").to_numpy(dtype=float,
                                                                      na_value=np.nan)
    if start_ns is None:
        if "start_ns" in df.columns:
            start = df["start_ns"].to_numpy(dtype=float)
        elif "start_s" in df.columns:  # what ccsim.run's flows table carries
            start = df["start_s"].to_numpy(dtype=float) * 1e9
        else:
            raise ValueError("start_ns: not given and flows has no 'start_ns' or 'start_s' column")
    elif isinstance(start_ns, (Mapping, pd.Series)):
        get = start_ns.get
        missing = [f for f in df["flow"] if get(f) is None]
        if missing:
            raise ValueError(f"start_ns: no start time for flow(s) {missing[:5]}")
        start = np.array([float(start_ns[f]) for f in df["flow"]])
    else:
        start = values(start_ns, "start_ns")
        if len(start) != len(df):
            raise ValueError(f"start_ns has {len(start)} values but flows has {len(df)} rows")
    if not np.isfinite(start).all() or (start < 0).any():
        raise ValueError("start_ns: every start time must be a non-negative number")
    done = np.isfinite(comp) & (comp >= 0)
    lat = np.where(done, (comp - start) / 1e9, np.nan)
    if (lat[done] < 0).any():
        raise ValueError("flows: a transfer completes before it starts; check start_ns")
    return pd.Series(lat, index=df["flow"].to_numpy(), name="latency_s")


def latency_stats(latencies_s, percentiles=DEFAULT_PERCENTILES) -> pd.Series:
    """``count, incomplete, mean, std, min, p<q>..., max`` (seconds) of transfer latencies; NaN
    entries are incomplete transfers, counted in ``incomplete`` and left out of the statistics."""
    arr = np.asarray(latencies_s, dtype=float)
    if arr.ndim != 1 or arr.size == 0:
        raise ValueError("latencies_s: expected a non-empty 1-D sequence")
    done = ~np.isnan(arr)
    if not done.any():
        raise ValueError("latencies_s: no transfer completed")
    if (arr[done] < 0).any() or np.isinf(arr[done]).any():
        bad = arr[done][(arr[done] < 0) | np.isinf(arr[done])][0]
        raise ValueError(f"latencies_s: {float(bad)!r} is not a latency (a finite duration >= 0)")
    out = summary(arr[done], percentiles, name="latencies_s")
    return pd.concat([pd.Series({"incomplete": float((~done).sum())}), out])
