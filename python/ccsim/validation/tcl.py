"""A lowered ccsim scenario written as an ns-2.35 Tcl script.

The script builds the same graph (one ``simplex-link`` per ccsim link, DropTail or RED with the
same limits and parameters, ``ErrorModel`` wire losses placed after the link's delay as ccsim
places them), the same TCP agents with the same settings and start times, and prints, at the
scenario's end, one line per flow and per monitored link that :mod:`ccsim.validation.ns2`
parses. Replication ``r`` seeds ns-2 with ``$defaultRNG seed 12345`` followed by ``r``
``next-substream`` calls: independent streams (small plain seeds give correlated ones). A traced
script (a replay) restarts that stream just before ``$ns run`` and prints ``RESETORDER`` with the
order in which the run resets the nodes, so that each agent's tick phase can be reproduced
(:mod:`ccsim.validation.ns2rng`).

How ccsim's TCP settings map onto ns-2's (REFERENCE.md 1.1; ``TcpSpec`` in
crates/ccsim-engine/src/scenario.rs):

- ``recovery`` tahoe/reno/newreno/sack: ``Agent/TCP``, ``Agent/TCP/Reno``, ``Agent/TCP/Newreno``,
  ``Agent/TCP/Sack1`` (whose sink is ``Agent/TCPSink/Sack1``, or ``Sack1/DelAck``, with its
  default of 3 SACK blocks); ``vegas`` (with the vegas window rule): ``Agent/TCP/Vegas`` with
  ``v_alpha_``, ``v_beta_``, ``v_gamma_`` set on the agent;
- ``ecn``: ``ecn_ 1`` on the agent; a RED queue's ``ecn`` is ``setbit_ true``;
- the packet on the wire is ``mss + header`` bytes: ``packetSize_`` is that sum with
  ``useHeaders_ false`` (with ``useHeaders_ true`` ns-2 leaves the header off packet 0);
- ccsim's ``syn`` is ns-2's ``syn_`` with ``delay_growth_`` (a 40-byte packet 0, the initial
  window once it is acknowledged, ``SYN_immediate_ack_`` at a delayed-ACK sink); without it the
  first data packet leaves at the flow's start and every ACK opens the window;
- AIMD(alpha, beta): ``windowOption_ 1``, ``increase_num_`` alpha, ``decrease_num_`` beta;
  binomial(k, l, alpha, beta): ``windowOption_ 6``, ``k_parameter_``, ``l_parameter_``,
  ``decrease_num_`` 1 - beta. ns-2 always halves on a flow's first decrease and on decreases
  from slow start, so rules whose decrease is not W/2 need ``first_decrease = "half"``;
- the TCP settings are class defaults set before each agent is created; ``$ns run`` resets the
  agents (cwnd = ``windowInit_``, ssthresh = ``window_``), so a lower initial ssthresh is set
  on the agent when its flow starts.

ns-2 routes by hop count, ccsim by propagation delay unless a graph asks for ``routing =
"hops"`` (ns-2's rule): the cases use topologies where every flow has one path (dumbbells), so
the two agree.

UDP CBR and Pareto ON/OFF sources are ``Agent/UDP`` under ``Application/Traffic/CBR``
(``random_ 0``) or ``Application/Traffic/Pareto``, into an ``Agent/LossMonitor``. What ns-2 has
no counterpart for (paced and randomized schedules, TFRCP, Poisson packet sources, the apps other
than bulk, sequence-number losses) raises :class:`Unsupported`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ccsim.schema.tcp import TS_OPTION_BYTES

__all__ = ["Unsupported", "Ns2Script", "ns2_script", "NS2_SEED"]

#: The one seed every replication starts from; replication r then skips r substreams.
NS2_SEED = 12345

_AGENTS = {"tahoe": "Agent/TCP", "reno": "Agent/TCP/Reno", "newreno": "Agent/TCP/Newreno",
           "sack": "Agent/TCP/Sack1", "vegas": "Agent/TCP/Vegas"}


class Unsupported(ValueError):
    """The scenario uses something the ns-2 translation cannot express (named in the message)."""


@dataclass(frozen=True)
class Ns2Script:
    """The script, the links it monitors (queue and wire-loss counters) and the links it traces
    (to ``trace_file``)."""

    text: str
    monitored: tuple[int, ...]
    lossy: tuple[int, ...]
    traced: tuple[int, ...]
    trace_file: str | None
    #: How many flows its ``finish`` reports (one FLOW, CFLOW or UFLOW line each).
    flows: int = 0


#: RED's ``time_constant`` (ns) -> ns-2's ``q_weight_`` code for that automatic weight.
_Q_WEIGHT_CODES = {1_000_000_000: "0", 100_000_000: "-2"}


def _s(ns: int) -> str:
    """Nanoseconds as seconds, exactly."""
    return f"{ns // 1_000_000_000}.{ns % 1_000_000_000:09d}"


def _num(x: float) -> str:
    return repr(float(x))


def _queue_lines(i: int, link: dict[str, Any]) -> tuple[list[str], str]:
    """Lines to run before ``simplex-link`` and the queue type to give it."""
    q = link["queue"]
    where = f"links[{i}] ({link['name']})"
    if q["kind"] == "droptail":
        if q.get("limit_bytes") is not None:
            # ns-2's byte mode (queue_in_bytes_) has only the byte limit, qlim_ x mean_pktsize_:
            # the queue limit is set to 1 and the class defaults are reset after the link.
            if q.get("limit_pkts") is not None:
                raise Unsupported(f"{where}: a DropTail byte limit beside a packet limit (ns-2's "
                                  f"byte mode has the byte limit alone); set limit = \"unlimited\"")
            return ["Queue/DropTail set queue_in_bytes_ true",
                    f"Queue/DropTail set mean_pktsize_ {int(q['limit_bytes'])}"], "DropTail"
        return [], "DropTail"
    if q["kind"] == "red":
        # ns-2 RED reads its parameters when the queue is created: set class defaults first.
        # Packet mode (bytes_/queue_in_bytes_ false) unless byte_mode; linterm_ = 1/max_p.
        if q["max_p"] <= 0:
            raise Unsupported(f"{where}: RED max_p 0 has no ns-2 linterm_")
        # ns-2's automatic values: thresh_ 0, maxthresh_ 0, q_weight_ -1 (worked out when
        # simplex-link gives the queue its link, as ccsim works them out per link).
        # A time constant of the average: ns-2's q_weight_ 0 (1 s) or -2 (0.1 s); no other.
        tc = q.get("w_q_time_constant_ns")
        if tc is not None and tc not in _Q_WEIGHT_CODES:
            raise Unsupported(f"{where}: RED time_constant {tc / 1e9:g} s: ns-2's automatic "
                              "weights have 1 s (q_weight_ 0) and 0.1 s (q_weight_ -2) only")
        auto = {"min_th": "0", "max_th": "0", "w_q": "-1" if tc is None else _Q_WEIGHT_CODES[tc]}
        given = {k: auto[k] if q.get(k) is None else _num(q[k]) for k in auto}
        adaptive = q.get("adaptive")
        settings = {
            "thresh_": given["min_th"], "maxthresh_": given["max_th"],
            "q_weight_": given["w_q"], "linterm_": _num(1.0 / q["max_p"]),
            "gentle_": "true" if q.get("gentle") else "false",
            "wait_": "true" if q.get("wait", True) else "false",
            "mean_pktsize_": str(q.get("mean_pkt_bytes", 500)),
            "bytes_": "true" if q.get("byte_mode") else "false",
            "queue_in_bytes_": "true" if q.get("byte_mode") else "false",
            "setbit_": "true" if q.get("ecn") else "false",
            "drop_tail_": "true",
            # Adaptive RED's constants and the target delay are written only when used, so
            # other scripts are unchanged (ns-2's own defaults: adaptive_ 0, targetdelay_ 0.005).
            **({"adaptive_": "1", "alpha_": _num(adaptive["alpha"]),
                "beta_": _num(adaptive["beta"]), "interval_": _s(adaptive["interval_ns"]),
                "top_": _num(adaptive["top"]),
                "bottom_": "0" if adaptive.get("bottom") is None else _num(adaptive["bottom"])}
               if adaptive else {"adaptive_": "0"}),
            # A class default: written for every automatic min_th (5 ms unless given), so a
            # link does not take an earlier link's.
            **({"targetdelay_": _s(q.get("target_delay_ns", 5_000_000))}
               if q.get("min_th") is None else {}),
            "summarystats_": "false",
            # ns-2.35 defaults to use_mark_p_ true (since 2005): an average above the curve
            # drops through drop_early (drawing a random number), and ECN marks only while the
            # curve's p < mark_p_. ccsim's default is the classic RED of the papers' ns-2.
            "use_mark_p_": "true" if q.get("use_mark_p") else "false",
            **({"mark_p_": _num(q.get("mark_p", 0.1))} if q.get("use_mark_p") else {}),
        }
        return [f"Queue/RED set {k} {v}" for k, v in settings.items()], "RED"
    raise Unsupported(f"{where}: queue kind {q['kind']!r} is not translated")


#: ns-2's own defaults of the ``Agent/TCP`` settings that scripts write only where a flow leaves
#: them (a later flow that does not sets them back).
_UNWRITTEN_DEFAULTS = {"maxcwnd_": "0", "ecn_": "0", "tcpip_base_hdr_size_": "40",
                       "timestamps_": "false"}


def _tcp_defaults(i: int, tcp: dict[str, Any]) -> tuple[dict[str, str], str]:
    """The ``Agent/TCP`` class defaults flow ``i`` needs and its agent class."""
    where = f"flows[{i}]"
    if tcp.get("ecn") and not tcp.get("ecn_retransmit_ect"):
        raise Unsupported(f"{where}: ns-2's ecn_ sends retransmissions ECN-capable; set "
                          f"ecn_retransmit_ect = true to compare")
    if tcp["schedule"]["kind"] != "ack_clocked":
        raise Unsupported(f"{where}: schedule {tcp['schedule']['kind']!r} has no ns-2 counterpart")
    w = tcp["window"]
    vegas = tcp["recovery"] == "vegas"
    if w["rule"] not in ("aimd", "binomial") and not vegas:
        raise Unsupported(f"{where}: window rule {w['rule']!r} is not translated (vegas: with "
                          f'recovery = "vegas", ns-2\'s Agent/TCP/Vegas)')
    if vegas:
        # The agent's own thresholds (whole packets); it keeps no windowOption_ rule.
        window = {}
        halves = True
    elif w["rule"] == "aimd":
        window = {"windowOption_": "1", "increase_num_": _num(w["alpha"]),
                  "decrease_num_": _num(w["beta"])}
        halves = w["beta"] == 0.5
    else:
        window = {"windowOption_": "6", "increase_num_": _num(w["alpha"]),
                  "decrease_num_": _num(1.0 - w["beta"]), "k_parameter_": _num(w["k"]),
                  "l_parameter_": _num(w["l"])}
        halves = False
    if not halves and tcp.get("first_decrease", "rule") != "half":
        raise Unsupported(f'{where}: ns-2 halves the first decrease; set window.first_decrease = '
                          f'"half" to compare this rule')
    settings = {
        # With timestamps_, ns-2 adds ts_option_size_ (10 B) only through useHeaders_: the
        # option's bytes join packetSize_ instead.
        "packetSize_": str(tcp["mss_bytes"] + tcp["header_bytes"]
                           + (TS_OPTION_BYTES if tcp.get("timestamps") else 0)),
        "useHeaders_": "false", "syn_": "true" if tcp.get("syn") else "false",
        "delay_growth_": "true" if tcp.get("syn") else "false",
        "window_": str(tcp["rwnd_pkts"]), "windowInit_": str(int(tcp["init_cwnd"])),
        "tcpTick_": _s(tcp["tick_ns"]), "minrto_": _s(tcp["min_rto_ns"]),
        "maxrto_": _s(tcp["max_rto_ns"]), "rtxcur_init_": _s(tcp["initial_rto_ns"]),
        "numdupacks_": str(tcp["dupack_threshold"]),
        "singledup_": "1" if tcp["limited_transmit"] else "0",
        "overhead_": _s(tcp["overhead_ns"]), "maxburst_": str(tcp.get("max_burst", 0)),
        # The settings of _UNWRITTEN_DEFAULTS: a script writes them only where they leave
        # ns-2's default, so scripts without them are unchanged.
        "maxcwnd_": str(tcp.get("max_cwnd_pkts", 0)),
        "ecn_": "1" if tcp.get("ecn") else "0",
        "timestamps_": "true" if tcp.get("timestamps") else "false",
        # ns-2 sizes a SYN by tcpip_base_hdr_size_ (40 B), ccsim by the flow's header.
        "tcpip_base_hdr_size_": str(tcp["header_bytes"]) if tcp.get("syn") else "40",
        **window,
    }
    if tcp["tick_ns"] <= 0:
        raise Unsupported(f"{where}: ns-2 needs a positive tcpTick_ (tick)")
    if tcp["init_cwnd"] != int(tcp["init_cwnd"]):
        raise Unsupported(f"{where}: ns-2's windowInit_ is a whole number of packets")
    return settings, _AGENTS[tcp["recovery"]]


def _loss_lines(i: int, link: dict[str, Any], a: int, b: int, traced: bool) -> list[str]:
    loss = link["loss"]
    where = f"links[{i}] ({link['name']})"
    if loss["kind"] == "bernoulli":
        lines = [f"set em({i}) [new ErrorModel]", f"$em({i}) unit pkt",
                 f"$em({i}) set rate_ {_num(loss['p'])}"]
    elif loss["kind"] == "list":
        lines = [f"set em({i}) [new ErrorModel/List]",
                 f"$em({i}) droplist {{{' '.join(str(p) for p in loss['packets'])}}}"]
    else:
        raise Unsupported(f"{where}: loss kind {loss['kind']!r} is not translated")
    # After the link's delay (ccsim loses packets on arrival), counted per flow by a flow
    # monitor of its own (the link's drophead_ leads into the queue's monitor) and, on a traced
    # link, written to the trace as drops ('d') by a trace object of its own.
    after = "[$ns set nullAgent_]"
    lines += [f"$ns link-lossmodel $em({i}) $n({a}) $n({b})",
              f"set lmon({i}) [$ns makeflowmon SrcDestFid]",
              f"set lsnoop({i}) [new SnoopQueue/Drop]",
              f"$lsnoop({i}) set-monitor $lmon({i})"]
    if traced:
        lines += [f"set emtrace({i}) [$ns create-trace Drop $trf $n({a}) $n({b})]",
                  f"$emtrace({i}) target {after}"]
        after = f"$emtrace({i})"
    return lines + [f"$lsnoop({i}) target {after}", f"$em({i}) drop-target $lsnoop({i})"]


def ns2_script(engine: dict[str, Any], replication: int, trace_links: tuple[int, ...] = (),
               trace_file: str = "trace.tr", monitor_queues: bool = True,
               wall_clock: bool = False) -> Ns2Script:
    """The Tcl script of the lowered scenario ``engine`` (``Scenario.lower(seed).engine``) for
    replication ``replication``. Links with a finite queue or a loss model are monitored.

    ``monitor_queues=False`` leaves out the per-link flow monitors and queue integrators (the
    script then prints only the per-flow lines): ``ccsim bench --against ns2`` times ns-2 on
    the simulation alone, and a dumbbell has two monitored access links per flow.
    ``wall_clock=True`` prints ``CLOCK run MS`` when simulated time 0 begins (after ns-2 has
    computed its routes) and ``CLOCK end MS`` in ``finish`` (``clock milliseconds``), so that a
    benchmark can tell ns-2's set-up from its simulation."""
    nodes, links, flows = engine["nodes"], engine["links"], engine["flows"]
    out = [
        f"# ns-2.35 script written by ccsim (ccsim.validation.tcl), replication {replication}",
        "set ns [new Simulator]",
        *_seed_lines(replication),
    ]
    if trace_links:
        out.append(f"set trf [open {trace_file} w]")
    out.append("# nodes: " + ", ".join(f"{i} {name}" for i, name in enumerate(nodes)))
    out.append(f"for {{set i 0}} {{$i < {len(nodes)}}} {{incr i}} {{ set n($i) [$ns node] }}")
    monitored, lossy = [], []
    for i, link in enumerate(links):
        a, b = link["from"], link["to"]
        pre, qtype = _queue_lines(i, link)
        out.append(f"# link {i}: {link['name']}")
        out += pre
        out.append(f"$ns simplex-link $n({a}) $n({b}) {link['bandwidth_bps']}b "
                   f"{_s(link['delay_ns'])} {qtype}")
        q = link["queue"]
        limit = q.get("limit_pkts")
        if q.get("limit_bytes") is not None:
            out.append("Queue/DropTail set queue_in_bytes_ false")
            limit = 1  # x mean_pktsize_ = the byte limit
        out.append(f"$ns queue-limit $n({a}) $n({b}) {limit if limit is not None else 10**9}")
        if monitor_queues and (limit is not None or q["kind"] == "red"):
            monitored.append(i)
            out += [f"set fmon({i}) [$ns makeflowmon SrcDestFid]",
                    f"$ns attach-fmon [$ns link $n({a}) $n({b})] $fmon({i})",
                    f"set qint({i}) [new Integrator]",
                    f"$fmon({i}) set-pkts-integrator $qint({i})"]
        if i in trace_links:
            out.append(f"$ns trace-queue $n({a}) $n({b}) $trf")
        if link.get("loss") is not None:
            lossy.append(i)
            out += _loss_lines(i, link, a, b, i in trace_links)
    # The class defaults set so far: write only what changes.
    current: dict[str, str] = dict(_UNWRITTEN_DEFAULTS)
    transfer_apps: list[int] = []
    for i, flow in enumerate(flows):
        t = flow["transport"]
        if t["kind"] not in ("tcp", "udp"):
            raise Unsupported(f"flows[{i}]: {t['kind']} flows are not translated")
        if flow["app"]["kind"] not in ("bulk", "closed_loop", "poisson_transfers"):
            raise Unsupported(f"flows[{i}]: app {flow['app']['kind']!r} is not translated")
        if flow.get("stop_ns") is not None:
            raise Unsupported(f"flows[{i}]: stop times are not translated")
        if t["kind"] == "udp":
            out += _udp_lines(i, flow)
            continue
        defaults, agent = _tcp_defaults(i, t)
        if flow["app"]["kind"] != "bulk":
            if trace_links:
                raise Unsupported(f"flows[{i}]: transfer apps are compared statistically, "
                                  f"not traced")
            out += _transfer_app_lines(i, flow, defaults, agent)
            transfer_apps.append(i)
            continue
        out.append(f"# flow {i}: {flow['name']}")
        out += [f"Agent/TCP set {k} {v}" for k, v in defaults.items() if current.get(k) != v]
        current.update(defaults)
        out.append(f"set tcp({i}) [new {agent}]")
        out.append(f"$tcp({i}) set fid_ {i}")
        out += _vegas_lines(f"tcp({i})", t)
        out += _sink_lines(f"sink({i})", t)
        out += [
            f"$ns attach-agent $n({flow['src']}) $tcp({i})",
            f"$ns attach-agent $n({flow['dst']}) $sink({i})",
            f"$ns connect $tcp({i}) $sink({i})",
            f"set ftp({i}) [$tcp({i}) attach-app FTP]",
        ]
        # `$ns run` resets every agent (ssthresh_ = window_): a lower one is set at the start.
        start = "; ".join([*_ssthresh_lines(f"tcp({i})", t), f"$ftp({i}) start"])
        out.append(f"$ns at {_s(flow.get('start_ns', 0))} \"{start}\"")
    if wall_clock:
        # Braces: the clock is read when the event runs, not when the script is read.
        out.append('$ns at 0.0 {puts "CLOCK run [clock milliseconds]"}')
    udp = [i for i, f in enumerate(flows) if f["transport"]["kind"] == "udp"]
    out += _finish(len(flows), udp, monitored, lossy, bool(trace_links), wall_clock, transfer_apps)
    out.append(f"$ns at {_s(engine['duration_ns'])} finish")
    if trace_links:
        # A replay: `$ns run` resets the agents, each drawing its tick phase (boot_time_). The
        # stream restarts here so that those draws come first, node by node in the order
        # printed, and ccsim can be given the same phases (ccsim.validation.ns2rng).
        out += [*_seed_lines(replication), 'puts "RESETORDER [$ns array names Node_]"']
    out.append("$ns run")
    return Ns2Script("\n".join(out) + "\n", tuple(monitored), tuple(lossy), tuple(trace_links),
                     trace_file if trace_links else None, len(engine["flows"]))


