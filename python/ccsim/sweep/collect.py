"""Reading a sweep back: its status, and one tidy table of every finished point.

Both read only the store (the plan in ``sweep.json`` and the point files), so they work on a
directory copied from a cluster, while a sweep is still running, or after it was killed.
"""

from __future__ import annotations

import json
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from ccsim.sweep.store import CorruptResult, State, Store

__all__ = ["SweepStatus", "status", "collect", "SweepWarning"]


class SweepWarning(UserWarning):
    """Some points of a sweep are missing from a collected table (failed, pending or corrupt)."""


@dataclass
class SweepStatus:
    """Counts of the plan's distinct points by state, with the failed and corrupt ones listed."""

    directory: Path
    name: str | None
    total: int
    counts: dict[str, int]
    failed: list[dict[str, Any]] = field(default_factory=list)
    corrupt: list[dict[str, Any]] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return self.counts[State.DONE.value] == self.total


def _plan_rows(store: Store) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    plan = store.load_plan()
    return plan, plan.get("points", [])


def status(directory: str | Path) -> SweepStatus:
    """Done / failed / corrupt / pending counts of the sweep stored in ``directory``."""
    store = Store(directory)
    plan, rows = _plan_rows(store)
    counts = {s.value: 0 for s in State}
    failed, corrupt, seen = [], [], set()
    for row in rows:
        if row["point"] in seen:
            continue
        seen.add(row["point"])
        st = store.status(row["point"])
        counts[st.state.value] += 1
        if st.state is State.FAILED:
            failed.append({**row, **(st.detail or {})})
        elif st.state is State.CORRUPT:
            corrupt.append({**row, **(st.detail or {})})
    return SweepStatus(store.root, plan.get("name"), len(seen), counts, failed, corrupt)


def _cell(value: Any) -> Any:
    """A parameter value as a table cell: scalars as they are, tables and lists as JSON text."""
    if isinstance(value, (dict, list)):
        return json.dumps(value, sort_keys=True, separators=(",", ":"))
    return value


def collect(directory: str | Path, table: str = "flows", *, warn: bool = True) -> pd.DataFrame:
    """One row per (point, flow): the swept parameters (columns named by their paths), ``seed``,
    ``point`` (the key), then the flow table's columns. Rows follow the plan's order.

    ``table`` picks another of the run's tables instead (``links``, or a time series such as
    ``cwnd`` when the scenario's monitors recorded it), with the same leading columns. Points that
    are not done are left out (with a ``SweepWarning`` saying how many); a file whose checksum
    does not hold is never read into the table.
    """
    store = Store(directory)
    plan, rows = _plan_rows(store)
    names: list[str] = plan.get("params", [])
    frames, keys, missing = [], [], {s.value: 0 for s in State}
    cache: dict[str, pd.DataFrame | None] = {}
    for row in rows:
        key = row["point"]
        if key not in cache:
            try:
                cache[key] = store.read_table(key, table)
                if cache[key] is None:  # done, but this table was not recorded
                    cache[key] = pd.DataFrame()
            except CorruptResult:
                cache[key] = None
        frame = cache[key]
        if frame is None:
            missing[store.status(key).state.value] += 1
            continue
        frames.append(frame)
        keys.append([_cell(row["params"].get(n)) for n in names] + [row["seed"], key])
    lost = {k: v for k, v in missing.items() if v}
    if lost and warn:
        text = ", ".join(f"{v} {k}" for k, v in lost.items())
        warnings.warn(f"{store.root}: {text} point(s) left out of the table; "
                      "see `ccsim sweep status`", SweepWarning, stacklevel=2)
    return _join(keys, frames, [*names, "seed", "point"])


def _join(keys: list[list[Any]], frames: list[pd.DataFrame], columns: list[str]) -> pd.DataFrame:
    """Repeat each point's identifying columns over its rows and put them before its table."""
    pairs = [(k, f) for k, f in zip(keys, frames) if len(f)]
    if not pairs:
        return pd.DataFrame(columns=columns)
    ids = pd.DataFrame([k for k, f in pairs for _ in range(len(f))], columns=columns)
    rows = pd.concat([f for _, f in pairs], ignore_index=True)
    for c in [c for c in columns if c in rows.columns]:
        # The table may repeat an identifier (e.g. its own seed column): drop it when it agrees,
        # keep it apart when it does not.
        same = rows[c].astype(object).tolist() == ids[c].astype(object).tolist()
        rows = rows.drop(columns=c) if same else rows.rename(columns={c: f"{c}_table"})
    return pd.concat([ids, rows], axis=1)
