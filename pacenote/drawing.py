"""Vector drawings of tile sides and stages as backend-neutral primitives.

One drawing feeds every output: SVG text (:mod:`pacenote.svg`), PNG through
QPainter (:mod:`pacenote.qtpaint`) and the editor's canvas. Coordinates are
world units (hex circumradius 1), y up.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from pacenote.hexgrid import hex_corners, rotate_point
from pacenote.tiles import TileSide

Pt = tuple[float, float]

GRASS = "#a7c77c"
GRASS_EDGE = "#6f8f4e"
ROAD = "#d2b07a"
CURB = "#7a5a32"
LINE = "#ffffff"
SHORTCUT = "#c9b48a"
WATER = "#3d7fc4"
TEXT = "#1d1d1d"
DANGER_COLOURS = {"low": "#f2d21b", "medium": "#f08a1c", "high": "#d8261c", "none": "#888888"}


@dataclass(frozen=True)
class Style:
    fill: str | None = None
    stroke: str | None = None
    width: float = 0.0  # stroke width in world units
    dash: tuple[float, ...] = ()
    opacity: float = 1.0


@dataclass(frozen=True)
class Polygon:
    points: tuple[Pt, ...]
    style: Style
    holes: tuple[tuple[Pt, ...], ...] = ()


@dataclass(frozen=True)
class Polyline:
    points: tuple[Pt, ...]
    style: Style


@dataclass(frozen=True)
class Circle:
    center: Pt
    radius: float
    style: Style


@dataclass(frozen=True)
class Text:
    position: Pt  # centre of the text
    text: str
    size: float  # height in world units
    colour: str = TEXT
    bold: bool = False
    angle: float = 0.0  # degrees counter-clockwise


Primitive = Polygon | Polyline | Circle | Text


@dataclass
class Drawing:
    primitives: list[Primitive] = field(default_factory=list)

    def add(self, *items: Primitive) -> None:
        self.primitives.extend(items)

    def extend(self, items: Iterable[Primitive]) -> None:
        self.primitives.extend(items)

    def bounds(self, margin: float = 0.1) -> tuple[float, float, float, float]:
        """(min x, min y, max x, max y) of everything drawn, with a margin."""
        xs: list[float] = []
        ys: list[float] = []
        for p in self.primitives:
            if isinstance(p, Polygon | Polyline):
                xs.extend(x for x, _ in p.points)
                ys.extend(y for _, y in p.points)
            elif isinstance(p, Circle):
                xs.extend((p.center[0] - p.radius, p.center[0] + p.radius))
                ys.extend((p.center[1] - p.radius, p.center[1] + p.radius))
            else:
                xs.append(p.position[0])
                ys.append(p.position[1])
        if not xs:
            return (-1.0, -1.0, 1.0, 1.0)
        return (min(xs) - margin, min(ys) - margin, max(xs) + margin, max(ys) + margin)


@dataclass(frozen=True)
class Placement:
    """Where a tile-local drawing goes: rotation (60° steps clockwise) then offset."""

    rot: int = 0
    offset: Pt = (0.0, 0.0)

    def __call__(self, p: Sequence[float]) -> Pt:
        x, y = rotate_point((float(p[0]), float(p[1])), self.rot)
        return (x + self.offset[0], y + self.offset[1])

    def many(self, pts: Iterable[Sequence[float]]) -> tuple[Pt, ...]:
        return tuple(self(p) for p in pts)


def tile_side_primitives(side: TileSide, at: Placement = Placement(), *,
                         label: bool = True) -> list[Primitive]:
    """The printed road of one tile side: what a player reads on the tile."""
    g = side.geometry
    out: list[Primitive] = [
        Polygon(at.many(hex_corners()), Style(fill=GRASS, stroke=GRASS_EDGE, width=0.02))
    ]
    if side.is_service:
        out.extend(_service(side, at))
    else:
        out.extend(_shortcuts(side, at))
        out.append(Polygon(at.many(g.road.exterior.coords), Style(fill=ROAD)))
        out.extend(_fords(side, at))
        out.extend(_cell_lines(side, at))
        out.extend(_curbs(side, at))
        out.extend(_start_finish(side, at))
        out.extend(_signals(side, at))
        out.extend(_symbols(side, at))
    if label:
        corner = at((-0.62, 0.70))
        out.append(Text(corner, side.id, 0.16, bold=True))
    return out


def _service(side: TileSide, at: Placement) -> list[Primitive]:
    yard = side.geometry.service_yard
    cx, cy = yard.centroid.x, yard.centroid.y
    return [
        Polygon(at.many(yard.exterior.coords), Style(fill=ROAD, stroke=CURB, width=0.02)),
        Text(at((cx, cy + 0.05)), "SERVICE", 0.13, bold=True),
        Text(at((cx, cy - 0.13)), "PARK", 0.13, bold=True),
    ]


def _curbs(side: TileSide, at: Placement) -> list[Primitive]:
    g = side.geometry
    assert g.centerline is not None
    off = g.lane_offsets()
    style = Style(stroke=CURB, width=0.025)
    return [Polyline(at.many(g.centerline.offset(0, g.length, d)), style)
            for d in (off[0], off[-1])]


def _cell_lines(side: TileSide, at: Placement) -> list[Primitive]:
    """Lane dividers in rows, transverse lines between cells, dotted slide lines."""
    g = side.geometry
    assert g.centerline is not None
    off = g.lane_offsets()
    solid = Style(stroke=LINE, width=0.018)
    dotted = Style(stroke=LINE, width=0.02, dash=(0.03, 0.03))
    out: list[Primitive] = []
    for sec, span in zip(side.sections, g.spans, strict=True):
        if sec.type == "row":
            if not sec.single:
                for d in off[1:-1]:
                    out.append(Polyline(at.many(g.centerline.offset(*span, d)), solid))
            if sec.slide:
                mid = sum(span) / 2
                out.append(Polyline(at.many(g.cross(mid, off[0], off[-1])), dotted))
        else:
            for cell in g.road_cells:
                if cell.section == sec.index and cell.index > 0:
                    left, right = _path_offsets(g, cell.kind, sec.turn)
                    s = cell.span[0]
                    out.append(Polyline(at.many(g.cross(s, left, right)), solid))
        if sec.index > 0:
            s = span[0]
            out.append(Polyline(at.many(g.cross(s, off[0], off[-1])), solid))
    return out


def _path_offsets(g: object, kind: str, turn: str | None) -> tuple[float, float]:
    off = g.lane_offsets()  # type: ignore[attr-defined]
    inner_right = turn == "right"
    if (kind == "inner") == inner_right:
        return (0.0, off[-1])
    return (off[0], 0.0)


def _limit_badge(p: Pt, limit: int, r: float = 0.075) -> list[Primitive]:
    return [
        Circle(p, r, Style(fill="#ffffff", stroke="#c0392b", width=0.018)),
        Text(p, str(limit), r * 1.35, bold=True),
    ]


def _symbols(side: TileSide, at: Placement) -> list[Primitive]:
    g = side.geometry
    out: list[Primitive] = []
    for cell in g.road_cells:
        if cell.limit is not None:
            c = cell.polygon.representative_point() if cell.kind != "single" else cell.polygon.centroid
            out.extend(_limit_badge(at((c.x, c.y)), cell.limit))
    for sec, span in zip(side.sections, g.spans, strict=True):
        if sec.jump is not None:
            p, _ = g.centerline.at(sum(span) / 2)  # type: ignore[union-attr]
            out.append(Circle(at(p), 0.085, Style(fill="#fff3c4", stroke=TEXT, width=0.012)))
            out.append(Text(at(p), f"^{sec.jump}", 0.1, bold=True))
    return out


def _fords(side: TileSide, at: Placement) -> list[Primitive]:
    g = side.geometry
    out: list[Primitive] = []
    off = g.lane_offsets()
    for sec, span in zip(side.sections, g.spans, strict=True):
        if not sec.ford:
            continue
        band = g.band(span, off[0], off[-1])
        out.append(Polygon(at.many(band.exterior.coords), Style(fill=WATER, opacity=0.35)))
        for k in (1, 2, 3):
            s = span[0] + (span[1] - span[0]) * k / 4
            pts = []
            for j in range(13):
                d = off[0] + (off[-1] - off[0]) * j / 12
                p, n = g.centerline.at(s)  # type: ignore[union-attr]
                wobble = 0.018 * math.sin(j * math.pi / 2)
                t = (n[1], -n[0])
                pts.append((p[0] + d * n[0] + wobble * t[0], p[1] + d * n[1] + wobble * t[1]))
            out.append(Polyline(at.many(pts), Style(stroke=WATER, width=0.018)))
    return out


def _shortcuts(side: TileSide, at: Placement) -> list[Primitive]:
    out: list[Primitive] = []
    for cell in side.geometry.shortcut_cells:
        out.append(Polygon(at.many(cell.polygon.exterior.coords),
                           Style(fill=SHORTCUT, stroke=LINE, width=0.015, dash=(0.04, 0.025))))
        c = cell.polygon.representative_point()
        out.extend(_limit_badge(at((c.x, c.y)), cell.limit or 0, 0.065))
        out.append(Text(at((c.x, c.y - 0.1)), "cut", 0.06))
    return out


def _start_finish(side: TileSide, at: Placement) -> list[Primitive]:
    seg = side.geometry.line_segment()
    if seg is None:
        return []
    (x0, y0), (x1, y1) = seg
    n = 8
    out: list[Primitive] = []
    for k in range(n):  # a chequered band reads as a start/finish line at any zoom
        a = ((x0 + (x1 - x0) * k / n), (y0 + (y1 - y0) * k / n))
        b = ((x0 + (x1 - x0) * (k + 1) / n), (y0 + (y1 - y0) * (k + 1) / n))
        out.append(Polyline(at.many((a, b)),
                            Style(stroke="#111111" if k % 2 else "#ffffff", width=0.05)))
    g = side.geometry
    s = g.line_progress() or 0.0
    p, _ = g.centerline.at(s)  # type: ignore[union-attr]
    word = "START" if side.line == "start" else "FINISH"
    out.append(Text(at((p[0], p[1])), word, 0.075, bold=True, colour="#b00020"))
    return out


def _signals(side: TileSide, at: Placement) -> list[Primitive]:
    """Danger-colour signals beside both road ends, as on the printed tile."""
    g = side.geometry
    assert g.centerline is not None
    colour = DANGER_COLOURS[side.danger]
    out: list[Primitive] = []
    for s, sign in ((0.06, 1), (g.length - 0.06, 1)):
        p, n = g.centerline.at(s)
        q = (p[0] + sign * n[0] * (g.width / 2 + 0.07), p[1] + sign * n[1] * (g.width / 2 + 0.07))
        out.append(Circle(at(q), 0.045, Style(fill=colour, stroke=TEXT, width=0.01)))
    return out


def tile_drawing(side: TileSide) -> Drawing:
    """A single tile side, upright."""
    d = Drawing()
    d.extend(tile_side_primitives(side))
    return d
