"""Playability checks on the cell graph, and what a stage designer wants to know.

They run on a complete course (one clean chain with a grid and cells past the finish
line); on a broken layout the structure findings come first. Cells behind the start
line and past the finish line are never used in play, so nothing there is flagged.
"""

from __future__ import annotations

from collections.abc import Iterator

from pacenote.graph import Band, Node, node_name
from pacenote.i18n import msg, msgn
from pacenote.movement import jump_landings, landing_gear, reached_cells
from pacenote.validators import guidelines
from pacenote.validators import structure as _structure  # noqa: F401  (its checks run first)
from pacenote.validators.context import StageContext
from pacenote.validators.finding import Finding
from pacenote.validators.registry import check

LONG_STRAIGHT_TILES = 4  # tiles in a row without a speed limit worth a note


def playable(ctx: StageContext) -> bool:
    return ctx.course.complete and bool(ctx.grid) and bool(ctx.finished)


def usable_features(ctx: StageContext) -> bool:
    """Shortcuts, slides and jumps are judged on a stage whose finish can be reached."""
    return playable(ctx) and bool(ctx.reachable & set(ctx.finished))


def reaches_finish(ctx: StageContext) -> bool:
    return guidelines.road_tiles(ctx.course) is not None


def _in_play(ctx: StageContext, n: Node) -> bool:
    d = ctx.graph.view.nodes[n]
    return not d["start"] and not d["finished"]


def _tile(ctx: StageContext, tile_index: int) -> str:
    return ctx.course_tile(ctx.course.tile(tile_index))


def _placement(ctx: StageContext, tile_index: int) -> list[int]:
    return [ctx.course.tile(tile_index).road.index]


def _cells(nodes: list[Node]) -> str:
    return ", ".join(node_name(n) for n in nodes)  # cell names: the same in every language


@check("finish-unreachable", when=playable)
def finish_reachable(ctx: StageContext) -> Iterator[Finding]:
    if ctx.reachable & set(ctx.finished):
        return
    g = ctx.graph.view
    front = max(g.nodes[n]["front"] for n in ctx.reachable)
    furthest = sorted(n for n in ctx.reachable if g.nodes[n]["front"] == front)
    tile = furthest[0][0]
    yield ctx.finding("finish-unreachable",
                      msg("no sequence of moves leads from the grid past the finish line: cars "
                          "get no further than {cells} on {tile}", cells=_cells(furthest),
                          tile=_tile(ctx, tile)),
                      _placement(ctx, tile), cells=furthest)


@check("shortcut-unusable", when=usable_features)
def shortcuts(ctx: StageContext) -> Iterator[Finding]:
    for n in ctx.graph.nodes(shortcut=True):
        if not _in_play(ctx, n):
            continue
        where = dict(cell=node_name(n), tile=_tile(ctx, n[0]))
        if n not in ctx.reachable:
            message = msg("the shortcut {cell} on {tile} can never be entered: no cell before "
                          "the corner it cuts touches it", **where)
        elif n not in ctx.leads_to_finish:
            message = msg("the shortcut {cell} on {tile} leads nowhere: no cell after the "
                          "corner it cuts touches it", **where)
        else:
            continue
        yield ctx.finding("shortcut-unusable", message,
                          _placement(ctx, n[0]), cells=[n])


def _slide_rows(ctx: StageContext) -> Iterator[Band]:
    for band in ctx.graph.bands:
        if band.halves and all(_in_play(ctx, h) for h in band.halves):
            yield band


@check("slide-unusable", when=usable_features)
def slides(ctx: StageContext) -> Iterator[Finding]:
    for band in _slide_rows(ctx):
        where = dict(cells=_cells(band.halves), tile=_tile(ctx, band.tile))
        if band.halves[0] not in ctx.reachable:
            message = msg("the slide row {cells} on {tile} can never be entered sliding",
                          **where)
        elif band.halves[-1] not in ctx.leads_to_finish:
            message = msg("the slide row {cells} on {tile} can never be left sliding", **where)
        else:
            continue
        yield ctx.finding("slide-unusable", message,
                          _placement(ctx, band.tile), cells=band.halves)


