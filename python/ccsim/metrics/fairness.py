"""Fairness and friendliness indices of the seed papers.

* Jain's index (004 Section 3.2, after Jain/Chiu-Jain [CJ89]).
* The RTT-weighted ("modified") Jain index of 000 eq. (8) (REFERENCE.md 1.7).
* Worst-case fairness min/max of 004 Section 3.2 [ZT03].
* TFRCP's friendliness ratio F, equivalence ratio E and intra-TFRCP fairness F_C (003 Section III-B).
* The RTT-proportional share that TCP's bias predicts (000 Section VII-A.1; EXPERIMENTS F-rtcp-7).

All take plain sequences of per-flow throughputs (any unit, as long as it is the same for every
flow), e.g. a Series from :func:`ccsim.metrics.throughput`.
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd

from ccsim.metrics._check import paired, same_length, values


def jain(x) -> float:
    """Jain's fairness index ``(sum x_i)^2 / (n * sum x_i^2)`` (004 Section 3.2, [CJ89]).

    1 when all flows get the same throughput, 1/n when one flow gets everything. ``x`` are
    non-negative per-flow throughputs; all-zero input is refused (the index is 0/0).

    Worked example of 004 Section 3.2: throughputs 9, 9.5, 8.5, 9, 9, 6 Mbps give
    51^2 / (6 * 441.5) = 2601/2649 = 0.98188, the paper's "0.982".
    """
    v = values(x, "x")
    hi = float(v.max())
    if hi == 0.0:
        raise ValueError("x: every throughput is zero; Jain's index is undefined (0/0)")
    u = v / hi  # the index is scale-free; scaling avoids under/overflow of the squares
    s = float(np.sum(u))
    return s * s / (len(u) * float(np.sum(u * u)))


def jain_rtt_weighted(x, rtt) -> float:
    """The modified Jain index of 000 eq. (8): Jain's index over ``x_i * RTT_i``.

    ``f = (sum x_i RTT_i)^2 / (n sum (x_i RTT_i)^2)`` with ``x_i`` the throughput and ``RTT_i`` the
    round-trip time of flow i (after Aggarwal et al., REFERENCE.md 1.7). It is 1 when throughput
    is inversely proportional to RTT (TCP's known bias), so it measures fairness relative to that
    bias, not equal shares: equal shares over RTTs of 80-120 ms give about 0.987 (EXPERIMENTS,
    000 item 17). With equal RTTs it reduces to :func:`jain`. Two pandas Series are paired by
    flow label (``throughput(...)`` with ``flows.set_index("flow")["base_rtt_s"]``), other
    sequences by position.
    """
    x, rtt = paired(x, rtt, "x", "rtt")
    xv = values(x, "x")
    rv = values(rtt, "rtt")
    same_length(xv, rv, "x", "rtt")
    if (rv <= 0).any():
        raise ValueError("rtt: every round-trip time must be positive")
    return jain(xv * rv)


def worst_case_fairness(x) -> float:
    """Worst-case fairness ``min_i x_i / max_i x_i`` in [0, 1] (004 Section 3.2, [ZT03]).

    Paper's slip: for 9, 9.5, 8.5, 9, 9, 6 Mbps 004 states 0.667, but min/max = 6/9.5 = 0.6316;
    0.667 = 6/9 divides by the most common value, not the maximum. This function computes the
    definition, 0.6316.
    """
    v = values(x, "x")
    hi = float(v.max())
    if hi == 0.0:
        raise ValueError("x: every throughput is zero; worst-case fairness is undefined (0/0)")
    return float(v.min()) / hi


def _mean_pair(tfrcp, tcp) -> tuple[float, float]:
    tc = float(np.mean(values(tfrcp, "tfrcp")))
    tt = float(np.mean(values(tcp, "tcp")))
    return tc, tt


def friendliness(tfrcp, tcp) -> float:
    """TFRCP's friendliness ratio ``F = T_C / T_T`` (003 Section III-B).

    ``T_C`` is the mean throughput of the k_c monitored TFRCP (or, generally, non-TCP) connections
    and ``T_T`` the mean of the k_t monitored TCP connections. F = 1 is perfectly TCP-friendly;
    F > 1 means the non-TCP flows take more. Returns ``inf`` when every TCP flow got nothing.
    """
    tc, tt = _mean_pair(tfrcp, tcp)
    if tt == 0.0:
        if tc == 0.0:
            raise ValueError("tfrcp and tcp throughputs are all zero; F is undefined (0/0)")
        return math.inf
    return tc / tt


def equivalence(tfrcp, tcp) -> float:
    """TFRCP's equivalence ratio ``E = max(T_T/T_C, T_C/T_T) >= 1`` (003 Section III-B).

    Symmetric in the two protocols, so it shows closeness but hides the trend that F shows
    (003 uses F for trends and E otherwise). ``inf`` when exactly one side got nothing.
    """
    tc, tt = _mean_pair(tfrcp, tcp)
    if tc == 0.0 and tt == 0.0:
        raise ValueError("tfrcp and tcp throughputs are all zero; E is undefined (0/0)")
    if tc == 0.0 or tt == 0.0:
        return math.inf
    return max(tt / tc, tc / tt)


def f_c(tfrcp) -> float:
    """Intra-TFRCP fairness ``F_C = max_i T^c_i / min_i T^c_i >= 1`` (003 Section III-B).

    The spread of throughput among the k_c monitored TFRCP connections: 1 is perfectly fair.
    ``inf`` when some connection got nothing while another got something.
    """
    v = values(tfrcp, "tfrcp")
    lo, hi = float(v.min()), float(v.max())
    if hi == 0.0:
        raise ValueError("tfrcp: every throughput is zero; F_C is undefined (0/0)")
    if lo == 0.0:
        return math.inf
    return hi / lo


def share(x, capacity: float | None = None) -> np.ndarray | pd.Series:
    """Each flow's share: ``x_i / sum x`` or, with ``capacity``, ``x_i / capacity`` (share of a
    bottleneck, same unit as ``x``). Keeps the index of a Series."""
    v = values(x, "x")
    if capacity is None:
        denom = float(v.sum())
        if denom == 0.0:
            raise ValueError("x: every throughput is zero; shares are undefined (0/0)")
    else:
        denom = float(capacity)
        if not math.isfinite(denom) or denom <= 0:
            raise ValueError(f"capacity: must be a positive number, got {capacity!r}")
    out = v / denom
    return pd.Series(out, index=x.index, name="share") if isinstance(x, pd.Series) else out


def rtt_proportional_share(rtt) -> np.ndarray:
    """The share TCP's 1/RTT bias predicts: ``(1/RTT_i) / sum_j (1/RTT_j)`` (000 Section VII-A.1).

    For RTTs 60 and 80 ms: 8/14 = 0.571 and 6/14 = 0.429 (EXPERIMENTS F-rtcp-7).
    """
    r = values(rtt, "rtt")
    if (r <= 0).any():
        raise ValueError("rtt: every round-trip time must be positive")
    inv = 1.0 / r
    return inv / inv.sum()
