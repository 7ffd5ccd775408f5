"""The course of a stage: the chain of tiles from START to FINISH and how it is driven.

A layout that is not one clean chain is not an error here: the course reports what
it found (issues, open ends, unused tiles) and the validators turn that into findings.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

from pacenote.hexgrid import (
    DIRECTIONS,
    EDGE_NAMES,
    Hex,
    local_to_world_side,
    opposite,
    rotate_point,
    world_to_local_side,
)
from pacenote.i18n import msg
from pacenote.stage import Placement, Stage, base_id
from pacenote.tiles import Tileset, TileSide, load_tileset

Point = tuple[float, float]


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
    _ends: dict[int, tuple[Point, ...]] = field(default_factory=dict, compare=False)

    @classmethod
    def of(cls, side: TileSide, rot: int) -> Turned:
        sides = side.road_sides(rot)
        return cls(side, rot, sides,
                   {w: side.lanes_at(e) for w, e in zip(sides, side.edges, strict=True)})

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


@dataclass
class Course:
    stage: Stage
    tileset: Tileset
    road_tiles: list[RoadTile]
    tiles: list[CourseTile] = field(default_factory=list)
    joints: list[Joint] = field(default_factory=list)
    issues: list[CourseIssue] = field(default_factory=list)
    unknown: list[int] = field(default_factory=list)  # placements with unknown tile ids
    decorative: list[int] = field(default_factory=list)
    closed: bool = False  # a GT circuit whose road returns into its start-finish piece
    branches: list[Branch] = field(default_factory=list)  # roads leaving at junctions

    @property
    def length(self) -> float:
        return sum(t.length for t in self.tiles)

    def tile(self, index: int) -> CourseTile:
        """The course tile a cell-graph node's tile index names: a course tile, or a tile
        of a joined branch (numbered on after the course's, branch by branch)."""
        if index < len(self.tiles):
            return self.tiles[index]
        return self.branch_tiles[index - len(self.tiles)]

    @cached_property
    def branch_tiles(self) -> list[CourseTile]:
        """The tiles of the joined branches between fork and join, in branch order."""
        return [t for b in self.branches for t in b.driven[1:-1]]

    @property
    def unused(self) -> list[int]:
        """Road placements that are not on the course (the GT pit-stop piece never is) nor
        on a joker branch that leaves it and joins it again."""
        on = {t.road.index for t in self.tiles}
        on |= {p for b in self.branches if b.join is not None for p, _ in b.passes}  # jokers
        return [r.index for r in self.road_tiles if r.index not in on and r.side.kind != "pit"]

    # start, finish, is_circuit and driven are read many times per stage; they are kept
    # once read, which build_course only does once the course's tiles are all laid.
    @cached_property
    def start(self) -> CourseTile | None:
        first = self.tiles[0] if self.tiles else None
        return first if first is not None and first.side.kind in START_KINDS else None

    @cached_property
    def is_circuit(self) -> bool:
        """A GT circuit: the course starts on a start-finish piece (102) and is a loop."""
        return bool(self.tiles) and self.tiles[0].side.kind == "start-finish"

    @property
    def laps(self) -> int:
        """Laps of a circuit's race (1 when the stage does not say; docs/gt.md)."""
        return self.stage.laps or 1

    @cached_property
    def finish(self) -> CourseTile | None:
        return next((t for t in self.tiles if t.side.kind == "finish"), None)

    @property
    def service(self) -> CourseTile | None:
        last = self.tiles[-1] if self.tiles else None
        return last if last is not None and last.side.is_service else None

    @property
    def complete(self) -> bool:
        """One clean chain from a START to a FINISH (a circuit: a closed loop), every joint
        matched."""
        if self.is_circuit:
            return self.closed and all(j.matched for j in self.joints)
        return (self.start is not None and self.finish is not None
                and all(j.matched for j in self.joints))

    @property
    def blocker(self) -> CourseIssue | None:
        """The issue that keeps the course from being complete (None when it is): a cause
        before a consequence (``finish-not-reached`` follows from what stopped the chain)."""
        if self.complete:
            return None
        causes = [i for i in self.issues if i.code in CHAIN_BREAKERS]
        consequences = [i for i in self.issues if i.code in CHAIN_CONSEQUENCES]
        return next(iter(causes or consequences), None)

    @cached_property
    def stops_at_unknown(self) -> bool:
        """The chain's road runs into a hex holding a tile id pacenote does not know: that
        placement's ``unknown-tile`` is the one problem there, nothing follows from it (the
        road beyond it may well go on: no ``open-end``, no unused tiles)."""
        if not self.unknown or not self.tiles:
            return False
        last = self.tiles[-1]
        side = last.exit_side
        if side is None:
            return False
        return last.hex.neighbour(side) in {self.stage.tiles[i].hex for i in self.unknown}

    @cached_property
    def driven(self) -> list[CourseTile]:
        """Course tiles with cells (the service park has none)."""
        return [t for t in self.tiles if not t.side.is_service]

    @property
    def next_ends(self) -> list[OpenEnd]:
        """The open ends where the course goes on: those of the chain from the START
        first (a gap left mid-course comes before the cut-off rest). The road beyond the
        course's FINISH is left out unless the stage holds a service park to put there:
        without one the FINISH ends the stage."""
        has_service = any(r.side.is_service for r in self.road_tiles)
        finish = self.finish
        ended = None if finish is None or has_service else finish.road.index
        on_course = {t.road.index for t in self.tiles}
        ends = [e for e in self.open_ends if e.from_placement != ended]
        return sorted(ends, key=lambda e: e.from_placement not in on_course)

    @cached_property
    def open_ends(self) -> list[OpenEnd]:
        """Road ends that face no tile (where the next tile could go); worked out when
        first asked for (checking a stage never does)."""
        # Scenery and unknown tiles hold their hex too: no tile can go there.
        taken = {p.hex for p in self.stage.tiles}
        return _open_ends(self.road_tiles, taken, self.start)

    @cached_property
    def joint_sides(self) -> frozenset[tuple[int, int]]:
        """(placement, world side) of both road ends of every joint of the course: a
        placement passed twice (separate or crossing roads) has a joint per pass."""
        out: set[tuple[int, int]] = set()
        for j in self.joints:
            a, b = self.tiles[j.a], self.tiles[j.b]
            out.add((a.road.index, j.world_side))
            out.add((b.road.index, opposite(j.world_side)))
        return frozenset(out)

    @cached_property
    def links(self) -> dict[tuple[int, int], int]:
        """Every road-to-road contact between placements: (placement, world side) → the
        placement across it. Consecutive course tiles are linked; any other link is an
        ambiguous joint."""
        return _links(self.road_tiles)


START_KINDS = ("start", "start-finish")  # DIRT START 202, GT start-finish straight 102


def build_course(stage: Stage, tileset: Tileset | None = None) -> Course:
    """Find the chain START → … → FINISH (+ service park) in a stage."""
    tileset = tileset or load_tileset(stage.tileset)
    road: list[RoadTile] = []
    course = Course(stage, tileset, road)
    for i, p in enumerate(stage.tiles):
        if p.is_decorative:
            course.decorative.append(i)
            continue
        side = tileset.get(base_id(p.tile))
        if side is None:
            course.unknown.append(i)
        else:
            road.append(RoadTile(i, p, side))
    by_hex: dict[Hex, list[RoadTile]] = {}
    for r in road:
        by_hex.setdefault(r.hex, []).append(r)
    for h, here in by_hex.items():
        if len(here) > 1:
            course.issues.append(CourseIssue(
                "stacked-tiles", msg("{n} tiles on hex {q},{r}", n=len(here), q=h.q, r=h.r),
                tuple(r.index for r in here), (h,)))
    occupied: Occupied = {h: here[-1] for h, here in by_hex.items()}
    _walk(course, occupied)
    return course


def _open_ends(road: list[RoadTile], taken: set[Hex],
               start: CourseTile | None) -> list[OpenEnd]:
    # The road behind the START is where the stage begins, not where a tile goes.
    behind_start = None
    # A circuit closes behind its start-finish piece: that end is where tiles still go.
    if start is not None and start.entry_edge is not None and start.side.kind == "start":
        behind_start = (start.road.index, start.entry_side)
    ends = []
    for r in road:
        if r.side.is_service:
            continue
        for w in r.world_sides():
            if (r.index, w) == behind_start:
                continue
            beyond = r.hex.neighbour(w)
            if beyond not in taken:
                ends.append(OpenEnd(beyond, opposite(w), r.index,
                                    r.side.lanes_at(world_to_local_side(w, r.placement.rot))))
    return ends


# Road tiles by hex, looked up with plain (q, r) pairs: equal to Hex and hashed alike,
# and quicker to make on the way along a chain.
Occupied = dict[tuple[int, int], "RoadTile"]


def _next_to(h: Hex, direction: int) -> tuple[int, int]:
    """``h.neighbour(direction)`` as a plain pair."""
    dq, dr = DIRECTIONS[direction % 6]
    return (h.q + dq, h.r + dr)


def _links(road: list[RoadTile]) -> dict[tuple[int, int], int]:
    occupied: Occupied = {r.hex: r for r in road}
    out = {}
    for r in road:
        for w in r.world_sides():
            other = occupied.get(_next_to(r.hex, w))
            if other is not None and other.lanes_on(opposite(w)):
                out[(r.index, w)] = other.index
    return out


def _anchor(course: Course, road: list[RoadTile]) -> tuple[list[RoadTile], bool]:
    """The tiles the course may start from, and whether to walk towards them (backwards:
    no START, so walk from the FINISH)."""
    starts = [r for r in road if r.side.kind in START_KINDS]
    finishes = [r for r in road if r.side.kind == "finish"]
    circuit = any(r.side.kind == "start-finish" for r in starts)
    if len(starts) > 1:
        course.issues.append(CourseIssue("several-starts", msg("{n} START tiles", n=len(starts)),
                                         tuple(r.index for r in starts),
                                         tuple(r.hex for r in starts)))
    if len(finishes) > 1:
        course.issues.append(CourseIssue("several-finishes",
                                         msg("{n} FINISH tiles", n=len(finishes)),
                                         tuple(r.index for r in finishes),
                                         tuple(r.hex for r in finishes)))
    if not starts:
        course.issues.append(CourseIssue("no-start", msg("no START tile (202a/202b)")))
    if not finishes and not circuit:  # a circuit finishes on its start-finish line
        course.issues.append(CourseIssue("no-finish", msg("no FINISH tile (203a/203b)")))
    if starts:
        return starts, False
    return finishes, True


def _best_start(course: Course, starts: list[RoadTile], occupied: Occupied
                ) -> tuple[RoadTile, int]:
    """The START and the road end to leave it by: the chain that reaches a FINISH, else
    the longest; ties go to the earlier tile in the file and the side's own order."""
    linked = [(s, w) for s in starts for w in _start_exits(s) if (s.index, w) in course.links]
    if len(linked) == 1:  # one way out of one START (nearly every stage): nothing to compare
        return linked[0]
    best: tuple[tuple[bool, int], RoadTile, int] | None = None
    # Chain keys already known for a START leaving by a side, found as the rest of an
    # earlier walk: each walk stops at the first START it meets, so the search is linear
    # (walking every START's whole chain took 79 s for 5,000 STARTs in a row).
    known: dict[tuple[int, int], tuple[tuple[bool, int], bool]] | None = {}
    if any(len(r.side.edges) > 2 for r in course.road_tiles):
        known = None  # the shortcut below holds for tiles with at most two road ends
    for s, w in linked:
        if known is not None and (s.index, w) in known:
            continue  # a START met by an earlier walk: its chain is no longer
        key = _chain_key(s, w, occupied, known)
        if best is None or key > best[0]:
            best = (key, s, w)
    if best is None:  # no START touches anything: lay the course from the first one
        if starts[0].side.kind == "start-finish":
            return starts[0], _start_exits(starts[0])[0]
        return starts[0], _start_exit_alone(starts[0])
    return best[1], best[2]


def _chain_key(first: RoadTile, first_exit: int, occupied: Occupied,
               known: dict[tuple[int, int], tuple[tuple[bool, int], bool]] | None
               ) -> tuple[bool, int]:
    """(reaches a FINISH, tiles in the chain) of ``_follow(first, first_exit, dry=True)``,
    without building the chain, recording the key of every START met on the way.

    With tiles of at most two road ends a walk can only run back into its first tile
    (a closed ring), so the chain from a START met on the way is the rest of this one,
    unless this one closed a ring (then every START on it has the whole ring).
    """
    met: list[tuple[tuple[int, int], int]] = []  # (START state, tiles before it)
    length, current, exit_w = 1, first, first_exit
    visits: dict[int, list[str | None]] = {first.index: [None]}
    finish, whole = False, True  # whole: the walk did not close a ring
    while True:
        if current.side.kind == "finish":
            finish = True
            if _service_beyond(current, exit_w, occupied) is not None:
                length += 1
            break
        nxt = occupied.get(_next_to(current.hex, exit_w))
        if nxt is None or not nxt.lanes_on(opposite(exit_w)) or nxt.side.is_service:
            break
        route, out = _pick(nxt, ways_on(nxt, opposite(exit_w)), occupied, visits)
        if nxt.index in visits and _clashes(nxt, route, visits[nxt.index]):
            whole = False
            break
        visits.setdefault(nxt.index, []).append(route)
        length += 1
        if out is None:
            finish = nxt.side.kind == "finish"
            break
        current, exit_w = nxt, out
        if known is not None and current.side.kind == "start":
            state = (current.index, exit_w)
            if state in known and known[state][1]:
                (finish, tail), _ = known[state]
                length += tail - 1
                break
            met.append((state, length - 1))
    if known is not None:
        known[(first.index, first_exit)] = ((finish, length), whole)
        for state, before in met:
            known[state] = ((finish, length - before if whole else length), whole)
    return finish, length


def _walk(course: Course, occupied: Occupied) -> None:
    anchors, backwards = _anchor(course, course.road_tiles)
    if not anchors:
        return
    if backwards:
        # No START: walk from the FINISH towards where the start should be, then turn round.
        # The service park after the FINISH is not the way back: leave it for the end.
        anchor = anchors[0]
        ends = [w for w in anchor.world_sides() if _service_beyond(anchor, w, occupied) is None]
        ends = ends or anchor.world_sides()
        connected = [w for w in ends if (anchor.index, w) in course.links]
        first_exit = connected[0] if connected else ends[0]
        chain = _follow(course, anchor, first_exit, occupied)
        chain = [(r, x, e, k) for r, e, x, k in reversed(chain)]
        finish, _, after, _ = chain[-1]
        if after is not None and (park := _service_beyond(finish, after, occupied)):
            chain.append((park, opposite(after), None, None))
    else:
        anchor, first_exit = _best_start(course, anchors, occupied)
        chain = _follow(course, anchor, first_exit, occupied)
    offset = 0.0
    for i, (r, entry_w, exit_w, route) in enumerate(chain):
        rot = r.placement.rot
        entry = None if entry_w is None else world_to_local_side(entry_w, rot)
        exit_ = None if exit_w is None else world_to_local_side(exit_w, rot)
        road = r.side.road(route)
        reversed_ = (exit_ == road.start_edge) or (entry is not None and entry == road.end_edge)
        ct = CourseTile(i, r, entry, exit_, reversed_, offset, route)
        course.tiles.append(ct)
        offset += ct.length
    for a, b in zip(course.tiles, course.tiles[1:], strict=False):
        w = a.exit_side
        assert w is not None  # a tile followed by another has an exit
        course.joints.append(_joint(a, b, w))
    last = course.tiles[-1] if course.tiles else None
    if last is not None and len(course.tiles) > 1 and course.is_circuit:
        first, w = course.tiles[0], last.exit_side
        if w is not None and first.entry_side is not None \
                and last.hex.neighbour(w) == first.hex and opposite(w) == first.entry_side:
            course.closed = True  # the circuit comes back into 102 from behind
            course.joints.append(_joint(last, first, w))
    _chain_issues(course)
    if any(t.road.side.kind == "junction" for t in course.tiles):
        course.branches = _branches(course, occupied)


def _branches(course: Course, occupied: Occupied) -> list[Branch]:
    """The roads that leave the course at its junctions, by the junction's other routes
    from where the course enters it, each followed over tiles off the course until it
    meets the course again (joined when it enters a junction of the course by a route
    that leads on along the course) or stops."""
    on = {t.road.index: t for t in course.tiles}
    out: list[Branch] = []
    for ct in course.tiles:
        if ct.road.side.kind != "junction" or ct.entry_side is None:
            continue
        for route, exit_w in ways_on(ct.road, ct.entry_side):
            if route == ct.route or exit_w is None:
                continue
            first = occupied.get(_next_to(ct.hex, exit_w))
            if first is None or first.index in on or not first.lanes_on(opposite(exit_w)):
                continue
            assert route is not None  # a junction's roads have ids
            branch = _follow_branch(course, ct, route, exit_w, occupied, on)
            if branch.join is None or branch.join > ct.index:  # else: a joker seen backwards
                out.append(branch)
    number = len(course.tiles)
    for k, b in enumerate(out):
        if b.join is not None:
            out[k] = replace(b, driven=_branch_tiles(course, b, number))
            number += len(b.passes)
    return out


def _branch_tiles(course: Course, b: Branch, number: int) -> tuple[CourseTile, ...]:
    """A joined branch as course tiles: the fork on its branch road, each tile between
    (numbered from ``number``), the join on its road from the branch."""
    assert b.join is not None
    fork, join = course.tiles[b.fork], course.tiles[b.join]
    road_tiles = {r.index: r for r in course.road_tiles}
    out: list[CourseTile] = []
    steps = [(fork.road, b.route, fork.index, fork.entry_side),
             *((road_tiles[p], k, number + i, None) for i, (p, k) in enumerate(b.passes)),
             (join.road, b.join_route, join.index, None)]
    entry_w: int | None = fork.entry_side
    for r, route, index, _ in steps:
        ways = dict(ways_on(r, entry_w)) if entry_w is not None else {}
        exit_w = join.exit_side if r is join.road else ways.get(route)
        rot = r.placement.rot
        entry = None if entry_w is None else world_to_local_side(entry_w, rot)
        exit_ = None if exit_w is None else world_to_local_side(exit_w, rot)
        road = r.side.road(route)
        reversed_ = (exit_ == road.start_edge) or (entry is not None and entry == road.end_edge)
        out.append(CourseTile(index, r, entry, exit_, reversed_, 0.0, route))
        entry_w = None if exit_w is None else opposite(exit_w)
    return tuple(out)


def _follow_branch(course: Course, fork: CourseTile, route: str, exit_w: int,
                   occupied: Occupied, on: dict[int, CourseTile]) -> Branch:
    passes: list[tuple[int, str | None]] = []
    visits: dict[int, list[str | None]] = {}
    current, w = fork.road, exit_w
    while True:
        nxt = occupied.get(_next_to(current.hex, w))
        if nxt is None or not nxt.lanes_on(opposite(w)) or nxt.side.is_service:
            return Branch(fork.index, route, tuple(passes), None, None)
        if nxt.index in on:
            back = on[nxt.index]
            ways = ways_on(nxt, opposite(w)) if nxt.side.kind == "junction" else []
            joins = [k for k, x in ways if x == back.exit_side and k is not None]
            if joins:
                return Branch(fork.index, route, tuple(passes), back.index, joins[0])
            return Branch(fork.index, route, tuple(passes), None, None)
        road, out = _pick(nxt, ways_on(nxt, opposite(w)), occupied, visits)
        if nxt.index in visits and _clashes(nxt, road, visits[nxt.index]):
            return Branch(fork.index, route, tuple(passes), None, None)
        visits.setdefault(nxt.index, []).append(road)
        passes.append((nxt.index, road))
        if out is None:
            return Branch(fork.index, route, tuple(passes), None, None)
        current, w = nxt, out


def _service_beyond(tile: RoadTile, world_side: int, occupied: Occupied
                    ) -> RoadTile | None:
    """The service park whose road meets ``tile``'s road end on ``world_side``, if any."""
    nxt = occupied.get(_next_to(tile.hex, world_side))
    if nxt is not None and nxt.side.is_service and nxt.lanes_on(opposite(world_side)):
        return nxt
    return None


def _start_exits(start: RoadTile) -> list[int]:
    """World sides a START may be left by: either end of a DIRT START; a GT start-finish
    straight only forwards, the way its grid boxes face (its description order)."""
    sides = start.world_sides()
    return sides[1:] if start.side.kind == "start-finish" else sides


def _start_exit_alone(start: RoadTile) -> int:
    """A START with nothing attached: leave by the end that keeps more cells behind the line."""
    g = start.side.template
    s_line = g.line_progress or 0.0
    w_start, w_end = start.world_sides()  # a START has two road ends
    return w_end if s_line >= g.length - s_line else w_start


Visit = tuple[int, "str | None"]  # (placement index, road id): one pass over a tile


def ways_on(r: RoadTile, entry: int) -> list[tuple[str | None, int | None]]:
    """The ways on from ``r`` entered by world side ``entry``: (road id, world exit side)
    per road with an end there (a one-road side: its one road, id None; a dead end: exit
    None), in the side's road order (a junction's main road first)."""
    side = r.side
    if not side.roads:
        rest = [w for w in r.world_sides() if w != entry]
        return [(None, rest[0] if rest else None)]
    edge = world_to_local_side(entry, r.placement.rot)
    out: list[tuple[str | None, int | None]] = []
    for road in side.roads_at(edge):
        other = next(e for e in road.edges if e != edge)
        out.append((road.road_id, local_to_world_side(other, r.placement.rot)))
    return out


def _cells_of(r: RoadTile, route: str | None) -> frozenset[str]:
    """The printed cells a visit drives over (a junction's routes share labelled cells)."""
    road = r.side.road(route)
    return frozenset(c.key for c in road.template.road_cells)


def _clashes(r: RoadTile, route: str | None, before: list[str | None]) -> bool:
    """Whether driving ``r`` on ``route`` meets an earlier pass over it: the same road
    again, or a junction route sharing a cell with it (separate and crossing roads never
    do)."""
    if not before:
        return False
    if not r.side.roads or r.side.kind != "junction":
        return route in before
    mine = _cells_of(r, route)
    return any(mine & _cells_of(r, b) for b in before)


def _pick(r: RoadTile, ways: list[tuple[str | None, int | None]], occupied: Occupied,
          visits: dict[int, list[str | None]]) -> tuple[str | None, int | None]:
    """The way on the chain takes: the first (main road first) that leads on to road
    and meets no earlier pass, else the first that meets no earlier pass, else the first."""
    before = visits.get(r.index)
    if len(ways) == 1 and not before:  # nearly every tile: one road, not passed yet
        return ways[0]
    free = [w for w in ways if not _clashes(r, w[0], before or [])]
    for route, out in free:
        if out is None:
            continue
        nxt = occupied.get(_next_to(r.hex, out))
        if nxt is not None and nxt.lanes_on(opposite(out)):
            return route, out
    return (free or ways)[0]


def _follow(course: Course, first: RoadTile, first_exit: int, occupied: Occupied,
            dry: bool = False) -> list[tuple[RoadTile, int | None, int | None, str | None]]:
    """Walk the chain from ``first`` leaving by ``first_exit``.

    Returns (tile, world entry side, world exit side, road id) per pass over a tile (a
    side with several roads may be passed once per road). Stops at a dead end, an open
    end, a loop, or after the FINISH (plus the service park if it follows).
    """
    entry0 = next((w for w in first.world_sides() if w != first_exit), None)
    chain: list[tuple[RoadTile, int | None, int | None, str | None]] = [
        (first, entry0, first_exit, None)]
    visits: dict[int, list[str | None]] = {first.index: [None]}
    current, exit_w = first, first_exit
    while True:
        if current.side.kind == "finish" and chain[0][0].side.kind != "finish":
            park = _service_beyond(current, exit_w, occupied)
            if park is not None:
                chain.append((park, opposite(exit_w), None, None))
            break
        beyond = current.hex.neighbour(exit_w)
        nxt = occupied.get(beyond)
        if nxt is None or not nxt.lanes_on(opposite(exit_w)):
            if not dry and nxt is not None:
                course.issues.append(CourseIssue(
                    "road-into-no-road",
                    msg("the road of {tile} runs into {other}, which has no road on that "
                        "side: turn one of them or put another tile there",
                        tile=current.name, other=nxt.name),
                    (current.index, nxt.index), (beyond,)))
            break
        if nxt.index == first.index and first.side.kind == "start-finish" \
                and opposite(exit_w) == chain[0][1]:
            break  # the circuit closes: back into its start-finish piece from behind
        entry = opposite(exit_w)
        route, out = _pick(nxt, ways_on(nxt, entry), occupied, visits)
        if nxt.index in visits and _clashes(nxt, route, visits[nxt.index]):
            if not dry:
                course.issues.append(CourseIssue(
                    "loop", msg("the course runs from {tile} back into {other}: a stage runs "
                                "from START to FINISH and never meets itself",
                                tile=current.name, other=nxt.name),
                    (current.index, nxt.index), (beyond,)))
            break
        if nxt.side.is_service:
            if not dry:
                course.issues.append(CourseIssue(
                    "service-not-after-finish",
                    msg("the service park {tile} closes the road before the FINISH; it "
                        "belongs right after the FINISH", tile=nxt.name),
                    (nxt.index,), (nxt.hex,)))
            break
        visits.setdefault(nxt.index, []).append(route)
        chain.append((nxt, entry, out, route))
        if out is None:
            break
        current, exit_w = nxt, out
    # The last tile's exit stays open unless the chain ended at the FINISH.
    return chain


def _joint(a: CourseTile, b: CourseTile, world_side: int) -> Joint:
    lanes_a = a.side.lanes_at(a.exit_edge) if a.exit_edge is not None else a.side.lanes
    lanes_b = b.side.lanes_at(b.entry_edge) if b.entry_edge is not None else b.side.lanes
    if b.side.is_service:
        return Joint(a.index, b.index, world_side, lanes_a, lanes_b, True)
    assert a.exit_edge is not None and b.entry_edge is not None  # consecutive tiles meet
    matched = _lanes_meet(a.road, local_to_world_side(a.exit_edge, a.placement.rot),
                          b.road, local_to_world_side(b.entry_edge, b.placement.rot))
    return Joint(a.index, b.index, world_side, lanes_a, lanes_b, matched)


# Whether two turned sides' lanes meet across a joint, per (turned side, world side) on
# each side of it: where on the board the joint lies does not change the answer.
_MEETS: dict[tuple[int, int, int, int], tuple[Turned, Turned, bool]] = {}


def _lanes_meet(a: RoadTile, wa: int, b: RoadTile, wb: int) -> bool:
    """Whether ``a``'s road end on world side ``wa`` and the neighbouring ``b``'s on
    ``wb`` join lane for lane."""
    ta, tb = a.turned, b.turned
    key = (id(ta), wa, id(tb), wb)
    found = _MEETS.get(key)
    if found is not None and found[0] is ta and found[1] is tb:
        return found[2]
    pa = a.lane_ends(wa)
    # lane_endpoints lists left→right for a driver leaving; entering b we see them reversed.
    pb = b.lane_ends(wb)[::-1]
    # Roads may differ in drawn width (215 is narrower); lanes join when both have the
    # same count, share a centre and run left-to-right the same way.
    matched = len(pa) == len(pb) and _same_centre(pa, pb) and _same_way(pa, pb)
    if len(_MEETS) >= _MAX_TURNED:
        _MEETS.clear()
    _MEETS[key] = (ta, tb, matched)
    return matched


def _centre(pts: list[tuple[float, float]]) -> tuple[float, float]:
    (x0, y0), (x1, y1) = pts[0], pts[-1]
    return ((x0 + x1) / 2, (y0 + y1) / 2)


def _same_centre(pa: list[tuple[float, float]], pb: list[tuple[float, float]]) -> bool:
    (xa, ya), (xb, yb) = _centre(pa), _centre(pb)
    return abs(xa - xb) < 1e-6 and abs(ya - yb) < 1e-6


def _same_way(pa: list[tuple[float, float]], pb: list[tuple[float, float]]) -> bool:
    cx, cy = _centre(pa)
    return ((pa[0][0] - cx) * (pb[0][0] - cx) + (pa[0][1] - cy) * (pb[0][1] - cy)) > 0


def _chain_issues(course: Course) -> None:
    tiles = course.tiles
    if not tiles:
        return
    kinds = [t.side.kind for t in tiles]
    if "finish" not in kinds and any(r.side.kind == "finish" for r in course.road_tiles):
        _open_end_issue(course)
        course.issues.append(CourseIssue(
            "finish-not-reached", msg("the course from the START does not reach the FINISH"),
            (tiles[-1].road.index,), (tiles[-1].hex,)))
    if kinds[0] == "finish":
        course.issues.append(CourseIssue(
            "start-not-reached",
            msg("the course leading to the FINISH does not begin at a START"),
            (tiles[0].road.index,), (tiles[0].hex,)))
    for j in course.joints:
        if not j.matched:
            a, b = tiles[j.a], tiles[j.b]
            course.issues.append(CourseIssue(
                "lane-mismatch",
                msg("{id} ({lanes} lanes) does not line up with {other} ({other_lanes} "
                    "lanes)", id=a.side.id, lanes=j.lanes_a, other=b.side.id,
                    other_lanes=j.lanes_b), (a.road.index, b.road.index), (a.hex, b.hex)))


def _open_end_issue(course: Course) -> None:
    """The chain from the START stops at an empty hex (or scenery) short of the FINISH:
    say where the next tile goes."""
    last = course.tiles[-1]
    side = last.exit_side
    if course.start is None or last.side.is_service or side is None:
        return
    h = last.hex.neighbour(side)
    if h in {r.hex for r in course.road_tiles}:
        return  # a tile is there: road-into-no-road or a loop says why
    if course.stops_at_unknown:
        return  # an unknown tile id is there: unknown-tile says so
    scenery = course.stage.at(h)
    there = msg("empty hex {q},{r},", q=h.q, r=h.r) if scenery is None else \
        msg("hex {q},{r}, which holds only scenery ({tile}),", q=h.q, r=h.r, tile=scenery.tile)
    course.issues.append(CourseIssue(
        "open-end", msg("the course stops at {tile}: its road leaves by its {side} side to "
                        "{there} where the next tile goes", tile=last.placement.name,
                        side=EDGE_NAMES[side], there=there),
        (last.road.index,), (h,)))


def open_ends(stage: Stage, tileset: Tileset | None = None) -> list[OpenEnd]:
    """Where the next tile could go (works on partial layouts)."""
    return build_course(stage, tileset).open_ends
