"""Packet traces as pcap files that Wireshark, tcpdump and tcptrace read.

ccsim's ``trace`` table (``monitors.trace``) holds every packet event of the traced links; a
pcap file is one of those events per packet seen on the wire: by default the start of each
transmission (``-``) on one link, as a capture at the link's sending interface would see it
(``"r"``: arrivals at its far end, as a capture at the receiving side). Each row becomes a
synthetic Ethernet + IPv4 + TCP frame (UDP for UDP flows; libpcap format with nanosecond
timestamps, magic 0xa1b23c4d, which Wireshark, tcpdump and dpkt read: the trace's times exactly;
link type Ethernet), headers only: the capture length stops after the TCP (UDP) header and the
original length is the packet's size on the wire, as a capture with a small snap length would
record it.

* Addresses: flow f's sender is 10.1.x.y and its receiver 10.2.x.y with x.y = f (two bytes);
  ports 10000 + f % 50000 at the sender and 80 at the receiver.
* Each flow is written with its own :class:`Wire`: protocol, MSS, header bytes, SYN.
  ``Results.write_pcap`` takes them from the run's lowered scenario; :func:`pcap_bytes` on a
  bare trace takes ``mss`` and ``header`` (or a ``wire`` per flow), and infers a flow's MSS
  from its largest data packet less ``header`` only when the trace holds one: a flow whose
  data packets are not in the trace (only its ACKs were traced) is refused, not numbered with
  a made-up MSS.
* TCP sequence numbers count bytes: data packet n carries bytes [n MSS, (n + 1) MSS); an ACK
  acknowledging packet n carries ack = (n + 1) MSS. They wrap at 2^32 as TCP's do. A data
  packet's TCP header is padded with NOP options to ``header`` less 20 B of IP (up to the
  60 B a TCP header can have, in whole 4-byte words), so that the IP length is its size in the
  run.
* Timestamps (``tcp.timestamps``, ``Wire.timestamps``): every segment carries a timestamp
  option (RFC 7323: kind 8, after two NOPs) whose TSval is the packet's send time (the
  trace's ``sent_ns``) in microseconds, modulo 2^32, and whose TSecr is, on an ACK, the echoed
  timestamp (``ts_echo_ns``) in the same unit; data packets echo nothing (0), as in ns-2. The
  run counts the option as ns-2 does, 10 bytes on data packets and none on ACKs; written in
  whole words it takes 12, so a data packet is 2 bytes and an ACK 12 bytes longer in the pcap
  than in the run (the payload and sequence numbers are the run's).
* Flags: data packets ACK (ns-2's sinks send no data), with CWR when set; ACKs ACK, with ECE
  when set. ECN codepoints in the IP header: ECT(0) on ECN-capable packets, CE when marked
  (RFC 3168 Section 5).
* SYN (``tcp.syn = true``): packet 0 is the SYN, written with the SYN flag alone and sequence
  number MSS - 1, so that the one number a SYN consumes ends where data packet 1 starts (MSS);
  the ACKs of packet 0 are the receiver's SYN-ACK (SYN and ACK flags, its own sequence number
  0; its later segments carry 1, as they do without a SYN).
* UDP flows (``protocol = "udp"``) are IP protocol 17 with an 8-byte UDP header; the payload
  is the packet's size less the 28 bytes of IP and UDP headers.
* SACK: an ACK's blocks become a SACK option (RFC 2018, kind 5) after two NOPs, in bytes. Such
  an ACK is 4 bytes longer in the pcap than in the run, which counts 8 bytes per block as ns-2
  does (not the option's kind and length, nor the NOPs that align it).
* Checksums are valid for the headers as written with a zero-filled payload.
"""

from __future__ import annotations

import os
import struct
from collections.abc import Mapping
from pathlib import Path
from typing import NamedTuple

import numpy as np
import pandas as pd

from ccsim.atomic import write_atomic
from ccsim.schema.tcp import TS_OPTION_BYTES

__all__ = ["write_pcap", "pcap_bytes", "Wire"]


