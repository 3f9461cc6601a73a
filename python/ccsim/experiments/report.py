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
from rich.markup import escape

from ccsim.atomic import write_atomic
from ccsim.experiments.base import STATUS_TEXT, Outcome, Verdict
from ccsim.optional import available

__all__ = ["render", "markdown", "write_page", "draw_figure", "Drawn", "write_index",
           "last_status", "NO_FIGURE", "as_record", "comparison_markdown"]

#: What a page says in place of its figure when matplotlib (the ``plots`` extra) is missing.
NO_FIGURE = ("The figure is not drawn: matplotlib is not installed "
             "(pip install 'ccsim[plots]').")


def _fmt(v: object, ci: object = None) -> str:
    if isinstance(v, float):
        if math.isnan(v):
            return "-"
        text = f"{v:.3f}" if abs(v) < 10 else f"{v:.1f}"
        # A zero half-width is shown ("± 0.000": every seed gave the same value), so that a
        # value without one is a value with no interval at all.
        if isinstance(ci, float) and not math.isnan(ci) and ci >= 0:
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
    """The comparison for the terminal: one column per metric with "paper | ccsim ± CI" in each
    cell, as a table when it fits the console's width and otherwise one block per configuration
    (``ccsim.output.fit_table``), then the claim and its verdict."""
    from ccsim.output import Column, fit_table

    console = console or Console()
    e = outcome.experiment
    c = outcome.comparison
    # Quick runs are shorter than the paper's: its counts (losses, timeouts) do not compare.
    mode = ("quick mode: shortened runs, so counts are not the paper's scale"
            if outcome.quick else "full mode")
    keys, metrics = _metric_columns(c)
    columns = [Column(k, "left", 0) for k in keys]
    columns += [Column(f"{m.replace('_', ' ')}\n[cyan]paper[/] | [green]ccsim[/]",
                       short=m.replace("_", " ")) for m in metrics]
    rows = []
    for _, row in c.iterrows():
        cells = [escape(str(row[k])) for k in keys]
        for m in metrics:
            paper = _fmt(row[f"paper_{m}"]) if f"paper_{m}" in c else "-"
            ours = _fmt(row[f"ccsim_{m}"], row.get(f"ccsim_{m}_ci")) if f"ccsim_{m}" in c else "-"
            cells.append(f"[cyan]{paper}[/] | [green]{ours}[/]")
        rows.append(cells)
    console.print(f"[bold]{escape(e.id)}[/]: {escape(e.title)}", highlight=False)
    console.print(f"{escape(e.paper)}, {escape(e.source)} ({mode}, {outcome.seeds} seeds)",
                  highlight=False, style="dim")
    table, _ = fit_table(console, columns, rows, blocks_below=1.0,
                         note="[dim]each line: [cyan]paper[/] | [green]ccsim[/] (mean ± 95% CI)[/]")
    console.print(table)
    v = outcome.verdict
    style = {"holds": "bold green", "fails": "bold red", "untestable": "bold yellow"}[v.status]
    mark = f"[{style}]{STATUS_TEXT[v.status].upper()}[/]"
    console.print(f"Claim: {escape(v.claim)}\nVerdict: {mark} — {escape(v.explained())}",
                  highlight=False)


def as_record(outcome: Outcome) -> dict[str, object]:
    """The outcome as plain data (``ccsim reproduce --format json``): the experiment, the
    comparison's rows (NaN as null) and the verdict."""
    import json

    from ccsim.output import frame_text

    e = outcome.experiment
    return {"id": e.id, "title": e.title, "paper": e.paper, "source": e.source,
            "quick": outcome.quick, "seeds": outcome.seeds,
            "comparison": json.loads(frame_text(outcome.comparison, "json")),
            **_verdict_record(outcome.verdict)}


def _verdict_record(v: Verdict) -> dict[str, object]:
    """The verdict's keys in a page's JSON and in ``--format json``."""
    return {"claim": v.claim, "status": v.status, "holds": v.holds, "untestable": v.untestable,
            "detail": v.detail}


#: The heading of a page's results table: a study's (True) has no paper beside it.
RESULTS_HEADING = {True: "## Results", False: "## Paper beside ccsim"}


def comparison_markdown(outcome: Outcome) -> str:
    """The comparison table and the verdict as Markdown (``--format markdown``): the page's
    "Paper beside ccsim" (a study's "Results") and "Claim" sections."""
    text = markdown(outcome)
    start = text.index(RESULTS_HEADING[outcome.experiment.study])
    end = text.index("## Notes") if "## Notes" in text else len(text)
    body = "\n".join(line for line in text[start:end].splitlines() if not line.startswith("!["))
    return f"# {outcome.experiment.id}: {outcome.experiment.title}\n\n{body.strip()}\n"


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
        RESULTS_HEADING[e.study],
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
              f"**Verdict: {STATUS_TEXT[v.status]}** — {v.explained()}.", ""]
    if e.notes:
        lines += ["## Notes", "", e.notes, ""]
    return "\n".join(lines)


