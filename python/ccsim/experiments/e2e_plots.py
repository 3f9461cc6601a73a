"""Figures of the e2e-* experiments (papers 001/002, Figs. 2-6) in the paper's layouts, the
paper's values overlaid on ccsim's means with 95% confidence intervals."""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["table2_plot", "fig3_plot", "flows_bars", "table5_plot"]

COLOURS = {"Randomized": "#2a7", "NewReno": "#c52"}


def _queue_panels(outcome: Any, ys: list[tuple[str, str, str, str]], ylabel: str) -> Any:
    """Fig. 2/3 layout: the value against the queue size on a 0-80 packet axis, and the
    5000-packet point (off the paper's axis) in a narrow panel of its own."""
    import matplotlib.pyplot as plt

    c = outcome.comparison
    q = c.queue.astype(int)
    small, big = c[q < 1000].assign(queue=q[q < 1000]), c[q >= 1000]
    fig, (ax, ax2) = plt.subplots(1, 2, figsize=(7.5, 3.6), sharey=False,
                                  gridspec_kw={"width_ratios": [4, 1]})
    for label, paper, ours, colour in ys:
        ax.plot(small.queue, small[paper], "--o", color=colour, mfc="white", label=f"{label} (paper)")
        ax.errorbar(small.queue, small[ours], yerr=small[f"{ours}_ci"], fmt="-s", color=colour,
                    capsize=3, label=f"{label} (ccsim)")
        ax2.plot([0], big[paper], "o", color=colour, mfc="white")
        ax2.errorbar([0], big[ours], yerr=big[f"{ours}_ci"], fmt="s", color=colour, capsize=3)
    ax.set_xlim(0, 80)
    ax.set_xlabel("Queue sizes (in pkts)")
    ax.set_ylabel(ylabel)
    ax.legend(fontsize=7)
    ax2.set_xticks([0], ["5000"])
    ax2.set_xlabel("'infinite' queue (pkts)")
    ax2.set_ylabel(ylabel)
    fig.tight_layout()
    return fig


def _first_send(fig: Any, outcome: Any, series: list[tuple[str, str, str]]) -> Any:
    """Overlay the first-send variants (dotted, hollow) on both panels of a queue figure."""
    c = outcome.comparison
    q = c.queue.astype(int)
    small, big = c[q < 1000].assign(queue=q[q < 1000]), c[q >= 1000]
    ax, ax2 = fig.axes[:2]
    for label, col, colour in series:
        if col not in c:
            continue
        ax.errorbar(small.queue, small[col], yerr=small[f"{col}_ci"], fmt=":^", color=colour,
                    mfc="white", capsize=3, label=label)
        ax2.errorbar([0], big[col], yerr=big[f"{col}_ci"], fmt="^", color=colour, mfc="white",
                     capsize=3)
    ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.6, -0.2), ncols=3)
    return fig


def table2_plot(outcome: Any) -> Any:
    fig = _queue_panels(outcome, [(p, f"paper_{p.lower()}_ms", f"ccsim_{p.lower()}_ms", COLOURS[p])
                                  for p in ("Randomized", "NewReno")], "End-to-end delay (ms)")
    return _first_send(fig, outcome, [(f"{p} (ccsim, from first send)",
                                       f"ccsim_{p.lower()}_first_send_ms", COLOURS[p])
                                      for p in ("Randomized", "NewReno")])


def fig3_plot(outcome: Any) -> Any:
    fig = _queue_panels(outcome, [("(N-R)/R", "paper_improvement_pct", "ccsim_improvement_pct", "#36a")],
                        "Improvement of Randomized over NewReno (%)")
    _first_send(fig, outcome, [("(N-R)/R (ccsim, from first send)",
                                "ccsim_first_send_improvement_pct", "#36a")])
    for ax in fig.axes:
        ax.axhline(0, color="k", lw=0.6)
    return fig


def flows_bars(outcome: Any) -> Any:
    """Figs. 4/5 layout: groups Randomized and NewReno, one bar per total flow count; paper
    bars hatched beside ccsim's (with 95% CI)."""
    import matplotlib.pyplot as plt

    c = outcome.comparison
    fig, ax = plt.subplots(figsize=(7, 3.8))
    shades = ["#9cd", "#48a", "#124"]
    w = 0.13
    for g, proto in enumerate(("Randomized", "NewReno")):
        for i, row in enumerate(c.itertuples()):
            x = g + (i - 1) * 2.2 * w
            colour = shades[i % 3]
            ax.bar(x - w / 2, getattr(row, f"paper_{proto.lower()}_ms"), w, hatch="//", alpha=0.5,
                   edgecolor="k", lw=0.4, color=colour,
                   label=f"{row.flows} flows (paper)" if g == 0 else None)
            ax.bar(x + w / 2, getattr(row, f"ccsim_{proto.lower()}_ms"), w, color=colour,
                   yerr=getattr(row, f"ccsim_{proto.lower()}_ms_ci"), capsize=2,
                   label=f"{row.flows} flows (ccsim)" if g == 0 else None)
    ax.set_xticks([0, 1], ["Randomized", "NewReno"])
    ax.set_ylim(bottom=0)
    ax.set_ylabel("End-to-end delay (ms)")
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1))
    return fig


def table5_plot(outcome: Any) -> Any:
    """Fig. 6: analytical against simulated delay by total flows."""
    import matplotlib.pyplot as plt

    c = outcome.comparison
    x = np.arange(len(c))
    series = [("paper_analytical_ms", "analytical (paper)", "#c97", "//"),
              ("paper_simulation_ms", "simulation (paper)", "#9bd", "//"),
              ("ccsim_eq7_ms", "eq. 7 (ccsim rates)", "#a52", None),
              ("ccsim_eq7_with_propagation_ms", "eq. 7 + propagation (ccsim rates)", "#d73", None),
              ("ccsim_simulation_ms", "simulation (ccsim)", "#27a", None),
              ("ccsim_first_send_ms", "simulation from first send (ccsim)", "#7ad", None)]
    series = [s for s in series if s[0] in c]
    w = 0.8 / len(series)
    fig, ax = plt.subplots(figsize=(7.5, 3.8))
    for i, (col, label, colour, hatch) in enumerate(series):
        ci = c.get(f"{col}_ci")
        ax.bar(x + (i - (len(series) - 1) / 2) * w, c[col], w, color=colour, hatch=hatch,
               edgecolor="k", lw=0.4,
               yerr=ci, capsize=2, label=label)
    ax.set_xticks(x, [f"{n} flows" for n in c.flows])
    ax.set_ylabel("Mean end-to-end delay (ms)")
    ax.legend(fontsize=7)
    return fig
