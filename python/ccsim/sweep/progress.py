"""The progress display: points done / total, failures, elapsed time and ETA.

Shown on stderr with rich when it is a terminal (or when forced); otherwise silent, so logs of batch
jobs (SLURM) are not flooded with redraws. Points skipped because they were already finished count
as done from the start, so the bar and the ETA describe the whole sweep.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Progress"]


class Progress:
    """A context manager with ``advance(failed=...)``; a no-op when disabled."""

    def __init__(self, total: int, already: int, enabled: bool | None = None, label: str = "sweep"):
        self.total, self.already, self.failed = total, already, 0
        self._label = label
        self._enabled = enabled
        self._bar: Any = None
        self._task: Any = None

    def __enter__(self) -> Progress:
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress as RichProgress,
                                   TextColumn, TimeElapsedColumn, TimeRemainingColumn)

        console = Console(stderr=True)
        enabled = console.is_terminal if self._enabled is None else self._enabled
        if not enabled:
            return self
        self._bar = RichProgress(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("[red]{task.fields[failed]} failed"),
            TimeElapsedColumn(),
            TextColumn("ETA"),
            TimeRemainingColumn(),
            console=console,
            transient=False,
        )
        self._bar.__enter__()
        # Already-finished points start the bar part-way; rich estimates speed from advances only,
        # so the ETA follows this run's own pace.
        self._task = self._bar.add_task(self._label, total=self.total, completed=self.already,
                                        failed=0)
        return self

    def advance(self, failed: bool = False) -> None:
        self.failed += failed
        if self._bar is not None:
            self._bar.update(self._task, advance=1, failed=self.failed)

    def __exit__(self, *exc: Any) -> None:
        if self._bar is not None:
            self._bar.__exit__(*exc)
