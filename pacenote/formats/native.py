"""pacenote's own stage file, ``*.stage.json`` (schema: ``schema/stage.schema.json``).

Written pretty with one placed tile per line, so that a stage under version
control diffs tile by tile.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pacenote.errors import PacenoteFileError
from pacenote.formats.reading import at_most, check, coordinate, tile_id, token_number
from pacenote.formats.tokens import make_token
from pacenote.formats.writing import canonical_tile, encode
from pacenote.i18n import msg
from pacenote.jsonio import validate
from pacenote.limits import MAX_TILES, MAX_TOKENS_PER_TILE
from pacenote.stage import Placement, Stage, Token
from pacenote.tiles import SHIPPED_TILESETS, tileset_for_ids

FORMAT = "pacenote-stage"
VERSION = 1


def from_dict(data: Any, path: str | Path | None = None) -> Stage:
    if isinstance(data, dict) and isinstance(data.get("tiles"), list):  # before the schema
        at_most(data["tiles"], MAX_TILES, "tiles", "$.tiles", path)
        for i, raw in enumerate(data["tiles"]):
            if isinstance(raw, dict) and isinstance(raw.get("tokens"), list):
                at_most(raw["tokens"], MAX_TOKENS_PER_TILE, "tokens", f"$.tiles[{i}].tokens",
                        path)
    validate(data, "stage", path)
    tiles = []
    for i, raw in enumerate(data["tiles"]):
        where = f"$.tiles[{i}]"
        tokens = tuple(
            _token(t, f"{where}.tokens[{k}]", path) for k, t in enumerate(raw.get("tokens", ()))
        )
        # JSON Schema counts 1.0 as an integer; store it as the int it denotes.
        q, r = (coordinate(int(raw[k]), f"{where}.{k}", path) for k in ("q", "r"))
        tiles.append(Placement(tile_id(raw["tile"], f"{where}.tile", path),
                               q, r, int(raw["rot"]), tokens))
    return Stage(
        name=data.get("name", ""),
        author=data.get("author", ""),
        tileset=(_tileset(data["tileset"], path) if "tileset" in data
                 else tileset_for_ids(p.tile for p in tiles)),
        tiles=tuple(tiles),
        notes=data.get("notes", ""),
        laps=data.get("laps"),
    )


def _token(raw: dict[str, Any], where: str, path: str | Path | None) -> Token:
    q, r, d = (token_number(check(raw[k], "number", f"{where}.{k}", path), f"{where}.{k}", path)
               for k in ("q", "r", "dir"))
    return make_token(raw["id"], q, r, d)


def to_dict(stage: Stage) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "name": stage.name,
        "author": stage.author,
        "tileset": stage.tileset,
        **({"laps": stage.laps} if stage.laps is not None else {}),
        "tiles": [_tile_dict(i, p) for i, p in enumerate(stage.tiles)],
        "notes": stage.notes,
    }


def _tile_dict(i: int, p: Placement) -> dict[str, Any]:
    out: dict[str, Any] = {"tile": canonical_tile(i, p), "q": p.q, "r": p.r, "rot": p.rot}
    if p.tokens:
        out["tokens"] = [{"id": t.id, "q": t.q, "r": t.r, "dir": t.dir} for t in p.tokens]
    return out


def dumps(stage: Stage) -> str:
    """Indent 2, keys in schema order, each placement on its own line."""
    lines = []
    for key, value in to_dict(stage).items():
        if key == "tiles" and value:
            rows = ",\n".join(f"    {encode(t, compact=False)}" for t in value)
            lines.append(f'  "tiles": [\n{rows}\n  ]')
        else:
            lines.append(f"  {json.dumps(key)}: {encode(value, compact=False)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def warnings(stage: Stage) -> list[str]:
    """Nothing in a Stage is lost in the native format."""
    return []


def _tileset(name: str, path: str | Path | None) -> str:
    """The stage's tileset name if pacenote ships every part of it (``$.tileset``)."""
    unknown = [part for part in name.split("+") if part not in SHIPPED_TILESETS]
    if unknown:
        raise PacenoteFileError(path, "$.tileset", msg("unknown tileset (known: {names})",
                                                       names=", ".join(SHIPPED_TILESETS)))
    return name
