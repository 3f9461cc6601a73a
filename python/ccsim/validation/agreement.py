"""When do ccsim and ns-2 agree on a metric? The rule, stated once (docs/validation.md).

Each row compares one metric of one flow group (summed over the group's flows) or one link over
n replications per simulator: ns-2's values x_1..x_n (substreams of one seed) and ccsim's
y_1..y_n. Replication r of both runs the scenario ccsim lowers for one seed, so the two share its
drawn start times (common random numbers) and draw everything else apart: pairs are positively
correlated in many rows (median 0.19), which makes Welch's test conservative, not wrong. A row
with fewer than two finite values on either side cannot be judged and **disagrees**. A row
**agrees** when

* Welch's two-sample t-test does not reject equal means at family-wise level ``alpha`` after
  Holm's step-down correction over all rows of the run (so that 150 rows do not produce a
  handful of false alarms at 5% each), **or**
* the means differ by at most ``rel_tol`` (2%) of the larger one: a difference too small to
  change any conclusion the reproductions draw, which many replications can still make
  "significant".

Rows where both samples are constant agree only when the constants are within ``rel_tol``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

__all__ = ["Rule", "compare", "holm"]


@dataclass(frozen=True)
class Rule:
    alpha: float = 0.05
    rel_tol: float = 0.02


def welch_p(a: np.ndarray, b: np.ndarray) -> float:
    """Two-sided p-value of Welch's t-test; 1 or 0 when both samples are constant."""
    va, vb = a.var(ddof=1) / a.size, b.var(ddof=1) / b.size
    diff = b.mean() - a.mean()
    if va + vb == 0:
        return 1.0 if diff == 0 else 0.0
    from scipy import stats

    t = diff / math.sqrt(va + vb)
    df = (va + vb) ** 2 / (va**2 / (a.size - 1) + vb**2 / (b.size - 1))
    return float(2 * stats.t.sf(abs(t), df))


def holm(p: np.ndarray) -> np.ndarray:
    """Holm's step-down adjusted p-values (family-wise error control)."""
    m = p.size
    order = np.argsort(p, kind="stable")
    adjusted = np.empty(m)
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p[i]))
        adjusted[i] = running
    return adjusted


def compare(samples: pd.DataFrame, rule: Rule = Rule()) -> pd.DataFrame:
    """One row per (case, what, metric) from ``samples`` with columns case, what, metric,
    simulator ("ns2"/"ccsim"), replication, value: the means, spreads, relative difference,
    Welch p, Holm-adjusted p and the verdict."""
    rows = []
    for (case, what, metric), g in samples.groupby(["case", "what", "metric"], sort=False):
        a = g.loc[g.simulator == "ns2", "value"].to_numpy(dtype=float)
        b = g.loc[g.simulator == "ccsim", "value"].to_numpy(dtype=float)
        # No verdict without two finite values a side: an empty side's NaN p had become a
        # Holm p of 1 (min(1.0, nan) is 1.0), so a link ns-2 never reported "agreed".
        judged = a.size >= 2 and b.size >= 2 and bool(np.isfinite(a).all()
                                                      and np.isfinite(b).all())
        with np.errstate(invalid="ignore"):  # an infinite value: NaN spreads, shown as such
            mean_a = a.mean() if a.size else math.nan
            mean_b = b.mean() if b.size else math.nan
            scale = max(abs(mean_a), abs(mean_b))
            diff = mean_b - mean_a
            rows.append({
                "case": case, "what": what, "metric": metric, "n": min(a.size, b.size),
                "ns2_mean": mean_a, "ns2_sd": a.std(ddof=1) if a.size > 1 else math.nan,
                "ccsim_mean": mean_b, "ccsim_sd": b.std(ddof=1) if b.size > 1 else math.nan,
                "diff_pct": 100 * diff / scale if scale and judged else (0.0 if judged
                                                                          else math.nan),
                "p": welch_p(a, b) if judged else math.nan,
                "within_tol": judged and bool(abs(diff) <= rule.rel_tol * scale),
                "judged": judged,
            })
    out = pd.DataFrame(rows, columns=["case", "what", "metric", "n", "ns2_mean", "ns2_sd",
                                      "ccsim_mean", "ccsim_sd", "diff_pct", "p", "within_tol",
                                      "judged"])
    judged_rows = out["judged"].to_numpy(dtype=bool)
    adjusted = np.full(len(out), math.nan)
    adjusted[judged_rows] = holm(out.loc[judged_rows, "p"].to_numpy(dtype=float))
    out["p_holm"] = adjusted
    out["agrees"] = out["judged"] & ((out["p_holm"] >= rule.alpha) | out["within_tol"])
    return out.drop(columns="judged")
