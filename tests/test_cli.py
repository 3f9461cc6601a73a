"""The ``ccsim`` command line: run tables, --json determinism, --out, errors, bench."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ccsim import Scenario
from ccsim.cli import app

ROOT = Path(__file__).parent.parent
runner = CliRunner()


def short_scenario(tmp_path: Path) -> Path:
    sc = Scenario.load(ROOT / "scenarios" / "rtcp-table3-mixed.toml")
    path = tmp_path / "short.toml"
    sc.with_changes({"duration": "20s"}).save(path)
    return path


def test_run_prints_a_flow_table(tmp_path: Path) -> None:
    result = runner.invoke(app, ["run", str(short_scenario(tmp_path))])
    assert result.exit_code == 0, result.output
    for text in ("short", "long", "reno/randomized(I=1)", "throughput pkt/s", "goodput Mbps",
                 "timeouts", "fast retx", "bottleneck"):
        assert text in result.output


def test_json_is_identical_for_one_seed_and_differs_for_another(tmp_path: Path) -> None:
    path = str(short_scenario(tmp_path))
    first = runner.invoke(app, ["run", path, "--seed", "4", "--json"])
    second = runner.invoke(app, ["run", path, "--seed", "4", "--json"])
    other = runner.invoke(app, ["run", path, "--seed", "5", "--json"])
    assert first.exit_code == second.exit_code == other.exit_code == 0
    assert first.stdout == second.stdout
    assert first.stdout != other.stdout
    summary = json.loads(first.stdout)
    assert summary["seed"] == 4
    assert [f["name"] for f in summary["flows"]] == ["short", "long"]
    assert "wall" not in first.stdout  # simulated results only


def test_json_in_a_fresh_process_matches(tmp_path: Path) -> None:
    path = str(short_scenario(tmp_path))
    cmd = [sys.executable, "-m", "ccsim.cli", "run", path, "--json"]
    a = subprocess.run(cmd, capture_output=True, text=True, check=True)
    b = subprocess.run(cmd, capture_output=True, text=True, check=True)
    assert a.stdout == b.stdout and a.stdout.startswith("{")


def test_warnings_print_as_one_line(tmp_path: Path) -> None:
    """The command prints a warning as ``warning: ...``, not as Python's file:line report with
    the source line that raised it."""
    path = tmp_path / "late.toml"
    path.write_text('name = "late"\nduration = "2s"\n[topology]\nkind = "dumbbell"\n'
                    'bottleneck = { bandwidth = "2Mbps", delay = "10ms" }\n'
                    '[[flows]]\nname = "a"\nrtt = "40ms"\nstart = "5s"\n'
                    '[[flows]]\nname = "b"\nrtt = "40ms"\n')
    proc = subprocess.run([sys.executable, "-m", "ccsim.cli", "run", str(path), "--json"],
                          capture_output=True, text=True, check=True)
    assert proc.stderr.startswith("warning: late: flow a sends nothing"), proc.stderr
    assert "UserWarning" not in proc.stderr and len(proc.stderr.splitlines()) == 1


def test_python_dash_m_ccsim_is_the_command() -> None:
    proc = subprocess.run([sys.executable, "-m", "ccsim", "--version"], capture_output=True,
                          text=True, check=True)
    assert proc.stdout.startswith("ccsim ")


def test_out_directory(tmp_path: Path) -> None:
    out = tmp_path / "results"
    result = runner.invoke(app, ["run", str(short_scenario(tmp_path)), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / "summary.json").exists() and (out / "flows.parquet").exists()
    assert not list(out.glob(".*tmp"))


def test_bad_scenario_exits_2_with_the_problem(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text((ROOT / "scenarios" / "rtcp-table3-mixed.toml").read_text()
                   .replace('rtt = "60ms"', 'rtt = "-5ms"'))
    result = runner.invoke(app, ["run", str(bad)])
    assert result.exit_code == 2
    assert 'flows[0].rtt: "-5ms" is negative' in result.stderr
    assert "bad.toml is not a valid scenario" in result.stderr


def test_budget_exits_3(tmp_path: Path) -> None:
    sc = Scenario.load(ROOT / "scenarios" / "rtcp-table3-mixed.toml")
    path = tmp_path / "budget.toml"
    sc.with_changes({"budget.max_events": 100}).save(path)
    result = runner.invoke(app, ["run", str(path)])
    assert result.exit_code == 3
    assert result.stderr.count("budget exceeded") == 1  # the engine's message says it already
    assert "budget.max_events = 100" in result.stderr


@pytest.mark.parametrize("where", ["file", "under_a_file"])
def test_unusable_out_directory_fails_before_the_run(tmp_path: Path, where: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """``--out`` naming a file (or a path under one) failed with a traceback once the whole
    run was done; now it is a usage error (exit 2) before anything runs."""
    path = short_scenario(tmp_path)
    out = path if where == "file" else path / "results"
    monkeypatch.setattr(sys.modules["ccsim.run"], "run",
                        lambda *a, **k: pytest.fail("the run started"))
    result = runner.invoke(app, ["run", str(path), "--out", str(out)])
    assert result.exit_code == 2, result.output
    assert isinstance(result.exception, SystemExit)  # no traceback
    assert f"--out {out}" in result.stderr and len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("seed", ["-1", str(2**64)])
def test_seed_out_of_range_is_a_usage_error(tmp_path: Path, seed: str) -> None:
    """The engine's seed is a u64: an option outside it was passed on and came back as the
    engine's JSON message blamed on the scenario file."""
    result = runner.invoke(app, ["run", str(short_scenario(tmp_path)), "--seed", seed])
    assert result.exit_code == 2
    assert "'--seed'" in result.stderr and "not a valid scenario" not in result.stderr
    assert "u64" not in result.stderr
    top = runner.invoke(app, ["run", str(short_scenario(tmp_path)), "--seed", str(2**64 - 1),
                              "--json"])
    assert top.exit_code == 0 and json.loads(top.stdout)["seed"] == 2**64 - 1


