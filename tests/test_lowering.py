"""Lowering a user scenario to the engine's JSON: delays, counts, names and fields checked
against values computed by hand, not against the code's own output."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ccsim import Scenario, ScenarioError

MS = 1_000_000


def dumbbell(flows: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {
        "duration": "10s",
        "topology": {
            "kind": "dumbbell",
            "bottleneck": {"bandwidth": "4Mbps", "delay": "10ms",
                           "queue": {"kind": "droptail", "limit": "25pkt"}},
        },
        "flows": flows,
        **extra,
    }


def links_by_name(engine: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {link["name"]: link for link in engine["links"]}


def test_dumbbell_rtt_split_per_flow() -> None:
    # One-way bottleneck 10 ms. RTT = 2 (a_src + 10 ms + a_dst), split evenly:
    # 60 ms -> 10 + 10; 80 ms -> 15 + 15; 100 ms -> 20 + 20; 20 ms -> 0 + 0.
    sc = Scenario.model_validate(dumbbell([
        {"name": "a", "rtt": "60ms"}, {"name": "b", "rtt": "80ms"},
        {"name": "c", "rtt": "100ms"}, {"name": "d", "rtt": "20ms"},
    ]))
    links = links_by_name(sc.to_engine())
    for name, access_ms in [("a", 10), ("b", 15), ("c", 20), ("d", 0)]:
        for side in ("src", "dst"):
            assert links[f"access_{side}_{name}"]["delay_ns"] == access_ms * MS
            assert links[f"access_{side}_{name}_reverse"]["delay_ns"] == access_ms * MS
    assert [r.base_rtt_ns for r in sc.lower().flows] == [60 * MS, 80 * MS, 100 * MS, 20 * MS]


def test_dumbbell_rtt_split_to_the_nanosecond() -> None:
    # access total 20_000_006 ns round trip -> 5_000_001 + 5_000_002 one way.
    sc = Scenario.model_validate(dumbbell([{"name": "x", "rtt": "20.000006ms"}]))
    sc = sc.with_changes({"topology.bottleneck.delay": "0s"})
    links = links_by_name(sc.to_engine())
    assert links["access_src_x"]["delay_ns"] == 5_000_001
    assert links["access_dst_x"]["delay_ns"] == 5_000_002


def test_dumbbell_shape_and_names() -> None:
    sc = Scenario.model_validate(dumbbell([{"name": "f", "rtt": "100ms", "count": 3}]))
    e = sc.to_engine()
    assert len(e["nodes"]) == 2 + 2 * 3
    assert len(e["links"]) == 2 + 4 * 3
    assert e["nodes"][:2] == ["r1", "r2"]
    names = [link["name"] for link in e["links"]]
    assert names[:2] == ["bottleneck", "bottleneck_reverse"]
    assert "access_src_f.2" in names and "access_dst_f.0_reverse" in names
    links = links_by_name(e)
    node = {n: i for i, n in enumerate(e["nodes"])}
    assert (links["bottleneck"]["from"], links["bottleneck"]["to"]) == (node["r1"], node["r2"])
    assert (links["bottleneck_reverse"]["from"], links["bottleneck_reverse"]["to"]) == (
        node["r2"], node["r1"])
    assert (links["access_src_f.1"]["from"], links["access_src_f.1"]["to"]) == (
        node["src_f.1"], node["r1"])
    assert (links["access_dst_f.1"]["from"], links["access_dst_f.1"]["to"]) == (
        node["r2"], node["dst_f.1"])
    assert [f["name"] for f in e["flows"]] == ["f.0", "f.1", "f.2"]
    assert [(f["src"], f["dst"]) for f in e["flows"]] == [
        (node[f"src_f.{i}"], node[f"dst_f.{i}"]) for i in range(3)]


def test_dumbbell_rates_and_queues() -> None:
    e = Scenario.model_validate(dumbbell([{"rtt": "100ms"}])).to_engine()
    links = links_by_name(e)
    assert links["bottleneck"]["bandwidth_bps"] == 4_000_000
    assert links["bottleneck_reverse"]["bandwidth_bps"] == 4_000_000
    assert links["bottleneck"]["queue"] == {"kind": "droptail", "limit_pkts": 25}
    assert links["access_src_flow0"]["bandwidth_bps"] == 16_000_000  # 4x by default (seed 000)
    assert links["access_src_flow0"]["queue"] == {"kind": "droptail", "limit_pkts": 1000}
    e = Scenario.model_validate(dumbbell([{"rtt": "100ms"}], **{})).with_changes(
        {"topology.access": {"bandwidth": "1Gbps"}}).to_engine()
    assert links_by_name(e)["access_dst_flow0"]["bandwidth_bps"] == 10**9
    e = Scenario.model_validate(dumbbell([{"rtt": "100ms"}])).with_changes(
        {"topology.access": {"speedup": 2.5}}).to_engine()
    assert links_by_name(e)["access_dst_flow0"]["bandwidth_bps"] == 10_000_000


def test_red_and_loss_lowering() -> None:
    sc = Scenario.model_validate(dumbbell([{"rtt": "100ms"}])).with_changes({
        "topology.bottleneck.queue": {"kind": "red", "limit": "100pkt", "min_th": 16.67,
                                      "max_th": 50},
        "topology.bottleneck.loss": {"kind": "bernoulli", "p": "1%", "packets": "data"},
    })
    links = links_by_name(sc.to_engine())
    assert links["bottleneck"]["queue"] == {
        "kind": "red", "limit_pkts": 100, "min_th": 16.67, "max_th": 50.0, "max_p": 0.1,
        "w_q": 0.002, "gentle": False, "wait": True, "mean_pkt_bytes": 500,
    }
    assert links["bottleneck"]["loss"] == {"kind": "bernoulli", "p": 0.01, "packets": "data"}
    assert "loss" not in links["bottleneck_reverse"]


def test_a_loss_models_field_is_named_once() -> None:
    """``{kind = "ber", ber = 2}``: the tag and the field share a name, and the path said
    ``loss.ber.ber``."""
    with pytest.raises(ScenarioError) as exc:
        Scenario.model_validate(dumbbell([{"rtt": "100ms"}])).with_changes(
            {"topology.bottleneck.loss": {"kind": "ber", "ber": 2}})
    assert [p for p, _ in exc.value.problems] == ["topology.bottleneck.loss.ber"]


ENGINE_TCP_DEFAULTS = {  # TcpSpec::default() in crates/ccsim-engine/src/scenario.rs
    "kind": "tcp", "mss_bytes": 1000, "header_bytes": 40, "ack_bytes": 40, "init_cwnd": 2.0,
    "init_ssthresh": 1e9, "rwnd_pkts": 1_000_000, "recovery": "reno",
    "window": {"rule": "aimd", "alpha": 1.0, "beta": 0.5}, "first_decrease": "rule",
    "schedule": {"kind": "ack_clocked"},
    "pacing_rtt": "srtt", "pacing_window": "cwnd", "pace_slow_start": True,
    "pace_recovery": True, "dupack_threshold": 3, "min_rto_ns": 200 * MS,
    "max_rto_ns": 60_000 * MS, "initial_rto_ns": 3000 * MS, "tick_ns": 10 * MS,
    "delayed_ack": False, "delack_timeout_ns": 100 * MS, "overhead_ns": 0, "syn": False,
    "limited_transmit": False,
}


def test_tcp_defaults_are_the_engines() -> None:
    e = Scenario.model_validate(dumbbell([{"rtt": "100ms"}])).to_engine()
    assert e["flows"][0]["transport"] == ENGINE_TCP_DEFAULTS
    assert e["flows"][0]["app"] == {"kind": "bulk"}
    assert e["flows"][0]["start_ns"] == 0 and "stop_ns" not in e["flows"][0]


def test_first_decrease_is_a_window_option_that_survives_a_rule_change() -> None:
    sc = Scenario.model_validate(dumbbell(
        [{"name": "smooth", "rtt": "100ms", "tcp": {"window": "smooth"}},
         {"name": "iiad", "rtt": "100ms", "tcp": {"window": {"rule": "binomial", "k": 1, "l": 0}}},
         {"name": "own", "rtt": "100ms", "tcp": {"window": {"first_decrease": "rule"}}}],
        defaults={"tcp": {"window": {"first_decrease": "half"}}},
    ))
    t = {f["name"]: f["transport"] for f in sc.to_engine()["flows"]}
    assert [t[n]["first_decrease"] for n in ("smooth", "iiad", "own")] == ["half", "half", "rule"]
    with pytest.raises(ScenarioError) as e:
        Scenario.model_validate(dumbbell([{"rtt": "100ms", "tcp": {"window": {"first_decrease": "halve"}}}]))
    assert "first_decrease" in str(e.value)


@pytest.mark.parametrize("rule", ["cubic", "vegas", "bbr"])
def test_first_decrease_is_refused_with_a_rule_it_does_not_apply_to(rule: str) -> None:
    # It was accepted and ignored: cubic, vegas and bbr have no Reno-style decrease to halve.
    with pytest.raises(ScenarioError) as e:
        Scenario.model_validate(dumbbell(
            [{"rtt": "100ms"}],
            defaults={"tcp": {"window": {"rule": rule, "first_decrease": "half"}}}))
    assert "defaults.tcp.window.first_decrease" in str(e.value)
    assert f'rule = "{rule}"' in str(e.value)
    with pytest.raises(ScenarioError, match="flows.*first_decrease"):
        Scenario.model_validate(dumbbell(
            [{"rtt": "100ms", "tcp": {"window": {"first_decrease": "rule"}}}],
            defaults={"tcp": {"window": {"rule": rule}}}))
    # Set with aimd in one layer, it still survives another layer's change to this rule.
    sc = Scenario.model_validate(dumbbell(
        [{"rtt": "100ms", "tcp": {"window": {"rule": rule}}}],
        defaults={"tcp": {"window": {"first_decrease": "half"}}}))
    assert sc.to_engine()["flows"][0]["transport"]["window"]["rule"] == rule


def test_tcp_layers_merge_field_by_field() -> None:
    sc = Scenario.model_validate(dumbbell(
        [
            {"name": "inherit", "rtt": "100ms"},
            {"name": "beta", "rtt": "100ms", "tcp": {"window": {"beta": 0.75}, "mss": "1448B"}},
            {"name": "binomial", "rtt": "100ms",
             "tcp": {"window": {"rule": "binomial", "k": 1, "l": 0}}},
            {"name": "rand", "rtt": "100ms", "tcp": {"schedule": {"kind": "randomized"}}},
            {"name": "paced", "rtt": "100ms", "tcp": {"schedule": "paced", "min_rto": "1s"}},
        ],
        defaults={"tcp": {"mss": "500B", "recovery": "newreno",
                          "window": {"rule": "aimd", "alpha": 0.31, "beta": 0.875}}},
    ))
    t = {f["name"]: f["transport"] for f in sc.to_engine()["flows"]}
    assert t["inherit"]["mss_bytes"] == 500 and t["inherit"]["recovery"] == "newreno"
    assert t["inherit"]["window"] == {"rule": "aimd", "alpha": 0.31, "beta": 0.875}
    assert t["beta"]["window"] == {"rule": "aimd", "alpha": 0.31, "beta": 0.75}
    assert t["beta"]["mss_bytes"] == 1448
    # changing the rule starts from that rule's defaults (alpha 1, beta 0.5)
    assert t["binomial"]["window"] == {"rule": "binomial", "k": 1.0, "l": 0.0, "alpha": 1.0,
                                       "beta": 0.5}
    assert t["rand"]["schedule"] == {"kind": "randomized", "interval": 1.0,
                                     "alpha_correction": True}
    assert t["paced"]["schedule"] == {"kind": "paced"}
    assert t["paced"]["min_rto_ns"] == 1000 * MS
    assert {x["first_decrease"] for x in t.values()} == {"rule"}
    kinds = {r.name: r.kind for r in sc.lower().flows}
    assert kinds["inherit"] == "newreno/aimd(0.31,0.875)"
    assert kinds["rand"] == "newreno/aimd(0.31,0.875)/randomized(I=1)"
    # A binomial label names alpha and beta unless they are the presets' (1, 0.67).
    assert kinds["binomial"] == "newreno/binomial(k=1,l=0,alpha=1,beta=0.5)"
    assert {r.kind for r in Scenario.model_validate(dumbbell(
        [{"name": "iiad", "rtt": "60ms", "tcp": {"window": "iiad"}}])).lower().flows} == {
        "reno/binomial(k=1,l=0)"}


def test_schedule_without_kind_keeps_the_inherited_kind() -> None:
    sc = Scenario.model_validate(dumbbell(
        [{"name": "a", "rtt": "100ms"},
         {"name": "b", "rtt": "100ms", "tcp": {"schedule": {"interval": 0.5}}},
         {"name": "c", "rtt": "100ms", "tcp": {"schedule": {"alpha_correction": False}}},
         {"name": "d", "rtt": "100ms", "tcp": {"schedule": "ack_clocked"}}],
        defaults={"tcp": {"schedule": {"kind": "randomized", "interval": 0.25}}},
    ))
    s = {f["name"]: f["transport"]["schedule"] for f in sc.to_engine()["flows"]}
    assert s["a"] == {"kind": "randomized", "interval": 0.25, "alpha_correction": True}
    assert s["b"] == {"kind": "randomized", "interval": 0.5, "alpha_correction": True}
    assert s["c"] == {"kind": "randomized", "interval": 0.25, "alpha_correction": False}
    assert s["d"] == {"kind": "ack_clocked"}


def test_rtt_range_and_list_per_copy() -> None:
    # seed 000 §V.C: RTT_i = 80 + i*(120-80)/N ms, i = 0..N-1
    sc = Scenario.model_validate(dumbbell([
        {"name": "r", "count": 4, "rtt": {"range": ["80ms", "120ms"]}},
        {"name": "l", "count": 2, "rtt": ["30ms", "40ms"]},
    ]))
    assert [r.base_rtt_ns for r in sc.lower().flows] == [
        80 * MS, 90 * MS, 100 * MS, 110 * MS, 30 * MS, 40 * MS]


def test_random_starts_are_seeded_per_flow() -> None:
    flows = [{"name": "a", "count": 5, "rtt": "100ms", "start": {"uniform": ["1s", "2s"]}}]
    sc = Scenario.model_validate(dumbbell(flows))
    starts = [f["start_ns"] for f in sc.to_engine(seed=7)["flows"]]
    assert all(1000 * MS <= s <= 2000 * MS for s in starts)
    assert len(set(starts)) == 5
    assert starts == [f["start_ns"] for f in sc.to_engine(seed=7)["flows"]]
    assert starts != [f["start_ns"] for f in sc.to_engine(seed=8)["flows"]]
    # adding another flow leaves these draws alone (common random numbers)
    more = Scenario.model_validate(dumbbell([{"name": "z", "rtt": "50ms",
                                              "start": {"uniform": ["0s", "9s"]}}, *flows]))
    assert [f["start_ns"] for f in more.to_engine(seed=7)["flows"][1:]] == starts


def test_parking_lot() -> None:
    sc = Scenario.model_validate({
        "duration": "10s",
        "topology": {"kind": "parking_lot", "hops": 2,
                     "bottleneck": {"bandwidth": "1Mbps", "delay": "20ms"},
                     "access": {"bandwidth": "4Mbps"}},
        "flows": [{"name": "long", "rtt": "120ms"}, {"name": "x1", "hops": 1, "rtt": "60ms"}],
    })
    e = sc.to_engine()
    links = links_by_name(e)
    node = {n: i for i, n in enumerate(e["nodes"])}
    assert len(e["links"]) == 2 * 2 + 4 * 2
    assert (links["bottleneck1"]["from"], links["bottleneck1"]["to"]) == (node["r1"], node["r2"])
    # long: 2 (a + 40 ms + a') = 120 -> a = a' = 10 ms; x1: 2 (a + 20 + a') = 60 -> 5 ms
    assert links["access_src_long"]["delay_ns"] == 10 * MS
    assert links["access_src_long"]["to"] == node["r0"]
    assert links["access_dst_long"]["from"] == node["r2"]
    assert links["access_src_x1"]["delay_ns"] == 5 * MS
    assert links["access_src_x1"]["to"] == node["r1"]
    assert links["access_dst_x1"]["from"] == node["r2"]
    assert links["access_src_x1"]["bandwidth_bps"] == 4_000_000


def graph(flows: list[dict[str, Any]], edges: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {
        "duration": "10s",
        "topology": {
            "kind": "graph",
            "nodes": ["a", "b", "c"],
            "edges": edges or [
                {"from": "a", "to": "b", "bandwidth": "10Mbps", "delay": "5ms"},
                {"from": "b", "to": "c", "bandwidth": "10Mbps", "delay": "7ms",
                 "queue": {"kind": "droptail", "limit": "unlimited"}},
            ],
        },
        "flows": flows,
    }


def test_graph_edges_both_ways_unless_directed() -> None:
    sc = Scenario.model_validate(graph([{"src": "a", "dst": "c"}]))
    e = sc.to_engine()
    assert e["nodes"] == ["a", "b", "c"]
    assert [link["name"] for link in e["links"]] == ["a-b", "b-a", "b-c", "c-b"]
    assert links_by_name(e)["b-c"]["queue"] == {"kind": "droptail"}  # unlimited
    assert links_by_name(e)["a-b"]["queue"] == {"kind": "droptail", "limit_pkts": 50}  # ns-2
    assert (e["flows"][0]["src"], e["flows"][0]["dst"]) == (0, 2)
    assert sc.lower().flows[0].base_rtt_ns == 2 * 12 * MS
    directed = Scenario.model_validate(graph([{"src": "a", "dst": "b"}], edges=[
        {"from": "a", "to": "b", "bandwidth": "1Mbps", "delay": "1ms", "directed": True},
        {"from": "b", "to": "a", "bandwidth": "1Mbps", "delay": "3ms", "directed": True,
         "name": "back"},
    ]))
    assert [link["name"] for link in directed.to_engine()["links"]] == ["a-b", "back"]
    assert directed.lower().flows[0].base_rtt_ns == 4 * MS


def test_udp_app_monitors_budget() -> None:
    sc = Scenario.model_validate(dumbbell(
        [
            {"name": "cbr", "rtt": "100ms", "udp": {"kind": "cbr", "rate": "1Mbps"},
             "start": "1s", "stop": "5s"},
            {"name": "poisson", "rtt": "100ms",
             "udp": {"kind": "poisson", "rate": "800pps", "size": "500B",
                     "exponential_sizes": True}},
            {"name": "poisson_bps", "rtt": "100ms",
             "udp": {"kind": "poisson", "rate": "2Mbps", "size": "500B"}},
            {"name": "pareto", "rtt": "100ms", "udp": {"kind": "pareto_on_off"}},
            {"name": "finite", "rtt": "100ms", "app": {"kind": "finite", "packets": 100}},
        ],
        monitors={"cwnd": {"every": "100ms"}, "queue": {"links": ["bottleneck_reverse",
                                                                  "bottleneck"], "every": "10ms"},
                  "flows": {"every": "1s"}, "drops": True, "delays": "raw"},
        budget={"max_events": 10**6, "max_wall": "30s"},
    ))
    e = sc.to_engine()
    f = {x["name"]: x for x in e["flows"]}
    assert f["cbr"]["transport"] == {"kind": "udp", "pkt_bytes": 1000,
                                     "source": {"kind": "cbr", "rate_bps": 1_000_000}}
    assert (f["cbr"]["start_ns"], f["cbr"]["stop_ns"]) == (1000 * MS, 5000 * MS)
    assert f["poisson"]["transport"]["source"] == {"kind": "poisson", "rate_pps": 800.0,
                                                   "exponential_sizes": True}
    assert f["poisson_bps"]["transport"]["source"]["rate_pps"] == 500.0  # 2e6 / (8 * 500)
    assert f["pareto"]["transport"] == {  # ns-2 defaults, REFERENCE.md 10.1
        "kind": "udp", "pkt_bytes": 210,
        "source": {"kind": "pareto_on_off", "rate_bps": 64_000, "mean_on_ns": 500 * MS,
                   "mean_off_ns": 500 * MS, "shape": 1.5}}
    assert f["finite"]["app"] == {"kind": "finite", "packets": 100}
    assert e["monitors"] == {"drops": True, "delays": "raw", "cwnd_every_ns": 100 * MS,
                             "flow_every_ns": 1000 * MS, "queue_every_ns": 10 * MS,
                             "queue_links": [1, 0]}
    assert e["budget"] == {"max_events": 10**6, "max_wall_s": 30.0}
    assert set(e) == {"duration_ns", "seed", "nodes", "links", "flows", "monitors", "budget"}


@pytest.mark.parametrize("seed", [0, 5, 2**64 - 1])
def test_seed_passes_through(seed: int) -> None:
    sc = Scenario.model_validate(dumbbell([{"rtt": "100ms"}], seed=3))
    assert sc.to_engine()["seed"] == 3
    assert sc.to_engine(seed)["seed"] == seed
    assert sc.with_seed(seed).seed == seed


def test_transfer_apps_and_seq_loss() -> None:
    sc = Scenario.model_validate(dumbbell([
        {"name": "web", "rtt": "100ms", "app": {"kind": "closed_loop", "packets": 20,
                                                "concurrent": 3}},
        {"name": "ftp", "rtt": "100ms", "app": {"kind": "poisson_transfers", "min_packets": 10,
                                                "max_packets": 100, "mean_active": 2}},
        {"name": "victim", "rtt": "100ms"},
    ])).with_changes({"topology.bottleneck.loss": {"kind": "seqs", "flow": "victim",
                                                   "seqs": [20, 22]}})
    e = sc.to_engine()
    apps = {f["name"]: f["app"] for f in e["flows"]}
    assert apps["web"] == {"kind": "closed_loop", "packets": 20, "concurrent": 3}
    assert apps["ftp"] == {"kind": "poisson_transfers", "min_packets": 10, "max_packets": 100,
                           "initial_duration_ns": 1000 * MS, "mean_active": 2.0}
    assert links_by_name(e)["bottleneck"]["loss"] == {"kind": "seqs", "flow": 2, "seqs": [20, 22]}


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=0, max_value=10**9))
def test_rtt_split_property(bottleneck_ns: int, extra_ns: int) -> None:
    # any RTT >= 2 x bottleneck is realised to the nanosecond (1 ns short if the access part is odd)
    rtt = 2 * bottleneck_ns + extra_ns
    data = dumbbell([{"name": "x", "rtt": f"{rtt}ns"}])
    data["topology"]["bottleneck"]["delay"] = f"{bottleneck_ns}ns"
    links = links_by_name(Scenario.model_validate(data).to_engine())
    src, dst = links["access_src_x"]["delay_ns"], links["access_dst_x"]["delay_ns"]
    assert 2 * (src + bottleneck_ns + dst) == rtt - extra_ns % 2
    assert abs(src - dst) <= 1


@pytest.mark.parametrize(("path", "value", "field"), [
    ("flows[0].count", 100_001, "flows[0].count"),
    ("flows[0].app", {"kind": "closed_loop", "packets": 5, "concurrent": 100_001},
     "flows[0].app.concurrent"),
    ("topology", {"kind": "parking_lot", "hops": 10_001,
                  "bottleneck": {"bandwidth": "4Mbps", "delay": "1us"}}, "topology.hops"),
])
def test_sizes_that_lowering_builds_are_bounded(path: str, value: Any, field: str) -> None:
    """Flows, a closed loop's transfers and a parking lot's hops are each built one by one before
    any budget applies, so a typo of a billion would take the machine (the fuzz grammar draws
    ``hops = 10**7``, which takes gigabytes in lowering). Past the documented bound each is a
    scenario error naming the field; at the bound it is accepted."""
    base = Scenario.model_validate(dumbbell([{"name": "a", "rtt": "60ms"}]))
    with pytest.raises(ScenarioError) as exc:
        base.with_changes({path: value})
    assert any(p == field and "<=" in m for p, m in exc.value.problems), exc.value.problems
    at_bound = value - 1 if isinstance(value, int) else {
        k: (v - 1 if k in ("concurrent", "hops") else v) for k, v in value.items()}
    base.with_changes({path: at_bound})


U64 = 2**64 - 1  # crates/ccsim-engine/src/scenario.rs: bandwidth_bps: u64, limit_pkts: u32, ...


@pytest.mark.parametrize(("path", "most", "beyond", "field"), [
    ("topology.bottleneck.bandwidth", f"{U64}bps", "1e30Gbps", "topology.bottleneck.bandwidth"),
    ("topology.bottleneck.queue", {"kind": "droptail", "limit": 2**32 - 1},
     {"kind": "droptail", "limit": 1e15}, "topology.bottleneck.queue.limit"),
    ("duration", "3155760000s", "3155760001s", "duration"),  # the engine's 100 years
    ("duration", "3155760000s", "1e12s", "duration"),
    ("flows[0].start", f"{2**63 - 1}ns", "1e12s", "flows[0].start"),  # int64 in the results
    # Sizes and windows are 32-bit there; 2^30 leaves room for a header beside a payload.
    ("defaults.tcp.mss", "1073741824B", "1e12B", "defaults.tcp.mss"),
    ("defaults.tcp.header", "1073741824B", "5e9B", "defaults.tcp.header"),
    ("defaults.tcp.ack_size", "1073741824B", "1e11B", "defaults.tcp.ack_size"),
    ("defaults.tcp.rwnd", "1073741824pkt", "1e12pkt", "defaults.tcp.rwnd"),
    ("topology.bottleneck.queue", {"kind": "red", "mean_pkt": "1073741824B"},
     {"kind": "red", "mean_pkt": "1e10B"}, "topology.bottleneck.queue.mean_pkt"),
    ("topology.bottleneck.queue", {"kind": "droptail", "limit_bytes": f"{U64}B"},
     {"kind": "droptail", "limit_bytes": "1e30B"}, "topology.bottleneck.queue.limit_bytes"),
])
def test_values_beyond_the_engines_range_name_the_field(path: str, most: Any, beyond: Any,
                                                         field: str) -> None:
    """Past the engine's integer types its JSON reader refused with its own paths and types
    (``links[0].bandwidth_bps: invalid type: floating point 1e+39, expected u64``). The schema
    bounds each value at the engine's range, which the engine itself accepts."""
    from ccsim.run import engine, engine_json

    base = Scenario.model_validate(dumbbell([{"name": "a", "rtt": "60ms"}]))
    with pytest.raises(ScenarioError) as exc:
        base.with_changes({path: beyond})
    assert [p for p, _ in exc.value.problems] == [field]
    assert "too large: at most" in exc.value.problems[0][1]
    engine().Simulation(engine_json(base.with_changes({path: most}).to_engine()))


