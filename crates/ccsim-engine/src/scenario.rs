//! The engine's scenario: the one contract between the Python front and the Rust engine.
//!
//! This is the *lowered* form: an explicit graph of nodes and unidirectional links, and flows
//! between node indices. Named topologies (dumbbell, parking lot, Abilene...) and units such as
//! "4Mbps" are resolved by the Python front (`python/ccsim/scenario.py`) before the JSON reaches
//! here; engine tests build this struct directly. All times are integer nanoseconds, rates are bits
//! per second, sizes are bytes.
//!
//! `validate()` re-checks everything the engine relies on and names the offending field, so a
//! scenario built by hand (or by a buggy front) is refused before the run, never mid-run.

use serde::{Deserialize, Serialize};

/// A complete, lowered simulation scenario.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Simulated time to run, ns.
    pub duration_ns: u64,
    /// Master seed; every random component derives its own stream from (seed, component id).
    #[serde(default)]
    pub seed: u64,
    /// Node names; a node's index in this list is its id.
    pub nodes: Vec<String>,
    pub links: Vec<LinkSpec>,
    pub flows: Vec<FlowSpec>,
    #[serde(default)]
    pub monitors: Monitors,
    #[serde(default)]
    pub budget: Budget,
    /// How static routes are chosen (`net/routing.rs`).
    #[serde(default, skip_serializing_if = "Routing::is_delay")]
    pub routing: Routing,
}

/// The static routing rule (`net/routing.rs`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Routing {
    /// Shortest propagation delay.
    #[default]
    Delay,
    /// Fewest hops, hop by hop, as ns-2's static routing with its default link cost.
    Hops,
}

impl Routing {
    fn is_delay(&self) -> bool {
        *self == Routing::Delay
    }
}

/// A unidirectional link: a FIFO output queue at `from` feeding a transmitter of `bandwidth_bps`,
/// then `delay_ns` of propagation to `to`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkSpec {
    pub name: String,
    pub from: u32,
    pub to: u32,
    pub bandwidth_bps: u64,
    pub delay_ns: u64,
    pub queue: QueueSpec,
    /// Random loss on the wire (corruption): the packet uses the link, then is dropped on arrival.
    #[serde(default)]
    pub loss: Option<LossSpec>,
}

/// Output-queue discipline of a link.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum QueueSpec {
    /// Tail drop. `limit_pkts` counts packets in the system at the link (waiting plus the one being
    /// transmitted), as ns-2's DropTail does (REFERENCE.md 1.1: `Queue set limit_`).
    /// `None` means unlimited.
    Droptail {
        #[serde(default)]
        limit_pkts: Option<u32>,
        #[serde(default)]
        limit_bytes: Option<u64>,
    },
    /// Random Early Detection (Floyd & Jacobson 1993; ns-2 `queue/red.cc`, REFERENCE.md 4).
    /// Thresholds are in packets (packet mode). `None` for a threshold or `w_q` is ns-2's
    /// automatic value (`thresh_ 0`, `maxthresh_ 0`, `q_weight_ -1`: `queue::red::RedParams`).
    Red {
        limit_pkts: u32,
        #[serde(default)]
        min_th: Option<f64>,
        #[serde(default)]
        max_th: Option<f64>,
        #[serde(default = "default_max_p")]
        max_p: f64,
        #[serde(default = "default_w_q")]
        w_q: Option<f64>,
        /// ns-2 `targetdelay_`: the queueing delay an automatic `min_th` aims at (5 ms).
        #[serde(default = "default_red_target_delay")]
        target_delay_ns: u64,
        /// An automatic `w_q` from this time constant of the average instead of ns-2's
        /// `q_weight_ -1` rule: 1 - exp(-1 / (C tc)), C in `mean_pkt_bytes` packets per second
        /// (ns-2's `q_weight_ 0` is 1 s, `q_weight_ -2` 0.1 s). `None`: the -1 rule.
        #[serde(default)]
        w_q_time_constant_ns: Option<u64>,
        /// Adaptive RED (Floyd, Gummadi & Shenker 2001; ns-2 `adaptive_ 1`): max_p adjusted
        /// toward an average between the thresholds. `None`: max_p fixed.
        #[serde(default)]
        adaptive: Option<AdaptiveRedSpec>,
        /// ns-2's byte mode (`queue_in_bytes_` and `bytes_`, both on in ns-2.35's defaults): the
        /// average, the thresholds and the limit count bytes (thresholds and limit given in
        /// `mean_pkt_bytes` packets), and the drop probability scales with the packet's size.
        #[serde(default)]
        byte_mode: bool,
        /// ns-2 `use_mark_p_` (on in ns-2.35): no forced drop for the average above the curve
        /// (max_th, or 2 max_th with gentle): such an arrival takes the early-drop path with
        /// probability 1, and an ECN-capable packet is marked only while the curve's
        /// probability is below `mark_p` (dropped otherwise).
        #[serde(default)]
        use_mark_p: bool,
        #[serde(default = "default_mark_p")]
        mark_p: f64,
        #[serde(default)]
        gentle: bool,
        /// ns-2 `wait_`: inter-drop gaps uniform on [1/p_b, 2/p_b] instead of the 1993 formula.
        #[serde(default = "default_true")]
        wait: bool,
        /// Typical packet size for the idle-time decay (ns-2 `mean_pktsize_`, 500 B).
        #[serde(default = "default_mean_pkt")]
        mean_pkt_bytes: u32,
        /// ECN (RFC 3168 Section 7; ns-2 `setbit_`): an early drop of an ECN-capable packet
        /// becomes a CE mark; forced drops (average above max_th, or the physical limit) stay
        /// drops. Off by default.
        #[serde(default)]
        ecn: bool,
        /// Replaying an ns-2 run: the state of ns-2's default stream (MRG32k3a,
        /// `ns2_stream::Mrg32k3a`) from which the early-drop decisions draw, in ns-2's order.
        #[serde(default)]
        ns2_stream: Option<[u64; 6]>,
    },
    /// CoDel (RFC 8289): drops (or marks) at dequeue when packets have spent more than
    /// `target` in the queue for at least `interval`, the next drop `interval/sqrt(count)`
    /// later. `limit_pkts` is a tail-drop backstop.
    Codel {
        #[serde(default = "default_aqm_limit")]
        limit_pkts: u32,
        #[serde(default = "default_codel_target")]
        target_ns: u64,
        #[serde(default = "default_codel_interval")]
        interval_ns: u64,
        #[serde(default)]
        ecn: bool,
    },
    /// FQ-CoDel (RFC 8290): `flows` queues chosen by a hash of the flow with a fixed seed,
    /// served by deficit round robin (`quantum_bytes`), each with its own CoDel.
    FqCodel {
        #[serde(default = "default_fq_limit")]
        limit_pkts: u32,
        #[serde(default = "default_fq_flows")]
        flows: u32,
        #[serde(default = "default_fq_quantum")]
        quantum_bytes: u32,
        #[serde(default = "default_codel_target")]
        target_ns: u64,
        #[serde(default = "default_codel_interval")]
        interval_ns: u64,
        #[serde(default)]
        hash_seed: u64,
        #[serde(default)]
        ecn: bool,
    },
    /// PIE (RFC 8033): drops (or marks) arrivals with a probability updated every `t_update`
    /// from the queueing delay's distance to `target` and its trend.
    Pie {
        #[serde(default = "default_aqm_limit")]
        limit_pkts: u32,
        #[serde(default = "default_pie_target")]
        target_ns: u64,
        #[serde(default = "default_pie_target")]
        t_update_ns: u64,
        #[serde(default = "default_pie_alpha")]
        alpha: f64,
        #[serde(default = "default_pie_beta")]
        beta: f64,
        #[serde(default = "default_pie_burst")]
        max_burst_ns: u64,
        #[serde(default = "default_pie_ecnth")]
        mark_ecnth: f64,
        #[serde(default)]
        ecn: bool,
    },
}

