"""ccsim against the real ns-2.35 (the differential suite, docs/validation.md), quick mode.

Needs ns-2's ``ns`` command (``apt-get install ns2``; ``.ci/run`` installs it). Outside CI a
machine without ns-2 skips these tests with that message; under ``CI=true`` a missing ns-2 is a
failure, so the suite can never pass CI by not running.
"""

from __future__ import annotations

import dataclasses
import math
import os
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ccsim import Scenario, run
from ccsim.cli import app
from ccsim.units import parse_size
from ccsim.validation.cases import CASES, Case, case
from ccsim.validation.ns2 import ns_binary, run_both
from ccsim.validation.random_traces import (
    Draw,
    chain_trace_scenario,
    compare_random_trace,
    random_trace_scenario,
    with_drawn_red,
    with_drawn_rules,
)
from ccsim.validation.suite import SuiteResult, case_scenario, run_suite, trace_row
from ccsim.validation.tcl import ns2_script
from ccsim.validation.traces import ccsim_events, compare_traces, ns2_events

if ns_binary() is None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail("ns-2 is missing under CI=true: .ci/run must install it (apt-get install ns2)",
                    pytrace=False)
    pytest.skip("ns-2 is not installed (apt-get install ns2): the differential suite cannot run",
                allow_module_level=True)


@pytest.fixture(scope="module")
def suite() -> SuiteResult:
    return run_suite(CASES, quick=True)


def test_every_statistical_row_agrees(suite: SuiteResult) -> None:
    s = suite.stats
    assert set(s["case"]) == {c.id for c in CASES if not c.trace}
    assert (s["n"] == 8).all()
    bad = s[~s["agrees"]]
    assert bad.empty, "\n" + bad[["case", "what", "metric", "ns2_mean", "ccsim_mean", "diff_pct",
                                  "p_holm"]].to_string()


@pytest.mark.parametrize("case_id", [c.id for c in CASES if c.trace])
def test_trace_is_identical(suite: SuiteResult, case_id: str) -> None:
    row = suite.traces.set_index("case").loc[case_id]
    assert row["events"] > 1000
    assert row["identical"], row["first_difference"]
    assert row["agrees"], (row["ns2_final_cwnd"], row["ccsim_final_cwnd"],
                           row["ns2_final_ssthresh"], row["ccsim_final_ssthresh"])


def test_the_comparison_sees_a_real_difference() -> None:
    """A negative control: ns-2's Reno trace against ccsim running NewReno on the same listed
    losses must differ (the trace comparison is not vacuous)."""
    sc = case_scenario(case("trace-reno"), quick=True)
    lowered = sc.lower(1)
    link = lowered.engine["links"][0]
    ns2 = run_both(sc, seed=1, replication=0, trace_links=(0,))["ns2_trace"]
    other = run_both(sc.with_changes({"defaults.tcp.recovery": "newreno"}), seed=1,
                     replication=0, trace_links=(0,))["ccsim_trace"]
    result = compare_traces(ns2_events(ns2, {(link["from"], link["to"]): 0}),
                            ccsim_events(other, lowered.engine["duration_ns"]))
    assert not result["identical"]


