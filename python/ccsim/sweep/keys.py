"""The identity of a sweep point: a hash of (canonical scenario and its lowered engine scenario,
seed, ccsim version; see ``ccsim.sweep.plan``).

The store is content-addressed by this key, so a finished point is found again by any later sweep
that asks for the same simulation (whatever grid produced it), and results computed by another
version of ccsim are never mistaken for current ones.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

__all__ = ["canonical_json", "ccsim_version", "point_key"]


def canonical_json(obj: Any) -> str:
    """JSON with sorted keys and no whitespace: equal data gives equal text, hence equal hashes."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _package_digest(root: Path | None = None) -> str:
    """12 hex digits of SHA-256 over the package's Python sources (relative path and bytes).

    The stored tables hold columns computed in Python (throughput, loss rate, utilization, the
    lowering of a scenario), so a change there must invalidate cached points as a rebuilt engine
    does; a development tree keeps one package version through many such changes.
    """
    root = root or Path(__file__).resolve().parent.parent
    h = hashlib.sha256()
    for f in sorted(root.rglob("*.py")):
        h.update(f.relative_to(root).as_posix().encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()[:12]


@lru_cache(maxsize=1)
def ccsim_version() -> str:
    """The package version, the engine's own version (its build digest) when it reports one, and
    a digest of the package's Python sources: ``0.1.0+engine.<its version>+py.<digest>``.

    The package may run from a source tree that is not installed (no distribution metadata), and
    the engine may be a development build; all are folded in so that a rebuilt engine or an
    edited Python module invalidates cached points.
    """
    try:
        from importlib.metadata import PackageNotFoundError, version

        try:
            package = version("ccsim")
        except PackageNotFoundError:
            package = "0+unknown"
    except ImportError:  # pragma: no cover - importlib.metadata is stdlib since 3.8
        package = "0+unknown"
    try:
        from ccsim import _core  # type: ignore[attr-defined]

        engine = str(_core.version())
    except (ImportError, AttributeError):
        engine = None
    local = [] if engine is None or engine == package else [f"engine.{engine}"]
    local.append(f"py.{_package_digest()}")
    return "+".join([package, *local])


def point_key(scenario: Any, seed: int, version: str) -> str:
    """Hex SHA-256 of the canonical JSON of (scenario, seed, version); 32 hex digits are kept."""
    text = canonical_json({"scenario": scenario, "seed": seed, "ccsim": version})
    return hashlib.sha256(text.encode()).hexdigest()[:32]
