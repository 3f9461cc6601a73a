"""The scenario: what a researcher writes (TOML, JSON or Python) to describe one simulation.

A scenario names a topology (``dumbbell``, ``parking_lot`` or ``graph``), the flows over it,
``[defaults.tcp]`` shared by every TCP flow, optional monitors and a run budget. Values carry
units (``"4Mbps"``, ``"100ms"``, ``"25pkt"``, ``"500B"``). Validation is complete before any run:
every problem is reported at once as ``path: message`` in a :class:`ccsim.ScenarioError`.
``docs/scenario-reference.md`` lists every field, its unit and default.

Example (seed 000 Table III, "mixed")::

    name = "two flows, 60 and 80 ms, one randomized"
    duration = "1000s"
    [topology]
    kind = "dumbbell"
    bottleneck = { bandwidth = "2Mbps", delay = "10ms", queue = { kind = "droptail", limit = "25pkt" } }
    [defaults.tcp]
    mss = "500B"
    [[flows]]
    name = "short"
    rtt = "60ms"
    tcp.schedule = { kind = "randomized", interval = 1.0 }
    [[flows]]
    name = "long"
    rtt = "80ms"
"""

from __future__ import annotations

import copy
import json
import os
import tomllib
from contextvars import ContextVar
from pathlib import Path
from typing import Annotated, Any

import tomli_w
from pydantic import Field, ValidationError, model_validator

from ccsim.atomic import write_atomic
from ccsim.errors import ScenarioError, fail, from_validation_error
from ccsim.lowering import Lowered, find_problems, lower
from ccsim.paths import PathError, apply_params, format_path, parse_path
from ccsim.schema.base import PositiveDuration, Spec
from ccsim.schema.flows import MAX_FLOWS, Flow
from ccsim.schema.monitors import Budget, Monitors
from ccsim.schema.tcp import TcpOptions
from ccsim.schema.topologies import Topology

__all__ = ["Scenario", "Defaults"]


class Defaults(Spec):
    """Settings applied to every flow unless the flow overrides them field by field."""

    tcp: TcpOptions = Field(default_factory=TcpOptions)


