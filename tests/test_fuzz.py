"""Bad input at scale (issue 12): property-based fuzzing of scenario files, dicts and the Python
API with hypothesis. Every generated case must end in a result or in a ``ccsim.ScenarioError``
whose problems each name a field, or in ``ccsim.BudgetExceeded`` with its limit named, never in
a traceback from inside ccsim (any other exception), a Rust panic (``EngineError``), a packet
unaccounted for, a hang or unbounded memory.

Scenarios are drawn from a grammar of the real schema whose leaves are sometimes valid, sometimes
out of range, of the wrong type or misspelt, and whose tables sometimes gain unknown keys or lose
required ones. Each case runs under a budget (events, packets held at once, rows of monitor
tables, wall time) that the harness adds, so a legitimate but huge scenario stops with
``BudgetExceeded``; a watchdog fails a case that outlives the budget by far, and the process's
peak memory is checked at the end.

At least 500 cases per run (``FUZZ_EXAMPLES`` changes the count of each of the three tests).
"""

from __future__ import annotations

import json
import math
import os
import resource
import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ccsim
from ccsim.errors import BudgetExceeded, ConservationError, EngineError, ScenarioError
from ccsim.paths import PathError

pytestmark = pytest.mark.filterwarnings("ignore:.*the packet trace stopped")

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "200"))
#: The budget every case runs under, and the watchdog beyond it.
BUDGET = {"max_events": 200_000, "max_packets": 20_000, "max_rows": 2_000_000, "max_wall": "5s"}
WATCHDOG_S = 60
#: Peak resident memory the whole fuzz run may reach (the interpreter and libraries take ~300).
MAX_RSS_MB = 3000

FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=False,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much], print_blob=True)


# -- the grammar -----------------------------------------------------------------------------------

JUNK = st.one_of(st.none(), st.booleans(), st.integers(-10**12, 10**12),
                 st.floats(allow_nan=True, allow_infinity=True),
                 st.text(max_size=12), st.lists(st.integers(), max_size=3),
                 st.dictionaries(st.text(max_size=5), st.integers(), max_size=2))


#: While building the clean grammar, leaves are valid values only.
CLEAN = False


def maybe(valid: st.SearchStrategy[Any], *bad: Any) -> st.SearchStrategy[Any]:
    """Mostly ``valid``; sometimes one of ``bad`` or junk of any type (never in the clean
    grammar, whose scenarios mostly run)."""
    if CLEAN:
        return valid
    wrong = st.sampled_from(bad) if bad else JUNK
    return st.one_of(valid, valid, valid, valid, wrong, JUNK)


def durations(lo_ms: int = 1, hi_ms: int = 3000) -> st.SearchStrategy[Any]:
    ok = st.integers(lo_ms, hi_ms).map(lambda ms: f"{ms}ms")
    return maybe(ok, "-5ms", "0s", "1e400s", "5 parsecs", "ms", "1e-12ns", "10h", 3.5, -1, "nan s")


def rates() -> st.SearchStrategy[Any]:
    ok = st.sampled_from(["100kbps", "1Mbps", "2Mbps", "10Mbps", "45Mbps", "1Gbps"])
    return maybe(ok, "0Mbps", "-1Mbps", "fast", "1e30Tbps", "1bps", 0, 1e20)


def sizes() -> st.SearchStrategy[Any]:
    ok = st.sampled_from(["40B", "500B", "1000B", "1500B", 1000])
    return maybe(ok, "0B", "-1B", "1e12B", "big", 0)


