"""What a worker does for one point: validate, run, and pack the result tables as Parquet bytes.

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

__all__ = ["Task", "Outcome", "execute", "default_runner", "METADATA_KEY", "ALWAYS",
           "VersionMismatch"]

#: Parquet schema metadata key holding the point's JSON, so that each file describes itself.
METADATA_KEY = b"ccsim.point"
#: Tables stored for every point; the others (time series, drop logs) only when not empty.
ALWAYS = ("flows", "links")

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
    """A worker's answer: Parquet bytes per table, or the error that stopped the point."""

    key: str
    tables: dict[str, bytes] | None = None
    error_type: str | None = None
    message: str | None = None
    traceback: str | None = None
    elapsed_s: float = 0.0
    worker: str = ""

    @property
    def ok(self) -> bool:
        return self.tables is not None


def default_runner(scenario: Any, seed: int) -> Any:
    """Run one scenario with the real engine (``ccsim.run.run``), quietly."""
    from ccsim.run import run

    return run(scenario, seed=seed, progress=False)


def _tables(results: Any) -> dict[str, Any]:
    """The run's tables worth keeping: flows and links always, time series only when recorded."""
    import pandas as pd

    tables = results.tables() if hasattr(results, "tables") else {"flows": results.flows}
    if not isinstance(tables.get("flows"), pd.DataFrame):
        raise TypeError(f"the runner returned {type(results).__name__}, without a flows table")
    return {name: df for name, df in tables.items()
            if isinstance(df, pd.DataFrame) and (name in ALWAYS or len(df))}


def _pack(task: Task, results: Any) -> dict[str, bytes]:
    """Each table as Parquet bytes, with the point's description in the file's metadata."""
    import json

    import pyarrow as pa
    import pyarrow.parquet as pq

    meta = getattr(results, "meta", None)
    described = json.dumps({
        "point": task.key,
        "seed": task.seed,
        "params": task.params,
        "scenario": task.scenario,
        "ccsim": task.version,
        "meta": meta if isinstance(meta, dict) else None,
    }, default=str).encode()
    packed = {}
    for name, df in _tables(results).items():
        table = pa.Table.from_pandas(df, preserve_index=False)
        table = table.replace_schema_metadata({**(table.schema.metadata or {}),
                                               METADATA_KEY: described})
        buf = io.BytesIO()
        pq.write_table(table, buf)
        packed[name] = buf.getvalue()
    return packed


class VersionMismatch(RuntimeError):
    """A worker runs another build of ccsim than the driver that keyed the point."""


def execute(task: Task, runner: Runner | None = None) -> Outcome:
    """Run one point; an ``Exception`` from validation, the engine or packing becomes data.

    A worker whose ccsim differs from the driver's (another environment on a cluster node)
    raises ``VersionMismatch`` instead of running: its tables would be stored under the driver's
    version. The driver records that as a failure of the infrastructure, retried by the next run.
    """
    from ccsim.sweep.keys import ccsim_version
    from ccsim.sweep.plan import validate_scenario

    start = time.perf_counter()
    worker = f"{socket.gethostname()}:{os.getpid()}"
    if task.version and task.version != ccsim_version():
        raise VersionMismatch(f"worker {worker} runs ccsim {ccsim_version()}, the driver "
                              f"{task.version}: install the same ccsim on every worker")
    try:
        scenario = validate_scenario(task.scenario)
        results = (runner or default_runner)(scenario, task.seed)
        tables = _pack(task, results)
    except Exception as e:  # noqa: BLE001 - a failed point is data, not a crash of the sweep
        return Outcome(
            key=task.key,
            error_type=type(e).__name__,
            message=str(e),
            traceback=traceback.format_exc()[-4000:],
            elapsed_s=time.perf_counter() - start,
            worker=worker,
        )
    return Outcome(key=task.key, tables=tables, elapsed_s=time.perf_counter() - start,
                   worker=worker)
