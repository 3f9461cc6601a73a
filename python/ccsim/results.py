"""Results of one run as pandas DataFrames, with names added back from the scenario.

The engine returns numpy columns keyed by flow and link *indices*; here each table gains the
names and derived quantities a researcher asks for first (throughput, goodput, utilization).
Column meanings are documented in ``docs/user-guide.md``. Times stay integer ns (``t_ns``) as
the engine gives them; ``t_s`` is added for plotting. Every integer column is signed (int64), so
differences never wrap; a time that never happened (an unfinished transfer's ``end_ns``, a
flow's ``completion_ns``) is NA in a nullable ``Int64`` column, not -1.

Throughput is measured over each flow's active time: from its start to its completion (finite
transfers), its ``stop`` time, or the end of the run, so that flows starting late or stopping
early are not penalised.
"""

from __future__ import annotations

import io
import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import pandas as pd

from ccsim.atomic import write_atomic

if TYPE_CHECKING:
    from ccsim.lowering import Lowered
    from ccsim.scenario import Scenario

__all__ = ["Results", "TABLES", "DROP_KINDS", "TRACE_EVENTS", "ECN_BITS"]

#: Tables a run can produce, in the order they are saved.
TABLES = ("flows", "links", "cwnd", "queue", "flow_samples", "drops", "delays",
          "first_send_delays", "transfers", "tfrcp_rounds", "trace")
#: ``drops.kind`` codes of the engine.
DROP_KINDS = ("overflow", "early", "loss")
#: ``trace.event`` codes of the engine, as ns-2's trace letters, and ``m`` for a CE mark
#: (RFC 3168; ns-2 has no letter for it).
TRACE_EVENTS = ("+", "-", "r", "d", "m")
#: Bits of ``trace.ecn`` (RFC 3168): ECT and CE on data, ECE on ACKs, CWR on data.
ECN_BITS = {"ect": 1, "ce": 2, "ece": 4, "cwr": 8}

_COLUMNS: dict[str, tuple[str, ...]] = {
    "flows": ("flow", "data_sent", "data_bytes_sent", "retransmits", "delivered",
              "delivered_bytes", "arrivals", "drops", "timeouts", "fast_retransmits", "acks_sent",
              "ack_drops", "in_flight", "final_cwnd", "final_ssthresh", "ecn_reductions",
              "btlbw_bps", "min_rtt_s", "srtt_s", "completion_ns", "delay_count",
              "delay_mean_s", "delay_std_s", "delay_min_s", "delay_max_s"),
    "links": ("link", "tx_pkts", "tx_bytes", "busy_s", "arrivals", "drops_overflow",
              "drops_early", "drops_loss", "queue_delay_mean_s", "max_queue_pkts", "marks"),
    "cwnd": ("t_ns", "flow", "cwnd", "ssthresh", "srtt_s"),
    "queue": ("t_ns", "link", "pkts", "bytes", "tx_bytes"),
    "flow_samples": ("t_ns", "flow", "delivered", "delivered_bytes", "data_sent", "drops"),
    "drops": ("t_ns", "link", "flow", "seq", "kind"),
    "delays": ("t_ns", "flow", "delay_ns"),
    "first_send_delays": ("t_ns", "flow", "seq", "delay_ns"),
    "transfers": ("flow", "transfer", "start_ns", "end_ns", "delivered_ns", "packets"),
    "tfrcp_rounds": ("flow", "round", "start_ns", "end_ns", "rate_pps", "sent", "received", "lost",
                     "next_rate_pps", "srtt_s", "base_timeout_s"),
    "trace": ("t_ns", "link", "event", "flow", "seq", "is_ack", "size", "ecn", "sack_left0",
              "sack_right0", "sack_left1", "sack_right1", "sack_left2", "sack_right2"),
}


#: Times the engine marks as "never happened" with -1: nullable ``Int64`` columns, NA there.
NULLABLE: dict[str, tuple[str, ...]] = {
    "flows": ("completion_ns",),
    "transfers": ("end_ns", "delivered_ns"),
}
_INT64_MAX = np.iinfo(np.int64).max


def _signed(name: str, values: np.ndarray) -> np.ndarray:
    """Unsigned engine columns (uint64 times and counters, uint32 indices) as int64, so that a
    difference such as ``end_ns - start_ns`` or ``t_ns.diff()`` is negative when it should be
    instead of wrapping to 1.8e19 (or turning into float64 when mixed with int64)."""
    if values.dtype.kind != "u":
        return values
    if values.size and values.max() > _INT64_MAX:  # 292 years of ns: never in practice
        raise OverflowError(f"column {name!r} holds {values.max()}, beyond int64")
    return values.astype(np.int64)