@pytest.mark.parametrize(("flow", "field"), [
    ({"tcp": {"init_cwnd": "1e400"}}, "flows[0].tcp.init_cwnd"),
    ({"tcp": {"init_ssthresh": "1e400pkt"}}, "flows[0].tcp.init_ssthresh"),
    ({"protocol": "tfrcp", "tfrcp": {"wmax": "1e400pkt"}}, "flows[0].tfrcp.wmax"),
])
def test_packet_values_too_large_for_a_float_name_the_field(flow: dict[str, Any],
                                                            field: str) -> None:
    """These raised a bare OverflowError (``ccsim run`` exit 1, a traceback)."""
    with pytest.raises(ScenarioError) as e:
        Scenario.model_validate(dumbbell([{"rtt": "60ms", **flow}])).lower()
    assert f"{field}: " in str(e.value) and "too large" in str(e.value)


def test_red_thresholds_too_large_for_a_float_name_the_field() -> None:
    spec = dumbbell([{"rtt": "60ms"}])
    spec["topology"]["bottleneck"]["queue"] = {"kind": "red", "limit": 100,
                                               "min_th": "1e400", "max_th": "1e400"}
    with pytest.raises(ScenarioError) as e:
        Scenario.model_validate(spec)
    assert "queue.min_th: " in str(e.value) and "queue.max_th: " in str(e.value)


