"""Packaging: the declared dependencies are exactly what the code imports, and the optional parts
(figures, Dask) say which extra to install when it is missing.

Before issue 13 scipy was imported at run time but declared only for tests, and matplotlib and
dask were hard dependencies that most runs never import.
"""

from __future__ import annotations

import ast
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "python" / "ccsim"
#: Import name -> distribution name where they differ.
DISTRIBUTION = {"yaml": "pyyaml", "tomli_w": "tomli-w", "pydantic_core": "pydantic-core",
                "markdown_it": "markdown-it-py",
                "distributed": "dask"}


def _project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def _imports() -> dict[str, set[str]]:
    """Top-level third-party modules imported anywhere in the package -> files importing them."""
    stdlib = set(sys.stdlib_module_names)
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                if top not in stdlib and top not in ("ccsim", "__future__"):
                    found.setdefault(top, set()).add(str(path.relative_to(ROOT)))
    return found


def _names(requirements: list[str]) -> set[str]:
    return {Requirement(r).name.lower() for r in requirements}


def test_runtime_dependencies_are_exactly_what_runtime_code_imports():
    project = _project()
    runtime = _names(project["dependencies"])
    extras = {name: _names(reqs) for name, reqs in project["optional-dependencies"].items()}
    imported = {DISTRIBUTION.get(m, m).lower(): files for m, files in _imports().items()}
    optional = {"matplotlib": "plots", "dask": "dask"}
    # Everything imported is declared: at run time, or in the extra its optional part names.
    undeclared = {d: sorted(f) for d, f in imported.items()
                  if d not in runtime and d not in extras.get(optional.get(d, ""), set())}
    assert not undeclared, f"imported but not declared: {undeclared}"
    # Nothing declared at run time goes unimported, and optional parts are not hard dependencies.
    assert runtime == set(imported) - set(optional), (runtime, set(imported))
    assert "matplotlib" in extras["plots"] and "dask" in extras["dask"]
    assert "scipy" in runtime  # ccsim.stats and ccsim.validation need it without extras


def test_floors_are_the_tested_ones():
    floors = {r.name.lower(): r.specifier for r in map(Requirement, _project()["dependencies"])}
    assert floors["pydantic"].contains("2.9.0") and not floors["pydantic"].contains("2.8.2")
    assert not floors["typer"].contains("0.15.4")  # breaks with click >= 8.2


def test_optional_parts_name_their_extra(monkeypatch):
    from ccsim import optional
    from ccsim.sweep import SweepError
    from ccsim.sweep.executors import check_backend

    real = optional.importlib.import_module

    def without(name, *args, **kwargs):
        if name.split(".")[0] in ("matplotlib", "distributed"):
            raise ModuleNotFoundError(f"No module named {name!r}")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(optional.importlib, "import_module", without)
    with pytest.raises(optional.MissingExtra, match=r"pip install 'ccsim\[plots\]'"):
        optional.require("matplotlib")
    with pytest.raises(SweepError, match=r"dask sweep backend needs .*pip install 'ccsim\[dask\]'"):
        check_backend("dask", None, None)
