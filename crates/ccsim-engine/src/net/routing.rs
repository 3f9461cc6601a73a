//! Static routing, computed once before the run. Two rules (`Scenario::routing`):
//! - `Delay`: every flow follows a shortest path by propagation delay (Dijkstra; ties broken by
//!   fewer hops, then by lower link index, so routes are deterministic).
//! - `Hops`: ns-2's static routing with its default cost of 1 per link (`$ns rtproto Static`,
//!   route computation in ns-2's `RouteLogic`): fewest hops, and each node forwards by its own
//!   shortest-path tree (hop by hop), in which a node reached at equal cost through several
//!   neighbours keeps the route through the neighbour settled first, settling in order of
//!   (distance, node index). So among equal-hop paths the next hop goes through the
//!   lowest-numbered node (checked against ns-2.35's own routes on seed 001's Abilene graph,
//!   tests/test_named_topologies.py).

use crate::scenario::{LinkSpec, Routing};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Shortest-path routing over a fixed graph; one tree per distinct source, cached.
pub struct Router<'a> {
    links: &'a [LinkSpec],
    out: Vec<Vec<u32>>,
    rule: Routing,
    /// Per source node: `Delay`, the last link of a shortest path to each node; `Hops`, the
    /// first link (the next hop) towards each node.
    trees: Vec<Option<Vec<Option<u32>>>>,
}

impl<'a> Router<'a> {
    pub fn new(n_nodes: usize, links: &'a [LinkSpec]) -> Self {
        Self::with_rule(n_nodes, links, Routing::Delay)
    }

    pub fn with_rule(n_nodes: usize, links: &'a [LinkSpec], rule: Routing) -> Self {
        let mut out: Vec<Vec<u32>> = vec![vec![]; n_nodes];
        for (i, l) in links.iter().enumerate() {
            out[l.from as usize].push(i as u32);
        }
        Router { links, out, rule, trees: vec![None; n_nodes] }
    }

    /// `Hops`: the next-hop link from `src` towards every node (module doc). Unit costs make
    /// the settling order breadth-first, each level in node order; a node keeps the first hop of
    /// the first settled neighbour that reaches it (of parallel links, the lowest index).
    fn next_hops(&self, src: u32) -> Vec<Option<u32>> {
        let n = self.out.len();
        let mut dist: Vec<Option<u32>> = vec![None; n];
        let mut first: Vec<Option<u32>> = vec![None; n];
        dist[src as usize] = Some(0);
        let mut level = vec![src];
        let mut d = 0;
        while !level.is_empty() {
            level.sort_unstable();
            let mut next = vec![];
            for &u in &level {
                let mut links = self.out[u as usize].clone();
                links.sort_unstable();
                for li in links {
                    let v = self.links[li as usize].to as usize;
                    if dist[v].is_none() {
                        dist[v] = Some(d + 1);
                        first[v] = if u == src { Some(li) } else { first[u as usize] };
                        next.push(v as u32);
                    }
                }
            }
            level = next;
            d += 1;
        }
        first
    }

    /// `Hops`: the path by each node's next hop in turn, as ns-2 forwards.
    fn hop_path(&mut self, src: u32, dst: u32) -> Option<Vec<u32>> {
        let mut path = vec![];
        let mut at = src;
        while at != dst {
            if self.trees[at as usize].is_none() {
                self.trees[at as usize] = Some(self.next_hops(at));
            }
            let li = self.trees[at as usize].as_ref().expect("computed")[dst as usize]?;
            path.push(li);
            at = self.links[li as usize].to;
            if path.len() > self.out.len() {
                return None; // cannot happen with consistent trees; never loop
            }
        }
        Some(path)
    }

    /// Dijkstra from `src`. Cost = (total delay, hops); ties between equal costs go to the lower
    /// link index.
    fn tree(&self, src: u32) -> Vec<Option<u32>> {
        let n = self.out.len();
        let mut best: Vec<Option<(u64, u32)>> = vec![None; n];
        let mut via: Vec<Option<u32>> = vec![None; n];
        let mut heap = BinaryHeap::new();
        best[src as usize] = Some((0, 0));
        heap.push(Reverse((0u64, 0u32, src)));
        while let Some(Reverse((d, h, u))) = heap.pop() {
            if best[u as usize] != Some((d, h)) {
                continue;
            }
            for &li in &self.out[u as usize] {
                let l = &self.links[li as usize];
                let cand = (d + l.delay_ns, h + 1);
                let v = l.to as usize;
                let better = match best[v] {
                    None => true,
                    Some(cur) => cand < cur || (cand == cur && via[v].is_some_and(|x| li < x)),
                };
                if better {
                    best[v] = Some(cand);
                    via[v] = Some(li);
                    heap.push(Reverse((cand.0, cand.1, l.to)));
                }
            }
        }
        via
    }