def test_bench_quick() -> None:
    result = runner.invoke(app, ["bench", "--quick", "--only", "B1", "--json"])
    assert result.exit_code == 0, result.output
    (row,) = json.loads(result.stdout)
    assert row["name"] == "B1" and row["sim_s"] == 100.0
    assert row["delivered"] > 0 and row["events"] > row["delivered"]
    assert row["wall_s"] > 0 and row["rss_added_mb"] >= 0
    assert runner.invoke(app, ["bench", "--only", "B9"]).exit_code == 2


def test_sub_commands_are_mounted() -> None:
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    for command in ("run", "bench", "models", "sweep"):
        assert command in result.output


# -- issue 12: output that fits, formats, version, completion -----------------------------------

def test_version_names_the_package_and_the_engine() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    from ccsim import _core

    assert result.stdout.startswith("ccsim ") and f"engine {_core.version()}" in result.stdout


def test_shell_completion_is_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    assert "--install-completion" in runner.invoke(app, ["--help"]).output
    # Name the shell: typer otherwise detects it from the process tree (shellingham), which a
    # run started in the background does not have ("Shell  not supported").
    monkeypatch.setenv("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION", "1")
    result = runner.invoke(app, ["--show-completion", "bash"])
    assert result.exit_code == 0 and "complete" in result.stdout and "ccsim" in result.stdout


def test_run_table_fits_80_columns_and_blocks_below(tmp_path: Path) -> None:
    """Before issue 12 every cell wrapped over three lines at 80 columns: now the table drops its
    least important columns (and says so), and very narrow terminals get one block per flow."""
    path = str(short_scenario(tmp_path))
    for width in (80, 60, 40):
        result = runner.invoke(app, ["run", path], env={"COLUMNS": str(width)})
        assert result.exit_code == 0, result.output
        lines = result.stdout.splitlines()
        assert max(len(line) for line in lines) <= width, (width, result.stdout)
        # no cell broken across lines: a flow's row holds its name and its numbers
        if width >= 60:
            row = next(line for line in lines if line.startswith("│ short "))
            assert row.rstrip("│ ").split("│")[-1].strip().replace(".", "").isdigit()
    narrow = runner.invoke(app, ["run", path], env={"COLUMNS": "40"}).stdout
    assert "── short" in narrow and "reno/randomized(I=1)" in narrow  # block form keeps all
    wide = runner.invoke(app, ["run", path], env={"COLUMNS": "200"}).stdout
    assert "fast retx" in wide and "left out" not in wide


