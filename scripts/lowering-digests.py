"""Digests of what validation and lowering make of many scenarios, to check that a change to the
Python front meant only for speed (``ccsim.scenario``, ``ccsim.schema``, ``ccsim.lowering``)
leaves them identical: the engine scenario and the flow and link name tables with two seeds,
and for scenarios that must be refused, the whole error text. One line per case.

The cases: scenarios/*.toml, tests/ns2/*.toml, the benchmarks B1-B5, the topologies at a few
hundred flows, and invalid scenarios, each refused for a reason of its own (a field, the
lowering, both at once). No engine is needed.

Usage (from a checkout):
    .venv/bin/python scripts/lowering-digests.py > before.txt
    # change the front
    .venv/bin/python scripts/lowering-digests.py > after.txt && diff before.txt after.txt
To compare two versions without switching, put each one's ``python`` directory on
``PYTHONPATH`` in turn (a copy made with ``git archive HEAD python | tar -x -C DIR``).
"""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ccsim import Scenario, ScenarioError
from ccsim.bench import scenario as bench_scenario

ROOT = Path(__file__).resolve().parent.parent


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def outcome(data: dict[str, Any]) -> str:
    """The digest of the lowering with the scenario's seed and with seed 7, or of the error."""
    try:
        sc = Scenario.model_validate(copy.deepcopy(data))
        parts = []
        for seed in (None, 7):
            lowered = sc.lower(seed)
            parts.append({"engine": lowered.engine,
                          "flows": [dataclasses.astuple(r) for r in lowered.flows],
                          "links": [dataclasses.astuple(r) for r in lowered.links]})
        return _digest(json.dumps(parts))
    except ScenarioError as exc:
        return f"refused {_digest(str(exc))} ({len(exc.problems)} problems)"


def dumbbell(flows: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"duration": "10s",
            "topology": {"kind": "dumbbell",
                         "bottleneck": {"bandwidth": "4Mbps", "delay": "10ms",
                                        "queue": {"kind": "droptail", "limit": "25pkt"}}},
            "flows": flows, **extra}


def shapes(n: int) -> dict[str, dict[str, Any]]:
    """Each topology with ``n`` flows."""
    graph = tomllib.loads((ROOT / "scenarios" / "graph-example.toml").read_text())
    pairs = [("a", "d"), ("c", "b"), ("d", "a"), ("b", "c")]
    graph["flows"] = [{"name": f"g{i}", "src": pairs[i % 4][0], "dst": pairs[i % 4][1]}
                      for i in range(n)]
    routes = ["long", "short1", "short2"]
    return {
        "dumbbell, entries traced": dumbbell(
            [{"name": f"f{i}", "rtt": f"{40 + i % 7}ms", "start": {"uniform": ["0s", "1s"]}}
             for i in range(n)],
            monitors={"trace": {"links": ["bottleneck"], "flows": [f"f{i}" for i in range(n)]},
                      "queue": {"every": "10ms", "links": ["bottleneck"]}}),
        "dumbbell, rtt range": dumbbell([{"name": "r", "count": n,
                                          "rtt": {"range": ["80ms", "120ms"]}}]),
        "parking lot": {"duration": "1s",
                        "topology": {"kind": "parking_lot", "hops": 3,
                                     "bottleneck": {"bandwidth": "10Mbps", "delay": "5ms"}},
                        "flows": [{"name": f"x{i}", "hops": [i % 3, 2], "rtt": "80ms"}
                                  for i in range(n)]},
        "graph": graph,
        "abilene": {"duration": "1s", "topology": {"kind": "abilene"},
                    "flows": [{"name": "ab", "count": n}]},
        "two bottlenecks": {"duration": "1s", "topology": {"kind": "two_bottleneck"},
                            "flows": [{"name": f"t{i}", "route": routes[i % 3]}
                                      for i in range(n)]},
        "phase multi": {"duration": "1s", "topology": {"kind": "phase_multi"},
                        "flows": [{"name": "p", "count": n, "route": "long"}]},
        "main cross, udp and tfrcp": {
            "duration": "1s", "topology": {"kind": "main_cross"},
            "flows": [{"name": "m", "count": n, "route": "main"},
                      {"name": "u", "route": "cross", "udp": {"kind": "cbr", "rate": "1Mbps"}},
                      {"name": "t", "route": "cross", "protocol": "tfrcp"}]},
    }


