"""The profile-guided engine build (scripts/pgo.sh): the same results as the plain build, the
build CI installs, and a training set that the scenario schema still accepts.

Both builds of a checkout are on disk after ``scripts/bootstrap.sh``: the plain one maturin
made (target/release) and the profile-guided one (target/pgo/use), installed over it. Outside
CI a machine where the profile-guided build could not be made (no llvm-profdata) skips these
tests with that message; under ``CI=true`` that is a failure (``.ci/run`` installs what it
needs), so the suite can never pass CI with the slower engine unnoticed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import ccsim
from ccsim import _core

ROOT = Path(__file__).resolve().parent.parent
PLAIN = ROOT / "target" / "release" / "lib_core.so"
GUIDED = ROOT / "target" / "pgo" / "use" / "release" / "lib_core.so"
UNDER_CI = os.environ.get("CI", "").lower() == "true"


def _require_both_builds() -> None:
    missing = [str(p) for p in (PLAIN, GUIDED) if not p.exists()]
    if not missing:
        return
    message = f"no profile-guided build to compare ({', '.join(missing)} missing: bash scripts/bootstrap.sh)"
    if UNDER_CI:
        pytest.fail(message + " under CI=true: .ci/run must provide llvm-profdata")
    pytest.skip(message)


def test_ci_installs_the_profile_guided_engine() -> None:
    if not UNDER_CI:
        pytest.skip(f"checks what .ci/run installs: runs under CI=true (here: {_core.build()})")
    assert _core.build() == "profile-guided", "bootstrap kept the plain build: see scripts/pgo.sh"


#: Loads each build named on the command line as its own module (both are `_core`, told apart
#: by path) and prints, per scenario, every result column of each build as JSON-safe lists.
_COMPARE = """
import importlib.util, json, sys
libs, scenarios = sys.argv[1:3], json.loads(sys.stdin.read())
out = []
for lib in libs:
    spec = importlib.util.spec_from_file_location("_core", lib)
    core = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(core)
    runs = []
    for text in scenarios:
        sim = core.Simulation(text)
        sim.run_until(sim.duration_ns)
        res = sim.results()
        runs.append({t: {c: repr(v.tolist()) for c, v in cols.items()} if t != "meta" else
                     {k: repr(v) for k, v in cols.items() if k != "wall_s"}
                     for t, cols in res.items()})
    out.append(runs)
print(json.dumps(out))
"""


def test_profile_guided_build_gives_the_plain_builds_results() -> None:
    _require_both_builds()
    # Reno, SACK, delayed ACKs, RED with ECN, CUBIC, BBR, FQ-CoDel, with every monitor on.
    files = ["tests/ns2/b1-reno.toml", "tests/ns2/mixed20-sack.toml", "tests/ns2/red-ecn.toml",
             "tests/ns2/delack-newreno.toml", "scenarios/today-stacks.toml"]
    monitors = {"cwnd": {"every": "500ms"}, "flows": {"every": "1s"}, "drops": True,
                "delays": "raw", "trace": {"links": ["bottleneck"], "max_events": 20_000}}
    texts = []
    for f in files:
        sc = ccsim.Scenario.load(ROOT / f)
        sc = ccsim.Scenario.model_validate({**sc.model_dump(), "duration": "20s", "monitors": monitors})
        texts.append(json.dumps(sc.lower(3).engine))
    done = subprocess.run([sys.executable, "-c", _COMPARE, str(PLAIN), str(GUIDED)],
                          input=json.dumps(texts), capture_output=True, text=True, check=True)
    plain, guided = json.loads(done.stdout)
    assert any(len(t) > 2 for run in plain for t in run.values())  # tables were compared
    for f, a, b in zip(files, plain, guided, strict=True):
        assert a == b, f"{f}: the profile-guided engine's results differ from the plain build's"


def test_the_training_set_is_valid_and_covers_every_sender_source_and_queue() -> None:
    # A scenario the schema refuses would stop scripts/pgo.sh (and the optimised build) only when
    # the profile is next made; this finds it with the rest of the suite.
    import runpy

    train = runpy.run_path(str(ROOT / "scripts" / "pgo-train.py"), run_name="pgo_train")
    scenarios = train["training_set"]()
    kinds = set()
    for name, data in scenarios.items():
        engine = ccsim.Scenario.model_validate(data).lower(1).engine
        assert engine["flows"], name
        kinds.update(link["queue"]["kind"] for link in engine["links"])
        for f in engine["flows"]:
            kinds.add(f["transport"]["kind"])
            kinds.add(f["app"] if isinstance(f["app"], str) else f["app"]["kind"])
    assert {"tcp", "udp", "tfrcp", "bulk", "closed_loop", "poisson_transfers", "droptail", "red",
            "codel", "fq_codel", "pie"} <= kinds, kinds
