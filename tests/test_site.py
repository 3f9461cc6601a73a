"""``ccsim report``: the reproduction pages as a static HTML site (issue 12), and the figure rules
every page's figure follows. The browser test opens every page in headless Chromium
(tests/test_site_browser.py); these check what the builder writes."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ccsim.cli import app
from ccsim.experiments import REGISTRY
from ccsim.site import build_site

ROOT = Path(__file__).resolve().parents[1]
PAGES = ROOT / "docs" / "reproductions"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    build_site(PAGES, out)
    return out


def test_every_experiment_has_a_rendered_page(site: Path) -> None:
    for e in REGISTRY.values():
        html = (site / f"{e.id}.html").read_text()
        assert f"<title>{e.id}: " in html
        assert '<figure class="plot">' in html or e.plot is None
        assert "```" not in html and "| ---" not in html  # no Markdown left unrendered
    assert (site / "index.html").exists() and (site / "validation.html").exists()
    assert (site / "changes.html").exists()


def test_verdicts_are_coloured_and_the_paper_is_told_apart_from_ccsim(site: Path) -> None:
    status = json.loads((PAGES / "rtcp-table3-phase-2flows.json").read_text())
    html = (site / "rtcp-table3-phase-2flows.html").read_text()
    verdict = "holds" if status["holds"] else "fails"
    assert f'<section class="verdict {verdict}"' in html
    # every column of the comparison table is classed by its header
    assert re.search(r'<th class="paper">paper [^<]*</th>', html)
    assert re.search(r'<td class="ccsim">[\d.]+ ± [\d.]+</td>', html)
    index = (site / "index.html").read_text()
    assert sum(index.count(f'<span class="pill {v}">') for v in ("holds", "fails", "untestable")) \
        == 40


def test_an_untestable_claim_reads_as_neither_holding_nor_failing(tmp_path: Path) -> None:
    # A page whose claim's premise is false in its runs (Verdict.untestable) is told apart from
    # "does not hold" on its page, in both indexes, the tally and `ccsim reproduce --list`;
    # a page recorded before verdicts had a status reads from "holds" alone.
    pages = tmp_path / "pages"
    pages.mkdir()
    for name in ("aimd-fig9-multibn-red-homog", "rtcp-table3-phase-2flows"):
        for suffix in (".md", ".json"):
            shutil.copy(PAGES / f"{name}{suffix}", pages / f"{name}{suffix}")
    untestable = json.loads((pages / "aimd-fig9-multibn-red-homog.json").read_text())
    assert untestable["status"] == "untestable" and untestable["holds"] is False
    old = json.loads((pages / "rtcp-table3-phase-2flows.json").read_text())
    old.pop("status", None), old.pop("untestable", None)
    (pages / "rtcp-table3-phase-2flows.json").write_text(json.dumps(old))
    result = CliRunner().invoke(app, ["report", str(pages)])
    assert result.exit_code == 0, result.output
    page = (pages / "aimd-fig9-multibn-red-homog.html").read_text()
    assert '<section class="verdict untestable"' in page
    assert "Claim not testable here" in page and "R1 is no bottleneck in these runs" in page
    index = (pages / "index.html").read_text()
    assert index.count('<span class="pill untestable">not testable here</span>') == 1
    assert index.count('<span class="pill holds">holds</span>') == 1  # the old record
    assert "<strong>1</strong> of 2 claims hold, 1 not testable here" in index
    md = (pages / "index.md").read_text()
    assert "| Fig. 9 (a)-(c), Section 4.3.1 | not testable here |" in md
    listed = CliRunner().invoke(app, ["reproduce", "--list", "--pages", str(pages),
                                      "--format", "csv"])
    assert listed.exit_code == 0, listed.output
    assert "aimd-fig9-multibn-red-homog" in listed.output
    assert "claim not testable here" in listed.output and "claim holds" in listed.output


def test_figures_offer_png_and_svg_and_links_point_into_the_site(site: Path) -> None:
    html = (site / "e2e-table2-delay-vs-queue.html").read_text()
    assert 'src="e2e-table2-delay-vs-queue.png"' in html
    assert 'href="e2e-table2-delay-vs-queue.svg">SVG</a>' in html
    index_md = (site / "index.html").read_text()
    assert 'href="changes.html"' in index_md and 'href="validation.html"' in index_md
    # Every local link of every page resolves to a file of the site (or of the repository).
    for page in site.glob("*.html"):
        for href in re.findall(r'href="([^"#:]+)(?:#[^"]*)?"', page.read_text()):
            assert (page.parent / href).resolve().exists(), f"{page.name}: broken link {href}"


def test_search_index_holds_every_page(site: Path) -> None:
    text = (site / "assets" / "search-index.js").read_text()
    entries = json.loads(text[text.index("=") + 1:].rstrip().rstrip(";"))
    urls = {e["u"] for e in entries}
    assert {f"{e.id}.html" for e in REGISTRY.values()} <= urls and "validation.html" in urls
    assert any("Welch" in e["x"] for e in entries if e["u"] == "validation.html")


def test_validation_table_is_in_the_site(site: Path) -> None:
    html = (site / "validation.html").read_text()
    # The headline of docs/validation.md (its row count changes as cases are added).
    md = (Path(__file__).resolve().parents[1] / "docs" / "validation.md").read_text()
    headline = re.search(r"\d+ of \d+ rows agree", md)
    assert headline is not None and headline.group(0) in html and '<table class="data">' in html


def test_not_run_experiments_are_listed_as_such(tmp_path: Path) -> None:
    pages = tmp_path / "pages"
    pages.mkdir()
    for suffix in (".md", ".json", ".png", ".svg"):
        src = PAGES / f"rtcp-table3-phase-2flows{suffix}"
        if src.exists():
            shutil.copy(src, pages / src.name)
    result = CliRunner().invoke(app, ["report", str(pages)])
    assert result.exit_code == 0, result.output
    assert "1 experiments, 39 not run" in result.output.replace("\n", " ")
    index = (pages / "index.html").read_text()
    assert index.count('<span class="pill notrun">') == 39
    assert (pages / "index.md").read_text().count("not run") == 39


def test_report_refuses_a_missing_directory(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["report", str(tmp_path / "nowhere")])
    assert result.exit_code == 2 and "no such directory" in result.output


# -- the figure rules ---------------------------------------------------------------------------

def test_figure_problems_name_what_a_figure_lacks() -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from ccsim.experiments.figures import figure_problems, has_unit

    fig, (a, b) = plt.subplots(1, 2)
    a.plot([1, 2], [3, 4], label="Reno")
    a.plot([1, 2], [4, 5], label="Randomized")
    a.set_title("loss")
    b.plot([1, 2], [3, 4])
    b.set_xlabel("time (s)")
    b.set_ylabel("throughput")
    problems = figure_problems(fig)
    assert "loss: no x-axis label" in problems and "loss: no y-axis label" in problems
    assert "loss: series 'Reno', 'Randomized' in no legend" in problems
    assert "panel 2: y-axis label 'throughput' gives no unit" in problems
    a.set_xlabel("time (s)")
    a.set_ylabel("loss rate (%)")
    a.legend()
    b.set_ylabel("throughput (pkt/s)")
    assert figure_problems(fig) == []
    plt.close(fig)
    assert has_unit("number of flows") and has_unit("RTT 1 / RTT 2") and not has_unit("packets")
def test_every_committed_figure_is_complete() -> None:
    """The pages in docs/reproductions were drawn under the figure rules, with an SVG each."""
    for e in REGISTRY.values():
        if e.plot is None:
            continue
        status = json.loads((PAGES / f"{e.id}.json").read_text())
        assert status.get("figure_problems") == [], (e.id, status.get("figure_problems"))
        assert (PAGES / f"{e.id}.svg").exists(), e.id


def test_the_committed_site_is_current(site: Path) -> None:
    """docs/reproductions/*.html are what `ccsim report docs/reproductions` builds now (rebuild
    after changing a page or the templates)."""
    for name in ["index.html", "rtcp-table3-phase-2flows.html", "e2e-table2-delay-vs-queue.html",
                 "assets/style.css", "assets/search.js", "assets/search-index.js"]:
        assert (PAGES / name).read_text() == (site / name).read_text(), name


def test_inferred_claims_are_marked_in_both_indexes(site: Path, tmp_path: Path) -> None:
    # tfrcp-onoff-udp's and tfrcp-constshare's results are lost (EXPERIMENTS.md): their claims
    # are ccsim's inference, which a bare "holds" in the index hid.
    from ccsim.experiments.report import write_index

    inferred = {p.stem for p in PAGES.glob("*.json")
                if json.loads(p.read_text()).get("claim", "").startswith("INFERRED")}
    assert {"tfrcp-onoff-udp", "tfrcp-constshare"} <= inferred
    index = (site / "index.html").read_text()
    assert index.count("claim inferred") == len(inferred)
    for name in ("index.md", "changes.md"):
        shutil.copy(PAGES / name, tmp_path / name)
    for p in PAGES.glob("*.json"):
        shutil.copy(p, tmp_path / p.name)
    md, _ = write_index(tmp_path, site=False)
    rows = [line for line in md.read_text().splitlines() if "(claim inferred)" in line]
    assert sorted(r.split("]")[0].lstrip("| [") for r in rows) == sorted(inferred)
