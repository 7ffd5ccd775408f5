"""Checks for Rallyman: GT circuits: a closed loop through the start-finish piece 102,
the pit-stop piece beside it, a finish line that can be crossed after the last lap, and
the race's length class. Lane counts at joints (``lane-mismatch``) and copies per box
(``tile-used-twice``, ``tile-both-sides``, ``too-many-copies``) are the structure
checks', which read GT copies from the tileset like DIRT ones.
"""

from __future__ import annotations

from collections.abc import Iterator

from pacenote.graph import node_name
from pacenote.hexgrid import EDGE_NAMES
from pacenote.i18n import msg, msgn
from pacenote.validators import circuitguide, guidelines
from pacenote.validators import structure as _structure  # noqa: F401  (its checks run first)
from pacenote.validators.context import StageContext, side_kinds
from pacenote.validators.finding import Finding
from pacenote.validators.registry import check


def gt_stage(ctx: StageContext) -> bool:
    """A circuit, or a stage of a tileset whose only start is a start-finish piece."""
    kinds = side_kinds(ctx.tileset)
    return bool(ctx.course.is_circuit or ("start-finish" in kinds and "start" not in kinds))


def closed(ctx: StageContext) -> bool:
    """A closed GT circuit (the GT race's checks: the line, pits, the race class)."""
    return ctx.course.is_circuit and ctx.course.complete and not dirt_circuit(ctx)


def dirt_circuit(ctx: StageContext) -> bool:
    """A circuit of DIRT tiles (RX: the start-finish straight 401)."""
    return ctx.course.is_circuit and ctx.course.tiles[0].side.gt is None


def _pits(ctx: StageContext) -> list[int]:
    return [r.index for r in ctx.course.road_tiles
            if r.side.kind == "pit" and r.index not in ctx.hidden]


@check("circuit-no-start-finish", "circuit-open", when=gt_stage)
def loop(ctx: StageContext) -> Iterator[Finding]:
    course = ctx.course
    if not course.is_circuit:
        ids = "/".join(s.id for s in ctx.tileset if s.kind == "start-finish")
        yield ctx.finding("circuit-no-start-finish",
                          msg("no start-finish piece ({ids}): a circuit starts and ends on it",
                              ids=ids))
        return
    if course.closed:
        return
    last = course.tiles[-1]
    exit_side = last.exit_side
    if exit_side is None:
        return
    h = last.hex.neighbour(exit_side)
    if h in {r.hex for r in course.road_tiles} or course.stops_at_unknown:
        return  # runs into a tile: road-into-no-road, loop, lane-mismatch, pit-in-circuit,
        # or unknown-tile
    first = course.tiles[0]
    gap = first.hex.distance(h)
    side = EDGE_NAMES[exit_side]
    scenery = ctx.stage.at(h)
    there = msg("hex {q},{r}, which holds only scenery ({tile})", q=h.q, r=h.r,
                tile=scenery.tile) if scenery else msg("hex {q},{r}", q=h.q, r=h.r)
    yield ctx.finding("circuit-open",
                      msgn("the circuit does not close: from {first} the road ends at {last}, "
                           "leaving by its {side} side to {there}, {n} hex from the "
                           "start-finish piece, which it must come back into from behind its "
                           "grid",
                           "the circuit does not close: from {first} the road ends at {last}, "
                           "leaving by its {side} side to {there}, {n} hexes from the "
                           "start-finish piece, which it must come back into from behind its "
                           "grid", gap, first=ctx.course_tile(first),
                           last=ctx.course_tile(last), side=side, there=there),
                      [last.road.index], hexes=[h])


@check("pit-in-circuit", "pit-not-beside", "no-pit-stop",
       when=lambda ctx: ctx.course.is_circuit and not dirt_circuit(ctx))