def _jump_rows(ctx: StageContext) -> dict[tuple[int, str], list[Node]]:
    """Jump cells in play, by (course tile, section)."""
    rows: dict[tuple[int, str], list[Node]] = {}
    for n, d in ctx.graph.view.nodes.items():
        if d["jump"] is not None and _in_play(ctx, n) and n in ctx.reachable:
            rows.setdefault((n[0], n[1].split(".")[0]), []).append(n)
    return {k: sorted(v) for k, v in sorted(rows.items())}


def _landings(ctx: StageContext, cells: list[Node]) -> dict[Node, tuple[int | None, int]]:
    """Landing cell → (its limit, the lowest gear a car lands there in), for the landings
    the movement rules allow (the engine's own)."""
    g = ctx.graph.view
    n = g.nodes[cells[0]]["jump"]
    out: dict[Node, tuple[int | None, int]] = {}
    for c in cells:
        for v, ahead in jump_landings(g, c):
            gear = landing_gear(n, ahead)
            out[v] = (g.nodes[v]["limit"], min(gear, out.get(v, (None, gear))[1]))
    return out


def _loss(limit: int | None, gear: int) -> bool:
    return limit is not None and limit < gear


@check("jump-unusable", when=usable_features)
def jumps(ctx: StageContext) -> Iterator[Finding]:
    for (tile, _), cells in _jump_rows(ctx).items():
        landings = _landings(ctx, cells)
        if not landings or not all(_loss(*lg) for lg in landings.values()):
            continue  # no landing at all: jump-lands-in-ford says why
        n = ctx.graph.view.nodes[cells[0]]["jump"]
        spots = [msg("{cell} (limit {limit})", cell=node_name(v), limit=lim)
                 for v, (lim, _) in sorted(landings.items())]
        yield ctx.finding("jump-unusable",
                          msg("every landing of the jump ^{n} at {cells} on {tile} has a limit "
                              "below the landing gear ({spots}): the jump can only be made "
                              "with a loss of control", n=n, cells=_cells(cells),
                              tile=_tile(ctx, tile), spots=spots),
                          _placement(ctx, tile), cells=cells)


@check("jump-lands-on-limit", "jump-lands-in-ford", when=usable_features)
def landings_of_jumps(ctx: StageContext) -> Iterator[Finding]:
    g = ctx.graph.view
    for (tile, _), cells in _jump_rows(ctx).items():
        n = g.nodes[cells[0]]["jump"]
        landings = _landings(ctx, cells)
        limited = {v: lg for v, lg in landings.items() if _loss(*lg)}
        fords = sorted({v for c in cells for v, _ in reached_cells(g, c) if g.nodes[v]["ford"]})
        jump = dict(n=n, cells=_cells(cells), tile=_tile(ctx, tile))
        if limited and len(limited) < len(landings):  # all of them: jump-unusable
            spots = [msg("{cell} (limit {limit}, landing in gear {gear})", cell=node_name(v),
                         limit=lim, gear=f"{gear}{'' if gear == n else '+'}")
                     for v, (lim, gear) in sorted(limited.items())]
            yield ctx.finding("jump-lands-on-limit",
                              msg("the jump ^{n} at {cells} on {tile} can land on {spots}: a "
                                  "loss of control there", spots=spots, **jump),
                              _placement(ctx, tile), cells=sorted(limited))
        if fords:
            yield ctx.finding("jump-lands-in-ford",
                              msg("the jump ^{n} at {cells} on {tile} reaches the ford at "
                                  "{fords}: pacenote's reading is that a car cannot land in a "
                                  "ford (a landing is never a gas or gear-1 entry), so the jump "
                                  "never lands there (docs/rules.md)", fords=_cells(fords),
                                  **jump), _placement(ctx, tile), cells=fords)


@check("stage-length", "stage-shorter-than-guidelines", "stage-longer-than-guidelines",
       when=reaches_finish)
