"""``ccsim bench --against ns2`` (and ``--htsim``): a benchmark in ccsim and in another simulator,
alternately, each run a fresh process timed the same way (issue 10, items 2 and 4).

Why alternate (ccsim, other, ccsim, other, ...): on a shared machine the load drifts, and
interleaving spreads the drift over both simulators instead of biasing whichever ran last. The
table shows medians over the repetitions and the ratio of the medians.

What is timed, per repetition, in three fresh processes:

- ccsim's **process**: ``ccsim run FILE --format json`` on the benchmark's scenario file, as a
  user runs it, from the interpreter's start to its exit (imports, validation, the run, the
  summary printed); compared with the other simulator's whole process, this is the like-for-like
  ratio. Its peak memory is that process's.
- ccsim's **call**: a second ``ccsim.run`` call in an interpreter that has made one tiny run
  (``ccsim.bench.measure``: validation, lowering, building the network and the run; the result
  tables are built on first use, after the timer). Its setup (validation, lowering, building) is
  ``meta["setup_s"]``, so "simulations" compares the two simulations alone: this call's wall
  less its setup against ns-2's wall less what came before simulated time 0.
- the other simulator's **process** (for ns-2 that includes reading the Tcl script and
  computing its routes, told apart as "setup" from the script's own ``clock milliseconds``).

Peak memory is each process's whole resident peak (``wait4``'s ``ru_maxrss``); the memory the
call's run added is shown beside ccsim's.

Delivered packets of both are shown with their relative difference: a check that the two
scripts simulate the same network, not a validation (``ccsim validate ns2`` is that).
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
from functools import partial
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ccsim.bench import FLOWS, BenchResult, run_in_subprocess, scenario, timed_process

__all__ = ["ExternalRun", "Comparison", "NS2_DEFAULT", "NS2_COST", "ns2_engine", "ns2_run",
           "ccsim_process", "compare", "compare_ns2"]

#: What ``--against ns2`` runs when no benchmark is named: those that finish in seconds.
NS2_DEFAULT = ("B1", "B2")
#: What each benchmark costs ns-2 on one core (ns-2.35, measured on a loaded 2-core machine;
#: full length, ``--quick`` a tenth of the simulation but the same set-up).
NS2_COST = {
    "B1": "~2 s, 23 MB",
    "B2": "~5 s, 48 MB",
    "B3": "~1 min and 0.7 GB, nearly all of it computing routes for 2,002 nodes before "
          "simulating (--quick too)",
    "B4": "not feasible: ns-2's all-pairs routes for 20,002 nodes (~100x B3's time and memory)",
    "B5": "not feasible (200,002 nodes)",
}


@dataclass(frozen=True)
class ExternalRun:
    """One run of the other simulator."""

    wall_s: float
    peak_mb: float
    #: Of the wall, what came before simulated time 0 (NaN when the output does not tell).
    setup_s: float = float("nan")
    #: Data packets delivered in order to the receivers (NaN when the output does not tell).
    delivered: float = float("nan")

    @property
    def run_s(self) -> float:
        """Of the wall, what came after setup (NaN when the setup is not known)."""
        return self.wall_s - self.setup_s


@dataclass
class Comparison:
    """One benchmark run ``reps`` times in each simulator."""

    name: str
    against: str
    flows: int
    ccsim: list[BenchResult] = field(default_factory=list)
    other: list[ExternalRun] = field(default_factory=list)
    #: ``ccsim run`` processes (``ccsim_process``), one per repetition.
    process: list[ExternalRun] = field(default_factory=list)

    @property
    def ccsim_wall_s(self) -> float:
        return statistics.median(r.wall_s for r in self.ccsim)

    @property
    def other_wall_s(self) -> float:
        return statistics.median(r.wall_s for r in self.other)

    @property
    def process_wall_s(self) -> float:
        return statistics.median(r.wall_s for r in self.process)

    @property
    def process_ratio(self) -> float:
        """Other simulator's process / ccsim's ``ccsim run`` process (medians): like for like."""
        return self.other_wall_s / self.process_wall_s if self.process_wall_s > 0 else float("nan")

    @property
    def ratio(self) -> float:
        """Other simulator's process / ccsim's warm ``ccsim.run`` call (medians); leaves
        ccsim's start-up out, so not a like-for-like figure (``process_ratio`` is)."""
        return self.other_wall_s / self.ccsim_wall_s if self.ccsim_wall_s > 0 else float("nan")

    @property
    def run_ratio(self) -> float:
        """The same ratio without either simulator's setup (medians of wall - setup)."""
        other = statistics.median(r.run_s for r in self.other)
        ccsim = statistics.median(r.run_s for r in self.ccsim)
        return other / ccsim if ccsim > 0 else float("nan")

    @property
    def ccsim_peak_mb(self) -> float:
        """The ``ccsim run`` process's peak (the call's harness also loads pandas)."""
        return max(r.peak_mb for r in self.process)

    @property
    def ccsim_added_mb(self) -> float:
        return max(r.rss_added_mb for r in self.ccsim)

    @property
    def other_peak_mb(self) -> float:
        return max(r.peak_mb for r in self.other)

    @property
    def other_setup_s(self) -> float:
        return statistics.median(r.setup_s for r in self.other)

    @property
    def ccsim_delivered(self) -> int:
        return self.ccsim[0].delivered

    @property
    def other_delivered(self) -> float:
        return statistics.median(r.delivered for r in self.other)

    @property
    def delivered_diff(self) -> float:
        """(other - ccsim) / ccsim delivered packets."""
        c = self.ccsim_delivered
        return (self.other_delivered - c) / c if c else float("nan")

    def row(self) -> dict[str, Any]:
        """Every figure, for ``--json``."""
        return {
            "name": self.name, "against": self.against, "flows": self.flows,
            "reps": len(self.ccsim), "ccsim_process_s": self.process_wall_s,
            "ccsim_wall_s": self.ccsim_wall_s, "other_wall_s": self.other_wall_s,
            "process_ratio": self.process_ratio, "ratio": self.ratio, "run_ratio": self.run_ratio,
            "ccsim_peak_mb": self.ccsim_peak_mb, "ccsim_added_mb": self.ccsim_added_mb,
            "other_peak_mb": self.other_peak_mb, "other_setup_s": self.other_setup_s,
            "ccsim_delivered": self.ccsim_delivered, "other_delivered": self.other_delivered,
            "delivered_diff": self.delivered_diff,
            "ccsim_runs": [r.row() for r in self.ccsim],
            "ccsim_processes": [asdict(r) for r in self.process],
            "other_runs": [asdict(r) for r in self.other],
        }


