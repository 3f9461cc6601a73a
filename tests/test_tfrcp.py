"""TFRCP in the scenario schema (issue 3, "Rate-based sender"): ``protocol = "tfrcp"`` with its
``tfrcp`` table, lowered to the engine's ``TfrcpSpec``, and a run's ``tfrcp_rounds`` table. The
protocol's behaviour is tested in the engine (``crates/ccsim-engine/tests/tfrcp.rs``)."""

from __future__ import annotations

from typing import Any

import pandas as pd
import pytest

import ccsim
from ccsim import Scenario, ScenarioError


def scenario(**flow: Any) -> dict[str, Any]:
    return {
        "duration": "20s",
        "topology": {"kind": "dumbbell",
                     "bottleneck": {"bandwidth": "1Mbps", "delay": "20ms",
                                    "queue": {"kind": "droptail", "limit": "30pkt"}}},
        "flows": [{"name": "t", "rtt": "100ms", **flow}, {"name": "reno", "rtt": "100ms"}],
    }


def test_defaults_lower_to_the_engine_spec() -> None:
    sc = Scenario.model_validate(scenario(protocol="tfrcp"))
    tr = sc.to_engine()["flows"][0]["transport"]
    assert tr == {
        "kind": "tfrcp", "mss_bytes": 1000, "header_bytes": 40, "ack_bytes": 40,
        "initial_rate_pps": 10.0, "rounds": {"kind": "fixed", "m_ns": 2_000_000_000},
        "wmax_pkts": 1_000_000.0, "pftk_b": 1.0, "ack_bits": 8, "tick_ns": 10_000_000,
        "min_rto_ns": 200_000_000, "max_rto_ns": 60_000_000_000,
        "initial_rto_ns": 3_000_000_000, "initial_rtt_ns": 100_000_000, "overhead_ns": 0,
    }
    assert sc.lower().flows[0].kind == "tfrcp/S1(M=2s)"
    assert sc.lower().flows[0].protocol == "tfrcp"


@pytest.mark.parametrize(("rounds", "engine", "label"), [
    ("3s", {"kind": "fixed", "m_ns": 3_000_000_000}, "tfrcp/S1(M=3s)"),
    ({"kind": "rtt_multiple", "k": 10}, {"kind": "rtt_multiple", "k": 10.0}, "tfrcp/S2(K=10)"),
    ({"kind": "uniform", "c": "0.3s", "d": "5.4s"},
     {"kind": "uniform", "c_ns": 300_000_000, "d_ns": 5_400_000_000},
     "tfrcp/S3(300ms+U[0,5.4s])"),
])
def test_strategies(rounds: Any, engine: dict[str, Any], label: str) -> None:
    sc = Scenario.model_validate(scenario(tfrcp={"rounds": rounds, "initial_rate": 5,
                                                 "ack_bits": 7}))
    tr = sc.to_engine()["flows"][0]["transport"]
    assert tr["rounds"] == engine
    assert tr["initial_rate_pps"] == 5.0 and tr["ack_bits"] == 7
    assert sc.lower().flows[0].kind == label


@pytest.mark.parametrize(("flow", "message"), [
    ({"protocol": "tfrcp", "tcp": {"mss": "500B"}}, "flows[0].protocol"),
    ({"protocol": "udp", "tfrcp": {}}, "flows[0]"),
    ({"tfrcp": {"ack_bits": 40}}, "flows[0].tfrcp.ack_bits"),
    ({"tfrcp": {"rounds": {"kind": "rtt_multiple"}}}, "flows[0].tfrcp.rounds"),
    ({"tfrcp": {}, "app": {"kind": "closed_loop", "packets": 10}}, "flows[0].app.kind"),
])
def test_bad_tfrcp_flows_are_refused(flow: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        Scenario.model_validate(scenario(**flow))
    assert message in str(info.value)


def test_a_run_reports_its_rounds() -> None:
    res = ccsim.run(scenario(tfrcp={"rounds": "1s", "initial_rate": 2}), progress=False)
    rounds = res.tfrcp_rounds
    assert list(rounds["name"].unique()) == ["t"]
    assert len(rounds) == 20
    assert rounds["m_s"].tolist() == pytest.approx([1.0] * 20)
    # Loss-free rounds double the rate (the reno flow shares the bottleneck, so losses come).
    first = rounds.iloc[0]
    assert first["rate_pps"] == 2.0 and first["next_rate_pps"] == 4.0 and first["lost"] == 0
    assert (rounds["lost"] > 0).any()
    assert res.flows.set_index("name").loc["t", "kind"] == "tfrcp/S1(M=1s)"
    assert res.flows.set_index("name").loc["t", "delivered"] > 0


def test_a_finite_transfer_has_a_completion_time() -> None:
    """Issue 12: a finite TFRCP transfer never set ``completion_ns`` (NA, and its active time ran
    to the end of the run). It completes once every packet is ACKed or presumed lost."""
    res = ccsim.run(scenario(protocol="tfrcp", app={"kind": "finite", "packets": 60},
                             tfrcp={"initial_rate": 20, "rounds": "1s"}), seed=1)
    t = res.flows.set_index("name").loc["t"]
    assert pd.notna(t["completion_ns"])
    assert 1.9 < t["completion_ns"] / 1e9 < 5.0  # 60 packets at 20, then 40 per s: 2 s at least
    assert t["active_s"] == pytest.approx(t["completion_ns"] / 1e9 - t["start_s"])
    assert res.summary()["flows"][0]["completion_s"] == pytest.approx(t["completion_ns"] / 1e9)


def test_cwnd_monitor_has_tfrcp_rows() -> None:
    """Issue 12: TFRCP flows were absent from the cwnd table; their rate times R is there now."""
    sc = scenario(protocol="tfrcp")
    sc["monitors"] = {"cwnd": {"every": "1s"}}
    res = ccsim.run(sc, seed=1)
    t = res.cwnd[res.cwnd["name"] == "t"]
    assert len(t) == 21 and t["ssthresh"].isna().all()
    later = t[t["srtt_s"].notna()]
    assert len(later) >= 19 and (later["cwnd"] > 0).all()
    rounds = res.tfrcp_rounds[res.tfrcp_rounds["name"] == "t"]
    at_4s = later[later["t_s"] == 4.0].iloc[0]  # rounds of 2 s: the rate set at t = 4 s
    rate = rounds[rounds["end_ns"] == 4_000_000_000]["next_rate_pps"].iloc[0]
    assert at_4s["cwnd"] == pytest.approx(rate * at_4s["srtt_s"])
