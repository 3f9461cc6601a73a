"""Seed 000, Sections V-VI (rtcp_bulk): quick modes of Figs. 2-8 and Tables I-II.

Asserted claims are those ccsim's full runs confirm and that stay robust in quick mode (Paced
loses to Reno on a shared link, Randomized does not; Randomized is fairer than Reno with
RTTs of 80-120 ms; Reno completes short transfers fastest). The rest is structure: the paper's
numbers verbatim and every row present.
"""

from __future__ import annotations

import pandas as pd
import pytest

from ccsim.experiments import REGISTRY, get
from ccsim.experiments import rtcp_bulk as rb
from ccsim.experiments.report import last_status, markdown, write_page

IDS = [
    "rtcp-fig2-interval-vs-bandwidth-30flows", "rtcp-fig3-interval-vs-bandwidth-50flows",
    "rtcp-fig4-interval-vs-buffer", "rtcp-fig5-interval-vs-rtt", "rtcp-fig6-bulk-same-rtt",
    "rtcp-fig7-bulk-diff-rtt", "rtcp-fig8-web-latency", "rtcp-table1-paced-vs-reno",
    "rtcp-table2-random-vs-reno",
]


@pytest.fixture(scope="module")
def out(tmp_path_factory):
    return tmp_path_factory.mktemp("rtcp-bulk")


def _quick(experiment_id: str, out):
    return get(experiment_id).run(quick=True, progress=False, out=out, jobs=2)


@pytest.fixture(scope="module")
def table1(out):
    return _quick("rtcp-table1-paced-vs-reno", out)


@pytest.fixture(scope="module")
def table2(out):
    return _quick("rtcp-table2-random-vs-reno", out)


@pytest.fixture(scope="module")
def fig7(out):
    return _quick("rtcp-fig7-bulk-diff-rtt", out)


@pytest.fixture(scope="module")
def fig8(out):
    return _quick("rtcp-fig8-web-latency", out)


def test_all_ids_registered():
    assert set(IDS) <= set(REGISTRY)
    assert [e.id for e in rb.EXPERIMENTS] == IDS
    for e in rb.EXPERIMENTS:
        assert e.choices and e.plot is not None and e.quick_seeds < e.seeds


def test_quarter_bdp_buffers():
    # Section V.A: 1/4 of the BDP at 100 ms and 500 B; 25 packets at 4 Mbps (Section V.B).
    assert [rb._quarter_bdp(b) for b in rb.BANDWIDTHS] == [6, 12, 25, 50]


def test_loss_events_group_drops_within_one_rtt():
    flows = pd.DataFrame({"flow": [0, 1], "base_rtt_s": [0.1, 0.1]})
    t = [0.0, 0.05, 0.12, 0.5, 0.55, 3.0]  # flow 0: events at 0, 0.5 (0.12 is within 0.1+0.03)
    drops = pd.DataFrame({"flow": [0] * 5 + [1], "t_ns": [int(x * 1e9) for x in t],
                          "is_ack": [False] * 6})
    assert rb._loss_events(drops, flows, 0.03).tolist() == [2, 1]
    assert rb._loss_events(drops, flows, 0.0).tolist() == [3, 1]


def test_tables_paper_numbers_verbatim(table1, table2):
    c1 = table1.comparison.set_index("tcp_type")
    assert tuple(c1.loc["Reno", ["paper_throughput_kbps", "paper_losses", "paper_timeouts"]]) \
        == (480.21, 118, 6)
    assert tuple(c1.loc["Paced", ["paper_throughput_kbps", "paper_losses", "paper_timeouts"]]) \
        == (351.86, 202, 28)
    c2 = table2.comparison.set_index("tcp_type")
    assert tuple(c2.loc["Reno", ["paper_throughput_kbps", "paper_losses", "paper_timeouts"]]) \
        == (389.31, 162, 22)
    assert tuple(c2.loc["Random", ["paper_throughput_kbps", "paper_losses", "paper_timeouts"]]) \
        == (408.92, 210, 32)
    assert c1.loc["Paced", "paper_share"] == pytest.approx(351.86 / 832.07)


def test_paced_loses_to_reno_and_randomized_does_not(table1, table2):
    """Table I: Paced gets well below Reno's throughput on a shared 1 Mbps link; Table II:
    Randomized (I = 1, alpha-corrected) is not beaten down (full runs: 0.69 and 1.22)."""
    c1 = table1.comparison.set_index("tcp_type")["ccsim_throughput_kbps"]
    c2 = table2.comparison.set_index("tcp_type")["ccsim_throughput_kbps"]
    paced, randomized = c1["Paced"] / c1["Reno"], c2["Random"] / c2["Reno"]
    assert paced < 0.85
    assert randomized > 0.9 and randomized > paced + 0.2
    assert table1.verdict.holds
    assert "ratio" in table1.verdict.detail and "ratio" in table2.verdict.detail


def test_randomized_fairer_than_reno_with_different_rtts(fig7):
    """Fig. 7: eq. (8) fairness of Randomized above Reno's at every N (RTTs 80-120 ms)."""
    c = fig7.comparison
    assert set(c["flows"]) == set(rb.QUICK_N)
    assert set(c["protocol"]) == {"Reno", "Paced", "Randomized"}
    fair = c.pivot(index="flows", columns="protocol", values="ccsim_fairness")
    assert (fair["Randomized"] > fair["Reno"]).all()
    assert (fair["Randomized"] > 0.95).all()


def test_reno_fastest_for_short_transfers(fig8):
    """Fig. 8 (a): Reno's bursts finish a 10-packet transfer before Paced or Randomized."""
    c = fig8.comparison
    assert set(c["workload_pkts"]) == set(rb.QUICK_SHORT_W + rb.QUICK_LONG_W)
    lat = c.pivot(index="workload_pkts", columns="protocol", values="ccsim_latency_s")
    assert lat.loc[10, "Reno"] < lat.loc[10, "Paced"]
    assert lat.loc[10, "Reno"] < lat.loc[10, "Randomized"]
    assert "Reno/Paced/Randomized" in fig8.verdict.detail


@pytest.mark.parametrize("experiment_id", [i for i in IDS if i.startswith("rtcp-fig")
                                           and i not in ("rtcp-fig7-bulk-diff-rtt",
                                                         "rtcp-fig8-web-latency")])
def test_interval_and_bulk_structure(experiment_id, out, tmp_path):
    """Figs. 2-6 in quick mode: every (curve, x) row present with means and CIs, a verdict with
    its numbers, a page and a figure."""
    o = _quick(experiment_id, out)
    c = o.comparison
    assert len(c) == len(o.experiment.points(True))
    for m in ("loss_rate", "throughput_pps", "timeouts"):
        assert c[f"ccsim_{m}"].notna().all() and f"ccsim_{m}_ci" in c
    assert (c["ccsim_loss_rate"] > 0).all() and (c["ccsim_loss_rate"] < 0.5).all()
    assert o.verdict.detail
    page = write_page(o, tmp_path)
    assert (tmp_path / f"{experiment_id}.png").stat().st_size > 1000
    assert (tmp_path / f"{experiment_id}.svg").stat().st_size > 1000  # issue 12: SVG beside PNG
    assert last_status(tmp_path)[experiment_id]["figure_problems"] == []  # labels, units, legends
    assert "## Choices for what the paper leaves unstated" in page.read_text()
    assert "Limited Transmit" in markdown(o)