class Wire(NamedTuple):
    """How one flow's packets are written. ``protocol``: "tcp" (TCP and TFRCP: sequence
    numbers and ACKs) or "udp"; ``mss``: payload bytes of a full data packet (None: inferred
    from the trace, see the module); ``header``: bytes of a data packet that are not payload
    (the scenario's ``tcp.header``, with the timestamp option's 10 bytes when ``timestamps``;
    28 for UDP, IP and UDP headers); ``syn``: packet 0 is a SYN (``tcp.syn``); ``timestamps``:
    segments carry a timestamp option (``tcp.timestamps``)."""

    protocol: str = "tcp"
    mss: int | None = None
    header: int = 40
    syn: bool = False
    timestamps: bool = False


_ECT, _CE, _ECE, _CWR = 1, 2, 4, 8


def _checksum(data: bytes) -> int:
    if len(data) % 2:
        data += b"\0"
    s: int = sum(struct.unpack(f"!{len(data) // 2}H", data))
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return ~s & 0xFFFF


def _addr(net: int, flow: int) -> bytes:
    return bytes([10, net, (flow >> 8) & 0xFF, flow & 0xFF])


def _timestamps(sent_ns: int, echo_ns: int) -> bytes:
    """Two NOPs and a timestamp option (RFC 7323 Section 3.2), both values in microseconds."""
    def us(ns: int) -> int:
        return (ns // 1000) & 0xFFFFFFFF if ns >= 0 else 0
    return b"\x01\x01" + struct.pack("!BBII", 8, 10, us(sent_ns), us(echo_ns))


def _frame(row: tuple[int, int, bool, int, int, list[tuple[int, int]], int, int], wire: Wire,
           ident: int) -> tuple[bytes, int]:
    """One frame (captured bytes) and its length on the wire; ``wire.mss`` is known here."""
    flow, seq, is_ack, size, ecn, sack, sent_ns, echo_ns = row
    mss = int(wire.mss or 0)
    sender, receiver = _addr(1, flow), _addr(2, flow)
    sport, dport = 10000 + flow % 50000, 80
    tos = (0b11 if ecn & _CE else 0b10) if ecn & (_ECT | _CE) else 0
    if wire.protocol == "udp":
        payload = max(size - wire.header, 0)
        segment = struct.pack("!HHHH", sport, dport, 8 + payload, 0)
        proto = 17
        pseudo = sender + receiver + struct.pack("!BBH", 0, proto, 8 + payload)
        segment = segment[:6] + struct.pack("!H", _checksum(pseudo + segment) or 0xFFFF)
        src, dst = sender, receiver
    else:
        proto = 6
        options = b""
        if is_ack:
            src, dst, sp, dp = receiver, sender, dport, sport
            tcp_seq, tcp_ack = 1, ((seq + 1) * mss) & 0xFFFFFFFF
            flags = 0x10 | (0x40 if ecn & _ECE else 0)
            if wire.syn and seq == 0:  # the receiver's answer to the SYN
                tcp_seq, flags = 0, flags | 0x02
            payload = 0
            if wire.timestamps:
                options = _timestamps(sent_ns, echo_ns)
            blocks = [(left, right) for left, right in sack if left >= 0]
            if blocks:
                options += b"\x01\x01" + bytes([5, 2 + 8 * len(blocks)]) + b"".join(
                    struct.pack("!II", (left * mss) & 0xFFFFFFFF, (right * mss) & 0xFFFFFFFF)
                    for left, right in blocks)
        else:
            src, dst, sp, dp = sender, receiver, sport, dport
            tcp_seq, tcp_ack = (seq * mss) & 0xFFFFFFFF, 1
            flags = 0x10 | (0x80 if ecn & _CWR else 0)
            if wire.syn and seq == 0:  # a SYN consumes one number: MSS - 1, data 1 from MSS
                tcp_seq, tcp_ack, flags = (mss - 1) & 0xFFFFFFFF, 0, 0x02
            payload = max(size - wire.header, 0)
            # Header bytes beyond IP, TCP and the timestamp option: NOPs in whole words.
            # (A TCP header holds 40 bytes of options at most.)
            ts = _timestamps(sent_ns, -1) if wire.timestamps else b""
            pad = wire.header - 40 - (TS_OPTION_BYTES if wire.timestamps else 0)
            options = b"\x01" * min(max(pad, 0) // 4 * 4, 40 - len(ts)) + ts
        tcp_len = 20 + len(options)
        segment = struct.pack("!HHIIBBHHH", sp, dp, tcp_seq, tcp_ack, (tcp_len // 4) << 4,
                              flags, 65535, 0, 0) + options
        pseudo = src + dst + struct.pack("!BBH", 0, proto, tcp_len + payload)
        segment = segment[:16] + struct.pack("!H", _checksum(pseudo + segment)) + segment[18:]
    total = 20 + len(segment) + payload
    ip = struct.pack("!BBHHHBBH4s4s", 0x45, tos, total, ident & 0xFFFF, 0x4000, 64, proto, 0,
                     src, dst)
    ip = ip[:10] + struct.pack("!H", _checksum(ip)) + ip[12:]
    eth = b"\x02\x00\x00\x00\x00\x02" + b"\x02\x00\x00\x00\x00\x01" + b"\x08\x00"
    return eth + ip + segment, 14 + total


def _wires(trace: pd.DataFrame, rows: pd.DataFrame, header: int, mss: int | None,
           wire: Mapping[str, Wire] | None) -> dict[int, Wire]:
    """Each written flow's :class:`Wire` by flow number, its MSS known, or a ValueError naming
    the flow whose MSS the trace cannot tell (no data packet of it was traced)."""
    names = (dict(zip(rows["flow"].astype(int), rows["flow_name"].astype(str)))
             if "flow_name" in rows.columns else {})
    largest: dict[int, int] | None = None  # each flow's largest data packet, when needed
    out: dict[int, Wire] = {}
    for flow in pd.unique(rows["flow"]):
        flow = int(flow)
        name = names.get(flow, str(flow))
        w = (wire or {}).get(name) or Wire(mss=mss, header=header)
        if w.protocol == "tcp" and w.mss is None:
            # The largest data packet of the flow is a full one (ns-2's agents send whole
            # segments); without one the ACK numbers would be a guess.
            if largest is None:
                data = trace[trace["kind"] == "data"]
                largest = {int(k): int(v) for k, v in data.groupby("flow")["size"].max().items()}
            if flow not in largest:
                raise ValueError(f'flow "{name}": the trace holds none of its data packets, so '
                                 "its MSS is unknown; give mss= (Results.write_pcap takes it "
                                 "from the scenario)")
            w = w._replace(mss=max(largest[flow] - w.header, 1))
        if w.protocol == "tcp" and int(w.mss or 0) < 1:
            raise ValueError(f'flow "{name}": mss {w.mss} is not a positive number of bytes')
        out[flow] = w
    return out


def _known(column: pd.Series) -> list[str]:
    """The names a categorical column can hold (the run's links or flows, traced or not), else
    those it holds."""
    values = column.cat.categories if column.dtype == "category" else pd.unique(column)
    return [str(v) for v in values]


def _shown(names: list[str]) -> str:
    return ", ".join(names[:8]) + (f", ... ({len(names)} in all)" if len(names) > 8 else "")


def pcap_bytes(trace: pd.DataFrame, link: str | None = None, event: str = "-",
               flows: str | list[str] | None = None, header: int = 40, mss: int | None = None,
               wire: Mapping[str, Wire] | None = None) -> bytes:
    """The pcap file of ``trace`` (``Results.trace``): one frame per row of ``event`` on
    ``link`` (the only traced link when None), of the flows named in ``flows`` (one name or a
    list; all when None; a name that is no flow of the run is refused, like an untraced link,
    rather than giving an empty file). ``header`` is the bytes of a data packet that are not
    payload (the scenario's ``tcp.header``, 40 B by default) and ``mss`` its payload (None:
    inferred, see the module), for every flow; ``wire`` (flow name -> :class:`Wire`) sets them
    per flow instead, as ``Results.write_pcap`` does from the scenario.

    ``link``, ``event`` and ``flows`` are checked first; then a trace with no row at all (the
    run had no ``monitors.trace``, or nothing crossed the links it traced) is refused, not
    written as a capture of nothing that looks complete."""
    if isinstance(flows, str):  # one name, not its characters
        flows = [flows]
    if event not in ("+", "-", "r", "d", "m"):
        raise ValueError(f'event "{event}" is not one of +, -, r, d, m')
    if flows is not None and "flow_name" in trace.columns:
        known = _known(trace["flow_name"])
        unknown = [f for f in flows if f not in known]
        if unknown:
            raise ValueError(f'flow "{unknown[0]}" is not a flow of the run '
                             f"(flows: {_shown(known)})")
    if trace.empty:
        if link is not None and "name" in trace.columns and trace["name"].dtype == "category":
            links = _known(trace["name"])
            if link not in links:
                raise ValueError(f'link "{link}" is not a link of the run (links: '
                                 f"{_shown(links)})")
        raise ValueError("the run has no packet trace to write (its trace table is empty): turn "
                         'on monitors.trace, e.g. [monitors.trace] links = ["bottleneck"], and '
                         "run again (if it was on, no packet crossed the links it traced)")
    links = list(pd.unique(trace["name"]))
    if link is None:
        if len(links) != 1:
            raise ValueError(f"the trace has several links ({', '.join(map(str, links))}): "
                             "name one")
        link = str(links[0])
    elif link not in links:
        raise ValueError(f'link "{link}" is not in the trace (traced: '
                         f'{", ".join(map(str, links))})')
    rows = trace[(trace["name"] == link) & (trace["event"] == event)]
    if flows is not None:
        rows = rows[rows["flow_name"].isin(flows)]
    out = [struct.pack("<IHHiIII", 0xA1B23C4D, 2, 4, 0, 0, 65535, 1)]  # nanosecond pcap
    if rows.empty:
        return b"".join(out)
    wires = _wires(trace, rows, header, mss, wire)
    cols = [rows[c].to_numpy() for c in ("flow", "seq", "size", "ecn")]
    is_ack = (rows["kind"] == "ack").to_numpy()
    sack = np.stack([rows[f"sack_{s}{k}"].to_numpy() for k in range(3) for s in ("left", "right")],
                    axis=1)
    t = rows["t_ns"].to_numpy()
    # Traces saved before these columns existed: no timestamps to write (TSval and TSecr 0).
    sent = rows["sent_ns"].to_numpy() if "sent_ns" in rows.columns else np.zeros(len(rows), int)
    echo = (rows["ts_echo_ns"].to_numpy() if "ts_echo_ns" in rows.columns
            else np.full(len(rows), -1))
    for i in range(len(rows)):
        flow, seq, size, ecn = (int(c[i]) for c in cols)
        pairs = [(int(sack[i, 2 * k]), int(sack[i, 2 * k + 1])) for k in range(3)]
        frame, length = _frame((flow, seq, bool(is_ack[i]), size, ecn, pairs, int(sent[i]),
                                int(echo[i])), wires[flow], i)
        ns = int(t[i])
        out.append(struct.pack("<IIII", ns // 1_000_000_000, ns % 1_000_000_000, len(frame),
                               length))
        out.append(frame)
    return b"".join(out)


def write_pcap(trace: pd.DataFrame, path: str | os.PathLike[str], link: str | None = None,
               event: str = "-", flows: str | list[str] | None = None, header: int = 40,
               mss: int | None = None, wire: Mapping[str, Wire] | None = None) -> Path:
    """Write :func:`pcap_bytes` to ``path`` (atomically); returns the path."""
    path = Path(path)
    if path.is_dir():
        raise IsADirectoryError(f"{path}: is a directory; give the pcap file's path "
                                "(e.g. trace.pcap)")
    write_atomic(path, pcap_bytes(trace, link, event, flows, header, mss, wire))
    return path
