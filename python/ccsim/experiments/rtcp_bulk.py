"""Paper 000 (Chandrayana et al., Randomized TCP), Sections V and VI: the randomization interval I
(Figs. 2-5), bulk transfers of Reno, Paced and Randomized TCP (Figs. 6-7), web-like transfer
latency (Fig. 8) and Reno sharing a bottleneck with Paced or Randomized TCP (Tables I-II).

Ids follow docs/reference/EXPERIMENTS.md. The paper-wide choices are those of ``rtcp.py`` (Table III): a
dumbbell whose bottleneck has a 10 ms one-way delay with the rest of each flow's RTT on its access
links, access links 4x the bottleneck (Section IV), MSS 500 B + 40 B headers, ns-2.35 TCP
defaults with Reno recovery ("the congestion control and loss recovery mechanisms of TCP Reno",
Section IV), no delayed ACKs, starts uniform in [0, 1 s]. Plots are in ``rtcp_bulk_plots.py``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import numpy as np
import pandas as pd

from ccsim.experiments import rtcp_bulk_plots as plots
from ccsim.experiments.base import Experiment, Verdict, mean_ci
from ccsim.experiments.rtcp import PAPER, RANDOMIZED
from ccsim.experiments.rtcp_bulk_notes import NOTES

# --- paper-wide choices ---------------------------------------------------------------------

#: Randomization intervals swept in Section V (the paper's grid is unstated).
I_GRID = (0.0, 0.25, 0.5, 0.75, 1.0)
SCHEDULES: dict[str, Any] = {"Reno": "ack_clocked", "Paced": "paced", "Randomized": RANDOMIZED}
BULK_DURATION, QUICK_DURATION = "300s", "60s"
START = {"uniform": ["0s", "1s"]}
#: "Almost all cases" (Figs. 3 and 5): at least this fraction of (curve, metric) cases.
ALMOST_ALL = 0.8
#: "The same throughput" (Fig. 6), "remains almost the same" (Fig. 2): means within this
#: fraction of the largest (or of the reference).
SAME_THROUGHPUT = 0.05

COMMON_CHOICES = {
    "topology": "dumbbell, bottleneck one-way delay 10 ms, the rest of each RTT on the flow's own "
                "access links (split evenly), access links 4x the bottleneck (Section IV; at the "
                "Section V default of 1 Mbps this is the stated 4 Mbps)",
    "TCP": "ns-2.35 timers (REFERENCE.md 1.1): IW 2, min RTO 200 ms, 10 ms tick; no delayed "
           "ACKs (Section IV); no Limited Transmit (off in ns-2 before Nov 2001, on in ns-2.35); "
           "Reno recovery (Section IV); MSS 500 B + 40 B headers",
    "Paced / Randomized": "Section III point by point: each send restarts a timer of "
                          "RTT(1+x)/cwnd, x ~ U[-I, I] (I = 0 is Paced); at expiry one packet "
                          "leaves if the window allows; if not, the ACK that opens the window "
                          "schedules it after RTT y/cwnd, y ~ U(0, I) (at once when Paced); a "
                          "window that opens while the timer runs waits for it. Left open, "
                          "with the reading used (sensitivity runs on rtcp-fig6): RTT = exact "
                          "srtt; cwnd = min(cwnd, rwnd), fractional; spaced in slow start too "
                          "(Section VI.A.1: 'in slow start, Pacing delays the congestion "
                          "signal'); the new packets fast recovery allows are spaced; fast "
                          "retransmissions, NewReno partial-ACK retransmissions and the "
                          "timeout's retransmission leave at once (Reno's 'usual fast recover "
                          "and retransmit', Section IV), the clock restarting after the last "
                          "at RTT/1; before the first RTT sample the initial window leaves "
                          "ACK-clocked. Randomized with the alpha correction of eq. (7) as "
                          "corrected in REFERENCE.md 1.7",
    "start times": "uniform in [0, 1 s] (as for Table III)",
    "metrics": "loss rate = data drops / data packets sent, all flows; throughput = delivered "
               "data packets per second summed over flows (whole run, slow start included); "
               "timeouts = RTO expiries summed over flows during the run",
    "up to noise": "a <= b up to noise when a - b <= hypot(CI_a, CI_b) (95% half-widths); a "
                   "throughput within 5% of another counts as 'almost the same' (Figs. 2, 6)",
}


def _dumbbell(name: str, flows: list[dict[str, Any]], *, bandwidth: str = "4Mbps",
              buffer: int = 25, schedule: Any = "ack_clocked",
              duration: str = BULK_DURATION) -> dict[str, Any]:
    return {
        "name": name,
        "duration": duration,
        "topology": {"kind": "dumbbell",
                     "bottleneck": {"bandwidth": bandwidth, "delay": "10ms",
                                    "queue": {"kind": "droptail", "limit": f"{buffer}pkt"}},
                     "access": {"speedup": 4}},
        "defaults": {"tcp": {"mss": "500B", "recovery": "reno", "limited_transmit": False,
                             "schedule": schedule}},
        "flows": flows,
        "monitors": {"drops": True},
    }


def _bulk(n: int, rtt: Any = "100ms") -> list[dict[str, Any]]:
    return [{"name": "f", "count": n, "rtt": rtt, "start": START}]


# --- runners: per-run metrics folded into the flows table -----------------------------------


def _loss_events(drops: pd.DataFrame, flows: pd.DataFrame, extra_s: float) -> pd.Series:
    """Loss events per flow: a data drop more than one maximum RTT (propagation + a full
    bottleneck queue) after the first drop of the flow's current event starts a new event."""
    data = drops[~drops["is_ack"].astype(bool)]
    out = {}
    for row in flows.itertuples():
        t = np.sort(data.loc[data["flow"] == row.flow, "t_ns"].to_numpy()) / 1e9
        events, start = 0, -math.inf
        for x in t:
            if x - start > row.base_rtt_s + extra_s:
                events, start = events + 1, x
        out[row.flow] = events
    return flows["flow"].map(out).fillna(0).astype(int)


