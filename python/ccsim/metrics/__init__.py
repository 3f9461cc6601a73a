"""Metrics of the papers over ``ccsim.run`` results tables (issue 4).

Each function says which paper and equation it implements. Grouped by purpose:

* fairness: :func:`jain`, :func:`jain_rtt_weighted` (000 eq. 8), :func:`worst_case_fairness`
  (004), :func:`friendliness`, :func:`equivalence`, :func:`f_c` (003 III-B), :func:`share`,
  :func:`rtt_proportional_share`;
* throughput: :func:`throughput`, :func:`goodput`, :func:`sending_rate` over a window;
* synchronization: :func:`covariance_coefficient`, :func:`cwnd_covariance_matrix`,
  :func:`pairwise_covariance` (000 IV, VII-B);
* losses: :func:`burst_losses` (000 VII-C), :func:`loss_rate`, :func:`link_loss_rate`,
  :func:`timeouts_per_flow`;
* delay and queues: :func:`delay_stats`, :func:`delay_summary`, :func:`queue_stats`,
  :func:`oscillation_frequency`;
* web-like transfers: :func:`transfer_latencies`, :func:`latency_stats`.

Times (``window``, ``last``, ``every``, ``gap``) are read by :mod:`ccsim.units`, as in scenario
files: ``"50s"``, ``"1min"``, ``"100ms"``, a bare number in seconds, or a ``pandas.Timedelta``.

Pure numpy/pandas: importable without the compiled engine. Bad input raises ``ValueError``.
"""

from __future__ import annotations

from ccsim.metrics.delay import delay_stats, delay_summary, summary
from ccsim.metrics.fairness import (
    equivalence,
    f_c,
    friendliness,
    jain,
    jain_rtt_weighted,
    rtt_proportional_share,
    share,
    worst_case_fairness,
)
from ccsim.metrics.losses import burst_losses, link_loss_rate, loss_rate, timeouts_per_flow
from ccsim.metrics.queue import oscillation_frequency, queue_stats
from ccsim.metrics.sync import (
    covariance_coefficient,
    cwnd_covariance_matrix,
    cwnd_series,
    pairwise_covariance,
)
from ccsim.metrics.throughput import goodput, sending_rate, throughput
from ccsim.metrics.web import latency_stats, transfer_latencies

__all__ = [
    "burst_losses",
    "covariance_coefficient",
    "cwnd_covariance_matrix",
    "cwnd_series",
    "delay_stats",
    "delay_summary",
    "equivalence",
    "f_c",
    "friendliness",
    "goodput",
    "jain",
    "jain_rtt_weighted",
    "latency_stats",
    "link_loss_rate",
    "loss_rate",
    "oscillation_frequency",
    "pairwise_covariance",
    "queue_stats",
    "rtt_proportional_share",
    "sending_rate",
    "share",
    "summary",
    "throughput",
    "timeouts_per_flow",
    "transfer_latencies",
    "worst_case_fairness",
]
