"""Random trace cases: the trace cases' setting with loss patterns and TCP options drawn at random.

The hand-built trace cases (``cases/trace-*.toml``) check the mechanisms someone thought of;
drawing the patterns checks the combinations nobody did. Each draw is one flow over the trace
cases' dumbbell (2 Mbps bottleneck, 10 Mbps access links, RTT 40-100 ms, so every event falls
on a whole microsecond), with a recovery, delayed ACKs or not, Limited Transmit, a SYN, a low
initial ssthresh and a small or large buffer drawn, and one to four bursts of listed losses
(some from the first packet on).

The draws found four departures the hand-built cases had missed (docs/validation.md, rows G
to J); draws 0-999 are now identical. ``tests/test_ns2_differential.py`` runs a few each time.

With ``flows`` = 2 or 3, each draw has that many flows (RTTs and starts drawn per flow), whose
packets meet at the queues: these found the order of simultaneous arrivals (row K). On such
round times ties are common, and a few per cent of these draws still part at one, where ns-2's
floating-point clock most likely split what is a tie in exact arithmetic (docs/validation.md).
``exact_clock`` moves a draw onto times that ns-2's clock holds exactly (multiples of 1/512 s),
so that its ties are decided by its order of scheduling alone, as ccsim's are.

``chain`` draws another network, on the exact clock: a graph whose queue and paths lie on
express links (``net::fabric``: a link with a single upstream link is handed its packets when
the upstream accepts them, not by event). Each flow's sender sits behind one or two access
hops, a shared feeder leads to the bottleneck, zero to two shared hops follow it, then one or
two hops of each receiver's own; the ACKs come back over as many express links in a row.

``rules`` draws each flow's window rule too, from its own stream (the draw is otherwise the one
without): AIMD(alpha, beta) of seed 004's GAIMD family or binomial(k, l, alpha, beta) of seed
000's Section VIII, with ns-2's first decrease (``first_decrease = "half"``, which ns-2 always
applies). Binomial beta = 0.5 is left out: there ns-2 halves every decrease (docs/validation.md,
"Remaining departures").

``red`` puts a RED queue with drawn parameters at the bottleneck (and, in the dumbbell, on its
ACK direction), on the exact clock: on the decimal grid nearly every arrival that meets a
link's resume at one instant is a tie that ns-2's rounding decides, and with RED the queue
length each arrival sees moves the average. The early drops draw from ns-2's own stream
(``queue.ns2_stream``, ``ccsim.validation.ns2rng``); about a third of the draws without delayed
ACKs or a loss of packet 0 mark ECN-capable flows instead of dropping early.

Every draw is also run untraced: a trace switches the engine's shortcuts off (``net::ahead``),
so the untraced run (shortcuts on, as users run) must give the same tables, or the draw parts.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ccsim.schema.tcp import TCP_DEFAULTS, TS_OPTION_BYTES
from ccsim.units import parse_size
from ccsim.validation.cases import Case
from ccsim.validation.suite import run_pooled, trace_row

__all__ = ["Draw", "random_trace_scenario", "chain_trace_scenario", "with_drawn_rules", "with_drawn_red",
           "with_sack", "with_drawn_bursts", "with_adaptive_red",
           "with_red_byte_mode", "with_timestamps",
           "untraced_and_traced", "same_untraced", "compare_random_trace", "run_random_traces"]

_OPTIONS: tuple[dict[str, Any], ...] = (
    {}, {"init_ssthresh": 6}, {"limited_transmit": True}, {"syn": True},
    {"init_ssthresh": 10, "limited_transmit": True}, {"syn": True, "limited_transmit": True},
)


#: AIMD(alpha, beta) constants drawn with ``rules``: seed 004's smooth (0.31, 0.875) and
#: responsive (1.25, 0.25) pairs, Reno's, and others between.
_AIMD_ALPHAS = (0.31, 0.5, 1.0, 1.25, 2.0, 3.0)
_AIMD_BETAS = (0.25, 0.5, 0.6, 0.75, 0.875)
#: Binomial (k, l) pairs drawn: IIAD, SQRT, AIMD-like and two between (l at most 1).
_BINOMIAL_KL = ((1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 0.5), (0.5, 0.0))
_BINOMIAL_ALPHAS = (0.5, 1.0, 1.5, 2.0)
#: Not 0.5: ns-2 halves every decrease of a binomial flow whose beta is 0.5.
_BINOMIAL_BETAS = (0.25, 0.4, 0.67, 0.8)

#: The exact clock's unit: 1/512 s is a whole number of nanoseconds and exact in binary.
_EXACT_UNIT_NS = 1_000_000_000 // 512
#: The delayed-ACK timeout on the exact clock, in its units: 51/512 s, ns-2's 100 ms rounded.
_DELACK_UNITS = 51


def random_trace_scenario(seed: int, flows: int = 1, exact_clock: bool = False) -> Any:
    """Draw ``seed``'s case: a :class:`ccsim.Scenario` of ``flows`` TCP flows (1 to 3) over the
    trace cases' dumbbell with listed losses on the bottleneck (on the exact clock:
    :func:`_on_exact_clock`)."""
    from ccsim import Scenario

    if flows not in (1, 2, 3):
        raise ValueError(f"flows = {flows}: a random trace case has 1, 2 or 3 flows")
    rng = random.Random(seed)
    losses: set[int] = set()
    for _ in range(rng.randint(1, 4)):
        # Some bursts from the first packet: a lost SYN or first packet has rules of its own.
        first = rng.choice([0, 1]) if rng.random() < 0.15 else rng.randint(10, 400 * flows)
        step = rng.choice([1, 1, 2, 3])
        losses |= {first + j * step for j in range(rng.randint(1, 6)) if rng.random() < 0.8}
    bottleneck: dict[str, Any] = {
        "bandwidth": "2Mbps", "delay": "10ms",
        "queue": {"kind": "droptail", "limit": f"{rng.choice([1000, 1000, 20, 50])}pkt"},
    }
    if losses:
        bottleneck["loss"] = {"kind": "list", "packets": sorted(losses)}
    tcp = {"recovery": rng.choice(["tahoe", "reno", "newreno", "sack"]),
           "delayed_ack": rng.random() < 0.5, **rng.choice(_OPTIONS)}
    # Half a microsecond past whole seconds: no event falls on the last instant, where ns-2
    # runs its `finish` before the events scheduled during the run (and its floating-point
    # clock can put an event a hair either side), while ccsim runs them.
    duration = f"{rng.choice([5, 10]) * 10**9 + 500}ns"
    rtts = [40, 60, 80, 100] if flows == 1 else [40, 60, 70, 80, 100]
    spec = {
        "name": f"random trace {seed}" + ("" if flows == 1 else f", {flows} flows"),
        "duration": duration,
        "topology": {"kind": "dumbbell", "bottleneck": bottleneck,
                     "access": {"bandwidth": "10Mbps"}},
        "defaults": {"tcp": tcp},
        "flows": [{"name": "f" if flows == 1 else f"f{i}", "rtt": f"{rng.choice(rtts)}ms",
                   "start": f"{rng.choice([0, 0, 100, 333])}ms"} for i in range(flows)],
    }
    if exact_clock:
        _on_exact_clock(spec, rng)
    return Scenario.model_validate(spec)


def _on_exact_clock(spec: dict[str, Any], rng: random.Random) -> None:
    """Move a drawn case onto times ns-2's double-precision clock holds exactly: every link at
    163,840 bps (an ACK takes 1/512 s, a data packet 26/512 s), delays, starts, the tick (4/512 s),
    the RTO floor (128/512 s) and the delayed-ACK timeout (51/512 s, for the draws with delayed
    ACKs; ns-2's 100 ms is not exact) multiples of 1/512 s, no SACK (each block adds 8 bytes,
    whose time at this rate, 1/2560 s, a double does not hold; :func:`with_sack` moves a draw to
    a rate where it does), 60 s. Access delays are
    1-5/512 s, shorter than a data packet's transmission (a resume of the link and an ACK's
    arrival then tie), or 27-31/512 s, longer, as on the usual grid. Times derived from the
    tick clock's drawn phase still fall between; ns-2 prints those a hair either side of a half
    microsecond (compare with a 1 us tolerance)."""
    u = _EXACT_UNIT_NS
    topology = spec["topology"]
    topology["bottleneck"]["bandwidth"] = topology["access"]["bandwidth"] = "163840bps"
    topology["bottleneck"]["delay"] = f"{5 * u}ns"
    topology["bottleneck"]["queue"]["limit"] = f"{rng.choice([5, 10, 20, 100])}pkt"
    tcp = spec["defaults"]["tcp"]
    tcp.update(tick=f"{4 * u}ns", min_rto=f"{128 * u}ns", delack_timeout=f"{_DELACK_UNITS * u}ns")
    if tcp["recovery"] == "sack":
        tcp["recovery"] = rng.choice(["tahoe", "reno", "newreno"])
    for flow in spec["flows"]:
        flow["rtt"] = f"{2 * (5 + 2 * rng.choice([1, 3, 5, 27, 29, 31])) * u}ns"
        flow["start"] = f"{rng.choice([0, 0, 128, 256]) * u}ns"
    spec["name"] += ", exact clock"
    spec["duration"] = f"{60 * 10**9 + 500}ns"


def chain_trace_scenario(seed: int, flows: int = 2) -> Any:
    """Draw ``seed``'s chain case (see the module doc): a :class:`ccsim.Scenario` of ``flows``
    TCP flows (1 to 3) over a graph of express links, every time on the exact clock (all links
    at 163,840 bps, the bottleneck at that or half of it; delays of 1-5/512 s or 27-31/512 s),
    no delayed ACKs, no listed losses: its queue of 3 to 20 packets overflows."""
    from ccsim import Scenario

    if flows not in (1, 2, 3):
        raise ValueError(f"flows = {flows}: a chain trace case has 1, 2 or 3 flows")
    rng = random.Random(f"chain {seed}")
    u = _EXACT_UNIT_NS

    def edge(a: str, b: str, **more: Any) -> dict[str, Any]:
        delay = f"{rng.choice([1, 3, 5, 27, 29, 31]) * u}ns"
        return {"from": a, "to": b, "bandwidth": "163840bps", "delay": delay, **more}

    tail = ["y"] + [f"z{k}" for k in range(rng.choice([0, 1, 2]))]  # shared hops after it
    two_hop = rng.random() < 0.5  # each sender behind a second access hop
    two_hop_receivers = rng.random() < 0.5  # and each receiver
    edges = [edge("r", "x"),
             {**edge("x", "y"), "name": "bottleneck",
              "bandwidth": rng.choice(["81920bps", "163840bps"]),
              "queue": {"kind": "droptail", "limit": f"{rng.choice([3, 5, 10, 20])}pkt"}}]
    edges += [edge(a, b) for a, b in zip(tail, tail[1:])]
    for i in range(flows):
        edges += ([edge(f"s{i}", f"a{i}"), edge(f"a{i}", "r")] if two_hop
                  else [edge(f"s{i}", "r")])
        edges += ([edge(tail[-1], f"b{i}"), edge(f"b{i}", f"d{i}")] if two_hop_receivers
                  else [edge(tail[-1], f"d{i}")])
    nodes = list(dict.fromkeys(n for e in edges for n in (e["from"], e["to"])))
    tcp = {"recovery": rng.choice(["tahoe", "reno", "newreno"]), "delayed_ack": False,
           "tick": f"{4 * u}ns", "min_rto": f"{128 * u}ns",
           **rng.choice(_OPTIONS)}
    return Scenario.model_validate({
        "name": f"chain trace {seed}, {flows} flows, exact clock",
        "duration": f"{30 * 10**9 + 500}ns",
        "topology": {"kind": "graph", "nodes": nodes, "edges": edges},
        "defaults": {"tcp": tcp},
        "flows": [{"name": f"f{i}", "src": f"s{i}", "dst": f"d{i}",
                   "start": f"{rng.choice([0, 0, 128, 256]) * u}ns"} for i in range(flows)],
    })


def with_drawn_rules(sc: Any, seed: int) -> Any:
    """``sc`` with each flow's window rule drawn from ``seed``'s own stream: AIMD(alpha, beta)
    or binomial(k, l, alpha, beta) (constants above), ns-2's first decrease."""
    from ccsim import Scenario

    rng = random.Random(f"rules {seed}")
    data = sc.to_dict()
    for flow in data["flows"]:
        if rng.random() < 0.5:
            window = {"rule": "aimd", "alpha": rng.choice(_AIMD_ALPHAS),
                      "beta": rng.choice(_AIMD_BETAS)}
        else:
            k, l = rng.choice(_BINOMIAL_KL)  # noqa: E741 - the paper's name
            window = {"rule": "binomial", "k": k, "l": l, "alpha": rng.choice(_BINOMIAL_ALPHAS),
                      "beta": rng.choice(_BINOMIAL_BETAS)}
        flow.setdefault("tcp", {})["window"] = {**window, "first_decrease": "half"}
    data["name"] += ", window rules"
    return Scenario.model_validate(data)


