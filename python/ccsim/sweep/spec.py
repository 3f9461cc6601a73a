"""The sweep spec: a base scenario, the parameters to vary, and the seeds.

One model serves both doors: a TOML file (``ccsim sweep run SPEC.toml``) and the Python API
(``ccsim.sweep.sweep(base, grid, seeds=...)``), so both accept exactly the same sweeps.

```toml
base = "dumbbell.toml"          # a scenario file, relative to this spec; or an inline [base] table
seeds = 5                       # seeds 0..4; or an explicit list such as [1, 7, 42]

[grid]                          # every combination of these values
"topology.bottleneck.bandwidth" = ["1Mbps", "2Mbps"]
"flows[*].tcp.schedule.kind" = ["randomized"]  # one value: a fixed change at every point
"flows[*].tcp.schedule.interval" = [0, 0.5, 1]

[[points]]                      # and/or explicit points; with a grid, each point is crossed with it
"flows[0].rtt" = "60ms"
```
"""

from __future__ import annotations

import json
import numbers
import os
import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ccsim.paths import PathError, parse_path
from ccsim.units import describe

__all__ = ["SweepError", "SweepSpec", "load_scenario_dict"]


class SweepError(ValueError):
    """A sweep spec or store is unusable (a bad path, a missing base file, a foreign directory)."""


def load_scenario_dict(path: str | Path) -> dict[str, Any]:
    """Read a scenario file into its user-facing dict (TOML or JSON), without validating it.

    Sweeps set their parameters on this dict; validation happens per point, afterwards.
    """
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as e:
        raise SweepError(f"base scenario {str(p)!r}: {e.strerror or e}") from e
    try:
        if p.suffix.lower() == ".json":
            data = json.loads(raw)
        else:
            data = tomllib.loads(raw.decode())
    except (ValueError, UnicodeDecodeError) as e:
        raise SweepError(f"base scenario {str(p)!r} is not valid {p.suffix or 'TOML'}: {e}") from e
    if not isinstance(data, dict):
        raise SweepError(f"base scenario {str(p)!r} must hold a table, not {type(data).__name__}")
    return data


