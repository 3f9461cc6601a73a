"""Packet traces as pcap (``Results.write_pcap``) and as a Parquet table (``Results.save``):
read back with an independent reader (dpkt) and checked against the trace's own rows."""

from __future__ import annotations

import re
import socket
import struct
from decimal import Decimal
from pathlib import Path

import dpkt
import pandas as pd
import pytest

import ccsim
from ccsim.pcap import pcap_bytes


def _scenario() -> ccsim.Scenario:
    # One SACK flow with ECN over a marking RED queue, two lost packets: the trace holds
    # retransmissions, SACK blocks on ACKs and CE marks.
    return ccsim.Scenario.model_validate({
        "name": "pcap", "duration": "5s",
        "topology": {"kind": "dumbbell", "access": {"speedup": 10},
                     "bottleneck": {"bandwidth": "5Mbps", "delay": "10ms",
                                    "queue": {"kind": "red", "limit": "200pkt", "min_th": "3pkt",
                                              "max_th": "30pkt", "ecn": True},
                                    "loss": {"kind": "seqs", "flow": "a", "seqs": [60, 64]}}},
        "defaults": {"tcp": {"recovery": "sack", "ecn": True}},
        "flows": [{"name": "a", "rtt": "60ms"}, {"name": "b", "rtt": "80ms"}],
        "monitors": {"trace": {"links": ["bottleneck", "bottleneck_reverse"]}}})


@pytest.fixture(scope="module")
def result() -> ccsim.Results:
    return ccsim.run(_scenario(), seed=1, progress=False)


def _read(path: Path) -> list[tuple[Decimal, dpkt.ethernet.Ethernet, int]]:
    with path.open("rb") as fh:
        reader = dpkt.pcap.Reader(fh)
        assert reader.datalink() == dpkt.pcap.DLT_EN10MB
        return [(ts, dpkt.ethernet.Ethernet(buf), len(buf)) for ts, buf in reader]


def test_data_packets_in_the_pcap_match_the_trace(result: ccsim.Results, tmp_path: Path) -> None:
    path = result.write_pcap(tmp_path / "fwd.pcap", link="bottleneck")
    frames = _read(path)
    rows = result.trace[(result.trace["name"] == "bottleneck") & (result.trace["event"] == "-")]
    assert len(frames) == len(rows) > 1000
    assert (rows["t_ns"] % 1000 != 0).any()  # times a microsecond pcap would round
    for (ts, eth, _), (_, row) in zip(frames, rows.iterrows()):
        ip, tcp = eth.data, eth.data.data
        assert isinstance(tcp, dpkt.tcp.TCP)
        assert ts * 10**9 == int(row["t_ns"])  # nanosecond timestamps, read as exact Decimals
        flow = int(row["flow"])
        assert socket.inet_ntoa(ip.src) == f"10.1.0.{flow}"
        assert tcp.seq == int(row["seq"]) * 1000
        assert ip.len == int(row["size"])  # 20 B IP + 20 B TCP + 1000 B of payload
        ect, ce = int(row["ecn"]) & 1, int(row["ecn"]) & 2
        assert (ip.tos & 3) == (3 if ce else 2 if ect else 0)
    # The retransmissions of 60 and 64 appear twice with the same sequence number.
    a = [eth.data.data.seq for _, eth, _ in frames if socket.inet_ntoa(eth.data.src) == "10.1.0.0"]
    assert a.count(60_000) == 2 and a.count(64_000) == 2
    # Marked packets: CE in the IP header, and CWR follows on flow a's data.
    assert any((eth.data.tos & 3) == 3 for _, eth, _ in frames)
    assert any(eth.data.data.flags & dpkt.tcp.TH_CWR for _, eth, _ in frames)


