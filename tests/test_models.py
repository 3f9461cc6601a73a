"""Tests of ccsim.models against independent truths (issue 4).

Expected values are computed here step by step from the papers' formulas (or taken from the
papers' own numbers), never by calling the function under test.
"""

from __future__ import annotations

import json
import math
import re

import numpy as np
import pytest
from typer.testing import CliRunner

from ccsim.models import gaimd, jackson, knee_cliff, pftk, randomized, red_recursion
from ccsim.models.cli import app

# ---------------------------------------------------------------------------------------------
# PFTK (REFERENCE.md 5.1)


def _pftk_by_hand(p, rtt, t0, wmax, b):
    """PFTK eq. 31 written out term by term, independently of ccsim.models.pftk."""
    q = 1.0 - p
    # mean unconstrained window E[W] and rounds per TD period E[X]
    c = (2.0 + b) / (3.0 * b)
    ew = c + math.sqrt(8.0 * q / (3.0 * b * p) + c * c)
    ex = (2.0 + b) / 6.0 + math.sqrt(2.0 * b * q / (3.0 * p) + ((2.0 + b) / 6.0) ** 2)
    # timeout backoff factor f(p)
    fp = 1 + p + 2 * p**2 + 4 * p**3 + 8 * p**4 + 16 * p**5 + 32 * p**6

    def qhat(w):
        num = (1 - q**3) * (1 + q**3 * (1 - q ** (w - 3)))
        return min(1.0, num / (1 - q**w))

    if ew < wmax:
        top = q / p + ew + qhat(ew) / q
        bottom = rtt * (ex + 1) + qhat(ew) * fp * t0 / q
    else:
        top = q / p + wmax + qhat(wmax) / q
        bottom = rtt * (b * wmax / 8 + q / (p * wmax) + 2) + qhat(wmax) * fp * t0 / q
    return top / bottom


def test_pftk_full_unconstrained_point_by_hand():
    # p = 0.01, RTT = 0.1 s, T0 = 0.4 s, b = 1, no window limit:
    # E[W] = 1 + sqrt(8 * 0.99 / 0.03 + 1) = 1 + sqrt(265) = 17.278820596...
    ew = 1 + math.sqrt(265)
    assert ew == pytest.approx(17.2788205960)
    # E[X] = (b/2) E[W] for b = 1: 0.5 + sqrt(66.25) = 8.6394102980
    assert 0.5 + math.sqrt(66.25) == pytest.approx(ew / 2)
    # Qhat(E[W]): (1 - .99^3)(1 + .99^3 (1 - .99^14.2788)) / (1 - .99^17.2788)
    q3 = 0.99**3  # 0.970299
    qh = (1 - q3) * (1 + q3 * (1 - 0.99 ** (ew - 3))) / (1 - 0.99**ew)
    fp = 1 + 0.01 + 2e-4 + 4e-6 + 8e-8 + 16e-10 + 32e-12
    expected = (0.99 / 0.01 + ew + qh / 0.99) / (0.1 * (ew / 2 + 1) + qh * fp * 0.4 / 0.99)
    assert pftk.pftk(0.01, 0.1, 0.4) == pytest.approx(expected, rel=1e-12)
    assert pftk.pftk(0.01, 0.1, 0.4, 64) == pytest.approx(expected, rel=1e-12)  # E[W] < 64


@pytest.mark.parametrize(
    "p,rtt,t0,wmax,b",
    [
        (0.001, 0.1, 0.4, 20, 1),  # window-limited: E[W] = 1 + sqrt(2665) = 52.6 > 20
        (0.02, 0.25, 1.0, np.inf, 2),
        (0.1, 0.05, 0.2, 8, 2),  # E[W] = 5.2 < 8
        (0.3, 0.1, 1.0, np.inf, 1),  # heavy loss, Qhat = 1
    ],
)
def test_pftk_full_matches_hand_computation(p, rtt, t0, wmax, b):
    assert pftk.pftk(p, rtt, t0, wmax, b) == pytest.approx(_pftk_by_hand(p, rtt, t0, wmax, b), rel=1e-12)


def test_pftk_b2_window_reduces_to_the_known_form():
    # REFERENCE 5.1: for b = 2 both E[W] and E[X] reduce to (2/3)(1 + sqrt(3(1-p)/p + 1)).
    for p in (0.001, 0.01, 0.05):
        form = (2 / 3) * (1 + math.sqrt(3 * (1 - p) / p + 1))
        assert pftk.expected_window(p, 2) == pytest.approx(form)
        assert pftk.expected_rounds(p, 2) == pytest.approx(form)


def test_pftk_window_limited_branch_value():
    # p = 0.001, RTT 0.1, T0 0.4, Wmax 20, b = 1: the capped branch, written out.
    q = 0.999
    qh = min(1.0, (1 - q**3) * (1 + q**3 * (1 - q**17)) / (1 - q**20))
    fp = 1 + 0.001 + 2e-6 + 4e-9 + 8e-12 + 16e-15 + 32e-18
    top = 999 + 20 + qh / q
    bottom = 0.1 * (20 / 8 + q / (0.001 * 20) + 2) + qh * fp * 0.4 / q
    got = pftk.pftk(0.001, 0.1, 0.4, 20)
    assert got == pytest.approx(top / bottom, rel=1e-12)
    assert got < 20 / 0.1  # below the window limit Wmax/RTT = 200 pkt/s


