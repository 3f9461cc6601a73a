"""Accumulates the lowered network: node names and unidirectional links with engine fields."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ccsim.lowering.routes import Router

__all__ = ["NetBuilder", "LinkRow"]


class LinkRow(NamedTuple):
    """What the results tables need to know about a lowered link. A named tuple: a scenario of
    100,000 flows makes 400,000 of them, at half the cost of a frozen dataclass each."""

    name: str
    src: str
    dst: str
    bandwidth_bps: int
    delay_ns: int


@dataclass
class NetBuilder:
    """Nodes get indices in creation order; links keep the order they are added in, which is
    their index in the engine and in the ``links`` results table."""

    nodes: list[str] = field(default_factory=list)
    links: list[dict[str, Any]] = field(default_factory=list)
    rows: list[LinkRow] = field(default_factory=list)
    _node_index: dict[str, int] = field(default_factory=dict)
    _link_index: dict[str, int] = field(default_factory=dict)
    #: shortest_delay's routes (``routes.Router``), dropped whenever a node or link is added
    _router: Router | None = None
    #: The engine's routing rule (``routes.ROUTING``); the scenario carries it when not "delay".
    routing: str = "delay"

    def node(self, name: str) -> int:
        """Index of node ``name``, created on first use."""
        if name not in self._node_index:
            self._node_index[name] = len(self.nodes)
            self.nodes.append(name)
            self._router = None
        return self._node_index[name]

    def has_link(self, name: str) -> bool:
        return name in self._link_index

    def link_index(self, name: str) -> int | None:
        return self._link_index.get(name)

    def link(
        self,
        name: str,
        src: str,
        dst: str,
        bandwidth_bps: int,
        delay_ns: int,
        queue: dict[str, Any],
        loss: dict[str, Any] | None = None,
    ) -> int:
        """Add the unidirectional link ``src -> dst``; names must be unique."""
        index = self._link_index
        if name in index:
            raise ValueError(f'link name "{name}" is used twice')
        nodes = self._node_index
        a = nodes.get(src)
        if a is None:
            a = self.node(src)
        b = nodes.get(dst)
        if b is None:
            b = self.node(dst)
        spec: dict[str, Any] = {
            "name": name,
            "from": a,
            "to": b,
            "bandwidth_bps": bandwidth_bps,
            "delay_ns": delay_ns,
            "queue": queue,
        }
        if loss is not None:
            spec["loss"] = loss
        i = index[name] = len(self.links)
        self.links.append(spec)
        self.rows.append(LinkRow(name, src, dst, bandwidth_bps, delay_ns))
        self._router = None
        return i

    def shortest_delay(self, src: str, dst: str) -> int | None:
        """Propagation delay of the path src -> dst the engine will route along (ns): the
        fastest, or under ``routing = "hops"`` ns-2's fewest-hop route; None if there is none.
        Used only to report each flow's base RTT; the engine routes on its own.

        Many flows share their sources, so the routes are kept (one tree per source) until the
        next node or link is added: the cost per flow does not grow with the number of flows."""
        if src not in self._node_index or dst not in self._node_index:
            return None
        if self._router is None:
            links = [(s["from"], s["to"], s["delay_ns"]) for s in self.links]
            self._router = Router(len(self.nodes), links, self.routing)
        return self._router.delay(self._node_index[src], self._node_index[dst])
