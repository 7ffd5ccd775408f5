"""The roads leaving a course at its junctions (RX joker branches): each followed over
tiles off the course to where it joins the course again, if it does, and laid out as
course tiles numbered after the course's."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pacenote.coursetiles import Branch, CourseTile
from pacenote.coursewalk import Occupied, clashes, next_to, pick_way, ways_on
from pacenote.hexgrid import opposite, world_to_local_side

if TYPE_CHECKING:
    from pacenote.course import Course

def find_branches(course: Course, occupied: Occupied) -> list[Branch]:
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
            first = occupied.get(next_to(ct.hex, exit_w))
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
        nxt = occupied.get(next_to(current.hex, w))
        if nxt is None or not nxt.lanes_on(opposite(w)) or nxt.side.is_service:
            return Branch(fork.index, route, tuple(passes), None, None)
        if nxt.index in on:
            back = on[nxt.index]
            ways = ways_on(nxt, opposite(w)) if nxt.side.kind == "junction" else []
            joins = [k for k, x in ways if x == back.exit_side and k is not None]
            if joins:
                return Branch(fork.index, route, tuple(passes), back.index, joins[0])
            return Branch(fork.index, route, tuple(passes), None, None)
        road, out = pick_way(nxt, ways_on(nxt, opposite(w)), occupied, visits)
        if nxt.index in visits and clashes(nxt, road, visits[nxt.index]):
            return Branch(fork.index, route, tuple(passes), None, None)
        visits.setdefault(nxt.index, []).append(road)
        passes.append((nxt.index, road))
        if out is None:
            return Branch(fork.index, route, tuple(passes), None, None)
        current, w = nxt, out

