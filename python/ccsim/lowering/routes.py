"""The engine's static routes, computed again in Python: the lowering reports each flow's base
RTT along the path the engine will use, and the models (e.g. seed 001's Jackson delay, eq. 7)
need the links each flow crosses. Two rules, as in ``crates/ccsim-engine/src/net/routing.rs``:

* ``"delay"``: shortest propagation delay;
* ``"hops"``: ns-2's static routing with its default cost of 1 per link: fewest hops, each node
  forwarding by its own shortest-path tree, in which equal-hop routes go through the neighbour
  settled first, settling in order of (hops, node index), so through the lowest-numbered node.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

__all__ = ["ROUTING", "route"]

#: The routing rules a graph topology may name.
ROUTING = ("delay", "hops")


def route(n_nodes: int, links: Sequence[tuple[int, int, int]], src: int, dst: int,
          rule: str = "delay") -> list[int] | None:
    """Indices into ``links`` (each ``(from, to, delay_ns)``) of the path ``src -> dst`` under
    ``rule``, or None if ``dst`` cannot be reached."""
    out: list[list[int]] = [[] for _ in range(n_nodes)]
    for i, (a, _, _) in enumerate(links):
        out[a].append(i)
    if rule == "hops":
        return _hop_path(out, links, src, dst)
    return _delay_path(out, links, src, dst)


def _hop_path(out: list[list[int]], links: Sequence[tuple[int, int, int]], src: int,
              dst: int) -> list[int] | None:
    path: list[int] = []
    at = src
    while at != dst:
        first = _next_hops(out, links, at).get(dst)
        if first is None or len(path) > len(out):
            return None
        path.append(first)
        at = links[first][1]
    return path


def _next_hops(out: list[list[int]], links: Sequence[tuple[int, int, int]],
               src: int) -> dict[int, int]:
    """Node -> the first link from ``src`` towards it: breadth first, each level in node order,
    a node keeping the first hop of the first neighbour that reaches it."""
    first: dict[int, int] = {}
    seen = {src}
    level = [src]
    while level:
        nxt = []
        for u in sorted(level):
            for li in sorted(out[u]):
                v = links[li][1]
                if v not in seen:
                    seen.add(v)
                    first[v] = li if u == src else first[u]
                    nxt.append(v)
        level = nxt
    return first


def _delay_path(out: list[list[int]], links: Sequence[tuple[int, int, int]], src: int,
                dst: int) -> list[int] | None:
    """Dijkstra on (delay, hops), ties to the lower link index (the engine's order)."""
    best: dict[int, tuple[int, int]] = {src: (0, 0)}
    via: dict[int, int] = {}
    heap = [(0, 0, src)]
    while heap:
        d, h, u = heapq.heappop(heap)
        if best.get(u) != (d, h):
            continue
        for li in out[u]:
            v, cand = links[li][1], (d + links[li][2], h + 1)
            cur = best.get(v)
            if cur is None or cand < cur or (cand == cur and li < via[v]):
                best[v], via[v] = cand, li
                heapq.heappush(heap, (cand[0], cand[1], v))
    if dst not in best:
        return None
    path = []
    v = dst
    while v != src:
        path.append(via[v])
        v = links[via[v]][0]
    return path[::-1]