def test_acks_carry_cumulative_acks_and_sack_options(result: ccsim.Results, tmp_path: Path) -> None:
    path = result.write_pcap(tmp_path / "rev.pcap", link="bottleneck_reverse", flows=["a"])
    frames = _read(path)
    rows = result.trace[(result.trace["name"] == "bottleneck_reverse")
                        & (result.trace["event"] == "-") & (result.trace["flow_name"] == "a")]
    assert len(frames) == len(rows)
    with_sack = 0
    for (_, eth, _), (_, row) in zip(frames, rows.iterrows()):
        tcp = eth.data.data
        assert tcp.ack == (int(row["seq"]) + 1) * 1000
        assert bool(tcp.flags & dpkt.tcp.TH_ECE) == bool(int(row["ecn"]) & 4)
        opts = dict(dpkt.tcp.parse_opts(tcp.opts))
        if row["sack_left0"] >= 0:
            with_sack += 1
            blocks = opts[dpkt.tcp.TCP_OPT_SACK]
            assert int.from_bytes(blocks[0:4], "big") == int(row["sack_left0"]) * 1000
            assert int.from_bytes(blocks[4:8], "big") == int(row["sack_right0"]) * 1000
        else:
            assert dpkt.tcp.TCP_OPT_SACK not in opts
    assert with_sack >= 3


def test_trace_filters_flows_and_marks(result: ccsim.Results) -> None:
    only_b = ccsim.run(_scenario().with_changes({"monitors.trace.flows": ["b"]}), seed=1,
                       progress=False).trace
    assert set(only_b["flow_name"]) == {"b"}
    assert len(only_b) == (result.trace["flow_name"] == "b").sum()
    marks = result.trace[result.trace["event"] == "m"]
    assert len(marks) == int(result.links.set_index("name").loc["bottleneck", "marks"])


def test_trace_table_is_saved_as_parquet(result: ccsim.Results, tmp_path: Path) -> None:
    out = result.save(tmp_path / "run")
    table = pd.read_parquet(out / "trace.parquet")
    assert list(table.columns[:3]) == ["t_ns", "t_s", "link"]
    assert {"event", "flow", "seq", "size", "ecn", "sack_left0"} <= set(table.columns)
    assert len(table) == len(result.trace)
    assert set(table["event"].astype(str)) == {"+", "-", "r", "d", "m"}


def test_pcap_refuses_an_unknown_link(result: ccsim.Results, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="several links"):
        result.write_pcap(tmp_path / "x.pcap")
    with pytest.raises(ValueError, match='link "nope" is not in the trace'):
        result.write_pcap(tmp_path / "x.pcap", link="nope")


def test_pcap_refuses_an_unknown_flow(result: ccsim.Results, tmp_path: Path) -> None:
    """An unknown flow name wrote an empty capture, as if the flow had sent nothing."""
    with pytest.raises(ValueError, match=r'flow "nosuch" is not a flow of the run \(flows: a, b\)'):
        result.write_pcap(tmp_path / "x.pcap", link="bottleneck", flows=["a", "nosuch"])
    assert not (tmp_path / "x.pcap").exists()


def test_pcap_takes_a_group_of_flows(tmp_path: Path) -> None:
    """``flows`` takes a ``[[flows]]`` entry's name for all its copies, as
    ``monitors.trace.flows`` does."""
    sc = _scenario().with_changes({"duration": "1s", "flows[0].count": 2,
                                   "topology.bottleneck.loss.flow": "b"})
    res = ccsim.run(sc, seed=1, progress=False)
    copies = _read(res.write_pcap(tmp_path / "a.pcap", link="bottleneck", flows=["a"]))
    sent = res.trace[(res.trace["name"] == "bottleneck") & (res.trace["event"] == "-")]
    assert len(copies) == sent["flow_name"].isin(["a.0", "a.1"]).sum() > 0