fn default_aqm_limit() -> u32 {
    1000
}
fn default_fq_limit() -> u32 {
    10240
}
fn default_fq_flows() -> u32 {
    1024
}
fn default_fq_quantum() -> u32 {
    1514
}
fn default_codel_target() -> u64 {
    5_000_000
}
fn default_codel_interval() -> u64 {
    100_000_000
}
fn default_pie_target() -> u64 {
    15_000_000
}
fn default_pie_alpha() -> f64 {
    0.125
}
fn default_pie_beta() -> f64 {
    1.25
}
fn default_pie_burst() -> u64 {
    150_000_000
}
fn default_pie_ecnth() -> f64 {
    0.1
}

fn default_max_p() -> f64 {
    0.1
}
fn default_w_q() -> Option<f64> {
    Some(0.002)
}
fn default_red_target_delay() -> u64 {
    5_000_000
}
fn default_mark_p() -> f64 {
    0.1
}

impl QueueSpec {
    /// RED as a scenario gets it when it gives only these three fields (the defaults above):
    /// max_p 0.1, w_q 0.002, ns-2's `wait`, packet mode, not gentle, not adaptive, no ECN.
    pub fn red(limit_pkts: u32, min_th: f64, max_th: f64) -> QueueSpec {
        QueueSpec::Red {
            limit_pkts,
            min_th: Some(min_th),
            max_th: Some(max_th),
            max_p: default_max_p(),
            w_q: default_w_q(),
            target_delay_ns: default_red_target_delay(),
            w_q_time_constant_ns: None,
            adaptive: None,
            byte_mode: false,
            use_mark_p: false,
            mark_p: default_mark_p(),
            gentle: false,
            wait: default_true(),
            mean_pkt_bytes: default_mean_pkt(),
            ecn: false,
            ns2_stream: None,
        }
    }
}

/// Adaptive RED's constants (ns-2.35 defaults: `alpha_` 0.01, `beta_` 0.9, `interval_` 0.5 s,
/// `top_` 0.5, `bottom_` 0 = automatic).
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdaptiveRedSpec {
    /// Additive step of max_p (at most a quarter of max_p).
    pub alpha: f64,
    /// Multiplicative step of max_p.
    pub beta: f64,
    /// At most one step per interval.
    pub interval_ns: u64,
    /// max_p rises only while below `top`.
    pub top: f64,
    /// max_p falls only while above `bottom`; `None`: min(0.01, 80,000 b/s / bandwidth).
    #[serde(default)]
    pub bottom: Option<f64>,
}
fn default_true() -> bool {
    true
}
fn default_mean_pkt() -> u32 {
    500
}

/// Random packet loss on a link (ns-2 `ErrorModel`, REFERENCE.md 10.2).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum LossSpec {
    /// Each packet lost independently with probability `p`.
    Bernoulli {
        p: f64,
        #[serde(default)]
        packets: LossTarget,
    },
    /// Each bit corrupted independently: a packet of n bits is lost with probability 1-(1-ber)^n.
    Ber {
        ber: f64,
        #[serde(default)]
        packets: LossTarget,
    },
    /// Deterministic: drop the first transmission of each listed data sequence number of `flow`
    /// (ns-2 `ErrorModel/List` in spirit); for hand-built loss patterns.
    Seqs { flow: u32, seqs: Vec<i64> },
    /// Deterministic: drop the first ACK of `flow` carrying each listed sequence number (a TCP
    /// cumulative ACK value; for TFRCP the packet the ACK acknowledges). For hand-built tests.
    AckSeqs { flow: u32, seqs: Vec<i64> },
    /// Deterministic: drop the packets that are the listed ones (0 = the first) of all packets
    /// reaching the link's far end, data and ACKs alike (ns-2 `ErrorModel/List`, unit `pkt`,
    /// placed after the link's delay). Strictly increasing.
    List { packets: Vec<u64> },
}

/// Which packets a loss model applies to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LossTarget {
    #[default]
    All,
    /// Data packets only (TCP data and UDP), not ACKs.
    Data,
}

/// One flow: a sender at `src`, a receiver at `dst`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FlowSpec {
    pub name: String,
    pub src: u32,
    pub dst: u32,
    #[serde(default)]
    pub start_ns: u64,
    /// The sender stops offering new data at this time (None: runs to the end).
    #[serde(default)]
    pub stop_ns: Option<u64>,
    #[serde(default)]
    pub app: AppSpec,
    pub transport: TransportSpec,
}

/// How much data the application offers.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum AppSpec {
    /// Always has data (ns-2 FTP).
    #[default]
    Bulk,
    /// A single transfer of `packets` data packets; its completion time is recorded.
    Finite { packets: u64 },
    /// Web-like closed loop (seed 000 Section VI.B, "as soon as any flow finishes, a new flow
    /// initiates transfers"): `concurrent` transfers of `packets` each are always in progress on
    /// this flow's path; when one is fully acknowledged a new one starts at once as a *new* TCP
    /// connection (slow start from the initial window, no RTT estimate carried over). Every
    /// transfer is a row of the `transfers` table. TCP only (`transport::transfers`).
    ClosedLoop {
        packets: u64,
        #[serde(default = "default_one")]
        concurrent: u32,
    },
    /// Finite FTP transfers arriving as a Poisson process (seed 003's medium-duration background):
    /// sizes uniform on the integers [min_packets, max_packets], each a new TCP connection over
    /// this flow's path. Either a fixed arrival `rate_per_s`, or `mean_active`: the rate is kept at
    /// mean_active / W so that, by Little's law, that many are active on average, with W the time
    /// transfers have spent in progress so far per transfer started (in-progress time included),
    /// plus one prior transfer of `initial_duration_ns`. TCP only.
    PoissonTransfers {
        min_packets: u64,
        max_packets: u64,
        #[serde(default)]
        rate_per_s: Option<f64>,
        #[serde(default)]
        mean_active: Option<f64>,
        #[serde(default = "default_initial_duration")]
        initial_duration_ns: u64,
    },
}

