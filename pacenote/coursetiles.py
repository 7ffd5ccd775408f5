"""The pieces a course is made of: placed tiles in world terms (:class:`RoadTile`, with
each side's turned road ends worked out once per rotation, :class:`Turned`), the course's
tiles in travel order (:class:`CourseTile`), its joints, open ends, joker branches and the
issues a layout can have (:class:`CourseIssue`). :mod:`pacenote.course` lays them out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pacenote.hexgrid import (
    Hex,
    local_to_world_side,
    opposite,
    rotate_point,
    world_to_local_side,
)
from pacenote.stage import Placement
from pacenote.tiles import TileSide

Point = tuple[float, float]

START_KINDS = ("start", "start-finish")  # DIRT START 202, GT start-finish straight 102

@dataclass(frozen=True)
class Turned:
    """What a side shows when placed turned by ``rot``, wherever it lies: its road's
    world sides (in description order), the lanes on each, and each road end's lane
    end points turned (not yet moved to the hex; read from the side's template on
    first use). Worked out once per side and rotation (:func:`turned`): a stage places
    the same sides many times."""

    side: TileSide
    rot: int
    sides: tuple[int, ...]
    lanes: dict[int, int]  # world side -> lanes where the road meets it
    skews: dict[int, str]  # world side -> "left"/"right" where the road meets it at a slant
    _ends: dict[int, tuple[Point, ...]] = field(default_factory=dict, compare=False)

    @classmethod
    def of(cls, side: TileSide, rot: int) -> Turned:
        sides = side.road_sides(rot)
        return cls(side, rot, sides,
                   {w: side.lanes_at(e) for w, e in zip(sides, side.edges, strict=True)},
                   {w: s for w, e in zip(sides, side.edges, strict=True)
                    if (s := side.skew_at(e)) is not None})

    def ends(self, world_side: int) -> tuple[Point, ...]:
        """The turned lane end points of the road end on ``world_side``."""
        found = self._ends.get(world_side)
        if found is None:
            edge = world_to_local_side(world_side, self.rot)
            local = (edge_lane_ends(self.side, edge) if self.side.roads
                     else self.side.template.lane_endpoints(edge))
            found = tuple(rotate_point(p, self.rot) for p in local)
            self._ends[world_side] = found
        return found


def edge_lane_ends(side: TileSide, edge: int) -> list[Point]:
    """The lane end points of a side with several roads on one edge: the edge's lanes
    (``side.lanes_at``, whichever road uses them) centred on the edge, left to right for
    a driver leaving there. Two tiles join where the counts and centres agree."""
    from pacenote.centerline import make_centerline  # NumPy: only for such sides

    n = side.lanes_at(edge)
    stub = make_centerline(edge, opposite(edge), None)
    width = side.road_width / max(side.lanes, 1) * n
    return [stub.offset(0.0, 0.0, width / 2 - k * width / n)[0] for k in range(n + 1)][::-1]


# Per side object and rotation (the side is kept so its id is never reused).
_TURNED: dict[tuple[int, int], tuple[TileSide, Turned]] = {}
_MAX_TURNED = 4096  # sides of custom tilesets come and go (tests, tileset authors)


def turned(side: TileSide, rot: int) -> Turned:
    """The :class:`Turned` facts of ``side`` at ``rot`` (cached per process)."""
    found = _TURNED.get((id(side), rot))
    if found is not None and found[0] is side:
        return found[1]
    if len(_TURNED) >= _MAX_TURNED:
        _TURNED.clear()
    facts = Turned.of(side, rot)
    _TURNED[(id(side), rot)] = (side, facts)
    return facts


@dataclass(frozen=True)
class RoadTile:
    """A placement whose tile side is known to the tileset (decorative tiles excluded)."""

    index: int  # index of the placement in ``stage.tiles``
    placement: Placement
    side: TileSide
    # Read many times per stage: set once (a cached_property takes a lock on Python 3.11).
    hex: Hex = field(init=False, repr=False, compare=False)
    turned: Turned = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "hex", self.placement.hex)
        object.__setattr__(self, "turned", turned(self.side, self.placement.rot))

    @property
    def name(self) -> str:
        """``210b at 2,-1``: how messages name a placed tile."""
        return self.placement.name

    def world_sides(self) -> list[int]:
        """World sides carrying road, in the side's description order."""
        return list(self.turned.sides)

    def lanes_on(self, world_side: int) -> int:
        return self.turned.lanes.get(world_side, 0)

    def lane_ends(self, world_side: int) -> list[Point]:
        """The lane end points of the road end on ``world_side``, in world coordinates
        (as :meth:`CourseTile.to_world` of the side's own)."""
        cx, cy = self.hex.center()
        return [(x + cx, y + cy) for x, y in self.turned.ends(world_side)]


