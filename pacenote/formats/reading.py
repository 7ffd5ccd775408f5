"""Typed access to parsed JSON for the community formats, with JSON-path errors.

Rekee and the Windows editor are strict about types (a JSON ``1.0`` is not an
integer to them), so these helpers are too; every failure is one
:class:`PacenoteFileError` naming the JSON path, e.g. ``$.tiles[3].q``.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Literal

from pacenote.errors import PacenoteFileError
from pacenote.i18n import N_, Grouped, msg, msgn
from pacenote.limits import MAX_COORDINATE, MAX_TOKEN_NUMBER
from pacenote.stage import normalise_tile_id

Kind = Literal["integer", "number", "string", "array", "object"]

_NAMES: dict[str, str] = {
    "integer": N_("a JSON integer"),
    "number": N_("a number"),
    "string": N_("a string"),
    "array": N_("an array"),
    "object": N_("an object"),
}


def shown(value: Any) -> str:
    """What a bad value is, never what it holds: its JSON type and size. A file that fails
    to load may be anyone's (reached through a symlink, or a secret renamed): no error
    message quotes its content (docs/formats.md, "Limits")."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int):
        return msg("an integer")
    if isinstance(value, float):
        return msg("a number with a decimal point") if math.isfinite(value) \
            else msg("no finite number")
    if isinstance(value, str):
        return msgn("a string of {n} character", "a string of {n} characters",
                    Grouped(len(value))) if value else msg("an empty string")
    if isinstance(value, list):
        return msgn("an array of {n} item", "an array of {n} items", Grouped(len(value)))
    if isinstance(value, dict):
        return msgn("an object of {n} key", "an object of {n} keys", Grouped(len(value)))
    return msg("a value of another kind")


def matches(value: Any, kind: Kind) -> bool:
    """Is ``value`` of JSON type ``kind``? (``true`` is no integer, ``1.0`` neither.)"""
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(value, {"string": str, "array": list, "object": dict}[kind])


def check(value: Any, kind: Kind, where: str, path: str | Path | None) -> Any:
    """Return ``value`` if it is of ``kind``, else raise naming ``where``."""
    ok = matches(value, kind)
    if ok and kind == "number" and not math.isfinite(value):
        raise PacenoteFileError(path, where, msg("expected a finite number, got {got}",
                                                 got=shown(value)))
    if not ok:
        problem = msg("expected {kinds}, got {got}", kinds=msg(_NAMES[kind]), got=shown(value))
        if kind == "integer" and isinstance(value, float) and value.is_integer():
            problem = msg("{problem} (write it without a decimal point)", problem=problem)
        raise PacenoteFileError(path, where, problem)
    return value


def field(
    obj: dict[str, Any],
    key: str,
    kind: Kind,
    where: str,
    path: str | Path | None,
    default: Any = None,
    required: bool = True,
) -> Any:
    """``obj[key]`` checked against ``kind``; ``default`` when optional and absent."""
    if key not in obj:
        if required:
            raise PacenoteFileError(path, where, msg("missing required key {key}",
                                                     key=repr(key)))
        return default
    return check(obj[key], kind, f"{where}.{key}", path)


def tile_id(raw: str, where: str, path: str | Path | None) -> str:
    """Canonical tile id (any case, aliases, variants) or an error naming ``where``."""
    canonical = normalise_tile_id(raw)
    if canonical is None:
        raise PacenoteFileError(
            path, where, msg("{got}, not a tile id (expected e.g. 210a, 103a-2, PODIUM)",
                             got=shown(raw))
        )
    return canonical


def at_most(items: list[Any], limit: int, what: Literal["tiles", "tokens", "stages"],
            where: str, path: str | Path | None) -> list[Any]:
    """``items`` if there are at most ``limit`` of them (docs/formats.md, "Limits")."""
    if len(items) > limit:
        n, most = Grouped(len(items)), Grouped(limit)
        problem = {
            "tiles": lambda: msgn("{n} tile, more than the limit of {limit}",
                                  "{n} tiles, more than the limit of {limit}", n, limit=most),
            "tokens": lambda: msgn("{n} token, more than the limit of {limit}",
                                   "{n} tokens, more than the limit of {limit}", n, limit=most),
            "stages": lambda: msgn("{n} stage, more than the limit of {limit}",
                                   "{n} stages, more than the limit of {limit}", n, limit=most),
        }[what]()
        raise PacenoteFileError(path, where, problem)
    return items


def coordinate(value: int, where: str, path: str | Path | None) -> int:
    """A tile coordinate within the limit (far-apart tiles would make pictures huge)."""
    if abs(value) > MAX_COORDINATE:
        raise PacenoteFileError(path, where, msg("farther than {limit} hexes from the origin "
                                                 "(the limit)", limit=MAX_COORDINATE))
    return value


def token_number(value: float, where: str, path: str | Path | None) -> float:
    """A token's position or direction within the limit (so every format can write it)."""
    if abs(value) > MAX_TOKEN_NUMBER:
        raise PacenoteFileError(path, where, msg("beyond the limit of {limit} for a token "
                                                 "number", limit=f"{MAX_TOKEN_NUMBER:g}"))
    return value
