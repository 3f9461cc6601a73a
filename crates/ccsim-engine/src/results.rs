//! Results as named columnar tables: what the Python layer turns into pandas DataFrames.
//! Column names and units are part of the contract (docs/scenario-reference.md lists them).

use crate::sim::Simulation;
use crate::time::secs;

#[derive(Debug, Clone, PartialEq)]
pub enum Column {
    U64(Vec<u64>),
    I64(Vec<i64>),
    U32(Vec<u32>),
    U8(Vec<u8>),
    F64(Vec<f64>),
    Bool(Vec<bool>),
}

impl Column {
    pub fn len(&self) -> usize {
        match self {
            Column::U64(v) => v.len(),
            Column::I64(v) => v.len(),
            Column::U32(v) => v.len(),
            Column::U8(v) => v.len(),
            Column::F64(v) => v.len(),
            Column::Bool(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// An ordered list of equally long named columns.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Table {
    pub columns: Vec<(&'static str, Column)>,
}

impl Table {
    fn col(mut self, name: &'static str, c: Column) -> Self {
        self.columns.push((name, c));
        self
    }

    pub fn get(&self, name: &str) -> Option<&Column> {
        self.columns.iter().find(|(n, _)| *n == name).map(|(_, c)| c)
    }

    pub fn f64(&self, name: &str) -> Vec<f64> {
        match self.get(name) {
            Some(Column::F64(v)) => v.clone(),
            Some(Column::U64(v)) => v.iter().map(|&x| x as f64).collect(),
            Some(Column::I64(v)) => v.iter().map(|&x| x as f64).collect(),
            Some(Column::U32(v)) => v.iter().map(|&x| x as f64).collect(),
            Some(Column::U8(v)) => v.iter().map(|&x| x as f64).collect(),
            Some(Column::Bool(v)) => v.iter().map(|&x| x as u8 as f64).collect(),
            None => panic!("no column {name}"),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Results {
    pub tables: Vec<(&'static str, Table)>,
    pub sim_ns: u64,
    pub events: u64,
    pub seed: u64,
    pub finished: bool,
    /// The packet trace hit `monitors.trace_max_events` and is incomplete.
    pub trace_truncated: bool,
}

impl Results {
    pub fn table(&self, name: &str) -> &Table {
        &self.tables.iter().find(|(n, _)| *n == name).expect("table").1
    }

    pub fn collect(sim: &Simulation) -> Results {
        let net = &sim.net;
        let c = &net.counters;
        let fl = sim.in_flight();
        let u = |f: &dyn Fn(&crate::transport::counters::FlowCounters) -> u64| Column::U64(c.iter().map(f).collect());
        let tcp = |f: &dyn Fn(&crate::transport::tcp::sender::TcpSender) -> f64| -> Vec<f64> {
            sim.endpoints
                .iter()
                .map(|e| match e {
                    crate::transport::Endpoint::Tcp(t) => f(&t.sender),
                    _ => f64::NAN,
                })
                .collect()
        };
        let cwnd = tcp(&|s| s.cwnd);
        let ssthresh = tcp(&|s| s.ssthresh);
        let srtt: Vec<f64> = sim
            .endpoints
            .iter()
            .map(|e| match e {
                crate::transport::Endpoint::Tcp(t) => t.sender.rtt.srtt_exact.map_or(f64::NAN, |s| s * 1e-9),
                crate::transport::Endpoint::Tfrcp(t) => t.sender.rtt.srtt_exact.map_or(f64::NAN, |s| s * 1e-9),
                _ => f64::NAN,
            })
            .collect();
        let mut flows = Table::default()
            .col("flow", Column::U32((0..c.len() as u32).collect()))
            .col("data_sent", u(&|x| x.data_sent))
            .col("data_bytes_sent", u(&|x| x.data_bytes_sent))
            .col("retransmits", u(&|x| x.retransmits))
            .col("delivered", u(&|x| x.delivered))
            .col("delivered_bytes", u(&|x| x.delivered_bytes))
            .col("arrivals", u(&|x| x.arrivals))
            .col("drops", u(&|x| x.drops))
            .col("timeouts", u(&|x| x.timeouts))
            .col("fast_retransmits", u(&|x| x.fast_retransmits))
            .col("acks_sent", u(&|x| x.acks_sent))
            .col("ack_drops", u(&|x| x.ack_drops))
            .col("in_flight", Column::U64(fl))
            .col("final_cwnd", Column::F64(cwnd))
            .col("final_ssthresh", Column::F64(ssthresh))
            .col("ecn_reductions", u(&|x| x.ecn_reductions))
            .col("btlbw_bps", Column::F64(tcp(&|s| s.btlbw_bps())))
            .col("min_rtt_s", Column::F64(tcp(&|s| s.min_rtt_s())))
            .col("srtt_s", Column::F64(srtt))
            .col("completion_ns", Column::I64(c.iter().map(|x| x.completion.map_or(-1, |t| t as i64)).collect()))
            .col("delay_count", u(&|x| x.delay.count))
            .col("delay_mean_s", Column::F64(c.iter().map(|x| x.delay.mean() * 1e-9).collect()))
            .col("delay_std_s", Column::F64(c.iter().map(|x| x.delay.std() * 1e-9).collect()))
            .col(
                "delay_min_s",
                Column::F64(c.iter().map(|x| if x.delay.count == 0 { f64::NAN } else { secs(x.delay.min) }).collect()),
            )
            .col(
                "delay_max_s",
                Column::F64(c.iter().map(|x| if x.delay.count == 0 { f64::NAN } else { secs(x.delay.max) }).collect()),
            );
        let first = &net.recorder.first_send;
        if first.on() {
            let st = &first.stats;
            let some = |f: &dyn Fn(&crate::transport::counters::DelayStats) -> f64| -> Column {
                Column::F64(st.iter().map(|x| if x.count == 0 { f64::NAN } else { f(x) }).collect())
            };
            flows = flows
                .col("first_send_delay_count", Column::U64(st.iter().map(|x| x.count).collect()))
                .col("first_send_delay_mean_s", some(&|x| x.mean() * 1e-9))
                .col("first_send_delay_std_s", some(&|x| x.std() * 1e-9))
                .col("first_send_delay_min_s", some(&|x| secs(x.min)))
                .col("first_send_delay_max_s", some(&|x| secs(x.max)));
        }
        let ls = || net.links().iter().map(|l| &l.stats);
        // Transmissions as of the clock: a link counts a packet's when it accepts it.
        let counted: Vec<_> = net.links().iter().map(|l| l.counted_to(net.now)).collect();
        let cs = || counted.iter();
        let links = Table::default()
            .col("link", Column::U32((0..net.links().len() as u32).collect()))
            .col("tx_pkts", Column::U64(cs().map(|c| c.tx_pkts).collect()))
            .col("tx_bytes", Column::U64(cs().map(|c| c.tx_bytes).collect()))
            .col("busy_s", Column::F64(cs().map(|c| secs(c.busy_ns)).collect()))
            .col("arrivals", Column::U64(ls().map(|s| s.arrivals).collect()))
            .col("drops_overflow", Column::U64(ls().map(|s| s.drops[0]).collect()))
            .col("drops_early", Column::U64(ls().map(|s| s.drops[1]).collect()))
            .col("drops_loss", Column::U64(ls().map(|s| s.drops[2]).collect()))
            .col(
                "queue_delay_mean_s",
                Column::F64(
                    cs().map(
                        |c| if c.tx_pkts == 0 { f64::NAN } else { c.queue_wait_ns as f64 / c.tx_pkts as f64 * 1e-9 },
                    )
                    .collect(),
                ),
            )
            .col("waited_s", Column::F64(cs().map(|c| c.waited_ns as f64 * 1e-9).collect()))
            .col("max_queue_pkts", Column::U32(ls().map(|s| s.max_queue_pkts).collect()))
            .col("marks", Column::U64(ls().map(|s| s.marks).collect()));
        let r = &net.recorder;
        let cw = Table::default()
            .col("t_ns", Column::U64(r.cwnd.t_ns.clone()))
            .col("flow", Column::U32(r.cwnd.flow.clone()))
            .col("cwnd", Column::F64(r.cwnd.cwnd.clone()))
            .col("ssthresh", Column::F64(r.cwnd.ssthresh.clone()))
            .col("srtt_s", Column::F64(r.cwnd.srtt_s.clone()));
        let q = Table::default()
            .col("t_ns", Column::U64(r.queue.t_ns.clone()))
            .col("link", Column::U32(r.queue.link.clone()))
            .col("pkts", Column::U32(r.queue.pkts.clone()))
            .col("bytes", Column::U64(r.queue.bytes.clone()))
            .col("tx_bytes", Column::U64(r.queue.tx_bytes.clone()));
        let fs = Table::default()
            .col("t_ns", Column::U64(r.flows.t_ns.clone()))
            .col("flow", Column::U32(r.flows.flow.clone()))
            .col("delivered", Column::U64(r.flows.delivered.clone()))
            .col("delivered_bytes", Column::U64(r.flows.delivered_bytes.clone()))
            .col("data_sent", Column::U64(r.flows.data_sent.clone()))
            .col("drops", Column::U64(r.flows.drops.clone()));
        // Express hand-offs log some drops ahead of time: order the log by time (stable).
        let mut order: Vec<usize> = (0..r.drops.t_ns.len()).collect();
        order.sort_by_key(|&i| r.drops.t_ns[i]);
        let d = Table::default()
            .col("t_ns", Column::U64(order.iter().map(|&i| r.drops.t_ns[i]).collect()))
            .col("link", Column::U32(order.iter().map(|&i| r.drops.link[i]).collect()))
            .col("flow", Column::U32(order.iter().map(|&i| r.drops.flow[i]).collect()))
            .col("seq", Column::I64(order.iter().map(|&i| r.drops.seq[i]).collect()))
            .col("is_ack", Column::Bool(order.iter().map(|&i| r.drops.is_ack[i]).collect()))
            .col("kind", Column::U8(order.iter().map(|&i| r.drops.kind[i]).collect()));
        let dl = Table::default()
            .col("t_ns", Column::U64(r.delays.t_ns.clone()))
            .col("flow", Column::U32(r.delays.flow.clone()))
            .col("delay_ns", Column::U64(r.delays.delay_ns.clone()));
        let fsd = Table::default()
            .col("t_ns", Column::U64(first.t_ns.clone()))
            .col("flow", Column::U32(first.flow.clone()))
            .col("seq", Column::I64(first.seq.clone()))
            .col("delay_ns", Column::U64(first.delay_ns.clone()));
        // Rows are written when a link decides a packet's future: order them by time (stable)
        // and leave out what had not happened when the run stopped.
        let t = &r.trace;
        let mut order: Vec<usize> = (0..t.t_ns.len()).filter(|&i| t.t_ns[i] <= net.now).collect();
        order.sort_by_key(|&i| t.t_ns[i]);
        let pick = |v: &Vec<u32>| order.iter().map(|&i| v[i]).collect::<Vec<u32>>();
        let trace = Table::default()
            .col("t_ns", Column::U64(order.iter().map(|&i| t.t_ns[i]).collect()))
            .col("link", Column::U32(pick(&t.link)))
            .col("event", Column::U8(order.iter().map(|&i| t.event[i]).collect()))
            .col("flow", Column::U32(pick(&t.flow)))
            .col("seq", Column::I64(order.iter().map(|&i| t.seq[i]).collect()))
            .col("is_ack", Column::Bool(order.iter().map(|&i| t.is_ack[i]).collect()))
            .col("size", Column::U32(pick(&t.size)))
            .col("ecn", Column::U8(order.iter().map(|&i| t.ecn[i]).collect()))
            .col("sack_left0", Column::I64(order.iter().map(|&i| t.sack[0][i]).collect()))
            .col("sack_right0", Column::I64(order.iter().map(|&i| t.sack[1][i]).collect()))
            .col("sack_left1", Column::I64(order.iter().map(|&i| t.sack[2][i]).collect()))
            .col("sack_right1", Column::I64(order.iter().map(|&i| t.sack[3][i]).collect()))
            .col("sack_left2", Column::I64(order.iter().map(|&i| t.sack[4][i]).collect()))
            .col("sack_right2", Column::I64(order.iter().map(|&i| t.sack[5][i]).collect()))
            .col("sent_ns", Column::U64(order.iter().map(|&i| t.sent_ns[i]).collect()))
            .col("ts_echo_ns", Column::I64(order.iter().map(|&i| t.ts_echo_ns[i]).collect()));
        let mut tr = r.transfers.clone();
        for (i, e) in sim.endpoints.iter().enumerate() {
            if let crate::transport::Endpoint::Transfers(a) = e {
                for c in &a.conns {
                    let delivered = c.delivered.map_or(-1, |t| t as i64);
                    tr.push(i as u32, c.ordinal, c.start, -1, delivered, c.packets);
                }
            }
        }
        let transfers = Table::default()
            .col("flow", Column::U32(tr.flow))
            .col("transfer", Column::U64(tr.transfer))
            .col("start_ns", Column::U64(tr.start_ns))
            .col("end_ns", Column::I64(tr.end_ns))
            .col("delivered_ns", Column::I64(tr.delivered_ns))
            .col("packets", Column::U64(tr.packets));
        let tf = &r.tfrcp;
        let tfrcp = Table::default()
            .col("flow", Column::U32(tf.flow.clone()))
            .col("round", Column::U64(tf.round.clone()))
            .col("start_ns", Column::U64(tf.start_ns.clone()))
            .col("end_ns", Column::U64(tf.end_ns.clone()))
            .col("rate_pps", Column::F64(tf.rate_pps.clone()))
            .col("sent", Column::U64(tf.sent.clone()))
            .col("received", Column::U64(tf.received.clone()))
            .col("lost", Column::U64(tf.lost.clone()))
            .col("next_rate_pps", Column::F64(tf.next_rate_pps.clone()))
            .col("srtt_s", Column::F64(tf.srtt_s.clone()))
            .col("base_timeout_s", Column::F64(tf.base_timeout_s.clone()));
        Results {
            tables: vec![
                ("flows", flows),
                ("links", links),
                ("cwnd", cw),
                ("queue", q),
                ("flow_samples", fs),
                ("drops", d),
                ("delays", dl),
                ("first_send_delays", fsd),
                ("transfers", transfers),
                ("tfrcp_rounds", tfrcp),
                ("trace", trace),
            ],
            trace_truncated: t.truncated,
            sim_ns: net.now,
            events: sim.events_processed,
            seed: sim.scenario.seed,
            finished: sim.is_finished(),
        }
    }
}
