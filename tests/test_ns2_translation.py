"""The differential suite's machinery, without ns-2: the agreement rule, the Tcl translation and
the trace parser (tests/test_ns2_differential.py runs the suite against the real ns-2)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from scipy import stats
from typer.testing import CliRunner

from ccsim import Scenario
from ccsim.cli import app
from ccsim.validation.agreement import Rule, compare, holm, welch_p
from ccsim.validation.cases import CASES, case
from ccsim.validation.suite import case_scenario, case_tcl
from ccsim.validation.tcl import Unsupported, ns2_script
from ccsim.validation import random_traces
from ccsim.validation.random_traces import (
    Draw,
    chain_trace_scenario,
    random_trace_scenario,
    same_untraced,
    untraced_and_traced,
    with_drawn_bursts,
    with_drawn_red,
    with_drawn_rules,
    with_sack,
    with_timestamps,
)
from ccsim.validation.traces import ccsim_events, compare_traces, ns2_events

runner = CliRunner()


def test_welch_p_is_scipys_unequal_variance_t_test() -> None:
    rng = np.random.default_rng(4)
    for n, shift in ((8, 0.0), (8, 1.0), (20, 0.3)):
        a = rng.normal(10, 1, n)
        b = rng.normal(10 + shift, 2, n)
        expected = stats.ttest_ind(b, a, equal_var=False).pvalue
        assert welch_p(a, b) == pytest.approx(expected, rel=1e-10)


def test_welch_p_of_constant_samples() -> None:
    assert welch_p(np.array([3.0, 3.0]), np.array([3.0, 3.0])) == 1.0
    assert welch_p(np.array([3.0, 3.0]), np.array([4.0, 4.0])) == 0.0


def test_holm_hand_computed() -> None:
    # p sorted 0.01, 0.02, 0.04, 0.3 with m = 4: 0.04, 0.06, 0.08, 0.3 (monotone, capped at 1).
    p = np.array([0.04, 0.01, 0.3, 0.02])
    assert holm(p) == pytest.approx([0.08, 0.04, 0.3, 0.06])


def _samples(a: list[float], b: list[float], metric: str = "drops") -> pd.DataFrame:
    rows = [{"case": "c", "what": "flows x", "metric": metric, "simulator": s, "replication": i,
             "value": v} for s, vals in (("ns2", a), ("ccsim", b)) for i, v in enumerate(vals)]
    return pd.DataFrame(rows)


def test_compare_flags_a_shift_and_accepts_noise_or_a_tiny_difference() -> None:
    rng = np.random.default_rng(1)
    base = list(rng.normal(100, 5, 8))
    same = list(rng.normal(100, 5, 8))
    shifted = [x + 20 for x in same]
    assert compare(_samples(base, same))["agrees"].item()
    r = compare(_samples(base, shifted)).iloc[0]
    assert not r["agrees"] and r["p_holm"] < 0.05 and r["diff_pct"] > 10
    # 1% apart with almost no spread: significant, but within the 2% tolerance.
    tight = compare(_samples([100.0, 100.1, 99.9], [101.0, 101.1, 100.9])).iloc[0]
    assert tight["p"] < 0.01 and tight["within_tol"] and tight["agrees"]
    assert not compare(_samples([100.0, 100.1, 99.9], [101.0, 101.1, 100.9]),
                       Rule(rel_tol=0.005))["agrees"].item()


def test_a_row_without_two_finite_values_a_side_disagrees() -> None:
    """An empty side's NaN p had become a Holm p of 1 (``min(1.0, nan)`` is 1.0), so a link
    ns-2 never reported, a NaN value or a single replication "agreed" with anything; such a row
    is now unjudged and disagrees, and stays out of the Holm family of the others."""
    ok = list(np.random.default_rng(2).normal(100, 5, 8))
    for ns2, ccsim in (([], ok), (ok, []), (ok[:7] + [float("nan")], ok), ([100.0], [200.0]),
                       (ok[:7] + [float("inf")], ok)):
        r = compare(_samples(ns2, ccsim)).iloc[0]
        assert not r["agrees"] and np.isnan(r["p_holm"]) and not r["within_tol"], (ns2, ccsim)
    both = pd.concat([_samples([], ok), _samples(ok, [x + 20 for x in ok], metric="timeouts")])
    r = compare(both).set_index("metric")
    assert r.loc["timeouts", "p_holm"] == r.loc["timeouts", "p"]  # a family of one


def _script(case_id: str) -> str:
    sc = case_scenario(case(case_id), quick=True)
    return ns2_script(sc.lower(1).engine, 3).text


def test_every_case_translates_and_seeds_independent_substreams() -> None:
    for c in CASES:
        text = _script(c.id)
        assert "$defaultRNG seed 12345" in text
        assert "for {set r 0} {$r < 3} {incr r} { $defaultRNG next-substream }" in text
        assert "$ns run" in text


def test_translation_of_tcp_settings() -> None:
    lt = _script("b1-reno-lt")
    for line in ("Agent/TCP set singledup_ 1", "Agent/TCP set packetSize_ 540",
                 "Agent/TCP set useHeaders_ false", "Agent/TCP set syn_ false",
                 "Agent/TCP set tcpTick_ 0.010000000", "Agent/TCP set minrto_ 0.200000000",
                 "[new Agent/TCP/Reno]", "$ns queue-limit $n(0) $n(1) 25"):
        assert line in lt, line
    iiad = _script("binomial-iiad")
    assert "Agent/TCP set windowOption_ 6" in iiad
    assert "Agent/TCP set k_parameter_ 1.0" in iiad and "Agent/TCP set l_parameter_ 0.0" in iiad
    assert "Agent/TCP set decrease_num_ 0.32999999999999996" in iiad  # 1 - beta, beta 0.67
    red = _script("red-classic")
    for line in ("Queue/RED set thresh_ 16.67", "Queue/RED set maxthresh_ 50.0",
                 "Queue/RED set linterm_ 10.0", "Queue/RED set gentle_ false",
                 "Queue/RED set bytes_ false", "Queue/RED set q_weight_ 0.002"):
        assert line in red, line
    delack = _script("trace-newreno-lt-delack")
    assert "[new Agent/TCPSink/DelAck]" in delack and "SYN_immediate_ack_ false" in delack
    # ns-2 resets agents at `$ns run`: the initial ssthresh is set when the flow starts.
    assert '"$tcp(0) set ssthresh_ 6; $ftp(0) start"' in delack
    listed = _script("trace-reno")
    assert "[new ErrorModel/List]" in listed and "droplist {40 43 46 150 300 301}" in listed
    assert "$ns link-lossmodel $em(0) $n(0) $n(1)" in listed


def test_udp_sources_and_ns2_vegas_are_written_as_ns2s_own() -> None:
    # A CBR or Pareto source is Agent/UDP (packetSize_ the datagram, so nothing is split)
    # under ns-2's generator, into a LossMonitor whose npkts_ `finish` prints as UFLOW.
    cbr = _script("trace-cbr-reno")
    for line in ("set udp(1) [new Agent/UDP]", "$udp(1) set packetSize_ 500",
                 "set app(1) [new Application/Traffic/CBR]", "$app(1) set rate_ 523000",
                 "$app(1) set random_ 0", "set sink(1) [new Agent/LossMonitor]",
                 '$ns at 1.000000000 "$app(1) start"',
                 'puts "UFLOW $i [$sink($i) set npkts_] [$sink($i) set bytes_]"'):
        assert line in cbr, line
    pareto = _script("pareto-reno")
    for line in ("[new Application/Traffic/Pareto]", "set burst_time_ 0.500000000",
                 "set idle_time_ 0.500000000", "set shape_ 1.5", "set rate_ 400000"):
        assert line in pareto, line
    vegas = _script("trace-vegas")
    for line in ("set tcp(0) [new Agent/TCP/Vegas]", "$tcp(0) set v_alpha_ 1",
                 "$tcp(0) set v_beta_ 3", "$tcp(0) set v_gamma_ 1",
                 "set tcp(2) [new Agent/TCP/Reno]"):
        assert line in vegas, line


def test_closed_loop_transfers_are_fresh_agents_made_as_each_one_finishes() -> None:
    # Each transfer is a new Agent/TCP/Reno and TCPSink (reset when made: a new connection),
    # made by the flow's procedure with every class default set first (agents made while the
    # simulation runs see the class defaults as they are then); the agent's `done`, called by
    # ns-2 once its last packet is ACKed, counts it, pushes its idle retransmission timer out of
    # the run and makes the next at once. `finish` sums every transfer's agents into a CFLOW
    # line, with ncwndcuts1_, which leaves out the cuts of a finished agent's idle timer.
    text = _script("web-closed-loop")
    body = text[text.index("proc transfer_0 {packets} {"):text.index("proc transfer_1 {packets}")]
    for line in ("    Agent/TCP set packetSize_ 540", "    Agent/TCP set ecn_ 0",
                 "    set t [new Agent/TCP/Reno]", "    set s [new Agent/TCPSink]",
                 "    $ns connect $t $s", "    lappend transfers(0) [list $t $s]",
                 "    $t proc done {} { global completed active; incr completed(0); "
                 "$self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_0 50 }",
                 "    $t advanceby $packets"):
        assert line in body, line
    assert body.index("Agent/TCP set") < body.index("[new Agent/TCP/Reno]")
    assert "{for {set k 0} {$k < 1} {incr k} { transfer_0 50 }}" in text
    assert 'puts "CFLOW $i $completed($i) $sum"' in text and "[$t set ncwndcuts1_]" in text
    assert "{for {set k 0} {$k < 3} {incr k} { transfer_0 10 }}" in _script(
        "web-closed-loop-newreno")
    engine = case_scenario(case("web-closed-loop"), quick=True).lower(1).engine
    with pytest.raises(Unsupported, match="transfer apps are compared statistically, not traced"):
        ns2_script(engine, 0, trace_links=(0,))


def test_poisson_transfers_draw_their_arrivals_and_sizes_in_tcl() -> None:
    # Seed 003's FTP background: the same transfer procedure, started by ns-2's own draws, the
    # first an exponential gap after the flow's start, at the rate that keeps mean_active in
    # progress by ccsim's estimate (area of transfers in progress + initial_duration) over
    # (started + 1), which the procedure and `done` keep up to date.
    text = _script("ftp-poisson")
    body = text[text.index("proc transfer_4 {packets} {"):text.index("proc finish {}")]
    for line in ("    accrue_4\n    incr active(4)\n    incr started(4)",
                 "accrue_4; incr active(4) -1 }", "set gap(4) [new RandomVariable/Exponential]",
                 "return [expr {4.0 / (($area(4) + 3.330000000) / ($started(4) + 1))}]",
                 "    set k [expr {10 + int([$size(4) value] * 81)}]",
                 "    transfer_4 [expr {min($k, 90)}]",
                 "    $gap(4) set avg_ [expr {1.0 / [rate_4]}]",
                 "$ns at 0.000000000 next_4"):
        assert line in body, line
    assert "transfer_4 [expr" not in body.split("proc arrive_4")[0]  # only arrivals start them
    fixed = case_scenario(case("ftp-poisson"), quick=True).with_changes(
        {"flows[1].app": {"kind": "poisson_transfers", "min_packets": 10, "max_packets": 90,
                          "rate_per_s": 2.5}})
    text = ns2_script(fixed.lower(1).engine, 0).text
    assert "proc rate_4 {} { global area started; return 2.5 }" in text


def test_closed_loop_ns2_output_becomes_the_flow_metrics() -> None:
    # A CFLOW line (transfers completed, then the sums of ndatapack_, nrexmitpack_, nrexmit_,
    # ncwndcuts1_ and the sinks' bytes_) gives the transfers metric and no final window.
    from ccsim.validation.ns2 import _parse, ns2_metrics

    engine = case_scenario(case("web-closed-loop"), quick=True).lower(1).engine
    lines = [f"CFLOW {i} 40 2100 80 30 55 1000000" for i in range(len(engine["flows"]))]
    flows, _ = ns2_metrics(engine, _parse("\n".join(lines)))
    f = flows[0]
    assert f["transfers"] == 40 and f["retransmits"] == 80 and f["timeouts"] == 30
    assert f["fast_retransmits"] == 25 and "final_cwnd" not in f
    active = (engine["duration_ns"] - engine["flows"][0]["start_ns"]) / 1e9
    assert f["throughput_pps"] == pytest.approx(1_000_000 / 540 / active)


def test_start_times_are_written_exactly() -> None:
    sc = case_scenario(case("b1-reno"), quick=True)
    lowered = sc.lower(2)
    text = ns2_script(lowered.engine, 0).text
    for i, f in enumerate(lowered.engine["flows"]):
        s = f["start_ns"]
        assert f'$ns at {s // 10**9}.{s % 10**9:09d} "$ftp({i}) start"' in text


@pytest.mark.parametrize(("change", "what"), [
    ({"defaults.tcp.schedule": "paced"}, "schedule 'paced'"),
    ({"defaults.tcp.window": "smooth"}, "first_decrease"),
    ({"defaults.tcp.tick": "0s"}, "tcpTick_"),
    ({"topology.bottleneck.queue": {"kind": "droptail", "limit": "20pkt", "limit_bytes": "9000B"}},
     "byte limit beside a packet limit"),
    # ccsim's Vegas rule under Reno recovery is not ns-2's Agent/TCP/Vegas (docs/validation.md).
    ({"defaults.tcp.window": "vegas"}, "recovery = \"vegas\""),
    ({"flows": [{"name": "p", "rtt": "40ms", "udp": {"kind": "poisson", "rate": "100pps"}}]},
     "poisson UDP source"),
    ({"flows": [{"name": "w", "rtt": "40ms", "tcp": {"syn": True},
                 "app": {"kind": "closed_loop", "packets": 5}}]}, "transfers opening with a SYN"),
    ({"flows": [{"name": "w", "rtt": "40ms", "app": {"kind": "finite", "packets": 9}}]},
     "app 'finite' is not translated"),
])
def test_what_ns2_cannot_express_is_refused(change: dict[str, str], what: str) -> None:
    sc = case_scenario(case("table3-pair"), quick=True).with_changes(change)
    with pytest.raises(Unsupported, match=what):
        ns2_script(sc.lower(1).engine, 0)


def test_trace_parser_and_first_difference() -> None:
    text = ("+ 0.010832 0 1 tcp 1040 ------- 0 2.0 3.0 0 0\n"
            "d 0.010832 0 1 tcp 1040 ------- 0 2.0 3.0 7 4\n"
            "r 0.020000 1 0 ack 40 ------- 0 3.0 2.0 5 9\n")
    events = ns2_events(text, {(0, 1): 0})
    assert events == [(10832, "+", "data", 0, 0, 1040), (10832, "d", "data", 0, 7, 1040)]
    same = compare_traces(events, list(events))
    assert same["identical"] and same["first_difference"] == ""
    other = compare_traces(events, [events[0], (10832, "d", "data", 0, 8, 1040)])
    assert not other["identical"] and "seq 7" in other["first_difference"]
    assert "seq 8" in other["first_difference"]
    assert not compare_traces(events, events[:1])["identical"]
    assert not compare_traces([], [])["identical"]  # two empty traces prove nothing
    # A packet of another size at the same time and place is another event (sizes were not
    # compared: a departure in packet sizes showed only through serialization times).
    resized = compare_traces(events, [(10832, "+", "data", 0, 0, 576), events[1]])
    assert not resized["identical"] and "(576 B)" in resized["first_difference"]
    # A half-microsecond time ns-2 printed rounded the other way: the same within 1 us only.
    shifted = [(10833, "+", "data", 0, 0, 1040), events[1]]
    assert not compare_traces(events, shifted)["identical"]
    assert compare_traces(events, shifted, tolerance_us=1)["identical"]
    assert not compare_traces(events, [(10833, "+", "data", 0, 1, 1040), events[1]],
                              tolerance_us=1)["identical"]


def test_a_mark_of_a_packet_already_ce_is_not_compared() -> None:
    """RED marking a packet that arrived CE-marked changes no bit, so ns-2's trace shows no
    mark; ccsim's trace records it, which the comparison leaves out (a false first
    difference on a RED graph). A mark of a packet not yet CE stays, on its '-' line's terms."""
    import pandas as pd

    def trace(ecn_on_arrival: int) -> pd.DataFrame:
        return pd.DataFrame({"t_ns": [1000, 1000, 2000], "event": ["+", "m", "-"],
                             "kind": ["data"] * 3, "flow": [0] * 3, "seq": [5] * 3,
                             "link": [0] * 3, "size": [1040] * 3,
                             "ecn": [ecn_on_arrival, 3, 3]})
    assert [e[1] for e in ccsim_events(trace(3), 10**9)] == ["+", "-"]  # ECT and CE already
    assert [e[1] for e in ccsim_events(trace(1), 10**9)] == ["+", "m", "-"]  # ECT only


