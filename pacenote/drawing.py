"""Vector drawings of tile sides and stages as backend-neutral primitives.

One drawing feeds every output: SVG text (:mod:`pacenote.svg`), PNG through
QPainter (:mod:`pacenote.export.qtpaint`) and the editor's canvas. Coordinates are
world units (hex circumradius 1), y up.

A tile side is drawn the way a player reads the printed tile: road and curbs,
lane and cell lines (none between a corner's inner and outer paths), dotted
slide lines, speed limits in circles, jumps, fords, shortcut cells, the
start/finish line, the danger signals at both road ends and the tile id.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterable, Sequence
from functools import cache

import shapely
from shapely.geometry import LineString
from shapely.geometry import Polygon as ShapelyPolygon
from shapely.ops import nearest_points, polylabel

from pacenote import diskcache
from pacenote.hexgrid import hex_corners
from pacenote.i18n import N_
from pacenote.primitives import (  # re-exported: drawing's public names
    BADGE_RADIUS,
    CLIMB_PLATE,
    CURB,
    DANGER_COLOURS,
    GRASS,
    GRASS_EDGE,
    JUMP_FILL,
    LIMIT_RING,
    LINE,
    LINE_TEXT,
    ROAD,
    SHORTCUT,
    SHORTCUT_BADGE_RADIUS,
    SURFACES,
    TEXT,
    WATER,
    WATER_FILL,
    Circle,
    Drawing,
    Placement,
    Polygon,
    Polyline,
    Primitive,
    Pt,
    Style,
    Surface,
    Text,
    primitive_data,
    primitive_from_data,
)
from pacenote.tilegeometry import Cell, TileGeometry
from pacenote.tiles import TileSide

__all__ = ["BADGE_RADIUS", "CLIMB_PLATE", "CURB", "Circle", "DANGER_COLOURS", "Drawing", "GRASS",
           "GRASS_EDGE", "JUMP_FILL", "LIMIT_RING", "LINE", "LINE_TEXT", "Placement", "Polygon",
           "Polyline", "Primitive", "Pt", "ROAD", "SHORTCUT", "SHORTCUT_BADGE_RADIUS", "SURFACES",
           "Style", "Surface", "TEXT", "Text", "WATER", "WATER_FILL", "primitive_data",
           "primitive_from_data", "tile_drawing", "tile_side_primitives"]


def tile_side_primitives(side: TileSide, at: Placement = Placement(), *,
                         label: bool = True) -> list[Primitive]:
    """The printed road of one tile side: what a player reads on the tile."""
    local = _local_primitives(side, label)
    if at == Placement():
        return list(local)
    return [at.apply(p) for p in local]


def tile_drawing(side: TileSide) -> Drawing:
    """A single tile side, upright."""
    return Drawing(tile_side_primitives(side))


@cache
def _local_primitives(side: TileSide, label: bool) -> tuple[Primitive, ...]:
    """Everything drawn on one side in its own frame; cached in memory, since an editor
    redraws the same sides over and over at different placements, and on disk
    (pacenote.diskcache, under a key of the side and the core's code), so the editor's
    first paint need not derive the cells of every side on the stage."""
    key = diskcache.digest([diskcache.source_digest("pacenote"), repr(side), str(label)])
    stored = diskcache.read("primitives", key)  # data (JSON with a CRC), never pickled
    if stored is not None:
        with contextlib.suppress(ValueError, TypeError, KeyError, IndexError):
            return tuple(primitive_from_data(p) for p in stored)  # not exactly ours: drawn again
    drawn = _draw_local_primitives(side, label)
    diskcache.write("primitives", key, [primitive_data(p) for p in drawn])
    return drawn



def _draw_local_primitives(side: TileSide, label: bool) -> tuple[Primitive, ...]:
    surface = SURFACES.get(side.terrain, SURFACES["gravel"])
    out: list[Primitive] = [
        Polygon(_pts(hex_corners()), Style(fill=surface.ground, stroke=surface.ground_edge,
                                           width=0.02))
    ]
    if side.gt is not None:
        from pacenote.gtdrawing import gt_primitives  # GT tiles print other things

        out.extend(gt_primitives(side))
    elif side.is_service:
        out.extend(_service(side))
    elif side.roads or side.kind == "scenery":
        from pacenote.roadsdrawing import roads_primitives  # several roads, or none

        out.extend(roads_primitives(side))
    else:
        g = side.geometry
        out.extend(_shortcut_cells(g))
        out.append(_shape(g.road, Style(fill=surface.road)))
        out.extend(_fords(side, g))
        out.extend(_cell_lines(side, g, surface.line))
        out.extend(_curbs(g, surface.curb))
        out.extend(_climb_plates(side, g))
        out.extend(_start_finish(side, g))
        out.extend(_signals(side, g))
        out.extend(_limits(g))
        out.extend(_jumps(side, g))
        out.extend(_shortcut_marks(side, g))
    if label:
        out.append(Text((-0.64, 0.72), side.id, 0.13, bold=True))
    return tuple(out)


# --- helpers -------------------------------------------------------------------------


def _pts(points: Iterable[Sequence[float]]) -> tuple[Pt, ...]:
    return tuple((float(p[0]), float(p[1])) for p in points)


def _shape(poly: object, style: Style) -> Polygon:
    """A shapely polygon (holes kept) as a drawing polygon."""
    assert isinstance(poly, ShapelyPolygon)
    return Polygon(_pts(poly.exterior.coords), style,
                   tuple(_pts(r.coords) for r in poly.interiors))


def _point(g: TileGeometry, s: float, d: float) -> Pt:
    """The point at progress ``s``, offset ``d`` to the left of the centreline."""
    assert g.centerline is not None
    return g.centerline.offset(s, s, d)[0]


def _frame(g: TileGeometry, s: float) -> tuple[Pt, Pt, Pt]:
    """Point, unit tangent (direction of description) and unit left normal at ``s``."""
    assert g.centerline is not None
    p, n = g.centerline.at(s)
    return (float(p[0]), float(p[1])), (float(n[1]), float(-n[0])), (float(n[0]), float(n[1]))


def _lateral(g: TileGeometry, cell: Cell) -> tuple[float, float]:
    """Left and right lateral offsets of a road cell, read from its polygon, so the
    drawing follows whatever split of the road the geometry chose."""
    s = sum(cell.span) / 2
    off = g.lane_offsets()
    p, _, n = _frame(g, s)
    cut = LineString(g.cross(s, off[0], off[-1])).intersection(cell.polygon.buffer(1e-9))
    ds = [(x - p[0]) * n[0] + (y - p[1]) * n[1] for x, y in shapely.get_coordinates(cut)]
    return (max(ds), min(ds)) if ds else (off[0], off[-1])


def _badge(p: Pt, limit: int, r: float) -> list[Primitive]:
    return [
        Circle(p, r, Style(fill="#ffffff", stroke=LIMIT_RING, width=r * 0.24)),
        Text(p, str(limit), r * 1.35, bold=True),
    ]


def _angle_across(n: Pt) -> float:
    """Text angle (degrees) for text running across the road, kept readable (not
    upside down) in the tile's upright view."""
    a = math.degrees(math.atan2(-n[1], -n[0]))
    if a > 90.0:
        a -= 180.0
    elif a <= -90.0:
        a += 180.0
    return a


# --- layers ------------------------------------------------------------------------


def _service(side: TileSide) -> list[Primitive]:
    yard = side.geometry.service_yard
    cx, cy = yard.centroid.x, yard.centroid.y
    return [
        _shape(yard, Style(fill=ROAD, stroke=CURB, width=0.02)),
        # Two lines that turn with the tile, so they stay one above the other.
        # The words are translated when painted (pacenote.i18n).
        Text((cx, cy + 0.05), N_("SERVICE"), 0.09, bold=True, turns=True),
        Text((cx, cy - 0.08), N_("PARK"), 0.09, bold=True, turns=True),
    ]


def _curbs(g: TileGeometry, colour: str = CURB) -> list[Primitive]:
    assert g.centerline is not None
    off = g.lane_offsets()
    style = Style(stroke=colour, width=0.025)
    return [Polyline(_pts(g.centerline.offset(0, g.length, d)), style) for d in (off[0], off[-1])]


def _cell_lines(side: TileSide, g: TileGeometry, colour: str = LINE) -> list[Primitive]:
    """Lane dividers in rows, lines between sections and between the cells of a
    corner path (never between its inner and outer paths), dotted slide lines."""
    assert g.centerline is not None
    off = g.lane_offsets()
    solid = Style(stroke=colour, width=0.018)
    dotted = Style(stroke=colour, width=0.024, dash=(0.001, 0.045))
    out: list[Primitive] = []
    for sec, span in zip(side.sections, g.spans, strict=True):
        if sec.index > 0:
            out.append(Polyline(_pts(g.cross(span[0], off[0], off[-1])), solid))
        if sec.type == "row" and not sec.single:
            row = g.lane_offsets(sec.lanes) if sec.lanes else off  # an RX row of its own width
            out.extend(Polyline(_pts(g.centerline.offset(*span, d)), solid) for d in row[1:-1])
        if sec.slide:
            out.append(Polyline(_pts(g.cross(sum(span) / 2, off[0], off[-1])), dotted))
    for cell in g.road_cells:
        if cell.is_corner and cell.index > 0:
            left, right = _lateral(g, cell)
            out.append(Polyline(_pts(g.cross(cell.span[0], left, right)), solid))
    return out


def _limits(g: TileGeometry, skip: frozenset[str] = frozenset()) -> list[Primitive]:
    """A circled limit in the middle of every road cell that has one (but the cells in
    ``skip``: junction cells a route drawn before shares)."""
    out: list[Primitive] = []
    for cell in g.road_cells:
        if cell.limit is None or cell.key in skip:
            continue
        left, right = _lateral(g, cell)
        r = min(BADGE_RADIUS, 0.42 * (left - right))
        out.extend(_badge(_point(g, sum(cell.span) / 2, (left + right) / 2), cell.limit, r))
    return out


def _jumps(side: TileSide, g: TileGeometry) -> list[Primitive]:
    """``^N`` on the middle of the row: the number in a badge and a chevron beside it
    pointing across the road (to the left of the description direction), as printed."""
    out: list[Primitive] = []
    for sec, span in zip(side.sections, g.spans, strict=True):
        if sec.jump is None:
            continue
        p, t, n = _frame(g, sum(span) / 2)
        r = 0.07

        def at(a: float, b: float, p: Pt = p, t: Pt = t, n: Pt = n) -> Pt:
            return (p[0] + a * t[0] + b * n[0], p[1] + a * t[1] + b * n[1])

        chevron = (at(-0.06, r + 0.005), at(0, r + 0.06), at(0.06, r + 0.005))
        out.append(Polyline(chevron, Style(stroke=TEXT, width=0.03)))
        out.append(Circle(p, r, Style(fill=JUMP_FILL, stroke=TEXT, width=0.014)))
        out.append(Text(p, str(sec.jump), 0.1, bold=True))
    return out


def _fords(side: TileSide, g: TileGeometry) -> list[Primitive]:
    """Water across the whole row, with waves running across the road."""
    off = g.lane_offsets()
    out: list[Primitive] = []
    for sec, span in zip(side.sections, g.spans, strict=True):
        if not sec.ford:
            continue
        out.append(_shape(g.band(span, off[0], off[-1]), Style(fill=WATER_FILL, opacity=0.85)))
        for k in (1, 2):
            s0 = span[0] + (span[1] - span[0]) * k / 3
            p, t, n = _frame(g, s0)
            steps = 32
            wave = []
            for j in range(steps + 1):
                d = off[0] + (off[-1] - off[0]) * j / steps
                w = 0.022 * math.sin(j / steps * 3 * 2 * math.pi)  # three waves across the road
                wave.append((p[0] + d * n[0] + w * t[0], p[1] + d * n[1] + w * t[1]))
            out.append(Polyline(tuple(wave), Style(stroke=WATER, width=0.02)))
    return out


def _climb_plates(side: TileSide, g: TileGeometry) -> list[Primitive]:
    """DIRT Climb plates as printed: an arrow-shaped plate per lane straddling the row's
    far boundary, pointing along the road to the end it names, its signed mark inside
    (read facing the way it points)."""
    out: list[Primitive] = []
    off = g.lane_offsets()
    fill = CLIMB_PLATE.get(side.terrain, "#ffffff")
    ink = "#ffffff" if side.terrain == "snow" else TEXT
    for sec, span in zip(side.sections, g.spans, strict=True):
        for plate in sec.climb:
            p, t, n = _frame(g, span[1])
            d = (off[plate.lane] + off[plate.lane + 1]) / 2
            c = (p[0] + d * n[0], p[1] + d * n[1])
            sign = 1.0 if plate.points == "to" else -1.0
            u = (sign * t[0], sign * t[1])  # along the road, the way the arrow points
            v = (-u[1], u[0])
            half_w, body, head = 0.055, 0.06, 0.075

            def at(a: float, b: float, c: Pt = c, u: Pt = u, v: Pt = v) -> Pt:
                return (c[0] + a * u[0] + b * v[0], c[1] + a * u[1] + b * v[1])

            shape = (at(-body, half_w), at(body * 0.4, half_w), at(head, 0.0),
                     at(body * 0.4, -half_w), at(-body, -half_w))
            out.append(Polygon(shape, Style(fill=fill, stroke=TEXT, width=0.008)))
            angle = math.degrees(math.atan2(u[1], u[0])) - 90.0  # upright facing its way
            out.append(Text(at(-0.01, 0.0), f"{plate.mark:+d}", 0.05, bold=True, colour=ink,
                            angle=angle, turns=True))
    return out


def _shortcut_cells(g: TileGeometry) -> list[Primitive]:
    return [_shape(c.polygon, Style(fill=SHORTCUT, stroke=LINE, width=0.016))
            for c in g.shortcut_cells]


def _shortcut_marks(side: TileSide, g: TileGeometry) -> list[Primitive]:
    """Each shortcut's limit in a circle on a double-headed arrow: the cut it offers,
    from the first section it borders to the last (usable either way)."""
    out: list[Primitive] = []
    mark = Style(stroke=TEXT, width=0.014)
    signals = shapely.union_all([shapely.Point(p).buffer(0.075) for p in _signal_points(g)])
    for cell in g.shortcut_cells:
        poly = cell.polygon
        free = poly.difference(signals)  # keep the badge clear of the road-end signals
        if not isinstance(free, ShapelyPolygon):
            free = max(getattr(free, "geoms", [poly]), key=lambda q: q.area)
        centre = polylabel(free, tolerance=0.002)
        c = (centre.x, centre.y)
        room = free.exterior.distance(centre)
        touches = side.shortcuts[cell.index].touches
        a = _point(g, sum(g.spans[min(touches)]) / 2, 0.0)
        b = _point(g, sum(g.spans[max(touches)]) / 2, 0.0)
        u = (b[0] - a[0], b[1] - a[1])
        norm = math.hypot(*u) or 1.0
        u = (u[0] / norm, u[1] / norm)
        probe = LineString([(c[0] - 3 * u[0], c[1] - 3 * u[1]), (c[0] + 3 * u[0], c[1] + 3 * u[1])])
        inside = probe.intersection(poly.buffer(-0.035))
        pieces = [inside] if isinstance(inside, LineString) else list(getattr(inside, "geoms", []))
        pieces = [q for q in pieces if not q.is_empty and q.distance(centre) < 1e-6]
        r = min(SHORTCUT_BADGE_RADIUS, max(room * 0.95, 0.04))
        if pieces and pieces[0].length > 2 * r + 0.1:
            (x0, y0), (x1, y1) = pieces[0].coords[0], pieces[0].coords[-1]
            out.append(Polyline(((x0, y0), (x1, y1)), mark))
            for (x, y), sign in (((x0, y0), 1.0), ((x1, y1), -1.0)):
                dx, dy = sign * (x1 - x0), sign * (y1 - y0)
                ln = math.hypot(dx, dy)
                dx, dy = dx / ln * 0.035, dy / ln * 0.035
                out.append(Polyline(((x + dx - dy * 0.8, y + dy + dx * 0.8), (x, y),
                                     (x + dx + dy * 0.8, y + dy - dx * 0.8)), mark))
        out.extend(_shortcut_symbol(c, cell.limit or 0, r))
    return out


def _shortcut_symbol(p: Pt, limit: int, r: float) -> list[Primitive]:
    """The rulebook's shortcut symbol ↷ with the limit inside: a clockwise arrow
    curling round the number (road limits use the red ring instead)."""
    ink = Style(stroke=TEXT, width=r * 0.2)
    arc = tuple(_polar(p, r * 0.92, a) for a in range(150, -150, -12))  # clockwise, open left
    tip = arc[-1]
    head = (_polar(tip, r * 0.45, -150 + 90 + 35), tip, _polar(tip, r * 0.45, -150 + 90 + 125))
    return [
        Circle(p, r, Style(fill="#ffffff")),
        Polyline(arc, ink),
        Polyline(head, ink),
        Text(p, str(limit), r * 1.25, bold=True),
    ]


def _start_finish(side: TileSide, g: TileGeometry) -> list[Primitive]:
    """A chequered band across the road on the line, and the word beyond it."""
    s = g.line_progress()
    if s is None:
        return []
    off = g.lane_offsets()
    columns = 8
    square = (off[0] - off[-1]) / columns
    s0 = min(max(s - square, 0.0), g.length - 2 * square)
    rows = [s0, s0 + square, s0 + 2 * square]
    ds = [off[0] - k * square for k in range(columns + 1)]
    band = (_point(g, rows[0], ds[0]), _point(g, rows[0], ds[-1]),
            _point(g, rows[-1], ds[-1]), _point(g, rows[-1], ds[0]))
    out: list[Primitive] = [Polygon(band, Style(fill="#ffffff", stroke="#111111", width=0.008))]
    for i in range(2):
        for j in range(columns):
            if (i + j) % 2:
                out.append(Polygon((_point(g, rows[i], ds[j]), _point(g, rows[i], ds[j + 1]),
                                    _point(g, rows[i + 1], ds[j + 1]),
                                    _point(g, rows[i + 1], ds[j])), Style(fill="#111111")))
    word = {"start": "START", "start-finish": "START / FINISH"}.get(side.line or "", "FINISH")
    beyond = s + 2 * square + 0.08
    if beyond > g.length - 0.05:  # no room past the line: write it before the line
        beyond = s - 2 * square - 0.08
    p, _, n = _frame(g, beyond)
    out.append(Text(p, word, 0.085, bold=True, colour=LINE_TEXT, angle=_angle_across(n),
                    turns=True))
    return out


def _signal_points(g: TileGeometry) -> list[Pt]:
    """Where the danger signals stand: beside both road ends, on the right of a driver
    entering there (as road signs stand)."""
    out = []
    inside = g.hexagon.buffer(-0.065)  # a signal stands on the tile, never over its edge
    for s, right in ((0.1, -1.0), (g.length - 0.1, 1.0)):
        p, _, n = _frame(g, s)
        d = right * (g.width / 2 + 0.085)
        spot = shapely.Point(p[0] + d * n[0], p[1] + d * n[1])
        if not inside.contains(spot):
            spot = nearest_points(inside, spot)[0]
        out.append((spot.x, spot.y))
    return out


def _signals(side: TileSide, g: TileGeometry) -> list[Primitive]:
    """Danger-colour signals at both road ends; the shape tells the level too
    (for colour-blind readers)."""
    colour = DANGER_COLOURS[side.danger]
    return [_signal(p, side.danger_level, colour) for p in _signal_points(g)]


def _signal(c: Pt, level: int, colour: str) -> Primitive:
    """Low: a round lamp; medium: a hexagon; high: a six-pointed star. Every shape
    looks the same after 60° turns, so signals stay upright on any placed tile."""
    style = Style(fill=colour, stroke=TEXT, width=0.012)
    r = 0.05
    if level <= 1:
        return Circle(c, r * 0.9, style)
    if level == 2:
        return Polygon(tuple(_polar(c, r, 90 + 60 * k) for k in range(6)), style)
    return Polygon(tuple(_polar(c, r * (1.35 if k % 2 == 0 else 0.7), 90 + 30 * k)
                         for k in range(12)), style)


def _polar(c: Pt, r: float, degrees: float) -> Pt:
    a = math.radians(degrees)
    return (c[0] + r * math.cos(a), c[1] + r * math.sin(a))
