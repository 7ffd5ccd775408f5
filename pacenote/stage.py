"""A stage as its author laid it out: tile sides placed on hexes.

Immutable on purpose: every edit returns a new :class:`Stage`, so a course or graph
built from one stage can be cached by identity and an editor's undo stack can keep
snapshots.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from pacenote.hexgrid import Hex
from pacenote.i18n import msg

DECORATIVE_NUMBERS = range(901, 906)  # filler and podium tiles: scenery, never road

_ID = re.compile(r"^(?P<number>\d{1,3})(?P<side>[ab]?)(?:-?(?P<var>\d{1,3}))?$", re.IGNORECASE)
ALIASES = {
    "filler1a": "902a", "filler1b": "902b", "filler2a": "903a", "filler2b": "903b",
    "filler3a": "904a", "filler3b": "904b", "podium": "905a",
}


def normalise_tile_id(raw: str) -> str | None:
    """Canonical id (``"210b"``, ``"103a-2"``) or None if the string is no tile id.

    Accepts upper or lower case side letters and the community aliases
    (``PODIUM``, ``FILLER1A`` …).
    """
    # Every placement of every file asks: short strings (every id is one) are kept.
    return _normalised(raw) if len(raw) <= _KEPT_ID_CHARS else _normalise(raw)


_KEPT_ID_CHARS = 16


def _normalise(raw: str) -> str | None:
    text = raw.strip()
    alias = ALIASES.get(text.lower())
    if alias:
        return alias
    m = _ID.match(text)
    if not m:
        return None
    number, side, var = m.group("number"), m.group("side").lower(), m.group("var")
    return f"{int(number)}{side}" + (f"-{int(var)}" if var and int(var) > 0 else "")


_normalised = lru_cache(maxsize=1024)(_normalise)


def tile_number(tile_id: str) -> int | None:
    m = _ID.match(tile_id)
    return int(m.group("number")) if m else None


def base_id(tile_id: str) -> str:
    """The id without a graphical variant (``"103a-2"`` → ``"103a"``)."""
    return tile_id.split("-", 1)[0]


@dataclass(frozen=True)
class Token:
    """A token on a tile (Rekee/.rgt), kept so that files round-trip.

    Position is a float axial offset in the tile's own (unrotated) frame, ``dir`` a
    float number of 60° clockwise steps relative to the tile, as in Rekee.
    """

    id: str
    q: float
    r: float
    dir: float


@dataclass(frozen=True)
class Placement:
    """One tile side on one hex. ``rot`` is 60° clockwise steps (0-5)."""

    tile: str
    q: int
    r: int
    rot: int = 0
    tokens: tuple[Token, ...] = ()
    # Set once: the course and the graph ask for it per cell (a cached_property takes a
    # lock on Python 3.11, slower than making it here).
    hex: Hex = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "rot", self.rot % 6)
        object.__setattr__(self, "hex", Hex(self.q, self.r))

    @property
    def number(self) -> int | None:
        return tile_number(self.tile)

    @property
    def name(self) -> str:
        """``210b at 2,-1``: how every message names a placed tile."""
        return msg("{tile} at {q},{r}", tile=self.tile, q=self.q, r=self.r)

    @property
    def is_decorative(self) -> bool:
        return self.number in DECORATIVE_NUMBERS

    def moved(self, to: Hex) -> Placement:
        return replace(self, q=to.q, r=to.r)

    def rotated(self, steps: int = 1) -> Placement:
        return replace(self, rot=(self.rot + steps) % 6)

    def flipped(self) -> Placement:
        """The other side of the same physical tile, same hex and rotation."""
        b = base_id(self.tile)
        if not b or b[-1] not in "ab":
            return self
        return replace(self, tile=b[:-1] + ("b" if b[-1] == "a" else "a"))


@dataclass(frozen=True)
class Stage:
    name: str = ""
    author: str = ""
    tileset: str = "dirt-core"  # a shipped tileset, or several joined by "+" (mixed stages)
    tiles: tuple[Placement, ...] = ()
    notes: str = ""
    laps: int | None = None  # a GT circuit's race length (None: not given)
    # Format-specific data not modelled here (e.g. .rgt "Path"), kept for round trips.
    extras: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def at(self, h: Hex) -> Placement | None:
        """The (last) placement on a hex."""
        found = None
        for p in self.tiles:
            if p.q == h.q and p.r == h.r:
                found = p
        return found

    def with_tiles(self, tiles: tuple[Placement, ...] | list[Placement]) -> Stage:
        return replace(self, tiles=tuple(tiles))

    def placed(self, placement: Placement) -> Stage:
        """Add a placement, replacing whatever was on its hex."""
        keep = [p for p in self.tiles if (p.q, p.r) != (placement.q, placement.r)]
        return self.with_tiles([*keep, placement])

    def removed(self, h: Hex) -> Stage:
        return self.with_tiles([p for p in self.tiles if (p.q, p.r) != (h.q, h.r)])

    def replaced(self, index: int, placement: Placement) -> Stage:
        tiles = list(self.tiles)
        tiles[index] = placement
        return self.with_tiles(tiles)

    def tile_ids(self) -> list[str]:
        return [p.tile for p in self.tiles]
