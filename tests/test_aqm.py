"""CoDel (RFC 8289), FQ-CoDel (RFC 8290) and PIE (RFC 8033) on ccsim's links: each test checks
a property the RFC states, computed independently of the implementation."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd
import pytest

import ccsim


def dumbbell(queue: dict[str, Any], flows: list[dict[str, Any]], duration: str = "60s",
             bandwidth: str = "10Mbps", monitors: dict[str, Any] | None = None,
             tcp: dict[str, Any] | None = None) -> ccsim.Scenario:
    d: dict[str, Any] = {
        "name": "aqm", "duration": duration,
        "topology": {"kind": "dumbbell", "access": {"speedup": 10},
                     "bottleneck": {"bandwidth": bandwidth, "delay": "10ms", "queue": queue}},
        "flows": flows, "monitors": monitors or {}}
    if tcp:
        d["defaults"] = {"tcp": tcp}
    return ccsim.Scenario.model_validate(d)


def rate_mbps(r: ccsim.Results, name: str, since_s: float = 10.0) -> float:
    """Payload throughput of flow ``name`` from ``since_s`` to the end, Mbit/s."""
    s = r.flow_samples[r.flow_samples["name"] == name]
    a, b = s[s["t_s"] >= since_s].iloc[0], s.iloc[-1]
    return float((b["delivered_bytes"] - a["delivered_bytes"]) * 8 / (b["t_s"] - a["t_s"]) / 1e6)


def sojourn_ms(r: ccsim.Results, since_s: float) -> pd.Series:
    """Per-packet sojourn (enqueue to start of transmission) of data packets on the traced link."""
    tr = r.trace[r.trace["kind"] == "data"]
    keys = ["flow", "seq"]
    enq = tr[tr["event"] == "+"][keys + ["t_ns"]]
    deq = tr[tr["event"] == "-"][keys + ["t_ns"]]
    enq = enq.assign(k=enq.groupby(keys).cumcount())
    deq = deq.assign(k=deq.groupby(keys).cumcount())
    m = enq.merge(deq, on=keys + ["k"], suffixes=("_in", "_out"))
    m = m[m["t_ns_in"] >= since_s * 1e9]
    return (m["t_ns_out"] - m["t_ns_in"]) / 1e6


def test_codel_drop_intervals_follow_interval_over_sqrt_count() -> None:
    # A constant 2x overload (CBR 20 Mbit/s into 10 Mbit/s): CoDel enters its dropping state
    # once and stays there, so the k-th gap between drops is interval/sqrt(k) (RFC 8289 Section
    # 5.4), up to one packet time (0.8 ms) since drops happen at dequeues.
    sc = dumbbell({"kind": "codel", "limit": "100000pkt"},
                  [{"name": "udp", "rtt": "40ms",
                    "udp": {"kind": "cbr", "rate": "20Mbps", "size": "1000B"}}],
                  duration="5s", monitors={"drops": True})
    r = ccsim.run(sc, seed=1, progress=False)
    d = r.drops
    assert set(d["kind_name"]) == {"early"}
    gaps = np.diff(d["t_ns"].to_numpy() / 1e9)
    k = np.arange(1, len(gaps) + 1)
    assert len(gaps) > 500
    assert np.max(np.abs(gaps - 0.1 / np.sqrt(k))) < 0.0008 + 1e-9
    # The first drop comes one interval after the first packet that waited more than 5 ms.
    assert 0.1 < d["t_s"].iloc[0] < 0.12


def test_codel_sojourn_settles_near_its_target() -> None:
    # Five long-lived Reno flows: the median sojourn of the last 40 s is near the 5 ms target
    # (a DropTail queue of the same 1000 packets would hold hundreds of milliseconds).
    sc = dumbbell({"kind": "codel"}, [{"name": "f", "count": 5, "rtt": "60ms",
                                       "start": {"uniform": ["0s", "1s"]}}],
                  monitors={"trace": {"links": ["bottleneck"], "max_events": 10_000_000}})
    r = ccsim.run(sc, seed=1, progress=False)
    s = sojourn_ms(r, 20)
    assert 3.0 < s.median() < 8.0, s.describe()
    assert s.mean() < 10.0
    assert r.links.set_index("name").loc["bottleneck", "utilization"] > 0.9


def test_fq_codel_serves_two_floods_in_equal_bytes() -> None:
    # Deficit round robin shares bytes equally, whatever the packet sizes (RFC 8290 Section 4.2).
    flows = [{"name": "big", "rtt": "40ms", "udp": {"kind": "cbr", "rate": "20Mbps", "size": "1000B"}},
             {"name": "small", "rtt": "40ms", "udp": {"kind": "cbr", "rate": "8Mbps", "size": "500B"}}]
    r = ccsim.run(dumbbell({"kind": "fq_codel"}, flows, monitors={"flows": {"every": "1s"}}),
                  seed=1, progress=False)
    assert rate_mbps(r, "big") == pytest.approx(5.0, rel=0.01)
    assert rate_mbps(r, "small") == pytest.approx(5.0, rel=0.01)


def test_fq_codel_gives_a_tcp_flow_its_fair_share_against_a_flood() -> None:
    # A UDP flood at twice the link rate and one TCP flow (CUBIC, RTT 20 ms): the TCP flow gets
    # half the link within 5% (its packets are 1040 B on the wire, 1000 B of payload). On a
    # DropTail queue the same flood starves it.
    flows = [{"name": "udp", "rtt": "20ms", "udp": {"kind": "cbr", "rate": "20Mbps", "size": "1040B"}},
             {"name": "tcp", "rtt": "20ms"}]
    tcp = {"window": {"rule": "cubic"}}
    r = ccsim.run(dumbbell({"kind": "fq_codel"}, flows, monitors={"flows": {"every": "1s"}},
                           tcp=tcp), seed=1, progress=False)
    wire = rate_mbps(r, "tcp") * 1040 / 1000
    assert wire == pytest.approx(5.0, rel=0.05)
    starved = ccsim.run(dumbbell({"kind": "droptail", "limit": "100pkt"}, flows,
                                 monitors={"flows": {"every": "1s"}}, tcp=tcp), seed=1,
                        progress=False)
    assert rate_mbps(starved, "tcp") < 0.5


def test_fq_codel_isolates_a_reno_flow_as_if_it_had_half_the_link() -> None:
    # A Reno flow cannot fill even its own half over CoDel (its window halves below the
    # bandwidth-delay product); against the flood it gets what it gets alone on a CoDel link of
    # half the capacity, within 5%.
    flows = [{"name": "udp", "rtt": "40ms", "udp": {"kind": "cbr", "rate": "20Mbps", "size": "1040B"}},
             {"name": "tcp", "rtt": "40ms"}]
    shared = ccsim.run(dumbbell({"kind": "fq_codel"}, flows, monitors={"flows": {"every": "1s"}}),
                       seed=1, progress=False)
    alone = ccsim.run(dumbbell({"kind": "codel"}, flows[1:], bandwidth="5Mbps",
                               monitors={"flows": {"every": "1s"}}), seed=1, progress=False)
    assert rate_mbps(shared, "tcp") == pytest.approx(rate_mbps(alone, "tcp"), rel=0.05)


def test_pie_queueing_delay_settles_near_its_target() -> None:
    # Five long-lived Reno flows over PIE (target 15 ms): the sojourn of the last 40 s.
    sc = dumbbell({"kind": "pie"}, [{"name": "f", "count": 5, "rtt": "60ms",
                                     "start": {"uniform": ["0s", "1s"]}}],
                  monitors={"trace": {"links": ["bottleneck"], "max_events": 10_000_000}})
    r = ccsim.run(sc, seed=1, progress=False)
    s = sojourn_ms(r, 20)
    assert s.median() == pytest.approx(15.0, abs=3.0), s.describe()
    assert s.mean() == pytest.approx(15.0, abs=4.0)


def test_aqm_links_conserve_packets_and_sample_their_queues() -> None:
    for q in ({"kind": "codel"}, {"kind": "fq_codel"}, {"kind": "pie"}):
        sc = dumbbell(q, [{"name": "f", "count": 3, "rtt": "50ms"}], duration="20s",
                      monitors={"queue": {"links": ["bottleneck"], "every": "100ms"}})
        r = ccsim.run(sc, seed=2, progress=False)  # run() refuses a result that loses packets
        assert r.queue["pkts"].max() > 0
        assert r.links.set_index("name").loc["bottleneck", "drops_early"] > 0


def test_aqm_fields_are_validated_with_their_names() -> None:
    with pytest.raises(ccsim.ScenarioError, match="quantum"):
        dumbbell({"kind": "fq_codel", "quantum": "0B"}, [{"rtt": "40ms"}])
    with pytest.raises(ccsim.ScenarioError, match="target"):
        dumbbell({"kind": "codel", "target": "-1ms"}, [{"rtt": "40ms"}])
    with pytest.raises(ccsim.ScenarioError, match="codel"):
        dumbbell({"kind": "codl"}, [{"rtt": "40ms"}])
    # An unlimited AQM queue is refused at its full path, with the scenario's other problems
    # (it was found at lowering, as a bare "limit", after every other check had passed).
    for kind, name in (("codel", "CoDel"), ("fq_codel", "FQ-CoDel"), ("pie", "PIE")):
        with pytest.raises(ccsim.ScenarioError) as err:
            dumbbell({"kind": kind, "limit": "unlimited"}, [{"rtt": "-40ms"}])
        text = str(err.value)
        assert f"topology.bottleneck.queue.limit: {name} needs a finite limit" in text
        assert "flows[0].rtt" in text


@pytest.mark.parametrize("kind", ["codel", "fq_codel", "pie"])
def test_aqm_marks_ecn_capable_packets_instead_of_dropping_them(kind: str) -> None:
    # RFC 8289 Section 5 / RFC 8290 Section 5 / RFC 8033 Section 5.1: with ECN-capable flows the
    # AQM's early drops become CE marks, and the flows' senders answer them. PIE still drops
    # while its probability is above 10% (RFC 8033's overload protection), which happens only
    # in the overshoot of the first seconds (slow start, and the slow starts after the timeouts
    # it causes).
    flows = [{"name": "f", "count": 5, "rtt": "60ms", "start": {"uniform": ["0s", "1s"]}}]
    plain = ccsim.run(dumbbell({"kind": kind}, flows, duration="30s", monitors={"drops": True}),
                      seed=1, progress=False)
    marked = ccsim.run(dumbbell({"kind": kind, "ecn": True}, flows, duration="30s",
                                tcp={"ecn": True}, monitors={"drops": True}), seed=1,
                       progress=False)
    p = plain.links.set_index("name").loc["bottleneck"]
    m = marked.links.set_index("name").loc["bottleneck"]
    assert p["drops_early"] > 20 and p["marks"] == 0
    assert m["marks"] > 20
    early = marked.drops[marked.drops["kind"] == 1]  # 1: early (DROP_KINDS)
    if kind == "pie":
        assert early["t_s"].max() < 5.0
    else:
        assert early.empty
    assert marked.flows["ecn_reductions"].sum() > 20
    # Past that overshoot the marks do all the work: no drop at all, where the AQM without ECN
    # keeps dropping, and fewer timeouts.
    late = [(r.drops["t_s"] > 5).sum() for r in (plain, marked)]
    assert late[0] > 50 and late[1] == 0
    assert marked.flows["timeouts"].sum() < plain.flows["timeouts"].sum()


@pytest.mark.parametrize("kind", ["droptail", "codel", "fq_codel", "pie"])
def test_a_packet_sent_at_once_never_counts_as_waiting(kind: str) -> None:
    """``max_queue_pkts`` counts packets waiting, not the one being sent (user guide): on an ACK
    link where the trace shows every packet dequeued at the instant it arrived, it is 0. CoDel
    and FQ-CoDel used to count an idle link's arrival before their transmitter took it."""
    sc = dumbbell({"kind": kind}, [{"name": "a", "rtt": "40ms", "tcp": {"rwnd": 4}}],
                  duration="3s", bandwidth="2Mbps",
                  monitors={"trace": {"links": ["bottleneck_reverse"]}})
    r = ccsim.run(sc, seed=1, progress=False)
    tr = r.trace
    enq = tr[tr["event"] == "+"].set_index(["flow", "seq"])["t_ns"]
    deq = tr[tr["event"] == "-"].set_index(["flow", "seq"])["t_ns"]
    assert len(enq) > 100 and (deq.loc[enq.index] == enq).all()  # nothing ever waited
    assert r.links.set_index("name").loc["bottleneck_reverse", "max_queue_pkts"] == 0
