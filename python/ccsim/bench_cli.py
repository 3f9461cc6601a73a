"""What ``ccsim bench`` does once its options are read: choose the benchmarks, run them (alone,
as the scale series, or against ns-2 or htsim) and print a table or JSON.

Kept apart from cli.py so that the command's options stay a short declaration there and this
module (with rich's tables and the benchmark modules) is imported only when ``bench`` runs.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.table import Table

from ccsim.bench import (BENCHMARKS, FLOWS, SCALE_DURATION_S, SCALE_FLOWS, TARGETS, BenchResult,
                         run_in_subprocess, scale_names, scenario)

__all__ = ["BenchError", "AGAINST", "HTSIM_DEFAULT", "select", "bench"]

#: Simulators ``--against`` knows.
AGAINST = ("ns2",)
#: What ``--htsim`` runs when no benchmark is named (their flow counts: 50, 100, 1000).
HTSIM_DEFAULT = ("B1", "B2", "B3")


class BenchError(Exception):
    """A usage error (``code`` 2) or a failed run (``code`` 1), with the message to print."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


def select(names: list[str], only: str | None, default: tuple[str, ...]) -> list[str]:
    """The benchmarks named (positionally or by ``--only B1,B2``), else ``default``; an unknown
    name is a usage error that lists the known ones."""
    given = [n.strip().upper() for n in names]
    if only is not None:
        given += [n.strip().upper() for n in only.split(",") if n.strip()]
    if only is not None and not given:
        raise BenchError(f"unknown benchmark (none); known: {', '.join(BENCHMARKS)}", 2)
    unknown = [n for n in given if n not in BENCHMARKS]
    if unknown:
        raise BenchError(f"unknown benchmark {', '.join(unknown)}; known: "
                         f"{', '.join(BENCHMARKS)}", 2)
    return list(dict.fromkeys(given)) or list(default)


#: Runs of each simulator per benchmark in a comparison when ``--reps`` is not given.
COMPARE_REPS = 3


def bench(names: list[str], only: str | None, quick: bool, as_json: bool, scale: bool,
          against: str | None, reps: int | None, htsim: str | None, out: Console,
          err: Console) -> list[dict[str, Any]]:
    """The whole ``ccsim bench`` command: prints the tables (or the JSON) and returns the rows
    (raises :class:`BenchError`). ``reps``: runs of each benchmark, None for the default (one
    alone or in the scale series, ``COMPARE_REPS`` in a comparison)."""
    if against is not None and against.lower() not in AGAINST:
        raise BenchError(f"unknown simulator {against!r} for --against; allowed: "
                         f"{', '.join(AGAINST)}", 2)
    if scale and (names or only or against or htsim):
        raise BenchError("--scale runs its own series (10 to 100,000 flows): name no "
                         "benchmark and no --against/--htsim with it", 2)
    if htsim is not None:
        from ccsim.bench_htsim import check_binary

        problem = check_binary(htsim)
        if problem:
            raise BenchError(problem, 2)
    if reps is not None and reps < 1:
        raise BenchError(f"--reps {reps}: give 1 or more runs", 2)
    rows: list[dict[str, Any]] = []
    if scale:
        figures = _run_all(scale_names(), quick, err, reps or 1)
        rows += [r.row() for r in figures]
        if not as_json:
            _print_scale(out, figures, quick)
    if against is not None:
        rows += _against_ns2(select(names, only, _ns2_default()), reps or COMPARE_REPS, quick,
                             as_json, out, err)
    if htsim is not None:
        rows += _against_htsim(htsim, select(names, only, HTSIM_DEFAULT), reps or COMPARE_REPS,
                               as_json, out, err)
    if not (scale or against or htsim):
        figures = _run_all(select(names, only, tuple(BENCHMARKS)), quick, err, reps or 1)
        rows += [r.row() for r in figures]
        if not as_json:
            _print_plain(out, figures, quick)
    if as_json:
        sys.stdout.write(json.dumps(rows, indent=2) + "\n")
    return rows


# -- running with a progress bar -----------------------------------------------------------------

@contextmanager
def _progress(err: Console, total: int) -> Iterator[Callable[[str], None]]:
    """A bar on stderr (when it is a terminal); yields ``step(description)``."""
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                               TimeElapsedColumn)

    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=err, transient=True,
                  disable=not err.is_terminal) as bar:
        task = bar.add_task("bench", total=total)
        first = [True]

        def step(description: str) -> None:
            if not first[0]:
                bar.advance(task)
            first[0] = False
            bar.update(task, description=description)

        yield step


@dataclass(frozen=True)
class Best:
    """A benchmark run ``reps`` times: the figures of its fastest run (the least disturbed by
    the rest of the machine, ``timeit``'s convention) and the wall of every run, in order."""

    figures: BenchResult
    walls: tuple[float, ...]

    def row(self) -> dict[str, Any]:
        return {**self.figures.row(), "walls": list(self.walls)}


