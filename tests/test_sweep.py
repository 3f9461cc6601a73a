"""Sweeps (issue 6): resumable after SIGKILL, failures recorded, Dask equals local, damage detected.

Every test runs the real engine (``ccsim.run.run``) on a tiny dumbbell: two flows, two simulated
seconds, a few milliseconds per point. Where a test needs time to interrupt a sweep, the runner
sleeps a little before running the engine; where it needs a worker to die, the runner kills it.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
import types
import warnings
from pathlib import Path

import pandas as pd
import pytest

from ccsim.sweep import (PathError, SweepError, SweepSpec, SweepWarning, apply_params, collect,
                         run_spec, status, sweep)
from ccsim.atomic import append_line, read_jsonl
from ccsim.paths import parse_path
from ccsim.sweep.store import State, Store
from ccsim.sweep.task import default_runner

pytest.importorskip("ccsim._core", reason="the engine is not built (bash scripts/bootstrap.sh)")

ROOT = Path(__file__).resolve().parents[1]

# -- fixtures --------------------------------------------------------------------------------------

BASE = {
    "name": "tiny",
    "duration": "2s",
    "topology": {"kind": "dumbbell", "bottleneck": {
        "bandwidth": "1Mbps", "delay": "10ms", "queue": {"kind": "droptail", "limit": "20pkt"}}},
    "flows": [{"name": "a", "rtt": "40ms"}, {"name": "b", "rtt": "80ms"}],
}
BW = "topology.bottleneck.bandwidth"
GRID = {BW: ["1Mbps", "2Mbps", "3Mbps"], "flows[*].rtt": ["40ms", "80ms"]}  # 6 combinations
INVALID = {"duration": "-1s"}  # refused by validation
ENGINE_ERROR = {"budget.max_events": 50}  # valid, but the engine raises BudgetExceeded


def slow_runner(scenario, seed):
    """The real engine, after a pause, so that a sweep can be interrupted part-way."""
    time.sleep(0.25)
    return default_runner(scenario, seed)


def crashing_runner(scenario, seed):
    """Kills its worker process outright at 1 Mbps, as an out-of-memory kill would."""
    if scenario.model_dump(mode="json")["topology"]["bottleneck"]["bandwidth"] == "1Mbps":
        os._exit(3)
    return default_runner(scenario, seed)


def spec(**kw) -> SweepSpec:
    kw = {"base": BASE, "grid": GRID, "seeds": 2, **kw}
    return SweepSpec(**kw)


def executed(store_dir: Path, run_index: int = -1) -> list[str]:
    """Keys of the points a run actually executed, from the store's log."""
    log = Store(store_dir).read_log()
    runs = [r["run"] for r in log if r["event"] == "start"]
    return [r["point"] for r in log if r["event"] == "point" and r["run"] == runs[run_index]]


def done_keys(store_dir: Path) -> set[str]:
    """Keys of the points the store holds as done (manifest entry present and checksum good)."""
    if not (store_dir / "points").is_dir():
        return set()
    store = Store(store_dir)
    entries = {p.name.split(".")[0] for p in (store_dir / "points").glob("*.json")}
    return {k for k in entries if store.status(k).state is State.DONE}


# -- parameter paths -------------------------------------------------------------------------------


def test_parse_path():
    assert parse_path("flows[*].tcp.schedule") == ["flows", "*", "tcp", "schedule"]
    assert parse_path("flows[-1].rtt") == ["flows", -1, "rtt"]
    assert parse_path("a[0][1].b") == ["a", 0, 1, "b"]
    for bad in ["", "a.", ".a", "[0].a", "a..b", "a[x]", "a[0]b", "a.[0]"]:
        with pytest.raises(PathError):
            parse_path(bad)


def test_apply_params_sets_copies_and_creates_tables():
    base = {"flows": [{"rtt": "1ms"}, {"rtt": "2ms", "tcp": {"schedule": "ack_clocked"}}],
            "topology": {"bottleneck": {"bandwidth": "1Mbps"}}}
    out = apply_params(base, {"flows[*].tcp.mss": 500, "flows[0].rtt": "9ms",
                              "topology.bottleneck.bandwidth": "2Mbps"})
    assert out["flows"][0] == {"rtt": "9ms", "tcp": {"mss": 500}}
    assert out["flows"][1]["tcp"] == {"schedule": "ack_clocked", "mss": 500}
    assert out["topology"]["bottleneck"]["bandwidth"] == "2Mbps"
    assert base["flows"][0] == {"rtt": "1ms"}  # the base is untouched
    with pytest.raises(PathError, match=r"flows\[1\].tcp.schedule is 'ack_clocked', not a table"):
        apply_params(base, {"flows[1].tcp.schedule.interval": 1})
    with pytest.raises(PathError, match="2 elements, no index 5"):
        apply_params(base, {"flows[5].rtt": "1ms"})
    with pytest.raises(PathError, match="not a list"):
        apply_params(base, {"topology[*].x": 1})


# -- the spec --------------------------------------------------------------------------------------


def test_spec_from_toml(tmp_path):
    (tmp_path / "base.json").write_text(json.dumps(BASE))
    (tmp_path / "s.toml").write_text(textwrap.dedent("""
        name = "demo"
        base = "base.json"
        seeds = [3, 7]
        [grid]
        duration = [1.0, 2.0]
        "flows[0].rtt" = ["5ms"]
        """))
    s = SweepSpec.load(tmp_path / "s.toml")
    assert s.base_dict() == BASE and s.seed_list() == [3, 7]
    assert s.param_names() == ["duration", "flows[0].rtt"]
    (tmp_path / "nested.toml").write_text(
        'base = "base.json"\n[grid.topology.bottleneck]\nbandwidth = ["1Mbps"]\n')
    assert list(SweepSpec.load(tmp_path / "nested.toml").grid) == ["topology.bottleneck.bandwidth"]
    for bad, msg in [("seeds = 0", "seeds: 0 is not a count"), ("seeds = [1, 1]", "twice"),
                     ('[grid]\n"a..b" = [1]', "cannot parse"),
                     ("[grid]\nduration = []", "no values"),
                     ("colour = 1", "colour")]:
        (tmp_path / "bad.toml").write_text(f'base = "base.json"\n{bad}\n')
        with pytest.raises(SweepError, match=msg):
            SweepSpec.load(tmp_path / "bad.toml")


