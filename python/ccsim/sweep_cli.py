"""``ccsim sweep run | status | collect``: the command-line door to ``ccsim.sweep``.

The main CLI mounts ``app`` as ``ccsim sweep``; ``python -m ccsim.sweep_cli`` runs it alone.
Exit codes: 0 all points done; 1 some points failed or are missing; 2 the spec or store is
unusable. So a batch script (SLURM) can tell a partial sweep from a complete one.
"""

from __future__ import annotations

import io
import os
import warnings
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

app = typer.Typer(help="Parameter sweeps: grid x seeds, resumable, on a laptop or a cluster.",
                  no_args_is_help=True)
_err = Console(stderr=True)
_out = Console()


def _fail(e: Exception) -> typer.Exit:
    _err.print(f"[bold red]error:[/] {escape(str(e))}", highlight=False, soft_wrap=True)
    return typer.Exit(2)


@app.command()
def run(
    spec: Annotated[Path, typer.Argument(help="sweep spec (TOML): base, grid, points, seeds")],
    out: Annotated[Optional[Path], typer.Option(help="store (default: runs/<name>)")] = None,
    backend: Annotated[str, typer.Option(help="serial | local | dask")] = "local",
    jobs: Annotated[Optional[int], typer.Option(help="workers (default: all cores)")] = None,
    scheduler: Annotated[Optional[str], typer.Option(help="Dask scheduler address")] = None,
    retry_failed: Annotated[bool, typer.Option(help="run points that failed before again")] = False,
    progress: Annotated[Optional[bool], typer.Option(help="progress bar (default: on a terminal)")] = None,
) -> None:
    """Run every point of SPEC not already finished in the store."""
    from ccsim.sweep import SweepError, SweepSpec, default_out, run_spec
    from ccsim.sweep.executors import check_backend

    try:
        sweep_spec = SweepSpec.load(spec)
        check_backend(backend, jobs, scheduler)
    except SweepError as e:
        raise _fail(e) from None
    directory = out if out is not None else default_out(sweep_spec)
    try:
        _check_store_path(directory)  # a bad --out fails now, not after planning every point
    except SweepError as e:
        raise _fail(e) from None
    try:
        summary = run_spec(sweep_spec, directory, backend=backend, jobs=jobs, scheduler=scheduler,
                           retry_failed=retry_failed, progress=progress)
    except SweepError as e:
        raise _fail(e) from None
    except KeyboardInterrupt:
        _err.print("[yellow]interrupted:[/] finished points are stored; "
                   "run the same command to resume")
        raise typer.Exit(130) from None
    _err.print(f"{summary.store}: {summary.points} points, {summary.skipped} already stored, "
               f"{summary.ran} to run now: {summary.done} done, {summary.failed} failed")
    _show_status(directory, brief=True)


def _check_store_path(directory: Path) -> None:
    """Refuse a store path that could never be created, without creating anything.

    ``run_spec`` creates the store only once the spec has planned and the backend has opened,
    so that a refused sweep (a path that does not fit the base scenario, an unreachable
    scheduler) leaves no empty directory behind; this check keeps the early failure for an
    ``--out`` that names a file, or a folder under one, or a place that cannot be written.
    """
    from ccsim.sweep import SweepError

    if directory.exists():
        if not directory.is_dir():
            raise SweepError(f"--out {directory}: exists and is not a directory")
        return
    parent = directory.absolute().parent
    while not parent.exists():  # the nearest folder that exists is where it would be made
        parent = parent.parent
    if not parent.is_dir():
        raise SweepError(f"--out {directory}: {parent} exists and is not a directory")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise SweepError(f"--out {directory}: cannot create the directory ({parent} is not "
                         "writable)")