@pytest.mark.parametrize("seed", range(12))
def test_random_trace_patterns_are_identical(seed: int) -> None:
    """Loss patterns and TCP options drawn at random (ccsim.validation.random_traces): the
    draws found the tick-phase and delayed-ACK departures the hand-built cases missed."""
    row = compare_random_trace(seed)
    assert row["events"] > 100
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize("seed", [52, 61, 75])
def test_two_flow_random_traces_with_simultaneous_arrivals_are_identical(seed: int) -> None:
    """Draws of two flows whose packets reach the bottleneck at one instant from both access
    links, one of them after waiting on its line: ns-2 queues first the one whose transmission
    started first (docs/validation.md, row K); these three parted from ns-2 before."""
    row = compare_random_trace(seed, Draw(flows=2))
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize("seed", [13, 25, 2, 43, 48])
def test_equal_rtt_draws_on_an_exact_clock_are_identical(seed: int) -> None:
    """Two flows of equal RTT over links all as fast as the bottleneck (seed 004's kind of
    setup), on times ns-2's clock holds exactly: nearly every arrival ties, and ns-2's order
    of scheduling and ccsim's agree (on the usual decimal grid most such draws part, where
    ns-2's rounding decides: docs/validation.md). In 2, 43 and 48 the access delay is shorter
    than a data packet's transmission, so a sender's link frees up (ns-2's resume) at the
    instant an ACK arrives: ns-2 runs the two in the order they were scheduled, and what each
    starts reaches the bottleneck in that order (docs/validation.md, row L); these parted from
    ns-2 before (every such draw of 0-119 did)."""
    sc = random_trace_scenario(seed, 2, exact_clock=True)
    rtts = {f.rtt for f in sc.flows}
    assert len(rtts) == 1 and not sc.defaults.tcp.delayed_ack
    assert (rtts.pop() < 10**8) == (seed in (2, 43, 48))  # short access delays
    row = compare_random_trace(seed, Draw(flows=2, exact_clock=True))
    assert row["events"] > 1000
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize("seed", [5, 17, 18])
def test_delayed_ack_draws_on_an_exact_clock_are_identical(seed: int) -> None:
    """The same kind of draw with delayed ACKs, whose timeout is 51/512 s on the exact clock:
    a delayed ACK's timer, an ACK's arrival and a link's resume may then fall due at one
    instant, and ns-2's order of scheduling decides among them."""
    sc = random_trace_scenario(seed, 2, exact_clock=True)
    assert sc.defaults.tcp.delayed_ack and sc.defaults.tcp.delack_timeout == 51 * 10**9 // 512
    row = compare_random_trace(seed, Draw(flows=2, exact_clock=True))
    assert row["events"] > 1000
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize("seed", range(6))
def test_chain_draws_with_express_queues_and_ack_paths_are_identical(seed: int) -> None:
    """Three flows over a graph of express links (ccsim.validation.random_traces,
    ``chain_trace_scenario``): the queue is handed its packets when the feeder accepts them,
    and the ACKs cross up to five express links in a row. The trace must be ns-2's, and the
    untraced run (the engine's shortcuts on) must give the same tables."""
    sc = chain_trace_scenario(seed, 3)
    assert sc.topology.kind == "graph" and len(sc.flows) == 3
    row = compare_random_trace(seed, Draw(flows=3, chain=True))
    assert row["events"] > 500
    assert row["identical"], row["first_difference"]
    assert row["same_untraced"] and row["agrees"]


@pytest.mark.parametrize("seed", [11, 12, 13, 23, 27])
def test_window_rule_draws_are_identical(seed: int) -> None:
    """One flow under a drawn GAIMD or binomial rule (``with_drawn_rules``) with ns-2's first
    decrease: these five decrease by the rule more than once (three to five fast
    retransmits), three of them also time out, so the rule's increase and decrease shape
    the trace (the same draw as Reno gives other tables)."""
    base = random_trace_scenario(seed)
    sc = with_drawn_rules(base, seed)
    window = sc.flows[0].tcp.window
    assert window.rule in ("aimd", "binomial") and window.first_decrease == "half"
    assert (window.alpha, window.beta) != (1.0, 0.5)
    assert not run(sc, progress=False).flows.equals(run(base, progress=False).flows)
    row = compare_random_trace(seed, Draw(rules=True))
    assert row["events"] > 100
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize("seed", [0, 1])
def test_window_rule_draws_of_three_flows_are_identical(seed: int) -> None:
    """Three flows, each under its own drawn rule, on the exact clock and over a chain of
    express links."""
    for row in (compare_random_trace(seed, Draw(flows=3, exact_clock=True, rules=True)),
                compare_random_trace(seed, Draw(flows=3, chain=True, rules=True))):
        assert row["events"] > 500
        assert row["identical"], row["first_difference"]
        assert row["agrees"]


