"""Input checks shared by the metrics: every metric refuses bad input with a clear ValueError.

Why a module of its own: the papers' metrics are ratios and means, and a NaN, an empty list or two
lists of different lengths would silently give a wrong number instead of an error.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np
import pandas as pd

from ccsim.units import parse_duration


def values(x, name: str = "x", *, allow_negative: bool = False) -> np.ndarray:
    """Return ``x`` as a 1-D float array, refusing empty, non-finite or (by default) negative values."""
    if isinstance(x, (pd.DataFrame,)):
        raise ValueError(f"{name}: expected a 1-D sequence of numbers, got a DataFrame")
    try:
        arr = np.asarray(x, dtype=float)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{name}: expected numbers ({exc})") from None
    if arr.ndim != 1:
        raise ValueError(f"{name}: expected a 1-D sequence of numbers, got shape {arr.shape}")
    if arr.size == 0:
        raise ValueError(f"{name}: empty input; at least one value is needed")
    bad = ~np.isfinite(arr)
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        raise ValueError(f"{name}: value {float(arr[i])!r} at position {i} is not a finite number")
    if not allow_negative and (arr < 0).any():
        i = int(np.flatnonzero(arr < 0)[0])
        raise ValueError(f"{name}: value {float(arr[i])!r} at position {i} is negative")
    return arr


def paired(a, b, name_a: str, name_b: str):
    """``a`` and ``b`` as paired sequences: two pandas Series are paired by label (a flow's
    throughput with that flow's RTT, whatever order each table lists its flows in), refusing
    labels that one of them lacks; anything else pairs by position."""
    if isinstance(a, pd.Series) and isinstance(b, pd.Series) and not a.index.equals(b.index):
        if a.index.has_duplicates or b.index.has_duplicates:
            raise ValueError(f"{name_a}, {name_b}: repeated labels; pair them by position "
                             "(.to_numpy()) or give each label once")
        only = a.index.symmetric_difference(b.index)
        if len(only):
            raise ValueError(f"{name_a} and {name_b} are labelled differently (e.g. "
                             f"{only[0]!r} is in only one); pair them by position with "
                             ".to_numpy()")
        b = b.reindex(a.index)
    return a, b


def same_length(a: np.ndarray, b: np.ndarray, name_a: str, name_b: str) -> None:
    """Refuse two paired sequences of different lengths."""
    if len(a) != len(b):
        raise ValueError(
            f"{name_a} and {name_b} must have the same length (got {len(a)} and {len(b)})"
        )


def columns(df, required: Iterable[str], table: str, *, allow_empty: bool = False) -> pd.DataFrame:
    """Refuse a non-DataFrame, a table lacking a required column, a NaN in a required numeric
    column, and (unless ``allow_empty``: a drop log with no drop is legitimate) an empty table."""
    required = list(required)
    if not isinstance(df, pd.DataFrame):
        raise ValueError(f"{table}: expected a pandas DataFrame, got {type(df).__name__}")
    missing = [c for c in required if c not in df.columns]
    if missing:
        raise ValueError(
            f"{table}: missing column(s) {missing}; it has {list(df.columns)}"
        )
    if len(df) == 0 and df.attrs.get("monitor_off"):  # ccsim.tables: not even a drop log
        raise ValueError(f"{table}: the table is empty because {df.attrs['monitor_off']} was "
                         "off; switch it on to record it")
    if len(df) == 0 and not allow_empty:
        raise ValueError(f"{table}: the table is empty (was the monitor switched on?)")
    for c in required:
        col = df[c]
        if pd.api.types.is_numeric_dtype(col) and col.isna().any():
            i = int(np.flatnonzero(col.isna().to_numpy())[0])
            raise ValueError(f"{table}: column {c!r} has a missing (NaN) value at row {i}")
    return df


def time_ns(v, name: str = "time") -> int:
    """A time in integer nanoseconds, read by :func:`ccsim.units.parse_duration` as everywhere
    in ccsim: a string with a unit (``"950s"``, ``"1min"``, ``"100ms"``), a bare number in
    seconds, or a ``pandas.Timedelta`` / ``numpy.timedelta64`` (e.g. ``pd.Timedelta(t_ns, "ns")``
    for a time taken from a ``t_ns`` column)."""
    try:
        return parse_duration(v)
    except ValueError as e:
        raise ValueError(f"{name}: {e}") from None


def window_ns(window, last, t_min: int, t_max: int) -> tuple[int, int]:
    """Resolve a measurement window to ``(t0_ns, t1_ns)``.

    ``window=(t0, t1)`` gives it explicitly; ``last="50s"`` means the final 50 s before ``t_max``
    (the paper's "the last 50 seconds"); neither means ``[t_min, t_max]``.
    """
    if window is not None and last is not None:
        raise ValueError("give either window=(t0, t1) or last=duration, not both")
    if last is not None:
        d = time_ns(last, "last")
        if d <= 0:
            raise ValueError(f"last: the duration must be positive, got {last!r}")
        return t_max - d, t_max
    if window is None:
        return t_min, t_max
    if isinstance(window, str) or not isinstance(window, Sequence) or len(window) != 2:
        raise ValueError(f"window: expected a pair (t0, t1), got {window!r}")
    t0, t1 = time_ns(window[0], "window start"), time_ns(window[1], "window end")
    if t1 <= t0:
        raise ValueError(
            f"window: the end must be after the start, got ({window[0]!r}, {window[1]!r})"
        )
    return t0, t1


def select(df: pd.DataFrame, key: str, value, table: str) -> pd.DataFrame:
    """Rows whose ``key`` (a flow or link id) equals ``value``; a string ``value`` is matched
    against the ``name`` column that ``ccsim.run`` adds (e.g. ``link="bottleneck"``)."""
    if isinstance(value, str) and not pd.api.types.is_string_dtype(df[key]):
        if "name" not in df.columns:
            if df.empty:  # e.g. a drop log with no rows because its monitor was off
                raise ValueError(f"{table}: the table is empty (was the monitor switched on?), "
                                 f"so it has no {key} {value!r}")
            raise ValueError(f"{table}: {key} {value!r} is a name, but the table has no 'name' column")
        col = df["name"]
        if isinstance(col.dtype, pd.CategoricalDtype) and value not in col.cat.categories:
            # ``ccsim.run``'s tables list every name of the run as a category, rows or not: a
            # misspelt link would otherwise read as "no drops there" (no burst losses, say).
            from ccsim.errors import did_you_mean

            known = [str(c) for c in col.cat.categories]
            raise ValueError(f"{table}: the run has no {key} named {value!r}"
                             f"{did_you_mean(value, known)} (its {key}s: {', '.join(known[:6])}"
                             f"{', ...' if len(known) > 6 else ''})")
        return df[col.astype(str) == value]
    return df[df[key] == value]
