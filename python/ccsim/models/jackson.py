"""Mean end-to-end delay of an open Jackson network (Kleinrock/Lam; 002 Section V eqs. 1-7).

Model (REFERENCE.md 11): each output link i is an M/M/1 queue (Kleinrock's independence
approximation) with capacity ``C_i`` bit/s and exponential packet lengths of mean ``1/mu`` bits,
so ``mu C_i`` is its service rate in packets/s. Flow k enters as a Poisson stream of ``gamma_k``
packets/s and is routed over the links, either along a fixed path or by a first-order Markov
chain ``p^k_ij`` (002 eq. 2). Then

    gamma = sum_k gamma_k                                         (eq. 1)
    lambda_ik = gamma_k delta_ik + sum_j lambda_jk p^k_ji           (eq. 2; fixed path: gamma_k per visit)
    lambda_i = sum_k lambda_ik,   rho_i = lambda_i / (mu C_i) < 1   (eqs. 3-5)
    gamma T = sum_i lambda_i / (mu C_i - lambda_i)                 (eq. 6, Little's law)
    T = (1/gamma) sum_i lambda_i / (mu C_i - lambda_i)             (eq. 7)

T excludes propagation (and nodal processing); Kleinrock's full form adds
``sum_i (lambda_i/gamma) P_i`` for link propagation delays P_i. 002 does not say whether its
Table V added it, so both are reported. 002's wording "mu is used as mean in poisson
distribution" is a slip: 1/mu is the mean packet length (REFERENCE.md 11).
"""

from __future__ import annotations

import numbers

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd


@dataclass(frozen=True)
class MarkovRoute:
    """Probabilistic routing of one flow (002 eq. 2): packets enter at link ``source``; after
    link i they go to link j with probability ``transitions[i][j]`` and leave the network with
    the remaining probability ``1 - sum_j transitions[i][j]``."""

    source: str
    transitions: Mapping[str, Mapping[str, float]]


@dataclass(frozen=True)
class JacksonResult:
    """Output of :func:`jackson_delay`.

    ``links``: per link ``capacity_bps, service_pps`` (mu C_i), ``arrival_pps`` (lambda_i),
    ``load`` (rho_i), ``delay_s`` (mean sojourn per visit, 1/(mu C_i - lambda_i), transmission
    included), ``mean_pkts`` (rho/(1-rho)), ``propagation_s``.
    ``flows``: per flow ``rate_pps`` (gamma_k), ``visits`` (mean links crossed),
    ``queueing_s`` (sum over its visits of the link delays), ``propagation_s``, ``delay_s``
    (their sum).
    ``gamma``: total external rate; ``mean_delay_s``: T of eq. (7);
    ``mean_delay_with_propagation_s``: T plus ``sum_i (lambda_i/gamma) P_i``.
    """

    links: pd.DataFrame
    flows: pd.DataFrame
    gamma: float
    mean_delay_s: float
    mean_delay_with_propagation_s: float


def _visits(route, names: list[str], index: dict[str, int], flow) -> np.ndarray:
    """Mean number of visits to each link per packet of a flow (lambda_ik / gamma_k)."""
    m = len(names)
    if isinstance(route, MarkovRoute):
        if route.source not in index:
            raise ValueError(f"flow {flow!r}: source link {route.source!r} is not a link")
        P = np.zeros((m, m))
        for i, row in route.transitions.items():
            for j, prob in row.items():
                for lk in (i, j):
                    if lk not in index:
                        raise ValueError(f"flow {flow!r}: routing names unknown link {lk!r}")
                if not 0 <= prob <= 1:
                    raise ValueError(f"flow {flow!r}: p[{i}][{j}] = {prob} is not a probability")
                P[index[i], index[j]] = prob
        if (P.sum(axis=1) > 1 + 1e-12).any():
            raise ValueError(f"flow {flow!r}: routing probabilities out of a link sum to more than 1")
        delta = np.zeros(m)
        delta[index[route.source]] = 1.0
        try:  # eq. 2 in matrix form: (I - P^T) v = delta
            v = np.linalg.solve(np.eye(m) - P.T, delta)
        except np.linalg.LinAlgError:
            raise ValueError(f"flow {flow!r}: packets never leave the network (closed routing loop)") from None
        if (v < -1e-9).any() or not np.isfinite(v).all():
            raise ValueError(f"flow {flow!r}: routing has no valid solution (closed routing loop?)")
        return np.maximum(v, 0.0)
    if isinstance(route, str) or not isinstance(route, Sequence) or len(route) == 0:
        raise ValueError(f"flow {flow!r}: route must be a non-empty list of link names or a MarkovRoute")
    v = np.zeros(m)
    for lk in route:
        if lk not in index:
            raise ValueError(f"flow {flow!r}: route names unknown link {lk!r}; links are {names}")
        v[index[lk]] += 1.0
    return v


