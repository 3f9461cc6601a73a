"""Tests of ccsim.metrics on hand-built results tables (issue 4).

Expected values come from the papers' worked examples or are written out by hand.
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ccsim import metrics as m

S = 1_000_000_000  # ns per second

# ---------------------------------------------------------------------------------------------
# Fairness (004 Section 3.2, 000 eq. 8, 003 Section III-B)

SIX_FLOWS = [9, 9.5, 8.5, 9, 9, 6]  # Mbps, 004 Section 3.2


def test_004_six_flow_jain_index():
    # sum = 51, sum of squares = 81 + 90.25 + 72.25 + 81 + 81 + 36 = 441.5
    # Jain = 51^2 / (6 * 441.5) = 2601 / 2649 = 0.981880; the paper states 0.982.
    assert m.jain(SIX_FLOWS) == pytest.approx(2601 / 2649)
    assert round(m.jain(SIX_FLOWS), 3) == 0.982


def test_004_six_flow_worst_case_fairness_paper_slip():
    # Definition: min/max = 6/9.5 = 0.631579. 004 prints 0.667, which is 6/9 (the minimum over
    # the most common value, not the maximum): an arithmetic slip of the paper.
    assert m.worst_case_fairness(SIX_FLOWS) == pytest.approx(6 / 9.5)
    assert round(m.worst_case_fairness(SIX_FLOWS), 3) == 0.632
    assert round(6 / 9, 3) == 0.667  # what the paper printed
    # the ideal case of the paper: all at 9.5 Mbps gives 1.0 for both indices
    assert m.jain([9.5] * 6) == pytest.approx(1.0)
    assert m.worst_case_fairness([9.5] * 6) == 1.0


def test_jain_extremes():
    assert m.jain([5, 0, 0, 0]) == pytest.approx(1 / 4)
    assert m.jain(pd.Series([2.0, 2.0, 2.0])) == pytest.approx(1.0)


def test_rtt_weighted_jain_eq8():
    rtt = [0.06, 0.08, 0.12]
    # x proportional to 1/RTT: x_i RTT_i constant -> 1
    assert m.jain_rtt_weighted([1 / r for r in rtt], rtt) == pytest.approx(1.0)
    # equal RTTs: plain Jain
    assert m.jain_rtt_weighted([1, 2, 3], [0.1] * 3) == pytest.approx(m.jain([1, 2, 3]))
    # by hand: x = (1, 1), RTT = (1, 3): (1 + 3)^2 / (2 (1 + 9)) = 16/20
    assert m.jain_rtt_weighted([1, 1], [1, 3]) == pytest.approx(0.8)


def test_tfrcp_friendliness_equivalence_fc():
    tfrcp, tcp = [10, 20, 30], [40, 40]  # T_C = 20, T_T = 40
    assert m.friendliness(tfrcp, tcp) == pytest.approx(0.5)
    assert m.equivalence(tfrcp, tcp) == pytest.approx(2.0)
    assert m.equivalence(tcp, tfrcp) == pytest.approx(2.0)
    assert m.f_c(tfrcp) == pytest.approx(3.0)
    assert m.friendliness([1], [0]) == math.inf
    assert m.f_c([0, 1]) == math.inf


def test_shares():
    assert m.rtt_proportional_share([0.06, 0.08]) == pytest.approx([8 / 14, 6 / 14])
    assert m.share([1, 3]) == pytest.approx([0.25, 0.75])
    s = m.share(pd.Series([1.0, 1.0], index=["a", "b"]), capacity=4.0)
    assert s["a"] == pytest.approx(0.25)


@pytest.mark.parametrize(
    "call,msg",
    [
        (lambda: m.jain([]), "empty"),
        (lambda: m.jain([1, float("nan")]), "not a finite number"),
        (lambda: m.jain([1, -1]), "negative"),
        (lambda: m.jain([0, 0]), "undefined"),
        (lambda: m.jain([[1, 2], [3, 4]]), "1-D"),
        (lambda: m.jain_rtt_weighted([1, 2], [0.1]), "same length"),
        (lambda: m.jain_rtt_weighted([1, 2], [0.1, 0]), "positive"),
        (lambda: m.worst_case_fairness([]), "empty"),
        (lambda: m.friendliness([], [1]), "empty"),
        (lambda: m.equivalence([0], [0]), "undefined"),
        (lambda: m.f_c([0, 0]), "undefined"),
        (lambda: m.share([1], capacity=0), "capacity"),
    ],
)
def test_fairness_refuses_bad_input(call, msg):
    with pytest.raises(ValueError, match=msg):
        call()


@given(st.lists(st.floats(0.0, 1e6, allow_nan=False), min_size=1, max_size=50).filter(lambda v: sum(v) > 0))
def test_jain_bounds_property(x):
    j = m.jain(x)
    assert 1 / len(x) - 1e-9 <= j <= 1 + 1e-9
    assert 0 <= m.worst_case_fairness(x) <= 1


# ---------------------------------------------------------------------------------------------
# Synchronization (000 Sections IV, VII-B)


def _cwnd_table(series: dict, step_ns: int = S // 10) -> pd.DataFrame:
    rows = []
    for flow, vals in series.items():
        for k, v in enumerate(vals):
            rows.append((k * step_ns, flow, float(v)))
    return pd.DataFrame(rows, columns=["t_ns", "flow", "cwnd"])


def test_covariance_with_itself_and_negation():
    rng = np.random.default_rng(4)
    w = rng.uniform(1, 40, size=500)
    assert m.covariance_coefficient(w, w) == pytest.approx(1.0)
    assert m.covariance_coefficient(w, -w) == pytest.approx(-1.0)
    assert m.covariance_coefficient(w, 3 * w + 7) == pytest.approx(1.0)


def test_covariance_by_hand():
    # w1 = (1, 2, 3), w2 = (1, 3, 2): deviations (-1, 0, 1) and (-1, 1, 0)
    # sum of products = 1, sums of squares 2 and 2 -> 1/2
    assert m.covariance_coefficient([1, 2, 3], [1, 3, 2]) == pytest.approx(0.5)


def test_cwnd_covariance_matrix():
    t = np.arange(1000)
    saw = (t % 50).astype(float)  # a sawtooth cwnd
    df = _cwnd_table({1: saw, 2: saw, 3: 50 - saw, 4: ((t + 25) % 50).astype(float)})
    mat = m.cwnd_covariance_matrix(df, every="100ms")
    assert mat.loc[1, 1] == pytest.approx(1.0)
    assert mat.loc[1, 2] == pytest.approx(1.0)
    assert mat.loc[1, 3] == pytest.approx(-1.0)
    assert mat.loc[2, 4] == pytest.approx(m.covariance_coefficient(saw, (t + 25) % 50))
    assert np.allclose(mat.to_numpy(), mat.to_numpy().T)
    pairs = m.pairwise_covariance(df)
    assert list(zip(pairs.flow_a, pairs.flow_b)) == [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]


def test_cwnd_series_resamples_on_grid():
    # samples every 50 ms; on a 100 ms grid, every other sample is kept
    df = _cwnd_table({1: np.arange(20.0), 2: np.arange(20.0) ** 2}, step_ns=S // 20)
    wide = m.cwnd_series(df, every="100ms")
    assert wide.index.tolist() == [k * S // 10 for k in range(10)]
    assert wide[1].tolist() == [2.0 * k for k in range(10)]
    # window restricts the samples
    wide = m.cwnd_series(df, every="100ms", window=("0.5s", "0.9s"))
    assert wide.index[0] == S // 2 and wide.index[-1] == 9 * S // 10


def test_labelled_series_pair_by_label():
    """A flow's throughput goes with that flow's RTT, whatever order each Series lists them in."""
    x = pd.Series({0: 10.0, 1: 5.0})
    rtt = pd.Series({1: 0.2, 0: 0.1})  # x * RTT = (1, 1) by flow: perfectly RTT-fair
    assert m.jain_rtt_weighted(x, rtt) == pytest.approx(1.0)
    # by position instead: (2, 0.5), (2.5)^2 / (2 (4 + 0.25))
    assert m.jain_rtt_weighted(x.to_numpy(), rtt.to_numpy()) == pytest.approx(6.25 / 8.5)
    w = pd.Series([1.0, 2.0, 3.0, 4.0], index=[0, 1, 2, 3])
    assert m.covariance_coefficient(w, pd.Series([1.0, 2.0, 3.0, 4.0], index=[3, 2, 1, 0])) == \
        pytest.approx(-1.0)
    with pytest.raises(ValueError, match="labelled differently"):
        m.jain_rtt_weighted(x, pd.Series({0: 0.1, 2: 0.2}))


def test_constant_float_series_are_constant():
    """A mean's rounding leaves deviations of about 1e-17 from a constant 0.1: still constant."""
    with pytest.raises(ValueError, match="constant"):
        m.covariance_coefficient(np.full(3, 0.1), np.arange(3.0))
    t = np.arange(50)
    mat = m.cwnd_covariance_matrix(_cwnd_table({1: np.full(50, 0.1), 2: (t % 7).astype(float)}))
    assert np.isnan(mat.loc[1, 2]) and np.isnan(mat.loc[1, 1]) and mat.loc[2, 2] == 1.0
    assert m.oscillation_frequency(np.full(10, 14.7), 0.1, "fft") == 0.0
    assert m.oscillation_frequency(np.full(100, 0.1), 0.1) == 0.0


