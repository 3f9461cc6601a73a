"""Swept parameters as typed table columns, so that a collected table sorts and plots by value.

A parameter is stored in the plan as written (``"5pkt"``, ``"1.5Mbps"``, ``{kind = "red", ...}``);
as table cells those sort as text ("10pkt" < "5pkt") and tables become opaque JSON. Here each
parameter becomes columns a researcher can use directly:

* quantities (every value of the parameter a duration, a rate, a size or a packet count, in any
  unit) become one number in the base unit of :mod:`ccsim.units` (seconds, bit/s, bytes,
  packets) plus a ``<path>_unit`` column naming it: ``"500ms"`` and ``"1s"`` give 0.5 and 1.0,
  unit ``"s"``. A bare number among them is already in that base unit, as in scenario files;
* tables (every value a table) are spread into one column per leaf, ``<path>.<key>``, each typed
  by the same rules: ``topology.bottleneck.queue`` = ``{kind = "red", limit = "100pkt"}`` gives
  ``topology.bottleneck.queue.kind`` = "red" and ``topology.bottleneck.queue.limit`` = 100;
* anything else stays as written: numbers, booleans, names, and (for lists or a mix of tables
  and names) canonical JSON text.
"""

from __future__ import annotations

import json
from typing import Any

import pandas as pd

from ccsim.units import quantity

__all__ = ["typed_columns", "as_written_columns", "UNIT_SUFFIX"]

#: The column naming the unit of a quantity parameter's numbers: ``<path>_unit``.
UNIT_SUFFIX = "_unit"
_MISSING = object()


def _text(value: Any) -> Any:
    """A cell as written: scalars as they are, tables and lists as canonical JSON text."""
    if isinstance(value, (dict, list)):
        return json.dumps(value, sort_keys=True, separators=(",", ":"))
    return value


def as_written_columns(params: list[dict[str, Any]], names: list[str]) -> pd.DataFrame:
    """One column per path with the values as written (the table layout before issue 13)."""
    return pd.DataFrame([[_text(p.get(n)) for n in names] for p in params], columns=names,
                        dtype=object)


def _column(name: str, values: list[Any], out: dict[str, list[Any]]) -> None:
    present = [v for v in values if v is not _MISSING and v is not None]
    if present and all(isinstance(v, dict) for v in present):
        keys = list(dict.fromkeys(k for v in present for k in v))
        for key in keys:
            _column(f"{name}.{key}",
                    [v.get(key, _MISSING) if isinstance(v, dict) else _MISSING for v in values],
                    out)
        return
    parsed = [None if v is _MISSING or v is None else quantity(v) for v in values]
    read = [q for v, q in zip(values, parsed) if v is not _MISSING and v is not None]
    kinds = {q[0] for q in read if q is not None and q[3]}
    if read and len(kinds) == 1 and all(q is not None for q in read):
        unit = next(q[2] for q in read if q is not None and q[3])
        out[name] = [None if q is None else q[1] for q in parsed]
        out[name + UNIT_SUFFIX] = [unit] * len(values)
        return
    out[name] = [None if v is _MISSING else _text(v) for v in values]


def typed_columns(params: list[dict[str, Any]], names: list[str]) -> pd.DataFrame:
    """One row per entry of ``params`` (a point's ``{path: value}``), typed columns per path."""
    out: dict[str, list[Any]] = {}
    for name in names:
        _column(name, [p.get(name, _MISSING) for p in params], out)
    frame = pd.DataFrame(out, index=range(len(params))).infer_objects()
    for name, column in out.items():  # whole numbers with gaps: nullable integers, not floats
        known = [v for v in column if v is not None]
        if len(known) < len(column) and known and all(
                isinstance(v, int) and not isinstance(v, bool) for v in known):
            frame[name] = pd.array(column, dtype="Int64")
    return frame
