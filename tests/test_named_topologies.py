"""The papers' named topologies (issue 3, "Links and topologies"): seed 000 Fig. 9 (two
bottlenecks), Figs. 13 and 15 (phase effects), seed 004 Fig. 3 (main and cross traffic), and the
Abilene graph of seeds 001/002 Table I, checked against the papers' numbers and, for Abilene,
against shortest paths and RTTs computed here from Table I."""

from __future__ import annotations

import heapq
from typing import Any

import pytest

import ccsim
from ccsim import Scenario, ScenarioError
from ccsim.schema.named import ABILENE_BOTTLENECK_PAIRS

MS = 1_000_000


def lowered(topology: dict[str, Any], flows: list[dict[str, Any]]) -> Any:
    return Scenario.model_validate({"duration": "10s", "topology": topology,
                                    "flows": flows}).lower()


def links(lw: Any) -> dict[str, Any]:
    return {row.name: row for row in lw.links}


def test_two_bottleneck_is_seed_000_fig_9() -> None:
    lw = lowered({"kind": "two_bottleneck"}, [
        {"name": "S1", "route": "long"}, {"name": "S2"}, {"name": "S3", "route": "short1"},
        {"name": "S4", "hops": 1}])
    by = links(lw)
    for name in ("bottleneck1", "bottleneck2"):
        assert (by[name].bandwidth_bps, by[name].delay_ns) == (1_000_000, 20 * MS)
    access = [row for row in lw.links if row.name.startswith("access")]
    assert {row.bandwidth_bps for row in access} == {4_000_000}
    rtts = {row.name: row.base_rtt_ns for row in lw.flows}
    assert rtts == {"S1": 120 * MS, "S2": 120 * MS, "S3": 60 * MS, "S4": 60 * MS}
    ends = {row.name: (row.src, row.dst) for row in lw.flows}
    assert [by[f"access_src_{n}"].dst for n in ("S1", "S3", "S4")] == ["r0", "r0", "r1"]
    assert [by[f"access_dst_{n}"].src for n in ("S1", "S3", "S4")] == ["r2", "r1", "r2"]
    assert ends["S1"] == ("src_S1", "dst_S1")


def test_phase_single_has_a_13_packet_bdp_and_a_15_packet_buffer() -> None:
    sc = Scenario.model_validate({"duration": "10s", "topology": {"kind": "phase_single"},
                                  "flows": [{"name": "s1", "rtt": "260ms"}, {"name": "s2"}]})
    lw = sc.lower()
    b = links(lw)["bottleneck"]
    assert b.bandwidth_bps * 0.130 / (1000 * 8) == pytest.approx(13)
    assert sc.to_engine()["links"][0]["queue"] == {"kind": "droptail", "limit_pkts": 15}
    # RTT set by the source's own access delay; both sources end at the sink k1.
    assert [(r.name, r.dst, r.base_rtt_ns) for r in lw.flows] == [
        ("s1", "k1", 260 * MS), ("s2", "k1", 130 * MS)]
    assert links(lw)["access_src_s1"].delay_ns == 70 * MS
    assert links(lw)["access_src_s2"].delay_ns == 5 * MS
    assert links(lw)["access_src_s2"].bandwidth_bps == 8_000_000


def test_phase_multi_routes() -> None:
    lw = lowered({"kind": "phase_multi"}, [
        {"name": "s1", "route": "long", "rtt": "250ms"}, {"name": "s2", "route": "long"},
        {"name": "s3", "route": "short"}])
    by = links(lw)
    assert [by[f"access_src_{n}"].dst for n in ("s1", "s2", "s3")] == ["r1", "r1", "r2"]
    assert {r.dst for r in lw.flows} == {"k1"}
    assert [r.base_rtt_ns for r in lw.flows] == [250 * MS, 130 * MS, 130 * MS]


def test_main_and_cross_traffic_share_only_r3() -> None:
    sc = Scenario.model_validate({
        "duration": "10s", "topology": {"kind": "main_cross"},
        "flows": [{"name": "cross", "count": 2, "route": "cross"}],
    })
    res = ccsim.run(sc, progress=False).links.set_index("name")
    assert res.loc["R1-R2", "tx_pkts"] == 0 and res.loc["R2-R3", "tx_pkts"] == 0
    assert res.loc["R3-R4", "tx_pkts"] > 0
    lw = sc.with_changes({"flows": [{"name": "m", "route": "main"},
                                    {"name": "c", "route": "cross"}]}).lower()
    assert [r.base_rtt_ns for r in lw.flows] == [70 * MS, 70 * MS]
    assert links(lw)["access_src_m"].dst == "R1" and links(lw)["access_src_c"].dst == "R3"
    assert links(lw)["access_dst_m"].src == "R4" and links(lw)["access_dst_c"].src == "R4"


