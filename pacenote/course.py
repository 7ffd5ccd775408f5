"""The course of a stage: the chain of tiles from START to FINISH and how it is driven.

A layout that is not one clean chain is not an error here: the course reports what
it found (issues, open ends, unused tiles) and the validators turn that into findings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from pacenote.coursebranches import find_branches
from pacenote.coursejoints import make_joint
from pacenote.coursetiles import (  # re-exported: the course's public pieces live there
    CHAIN_BREAKERS,
    CHAIN_CONSEQUENCES,
    ISSUE_CODES,
    START_KINDS,
    Branch,
    CourseIssue,
    CourseTile,
    Joint,
    OpenEnd,
    RoadTile,
    Turned,
    edge_lane_ends,
    turned,
)
from pacenote.coursewalk import (
    Occupied,
    best_start,
    follow,
    road_links,
    service_beyond,
    start_anchors,
    ways_on,
)
from pacenote.hexgrid import EDGE_NAMES, Hex, opposite, world_to_local_side
from pacenote.stage import Stage, base_id
from pacenote.tiles import Tileset, load_tileset

__all__ = ["CHAIN_BREAKERS", "CHAIN_CONSEQUENCES", "ISSUE_CODES", "START_KINDS", "Branch",
           "Course", "CourseIssue", "CourseTile", "Joint", "OpenEnd", "RoadTile", "Turned",
           "build_course", "edge_lane_ends", "open_ends", "turned", "ways_on"]

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
        return road_links(self.road_tiles)


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
                "stacked-tiles", f"{len(here)} tiles on hex {h.q},{h.r}",
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


def _walk(course: Course, occupied: Occupied) -> None:
    anchors, backwards = start_anchors(course, course.road_tiles)
    if not anchors:
        return
    if backwards:
        # No START: walk from the FINISH towards where the start should be, then turn round.
        # The service park after the FINISH is not the way back: leave it for the end.
        anchor = anchors[0]
        ends = [w for w in anchor.world_sides() if service_beyond(anchor, w, occupied) is None]
        ends = ends or anchor.world_sides()
        connected = [w for w in ends if (anchor.index, w) in course.links]
        first_exit = connected[0] if connected else ends[0]
        chain = follow(course, anchor, first_exit, occupied)
        chain = [(r, x, e, k) for r, e, x, k in reversed(chain)]
        finish, _, after, _ = chain[-1]
        if after is not None and (park := service_beyond(finish, after, occupied)):
            chain.append((park, opposite(after), None, None))
    else:
        anchor, first_exit = best_start(course, anchors, occupied)
        chain = follow(course, anchor, first_exit, occupied)
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
        course.joints.append(make_joint(a, b, w))
    last = course.tiles[-1] if course.tiles else None
    if last is not None and len(course.tiles) > 1 and course.is_circuit:
        first, w = course.tiles[0], last.exit_side
        if w is not None and first.entry_side is not None \
                and last.hex.neighbour(w) == first.hex and opposite(w) == first.entry_side:
            course.closed = True  # the circuit comes back into 102 from behind
            course.joints.append(make_joint(last, first, w))
    _chain_issues(course)
    if any(t.road.side.kind == "junction" for t in course.tiles):
        course.branches = find_branches(course, occupied)


def _chain_issues(course: Course) -> None:
    tiles = course.tiles
    if not tiles:
        return
    kinds = [t.side.kind for t in tiles]
    if "finish" not in kinds and any(r.side.kind == "finish" for r in course.road_tiles):
        _open_end_issue(course)
        course.issues.append(CourseIssue(
            "finish-not-reached", "the course from the START does not reach the FINISH",
            (tiles[-1].road.index,), (tiles[-1].hex,)))
    if kinds[0] == "finish":
        course.issues.append(CourseIssue(
            "start-not-reached", "the course leading to the FINISH does not begin at a START",
            (tiles[0].road.index,), (tiles[0].hex,)))
    for j in course.joints:
        if not j.matched:
            a, b = tiles[j.a], tiles[j.b]
            course.issues.append(CourseIssue(
                "lane-mismatch",
                f"{a.side.id} ({j.lanes_a} lanes) does not line up with {b.side.id} "
                f"({j.lanes_b} lanes)", (a.road.index, b.road.index), (a.hex, b.hex)))


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
    there = f"empty hex {h.q},{h.r}," if scenery is None else \
        f"hex {h.q},{h.r}, which holds only scenery ({scenery.tile}),"
    course.issues.append(CourseIssue(
        "open-end", f"the course stops at {last.placement.name}: its road leaves by its "
                    f"{EDGE_NAMES[side]} side to {there} where the next tile goes",
        (last.road.index,), (h,)))


def open_ends(stage: Stage, tileset: Tileset | None = None) -> list[OpenEnd]:
    """Where the next tile could go (works on partial layouts)."""
    return build_course(stage, tileset).open_ends
