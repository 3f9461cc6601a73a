"""Every example scenario loads and lowers; scenarios survive a TOML and a JSON round trip."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccsim import Scenario

SCENARIOS = sorted((Path(__file__).parent.parent / "scenarios").glob("*.toml"))


def test_the_required_examples_exist() -> None:
    names = {p.name for p in SCENARIOS}
    assert {"rtcp-default-dumbbell.toml", "rtcp-table3-mixed.toml", "aimd-red.toml",
            "graph-example.toml"} <= names


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_example_loads_and_lowers(path: Path) -> None:
    sc = Scenario.load(path)
    engine = sc.to_engine()
    assert engine["flows"] and engine["links"]
    assert engine["duration_ns"] == sc.duration


@pytest.mark.parametrize("suffix", [".toml", ".json"])
@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_round_trip(path: Path, suffix: str, tmp_path: Path) -> None:
    sc = Scenario.load(path)
    copy = tmp_path / f"copy{suffix}"
    sc.save(copy)
    again = Scenario.load(copy)
    assert again.to_dict() == sc.to_dict()
    assert again.to_engine() == sc.to_engine()
    assert again == sc


def test_default_dumbbell_is_seed_000_section_iv() -> None:
    sc = Scenario.load(Path(__file__).parent.parent / "scenarios" / "rtcp-default-dumbbell.toml")
    e = sc.to_engine()
    links = {link["name"]: link for link in e["links"]}
    assert links["bottleneck"]["bandwidth_bps"] == 4_000_000
    assert links["bottleneck"]["queue"] == {"kind": "droptail", "limit_pkts": 25}
    assert links["access_src_reno.0"]["bandwidth_bps"] == 16_000_000
    kinds = {r.kind for r in sc.lower().flows}
    assert kinds == {"reno", "reno/paced", "reno/randomized(I=1)"}
    assert {f["transport"]["mss_bytes"] for f in e["flows"]} == {500}
    assert {r.base_rtt_ns for r in sc.lower().flows} == {100_000_000}


def test_with_changes_paths() -> None:
    sc = Scenario.load(Path(__file__).parent.parent / "scenarios" / "rtcp-default-dumbbell.toml")
    changed = sc.with_changes({"topology.bottleneck.bandwidth": "1Mbps",
                               "flows[*].tcp.recovery": "newreno", "flows[1].count": 2})
    e = changed.to_engine()
    assert e["links"][0]["bandwidth_bps"] == 1_000_000
    assert {f["transport"]["recovery"] for f in e["flows"]} == {"newreno"}
    assert len(e["flows"]) == 22
    assert sc.to_engine()["links"][0]["bandwidth_bps"] == 4_000_000  # the original is unchanged


def test_today_stacks_runs_without_a_warning() -> None:
    """Its trace of the bottleneck (about 230,000 rows) was cut at 200,000 rows, with a warning
    on a plain run; a shipped example should run clean."""
    import warnings

    import ccsim

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        res = ccsim.run(Path(__file__).parent.parent / "scenarios" / "today-stacks.toml",
                        progress=False)
    assert not res.meta["trace_truncated"] and len(res.trace) > 200_000
