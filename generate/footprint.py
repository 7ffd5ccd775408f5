"""A laid stage's real size on the table: every tile placed (START, FINISH and the
service park included) at its printed size, in the smallest rectangle over the turns
the whole layout may be given on the table (every 3°)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from pacenote.generate.brief import Table
from pacenote.hexgrid import SQRT3, Hex, hex_corners

ANGLE_STEP = 3  # degrees between the turns tried


@dataclass(frozen=True)
class Footprint:
    width: float  # cm, the longer side
    height: float  # cm
    angle: int  # degrees the layout is turned on the table (0: as drawn, N up)

    def fits(self, table: Table) -> bool:
        long, short = max(table.width, table.height), min(table.width, table.height)
        return self.width <= long + 1e-6 and self.height <= short + 1e-6

    def overflow(self, table: Table) -> float:
        """cm beyond the table (0 when it fits)."""
        long, short = max(table.width, table.height), min(table.width, table.height)
        return max(0.0, self.width - long) + max(0.0, self.height - short)

    def __str__(self) -> str:
        return f"{self.width:.0f}x{self.height:.0f} cm"


def _hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    upper: list[tuple[float, float]] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def footprint(hexes: Iterable[Hex], tile_cm: float, table: Table | None = None) -> Footprint:
    """The rectangle the tiles on ``hexes`` cover, ``tile_cm`` across flats each: the
    turn that fits ``table`` best (least overflow, then least area), or without a table
    the least area."""
    radius = tile_cm / SQRT3  # circumradius of a hex tile that size across flats
    points = [(x * radius, y * radius) for h in hexes for x, y in hex_corners(h.center())]
    hull = _hull(points)
    best: tuple[float, float, Footprint] | None = None
    for angle in range(0, 180, ANGLE_STEP):
        c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        xs = [x * c - y * s for x, y in hull]
        ys = [x * s + y * c for x, y in hull]
        w, h = max(xs) - min(xs), max(ys) - min(ys)
        fp = Footprint(max(w, h), min(w, h), angle)
        key = (fp.overflow(table) if table else 0.0, w * h)
        if best is None or key < best[:2]:
            best = (key[0], key[1], fp)
    assert best is not None
    return best[2]
