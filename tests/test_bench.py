"""``ccsim bench`` (issue 10): the B3-B5 scenarios as specified, a quick B4 run, the scale series'
code path, the htsim comparison's plumbing with a stand-in binary, the process measurements,
and bad input. No test asserts a wall time; ns-2 comparisons are in test_bench_ns2.py."""

from __future__ import annotations

import json
import math
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from ccsim import bench
from ccsim.bench import FLOWS, scenario, timed_process
from ccsim.bench_cli import bench as bench_command
from ccsim.bench_htsim import htsim_scenario, parse_logout
from ccsim.cli import app
from ccsim.scenario import Scenario

runner = CliRunner()


def _bdp_pkts(bandwidth_bps: int, rtt_s: float, wire_bytes: int) -> int:
    return round(bandwidth_bps * rtt_s / 8 / wire_bytes)


@pytest.mark.parametrize("name, flows, bandwidth_bps", [
    ("B2", 100, 10**9), ("B3", 1000, 10 * 10**9), ("B4", 10_000, 100 * 10**9)])
def test_high_speed_benchmarks_lower_as_specified(name: str, flows: int,
                                                  bandwidth_bps: int) -> None:
    engine = Scenario.model_validate(scenario(name)).lower().engine
    links = {ln["name"]: ln for ln in engine["links"]}
    neck = links["bottleneck"]
    assert len(engine["flows"]) == flows
    assert neck["bandwidth_bps"] == bandwidth_bps
    assert neck["queue"] == {"kind": "droptail", "limit_pkts": _bdp_pkts(bandwidth_bps, 0.020,
                                                                        1448 + 40)}
    access = links["access_src_reno.0"]
    assert access["bandwidth_bps"] == 10 * bandwidth_bps
    # RTT 20 ms: twice the one-way delay of access, bottleneck and access.
    one_way = access["delay_ns"] + neck["delay_ns"] + links["access_dst_reno.0"]["delay_ns"]
    assert 2 * one_way == 20_000_000
    t = engine["flows"][0]["transport"]
    assert (t["mss_bytes"], t["header_bytes"], t["recovery"]) == (1448, 40, "reno")
    assert max(f["start_ns"] for f in engine["flows"]) < 100_000_000


def test_b5_is_100k_flows_on_1_tbps() -> None:
    """B5's data (lowering 100,000 flows takes longer than a test should): the same builder as
    B2-B4, checked above, with 100k flows, 1 Tbps and its own BDP."""
    data = scenario("B5")
    assert data["flows"][0]["count"] == 100_000 == FLOWS["B5"]
    neck = data["topology"]["bottleneck"]
    assert neck["bandwidth"] == f"{10**12}bps"
    assert neck["queue"]["limit"] == _bdp_pkts(10**12, 0.020, 1488) == 1_680_108
    assert data["duration"] == "0.5s" and scenario("B5", quick=True)["duration"] == "0.05s"


def test_quick_b4_delivers() -> None:
    result = runner.invoke(app, ["bench", "B4", "--quick", "--json"])
    assert result.exit_code == 0, result.output
    (row,) = json.loads(result.stdout)
    assert row["name"] == "B4" and row["flows"] == 10_000 and row["sim_s"] == pytest.approx(0.2)
    assert row["delivered"] > 0 and row["events"] > row["delivered"]
    assert row["kb_per_flow"] == pytest.approx(row["rss_added_mb"] * 1024 / 10_000)
    assert row["proc_peak_mb"] >= row["rss_base_mb"] and row["proc_wall_s"] >= row["wall_s"]