@pytest.mark.parametrize("seed", [13, 14, 22, 25])
def test_red_draws_are_identical(seed: int) -> None:
    """One flow into a drawn RED queue on the exact clock (``with_drawn_red``): its early drops
    draw from ns-2's stream, so every decision (and the average behind it, aged over idle time
    as ns-2 computes it) must be ns-2's. These four drop early twenty to thirty times (one of
    them also at the average's limit), gentle or not, wait_ or not."""
    sc = with_drawn_red(random_trace_scenario(seed, 1, exact_clock=True), seed)
    assert not sc.topology.bottleneck.queue.ecn
    assert run(sc, progress=False).links.set_index("name").at["bottleneck", "drops_early"] > 10
    row = compare_random_trace(seed, Draw(red=True))
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize("seed", [4, 12, 26, 132, 212])
def test_red_ecn_draws_are_identical(seed: int) -> None:
    """The same with ECN: RED marks ECN-capable packets (compared as events: ns-2 shows a mark on
    the packet's ``-`` line). Draws 132 and 212 are Tahoe flows whose third duplicate ACK came
    in the window of an ECN reduction: ns-2 then closes cwnd to one, goes back N and sets CWR
    on the next packet (``TcpAgent::dupack_action``), which ccsim did not until they parted."""
    sc = with_drawn_red(random_trace_scenario(seed, 1, exact_clock=True), seed)
    assert sc.topology.bottleneck.queue.ecn
    assert run(sc, progress=False).links.set_index("name").at["bottleneck", "marks"] > 0
    row = compare_random_trace(seed, Draw(red=True))
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize("seed", [15, 96, 152, 183])
def test_ecn_setup_draws_are_identical(seed: int) -> None:
    """ns-2's ECN sender sends packet 0 as its ECN setup (ECE set, not ECN-capable) and its
    sink echoes it; an echo on an ACK past packet 0 (a delayed ACK of packets 0 and 1, or the
    ACK after a lost packet 0 is resent) halves the window. These draws (delayed ACKs in 15 and
    96, packet 0 lost in 15) parted from ns-2 within the first seconds before ccsim modelled
    the setup (``ecn_retransmit_ect``)."""
    sc = with_drawn_red(random_trace_scenario(seed, 1, exact_clock=True), seed)
    assert sc.defaults.tcp.ecn_retransmit_ect
    row = compare_random_trace(seed, Draw(red=True))
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize(("seed", "flows", "rules"), [
    (651, 1, False), (360, 1, False), (175, 2, False), (303, 3, False), (321, 3, False),
    (315, 3, False), (529, 2, True)])
def test_ns2_ecn_sender_draws_are_identical(seed: int, flows: int, rules: bool) -> None:
    """RED draws with ECN that each parted from ns-2 on one rule of its TCP agents, now
    followed: 651, a second ECE with cwnd at one packet backs the RTO off (``ecn_backoff_``);
    360, a timeout after an ECN reduction keeps ssthresh, as ``TcpAgent::timeout`` tests
    ``highest_ack_ < recover_`` after moving ``recover_`` to ``maxseq_``; 175, an ECE on an ACK
    past ``recover`` ends NewReno's recovery (``last_cwnd_action_`` is ECN's, not the fast
    retransmit's); 303, duplicate ACKs count with nothing outstanding (Limited Transmit sent
    on one at cwnd 0.5); 321, a timeout with nothing outstanding asks for CWR; 315, a mark on
    a retransmission that entered while the original waited belongs to that copy; 529 (drawn
    window rules), only a full new ACK lets NewReno's next partial ACK restart the RTO
    (``firstpartial_``), not a new fast retransmit."""
    row = compare_random_trace(seed, Draw(flows=flows, red=True, rules=rules))
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize(("seed", "chain"), [(5, False), (12, False), (39, False), (2, True)])
def test_sack_draws_are_identical(seed: int, chain: bool) -> None:
    """SACK (ns-2's ``Sack1``) on the exact clock at 2^15 b/s (``with_sack``): three RED draws
    with ECN, each with fast retransmits, a timeout and 27 to 60 marks, delayed ACKs in 5 and
    39 (ns-2's ECN sender over the SACK path), and a chain draw."""
    row = compare_random_trace(seed, Draw(chain=chain, red=not chain, sack=True))
    assert row["events"] > 1000
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize(("seed", "flows"), [(1, 1), (3, 1), (10, 1), (20, 1), (6, 3), (32, 3)])
def test_burst_limit_draws_are_identical(seed: int, flows: int) -> None:
    """Drawn ``max_burst`` and ``max_cwnd`` (ns-2 ``maxburst_``, ``maxcwnd_``;
    ``with_drawn_bursts``): one-flow draws of SACK, Tahoe, Reno with delayed ACKs and NewReno,
    each with listed losses, and two three-flow draws on the exact clock whose flows
    differ in their cap (they parted while the script let a flow inherit the previous flow's
    ``maxcwnd_``). Each limit changes the trace: the same draw without them gives other
    tables."""
    draw = Draw(flows=flows, exact_clock=flows > 1, bursts=True)
    sc, base = draw.scenario(seed), Draw(flows=flows, exact_clock=flows > 1).scenario(seed)
    assert not run(sc, progress=False).flows.equals(run(base, progress=False).flows)
    row = compare_random_trace(seed, draw)
    assert row["events"] > 500
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


