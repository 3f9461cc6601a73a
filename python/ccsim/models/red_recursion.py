"""Expected aggregate window of n TCP(alpha, beta) flows behind a RED queue (004 Section 4.1.2).

004's mean-field recursion, one step per RTT: with aggregate window ``cwnd(t)`` shared by n flows,
``acwnd = cwnd/n``; RED drops each packet with probability ``p_a``; a flow with window acwnd backs
off in this RTT with probability ``p_f = 1 - (1 - p_a)^acwnd``; so

    cwnd(t + RTT) = n [p_f beta acwnd + (1 - p_f)(acwnd + alpha)] = cwnd(t) + dwin,
    dwin = -p_f (1 - beta) cwnd(t) + (1 - p_f) n alpha.

The alpha term grows with n, the beta term does not: why alpha dominates the queue's growth with
many flows (004's argument). 004 leaves p_a's form implicit ("a function of the queue length");
:func:`red_drop_probability` is RED's ``p_b`` (REFERENCE.md 4.1-4.2), without the per-packet
``count`` spacing, which averages out over an RTT. To close the loop, :func:`trajectory` takes the
queue from the knee model of 004 Section 2 (queue = cwnd - knee, clipped to [0, buffer]).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from ccsim.models._check import arr, check, out


def red_drop_probability(avg_q, min_th, max_th, max_p=0.1, *, gentle: bool = False):
    """RED's drop probability p_b for average queue ``avg_q`` (Floyd & Jacobson 1993; REFERENCE 4.1-4.2).

    0 below ``min_th``; ``max_p (avg - min_th)/(max_th - min_th)`` up to ``max_th``; then 1
    (non-gentle, as 004 describes its RED), or with ``gentle=True`` ``max_p + (1 - max_p)(avg -
    max_th)/max_th`` up to ``2 max_th`` and 1 beyond.
    """
    q = arr(avg_q, "avg_q")
    check(q >= 0, "avg_q", "non-negative", avg_q)
    check(0 <= min_th < max_th < np.inf, "min_th, max_th", "0 <= min_th < max_th, both finite",
          (min_th, max_th))
    check(0 < max_p <= 1, "max_p", "in (0, 1]", max_p)
    lin = max_p * (q - min_th) / (max_th - min_th)
    above = max_p + (1 - max_p) * (q - max_th) / max_th if gentle else np.ones_like(q)
    top = 2 * max_th if gentle else max_th
    p = np.where(q < min_th, 0.0, np.where(q < max_th, lin, np.where(q < top, above, 1.0)))
    return out(p)


def backoff_probability(p_a, window):
    """Probability that a flow with ``window`` packets in an RTT sees at least one drop:
    ``p_f = 1 - (1 - p_a)^window`` (004 Section 4.1.2)."""
    p_a, window = arr(p_a, "p_a"), arr(window, "window")
    check((p_a >= 0) & (p_a <= 1), "p_a", "a probability", p_a)
    check(window >= 0, "window", "non-negative", window)
    return out(1 - (1 - p_a) ** window)


def next_window(cwnd, n, alpha, beta, p_a):
    """One step of 004's recursion: returns ``(cwnd(t + RTT), dwin)`` (module docstring)."""
    cwnd = arr(cwnd, "cwnd")
    check(cwnd >= 0, "cwnd", "non-negative", cwnd)
    check(int(n) == n and n >= 1, "n", "a positive integer", n)
    check(alpha > 0, "alpha", "positive", alpha)
    check(0 < beta < 1, "beta", "in (0, 1)", beta)
    acwnd = cwnd / n
    p_f = np.asarray(backoff_probability(p_a, acwnd))
    dwin = -p_f * (1 - beta) * cwnd + (1 - p_f) * n * alpha
    return out(cwnd + dwin), out(dwin)


def trajectory(
    cwnd0: float,
    n: int,
    alpha: float,
    beta: float,
    *,
    knee_pkts: float,
    buffer_pkts: float,
    min_th: float,
    max_th: float,
    max_p: float = 0.1,
    gentle: bool = False,
    rtts: int = 200,
) -> pd.DataFrame:
    """Iterate :func:`next_window` for ``rtts`` RTTs from ``cwnd0``, with the queue
    ``clip(cwnd - knee, 0, buffer)`` (004 Section 2 eqs. 4-5) used as RED's average queue.

    The aggregate window is capped at the cliff ``knee + buffer`` (beyond it the buffer
    overflows). Returns one row per RTT: ``rtt, cwnd, queue, p_a, p_f, dwin``. Seed 004's RED:
    buffer 100, min_th = 100/6, max_th = 50, max_p = 0.1, non-gentle (REFERENCE.md 4.4).
    """
    check(int(n) == n and n >= 1, "n", "a positive integer", n)  # before w / n below
    check(cwnd0 >= 0, "cwnd0", "non-negative", cwnd0)
    check(knee_pkts >= 0, "knee_pkts", "non-negative", knee_pkts)
    check(buffer_pkts > 0, "buffer_pkts", "positive", buffer_pkts)
    check(int(rtts) == rtts and rtts >= 1, "rtts", "a positive integer", rtts)
    cliff = knee_pkts + buffer_pkts
    w = min(float(cwnd0), cliff)
    rows = []
    for k in range(int(rtts)):
        q = min(max(w - knee_pkts, 0.0), buffer_pkts)
        p_a = red_drop_probability(q, min_th, max_th, max_p, gentle=gentle)
        p_f = backoff_probability(p_a, w / n)
        nxt, dwin = next_window(w, n, alpha, beta, p_a)
        rows.append((k, w, q, p_a, p_f, dwin))
        w = min(nxt, cliff)
    return pd.DataFrame(rows, columns=["rtt", "cwnd", "queue", "p_a", "p_f", "dwin"])
