"""Per-flow throughput over a chosen window, from the sampled cumulative counters.

The engine samples each flow's cumulative counters (``delivered``, ``delivered_bytes``,
``data_sent``, ``drops``) every Delta into the ``flow_samples`` table. The rate over
``[t0, t1]`` is the difference of a counter between the two ends divided by their distance: this
is how the papers measure "the throughput over the last 50 s" (000 Section VIII-A) or over the
whole connection (004 Section 3.2).

Conventions (stated once, used everywhere):

* **throughput = goodput** here: unique data delivered to the receiver (``delivered``), the
  quantity 000 and 004 report. ``sending_rate`` counts the sender's transmissions
  (``data_sent``, retransmissions included).
* Counters are zero at the start of the run: a window from t = 0 counts what happened at 0 too
  (the engine takes each sample after the events due at its instant, so its sample at 0 already
  holds a flow's first packets, and its last sample the flows table's totals when the run's
  length is a multiple of the step; else the last sample is the last multiple before the end), and may start at
  0 even if the first sample is at Delta.
* Window ends that fall between samples snap to the latest sample at or before them; the rate is
  over the snapped interval, which is returned in the result's ``attrs`` (``t0_ns``, ``t1_ns``).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from ccsim.metrics._check import columns, window_ns

_UNITS = {  # unit -> (counter kind, factor applied to the count per second)
    "pps": ("pkts", 1.0),
    "Bps": ("bytes", 1.0),
    "bps": ("bytes", 8.0),
    "kbps": ("bytes", 8.0 / 1e3),
    "Mbps": ("bytes", 8.0 / 1e6),
}
_BYTE_COLUMN = {"delivered": "delivered_bytes", "data_sent": "data_bytes_sent"}


def counter_table(flow_samples: pd.DataFrame, column: str) -> pd.DataFrame:
    """Wide table of one cumulative counter: index ``t_ns`` (its row at t = 0 zero, the state
    before anything happened), one column per flow; a flow's counter is 0 before its first
    sample."""
    df = columns(flow_samples, ["t_ns", "flow", column], "flow_samples")
    if df.duplicated(["t_ns", "flow"]).any():
        raise ValueError("flow_samples: more than one row for the same (t_ns, flow)")
    if (df["t_ns"] < 0).any():
        raise ValueError("flow_samples: negative sample time")
    wide = df.pivot(index="t_ns", columns="flow", values=column).sort_index()
    zero = pd.DataFrame(0, index=pd.Index([0], name="t_ns"), columns=wide.columns)
    wide = pd.concat([zero, wide[wide.index > 0]])
    return wide.ffill().fillna(0).astype(float)


def counter_difference(
    flow_samples: pd.DataFrame, column: str, window=None, last=None
) -> tuple[pd.Series, int, int]:
    """Increase of a cumulative counter per flow over the (snapped) window; returns
    ``(increase, s0_ns, s1_ns)``."""
    wide = counter_table(flow_samples, column)
    grid = wide.index.to_numpy(dtype=np.int64)
    t0, t1 = window_ns(window, last, int(grid[0]), int(grid[-1]))
    if t0 < 0:
        raise ValueError(f"window: starts before t = 0 ({t0} ns)")
    step = int(np.median(np.diff(grid))) if len(grid) > 1 else 0
    if t1 > grid[-1] + step:
        raise ValueError(
            f"window: ends at {t1} ns, after the last sample at {grid[-1]} ns"
        )
    s0 = int(grid[grid <= t0].max())
    s1 = int(grid[grid <= t1].max())
    if s1 <= s0:
        raise ValueError(
            f"window: ({t0}, {t1}) ns contains no full sampling interval (samples every {step} ns)"
        )
    inc = wide.loc[s1] - wide.loc[s0]
    if (inc < 0).any():
        raise ValueError(f"flow_samples: counter {column!r} decreases; it must be cumulative")
    return inc, s0, s1


def throughput(
    flow_samples: pd.DataFrame,
    window=None,
    *,
    last=None,
    unit: str = "pps",
    counter: str = "delivered",
    pkt_bytes: int | None = None,
) -> pd.Series:
    """Per-flow rate of a cumulative counter over a window, as a Series indexed by flow.

    ``window=("950s", "1000s")``; ``last="50s"`` (or ``"1min"``) for the final stretch of the
    samples; neither for the whole run. Times are read by :mod:`ccsim.units`: a bare number is
    seconds (``last=60`` is a minute), as in scenario files; pass a time taken from a ``t_ns``
    column as ``pd.Timedelta(t_ns, "ns")`` or ``f"{t_ns}ns"``. ``unit`` is ``"pps"`` (packets/s), ``"Bps"``, ``"bps"``,
    ``"kbps"`` or ``"Mbps"``. ``counter`` is ``"delivered"`` (goodput, the default) or
    ``"data_sent"`` (sending rate). Byte units use the matching byte counter when the table has it
    (``delivered_bytes``), else ``pkt_bytes`` times the packet count.
    """
    if unit not in _UNITS:
        raise ValueError(f"unit: {unit!r} is not one of {sorted(_UNITS)}")
    if counter not in _BYTE_COLUMN:
        raise ValueError(f"counter: {counter!r} is not one of {sorted(_BYTE_COLUMN)}")
    kind, factor = _UNITS[unit]
    column = counter
    scale = factor
    if kind == "bytes":
        byte_col = _BYTE_COLUMN[counter]
        if isinstance(flow_samples, pd.DataFrame) and byte_col in flow_samples.columns:
            column = byte_col
        elif pkt_bytes is None:
            raise ValueError(
                f"unit {unit!r} needs bytes: flow_samples has no {byte_col!r} column; pass pkt_bytes"
            )
        elif pkt_bytes <= 0:
            raise ValueError(f"pkt_bytes: must be positive, got {pkt_bytes!r}")
        else:
            scale = factor * pkt_bytes
    inc, s0, s1 = counter_difference(flow_samples, column, window, last)
    rate = inc * scale / ((s1 - s0) / 1e9)
    rate.name = f"{'throughput' if counter == 'delivered' else 'sending_rate'}_{unit}"
    rate.attrs.update(t0_ns=s0, t1_ns=s1)
    return rate


def goodput(flow_samples: pd.DataFrame, window=None, **kwargs) -> pd.Series:
    """Rate of unique data delivered to the receiver: :func:`throughput` with ``counter="delivered"``."""
    return throughput(flow_samples, window, counter="delivered", **kwargs)


def sending_rate(flow_samples: pd.DataFrame, window=None, **kwargs) -> pd.Series:
    """Rate of data packets sent, retransmissions included: ``counter="data_sent"``."""
    return throughput(flow_samples, window, counter="data_sent", **kwargs)