def _without_timestamps(sc: Scenario) -> Scenario:
    """``sc`` with timestamps off, each such flow given back the option's 10 bytes as payload:
    the same packets on the wire, timed by one packet per round trip instead of every ACK."""
    data = sc.to_dict()
    for flow in data["flows"]:
        tcp = flow.setdefault("tcp", {})
        if tcp.get("timestamps"):
            tcp.update(timestamps=False, mss=f"{parse_size(tcp['mss']) + 10}B")
    return Scenario.model_validate(data)


#: What the RTT samples can change in a flow's row (its byte counts follow the payload size).
_SENDING = ["data_sent", "retransmits", "timeouts", "fast_retransmits"]


@pytest.mark.parametrize(("seed", "draw"), [
    (0, Draw()), (16, Draw()), (6, Draw(flows=3, exact_clock=True)), (17, Draw(sack=True)),
    (20, Draw(chain=True, rules=True))])
def test_timestamp_draws_are_identical(seed: int, draw: Draw) -> None:
    """TCP timestamps (ns-2 ``timestamps_``; ``with_timestamps``) on about three flows in four:
    one-flow draws on the usual grid whose timeouts move with the per-ACK samples (0: one
    timeout where the same flows without timestamps have two; 16: none against one), three
    mixed flows on the exact clock (19 timeouts against 27), SACK (1 against 2) and a chain
    with window rules (none against 1). In each, ccsim without timestamps (the same packets
    on the wire) sends otherwise, so the samples' arithmetic is what the traces check."""
    draw = dataclasses.replace(draw, timestamps=True)
    sc = draw.scenario(seed)
    with_ts, without = (run(x, progress=False).flows[_SENDING] for x in (sc, _without_timestamps(sc)))
    assert not with_ts.equals(without)
    row = compare_random_trace(seed, draw)
    assert row["events"] > 1000
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize(("seed", "flows"), [(22, 1), (5, 1), (7, 1), (20, 1), (1, 3)])
def test_adaptive_red_draws_are_identical(seed: int, flows: int) -> None:
    """A drawn RED bottleneck made Adaptive RED (``with_adaptive_red``): gentle with an
    automatic min_th (22), everything automatic with ECN and a fixed bottom, gentle (5),
    everything automatic, not gentle (7), fixed thresholds with an automatic weight and ECN,
    gentle (20), and three flows. Adaptive RED changes each one's tables; max_p moving the
    gentle part of the curve too (not ns-2's arithmetic) parted 6 of 60 such draws."""
    draw = Draw(flows=flows, adaptive=True)
    plain = run(Draw(flows=flows, red=True).scenario(seed), progress=False)
    assert not run(draw.scenario(seed), progress=False).links.equals(plain.links)
    row = compare_random_trace(seed, draw)
    assert row["events"] > 1000
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


@pytest.mark.parametrize(("seed", "flows", "adaptive"),
                         [(1, 1, False), (5, 1, False), (8, 1, False), (10, 1, False),
                          (19, 1, False), (2, 3, True)])
def test_red_byte_mode_draws_are_identical(seed: int, flows: int, adaptive: bool) -> None:
    """A drawn RED bottleneck in ns-2's byte mode (``with_red_byte_mode``): mean packet sizes
    of 1,500 B with ECN (1), 1,040 B gentle with ECN and delayed ACKs (5), 500 B gentle with
    delayed ACKs (8), 1,500 B gentle with ECN and delayed ACKs (10), and three flows into
    Adaptive RED in byte mode; 1, 10 and 19 (no ECN) with ``use_mark_p``, which changes their
    tables. Byte mode changes each one's tables; without the size scaling of the drop
    probability 33 of 60 such draws parted."""
    draw = Draw(flows=flows, byte_mode=True, adaptive=adaptive)
    sc = draw.scenario(seed)
    plain = run(Draw(flows=flows, red=True, adaptive=adaptive).scenario(seed), progress=False)
    links = run(sc, progress=False).links
    assert not links.equals(plain.links)
    assert sc.topology.bottleneck.queue.use_mark_p == (seed in (1, 10, 19))
    if sc.topology.bottleneck.queue.use_mark_p:
        without = sc.with_changes({"topology.bottleneck.queue.use_mark_p": False,
                                   "topology.bottleneck.queue.mark_p": None})
        assert not links.equals(run(without, progress=False).links)
    row = compare_random_trace(seed, draw)
    assert row["events"] > 1000
    assert row["identical"], row["first_difference"]
    assert row["agrees"]