def test_pftk_approx_point_by_hand():
    # p = 0.01, RTT = 0.1, T0 = 0.4, b = 1 (PFTK eq. 33):
    td = 0.1 * math.sqrt(2 * 0.01 / 3)  # 0.0081649658
    to = 0.4 * min(1.0, 3 * math.sqrt(3 * 0.01 / 8)) * 0.01 * (1 + 32 * 0.01**2)  # 0.00073720
    assert td == pytest.approx(0.0081649658)
    assert to == pytest.approx(0.4 * 0.18371173 * 0.01 * 1.0032)
    assert pftk.pftk_approx(0.01, 0.1, 0.4) == pytest.approx(1 / (td + to), rel=1e-12)  # 112.33
    assert pftk.pftk_approx(0.01, 0.1, 0.4, wmax=10) == pytest.approx(10 / 0.1)  # window cap


def test_pftk_sqrt_law():
    # 003 eq. 1 with C = sqrt(3/2) (b = 1): 1.2247 / (0.1 * sqrt(0.01)) = 122.47 pkt/s
    assert pftk.pftk_sqrt(0.01, 0.1) == pytest.approx(math.sqrt(1.5) / 0.01)
    assert pftk.pftk_sqrt(0.01, 0.1, b=2) == pytest.approx(math.sqrt(0.75) / 0.01)


def test_pftk_decreases_with_loss_and_broadcasts():
    p = np.array([0.001, 0.005, 0.01, 0.05, 0.1, 0.3])
    full = pftk.pftk(p, 0.1, 0.4)
    assert full.shape == p.shape and np.all(np.diff(full) < 0)
    assert np.all(np.diff(pftk.pftk_approx(p, 0.1, 0.4)) < 0)


@pytest.mark.parametrize(
    "kwargs,msg",
    [
        (dict(p=0.0, rtt=0.1, t0=0.4), "p must be in"),
        (dict(p=1.0, rtt=0.1, t0=0.4), "p must be in"),
        (dict(p=0.01, rtt=0.0, t0=0.4), "rtt"),
        (dict(p=0.01, rtt=0.1, t0=-1), "t0"),
        (dict(p=0.01, rtt=0.1, t0=0.4, wmax=0.5), "wmax"),
        (dict(p=float("nan"), rtt=0.1, t0=0.4), "NaN"),
    ],
)
def test_pftk_refuses_bad_arguments(kwargs, msg):
    with pytest.raises(ValueError, match=msg):
        pftk.pftk(**kwargs)


@pytest.mark.parametrize(("call", "msg"), [
    (lambda: pftk.expected_window(0), "p must be in"),
    (lambda: pftk.expected_rounds(1.5), "p must be in"),
    (lambda: pftk.timeout_probability(10, 1.5), "p must be in"),
    (lambda: pftk.timeout_probability(0, 0.1), "w must be at least 1"),
    (lambda: pftk.backoff_factor(-3), "p must be in"),
    (lambda: pftk.expected_window(0.1, b=0.5), "b must be at least 1"),
    (lambda: pftk.pftk(None, 0.1, 0.4), "p: expected a number, got None"),
])
def test_pftk_helpers_refuse_bad_arguments(call, msg):
    # They returned 0.667, 0.984, 19996, inf or NaN (and None read as "NaN is not allowed").
    with pytest.raises(ValueError, match=msg):
        call()


def test_pftk_holds_where_the_mean_window_is_under_one_packet():
    # b = 100, p = 0.999: E[W] = 0.68 packets; Q-hat is still defined there, so pftk answers.
    assert pftk.expected_window(0.999, b=100) < 1
    assert 0 < pftk.pftk(0.999, 0.1, 1.0, b=100) < 1 / 0.1


# ---------------------------------------------------------------------------------------------
# GAIMD (004 eq. 1, REFERENCE.md 5.3)


def test_gaimd_point_by_hand():
    # TCP(0.3125, 0.875), p = 0.01, RTT = 0.1, T0 = 0.4, b = 1:
    # first term: 0.1 * sqrt(2 * 0.125 * 0.01 / (0.3125 * 1.875)) = 0.1 * sqrt(0.0025/0.5859375)
    td = 0.1 * math.sqrt(0.0025 / 0.5859375)  # = 0.1 * 0.0653197 = 0.00653197
    assert td == pytest.approx(0.00653197265)
    # timeout term: 0.4 * min(1, 3 sqrt(0.234375 * 0.01 / 0.625)) * 0.01 * 1.0032
    to = 0.4 * min(1.0, 3 * math.sqrt(0.234375 * 0.01 / 0.625)) * 0.01 * 1.0032
    assert to == pytest.approx(0.4 * 3 * math.sqrt(0.00375) * 0.01 * 1.0032)
    assert gaimd.gaimd_throughput(0.01, 0.1, 0.4, 0.3125, 0.875) == pytest.approx(1 / (td + to), rel=1e-12)