def queues() -> st.SearchStrategy[Any]:
    limit = maybe(st.integers(1, 200).map(lambda n: f"{n}pkt"), "0pkt", "-3pkt", "1e12pkt",
                  "5000000000pkt", 2.5, "10kB")
    droptail = st.fixed_dictionaries({"kind": st.just("droptail")}, optional={"limit": limit})
    red = st.fixed_dictionaries({"kind": st.just("red")}, optional={
        "limit": limit, "min_th": maybe(st.floats(0, 50)), "max_th": maybe(st.floats(0, 100)),
        "max_p": maybe(st.floats(0, 1), 1.5, -0.1), "w_q": maybe(st.floats(1e-4, 1), 0, 2),
        "gentle": maybe(st.booleans())})
    return maybe(st.one_of(droptail, red), {"kind": "fifo"}, {"kind": "red", "limit": "x"})


def losses() -> st.SearchStrategy[Any]:
    return st.one_of(
        st.fixed_dictionaries({"kind": st.just("bernoulli"), "p": maybe(st.floats(0, 0.3), 2.0)}),
        st.fixed_dictionaries({"kind": st.just("ber"), "ber": maybe(st.floats(0, 1e-4), -1)}),
        st.fixed_dictionaries({"kind": st.just("list"),
                               "packets": maybe(st.lists(st.integers(0, 500), max_size=4))}),
        st.fixed_dictionaries({"kind": st.just("seqs"), "flow": st.sampled_from(["a", "b", "zz"]),
                               "seqs": st.lists(st.integers(-2, 50), max_size=3)}),
        JUNK)


def link() -> st.SearchStrategy[Any]:
    return st.fixed_dictionaries({"bandwidth": rates(), "delay": durations(0, 200)},
                                 optional={"queue": queues(), "loss": losses()})


def topologies() -> st.SearchStrategy[Any]:
    access = st.fixed_dictionaries({}, optional={
        "speedup": maybe(st.floats(0.1, 100), 0, -1), "bandwidth": rates(), "queue": queues()})
    dumbbell = st.fixed_dictionaries({"kind": st.just("dumbbell"), "bottleneck": link()},
                                     optional={"access": access})
    parking = st.fixed_dictionaries({"kind": st.just("parking_lot"),
                                     "hops": maybe(st.integers(1, 4), 0, 10**7),
                                     "bottleneck": link()})
    nodes = st.lists(st.sampled_from(["a", "b", "c", "d"]), min_size=0, max_size=4)
    edge = st.fixed_dictionaries({"from": st.sampled_from(["a", "b", "c", "x"]),
                                  "to": st.sampled_from(["a", "b", "c", "d"]),
                                  "bandwidth": rates(), "delay": durations(0, 100)},
                                 optional={"queue": queues(), "directed": st.booleans()})
    graph = st.fixed_dictionaries({"kind": st.just("graph"), "nodes": nodes,
                                   "edges": st.lists(edge, max_size=4)})
    named = st.fixed_dictionaries({"kind": st.sampled_from(
        ["two_bottleneck", "phase_single", "phase_multi", "main_cross", "abilene"])})
    return maybe(st.one_of(dumbbell, dumbbell, parking, graph, named), {"kind": "star"})


def tcp() -> st.SearchStrategy[Any]:
    window = st.one_of(st.sampled_from(["smooth", "iiad", "sqrt", "tcp(0.583,0.75)", "bogus"]),
                       st.fixed_dictionaries({}, optional={
                           "rule": maybe(st.sampled_from(["aimd", "binomial"])),
                           "alpha": maybe(st.floats(0.01, 5), 0, -1),
                           "beta": maybe(st.floats(0.01, 0.99), 1, 0),
                           "k": maybe(st.floats(0, 2)), "l": maybe(st.floats(0, 1), 2)}))
    schedule = st.one_of(st.sampled_from(["ack_clocked", "paced", "randomized", "jittery"]),
                         st.fixed_dictionaries({"kind": st.sampled_from(["randomized", "paced"])},
                                               optional={"interval": maybe(st.floats(0, 1), 2)}))
    return st.fixed_dictionaries({}, optional={
        "mss": sizes(), "recovery": maybe(st.sampled_from(["tahoe", "reno", "newreno"]), "rneo"),
        "window": window, "schedule": schedule,
        "init_cwnd": maybe(st.integers(1, 64), 0, 10**12, 1e300),
        "rwnd": maybe(st.integers(1, 1000), 0, 10**15),
        "min_rto": durations(0, 1000), "tick": durations(0, 500), "syn": maybe(st.booleans()),
        "delayed_ack": maybe(st.booleans()), "overhead": durations(0, 50),
        "dupack_threshold": maybe(st.integers(1, 5), 0, 10**10)})


