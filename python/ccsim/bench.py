"""``ccsim bench``: fixed scenarios that measure the engine (issue 2, item 9; issue 10).

- B1: the papers' default dumbbell: 50 Reno flows, 4 Mbps bottleneck, 16 Mbps access, RTT
  100 ms, DropTail 25 packets, MSS 500 B, 1000 s simulated;
- B2-B5: the high-speed dumbbell at 10 Mbps of bottleneck per flow, so that the work per
  simulated second grows with the flow count alone: 100 / 1,000 / 10,000 / 100,000 Reno flows
  on 1 Gbps / 10 Gbps / 100 Gbps / 1 Tbps, access links 10x the bottleneck, RTT 20 ms, buffer
  1 BDP, MSS 1448 B; 20 s, 20 s, 2 s and 0.5 s simulated (B4 and B5 are shorter so that each
  stays well under a minute on one core: their bottlenecks could carry about 17 M and 42 M
  packets; B5's flows, mostly starting up, deliver about 8 M);
- the scale series (``--scale``): the same dumbbell at 10, 100, 1k, 10k and 100k flows, all for
  0.5 s simulated, so that total work is proportional to the flow count and wall time against
  flows shows whether the engine is linear (the 100k point is B5).

Each benchmark runs in a fresh interpreter (``python -m ccsim.bench NAME``) so that its memory
figure is its own: resident memory is read after the imports and a tiny warm-up run (the
baseline: interpreter, numpy, pandas, the engine, ccsim's own modules) and the peak after the
run; the difference is what the run added.
On Linux the peak counter is reset after the imports (``/proc/self/clear_refs``) so that
transient import-time allocations do not hide it. The parent also reads the child's whole peak
(``wait4``'s ``ru_maxrss``), the figure comparable with another simulator's process. The
figures are measurements to report, never assertions of a test; ``--quick`` shortens every run
tenfold for smoke tests.

Choices the issue leaves open, fixed here for comparability between runs: the bottleneck's
share of the RTT (B1: 10 ms one way; the high-speed dumbbell: 5 ms), starts spread uniformly
over the first second (B1) or 100 ms (the others), and the buffer of one BDP counted in wire
packets (bandwidth x 20 ms / (1448 + 40) B: 1680 packets at 1 Gbps). The engine rounds each
packet's transmission time up to a whole nanosecond, so at 1 Tbps (11.9 ns a packet) the
bottleneck runs 0.8% below nominal; the buffer stays the nominal BDP.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, replace
from typing import Any

__all__ = ["BENCHMARKS", "TARGETS", "SCALE_FLOWS", "BenchResult", "Timed", "scenario",
           "scale_scenario", "high_speed", "timed_process", "run_in_subprocess", "main"]

#: Benchmark name -> what it is.
BENCHMARKS: dict[str, str] = {
    "B1": "50 Reno, 4 Mbps, RTT 100 ms, DropTail 25, MSS 500 B, 1000 s",
    "B2": "100 Reno, 1 Gbps, RTT 20 ms, 1 BDP buffer, MSS 1448 B, 20 s",
    "B3": "1,000 Reno, 10 Gbps, RTT 20 ms, 1 BDP buffer, MSS 1448 B, 20 s",
    "B4": "10,000 Reno, 100 Gbps, RTT 20 ms, 1 BDP buffer, MSS 1448 B, 2 s",
    "B5": "100,000 Reno, 1 Tbps, RTT 20 ms, 1 BDP buffer, MSS 1448 B, 0.5 s",
}
#: The issue's targets, shown beside the figures.
TARGETS: dict[str, str] = {
    "B1": "wall < 0.2 s",
    "B2": ">= 9 M pkt/s, < 50 MB",
    "B3": ">= 6 M pkt/s",
    "B4": "< 1 min",
    "B5": "< 1 min, < 24 GB",
}
#: Flow count of every benchmark (B2-B5 at 10 Mbps of bottleneck per flow).
FLOWS: dict[str, int] = {"B1": 50, "B2": 100, "B3": 1000, "B4": 10_000, "B5": 100_000}
#: Simulated seconds of the high-speed benchmarks (``--quick``: a tenth).
_DURATION_S: dict[str, float] = {"B2": 20.0, "B3": 20.0, "B4": 2.0, "B5": 0.5}

#: The scale series: flow counts, each at PER_FLOW_BPS, all for SCALE_DURATION_S.
SCALE_FLOWS: tuple[int, ...] = (10, 100, 1000, 10_000, 100_000)
SCALE_DURATION_S = 0.5
#: Bottleneck bandwidth per flow of the high-speed dumbbell.
PER_FLOW_BPS = 10_000_000
MSS, HEADER, RTT_S = 1448, 40, 0.020


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
    flows: int = 0
    #: How the engine was compiled ("profile-guided" or "plain", ``ccsim._core.build()``).
    engine_build: str = ""
    #: Filled in by the parent: the child process's wall (interpreter start and imports
    #: included) and its whole peak resident memory (``ru_maxrss``).
    proc_wall_s: float = float("nan")
    proc_peak_mb: float = float("nan")

    @property
    def pkts_per_s(self) -> float:
        return self.delivered / self.wall_s if self.wall_s > 0 else float("nan")

    @property
    def events_per_s(self) -> float:
        return self.events / self.wall_s if self.wall_s > 0 else float("nan")

    @property
    def run_s(self) -> float:
        """Of the wall, what came after setup: the simulation and the result tables."""
        return self.wall_s - self.setup_s

    @property
    def ns_per_pkt(self) -> float:
        return self.wall_s * 1e9 / self.delivered if self.delivered else float("nan")

    @property
    def kb_per_flow(self) -> float:
        """Memory the run added per flow, KiB (packets in flight and queued included)."""
        return self.rss_added_mb * 1024 / self.flows if self.flows else float("nan")

    def row(self) -> dict[str, Any]:
        """The figures with the derived ones, for ``--json``."""
        return {**asdict(self), "pkts_per_s": self.pkts_per_s, "events_per_s": self.events_per_s,
                "ns_per_pkt": self.ns_per_pkt, "kb_per_flow": self.kb_per_flow,
                "run_s": self.run_s}


def high_speed(flows: int, duration_s: float, bandwidth_bps: int | None = None) -> dict[str, Any]:
    """The high-speed dumbbell: ``flows`` Reno flows on ``flows`` x 10 Mbps (or
    ``bandwidth_bps``), access 10x the bottleneck, RTT 20 ms, DropTail buffer of 1 BDP in wire
    packets, starts uniform over the first 100 ms."""
    bw = flows * PER_FLOW_BPS if bandwidth_bps is None else bandwidth_bps
    bdp_pkts = round(bw * RTT_S / (8 * (MSS + HEADER)))
    return {
        "name": f"bench: {flows} Reno flows, {_rate(bw)}",
        "duration": f"{duration_s:g}s",
        "topology": {
            "kind": "dumbbell",
            "bottleneck": {"bandwidth": f"{bw}bps", "delay": "5ms",
                           "queue": {"kind": "droptail", "limit": bdp_pkts}},
            "access": {"bandwidth": f"{10 * bw}bps"},
        },
        "defaults": {"tcp": {"mss": f"{MSS}B", "header": f"{HEADER}B", "recovery": "reno"}},
        "flows": [{"name": "reno", "count": flows, "rtt": "20ms",
                   "start": {"uniform": ["0s", "100ms"]}}],
    }


def _rate(bps: int) -> str:
    for unit, scale in (("Tbps", 10**12), ("Gbps", 10**9), ("Mbps", 10**6)):
        if bps >= scale:
            return f"{bps / scale:g} {unit}"
    return f"{bps} bps"


def scenario(name: str, quick: bool = False) -> dict[str, Any]:
    """The scenario data of benchmark ``name`` (B1-B5, or ``S<flows>`` of the scale series)."""
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
    if name in _DURATION_S:
        return high_speed(FLOWS[name], _DURATION_S[name] / (10 if quick else 1))
    if _is_scale(name):
        return scale_scenario(int(name[1:]), quick)
    raise ValueError(f'unknown benchmark "{name}"; known: {", ".join(BENCHMARKS)}')


def scale_names() -> list[str]:
    """Names of the scale series' points: ``S10`` ... ``S100000``."""
    return [f"S{n}" for n in SCALE_FLOWS]


