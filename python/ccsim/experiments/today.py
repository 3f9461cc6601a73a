"""Study: randomization on today's stacks.

Seed 000 asks whether randomizing the sending times of Reno repairs the unfairness and
synchronization that ACK-clocked bursts cause at a DropTail bottleneck. This study asks the same
of the stacks and queues of today: window rules Reno, CUBIC (RFC 9438) and BBR v1, each sent
ACK-clocked, paced and randomized (I = 1; for BBR the randomization multiplies its own pacing
gap by 1 + x), over DropTail, RED, CoDel (RFC 8289) and FQ-CoDel (RFC 8290), on seed 000's
dumbbell. No claim of the seed is assumed to carry over: the check states one and reports what
the runs say.

It is registered like the reproductions (``ccsim reproduce today-randomization --pages
docs/studies``) but kept out of the papers' registry of 40.
"""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np
import pandas as pd

from ccsim.experiments.base import Experiment, Verdict
from ccsim.experiments.rtcp_sync_common import COV_SKIP_S, Folded, ci_row

STACKS: dict[str, dict[str, Any]] = {
    "reno": {"rule": "aimd", "alpha": 1.0, "beta": 0.5},
    "cubic": {"rule": "cubic"},
    "bbr": {"rule": "bbr"},
}
SCHEDULES: dict[str, Any] = {
    "ack_clocked": "ack_clocked",
    "paced": "paced",
    "randomized": {"kind": "randomized", "interval": 1.0},
}
QUEUES: dict[str, dict[str, Any]] = {
    "droptail": {"kind": "droptail", "limit": "25pkt"},
    "red": {"kind": "red", "limit": "25pkt"},
    "codel": {"kind": "codel"},
    "fq_codel": {"kind": "fq_codel"},
}
#: Throughput shares and delays are measured after this warm-up.
WARMUP_S = 20

BASE: dict[str, Any] = {
    "name": "today: randomization on Reno, CUBIC and BBR over four queues",
    "duration": "300s",
    "topology": {
        "kind": "dumbbell",
        "bottleneck": {"bandwidth": "5Mbps", "delay": "10ms", "queue": QUEUES["droptail"]},
        "access": {"speedup": 4},
    },
    "defaults": {"tcp": {"mss": "500B", "recovery": "sack", "schedule": "ack_clocked"}},
    "flows": [{"name": "f", "count": 10, "rtt": "100ms", "start": {"uniform": ["0s", "1s"]}}],
    "monitors": {"cwnd": {"every": "100ms"}, "flows": {"every": "1s"}},
}


def _points(quick: bool) -> list[dict[str, Any]]:
    return [{"description": f"{s}/{q}/{sch}", "defaults.tcp.window": STACKS[s],
             "defaults.tcp.schedule": SCHEDULES[sch], "topology.bottleneck.queue": QUEUES[q]}
            for s, q, sch in itertools.product(STACKS, QUEUES, SCHEDULES)]


def today_runner(scenario: Any, seed: int) -> Folded:
    """Run; add to every flow row the run's Jain index of throughput after the warm-up
    (``jain``), the bottleneck's loss rate (``loss_rate``: data packets dropped there over those
    that reached it), mean queueing delay (``qdelay_ms``), utilization, and the mean pairwise
    Pearson coefficient of the flows' cwnd after 10 s (``cov``); per flow its throughput after
    the warm-up (``pps``)."""
    from ccsim.metrics import cwnd_covariance_matrix, jain, throughput
    from ccsim.run import run

    res = run(scenario, seed=seed, progress=False)
    flows = res.flows.copy()
    last = scenario.duration / 1e9 - WARMUP_S
    x = throughput(res.flow_samples, last=f"{last}s")
    flows["pps"] = flows["flow"].map(x)
    flows["jain"] = jain(flows["pps"].to_numpy())
    link = res.links.set_index("name").loc["bottleneck"]
    arrived = float(link["arrivals"])
    drops = float(link["drops_overflow"] + link["drops_early"] + link["drops_loss"])
    flows["loss_rate"] = drops / arrived if arrived else np.nan
    flows["qdelay_ms"] = float(link["queue_delay_mean_s"]) * 1e3
    flows["utilization"] = float(link["utilization"])
    m = cwnd_covariance_matrix(res.cwnd, every="100ms",
                               window=(f"{COV_SKIP_S}s", f"{scenario.duration}ns"))
    vals = m.to_numpy()[np.triu_indices(len(m), 1)]
    flows["cov"] = float(np.nanmean(vals)) if len(vals) else np.nan
    return Folded(flows)


