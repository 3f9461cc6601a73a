"""Run one scenario in the engine and collect its results.

The engine advances in steps of 1% of the simulated duration (``Simulation.run_until`` releases
the GIL), so a progress bar can follow a long run and Ctrl-C is seen between steps; as results
are read only at the end, the steps do not stop the engine from handing packets to endpoints
ahead of the clock (``Simulation.set_ahead_horizon``). The bar
appears only for runs that last more than about a second, on a terminal, and never with
``progress=False``. After the run every packet must be accounted for (sent = delivered +
dropped + in flight, DESIGN.md "Accounted"); otherwise :class:`ccsim.ConservationError`.
"""

from __future__ import annotations

import json
import numbers
import os
import time
import warnings
from types import ModuleType, TracebackType
from typing import TYPE_CHECKING, Any

from ccsim.errors import ConservationError, EngineMissing, ScenarioError, from_engine

if TYPE_CHECKING:  # imported when first needed: ``import ccsim`` binds run() without them
    from ccsim.results import Results
    from ccsim.scenario import Scenario

__all__ = ["run", "as_scenario", "engine", "engine_json"]

#: Seconds a run may take before the automatic progress bar appears.
PROGRESS_AFTER_S = 1.0
#: Number of ``run_until`` steps per run.
STEPS = 100
#: Flows and links from which ``engine_json`` writes with orjson.
ORJSON_FROM = 10_000


def engine() -> ModuleType:
    """The compiled engine module, or a clear error saying how to build it."""
    try:
        from ccsim import _core
    except ImportError as exc:
        raise EngineMissing(
            "the ccsim engine (ccsim._core) is not built; run `bash scripts/bootstrap.sh` "
            f"(underlying error: {exc})"
        ) from exc
    return _core


def as_scenario(scenario: Scenario | str | os.PathLike[str] | dict[str, Any]) -> Scenario:
    """Accept a Scenario, a path to a .toml/.json file, or a dict of scenario data."""
    from ccsim.scenario import Scenario

    if isinstance(scenario, Scenario):
        return scenario
    if isinstance(scenario, dict):
        return Scenario.model_validate(scenario)
    return Scenario.load(scenario)


