"""Quick looks at one run's time series, for notebooks and scripts: ``result.plot.queue()``,
``result.plot.cwnd()``, ``result.plot.throughput()`` and ``result.plot()`` (the first of those
the run recorded). Each draws on a new figure or on ``ax``, labels its axes with units, and
returns the matplotlib Axes. Needs the ``plots`` extra (matplotlib); a series the scenario did
not record raises ``ValueError`` naming the monitor to turn on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ccsim.results import Results

__all__ = ["Plotter"]

#: At most this many series get a legend entry; more are drawn thin and unlabelled.
MAX_LABELLED = 12


def _axes(ax: Any, title: str) -> Any:
    from ccsim.optional import require

    require("matplotlib")
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots(figsize=(7, 3.2), layout="constrained")
    ax.set_title(title, fontsize=10)
    ax.grid(alpha=0.3)
    return ax


def _pick(table: Any, column: str, names: Sequence[str] | str | None, what: str) -> list[Any]:
    available = [str(n) for n in table[column].cat.categories if (table[column] == n).any()]
    if names is None:
        return available
    wanted = [names] if isinstance(names, str) else list(names)
    unknown = [n for n in wanted if n not in available]
    if unknown:
        raise ValueError(f"no {what} named {', '.join(map(repr, unknown))} in this run's samples "
                         f"(recorded: {', '.join(available) or 'none'})")
    return wanted


def _series(ax: Any, table: Any, key: str, names: list[str], y: str, drawstyle: str) -> None:
    labelled = len(names) <= MAX_LABELLED
    for name in names:
        rows = table[table[key] == name]
        ax.plot(rows["t_s"], rows[y], lw=0.9 if labelled else 0.5, drawstyle=drawstyle,
                label=name if labelled else None)
    if labelled and len(names) > 1:
        ax.legend(fontsize=8, ncols=min(4, len(names)))


class Plotter:
    """``result.plot``: see the module docstring."""

    def __init__(self, results: Results) -> None:
        self._r = results

    def _flows(self, flows: Sequence[str] | str | None) -> list[str] | None:
        """Flow or ``[[flows]]`` group names as flow names (``Results.flows_named``)."""
        if flows is None:
            return None
        return self._r.flows_named([flows] if isinstance(flows, str) else flows)

    def __call__(self, ax: Any = None) -> Any:
        """The first of queue, cwnd and throughput that the run recorded."""
        r = self._r
        if not r.queue.empty:
            return self.queue(ax=ax)
        if not r.cwnd.empty:
            return self.cwnd(ax=ax)
        if not r.flow_samples.empty:
            return self.throughput(ax=ax)
        raise ValueError("this run recorded no time series to plot: turn on monitors.queue, "
                         "monitors.cwnd or monitors.flows in the scenario")

    def queue(self, links: Sequence[str] | str | None = None, ax: Any = None) -> Any:
        """Queue length (packets) of the monitored links over time."""
        q = self._r.queue
        if q.empty:
            raise ValueError('no queue samples: add monitors.queue = { links = ["bottleneck"], '
                             'every = "100ms" } to the scenario')
        ax = _axes(ax, "queue length")
        _series(ax, q, "name", _pick(q, "name", links, "link"), "pkts", "steps-post")
        ax.set_xlabel("time (s)")
        ax.set_ylabel("queue length (packets)")
        return ax

    def cwnd(self, flows: Sequence[str] | str | None = None, ax: Any = None) -> Any:
        """Congestion window (packets) of each TCP flow over time (a TFRCP flow: its rate times
        its smoothed RTT)."""
        c = self._r.cwnd
        if c.empty:
            raise ValueError('no cwnd samples: add monitors.cwnd = { every = "100ms" } to the '
                             "scenario")
        ax = _axes(ax, "congestion window")
        _series(ax, c, "name", _pick(c, "name", self._flows(flows), "flow"), "cwnd", "steps-post")
        ax.set_xlabel("time (s)")
        ax.set_ylabel("cwnd (packets)")
        return ax

    def throughput(self, flows: Sequence[str] | str | None = None, ax: Any = None) -> Any:
        """Each flow's delivered packets per second between consecutive samples."""
        s = self._r.flow_samples
        if s.empty:
            raise ValueError('no flow samples: add monitors.flows = { every = "1s" } to the '
                             "scenario")
        s = s.sort_values(["flow", "t_ns"], kind="stable").copy()
        grouped = s.groupby("flow", observed=True)
        dt = grouped["t_s"].diff()
        s["pps"] = grouped["delivered"].diff() / dt
        ax = _axes(ax, "throughput")
        _series(ax, s.dropna(subset=["pps"]), "name",
                _pick(s, "name", self._flows(flows), "flow"), "pps", "steps-pre")
        ax.set_xlabel("time (s)")
        ax.set_ylabel("throughput (packets/s)")
        return ax