@dataclass(frozen=True)
class CourseTile:
    """One tile of the course, in travel order."""

    index: int  # position on the course (0 = START tile)
    road: RoadTile
    entry_edge: int | None  # local edge the course enters by (None: nothing before it)
    exit_edge: int | None  # local edge the course leaves by (None: dead end)
    reversed: bool  # driven against the side's description order
    offset: float  # course progress where this tile begins
    route: str | None = None  # the road driven on a side with several roads (its road_id)
    # Read thousands of times per stage (checks, graph): set once.
    placement: Placement = field(init=False, repr=False, compare=False)
    side: TileSide = field(init=False, repr=False, compare=False)
    hex: Hex = field(init=False, repr=False, compare=False)
    length: float = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        road = self.road
        object.__setattr__(self, "placement", road.placement)
        # On a side with several roads, the road driven: every reader of the course tile's
        # side (cells, lanes, progress) sees that road alone.
        side = road.side.road(self.route)
        object.__setattr__(self, "side", side)
        object.__setattr__(self, "hex", road.hex)
        object.__setattr__(self, "length", side.template.length)

    def to_course(self, s: float) -> float:
        """Tile-local progress (description order) → course progress."""
        return self.offset + (self.length - s if self.reversed else s)

    def to_world(self, p: tuple[float, float]) -> tuple[float, float]:
        """Tile-local point → world point."""
        x, y = rotate_point(p, self.placement.rot)
        cx, cy = self.hex.center()
        return (x + cx, y + cy)

    def world_side(self, edge: int | None) -> int | None:
        """The world side of one of this tile's local edges (None stays None)."""
        return None if edge is None else local_to_world_side(edge, self.placement.rot)

    @property
    def entry_side(self) -> int | None:
        """World side the course enters this tile by (None: nothing before it)."""
        return self.world_side(self.entry_edge)

    @property
    def exit_side(self) -> int | None:
        """World side the course leaves this tile by (None: a dead end)."""
        return self.world_side(self.exit_edge)

    def travel_lane(self, lane: int | None) -> int | None:
        """Lane index from the left in the direction of travel."""
        if lane is None:
            return None
        return self.side.lanes - 1 - lane if self.reversed else lane


@dataclass(frozen=True)
class Joint:
    a: int  # course index of the tile before
    b: int  # course index of the tile after
    world_side: int  # side of tile a that faces tile b
    lanes_a: int
    lanes_b: int
    matched: bool  # lane ends meet point for point


@dataclass(frozen=True)
class OpenEnd:
    """A road end that faces no tile: where the next tile should go."""

    hex: Hex  # the empty hex beyond the road end
    world_side: int  # side of that hex the road arrives through
    from_placement: int  # placement index of the tile whose road ends here
    lanes: int


@dataclass(frozen=True)
class Branch:
    """A road leaving the course at a junction onto tiles off the course (an RX joker
    branch), followed to where it joins the course again at a junction, if it does."""

    fork: int  # course index of the junction it leaves
    route: str  # the fork's road into the branch (sharing cells with the course's)
    passes: tuple[tuple[int, str | None], ...]  # (placement, road) along the branch
    join: int | None  # course index of the junction it joins again (None: it does not)
    join_route: str | None  # the joining junction's road from the branch
    # A joined branch driven: the fork's branch road (course index of the fork), the
    # tiles between (numbered after the course's tiles and earlier branches': see
    # Course.tile) and the joining junction's road (its course index). Offsets are 0:
    # the cell graph fits the branch's progress between the fork and the join.
    driven: tuple[CourseTile, ...] = ()


# Issue codes that keep a course from being one chain START → FINISH, and the ones that
# only say the chain stopped (the first kind names the reason).
CHAIN_BREAKERS = ("no-start", "no-finish", "road-into-no-road", "loop",
                  "service-not-after-finish", "lane-mismatch", "open-end")
CHAIN_CONSEQUENCES = ("finish-not-reached", "start-not-reached")
ISSUE_CODES = (*CHAIN_BREAKERS, *CHAIN_CONSEQUENCES, "stacked-tiles", "several-starts",
               "several-finishes")


@dataclass(frozen=True)
class CourseIssue:
    """Something that keeps the layout from being one clean chain. ``code`` is a finding
    code of the validators (validators/codes.py) where they report the same problem, and
    the structure checks turn such an issue into its finding as it is; the consequences
    (``CHAIN_CONSEQUENCES``) have course-only codes."""

    code: str
    message: str
    placements: tuple[int, ...] = ()
    hexes: tuple[Hex, ...] = ()

    def __post_init__(self) -> None:
        if self.code not in ISSUE_CODES:  # one vocabulary: a new code is declared above
            raise ValueError(f"undeclared course issue code {self.code!r}")

