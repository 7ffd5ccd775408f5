"""The centreline of a tile's road: a smooth curve from one road edge to the other.

Lanes are lateral offsets of the centreline and cells are slices of it by progress
(arc length), so everything about a cell's shape comes from here. Positive offsets
lie to the *left* of the direction of travel.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cached_property

import numpy as np

from pacenote.hexgrid import SQRT3, edge_angle, edge_midpoint

Point = tuple[float, float]

_SAMPLES_PER_UNIT = 120  # samples per hex radius of road: smooth enough for any drawing


class Centerline:
    """A polyline resampled at even arc length, with exact unit normals at both ends."""

    def __init__(self, points: np.ndarray, start_normal: Point, end_normal: Point) -> None:
        self._raw = _resample(points)
        self.start_normal = start_normal
        self.end_normal = end_normal

    @cached_property
    def points(self) -> np.ndarray:
        return self._raw

    @cached_property
    def arclength(self) -> np.ndarray:
        seg = np.hypot(*np.diff(self.points, axis=0).T)
        return np.concatenate([[0.0], np.cumsum(seg)])

    @property
    def length(self) -> float:
        return float(self.arclength[-1])

    @cached_property
    def normals(self) -> np.ndarray:
        """Unit left normals at every sample; end normals lie exactly along the edges."""
        pts = self.points
        tangent = np.empty_like(pts)
        tangent[1:-1] = pts[2:] - pts[:-2]
        tangent[0] = pts[1] - pts[0]
        tangent[-1] = pts[-1] - pts[-2]
        tangent /= np.hypot(*tangent.T)[:, None]
        normals = np.column_stack([-tangent[:, 1], tangent[:, 0]])
        normals[0] = self.start_normal
        normals[-1] = self.end_normal
        return normals

    def at(self, s: float) -> tuple[np.ndarray, np.ndarray]:
        """Point and unit left normal at arc length ``s`` (clamped to the curve)."""
        s = min(max(s, 0.0), self.length)
        i = int(np.searchsorted(self.arclength, s, side="right")) - 1
        i = min(max(i, 0), len(self.arclength) - 2)
        s0, s1 = self.arclength[i], self.arclength[i + 1]
        t = 0.0 if s1 == s0 else (s - s0) / (s1 - s0)
        p = self.points[i] * (1 - t) + self.points[i + 1] * t
        n = self.normals[i] * (1 - t) + self.normals[i + 1] * t
        return p, n / math.hypot(*n)

    def offset(self, s0: float, s1: float, d: float) -> list[Point]:
        """Points of the curve offset ``d`` to the left, from progress s0 to s1 (either order)."""
        return [(float(x), float(y)) for x, y in self.offset_array(s0, s1, d)]

    def offset_array(self, s0: float, s1: float, d: float) -> np.ndarray:
        """As :meth:`offset`, as an (n, 2) array (what polygons are built from, fast)."""
        lo, hi = min(s0, s1), max(s0, s1)
        inner = (self.arclength > lo + 1e-9) & (self.arclength < hi - 1e-9)
        p0, n0 = self.at(lo)
        p1, n1 = self.at(hi)
        pts = np.vstack([p0 + d * n0, self.points[inner] + d * self.normals[inner], p1 + d * n1])
        return pts if s0 <= s1 else pts[::-1]


def _resample(points: np.ndarray) -> np.ndarray:
    seg = np.hypot(*np.diff(points, axis=0).T)
    keep = np.concatenate([[True], seg > 1e-12])
    points = points[keep]
    s = np.concatenate([[0.0], np.cumsum(np.hypot(*np.diff(points, axis=0).T))])
    n = max(int(s[-1] * _SAMPLES_PER_UNIT), 8)
    even = np.linspace(0.0, s[-1], n + 1)
    return np.column_stack([np.interp(even, s, points[:, 0]), np.interp(even, s, points[:, 1])])


def _inward(edge: int) -> np.ndarray:
    a = edge_angle(edge)
    return -np.array([math.cos(a), math.sin(a)])


def _outward(edge: int) -> np.ndarray:
    return -_inward(edge)


def _left_of(direction: np.ndarray) -> Point:
    return (float(-direction[1]), float(direction[0]))


def standard_points(start: int, end: int) -> np.ndarray:
    """The standard curve between two edges: straight, 60° bend or 120° corner arc."""
    p0 = np.array(edge_midpoint(start))
    p1 = np.array(edge_midpoint(end))
    gap = (end - start) % 6
    if gap == 3:
        return np.array([p0, p1])
    if gap in (2, 4):
        # 60° bend: arc of radius 1.5 round the centre of the hex beyond the edge between.
        between = (start + (1 if gap == 2 else -1)) % 6
        a = edge_angle(between)
        centre = np.array([SQRT3 * math.cos(a), SQRT3 * math.sin(a)])
    else:
        # 120° corner: arc of radius 0.5 round the vertex the two edges share.
        a0, a1 = edge_angle(start), edge_angle(end)
        mid = math.atan2(math.sin(a0) + math.sin(a1), math.cos(a0) + math.cos(a1))
        centre = np.array([math.cos(mid), math.sin(mid)])
    return _arc(centre, p0, p1)


def _arc(centre: np.ndarray, p0: np.ndarray, p1: np.ndarray) -> np.ndarray:
    r = float(np.hypot(*(p0 - centre)))
    a0 = math.atan2(*(p0 - centre)[::-1])
    a1 = math.atan2(*(p1 - centre)[::-1])
    sweep = (a1 - a0 + math.pi) % (2 * math.pi) - math.pi  # the short way round
    t = np.linspace(0.0, 1.0, 200)
    ang = a0 + sweep * t
    return np.column_stack([centre[0] + r * np.cos(ang), centre[1] + r * np.sin(ang)])


def spline_points(start: int, end: int, via: Sequence[Sequence[float]]) -> np.ndarray:
    """A smooth curve from edge ``start`` through ``via`` to edge ``end``.

    Cubic Hermite segments with Catmull-Rom tangents inside and the edge normals at the
    ends, so the road meets each edge square-on, as every printed road does.
    """
    pts = [np.array(edge_midpoint(start))] + [np.array(p, float) for p in via]
    pts.append(np.array(edge_midpoint(end)))
    n = len(pts)
    tangents = []
    for i in range(n):
        if i == 0:
            chord = float(np.hypot(*(pts[1] - pts[0])))
            tangents.append(_inward(start) * chord)
        elif i == n - 1:
            chord = float(np.hypot(*(pts[-1] - pts[-2])))
            tangents.append(_outward(end) * chord)
        else:
            tangents.append((pts[i + 1] - pts[i - 1]) / 2.0)
    out = []
    t = np.linspace(0.0, 1.0, 60)[:, None]
    h00, h10 = 2 * t**3 - 3 * t**2 + 1, t**3 - 2 * t**2 + t
    h01, h11 = -2 * t**3 + 3 * t**2, t**3 - t**2
    for i in range(n - 1):
        seg = h00 * pts[i] + h10 * tangents[i] + h01 * pts[i + 1] + h11 * tangents[i + 1]
        out.append(seg if i == 0 else seg[1:])
    return np.vstack(out)


def make_centerline(start: int, end: int, via: Sequence[Sequence[float]] | None) -> Centerline:
    points = spline_points(start, end, via) if via else standard_points(start, end)
    # The left normal at the start edge points along that edge; likewise at the end.
    start_normal = _left_of(_inward(start))
    end_normal = _left_of(_outward(end))
    return Centerline(points, start_normal, end_normal)