def test_gaimd_second_point_by_hand():
    # TCP(1.25, 0.25), p = 0.05, RTT = 0.2, T0 = 1, b = 2:
    td = 0.2 * math.sqrt(2 * 2 * 0.75 * 0.05 / (1.25 * 1.25))  # 0.2 * sqrt(0.096)
    to = 1.0 * min(1.0, 3 * math.sqrt(0.9375 * 2 * 0.05 / 2.5)) * 0.05 * (1 + 32 * 0.0025)
    assert gaimd.gaimd_throughput(0.05, 0.2, 1.0, 1.25, 0.25, b=2) == pytest.approx(1 / (td + to), rel=1e-12)


@pytest.mark.parametrize("p", [0.0005, 0.01, 0.05, 0.2])
@pytest.mark.parametrize("b", [1, 2])
def test_gaimd_at_tcp_parameters_equals_pftk_closed_form(p, b):
    # alpha = 1, beta = 1/2: 2b(1/2)p/(3/2) = 2bp/3 and (3/4)bp/2 = 3bp/8, i.e. PFTK eq. 33.
    assert gaimd.gaimd_throughput(p, 0.1, 0.4, 1.0, 0.5, b) == pytest.approx(pftk.pftk_approx(p, 0.1, 0.4, b=b), rel=1e-12)


def test_tcp_friendly_alpha_yang_lam():
    # 004 eq. 3: 4(1 - 49/64)/3 = 4 * 15/64 / 3 = 60/192 = 0.3125, printed as 0.31
    assert gaimd.tcp_friendly_alpha(7 / 8) == pytest.approx(60 / 192)
    assert round(gaimd.tcp_friendly_alpha(7 / 8), 2) == 0.31
    assert gaimd.tcp_friendly_alpha(0.75) == pytest.approx(4 * (1 - 9 / 16) / 3)  # 0.58333
    assert gaimd.tcp_friendly_alpha(0.5) == pytest.approx(1.0)
    assert gaimd.tcp_friendly_alpha(0.25) == pytest.approx(1.25)


def test_tcp_friendly_alpha_td_only_alternative():
    # 3(1 - beta)/(1 + beta): 0.2, 0.4286, 1, 1.8 (REFERENCE 5.3)
    got = gaimd.tcp_friendly_alpha(np.array([0.875, 0.75, 0.5, 0.25]), rule="td")
    assert got == pytest.approx([0.375 / 1.875, 0.75 / 1.75, 1.0, 2.25 / 1.25])
    with pytest.raises(ValueError, match="rule"):
        gaimd.tcp_friendly_alpha(0.5, rule="other")


def test_td_ratio_of_the_four_protocols():
    # EXPERIMENTS F-aimd-2: 1.245 for (0.31, 0.875) (1.25 with 0.3125), 1.166, 1.0, 0.833
    assert gaimd.td_throughput_ratio(0.3125, 0.875) == pytest.approx(1.25)
    assert gaimd.td_throughput_ratio(0.31, 0.875) == pytest.approx(1.245, abs=1e-3)
    assert gaimd.td_throughput_ratio(7 / 12, 0.75) == pytest.approx(1.166, abs=1e-3)
    assert gaimd.td_throughput_ratio(1.25, 0.25) == pytest.approx(0.833, abs=1e-3)


def test_gaimd_refuses_bad_beta():
    with pytest.raises(ValueError, match="beta"):
        gaimd.gaimd_throughput(0.01, 0.1, 0.4, 1.0, 1.0)


# ---------------------------------------------------------------------------------------------
# Randomized TCP (000 eqs. 1-7)


def _monte_carlo_eq2(w: int, interval: float, n: int, rng: np.random.Generator) -> float:
    """Mean of 000's eq. (2) with R = 1, simulated directly from the setup of Section III-A:
    w i.i.d. x_i ~ U[-I, I]; if S = sum x_i >= 0 the (w+1)-th packet leaves at t_1 = 1 + S/w
    (eq. 1), else the window is closed until the ACK at R = 1 and the packet leaves y/w later,
    y ~ U[0, I]. No CLT, no conditional-mean formula."""
    total, done = 0.0, 0
    while done < n:
        m = min(20_000, n - done)
        s = rng.uniform(-interval, interval, size=(m, w)).sum(axis=1)
        y = rng.uniform(0.0, interval, size=m)
        rtt_eff = np.where(s >= 0, 1.0 + s / w, 1.0 + y / w)
        total += rtt_eff.sum()
        done += m
    return total / n


@pytest.mark.parametrize("w", [4, 16, 64])
@pytest.mark.parametrize("interval", [0.5, 1.0])
def test_effective_rtt_matches_monte_carlo_of_eq2(w, interval):
    rng = np.random.default_rng(1000 * w + int(10 * interval))
    mc = _monte_carlo_eq2(w, interval, 200_000, rng)
    assert randomized.effective_rtt(w, interval) == pytest.approx(mc, rel=0.02)
    # the effective RTT scales with R
    assert randomized.effective_rtt(w, interval, rtt=0.1) == pytest.approx(0.1 * mc, rel=0.02)