def stage_length(ctx: StageContext) -> Iterator[Finding]:
    tiles = guidelines.road_tiles(ctx.course)
    assert tiles is not None  # checked by reaches_finish
    kind = guidelines.course_class(ctx.course)
    sizes = guidelines.STAGE_TILES
    minutes = guidelines.course_minutes(ctx.course)
    yield ctx.finding("stage-length",
                      msgn("{n} road tile from START to FINISH (service park not counted): "
                           "{length}, about {minutes} min for {players} players (rulebook "
                           "guidelines: short {short}, medium {medium}, long {long} tiles)",
                           "{n} road tiles from START to FINISH (service park not counted): "
                           "{length}, about {minutes} min for {players} players (rulebook "
                           "guidelines: short {short}, medium {medium}, long {long} tiles)",
                           tiles, length=guidelines.STAGE_CLASS_WORDS.get(kind or "",
                                                                          msg("a stage")),
                           minutes=minutes, players=guidelines.PLAYERS, short=sizes["short"],
                           medium=sizes["medium"], long=sizes["long"]))
    short, long_ = guidelines.STAGE_TILES["short"], guidelines.STAGE_TILES["long"]
    if tiles < short:
        yield ctx.finding("stage-shorter-than-guidelines",
                          msgn("{n} road tile: shorter than the rulebook's short stage "
                               "({short} tiles for {players} players)",
                               "{n} road tiles: shorter than the rulebook's short stage "
                               "({short} tiles for {players} players)", tiles, short=short,
                               players=guidelines.PLAYERS))
    elif tiles > long_:
        yield ctx.finding("stage-longer-than-guidelines",
                          msg("{n} road tiles: longer than the rulebook's long stage "
                              "({long} tiles for {players} players)", n=tiles, long=long_,
                              players=guidelines.PLAYERS))


@check("one-lane-section", when=reaches_finish)
def one_lane(ctx: StageContext) -> Iterator[Finding]:
    by_tile: dict[int, list[Node]] = {}
    for n, d in ctx.graph.view.nodes.items():
        narrow = d["kind"] == "single" or (
            d["kind"] == "lane" and ctx.course.tile(n[0]).side.lanes == 1)
        if narrow and _in_play(ctx, n):
            by_tile.setdefault(n[0], []).append(n)
    for tile, cells in sorted(by_tile.items()):
        cells.sort()
        yield ctx.finding("one-lane-section",
                          msg("{tile} is one car wide at {cells}: a car there blocks everyone "
                              "behind it (blocking risk with many cars)", tile=_tile(ctx, tile),
                              cells=_cells(cells)),
                          _placement(ctx, tile), cells=cells)


@check("danger-profile", when=reaches_finish)
def danger(ctx: StageContext) -> Iterator[Finding]:
    driven = ctx.course.driven
    counts = {lvl: sum(t.side.danger == lvl for t in driven) for lvl in ("low", "medium", "high")}
    high = [t.road.index for t in driven if t.side.danger == "high"]
    share = round(100 * len(high) / len(driven))
    yield ctx.finding("danger-profile",
                      msgn("{n} course tile: {low} low, {medium} medium, {high} high danger "
                           "({share}% high: crashes there draw the most damage)",
                           "{n} course tiles: {low} low, {medium} medium, {high} high danger "
                           "({share}% high: crashes there draw the most damage)", len(driven),
                           low=counts["low"], medium=counts["medium"], high=counts["high"],
                           share=share), high)


def _has_limit(ctx: StageContext, tile_index: int) -> bool:
    return any(sec.is_corner or any(lim is not None for lim in sec.limits)
               for sec in ctx.course.tile(tile_index).side.sections)


@check("long-straight", when=reaches_finish)
def long_straights(ctx: StageContext) -> Iterator[Finding]:
    run: list[int] = []
    for t in [*ctx.course.driven, None]:
        if t is not None and not _has_limit(ctx, t.index):
            run.append(t.index)
            continue
        if len(run) >= LONG_STRAIGHT_TILES:
            tiles = [ctx.course.tile(i).road.index for i in run]
            yield ctx.finding("long-straight",
                              msg("{n} tiles in a row without a speed limit (course tiles "
                                  "{first}-{last}, {tile} to {other}): cars reach top gear "
                                  "with nothing to brake for", n=len(run), first=run[0] + 1,
                                  last=run[-1] + 1, tile=ctx.tile_at(tiles[0]),
                                  other=ctx.tile_at(tiles[-1])), tiles)
        run = []
