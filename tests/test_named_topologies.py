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
from ccsim.schema.named import ABILENE_BOTTLENECK_PAIRS, ABILENE_DELAY_BOTTLENECK_PAIRS

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
    ({"route": "shrt1"}, 'flows[0].route: "shrt1" is not a route of two_bottleneck; did you mean '
                         '"short1"? (routes: long, short1, short2)'),
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


#: ns-2.35's own routes over Table I (nodes n0..n10 created in order, 14 duplex links, default
#: static routing; printed with the route logic's `lookup`, hop by hop, by the script of
#: ``test_abilene_hop_routes_are_ns2s`` below): per source, the node paths to the other ten
#: nodes in destination order.
NS2_HOP_ROUTES = {
    0: "0 1 | 0 1 2 | 0 3 | 0 3 4 | 0 1 5 | 0 1 2 6 | 0 1 2 7 | 0 3 8 | 0 1 2 6 9 | 0 1 2 7 10",
    1: "1 0 | 1 2 | 1 0 3 | 1 5 4 | 1 5 | 1 2 6 | 1 2 7 | 1 0 3 8 | 1 2 6 9 | 1 2 7 10",
    2: "2 1 0 | 2 1 | 2 1 0 3 | 2 1 5 4 | 2 1 5 | 2 6 | 2 7 | 2 1 0 3 8 | 2 6 9 | 2 7 10",
    3: "3 0 | 3 0 1 | 3 0 1 2 | 3 4 | 3 4 5 | 3 4 5 6 | 3 0 1 2 7 | 3 8 | 3 4 5 6 9 | 3 0 1 2 7 10",
    4: "4 3 0 | 4 5 1 | 4 5 1 2 | 4 3 | 4 5 | 4 5 6 | 4 5 1 2 7 | 4 8 | 4 5 6 9 | 4 5 6 9 10",
    5: "5 1 0 | 5 1 | 5 1 2 | 5 4 3 | 5 4 | 5 6 | 5 1 2 7 | 5 4 8 | 5 6 9 | 5 6 9 10",
    6: "6 2 1 0 | 6 2 1 | 6 2 | 6 5 4 3 | 6 5 4 | 6 5 | 6 2 7 | 6 5 4 8 | 6 9 | 6 9 10",
    7: "7 2 1 0 | 7 2 1 | 7 2 | 7 2 1 0 3 | 7 2 1 5 4 | 7 2 1 5 | 7 2 6 | 7 2 1 0 3 8 | 7 10 9 | 7 10",
    8: "8 3 0 | 8 3 0 1 | 8 3 0 1 2 | 8 3 | 8 4 | 8 4 5 | 8 4 5 6 | 8 3 0 1 2 7 | 8 4 5 6 9 | 8 4 5 6 9 10",
    9: "9 6 2 1 0 | 9 6 2 1 | 9 6 2 | 9 6 5 4 3 | 9 6 5 4 | 9 6 5 | 9 6 | 9 10 7 | 9 6 5 4 8 | 9 10",
    10: "10 7 2 1 0 | 10 7 2 1 | 10 7 2 | 10 7 2 1 0 3 | 10 9 6 5 4 | 10 9 6 5 | 10 9 6 | 10 7 | 10 9 6 5 4 8 | 10 9",
}


def ns2_path(src: str, dst: str) -> list[str]:
    s, d = int(src[1:]), int(dst[1:])
    paths = [p.split() for p in NS2_HOP_ROUTES[s].split(" | ")]
    path = paths[d if d < s else d - 1]
    assert path[0] == str(s) and path[-1] == str(d)
    return [f"n{x}" for x in path]


def _crossing(path_of: Any) -> list[tuple[int, int]]:
    crossing = []
    for s in range(11):
        for d in range(11):
            path = path_of(f"n{s}", f"n{d}") if s != d else []
            if any(path[i:i + 2] == ["n2", "n6"] for i in range(len(path) - 1)):
                crossing.append((s, d))
    return crossing


