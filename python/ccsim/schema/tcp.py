"""TCP settings as a scenario writes them, and their resolution into the engine's ``TcpSpec``.

A TCP sender has three independent axes (seed 000, Section III; DESIGN.md "Principles"):
the **window rule** (``window``: AIMD alpha/beta, Binomial k/l, CUBIC, Vegas or BBR), the
**loss recovery** (``recovery``: tahoe, reno, newreno, sack, or vegas: ns-2's whole
``Agent/TCP/Vegas`` with the vegas window rule) and the **send schedule** (``schedule``: ack_clocked,
paced, randomized). Every field is optional here: ``[defaults.tcp]`` and each flow's ``tcp``
table are layers over the engine defaults, merged field by field (:func:`resolve_tcp`).

Defaults (:data:`TCP_DEFAULTS`) are the engine's ``TcpSpec::default()``, i.e. ns-2.35's
(REFERENCE.md 1.1): MSS 1000 B + 40 B header, 40 B ACKs, initial window 2, tcpTick 10 ms,
minrto 200 ms, maxrto 60 s, initial RTO 3 s, 3 duplicate ACKs, no delayed ACKs, overhead 0, no Limited Transmit and no
SYN (ns-2's defaults before 2001, the era of seeds 000 and 004; set ``limited_transmit`` and ``syn`` for ns-2.35);
the receiver window is "sufficiently high" (seed 000 raised ns-2's 20 packets).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, Any, Literal

from pydantic import Field, model_serializer, model_validator

from ccsim.errors import Problem, fail
from ccsim.schema.base import (MAX_WINDOW_PKTS, Duration, Flag, HeaderSize, Int, PacketLevel,
                               Packets, PacketSize, PositiveDuration, Real, Spec, WindowPackets)
from ccsim.schema.presets import BINOMIAL_ALPHA, BINOMIAL_BETA, window_preset
from ccsim.units import describe, format_duration

__all__ = ["Window", "Schedule", "TcpOptions", "TcpConfig", "TCP_DEFAULTS", "resolve_tcp"]

SCHEDULES = ("ack_clocked", "paced", "randomized")


class Window(Spec):
    """The window rule. ``rule = "aimd"``: +alpha packets per RTT, x beta on a loss (Reno is
    1, 0.5; GAIMD TCP(alpha, beta) of seed 004). ``rule = "binomial"`` (Bansal & Balakrishnan
    2001): +alpha/W^k per RTT, -beta*W^l on a loss; k and l are required, alpha and beta
    default to 1 and 0.5 so that k = 0, l = 1 is Reno. A layer that changes ``rule`` starts
    from that rule's defaults instead of inheriting the other rule's parameters. A preset name
    (``"tcp(0.31,0.875)"``, ``"smooth"``, ``"iiad"``, ``"sqrt"``; ``ccsim.schema.presets``)
    stands for its rule and constants.

    ``first_decrease = "half"`` reproduces ns-2's ``slowdown()``: a flow's first fast-retransmit
    decrease, and any decrease from slow start, halves the window whatever the rule's beta
    (REFERENCE.md 1.2); ``"rule"`` (the default) applies the published rule from the first loss
    on. It matters only for rules whose decrease is not W/2; it is refused in a layer whose rule
    is cubic, vegas or bbr (they have no such decrease), and a value set with aimd or binomial
    survives a later layer's change of ``rule`` (where it then does nothing).

    ``rule = "cubic"`` (RFC 9438): ``c`` (0.4), ``beta`` (0.7), ``fast_convergence`` and
    ``tcp_friendly`` (both on). ``rule = "vegas"`` (Brakmo & Peterson 1995): ``alpha`` (1),
    ``beta`` (3) and ``gamma`` (1), packets the flow may keep queued; with ``recovery =
    "vegas"`` the sender is ns-2.35's ``Agent/TCP/Vegas`` whole (whole-number thresholds). ``rule = "bbr"`` (BBR v1,
    Cardwell et al. 2016; no parameters): its pacing rate drives the paced and randomized
    schedules, and it is paced unless a layer sets ``schedule`` (ACK-clocked, its Drain phase
    never ends: cwnd stays at 2.885 BDP with a standing queue until ProbeRTT)."""

    rule: Literal["aimd", "binomial", "cubic", "vegas", "bbr"] | None = None
    alpha: Annotated[Real, Field(gt=0)] | None = None
    beta: Annotated[Real, Field(gt=0)] | None = None
    k: Annotated[Real, Field(ge=0)] | None = None
    l: Annotated[Real, Field(ge=0, le=1)] | None = None  # noqa: E741 - the paper's name
    first_decrease: Literal["rule", "half"] | None = None
    c: Annotated[Real, Field(gt=0)] | None = None
    gamma: Annotated[Real, Field(gt=0)] | None = None
    fast_convergence: Flag | None = None
    tcp_friendly: Flag | None = None


    @model_validator(mode="before")
    @classmethod
    def _preset(cls, data: Any) -> Any:
        """``"iiad"`` or ``{ preset = "iiad", beta = 0.5 }``: a named rule (``ccsim.schema.
        presets``), whose fields the table's other entries override."""
        if isinstance(data, str):
            data = {"preset": data}
        if isinstance(data, dict) and "preset" in data:
            rest = {k: v for k, v in data.items() if k != "preset"}
            try:
                fields = window_preset(str(data["preset"]))
            except ValueError as exc:
                fail("preset", str(exc))
            if rest.get("rule", fields["rule"]) != fields["rule"]:
                fail("rule", f'the preset is rule = "{fields["rule"]}"')
            return {**fields, **rest}
        return data