def _is_scale(name: str) -> bool:
    """``S<flows>``: a point of the scale series, of any flow count (tests use small ones)."""
    return len(name) > 1 and name[0] == "S" and name[1:].isdigit() and int(name[1:]) > 0


def scale_scenario(flows: int, quick: bool = False) -> dict[str, Any]:
    """One point of the scale series: ``flows`` flows for 0.5 s (``quick``: 0.05 s)."""
    return high_speed(flows, SCALE_DURATION_S / (10 if quick else 1))


# -- measuring, in the child ---------------------------------------------------------------------

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
    return _maxrss_kb(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def _maxrss_kb(maxrss: int) -> int:
    return maxrss // 1024 if sys.platform == "darwin" else maxrss  # bytes on macOS, KiB elsewhere


def _reset_peak() -> int:
    """Current RSS in KiB, after resetting the peak counter where the OS allows it."""
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as f:
            f.write("5")
    except OSError:
        pass
    rss = _status_kb("VmRSS")
    return rss if rss is not None else _peak_kb()


def measure(name: str, quick: bool = False, data: dict[str, Any] | None = None) -> BenchResult:
    """Run benchmark ``name`` (or the scenario ``data``, labelled ``name``) in this process
    (call it in a fresh one) and measure it."""
    import numpy  # noqa: F401 - part of the baseline, as in any real use
    import pandas  # noqa: F401

    from ccsim import _core
    from ccsim.run import run

    # ccsim imports much of itself on first use (start-up speed): a tiny run first, so that
    # the figures are the benchmark's and not the imports'.
    run(high_speed(1, 0.001), progress=False)
    data = scenario(name, quick) if data is None else data
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
        flows=len(res.flows),
        engine_build=_core.build(),
    )


