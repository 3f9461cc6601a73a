"""Running a sweep: plan, skip what the store already holds, dispatch the rest, store each answer.

The driver is the only writer of the store. It keeps a bounded number of points in flight and
writes every answer the moment it arrives, so whatever finished before an interruption (Ctrl-C,
SIGKILL, a lost node) is on disk, and the next run resumes from there.

Retry policy on re-run:
- done points are skipped;
- points that failed *by themselves* (the scenario is invalid, the engine raised) are skipped:
  with the same scenario, seed and version they would fail the same way. ``retry_failed=True``
  (``--retry-failed``) runs them again;
- points that failed because the infrastructure did (a worker died, the pool broke) are
  *transient* and always run again;
- on the ``local`` backend a dead worker fails every point in flight, the one that killed it
  among them, so the driver runs each of those again alone: one whose worker dies again is
  recorded as failed by itself (``WorkerDied``: killed by the system, e.g. out of memory, or a
  crash in the engine; ``--retry-failed`` runs it again), the others are answered normally, and
  the sweep goes on in a fresh pool. A point that kills its worker every time so no longer
  stops every run (each re-run had failed all over again at it). Dask does the same itself: a
  task on which several workers died ends in ``KilledWorker``, recorded as the point's failure;
- corrupt points (damaged files) and pending points are run.
"""

from __future__ import annotations

import contextlib
import functools
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ccsim.sweep.executors import check_backend, open_backend
from ccsim.sweep.keys import ccsim_version
from ccsim.sweep.plan import Point, describe, expand
from ccsim.sweep.progress import Progress
from ccsim.sweep.spec import SweepError, SweepSpec
from ccsim.sweep.store import State, Store
from ccsim.sweep.task import Outcome, Runner, Task, execute

__all__ = ["RunSummary", "run_spec"]


@dataclass(frozen=True)
class RunSummary:
    """What one run did. ``points`` counts distinct simulations (equal scenarios share one)."""

    store: Path
    run: str
    points: int
    skipped: int
    ran: int
    done: int
    failed: int

    @property
    def ok(self) -> bool:
        return self.failed == 0


def _to_run(store: Store, points: list[Point], retry_failed: bool) -> list[Point]:
    todo = []
    for p in points:
        status = store.status(p.key)
        if status.state is State.DONE:
            continue
        transient = bool((status.detail or {}).get("transient"))
        if status.state is State.FAILED and not retry_failed and not transient:
            continue
        todo.append(p)
    return todo


class _Recorder:
    """Turns answers into store writes, log lines and progress ticks. With ``isolate``, points
    whose worker died are held back (``suspects``) to be run again alone."""

    def __init__(self, store: Store, run: str, bar: Progress, isolate: bool = False):
        self.store, self.run, self.bar = store, run, bar
        self.done = self.failed = 0
        self.isolate = isolate
        self.suspects: list[Point] = []

    def failure(self, p: Point, error_type: str, message: str, transient: bool,
                **extra: Any) -> None:
        self.store.record_failed(p.key, p.seed, p.params, error_type=error_type, message=message,
                                 transient=transient, **extra)
        self.store.log("point", run=self.run, point=p.key, status="failed", error_type=error_type)
        self.failed += 1
        self.bar.advance(failed=True)

    def answer(self, p: Point, future: Future) -> None:
        if future.cancelled():
            return self.failure(p, "CancelledError", "the task was cancelled", transient=True)
        exc = future.exception()
        if exc is not None and self.isolate and isinstance(exc, BrokenProcessPool):
            self.suspects.append(p)  # in flight when a worker died (loky: TerminatedWorkerError)
            return None
        if exc is not None and type(exc).__name__ == "KilledWorker":
            # Dask gives up on a task only after it was running on each of several workers that
            # died (``distributed.scheduler.allowed-failures``): the point's own fault, as the
            # local backend's WorkerDied, not retried on every run (each retry kills workers).
            return self.failure(p, "KilledWorker", f"{exc}: its workers died each time it ran "
                                "(e.g. out of memory); --retry-failed runs it again",
                                transient=False)
        if exc is not None:  # execute() catches the point's own errors: this is the infrastructure
            return self.failure(p, type(exc).__name__, str(exc) or repr(exc), transient=True)
        out: Outcome = future.result()
        if not out.ok:
            return self.failure(p, out.error_type or "Error", out.message or "", transient=False,
                                traceback=out.traceback, worker=out.worker, elapsed_s=out.elapsed_s)
        self.store.record_done(p.key, p.seed, p.params, out.tables or {}, worker=out.worker,
                               elapsed_s=round(out.elapsed_s, 6))
        self.store.log("point", run=self.run, point=p.key, status="done",
                       elapsed_s=round(out.elapsed_s, 6), worker=out.worker)
        self.done += 1
        self.bar.advance()


