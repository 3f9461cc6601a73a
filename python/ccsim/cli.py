"""The ``ccsim`` command line: ``run`` a scenario, ``bench`` the engine, and the sub-commands
other modules contribute (``models``, ``sweep``, ``reproduce``, ``validate``).

Exit codes: 0 success, 1 engine missing or internal failure, 2 bad scenario or usage,
3 budget exceeded.
"""

from __future__ import annotations

import importlib
import math
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
import typer.main
from typer.core import TyperGroup
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ccsim.output import Column, check_format, fit_table, frame_text, markdown_table, terminal
from ccsim.units import format_duration

from ccsim.errors import (
    BudgetExceeded,
    ConservationError,
    EngineError,
    EngineMissing,
    ScenarioError,
)

__all__ = ["app", "main"]

#: Sub-apps written elsewhere, mounted as ``ccsim NAME`` on first use: name -> (module, help).
#: Importing them all up front cost every command, ``ccsim run`` included, pandas and pyarrow
#: (the models' import took 0.4 s).
SUB_APPS: dict[str, tuple[str, str]] = {
    "models": ("ccsim.models.cli", "Analytical models of the papers (PFTK, GAIMD, ...)."),
    "sweep": ("ccsim.sweep_cli", "Parameter sweeps over a grid and seeds."),
    "validate": ("ccsim.validate_cli",
                 "Compare ccsim with another simulator on the same scenarios (ns2)."),
}


class _LazyGroup(TyperGroup):
    """The ``ccsim`` command group: lists the sub-apps of :data:`SUB_APPS` beside its own
    commands, and imports one only when it is looked up (invoked, or described by ``--help``
    and shell completion). A sub-app that fails to import is left out, as an optional part."""

    def list_commands(self, ctx: Any) -> list[str]:
        own = super().list_commands(ctx)
        return own + [n for n in SUB_APPS if n not in own]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        if cmd_name in SUB_APPS and cmd_name not in self.commands:
            module, help_text = SUB_APPS[cmd_name]
            try:
                sub = importlib.import_module(module).app
            except ImportError:
                return None
            mount = typer.Typer()  # mounted as add_typer would, then taken out as a click group
            mount.add_typer(sub, name=cmd_name, help=help_text)
            self.add_command(typer.main.get_group(mount).commands[cmd_name], cmd_name)
        return super().get_command(ctx, cmd_name)


app = typer.Typer(
    cls=_LazyGroup,
    name="ccsim",
    help="ccsim: a packet-level network simulator for congestion-control research.",
    no_args_is_help=True,
    add_completion=True,  # --install-completion / --show-completion for bash, zsh, fish, pwsh
    pretty_exceptions_enable=False,
)
err = Console(stderr=True)


def version_text() -> str:
    """``ccsim X (engine Y)``: the package version and the engine's, with its source digest.
    Nothing heavy is imported (``ccsim.sweep`` would load pandas: 0.3 s for one line)."""
    import ccsim

    try:
        from ccsim import _core

        engine = str(_core.version())
    except ImportError:
        engine = "not built"
    return f"ccsim {ccsim.__version__} (engine {engine}, Python {sys.version.split()[0]})"


def _version(value: bool) -> None:
    if value:
        typer.echo(version_text())
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[bool | None, typer.Option(
        "--version", help="Print ccsim's and its engine's versions and exit.",
        callback=_version, is_eager=True)] = None,
) -> None:
    """ccsim: a packet-level network simulator for congestion-control research."""

#: Above this many flows the run table shows one row per flow group instead of per flow.
MAX_FLOW_ROWS = 20


def _fail(message: str, code: int) -> typer.Exit:
    err.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    return typer.Exit(code)


def make_out_dir(path: Path, option: str = "--out", file: Path | None = None) -> None:
    """Create the directory an output option names, or fail (exit 2) before the run rather than
    after it. ``file``: the option names this file and ``path`` is its folder (created as
    ``ccsim run --out`` creates its directory). Shared by ``run``, ``sweep`` and ``reproduce``."""
    label = escape(f"{option} {path}:" if file is None else f"{option} {file}: {path}")
    if path.exists() and not path.is_dir():
        raise _fail(f"{label} exists and is not a directory", 2)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _fail(f"{label} cannot create the directory ({exc.strerror or exc})", 2) from None


def _ms(seconds: Any) -> str:
    v = float(seconds)
    return "-" if not math.isfinite(v) else f"{v * 1e3:.2f}"


def _nanmean(values: Any) -> float:
    """The mean of the numbers that are not NaN (NaN if none), as pandas' ``mean`` does."""
    import numpy as np

    kept = values[~np.isnan(values)]
    return float(kept.mean()) if kept.size else math.nan