def _run_all(names: list[str], quick: bool, err: Console, reps: int) -> list[Best]:
    """Run each benchmark ``reps`` times, each in a fresh process, in rounds (B1 B2 B1 B2 ...)
    so that a slow spell of the machine touches every benchmark alike."""
    runs: dict[str, list[BenchResult]] = {name: [] for name in names}
    with _progress(err, reps * len(names)) as step:
        for r in range(reps):
            for name in names:
                step(f"{name}: {BENCHMARKS.get(name, scenario(name, quick)['name'])}"
                     f"{' (quick)' if quick else ''}"
                     + (f", run {r + 1} of {reps}" if reps > 1 else ""))
                try:
                    runs[name].append(run_in_subprocess(name, quick))
                except RuntimeError as exc:
                    raise BenchError(str(exc), 1) from None
    return [Best(min(done, key=lambda f: f.wall_s), tuple(f.wall_s for f in done))
            for done in runs.values()]


# -- plain and scale tables ----------------------------------------------------------------------

def _reps(results: list[Best]) -> int:
    return len(results[0].walls) if results else 1


def _title(base: str, results: list[Best], quick: bool) -> str:
    reps = _reps(results)
    return (base + (" (quick)" if quick else "")
            + (f": the fastest of {reps} runs each, in rounds" if reps > 1 else ""))


def _wall_range(b: Best) -> str:
    return f"{min(b.walls):.3f}-{max(b.walls):.3f}"


def _print_plain(out: Console, results: list[Best], quick: bool) -> None:
    t = Table(title=_title("ccsim bench", results, quick), title_justify="left")
    several = _reps(results) > 1
    t.add_column("bench")
    for col in ("flows", "simulated s", "wall s", *(["wall range s"] if several else []),
                "of which setup s", "delivered pkt/s (wall)", "events/s (wall)",
                "peak RSS added MB", "KB/flow"):
        t.add_column(col, justify="right")
    t.add_column("target", no_wrap=True)
    for b in results:
        r = b.figures
        t.add_row(r.name, f"{r.flows:,}", f"{r.sim_s:g}", f"{r.wall_s:.3f}",
                  *([_wall_range(b)] if several else []), f"{r.setup_s:.3f}",
                  f"{r.pkts_per_s / 1e6:.2f} M", f"{r.events_per_s / 1e6:.2f} M",
                  f"{r.rss_added_mb:.1f}", f"{r.kb_per_flow:.1f}", TARGETS[r.name])
    out.print(t)
    first = results[0].figures
    out.print(f"baseline RSS (interpreter + libraries): {first.rss_base_mb:.0f} MB; "
              f"engine build: {first.engine_build}")


def _print_scale(out: Console, results: list[Best], quick: bool) -> None:
    duration = SCALE_DURATION_S / (10 if quick else 1)
    t = Table(title=_title(f"ccsim bench --scale: 10 Mbps of bottleneck per flow, {duration:g} s "
                           f"simulated each", results, quick), title_justify="left")
    several = _reps(results) > 1
    for col in ("flows", "wall s", *(["wall range s"] if several else []),
                "of which setup s", "run s", "delivered pkts", "ns/pkt (wall)", "ns/pkt (run)",
                "peak RSS added MB", "KB/flow"):
        t.add_column(col, justify="right")
    figures = [b.figures for b in results]
    for b, r in zip(results, figures):
        t.add_row(f"{r.flows:,}", f"{r.wall_s:.3f}", *([_wall_range(b)] if several else []),
                  f"{r.setup_s:.3f}", f"{r.run_s:.3f}",
                  f"{r.delivered:,}", f"{r.ns_per_pkt:.0f}",
                  f"{r.run_s * 1e9 / r.delivered:.0f}" if r.delivered else "-",
                  f"{r.rss_added_mb:.1f}", f"{r.kb_per_flow:.1f}")
    out.print(t)
    big = [r for r in figures if r.flows >= 1000]
    wall = _loglog_slope([(r.flows, r.wall_s) for r in big])
    run = _loglog_slope([(r.flows, r.run_s) for r in big])
    if not math.isnan(wall):
        out.print(f"from 1,000 flows up, wall time grows as flows^{wall:.2f} and the run alone "
                  f"as flows^{run:.2f} (1.00 = linear). Setup: validating and lowering the "
                  f"scenario, building the engine's network; run: the simulation and the "
                  f"result tables.")
    if figures:
        out.print(f"engine build: {figures[0].engine_build}")


def _loglog_slope(points: list[tuple[float, float]]) -> float:
    """Least-squares slope of log(y) against log(x); NaN with fewer than two points."""
    pts = [(math.log(x), math.log(y)) for x, y in points if x > 0 and y > 0]
    if len(pts) < 2:
        return float("nan")
    mx = statistics.fmean(x for x, _ in pts)
    my = statistics.fmean(y for _, y in pts)
    sxx = sum((x - mx) ** 2 for x, _ in pts)
    return sum((x - mx) * (y - my) for x, y in pts) / sxx if sxx else float("nan")