class Schedule(Spec):
    """When a packet the window allows actually leaves (seed 000, Section III).

    ``"ack_clocked"``: at once (bursts on ACK arrival); ``"paced"``: spaced by rtt/cwnd
    (Aggarwal et al. 2000); ``{ kind = "randomized", interval = I }``: spaced by
    rtt(1+x)/cwnd, x ~ U[-I, I], with the increase correction alpha = (RTT_eff/R)^2
    (seed 000 eqs. 1-7 as corrected in REFERENCE.md 1.7) unless ``alpha_correction = false``.
    I defaults to 1, the value seed 000 found best and used after its Section V.
    Without ``kind`` a layer keeps the inherited kind and changes only I or the correction
    (``tcp.schedule.interval = 0.5`` over a randomized default).
    """

    kind: Literal["ack_clocked", "paced", "randomized"] | None = None
    interval: Annotated[Real, Field(ge=0, le=1)] | None = None
    alpha_correction: Flag | None = None

    @model_validator(mode="before")
    @classmethod
    def _from_name(cls, data: Any) -> Any:
        if isinstance(data, str):
            if data not in SCHEDULES:
                fail("", f"{describe(data)} is not one of {', '.join(SCHEDULES)}")
            return {"kind": data}
        return data

    @model_validator(mode="after")
    def _randomized_only(self) -> Schedule:
        if self.kind not in (None, "randomized"):
            for name in ("interval", "alpha_correction"):
                if getattr(self, name) is not None:
                    fail(name, f'applies only to kind = "randomized", not "{self.kind}"')
        return self

    @model_serializer(mode="wrap")
    def _as_name(self, handler: Any) -> Any:
        if self.kind is not None and self.interval is None and self.alpha_correction is None:
            return self.kind
        return handler(self)