def bulk_runner(scenario: Any, seed: int) -> Any:
    """``ccsim.run`` plus each flow's number of loss events (a diagnostic of several drops per
    window, which Reno recovery turns into timeouts)."""
    from ccsim.run import run

    res = run(scenario, seed=seed, progress=False)
    flows = res.flows.copy()
    b = res.links.set_index("name").loc["bottleneck"]
    pkt_bits = 8 * float((flows["data_bytes_sent"] / flows["data_sent"].clip(lower=1)).max())
    extra = float(b["max_queue_pkts"]) * pkt_bits / float(b["bandwidth_bps"])
    flows["loss_events"] = _loss_events(res.drops, flows, extra) if len(res.drops) else 0
    return SimpleNamespace(flows=flows, meta=getattr(res, "meta", None))


def web_runner(scenario: Any, seed: int) -> Any:
    """``ccsim.run`` plus, per flow, the number and summed latency of its finished transfers,
    leaving out each flow's first transfer (all 25 start together in [0, 1 s])."""
    from ccsim.run import run

    res = run(scenario, seed=seed, progress=False)
    tr = res.transfers
    done = tr[tr["end_ns"].notna() & (tr["transfer"] > 0)]
    flows = res.flows.copy()
    flows["transfers_done"] = flows["flow"].map(done.groupby("flow").size()).fillna(0)
    flows["latency_sum_s"] = flows["flow"].map(done.groupby("flow")["duration_s"].sum()).fillna(0)
    return SimpleNamespace(flows=flows, meta=getattr(res, "meta", None))


# --- analysis helpers -----------------------------------------------------------------------


def _per_run(table: pd.DataFrame, keys: list[str]) -> pd.DataFrame:
    """One row per (keys, seed): aggregate throughput, loss rate, timeouts, drops per loss
    event and the modified Jain index (eq. 8) over the run's flows."""
    from ccsim.metrics import jain_rtt_weighted

    rows = []
    for k, g in table.groupby(keys + ["seed"], sort=False):
        drops, sent, events = g["drops"].sum(), g["data_sent"].sum(), g["loss_events"].sum()
        rows.append({**dict(zip(keys + ["seed"], k)),
                     "throughput_pps": g["throughput_pps"].sum(),
                     "loss_rate": drops / sent,
                     "timeouts": g["timeouts"].sum(),
                     "drops_per_event": drops / events if events else math.nan,
                     "fairness": jain_rtt_weighted(g["throughput_pps"], g["base_rtt_s"])})
    return pd.DataFrame(rows)


def _summary(runs: pd.DataFrame, keys: list[str], metrics: list[str]) -> pd.DataFrame:
    """Mean and 95% CI over seeds of each metric, per key group: ccsim_m, ccsim_m_ci."""
    rows = []
    for k, g in runs.groupby(keys, sort=True):
        row = dict(zip(keys, k if isinstance(k, tuple) else (k,)))
        for m in metrics:
            row[f"ccsim_{m}"], row[f"ccsim_{m}_ci"] = mean_ci(g[m])
        rows.append(row)
    return pd.DataFrame(rows)


def _le(a: float, a_ci: float, b: float, b_ci: float) -> bool:
    """a <= b up to noise (the CI of the difference)."""
    return bool(a - b <= math.hypot(a_ci, b_ci))


def _not_lower(x: float, x_ci: float, ref: float, ref_ci: float) -> bool:
    """Throughput x is "almost the same" as ref or higher: within SAME_THROUGHPUT of it, or no
    lower up to noise."""
    return x >= (1 - SAME_THROUGHPUT) * ref or _le(ref, ref_ci, x, x_ci)


def _mbps(v: str) -> float:
    return float(str(v).removesuffix("Mbps"))


BULK_METRICS = ["loss_rate", "throughput_pps", "timeouts", "drops_per_event"]
#: For "I = 1 is the best": which way is better for each metric.
BETTER = {"loss_rate": "min", "timeouts": "min", "throughput_pps": "max"}


def _at(c: pd.DataFrame, m: str, **where: Any) -> tuple[float, float]:
    row = c
    for k, v in where.items():
        row = row[row[k] == v]
    return float(row[f"ccsim_{m}"].iloc[0]), float(row[f"ccsim_{m}_ci"].iloc[0])