# -- running a measured process, in the parent --------------------------------------------------

@dataclass(frozen=True)
class Timed:
    """A finished child process: exit status, output, wall time and whole peak memory."""

    returncode: int
    stdout: str
    stderr: str
    wall_s: float
    peak_mb: float


#: Runs the measured command as its own child and reports that child's wall time and
#: ``ru_maxrss`` (``os.wait4``). Why a launcher: Linux folds the resident peak of the memory a
#: process had before ``exec`` into the ``ru_maxrss`` reported for it, and a child forked from
#: this interpreter has this interpreter's memory until it execs (over 100 MB with pandas
#: loaded), so measured directly a 20 MB ns-2 would read as this process's size. Forked from
#: this small interpreter (``-I -S``, about 5-10 MB), the figure is the command's own, with that
#: floor.
_LAUNCHER = """\
import os, sys, time
report, cmd = sys.argv[1], sys.argv[2:]
t0 = time.perf_counter()
pid = os.fork()
if pid == 0:
    try:
        os.execvp(cmd[0], cmd)
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
wall = time.perf_counter() - t0
with open(report, "w") as f:
    f.write(f"{os.waitstatus_to_exitcode(status)} {wall!r} {usage.ru_maxrss}")
"""


def timed_process(cmd: list[str], cwd: str | None = None, stdin: str | None = None,
                  timeout: float | None = None, env: dict[str, str] | None = None) -> Timed:
    """Run ``cmd`` to completion and measure it: wall time (``perf_counter`` around the
    process) and peak resident memory (``os.wait4``'s ``ru_maxrss``), both taken by a small
    launcher process (see ``_LAUNCHER``). On ``timeout`` the command is killed and
    :class:`subprocess.TimeoutExpired` raised."""
    with tempfile.TemporaryDirectory(prefix="ccsim-timed-") as tmp:
        report = os.path.join(tmp, "report")
        files = {k: open(os.path.join(tmp, k), "w+", encoding="utf-8")
                 for k in ("stdin", "stdout", "stderr")}
        try:
            if stdin is not None:
                files["stdin"].write(stdin)
                files["stdin"].seek(0)
            # A session of its own, so that a timeout kills the command with the launcher.
            proc = subprocess.Popen(
                [sys.executable, "-I", "-S", "-c", _LAUNCHER, report, *cmd], cwd=cwd,
                stdin=files["stdin"] if stdin is not None else subprocess.DEVNULL,
                stdout=files["stdout"], stderr=files["stderr"], env=env,
                start_new_session=True)
            try:
                proc.wait(timeout)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                raise
            files["stdout"].seek(0)
            files["stderr"].seek(0)
            out, err = files["stdout"].read(), files["stderr"].read()
        finally:
            for f in files.values():
                f.close()
        try:
            with open(report, encoding="ascii") as f:
                code, wall, maxrss = f.read().split()
        except (OSError, ValueError):
            raise RuntimeError(f"could not run {cmd[0]} (launcher exit {proc.returncode}): "
                               f"{err[-2000:]}") from None
    return Timed(int(code), out, err, float(wall), _maxrss_kb(int(maxrss)) / 1024)


def run_in_subprocess(name: str, quick: bool = False, timeout: float | None = None,
                      data: dict[str, Any] | None = None) -> BenchResult:
    """Run one benchmark (or the scenario ``data``, labelled ``name``) in a fresh interpreter
    and return its figures, the child's wall and whole peak memory included."""
    cmd = [sys.executable, "-m", "ccsim.bench", name] + (["--quick"] if quick else [])
    if data is not None:
        cmd = [sys.executable, "-m", "ccsim.bench", "-", "--label", name]
    proc = timed_process(cmd, stdin=None if data is None else json.dumps(data), timeout=timeout,
                         env={**os.environ, "PYTHONUNBUFFERED": "1"})
    if proc.returncode != 0:
        raise RuntimeError(f"benchmark {name} failed (exit {proc.returncode}):\n"
                           f"{proc.stderr[-3000:]}")
    result = BenchResult(**json.loads(proc.stdout.strip().splitlines()[-1]))
    return replace(result, proc_wall_s=proc.wall_s, proc_peak_mb=proc.peak_mb)


def main(argv: list[str] | None = None) -> int:
    """``python -m ccsim.bench NAME [--quick]``, or ``python -m ccsim.bench - --label NAME``
    with the scenario as JSON on stdin: print one JSON line of figures."""
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["-"] and len(args) == 3 and args[1] == "--label":
        print(json.dumps(asdict(measure(args[2], data=json.load(sys.stdin)))))
        return 0
    names = [a for a in args if not a.startswith("-")]
    if len(names) != 1 or not (names[0] in BENCHMARKS or _is_scale(names[0])):
        print(f"usage: python -m ccsim.bench {{{','.join(BENCHMARKS)},S<flows>}} [--quick]\n"
              f"       python -m ccsim.bench - --label NAME < scenario.json", file=sys.stderr)
        return 2
    print(json.dumps(asdict(measure(names[0], quick="--quick" in args))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