def test_alpha_values_of_reference_1_7():
    # REFERENCE 1.7 / EXPERIMENTS F-rtcp-3 (I = 1)
    for w, a in [(2, 1.6586), (5, 1.3294), (10, 1.2052), (20, 1.1321), (50, 1.0766)]:
        assert randomized.alpha(w, 1.0) == pytest.approx(a, abs=5e-5)


def test_alpha_by_hand_at_w10():
    # [1 + (sqrt(20/(3 pi)) + 1/2)/20]^2 = [1 + (1.456731 + 0.5)/20]^2 = 1.0978366^2 = 1.205245
    extra = (math.sqrt(20 / (3 * math.pi)) + 0.5) / 20
    assert randomized.alpha(10, 1.0) == pytest.approx((1 + extra) ** 2)
    assert randomized.effective_rtt(10, 1.0, rtt=0.1) == pytest.approx(0.1 * (1 + extra))


def test_literal_eq7_form_and_its_unit_dependence():
    extra = (math.sqrt(2 * 10 / (3 * math.pi)) + 0.5) / 20
    assert randomized.effective_rtt(10, 1.0, rtt=0.1, literal=True) == pytest.approx(0.1 + extra)
    # at R = 1 the printed and corrected forms coincide; elsewhere they do not
    assert randomized.alpha(10, literal=True, rtt=1.0) == pytest.approx(randomized.alpha(10))
    assert randomized.alpha(10, literal=True, rtt=0.1) == pytest.approx(((0.1 + extra) / 0.1) ** 2)


def test_paced_limit_and_bad_interval():
    assert randomized.effective_rtt(10, 0.0, rtt=0.1) == pytest.approx(0.1)  # I = 0: Paced TCP
    assert randomized.alpha(10, 0.0) == pytest.approx(1.0)
    with pytest.raises(ValueError, match="interval"):
        randomized.alpha(10, 1.5)
    with pytest.raises(ValueError, match="w"):
        randomized.alpha(0.5)


# ---------------------------------------------------------------------------------------------
# Jackson network (002 eqs. 1-7, REFERENCE.md 11)


def test_jackson_single_link_is_mm1():
    # C = 1 Mb/s, 1000-B packets: mu C = 1e6 / 8000 = 125 pkt/s; lambda = 100: T = 1/(125-100)
    r = jackson.jackson_delay({"L": 1e6}, {"f": ["L"]}, {"f": 100.0}, mean_pkt_bytes=1000)
    assert r.mean_delay_s == pytest.approx(1 / 25)
    assert r.links.loc["L", "load"] == pytest.approx(0.8)
    assert r.links.loc["L", "mean_pkts"] == pytest.approx(0.8 / 0.2)  # rho/(1-rho)
    assert r.flows.loc["f", "delay_s"] == pytest.approx(0.04)


def test_jackson_tandem_is_sum_of_mm1():
    # links 10 Mb/s (1250 pkt/s) then 1 Mb/s (125 pkt/s), 100 pkt/s through both
    caps = {"a": 10e6, "b": 1e6}
    r = jackson.jackson_delay(caps, {"f": ["a", "b"]}, {"f": 100.0}, mean_pkt_bytes=1000)
    expected = 1 / (1250 - 100) + 1 / (125 - 100)
    assert r.mean_delay_s == pytest.approx(expected)
    assert r.flows.loc["f", "queueing_s"] == pytest.approx(expected)
    # with propagation 10 ms + 5 ms
    r2 = jackson.jackson_delay(caps, {"f": ["a", "b"]}, {"f": 100.0}, mean_pkt_bytes=1000, propagation_s={"a": 0.01, "b": 0.005})
    assert r2.mean_delay_s == pytest.approx(expected)
    assert r2.mean_delay_with_propagation_s == pytest.approx(expected + 0.015)


def test_jackson_two_flows_network_average_eq7():
    # f: a -> b at 200 pkt/s, g: b at 300 pkt/s; a: 10 Mb/s, b: 5 Mb/s (625 pkt/s), 1000-B packets
    r = jackson.jackson_delay({"a": 10e6, "b": 5e6}, {"f": ["a", "b"], "g": ["b"]}, {"f": 200.0, "g": 300.0}, mean_pkt_bytes=1000)
    lam_a, lam_b = 200.0, 500.0
    T = (lam_a / (1250 - lam_a) + lam_b / (625 - lam_b)) / 500.0  # eq. 7 with gamma = 500
    assert r.gamma == 500.0
    assert r.mean_delay_s == pytest.approx(T)
    assert r.links["arrival_pps"].tolist() == [200.0, 500.0]
    # per-flow delays average (weighted by gamma_k) to T
    fl = r.flows
    assert (fl["rate_pps"] * fl["delay_s"]).sum() / 500.0 == pytest.approx(T)


