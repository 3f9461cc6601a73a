"""Seed 000 burst losses (Table VIII, Section VII-C) and randomized binomial congestion control
(Fig. 12, Section VIII)."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pandas as pd

from ccsim.experiments.base import Experiment, Verdict
from ccsim.experiments.rtcp_sync_common import (DUMBBELL_CHOICES, PAPER, RANDOMIZED,
                                                SERIES_STEP_S, burst_runner, ci_row, dumbbell,
                                                series_runner)

# --- rtcp-table8-burst-losses ----------------------------------------------------------------

#: Table VIII as printed: (bandwidth, flows) -> (Reno, RTCP).
TABLE8 = {
    ("1Mbps", 20): (87, 23), ("1Mbps", 25): (119, 18), ("1Mbps", 30): (141, 15),
    ("2Mbps", 20): (1, 27), ("2Mbps", 25): (100, 31), ("2Mbps", 30): (168, 28),
}
BURST_RULES = {"b2b": "primary", "seq": "any-time", "queue": "queue-level"}

TABLE8_BASE: dict[str, Any] = {
    "name": "rtcp-table8: N flows, RTT 200 ms, buffer 25",
    "duration": "1000s",
    "topology": dumbbell("1Mbps"),
    "defaults": {"tcp": {"mss": "500B", "recovery": "reno", "schedule": "ack_clocked"}},
    "flows": [{"name": "f", "count": 20, "rtt": "200ms", "start": {"uniform": ["0s", "1s"]}}],
    "monitors": {"drops": True},
}


def _table8_points(quick: bool) -> list[dict[str, Any]]:
    return [{"topology.bottleneck.bandwidth": bw, "flows[0].count": n,
             "defaults.tcp.schedule": sched}
            for bw, n in TABLE8 for sched in ("ack_clocked", RANDOMIZED)]


def _table8_analyse(table: pd.DataFrame) -> pd.DataFrame:
    t = table.copy()
    t["proto"] = np.where(t["kind"] == "reno", "reno", "rtcp")
    keys = ["topology.bottleneck.bandwidth", "flows[0].count", "proto", "seed"]
    per_run = t.groupby(keys).agg(b2b=("bursts_b2b", "mean"), seq=("bursts_seq", "mean"),
                                  queue=("bursts_queue", "first"), n=("flow", "size"))
    per_run["queue"] = per_run["queue"] / per_run["n"]
    rows = []
    for (bw, n), (p_reno, p_rtcp) in TABLE8.items():
        row: dict[str, Any] = {"bandwidth": bw, "flows": n, "paper_reno": p_reno}
        row |= ci_row(per_run.loc[(bw, n, "reno")]["b2b"], "ccsim_reno")
        row |= {"paper_rtcp": p_rtcp, **ci_row(per_run.loc[(bw, n, "rtcp")]["b2b"], "ccsim_rtcp")}
        for rule in ("seq", "queue"):
            for proto in ("reno", "rtcp"):
                row |= ci_row(per_run.loc[(bw, n, proto)][rule], f"ccsim_{proto}_{rule}")
        rows.append(row)
    return pd.DataFrame(rows)


def _table8_check(c: pd.DataFrame) -> Verdict:
    claim = ("at fixed bandwidth Reno's burst losses increase with the number of flows, RTCP's "
             "decrease or stay constant (no step up by more than 15%: the paper's own RTCP column "
             "rises 14.8% from 27 to 31 at 2 Mb/s), and RTCP has fewer than Reno in every cell "
             "except 2 Mb/s with 20 flows")
    parts, failed = [], []
    for bw, g in c.groupby("bandwidth", sort=True):
        reno, rtcp = g.ccsim_reno.to_numpy(), g.ccsim_rtcp.to_numpy()
        parts.append(f"{bw}: Reno " + ", ".join(f"{v:.1f}" for v in reno)
                     + "; RTCP " + ", ".join(f"{v:.1f}" for v in rtcp))
        if not np.all(np.diff(reno) > 0):
            failed.append(f"Reno does not increase at {bw}")
        if not np.all(rtcp[1:] <= 1.15 * rtcp[:-1]):
            failed.append(f"RTCP increases at {bw}")
        for n, a, b in zip(g.flows, reno, rtcp):
            if (bw, n) != ("2Mbps", 20) and not b < a:
                failed.append(f"RTCP >= Reno at {bw}/{n}")
    detail = "per flow, 20/25/30 flows: " + "; ".join(parts)
    if failed:
        detail += " | " + "; ".join(failed)
    return Verdict(claim, not failed, detail)


def _table8_plot(outcome: Any) -> Any:
    """Burst losses against the number of flows at 1 and 2 Mb/s: the paper (top) and ccsim
    (bottom, the primary rule; the other rules dotted)."""
    import matplotlib.pyplot as plt

    c = outcome.comparison
    fig, axes = plt.subplots(2, 2, figsize=(10, 6.5), sharex=True)
    for j, bw in enumerate(("1Mbps", "2Mbps")):
        g = c[c.bandwidth == bw]
        for k, proto in enumerate(("reno", "rtcp")):
            name = "Reno" if proto == "reno" else "RTCP"
            axes[0][j].plot(g.flows, g[f"paper_{proto}"], "o--", color=f"C{k}", label=name)
            axes[1][j].errorbar(g.flows, g[f"ccsim_{proto}"], yerr=g[f"ccsim_{proto}_ci"], fmt="o-",
                                color=f"C{k}", capsize=3, label=f"{name}: back-to-back (primary)")
            axes[1][j].plot(g.flows, g[f"ccsim_{proto}_seq"], ":", color=f"C{k}",
                            label=f"{name}: consecutive seqs, any time")
        axes[0][j].set_title(f"paper, {bw}", fontsize=9)
        axes[1][j].set_title(f"ccsim, {bw} (per flow per 1000 s)", fontsize=9)
        axes[1][j].set_xlabel("number of flows")
        axes[1][j].set_yscale("log")
    for j in range(2):
        axes[0][j].set_ylabel("number of burst losses (average)")
        axes[1][j].set_ylabel("number of burst losses per flow")
    axes[0][0].legend(fontsize=7)
    axes[1][0].legend(fontsize=6)
    fig.tight_layout()
    return fig


TABLE8_EXPERIMENT = Experiment(
    id="rtcp-table8-burst-losses",
    title="Burst (back-to-back) losses of Reno and Randomized TCP, 20-30 flows at 1 and 2 Mb/s",
    paper=PAPER,
    source="Table VIII, Section VII.C",
    base=TABLE8_BASE,
    points=_table8_points,
    analyse=_table8_analyse,
    check=_table8_check,
    choices={
        **DUMBBELL_CHOICES,
        "RTT": "200 ms round trip ('end-to-end propagation delay', read as for Section V)",
        "burst loss (primary)": "two or more packets of one flow with consecutive sequence numbers "
                                "dropped at the bottleneck, each within half a data-packet "
                                "transmission time (2.2 ms at 1 Mb/s) of the previous: packets the "
                                "source sent back to back (they arrive a quarter of a transmission "
                                "time apart over the 4x access links; ACK-clocked successive "
                                "packets arrive a whole one apart) and that were lost together, the "
                                "paper's 'back-to-back losses' (at most 2 per burst without "
                                "reverse-path congestion)",
        "other rules (shown)": "'seq': consecutive sequence numbers of one flow dropped at any "
                               "time apart (metrics.burst_losses rule='flow'); 'queue': drops of "
                               "any flows closer than one transmission time (rule='gap'), "
                               "divided by the number of flows",
        "average": "per flow, over the 1000 s run; then mean over seeds",
        "duration": "1000 s; quick mode 200 s",
        "seeds": "10 (quick mode 2)",
    },
    seeds=10,
    quick_duration="200s",
    plot=_table8_plot,
    runner=burst_runner,
    notes=(
        "The trends partly match, the main comparison does not. Primary rule, per flow per 1000 s, "
        "20/25/30 flows: at 1 Mb/s Reno 0.34, 0.42, 0.85 (rising with the flows, as in the paper) "
        "and RTCP 6.7, 6.1, 5.7 (falling, as in the paper); at 2 Mb/s Reno stays near 0.3 (0.32, "
        "0.28, 0.39: like the paper's odd '1' at 20 flows, unlike its 100 and 168) and RTCP 5.1, "
        "5.0, 5.3. But RTCP has about 7-20 times Reno's count in every cell, and the other two "
        "rules (consecutive sequence numbers at any time apart; drops of any flows closer than "
        "one transmission time) give the same order, so 'Randomized TCP drastically reduces the "
        "number of burst losses' is not reproduced.\n\n"
        "Why, most likely: a Reno flow's packets reach the queue on its ACK clock, each as a "
        "departure frees a slot, so a Reno flow mostly loses the one extra packet of its window "
        "increase and rarely two in a row; at 2 Mb/s with 20 and 25 flows the Reno flows time out "
        "only 34 and 42 times in all over 1000 s, for 15,300 and 21,500 drops. Randomized packets "
        "arrive at times unrelated to the departures; the queue overflows a little more often "
        "(2-8% more drops in total) and two packets of one flow sent close together (a gap "
        "RTT(1+x)/cwnd with x near -1) are lost together. Sensitivity: Reno's ACK-clocked packets "
        "arrive exactly one transmission time apart, so a threshold of one transmission time or "
        "more counts those trains too; at 1 Mb/s and 20 flows a threshold just above it gives "
        "Reno about 7 per flow and RTCP about 13 (one seed), still the same order. The paper's "
        "absolute counts depend on its unstated duration and averaging, so only trends and orders "
        "are compared."
    ),
)

# --- rtcp-fig12-binomial ---------------------------------------------------------------------

FIG12_PANELS = {
    ("iiad", False): "(a) IIAD with Reno", ("iiad", True): "(b) IIAD with Random",
    ("sqrt", False): "(c) SQRT with Reno", ("sqrt", True): "(d) SQRT with Random",
}

FIG12_BASE: dict[str, Any] = {
    "name": "rtcp-fig12: a binomial flow against a TCP flow, 1 Mbps",
    "duration": "1000s",
    "topology": dumbbell("1Mbps"),
    "defaults": {"tcp": {"mss": "500B", "recovery": "reno", "schedule": "ack_clocked"}},
    "flows": [
        {"name": "binomial", "rtt": "100ms", "tcp": {"window": "iiad"},
         "start": {"uniform": ["0s", "1s"]}},
        {"name": "tcp", "rtt": "100ms", "start": {"uniform": ["0s", "1s"]}},
    ],
    "monitors": {"flows": {"every": f"{SERIES_STEP_S}s"}},
}


def _fig12_points(quick: bool) -> list[dict[str, Any]]:
    return [{"description": FIG12_PANELS[(w, r)], "flows[0].tcp.window": w,
             "defaults.tcp.schedule": RANDOMIZED if r else "ack_clocked"}
            for (w, r) in FIG12_PANELS]


def _fig12_analyse(table: pd.DataFrame) -> pd.DataFrame:
    x = table.pivot_table(index=["description", "seed"], columns="name", values="throughput_pps")
    x["gap"] = (x.binomial - x.tcp).abs() / (x.binomial + x.tcp)
    x["ratio"] = x.binomial / x.tcp
    rows = []
    for panel in FIG12_PANELS.values():
        g = x.loc[panel]
        rows.append({"panel": panel, **ci_row(g.binomial, "ccsim_binomial_pps"),
                     **ci_row(g.tcp, "ccsim_tcp_pps"), **ci_row(g.ratio, "ccsim_binomial_tcp_ratio"),
                     **ci_row(g.gap, "ccsim_normalized_gap")})
    return pd.DataFrame(rows)


def _fig12_check(c: pd.DataFrame) -> Verdict:
    claim = ("randomizing both the binomial flow and the TCP flow markedly improves their fairness: "
             "the normalized throughput gap |x_bin - x_tcp| / (x_bin + x_tcp) is at most half of "
             "that of the binomial flow against Reno, for IIAD and for SQRT")
    g = c.set_index("panel")["ccsim_normalized_gap"]
    r = c.set_index("panel")["ccsim_binomial_tcp_ratio"]
    panels = list(FIG12_PANELS.values())
    holds = bool(g[panels[1]] <= 0.5 * g[panels[0]] and g[panels[3]] <= 0.5 * g[panels[2]])
    detail = "; ".join(f"{p}: binomial/TCP {r[p]:.2f}, gap {g[p]:.3f}" for p in panels)
    return Verdict(claim, holds, detail)


def _fig12_plot(outcome: Any) -> Any:
    """Fig. 12's four panels: throughput over time (10 s windows) of the binomial and the TCP flow,
    first seed."""
    import matplotlib.pyplot as plt

    t = outcome.table
    seed = t["seed"].min()
    fig, axes = plt.subplots(2, 2, figsize=(10, 6), sharex=True, sharey=True)
    for ax, panel in zip(axes.flat, FIG12_PANELS.values()):
        g = t[(t.description == panel) & (t.seed == seed)]
        for _, row in g.iterrows():
            y = json.loads(row.series_pps)
            x = SERIES_STEP_S * (np.arange(len(y)) + 1)
            label = panel.split(" with ")[0][4:] if row["name"] == "binomial" else \
                ("Reno" if "Reno" in panel else "Randomized TCP")
            ax.plot(x, y, lw=0.9, label=label)
        ax.set_title(panel, fontsize=9)
        ax.legend(fontsize=7)
    for ax in axes[1]:
        ax.set_xlabel("time (s)")
    for ax in axes[:, 0]:
        ax.set_ylabel(f"packets/s ({SERIES_STEP_S} s windows)")
    fig.tight_layout()
    return fig


FIG12_EXPERIMENT = Experiment(
    id="rtcp-fig12-binomial",
    title="Binomial congestion control (IIAD, SQRT) against TCP, plain and randomized",
    paper=PAPER,
    source="Fig. 12, Section VIII",
    base=FIG12_BASE,
    points=_fig12_points,
    analyse=_fig12_analyse,
    check=_fig12_check,
    choices={
        **DUMBBELL_CHOICES,
        "flows": "one binomial flow against one TCP flow (as inferred for Tables I-II), both 100 ms",
        "binomial constants": "ns-2's binomial tests: alpha 1, beta 0.67 (presets iiad: k 1, l 0; "
                              "sqrt: k = l = 0.5; REFERENCE 6), slow start, fast recovery and "
                              "timeouts as Reno's; the binomial decrease from the first loss on "
                              "(ns-2's halving of the first decrease is available as "
                              "first_decrease = \"half\", not used; the notes give its effect)",
        "randomized panels": "both flows randomized (I = 1) with the alpha correction on, as for "
                             "Randomized TCP",
        "plotted metric": "throughput over time in 10 s windows (the paper does not say); the "
                          "check uses whole-run throughput",
        "duration": "1000 s; quick mode 200 s",
        "seeds": "10 (quick mode 2)",
    },
    seeds=10,
    quick_duration="200s",
    plot=_fig12_plot,
    runner=series_runner,
    notes=(
        "Half of the claim holds. Randomizing both flows brings SQRT and TCP together "
        "(binomial/TCP throughput 1.37 to 1.02, gap 0.154 to 0.020), but not IIAD: it gets 0.84 "
        "of Reno's throughput and 0.79 of Randomized TCP's (gap 0.086 to 0.117), so the verdict "
        "is no. Panel (c) matches the paper (SQRT beats Reno on DropTail); panel (a) does not: "
        "ccsim's IIAD falls somewhat short of Reno (0.79-0.87 across seeds) instead of beating it "
        "down. Before the engine followed ns-2's arithmetic, IIAD got about half of Reno's "
        "throughput (0.52) and randomizing lifted it to 0.84; on the corrected engine panel (a) "
        "already starts there, and randomizing leaves nothing to repair. Which correction moved "
        "panel (a) was not isolated.\n\n"
        "Why IIAD stays behind in both panels: with alpha 1 and beta 0.67 both binomial rules are "
        "TCP-compatible (a window of sqrt(1/(0.67 p)) = 1.22/sqrt(p) packets at loss rate p, "
        "TCP's own), so at equal loss rates the two flows would tie. In panel (a) IIAD in fact "
        "loses a smaller fraction of its packets than Reno (0.21% against 0.28%) but times out "
        "far more often (15.3 against 1.3 times in 1000 s), and a timeout costs it much more: "
        "ssthresh falls to W/2 whatever the rule, and IIAD climbs back at 1/W packet per RTT, so "
        "from 9 to 18 packets takes about 120 RTTs (over 20 s at its 0.18 s smoothed RTT), where "
        "Reno takes 9. The timeouts come from multiple losses. A 0.67-packet decrease barely "
        "relieves the queue, so the same congestion episode costs IIAD further packets: in three seeds "
        "rerun with the drop log (drops less than 0.3 s apart counted as one congestion episode), "
        "IIAD lost two or more packets in 40 of the 139 episodes that hit it, Reno in 1 of 331. A "
        "second loss from a window already in recovery cannot trigger a fast retransmit (ns-2 "
        "Reno's bugFix_) and waits for the RTO.\n\n"
        "Randomizing makes each flow's packets arrive in random clusters that are lost together "
        "(Table VIII), which doubles IIAD's timeouts (31.5) and raises TCP's from 1.3 to 109; TCP "
        "regains its window within 10-15 RTTs of a timeout, IIAD takes 100 or more, so IIAD's "
        "share falls a little (0.84 to 0.79). The same rise in the binomial flow's timeouts "
        "(SQRT: 22 to 58) is what brings SQRT down to TCP's level in panel (d): randomization "
        "evens SQRT out by pulling the stronger flow down, and pulls IIAD, already the weaker, "
        "further down. ns-2's halving of a flow's first decrease and of decreases from slow start "
        "is not used here (first_decrease stays 'rule'); switched on (five seeds), it leaves "
        "IIAD's gap at 0.081 against Reno and 0.076 randomized, still far from halving."
    ),
)

EXPERIMENTS = [TABLE8_EXPERIMENT, FIG12_EXPERIMENT]