def test_tcptrace_reads_a_sender_side_capture(result: ccsim.Results, tmp_path: Path) -> None:
    # tcptrace (Debian's package; .ci/run installs it) follows the connection of flow a through
    # a capture of its data and its ACKs on the bottleneck: one connection, its retransmissions
    # found by sequence number, its SACK blocks counted.
    import os
    import shutil
    import subprocess

    tcptrace = shutil.which("tcptrace")
    if tcptrace is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("tcptrace is missing under CI=true: .ci/run must install it")
        pytest.skip("tcptrace is not installed (apt-get install tcptrace)")
    tr = result.trace
    rows = tr[(tr["flow_name"] == "a") & (tr["event"] == "-")].copy()
    rows["name"] = "both directions"
    path = tmp_path / "a.pcap"
    path.write_bytes(pcap_bytes(rows.reset_index(drop=True)))
    out = subprocess.run([tcptrace, "-l", "-n", str(path)], capture_output=True, text=True,
                         check=True).stdout
    assert "1 TCP connection traced" in out
    assert "10.1.0.0:10000" in out and "10.2.0.0:80" in out
    rexmt = [line for line in out.splitlines() if "rexmt data pkts" in line][0]
    assert int(rexmt.split()[3]) == int(result.flows.set_index("name").loc["a", "retransmits"])
    sack = [line for line in out.splitlines() if "sack pkts sent" in line][0]
    assert int(sack.split()[-1]) == int((rows[rows["kind"] == "ack"]["sack_left0"] >= 0).sum())


def _small(tcp: dict, links: list[str], flows: list[dict] | None = None) -> ccsim.Results:
    return ccsim.run({
        "name": "wire", "duration": "2s",
        "topology": {"kind": "dumbbell", "bottleneck": {"bandwidth": "2Mbps", "delay": "10ms"}},
        "defaults": {"tcp": tcp},
        "flows": flows or [{"name": "a", "rtt": "40ms"}],
        "monitors": {"trace": {"links": links}}}, seed=1, progress=False)


def _sent(res: ccsim.Results, link: str) -> pd.DataFrame:
    tr = res.trace
    return tr[(tr["name"] == link) & (tr["event"] == "-")].reset_index(drop=True)


def test_acks_use_each_flows_mss_from_the_scenario(tmp_path: Path) -> None:
    """With only the ACK direction traced there is no data packet to measure the MSS from:
    ACK numbers were counted in 1000-byte packets whatever the scenario said."""
    res = _small({"mss": "500B"}, ["bottleneck_reverse"],
                 [{"name": "a", "rtt": "40ms"}, {"name": "b", "rtt": "40ms",
                                                  "tcp": {"mss": "1460B"}}])
    rows = _sent(res, "bottleneck_reverse")
    frames = _read(res.write_pcap(tmp_path / "acks.pcap"))
    assert len(frames) == len(rows) > 20 and set(rows["flow_name"]) == {"a", "b"}
    per_packet = {"a": 500, "b": 1460}
    for (_, eth, _), (_, row) in zip(frames, rows.iterrows()):
        assert eth.data.data.ack == (int(row["seq"]) + 1) * per_packet[row["flow_name"]]
    first_a = next(eth for _, eth, _ in frames if socket.inet_ntoa(eth.data.dst) == "10.1.0.0")
    assert first_a.data.data.ack == 500  # the ACK of packet 0: bytes [0, 500) received
    # Read back from a saved run, the scenario still says so.
    again = ccsim.Results.load(res.save(tmp_path / "run"))
    assert again.write_pcap(tmp_path / "again.pcap").read_bytes() == (
        tmp_path / "acks.pcap").read_bytes()
    # A bare trace cannot know it: refused, naming the flow, unless the MSS is given.
    with pytest.raises(ValueError, match='flow "a": the trace holds none of its data packets'):
        pcap_bytes(res.trace)
    only_a = rows[rows["flow_name"] == "a"]
    acks = [eth.data.data.ack for _, eth, _ in _from_bytes(pcap_bytes(only_a, mss=500),
                                                           tmp_path)]
    assert acks[:3] == [500, 1000, 1500] and len(acks) == len(only_a)


def _from_bytes(data: bytes, tmp_path: Path) -> list[tuple[Decimal, dpkt.ethernet.Ethernet, int]]:
    path = tmp_path / "bare.pcap"
    path.write_bytes(data)
    return _read(path)


