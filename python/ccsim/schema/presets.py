"""Named window rules: the GAIMD protocols of seed 004 and the binomial schemes of seed 000.

A scenario may write ``tcp.window = "iiad"`` (or ``{ preset = "iiad" }``, optionally with
fields overriding the preset's) instead of spelling out the rule and its constants.

GAIMD TCP(alpha, beta) (Yang & Lam, ICNP 2000; seed 004 Section 3.1, REFERENCE.md 5.3): the
window grows by alpha packets per RTT and is multiplied by beta on a loss indication. Seed 004's
four protocols, with the constants as the paper prints them:

=================  =======  =======  ==========================================
name               alpha    beta     aliases
=================  =======  =======  ==========================================
``tcp(0.31,0.875)``  0.31     0.875    ``smooth`` (seed 004 Section 4.3)
``tcp(0.583,0.75)``  0.583    0.75
``tcp(1,0.5)``       1        0.5      ``reno``, ``standard``
``tcp(1.25,0.25)``   1.25     0.25     ``responsive`` (seed 004 Section 4.3)
=================  =======  =======  ==========================================

All four satisfy seed 004 eq. (3), alpha = 4(1 - beta^2)/3, to the printed precision
(0.3125 -> 0.31, 0.58333 -> 0.583); :func:`tcp_friendly_alpha` gives the exact value and
:func:`gaimd_window` builds a TCP-friendly rule for any beta.

Binomial(k, l, alpha, beta) (Bansal & Balakrishnan, INFOCOM 2001; seed 000 Section VIII,
REFERENCE.md 6): +alpha/W^k per RTT, -beta*W^l on a loss. ``iiad`` is k = 1, l = 0 and ``sqrt``
is k = l = 0.5, both with alpha = 1 and beta = 0.67. **Uncertain:** those constants are the ones
of ns-2's reference binomial tests (``tcl/test/test-suite-aimd.tcl``: ``increase_num_ 1.0``,
``decrease_num_ 0.33``, and the binomial beta is 1 - decrease_num_); that they are the values of
the Bansal & Balakrishnan paper, or of seed 000 (which states none), is UNCONFIRMED
(REFERENCE.md 6). Override them with ``{ preset = "iiad", beta = ... }`` if needed.
"Randomized IIAD" is ``iiad`` with ``schedule = "randomized"``.

The rules with state of their own are also names for themselves with their defaults:
``"cubic"``, ``"vegas"`` and ``"bbr"`` (``{ rule = "cubic" }`` and so on).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ccsim.models.gaimd import tcp_friendly_alpha

__all__ = ["WINDOW_PRESETS", "ALIASES", "preset_names", "window_preset", "gaimd_window",
           "tcp_friendly_alpha", "BINOMIAL_ALPHA", "BINOMIAL_BETA"]

#: Binomial constants of ns-2's reference tests (REFERENCE.md 6; UNCONFIRMED for the paper).
BINOMIAL_ALPHA = 1.0
BINOMIAL_BETA = 0.67

#: Canonical preset name -> window fields.
WINDOW_PRESETS: dict[str, dict[str, Any]] = {
    "tcp(0.31,0.875)": {"rule": "aimd", "alpha": 0.31, "beta": 0.875},
    "tcp(0.583,0.75)": {"rule": "aimd", "alpha": 0.583, "beta": 0.75},
    "tcp(1,0.5)": {"rule": "aimd", "alpha": 1.0, "beta": 0.5},
    "tcp(1.25,0.25)": {"rule": "aimd", "alpha": 1.25, "beta": 0.25},
    "iiad": {"rule": "binomial", "k": 1.0, "l": 0.0, "alpha": BINOMIAL_ALPHA,
             "beta": BINOMIAL_BETA},
    "sqrt": {"rule": "binomial", "k": 0.5, "l": 0.5, "alpha": BINOMIAL_ALPHA,
             "beta": BINOMIAL_BETA},
    "cubic": {"rule": "cubic"},
    "vegas": {"rule": "vegas"},
    "bbr": {"rule": "bbr"},
}

#: Other names accepted for a preset.
ALIASES: dict[str, str] = {
    "smooth": "tcp(0.31,0.875)",
    "responsive": "tcp(1.25,0.25)",
    "reno": "tcp(1,0.5)",
    "standard": "tcp(1,0.5)",
}


def preset_names() -> list[str]:
    """Every accepted name, canonical ones first."""
    return list(WINDOW_PRESETS) + list(ALIASES)


def _canonical(name: str) -> str:
    """Lower case, no spaces, numbers normalised (``TCP(1.0, 0.50)`` -> ``tcp(1,0.5)``)."""
    text = re.sub(r"\s+", "", name.lower())
    return re.sub(r"\d+(?:\.\d+)?", lambda m: f"{float(m.group()):g}", text)


def window_preset(name: str) -> dict[str, Any]:
    """The window fields of preset ``name``; raises ``ValueError`` listing the known names."""
    key = _canonical(name)
    key = ALIASES.get(key, key)
    if key not in WINDOW_PRESETS:
        raise ValueError(f'"{name}" is not a window preset (presets: {", ".join(preset_names())})')
    return dict(WINDOW_PRESETS[key])


def gaimd_window(beta: float, rule: str = "yang-lam") -> dict[str, Any]:
    """A TCP-friendly GAIMD rule for ``beta``: alpha = 4(1 - beta^2)/3 (seed 004 eq. 3), or
    3(1 - beta)/(1 + beta) with ``rule="td"`` (REFERENCE.md 5.3). Usable as ``tcp.window``."""
    from ccsim.models.gaimd import tcp_friendly_alpha

    return {"rule": "aimd", "alpha": float(tcp_friendly_alpha(beta, rule)), "beta": float(beta)}


def __getattr__(name: str) -> Any:
    """``tcp_friendly_alpha`` (re-exported from :mod:`ccsim.models.gaimd`) on first use: the
    models need numpy, which validating a scenario does not."""
    if name == "tcp_friendly_alpha":
        from ccsim.models.gaimd import tcp_friendly_alpha

        return tcp_friendly_alpha
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
