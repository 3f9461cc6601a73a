"""Start-up cost (issue 10, "Start-up"): ``import ccsim`` and ``ccsim run`` with its default
output load neither pandas nor matplotlib nor scipy, and the lazily built tables of
:class:`ccsim.Results` behave as the eager ones did.

The mechanism is what these tests guard, not wall time: each check runs in a fresh interpreter
and looks at ``sys.modules``, which does not depend on how loaded the machine is.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pandas as pd
import pytest

import ccsim
from ccsim import Results

ROOT = Path(__file__).parent.parent
SCENARIO = ROOT / "scenarios" / "dumbbell.toml"
#: Libraries that only some outputs need (tables, figures, statistics).
HEAVY = ("pandas", "matplotlib", "scipy", "pyarrow")


def fresh(code: str) -> dict[str, object]:
    """Run ``code`` in a new interpreter; it sets ``out`` (a dict), printed back as JSON."""
    program = textwrap.dedent(code) + "\nimport json, sys\nprint(json.dumps(out))\n"
    proc = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          check=False, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def test_import_ccsim_loads_no_heavy_library() -> None:
    out = fresh(f"""
        import sys
        import ccsim
        out = {{"loaded": [m for m in {HEAVY!r} + ("pydantic",) if m in sys.modules]}}
        """)
    assert out["loaded"] == []


def test_version_loads_no_heavy_library() -> None:
    """``ccsim --version`` prints one line: it once imported pandas (via ``ccsim.sweep``)."""
    out = fresh(f"""
        import contextlib, io, sys
        from ccsim.cli import main
        sys.argv = ["ccsim", "--version"]
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed), contextlib.suppress(SystemExit):
            main()
        out = {{"loaded": [m for m in {HEAVY!r} + ("numpy",) if m in sys.modules],
                "printed": printed.getvalue()}}
        """)
    assert out["loaded"] == [] and out["printed"].startswith("ccsim ")


def test_validating_and_lowering_need_no_numpy() -> None:
    """numpy is for the results: a scenario is checked and lowered without it."""
    out = fresh(f"""
        import sys
        from ccsim.scenario import Scenario
        Scenario.load({str(SCENARIO)!r}).lower()
        out = {{"loaded": [m for m in {HEAVY!r} + ("numpy",) if m in sys.modules]}}
        """)
    assert out["loaded"] == []


def test_lazy_names_of_ccsim_resolve() -> None:
    out = fresh("""
        import ccsim
        out = {"names": [n for n in ccsim.__all__ if getattr(ccsim, n, None) is None],
               "dir": sorted(set(ccsim.__all__) - set(dir(ccsim))),
               "run": callable(ccsim.run) and ccsim.run.__module__ == "ccsim.run",
               "sweep": callable(ccsim.sweep) and hasattr(ccsim.sweep, "collect"),
               "results": ccsim.results.ECN_BITS["ce"],
               "pftk": ccsim.models.pftk_throughput.__name__,
               "version": isinstance(ccsim.__version__, str)}
        import ccsim.run  # the module's import must not rebind ccsim.run to the module
        out["run_after"] = callable(ccsim.run)
        """)
    assert out == {"names": [], "dir": [], "run": True, "sweep": True, "results": 2,
                   "pftk": "pftk", "version": True, "run_after": True}
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        ccsim.nope  # noqa: B018


@pytest.mark.parametrize("fmt", ["table", "json", "markdown"])
def test_ccsim_run_prints_without_pandas(fmt: str) -> None:
    """The run path of the CLI, to the end of its output, in one process."""
    out = fresh(f"""
        import contextlib, io, sys
        from ccsim.cli import app
        text = io.StringIO()
        with contextlib.redirect_stdout(text):
            try:
                app(["run", {str(SCENARIO)!r}, "--format", {fmt!r}])
            except SystemExit as exc:
                code = exc.code
        out = {{"code": code, "text": text.getvalue(),
                "loaded": [m for m in {HEAVY!r} if m in sys.modules]}}
        """)
    assert out["code"] == 0, out["text"]
    assert out["loaded"] == []
    assert "short" in str(out["text"]) and "bottleneck" in str(out["text"])


def test_help_lists_the_lazily_mounted_sub_apps() -> None:
    out = fresh("""
        import contextlib, io, sys
        from ccsim.cli import app
        def invoke(args):
            text = io.StringIO()
            with contextlib.redirect_stdout(text):
                try:
                    app(args)
                except SystemExit:
                    pass
            return text.getvalue()
        top = invoke(["--help"])
        heavy = [m for m in ("pandas", "matplotlib", "scipy") if m in sys.modules]
        out = {"top": top, "heavy": heavy,
               "models": invoke(["models", "pftk", "--p", "1%", "--rtt", "100ms", "--t0",
                                 "400ms", "--json"])}
        """)
    # Describing the sub-apps imports them, but not what their commands need (the models CLI
    # loaded pandas for two of its models: 0.35 s for --help).
    assert out["heavy"] == []
    for name in ("run", "bench", "reproduce", "report", "models", "sweep", "validate"):
        assert f" {name} " in str(out["top"])
    assert "Parameter sweeps over a grid and seeds." in str(out["top"])
    assert json.loads(str(out["models"]))  # the sub-app runs once mounted


def test_results_need_pandas_only_for_tables() -> None:
    out = fresh(f"""
        import sys
        import ccsim
        r = ccsim.run({str(SCENARIO)!r}, progress=False)
        r.summary_json(); repr(r); r.arrays("flows"); r.row_count("trace")
        before = [m for m in {HEAVY!r} if m in sys.modules]
        flows = r.flows
        out = {{"before": before, "after": "pandas" in sys.modules, "rows": len(flows)}}
        """)
    assert out == {"before": [], "after": True, "rows": 2}


def test_summary_is_the_same_from_arrays_and_from_tables() -> None:
    r = ccsim.run(SCENARIO, progress=False)
    lazy = r.summary_json()
    tables = r.tables()
    assert r.summary_json() == lazy
    # A copy with every table given explicitly (as Results.load builds one) agrees too.
    assert Results(**tables, meta=r.meta).summary_json() == lazy
    f = r.arrays("flows")
    assert list(f["name"]) == list(tables["flows"]["name"])
    assert f["throughput_pps"].tolist() == tables["flows"]["throughput_pps"].tolist()


def test_row_counts_repr_and_arrays_need_no_table() -> None:
    r = ccsim.run(SCENARIO.parent / "rtcp-table3-mixed.toml", progress=False)
    counts = {name: r.row_count(name) for name in ccsim.results.TABLES}
    assert not any(isinstance(v, pd.DataFrame) for v in vars(r).values())  # nothing built yet
    assert counts == {name: len(table) for name, table in r.tables().items()}
    assert "cwnd" in repr(r) and "2 flows" in repr(r)
    links = r.arrays("links")
    assert links["utilization"].tolist() == r.links["utilization"].tolist()
    with pytest.raises(ValueError, match="flows and links"):
        r.arrays("cwnd")


def test_tables_can_be_given_assigned_replaced_and_copied() -> None:
    r = ccsim.run(SCENARIO, progress=False)
    twin = copy.copy(r)
    replaced = dataclasses.replace(r, flows=r.flows.assign(extra=1.0))
    assert "extra" in replaced.flows.columns and "extra" not in r.flows.columns
    pd.testing.assert_frame_equal(twin.links, r.links)  # built once, from the shared arrays
    r.flows = r.flows.head(1)
    assert len(r.flows) == 1 and len(twin.flows) == 2
    assert r.summary()["totals"]["flows"] == 1  # the summary follows an assigned table
    empty = Results()
    assert empty.flows.empty and empty.trace.empty and empty.meta == {}


def test_the_ccsim_command_hides_its_objects_from_the_collector_as_it_ends() -> None:
    """``ccsim`` (``cli.main``) freezes the garbage collector when its command ends, so that the
    interpreter's shutdown does not scan every object the command imported and built (~50 ms
    of a 0.5 s ``ccsim run``, docs/performance.md). An importer of ``ccsim.cli`` keeps its
    collector as it was."""
    out = fresh("""
        import gc, sys
        from ccsim.cli import main
        imported = gc.get_freeze_count()
        sys.argv = ["ccsim", "--version"]
        try:
            main()
        except SystemExit:
            pass
        out = {"imported": imported, "ended": gc.get_freeze_count()}
        """)
    assert out["imported"] == 0
    assert out["ended"] > 10_000
