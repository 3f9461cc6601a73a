"""What a worker does for one point: validate, run, and pack the flow table as Parquet bytes.

This is the only code that runs on workers (local processes or Dask workers, possibly on other
machines). It catches the point's own errors and returns them as data, so that an engine error is
a *recorded* failure, while only infrastructure failures (a worker killed, a broken pool) surface
as exceptions of the future. The result goes back as Parquet bytes: compact to ship, and the
driver writes them to the store unchanged, so no shared filesystem is needed.
"""

from __future__ import annotations

import io
import os
import socket
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Task", "Outcome", "execute", "default_runner", "METADATA_KEY"]

#: Parquet schema metadata key holding the point's JSON, so that each file describes itself.
METADATA_KEY = b"ccsim.point"

Runner = Callable[[Any, int], Any]


@dataclass(frozen=True)
class Task:
    """A point as shipped to a worker: plain data only."""

    key: str
    seed: int
    params: dict[str, Any]
    scenario: dict[str, Any] = field(repr=False)
    version: str = ""


@dataclass
class Outcome:
    """A worker's answer: Parquet bytes of the flow table, or the error that stopped the point."""

    key: str
    parquet: bytes | None = None
    error_type: str | None = None
    message: str | None = None
    traceback: str | None = None
    elapsed_s: float = 0.0
    worker: str = ""

    @property
    def ok(self) -> bool:
        return self.parquet is not None


def default_runner(scenario: Any, seed: int) -> Any:
    """Run one scenario with the real engine (``ccsim.run.run``), quietly."""
    from ccsim.run import run

    return run(scenario, seed=seed, progress=False)


def _to_parquet(task: Task, results: Any) -> bytes:
    import json

    import pandas as pd
    import pyarrow as pa
    import pyarrow.parquet as pq

    flows = results.flows if hasattr(results, "flows") else results
    if not isinstance(flows, pd.DataFrame):
        raise TypeError(f"the runner returned {type(results).__name__}, without a .flows DataFrame")
    table = pa.Table.from_pandas(flows, preserve_index=False)
    meta = getattr(results, "meta", None)
    described = {
        "point": task.key,
        "seed": task.seed,
        "params": task.params,
        "scenario": task.scenario,
        "ccsim": task.version,
        "meta": meta if isinstance(meta, dict) else None,
    }
    metadata = {**(table.schema.metadata or {}),
                METADATA_KEY: json.dumps(described, default=str).encode()}
    buf = io.BytesIO()
    pq.write_table(table.replace_schema_metadata(metadata), buf)
    return buf.getvalue()


def execute(task: Task, runner: Runner | None = None) -> Outcome:
    """Run one point; an ``Exception`` from validation, the engine or packing becomes data."""
    from ccsim.sweep.plan import validate_scenario

    start = time.perf_counter()
    worker = f"{socket.gethostname()}:{os.getpid()}"
    try:
        scenario = validate_scenario(task.scenario)
        results = (runner or default_runner)(scenario, task.seed)
        data = _to_parquet(task, results)
    except Exception as e:  # noqa: BLE001 - a failed point is data, not a crash of the sweep
        return Outcome(
            key=task.key,
            error_type=type(e).__name__,
            message=str(e),
            traceback=traceback.format_exc()[-4000:],
            elapsed_s=time.perf_counter() - start,
            worker=worker,
        )
    return Outcome(key=task.key, parquet=data, elapsed_s=time.perf_counter() - start, worker=worker)