def test_cwnd_series_does_not_pad_past_the_data():
    """Samples over 0-1 s: a window to 3 s gives the same series as one to 1 s, not 20 copies
    of the last values."""
    rng = np.random.default_rng(7)
    df = _cwnd_table({1: rng.uniform(1, 20, 11), 2: rng.uniform(1, 20, 11)})
    assert m.cwnd_series(df, window=(0, 3)).equals(m.cwnd_series(df, window=(0, 1)))
    a, b = m.cwnd_series(df).to_numpy().T
    mat = m.cwnd_covariance_matrix(df, window=(0, 3))
    assert mat.loc[1, 2] == pytest.approx(np.corrcoef(a, b)[0, 1])
    with pytest.raises(ValueError, match="fewer than two"):
        m.cwnd_series(df, window=(2, 3))


def test_cwnd_series_of_srtt_starts_at_the_first_estimate():
    """``srtt_s`` is NaN until a flow's first RTT sample: those rows are no samples, so the
    series of a real run starts at the first instant where both flows have an estimate."""
    df = _cwnd_table({1: np.arange(10.0), 2: np.arange(10.0)})
    df["srtt_s"] = [np.nan, np.nan, *np.linspace(0.1, 0.2, 8)] + [np.nan, *np.linspace(0.3, 0.1, 9)]
    wide = m.cwnd_series(df, column="srtt_s")
    assert wide.index[0] == 2 * S // 10 and len(wide) == 8
    with pytest.raises(ValueError, match="missing column 'rtt'"):
        m.cwnd_series(df, column="rtt")


