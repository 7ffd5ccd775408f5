"""Rekee's native JSON (docs/formats.md): ``{"title", "author", "tiles": [...]}``.

Read as strictly as Rekee reads it (``q``, ``r``, ``dir`` must be JSON integers),
but nothing is dropped silently: an id that is no tile id is an error, a later
tile on an occupied hex is kept next to the earlier one, unknown tokens are kept.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pacenote.formats.reading import at_most, check, coordinate, field, tile_id, token_number
from pacenote.formats.tokens import make_token
from pacenote.formats.writing import canonical_tile, encode, unwritten_fields
from pacenote.limits import MAX_TILES, MAX_TOKENS_PER_TILE
from pacenote.stage import Placement, Stage, Token
from pacenote.tiles import tileset_for_ids

LABEL = "Rekee JSON"


def from_dict(data: Any, path: str | Path | None = None) -> Stage:
    root = check(data, "object", "$", path)
    title = field(root, "title", "string", "$", path, default="", required=False)
    author = field(root, "author", "string", "$", path, default="", required=False)
    tiles = at_most(field(root, "tiles", "array", "$", path), MAX_TILES, "tiles", "$.tiles", path)
    placed = tuple(_placement(t, f"$.tiles[{i}]", path) for i, t in enumerate(tiles))
    return Stage(name=title, author=author, tiles=placed,
                 tileset=tileset_for_ids(p.tile for p in placed))


def _placement(raw: Any, where: str, path: str | Path | None) -> Placement:
    obj = check(raw, "object", where, path)
    q = coordinate(field(obj, "q", "integer", where, path), f"{where}.q", path)
    r = coordinate(field(obj, "r", "integer", where, path), f"{where}.r", path)
    tile = tile_id(field(obj, "id", "string", where, path), f"{where}.id", path)
    rot = field(obj, "dir", "integer", where, path)  # Placement reduces it modulo 6
    tokens = at_most(field(obj, "tokens", "array", where, path, default=[], required=False),
                     MAX_TOKENS_PER_TILE, "tokens", f"{where}.tokens", path)
    return Placement(tile, q, r, rot, tuple(
        _token(t, f"{where}.tokens[{k}]", path) for k, t in enumerate(tokens)))


def _token(raw: Any, where: str, path: str | Path | None) -> Token:
    obj = check(raw, "object", where, path)
    token_id = field(obj, "id", "string", where, path)
    q, r, d = (token_number(field(obj, k, "number", where, path), f"{where}.{k}", path)
               for k in ("q", "r", "dir"))
    return make_token(token_id, q, r, d)


def to_dict(stage: Stage) -> dict[str, Any]:
    """Rekee's key order (§2.7): author omitted when empty, tokens when none."""
    out: dict[str, Any] = {"title": stage.name}
    if stage.author:
        out["author"] = stage.author
    out["tiles"] = [_tile_dict(i, p) for i, p in enumerate(stage.tiles)]
    return out


def _tile_dict(i: int, p: Placement) -> dict[str, Any]:
    out: dict[str, Any] = {"q": p.q, "r": p.r, "id": canonical_tile(i, p), "dir": p.rot}
    if p.tokens:
        out["tokens"] = [{"id": t.id, "q": t.q, "r": t.r, "dir": t.dir} for t in p.tokens]
    return out


def dumps(stage: Stage) -> str:
    """Compact, no trailing newline: what Rekee writes."""
    return encode(to_dict(stage))


def warnings(stage: Stage) -> list[str]:
    return unwritten_fields(stage, LABEL)
