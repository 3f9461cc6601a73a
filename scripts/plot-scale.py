"""Plot ``ccsim bench --scale --json`` output: wall time (and the run alone) against flows, with
the time per delivered packet, for docs/performance.md.

Usage: ``ccsim bench --scale --json > scale.json; python scripts/plot-scale.py scale.json OUT.svg``.
"""

from __future__ import annotations

import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main(src: str, dst: str) -> None:
    rows = sorted(json.load(open(src)), key=lambda r: r["flows"])
    flows = [r["flows"] for r in rows]
    wall = [r["wall_s"] for r in rows]
    run = [r["wall_s"] - r["setup_s"] for r in rows]
    ns_pkt = [r["ns_per_pkt"] for r in rows]
    fig, (a, b) = plt.subplots(1, 2, figsize=(9, 3.6), constrained_layout=True)
    a.loglog(flows, wall, "o-", label="wall (setup + run)")
    a.loglog(flows, run, "s--", label="run (the simulation)")
    # Linear reference through the 1,000-flow point.
    k = flows.index(1000) if 1000 in flows else 0
    a.loglog(flows, [wall[k] * f / flows[k] for f in flows], ":", color="grey", label="linear")
    a.set_xlabel("flows (10 Mbps of bottleneck each)")
    a.set_ylabel(f"seconds for {rows[0]['sim_s']:g} s simulated")
    a.legend(fontsize=8)
    a.grid(True, which="both", alpha=0.3)
    b.semilogx(flows, ns_pkt, "o-")
    b.set_xlabel("flows")
    b.set_ylabel("wall ns per delivered packet")
    b.set_ylim(bottom=0)
    b.grid(True, which="both", alpha=0.3)
    fig.suptitle("ccsim bench --scale: one core", fontsize=10)
    fig.savefig(dst)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
