"""``ccsim bench --against ns2``: the comparison runs both simulators on the same network.

Needs ns-2's ``ns`` command (``apt-get install ns2``). Outside CI a machine without ns-2 skips
these tests with that message; under ``CI=true`` a missing ns-2 is a failure, as in
test_ns2_differential.py, so that the comparison can never pass CI by not running.
"""

from __future__ import annotations

import json
import os

import pytest
from typer.testing import CliRunner

from ccsim.bench_compare import ns2_engine
from ccsim.cli import app
from ccsim.validation.ns2 import ns_binary
from ccsim.validation.tcl import ns2_script

if ns_binary() is None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail("ns-2 is missing under CI=true: .ci/run must install it (apt-get install ns2)",
                    pytrace=False)
    pytest.skip("ns-2 is not installed (apt-get install ns2): the bench comparison cannot run",
                allow_module_level=True)

runner = CliRunner()


def test_quick_b1_against_ns2_delivers_the_same() -> None:
    result = runner.invoke(app, ["bench", "B1", "--against", "ns2", "--quick", "--reps", "1",
                                 "--json"])
    assert result.exit_code == 0, result.output
    (row,) = json.loads(result.stdout)
    assert row["name"] == "B1" and row["against"] == "ns-2" and row["reps"] == 1
    assert row["ccsim_delivered"] > 80_000  # 100 s of a 4 Mbps bottleneck: ~92,600 at most
    assert abs(row["delivered_diff"]) < 0.03
    assert row["ratio"] == pytest.approx(row["other_wall_s"] / row["ccsim_wall_s"])
    assert 0 < row["other_setup_s"] < row["other_wall_s"]
    assert 1 < row["other_peak_mb"] < row["ccsim_peak_mb"]  # ns's own peak, not this process's
    # The `ccsim run` process's peak: the interpreter, numpy and the engine, not pandas (the
    # call's harness imports it, about 75 MB more), nor this test process's.
    assert row["ccsim_peak_mb"] < 100
    assert row["process_ratio"] == pytest.approx(row["other_wall_s"] / row["ccsim_process_s"])


def test_the_bench_script_is_lean() -> None:
    """No queue monitors in the benchmark's script (two per flow in a dumbbell), the wall clock
    printed; the differential suite's default script keeps its monitors and no clock."""
    engine = ns2_engine("B1", quick=True)
    lean = ns2_script(engine, 0, monitor_queues=False, wall_clock=True)
    full = ns2_script(engine, 0)
    assert "makeflowmon" not in lean.text and lean.monitored == ()
    assert lean.text.count("CLOCK") == 2
    # In braces, so that the clock is read when the event runs (in quotes Tcl would read it
    # while loading the script, before ns-2 computes its routes).
    assert '$ns at 0.0 {puts "CLOCK run [clock milliseconds]"}' in lean.text
    assert "CLOCK" not in full.text and len(full.monitored) == len(engine["links"])
