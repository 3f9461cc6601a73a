"""``recovery = "vegas"``: ns-2.35's ``Agent/TCP/Vegas`` as a whole (``transport/tcp/vegas_ns2.rs``).
The ns-2 suite's ``trace-vegas`` case checks it packet by packet against the installed ``ns``;
these tests state what the Vegas paper and ns-2's rules say without ns-2 at hand."""

from __future__ import annotations

from typing import Any

import pytest

import ccsim

VEGAS = {"recovery": "vegas", "window": {"rule": "vegas"}}


def dumbbell(tcp: dict[str, Any], queue_limit: str = "1000pkt", loss: dict[str, Any] | None = None,
             duration: str = "20s", monitors: dict[str, Any] | None = None) -> ccsim.Scenario:
    bottleneck: dict[str, Any] = {"bandwidth": "10Mbps", "delay": "10ms",
                                  "queue": {"kind": "droptail", "limit": queue_limit}}
    if loss:
        bottleneck["loss"] = loss
    return ccsim.Scenario.model_validate({
        "name": "ns-2 vegas", "duration": duration, "defaults": {"tcp": tcp},
        "topology": {"kind": "dumbbell", "bottleneck": bottleneck, "access": {"speedup": 10}},
        "flows": [{"name": "f", "rtt": "40ms"}], "monitors": monitors or {}})


def test_alone_it_keeps_a_few_packets_queued_without_loss() -> None:
    # Vegas's equilibrium (Brakmo & Peterson 1995, Section 3.2): between alpha (1) and beta (3)
    # packets of its own queued, rounded as ns-2 rounds delta; no loss, the link full.
    sc = dumbbell(VEGAS, monitors={"queue": {"links": ["bottleneck"], "every": "10ms"}})
    r = ccsim.run(sc, seed=1, progress=False)
    f = r.flows.iloc[0]
    q = r.queue[r.queue["t_s"] >= 10]["pkts"]
    assert (f["drops"], f["timeouts"], f["fast_retransmits"]) == (0, 0, 0)
    assert 0.5 <= q.mean() <= 3.5
    assert f["goodput_bps"] > 0.95 * 10e6 * 1000 / 1040
    # BaseRTT: a data packet's RTT on the empty path (40 ms, 1040 B at 10 and twice at 100
    # Mb/s, the 40 B ACK likewise).
    base = 0.040 + 1040 * 8 / 10e6 + 2 * 1040 * 8 / 100e6 + 40 * 8 / 10e6 + 2 * 40 * 8 / 100e6
    assert f["min_rtt_s"] == pytest.approx(base, abs=2e-6)


def test_one_loss_is_resent_on_duplicate_acks_and_cuts_a_quarter() -> None:
    # One listed loss in congestion avoidance: resent on the duplicate ACKs (no timeout), and
    # the window goes to W - W/4 (integer shift), not Reno's W/2 (Section 3.1; ns-2
    # `win -= win >> 2`), then grows on from there.
    sc = dumbbell(VEGAS, loss={"kind": "seqs", "flow": "f", "seqs": [3000]},
                  monitors={"cwnd": {"every": "1ms"}})
    r = ccsim.run(sc, seed=1, progress=False)
    f = r.flows.iloc[0]
    assert (f["timeouts"], f["fast_retransmits"], f["retransmits"]) == (0, 1, 1)
    cw = r.cwnd.set_index("t_s")["cwnd"]
    cuts = cw.diff()
    cuts = cuts[cuts < -1.5].index
    # The first cut ends slow start (Section 3.3): delta past gamma takes an eighth off.
    first = cw[cw.index < cuts[0]].iloc[-1]
    assert cw[cuts[0]] == first - first / 8
    # The loss's: from W (sampled each 1 ms, before the duplicate ACKs inflate it) to the lowest
    # window within a second, W - W >> 2 once the new ACK deflates it (that ACK may add its
    # 1/cwnd of increase on top, as in ns-2).
    t_loss = next(t for t in cuts if t > 1.0)
    before = cw[cw.index < t_loss].iloc[-1]
    after = cw[(cw.index > t_loss) & (cw.index < t_loss + 1)].min()
    assert before > 20
    assert int(after) == int(before) - (int(before) >> 2)


def test_a_timeout_restarts_from_two_packets() -> None:
    # Every packet of a window lost (a run of listed losses): no duplicate ACKs, so the RTO
    # expires and ns-2's Vegas restarts from cwnd = 2 (`v_slowstart_`), not Reno's one.
    sc = dumbbell(VEGAS, loss={"kind": "seqs", "flow": "f", "seqs": list(range(2000, 2200))},
                  duration="30s", monitors={"cwnd": {"every": "1ms"}})
    r = ccsim.run(sc, seed=1, progress=False)
    f = r.flows.iloc[0]
    assert f["timeouts"] >= 1
    cw = r.cwnd["cwnd"]
    assert cw.min() == 2.0


@pytest.mark.parametrize(("tcp", "field"), [
    ({"recovery": "vegas"}, "recovery"),
    ({**VEGAS, "window": {"rule": "vegas", "alpha": 1.5}}, r"window\.alpha"),
    ({**VEGAS, "syn": True}, "syn"),
    ({**VEGAS, "ecn": True}, "ecn"),
    ({**VEGAS, "limited_transmit": True}, "limited_transmit"),
    ({**VEGAS, "schedule": "paced"}, "schedule"),
])
def test_what_agent_tcp_vegas_lacks_is_refused_by_name(tcp: dict[str, Any], field: str) -> None:
    with pytest.raises(ccsim.ScenarioError, match=rf"tcp\.{field}"):
        dumbbell(tcp)


def test_the_rule_names_are_presets_of_themselves() -> None:
    # `window = "vegas"` is `{ rule = "vegas" }` with the rule's defaults, as for cubic and bbr.
    for rule in ("vegas", "cubic", "bbr"):
        named = dumbbell({"window": rule}).to_engine()["flows"][0]["transport"]["window"]
        spelt = dumbbell({"window": {"rule": rule}}).to_engine()["flows"][0]["transport"]["window"]
        assert named == spelt and named["rule"] == rule
    assert dumbbell({"recovery": "vegas", "window": {"preset": "vegas", "beta": 4}}).to_engine()[
        "flows"][0]["transport"]["window"] == {"rule": "vegas", "alpha": 1.0, "beta": 4.0,
                                               "gamma": 1.0}
