"""The hand-written stub python/ccsim/_core.pyi matches the compiled module (mypy.stubtest)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_stub_matches_the_compiled_module() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "ccsim._core"],
        capture_output=True, text=True, cwd=Path(__file__).parent.parent, check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
