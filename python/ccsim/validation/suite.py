"""The differential suite: every case in both simulators, compared (``ccsim validate ns2``).

A statistical case runs ``replications`` times: replication r is ccsim with seed r + 1 and ns-2
on the same lowered scenario (same graph, same start times) with its generator at substream r.
Per replication and flow group the five flow metrics are summed over the group's flows; links
other than access links add their mean queue and drops. :func:`ccsim.validation.agreement.compare`
judges every row. A trace case runs once and must give identical bottleneck traces and the same
final cwnd and ssthresh.
"""

from __future__ import annotations

import math
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from ccsim.validation.agreement import Rule, compare
from ccsim.validation.cases import CASES, FULL_REPLICATIONS, QUICK_REPLICATIONS, Case, case
from ccsim.validation.ns2 import FLOW_METRICS, LINK_METRICS, ns_binary, run_both
from ccsim.validation.tcl import ns2_script
from ccsim.validation.traces import ccsim_events, compare_traces, ns2_events

__all__ = ["SuiteResult", "run_suite", "run_pooled", "trace_row", "case_scenario", "write_scripts",
           "ns2_version"]


@dataclass
class SuiteResult:
    #: One row per (case, group or link, metric): see :func:`ccsim.validation.agreement.compare`.
    stats: pd.DataFrame
    #: One row per trace case.
    traces: pd.DataFrame
    #: Every replication's values (case, what, metric, simulator, replication, value).
    samples: pd.DataFrame
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        stats_ok = self.stats.empty or bool(self.stats["agrees"].all())
        traces_ok = self.traces.empty or bool(self.traces["agrees"].all())
        return stats_ok and traces_ok


def case_scenario(c: Case, quick: bool) -> Any:
    """The case's scenario, shortened to its quick duration in the quick mode."""
    from ccsim import Scenario

    sc = Scenario.load(c.path)
    if quick and c.quick_duration:
        sc = sc.with_changes({"duration": c.quick_duration})
    return sc


def run_task(case_id: str, replication: int, quick: bool) -> dict[str, Any]:
    """One replication of one case (a top-level function: it runs in worker processes)."""
    c = case(case_id)
    sc = case_scenario(c, quick)
    if c.trace:
        return {"trace": trace_row(c, sc, c.tolerance_us)}
    o = run_both(sc, seed=replication + 1, replication=replication)
    lowered = o["lowered"]
    rows = []
    for simulator in ("ns2", "ccsim"):
        flows, links = o[simulator]
        per_group: dict[str, dict[str, float]] = {}
        for f in flows:
            group = lowered.flows[f["flow"]].group
            # A metric a flow lacks (a UDP flow's retransmits) gives its group no row.
            acc = per_group.setdefault(group, {})
            for m in FLOW_METRICS:
                if m in f:
                    acc[m] = acc.get(m, 0.0) + f[m]
        for group, acc in per_group.items():
            rows += [{"case": c.id, "what": f"flows {group}", "metric": m, "simulator": simulator,
                      "replication": replication, "value": v} for m, v in acc.items()]
        for link in links:
            name = lowered.links[link["link"]].name
            if name.startswith("access_"):
                continue
            rows += [{"case": c.id, "what": f"link {name}", "metric": m, "simulator": simulator,
                      "replication": replication, "value": link[m]}
                     for m in LINK_METRICS]
    return {"samples": rows}


def trace_row(c: Case, sc: Any, tolerance_us: int = 0) -> dict[str, Any]:
    """Run trace case ``c`` (its scenario ``sc``) in both simulators and compare their
    bottleneck traces (times within ``tolerance_us``: ``traces.compare_traces``): the row of
    the trace table (``identical``, ``first_difference``, ``agrees``, the final windows)."""
    lowered = sc.lower(1)
    bottleneck = next(i for i, row in enumerate(lowered.links) if row.name == "bottleneck")
    o = run_both(sc, seed=1, replication=0, trace_links=(bottleneck,))
    link = lowered.engine["links"][bottleneck]
    result = compare_traces(ns2_events(o["ns2_trace"], {(link["from"], link["to"]): bottleneck}),
                            ccsim_events(o["ccsim_trace"], lowered.engine["duration_ns"]),
                            tolerance_us)
    # The TCP flows' final windows (a UDP flow has none); ns-2 prints cwnd_ to six significant
    # digits.
    nf, cf = ([f for f in o[simulator][0] if "final_cwnd" in f] for simulator in ("ns2", "ccsim"))
    same_cwnd = len(nf) == len(cf) and all(
        math.isclose(a["final_cwnd"], b["final_cwnd"], rel_tol=1e-5) for a, b in zip(nf, cf))
    same_ssthresh = len(nf) == len(cf) and all(
        a["final_ssthresh"] == b["final_ssthresh"] for a, b in zip(nf, cf))

    def first(flows: list[dict[str, Any]], name: str) -> float:
        return float(flows[0][name]) if flows else math.nan

    return {"case": c.id, "mechanism": c.mechanism, **result,
            "ns2_final_cwnd": first(nf, "final_cwnd"), "ccsim_final_cwnd": first(cf, "final_cwnd"),
            "ns2_final_ssthresh": first(nf, "final_ssthresh"),
            "ccsim_final_ssthresh": first(cf, "final_ssthresh"),
            "agrees": result["identical"] and same_cwnd and same_ssthresh}