def _best_at_one(c: pd.DataFrame, group: str, unit: str, fraction: float) -> tuple[bool, str]:
    """Whether I = 1 is the best interval (up to noise) in at least ``fraction`` of the
    (group value, metric) cases; the detail names every case where it is not."""
    cases, misses = 0, []
    for gv, g in c.groupby(group, sort=True):
        for m, way in BETTER.items():
            v = g.set_index("interval")[[f"ccsim_{m}", f"ccsim_{m}_ci"]]
            best_i = v[f"ccsim_{m}"].idxmin() if way == "min" else v[f"ccsim_{m}"].idxmax()
            (b, bci), (one, oci) = v.loc[best_i], v.loc[1.0]
            ok = _le(one, oci, b, bci) if way == "min" else _not_lower(one, oci, b, bci)
            cases += 1
            if not ok:
                misses.append(f"{gv:g} {unit}: {m} {one:.4g} at I=1 vs {b:.4g} at I={best_i:g}")
    good = cases - len(misses)
    detail = f"I = 1 best (up to noise) in {good}/{cases} cases"
    if misses:
        detail += "; not in " + "; ".join(misses)
    return good >= fraction * cases, detail


# --- Figs. 2-5: the randomization interval --------------------------------------------------


def _quarter_bdp(mbps: float) -> int:
    """Section V.A: "the buffer size is limited to one-fourth the delay bandwidth product"
    (100 ms RTT, 500 B packets), rounded down."""
    return int(mbps * 1e6 * 0.1 / (500 * 8) / 4)


def _interval_analyse(group_col: str, group_name: str, parse: Callable[[Any], Any]
                      ) -> Callable[[pd.DataFrame], pd.DataFrame]:
    def analyse(table: pd.DataFrame) -> pd.DataFrame:
        t = table.copy()
        t[group_name] = [parse(v) for v in t[group_col]]
        t["interval"] = t["defaults.tcp.schedule.interval"].astype(float)
        return _summary(_per_run(t, [group_name, "interval"]), [group_name, "interval"],
                        BULK_METRICS)
    return analyse


BANDWIDTHS, QUICK_BANDWIDTHS = (1.0, 2.0, 4.0, 8.0), (1.0, 4.0)


def _bandwidth_points(quick: bool) -> list[dict[str, Any]]:
    return [{"topology.bottleneck.bandwidth": f"{bw:g}Mbps",
             "topology.bottleneck.queue.limit": f"{_quarter_bdp(bw)}pkt",
             "defaults.tcp.schedule.interval": i}
            for bw in (QUICK_BANDWIDTHS if quick else BANDWIDTHS)
            for i in ((0.0, 1.0) if quick else I_GRID)]


def _fig2_check(c: pd.DataFrame) -> Verdict:
    claim = ("for every bottleneck bandwidth, I = 1 against I = 0 (Paced): loss rate and timeouts "
             "no higher (up to noise) and throughput higher or almost the same")
    holds, parts = True, []
    for bw, g in c.groupby("bandwidth_mbps", sort=True):
        v = {m: (_at(g, m, interval=0.0), _at(g, m, interval=1.0)) for m in BETTER}
        ok = {"loss_rate": _le(*v["loss_rate"][1], *v["loss_rate"][0]),
              "timeouts": _le(*v["timeouts"][1], *v["timeouts"][0]),
              "throughput_pps": _not_lower(*v["throughput_pps"][1], *v["throughput_pps"][0])}
        holds &= all(ok.values())
        parts.append(f"{bw:g} Mbps: loss {v['loss_rate'][0][0]:.4f}->{v['loss_rate'][1][0]:.4f}"
                     f"{'' if ok['loss_rate'] else ' (worse)'}, timeouts "
                     f"{v['timeouts'][0][0]:.0f}->{v['timeouts'][1][0]:.0f}"
                     f"{'' if ok['timeouts'] else ' (worse)'}, throughput "
                     f"{v['throughput_pps'][0][0]:.0f}->{v['throughput_pps'][1][0]:.0f} pkt/s"
                     f"{'' if ok['throughput_pps'] else ' (worse)'}")
    return Verdict(claim, bool(holds), "; ".join(parts))


def _best_check(claim: str, group: str, unit: str, fraction: float
                ) -> Callable[[pd.DataFrame], Verdict]:
    def check(c: pd.DataFrame) -> Verdict:
        ok, detail = _best_at_one(c, group, unit, fraction)
        return Verdict(claim, ok, detail)
    return check


INTERVAL_CHOICES = {
    "I grid": "0, 0.25, 0.5, 0.75, 1 (quick mode: 0 and 1)",
    "flows": "all Randomized (one I per run), the same RTT unless the figure varies it",
    "duration": "300 s (quick mode 60 s)",
    "seeds": "5 (quick mode 2)",
}


def _bandwidth_experiment(n: int, fig: str, check: Callable[[pd.DataFrame], Verdict],
                          quote: str) -> Experiment:
    return Experiment(
        id=f"rtcp-fig{fig}-interval-vs-bandwidth-{n}flows",
        title=f"Loss, throughput and timeouts against I for {n} flows, per bottleneck bandwidth",
        paper=PAPER,
        source=f"Fig. {fig} (a)-(c), Section V.A",
        base=_dumbbell(f"rtcp-fig{fig}: {n} flows, interval vs bandwidth", _bulk(n),
                       bandwidth="1Mbps", buffer=6, schedule=RANDOMIZED),
        points=_bandwidth_points,
        analyse=_interval_analyse("topology.bottleneck.bandwidth", "bandwidth_mbps", _mbps),
        check=check,
        choices={
            **COMMON_CHOICES, **INTERVAL_CHOICES,
            "bandwidths": "1, 2, 4, 8 Mbps (quick mode 1 and 4); 1 Mbps is the Section V default",
            "buffer": "one-fourth of the bandwidth-delay product at 100 ms and 500 B, rounded down "
                      "(6, 12, 25, 50 packets), as Section V.A says; the Section V default of 25 "
                      "packets is a full BDP at 1 Mbps (EXPERIMENTS.md, INCONSISTENT)",
            "claim's 'almost all'": f"at least {ALMOST_ALL:.0%} of the (bandwidth, metric) cases",
        },
        quick_duration=QUICK_DURATION,
        plot=plots.interval_plot("bandwidth_mbps", "{:g} Mbps", quote),
        runner=bulk_runner,
        notes=NOTES[f"fig{fig}"],
    )