fn default_one() -> u32 {
    1
}
fn default_initial_duration() -> u64 {
    1_000_000_000
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TransportSpec {
    Tcp(TcpSpec),
    Udp(UdpSpec),
    Tfrcp(TfrcpSpec),
}

/// TFRCP, the TCP-friendly rate-based sender of seed 003 (Padhye, Kurose, Towsley, Koodli,
/// NOSSDAV'99; REFERENCE.md 7); `transport::tfrcp` documents the protocol. Values the seed lost
/// (r0, M, the bit-vector length) have documented defaults.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TfrcpSpec {
    /// Payload bytes per data packet.
    pub mss_bytes: u32,
    /// Header bytes added to each data packet on the wire.
    pub header_bytes: u32,
    /// Size of an ACK on the wire.
    pub ack_bytes: u32,
    /// r0, packets per second (the seed's value is lost; "any reasonable value").
    pub initial_rate_pps: f64,
    /// How long each round lasts (strategies S1, S2, S3).
    pub rounds: RoundSpec,
    /// W_max of f(W_max, R, p, B): the receiver's declared window, packets. Also caps a doubled
    /// rate at W_max/R.
    pub wmax_pkts: f64,
    /// b of the PFTK model: packets acknowledged per ACK (1: TFRCP ACKs every packet).
    pub pftk_b: f64,
    /// Length of the ACK's bit vector over the packets before the one acknowledged (1..=32).
    pub ack_bits: u32,
    /// RTT/RTO estimation "exactly as in TCP" (REFERENCE.md 1.3): clock tick, RTO clamps.
    pub tick_ns: u64,
    pub min_rto_ns: u64,
    pub max_rto_ns: u64,
    pub initial_rto_ns: u64,
    /// R before the first RTT sample (S2's first round length; f if a lossy round ends first).
    pub initial_rtt_ns: u64,
    /// A random delay U[0, overhead] before each packet (seed 003's "small random delay ... to
    /// simulate processing overhead"). 0 = off.
    pub overhead_ns: u64,
}

impl Default for TfrcpSpec {
    fn default() -> Self {
        TfrcpSpec {
            mss_bytes: 1000,
            header_bytes: 40,
            ack_bytes: 40,
            initial_rate_pps: 10.0,
            rounds: RoundSpec::Fixed { m_ns: 2_000_000_000 },
            wmax_pkts: 1_000_000.0,
            pftk_b: 1.0,
            ack_bits: 8,
            tick_ns: 10_000_000,
            min_rto_ns: 200_000_000,
            max_rto_ns: 60_000_000_000,
            initial_rto_ns: 3_000_000_000,
            initial_rtt_ns: 100_000_000,
            overhead_ns: 0,
        }
    }
}

/// TFRCP's recomputation interval M (seed 003 Section III.C.1; REFERENCE.md 7).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum RoundSpec {
    /// S1: a fixed M.
    Fixed { m_ns: u64 },
    /// S2: M = K times the RTT estimate at the start of the round.
    RttMultiple { k: f64 },
    /// S3: M = c + U[0, d], drawn at the start of each round.
    Uniform { c_ns: u64, d_ns: u64 },
}

/// A TCP sender/receiver pair. Sequence numbers count packets, as in ns-2 (REFERENCE.md 1.2).
/// Defaults are ns-2.35's (REFERENCE.md 1.1) except the receiver window, which the papers raise
/// "sufficiently high" (seed 000).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TcpSpec {
    /// Payload bytes per data packet.
    pub mss_bytes: u32,
    /// TCP/IP header bytes added to each data packet on the wire (ns-2 `useHeaders_`).
    pub header_bytes: u32,
    /// Size of an ACK on the wire.
    pub ack_bytes: u32,
    /// Initial congestion window, packets (ns-2.35 `windowInit_` 2).
    pub init_cwnd: f64,
    /// Initial slow-start threshold, packets.
    pub init_ssthresh: f64,
    /// Receiver-advertised window cap, packets.
    pub rwnd_pkts: u32,
    pub recovery: Recovery,
    pub window: WindowSpec,
    /// How the first fast-retransmit decrease, and any decrease from slow start, is computed.
    pub first_decrease: FirstDecrease,
    pub schedule: ScheduleSpec,
    /// Which RTT the paced/randomized schedule divides by the window.
    pub pacing_rtt: PacingRtt,
    /// Which window the paced/randomized schedule divides the RTT by.
    pub pacing_window: PacingWindow,
    /// Paced/randomized schedules space packets in slow start too (seed 000 Section VI.A.1: "in
    /// slow start, Pacing delays the congestion signal"); false sends slow start ACK-clocked.
    pub pace_slow_start: bool,
    /// Paced/randomized schedules space the new packets fast recovery's inflation allows; false
    /// sends them ACK-clocked. Retransmissions always leave at once.
    pub pace_recovery: bool,
    /// Duplicate-ACK threshold for fast retransmit.
    pub dupack_threshold: u32,
    pub min_rto_ns: u64,
    pub max_rto_ns: u64,
    pub initial_rto_ns: u64,
    /// RTT-sample clock granularity (ns-2 `tcpTick_`); 0 means exact samples.
    pub tick_ns: u64,
    /// The phase of that clock, in [0, tick): ns-2's `boot_time_`, which ns-2 draws U[0, tick)
    /// per agent and ccsim per flow unless it is given here (to replay an ns-2 run exactly:
    /// `ccsim.validation`). None: drawn.
    pub tick_offset_ns: Option<u64>,
    /// Receiver delays ACKs (ns-2 `TCPSink/DelAck`); off in every paper studied.
    pub delayed_ack: bool,
    pub delack_timeout_ns: u64,
    /// ns-2 `overhead_`: a random delay U[0, overhead] before each ACK-clocked burst
    /// (REFERENCE.md 1.5), used against phase effects. 0 = off.
    pub overhead_ns: u64,
    /// A SYN first (ns-2.35's defaults `syn_` and `delay_growth_`): sequence number 0 is a
    /// header-only packet sent with cwnd 1, and the initial window applies once it is
    /// acknowledged; data follow from 1. Off by default (ns-2 before May 2001, and ccsim's
    /// reproductions unless they say otherwise).
    pub syn: bool,
    /// Limited Transmit (RFC 3042; ns-2 `singledup_`): a new packet on each of the first two
    /// duplicate ACKs. Off by default: ns-2 turned it on only in Nov 2001 (REFERENCE.md 1.1), after
    /// the simulators of seeds 000 and 004; seeds 001/002 ran ns-2.35, where it is on.
    pub limited_transmit: bool,
    /// ECN (RFC 3168): data packets are sent ECN-capable, the receiver echoes CE marks with ECE
    /// until it sees CWR, and the sender halves its window at most once per window of data.
    /// Off by default.
    pub ecn: bool,
    /// With `ecn`, ns-2.35's `ecn_` sender and sink: retransmissions are sent ECN-capable as
    /// well, CWR goes on the next packet whether new or not, the first packet is ns-2's ECN setup
    /// (ECE set, not ECN-capable), echoed by the sink, and the sender's ECN arithmetic is ns-2's
    /// (`transport::tcp::sender`). Off by default, as RFC 3168 Section
    /// 6.1.5 requires ("the TCP data sender MUST NOT set an ECT codepoint ... for retransmitted
    /// data packets").
    pub ecn_retransmit_ect: bool,
    /// ns-2 `maxburst_`: at most this many packets leave in one go (on an ACK, at the start, after
    /// a timeout, at a delayed send); what the window still allows waits for the next ACK. Fast
    /// retransmissions and Limited Transmit's packets are not counted, as in ns-2. 0: no limit
    /// (ns-2's default).
    pub max_burst: u32,
    /// ns-2 `maxcwnd_`: an increase that takes int(cwnd) above this many packets sets cwnd to it
    /// (`opencwnd`; fast recovery's inflation may still exceed it, as in ns-2). 0: no cap
    /// (ns-2's default).
    pub max_cwnd_pkts: u32,
    /// TCP timestamps (RFC 7323 RTTM; ns-2 `timestamps_`): each data packet carries its send
    /// time and 10 more header bytes (ns-2 `ts_option_size_`; RFC 7323's TSopt), the receiver
    /// echoes it as ns-2's sink does, and every new ACK gives an RTT sample from the echo. Off
    /// by default (ns-2's default).
    pub timestamps: bool,
}

