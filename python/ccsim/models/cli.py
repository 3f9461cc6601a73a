"""``ccsim models NAME --param value ...``: evaluate any analytical model from the command line.

The main CLI mounts :data:`app` as ``ccsim models``; it also runs alone
(``python -m ccsim.models.cli pftk --p 1% --rtt 100ms --t0 400ms --wmax 64``). Values are read by
:mod:`ccsim.units`, as in scenario files: durations with a unit (``100ms``) or bare seconds,
rates (``1.5Mbps``) or bare bit/s, sizes (``1000B``), packets (``64pkt`` or ``64``),
probabilities (``0.01`` or ``1%``). ``--json`` prints machine-readable output.
"""

from __future__ import annotations

import json
import math
import pathlib
import tomllib
from collections.abc import Callable
from typing import Any

import typer

from ccsim import units
from ccsim import models  # each model module loads on first use (two need pandas)

app = typer.Typer(
    help="Evaluate the papers' analytical models (PFTK, GAIMD, Randomized TCP, Jackson, knee/cliff, RED).",
    no_args_is_help=True,
)

JSON = typer.Option(False, "--json", help="Print JSON instead of a table.")


def _parser(parse: Callable[[str], Any]) -> Callable[[str], float]:
    """An option parser from a :mod:`ccsim.units` parser: the text as typed -> the model's unit
    (s, bit/s, bytes, packets, a probability); a refusal is "Invalid value for '--rtt': ..."
    with the units parser's message (exit 2)."""

    def parse_option(value: str) -> float:
        try:
            amount = parse(value)
        except ValueError as exc:
            raise typer.BadParameter(str(exc)) from None
        try:
            return float(amount)
        except OverflowError:  # "1e400bps": an exact integer beyond any float
            raise typer.BadParameter(f"{units.describe(value)} is too large") from None

    return parse_option


SECONDS = _parser(units.parse_seconds)
PROBABILITY = _parser(units.parse_probability)
PACKETS = _parser(units.parse_packet_level)
_rate = _parser(units.parse_rate)
_size = _parser(units.parse_size)


def _show(values: dict, as_json: bool) -> None:
    if as_json:
        typer.echo(json.dumps(values, allow_nan=True))
        return
    width = max(len(k) for k in values)
    for k, v in values.items():
        typer.echo(f"{k:<{width}}  {v:.6g}" if isinstance(v, float) else f"{k:<{width}}  {v}")


def _run(fn, *args, **kwargs):
    """Turn a model's ValueError into a clean CLI error (exit code 2), naming the option when
    the message starts with a parameter of the command ("p must be in (0, 1)" -> "Invalid value
    for '--p': ...")."""
    try:
        return fn(*args, **kwargs)
    except ValueError as exc:
        raise _bad(str(exc)) from None


def _bad(message: str) -> typer.BadParameter:
    ctx = _current_context()
    first = message.split(" ", 1)[0].rstrip(":,")  # "beta: NaN is not allowed" names --beta
    for param in ctx.command.params if ctx is not None else []:
        if param.name == first and getattr(param, "param_type_name", "") == "option":
            return typer.BadParameter(message, ctx=ctx, param=param)
    return typer.BadParameter(message)


def _current_context() -> Any:
    """The running command's context: from the click typer vendors (typer >= 0.20), else
    click's own; None outside a command."""
    import importlib

    for module in ("typer._click.globals", "click.globals"):
        try:
            ctx = importlib.import_module(module).get_current_context(silent=True)
        except ImportError:
            continue
        if ctx is not None:
            return ctx
    return None


@app.command("pftk")
def pftk_cmd(
    p: float = typer.Option(..., parser=PROBABILITY, help="Loss-indication probability per packet, in (0, 1): 0.01 or 1%."),
    rtt: float = typer.Option(..., parser=SECONDS, help="Round-trip time, e.g. 100ms (bare: s)."),
    t0: float = typer.Option(..., parser=SECONDS, help="Base retransmission timeout, e.g. 1s (bare: s)."),
    wmax: float = typer.Option(None, parser=PACKETS, help="Receiver window (packets); default no limit."),
    b: float = typer.Option(1.0, help="Packets acknowledged per ACK (1, or 2 with delayed ACKs)."),
    as_json: bool = JSON,
) -> None:
    """PFTK TCP throughput (packets/s): full model (eq. 31), closed form (eq. 33), square-root law."""
    _show(
        {
            "full_pps": _run(models.pftk.pftk, p, rtt, t0, math.inf if wmax is None else wmax, b),
            "approx_pps": _run(models.pftk.pftk_approx, p, rtt, t0, math.inf if wmax is None else wmax, b),
            "sqrt_pps": _run(models.pftk.pftk_sqrt, p, rtt, b),
            "expected_window": _run(models.pftk.expected_window, p, b),
        },
        as_json,
    )


