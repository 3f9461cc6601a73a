"""Paper 000 (Chandrayana et al., Randomized TCP), Sections VII-VIII: phase effects (Tables IV-V,
Figs. 14 and 16), synchronization (Tables VI-VII, Figs. 10-11), burst losses (Table VIII) and
randomized binomial congestion control (Fig. 12). Ids as in docs/reference/EXPERIMENTS.md.

The experiments live in three modules by topic; shared builders and runners in
:mod:`ccsim.experiments.rtcp_sync_common`.
"""

from __future__ import annotations

from ccsim.experiments.rtcp_sync_cov import (FIG10_EXPERIMENT, FIG11_EXPERIMENT, TABLE6_EXPERIMENT,
                                             TABLE7_EXPERIMENT)
from ccsim.experiments.rtcp_sync_losses import FIG12_EXPERIMENT, TABLE8_EXPERIMENT
from ccsim.experiments.rtcp_sync_phase import (FIG14_EXPERIMENT, FIG16_EXPERIMENT, TABLE4_EXPERIMENT,
                                               TABLE5_EXPERIMENT)

__all__ = ["EXPERIMENTS"]

#: In the catalogue's order.
EXPERIMENTS = [
    TABLE4_EXPERIMENT, TABLE5_EXPERIMENT, TABLE6_EXPERIMENT, TABLE7_EXPERIMENT, FIG10_EXPERIMENT,
    FIG11_EXPERIMENT, TABLE8_EXPERIMENT, FIG12_EXPERIMENT, FIG14_EXPERIMENT, FIG16_EXPERIMENT,
]