def _vegas_lines(var: str, t: dict[str, Any]) -> list[str]:
    """Vegas's thresholds on the agent in Tcl variable ``var`` (none for other recoveries)."""
    if t["recovery"] != "vegas":
        return []
    return [f"${var} set v_{name}_ {int(t['window'][name])}" for name in ("alpha", "beta", "gamma")]


def _ssthresh_lines(var: str, t: dict[str, Any]) -> list[str]:
    """An initial ssthresh below the receiver window, set on the agent in ``var`` once it is
    reset (ns-2 resets an agent's ``ssthresh_`` to ``window_``: at ``$ns run``, or when made)."""
    ssthresh = min(t["init_ssthresh"], t["rwnd_pkts"])
    return [f"${var} set ssthresh_ {int(ssthresh)}"] if ssthresh < t["rwnd_pkts"] else []


def _sink_lines(var: str, t: dict[str, Any]) -> list[str]:
    """Create the receiving agent of a TCP flow with transport ``t`` in Tcl variable ``var``."""
    sack = "/Sack1" if t["recovery"] == "sack" else ""
    if t["delayed_ack"]:
        # Without a SYN packet 0 is data like any other: held as ns-2 holds the rest.
        lines = [f"set {var} [new Agent/TCPSink{sack}/DelAck]",
                 f"${var} set interval_ {_s(t['delack_timeout_ns'])}",
                 f"${var} set SYN_immediate_ack_ {'true' if t.get('syn') else 'false'}"]
    else:
        lines = [f"set {var} [new Agent/TCPSink{sack}]"]
    return [*lines, f"${var} set packetSize_ {t['ack_bytes']}"]


