"""`ccsim reproduce`: run a paper's experiment by id and show the paper beside ccsim."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

if TYPE_CHECKING:
    from concurrent.futures import Future

    from ccsim.experiments.base import Outcome
    from ccsim.experiments.report import Drawn

__all__ = ["register"]


def reproduce(
    experiment: Annotated[str | None, typer.Argument(help="Experiment id (see --list), or 'all'.")] = None,
    list_: Annotated[bool, typer.Option("--list", help="List the experiments.")] = False,
    quick: Annotated[bool, typer.Option("--quick", help="Fewer seeds, shorter runs.")] = False,
    seeds: Annotated[int | None, typer.Option(min=1, help="Seeds per point.")] = None,
    jobs: Annotated[int | None, typer.Option(min=1, help="Parallel processes (default: all cores).")] = None,
    out: Annotated[Path, typer.Option(help="Where the runs go (resumable).")] = Path("runs/reproduce"),
    pages: Annotated[Path | None, typer.Option(help="Where report pages go (default OUT/pages).")] = None,
    fmt: Annotated[str, typer.Option(
        "--format", help="table (fits the terminal) | csv | json | markdown: the paper beside "
                         "ccsim, and the verdict (csv: the comparison table only)")] = "table",
) -> None:
    """Reproduce a paper's table or figure and print it beside the paper's numbers."""
    import contextlib
    import json
    import os
    import sys
    import time
    from collections import deque

    from ccsim.cli import make_out_dir
    from ccsim.experiments import REGISTRY, STUDIES, get
    from ccsim.experiments.base import STATUS_TEXT, Verdict
    from ccsim.experiments.report import (NO_FIGURE, as_record, comparison_markdown, draw_figure,
                                          last_status, render, write_index, write_page)
    from ccsim.optional import available
    from ccsim.output import check_format, frame_text, terminal
    from ccsim.sweep.executors import local_pool

    try:
        fmt = check_format(fmt)
    except ValueError as exc:
        Console(stderr=True).print(f"[red]error:[/] {escape(str(exc))}")
        raise typer.Exit(2) from None
    console = terminal() if fmt == "table" else Console(stderr=True)
    pages = pages or out / "pages"
    if list_ and experiment is not None:
        Console(stderr=True).print(
            f"[red]error:[/] --list takes no experiment id (got {escape(repr(experiment))}); "
            f"`ccsim reproduce {escape(experiment)}` runs one", soft_wrap=True, highlight=False)
        raise typer.Exit(2)
    run_options = [name for name, given in (("--quick", quick), ("--seeds", seeds is not None),
                                            ("--jobs", jobs is not None)) if given]
    if experiment is None and run_options:
        Console(stderr=True).print(
            f"[red]error:[/] {', '.join(run_options)} need an experiment to run: give its id or "
            "'all' (`ccsim reproduce --list` lists them)", soft_wrap=True, highlight=False)
        raise typer.Exit(2)
    if list_ or experiment is None:
        status = last_status(pages)
        rows = []
        for e in [*REGISTRY.values(), *STUDIES.values()]:
            st = status.get(e.id)
            last = None if st is None else (
                f"claim {STATUS_TEXT[Verdict.from_record(st).status]}"
                + (" (quick)" if st["quick"] else ""))
            rows.append((e.id, e.title, last))
        if fmt != "table":  # for programs: on stdout, a run never made is empty / null
            import pandas as pd

            frame = pd.DataFrame(rows, columns=["id", "title", "last_run"])
            sys.stdout.write(frame_text(frame, fmt))
            return
        t = Table(title=f"Experiments (last run: {pages})")
        t.add_column("id", no_wrap=True)
        t.add_column("title")
        t.add_column("last run")
        for row in rows:
            t.add_row(row[0], row[1], row[2] or "-")
        console.print(t)
        return
    ids = list(REGISTRY) if experiment == "all" else [experiment]
    for i in ids:  # an unknown id is refused before any folder is made
        try:
            get(i)
        except KeyError as exc:
            message = _did_you_mean(str(exc.args[0]), i, [*REGISTRY, *STUDIES])
            Console(stderr=True).print(f"[red]error:[/] {escape(message)}", soft_wrap=True,
                                       highlight=False)
            raise typer.Exit(2) from None
    make_out_dir(out)  # both checked (and made) now, not found unusable after the run
    make_out_dir(pages, "--pages")
    if not available("matplotlib"):
        console.print(f"[yellow]note:[/] {escape(NO_FIGURE)}", soft_wrap=True)
    records = []
    # Drawing a figure is most of the serial time of `reproduce all` (about half a second each):
    # with several experiments and workers each figure is drawn in the sweep's worker pool
    # while the next experiment runs, and pages are written in order as their figures come back.
    workers = jobs or os.cpu_count() or 1
    pool = local_pool(workers) if len(ids) > 1 and workers > 1 and available("matplotlib") else None
    pending: deque[tuple[Outcome, float, Future[Drawn] | None]] = deque()

    def write_pages(wait: bool) -> None:
        """Write the pages of finished experiments, in order; all of them if ``wait``."""
        while pending and (wait or pending[0][2] is None or pending[0][2].done()):
            outcome, wall_s, drawing = pending.popleft()
            drawn = None if drawing is None else drawing.result()
            page = write_page(outcome, pages, wall_s=wall_s, drawn=drawn)
            console.print(f"Report: {page}", highlight=False)

    try:
        for i in ids:
            e = get(i)
            t0 = time.perf_counter()
            outcome = e.run(quick=quick, seeds=seeds, jobs=jobs, out=out)
            wall_s = time.perf_counter() - t0
            if fmt == "table":
                render(outcome, console)
            elif fmt == "json":
                records.append(as_record(outcome))
            elif fmt == "csv":
                sys.stdout.write(("" if len(ids) == 1 else f"# {e.id}\n")
                                 + frame_text(outcome.comparison, "csv"))
            else:
                sys.stdout.write(comparison_markdown(outcome) + "\n")
            drawing = pool.submit(draw_figure, outcome) if pool is not None and e.plot is not None else None
            pending.append((outcome, wall_s, drawing))
            write_pages(wait=False)
    except BaseException as exc:
        # Keep the pages of the experiments done before the failure (waiting for their figures
        # unless interrupted); a figure that failed to draw ends that, the failure going on.
        with contextlib.suppress(Exception):
            write_pages(wait=not isinstance(exc, KeyboardInterrupt))
        raise
    write_pages(wait=True)
    if fmt == "json":
        sys.stdout.write(json.dumps(records[0] if len(records) == 1 else records, indent=1,
                                    allow_nan=False) + "\n")
    if any(i in REGISTRY for i in ids):
        write_index(pages)  # the papers' index; a study's page stands alone


def _did_you_mean(message: str, given: str, ids: list[str]) -> str:
    """``message`` (``no experiment 'x'; known: a, b, ...``) with the ids closest to ``given``
    put before the list: ``...; did you mean "rtcp-table3-phase-2flows"? known: ...``. Ids are
    long, so a mistyped start of one (``rtcp-tabel3``) is also matched against each id's start."""
    import difflib

    def score(candidate: str) -> float:
        whole = difflib.SequenceMatcher(None, given, candidate).ratio()
        start = difflib.SequenceMatcher(None, given, candidate[:len(given)]).ratio()
        return max(whole, start if len(given) >= 4 else 0.0)

    scored = sorted(((score(c), c) for c in ids), key=lambda sc: (-sc[0], sc[1]))
    best = [c for sc, c in scored if sc >= 0.75 and sc >= scored[0][0] - 0.05][:3]
    if not best:
        best = difflib.get_close_matches(given, ids, n=3, cutoff=0.6)
    if not best:
        return message
    hint = " or ".join(f'"{c}"' for c in best)
    head, sep, known = message.partition("; known: ")
    return f"{head}; did you mean {hint}?" + (f" known: {known}" if sep else "")


