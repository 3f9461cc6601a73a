"""Every example scenario loads and lowers; scenarios survive a TOML and a JSON round trip."""

from __future__ import annotations

from pathlib import Path
from typing import Any

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


# -- pydantic's wording translated (dogfooding report) ------------------------------------------


def _problems(mod: Any) -> list[tuple[str, str]]:
    import copy

    from ccsim import ScenarioError

    data: dict[str, Any] = copy.deepcopy(
        {"duration": "2s", "flows": [{"rtt": "40ms"}],
         "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "2Mbps", "delay": "10ms"}}})
    mod(data)
    with pytest.raises(ScenarioError) as err:
        Scenario.model_validate(data)
    return err.value.problems


def test_an_empty_list_says_how_many_items_are_needed() -> None:
    """``flows = []`` read "list should have at least 1 item after validation, not 0"."""
    assert _problems(lambda d: d.update(flows=[])) == [("flows", "at least one flow is needed")]
    assert _problems(lambda d: d.update(monitors={"trace": {"links": []}})) == [
        ("monitors.trace.links", "at least one link is needed")]
    red = {"kind": "red", "ns2_stream": [1, 2, 3]}
    assert _problems(lambda d: d["topology"]["bottleneck"].update(queue=red)) == [
        ("topology.bottleneck.queue.ns2_stream", "[1, 2, 3] has 3 items; at least 6 are needed")]
    red = {"kind": "red", "ns2_stream": [1] * 7}
    (problem,) = _problems(lambda d: d["topology"]["bottleneck"].update(queue=red))
    assert problem[1].endswith("has 7 items; at most 6 are allowed")
    assert not any("after validation" in m for _, m in _problems(lambda d: d.update(flows=[])))


def test_a_seed_bound_is_written_exactly(tmp_path: Path) -> None:
    """``seed = 2**64`` in a file read "must be < 1.84467e+19"."""
    from ccsim import ScenarioError

    path = tmp_path / "s.toml"
    path.write_text('duration = "2s"\nseed = 18446744073709551616\n[topology]\nkind = "dumbbell"\n'
                    'bottleneck = { bandwidth = "2Mbps", delay = "10ms" }\n[[flows]]\nrtt = "40ms"\n')
    with pytest.raises(ScenarioError) as err:
        Scenario.load(path)
    assert err.value.problems == [
        ("seed", "18446744073709551616 is too large: at most 18446744073709551615")]
    assert "e+19" not in str(err.value)


def test_union_member_types_stay_out_of_paths() -> None:
    """``flows[0].udp.rate.float`` and ``flows[0].tfrcp.rounds.fixed.m`` named pydantic's union
    members and a shorthand's expansion, not what the user wrote."""
    udp = {"kind": "poisson", "rate": 10**400}
    assert [p for p, _ in _problems(lambda d: d["flows"][0].update(udp=udp))] == [
        "flows[0].udp.rate"]
    tfrcp = {"rounds": "x"}
    ((path, message),) = _problems(lambda d: d["flows"][0].update(tfrcp=tfrcp))
    assert path == "flows[0].tfrcp.rounds" and "is not a duration" in message


def test_a_flag_or_text_is_not_taken_for_a_number() -> None:
    """pydantic alone read ``count = true`` as one flow, ``seed = "7"`` as 7 and
    ``delayed_ack = 1`` as on: each is now refused, naming the field."""
    assert _problems(lambda d: d["flows"][0].update(count=True)) == [
        ("flows[0].count", "true is a flag (true or false), not a whole number")]
    assert _problems(lambda d: d.update(seed="7")) == [
        ("seed", '"7" is text, not a whole number: write it without quotes')]
    window = {"rule": "aimd", "alpha": False}
    assert _problems(lambda d: d["flows"][0].update(tcp={"window": window})) == [
        ("flows[0].tcp.window.alpha", "false is a flag (true or false), not a number")]
    udp = {"kind": "poisson", "rate": True}
    assert _problems(lambda d: d["flows"][0].update(udp=udp)) == [
        ("flows[0].udp.rate", "true is a flag (true or false), not a number")]
    assert _problems(lambda d: d["flows"][0].update(tcp={"delayed_ack": 1})) == [
        ("flows[0].tcp.delayed_ack", "1 is not true or false")]
    assert _problems(lambda d: d["flows"][0].update(tcp={"syn": "true"})) == [
        ("flows[0].tcp.syn", '"true" is not true or false (without quotes)')]


def test_red_weight_takes_numpy_numbers_and_auto() -> None:
    """A sweep's grid gives numpy scalars (``np.float32``, ``np.int64``): the RED weight, which
    also takes ``"auto"``, accepts them as the other number fields do, and still refuses a
    flag or text."""
    import numpy as np

    def weight(w: object) -> object:
        sc = Scenario.model_validate({
            "duration": "2s", "flows": [{"rtt": "40ms"}],
            "topology": {"kind": "dumbbell", "bottleneck": {
                "bandwidth": "2Mbps", "delay": "10ms", "queue": {"kind": "red", "w_q": w}}}})
        return sc.topology.bottleneck.queue.w_q

    assert weight(np.float32(0.5)) == 0.5 and weight(np.int64(1)) == 1.0
    assert weight("auto") == "auto"
    red = {"kind": "red", "w_q": True}
    assert _problems(lambda d: d["topology"]["bottleneck"].update(queue=red)) == [
        ("topology.bottleneck.queue.w_q", 'true is not a number in (0, 1] or "auto"')]


def test_a_strict_lower_bound_of_a_real_field_stays_strict() -> None:
    """``w_q = 0`` read "0 is too small: at least 1", for a weight in (0, 1]."""
    red = {"kind": "red", "w_q": 0}
    assert _problems(lambda d: d["topology"]["bottleneck"].update(queue=red)) == [
        ("topology.bottleneck.queue.w_q", "0 must be > 0")]
    assert _problems(lambda d: d.update(seed=2**64)) == [
        ("seed", "18446744073709551616 is too large: at most 18446744073709551615")]


def test_numbers_of_any_kind_are_still_numbers() -> None:
    """numpy's scalars (a sweep over ``np.arange``) and a whole float stay accepted."""
    import numpy as np

    data = {"duration": "2s", "seed": np.uint32(3),
            "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "2Mbps", "delay": "10ms"}},
            "flows": [{"rtt": "40ms", "count": np.int64(2),
                       "tcp": {"delayed_ack": np.bool_(True),
                               "window": {"rule": "aimd", "alpha": np.float32(0.5)}}},
                      {"rtt": "40ms", "count": 3.0}]}
    sc = Scenario.model_validate(data)
    assert (sc.seed, sc.flows[0].count, sc.flows[1].count) == (3, 2, 3)
    assert sc.flows[0].tcp.delayed_ack is True and sc.flows[0].tcp.window.alpha == 0.5


def _bare_scalars(tp: Any, checked: bool) -> list[Any]:
    """The plain ``int``/``float``/``bool`` types inside annotation ``tp`` that no validator of
    an enclosing ``Annotated`` (or of the union they are members of) looks at first."""
    import types
    import typing

    from pydantic import BeforeValidator, PlainValidator, WrapValidator

    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        base, *meta = typing.get_args(tp)
        hooks = (BeforeValidator, PlainValidator, WrapValidator)
        return _bare_scalars(base, checked or any(isinstance(m, hooks) for m in meta))
    if tp in (int, float, bool):
        return [] if checked else [tp]
    union = origin in (typing.Union, types.UnionType)
    return [b for a in typing.get_args(tp) for b in _bare_scalars(a, checked and union)]


def test_every_plain_number_or_flag_field_is_checked() -> None:
    """Every scenario field holding a plain number or flag uses ``Int``, ``Real`` or ``Flag``
    (``ccsim.schema.base``), so the check above covers fields added later too."""
    from pydantic import BeforeValidator, PlainValidator, WrapValidator

    from ccsim.schema.base import Spec

    def models(cls: type) -> list[type]:
        return [cls] + [m for sub in cls.__subclasses__() for m in models(sub)]

    hooks = (BeforeValidator, PlainValidator, WrapValidator)
    bare = {f"{m.__name__}.{name}": found
            for m in models(Spec) for name, field in m.model_fields.items()
            if (found := _bare_scalars(field.annotation,
                                       any(isinstance(x, hooks) for x in field.metadata)))}
    assert len(models(Spec)) > 40
    assert bare == {}


def test_a_huge_value_is_not_echoed_whole() -> None:
    """A Python int of 10^400 was echoed with all its 401 digits."""
    for mod in (lambda d: d["flows"][0].update(tcp={"window": {"alpha": 10**400}}),
                lambda d: d["flows"][0].update(count=10**400),
                lambda d: d.update(seed=10**400),
                lambda d: d["flows"][0].update(rtt="x" * 500)):
        ((path, message),) = _problems(mod)
        assert path.startswith(("flows[0]", "seed")) and len(message) < 200, message
        assert "..." in message


@pytest.mark.parametrize("bytes_", [None, "20KB"])
def test_an_unlimited_queue_stays_unlimited_through_copies_and_files(bytes_: str | None,
                                                                     tmp_path: Path) -> None:
    """"unlimited" is stored as None, and the dump left None values out, so a saved, copied or
    re-seeded scenario (and every sweep point and ns-2 comparison made from one) read back the
    default limit: DropTail 50 packets in place of no limit (or of the byte limit alone)."""
    queue: dict[str, Any] = {"kind": "droptail", "limit": "unlimited"}
    if bytes_:
        queue["limit_bytes"] = bytes_
    sc = Scenario.model_validate({
        "duration": "5s", "flows": [{"name": "a", "rtt": "40ms"}],
        "topology": {"kind": "dumbbell", "bottleneck": {
            "bandwidth": "2Mbps", "delay": "10ms", "queue": queue}}})
    assert sc.topology.bottleneck.queue.limit is None
    assert sc.to_dict()["topology"]["bottleneck"]["queue"]["limit"] == "unlimited"
    for suffix in (".toml", ".json"):
        sc.save(tmp_path / f"s{suffix}")
        assert Scenario.load(tmp_path / f"s{suffix}").topology.bottleneck.queue.limit is None
    copies = [sc.with_seed(3), sc.with_changes({"duration": "6s"})]
    assert all(c.topology.bottleneck.queue.limit is None for c in copies)
    engine = copies[0].to_engine()
    bottleneck = next(ln for ln in engine["links"] if ln["name"] == "bottleneck")
    assert "limit_pkts" not in bottleneck["queue"] or bottleneck["queue"]["limit_pkts"] is None