@pytest.mark.parametrize(("flow", "message"), [
    ({"route": "middle"}, 'flows[0].route: "middle" is not a route of two_bottleneck '
                          "(routes: long, short1, short2)"),
    ({"route": "long", "hops": 0}, "flows[0].route: give route or hops, not both"),
    ({"hops": 2}, "flows[0].hops: hop 2 does not exist (hops are 0..1)"),
    ({"rtt": "50ms"}, "flows[0].rtt: 50ms is smaller than twice"),
    ({"src": "r0"}, "flows[0].src: not used by a two_bottleneck topology"),
])
def test_bad_routes_are_refused(flow: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        lowered({"kind": "two_bottleneck"}, [flow])
    assert message in str(info.value)


def test_route_on_a_dumbbell_is_refused() -> None:
    with pytest.raises(ScenarioError) as info:
        lowered({"kind": "dumbbell", "bottleneck": {"bandwidth": "1Mbps", "delay": "1ms"}},
                [{"rtt": "10ms", "route": "long"}])
    assert "flows[0].route: not used by a dumbbell topology" in str(info.value)


# -- Abilene ---------------------------------------------------------------------------------

#: Seeds 001/002 Table I, written out independently of ccsim.schema.named.
TABLE_I = {
    "n0-n1": 31.624, "n0-n3": 7.772, "n1-n2": 19.756, "n1-n5": 15.504, "n2-n6": 10.950,
    "n2-n7": 15.938, "n7-n10": 4.412, "n3-n4": 25.010, "n3-n8": 16.852, "n4-n8": 25.608,
    "n4-n5": 10.674, "n5-n6": 9.340, "n6-n9": 3.990, "n9-n10": 20.464,
}


def shortest(src: str, dst: str) -> list[str]:
    """Nodes of the shortest-delay path (Dijkstra over Table I)."""
    adj: dict[str, list[tuple[str, float]]] = {}
    for edge, ms in TABLE_I.items():
        a, b = edge.split("-")
        adj.setdefault(a, []).append((b, ms))
        adj.setdefault(b, []).append((a, ms))
    best, prev, heap = {src: 0.0}, {}, [(0.0, src)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > best[u]:
            continue
        for v, w in adj[u]:
            if d + w < best.get(v, float("inf")):
                best[v], prev[v] = d + w, u
                heapq.heappush(heap, (d + w, v))
    path = [dst]
    while path[-1] != src:
        path.append(prev[path[-1]])
    return path[::-1]


def delay_ms(a: str, b: str) -> float:
    return TABLE_I.get(f"{a}-{b}", TABLE_I.get(f"{b}-{a}", float("nan")))


def rate(a: str, b: str) -> float:
    return 45e6 if {a, b} == {"n2", "n6"} else 155e6


def _access(kind: str, access: dict[str, Any]) -> dict[str, Any]:
    low = Scenario(duration="1s", topology={"kind": kind, "access": access},
                   flows=[{"name": "f"}]).lower()
    return next(link for link in low.engine["links"] if link["name"] == "access_src_f")


@pytest.mark.parametrize(("kind", "paper_bps"), [
    ("two_bottleneck", 4_000_000), ("phase_single", 8_000_000), ("phase_multi", 8_000_000),
    ("main_cross", 10_000_000)])
def test_a_partial_table_keeps_the_papers_other_values(kind: str, paper_bps: int) -> None:
    """Changing one field of a link the paper sets keeps its other fields: a larger access buffer
    alone used to replace the whole access table, so the generic 4x speedup silently took the
    place of the paper's feeder rate; a rate given replaces the paper's."""
    bigger = _access(kind, {"queue": {"kind": "droptail", "limit": "2000pkt"}})
    assert bigger["bandwidth_bps"] == paper_bps
    assert bigger["queue"] == {"kind": "droptail", "limit_pkts": 2000}
    assert _access(kind, {"speedup": 2})["bandwidth_bps"] != paper_bps


def test_a_parameter_path_into_a_named_topology_changes_that_field_only() -> None:
    """``with_changes`` (and sweeps) can reach one field of a paper's link; a queue of another
    kind replaces the paper's queue whole."""
    sc = Scenario(duration="1s", topology={"kind": "two_bottleneck"}, flows=[{"name": "f"}])
    deeper = sc.with_changes({"topology.bottleneck.queue.limit": "50pkt"}).topology
    assert (deeper.bottleneck.bandwidth, deeper.bottleneck.delay) == (1_000_000, 20_000_000)
    assert (deeper.bottleneck.queue.kind, deeper.bottleneck.queue.limit) == ("droptail", 50)
    red = sc.with_changes({"topology.bottleneck.queue": {"kind": "red"}}).topology.bottleneck
    assert red.queue.kind == "red" and red.bandwidth == 1_000_000


@pytest.mark.parametrize("kind", ["phase_single", "phase_multi"])
def test_sink_loss_is_refused_where_flows_end_at_a_router(kind: str) -> None:
    with pytest.raises(ScenarioError, match=r"topology\.access\.sink_loss: not used"):
        _access(kind, {"sink_loss": {"kind": "bernoulli", "p": 0.5}})


def test_graph_flow_problems_name_the_topology_and_the_nodes() -> None:
    """An Abilene flow with an RTT is refused naming abilene (it said "a graph topology"), and a
    flow whose two ends are one node is refused with the other problems, before the engine."""
    with pytest.raises(ScenarioError, match=r"flows\[0\]\.rtt: not used by an abilene topology"):
        lowered({"kind": "abilene"}, [{"name": "u", "rtt": "40ms"}])
    edge = {"from": "a", "to": "b", "bandwidth": "10Mbps", "delay": "5ms"}
    with pytest.raises(ScenarioError, match=r'flows\[0\]\.dst: "a" is also its src'):
        lowered({"kind": "graph", "nodes": ["a", "b"], "edges": [edge]},
                [{"name": "u", "src": "a", "dst": "a"}])


def test_abilene_is_table_i() -> None:
    lw = lowered({"kind": "abilene"}, [{"src": "n0", "dst": "n9"}])
    assert len({row.src for row in lw.links} | {row.dst for row in lw.links}) == 11
    assert len(lw.links) == 2 * 14
    for row in lw.links:
        assert row.delay_ns == round(delay_ms(row.src, row.dst) * MS)
        assert row.bandwidth_bps == rate(row.src, row.dst)


def test_default_placement_uses_exactly_the_pairs_crossing_n2_n6() -> None:
    crossing = []
    for s in range(11):
        for d in range(11):
            path = shortest(f"n{s}", f"n{d}") if s != d else []
            if any(path[i:i + 2] == ["n2", "n6"] for i in range(len(path) - 1)):
                crossing.append((s, d))
    assert sorted(ABILENE_BOTTLENECK_PAIRS) == crossing
    lw = lowered({"kind": "abilene"}, [{"name": "f", "count": 13}])
    assert [(r.src, r.dst) for r in lw.flows] == [
        (f"n{a}", f"n{b}") for a, b in (ABILENE_BOTTLENECK_PAIRS * 2)[:13]]


def test_every_abilene_flow_takes_the_shortest_path_and_its_rtt() -> None:
    # One single-packet flow per ordered pair, one second apart so none queues behind another:
    # its one RTT sample is 2 x the path's delay plus the data and ACK transmission times.
    pairs = [(f"n{s}", f"n{d}") for s in range(11) for d in range(11) if s != d]
    flows = [{"name": f"{a}>{b}", "src": a, "dst": b, "start": f"{i}s",
              "app": {"kind": "finite", "packets": 1}} for i, (a, b) in enumerate(pairs)]
    sc = Scenario.model_validate({"duration": f"{len(pairs) + 1}s",
                                  "topology": {"kind": "abilene"}, "flows": flows})
    res = ccsim.run(sc, progress=False).flows.set_index("name")
    for a, b in pairs:
        path = shortest(a, b)
        hops = list(zip(path, path[1:]))
        prop = 2 * sum(delay_ms(x, y) for x, y in hops) / 1e3
        tx = sum(1040 * 8 / rate(x, y) + 40 * 8 / rate(x, y) for x, y in hops)
        measured = float(res.loc[f"{a}>{b}", "srtt_s"])
        assert measured == pytest.approx(prop + tx, abs=1e-8), (a, b, path)