#: ``bursts``: ns-2 ``maxburst_`` values drawn (never 0: the draw is about the limit) and
#: ``maxcwnd_`` caps (0: none), in packets.
_MAX_BURSTS = (1, 2, 3, 4)
_MAX_CWNDS = (0, 6, 10, 16, 30)


def with_drawn_bursts(sc: Any, seed: int) -> Any:
    """``sc`` with each flow's ``max_burst`` (ns-2 ``maxburst_``) and ``max_cwnd`` (``maxcwnd_``)
    drawn from ``seed``'s own stream (constants above)."""
    from ccsim import Scenario

    rng = random.Random(f"bursts {seed}")
    data = sc.to_dict()
    for flow in data["flows"]:
        flow.setdefault("tcp", {}).update(max_burst=rng.choice(_MAX_BURSTS),
                                          max_cwnd=rng.choice(_MAX_CWNDS))
    data["name"] += ", max_burst and max_cwnd"
    return Scenario.model_validate(data)


def with_timestamps(sc: Any, seed: int) -> Any:
    """``sc`` with TCP timestamps (ns-2 ``timestamps_``) on each flow with probability 3/4,
    drawn from ``seed``'s own stream: draws of several flows mix flows with and without them
    (each agent must get its own setting). A flow with them sends 10 payload bytes fewer, so
    that its packets keep their size on the wire and their transmission times stay whole
    nanoseconds (on the exact clock, binary fractions ns-2 holds exactly)."""
    from ccsim import Scenario

    rng = random.Random(f"timestamps {seed}")
    data = sc.to_dict()
    default_mss = data.get("defaults", {}).get("tcp", {}).get("mss", TCP_DEFAULTS.mss)
    for flow in data["flows"]:
        tcp = flow.setdefault("tcp", {})
        if rng.random() < 0.75:
            mss = parse_size(tcp.get("mss", default_mss))
            tcp.update(timestamps=True, mss=f"{mss - TS_OPTION_BYTES}B")
    data["name"] += ", timestamps"
    return Scenario.model_validate(data)


