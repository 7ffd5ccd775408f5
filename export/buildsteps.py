"""How to build a stage on the table, tile by tile in course order.

Each step says where the tile goes relative to the tile before it (as seen on the
build guide's drawing, top of the page = up) and which way to turn it: the corner
where its printed number sits. Tile sides are described upright with the number in
the top-left corner (docs/tiles.md), so a placement turned ``rot`` 60° steps
clockwise shows its number in corner ``NUMBER_CORNERS[rot]``. The road column says
how the course turns across the tile, a check that the tile is the right way round.
"""

from __future__ import annotations

from dataclasses import dataclass

from pacenote.course import Course, CourseTile
from pacenote.hexgrid import Hex, opposite
from pacenote.i18n import N_

# World sides 0..5 (N, NE, SE, S, SW, NW) as a player reads the printed drawing.
SIDE_WORDS: tuple[str, ...] = (N_("above"), N_("upper right of"), N_("lower right of"),
                               N_("below"), N_("lower left of"), N_("upper left of"))
# Corner of the printed number for rotations 0..5 (60° steps clockwise).
NUMBER_CORNERS: tuple[str, ...] = (N_("top left"), N_("top right"), N_("right"),
                                   N_("bottom right"), N_("bottom left"), N_("left"))
# Course heading change across a tile, in 60° steps clockwise (3 would be a U-turn
# through one edge, which no tile has).
TURNS: dict[int, str] = {0: N_("straight"), 1: N_("right 60°"), 2: N_("right 120°"),
                         4: N_("left 120°"), 5: N_("left 60°")}
ROLES: dict[str, str] = {"start": "START", "finish": "FINISH"}


@dataclass(frozen=True)
class BuildStep:
    number: int  # position on the course, from 1 (the drawing's circled numbers)
    tile: str  # tile side id, e.g. "210b"
    hex: Hex
    rot: int  # 60° steps clockwise from upright
    after: int | None  # number of the tile it joins (None: the first tile)
    side: int | None  # world side of ``after`` that this tile is placed against
    road: str  # how the course turns across the tile ("" for the service park)
    role: str  # "START", "FINISH", "service park" or ""

    @property
    def place(self) -> str:
        """``above #1``, ``lower left of #4``; ``first tile`` for the START."""
        if self.after is None or self.side is None:
            return "first tile"
        return f"{SIDE_WORDS[self.side]} #{self.after}"

    @property
    def number_corner(self) -> str:
        return NUMBER_CORNERS[self.rot % 6]


def build_steps(course: Course) -> list[BuildStep]:
    """One step per course tile, START first, the service park last if attached; a tile
    the course passes twice (separate or crossing roads) is laid once, at its first pass;
    the tiles of a joker branch follow the course (numbered on after it)."""
    steps: list[BuildStep] = []
    laid: dict[int, int] = {}  # placement index -> the step number that laid it
    passes = [*((None, ct) for ct in course.tiles),
              *((b.driven[0], ct) for b in course.branches for ct in b.driven[1:-1])]
    previous: CourseTile | None = None
    for fork, ct in passes:
        if fork is not None and (previous is None or previous.index < len(course.tiles)):
            previous = fork  # a joker branch starts at its fork
        if ct.road.index not in laid:
            side = None if previous is None else previous.hex.direction_to(ct.hex)
            laid[ct.road.index] = ct.index + 1
            steps.append(BuildStep(
                number=ct.index + 1, tile=ct.placement.tile, hex=ct.hex, rot=ct.placement.rot,
                after=None if previous is None else laid[previous.road.index], side=side,
                road=road_turn(ct), role=_role(ct)))
        previous = ct
    return steps


def road_turn(ct: CourseTile) -> str:
    """``straight``, ``right 60°``, … from the edges the course enters and leaves by."""
    entry, exit_ = ct.entry_side, ct.exit_side
    if entry is None or exit_ is None:
        return ""
    return TURNS.get((exit_ - opposite(entry)) % 6, "")


def _role(ct: CourseTile) -> str:
    if ct.side.is_service:
        return N_("service park")
    return ROLES.get(ct.side.kind, "")