def test_points_order_and_explicit_points(tmp_path):
    s = spec(points=[{"flows[0].rtt": "30ms"}, {"flows[0].rtt": "50ms"}],
             grid={"duration": ["1s", "2s"]}, seeds=[5, 6])
    run_spec(s, tmp_path, backend="serial", progress=False)
    table = collect(tmp_path, params="as_written")
    ids = table.drop_duplicates("point")[["flows[0].rtt", "duration", "seed"]].values.tolist()
    assert ids == [["30ms", "1s", 5], ["30ms", "1s", 6], ["30ms", "2s", 5], ["30ms", "2s", 6],
                   ["50ms", "1s", 5], ["50ms", "1s", 6], ["50ms", "2s", 5], ["50ms", "2s", 6]]
    assert list(table.columns[:5]) == ["flows[0].rtt", "duration", "seed", "point", "name"]
    assert table["name"].tolist() == ["a", "b"] * 8  # one row per (point, flow)
    typed = collect(tmp_path)  # the default: numbers in seconds, the unit beside them
    assert list(typed.columns[:6]) == ["flows[0].rtt", "flows[0].rtt_unit", "duration",
                                       "duration_unit", "seed", "point"]
    ids = typed.drop_duplicates("point")[["flows[0].rtt", "duration"]].values.tolist()
    assert ids == [[0.03, 1.0]] * 2 + [[0.03, 2.0]] * 2 + [[0.05, 1.0]] * 2 + [[0.05, 2.0]] * 2
    assert set(typed["duration_unit"]) == {"s"}
    links = collect(tmp_path, "links", params="as_written")
    assert list(links.columns[:4]) == ["flows[0].rtt", "duration", "seed", "point"]
    assert len(links) == 8 * len(links[links["point"] == links["point"][0]])
    with pytest.warns(SweepWarning, match="no point has rows in the 'cwnd' table"):
        assert collect(tmp_path, "cwnd").empty  # no monitor asked for it: said, not silent
    monitored = spec(base={**BASE, "monitors": {"cwnd": {"every": "100ms"}}}, grid={}, seeds=1)
    run_spec(monitored, tmp_path / "m", backend="serial", progress=False)
    with warnings.catch_warnings():
        warnings.simplefilter("error", SweepWarning)
        cwnd = collect(tmp_path / "m", "cwnd")
    assert len(cwnd) > 2 * 10 and list(cwnd.columns[:2]) == ["seed", "point"]


def test_default_store_resumes_and_module_is_callable(tmp_path, monkeypatch):
    import ccsim.sweep

    monkeypatch.chdir(tmp_path)
    (tmp_path / "base.json").write_text(json.dumps(BASE))
    first = ccsim.sweep(tmp_path / "base.json", {BW: ["1Mbps", "2Mbps"]}, backend="serial")
    (store,) = (tmp_path / "runs").iterdir()  # runs/sweep-<hash of the spec>
    again = ccsim.sweep.sweep(str(tmp_path / "base.json"), {BW: ["1Mbps", "2Mbps"]},
                              backend="serial")
    assert executed(store) == [] and len(executed(store, 0)) == 2
    pd.testing.assert_frame_equal(first, again)


def test_bad_path_or_backend_fails_before_anything_is_written(tmp_path):
    with pytest.raises(SweepError, match="no index 9"):
        run_spec(spec(grid={"flows[9].rtt": ["1ms"]}), tmp_path / "a", backend="serial")
    # A misspelt key fits the base (a table takes new keys) but fails every point: refused
    # with the first problem instead of a sweep of failures.
    with pytest.raises(SweepError, match=r"(?s)every point of the sweep is invalid.*"
                                         r'flows\[0\]\.rttt = .40ms.*rttt: unknown field; did you mean "rtt"'):
        run_spec(spec(grid={"flows[0].rttt": ["40ms", "80ms"]}), tmp_path / "d", backend="serial")
    with pytest.raises(SweepError, match="choose one of serial, local, dask"):
        run_spec(spec(), tmp_path / "b", backend="threads")
    with pytest.raises(SweepError, match="scheduler address is for the dask backend"):
        run_spec(spec(), tmp_path / "c", backend="local", scheduler="tcp://localhost:1")
    assert not any(tmp_path.iterdir())


# -- the store -------------------------------------------------------------------------------------


def test_jsonl_tolerates_truncated_lines(tmp_path):
    path = tmp_path / "log.jsonl"
    append_line(path, {"a": 1})
    with open(path, "ab") as f:
        f.write(b'{"a": 2, "trunc')  # a crash mid-append
    append_line(path, {"a": 3})
    assert read_jsonl(path) == [{"a": 1}, {"a": 3}]


