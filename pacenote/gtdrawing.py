"""Drawing a Rallyman: GT tile side the way a player reads it.

Asphalt road with red-and-white kerbs, every cell outlined in white (lane dividers,
transverse lines, the solid divider between a corner's paths, staggered and wide
cells all follow from the cells), limits in white circles and hazard limits ``N!`` in
triangles, sharp-corner dotted lines with their number or hazard triangle, grid
boxes and the chequered start-finish line on 102, the danger signals at both road
ends, and the pit-stop piece's three lanes. Primitives as in :mod:`pacenote.drawing`.
"""

from __future__ import annotations

import math

import shapely
from shapely.geometry import LineString
from shapely.geometry.base import BaseGeometry

from pacenote.drawing import (
    LIMIT_RING,
    LINE,
    TEXT,
    Circle,
    Polygon,
    Polyline,
    Primitive,
    Pt,
    Style,
    Text,
    _angle_across,
    _pts,
    _shape,
    _signals,
)
from pacenote.gtgeometry import GtTileGeometry
from pacenote.hexgrid import hex_corners
from pacenote.i18n import N_
from pacenote.tiles import TileSide

ASPHALT = "#8f9295"
KERB_RED = "#d0312d"
PIT_FILL = "#7c7f82"
HAZARD_FILL = "#ffd84a"
CELL_LINE = Style(stroke=LINE, width=0.014)
DOTTED = Style(stroke=LINE, width=0.026, dash=(0.001, 0.04))


def gt_primitives(side: TileSide, drawn: frozenset[str] = frozenset(),
                  others: BaseGeometry | None = None) -> list[Primitive]:
    """Everything printed on a GT side (without the grass hexagon and the id label). A
    road of a junction (151, 152) leaves out the cells an earlier road ``drawn`` shares
    with it, and its kerbs where they run over the ``others`` roads' surface."""
    if side.kind == "pit":
        return _pit(side)
    g = side.geometry
    assert isinstance(g, GtTileGeometry)
    # a junction's roads lie on one surface, painted once under every road's lines
    out: list[Primitive] = [] if others is not None else [_shape(g.road, Style(fill=ASPHALT))]
    out.extend(_shape_lines(g, drawn))
    out.extend(_kerbs(g, others))
    out.extend(_start_finish(g))
    out.extend(_grid(g))
    out.extend(_dotted(g))
    out.extend(_signals(side, g))
    out.extend(_limits(g, drawn))
    return out


def _shape_lines(g: GtTileGeometry, drawn: frozenset[str] = frozenset()) -> list[Primitive]:
    """Every cell's outline: the white lines of the tile (none along the tile edge, where
    a row cut by a skewed edge goes on onto the neighbour)."""
    cells = [c for c in g.road_cells if c.key not in drawn]
    if not g.skewed_edges():
        return [Polyline(_pts(c.polygon.exterior.coords), CELL_LINE) for c in cells]
    rim = shapely.Polygon(hex_corners()).exterior.buffer(1e-4)
    out: list[Primitive] = []
    for c in cells:
        line = LineString(c.polygon.exterior.coords).difference(rim)
        for part in getattr(line, "geoms", [line]):
            if not part.is_empty:
                out.append(Polyline(_pts(part.coords), CELL_LINE))
    return out


def _kerbs(g: GtTileGeometry, others: BaseGeometry | None = None) -> list[Primitive]:
    out: list[Primitive] = []
    for f in (0.0, 1.0):
        lines = [_pts(g.kerb_line(f))]
        if others is not None:  # no kerb across another road of the side
            kept = LineString(lines[0]).difference(others.buffer(-1e-3))
            lines = [_pts(part.coords) for part in getattr(kept, "geoms", [kept])
                     if not part.is_empty]
        for line in lines:
            out.append(Polyline(line, Style(stroke=KERB_RED, width=0.03)))
            out.append(Polyline(line, Style(stroke=LINE, width=0.03, dash=(0.04, 0.04))))
    return out


def _limits(g: GtTileGeometry, drawn: frozenset[str] = frozenset()) -> list[Primitive]:
    """A white circle with the limit; a yellow triangle with ``N!`` for a hazard limit."""
    out: list[Primitive] = []
    for cell in g.road_cells:
        if cell.limit is None or cell.key in drawn:
            continue
        strip = g.strips[cell.key]
        left, right = strip.at(0.5)
        s = sum(cell.span) / 2
        c = g.point(s, (left + right) / 2)
        width = (right - left) * g.road_width_at(s)
        r = min(0.075, 0.4 * width)
        if cell.key in g.hazards:
            out.extend(_triangle(c, r * 1.25, f"{cell.limit}!"))
        else:
            out.append(Circle(c, r, Style(fill="#ffffff", stroke=LIMIT_RING, width=r * 0.24)))
            out.append(Text(c, str(cell.limit), r * 1.35, bold=True))
    return out


