"""Validation of ccsim against other simulators.

``ccsim.validation.ns2``: the differential suite against the real ns-2.35 (``ccsim validate
ns2``, docs/validation.md). Each case is a ccsim scenario; the same lowered scenario is written
as an ns-2 Tcl script (:mod:`ccsim.validation.tcl`), both simulators run it over independent
replications, and every per-flow metric is compared with a stated statistical rule
(:mod:`ccsim.validation.agreement`). Deterministic cases compare packet traces exactly
(:mod:`ccsim.validation.traces`), replaying ns-2's draw of each agent's tick phase
(:mod:`ccsim.validation.ns2rng`); :mod:`ccsim.validation.random_traces` draws such cases at random.
"""