def test_scale_series_code_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--scale`` with a two-point series (the real one goes to 100k flows)."""
    monkeypatch.setattr(bench, "SCALE_FLOWS", (10, 40))
    result = runner.invoke(app, ["bench", "--scale", "--quick", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.stdout)
    assert [r["name"] for r in rows] == ["S10", "S40"]
    assert [r["flows"] for r in rows] == [10, 40]
    for r in rows:
        assert r["sim_s"] == pytest.approx(0.05) and r["delivered"] > 0
        assert r["ns_per_pkt"] == pytest.approx(r["wall_s"] * 1e9 / r["delivered"])
    table = runner.invoke(app, ["bench", "--scale", "--quick"])
    assert table.exit_code == 0 and "ns/pkt" in table.stdout and "KB/flow" in table.stdout


# -- repeated runs ---------------------------------------------------------------------------

def _fake_runs(monkeypatch: pytest.MonkeyPatch, walls: dict[str, list[float]]) -> list[str]:
    """Stand in for the measured child processes: each benchmark's runs take the given walls
    in turn (and deliver 1000 x their run number, so the figures shown can be traced to their
    run). Returns the list the runs are recorded in, in order."""
    from ccsim import bench_cli

    calls: list[str] = []

    def run(name: str, quick: bool) -> bench.BenchResult:
        k = sum(c == name for c in calls)
        calls.append(name)
        return bench.BenchResult(name=name, sim_s=1.0, wall_s=walls[name][k], setup_s=0.001,
                                 delivered=1000 * (k + 1), events=1, rss_base_mb=100.0,
                                 rss_added_mb=1.0, flows=FLOWS[name], engine_build="plain")

    monkeypatch.setattr(bench_cli, "run_in_subprocess", run)
    return calls


def test_reps_run_in_rounds_and_show_the_fastest(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _fake_runs(monkeypatch, {"B1": [0.30, 0.20, 0.25], "B2": [0.40, 0.45, 0.35]})
    result = runner.invoke(app, ["bench", "B1", "B2", "--reps", "3", "--json"])
    assert result.exit_code == 0, result.output
    assert calls == ["B1", "B2"] * 3  # rounds, not all of B1 first
    rows = {r["name"]: r for r in json.loads(result.stdout)}
    assert rows["B1"]["walls"] == [0.30, 0.20, 0.25] and rows["B2"]["walls"] == [0.40, 0.45, 0.35]
    # The figures are the fastest run's: B1's second run, B2's third.
    assert rows["B1"]["wall_s"] == 0.20 and rows["B1"]["delivered"] == 2000
    assert rows["B2"]["wall_s"] == 0.35 and rows["B2"]["delivered"] == 3000
    assert rows["B1"]["pkts_per_s"] == pytest.approx(2000 / 0.20)
    calls.clear()
    table = runner.invoke(app, ["bench", "B1", "B2", "--reps", "3"])
    assert table.exit_code == 0, table.output
    text = " ".join(table.stdout.split())
    assert "the fastest of 3 runs each" in text and "0.200-0.300" in text and "0.350-0.450" in text


def test_one_run_each_by_default_without_a_range(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _fake_runs(monkeypatch, {"B1": [0.3], "B2": [0.4]})
    result = runner.invoke(app, ["bench", "B1", "B2"])
    assert result.exit_code == 0, result.output
    assert calls == ["B1", "B2"]
    assert "fastest" not in result.stdout and "range" not in result.stdout


def test_comparisons_default_to_three_reps(monkeypatch: pytest.MonkeyPatch,
                                           tmp_path: Path) -> None:
    from ccsim import bench_htsim

    seen: list[int] = []

    def compare(binary: str, flows: list[tuple[str, int]], reps: int, step: object) -> list[object]:
        seen.append(reps)
        return []

    monkeypatch.setattr(bench_htsim, "compare_htsim", compare)
    exe, _ = _fake_htsim(tmp_path, sleep=0)
    for args in ([], ["--reps", "5"]):
        result = runner.invoke(app, ["bench", "B1", "--htsim", str(exe), "--json", *args])
        assert result.exit_code == 0, result.output
    assert seen == [3, 5]


# -- htsim with a stand-in binary ----------------------------------------------------------------

FAKE_HTSIM = """\
#!{python}
# Stands in for csg-htsim's main_dumbell_tcp: records its arguments, takes a while, prints its
# settings and writes a logout.dat with one sink-sampler record per connection and sample.
import os, struct, sys, time
args = sys.argv[1:]
with open({calls!r}, "a") as f:
    f.write(" ".join(args) + "\\n")
conns = int(args[args.index("-conns") + 1])
print("no_of_conns", conns)
time.sleep({sleep})
rec = struct.Struct("<dIIIddd")
with open("logout.dat", "wb") as f:
    f.write(b": TCPSink0=7\\n# pktsize=9000 bytes\\n# rtt=1e-05\\n# numrecords=1\\n"
            b"# transpose=0\\n# TRACE\\n")
    for i in range(conns):
        f.write(rec.pack(4.8, 11, 100 + i, 1100, 1 + 10 * 9000, 0, 0))
        f.write(rec.pack(4.9, 11, 100 + i, 1100, 1 + 20 * 9000, 0, 0))  # the last sample
        f.write(rec.pack(4.9, 5, 100 + i, 500, 9e9, 0, 0))  # a queue record: ignored
