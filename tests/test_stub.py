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


FRONT = ["units.py", "errors.py", "schema", "lowering", "scenario.py", "run.py", "results.py",
         "cli.py", "bench.py", "__init__.py", "atomic.py", "paths.py", "optional.py", "stats.py",
         "sweep/columns.py", "pcap.py"]


def test_the_python_front_type_checks_strictly() -> None:
    root = Path(__file__).parent.parent
    paths = [str(root / "python" / "ccsim" / p) for p in FRONT]
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-error-summary",
         *paths],
        capture_output=True, text=True, cwd=root, check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