def with_drawn_red(sc: Any, seed: int) -> Any:
    """``sc`` (on the exact clock) with its bottleneck at 81,920 bps, half the other links'
    rate, and a RED queue there drawn from ``seed``'s own stream: thresholds
    of 1 to 5 packets (max_th two or three times min_th), weights from seed 004's 0.002 to 0.3,
    max_p 0.02 to 0.5, gentle or not, ns-2's ``wait_`` or the 1993 spacing, a limit of 5 to 100
    packets, and ECN marking in about a third of the draws (every flow with ns-2's ECN sender,
    ``ecn_retransmit_ect``)."""
    from ccsim import Scenario

    rng = random.Random(f"red {seed}")
    data = sc.to_dict()
    min_th = rng.choice([1, 2, 3, 5])
    red = {"kind": "red", "limit": f"{rng.choice([5, 10, 20, 100])}pkt", "min_th": f"{min_th}pkt",
           "max_th": f"{min_th * rng.choice([2, 3])}pkt", "w_q": rng.choice([0.002, 0.02, 0.1, 0.3]),
           "max_p": rng.choice([0.02, 0.1, 0.25, 0.5]), "gentle": rng.random() < 0.5,
           "wait": rng.random() < 0.5, "mean_pkt": f"{rng.choice([500, 1040])}B"}
    if rng.random() < 1 / 3:
        red["ecn"] = True
        data.setdefault("defaults", {}).setdefault("tcp", {}).update(
            ecn=True, ecn_retransmit_ect=True)
    # At half the access links' rate, so that even one flow queues there.
    _bottleneck(data).update(queue=red, bandwidth="81920bps")
    data["name"] += ", RED"
    return Scenario.model_validate(data)


