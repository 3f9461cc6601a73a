"""The results of many scenarios (every table, monitors off and on) against the digests recorded
in tests/golden-digests.txt (scripts/golden-digests.py).

Why a recorded output is a fair test here: the recorded results are those the ns-2 differential
suite (docs/validation.md) and the reproduction pages were checked with, and most engine work is
meant not to change them (speed, layout, refactoring). Such a change that alters a result by
accident may still pass every other test: an intermediate speed change once left packets
circling a CoDel link for ever with the Rust tests passing, and only these digests caught it. A
change meant to alter results rewrites the file (``scripts/golden-digests.py --update``) and
names the scenarios it changed, and why, in its commit message.
"""

from __future__ import annotations

import runpy
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = runpy.run_path(str(ROOT / "scripts" / "golden-digests.py"), run_name="golden_digests")


def test_results_are_those_recorded() -> None:
    expected = (ROOT / "tests" / "golden-digests.txt").read_text().splitlines()
    diff = GOLDEN["differences"](expected, GOLDEN["lines"]())
    assert not diff, (
        f"{len(diff)} results differ from tests/golden-digests.txt:\n  " + "\n  ".join(diff[:20])
        + "\nIf the change is meant to alter them: scripts/golden-digests.py --update, and say which"
        " and why in the commit message (the module doc)."
    )


def test_a_changed_or_missing_result_is_reported() -> None:
    differences = GOLDEN["differences"]
    recorded = ["a.toml monitors=off 01", "a.toml monitors=on 02", "b.toml monitors=off not run: no link"]
    assert differences(recorded, recorded) == []
    got = ["a.toml monitors=off 01", "a.toml monitors=on 03", "c.toml monitors=off 04"]
    assert differences(recorded, got) == [
        "a.toml monitors=on: 02 -> 03",
        "b.toml monitors=off: not run: no link -> (absent)",
        "c.toml monitors=off: (absent) -> 04",
    ]