def test_red_draws_of_three_flows_are_identical() -> None:
    """RED with three flows, over the dumbbell and over a chain of express links."""
    for row in (compare_random_trace(1, Draw(flows=3, red=True)),
                compare_random_trace(1, Draw(flows=3, chain=True, red=True))):
        assert row["events"] > 500
        assert row["identical"], row["first_difference"]
        assert row["agrees"]


def test_a_run_of_trace_cases_alone() -> None:
    """Trace cases without statistical ones: no metric rows, and no crash building them (a
    run of one trace case once failed on the empty sample table)."""
    result = run_suite([case("trace-reno")], quick=True, jobs=1)
    assert result.stats.empty and list(result.stats.columns)[:3] == ["case", "what", "metric"]
    assert result.passed and len(result.traces) == 1
    cli = CliRunner().invoke(app, ["validate", "ns2", "--case", "trace-reno", "--jobs", "1"])
    assert cli.exit_code == 0, cli.output
    assert "1/1 traces identical" in cli.output


def test_the_cli_runs_random_traces() -> None:
    out = CliRunner().invoke(app, ["validate", "ns2", "--random", "3", "--jobs", "1"])
    assert out.exit_code == 0, out.output
    assert "3/3 random traces identical" in out.output


def test_the_cli_runs_random_traces_of_several_flows() -> None:
    args = ["validate", "ns2", "--random", "2", "--flows"]
    out = CliRunner().invoke(app, [*args, "3", "--jobs", "1"])
    assert out.exit_code == 0, out.output
    assert "2/2 random traces identical" in out.output
    assert "random_trace_scenario(seed, 3)" in out.output
    bad = CliRunner().invoke(app, [*args, "4"])
    assert bad.exit_code == 2 and "--flows" in bad.output
    exact = CliRunner().invoke(app, [*args, "2", "--exact-clock", "--jobs", "1"])
    assert exact.exit_code == 0, exact.output
    assert "random_trace_scenario(seed, 2, exact_clock=True)" in exact.output
    chain = CliRunner().invoke(app, [*args, "2", "--chain", "--jobs", "1"])
    assert chain.exit_code == 0, chain.output
    assert "2/2 random traces identical" in chain.output
    assert "chain_trace_scenario(seed, 2)" in chain.output
    rules = CliRunner().invoke(app, [*args, "2", "--rules", "--jobs", "1"])
    assert rules.exit_code == 0, rules.output
    assert "2/2 random traces identical" in rules.output
    assert "with_drawn_rules(random_trace_scenario(seed, 2), seed)" in " ".join(
        rules.output.split())  # as wrapped by the console
    red = CliRunner().invoke(app, [*args, "2", "--red", "--jobs", "1"])
    assert red.exit_code == 0, red.output
    assert "with_drawn_red(random_trace_scenario(seed, 2, exact_clock=True), seed)" in " ".join(
        red.output.split())
    sack = CliRunner().invoke(app, ["validate", "ns2", "--random", "2", "--sack", "--red",
                                    "--jobs", "1"])
    assert sack.exit_code == 0, sack.output
    assert ("with_sack(with_drawn_red(random_trace_scenario(seed, 1, exact_clock=True), seed))"
            in "".join(sack.output.split()).replace(",", ", "))


