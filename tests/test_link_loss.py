"""Link loss in the scenario schema (issue 3, "Links and topologies"; REFERENCE.md 10.2): the
Bernoulli and bit-error models, the ``per`` (packet error rate) name under which seed 004's
"BER 1%" can be stated, and loss on the sink access links where seed 004 puts it."""

from __future__ import annotations

from typing import Any

import pytest

import ccsim
from ccsim import Scenario


def dumbbell(access: dict[str, Any] | None = None, loss: Any = None) -> dict[str, Any]:
    bottleneck: dict[str, Any] = {"bandwidth": "10Mbps", "delay": "10ms",
                                  "queue": {"kind": "droptail", "limit": "100pkt"}}
    if loss is not None:
        bottleneck["loss"] = loss
    return {
        "duration": "60s",
        "topology": {"kind": "dumbbell", "bottleneck": bottleneck, "access": access or {}},
        "flows": [{"name": "f", "count": 2, "rtt": "70ms",
                   "tcp": {"window": "tcp(0.31,0.875)"}}],
    }


def links(sc: Scenario) -> dict[str, dict[str, Any]]:
    e = sc.to_engine()
    return {link["name"]: link for link in e["links"]}


@pytest.mark.parametrize(("loss", "engine"), [
    ({"kind": "bernoulli", "p": 0.01}, {"kind": "bernoulli", "p": 0.01, "packets": "all"}),
    ({"kind": "per", "p": "1%", "packets": "data"},
     {"kind": "bernoulli", "p": 0.01, "packets": "data"}),
    ({"kind": "ber", "ber": 1e-6}, {"kind": "ber", "ber": 1e-6, "packets": "all"}),
])
def test_loss_models_lower_to_the_engine(loss: dict[str, Any], engine: dict[str, Any]) -> None:
    assert links(Scenario.model_validate(dumbbell(loss=loss)))["bottleneck"]["loss"] == engine


def test_sink_loss_sits_on_every_sink_access_link_in_the_data_direction() -> None:
    sc = Scenario.model_validate(dumbbell(access={"sink_loss": {"kind": "per", "p": 0.01,
                                                                "packets": "data"}}))
    by_name = links(sc)
    for flow in ("f.0", "f.1"):
        assert by_name[f"access_dst_{flow}"]["loss"] == {"kind": "bernoulli", "p": 0.01,
                                                          "packets": "data"}
        for other in (f"access_dst_{flow}_reverse", f"access_src_{flow}",
                      f"access_src_{flow}_reverse"):
            assert "loss" not in by_name[other]
    assert "loss" not in by_name["bottleneck"]


def test_seed_004_one_percent_packet_errors_at_the_sinks() -> None:
    sc = Scenario.model_validate(dumbbell(access={"sink_loss": {"kind": "per", "p": "1%",
                                                                "packets": "data"}}))
    res = ccsim.run(sc, progress=False)
    sinks = res.links[res.links["name"].str.startswith("access_dst_")
                      & ~res.links["name"].str.endswith("_reverse")]
    lost, arrived = int(sinks["drops_loss"].sum()), int(sinks["tx_pkts"].sum())
    p = lost / arrived
    assert abs(p - 0.01) < 4 * (0.01 * 0.99 / arrived) ** 0.5, p
    assert int(res.flows["ack_drops"].sum()) == 0
