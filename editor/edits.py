"""The editor's model changes as pure functions: stage in, new stage and a command name
out. The main window pushes the results onto the undo stack."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from pacenote.editor.commands import flip_text, place_text, tiles_text, translate
from pacenote.editor.placement import (
    LEFT,
    auto_rotation,
    flipped_placement,
    group_centre,
    moved_tiles,
    rotated_group,
    turning_rotation,
)
from pacenote.formats.writing import f32
from pacenote.hexgrid import Hex, pixel_to_hex
from pacenote.stage import Placement, Stage, Token
from pacenote.tiles import Tileset
from pacenote.tokendraw import token_offset


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
    text = translate("Edits", "Turn {tile} left") if way == LEFT \
        else translate("Edits", "Turn {tile} right")
    return Edit(after, text.format(tile=placement.tile), (at,))


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


def _stored(value: float) -> float:
    """A token coordinate as the files keep it (32-bit, as Rekee), so the document
    equals what it saves."""
    return f32(round(value, 3))


def _index_at(stage: Stage, at: Hex) -> int | None:
    """Index of the (last, i.e. visible) placement on ``at``."""
    found = [i for i, p in enumerate(stage.tiles) if p.hex == at]
    return found[-1] if found else None


def _with_tokens(stage: Stage, index: int, tokens: tuple[Token, ...]) -> Stage:
    return stage.replaced(index, replace(stage.tiles[index], tokens=tokens))


def add_token(stage: Stage, at: Hex, token_id: str, world: tuple[float, float]) -> Edit | None:
    """A ``token_id`` token on the tile on ``at``, lying at world point ``world``."""
    index = _index_at(stage, at)
    if index is None:
        return None
    placement = stage.tiles[index]
    q, r = token_offset(placement, *world)
    token = Token(token_id, _stored(q), _stored(r), 0.0)
    return Edit(_with_tokens(stage, index, (*placement.tokens, token)),
                translate("Edits", "Add {token} token on {tile}").format(
                    token=token_id, tile=placement.tile), (at,))


def move_token(stage: Stage, index: int, token: int, world: tuple[float, float]) -> Edit | None:
    """Token ``token`` of placement ``index`` moved to world point ``world``; onto
    another tile it moves with its new tile (None: no tile there)."""
    source = stage.tiles[index]
    moving = source.tokens[token]
    target_index = _index_at(stage, pixel_to_hex(*world))
    if target_index is None:
        return None
    after = _with_tokens(stage, index, source.tokens[:token] + source.tokens[token + 1:])
    landing = after.tiles[target_index]
    q, r = token_offset(landing, *world)
    moved = replace(moving, q=_stored(q), r=_stored(r))
    after = _with_tokens(after, target_index, (*landing.tokens, moved))
    return Edit(after, translate("Edits", "Move {token} token").format(token=moving.id),
                (landing.hex,))


def remove_token(stage: Stage, index: int, token: int) -> Edit:
    placement = stage.tiles[index]
    gone = placement.tokens[token]
    rest = placement.tokens[:token] + placement.tokens[token + 1:]
    return Edit(_with_tokens(stage, index, rest),
                translate("Edits", "Remove {token} token").format(token=gone.id), (placement.hex,))


def turn_token(stage: Stage, index: int, token: int, steps: int = 1) -> Edit:
    placement = stage.tiles[index]
    tokens = list(placement.tokens)
    tokens[token] = replace(tokens[token], dir=(tokens[token].dir + steps) % 6)
    return Edit(_with_tokens(stage, index, tuple(tokens)),
                translate("Edits", "Turn {token} token").format(token=tokens[token].id),
                (placement.hex,))
