"""The engine's static routes, computed again in Python: the lowering reports each flow's base
RTT along the path the engine will use, and the models (e.g. seed 001's Jackson delay, eq. 7)
need the links each flow crosses. Two rules, as in ``crates/ccsim-engine/src/net/routing.rs``:

* ``"delay"``: shortest propagation delay (ties: fewer hops, then the lower link index);
* ``"hops"``: ns-2's static routing with its default cost of 1 per link: fewest hops, each node
  forwarding by its own shortest-path tree, in which equal-hop routes go through the neighbour
  settled first, settling in order of (hops, node index), so through the lowest-numbered node.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence

__all__ = ["ROUTING", "Router", "route"]

#: The routing rules a graph topology may name.
ROUTING = ("delay", "hops")


class Router:
    """Routes over fixed links (each ``(from, to, delay_ns)``) under one rule; one tree per
    node, computed when first needed and kept (many flows share their sources)."""

    def __init__(self, n_nodes: int, links: Sequence[tuple[int, int, int]], rule: str = "delay"):
        self.links, self.rule = links, rule
        self.out: list[list[int]] = [[] for _ in range(n_nodes)]
        for i, (a, _, _) in enumerate(links):
            self.out[a].append(i)
        self._trees: dict[int, dict[int, int]] = {}

    def path(self, src: int, dst: int) -> list[int] | None:
        """Indices into ``links`` of the path ``src -> dst``, or None if ``dst`` cannot be
        reached."""
        if self.rule == "hops":
            return self._hop_path(src, dst)
        via = self._tree(src, self._delay_tree)
        if dst != src and dst not in via:
            return None
        path = []
        v = dst
        while v != src:
            path.append(via[v])
            v = self.links[via[v]][0]
        return path[::-1]

    def delay(self, src: int, dst: int) -> int | None:
        """Propagation delay of the path ``src -> dst`` (ns), None if there is none."""
        path = self.path(src, dst)
        return None if path is None else sum(self.links[i][2] for i in path)

    def _tree(self, src: int, build: Callable[[int], dict[int, int]]) -> dict[int, int]:
        if src not in self._trees:
            self._trees[src] = build(src)
        return self._trees[src]

    def _hop_path(self, src: int, dst: int) -> list[int] | None:
        """By each node's own next hop in turn, as ns-2 forwards."""
        path: list[int] = []
        at = src
        while at != dst:
            first = self._tree(at, self._next_hops).get(dst)
            if first is None or len(path) > len(self.out):
                return None
            path.append(first)
            at = self.links[first][1]
        return path

    def _next_hops(self, src: int) -> dict[int, int]:
        """Node -> the first link from ``src`` towards it: breadth first, each level in node
        order, a node keeping the first hop of the first neighbour that reaches it."""
        first: dict[int, int] = {}
        seen = {src}
        level = [src]
        while level:
            nxt = []
            for u in sorted(level):
                for li in sorted(self.out[u]):
                    v = self.links[li][1]
                    if v not in seen:
                        seen.add(v)
                        first[v] = li if u == src else first[u]
                        nxt.append(v)
            level = nxt
        return first

    def _delay_tree(self, src: int) -> dict[int, int]:
        """Node -> the last link of its shortest path from ``src``: Dijkstra on (delay, hops),
        ties to the lower link index (the engine's order)."""
        best: dict[int, tuple[int, int]] = {src: (0, 0)}
        via: dict[int, int] = {}
        heap = [(0, 0, src)]
        while heap:
            d, h, u = heapq.heappop(heap)
            if best.get(u) != (d, h):
                continue
            for li in self.out[u]:
                v, cand = self.links[li][1], (d + self.links[li][2], h + 1)
                cur = best.get(v)
                if cur is None or cand < cur or (cand == cur and li < via[v]):
                    best[v], via[v] = cand, li
                    heapq.heappush(heap, (cand[0], cand[1], v))
        return via


def route(n_nodes: int, links: Sequence[tuple[int, int, int]], src: int, dst: int,
          rule: str = "delay") -> list[int] | None:
    """Indices into ``links`` (each ``(from, to, delay_ns)``) of the path ``src -> dst`` under
    ``rule``, or None if ``dst`` cannot be reached (one query; :class:`Router` keeps trees)."""
    return Router(n_nodes, links, rule).path(src, dst)
