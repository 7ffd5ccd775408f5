"""Structure checks (errors): is the layout one clean chain START → FINISH (+ service)?

The course (pacenote.course) finds the chain and reports what breaks it; these checks
turn that into findings with the tiles, hexes and cells involved, one finding per
problem (a consequence of a problem already reported is not reported again).
"""

from __future__ import annotations

from collections.abc import Iterator

from pacenote.course import CourseIssue, CourseTile
from pacenote.hexgrid import EDGE_NAMES, Hex
from pacenote.i18n import msg, msgn
from pacenote.loading import unknown_tile_reason
from pacenote.stage import base_id
from pacenote.tilelist import box_shortfalls
from pacenote.validators.context import StageContext, side_kinds
from pacenote.validators.finding import Finding
from pacenote.validators.registry import check


def _ids(ctx: StageContext, kind: str) -> str:
    return "/".join(s.id for s in ctx.tileset if s.kind == kind)


def _issues(ctx: StageContext, code: str) -> list[CourseIssue]:
    return [i for i in ctx.course.issues if i.code == code]


def _empty(ctx: StageContext, h: Hex) -> bool:
    return ctx.stage.at(h) is None


def _beyond(ct: CourseTile, edge: int | None) -> Hex | None:
    """The hex a course tile's road end (local edge) faces."""
    side = ct.world_side(edge)
    return None if side is None else ct.hex.neighbour(side)


def _places(ctx: StageContext, indexes: list[int]) -> list[str]:
    """The placements named, for a message (a list value is joined with ", ")."""
    return [ctx.tile_at(i) for i in indexes]


@check("unknown-tile")
def unknown_tiles(ctx: StageContext) -> Iterator[Finding]:
    for i in ctx.course.unknown:
        p = ctx.stage.tiles[i]
        yield ctx.finding("unknown-tile", msg("{tile} at {q},{r}{reason}", tile=repr(p.tile),
                                              q=p.q, r=p.r, reason=unknown_tile_reason(
                                                  p.tile, ctx.tileset.name)), [i])


@check("tile-used-twice", "tile-both-sides", "too-many-copies")
def copies(ctx: StageContext) -> Iterator[Finding]:
    """A physical tile shows one side at a time; the box holds ``copies`` of each number.
    A tile stacked under another is only ``stacked-tiles`` (one finding per problem)."""
    road = [r for r in ctx.course.road_tiles if r.index not in ctx.hidden]
    for short in box_shortfalls([r.side for r in road], ctx.tileset.copies, ctx.boxes):
        placed = [road[i].index for i in short.uses]
        where = _places(ctx, placed)
        if short.code == "too-many-copies":
            message = msgn("tile {number} is used {n} time ({where}) but {held}",
                           "tile {number} is used {n} times ({where}) but {held}", len(placed),
                           number=short.number, where=where, held=short.held)
        elif short.code == "tile-both-sides":
            message = msg("{where}: both sides of tile {number} are used but {held} (a tile "
                          "shows one side at a time)", where=where, number=short.number,
                          held=short.held)
        else:
            message = msgn("{side} is placed {n} time ({where}) but {held}",
                           "{side} is placed {n} times ({where}) but {held}", len(placed),
                           side=road[short.uses[0]].side.id, where=where, held=short.held)
        yield ctx.finding(short.code, message, placed)


@check("stacked-tiles")
def stacked(ctx: StageContext) -> Iterator[Finding]:
    by_hex: dict[Hex, list[int]] = {}
    for i, p in enumerate(ctx.stage.tiles):
        by_hex.setdefault(p.hex, []).append(i)
    for h, here in by_hex.items():
        if len(here) > 1:
            tiles = ", ".join(ctx.stage.tiles[i].tile for i in here)
            yield ctx.finding("stacked-tiles", msg("{n} tiles on hex {q},{r} ({tiles}); a hex "
                                                   "holds one tile", n=len(here), q=h.q, r=h.r,
                                                   tiles=tiles), here)


def dirt_stage(ctx: StageContext) -> bool:
    """A stage from START to FINISH (GT circuits are checked by validators/circuit.py)."""
    return not ctx.course.is_circuit and "start" in side_kinds(ctx.tileset)


