"""Seed 003's reproductions (ccsim.experiments.tfrcp) in quick mode: structure, the surviving
legend values, and the claims that the full runs confirm and that hold robustly in short runs."""

from __future__ import annotations

import pytest

from ccsim.experiments import REGISTRY, get, tfrcp
from ccsim.experiments.report import markdown

IDS = [e.id for e in tfrcp.EXPERIMENTS]


def test_every_tfrcp_id_is_registered():
    assert IDS == ["tfrcp-constbw-s1-fixed-m", "tfrcp-constbw-s2-k-rtt",
                   "tfrcp-constbw-s3-random-m", "tfrcp-constbw-fc-intra-fairness",
                   "tfrcp-constshare", "tfrcp-mediumftp", "tfrcp-onoff-udp"]
    assert all(i in REGISTRY for i in IDS)


def test_legends_as_the_seed_prints_them():
    # REFERENCE.md 7: S1 M = 2..5 s, S2 K = 10, 20, 30, 60, S3 curves all of mean 3 s.
    assert tfrcp.S1_M == ["2s", "3s", "4s", "5s"] and tfrcp.S2_K == [10, 20, 30, 60]
    for c, d in tfrcp.S3_U:
        assert float(c[:-1]) + float(d[:-1]) / 2 == pytest.approx(3.0)
    points = get("tfrcp-constbw-s1-fixed-m").points(False)
    totals = sorted({p["flows[0].count"] + p["flows[1].count"] for p in points})
    assert totals == list(range(10, 55, 5)) and len(points) == 36


def test_constant_share_scales_bandwidth_and_buffer():
    p = {q["flows[0].count"] + q["flows[1].count"]: q
         for q in get("tfrcp-constshare").points(False)}[20]
    assert p["topology.bottleneck.bandwidth"] == "4000kbps"
    # 4 x BDP: 4 Mb/s x 100 ms / 8000 bit = 50 packets, x 4 = 200.
    assert p["topology.bottleneck.queue.limit"] == "200pkt"


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory):
    out = tmp_path_factory.mktemp("tfrcp")
    return {i: get(i).run(quick=True, progress=False, out=out, jobs=2) for i in IDS}


def test_tables(outcomes):
    for i in IDS:
        c = outcomes[i].comparison
        assert {"strategy", "paper_F", "ccsim_F", "ccsim_F_ci", "ccsim_E", "ccsim_F_C"} <= set(c)
        assert (c["ccsim_E"] >= 1).all() and (c["ccsim_F_C"] >= 1).all()
        assert len(c) == 4
    s1 = outcomes["tfrcp-constbw-s1-fixed-m"].comparison
    assert list(s1["strategy"].unique()) == ["S1(M=2s)", "S1(M=5s)"]
    assert list(s1["total_flows"].unique()) == tfrcp.TOTAL_QUICK


def test_s3_friendliness_is_bounded(outcomes):
    """Seed 003 Section III-C.1 says that with S3 TFRCP's friendliness ratio stays close to one.
    On the ns-2-faithful engine TFRCP takes more than Reno: the full runs give F 1.68-1.88 up to
    30 flows and 2.56-2.62 at 50 (the page's verdict is "no"); the quick mode (10 and 30 flows,
    150 s) must stay between 1 and 2.5."""
    c = outcomes["tfrcp-constbw-s3-random-m"].comparison
    assert c["ccsim_F"].between(1.0, 2.5).all(), c["ccsim_F"].tolist()


def test_s2_is_more_aggressive_than_tcp(outcomes):
    """Seed 003 Section III-C.1: with S2 TFRCP takes more than TCP (full runs: F 1.39-2.65)."""
    c = outcomes["tfrcp-constbw-s2-k-rtt"].comparison
    assert (c["ccsim_F"] > 1).all()


def test_pages_render(outcomes, tmp_path):
    from ccsim.experiments.report import last_status, write_page

    for i in ("tfrcp-constbw-s2-k-rtt", "tfrcp-mediumftp"):
        page = markdown(outcomes[i])
        assert "T1 link" in page and "## Claim" in page
        write_page(outcomes[i], tmp_path)
        assert (tmp_path / f"{i}.png").stat().st_size > 5000
        assert (tmp_path / f"{i}.svg").stat().st_size > 1000  # issue 12: SVG beside PNG
        assert last_status(tmp_path)[i]["figure_problems"] == []  # labels, units, legends