def _transfer_app_lines(i: int, flow: dict[str, Any], defaults: dict[str, str],
                        agent: str) -> list[str]:
    """Flow ``i``, an app of many finite transfers, each a new connection as in ccsim
    (``transport/transfers.rs``): a closed loop (seed 000's web-like workload: ``concurrent``
    transfers of ``packets`` packets always in progress) or Poisson arrivals (seed 003's FTP
    background: sizes uniform on [``min_packets``, ``max_packets``], at ``rate_per_s`` or at
    the rate that keeps ``mean_active`` in progress by Little's law, ccsim's estimate of the
    mean transfer time redone in Tcl).

    In ns-2 each transfer is a fresh agent pair made by the procedure ``transfer_i`` (a new
    ``Agent/TCP`` is reset when made: slow start from ``windowInit_``, no RTT estimate, the
    initial RTO). Its ``done``, which ns-2 calls once the last packet is acknowledged
    (``finish()``), counts it, and in a closed loop starts the next one at once, as ccsim
    replaces a finished transfer within the ACK's event. The agents are made while the
    simulation runs, after every class default has been set, so the procedure sets all of the
    flow's defaults first (``_UNWRITTEN_DEFAULTS`` too)."""
    t, app = flow["transport"], flow["app"]
    if t.get("syn"):
        raise Unsupported(f"flows[{i}]: transfers opening with a SYN are not translated")
    closed = app["kind"] == "closed_loop"
    body = [f"    Agent/TCP set {k} {v}" for k, v in defaults.items()]
    body += [f"    set t [new {agent}]", f"    $t set fid_ {i}"]
    body += [f"    {line}" for line in _vegas_lines("t", t)]
    body += [f"    {line}" for line in _sink_lines("s", t)]
    body += [f"    {line}" for line in _ssthresh_lines("t", t)]
    # The finished agent's retransmission timer, left set by its last ACK, would fire every
    # RTO for the rest of the run (nothing outstanding: no effect but time): push it out.
    done = [f"incr completed({i})", "$self set minrto_ 1e9", "$self set maxrto_ 1e9",
            f"transfer_{i} {int(app['packets'])}" if closed else
            f"accrue_{i}; incr active({i}) -1"]
    body += [
        f"    $ns attach-agent $n({flow['src']}) $t",
        f"    $ns attach-agent $n({flow['dst']}) $s",
        "    $ns connect $t $s",
        f"    lappend transfers({i}) [list $t $s]",
        f"    $t proc done {{}} {{ global completed active; {'; '.join(done)} }}",
        "    $t advanceby $packets",
    ]
    start = _s(flow.get("start_ns", 0))
    if closed:
        title = f"closed loop: {app['concurrent']} transfers of {app['packets']} packets"
        begin = [f"$ns at {start} {{for {{set k 0}} {{$k < {app['concurrent']}}} {{incr k}} "
                 f"{{ transfer_{i} {int(app['packets'])} }}}}"]
        count = []
    else:
        title = (f"Poisson arrivals of transfers of {app['min_packets']}-{app['max_packets']} "
                 f"packets")
        count = [f"    accrue_{i}", f"    incr active({i})", f"    incr started({i})"]
        begin = _poisson_lines(i, app, start)
    return [
        f"# flow {i}: {flow['name']} ({title}, each a new connection)",
        f"set completed({i}) 0; set transfers({i}) {{}}",
        f"proc transfer_{i} {{packets}} {{",
        "    global ns n transfers active started",
        *count,
        *body,
        "}",
        *begin,
    ]