def report(
    pages: Annotated[Path, typer.Argument(help="Directory of reproduction pages (what "
                                          "`ccsim reproduce --pages` writes).")] = Path("runs/reproduce/pages"),
    out: Annotated[Path | None, typer.Option(help="Where the HTML site goes (default: beside "
                                             "the pages, in PAGES).")] = None,
    doc: Annotated[list[Path] | None, typer.Option(
        help="Another Markdown document to include (repeatable); changes.md and a "
             "validation.md beside PAGES' directory are included when present.")] = None,
) -> None:
    """Build the browsable HTML site of the reproductions: every page rendered with its figure,
    the paper beside ccsim, verdicts coloured, navigation and search (open OUT/index.html)."""
    from ccsim.cli import make_out_dir
    from ccsim.experiments.report import last_status, write_index
    from ccsim.site import build_site

    console = Console()
    if not pages.is_dir():
        console.print(f"[red]error:[/] {escape(str(pages))}: no such directory of reproduction "
                      "pages (`ccsim reproduce ID --pages DIR` writes them)", soft_wrap=True)
        raise typer.Exit(2)
    if not last_status(pages):  # its index.md / index.html would be someone else's: kept
        console.print(f"[red]error:[/] {escape(str(pages))}: holds no reproduction pages (no "
                      "<id>.json verdict that `ccsim reproduce ID --pages DIR` writes); nothing "
                      "written", soft_wrap=True)
        raise typer.Exit(2)
    for d in doc or []:
        if not d.is_file():
            console.print(f"[red]error:[/] --doc {escape(str(d))}: no such file", soft_wrap=True)
            raise typer.Exit(2)
    if out is not None:
        make_out_dir(out)  # a file, or a folder it cannot make: exit 2 before writing anything
    write_index(pages, site=False)
    site = build_site(pages, out, docs=list(doc or []))
    console.print(f"{len(site.pages)} pages ({site.experiments} experiments"
                  f"{f', {len(site.missing)} not run' if site.missing else ''}) in "
                  f"{escape(str(site.out))}/; open {escape(str(site.index))}", highlight=False,
                  soft_wrap=True)


def register(app: typer.Typer) -> None:
    app.command("reproduce")(reproduce)
    app.command("report")(report)