    /// The links of a shortest path from `src` to `dst`, or `None` if `dst` is unreachable.
    ///
    /// A node with a single outgoing link (a host on its access link) reaches everything through
    /// that link, so its paths are that link followed by the next node's paths: trees are only
    /// computed at the first node with a choice, a few routers instead of every host.
    pub fn path(&mut self, src: u32, dst: u32) -> Option<Vec<u32>> {
        if self.rule == Routing::Hops {
            return self.hop_path(src, dst);
        }
        let mut prefix = vec![];
        let mut from = src;
        while from != dst && self.out[from as usize].len() == 1 && prefix.len() < self.out.len() {
            let l = self.out[from as usize][0];
            prefix.push(l);
            from = self.links[l as usize].to;
            if from == src {
                return None; // a cycle of single links that never reaches dst
            }
        }
        if self.trees[from as usize].is_none() {
            self.trees[from as usize] = Some(self.tree(from));
        }
        let via = self.trees[from as usize].as_ref().expect("computed");
        let mut rest = vec![];
        let mut v = dst;
        while v != from {
            let li = via[v as usize]?;
            rest.push(li);
            v = self.links[li as usize].from;
        }
        rest.reverse();
        prefix.extend(rest);
        Some(prefix)
    }
}

/// The links of a shortest path from `src` to `dst` (one-off convenience over `Router`).
pub fn shortest_path(n_nodes: usize, links: &[LinkSpec], src: u32, dst: u32) -> Option<Vec<u32>> {
    Router::new(n_nodes, links).path(src, dst)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::QueueSpec;

    fn link(from: u32, to: u32, delay_ms: u64) -> LinkSpec {
        LinkSpec {
            name: format!("{from}-{to}"),
            from,
            to,
            bandwidth_bps: 1_000_000,
            delay_ns: delay_ms * 1_000_000,
            queue: QueueSpec::Droptail { limit_pkts: None, limit_bytes: None },
            loss: None,
        }
    }

    #[test]
    fn picks_lowest_delay_not_fewest_hops() {
        // 0 -> 3 direct costs 50 ms; 0 -> 1 -> 2 -> 3 costs 30 ms.
        let links = vec![link(0, 3, 50), link(0, 1, 10), link(1, 2, 10), link(2, 3, 10)];
        assert_eq!(shortest_path(4, &links, 0, 3), Some(vec![1, 2, 3]));
    }

    #[test]
    fn single_link_hosts_route_through_their_link() {
        // Hosts 0 and 4 hang off routers 1 and 3; two router paths 1 -> 2 -> 3 (20 ms) and
        // 1 -> 3 (30 ms).
        let links = vec![
            link(0, 1, 1),
            link(1, 0, 1),
            link(1, 2, 10),
            link(2, 3, 10),
            link(1, 3, 30),
            link(3, 4, 1),
            link(4, 3, 1),
        ];
        assert_eq!(shortest_path(5, &links, 0, 4), Some(vec![0, 2, 3, 5]));
        assert_eq!(shortest_path(5, &links, 4, 0), None); // no route 3 -> 1
        assert_eq!(shortest_path(5, &links, 0, 1), Some(vec![0]));
    }

    #[test]
    fn hops_take_fewest_links_whatever_the_delay() {
        // 0 -> 3 direct costs 50 ms; 0 -> 1 -> 2 -> 3 costs 30 ms but three hops.
        let links = vec![link(0, 3, 50), link(0, 1, 10), link(1, 2, 10), link(2, 3, 10)];
        assert_eq!(Router::with_rule(4, &links, Routing::Hops).path(0, 3), Some(vec![0]));
    }

    #[test]
    fn hops_break_ties_through_the_lowest_numbered_node_at_each_hop() {
        // Two 2-hop paths 0 -> {2, 1} -> 3, listed with node 2's first: ns-2's settling in node
        // order goes through node 1. Then from 4 (one hop before 0) the path is forwarded by
        // 0's own choice.
        let links = vec![link(0, 2, 1), link(2, 3, 1), link(0, 1, 9), link(1, 3, 9), link(4, 0, 1)];
        let mut r = Router::with_rule(5, &links, Routing::Hops);
        assert_eq!(r.path(0, 3), Some(vec![2, 3]));
        assert_eq!(r.path(4, 3), Some(vec![4, 2, 3]));
        assert_eq!(r.path(3, 0), None);
        // By delay the faster path through node 2 wins.
        assert_eq!(shortest_path(5, &links, 0, 3), Some(vec![0, 1]));
    }

    #[test]
    fn unreachable_is_none() {
        let links = vec![link(0, 1, 10), link(2, 1, 10)];
        assert_eq!(shortest_path(3, &links, 0, 2), None);
    }
}
