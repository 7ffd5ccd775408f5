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
_FOLD = 0.9  # an inner offset keeps within this share of the bend's radius of curvature
_EASE = 0.06  # R of road over which an inner offset eases in and out of a tight bend


class Centerline:
    """A polyline resampled at even arc length, with exact unit normals at both ends.

    ``half_width`` is the largest offset asked of it (half the road). Where the line
    bends tighter than that, offsets on the inside of the bend shrink in proportion,
    so the inner curb comes to a point as printed instead of folding over itself.
    """

    def __init__(self, points: np.ndarray, start_normal: Point, end_normal: Point,
                 half_width: float = 0.0) -> None:
        self._raw = _resample(points)
        self.start_normal = start_normal
        self.end_normal = end_normal
        self.half_width = half_width

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

    @cached_property
    def _squeeze(self) -> tuple[np.ndarray, np.ndarray] | None:
        """Per sample, the factor offsets to the left / right are scaled by (1 where the
        road is not bent tighter than its half width); None if nothing is squeezed.

        The bend is averaged over _EASE of road, so the inner curb narrows smoothly
        into a tight bend; a last pass shrinks it further only where the curb would
        still run backwards (cells would cross)."""
        h = self.half_width
        if h <= 0 or len(self.points) < 3:
            return None
        pts = self.points
        d = np.diff(pts, axis=0)
        step = np.hypot(*d.T)
        heading = np.unwrap(np.arctan2(d[:, 1], d[:, 0]))
        w = max(1, int(_EASE * _SAMPLES_PER_UNIT / 2))
        padded = np.pad(heading, w, mode="edge")
        bend = (padded[2 * w:] - padded[:-2 * w]) / (2 * w * float(step.mean()))
        bend = np.concatenate([bend[:1], (bend[1:] + bend[:-1]) / 2, bend[-1:]])  # at samples
        if np.abs(bend).max() * h <= _FOLD and np.abs(np.diff(heading)).max() * h < (
                _FOLD * float(step.min())):
            return None
        tangent = d / step[:, None]
        ends = (self.arclength < _EASE / 2) | (self.arclength > self.length - _EASE / 2)
        out = []
        for side in (1.0, -1.0):
            f = np.minimum(1.0, _FOLD / (np.maximum(side * bend, 1e-9) * h))
            f[ends] = 1.0  # full width where the road meets the tile edge (joints)
            for _ in range(80):
                q = pts + (side * h * f)[:, None] * self.normals
                ahead = np.einsum("ij,ij->i", np.diff(q, axis=0), tangent)
                bad = (ahead < 0.2 * step) | _crossing_segments(q)
                spokes = _spokes_crossing(pts, q)  # a cell line cutting the curb elsewhere
                if not bad.any() and not spokes.any():
                    break
                shrink = spokes.copy()
                shrink[:-1] |= bad
                shrink[1:] |= bad
                f[shrink & ~ends] *= 0.93
            out.append(f)
        return out[0], out[1]

    def _scale(self, d: float, s: float | np.ndarray) -> float | np.ndarray:
        """Offset ``d`` as squeezed at progress ``s`` (scalar or samples)."""
        if self._squeeze is None or d == 0:
            return d
        f = self._squeeze[0 if d > 0 else 1]
        return d * np.interp(s, self.arclength, f)  # type: ignore[no-any-return]

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
        mid = self.normals[inner] * np.asarray(self._scale(d, self.arclength[inner]))[..., None]
        pts = np.vstack([self._offset_at(lo, d), self.points[inner] + mid,
                         self._offset_at(hi, d)])
        return pts if s0 <= s1 else pts[::-1]

    def _offset_at(self, s: float, d: float) -> np.ndarray:
        """The offset curve at ``s``: on the straight piece between the offset samples
        either side, so a cell's corner lies exactly on its neighbours' edges."""
        s = min(max(s, 0.0), self.length)
        i = int(np.searchsorted(self.arclength, s, side="right")) - 1
        i = min(max(i, 0), len(self.arclength) - 2)
        s0, s1 = self.arclength[i], self.arclength[i + 1]
        t = 0.0 if s1 == s0 else (s - s0) / (s1 - s0)
        q0 = self.points[i] + self._scale(d, s0) * self.normals[i]
        q1 = self.points[i + 1] + self._scale(d, s1) * self.normals[i + 1]
        return q0 * (1 - t) + q1 * t  # type: ignore[no-any-return]


