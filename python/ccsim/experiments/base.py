"""What a reproducible experiment is, and how one is run.

An experiment holds a base scenario (the user-facing dict), the points that vary it (paths as in
sweeps), seeds, the paper's reported numbers, the choices made for parameters the paper leaves
unstated, an analysis of the collected sweep table and the paper's claim as a check. Runs go
through :mod:`ccsim.sweep`, so they are parallel, resumable and cached in the output directory.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from ccsim.stats import mean_ci  # re-exported: experiments' analyses import it from here

__all__ = ["Experiment", "Verdict", "Outcome", "STATUS_TEXT", "mean_ci"]


@dataclass(frozen=True)
class Verdict:
    """The claim's check: whether it holds in ccsim's runs, with the numbers behind it.

    ``untestable`` says why the runs cannot test the claim, when a premise it rests on (the
    paper's own account of its setup, e.g. which link is the bottleneck) is false in them; None
    when they can. Such a verdict confirms nothing and refutes nothing: it shows as "not testable
    here", and ``holds`` keeps what the letter of the check gave, said beside it."""

    claim: str
    holds: bool
    detail: str
    untestable: str | None = None

    @property
    def status(self) -> str:
        """``"holds"``, ``"fails"`` or ``"untestable"``: the key of :data:`STATUS_TEXT`."""
        return "untestable" if self.untestable else ("holds" if self.holds else "fails")

    def explained(self) -> str:
        """The verdict's numbers as shown; for an untestable claim, why first, then what the
        letter of the check gave on these runs."""
        if self.untestable is None:
            return self.detail
        return (f"{self.untestable}. The check's letter, on these runs: the claim "
                f"{STATUS_TEXT['holds' if self.holds else 'fails']}: {self.detail}")

    @classmethod
    def from_record(cls, record: Mapping[str, object]) -> Verdict:
        """The verdict a page's JSON records (``write_page``); pages written before verdicts
        could be untestable have no ``untestable`` key."""
        why = record.get("untestable")
        return cls(str(record.get("claim", "")), bool(record.get("holds")),
                   str(record.get("detail", "")), str(why) if why else None)


#: How each verdict status reads on pages, in the index and in ``ccsim reproduce --list``.
STATUS_TEXT = {"holds": "holds", "fails": "does not hold", "untestable": "not testable here"}


@dataclass
class Outcome:
    experiment: Experiment
    quick: bool
    seeds: int
    table: pd.DataFrame
    comparison: pd.DataFrame
    verdict: Verdict
    out: Path
    #: Every point came from the result store (nothing was simulated by this call).
    cached: bool = False


@dataclass
class Experiment:
    """One table or figure of a paper, reproducible by id."""

    id: str
    title: str
    paper: str
    source: str
    #: The user-facing scenario every point starts from.
    base: dict[str, Any]
    #: Points: each a dict of parameter path -> value (see ccsim.paths).
    points: Callable[[bool], list[dict[str, Any]]]
    #: Turns the collected sweep table (one row per point, seed and flow) into the comparison
    #: table: paper values beside ccsim's means and 95% confidence intervals.
    analyse: Callable[[pd.DataFrame], pd.DataFrame]
    #: The paper's claim, checked on the comparison table.
    check: Callable[[pd.DataFrame], Verdict]
    #: Parameters the paper leaves unstated and what we chose, shown in the report.
    choices: dict[str, str] = field(default_factory=dict)
    seeds: int = 5
    quick_seeds: int = 2
    #: Simulated duration in quick mode (the full duration is the base scenario's).
    quick_duration: str | None = None
    notes: str = ""
    #: Draws the figure in the paper's layout (paper values overlaid where it gives numbers);
    #: returns a matplotlib Figure. None for experiments that are tables only.
    plot: Callable[[Outcome], Any] | None = None
    #: A runner other than ccsim.run (a top-level function (scenario, seed) -> object with a
    #: ``flows`` DataFrame), for experiments that need per-run metrics from other tables (e.g.
    #: cwnd covariance, queue statistics) folded into the flow rows.
    runner: Callable[[Any, int], Any] | None = None
    #: A study of ccsim's own (docs/studies/) rather than a paper's table: no paper numbers.
    study: bool = False

    def scenario_for(self, quick: bool) -> dict[str, Any]:
        base = dict(self.base)
        if quick and self.quick_duration:
            base["duration"] = self.quick_duration
        return base

    def run(self, *, quick: bool = False, seeds: int | None = None, jobs: int | None = None,
            out: str | Path | None = None, progress: bool | None = None,
            backend: str = "local") -> Outcome:
        """Run (or resume) every point over the seeds, analyse, check the claim."""
        from ccsim.sweep import sweep

        n = seeds or (self.quick_seeds if quick else self.seeds)
        directory = Path(out or Path("runs") / "reproduce") / (self.id + ("-quick" if quick else ""))
        store = directory / "sweep"
        before = _stored_files(store)
        # The analyses select rows by the values their points wrote ("2Mbps"): as_written.
        table = sweep(self.scenario_for(quick), points=self.points(quick), seeds=n,
                      out=store, backend=backend, jobs=jobs, progress=progress,
                      name=self.id, runner=self.runner, params="as_written")
        comparison = self.analyse(table)
        cached = bool(before) and _stored_files(store) == before
        return Outcome(self, quick, n, table, comparison, self.check(comparison), directory, cached)


def _stored_files(store: Path) -> set[str]:
    """Result files in a sweep store (the plan file aside), to tell a cache hit from a run."""
    if not store.exists():
        return set()
    return {str(p.relative_to(store)) for p in store.rglob("*")
            if p.is_file() and p.suffix in (".parquet", ".json") and p.name != "sweep.json"}
