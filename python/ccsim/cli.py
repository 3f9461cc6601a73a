"""The ``ccsim`` command line: ``run`` a scenario, ``bench`` the engine, and the sub-commands
other modules contribute (``models``, ``sweep``, ``reproduce``, ``validate``).

Exit codes: 0 success, 1 engine missing or internal failure, 2 bad scenario or usage,
3 budget exceeded.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from ccsim.errors import (
    BudgetExceeded,
    ConservationError,
    EngineError,
    EngineMissing,
    ScenarioError,
)

__all__ = ["app", "main"]

app = typer.Typer(
    name="ccsim",
    help="ccsim: a packet-level network simulator for congestion-control research.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
out = Console()
if not out.is_terminal:  # piped or captured: do not squeeze tables into 80 columns
    out = Console(width=160)
err = Console(stderr=True)

#: Above this many flows the run table shows one row per flow group instead of per flow.
MAX_FLOW_ROWS = 20


def _fail(message: str, code: int) -> typer.Exit:
    err.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    return typer.Exit(code)


def _ms(seconds: Any) -> str:
    v = float(seconds)
    return "-" if not math.isfinite(v) else f"{v * 1e3:.2f}"


def _flow_table(results: Any) -> Table:
    f = results.flows
    grouped = len(f) > MAX_FLOW_ROWS
    title = "flows (per group: sums, and means per flow)" if grouped else "flows"
    t = Table(title=title, title_justify="left")
    t.add_column("name", no_wrap=True)
    t.add_column("kind", no_wrap=True)
    for col in ("throughput pkt/s", "goodput Mbps", "drops", "timeouts", "fast retx",
                "mean delay ms"):
        t.add_column(col, justify="right")
    if grouped:
        for group, g in f.groupby("group", sort=False):
            t.add_row(f"{group} (x{len(g)})", str(g["kind"].iloc[0]),
                      f"{g['throughput_pps'].sum():.2f} ({g['throughput_pps'].mean():.2f})",
                      f"{g['goodput_bps'].sum() / 1e6:.3f}", str(int(g["drops"].sum())),
                      str(int(g["timeouts"].sum())), str(int(g["fast_retransmits"].sum())),
                      _ms(g["delay_mean_s"].mean()))
    else:
        for _, r in f.iterrows():
            t.add_row(str(r["name"]), str(r["kind"]), f"{r['throughput_pps']:.2f}",
                      f"{r['goodput_bps'] / 1e6:.3f}", str(int(r["drops"])),
                      str(int(r["timeouts"])), str(int(r["fast_retransmits"])),
                      _ms(r["delay_mean_s"]))
    return t


def _link_table(results: Any, most: int = 6) -> Table:
    links = results.links
    shown = links[~links["name"].str.startswith("access_") | (links["drops"] > 0)]
    shown = shown.sort_values("utilization", ascending=False, kind="stable").head(most)
    t = Table(title="links", title_justify="left")
    t.add_column("name", no_wrap=True)
    for col in ("utilization", "drops", "mean queue delay ms", "max queue pkts"):
        t.add_column(col, justify="right")
    for _, r in shown.iterrows():
        t.add_row(str(r["name"]), f"{r['utilization']:.3f}", str(int(r["drops"])),
                  _ms(r["queue_delay_mean_s"]), str(int(r["max_queue_pkts"])))
    return t


@app.command("run")
def run_command(
    file: Annotated[Path, typer.Argument(help="Scenario file (.toml or .json).")],
    seed: Annotated[int | None, typer.Option(help="Seed (default: the scenario's).")] = None,
    out_dir: Annotated[Path | None, typer.Option(
        "--out", help="Write summary.json and Parquet tables into this directory.")] = None,
    as_json: Annotated[bool, typer.Option(
        "--json", help="Print the summary JSON (simulated results only) instead of tables.")] = False,
    progress: Annotated[bool | None, typer.Option(
        "--progress/--no-progress", help="Progress bar (default: for runs longer than 1 s).")] = None,
) -> None:
    """Run one scenario and print a per-flow summary."""
    from ccsim.run import run

    try:
        results = run(file, seed=seed, progress=False if as_json and progress is None else progress)
    except ScenarioError as exc:
        where = exc.source or str(file)
        lines = "\n".join(f"  {p}: {m}" if p else f"  {m}" for p, m in exc.problems)
        raise _fail(f"{where} is not a valid scenario:\n{lines}", 2) from None
    except BudgetExceeded as exc:
        raise _fail(f"budget exceeded: {exc}", 3) from None
    except (EngineMissing, EngineError, ConservationError) as exc:
        raise _fail(str(exc), 1) from None
    if out_dir is not None:
        results.save(out_dir)
    if as_json:
        sys.stdout.write(results.summary_json())
        return
    m = results.meta
    out.print(f"[bold]{m.get('scenario')}[/]  seed {m['seed']}  simulated {m['sim_ns'] / 1e9:g} s  "
              f"events {m['events']:,}  wall {m.get('wall_s', float('nan')):.2f} s", highlight=False)
    out.print(_flow_table(results))
    out.print(_link_table(results))
    if out_dir is not None:
        out.print(f"results written to {out_dir}/")


@app.command("bench")
def bench_command(
    only: Annotated[str | None, typer.Option(help="Comma-separated subset, e.g. B1,B2.")] = None,
    quick: Annotated[bool, typer.Option(help="Ten times shorter runs (smoke test).")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the figures as JSON.")] = False,
) -> None:
    """Run the fixed benchmarks B1-B3, each in a fresh process, and print their figures."""
    import json
    from dataclasses import asdict

    from ccsim.bench import BENCHMARKS, TARGETS, run_in_subprocess

    names = list(BENCHMARKS) if only is None else [n.strip().upper() for n in only.split(",") if n.strip()]
    unknown = [n for n in names if n not in BENCHMARKS]
    if unknown or not names:
        raise _fail(f"unknown benchmark {', '.join(unknown) or '(none)'}; known: "
                    f"{', '.join(BENCHMARKS)}", 2)
    figures = []
    for name in names:
        with err.status(f"{name}: {BENCHMARKS[name]}{' (quick)' if quick else ''}"):
            try:
                figures.append(run_in_subprocess(name, quick))
            except RuntimeError as exc:
                raise _fail(str(exc), 1) from None
    if as_json:
        rows = [{**asdict(r), "pkts_per_s": r.pkts_per_s, "events_per_s": r.events_per_s}
                for r in figures]
        sys.stdout.write(json.dumps(rows, indent=2) + "\n")
        return
    t = Table(title="ccsim bench" + (" (quick)" if quick else ""), title_justify="left")
    t.add_column("bench")
    for col in ("simulated s", "wall s", "of which setup s", "delivered pkt/s (wall)",
                "events/s (wall)", "peak RSS added MB"):
        t.add_column(col, justify="right")
    t.add_column("target", no_wrap=True)
    for r in figures:
        t.add_row(r.name, f"{r.sim_s:g}", f"{r.wall_s:.3f}", f"{r.setup_s:.3f}",
                  f"{r.pkts_per_s / 1e6:.2f} M", f"{r.events_per_s / 1e6:.2f} M",
                  f"{r.rss_added_mb:.1f}", TARGETS[r.name])
    out.print(t)
    out.print(f"baseline RSS (interpreter + libraries): {figures[0].rss_base_mb:.0f} MB")


def _add_optional(module: str, name: str, help_text: str) -> None:
    """Mount a sub-app written elsewhere, only when it imports."""
    try:
        sub = __import__(module, fromlist=["app"]).app
    except ImportError:
        return
    app.add_typer(sub, name=name, help=help_text)


_add_optional("ccsim.models.cli", "models", "Analytical models of the papers (PFTK, GAIMD, ...).")
_add_optional("ccsim.sweep_cli", "sweep", "Parameter sweeps over a grid and seeds.")
_add_optional("ccsim.validate_cli", "validate",
              "Compare ccsim with another simulator on the same scenarios (ns2).")

from ccsim.reproduce_cli import register as _register_reproduce  # noqa: E402

_register_reproduce(app)


def main() -> None:
    """Console-script entry point (``ccsim``)."""
    app()


if __name__ == "__main__":
    main()