def apps() -> st.SearchStrategy[Any]:
    return maybe(st.one_of(
        st.just("bulk"),
        st.fixed_dictionaries({"kind": st.just("finite"),
                               "packets": maybe(st.integers(1, 500), 0, 10**13)}),
        st.fixed_dictionaries({"kind": st.just("closed_loop"),
                               "packets": maybe(st.integers(1, 100), 0)},
                              optional={"concurrent": maybe(st.integers(1, 4), 0, 10**9)}),
        st.fixed_dictionaries({"kind": st.just("poisson_transfers"),
                               "min_packets": st.integers(1, 20), "max_packets": st.integers(1, 40)},
                              optional={"mean_active": maybe(st.floats(0.1, 5), 0)})),
        {"kind": "torrent"})


def flows() -> st.SearchStrategy[Any]:
    udp = st.fixed_dictionaries({}, optional={
        "rate": rates(), "size": sizes(),
        "kind": st.sampled_from(["cbr", "poisson", "pareto_on_off", "laser"])})
    tfrcp = st.fixed_dictionaries({}, optional={
        "initial_rate": maybe(st.floats(0.1, 100), 0, -5), "rounds": durations(1, 3000),
        "overhead": durations(0, 20), "ack_bits": maybe(st.integers(1, 32), 0, 64)})
    flow = st.fixed_dictionaries({"name": maybe(st.sampled_from(["a", "b", "c", "long"]), "", 7)},
                                 optional={
        "count": maybe(st.integers(1, 6), 0, -1, 10**9), "rtt": durations(1, 400),
        "protocol": maybe(st.sampled_from(["tcp", "udp", "tfrcp"]), "quic"),
        "tcp": tcp(), "udp": udp, "tfrcp": tfrcp, "app": apps(),
        "start": maybe(st.one_of(durations(0, 1000),
                                 st.fixed_dictionaries({"uniform": st.tuples(durations(0, 500),
                                                                             durations(0, 900))}))),
        "stop": durations(1, 3000), "route": st.sampled_from(["long", "cross", "nowhere"]),
        "src": st.sampled_from(["a", "b", "n1"]), "dst": st.sampled_from(["b", "c", "n11"])})
    return st.lists(flow, min_size=0, max_size=4)


def monitors() -> st.SearchStrategy[Any]:
    every = st.fixed_dictionaries({"every": durations(1, 1000)})
    return st.fixed_dictionaries({}, optional={
        "cwnd": every, "flows": every, "drops": maybe(st.booleans()),
        "delays": maybe(st.sampled_from(["off", "summary", "raw"])),
        "first_send_delays": maybe(st.sampled_from(["off", "summary", "raw"])),
        "queue": st.fixed_dictionaries({"links": st.lists(st.sampled_from(
            ["bottleneck", "bottleneck_reverse", "nope"]), max_size=2), "every": durations(1, 500)}),
        "trace": st.fixed_dictionaries({"links": st.lists(st.sampled_from(["bottleneck", "x"]),
                                                          min_size=1, max_size=2)},
                                       optional={"max_events": maybe(st.integers(1, 5000), 0)})})


