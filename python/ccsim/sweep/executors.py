"""Backends: every way of running points is a ``concurrent.futures.Executor``.

- ``serial``: in this process, one point at a time (debugging, tiny sweeps, profiling);
- ``local``: a process pool over this machine's cores (loky's ``ProcessPoolExecutor``, see
  :func:`local_pool` for why not the standard library's);
- ``dask``: a Dask ``distributed`` cluster through ``Client.get_executor()``, either an existing
  scheduler (``scheduler="tcp://host:8786"``, e.g. one started by dask-jobqueue on SLURM) or a
  ``LocalCluster`` started for the sweep.

Scheduling, retries of lost tasks and worker management are the executor's business (Dask
reschedules the tasks of a dead worker); the sweep driver only submits and collects.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ccsim.sweep.spec import SweepError

__all__ = ["SerialExecutor", "Backend", "check_backend", "open_backend", "local_pool", "BACKENDS"]

BACKENDS = ("serial", "local", "dask")


class SerialExecutor(Executor):
    """Runs each submitted call at once, in the caller's process, and returns a finished future."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future:
        future: Future = Future()
        future.set_running_or_notify_cancel()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as e:  # noqa: BLE001 - delivered through the future, like other executors
            future.set_exception(e)
        return future


@dataclass
class Backend:
    """An executor plus how many points to keep in flight (enough to keep every worker busy)."""

    executor: Executor
    window: int
    name: str


def local_pool(workers: int) -> Any:  # loky's Executor, whose shutdown can also kill workers
    """A process pool whose workers never re-run the caller's script.

    The standard library's pool cannot be used safely from a plain script: with "spawn" or
    "forkserver" each worker re-imports ``__main__``, so a script that calls ``ccsim.sweep(...)``
    without an ``if __name__ == "__main__":`` guard starts the sweep again inside every worker
    and the pool breaks (BrokenProcessPool). "fork" avoids that but copies the driver's threads'
    locks (progress display, Dask client) held. loky starts clean interpreters that import only
    what a task needs and pickles functions defined in ``__main__`` by value (cloudpickle), so a
    custom ``runner`` written in the script works too, guard or not.

    The pool is loky's reusable one: its workers outlive the sweep (until a minute idle), so a
    series of sweeps in one process (``ccsim reproduce all``: one sweep per experiment) starts
    and imports its workers once instead of once per sweep. They do not outlive the driver:
    after a SIGKILL of the driver they stayed, idle, for good (:func:`_exit_with_parent`).
    """
    from loky import get_reusable_executor

    return get_reusable_executor(max_workers=workers, timeout=60, initializer=_exit_with_parent)


def _exit_with_parent() -> None:
    """In a local worker: exit within a second once the process that started it is gone.

    A driver killed outright (SIGKILL, an out-of-memory kill) cannot shut its pool down, and
    loky's idle timeout is the driver's to run, so its workers were left re-parented and idle.
    Polling the parent's pid (a re-parented process gets another) works on every POSIX system,
    whichever thread of the driver started the worker.
    """
    import threading
    import time

    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="ccsim-exit-with-parent", daemon=True).start()


def _dask_window(client: Any, jobs: int | None) -> int:
    threads = sum(client.nthreads().values()) if hasattr(client, "nthreads") else 0
    # An adaptive cluster may have no workers yet; keep enough tasks queued for it to scale up.
    return max(2 * max(threads, jobs or 0), 32)


def check_backend(backend: Any, jobs: int | None, scheduler: str | None) -> None:
    """Refuse a bad backend choice up front, before any planning or writing."""
    if jobs is not None and jobs < 1:
        raise SweepError(f"jobs = {jobs}: need at least one worker")
    if isinstance(backend, str):
        if backend not in BACKENDS:
            raise SweepError(f"backend {backend!r}: choose one of {', '.join(BACKENDS)}")
        if scheduler is not None and backend != "dask":
            raise SweepError(f"a scheduler address is for the dask backend, not {backend!r}")
        if backend == "dask":
            _require_dask()
    elif not isinstance(backend, Executor) and not hasattr(backend, "get_executor"):
        raise SweepError(f"backend {backend!r}: give one of {BACKENDS}, an Executor "
                         "or a dask Client")


@contextmanager
def open_backend(backend: str | Executor | Any = "local", jobs: int | None = None,
                 scheduler: str | None = None) -> Iterator[Backend]:
    """Yield a ready ``Backend``; shut down whatever this call started (never a caller's objects).

    ``backend`` is a name from ``BACKENDS``, or an object the caller owns: any ``Executor``, or a
    ``distributed.Client`` (its executor is used).
    """
    check_backend(backend, jobs, scheduler)
    if isinstance(backend, Executor):
        yield Backend(backend, max(2 * (jobs or os.cpu_count() or 1), 2), type(backend).__name__)
    elif not isinstance(backend, str):  # a distributed.Client owned by the caller
        yield Backend(_client_executor(backend), _dask_window(backend, jobs), "dask")
    elif backend == "serial":
        yield Backend(SerialExecutor(), 1, "serial")
    elif backend == "local":
        workers = jobs or os.cpu_count() or 1
        pool = local_pool(workers)
        try:
            yield Backend(pool, 2 * workers, "local")
        except BaseException:
            pool.shutdown(wait=False, kill_workers=True)  # interrupted: do not wait for the queue
            raise
        # Not shut down: the next sweep reuses the workers (`local_pool`).
    else:  # "dask"
        with _dask_client(jobs, scheduler) as client:
            yield Backend(_client_executor(client), _dask_window(client, jobs), "dask")


def _client_executor(client: Any) -> Executor:
    # pure=False: random task keys, so a long-lived client never hands back a finished or
    # failed task of an earlier run that had the same arguments.
    executor: Executor = client.get_executor(pure=False)
    return executor


def _require_dask() -> Any:
    """The ``distributed`` module, or a SweepError naming the extra (``ccsim[dask]``)."""
    from ccsim.optional import MissingExtra, require

    try:
        return require("distributed")
    except MissingExtra as e:
        raise SweepError(str(e)) from e


@contextmanager
def _dask_client(jobs: int | None, scheduler: str | None) -> Iterator[Any]:
    distributed = _require_dask()
    Client, LocalCluster = distributed.Client, distributed.LocalCluster
    if scheduler is not None:
        try:
            client = Client(scheduler)
        except (OSError, ValueError, TypeError) as e:  # refused, timed out, a malformed address
            raise SweepError(f"cannot reach the Dask scheduler at {scheduler} ({e})") from e
        with client:
            yield client
        return
    workers = jobs or os.cpu_count() or 1
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        yield client
