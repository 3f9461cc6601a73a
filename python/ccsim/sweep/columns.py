"""Swept parameters as typed table columns, so that a collected table sorts and plots by value.

A parameter is stored in the plan as written (``"5pkt"``, ``"1.5Mbps"``, ``{kind = "red", ...}``);
as table cells those sort as text ("10pkt" < "5pkt") and tables become opaque JSON. Here each
parameter becomes columns a researcher can use directly:

* quantities (every value of the parameter a duration, a rate, a size or a packet count, in any
  unit) become one number in the base unit of :mod:`ccsim.units` (seconds, bit/s, bytes,
  packets) plus a ``<path>_unit`` column naming it: ``"500ms"`` and ``"1s"`` give 0.5 and 1.0,
  unit ``"s"``. A bare number among them is already in that base unit, as in scenario files,
  except a UDP source's ``rate`` (packets/s for a Poisson source): such a column stays as written;
* tables (every value a table) are spread into one column per leaf, ``<path>.<key>``, each typed
  by the same rules: ``topology.bottleneck.queue`` = ``{kind = "red", limit = "100pkt"}`` gives
  ``topology.bottleneck.queue.kind`` = "red" and ``topology.bottleneck.queue.limit`` = 100;
* anything else stays as written: numbers, booleans, names, and (for lists or a mix of tables
  and names) canonical JSON text. A column whose values mix kinds (names and numbers, such as
  ``"unlimited"`` and ``10``) is all text, numbers as JSON writes them (``"10"``): Parquet
  and Arrow hold one type per column.
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


def _one_type(cells: list[Any]) -> list[Any]:
    """The cells of one column, all text when they mix names, numbers and booleans (an Arrow
    column has one type: a mixed object column made ``to_parquet`` fail)."""
    def kind(v: Any) -> type:
        return bool if isinstance(v, bool) else float if isinstance(v, (int, float)) else type(v)

    if len({kind(v) for v in cells if v is not None}) <= 1:
        return cells
    return [v if v is None or isinstance(v, str) else json.dumps(v) for v in cells]


def as_written_columns(params: list[dict[str, Any]], names: list[str]) -> pd.DataFrame:
    """One column per path with the values as written (the table layout before issue 13)."""
    columns = {n: _one_type([_text(p.get(n)) for p in params]) for n in names}
    return pd.DataFrame(columns, index=range(len(params)), columns=names, dtype=object)


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
    # A UDP source's bare `rate` is packets/s for `poisson` (bit/s for `cbr`): beside a bit rate
    # it is not in the base unit, so such a column stays as written.
    unsure = name.endswith("udp.rate") and any(q is not None and not q[3] for q in read)
    if read and len(kinds) == 1 and all(q is not None for q in read) and not unsure:
        unit = next(q[2] for q in read if q is not None and q[3])
        out[name] = [None if q is None else q[1] for q in parsed]
        out[name + UNIT_SUFFIX] = [unit] * len(values)
        return
    out[name] = _one_type([None if v is _MISSING else _text(v) for v in values])


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
