"""ns-2's default random stream, to replay the one draw of an ns-2 run that a trace depends on.

ns-2.35's TCP agents draw the phase of their RTT tick clock, ``boot_time_ =
Random::uniform(tcpTick_)``, every time they are reset (``tcp.cc`` ``TcpAgent::reset``), last
when ``$ns run`` resets every node's agents. The phase decides how each RTT sample is cut into
ticks (REFERENCE.md 1.3), and so whether a timeout fires a tick earlier or later: two
simulators that agree on everything else part there. ccsim draws its own phase per flow; to
replay an ns-2 run exactly, the trace cases give ccsim ns-2's (``tcp.tick_offset``).

``$defaultRNG`` is L'Ecuyer's MRG32k3a (L'Ecuyer, Simard, Chen and Kelton, "An object-oriented
random-number package with many long streams and substreams", Operations Research 50(6), 2002),
seeded with 12345 in all six components; ``next-substream`` jumps 2^76 steps ahead (the paper's
A1p76 and A2p76 matrices), which replication r takes r times. ns-2's ``uniform()`` cuts
each output to 31 bits (``next()``, the output times 2^31) and divides by 2^31 - 1; that is
what ns-2.35 prints for ``$defaultRNG uniform 0 1`` (checked in tests/test_ns2_rng.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

__all__ = ["Mrg32k3a", "ns2_uniforms", "tick_phases", "stream_state"]

_M1, _M2 = 4294967087, 4294944443
_A12, _A13N, _A21, _A23N = 1403580, 810728, 527612, 1370589
_NORM = 2.328306549295727688e-10  # 1 / (m1 + 1)
#: Each component's step to the power 2^76: one substream ahead.
_A1P76 = ((82758667, 1871391091, 4127413238), (3672831523, 69195019, 1871391091),
          (3672091415, 3528743235, 69195019))
_A2P76 = ((1511326704, 3759209742, 1610795712), (4292754251, 1511326704, 3889917532),
          (3859662829, 4292754251, 3708466080))


class Mrg32k3a:
    """The generator's state (two components of three) and its step, in exact integers."""

    def __init__(self, seed: int = 12345) -> None:
        self.state = [seed] * 6

    @classmethod
    def at_substream(cls, seed: int = 12345, substream: int = 0) -> Mrg32k3a:
        """The stream after ``$defaultRNG seed`` ``seed`` and ``substream`` ``next-substream``
        calls (replication ``substream`` of the suite's scripts)."""
        g = cls(seed)
        for _ in range(substream):
            g.next_substream()
        return g

    def next_substream(self) -> None:
        """Jump to the start of the next substream (ns-2 ``next-substream`` from a stream's
        start, as the scripts call it right after seeding)."""
        s = self.state
        self.state = [sum(a * x for a, x in zip(row, s[:3])) % _M1 for row in _A1P76] + \
                     [sum(a * x for a, x in zip(row, s[3:])) % _M2 for row in _A2P76]

    def u01(self) -> float:
        """The next output in (0, 1)."""
        s = self.state
        p1 = (_A12 * s[1] - _A13N * s[0]) % _M1
        s[0], s[1], s[2] = s[1], s[2], p1
        p2 = (_A21 * s[5] - _A23N * s[3]) % _M2
        s[3], s[4], s[5] = s[4], s[5], p2
        return (p1 - p2 if p1 > p2 else p1 - p2 + _M1) * _NORM

    def ns2_uniform(self) -> float:
        """ns-2's ``uniform()``: the next output cut to 31 bits, over 2^31 - 1."""
        return int(self.u01() * 2147483648.0) / 2147483647.0


def ns2_uniforms(seed: int = 12345, substream: int = 0) -> Iterator[float]:
    """ns-2's ``$defaultRNG uniform 0 1`` after ``$defaultRNG seed`` ``seed`` and ``substream``
    ``next-substream`` calls, draw by draw."""
    g = Mrg32k3a.at_substream(seed, substream)
    while True:
        yield g.ns2_uniform()


def stream_state(seed: int = 12345, substream: int = 0, skip: int = 0) -> list[int]:
    """The generator's six numbers after ``$defaultRNG seed`` ``seed``, ``substream``
    ``next-substream`` calls and ``skip`` draws: where ns-2's later draws (RED's early-drop
    decisions, ``Random::uniform()`` in ``REDQueue::drop_early``) continue from, for the
    engine's replay (``queue.ns2_stream``)."""
    g = Mrg32k3a.at_substream(seed, substream)
    for _ in range(skip):
        g.u01()
    return list(g.state)


def tick_phases(engine: dict[str, Any], reset_order: Iterable[int], replication: int = 0,
                seed: int = 12345) -> dict[int, int]:
    """Each TCP flow's ``boot_time_`` in ns, as ns-2 draws it when ``$ns run`` resets the
    agents of the script of ``engine`` (``ccsim.validation.tcl``): with the stream restarted
    at ``seed`` and ``replication`` substreams just before, node by node in ``reset_order``
    (Tcl's ``array names Node_``, which the script prints), and on each node its senders in
    the order they were attached (flow order). Receivers draw nothing."""
    flows = engine["flows"]
    draws = ns2_uniforms(seed, replication)
    phases = {}
    for node in reset_order:
        for i, f in enumerate(flows):
            if f["src"] == node and f["transport"]["kind"] == "tcp":
                phases[i] = int(next(draws) * f["transport"]["tick_ns"])
    return phases
