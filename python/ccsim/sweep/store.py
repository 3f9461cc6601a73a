"""The result store: one directory that holds a sweep's plan and every finished point.

Layout of ``DIR``::

    sweep.json                 the plan of the latest run: spec, ccsim version, every point's
                               key, seed and parameters (what status and collect read)
    points/<key>.<table>.parquet  a finished point's tables: flows and links always, the time
                               series (cwnd, queue, drops, ...) when its monitors recorded them
    points/<key>.json          its manifest entry, with each table file's SHA-256 (written last)
    points/<key>.failed.json   a failed point: error type, message, traceback, transient or not
    log.jsonl                  append-only history: run starts and ends, each point executed

A point is *done* only when its manifest entry parses and the checksum of every table it lists
matches the file; the entry is written after the data, so a crash in between leaves a point that
is simply run again. Anything else found under a final name (a truncated file, a flipped byte,
an unparsable entry) is *corrupt*: it is reported, never collected, and recomputed by the next run.
"""

from __future__ import annotations

import enum
import hashlib
import io
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from ccsim.atomic import append_line, read_json, read_jsonl, write_atomic
from ccsim.sweep.keys import canonical_json
from ccsim.sweep.spec import SweepError

__all__ = ["State", "PointStatus", "Store", "CorruptResult"]

PLAN = "sweep.json"
FORMAT = "ccsim-sweep/1"


class State(str, enum.Enum):
    DONE = "done"
    FAILED = "failed"
    CORRUPT = "corrupt"
    PENDING = "pending"


class CorruptResult(SweepError):
    """A result file exists but does not hold what its manifest entry says."""


@dataclass(frozen=True)
class PointStatus:
    state: State
    detail: dict[str, Any] | None = None  # manifest entry, failure marker, or why it is corrupt


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _corrupt(reason: str) -> tuple[PointStatus, dict[str, bytes]]:
    return PointStatus(State.CORRUPT, {"reason": reason}), {}


class Store:
    """A sweep directory. Creating the object touches nothing; ``init`` creates the layout."""

    def __init__(self, root: str | Path):
        self.root = Path(root)
        self.points = self.root / "points"
        self.log_path = self.root / "log.jsonl"

    # -- layout ---------------------------------------------------------------------------------

    def init(self) -> None:
        """Create the layout; a path that cannot be a directory is a SweepError, not an OSError."""
        if self.root.exists() and not self.root.is_dir():
            raise SweepError(f"{str(self.root)!r} exists and is not a directory, so it cannot "
                             "be a sweep store")
        try:
            self.points.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise SweepError(f"{str(self.root)!r}: cannot create the sweep store "
                             f"({e.strerror or e})") from e

    def _parquet(self, key: str, table: str) -> Path:
        return self.points / f"{key}.{table}.parquet"

    def _entry(self, key: str) -> Path:
        return self.points / f"{key}.json"

    def _failed(self, key: str) -> Path:
        return self.points / f"{key}.failed.json"

    # -- plan -----------------------------------------------------------------------------------

    def save_plan(self, plan: dict[str, Any]) -> None:
        write_atomic(self.root / PLAN, canonical_json({"format": FORMAT, **plan}).encode())

    def load_plan(self) -> dict[str, Any]:
        plan = read_json(self.root / PLAN)
        if plan is None:
            if self.root.exists() and not self.root.is_dir():
                raise SweepError(f"{str(self.root)!r} is a file, not a sweep store (a directory "
                                 "written by `ccsim sweep run`)")
            if not self.root.is_dir():
                raise SweepError(f"{str(self.root)!r} does not exist")
            raise SweepError(f"{str(self.root)!r} holds no readable {PLAN}: not a sweep directory")
        if plan.get("format") != FORMAT:
            raise SweepError(f"{str(self.root / PLAN)!r} has format {plan.get('format')!r}, "
                             f"not {FORMAT!r}")
        return plan

    # -- state of a point -----------------------------------------------------------------------

    def status(self, key: str) -> PointStatus:
        """Where a point stands; reads (and checksums) its files."""
        return self._check(key)[0]

    def _check(self, key: str) -> tuple[PointStatus, dict[str, bytes]]:
        """The point's status and, when done, the verified bytes of each of its tables."""
        entry_path = self._entry(key)
        if entry_path.exists():
            entry = read_json(entry_path)
            tables = entry.get("tables") if entry is not None else None
            if entry is None or entry.get("point") != key or not isinstance(tables, dict):
                return _corrupt(f"{entry_path.name} is unreadable")
            if "flows" not in tables:  # every finished point stores one (``task._tables``)
                return _corrupt(f"{entry_path.name} lists no flows table")
            data = {}
            for name, sums in tables.items():
                path = self._parquet(key, name)
                try:
                    data[name] = path.read_bytes()
                except OSError:
                    return _corrupt(f"{path.name} is missing")
                if not isinstance(sums, dict) or _sha256(data[name]) != sums.get("sha256"):
                    return _corrupt(f"{path.name} fails its checksum")
            return PointStatus(State.DONE, entry), data
        failed = read_json(self._failed(key))
        if failed is not None and failed.get("point") == key:
            return PointStatus(State.FAILED, failed), {}
        return PointStatus(State.PENDING), {}

    # -- writing --------------------------------------------------------------------------------

    def record_done(self, key: str, seed: int, params: dict[str, Any], tables: dict[str, bytes],
                    **extra: Any) -> None:
        """Store a finished point: data first, then the entry that vouches for it."""
        for name, data in tables.items():
            write_atomic(self._parquet(key, name), data)
        sums = {name: {"sha256": _sha256(data), "bytes": len(data)}
                for name, data in tables.items()}
        entry = {"point": key, "seed": seed, "params": params, "tables": sums,
                 "finished": time.time(), **extra}
        write_atomic(self._entry(key), canonical_json(entry).encode())
        self._failed(key).unlink(missing_ok=True)

    def record_failed(self, key: str, seed: int, params: dict[str, Any], *, error_type: str,
                      message: str, transient: bool, **extra: Any) -> None:
        """Store a failure marker; ``transient`` ones (a lost worker) are retried by any re-run."""
        marker = {"point": key, "seed": seed, "params": params, "error_type": error_type,
                  "message": message, "transient": transient, "finished": time.time(), **extra}
        write_atomic(self._failed(key), canonical_json(marker).encode())

    def log(self, event: str, **fields: Any) -> None:
        append_line(self.log_path, {"t": round(time.time(), 3), "event": event, **fields})

    def read_log(self) -> list[dict[str, Any]]:
        return read_jsonl(self.log_path)

    # -- reading --------------------------------------------------------------------------------

    def read_table(self, key: str, table: str = "flows") -> pd.DataFrame | None:
        """A table of a done point (None if the point did not record it, e.g. an unmonitored
        time series); raises ``CorruptResult`` unless the point is done and its files hold."""
        import pyarrow.parquet as pq

        status, data = self._check(key)
        if status.state is not State.DONE:
            raise CorruptResult(f"point {key} is {status.state.value}: {status.detail}")
        if table not in data:
            return None
        try:
            return pq.read_table(io.BytesIO(data[table])).to_pandas()
        except Exception as e:  # noqa: BLE001 - any read failure means the file cannot be trusted
            name = self._parquet(key, table).name
            raise CorruptResult(f"point {key}: {name} cannot be read: {e}") from e