def test_failed_points_are_recorded_and_the_rest_complete(tmp_path):
    s = spec(points=[{}, INVALID, ENGINE_ERROR], grid={"flows[*].rtt": ["40ms", "80ms"]})
    with pytest.warns(SweepWarning, match="8 failed"):
        table = sweep(s, out=tmp_path, backend="local", jobs=2, progress=False)
    st = status(tmp_path)
    assert st.counts == {"done": 4, "failed": 8, "corrupt": 0, "pending": 0}
    invalid = [f for f in st.failed if "duration" in f["params"]]
    engine = [f for f in st.failed if "budget.max_events" in f["params"]]
    assert len(invalid) == len(engine) == 4
    assert all(f["error_type"] == "ScenarioError" for f in invalid)
    assert all('duration: "-1s"' in f["message"] for f in invalid)  # the field and the value
    assert all(f["error_type"] == "BudgetExceeded" and "max_events" in f["message"] for f in engine)
    assert all(not f["transient"] for f in st.failed)
    assert len(table) == 4 * 2 and table["point"].nunique() == 4
    # A re-run leaves recorded failures alone; --retry-failed runs them again.
    run_spec(s, tmp_path, backend="serial", progress=False)
    assert executed(tmp_path) == []
    run_spec(s, tmp_path, backend="serial", progress=False, retry_failed=True)
    assert len(executed(tmp_path)) == 8 and status(tmp_path).counts["failed"] == 8


def test_a_point_that_kills_its_worker_fails_alone_and_the_sweep_goes_on(tmp_path):
    # A point that kills its worker (os._exit, as an out-of-memory kill would) fails every
    # point in flight in loky's pool. Each is run again alone, so that only the four 1 Mb/s
    # points, which kill it every time, are recorded (WorkerDied, not transient: a re-run skips
    # them), and the other eight are done, in one run. Before, every run stopped at them.
    s = spec()
    summary = run_spec(s, tmp_path, backend="local", jobs=2, runner=crashing_runner,
                       progress=False)
    st = status(tmp_path)
    assert (st.counts["done"], st.counts["failed"], summary.failed) == (8, 4, 4)
    assert all(f["error_type"] == "WorkerDied" and not f["transient"] for f in st.failed)
    assert {f["params"][BW] for f in st.failed} == {"1Mbps"}
    assert len(executed(tmp_path)) == 12  # each point answered once
    run_spec(s, tmp_path, backend="local", jobs=2, progress=False)
    assert executed(tmp_path) == []
    run_spec(s, tmp_path, backend="local", jobs=2, progress=False, retry_failed=True)
    assert len(executed(tmp_path)) == 4 and status(tmp_path).complete


def test_a_dead_worker_elsewhere_is_a_transient_failure_retried_by_the_next_run(tmp_path):
    # On an executor the caller owns, the driver cannot restart the pool: a dead worker stops
    # the run, its points in flight are transient failures, and the next run retries them.
    from ccsim.sweep.executors import local_pool

    s = spec()
    with pytest.raises(SweepError, match="run again to resume"):
        run_spec(s, tmp_path, backend=local_pool(2), jobs=2, runner=crashing_runner,
                 progress=False)
    st = status(tmp_path)
    assert st.counts["failed"] >= 1 and st.counts["pending"] >= 1
    # loky's TerminatedWorkerError is its BrokenProcessPool for a worker that died.
    assert all(f["transient"] and f["error_type"] in ("BrokenProcessPool", "TerminatedWorkerError")
               for f in st.failed)
    run_spec(s, tmp_path, backend="local", jobs=2, progress=False)
    assert len(executed(tmp_path)) == 12 and status(tmp_path).complete


