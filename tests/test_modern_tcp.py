"""SACK (RFC 2018/6675, ns-2 Sack1), ECN (RFC 3168), CUBIC (RFC 9438), Vegas and BBR v1 as
choices on the existing axes: each test states an independent truth about the mechanism."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import ccsim


def dumbbell(flows: list[dict[str, Any]], tcp: dict[str, Any], queue: dict[str, Any] | None = None,
             loss: dict[str, Any] | None = None, duration: str = "30s",
             bandwidth: str = "10Mbps", monitors: dict[str, Any] | None = None) -> ccsim.Scenario:
    b: dict[str, Any] = {"bandwidth": bandwidth, "delay": "10ms",
                         "queue": queue or {"kind": "droptail", "limit": "1000pkt"}}
    if loss:
        b["loss"] = loss
    return ccsim.Scenario.model_validate({
        "name": "tcp", "duration": duration, "defaults": {"tcp": tcp},
        "topology": {"kind": "dumbbell", "bottleneck": b, "access": {"speedup": 10}},
        "flows": flows, "monitors": monitors or {}})


# --- SACK -----------------------------------------------------------------------------------

def test_sack_recovers_six_losses_in_one_window_without_a_timeout() -> None:
    # Six packets of one window lost (listed losses): SACK retransmits exactly those six in one
    # recovery; NewReno repairs one hole per round trip, its RTO (200 ms, restarted once)
    # expires first and go-back-N resends more.
    loss = {"kind": "seqs", "flow": "f", "seqs": [200, 203, 206, 209, 212, 215]}
    out = {}
    for recovery in ("newreno", "sack"):
        sc = dumbbell([{"name": "f", "rtt": "60ms"}], {"recovery": recovery,
                                                       "init_ssthresh": "30pkt"},
                      loss=loss, duration="10s")
        out[recovery] = ccsim.run(sc, seed=1, progress=False).flows.iloc[0]
    sack, newreno = out["sack"], out["newreno"]
    assert (sack["timeouts"], sack["fast_retransmits"], sack["retransmits"]) == (0, 1, 6)
    assert newreno["timeouts"] >= 1
    assert sack["retransmits"] < newreno["retransmits"]
    assert sack["delivered"] > newreno["delivered"]


def test_sack_blocks_travel_on_the_acks_of_the_trace() -> None:
    # Packet 40 lost: the ACKs that follow carry the block [41, n + 1) growing by one each, and
    # the packet on the wire grows by 8 bytes per block, as ns-2's Sack1 sink does.
    loss = {"kind": "seqs", "flow": "f", "seqs": [40]}
    sc = dumbbell([{"name": "f", "rtt": "60ms"}], {"recovery": "sack"}, loss=loss,
                  duration="2s", monitors={"trace": {"links": ["bottleneck_reverse"]}})
    tr = ccsim.run(sc, seed=1, progress=False).trace
    acks = tr[(tr["event"] == "-") & (tr["kind"] == "ack") & (tr["sack_left0"] >= 0)]
    assert len(acks) >= 3
    first = acks.iloc[:3]
    assert list(first["seq"]) == [39, 39, 39]
    assert list(first["sack_left0"]) == [41, 41, 41]
    assert list(first["sack_right0"]) == [42, 43, 44]
    assert set(first["size"]) == {48}


# --- ECN ------------------------------------------------------------------------------------

def _red_ecn(ecn: bool) -> ccsim.Scenario:
    return dumbbell([{"name": "f", "count": 4, "rtt": "60ms", "start": {"uniform": ["0s", "1s"]}}],
                    {"ecn": ecn},
                    queue={"kind": "red", "limit": "1000pkt", "min_th": "5pkt", "max_th": "60pkt",
                           "ecn": True},
                    duration="60s",
                    monitors={"trace": {"links": ["bottleneck"], "flows": ["f.0"],
                                        "max_events": 10_000_000}})


def test_ecn_red_marks_instead_of_dropping_early() -> None:
    plain = ccsim.run(_red_ecn(False), seed=1, progress=False)
    marked = ccsim.run(_red_ecn(True), seed=1, progress=False)
    p = plain.links.set_index("name").loc["bottleneck"]
    m = marked.links.set_index("name").loc["bottleneck"]
    # Without ECN-capable flows the queue drops early; with them it marks, and the only drops
    # left are RED's forced drops above max_th (the 1000-packet buffer never fills).
    assert p["drops_early"] > 50 and p["marks"] == 0
    assert m["drops_early"] == 0 and m["marks"] > 50
    assert m["max_queue_pkts"] < 1000
    assert marked.flows["ecn_reductions"].sum() > 50
    assert marked.flows["drops"].sum() < plain.flows["drops"].sum() / 2


def test_ecn_sender_reduces_at_most_once_per_window() -> None:
    # Every reduction puts CWR on the next new packet (RFC 3168 Section 6.1.2); a reduction needs
    # every packet outstanding at the previous one acknowledged, so CWR packets of one flow are
    # at least one round trip (60 ms and more) apart, and there is one per reduction.
    r = ccsim.run(_red_ecn(True), seed=1, progress=False)
    tr = r.trace
    cwr = tr[(tr["event"] == "-") & ((tr["ecn"] & ccsim.results.ECN_BITS["cwr"]) != 0)]
    f0 = r.flows.set_index("name").loc["f.0"]
    reductions = f0["ecn_reductions"] + f0["fast_retransmits"] + f0["timeouts"]
    assert len(cwr) >= 10
    assert abs(len(cwr) - reductions) <= 1  # the last CWR may not have left by the end
    assert np.diff(cwr["t_ns"].to_numpy()).min() > 60e6
    # Data packets are ECT; marked ones carry CE.
    data = tr[(tr["kind"] == "data") & (tr["event"] == "-")]
    assert ((data["ecn"] & 1) != 0).mean() > 0.99


@pytest.mark.parametrize("recovery", ["tahoe", "reno", "newreno", "sack"])
@pytest.mark.parametrize("queue", [{"kind": "red", "limit": "100pkt", "ecn": True},
                                   {"kind": "pie", "ecn": True}])
def test_an_ecn_flow_alone_fills_a_marking_bottleneck(recovery: str, queue: dict[str, Any]) -> None:
    # One flow in slow start overshoots a marking AQM until it drops a whole tail of a window
    # (RED's forced drops, PIE's at its limit); the timeout that follows resends packets whose
    # ACKs still echo the mark, since CWR waits for new data (RFC 3168 Section 6.1.2). The RFC
    # sender responds to those echoes no more (once per window of data), so it recovers and
    # fills the link; responding to each had left it one resent packet per backed-off RTO.
    # Tahoe's fast retransmit goes back N from one packet likewise: echoes already answered
    # must open its slow start too, or it resends one packet per round trip for seconds.
    sc = dumbbell([{"name": "f", "rtt": "40ms"}], {"ecn": True, "recovery": recovery},
                  queue=queue, duration="30s")
    f = ccsim.run(sc, seed=1, progress=False).flows.iloc[0]
    assert f["goodput_bps"] > 0.8 * 10e6 * 1000 / 1040  # payload share of 10 Mb/s
    assert f["ecn_reductions"] > 0


def test_a_binomial_window_under_ecn_stays_positive() -> None:
    # ECN's reductions may take cwnd below one packet (as ns-2's); SQRT's decrease
    # w - 0.67 sqrt(w) is negative below w = 0.45, and the next one took the root of a negative
    # window: NaN, which the receiver's window then replaced, releasing a million packets.
    codel = {"kind": "codel", "limit": "75pkt", "ecn": True}
    sc = dumbbell([{"name": "f", "rtt": "40ms"}],
                  {"window": "sqrt", "recovery": "sack", "ecn": True, "ecn_retransmit_ect": True},
                  queue=codel, duration="15s", monitors={"cwnd": {"every": "1ms"}})
    r = ccsim.run(sc, seed=1, progress=False)
    cwnd = r.cwnd["cwnd"].to_numpy()
    assert np.isfinite(cwnd).all() and (cwnd > 0).all() and cwnd.max() < 1000
    f = r.flows.iloc[0]
    assert f["data_sent"] < 2 * f["delivered"] + 100


# --- CUBIC ----------------------------------------------------------------------------------

def test_cubic_window_after_a_single_loss_follows_the_cubic_function() -> None:
    # One loss (packet 3000) in congestion avoidance on a path with room to spare. After the
    # decrease to beta W_max, W(t) = C (t - K)^3 + W_max with K = cbrt(W_max (1 - beta) / C)
    # (RFC 9438 eqs. 1 and 2), t from the decrease; Reno-friendly region off to see the curve.
    sc = dumbbell([{"name": "cubic", "rtt": "100ms"}],
                  {"window": {"rule": "cubic", "tcp_friendly": False}, "init_ssthresh": "100pkt"},
                  bandwidth="100Mbps", queue={"kind": "droptail", "limit": "10000pkt"},
                  loss={"kind": "seqs", "flow": "cubic", "seqs": [3000]}, duration="20s",
                  monitors={"cwnd": {"every": "10ms"}})
    c = ccsim.run(sc, seed=1, progress=False).cwnd
    w = c["cwnd"].to_numpy()
    i = int(np.argmax(np.diff(w) < -1)) + 1          # the sample after the decrease
    t0, w_after = c["t_s"].iloc[i], w[i]
    w_max = w_after / 0.7
    k = (w_max * 0.3 / 0.4) ** (1 / 3)
    assert k == pytest.approx(4.35, abs=0.05)
    for dt in (1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0):
        got = c[c["t_s"] >= t0 + dt]["cwnd"].iloc[0]
        want = 0.4 * (dt - k) ** 3 + w_max
        assert got == pytest.approx(want, rel=0.04), (dt, got, want)


def test_cubic_reno_friendly_region_grows_as_rfc_9438_says() -> None:
    # A short path (20 ms) without queueing keeps CUBIC in its Reno-friendly region: Reno's
    # alpha_cubic = 3 (1 - beta)/(1 + beta) packets per round trip outgrow the cubic curve, so
    # after the loss the window follows W_est(t) = beta W_max + alpha_cubic t / RTT (RFC 9438
    # Section 4.3, RFC 8312 eq. 4), t counted from the epoch, one round trip after the decrease.
    sc = dumbbell([{"name": "cubic", "rtt": "20ms"}],
                  {"window": {"rule": "cubic"}, "init_ssthresh": "50pkt"},
                  bandwidth="100Mbps", queue={"kind": "droptail", "limit": "10000pkt"},
                  loss={"kind": "seqs", "flow": "cubic", "seqs": [1000]}, duration="3s",
                  monitors={"cwnd": {"every": "1ms"}})
    c = ccsim.run(sc, seed=1, progress=False).cwnd
    w = c["cwnd"].to_numpy()
    i = int(np.argmax(np.diff(w) < -1)) + 1
    t0, w_after = c["t_s"].iloc[i], w[i]
    w_max = w_after / 0.7
    # Below the bandwidth-delay product (240 packets) nothing queues: the RTT is the path's.
    assert w_max < 100
    rtt = 0.020 + 1040 * 8 * (2 / 1e9 + 1 / 1e8) + 40 * 8 * (2 / 1e9 + 1 / 1e8)
    alpha = 3 * 0.3 / 1.7
    k = (w_max * 0.3 / 0.4) ** (1 / 3)
    for rounds in (5, 10, 20):
        dt = rounds * rtt
        w_est = 0.7 * w_max + alpha * (rounds - 1)
        assert w_est > 0.4 * (dt - k) ** 3 + w_max  # the Reno-friendly region
        got = c[c["t_s"] >= t0 + dt]["cwnd"].iloc[0]
        assert got == pytest.approx(w_est, abs=1.0), (rounds, got, w_est)


def test_cubic_first_congestion_avoidance_after_a_timeout_has_k_zero() -> None:
    # A loss (packet 200) ends slow start, then a block of 180 first transmissions is lost, so
    # the retransmission timer fires. RFC 9438 Section 4.8 (RFC 8312 Section 4.7): ssthresh =
    # beta W, and in the first congestion avoidance after the timeout K = 0 and W_max = the
    # window when it begins, so W(t) = cwnd_epoch + C t^3, t from its beginning, rather than a
    # climb back toward the W_max from before the timeout. Reno-friendly region off.
    sc = ccsim.Scenario.model_validate({
        "duration": "9s",
        "topology": {"kind": "dumbbell", "bottleneck": {
            "bandwidth": "1Gbps", "delay": "1ms", "queue": {"kind": "droptail", "limit": "100000pkt"},
            "loss": {"kind": "seqs", "flow": "f", "seqs": [200, *range(2000, 2180)]}}},
        "defaults": {"tcp": {"window": {"rule": "cubic", "tcp_friendly": False},
                             "recovery": "reno", "tick": "0s"}},
        "flows": [{"name": "f", "rtt": "100ms"}],
        "monitors": {"cwnd": {"every": "1ms"}}})
    r = ccsim.run(sc, seed=1, progress=False)
    assert r.flows.iloc[0]["timeouts"] >= 1
    c = r.cwnd[["t_s", "cwnd", "ssthresh"]].reset_index(drop=True)
    k = int(c.index[c["ssthresh"].diff().fillna(0) != 0][-1])   # the last timeout
    assert c["cwnd"][k] == 1.0
    assert c["ssthresh"][k] == pytest.approx(0.7 * c["cwnd"][k - 1], abs=1e-9)
    j = int(c.index[(c.index >= k) & (c["cwnd"] >= c["ssthresh"][k])][0])   # the epoch begins
    t0, w0 = c["t_s"][j], c["cwnd"][j]
    for dt in (1.0, 2.0, 3.0, 4.0):
        got = c[c["t_s"] >= t0 + dt]["cwnd"].iloc[0]
        want = w0 + 0.4 * dt ** 3
        assert got == pytest.approx(want, abs=0.02 * want), (dt, got, want)


def test_cubic_reno_friendly_estimate_counts_the_segments_each_ack_acknowledges() -> None:
    # With delayed ACKs each ACK acknowledges two packets. RFC 9438 Section 4.3: W_est +=
    # alpha_cubic * segments_acked / cwnd per ACK, so W_est still grows by alpha_cubic = 3 (1 -
    # beta)/(1 + beta) per round trip, and by 1 once it reaches the window before the decrease
    # (cwnd_prior). On this short path the Reno-friendly region governs.
    sc = ccsim.Scenario.model_validate({
        "duration": "2s",
        "topology": {"kind": "dumbbell", "bottleneck": {
            "bandwidth": "1Gbps", "delay": "1ms", "queue": {"kind": "droptail", "limit": "100000pkt"},
            "loss": {"kind": "seqs", "flow": "f", "seqs": [200]}}},
        "defaults": {"tcp": {"window": {"rule": "cubic"}, "recovery": "reno", "tick": "0s",
                             "delayed_ack": True}},
        "flows": [{"name": "f", "rtt": "10ms"}],
        "monitors": {"cwnd": {"every": "1ms"}}})
    c = ccsim.run(sc, seed=1, progress=False).cwnd[["t_s", "cwnd", "ssthresh", "srtt_s"]]
    c = c.reset_index(drop=True)
    i = int(c.index[c["ssthresh"] < 1e5][0])                    # the fast retransmit
    w_prior = c["ssthresh"][i] / 0.7
    w0 = 0.7 * w_prior
    post = c[i:]
    j = int(post.index[post["cwnd"] > post["cwnd"].min() + 1e-9][0])
    t0 = c["t_s"][j - 1]                                          # the epoch begins
    rtt = c["srtt_s"][j + 100]
    alpha = 3 * 0.3 / 1.7
    t_prior = (w_prior - w0) / alpha * rtt                       # W_est reaches cwnd_prior
    k = (w_prior * 0.3 / 0.4) ** (1 / 3)
    for dt in (0.2, 0.5, 0.8, 1.0):
        w_est = w0 + alpha * dt / rtt if dt < t_prior else w_prior + (dt - t_prior) / rtt
        assert w_est > 0.4 * (dt - k) ** 3 + w_prior  # the Reno-friendly region
        got = c[c["t_s"] >= t0 + dt]["cwnd"].iloc[0]
        assert got == pytest.approx(w_est, rel=0.01), (dt, got, w_est)


# --- BBR ------------------------------------------------------------------------------------

def _bbr(schedule: Any) -> ccsim.Results:
    sc = dumbbell([{"name": "bbr", "rtt": "40ms"}],
                  {"window": {"rule": "bbr"}, "recovery": "sack", "schedule": schedule},
                  monitors={"queue": {"links": ["bottleneck"], "every": "10ms"}})
    return ccsim.run(sc, seed=1, progress=False)


def test_bbr_estimates_the_path_and_keeps_the_queue_below_one_bdp() -> None:
    r = _bbr("paced")
    f = r.flows.iloc[0]
    # Bottleneck 10 Mbit/s: BtlBw within 5%. RTprop is the round trip of an unqueued packet:
    # 40 ms of propagation + a 1040 B data packet serialised at 100, 10 and 100 Mbit/s + a 40 B
    # ACK at the same three rates.
    assert f["btlbw_bps"] == pytest.approx(10e6, rel=0.05)
    data = 1040 * 8 * (2 / 100e6 + 1 / 10e6)
    ack = 40 * 8 * (2 / 100e6 + 1 / 10e6)
    assert f["min_rtt_s"] == pytest.approx(0.040 + data + ack, abs=1e-12)
    bdp = 10e6 / (1040 * 8) * f["min_rtt_s"]
    q = r.queue[r.queue["t_s"] >= 10]
    assert q["pkts"].max() < bdp
    assert f["drops"] == 0
    assert f["throughput_pps"] * 1040 * 8 > 0.95 * 10e6


def test_bbr_pacing_composes_with_randomized_spacing() -> None:
    # Randomized spacing multiplies BBR's gap by (1 + x), x ~ U[-1, 1]: same model of the path,
    # a busier queue than pure pacing, and throughput kept.
    paced, randomized = _bbr("paced"), _bbr({"kind": "randomized", "interval": 1.0})
    fr = randomized.flows.iloc[0]
    assert fr["btlbw_bps"] == pytest.approx(10e6, rel=0.05)
    assert fr["throughput_pps"] * 1040 * 8 > 0.95 * 10e6
    assert randomized.queue["pkts"].mean() > paced.queue["pkts"].mean()


def test_bbr_is_paced_unless_a_schedule_is_set() -> None:
    # BBR sets its rate by pacing; without a schedule of its own it is paced (its Drain could
    # not end otherwise), in whichever layer the rule is set; a schedule asked for is kept.
    def kind(tcp: dict[str, Any], flow_tcp: dict[str, Any] | None = None) -> str:
        flow = {"name": "a", "rtt": "40ms", **({"tcp": flow_tcp} if flow_tcp else {})}
        engine = dumbbell([flow], tcp).to_engine()
        return str(engine["flows"][0]["transport"]["schedule"]["kind"])

    assert kind({"window": {"rule": "bbr"}}) == "paced"
    assert kind({}, {"window": {"rule": "bbr"}}) == "paced"
    assert kind({"schedule": "ack_clocked"}, {"window": {"rule": "bbr"}}) == "ack_clocked"
    assert kind({"schedule": "randomized"}, {"window": {"rule": "bbr"}}) == "randomized"
    assert kind({"window": {"rule": "cubic"}}) == "ack_clocked"


def test_bbr_probes_rtt_every_ten_seconds_when_a_queue_stands() -> None:
    # Sent ACK-clocked, BBR's cwnd of two BDPs keeps a standing queue, so no RTT sample reaches
    # RTprop again: 10 s after its last refresh BBR enters ProbeRTT (draft-cardwell-00 Section
    # 4.3.4): cwnd 4 packets for at least 200 ms and a round trip, the queue drains, and 10 s
    # later it does it again.
    sc = dumbbell([{"name": "a", "rtt": "40ms"}],
                  {"window": {"rule": "bbr"}, "recovery": "sack", "schedule": "ack_clocked"},
                  duration="30s",
                  monitors={"cwnd": {"every": "1ms"}, "queue": {"links": ["bottleneck"],
                                                                "every": "1ms"}})
    r = ccsim.run(sc, seed=1, progress=False)
    c = r.cwnd.set_index("t_ns")["cwnd"]
    t = c.index[(c <= 4.0) & (c.index > 1e9)].to_numpy()
    episodes = np.split(t, np.where(np.diff(t) > 2e6)[0] + 1)
    assert len(episodes) == 2
    q = r.queue.set_index("t_ns")["pkts"]
    for e, start in zip(episodes, (10.0, 20.0)):
        assert start < e[0] / 1e9 < start + 1.0
        assert 0.2 <= (e[-1] - e[0]) / 1e9 < 0.5
        assert q.loc[e[0]:e[-1]].min() == 0
    assert q[(q.index > 12e9) & (q.index < 20e9)].mean() > 20  # the standing queue


def test_bbr_probe_rtt_at_a_short_rtt_keeps_its_bandwidth_estimate() -> None:
    """At an RTprop of 10 ms ProbeRTT's 200 ms are 20 rounds, past the 10-round BtlBw window.
    Its 4-packet samples are application-limited (draft-cardwell-00 BBRHandleProbeRTT) and may
    only raise BtlBw, so right after it the estimate is still the 10 Mb/s link; it fell to
    3 Mb/s, and the window ProbeRTT restored was cut to match (30 packets -> 11)."""
    sc = ccsim.Scenario.model_validate({
        "duration": "10.4s", "defaults": {"tcp": {"window": {"rule": "bbr"}}},
        "topology": {"kind": "dumbbell", "access": {"speedup": 10}, "bottleneck": {
            "bandwidth": "10Mbps", "delay": "2ms", "queue": {"kind": "droptail", "limit": "200pkt"}}},
        "flows": [{"name": "a", "rtt": "10ms"}], "monitors": {"cwnd": {"every": "1ms"}}})
    r = ccsim.run(sc, seed=1, progress=False)
    assert r.flows["btlbw_bps"].iloc[0] == pytest.approx(10e6, rel=0.02)
    c = r.cwnd.set_index("t_ns")["cwnd"]
    probe = c.index[(c <= 4.0) & (c.index > 1e9)]
    assert 10.0e9 < probe[0] and probe[-1] < 10.3e9  # ProbeRTT came and went
    before, after = c[c.index < probe[0]].iloc[-1], c[c.index > probe[-1]].iloc[0]
    assert after >= before  # BBRRestoreCwnd: back to at least the window before it


#: Twenty consecutive first transmissions lost, at about 5 s (BBR in ProbeBW by then).
BBR_HOLES = list(range(6000, 6020))


def bbr_losing_holes(recovery: str, trace: bool = False) -> ccsim.Scenario:
    """One BBR flow on 10 Mb/s and 40 ms that loses :data:`BBR_HOLES`; cwnd sampled every ms."""
    monitors: dict[str, Any] = {"cwnd": {"every": "1ms"}}
    if trace:
        monitors["trace"] = {"links": ["bottleneck"], "max_events": 200000}
    return ccsim.Scenario.model_validate({
        "duration": "5.5s",
        "topology": {"kind": "dumbbell", "bottleneck": {
            "bandwidth": "10Mbps", "delay": "5ms", "queue": {"kind": "droptail", "limit": "1000pkt"},
            "loss": {"kind": "seqs", "flow": "f", "seqs": BBR_HOLES}}},
        "defaults": {"tcp": {"window": {"rule": "bbr"}, "recovery": recovery, "tick": "0s"}},
        "flows": [{"name": "f", "rtt": "40ms"}],
        "monitors": monitors})


@pytest.mark.parametrize("recovery", ["sack", "newreno"])
def test_bbr_window_on_entering_recovery_is_packets_in_flight_plus_one(recovery: str) -> None:
    # BBR in ProbeBW, then 20 consecutive first transmissions lost. On the third duplicate ACK
    # (draft-cardwell-iccrg-bbr-congestion-control-00 Section 4.2.3.4) cwnd = packets in flight
    # + max(packets delivered, 1), in flight as RFC 6675 counts it: the packets outstanding
    # less the 3 SACKed by the duplicate ACKs and the 20 below them deemed lost (IsLost: 3
    # SACKed above). Without SACK the 3 duplicate ACKs stand for 3 packets gone and only the
    # one resent is known lost.
    holes = BBR_HOLES
    r = ccsim.run(bbr_losing_holes(recovery, trace=True), seed=1, progress=False)
    tx = r.trace[(r.trace["event"] == "-") & (r.trace["kind"] == "data")]
    resent = tx[tx.duplicated("seq")]
    t_fr, first = resent["t_s"].iloc[0], int(resent["seq"].iloc[0])
    assert first == holes[0]
    # Every packet the sender had sent leaves the FIFO bottleneck before the retransmission.
    maxseq = int(tx[tx["t_s"] < t_fr]["seq"].max())
    outstanding = maxseq - (first - 1)
    lost, left = (len(holes), 3) if recovery == "sack" else (1, 3)
    want = outstanding - left - lost + 1
    c = r.cwnd[(r.cwnd["t_s"] > t_fr - 0.05) & (r.cwnd["t_s"] <= t_fr)]["cwnd"].to_numpy()
    d = int(np.argmax(np.diff(c) < -1)) + 1                       # the sample after the cut
    assert c[d - 1] > 100                                         # 2 BDP + 3 before
    assert c[d] == want
    # Packet conservation, not a pause: a packet leaves for each one delivered, so the link
    # (0.83 ms a packet) stays busy through the next round trip.
    busy = tx[(tx["t_s"] >= t_fr - 0.01) & (tx["t_s"] <= t_fr + 0.1)]["t_s"].to_numpy()
    assert np.diff(busy).max() < 0.002


def test_bbr_restores_its_window_when_recovery_ends() -> None:
    # 20 consecutive packets lost in ProbeBW, SACK recovery: cwnd is cut to the packets in
    # flight + 1 (49) and, once the ACKs pass the recovery point, goes back to the window it
    # had (draft-cardwell-00 Section 4.2.3.4, BBRRestoreCwnd) in one step, not by regrowing.
    w = ccsim.run(bbr_losing_holes("sack"), seed=1, progress=False).cwnd
    c = w[w["t_s"] > 4.0]["cwnd"].to_numpy()                      # ProbeBW, before the losses
    cut = int(np.argmax(np.diff(c) < -1)) + 1
    before, during = c[cut - 1], c[cut]
    after = c[cut:][c[cut:] != during][0]                         # the next value cwnd takes
    assert before > 100 and during < 60
    assert after == pytest.approx(before)


# --- Vegas ----------------------------------------------------------------------------------

def test_bbr_after_a_timeout_does_not_count_the_old_window_in_flight() -> None:
    # ns-2's ECN sender (ecn_retransmit_ect) reduces on echoes that follow a timeout; BBR's
    # packet conservation then sets cwnd to the packets in flight + 1. Counting the packets the
    # timeout is about to resend (up to maxseq) as in flight released the whole old window in
    # a burst, which the queue dropped, and so on: cwnd 10,611 and 1.4% of the link delivered.
    red = {"kind": "red", "limit": "75pkt", "min_th": "15pkt", "max_th": "45pkt", "ecn": True}
    sc = dumbbell([{"name": "f", "rtt": "40ms"}],
                  {"window": {"rule": "bbr"}, "recovery": "newreno", "ecn": True,
                   "ecn_retransmit_ect": True}, queue=red, duration="15s")
    f = ccsim.run(sc, seed=1, progress=False).flows.iloc[0]
    assert f["goodput_bps"] > 0.8 * 10e6 * 1000 / 1040
    assert f["final_cwnd"] < 3 * 48 + 3  # at most about 2 BDP + 3 (BDP 48 packets)


def test_bbr_keeps_its_bandwidth_estimate_through_rounds_without_samples() -> None:
    # Four BBR flows overfill a 75-packet buffer and time out; the ACKs after a timeout cover
    # resent packets and give no rate sample. The max filter must age only as samples arrive
    # (Linux's windowed max filter): aged by rounds alone it emptied, BtlBw fell to 0 and so did
    # the pacing rate (one flow ended with an estimate of 0 and 0.28 Mb/s).
    flows = [{"name": f"f{i}", "rtt": rtt, "start": f"{i / 10}s"}
             for i, rtt in enumerate(["30ms", "40ms", "60ms", "80ms"])]
    sc = ccsim.Scenario.model_validate({
        "duration": "20s", "defaults": {"tcp": {"window": {"rule": "bbr"}, "recovery": "newreno"}},
        "topology": {"kind": "dumbbell", "bottleneck": {
            "bandwidth": "10Mbps", "delay": "10ms", "queue": {"kind": "droptail", "limit": "75pkt"}}},
        "flows": flows})
    f = ccsim.run(sc, seed=1, progress=False).flows
    assert (f["timeouts"] > 0).all()
    assert (f["btlbw_bps"] > 0.5e6).all()


def test_vegas_base_rtt_is_not_the_syns() -> None:
    # The header-only SYN crosses each link faster than a data packet: taken as BaseRTT, it
    # made an empty path look like one packet queued, and after an early drop cwnd sat at 34.5
    # (BDP 48) for the rest of the run, two thirds of the link.
    sc = dumbbell([{"name": "f", "rtt": "40ms"}], {"window": {"rule": "vegas"}, "syn": True},
                  queue={"kind": "codel", "limit": "75pkt"}, duration="15s")
    f = ccsim.run(sc, seed=1, progress=False).flows.iloc[0]
    assert f["goodput_bps"] > 0.9 * 10e6 * 1000 / 1040
    # BaseRTT as a data packet sees it: 40 ms + 1040 B on the 10 Mb/s link and twice on the
    # 100 Mb/s access links, + 40 B ACKs likewise.
    assert f["min_rtt_s"] >= 0.040 + 1040 * 8 / 10e6


def test_vegas_keeps_between_alpha_and_beta_packets_queued() -> None:
    # One Vegas flow alone: in steady state its own queue at the bottleneck holds between alpha
    # (1) and beta (3) packets (Brakmo & Peterson 1995, Section 3.2), without losses.
    sc = dumbbell([{"name": "vegas", "rtt": "40ms"}], {"window": {"rule": "vegas"}},
                  monitors={"queue": {"links": ["bottleneck"], "every": "10ms"}})
    r = ccsim.run(sc, seed=1, progress=False)
    q = r.queue[r.queue["t_s"] >= 10]["pkts"]
    assert r.flows.iloc[0]["drops"] == 0
    assert 1.0 <= q.mean() <= 3.5
    assert r.flows.iloc[0]["min_rtt_s"] == pytest.approx(0.0410368, abs=1e-9)


@pytest.mark.parametrize("recovery", ["tahoe", "reno", "newreno", "sack"])
def test_vegas_recovers_from_a_loss_in_slow_start(recovery: str) -> None:
    # A 10-packet buffer, shorter than the queue Vegas's slow start builds before it can see
    # it (doubling every other round trip, Section 3.3), so the flow loses packets there and
    # falls back to one packet (Tahoe, a timeout). Its slow start from there must grow: at one
    # packet every ACK ends a round trip, and an ACK that also covers a resent packet gives
    # no RTT sample. Afterwards it holds alpha to beta packets queued, so the link stays full.
    sc = dumbbell([{"name": "vegas", "rtt": "40ms"}],
                  {"window": {"rule": "vegas"}, "recovery": recovery},
                  queue={"kind": "droptail", "limit": "10pkt"}, duration="20s",
                  monitors={"cwnd": {"every": "100ms"}})
    r = ccsim.run(sc, seed=1, progress=False)
    f = r.flows.iloc[0]
    assert f["drops"] > 0 and f["timeouts"] + f["fast_retransmits"] >= 1
    assert f["goodput_bps"] > 0.85 * 10e6 * 1000 / 1040  # payload share of 10 Mb/s
    late = r.cwnd[r.cwnd["t_s"] >= 5]["cwnd"]
    assert late.min() > 40  # about the 49-packet BDP, never back at one


# --- validation -----------------------------------------------------------------------------

def test_new_tcp_fields_are_validated_with_their_names() -> None:
    with pytest.raises(ccsim.ScenarioError, match="recovery"):
        dumbbell([{"rtt": "40ms"}], {"recovery": "sacc"})
    with pytest.raises(ccsim.ScenarioError, match=r"window\.beta"):
        dumbbell([{"rtt": "40ms"}], {"window": {"rule": "cubic", "beta": 1.2}})
    with pytest.raises(ccsim.ScenarioError, match=r"window\.c: does not apply"):
        dumbbell([{"rtt": "40ms"}], {"window": {"rule": "bbr", "c": 0.4}})
    with pytest.raises(ccsim.ScenarioError, match=r"monitors\.trace\.flows\[0\]"):
        dumbbell([{"name": "a", "rtt": "40ms"}], {},
                 monitors={"trace": {"links": ["bottleneck"], "flows": ["b"]}})


def test_new_mechanisms_are_deterministic_and_off_by_default() -> None:
    # Same scenario and seed, same bytes out, with every new mechanism on at once.
    flows = [{"name": "cubic", "rtt": "60ms", "tcp": {"window": {"rule": "cubic"}}},
             {"name": "bbr", "rtt": "80ms", "tcp": {"window": {"rule": "bbr"},
                                                     "schedule": {"kind": "randomized"}}},
             {"name": "vegas", "rtt": "40ms", "tcp": {"window": {"rule": "vegas"}}}]
    sc = dumbbell(flows, {"recovery": "sack", "ecn": True},
                  queue={"kind": "fq_codel", "ecn": True}, duration="20s",
                  monitors={"trace": {"links": ["bottleneck"]}, "cwnd": {"every": "100ms"}})
    a, b = (ccsim.run(sc, seed=5, progress=False) for _ in range(2))
    for table in ("flows", "links", "cwnd", "trace"):
        assert getattr(a, table).equals(getattr(b, table)), table
    c = ccsim.run(sc, seed=6, progress=False)
    assert not a.trace.equals(c.trace)
    # Without the options, a scenario lowers exactly as before they existed.
    plain = dumbbell([{"name": "f", "rtt": "60ms"}], {}).to_engine()
    tcp = plain["flows"][0]["transport"]
    assert "ecn" not in tcp and "ecn_retransmit_ect" not in tcp
    assert "ecn" not in plain["links"][0]["queue"]
    assert "trace_flows" not in plain["monitors"]