def _frame(raw: dict[str, Any], table: str) -> pd.DataFrame:
    cols = raw.get(table)
    if not cols:
        df = pd.DataFrame({c: pd.Series(dtype="int64") for c in _COLUMNS[table]})
    else:
        df = pd.DataFrame({k: _signed(k, np.asarray(v)) for k, v in cols.items()})
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
    rows = lowered.flows
    idx = df["flow"].to_numpy(dtype=np.int64)

    def pick(attr: str) -> list[Any]:
        return [getattr(rows[i], attr) for i in idx]

    start = np.array(pick("start_ns"), dtype=np.int64)
    stop = np.array([sim_ns if s is None else min(s, sim_ns) for s in pick("stop_ns")],
                    dtype=np.int64)
    completion = df["completion_ns"]
    end = np.where(completion.notna().to_numpy(), completion.fillna(0).to_numpy(dtype=np.int64),
                   stop)
    active_s = (end - start) / 1e9
    with np.errstate(divide="ignore", invalid="ignore"):
        active = np.where(active_s > 0, active_s, np.nan)
        sent = df["data_sent"].to_numpy(dtype=float)
        extra = pd.DataFrame({
            "name": pick("name"),
            "group": pick("group"),
            "kind": pick("kind"),
            "protocol": pick("protocol"),
            "base_rtt_s": [np.nan if r is None else r / 1e9 for r in pick("base_rtt_ns")],
            "start_s": start / 1e9,
            "active_s": active,
            "throughput_pps": df["delivered"].to_numpy() / active,
            "goodput_bps": df["delivered_bytes"].to_numpy() * 8.0 / active,
            "loss_rate": np.where(sent > 0, df["drops"].to_numpy() / np.where(sent > 0, sent, 1),
                                  0.0),
        }, index=df.index)
    return pd.concat([extra.iloc[:, :4], df, extra.iloc[:, 4:]], axis=1)


def _links(df: pd.DataFrame, lowered: Lowered, sim_ns: int) -> pd.DataFrame:
    rows = lowered.links
    idx = df["link"].to_numpy(dtype=np.int64)
    sim_s = sim_ns / 1e9 if sim_ns > 0 else math.nan
    bw = np.array([rows[i].bandwidth_bps for i in idx], dtype=float)
    extra = pd.DataFrame({
        "name": [rows[i].name for i in idx],
        "src": [rows[i].src for i in idx],
        "dst": [rows[i].dst for i in idx],
        "bandwidth_bps": bw,
        "delay_s": [rows[i].delay_ns / 1e9 for i in idx],
    }, index=df.index)
    out = pd.concat([extra.iloc[:, :3], df, extra.iloc[:, 3:]], axis=1)
    out["drops"] = df["drops_overflow"] + df["drops_early"] + df["drops_loss"]
    out["utilization"] = df["busy_s"] / sim_s
    out["throughput_bps"] = df["tx_bytes"] * 8.0 / sim_s
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
    if df.empty:
        return df
    out = df.copy()
    out.insert(1, "name", _names(out["flow"], names))
    out["duration_s"] = ((out["end_ns"] - out["start_ns"]) / 1e9).to_numpy(
        dtype=float, na_value=np.nan)
    return out


def _rounds(df: pd.DataFrame, names: list[str]) -> pd.DataFrame:
    """TFRCP rounds: add the flow name, the round length and its loss fraction p_i (NaN when
    no packet was counted)."""
    if df.empty:
        return df
    out = df.copy()
    out.insert(1, "name", _names(out["flow"], names))
    out["m_s"] = (out["end_ns"] - out["start_ns"]) / 1e9
    counted = out["received"] + out["lost"]
    out["p"] = np.where(counted > 0, out["lost"] / counted.where(counted > 0, 1), np.nan)
    return out


def _series(df: pd.DataFrame, key: str, names: list[str]) -> pd.DataFrame:
    """Time series: add ``t_s`` and the categorical ``name`` of the flow or link."""
    if df.empty:
        return df
    out = df.copy()
    out.insert(1, "t_s", out["t_ns"] / 1e9)
    out.insert(3, "name", _names(out[key], names))
    return out