# -- comparisons ---------------------------------------------------------------------------------

def _ns2_default() -> tuple[str, ...]:
    from ccsim.bench_compare import NS2_DEFAULT

    return NS2_DEFAULT


def _against_ns2(names: list[str], reps: int, quick: bool, as_json: bool, out: Console,
                 err: Console) -> list[dict[str, Any]]:
    from ccsim.bench_compare import NS2_COST, compare_ns2
    from ccsim.validation.ns2 import Ns2Failed, ns_binary

    infeasible = [n for n in names if FLOWS[n] > 1000]
    if infeasible:
        raise BenchError(f"--against ns2: {', '.join(infeasible)} cannot run in ns-2 "
                         f"({NS2_COST[infeasible[0]]}); it runs B1, B2 and B3", 2)
    ns = ns_binary()
    if ns is None:
        raise BenchError("--against ns2 needs ns-2's `ns` command: apt-get install ns2 "
                         "(or set CCSIM_NS to its path)", 1)
    with _progress(err, 3 * reps * len(names)) as step:
        try:
            rows = compare_ns2(names, reps, quick, ns, step)
        except (RuntimeError, Ns2Failed) as exc:
            raise BenchError(str(exc), 1) from None
    if not as_json:
        _print_comparison(out, rows, "ns-2", quick, setup=True)
        out.print("ns-2 process: the whole ns process; its setup is what came before simulated "
                  "time 0 (reading the script, computing routes) and after it (exit). "
                  "'simulations': the ratio of what is left of ns-2's process and of the "
                  "ccsim.run call once each one's setup (ccsim: validation, lowering, building "
                  "the network) is taken out. ns-2 runs without queue monitors.")
    return [c.row() for c in rows]


def _against_htsim(binary: str, names: list[str], reps: int, as_json: bool, out: Console,
                   err: Console) -> list[dict[str, Any]]:
    from ccsim.bench_htsim import compare_htsim

    flows = [(n, FLOWS[n]) for n in names]
    with _progress(err, 3 * reps * len(flows)) as step:
        try:
            rows = compare_htsim(binary, flows, reps, step)
        except RuntimeError as exc:
            raise BenchError(str(exc), 1) from None
    if not as_json:
        _print_comparison(out, rows, "htsim", False, setup=False)
        out.print("htsim's dumbbell (main_dumbell_tcp: 10 Gbps, 9000-byte packets, 20 us, "
                  "5 s, -qs 100) beside the ccsim scenario built to match it "
                  "(ccsim.bench_htsim); the flow counts are the named benchmarks'. htsim "
                  "process: its whole process (a C++ program starts in about a millisecond), "
                  "so 'htsim / call' sets htsim's start against none of ccsim's.")
    return [c.row() for c in rows]


def _print_comparison(out: Console, rows: list[Any], other: str, quick: bool,
                      setup: bool) -> None:
    reps = len(rows[0].ccsim) if rows else 0
    t = Table(title=f"ccsim bench against {other}" + (" (quick)" if quick else "")
              + f": medians of {reps} alternating runs each", title_justify="left")
    t.add_column("bench")
    cols = ["flows", "ccsim run process s", "ccsim.run call s", f"{other} process s"]
    cols += ["of which setup s"] if setup else []
    cols += [f"{other} / ccsim processes"]
    cols += ["simulations" if setup else f"{other} / call"]
    cols += ["ccsim peak MB (added)", f"{other} peak MB",
             "ccsim delivered", f"{other} delivered", "difference"]
    for col in cols:
        t.add_column(col, justify="right")
    for c in rows:
        cells = [c.name, f"{c.flows:,}", f"{c.process_wall_s:.3f}", f"{c.ccsim_wall_s:.3f}",
                 f"{c.other_wall_s:.3f}"]
        cells += [f"{c.other_setup_s:.3f}"] if setup else []
        cells += [f"{c.process_ratio:.1f}x", f"{c.run_ratio if setup else c.ratio:.1f}x"]
        cells += [f"{c.ccsim_peak_mb:.0f} ({c.ccsim_added_mb:.0f})",
                  f"{c.other_peak_mb:.0f}", f"{c.ccsim_delivered:,}",
                  "-" if math.isnan(c.other_delivered) else f"{c.other_delivered:,.0f}",
                  "-" if math.isnan(c.delivered_diff) else f"{c.delivered_diff:+.2%}"]
        t.add_row(*cells)
    out.print(t)
    if rows:
        out.print("ccsim run process: `ccsim run FILE --format json` from start to exit, as a "
                  "user runs it (interpreter, imports, validation, the run, the summary). "
                  "ccsim.run call: a second call in a warm interpreter (validation, lowering, "
                  "building the network, the run; no imports, no interpreter start). Peak MB: "
                  "each process's whole resident peak (ru_maxrss); ccsim's is the ccsim run "
                  "process's, (added) what the call's run added. "
                  f"Engine build: {rows[0].ccsim[0].engine_build}.")
