"""Walking the chain of a stage's tiles: the START to leave from, the way on at each tile
(a side with several roads: which road), where the walk stops and why (issues added to
the course). :mod:`pacenote.course` turns the walk into course tiles and joints."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pacenote.coursetiles import START_KINDS, CourseIssue, RoadTile
from pacenote.hexgrid import DIRECTIONS, Hex, local_to_world_side, opposite, world_to_local_side

if TYPE_CHECKING:
    from pacenote.course import Course

# Road tiles by hex, looked up with plain (q, r) pairs: equal to Hex and hashed alike,
# and quicker to make on the way along a chain.
Occupied = dict[tuple[int, int], "RoadTile"]


def next_to(h: Hex, direction: int) -> tuple[int, int]:
    """``h.neighbour(direction)`` as a plain pair."""
    dq, dr = DIRECTIONS[direction % 6]
    return (h.q + dq, h.r + dr)


def road_links(road: list[RoadTile]) -> dict[tuple[int, int], int]:
    occupied: Occupied = {r.hex: r for r in road}
    out = {}
    for r in road:
        for w in r.world_sides():
            other = occupied.get(next_to(r.hex, w))
            if other is not None and other.lanes_on(opposite(w)):
                out[(r.index, w)] = other.index
    return out


def start_anchors(course: Course, road: list[RoadTile]) -> tuple[list[RoadTile], bool]:
    """The tiles the course may start from, and whether to walk towards them (backwards:
    no START, so walk from the FINISH)."""
    starts = [r for r in road if r.side.kind in START_KINDS]
    finishes = [r for r in road if r.side.kind == "finish"]
    circuit = any(r.side.kind == "start-finish" for r in starts)
    if len(starts) > 1:
        course.issues.append(CourseIssue("several-starts", f"{len(starts)} START tiles",
                                         tuple(r.index for r in starts),
                                         tuple(r.hex for r in starts)))
    if len(finishes) > 1:
        course.issues.append(CourseIssue("several-finishes", f"{len(finishes)} FINISH tiles",
                                         tuple(r.index for r in finishes),
                                         tuple(r.hex for r in finishes)))
    if not starts:
        course.issues.append(CourseIssue("no-start", "no START tile (202a/202b)"))
    if not finishes and not circuit:  # a circuit finishes on its start-finish line
        course.issues.append(CourseIssue("no-finish", "no FINISH tile (203a/203b)"))
    if starts:
        return starts, False
    return finishes, True


def best_start(course: Course, starts: list[RoadTile], occupied: Occupied
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
    """(reaches a FINISH, tiles in the chain) of ``follow(first, first_exit, dry=True)``,
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
            if service_beyond(current, exit_w, occupied) is not None:
                length += 1
            break
        nxt = occupied.get(next_to(current.hex, exit_w))
        if nxt is None or not nxt.lanes_on(opposite(exit_w)) or nxt.side.is_service:
            break
        route, out = pick_way(nxt, ways_on(nxt, opposite(exit_w)), occupied, visits)
        if nxt.index in visits and clashes(nxt, route, visits[nxt.index]):
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


def service_beyond(tile: RoadTile, world_side: int, occupied: Occupied
                    ) -> RoadTile | None:
    """The service park whose road meets ``tile``'s road end on ``world_side``, if any."""
    nxt = occupied.get(next_to(tile.hex, world_side))
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


def clashes(r: RoadTile, route: str | None, before: list[str | None]) -> bool:
    """Whether driving ``r`` on ``route`` meets an earlier pass over it: the same road
    again, or a junction route sharing a cell with it (separate and crossing roads never
    do)."""
    if not before:
        return False
    if not r.side.roads or r.side.kind != "junction":
        return route in before
    mine = _cells_of(r, route)
    return any(mine & _cells_of(r, b) for b in before)


def pick_way(r: RoadTile, ways: list[tuple[str | None, int | None]], occupied: Occupied,
          visits: dict[int, list[str | None]]) -> tuple[str | None, int | None]:
    """The way on the chain takes: the first (main road first) that leads on to road
    and meets no earlier pass, else the first that meets no earlier pass, else the first."""
    before = visits.get(r.index)
    if len(ways) == 1 and not before:  # nearly every tile: one road, not passed yet
        return ways[0]
    free = [w for w in ways if not clashes(r, w[0], before or [])]
    for route, out in free:
        if out is None:
            continue
        nxt = occupied.get(next_to(r.hex, out))
        if nxt is not None and nxt.lanes_on(opposite(out)):
            return route, out
    return (free or ways)[0]


def follow(course: Course, first: RoadTile, first_exit: int, occupied: Occupied,
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
            park = service_beyond(current, exit_w, occupied)
            if park is not None:
                chain.append((park, opposite(exit_w), None, None))
            break
        beyond = current.hex.neighbour(exit_w)
        nxt = occupied.get(beyond)
        if nxt is None or not nxt.lanes_on(opposite(exit_w)):
            if not dry and nxt is not None:
                course.issues.append(CourseIssue(
                    "road-into-no-road",
                    f"the road of {current.name} runs into {nxt.name}, which has no road on "
                    "that side: turn one of them or put another tile there",
                    (current.index, nxt.index), (beyond,)))
            break
        if nxt.index == first.index and first.side.kind == "start-finish" \
                and opposite(exit_w) == chain[0][1]:
            break  # the circuit closes: back into its start-finish piece from behind
        entry = opposite(exit_w)
        route, out = pick_way(nxt, ways_on(nxt, entry), occupied, visits)
        if nxt.index in visits and clashes(nxt, route, visits[nxt.index]):
            if not dry:
                course.issues.append(CourseIssue(
                    "loop", f"the course runs from {current.name} back into {nxt.name}: a "
                            "stage runs from START to FINISH and never meets itself",
                    (current.index, nxt.index), (beyond,)))
            break
        if nxt.side.is_service:
            if not dry:
                course.issues.append(CourseIssue(
                    "service-not-after-finish",
                    f"the service park {nxt.name} closes the road before the FINISH; it "
                    "belongs right after the FINISH", (nxt.index,), (nxt.hex,)))
            break
        visits.setdefault(nxt.index, []).append(route)
        chain.append((nxt, entry, out, route))
        if out is None:
            break
        current, exit_w = nxt, out
    # The last tile's exit stays open unless the chain ended at the FINISH.
    return chain