def _flow_rows(results: Any) -> tuple[str, list[Column], list[list[str]]]:
    """The per-flow table as shown (per group above MAX_FLOW_ROWS flows): title, columns, rows.
    Read from ``results.arrays`` (numpy, no pandas): the loops run over flows or groups."""
    import numpy as np

    f = results.arrays("flows")
    grouped = len(f["name"]) > MAX_FLOW_ROWS
    title = "flows (per group: sums, and means per flow)" if grouped else "flows"
    columns = [Column("name", "left", 0), Column("kind", "left", 3),
               Column("throughput pkt/s", priority=5), Column("goodput Mbps", priority=4),
               Column("drops", priority=4), Column("timeouts", priority=3),
               Column("fast retx", priority=1), Column("mean delay ms", priority=2)]
    rows = []
    if grouped:
        groups = np.asarray(f["group"], dtype=object)
        for group in dict.fromkeys(groups.tolist()):  # in order of first appearance
            g = groups == group
            rows.append([f"{group} (x{int(g.sum())})", str(f["kind"][g][0]),
                         f"{np.nansum(f['throughput_pps'][g]):.2f} "
                         f"({_nanmean(f['throughput_pps'][g]):.2f})",
                         f"{np.nansum(f['goodput_bps'][g]) / 1e6:.3f}",
                         str(int(f["drops"][g].sum())), str(int(f["timeouts"][g].sum())),
                         str(int(f["fast_retransmits"][g].sum())),
                         _ms(_nanmean(f["delay_mean_s"][g]))])
    else:
        for i in range(len(f["name"])):
            rows.append([str(f["name"][i]), str(f["kind"][i]), f"{f['throughput_pps'][i]:.2f}",
                         f"{f['goodput_bps'][i] / 1e6:.3f}", str(int(f["drops"][i])),
                         str(int(f["timeouts"][i])), str(int(f["fast_retransmits"][i])),
                         _ms(f["delay_mean_s"][i])])
    return title, columns, rows


def _link_rows(results: Any, most: int = 6) -> tuple[str, list[Column], list[list[str]]]:
    """The busiest links (access links that dropped nothing left out), most utilized first."""
    import numpy as np

    from ccsim.results import busy_links

    ln = results.arrays("links")
    shown = np.flatnonzero(busy_links(ln))
    # Descending and stable, NaN last, as pandas' sort_values(ascending=False, kind="stable").
    shown = shown[np.argsort(-ln["utilization"][shown], kind="stable")][:most]
    columns = [Column("name", "left", 0), Column("utilization", priority=3),
               Column("drops", priority=3), Column("mean queue delay ms", priority=2),
               Column("max queue pkts", priority=1)]
    rows = [[str(ln["name"][i]), f"{ln['utilization'][i]:.3f}", str(int(ln["drops"][i])),
             _ms(ln["queue_delay_mean_s"][i]), str(int(ln["max_queue_pkts"][i]))]
            for i in shown]
    return "links", columns, rows


def _print_fitted(console: Console, title: str, columns: list[Column], rows: list[list[str]],
                  hint: str) -> None:
    table, hidden = fit_table(console, columns, rows, title=title)
    console.print(table)
    if hidden:
        console.print(f"[dim]({hidden} column{'s' * (hidden > 1)} left out to fit "
                      f"{console.width} columns; {hint})[/]", highlight=False)


def _format_option(fmt: str) -> str:
    try:
        return check_format(fmt)
    except ValueError as exc:
        raise _fail(str(exc), 2) from None


FORMAT_HELP = "table (fits the terminal) | csv | json | markdown"


@app.command("run")
def run_command(
    file: Annotated[Path, typer.Argument(help="Scenario file (.toml or .json).")],
    seed: Annotated[int | None, typer.Option(
        min=0, max=2**64 - 1, help="Seed (default: the scenario's).")] = None,
    out_dir: Annotated[Path | None, typer.Option(
        "--out", help="Write summary.json and Parquet tables into this directory.")] = None,
    fmt: Annotated[str | None, typer.Option(
        "--format", help=FORMAT_HELP + ": csv is every column of the flows table, json the "
                         "summary (simulated results only), markdown the tables shown. "
                         "(default: table)", show_default=False)] = None,
    as_json: Annotated[bool, typer.Option(
        "--json", help="The same as --format json; refused beside another --format.")] = False,
    progress: Annotated[bool | None, typer.Option(
        "--progress/--no-progress", help="Progress bar (default: for runs longer than 1 s).")] = None,
) -> None:
    """Run one scenario and print a per-flow summary."""
    from ccsim.run import run

    chosen = None if fmt is None else _format_option(fmt)
    if as_json and chosen not in (None, "json"):
        raise _fail(f"--json means --format json: it cannot go with --format {chosen}", 2)
    fmt = "json" if as_json else chosen or "table"
    quiet = fmt != "table"
    if out_dir is not None:  # before the run, not after it
        make_out_dir(out_dir)
    try:
        results = run(file, seed=seed, progress=False if quiet and progress is None else progress)
        if out_dir is not None:
            try:
                results.save(out_dir)
            except OSError as exc:
                raise _fail(f"--out {out_dir}: could not write the results ({exc})", 1) from None
    except KeyboardInterrupt:
        err.print("[yellow]interrupted:[/] the run stopped"
                  + (f"; {out_dir} may hold part of its results" if out_dir is not None else
                     "; nothing was written"), highlight=False, soft_wrap=True)
        raise typer.Exit(130) from None
    except ScenarioError as exc:
        where = exc.source or str(file)
        lines = "\n".join(f"  {p}: {m}" if p else f"  {m}" for p, m in exc.problems)
        raise _fail(f"{where} is not a valid scenario:\n{lines}", 2) from None
    except BudgetExceeded as exc:
        message = str(exc)  # the engine's message says "budget exceeded: ..." already
        raise _fail(message if message.startswith("budget exceeded") else
                    f"budget exceeded: {message}", 3) from None
    except (EngineMissing, EngineError, ConservationError) as exc:
        raise _fail(str(exc), 1) from None
    if fmt == "json":
        sys.stdout.write(results.summary_json())
        return
    if fmt == "csv":
        sys.stdout.write(frame_text(results.flows, "csv"))
        return
    if fmt == "markdown":
        for title, columns, rows in (_flow_rows(results), _link_rows(results)):
            sys.stdout.write(f"**{title}**\n\n" + markdown_table(
                [c.header for c in columns], rows) + "\n")
        return
    out = terminal()
    m = results.meta
    out.print(f"[bold]{escape(str(m.get('scenario')))}[/]", highlight=False)
    out.print(f"seed {m['seed']} · {format_duration(int(m['sim_ns']))} simulated · "
              f"{m['events']:,} events · "
              f"{m.get('wall_s', float('nan')):.2f} s wall", highlight=False)
    _print_fitted(out, *_flow_rows(results), hint="--format csv gives every column")
    _print_fitted(out, *_link_rows(results), hint="--out DIR saves every column")
    if out_dir is not None:
        out.print(f"results written to {out_dir}/")