def test_run_formats(tmp_path: Path) -> None:
    path = str(short_scenario(tmp_path))
    csv = runner.invoke(app, ["run", path, "--format", "csv"])
    assert csv.exit_code == 0 and csv.stdout.startswith("name,group,kind,protocol,flow,")
    assert len(csv.stdout.strip().splitlines()) == 3
    md = runner.invoke(app, ["run", path, "--format", "markdown"]).stdout
    assert "| name | kind | throughput pkt/s |" in md and "| bottleneck |" in md
    as_json = runner.invoke(app, ["run", path, "--format", "json"]).stdout
    assert as_json == runner.invoke(app, ["run", path, "--json"]).stdout
    assert json.loads(as_json)["flows"][0]["name"] == "short"
    bad = runner.invoke(app, ["run", path, "--format", "yaml"])
    assert bad.exit_code == 2 and "table, csv, json, markdown" in bad.stderr


def test_reproduce_formats_and_a_narrow_terminal(tmp_path: Path) -> None:
    args = ["reproduce", "rtcp-table3-phase-2flows", "--quick", "--jobs", "1",
            "--out", str(tmp_path / "runs")]
    first = runner.invoke(app, [*args, "--format", "json"])
    assert first.exit_code == 0, first.output
    record = json.loads(first.stdout)
    assert record["id"] == "rtcp-table3-phase-2flows" and len(record["comparison"]) == 8
    assert isinstance(record["holds"], bool) and "paper_pps" in record["comparison"][0]
    csv = runner.invoke(app, [*args, "--format", "csv"]).stdout
    assert csv.startswith("capacity,config,flow,paper_pps,ccsim_pps,ccsim_pps_ci")
    md = runner.invoke(app, [*args, "--format", "markdown"]).stdout
    assert "## Paper beside ccsim" in md and "**Verdict:" in md
    narrow = runner.invoke(app, args, env={"COLUMNS": "80"})
    lines = narrow.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert "── 2Mbps  both reno  long" in narrow.stdout  # one block per configuration
    # each value on one line, whole: "paper | ccsim ± CI"
    assert any(line.strip().startswith("pps") and "|" in line and "±" in line for line in lines)


def test_reproduce_all_draws_figures_beside_the_runs_and_writes_the_same_pages(
        tmp_path: Path, monkeypatch) -> None:
    """``reproduce all`` draws each figure in the worker pool while the next experiment runs and
    writes the pages in order as the figures come back: the pages (Markdown, PNG, SVG) are byte
    for byte those of the same experiments reproduced one at a time, drawn in-process. (Also
    checks that a figure is the same bytes whenever drawn: the SVG's ids are salted.)"""
    import dataclasses

    import ccsim.experiments as experiments

    table3 = experiments.get("rtcp-table3-phase-2flows")
    twin = dataclasses.replace(table3, id="table3-twin")
    monkeypatch.setattr(experiments, "REGISTRY", {e.id: e for e in (table3, twin)})
    runs = ["--quick", "--format", "csv", "--out", str(tmp_path / "runs")]
    together = runner.invoke(app, ["reproduce", "all", *runs, "--jobs", "2",
                                   "--pages", str(tmp_path / "together")], env={"COLUMNS": "500"})
    assert together.exit_code == 0, together.output
    reports = [line for line in together.stderr.splitlines() if line.startswith("Report:")]
    assert [Path(line.split()[-1]).name for line in reports] == ["rtcp-table3-phase-2flows.md",
                                                                 "table3-twin.md"]
    for e in ("rtcp-table3-phase-2flows", "table3-twin"):  # the runs are cached now
        alone = runner.invoke(app, ["reproduce", e, *runs, "--jobs", "1",
                                    "--pages", str(tmp_path / "alone")])
        assert alone.exit_code == 0, alone.output
        for suffix in ("md", "png", "svg"):
            page = f"{e}.{suffix}"
            assert (tmp_path / "together" / page).read_bytes() == \
                (tmp_path / "alone" / page).read_bytes(), page


