"""Load a stage for commands that build its cell graph: every tile must be known."""

from __future__ import annotations

from pathlib import Path

from pacenote.errors import PacenoteFileError
from pacenote.formats import detect_format, load_stage
from pacenote.stage import Stage, base_id
from pacenote.tiles import Tileset, load_tileset

# Where a placement's tile id lives in each file format, for error messages.
_TILE_ID_PATH = {"native": "$.tiles[{i}].tile", "rekee": "$.tiles[{i}].id",
                 "rgt": "$.Tuiles[{i}].TuileId"}


def load_known_stage(path: str | Path) -> tuple[Stage, Tileset]:
    """The stage and its tileset; PacenoteFileError naming the first unknown tile.

    Decorative tiles (901-905) are fine: they are scenery. ``pacenote validate``
    reports unknown tiles as findings instead of stopping at the first.
    """
    stage = load_stage(path)
    try:
        tileset = load_tileset(stage.tileset)
    except PacenoteFileError as exc:
        raise PacenoteFileError(path, "$.tileset", exc.problem) from None
    for i, p in enumerate(stage.tiles):
        if not p.is_decorative and base_id(p.tile) not in tileset:
            where = _TILE_ID_PATH[detect_format(path)].format(i=i)
            raise PacenoteFileError(path, where, f"unknown tile side {p.tile!r} "
                                                 f"(not in tileset {tileset.name})")
    return stage, tileset
