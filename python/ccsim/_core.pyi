"""Type stub of the compiled engine module (crates/ccsim-py), checked by mypy.stubtest.

Scenario JSON in (the lowered form of crates/ccsim-engine/src/scenario.rs), numpy columns out.
"""

from typing import Any, final

import numpy as np
import numpy.typing as npt

__all__ = ["Simulation", "version", "build", "ScenarioError", "BudgetExceeded", "EngineError"]

class ScenarioError(ValueError):
    """The scenario is invalid; the message is ``field: message``."""

class BudgetExceeded(RuntimeError):
    """The run exceeded its event or wall-time budget."""

class EngineError(RuntimeError):
    """An internal engine failure (a bug), including a caught panic."""

@final
class Simulation:
    """A simulation being run: build it from scenario JSON, advance it, read its results."""

    def __new__(cls, scenario_json: str) -> Simulation: ...
    @property
    def now_ns(self) -> int: ...
    @property
    def duration_ns(self) -> int: ...
    @property
    def events(self) -> int: ...
    def set_ahead_horizon(self, t_ns: int) -> None:
        """Let endpoints run ahead for arrivals up to t_ns within shorter run_until steps
        (results read between steps may then count later arrivals)."""
    def run_until(self, t_ns: int) -> bool:
        """Advance to min(t_ns, duration); True when the run is finished. Releases the GIL."""
    def results(self) -> dict[str, dict[str, npt.NDArray[np.generic]] | dict[str, Any]]:
        """{table: {column: 1-D array}} plus "meta": {name: scalar}."""
    def conservation_errors(self) -> list[str]:
        """Empty when every packet is delivered, dropped or in flight."""

def version() -> str:
    """The engine crate's version."""

def build() -> str:
    """How the engine was compiled: "profile-guided" (scripts/pgo.sh) or "plain"."""