def test_sequence_numbers_and_lengths_follow_the_scenarios_header(tmp_path: Path) -> None:
    """tcp.header = 52 B was ignored (40 assumed): the MSS came out 512, so packet n started at
    byte 512 n instead of 500 n."""
    res = _small({"mss": "500B", "header": "52B"}, ["bottleneck"])
    rows = _sent(res, "bottleneck")
    frames = _read(res.write_pcap(tmp_path / "d.pcap"))
    assert len(frames) == len(rows) > 20
    assert rows["size"].max() == 552
    for (_, eth, wire), (_, row) in zip(frames, rows.iterrows()):
        ip, tcp = eth.data, eth.data.data
        assert tcp.seq == int(row["seq"]) * 500
        assert ip.len == int(row["size"]) and wire == 14 + 20 + tcp.off * 4
        assert ip.len - 20 - tcp.off * 4 == 500  # 12 B of the header are TCP options (NOPs)
    # The bare trace with its header given infers the same MSS from the data packets.
    assert pcap_bytes(res.trace, header=52) == (tmp_path / "d.pcap").read_bytes()


def _ts_option(tcp: dpkt.tcp.TCP) -> tuple[int, int]:
    """(TSval, TSecr) of a segment's timestamp option; fails if it has none."""
    opts = dict(dpkt.tcp.parse_opts(tcp.opts))
    assert dpkt.tcp.TCP_OPT_TIMESTAMP in opts, f"no timestamp option in {tcp.opts!r}"
    value = opts[dpkt.tcp.TCP_OPT_TIMESTAMP]
    assert len(value) == 8
    tsval, tsecr = struct.unpack("!II", value)
    return tsval, tsecr