def test_default_placement_uses_exactly_the_pairs_crossing_n2_n6() -> None:
    # ns-2's routes (the default) and the shortest-delay ones cross n2->n6 for different pairs.
    assert sorted(ABILENE_BOTTLENECK_PAIRS) == _crossing(ns2_path)
    assert sorted(ABILENE_DELAY_BOTTLENECK_PAIRS) == _crossing(shortest)
    for routing, pairs in (("hops", ABILENE_BOTTLENECK_PAIRS),
                           ("delay", ABILENE_DELAY_BOTTLENECK_PAIRS)):
        lw = lowered({"kind": "abilene", "routing": routing}, [{"name": "f", "count": 13}])
        assert [(r.src, r.dst) for r in lw.flows] == [
            (f"n{a}", f"n{b}") for a, b in (pairs * 2)[:13]]


def test_abilene_hop_routes_are_ns2s() -> None:
    """The recorded table above is what the installed ns-2.35 prints (required under CI)."""
    import os
    import subprocess

    from ccsim.validation.ns2 import ns_binary

    ns = ns_binary()
    if ns is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("ns-2 is missing under CI=true: .ci/run must install it")
        pytest.skip("ns-2 is not installed (apt-get install ns2)")
    edges = " ".join(f"{{{e.replace('n', '').replace('-', ' ')} {ms}}}" for e, ms in TABLE_I.items())
    script = f"""set ns [new Simulator]
for {{set i 0}} {{$i < 11}} {{incr i}} {{ set n($i) [$ns node] }}
foreach e {{{edges}}} {{
    $ns duplex-link $n([lindex $e 0]) $n([lindex $e 1]) 155Mb [lindex $e 2]ms DropTail
}}
$ns compute-routes
set r [$ns get-routelogic]
for {{set s 0}} {{$s < 11}} {{incr s}} {{
    for {{set d 0}} {{$d < 11}} {{incr d}} {{
        if {{$s == $d}} continue
        set at $s; set path $s
        while {{$at != $d}} {{ set at [$r lookup $at $d]; lappend path $at }}
        puts "$s $d $path"
    }}
}}
"""
    out = subprocess.run([ns], input=script, capture_output=True, text=True, timeout=60,
                         check=True).stdout.split("\n")
    got = {}
    for line in out:
        t = line.split()
        if len(t) >= 3:
            got[f"n{t[0]}", f"n{t[1]}"] = [f"n{x}" for x in t[2:]]
    assert len(got) == 110
    assert all(got[a, b] == ns2_path(a, b) for a, b in got), "ns-2 routes differ from the table"


@pytest.mark.parametrize("routing", ["hops", "delay"])
def test_every_abilene_flow_takes_its_route_and_its_rtt(routing: str) -> None:
    # One single-packet flow per ordered pair, one second apart so none queues behind another:
    # its one RTT sample is 2 x the path's delay plus the data and ACK transmission times, along
    # ns-2's route (the default) or the shortest-delay one. The ACKs take the reverse pair's
    # route, which under hop routing need not be the data's path reversed.
    pairs = [(f"n{s}", f"n{d}") for s in range(11) for d in range(11) if s != d]
    flows = [{"name": f"{a}>{b}", "src": a, "dst": b, "start": f"{i}s",
              "app": {"kind": "finite", "packets": 1}} for i, (a, b) in enumerate(pairs)]
    sc = Scenario.model_validate({"duration": f"{len(pairs) + 1}s",
                                  "topology": {"kind": "abilene", "routing": routing},
                                  "flows": flows})
    res = ccsim.run(sc, progress=False).flows.set_index("name")
    path_of = ns2_path if routing == "hops" else shortest
    lowered_rtt = {(r.src, r.dst): r.base_rtt_ns for r in sc.lower().flows}
    for a, b in pairs:
        there, back = path_of(a, b), path_of(b, a)
        data, acks = list(zip(there, there[1:])), list(zip(back, back[1:]))
        prop = sum(delay_ms(x, y) for x, y in data + acks) / 1e3
        tx = sum(1040 * 8 / rate(x, y) for x, y in data) + sum(40 * 8 / rate(x, y) for x, y in acks)
        measured = float(res.loc[f"{a}>{b}", "srtt_s"])
        assert measured == pytest.approx(prop + tx, abs=1e-8), (a, b, there, back)
        assert lowered_rtt[a, b] == pytest.approx(prop * 1e9, abs=2), (a, b)  # the base RTT