def _grammar(clean: bool) -> st.SearchStrategy[dict[str, Any]]:
    """Scenario dicts from the grammar above; ``clean``: valid leaves only, so that most run and
    the engine sees odd but legal scenarios; else leaves go wrong, and a table may gain an
    unknown key, lose a required one or turn to junk."""
    global CLEAN
    CLEAN = clean
    try:
        parts = {"duration": durations(10, 3000), "topology": topologies(), "flows": flows(),
                 "name": maybe(st.text(max_size=20)),
                 "seed": maybe(st.integers(0, 2**63), -1, 2**70), "monitors": monitors(),
                 "defaults": st.fixed_dictionaries({}, optional={"tcp": tcp()})}
    finally:
        CLEAN = False

    @st.composite
    def build(draw: st.DrawFn) -> dict[str, Any]:
        sc = {key: draw(parts[key]) for key in ("duration", "topology", "flows")}
        for key in ("name", "seed", "monitors", "defaults"):
            if draw(st.booleans()):
                sc[key] = draw(parts[key])
        if clean:
            return sc
        mutation = draw(st.sampled_from(["none"] * 6 + ["unknown", "drop", "junk"]))
        if mutation == "unknown":
            sc[draw(st.sampled_from(["flowz", "durration", "topology_", "x"]))] = draw(JUNK)
        elif mutation == "drop":
            sc.pop(draw(st.sampled_from(sorted(sc))), None)
        elif mutation == "junk":
            sc[draw(st.sampled_from(sorted(sc)))] = draw(JUNK)
        return sc

    return build()