def invalid() -> dict[str, dict[str, Any]]:
    """Scenarios refused for one reason each, or several."""
    ok = {"name": "a", "rtt": "100ms"}
    return {
        "rtt below the path": dumbbell([{"name": "a", "rtt": "10ms"}]),
        "rtt missing": dumbbell([{"name": "a"}]),
        "a name twice": dumbbell([ok, {"name": "a", "rtt": "80ms"}]),
        "copies meet a name": dumbbell([{"name": "a", "count": 2, "rtt": "100ms"},
                                        {"name": "a.1", "rtt": "100ms"}]),
        "field of another topology": dumbbell([{**ok, "hops": [0, 1], "src": "x"}]),
        "misspelt field": dumbbell([{"name": "a", "rttt": "100ms"}]),
        "unknown monitored link": dumbbell([ok], monitors={
            "queue": {"every": "1s", "links": ["bottleneck", "nope"]}}),
        "unknown traced flow": dumbbell([ok], monitors={
            "trace": {"links": ["bottleneck"], "flows": ["a", "b"]}}),
        "seqs loss of no flow": {**dumbbell([ok]), "topology": {
            "kind": "dumbbell", "bottleneck": {"bandwidth": "4Mbps", "delay": "10ms",
                                               "loss": {"kind": "seqs", "flow": "z",
                                                        "seqs": [3]}}}},
        "field and lowering problems": dumbbell([{"name": "a", "rtt": "1ms"},
                                                 {"name": "b", "rtt": "-5ms"}],
                                                duration="0s"),
        "tcp layers clash": dumbbell([{**ok, "tcp": {"window": {"rule": "cubic", "k": 1}}}],
                                     defaults={"tcp": {"schedule": {"interval": 2}}}),
        "hop beyond the chain": {"duration": "1s",
                                 "topology": {"kind": "parking_lot", "hops": 2,
                                              "bottleneck": {"bandwidth": "1Mbps",
                                                             "delay": "5ms"}},
                                 "flows": [{"name": "x", "hops": [0, 4], "rtt": "80ms"}]},
        "node not in the graph": {"duration": "1s",
                                  "topology": {"kind": "graph", "nodes": ["a", "b"],
                                               "edges": [{"from": "a", "to": "b",
                                                          "bandwidth": "1Mbps",
                                                          "delay": "1ms"}]},
                                  "flows": [{"src": "a", "dst": "c"}, {"src": "a"}]},
        "route of no chain": {"duration": "1s", "topology": {"kind": "two_bottleneck"},
                              "flows": [{"route": "sideways"}, {"route": "long", "hops": 1}]},
        "too many flows": dumbbell([{"name": "a", "count": 60_000, "rtt": "100ms"},
                                    {"name": "b", "count": 60_000, "rtt": "100ms"}]),
    }


def cases() -> dict[str, Callable[[], dict[str, Any]]]:
    out: dict[str, Callable[[], dict[str, Any]]] = {}
    files = [*sorted((ROOT / "scenarios").glob("*.toml")),
             *sorted((ROOT / "tests/ns2").glob("*.toml"))]
    for f in files:
        out[f"{f.parent.name}/{f.name}"] = lambda f=f: tomllib.loads(f.read_text())
    for name in ("B1", "B2", "B3", "B4", "B5"):
        out[f"bench {name}"] = lambda name=name: bench_scenario(name, quick=True)
    for name, data in shapes(300).items():
        out[f"{name} (300 flows)"] = lambda data=data: data
    for name, data in invalid().items():
        out[f"invalid: {name}"] = lambda data=data: data
    return out


def main() -> None:
    for name, make in cases().items():
        print(f"{name}: {outcome(make())}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
