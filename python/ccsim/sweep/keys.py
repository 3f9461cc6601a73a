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
from typing import Any

__all__ = ["canonical_json", "ccsim_version", "point_key"]


def canonical_json(obj: Any) -> str:
    """JSON with sorted keys and no whitespace: equal data gives equal text, hence equal hashes."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@lru_cache(maxsize=1)
def ccsim_version() -> str:
    """The package version plus the engine's own version when the engine reports one.

    The package may run from a source tree that is not installed (no distribution metadata), and
    the engine may be a development build; both are folded in so that a rebuilt engine that bumps
    its version invalidates cached points.
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
    return package if engine is None or engine == package else f"{package}+engine.{engine}"


def point_key(scenario: Any, seed: int, version: str) -> str:
    """Hex SHA-256 of the canonical JSON of (scenario, seed, version); 32 hex digits are kept."""
    text = canonical_json({"scenario": scenario, "seed": seed, "ccsim": version})
    return hashlib.sha256(text.encode()).hexdigest()[:32]