def test_timestamps_are_a_real_option_and_their_bytes_header(tmp_path: Path) -> None:
    """With tcp.timestamps each data packet has 10 header bytes more (500 + 40 + 10): read as
    payload they put packet n at byte 510 n instead of 500 n. They were written as NOPs (the
    IP length 2 bytes short); now they are a timestamp option (12 bytes in whole words): TSval
    the send time in microseconds, and on an ACK TSecr the echo, which for in-order data is
    the send time of the packet it acknowledges (RFC 7323 Section 4.3, ns-2's sink)."""
    res = _small({"mss": "500B", "timestamps": True}, ["bottleneck", "bottleneck_reverse"])
    data = _sent(res, "bottleneck")
    frames = _read(res.write_pcap(tmp_path / "t.pcap", link="bottleneck"))
    assert len(frames) == len(data) > 20 and data["size"].max() == 550
    for (_, eth, _), (_, row) in zip(frames, data.iterrows()):
        tcp = eth.data.data
        assert tcp.seq == int(row["seq"]) * 500
        assert eth.data.len - 20 - tcp.off * 4 == 500 and tcp.off * 4 == 32
        assert _ts_option(tcp) == (int(row["sent_ns"]) // 1000, 0)
    acks = _sent(res, "bottleneck_reverse")
    frames = _read(res.write_pcap(tmp_path / "a.pcap", link="bottleneck_reverse"))
    assert len(frames) == len(acks) > 20
    first_sent = data.drop_duplicates("seq").set_index("seq")["sent_ns"]
    checked, previous = 0, None
    for (_, eth, _), (_, row) in zip(frames, acks.iterrows()):
        tsval, tsecr = _ts_option(eth.data.data)
        assert tsval == int(row["sent_ns"]) // 1000
        assert tsecr == int(row["ts_echo_ns"]) // 1000 and row["ts_echo_ns"] >= 0
        # An ACK one past the one before it acknowledges the packet that just arrived in
        # order, sent once: it echoes that packet's send time.
        seq = int(row["seq"])
        if previous is not None and seq == previous + 1 and (data["seq"] == seq).sum() == 1:
            assert int(row["ts_echo_ns"]) == int(first_sent[seq])
            checked += 1
        previous = seq
    assert checked > 20
    # Without timestamps no segment has the option, and the trace has no echo.
    plain = _small({"mss": "500B"}, ["bottleneck_reverse"])
    assert (plain.trace["ts_echo_ns"] == -1).all()
    for _, eth, _ in _read(plain.write_pcap(tmp_path / "p.pcap")):
        assert eth.data.data.opts == b""


def test_the_syn_and_its_ack_carry_the_syn_flag(tmp_path: Path) -> None:
    """With tcp.syn = true packet 0 is a header-only SYN: it was written as a data segment
    with only ACK set."""
    res = _small({"mss": "500B", "syn": True}, ["bottleneck", "bottleneck_reverse"])
    data = _read(res.write_pcap(tmp_path / "d.pcap", link="bottleneck"))
    syn, first = data[0][1].data.data, data[1][1].data.data
    assert syn.flags == dpkt.tcp.TH_SYN and syn.seq == 499 and data[0][1].data.len == 40
    assert first.flags & dpkt.tcp.TH_SYN == 0 and first.seq == 500  # data packet 1
    acks = _read(res.write_pcap(tmp_path / "a.pcap", link="bottleneck_reverse"))
    synack, ack1 = acks[0][1].data.data, acks[1][1].data.data
    assert synack.flags == dpkt.tcp.TH_SYN | dpkt.tcp.TH_ACK
    assert (synack.seq, synack.ack) == (0, 500)
    assert ack1.flags == dpkt.tcp.TH_ACK and (ack1.seq, ack1.ack) == (1, 1000)


def test_udp_flows_are_udp_datagrams(tmp_path: Path) -> None:
    """UDP flows were written as TCP segments."""
    res = _small({}, ["bottleneck"], [{"name": "u", "rtt": "40ms", "protocol": "udp",
                                       "udp": {"kind": "cbr", "rate": "100kbps",
                                               "size": "600B"}}])
    frames = _read(res.write_pcap(tmp_path / "u.pcap"))
    assert len(frames) == len(_sent(res, "bottleneck")) > 5
    for _, eth, wire in frames:
        ip = eth.data
        assert ip.p == dpkt.ip.IP_PROTO_UDP and isinstance(ip.data, dpkt.udp.UDP)
        assert ip.len == 600 and wire == 14 + 20 + 8  # headers captured, no payload
        assert (ip.data.sport, ip.data.dport, ip.data.ulen) == (10000, 80, 600 - 20)


@pytest.fixture(scope="module")
def untraced() -> ccsim.Results:
    sc = _scenario().model_dump(mode="json")
    sc["monitors"] = {}
    return ccsim.run(sc, seed=1, progress=False)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({}, "turn on monitors.trace"),
    ({"link": "bottleneck"}, "turn on monitors.trace"),
    ({"link": "no-such-link"}, 'link "no-such-link" is not a link of the run (links: bottleneck'),
    ({"link": "bottleneck", "event": "zzz"}, 'event "zzz" is not one of +, -, r, d, m'),
    ({"flows": ["nope"]}, 'flow "nope" is not a flow of the run (flows: a, b)'),
])
def test_a_run_without_a_trace_writes_no_pcap(untraced: ccsim.Results, tmp_path: Path,
                                              kwargs: dict, message: str) -> None:
    """Without monitors.trace, write_pcap wrote an empty capture (a header, no packet) even for
    a link or event that does not exist: every argument is checked, then an empty trace is
    refused with the monitor to turn on, and nothing is written."""
    path = tmp_path / "x.pcap"
    with pytest.raises(ValueError, match=re.escape(message)):
        untraced.write_pcap(path, **kwargs)
    assert not path.exists()


def test_one_flow_name_as_a_string_is_one_flow(result: ccsim.Results) -> None:
    """``flows="a"`` was read as its characters (here one, "a"; "flow0" as f, l, o, w, 0)."""
    trace = result.trace
    assert pcap_bytes(trace, "bottleneck", flows="a") == pcap_bytes(trace, "bottleneck",
                                                                     flows=["a"])
    with pytest.raises(ValueError, match='flow "ab" is not a flow of the run'):
        pcap_bytes(trace, "bottleneck", flows="ab")


def test_results_write_pcap_takes_one_flow_name_alone(result: ccsim.Results, tmp_path: Path) -> None:
    """``Results.write_pcap(flows="ab")`` split the name into "a" and "b" before the pcap
    writer saw it: a capture of both flows under one wrong name."""
    one = result.write_pcap(tmp_path / "one.pcap", link="bottleneck", flows="a").read_bytes()
    listed = result.write_pcap(tmp_path / "list.pcap", link="bottleneck", flows=["a"]).read_bytes()
    assert one == listed
    with pytest.raises(ValueError, match='flow "ab" is not a flow of the run'):
        result.write_pcap(tmp_path / "x.pcap", link="bottleneck", flows="ab")
