"""`ccsim reproduce`: run a paper's experiment by id and show the paper beside ccsim."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

__all__ = ["register"]


def reproduce(
    experiment: Annotated[str | None, typer.Argument(help="Experiment id (see --list), or 'all'.")] = None,
    list_: Annotated[bool, typer.Option("--list", help="List the experiments.")] = False,
    quick: Annotated[bool, typer.Option("--quick", help="Fewer seeds, shorter runs.")] = False,
    seeds: Annotated[int | None, typer.Option(min=1, help="Seeds per point.")] = None,
    jobs: Annotated[int | None, typer.Option(min=1, help="Parallel processes (default: all cores).")] = None,
    out: Annotated[Path, typer.Option(help="Where runs and report pages go.")] = Path("runs/reproduce"),
) -> None:
    """Reproduce a paper's table or figure and print it beside the paper's numbers."""
    from ccsim.experiments import REGISTRY, get
    from ccsim.experiments.report import render, write_page

    console = Console()
    if list_ or experiment is None:
        t = Table(title="Experiments")
        for col in ("id", "paper", "source", "title"):
            t.add_column(col)
        for e in REGISTRY.values():
            t.add_row(e.id, e.paper.split(":")[0], e.source, e.title)
        console.print(t)
        return
    ids = list(REGISTRY) if experiment == "all" else [experiment]
    for i in ids:
        try:
            e = get(i)
        except KeyError as exc:
            console.print(f"[red]error:[/] {exc.args[0]}")
            raise typer.Exit(2) from None
        outcome = e.run(quick=quick, seeds=seeds, jobs=jobs, out=out)
        render(outcome, console)
        page = write_page(outcome, out / "pages")
        console.print(f"Report: {page}")


def register(app: typer.Typer) -> None:
    app.command("reproduce")(reproduce)
