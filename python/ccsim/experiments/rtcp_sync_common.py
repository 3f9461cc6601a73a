"""Shared pieces of the seed 000 Section VII-VIII reproductions (:mod:`ccsim.experiments.rtcp_sync`).

Scenario builders, the choices every dumbbell experiment shares, and the runners: top-level
functions ``(scenario, seed) -> Folded`` that call :func:`ccsim.run` and fold per-run metrics
computed from the recorded time series (cwnd covariance, burst losses, last-50-s loss and
throughput shares, throughput over time) into the rows of the flows table, so that the sweep
stores one small table per run.
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from ccsim.experiments.base import mean_ci
from ccsim.experiments.rtcp import PAPER, RANDOMIZED

__all__ = ["PAPER", "RANDOMIZED", "SCHEDULES", "Folded", "dumbbell", "DUMBBELL_CHOICES",
           "cov_runner", "burst_runner", "phase_runner", "series_runner", "pairs", "ci_row",
           "COV_SKIP_S", "PHASE_LAST_S"]

#: The three senders of seed 000, as ``tcp.schedule`` values (Reno loss recovery for all).
SCHEDULES: dict[str, Any] = {"reno": "ack_clocked", "paced": "paced", "randomized": RANDOMIZED}

#: cwnd samples before this time are left out of covariance coefficients (slow start).
COV_SKIP_S = 10
#: Phase-effect points average "the last 50 seconds of the simulation" (seed 000 VIII-A).
PHASE_LAST_S = 50


def dumbbell(bandwidth: str, buffer: int = 25) -> dict[str, Any]:
    """Seed 000's Fig. 1 dumbbell: DropTail bottleneck, 10 ms one way, access links 4x faster."""
    return {
        "kind": "dumbbell",
        "bottleneck": {"bandwidth": bandwidth, "delay": "10ms",
                       "queue": {"kind": "droptail", "limit": f"{buffer}pkt"}},
        "access": {"speedup": 4},
    }


#: Choices shared by every dumbbell experiment of Sections VII-VIII (as for Table III).
DUMBBELL_CHOICES = {
    "topology": "dumbbell; bottleneck one-way delay 10 ms, the rest of each flow's RTT on its "
                "access links split evenly between source and sink side; access links 4x the "
                "bottleneck (Section IV)",
    "MSS": "500 B (Section IV), 40 B headers, ACKs 40 B, no delayed ACKs",
    "TCP": "Reno; ns-2.35 defaults: IW 2, min RTO 200 ms, 10 ms tick, receiver window unlimited",
    "Randomized": "I = 1 (Section V), alpha correction on (eq. 7 as corrected in REFERENCE 1.7), "
                  "gaps from the smoothed RTT, randomized in slow start too",
    "start times": "uniform in [0, 1 s] per flow",
}


@dataclass
class Folded:
    """What a runner hands the sweep: only the (augmented) flows table is stored."""

    flows: pd.DataFrame


def _run(scenario: Any, seed: int) -> Any:
    from ccsim.run import run

    return run(scenario, seed=seed, progress=False)


def cov_runner(scenario: Any, seed: int) -> Folded:
    """Run; add ``cov_<j>``, the Pearson covariance coefficient (F-rtcp-5) of this flow's cwnd
    with flow j's, sampled every 0.1 s after the first 10 s. With closed-loop transfers also the
    mean latency of the finished transfers (``latency_s``) and their number (``transfers``)."""
    from ccsim.metrics import cwnd_covariance_matrix

    res = _run(scenario, seed)
    flows = res.flows.copy()
    m = cwnd_covariance_matrix(res.cwnd, every="100ms", window=(f"{COV_SKIP_S}s", f"{scenario.duration}ns"))
    for j in m.columns:
        flows[f"cov_{int(j)}"] = [float(m.loc[i, j]) if i in m.index else np.nan
                                  for i in flows["flow"]]
    t = getattr(res, "transfers", None)
    if isinstance(t, pd.DataFrame) and len(t):
        done = t[t["end_ns"].notna()]
        lat = done.groupby("flow")["duration_s"].agg(["mean", "size"])
        flows["latency_s"] = flows["flow"].map(lat["mean"])
        flows["transfers"] = flows["flow"].map(lat["size"]).fillna(0)
    return Folded(flows)


def pairs(table: pd.DataFrame, keys: list[str]) -> pd.DataFrame:
    """Long form of the ``cov_<j>`` columns: one row per run (keys, seed) and pair a < b (flow
    indices from 1, in the order (1,2), (1,3), ..., (2,3), ... of Fig. 10's x axis)."""
    rows = []
    for k, g in table.groupby(keys + ["seed"], sort=False):
        g = g.set_index("flow")
        for a, b in itertools.combinations(sorted(g.index), 2):
            rows.append((*k, a + 1, b + 1, float(g.loc[a, f"cov_{b}"])))
    return pd.DataFrame(rows, columns=[*keys, "seed", "a", "b", "coef"])