class _Progress:
    """A rich progress bar over simulated time, shown lazily (see the module docstring)."""

    def __init__(self, mode: bool | None, duration_ns: int, label: str) -> None:
        self.mode, self.duration_ns, self.label = mode, duration_ns, label
        self.bar: Any = None
        self.task: Any = None
        self.t0 = time.perf_counter()

    def __enter__(self) -> _Progress:
        if self.mode is True:
            self._start()
        return self

    def _start(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

        console = Console(stderr=True)
        if not console.is_terminal:
            # Off a terminal nothing is drawn, even when forced on (progress=True, --progress):
            # a transient rich bar would still leave a blank line in the log.
            self.mode = False
            return
        self.bar = Progress(
            TextColumn("[bold]{task.description}"), BarColumn(),
            TextColumn("{task.fields[sim]} simulated"), TimeElapsedColumn(),
            console=console, transient=True,
        )
        self.bar.start()
        self.task = self.bar.add_task(self.label, total=self.duration_ns, sim="0s")

    def update(self, now_ns: int) -> None:
        if self.bar is None and self.mode is None and (
            time.perf_counter() - self.t0 > PROGRESS_AFTER_S
        ):
            self._start()
        if self.bar is not None:
            self.bar.update(self.task, completed=now_ns, sim=f"{now_ns / 1e9:.1f}s")

    def __exit__(
        self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self.bar is not None:
            self.bar.stop()


def engine_json(data: dict[str, Any], fast: bool | None = None) -> str:
    """The engine's scenario as JSON text: exactly what ``json.dumps`` gives the engine to parse.

    Large scenarios (``fast``, by default from ``ORJSON_FROM`` flows and links on) are written
    by orjson, about 15x faster (100,000 flows: 0.2 s instead of 3 s); importing it costs about
    20 ms, more than ``json`` takes on smaller ones. orjson writes the same numbers but refuses
    integers beyond 64 bits and writes NaN and infinities as ``null``; the lowered scenario has
    no ``null`` of its own, so either case goes through ``json`` and the engine names the
    offending field as before."""
    if fast is None:
        fast = len(data.get("flows", ())) + len(data.get("links", ())) >= ORJSON_FROM
    if fast:
        import orjson

        try:
            text = orjson.dumps(data)
        except orjson.JSONEncodeError:  # an integer beyond 64 bits
            return json.dumps(data)
        if b"null" not in text:  # else NaN or an infinity, written as null
            return text.decode()
    return json.dumps(data)


def _warn_idle_flows(lowered: Any, name: str) -> None:
    """Warn of flows that cannot send during the run: starting after its end, or stopping
    before they start (valid on their own, but most likely a slip; they show NaN rates), and of
    flows starting at its very end: the run takes in the events at its last instant, so such a
    flow sends what it sends at once there (its first window), counted, with no time to run."""
    end = lowered.engine["duration_ns"]
    rows = list(zip(lowered.flows, lowered.engine["flows"]))
    idle = [row.name for row, f in rows if f.get("start_ns", 0) > end
            or (f.get("stop_ns") is not None and f["stop_ns"] <= f.get("start_ns", 0))]
    last = [row.name for row, f in rows if f.get("start_ns", 0) == end and row.name not in idle]
    for names, what in ((idle, "nothing: starting after the end of the run ({end} s), or "
                                "stopping before the start"),
                        (last, "only its first packets: starting at the run's last instant "
                               "({end} s), where the run ends after that instant's events")):
        if names:
            shown = ", ".join(names[:5]) + (f" and {len(names) - 5} more" if len(names) > 5
                                            else "")
            flows, verb = ("flows", "send") if len(names) > 1 else ("flow", "sends")
            warnings.warn(f"{name}: {flows} {shown} {verb} {what.format(end=f'{end / 1e9:g}')}",
                          stacklevel=3)


def run(
    scenario: Scenario | str | os.PathLike[str] | dict[str, Any],
    seed: int | None = None,
    progress: bool | None = None,
) -> Results:
    """Simulate ``scenario`` (a Scenario, a file path or a dict) and return its tables.

    ``seed`` overrides the scenario's seed. ``progress``: None shows a bar for runs longer
    than a second on a terminal, True always, False never. Raises :class:`ccsim.ScenarioError`
    for a scenario the engine refuses (e.g. no route between a flow's nodes) and
    :class:`ccsim.BudgetExceeded` when the scenario's budget runs out.
    """
    from ccsim.results import Results
    from ccsim.scenario import Scenario

    if not isinstance(scenario, (Scenario, dict, str, os.PathLike)):
        from ccsim.errors import shorten

        got = shorten(repr(scenario))
        if scenario is not None:
            got += f" ({type(scenario).__name__})"
        raise TypeError(f"run() takes a Scenario, a dict of scenario data or the path of a .toml "
                        f"or .json scenario file; got {got}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, numbers.Integral)
                             or not 0 <= seed < 2**64):
        raise ScenarioError([("seed", f"{seed!r} must be a whole number from 0 to 2^64 - 1")])
    t_setup = time.perf_counter()
    sc = as_scenario(scenario)
    lowered = sc.lower(seed)
    _warn_idle_flows(lowered, sc.name)
    core = engine()
    try:
        sim = core.Simulation(engine_json(lowered.engine))
    except core.ScenarioError as exc:
        raise from_engine(str(exc)) from exc
    t0 = time.perf_counter()
    duration = int(sim.duration_ns)
    # Nothing reads results before the end, so the steps need not stop the engine's shortcuts
    # (endpoints handed packets ahead of the clock): a run of 0.5 s has steps of 5 ms, shorter
    # than the time between a link accepting a packet and its arrival.
    sim.set_ahead_horizon(duration)
    step = max(1, -(-duration // STEPS))
    with _Progress(progress, duration, sc.name) as bar:
        target = 0
        while True:
            target = min(target + step, duration)
            done = sim.run_until(target)
            bar.update(int(sim.now_ns))
            if done or target >= duration:
                break
    wall = time.perf_counter() - t0
    errors = list(sim.conservation_errors())
    if errors:
        raise ConservationError("packets unaccounted for:\n" + "\n".join(errors))
    results = Results.from_engine(sim.results(), lowered, sc, wall_s=wall)
    results.meta["setup_s"] = t0 - t_setup
    if results.meta.get("trace_truncated"):
        warnings.warn(f"{sc.name}: the packet trace stopped at monitors.trace.max_events "
                      f"({results.row_count('trace')} rows); raise it for the whole run", stacklevel=2)
    return results
