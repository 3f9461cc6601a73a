"""Window-rule presets (issue 3, "Window rules"): seed 004's four GAIMD protocols, the
TCP-friendly alpha of its eq. (3), and the binomial IIAD and SQRT schemes of seed 000 Section
VIII, as they reach the engine's JSON."""

from __future__ import annotations

from typing import Any

import pytest

from ccsim import Scenario, ScenarioError
from ccsim.schema.presets import gaimd_window, tcp_friendly_alpha, window_preset


def engine_window(window: Any) -> dict[str, Any]:
    sc = Scenario.model_validate({
        "duration": "1s",
        "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "1Mbps", "delay": "10ms"}},
        "flows": [{"rtt": "60ms", "tcp": {"window": window}}],
    })
    return sc.to_engine()["flows"][0]["transport"]["window"]


@pytest.mark.parametrize(("name", "alpha", "beta"), [
    ("TCP(0.31, 0.875)", 0.31, 0.875),
    ("tcp(0.583,0.75)", 0.583, 0.75),
    ("TCP(1.0, 0.50)", 1.0, 0.5),
    ("tcp(1.25,0.25)", 1.25, 0.25),
    ("smooth", 0.31, 0.875),
    ("responsive", 1.25, 0.25),
    ("reno", 1.0, 0.5),
])
def test_gaimd_presets_by_name(name: str, alpha: float, beta: float) -> None:
    assert engine_window(name) == {"rule": "aimd", "alpha": alpha, "beta": beta}


def test_seed_004_presets_are_tcp_friendly_to_printed_precision() -> None:
    # Seed 004 eq. (3): alpha = 4(1 - beta^2)/3; 7/8 -> 0.3125 (printed 0.31), 3/4 -> 0.58333.
    for name in ("tcp(0.31,0.875)", "tcp(0.583,0.75)", "tcp(1,0.5)", "tcp(1.25,0.25)"):
        w = window_preset(name)
        assert abs(w["alpha"] - 4 * (1 - w["beta"] ** 2) / 3) < 0.005, name
    assert tcp_friendly_alpha(0.875) == pytest.approx(0.3125)
    assert gaimd_window(0.75) == {"rule": "aimd", "alpha": pytest.approx(7 / 12), "beta": 0.75}
    assert gaimd_window(0.75, rule="td")["alpha"] == pytest.approx(3 * 0.25 / 1.75)


def test_gaimd_window_helper_is_a_valid_window() -> None:
    w = engine_window(gaimd_window(0.6))
    assert w == {"rule": "aimd", "alpha": pytest.approx(4 * (1 - 0.36) / 3), "beta": 0.6}


@pytest.mark.parametrize(("name", "k", "l"), [("iiad", 1.0, 0.0), ("SQRT", 0.5, 0.5)])
def test_binomial_presets(name: str, k: float, l: float) -> None:  # noqa: E741
    # REFERENCE.md 6: alpha = 1, beta = 1 - 0.33 = 0.67 (ns-2's binomial tests; UNCONFIRMED).
    assert engine_window(name) == {"rule": "binomial", "k": k, "l": l, "alpha": 1.0, "beta": 0.67}


def test_binomial_spelled_out_and_preset_overrides() -> None:
    assert engine_window({"rule": "binomial", "k": 1, "l": 0, "alpha": 1.5, "beta": 0.5}) == {
        "rule": "binomial", "k": 1.0, "l": 0.0, "alpha": 1.5, "beta": 0.5}
    assert engine_window({"preset": "iiad", "beta": 0.5}) == {
        "rule": "binomial", "k": 1.0, "l": 0.0, "alpha": 1.0, "beta": 0.5}


def test_a_preset_round_trips_through_save(tmp_path: Any) -> None:
    sc = Scenario.model_validate({
        "duration": "1s",
        "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "1Mbps", "delay": "10ms"}},
        "flows": [{"rtt": "60ms", "tcp": {"window": "sqrt"}}],
    })
    sc.save(tmp_path / "s.toml")
    assert Scenario.load(tmp_path / "s.toml").to_engine() == sc.to_engine()


def test_unknown_preset_lists_the_names() -> None:
    with pytest.raises(ScenarioError) as info:
        engine_window("tcp(2,0.5)")
    text = str(info.value)
    assert "flows[0].tcp.window.preset" in text
    assert '"tcp(2,0.5)" is not a window preset' in text and "iiad" in text


def test_preset_with_the_other_rule_is_refused() -> None:
    with pytest.raises(ScenarioError) as info:
        engine_window({"preset": "iiad", "rule": "aimd"})
    assert 'the preset is rule = "binomial"' in str(info.value)