@pytest.mark.parametrize(("app", "field"), [
    ({"kind": "finite", "packets": 2**63}, "app.packets"),  # wrapped negative: sent nothing
    ({"kind": "finite", "packets": 2**64}, "app.packets"),  # the engine's JSON reader refused it
    ({"kind": "finite", "packets": 10**35}, "app.packets"),
    ({"kind": "finite", "packets": 1e35}, "app.packets"),
    ({"kind": "closed_loop", "packets": 2**62}, "app.packets"),
    ({"kind": "poisson_transfers", "min_packets": 1, "max_packets": 2**70, "rate_per_s": 1},
     "app.max_packets"),
])
def test_transfer_sizes_beyond_the_engine_range_are_refused_by_name(app: dict[str, Any],
                                                                    field: str) -> None:
    with pytest.raises(ScenarioError) as e:
        Scenario.model_validate(dumbbell([{"rtt": "60ms", "app": app}])).lower()
    assert f"flows[0].{field}: " in str(e.value)
    assert "a transfer holds at most 1099511627776 packets (2^40)" in str(e.value)


def test_the_largest_transfer_is_accepted() -> None:
    from ccsim.schema.apps import MAX_TRANSFER_PACKETS

    sc = Scenario.model_validate(dumbbell([{"rtt": "60ms", "app": {
        "kind": "finite", "packets": MAX_TRANSFER_PACKETS}}]))
    assert sc.lower().engine["flows"][0]["app"]["packets"] == MAX_TRANSFER_PACKETS