def _show_status(directory: Path, brief: bool = False) -> None:
    from ccsim.sweep import SweepError, status

    try:
        st = status(directory)
    except SweepError as e:
        raise _fail(e) from None
    table = Table(title=f"{st.name or 'sweep'} ({st.directory})", show_header=True)
    for state in st.counts:
        table.add_column(state, justify="right")
    table.add_column("total", justify="right")
    table.add_row(*(str(n) for n in st.counts.values()), str(st.total))
    _out.print(table)
    shown = st.failed[:5] if brief else st.failed
    for f in shown:
        params = escape(", ".join(f"{k}={v!r}" for k, v in f.get("params", {}).items()))
        note = " (transient: retried on re-run)" if f.get("transient") else ""
        message = escape(f"{f.get('error_type')}: {f.get('message')}").replace("\n", "\n    ")
        _out.print(f"[red]failed[/] {f['point'][:12]} seed={f['seed']} {params}{note}\n"
                   f"    {message}")
    if len(shown) < len(st.failed):
        _out.print(f"... and {len(st.failed) - len(shown)} more (ccsim sweep status {directory})")
    for c in st.corrupt:
        reason = escape(str(c.get("reason")))
        _out.print(f"[yellow]corrupt[/] {c['point'][:12]} seed={c['seed']}: {reason} "
                   "(recomputed by the next run)")
    if not st.complete:
        raise typer.Exit(1)


@app.command()
def status(directory: Annotated[Path, typer.Argument(help="sweep store directory")]) -> None:
    """Show done / failed / corrupt / pending points, with each failure's message."""
    _show_status(directory)


#: Output formats of ``collect --out``, by file suffix.
FORMATS = {".parquet": "Parquet", ".csv": "CSV", ".json": "JSON", ".md": "Markdown"}
#: ``--format`` name of each text suffix.
_SUFFIX_FORMAT = {".csv": "csv", ".json": "json", ".md": "markdown"}


def _encode(frame, target: Path) -> bytes:
    """The table in the format ``target``'s suffix names (refused before any work if unknown)."""
    from ccsim.output import frame_text

    fmt = _SUFFIX_FORMAT.get(target.suffix.lower())
    if fmt is not None:
        return frame_text(frame, fmt).encode("utf-8")
    buf = io.BytesIO()
    frame.to_parquet(buf, index=False)
    return buf.getvalue()


#: Results a narrow terminal keeps first, after the parameters, the seed and the flow or link.
_KEY_RESULTS = ("throughput_pps", "goodput_bps", "loss_rate", "utilization", "throughput_bps",
                "mean_queue_pkts", "drops", "timeouts", "cwnd", "pkts", "duration_s")


def _one_value(column) -> bool:
    """Whether every row holds the same value (a list-valued parameter counts as varying)."""
    try:
        return column.nunique(dropna=False) == 1
    except TypeError:  # unhashable values
        return False


def _terminal_frame(frame):
    """The collected table as a terminal shows it, with each column's priority (parameters,
    seed, the flow's or link's name, then the key results stay longest when the terminal is
    narrow) and a line for the parameters every row shares, which leave the table. A
    parameter's header is the last part of its path (two parts where one is ambiguous) with its
    unit, where one unit serves every row, instead of a ``<path>_unit`` column; point hashes
    are left out."""
    frame = frame.drop(columns=[c for c in ("point",) if c in frame.columns])
    cols = list(frame.columns)
    params = [c for c in (cols[:cols.index("seed")] if "seed" in cols else [])
              if not c.endswith("_unit")]
    shared, renamed = [], {}
    short = {c: c.rsplit(".", 1)[-1] for c in params}
    for c in params:
        if list(short.values()).count(short[c]) > 1:
            short[c] = ".".join(c.rsplit(".", 2)[-2:])
    for c in params:
        unit = f"{c}_unit"
        one_unit = unit in frame.columns and _one_value(frame[unit])
        suffix = f" {frame[unit].iloc[0]}" if one_unit else ""
        if _one_value(frame[c]) and (one_unit or unit not in frame.columns):
            shared.append(f"{c} = {frame[c].iloc[0]}{suffix}")
            frame = frame.drop(columns=[k for k in (c, unit) if k in frame.columns])
            continue
        renamed[c] = f"{short[c]} ({suffix.strip()})" if one_unit else short[c]
        if one_unit:
            frame = frame.drop(columns=[unit])
    frame = frame.rename(columns=renamed)
    params = list(renamed.values())
    n = len(frame.columns)
    first = set(params) | {"seed", "name"}
    key = {c: len(_KEY_RESULTS) - i for i, c in enumerate(_KEY_RESULTS)}
    priority = [0 if i == 0 else 10 * n if c in first else 5 * n + key[c] if c in key
                else max(1, n - i) for i, c in enumerate(frame.columns)]
    return frame, priority, shared