def test_covariance_refuses_bad_input():
    with pytest.raises(ValueError, match="same length"):
        m.covariance_coefficient([1, 2, 3], [1, 2])
    with pytest.raises(ValueError, match="constant"):
        m.covariance_coefficient([1, 1, 1], [1, 2, 3])
    with pytest.raises(ValueError, match="empty"):
        m.covariance_coefficient([], [])
    with pytest.raises(ValueError, match="empty"):
        m.cwnd_covariance_matrix(pd.DataFrame(columns=["t_ns", "flow", "cwnd"]))
    with pytest.raises(ValueError, match="missing column"):
        m.cwnd_covariance_matrix(pd.DataFrame({"t_ns": [0], "flow": [1]}))


@settings(max_examples=50)
@given(st.lists(st.floats(-1e3, 1e3, allow_nan=False), min_size=3, max_size=40))
def test_covariance_property(x):
    x = np.array(x)
    if np.ptp(x) < 1e-6:
        return
    y = np.roll(x, 1)
    if np.ptp(y) < 1e-6:
        return
    c = m.covariance_coefficient(x, y)
    assert -1 <= c <= 1
    assert c == pytest.approx(m.covariance_coefficient(y, x))


# ---------------------------------------------------------------------------------------------
# Throughput over a window (flow_samples)


