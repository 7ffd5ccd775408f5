"""The shipped tilesets: load one by name (or several joined by ``+``), the tileset a
stage's ids come from, the tileset files a user passes.

The tile model itself (:class:`TileSide`, :class:`Tileset`, sections, shortcuts) lives
in :mod:`pacenote.tilesides` and the file reader in :mod:`pacenote.tileparse`; both are
re-exported here, the one import every caller uses.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from pacenote.errors import PacenoteFileError
from pacenote.i18n import msg
from pacenote.jsonio import parse_json, read_json
from pacenote.tileparse import parse_tileset
from pacenote.tilesides import (  # re-exported: the tile model's public names
    DANGER_LEVEL,
    MULTI_ROAD_KINDS,
    ROADLESS_KINDS,
    Border,
    ClimbPlate,
    Danger,
    Kind,
    Section,
    Shortcut,
    Tileset,
    TileSide,
)

__all__ = ["DANGER_LEVEL", "DEFAULT_TILESET", "MULTI_ROAD_KINDS", "ROADLESS_KINDS",
           "SHIPPED_TILESETS", "Border", "ClimbPlate", "Danger", "Kind", "Section", "Shortcut",
           "TileSide", "Tileset", "load_tileset", "load_tileset_file", "parse_tileset",
           "shipped_tilesets_holding", "tileset_data", "tileset_for_ids", "tileset_names"]


DEFAULT_TILESET = "dirt-core"


@cache
def load_tileset(name: str = DEFAULT_TILESET) -> Tileset:
    """A tileset shipped with pacenote, by name (``dirt-core``, ``gt-core``), or several
    joined by ``+`` (``dirt-core+gt-core``: a DIRT stage with GT asphalt sections).

    Not schema-checked here: the shipped files are checked by the test suite
    (tests/test_tiles_schema.py), which saves every command the check."""
    if "+" in name:
        parts = [load_tileset(n) for n in name.split("+")]
        return Tileset(name, " + ".join(p.title for p in parts),
                       [s for p in parts for s in p],
                       {k: v for p in parts for k, v in p.copies.items()},
                       [n for p in parts for n in p.notes],
                       {k: v for p in parts for k, v in p.unmodelled.items()})
    return parse_tileset(tileset_data(name), f"tilesets/{name}.json", check=False)


SHIPPED_TILESETS = ("dirt-core", "dirt-exp-3xx", "gt-core", "gt-exp", "dirt-exp-4xx",
                    "gt-exp-roads")


def tileset_for_ids(tile_ids: Iterable[str]) -> str:
    """The shipped tileset(s) a stage's tiles come from, for files that do not say
    (Rekee, .rgt): every shipped tileset holding a placed number, joined by ``+`` in
    :data:`SHIPPED_TILESETS` order (``dirt-core+dirt-exp-3xx``; ``dirt-core+gt-core`` for
    a DIRT stage with GT asphalt sections); ``dirt-core`` when none does.

    >>> tileset_for_ids(["202a", "301b", "210a-1"])
    'dirt-core+dirt-exp-3xx'
    >>> tileset_for_ids(["299a"])
    'dirt-core'
    """
    numbers = {int(m.group(1)) for t in tile_ids if (m := re.match(r"\s*(\d{3})", t))}
    used = [name for name in SHIPPED_TILESETS
            if numbers & set(load_tileset(name).copies)]
    return "+".join(used) if used else DEFAULT_TILESET


def shipped_tilesets_holding(tile_id: str) -> tuple[str, ...]:
    """The shipped tilesets that hold side ``tile_id``, modelled or printed but not yet
    modelled (none: no tile pacenote knows)."""
    return tuple(name for name in SHIPPED_TILESETS
                 if tile_id in load_tileset(name) or tile_id in load_tileset(name).unmodelled)


@cache
def tileset_names() -> tuple[str, ...]:
    """The names of the tilesets shipped in ``pacenote.tilesets``, sorted (the folder
    also holds ``boxes.json``, the boxes' contents, which is no tileset)."""
    return tuple(sorted(p.name[:-5] for p in resources.files("pacenote.tilesets").iterdir()
                        if p.name.endswith(".json") and p.name != "boxes.json"))


def tileset_data(name: str = DEFAULT_TILESET) -> Any:
    """The parsed JSON of a shipped tileset, a fresh copy on every call (for tools and
    tests that build a variant of it)."""
    resource = resources.files("pacenote.tilesets").joinpath(f"{name}.json")
    if name not in tileset_names():
        known = ", ".join(tileset_names())
        raise PacenoteFileError(None, "", msg("unknown tileset {name} (known: {known})",
                                              name=repr(name), known=known))
    return parse_json(resource.read_text("utf-8"), f"tilesets/{name}.json")


def load_tileset_file(path: str | Path) -> Tileset:
    """A tileset from any file (for tileset authors)."""
    return parse_tileset(read_json(path), path)
