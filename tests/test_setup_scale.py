"""Setting a scenario up (validation, lowering, handing it to the engine) costs work linear in
the number of flows, and validating then running lowers the scenario once (issue 10, "Scale:
cost linear from 10 to 100,000 flows"). Nothing here measures time: the tests count calls and
executed lines, which do not depend on the machine."""

from __future__ import annotations

import copy
import gc
import pickle
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import ccsim
import ccsim.lowering
from ccsim import Scenario, ScenarioError
from ccsim.bench import high_speed
from ccsim.bench import scenario as bench_scenario
from ccsim.lowering.builder import NetBuilder

ROOT = Path(__file__).parent.parent
FILES = sorted((ROOT / "scenarios").glob("*.toml")) + sorted((ROOT / "tests/ns2").glob("*.toml"))


@pytest.fixture
def lowerings(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Every lowering of a scenario from here on, each as whether the cyclic garbage collector
    was enabled while it ran."""
    calls: list[bool] = []
    real = ccsim.lowering._lower

    def spy(scenario: Any, seed: int) -> Any:
        calls.append(gc.isenabled())
        return real(scenario, seed)

    monkeypatch.setattr(ccsim.lowering, "_lower", spy)
    return calls


def dumbbell(flows: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {
        "duration": "1s",
        "topology": {"kind": "dumbbell",
                     "bottleneck": {"bandwidth": "10Mbps", "delay": "5ms",
                                    "queue": {"kind": "droptail", "limit": "50pkt"}}},
        "flows": flows,
        **extra,
    }


# -- lowered once ---------------------------------------------------------------------------------

def test_validation_lowers_once_and_lower_takes_that_result(lowerings: list[bool]) -> None:
    sc = Scenario.model_validate(high_speed(20, 0.01))
    assert len(lowerings) == 1  # pydantic runs the whole-scenario check twice; it lowers once
    lowered = sc.lower()
    assert len(lowerings) == 1
    assert len(lowered.flows) == 20 and lowered.engine["seed"] == sc.seed
    again = sc.lower()  # handed out once: a second call lowers afresh, to an equal result
    assert len(lowerings) == 2 and again == lowered and again is not lowered


def test_keyword_construction_lowers_once(lowerings: list[bool]) -> None:
    sc = Scenario(**high_speed(5, 0.01))
    assert len(lowerings) == 1
    sc.to_engine()
    assert len(lowerings) == 1


def test_run_of_a_dict_lowers_once(lowerings: list[bool]) -> None:
    res = ccsim.run(high_speed(3, 0.005), progress=False)
    assert len(lowerings) == 1 and len(res.flows) == 3


def test_another_seed_is_lowered_afresh(lowerings: list[bool]) -> None:
    sc = Scenario.model_validate(high_speed(4, 0.01))
    other = sc.lower(seed=sc.seed + 1)
    assert len(lowerings) == 2 and other.engine["seed"] == sc.seed + 1
    assert sc.lower().engine["seed"] == sc.seed and len(lowerings) == 2  # still kept


def fresh(sc: Scenario, seed: int | None = None) -> ccsim.lowering.Lowered:
    """The scenario lowered now, whatever validation kept."""
    return ccsim.lowering.lower(sc, seed)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_kept_lowering_is_the_fresh_one_for_every_scenario_file(path: Path) -> None:
    assert Scenario.load(path).lower() == fresh(Scenario.load(path))


@pytest.mark.parametrize("name", ["B1", "B2", "B3", "B4"])
def test_kept_lowering_is_the_fresh_one_for_the_benchmarks(name: str) -> None:
    data = bench_scenario(name, quick=True)
    assert Scenario.model_validate(data).lower() == fresh(Scenario.model_validate(data))


# -- a changed scenario is lowered again ----------------------------------------------------------

def test_assignment_to_the_scenario_is_checked_and_lowered_again(lowerings: list[bool]) -> None:
    sc = Scenario.model_validate(high_speed(3, 0.01))
    sc.seed = 7
    assert len(lowerings) == 2  # validated again on assignment, with its lowering
    assert sc.lower() == fresh(sc) and sc.lower().engine["seed"] == 7
    with pytest.raises(ScenarioError, match="smaller than twice the one-way delay"):
        sc.topology = {"kind": "dumbbell",
                       "bottleneck": {"bandwidth": "1Mbps", "delay": "50ms"}}


@pytest.mark.parametrize("change", [
    "nested assignment", "list append", "list item", "same object put back", "object.__setattr__",
])
def test_a_change_made_after_validation_is_lowered(change: str) -> None:
    sc = Scenario.model_validate(dumbbell([{"name": "a", "rtt": "40ms"},
                                           {"name": "b", "rtt": "60ms", "count": 2}]))
    before = fresh(sc)
    if change == "nested assignment":
        sc.flows[0].rtt = "30ms"
    elif change == "list append":
        sc.flows.append(sc.flows[0].model_copy(update={"name": "c"}))
    elif change == "list item":
        sc.flows[1] = sc.flows[1].model_copy(update={"count": 3})
    elif change == "same object put back":
        sc.flows.reverse()
        sc.flows.reverse()
    else:
        object.__setattr__(sc.flows[0], "rtt", 30_000_000)
    lowered = sc.lower()
    assert lowered == fresh(sc)
    assert (lowered == before) == (change == "same object put back")


def test_copies_and_pickles_keep_nothing_and_compare_equal() -> None:
    sc = Scenario.model_validate(high_speed(3, 0.01))
    assert sc == Scenario.model_validate(high_speed(3, 0.01))
    clone = pickle.loads(pickle.dumps(sc))
    assert clone == sc and clone._kept.lowered is None
    assert copy.deepcopy(sc)._kept.lowered is None
    moved = sc.model_copy(update={"seed": 3})
    assert moved.lower().engine["seed"] == 3 and moved.lower() == fresh(moved)
    assert sc.lower().engine["seed"] == 0
    assert sc == Scenario.model_validate(high_speed(3, 0.01))  # with or without a kept lowering


def test_what_lower_hands_out_is_the_callers() -> None:
    sc = Scenario.model_validate(high_speed(2, 0.01))
    first = sc.lower()
    first.engine["links"].clear()
    assert sc.lower() == fresh(sc) and sc.lower().engine["links"]


# -- the garbage collector ------------------------------------------------------------------------

def test_collector_is_paused_while_lowering_and_back_after(lowerings: list[bool]) -> None:
    assert gc.isenabled()
    sc = Scenario.model_validate(high_speed(3, 0.01))
    assert lowerings == [False] and gc.isenabled()
    fresh(sc)
    assert lowerings == [False, False] and gc.isenabled()
    with pytest.raises(ScenarioError):
        Scenario.model_validate(dumbbell([{"rtt": "1ms"}]))
    assert gc.isenabled()


def test_what_a_large_lowering_kept_is_handed_to_the_oldest_generation() -> None:
    # Left in the youngest generation, the next collections would walk all of it (see gc_paused):
    # 10,000 flows leave some 100,000 objects, above SPLICE_ABOVE.
    sc = Scenario.model_validate(high_speed(10_000, 0.01))
    kept = sc._kept.lowered
    assert kept is not None
    link = kept.engine["links"][0]  # holds its queue's dict, so the collector tracks it
    assert gc.is_tracked(link)
    assert any(o is link for o in gc.get_objects(generation=2))
    assert not any(o is link for o in gc.get_objects(generation=0))


def test_a_small_lowering_leaves_the_generations_alone() -> None:
    """The splice takes every young object to the oldest generation, the caller's cyclic garbage
    too, and that generation is collected only when enough objects reach it the usual way: a
    loop of small runs (a sweep's worker, a notebook) kept some 80 unreachable objects per run
    until the process ended. Small lowerings no longer splice, so the garbage a loop of runs
    leaves is collected as it goes: what a final full collection finds does not grow with the
    number of runs (in a fresh interpreter, so that no earlier test has frozen objects)."""
    sc = Scenario.model_validate(high_speed(3, 0.01))
    link = sc._kept.lowered.engine["links"][0]
    assert not any(o is link for o in gc.get_objects(generation=2))
    script = """
import gc, sys, ccsim
sc = {"duration": "1s", "flows": [{"name": "a", "rtt": "60ms", "count": 2}],
      "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "2Mbps", "delay": "10ms"}}}
ccsim.run(sc, progress=False).summary()
gc.collect()
for _ in range(int(sys.argv[1])):
    try:
        ccsim.run({**sc, "flows": [{"name": "a", "rtt": "bad"}]}, progress=False)
    except ccsim.ScenarioError:
        pass
    ccsim.run(sc, progress=False).summary()
print(gc.collect())
"""
    found = [int(subprocess.run([sys.executable, "-c", script, str(n)], capture_output=True,
                                text=True, check=True).stdout) for n in (50, 250)]
    assert found[1] < found[0] + 1_000, found  # splicing: about 80 more per run, 16,000 more


def test_objects_the_process_froze_stay_frozen() -> None:
    marker: list[object] = [[]]  # tracked
    gc.freeze()
    try:
        Scenario.model_validate(high_speed(3, 0.01)).lower()
        # Frozen objects are in no generation (gc.get_objects lists generations 0 to 2).
        assert not any(o is marker for o in gc.get_objects())
    finally:
        gc.unfreeze()
    assert any(o is marker for o in gc.get_objects())


def test_collector_left_off_when_the_caller_turned_it_off(lowerings: list[bool]) -> None:
    gc.disable()
    try:
        Scenario.model_validate(high_speed(3, 0.01)).lower()
        assert not gc.isenabled()
    finally:
        gc.enable()


# -- linear work -----------------------------------------------------------------------------------

def executed(make: Callable[[], object]) -> int:
    """Python-level work of ``make()``: calls plus lines executed (a loop's line counts once per
    turn), whatever the machine's speed."""
    count = 0

    def trace(frame: Any, event: str, arg: Any) -> Any:
        nonlocal count
        count += 1
        return trace

    sys.settrace(trace)
    try:
        make()
    finally:
        sys.settrace(None)
    return count


def many_entries(n: int) -> dict[str, Any]:
    """n flow entries with their own names, RTTs and random starts; every flow traced."""
    flows = [{"name": f"f{i}", "rtt": f"{20 + i % 7}ms", "start": {"uniform": ["0s", "1s"]}}
             for i in range(n)]
    return dumbbell(flows, monitors={"trace": {"links": ["bottleneck"],
                                               "flows": [f"f{i}" for i in range(n)]},
                                     "queue": {"every": "10ms", "links": ["bottleneck"]}})


def parking_lot(n: int) -> dict[str, Any]:
    return {"duration": "1s",
            "topology": {"kind": "parking_lot", "hops": 3,
                         "bottleneck": {"bandwidth": "10Mbps", "delay": "5ms"}},
            "flows": [{"name": f"x{i}", "hops": [i % 3, 2], "rtt": "80ms"} for i in range(n)]}


def graph(n: int) -> dict[str, Any]:
    data = Scenario.load(ROOT / "scenarios" / "graph-example.toml").to_dict()
    pairs = [("a", "d"), ("c", "b"), ("d", "a"), ("b", "c")]
    data["flows"] = [{"name": f"g{i}", "src": pairs[i % 4][0], "dst": pairs[i % 4][1]}
                     for i in range(n)]
    return data


def abilene(n: int) -> dict[str, Any]:
    return {"duration": "1s", "topology": {"kind": "abilene"},
            "flows": [{"name": "ab", "count": n}]}


def two_bottleneck(n: int) -> dict[str, Any]:
    routes = ["long", "short1", "short2"]
    return {"duration": "1s", "topology": {"kind": "two_bottleneck"},
            "flows": [{"name": f"t{i}", "route": routes[i % 3]} for i in range(n)]}


SHAPES: dict[str, Callable[[int], dict[str, Any]]] = {
    "one entry, many copies": lambda n: high_speed(n, 0.01),
    "many entries, all traced": many_entries,
    "parking lot": parking_lot,
    "graph": graph,
    "abilene": abilene,
    "two bottlenecks": two_bottleneck,
}


@pytest.mark.parametrize("shape", SHAPES)
def test_setup_work_grows_linearly_with_flows(shape: str) -> None:
    """Validating and lowering N, 2N and 3N flows: linear work adds the same amount for each
    further N flows (the second difference is zero); a step that looks at every flow for each
    flow (a name looked up in a list, a list rebuilt per flow) adds a growing amount."""
    make = SHAPES[shape]
    n = 40

    def setup(k: int) -> Callable[[], object]:
        data = make(k)
        return lambda: Scenario.model_validate(data).lower()

    runs = [setup(k * n) for k in (1, 2, 3)]
    for run in runs:  # first use: imports, unit values parsed (and remembered)
        run()
    work = [executed(run) for run in runs]
    first, second = work[1] - work[0], work[2] - work[1]
    assert first > n  # the flows are seen at all
    assert abs(second - first) <= 0.02 * first, (shape, work)


def test_shortest_delays_are_remembered_until_a_link_is_added() -> None:
    net = NetBuilder()
    q = {"kind": "droptail"}
    net.link("ab", "a", "b", 1, 10, q)
    net.link("bc", "b", "c", 1, 10, q)
    assert net.shortest_delay("a", "c") == 20 and net.shortest_delay("c", "a") is None
    net.link("ac", "a", "c", 1, 5, q)
    net.link("ca", "c", "a", 1, 7, q)
    assert net.shortest_delay("a", "c") == 5 and net.shortest_delay("c", "a") == 7


def test_traced_flows_by_flow_and_group_name() -> None:
    sc = Scenario.model_validate(dumbbell(
        [{"name": "x", "rtt": "40ms", "count": 3}, {"name": "y", "rtt": "40ms"},
         {"name": "z", "rtt": "40ms", "count": 2}],
        monitors={"trace": {"links": ["bottleneck"], "flows": ["z.1", "x", "x.1", "y"]}}))
    assert sc.lower().engine["monitors"]["trace_flows"] == [0, 1, 2, 3, 5]
    with pytest.raises(ScenarioError, match=r'monitors.trace.flows\[1\]: "w" is not a flow'):
        sc.with_changes({"monitors.trace.flows": ["x", "w"]})
