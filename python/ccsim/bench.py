"""``ccsim bench``: fixed scenarios that measure the engine (issue 2, item 9).

- B1: the papers' default dumbbell: 50 Reno flows, 4 Mbps bottleneck, 16 Mbps access, RTT
  100 ms, DropTail 25 packets, MSS 500 B, 1000 s simulated;
- B2: 100 Reno flows, 1 Gbps bottleneck, 10 Gbps access, RTT 20 ms, buffer 1 BDP, MSS 1448 B,
  20 s simulated;
- B3: as B2 with 1000 flows.

Each benchmark runs in a fresh interpreter (``python -m ccsim.bench NAME``) so that its memory
figure is its own: resident memory is read after the imports (the baseline: interpreter,
numpy, pandas, the engine) and the peak after the run; the difference is what the run added.
On Linux the peak counter is reset after the imports (``/proc/self/clear_refs``) so that
transient import-time allocations do not hide it. The figures are measurements to report,
never assertions of a test; ``--quick`` shortens every run tenfold for smoke tests.

Choices the issue leaves open, fixed here for comparability between runs: the bottleneck's
share of the RTT (B1: 10 ms one way; B2/B3: 5 ms), starts spread uniformly over the first
second (B1) or 100 ms (B2/B3), and B2/B3's buffer of one BDP counted in wire packets
(1 Gbps x 20 ms / (1448 + 40) B = 1680 packets).
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from typing import Any

__all__ = ["BENCHMARKS", "TARGETS", "BenchResult", "scenario", "run_in_subprocess", "main"]

#: Benchmark name -> what it is.
BENCHMARKS: dict[str, str] = {
    "B1": "50 Reno, 4 Mbps, RTT 100 ms, DropTail 25, MSS 500 B, 1000 s",
    "B2": "100 Reno, 1 Gbps, RTT 20 ms, 1 BDP buffer, MSS 1448 B, 20 s",
    "B3": "1000 Reno, 1 Gbps, RTT 20 ms, 1 BDP buffer, MSS 1448 B, 20 s",
}
#: The issue's targets, shown beside the figures.
TARGETS: dict[str, str] = {
    "B1": "wall < 0.2 s",
    "B2": ">= 9 M pkt/s, < 50 MB",
    "B3": ">= 6 M pkt/s",
}


@dataclass(frozen=True)
class BenchResult:
    name: str
    sim_s: float
    wall_s: float  #: the whole ``ccsim.run`` call: validation, lowering, engine build, run, tables
    setup_s: float  #: of which: validation, lowering and building the engine's network
    delivered: int
    events: int
    rss_base_mb: float
    rss_added_mb: float

    @property
    def pkts_per_s(self) -> float:
        return self.delivered / self.wall_s if self.wall_s > 0 else float("nan")

    @property
    def events_per_s(self) -> float:
        return self.events / self.wall_s if self.wall_s > 0 else float("nan")


def _high_speed(flows: int, quick: bool) -> dict[str, Any]:
    mss, header, rtt_s, bw = 1448, 40, 0.020, 10**9
    bdp_pkts = round(bw * rtt_s / (8 * (mss + header)))
    return {
        "name": f"bench: {flows} Reno flows, 1 Gbps",
        "duration": "2s" if quick else "20s",
        "topology": {
            "kind": "dumbbell",
            "bottleneck": {"bandwidth": "1Gbps", "delay": "5ms",
                           "queue": {"kind": "droptail", "limit": bdp_pkts}},
            "access": {"bandwidth": "10Gbps"},
        },
        "defaults": {"tcp": {"mss": f"{mss}B", "header": f"{header}B", "recovery": "reno"}},
        "flows": [{"name": "reno", "count": flows, "rtt": "20ms",
                   "start": {"uniform": ["0s", "100ms"]}}],
    }


def scenario(name: str, quick: bool = False) -> dict[str, Any]:
    """The scenario data of benchmark ``name`` (B1, B2 or B3)."""
    if name == "B1":
        return {
            "name": "bench: papers' default dumbbell, 50 Reno flows",
            "duration": "100s" if quick else "1000s",
            "topology": {
                "kind": "dumbbell",
                "bottleneck": {"bandwidth": "4Mbps", "delay": "10ms",
                               "queue": {"kind": "droptail", "limit": "25pkt"}},
                "access": {"bandwidth": "16Mbps"},
            },
            "defaults": {"tcp": {"mss": "500B", "recovery": "reno"}},
            "flows": [{"name": "reno", "count": 50, "rtt": "100ms",
                       "start": {"uniform": ["0s", "1s"]}}],
        }
    if name == "B2":
        return _high_speed(100, quick)
    if name == "B3":
        return _high_speed(1000, quick)
    raise ValueError(f'unknown benchmark "{name}"; known: {", ".join(BENCHMARKS)}')


def _status_kb(key: str) -> int | None:
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def _peak_kb() -> int:
    hwm = _status_kb("VmHWM")
    if hwm is not None:
        return hwm
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak  # bytes on macOS, KiB elsewhere


def _reset_peak() -> int:
    """Current RSS in KiB, after resetting the peak counter where the OS allows it."""
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as f:
            f.write("5")
    except OSError:
        pass
    rss = _status_kb("VmRSS")
    return rss if rss is not None else _peak_kb()


def measure(name: str, quick: bool = False) -> BenchResult:
    """Run benchmark ``name`` in this process (call it in a fresh one) and measure it."""
    import numpy  # noqa: F401 - part of the baseline, as in any real use
    import pandas  # noqa: F401

    from ccsim import _core  # noqa: F401
    from ccsim.run import run

    data = scenario(name, quick)
    base_kb = _reset_peak()
    t0 = time.perf_counter()
    res = run(data, progress=False)
    wall = time.perf_counter() - t0
    peak_kb = _peak_kb()
    return BenchResult(
        name=name,
        sim_s=int(res.meta["sim_ns"]) / 1e9,
        wall_s=wall,
        setup_s=float(res.meta.get("setup_s", 0.0)),
        delivered=int(res.flows["delivered"].sum()),
        events=int(res.meta["events"]),
        rss_base_mb=base_kb / 1024,
        rss_added_mb=max(0, peak_kb - base_kb) / 1024,
    )


def run_in_subprocess(name: str, quick: bool = False, timeout: float | None = None) -> BenchResult:
    """Run one benchmark in a fresh interpreter and return its figures."""
    cmd = [sys.executable, "-m", "ccsim.bench", name] + (["--quick"] if quick else [])
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False,
                          env={**os.environ, "PYTHONUNBUFFERED": "1"})
    if proc.returncode != 0:
        raise RuntimeError(f"benchmark {name} failed (exit {proc.returncode}):\n{proc.stderr[-3000:]}")
    return BenchResult(**json.loads(proc.stdout.strip().splitlines()[-1]))


def main(argv: list[str] | None = None) -> int:
    """``python -m ccsim.bench NAME [--quick]``: print one JSON line of figures."""
    args = sys.argv[1:] if argv is None else argv
    names = [a for a in args if not a.startswith("-")]
    if len(names) != 1 or names[0] not in BENCHMARKS:
        print(f"usage: python -m ccsim.bench {{{','.join(BENCHMARKS)}}} [--quick]", file=sys.stderr)
        return 2
    print(json.dumps(asdict(measure(names[0], quick="--quick" in args))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