def test_jackson_markov_routing_eq2():
    # flow enters at a; after a: to b w.p. 0.5, back to a w.p. 0.2, leaves w.p. 0.3.
    # traffic equations: lam_a = g + 0.2 lam_a -> lam_a = 1.25 g; lam_b = 0.5 lam_a = 0.625 g.
    route = jackson.MarkovRoute("a", {"a": {"b": 0.5, "a": 0.2}})
    r = jackson.jackson_delay({"a": 8e6, "b": 8e6}, {"f": route}, {"f": 400.0}, mean_pkt_bytes=1000)
    assert r.links.loc["a", "arrival_pps"] == pytest.approx(500.0)
    assert r.links.loc["b", "arrival_pps"] == pytest.approx(250.0)
    T = (500 / (1000 - 500) + 250 / (1000 - 250)) / 400
    assert r.mean_delay_s == pytest.approx(T)


def test_jackson_refuses_unstable_link_by_name():
    with pytest.raises(ValueError, match=r"link 'slow'.*load rho = 1 >= 1"):
        jackson.jackson_delay({"fast": 1e9, "slow": 1e6}, {"f": ["fast", "slow"]}, {"f": 125.0}, mean_pkt_bytes=1000)
    with pytest.raises(ValueError, match="link 'slow'"):
        jackson.jackson_delay({"fast": 1e9, "slow": 1e6}, {"f": ["fast", "slow"]}, {"f": 130.0}, mean_pkt_bytes=1000)


@pytest.mark.parametrize(
    "caps,routes,rates,msg",
    [
        ({"a": 1e6}, {"f": ["b"]}, {"f": 1.0}, "unknown link 'b'"),
        ({"a": 1e6}, {"f": ["a"]}, {"g": 1.0}, "same flows"),
        ({"a": -1.0}, {"f": ["a"]}, {"f": 1.0}, "capacity"),
        ({"a": 1e6}, {"f": []}, {"f": 1.0}, "non-empty"),
        ({"a": 1e6}, {"f": ["a"]}, {"f": 0.0}, "gamma is 0"),
    ],
)
def test_jackson_refuses_bad_input(caps, routes, rates, msg):
    with pytest.raises(ValueError, match=msg):
        jackson.jackson_delay(caps, routes, rates, mean_pkt_bytes=1000)


def test_jackson_from_spec():
    spec = {
        "mean_pkt_bytes": 1000,
        "links": {"a": {"capacity_bps": 1e6, "propagation_s": 0.002}},
        "flows": {"f": {"rate_pps": 100, "route": ["a"]}},
    }
    r = jackson.from_spec(spec)
    assert r.mean_delay_s == pytest.approx(0.04)
    assert r.mean_delay_with_propagation_s == pytest.approx(0.042)


def test_jackson_spec_refuses_unknown_keys_naming_them():
    """``propagation = 0.5`` (for propagation_s), ``mean_pkt_byte`` and a flow's ``rate`` were
    ignored: the answer came out without them, as if right."""
    spec = {
        "mean_pkt_bytes": 1000, "mean_pkt_byte": 3,
        "links": {"a": {"capacity_bps": 1e6, "propagation": 0.5}},
        "flows": {"f": {"rate_pps": 100, "route": ["a"], "rate": 1e9}},
    }
    with pytest.raises(ValueError) as caught:
        jackson.from_spec(spec)
    text = str(caught.value)
    assert 'mean_pkt_byte: unknown key; did you mean "mean_pkt_bytes"?' in text
    assert 'links.a.propagation: unknown key; did you mean "propagation_s"? ' \
           "(allowed: capacity_bps, propagation_s)" in text
    assert 'flows.f.rate: unknown key; did you mean "rate_pps"? (allowed: rate_pps, route)' in text


def test_jackson_spec_reads_units_as_scenario_files_do(tmp_path):
    """``capacity_bps = "1Mbps"`` failed with "could not convert string to float: '1Mbps'"."""
    with_units = {
        "mean_pkt_bytes": "1KB",
        "links": {"a": {"capacity_bps": "1Mbps", "propagation_s": "2ms"}},
        "flows": {"f": {"rate_pps": 100, "route": ["a"]}},
    }
    r = jackson.from_spec(with_units)
    assert r.mean_delay_s == pytest.approx(0.04)  # 1/(125 - 100) pkt/s, as the bare numbers give
    assert r.mean_delay_with_propagation_s == pytest.approx(0.042)
    with_units["links"]["a"]["capacity_bps"] = "1MBps"
    with pytest.raises(ValueError, match="links.a.capacity_bps: .* bytes per second"):
        jackson.from_spec(with_units)
    path = tmp_path / "net.toml"
    path.write_text('mean_pkt_bytes = 1000\n[links.a]\ncapacity_bps = "1 parsec"\n'
                    '[flows.f]\nrate_pps = 100\nroute = ["a"]\n')
    res = CliRunner().invoke(app, ["jackson", str(path)])
    assert res.exit_code == 2 and "links.a.capacity_bps" in res.output
    assert "could not convert" not in res.output


