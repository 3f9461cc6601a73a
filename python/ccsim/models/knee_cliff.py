"""Knee/cliff model of n AIMD flows over a DropTail bottleneck (004 Section 2, eqs. 1-7, after [CJ89]).

Section 2 of 004 restarts its equation numbers; (1)-(7) below are that section's. Windows are in
packets and ``bw`` in packets/s (convert with :func:`bw_pps`). The aggregate window is
``cwnd = sum_i cwnd_i`` (eq. 1) and the system throughput ``cwnd / (RTT_0 + qdelay)`` (eq. 2).

* knee: ``cwnd_knee = RTT_0 bw`` (eq. 3): below it there is no standing queue and throughput
  ``cwnd/RTT_0`` grows with the window;
* above it ``cwnd = cwnd_knee + dw`` (eq. 4), ``qdelay = dw / bw`` (eq. 5) and the throughput
  stays ``bw`` (eq. 6): extra window only adds queueing delay;
* cliff: ``cwnd_cliff = (RTT_0 + max qdelay) bw`` (eq. 7), with ``max qdelay = buffer/bw`` it is
  ``RTT_0 bw + buffer``: beyond it the buffer overflows and senders back off.

Example (EXPERIMENTS F-aimd-3, 1000-B packets assumed): 10 Mbps, RTT_0 = 70 ms, 100-packet
buffer -> knee 87.5, cliff 187.5 packets.
"""

from __future__ import annotations

import numpy as np

from ccsim.models._check import arr, check, out


def bw_pps(bw_bps, pkt_bytes):
    """Link rate in packets/s: ``bw_bps / (8 pkt_bytes)``."""
    bw_bps, pkt_bytes = arr(bw_bps, "bw_bps"), arr(pkt_bytes, "pkt_bytes")
    check(bw_bps > 0, "bw_bps", "positive", bw_bps)
    check(pkt_bytes > 0, "pkt_bytes", "positive", pkt_bytes)
    return out(bw_bps / (8 * pkt_bytes))


def rtt0(src_delay, delay, sink_delay):
    """Round-trip propagation delay ``RTT_0 = 2 (src_delay + delay + sink_delay)`` (004 Section 2,
    Fig. 1: access, bottleneck and sink one-way delays)."""
    parts = [arr(v, n) for v, n in ((src_delay, "src_delay"), (delay, "delay"), (sink_delay, "sink_delay"))]
    for v, n in zip(parts, ("src_delay", "delay", "sink_delay")):
        check(v >= 0, n, "non-negative", v)
    return out(2 * (parts[0] + parts[1] + parts[2]))


def _base(rtt0_s, bw):
    rtt0_s, bw = arr(rtt0_s, "rtt0_s"), arr(bw, "bw")
    check(rtt0_s > 0, "rtt0_s", "positive", rtt0_s)
    check(bw > 0, "bw", "a positive rate in packets/s", bw)
    return rtt0_s, bw


def knee(rtt0_s, bw):
    """``cwnd_knee = RTT_0 bw`` packets (004 Section 2 eq. 3)."""
    rtt0_s, bw = _base(rtt0_s, bw)
    return out(rtt0_s * bw)


def cliff(rtt0_s, bw, buffer_pkts):
    """``cwnd_cliff = (RTT_0 + buffer/bw) bw = knee + buffer`` packets (004 Section 2 eq. 7)."""
    rtt0_s, bw = _base(rtt0_s, bw)
    buf = arr(buffer_pkts, "buffer_pkts")
    check(buf >= 0, "buffer_pkts", "non-negative", buf)
    return out((rtt0_s + buf / bw) * bw)


def queueing_delay(cwnd, rtt0_s, bw, buffer_pkts=np.inf):
    """Standing queueing delay ``max(0, cwnd - knee)/bw`` seconds (004 Section 2 eqs. 4-5),
    capped at ``buffer/bw`` (the cliff) when ``buffer_pkts`` is given."""
    rtt0_s, bw = _base(rtt0_s, bw)
    cwnd, buf = arr(cwnd, "cwnd"), arr(buffer_pkts, "buffer_pkts")
    check(cwnd >= 0, "cwnd", "non-negative", cwnd)
    check(buf >= 0, "buffer_pkts", "non-negative", buf)
    backlog = np.minimum(np.maximum(cwnd - rtt0_s * bw, 0.0), buf)
    return out(backlog / bw)


def throughput(cwnd, rtt0_s, bw):
    """System throughput ``cwnd / (RTT_0 + qdelay)`` packets/s (004 Section 2 eqs. 2, 6): equal
    to ``cwnd/RTT_0`` below the knee and to ``bw`` from the knee on (above the cliff the excess
    window is lost and the rate stays ``bw``)."""
    rtt0_s, bw = _base(rtt0_s, bw)
    cwnd = arr(cwnd, "cwnd")
    check(cwnd >= 0, "cwnd", "non-negative", cwnd)
    return out(np.minimum(cwnd / rtt0_s, bw))