def test_a_replay_at_a_later_replication_is_identical() -> None:
    """Replication 4 runs ns-2 on its fifth substream: the replay takes the tick phases from
    there (with the first substream's phases this case parts: its timeout moves with them)."""
    sc = case_scenario(case("trace-newreno-delack-timeout"), quick=False)
    lowered = sc.lower(5)
    link = lowered.engine["links"][0]
    o = run_both(sc, seed=5, replication=4, trace_links=(0,))
    result = compare_traces(ns2_events(o["ns2_trace"], {(link["from"], link["to"]): 0}),
                            ccsim_events(o["ccsim_trace"], lowered.engine["duration_ns"]))
    assert result["identical"], result["first_difference"]


def _dumbbell(tcp: dict[str, object], queue: dict[str, object], flows: int = 1) -> Scenario:
    return Scenario.model_validate({
        "name": "audit", "duration": "3.0000005s",
        "topology": {"kind": "dumbbell", "access": {"bandwidth": "10Mbps"},
                     "bottleneck": {"bandwidth": "2Mbps", "delay": "10ms", "queue": queue}},
        "defaults": {"tcp": tcp},
        "flows": [{"name": f"f{i}", "rtt": f"{80 + 20 * i}ms"} for i in range(flows)]})


def test_a_syn_with_another_header_size_is_the_same_size_in_ns2() -> None:
    """ns-2 sizes a SYN by tcpip_base_hdr_size_ (40 B); the scripts now set it to the flow's
    header, as ccsim sizes it. With a 60 B header the traces parted at the first event."""
    sc = _dumbbell({"recovery": "reno", "syn": True, "mss": "500B", "header": "60B"},
                   {"kind": "droptail", "limit": "50pkt"})
    row = trace_row(Case("syn-header", sc.name, trace=True), sc)
    assert row["events"] > 1000 and row["identical"], row["first_difference"]


def test_an_unlimited_queue_with_a_byte_limit_is_compared_as_written() -> None:
    """The comparison re-derives the scenario (trace links, tick phase) through its plain
    data, which lost "unlimited": ccsim ran the default 50 packets where ns-2 ran the byte
    limit alone. 240 B packets under 20 KB hold up to 83 packets."""
    sc = _dumbbell({"recovery": "newreno", "mss": "200B"},
                   {"kind": "droptail", "limit": "unlimited", "limit_bytes": "20KB"})
    row = trace_row(Case("unlimited-bytes", sc.name, trace=True), sc)
    assert row["events"] > 1000 and row["identical"], row["first_difference"]


def test_red_automatic_weights_are_the_ones_ns2_works_out(tmp_path: Path) -> None:
    """RED's ``time_constant`` stands for ns-2's ``q_weight_ 0`` (1 s) and ``-2`` (100 ms):
    ns-2 works the weight out when the link is made (red.cc ``initialize_params``) and prints
    it back exactly; it must be the value the engine computes, 1 - exp(-(1 s / tc) / C)
    (checked to the bit against that formula by the engine's own test,
    ``a_time_constant_gives_ns2s_q_weight_0_and_minus_2``). The script written for a
    scenario gives ns-2 the codes."""
    script = tmp_path / "weights.tcl"
    script.write_text("\n".join([
        "set ns [new Simulator]", "set a [$ns node]", "set b [$ns node]", "set c [$ns node]",
        "Queue/RED set q_weight_ 0", "$ns simplex-link $a $b 2Mb 10ms RED",
        "Queue/RED set q_weight_ -2", "$ns simplex-link $b $c 3Mb 10ms RED",
        "set tcl_precision 17",
        "puts [[[$ns link $a $b] queue] set q_weight_]",
        "puts [[[$ns link $b $c] queue] set q_weight_]", ""]))
    out = subprocess.run([str(ns_binary()), str(script)], capture_output=True, text=True,
                         timeout=60, check=True).stdout.split()
    ptc = [2e6 / (8.0 * 500), 3e6 / (8.0 * 500)]  # ns-2's mean_pktsize_ 500
    assert [float(w) for w in out] == [1.0 - math.exp(-(1e9 / 1e9) / ptc[0]),
                                       1.0 - math.exp(-(1e9 / 1e8) / ptc[1])]
    for tc, code in (("1s", "0"), ("100ms", "-2")):
        sc = _dumbbell({"recovery": "newreno"}, {"kind": "red", "limit": "30pkt",
                                                 "w_q": "auto", "time_constant": tc})
        text = ns2_script(sc.lower(1).engine, 0, ()).text
        assert f"Queue/RED set q_weight_ {code}\n" in text
