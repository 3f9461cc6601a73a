"""The repository is self-contained: every document a doc, a comment or a test refers to is in it.

A fresh clone has nothing beside it, so a test reading ``../shared/EXPERIMENTS.md`` or a page
linking outside the tree fails there even though it passes on a developer's machine. These
checks scan every tracked text file for such references.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TEXT = {".md", ".py", ".pyi", ".toml", ".rs", ".sh", ".txt", ".cfg", ".yml", ".yaml", ".html"}
#: The intended design and the papers' catalogue describe a target layout and files of the
#: original authors; their own path mentions are history, not references to check.
HISTORICAL = ("docs/reference/DESIGN.md", "docs/reference/EXPERIMENTS.md",
              "docs/reference/REFERENCE.md")


def _files() -> list[Path]:
    try:
        listed = subprocess.run(
            ["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
            capture_output=True, text=True, check=True).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: cannot tell the repository's files from build outputs")
    paths = [ROOT / p for p in listed if Path(p).suffix in TEXT or p.endswith(".ci/run")]
    return [p for p in paths if p.is_file()]


@pytest.fixture(scope="module")
def texts() -> dict[str, str]:
    return {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8", errors="replace")
            for p in _files()}


def test_nothing_points_at_a_folder_beside_the_repository(texts: dict[str, str]) -> None:
    outside = re.compile(r"(?:\.\./+shared|(?<![\w.-])shared/(?:[A-Z]|seeds|hooks)|/work/shared)")
    hits = [f"{name}:{text.count(chr(10), 0, m.start()) + 1}: {m.group(0)}"
            for name, text in texts.items() if name != "tests/test_self_contained.py"
            for m in outside.finditer(text)]
    assert not hits, "references outside the repository:\n" + "\n".join(hits)


def test_every_named_document_exists_in_the_repository(texts: dict[str, str]) -> None:
    # Comments cite "REFERENCE.md 1.1", pages "EXPERIMENTS.md, rtcp-table3": the name must be a
    # file of this repository, wherever it lives.
    have = {p.name for p in ROOT.rglob("*.md") if ".venv" not in p.parts and "target" not in p.parts}
    named = re.compile(r"\b([A-Z][A-Z_-]+\.md)\b")
    missing = sorted({f"{m.group(1)} (named in {name})" for name, text in texts.items()
                      for m in named.finditer(text) if m.group(1) not in have})
    assert not missing, "documents named but not in the repository:\n" + "\n".join(missing)


def test_markdown_links_resolve_inside_the_repository(texts: dict[str, str]) -> None:
    link = re.compile(r"\]\(([^)\s]*[./][^)\s]*)\)")  # (a) in "[lost](a)" is no link
    bad = []
    for name, text in texts.items():
        if not name.endswith(".md"):
            continue
        for m in link.finditer(text):
            target = m.group(1).split("#", 1)[0]
            if not target or re.match(r"^[a-z]+:", target):  # anchors, http:, mailto:
                continue
            resolved = (ROOT / name).parent.joinpath(target).resolve()
            if not resolved.is_relative_to(ROOT) or not resolved.exists():
                bad.append(f"{name}: ({m.group(1)})")
    assert not bad, "links that do not resolve inside the repository:\n" + "\n".join(bad)


def test_repository_paths_named_in_text_exist(texts: dict[str, str]) -> None:
    path = re.compile(r"(?<![\w./-])((?:docs|tests|python|scenarios|scripts)/[\w./-]*\w\.(?:md|py|pyi|toml|sh|json))(?![\w.])")
    missing = sorted({f"{m.group(1)} (named in {name})" for name, text in texts.items()
                      if name not in HISTORICAL and name != "tests/test_self_contained.py"
                      for m in path.finditer(text)
                      if not (ROOT / m.group(1)).exists()})
    assert not missing, "paths named but not in the repository:\n" + "\n".join(missing)


def test_tests_do_not_climb_out_of_the_repository(texts: dict[str, str]) -> None:
    # tests/x.py: parents[0] is tests/, parents[1] the repository; parents[2] is whatever is beside.
    climb = re.compile(r"parents\[([2-9])\]")
    bad = [f"{name}: parents[{m.group(1)}]" for name, text in texts.items()
           if name.startswith("tests/") and name != "tests/test_self_contained.py"
           for m in climb.finditer(text)]
    assert not bad, "tests reaching above the repository root:\n" + "\n".join(bad)