def _poisson_lines(i: int, app: dict[str, Any], start: str) -> list[str]:
    """The arrivals of flow ``i``'s Poisson transfers, from ns-2's ``$defaultRNG``: the first an
    exponential gap after the flow's start, each next one a gap after the one before at the
    rate then (``TransferApp::schedule_arrival``), sizes ``min + floor(U (max - min + 1))``.
    The adaptive rate is ``mean_active`` over the mean time per transfer started, ``(area +
    initial_duration) / (started + 1)``, where ``area`` integrates the transfers in progress
    (``TransferApp::arrival_rate``)."""
    lo, hi = int(app["min_packets"]), int(app["max_packets"])
    if app.get("rate_per_s") is not None:
        rate = f"return {_num(app['rate_per_s'])}"
    else:
        rate = (f"accrue_{i}; return [expr {{{_num(app['mean_active'])} / "
                f"(($area({i}) + {_s(app['initial_duration_ns'])}) / ($started({i}) + 1))}}]")
    return [
        f"set active({i}) 0; set started({i}) 0; set area({i}) 0.0; set area_at({i}) {start}",
        f"set gap({i}) [new RandomVariable/Exponential]",
        f"set size({i}) [new RandomVariable/Uniform]",
        f"proc accrue_{i} {{}} {{",
        "    global ns active area area_at",
        "    set now [$ns now]",
        f"    set area({i}) [expr {{$area({i}) + $active({i}) * ($now - $area_at({i}))}}]",
        f"    set area_at({i}) $now",
        "}",
        f"proc rate_{i} {{}} {{ global area started; {rate} }}",
        f"proc arrive_{i} {{}} {{",
        "    global size",
        f"    set k [expr {{{lo} + int([$size({i}) value] * {hi - lo + 1})}}]",
        f"    transfer_{i} [expr {{min($k, {hi})}}]",
        f"    next_{i}",
        "}",
        f"proc next_{i} {{}} {{",
        "    global ns gap",
        f"    $gap({i}) set avg_ [expr {{1.0 / [rate_{i}]}}]",
        f"    $ns at [expr {{[$ns now] + [$gap({i}) value]}}] arrive_{i}",
        "}",
        f"$ns at {start} next_{i}",
    ]