@st.composite
def clean_scenarios(draw: st.DrawFn) -> dict[str, Any]:
    """Legal scenarios, odd ones included (tiny queues, lossy links, RED, every protocol and
    application, monitors), so that most run and the engine is exercised."""
    ms = lambda lo, hi: st.integers(lo, hi).map(lambda v: f"{v}ms")  # noqa: E731
    delay = draw(st.integers(0, 40))
    queue = draw(st.one_of(
        st.builds(lambda n: {"kind": "droptail", "limit": f"{n}pkt"}, st.integers(1, 150)),
        st.builds(lambda lo, gap, p, gentle: {"kind": "red", "limit": f"{int(lo + 2 * gap + 2)}pkt",
                                              "min_th": lo, "max_th": lo + gap, "max_p": p,
                                              "gentle": gentle},
                  st.floats(0.5, 20), st.floats(0.5, 30), st.floats(0.01, 1), st.booleans())))
    bottleneck = {"bandwidth": draw(st.sampled_from(["64kbps", "1Mbps", "4Mbps", "100Mbps",
                                                     "10Gbps"])),
                  "delay": f"{delay}ms", "queue": queue}
    if draw(st.booleans()):
        bottleneck["loss"] = draw(st.one_of(
            st.builds(lambda p: {"kind": "bernoulli", "p": p}, st.floats(0, 0.3)),
            st.builds(lambda b: {"kind": "ber", "ber": b}, st.floats(0, 1e-4)),
            st.builds(lambda ps: {"kind": "list", "packets": sorted(set(ps))},
                      st.lists(st.integers(0, 300), min_size=1, max_size=5))))
    kind = draw(st.sampled_from(["dumbbell", "dumbbell", "parking_lot", "graph"]))
    if kind == "graph":
        nodes = ["a", "b", "c", "d"]
        edges = [{"from": x, "to": y, "bandwidth": bottleneck["bandwidth"],
                  "delay": f"{draw(st.integers(0, 20))}ms", "queue": queue}
                 for x, y in zip(nodes, nodes[1:])]
        topology: dict[str, Any] = {"kind": "graph", "nodes": nodes, "edges": edges}
    elif kind == "parking_lot":
        topology = {"kind": "parking_lot", "hops": draw(st.integers(1, 3)), "bottleneck": bottleneck}
    else:
        topology = {"kind": "dumbbell", "bottleneck": bottleneck}
        if draw(st.booleans()):
            topology["access"] = {"speedup": draw(st.floats(0.5, 20))}
    min_rtt = 4 * delay * (topology.get("hops", 1)) + 4
    flows = []
    for i in range(draw(st.integers(1, 4))):
        flow: dict[str, Any] = {"name": f"f{i}",
                                "count": draw(st.sampled_from([1, 1, 2, 3, 5, 50, 400]))}
        if kind == "graph":
            src, dst = draw(st.permutations(["a", "b", "c", "d"]))[:2]
            flow.update(src=src, dst=dst)
        else:
            flow["rtt"] = f"{draw(st.integers(min_rtt, min_rtt + 300))}ms"
        protocol = draw(st.sampled_from(["tcp", "tcp", "tcp", "udp", "tfrcp"]))
        if protocol == "udp":
            flow["udp"] = draw(st.one_of(
                st.builds(lambda r, sz: {"kind": "cbr", "rate": r, "size": f"{sz}B"},
                          st.sampled_from(["10kbps", "500kbps", "5Mbps"]), st.integers(40, 1500)),
                st.builds(lambda r: {"kind": "poisson", "rate": r},
                          st.sampled_from(["10kbps", "1Mbps"])),
                st.just({"kind": "pareto_on_off"})))
        elif protocol == "tfrcp":
            flow["tfrcp"] = {"initial_rate": draw(st.floats(0.5, 200)),
                             "rounds": f"{draw(st.integers(50, 2000))}ms",
                             "overhead": f"{draw(st.integers(0, 20))}ms"}
        else:
            tcp: dict[str, Any] = {}
            if draw(st.booleans()):
                tcp["recovery"] = draw(st.sampled_from(["tahoe", "reno", "newreno"]))
            if draw(st.booleans()):
                tcp["schedule"] = draw(st.one_of(
                    st.sampled_from(["ack_clocked", "paced"]),
                    st.builds(lambda x: {"kind": "randomized", "interval": x}, st.floats(0, 1))))
            if draw(st.booleans()):
                tcp["window"] = draw(st.sampled_from(["smooth", "iiad", "sqrt", "tcp(0.583,0.75)"]))
            for key, strat in (("mss", st.integers(40, 1500).map(lambda b: f"{b}B")),
                               ("init_cwnd", st.integers(1, 10**6)),
                               ("rwnd", st.integers(1, 10**6)),
                               ("syn", st.booleans()), ("delayed_ack", st.booleans()),
                               ("min_rto", ms(0, 500)), ("tick", ms(1, 100)),
                               ("overhead", ms(0, 10)), ("limited_transmit", st.booleans()),
                               ("max_burst", st.integers(0, 5)), ("max_cwnd", st.integers(0, 40)),
                               ("timestamps", st.booleans())):
                if draw(st.integers(0, 3)) == 0:
                    tcp[key] = draw(strat)
            flow["tcp"] = tcp
            flow["app"] = draw(st.one_of(
                st.just("bulk"),
                st.builds(lambda n: {"kind": "finite", "packets": n}, st.integers(1, 400)),
                st.builds(lambda n, c: {"kind": "closed_loop", "packets": n, "concurrent": c},
                          st.integers(1, 60), st.integers(1, 3)),
                st.builds(lambda lo, extra, m: {"kind": "poisson_transfers", "min_packets": lo,
                                                "max_packets": lo + extra, "mean_active": m},
                          st.integers(1, 20), st.integers(0, 40), st.floats(0.2, 4))))
        if protocol != "tcp" and draw(st.booleans()):
            flow["app"] = {"kind": "finite", "packets": draw(st.integers(1, 300))}
        start = draw(st.integers(0, 800))
        flow["start"] = draw(st.sampled_from([f"{start}ms", {"uniform": ["0s", f"{start}ms"]}]))
        if draw(st.integers(0, 3)) == 0:
            flow["stop"] = f"{start + draw(st.integers(1, 2000))}ms"
        flows.append(flow)
    sc: dict[str, Any] = {"duration": f"{draw(st.integers(50, 20_000))}ms", "topology": topology,
                          "flows": flows, "seed": draw(st.integers(0, 2**64 - 1))}
    monitors: dict[str, Any] = {}
    for key, value in (("cwnd", {"every": f"{draw(st.integers(1, 500))}ms"}),
                       ("flows", {"every": f"{draw(st.integers(1, 500))}ms"}),
                       ("drops", True), ("delays", draw(st.sampled_from(["summary", "raw"]))),
                       ("first_send_delays", draw(st.sampled_from(["summary", "raw"])))):
        if draw(st.booleans()):
            monitors[key] = value
    if kind == "dumbbell" and draw(st.booleans()):
        monitors["queue"] = {"links": ["bottleneck"], "every": f"{draw(st.integers(1, 200))}ms"}
        monitors["trace"] = {"links": ["bottleneck"], "max_events": draw(st.integers(1, 5000))}
    if monitors:
        sc["monitors"] = monitors
    return sc