def _dispatch(executor: Executor, window: int, tasks: Iterator[tuple[Point, Task]], fn: Any,
              rec: _Recorder) -> BaseException | None:
    """Keep up to ``window`` tasks in flight; return the error that stopped submission, if any."""
    pending: dict[Future, Point] = {}
    broken: BaseException | None = None
    try:
        while True:
            while broken is None and len(pending) < window:
                item = next(tasks, None)
                if item is None:
                    break
                try:
                    pending[executor.submit(fn, item[1])] = item[0]
                except RuntimeError as e:  # BrokenProcessPool, a closed client: stop submitting
                    broken = e
                    if rec.isolate and isinstance(e, BrokenProcessPool):
                        rec.suspects.append(item[0])  # never ran: run it with the suspects
            if not pending:
                return broken
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                rec.answer(pending.pop(future), future)
    except BaseException:
        for future in pending:
            future.cancel()
        raise


def _run_alone(executor: Executor, task: Task, fn: Any, p: Point, rec: _Recorder) -> None:
    """Run one point with nothing else in flight: a worker that dies now died of this point."""
    future = executor.submit(fn, task)
    wait([future])
    exc = future.exception()
    if exc is not None and isinstance(exc, BrokenProcessPool):
        rec.failure(p, "WorkerDied", "its worker process died while it ran alone (killed by the "
                    "system, e.g. out of memory, or a crash in the engine); --retry-failed runs "
                    "it again", transient=False)
    else:
        rec.answer(p, future)


def run_spec(spec: SweepSpec, out: str | Path, *, backend: Any = "local", jobs: int | None = None,
             scheduler: str | None = None, retry_failed: bool = False, progress: bool | None = None,
             runner: Runner | None = None) -> RunSummary:
    """Run every point of ``spec`` not yet in the store at ``out``; see the module for re-runs.

    ``runner(scenario, seed) -> Results`` replaces the engine (tests, instrumented runs); it must
    be picklable for the process and Dask backends.
    """
    check_backend(backend, jobs, scheduler)
    version = ccsim_version()
    points = expand(spec, version)
    store = Store(out)
    first: dict[str, Point] = {}
    for p in points:  # points whose scenarios validate to the same thing are one simulation
        first.setdefault(p.key, p)
    unique = list(first.values())
    todo = _to_run(store, unique, retry_failed)  # reads the store only: nothing written yet
    invalid = [p for p in todo if p.error is not None]
    valid = [p for p in todo if p.error is None]
    with contextlib.ExitStack() as opened:
        # The backend is opened before the store is written: an unreachable scheduler leaves
        # no plan behind for a sweep that never ran.
        b = opened.enter_context(open_backend(backend, jobs, scheduler)) if valid else None
        store.init()
        store.save_plan({"name": spec.name, "ccsim": version, "params": spec.param_names(),
                         "spec": spec.model_dump(mode="json"), "base": spec.base_dict(),
                         "points": describe(points)})
        run = f"{time.strftime('%Y%m%dT%H%M%S')}-{uuid.uuid4().hex[:6]}"
        backend_name = backend if isinstance(backend, str) else type(backend).__name__
        store.log("start", run=run, points=len(unique), todo=len(todo), backend=backend_name,
                  ccsim=version)
        def task(p: Point) -> Task:
            return Task(p.key, p.seed, p.params, p.scenario, version)

        tasks = ((p, task(p)) for p in valid)
        fn = functools.partial(execute, runner=runner) if runner is not None else execute
        started = time.perf_counter()
        broken: BaseException | None = None
        interrupted = True
        with Progress(len(unique), len(unique) - len(todo), progress, spec.name or "sweep") as bar:
            rec = _Recorder(store, run, bar, isolate=backend == "local")
            try:
                for p in invalid:
                    rec.failure(p, p.error_type or "ScenarioError", p.error or "", transient=False)
                if b is not None:
                    broken = _dispatch(b.executor, b.window, tasks, fn, rec)
                while rec.suspects:
                    # A worker died: its pool is gone. A fresh one (loky's reusable executor
                    # restarts) runs each suspect alone, then the rest of the sweep.
                    suspects, rec.suspects = rec.suspects, []
                    for p in suspects:
                        b = opened.enter_context(open_backend(backend, jobs, scheduler))
                        _run_alone(b.executor, task(p), fn, p, rec)
                    b = opened.enter_context(open_backend(backend, jobs, scheduler))
                    broken = _dispatch(b.executor, b.window, tasks, fn, rec)
                interrupted = False
            finally:
                store.log("end", run=run, done=rec.done, failed=rec.failed,
                          interrupted=interrupted,
                          elapsed_s=round(time.perf_counter() - started, 3))
    if broken is not None:
        raise SweepError(f"the {backend_name} backend stopped accepting points "
                         f"({type(broken).__name__}: {broken}); finished points are stored, "
                         "run again to resume")
    return RunSummary(store.root, run, len(unique), len(unique) - len(todo), len(todo), rec.done,
                      rec.failed)
