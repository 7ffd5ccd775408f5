"""Cell geometry of a Rallyman: GT tile side.

Same frame and conventions as :mod:`pacenote.tilegeometry` (tile-local, circumradius 1,
y up, progress along the centreline from ``from``, lanes from the left), with what GT
adds: the road is 2 or 3 lanes wide and may change width (119/120), a row's cells may
be wider than a lane (113a), lanes of a staggered band hold different numbers of cells
(109, 110b, 114), and a corner's inner and outer paths are lanes of given widths
separated by a solid divider (one of them two lanes wide on the 3-lane sides).

Every cell also gets its *strip*: the part of the road's width it covers at its rear
and at its front, as fractions of the road's width from the left. Lateral relations
between cells (straight, diagonal, alongside) are read from strips, so wide cells,
tapers and staggered cells need no special cases (:mod:`pacenote.gtgraph`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

import numpy as np
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from pacenote.cellkinds import Span
from pacenote.gttiles import Dotted, GtSide
from pacenote.tilegeometry import Cell, TileGeometry, _largest, _slice
from pacenote.tiles import Section, TileSide

Frac = tuple[float, float]  # (left, right) as fractions of the road's width from the left


def _window(lanes: tuple[int, ...], n: int) -> Frac:
    """The part of an ``n``-lane road that ``lanes`` (1 = left) cover; all of it if none."""
    return (0.0, 1.0) if not lanes else ((min(lanes) - 1) / n, max(lanes) / n)


@dataclass(frozen=True)
class Strip:
    """Where across the road a cell lies, at its rear and front boundaries."""

    rear: Frac
    front: Frac
    lanes_rear: int  # lane count of the road at the rear boundary
    lanes_front: int

    def at(self, t: float) -> Frac:
        """The strip at fraction ``t`` of the cell's length (0 = rear)."""
        return (self.rear[0] + (self.front[0] - self.rear[0]) * t,
                self.rear[1] + (self.front[1] - self.rear[1]) * t)


@dataclass(frozen=True)
class DottedSegment:
    """A sharp-corner dotted segment placed on the tile: on which line, across what."""

    section: int
    dotted: Dotted
    progress: float  # the corner's entry or exit line
    frac: Frac  # the lane it crosses, as a fraction of the road's width from the left
    lanes: int  # lane count of the road on that line


@dataclass(frozen=True)
class GridBox:
    key: str  # the cell holding the box
    rank: int  # grid row: 1 = front row (its far boundary is the line), 2 behind it …
    lane: int  # 1-based lane from the left as printed


