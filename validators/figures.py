"""A stage's figures for people (the editor's stage-info panel, reports): how many boxes
it needs, how long it is, what it is made of, its class and play time.

One home for these counts; the ``stage-length`` and ``danger-profile`` findings say the
same numbers in words.

    >>> from pacenote.autolayout import layout
    >>> from pacenote.validators import StageContext
    >>> from pacenote.tiles import load_tileset
    >>> f = stage_figures(StageContext(layout(["202a", "204a", "203a"]), load_tileset()))
    >>> (f.course_tiles, f.boxes_needed, f.stage_class, f.minutes)
    (3, 1, 'short', 10)
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

from pacenote.boxes import BoxSpec, owned_counts
from pacenote.stage import Stage, base_id
from pacenote.tiles import Tileset
from pacenote.validators import guidelines
from pacenote.validators.context import StageContext

DANGERS = ("low", "medium", "high")


@dataclass(frozen=True)
class StageFigures:
    placed_tiles: int  # every placement but scenery
    course_tiles: int  # road tiles START → FINISH (the guidelines' count; 0: no course)
    cells: int  # road cells of the cell graph
    boxes_needed: int  # game boxes whose tiles cover every number placed (0: none placed)
    short_of: tuple[int, ...]  # tile numbers the given boxes do not hold enough of
    terrain: dict[str, float]  # share of course tiles per terrain, 0..1
    danger: dict[str, float]  # share of course tiles per danger level (low/medium/high)
    stage_class: str | None  # short / medium / long once the course is complete
    minutes: int | None  # play time for the guidelines' players, once complete
    players: int = guidelines.PLAYERS


def tile_uses(stage: Stage, tileset: Tileset) -> Counter[int]:
    """Physical tiles placed per tile number (a tile shows one side at a time, so both
    sides count against the same number); unknown ids and scenery are left out."""
    uses: Counter[int] = Counter()
    for p in stage.tiles:
        side = tileset.get(base_id(p.tile))
        if side is not None:
            uses[side.number] += 1
    return uses


def copies_left(stage: Stage, tileset: Tileset, boxes: BoxSpec = 1) -> dict[int, int]:
    """Tile number → copies still in the boxes owned (owned minus placed; below 0 when
    over-used), for every number the tileset counts."""
    uses = tile_uses(stage, tileset)
    return {n: k - uses[n] for n, k in owned_counts(boxes, tileset.copies).items()
            if n in tileset.copies}


def boxes_needed(stage: Stage, tileset: Tileset,
                 boxes: BoxSpec = 1) -> tuple[int, tuple[int, ...]]:
    """Copies of the tileset's box needed for the physical tiles placed, and the numbers
    the boxes owned are short of."""
    uses = tile_uses(stage, tileset)
    need = {n: math.ceil(k / tileset.copies[n]) for n, k in uses.items()
            if n in tileset.copies}
    owned = owned_counts(boxes, tileset.copies)
    short = tuple(sorted(n for n, k in uses.items() if n in tileset.copies and k > owned[n]))
    return max(need.values(), default=0), short


def _shares(values: list[str], keys: tuple[str, ...] | None = None) -> dict[str, float]:
    counts = Counter(values)
    total = len(values)
    names = keys if keys is not None else tuple(sorted(counts))
    return {k: counts[k] / total if total else 0.0 for k in names}


def stage_figures(ctx: StageContext) -> StageFigures:
    course = ctx.course
    complete = course.complete
    driven = course.driven
    boxes, short = boxes_needed(ctx.stage, ctx.tileset, ctx.boxes)
    return StageFigures(
        placed_tiles=len(course.road_tiles),
        course_tiles=len(driven),
        cells=len(ctx.graph.road_cells()),
        boxes_needed=boxes,
        short_of=short,
        terrain=_shares([t.side.terrain for t in driven]),
        danger=_shares([t.side.danger for t in driven if t.side.danger in DANGERS], DANGERS),
        stage_class=guidelines.course_class(course) if complete else None,
        minutes=guidelines.course_minutes(course) if complete else None,
    )