@check("no-start", "several-starts", "no-finish", "several-finishes", when=dirt_stage)
def start_and_finish(ctx: StageContext) -> Iterator[Finding]:
    road = ctx.course.road_tiles
    tiles = ctx.course.tiles
    for kind, word in (("start", "START"), ("finish", "FINISH")):
        found = [r.index for r in road if r.side.kind == kind]
        if len(found) > 1:
            yield ctx.finding(f"several-{kind}es" if kind == "finish" else "several-starts",
                              msg("{n} {word} tiles ({tiles}); a stage has one", n=len(found),
                                  word=word, tiles=_places(ctx, found)), found)
        if found:
            continue
        message = msg("no {word} tile ({ids})", word=word, ids=_ids(ctx, kind))
        hexes: list[Hex] = []
        # Where it should go: the open end of the chain found from the other end.
        end = None
        if tiles and kind == "start":  # the chain was walked back from the FINISH
            end = (tiles[0], tiles[0].entry_edge)
        elif tiles and ctx.course.start is not None:
            end = (tiles[-1], tiles[-1].exit_edge)
        if end is not None:
            h = _beyond(*end)
            if h is not None and _empty(ctx, h):
                hexes.append(h)
                where = dict(word=word, ids=_ids(ctx, kind), tile=ctx.course_tile(end[0]),
                             q=h.q, r=h.r)
                message = msg("no {word} tile ({ids}): the course leading to the FINISH "
                              "begins at {tile}, facing empty hex {q},{r}", **where) \
                    if kind == "start" else \
                    msg("no {word} tile ({ids}): the course from the START ends at {tile}, "
                        "facing empty hex {q},{r}", **where)
        yield ctx.finding(f"no-{kind}", message, hexes=hexes)


@check("open-end", "road-into-no-road", "loop", "service-not-after-finish", "lane-mismatch")
def chain(ctx: StageContext) -> Iterator[Finding]:
    course = ctx.course
    for issue in course.issues:  # the course found these; its words are the finding's
        if issue.code not in ("road-into-no-road", "loop", "service-not-after-finish"):
            continue
        if issue.code == "road-into-no-road" and \
                ctx.tileset[base_id(ctx.stage.tiles[issue.placements[1]].tile)].kind == "pit":
            continue  # the GT pit-stop piece in the road: pit-in-circuit says so
        yield ctx.finding(issue.code, issue.message, list(issue.placements))
    for j in course.joints:
        if not j.matched:
            a, b = course.tiles[j.a], course.tiles[j.b]
            yield ctx.finding("lane-mismatch",
                              msg("the lanes of {tile} ({lanes} lanes) do not line up "
                                  "with those of {other} ({other_lanes} lanes) where they "
                                  "meet ({side} side of {id})", tile=ctx.course_tile(a),
                                  lanes=j.lanes_a, other=ctx.course_tile(b),
                                  other_lanes=j.lanes_b, side=EDGE_NAMES[j.world_side],
                                  id=a.side.id),
                              [a.road.index, b.road.index])
    for issue in _issues(ctx, "open-end"):  # the chain stops short of the FINISH
        yield ctx.finding("open-end", issue.message, list(issue.placements),
                          hexes=list(issue.hexes))


def branch_placements(ctx: StageContext) -> set[int]:
    """Placements on the roads that leave the course at a junction (RX joker branches,
    joined or not: validators/circuit.py reports those that do not join)."""
    return {p for b in ctx.course.branches for p, _ in b.passes}


def off_course_links(ctx: StageContext) -> list[tuple[int, int]]:
    """(placement off the course, course placement) pairs whose roads meet."""
    out = []
    branches = branch_placements(ctx) if ctx.course.branches else set()
    for (p, _), o in ctx.course.links.items():
        if p in ctx.hidden or o in ctx.hidden or p in branches:
            continue
        if p not in ctx.on_course and o in ctx.on_course:
            out.append((p, o))
    return out


