"""The differential suite's result as Markdown: the tables docs/validation.md shows."""

from __future__ import annotations

from typing import Any

__all__ = ["markdown_tables", "METRIC_LABELS"]

#: How each compared metric reads in the agreement tables (docs and `ccsim validate ns2`).
METRIC_LABELS = {"throughput_pps": "throughput (pkt/s)", "retransmits": "retransmissions",
                 "timeouts": "timeouts", "fast_retransmits": "fast retransmits", "drops": "drops",
                 "transfers": "transfers completed", "mean_queue_pkts": "mean queue (pkts)"}


def _num(x: float) -> str:
    return f"{x:.4g}" if abs(x) < 1e4 else f"{x:,.0f}"


def markdown_tables(result: Any) -> str:
    """Summary per case, every row per case (folded), and the trace cases."""
    from ccsim.validation.cases import case

    m = result.meta
    stats, traces = result.stats, result.traces
    out = [f"ns-2 {m['ns2'] or '?'}, {m['mode']} mode: {m['replications']} replications per "
           f"statistical case; a row agrees when Welch's p after Holm's correction is at least "
           f"{m['alpha']:g} or the means differ by at most {100 * m['rel_tol']:g}%.", ""]
    if len(stats):
        n_ok = int(stats["agrees"].sum())
        out += [f"**{n_ok} of {len(stats)} rows agree.**", "",
                "| case | mechanism | rows | agree | closest call (smallest p) |", "|---|---|---|---|---|"]
        for case_id, g in stats.groupby("case", sort=False):
            worst = g.loc[g["p"].idxmin()]
            out.append(f"| {case_id} | {case(case_id).mechanism} | {len(g)} | "
                       f"{int(g['agrees'].sum())} | {METRIC_LABELS[worst['metric']]} "
                       f"({worst['what']}): {worst['diff_pct']:+.1f}%, p {worst['p']:.2g} |")
        out += ["", "Every row (mean ± standard deviation over the replications):", ""]
        for case_id, g in stats.groupby("case", sort=False):
            out += [f"<details><summary>{case_id}</summary>", "",
                    "| what | metric | ns-2 | ccsim | difference | Welch p | p after Holm "
                    "| agrees |", "|---|---|---|---|---|---|---|---|"]
            for _, r in g.iterrows():
                out.append(f"| {r['what']} | {METRIC_LABELS[r['metric']]} | "
                           f"{_num(r['ns2_mean'])} ± {_num(r['ns2_sd'])} | {_num(r['ccsim_mean'])} ± "
                           f"{_num(r['ccsim_sd'])} | {r['diff_pct']:+.1f}% | {r['p']:.3g} | "
                           f"{r['p_holm']:.3g} | {'yes' if r['agrees'] else '**no**'} |")
            out += ["", "</details>", ""]
    if len(traces):
        n_ok = int(traces["agrees"].sum())
        out += [f"**{n_ok} of {len(traces)} packet traces identical.**", "",
                "| case | mechanism | events compared | identical | final cwnd (ns-2, ccsim) "
                "| final ssthresh (ns-2, ccsim) |", "|---|---|---|---|---|---|"]
        for _, r in traces.iterrows():
            same = "yes" if r["agrees"] else f"**no**: {r['first_difference']}"
            out.append(f"| {r['case']} | {r['mechanism']} | {r['events']:,} | {same} | "
                       f"{r['ns2_final_cwnd']:.6g}, {r['ccsim_final_cwnd']:.6g} | "
                       f"{r['ns2_final_ssthresh']:g}, {r['ccsim_final_ssthresh']:g} |")
    return "\n".join(out) + "\n"
