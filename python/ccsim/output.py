"""How the command line prints tables: as rich tables that fit the terminal, or as CSV, JSON or
Markdown for other programs and documents (``--format table|csv|json|markdown`` of ``ccsim run``,
``ccsim reproduce`` and ``ccsim sweep collect``).

A table that is wider than the terminal first loses its least important columns (the command
says how many and how to see them all); when even its essential columns do not fit, or most
would go, it is printed as one block per row instead ("name" line, then one ``column: value``
line each), so no cell is ever wrapped over several lines.
"""

from __future__ import annotations

import io
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.markup import escape
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

__all__ = ["FORMATS", "Column", "fit_table", "frame_text", "markdown_table", "check_format",
           "terminal"]

#: The formats of ``--format``.
FORMATS = ("table", "csv", "json", "markdown")


def terminal(stderr: bool = False) -> Console:
    """A console for a command's output: the terminal's width on a terminal; piped or captured,
    the width in ``COLUMNS`` if set, else 160 (tables are not squeezed into 80 columns in a log
    file)."""
    import os

    console = Console(stderr=stderr)
    if not console.is_terminal and not os.environ.get("COLUMNS"):
        console = Console(stderr=stderr, width=160)
    return console


def check_format(fmt: str) -> str:
    """``fmt`` lower-cased, or a ``ValueError`` naming the allowed formats."""
    f = fmt.strip().lower()
    if f not in FORMATS:
        raise ValueError(f"--format {fmt!r} is not one of {', '.join(FORMATS)}")
    return f


@dataclass(frozen=True)
class Column:
    """A column of a terminal table: its header, alignment and how much it matters (the
    lowest ``priority`` goes first when the terminal is narrow; 0 never goes)."""

    header: str
    justify: str = "right"
    priority: int = 1
    style: str | None = None
    #: The header in block form, where ``note`` (of fit_table) explains what is shared.
    short: str | None = None


def _table(title: str | None, columns: Sequence[Column], rows: Sequence[Sequence[str]],
           keep: Sequence[int]) -> Table:
    t = Table(title=title, title_justify="left")
    for i in keep:
        c = columns[i]
        t.add_column(c.header, justify=c.justify, no_wrap=True, style=c.style)  # type: ignore[arg-type]
    for r in rows:
        t.add_row(*(r[i] for i in keep))
    return t


def _width(console: Console, renderable: RenderableType) -> int:
    options = console.options.update(width=10_000)
    return Measurement.get(console, options, renderable).maximum


def _blocks(title: str | None, columns: Sequence[Column], rows: Sequence[Sequence[str]],
            width: int, note: str | None = None) -> RenderableType:
    """One block per row: the key columns (priority 0) on a heading line, then one line per other
    column, ``header: value``."""
    keys = [i for i, c in enumerate(columns) if c.priority == 0] or [0]
    rest = [i for i in range(len(columns)) if i not in keys]
    def header(i: int) -> str:
        return Text.from_markup(columns[i].short or columns[i].header).plain.replace("\n", " ")

    label = max((len(header(i)) for i in rest), default=0)
    label = min(label, max(12, width // 2))
    parts: list[RenderableType] = []
    if title:
        parts.append(Text.from_markup(f"[bold]{title}[/]"))
    if note:
        parts.append(Text.from_markup(note))
    for r in rows:
        head = "  ".join(Text.from_markup(r[i]).plain for i in keys)
        parts.append(Text.from_markup(f"[bold]── {escape(head)}[/]"))
        for i in rest:
            line = Text("  " + header(i).ljust(label) + "  ")
            line.append_text(Text.from_markup(r[i]))
            parts.append(line)
    return Group(*parts)


def fit_table(console: Console, columns: Sequence[Column], rows: Sequence[Sequence[str]],
              title: str | None = None, blocks_below: float = 0.5,
              note: str | None = None) -> tuple[RenderableType, int]:
    """A renderable that fits ``console.width`` (see the module doc), and how many columns it
    left out (0 in block form, which shows everything). Columns are dropped while at least
    ``blocks_below`` of them remain (1.0: never drop, go to blocks); ``note`` heads the blocks."""
    width = console.width
    keep = list(range(len(columns)))
    table = _table(title, columns, rows, keep)
    if _width(console, table) <= width:
        return table, 0
    order = sorted((i for i, c in enumerate(columns) if c.priority > 0),
                   key=lambda i: (columns[i].priority, -i))
    for i in order:
        keep.remove(i)
        if len(keep) < len(columns) * blocks_below:
            break
        table = _table(title, columns, rows, keep)
        if _width(console, table) <= width:
            return table, len(columns) - len(keep)
    return _blocks(title, columns, rows, width, note), 0


def markdown_table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A GitHub-flavoured Markdown table; ``|`` in cells escaped."""
    def cell(v: Any) -> str:
        return str(v).replace("|", "\\|").replace("\n", " ")
    lines = ["| " + " | ".join(cell(h) for h in headers) + " |",
             "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(cell(v) for v in r) + " |" for r in rows]
    return "\n".join(lines) + "\n"


def _plain(v: Any) -> Any:
    """A value JSON can hold: numpy scalars as Python ones, NaN/NA as null."""
    if v is None:
        return None
    if hasattr(v, "item") and not isinstance(v, (list, dict)):
        try:
            v = v.item()
        except (ValueError, AttributeError):
            pass
    try:
        import pandas as pd

        if v is pd.NA or (not isinstance(v, (str, bytes, list, dict)) and pd.isna(v)):
            return None
    except (TypeError, ValueError):
        pass
    if isinstance(v, float) and not math.isfinite(v):
        return None
    if isinstance(v, (int, float, str, bool)):
        return v
    return str(v)


def frame_text(frame: Any, fmt: str) -> str:
    """A DataFrame as CSV, JSON (a list of row objects) or Markdown text, every column kept."""
    if fmt == "csv":
        buf = io.StringIO()
        frame.to_csv(buf, index=False)
        return buf.getvalue()
    if fmt == "json":
        rows = [{str(k): _plain(v) for k, v in zip(frame.columns, row)}
                for row in frame.itertuples(index=False, name=None)]
        return json.dumps(rows, indent=1, allow_nan=False) + "\n"
    if fmt == "markdown":
        cells = [[("" if _plain(v) is None else _fmt_md(v)) for v in row]
                 for row in frame.itertuples(index=False, name=None)]
        return markdown_table([str(c) for c in frame.columns], cells)
    raise ValueError(f"frame_text: format {fmt!r} is not csv, json or markdown")


def _fmt_md(v: Any) -> str:
    v = _plain(v)
    if isinstance(v, float):
        return f"{v:.6g}"
    return str(v)
