"""Flat-topped hex grid in axial coordinates (q, r), the grid Rekee uses.

World frame ("upright view", y up, hex circumradius 1): +q points up (N), and the
six world directions 0..5 coincide with the compass edges of an upright tile:
N, NE, SE, S, SW, NW, clockwise. A tile placed with rotation ``rot`` (60° clockwise
steps) shows its local edge ``e`` on world side ``(e + rot) % 6``.
"""

from __future__ import annotations

import math
from typing import NamedTuple

SQRT3 = math.sqrt(3.0)

EDGE_NAMES: tuple[str, ...] = ("N", "NE", "SE", "S", "SW", "NW")
EDGE_INDEX: dict[str, int] = {name: i for i, name in enumerate(EDGE_NAMES)}

# Axial offset of the neighbour in each world direction (Rekee's A..F).
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


class Hex(NamedTuple):
    q: int
    r: int

    def neighbour(self, direction: int) -> Hex:
        dq, dr = DIRECTIONS[direction % 6]
        return Hex(self.q + dq, self.r + dr)

    def center(self) -> tuple[float, float]:
        """World position of the hex centre (circumradius 1, y up)."""
        return (1.5 * self.r, SQRT3 * (self.q + self.r / 2.0))

    def direction_to(self, other: Hex) -> int | None:
        """World direction from this hex to an adjacent hex, or None if not adjacent."""
        delta = (other.q - self.q, other.r - self.r)
        return DIRECTIONS.index(delta) if delta in DIRECTIONS else None

    def distance(self, other: Hex) -> int:
        dq, dr = self.q - other.q, self.r - other.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def opposite(direction: int) -> int:
    return (direction + 3) % 6


def edge_index(edge: str | int) -> int:
    """Accept an edge as compass name ('SE') or index (2)."""
    if isinstance(edge, int):
        return edge % 6
    return EDGE_INDEX[edge.upper()]


def local_to_world_side(edge: int, rot: int) -> int:
    return (edge + rot) % 6


def world_to_local_side(side: int, rot: int) -> int:
    return (side - rot) % 6


def edge_angle(edge: int) -> float:
    """Angle (radians, counter-clockwise from +x) of the outward normal of local edge."""
    return math.radians(90.0 - 60.0 * edge)


def edge_midpoint(edge: int) -> tuple[float, float]:
    """Midpoint of a local edge of an upright hex of circumradius 1 centred at 0."""
    a = edge_angle(edge)
    d = SQRT3 / 2.0
    return (d * math.cos(a), d * math.sin(a))


def hex_corners(
    center: tuple[float, float] = (0.0, 0.0), size: float = 1.0
) -> list[tuple[float, float]]:
    """The six corners of a flat-topped hex, counter-clockwise from the east corner."""
    cx, cy = center
    return [
        (cx + size * math.cos(math.radians(60 * i)), cy + size * math.sin(math.radians(60 * i)))
        for i in range(6)
    ]


def rotate_point(point: tuple[float, float], rot: int) -> tuple[float, float]:
    """Rotate a tile-local point by ``rot`` 60° steps clockwise about the origin."""
    a = -math.radians(60.0 * rot)
    x, y = point
    return (x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a))


def pixel_to_hex(x: float, y: float) -> Hex:
    """World point (circumradius 1, y up) to the hex containing it (cube rounding)."""
    r = x / 1.5
    q = y / SQRT3 - r / 2.0
    return cube_round(q, r)


def cube_round(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))