def _flatten(grid: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """Turn nested TOML tables (``[grid.topology.bottleneck]``) into dotted paths."""
    out: dict[str, Any] = {}
    for key, value in grid.items():
        path = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            out.update(_flatten(value, path))
        else:
            out[path] = value
    return out


class SweepSpec(BaseModel):
    """What to run: ``base`` with each combination of ``grid`` (times ``points``), per seed."""

    model_config = ConfigDict(extra="forbid")

    name: str | None = None
    base: dict[str, Any] | str = Field(
        description="the base scenario: a user-facing scenario dict, or a path to a TOML/JSON file"
    )
    grid: dict[str, list[Any]] = Field(default_factory=dict)
    points: list[dict[str, Any]] = Field(default_factory=list)
    seeds: int | list[int] = 1

    @model_validator(mode="before")
    @classmethod
    def _flatten_grid(cls, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("grid"), dict):
            data = {**data, "grid": _flatten(data["grid"])}
        return data

    @field_validator("grid")
    @classmethod
    def _check_grid(cls, grid: dict[str, list[Any]]) -> dict[str, list[Any]]:
        for path, values in grid.items():
            _check_path(path)
            if not values:
                raise ValueError(f"{path!r} has no values, so the sweep would be empty")
        return grid

    @field_validator("points")
    @classmethod
    def _check_points(cls, points: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for point in points:
            for path in point:
                _check_path(path)
        return points

    @field_validator("base", mode="before")
    @classmethod
    def _check_base(cls, base: Any) -> Any:
        """One message for a base of the wrong type (the union's would name its members)."""
        if isinstance(base, os.PathLike):
            return os.fspath(base)
        if isinstance(base, (str, dict)):
            return base
        raise ValueError(f"{describe(base)} is neither a scenario file name nor a table")

    @field_validator("seeds", mode="before")
    @classmethod
    def _check_seeds_type(cls, seeds: Any) -> Any:
        """One message for seeds that are neither a count nor a list of whole numbers (the
        union's errors would name its members: ``seeds.list[int][0]``)."""
        def whole(v: Any) -> bool:
            return isinstance(v, numbers.Integral) and not isinstance(v, bool)

        if whole(seeds) or (isinstance(seeds, (list, tuple)) and all(whole(s) for s in seeds)):
            return seeds
        raise ValueError(f"{describe(seeds)} is neither a count nor a list of whole numbers")

    @field_validator("seeds")
    @classmethod
    def _check_seeds(cls, seeds: int | list[int]) -> int | list[int]:
        if isinstance(seeds, int) and seeds < 1:
            raise ValueError(f"{seeds} is not a count >= 1; give one, or a list of seeds")
        if isinstance(seeds, list):
            if not seeds:
                raise ValueError("[] is empty; give at least one seed")
            if len(set(seeds)) != len(seeds):
                raise ValueError(f"{seeds}: a seed appears twice")
            if any(s < 0 for s in seeds):
                raise ValueError(f"{seeds}: seeds must be >= 0")
        return seeds

    @classmethod
    def load(cls, path: str | Path) -> SweepSpec:
        """Read a spec from TOML; a relative ``base`` path is taken relative to the spec file."""
        p = Path(path)
        try:
            data = tomllib.loads(p.read_text())
        except OSError as e:
            raise SweepError(f"sweep spec {str(p)!r}: {e.strerror or e}") from e
        except tomllib.TOMLDecodeError as e:
            raise SweepError(f"sweep spec {str(p)!r} is not valid TOML: {e}") from e
        if isinstance(data.get("base"), str) and not Path(data["base"]).is_absolute():
            data["base"] = str(p.parent / data["base"])
        return cls.checked(data, f"sweep spec {str(p)!r}")

    @classmethod
    def checked(cls, data: dict[str, Any], source: str = "the sweep spec") -> SweepSpec:
        """Validate ``data``, or raise one SweepError with a ``path: message`` line per problem,
        worded as scenario errors are (:mod:`ccsim.errors`), not pydantic's report."""
        from pydantic import ValidationError

        from ccsim.errors import did_you_mean, problems_from

        try:
            return cls.model_validate(data)
        except ValidationError as e:
            problems = problems_from(e.errors(include_url=False), data)
        fields = list(cls.model_fields)
        lines = []
        for path, message in problems:
            if message == "unknown field":  # a top-level key: name the near miss and the fields
                message += f"{did_you_mean(path, fields)} (fields: {', '.join(fields)})"
            lines.append(f"  {path}: {message}" if path else f"  {message}")
        raise SweepError(f"{source} is not valid:\n" + "\n".join(lines))

    def seed_list(self) -> list[int]:
        """The seeds in run order: ``seeds = n`` means 0, 1, ..., n-1."""
        return list(range(self.seeds)) if isinstance(self.seeds, int) else list(self.seeds)

    def base_dict(self) -> dict[str, Any]:
        """The base scenario as a user-facing dict (a file is read now, not at spec creation)."""
        return load_scenario_dict(self.base) if isinstance(self.base, str) else self.base

    def param_names(self) -> list[str]:
        """Swept paths in column order: explicit points' paths first, then the grid's."""
        names: dict[str, None] = {}
        for point in self.points:
            names.update(dict.fromkeys(point))
        names.update(dict.fromkeys(self.grid))
        return list(names)


def _check_path(path: str) -> None:
    try:
        steps = parse_path(path)
    except PathError as e:
        raise ValueError(str(e)) from None
    if list(steps) == ["seed"]:  # each point runs with the sweep's seed, which overrides it
        raise ValueError("'seed' is not a parameter: give the seeds as `seeds` (a count or a "
                         "list), which each point runs with in place of the scenario's seed")