def _number(value: object, what: str) -> float:
    """``value`` as a float when it is a real number (numpy's too); else a ValueError naming
    ``what`` (a string such as "5" or "1Mbps" is the spec file's business, not the API's)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise ValueError(f"{what}: expected a number, got {value!r}")
    return float(value)


def jackson_delay(
    capacities_bps: Mapping[str, float],
    routes: Mapping[str, Sequence[str] | MarkovRoute],
    rates_pps: Mapping[str, float],
    *,
    mean_pkt_bytes: float,
    propagation_s: Mapping[str, float] | None = None,
) -> JacksonResult:
    """Per-link load and mean delay, and the network mean delay T of 002 eq. (7).

    ``capacities_bps``: link name -> C_i (bit/s). ``routes``: flow -> list of link names in
    order (fixed routing) or a :class:`MarkovRoute`. ``rates_pps``: flow -> gamma_k, Poisson
    packets/s. ``mean_pkt_bytes``: mean packet length (1/mu = 8 * mean_pkt_bytes bits).
    ``propagation_s``: optional link name -> propagation delay P_i (default 0).

    Refuses any link with load rho_i >= 1 (the M/M/1 queue is unstable: infinite mean delay),
    naming the link and its arrival and service rates.
    """
    names = list(capacities_bps)
    if not names:
        raise ValueError("capacities_bps: no link given")
    index = {n: i for i, n in enumerate(names)}
    cap = np.array([_number(capacities_bps[n], f"link {n!r}: capacity") for n in names])
    if not (np.isfinite(cap) & (cap > 0)).all():
        bad = names[int(np.flatnonzero(~(np.isfinite(cap) & (cap > 0)))[0])]
        raise ValueError(f"link {bad!r}: capacity must be a positive number of bit/s, got {capacities_bps[bad]!r}")
    mean_pkt_bytes = _number(mean_pkt_bytes, "mean_pkt_bytes")
    if not np.isfinite(mean_pkt_bytes) or mean_pkt_bytes <= 0:
        raise ValueError(f"mean_pkt_bytes must be positive, got {mean_pkt_bytes!r}")
    prop = np.zeros(len(names))
    for n, d in (propagation_s or {}).items():
        if n not in index:
            raise ValueError(f"propagation_s names unknown link {n!r}")
        d = _number(d, f"link {n!r}: propagation delay")
        if not np.isfinite(d) or d < 0:
            raise ValueError(f"link {n!r}: propagation delay must be >= 0 s, got {d!r}")
        prop[index[n]] = d
    if set(routes) != set(rates_pps):
        raise ValueError(
            f"routes and rates_pps must name the same flows: only in routes {sorted(map(str, set(routes) - set(rates_pps)))}, "
            f"only in rates_pps {sorted(map(str, set(rates_pps) - set(routes)))}"
        )
    if not routes:
        raise ValueError("routes: no flow given")
    flows = list(routes)
    gam = np.array([_number(rates_pps[f], f"flow {f!r}: rate") for f in flows])
    if not (np.isfinite(gam) & (gam >= 0)).all():
        raise ValueError(f"rates_pps: every rate must be a non-negative number, got {dict(rates_pps)}")
    gamma = float(gam.sum())  # eq. 1
    if gamma <= 0:
        raise ValueError("rates_pps: the total arrival rate gamma is 0; the mean delay is undefined")
    visits = np.array([_visits(routes[f], names, index, f) for f in flows])  # K x M
    lam = (gam[:, None] * visits).sum(axis=0)  # eqs. 2-3
    service = cap / (8.0 * mean_pkt_bytes)  # mu C_i in packets/s
    load = lam / service  # eqs. 4-5
    for i in np.flatnonzero(load >= 1):
        raise ValueError(
            f"link {names[i]!r}: load rho = {load[i]:.4g} >= 1 (arrivals {lam[i]:.6g} pkt/s, "
            f"service mu*C = {service[i]:.6g} pkt/s); the M/M/1 queue is unstable, delay is infinite"
        )
    sojourn = 1.0 / (service - lam)
    T = float((lam * sojourn).sum() / gamma)  # eqs. 6-7
    T_prop = T + float((lam * prop).sum() / gamma)
    links = pd.DataFrame(
        {
            "capacity_bps": cap,
            "service_pps": service,
            "arrival_pps": lam,
            "load": load,
            "delay_s": sojourn,
            "mean_pkts": load / (1 - load),
            "propagation_s": prop,
        },
        index=pd.Index(names, name="link"),
    )
    q = visits @ sojourn
    pr = visits @ prop
    flows_df = pd.DataFrame(
        {"rate_pps": gam, "visits": visits.sum(axis=1), "queueing_s": q, "propagation_s": pr, "delay_s": q + pr},
        index=pd.Index(flows, name="flow"),
    )
    return JacksonResult(links, flows_df, gamma, T, T_prop)


#: The keys a spec file may hold, per level: a misspelt one is refused, never ignored.
SPEC_KEYS = ("links", "flows", "mean_pkt_bytes")
LINK_KEYS = ("capacity_bps", "propagation_s")
FLOW_KEYS = ("rate_pps", "route")


def _unknown_keys(table: object, allowed: Sequence[str], where: str) -> list[str]:
    """One problem per key of ``table`` not in ``allowed``, naming a near miss (a unitless
    prefix first: ``rate`` means ``rate_pps``, not ``route``)."""
    from ccsim.errors import did_you_mean

    def hint(key: str) -> str:
        longer = [a for a in allowed if a.startswith(key)]
        return f'; did you mean "{longer[0]}"?' if len(longer) == 1 else did_you_mean(key, allowed)

    if not isinstance(table, Mapping):
        return []
    return [f"{where}{k}: unknown key{hint(str(k))} (allowed: {', '.join(allowed)})"
            for k in table if k not in allowed]


def _amount(value: object, parse, field: str) -> float:
    """A number as written (base unit), or text with a unit read by :mod:`ccsim.units`
    (``"1Mbps"``, ``"5ms"``, ``"1KB"``); a refusal names ``field``."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    try:
        return float(parse(value))
    except ValueError as exc:
        raise ValueError(f"{field}: {exc}") from None