def _b2b_bursts(drops: pd.DataFrame, gap_ns: float) -> pd.Series:
    """Per flow: runs of >= 2 drops of consecutive sequence numbers of one flow, each closer than
    ``gap_ns`` to the previous one (packets that reached the queue back to back)."""
    out: dict[int, int] = {}
    for flow, g in drops.sort_values("t_ns", kind="stable").groupby("flow"):
        seq, t = g["seq"].to_numpy(), g["t_ns"].to_numpy()
        joined = (np.diff(seq) == 1) & (np.diff(t) < gap_ns)
        # A burst starts wherever a join follows a non-join.
        starts = joined & ~np.concatenate(([False], joined[:-1]))
        out[int(flow)] = int(starts.sum())
    return pd.Series(out, dtype=float)


#: Back-to-back drops are closer than this many data-packet transmission times (see burst_runner).
B2B_GAP = 0.5


def burst_runner(scenario: Any, seed: int) -> Folded:
    """Run with the drop log; add per flow ``bursts_b2b`` (the primary rule, see
    :func:`_b2b_bursts`, gap half a data-packet transmission time at the bottleneck: two packets a
    source sends back to back arrive a quarter of one apart over access links 4x faster, while
    ACK-clocked successive packets arrive a whole one apart) and
    ``bursts_seq`` (consecutive sequence numbers at any time apart, ``rule="flow"``), and the
    run's queue-level count ``bursts_queue`` (``rule="gap"``: drops of any flows closer than one
    transmission time) on every row."""
    from ccsim.metrics import burst_losses

    res = _run(scenario, seed)
    flows = res.flows.copy()
    link = res.links.set_index("name").loc["bottleneck"]
    pkt = float((flows["data_bytes_sent"] / flows["data_sent"]).median())
    tx_ns = pkt * 8 / float(link["bandwidth_bps"]) * 1e9
    d = res.drops
    d = d[(d["name"] == "bottleneck") & (d["kind"] == 0) & ~d["is_ack"].astype(bool)]
    flows["bursts_b2b"] = flows["flow"].map(_b2b_bursts(d, B2B_GAP * tx_ns)).fillna(0)
    seq = burst_losses(res.drops, "bottleneck", rule="flow")
    flows["bursts_seq"] = flows["flow"].map(seq.groupby("flow").size()).fillna(0)
    queue = burst_losses(res.drops, "bottleneck", rule="gap", gap=f"{int(tx_ns)}ns")
    flows["bursts_queue"] = len(queue)
    return Folded(flows)


def phase_runner(scenario: Any, seed: int) -> Folded:
    """Run with the drop log and flow samples; add per flow ``last_drops`` (its drops at the
    measured bottleneck, ``bottleneck`` of phase_single or ``bottleneck2`` of phase_multi) and
    ``last_pps`` (delivered packets/s), both over the last 50 s."""
    from ccsim.metrics import throughput

    res = _run(scenario, seed)
    flows = res.flows.copy()
    link = "bottleneck2" if scenario.topology.kind == "phase_multi" else "bottleneck"
    t0 = scenario.duration - PHASE_LAST_S * 1_000_000_000
    d = res.drops
    d = d[(d["name"] == link) & (d["t_ns"] >= t0) & ~d["is_ack"].astype(bool)]
    flows["last_drops"] = flows["flow"].map(d.groupby("flow").size()).fillna(0)
    x = throughput(res.flow_samples, last=f"{PHASE_LAST_S}s")
    flows["last_pps"] = flows["flow"].map(x)
    return Folded(flows)


#: Throughput over time is kept in windows of this many seconds (Fig. 12's curves).
SERIES_STEP_S = 10


def series_runner(scenario: Any, seed: int) -> Folded:
    """Run with flow samples every 10 s; add ``series_pps``: the flow's delivered packets/s in
    each successive 10 s window, as JSON text."""
    res = _run(scenario, seed)
    flows = res.flows.copy()
    s = res.flow_samples.pivot(index="t_ns", columns="flow", values="delivered").sort_index()
    rate = s.diff().iloc[1:] / SERIES_STEP_S
    flows["series_pps"] = [json.dumps([round(float(v), 2) for v in rate[f]]) for f in flows["flow"]]
    return Folded(flows)


def ci_row(values: Any, name: str) -> dict[str, float]:
    """``{name: mean, name_ci: 95% half-width}`` over seeds."""
    m, h = mean_ci(values)
    return {name: m, f"{name}_ci": h}