"""


def _fake_htsim(tmp_path: Path, sleep: float) -> tuple[Path, Path]:
    calls = tmp_path / "calls.txt"
    exe = tmp_path / "htsim_dumbell_tcp"
    exe.write_text(FAKE_HTSIM.format(python=sys.executable, calls=str(calls), sleep=sleep))
    exe.chmod(0o755)
    return exe, calls


def test_htsim_comparison_plumbing(tmp_path: Path) -> None:
    exe, calls = _fake_htsim(tmp_path, sleep=0.3)
    console = Console(record=True, width=250)
    rows = bench_command(["B1"], None, False, False, False, None, 2, str(exe), console, console)
    # Two runs, each with B1's flow count, htsim's default queue and the fixed seed.
    assert calls.read_text().splitlines() == ["-conns 50 -qs 100 -seed 1"] * 2
    (row,) = rows
    assert row["against"] == "htsim" and row["flows"] == 50 and row["reps"] == 2
    assert row["other_wall_s"] >= 0.3
    assert row["ratio"] == pytest.approx(row["other_wall_s"] / row["ccsim_wall_s"])
    # A `ccsim run` process per repetition, from its interpreter's start: longer than the call.
    processes = row["ccsim_processes"]
    assert len(processes) == 2 and all(p["wall_s"] > row["ccsim_wall_s"] for p in processes)
    assert row["process_ratio"] == pytest.approx(row["other_wall_s"] / row["ccsim_process_s"])
    assert row["other_delivered"] == 50 * 20
    assert row["ccsim_delivered"] > 0
    assert row["delivered_diff"] == pytest.approx(50 * 20 / row["ccsim_delivered"] - 1)
    ccsim_walls = sorted(r["wall_s"] for r in row["ccsim_runs"])
    assert row["ccsim_wall_s"] == pytest.approx(sum(ccsim_walls) / 2)  # median of two
    text = console.export_text()
    assert f"{row['ratio']:.1f}x" in text and f"{row['process_ratio']:.1f}x" in text
    assert "htsim / ccsim processes" in text and "ccsim run process s" in text


def test_htsim_matching_scenario() -> None:
    engine = Scenario.model_validate(htsim_scenario(20)).lower().engine
    links = {ln["name"]: ln for ln in engine["links"]}
    assert engine["duration_ns"] == 5 * 10**9 and len(engine["flows"]) == 20
    assert links["bottleneck"]["bandwidth_bps"] == 10**10
    assert links["bottleneck"]["queue"]["limit_pkts"] == 100
    assert links["access_src_tcp.0"]["queue"]["limit_pkts"] == 1000
    t = engine["flows"][0]["transport"]
    assert t["mss_bytes"] + t["header_bytes"] == 9000
    assert (t["init_cwnd"], t["init_ssthresh"], t["syn"]) == (10, 100, True)
    assert (t["min_rto_ns"], t["initial_rto_ns"], t["tick_ns"]) == (250_000_000, 3 * 10**9, 0)


def test_parse_logout() -> None:
    rec = struct.Struct("<dIIIddd")
    body = b"".join([rec.pack(0.1, 11, 3, 1100, 1 + 2 * 9000, 0, 0),
                     rec.pack(0.2, 11, 3, 1100, 1 + 5 * 9000, 0, 0),
                     rec.pack(0.2, 11, 4, 1100, 1 + 7 * 9000, 0, 0),
                     rec.pack(0.2, 4, 4, 400, 1e12, 0, 0)])
    assert parse_logout(b"# pktsize=9000 bytes\n# TRACE\n" + body) == 12
    assert math.isnan(parse_logout(b"no trace here"))
    assert math.isnan(parse_logout(b"# TRACE\n"))


# -- measuring processes -------------------------------------------------------------------------

def test_timed_process_measures_the_child_alone() -> None:
    """The peak is the command's own, not this (large) interpreter's, and grows with what the
    command allocates."""
    small = timed_process([sys.executable, "-S", "-c", "pass"])
    big = timed_process([sys.executable, "-S", "-c",
                         "b = bytearray(200 * 2**20); print(len(b)); raise SystemExit(3)"])
    assert small.returncode == 0 and small.peak_mb < 60
    assert big.returncode == 3 and big.stdout.strip() == str(200 * 2**20)
    assert big.peak_mb > 200
    with pytest.raises(subprocess.TimeoutExpired):
        timed_process([sys.executable, "-S", "-c", "import time; time.sleep(30)"], timeout=0.5)


# -- bad input -----------------------------------------------------------------------------------

@pytest.mark.parametrize("args, message", [
    (["B9"], "unknown benchmark B9; known: B1, B2, B3, B4, B5"),
    (["--only", "B1,X"], "unknown benchmark X; known: B1, B2, B3, B4, B5"),
    (["--against", "ns3"], "unknown simulator 'ns3' for --against; allowed: ns2"),
    (["--htsim", "/nonexistent/htsim_dumbell_tcp"],
     "--htsim /nonexistent/htsim_dumbell_tcp: no such file"),
    (["--scale", "B1"], "--scale runs its own series"),
    (["B4", "--against", "ns2"], "B4 cannot run in ns-2"),
])
def test_bad_input_is_a_usage_error(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["bench", *args])
    assert result.exit_code == 2
    assert message in " ".join(result.stderr.split())


def test_htsim_path_must_be_executable(tmp_path: Path) -> None:
    result = runner.invoke(app, ["bench", "--htsim", str(tmp_path)])
    assert result.exit_code == 2 and "not an executable file" in result.stderr