def _triangle(c: Pt, r: float, label: str) -> list[Primitive]:
    pts = tuple((c[0] + r * math.cos(math.radians(90 + 120 * k)),
                 c[1] + r * math.sin(math.radians(90 + 120 * k)) - r * 0.15) for k in range(3))
    return [Polygon(pts, Style(fill=HAZARD_FILL, stroke=TEXT, width=r * 0.14)),
            Text((c[0], c[1] - r * 0.2), label, r * 0.8, bold=True)]


def _dotted(g: GtTileGeometry) -> list[Primitive]:
    """Each sharp-corner segment: a dotted line just inside the corner across its lane,
    and its number (small circle) or hazard triangle beside it inside the corner."""
    out: list[Primitive] = []
    for seg in g.dotted_segments:
        a, b = g.spans[seg.section]
        inward = 0.03 if seg.dotted.at == "entry" else -0.03
        s = min(max(seg.progress + inward, a), b)
        p0, p1 = g.point(s, seg.frac[0]), g.point(s, seg.frac[1])
        out.append(Polyline((p0, p1), DOTTED))
        mid = g.point(s + 2.6 * inward, sum(seg.frac) / 2)
        if seg.dotted.hazard:
            out.extend(_triangle(mid, 0.05, "!"))
        else:
            out.append(Circle(mid, 0.04, Style(fill="#ffffff", stroke=TEXT, width=0.008)))
            out.append(Text(mid, seg.dotted.label, 0.055, bold=True))
    return out


def _grid(g: GtTileGeometry) -> list[Primitive]:
    """A white bracket on the front boundary of each grid cell, legs pointing back."""
    out: list[Primitive] = []
    for box in g.grid_boxes:
        cell = next(c for c in g.road_cells if c.key == box.key)
        strip = g.strips[box.key]
        rear, front = cell.span
        inset = (strip.front[1] - strip.front[0]) * 0.22
        fl, fr = strip.front[0] + inset, strip.front[1] - inset
        s_front = front - 0.03
        s_leg = s_front - (front - rear) * 0.35
        out.append(Polyline((g.point(s_leg, fl), g.point(s_front, fl), g.point(s_front, fr),
                             g.point(s_leg, fr)), Style(stroke=LINE, width=0.02)))
        label = g.point((rear + front) / 2 - 0.02, (fl + fr) / 2)
        out.append(Text(label, str(box.rank), 0.06, colour=LINE, bold=True, turns=True))
    return out


def _start_finish(g: GtTileGeometry) -> list[Primitive]:
    """The chequered start-finish line: two rows of squares just past the line."""
    s = g.line_progress()
    if s is None:
        return []
    columns = 10
    width = g.road_width_at(s)
    square = width / columns
    rows = [s, s + square, s + 2 * square]
    out: list[Primitive] = []
    for i in range(2):
        for j in range(columns):
            fill = "#111111" if (i + j) % 2 else "#ffffff"
            f0, f1 = j / columns, (j + 1) / columns
            out.append(Polygon((g.point(rows[i], f0), g.point(rows[i], f1),
                                g.point(rows[i + 1], f1), g.point(rows[i + 1], f0)),
                               Style(fill=fill)))
    assert g.centerline is not None
    _, n = g.centerline.at(s + 4 * square)
    out.append(Text(g.point(s + 4.5 * square, 0.5), "START / FINISH", 0.06, bold=True,
                    colour=LINE, angle=_angle_across((float(n[0]), float(n[1]))), turns=True))
    return out


def _pit(side: TileSide) -> list[Primitive]:
    """The pit-stop piece: three lanes running N-S, what each lane does, BOX garages."""
    assert side.gt is not None
    lanes = side.gt.pit_lanes
    half_w, half_h = 0.42, 0.8
    hexagon = shapely.Polygon(hex_corners())
    out: list[Primitive] = []
    body = shapely.box(-half_w, -half_h, half_w, half_h).intersection(hexagon)
    out.append(_shape(body, Style(fill=PIT_FILL, stroke=TEXT, width=0.012)))
    step = 2 * half_w / len(lanes)
    for k, lane in enumerate(lanes):
        x0 = -half_w + k * step
        if k:
            cut = LineString([(x0, -half_h), (x0, half_h)]).intersection(hexagon)
            out.append(Polyline(_pts(cut.coords), Style(stroke=LINE, width=0.012)))
        x = x0 + step / 2
        words = {"repair": N_("REPAIR"), "tyres": N_("TYRES")}  # translated when painted
        for j, service in enumerate(lane.services):
            out.append(Text((x, 0.25 - 0.12 * j), words[service], 0.055, bold=True, colour=LINE,
                            turns=True))
        out.append(Text((x, -0.2), lane.gear, 0.14, bold=True, colour="#ffcf33", turns=True))
    for x in (-0.62, 0.62):
        out.append(Text((x, 0.0), "BOX", 0.07, bold=True, angle=90.0, turns=True))
    out.append(Text((0.0, 0.6), N_("PIT STOP"), 0.08, bold=True, colour=LINE, turns=True))
    return out