def _seed_lines(replication: int) -> list[str]:
    """Put ``$defaultRNG`` at the start of replication ``replication``'s substream."""
    return [f"$defaultRNG seed {NS2_SEED}",
            f"for {{set r 0}} {{$r < {replication}}} {{incr r}} {{ $defaultRNG next-substream }}"]


def _udp_lines(i: int, flow: dict[str, Any]) -> list[str]:
    """Flow ``i``, a UDP source: ``Agent/UDP`` (its ``packetSize_`` the datagram, so that
    nothing is split) under ns-2's CBR or Pareto ON/OFF generator, into an
    ``Agent/LossMonitor`` that counts what arrives. ns-2 puts no header on a UDP datagram: the
    packet on the wire is ``packetSize_`` bytes, as ccsim's ``size``."""
    t, where = flow["transport"], f"flows[{i}]"
    size, source = t["pkt_bytes"], t["source"]
    if source["kind"] == "cbr":
        app = ["Application/Traffic/CBR", f"rate_ {source['rate_bps']}", "random_ 0"]
    elif source["kind"] == "pareto_on_off":
        app = ["Application/Traffic/Pareto", f"rate_ {source['rate_bps']}",
               f"burst_time_ {_s(source['mean_on_ns'])}", f"idle_time_ {_s(source['mean_off_ns'])}",
               f"shape_ {_num(source['shape'])}"]
    else:
        raise Unsupported(f"{where}: a {source['kind']} UDP source has no ns-2 counterpart")
    return [
        f"# flow {i}: {flow['name']} (UDP)",
        f"set udp({i}) [new Agent/UDP]",
        f"$udp({i}) set fid_ {i}",
        f"$udp({i}) set packetSize_ {size}",
        f"set sink({i}) [new Agent/LossMonitor]",
        f"$ns attach-agent $n({flow['src']}) $udp({i})",
        f"$ns attach-agent $n({flow['dst']}) $sink({i})",
        f"$ns connect $udp({i}) $sink({i})",
        f"set app({i}) [new {app[0]}]",
        f"$app({i}) set packetSize_ {size}",
        *(f"$app({i}) set {setting}" for setting in app[1:]),
        f"$app({i}) attach-agent $udp({i})",
        f"$ns at {_s(flow.get('start_ns', 0))} \"$app({i}) start\"",
    ]


