"""The training run of the profile-guided build (scripts/pgo.sh): load an instrumented build of
the engine's extension from the path given and simulate the training set with it, so that the
build records which branches and functions the engine's work takes. Fails (non-zero exit, the
scenario named) if any scenario is refused or loses packets, so that a stale training set is
noticed instead of quietly giving a poor profile.

The set covers every mechanism the engine has, so that none is laid out as cold code because
training never ran it: the scenarios scripts/golden-digests.py checks (the example scenarios,
the ns-2 differential cases: Tahoe, Reno, NewReno, SACK, delayed ACKs, RED, ECN, binomial and
GAIMD windows, wire loss; today's stacks under every queue discipline), a mix of the papers' other senders and sources (paced and
randomized schedules, Vegas, TFRCP's three round rules, web-like and Poisson transfers, UDP
sources), with and without monitors, and the benchmark dumbbells B1-B3 (shortened), which
weigh most, as the hot path of most runs.

Usage: .venv/bin/python scripts/pgo-train.py path/to/instrumented/lib_core.so (or .dylib)
"""

from __future__ import annotations

import copy
import importlib.util
import json
import runpy
import sys
from pathlib import Path
from typing import Any

from ccsim.bench import scenario as bench_scenario
from ccsim.errors import ScenarioError
from ccsim.scenario import Scenario
from ccsim.units import parse_duration

ROOT = Path(__file__).resolve().parent.parent
#: Longest simulated time of a training scenario (the benchmarks excepted).
MAX_DURATION = "20s"
MONITORS: dict[str, Any] = {"cwnd": {"every": "500ms"}, "flows": {"every": "1s"}, "drops": True,
                            "delays": "raw"}
#: Added where the scenario has a link named "bottleneck".
LINK_MONITORS: dict[str, Any] = {"queue": {"every": "100ms", "links": ["bottleneck"]},
                                 "trace": {"links": ["bottleneck"], "max_events": 20_000}}
#: One flow of each sender and source not covered by the files above, on one dumbbell.
MIX: dict[str, Any] = {
    "name": "pgo mix",
    "duration": MAX_DURATION,
    "topology": {"kind": "dumbbell",
                 "bottleneck": {"bandwidth": "10Mbps", "delay": "10ms",
                                "queue": {"kind": "droptail", "limit": 40}}},
    "flows": [
        {"name": "paced", "rtt": "60ms", "tcp": {"schedule": "paced"}},
        {"name": "randomized", "rtt": "80ms", "tcp": {"schedule": {"kind": "randomized"}}},
        {"name": "vegas", "rtt": "70ms", "tcp": {"window": {"rule": "vegas"}}},
        {"name": "delack", "rtt": "90ms", "tcp": {"delayed_ack": True, "recovery": "newreno"}},
        {"name": "web", "rtt": "100ms", "app": {"kind": "closed_loop", "packets": 20}},
        {"name": "ftp", "rtt": "50ms",
         "app": {"kind": "poisson_transfers", "min_packets": 5, "max_packets": 50,
                 "mean_active": 2}},
        {"name": "tfrcp-s1", "rtt": "60ms", "tfrcp": {"rounds": "1s"}},
        {"name": "tfrcp-s2", "rtt": "80ms", "tfrcp": {"rounds": {"kind": "rtt_multiple", "k": 4}}},
        {"name": "tfrcp-s3", "rtt": "100ms",
         "tfrcp": {"rounds": {"kind": "uniform", "c": "500ms", "d": "1s"}}},
        {"name": "cbr", "rtt": "40ms", "udp": {"kind": "cbr", "rate": "500kbps"}},
        {"name": "poisson", "rtt": "40ms", "udp": {"kind": "poisson", "rate": 50,
                                                    "exponential_sizes": True}},
        {"name": "onoff", "rtt": "40ms", "udp": {"kind": "pareto_on_off", "rate": "1Mbps"}},
    ],
}


def training_set() -> dict[str, dict[str, Any]]:
    """Scenario data by file stem."""
    golden = runpy.run_path(str(ROOT / "scripts" / "golden-digests.py"), run_name="golden_digests")
    out: dict[str, dict[str, Any]] = golden["scenarios"]()
    out["mix"] = MIX
    for name, d in list(out.items()):
        watched = copy.deepcopy(d)
        watched["monitors"] = {**MONITORS, **LINK_MONITORS}
        try:
            Scenario.model_validate(watched)
        except ScenarioError:  # no link named "bottleneck"
            watched["monitors"] = MONITORS
        out[f"{name}-monitors"] = watched
    for name in ("B1", "B2", "B3"):
        out[f"bench-{name}"] = bench_scenario(name, quick=True)
    return out


def main(library: str) -> int:
    spec = importlib.util.spec_from_file_location("_core", library)  # PyInit__core
    if spec is None or spec.loader is None:
        sys.exit(f"pgo-train: cannot load {library}")
    core = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(core)
    cap = parse_duration(MAX_DURATION)
    events = 0
    scenarios = training_set()
    for name, data in scenarios.items():
        sc = Scenario.model_validate(data)
        if not name.startswith("bench-") and sc.duration > cap:
            sc = sc.model_copy(update={"duration": cap})
        try:
            sim = core.Simulation(json.dumps(sc.lower(1).engine))
            sim.run_until(sim.duration_ns)
        except Exception as exc:  # noqa: BLE001 - any failure makes the profile unusable
            sys.exit(f"pgo-train: {name}: {exc}")
        if errors := list(sim.conservation_errors()):
            sys.exit(f"pgo-train: {name}: " + "; ".join(errors))
        sim.results()
        events += sim.events
    print(f"pgo-train: {len(scenarios)} scenarios, {events:,} events")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