@app.command("gaimd")
def gaimd_cmd(
    p: float = typer.Option(..., parser=PROBABILITY, help="Loss rate, in (0, 1): 0.01 or 1%."),
    rtt: float = typer.Option(..., parser=SECONDS, help="Round-trip time, e.g. 100ms (bare: s)."),
    t0: float = typer.Option(..., parser=SECONDS, help="Retransmission timeout, e.g. 1s (bare: s)."),
    alpha: float = typer.Option(None, help="Additive increase (packets/RTT); default: TCP-friendly for beta."),
    beta: float = typer.Option(0.5, help="Multiplicative decrease: fraction of the window kept."),
    b: float = typer.Option(1.0, help="Packets acknowledged per ACK."),
    as_json: bool = JSON,
) -> None:
    """TCP(alpha, beta) throughput (004 eq. 1, packets/s) and TCP's for comparison."""
    a = _run(models.gaimd.tcp_friendly_alpha, beta) if alpha is None else alpha
    _show(
        {
            "alpha": float(a),
            "beta": beta,
            "gaimd_pps": _run(models.gaimd.gaimd_throughput, p, rtt, t0, a, beta, b),
            "tcp_pps": _run(models.gaimd.gaimd_throughput, p, rtt, t0, 1.0, 0.5, b),
            "td_ratio": _run(models.gaimd.td_throughput_ratio, a, beta),
        },
        as_json,
    )


@app.command("tcp-friendly-alpha")
def alpha_cmd(
    beta: float = typer.Option(..., help="Multiplicative decrease factor, in (0, 1)."),
    as_json: bool = JSON,
) -> None:
    """alpha(beta): 4(1-beta^2)/3 (004 eq. 3, Yang-Lam) and the TD-only 3(1-beta)/(1+beta)."""
    _show(
        {
            "alpha_yang_lam": _run(models.gaimd.tcp_friendly_alpha, beta),
            "alpha_td_only": _run(models.gaimd.tcp_friendly_alpha, beta, "td"),
        },
        as_json,
    )


@app.command("randomized")
def randomized_cmd(
    w: float = typer.Option(..., parser=PACKETS, help="Window (packets)."),
    interval: float = typer.Option(1.0, "--interval", "-I", help="Randomization interval I in [0, 1]."),
    rtt: float = typer.Option(1.0, parser=SECONDS, help="Real RTT R, e.g. 100ms (bare: s)."),
    literal: bool = typer.Option(False, help="Use 000's eq. (7) as printed (dimensionally wrong)."),
    as_json: bool = JSON,
) -> None:
    """Randomized TCP mean effective RTT and increase correction alpha (000 eqs. 1-7)."""
    _show(
        {
            "effective_rtt_s": _run(models.randomized.effective_rtt, w, interval, rtt, literal=literal),
            "alpha": _run(models.randomized.alpha, w, interval, literal=literal, rtt=rtt),
            "form": "printed eq. (7)" if literal else "R[1 + ...] (corrected)",
        },
        as_json,
    )


@app.command("jackson")
def jackson_cmd(
    spec: pathlib.Path = typer.Argument(..., help="JSON or TOML file: links, flows, mean_pkt_bytes."),
    as_json: bool = JSON,
) -> None:
    """Open Jackson network mean delay (002 eqs. 1-7). See ccsim.models.jackson.from_spec."""
    try:
        text = spec.read_text()
        data = tomllib.loads(text) if spec.suffix == ".toml" else json.loads(text)
    except (OSError, ValueError) as exc:
        raise typer.BadParameter(f"{spec}: {exc}") from None
    res = _run(models.jackson.from_spec, data)
    if as_json:
        typer.echo(
            json.dumps(
                {
                    "gamma_pps": res.gamma,
                    "mean_delay_s": res.mean_delay_s,
                    "mean_delay_with_propagation_s": res.mean_delay_with_propagation_s,
                    "links": res.links.reset_index().to_dict(orient="records"),
                    "flows": res.flows.reset_index().to_dict(orient="records"),
                }
            )
        )
        return
    typer.echo(res.links.to_string())
    typer.echo(res.flows.to_string())
    _show(
        {
            "gamma_pps": res.gamma,
            "mean_delay_s": res.mean_delay_s,
            "mean_delay_with_propagation_s": res.mean_delay_with_propagation_s,
        },
        False,
    )