# ---------------------------------------------------------------------------------------------
# Knee/cliff (004 Section 2) and the RED recursion (004 Section 4.1.2)


def test_knee_cliff_example():
    # 10 Mb/s with 1000-B packets = 1250 pkt/s; RTT_0 = 70 ms: knee 87.5, cliff 87.5 + 100
    bw = knee_cliff.bw_pps(10e6, 1000)
    assert bw == pytest.approx(1250)
    assert knee_cliff.knee(0.07, bw) == pytest.approx(87.5)
    assert knee_cliff.cliff(0.07, bw, 100) == pytest.approx(187.5)
    assert knee_cliff.rtt0(0.005, 0.025, 0.005) == pytest.approx(0.07)


def test_knee_cliff_throughput_and_queueing_delay():
    bw = 1250.0
    # below the knee: cwnd/RTT_0, no queue
    assert knee_cliff.throughput(50, 0.07, bw) == pytest.approx(50 / 0.07)
    assert knee_cliff.queueing_delay(50, 0.07, bw) == 0.0
    # above: eq. 5 qdelay = (cwnd - knee)/bw and eq. 6 throughput = (knee + dw)/(RTT_0 + qdelay) = bw
    qd = knee_cliff.queueing_delay(137.5, 0.07, bw)
    assert qd == pytest.approx(50 / 1250)
    assert 137.5 / (0.07 + qd) == pytest.approx(bw)
    assert knee_cliff.throughput(137.5, 0.07, bw) == pytest.approx(bw)
    assert knee_cliff.queueing_delay(500, 0.07, bw, buffer_pkts=100) == pytest.approx(100 / bw)
    with pytest.raises(ValueError, match="buffer_pkts"):
        knee_cliff.queueing_delay(120, 0.07, bw, -5)  # gave a delay of -0.004 s


def test_red_drop_probability():
    f = red_recursion.red_drop_probability
    assert f(10, 100 / 6, 50) == 0.0
    assert f((100 / 6 + 50) / 2, 100 / 6, 50, 0.1) == pytest.approx(0.05)
    assert f(50, 100 / 6, 50) == 1.0  # non-gentle: drop all at max_th (004's description)
    assert f(75, 100 / 6, 50, 0.1, gentle=True) == pytest.approx(0.1 + 0.9 * 0.5)
    assert f(100, 100 / 6, 50, 0.1, gentle=True) == 1.0
    with pytest.raises(ValueError, match="finite"):
        f(30, 5, math.inf)  # gave 0


def test_red_recursion_step_by_hand():
    # cwnd = 100, n = 10, alpha = 1, beta = 0.5, p_a = 0.01: acwnd = 10, p_f = 1 - 0.99^10
    pf = 1 - 0.99**10  # 0.0956179
    expected = 10 * (pf * 10 * 0.5 + (1 - pf) * (10 + 1))
    nxt, dwin = red_recursion.next_window(100.0, 10, 1.0, 0.5, 0.01)
    assert nxt == pytest.approx(expected)
    # 004's closed form of dwin: -p_f (1 - beta) cwnd + (1 - p_f) n alpha
    assert dwin == pytest.approx(-pf * 0.5 * 100 + (1 - pf) * 10)
    assert red_recursion.backoff_probability(0.01, 10) == pytest.approx(pf)


def test_red_trajectory_alpha_scales_with_n():
    # 004's argument: with more flows the alpha term (n alpha) pushes the queue higher.
    kw = dict(knee_pkts=87.5, buffer_pkts=100, min_th=100 / 6, max_th=50, rtts=400)
    few = red_recursion.trajectory(87.5, 5, 0.3125, 0.875, **kw)
    many = red_recursion.trajectory(87.5, 60, 0.3125, 0.875, **kw)
    assert many["queue"].iloc[200:].mean() > few["queue"].iloc[200:].mean()
    assert list(few.columns) == ["rtt", "cwnd", "queue", "p_a", "p_f", "dwin"]


@pytest.mark.parametrize("n", [0, -3])
def test_red_trajectory_refuses_a_flow_count_below_one(n):
    """The window per flow is cwnd / n: n = 0 divided by zero and n = -3 was blamed on the
    window ("window must be non-negative"); n is checked first, under its own name."""
    kw = dict(knee_pkts=87.5, buffer_pkts=100, min_th=100 / 6, max_th=50, rtts=5)
    with pytest.raises(ValueError, match=f"n must be a positive integer, got {n}"):
        red_recursion.trajectory(87.5, n, 1.0, 0.5, **kw)
    res = CliRunner().invoke(app, ["red-recursion", "--n", str(n), "--alpha", "1",
                                   "--beta", "0.5", "--knee", "87.5"])
    assert res.exit_code == 2 and "n must be a positive integer" in res.output
    assert isinstance(res.exception, SystemExit)  # a usage error, not a crash