def test_corrupt_results_are_detected_and_recomputed(tmp_path):
    s = spec()
    reference = sweep(s, out=tmp_path, backend="serial", progress=False)
    keys = sorted(done_keys(tmp_path))
    pts = tmp_path / "points"
    truncated, flipped, garbage_entry, no_entry, no_data, emptied = keys[:6]
    data = (pts / f"{truncated}.flows.parquet").read_bytes()
    (pts / f"{truncated}.flows.parquet").write_bytes(data[: len(data) // 2])
    data = bytearray((pts / f"{flipped}.links.parquet").read_bytes())
    data[len(data) // 2] ^= 0xFF  # same size, one byte changed: only the checksum sees it
    (pts / f"{flipped}.links.parquet").write_bytes(bytes(data))
    (pts / f"{garbage_entry}.json").write_text('{"point": "tr')
    (pts / f"{no_entry}.json").unlink()  # as if killed between the data and the entry
    (pts / f"{no_data}.flows.parquet").unlink()
    entry = json.loads((pts / f"{emptied}.json").read_text())
    (pts / f"{emptied}.json").write_text(json.dumps({**entry, "tables": {}}))  # lists no table
    st = status(tmp_path)
    assert st.counts == {"done": len(keys) - 6, "failed": 0, "corrupt": 5, "pending": 1}
    with pytest.warns(SweepWarning, match="5 corrupt, 1 pending"):
        partial = collect(tmp_path)
    assert set(partial["point"]) == set(keys[6:])
    table = sweep(s, out=tmp_path, backend="serial", progress=False)
    assert sorted(executed(tmp_path)) == sorted(keys[:6])
    pd.testing.assert_frame_equal(table, reference)


def test_equal_scenarios_run_once(tmp_path):
    s = spec(grid={BW: ["1Mbps", "1000kbps", "2Mbps"]}, seeds=1)  # the first two are one scenario
    table = sweep(s, out=tmp_path, backend="serial", progress=False)
    assert len(executed(tmp_path)) == 2 and table["point"].nunique() == 2 and len(table) == 2 * 2


def failing_at_1mbps(scenario, seed):
    """The engine, except that a 1 Mbps bottleneck raises (the point fails by itself)."""
    if scenario.model_dump(mode="json")["topology"]["bottleneck"]["bandwidth"] == "1Mbps":
        raise RuntimeError("no 1 Mbps today")
    return default_runner(scenario, seed)


def test_collect_lists_each_distinct_simulation_once(tmp_path):
    """Two spellings of one bandwidth are one simulation: the table listed its rows once per
    spelling (18 rows for 6 points of 2 flows), so a groupby mean_ci counted each run twice."""
    import ccsim.sweep

    grid = {BW: ["1Mbps", "1000kbps", "2Mbps"]}
    # 2 distinct bandwidths x 3 seeds = 6 simulations of 2 flows each.
    table = ccsim.sweep(BASE, grid, seeds=3, out=tmp_path / "s", backend="serial",
                        progress=False, params="as_written")
    assert status(tmp_path / "s").total == 6
    assert len(table) == 12 and table["point"].nunique() == 6
    assert table.groupby("point").size().tolist() == [2] * 6
    # The shared simulation shows the grid's first spelling.
    assert table[BW].tolist() == ["1Mbps"] * 6 + ["2Mbps"] * 6
    assert table.groupby([BW, "name"]).size().tolist() == [3, 3, 3, 3]
    typed = collect(tmp_path / "s")
    assert typed[BW].tolist() == [1e6] * 6 + [2e6] * 6
    # The CLI's table is the same.
    from typer.testing import CliRunner

    from ccsim.sweep_cli import app

    r = CliRunner().invoke(app, ["collect", str(tmp_path / "s"), "--out",
                                 str(tmp_path / "t.csv")])
    assert r.exit_code == 0, r.output
    assert len(pd.read_csv(tmp_path / "t.csv")) == 12


def test_a_failed_simulation_spelled_twice_is_one_missing_point(tmp_path):
    s = spec(grid={BW: ["1Mbps", "1000kbps", "2Mbps"]}, seeds=1)
    run_spec(s, tmp_path, backend="serial", progress=False, runner=failing_at_1mbps)
    assert status(tmp_path).counts["failed"] == 1
    with pytest.warns(SweepWarning, match=r": 1 failed point\(s\) left out"):
        table = collect(tmp_path)
    assert len(table) == 2 and table["point"].nunique() == 1
    # the table itself says it is partial (it had only the warning, which a saved table loses)
    assert table.attrs["missing_points"] == {"failed": 1}


def test_a_change_in_the_python_lowering_is_a_new_point(tmp_path, monkeypatch):
    """The key covers the lowered engine scenario: before issue 12 it hashed only the user
    scenario and the engine digest, so a lowering change (here: every access link 1 ms slower)
    silently reused the points computed the old way."""
    import ccsim.scenario

    s = spec(grid={BW: ["1Mbps"]}, seeds=1)
    sweep(s, out=tmp_path, backend="serial", progress=False)
    assert len(executed(tmp_path)) == 1
    sweep(s, out=tmp_path, backend="serial", progress=False)
    assert executed(tmp_path) == []  # unchanged lowering: a cache hit

    real = ccsim.scenario.lower

    def slower_links(scenario, seed=None):
        lowered = real(scenario, seed)
        for link in lowered.engine["links"]:
            link["delay_ns"] += 1_000_000
        return lowered

    monkeypatch.setattr(ccsim.scenario, "lower", slower_links)
    table = sweep(s, out=tmp_path, backend="serial", progress=False)
    assert len(executed(tmp_path)) == 1  # recomputed, not the stale point
    assert table["point"].nunique() == 1


# -- interruption ----------------------------------------------------------------------------------

KILLED_SWEEP = """
import json, sys
sys.path.insert(0, {tests!r})
from ccsim.sweep import SweepSpec, run_spec
import test_sweep

if __name__ == "__main__":
    spec = SweepSpec.model_validate(json.loads(sys.argv[1]))
    run_spec(spec, sys.argv[2], backend="local", jobs=2, runner=test_sweep.slow_runner,
             progress=False)
"""


def _start_killed_sweep(tmp_path: Path, s: SweepSpec) -> tuple[subprocess.Popen, Path, Path]:
    """KILLED_SWEEP in a session of its own: (the driver, its store, its log)."""
    script = tmp_path / "killed.py"
    script.write_text(KILLED_SWEEP.format(tests=str(ROOT / "tests")))
    out, log = tmp_path / "store", tmp_path / "killed.log"
    with open(log, "wb") as sink:
        proc = subprocess.Popen([sys.executable, str(script), s.model_dump_json(), str(out)],
                                start_new_session=True, stdout=sink, stderr=subprocess.STDOUT)
    return proc, out, log


def _wait_until_done(proc: subprocess.Popen, out: Path, log: Path, points: int) -> None:
    """Wait (at most a minute) until the running sweep has stored ``points`` points."""
    deadline = time.monotonic() + 60
    while len(done_keys(out)) < points:
        assert proc.poll() is None, f"the sweep ended before the kill:\n{log.read_text()}"
        assert time.monotonic() < deadline, f"no progress:\n{log.read_text()}"
        time.sleep(0.02)


def test_sigkill_then_resume_runs_only_missing_points(tmp_path):
    s = spec(seeds=3)  # 18 points
    proc, out, log = _start_killed_sweep(tmp_path, s)
    try:
        _wait_until_done(proc, out, log, 4)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)  # the driver and its workers, no clean-up
        proc.wait()
    before = done_keys(out)
    assert 4 <= len(before) < 18, log.read_text()
    table = sweep(s, out=out, backend="local", jobs=2, progress=False)
    again = executed(out)
    assert len(again) == 18 - len(before) and not set(again) & before
    reference = sweep(s, out=tmp_path / "reference", backend="serial", progress=False)
    pd.testing.assert_frame_equal(table, reference)


def _children(pid: int) -> set[int]:
    """Processes whose parent is ``pid`` (Linux's /proc)."""
    found = set()
    for status_file in Path("/proc").glob("[0-9]*/status"):
        with contextlib.suppress(OSError):
            fields = dict(line.split(":\t", 1) for line in status_file.read_text().splitlines()
                          if ":\t" in line)
            if int(fields.get("PPid", "0")) == pid:
                found.add(int(status_file.parent.name))
    return found


def _running(pid: int) -> bool:
    """Whether ``pid`` runs (an exited process not yet reaped is a zombie, state Z)."""
    try:
        status_text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status_text


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux's /proc")
def test_local_workers_exit_when_their_driver_is_killed(tmp_path):
    """A driver killed outright cannot shut its pool down: its loky workers stayed, re-parented
    and idle, for good. They now exit once their parent is gone."""
    proc, out, log = _start_killed_sweep(tmp_path, spec(seeds=3))
    try:
        _wait_until_done(proc, out, log, 2)
        workers = _children(proc.pid)
        assert len(workers) >= 2  # two workers (and loky's resource tracker)
        os.kill(proc.pid, signal.SIGKILL)  # the driver alone
        proc.wait()
        deadline = time.monotonic() + 20
        while (alive := {w for w in workers if _running(w)}) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not alive, f"still running 20 s after their driver died: {sorted(alive)}"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)


# -- Dask ------------------------------------------------------------------------------------------


@pytest.fixture
def dask_client():
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    with cluster, distributed.Client(cluster) as client:
        yield client


def test_dask_matches_local(tmp_path):
    pytest.importorskip("distributed")
    s = spec()
    local = sweep(s, out=tmp_path / "local", backend="local", jobs=2, progress=False)
    # backend="dask" without a scheduler: a LocalCluster of `jobs` single-threaded processes.
    dask = sweep(s, out=tmp_path / "dask", backend="dask", jobs=2, progress=False)
    pd.testing.assert_frame_equal(dask, local)
    assert {r["backend"] for r in Store(tmp_path / "dask").read_log() if "backend" in r} == {"dask"}


def test_dask_survives_a_killed_worker(tmp_path, dask_client):
    s = spec(seeds=2)  # 12 points
    out = tmp_path / "dask"
    killed = []

    def kill_one_worker():
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and len(done_keys(out)) < 2:
            time.sleep(0.02)
        busy: list[str] = []
        while time.monotonic() < deadline and not busy:  # a worker holding a task right now
            busy = [w for w, keys in dask_client.processing().items() if keys]
        pid = dask_client.run(os.getpid, workers=busy[:1])[busy[0]]
        os.kill(pid, signal.SIGKILL)
        killed.append(len(done_keys(out)))

    killer = threading.Thread(target=kill_one_worker, daemon=True)
    killer.start()
    address = dask_client.scheduler.address  # the sweep connects as the CLI's --scheduler does
    table = sweep(s, out=out, backend="dask", scheduler=address, runner=slow_runner,
                  progress=False)
    killer.join()
    assert killed and killed[0] < 12 and status(out).complete  # killed mid-sweep, yet complete
    reference = sweep(s, out=tmp_path / "reference", backend="serial", progress=False)
    pd.testing.assert_frame_equal(table, reference)


# -- command line ----------------------------------------------------------------------------------


def test_cli_run_status_collect(tmp_path):
    from typer.testing import CliRunner

    from ccsim.sweep_cli import app

    (tmp_path / "base.json").write_text(json.dumps(BASE))
    (tmp_path / "s.toml").write_text('name = "cli"\nbase = "base.json"\nseeds = 2\n'
                                     '[grid]\nduration = ["2s", "-1s"]\n')
    cli = CliRunner()
    out = tmp_path / "store"
    r = cli.invoke(app, ["run", str(tmp_path / "s.toml"), "--out", str(out), "--backend", "serial"])
    assert r.exit_code == 1, r.output  # two points are invalid
    r = cli.invoke(app, ["status", str(out)])
    assert r.exit_code == 1 and "duration" in r.output
    r = cli.invoke(app, ["collect", str(out), "--out", str(tmp_path / "t.parquet")])
    assert r.exit_code == 1  # complete table of what is done, but the sweep is not complete
    assert len(pd.read_parquet(tmp_path / "t.parquet")) == 2 * 2
    cli.invoke(app, ["collect", str(out), "--table", "links"])
    assert set(pd.read_parquet(out / "links.parquet")["seed"]) == {0, 1}
    # The format follows the suffix: CSV text in a .csv (it was Parquet bytes), else an error.
    r = cli.invoke(app, ["collect", str(out), "--out", str(tmp_path / "flows.csv")])
    csv = pd.read_csv(tmp_path / "flows.csv")
    assert len(csv) == 2 * 2 and csv["duration"].tolist() == [2.0] * 4
    r = cli.invoke(app, ["collect", str(out), "--out", str(tmp_path / "flows.xlsx")])
    assert r.exit_code == 2 and ".parquet, .csv, .json, .md" in r.output
    assert not (tmp_path / "flows.xlsx").exists()
    # --format prints instead (issue 12): JSON rows, Markdown, a table that fits 80 columns.
    r = cli.invoke(app, ["collect", str(out), "--format", "json"])
    rows = json.loads(r.stdout)
    assert r.exit_code == 1 and len(rows) == 4 and rows[0]["duration"] == 2.0  # 1: incomplete
    r = cli.invoke(app, ["collect", str(out), "--format", "markdown"])
    assert r.stdout.startswith("| duration | duration_unit | seed | point |")
    assert r.stdout.count("\n") == 2 + 4
    r = cli.invoke(app, ["collect", str(out), "--format", "table"], env={"COLUMNS": "80"})
    assert max(len(line) for line in r.stdout.splitlines()) <= 80 and "duration" in r.stdout
    assert "columns left out to fit 80 columns" in r.stderr
    # Rows told apart: the parameter every row shares is said once, units and point hashes are
    # left out, and the seed, the flow's name and its throughput stay (all 4 rows differ).
    assert r.stdout.startswith("every row: duration = 2.0 s")
    header = next(line for line in r.stdout.splitlines() if "seed" in line)
    assert all(c in header for c in ("name", "throughput_pps")) and "_unit" not in r.stdout
    assert rows[0]["point"] not in r.stdout
    r = cli.invoke(app, ["collect", str(out), "--format", "xml"])
    assert r.exit_code == 2 and "table, csv, json, markdown" in r.output
    r = cli.invoke(app, ["collect", str(out), "--format", "csv", "--out", str(tmp_path / "x.csv")])
    assert r.exit_code == 2 and "give one of them" in r.output
    # An unknown table is an error naming the tables (it wrote an empty file and exited 0).
    r = cli.invoke(app, ["collect", str(out), "--table", "bogus", "--out", str(tmp_path / "b.csv")])
    assert r.exit_code == 2 and "bogus" in r.output and "flows, links" in r.output
    assert not (tmp_path / "b.csv").exists()
    r = cli.invoke(app, ["status", str(tmp_path / "nowhere")])
    assert r.exit_code == 2


def test_ccsim_sweep_runs_from_a_plain_script_without_a_main_guard(tmp_path):
    """The documented example as a script with no ``if __name__ == "__main__":``: with a
    forkserver/spawn pool every worker re-ran the script and the pool broke (BrokenProcessPool);
    the local backend's workers no longer import ``__main__``. A runner defined in the script
    still reaches them (pickled by value)."""
    script = tmp_path / "plain.py"
    script.write_text(textwrap.dedent(f"""\
        import ccsim

        def runner(scenario, seed):  # defined in __main__: shipped to the workers by value
            return ccsim.run(scenario, seed=seed, progress=False)

        table = ccsim.sweep({BASE!r}, {{"topology.bottleneck.bandwidth": ["1Mbps", "2Mbps"]}},
                            seeds=2, out="runs", jobs=2, progress=False, runner=runner)
        print(len(table), sorted(set(table["seed"])))
        """))
    proc = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["8", "[0,", "1]"]
    assert "Traceback" not in proc.stderr and "BrokenProcessPool" not in proc.stderr


def test_typed_parameter_columns_sort_by_value():
    """Quantities in any unit become numbers in base units (they sorted as text: "10pkt" <
    "5pkt"); tables are spread into one typed column per key; names and lists stay as written."""
    from ccsim.sweep.columns import typed_columns

    params = [{"q": {"kind": "red", "limit": "10pkt"}, "bw": "500kbps", "s": "paced", "n": 5},
              {"q": {"kind": "droptail", "limit": "5pkt"}, "bw": "1.5Mbps", "s": "reno", "n": 7},
              {"q": {"kind": "droptail"}, "bw": 2_000_000, "s": "reno", "n": 9}]
    t = typed_columns(params, ["q", "bw", "s", "n"])
    assert list(t.columns) == ["q.kind", "q.limit", "q.limit_unit", "bw", "bw_unit", "s", "n"]
    assert t["bw"].tolist() == [500_000, 1_500_000, 2_000_000] and t["bw_unit"][0] == "bps"
    assert t.sort_values("q.limit")["q.limit"].tolist()[:2] == [5, 10]
    assert t["q.limit"].dtype == "Int64" and t["q.limit"].isna().tolist() == [False, False, True]
    assert t["s"].tolist() == ["paced", "reno", "reno"] and t["n"].dtype == "int64"
    mixed = typed_columns([{"x": "5pkt"}, {"x": "100ms"}], ["x"])  # two kinds: left as written
    assert mixed["x"].tolist() == ["5pkt", "100ms"]



def test_a_column_mixing_names_and_numbers_is_text_and_writes_parquet(tmp_path):
    """``["25pkt", "unlimited", 10]`` gave an object column of str and int: ``to_parquet`` (and
    ``ccsim sweep collect``) failed with ArrowTypeError. Such a column is text now."""
    import io

    from typer.testing import CliRunner

    from ccsim.sweep.columns import as_written_columns, typed_columns
    from ccsim.sweep_cli import app

    params = [{"q": "25pkt", "b": True}, {"q": "unlimited", "b": 1}, {"q": 10, "b": None}]
    for columns in (typed_columns, as_written_columns):
        t = columns(params, ["q", "b"])
        assert t["q"].tolist() == ["25pkt", "unlimited", "10"], columns
        assert t["b"].tolist()[:2] == ["true", "1"] and pd.isna(t["b"].tolist()[2])
        t.to_parquet(io.BytesIO())  # raised ArrowTypeError
    kept = typed_columns([{"n": 1}, {"n": 2.5}], ["n"])  # one kind (numbers): still numbers
    assert kept["n"].tolist() == [1.0, 2.5]
    s = spec(grid={"topology.bottleneck.queue.limit": ["20pkt", "unlimited", 10]}, seeds=1)
    table = sweep(s, out=tmp_path / "mix", backend="serial", progress=False)
    assert table["topology.bottleneck.queue.limit"].drop_duplicates().tolist() == [
        "20pkt", "unlimited", "10"]
    r = CliRunner().invoke(app, ["collect", str(tmp_path / "mix")])
    assert r.exit_code == 0, r.output
    back = pd.read_parquet(tmp_path / "mix" / "flows.parquet")
    assert back["topology.bottleneck.queue.limit"].tolist() == ["20pkt"] * 2 + [
        "unlimited"] * 2 + ["10"] * 2


def test_bad_out_paths_are_usage_errors_before_anything_runs(tmp_path, monkeypatch):
    """``--out`` naming a file (or a path under one) gave a traceback: NotADirectoryError from
    ``sweep run`` after planning, FileNotFoundError from ``collect`` into a missing folder (now
    created, as ``ccsim run --out`` creates its folder)."""
    from typer.testing import CliRunner

    import ccsim.sweep
    from ccsim.sweep_cli import app

    (tmp_path / "base.json").write_text(json.dumps(BASE))
    (tmp_path / "s.toml").write_text('base = "base.json"\n[grid]\nduration = ["2s"]\n')
    a_file = tmp_path / "afile"
    a_file.write_text("x")
    cli = CliRunner()
    with monkeypatch.context() as m:
        m.setattr(ccsim.sweep, "run_spec", lambda *a, **k: pytest.fail("the sweep started"))
        for out in (a_file, a_file / "store"):
            r = cli.invoke(app, ["run", str(tmp_path / "s.toml"), "--out", str(out),
                                 "--backend", "serial"])
            assert r.exit_code == 2 and isinstance(r.exception, SystemExit), r.output
            assert f"--out {out}" in r.output and len(r.output.strip().splitlines()) == 1
    store = tmp_path / "store"
    r = cli.invoke(app, ["run", str(tmp_path / "s.toml"), "--out", str(store),
                         "--backend", "serial", "--no-progress"])
    assert r.exit_code == 0, r.output
    r = cli.invoke(app, ["collect", str(store), "--out", str(tmp_path / "new" / "dir" / "t.csv")])
    assert r.exit_code == 0, r.output
    assert len(pd.read_csv(tmp_path / "new" / "dir" / "t.csv")) == 2
    r = cli.invoke(app, ["collect", str(store), "--out", str(a_file / "t.csv")])
    assert r.exit_code == 2 and isinstance(r.exception, SystemExit)
    assert f"--out {a_file / 't.csv'}: {a_file} exists and is not a directory" in r.output
    # A file is not a store: it was "does not exist".
    r = cli.invoke(app, ["status", str(a_file)])
    assert r.exit_code == 2 and "is a file, not a sweep store" in r.output
    with pytest.raises(SweepError, match="exists and is not a directory"):  # from Python
        run_spec(spec(), a_file, backend="serial", progress=False)


def test_a_refused_sweep_creates_no_store_directory(tmp_path):
    """``sweep run`` with a grid path that does not fit the base exited 2 but left an empty
    ``--out`` directory behind (made before planning)."""
    from typer.testing import CliRunner

    from ccsim.sweep_cli import app

    (tmp_path / "base.json").write_text(json.dumps(BASE))
    (tmp_path / "s.toml").write_text('base = "base.json"\n[grid]\n"flows[9].rtt" = ["1s"]\n')
    for out in (tmp_path / "store", tmp_path / "deep" / "er" / "store"):
        r = CliRunner().invoke(app, ["run", str(tmp_path / "s.toml"), "--out", str(out),
                                     "--backend", "serial", "--no-progress"])
        assert r.exit_code == 2 and isinstance(r.exception, SystemExit), r.output
        assert "flows[9].rtt: flows has 2 elements, no index 9" in r.output
    with pytest.raises(SweepError, match="no index 9"):  # the Python door
        sweep(BASE, {"flows[9].rtt": ["1s"]}, out=tmp_path / "py", backend="serial")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["base.json", "s.toml"]
    # A sweep that runs still makes its folders, however deep.
    (tmp_path / "s.toml").write_text('base = "base.json"\n[grid]\nduration = ["1s"]\n')
    r = CliRunner().invoke(app, ["run", str(tmp_path / "s.toml"), "--out",
                                 str(tmp_path / "deep" / "er" / "store"), "--backend", "serial",
                                 "--no-progress"])
    assert r.exit_code == 0, r.output
    assert status(tmp_path / "deep" / "er" / "store").counts["done"] == 1


def test_an_unreachable_scheduler_is_one_line_and_writes_nothing(tmp_path):
    """It waited for the connect timeout, then printed a long OSError traceback, with
    sweep.json already written into the store."""
    import socket

    dask = pytest.importorskip("dask")
    pytest.importorskip("distributed")
    from typer.testing import CliRunner

    from ccsim.sweep_cli import app

    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        address = f"tcp://127.0.0.1:{sock.getsockname()[1]}"
    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):
        with pytest.raises(SweepError, match=f"cannot reach the Dask scheduler at {address}"):
            run_spec(spec(), tmp_path / "py", backend="dask", scheduler=address, progress=False)
        assert not (tmp_path / "py").exists()
        (tmp_path / "base.json").write_text(json.dumps(BASE))
        (tmp_path / "s.toml").write_text('base = "base.json"\n')
        r = CliRunner().invoke(app, ["run", str(tmp_path / "s.toml"), "--out",
                                     str(tmp_path / "cli"), "--backend", "dask",
                                     "--scheduler", address])
    assert r.exit_code == 2 and isinstance(r.exception, SystemExit), r.output
    assert "cannot reach the Dask scheduler" in r.output and "Traceback" not in r.output
    assert len(r.output.strip().splitlines()) == 1
    assert not (tmp_path / "cli").exists()  # not even an empty store directory


