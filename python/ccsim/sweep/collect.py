"""Reading a sweep back: its status, and one tidy table of every finished point.

Both read only the store (the plan in ``sweep.json`` and the point files), so they work on a
directory copied from a cluster, while a sweep is still running, or after it was killed.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from ccsim.results import TABLES
from ccsim.sweep.columns import as_written_columns, typed_columns
from ccsim.sweep.spec import SweepError
from ccsim.sweep.store import CorruptResult, State, Store

__all__ = ["SweepStatus", "status", "collect", "SweepWarning", "TABLES", "PARAMS"]


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


#: How swept parameters appear in a collected table (see ``ccsim.sweep.columns``).
PARAMS = ("typed", "as_written")


def collect(directory: str | Path, table: str = "flows", *, warn: bool = True,
            params: str = "typed") -> pd.DataFrame:
    """One row per (point, flow): the swept parameters, ``seed``, ``point`` (the key), then the
    flow table's columns. Rows follow the plan's order.

    Each distinct simulation appears once. Grid values that validate to the same scenario
    ("1Mbps" and "1000kbps") share one point key and one stored result; listing it once per
    spelling would count one run as several samples, so a per-group confidence interval
    (``groupby(...).apply(mean_ci)``) would come out too narrow. Its rows carry the parameters
    of its first combination in plan order (the first spelling in the grid), and ``status``
    counts the same points.

    ``params="typed"`` (the default) gives each parameter typed columns
    (:mod:`ccsim.sweep.columns`): quantities as numbers in base units with a ``<path>_unit``
    column, tables spread into ``<path>.<key>`` columns; ``params="as_written"`` keeps one
    column per path with the values as the spec wrote them (tables and lists as JSON text).

    ``table`` picks another of the run's tables instead (``links``, or a time series such as
    ``cwnd`` when the scenario's monitors recorded it), with the same leading columns; a name
    that is not a run table is refused. Points that are not done are left out (with a
    ``SweepWarning`` saying how many); a file whose checksum does not hold is never read into
    the table. A table with points left out says so itself: ``attrs["missing_points"]`` counts
    them by state (``{"failed": 1}``; empty when the table is complete), so a partial table
    saved or passed on does not look complete.
    """
    if table not in TABLES:
        raise SweepError(f"table {table!r} is not a run table; choose one of {', '.join(TABLES)}")
    if params not in PARAMS:
        raise SweepError(f"params {params!r}: choose one of {', '.join(PARAMS)}")
    store = Store(directory)
    plan, rows = _plan_rows(store)
    names: list[str] = plan.get("params", [])
    frames, used, missing = [], [], {s.value: 0 for s in State}
    unrecorded = 0
    seen: set[str] = set()
    for row in rows:
        key = row["point"]
        if key in seen:  # a later spelling of a simulation already listed (see above)
            continue
        seen.add(key)
        try:
            frame = store.read_table(key, table)
            if frame is None:  # done, but this table was not recorded (or had no rows)
                frame = pd.DataFrame()
                unrecorded += 1
        except CorruptResult:
            frame = None
        if frame is None:
            missing[store.status(key).state.value] += 1
            continue
        frames.append(frame)
        used.append(row)
    lost = {k: v for k, v in missing.items() if v}
    if lost and warn:
        text = ", ".join(f"{v} {k}" for k, v in lost.items())
        warnings.warn(f"{store.root}: {text} point(s) left out of the table; "
                      "see `ccsim sweep status`", SweepWarning, stacklevel=2)
    if warn and used and unrecorded == len(used):
        warnings.warn(f"{store.root}: no point has rows in the {table!r} table (its monitor was "
                      "off in the scenario, or recorded nothing)", SweepWarning, stacklevel=2)
    columns = typed_columns if params == "typed" else as_written_columns
    ids = columns([r["params"] for r in used], names)
    ids["seed"] = [r["seed"] for r in used]
    ids["point"] = [r["point"] for r in used]
    out = _join(ids, frames)
    out.attrs["missing_points"] = lost
    return out


def _join(ids: pd.DataFrame, frames: list[pd.DataFrame]) -> pd.DataFrame:
    """Repeat each point's identifying columns over its rows and put them before its table."""
    keep = [i for i, f in enumerate(frames) if len(f)]
    if not keep:
        return ids.iloc[0:0].reset_index(drop=True)
    repeats = [len(frames[i]) for i in keep]
    left = ids.loc[ids.index[keep].repeat(repeats)].reset_index(drop=True)
    rows = pd.concat([frames[i] for i in keep], ignore_index=True)
    for c in [c for c in left.columns if c in rows.columns]:
        # The table may repeat an identifier (e.g. its own seed column): drop it when it agrees,
        # keep it apart when it does not.
        same = rows[c].astype(object).tolist() == left[c].astype(object).tolist()
        rows = rows.drop(columns=c) if same else rows.rename(columns={c: f"{c}_table"})
    return pd.concat([left, rows], axis=1)
