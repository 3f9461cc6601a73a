"""Seed 000 phase effects: Table IV (10 flows, incremental deployment), Table V (two bottlenecks,
Fig. 9), Figs. 14 and 16 (Floyd & Jacobson's single- and multiple-bottleneck setups, Figs. 13
and 15). Section VII-A and the misplaced "VIII-A Phase Effects"."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from ccsim.experiments.base import Experiment, Verdict
from ccsim.experiments.rtcp_sync_common import (DUMBBELL_CHOICES, PAPER, PHASE_LAST_S, RANDOMIZED,
                                                ci_row, dumbbell, phase_runner)

# --- rtcp-table4-phase-10flows-incremental ---------------------------------------------------

#: Table IV as printed (Kbps per the caption): configuration -> (short, long).
TABLE4 = {
    "5 short Reno, 5 long Reno": (62.6, 33.35),
    "5 short Random, 5 long Random": (41.50, 33.60),
    "5 short Reno, 4 long Reno + 1 long Random": (45.51, 35.80),
    "5 long Reno, 4 short Reno + 1 short Random": (50.02, 34.71),
}
#: Throughput proportional to 1/RTT: short (60 ms) / long (80 ms).
RTT_RATIO = 80 / 60



_START = {"uniform": ["0s", "1s"]}


def _reno() -> dict[str, Any]:
    """A fresh per-flow tcp table (a shared one would be one object after the sweep's deepcopy, so
    setting one flow's schedule would set all)."""
    return {"schedule": "ack_clocked"}


TABLE4_BASE: dict[str, Any] = {
    "name": "rtcp-table4: 5 short (60 ms) and 5 long (80 ms) flows at 1 Mbps",
    "duration": "1000s",
    "topology": dumbbell("1Mbps"),
    "defaults": {"tcp": {"mss": "500B", "recovery": "reno"}},
    "flows": [
        {"name": "short", "count": 4, "rtt": "60ms", "tcp": _reno(), "start": _START},
        {"name": "short_x", "rtt": "60ms", "tcp": _reno(), "start": _START},
        {"name": "long", "count": 4, "rtt": "80ms", "tcp": _reno(), "start": _START},
        {"name": "long_x", "rtt": "80ms", "tcp": _reno(), "start": _START},
    ],
}


def _table4_points(quick: bool) -> list[dict[str, Any]]:
    cfg = list(TABLE4)
    return [
        {"description": cfg[0]},
        {"description": cfg[1], "flows[*].tcp.schedule": RANDOMIZED},
        {"description": cfg[2], "flows[3].tcp.schedule": RANDOMIZED},
        {"description": cfg[3], "flows[1].tcp.schedule": RANDOMIZED},
    ]


def _table4_analyse(table: pd.DataFrame) -> pd.DataFrame:
    t = table.copy()
    t["rtt"] = np.where(t["group"].astype(str).str.startswith("short"), "short", "long")
    per = t.groupby(["description", "seed", "rtt"])["goodput_bps"].mean().unstack("rtt") / 1000
    per["ratio"] = per["short"] / per["long"]
    rows = []
    for cfg, (p_short, p_long) in TABLE4.items():
        g = per.loc[cfg]
        rows.append({"configuration": cfg,
                     "paper_short_kbps": p_short, **ci_row(g["short"], "ccsim_short_kbps"),
                     "paper_long_kbps": p_long, **ci_row(g["long"], "ccsim_long_kbps"),
                     "paper_short_long_ratio": p_short / p_long,
                     **ci_row(g["ratio"], "ccsim_short_long_ratio")})
    return pd.DataFrame(rows)


def _table4_check(c: pd.DataFrame) -> Verdict:
    claim = ("with all Reno the short/long throughput ratio is far from the 1/RTT ratio 80/60 = 1.333, "
             "and it moves closer to 1.333 with every randomized configuration (all Random, one long "
             "Random, one short Random)")
    r = c.set_index("configuration")["ccsim_short_long_ratio"]
    dist = (r - RTT_RATIO).abs()
    reno = dist.iloc[0]
    holds = bool((dist.iloc[1:] < reno).all())
    detail = "short/long ratio " + ", ".join(f"{k}: {v:.3f}" for k, v in r.items())
    detail += f" (paper 1.877, 1.235, 1.271, 1.441; |ratio - 1.333| all Reno {reno:.3f})"
    return Verdict(claim, holds, detail)


def _bars(ax: Any, labels: list[str], paper: Any, ours: Any, ci: Any, ylabel: str) -> None:
    x = np.arange(len(labels))
    ax.bar(x - 0.2, paper, 0.4, label="paper", color="#8ab")
    ax.bar(x + 0.2, ours, 0.4, yerr=ci, label="ccsim", color="#3a6", capsize=3)
    ax.set_xticks(x, labels, fontsize=7)
    ax.set_ylabel(ylabel)


def _table4_plot(outcome: Any) -> Any:
    """Per-flow throughput of each group and the short/long ratio, paper beside ccsim."""
    import matplotlib.pyplot as plt

    c = outcome.comparison
    labels = ["all Reno", "all Random", "1 long\nRandom", "1 short\nRandom"]
    fig, axes = plt.subplots(1, 3, figsize=(12, 3.5))
    for ax, grp in zip(axes[:2], ("short", "long")):
        _bars(ax, labels, c[f"paper_{grp}_kbps"], c[f"ccsim_{grp}_kbps"], c[f"ccsim_{grp}_kbps_ci"],
              f"{grp} flows: throughput per flow (kb/s)")
        ax.set_title(f"{grp} ({'60' if grp == 'short' else '80'} ms)")
    _bars(axes[2], labels, c.paper_short_long_ratio, c.ccsim_short_long_ratio,
          c.ccsim_short_long_ratio_ci, "throughput ratio short / long")
    axes[2].axhline(RTT_RATIO, ls="--", color="k", lw=1, label="1/RTT ratio 4/3")
    axes[2].set_yscale("log")
    axes[2].legend(fontsize=7)
    axes[0].legend(fontsize=7)
    fig.tight_layout()
    return fig


TABLE4_EXPERIMENT = Experiment(
    id="rtcp-table4-phase-10flows-incremental",
    title="Phase effects with 5 short (60 ms) and 5 long (80 ms) flows: incremental randomization",
    paper=PAPER,
    source="Table IV, Section VII.A.1",
    base=TABLE4_BASE,
    points=_table4_points,
    analyse=_table4_analyse,
    check=_table4_check,
    choices={
        **DUMBBELL_CHOICES,
        "throughput": "goodput (500 B payloads delivered) in kb/s, mean per flow of each RTT group; "
                      "the randomized flow of columns 3-4 is counted in its group",
        "duration": "1000 s (Section VII-B's length); quick mode 200 s",
        "seeds": "10 (quick mode 2)",
    },
    seeds=10,
    quick_duration="200s",
    plot=_table4_plot,
    notes=(
        "Units: the paper's per-flow values add up to 480 kb/s (all Reno) on a 1 Mb/s link, "
        "implausibly low for 10 bulk flows, while read as packets/s they would exceed the link "
        "(EXPERIMENTS.md). ccsim's per-flow goodputs fill the link, so compare the short/long "
        "ratio, which is unit-free.\n\n"
        "Direction of the phase effect: with all Reno ccsim's phase effect is strong but favours "
        "the *long* flows (short/long ratio 0.089, against 1.877 in the paper): each short flow "
        "gets 15.1 kb/s, loses 27% of its packets and times out about 740 times in 1000 s, while "
        "each long flow gets 169.8 kb/s and loses 2%. Which flows a DropTail queue's phase effect "
        "penalizes depends on how the RTTs relate to the bottleneck service time (4.3 ms here), "
        "i.e. on the unstated split of the RTT across links (we put 10 ms on the bottleneck, as "
        "for Table III) and on how connections open (ccsim's pages open without ns-2's SYN; see "
        "Table III's notes). The claim tested is the distance from the 1/RTT ratio, which does "
        "not depend on the direction, and it holds; but only all-Randomized comes close to 4/3 "
        "(1.14). A single randomized flow moves the ratio just a little (0.193 with one long "
        "Random, 0.144 with one short Random), and the lone randomized flow fares badly among "
        "Reno flows: the long Random one gets 44 kb/s against 182 kb/s for each long Reno flow, "
        "the short Random one 39 kb/s against 19 kb/s for each short Reno flow and 162 kb/s for "
        "each long one. The paper's point that 'even a single Randomized TCP' removes most of the "
        "phase effect is only weakly reproduced.\n\n"
        "Against ns-2.35 itself (2026-11-27; docs/validation.md, case table4-reno): the all-Reno "
        "column's setup, run in both simulators over 20 replications of 1000 s, agrees on every "
        "metric (12 of 12 rows): in ns-2 too the long flows take about ten times the short "
        "flows' throughput (group totals, 210.1 against 20.9 packets/s; ccsim 210.6 and 20.4; "
        "on this page, per flow in kb/s over 10 seeds, about eleven times: 169.8 against 15.1, "
        "ratio 0.089). So the direction of this phase effect is ns-2.35's, not an artefact of "
        "ccsim; the paper's 1.877 came from a setup that differs from this reading of it (the "
        "RTT's split across links, or its modified ns)."
    ),
)

# --- rtcp-table5-multibottleneck -------------------------------------------------------------

#: Table V as printed (Kbps per the caption; see notes): configuration -> (S1, S2, S3, S4).
TABLE5 = {
    "(S1,S2) Reno, (S3,S4) Reno": (50.28, 44.08, 106.18, 108.16),
    "(S1,S2) Random, (S3,S4) Random": (61.28, 55.64, 83.84, 84.36),
    "(S1,S2) Reno, (S3,S4) Random": (56.12, 59.24, 85.20, 86.00),
    "(S1,S2) Random, (S3,S4) Reno": (50.04, 55.00, 94.50, 98.92),
}
SOURCES = ("S1", "S2", "S3", "S4")

TABLE5_BASE: dict[str, Any] = {
    "name": "rtcp-table5: two 1 Mbps bottlenecks (Fig. 9)",
    "duration": "1000s",
    "topology": {"kind": "two_bottleneck"},
    "defaults": {"tcp": {"mss": "500B", "recovery": "reno"}},
    "flows": [
        {"name": "S1", "route": "long", "tcp": _reno(), "start": _START},
        {"name": "S2", "route": "long", "tcp": _reno(), "start": _START},
        {"name": "S3", "route": "short1", "tcp": _reno(), "start": _START},
        {"name": "S4", "route": "short2", "tcp": _reno(), "start": _START},
    ],
}


def _table5_points(quick: bool) -> list[dict[str, Any]]:
    cfg = list(TABLE5)
    long = {"flows[0].tcp.schedule": RANDOMIZED, "flows[1].tcp.schedule": RANDOMIZED}
    short = {"flows[2].tcp.schedule": RANDOMIZED, "flows[3].tcp.schedule": RANDOMIZED}
    return [{"description": cfg[0]}, {"description": cfg[1], **long, **short},
            {"description": cfg[2], **short}, {"description": cfg[3], **long}]


def _long_short(x: Any) -> Any:
    return (x[0] + x[1]) / (x[2] + x[3])


RATIO = "(S1+S2)/(S3+S4)"


def _table5_analyse(table: pd.DataFrame) -> pd.DataFrame:
    """Rows per configuration: S1..S4 (throughput as printed beside ccsim's kb/s and packets/s),
    then the unit-free long/short ratio."""
    kbps = table.pivot_table(index=["description", "seed"], columns="name", values="goodput_bps") / 1000
    pps = table.pivot_table(index=["description", "seed"], columns="name", values="throughput_pps")
    nan = {"paper_kbps": np.nan, "ccsim_kbps": np.nan, "ccsim_kbps_ci": np.nan,
           "ccsim_pps": np.nan, "ccsim_pps_ci": np.nan, "paper_ratio": np.nan, "ccsim_ratio": np.nan,
           "ccsim_ratio_ci": np.nan}
    rows = []
    for cfg, paper in TABLE5.items():
        for s, p in zip(SOURCES, paper):
            rows.append({"configuration": cfg, "source": s, **nan, "paper_kbps": p,
                         **ci_row(kbps.loc[cfg][s], "ccsim_kbps"),
                         **ci_row(pps.loc[cfg][s], "ccsim_pps")})
        k = kbps.loc[cfg]
        rows.append({"configuration": cfg, "source": RATIO, **nan, "paper_ratio": _long_short(paper),
                     **ci_row(_long_short([k[s] for s in SOURCES]), "ccsim_ratio")})
    return pd.DataFrame(rows)


def _table5_ratios(c: pd.DataFrame) -> pd.DataFrame:
    return c[c.source == RATIO].reset_index(drop=True)


def _table5_check(c: pd.DataFrame) -> Verdict:
    claim = ("the long flows' share (S1+S2)/(S3+S4) is lowest with all Reno, rises most when all or "
             "only the short flows are randomized, and less when only the long flows are "
             "(paper: col2 0.695 ~ col3 0.674 > col4 0.543 > col1 0.440)")
    r = _table5_ratios(c)["ccsim_ratio"].to_numpy()
    holds = bool(min(r[1], r[2]) > r[3] > r[0])
    detail = ("(S1+S2)/(S3+S4): " + ", ".join(f"col{i + 1} {v:.3f}" for i, v in enumerate(r)))
    return Verdict(claim, holds, detail)


def _table5_plot(outcome: Any) -> Any:
    """Per-source throughput per configuration (paper as printed beside ccsim in packets/s,
    the unit its sums fit) and the long/short ratio."""
    import matplotlib.pyplot as plt

    c = outcome.comparison
    flows = c[c.source != RATIO]
    labels = ["all Reno", "all Random", "short\nRandom", "long\nRandom"]
    fig, axes = plt.subplots(1, 2, figsize=(11, 3.6), gridspec_kw={"width_ratios": [2, 1]})
    x = np.arange(len(TABLE5))
    for k, s in enumerate(SOURCES):
        g = flows[flows.source == s]
        off = (k - 1.5) * 0.2
        axes[0].bar(x + off - 0.05, g.paper_kbps, 0.1, color=f"C{k}", alpha=0.45)
        axes[0].bar(x + off + 0.05, g.ccsim_pps, 0.1, yerr=g.ccsim_pps_ci, color=f"C{k}", label=s,
                    capsize=2)
    axes[0].set_xticks(x, labels, fontsize=8)
    axes[0].set_ylabel("throughput (pale: paper as printed;\nsolid: ccsim, packets/s)")
    axes[0].legend(fontsize=7, ncol=4)
    r = _table5_ratios(c)
    _bars(axes[1], labels, r.paper_ratio, r.ccsim_ratio, r.ccsim_ratio_ci, RATIO)
    axes[1].legend(fontsize=7)
    fig.tight_layout()
    return fig


TABLE5_EXPERIMENT = Experiment(
    id="rtcp-table5-multibottleneck",
    title="Phase effects with two bottlenecks (Fig. 9): which flows to randomize",
    paper=PAPER,
    source="Table V, Section VII.A.2, Fig. 9",
    base=TABLE5_BASE,
    points=_table5_points,
    analyse=_table5_analyse,
    check=_table5_check,
    choices={
        "topology": "named two_bottleneck: bottlenecks 1 Mb/s, 20 ms, DropTail 25 packets; other "
                    "links 4 Mb/s; S1, S2 cross both (120 ms RTT), S3 the first and S4 the second "
                    "(60 ms); 'end-to-end propagation delay' read as round trip",
        "MSS": DUMBBELL_CHOICES["MSS"],
        "TCP": DUMBBELL_CHOICES["TCP"],
        "Randomized": DUMBBELL_CHOICES["Randomized"],
        "start times": DUMBBELL_CHOICES["start times"],
        "throughput": "goodput in kb/s and delivered packets/s per flow over the run",
        "duration": "1000 s; quick mode 200 s",
        "seeds": "10 (quick mode 2)",
    },
    seeds=10,
    quick_duration="200s",
    plot=_table5_plot,
    notes=(
        "Units: S1+S2+S3 and S1+S2+S4 are about 200 in every column; as kb/s that is 20% of a 1 Mb/s "
        "bottleneck, as packets/s of 500 B it is 80%, so packets/s is the plausible unit "
        "(EXPERIMENTS.md). ccsim's long/short ratio is unit-free.\n\n"
        "What matches and what does not: with all Reno the long flows S1 and S2 lose 3.3% of "
        "their packets against 0.35-0.4% for S3 and S4, about nine times as much where crossing "
        "two bottlenecks alone would give about twice, and their share (S1+S2)/(S3+S4) is 0.151 "
        "(paper 0.440), far below the 0.35 that TCP's response function gives a flow with twice "
        "the RTT and two lossy hops ((1/2)(1/sqrt 2)): a phase effect against the long flows. "
        "Randomizing every flow (0.301) or only the short flows (0.372) removes most of the "
        "excess (long flows lose 1.6-1.7%, short flows 0.7%) and doubles the long flows' share, "
        "as the paper's columns 2 and 3 rise (to 0.695 and 0.674). The long flows' excess loss "
        "appears whenever the short flows run Reno, whatever the long flows run, so randomizing "
        "only the long flows does not help them: 0.130 (loss 3.1%), slightly below all-Reno. That "
        "matches the paper's text ('the phase effects persist': the long flows' randomness does "
        "not survive the first bottleneck's departure process) but not its table, whose column 4 "
        "(0.543) lies above column 1 (0.440); the check follows the table, so column 4 is the one "
        "part of the claim that fails.\n\n"
        "Changed with the engine's ns-2 corrections: the run before them had the all-Reno phase "
        "effect in the long flows' favour (0.579) and the col2 rise failing as well (0.332); now "
        "all-Reno penalizes the long flows and both col2 and col3 rises are reproduced. Which "
        "correction flips this phase-sensitive case (queue tie ordering, recovery arithmetic, "
        "RTO) was not isolated.\n\n"
        "Against ns-2.35 itself (2026-11-27; docs/validation.md, case two-bottleneck-reno and "
        "'Remaining departures'): with all Reno on this exact configuration ns-2 gives the long "
        "flows a share of about 0.10 (20 replications of 1000 s: 36.3 against 377.6 packets/s), "
        "ccsim 0.147. Here a long and a short flow's packets often reach the first bottleneck at "
        "the same instant (their access delays differ by exactly 5 ms, on a grid of 1.08 and "
        "4.32 ms transmissions), and ns-2's floating-point clock decides such ties by rounding, "
        "not by its order of scheduling, which ccsim follows exactly. With the RTTs moved by 27 "
        "and 14 microseconds no arrivals tie, and ns-2 and ccsim agree on every metric (19 of 19 "
        "rows), ccsim's share barely moving (0.142 to 0.156 over 10 seeds). So ns-2's own "
        "all-Reno share on the paper's grid is set by its rounding, and neither setting gives "
        "the paper's 0.440 in ns-2.35."
    ),
)

# --- Figs. 14 and 16: phase effects in Floyd & Jacobson's setups -----------------------------

#: The RTT of the sources whose RTT is not varied (130 ms gives BDP 13 packets, Section VIII-A).
PHASE_RTT_MS = 130.0


def _ratios(quick: bool) -> list[float]:
    step = 0.1 if quick else 0.02
    return [round(float(r), 2) for r in np.arange(1.0, 2.5 + 1e-9, step)]


def _phase_points(quick: bool) -> list[dict[str, Any]]:
    return [{"flows[0].rtt": f"{PHASE_RTT_MS * r:.3f}ms", "defaults.tcp.schedule": sched}
            for sched in ("ack_clocked", RANDOMIZED) for r in _ratios(quick)]


def _phase_shares(table: pd.DataFrame, who: str) -> pd.DataFrame:
    """Per run: the RTT ratio of sources 1 and 2, and source ``who``'s share (%) of the measured
    bottleneck's drops and throughput over the last 50 s, by protocol."""
    rows = []
    for (_, seed), g in table.groupby(["point", "seed"], sort=False):
        g = g.set_index("name")
        drops, pps = g["last_drops"], g["last_pps"]
        rows.append({
            "protocol": "Reno" if g["kind"].iloc[0] == "reno" else "Randomized",
            "ratio": round(float(g.loc["s1", "base_rtt_s"] / g.loc["s2", "base_rtt_s"]), 2),
            "seed": seed,
            "loss_pct": 100 * drops[who] / drops.sum() if drops.sum() else np.nan,
            "tput_pct": 100 * pps[who] / pps.sum(),
        })
    return pd.DataFrame(rows)


def _phase_analyse(who: str) -> Any:
    def analyse(table: pd.DataFrame) -> pd.DataFrame:
        s = _phase_shares(table, who)
        rows = []
        for (proto, ratio), g in s.groupby(["protocol", "ratio"], sort=True):
            rows.append({"protocol": proto, "rtt_ratio": ratio,
                         **ci_row(g["loss_pct"], "ccsim_loss_share_pct"),
                         **ci_row(g["tput_pct"], "ccsim_tput_share_pct")})
        c = pd.DataFrame(rows)
        c["protocol"] = pd.Categorical(c["protocol"], ["Reno", "Randomized"])
        c = c.sort_values(["protocol", "rtt_ratio"]).reset_index(drop=True)
        c["protocol"] = c["protocol"].astype(str)
        return c
    return analyse


def _phase_plot(who: str, band: tuple[float, float] | None, paper_lines: dict[str, float]) -> Any:
    def plot(outcome: Any) -> Any:
        import matplotlib.pyplot as plt

        s = _phase_shares(outcome.table, who)
        c = outcome.comparison
        fig, axes = plt.subplots(2, 2, figsize=(10, 6.5), sharex=True, sharey=True)
        panels = [("Reno", "loss", "a"), ("Reno", "tput", "b"),
                  ("Randomized", "loss", "c"), ("Randomized", "tput", "d")]
        for ax, (proto, metric, letter) in zip(axes.flat, panels):
            pts = s[s.protocol == proto]
            ax.scatter(pts.ratio, pts[f"{metric}_pct"], s=5, color="#999", label="seeds")
            cc = c[c.protocol == proto]
            col = "ccsim_loss_share_pct" if metric == "loss" else "ccsim_tput_share_pct"
            ax.plot(cc.rtt_ratio, cc[col], color="#3a6", lw=1.2, label="ccsim mean")
            if band:
                ax.axvspan(*band, color="#fc8", alpha=0.4, label="paper's phase region")
            if metric == "loss" and proto in paper_lines:
                ax.axhline(paper_lines[proto], ls="--", color="k", lw=1, label="paper's value")
            what = "% losses" if metric == "loss" else "% throughput"
            ax.set_title(f"({letter}) Source {who[1]}'s {what} with {proto} and Drop Tail", fontsize=9)
            ax.set_ylabel(f"source {who[1]}'s share of {'losses' if metric == 'loss' else 'throughput'} (%)")
            ax.set_ylim(-2, 102)
        for ax in axes[1]:
            ax.set_xlabel("RTT of source 1 / RTT of source 2")
        axes[0][0].legend(fontsize=7)
        fig.tight_layout()
        return fig
    return plot


def _peak(c: pd.DataFrame, proto: str, lo: float = 0.0, hi: float = 99.0) -> tuple[float, float]:
    cc = c[(c.protocol == proto) & (c.rtt_ratio >= lo - 1e-9) & (c.rtt_ratio <= hi + 1e-9)]
    i = cc["ccsim_loss_share_pct"].idxmax()
    return float(cc.loc[i, "ccsim_loss_share_pct"]), float(cc.loc[i, "rtt_ratio"])


def _fig14_check(c: pd.DataFrame) -> Verdict:
    claim = ("Reno: Source 2's share of the losses exceeds 50% for some RTT ratio in [1.85, 2.05] and "
             "is near 0 (< 10%) at most (over half of the) other ratios; Randomized: Source 2 never "
             "sees a disproportionate share (loss share at most 20 points above its throughput share)")
    peak, at = _peak(c, "Reno", 1.85, 2.05)
    reno = c[c.protocol == "Reno"]
    outside = reno[(reno.rtt_ratio < 1.85 - 1e-9) | (reno.rtt_ratio > 2.05 + 1e-9)]
    near_zero = float((outside.ccsim_loss_share_pct < 10).mean())
    rnd = c[c.protocol == "Randomized"]
    excess = (rnd.ccsim_loss_share_pct - rnd.ccsim_tput_share_pct)
    reno_excess = (reno.ccsim_loss_share_pct - reno.ccsim_tput_share_pct)
    holds = peak > 50 and near_zero > 0.5 and float(excess.max()) <= 20
    detail = (f"Reno: peak loss share in [1.85, 2.05] {peak:.0f}% (ratio {at:.2f}); below 10% at "
              f"{100 * near_zero:.0f}% of the other ratios; loss share over all ratios "
              f"{reno.ccsim_loss_share_pct.min():.0f}-{reno.ccsim_loss_share_pct.max():.0f}%, "
              f"largest excess over the throughput share {reno_excess.max():.0f} points. "
              f"Randomized: loss share {rnd.ccsim_loss_share_pct.min():.0f}-"
              f"{rnd.ccsim_loss_share_pct.max():.0f}%, largest excess {excess.max():.0f} points")
    return Verdict(claim, bool(holds), detail)


def _fig16_check(c: pd.DataFrame) -> Verdict:
    claim = ("Source 3's share of the losses at the second bottleneck peaks at about 80% with Reno "
             "(read as 65-95%) and is considerably reduced, to about 40% (read as a peak of 25-55%), "
             "with Randomized TCP")
    reno, at_r = _peak(c, "Reno")
    rnd, at_d = _peak(c, "Randomized")
    holds = 65 <= reno <= 95 and 25 <= rnd <= 55
    mean = c.groupby("protocol")["ccsim_loss_share_pct"].mean()
    detail = (f"peak loss share: Reno {reno:.0f}% (ratio {at_r:.2f}), Randomized {rnd:.0f}% "
              f"(ratio {at_d:.2f}); mean over the ratios: Reno {mean['Reno']:.0f}%, Randomized "
              f"{mean['Randomized']:.0f}%")
    return Verdict(claim, bool(holds), detail)


_PHASE_CHOICES = {
    "RTT ratio grid": "RTT of source 1 = ratio x 130 ms, ratio 1.00 to 2.50 in steps of 0.02 "
                      "(quick mode 0.1), set by the delay between source 1 and its gateway",
    "packets": "1000 B payloads (Section VIII-A) + 40 B headers",
    "TCP": "Reno (the paper's TCP; Floyd & Jacobson used Tahoe), ns-2.35 defaults, receiver "
           "window unlimited",
    "Randomized": "every source randomized (I = 1, alpha correction on), else all Reno",
    "duration": "100 s ('100 ms' in the text must be 100 s, REFERENCE 8); shares over the last "
                "50 s, from the drop log and the flow counters",
    "start times": "uniform in [0, 5 s] per source (Floyd's ns-2 test starts them at 1 and 5 s)",
    "seeds": "5 per point (quick mode 2)",
}

FIG14_BASE: dict[str, Any] = {
    "name": "rtcp-fig14: phase effects, single bottleneck (Fig. 13)",
    "duration": "100s",
    "topology": {"kind": "phase_single"},
    "defaults": {"tcp": {"recovery": "reno", "schedule": "ack_clocked"}},
    "flows": [
        {"name": "s1", "rtt": "130ms", "start": {"uniform": ["0s", "5s"]}},
        {"name": "s2", "rtt": "130ms", "start": {"uniform": ["0s", "5s"]}},
    ],
    "monitors": {"drops": True, "flows": {"every": "1s"}},
}

FIG14_EXPERIMENT = Experiment(
    id="rtcp-fig14-phase-single-bottleneck",
    title="Phase effects in a single bottleneck (Floyd & Jacobson): Reno vs Randomized",
    paper=PAPER,
    source="Figs. 13-14, Section VIII-A (phase effects)",
    base=FIG14_BASE,
    points=_phase_points,
    analyse=_phase_analyse("s2"),
    check=_fig14_check,
    choices={
        "topology": "named phase_single: 8 Mb/s 5 ms feeders, 800 kb/s 60 ms bottleneck, DropTail "
                    "15 packets; RTT 130 ms gives the stated BDP of 13 packets (REFERENCE 8)",
        **_PHASE_CHOICES,
    },
    seeds=5,
    quick_seeds=2,
    quick_duration="60s",
    plot=_phase_plot("s2", (1.85, 2.05), {}),
    runner=phase_runner,
    notes=(
        "ccsim shows strong phase effects with Reno: as the RTT ratio moves in steps of 0.02 (2.6 ms, "
        "a quarter of a packet time) Source 2's loss share swings between about 31% and 88% and "
        "its throughput share between under 10% and 91%, with a period of 0.08 in the ratio (10.4 ms, "
        "one packet time at 800 kb/s). But the pattern is the reverse of the paper's: Source 2 "
        "takes most of the losses at most ratios and escapes them in narrow windows, where the "
        "paper has it lose almost nothing except near 1.85-2.05. Which source a phase effect "
        "penalizes depends on the exact delays of Fig. 13 relative to the packet time (unstated; "
        "our values follow Floyd's ns-2 test with the bottleneck delay cut to give the stated "
        "BDP) and on how connections open (no SYN here); a grid coarser than a packet time (our "
        "quick mode's 0.1 is 13 ms) also aliases the swings into isolated spikes. At ratios 1.00, "
        "1.02 and 1.10 the two Reno flows lock into losing together: in every seed each loses "
        "exactly as many packets as the other over the last 50 s (loss share 50.0%, no spread). "
        "With every source randomized the swings disappear and Source 2's loss share (48-70%) "
        "stays within 14 points of its throughput share at every ratio, as the paper reports."
    ),
)

FIG16_BASE: dict[str, Any] = {
    "name": "rtcp-fig16: phase effects, two bottlenecks (Fig. 15)",
    "duration": "100s",
    "topology": {"kind": "phase_multi"},
    "defaults": {"tcp": {"recovery": "reno", "schedule": "ack_clocked"}},
    "flows": [
        {"name": "s1", "route": "long", "rtt": "130ms", "start": {"uniform": ["0s", "5s"]}},
        {"name": "s2", "route": "long", "rtt": "130ms", "start": {"uniform": ["0s", "5s"]}},
        {"name": "s3", "route": "short", "rtt": "130ms", "start": {"uniform": ["0s", "5s"]}},
    ],
    "monitors": {"drops": True, "flows": {"every": "1s"}},
}

FIG16_EXPERIMENT = Experiment(
    id="rtcp-fig16-phase-multi-bottleneck",
    title="Phase effects with two bottlenecks (Fig. 15): Source 3's share at the second",
    paper=PAPER,
    source="Figs. 15-16, Section VIII-A (phase effects)",
    base=FIG16_BASE,
    points=_phase_points,
    analyse=_phase_analyse("s3"),
    check=_fig16_check,
    choices={
        "topology": "named phase_multi: two 800 kb/s 30 ms bottlenecks in a line, DropTail 15 "
                    "packets each, 8 Mb/s feeders; sources 1 and 2 cross both, source 3 only the "
                    "second; sources 2 and 3 have RTT 130 ms (BDP 13 packets); all unstated",
        **_PHASE_CHOICES,
        "measured": "Source 3's share of the drops at the second bottleneck and of its throughput "
                    "(all three sources cross it); the Fig. 16 captions' 'Source 2' is read as the "
                    "text's Source 3",
    },
    seeds=5,
    quick_seeds=2,
    quick_duration="60s",
    plot=_phase_plot("s3", None, {"Reno": 80.0, "Randomized": 40.0}),
    runner=phase_runner,
    notes=(
        "With Reno, Source 3's loss share swings with the RTT ratio (period 0.08, one packet "
        "time): it peaks at 92% (ratio 1.04) and 80% (ratio 1.12), then decays to peaks of 50-62% "
        "from ratio 1.36 on; the paper's 'almost 80%' is within that range. Randomizing every "
        "source removes the swings, but Source 3's loss share stays at 42-55% (mean 49%, against "
        "43% for Reno averaged over the ratios), on average 20 points above its throughput share "
        "(23-34%), instead of falling to about 40%.\n\n"
        "The verdict hangs on one narrow miss: Randomized's highest point (55.4% ± 9.9 at ratio "
        "2.32) lies 0.4 points above the 25-55% band, well inside its confidence interval, and "
        "could land inside with other seeds; Reno's highest (92.2% ± 10.1, a single spike at "
        "ratio 1.04) is inside the 65-95% band. What is robust is the mean: randomizing removes "
        "the swings but raises Source 3's average loss share (43% to 49%) where the paper has it "
        "fall.\n\n"
        "A likely reason: the long flows reach the second bottleneck already spaced by the first "
        "bottleneck's departures, so their randomness does not survive (the paper's own argument "
        "for Table V, column 4), while Source 3 comes straight from an 8 Mb/s feeder; its "
        "randomly timed packets are the ones that find the second queue full. The Fig. 15 values "
        "are all unstated, so the levels depend on our topology choices."
    ),
)

EXPERIMENTS = [TABLE4_EXPERIMENT, TABLE5_EXPERIMENT, FIG14_EXPERIMENT, FIG16_EXPERIMENT]