class Scenario(Spec):
    """A complete scenario. Build it with :meth:`load`, :meth:`model_validate` or keywords;
    each raises :class:`ccsim.ScenarioError` listing every problem."""

    name: str = "scenario"
    description: str = ""
    duration: PositiveDuration
    seed: Annotated[int, Field(ge=0, lt=2**64)] = 0
    topology: Topology
    defaults: Defaults = Field(default_factory=Defaults)
    flows: Annotated[list[Flow], Field(min_length=1)]
    monitors: Monitors = Field(default_factory=Monitors)
    budget: Budget = Field(default_factory=Budget)

    def __init__(self, /, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as exc:
            raise _every_problem(type(self), from_validation_error(exc, data), data) from None

    @classmethod
    def model_validate(cls, obj: Any, *args: Any, **kwargs: Any) -> Scenario:
        """Validate a dict (as read from TOML/JSON); raises :class:`ccsim.ScenarioError`."""
        try:
            return super().model_validate(obj, *args, **kwargs)
        except ValidationError as exc:
            raise _every_problem(cls, from_validation_error(exc, obj), obj) from None

    @model_validator(mode="after")
    def _whole(self) -> Scenario:
        total = sum(f.count for f in self.flows)
        if total > MAX_FLOWS:
            fail([("flows", f"{total:,} flows in all (the counts added up); at most "
                            f"{MAX_FLOWS:,} per scenario")])
        if _RETRYING.get():  # _every_problem runs these checks itself on a pruned copy
            return self
        problems = find_problems(self)
        if problems:
            fail(problems)
        return self

    # -- files -------------------------------------------------------------------------------

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Scenario:
        """Read a ``.toml`` or ``.json`` scenario file."""
        p = Path(path)
        try:
            data = _read(p)
            return cls.model_validate(data)
        except ScenarioError as exc:
            exc.source = str(p)
            raise

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the scenario as ``.toml`` or ``.json`` (by extension), atomically. Only the
        fields that were set are written, in canonical units; loading gives an equal model."""
        p = Path(path)
        data = self.to_dict()
        if p.suffix == ".toml":
            text = tomli_w.dumps(data)
        elif p.suffix == ".json":
            text = json.dumps(data, indent=2) + "\n"
        else:
            raise ValueError(f'"{p}": scenario files end in .toml or .json')
        write_atomic(p, text)

    def to_dict(self) -> dict[str, Any]:
        """Plain data (units as text), the form files hold."""
        return self.model_dump(mode="json", by_alias=True, exclude_unset=True, exclude_none=True)

    # -- derived scenarios ----------------------------------------------------------------------

    def with_seed(self, seed: int) -> Scenario:
        """The same scenario with another seed."""
        return self.with_changes({"seed": seed})

    def with_changes(self, changes: dict[str, Any]) -> Scenario:
        """A validated copy with values replaced by parameter paths (:mod:`ccsim.paths`, as in
        sweeps), e.g. ``{"topology.bottleneck.bandwidth": "2Mbps", "flows[*].tcp.schedule":
        "paced"}`` (``[*]`` means every element of a list, ``[-1]`` the last). Missing tables are
        created; a path that does not fit raises :class:`ccsim.paths.PathError`."""
        return type(self).model_validate(apply_params(self.to_dict(), changes))

    # -- engine ------------------------------------------------------------------------------

    def lower(self, seed: int | None = None) -> Lowered:
        """The engine scenario plus the per-flow and per-link names results need."""
        return lower(self, seed)

    def to_engine(self, seed: int | None = None) -> dict[str, Any]:
        """The engine's JSON scenario (``crates/ccsim-engine/src/scenario.rs``) as a dict."""
        return lower(self, seed).engine


#: Set while :func:`_every_problem` re-validates, so that the retry does not retry again.
_RETRYING: ContextVar[bool] = ContextVar("ccsim_scenario_retrying", default=False)


def _related(a: str, b: str) -> bool:
    """Whether one path is the other or lies inside it (``flows[0]`` and ``flows[0].rtt``)."""
    return a == b or any(x.startswith(y) and x[len(y)] in ".[" for x, y in ((a, b), (b, a))
                         if len(x) > len(y))


def _remove(data: Any, path: str) -> bool:
    """Delete the value at ``path`` from nested dicts (not from lists: indices would shift)."""
    try:
        steps = parse_path(path)
    except PathError:
        return False
    node = data
    for step in steps[:-1]:
        if isinstance(step, int) and isinstance(node, list) and -len(node) <= step < len(node):
            node = node[step]
        elif isinstance(step, str) and isinstance(node, dict) and step in node:
            node = node[step]
        else:
            return False
    if isinstance(node, dict) and steps[-1] in node:
        del node[steps[-1]]
        return True
    return False


def _parent(path: str) -> str:
    """``flows[0].tcp.recovery`` -> ``flows[0].tcp``; ``flows[0]`` -> ``flows`` ("" at the top)."""
    steps = parse_path(path)
    return format_path(steps[:-1]) if len(steps) > 1 else ""


def _every_problem(cls: type[Scenario], err: ScenarioError, data: Any) -> ScenarioError:
    """Add the problems only the whole scenario shows (lowering: an RTT below the path's delay,
    a monitor naming no link) to the field problems, so that one run lists them all.

    Those checks need a valid model, so they run on a copy with the invalid values left out
    (defaults in their place; a table whose contents stay invalid is left out whole); problems
    at or inside a left-out place are not repeated."""
    if _RETRYING.get() or not isinstance(data, dict):
        return err
    pruned, removed, problems = copy.deepcopy(data), [], err.problems
    token = _RETRYING.set(True)  # while set, validation checks fields only (see _whole)
    try:
        for _ in range(8):
            paths = [path for path, _ in problems if path]
            gone = [path for path in paths if _remove(pruned, path)]
            if not gone:
                gone = [up for up in {_parent(path) for path in paths} if up and _remove(pruned, up)]
            if not gone:
                return err
            removed += gone
            try:
                model = cls.model_validate(pruned)
                break
            except ScenarioError as again:
                problems = again.problems
        else:
            return err
        extra = [(path, msg) for path, msg in find_problems(model)
                 if (path, msg) not in err.problems and not any(_related(path, r) for r in removed)]
    except PathError:
        return err
    finally:
        _RETRYING.reset(token)
    return ScenarioError(err.problems + extra, source=err.source) if extra else err


def _read(p: Path) -> Any:
    if p.suffix not in (".toml", ".json"):
        raise ScenarioError(f"{p}: scenario files end in .toml or .json")
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise ScenarioError(f"{p}: cannot read the file ({exc.strerror})") from None
    if p.suffix == ".toml":
        try:
            return tomllib.loads(raw.decode("utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise ScenarioError(f"{p}: not valid TOML: {exc}") from None
    try:
        return json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{p}: not valid JSON: {exc}") from None
