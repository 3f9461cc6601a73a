"""Randomized TCP's mean effective RTT and increase correction alpha (000 Section III-A, eqs. 1-7).

Setup of 000: constant window ``w`` and real RTT ``R``; packet i of a window is sent
``R(1 + x_i)/w`` after the previous one, x_i i.i.d. U[-I, I]; the timer of packet w+1 fires at
``t_1 = R(1 + S/w)``, S = sum of the w draws (eq. 1). If S >= 0 the packet leaves at t_1;
otherwise the window is closed until the first ACK at R, and the packet leaves ``R y / w`` later,
y ~ U[0, I] (eq. 2). With P{S >= 0} = 1/2, the CLT (S ~ N(0, w I^2/3), eqs. 4-5) and
E[S | S >= 0] = sqrt(2 w I^2/(3 pi)) (eq. 6), eq. (3) gives

    mean RTT_eff = R [1 + (1/(2w)) (sqrt(2 w I^2/(3 pi)) + I/2)]      (dimensionally correct)

000 prints eq. (7) as ``R + (1/(2w))(sqrt(2 w I^2/(3 pi)) + I/2)``, which adds a pure number to a
time: the factor R is missing from the second term (REFERENCE.md 1.7). Both forms are here; the
correct one is the default. Since throughput is proportional to sqrt(alpha)/RTT, Randomized TCP
matches Reno with ``alpha = (mean RTT_eff / R)^2``, recomputed as w changes.
"""

from __future__ import annotations

import numpy as np

from ccsim.models._check import arr, check, out


def _args(w, interval, rtt):
    w, interval, rtt = arr(w, "w"), arr(interval, "interval"), arr(rtt, "rtt")
    check((w >= 1) & np.isfinite(w), "w", "a window of at least 1 packet", w)
    check((interval >= 0) & (interval <= 1), "interval", "in [0, 1] (000 Section III)", interval)
    check((rtt > 0) & np.isfinite(rtt), "rtt", "a positive number of seconds", rtt)
    return w, interval, rtt


def _extra(w, interval):
    """(1/(2w)) (sqrt(2 w I^2/(3 pi)) + I/2): the relative RTT increase of eq. (3) with (6)."""
    return (np.sqrt(2 * w * interval**2 / (3 * np.pi)) + interval / 2) / (2 * w)


def effective_rtt(w, interval=1.0, rtt=1.0, *, literal: bool = False):
    """Mean effective RTT of Randomized TCP (000 eqs. 3-7), in the unit of ``rtt``.

    ``w``: window (packets); ``interval``: I of x ~ U[-I, I]; ``rtt``: the real RTT R.
    Default: ``R [1 + extra]`` (derived from eq. 3). ``literal=True``: eq. (7) as printed,
    ``R + extra``, where the dimensionless ``extra`` is read in the unit of ``rtt``; it is
    dimensionally wrong and kept only to show what the printed formula gives.
    With I = 1, R = 1: w = 4 -> 1.17766, w = 10 -> 1.09784 (EXPERIMENTS F-rtcp-3).
    """
    w, interval, rtt = _args(w, interval, rtt)
    extra = _extra(w, interval)
    return out(rtt + extra if literal else rtt * (1 + extra))


def alpha(w, interval=1.0, *, literal: bool = False, rtt=1.0):
    """Increase correction ``alpha = (mean RTT_eff / R)^2`` of Randomized TCP (000 Section III-A).

    Default (correct form): ``[1 + (sqrt(2 w I^2/(3 pi)) + I/2)/(2w)]^2``, independent of R; for
    I = 1: w = 5 -> 1.329, 10 -> 1.205, 20 -> 1.132, 50 -> 1.077 (REFERENCE.md 1.7).
    ``literal=True`` uses the printed eq. (7), ``((R + extra)/R)^2``, which depends on the unit
    and value of ``rtt`` (seconds by convention here).
    """
    w, interval, rtt = _args(w, interval, rtt)
    return out((np.asarray(effective_rtt(w, interval, rtt, literal=literal)) / rtt) ** 2)
