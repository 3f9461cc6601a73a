"""Digests of every result table of many scenarios, to check that an engine change meant only for
speed leaves results byte-identical. Prints one line per (scenario, monitors on/off).

The scenarios: scenarios/*.toml, tests/ns2/*.toml, and scenarios/today-stacks.toml under every
queue discipline (``scenarios()``, which the profile-guided build's training also runs:
scripts/pgo-train.py). With monitors on, each also records cwnd and flow samples, the drop log, raw
delays and a packet trace of its bottleneck (where it has one).

The digests of the committed engine are kept in tests/golden-digests.txt, and
tests/test_golden_digests.py fails when the results differ from them. A change meant to alter
results (a model fix, found by the ns-2 suite, say) rewrites that file with ``--update`` and says
in its commit message which scenarios changed and why; any other difference is a bug.

Usage (from a checkout, engine built):
    .venv/bin/python scripts/golden-digests.py            # print the digests
    .venv/bin/python scripts/golden-digests.py --check    # compare with tests/golden-digests.txt
    .venv/bin/python scripts/golden-digests.py --update   # rewrite tests/golden-digests.txt
To compare two builds side by side without rebuilding, put each build's ``python/ccsim`` (with
its ``_core`` library) on ``PYTHONPATH`` in turn.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import sys
import tomllib
import warnings
from pathlib import Path
from typing import Any

import numpy as np

import ccsim

ROOT = Path(__file__).resolve().parent.parent
COMMITTED = ROOT / "tests" / "golden-digests.txt"
MONITORS = {"cwnd": {"every": "500ms"}, "flows": {"every": "1s"}, "drops": True, "delays": "raw",
            "trace": {"links": ["bottleneck"], "max_events": 50_000}}
QUEUES = [{"kind": "codel"}, {"kind": "pie", "ecn": True}, {"kind": "red", "ecn": True},
          {"kind": "droptail", "limit": 30}, {"kind": "fq_codel"}]


def digest(res: Any) -> str:
    """A hash of every table's name, columns, dtypes and values: numeric columns by their bytes,
    others by their text (pandas' own hashing is left out, so that a pandas upgrade cannot
    change a digest)."""
    h = hashlib.sha256()
    for name, df in sorted(res.tables().items()):
        h.update(name.encode())
        for col in df.columns:
            values = df[col].to_numpy()
            h.update(f"|{col}:{values.dtype.kind}{values.dtype.itemsize}|".encode())
            if values.dtype.kind in "biuf":
                h.update(np.ascontiguousarray(values).tobytes())
            else:
                h.update("\x1f".join(map(str, values)).encode())
    return h.hexdigest()[:16]


def scenarios() -> dict[str, dict[str, Any]]:
    out = {}
    for f in sorted((ROOT / "scenarios").glob("*.toml")) + sorted((ROOT / "tests" / "ns2").glob("*.toml")):
        out[f"{f.parent.name}/{f.name}"] = tomllib.loads(f.read_text())
    base = tomllib.loads((ROOT / "scenarios" / "today-stacks.toml").read_text())
    for q in QUEUES:
        d = copy.deepcopy(base)
        d["topology"]["bottleneck"]["queue"] = q
        d["duration"] = "30s"
        out[f"today-stacks/{q['kind']}{'-ecn' if q.get('ecn') else ''}"] = d
    return out


def lines() -> list[str]:
    """One line per (scenario, monitors off/on): its name and the digest of its results."""
    out = []
    warnings.simplefilter("ignore")
    for name, d in scenarios().items():
        for monitors in (False, True):
            dd = copy.deepcopy(d)
            if monitors:
                dd["monitors"] = MONITORS
            try:
                r = ccsim.run(ccsim.Scenario.model_validate(dd), seed=7, progress=False)
                line = digest(r)
            except ccsim.ScenarioError as e:  # e.g. no link named "bottleneck" to trace
                line = f"not run: {str(e)[:80]}"
            out.append(f"{name} monitors={'on' if monitors else 'off'} {line}")
    return out


def differences(expected: list[str], got: list[str]) -> list[str]:
    """What differs between two digest listings, one line per scenario (missing on either side
    included)."""
    def by_key(listing: list[str]) -> dict[str, str]:
        out = {}
        for line in listing:
            name, monitors, value = line.split(" ", 2)
            out[f"{name} {monitors}"] = value
        return out

    old, new = by_key(expected), by_key(got)
    return [f"{k}: {old.get(k, '(absent)')} -> {new.get(k, '(absent)')}"
            for k in sorted(old.keys() | new.keys()) if old.get(k) != new.get(k)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help=f"compare with {COMMITTED.relative_to(ROOT)}")
    mode.add_argument("--update", action="store_true", help=f"rewrite {COMMITTED.relative_to(ROOT)}")
    args = ap.parse_args()
    got = lines()
    if args.update:
        COMMITTED.write_text("\n".join(got) + "\n")
        print(f"wrote {len(got)} digests to {COMMITTED.relative_to(ROOT)}")
    elif args.check:
        diff = differences(COMMITTED.read_text().splitlines(), got)
        print("\n".join(diff) if diff else f"all {len(got)} digests as committed")
        return 1 if diff else 0
    else:
        print("\n".join(got))
    return 0


if __name__ == "__main__":
    sys.exit(main())