def _analyse(table: pd.DataFrame) -> pd.DataFrame:
    t = table.copy()
    parts = t["description"].str.split("/", expand=True)
    t["stack"], t["queue"], t["schedule"] = parts[0], parts[1], parts[2]
    rows = []
    keys = ["stack", "queue", "schedule"]
    runs = t.groupby(keys + ["seed"], sort=False).agg(
        jain=("jain", "first"), loss=("loss_rate", "first"), qdelay=("qdelay_ms", "first"),
        util=("utilization", "first"), cov=("cov", "first"), mbps=("pps", "sum")).reset_index()
    for (stack, queue, schedule), g in runs.groupby(keys, sort=False):
        rows.append({"stack": stack, "queue": queue, "schedule": schedule,
                     **ci_row(g["jain"], "ccsim_jain"),
                     **ci_row(g["mbps"] * 540 * 8 / 1e6, "ccsim_mbps"),
                     **ci_row(g["loss"] * 100, "ccsim_loss_pct"),
                     **ci_row(g["qdelay"], "ccsim_qdelay_ms"),
                     **ci_row(g["cov"], "ccsim_cov")})
    return pd.DataFrame(rows)


def _check(c: pd.DataFrame) -> Verdict:
    claim = ("as seed 000 found for Reno at DropTail, randomizing the sending times (I = 1) "
             "raises Jain's fairness index over ACK-clocked sending for Reno, CUBIC and BBR on "
             "the DropTail bottleneck; under FQ-CoDel, which isolates the flows, it changes the "
             "index by less than 0.02")
    idx = c.set_index(["stack", "queue", "schedule"])
    parts, holds = [], True
    for stack in STACKS:
        a = idx.loc[(stack, "droptail", "ack_clocked"), "ccsim_jain"]
        r = idx.loc[(stack, "droptail", "randomized"), "ccsim_jain"]
        fa = idx.loc[(stack, "fq_codel", "ack_clocked"), "ccsim_jain"]
        fr = idx.loc[(stack, "fq_codel", "randomized"), "ccsim_jain"]
        ok = r > a and abs(fr - fa) < 0.02
        holds &= bool(ok)
        parts.append(f"{stack}: DropTail {a:.3f} -> {r:.3f}, FQ-CoDel {fa:.3f} -> {fr:.3f}")
    return Verdict(claim, holds, "; ".join(parts))


def _plot(outcome: Any) -> Any:
    import matplotlib.pyplot as plt

    c = outcome.comparison
    metrics = [("ccsim_jain", "Jain index"), ("ccsim_qdelay_ms", "queue delay (ms)"),
               ("ccsim_loss_pct", "loss (%)"), ("ccsim_cov", "cwnd covariance")]
    fig, axes = plt.subplots(len(metrics), len(QUEUES), figsize=(12, 10), sharey="row")
    x = np.arange(len(STACKS))
    for col, queue in enumerate(QUEUES):
        for row, (m, label) in enumerate(metrics):
            ax = axes[row][col]
            for k, sch in enumerate(SCHEDULES):
                g = c[(c["queue"] == queue) & (c["schedule"] == sch)].set_index("stack").loc[list(STACKS)]
                ax.bar(x + (k - 1) * 0.27, g[m], 0.27, yerr=g[f"{m}_ci"], capsize=2,
                       color=f"C{k}", label=sch.replace("_", "-"))
            ax.set_xticks(x, list(STACKS))
            if row == 0:
                ax.set_title(queue.replace("_", "-"))
            if col == 0:
                ax.set_ylabel(label)
    axes[0][0].legend(fontsize=8)
    fig.tight_layout()
    return fig


