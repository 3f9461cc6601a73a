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