def pit_stop(ctx: StageContext) -> Iterator[Finding]:
    """The rules place the pit-stop piece next to the circuit, never in it."""
    pits = _pits(ctx)
    if not pits:
        yield ctx.finding("no-pit-stop", msg("no pit-stop piece (101): the rules place it next "
                                             "to the circuit; without it no car can pit"))
        return
    course_hexes = {t.hex for t in ctx.course.tiles}
    road_ends = {}
    for ct in ctx.course.tiles:
        for w in ct.side.road_sides(ct.placement.rot):
            road_ends[ct.hex.neighbour(w)] = ct
    for i in pits:
        h = ctx.stage.tiles[i].hex
        if h in road_ends:
            ct = road_ends[h]
            yield ctx.finding("pit-in-circuit",
                              msg("the pit-stop piece {tile} lies where the road of {other} "
                                  "continues: it goes beside the circuit, not in it",
                                  tile=ctx.tile_at(i), other=ctx.course_tile(ct)),
                              [i, ct.road.index])
        elif not any(h.distance(c) == 1 for c in course_hexes):
            yield ctx.finding("pit-not-beside",
                              msg("the pit-stop piece {tile} touches no piece of the circuit: "
                                  "the rules place it next to the track", tile=ctx.tile_at(i)),
                              [i])


@check("finish-unreachable", when=closed)
def line_reachable(ctx: StageContext) -> Iterator[Finding]:
    if not ctx.grid or ctx.graph.fewest_dice() is not None:
        return
    g = ctx.graph.view
    front = max(g.nodes[n]["front"] for n in ctx.reachable)
    furthest = sorted(n for n in ctx.reachable if g.nodes[n]["front"] == front)
    yield ctx.finding("finish-unreachable",
                      msg("no sequence of moves leads from the grid round the circuit back "
                          "over the line: cars get no further than {cells}",
                          cells=", ".join(map(node_name, furthest))),
                      [ctx.course.tile(furthest[0][0]).road.index], cells=furthest)


@check("circuit-length", when=closed)
def length(ctx: StageContext) -> Iterator[Finding]:
    pieces = len(ctx.course.tiles)
    laps = ctx.course.laps
    minutes = guidelines.course_minutes(ctx.course)
    kind = guidelines.course_class(ctx.course)
    said = "" if ctx.stage.laps else msg(" (the file gives no lap count: 1 assumed)")
    yield ctx.finding("circuit-length",
                      msgn("{pieces} pieces in the loop (pit stop not counted) x {n} lap"
                           "{said}: {length}, about {minutes} min for {players} players "
                           "(rulebook guidelines: {guide})",
                           "{pieces} pieces in the loop (pit stop not counted) x {n} laps"
                           "{said}: {length}, about {minutes} min for {players} players "
                           "(rulebook guidelines: {guide})", laps, pieces=pieces, said=said,
                           length=guidelines.RACE_CLASS_WORDS.get(kind or "", msg("a race")),
                           minutes=minutes, players=circuitguide.PLAYERS,
                           guide=msg(circuitguide.GUIDELINES)))


# An ice loop's RX pieces: the start-finish 401 and the through corner 411 that widens
# the road to its 3 lanes (docs/rules.md, "Circuit races").
START_PIECES = (401, 411)


def ice_loop(ctx: StageContext) -> bool:
    """A circuit of DIRT tiles on snow but for the RX pieces that make its start (ice
    racing has no joker lap: docs/rules.md, "Circuit races")."""
    return all(ct.side.terrain == "snow" for ct in ctx.course.tiles
               if ct.side.number not in START_PIECES)


@check("joker-missing", when=lambda ctx: dirt_circuit(ctx) and ctx.course.complete)
def joker(ctx: StageContext) -> Iterator[Finding]:
    """An RX circuit has a joker branch: a road leaving the loop at a junction and
    joining it again further on (docs/rules.md, "Junctions"); an ice loop needs none."""
    if any(b.join is not None for b in ctx.course.branches) or ice_loop(ctx):
        return
    yield ctx.finding("joker-missing",
                      msg("the RX circuit has no joker branch: lay a junction (402-409, 415) "
                          "whose branch road leaves the loop and joins it again at another "
                          "junction"))


@check("branch-not-joined", when=lambda ctx: bool(ctx.course.branches))
def branch_joined(ctx: StageContext) -> Iterator[Finding]:
    for b in ctx.course.branches:
        if b.join is not None:
            continue
        fork = ctx.course.tiles[b.fork]
        last = b.passes[-1][0] if b.passes else fork.road.index
        yield ctx.finding("branch-not-joined",
                          msgn("the {route} road of {tile} leaves the course over {n} tile and "
                               "does not join it again at a junction",
                               "the {route} road of {tile} leaves the course over {n} tiles and "
                               "does not join it again at a junction", len(b.passes),
                               route=b.route, tile=ctx.course_tile(fork)),
                          [fork.road.index, *(p for p, _ in b.passes)] if b.passes
                          else [fork.road.index, last])
