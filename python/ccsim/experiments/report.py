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

from ccsim.atomic import write_atomic
from ccsim.experiments.base import Outcome
from ccsim.optional import available

__all__ = ["render", "markdown", "write_page", "write_index", "last_status", "NO_FIGURE"]

#: What a page says in place of its figure when matplotlib (the ``plots`` extra) is missing.
NO_FIGURE = ("The figure is not drawn: matplotlib is not installed "
             "(pip install 'ccsim[plots]').")


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


def markdown(outcome: Outcome, figure: str | None = None) -> str:
    e = outcome.experiment
    c = outcome.comparison
    cols = _columns(c)
    lines = [
        f"# {e.id}: {e.title}",
        "",
        f"*{e.paper}*, {e.source}. Run in {'quick' if outcome.quick else 'full'} mode over "
        f"{outcome.seeds} seeds; ccsim values are means ± 95% confidence half-widths.",
        "",
        "## Choices" if e.study else "## Choices for what the paper leaves unstated",
        "",
        *[f"- **{k}**: {v}" for k, v in e.choices.items()],
        "",
        "## Results" if e.study else "## Paper beside ccsim",
        "",
        "| " + " | ".join(n.replace("_", " ") for n, _ in cols) + " |",
        "|" + "---|" * len(cols),
    ]
    for _, row in c.iterrows():
        lines.append("| " + " | ".join(_fmt(row[n], row[ci] if ci else None) for n, ci in cols) + " |")
    if figure == NO_FIGURE:
        lines += ["", f"*{NO_FIGURE}*"]
    elif figure:
        lines += ["", f"![{e.id}]({figure})"]
    v = outcome.verdict
    lines += ["", "## Claim", "", f"{v.claim}.", "",
              f"**Verdict: {'holds' if v.holds else 'does not hold'}** — {v.detail}.", ""]
    if e.notes:
        lines += ["## Notes", "", e.notes, ""]
    return "\n".join(lines)


def write_page(outcome: Outcome, directory: str | Path, wall_s: float | None = None) -> Path:
    """Write ``<id>.md`` (+ ``<id>.png`` when the experiment draws a figure, + ``<id>.json`` with the
    verdict for the index) into ``directory``."""
    import io
    import json

    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    e = outcome.experiment
    figure = None
    if e.plot is not None and not available("matplotlib"):
        figure = NO_FIGURE
    elif e.plot is not None:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig = e.plot(outcome)
        buf = io.BytesIO()
        fig.savefig(buf, format="png", dpi=110, bbox_inches="tight")
        plt.close(fig)
        write_atomic(directory / f"{e.id}.png", buf.getvalue())
        figure = f"{e.id}.png"
    path = directory / f"{e.id}.md"
    write_atomic(path, markdown(outcome, figure))
    previous = last_status(directory).get(e.id)
    if outcome.cached and previous is not None and previous.get("quick") == outcome.quick:
        wall_s = previous.get("wall_s", wall_s)  # keep the time of the run that computed it
    status = {"id": e.id, "title": e.title, "paper": e.paper, "source": e.source,
              "claim": outcome.verdict.claim, "holds": outcome.verdict.holds,
              "detail": outcome.verdict.detail, "quick": outcome.quick, "seeds": outcome.seeds,
              "wall_s": wall_s}
    write_atomic(directory / f"{e.id}.json", json.dumps(status, indent=1))
    return path


def last_status(directory: str | Path) -> dict[str, dict[str, object]]:
    """The verdicts recorded by ``write_page`` in ``directory``, by experiment id."""
    import json

    out = {}
    for p in sorted(Path(directory).glob("*.json")):
        try:
            d = json.loads(p.read_text())
            out[str(d["id"])] = d
        except (ValueError, KeyError):
            continue
    return out


def write_index(directory: str | Path) -> tuple[Path, Path]:
    """``index.md`` and a self-contained ``index.html`` listing every experiment of the registry
    with its last verdict in ``directory`` (or "not run")."""
    import html

    from ccsim.experiments import REGISTRY

    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    status = last_status(directory)
    md = ["# Reproductions", "", "| id | paper | source | claim holds | mode |", "|---|---|---|---|---|"]
    rows = []
    for e in REGISTRY.values():
        st = status.get(e.id)
        verdict = "not run" if st is None else ("yes" if st["holds"] else "**no**")
        mode = "" if st is None else (f"{'quick' if st['quick'] else 'full'}, {st['seeds']} seeds")
        link = f"[{e.id}]({e.id}.md)" if st else e.id
        md.append(f"| {link} | {e.paper.split(':')[0]} | {e.source} | {verdict} | {mode} |")
        rows.append((e, st, verdict, mode))
    if (directory / "changes.md").exists():
        md += ["", "What re-running every experiment on the ns-2-faithful engine changed (verdicts "
               "and numbers): [changes.md](changes.md)."]
    md_path = directory / "index.md"
    write_atomic(md_path, "\n".join(md) + "\n")
    cells = []
    for e, st, verdict, mode in rows:
        colour = "#888" if st is None else ("#060" if st["holds"] else "#a00")
        detail = "" if st is None else html.escape(str(st["detail"]))
        link = f'<a href="{e.id}.md">{e.id}</a>' if st else e.id
        cells.append(f"<tr><td>{link}</td><td>{html.escape(e.title)}</td><td>{html.escape(e.source)}</td>"
                     f'<td style="color:{colour}">{verdict.strip("*")}</td><td>{mode}</td>'
                     f"<td>{detail}</td></tr>")
    page = ("<!doctype html><meta charset=utf-8><title>ccsim reproductions</title>"
            "<style>body{font-family:sans-serif;margin:2em}td,th{padding:4px 8px;border-bottom:1px solid #ddd;"
            "vertical-align:top}</style><h1>ccsim reproductions</h1><table><tr><th>id</th><th>title</th>"
            "<th>source</th><th>claim holds</th><th>mode</th><th>numbers</th></tr>" + "".join(cells) + "</table>")
    html_path = directory / "index.html"
    write_atomic(html_path, page)
    return md_path, html_path
