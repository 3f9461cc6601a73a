"""Packet traces as pcap files that Wireshark, tcpdump and tcptrace read.

ccsim's ``trace`` table (``monitors.trace``) holds every packet event of the traced links; a
pcap file is one of those events per packet seen on the wire: by default the start of each
transmission (``-``) on one link, as a capture at the link's sending interface would see it
(``"r"``: arrivals at its far end, as a capture at the receiving side). Each row becomes a
synthetic Ethernet + IPv4 + TCP frame (libpcap format with nanosecond timestamps, magic
0xa1b23c4d, which Wireshark, tcpdump and dpkt read: the trace's times exactly; link type
Ethernet), headers only: the capture length stops after the TCP header and the original length
is the packet's size on the wire, as a capture with a small snap length would record it.

* Addresses: flow f's sender is 10.1.x.y and its receiver 10.2.x.y with x.y = f (two bytes);
  ports 10000 + f % 50000 at the sender and 80 at the receiver.
* TCP sequence numbers count bytes: data packet n carries bytes [n MSS, (n + 1) MSS) (the
  flow's MSS is its largest data packet less ``header``); an ACK acknowledging packet n
  carries ack = (n + 1) MSS. They wrap at 2^32 as TCP's do.
* Flags: data packets ACK (ns-2's sinks send no data), with CWR when set; ACKs ACK, with ECE
  when set. ECN codepoints in the IP header: ECT(0) on ECN-capable packets, CE when marked
  (RFC 3168 Section 5).
* SACK: an ACK's blocks become a SACK option (RFC 2018, kind 5) after two NOPs, in bytes. Such
  an ACK is 4 bytes longer in the pcap than in the run, which counts 8 bytes per block as ns-2
  does (not the option's kind and length, nor the NOPs that align it).
* Checksums are valid for the headers as written with a zero-filled payload.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

import numpy as np
import pandas as pd

from ccsim.atomic import write_atomic

__all__ = ["write_pcap", "pcap_bytes"]

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


def _frame(row: tuple[int, int, bool, int, int, list[tuple[int, int]]], mss: int, header: int,
           ident: int) -> tuple[bytes, int]:
    """One frame (captured bytes) and its length on the wire."""
    flow, seq, is_ack, size, ecn, sack = row
    sender, receiver = _addr(1, flow), _addr(2, flow)
    sport, dport = 10000 + flow % 50000, 80
    options = b""
    if is_ack:
        src, dst, sp, dp = receiver, sender, dport, sport
        tcp_seq, tcp_ack = 1, ((seq + 1) * mss) & 0xFFFFFFFF
        flags = 0x10 | (0x40 if ecn & _ECE else 0)
        payload = 0
        blocks = [(left, right) for left, right in sack if left >= 0]
        if blocks:
            options = b"\x01\x01" + bytes([5, 2 + 8 * len(blocks)]) + b"".join(
                struct.pack("!II", (left * mss) & 0xFFFFFFFF, (right * mss) & 0xFFFFFFFF)
                for left, right in blocks)
    else:
        src, dst, sp, dp = sender, receiver, sport, dport
        tcp_seq, tcp_ack = (seq * mss) & 0xFFFFFFFF, 1
        flags = 0x10 | (0x80 if ecn & _CWR else 0)
        payload = max(size - header, 0)
    tos = (0b11 if ecn & _CE else 0b10) if ecn & (_ECT | _CE) else 0
    tcp_len = 20 + len(options)
    total = 20 + tcp_len + payload
    tcp = struct.pack("!HHIIBBHHH", sp, dp, tcp_seq, tcp_ack, (tcp_len // 4) << 4, flags,
                      65535, 0, 0) + options
    pseudo = src + dst + struct.pack("!BBH", 0, 6, tcp_len + payload)
    tcp = tcp[:16] + struct.pack("!H", _checksum(pseudo + tcp)) + tcp[18:]
    ip = struct.pack("!BBHHHBBH4s4s", 0x45, tos, total, ident & 0xFFFF, 0x4000, 64, 6, 0, src, dst)
    ip = ip[:10] + struct.pack("!H", _checksum(ip)) + ip[12:]
    eth = b"\x02\x00\x00\x00\x00\x02" + b"\x02\x00\x00\x00\x00\x01" + b"\x08\x00"
    return eth + ip + tcp, 14 + total


def pcap_bytes(trace: pd.DataFrame, link: str | None = None, event: str = "-",
               flows: list[str] | None = None, header: int = 40) -> bytes:
    """The pcap file of ``trace`` (``Results.trace``): one frame per row of ``event`` on
    ``link`` (the only traced link when None), of the flows named in ``flows`` (all when None;
    a name that is no flow of the run is refused, like an untraced link, rather than giving an
    empty file). ``header`` is the bytes of a data packet that are not payload (the scenario's
    ``tcp.header``, 40 B by default)."""
    if flows is not None and "flow_name" in trace.columns:
        names = trace["flow_name"]
        known = [str(n) for n in (names.cat.categories if names.dtype == "category"
                                  else pd.unique(names))]
        unknown = [f for f in flows if f not in known]
        if unknown:
            shown = ", ".join(known[:8]) + (f", ... ({len(known)} in all)" if len(known) > 8
                                            else "")
            raise ValueError(f'flow "{unknown[0]}" is not a flow of the run (flows: {shown})')
    if trace.empty:
        rows = trace
    else:
        links = list(pd.unique(trace["name"]))
        if link is None:
            if len(links) != 1:
                raise ValueError(f"the trace has several links ({', '.join(map(str, links))}): "
                                 "name one")
            link = str(links[0])
        elif link not in links:
            raise ValueError(f'link "{link}" is not in the trace (traced: '
                             f'{", ".join(map(str, links))})')
        if event not in ("+", "-", "r", "d", "m"):
            raise ValueError(f'event "{event}" is not one of +, -, r, d, m')
        rows = trace[(trace["name"] == link) & (trace["event"] == event)]
        if flows is not None:
            rows = rows[rows["flow_name"].isin(flows)]
    out = [struct.pack("<IHHiIII", 0xA1B23C4D, 2, 4, 0, 0, 65535, 1)]  # nanosecond pcap
    if rows.empty:
        return b"".join(out)
    data = trace[trace["kind"] == "data"]
    mss = (data.groupby("flow")["size"].max() - header).clip(lower=1).to_dict()
    cols = [rows[c].to_numpy() for c in ("flow", "seq", "size", "ecn")]
    is_ack = (rows["kind"] == "ack").to_numpy()
    sack = np.stack([rows[f"sack_{s}{k}"].to_numpy() for k in range(3) for s in ("left", "right")],
                    axis=1)
    t = rows["t_ns"].to_numpy()
    for i in range(len(rows)):
        flow, seq, size, ecn = (int(c[i]) for c in cols)
        pairs = [(int(sack[i, 2 * k]), int(sack[i, 2 * k + 1])) for k in range(3)]
        frame, wire = _frame((flow, seq, bool(is_ack[i]), size, ecn, pairs),
                             int(mss.get(flow, 1000)), header, i)
        ns = int(t[i])
        out.append(struct.pack("<IIII", ns // 1_000_000_000, ns % 1_000_000_000, len(frame), wire))
        out.append(frame)
    return b"".join(out)


def write_pcap(trace: pd.DataFrame, path: str | os.PathLike[str], link: str | None = None,
               event: str = "-", flows: list[str] | None = None, header: int = 40) -> Path:
    """Write :func:`pcap_bytes` to ``path`` (atomically); returns the path."""
    path = Path(path)
    write_atomic(path, pcap_bytes(trace, link, event, flows, header))
    return path
