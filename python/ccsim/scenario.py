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
import operator
import os
import tomllib
from collections.abc import Iterable
from contextvars import ContextVar
from pathlib import Path
from typing import Annotated, Any, cast

import tomli_w
from pydantic import BaseModel, Field, PrivateAttr, ValidationError, model_validator

from ccsim.atomic import write_atomic
from ccsim.errors import ScenarioError, fail, from_validation_error
from ccsim.lowering import Lowered, find_problems, gc_paused, lower_checked
from ccsim.lowering import lower as lower_afresh
from ccsim.paths import PathError, apply_params, format_path, parse_path
from ccsim.schema.base import Int, RunDuration, Spec
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
    duration: RunDuration
    seed: Annotated[Int, Field(ge=0, lt=2**64)] = 0
    topology: Topology
    defaults: Defaults = Field(default_factory=Defaults)
    flows: Annotated[list[Flow], Field(min_length=1)]
    monitors: Monitors = Field(default_factory=Monitors)
    budget: Budget = Field(default_factory=Budget)

    #: The lowering validation made (see :class:`_Kept`).
    _kept: _Kept = PrivateAttr(default_factory=lambda: _Kept())

    def __init__(self, /, **data: Any) -> None:
        try:
            with gc_paused():
                super().__init__(**data)
        except ValidationError as exc:
            raise _every_problem(type(self), from_validation_error(exc, data), data) from None

    @classmethod
    def model_validate(cls, obj: Any, *args: Any, **kwargs: Any) -> Scenario:
        """Validate a dict (as read from TOML/JSON); raises :class:`ccsim.ScenarioError`."""
        token = _VALIDATING.set(True)
        try:
            with gc_paused():
                return super().model_validate(obj, *args, **kwargs)
        except ValidationError as exc:
            raise _every_problem(cls, from_validation_error(exc, obj), obj) from None
        finally:
            _VALIDATING.reset(token)

    @model_validator(mode="after")
    def _whole(self) -> Scenario:
        total = sum(f.count for f in self.flows)
        if total > MAX_FLOWS:
            fail([("flows", f"{total:,} flows in all (the counts added up); at most "
                            f"{MAX_FLOWS:,} per scenario")])
        if _RETRYING.get():  # _every_problem runs these checks itself on a pruned copy
            return self
        if _VALIDATING.get() and self._kept.made_for(self):
            # Checked already: model_validate runs this validator twice on the model it builds,
            # inside __init__ (which Scenario overrides) and after it.
            return self
        lowered, problems = lower_checked(self)
        if problems:
            fail(problems)
        self._kept = _Kept(self, lowered)
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
        return self.plain(exclude_unset=True)

    # -- derived scenarios ----------------------------------------------------------------------

    def with_seed(self, seed: int) -> Scenario:
        """The same scenario with another seed."""
        return self.with_changes({"seed": seed})

    def with_changes(self, changes: dict[str, Any]) -> Scenario:
        """A validated copy with values replaced by parameter paths (:mod:`ccsim.paths`, as in
        sweeps), e.g. ``{"topology.bottleneck.bandwidth": "2Mbps", "flows[*].tcp.schedule":
        "paced"}`` (``[*]`` means every element of a list, ``[-1]`` the last). Missing tables are
        created; a path that does not fit raises :class:`ccsim.paths.PathError`."""
        from collections.abc import Mapping

        if not isinstance(changes, Mapping):
            from ccsim.errors import shorten

            raise TypeError(f"with_changes() takes a dict of path -> value, such as "
                            f"{{\"duration\": \"10s\"}}; got {shorten(repr(changes))} "
                            f"({type(changes).__name__})")
        return type(self).model_validate(apply_params(self.to_dict(), changes))

    # -- engine ------------------------------------------------------------------------------

    def lower(self, seed: int | None = None) -> Lowered:
        """The engine scenario plus the per-flow and per-link names results need.

        Validation has lowered the scenario already (its checks need the lowered form); the
        first call with the scenario's own seed takes that result, if the scenario is unchanged
        since (see :class:`_Kept`), so that validating and running a scenario lowers it once."""
        return lower(self, seed)

    def to_engine(self, seed: int | None = None) -> dict[str, Any]:
        """The engine's JSON scenario (``crates/ccsim-engine/src/scenario.rs``) as a dict."""
        return self.lower(seed).engine