def test_reproduce_all_keeps_the_pages_done_when_an_experiment_fails(
        tmp_path: Path, monkeypatch) -> None:
    """An experiment that fails stops ``reproduce all`` with its error, after the pages of the
    experiments before it (whose figures may still be drawing) are written; it gets none."""
    import dataclasses

    import ccsim.experiments as experiments

    def fails(table: object) -> object:
        raise RuntimeError("the analysis failed")

    table3 = experiments.get("rtcp-table3-phase-2flows")
    broken = dataclasses.replace(table3, id="broken", analyse=fails)
    monkeypatch.setattr(experiments, "REGISTRY", {e.id: e for e in (table3, broken)})
    pages = tmp_path / "pages"
    result = runner.invoke(app, ["reproduce", "all", "--quick", "--format", "csv", "--jobs", "2",
                                 "--out", str(tmp_path / "runs"), "--pages", str(pages)])
    assert isinstance(result.exception, RuntimeError), result.output
    assert (pages / "rtcp-table3-phase-2flows.md").exists()
    assert (pages / "rtcp-table3-phase-2flows.png").stat().st_size > 1000
    assert not (pages / "broken.md").exists()


def test_reproduce_list_honours_format_on_stdout() -> None:
    """``--list --format csv|json`` printed the rich table on stderr and nothing on stdout."""
    from ccsim.experiments import REGISTRY, STUDIES

    csv = runner.invoke(app, ["reproduce", "--list", "--format", "csv"])
    assert csv.exit_code == 0, csv.output
    lines = csv.stdout.splitlines()
    assert lines[0] == "id,title,last_run" and len(lines) == 1 + len(REGISTRY) + len(STUDIES)
    rows = json.loads(runner.invoke(app, ["reproduce", "--list", "--format", "json"]).stdout)
    assert [r["id"] for r in rows] == [*REGISTRY, *STUDIES]
    assert set(rows[0]) == {"id", "title", "last_run"}
    md = runner.invoke(app, ["reproduce", "--list", "--format", "markdown"]).stdout
    assert md.startswith("| id | title | last_run |")


@pytest.mark.parametrize("option", ["--out", "--pages"])
def test_reproduce_unusable_out_or_pages_fails_before_the_run(
        tmp_path: Path, option: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--out FILE`` failed with NotADirectoryError, ``--pages FILE`` with FileExistsError
    only once the experiment had run; now both are usage errors (exit 2) before it starts."""
    from ccsim.experiments.base import Experiment

    monkeypatch.setattr(Experiment, "run", lambda *a, **k: pytest.fail("the experiment ran"))
    a_file = tmp_path / "afile"
    a_file.write_text("x")
    args = ["reproduce", "rtcp-table3-phase-2flows", "--quick", "--out", str(tmp_path / "runs")]
    result = runner.invoke(app, [*args, option, str(a_file)])
    assert result.exit_code == 2 and isinstance(result.exception, SystemExit), result.output
    assert f"{option} {a_file}: exists and is not a directory" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_forced_progress_draws_nothing_off_a_terminal() -> None:
    """``--progress`` and ``progress=True`` force the bar on a terminal only: into a pipe they
    wrote nothing but a blank line, which is still noise in a log."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE")}
    path = str(ROOT / "scenarios" / "dumbbell.toml")
    cli = subprocess.run([sys.executable, "-m", "ccsim.cli", "run", path, "--json", "--progress"],
                         capture_output=True, text=True, check=True, env=env)
    assert cli.stderr == "" and cli.stdout.startswith("{")
    code = f"import ccsim; ccsim.run({path!r}, progress=True)"
    py = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                        env=env)
    assert py.stderr == "" and py.stdout == ""


def _one_page(tmp_path: Path) -> Path:
    pages = tmp_path / "pages"
    pages.mkdir()
    for suffix in (".md", ".json"):
        src = ROOT / "docs" / "reproductions" / f"rtcp-table3-phase-2flows{suffix}"
        (pages / src.name).write_text(src.read_text())
    return pages


@pytest.mark.parametrize("where", ["file", "unwritable"])
def test_report_unusable_out_is_a_usage_error(tmp_path: Path, where: str) -> None:
    """``ccsim report DIR --out FILE`` was a FileExistsError traceback, ``--out /sys/foo`` a
    PermissionError one; both are usage errors now, with nothing written."""
    pages = _one_page(tmp_path)
    if where == "file":
        out = tmp_path / "afile"
        out.write_text("x")
    else:
        out = Path("/sys/ccsim-report-test")
        if not Path("/sys").is_dir():
            pytest.skip("no /sys (sysfs refuses new folders, even to root)")
    result = runner.invoke(app, ["report", str(pages), "--out", str(out)])
    assert result.exit_code == 2 and isinstance(result.exception, SystemExit), result.output
    assert f"--out {out}:" in result.stderr
    assert not (pages / "index.md").exists()


