"""Rulebook-style tile lists ("1 x 210b"), both ways."""

from __future__ import annotations

import re
from collections import Counter

from pacenote.stage import Stage, normalise_tile_id

_ENTRY = re.compile(r"^(?:(\d+)\s*[xX×]\s*)?(\S+)$")


def tile_list(stage: Stage) -> list[str]:
    """``["1 x 201a", "1 x 202a", ...]`` in catalogue order, as the rulebook prints them."""
    counts = Counter(p.tile for p in stage.tiles)
    return [f"{n} x {tile}" for tile, n in sorted(counts.items(), key=lambda kv: _key(kv[0]))]


def _key(tile: str) -> tuple[int, str]:
    digits = re.match(r"\d+", tile)
    return (int(digits.group()) if digits else 10**6, tile)


def parse_tile_list(text: str) -> list[str]:
    """Tile ids from a rulebook-style list: ``"1 x 202a  1 x 205b"``, ``"202a, 205b"``,
    one per line or several per line, ``- `` bullets allowed. Raises ValueError naming
    the first entry that is no tile id."""
    ids: list[str] = []
    tokens = re.findall(r"(?:\d+\s*[xX×]\s*)?[^\s,;]+", text.replace("- ", " "))
    for token in tokens:
        m = _ENTRY.match(token.strip())
        tile = normalise_tile_id(m.group(2)) if m else None
        if m is None or tile is None:
            raise ValueError(f"{token!r} is not a tile id")
        ids.extend([tile] * int(m.group(1) or 1))
    return ids