@pytest.mark.parametrize(("speedup", "rate"), [(1e-7, "0.4 bps"), (1e30, "4e+36 bps")])
def test_an_access_speedup_beyond_the_engine_rates_is_refused(speedup: float, rate: str) -> None:
    """``access = {speedup = 1e-7}`` was clamped up to 1 bps access links and ``1e30`` down to
    2^64 - 1 bps, silently."""
    spec = dumbbell([{"rtt": "60ms"}])
    spec["topology"]["access"] = {"speedup": speedup}
    with pytest.raises(ScenarioError) as e:
        Scenario.model_validate(spec)
    text = str(e.value)
    assert "topology.access.speedup: " in text and f"access links of {rate}" in text
    assert "1 bps to 2^64 - 1 bps" in text


def test_the_access_speedup_range_ends_are_accepted() -> None:
    for speedup, bps in ((2.5e-7, 1), (4.6e12, 18_400_000_000_000_000_000)):  # x 4 Mbps
        spec = dumbbell([{"rtt": "60ms"}])
        spec["topology"]["access"] = {"speedup": speedup}
        links = links_by_name(Scenario.model_validate(spec).lower().engine)
        assert links["access_src_flow0"]["bandwidth_bps"] == bps


def test_a_link_listed_twice_in_the_queue_monitor_is_refused() -> None:
    """``monitors.queue.links = ["bottleneck1", "bottleneck1"]`` recorded every sample row
    twice."""
    spec = dumbbell([{"rtt": "60ms"}], monitors={"queue": {
        "links": ["bottleneck", "bottleneck_reverse", "bottleneck"], "every": "100ms"}})
    with pytest.raises(ScenarioError) as e:
        Scenario.model_validate(spec)
    assert e.value.problems == [("monitors.queue.links[2]",
                                 '"bottleneck" is listed already (links[0]); list each link once')]
    spec["monitors"]["queue"]["links"] = ["bottleneck", "bottleneck_reverse"]
    assert Scenario.model_validate(spec).lower().engine["monitors"]["queue_links"] == [0, 1]