def compare(name: str, against: str, flows: int, reps: int,
            run_ccsim: Callable[[], BenchResult], run_other: Callable[[], ExternalRun],
            run_process: Callable[[], ExternalRun],
            step: Callable[[str], None] | None = None) -> Comparison:
    """Run ``run_process``, ``run_ccsim`` and ``run_other`` in turn, ``reps`` times each."""
    result = Comparison(name, against, flows)
    for rep in range(reps):
        for label, run_one, into in (("ccsim run", run_process, result.process),
                                     ("ccsim call", run_ccsim, result.ccsim),
                                     (against, run_other, result.other)):
            if step is not None:
                step(f"{name} {label} {rep + 1}/{reps}")
            into.append(run_one())  # type: ignore[arg-type]
    return result


def ccsim_process(data: dict[str, Any], timeout: float | None = None) -> ExternalRun:
    """``ccsim run`` on ``data`` written to a scenario file, as a user runs it, measured as a
    whole process (the summary goes to a pipe as JSON)."""
    with tempfile.TemporaryDirectory(prefix="ccsim-bench-run-") as tmp:
        path = Path(tmp) / "bench.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        proc = timed_process([sys.executable, "-m", "ccsim", "run", str(path), "--format",
                              "json", "--no-progress"], cwd=tmp, timeout=timeout)
    if proc.returncode != 0:
        raise RuntimeError(f"ccsim run exited {proc.returncode}:\n{proc.stderr[-3000:]}")
    return ExternalRun(wall_s=proc.wall_s, peak_mb=proc.peak_mb)


# -- ns-2 ----------------------------------------------------------------------------------------

def ns2_engine(name: str, quick: bool) -> dict[str, Any]:
    """The lowered scenario of benchmark ``name`` at the seed ``ccsim.run`` uses for it, so
    that ns-2 gets the same start times."""
    from ccsim.scenario import Scenario

    return Scenario.model_validate(scenario(name, quick)).lower().engine


def ns2_run(engine: dict[str, Any], ns: str, timeout: float | None = None) -> ExternalRun:
    """Run ``engine`` once in ns-2 (``ns``) without queue monitors and measure it."""
    from ccsim.validation.ns2 import Ns2Failed
    from ccsim.validation.tcl import ns2_script

    script = ns2_script(engine, 0, monitor_queues=False, wall_clock=True)
    with tempfile.TemporaryDirectory(prefix="ccsim-bench-ns2-") as tmp:
        (Path(tmp) / "bench.tcl").write_text(script.text, encoding="utf-8")
        proc = timed_process([ns, "bench.tcl"], cwd=tmp, timeout=timeout)
    flow_bytes: dict[int, float] = {}
    clock: dict[str, int] = {}
    for line in proc.stdout.splitlines():
        w = line.split()
        if len(w) >= 7 and w[0] == "FLOW":
            flow_bytes[int(w[1])] = float(w[6])  # the sink's bytes_
        elif len(w) == 3 and w[0] == "CLOCK":
            clock[w[1]] = int(w[2])
    if proc.returncode != 0 or len(flow_bytes) != len(engine["flows"]):
        raise Ns2Failed(f"ns exited {proc.returncode}:\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    delivered = sum(b / (f["transport"]["mss_bytes"] + f["transport"]["header_bytes"])
                    for b, f in ((flow_bytes[i], f) for i, f in enumerate(engine["flows"])))
    run_s = (clock["end"] - clock["run"]) / 1000 if {"run", "end"} <= clock.keys() else None
    return ExternalRun(wall_s=proc.wall_s, peak_mb=proc.peak_mb,
                       setup_s=proc.wall_s - run_s if run_s is not None else float("nan"),
                       delivered=delivered)


def compare_ns2(names: list[str], reps: int, quick: bool, ns: str,
                step: Callable[[str], None] | None = None) -> list[Comparison]:
    """Every benchmark of ``names`` in ccsim and ns-2, alternately, ``reps`` times each."""
    out = []
    for name in names:
        engine = ns2_engine(name, quick)
        out.append(compare(name, "ns-2", FLOWS[name], reps,
                           partial(run_in_subprocess, name, quick), partial(ns2_run, engine, ns),
                           partial(ccsim_process, scenario(name, quick)), step))
    return out