@app.command("knee-cliff")
def knee_cliff_cmd(
    bw: float = typer.Option(..., parser=_rate, help="Bottleneck rate, e.g. 1.5Mbps (bare: bit/s)."),
    rtt0: float = typer.Option(..., parser=SECONDS, help="Round-trip propagation delay RTT_0, e.g. 70ms (bare: s)."),
    buffer: float = typer.Option(..., parser=PACKETS, help="Bottleneck buffer (packets)."),
    pkt_bytes: float = typer.Option(1000, parser=_size, help="Packet size, e.g. 1000B (bare: bytes)."),
    cwnd: float = typer.Option(None, parser=PACKETS, help="Aggregate window (packets) to evaluate, optional."),
    as_json: bool = JSON,
) -> None:
    """Knee and cliff windows of a DropTail bottleneck (004 Section 2 eqs. 3-7)."""
    bwp = _run(models.knee_cliff.bw_pps, bw, pkt_bytes)
    vals = {
        "bw_pps": bwp,
        "knee_pkts": _run(models.knee_cliff.knee, rtt0, bwp),
        "cliff_pkts": _run(models.knee_cliff.cliff, rtt0, bwp, buffer),
    }
    if cwnd is not None:
        vals["qdelay_s"] = _run(models.knee_cliff.queueing_delay, cwnd, rtt0, bwp, buffer)
        vals["throughput_pps"] = _run(models.knee_cliff.throughput, cwnd, rtt0, bwp)
    _show(vals, as_json)


@app.command("red-recursion")
def red_cmd(
    n: int = typer.Option(..., help="Number of flows."),
    alpha: float = typer.Option(..., help="Additive increase."),
    beta: float = typer.Option(..., help="Multiplicative decrease factor."),
    knee: float = typer.Option(..., parser=PACKETS, help="Knee window RTT_0*bw (packets)."),
    buffer: float = typer.Option(100, parser=PACKETS, help="Buffer (packets)."),
    min_th: float = typer.Option(None, parser=PACKETS, help="RED min_th in packets (default: buffer / 6, seed 004)."),
    max_th: float = typer.Option(None, parser=PACKETS, help="RED max_th in packets (default: 3 min_th, seed 004)."),
    max_p: float = typer.Option(0.1, parser=PROBABILITY, help="RED max_p: 0.1 or 10%."),
    gentle: bool = typer.Option(False, help="Gentle RED."),
    cwnd0: float = typer.Option(None, parser=PACKETS, help="Initial aggregate window in packets (default: the knee)."),
    rtts: int = typer.Option(200, min=1, max=100_000,
                             help="Number of RTTs to iterate (at most 100000: about 9 s)."),
    as_json: bool = JSON,
) -> None:
    """Expected aggregate window behind RED, one step per RTT (004 Section 4.1.2)."""
    if min_th is None:  # seed 004 Section 4.1: min_th = B/6, max_th = 3 min_th
        min_th = buffer / 6
    if max_th is None:
        max_th = 3 * min_th
    tr = _run(
        models.red_recursion.trajectory,
        knee if cwnd0 is None else cwnd0,
        n,
        alpha,
        beta,
        knee_pkts=knee,
        buffer_pkts=buffer,
        min_th=min_th,
        max_th=max_th,
        max_p=max_p,
        gentle=gentle,
        rtts=rtts,
    )
    tail = tr.tail(max(1, len(tr) // 4))
    _show(
        {
            "final_cwnd": float(tr["cwnd"].iloc[-1]),
            "final_queue": float(tr["queue"].iloc[-1]),
            "mean_queue_last_quarter": float(tail["queue"].mean()),
            "max_queue": float(tr["queue"].max()),
        },
        as_json,
    )


if __name__ == "__main__":
    app()