class TcpOptions(Spec):
    """One layer of TCP settings (``[defaults.tcp]`` or a flow's ``tcp``); unset fields inherit."""

    mss: PacketSize | None = None
    header: HeaderSize | None = None
    ack_size: PacketSize | None = None
    init_cwnd: Annotated[PacketLevel, Field(ge=1)] | None = None
    init_ssthresh: Annotated[PacketLevel, Field(gt=0)] | None = None
    rwnd: WindowPackets | None = None
    recovery: Literal["tahoe", "reno", "newreno", "sack", "vegas"] | None = None
    window: Window | None = None
    schedule: Schedule | None = None
    pacing_rtt: Literal["srtt", "last_sample", "ns2_sample"] | None = None
    pacing_window: Literal["cwnd", "usable"] | None = None
    pace_slow_start: Flag | None = None
    pace_recovery: Flag | None = None
    dupack_threshold: Annotated[Int, Field(ge=1)] | None = None
    min_rto: Duration | None = None
    max_rto: PositiveDuration | None = None
    initial_rto: PositiveDuration | None = None
    tick: Duration | None = None
    tick_offset: Duration | None = None
    delayed_ack: Flag | None = None
    delack_timeout: PositiveDuration | None = None
    overhead: Duration | None = None
    syn: Flag | None = None
    limited_transmit: Flag | None = None
    ecn: Flag | None = None
    ecn_retransmit_ect: Flag | None = None
    max_burst: Annotated[Int, Field(ge=0, le=MAX_WINDOW_PKTS)] | None = None
    max_cwnd: Annotated[Packets, Field(ge=0, le=MAX_WINDOW_PKTS)] | None = None
    timestamps: Flag | None = None


