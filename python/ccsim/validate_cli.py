"""``ccsim validate ns2``: run the differential suite against the installed ns-2 and print how
well ccsim agrees with it (docs/validation.md explains the cases and the agreement rule).

Exit codes: 0 every row and trace agrees, 1 some do not, 2 usage error or ns-2 missing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

if TYPE_CHECKING:
    from ccsim.validation.random_traces import Draw

__all__ = ["app"]

app = typer.Typer(no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)


@app.command("ns2")
def ns2(
    full: Annotated[bool, typer.Option(
        "--full", help="Full mode: the cases' full durations and 20 replications.")] = False,
    only: Annotated[list[str] | None, typer.Option(
        "--case", help="Run only this case (repeatable); see --list.")] = None,
    replications: Annotated[int | None, typer.Option(
        min=2, help="Replications per statistical case (default 8 quick, 20 full).")] = None,
    jobs: Annotated[int | None, typer.Option(min=1, help="Parallel processes (default: all cores).")] = None,
    details: Annotated[bool, typer.Option(
        "--details", help="Print every compared row, not only the per-case summary.")] = False,
    out: Annotated[Path | None, typer.Option(
        help="Write agreement.csv, traces.csv, samples.parquet and validation-table.md here.")] = None,
    scripts: Annotated[Path | None, typer.Option(
        help="Only write each case's ns-2 Tcl script (full duration, replication 0) and ccsim "
             "scenario into this directory.")] = None,
    list_: Annotated[bool, typer.Option("--list", help="List the cases.")] = False,
    random: Annotated[int | None, typer.Option(
        "--random", min=1, help="Instead of the cases, compare this many random trace cases "
                                "(seeds 0, 1, ...; ccsim.validation.random_traces).")] = None,
    flows: Annotated[int, typer.Option(
        "--flows", min=1, max=3, help="Flows per random trace case (with --random): with 2 or 3 "
                                      "their packets meet at the queues, where a few per cent "
                                      "part at ties (docs/validation.md).")] = 1,
    exact_clock: Annotated[bool, typer.Option(
        "--exact-clock", help="With --random: draws on times ns-2's floating-point clock holds "
                              "exactly (multiples of 1/512 s), so ties follow its order of "
                              "scheduling alone.")] = False,
    chain: Annotated[bool, typer.Option(
        "--chain", help="With --random: draws over a graph whose queue and paths lie on "
                        "express links (senders behind one or two hops, zero to two shared hops "
                        "after the bottleneck), on the exact clock.")] = False,
    rules: Annotated[bool, typer.Option(
        "--rules", help="With --random: draw each flow's window rule too (GAIMD or binomial, "
                        "with ns-2's first decrease).")] = False,
    red: Annotated[bool, typer.Option(
        "--red", help="With --random: a RED bottleneck with drawn parameters (ECN in about a "
                      "third), its early drops drawn from ns-2's stream; on the exact clock.")] = False,
    sack: Annotated[bool, typer.Option(
        "--sack", help="With --random: every flow on SACK (ns-2's Sack1), on the exact clock at "
                       "2^15 b/s, where a SACK block's time is exact, four times as long.")] = False,
    bursts: Annotated[bool, typer.Option(
        "--bursts", help="With --random: draw each flow's max_burst (ns-2 maxburst_, 1 to 4) "
                         "and max_cwnd (maxcwnd_) too.")] = False,
    adaptive: Annotated[bool, typer.Option(
        "--adaptive", help="With --random: a drawn RED bottleneck made Adaptive RED (drawn "
                           "constants; automatic thresholds and weight in about half).")] = False,
    byte_mode: Annotated[bool, typer.Option(
        "--byte-mode", help="With --random: a drawn RED bottleneck in ns-2's byte mode "
                            "(bytes_, queue_in_bytes_), its mean packet size drawn.")] = False,
    timestamps: Annotated[bool, typer.Option(
        "--timestamps", help="With --random: TCP timestamps (ns-2 timestamps_) on about three "
                             "flows in four.")] = False,
) -> None:
    """Run ccsim and ns-2 on the same scenarios and compare them (docs/validation.md)."""
    from ccsim.validation.cases import CASES, case
    from ccsim.validation.ns2 import ns_binary

    console, err = Console(), Console(stderr=True)
    draw_options = {"--flows": flows != 1, "--exact-clock": exact_clock, "--chain": chain,
                    "--rules": rules, "--red": red, "--sack": sack, "--bursts": bursts,
                    "--adaptive": adaptive, "--byte-mode": byte_mode, "--timestamps": timestamps}
    if random is None and any(draw_options.values()):
        given = ", ".join(name for name, on in draw_options.items() if on)
        err.print(f"[red]error:[/] {given}: only with --random N (they shape the random trace "
                  "cases, not the suite's)")
        raise typer.Exit(2)
    try:
        cases = CASES if not only else tuple(case(c) for c in only)
    except KeyError as exc:
        err.print(f"[red]error:[/] {exc.args[0]}")
        raise typer.Exit(2) from None
    if list_:
        t = Table(title="ns-2 differential cases")
        for col in ("case", "mechanism", "kind"):
            t.add_column(col)
        for c in cases:
            t.add_row(c.id, c.mechanism, "trace (exact)" if c.trace else "statistical")
        console.print(t)
        return
    from ccsim.cli import make_out_dir

    if scripts is not None:
        from ccsim.validation.suite import write_scripts

        make_out_dir(scripts, "--scripts")  # a file there: exit 2, not a traceback
        written = write_scripts(scripts, cases)
        console.print(f"wrote {len(written)} ns-2 scripts (replication 0) and scenarios to {scripts}/;"
                      " run one with `ns CASE.tcl`")
        return
    if ns_binary() is None:
        err.print("[red]error:[/] ns-2 is not installed (no `ns` on PATH; set CCSIM_NS to "
                      "its path). On Debian/Ubuntu: `apt-get install ns2`.")
        raise typer.Exit(2)
    if random is not None:
        from ccsim.validation.random_traces import Draw

        draw = Draw(flows, exact_clock, chain, rules, red, sack, bursts, adaptive, byte_mode,
                    timestamps)
        raise typer.Exit(_random_traces(random, draw, jobs, console))
    if out is not None:  # checked (and made) now, not found unusable once the suite has run
        make_out_dir(out)
    result = _run(cases, not full, replications, jobs, console)
    _print(result, console, details)
    if out is not None:
        _save(result, out)
        console.print(f"tables written to {out}/")
    raise typer.Exit(0 if result.passed else 1)


def _random_traces(n: int, draw: Draw, jobs: int | None, console: Console) -> int:
    """Compare random trace cases 0..n-1 of ``draw``; print those
    that part and a summary; the exit code."""
    from ccsim.validation.random_traces import run_random_traces

    with _progress("random traces", console) as done:
        rows = run_random_traces(range(n), draw, jobs, on_done=done)
    bad = [r for r in rows if not r["agrees"]]
    if bad:
        t = Table(title="random trace cases that part from ns-2", title_justify="left")
        for col in ("seed", "first difference", "final cwnd ns-2 | ccsim"):
            t.add_column(col)
        for r in bad:
            same = "(traces identical)" if r["same_untraced"] else "(untraced run differs)"
            t.add_row(str(r["seed"]), r["first_difference"] or same,
                      f"{r['ns2_final_cwnd']:.6g} | {r['ccsim_final_cwnd']:.6g}")
        console.print(t)
    verdict = "[green]agrees[/]" if not bad else "[red]DISAGREES[/]"
    console.print(f"ccsim {verdict} with ns-2: {n - len(bad)}/{n} random traces identical "
                  f"(ccsim.validation.random_traces.{draw.recipe()} rebuilds one)")
    return 0 if not bad else 1


def _run(cases: Any, quick: bool, replications: int | None, jobs: int | None,
         console: Console) -> Any:
    from ccsim.validation.suite import run_suite

    with _progress("ccsim vs ns-2", console) as done:
        return run_suite(cases, quick=quick, replications=replications, jobs=jobs,
                         on_done=done)


@contextmanager
def _progress(label: str, console: Console) -> Iterator[Callable[[int, int], None]]:
    """A transient progress bar; yields the ``on_done(done, total)`` that moves it."""
    with Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console, transient=True) as bar:
        task = bar.add_task("runs", total=None)

        def done(n: int, total: int) -> None:
            bar.update(task, completed=n, total=total)

        yield done


def _print(result: Any, console: Console, details: bool) -> None:
    from ccsim.validation.report import METRIC_LABELS

    m = result.meta
    console.print(f"[bold]ccsim vs ns-{m['ns2'] or '?'}[/]: {m['mode']} mode, "
                  f"{m['replications']} replications per statistical case, "
                  f"{m['wall_s']:.0f} s", highlight=False)
    stats, traces = result.stats, result.traces
    t = Table(title="statistical cases (a row agrees: Welch p after Holm >= "
                    f"{m['alpha']:g}, or means within {100 * m['rel_tol']:g}%)",
              title_justify="left")
    for col in ("case", "rows", "agree", "closest call (smallest p)"):
        t.add_column(col, justify="left" if col in ("case", "closest call (smallest p)") else "right")
    for case_id, g in stats.groupby("case", sort=False):
        worst = g.loc[g["p"].idxmin()]
        mark = "" if g["agrees"].all() else " [red]✗[/]"
        t.add_row(f"{case_id}{mark}", str(len(g)), str(int(g["agrees"].sum())),
                  f"{METRIC_LABELS[worst['metric']]} ({worst['what']}): "
                  f"{worst['diff_pct']:+.1f}%, p {worst['p']:.2g}")
    if len(stats):
        console.print(t)
    shown = stats if details else stats[~stats["agrees"]]
    if len(shown):
        d = Table(title="rows" if details else "rows that disagree", title_justify="left")
        for col in ("case", "what", "metric", "ns-2", "ccsim", "diff", "p (Holm)", "agrees"):
            d.add_column(col, justify="left" if col in ("case", "what", "metric") else "right")
        for _, r in shown.iterrows():
            d.add_row(r["case"], r["what"], METRIC_LABELS[r["metric"]],
                      f"{r['ns2_mean']:.4g} ± {r['ns2_sd']:.2g}",
                      f"{r['ccsim_mean']:.4g} ± {r['ccsim_sd']:.2g}", f"{r['diff_pct']:+.1f}%",
                      f"{r['p_holm']:.3g}", "yes" if r["agrees"] else "[red]no[/]")
        console.print(d)
    if len(traces):
        tt = Table(title="trace cases (identical packet traces on the bottleneck)",
                   title_justify="left")
        for col in ("case", "mechanism", "events", "identical", "final cwnd ns-2 | ccsim"):
            tt.add_column(col, justify="right" if col == "events" else "left")
        for _, r in traces.iterrows():
            tt.add_row(r["case"], r["mechanism"], f"{r['events']:,}",
                       "yes" if r["agrees"] else f"[red]no[/]: {r['first_difference']}",
                       f"{r['ns2_final_cwnd']:.6g} | {r['ccsim_final_cwnd']:.6g}")
        console.print(tt)
    n_rows, n_ok = len(stats), int(stats["agrees"].sum()) if len(stats) else 0
    n_tr, n_tr_ok = len(traces), int(traces["agrees"].sum()) if len(traces) else 0
    verdict = "[green]agrees[/]" if result.passed else "[red]DISAGREES[/]"
    console.print(f"ccsim {verdict} with ns-2: {n_ok}/{n_rows} metric rows, "
                  f"{n_tr_ok}/{n_tr} traces identical")


def _save(result: Any, out: Path) -> None:
    from ccsim.validation.report import markdown_tables

    out.mkdir(parents=True, exist_ok=True)
    result.stats.to_csv(out / "agreement.csv", index=False)
    result.traces.to_csv(out / "traces.csv", index=False)
    result.samples.to_parquet(out / "samples.parquet", index=False)
    (out / "validation-table.md").write_text(markdown_tables(result), encoding="utf-8")
