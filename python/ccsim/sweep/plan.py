"""Expanding a spec into points: (parameter values, seed) -> scenario dict -> validated -> key.

Validation happens here, in the driving process, before anything is dispatched: it is cheap, it
gives each point its content key (the hash of the *validated* scenario, so "1Mbps" and
"1000kbps" are one point, together with what the Python lowering makes of it for that seed: the
engine JSON and the name tables, so that a change in the lowering is a new point, not a stale
hit), and a point that fails validation is recorded as failed without occupying a worker.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from ccsim.sweep.keys import point_key
from ccsim.paths import PathError, apply_params
from ccsim.sweep.spec import SweepError, SweepSpec

__all__ = ["Point", "expand", "describe", "validate_scenario", "lowered_identity"]


@dataclass(frozen=True)
class Point:
    """One simulation to run: a scenario (user-facing dict) and a seed, with its key."""

    key: str
    seed: int
    params: dict[str, Any]
    scenario: dict[str, Any] = field(repr=False)
    error_type: str | None = None  # set when the scenario fails validation
    error: str | None = None  # the validation message, naming the field


def validate_scenario(scenario: dict[str, Any]) -> Any:
    """Validate a user-facing scenario dict with the front's model (``ccsim.scenario.Scenario``)."""
    from ccsim.scenario import Scenario

    return Scenario.model_validate(scenario)


def lowered_identity(scenario: Any, seed: int) -> dict[str, Any]:
    """What the engine is handed for ``scenario`` (validated) and ``seed``, plus the name tables
    the results are built from: the part of a point's key that the Python lowering decides."""
    lowered = scenario.lower(seed)
    return {"engine": lowered.engine,
            "flows": [f._asdict() for f in lowered.flows],
            "links": [link._asdict() for link in lowered.links]}


def _combinations(spec: SweepSpec) -> list[dict[str, Any]]:
    grid_paths = list(spec.grid)
    grid = [dict(zip(grid_paths, values)) for values in itertools.product(*spec.grid.values())]
    outer = spec.points or [{}]
    return [{**p, **g} for p in outer for g in grid]


def expand(spec: SweepSpec, version: str) -> list[Point]:
    """All points of the spec in run order: combinations (first grid path slowest), then seeds.

    A path that does not fit the base scenario is a mistake in the spec and raises ``SweepError``
    at once; a value the scenario model rejects makes an invalid point, recorded as failed. If
    the model rejects every combination, the mistake is the spec's (a misspelt path such as
    ``flows[0].rttt``, a base that is invalid by itself): ``SweepError`` at once, with the first
    problem, rather than a sweep of nothing but failures.
    """
    base = spec.base_dict()
    points: list[Point] = []
    for params in _combinations(spec):
        try:
            scenario = apply_params(base, params)
        except PathError as e:
            raise SweepError(str(e)) from None
        try:
            model = validate_scenario(scenario)
            canonical = model.model_dump(mode="json")
            error_type = error = None
        except Exception as e:  # noqa: BLE001 - a rejection fails this point, not the sweep
            model, canonical, error_type, error = None, {"invalid": scenario}, type(e).__name__, str(e)
        for seed in spec.seed_list():
            identity: dict[str, Any] = {"scenario": canonical}
            if model is not None:
                try:
                    identity["lowered"] = lowered_identity(model, seed)
                except Exception as e:  # noqa: BLE001 - the engine will say the same at run time
                    identity["lowered"] = {"error": f"{type(e).__name__}: {e}"}
            key = point_key(identity, seed, version)
            points.append(Point(key, seed, params, scenario, error_type, error))
    if points and all(p.error is not None for p in points):
        first = points[0]
        shown = ", ".join(f"{k} = {v!r}" for k, v in first.params.items()) or "the base scenario"
        raise SweepError(f"every point of the sweep is invalid, so nothing would run; at "
                         f"{shown}:\n{first.error}")
    return points


def describe(points: list[Point]) -> list[dict[str, Any]]:
    """The plan as JSON-able rows (what ``sweep.json`` keeps so status and collect need no spec)."""
    return [{"point": p.key, "seed": p.seed, "params": p.params} for p in points]