def _buffer_points(quick: bool) -> list[dict[str, Any]]:
    return [{"topology.bottleneck.queue.limit": f"{b}pkt", "defaults.tcp.schedule.interval": i}
            for b in ((25, 100) if quick else (25, 50, 75, 100))
            for i in ((0.0, 1.0) if quick else I_GRID)]


def _rtt_points(quick: bool) -> list[dict[str, Any]]:
    return [{"flows[0].count": n, "defaults.tcp.schedule.interval": i}
            for n in ((30,) if quick else (30, 50))
            for i in ((0.0, 1.0) if quick else I_GRID)]


# --- Figs. 6-7: bulk transfers, Reno vs Paced vs Randomized ---------------------------------

#: Readings of what seed 000 leaves unstated, for the timeout sensitivity of Fig. 6: each a set
#: of TCP settings over the main reading's. TCP details: "old timers" are what a 2001-2004 ns-2
#: ran with (REFERENCE.md 1.1); ns-2.35 turns Limited Transmit (singledup_) on, older ns-2 had
#: it off. Schedule details (Section III says only "RTT(1+x)/cwnd"): the gaps may divide the
#: last RTT sample (exact), or as ns-2's own pacing code in send_much reads it (the sample in
#: whole ticks over the whole usable window, REFERENCE.md 1.6); slow start and the new packets
#: of fast recovery may be left ACK-clocked.
_MAIN_TCP = {"recovery": "reno", "tick": "10ms", "min_rto": "200ms", "init_cwnd": 2,
             "limited_transmit": False, "pacing_rtt": "srtt", "pacing_window": "cwnd",
             "pace_slow_start": True, "pace_recovery": True}
READINGS: dict[str, dict[str, Any]] = {
    "Reno": {},
    "Reno + LT": {"limited_transmit": True},
    "Reno, last-sample gaps": {"pacing_rtt": "last_sample"},
    "Reno, ns-2 send_much gaps": {"pacing_rtt": "ns2_sample", "pacing_window": "usable"},
    "Reno, slow start unpaced": {"pace_slow_start": False},
    "Reno, recovery unpaced": {"pace_recovery": False},
    "Reno, old timers": {"tick": "100ms", "min_rto": "1s", "init_cwnd": 1},
    "NewReno": {"recovery": "newreno"},
    "NewReno + LT": {"recovery": "newreno", "limited_transmit": True},
    "NewReno, old timers": {"recovery": "newreno", "tick": "100ms", "min_rto": "1s",
                            "init_cwnd": 1},
}
MAIN_READING = "Reno"
N_GRID, QUICK_N = (10, 20, 30, 40, 50), (10, 30)
SENSITIVITY_N = (10, 50)


def _reading_params(reading: str) -> dict[str, Any]:
    return {f"defaults.tcp.{k}": v for k, v in {**_MAIN_TCP, **READINGS[reading]}.items()}


def _reading_of(row: pd.Series) -> str:
    """The reading whose settings a swept row carries."""
    for name in READINGS:
        want = _reading_params(name)
        if all(_same(row[k], v) for k, v in want.items()):
            return name
    raise ValueError(f"no reading matches the settings of {row.to_dict()}")


def _same(cell: Any, value: Any) -> bool:
    if isinstance(value, bool):
        return bool(cell) == value
    if isinstance(value, int):
        return int(cell) == value
    return str(cell) == str(value)


def _protocol_points(sensitivity: bool) -> Callable[[bool], list[dict[str, Any]]]:
    def points(quick: bool) -> list[dict[str, Any]]:
        out = [{"flows[0].count": n, "defaults.tcp.schedule": s, **_reading_params(MAIN_READING)}
               for n in (QUICK_N if quick else N_GRID) for s in SCHEDULES.values()]
        if sensitivity and not quick:
            out += [{"flows[0].count": n, "defaults.tcp.schedule": s, **_reading_params(r)}
                    for r in READINGS if r != MAIN_READING
                    for n in SENSITIVITY_N for s in SCHEDULES.values()]
        return out
    return points


def _protocol_name(schedule: Any) -> str:
    text = str(schedule)
    return "Reno" if "ack_clocked" in text else ("Paced" if "paced" in text else "Randomized")


def _protocol_analyse(table: pd.DataFrame) -> pd.DataFrame:
    t = table.copy()
    t["protocol"] = [_protocol_name(s) for s in t["defaults.tcp.schedule"]]
    t["flows"] = t["flows[0].count"].astype(int)
    t["reading"] = [_reading_of(row) for _, row in t.iterrows()]
    keys = ["reading", "flows", "protocol"]
    return _ordered(_summary(_per_run(t, keys), keys, BULK_METRICS + ["fairness"]), keys)


def _ordered(c: pd.DataFrame, keys: list[str]) -> pd.DataFrame:
    """Rows sorted by ``keys``, readings and protocols in their declared order."""
    rank = {"reading": list(READINGS), "protocol": list(SCHEDULES)}
    return c.sort_values(keys, key=lambda s: s.map(rank[s.name].index) if s.name in rank else s,
                         kind="stable").reset_index(drop=True)


