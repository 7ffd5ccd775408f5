"""The Rallyman (GT) Track Editor's ``.rgt`` file (docs/formats.md).

Offset coordinates (X column, Y row) converted to Rekee's axial grid exactly as
Rekee converts them, with an integer ceiling; token offsets in degrees and hex
circumradii. ``Path`` and the picture size are kept in ``stage.extras["rgt"]``
so that an rgt file written back keeps them.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from pacenote.errors import PacenoteFileError
from pacenote.formats.reading import (
    Kind,
    at_most,
    check,
    coordinate,
    field,
    matches,
    tile_id,
    token_number,
)
from pacenote.formats.tokens import is_terrainless, make_token, rgt_token_id, token_from_rgt
from pacenote.formats.writing import (
    canonical_tile,
    describe,
    encode,
    unwritten_fields,
)
from pacenote.i18n import msg, msgn
from pacenote.limits import MAX_TILES, MAX_TOKENS_PER_TILE
from pacenote.stage import Placement, Stage, Token, tile_number
from pacenote.tiles import tileset_for_ids

LABEL = ".rgt"
# What Rekee writes when the stage did not come from an .rgt file.
DEFAULT_EXTRAS: dict[str, Any] = {
    "Path": "C:\\Applications\\RallymanGT Track Editor\\My Tracks",
    "lowResWidth": 2480,
    "lowResHeight": 1748,
}
_EXTRA_KINDS: dict[str, Kind] = {
    "Path": "string", "lowResWidth": "integer", "lowResHeight": "integer",
}
# Rekee's axial (0, 0) is rgt (55, 52); 81 = 55 + 52 / 2.
_X0, _Y0 = 55, 52
PIT_STOP = 101  # GT pit stop: both sides identical, side-less in .rgt
# Tile numbers the Windows editor writes in upper case (DIRT tiles, §3.8).
_UPPERCASE = (range(200, 500), range(902, 906))
_SQRT3 = math.sqrt(3.0)


def _ceil_half(n: int) -> int:
    return -((-n) // 2)


def axial_from_rgt(x: int, y: int) -> tuple[int, int]:
    return _X0 + _Y0 // 2 - x - _ceil_half(y), y - _Y0


def rgt_from_axial(q: int, r: int) -> tuple[int, int]:
    return _X0 - q - _ceil_half(r), r + _Y0


def from_dict(data: Any, path: str | Path | None = None) -> Stage:
    root = check(data, "object", "$", path)
    name = field(root, "Name", "string", "$", path, default="", required=False)
    author = field(root, "Author", "string", "$", path, default="", required=False)
    tiles = at_most(field(root, "Tuiles", "array", "$", path), MAX_TILES, "tiles", "$.Tuiles",
                    path)
    # Ignored by every reader, kept only for writing the file back (when well-typed).
    extras = {key: root[key] for key, kind in _EXTRA_KINDS.items()
              if key in root and matches(root[key], kind)}
    placed = tuple(_placement(t, f"$.Tuiles[{i}]", path) for i, t in enumerate(tiles))
    return Stage(name=name, author=author, tiles=placed,
                 tileset=tileset_for_ids(p.tile for p in placed),
                 extras={"rgt": extras} if extras else {})


def _placement(raw: Any, where: str, path: str | Path | None) -> Placement:
    obj = check(raw, "object", where, path)
    x = field(obj, "X", "integer", where, path)
    y = field(obj, "Y", "integer", where, path)
    rot = field(obj, "Orientation", "integer", where, path)  # = Rekee's dir, modulo 6
    tile = tile_id(field(obj, "TuileId", "string", where, path), f"{where}.TuileId", path)
    if tile_number(tile) == PIT_STOP:
        tile = str(PIT_STOP)
    tokens = at_most(field(obj, "Tokens", "array", where, path, default=[], required=False),
                     MAX_TOKENS_PER_TILE, "tokens", f"{where}.Tokens", path)
    q, r = axial_from_rgt(x, y)
    coordinate(r, f"{where}.Y (r = Y - {_Y0})", path)
    coordinate(q, f"{where}.X (q from X and Y)", path)
    return Placement(tile, q, r, rot, tuple(
        _token(t, f"{where}.Tokens[{k}]", path) for k, t in enumerate(tokens)))


def _token(raw: Any, where: str, path: str | Path | None) -> Token:
    obj = check(raw, "object", where, path)
    x, y, degrees = (token_number(field(obj, k, "number", where, path), f"{where}.{k}", path)
                     for k in ("X", "Y", "Orientation"))
    token_id = field(obj, "TokenId", "string", where, path)
    return make_token(token_from_rgt(token_id), -x / _SQRT3 - y / 3.0, 2.0 * y / 3.0,
                      (degrees % 360.0) / 60.0)


def to_dict(stage: Stage) -> dict[str, Any]:
    """Key order ``Path, Name, Author, Tuiles, lowResWidth, lowResHeight`` (§3.2)."""
    extras = {**DEFAULT_EXTRAS, **stage.extras.get("rgt", {})}
    out: dict[str, Any] = {"Path": extras["Path"], "Name": stage.name}
    if stage.author:
        out["Author"] = stage.author
    out["Tuiles"] = [_tile_dict(i, p) for i, p in enumerate(stage.tiles)]
    out["lowResWidth"] = extras["lowResWidth"]
    out["lowResHeight"] = extras["lowResHeight"]
    return out


def rgt_tile_id(tile: str) -> str:
    """``101`` → ``101a``; DIRT numbers upper case (``403A``), everything else lower."""
    number = tile_number(tile)
    if number == PIT_STOP:
        return f"{PIT_STOP}a"
    return tile.upper() if any(number in span for span in _UPPERCASE) else tile


def _tile_dict(i: int, p: Placement) -> dict[str, Any]:
    x, y = rgt_from_axial(p.q, p.r)
    out: dict[str, Any] = {"X": x, "Y": y, "Orientation": p.rot,
                           "TuileId": rgt_tile_id(canonical_tile(i, p))}
    if p.tokens:
        out["Tokens"] = [_token_dict(i, p, t) for t in p.tokens]
    return out


def _token_dict(i: int, p: Placement, t: Token) -> dict[str, Any]:
    token_id = rgt_token_id(t.id)
    if token_id is None:
        raise PacenoteFileError(None, describe(i, p),
                                msg("token {token} has no .rgt equivalent (Rekee cannot export "
                                    "it either); remove it or save as .json or .stage.json",
                                    token=repr(t.id)))
    return {"X": -_SQRT3 * (t.q + t.r / 2.0), "Y": 1.5 * t.r,
            "Orientation": (60.0 * t.dir) % 360.0, "TokenId": token_id}


def dumps(stage: Stage) -> str:
    """Compact, no trailing newline: what Rekee and the Windows editor write."""
    return encode(to_dict(stage))


def warnings(stage: Stage) -> list[str]:
    out = unwritten_fields(stage, LABEL)
    if stage.extras.get("encoding"):
        out.append(msg("the {encoding} encoding of the file read (written as UTF-8, as Rekee "
                       "writes .rgt)", encoding=stage.extras["encoding"]))
    terrainless = sum(is_terrainless(t.id) for p in stage.tiles for t in p.tokens)
    if terrainless:
        out.append(msgn("the missing terrain of {n} token (written as gravel 'dirt' tokens)",
                        "the missing terrain of {n} tokens (written as gravel 'dirt' tokens)",
                        terrainless))
    sided_pit_stops = sum(p.tile in (f"{PIT_STOP}a", f"{PIT_STOP}b") for p in stage.tiles)
    if sided_pit_stops:
        out.append(msgn("the side letter of {n} pit stop tile {id}a/b (.rgt has one id for "
                        "both identical sides; reads back as {id})", "the side letter of {n} "
                        "pit stop tiles {id}a/b (.rgt has one id for both identical sides; "
                        "reads back as {id})", sided_pit_stops, id=PIT_STOP))
    return out
