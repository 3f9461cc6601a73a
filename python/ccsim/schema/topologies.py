"""Every topology a scenario can name: the generic ones (``ccsim.schema.topology``: dumbbell,
parking lot, graph) and the papers' own (``ccsim.schema.named``)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from ccsim.schema.named import Abilene, MainCross, PhaseMulti, PhaseSingle, TwoBottleneck
from ccsim.schema.topology import Dumbbell, Graph, ParkingLot

__all__ = ["Topology"]

#: ``topology.kind``: ``dumbbell``, ``parking_lot``, ``graph``, ``two_bottleneck``,
#: ``phase_single``, ``phase_multi``, ``main_cross`` or ``abilene``.
Topology = Annotated[
    Dumbbell | ParkingLot | Graph | TwoBottleneck | PhaseSingle | PhaseMulti | MainCross | Abilene,
    Field(discriminator="kind"),
]