def _flow_samples(rates_pps: dict, seconds: int = 10, step_ns: int = S // 10, pkt: int = 500) -> pd.DataFrame:
    rows = []
    n = seconds * S // step_ns
    for flow, r in rates_pps.items():
        for k in range(1, n + 1):
            t = k * step_ns
            delivered = int(r * t // S)
            sent = delivered + delivered // 10
            rows.append((t, flow, delivered, delivered * pkt, sent, sent - delivered))
    return pd.DataFrame(rows, columns=["t_ns", "flow", "delivered", "delivered_bytes", "data_sent", "drops"])


def test_throughput_windows():
    fs = _flow_samples({0: 100, 1: 250})
    whole = m.throughput(fs)
    assert whole.loc[0] == pytest.approx(100) and whole.loc[1] == pytest.approx(250)
    last = m.throughput(fs, last="2s")
    assert last.attrs["t0_ns"] == 8 * S and last.attrs["t1_ns"] == 10 * S
    assert last.loc[1] == pytest.approx(250)
    w = m.throughput(fs, ("5s", "10s"), unit="Mbps")  # 250 pkt/s * 500 B * 8 = 1 Mb/s
    assert w.loc[1] == pytest.approx(1.0)
    assert m.throughput(fs, (5, 10), unit="bps").loc[0] == pytest.approx(100 * 500 * 8)
    assert m.sending_rate(fs, ("5s", "10s")).loc[0] == pytest.approx(110)  # +10% retransmissions


def test_times_mean_what_they_mean_in_scenario_files():
    """One units module: "1min" works as in a scenario, a bare number is seconds (it was ns),
    and a time from a t_ns column goes in as a Timedelta, exactly."""
    fs = _flow_samples({0: 100, 1: 250})
    by_text = m.throughput(fs, last="0.05min")  # 3 s
    by_number = m.throughput(fs, last=3)
    assert (by_text.attrs["t0_ns"], by_text.attrs["t1_ns"]) == (7 * S, 10 * S)
    assert by_number.attrs == by_text.attrs
    exact = m.throughput(fs, (pd.Timedelta(5 * S, "ns"), np.timedelta64(10 * S, "ns")))
    assert (exact.attrs["t0_ns"], exact.attrs["t1_ns"]) == (5 * S, 10 * S)
    assert m.throughput(fs, (np.int64(5), 10.0)).attrs == exact.attrs
    with pytest.raises(ValueError, match='last: "3 fortnights" has unknown unit'):
        m.throughput(fs, last="3 fortnights")


def test_throughput_snaps_between_samples():
    fs = _flow_samples({0: 100})
    r = m.throughput(fs, ("1.05s", "2.05s"))
    assert (r.attrs["t0_ns"], r.attrs["t1_ns"]) == (S, 2 * S)
    assert r.loc[0] == pytest.approx(100)


@pytest.mark.parametrize(
    "window,msg",
    [
        (("2s", "1s"), "end must be after the start"),
        ((-5, 10), "negative"),
        (("1s", "1s"), "end must be after"),
        (("1s", "50s"), "after the last sample"),
        (("1x", "2s"), "window start: \"1x\" has unknown unit \"x\""),
        ("950s", "pair"),
    ],
)
def test_throughput_refuses_bad_windows(window, msg):
    with pytest.raises(ValueError, match=msg):
        m.throughput(_flow_samples({0: 100}), window)


def test_throughput_refuses_bad_tables():
    with pytest.raises(ValueError, match="empty"):
        m.throughput(pd.DataFrame(columns=["t_ns", "flow", "delivered", "delivered_bytes"]))
    with pytest.raises(ValueError, match="missing column"):
        m.throughput(pd.DataFrame({"t_ns": [1], "flow": [0]}))
    with pytest.raises(ValueError, match="unit"):
        m.throughput(_flow_samples({0: 1}), unit="furlongs")
    with pytest.raises(ValueError, match="pkt_bytes"):
        m.sending_rate(_flow_samples({0: 1}), unit="bps")
    with pytest.raises(ValueError, match="both|not both"):
        m.throughput(_flow_samples({0: 1}), ("1s", "2s"), last="1s")


# ---------------------------------------------------------------------------------------------
# Losses: burst losses (000 Section VII-C), loss rate, timeouts


def _drops(rows) -> pd.DataFrame:
    return pd.DataFrame(rows, columns=["t_ns", "link", "flow", "seq", "kind"])


def test_burst_losses_gap_rule():
    # 1 Mb/s, 500-B packets: one transmission = 4 ms. Drops at 0, 1, 3 ms (one burst of 3),
    # 20 ms (single), 40 and 43.9 ms (burst of 2), 60 and 64 ms (exactly 4 ms apart: not a burst).
    ms = 1_000_000
    d = _drops(
        [(0, 7, 1, 10, 0), (1 * ms, 7, 2, 5, 0), (3 * ms, 7, 1, 11, 0), (20 * ms, 7, 3, 1, 0),
         (40 * ms, 7, 1, 30, 0), (int(43.9 * ms), 7, 1, 31, 0), (60 * ms, 7, 2, 9, 0), (64 * ms, 7, 2, 10, 0),
         (41 * ms, 8, 4, 1, 0)]  # other link
    )
    b = m.burst_losses(d, 7, link_bps=1e6, pkt_bytes=500)
    assert b["size"].tolist() == [3, 2]
    assert b["n_flows"].tolist() == [2, 1]
    assert b["start_ns"].tolist() == [0, 40 * ms]
    assert len(m.burst_losses(d, 7, gap="5ms")) == 3  # 60/64 now join
    queue_level = m.burst_losses(d, 7, gap="5ms")["flow"]  # spans flows: NA, not a -1 sentinel
    assert queue_level.dtype == "Int64" and queue_level.isna().all()
    assert len(m.burst_losses(d, 7, link_bps=1e6, pkt_bytes=500, min_size=1)) == 5


def test_burst_losses_flow_rule():
    ms = 1_000_000
    d = _drops(
        [(0, 7, 1, 10, 0), (1 * ms, 7, 2, 5, 0), (3 * ms, 7, 1, 11, 0), (5 * ms, 7, 1, 12, 0),
         (9 * ms, 7, 2, 7, 0), (30 * ms, 7, 1, 10, 0), (31 * ms, 7, 2, 8, 1), (50 * ms, 7, 2, 9, 2)]
    )
    b = m.burst_losses(d, 7, rule="flow")
    # flow 1: seqs 10, 11, 12 -> run of 3 (then 10 again: a retransmission, a new run)
    # flow 2: 5, 7, 8 -> run (7, 8) of 2; the link-loss drop (kind 2) of seq 9 is not a queue drop
    assert b[["flow", "size"]].values.tolist() == [[1, 3], [2, 2]]


def test_burst_losses_one_transmission_apart_never_join_by_rounding():
    """1518 B at 1.5 Mb/s is exactly 8,096,000 ns, which the float 1518 * 8 / 1.5e6 * 1e9 puts
    1e-9 above: drops exactly one transmission apart (as a full DropTail queue drops them, a
    departure and a refill between) joined into one burst of 16."""
    tx = 8_096_000
    assert 1518 * 8 / 1.5e6 * 1e9 > tx  # the rounding that used to join them
    d = _drops([(k * tx, 7, 1, 2 * k, 0) for k in range(16)])
    assert len(m.burst_losses(d, 7, link_bps=1.5e6, pkt_bytes=1518)) == 0
    assert len(m.burst_losses(d, 7, gap=pd.Timedelta(tx, "ns"))) == 0
    # The engine rounds a transmission up to whole ns (1 B at 3 b/s: 2,666,666,667 ns): drops
    # that far apart are one transmission apart, not closer.
    d = _drops([(0, 7, 1, 0, 0), (2_666_666_667, 7, 1, 2, 0)])
    assert len(m.burst_losses(d, 7, link_bps=3, pkt_bytes=1)) == 0
    with pytest.raises(ValueError, match="give both"):
        m.burst_losses(d, 7, link_bps=3)


def test_burst_losses_flow_rule_within_a_gap():
    """Consecutive numbers of one flow lost half a second apart (two retransmissions) join
    under the sequence rule alone, and not once a gap is given."""
    ms = 1_000_000
    d = _drops([(0, 7, 1, 10, 0), (2 * ms, 7, 1, 11, 0),  # back to back: 2 ms < 4 ms
                (48_437 * ms // 100, 7, 1, 1013, 0), (48_943 * ms // 100, 7, 1, 1014, 0)])
    assert m.burst_losses(d, 7, rule="flow")["size"].tolist() == [2, 2]
    assert m.burst_losses(d, 7, rule="flow", gap="4ms")["size"].tolist() == [2]
    assert m.burst_losses(d, 7, rule="flow", link_bps=1e6, pkt_bytes=500)["size"].tolist() == [2]


def test_burst_losses_empty_log_and_bad_rule():
    empty = _drops([])
    assert len(m.burst_losses(empty, 0, gap="1ms")) == 0
    with pytest.raises(ValueError, match="rule"):
        m.burst_losses(empty, 0, rule="nope")
    with pytest.raises(ValueError, match="needs gap"):
        m.burst_losses(empty, 0)
    with pytest.raises(ValueError, match="missing column"):
        m.burst_losses(pd.DataFrame({"t_ns": [1]}), 0, gap="1ms")


def test_burst_losses_of_a_run_without_the_drop_log_say_so(tmp_path):
    """A run with ``monitors.drops`` off has an empty drop log: that is no evidence of zero
    bursts, so the metric says the monitor was off (also after a save and load) rather than
    count none, or complain of a missing ``name`` column; with the monitor on and no drop, an
    empty log does mean no burst."""
    import ccsim

    data = {"duration": "2s", "topology": {"kind": "dumbbell", "bottleneck": {
        "bandwidth": "2Mbps", "delay": "10ms", "queue": {"kind": "droptail", "limit": 5}}},
        "flows": [{"name": "a", "rtt": "40ms"}]}
    off = ccsim.run(data, progress=False)
    assert off.flows["drops"].sum() > 0  # it did drop: the log was just not kept
    back = ccsim.Results.load(off.save(tmp_path / "off"))
    for drops in (off.drops, back.drops):
        with pytest.raises(ValueError, match="monitors.drops was off"):
            m.burst_losses(drops, "bottleneck", gap="1ms")
    with pytest.raises(ValueError, match=r"empty \(was the monitor switched on\?\)"):
        m.burst_losses(_drops([]).astype("int64"), "bottleneck", gap="1ms")  # no name column
    data["topology"]["bottleneck"]["queue"]["limit"] = 1000
    none = ccsim.run({**data, "monitors": {"drops": True}}, progress=False)
    assert none.flows["drops"].sum() == 0
    assert m.burst_losses(none.drops, "bottleneck", gap="1ms").empty


def test_the_metrics_example_of_the_docs_runs(monkeypatch):
    """docs/metrics-and-models.md's example, as written: it ran a scenario that records neither
    ``flow_samples`` nor ``drops``, so three of its lines failed."""
    import re
    from pathlib import Path

    root = Path(__file__).parent.parent
    page = (root / "docs" / "metrics-and-models.md").read_text(encoding="utf-8")
    code = re.search(r"## Metrics\n\n```python\n(.*?)```", page, re.S).group(1)
    monkeypatch.chdir(root)  # the example's paths are the repository's
    names: dict = {}
    exec(compile(code, "metrics-and-models.md", "exec"), names)
    x = names["x"]
    assert len(x) == 2 and (x > 0).all()
    bursts = m.burst_losses(names["res"].drops, "bottleneck", link_bps=2e6, pkt_bytes=540)
    assert len(bursts) > 0


def test_loss_rate_and_timeouts():
    flows = pd.DataFrame({"flow": [0, 1, 2], "drops": [5, 0, 0], "data_sent": [100, 50, 0], "timeouts": [2, 0, 1]})
    lr = m.loss_rate(flows)
    assert lr.loc[0] == pytest.approx(0.05) and lr.loc[1] == 0.0 and math.isnan(lr.loc[2])
    assert m.timeouts_per_flow(flows).tolist() == [2, 0, 1]
    fs = _flow_samples({0: 100})  # sent = 1.1 x delivered, drops = sent - delivered
    assert m.loss_rate(fs, ("5s", "10s")).loc[0] == pytest.approx(50 / 550)
    links = pd.DataFrame({"link": [0], "arrivals": [200], "drops_overflow": [5], "drops_early": [3], "drops_loss": [2]})
    assert m.link_loss_rate(links).loc[0, "loss_rate"] == pytest.approx(0.05)


# ---------------------------------------------------------------------------------------------
# Delay, queue and web-transfer statistics


def test_delay_stats():
    d = pd.DataFrame({"t_ns": range(6), "flow": [0, 0, 0, 1, 1, 1], "delay_ns": [10e6, 20e6, 30e6, 40e6, 40e6, 40e6]})
    st_ = m.delay_stats(d.astype({"delay_ns": "int64"}), percentiles=(50,))
    assert st_.loc[0, "mean_s"] == pytest.approx(0.02)
    assert st_.loc[0, "std_s"] == pytest.approx(math.sqrt(200 / 3) / 1000)  # population std
    assert st_.loc[1, "p50_s"] == pytest.approx(0.04)
    assert st_.loc["all", "count"] == 6 and st_.loc["all", "mean_s"] == pytest.approx(0.18 / 6)
    with pytest.raises(ValueError, match="empty"):
        m.delay_stats(d.iloc[:0])


def test_delay_summary_weights_packets():
    flows = pd.DataFrame({"flow": [0, 1, 2], "delay_count": [1, 3, 0], "delay_mean_s": [0.1, 0.2, np.nan],
                          "delay_std_s": [0, 0, np.nan], "delay_min_s": [0.1, 0.2, np.nan], "delay_max_s": [0.1, 0.2, np.nan]})
    assert m.delay_summary(flows).loc["all", "delay_mean_s"] == pytest.approx(0.7 / 4)
    # The pooled row is that of the four delays together: 0.1, 0.2, 0.2, 0.2.
    all_ = m.delay_summary(flows).loc["all"]
    assert all_["delay_std_s"] == pytest.approx(np.std([0.1, 0.2, 0.2, 0.2]))
    assert (all_["delay_min_s"], all_["delay_max_s"]) == (0.1, 0.2)


def test_delay_summary_pools_as_the_raw_delays_do():
    # Two flows of different RTTs: the "all" row of the engine's per-flow summaries equals the
    # statistics of every recorded delay together.
    import ccsim

    r = ccsim.run({"duration": "5s", "topology": {"kind": "dumbbell", "bottleneck": {
        "bandwidth": "2Mbps", "delay": "10ms"}}, "flows": [
            {"name": "a", "rtt": "40ms"}, {"name": "b", "rtt": "120ms"}],
        "monitors": {"delays": "raw"}}, progress=False)
    raw = r.delays["delay_s"].to_numpy()
    all_ = m.delay_summary(r.flows).loc["all"]
    assert all_["delay_count"] == len(raw) > 1000
    assert all_["delay_mean_s"] == pytest.approx(raw.mean(), rel=1e-9)
    assert all_["delay_std_s"] == pytest.approx(raw.std(), rel=1e-6)
    assert (all_["delay_min_s"], all_["delay_max_s"]) == pytest.approx((raw.min(), raw.max()))


def test_queue_stats_sine_frequency():
    # 0.5 Hz sine sampled every 0.1 s for 100 s: both estimators give 0.5 Hz
    t = np.arange(1000) * (S // 10)
    q = 50 + 40 * np.sin(2 * np.pi * 0.5 * t / S + 0.3)
    df = pd.DataFrame({"t_ns": t, "link": 3, "pkts": q})
    s = m.queue_stats(df)
    assert s.loc[3, "mean"] == pytest.approx(50, abs=0.1)
    assert s.loc[3, "max"] == pytest.approx(90, abs=0.1)
    assert s.loc[3, "std"] == pytest.approx(40 / math.sqrt(2), rel=1e-3)
    assert s.loc[3, "osc_hz_fft"] == pytest.approx(0.5)
    assert s.loc[3, "osc_hz_crossings"] == pytest.approx(0.5, abs=0.011)


def test_oscillation_of_a_sawtooth():
    x = np.tile(np.arange(20.0), 10)  # 10 cycles of 20 samples, dt = 0.1 s -> 0.5 Hz
    # one upward crossing of the mean 9.5 (9 -> 10) per cycle: 10 crossings 2 s apart, 9 cycles
    # in 18 s (counting 10 over the series' 19.9 s gave 0.503)
    assert m.oscillation_frequency(x, 0.1) == pytest.approx(0.5)
    # A partial cycle at either end is not counted whole: four periods of a 2 s square wave
    # sampled every second gave 4 crossings in 7 s, 0.571 Hz
    assert m.oscillation_frequency(np.tile([0.0, 1.0], 4), 1.0) == pytest.approx(0.5)
    # A sine of 0.37 Hz over 23.3 cycles, sampled at 20 Hz: crossings placed between samples
    t = np.arange(0, 63, 0.05)
    assert m.oscillation_frequency(np.sin(2 * np.pi * 0.37 * t), 0.05) == pytest.approx(
        0.37, rel=1e-3)
    assert m.oscillation_frequency([0.0, 0.0, 1.0, 1.0, 1.0], 1.0) == pytest.approx(0.25)
    assert m.oscillation_frequency(x, 0.1, "fft") == pytest.approx(0.5)
    assert m.oscillation_frequency(np.ones(10), 0.1) == 0.0
    with pytest.raises(ValueError, match="method"):
        m.oscillation_frequency(x, 0.1, "wavelet")


def test_queue_stats_refuses_irregular_sampling():
    df = pd.DataFrame({"t_ns": [0, 10, 30], "link": 0, "pkts": [1, 2, 3]})
    with pytest.raises(ValueError, match="regular"):
        m.queue_stats(df)
    with pytest.raises(ValueError, match="no sample for link"):
        m.queue_stats(df, link=5)


def test_web_transfer_latencies():
    flows = pd.DataFrame({"flow": [0, 1, 2], "completion_ns": [3 * S, 5 * S, -1]})
    lat = m.transfer_latencies(flows, start_ns={0: 1 * S, 1: 2 * S, 2: 0})
    assert lat.loc[0] == pytest.approx(2.0) and lat.loc[1] == pytest.approx(3.0) and math.isnan(lat.loc[2])
    st_ = m.latency_stats(lat, percentiles=(50,))
    assert st_["incomplete"] == 1 and st_["count"] == 2 and st_["mean"] == pytest.approx(2.5)
    assert st_["p50"] == pytest.approx(2.5)
    with pytest.raises(ValueError, match="start_ns has 2 values"):
        m.transfer_latencies(flows, start_ns=[0, 0])
    with pytest.raises(ValueError, match="no transfer completed"):
        m.latency_stats([np.nan])
    with pytest.raises(ValueError, match="-1.0 is not a latency"):
        m.latency_stats([-1.0, 2.0])  # gave a mean of 0.5


def test_a_misspelt_link_name_is_refused_not_empty():
    """``burst_losses(res.drops, "bottlenek")`` gave no bursts: a typo read as a quiet link. The
    run's tables list every link name as a category, so an unknown one is refused; a known link
    without drops still gives none."""
    names = pd.Categorical(["bottleneck", "bottleneck"], categories=["bottleneck", "reverse"])
    d = _drops([(0, 0, 1, 1, 0), (1, 0, 1, 2, 0)]).assign(name=names)
    assert len(m.burst_losses(d, "bottleneck", gap="1ms")) == 1
    assert len(m.burst_losses(d, "reverse", gap="1ms")) == 0
    with pytest.raises(ValueError, match='no link named .bottlenek.; did you mean "bottleneck"'):
        m.burst_losses(d, "bottlenek", gap="1ms")


def test_links_selected_by_name_as_ccsim_run_labels_them():
    ms = 1_000_000
    d = _drops([(0, 1, 1, 10, 0), (1 * ms, 1, 2, 5, 0), (2 * ms, 0, 3, 1, 0), (2 * ms, 0, 3, 2, 0)])
    d["name"] = pd.Categorical(["bottleneck", "bottleneck", "access_0", "access_0"])
    assert m.burst_losses(d, "bottleneck", gap="2ms")["size"].tolist() == [2]
    assert m.burst_losses(d, "bottleneck", gap="2ms").equals(m.burst_losses(d, 1, gap="2ms"))
    q = pd.DataFrame({"t_ns": [0, 10, 20, 0, 10, 20], "link": [1, 1, 1, 0, 0, 0], "pkts": [1, 2, 3, 0, 0, 0]})
    q["name"] = ["bottleneck"] * 3 + ["access_0"] * 3
    assert m.queue_stats(q, link="bottleneck").loc[1, "mean"] == pytest.approx(2.0)


def test_web_latencies_from_start_s_column():
    flows = pd.DataFrame({"flow": [0, 1], "start_s": [1.0, 2.5], "completion_ns": [3 * S, -1]})
    lat = m.transfer_latencies(flows)
    assert lat.loc[0] == pytest.approx(2.0) and math.isnan(lat.loc[1])


def test_burst_losses_skip_ack_drops_by_default():
    d = _drops([(0, 1, 1, 10, 0), (1, 1, 1, 11, 0), (2, 1, 2, 3, 0)])
    d["is_ack"] = [False, True, True]
    assert len(m.burst_losses(d, 1, gap="1ms")) == 0
    assert m.burst_losses(d, 1, gap="1ms", acks=True)["size"].tolist() == [3]
