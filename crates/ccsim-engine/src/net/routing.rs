//! Static routing: every flow follows a shortest path by propagation delay, computed once before
//! the run (Dijkstra; ties broken by fewer hops, then by lower link index, so routes are
//! deterministic).

use crate::scenario::LinkSpec;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The links of a shortest path from `src` to `dst`, or `None` if `dst` is unreachable.
pub fn shortest_path(n_nodes: usize, links: &[LinkSpec], src: u32, dst: u32) -> Option<Vec<u32>> {
    let mut out: Vec<Vec<u32>> = vec![vec![]; n_nodes];
    for (i, l) in links.iter().enumerate() {
        out[l.from as usize].push(i as u32);
    }
    // Cost = (total delay, hops); `via` = link used to reach the node.
    let mut best: Vec<Option<(u64, u32)>> = vec![None; n_nodes];
    let mut via: Vec<Option<u32>> = vec![None; n_nodes];
    let mut heap = BinaryHeap::new();
    best[src as usize] = Some((0, 0));
    heap.push(Reverse((0u64, 0u32, src)));
    while let Some(Reverse((d, h, u))) = heap.pop() {
        if best[u as usize] != Some((d, h)) {
            continue;
        }
        if u == dst {
            break;
        }
        for &li in &out[u as usize] {
            let l = &links[li as usize];
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
    best[dst as usize]?;
    let mut path = vec![];
    let mut v = dst;
    while v != src {
        let li = via[v as usize]?;
        path.push(li);
        v = links[li as usize].from;
    }
    path.reverse();
    Some(path)
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
    fn unreachable_is_none() {
        let links = vec![link(0, 1, 10), link(2, 1, 10)];
        assert_eq!(shortest_path(3, &links, 0, 2), None);
    }
}