def _main(c: pd.DataFrame) -> pd.DataFrame:
    return c[c["reading"] == MAIN_READING]


def _fig6_check(c: pd.DataFrame) -> Verdict:
    claim = (f"same RTT: the three protocols' throughputs within {SAME_THROUGHPUT:.0%} at every N; "
             "Paced loses more than Reno and than Randomized at every N; at the largest N "
             "Randomized has the lowest loss rate and timeouts and the highest fairness")
    c = _main(c)
    parts, holds = [], True
    for n, g in c.groupby("flows", sort=True):
        v = g.set_index("protocol")
        x = v["ccsim_throughput_pps"]
        same = (x.max() - x.min()) / x.max() <= SAME_THROUGHPUT
        loss = v["ccsim_loss_rate"]
        paced_most = loss["Paced"] > loss["Reno"] and loss["Paced"] > loss["Randomized"]
        holds &= bool(same and paced_most)
        parts.append(f"N={n}: throughput R/P/Rand {x['Reno']:.0f}/{x['Paced']:.0f}/"
                     f"{x['Randomized']:.0f}{'' if same else ' (differ)'}, loss "
                     f"{loss['Reno']:.4f}/{loss['Paced']:.4f}/{loss['Randomized']:.4f}"
                     f"{'' if paced_most else ' (Paced not highest)'}")
    v = c[c["flows"] == c["flows"].max()].set_index("protocol")
    best = {"loss_rate": v["ccsim_loss_rate"].idxmin(), "timeouts": v["ccsim_timeouts"].idxmin(),
            "fairness": v["ccsim_fairness"].idxmax()}
    holds &= all(p == "Randomized" for p in best.values())
    parts.append(f"at N={c['flows'].max()}: best loss {best['loss_rate']}, fewest timeouts "
                 f"{best['timeouts']} (R/P/Rand {v['ccsim_timeouts']['Reno']:.0f}/"
                 f"{v['ccsim_timeouts']['Paced']:.0f}/{v['ccsim_timeouts']['Randomized']:.0f}), "
                 f"best fairness {best['fairness']}")
    return Verdict(claim, bool(holds), "; ".join(parts))


def _fig7_check(c: pd.DataFrame) -> Verdict:
    claim = ("RTTs 80-120 ms: at every N, fairness (eq. 8) Randomized >= Paced (up to noise) > "
             "Reno, and Randomized's throughput no lower than the others' (up to noise)")
    c = _main(c)
    parts, holds = [], True
    for n, g in c.groupby("flows", sort=True):
        v = g.set_index("protocol")

        def mv(m: str, p: str) -> tuple[float, float]:
            return float(v.loc[p, f"ccsim_{m}"]), float(v.loc[p, f"ccsim_{m}_ci"])
        fair = (_le(*mv("fairness", "Paced"), *mv("fairness", "Randomized"))
                and mv("fairness", "Paced")[0] > mv("fairness", "Reno")[0])
        thr = all(_le(*mv("throughput_pps", p), *mv("throughput_pps", "Randomized"))
                  for p in ("Reno", "Paced"))
        holds &= fair and thr
        parts.append(f"N={n}: fairness R/P/Rand {mv('fairness', 'Reno')[0]:.4f}/"
                     f"{mv('fairness', 'Paced')[0]:.4f}/{mv('fairness', 'Randomized')[0]:.4f}"
                     f"{'' if fair else ' (order fails)'}, throughput "
                     f"{mv('throughput_pps', 'Reno')[0]:.0f}/{mv('throughput_pps', 'Paced')[0]:.0f}/"
                     f"{mv('throughput_pps', 'Randomized')[0]:.0f}{'' if thr else ' (lower)'}")
    return Verdict(claim, bool(holds), "; ".join(parts))


PROTOCOL_CHOICES = {
    "N grid": "10, 20, 30, 40, 50 (Fig. 7's range; quick mode 10 and 30)",
    "runs": "homogeneous: all Reno, all Paced or all Randomized (I = 1)",
    "duration": "300 s (quick mode 60 s)",
    "seeds": "5 (quick mode 2)",
    "fairness": "eq. (8) over each flow's throughput and its round-trip propagation delay",
}


# --- Fig. 8: web-like transfers ------------------------------------------------------------

SHORT_W, LONG_W = (10, 25, 50, 100, 200), (500, 1000, 1500, 2000, 2500)
QUICK_SHORT_W, QUICK_LONG_W = (10, 200), (500, 1500)


def _web_duration(w: int, quick: bool) -> str:
    """Long enough for about 7-9 finished transfers per slot from 500 packets up in full mode
    (25 slots share ~900 pkt/s); the 100 s floor gives the small workloads many more."""
    return f"{max(20, 0.06 * w):g}s" if quick else f"{max(100, 0.3 * w):g}s"


def _web_points(quick: bool) -> list[dict[str, Any]]:
    ws = (QUICK_SHORT_W + QUICK_LONG_W) if quick else (SHORT_W + LONG_W)
    return [{"flows[0].app.packets": w, "duration": _web_duration(w, quick),
             "defaults.tcp.schedule": s} for w in ws for s in SCHEDULES.values()]