@dataclass(frozen=True)
class TcpConfig:
    """Fully resolved TCP settings of one flow, in engine units (bytes, packets, ns)."""

    mss: int = 1000
    header: int = 40
    ack_size: int = 40
    init_cwnd: float = 2.0
    init_ssthresh: float = 1.0e9
    rwnd: int = 1_000_000
    recovery: str = "reno"
    window_rule: str = "aimd"
    alpha: float = 1.0
    beta: float = 0.5
    k: float | None = None
    l: float | None = None  # noqa: E741
    first_decrease: str = "rule"
    schedule: str = "ack_clocked"
    interval: float = 1.0
    alpha_correction: bool = True
    pacing_rtt: str = "srtt"
    pacing_window: str = "cwnd"
    pace_slow_start: bool = True
    pace_recovery: bool = True
    dupack_threshold: int = 3
    min_rto: int = 200_000_000
    max_rto: int = 60_000_000_000
    initial_rto: int = 3_000_000_000
    tick: int = 10_000_000
    #: The tick clock's phase (ns-2 ``boot_time_``); None: drawn per flow, as ns-2 draws it.
    tick_offset: int | None = None
    delayed_ack: bool = False
    delack_timeout: int = 100_000_000
    overhead: int = 0
    syn: bool = False
    limited_transmit: bool = False
    ecn: bool = False
    ecn_retransmit_ect: bool = False
    #: ns-2 ``maxburst_``: packets sent at once at most (0: no limit).
    max_burst: int = 0
    #: ns-2 ``maxcwnd_``: the cap an increase puts on cwnd, packets (0: none).
    max_cwnd: int = 0
    #: TCP timestamps (RFC 7323; ns-2 ``timestamps_``): 10 more bytes per data packet and an
    #: RTT sample from every new ACK's echo.
    timestamps: bool = False
    c: float | None = None
    gamma: float | None = None
    fast_convergence: bool = True
    tcp_friendly: bool = True

    def to_engine(self) -> dict[str, Any]:
        """The ``transport`` object of the engine's ``FlowSpec`` (``kind = "tcp"`` + TcpSpec)."""
        if self.window_rule == "aimd":
            window: dict[str, Any] = {"rule": "aimd", "alpha": self.alpha, "beta": self.beta}
        elif self.window_rule == "binomial":
            window = {"rule": "binomial", "k": self.k, "l": self.l, "alpha": self.alpha,
                      "beta": self.beta}
        elif self.window_rule == "cubic":
            window = {"rule": "cubic", "c": self.c, "beta": self.beta,
                      "fast_convergence": self.fast_convergence, "tcp_friendly": self.tcp_friendly}
        elif self.window_rule == "vegas":
            window = {"rule": "vegas", "alpha": self.alpha, "beta": self.beta, "gamma": self.gamma}
        else:
            window = {"rule": "bbr"}
        if self.schedule == "randomized":
            schedule: dict[str, Any] = {"kind": "randomized", "interval": self.interval,
                                        "alpha_correction": self.alpha_correction}
        else:
            schedule = {"kind": self.schedule}
        return {
            "kind": "tcp",
            "mss_bytes": self.mss,
            "header_bytes": self.header,
            "ack_bytes": self.ack_size,
            "init_cwnd": float(self.init_cwnd),
            "init_ssthresh": float(self.init_ssthresh),
            "rwnd_pkts": self.rwnd,
            "recovery": self.recovery,
            "window": window,
            "first_decrease": self.first_decrease,
            "schedule": schedule,
            "pacing_rtt": self.pacing_rtt,
            "pacing_window": self.pacing_window,
            "pace_slow_start": self.pace_slow_start,
            "pace_recovery": self.pace_recovery,
            "dupack_threshold": self.dupack_threshold,
            "min_rto_ns": self.min_rto,
            "max_rto_ns": self.max_rto,
            "initial_rto_ns": self.initial_rto,
            "tick_ns": self.tick,
            "delayed_ack": self.delayed_ack,
            "delack_timeout_ns": self.delack_timeout,
            "overhead_ns": self.overhead,
            "syn": self.syn,
            "limited_transmit": self.limited_transmit,
            # Written only when on, so that scenarios without ECN lower exactly as before.
            **({"ecn": True} if self.ecn else {}),
            **({"ecn_retransmit_ect": True} if self.ecn_retransmit_ect else {}),
            **({"tick_offset_ns": self.tick_offset} if self.tick_offset is not None else {}),
            **({"max_burst": self.max_burst} if self.max_burst else {}),
            **({"max_cwnd_pkts": self.max_cwnd} if self.max_cwnd else {}),
            **({"timestamps": True} if self.timestamps else {}),
        }

    def label(self) -> str:
        """A short name for tables: ``reno``, ``reno/paced``, ``newreno/randomized(I=1)``,
        ``reno/aimd(0.31,0.875)``, ``reno/binomial(k=1,l=0)``."""
        parts = [self.recovery]
        if self.recovery == "vegas":
            parts = ["vegas-ns2"]  # ns-2's Agent/TCP/Vegas: its window rule is vegas
        elif self.window_rule in ("cubic", "vegas", "bbr"):
            parts.append(self.window_rule)
        elif self.window_rule == "binomial":
            # The presets' constants (iiad, sqrt: alpha 1, beta 0.67) go unsaid; others are shown.
            consts = ("" if (self.alpha, self.beta) == (BINOMIAL_ALPHA, BINOMIAL_BETA)
                      else f",alpha={self.alpha:g},beta={self.beta:g}")
            parts.append(f"binomial(k={_g(self.k)},l={_g(self.l)}{consts})")
        elif (self.alpha, self.beta) != (1.0, 0.5):
            parts.append(f"aimd({self.alpha:g},{self.beta:g})")
        if self.schedule == "paced":
            parts.append("paced")
        elif self.schedule == "randomized":
            tail = "" if self.alpha_correction else ",no-alpha-correction"
            parts.append(f"randomized(I={self.interval:g}{tail})")
        if self.ecn:
            parts.append("ecn")
        return "/".join(parts)


def _g(x: float | None) -> str:
    return "?" if x is None else f"{x:g}"


#: The engine's defaults (``TcpSpec::default()``), see the module docstring.
TCP_DEFAULTS = TcpConfig()

