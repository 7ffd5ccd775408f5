"""The brief: what a rally director asks ``pacenote generate`` for, checked and turned
into targets (road tiles, par time, losses of control, table)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from pacenote.generate.settings import LEVELS, load_settings
from pacenote.i18n import msg
from pacenote.playtime import PLAYERS, STAGE_TILES
from pacenote.timefmt import clock

FEATURES = ("jumps", "fords", "shortcuts", "slides")
CLASSES = tuple(STAGE_TILES)


class BriefError(ValueError):
    """A brief that cannot be read or met; the message names the point in one line."""


@dataclass(frozen=True)
class Table:
    width: float  # cm
    height: float

    def __str__(self) -> str:
        return f"{self.width:g}x{self.height:g} cm"


def parse_table(text: str) -> Table:
    """``"120x80"`` (cm) → Table(120, 80)."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*[xX×]\s*(\d+(?:\.\d+)?)\s*(?:cm)?\s*", text)
    if m is None or float(m.group(1)) <= 0 or float(m.group(2)) <= 0:
        raise BriefError(msg("table {text}: write WIDTHxDEPTH in cm, e.g. 120x80",
                             text=repr(text)))
    return Table(float(m.group(1)), float(m.group(2)))


def parse_par(text: str) -> float:
    """``"2:30"`` or ``"150"`` → seconds."""
    m = re.fullmatch(r"\s*(?:(\d+):)?(\d+(?:\.\d+)?)\s*", text)
    if m is None or (m.group(1) is not None and float(m.group(2)) >= 60):
        raise BriefError(msg("par {text}: write M:SS or seconds, e.g. 2:30", text=repr(text)))
    return 60 * int(m.group(1) or 0) + float(m.group(2))


def parse_features(text: str) -> frozenset[str]:
    names = frozenset(w.strip().lower() for w in text.split(",") if w.strip())
    unknown = sorted(names - set(FEATURES))
    if unknown:
        raise BriefError(msg("feature {name}: choose from {names}", name=repr(unknown[0]),
                             names=", ".join(FEATURES)))
    return names


TERRAIN_TOLERANCE = 0.15  # share of the road tiles a terrain may be off (at least 1 tile)


def parse_terrain(text: str) -> tuple[tuple[str, float], ...]:
    """``"gravel,asphalt"`` (equal shares) or ``"gravel:60,asphalt:40"`` (shares, in any
    unit: they are scaled to add up to 1) → ((terrain, share), ...)."""
    parts = [w.strip().lower() for w in text.split(",") if w.strip()]
    if not parts:
        raise BriefError(msg("terrain {text}: write e.g. gravel,asphalt or gravel:60,asphalt:40",
                             text=repr(text)))
    named: list[tuple[str, float]] = []
    for part in parts:
        m = re.fullmatch(r"([a-z]+)\s*(?::\s*(\d+(?:\.\d+)?))?", part)
        if m is None or (m.group(2) is not None and float(m.group(2)) <= 0):
            raise BriefError(msg("terrain {text}: write a terrain, or terrain:share with a "
                                 "share above 0 (gravel:60)", text=repr(part)))
        named.append((m.group(1), float(m.group(2)) if m.group(2) else 0.0))
    if len({n for n, _ in named}) < len(named):
        raise BriefError(msg("terrain {text}: a terrain named twice", text=repr(text)))
    given = [w for _, w in named if w > 0]
    if given and len(given) < len(named):
        raise BriefError(msg("terrain {text}: give every terrain a share, or none",
                             text=repr(text)))
    total = sum(given) if given else float(len(named))
    return tuple((n, (w if given else 1.0) / total) for n, w in named)


@cache
def class_tiles(name: str) -> tuple[int, int]:
    """The road-tile counts the validators call ``name`` (their nearest guideline, a tie
    to the shorter) and warn nothing about (the short stage's tiles to the long's):
    short 10-12, medium 13-16, long 17-18."""
    from pacenote.validators.guidelines import stage_class

    counts = [n for n in range(STAGE_TILES["short"], STAGE_TILES["long"] + 1)
              if stage_class(n) == name]
    return counts[0], counts[-1]


@dataclass(frozen=True)
class Brief:
    boxes: tuple[str, ...] = ("dirt-core",)
    stage_class: str | None = None  # short / medium / long
    tiles: int | None = None  # road tiles START → FINISH
    difficulty: str | None = None  # easy / medium / hard
    par: float | None = None  # the expert's par time wanted (s)
    with_features: frozenset[str] = field(default_factory=frozenset)
    without_features: frozenset[str] = field(default_factory=frozenset)
    players: int = PLAYERS
    table: Table | None = None
    service: bool = True  # the service park after the FINISH
    laps: int | None = None  # GT circuits
    terrain: tuple[tuple[str, float], ...] = ()  # (terrain, share of the road tiles)
    # wanted; empty: any terrain the tiles have

    def __post_init__(self) -> None:
        if self.stage_class is not None and self.stage_class not in CLASSES:
            raise BriefError(msg("class {name}: choose from {names}",
                                 name=repr(self.stage_class), names=", ".join(CLASSES)))
        if self.difficulty is not None and self.difficulty not in LEVELS:
            raise BriefError(msg("difficulty {name}: choose from {names}",
                                 name=repr(self.difficulty), names=", ".join(LEVELS)))
        both = self.with_features & self.without_features
        if both:
            raise BriefError(msg("features: {name} is both wanted and banned",
                                 name=sorted(both)[0]))
        if not 1 <= self.players <= 10:
            raise BriefError(msg("players: 1 to 10"))

    def tile_range(self) -> tuple[int, int, int]:
        """(fewest, most, aimed at) road tiles START → FINISH."""
        if self.tiles is not None:
            return self.tiles, self.tiles, self.tiles
        if self.stage_class is not None:
            lo, hi = class_tiles(self.stage_class)
            return lo, hi, STAGE_TILES[self.stage_class]
        if self.par is not None:  # as long as the par asks at the medium rate
            per = load_settings().levels[self.difficulty or "medium"].par_per_tile
            n = max(4, round(self.par / per))
            return max(3, n - 2), n + 2, n
        lo, hi = class_tiles("medium")
        return lo, hi, STAGE_TILES["medium"]

    def par_target(self, tiles: int) -> float | None:
        if self.par is not None:
            return self.par
        if self.difficulty is not None:
            return load_settings().levels[self.difficulty].par_per_tile * tiles
        return None

    def loc_target(self, tiles: int) -> float | None:
        if self.difficulty is None:
            return None
        return load_settings().levels[self.difficulty].loc_per_tile * tiles

    def terrain_tiles(self, tiles: int) -> dict[str, float]:
        """The road tiles each terrain asked for should take (empty: any terrain)."""
        return {name: share * tiles for name, share in self.terrain}

    def describe(self) -> str:
        lo, hi, n = self.tile_range()
        parts = [",".join(self.boxes), f"{lo}-{hi} road tiles" if lo != hi else f"{n} tiles"]
        if self.difficulty:
            parts.append(self.difficulty)
        if self.par is not None:
            parts.append(f"par {clock(self.par)}")
        if self.table:
            parts.append(f"table {self.table}")
        if self.terrain:
            parts.append(terrain_words(self.terrain))
        return ", ".join(parts)


def terrain_words(shares: tuple[tuple[str, float], ...]) -> str:
    """``gravel 60 %, asphalt 40 %``."""
    return ", ".join(f"{name} {100 * share:.0f} %" for name, share in shares)