def test_spec_errors_are_path_and_message_lines(tmp_path):
    """They were pydantic's report ("1 validation error for SweepSpec ... For further
    information visit https://errors.pydantic.dev/...")."""
    from typer.testing import CliRunner

    from ccsim.sweep_cli import app

    (tmp_path / "s.toml").write_text('base = "base.json"\nseedz = 2\nseeds = [1, "a"]\n'
                                     '[grid]\n"topology.bottleneck.bandwidth" = "2Mbps"\n')
    with pytest.raises(SweepError) as caught:
        SweepSpec.load(tmp_path / "s.toml")
    lines = str(caught.value).splitlines()
    assert lines[0] == f"sweep spec {str(tmp_path / 's.toml')!r} is not valid:"
    assert sorted(lines[1:]) == [
        '  grid.topology.bottleneck.bandwidth: "2Mbps" is not a list',
        '  seeds: [1, "a"] is neither a count nor a list of whole numbers',
        '  seedz: unknown field; did you mean "seeds"? (fields: name, base, grid, points, seeds)']
    r = CliRunner().invoke(app, ["run", str(tmp_path / "s.toml")])
    assert r.exit_code == 2 and "pydantic" not in r.output and "validation error" not in r.output
    with pytest.raises(SweepError, match="seeds: 0 is not a count"):  # the Python door too
        sweep(BASE, {}, seeds=0, out=tmp_path / "none", backend="serial")