def test_cli_red_recursion_thresholds_follow_the_buffer():
    # Seed 004 sets min_th = B/6 and max_th = 3 min_th; the defaults were fixed at B = 100's
    # 16.7 and 50 whatever --buffer said.
    base = ["red-recursion", "--n", "20", "--alpha", "1", "--beta", "0.5", "--knee", "30",
            "--buffer", "60", "--json"]
    implied = CliRunner().invoke(app, base)
    explicit = CliRunner().invoke(app, base + ["--min-th", "10", "--max-th", "30"])
    old = CliRunner().invoke(app, base + ["--min-th", str(100 / 6), "--max-th", "50"])
    assert implied.exit_code == explicit.exit_code == old.exit_code == 0, implied.output
    assert json.loads(implied.output) == json.loads(explicit.output)
    assert json.loads(implied.output) != json.loads(old.output)


# ---------------------------------------------------------------------------------------------
# Command line


def test_cli_pftk_matches_library():
    res = CliRunner().invoke(app, ["pftk", "--p", "0.01", "--rtt", "0.1", "--t0", "0.4", "--wmax", "64", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["full_pps"] == pytest.approx(_pftk_by_hand(0.01, 0.1, 0.4, 64, 1))


@pytest.mark.parametrize(
    "args",
    [
        ["gaimd", "--p", "0.01", "--rtt", "0.1", "--t0", "0.4", "--beta", "0.875"],
        ["tcp-friendly-alpha", "--beta", "0.875"],
        ["randomized", "--w", "10", "-I", "1"],
        ["knee-cliff", "--bw", "10e6", "--rtt0", "0.07", "--buffer", "100", "--cwnd", "120"],
        ["red-recursion", "--n", "20", "--alpha", "1", "--beta", "0.5", "--knee", "87.5"],
    ],
)
def test_cli_commands_run(args):
    res = CliRunner().invoke(app, args)
    assert res.exit_code == 0, res.output


def test_cli_jackson_and_refusal(tmp_path):
    spec = tmp_path / "net.json"
    spec.write_text(json.dumps({"mean_pkt_bytes": 1000, "links": {"L": {"capacity_bps": 1e6}}, "flows": {"f": {"rate_pps": 100, "route": ["L"]}}}))
    res = CliRunner().invoke(app, ["jackson", str(spec), "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["mean_delay_s"] == pytest.approx(0.04)
    spec.write_text(json.dumps({"mean_pkt_bytes": 1000, "links": {"L": {"capacity_bps": 1e6}}, "flows": {"f": {"rate_pps": 200, "route": ["L"]}}}))
    res = CliRunner().invoke(app, ["jackson", str(spec)])
    assert res.exit_code != 0
    assert "link 'L'" in res.output


def test_cli_rejects_bad_parameter():
    res = CliRunner().invoke(app, ["pftk", "--p", "1.5", "--rtt", "0.1", "--t0", "0.4"])
    assert res.exit_code == 2
    assert "'--p'" in res.output and "1.5" in res.output and "not a probability" in res.output
    res = CliRunner().invoke(app, ["pftk", "--p", "0.5", "--rtt", "0.1", "--t0", "0.4", "--b", "-1"])
    assert res.exit_code != 0  # the model's own range check still applies


def test_cli_reads_units_as_scenario_files_do():
    """``--rtt 100ms`` was refused (a float option); a bare number stays seconds."""
    with_units = CliRunner().invoke(app, ["pftk", "--p", "1%", "--rtt", "100ms", "--t0", "400ms",
                                          "--wmax", "64pkt", "--json"])
    bare = CliRunner().invoke(app, ["pftk", "--p", "0.01", "--rtt", "0.1", "--t0", "0.4",
                                    "--wmax", "64", "--json"])
    assert with_units.exit_code == 0, with_units.output
    assert json.loads(with_units.output) == json.loads(bare.output)
    kc = CliRunner().invoke(app, ["knee-cliff", "--bw", "10Mbps", "--rtt0", "70ms", "--buffer",
                                  "100pkt", "--pkt-bytes", "1KB", "--json"])
    assert json.loads(kc.output)["knee_pkts"] == pytest.approx(87.5)  # 1250 pkt/s x 70 ms
    res = CliRunner().invoke(app, ["pftk", "--p", "0.01", "--rtt", "5 parsecs", "--t0", "1s"])
    assert res.exit_code == 2 and 'unknown unit "parsecs"' in res.output


def test_jackson_agrees_with_a_ccsim_simulation_of_a_small_network():
    """Poisson sources with exponential sizes over two links (a-b 1 Mb/s, b-c 2 Mb/s): the
    simulated mean one-way delay against the model with propagation (REFERENCE.md 11). Runs only
    where the engine is built; the Abilene comparison of issue 4 lives with that reproduction."""
    pytest.importorskip("ccsim._core")
    import ccsim
    from ccsim import metrics

    q = {"kind": "droptail", "limit": "100000pkt"}
    poisson = lambda pps: {"kind": "poisson", "rate": pps, "size": "1000B", "exponential_sizes": True}  # noqa: E731
    sc = {
        "name": "jackson check", "duration": "2000s", "seed": 1,
        "topology": {"kind": "graph", "nodes": ["a", "b", "c"], "edges": [
            {"from": "a", "to": "b", "bandwidth": "1Mbps", "delay": "10ms", "queue": q},
            {"from": "b", "to": "c", "bandwidth": "2Mbps", "delay": "5ms", "queue": q}]},
        "flows": [{"name": "f1", "src": "a", "dst": "c", "udp": poisson(60)},
                  {"name": "f2", "src": "b", "dst": "c", "udp": poisson(120)}],
        "monitors": {"delays": "summary"},
    }
    r = ccsim.run(sc, progress=False)
    model = jackson.jackson_delay({"ab": 1e6, "bc": 2e6}, {"f1": ["ab", "bc"], "f2": ["bc"]}, {"f1": 60, "f2": 120},
                                  mean_pkt_bytes=1000, propagation_s={"ab": 0.01, "bc": 0.005})
    sim = metrics.delay_summary(r.flows)
    assert sim.loc["all", "delay_mean_s"] == pytest.approx(model.mean_delay_with_propagation_s, rel=0.05)
    for k, name in enumerate(["f1", "f2"]):
        assert sim.loc[k, "delay_mean_s"] == pytest.approx(model.flows.loc[name, "delay_s"], rel=0.05)


def test_the_docs_models_table_names_real_arguments():
    # docs/metrics-and-models.md wrote effective_rtt(w, I, ...) and jackson_delay(capacities,
    # ..., rates, ...), names the functions do not take (TypeError when called as documented).
    import importlib
    import inspect
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[1] / "docs" / "metrics-and-models.md").read_text()
    calls = re.findall(r"`(\w+)\.(\w+)\(([^)`]*)\)`", doc)
    checked = 0
    for module, func, args in calls:
        try:
            target = getattr(importlib.import_module(f"ccsim.models.{module}"), func)
        except ModuleNotFoundError:
            continue
        params = inspect.signature(target).parameters
        for arg in (a.strip() for a in args.split(",")):
            name = arg.split("=")[0].strip()
            if name and name != "...":
                assert name in params, f"{module}.{func}: the docs name {name!r}, not a parameter"
        checked += 1
    assert checked >= 6


@pytest.mark.parametrize(("kwargs", "msg"), [
    ({"mean_pkt_bytes": "1000"}, "mean_pkt_bytes: expected a number, got '1000'"),
    ({"rates_pps": {"f": None}}, "flow 'f': rate: expected a number, got None"),
    ({"rates_pps": {"f": "5"}}, "flow 'f': rate: expected a number"),  # was taken as 5
    ({"capacities_bps": {"a": "1Mbps"}}, "link 'a': capacity: expected a number"),
])
def test_jackson_refuses_values_that_are_not_numbers_by_name(kwargs, msg):
    args = {"capacities_bps": {"a": 1e6}, "routes": {"f": ["a"]}, "rates_pps": {"f": 1.0},
            "mean_pkt_bytes": 1000} | kwargs
    with pytest.raises(ValueError, match=re.escape(msg)):
        jackson.jackson_delay(args.pop("capacities_bps"), args.pop("routes"), args.pop("rates_pps"),
                              **args)


@pytest.mark.parametrize("args", [
    ["randomized", "--w", "1e400"],
    ["pftk", "--p", "1%", "--rtt", "100ms", "--t0", "1s", "--wmax", "1e400"],
    ["pftk", "--p", "1%", "--rtt", "1e400s", "--t0", "1s"],
    ["knee-cliff", "--buffer", "1e400"],
])
def test_cli_numbers_beyond_a_float_are_usage_errors(args: list[str]) -> None:
    """These raised OverflowError from the units parser: a traceback and exit 1."""
    res = CliRunner().invoke(app, args)
    assert res.exit_code == 2 and isinstance(res.exception, SystemExit), res.output
    option = next(a for a in args if a.startswith("--") and "1e400" in args[args.index(a) + 1])
    assert f"'{option}'" in res.output and "too large" in res.output


@pytest.mark.parametrize(("args", "option", "says"), [
    (["pftk", "--p", "0", "--rtt", "100ms", "--t0", "1s"], "--p", "p must be"),
    (["pftk", "--p", "1%", "--rtt", "0", "--t0", "1s"], "--rtt", "rtt must be"),
    (["tcp-friendly-alpha", "--beta", "2"], "--beta", "beta must be"),
    (["randomized", "--w", "0"], "--w", "w must be"),
    (["tcp-friendly-alpha", "--beta", "nan"], "--beta", "beta: NaN is not allowed"),
    (["red-recursion", "--n", "2", "--alpha", "1", "--beta", "0.5", "--knee", "10",
      "--rtts", "100001"], "--rtts", "100000"),  # hours of iterations, no progress shown
])
def test_cli_model_range_errors_name_the_option(args: list[str], option: str, says: str) -> None:
    """The models' own range checks read "Invalid value: p must be in (0, 1)", naming no
    option."""
    res = CliRunner().invoke(app, args)
    assert res.exit_code == 2 and isinstance(res.exception, SystemExit), res.output
    assert f"Invalid value for '{option}': " in res.output and says in res.output
