"""The editor's model changes as pure functions: stage in, new stage and a command name
out. The main window pushes the results onto the undo stack."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from pacenote.editor.commands import flip_text, place_text, tiles_text
from pacenote.editor.placement import (
    LEFT,
    auto_rotation,
    flipped_placement,
    group_centre,
    moved_tiles,
    rotated_group,
    turning_rotation,
)
from pacenote.hexgrid import Hex
from pacenote.stage import Placement, Stage
from pacenote.tiles import Tileset


@dataclass(frozen=True)
class Edit:
    stage: Stage
    text: str
    select: tuple[Hex, ...] = ()  # tiles to select afterwards


def _on(stage: Stage, hexes: Sequence[Hex]) -> list[Placement]:
    """Placements on ``hexes`` in stage order."""
    wanted = set(hexes)
    return [p for p in stage.tiles if p.hex in wanted]


def placement_for(stage: Stage, tileset: Tileset, tile_id: str, at: Hex,
                  arrival: int | None) -> Placement:
    """``tile_id`` on ``at``, turned to connect (replacing whatever is there)."""
    others = stage.removed(at)
    side = tileset[tile_id]
    return Placement(tile_id, at.q, at.r, auto_rotation(others, tileset, side, at, arrival))


def place(stage: Stage, tileset: Tileset, tile_id: str, at: Hex,
          arrival: int | None) -> Edit:
    placement = placement_for(stage, tileset, tile_id, at, arrival)
    before = stage.at(at)
    return Edit(stage.placed(placement), place_text(tile_id, before.tile if before else None),
                (at,))


def place_turning(stage: Stage, tileset: Tileset, tile_id: str, at: Hex, arrival: int,
                  way: int) -> Edit | None:
    """``tile_id`` on ``at`` bending the course ``way`` (LEFT/RIGHT) from ``arrival``;
    None when the side cannot bend that way."""
    rot = turning_rotation(tileset[tile_id], arrival, way)
    if rot is None:
        return None
    before = stage.at(at)
    text = place_text(tile_id, before.tile if before else None)
    return Edit(stage.placed(Placement(tile_id, at.q, at.r, rot)),
                f"{text} turning {'left' if way == LEFT else 'right'}", (at,))


def turn(stage: Stage, tileset: Tileset, at: Hex, arrival: int, way: int) -> Edit | None:
    """The curve on ``at`` turned to bend ``way`` for a course arriving by ``arrival``
    (one step, where Shift+R would need up to three); None if it already does or
    cannot."""
    placement = stage.at(at)
    if placement is None or placement.tile not in tileset:
        return None
    rot = turning_rotation(tileset[placement.tile], arrival, way)
    if rot is None or rot == placement.rot:
        return None
    after = stage.replaced(stage.tiles.index(placement), replace(placement, rot=rot))
    return Edit(after, f"Turn {placement.tile} {'left' if way == LEFT else 'right'}", (at,))


def rotate_group(stage: Stage, hexes: Sequence[Hex], steps: int,
                 centre: Hex | None = None) -> Edit | None:
    """The tiles on ``hexes`` turned together about ``centre`` (default: their middle),
    joints kept; None when nothing is selected or a tile would land on one that stays."""
    tiles = _on(stage, hexes)
    after = rotated_group(stage, [p.hex for p in tiles], steps, centre) if tiles else None
    if after is None:
        return None
    moved = {p.hex for p in tiles}
    return Edit(after, tiles_text("Rotate together", [p.tile for p in tiles]),
                tuple(q.hex for p, q in zip(stage.tiles, after.tiles, strict=True)
                      if p.hex in moved))


def centred(stage: Stage) -> Edit | None:
    """The whole stage shifted so its middle tile sits on hex (0, 0)."""
    if not stage.tiles:
        return None
    middle = group_centre(p.hex for p in stage.tiles)
    return move(stage, [p.hex for p in stage.tiles], (-middle.q, -middle.r))


def rotate(stage: Stage, hexes: Sequence[Hex], steps: int) -> Edit | None:
    tiles = _on(stage, hexes)
    if not tiles:
        return None
    chosen = set(tiles)
    after = stage.with_tiles([p.rotated(steps) if p in chosen else p for p in stage.tiles])
    return Edit(after, tiles_text("Rotate", [p.tile for p in tiles]), tuple(p.hex for p in tiles))


def flip(stage: Stage, tileset: Tileset, hexes: Sequence[Hex]) -> Edit | None:
    tiles = [p for p in _on(stage, hexes) if p.flipped().tile != p.tile]
    if not tiles:
        return None
    after = stage
    pairs = []
    for p in tiles:
        new = flipped_placement(after, tileset, p)
        after = after.replaced(after.tiles.index(p), new)
        pairs.append((p.tile, new.tile))
    return Edit(after, flip_text(pairs), tuple(p.hex for p in tiles))


def delete(stage: Stage, hexes: Sequence[Hex]) -> Edit | None:
    tiles = _on(stage, hexes)
    if not tiles:
        return None
    gone = set(tiles)
    return Edit(stage.with_tiles([p for p in stage.tiles if p not in gone]),
                tiles_text("Delete", [p.tile for p in tiles]))


def move(stage: Stage, hexes: Sequence[Hex], delta: tuple[int, int]) -> Edit | None:
    """None when nothing moves or a tile would land on a tile that stays."""
    tiles = _on(stage, hexes)
    after = moved_tiles(stage, [p.hex for p in tiles], delta) if tiles and delta != (0, 0) \
        else None
    if after is None:
        return None
    return Edit(after, tiles_text("Move", [p.tile for p in tiles]),
                tuple(Hex(p.q + delta[0], p.r + delta[1]) for p in tiles))
