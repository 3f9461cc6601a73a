"""ccsim: a fast, deterministic packet-level network simulator for congestion-control research.

The Rust engine (``ccsim._core``) does the simulating; this package is the front: scenarios,
runs, sweeps, metrics, analytical models and paper reproductions.

    import ccsim
    scenario = ccsim.Scenario.load("scenarios/rtcp-table3-mixed.toml")
    result = ccsim.run(scenario, seed=3)
    result.flows[["name", "throughput_pps", "drops", "timeouts"]]
    table = ccsim.sweep(scenario, {"topology.bottleneck.bandwidth": ["2Mbps", "3Mbps"]}, seeds=5)

Importing ccsim does not need the compiled engine; only :func:`run` does.
"""

from __future__ import annotations

from ccsim import metrics, models, stats, sweep
from ccsim.errors import (
    BudgetExceeded,
    ConservationError,
    EngineError,
    EngineMissing,
    ScenarioError,
)
from ccsim.results import Results
from ccsim.run import run
from ccsim.scenario import Scenario

__all__ = [
    "Scenario",
    "Results",
    "run",
    "ScenarioError",
    "BudgetExceeded",
    "ConservationError",
    "EngineError",
    "EngineMissing",
    "metrics",
    "models",
    "stats",
    "sweep",
    "__version__",
]


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("ccsim")
    except PackageNotFoundError:  # running from a source tree that is not installed
        return "0+unknown"


__version__ = _version()
