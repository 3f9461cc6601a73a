"""One helper each: atomic writes, parameter paths, durations (issue 13 found four, two and two).

Copies drift: the scenario's path parser did not know ``[-1]`` and the metrics' duration parser
did not know ``min``. These tests fail if a second copy appears or the doors disagree.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ccsim import Scenario
from ccsim.paths import PathError, apply_params

PACKAGE = Path(__file__).resolve().parents[1] / "python" / "ccsim"
ROOT = Path(__file__).resolve().parents[1]


def _renames() -> list[str]:
    """Files of the package (ccsim.validation aside: not this issue's) that rename a file into
    place themselves: ``os.replace``/``os.rename``, or ``<tmp>.replace(...)`` on a temporary."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        if "validation" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("replace", "rename")
                    and isinstance(node.func.value, ast.Name)):
                continue
            if node.func.value.id == "os" or "tmp" in node.func.value.id:
                found.append(str(path.relative_to(PACKAGE)))
    return sorted(set(found))


def test_only_the_atomic_module_renames_files_into_place():
    # Before: ccsim/results.py, ccsim/scenario.py, ccsim/experiments/report.py and the sweep store.
    assert _renames() == ["atomic.py"]


def test_saved_files_leave_no_temporary_behind(tmp_path):
    sc = Scenario.load(ROOT / "scenarios" / "dumbbell.toml")
    sc.save(tmp_path / "s.toml")
    sc.save(tmp_path / "s.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.json", "s.toml"]


def test_with_changes_and_sweeps_share_one_path_parser():
    sc = Scenario.load(ROOT / "scenarios" / "dumbbell.toml")
    last = sc.with_changes({"flows[-1].rtt": "90ms"})  # "[-1]" was not understood here
    assert [f.rtt for f in last.flows][-1] == 90_000_000
    assert last.to_dict() == Scenario.model_validate(
        apply_params(sc.to_dict(), {"flows[-1].rtt": "90ms"})).to_dict()
    with pytest.raises(PathError) as a:
        sc.with_changes({"flows[7].rtt": "90ms"})
    with pytest.raises(PathError) as b:
        apply_params(sc.to_dict(), {"flows[7].rtt": "90ms"})
    assert str(a.value) == str(b.value) and "no index 7" in str(a.value)