class GtTileGeometry(TileGeometry):
    """Cells, strips, dotted segments and grid boxes of one GT side."""

    def __init__(self, side: TileSide) -> None:
        super().__init__(side)
        assert side.gt is not None
        self.gt: GtSide = side.gt
        self.width = self.gt.road_width(max(self.side.lanes, self.gt.lanes_to))

    @cached_property
    def section_lanes(self) -> tuple[tuple[int, int], ...]:
        """(lanes where it begins, lanes where it ends) of every section."""
        out: list[tuple[int, int]] = []
        prev = self.side.lanes
        for sec in self.side.sections:
            assert sec.gt is not None
            if sec.type == "corner" and sec.gt.lanes_in:  # a junction's corner: part of
                n_in = n_out = self.side.lanes  # the road's width (gttiles.GtSection)
            elif sec.type == "corner":
                n_in = round(sum(sec.gt.width_in))
                n_out = round(sum(sec.gt.width_out))
            else:
                n_out = sec.gt.road_lanes
                n_in = prev if sec.gt.taper else n_out
            out.append((n_in, n_out))
            prev = n_out
        return tuple(out)

    def road_width_at(self, s: float) -> float:
        """Width of the road at progress ``s`` (changes within tapers and 119b/120b's corner)."""
        for (n_in, n_out), (a, b) in zip(self.section_lanes, self.spans, strict=True):
            if s <= b + 1e-12:
                t = 0.0 if b <= a else min(max((s - a) / (b - a), 0.0), 1.0)
                w_in, w_out = self.gt.road_width(n_in), self.gt.road_width(n_out)
                return w_in + (w_out - w_in) * t
        return self.gt.road_width(self.gt.lanes_to)

    def _samples(self, span: Span) -> np.ndarray:
        assert self.centerline is not None
        s = self.centerline.arclength
        inner = s[(s > span[0] + 1e-9) & (s < span[1] - 1e-9)]
        return np.concatenate([[span[0]], inner, [span[1]]])

    def _side_line(self, span: Span, f0: float, f1: float) -> np.ndarray:
        """Points at fraction ``f`` of the width from the left, ``f`` going linearly from
        ``f0`` at the span's start to ``f1`` at its end."""
        assert self.centerline is not None
        cl = self.centerline
        s = self._samples(span)
        x = np.interp(s, cl.arclength, cl.points[:, 0])
        y = np.interp(s, cl.arclength, cl.points[:, 1])
        nx = np.interp(s, cl.arclength, cl.normals[:, 0])
        ny = np.interp(s, cl.arclength, cl.normals[:, 1])
        norm = np.hypot(nx, ny)
        t = (s - span[0]) / (span[1] - span[0]) if span[1] > span[0] else np.zeros_like(s)
        f = f0 + (f1 - f0) * t
        w = np.array([self.road_width_at(float(v)) for v in s])
        d = w * (0.5 - f)
        return np.column_stack([x + d * nx / norm, y + d * ny / norm])

    def point(self, s: float, f: float) -> tuple[float, float]:
        """The point at progress ``s``, fraction ``f`` of the road's width from the left."""
        p = self._side_line((s, s), f, f)[0]
        return (float(p[0]), float(p[1]))

    def strip_polygon(self, span: Span, rear: Frac, front: Frac) -> Polygon:
        left = self._side_line(span, rear[0], front[0])
        right = self._side_line(span, rear[1], front[1])
        poly = Polygon(np.vstack([left, right[::-1]]))
        if poly.is_valid:
            return poly
        # A curve's smoothing can leave a sub-pixel fold at a road end: drop it.
        fixed = poly.buffer(0)
        return fixed if isinstance(fixed, Polygon) else max(
            getattr(fixed, "geoms", [poly]), key=lambda g: g.area)

    @cached_property
    def _cells_and_strips(self) -> tuple[tuple[Cell, ...], dict[str, Strip]]:
        cells: list[Cell] = []
        strips: dict[str, Strip] = {}
        for sec, span, lanes in zip(self.side.sections, self.spans, self.section_lanes,
                                    strict=True):
            for n, (own, kind, index, sub, strip, limit) in enumerate(
                    self._section_cells_gt(sec, span, lanes)):
                # a road of a side with several roads: its id first; a junction's row shared
                # by several roads: the label they share (docs/tiles.md)
                key = sec.labels[n] if sec.labels and sec.type == "row" else \
                    self.side.cell_prefix + own
                lane = int(strip.rear[0] * strip.lanes_rear + 1e-6)
                poly = self.strip_polygon(sub, strip.rear, strip.front)
                if sec.cut is not None:
                    poly = self._cut_by_edge(poly, sec.cut, strip)
                cells.append(Cell(key, kind, sec.index, lane, index, sub, limit,  # type: ignore[arg-type]  # kind is one of Cell's kinds
                                  poly))
                strips[key] = strip
        return tuple(cells), strips

    def _section_cells_gt(self, sec: Section, span: Span, lanes: tuple[int, int]
                          ) -> list[tuple[str, str, int, Span, Strip, int | None]]:
        assert sec.gt is not None
        n_in, n_out = lanes
        out: list[tuple[str, str, int, Span, Strip, int | None]] = []
        if sec.type == "row":
            widths = sec.gt.span or (1,) * sec.gt.lanes
            total, at = sum(widths), 0
            for k, w in enumerate(widths):
                frac = (at / total, (at + w) / total)
                if not sec.gt.part or k + 1 in sec.gt.part:  # a junction's part row
                    out.append((f"{sec.index}.{k}", "lane", 0, span,
                                Strip(frac, frac, n_in, n_out), None))
                at += w
        elif sec.type == "band":
            n = sec.gt.lanes
            for j, count in enumerate(sec.gt.band_cells):
                frac = (j / n, (j + 1) / n)
                for m in range(count):
                    key = f"{sec.index}.{j}" if count == 1 else f"{sec.index}.{j}.{m}"
                    out.append((key, "lane", m, _slice(span, m, count),
                                Strip(frac, frac, n, n), None))
        else:
            (wo_in, _), (wo_out, _) = sec.gt.width_in, sec.gt.width_out
            # the lanes the corner takes (a junction's: some of the road's; else all)
            a_in, b_in = _window(sec.gt.lanes_in, n_in)
            a_out, b_out = _window(sec.gt.lanes_out, n_out)
            if sec.turn == "right":  # inner path on the right: outer first from the left
                outer = ((a_in, a_in + wo_in / n_in), (a_out, a_out + wo_out / n_out))
                inner = ((a_in + wo_in / n_in, b_in), (a_out + wo_out / n_out, b_out))
            else:
                inner = ((a_in, b_in - wo_in / n_in), (a_out, b_out - wo_out / n_out))
                outer = ((b_in - wo_in / n_in, b_in), (b_out - wo_out / n_out, b_out))
            for kind, limits, (f_in, f_out) in (("inner", sec.inner, inner),
                                                ("outer", sec.outer, outer)):
                path = Strip(f_in, f_out, n_in, n_out)
                m = len(limits)
                for k, limit in enumerate(limits):
                    # Cells inside a corner meet on lines across the corner's entry width.
                    strip = Strip(path.at(k / m), path.at((k + 1) / m),
                                  n_in, n_out if k == m - 1 else n_in)
                    out.append((f"{sec.index}.{kind[0]}{k}", kind, k, _slice(span, k, m),
                                strip, limit))
        return out

    def _end_at(self, edge: int) -> tuple[float, np.ndarray]:
        """Progress of the road end on ``edge`` and the travel direction leaving there."""
        assert self.centerline is not None
        s = 0.0 if edge == self.side.start_edge else self.length
        _, n = self.centerline.at(s)
        ahead = np.array([n[1], -n[0]])  # the travel direction: the left normal turned right
        return s, (-ahead if s == 0.0 else ahead)

    def _beyond(self, edge: int, f: Frac) -> Polygon:
        """The road between fractions ``f`` of its width, from the transverse line at its
        end on skewed ``edge`` on beyond the tile edge (the part of the cut row the
        transverse line leaves out)."""
        s, out = self._end_at(edge)
        a, b = np.array(self.point(s, f[0])), np.array(self.point(s, f[1]))
        far = 2 * self.width  # well beyond the edge: clipped by the hexagon
        return Polygon([tuple(a), tuple(b), tuple(b + far * out), tuple(a + far * out)])

    def _cut_by_edge(self, poly: Polygon, edge: int, strip: Strip) -> Polygon:
        """A cell of a row cut by skewed ``edge``: its strip on to the tile edge, clipped
        by the hexagon (each lane's part is longer near the hex's vertex, shorter near
        the side it meets: the rest of that space is on the neighbour)."""
        f = strip.rear if edge == self.side.start_edge else strip.front
        whole = poly.union(self._beyond(edge, f)).intersection(self.hexagon)
        return _largest(whole)

    def skewed_edges(self) -> tuple[int, ...]:
        return tuple(e for e in self.side.edges if self.side.skew_at(e) is not None)

    def kerb_line(self, f: float) -> list[tuple[float, float]]:
        """The road's edge at fraction ``f`` of its width (0 left, 1 right), carried on to
        the tile edge where the road meets one at a slant."""
        pts = [tuple(map(float, p)) for p in self._side_line((0.0, self.length), f, f)]
        if not self.skewed_edges():
            return pts  # type: ignore[return-value]  # pairs of floats
        for edge in self.skewed_edges():
            s, out = self._end_at(edge)
            far = tuple(map(float, np.array(self.point(s, f)) + out * 2 * self.width))
            pts = [far, *pts] if s == 0.0 else [*pts, far]
        inside = LineString(pts).intersection(self.hexagon)
        pieces = getattr(inside, "geoms", [inside])
        longest = max(pieces, key=lambda g: g.length)
        return [(float(x), float(y)) for x, y in longest.coords]

    @staticmethod
    def _to_edge(p: np.ndarray, out: np.ndarray, edge: int) -> float:
        """How far from ``p`` along ``out`` the line of local ``edge`` lies."""
        a = math.radians(90.0 - 60.0 * edge)
        u = np.array([math.cos(a), math.sin(a)])
        return float((math.sqrt(3) / 2 - p @ u) / (out @ u))

    @cached_property
    def road_cells(self) -> tuple[Cell, ...]:
        return self._cells_and_strips[0]

    @property
    def strips(self) -> dict[str, Strip]:
        return self._cells_and_strips[1]

    @cached_property
    def hazards(self) -> frozenset[str]:
        """Keys of the cells printing a hazard limit ``N!``."""
        out: set[str] = set()
        for sec in self.side.sections:
            if sec.gt is None or sec.type != "corner":
                continue
            for kind, flags in (("i", sec.gt.inner_hazard), ("o", sec.gt.outer_hazard)):
                out.update(f"{self.side.cell_prefix}{sec.index}.{kind}{k}"
                           for k, h in enumerate(flags) if h)
        return frozenset(out)

    @cached_property
    def dotted_segments(self) -> tuple[DottedSegment, ...]:
        out = []
        for sec, span, (n_in, n_out) in zip(self.side.sections, self.spans, self.section_lanes,
                                            strict=True):
            if sec.gt is None:
                continue
            for d in sec.gt.dotted:
                n = n_in if d.at == "entry" else n_out
                right = sec.turn == "right"  # the inside of the corner
                lanes = (n - d.lane, n - d.lane + 1) if right else (d.lane - 1, d.lane)
                s = span[0] if d.at == "entry" else span[1]
                out.append(DottedSegment(sec.index, d, s, (lanes[0] / n, lanes[1] / n), n))
        return tuple(out)

    @cached_property
    def grid_boxes(self) -> tuple[GridBox, ...]:
        """Painted grid boxes, front row first."""
        rows = [s for s in self.side.sections if s.gt is not None and s.gt.grid]
        if not rows:
            return ()
        front = next((s.index for s in rows if s.line == "start-finish"), rows[-1].index)
        boxes = [GridBox(f"{self.side.cell_prefix}{s.index}.{lane - 1}", front - s.index + 1, lane)
                 for s in rows for lane in s.gt.grid]  # type: ignore[union-attr]  # GT rows carry gt data
        return tuple(sorted(boxes, key=lambda b: (b.rank, b.lane)))

    @cached_property
    def road(self) -> BaseGeometry:
        if self.centerline is None:
            return Polygon()
        road: BaseGeometry = self.strip_polygon((0.0, self.length), (0.0, 1.0), (0.0, 1.0))
        for edge in self.skewed_edges():
            road = road.union(self._beyond(edge, (0.0, 1.0)))
        return _largest(road.intersection(self.hexagon)) if self.skewed_edges() else road

    def lanes_at(self, s: float) -> int:
        """Lane count of the road on the transverse line at progress ``s``."""
        for (n_in, n_out), (_, b) in zip(self.section_lanes, self.spans, strict=True):
            if s < b - 1e-9:
                return n_in
            if s <= b + 1e-9:
                return n_out
        return self.gt.lanes_to

    def _lane_endpoints(self, edge: int) -> list[tuple[float, float]]:
        if edge not in self.side.edges:
            raise ValueError(f"{self.side.id} has no road on edge {edge}")
        n = self.side.lanes_at(edge)
        s = self.length if edge == self.side.end_edge else 0.0
        pts = [self.point(s, k / n) for k in range(n + 1)]
        if self.side.skew_at(edge) is not None:  # where the lane lines meet the slanted edge
            _, out = self._end_at(edge)
            pts = [(float(x), float(y)) for x, y in (
                np.array(p) + out * self._to_edge(np.array(p), out, edge) for p in pts)]
        return pts if edge == self.side.end_edge else pts[::-1]

