"""How far a candidate is from the brief, point by point (0: met), the same measure for
the search's cheap estimate and for the engine's exact figures."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from pacenote.generate.brief import TERRAIN_TOLERANCE, Brief
from pacenote.generate.footprint import Footprint
from pacenote.tiles import TileSide

PAR_TOLERANCE = 10.0  # s: a par within this of the target meets the brief
LOC_TOLERANCE = 0.25  # share of the target: losses of control within it meet the brief
SINGLE_ROW_PLAYERS = 5  # from this many players a one-car-wide row counts against


@dataclass(frozen=True)
class Figures:
    """What a candidate achieves (estimated or exact)."""

    tiles: int  # road tiles START → FINISH
    par: float
    loc: float
    features: frozenset[str]
    footprint: Footprint
    single_rows: int
    terrains: Mapping[str, int] = field(default_factory=dict)  # road tiles per terrain


def misses(brief: Brief, f: Figures) -> dict[str, float]:
    """Each point of the brief: 0 when met, else how far off in tolerances."""
    out: dict[str, float] = {}
    lo, hi, aim = brief.tile_range()
    out["tiles"] = 0.0 if lo <= f.tiles <= hi else abs(f.tiles - aim)
    par = brief.par_target(f.tiles)
    if par is not None:
        out["par"] = abs(f.par - par) / PAR_TOLERANCE
    loc = brief.loc_target(f.tiles)
    if loc is not None:
        out["loc"] = abs(f.loc - loc) / max(0.05, LOC_TOLERANCE * loc)
    out["with"] = 3.0 * len(brief.with_features - f.features)
    out["without"] = 3.0 * len(brief.without_features & f.features)
    out["table"] = f.footprint.overflow(brief.table) / 5.0 if brief.table else 0.0
    if brief.terrain:
        out["terrain"] = terrain_miss(brief, f.tiles, f.terrains)
    crowded = brief.players >= SINGLE_ROW_PLAYERS
    out["players"] = 0.5 * f.single_rows if crowded else 0.0
    return out


def terrain_miss(brief: Brief, tiles: int, terrains: Mapping[str, int]) -> float:
    """Road tiles beyond the terrain shares' tolerance (TERRAIN_TOLERANCE of the road
    tiles, at least one), summed over the terrains; a terrain not asked for counts
    every tile it has. 0 when the brief asks for no terrain."""
    if not brief.terrain:  # any terrain
        return 0.0
    want = brief.terrain_tiles(tiles)
    slack = max(1.0, TERRAIN_TOLERANCE * tiles)
    out = 0.0
    for name in set(want) | set(terrains):
        off = abs(terrains.get(name, 0) - want.get(name, 0.0))
        out += off if name not in want else max(0.0, off - slack)
    return out


def terrain_counts(sides: Iterable[TileSide]) -> dict[str, int]:
    return dict(Counter(s.terrain for s in sides))


def met(point: str, miss: float) -> bool:
    return miss <= 1.0 + 1e-9 if point in ("par", "loc") else miss <= 1e-9


def total(m: Mapping[str, float]) -> float:
    """One number to rank by: the misses beyond tolerance count fully, those within it
    a little (closer is still better)."""
    cost = 0.0
    for point, miss in m.items():
        if point in ("par", "loc"):
            cost += 0.2 * min(miss, 1.0) + max(0.0, miss - 1.0) * (1.5 if point == "par" else 1)
        else:
            cost += miss * 2.0
    return cost