def test_report_refuses_a_directory_without_pages_and_keeps_its_index(tmp_path: Path) -> None:
    """``ccsim report mydocs`` overwrote the user's index.md and index.html: a directory with
    no reproduction page is refused (exit 2) and left as it was."""
    docs = tmp_path / "mydocs"
    docs.mkdir()
    (docs / "index.md").write_text("# my notes\n")
    (docs / "index.html").write_text("<p>mine</p>")
    (docs / "x.json").write_text("[1]")  # not a page's verdict: a TypeError once
    (docs / "y.json").write_text('{"id": "rtcp-table3-phase-2flows"}')  # lacks the verdict
    result = runner.invoke(app, ["report", str(docs)])
    assert result.exit_code == 2 and isinstance(result.exception, SystemExit), result.output
    assert "holds no reproduction pages" in result.output
    assert (docs / "index.md").read_text() == "# my notes\n"
    assert (docs / "index.html").read_text() == "<p>mine</p>"
    assert sorted(p.name for p in docs.iterdir()) == ["index.html", "index.md", "x.json", "y.json"]


def test_report_skips_json_that_is_not_a_page(tmp_path: Path) -> None:
    """A ``[1]`` among the pages raised TypeError in last_status (a traceback, exit 1)."""
    from ccsim.experiments.report import last_status

    pages = _one_page(tmp_path)
    (pages / "x.json").write_text("[1]")
    (pages / "z.json").write_text('"text"')
    (pages / "bad.json").write_bytes(b"\xff\xfe{")
    assert list(last_status(pages)) == ["rtcp-table3-phase-2flows"]
    result = runner.invoke(app, ["report", str(pages)])
    assert result.exit_code == 0, result.output
    assert (pages / "index.html").exists()


# -- refusals and messages from the dogfooding report -------------------------------------------

def test_run_interrupted_says_so_and_exits_130(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C in ``ccsim run`` exited 130 with nothing said (``sweep`` says "interrupted: ...")."""
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    import importlib

    monkeypatch.setattr(importlib.import_module("ccsim.run"), "run", interrupted)
    result = runner.invoke(app, ["run", str(short_scenario(tmp_path))])
    assert result.exit_code == 130
    assert result.stderr.startswith("interrupted: the run stopped"), result.stderr
    assert len(result.stderr.splitlines()) == 1


def test_run_refuses_json_beside_another_format(tmp_path: Path) -> None:
    """``--json --format csv`` printed JSON, silently."""
    path = str(short_scenario(tmp_path))
    result = runner.invoke(app, ["run", path, "--json", "--format", "csv"])
    assert result.exit_code == 2
    assert "--json means --format json: it cannot go with --format csv" in result.stderr
    assert result.stdout == ""
    both = runner.invoke(app, ["run", path, "--json", "--format", "json"])
    assert both.exit_code == 0 and json.loads(both.stdout)["seed"] is not None


def test_reproduce_list_refuses_an_id() -> None:
    """``ccsim reproduce --list extra-arg`` listed the experiments, the argument ignored."""
    result = runner.invoke(app, ["reproduce", "--list", "extra-arg"])
    assert result.exit_code == 2
    assert "--list takes no experiment id (got 'extra-arg')" in result.stderr


def test_reproduce_run_options_without_an_id_are_refused(tmp_path) -> None:
    """``ccsim reproduce --quick --out X`` printed the list and exited 0, --quick ignored."""
    result = runner.invoke(app, ["reproduce", "--quick", "--seeds", "2", "--out", str(tmp_path)])
    assert result.exit_code == 2
    assert "--quick, --seeds need an experiment to run" in result.stderr
    assert not any(tmp_path.iterdir())


def test_reproduce_suggests_the_id_meant() -> None:
    """A near miss got the list of every id and no "did you mean"."""
    result = runner.invoke(app, ["reproduce", "rtcp-tabel3"])
    assert result.exit_code == 2
    assert ("no experiment 'rtcp-tabel3'; did you mean \"rtcp-table3-phase-2flows\"? known: "
            in result.stderr), result.stderr
    far = runner.invoke(app, ["reproduce", "zzz"])
    assert far.exit_code == 2 and "did you mean" not in far.stderr and "known: " in far.stderr