def with_adaptive_red(sc: Any, seed: int) -> Any:
    """``sc`` (with a RED bottleneck: ``with_drawn_red``) with that queue made Adaptive RED, its
    constants drawn from ``seed``'s own stream: intervals of 1/8 to 1/2 s (exact on both clocks),
    alpha 0.01 or 0.05, beta 0.8 or 0.9, top 0.2 or 0.5, an automatic or a fixed bottom; and in
    about half the draws each of the thresholds (with a target delay of 5 ms or drawn) and the
    weight left to ns-2's automatic values."""
    from ccsim import Scenario

    rng = random.Random(f"adaptive {seed}")
    data = sc.to_dict()
    queue = _red_bottleneck(data, "with_adaptive_red")
    queue["adaptive"] = {"interval": f"{rng.choice([125, 250, 500])}ms",
                         "alpha": rng.choice([0.01, 0.05]), "beta": rng.choice([0.8, 0.9]),
                         "top": rng.choice([0.2, 0.5]), "bottom": rng.choice(["auto", 0.02])}
    if rng.random() < 0.5:
        # A fixed max_th above the automatic min_th (5 packets at this rate).
        queue.update(min_th="auto", max_th=rng.choice(["auto", "16pkt"]))
        if rng.random() < 0.5:
            queue["target_delay"] = f"{rng.choice([50, 400, 1000])}ms"
    if rng.random() < 0.5:
        queue["w_q"] = "auto"
    data["name"] += ", adaptive"
    return Scenario.model_validate(data)


