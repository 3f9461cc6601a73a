"""Every experiment of the papers, by the id docs/reference/EXPERIMENTS.md gives it.

>>> from ccsim.experiments import get
>>> outcome = get("rtcp-table3-phase-2flows").run(quick=True)
>>> outcome.comparison, outcome.verdict
"""

from __future__ import annotations

from ccsim.experiments import rtcp
from ccsim.experiments import rtcp_bulk
from ccsim.experiments import aimd
from ccsim.experiments import tfrcp
from ccsim.experiments import e2e
from ccsim.experiments import rtcp_sync
from ccsim.experiments import today
from ccsim.experiments.base import Experiment, Outcome, Verdict, mean_ci

__all__ = ["Experiment", "Outcome", "Verdict", "mean_ci", "REGISTRY", "STUDIES", "get"]

REGISTRY: dict[str, Experiment] = {e.id: e for e in rtcp.EXPERIMENTS}
REGISTRY.update({e.id: e for e in rtcp_bulk.EXPERIMENTS})
REGISTRY.update({e.id: e for e in aimd.EXPERIMENTS})
REGISTRY.update({e.id: e for e in tfrcp.EXPERIMENTS})
REGISTRY.update({e.id: e for e in e2e.EXPERIMENTS})
REGISTRY.update({e.id: e for e in rtcp_sync.EXPERIMENTS})
#: ccsim's own studies beyond the papers (docs/studies/): run by id like the reproductions.
STUDIES: dict[str, Experiment] = {e.id: e for e in today.STUDIES}


def get(experiment_id: str) -> Experiment:
    try:
        return REGISTRY.get(experiment_id) or STUDIES[experiment_id]
    except KeyError:
        known = ", ".join(sorted([*REGISTRY, *STUDIES]))
        raise KeyError(f"no experiment {experiment_id!r}; known: {known}") from None