def _web_analyse(table: pd.DataFrame) -> pd.DataFrame:
    t = table.copy()
    t["protocol"] = [_protocol_name(s) for s in t["defaults.tcp.schedule"]]
    t["workload_pkts"] = t["flows[0].app.packets"].astype(int)
    g = t.groupby(["workload_pkts", "protocol", "seed"])
    runs = g.agg(n=("transfers_done", "sum"), s=("latency_sum_s", "sum"),
                 timeouts=("timeouts", "sum")).reset_index()
    runs["latency_s"] = runs["s"] / runs["n"]
    runs["transfers"] = runs["n"]
    c = _ordered(_summary(runs, ["workload_pkts", "protocol"], ["latency_s", "transfers", "timeouts"]),
                 ["workload_pkts", "protocol"])
    c.insert(0, "panel", np.where(c["workload_pkts"] <= 200, "(a) short", "(b) moderate"))
    return c


def _fig8_check(c: pd.DataFrame) -> Verdict:
    claim = ("latency Reno < Randomized < Paced at every workload <= 200 packets; above 200 "
             "packets Reno is lowest at every workload and Randomized - Reno shrinks from the "
             "smallest to the largest workload")
    lat = c.pivot(index="workload_pkts", columns="protocol", values="ccsim_latency_s")
    parts, holds = [], True
    short, long_ = lat[lat.index <= 200], lat[lat.index > 200]
    order = (short["Reno"] < short["Randomized"]) & (short["Randomized"] < short["Paced"])
    holds &= bool(order.all())
    parts.append("<=200: " + ", ".join(
        f"{w}: {r.Reno:.3g}/{r.Paced:.3g}/{r.Randomized:.3g} s{'' if ok else ' (order fails)'}"
        for (w, r), ok in zip(short.iterrows(), order)) + " (Reno/Paced/Randomized)")
    if len(long_):
        reno_best = bool((long_["Reno"] <= long_[["Paced", "Randomized"]].min(axis=1)).all())
        gap = long_["Randomized"] - long_["Reno"]
        shrinks = bool(gap.iloc[-1] < gap.iloc[0])
        holds &= reno_best and shrinks
        parts.append(f">200: Reno lowest at every workload: {reno_best}; Randomized - Reno "
                     f"{gap.iloc[0]:.2f} s at {gap.index[0]} -> {gap.iloc[-1]:.2f} s at "
                     f"{gap.index[-1]} packets ({gap.iloc[0] / long_['Reno'].iloc[0]:.1%} -> "
                     f"{gap.iloc[-1] / long_['Reno'].iloc[-1]:.1%} of Reno's)")
    return Verdict(claim, bool(holds), "; ".join(parts))


# --- Tables I and II: Reno against Paced or Randomized --------------------------------------

#: Tables I and II as printed: throughput (the caption says pkts/sec, the text Kbps; only Kbps
#: fits a 1 Mbps link), losses, timeouts.
PAPER_TABLE1 = {"Reno": (480.21, 118, 6), "Paced": (351.86, 202, 28)}
PAPER_TABLE2 = {"Reno": (389.31, 162, 22), "Random": (408.92, 210, 32)}


def _mixed_base(other: str, schedule: Any) -> dict[str, Any]:
    flows = [{"name": "Reno", "rtt": "100ms", "start": START},
             {"name": other, "rtt": "100ms", "start": START, "tcp": {"schedule": schedule}}]
    base = _dumbbell(f"rtcp: one Reno and one {other} flow", flows, bandwidth="1Mbps",
                     duration="1000s")
    del base["monitors"]
    return base


def _mixed_analyse(paper: dict[str, tuple[float, int, int]]) -> Callable[[pd.DataFrame],
                                                                          pd.DataFrame]:
    def analyse(table: pd.DataFrame) -> pd.DataFrame:
        t = table.copy()
        t["kbps"] = t["goodput_bps"] / 1e3
        t["share"] = t["kbps"] / t.groupby("seed")["kbps"].transform("sum")
        total = sum(v[0] for v in paper.values())
        rows = []
        for name, (x, losses, tos) in paper.items():
            g = t[t["name"] == name]
            row: dict[str, Any] = {"tcp_type": name}
            for m, pv, col in (("throughput_kbps", x, "kbps"), ("share", x / total, "share"),
                               ("losses", losses, "drops"), ("timeouts", tos, "timeouts")):
                row[f"paper_{m}"] = pv
                row[f"ccsim_{m}"], row[f"ccsim_{m}_ci"] = mean_ci(g[col])
            rows.append(row)
        return pd.DataFrame(rows)
    return analyse


def _table1_check(c: pd.DataFrame) -> Verdict:
    claim = "Paced is beaten down by Reno: lower throughput, more losses and more timeouts"
    v = c.set_index("tcp_type")
    r, p = v.loc["Reno"], v.loc["Paced"]
    oks = [p.ccsim_throughput_kbps < r.ccsim_throughput_kbps, p.ccsim_losses > r.ccsim_losses,
           p.ccsim_timeouts > r.ccsim_timeouts]
    detail = (f"Reno/Paced throughput {r.ccsim_throughput_kbps:.1f}/{p.ccsim_throughput_kbps:.1f} "
              f"kb/s (Paced/Reno ratio {p.ccsim_throughput_kbps / r.ccsim_throughput_kbps:.2f}, "
              f"paper 0.73), losses {r.ccsim_losses:.0f}/{p.ccsim_losses:.0f} (paper 118/202), "
              f"timeouts {r.ccsim_timeouts:.0f}/{p.ccsim_timeouts:.0f} (paper 6/28)")
    return Verdict(claim, bool(all(oks)), detail)


