"""Reproductions in quick mode: the registry, the paper's numbers, and claims that hold robustly."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pandas as pd
import pytest

from ccsim.experiments import REGISTRY, get, mean_ci
from ccsim.experiments.report import markdown

EXPERIMENTS_MD = Path(__file__).resolve().parents[1] / "docs" / "reference" / "EXPERIMENTS.md"


def test_mean_ci_hand_computed():
    # Values 1, 2, 3: mean 2, s = 1, t(0.975, 2) = 4.302653 -> half-width 4.302653/sqrt(3).
    m, h = mean_ci([1.0, 2.0, 3.0])
    assert m == 2.0
    assert h == pytest.approx(4.302653 / 3**0.5, rel=1e-6)
    assert mean_ci([5.0]) == (5.0, math.inf)  # no spread to estimate: unbounded, not certain


def test_mean_ci_with_an_infinite_value_is_unbounded_not_nan():
    # inf - inf gave a NaN half-width, and every "a < b up to noise" compared false.
    assert mean_ci([1.0, math.inf]) == (math.inf, math.inf)
    m, h = mean_ci([-math.inf, math.inf, 1.0])
    assert math.isnan(m) and h == math.inf


def test_a_verdict_is_one_of_three_and_reads_back_from_its_record():
    from ccsim.experiments.base import Verdict
    from ccsim.experiments.report import _verdict_record

    assert Verdict("c", True, "d").status == "holds"
    assert Verdict("c", False, "d").status == "fails"
    v = Verdict("c", True, "numbers", untestable="the premise is false")
    # Untestable wins over the letter of the check, which the text still gives after the reason.
    assert v.status == "untestable"
    assert v.explained() == ("the premise is false. The check's letter, on these runs: the "
                             "claim holds: numbers")
    assert Verdict.from_record(_verdict_record(v)) == v
    # A page recorded before verdicts had a status: "holds" alone decides.
    assert Verdict.from_record({"claim": "c", "holds": False, "detail": "d"}).status == "fails"


def test_unknown_experiment_lists_known_ids():
    with pytest.raises(KeyError, match="rtcp-table3-phase-2flows"):
        get("no-such-experiment")


def _catalogue_ids() -> set[str]:
    if not EXPERIMENTS_MD.exists():
        pytest.fail(f"{EXPERIMENTS_MD} is missing: the catalogue is the specification")
    return set(re.findall(r"^### ([a-z0-9]+-[a-z0-9-]+)$", EXPERIMENTS_MD.read_text(), re.M))


def test_every_catalogued_experiment_is_registered_and_has_a_page():
    ids = _catalogue_ids()
    assert len(ids) == 40  # EXPERIMENTS.md's index: 20 + 5 + 7 + 8
    assert set(REGISTRY) == ids
    pages = Path(__file__).resolve().parents[1] / "docs" / "reproductions"
    missing = sorted(i for i in ids if not (pages / f"{i}.md").exists())
    assert not missing, f"no report page in docs/reproductions for {missing}"
    index = (pages / "index.md").read_text()
    assert all(f"[{i}]({i}.md)" in index for i in ids)


@pytest.fixture(scope="module")
def table3(tmp_path_factory):
    out = tmp_path_factory.mktemp("repro")
    return get("rtcp-table3-phase-2flows").run(quick=True, progress=False, out=out, jobs=2)


def test_table3_paper_numbers_are_verbatim(table3):
    c = table3.comparison.set_index(["capacity", "config", "flow"])
    # EXPERIMENTS.md, rtcp-table3: 2 Mbps both Reno, long 119.81 pkt/s, 684 losses, 176 timeouts.
    row = c.loc[("2Mbps", "both reno", "long")]
    assert (row.paper_pps, row.paper_losses, row.paper_timeouts) == (119.81, 684, 176)
    # The paper's share 0.29 = 119.81 / (119.81 + 298.93).
    assert row.paper_share == pytest.approx(0.286, abs=1e-3)
    assert len(c) == 8


def test_table3_phase_effect_and_randomization_at_2mbps(table3):
    """Two Reno flows of 60 and 80 ms at 2 Mbps: the long flow gets well below its 1/RTT share
    (3/7 = 0.43); randomizing the short flow brings it much closer (seed 000, Table III)."""
    c = table3.comparison.set_index(["capacity", "config", "flow"])
    reno = c.loc[("2Mbps", "both reno", "long"), "ccsim_share"]
    mixed = c.loc[("2Mbps", "short randomized", "long"), "ccsim_share"]
    assert reno < 0.3
    assert abs(mixed - 3 / 7) < abs(reno - 3 / 7)
    assert "2Mbps" in table3.verdict.detail and "3Mbps" in table3.verdict.detail
    page = markdown(table3)
    assert "## Paper beside ccsim" in page and "119.8" in page


def test_pages_and_index(table3, tmp_path):
    from ccsim.experiments.report import last_status, write_index, write_page

    page = write_page(table3, tmp_path, wall_s=1.0)
    assert page.read_text().startswith("# rtcp-table3-phase-2flows")
    assert (tmp_path / "rtcp-table3-phase-2flows.png").stat().st_size > 1000
    assert (tmp_path / "rtcp-table3-phase-2flows.svg").stat().st_size > 1000  # issue 12
    assert last_status(tmp_path)["rtcp-table3-phase-2flows"]["figure_problems"] == []
    assert last_status(tmp_path)["rtcp-table3-phase-2flows"]["holds"] == table3.verdict.holds
    md, html = write_index(tmp_path)
    assert "[rtcp-table3-phase-2flows](rtcp-table3-phase-2flows.md)" in md.read_text()
    assert 'href="rtcp-table3-phase-2flows.html"' in html.read_text()  # the rendered page


def test_pages_without_matplotlib_say_how_to_get_the_figure(table3, tmp_path, monkeypatch):
    """matplotlib is the ``plots`` extra: without it a page is still written, saying so."""
    from ccsim.experiments import report

    monkeypatch.setattr(report, "available", lambda module: module != "matplotlib")
    page = report.write_page(table3, tmp_path, wall_s=1.0)
    assert "pip install 'ccsim[plots]'" in page.read_text()
    assert not (tmp_path / "rtcp-table3-phase-2flows.png").exists()


def test_mean_ci_is_public_in_ccsim_stats():
    import ccsim

    assert ccsim.stats.mean_ci is mean_ci
    assert ccsim.stats.mean_ci(pd.Series([1, 2, 3, pd.NA], dtype="Int64")) == mean_ci([1, 2, 3])
    with pytest.raises(ValueError, match="level"):
        ccsim.stats.mean_ci([1, 2], level=95)
