"""Running one replication of a case in ns-2 and in ccsim, and reading the same metrics from both.

Per flow: ``throughput_pps`` (packets delivered in order to the receiver per second since the
flow's start: ccsim's ``delivered``, ns-2's ``TCPSink bytes_`` over the packet size),
``retransmits`` (ns-2 ``nrexmitpack_``), ``timeouts`` (``nrexmit_``, expiries with data
outstanding), ``fast_retransmits`` (``ncwndcuts_ - nrexmit_``: every other window cut of a bulk
flow) and ``drops`` (the flow's data packets dropped by a queue or lost on a wire: ns-2 flow
monitors per link, counting packets whose source is the flow's sender). Per monitored link:
``mean_queue_pkts`` (time average of the packets waiting, the one in transmission excluded: ns-2's
queue monitor integral; ccsim's total waiting time over the run) and ``drops``. A UDP flow has
only ``throughput_pps`` (its ``Agent/LossMonitor``'s ``npkts_``) and ``drops``; an ns-2 Vegas
flow (``recovery = "vegas"``) has no ``fast_retransmits``: that agent cuts its window without
``slowdown``, so ``ncwndcuts_`` counts only its timeouts.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ccsim.validation.ns2rng import stream_state, tick_phases
from ccsim.validation.tcl import Ns2Script, Unsupported, ns2_script

__all__ = ["ns_binary", "Ns2Missing", "Ns2Failed", "run_ns2", "ns2_metrics", "ccsim_metrics",
           "FLOW_METRICS", "LINK_METRICS", "Ns2Output"]

#: The per-flow metrics compared; "transfers" (completed) only for apps of many transfers.
FLOW_METRICS = ("throughput_pps", "retransmits", "timeouts", "fast_retransmits", "drops",
                "transfers")
LINK_METRICS = ("mean_queue_pkts", "drops")


class Ns2Missing(RuntimeError):
    """ns-2 (the ``ns`` command) is not installed."""


class Ns2Failed(RuntimeError):
    """ns-2 ran but did not finish the script (its output is in the message)."""


def ns_binary() -> str | None:
    """Path of the ``ns`` command (``$CCSIM_NS`` overrides the search), or None."""
    env = os.environ.get("CCSIM_NS")
    if env:
        return env if Path(env).exists() else None
    return shutil.which("ns")


@dataclass
class Ns2Output:
    flows: dict[int, dict[str, float]]
    links: dict[int, dict[str, float]]
    #: (link, flow id, source node, destination node) -> packets dropped there.
    queue_drops: dict[tuple[int, int, int, int], int]
    loss_drops: dict[tuple[int, int, int, int], int]
    trace: str | None
    #: The order in which ``$ns run`` reset the nodes (printed by replay scripts, else empty).
    reset_order: list[int] = field(default_factory=list)


def run_ns2(script: Ns2Script, timeout_s: float = 600.0) -> Ns2Output:
    """Run ``script`` in a scratch directory and parse what its ``finish`` prints."""
    ns = ns_binary()
    if ns is None:
        raise Ns2Missing("ns-2 is not installed: `apt-get install ns2` (Debian) provides `ns`")
    with tempfile.TemporaryDirectory(prefix="ccsim-ns2-") as tmp:
        path = Path(tmp) / "case.tcl"
        path.write_text(script.text, encoding="utf-8")
        proc = subprocess.run([ns, path.name], cwd=tmp, capture_output=True, text=True,
                              timeout=timeout_s, check=False)
        out = _parse(proc.stdout)
        # Every flow and every monitored link must report: a missing LINK line used to leave
        # that link's rows without ns-2 samples, which then "agreed".
        missing = ([f"FLOW {i}" for i in range(script.flows) if i not in out.flows]
                   + [f"LINK {i}" for i in script.monitored if i not in out.links])
        if proc.returncode != 0 or not out.flows or missing:
            raise Ns2Failed(f"ns exited {proc.returncode}"
                            + (f", without {', '.join(missing[:5])}" if missing else "")
                            + f":\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
        if script.trace_file:
            out.trace = (Path(tmp) / script.trace_file).read_text(encoding="utf-8")
    return out


def _parse(text: str) -> Ns2Output:
    out = Ns2Output({}, {}, {}, {}, None)
    for line in text.splitlines():
        w = line.split()
        if not w:
            continue
        if w[0] == "UFLOW":
            out.flows[int(w[1])] = {"packets": float(w[2]), "bytes": float(w[3])}
        elif w[0] == "FLOW":
            out.flows[int(w[1])] = {
                "data_sent": float(w[2]), "retransmits": float(w[3]), "timeouts": float(w[4]),
                "cuts": float(w[5]), "bytes": float(w[6]), "cwnd": float(w[7]),
                "ssthresh": float(w[8])}
        elif w[0] == "CFLOW":  # a flow of many transfers: sums over every transfer's agents
            out.flows[int(w[1])] = {
                "completed": float(w[2]), "data_sent": float(w[3]), "retransmits": float(w[4]),
                "timeouts": float(w[5]), "cuts": float(w[6]), "bytes": float(w[7])}
        elif w[0] == "LINK":
            out.links[int(w[1])] = {"arrivals": float(w[2]), "departures": float(w[3]),
                                    "drops": float(w[4]), "queue_integral": float(w[5])}
        elif w[0] == "RESETORDER":
            out.reset_order = [int(x) for x in w[1:]]
        elif w[0] in ("QDROP", "LDROP"):
            key = (int(w[1]), int(w[2]), int(w[3]), int(w[4]))
            table = out.queue_drops if w[0] == "QDROP" else out.loss_drops
            table[key] = table.get(key, 0) + int(w[5])
    return out


def ns2_metrics(engine: dict[str, Any], out: Ns2Output) -> tuple[list[dict], list[dict]]:
    """Per-flow and per-link metric rows of an ns-2 run of ``engine``."""
    duration_s = engine["duration_ns"] / 1e9
    flows = []
    for i, f in enumerate(engine["flows"]):
        t = f["transport"]
        o = out.flows[i]
        data_drops = sum(n for (_, fid, src, _), n in (*out.queue_drops.items(),
                                                        *out.loss_drops.items())
                         if fid == i and src == f["src"])
        active_s = duration_s - f.get("start_ns", 0) / 1e9
        if t["kind"] == "udp":
            flows.append({"flow": i, "throughput_pps": o["packets"] / active_s,
                          "drops": float(data_drops)})
            continue
        size = t["mss_bytes"] + t["header_bytes"]
        # TCPSink's bytes_ counts the SYN's header too (40 B with syn_): not a data packet.
        data_bytes = o["bytes"] - (t["header_bytes"] if t.get("syn") and o["bytes"] else 0)
        flows.append({
            "flow": i,
            "throughput_pps": data_bytes / size / active_s,
            "retransmits": o["retransmits"], "timeouts": o["timeouts"],
            "fast_retransmits": o["cuts"] - o["timeouts"], "drops": float(data_drops),
            # An app's many connections have no one final window.
            **({"transfers": o["completed"]} if "completed" in o else
               {"final_cwnd": o["cwnd"], "final_ssthresh": o["ssthresh"]}),
        })
        if t["recovery"] == "vegas":
            # Its Agent/TCP/Vegas cuts the window on duplicate ACKs without `slowdown`, so
            # ncwndcuts_ counts only the timeouts: nothing to compare (its resends count in
            # retransmits).
            del flows[-1]["fast_retransmits"]
    links = []
    for i, o in out.links.items():
        loss = sum(n for (link, *_), n in out.loss_drops.items() if link == i)
        links.append({"link": i, "mean_queue_pkts": o["queue_integral"] / duration_s,
                      "drops": o["drops"] + loss})
    return flows, links


def ccsim_metrics(engine: dict[str, Any], results: Any,
                  monitored: tuple[int, ...]) -> tuple[list[dict], list[dict]]:
    """The same rows from a ccsim :class:`~ccsim.Results` of ``engine``."""
    duration_s = engine["duration_ns"] / 1e9
    flows = []
    completed: dict[int, int] = {}  # transfers completed, per flow with a transfer app
    if any(f["app"]["kind"] in ("closed_loop", "poisson_transfers") for f in engine["flows"]):
        done = results.transfers
        completed = done.loc[done["end_ns"].notna(), "flow"].value_counts().to_dict()
    for i, r in results.flows.iterrows():
        start = engine["flows"][i].get("start_ns", 0) / 1e9
        t = engine["flows"][i]["transport"]
        row = {"flow": int(i), "throughput_pps": float(r["delivered"]) / (duration_s - start),
               "drops": float(r["drops"])}
        if t["kind"] == "tcp":
            row.update({"retransmits": float(r["retransmits"]), "timeouts": float(r["timeouts"])})
            if engine["flows"][i]["app"]["kind"] in ("closed_loop", "poisson_transfers"):
                row["transfers"] = float(completed.get(i, 0))
            else:
                row.update({"final_cwnd": float(r["final_cwnd"]),
                            "final_ssthresh": float(r["final_ssthresh"])})
            if t["recovery"] != "vegas":  # see ns2_metrics
                # ns-2's ncwndcuts_ counts ECN's window cuts too.
                row["fast_retransmits"] = float(r["fast_retransmits"]) + float(r["ecn_reductions"])
        flows.append(row)
    links = []
    lk = results.links.set_index("link")
    for i in monitored:
        r = lk.loc[i]
        links.append({"link": i, "mean_queue_pkts": float(r["waited_s"]) / duration_s,
                      "drops": float(r["drops"])})
    return flows, links


def run_both(scenario: Any, seed: int, replication: int, trace_links: tuple[int, ...] = (),
             timeout_s: float = 600.0) -> dict[str, Any]:
    """One replication: ccsim at ``seed``, ns-2 on the same lowered scenario at substream
    ``replication``. Returns metric rows of both and, when links are traced, both traces."""
    import ccsim

    lowered = scenario.lower(seed)
    engine = lowered.engine
    script = ns2_script(engine, replication, trace_links)
    out = run_ns2(script, timeout_s)
    if trace_links:
        phases = tick_phases(engine, out.reset_order, replication)
        scenario = with_tick_phases(scenario, lowered, phases)
        # RED's early drops draw on from there (the agents' tick phases are the run's only
        # draws before them).
        scenario = with_red_stream(scenario, stream_state(substream=replication,
                                                          skip=len(phases)))
        names = [lowered.links[i].name for i in trace_links]
        scenario = scenario.with_changes({"monitors.trace": {"links": names,
                                                              "max_events": 10**7}})
    results = ccsim.run(scenario, seed=seed, progress=False)
    nf, nl = ns2_metrics(engine, out)
    cf, cl = ccsim_metrics(engine, results, script.monitored)
    return {"ns2": (nf, nl), "ccsim": (cf, cl), "ns2_trace": out.trace,
            "ccsim_trace": results.trace if trace_links else None, "engine": engine,
            "lowered": lowered}


def with_red_stream(scenario: Any, state: list[int]) -> Any:
    """``scenario`` with its RED queues drawing their early drops from ns-2's default stream
    at ``state`` (``queue.ns2_stream``), for a replay: the engine gives every queue with the
    same state one stream, drawn in event order, as ns-2's single stream is (the dumbbell's
    ACK direction gets the bottleneck's RED too, and may draw)."""
    data = scenario.to_dict()
    topology = data["topology"]
    queues = ([topology["bottleneck"].get("queue")] if topology["kind"] == "dumbbell" else
              [e.get("queue") for e in topology.get("edges", ())])
    red = [q for q in queues if isinstance(q, dict) and q.get("kind") == "red"]
    for q in red:
        q["ns2_stream"] = state
    replay = type(scenario).model_validate(data) if red else scenario
    if any(link["queue"]["kind"] == "red" and "ns2_stream" not in link["queue"]
           for link in replay.lower(1).engine["links"]):
        raise Unsupported(f"topology {topology['kind']!r}: a replay of RED's draws is written "
                          "for dumbbell and graph topologies")
    return replay


def with_tick_phases(scenario: Any, lowered: Any, phases: dict[int, int]) -> Any:
    """``scenario`` with each flow's ``tcp.tick_offset`` set to ns-2's draw (``phases``, by
    engine flow), for a replay. Each flow must stand for one engine flow (no ``count``): the
    option is per scenario flow."""
    groups = [row.group for row in lowered.flows]
    index = {f.name: j for j, f in enumerate(scenario.flows)}
    changes = {}
    for i, ns in phases.items():
        if groups.count(groups[i]) != 1 or groups[i] not in index:
            raise Unsupported(f"flows: {groups[i]!r} stands for several flows; a replay of "
                              "ns-2's tick phases needs one flow per [[flows]] entry")
        changes[f"flows[{index[groups[i]]}].tcp.tick_offset"] = f"{ns}ns"
    return scenario.with_changes(changes)
