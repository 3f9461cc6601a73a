"""Lowering of wire-loss models; a ``seqs`` model names its flow, which becomes an index."""

from __future__ import annotations

from typing import Any

from ccsim.errors import Problem
from ccsim.lowering.flows import FlowInstance
from ccsim.schema.queues import Ber, Bernoulli, ListLoss, SeqLoss

__all__ = ["lower_loss"]


def lower_loss(
    loss: Bernoulli | Ber | SeqLoss | ListLoss | None, flows: list[FlowInstance], path: str
) -> tuple[dict[str, Any] | None, list[Problem]]:
    """The engine's ``loss`` object (or None) and any problem, reported at ``path``."""
    if loss is None:
        return None, []
    if isinstance(loss, SeqLoss):
        index = {f.name: i for i, f in enumerate(flows)}
        if loss.flow not in index:
            names = ", ".join(list(index)[:12]) + (", ..." if len(index) > 12 else "")
            return None, [(f"{path}.flow", f'"{loss.flow}" is not a flow (flows: {names})')]
        return loss.to_engine(index[loss.flow]), []
    return loss.to_engine(), []