def scenarios() -> st.SearchStrategy[dict[str, Any]]:
    """Legal scenarios and damaged ones, about half each."""
    return st.one_of(clean_scenarios(), _grammar(clean=False))


# -- the harness -----------------------------------------------------------------------------------

class Hang(Exception):
    pass


@contextmanager
def watchdog(seconds: int) -> Iterator[None]:
    def alarm(signum: int, frame: Any) -> None:
        raise Hang(f"a case ran longer than {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def with_budget(sc: dict[str, Any]) -> dict[str, Any]:
    """The case under the harness's budget; keys of a budget the case sets itself override the
    harness's (the API test writes junk there on purpose). The budget comes first, so that a
    file cut short by the CLI test's damage loses the rest rather than its budget, which the
    last table was: most likely how one case, 505 flows with windows of half a million
    packets, held 1.2 GB at 10,000 cases per test."""
    budget = BUDGET if not isinstance(sc.get("budget"), dict) else {**BUDGET, **sc["budget"]}
    return {"budget": budget, **{k: v for k, v in sc.items() if k != "budget"}}


def check_scenario_error(exc: ScenarioError) -> None:
    assert exc.problems, "a ScenarioError without problems"
    for path, message in exc.problems:
        assert path, f"a problem that names no field: {message!r}"
        assert message and "Traceback" not in message and "panicked" not in message
        assert "object at 0x" not in message, message  # no Python reprs leaking out


def outcome(run: Any) -> str:
    """Run one case and classify it; anything but the allowed outcomes fails the test."""
    start = time.monotonic()
    with watchdog(WATCHDOG_S):
        try:
            run()
        except ScenarioError as exc:
            check_scenario_error(exc)
            return "invalid"
        except BudgetExceeded as exc:
            assert "budget." in str(exc), str(exc)  # names the limit that was hit
            return "budget"
        except (EngineError, ConservationError) as exc:  # a panic or a packet lost: a bug
            raise AssertionError(f"{type(exc).__name__}: {exc}") from exc
    assert time.monotonic() - start < WATCHDOG_S
    return "ran"


def run_dict(sc: dict[str, Any]) -> None:
    res = ccsim.run(with_budget(sc), progress=False)
    # A result is a usable result: every table builds and the summary is valid JSON.
    json.loads(res.summary_json())
    res._repr_html_()
    assert len(res.flows) >= 1 and res.meta["finished"]


STATS: dict[str, int] = {}


def tally(kind: str) -> None:
    STATS[kind] = STATS.get(kind, 0) + 1


@FUZZ
@given(scenarios())
@pytest.mark.filterwarnings("ignore:.*sends? (nothing|only its first)")  # starts past or at the end
def test_fuzz_scenario_dicts(sc: dict[str, Any]) -> None:
    tally(outcome(lambda: run_dict(sc)))


@FUZZ
@given(sc=scenarios(), suffix=st.sampled_from([".toml", ".json"]), data=st.data())
@pytest.mark.filterwarnings("ignore:.*sends? (nothing|only its first)")  # starts past or at the end
def test_fuzz_scenario_files_through_the_cli(tmp_path_factory: pytest.TempPathFactory,
                                             sc: dict[str, Any], suffix: str, data: Any) -> None:
    """A file as a user writes it (sometimes damaged), run by ``ccsim run``: exit 0, 2 (invalid,
    the problems on stderr) or 3 (budget), never a traceback."""
    from typer.testing import CliRunner

    from ccsim.cli import app

    path = tmp_path_factory.mktemp("fuzz") / f"case{suffix}"
    doc = with_budget(sc)
    try:
        import tomli_w

        text = tomli_w.dumps(doc) if suffix == ".toml" else json.dumps(doc)
    except (TypeError, ValueError):  # None, NaN or mixed arrays: not writable as TOML
        text = json.dumps(doc, default=str)
    damage = data.draw(st.sampled_from(["none"] * 5 + ["truncate", "bytes", "empty"]))
    raw = text.encode()
    if damage == "truncate":
        raw = raw[: data.draw(st.integers(0, max(0, len(raw) - 1)))]
    elif damage == "bytes":
        raw = data.draw(st.binary(max_size=64)) + raw
    elif damage == "empty":
        raw = b""
    path.write_bytes(raw)
    with watchdog(WATCHDOG_S):
        result = CliRunner().invoke(app, ["run", str(path), "--format", "json"])
    output = result.output
    assert result.exit_code in (0, 2, 3), (result.exit_code, output, repr(result.exception))
    assert "Traceback" not in output and "panicked" not in output
    if result.exit_code == 2:
        assert "is not a valid scenario" in output or "not valid" in output, output
    if result.exit_code == 0:
        assert json.loads(result.stdout)["finished"] is True
    tally(f"cli-{result.exit_code}")


PATHS = st.sampled_from([
    "duration", "seed", "topology.bottleneck.bandwidth", "topology.bottleneck.queue.limit",
    "topology.bottleneck.queue", "flows[0].rtt", "flows[*].tcp.recovery", "flows[0].count",
    "flows[-1].tcp.schedule", "defaults.tcp.mss", "monitors.cwnd.every", "budget.max_events",
    "flows[9].rtt", "topology..x", "flows[a]", "", "monitors.first_send_delays",
    "flows[0].tcp.init_cwnd"])


@FUZZ
@given(changes=st.dictionaries(PATHS, st.one_of(JUNK, durations(), rates(), queues()),
                               max_size=3),
       seed=st.integers(0, 3))
def test_fuzz_the_python_api(changes: dict[str, Any], seed: int) -> None:
    """``Scenario.with_changes`` with paths and values of any kind, then keywords, then a run:
    a bad path is a ``PathError`` (naming the path), a bad value a ``ScenarioError``."""
    base = ccsim.Scenario.model_validate({
        "duration": "2s", "budget": BUDGET,
        "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "2Mbps", "delay": "10ms"}},
        "flows": [{"name": "a", "rtt": "60ms"}, {"name": "b", "rtt": "80ms"}]})

    def case() -> None:
        try:
            sc = base.with_changes(changes)
        except PathError as exc:
            assert any(p and p in str(exc) for p in changes) or "path" in str(exc), str(exc)
            tally("api-path")
            return
        again = ccsim.Scenario(**sc.to_dict())
        assert again == sc
        run_dict(sc.to_dict())

    tally(outcome(case))


def test_zz_memory_stayed_bounded() -> None:
    """Runs after the fuzz tests (file order): the process never held more than MAX_RSS_MB."""
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    assert peak_mb < MAX_RSS_MB, f"peak RSS {peak_mb:.0f} MB"
    print(f"fuzz outcomes: {STATS}; peak RSS {peak_mb:.0f} MB")
    if STATS:
        assert sum(STATS.values()) >= 3 * EXAMPLES * 0.9 or os.environ.get("FUZZ_EXAMPLES")
        assert STATS.get("ran", 0) > 0 and STATS.get("invalid", 0) > 0  # both kinds exercised