#: A drawn figure: its files' bytes by suffix ("png", "svg") and what it lacks
#: (:func:`ccsim.experiments.figures.figure_problems`).
Drawn = tuple[dict[str, bytes], list[str]]


def draw_figure(outcome: Outcome) -> Drawn:
    """Draw the experiment's figure (it must have one, and matplotlib must be installed).

    Runs anywhere: ``ccsim reproduce all`` draws each figure in a worker process while the next
    experiment runs, the bytes being the same as when drawn in the calling process."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from ccsim.experiments.figures import figure_problems, save_figure

    e = outcome.experiment
    assert e.plot is not None, f"{e.id} draws no figure"
    fig = e.plot(outcome)
    try:
        problems = figure_problems(fig)
        return save_figure(fig, e.id), problems
    finally:
        plt.close(fig)


def write_page(outcome: Outcome, directory: str | Path, wall_s: float | None = None,
               drawn: Drawn | None = None) -> Path:
    """Write ``<id>.md`` (+ ``<id>.png`` and ``<id>.svg`` when the experiment draws a figure, +
    ``<id>.json`` with the verdict for the index and what the figure lacks, if anything, see
    :mod:`ccsim.experiments.figures`) into ``directory``. The figure is drawn here unless
    ``drawn`` (from :func:`draw_figure`) is given."""
    import json

    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    e = outcome.experiment
    figure = None
    problems: list[str] = []
    if e.plot is not None and not available("matplotlib"):
        figure = NO_FIGURE
    elif e.plot is not None:
        files, problems = drawn if drawn is not None else draw_figure(outcome)
        for fmt, data in files.items():
            write_atomic(directory / f"{e.id}.{fmt}", data)
        figure = f"{e.id}.png"
    path = directory / f"{e.id}.md"
    write_atomic(path, markdown(outcome, figure))
    previous = last_status(directory).get(e.id)
    if outcome.cached and previous is not None and previous.get("quick") == outcome.quick:
        kept = previous.get("wall_s", wall_s)  # keep the time of the run that computed it
        wall_s = float(kept) if isinstance(kept, (int, float)) else None
    status = {"id": e.id, "title": e.title, "paper": e.paper, "source": e.source,
              **_verdict_record(outcome.verdict), "quick": outcome.quick, "seeds": outcome.seeds,
              "wall_s": wall_s, "figure_problems": problems}
    write_atomic(directory / f"{e.id}.json", json.dumps(status, indent=1))
    return path


#: The index's "claim holds" column for each verdict status.
INDEX_TEXT = {"holds": "yes", "fails": "**no**", "untestable": "not testable here"}

#: The keys every verdict ``write_page`` records has, which the index and the site read.
_STATUS_KEYS = frozenset({"id", "holds", "quick", "seeds"})


def last_status(directory: str | Path) -> dict[str, dict[str, object]]:
    """The verdicts recorded by ``write_page`` in ``directory``, by experiment id. Any other
    JSON file there (not an object with a verdict's keys, unreadable, not UTF-8) is skipped."""
    import json

    out = {}
    for p in sorted(Path(directory).glob("*.json")):
        try:
            d = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, ValueError):  # UnicodeDecodeError is a ValueError
            continue
        if isinstance(d, dict) and _STATUS_KEYS <= d.keys():
            out[str(d["id"])] = d
    return out


def write_index(directory: str | Path, site: bool = True) -> tuple[Path, Path]:
    """``index.md`` listing every experiment of the registry with its last verdict in
    ``directory`` (or "not run"), and the browsable HTML site of the pages
    (:func:`ccsim.site.build_site`: ``index.html``, one ``<id>.html`` per page) unless ``site``
    is false."""
    from ccsim.experiments import REGISTRY
    from ccsim.site import build_site

    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    status = last_status(directory)
    md = ["# Reproductions", "", "Browsable with figures and search: [index.html](index.html) "
          "(`ccsim report`).", "", "| id | paper | source | claim holds | mode |",
          "|---|---|---|---|---|"]
    for e in REGISTRY.values():
        st = status.get(e.id)
        verdict = "not run" if st is None else INDEX_TEXT[Verdict.from_record(st).status]
        if st is not None and str(st.get("claim", "")).startswith("INFERRED"):
            verdict += " (claim inferred)"  # the paper's results are lost (EXPERIMENTS.md)
        mode = "" if st is None else (f"{'quick' if st['quick'] else 'full'}, {st['seeds']} seeds")
        link = f"[{e.id}]({e.id}.md)" if st else e.id
        md.append(f"| {link} | {e.paper.split(':')[0]} | {e.source} | {verdict} | {mode} |")
    if (directory / "changes.md").exists():
        md += ["", "What changed on these pages, run by run (verdicts and numbers): "
               "[changes.md](changes.md)."]
    md_path = directory / "index.md"
    write_atomic(md_path, "\n".join(md) + "\n")
    return md_path, (build_site(directory).index if site else directory / "index.html")