def test_the_spec_in_docs_sweeps_md_is_valid_at_every_point(tmp_path):
    """The documented spec swept ``flows[*].tcp.schedule.interval`` over ACK-clocked flows:
    every point failed ("schedule.interval applies only to kind = randomized")."""
    import re

    from ccsim.sweep.plan import expand

    text = (ROOT / "docs" / "sweeps.md").read_text()
    toml = re.search(r"```toml\n(# bw-rtt.toml\n.*?)```", text, re.S).group(1)
    (tmp_path / "sweeps").mkdir()
    (tmp_path / "scenarios").symlink_to(ROOT / "scenarios")  # its base: ../scenarios/...
    (tmp_path / "sweeps" / "bw-rtt.toml").write_text(toml)
    doc = SweepSpec.load(tmp_path / "sweeps" / "bw-rtt.toml")
    points = expand(doc.model_copy(update={"seeds": 1}), "test")
    assert len(points) == 3 * 5 * 2 and [p.error for p in points if p.error] == []
    small = doc.model_copy(update={"seeds": 1, "grid": {
        **{path: values[:1] for path, values in doc.grid.items()}, "duration": ["2s"]}})
    run_spec(small, tmp_path / "store", backend="serial", progress=False)
    assert status(tmp_path / "store").complete


def test_a_worker_with_another_ccsim_fails_its_points_for_a_retry(tmp_path, monkeypatch):
    """A worker whose ccsim differs from the driver's (another environment on a cluster node)
    stored its tables under the driver's version; it now refuses, naming both, and the points are
    failed as transient, so the next run (with matching installs) runs them."""
    import ccsim.sweep.driver as driver
    from ccsim.sweep.keys import ccsim_version

    s = spec(grid={BW: ["1Mbps", "2Mbps"]}, seeds=1)
    monkeypatch.setattr(driver, "ccsim_version", lambda: "0.0.9+elsewhere")
    summary = run_spec(s, tmp_path, backend="serial", progress=False)
    assert (summary.done, summary.failed) == (0, 2)
    failed = [json.loads(p.read_text()) for p in (tmp_path / "points").glob("*.failed.json")]
    assert [f["error_type"] for f in failed] == ["VersionMismatch"] * 2
    assert all("0.0.9+elsewhere" in f["message"] and ccsim_version() in f["message"]
               for f in failed)
    monkeypatch.undo()
    assert run_spec(s, tmp_path, backend="serial", progress=False).done == 2


