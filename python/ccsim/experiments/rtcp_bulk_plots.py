"""Figures of ``rtcp_bulk`` in the layout of paper 000's Figs. 2-8 and Tables I-II.

The paper gives no numbers for Figs. 2-8, so those plots show ccsim's curves (mean and 95% CI
over seeds) with the paper's statement as the caption; Tables I and II put the paper's bars
beside ccsim's.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from typing import Any

LABELS = {
    "loss_rate": "loss rate",
    "throughput_pps": "throughput (pkt/s, all flows)",
    "timeouts": "timeouts (all flows)",
    "fairness": "fairness, eq. (8)",
    "latency_s": "latency (s)",
}
#: y-axis labels with units (the panel titles above name the metric).
YLABELS = {
    "loss_rate": "loss rate (fraction of packets)",
    "throughput_pps": "throughput (pkt/s)",
    "timeouts": "timeouts (count)",
    "fairness": "fairness index (eq. 8)",
    "latency_s": "latency (s)",
}
COLOURS = {"Reno": "#c33", "Paced": "#36c", "Randomized": "#3a6"}


def _caption(fig: Any, text: str) -> None:
    fig.text(0.5, -0.02, "Paper: " + "\n".join(textwrap.wrap(f'"{text}"', 110)),
             ha="center", va="top", fontsize=8, style="italic")


def interval_plot(group: str, label: str, quote: str) -> Callable[[Any], Any]:
    """Figs. 2-5: (a) loss rate, (b) throughput, (c) timeouts against I, one curve per
    ``group`` value (bandwidth, buffer or number of flows)."""

    def plot(outcome: Any) -> Any:
        import matplotlib.pyplot as plt

        c = outcome.comparison
        fig, axes = plt.subplots(1, 3, figsize=(12, 3.4))
        for ax, m, tag in zip(axes, ("loss_rate", "throughput_pps", "timeouts"), "abc"):
            for gv, g in c.groupby(group, sort=True):
                g = g.sort_values("interval")
                ax.errorbar(g["interval"], g[f"ccsim_{m}"], yerr=g[f"ccsim_{m}_ci"], marker="o",
                            ms=3, capsize=2, label=label.format(gv))
            ax.set_xlabel("randomization interval I (multiple of cwnd spacing; 0 = Paced)")
            ax.set_ylabel(YLABELS[m])
            ax.set_title(f"({tag}) {LABELS[m]}", fontsize=9)
            ax.grid(alpha=0.3)
        axes[0].legend(fontsize=7)
        _caption(fig, quote)
        fig.tight_layout()
        return fig

    return plot


def protocol_plot(metrics: list[str], sensitivity: bool) -> Callable[[Any], Any]:
    """Figs. 6-7: each metric against the number of flows, one curve per protocol; with
    ``sensitivity``, a last panel of timeouts under the other readings of the TCP details."""

    def plot(outcome: Any) -> Any:
        import matplotlib.pyplot as plt
        import numpy as np

        from ccsim.experiments.rtcp_bulk import MAIN_READING, READINGS

        c = outcome.comparison
        main = c[c["reading"] == MAIN_READING]
        extra = sorted(c.loc[c["reading"] != MAIN_READING, "flows"].unique()) if sensitivity else []
        cols = 3 if extra else 2
        fig, axes = plt.subplots(2, cols, figsize=(4.4 * cols, 6.6))
        axes = axes.ravel()
        for ax, m in zip(axes, metrics):
            for p, g in main.groupby("protocol", sort=False):
                ax.errorbar(g["flows"], g[f"ccsim_{m}"], yerr=g[f"ccsim_{m}_ci"], marker="o",
                            ms=3, capsize=2, label=p, color=COLOURS[p])
            ax.set_xlabel("number of flows")
            ax.set_ylabel(YLABELS[m])
            ax.set_title(LABELS[m], fontsize=9)
            ax.grid(alpha=0.3)
        axes[0].legend(fontsize=7)
        for ax, n in zip(axes[len(metrics):], extra):
            s = c[c["flows"] == n]
            x = np.arange(len(READINGS))
            for k, p in enumerate(COLOURS):
                v = s[s["protocol"] == p].set_index("reading")["ccsim_timeouts"]
                ax.bar(x + (k - 1) * 0.27, [float(v.get(r, np.nan)) for r in READINGS], 0.27,
                       color=COLOURS[p], label=p)
            ax.set_xticks(x, list(READINGS), fontsize=7, rotation=35, ha="right")
            ax.set_yscale("log")
            ax.set_ylim(5, 4 * float(s["ccsim_timeouts"].max()))
            ax.set_title(f"timeouts under other readings, N = {n} (main: Reno)", fontsize=9)
            ax.set_ylabel("timeouts (count, log scale)")
            ax.grid(alpha=0.3, axis="y")
        for ax in axes[len(metrics) + len(extra):]:
            ax.set_visible(False)
        fig.tight_layout()
        return fig

    return plot


def web_plot(outcome: Any) -> Any:
    """Fig. 8: average latency against workload, (a) up to 200 packets, (b) above."""
    import matplotlib.pyplot as plt

    c = outcome.comparison
    fig, axes = plt.subplots(1, 2, figsize=(10, 3.6))
    for ax, panel in zip(axes, ("(a) short", "(b) moderate")):
        for p, g in c[c["panel"] == panel].groupby("protocol", sort=False):
            ax.errorbar(g["workload_pkts"], g["ccsim_latency_s"], yerr=g["ccsim_latency_s_ci"],
                        marker="o", ms=3, capsize=2, label=p, color=COLOURS[p])
        ax.set_xlabel("workload (packets per transfer)")
        ax.set_ylabel("average latency (s)")
        ax.set_title(f"{panel} workloads", fontsize=9)
        ax.grid(alpha=0.3)
    axes[0].legend(fontsize=7)
    _caption(fig, "for a workload of 10 packets to 200 packets, TCP Reno performs the best while "
                  "Paced TCP performs the worst ... For workloads greater than 200 packets, Reno "
                  "still performs the best, though the difference in the latencies for Reno and "
                  "Randomized reduce as the workload increases")
    fig.tight_layout()
    return fig


def mixed_plot(table: str) -> Callable[[Any], Any]:
    """Tables I-II: throughput, losses and timeouts per TCP type, paper beside ccsim."""

    def plot(outcome: Any) -> Any:
        import matplotlib.pyplot as plt
        import numpy as np

        c = outcome.comparison
        fig, axes = plt.subplots(1, 3, figsize=(10, 3.2))
        x = np.arange(len(c))
        for ax, m, label in zip(axes, ("throughput_kbps", "losses", "timeouts"),
                                ("throughput (kb/s)", "losses (count)", "timeouts (count)")):
            ax.bar(x - 0.2, c[f"paper_{m}"], 0.4, label=f"paper ({table})", color="#8ab")
            ax.bar(x + 0.2, c[f"ccsim_{m}"], 0.4, yerr=c[f"ccsim_{m}_ci"], capsize=3,
                   label=f"ccsim ({outcome.seeds} seeds)", color="#3a6")
            ax.set_xticks(x, c["tcp_type"])
            ax.set_title(label.split(" (")[0], fontsize=9)
            ax.set_ylabel(label)
        axes[0].legend(fontsize=7)
        fig.text(0.5, -0.02, "Counts cover the whole run; the paper's duration is unstated, so "
                 "only directions and ratios compare.", ha="center", fontsize=8, style="italic")
        fig.tight_layout()
        return fig

    return plot
