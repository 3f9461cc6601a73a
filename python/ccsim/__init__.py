"""ccsim: a fast, deterministic packet-level network simulator for congestion-control research.

The Rust engine (``ccsim._core``) does the simulating; this package is the front: scenarios,
runs, sweeps, metrics, analytical models and paper reproductions.

    import ccsim
    scenario = ccsim.Scenario.load("scenarios/rtcp-table3-mixed.toml")
    result = ccsim.run(scenario, seed=3)
    result.flows[["name", "throughput_pps", "drops", "timeouts"]]
    table = ccsim.sweep(scenario, {"topology.bottleneck.bandwidth": ["2Mbps", "3Mbps"]}, seeds=5)

Importing ccsim does not need the compiled engine; only :func:`run` does.

Importing ccsim is cheap: every name below except :func:`run` and the errors is loaded on first
use (PEP 562 ``__getattr__``), so ``ccsim run`` and scripts that only run scenarios never pay for
pandas, scipy or the sub-packages they do not touch. :func:`run` is imported eagerly because
``ccsim.run`` is also the name of its module: had the module been imported lazily, the import
system would bind ``ccsim.run`` to the module instead of the function.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ccsim.errors import (
    BudgetExceeded,
    ConservationError,
    EngineError,
    EngineMissing,
    ScenarioError,
)
from ccsim.run import run

if TYPE_CHECKING:  # what the lazy names are, for type checkers and IDEs
    __version__: str
    from ccsim import metrics, models, stats, sweep
    from ccsim.results import Results
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

#: Lazily loaded name -> (module, attribute in it; None for the module itself).
_LAZY: dict[str, tuple[str, str | None]] = {
    "Scenario": ("ccsim.scenario", "Scenario"),
    "Results": ("ccsim.results", "Results"),
    "metrics": ("ccsim.metrics", None),
    "models": ("ccsim.models", None),
    "stats": ("ccsim.stats", None),
    "sweep": ("ccsim.sweep", None),
}


def __getattr__(name: str) -> Any:
    """Load a name of :data:`_LAZY` on first access and keep it in the module's namespace.
    Any other sub-module (``ccsim.results``, ``ccsim.units``, ...) is imported on first access
    too, as ``import ccsim`` once made them all reachable by importing them eagerly."""
    if name == "__version__":
        globals()[name] = _version()  # importlib.metadata costs 20 ms: only when asked
        return globals()[name]
    module, attr = _LAZY.get(name, (f"{__name__}.{name}", None))
    if name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    try:
        value = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:  # a sub-module that exists but failed to import
            raise
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    if attr is not None:
        value = getattr(value, attr)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("ccsim")
    except PackageNotFoundError:  # running from a source tree that is not installed
        return "0+unknown"
