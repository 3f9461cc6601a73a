"""Digests of every result table of many scenarios, to check that an engine change meant only for
speed leaves results byte-identical: run it with the engine before and after the change and
compare the outputs (``diff``). Prints one line per (scenario, monitors on/off).

The scenarios: scenarios/*.toml, tests/ns2/*.toml, and scenarios/today-stacks.toml under every
queue discipline (``scenarios()``, which the profile-guided build's training also runs:
scripts/pgo-train.py). With monitors on, each also records cwnd and flow samples, the drop log, raw
delays and a packet trace of its bottleneck (where it has one).

Usage (from a checkout, engine built):
    .venv/bin/python scripts/golden-digests.py > before.txt
    # change the engine, rebuild (bash scripts/bootstrap.sh)
    .venv/bin/python scripts/golden-digests.py > after.txt && diff before.txt after.txt
To compare two builds side by side without rebuilding, put each build's ``python/ccsim`` (with
its ``_core`` library) on ``PYTHONPATH`` in turn.
"""

from __future__ import annotations

import copy
import hashlib
import sys
import tomllib
import warnings
from pathlib import Path
from typing import Any

import pandas as pd

import ccsim

ROOT = Path(__file__).resolve().parent.parent
MONITORS = {"cwnd": {"every": "500ms"}, "flows": {"every": "1s"}, "drops": True, "delays": "raw",
            "trace": {"links": ["bottleneck"], "max_events": 50_000}}
QUEUES = [{"kind": "codel"}, {"kind": "pie", "ecn": True}, {"kind": "red", "ecn": True},
          {"kind": "droptail", "limit": 30}, {"kind": "fq_codel"}]


def digest(res: Any) -> str:
    h = hashlib.sha256()
    for name, df in sorted(res.tables().items()):
        h.update(name.encode())
        h.update(",".join(map(str, df.columns)).encode())
        h.update(pd.util.hash_pandas_object(df.reset_index(drop=True), index=False).values.tobytes())
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


def main() -> None:
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
            print(f"{name} monitors={'on' if monitors else 'off'} {line}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