def with_red_byte_mode(sc: Any, seed: int) -> Any:
    """``sc`` (with a RED bottleneck: ``with_drawn_red``) with that queue in ns-2's byte mode and
    its mean packet size drawn from ``seed``'s own stream (500, 1040 or 1500 bytes: the
    thresholds and limit, given in those packets, then hold fewer, as many or more data
    packets), and in half the draws ns-2.35's ``use_mark_p_`` (with a ``mark_p`` of 0.1 or
    0.02), as in ns-2.35's default RED."""
    from ccsim import Scenario

    rng = random.Random(f"bytes {seed}")
    data = sc.to_dict()
    queue = _red_bottleneck(data, "with_red_byte_mode")
    queue.update(byte_mode=True, mean_pkt=f"{rng.choice([500, 1040, 1500])}B")
    if rng.random() < 0.5:
        queue.update(use_mark_p=True, mark_p=rng.choice([0.1, 0.02]))
    data["name"] += ", byte mode"
    return Scenario.model_validate(data)


def with_sack(sc: Any) -> Any:
    """``sc`` (on the exact clock) with every flow on SACK (ns-2's ``Sack1``), every link at a
    fifth of its rate and the run four times as long. A SACK block adds 8 bytes to an ACK:
    1/2560 s at 163,840 b/s, which neither clock holds (ns-2's double, ccsim's nanoseconds). At
    32,768 b/s (2^15) it takes 1/512 s and a data packet 130/512 s, on both clocks; at 131,072
    b/s (2^17), exact for a double, they are half-nanoseconds, and ccsim's rounding then split
    ties ns-2 keeps (an ACK came a nanosecond before the RTO's expiry, which ns-2 had at one
    instant). A fifth of the rate sends a fifth of the packets, hence the longer run."""
    from ccsim import Scenario

    data = sc.to_dict()
    data.setdefault("defaults", {}).setdefault("tcp", {})["recovery"] = "sack"
    for flow in data["flows"]:
        flow.get("tcp", {}).pop("recovery", None)
    topology = data["topology"]
    if topology["kind"] == "dumbbell":
        links = [(topology["bottleneck"], sc.topology.bottleneck.bandwidth),
                 (topology["access"], sc.topology.access.bandwidth)]
    else:
        links = list(zip(topology["edges"], (e.bandwidth for e in sc.topology.edges)))
    for link, bps in links:
        if bps % 5:
            raise ValueError(f"{link}: {bps} bps is not on the exact clock's grid")
        link["bandwidth"] = f"{bps // 5}bps"
    data["duration"] = f"{4 * (sc.duration - 500) + 500}ns"  # the exact clock's 500 ns kept
    data["name"] += ", SACK"
    return Scenario.model_validate(data)


