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

Each DataFrame is built on first access (:mod:`ccsim.tables`, the only place that imports
pandas for a run): importing pandas and building eleven tables took longer than many runs, and
``ccsim run`` needs none of them. :meth:`Results.summary` and :meth:`Results.arrays` read the
engine's numpy arrays directly, through :func:`flow_figures` and :func:`link_figures`, which the
tables use too.
"""

from __future__ import annotations

import io
import json
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, overload

import numpy as np

from ccsim.atomic import write_atomic

if TYPE_CHECKING:
    import pandas as pd

    from ccsim.lowering import Lowered
    from ccsim.scenario import Scenario

__all__ = ["Results", "TABLES", "DROP_KINDS", "TRACE_EVENTS", "ECN_BITS", "flow_figures",
           "link_figures"]

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

#: The engine's columns of each table (the columns of an empty table).
COLUMNS: dict[str, tuple[str, ...]] = {
    "flows": ("flow", "data_sent", "data_bytes_sent", "retransmits", "delivered",
              "delivered_bytes", "arrivals", "drops", "timeouts", "fast_retransmits", "acks_sent",
              "ack_drops", "in_flight", "final_cwnd", "final_ssthresh", "ecn_reductions",
              "btlbw_bps", "min_rtt_s", "srtt_s", "completion_ns", "delay_count",
              "delay_mean_s", "delay_std_s", "delay_min_s", "delay_max_s"),
    "links": ("link", "tx_pkts", "tx_bytes", "busy_s", "arrivals", "drops_overflow",
              "drops_early", "drops_loss", "queue_delay_mean_s", "waited_s", "max_queue_pkts",
              "marks"),
    "cwnd": ("t_ns", "flow", "cwnd", "ssthresh", "srtt_s"),
    "queue": ("t_ns", "link", "pkts", "bytes", "tx_bytes"),
    "flow_samples": ("t_ns", "flow", "delivered", "delivered_bytes", "data_sent", "drops"),
    "drops": ("t_ns", "link", "flow", "seq", "is_ack", "kind"),
    "delays": ("t_ns", "flow", "delay_ns"),
    "first_send_delays": ("t_ns", "flow", "seq", "delay_ns"),
    "transfers": ("flow", "transfer", "start_ns", "end_ns", "delivered_ns", "packets"),
    "tfrcp_rounds": ("flow", "round", "start_ns", "end_ns", "rate_pps", "sent", "received", "lost",
                     "next_rate_pps", "srtt_s", "base_timeout_s"),
    "trace": ("t_ns", "link", "event", "flow", "seq", "is_ack", "size", "ecn", "sack_left0",
              "sack_right0", "sack_left1", "sack_right1", "sack_left2", "sack_right2",
              "sent_ns", "ts_echo_ns"),
}

#: The time series' engine columns that are not int64 (the rest of an empty table's are).
DTYPES = {"is_ack": "bool", "cwnd": "float64", "ssthresh": "float64", "srtt_s": "float64",
          "rate_pps": "float64", "next_rate_pps": "float64", "base_timeout_s": "float64"}


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


def engine_columns(cols: dict[str, Any]) -> dict[str, np.ndarray]:
    """One table of ``Simulation.results()`` as numpy arrays, unsigned columns made int64."""
    return {k: _signed(k, np.asarray(v)) for k, v in cols.items()}


def flow_figures(cols: dict[str, np.ndarray], completion_ns: np.ndarray, lowered: Lowered,
                 sim_ns: int) -> dict[str, Any]:
    """The columns ``flows`` adds to the engine's, in table order (the first four go before
    the engine's columns, the rest after), from the engine columns ``flow``, ``data_sent``,
    ``delivered``, ``delivered_bytes`` and ``drops``; ``completion_ns`` is -1 where a flow
    never completed."""
    rows = lowered.flows
    idx = cols["flow"].astype(np.int64, copy=False)

    def pick(attr: str) -> list[Any]:
        return [getattr(rows[i], attr) for i in idx]

    start = np.array(pick("start_ns"), dtype=np.int64)
    stop = np.array([sim_ns if s is None else min(s, sim_ns) for s in pick("stop_ns")],
                    dtype=np.int64)
    end = np.where(completion_ns >= 0, completion_ns, stop)
    active_s = (end - start) / 1e9
    with np.errstate(divide="ignore", invalid="ignore"):
        active = np.where(active_s > 0, active_s, np.nan)
        sent = cols["data_sent"].astype(float)
        return {
            "name": pick("name"),
            "group": pick("group"),
            "kind": pick("kind"),
            "protocol": pick("protocol"),
            "base_rtt_s": [np.nan if r is None else r / 1e9 for r in pick("base_rtt_ns")],
            "start_s": start / 1e9,
            "active_s": active,
            "throughput_pps": cols["delivered"] / active,
            "goodput_bps": cols["delivered_bytes"] * 8.0 / active,
            # NaN, not 0, for a flow that sent nothing (as ccsim.metrics.loss_rate)
            "loss_rate": cols["drops"] / np.where(sent > 0, sent, np.nan),
        }


def link_figures(cols: dict[str, np.ndarray], lowered: Lowered, sim_ns: int) -> dict[str, Any]:
    """The columns ``links`` adds to the engine's: ``name``, ``src``, ``dst``, ``bandwidth_bps``,
    ``delay_s`` (from the scenario), then ``drops`` (of every kind), ``utilization`` (busy time
    over run time), ``throughput_bps`` (bits whose transmission started, over run time) and
    ``mean_queue_pkts`` (the time-average number of packets waiting: ``waited_s`` over run
    time)."""
    rows = lowered.links
    idx = cols["link"].astype(np.int64, copy=False)
    sim_s = sim_ns / 1e9 if sim_ns > 0 else math.nan
    return {
        "name": [rows[i].name for i in idx],
        "src": [rows[i].src for i in idx],
        "dst": [rows[i].dst for i in idx],
        "bandwidth_bps": np.array([rows[i].bandwidth_bps for i in idx], dtype=float),
        "delay_s": [rows[i].delay_ns / 1e9 for i in idx],
        "drops": cols["drops_overflow"] + cols["drops_early"] + cols["drops_loss"],
        "utilization": cols["busy_s"] / sim_s,
        "throughput_bps": cols["tx_bytes"] * 8.0 / sim_s,
        "mean_queue_pkts": cols["waited_s"] / sim_s,
    }


@dataclass
class _Source:
    """What the tables of one run are built from: the engine's arrays and the lowered scenario.
    Shared by copies of a :class:`Results` (``dataclasses.replace``, ``copy.copy``), so each
    table is built once; its arrays are let go once their table exists."""

    raw: dict[str, Any]
    lowered: Lowered
    sim_ns: int
    built: dict[str, pd.DataFrame] = field(default_factory=dict)

    def table(self, name: str) -> pd.DataFrame:
        if name not in self.built:
            from ccsim.tables import build

            self.built[name] = build(name, self.raw, self.lowered, self.sim_ns)
            self.raw.pop(name, None)
        return self.built[name]


class _Table:
    """A table field of :class:`Results`: the DataFrame given to the constructor or assigned,
    else built from the run's :class:`_Source` on first access (an empty DataFrame without
    one). As a dataclass field's default, the descriptor makes the field optional (None: "not
    given") while reading it always gives a DataFrame."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> None: ...
    @overload
    def __get__(self, obj: Results, owner: type | None = None) -> pd.DataFrame: ...

    def __get__(self, obj: Results | None, owner: type | None = None) -> pd.DataFrame | None:
        if obj is None:
            return None  # the dataclass field's default
        table = obj.__dict__.get(self.name)
        if table is None:
            source = obj.__dict__.get("_source")
            if source is not None:
                table = source.table(self.name)
            else:
                import pandas as pd

                table = pd.DataFrame()
            obj.__dict__[self.name] = table
        return table

    def __set__(self, obj: Results, value: pd.DataFrame | None) -> None:
        obj.__dict__[self.name] = value

    def built(self, obj: Results) -> pd.DataFrame | None:
        """The table if it exists already (given, assigned or built), else None."""
        table = obj.__dict__.get(self.name)
        source = obj.__dict__.get("_source")
        if table is None and source is not None:
            table = source.built.get(self.name)
        return table


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
    which :meth:`summary` leaves out.

    Each table is a pandas DataFrame, built from the engine's arrays the first time it is read
    (a table not given to the constructor is empty)."""

    flows: _Table = _Table()
    links: _Table = _Table()
    cwnd: _Table = _Table()
    queue: _Table = _Table()
    flow_samples: _Table = _Table()
    drops: _Table = _Table()
    delays: _Table = _Table()
    first_send_delays: _Table = _Table()
    transfers: _Table = _Table()
    tfrcp_rounds: _Table = _Table()
    trace: _Table = _Table()
    meta: dict[str, Any] = field(default_factory=dict)
    scenario: Scenario | None = None

    @classmethod
    def from_engine(
        cls, raw: dict[str, Any], lowered: Lowered, scenario: Scenario | None = None,
        wall_s: float | None = None,
    ) -> Results:
        """The results of ``Simulation.results()``; the tables are built when first read."""
        meta = dict(raw.get("meta", {}))
        if wall_s is not None:
            meta["wall_s"] = wall_s
        if scenario is not None:
            meta.setdefault("scenario", scenario.name)
        tables = {k: v for k, v in raw.items() if k != "meta"}
        out = cls(meta=meta, scenario=scenario)
        out.__dict__["_source"] = _Source(tables, lowered, int(meta.get("sim_ns", 0)))
        return out

    def row_count(self, table: str) -> int:
        """Rows of ``table`` (a name of :data:`TABLES`), without building its DataFrame."""
        built = _field(table).built(self)
        if built is not None:
            return len(built)
        source: _Source | None = self.__dict__.get("_source")
        cols = source.raw.get(table) if source is not None else None
        return len(next(iter(cols.values()))) if cols else 0

    def arrays(self, table: str) -> dict[str, np.ndarray]:
        """The columns of ``flows`` or ``links`` as numpy arrays, names and derived figures
        included, without pandas when the DataFrame was not built yet: what the command line
        prints. A time that never happened (``completion_ns``) is -1 here, not NA."""
        if table not in ("flows", "links"):
            raise ValueError(f"arrays() gives the flows and links tables, not {table!r}")
        built = _field(table).built(self)
        source: _Source | None = self.__dict__.get("_source")
        if built is None and source is not None:
            cols = engine_columns(source.raw[table])
            figures = (link_figures(cols, source.lowered, source.sim_ns) if table == "links" else
                       flow_figures(cols, cols["completion_ns"], source.lowered, source.sim_ns))
            return {**cols, **{k: np.asarray(v) for k, v in figures.items()}}
        frame = getattr(self, table)
        return {str(c): frame[c].to_numpy(dtype=np.int64, na_value=-1)
                if str(frame[c].dtype) == "Int64" else frame[c].to_numpy()
                for c in frame.columns}

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
        recorded = [n for n in TABLES[2:] if self.row_count(n)]
        return (f"<ccsim.Results {m.get('scenario')!r} seed {m.get('seed')}: "
                f"{self.row_count('flows')} flows, {self.row_count('links')} links, "
                f"{int(m.get('sim_ns', 0)) / 1e9:g} s simulated"
                f"{'; ' + ', '.join(recorded) if recorded else ''}>")

    def tables(self) -> dict[str, pd.DataFrame]:
        return {name: getattr(self, name) for name in TABLES}

    def summary(self) -> dict[str, Any]:
        """Simulated results only (no wall-clock figures): identical for one scenario and seed.

        Per flow: counters, throughput, goodput, loss rate, mean one-way delay. Per link: the
        bottleneck-like ones (every link except per-flow access links that dropped nothing).
        Read from :meth:`arrays`, so it needs no pandas."""
        f = self.arrays("flows")
        first_send = "first_send_delay_mean_s" in f  # only with that monitor on
        ints = ("data_sent", "retransmits", "delivered", "delivered_bytes", "drops", "timeouts",
                "fast_retransmits")
        nums = ("throughput_pps", "goodput_bps", "loss_rate", "delay_mean_s")
        flows = []
        for i in range(len(f["name"])):
            row: dict[str, Any] = {"name": str(f["name"][i]), "group": str(f["group"][i]),
                                   "kind": str(f["kind"][i])}
            row.update({k: int(f[k][i]) for k in ints})
            row.update({k: _num(f[k][i]) for k in nums})
            row["completion_s"] = _seconds(f["completion_ns"][i])
            if first_send:
                row["first_send_delay_mean_s"] = _num(f["first_send_delay_mean_s"][i])
            flows.append(row)
        ln = self.arrays("links")
        shown = np.flatnonzero(busy_links(ln))
        links = [
            {
                "name": str(ln["name"][i]), "tx_pkts": int(ln["tx_pkts"][i]),
                "drops": int(ln["drops"][i]), "drops_overflow": int(ln["drops_overflow"][i]),
                "drops_early": int(ln["drops_early"][i]), "drops_loss": int(ln["drops_loss"][i]),
                "utilization": _num(ln["utilization"][i]),
                "queue_delay_mean_s": _num(ln["queue_delay_mean_s"][i]),
                "mean_queue_pkts": _num(ln["mean_queue_pkts"][i]),
                "max_queue_pkts": int(ln["max_queue_pkts"][i]),
            }
            for i in shown
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
                "flows": len(f["name"]),
                "data_sent": int(f["data_sent"].sum()),
                "delivered": int(f["delivered"].sum()),
                "drops": int(f["drops"].sum()),
                "timeouts": int(f["timeouts"].sum()),
            },
            "flows": flows,
            "links": links,
            "links_omitted": int(len(ln["name"]) - len(shown)),
        }

    def summary_json(self) -> str:
        """:meth:`summary` as canonical JSON text (stable key order, 2-space indent)."""
        return json.dumps(self.summary(), indent=2, allow_nan=False) + "\n"

    def write_pcap(self, path: str | os.PathLike[str], link: str | None = None,
                   event: str = "-", flows: str | list[str] | None = None,
                   header: int | None = None) -> Path:
        """The packet trace as a pcap file (``ccsim.pcap``): one frame per ``event`` row of
        ``link`` (``-``: transmissions; the only traced link when None), synthetic
        Ethernet/IPv4/TCP (UDP for UDP flows) headers with sequence numbers in bytes, SACK
        blocks, ECN bits and the SYN. ``flows``: flow or ``[[flows]]`` group names (as
        ``monitors.trace.flows``; one name may be given alone); all when None.

        Each flow's MSS, header bytes, protocol and SYN come from the run's scenario (flows may
        differ), not from the trace: a trace of ACKs alone holds no data packet to measure the
        MSS from. ``header`` overrides every flow's header bytes. Without a scenario (results
        built by hand, or loaded from a directory without ``scenario.toml``) the MSS is
        inferred from the traced data packets with ``header`` (40 B when None), and a flow
        without any is refused (``ValueError``)."""
        from ccsim.pcap import write_pcap

        wire = self._pcap_wire(header)
        return write_pcap(self.trace, path, link, event,
                          None if flows is None else self.flows_named(
                              [flows] if isinstance(flows, str) else flows),
                          40 if header is None else header, wire=wire)

    def _pcap_wire(self, header: int | None) -> dict[str, Any] | None:
        """Each flow's ``ccsim.pcap.Wire`` by name, from the lowered scenario (the engine's own
        transport settings); None when the results carry no scenario."""
        from ccsim.pcap import Wire
        from ccsim.schema.tcp import TS_OPTION_BYTES

        source: _Source | None = self.__dict__.get("_source")
        if source is not None and source.lowered.engine:
            engine = source.lowered.engine
        elif self.scenario is not None:
            engine = self.scenario.lower(int(self.meta.get("seed", self.scenario.seed))).engine
        else:
            return None
        out: dict[str, Any] = {}
        for f in engine.get("flows", []):
            t = f.get("transport", {})
            if t.get("kind") == "udp":
                out[str(f["name"])] = Wire("udp", None, 28, False)
            else:
                h = int(t.get("header_bytes", 40)) if header is None else header
                ts = bool(t.get("timestamps"))
                h += TS_OPTION_BYTES if ts else 0
                out[str(f["name"])] = Wire("tcp", int(t["mss_bytes"]), h, bool(t.get("syn")), ts)
        return out

    def flows_named(self, names: Sequence[str]) -> list[str]:
        """``names`` with each ``[[flows]]`` group name replaced by its flows' names, as
        ``monitors.trace.flows`` reads them (for ``write_pcap`` and ``plot``); other names are
        kept as given."""
        groups: dict[str, list[str]] = {}
        for name, group in zip(self.flows["name"], self.flows["group"]):
            groups.setdefault(str(group), []).append(str(name))
        return [n for f in names for n in groups.get(f, [f])]

    def save(self, directory: str | os.PathLike[str]) -> Path:
        """Write ``summary.json``, ``scenario.toml`` and one Parquet file per table (empty ones
        too, so that they keep their columns) into ``directory``; each file appears complete or
        not at all (:mod:`ccsim.atomic`). ``summary.json`` goes first and last: removed before
        the tables, then written with the list of tables saved, so that a directory that held
        another run never passes for this one, even when a save stops half-way."""
        out = Path(directory)
        if out.exists() and not out.is_dir():
            raise FileExistsError(f"{out}: exists and is not a directory; save writes a directory "
                                  "of tables")
        out.mkdir(parents=True, exist_ok=True)
        (out / "summary.json").unlink(missing_ok=True)
        for name, table in self.tables().items():
            buf = io.BytesIO()
            table.to_parquet(buf, index=False)
            write_atomic(out / f"{name}.parquet", buf.getvalue())
        if self.scenario is not None:
            self.scenario.with_seed(int(self.meta.get("seed", self.scenario.seed))).save(
                out / "scenario.toml")
        else:
            (out / "scenario.toml").unlink(missing_ok=True)
        summary = {**self.summary(), "tables": list(TABLES)}
        write_atomic(out / "summary.json", json.dumps(summary, indent=2, allow_nan=False) + "\n")
        return out

    @classmethod
    def load(cls, directory: str | os.PathLike[str]) -> Results:
        """Read back a directory written by :meth:`save` (tables and summary meta): the tables
        its ``summary.json`` lists. A directory saved before that list existed holds only the
        non-empty tables; the others come back empty, with their columns."""
        import pandas as pd

        from ccsim.lowering import Lowered
        from ccsim.scenario import Scenario
        from ccsim.tables import build

        d = Path(directory)
        if not (d / "summary.json").exists():
            raise FileNotFoundError(f"{d} holds no summary.json: not a directory written by "
                                    "Results.save, or a save that did not finish")
        summary_path = d / "summary.json"
        try:
            summary = json.loads(summary_path.read_text(encoding="utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise ValueError(f"{summary_path} is not valid JSON ({exc}): not a summary written "
                             "by Results.save, or one damaged since") from None
        if not isinstance(summary, dict):
            raise ValueError(f"{summary_path} holds a JSON {type(summary).__name__}, not the "
                             "object Results.save writes")
        listed = summary.get("tables")
        if listed is not None and not (isinstance(listed, list)
                                       and all(isinstance(n, str) for n in listed)):
            raise ValueError(f"{summary_path}: \"tables\" is not a list of table names")
        if listed is not None:
            missing = [n for n in listed if not (d / f"{n}.parquet").exists()]
            if missing:
                raise FileNotFoundError(f"{d}: summary.json lists {', '.join(missing)} but "
                                        f"the Parquet file is missing")
        saved = set(TABLES) if listed is None else set(listed)

        def read(path: Path) -> pd.DataFrame:
            try:
                return pd.read_parquet(path)
            except ValueError as exc:  # pyarrow's ArrowInvalid is a ValueError
                raise ValueError(f"{path} is not a readable Parquet file ({exc}): the table "
                                 "is damaged or was not written by Results.save") from None

        frames = {
            name: read(d / f"{name}.parquet")
            if name in saved and (d / f"{name}.parquet").exists()
            else build(name, {}, Lowered({}, [], []), 0) for name in TABLES
        }
        meta = {"scenario": summary.get("scenario"), "seed": summary.get("seed"),
                "sim_ns": round(summary.get("sim_s", 0) * 1e9), "events": summary.get("events"),
                "finished": summary.get("finished"),
                "trace_truncated": summary.get("trace_truncated", False)}
        scenario = Scenario.load(d / "scenario.toml") if (d / "scenario.toml").exists() else None
        return cls(**frames, meta=meta, scenario=scenario)


def _field(table: str) -> _Table:
    descriptor = Results.__dict__.get(table)
    if not isinstance(descriptor, _Table):
        raise ValueError(f"no table {table!r}; the tables are {', '.join(TABLES)}")
    return descriptor


def busy_links(links: dict[str, np.ndarray]) -> np.ndarray:
    """Which links the summaries show (a boolean mask over :meth:`Results.arrays` of links):
    every link but the per-flow access links that dropped nothing."""
    access = np.array([str(n).startswith("access_") for n in links["name"]], dtype=bool)
    return ~access | (links["drops"] > 0)


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


def _seconds(ns: Any) -> float | None:
    """A time in ns as seconds for JSON; None where it never happened (-1, NA or NaN)."""
    try:
        if not ns >= 0:
            return None
    except TypeError:  # pandas' NA has no truth value
        return None
    return int(ns) / 1e9


def _num(x: Any) -> float | None:
    """A float for JSON: NaN/inf (e.g. no delay samples) become null."""
    v = float(x)
    return v if math.isfinite(v) else None