def lower(scenario: Scenario, seed: int | None = None) -> Lowered:
    """:meth:`Scenario.lower`: the lowering validation made, while it holds (:class:`_Kept`),
    else a fresh one."""
    kept = scenario._kept
    if kept.lowered is not None and kept.holds(scenario, scenario.seed if seed is None else seed):
        scenario._kept = _Kept()  # handed out once: the caller may change what it gets
        return kept.lowered
    return lower_afresh(scenario, seed)


class _Kept:
    """The lowering that validation made, kept on the model for the first :meth:`Scenario.lower`.

    It is handed out only while the model is, object for object, the one that was lowered:
    :func:`_parts` records every model and container in the scenario and what each held, and
    the record must match again. An assignment (``sc.seed = 2``, ``sc.flows[0].rtt = "50ms"``)
    replaces an object and an in-place change (``sc.flows.append(...)``) changes what a
    container holds; either way the scenario is lowered afresh. The record holds references to
    everything it lists, so none of those objects can be freed and its address reused by
    another. Invisible otherwise: two scenarios compare equal whatever they keep, and copies
    and pickles keep nothing."""

    __slots__ = ("lowered", "seed", "held", "sizes")

    def __init__(self, scenario: Scenario | None = None, lowered: Lowered | None = None) -> None:
        self.lowered = lowered
        self.seed = -1 if scenario is None else scenario.seed
        self.held, self.sizes = ([], []) if scenario is None else _parts(scenario)

    def made_for(self, scenario: Scenario) -> bool:
        """Whether this was made for ``scenario`` with its present fields (the objects directly
        in it; :meth:`holds` looks all the way down)."""
        if self.lowered is None or self.held[0] is not scenario:
            return False
        fields = list(scenario.__dict__.values())
        return (len(fields) == self.sizes[0]
                and all(map(operator.is_, fields, self.held[1:1 + len(fields)])))

    def holds(self, scenario: Scenario, seed: int) -> bool:
        """Whether this is the lowering of ``scenario`` as it is now, with ``seed``."""
        if self.lowered is None or seed != self.seed or self.held[0] is not scenario:
            return False
        held, sizes = _parts(scenario)
        return (sizes == self.sizes and len(held) == len(self.held)
                and all(map(operator.is_, held, self.held)))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Kept)

    __hash__ = None  # type: ignore[assignment]

    def __copy__(self) -> _Kept:
        return _Kept()

    def __deepcopy__(self, memo: dict[int, Any]) -> _Kept:
        return _Kept()

    def __reduce__(self) -> tuple[type[_Kept], tuple[()]]:
        return _Kept, ()


#: How :func:`_parts` treats a value of each type: 0 holds nothing, 1 a sequence or set, 2 a
#: dict, 3 a model (its fields). Types not listed are classified on first sight: a model, or a
#: value that does not change (the schema holds no other containers).
_KINDS: dict[type, int] = {int: 0, float: 0, str: 0, bool: 0, type(None): 0,
                           list: 1, tuple: 1, set: 1, frozenset: 1, dict: 2}


def _parts(root: object) -> tuple[list[object], list[int]]:
    """Everything ``root`` holds, all the way down, in a fixed order: each model and container
    met, followed by the objects in it; and the number of those per model or container."""
    held: list[object] = []
    sizes: list[int] = []
    kinds = _KINDS
    todo = [root]
    while todo:
        obj = todo.pop()
        kind = kinds.get(type(obj))
        if kind is None:
            kind = kinds[type(obj)] = 3 if isinstance(obj, BaseModel) else 0
        inside: list[Any]
        if kind == 3:
            inside = list(vars(obj).values())
        elif kind == 1:
            inside = list(cast("Iterable[Any]", obj))
        elif kind == 2:
            table = cast("dict[Any, Any]", obj)
            inside = [*table, *table.values()]
        else:
            continue
        held.append(obj)
        held += inside
        sizes.append(len(inside))
        todo += [v for v in inside if kinds.get(type(v)) != 0]
    return held, sizes


#: Set while :meth:`Scenario.model_validate` runs (see ``_whole``).
_VALIDATING: ContextVar[bool] = ContextVar("ccsim_scenario_validating", default=False)

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
        return json.loads(raw, object_pairs_hook=_no_duplicate_keys)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{p}: not valid JSON: {exc}") from None


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object, refusing a key given twice (JSON would keep the last silently; TOML, the
    other scenario format, refuses it too)."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ScenarioError(f'"{key}" is given twice in one object')
        out[key] = value
    return out