def test_exact_clock_draws_fall_on_binary_fractions_of_a_second() -> None:
    """The exact clock's draws (random_traces): every rate, delay, start, tick, RTO floor and
    delayed-ACK timeout puts ns-2's times on multiples of 1/512 s, which a double holds
    exactly; a packet's transmission times (40-byte ACK, 1040-byte data) too."""
    unit = 10**9 // 512
    assert unit * 512 == 10**9
    for seed in range(20):
        engine = random_trace_scenario(seed, 3, exact_clock=True).lower(1).engine
        for link in engine["links"]:
            assert link["delay_ns"] % unit == 0
            for size in (40, 1040):
                assert (size * 8 * 10**9) % (link["bandwidth_bps"] * unit) == 0
        tcp = engine["flows"][0]["transport"]
        assert tcp["tick_ns"] % unit == 0 and tcp["min_rto_ns"] % unit == 0
        assert tcp["initial_rto_ns"] % unit == 0 and tcp["delack_timeout_ns"] % unit == 0
        assert tcp["recovery"] != "sack"  # a SACK block's 8 bytes take 1/2560 s
        assert all(f["start_ns"] % unit == 0 for f in engine["flows"])


def test_cli_lists_cases_and_writes_scripts_without_ns2(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CCSIM_NS", str(tmp_path / "no-ns-here"))
    listed = runner.invoke(app, ["validate", "ns2", "--list"])
    assert listed.exit_code == 0 and "trace-newreno" in listed.output
    wrote = runner.invoke(app, ["validate", "ns2", "--case", "red-gentle", "--scripts",
                                str(tmp_path / "s")])
    assert wrote.exit_code == 0, wrote.output
    assert "Queue/RED set gentle_ true" in (tmp_path / "s" / "red-gentle.tcl").read_text()
    assert Scenario.load(tmp_path / "s" / "red-gentle.toml").name.startswith("seed 004 RED")
    missing = runner.invoke(app, ["validate", "ns2", "--case", "table3-pair"])
    assert missing.exit_code == 2 and "apt-get install ns2" in missing.output
    unknown = runner.invoke(app, ["validate", "ns2", "--case", "nope"])
    assert unknown.exit_code == 2 and "b1-reno" in unknown.output
    # The draws' options shape --random's cases only: without it they would be ignored while
    # the whole suite ran, so they are refused (before ns-2 is looked for).
    for extra in (["--chain"], ["--flows", "2", "--sack"]):
        alone = runner.invoke(app, ["validate", "ns2", *extra])
        assert alone.exit_code == 2 and "only with --random" in alone.output, extra
        assert extra[0] in alone.output


def test_committed_scripts_are_current() -> None:
    """tests/ns2/ keeps each case's scenario and the ns-2 script it becomes; regenerate with
    `ccsim validate ns2 --scripts tests/ns2` after changing a case or the translation."""
    folder = Path(__file__).parent / "ns2"
    for c in CASES:
        assert (folder / f"{c.id}.tcl").read_text(encoding="utf-8") == case_tcl(c), c.id
        assert (folder / f"{c.id}.toml").read_bytes() == c.path.read_bytes(), c.id
    assert {p.stem for p in folder.glob("*.tcl")} == {c.id for c in CASES}


@pytest.mark.parametrize("case_id", [c.id for c in CASES if c.trace])
def test_trace_cases_give_the_same_results_untraced(case_id: str) -> None:
    """A trace case is compared with ns-2 with its bottleneck traced, and a trace switches the
    engine's shortcuts off (`net::ahead`: nothing may watch endpoints run ahead of the clock).
    Untraced, as a user runs it, the shortcuts are on (fewer events) and every table must be
    the same, so that ns-2's agreement carries over to the fast path."""
    plain, traced = untraced_and_traced(Scenario.load(case(case_id).path))
    assert plain.meta["events"] < traced.meta["events"]
    pd.testing.assert_frame_equal(plain.flows, traced.flows)
    pd.testing.assert_frame_equal(plain.links, traced.links)


def test_chain_draws_cover_their_shapes_on_the_exact_clock() -> None:
    """``chain_trace_scenario`` draws zero to two shared hops after the bottleneck and senders
    behind one or two access hops (every combination occurs), every delay a multiple of 1/512 s
    and every rate 163,840 bps or half of it (times ns-2's clock holds exactly)."""
    shapes = set()
    for seed in range(40):
        sc = chain_trace_scenario(seed, 2)
        nodes = set(sc.topology.nodes)
        shapes.add((sum(n.startswith("z") for n in nodes), "a0" in nodes))
        assert all(e.delay % (10**9 // 512) == 0 for e in sc.topology.edges)
        assert {e.bandwidth for e in sc.topology.edges} <= {163_840, 81_920}
    assert shapes == {(k, two) for k in (0, 1, 2) for two in (False, True)}
    with pytest.raises(ValueError, match="flows = 4"):
        chain_trace_scenario(0, 4)


def _class_defaults_at_each_agent(text: str) -> list[dict[str, str]]:
    """Each sender (``set tcp(i) [new Agent/TCP...]``) of a script with the ``Agent/TCP`` class defaults in force
    there (ns-2's own where a script sets none)."""
    current = {"maxburst_": "0", "maxcwnd_": "0", "ecn_": "0", "tcpip_base_hdr_size_": "40",
               "timestamps_": "false"}
    agents = []
    for line in text.splitlines():
        words = line.split()
        if len(words) == 4 and words[:2] == ["Agent/TCP", "set"]:
            current[words[2]] = words[3]
        elif line.startswith("set tcp(") and "[new Agent/TCP" in line:
            agents.append(dict(current))
    return agents


def test_a_flow_without_a_setting_gets_ns2s_default_back() -> None:
    """Class defaults carry over to the next agent made: a flow that leaves maxcwnd_, ecn_ or
    the SYN's header size at ns-2's default must set it back after a flow that changed it (the
    three-flow draws with a cap on the first flow only gave the others its cap)."""
    sc = Scenario.model_validate({
        "name": "x", "duration": "5s",
        "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "1Mbps", "delay": "10ms"}},
        "flows": [
            {"name": "a", "rtt": "40ms", "tcp": {"max_burst": 2, "max_cwnd": 6, "ecn": True,
                                                 "ecn_retransmit_ect": True, "syn": True,
                                                 "header": "60B"}},
            {"name": "b", "rtt": "40ms"},
            {"name": "c", "rtt": "40ms", "tcp": {"max_cwnd": "9pkt"}}]})
    keys = ("maxburst_", "maxcwnd_", "ecn_", "tcpip_base_hdr_size_")
    a, b, c = ({k: agent[k] for k in keys}
               for agent in _class_defaults_at_each_agent(ns2_script(sc.lower(1).engine, 0).text))
    assert a == {"maxburst_": "2", "maxcwnd_": "6", "ecn_": "1", "tcpip_base_hdr_size_": "60"}
    assert b == {"maxburst_": "0", "maxcwnd_": "0", "ecn_": "0", "tcpip_base_hdr_size_": "40"}
    assert c == {**b, "maxcwnd_": "9"}


def test_timestamps_are_set_per_agent_with_the_option_bytes_in_the_packet_size() -> None:
    """ns-2's ``timestamps_`` is a class default: a flow without timestamps after one with them
    sets it back to false. The option's 10 bytes (ns-2 ``ts_option_size_``) reach ns-2's wire
    size through ``packetSize_`` (the scripts run ``useHeaders_ false``): 1000 + 40 + 10."""
    sc = Scenario.model_validate({
        "name": "x", "duration": "5s",
        "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "1Mbps", "delay": "10ms"}},
        "flows": [{"name": "a", "rtt": "40ms", "tcp": {"timestamps": True}},
                  {"name": "b", "rtt": "40ms"}]})
    text = ns2_script(sc.lower(1).engine, 0).text
    a, b = _class_defaults_at_each_agent(text)
    assert (a["timestamps_"], b["timestamps_"]) == ("true", "false")
    sizes = [line.split()[-1] for line in text.splitlines()
             if line.startswith("Agent/TCP set packetSize_ ")]
    assert sizes == ["1050", "1040"]


def test_drawn_timestamps_keep_each_packets_size_on_the_wire() -> None:
    """``with_timestamps`` turns timestamps on in about three flows in four, each such flow
    sending 10 payload bytes fewer: its packets stay 1040 B, so the exact clock's transmission
    times stay binary fractions (with 1050 B packets on 163.84 kb/s links they were not whole
    nanoseconds, and 20 of 200 chain draws parted)."""
    flags = []
    for seed in range(20):
        sc = with_timestamps(random_trace_scenario(seed, 3, exact_clock=True), seed)
        for f in sc.lower(1).engine["flows"]:
            tcp = f["transport"]
            ts = bool(tcp.get("timestamps"))
            flags.append(ts)
            assert tcp["mss_bytes"] + tcp["header_bytes"] + 10 * ts == 1040
    assert 0.6 < sum(flags) / len(flags) < 0.9


def test_drawn_bursts_change_only_the_two_limits() -> None:
    """``with_drawn_bursts`` keeps the draw and gives each flow a burst limit of 1 to 4 and a
    window cap or none; the script gives each agent its own."""
    seen = set()
    for seed in range(20):
        base = random_trace_scenario(seed, 3, exact_clock=True)
        sc = with_drawn_bursts(base, seed)
        plain, drawn = base.to_dict(), sc.to_dict()
        for flow in drawn["flows"]:
            tcp = flow.pop("tcp")
            assert set(tcp) == {"max_burst", "max_cwnd"} and 1 <= tcp["max_burst"] <= 4
            seen.add(tcp["max_cwnd"])
        assert {k: v for k, v in plain.items() if k != "name"} == {
            k: v for k, v in drawn.items() if k != "name"}
        agents = _class_defaults_at_each_agent(ns2_script(sc.lower(1).engine, 0).text)
        assert [(a["maxburst_"], a["maxcwnd_"]) for a in agents] == [
            (str(f.tcp.max_burst), str(f.tcp.max_cwnd)) for f in sc.flows]
    assert "0pkt" in seen and len(seen) > 2


def test_drawn_rules_change_only_the_windows() -> None:
    """``with_drawn_rules`` keeps the draw (topology, losses, options) and gives each flow its
    own GAIMD or binomial rule with ns-2's first decrease; binomial beta is never 0.5, where
    ns-2 halves instead (docs/validation.md). ns-2 is told the rule: ``windowOption_`` 1 with
    alpha and beta, or 6 with k, l, alpha and 1 - beta."""
    rules = set()
    for seed in range(30):
        base = random_trace_scenario(seed, 3, exact_clock=True)
        sc = with_drawn_rules(base, seed)
        plain, drawn = base.to_dict(), sc.to_dict()
        for flow in (*plain["flows"], *drawn["flows"]):
            if flow.get("tcp", {}).pop("window", None) is not None and not flow["tcp"]:
                del flow["tcp"]
        assert {k: v for k, v in plain.items() if k != "name"} == {
            k: v for k, v in drawn.items() if k != "name"}
        text = ns2_script(sc.lower(1).engine, 0).text
        for flow in sc.flows:
            w = flow.tcp.window
            assert w.first_decrease == "half"
            rules.add(w.rule)
            if w.rule == "binomial":
                assert w.beta != 0.5 and "windowOption_ 6" in text
                assert f"decrease_num_ {1.0 - w.beta!r}" in text
            else:
                assert "windowOption_ 1" in text and f"decrease_num_ {w.beta!r}" in text
    assert rules == {"aimd", "binomial"}


def test_red_draws_keep_the_exact_clock_and_draw_ecn_with_ns2s_sender() -> None:
    """``with_drawn_red``: the bottleneck at half the other links' rate (one flow queues there),
    RED parameters within their drawn ranges, and ECN in about a third of the draws, with
    ns-2's ECN sender (its ECN setup on packet 0 included), delayed ACKs and a lost packet 0
    among them. Most draws drop or mark early (run here with the engine's own draws, not
    ns-2's)."""
    from ccsim import run

    eventful = ecn = ecn_delack = 0
    for seed in range(24):
        sc = with_drawn_red(random_trace_scenario(seed, 1, exact_clock=True), seed)
        bottleneck = sc.topology.bottleneck
        q = bottleneck.queue
        assert bottleneck.bandwidth == 81_920 and q.kind == "red"
        assert q.min_th in (1, 2, 3, 5) and q.max_th / q.min_th in (2, 3)
        assert q.ecn == bool(sc.defaults.tcp.ecn)
        if q.ecn:
            ecn += 1
            ecn_delack += bool(sc.defaults.tcp.delayed_ack)
            assert sc.defaults.tcp.ecn_retransmit_ect
        link = run(sc, progress=False).links.set_index("name").loc["bottleneck"]
        eventful += bool(link["drops_early"] or link["marks"])
    assert ecn >= 6 and ecn_delack >= 3 and eventful >= 16


def test_an_ns2_mark_becomes_an_event_at_its_enqueue() -> None:
    """ns-2 prints no event for an ECN mark; the packet's ``-`` line shows CE (the fifth flag)
    where its ``+`` line did not. ccsim's ``m`` counts only if the packet leaves before the end,
    as ns-2's trace then shows it."""
    text = ("+ 1.000000 0 1 tcp 1040 ------N 0 2.0 3.0 7 1\n"
            "+ 1.002000 0 1 tcp 1040 ------N 0 2.0 3.0 7 5\n"  # a retransmission, id 5
            "- 1.004000 0 1 tcp 1040 ----E-N 0 2.0 3.0 7 1\n"
            "- 1.008000 0 1 tcp 1040 ------N 0 2.0 3.0 7 5\n"
            "+ 1.100000 0 1 tcp 1040 ----E-N 0 2.0 3.0 8 2\n"
            "- 1.104000 0 1 tcp 1040 ----E-N 0 2.0 3.0 8 2\n")
    events = ns2_events(text, {(0, 1): 0})
    # The mark is the first copy's (ns-2's packet id), though the second entered before it left.
    assert [e for e in events if e[1] == "m"] == [(1_000_000, "m", "data", 0, 7, 1040)]
    trace = pd.DataFrame({"t_ns": [10**9, 10**9, 1_004_000_000, 2 * 10**9, 2 * 10**9],
                          "event": ["+", "m", "-", "+", "m"], "kind": ["data"] * 5,
                          "flow": [0] * 5, "seq": [7, 7, 7, 9, 9], "link": [0] * 5,
                          "size": [1040] * 5})
    mine = ccsim_events(trace, until_ns=3 * 10**9)
    assert (1_000_000, "m", "data", 0, 7, 1040) in mine and not any(e[4] == 9 and e[1] == "m"
                                                              for e in mine)
    assert compare_traces(events[:2], mine[:2])["identical"]  # its + and its m
    # ccsim: a copy marked while an earlier copy waits, the run ending before the marked one
    # leaves: the earlier copy's departure is not the marked one's.
    copies = pd.DataFrame({"t_ns": [10**9, 2 * 10**9, 2 * 10**9, 25 * 10**8, 4 * 10**9],
                           "event": ["+", "+", "m", "-", "-"], "kind": ["data"] * 5,
                           "flow": [0] * 5, "seq": [7] * 5, "link": [0] * 5,
                           "size": [1040] * 5})
    assert [e[1] for e in ccsim_events(copies, until_ns=3 * 10**9)] == ["+", "+", "-"]
    assert [e[1] for e in ccsim_events(copies, until_ns=5 * 10**9)] == ["+", "+", "m", "-", "-"]


def test_sack_draws_move_to_a_clock_that_holds_sack_blocks() -> None:
    """``with_sack``: every flow on SACK, every link at a fifth of its rate (163,840 -> 32,768
    b/s, 2^15; a RED bottleneck's 81,920 -> 16,384), where a SACK block's 8 bytes take a whole
    1/512 s, exact in ns-2's doubles and in ccsim's nanoseconds alike, and the run four times as
    long; a rate off the exact clock's grid is refused."""
    sc = with_sack(with_drawn_red(random_trace_scenario(5, 1, exact_clock=True), 5))
    assert sc.defaults.tcp.recovery == "sack"
    assert (sc.topology.bottleneck.bandwidth, sc.topology.access.bandwidth) == (16_384, 32_768)
    for bits in (64, 40 * 8, 1040 * 8):  # a SACK block, an ACK, a data packet
        assert bits * 512 % sc.topology.access.bandwidth == 0
        assert bits * 10**9 % sc.topology.access.bandwidth == 0
    assert sc.duration == 240 * 10**9 + 500
    chain = with_sack(chain_trace_scenario(2, 1))
    assert {e.bandwidth for e in chain.topology.edges} <= {16_384, 32_768}
    with pytest.raises(ValueError, match="exact clock"):
        with_sack(random_trace_scenario(5, 1).with_changes({"topology.access.bandwidth": 1234}))


@pytest.mark.parametrize("draw", [
    Draw(), Draw(flows=3), Draw(flows=2, exact_clock=True), Draw(flows=2, chain=True),
    Draw(flows=2, rules=True), Draw(red=True), Draw(flows=3, chain=True, red=True, rules=True),
    Draw(sack=True, red=True), Draw(flows=2, sack=True), Draw(flows=3, bursts=True),
    Draw(adaptive=True), Draw(flows=2, chain=True, adaptive=True, sack=True),
    Draw(byte_mode=True), Draw(flows=3, byte_mode=True, adaptive=True, bursts=True),
])
def test_the_recipe_printed_for_a_draw_rebuilds_it(draw: Draw) -> None:
    """``ccsim validate ns2 --random`` prints ``Draw.recipe()`` as the way to rebuild a draw
    that parts: evaluated with the module's functions it must give the very scenario compared
    (RED and SACK on the exact clock, a chain never on the dumbbell)."""
    for seed in (3, 8):
        rebuilt = eval(draw.recipe(), vars(random_traces), {"seed": seed})
        assert rebuilt.model_dump() == draw.scenario(seed).model_dump()
    assert ("exact_clock=True" in draw.recipe()) == (draw.on_exact_clock and not draw.chain)


def test_tolerant_comparison_ignores_the_order_of_events_a_microsecond_apart() -> None:
    """With a tolerance, two events whose printed times round to either side of a microsecond
    (ns-2 prints 46.780273 where ccsim's exact time rounds to 46.780274) are simultaneous: a
    different order between them is not a difference. Without one, or farther apart, it is."""
    ns2 = [(100, "+", "data", 0, 296, 1040), (100, "r", "data", 0, 293, 1040)]
    mine = [(100, "r", "data", 0, 293, 1040), (101, "+", "data", 0, 296, 1040)]
    assert compare_traces(ns2, mine, tolerance_us=1)["identical"]
    assert not compare_traces(ns2, mine)["identical"]
    later = [(100, "r", "data", 0, 293, 1040), (102, "+", "data", 0, 296, 1040)]
    assert not compare_traces(ns2, later, tolerance_us=1)["identical"]


def test_adaptive_red_and_automatic_parameters_translate_as_ns2s_own() -> None:
    """``"auto"`` is ns-2's 0 (thresholds) and -1 (weight), worked out by ns-2 from the link;
    Adaptive RED writes its constants (an automatic bottom as 0), and every link with an
    automatic min_th writes its target delay, so a link does not take an earlier link's class
    default."""
    link = {"bandwidth": "2Mbps", "delay": "10ms"}
    sc = Scenario.model_validate({
        "name": "x", "duration": "5s",
        "topology": {"kind": "graph", "nodes": ["a", "b", "c", "d"], "edges": [
            {"from": "a", "to": "b", "name": "first", **link, "queue": {
                "kind": "red", "limit": "40pkt", "min_th": "auto", "max_th": "auto",
                "w_q": "auto", "target_delay": "50ms",
                "adaptive": {"interval": "250ms", "alpha": 0.05, "bottom": 0.02}}},
            {"from": "b", "to": "c", "name": "second", **link, "queue": {
                "kind": "red", "limit": "40pkt", "min_th": "auto", "adaptive": True}},
            {"from": "c", "to": "d", "name": "third", **link, "queue": {
                "kind": "red", "limit": "40pkt"}}]},
        "flows": [{"name": "f", "src": "a", "dst": "d"}]})
    text = ns2_script(sc.lower(1).engine, 0).text
    # Each edge is two links (both directions), each set up before its simplex-link.
    first, second, third = text.split("simplex-link")[0:5:2]
    for line in ("thresh_ 0", "maxthresh_ 0", "q_weight_ -1", "targetdelay_ 0.050000000",
                 "adaptive_ 1", "alpha_ 0.05", "beta_ 0.9", "interval_ 0.250000000", "top_ 0.5",
                 "bottom_ 0.02"):
        assert f"Queue/RED set {line}\n" in first, line
    for line in ("thresh_ 0", "maxthresh_ 15.0", "q_weight_ 0.002", "targetdelay_ 0.005000000",
                 "adaptive_ 1", "alpha_ 0.01", "interval_ 0.500000000", "bottom_ 0"):
        assert f"Queue/RED set {line}\n" in second, line
    assert "Queue/RED set adaptive_ 0\n" in third and "targetdelay_" not in third
    for block in (first, second, third):
        assert "Queue/RED set bytes_ false\n" in block
        assert "Queue/RED set queue_in_bytes_ false\n" in block
    bytes_script = _script("red-bytes")
    assert "Queue/RED set bytes_ true\n" in bytes_script
    assert "Queue/RED set queue_in_bytes_ true\n" in bytes_script


def test_red_translates_as_classic_red() -> None:
    """ns-2.35 defaults to ``use_mark_p_ true`` (since 2005): an average above the curve then
    drops through ``drop_early``, drawing a random number, and ECN marks only while the
    curve's p < ``mark_p_``. ccsim's default is the papers' classic RED, so a RED script turns
    it off unless ``use_mark_p`` asks for it (with its ``mark_p``), and a replayed run gives
    its RED queues ns-2's stream."""
    from ccsim.validation.ns2 import with_red_stream

    sc = Scenario.load(case("trace-red").path)
    text = ns2_script(sc.lower(1).engine, 0).text
    assert text.count("Queue/RED set use_mark_p_ false") == 2  # both directions
    assert "mark_p_" not in text.replace("use_mark_p_", "")
    marked = sc.with_changes({"topology.bottleneck.queue.use_mark_p": True,
                              "topology.bottleneck.queue.mark_p": 0.02})
    text = ns2_script(marked.lower(1).engine, 0).text
    assert text.count("Queue/RED set use_mark_p_ true") == 2
    assert text.count("Queue/RED set mark_p_ 0.02") == 2
    replay = with_red_stream(sc, [1, 2, 3, 4, 5, 6])
    assert replay.topology.bottleneck.queue.ns2_stream == [1, 2, 3, 4, 5, 6]
    queues = [link["queue"] for link in replay.lower(1).engine["links"]
              if link["queue"]["kind"] == "red"]
    assert len(queues) == 2 and all(q["ns2_stream"] == [1, 2, 3, 4, 5, 6] for q in queues)
    plain = Scenario.load(case("trace-reno").path)
    assert with_red_stream(plain, [1, 2, 3, 4, 5, 6]) is plain
    # A topology the replay does not reach is refused, not run with the engine's own draws.
    lot = Scenario.model_validate({
        "name": "lot", "duration": "1s",
        "topology": {"kind": "parking_lot", "hops": 2, "bottleneck": {
            "bandwidth": "2Mbps", "delay": "10ms", "queue": {"kind": "red", "limit": "30pkt"}}},
        "flows": [{"name": "f", "rtt": "100ms"}]})
    with pytest.raises(Unsupported, match="parking_lot"):
        with_red_stream(lot, [1, 2, 3, 4, 5, 6])


def test_a_red_stream_that_is_not_one_is_refused_by_name() -> None:
    from ccsim import run
    from ccsim.errors import ScenarioError

    sc = Scenario.load(case("trace-red").path)
    with pytest.raises(ScenarioError, match="ns2_stream"):
        sc.with_changes({"topology.bottleneck.queue.ns2_stream": [1, 2, 3]})
    bad = sc.with_changes({"topology.bottleneck.queue.ns2_stream": [0, 0, 0, 1, 1, 1]})
    with pytest.raises(ScenarioError, match="ns2_stream"):
        run(bad, progress=False)


def test_a_chain_draw_that_parted_gives_the_same_tables_untraced() -> None:
    """Chain draw 542 of three flows (senders behind two hops, so the link after each first
    data link is express): a retransmission timeout and another flow's ACK fell due at one
    instant, and the sender that took its ACK ahead put its packet first where the two met,
    one link past the express one (`net::ahead`, ``meets_others_by_event``). Untraced (the
    engine's shortcuts on) it then gave other tables than traced, where ns-2 agreed with the
    traced run; such senders now stay on events."""
    assert same_untraced(chain_trace_scenario(542, 3))


@pytest.mark.parametrize("option", ["--out", "--scripts"])
def test_cli_unusable_output_directory_fails_before_the_suite(tmp_path, monkeypatch,
                                                              option: str) -> None:
    """``--out FILE`` ran the whole suite, then died with FileExistsError (its results lost);
    ``--scripts FILE`` was a FileExistsError traceback. Both are usage errors (exit 2) now,
    found before anything runs."""
    import ccsim.validate_cli
    import ccsim.validation.ns2
    from ccsim.validation.suite import write_scripts

    monkeypatch.setattr(ccsim.validation.ns2, "ns_binary", lambda: "/usr/bin/ns")
    monkeypatch.setattr(ccsim.validate_cli, "_run", lambda *a, **k: pytest.fail("the suite ran"))
    a_file = tmp_path / "afile"
    a_file.write_text("x")
    for target in (a_file, a_file / "under"):
        result = runner.invoke(app, ["validate", "ns2", "--case", "red-gentle", option,
                                     str(target)])
        assert result.exit_code == 2 and isinstance(result.exception, SystemExit), result.output
        assert f"{option} {target}:" in result.output
    assert a_file.read_text() == "x"
    with pytest.raises(NotADirectoryError, match="exists and is not a directory"):
        write_scripts(a_file)