#: The bytes ``timestamps`` adds to a data packet: RFC 7323's TSopt, ns-2's ``ts_option_size_``
#: (the engine's ``TS_OPTION_BYTES``, transport/tcp/sender.rs).
TS_OPTION_BYTES = 10

_SCALARS = (
    "mss", "header", "ack_size", "init_cwnd", "init_ssthresh", "rwnd", "recovery", "pacing_rtt",
    "pacing_window", "pace_slow_start", "pace_recovery",
    "dupack_threshold", "min_rto", "max_rto", "initial_rto", "tick", "tick_offset", "delayed_ack",
    "delack_timeout", "overhead", "syn", "limited_transmit", "ecn", "ecn_retransmit_ect",
    "max_burst", "max_cwnd", "timestamps",
)

#: Each rule's parameters and their defaults (a layer that changes the rule starts here).
RULE_DEFAULTS: dict[str, dict[str, Any]] = {
    "aimd": {"alpha": 1.0, "beta": 0.5},
    "binomial": {"alpha": 1.0, "beta": 0.5},
    "cubic": {"c": 0.4, "beta": 0.7, "fast_convergence": True, "tcp_friendly": True},
    "vegas": {"alpha": 1.0, "beta": 3.0, "gamma": 1.0},
    "bbr": {},
}
#: Window fields each rule accepts.
RULE_FIELDS: dict[str, tuple[str, ...]] = {
    "aimd": ("alpha", "beta", "first_decrease"),
    "binomial": ("alpha", "beta", "k", "l", "first_decrease"),
    "cubic": ("c", "beta", "fast_convergence", "tcp_friendly"),
    "vegas": ("alpha", "beta", "gamma"),
    "bbr": (),
}


def _apply(cfg: TcpConfig, layer: TcpOptions) -> tuple[TcpConfig, list[Problem]]:
    changes: dict[str, Any] = {n: getattr(layer, n) for n in _SCALARS if getattr(layer, n) is not None}
    problems: list[Problem] = []
    if layer.window is not None:
        w = layer.window
        if w.rule is not None and w.rule != cfg.window_rule:
            changes.update(window_rule=w.rule, alpha=1.0, beta=0.5, k=None, l=None, c=None,
                           gamma=None, fast_convergence=True, tcp_friendly=True)
            changes.update(RULE_DEFAULTS[w.rule])
        rule = changes.get("window_rule", cfg.window_rule)
        for name in ("alpha", "beta", "k", "l", "first_decrease", "c", "gamma",
                     "fast_convergence", "tcp_friendly"):
            if getattr(w, name) is not None:
                # k and l are checked on the merged settings (_check); first_decrease is
                # refused here with a rule that has no Reno-style decrease for it to halve.
                if name not in RULE_FIELDS[rule] and name not in ("k", "l"):
                    allowed = ", ".join(RULE_FIELDS[rule]) or "none"
                    problems.append((f"window.{name}",
                                     f'does not apply to rule = "{rule}" (its fields: {allowed})'))
                changes[name] = getattr(w, name)
    if layer.schedule is not None:
        s = layer.schedule
        if s.kind is not None and s.kind != cfg.schedule:
            changes.update(schedule=s.kind, interval=1.0, alpha_correction=True)
        kind = changes.get("schedule", cfg.schedule)
        for name in ("interval", "alpha_correction"):
            if getattr(s, name) is not None:
                if kind != "randomized":
                    problems.append((f"schedule.{name}",
                                     f'applies only to kind = "randomized", not "{kind}"'))
                changes[name] = getattr(s, name)
    return replace(cfg, **changes), problems


