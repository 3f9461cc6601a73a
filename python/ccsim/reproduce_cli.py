"""`ccsim reproduce`: run a paper's experiment by id and show the paper beside ccsim."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

__all__ = ["register"]


def reproduce(
    experiment: Annotated[str | None, typer.Argument(help="Experiment id (see --list), or 'all'.")] = None,
    list_: Annotated[bool, typer.Option("--list", help="List the experiments.")] = False,
    quick: Annotated[bool, typer.Option("--quick", help="Fewer seeds, shorter runs.")] = False,
    seeds: Annotated[int | None, typer.Option(min=1, help="Seeds per point.")] = None,
    jobs: Annotated[int | None, typer.Option(min=1, help="Parallel processes (default: all cores).")] = None,
    out: Annotated[Path, typer.Option(help="Where the runs go (resumable).")] = Path("runs/reproduce"),
    pages: Annotated[Path | None, typer.Option(help="Where report pages go (default OUT/pages).")] = None,
) -> None:
    """Reproduce a paper's table or figure and print it beside the paper's numbers."""
    import time

    from ccsim.experiments import REGISTRY, STUDIES, get
    from ccsim.experiments.report import NO_FIGURE, last_status, render, write_index, write_page
    from ccsim.optional import available

    console = Console()
    pages = pages or out / "pages"
    if list_ or experiment is None:
        status = last_status(pages)
        t = Table(title=f"Experiments (last run: {pages})")
        t.add_column("id", no_wrap=True)
        t.add_column("title")
        t.add_column("last run")
        for e in [*REGISTRY.values(), *STUDIES.values()]:
            st = status.get(e.id)
            last = "-" if st is None else ("claim holds" if st["holds"] else "claim does not hold")
            if st is not None:
                last += " (quick)" if st["quick"] else ""
            t.add_row(e.id, e.title, last)
        console.print(t)
        return
    ids = list(REGISTRY) if experiment == "all" else [experiment]
    if not available("matplotlib"):
        console.print(f"[yellow]note:[/] {escape(NO_FIGURE)}", soft_wrap=True)
    for i in ids:
        try:
            e = get(i)
        except KeyError as exc:
            console.print(f"[red]error:[/] {exc.args[0]}")
            raise typer.Exit(2) from None
        t0 = time.perf_counter()
        outcome = e.run(quick=quick, seeds=seeds, jobs=jobs, out=out)
        render(outcome, console)
        page = write_page(outcome, pages, wall_s=time.perf_counter() - t0)
        console.print(f"Report: {page}")
    if any(i in REGISTRY for i in ids):
        write_index(pages)  # the papers' index; a study's page stands alone


def report(
    pages: Annotated[Path, typer.Argument(help="Directory of report pages.")] = Path("runs/reproduce/pages"),
) -> None:
    """Write index.md and index.html of every experiment with its last verdict."""
    from ccsim.experiments.report import write_index

    md, page = write_index(pages)
    Console().print(f"Index: {md} and {page}")


def register(app: typer.Typer) -> None:
    app.command("reproduce")(reproduce)
    app.command("report")(report)