def _bottleneck(data: dict[str, Any]) -> dict[str, Any]:
    """The bottleneck's entry in scenario data ``data``: a dumbbell's, or a graph's edge of
    that name."""
    topology = data["topology"]
    if topology["kind"] == "dumbbell":
        return topology["bottleneck"]
    return next(e for e in topology["edges"] if e.get("name") == "bottleneck")


def _red_bottleneck(data: dict[str, Any], who: str) -> dict[str, Any]:
    """The RED queue of ``data``'s bottleneck (``with_drawn_red``), for ``who`` to change."""
    queue = _bottleneck(data)["queue"]
    if queue.get("kind") != "red":
        raise ValueError(f"{who} needs a RED bottleneck (with_drawn_red)")
    return queue


def untraced_and_traced(sc: Any) -> tuple[Any, Any]:
    """The results of ``sc`` as given (the engine's shortcuts on unless a monitor turns them
    off) and with its link "bottleneck" traced (a trace turns them off: ``net::ahead``)."""
    from ccsim import run

    data = sc.to_dict()
    data.setdefault("monitors", {})["trace"] = {"links": ["bottleneck"]}
    return run(sc, progress=False), run(data, progress=False)


def same_untraced(sc: Any) -> bool:
    """Whether ``sc`` untraced gives the same flow and link tables as with its bottleneck
    traced (:func:`untraced_and_traced`)."""
    plain, traced = untraced_and_traced(sc)
    return bool(plain.flows.equals(traced.flows) and plain.links.equals(traced.links))


