"""Movement rules that both the engine and the validators need, decided once
(docs/rules.md, "Readings"): where a jump lands, in which gear, and what may enter a ford.

The engine compiles these into its board; the validators ask the same functions, so a
finding can never disagree with what the engine lets a car do.

>>> landing_gear(3, 1), landing_gear(3, 2)
(3, 4)
>>> ford_admits(gas_like=False, gear=1, brakes=0), ford_admits(gas_like=False, gear=2, brakes=0)
(True, False)
"""

from __future__ import annotations

from collections.abc import Mapping

from pacenote.cellcontract import Node
from pacenote.plaingraph import GraphView

# Reading (the rulebook is silent): a jump's landing is made with the gear die placed on
# the jump cell, never a gas die or a plain gear-1 die, so it cannot meet a ford's rule:
# a car cannot land in a ford; such a landing is simply not one of the jump's landings.
LANDS_IN_FORD = False


def landing_gear(n: int, ahead: int) -> int:
    """The lowest gear a car lands in ``ahead`` cells beyond a jump ^N: a die of N lands
    one cell on, a die above N two cells on."""
    return n + ahead - 1


def may_land(cell: Mapping[str, object]) -> bool:
    """Whether a jump can land in this cell (its ``CellAttrs``: a ford cannot be landed
    in)."""
    return LANDS_IN_FORD or not cell["ford"]


def reached_cells(g: GraphView[Node], jump_cell: Node) -> list[tuple[Node, int]]:
    """The cells (cell, cells ahead) a jump reaches as the graph draws them: one cell on
    (ordinary steps marked ``landing``) and two cells on (``jump`` edges)."""
    return [(v, d.get("landing") or d["jump"]) for v, d in g.succ[jump_cell].items()
            if d.get("landing") or d["kind"] == "jump"]


def jump_landings(g: GraphView[Node], jump_cell: Node) -> list[tuple[Node, int]]:
    """The landings (cell, cells ahead) a car can really make from a jump cell."""
    return [(v, ahead) for v, ahead in reached_cells(g, jump_cell) if may_land(g.nodes[v])]


def ford_admits(*, gas_like: bool, gear: int, brakes: int) -> bool:
    """Whether a die may enter a ford: a gas-type die (gas, leader, red-zone brake) or a
    plain gear-1 die without brake dice; any other die ends the move before the ford."""
    return gas_like or (gear == 1 and brakes == 0)