@dataclass
class Results:
    """Tables of one run. ``flows`` and ``links`` always have a row per flow/link; the time
    series (``cwnd``, ``queue``, ``flow_samples``, ``drops``, ``delays``,
    ``first_send_delays``) are empty unless the
    scenario's monitors asked for them; ``transfers`` has a row per transfer of the
    ``closed_loop`` and ``poisson_transfers`` apps and ``tfrcp_rounds`` one per round of each
    TFRCP flow; ``trace`` has the packet events of the links ``monitors.trace`` names.
    ``meta`` holds sim_ns, events, seed, finished, trace_truncated and the
    wall-clock figures wall_s (the engine run) and setup_s (validation, lowering, engine build),
    which :meth:`summary` leaves out."""

    flows: pd.DataFrame
    links: pd.DataFrame
    cwnd: pd.DataFrame
    queue: pd.DataFrame
    flow_samples: pd.DataFrame
    drops: pd.DataFrame
    delays: pd.DataFrame
    first_send_delays: pd.DataFrame = field(default_factory=pd.DataFrame)
    transfers: pd.DataFrame = field(default_factory=pd.DataFrame)
    tfrcp_rounds: pd.DataFrame = field(default_factory=pd.DataFrame)
    trace: pd.DataFrame = field(default_factory=pd.DataFrame)
    meta: dict[str, Any] = field(default_factory=dict)
    scenario: Scenario | None = None

    @classmethod
    def from_engine(
        cls, raw: dict[str, Any], lowered: Lowered, scenario: Scenario | None = None,
        wall_s: float | None = None,
    ) -> Results:
        """Build the tables from ``Simulation.results()``."""
        meta = dict(raw.get("meta", {}))
        sim_ns = int(meta.get("sim_ns", 0))
        flow_names = [r.name for r in lowered.flows]
        link_names = [r.name for r in lowered.links]
        drops = _series(_frame(raw, "drops"), "link", link_names)
        if not drops.empty:
            drops.insert(4, "flow_name", _names(drops["flow"], flow_names))
            drops["kind_name"] = _names(drops["kind"], list(DROP_KINDS))
        delays = _series(_frame(raw, "delays"), "flow", flow_names)
        if not delays.empty:
            delays["delay_s"] = delays["delay_ns"] / 1e9
        first_send = _series(_frame(raw, "first_send_delays"), "flow", flow_names)
        if not first_send.empty:
            first_send["delay_s"] = first_send["delay_ns"] / 1e9
        if wall_s is not None:
            meta["wall_s"] = wall_s
        if scenario is not None:
            meta.setdefault("scenario", scenario.name)
        return cls(
            flows=_flows(_frame(raw, "flows"), lowered, sim_ns),
            links=_links(_frame(raw, "links"), lowered, sim_ns),
            cwnd=_series(_frame(raw, "cwnd"), "flow", flow_names),
            queue=_series(_frame(raw, "queue"), "link", link_names),
            flow_samples=_series(_frame(raw, "flow_samples"), "flow", flow_names),
            drops=drops,
            delays=delays,
            first_send_delays=first_send,
            transfers=_transfers(_frame(raw, "transfers"), flow_names),
            tfrcp_rounds=_rounds(_frame(raw, "tfrcp_rounds"), flow_names),
            trace=_trace(_frame(raw, "trace"), link_names, flow_names),
            meta=meta,
            scenario=scenario,
        )

    @property
    def plot(self) -> Any:
        """Quick plots of the recorded time series: ``plot.queue()``, ``plot.cwnd()``,
        ``plot.throughput()``, or ``plot()`` for the first one recorded (:mod:`ccsim.plotting`;
        needs the ``plots`` extra)."""
        from ccsim.plotting import Plotter

        return Plotter(self)

    def _repr_html_(self) -> str:
        """A compact summary in Jupyter: the run's figures, the flows and the busiest links, the
        recorded tables and how to plot them."""
        return _summary_html(self)

    def __repr__(self) -> str:
        m = self.meta
        recorded = [n for n in TABLES[2:] if not getattr(self, n).empty]
        return (f"<ccsim.Results {m.get('scenario')!r} seed {m.get('seed')}: {len(self.flows)} "
                f"flows, {len(self.links)} links, {int(m.get('sim_ns', 0)) / 1e9:g} s simulated"
                f"{'; ' + ', '.join(recorded) if recorded else ''}>")

    def tables(self) -> dict[str, pd.DataFrame]:
        return {name: getattr(self, name) for name in TABLES}

    def summary(self) -> dict[str, Any]:
        """Simulated results only (no wall-clock figures): identical for one scenario and seed.

        Per flow: counters, throughput, goodput, loss rate, mean one-way delay. Per link: the
        bottleneck-like ones (every link except per-flow access links that dropped nothing)."""
        f = self.flows
        first_send = "first_send_delay_mean_s" in f.columns  # only with that monitor on
        flows = [
            {
                "name": str(r["name"]), "group": str(r["group"]), "kind": str(r["kind"]),
                "data_sent": int(r["data_sent"]), "retransmits": int(r["retransmits"]),
                "delivered": int(r["delivered"]), "delivered_bytes": int(r["delivered_bytes"]),
                "drops": int(r["drops"]), "timeouts": int(r["timeouts"]),
                "fast_retransmits": int(r["fast_retransmits"]),
                "throughput_pps": _num(r["throughput_pps"]), "goodput_bps": _num(r["goodput_bps"]),
                "loss_rate": _num(r["loss_rate"]), "delay_mean_s": _num(r["delay_mean_s"]),
                "completion_s": None if pd.isna(r["completion_ns"])
                else int(r["completion_ns"]) / 1e9,
                **({"first_send_delay_mean_s": _num(r["first_send_delay_mean_s"])}
                   if first_send else {}),
            }
            for _, r in f.iterrows()
        ]
        shown = self.links[~self.links["name"].str.startswith("access_") | (self.links["drops"] > 0)]
        links = [
            {
                "name": str(r["name"]), "tx_pkts": int(r["tx_pkts"]), "drops": int(r["drops"]),
                "drops_overflow": int(r["drops_overflow"]), "drops_early": int(r["drops_early"]),
                "drops_loss": int(r["drops_loss"]), "utilization": _num(r["utilization"]),
                "queue_delay_mean_s": _num(r["queue_delay_mean_s"]),
                "max_queue_pkts": int(r["max_queue_pkts"]),
            }
            for _, r in shown.iterrows()
        ]
        m = self.meta
        return {
            "scenario": m.get("scenario"),
            "seed": int(m.get("seed", 0)),
            "sim_s": int(m.get("sim_ns", 0)) / 1e9,
            "events": int(m.get("events", 0)),
            "finished": bool(m.get("finished", True)),
            "trace_truncated": bool(m.get("trace_truncated", False)),
            "totals": {
                "flows": len(f),
                "data_sent": int(f["data_sent"].sum()),
                "delivered": int(f["delivered"].sum()),
                "drops": int(f["drops"].sum()),
                "timeouts": int(f["timeouts"].sum()),
            },
            "flows": flows,
            "links": links,
            "links_omitted": int(len(self.links) - len(shown)),
        }

    def summary_json(self) -> str:
        """:meth:`summary` as canonical JSON text (stable key order, 2-space indent)."""
        return json.dumps(self.summary(), indent=2, allow_nan=False) + "\n"

    def write_pcap(self, path: str | os.PathLike[str], link: str | None = None,
                   event: str = "-", flows: list[str] | None = None, header: int = 40) -> Path:
        """The packet trace as a pcap file (``ccsim.pcap``): one frame per ``event`` row of
        ``link`` (``-``: transmissions; the only traced link when None), synthetic
        Ethernet/IPv4/TCP headers with sequence numbers in bytes, SACK blocks and ECN bits."""
        from ccsim.pcap import write_pcap

        return write_pcap(self.trace, path, link, event, flows, header)

    def save(self, directory: str | os.PathLike[str]) -> Path:
        """Write ``summary.json``, ``scenario.toml`` and one Parquet file per non-empty table
        into ``directory``; each file appears complete or not at all (:mod:`ccsim.atomic`)."""
        out = Path(directory)
        out.mkdir(parents=True, exist_ok=True)
        for name, table in self.tables().items():
            if not table.empty:
                buf = io.BytesIO()
                table.to_parquet(buf, index=False)
                write_atomic(out / f"{name}.parquet", buf.getvalue())
        write_atomic(out / "summary.json", self.summary_json())
        if self.scenario is not None:
            self.scenario.with_seed(int(self.meta.get("seed", self.scenario.seed))).save(
                out / "scenario.toml")
        return out

    @classmethod
    def load(cls, directory: str | os.PathLike[str]) -> Results:
        """Read back a directory written by :meth:`save` (tables and summary meta)."""
        from ccsim.scenario import Scenario

        d = Path(directory)
        frames = {
            name: pd.read_parquet(d / f"{name}.parquet") if (d / f"{name}.parquet").exists()
            else pd.DataFrame() for name in TABLES
        }
        summary = json.loads((d / "summary.json").read_text(encoding="utf-8"))
        meta = {"scenario": summary.get("scenario"), "seed": summary.get("seed"),
                "sim_ns": round(summary.get("sim_s", 0) * 1e9), "events": summary.get("events"),
                "finished": summary.get("finished"),
                "trace_truncated": summary.get("trace_truncated", False)}
        scenario = Scenario.load(d / "scenario.toml") if (d / "scenario.toml").exists() else None
        return cls(**frames, meta=meta, scenario=scenario)


