"""The study "randomization on today's stacks" (ccsim.experiments.today, docs/studies/) in quick
mode: every configuration runs, the page is written, and the findings that do not depend on the
run's length hold."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccsim.experiments import REGISTRY, STUDIES, get
from ccsim.experiments.report import comparison_markdown, markdown, write_page
from ccsim.experiments.today import QUEUES, SCHEDULES, STACKS


@pytest.fixture(scope="module")
def outcome(tmp_path_factory):
    out = tmp_path_factory.mktemp("today")
    return get("today-randomization").run(quick=True, progress=False, out=out, jobs=2)


def test_registered_as_a_study_not_a_paper() -> None:
    assert "today-randomization" in STUDIES and "today-randomization" not in REGISTRY
    assert len(REGISTRY) == 40
    assert STUDIES["today-randomization"].study


def test_every_configuration_runs(outcome) -> None:
    c = outcome.comparison
    assert len(c) == len(STACKS) * len(QUEUES) * len(SCHEDULES) == 36
    assert c["ccsim_jain"].between(0.1, 1.0).all()
    assert (c["ccsim_mbps"] > 2.0).all() and (c["ccsim_mbps"] <= 5.0 + 1e-9).all()
    assert (c["ccsim_loss_pct"] >= 0).all() and (c["ccsim_qdelay_ms"] >= 0).all()


def test_findings_that_hold_at_any_length(outcome) -> None:
    idx = outcome.comparison.set_index(["stack", "queue", "schedule"])
    # FQ-CoDel isolates the flows whatever the stack and schedule.
    assert (idx.xs("fq_codel", level="queue")["ccsim_jain"] > 0.98).all()
    # BBR sent without spacing overruns seed 000's 25-packet buffer; pacing halves its loss.
    ack = idx.loc[("bbr", "droptail", "ack_clocked"), "ccsim_loss_pct"]
    paced = idx.loc[("bbr", "droptail", "paced"), "ccsim_loss_pct"]
    assert ack > 1.5 * paced
    # ACK-clocked Reno at DropTail is the most synchronized configuration of Reno (seed 000).
    reno = idx.loc["reno"].xs("droptail", level="queue")["ccsim_cov"]
    assert reno["ack_clocked"] > reno["paced"] and reno["ack_clocked"] > reno["randomized"]


def test_page_reports_results_not_paper_numbers(outcome, tmp_path: Path) -> None:
    text = markdown(outcome)
    assert "## Results" in text and "Paper beside ccsim" not in text
    assert outcome.verdict.detail.startswith("reno: DropTail")
    page = write_page(outcome, tmp_path)
    assert page.exists() and (tmp_path / "today-randomization.json").exists()
    # `ccsim reproduce today-randomization --format markdown` printed nothing but a traceback:
    # it looked for the papers' heading.
    printed = comparison_markdown(outcome)
    assert printed.startswith("# today-randomization") and "## Results" in printed
    assert "## Claim" in printed


def test_committed_page_exists() -> None:
    root = Path(__file__).parent.parent
    page = root / "docs" / "studies" / "today-randomization.md"
    assert page.exists() and (page.parent / "today-randomization.png").exists()
    assert "full mode over 5 seeds" in page.read_text(encoding="utf-8")
