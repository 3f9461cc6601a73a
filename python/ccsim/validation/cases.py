"""The differential suite's cases: one ccsim scenario file per mechanism (``cases/*.toml``). The
ns-2 script each becomes (replication 0, full duration) is kept beside a copy of it in the
repository's ``tests/ns2/`` (regenerate with ``ccsim validate ns2 --scripts tests/ns2``; a test
checks they match).

Statistical cases run over independent replications and compare per-group metrics; trace cases
are deterministic (listed losses; ns-2's one draw that matters, each agent's tick phase, is
replayed in ccsim: :mod:`ccsim.validation.ns2rng`) and must give the same packet trace on the
bottleneck in both simulators, event for event. A case's file is a plain ccsim
scenario: ``ccsim run`` runs it, ``ccsim validate ns2 --scripts DIR`` writes its ns-2 script.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

__all__ = ["Case", "CASES", "CASES_DIR", "case", "QUICK_REPLICATIONS", "FULL_REPLICATIONS"]

CASES_DIR = Path(__file__).with_name("cases")
#: Replications per statistical case in the quick mode (CI) and in the full mode.
QUICK_REPLICATIONS = 8
FULL_REPLICATIONS = 20


@dataclass(frozen=True)
class Case:
    id: str
    mechanism: str
    #: Simulated time in the quick mode (the full mode runs the file's duration).
    quick_duration: str | None = None
    #: Deterministic: compare the bottleneck's packet trace exactly, one run.
    trace: bool = False
    #: Trace times may differ by this many microseconds: 1 on the 1/512 s grid, whose
    #: half-microsecond times ns-2 prints rounded the other way (``random_traces``).
    tolerance_us: int = 0

    @property
    def path(self) -> Path:
        return CASES_DIR / f"{self.id}.toml"


CASES: tuple[Case, ...] = (
    Case("b1-reno", "seed 000 B1: 50 Reno flows, DropTail 25", "300s"),
    Case("b1-reno-lt", "B1 with Limited Transmit", "300s"),
    Case("table3-pair", "seed 000 Table III pair, Reno", "300s"),
    Case("table3-pair-syn", "Table III pair opening with a SYN (ns-2.35 syn_)", "300s"),
    Case("mixed20-reno", "20 flows, mixed RTT, Reno", "150s"),
    Case("mixed20-newreno", "20 flows, mixed RTT, NewReno", "150s"),
    Case("mixed20-tahoe", "20 flows, mixed RTT, Tahoe", "150s"),
    Case("mixed20-sack", "20 flows, mixed RTT, SACK (ns-2 Sack1)", "150s"),
    Case("delack-newreno", "delayed ACKs, NewReno", "150s"),
    Case("red-gentle", "seed 004 RED, gentle", "100s"),
    Case("red-classic", "seed 004 RED, not gentle", "100s"),
    Case("red-ecn", "RED marking ECN-capable Reno flows (RFC 3168)", "100s"),
    Case("red-adaptive", "Adaptive RED, automatic thresholds and weight, gentle (packet mode)",
         "100s"),
    Case("red-bytes", "ns-2.35's default RED: automatic parameters, gentle, byte mode, "
         "use_mark_p_", "100s"),
    Case("gaimd-droptail", "TCP(0.31,0.875) vs TCP(1.25,0.25), DropTail", "100s"),
    Case("gaimd-red", "TCP(0.31,0.875) vs TCP(1.25,0.25), RED", "100s"),
    Case("main-cross", "seed 004 Fig. 3: main and cross traffic, smooth TCP; R1 no bottleneck",
         "100s"),
    Case("web-closed-loop", "seed 000 Fig. 8: closed-loop transfers, each a new connection",
         "60s"),
    Case("web-closed-loop-newreno", "closed-loop transfers of 10 packets, 3 at once, NewReno",
         "30s"),
    Case("ftp-poisson", "seed 003: Poisson FTP arrivals at 4 in progress, beside Reno",
         "150s"),
    Case("binomial-iiad", "binomial IIAD vs Reno", "150s"),
    Case("binomial-sqrt", "binomial SQRT vs Reno", "150s"),
    Case("bernoulli-p01-reno", "Bernoulli wire loss p = 1%, Reno", "150s"),
    Case("bernoulli-p02-tahoe", "Bernoulli wire loss p = 2%, Tahoe", "150s"),
    Case("bernoulli-p05-newreno", "Bernoulli wire loss p = 5%, NewReno", "150s"),
    Case("overhead", "ns-2 overhead_ (random send delay), Tahoe", "150s"),
    Case("table4-reno", "seed 000 Table IV: 5 short and 5 long Reno flows, a phase effect",
         "300s"),
    Case("two-bottleneck-reno", "seed 000 Table V: two bottlenecks in a row, Reno, off the grid",
         "300s"),
    Case("pareto-reno", "UDP Pareto ON/OFF sources (ns-2 Application/Traffic/Pareto) and Reno",
         "150s"),
    Case("vegas-4flows", "ns-2's Agent/TCP/Vegas: 4 flows, fine-grained resends and timeouts",
         "100s"),
    Case("trace-tahoe", "listed losses, Tahoe", trace=True),
    Case("trace-reno", "listed losses, Reno (two timeouts)", trace=True),
    Case("trace-newreno", "listed losses, NewReno (partial ACKs)", trace=True),
    Case("trace-sack", "listed losses, SACK (ns-2 Sack1)", trace=True),
    Case("trace-sack-burst", "SACK, eight losses in one window and a timeout", trace=True),
    Case("trace-sack-lt-delack", "SACK, Limited Transmit, delayed ACKs", trace=True),
    Case("trace-newreno-lt-delack", "NewReno, Limited Transmit, delayed ACKs", trace=True),
    Case("trace-reno-syn-delack", "Reno opening with a SYN, delayed ACKs", trace=True),
    Case("trace-newreno-delack-timeout", "NewReno, delayed ACKs, a timeout resending held packets",
         trace=True),
    Case("trace-tahoe-first-losses",
         "Tahoe, the first packets lost: a fast retransmit after a timeout", trace=True),
    Case("trace-reno-syn-lost", "Reno, the SYN lost: an initial window of one", trace=True),
    Case("trace-two-flows-tie", "two Reno flows, packets reaching the bottleneck at one instant",
         trace=True),
    Case("trace-express-chain", "three Reno flows, the queue and the ACK path on express links",
         trace=True),
    Case("trace-smooth", "TCP(0.31,0.875), first decrease halves", trace=True),
    Case("trace-iiad", "binomial IIAD, first decrease halves", trace=True),
    Case("trace-red-limit", "RED at its physical limit (the packets waiting)", trace=True),
    Case("trace-droptail-bytes", "DropTail limited in bytes (ns-2's byte mode), two Reno flows",
         trace=True),
    Case("trace-graph-list-loss", "a graph routed by hops; listed losses on a link feeding an "
         "express link", trace=True, tolerance_us=1),
    Case("trace-red", "RED early drops drawn from ns-2's stream, two NewReno flows",
         trace=True),
    Case("trace-red-adaptive", "Adaptive RED with automatic parameters, three NewReno flows",
         trace=True),
    Case("trace-red-time-constant", "RED's weight from a 1 s time constant (ns-2's "
         "q_weight_ 0), two NewReno flows", trace=True),
    Case("trace-red-bytes", "ns-2.35's default RED (byte mode): two NewReno flows, 200 B CBR "
         "packets", trace=True),
    Case("trace-cbr-reno", "a UDP CBR source (ns-2 Application/Traffic/CBR) beside Reno",
         trace=True),
    Case("trace-cbr-tie", "CBR: an arrival and the link's resume scheduled at one instant",
         trace=True, tolerance_us=1),
    Case("trace-vegas", "ns-2's Agent/TCP/Vegas: two flows and a Reno flow, short DropTail",
         trace=True, tolerance_us=1),
    Case("trace-tahoe-maxburst", "Tahoe, maxburst_ 2 of an initial window of 6, maxcwnd_ 16",
         trace=True),
    Case("trace-reno-maxburst", "Reno, maxburst_ 2 and maxcwnd_ 24, held packets after recovery",
         trace=True),
    Case("trace-newreno-maxburst", "NewReno, maxburst_ 3 of an initial window of 10, maxcwnd_ 30, "
         "LT, delayed ACKs", trace=True),
    Case("trace-sack-maxburst", "SACK, maxburst_ 2 of an initial window of 8, maxcwnd_ 20, "
         "many holes", trace=True),
    Case("trace-newreno-timestamps", "NewReno, TCP timestamps (timestamps_), delayed ACKs, a "
         "fast retransmit and a timeout behind a long queue", trace=True),
    Case("trace-sack-timestamps", "SACK, TCP timestamps, a fast retransmit and a timeout behind "
         "a long queue", trace=True),
)


def case(case_id: str) -> Case:
    """The case named ``case_id`` (a clear error listing them otherwise)."""
    for c in CASES:
        if c.id == case_id:
            return c
    raise KeyError(f"no ns-2 case {case_id!r}; cases: {', '.join(c.id for c in CASES)}")
