"""What every reproduction figure must show to be read at paper size (issue 12): each panel with
data has a y-axis label and an x-axis label (or named categories on x), every label gives its
unit in parentheses ("time (s)", "loss rate (%)") unless it names a pure number (a count,
"number of flows"; a ratio, "RTT 1 / RTT 2"; an index or coefficient), and every labelled
series is explained by a legend (one legend may serve every panel that uses its colours). ``figure_problems`` lists what a figure
lacks; ``write_page`` records it in the page's JSON, and the tests require it empty."""

from __future__ import annotations

import re
from typing import Any

__all__ = ["figure_problems", "has_unit", "save_figure"]

_UNIT = re.compile(r"\([^()]*[^\s()][^()]*\)\s*$|\[[^\[\]]+\]\s*$")


#: Labels of pure numbers, which have no unit to give.
_DIMENSIONLESS = re.compile(r"^number of |\bcount\b| / |\bratio\b|\bindex\b|coefficient|"
                            r"\bfairness\b|\bshare\b", re.IGNORECASE)


def has_unit(label: str) -> bool:
    """A label ends with its unit in parentheses or brackets (``"delay (ms)"``), or names a pure
    number (``"number of flows"``, ``"RTT 1 / RTT 2"``, ``"Jain's index"``)."""
    label = label.strip()
    return bool(_UNIT.search(label) or _DIMENSIONLESS.search(label))


def _categorical(axis: Any) -> bool:
    """Ticks that name categories (text that is not a number) instead of values."""
    labels = [t.get_text() for t in axis.get_ticklabels() if t.get_text()]
    return bool(labels) and not all(re.fullmatch(r"[\-−+]?[\d.,eE\-−+ ]+%?", t) for t in labels)


def _shared_label(ax: Any, which: str) -> str:
    """The axis label of ``ax``, or of an axes sharing that axis (one label per column/row)."""
    label = getattr(ax, f"get_{which}label")()
    if label:
        return str(label)
    shared = ax.get_shared_x_axes() if which == "x" else ax.get_shared_y_axes()
    for other in shared.get_siblings(ax):
        text = getattr(other, f"get_{which}label")()
        if text:
            return str(text)
    # a label set on the figure for every panel (fig.supxlabel / supylabel)
    fig = ax.figure
    sup = getattr(fig, f"_sup{which}label", None)
    return str(sup.get_text()) if sup is not None else ""


def _labelled(ax: Any) -> list[str]:
    handles, labels = ax.get_legend_handles_labels()
    return [lbl for lbl in labels if lbl and not lbl.startswith("_")]


def figure_problems(fig: Any) -> list[str]:
    """What the figure lacks (empty when it is complete); see the module docstring."""
    problems: list[str] = []
    panels = [ax for ax in fig.axes if ax.get_visible() and ax.has_data()
              and ax.get_label() != "<colorbar>"]
    explained = {t.get_text() for legend in [*fig.legends, *(ax.get_legend() for ax in fig.axes)]
                 if legend is not None for t in legend.get_texts()}
    for i, ax in enumerate(panels):
        name = ax.get_title() or ax.get_title(loc="left") or f"panel {i + 1}"
        for which in ("x", "y"):
            label = _shared_label(ax, which)
            axis = ax.xaxis if which == "x" else ax.yaxis
            if not label:
                if not _categorical(axis):
                    problems.append(f"{name}: no {which}-axis label")
            elif not has_unit(label):
                problems.append(f"{name}: {which}-axis label {label!r} gives no unit")
        unexplained = [lbl for lbl in _labelled(ax) if lbl not in explained]
        if unexplained:
            problems.append(f"{name}: series {', '.join(map(repr, unexplained))} in no legend")
    return problems


def save_figure(fig: Any, stem: str = "") -> dict[str, bytes]:
    """The figure as PNG (150 dpi, for the page) and SVG (scalable, for print), by suffix.

    Both are the same bytes on every run: the SVG's element ids, which matplotlib draws at
    random unless ``svg.hashsalt`` is set, are salted with ``stem`` (so a regenerated page
    changes its SVG only when the figure changes)."""
    import io

    import matplotlib

    out = {}
    with matplotlib.rc_context({"svg.hashsalt": f"ccsim {stem}"}):
        for fmt, kw in (("png", {"dpi": 150}), ("svg", {"metadata": {"Date": None}})):
            buf = io.BytesIO()
            fig.savefig(buf, format=fmt, bbox_inches="tight", **kw)
            out[fmt] = buf.getvalue()
    return out
