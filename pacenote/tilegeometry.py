"""Cell geometry of a tile side, derived from its printed description.

Tile-local frame: flat-topped hex of circumradius 1 centred at the origin, y up,
upright as printed (edge N on top). Progress is arc length along the centreline
from the road's ``from`` edge; lanes are numbered from the left of a driver going
from ``from`` to ``to``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, cast

import numpy as np
import shapely
from shapely.geometry import LineString, MultiPolygon, Point, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import split, unary_union

from pacenote.cellkinds import CellKind, Span
from pacenote.centerline import Centerline, make_centerline
from pacenote.hexgrid import hex_corners, opposite

if TYPE_CHECKING:
    from pacenote.tiles import Section, Shortcut, TileSide

_SHORTCUT_GAP = 0.02  # how far a shortcut keeps from road it does not border
_CURB_JOIN = 0.035  # how far a printed shortcut outline is stretched to meet the drawn curb



@dataclass(frozen=True)
class Cell:
    """One cell of a tile side, in tile-local coordinates.

    ``key`` is stable and short: ``"2.0"`` lane 0 of section 2, ``"2.w"`` a full-width
    single cell, ``"1.i0"``/``"1.o2"`` inner/outer corner cells, ``"3.h0"``/``"3.h1"``
    the two full-width halves of a slide row, ``"x0"`` a shortcut.
    """

    key: str
    kind: CellKind
    section: int | None  # None for shortcuts
    lane: int | None  # lane index from the left (corner cells: the lane their path lies in)
    index: int  # order along its lane/path within the section (slide half 0/1, shortcut n)
    span: Span  # progress interval along the tile's road
    limit: int | None
    polygon: Polygon

    @property
    def is_corner(self) -> bool:
        return self.kind in ("inner", "outer")


class TileGeometry:
    """Centreline, section spans, cells and lane endpoints of one tile side."""

    def __init__(self, side: TileSide) -> None:
        self.side = side
        self.width = side.road_width
        self._endpoints: dict[int, list[tuple[float, float]]] = {}

    @cached_property
    def centerline(self) -> Centerline | None:
        if self.side.end_edge is None:
            return None
        side, end = self.side, self.side.end_edge
        return make_centerline(side.start_edge, end, side.via, side.radius, self.width,
                               (side.skew_at(side.start_edge), side.skew_at(end)))

    @property
    def length(self) -> float:
        return 0.0 if self.centerline is None else self.centerline.length

    @cached_property
    def hexagon(self) -> Polygon:
        return Polygon(hex_corners())

    @cached_property
    def spans(self) -> tuple[Span, ...]:
        """Progress interval of every section."""
        total = sum(s.length for s in self.side.sections) or 1.0
        spans, at = [], 0.0
        for s in self.side.sections:
            nxt = at + s.length / total * self.length
            spans.append((at, nxt))
            at = nxt
        if spans:
            spans[-1] = (spans[-1][0], self.length)
        return tuple(spans)

    def lane_offsets(self, lanes: int = 0) -> list[float]:
        """Lateral offsets of the lane boundaries, left edge of the road first (of a row
        with ``lanes`` cells across the road when given, else of the road's lanes)."""
        n = lanes or self.side.lanes
        return [self.width / 2 - k * self.width / n for k in range(n + 1)]

    def key(self, sec: Section, own: str, *, at: int | None = None) -> str:
        """A cell's key: ``own`` (``"2.0"``) on a one-road side; on a road of a side with
        several roads the road's id before it (``"S-SE/2.0"``), or the printed cell's
        label where the tileset gives one (junction routes: ``"m1"``; ``at``: its index
        in the section's labels)."""
        if at is not None and sec.labels and at < len(sec.labels):
            return sec.labels[at]
        return f"{self.side.cell_prefix}{own}"

    def band(self, span: Span, left: float, right: float,
             through: Sequence[float] = ()) -> Polygon:
        """The piece of road between progress span and lateral offsets left > right;
        ``through``: offsets between them its two transverse ends pass through (a
        full-width cell follows the lane cells' ends where a tight bend shrinks the
        inner offsets, so it never overlaps the next section's cells)."""
        assert self.centerline is not None
        a = self.centerline.offset_array(span[0], span[1], left)
        b = self.centerline.offset_array(span[0], span[1], right)
        if through:
            end = [self.centerline.offset(span[1], span[1], o)[0] for o in through]
            start = [self.centerline.offset(span[0], span[0], o)[0] for o in reversed(through)]
            ring = np.vstack([a, np.array(end).reshape(-1, 2), b[::-1],
                              np.array(start).reshape(-1, 2)])
        else:
            ring = np.vstack([a, b[::-1]])
        return cast(Polygon, shapely.polygons(ring))  # from the array in one call: fast

    def cross(self, s: float, left: float, right: float) -> tuple[tuple[float, float], ...]:
        """The transverse segment at progress ``s`` between two lateral offsets."""
        assert self.centerline is not None
        return (self.centerline.offset(s, s, left)[0], self.centerline.offset(s, s, right)[0])

    @cached_property
    def road_cells(self) -> tuple[Cell, ...]:
        cells: list[Cell] = []
        for sec, span in zip(self.side.sections, self.spans, strict=True):
            cells.extend(self._section_cells(sec, span))
        return tuple(cells)

    def _section_cells(self, sec: Section, span: Span) -> list[Cell]:
        n = sec.lanes or self.side.lanes
        off = self.lane_offsets(n)
        if sec.type == "row":
            if sec.single:
                return [Cell(self.key(sec, f"{sec.index}.w", at=0), "single", sec.index, None,
                             0, span, sec.limits[0],
                             self.band(span, off[0], off[-1], off[1:-1]))]
            return [
                Cell(self.key(sec, f"{sec.index}.{lane}", at=lane), "lane", sec.index, lane, 0,
                     span, sec.limits[lane], self.band(span, off[lane], off[lane + 1]))
                for lane in range(n)
            ]
        # Corner: the inner path runs along the inside of the turn, the outer along the
        # outside; no lane line between them, so each path takes half the road.
        inner_lane = n - 1 if sec.turn == "right" else 0
        outer_lane = 0 if sec.turn == "right" else n - 1
        mid = 0.0 if n % 2 == 0 else off[n // 2]
        inner_off = (mid, off[-1]) if sec.turn == "right" else (off[0], mid)
        outer_off = (off[0], mid) if sec.turn == "right" else (mid, off[-1])
        cells = []
        for kind, limits, lane, (left, right), first in (
            ("inner", sec.inner, inner_lane, inner_off, 0),
            ("outer", sec.outer, outer_lane, outer_off, len(sec.inner)),
        ):
            for k, limit in enumerate(limits):
                sub = _slice(span, k, len(limits))
                cells.append(Cell(self.key(sec, f"{sec.index}.{kind[0]}{k}", at=first + k),
                                  kind, sec.index, lane, k,  # type: ignore[arg-type]
                                  sub, limit, self.band(sub, left, right)))
        return cells

    @cached_property
    def slide_halves(self) -> tuple[Cell, ...]:
        """The two full-width cells of every slide row, split by its dotted line."""
        off = self.lane_offsets()
        out = []
        for sec, span in zip(self.side.sections, self.spans, strict=True):
            if sec.slide:
                for k in range(2):
                    sub = _slice(span, k, 2)
                    own = "+".join(sorted(sec.labels)) if sec.labels else f"{sec.index}"
                    out.append(Cell(self.key(sec, f"{own}.h{k}") if not sec.labels
                                    else f"{own}.h{k}", "slide", sec.index, None, k, sub,
                                    None, self.band(sub, off[0], off[-1])))
        return tuple(out)

    @cached_property
    def road(self) -> BaseGeometry:
        if self.centerline is None:
            return self.service_yard
        off = self.lane_offsets()
        return self.band((0.0, self.length), off[0], off[-1])

    @cached_property
    def service_yard(self) -> Polygon:
        """The service park: a yard open to the road edge (drawing only, no cells),
        as printed where the tileset gives its outline."""
        if self.side.yard:
            return _largest(Polygon(self.side.yard).buffer(0).intersection(self.hexagon))
        stub = make_centerline(self.side.start_edge, opposite(self.side.start_edge), None)
        a = stub.offset(0.0, stub.length * 0.55, self.width * 0.9)
        b = stub.offset(0.0, stub.length * 0.55, -self.width * 0.9)
        return _largest(Polygon(a + b[::-1]).buffer(0.08).intersection(self.hexagon))

    @cached_property
    def shortcut_cells(self) -> tuple[Cell, ...]:
        out: list[Cell] = []
        for side in ("left", "right"):
            group = [s for s in self.side.shortcuts if s.side == side]
            out.extend(self._shortcut_group(group, side))
        return tuple(sorted(out, key=lambda c: c.index))

    def _shortcut_group(self, group: list[Shortcut], side: str) -> list[Cell]:
        """Shortcuts on one side: the printed outlines where the tileset gives them,
        else the off-road lens inside the curve they border, split between consecutive
        shortcuts where they share a section."""
        if not group:
            return []
        if all(sc.outline for sc in group):
            cells: list[Cell] = []
            for sc in group:
                poly = self._clear_of(self._printed(sc), sc)
                for before in cells:  # printed neighbours share a line: keep them apart
                    poly = _largest(poly.difference(before.polygon))
                cells.append(Cell(f"{self.side.cell_prefix}x{sc.index}", "shortcut", None, None,
                                  sc.index,
                                  self._shortcut_span(sc), sc.limit, poly))
            return cells
        assert self.centerline is not None
        offset = self.width / 2 if side == "left" else -self.width / 2
        lo = min(self.spans[min(s.touches)][0] for s in group)
        hi = max(self.spans[max(s.touches)][1] for s in group)
        edge = self.centerline.offset(lo, hi, offset)
        edge += [p for sc in group for p in sc.reach]  # printed cut lines beyond the curb
        lens = Polygon(edge).convex_hull if len(edge) > 2 else Polygon()
        area = lens.difference(self.road.buffer(1e-9)).intersection(self.hexagon.buffer(-0.02))
        pieces = _polygons(area)
        cuts = []
        ordered = sorted(group, key=lambda s: min(s.touches))
        for a, b in zip(ordered, ordered[1:], strict=False):
            shared = sorted(set(a.touches) & set(b.touches))
            sec = shared[0] if shared else max(a.touches)
            cuts.append(sum(self.spans[sec]) / 2)
        for s in cuts:
            p, n = self.centerline.at(s)
            sign = 1 if side == "left" else -1
            ray = LineString([tuple(p), tuple(p + sign * 3 * n)])
            nxt = []
            for piece in pieces:
                nxt.extend(_polygons(split(piece, ray)))
            pieces = nxt
        polys = sorted(
            (p for p in pieces if p.area > 1e-4),
            key=lambda p: self._progress_of(p),
        )
        cells = []
        for sc, poly in zip(ordered, _largest_in_order(polys, len(ordered)), strict=False):
            cells.append(Cell(f"{self.side.cell_prefix}x{sc.index}", "shortcut", None, None,
                              sc.index, self._shortcut_span(sc), sc.limit,
                              self._clear_of(poly, sc)))
        return cells

    def _printed(self, sc: Shortcut) -> Polygon:
        """A printed shortcut outline, joined to this road's curb: the strip of its
        surroundings within _CURB_JOIN of both the outline and the road is added (the
        printed cell shares its inner edge with the printed curb, which the drawn road
        follows only to within a few hundredths), then the road is cut out."""
        outline = Polygon(sc.outline).buffer(0)
        joint = outline.buffer(_CURB_JOIN).intersection(self.road.buffer(_CURB_JOIN))
        cell = unary_union([outline, joint]).difference(self.road.buffer(1e-9))
        return _largest(cell.intersection(self.hexagon))

    def _clear_of(self, poly: Polygon, sc: Shortcut) -> Polygon:
        """Keep a shortcut off the sections it does not list: as printed, it borders
        only those (it may meet others at a point, e.g. a hairpin's inner tip)."""
        others = [c.polygon for c in self.road_cells if c.section not in sc.touches]
        if not others:
            return poly
        clear = poly.difference(unary_union(others).buffer(_SHORTCUT_GAP))
        pieces = _polygons(clear)
        return max(pieces, key=lambda p: p.area) if pieces else poly

    def _progress_of(self, poly: Polygon) -> float:
        assert self.centerline is not None
        c = poly.representative_point()
        line = LineString(self.centerline.points)
        return float(line.project(Point(c.x, c.y)))

    def _shortcut_span(self, sc: Shortcut) -> Span:
        """Progress interval of a shortcut: the corner(s) it bypasses.

        A shortcut's front edge lies at the end of the corner it cuts, so the
        forward rule lets a car enter it from cells before that corner and leave
        it to cells after.
        """
        touches = sc.touches
        lo, hi = min(touches), max(touches)
        corners = [i for i in range(lo, hi + 1) if self.side.sections[i].is_corner]
        if corners:
            a, b = self.spans[corners[0]][0], self.spans[corners[-1]][1]
        else:
            a, b = self.spans[lo][1], self.spans[hi][0]
        siblings = [s for s in self.side.shortcuts
                    if s is not sc and s.side == sc.side
                    and set(s.touches) & set(touches)]
        for other in siblings:
            shared = min(set(other.touches) & set(touches))
            mid = sum(self.spans[shared]) / 2
            if min(other.touches) < lo:
                a = max(a, mid)
            else:
                b = min(b, mid)
        return (a, b)

    @cached_property
    def cells(self) -> dict[str, Cell]:
        """Every cell by key: road cells, slide halves and shortcuts."""
        everything = self.road_cells + self.slide_halves + self.shortcut_cells
        return {c.key: c for c in everything}

    def lane_endpoints(self, edge: int) -> list[tuple[float, float]]:
        """Points where the lane boundaries meet a road edge, left to right as seen
        by a driver leaving the tile through that edge (n lanes → n + 1 points)."""
        if edge not in self._endpoints:
            self._endpoints[edge] = self._lane_endpoints(edge)
        return list(self._endpoints[edge])

    def _lane_endpoints(self, edge: int) -> list[tuple[float, float]]:
        if edge not in self.side.edges:
            raise ValueError(f"{self.side.id} has no road on edge {edge}")
        if self.centerline is None:
            stub = make_centerline(edge, opposite(edge), None)
            pts = [stub.offset(0.0, 0.0, d)[0] for d in self.lane_offsets()]
            return pts[::-1]
        if edge == self.side.end_edge:
            return [self.centerline.offset(self.length, self.length, d)[0]
                    for d in self.lane_offsets(self.side.lanes_at(edge))]
        # Leaving through the start edge means driving the description backwards.
        return [self.centerline.offset(0.0, 0.0, d)[0]
                for d in self.lane_offsets(self.side.lanes_at(edge))][::-1]

    def line_progress(self) -> float | None:
        """Progress of the start or finish line, if the side has one."""
        for sec, span in zip(self.side.sections, self.spans, strict=True):
            if sec.line:
                return span[1] if sec.line_at == "far" else span[0]
        return None

    def line_segment(self) -> tuple[tuple[float, float], tuple[float, float]] | None:
        s = self.line_progress()
        if s is None:
            return None
        off = self.lane_offsets()
        a, b = self.cross(s, off[0], off[-1])
        return a, b


def _slice(span: Span, k: int, n: int) -> Span:
    a, b = span
    step = (b - a) / n
    return (a + k * step, b if k == n - 1 else a + (k + 1) * step)


def _polygons(geom: BaseGeometry) -> list[Polygon]:
    if isinstance(geom, Polygon):
        return [geom] if not geom.is_empty else []
    if isinstance(geom, MultiPolygon):
        return list(geom.geoms)
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, Polygon)]


def _largest(geom: BaseGeometry) -> Polygon:
    """The largest polygon of a geometry (an empty polygon if it has none)."""
    pieces = _polygons(geom)
    return max(pieces, key=lambda p: p.area) if pieces else Polygon()


def _largest_in_order(polys: list[Polygon], n: int) -> list[Polygon]:
    """The n largest pieces, kept in their progress order."""
    keep = sorted(sorted(range(len(polys)), key=lambda i: -polys[i].area)[:n])
    return [polys[i] for i in keep]

