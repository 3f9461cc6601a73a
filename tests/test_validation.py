"""A bad scenario is refused before running, naming the field, the value and what is allowed
(issue 2, items 8 and "Bad scenario files"). Messages are compared in full."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any, Callable

import pytest

import ccsim
from ccsim import Scenario, ScenarioError

BASE: dict[str, Any] = {
    "duration": "100s",
    "topology": {
        "kind": "dumbbell",
        "bottleneck": {"bandwidth": "2Mbps", "delay": "10ms",
                       "queue": {"kind": "droptail", "limit": "25pkt"}},
    },
    "defaults": {"tcp": {"mss": "500B"}},
    "flows": [{"name": f"f{i}", "rtt": "80ms"} for i in range(4)],
    "monitors": {"queue": {"links": ["bottleneck"], "every": "100ms"}},
}


def problems(change: Callable[[dict[str, Any]], Any]) -> str:
    data = copy.deepcopy(BASE)
    change(data)
    with pytest.raises(ScenarioError) as info:
        Scenario.model_validate(data)
    return str(info.value)


def test_base_is_valid() -> None:
    Scenario.model_validate(BASE)


CASES: list[tuple[str, Callable[[dict[str, Any]], Any], str]] = [
    ("negative rtt", lambda d: d["flows"][3].update(rtt="-5ms"),
     'flows[3].rtt: "-5ms" is negative'),
    ("negative delay", lambda d: d["topology"]["bottleneck"].update(delay="-1ms"),
     'topology.bottleneck.delay: "-1ms" is negative'),
    ("unknown protocol", lambda d: d["flows"][0].update(protocol="quic"),
     'flows[0].protocol: "quic" is not one of tcp, udp, tfrcp'),
    ("unknown recovery", lambda d: d["defaults"]["tcp"].update(recovery="westwood"),
     'defaults.tcp.recovery: "westwood" is not one of tahoe, reno, newreno, sack, vegas'),
    ("unknown recovery in a flow", lambda d: d["flows"][2].update(tcp={"recovery": "cubic"}),
     'flows[2].tcp.recovery: "cubic" is not one of tahoe, reno, newreno, sack, vegas'),
    ("negative burst limit", lambda d: d["defaults"]["tcp"].update(max_burst=-1),
     "defaults.tcp.max_burst: -1 must be >= 0"),
    ("window cap in bytes", lambda d: d["flows"][0].update(tcp={"max_cwnd": "3KB"}),
     'flows[0].tcp.max_cwnd: "3KB" has unknown unit "KB"; allowed: pkt'),
    ("adaptive RED beta", lambda d: d["topology"]["bottleneck"].update(
        queue={"kind": "red", "limit": "100pkt", "adaptive": {"beta": 1.5}}),
     "topology.bottleneck.queue.adaptive.beta: 1.5 must be < 1"),
    ("target delay of a fixed threshold", lambda d: d["topology"]["bottleneck"].update(
        queue={"kind": "red", "limit": "100pkt", "min_th": 5, "target_delay": "10ms"}),
     'topology.bottleneck.queue.target_delay: applies only with min_th = "auto" (it sets that '
     "threshold)"),
    ("time constant of a fixed weight", lambda d: d["topology"]["bottleneck"].update(
        queue={"kind": "red", "limit": "100pkt", "time_constant": "1s"}),
     'topology.bottleneck.queue.time_constant: applies only with w_q = "auto" (it sets that '
     "weight)"),
    ("mark_p without use_mark_p", lambda d: d["topology"]["bottleneck"].update(
        queue={"kind": "red", "limit": "100pkt", "mark_p": 0.05}),
     "topology.bottleneck.queue.mark_p: applies only with use_mark_p = true"),
    ("automatic RED weight misspelt", lambda d: d["topology"]["bottleneck"].update(
        queue={"kind": "red", "limit": "100pkt", "w_q": "automatic"}),
     'topology.bottleneck.queue.w_q: "automatic" is not a number in (0, 1] or "auto"'),
    ("missing field", lambda d: d["topology"]["bottleneck"].pop("bandwidth"),
     "topology.bottleneck.bandwidth: required field is missing"),
    ("missing duration", lambda d: d.pop("duration"), "duration: required field is missing"),
    ("RED min_th > max_th", lambda d: d["topology"]["bottleneck"].update(
        queue={"kind": "red", "limit": "100pkt", "min_th": 60, "max_th": 50}),
     "topology.bottleneck.queue.min_th: 60 is greater than max_th (50)"),
    ("unknown queue", lambda d: d["topology"]["bottleneck"]["queue"].update(kind="fifo"),
     'topology.bottleneck.queue.kind: "fifo" is not one of droptail, red, codel, fq_codel, pie'),
    ("unknown topology", lambda d: d["topology"].update(kind="star"),
     'topology.kind: "star" is not one of dumbbell, parking_lot, graph, two_bottleneck, '
     "phase_single, phase_multi, main_cross, abilene"),
    ("rtt below the bottleneck's", lambda d: d["flows"][1].update(rtt="15ms"),
     "flows[1].rtt: 15ms is smaller than twice the one-way delay of the bottleneck links it "
     "crosses (2 x 10ms = 20ms)"),
    ("missing rtt", lambda d: d["flows"][0].pop("rtt"),
     'flows[0].rtt: required for this topology: the round-trip propagation delay, e.g. "100ms"'),
    ("misspelt field", lambda d: d["flows"][0].update(rttt="1ms"),
     'flows[0].rttt: unknown field; did you mean "rtt"? (allowed: name, count, protocol, rtt, '
     "hops, route, src, dst, start, stop, app, tcp, udp, tfrcp)"),
    ("bytes for bits", lambda d: d["topology"]["bottleneck"].update(bandwidth="4MBps"),
     'topology.bottleneck.bandwidth: "4MBps" is in bytes per second; rates are bits per '
     'second (e.g. "32Mbps")'),
    ("unknown unit", lambda d: d["topology"]["bottleneck"].update(delay="3 fortnights"),
     'topology.bottleneck.delay: "3 fortnights" has unknown unit "fortnights"; allowed: '
     "ns, us, ms, s, min, h"),
    ("schedule", lambda d: d["flows"][0].update(tcp={"schedule": "bursty"}),
     'flows[0].tcp.schedule: "bursty" is not one of ack_clocked, paced, randomized'),
    ("interval", lambda d: d["flows"][0].update(
        tcp={"schedule": {"kind": "randomized", "interval": 2}}),
     "flows[0].tcp.schedule.interval: 2 must be <= 1"),
    ("interval over an ack-clocked default", lambda d: d["flows"][0].update(
        tcp={"schedule": {"interval": 0.5}}),
     'flows[0].tcp.schedule.interval: applies only to kind = "randomized", not "ack_clocked"'),
    ("beta", lambda d: d["defaults"]["tcp"].update(window={"rule": "aimd", "beta": 1.5}),
     "defaults.tcp.window.beta: 1.5 must be < 1"),
    # TOML writes inf and nan; no parameter means them (before, inf reached the engine, which
    # refused it as "expected value")
    ("infinite alpha", lambda d: d["defaults"]["tcp"].update(window={"rule": "aimd", "alpha": float("inf")}),
     "defaults.tcp.window.alpha: inf is not a finite number"),
    ("nan beta", lambda d: d["flows"][0].update(tcp={"window": {"rule": "aimd", "beta": float("nan")}}),
     "flows[0].tcp.window.beta: nan is not a finite number"),
    ("binomial without k, l", lambda d: d["flows"][1].update(
        tcp={"window": {"rule": "binomial"}}),
     'flows[1].tcp.window: rule = "binomial" needs k and l'),
    ("monitor on an unknown link", lambda d: d["monitors"]["queue"].update(links=["bottlenek"]),
     'monitors.queue.links[0]: "bottlenek" is not a link (links: bottleneck, '
     "bottleneck_reverse, access_src_f0, access_src_f0_reverse, access_dst_f0, "
     "access_dst_f0_reverse, access_src_f1, access_src_f1_reverse, ... (18 in all))"),
    ("count", lambda d: d["flows"][0].update(count=0), "flows[0].count: 0 must be >= 1"),
    ("duplicate names", lambda d: d["flows"][1].update(name="f0"),
     'flows[1].name: "f0" is also a flow of flows[0]'),
    ("udp without source", lambda d: d["flows"][0].update(protocol="udp"),
     'flows[0].udp: required when protocol = "udp" (e.g. { kind = "cbr", rate = "1Mbps" })'),
    ("graph fields on a dumbbell", lambda d: d["flows"][0].update(src="a"),
     "flows[0].src: not used by a dumbbell topology; remove it"),
    ("min_rto > max_rto", lambda d: d["defaults"]["tcp"].update(min_rto="2s", max_rto="1s"),
     "defaults.tcp.min_rto: 2s exceeds max_rto (1s)"),
    ("ecn_retransmit_ect without ecn", lambda d: d["flows"][1].update(
        tcp={"ecn_retransmit_ect": True}),
     "flows[1].tcp.ecn_retransmit_ect: applies only with ecn = true"),
    ("tick_offset beyond the tick", lambda d: d["flows"][2].update(
        tcp={"tick": "1ms", "tick_offset": "1ms"}),
     "flows[2].tcp.tick_offset: 1ms must be below the tick (1ms)"),
    ("start range", lambda d: d["flows"][0].update(start={"uniform": ["5s", "1s"]}),
     "flows[0].start.uniform: 5s is after 1s"),
    ("stop before start", lambda d: d["flows"][0].update(start="10s", stop="5s"),
     "flows[0].stop: is before the start"),
    ("seq loss of an unknown flow", lambda d: d["topology"]["bottleneck"].update(
        loss={"kind": "seqs", "flow": "nobody", "seqs": [3]}),
     'topology.bottleneck.loss.flow: "nobody" is not a flow (flows: f0, f1, f2, f3)'),
    ("poisson transfers need one rate", lambda d: d["flows"][0].update(
        app={"kind": "poisson_transfers", "min_packets": 1, "max_packets": 9}),
     "flows[0].app.rate_per_s: give exactly one of rate_per_s and mean_active"),
    ("unknown app", lambda d: d["flows"][0].update(app="web"),
     'flows[0].app.kind: "web" is not one of bulk, finite, closed_loop, poisson_transfers'),
    ("not a table", lambda d: d["topology"].update(bottleneck="fast"),
     'topology.bottleneck: "fast" is not a table (write { key = value, ... })'),
]


@pytest.mark.parametrize(("label", "change", "message"), CASES, ids=[c[0] for c in CASES])
def test_message(label: str, change: Callable[[dict[str, Any]], Any], message: str) -> None:
    assert problems(change) == message


def test_every_problem_is_reported() -> None:
    def change(d: dict[str, Any]) -> None:
        d["flows"][0]["rtt"] = "-5ms"
        d["flows"][2]["protocol"] = "quic"
        d["topology"]["bottleneck"]["delay"] = "x"

    err = problems(change).splitlines()
    assert set(err) == {
        'flows[0].rtt: "-5ms" is negative',
        'flows[2].protocol: "quic" is not one of tcp, udp, tfrcp',
        'topology.bottleneck.delay: "x" is not a duration; write a number with a unit such as '
        '"100ms" (units: ns, us, ms, s, min, h)',
    }


def test_graph_flow_with_unknown_node() -> None:
    data = {
        "duration": "1s",
        "topology": {"kind": "graph", "nodes": ["a", "b", "c"], "edges": [
            {"from": "a", "to": "b", "bandwidth": "1Mbps", "delay": "1ms"},
            {"from": "b", "to": "x", "bandwidth": "1Mbps", "delay": "1ms"},
        ]},
        "flows": [{"src": "a", "dst": "z"}],
    }
    with pytest.raises(ScenarioError) as info:
        Scenario.model_validate(data)
    assert str(info.value) == 'topology.edges[1].to: "x" is not a node (nodes: a, b, c)'
    data["topology"]["edges"][1]["to"] = "c"  # type: ignore[index]
    with pytest.raises(ScenarioError) as info:
        Scenario.model_validate(data)
    assert str(info.value) == 'flows[0].dst: "z" is not a node of the graph (nodes: a, b, c)'


def test_error_type_and_problems() -> None:
    with pytest.raises(ccsim.ScenarioError) as info:
        Scenario(**{**BASE, "seed": -1})
    err = info.value
    assert isinstance(err, ValueError)
    assert err.problems == [("seed", "-1 must be >= 0")]


def test_file_errors_name_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('duration = "100s"\n[topology\n')
    with pytest.raises(ScenarioError, match=r"bad\.toml: not valid TOML"):
        Scenario.load(bad)
    bad.write_text('duration = "-1s"\n')
    with pytest.raises(ScenarioError) as info:
        Scenario.load(bad)
    assert info.value.source == str(bad)
    assert 'duration: "-1s" is negative' in str(info.value)
    with pytest.raises(ScenarioError, match="end in .toml or .json"):
        Scenario.load(tmp_path / "scenario.yaml")
    twice = tmp_path / "twice.json"  # JSON would keep the last; TOML refuses a repeated key
    twice.write_text('{"duration": "100s", "topology": {"kind": "dumbbell"}, "duration": "1s"}')
    with pytest.raises(ScenarioError, match='"duration" is given twice') as info:
        Scenario.load(twice)
    assert info.value.source == str(twice)


def test_assignments_are_validated() -> None:
    sc = Scenario.model_validate(BASE)
    with pytest.raises(ScenarioError, match=r'^rtt: "-5ms" is negative$'):
        sc.flows[0].rtt = "-5ms"  # type: ignore[assignment]
    sc.duration = "20s"  # type: ignore[assignment]
    assert sc.duration == 20 * 10**9
    sc.flows[1].rtt = "15ms"  # type: ignore[assignment]  # only the whole scenario can tell
    with pytest.raises(ScenarioError, match=r"^flows\[1\]\.rtt: 15ms is smaller"):
        sc.to_engine()


# -- every problem at once, as pairs, with near misses (issue 13) ---------------------------------


def test_every_problem_at_once_as_pairs_with_did_you_mean() -> None:
    """Before: a dict gave one ('', multi-line text) problem; an unknown key hid the other
    mistakes of its table; what only the whole scenario shows (an RTT below the path's delay, a
    monitor naming no link) came in a second round after the field errors were fixed."""
    data = {
        "duration": "10s",
        "topology": {"kind": "dumbbell", "acces": {},
                     "bottleneck": {"bandwidth": "2Mbps", "delay": "10ms",
                                    "queue": {"kind": "droptial"}}},
        "flows": [{"name": "a", "rtt": "-5ms", "tcp": {"recovery": "rneo"}},
                  {"name": "b", "rttt": 3, "rtt": "5ms"}],
        "monitors": {"queue": {"links": ["nope"], "every": "1s"}},
    }
    with pytest.raises(ScenarioError) as info:
        Scenario.model_validate(data)
    problems = dict(info.value.problems)
    assert set(problems) == {"topology.acces", "topology.bottleneck.queue.kind", "flows[0].rtt",
                             "flows[0].tcp.recovery", "flows[1].rttt", "flows[1].rtt",
                             "monitors.queue.links[0]"}
    assert 'did you mean "access"?' in problems["topology.acces"]
    assert 'did you mean "droptail"?' in problems["topology.bottleneck.queue.kind"]
    assert 'did you mean "reno"?' in problems["flows[0].tcp.recovery"]
    assert 'did you mean "rtt"?' in problems["flows[1].rttt"]
    assert "twice the one-way delay" in problems["flows[1].rtt"]
    assert '"nope" is not a link' in problems["monitors.queue.links[0]"]
    assert all("\n" not in m for m in problems.values())
    with pytest.raises(ScenarioError) as again:  # the same through ccsim.run and keywords
        ccsim.run(data)
    assert again.value.problems == info.value.problems
    with pytest.raises(ScenarioError) as kw:
        Scenario(**data)
    assert kw.value.problems == info.value.problems


def test_no_near_miss_no_suggestion() -> None:
    data = {**BASE, "flows": [{"name": "a", "rtt": "60ms", "tcp": {"recovery": "westwood"}}]}
    with pytest.raises(ScenarioError) as info:
        Scenario.model_validate(data)
    assert info.value.problems == [("flows[0].tcp.recovery",
                                    '"westwood" is not one of tahoe, reno, newreno, sack, vegas')]


def test_engine_reader_positions_do_not_reach_the_user() -> None:
    from ccsim.errors import from_engine

    err = from_engine('nodes: invalid type: string "x", expected a sequence at line 1 column 31')
    assert err.problems == [("nodes", 'invalid type: string "x", expected a sequence')]