def _finish(n_flows: int, udp: list[int], monitored: list[int], lossy: list[int], traced: bool,
            wall_clock: bool = False, transfer_apps: list[int] | None = None) -> list[str]:
    """The ``finish`` procedure: one line per flow (``UFLOW`` for the UDP flows ``udp``: the
    packets and bytes their sinks received; ``CFLOW`` for the flows of many transfers
    ``transfer_apps``: the transfers completed and the sums over every transfer's agents),
    per monitored link and per (link, flow)."""
    transfer_apps = transfer_apps or []
    lines = [
        "proc finish {} {",
        "    global ns tcp sink fmon qint lmon trf"
        + (" transfers completed" if transfer_apps else ""),
        *(['    puts "CLOCK end [clock milliseconds]"'] if wall_clock else []),
        "    set now [$ns now]",
        f"    for {{set i 0}} {{$i < {n_flows}}} {{incr i}} {{",
        *([f"        if {{[lsearch -exact {{{' '.join(map(str, udp))}}} $i] >= 0}} {{",
           '            puts "UFLOW $i [$sink($i) set npkts_] [$sink($i) set bytes_]"',
           "            continue", "        }"] if udp else []),
        *([f"        if {{[lsearch -exact {{{' '.join(map(str, transfer_apps))}}} $i] >= 0}} {{",
           "            set sum {0 0 0 0 0}",
           "            foreach pair $transfers($i) {",
           "                lassign $pair t s",
           # ncwndcuts1_: a finished agent's retransmission timer, left set by the last ACK
           # (newtimer: t_seqno_ > its seqno), fires every RTO with nothing outstanding, each
           # time a cut ncwndcuts_ counts (NO_OUTSTANDING_DATA) and ncwndcuts1_ leaves out.
           "                set v [list [$t set ndatapack_] [$t set nrexmitpack_] "
           "[$t set nrexmit_] [$t set ncwndcuts1_] [$s set bytes_]]",
           "                set sum [lmap a $sum b $v {expr {$a + $b}}]",
           "            }",
           '            puts "CFLOW $i $completed($i) $sum"',
           "            continue", "        }"] if transfer_apps else []),
        '        puts "FLOW $i [$tcp($i) set ndatapack_] [$tcp($i) set nrexmitpack_] '
        '[$tcp($i) set nrexmit_] [$tcp($i) set ncwndcuts_] [$sink($i) set bytes_] '
        '[$tcp($i) set cwnd_] [$tcp($i) set ssthresh_]"',
        "    }",
    ]
    for i in monitored:
        lines += [
            f"    $qint({i}) newpoint $now [$fmon({i}) set pkts_]",
            f'    puts "LINK {i} [$fmon({i}) set parrivals_] [$fmon({i}) set pdepartures_] '
            f'[$fmon({i}) set pdrops_] [$qint({i}) set sum_]"',
            f"    foreach f [$fmon({i}) flows] {{ puts \"QDROP {i} [$f set flowid_] [$f set src_] "
            f'[$f set dst_] [$f set pdrops_]" }}',
        ]
    for i in lossy:
        lines.append(f"    foreach f [$lmon({i}) flows] {{ puts \"LDROP {i} [$f set flowid_] "
                     f'[$f set src_] [$f set dst_] [$f set pdrops_]" }}')
    if traced:
        lines += ["    $ns flush-trace", "    close $trf"]
    lines += ["    exit 0", "}"]
    return lines
