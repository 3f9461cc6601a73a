"""Start times spread uniformly at random over a window (issue 3, "Start times"): the draws are
uniform (Kolmogorov-Smirnov), and the engine starts each flow at its drawn time."""

from __future__ import annotations

import math
from typing import Any

import ccsim
from ccsim import Scenario

MS = 1_000_000


def scenario(flows: list[dict[str, Any]], duration: str = "20s") -> dict[str, Any]:
    return {
        "duration": duration,
        "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "10Mbps", "delay": "10ms"}},
        "flows": flows,
    }


def test_uniform_starts_pass_a_kolmogorov_smirnov_test() -> None:
    lo, hi = 2_000 * MS, 12_000 * MS
    sc = Scenario.model_validate(scenario(
        [{"name": "f", "count": 500, "rtt": "50ms", "start": {"uniform": ["2s", "12s"]}}]))
    starts = sorted(f["start_ns"] for f in sc.to_engine(seed=3)["flows"])
    n = len(starts)
    d = max(max((i + 1) / n - (s - lo) / (hi - lo), (s - lo) / (hi - lo) - i / n)
            for i, s in enumerate(starts))
    assert d < 1.63 / math.sqrt(n), f"KS D = {d:.4f}"  # alpha = 0.01
    assert lo <= starts[0] and starts[-1] <= hi


def test_each_flow_starts_at_its_drawn_time() -> None:
    sc = Scenario.model_validate({
        **scenario([{"name": "f", "count": 4, "rtt": "100ms", "start": {"uniform": ["1s", "8s"]},
                     "app": {"kind": "finite", "packets": 1}}], duration="10s"),
        "monitors": {"delays": "raw"},
    })
    res = ccsim.run(sc, seed=5, progress=False)
    first_arrival = res.delays.groupby("name", observed=True)["t_ns"].min()
    for row in sc.lower(seed=5).flows:
        # The single packet leaves at the start and arrives one-way (50 ms) plus
        # serialisation later.
        arrive = int(first_arrival[row.name])
        assert row.start_ns + 50 * MS < arrive < row.start_ns + 55 * MS, row.name
    assert sorted(res.flows["start_s"]) != [0.0] * 4
