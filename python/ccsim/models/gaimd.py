"""GAIMD / TCP(alpha, beta) throughput and the TCP-friendly alpha (Yang & Lam, ICNP 2000; 004 Section 1).

The window grows by ``alpha`` packets per RTT without loss and is multiplied by ``beta`` (the
fraction kept) on a loss indication; TCP Reno is (1, 0.5).
"""

from __future__ import annotations

import numpy as np

from ccsim.models._check import arr, check, out


def gaimd_throughput(p, rtt, t0, alpha=1.0, beta=0.5, b=1):
    """Sending rate of TCP(alpha, beta) in packets per second (004 eq. 1, after [YL00]).

    ::

        T = 1 / ( rtt sqrt(2b(1-beta)p / (alpha(1+beta)))
                  + t0 min(1, 3 sqrt((1-beta^2) b p / (2 alpha))) p (1 + 32 p^2) )

    ``p`` belongs inside both square roots: 004's typesetting puts it outside, but only the form
    with ``p`` inside reduces to the PFTK closed form (PFTK eq. 33) at alpha = 1, beta = 1/2
    (REFERENCE.md 5.3). No window limit. ``b`` = packets per ACK (1 by default).
    """
    p, rtt, t0, alpha, beta, b = (
        arr(v, n) for v, n in zip((p, rtt, t0, alpha, beta, b), ("p", "rtt", "t0", "alpha", "beta", "b"))
    )
    check((p > 0) & (p < 1), "p", "in (0, 1)", p)
    check((rtt > 0) & np.isfinite(rtt), "rtt", "a positive number of seconds", rtt)
    check((t0 >= 0) & np.isfinite(t0), "t0", "a non-negative number of seconds", t0)
    check((alpha > 0) & np.isfinite(alpha), "alpha", "positive", alpha)
    check((beta > 0) & (beta < 1), "beta", "in (0, 1)", beta)
    check((b >= 1) & np.isfinite(b), "b", "at least 1", b)
    td = rtt * np.sqrt(2 * b * (1 - beta) * p / (alpha * (1 + beta)))
    to = t0 * np.minimum(1.0, 3 * np.sqrt((1 - beta**2) * b * p / (2 * alpha))) * p * (1 + 32 * p**2)
    return out(1.0 / (td + to))


def tcp_friendly_alpha(beta, rule: str = "yang-lam"):
    """The increase ``alpha`` that makes TCP(alpha, beta) TCP-friendly.

    ``rule="yang-lam"`` (default): ``alpha = 4(1 - beta^2)/3`` (004 eq. 3, from [YL00]); it
    equates the timeout terms of eq. (1) (equivalently the mean windows) and defines 004's four
    protocols: beta = 7/8 -> 0.3125 (the paper's 0.31), 3/4 -> 0.5833, 1/2 -> 1, 1/4 -> 1.25.

    ``rule="td"``: ``alpha = 3(1 - beta)/(1 + beta)``, which equates only the first
    (triple-duplicate, square-root) terms; also in the literature. The two agree only at beta =
    1/2 (REFERENCE.md 5.3; EXPERIMENTS F-aimd-2).
    """
    beta = arr(beta, "beta")
    check((beta > 0) & (beta < 1), "beta", "in (0, 1)", beta)
    if rule == "yang-lam":
        return out(4 * (1 - beta**2) / 3)
    if rule == "td":
        return out(3 * (1 - beta) / (1 + beta))
    raise ValueError(f"rule must be 'yang-lam' or 'td', got {rule!r}")


def td_throughput_ratio(alpha, beta):
    """Ratio of TCP(alpha, beta)'s first (square-root) term throughput to TCP's:
    ``sqrt(alpha(1+beta) / (3(1-beta)))`` (from 004 eq. 1 at b = any). It is the expected
    GAIMD/TCP throughput ratio when timeouts are rare: 1.25 for (0.3125, 0.875), 0.833 for
    (1.25, 0.25) (EXPERIMENTS F-aimd-2)."""
    alpha, beta = arr(alpha, "alpha"), arr(beta, "beta")
    check(alpha > 0, "alpha", "positive", alpha)
    check((beta > 0) & (beta < 1), "beta", "in (0, 1)", beta)
    return out(np.sqrt(alpha * (1 + beta) / (3 * (1 - beta))))