def from_spec(spec: Mapping) -> JacksonResult:
    """Evaluate :func:`jackson_delay` from plain data (the CLI's JSON/TOML file)::

        mean_pkt_bytes = 1000    # or "1KB"
        [links.a]                # one table per link
        capacity_bps = 10e6      # or "10Mbps"
        propagation_s = 0.01     # optional; or "10ms"
        [flows.f1]
        rate_pps = 500
        route = ["a", "b"]

    Bare numbers are in the base unit the key names; text is read with its unit as in scenario
    files. Unknown keys (a misspelling such as ``propagation``) are refused, naming them.
    """
    from ccsim import units

    if not isinstance(spec, Mapping):
        raise ValueError(f"spec: expected a table with {', '.join(SPEC_KEYS)}")
    links, flows = spec.get("links"), spec.get("flows")
    problems = _unknown_keys(spec, SPEC_KEYS, "")
    for name, table in (links.items() if isinstance(links, Mapping) else ()):
        problems += _unknown_keys(table, LINK_KEYS, f"links.{name}.")
    for name, table in (flows.items() if isinstance(flows, Mapping) else ()):
        problems += _unknown_keys(table, FLOW_KEYS, f"flows.{name}.")
    if problems:
        raise ValueError("; ".join(problems))
    try:
        links = spec["links"]
        flows = spec["flows"]
        size = _amount(spec["mean_pkt_bytes"], units.parse_size, "mean_pkt_bytes")
    except KeyError as exc:
        raise ValueError(f"spec: missing key {exc.args[0]!r} (need links, flows, mean_pkt_bytes)") from None
    try:
        caps = {n: _amount(v["capacity_bps"], units.parse_rate, f"links.{n}.capacity_bps")
                for n, v in links.items()}
        prop = {n: _amount(v["propagation_s"], units.parse_seconds, f"links.{n}.propagation_s")
                for n, v in links.items() if "propagation_s" in v}
        routes = {n: v["route"] for n, v in flows.items()}
        rates = {n: _amount(v["rate_pps"], _no_unit, f"flows.{n}.rate_pps") for n, v in flows.items()}
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"spec: each link needs capacity_bps, each flow rate_pps and route ({exc})") from None
    return jackson_delay(caps, routes, rates, mean_pkt_bytes=size, propagation_s=prop)


def _no_unit(value: object) -> float:
    """Packets per second have no unit text in :mod:`ccsim.units`: a number only."""
    raise ValueError(f"expected a number of packets per second, got {value!r}")