def test_the_version_covers_the_python_sources(tmp_path):
    """Stored tables hold columns computed in Python (throughput, loss rate): an edited module
    must change the version, hence every point's key, as a rebuilt engine does."""
    import shutil

    import ccsim
    from ccsim.sweep.keys import _package_digest, ccsim_version

    package = Path(ccsim.__file__).parent
    copy = tmp_path / "ccsim"
    shutil.copytree(package, copy, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    assert _package_digest(copy) == _package_digest(package)  # by relative path: not the place
    assert ccsim_version().endswith(f"+py.{_package_digest(package)}")
    results = copy / "results.py"
    results.write_text(results.read_text() + "\n# a fix to a derived column\n")
    assert _package_digest(copy) != _package_digest(package)


def test_the_seed_is_not_a_sweep_parameter():
    """A grid over the scenario's `seed` ran every point with the sweep's seed: equal results
    under different keys, counted as independent samples."""
    with pytest.raises(SweepError, match="'seed' is not a parameter: give the seeds as `seeds`"):
        SweepSpec.checked({"base": BASE, "grid": {"seed": [5, 6]}})


def test_a_bare_udp_rate_beside_bit_rates_stays_as_written():
    """A Poisson source's bare `rate` is packets/s: typed as bit/s beside "2Mbps", 800 pps
    (6.4 Mb/s of 1000 B packets) sorted below 2 Mb/s."""
    from ccsim.sweep.columns import typed_columns

    path = "flows[0].udp.rate"
    mixed = typed_columns([{path: "2Mbps"}, {path: 800}], [path])
    assert mixed[path].tolist() == ["2Mbps", "800"] and f"{path}_unit" not in mixed
    units = typed_columns([{path: "2Mbps"}, {path: "500kbps"}], [path])
    assert units[path].tolist() == [2_000_000, 500_000] and units[f"{path}_unit"][0] == "bps"


def test_a_dot_name_does_not_make_runs_or_the_working_directory_the_store():
    """``name = ".."`` made the default store ``runs/..``, the working directory itself."""
    from ccsim.sweep import default_out

    assert default_out(spec(name="bw/rtt")) == Path("runs/bw-rtt")
    for name in (".", "..", "..."):
        out = default_out(spec(name=name))
        assert out.parent == Path("runs") and out.name.startswith("sweep-"), out


def test_a_point_dask_gave_up_on_failed_by_itself(tmp_path):
    """Dask raises KilledWorker only after workers died each time the task ran (three by
    default): retried on every run, such a point killed workers again each time. It is now the
    point's own failure, run again by --retry-failed only; other infrastructure errors stay
    transient."""
    from concurrent.futures import Future

    from ccsim.sweep.driver import _Recorder
    from ccsim.sweep.plan import Point
    from ccsim.sweep.progress import Progress

    distributed = pytest.importorskip("distributed")
    store = Store(tmp_path)
    store.init()
    rec = _Recorder(store, "run", Progress(2, 0, enabled=False))
    worker = types.SimpleNamespace(address="tcp://10.0.0.7:4242")  # what its message reads
    for key, exc in (("a" * 32, distributed.KilledWorker("task", worker, 3)),
                     ("b" * 32, OSError("connection reset"))):
        future: Future = Future()
        future.set_exception(exc)
        rec.answer(Point(key, 0, {}, {}), future)
    assert store.status("a" * 32).detail["error_type"] == "KilledWorker"
    assert not store.status("a" * 32).detail["transient"]
    assert store.status("b" * 32).detail["transient"]
