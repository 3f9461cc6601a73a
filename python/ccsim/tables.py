"""The pandas DataFrames of :class:`ccsim.Results`, one builder per table.

Kept apart from :mod:`ccsim.results` so that pandas is imported only when a table is first
read: ``ccsim run`` prints its summary from the engine's numpy arrays and never needs it. The
derived figures of ``flows`` and ``links`` (throughput, utilization, ...) are computed once, in
:func:`ccsim.results.flow_figures` and :func:`ccsim.results.link_figures`, for both the tables
here and that summary, so the two cannot disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
import pandas as pd

from ccsim.results import (
    COLUMNS,
    DROP_KINDS,
    DTYPES,
    NULLABLE,
    TRACE_EVENTS,
    engine_columns,
    flow_figures,
    link_figures,
)

if TYPE_CHECKING:
    from ccsim.lowering import Lowered

__all__ = ["build"]


def _frame(raw: dict[str, Any], table: str) -> pd.DataFrame:
    """The engine's columns of ``table`` as a DataFrame: signed integers, NA for "never"."""
    cols = raw.get(table)
    if not cols:
        df = pd.DataFrame({c: pd.Series(dtype=DTYPES.get(c, "int64")) for c in COLUMNS[table]})
    else:
        df = pd.DataFrame(engine_columns(cols))
    for c in NULLABLE.get(table, ()):
        if c in df.columns:
            ns = df[c].to_numpy(dtype=np.int64)
            df[c] = pd.array(np.where(ns < 0, 0, ns), dtype="Int64")
            df.loc[ns < 0, c] = pd.NA
    return df


def _names(codes: pd.Series, names: list[str]) -> pd.Categorical:
    """Index column -> categorical of names (cheap: one small dictionary, int codes)."""
    values = codes.to_numpy(dtype=np.int64, copy=False)
    values = np.where((values >= 0) & (values < len(names)), values, -1)
    return pd.Categorical.from_codes(values, categories=names)


def _flows(df: pd.DataFrame, lowered: Lowered, sim_ns: int) -> pd.DataFrame:
    fig = flow_figures({c: df[c].to_numpy() for c in ("flow", "data_sent", "delivered",
                                                      "delivered_bytes", "drops")},
                       df["completion_ns"].to_numpy(dtype=np.int64, na_value=-1),
                       lowered, sim_ns)
    extra = pd.DataFrame(fig, index=df.index)
    return pd.concat([extra.iloc[:, :4], df, extra.iloc[:, 4:]], axis=1)


def _links(df: pd.DataFrame, lowered: Lowered, sim_ns: int) -> pd.DataFrame:
    fig = link_figures({c: df[c].to_numpy() for c in df.columns}, lowered, sim_ns)
    head = {k: fig.pop(k) for k in ("name", "src", "dst")}
    derived = {k: fig.pop(k) for k in ("drops", "utilization", "throughput_bps")}
    extra = pd.DataFrame({**head, **fig}, index=df.index)
    out = pd.concat([extra.iloc[:, :3], df, extra.iloc[:, 3:]], axis=1)
    for k, v in derived.items():
        out[k] = v
    return out


def _series(df: pd.DataFrame, key: str, names: list[str]) -> pd.DataFrame:
    """Time series: add ``t_s`` and the categorical ``name`` of the flow or link."""
    out = df.copy()
    out.insert(1, "t_s", out["t_ns"] / 1e9)
    out.insert(3, "name", _names(out[key], names))
    return out


def _trace(df: pd.DataFrame, link_names: list[str], flow_names: list[str]) -> pd.DataFrame:
    """The packet trace: link and flow names, the event as its ns-2 letter, data or ACK."""
    out = _series(df, "link", link_names)
    out["event"] = pd.Categorical.from_codes(df["event"].to_numpy(dtype=np.int64),
                                             categories=list(TRACE_EVENTS))
    out.insert(5, "flow_name", _names(out["flow"], flow_names))
    out["kind"] = np.where(out.pop("is_ack").to_numpy(dtype=bool), "ack", "data")
    return out


def _transfers(df: pd.DataFrame, names: list[str]) -> pd.DataFrame:
    """Transfers of closed-loop / Poisson apps: add the flow name and the completion time
    (start to last ACK; NaN while unfinished, where ``end_ns`` is NA)."""
    out = df.copy()
    out.insert(1, "name", _names(out["flow"], names))
    out["duration_s"] = ((out["end_ns"] - out["start_ns"]) / 1e9).to_numpy(
        dtype=float, na_value=np.nan)
    return out


def _rounds(df: pd.DataFrame, names: list[str]) -> pd.DataFrame:
    """TFRCP rounds: add the flow name, the round length and its loss fraction p_i (NaN when
    no packet was counted)."""
    out = df.copy()
    out.insert(1, "name", _names(out["flow"], names))
    out["m_s"] = (out["end_ns"] - out["start_ns"]) / 1e9
    counted = out["received"] + out["lost"]
    out["p"] = np.where(counted > 0, out["lost"] / counted.where(counted > 0, 1), np.nan)
    return out


def _drops(df: pd.DataFrame, links: list[str], flows: list[str], logged: bool | None
           ) -> pd.DataFrame:
    """The drop log. Its emptiness means "no drops" only if ``monitors.drops`` was on, so a log
    left empty by the monitor being off says so in ``attrs["monitor_off"]`` (kept in Parquet),
    which :mod:`ccsim.metrics` reads rather than count no losses."""
    out = _series(df, "link", links)
    out.insert(4, "flow_name", _names(out["flow"], flows))
    out["kind_name"] = _names(out["kind"], list(DROP_KINDS))
    if logged is False:
        out.attrs["monitor_off"] = "monitors.drops"
    return out


def _delays(df: pd.DataFrame, flows: list[str]) -> pd.DataFrame:
    out = _series(df, "flow", flows)
    out["delay_s"] = out["delay_ns"] / 1e9
    return out


def build(table: str, raw: dict[str, Any], lowered: Lowered, sim_ns: int) -> pd.DataFrame:
    """The DataFrame of ``table`` from ``Simulation.results()`` and the lowered scenario. An
    empty table has the columns and dtypes of a full one."""
    df = _frame(raw, table)
    links = [r.name for r in lowered.links]
    flows = [r.name for r in lowered.flows]
    if table == "flows":
        return _flows(df, lowered, sim_ns)
    if table == "links":
        return _links(df, lowered, sim_ns)
    if table in ("cwnd", "flow_samples"):
        return _series(df, "flow", flows)
    if table == "queue":
        return _series(df, "link", links)
    if table == "drops":
        return _drops(df, links, flows, lowered.engine.get("monitors", {}).get("drops"))
    if table in ("delays", "first_send_delays"):
        return _delays(df, flows)
    if table == "transfers":
        return _transfers(df, flows)
    if table == "tfrcp_rounds":
        return _rounds(df, flows)
    if table == "trace":
        return _trace(df, links, flows)
    raise KeyError(f"no table {table!r}; the tables are {', '.join(COLUMNS)}")