def ns2_version() -> str:
    """ns-2's version as its Tcl library reports it (e.g. "2.35"), or "" without ns-2."""
    ns = ns_binary()
    if ns is None:
        return ""
    with tempfile.TemporaryDirectory(prefix="ccsim-ns2-") as tmp:
        script = Path(tmp) / "version.tcl"
        script.write_text("puts [ns-version]\n", encoding="utf-8")
        proc = subprocess.run([ns, str(script)], capture_output=True, text=True, check=False)
    return proc.stdout.strip() if proc.returncode == 0 else ""


def run_pooled(fn: Callable[..., Any], tasks: Sequence[tuple[Any, ...]], jobs: int | None = None,
               on_done: Callable[[int, int], None] | None = None) -> list[Any]:
    """``fn(*task)`` for every task on the local process pool (``jobs`` workers, default all
    cores), the results in task order; ``on_done(done, total)`` after each (progress bars)."""
    from concurrent.futures import as_completed

    from ccsim.sweep.executors import open_backend

    results: dict[int, Any] = {}
    with open_backend("local", jobs) as backend:
        futures = {backend.executor.submit(fn, *task): i for i, task in enumerate(tasks)}
        for done, fut in enumerate(as_completed(futures), 1):
            results[futures[fut]] = fut.result()
            if on_done:
                on_done(done, len(tasks))
    return [results[i] for i in range(len(tasks))]


def run_suite(cases: Sequence[Case] = CASES, *, quick: bool = True,
              replications: int | None = None, jobs: int | None = None,
              rule: Rule = Rule(),
              on_done: Callable[[int, int], None] | None = None) -> SuiteResult:
    """Run ``cases`` (all by default) in both simulators and compare them. ``on_done(done,
    total)`` is called after each task (for progress bars)."""
    reps = replications or (QUICK_REPLICATIONS if quick else FULL_REPLICATIONS)
    tasks = [(c.id, r, quick) for c in cases for r in range(1 if c.trace else reps)]
    t0 = time.perf_counter()
    samples: list[dict[str, Any]] = []
    traces: list[dict[str, Any]] = []
    for out in run_pooled(run_task, tasks, jobs, on_done):
        samples += out.get("samples", [])
        if "trace" in out:
            traces.append(out["trace"])
    order = {c.id: i for i, c in enumerate(cases)}
    sample_frame = pd.DataFrame(samples, columns=["case", "what", "metric", "simulator",
                                                  "replication", "value"])
    sample_frame = sample_frame.sort_values(["case", "what", "metric", "simulator", "replication"],
                                            key=lambda s: s.map(order) if s.name == "case" else s,
                                            kind="stable").reset_index(drop=True)
    stats = compare(_without_idle_links(sample_frame), rule)
    trace_frame = pd.DataFrame(traces)
    if not trace_frame.empty:
        trace_frame = trace_frame.sort_values("case", key=lambda s: s.map(order)).reset_index(
            drop=True)
    meta = {"mode": "quick" if quick else "full", "replications": reps,
            "ns2": ns2_version(), "wall_s": time.perf_counter() - t0,
            "alpha": rule.alpha, "rel_tol": rule.rel_tol}
    return SuiteResult(stats, trace_frame, sample_frame, meta)


def _without_idle_links(samples: pd.DataFrame) -> pd.DataFrame:
    """Leave out links that neither simulator ever queued on or dropped at (ACK paths): rows of
    zeros agree trivially and a mean queue of 1e-4 packets has no meaningful relative error."""
    links = samples[samples["what"].str.startswith("link ")]
    peak = links.groupby(["case", "what"])["value"].max()
    idle = set(peak[peak < 0.01].index)
    keep = [(c, w) not in idle for c, w in zip(samples["case"], samples["what"])]
    # A boolean Series, not the bare list: an empty list would select no columns (a run of
    # trace cases alone has no samples).
    return samples[pd.Series(keep, index=samples.index, dtype=bool)].reset_index(drop=True)


def case_tcl(c: Case, replication: int = 0) -> str:
    """The ns-2 script of case ``c`` at its full duration for ``replication`` (ccsim seed
    ``replication + 1``); trace cases trace the bottleneck."""
    sc = case_scenario(c, quick=False)
    lowered = sc.lower(replication + 1)
    traced = tuple(i for i, row in enumerate(lowered.links) if c.trace and row.name == "bottleneck")
    return ns2_script(lowered.engine, replication, traced).text


def write_scripts(directory: str | Path, cases: Sequence[Case] = CASES) -> list[Path]:
    """Each case's ns-2 script (replication 0, full duration) beside a copy of its ccsim scenario
    file, for running by hand; the repository keeps them in ``tests/ns2/``."""
    out = Path(directory)
    if out.exists() and not out.is_dir():
        raise NotADirectoryError(f"{out}: exists and is not a directory")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for c in cases:
        path = out / f"{c.id}.tcl"
        path.write_text(case_tcl(c), encoding="utf-8")
        if (out / c.path.name).resolve() != c.path.resolve():
            shutil.copyfile(c.path, out / c.path.name)
        written.append(path)
    return written
