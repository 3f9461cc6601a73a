"""Sweeps: a base scenario x a parameter grid x seeds, run anywhere, resumable, nothing lost.

```python
from ccsim.sweep import sweep
table = sweep("scenarios/dumbbell.toml",
              {"topology.bottleneck.bandwidth": ["1Mbps", "2Mbps"],
               "flows[*].rtt": ["40ms", "80ms"]},
              seeds=5, out="runs/bw-rtt", backend="local")
```

Modules, one job each (parameter paths are :mod:`ccsim.paths`): ``spec`` (the spec model, TOML), ``plan``
(points and their keys), ``task`` (what a worker runs), ``executors`` (serial / local / Dask),
``store`` (the directory, atomic writes, checksums), ``driver`` (dispatch and resume),
``collect`` (status and the tidy table), ``progress`` (the bar). See docs/sweeps.md.
"""

from __future__ import annotations

import hashlib
import sys
import types
from pathlib import Path
from typing import Any

import pandas as pd

from ccsim.sweep.collect import SweepStatus, SweepWarning, collect, status
from ccsim.sweep.driver import RunSummary, run_spec
from ccsim.sweep.executors import BACKENDS, SerialExecutor
from ccsim.sweep.keys import canonical_json, ccsim_version, point_key
from ccsim.paths import PathError, apply_params
from ccsim.sweep.spec import SweepError, SweepSpec
from ccsim.sweep.store import Store

__all__ = [
    "sweep", "run_spec", "collect", "status", "default_out", "SweepSpec", "SweepStatus",
    "RunSummary", "SweepError", "SweepWarning", "PathError", "Store", "SerialExecutor", "BACKENDS",
    "apply_params", "ccsim_version", "point_key",
]


def default_out(spec: SweepSpec) -> Path:
    """``runs/<name or spec hash>``: the same call twice finds (and resumes) the same store."""
    if spec.name:
        safe = "".join(c if c.isalnum() or c in "-_." else "-" for c in spec.name)
        if safe.strip("."):  # "." or ".." would name runs/ itself or the working directory
            return Path("runs") / safe
    ident = {"base": spec.base_dict(), "grid": spec.grid, "points": spec.points,
             "seeds": spec.seeds}
    return Path("runs") / f"sweep-{hashlib.sha256(canonical_json(ident).encode()).hexdigest()[:12]}"


def sweep(base: dict[str, Any] | str | Path | Any | SweepSpec,
          grid: dict[str, list[Any]] | None = None, *,
          points: list[dict[str, Any]] | None = None, seeds: int | list[int] = 1,
          out: str | Path | None = None, backend: Any = "local", jobs: int | None = None,
          scheduler: str | None = None, retry_failed: bool = False, progress: bool | None = None,
          runner: Any = None, name: str | None = None, params: str = "typed") -> pd.DataFrame:
    """Run a sweep (resuming whatever ``out`` already holds) and return its collected table.

    ``base`` is a scenario file, a user-facing scenario dict, a ``Scenario`` (its ``to_dict()``
    is used), or a whole ``SweepSpec`` (then leave ``grid``, ``points``, ``seeds`` and ``name``
    out). ``backend`` is "serial", "local" (processes, ``jobs`` of them, default all cores),
    "dask" (``scheduler`` address, or a local cluster of ``jobs`` workers), an ``Executor`` or a
    dask ``Client``. Failed points are recorded in the store and left out of the table with a
    ``SweepWarning``; ``ccsim.sweep.status(out)`` lists them. ``params`` is how the swept values
    appear in the table (:func:`collect`): "typed" numbers with unit columns, or "as_written".
    """
    if isinstance(base, SweepSpec):
        if grid is not None or points is not None or seeds != 1 or name is not None:
            raise SweepError("give either a SweepSpec or base/grid/points/seeds, not both")
        spec = base
    else:
        if isinstance(base, Path):
            base = str(base)
        elif hasattr(base, "to_dict") and not isinstance(base, dict):
            base = base.to_dict()  # a Scenario: back to the user-facing form that paths address
        spec = SweepSpec.checked({"name": name, "base": base, "grid": grid or {},
                                  "points": points or [], "seeds": seeds}, "the sweep")
    out = Path(out) if out is not None else default_out(spec)
    run_spec(spec, out, backend=backend, jobs=jobs, scheduler=scheduler, retry_failed=retry_failed,
             progress=progress, runner=runner)
    return collect(out, params=params)


class _CallableModule(types.ModuleType):
    """Makes ``ccsim.sweep(base, grid, seeds=...)`` (the spelling of issue 6) call :func:`sweep`,
    while ``ccsim.sweep`` stays this package (``ccsim.sweep.collect``, ``ccsim.sweep.status``)."""

    def __call__(self, *args: Any, **kwargs: Any) -> pd.DataFrame:
        return sweep(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