def _check(cfg: TcpConfig) -> list[Problem]:
    problems: list[Problem] = []
    if cfg.window_rule == "binomial":
        missing = [n for n in ("k", "l") if getattr(cfg, n) is None]
        if missing:
            problems.append(("window", f'rule = "binomial" needs {" and ".join(missing)}'))
    elif cfg.k is not None or cfg.l is not None:
        problems.append(("window", 'k and l apply only to rule = "binomial"'))
    if cfg.window_rule == "vegas" and cfg.beta < cfg.alpha:
        problems.append(("window.beta", f"{cfg.beta:g} must be at least alpha ({cfg.alpha:g})"))
    if cfg.recovery == "vegas":
        problems += _ns2_vegas_problems(cfg)
    if cfg.window_rule in ("aimd", "binomial", "cubic") and not cfg.beta < 1:
        problems.append(("window.beta", f"{cfg.beta:g} must be < 1"))
    if cfg.tick_offset is not None and not cfg.tick_offset < cfg.tick:
        problems.append((
            "tick_offset",
            f"{format_duration(cfg.tick_offset)} must be below the tick "
            f"({format_duration(cfg.tick)})",
        ))
    if cfg.ecn_retransmit_ect and not cfg.ecn:
        # ns-2's ECN sender in full; without ecn it would silently change nothing.
        problems.append(("ecn_retransmit_ect", "applies only with ecn = true"))
    if cfg.min_rto > cfg.max_rto:
        problems.append((
            "min_rto",
            f"{format_duration(cfg.min_rto)} exceeds max_rto ({format_duration(cfg.max_rto)})",
        ))
    if 2 * cfg.tick > cfg.max_rto:  # the RTO is at least two ticks (ns-2 rtt_timeout)
        problems.append((
            "tick",
            f"{format_duration(cfg.tick)}: two ticks exceed max_rto "
            f"({format_duration(cfg.max_rto)}), the longest timeout; the RTO is at least two ticks",
        ))
    return problems


def _ns2_vegas_problems(cfg: TcpConfig) -> list[Problem]:
    """``recovery = "vegas"`` is ns-2's ``Agent/TCP/Vegas`` whole, which has only these."""
    if cfg.window_rule != "vegas":
        return [("recovery", f'"vegas" (ns-2\'s Agent/TCP/Vegas) needs window rule "vegas", '
                             f'not "{cfg.window_rule}"')]
    problems: list[Problem] = []
    for name in ("alpha", "beta", "gamma"):
        value = getattr(cfg, name)
        if value is not None and value != int(value):
            problems.append((f"window.{name}", f"{value:g}: ns-2's Agent/TCP/Vegas (recovery "
                                               f'"vegas") takes a whole number of packets'))
    refused = (("schedule", cfg.schedule != "ack_clocked", "must be ack_clocked"),
               ("syn", cfg.syn, "must be false (Agent/TCP/Vegas sends no SYN)"),
               ("ecn", cfg.ecn, "must be false (Agent/TCP/Vegas has no ECN response)"),
               ("limited_transmit", cfg.limited_transmit,
                "must be false (Agent/TCP/Vegas has none)"))
    problems += [(name, f'{why} with recovery = "vegas"') for name, bad, why in refused if bad]
    return problems


def resolve_tcp(*layers: TcpOptions | None) -> tuple[TcpConfig, list[Problem]]:
    """Merge layers over :data:`TCP_DEFAULTS`, later layers winning field by field.

    Returns the settings and the problems of the combination (paths relative to ``tcp``).
    """
    cfg = TCP_DEFAULTS
    problems: list[Problem] = []
    for layer in layers:
        if layer is not None:
            cfg, found = _apply(cfg, layer)
            problems += found
    if cfg.window_rule == "bbr" and not any(
            layer is not None and layer.schedule is not None and layer.schedule.kind is not None
            for layer in layers):
        # BBR sets its rate by pacing (Cardwell et al. 2016); ACK-clocked, nothing drains the
        # queue its startup builds (Drain waits for the pacing gain), so unless a schedule is
        # asked for, BBR is paced by its own rate, as Linux paces it.
        cfg = replace(cfg, schedule="paced")
    return cfg, problems + _check(cfg)
