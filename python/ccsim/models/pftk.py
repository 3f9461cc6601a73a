"""TCP Reno throughput model of Padhye, Firoiu, Towsley and Kurose (PFTK, SIGCOMM'98 / ToN 2000).

Cited by 000 ([13]), 004 ([PFTK98]) and used by TFRCP (003, "f(W_max, R, p, B)", whose appendix
with the formula is lost; REFERENCE.md 5.1 restores it). Throughputs are in packets per second.

Symbols: ``p`` loss-indication probability per packet, ``rtt`` round-trip time (s), ``t0`` base
retransmission timeout (s; TFRCP's B), ``wmax`` receiver window (packets; ``inf`` = no limit),
``b`` packets acknowledged per ACK (1 without delayed ACKs, the setting of 000 and the default
here; 2 with them). All functions broadcast over numpy arrays.
"""

from __future__ import annotations

import numpy as np

from ccsim.models._check import arr, check, out


def _p(p) -> np.ndarray:
    p = arr(p, "p")
    check((p > 0) & (p < 1), "p", "in (0, 1)", p)
    return p


def _b(b) -> np.ndarray:
    b = arr(b, "b")
    check((b >= 1) & np.isfinite(b), "b", "at least 1", b)
    return b


def _args(p, rtt, t0, wmax, b):
    rtt, t0, wmax = (arr(v, n) for v, n in zip((rtt, t0, wmax), ("rtt", "t0", "wmax")))
    check((rtt > 0) & np.isfinite(rtt), "rtt", "a positive number of seconds", rtt)
    check((t0 >= 0) & np.isfinite(t0), "t0", "a non-negative number of seconds", t0)
    check(wmax >= 1, "wmax", "at least 1 packet (or inf)", wmax)
    return _p(p), rtt, t0, wmax, _b(b)


def expected_window(p, b=1):
    """Mean unconstrained window at a triple-duplicate loss, E[W] (PFTK Section 2.1; REFERENCE 5.1):
    ``(2+b)/(3b) + sqrt(8(1-p)/(3bp) + ((2+b)/(3b))^2)``."""
    p, b = _p(p), _b(b)
    c = (2 + b) / (3 * b)
    return out(c + np.sqrt(8 * (1 - p) / (3 * b * p) + c * c))


def expected_rounds(p, b=1):
    """Mean number of rounds in a TD period, E[X] = (b/2) E[W] (PFTK Section 2.1; REFERENCE 5.1):
    ``(2+b)/6 + sqrt(2b(1-p)/(3p) + ((2+b)/6)^2)``."""
    p, b = _p(p), _b(b)
    c = (2 + b) / 6
    return out(c + np.sqrt(2 * b * (1 - p) / (3 * p) + c * c))


def timeout_probability(w, p):
    """Q-hat(w), probability that a loss in a window of ``w`` is a timeout, not a triple
    duplicate (PFTK Section 2.2; REFERENCE 5.1):
    ``min(1, (1-(1-p)^3)(1 + (1-p)^3 (1-(1-p)^(w-3))) / (1-(1-p)^w))``."""
    w, p = arr(w, "w"), _p(p)
    check(w >= 1, "w", "at least 1 packet", w)
    return out(_qhat(w, p))


def _qhat(w: np.ndarray, p: np.ndarray) -> np.ndarray:
    """:func:`timeout_probability` on checked arguments (pftk's E[W] may fall below one packet
    at large b and p near 1, where the formula still holds)."""
    q = 1 - p
    return np.minimum(1.0, (1 - q**3) * (1 + q**3 * (1 - q ** (w - 3))) / (1 - q**w))


def backoff_factor(p):
    """f(p) = 1 + p + 2p^2 + 4p^3 + 8p^4 + 16p^5 + 32p^6, the factor of exponential backoff
    capped at 64 T0 in a timeout sequence's mean duration E[Z^TO] = T0 f(p) / (1 - p) (PFTK
    Section 2.2; REFERENCE 5.1)."""
    p = _p(p)
    return out(1 + p + 2 * p**2 + 4 * p**3 + 8 * p**4 + 16 * p**5 + 32 * p**6)


def pftk(p, rtt, t0, wmax=np.inf, b=1):
    """Full PFTK throughput with timeouts and the window limit (PFTK eq. 31; REFERENCE 5.1).

    If E[W] < wmax::

        B = [(1-p)/p + E[W] + Qh(E[W])/(1-p)] / [rtt (E[X] + 1) + Qh(E[W]) f(p) t0/(1-p)]

    else::

        B = [(1-p)/p + wmax + Qh(wmax)/(1-p)]
            / [rtt (b wmax/8 + (1-p)/(p wmax) + 2) + Qh(wmax) f(p) t0/(1-p)]

    with E[W] = :func:`expected_window`, E[X] = (b/2) E[W] = :func:`expected_rounds`,
    Qh = :func:`timeout_probability`, f = :func:`backoff_factor`. Packets per second.
    """
    p, rtt, t0, wmax, b = _args(p, rtt, t0, wmax, b)
    q = 1 - p
    ew = np.asarray(expected_window(p, b))
    ex = np.asarray(expected_rounds(p, b))
    fp = np.asarray(backoff_factor(p))
    limited = ew >= wmax
    w_finite = np.where(np.isfinite(wmax), wmax, 1.0)  # placeholder where the branch is unused
    qe = _qhat(ew, p)
    free = (q / p + ew + qe / q) / (rtt * (ex + 1) + qe * fp * t0 / q)
    qw = _qhat(w_finite, p)
    capped = (q / p + w_finite + qw / q) / (
        rtt * (b * w_finite / 8 + q / (p * w_finite) + 2) + qw * fp * t0 / q
    )
    return out(np.where(limited, capped, free))


def pftk_approx(p, rtt, t0, wmax=np.inf, b=1):
    """Approximate closed form of PFTK (PFTK eq. 33; REFERENCE 5.1), packets per second::

        min( wmax/rtt, 1 / (rtt sqrt(2bp/3) + t0 min(1, 3 sqrt(3bp/8)) p (1 + 32 p^2)) )
    """
    p, rtt, t0, wmax, b = _args(p, rtt, t0, wmax, b)
    denom = rtt * np.sqrt(2 * b * p / 3) + t0 * np.minimum(1.0, 3 * np.sqrt(3 * b * p / 8)) * p * (1 + 32 * p**2)
    return out(np.minimum(wmax / rtt, 1.0 / denom))


def pftk_sqrt(p, rtt, b=1):
    """The "simple" square-root model without timeouts (PFTK Section 2.1, TD losses only; 003 eq. 1 with
    C = sqrt(3/(2b))): ``(1/rtt) sqrt(3/(2bp))`` packets per second. 003 notes it is inaccurate
    at high loss rates (the percentage is lost from the text)."""
    p, rtt, _, _, b = _args(p, rtt, 0.0, np.inf, b)
    return out(np.sqrt(3 / (2 * b * p)) / rtt)
