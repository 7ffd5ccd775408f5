"""Finding and loading the files a command works on: a stage whose tiles must all be
known, and the stage and rally files in a folder shared by strangers."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from pacenote.boxes import load_boxes
from pacenote.errors import PacenoteFileError
from pacenote.formats import detect_format, load_stage
from pacenote.i18n import msg
from pacenote.stage import Stage, base_id, tile_number
from pacenote.tiles import SHIPPED_TILESETS, Tileset, load_tileset, shipped_tilesets_holding

# Where a placement's tile id lives in each file format, for error messages.
_TILE_ID_PATH = {"native": "$.tiles[{i}].tile", "rekee": "$.tiles[{i}].id",
                 "rgt": "$.Tuiles[{i}].TuileId"}


def unknown_tile_reason(tile: str, tileset: str) -> str:
    """What a placed id that is not in the stage's tileset ``tileset`` is, said after the
    id (the one home of these words: validators, loaders): a printed side not modelled
    yet, a side of a shipped tileset the stage does not name, a tile of a box pacenote
    has no tileset for yet, or, in none of these, a typo.

    >>> unknown_tile_reason("299a", "dirt-core")  # doctest: +ELLIPSIS
    ' is no tile side pacenote knows (tilesets dirt-core, ...): a typo?'
    """
    side = base_id(tile)
    holders = shipped_tilesets_holding(side)
    for name in holders:
        why = load_tileset(name).not_modelled(side)
        if why:
            return msg(": {why} (tileset {name})", why=why, name=name)
    if holders:
        return msg(" is a tile of {other}, not of the stage's tileset {tileset} (name both: "
                   "{tileset}+{other})", other=holders[0], tileset=tileset)
    boxes = load_boxes()
    number = tile_number(side)
    held = boxes.holding(number) if number is not None else ()
    if held:  # a printed tile of a box whose tileset pacenote does not ship yet
        return msg(" is a tile of {boxes} that pacenote does not model yet",
                   boxes=" / ".join(boxes[k].name for k in held))
    return msg(" is no tile side pacenote knows (tilesets {names}): a typo?",
               names=", ".join(SHIPPED_TILESETS))


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
            raise PacenoteFileError(path, where, msg("{tile}{reason}", tile=repr(p.tile),
                                                     reason=unknown_tile_reason(p.tile,
                                                                                tileset.name)))
    return stage, tileset


# Names of the files a folder is searched for (a .rally.json is a .json too).
STAGE_SUFFIXES = (".stage.json", ".json", ".rgt")


@dataclass(frozen=True)
class FoundFile:
    """A stage or rally file found in a folder; ``refused`` says why it must not be read."""

    path: Path
    refused: str | None = None


def leads_outside(path: str | Path, inside: str) -> bool:
    """Does ``path``, once symlinks and ``..`` are resolved, lie outside the folder
    ``inside`` (a real path)? The one containment check for files found in a folder and
    files named on the command line (``pacenote.cli.inputs``)."""
    return os.path.commonpath([inside, os.path.realpath(path)]) != inside


def find_stage_files(folder: str | Path) -> list[FoundFile]:
    """Stage and rally files under ``folder``, sorted; hidden folders and files skipped.

    Symlinked folders are not followed, and a symlinked file leading outside
    ``folder`` is refused (listed with the reason, never opened): a shared folder
    cannot make pacenote read a file outside it.
    """
    folder = Path(folder)
    inside = os.path.realpath(folder)
    found = []
    for root, dirs, files in os.walk(folder):  # followlinks=False: symlinked folders skipped
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if name.startswith(".") or not name.lower().endswith(STAGE_SUFFIXES):
                continue
            path = Path(root, name)
            # Only a symlink can lead out: the folders walked are the folder's own.
            outside = os.path.islink(path) and leads_outside(path, inside)
            found.append(FoundFile(path, "a symlink leading outside the folder: not read"
                                   if outside else None))
    return found