def _print_frame(frame, fmt: str) -> None:
    """The collected table on stdout: text formats as they are, ``table`` fitted to the
    terminal (the parameters, seed, name and key results kept longest; --format csv for every
    column)."""
    import sys

    from ccsim.output import Column, fit_table, frame_text, terminal

    if fmt != "table":
        sys.stdout.write(frame_text(frame, fmt))
        return
    console = terminal()
    total = len(frame.columns)
    frame, priority, shared = _terminal_frame(frame)
    if shared:
        console.print("every row: " + "; ".join(shared), highlight=False)
    columns = [Column(str(c), priority=p) for c, p in zip(frame.columns, priority)]
    rows = [["" if v is None else (f"{v:.6g}" if isinstance(v, float) else str(v)) for v in r]
            for r in frame.itertuples(index=False, name=None)]
    table, hidden = fit_table(console, columns, rows, blocks_below=0.0)
    console.print(table)
    if hidden:
        _err.print(f"({hidden} of {total} columns left out to fit {console.width} columns; "
                   "--format csv gives every column)")


@app.command()
def collect(
    directory: Annotated[Path, typer.Argument(help="sweep store directory")],
    out: Annotated[Optional[Path], typer.Option(
        help="output file, .parquet, .csv, .json or .md by its suffix (default: "
             "DIR/<table>.parquet, or stdout with --format)")] = None,
    table: Annotated[str, typer.Option(help="flows | links | cwnd | queue | ...")] = "flows",
    params: Annotated[str, typer.Option(
        help="typed (numbers in base units + <path>_unit columns) | as_written")] = "typed",
    fmt: Annotated[Optional[str], typer.Option(
        "--format", help="print the table to stdout instead: table (fits the terminal) | csv | "
                         "json | markdown")] = None,
) -> None:
    """Write one tidy table (a row per point and flow, parameters as columns) to Parquet, CSV,
    JSON or Markdown, or print it with --format."""
    from ccsim.atomic import write_atomic
    from ccsim.cli import make_out_dir
    from ccsim.output import check_format
    from ccsim.sweep import SweepError, SweepWarning
    from ccsim.sweep import collect as collect_table

    if fmt is not None:
        try:
            fmt = check_format(fmt)
        except ValueError as e:
            raise _fail(SweepError(str(e))) from None
        if out is not None:
            raise _fail(SweepError("--format prints to stdout and --out writes a file (its "
                                   "suffix picks the format): give one of them"))
    target = out if out is not None else directory / f"{table}.parquet"
    if fmt is None and target.suffix.lower() not in FORMATS:
        raise _fail(SweepError(f"--out {str(target)!r}: the suffix picks the format; use "
                               f"{', '.join(FORMATS)}"))
    if out is not None:  # checked (and its folder made) before the store is read
        if out.is_dir():
            raise _fail(SweepError(f"--out {str(out)!r} is a directory; name the file to write"))
        make_out_dir(out.parent, file=out)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", SweepWarning)
            frame = collect_table(directory, table, params=params)
    except SweepError as e:
        raise _fail(e) from None
    if fmt is not None:
        _print_frame(frame, fmt)
    else:
        try:
            write_atomic(target, _encode(frame, target))
        except OSError as e:
            raise _fail(SweepError(f"--out {str(target)!r}: cannot write it "
                                   f"({e.strerror or e})")) from None
        _err.print(f"{target}: {len(frame)} rows x {len(frame.columns)} columns "
                   f"({FORMATS[target.suffix.lower()]})")
    for w in caught:
        _err.print(f"[yellow]warning:[/] {escape(str(w.message))}")
    if caught:
        raise typer.Exit(1)


if __name__ == "__main__":
    app()