@dataclass(frozen=True)
class Draw:
    """What a random trace case draws besides its seed: ``flows`` per draw, on the exact clock or
    not, a chain network (``chain_trace_scenario``) instead of the dumbbell, window rules
    (``with_drawn_rules``), a RED bottleneck (``with_drawn_red``), every flow on SACK
    (``with_sack``), burst limits and window caps (``with_drawn_bursts``), Adaptive RED
    (``with_adaptive_red``, implies ``red``), RED in byte mode (``with_red_byte_mode``, implies
    ``red``), TCP timestamps (``with_timestamps``). RED and SACK imply the exact clock; a chain
    is on it already."""

    flows: int = 1
    exact_clock: bool = False
    chain: bool = False
    rules: bool = False
    red: bool = False
    sack: bool = False
    bursts: bool = False
    adaptive: bool = False
    byte_mode: bool = False
    timestamps: bool = False

    @property
    def red_bottleneck(self) -> bool:
        """Whether the draw has a RED bottleneck (``red``, or what changes one)."""
        return self.red or self.adaptive or self.byte_mode

    @property
    def on_exact_clock(self) -> bool:
        """Whether the dumbbell is drawn on the exact clock."""
        return self.exact_clock or self.red_bottleneck or self.sack

    def scenario(self, seed: int) -> Any:
        """Draw ``seed``'s scenario."""
        sc = (chain_trace_scenario(seed, self.flows) if self.chain
              else random_trace_scenario(seed, self.flows, self.on_exact_clock))
        if self.rules:
            sc = with_drawn_rules(sc, seed)
        if self.red_bottleneck:
            sc = with_drawn_red(sc, seed)
        if self.adaptive:
            sc = with_adaptive_red(sc, seed)
        if self.byte_mode:
            sc = with_red_byte_mode(sc, seed)
        if self.sack:
            sc = with_sack(sc)
        if self.bursts:
            sc = with_drawn_bursts(sc, seed)
        if self.timestamps:
            sc = with_timestamps(sc, seed)
        return sc

    def recipe(self) -> str:
        """The Python expression (of ``seed``) that rebuilds a draw: what :meth:`scenario` calls."""
        if self.chain:
            text = f"chain_trace_scenario(seed, {self.flows})"
        else:
            exact = self.on_exact_clock
            args = "seed" if self.flows == 1 and not exact else f"seed, {self.flows}"
            text = f"random_trace_scenario({args}{', exact_clock=True' if exact else ''})"
        if self.rules:
            text = f"with_drawn_rules({text}, seed)"
        if self.red_bottleneck:
            text = f"with_drawn_red({text}, seed)"
        if self.adaptive:
            text = f"with_adaptive_red({text}, seed)"
        if self.byte_mode:
            text = f"with_red_byte_mode({text}, seed)"
        if self.sack:
            text = f"with_sack({text})"
        if self.bursts:
            text = f"with_drawn_bursts({text}, seed)"
        if self.timestamps:
            text = f"with_timestamps({text}, seed)"
        return text


def compare_random_trace(seed: int, draw: Draw = Draw()) -> dict[str, Any]:
    """Run ``seed``'s case of ``draw`` in ns-2 and ccsim and compare their bottleneck traces: the
    trace cases' row (``identical``, ``first_difference``, ``agrees``, the final windows), with
    ``same_untraced`` (:func:`same_untraced`) part of ``agrees``. Off the decimal grid (exact
    clock, chains) events within a microsecond count as simultaneous."""
    sc = draw.scenario(seed)
    row = trace_row(Case(f"random-{seed}", sc.name, trace=True), sc,
                    tolerance_us=int(draw.on_exact_clock or draw.chain))
    row["same_untraced"] = same_untraced(sc)
    row["agrees"] = row["agrees"] and row["same_untraced"]
    return row


def run_random_traces(seeds: range, draw: Draw = Draw(), jobs: int | None = None,
                      on_done: Callable[[int, int], None] | None = None) -> list[dict[str, Any]]:
    """:func:`compare_random_trace` for every seed, in parallel on the local pool, in seed order
    (each row gains its ``seed``). ``on_done(done, total)`` is called after each (progress)."""
    rows = run_pooled(compare_random_trace, [(s, draw) for s in seeds], jobs, on_done)
    return [{"seed": s, **row} for s, row in zip(seeds, rows)]
