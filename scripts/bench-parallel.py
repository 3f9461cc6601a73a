"""Speed-up of ccsim's parallel runners on this machine (issue 10, item 5): prints figures, asserts
nothing. Every measurement starts from an empty output directory, so nothing is resumed.

1. A sweep (benchmark B1, seed 000's 50 Reno flows, at 4 bottleneck bandwidths x 2 buffers x
   SEEDS seeds, 2000 s simulated each, about half a second each on one core) with the serial backend, the process pool (``local``) and a local Dask cluster, each
   with every core as a worker.
2. ``ccsim reproduce all --quick`` (or the experiments named; in full with ``--full``) with
   ``--jobs 1`` and ``--jobs`` =
   every core (``reproduce all`` runs the experiments one after another, each spreading its runs
   over the cores, in one process whose worker pool is reused).

Usage: ``.venv/bin/python scripts/bench-parallel.py [--seeds N] [--experiments ID ...] [--full]``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_EXPERIMENTS = ["all"]


def timed(label: str, fn) -> float:
    t0 = time.perf_counter()
    fn()
    wall = time.perf_counter() - t0
    print(f"  {label:<34} {wall:7.2f} s", flush=True)
    return wall


def sweep_figures(seeds: int, cores: int) -> None:
    import ccsim

    from ccsim.bench import scenario

    grid = {"topology.bottleneck.bandwidth": ["2Mbps", "3Mbps", "4Mbps", "6Mbps"],
            "topology.bottleneck.queue.limit": ["25pkt", "50pkt"]}
    base = scenario("B1")
    base["duration"] = "2000s"
    runs = 8 * seeds
    print(f"sweep: B1 (50 Reno flows), 8 points x {seeds} seeds = {runs} runs of 2000 s simulated")
    walls = {}
    with tempfile.TemporaryDirectory() as tmp:
        for backend in ("serial", "local", "dask"):
            jobs = None if backend == "serial" else cores
            label = backend if backend == "serial" else f"{backend} ({cores} workers)"
            walls[backend] = timed(label, lambda: ccsim.sweep(
                base, grid, seeds=seeds, out=Path(tmp) / backend, backend=backend, jobs=jobs,
                progress=False))
    for backend in ("local", "dask"):
        print(f"  speed-up of {backend} over serial: {walls['serial'] / walls[backend]:.2f}x")


def reproduce_figures(experiments: list[str], cores: int, full: bool = False) -> None:
    mode = [] if full else ["--quick"]
    print(f"reproduce{'' if full else ' --quick'}: {', '.join(experiments)}")
    walls = {}
    with tempfile.TemporaryDirectory() as tmp:
        for jobs in (1, cores):
            def run(jobs: int = jobs) -> None:
                for e in experiments:
                    subprocess.run([str(Path(sys.executable).parent / "ccsim"), "reproduce", e, *mode,
                                    "--jobs", str(jobs), "--out", str(Path(tmp) / f"j{jobs}"),
                                    "--format", "json"],
                                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            walls[jobs] = timed(f"--jobs {jobs}", run)
    print(f"  speed-up of --jobs {cores} over --jobs 1: {walls[1] / walls[cores]:.2f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=2, help="seeds per sweep point (default 2)")
    ap.add_argument("--experiments", nargs="*", default=DEFAULT_EXPERIMENTS,
                    help="experiments to reproduce (with --quick unless --full)")
    ap.add_argument("--full", action="store_true",
                    help="reproduce the experiments in full (e.g. --experiments "
                         "aimd-fig8-multibn-droptail-homog --full)")
    args = ap.parse_args()
    cores = len(os.sched_getaffinity(0))
    print(f"{cores} cores available")
    sweep_figures(args.seeds, cores)
    if args.experiments:
        reproduce_figures(args.experiments, cores, args.full)


if __name__ == "__main__":
    main()
