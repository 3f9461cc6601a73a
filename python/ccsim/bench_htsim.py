"""``ccsim bench --htsim PATH``: htsim's TCP dumbbell beside the ccsim scenario that matches it.

htsim (csg-htsim, github.com/Broadcom/csg-htsim) is not installed with ccsim: PATH is a binary
built from its ``sim/tests/main_dumbell_tcp.cpp`` (``htsim_dumbell_tcp`` in its test suite). That
program takes only ``-conns N -qs Q -seed S`` and bakes everything else in; read from its
source, and what ccsim's matching scenario (:func:`htsim_scenario`) makes of each:

- 5 s simulated; 9000-byte packets (the whole packet: ccsim MSS 8960 + header 40), 40-byte ACKs;
- the bottleneck: a 10 Gbps queue of ``qs`` packets (default 100) whose last 5 packets' worth
  of buffer drops at random (``RandomQueue``), then a 10 us pipe; ccsim: DropTail ``qs`` packets
  at 10 Gbps with 10 us one way;
- each flow's own first queue at 10 Gbps with 10 x ``qs`` packets (flow 0's at 3.33 Gbps with
  ``qs``/3); ccsim: every flow's access links at 10 Gbps with 10 x ``qs`` packets and no delay
  (ccsim also serializes on the receiver's access link, 7.2 us that htsim has not);
- ACKs return through a 10 us pipe alone (no queue); ccsim: the reverse links, 10 us in all, idle
  but for the ACKs: base RTT 20 us in both;
- starts uniform over the first 1 ms (``drand()`` seeded by ``-seed``; ccsim draws its own);
- TCP (``TcpSrc``): SYN first, initial window 10 packets, ssthresh 100 packets, NewReno-style
  recovery, RTT samples exact, RTO min 250 ms and 3 s before the first sample, retransmission
  timers scanned every 10 ms; ccsim: ``syn``, ``init_cwnd`` 10, ``init_ssthresh`` 100,
  ``newreno``, ``tick`` 0, ``min_rto`` 250 ms, ``initial_rto`` 3 s.

htsim prints only its settings; it writes ``logout.dat`` in its working directory, a text
preamble (with ``# pktsize=``) up to ``# TRACE`` and then 44-byte records (time, type, id, event,
three values). The sink sampler's records (type 11, every 100 ms) carry each sink's cumulative
ACK in bytes, so the last one of each sink gives its delivered packets (to within the 100 ms
before the end that the last sample may miss).
"""

from __future__ import annotations

import os
import re
import struct
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from ccsim.bench import run_in_subprocess, timed_process
from ccsim.bench_compare import Comparison, ExternalRun, ccsim_process, compare

__all__ = ["HTSIM_QS", "HTSIM_SEED", "htsim_command", "htsim_scenario", "parse_logout",
           "htsim_run", "compare_htsim"]

#: htsim's own default buffer, packets (``-qs``), and the seed passed to it.
HTSIM_QS = 100
HTSIM_SEED = 1
HTSIM_PKT_BYTES = 9000
#: Logger type of ``TcpSinkLoggerSampling``'s records (htsim ``loggertypes.h``: TCP_SINK).
_TCP_SINK = 11
_RECORD = struct.Struct("<dIIIddd")


def htsim_command(binary: str, conns: int, qs: int = HTSIM_QS, seed: int = HTSIM_SEED) -> list[str]:
    """The command line of one htsim dumbbell run."""
    return [binary, "-conns", str(conns), "-qs", str(qs), "-seed", str(seed)]


def htsim_scenario(conns: int, qs: int = HTSIM_QS) -> dict[str, Any]:
    """The ccsim scenario matching htsim's ``main_dumbell_tcp`` with ``conns`` flows."""
    return {
        "name": f"bench: htsim's TCP dumbbell, {conns} flows",
        "duration": "5s",
        "topology": {
            "kind": "dumbbell",
            "bottleneck": {"bandwidth": "10Gbps", "delay": "10us",
                           "queue": {"kind": "droptail", "limit": qs}},
            "access": {"bandwidth": "10Gbps", "queue": {"kind": "droptail", "limit": 10 * qs}},
        },
        "defaults": {"tcp": {
            "mss": f"{HTSIM_PKT_BYTES - 40}B", "header": "40B", "recovery": "newreno",
            "syn": True, "init_cwnd": 10, "init_ssthresh": 100, "tick": "0s",
            "min_rto": "250ms", "initial_rto": "3s"}},
        "flows": [{"name": "tcp", "count": conns, "rtt": "20us",
                   "start": {"uniform": ["0s", "1ms"]}}],
    }


def parse_logout(data: bytes) -> float:
    """Delivered packets from an htsim ``logout.dat`` (NaN if it has no sink records)."""
    marker = data.find(b"# TRACE\n")
    if marker < 0:
        return float("nan")
    preamble = data[:marker].decode("ascii", "replace")
    size = re.search(r"# pktsize=(\d+)", preamble)
    pkt = int(size.group(1)) if size else HTSIM_PKT_BYTES
    body = data[marker + len(b"# TRACE\n"):]
    last: dict[int, float] = {}
    usable = len(body) - len(body) % _RECORD.size
    for _t, kind, ident, _ev, cum_ack, _v2, _v3 in _RECORD.iter_unpack(body[:usable]):
        if kind == _TCP_SINK:
            last[ident] = max(cum_ack, last.get(ident, 0.0))
    if not last:
        return float("nan")
    # The SYN takes sequence number 1: k data packets acknowledged is 1 + k * pkt.
    return float(sum(int(v) // pkt for v in last.values()))


def htsim_run(binary: str, conns: int, qs: int = HTSIM_QS,
              timeout: float | None = None) -> ExternalRun:
    """Run htsim's dumbbell once in a scratch directory and measure it."""
    with tempfile.TemporaryDirectory(prefix="ccsim-bench-htsim-") as tmp:
        proc = timed_process(htsim_command(binary, conns, qs), cwd=tmp, timeout=timeout)
        if proc.returncode != 0:
            raise RuntimeError(f"htsim exited {proc.returncode}:\n{proc.stdout[-2000:]}"
                               f"{proc.stderr[-2000:]}")
        log = Path(tmp) / "logout.dat"
        delivered = parse_logout(log.read_bytes()) if log.exists() else float("nan")
    return ExternalRun(wall_s=proc.wall_s, peak_mb=proc.peak_mb, delivered=delivered)


def check_binary(binary: str) -> str | None:
    """Why ``binary`` cannot be run, or None."""
    if not os.path.exists(binary):
        return f"--htsim {binary}: no such file"
    if os.path.isdir(binary) or not os.access(binary, os.X_OK):
        return f"--htsim {binary}: not an executable file"
    return None


def compare_htsim(binary: str, flows: list[tuple[str, int]], reps: int,
                  step: Callable[[str], None] | None = None) -> list[Comparison]:
    """htsim's dumbbell with each ``(label, conns)`` of ``flows`` and its ccsim match,
    alternately, ``reps`` times each."""
    out = []
    for label, conns in flows:
        data = htsim_scenario(conns)
        name = f"{label}: {conns} conns"
        out.append(compare(name, "htsim", conns, reps,
                           partial(run_in_subprocess, name, data=data),
                           partial(htsim_run, binary, conns), partial(ccsim_process, data),
                           step))
    return out