@check("branch", "ambiguous-joint", "service-not-after-finish")
def joints_off_the_chain(ctx: StageContext) -> Iterator[Finding]:
    loops = {frozenset(i.placements) for i in _issues(ctx, "loop")}
    closing = {i.placements[0] for i in _issues(ctx, "service-not-after-finish")}
    seen: set[frozenset[int]] = set()
    joined = ctx.course.joint_sides
    for (p, w), o in ctx.course.links.items():
        a, b = ctx.on_course.get(p), ctx.on_course.get(o)
        pair = frozenset((p, o))
        if a is None or b is None or abs(a - b) == 1 or pair in loops or pair in seen:
            continue
        if (p, w) in joined:
            continue  # a joint of a tile the course passes twice (separate roads)
        if ctx.course.closed and {a, b} == {0, len(ctx.course.tiles) - 1}:
            continue  # the joint that closes a circuit
        seen.add(pair)
        first, second = sorted((p, o), key=lambda i: ctx.on_course[i])
        yield ctx.finding("ambiguous-joint",
                          msg("the road of {tile} (course tile {i}) meets the road of "
                              "{other} (course tile {j}), which does not follow it on the "
                              "course: the course is ambiguous there", tile=ctx.tile_at(first),
                              i=ctx.on_course[first] + 1, other=ctx.tile_at(second),
                              j=ctx.on_course[second] + 1), [first, second])
    road = {r.index: r for r in ctx.course.road_tiles}
    for off, on in off_course_links(ctx):
        ct = ctx.course.tiles[ctx.on_course[on]]
        if ct.index == 0 and ct.side.kind == "start-finish":
            continue  # the other end of an open circuit: circuit-open says where it breaks
        at = msg("behind the START") if ct.index == 0 and ct.side.kind == "start" else \
            msg("after the FINISH") if ct.side.kind == "finish" else msg("at the course")
        if road[off].side.is_service:
            if off not in closing:
                yield ctx.finding("service-not-after-finish",
                                  msg("the service park {tile} is attached {at} ({other}); it "
                                      "belongs right after the FINISH", tile=ctx.tile_at(off),
                                      at=at, other=ctx.tile_at(on)), [off, on])
        else:
            yield ctx.finding("branch", msg("{tile} joins the road {at} ({other}) but is not on "
                                            "the course: the road forks there",
                                            tile=ctx.tile_at(off), at=at,
                                            other=ctx.tile_at(on)), [off, on])


@check("tile-unused")
def unused(ctx: StageContext) -> Iterator[Finding]:
    if not ctx.course.tiles or ctx.course.stops_at_unknown:
        return  # no course at all (no-start / no-finish say why), or it runs into an
        # unknown tile id (unknown-tile says so: the road may go on beyond it)
    joined = {off for off, _ in off_course_links(ctx)}
    if ctx.course.branches:
        joined |= branch_placements(ctx)
    road = {r.index: r for r in ctx.course.road_tiles}
    counts = {k: sum(r.side.kind == k for r in road.values()) for k in ("start", "finish")}
    for i in ctx.course.unused:
        kind = road[i].side.kind
        if i in ctx.hidden or i in joined or counts.get(kind, 0) > 1:
            continue  # reported as stacked, branch/service, or several STARTs/FINISHes
        yield ctx.finding("tile-unused", msg("{tile} is not on the course from START to FINISH "
                                             "and joins nothing on it", tile=ctx.tile_at(i)),
                          [i])


@check("start-without-grid", when=lambda ctx: ctx.course.start is not None)
def start_grid(ctx: StageContext) -> Iterator[Finding]:
    if ctx.grid:
        return
    st = ctx.course.start
    assert st is not None
    yield ctx.finding("start-without-grid",
                      msg("the course leaves the START {tile} the way that leaves no cell "
                          "behind its start line, so cars have nowhere to line up; turn the "
                          "START round (or lead the course out of its other end)",
                          tile=ctx.course_tile(st)),
                      [st.road.index])


@check("finish-not-crossed", when=lambda ctx: ctx.course.finish is not None)
def finish_crossed(ctx: StageContext) -> Iterator[Finding]:
    if ctx.finished:
        return
    fin = ctx.course.finish
    assert fin is not None
    yield ctx.finding("finish-not-crossed",
                      msg("no cell of the course lies past the finish line of {tile}: cars "
                          "can never finish; turn the FINISH round", tile=ctx.course_tile(fin)),
                      [fin.road.index])
