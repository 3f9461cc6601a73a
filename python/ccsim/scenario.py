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

import json
import os
import tomllib
from pathlib import Path
from typing import Annotated, Any

import tomli_w
from pydantic import Field, ValidationError, model_validator

from ccsim.atomic import write_atomic
from ccsim.errors import ScenarioError, fail, from_validation_error
from ccsim.lowering import Lowered, find_problems, lower
from ccsim.paths import apply_params
from ccsim.schema.base import PositiveDuration, Spec
from ccsim.schema.flows import Flow
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
            raise from_validation_error(exc, data) from None

    @classmethod
    def model_validate(cls, obj: Any, *args: Any, **kwargs: Any) -> Scenario:
        """Validate a dict (as read from TOML/JSON); raises :class:`ccsim.ScenarioError`."""
        try:
            return super().model_validate(obj, *args, **kwargs)
        except ValidationError as exc:
            raise from_validation_error(exc, obj) from None

    @model_validator(mode="after")
    def _whole(self) -> Scenario:
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