EXPERIMENT = Experiment(
    id="today-randomization",
    title="Randomization on today's stacks: Reno, CUBIC and BBR over DropTail, RED, CoDel, FQ-CoDel",
    paper="ccsim study (after 000: Chandrayana et al., Randomized TCP)",
    source="issue 11; seed 000's dumbbell",
    base=BASE,
    points=_points,
    analyse=_analyse,
    check=_check,
    runner=today_runner,
    choices={
        "topology": "seed 000's dumbbell: 5 Mb/s bottleneck, 10 ms one way, access links 4x; ten "
                    "flows of RTT 100 ms starting in [0, 1 s]",
        "TCP": "MSS 500 B + 40 B headers; SACK loss recovery for every stack (ns-2 Sack1); "
               "ns-2.35 timers (IW 2, min RTO 200 ms, 10 ms tick)",
        "stacks": "Reno = AIMD(1, 0.5); CUBIC = RFC 9438 defaults (C 0.4, beta 0.7, fast "
                  "convergence, Reno-friendly region); BBR = v1 (draft-cardwell-00)",
        "schedules": "ACK-clocked; paced (gap srtt/cwnd, BBR: one packet at its pacing rate); "
                     "randomized I = 1 (gap x (1 + x), x ~ U[-1, 1], alpha correction for the "
                     "AIMD rule only)",
        "queues": "DropTail 25 packets (seed 000); RED 25 packets, thresholds 5/15, max_p 0.1, "
                  "w_q 0.002; CoDel 5 ms / 100 ms, 1000 packets; FQ-CoDel 1024 queues, quantum "
                  "1514 B, 10240 packets",
        "metrics": f"after a {WARMUP_S} s warm-up: Jain's index of per-flow throughput, total "
                   "throughput; over the run: bottleneck loss rate and mean queueing delay; cwnd "
                   f"covariance: mean pairwise Pearson coefficient of cwnd sampled every 0.1 s "
                   f"after {COV_SKIP_S} s",
        "duration": "300 s; quick mode 60 s",
        "seeds": "5 (quick mode 1)",
    },
    seeds=5,
    quick_seeds=1,
    quick_duration="60s",
    plot=_plot,
    study=True,
    notes=(
        "**Fairness.** Ten Reno or CUBIC flows of equal RTT share this bottleneck fairly at every "
        "queue and with every schedule (Jain 0.998-1.000, differences within the confidence "
        "intervals): there is no unfairness here for randomization to repair, so the claim fails "
        "for them, not because randomizing hurts. For BBR both parts hold (DropTail 0.431 -> "
        "0.993; FQ-CoDel 0.997 -> 1.000).\n\n"
        "**Synchronization.** Seed 000's finding survives for Reno at DropTail: ACK-clocked Reno "
        "flows are synchronized (cwnd covariance 0.69 +- 0.05), Paced ones not at all (0.00) and "
        "Randomized ones little (0.13). Every AQM removes it by itself (RED 0.03, CoDel -0.05, "
        "FQ-CoDel 0.02 for ACK-clocked Reno), and CUBIC is not synchronized anywhere (-0.08 to "
        "0.05): on today's loss-based stacks and queues randomization has little left to do. "
        "Randomizing costs Reno at DropTail loss (0.95% -> 1.56%) and a little throughput "
        "(4.47 -> 4.45 Mb/s), where pacing gains (4.68 Mb/s).\n\n"
        "**BBR v1.** Sent ACK-clocked (its cwnd of two BDPs without its pacing), ten BBR flows "
        "overrun the 25-packet DropTail buffer: 18.4% loss and a Jain index of 0.43 +- 0.13 (some "
        "flows starve). Spacing its packets is what matters: paced at its own rate it loses 9.5% "
        "and is fair (0.996); randomizing that spacing keeps the fairness (0.993) at a little more "
        "loss (11.0%). Over CoDel, loss does not slow BBR v1 down and ACK-clocked BBR keeps 87 ms "
        "of queue (paced 46 ms, randomized 54 ms); FQ-CoDel isolates the flows (Jain >= 0.997) "
        "but not the delay (21-65 ms). For BBR the randomness adds nothing over pacing here.\n\n"
        "All flows use SACK recovery; RTTs are equal on purpose (seed 000's synchronization "
        "setting). Unequal RTTs (Table III's phase effects) are a natural next run: change "
        "`flows[0].rtt` to `{ range = [\"80ms\", \"120ms\"] }`."
    ),
)

STUDIES = [EXPERIMENT]