impl Default for TcpSpec {
    fn default() -> Self {
        TcpSpec {
            mss_bytes: 1000,
            header_bytes: 40,
            ack_bytes: 40,
            init_cwnd: 2.0,
            init_ssthresh: 1.0e9,
            rwnd_pkts: 1_000_000,
            recovery: Recovery::Reno,
            window: WindowSpec::default(),
            first_decrease: FirstDecrease::Rule,
            schedule: ScheduleSpec::AckClocked,
            pacing_rtt: PacingRtt::Srtt,
            pacing_window: PacingWindow::Cwnd,
            pace_slow_start: true,
            pace_recovery: true,
            dupack_threshold: 3,
            min_rto_ns: 200_000_000,
            max_rto_ns: 60_000_000_000,
            initial_rto_ns: 3_000_000_000,
            tick_ns: 10_000_000,
            tick_offset_ns: None,
            delayed_ack: false,
            delack_timeout_ns: 100_000_000,
            overhead_ns: 0,
            syn: false,
            limited_transmit: false,
            ecn: false,
            ecn_retransmit_ect: false,
            max_burst: 0,
            max_cwnd_pkts: 0,
            timestamps: false,
        }
    }
}

/// Loss recovery (RFC 5681 Reno, RFC 6582 NewReno; Tahoe = fast retransmit then slow start).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Recovery {
    Tahoe,
    Reno,
    Newreno,
    /// SACK (RFC 2018 blocks; recovery as ns-2.35's `Agent/TCP/Sack1` with `TCPSink/Sack1`,
    /// a conservative pipe-based recovery in the spirit of RFC 6675).
    Sack,
    /// ns-2.35's `Agent/TCP/Vegas` as a whole (`transport::tcp::vegas_ns2`): the Vegas paper's
    /// fine-grained retransmission (Brakmo & Peterson 1995, Section 3.1) and ns-2's own
    /// once-per-RTT window arithmetic. Needs the `vegas` window rule with whole-number
    /// thresholds, an ACK-clocked schedule, and no SYN, ECN or Limited Transmit, which that
    /// agent does not have.
    Vegas,
}

/// The window rule: how cwnd grows without loss and shrinks on a loss indication.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case", deny_unknown_fields)]
pub enum WindowSpec {
    /// Additive increase `alpha` packets per RTT, multiplicative decrease to `beta * W`
    /// (Reno: 1, 0.5; GAIMD TCP(alpha, beta) of seed 004).
    Aimd { alpha: f64, beta: f64 },
    /// Binomial (Bansal & Balakrishnan): W += alpha/W^k per RTT, W -= beta*W^l on loss.
    Binomial { k: f64, l: f64, alpha: f64, beta: f64 },
    /// CUBIC (RFC 9438): W(t) = C (t - K)^3 + W_max in congestion avoidance, decrease to
    /// beta W, with the Reno-friendly region and fast convergence (each switchable).
    Cubic {
        #[serde(default = "default_cubic_c")]
        c: f64,
        #[serde(default = "default_cubic_beta")]
        beta: f64,
        #[serde(default = "default_true")]
        fast_convergence: bool,
        #[serde(default = "default_true")]
        tcp_friendly: bool,
    },
    /// TCP Vegas (Brakmo & Peterson 1995): once per RTT, +1 if fewer than `alpha` packets are
    /// queued by the flow's own estimate, -1 above `beta`; slow start ends above `gamma`.
    Vegas {
        #[serde(default = "default_vegas_alpha")]
        alpha: f64,
        #[serde(default = "default_vegas_beta")]
        beta: f64,
        #[serde(default = "default_vegas_gamma")]
        gamma: f64,
    },
    /// BBR v1 (Cardwell et al. 2016; draft-cardwell-iccrg-bbr-congestion-control-00): windowed
    /// max bandwidth and min RTT filters, startup, drain, probe-bandwidth gain cycle, probe-RTT;
    /// cwnd = 2 BDP and, under a paced or randomized schedule, pacing at gain x bandwidth.
    Bbr {},
}

fn default_cubic_c() -> f64 {
    0.4
}
fn default_cubic_beta() -> f64 {
    0.7
}
fn default_vegas_alpha() -> f64 {
    1.0
}
fn default_vegas_beta() -> f64 {
    3.0
}
fn default_vegas_gamma() -> f64 {
    1.0
}

impl Default for WindowSpec {
    fn default() -> Self {
        WindowSpec::Aimd { alpha: 1.0, beta: 0.5 }
    }
}

/// The window a fast retransmit leaves on a flow's first decrease and on a decrease from slow
/// start.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstDecrease {
    /// The window rule's decrease, as on every other loss (the published GAIMD and binomial
    /// rules).
    #[default]
    Rule,
    /// Half the window whatever the rule: ns-2's `slowdown()` (`first_decrease_`; REFERENCE.md
    /// 1.2), which only GAIMD and binomial rules with a decrease other than W/2 notice.
    Half,
}