def _orient(p: np.ndarray, r: np.ndarray, t: np.ndarray) -> np.ndarray:
    turn: np.ndarray = np.sign((r[..., 0] - p[..., 0]) * (t[..., 1] - p[..., 1])
                               - (r[..., 1] - p[..., 1]) * (t[..., 0] - p[..., 0]))
    return turn


def _spokes_crossing(p: np.ndarray, q: np.ndarray) -> np.ndarray:
    """Per sample: does the segment p[i] → q[i] (where a cell line would run) cross the
    curve ``q`` away from q[i]? Samples of the crossed curve segment are marked too."""
    a, b = q[:-1][None, :, :], q[1:][None, :, :]
    n = len(q)
    # Spokes at the samples and halfway between them (cell lines fall anywhere).
    pm = np.vstack([p, (p[:-1] + p[1:]) / 2])
    qm = np.vstack([q, (q[:-1] + q[1:]) / 2])
    at = np.concatenate([np.arange(n), np.arange(n - 1)])
    half = np.concatenate([np.zeros(n, bool), np.ones(n - 1, bool)])
    pi, qi = pm[:, None, :], qm[:, None, :]
    cross = ((_orient(pi, qi, a) * _orient(pi, qi, b) < 0)
             & (_orient(a, b, pi) * _orient(a, b, qi) < 0))
    k, j = np.nonzero(cross)
    i = at[k]
    far = (j != i) & ((j != i - 1) | half[k])
    out = np.zeros(n, bool)
    out[i[far]] = True
    out[j[far]] = True
    out[np.minimum(j[far] + 1, n - 1)] = True
    return out