#: Above this many flows the HTML summary shows one row per flow group.
_HTML_FLOW_ROWS = 20


def _summary_html(r: Results) -> str:
    """See :meth:`Results._repr_html_`. Built from DataFrames (escaped by pandas)."""
    import html

    m = r.meta
    f = r.flows
    cols = {"name": "flow", "kind": "kind", "throughput_pps": "throughput (pkt/s)",
            "goodput_bps": "goodput (Mb/s)", "drops": "drops", "timeouts": "timeouts",
            "delay_mean_s": "mean delay (ms)"}
    shown = f[list(cols)].copy()
    shown["goodput_bps"] = shown["goodput_bps"] / 1e6
    shown["delay_mean_s"] = shown["delay_mean_s"] * 1e3
    note = ""
    if len(f) > _HTML_FLOW_ROWS:
        shown = (shown.assign(group=f["group"]).groupby("group", sort=False, observed=True)
                 .agg(kind=("kind", "first"), throughput_pps=("throughput_pps", "sum"),
                      goodput_bps=("goodput_bps", "sum"), drops=("drops", "sum"),
                      timeouts=("timeouts", "sum"), delay_mean_s=("delay_mean_s", "mean"))
                 .reset_index().rename(columns={"group": "name"}))
        note = f" (per group: sums over {len(f)} flows)"
    flows = shown.rename(columns=cols).to_html(index=False, float_format=lambda v: f"{v:.3f}",
                                               na_rep="-", border=0)
    busy = r.links[~r.links["name"].str.startswith("access_") | (r.links["drops"] > 0)]
    busy = busy.sort_values("utilization", ascending=False, kind="stable").head(6)
    links = busy[["name", "utilization", "drops", "queue_delay_mean_s", "max_queue_pkts"]].assign(
        queue_delay_mean_s=busy["queue_delay_mean_s"] * 1e3).rename(columns={
            "name": "link", "queue_delay_mean_s": "mean queue delay (ms)",
            "max_queue_pkts": "max queue (pkts)"}).to_html(
        index=False, float_format=lambda v: f"{v:.3f}", na_rep="-", border=0)
    recorded = [f"<code>{n}</code> ({len(getattr(r, n)):,} rows)" for n in TABLES[2:]
                if not getattr(r, n).empty]
    plots = [p for p, t in (("queue", r.queue), ("cwnd", r.cwnd), ("throughput", r.flow_samples))
             if not t.empty]
    wall = m.get("wall_s")
    head = (f"<b>{html.escape(str(m.get('scenario')))}</b> &middot; seed {m.get('seed')} &middot; "
            f"{int(m.get('sim_ns', 0)) / 1e9:g} s simulated &middot; {int(m.get('events', 0)):,} "
            f"events" + (f" &middot; {wall:.2f} s wall" if wall is not None else ""))
    tail = ("Recorded: " + ", ".join(recorded) + "." if recorded else
            "No time series recorded (see <code>[monitors]</code>).")
    if plots:
        tail += " Plot: " + ", ".join(f"<code>.plot.{p}()</code>" for p in plots) + "."
    return (f'<div class="ccsim-results"><p>{head}</p><p><b>Flows</b>{note}</p>{flows}'
            f"<p><b>Links</b> (busiest, access links left out)</p>{links}<p>{tail}</p></div>")


def _num(x: Any) -> float | None:
    """A float for JSON: NaN/inf (e.g. no delay samples) become null."""
    v = float(x)
    return v if math.isfinite(v) else None
