"""Reports of reproduced experiments: a rich table for the terminal and a Markdown page.

The Markdown page (one per experiment) states the setup, the choices made for unstated
parameters, the paper's numbers beside ccsim's (mean +- 95% CI over seeds) and the claim's
verdict with its numbers.
"""

from __future__ import annotations

import math
from pathlib import Path

import pandas as pd
from rich.console import Console
from rich.table import Table

from ccsim.experiments.base import Outcome

__all__ = ["render", "markdown", "write_page"]


def _fmt(v: object, ci: object = None) -> str:
    if isinstance(v, float):
        if math.isnan(v):
            return "-"
        text = f"{v:.3f}" if abs(v) < 10 else f"{v:.1f}"
        if isinstance(ci, float) and not math.isnan(ci) and ci > 0:
            text += f" ± {ci:.3f}" if abs(ci) < 10 else f" ± {ci:.1f}"
        return text
    return str(v)


def _columns(c: pd.DataFrame) -> list[tuple[str, str | None]]:
    """(column, its CI column or None), CI columns folded into their value column."""
    cols = [k for k in c.columns if not k.endswith("_ci")]
    return [(k, f"{k}_ci" if f"{k}_ci" in c.columns else None) for k in cols]


def _metric_columns(c: pd.DataFrame) -> tuple[list[str], list[str]]:
    """Key columns, and metrics m present as paper_m and/or ccsim_m."""
    keys = [k for k in c.columns if not k.startswith(("paper_", "ccsim_"))]
    metrics: list[str] = []
    for k in c.columns:
        for prefix in ("paper_", "ccsim_"):
            if k.startswith(prefix) and not k.endswith("_ci"):
                m = k[len(prefix):]
                if m not in metrics:
                    metrics.append(m)
    return keys, metrics


def render(outcome: Outcome, console: Console | None = None) -> None:
    """A compact terminal table: one column per metric, "paper | ccsim ± CI" in each cell."""
    console = console or Console()
    e = outcome.experiment
    c = outcome.comparison
    mode = "quick mode" if outcome.quick else "full mode"
    table = Table(title=f"{e.id}\n{e.title}\n{e.paper}, {e.source} ({mode}, {outcome.seeds} seeds)")
    keys, metrics = _metric_columns(c)
    for k in keys:
        table.add_column(k)
    for m in metrics:
        table.add_column(f"{m.replace('_', ' ')}\n[cyan]paper[/] | [green]ccsim[/]", justify="right")
    for _, row in c.iterrows():
        cells = [str(row[k]) for k in keys]
        for m in metrics:
            paper = _fmt(row[f"paper_{m}"]) if f"paper_{m}" in c else "-"
            ours = _fmt(row[f"ccsim_{m}"], row.get(f"ccsim_{m}_ci")) if f"ccsim_{m}" in c else "-"
            cells.append(f"[cyan]{paper}[/] | [green]{ours}[/]")
        table.add_row(*cells)
    console.print(table)
    v = outcome.verdict
    mark = "[bold green]HOLDS[/]" if v.holds else "[bold red]DOES NOT HOLD[/]"
    console.print(f"Claim: {v.claim}\nVerdict: {mark} — {v.detail}")


def markdown(outcome: Outcome) -> str:
    e = outcome.experiment
    c = outcome.comparison
    cols = _columns(c)
    lines = [
        f"# {e.id}: {e.title}",
        "",
        f"*{e.paper}*, {e.source}. Run in {'quick' if outcome.quick else 'full'} mode over "
        f"{outcome.seeds} seeds; ccsim values are means ± 95% confidence half-widths.",
        "",
        "## Choices for what the paper leaves unstated",
        "",
        *[f"- **{k}**: {v}" for k, v in e.choices.items()],
        "",
        "## Paper beside ccsim",
        "",
        "| " + " | ".join(n.replace("_", " ") for n, _ in cols) + " |",
        "|" + "---|" * len(cols),
    ]
    for _, row in c.iterrows():
        lines.append("| " + " | ".join(_fmt(row[n], row[ci] if ci else None) for n, ci in cols) + " |")
    v = outcome.verdict
    lines += ["", "## Claim", "", f"{v.claim}.", "",
              f"**Verdict: {'holds' if v.holds else 'does not hold'}** — {v.detail}.", ""]
    if e.notes:
        lines += ["## Notes", "", e.notes, ""]
    return "\n".join(lines)


def write_page(outcome: Outcome, directory: str | Path) -> Path:
    path = Path(directory) / f"{outcome.experiment.id}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".md.tmp")
    tmp.write_text(markdown(outcome))
    tmp.replace(path)
    return path