@app.command("bench")
def bench_command(
    names: Annotated[list[str] | None, typer.Argument(
        help="Benchmarks to run (B1-B5); all of them by default (B1 B2 with --against, "
             "B1 B2 B3 with --htsim).", show_default=False)] = None,
    only: Annotated[str | None, typer.Option(help="Comma-separated subset, e.g. B1,B2 "
                                                  "(the same as naming them).")] = None,
    quick: Annotated[bool, typer.Option(help="Ten times shorter runs (smoke test).")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the figures as JSON.")] = False,
    scale: Annotated[bool, typer.Option(
        help="Run the dumbbell at 10, 100, 1k, 10k and 100k flows (10 Mbps each, 0.5 s) and "
             "print wall, delivered packets, ns per packet and memory per flow.")] = False,
    against: Annotated[str | None, typer.Option(
        help="Also run each benchmark in another simulator, alternating, and print both: "
             "ns2 (the installed ns-2.35). Cost in ns-2: B1 ~2 s, B2 ~5 s, B3 over a minute "
             "(route computation for 2,002 nodes, --quick too); B4, B5 not feasible.",
        show_default=False)] = None,
    reps: Annotated[int | None, typer.Option(
        min=1, help="Runs of each benchmark, each in a fresh process, in rounds: alone (and "
                    "with --scale) the fastest is shown with the range of walls (default 1); "
                    "with --against or --htsim, runs of each simulator, alternating, and "
                    "their medians (default 3).", show_default=False)] = None,
    htsim: Annotated[str | None, typer.Option(
        help="Path of an htsim TCP dumbbell binary (csg-htsim's main_dumbell_tcp): run it with "
             "-conns set to each benchmark's flow count, alternating with the ccsim scenario "
             "that matches its fixed 10 Gbps / 9000 B / 5 s setting.",
        show_default=False)] = None,
) -> None:
    """Run the fixed benchmarks B1-B5, each in a fresh process, and print their figures."""
    from ccsim.bench_cli import BenchError, bench

    try:
        bench(names or [], only, quick, as_json, scale, against, reps, htsim, terminal(), err)
    except BenchError as exc:
        raise _fail(str(exc), exc.code) from None


from ccsim.reproduce_cli import register as _register_reproduce  # noqa: E402

_register_reproduce(app)


def main() -> None:
    """Console-script entry point (``ccsim``)."""
    import warnings

    warnings.formatwarning = _one_line_warning
    try:
        app()
    finally:
        _leave_objects_to_the_os()


def _one_line_warning(message: Warning | str, category: type[Warning], filename: str, lineno: int,
                      line: str | None = None) -> str:
    """A warning as the command's user needs it: ``warning: ...``, without the Python source
    line that raised it."""
    return f"warning: {message}\n"


def _leave_objects_to_the_os() -> None:
    """Hide everything the command imported and built from the cycle collector as it ends.

    The interpreter's shutdown runs the collector over every object still alive (pydantic's
    schemas, numpy, rich: some 45,000 after ``ccsim run``), about 50 ms of a 0.5 s run, to free
    memory the operating system takes back anyway. ``gc.freeze`` only moves them out of the
    collector's sight: atexit handlers, file flushes and reference-counted clean-up still run.
    """
    import gc

    gc.freeze()


if __name__ == "__main__":
    main()