#: Table I's Paced/Reno ratio, the paper's own example of an unfair share.
PACED_RATIO = 351.86 / 480.21


def _table2_check(c: pd.DataFrame) -> Verdict:
    claim = (f"Randomized and Reno share fairly: the Random/Reno throughput ratio lies closer to 1 "
             f"than Table I's Paced/Reno ratio {PACED_RATIO:.2f} (within [{PACED_RATIO:.2f}, "
             f"{1 / PACED_RATIO:.2f}]); the paper's is 1.05")
    v = c.set_index("tcp_type")
    r, x = v.loc["Reno"], v.loc["Random"]
    ratio = x.ccsim_throughput_kbps / r.ccsim_throughput_kbps
    ok = abs(math.log(ratio)) < abs(math.log(PACED_RATIO))
    detail = (f"Reno/Random throughput {r.ccsim_throughput_kbps:.1f}/{x.ccsim_throughput_kbps:.1f}"
              f" kb/s, Random/Reno ratio {ratio:.2f}; losses "
              f"{r.ccsim_losses:.0f}/{x.ccsim_losses:.0f} (paper 162/210), timeouts "
              f"{r.ccsim_timeouts:.0f}/{x.ccsim_timeouts:.0f} (paper 22/32)")
    return Verdict(claim, bool(ok), detail)


MIXED_CHOICES = {
    **{k: v for k, v in COMMON_CHOICES.items() if k not in ("metrics", "up to noise")},
    "flows": "one of each type (the printed throughputs sum to 83% of 1 Mbps as kb/s), both "
             "100 ms RTT",
    "throughput": "payload goodput in kb/s over each flow's whole run (the text's unit; 832 "
                  "pkt/s of 540 B would exceed the link)",
    "losses, timeouts": "counts over the run (data drops, RTO expiries); the paper's duration is "
                        "unstated, so only the directions and ratios compare",
    "duration": "1000 s (quick mode 200 s), as for Table III",
    "seeds": "10 (quick mode 2)",
}


def _mixed_points(quick: bool) -> list[dict[str, Any]]:
    return [{}]


# --- the experiments ------------------------------------------------------------------------

FIG2 = _bandwidth_experiment(
    30, "2", _fig2_check,
    "as the randomization interval increases to 1, the loss rates and the timeouts reduce, "
    "while the throughput increases or remains almost the same")
FIG3 = _bandwidth_experiment(
    50, "3", _best_check("I = 1 is the best interval (lowest loss rate and timeouts up "
                             "to noise, throughput highest or almost the same) for almost all "
                             "bandwidths",
                             "bandwidth_mbps", "Mbps", ALMOST_ALL),
    "a randomization interval value of 1 is the best for almost all cases")

FIG4 = Experiment(
    id="rtcp-fig4-interval-vs-buffer",
    title="Loss, throughput and timeouts against I for 30 flows, per buffer size",
    paper=PAPER,
    source="Fig. 4, Section V.B",
    base=_dumbbell("rtcp-fig4: 30 flows, interval vs buffer", _bulk(30), schedule=RANDOMIZED),
    points=_buffer_points,
    analyse=_interval_analyse("topology.bottleneck.queue.limit", "buffer_pkts",
                              lambda v: float(str(v).removesuffix("pkt"))),
    check=_best_check("at every buffer size, I = 1 gives the lowest loss rate and timeouts (up "
                      "to noise) and the highest or almost the same throughput", "buffer_pkts", "pkt", 1.0),
    choices={**COMMON_CHOICES, **INTERVAL_CHOICES,
             "buffers": "25, 50, 75, 100 packets (1/4 to 1 BDP; quick mode 25 and 100)"},
    quick_duration=QUICK_DURATION,
    notes=NOTES["fig4"],
    plot=plots.interval_plot("buffer_pkts", "{:g} pkt",
                             "a randomization interval value of 1 gives us the best results "
                             "vis-a-vis throughput, loss rate and the number of timeouts"),
    runner=bulk_runner,
)

FIG5 = Experiment(
    id="rtcp-fig5-interval-vs-rtt",
    title="Loss, throughput and timeouts against I with RTTs of 80-120 ms, 30 and 50 flows",
    paper=PAPER,
    source="Fig. 5, Section V.C",
    base=_dumbbell("rtcp-fig5: interval with RTTs 80-120 ms",
                   _bulk(30, {"range": ["80ms", "120ms"]}), schedule=RANDOMIZED),
    points=_rtt_points,
    analyse=_interval_analyse("flows[0].count", "flows", int),
    check=_best_check("I = 1 is the best or near-best interval (up to noise) for loss rate, "
                      "throughput and timeouts in almost all cases", "flows", "flows", ALMOST_ALL),
    choices={**COMMON_CHOICES, **INTERVAL_CHOICES,
             "RTTs": "flow i has 80 + 40 i / N ms (Section V.C), set on its access links",
             "N": "30 and 50 (quick mode 30)",
             "claim's 'almost all'": f"at least {ALMOST_ALL:.0%} of the (N, metric) cases"},
    quick_duration=QUICK_DURATION,
    notes=NOTES["fig5"],
    plot=plots.interval_plot("flows", "{:g} flows",
                             "a randomization interval value of 1 suits almost all the "
                             "simulation metrics"),
    runner=bulk_runner,
)

