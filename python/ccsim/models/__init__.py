"""Analytical models of the seed papers (issue 4), each citing its paper and equation.

* :mod:`~ccsim.models.pftk`: PFTK TCP throughput, full (eq. 31) and closed form (eq. 33);
* :mod:`~ccsim.models.gaimd`: TCP(alpha, beta) throughput (004 eq. 1) and TCP-friendly alpha (eq. 3);
* :mod:`~ccsim.models.randomized`: Randomized TCP's effective RTT and alpha (000 eqs. 1-7);
* :mod:`~ccsim.models.jackson`: open Jackson network mean delay (002 eqs. 1-7);
* :mod:`~ccsim.models.knee_cliff`: knee and cliff of a DropTail bottleneck (004 Section 2);
* :mod:`~ccsim.models.red_recursion`: aggregate window behind RED (004 Section 4.1.2).

Pure numpy/pandas: importable without the compiled engine. ``ccsim models NAME --help`` evaluates
any of them from the command line (:mod:`ccsim.models.cli`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the names below, loaded on first use (see _LAZY)
    from ccsim.models import gaimd, jackson, knee_cliff, pftk, randomized, red_recursion
    from ccsim.models.gaimd import gaimd_throughput, tcp_friendly_alpha, td_throughput_ratio
    from ccsim.models.jackson import JacksonResult, MarkovRoute, jackson_delay
    from ccsim.models.pftk import pftk_approx, pftk_sqrt
    from ccsim.models.pftk import pftk as pftk_throughput
    from ccsim.models.randomized import alpha as randomized_alpha
    from ccsim.models.randomized import effective_rtt

__all__ = [
    "JacksonResult",
    "MarkovRoute",
    "effective_rtt",
    "gaimd",
    "gaimd_throughput",
    "jackson",
    "jackson_delay",
    "knee_cliff",
    "pftk",
    "pftk_approx",
    "pftk_sqrt",
    "pftk_throughput",
    "randomized",
    "randomized_alpha",
    "red_recursion",
    "tcp_friendly_alpha",
    "td_throughput_ratio",
]

#: Function or class -> (module, its name there). Loaded on first use (PEP 562): scenario
#: validation needs ``gaimd.tcp_friendly_alpha`` for the TCP presets, and importing every model
#: with it cost each ``ccsim run`` pandas (jackson, red_recursion) for nothing.
_LAZY: dict[str, tuple[str, str]] = {
    "gaimd_throughput": ("gaimd", "gaimd_throughput"),
    "tcp_friendly_alpha": ("gaimd", "tcp_friendly_alpha"),
    "td_throughput_ratio": ("gaimd", "td_throughput_ratio"),
    "JacksonResult": ("jackson", "JacksonResult"),
    "MarkovRoute": ("jackson", "MarkovRoute"),
    "jackson_delay": ("jackson", "jackson_delay"),
    "pftk_approx": ("pftk", "pftk_approx"),
    "pftk_sqrt": ("pftk", "pftk_sqrt"),
    "pftk_throughput": ("pftk", "pftk"),
    "randomized_alpha": ("randomized", "alpha"),
    "effective_rtt": ("randomized", "effective_rtt"),
}
_MODULES = ("gaimd", "jackson", "knee_cliff", "pftk", "randomized", "red_recursion")


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        module, attr = _LAZY[name]
        value = getattr(importlib.import_module(f"{__name__}.{module}"), attr)
    elif name in _MODULES:
        value = importlib.import_module(f"{__name__}.{name}")
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