def _smoothed(points: np.ndarray) -> np.ndarray:
    """A spline through control points bends sharply at some of them; averaging each
    sample with its neighbours over _EASE of road evens that out (the road's ends stay
    where they are, square to their edges)."""
    k = max(1, int(_EASE * _SAMPLES_PER_UNIT / 2))
    if len(points) < 4 * k + 2:
        return points
    kernel = np.exp(-0.5 * (np.arange(-2 * k, 2 * k + 1) / k) ** 2)
    kernel /= kernel.sum()
    padded = np.pad(points, ((2 * k, 2 * k), (0, 0)), mode="reflect", reflect_type="odd")
    out = np.column_stack([np.convolve(padded[:, i], kernel, mode="valid") for i in (0, 1)])
    keep = min(len(points) // 8, 3 * k)  # the ends stay exact for 3 k samples, then blend
    blend = np.clip((np.arange(len(points)) - 3 * k) / keep, 0, 1)
    blend = np.minimum(blend, blend[::-1])[:, None]
    smooth: np.ndarray = points * (1 - blend) + out * blend
    return smooth


def _crossing_segments(q: np.ndarray) -> np.ndarray:
    """Which segments of the polyline ``q`` cross a segment that is not next to them."""
    a, b = q[:-1], q[1:]
    n = len(a)
    out = np.zeros(n, bool)
    if n < 3:
        return out

    ai, bi = a[:, None, :], b[:, None, :]
    aj, bj = a[None, :, :], b[None, :, :]
    cross = ((_orient(ai, bi, aj) * _orient(ai, bi, bj) < 0)
             & (_orient(aj, bj, ai) * _orient(aj, bj, bi) < 0))
    i, j = np.nonzero(np.triu(cross, 2))
    out[i] = True
    out[j] = True
    return out


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


def standard_radius(start: int, end: int) -> float | None:
    """Radius of the standard curve between two edges (None: opposite edges, straight).

    60° bend: 1.5, an arc round the centre of the hex beyond the edge between the two
    road edges; 120° corner: 0.5, an arc round the vertex the two edges share. Both
    meet the edges square-on at their midpoints, with no straight leg.
    """
    gap = (end - start) % 6
    return None if gap == 3 else (1.5 if gap in (2, 4) else 0.5)


def standard_points(start: int, end: int) -> np.ndarray:
    """The standard curve between two edges: straight, 60° bend or 120° corner arc."""
    return corner_points(start, end, standard_radius(start, end))


def corner_points(start: int, end: int, radius: float | None) -> np.ndarray:
    """Two straight legs along the edge normals, joined by an arc of ``radius``.

    Every edge normal passes through the hex centre, so the legs meet there; the arc
    is tangent to both, ``radius * tan(turn / 2)`` from the centre. The printed 60°
    corners are drawn this way (straight end rows, a tight rounded corner); the
    standard radius leaves no leg at all. ``radius=None``: a straight road.
    """
    p0 = np.array(edge_midpoint(start))
    p1 = np.array(edge_midpoint(end))
    if radius is None or (end - start) % 6 == 3:
        return np.array([p0, p1])
    d0, d1 = _inward(start), _outward(end)  # travel directions of the two legs
    turn = math.atan2(d0[0] * d1[1] - d0[1] * d1[0], float(d0 @ d1))  # + left, - right
    tangent = radius * math.tan(abs(turn) / 2)
    half = SQRT3 / 2
    if not 0 < tangent <= half + 1e-9:
        raise ValueError(f"corner radius {radius} does not fit between edges {start} and {end}")
    a = d0 * (-tangent)  # where the first leg meets the arc (the centre is at the origin)
    b = d1 * tangent
    side = np.array(_left_of(d0)) * (1.0 if turn > 0 else -1.0)
    centre = a + radius * side
    legs = [p0] if tangent < half - 1e-9 else []
    return np.vstack(legs + [_arc(centre, a, b)] + ([p1] if legs else []))


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


SKEW_DEGREES = 30.0  # a skewed road meets its edge this far from square (tile facts)


def skewed_out(edge: int, skew: str | None) -> np.ndarray:
    """The travel direction of a road leaving the tile through ``edge``: the edge's
    outward normal, turned 30 degrees ``"left"`` or ``"right"`` where the road meets the
    edge at a slant (GT expansions, docs/tiles.md "Skewed edges")."""
    out = _outward(edge)
    if skew is None:
        return out
    a = math.radians(SKEW_DEGREES if skew == "left" else -SKEW_DEGREES)
    c, s = math.cos(a), math.sin(a)
    return np.array([c * out[0] - s * out[1], s * out[0] + c * out[1]])


KERB_RADIUS = 1.1  # a skewed side's corner radius by default: this many half road widths
MIN_LEG = 0.15  # shorter legs before the corner's arc: a smooth curve instead


def _hermite(p0: np.ndarray, d0: np.ndarray, p1: np.ndarray, d1: np.ndarray) -> np.ndarray:
    """A cubic from ``p0`` to ``p1`` leaving in direction ``d0``, arriving in ``d1``."""
    chord = float(np.hypot(*(p1 - p0)))
    t = np.linspace(0.0, 1.0, 200)[:, None]
    h00, h10 = 2 * t**3 - 3 * t**2 + 1, t**3 - 2 * t**2 + t
    h01, h11 = -2 * t**3 + 3 * t**2, t**3 - t**2
    return h00 * p0 + h10 * d0 * chord + h01 * p1 + h11 * d1 * chord  # type: ignore[no-any-return]


HAIRPIN_LEG = 0.327  # 128: the turn's centre lies 0.327 R in from the edge midpoints (art)


def _semicircle(centre: np.ndarray, start: np.ndarray, sign: float) -> np.ndarray:
    """Half a circle round ``centre`` from ``start``, turning left (``sign`` 1) or right."""
    r = float(np.hypot(*(start - centre)))
    a0 = math.atan2(*(start - centre)[::-1])
    ang = a0 + sign * math.pi * np.linspace(0.0, 1.0, 200)
    return np.column_stack([centre[0] + r * np.cos(ang), centre[1] + r * np.sin(ang)])


def skewed_points(start: int, end: int, skew: tuple[str | None, str | None],
                  radius: float | None) -> np.ndarray:
    """A road with a skewed end: straight legs along each end's travel direction joined
    by one arc of ``radius`` (None: 0.5; the legs meet: a corner; clipped to fit), a
    straight line
    (the legs are one line), or two quarter arcs turning opposite ways (parallel legs
    side by side: an s-bend, 134/135)."""
    p0, p1 = np.array(edge_midpoint(start)), np.array(edge_midpoint(end))
    d0, d1 = -skewed_out(start, skew[0]), skewed_out(end, skew[1])
    cross = float(d0[0] * d1[1] - d0[1] * d1[0])
    left = np.array(_left_of(d0))
    if abs(cross) < 1e-9:
        off = float((p1 - p0) @ left)
        along = float((p1 - p0) @ d0)
        if abs(off) < 1e-9:
            return np.array([p0, p1])
        r = abs(off) / 2
        sign = 1.0 if off > 0 else -1.0
        if float(d0 @ d1) < 0:  # a hairpin (128): round the centre of the hex's W/E half
            a = p0 + d0 * HAIRPIN_LEG
            b = a + left * sign * 2 * r
            return np.vstack([[p0], _semicircle(a + left * sign * r, a, sign), [p1]])
        leg = (along - 2 * r) / 2
        if leg < 0:
            raise ValueError(f"no s-bend fits between edges {start} and {end}")
        a = p0 + d0 * leg
        mid = a + d0 * r + left * sign * r
        b = a + d0 * 2 * r + left * sign * 2 * r
        first = _arc(a + left * sign * r, a, mid)
        second = _arc(mid + d0 * r, mid, b)
        return np.vstack([[p0], first, second[1:], [p1]])
    # Where the two legs' lines meet: p0 + u d0 = p1 - v d1.
    m = np.column_stack([d0, d1])
    u, v = np.linalg.solve(m, p1 - p0)
    if min(u, v) < MIN_LEG:  # the legs meet at (or beyond) a road end: no arc fits, so a
        # smooth curve leaving and reaching each edge in its travel direction (129, 137)
        return _hermite(p0, d0, p1, d1)
    x = p0 + u * d0
    turn = math.atan2(cross, float(d0 @ d1))
    r = 0.5 if radius is None else radius
    r = min(r, 0.95 * min(u, v) / math.tan(abs(turn) / 2))
    tangent = r * math.tan(abs(turn) / 2)
    a, b = x - d0 * tangent, x + d1 * tangent
    centre = a + left * (1.0 if turn > 0 else -1.0) * r
    return np.vstack([[p0], _arc(centre, a, b), [p1]])


def make_centerline(start: int, end: int, via: Sequence[Sequence[float]] | None,
                    radius: float | None = None, width: float = 0.0,
                    skew: tuple[str | None, str | None] = (None, None)) -> Centerline:
    """The road's centreline: through ``via`` if given, else the corner of ``radius``
    (the standard curve if None), for a road ``width`` wide; ``skew``: how the road
    meets its start and end edges where it meets one at a slant."""
    if skew != (None, None):
        # The GT expansion corners turn round a kerb point or a square kerb corner (tile
        # facts): the centreline's radius is about half the road's width.
        kerb = KERB_RADIUS * width / 2 if width > 0 else None
        points = skewed_points(start, end, skew, radius if radius is not None else kerb)
        d0, d1 = -skewed_out(start, skew[0]), skewed_out(end, skew[1])
        return Centerline(points, _left_of(d0), _left_of(d1), width / 2)
    if via:
        points = _smoothed(_resample(spline_points(start, end, via)))
    else:
        points = corner_points(start, end, radius if radius is not None
                               else standard_radius(start, end))
    # The left normal at the start edge points along that edge; likewise at the end.
    start_normal = _left_of(_inward(start))
    end_normal = _left_of(_outward(end))
    return Centerline(points, start_normal, end_normal, width / 2)