FIG6 = Experiment(
    id="rtcp-fig6-bulk-same-rtt",
    title="Bulk transfers with the same RTT: Reno, Paced and Randomized against N",
    paper=PAPER,
    source="Fig. 6, Section VI.A.1",
    base=_dumbbell("rtcp-fig6: bulk, same RTT", _bulk(10)),
    points=_protocol_points(sensitivity=True),
    analyse=_protocol_analyse,
    check=_fig6_check,
    choices={**COMMON_CHOICES, **PROTOCOL_CHOICES,
             "sensitivity": "every reading of what the paper leaves open, at N = 10 and 50, "
                            "full mode only: Limited Transmit (RFC 3042, on in ns-2.35); gaps "
                            "from the last RTT sample, or as ns-2's own pacing code reads them "
                            "(t_rtt_ in whole ticks over the usable window with inflation); slow "
                            "start or fast recovery left ACK-clocked; NewReno; old ns-2 timers "
                            "(tick 100 ms, min RTO 1 s, IW 1; REFERENCE.md 1.1). The claim is "
                            "checked on the main reading (Reno, ns-2.35 timers, no Limited "
                            "Transmit, gaps srtt(1+x)/cwnd, paced in slow start and recovery)",
             "claim's 'same throughput'": f"the three means within {SAME_THROUGHPUT:.0%}"},
    quick_duration=QUICK_DURATION,
    notes=NOTES["fig6"],
    plot=plots.protocol_plot(["loss_rate", "throughput_pps", "timeouts", "fairness"],
                             sensitivity=True),
    runner=bulk_runner,
)

FIG7 = Experiment(
    id="rtcp-fig7-bulk-diff-rtt",
    title="Bulk transfers with RTTs of 80-120 ms: Reno, Paced and Randomized against N",
    paper=PAPER,
    source="Fig. 7, Section VI.A.2",
    base=_dumbbell("rtcp-fig7: bulk, RTTs 80-120 ms", _bulk(10, {"range": ["80ms", "120ms"]})),
    points=_protocol_points(sensitivity=False),
    analyse=_protocol_analyse,
    check=_fig7_check,
    choices={**COMMON_CHOICES, **PROTOCOL_CHOICES,
             "RTTs": "flow i has 80 + 40 i / N ms (Section VI.A.2), set on its access links"},
    quick_duration=QUICK_DURATION,
    notes=NOTES["fig7"],
    plot=plots.protocol_plot(["throughput_pps", "fairness", "loss_rate", "timeouts"],
                             sensitivity=False),
    runner=bulk_runner,
)

FIG8 = Experiment(
    id="rtcp-fig8-web-latency",
    title="Latency of web-like transfers (25 always active): Reno, Paced, Randomized",
    paper=PAPER,
    source="Fig. 8 (a), (b), Section VI.B",
    base={**_dumbbell("rtcp-fig8: closed-loop transfers",
                      [{"name": "w", "count": 25, "rtt": "100ms", "start": START,
                        "app": {"kind": "closed_loop", "packets": 10, "concurrent": 1}}]),
          "monitors": {}},
    points=_web_points,
    analyse=_web_analyse,
    check=_fig8_check,
    choices={
        **{k: v for k, v in COMMON_CHOICES.items() if k != "metrics"},
        "workload": "10, 25, 50, 100, 200 packets (a) and 500, 1000, 1500, 2000, 2500 (b); "
                    "quick mode 10, 200 and 500, 1500",
        "closed loop": "25 flows, each one transfer at a time; a finished transfer is replaced at "
                       "once by a new connection (slow start, no RTT estimate, no SYN)",
        "latency": "from the transfer's first packet to the ACK of its last, averaged over "
                   "finished transfers; each flow's first transfer (all start together) left "
                   "out",
        "duration": "max(100 s, 0.3 s x workload) (quick mode max(20 s, 0.06 s x workload)): "
                    "about 7-9 finished transfers per flow from 500 packets up, more for the "
                    "smaller workloads (12-16 at 200 packets, about 260-320 at 10)",
        "seeds": "5 (quick mode 2)",
    },
    notes=NOTES["fig8"],
    plot=plots.web_plot,
    runner=web_runner,
)

TABLE1_EXPERIMENT = Experiment(
    id="rtcp-table1-paced-vs-reno",
    title="One Reno and one Paced flow on 1 Mbps",
    paper=PAPER,
    source="Table I, Section VI.C",
    base=_mixed_base("Paced", "paced"),
    points=_mixed_points,
    analyse=_mixed_analyse(PAPER_TABLE1),
    check=_table1_check,
    choices=MIXED_CHOICES,
    seeds=10,
    quick_duration="200s",
    notes=NOTES["table1"],
    plot=plots.mixed_plot("Table I"),
)

TABLE2_EXPERIMENT = Experiment(
    id="rtcp-table2-random-vs-reno",
    title="One Reno and one Randomized flow on 1 Mbps",
    paper=PAPER,
    source="Table II, Section VI.C",
    base=_mixed_base("Random", RANDOMIZED),
    points=_mixed_points,
    analyse=_mixed_analyse(PAPER_TABLE2),
    check=_table2_check,
    choices={**MIXED_CHOICES, "Randomized": "I = 1 with the alpha correction (Section III.A)"},
    seeds=10,
    quick_duration="200s",
    notes=NOTES["table2"],
    plot=plots.mixed_plot("Table II"),
)

EXPERIMENTS = [FIG2, FIG3, FIG4, FIG5, FIG6, FIG7, FIG8, TABLE1_EXPERIMENT, TABLE2_EXPERIMENT]
