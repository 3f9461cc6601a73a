"""Running scenarios through the compiled engine: results tables, determinism, engine errors,
budgets, saving. These need ``ccsim._core`` (``bash scripts/bootstrap.sh``)."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

import ccsim
from ccsim import Results, Scenario
from ccsim.atomic import write_atomic
from ccsim.results import TABLES
from ccsim.run import engine_json

ROOT = Path(__file__).parent.parent


def small(**changes: Any) -> Scenario:
    """Seed 000 Table III mixed, shortened to 30 s."""
    sc = Scenario.load(ROOT / "scenarios" / "rtcp-table3-mixed.toml")
    return sc.with_changes({"duration": "30s", **changes})


def test_flows_and_links_tables() -> None:
    r = ccsim.run(small(), seed=3, progress=False)
    f = r.flows
    assert list(f["name"]) == ["short", "long"]
    assert list(f["kind"]) == ["reno/randomized(I=1)", "reno"]
    for col in ("throughput_pps", "goodput_bps", "drops", "timeouts", "fast_retransmits",
                "delivered", "data_sent", "base_rtt_s", "loss_rate"):
        assert col in f.columns
    assert list(f["base_rtt_s"]) == [0.06, 0.08]
    # goodput = delivered payload bytes * 8 / active time; throughput in packets
    assert (f["goodput_bps"] / f["throughput_pps"]).round(6).tolist() == [4000.0, 4000.0]
    links = r.links.set_index("name")
    assert links.loc["bottleneck", "bandwidth_bps"] == 2e6
    # the bottleneck cannot carry more than its rate: 2 Mbps / (540 B * 8) = 463 pkt/s
    assert f["throughput_pps"].sum() <= 2e6 / (540 * 8) * 1.001
    assert 0.5 < links.loc["bottleneck", "utilization"] <= 1.0
    assert r.meta["seed"] == 3 and r.meta["finished"]
    assert r.meta["sim_ns"] == 30 * 10**9


@pytest.mark.parametrize("queue", ["droptail", "codel"])
def test_links_count_only_what_left_the_queue_by_the_end(queue: str) -> None:
    """A 20 Mbps UDP source into a 10 Mbps link with a deep buffer ends the run with a standing
    queue. The links table counts the transmissions started within the run (the trace's ``-``
    events), so the link carries at most its rate (utilization <= 1); ``mean_queue_pkts`` is the
    queue's time average, which a queue sampler every millisecond estimates; the mean wait is
    that of the packets sent (Little's law over them: waits summed = waits of those sent)."""
    limit = "2000pkt" if queue == "droptail" else 2000
    data = {"duration": "1s", "topology": {"kind": "dumbbell", "bottleneck": {
        "bandwidth": "10Mbps", "delay": "10ms", "queue": {"kind": queue, "limit": limit}}},
        "flows": [{"name": "udp", "rtt": "40ms", "udp": {"kind": "cbr", "rate": "20Mbps"}}],
        "monitors": {"trace": {"links": ["bottleneck"]},
                     "queue": {"links": ["bottleneck"], "every": "1ms"}}}
    if queue == "codel":  # no early drops: a target no wait reaches in 1 s
        data["topology"]["bottleneck"]["queue"].update(target="5s", interval="10s")
    r = ccsim.run(data, progress=False)
    link = r.links.set_index("name").loc["bottleneck"]
    sent = r.trace[(r.trace["event"] == "-") & (r.trace["link"] == 0)]
    assert link["tx_pkts"] == len(sent) and link["tx_bytes"] == sent["size"].sum()
    assert link["utilization"] <= 1.0 and link["throughput_bps"] <= 10e6
    assert link["utilization"] == pytest.approx(1.0, abs=0.01)  # busy from the first packet on
    waiting_at_end = r.queue[r.queue["link"] == 0]["pkts"].iloc[-1]
    assert waiting_at_end > 400  # the run ends with a deep standing queue
    sampled = r.queue[r.queue["link"] == 0]["pkts"].mean()
    assert link["mean_queue_pkts"] == pytest.approx(sampled, rel=0.01)
    assert link["queue_delay_mean_s"] * link["tx_pkts"] < link["waited_s"]


def test_flow_samples_count_everything_up_to_their_instant() -> None:
    """A 1 Mb/s CBR source of 1000-byte packets sends one every 8 ms from t = 0, so a sample at
    t (every 200 ms, a send instant too) counts t / 8 ms + 1 packets sent: those at its own
    instant included. The last sample, at the end, is the flows table, and the whole run's
    sending rate from the samples is the table's count over the duration."""
    data = {"duration": "2s", "topology": {"kind": "dumbbell", "bottleneck": {
        "bandwidth": "10Mbps", "delay": "10ms"}},
        "flows": [{"name": "cbr", "rtt": "40ms", "udp": {"kind": "cbr", "rate": "1Mbps",
                                                          "size": "1000B"}}],
        "monitors": {"flows": {"every": "200ms"}}}
    r = ccsim.run(data, progress=False)
    fs = r.flow_samples
    assert list(fs["data_sent"]) == [t // 8_000_000 + 1 for t in fs["t_ns"]]
    assert fs["t_ns"].iloc[-1] == 2 * 10**9
    for col in ("data_sent", "delivered", "drops"):
        assert fs[col].iloc[-1] == r.flows[col].iloc[0]
    rate = ccsim.metrics.sending_rate(fs, window=("0s", "2s"))
    assert rate.iloc[0] == pytest.approx(r.flows["data_sent"].iloc[0] / 2.0)


def test_flows_that_cannot_send_are_warned_of() -> None:
    """A flow starting after the run ends, or stopping before it starts, sends nothing: valid,
    but most likely a slip, so the run says so by name (and not of the flow that runs)."""
    data = {"duration": "2s", "topology": {"kind": "dumbbell", "bottleneck": {
        "bandwidth": "2Mbps", "delay": "10ms"}},
        "flows": [{"name": "late", "rtt": "40ms", "start": "10s"},
                  {"name": "never", "rtt": "40ms", "start": "1s", "stop": "1s"},
                  {"name": "fine", "rtt": "40ms"}]}
    with pytest.warns(UserWarning, match="flows late, never send nothing") as record:
        r = ccsim.run(data, progress=False)
    assert len(record) == 1 and "fine" not in str(record[0].message)
    assert list(r.flows["data_sent"])[:2] == [0, 0]
    # The run takes in its last instant's events: a flow starting there sends its first window
    # (2 packets), counted, and is told apart from one that sends nothing.
    data["flows"] = [{"name": "edge", "rtt": "40ms", "start": "2s"}]
    with pytest.warns(UserWarning, match="flow edge sends only its first packets") as record:
        r = ccsim.run(data, progress=False)
    assert len(record) == 1 and r.flows["data_sent"].tolist() == [2]


@pytest.mark.parametrize("seed", [-1, 2**64, 1.5, True])
def test_a_seed_out_of_range_is_refused_by_name(seed: Any) -> None:
    """The engine reads seeds as 64-bit unsigned integers; ``run(seed=...)`` says so in its own
    terms rather than the engine's JSON reader's (``invalid value: integer -1, expected u64``)."""
    with pytest.raises(ccsim.ScenarioError, match=r"^seed: .* must be a whole number from 0"):
        ccsim.run(small(duration="1s"), seed=seed, progress=False)


def test_a_finite_udp_source_completes_when_its_last_packet_arrives() -> None:
    """Ten 1000-byte datagrams at 1 Mb/s leave every 8 ms from 0; the last, sent at 72 ms, takes
    0.8 ms to serialise at 10 Mb/s and 5 ms to propagate: complete at 77.8 ms (it was never
    recorded, so the flow's rate was taken over the whole run)."""
    edge = {"from": "a", "to": "b", "bandwidth": "10Mbps", "delay": "5ms"}
    r = ccsim.run({"duration": "5s", "topology": {"kind": "graph", "nodes": ["a", "b"],
                                                  "edges": [edge]},
                   "flows": [{"name": "u", "src": "a", "dst": "b",
                              "udp": {"kind": "cbr", "rate": "1Mbps", "size": "1000B"},
                              "app": {"kind": "finite", "packets": 10}}]}, progress=False)
    f = r.flows.iloc[0]
    assert (f["data_sent"], f["delivered"]) == (10, 10)
    assert f["completion_ns"] == 77_800_000
    assert f["active_s"] == pytest.approx(0.0778)


def test_monitors_fill_time_series() -> None:
    r = ccsim.run(small(**{"monitors.drops": True, "monitors.delays": "raw",
                           "monitors.flows": {"every": "1s"}}), progress=False)
    assert set(r.cwnd["name"].unique()) == {"short", "long"}
    assert len(r.cwnd) == 2 * 301  # every 100 ms over 30 s, both ends included
    assert set(r.queue["name"].unique()) == {"bottleneck"}
    assert (r.queue["pkts"] <= 25).all()
    assert len(r.drops) == int(r.flows["drops"].sum())
    assert set(r.drops["name"].astype(str)) <= {"bottleneck"}
    assert len(r.delays) > 0 and (r.delays["delay_s"] >= 0.03).all()  # at least one-way prop.
    assert not r.flow_samples.empty


def test_same_seed_same_results_other_seed_differs() -> None:
    a = ccsim.run(small(), seed=11, progress=False)
    b = ccsim.run(small(), seed=11, progress=False)
    c = ccsim.run(small(), seed=12, progress=False)
    assert a.summary_json() == b.summary_json()
    for name in ("flows", "links", "cwnd", "queue"):
        pd.testing.assert_frame_equal(getattr(a, name), getattr(b, name))
    assert a.summary_json() != c.summary_json()


def test_progress_steps_take_the_events_and_results_of_one_engine_run() -> None:
    """``run`` advances in 100 steps but reads results only at the end, so the steps must not
    stop the engine from handing packets to endpoints ahead of the clock (the step of this 0.3 s
    run, 3 ms, is shorter than a packet's time from a link's acceptance to its arrival): the
    same events and tables as one ``run_until`` to the end."""
    from ccsim.bench import scenario

    data = {**scenario("B4"), "duration": "0.3s"}
    data["flows"] = [{**data["flows"][0], "count": 50}]
    stepped = ccsim.run(data, progress=False)
    sim = ccsim._core.Simulation(engine_json(Scenario.model_validate(data).lower().engine))
    assert sim.run_until(sim.duration_ns)
    whole = sim.results()
    assert stepped.meta["events"] == sim.events
    assert stepped.flows["delivered"].tolist() == whole["flows"]["delivered"].tolist()
    assert stepped.flows["acks_sent"].tolist() == whole["flows"]["acks_sent"].tolist()


def test_engine_error_reaches_python_unchanged() -> None:
    # two islands: a-b and c-d; a flow from a to d has no route, which only the engine knows
    sc = Scenario.model_validate({
        "duration": "1s",
        "topology": {"kind": "graph", "nodes": ["a", "b", "c", "d"], "edges": [
            {"from": "a", "to": "b", "bandwidth": "1Mbps", "delay": "1ms"},
            {"from": "c", "to": "d", "bandwidth": "1Mbps", "delay": "1ms"},
        ]},
        "flows": [{"src": "a", "dst": "b"}, {"src": "a", "dst": "d"}],
    })
    with pytest.raises(ccsim.ScenarioError) as info:
        ccsim.run(sc, progress=False)
    engine_error = info.value.__cause__
    assert isinstance(engine_error, ccsim._core.ScenarioError)
    assert str(info.value) == str(engine_error)
    assert str(info.value).startswith("flows[1]")


def test_engine_json_gives_the_engine_what_json_dumps_gave() -> None:
    """Large scenarios are written by orjson (speed), which must hand the engine the same
    values ``json.dumps`` would, and where orjson would differ (NaN and infinities written as
    ``null``, integers beyond 64 bits refused) the text must be ``json``'s, so that the engine
    refuses it naming the field (validation refuses non-finite numbers first, but the engine is
    the last line)."""
    for path in sorted((ROOT / "scenarios").glob("*.toml")):
        engine = Scenario.load(path).lower(5).engine
        assert json.loads(engine_json(engine, fast=True)) == json.loads(json.dumps(engine)), path.name
    for odd in ({"a": [1.5, float("inf")]}, {"a": float("nan")}, {"a": 2**70}):
        assert engine_json(odd, fast=True) == json.dumps(odd)


def _reported(error: BaseException, unit: str) -> int:
    """The count a budget error reports before ``unit`` ("... 21000 packets in queues ...")."""
    return int(str(error).split(f" {unit}")[0].split()[-1])


def test_budget_stops_the_run() -> None:
    with pytest.raises(ccsim.BudgetExceeded):
        ccsim.run(small(**{"budget.max_events": 1000}), progress=False)


def test_packet_budget_stops_the_run_with_its_numbers() -> None:
    """``budget.max_packets`` bounds the packets alive at once (the run's memory): 2 Mbps, 25
    packets of queue and two flows keep about 70 packets in the network, more than 30."""
    with pytest.raises(ccsim.BudgetExceeded, match=r"packets in queues and on links at once by "
                                                   r"simulated time [\d.]+ s \(budget.max_packets = 30\)") as exc:
        ccsim.run(small(**{"budget.max_packets": 30}), progress=False)
    assert _reported(exc.value, "packets") > 30  # the peak it saw
    ccsim.run(small(**{"budget.max_packets": 1000}), progress=False)  # never reached
    with pytest.raises(ccsim.ScenarioError, match=r"budget.max_packets: .*0"):
        small(**{"budget.max_packets": 0})


def test_packet_budget_stops_the_run_within_one_event() -> None:
    """The packet budget bounds memory: it is looked at after every event, so the run stops at
    most one event's packets beyond it. Here 60 flows start at once, each putting a window of
    1,000 packets in the network at its start; with 20,000 allowed the run must stop at the
    21st start (21,000 packets), not after all 60 (60,000: a memory blow-up the fuzz tests found
    when the budget was looked at only every 65,536 events)."""
    sc = {"duration": "2s", "budget": {"max_packets": 20_000},
          "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "2Mbps", "delay": "10ms"}},
          "flows": [{"name": "a", "rtt": "60ms", "count": 60, "tcp": {"init_cwnd": 1000}}]}
    with pytest.raises(ccsim.BudgetExceeded) as exc:
        ccsim.run(sc, progress=False)
    peak = _reported(exc.value, "packets")
    assert 20_000 < peak <= 21_000, str(exc.value)


def _bursts(flows: int, window: int, **extra: Any) -> dict[str, Any]:
    """``flows`` flows starting together with a window of ``window`` packets each, on a chain
    whose first link queues 10 packets: almost all of each opening burst is dropped at once, so
    few packets are ever in the network, however large the window."""
    edge = {"bandwidth": "1Mbps", "delay": "10ms", "queue": {"kind": "droptail", "limit": "10pkt"}}
    return {"duration": "2s",
            "topology": {"kind": "graph", "nodes": ["a", "b", "c"],
                         "edges": [{"from": "a", "to": "b", **edge}, {"from": "b", "to": "c", **edge}]},
            "flows": [{"name": "f", "count": flows, "src": "a", "dst": "c", "start": "0s",
                       "tcp": {"init_cwnd": window}}], **extra}


def test_packet_budget_counts_what_the_first_send_monitor_remembers() -> None:
    """The first-send monitor remembers every packet sent and not yet arrived, a dropped one
    until its retransmission arrives: memory that ``budget.max_packets`` bounds too, looked at
    every 65,536 events or packets sent. Each start here sends 2,000 packets and nearly all are
    dropped at the first link, so the network holds a few dozen while the monitor remembers
    2,000 more per start: with 5,000 allowed the run stops by the 34th start (68,000
    remembered), not after all 200 (400,000; the fuzz tests found 400 flows with windows of
    57,462 packets holding 1.2 GB)."""
    budget = {"budget": {"max_packets": 5_000}}
    with pytest.raises(ccsim.BudgetExceeded, match=r"remembered at once by monitors.first_send_delays "
                                                   r"by simulated time 0.000 s \(budget.max_packets = 5000\)") as exc:
        ccsim.run(_bursts(200, 2_000, monitors={"first_send_delays": "summary"}, **budget), progress=False)
    peak = _reported(exc.value, "packets")
    assert 5_000 < peak <= 68_000, str(exc.value)
    # Without the monitor nothing is remembered, and the network itself stays far below 5,000.
    r = ccsim.run(_bursts(200, 2_000, **budget), progress=False)
    assert r.meta["finished"] and r.flows["drops"].sum() > 200 * 1_900


def test_rows_budget_bounds_the_monitor_tables() -> None:
    """``budget.max_rows`` bounds the results' memory: the drop log gains a row per packet of a
    window dropped whole in one event (a case like the fuzz tests' logged 3.8 GB within a 5 s
    wall budget), and a sample a row per flow. Looked at every 65,536 events, packets sent or
    samples, the run stops within that many rows of the budget."""
    drops = _bursts(200, 2_000, monitors={"drops": True})
    with pytest.raises(ccsim.BudgetExceeded, match=r"rows in the monitors' tables by simulated "
                                                   r"time 0.000 s \(budget.max_rows = 10000\)") as exc:
        ccsim.run({**drops, "budget": {"max_rows": 10_000}}, progress=False)
    rows = _reported(exc.value, "rows")
    assert 10_000 < rows <= 70_000, str(exc.value)
    assert len(ccsim.run(drops, progress=False).drops) > 200 * 1_900  # what it would have logged
    # Samples of 2,000 flows that send almost nothing, every 0.1 ms: 2,000 rows per event, few
    # packets, 400,000 rows between two of `ccsim.run`'s steps (each starts with a look).
    sampled = {"duration": "2s", "monitors": {"cwnd": {"every": "100us"}},
               "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "2Mbps", "delay": "10ms"}},
               "flows": [{"name": "idle", "rtt": "60ms", "count": 2_000, "start": "1999ms"}],
               "budget": {"max_rows": 50_000}}
    with pytest.raises(ccsim.BudgetExceeded, match=r"budget.max_rows = 50000") as exc:
        ccsim.run(sampled, progress=False)
    rows = _reported(exc.value, "rows")
    assert 50_000 < rows <= 50_000 + 65_536 + 2_000, str(exc.value)
    with pytest.raises(ccsim.ScenarioError, match=r"budget.max_rows"):
        Scenario.model_validate({**sampled, "budget": {"max_rows": 0}})


def test_wall_budget_is_looked_at_within_a_burst() -> None:
    """The wall clock is looked at after every 65,536 units of work, packets sent as well as
    events, because one event may send a whole window: here the first start alone sends 200,000
    packets (many milliseconds, against a budget of one), so the run stops right after it, at
    simulated time 0. Counting events only, it went on through all 50 starts and 65,536 events
    more, well past time 0 (a 1 s budget stopped a case like this at 6.8 s)."""
    with pytest.raises(ccsim.BudgetExceeded, match=r"wall time exceeded 0.001 s at simulated time 0.000 s "):
        ccsim.run(_bursts(50, 200_000, budget={"max_wall": "1ms"}), progress=False)


def test_budget_stops_a_single_burst_within_it() -> None:
    """One flow opening with a window of a million packets sends them all in one event, so a
    budget looked at only between events comes too late: a fuzz run was killed at 24 GB, and a
    case its grammar draws, a window of 10^12 packets (a receive window of 4 x 10^9) dropped at
    the first hop and logged row by row, does that. The budget is looked at every 65,536
    packets within the burst too, so the rows and the packets stop within that many of their
    budgets; looked at after the event, the drop log held a million rows and the network most
    of a million packets."""
    drops = _bursts(1, 1_000_000, monitors={"drops": True}, budget={"max_rows": 10_000})
    with pytest.raises(ccsim.BudgetExceeded, match=r"budget.max_rows = 10000") as exc:
        ccsim.run(drops, progress=False)
    rows = _reported(exc.value, "rows")
    assert 10_000 < rows <= 10_000 + 65_536, str(exc.value)
    # A first link that queues every packet: the network itself holds the window.
    queued = _bursts(1, 1_000_000, budget={"max_packets": 10_000})
    for edge in queued["topology"]["edges"]:
        edge["queue"] = {"kind": "droptail", "limit": "2000000pkt"}
    with pytest.raises(ccsim.BudgetExceeded, match=r"budget.max_packets = 10000") as exc:
        ccsim.run(queued, progress=False)
    peak = _reported(exc.value, "packets")
    assert 10_000 < peak <= 10_000 + 65_536, str(exc.value)


def test_budget_stops_a_closed_loop_opening_its_transfers() -> None:
    """A closed loop opens all its transfers in one event, each a connection sending its first
    window: 100,000 of them put 200,000 packets in the network at once (the fuzz grammar draws
    ``concurrent = 10**9``, which takes all memory before any look; here an access queue of a
    million packets holds them all). The budget is looked at as they send, so the run stops
    within 65,536 packets of it."""
    sc = {"duration": "2s",
          "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "2Mbps", "delay": "10ms"},
                       "access": {"queue": {"kind": "droptail", "limit": "1000000pkt"}}},
          "flows": [{"name": "web", "rtt": "60ms",
                     "app": {"kind": "closed_loop", "packets": 10, "concurrent": 100_000}}],
          "budget": {"max_packets": 1_000}}
    with pytest.raises(ccsim.BudgetExceeded, match=r"budget.max_packets = 1000") as exc:
        ccsim.run(sc, progress=False)
    peak = _reported(exc.value, "packets")
    assert 1_000 < peak <= 1_000 + 65_536, str(exc.value)


def test_first_send_delays_count_loss_recovery() -> None:
    """Issue 12: a delay from each packet's first transmission (seeds 001/002's metric), beside
    the per-transmission one; each packet once; only with the monitor on, so other results keep
    their columns."""
    plain = ccsim.run(small(**{"monitors.delays": "summary"}), seed=2, progress=False)
    assert not any(c.startswith("first_send") for c in plain.flows.columns)
    assert "first_send_delay_mean_s" not in plain.summary()["flows"][0]
    r = ccsim.run(small(**{"monitors.delays": "summary", "monitors.first_send_delays": "raw"}),
                  seed=2, progress=False)
    f = r.flows.set_index("name")
    same = ["delivered", "retransmits", "delay_mean_s", "delay_count"]
    assert f[same].equals(plain.flows.set_index("name")[same])  # recording changes nothing
    assert (f["retransmits"] > 0).all()
    # Retransmitted packets count from their first send: the mean is longer.
    assert (f["first_send_delay_mean_s"] > f["delay_mean_s"]).all()
    assert (f["first_send_delay_max_s"] > f["delay_max_s"]).all()
    # Each sequence number counted once (no duplicates), at most the arrivals.
    raw = r.first_send_delays
    assert not raw.duplicated(["flow", "seq"]).any()
    assert (raw.groupby("name", observed=True).size() == f["first_send_delay_count"]).all()
    assert (f["first_send_delay_count"] <= f["arrivals"]).all()
    assert raw["delay_s"].mean() == pytest.approx(
        (f["first_send_delay_mean_s"] * f["first_send_delay_count"]).sum()
        / f["first_send_delay_count"].sum())
    with pytest.raises(ccsim.ScenarioError, match=r"monitors.first_send_delays: .*summary"):
        small(**{"monitors.first_send_delays": "yes"})


@pytest.mark.parametrize("app", [{"kind": "finite", "packets": 30},
                                 {"kind": "closed_loop", "packets": 10}])
def test_delays_count_data_packets_not_the_syn(app: dict) -> None:
    """The delays monitor measures data packets: with tcp.syn a flow's header-only SYN had been
    counted (one sample per connection, its 40 B trip), so delay_count was the arrivals + 1."""
    sc = {"duration": "3s", "topology": {"kind": "dumbbell",
          "bottleneck": {"bandwidth": "10Mbps", "delay": "10ms"}},
          "defaults": {"tcp": {"syn": True, "mss": "1000B"}},
          "flows": [{"name": "f", "rtt": "40ms", "app": app}],
          "monitors": {"delays": "raw"}}
    r = ccsim.run(sc, progress=False)
    f = r.flows.set_index("name").loc["f"]
    assert f["retransmits"] == 0 and f["drops"] == 0
    # arrivals count each connection's SYN too (a closed loop opens one per transfer)
    assert f["arrivals"] > f["delivered"]
    assert f["delay_count"] == f["delivered"] == len(r.delays) > 0
    # Every sample is a 1040 B packet's one-way trip: at least the 20 ms of propagation plus
    # its transmission on the 10 Mb/s bottleneck (a SYN's 40 B take 32 us there).
    assert r.delays["delay_s"].min() >= 0.020 + 1040 * 8 / 10e6


def test_uncongested_flow_sees_its_propagation_rtt() -> None:
    # A window of 2 packets never queues: the RTT is the propagation RTT (80 ms) plus the
    # transmission times of one 540 B packet and one 40 B ACK on each link of the path.
    sc = small(**{"flows": [{"name": "solo", "rtt": "80ms",
                              "tcp": {"rwnd": 2, "tick": "0s"}}]})
    r = ccsim.run(sc, progress=False)
    tx = 540 * 8 / 2e6 + 2 * 540 * 8 / 8e6 + 40 * 8 / 2e6 + 2 * 40 * 8 / 8e6
    assert r.flows.loc[0, "srtt_s"] == pytest.approx(0.080 + tx, rel=1e-3)
    assert r.flows.loc[0, "drops"] == 0


def test_udp_rate_and_progress_off(capsys: pytest.CaptureFixture[str]) -> None:
    r = ccsim.run(ROOT / "scenarios" / "graph-example.toml", progress=False)
    cbr = r.flows.set_index("name").loc["cbr"]
    assert cbr["throughput_pps"] == pytest.approx(250.0, rel=1e-3)  # 2 Mbps / 8000 bit
    assert capsys.readouterr().err == ""


def test_save_and_load(tmp_path: Path) -> None:
    r = ccsim.run(small(**{"monitors.drops": True}), progress=False)
    out = r.save(tmp_path / "run")
    files = sorted(p.name for p in out.iterdir())
    assert files == sorted([f"{name}.parquet" for name in TABLES] + ["scenario.toml",
                                                                      "summary.json"])
    back = Results.load(out)
    pd.testing.assert_frame_equal(back.flows, r.flows, check_dtype=False,
                                  check_categorical=False)
    assert back.summary() == r.summary()
    assert back.scenario is not None and back.scenario.to_engine() == r.scenario.to_engine()  # type: ignore[union-attr]


def test_a_backlog_past_the_clock_is_refused_before_the_run() -> None:
    """8 MB packets at 1 bit/s behind an access queue of 1,000 packets: 64 M s each, so the
    full queue takes 2,030 years, past the 2^63 ns clock. The sums wrapped (utilization 4, drops
    logged before the flow began); now the engine refuses the scenario naming the link. The
    bound is exact: (limit + 1) packets of 8,000,040 B at 1 bps, ceil(64,000,320 s) each, with
    100 years of run; at 100 KB the same queue takes 25.4 years and runs."""
    def scenario(mss: str) -> dict[str, Any]:
        return {"duration": "3155760000s", "flows": [{"rtt": "100ms"}],
                "topology": {"kind": "dumbbell", "access": {"bandwidth": "1bps"},
                             "bottleneck": {"bandwidth": "1bps", "delay": "10ms"}},
                "defaults": {"tcp": {"mss": mss}}}
    with pytest.raises(ccsim.ScenarioError, match=r'access_src_flow0": its full queue, packets '
                                                  r"of 8000040 B at 1 bps, takes 2030\.076 years"):
        ccsim.run(scenario("8MB"), progress=False)
    r = ccsim.run(scenario("100KB"), progress=False)
    assert r.links["utilization"].max() <= 1.0


def test_save_and_pcap_name_a_path_of_the_wrong_kind(tmp_path: Path) -> None:
    """``res.save(a_file)`` raised "[Errno 17] File exists" and ``res.write_pcap(a_dir)`` a bare
    IsADirectoryError: each now says what the path should be."""
    r = ccsim.run(small(**{"monitors.trace": {"links": ["bottleneck"]}}), progress=False)
    (tmp_path / "taken").write_text("x")
    with pytest.raises(FileExistsError, match="taken: exists and is not a directory"):
        r.save(tmp_path / "taken")
    with pytest.raises(IsADirectoryError, match="is a directory; give the pcap file's path"):
        r.write_pcap(tmp_path)
    assert (tmp_path / "taken").read_text() == "x" and sorted(tmp_path.iterdir()) == [
        tmp_path / "taken"]


def test_save_over_another_run_leaves_nothing_of_it(tmp_path: Path) -> None:
    """Run 1 logs drops and a trace; run 2, saved into the same directory, logs neither and has
    no scenario. Loading must give run 2 alone: no drop or trace row of run 1 (whose files a
    save of non-empty tables only left behind), no scenario of run 1."""
    out = tmp_path / "run"
    first = ccsim.run(small(**{"duration": "5s", "monitors.drops": True,
                               "monitors.trace": {"links": ["bottleneck"]}}), progress=False)
    assert len(first.drops) and len(first.trace)
    first.save(out)
    second = ccsim.run(small(**{"duration": "5s", "topology.bottleneck.bandwidth": "5Mbps"}),
                       seed=2, progress=False)
    Results(flows=second.flows, links=second.links, meta=second.meta).save(out)
    back = Results.load(out)
    assert back.meta["seed"] == 2 and back.scenario is None
    assert back.drops.empty and back.trace.empty
    pd.testing.assert_frame_equal(back.links, second.links)


def test_load_refuses_a_save_that_did_not_finish(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A save that stops half-way (here: writing the trace fails) over an earlier save must not
    load as a run: the old summary went before the first table and the new one comes last."""
    out = tmp_path / "run"
    r = ccsim.run(small(**{"duration": "2s"}), progress=False)
    r.save(out)

    def broken(path: Path, data: bytes | str) -> None:
        if Path(path).name == "trace.parquet":
            raise OSError("disk full")
        write_atomic(path, data)

    monkeypatch.setattr("ccsim.results.write_atomic", broken)
    with pytest.raises(OSError, match="disk full"):
        r.save(out)
    with pytest.raises(FileNotFoundError, match="no summary.json"):
        Results.load(out)
    monkeypatch.undo()
    r.save(out)
    (out / "drops.parquet").unlink()  # listed in summary.json, so not taken for empty
    with pytest.raises(FileNotFoundError, match="drops"):
        Results.load(out)


def test_a_directory_saved_before_the_table_list_still_loads(tmp_path: Path) -> None:
    """Earlier saves wrote only the non-empty tables and no list of them: the missing ones load
    empty, with their columns."""
    r = ccsim.run(small(**{"duration": "2s"}), progress=False)
    out = r.save(tmp_path / "run")
    summary = json.loads((out / "summary.json").read_text())
    del summary["tables"]
    (out / "summary.json").write_text(json.dumps(summary))
    for name in TABLES:
        if getattr(r, name).empty:
            (out / f"{name}.parquet").unlink()
    back = Results.load(out)
    assert back.drops.empty and back.trace.empty
    for name in TABLES:
        want = {c: str(t) for c, t in getattr(r, name).dtypes.items()}
        assert {c: str(t) for c, t in getattr(back, name).dtypes.items()} == want, name
    pd.testing.assert_frame_equal(back.cwnd, r.cwnd)


def _every_table(**changes: Any) -> ccsim.Results:
    """A short run that fills every table: bulk, closed-loop and TFRCP flows, every monitor."""
    return ccsim.run({
        "duration": "3s",
        "topology": {"kind": "dumbbell", "bottleneck": {
            "bandwidth": "2Mbps", "delay": "10ms", "queue": {"kind": "droptail", "limit": 10}}},
        "flows": [{"name": "web", "rtt": "40ms",
                   "app": {"kind": "closed_loop", "packets": 20, "concurrent": 2}},
                  {"name": "bulk", "rtt": "40ms"},
                  {"name": "tf", "rtt": "60ms", "protocol": "tfrcp",
                   "tfrcp": {"rounds": {"kind": "fixed", "m": "1s"}}}],
        "monitors": {"flows": {"every": "500ms"}, "drops": True, "delays": "raw",
                     "first_send_delays": "raw", "cwnd": {"every": "100ms"},
                     "queue": {"links": ["bottleneck"], "every": "100ms"},
                     "trace": {"links": ["bottleneck"]}},
        **changes}, progress=False)


def test_empty_tables_have_the_columns_of_full_ones(tmp_path: Path) -> None:
    """A table a run left empty (no monitor, no transfer, no TFRCP flow) has the columns and
    dtypes a run that fills it gets (docs/user-guide.md lists them: ``name``, ``duration_s``,
    ``m_s``, ``p``, ...), before and after a save and load; it was the engine's columns only,
    and after loading a DataFrame of no columns at all."""
    full = _every_table()
    empty = _every_table(flows=[{"name": "bulk", "rtt": "40ms"}], monitors={})
    back = Results.load(empty.save(tmp_path / "run"))
    for name in TABLES[2:]:
        assert len(getattr(full, name)), name
        want = {c: str(t) for c, t in getattr(full, name).dtypes.items()}
        for table in (getattr(empty, name), getattr(back, name)):
            assert table.empty and {c: str(t) for c, t in table.dtypes.items()} == want, name


def test_loss_rate_is_nan_for_a_flow_that_sent_nothing() -> None:
    """Drops over data sent has no value when nothing was sent: NaN, as ccsim.metrics.loss_rate
    says (it was 0.0 in the flows table, a perfect score), and null in the summary's JSON."""
    with pytest.warns(UserWarning, match="flow long sends nothing"):
        r = ccsim.run(small(**{"duration": "5s", "flows[1].start": "10s"}), progress=False)
    late = r.flows.set_index("name").loc["long"]
    assert late["data_sent"] == 0 and math.isnan(late["loss_rate"])
    pd.testing.assert_series_equal(ccsim.metrics.loss_rate(r.flows),
                                   r.flows.set_index("flow")["loss_rate"])
    flows = json.loads(r.summary_json())["flows"]
    assert flows[1]["loss_rate"] is None and flows[0]["loss_rate"] >= 0


def test_listed_sequence_numbers_are_lost_once() -> None:
    sc = small(**{"monitors.drops": True,
                  "topology.bottleneck.loss": {"kind": "seqs", "flow": "long",
                                               "seqs": [30, 31, 35]}})
    r = ccsim.run(sc, progress=False)
    lost = r.drops[r.drops["kind_name"] == "loss"]
    assert list(lost["flow_name"].astype(str)) == ["long"] * 3
    assert sorted(lost["seq"]) == [30, 31, 35]
    assert r.flows.set_index("name").loc["long", "retransmits"] >= 3


def test_closed_loop_transfers_table() -> None:
    sc = small(**{"flows[1].app": {"kind": "closed_loop", "packets": 20, "concurrent": 2}})
    r = ccsim.run(sc, progress=False)
    t = r.transfers
    assert len(t) > 10 and set(t["name"].astype(str)) == {"long"}
    assert (t["packets"] == 20).all()
    done = t[t["end_ns"].notna()]
    # a 20-packet transfer needs at least ~3 round trips of 80 ms in slow start from 2 packets
    assert (done["duration_s"] >= 0.08 * 3).all()


@pytest.mark.parametrize("path", sorted((ROOT / "scenarios").glob("*.toml")),
                         ids=lambda p: p.name)
@pytest.mark.filterwarnings("ignore:.*sends? (nothing|only its first)")  # 5 s may end at a late start
def test_every_example_runs_briefly(path: Path) -> None:
    sc = Scenario.load(path).with_changes({"duration": "5s"})
    r = ccsim.run(sc, progress=False)
    assert len(r.flows) == len(sc.lower().flows)
    assert r.flows["data_sent"].sum() > 0


def test_integer_columns_are_signed_and_unfinished_times_are_na(tmp_path: Path) -> None:
    """uint64 columns wrapped on subtraction (t_ns - later t_ns = 1.8e19) and an unfinished
    transfer's end was -1; now every integer column is int64 and "never" is NA (Int64)."""
    sc = small(**{"flows[1].app": {"kind": "closed_loop", "packets": 20, "concurrent": 2},
                  "monitors.flows": {"every": "1s"}})
    r = ccsim.run(sc, progress=False)
    for name, table in r.tables().items():
        for col in table.columns:
            kind = getattr(table[col].dtype, "kind", "O")
            assert kind != "u", f"{name}.{col} is {table[col].dtype}"
    fs = r.flow_samples
    assert (fs["t_ns"] - fs["t_ns"].max()).min() == -(fs["t_ns"].max() - fs["t_ns"].min())
    assert r.flows["completion_ns"].dtype == "Int64"
    assert r.flows["completion_ns"].isna().all()  # bulk and closed-loop flows never complete
    t = r.transfers
    assert t["end_ns"].dtype == "Int64" and t["delivered_ns"].dtype == "Int64"
    unfinished = t["end_ns"].isna()
    assert unfinished.any() and (~unfinished).any()  # the run ends with transfers in progress
    took = t["end_ns"] - t["start_ns"]
    assert took.dtype == "Int64" and (took.dropna() > 0).all()
    assert t.loc[unfinished, "duration_s"].isna().all()
    assert all(f["completion_s"] is None for f in r.summary()["flows"])
    back = Results.load(r.save(tmp_path / "saved"))
    pd.testing.assert_series_equal(back.transfers["end_ns"], t["end_ns"])


@pytest.mark.parametrize("schedule", ["ack_clocked", "paced", "randomized"])
def test_a_stopped_flow_still_recovers_what_it_sent(schedule: str) -> None:
    """``stop`` ends the offer of new data (scenario reference), not loss recovery: packets
    lost just before the stop are resent and delivered, and nothing new leaves. ACK-clocked,
    the sender had resent nothing after its stop (its timeouts fired, empty), while the spaced
    schedules resent one packet per timeout."""
    sc = Scenario.model_validate({
        "duration": "5s",
        "topology": {"kind": "dumbbell", "bottleneck": {
            "bandwidth": "10Mbps", "delay": "10ms",
            "loss": {"kind": "seqs", "flow": "a", "seqs": [100, 101, 102, 103, 104, 105]}}},
        "defaults": {"tcp": {"schedule": schedule, "init_ssthresh": "16pkt"}},
        "flows": [{"name": "a", "rtt": "100ms", "stop": "1s"}],
        "monitors": {"trace": {"links": ["access_src_a"]}}})  # where packets enter the network
    r = ccsim.run(sc, seed=1, progress=False)
    f = r.flows.iloc[0]
    distinct = f["data_sent"] - f["retransmits"]
    assert f["timeouts"] >= 1 and f["delivered"] == distinct
    sent = r.trace[(r.trace["event"] == "+") & (r.trace["kind"] == "data")]
    assert sent[sent["t_ns"] >= 1e9]["seq"].max() <= sent[sent["t_ns"] < 1e9]["seq"].max()


# ---------------------------------------------------------------------------------------------
# Input that hung, panicked or filled memory (found by fuzzing bad input)

def _one_link(queue: dict, flows: list[dict], duration: str = "2s", **extra: Any) -> dict:
    bandwidth = extra.pop("bandwidth", "10Mbps")
    return {"duration": duration, "topology": {"kind": "dumbbell", "bottleneck": {
        "bandwidth": bandwidth, "delay": "1ms", "queue": queue},
        "access": {"bandwidth": bandwidth}}, "flows": flows, **extra}


def test_red_on_an_extremely_fast_link_ends() -> None:
    """RED's idle-time decay multiplied the average once per small-packet time: at 2^64-1 b/s
    a 40 ms idle time is 1.8e14 steps, and the average sticks at the smallest subnormal, so the
    run never ended (nor answered Ctrl-C or max_wall)."""
    sc = _one_link({"kind": "red", "limit": 1, "min_th": 1, "max_th": 2},
                   [{"name": "f", "rtt": "40ms", "count": 2}], duration="5s",
                   bandwidth="18446744073709551615bps", budget={"max_wall": "60s"})
    r = ccsim.run(sc, progress=False)
    assert r.flows["delivered"].sum() > 0


def test_pie_updates_at_most_every_microsecond_and_rest_when_idle() -> None:
    with pytest.raises(ccsim.ScenarioError, match=r"t_update: 1ns is below the shortest update interval, 1us"):
        ccsim.Scenario.model_validate(_one_link({"kind": "pie", "t_update": "1ns"}, [{"rtt": "10ms"}]))
    # 1 us updates over 100 s of mostly idle link: 10^8 updates, skipped while the controller
    # rests, so the run is as quick as with the default (it took 10 s or more).
    flows = [{"name": "u", "rtt": "10ms", "start": "99s",
              "udp": {"kind": "cbr", "rate": "1Mbps", "size": "1000B"}}]
    fast = ccsim.run(_one_link({"kind": "pie", "t_update": "1us"}, flows, duration="100s"),
                     progress=False)
    assert fast.flows.loc[0, "delivered"] == pytest.approx(125, abs=1)


def test_cbr_faster_than_a_packet_a_nanosecond_does_not_panic() -> None:
    # 9 Gb/s of 1 B packets: 0.89 ns apart; the engine's clock sends one a nanosecond.
    sc = _one_link({"kind": "droptail"}, [{"rtt": "10ms", "udp": {"kind": "cbr", "rate": "9Gbps", "size": "1B"}}],
                   duration="1ms")
    r = ccsim.run(sc, progress=False)
    assert r.flows.loc[0, "data_sent"] == 1_000_001  # 0 ns to 1 ms inclusive


def test_a_tick_of_half_the_longest_timeout_or_more_is_refused() -> None:
    """The RTO is at least two ticks: a tick near 2^63 ns overflowed now + RTO in the engine
    ("scheduled before the clock")."""
    with pytest.raises(ccsim.ScenarioError, match=r"tick: 9223372036s: two ticks exceed max_rto \(60s\)"):
        ccsim.Scenario.model_validate(_one_link({"kind": "droptail"},
                                                [{"rtt": "1s", "tcp": {"tick": "9223372036s"}}]))
    # Allowed where max_rto allows it, and the engine's timeout arithmetic saturates.
    r = ccsim.run(_one_link({"kind": "droptail"}, [{"rtt": "1s", "tcp": {
        "tick": "4611686018s", "max_rto": "9223372036s"}}]), progress=False)
    assert r.flows.loc[0, "delivered"] > 0


def test_sampling_that_would_fill_memory_is_refused_unless_rows_are_budgeted() -> None:
    mon = {"queue": {"links": ["bottleneck"], "every": "1ns"}}
    with pytest.raises(ccsim.ScenarioError, match=r"monitors.queue.every: 1ns over 20s would record 2e\+10 rows"):
        ccsim.Scenario.model_validate(_one_link({"kind": "droptail"}, [{"rtt": "40ms"}],
                                                duration="20s", monitors=mon)).lower()
    with pytest.raises(ccsim.BudgetExceeded, match="max_rows"):
        ccsim.run(_one_link({"kind": "droptail"}, [{"rtt": "40ms"}], duration="20s", monitors=mon,
                            budget={"max_rows": 1_000_000}), progress=False)


def test_a_lowering_problem_is_listed_with_the_schemas_own() -> None:
    """A builder's refusal (an access speedup outside the engine's rates) hid the schema's
    problems, or they hid it: both are listed in one message."""
    with pytest.raises(ccsim.ScenarioError) as e:
        ccsim.Scenario.model_validate({
            "durration": "1s", "duration": "1s", "flows": [{"rtt": "10ms"}],
            "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "1Mbps", "delay": "1ms"},
                         "access": {"speedup": 1e-7}}})
    paths = [path for path, _ in e.value.problems]
    assert "durration" in paths and "topology.access.speedup" in paths


# -- clear refusals of bad arguments and damaged files (dogfooding report) ----------------------

def test_load_names_a_damaged_summary_or_table(tmp_path: Path) -> None:
    """A bad summary.json gave a bare JSONDecodeError naming no file; a damaged Parquet table
    pyarrow's ArrowInvalid."""
    out = ccsim.run(small(duration="1s"), progress=False).save(tmp_path / "run")
    summary = (out / "summary.json").read_text()
    (out / "summary.json").write_text("{not json")
    with pytest.raises(ValueError, match=r"summary\.json is not valid JSON") as err:
        Results.load(out)
    assert type(err.value) is ValueError and str(out / "summary.json") in str(err.value)
    (out / "summary.json").write_text("[1, 2]")
    with pytest.raises(ValueError, match=r"summary\.json holds a JSON list"):
        Results.load(out)
    (out / "summary.json").write_text(summary)
    (out / "flows.parquet").write_bytes(b"not a parquet file")
    with pytest.raises(ValueError, match=r"flows\.parquet is not a readable Parquet file") as err:
        Results.load(out)
    assert type(err.value) is ValueError


@pytest.mark.parametrize("arg", [None, 5, ["a.toml"]])
def test_run_says_what_it_takes(arg: Any) -> None:
    """``run(None)`` gave ``expected str, bytes or os.PathLike object``."""
    with pytest.raises(TypeError, match=r"^run\(\) takes a Scenario, a dict of scenario data or "
                                        r"the path of a \.toml or \.json scenario file; got "):
        ccsim.run(arg, progress=False)


def test_save_into_a_missing_folder_names_the_path_given(tmp_path: Path) -> None:
    """It named the temporary file (``.x.toml.tmp-3f2a...``), not the path."""
    target = tmp_path / "nodir" / "x.toml"
    with pytest.raises(FileNotFoundError) as err:
        small().save(target)
    assert err.value.filename == str(target) and ".tmp-" not in str(err.value)
    assert f"the folder {target.parent} does not exist" in str(err.value)
    with pytest.raises(FileNotFoundError) as err:
        write_atomic(target, "x")
    assert err.value.filename == str(target)


def test_with_changes_refuses_a_list() -> None:
    """``with_changes([("duration", "1s")])`` gave AttributeError: 'list' has no 'items'."""
    with pytest.raises(TypeError, match=r"with_changes\(\) takes a dict of path -> value"):
        small().with_changes([("duration", "1s")])  # type: ignore[arg-type]