/// When a packet the window permits actually leaves (seed 000, Section III).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum ScheduleSpec {
    /// As soon as the window allows (bursts on ACK arrival).
    AckClocked,
    /// Successive packets spaced by rtt/cwnd (Paced TCP, Aggarwal et al.).
    Paced,
    /// Spaced by rtt(1+x)/cwnd, x ~ U[-interval, interval]; with the increase correction
    /// alpha = (RTT_eff/R)^2 (seed 000 eqs. 1-7, dimensionally corrected; REFERENCE.md 1.7).
    Randomized {
        interval: f64,
        #[serde(default = "default_true")]
        alpha_correction: bool,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PacingRtt {
    /// Smoothed RTT (exact, not tick-quantised).
    Srtt,
    /// The latest RTT sample, exact.
    LastSample,
    /// The latest RTT sample in whole ticks, as ns-2's `send_much` pacing code reads it:
    /// `t_rtt_ * tcpTick_` (REFERENCE.md 1.6).
    Ns2Sample,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PacingWindow {
    /// min(cwnd, rwnd), fractional.
    Cwnd,
    /// The window the sender may use, a whole number with fast recovery's inflation: ns-2's
    /// `window()`, which its `send_much` pacing code divides by (REFERENCE.md 1.6).
    Usable,
}

/// An open-loop UDP source.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UdpSpec {
    /// Packet size on the wire (mean size when sizes are exponential).
    pub pkt_bytes: u32,
    pub source: UdpSource,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum UdpSource {
    /// Constant bit rate.
    Cbr { rate_bps: u64 },
    /// Poisson arrivals of `rate_pps` packets per second.
    Poisson {
        rate_pps: f64,
        /// Exponentially distributed packet sizes with mean `pkt_bytes` (for M/M/1 checks).
        #[serde(default)]
        exponential_sizes: bool,
    },
    /// Pareto ON/OFF as ns-2 `Application/Traffic/Pareto` (REFERENCE.md 10.1).
    ParetoOnOff { rate_bps: u64, mean_on_ns: u64, mean_off_ns: u64, shape: f64 },
}

/// Optional measurements; all off by default (the per-flow and per-link counters are always kept).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Monitors {
    /// Sample every TCP flow's cwnd, ssthresh and srtt at this interval.
    pub cwnd_every_ns: Option<u64>,
    /// Sample queue length (and cumulative transmitted bytes) of `queue_links` at this interval.
    pub queue_every_ns: Option<u64>,
    pub queue_links: Vec<u32>,
    /// Sample every flow's cumulative counters at this interval (throughput over any window).
    pub flow_every_ns: Option<u64>,
    /// Record every drop: time, link, flow, sequence number, kind.
    pub drops: bool,
    /// One-way delay of data packets: off, per-flow summary, or every value.
    pub delays: DelayMonitor,
    /// Delay of each data packet from the *first* transmission of its sequence number to its
    /// first arrival at the receiver (loss recovery included; SYN and duplicates left out):
    /// off, per-flow summary, or every value.
    pub first_send_delays: DelayMonitor,
    /// Packet trace of these links: enqueue, start of transmission, arrival at the far end and
    /// drop of every packet (ns-2's `trace-queue` events `+ - r d`).
    pub trace_links: Vec<u32>,
    /// The trace stops (and says it was cut) after this many events.
    pub trace_max_events: u64,
    /// Only these flows' packets are traced (empty: every flow).
    pub trace_flows: Vec<u32>,
}

impl Default for Monitors {
    fn default() -> Self {
        Monitors {
            cwnd_every_ns: None,
            queue_every_ns: None,
            queue_links: vec![],
            flow_every_ns: None,
            drops: false,
            delays: DelayMonitor::Off,
            first_send_delays: DelayMonitor::Off,
            trace_links: vec![],
            trace_max_events: 1_000_000,
            trace_flows: vec![],
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DelayMonitor {
    #[default]
    Off,
    Summary,
    Raw,
}

/// Limits after which a run stops with an error instead of exhausting the machine.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Budget {
    pub max_events: Option<u64>,
    pub max_wall_s: Option<f64>,
    /// Packets alive at once (in queues and on the wire), or remembered by the first-send
    /// monitor: a bound on the run's memory.
    pub max_packets: Option<u64>,
    /// Rows in the monitors' logs and tables (`Recorder::rows`): a bound on the results' memory.
    pub max_rows: Option<u64>,
}

/// A scenario the engine refuses, with the path of the offending field.
#[derive(Debug, Clone, PartialEq)]
pub struct ScenarioError {
    pub field: String,
    pub message: String,
}

impl std::fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for ScenarioError {}

/// The longest run: 100 years of 365.25 days.
pub const MAX_DURATION_NS: u64 = 100 * 31_557_600 * 1_000_000_000;

fn err(field: impl Into<String>, message: impl Into<String>) -> ScenarioError {
    ScenarioError { field: field.into(), message: message.into() }
}

fn check_prob(field: String, p: f64) -> Result<(), ScenarioError> {
    if !(0.0..=1.0).contains(&p) {
        return Err(err(field, format!("{p} is not a probability in [0, 1]")));
    }
    Ok(())
}

fn check_positive(field: String, x: f64) -> Result<(), ScenarioError> {
    if !(x.is_finite() && x > 0.0) {
        return Err(err(field, format!("{x} must be a positive finite number")));
    }
    Ok(())
}

impl Scenario {
    /// Parse JSON and validate. Errors name the field.
    pub fn from_json(text: &str) -> Result<Scenario, ScenarioError> {
        // Tracking the path costs time (100,000 flows: 0.25 s of the 1 s building took), so it
        // is done only to name the field of a scenario that failed to parse.
        let s: Scenario = serde_json::from_str(text).or_else(|_| {
            let de = &mut serde_json::Deserializer::from_str(text);
            serde_path_to_error::deserialize(de).map_err(|e| {
                let path = e.path().to_string();
                let field = if path == "." || path.is_empty() { "scenario".to_string() } else { path };
                err(field, e.into_inner().to_string())
            })
        })?;
        s.validate()?;
        Ok(s)
    }

    /// The largest packet any flow sends, headers included (bytes; a UDP source's stated size,
    /// the mean where sizes are exponential).
    fn largest_packet(&self) -> u64 {
        let sizes = self.flows.iter().flat_map(|fl| match &fl.transport {
            TransportSpec::Tcp(t) => [t.mss_bytes as u64 + t.header_bytes as u64, t.ack_bytes as u64],
            TransportSpec::Tfrcp(t) => [t.mss_bytes as u64 + t.header_bytes as u64, t.ack_bytes as u64],
            TransportSpec::Udp(u) => [u.pkt_bytes as u64, 0],
        });
        sizes.max().unwrap_or(1).max(1)
    }

    /// Every time a link computes must fit the clock (below 2^63 ns, 292 years): a link takes
    /// each packet's whole future when it accepts it (`net::link`), so a full queue of long
    /// transmissions (megabyte packets at a few bit/s) puts a start centuries ahead, and past
    /// the clock the sums wrap (a link showed a utilization of 4, and drops before its flow
    /// began). A full queue's backlog, behind an arrival at the run's end, must end within it.
    /// Disciplines that start one transmission at a time (CoDel, FQ-CoDel) build no backlog on
    /// the clock, and an unlimited queue has no bound to check (`budget.max_packets` bounds it).
    fn check_backlogs(&self) -> Result<(), ScenarioError> {
        const YEAR_NS: f64 = 31_557_600e9;
        let largest = self.largest_packet() as u128;
        let tx = |bytes: u128, bps: u64| (bytes * 8 * 1_000_000_000).div_ceil(bps as u128);
        for (i, l) in self.links.iter().enumerate() {
            let (pkts, bytes) = match &l.queue {
                QueueSpec::Droptail { limit_pkts, limit_bytes } => (*limit_pkts, *limit_bytes),
                QueueSpec::Red { limit_pkts, .. } | QueueSpec::Pie { limit_pkts, .. } => (Some(*limit_pkts), None),
                QueueSpec::Codel { .. } | QueueSpec::FqCodel { .. } => continue,
            };
            let by_pkts = pkts.map(|n| (n as u128 + 1) * tx(largest, l.bandwidth_bps));
            let by_bytes = bytes.map(|b| tx(b as u128 + largest, l.bandwidth_bps));
            let Some(backlog) = by_pkts.into_iter().chain(by_bytes).min() else { continue };
            if self.duration_ns as u128 + backlog + l.delay_ns as u128 > i64::MAX as u128 {
                return Err(err(
                    format!("links[{i}].queue"),
                    format!(
                        "link \"{}\": its full queue, packets of {largest} B at {} bps, takes {:.3} years \
                         to send, and with the run's {:.3} years that passes the engine's clock (292 \
                         years); shorten the queue or the packets, or raise the rate",
                        l.name,
                        l.bandwidth_bps,
                        backlog as f64 / YEAR_NS,
                        self.duration_ns as f64 / YEAR_NS,
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Check everything the engine relies on. Routes are checked when the network is built.
    pub fn validate(&self) -> Result<(), ScenarioError> {
        if self.duration_ns == 0 {
            return Err(err("duration", "must be positive"));
        }
        // The event queue's push key is twice the clock (`event::queue`).
        if self.duration_ns > MAX_DURATION_NS {
            return Err(err("duration", "must be at most 100 years (3.156e18 ns)"));
        }
        if self.nodes.is_empty() {
            return Err(err("nodes", "at least one node is required"));
        }
        let n = self.nodes.len() as u32;
        for (i, l) in self.links.iter().enumerate() {
            let f = |x: &str| format!("links[{i}].{x}");
            if l.from >= n {
                return Err(err(f("from"), format!("node {} does not exist ({} nodes)", l.from, n)));
            }
            if l.to >= n {
                return Err(err(f("to"), format!("node {} does not exist ({} nodes)", l.to, n)));
            }
            if l.from == l.to {
                return Err(err(f("to"), "a link cannot connect a node to itself"));
            }
            if l.bandwidth_bps == 0 {
                return Err(err(f("bandwidth"), "must be positive"));
            }
            match &l.queue {
                QueueSpec::Droptail { limit_pkts, limit_bytes } => {
                    if *limit_pkts == Some(0) {
                        return Err(err(f("queue.limit"), "must be at least 1 packet"));
                    }
                    if *limit_bytes == Some(0) {
                        return Err(err(f("queue.limit_bytes"), "must be positive"));
                    }
                }
                QueueSpec::Red {
                    limit_pkts,
                    min_th,
                    max_th,
                    max_p,
                    w_q,
                    w_q_time_constant_ns,
                    mean_pkt_bytes,
                    ns2_stream,
                    adaptive,
                    mark_p,
                    ..
                } => {
                    if *limit_pkts == 0 {
                        return Err(err(f("queue.limit"), "must be at least 1 packet"));
                    }
                    if let Some(min_th) = min_th {
                        if !(min_th.is_finite() && *min_th >= 0.0) {
                            return Err(err(f("queue.min_th"), format!("{min_th} must be >= 0")));
                        }
                    }
                    if let Some(max_th) = max_th {
                        if !max_th.is_finite() {
                            return Err(err(f("queue.max_th"), format!("{max_th} must be finite")));
                        }
                    }
                    check_prob(f("queue.max_p"), *max_p)?;
                    check_prob(f("queue.mark_p"), *mark_p)?;
                    if let Some(w_q) = w_q {
                        if !(*w_q > 0.0 && *w_q <= 1.0) {
                            return Err(err(f("queue.w_q"), format!("{w_q} must be in (0, 1]")));
                        }
                    }
                    match (w_q, w_q_time_constant_ns) {
                        (_, Some(0)) => return Err(err(f("queue.w_q_time_constant_ns"), "must be positive")),
                        (Some(_), Some(_)) => {
                            return Err(err(
                                f("queue.w_q_time_constant_ns"),
                                "applies only to an automatic w_q (w_q absent)",
                            ))
                        }
                        _ => {}
                    }
                    if *mean_pkt_bytes == 0 {
                        return Err(err(f("queue.mean_pkt_bytes"), "must be positive"));
                    }
                    // The thresholds in force, automatic ones worked out for this link.
                    let p = crate::queue::red::RedParams::resolve(&l.queue, l.bandwidth_bps, l.delay_ns);
                    if !(p.max_th > p.min_th) {
                        let auto = if min_th.is_none() { ", ns-2's automatic value on this link" } else { "" };
                        return Err(err(
                            f("queue.max_th"),
                            format!("max_th ({}) must be greater than min_th ({}{auto})", p.max_th, p.min_th),
                        ));
                    }
                    if let Some(a) = adaptive {
                        if !(a.alpha > 0.0 && a.alpha.is_finite()) {
                            return Err(err(f("queue.adaptive.alpha"), format!("{} must be positive", a.alpha)));
                        }
                        if !(a.beta > 0.0 && a.beta < 1.0) {
                            return Err(err(f("queue.adaptive.beta"), format!("{} must be in (0, 1)", a.beta)));
                        }
                        if a.interval_ns == 0 {
                            return Err(err(f("queue.adaptive.interval"), "must be positive"));
                        }
                        check_prob(f("queue.adaptive.top"), a.top)?;
                        if let Some(bottom) = a.bottom {
                            check_prob(f("queue.adaptive.bottom"), bottom)?;
                        }
                    }
                    if let Some(state) = ns2_stream {
                        crate::ns2_stream::Mrg32k3a::from_state(*state)
                            .map_err(|why| err(f("queue.ns2_stream"), why))?;
                    }
                }
                QueueSpec::Codel { limit_pkts, target_ns, interval_ns, .. } => {
                    if *limit_pkts == 0 {
                        return Err(err(f("queue.limit"), "must be at least 1 packet"));
                    }
                    if *target_ns == 0 {
                        return Err(err(f("queue.target"), "must be positive"));
                    }
                    if *interval_ns == 0 {
                        return Err(err(f("queue.interval"), "must be positive"));
                    }
                }
                QueueSpec::FqCodel { limit_pkts, flows, quantum_bytes, target_ns, interval_ns, .. } => {
                    if *limit_pkts == 0 {
                        return Err(err(f("queue.limit"), "must be at least 1 packet"));
                    }
                    if *flows == 0 || *flows > 65_536 {
                        return Err(err(f("queue.flows"), format!("{flows} must be in 1..=65536")));
                    }
                    if *quantum_bytes == 0 {
                        return Err(err(f("queue.quantum"), "must be positive"));
                    }
                    if *target_ns == 0 {
                        return Err(err(f("queue.target"), "must be positive"));
                    }
                    if *interval_ns == 0 {
                        return Err(err(f("queue.interval"), "must be positive"));
                    }
                }
                QueueSpec::Pie { limit_pkts, target_ns, t_update_ns, alpha, beta, mark_ecnth, .. } => {
                    if *limit_pkts == 0 {
                        return Err(err(f("queue.limit"), "must be at least 1 packet"));
                    }
                    if *target_ns == 0 {
                        return Err(err(f("queue.target"), "must be positive"));
                    }
                    if *t_update_ns == 0 {
                        return Err(err(f("queue.t_update"), "must be positive"));
                    }
                    check_positive(f("queue.alpha"), *alpha)?;
                    check_positive(f("queue.beta"), *beta)?;
                    check_prob(f("queue.mark_ecnth"), *mark_ecnth)?;
                }
            }
            match &l.loss {
                Some(LossSpec::Bernoulli { p, .. }) => check_prob(f("loss.p"), *p)?,
                Some(LossSpec::Ber { ber, .. }) => check_prob(f("loss.ber"), *ber)?,
                Some(LossSpec::List { packets }) => {
                    if packets.windows(2).any(|w| w[0] >= w[1]) {
                        return Err(err(f("loss.packets"), "must be strictly increasing"));
                    }
                }
                Some(LossSpec::Seqs { flow, .. }) | Some(LossSpec::AckSeqs { flow, .. }) => {
                    if *flow as usize >= self.flows.len() {
                        return Err(err(f("loss.flow"), format!("flow {flow} does not exist")));
                    }
                }
                None => {}
            }
        }
        self.check_backlogs()?;
        for (i, fl) in self.flows.iter().enumerate() {
            let f = |x: &str| format!("flows[{i}].{x}");
            if fl.src >= n {
                return Err(err(f("src"), format!("node {} does not exist ({} nodes)", fl.src, n)));
            }
            if fl.dst >= n {
                return Err(err(f("dst"), format!("node {} does not exist ({} nodes)", fl.dst, n)));
            }
            if fl.src == fl.dst {
                return Err(err(f("dst"), "source and destination are the same node"));
            }
            if let Some(stop) = fl.stop_ns {
                if stop < fl.start_ns {
                    return Err(err(f("stop"), "stop is before start"));
                }
            }
            validate_app(&fl.app, &fl.transport, &f)?;
            match &fl.transport {
                TransportSpec::Tcp(t) => validate_tcp(t, &f)?,
                TransportSpec::Tfrcp(t) => validate_tfrcp(t, &f)?,
                TransportSpec::Udp(u) => {
                    if u.pkt_bytes == 0 {
                        return Err(err(f("udp.pkt_bytes"), "must be positive"));
                    }
                    match &u.source {
                        UdpSource::Cbr { rate_bps } => {
                            if *rate_bps == 0 {
                                return Err(err(f("udp.rate"), "must be positive"));
                            }
                        }
                        UdpSource::Poisson { rate_pps, .. } => check_positive(f("udp.rate_pps"), *rate_pps)?,
                        UdpSource::ParetoOnOff { rate_bps, mean_on_ns, mean_off_ns, shape } => {
                            if *rate_bps == 0 {
                                return Err(err(f("udp.rate"), "must be positive"));
                            }
                            if *mean_on_ns == 0 || *mean_off_ns == 0 {
                                return Err(err(f("udp.mean_on"), "ON and OFF means must be positive"));
                            }
                            if !(*shape > 1.0 && shape.is_finite()) {
                                return Err(err(
                                    f("udp.shape"),
                                    format!("{shape} must be > 1 (the mean is infinite otherwise)"),
                                ));
                            }
                        }
                    }
                }
            }
        }
        let m = &self.monitors;
        for (name, v) in [
            ("monitors.cwnd.every", m.cwnd_every_ns),
            ("monitors.queue.every", m.queue_every_ns),
            ("monitors.flows.every", m.flow_every_ns),
        ] {
            if v == Some(0) {
                return Err(err(name, "sampling interval must be positive"));
            }
        }
        for (j, &fl) in m.trace_flows.iter().enumerate() {
            if fl as usize >= self.flows.len() {
                return Err(err(
                    format!("monitors.trace.flows[{j}]"),
                    format!("flow {fl} does not exist ({} flows)", self.flows.len()),
                ));
            }
        }
        for (what, list) in [("queue", &m.queue_links), ("trace", &m.trace_links)] {
            for (j, &l) in list.iter().enumerate() {
                if l as usize >= self.links.len() {
                    return Err(err(
                        format!("monitors.{what}.links[{j}]"),
                        format!("link {l} does not exist ({} links)", self.links.len()),
                    ));
                }
            }
        }
        if let Some(w) = self.budget.max_wall_s {
            check_positive("budget.max_wall".into(), w)?;
        }
        if self.budget.max_events == Some(0) {
            return Err(err("budget.max_events", "must be at least 1"));
        }
        if self.budget.max_packets == Some(0) {
            return Err(err("budget.max_packets", "must be at least 1"));
        }
        if self.budget.max_rows == Some(0) {
            return Err(err("budget.max_rows", "must be at least 1"));
        }
        Ok(())
    }
}

fn validate_app(app: &AppSpec, transport: &TransportSpec, f: &dyn Fn(&str) -> String) -> Result<(), ScenarioError> {
    let tcp_only = |what: &str| -> Result<(), ScenarioError> {
        match transport {
            TransportSpec::Tcp(_) => Ok(()),
            _ => Err(err(f("app.kind"), format!("{what} runs TCP connections; the transport must be tcp"))),
        }
    };
    match *app {
        AppSpec::Bulk => {}
        AppSpec::Finite { packets } => {
            if packets == 0 {
                return Err(err(f("app.packets"), "a finite transfer needs at least 1 packet"));
            }
        }
        AppSpec::ClosedLoop { packets, concurrent } => {
            tcp_only("closed_loop")?;
            if packets == 0 {
                return Err(err(f("app.packets"), "a transfer needs at least 1 packet"));
            }
            if concurrent == 0 {
                return Err(err(f("app.concurrent"), "must be at least 1"));
            }
        }
        AppSpec::PoissonTransfers { min_packets, max_packets, rate_per_s, mean_active, initial_duration_ns } => {
            tcp_only("poisson_transfers")?;
            if min_packets == 0 {
                return Err(err(f("app.min_packets"), "a transfer needs at least 1 packet"));
            }
            if max_packets < min_packets {
                return Err(err(f("app.max_packets"), format!("{max_packets} is below min_packets ({min_packets})")));
            }
            match (rate_per_s, mean_active) {
                (Some(r), None) => check_positive(f("app.rate_per_s"), r)?,
                (None, Some(n)) => check_positive(f("app.mean_active"), n)?,
                _ => return Err(err(f("app.rate_per_s"), "give exactly one of rate_per_s and mean_active")),
            }
            if initial_duration_ns == 0 {
                return Err(err(f("app.initial_duration"), "must be positive"));
            }
        }
    }
    Ok(())
}

fn validate_tfrcp(t: &TfrcpSpec, f: &dyn Fn(&str) -> String) -> Result<(), ScenarioError> {
    if t.mss_bytes == 0 {
        return Err(err(f("tfrcp.mss"), "must be positive"));
    }
    if t.ack_bytes == 0 {
        return Err(err(f("tfrcp.ack_bytes"), "must be positive"));
    }
    check_positive(f("tfrcp.initial_rate"), t.initial_rate_pps)?;
    if !(t.wmax_pkts.is_finite() && t.wmax_pkts >= 1.0) {
        return Err(err(f("tfrcp.wmax"), format!("{} must be >= 1 packet", t.wmax_pkts)));
    }
    if !(t.pftk_b.is_finite() && t.pftk_b >= 1.0) {
        return Err(err(f("tfrcp.pftk_b"), format!("{} must be >= 1", t.pftk_b)));
    }
    if !(1..=32).contains(&t.ack_bits) {
        return Err(err(f("tfrcp.ack_bits"), format!("{} must be in 1..=32", t.ack_bits)));
    }
    if t.min_rto_ns > t.max_rto_ns {
        return Err(err(f("tfrcp.min_rto"), "min_rto exceeds max_rto"));
    }
    if t.initial_rto_ns == 0 {
        return Err(err(f("tfrcp.initial_rto"), "must be positive"));
    }
    if t.initial_rtt_ns == 0 {
        return Err(err(f("tfrcp.initial_rtt"), "must be positive"));
    }
    match t.rounds {
        RoundSpec::Fixed { m_ns } => {
            if m_ns == 0 {
                return Err(err(f("tfrcp.rounds.m"), "must be positive"));
            }
        }
        RoundSpec::RttMultiple { k } => check_positive(f("tfrcp.rounds.k"), k)?,
        RoundSpec::Uniform { c_ns, d_ns } => {
            if c_ns == 0 && d_ns == 0 {
                return Err(err(f("tfrcp.rounds.c"), "c + U[0, d] must be able to exceed 0"));
            }
        }
    }
    Ok(())
}

/// `recovery = "vegas"` is ns-2's `Agent/TCP/Vegas`, which has only what is checked here.
fn validate_ns2_vegas(t: &TcpSpec, f: &dyn Fn(&str) -> String) -> Result<(), ScenarioError> {
    let WindowSpec::Vegas { alpha, beta, gamma } = t.window else {
        return Err(err(f("tcp.recovery"), "\"vegas\" (ns-2's Agent/TCP/Vegas) needs window rule \"vegas\""));
    };
    for (name, v) in [("alpha", alpha), ("beta", beta), ("gamma", gamma)] {
        if v.fract() != 0.0 || v > f64::from(i32::MAX) {
            return Err(err(
                f(&format!("tcp.window.{name}")),
                format!("{v}: ns-2's Agent/TCP/Vegas (recovery \"vegas\") takes a whole number of packets"),
            ));
        }
    }
    let refused = [
        (!matches!(t.schedule, ScheduleSpec::AckClocked), "tcp.schedule", "must be ack_clocked"),
        (t.syn, "tcp.syn", "must be false (Agent/TCP/Vegas sends no SYN)"),
        (t.ecn, "tcp.ecn", "must be false (Agent/TCP/Vegas has no ECN response)"),
        (t.limited_transmit, "tcp.limited_transmit", "must be false (Agent/TCP/Vegas has none)"),
    ];
    for (bad, field, why) in refused {
        if bad {
            return Err(err(f(field), format!("{why} with recovery \"vegas\"")));
        }
    }
    Ok(())
}

fn validate_tcp(t: &TcpSpec, f: &dyn Fn(&str) -> String) -> Result<(), ScenarioError> {
    if t.mss_bytes == 0 {
        return Err(err(f("tcp.mss"), "must be positive"));
    }
    if t.ack_bytes == 0 {
        return Err(err(f("tcp.ack_bytes"), "must be positive"));
    }
    if !(t.init_cwnd >= 1.0 && t.init_cwnd.is_finite()) {
        return Err(err(f("tcp.init_cwnd"), format!("{} must be >= 1 packet", t.init_cwnd)));
    }
    check_positive(f("tcp.init_ssthresh"), t.init_ssthresh)?;
    if t.rwnd_pkts == 0 {
        return Err(err(f("tcp.rwnd"), "must be at least 1 packet"));
    }
    if t.dupack_threshold == 0 {
        return Err(err(f("tcp.dupack_threshold"), "must be at least 1"));
    }
    if t.min_rto_ns > t.max_rto_ns {
        return Err(err(f("tcp.min_rto"), "min_rto exceeds max_rto"));
    }
    if t.initial_rto_ns == 0 {
        return Err(err(f("tcp.initial_rto"), "must be positive"));
    }
    if let Some(offset) = t.tick_offset_ns {
        if offset >= t.tick_ns {
            return Err(err(f("tcp.tick_offset"), format!("{offset} ns must be below the tick ({} ns)", t.tick_ns)));
        }
    }
    match &t.window {
        WindowSpec::Aimd { alpha, beta } => {
            check_positive(f("tcp.window.alpha"), *alpha)?;
            if !(*beta > 0.0 && *beta < 1.0) {
                return Err(err(f("tcp.window.beta"), format!("{beta} must be in (0, 1)")));
            }
        }
        WindowSpec::Binomial { k, l, alpha, beta } => {
            check_positive(f("tcp.window.alpha"), *alpha)?;
            if !(*beta > 0.0 && *beta < 1.0) {
                return Err(err(f("tcp.window.beta"), format!("{beta} must be in (0, 1)")));
            }
            if !(k.is_finite() && *k >= 0.0) {
                return Err(err(f("tcp.window.k"), format!("{k} must be >= 0")));
            }
            if !(l.is_finite() && *l >= 0.0 && *l <= 1.0) {
                return Err(err(f("tcp.window.l"), format!("{l} must be in [0, 1]")));
            }
        }
        WindowSpec::Cubic { c, beta, .. } => {
            check_positive(f("tcp.window.c"), *c)?;
            if !(*beta > 0.0 && *beta < 1.0) {
                return Err(err(f("tcp.window.beta"), format!("{beta} must be in (0, 1)")));
            }
        }
        WindowSpec::Vegas { alpha, beta, gamma } => {
            check_positive(f("tcp.window.alpha"), *alpha)?;
            check_positive(f("tcp.window.gamma"), *gamma)?;
            if !(beta.is_finite() && beta >= alpha) {
                return Err(err(f("tcp.window.beta"), format!("{beta} must be >= alpha ({alpha})")));
            }
        }
        WindowSpec::Bbr {} => {}
    }
    if t.recovery == Recovery::Vegas {
        validate_ns2_vegas(t, f)?;
    }
    if let ScheduleSpec::Randomized { interval, .. } = t.schedule {
        if !(0.0..=1.0).contains(&interval) {
            return Err(err(
                f("tcp.schedule.interval"),
                format!("{interval} must be in [0, 1] (x ~ U[-I, I] keeps gaps non-negative)"),
            ));
        }
    }
    Ok(())
}
