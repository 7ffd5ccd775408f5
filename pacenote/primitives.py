"""The backend-neutral drawing primitives every output paints (SVG text, QPainter PNG,
the editor's canvas): polygons, polylines, circles and texts in world units (hex
circumradius 1, y up), their styles and the print colours, a :class:`Drawing` of them,
a :class:`Placement` moving a tile-local drawing onto the board, and primitives as
plain JSON data for the disk cache (never pickled)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from pacenote.hexgrid import rotate_point

Pt = tuple[float, float]

GRASS = "#a7c77c"
GRASS_EDGE = "#6f8f4e"
ROAD = "#d2b07a"
CURB = "#7a5a32"
LINE = "#ffffff"
SHORTCUT = "#bfa577"
WATER = "#1f5fa8"
WATER_FILL = "#8fc1ea"
JUMP_FILL = "#ffe48a"
LIMIT_RING = "#c0392b"
LINE_TEXT = "#b00020"
TEXT = "#1d1d1d"
DANGER_COLOURS = {"low": "#f2d21b", "medium": "#f08a1c", "high": "#d8261c", "none": "#888888"}



@dataclass(frozen=True)
class Surface:
    """The colours a side's terrain is printed in: ground round the road, road, curbs,
    painted lines."""

    ground: str
    ground_edge: str
    road: str
    curb: str
    line: str


# Gravel as the core tiles; asphalt: dark grey road with white paint on green ground
# (Monte Carlo); snow: white road with dark blue paint on snowy ground (tile facts).
SURFACES = {
    "gravel": Surface(GRASS, GRASS_EDGE, ROAD, CURB, LINE),
    "none": Surface(GRASS, GRASS_EDGE, ROAD, CURB, LINE),
    "asphalt": Surface(GRASS, GRASS_EDGE, "#5b5f63", "#2e3033", LINE),
    "snow": Surface("#c9d8e3", "#8ea4b5", "#fbfcfd", "#7e97ad", "#1f3a7a"),
}
CLIMB_PLATE = {"asphalt": "#ffffff", "snow": "#2f5fb3", "gravel": "#ffffff"}

BADGE_RADIUS = 0.075  # limit circles on road cells
SHORTCUT_BADGE_RADIUS = 0.065


@dataclass(frozen=True)
class Style:
    fill: str | None = None
    stroke: str | None = None
    width: float = 0.0  # stroke width in world units
    dash: tuple[float, ...] = ()  # dash, gap, ... in world units (round caps: tiny dash = dot)
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
    turns: bool = False  # turns with the tile when placed; otherwise stays upright


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

    def apply(self, prim: Primitive) -> Primitive:
        """The primitive moved onto this placement."""
        if isinstance(prim, Polygon):
            return replace(prim, points=self.many(prim.points),
                           holes=tuple(self.many(h) for h in prim.holes))
        if isinstance(prim, Polyline):
            return replace(prim, points=self.many(prim.points))
        if isinstance(prim, Circle):
            return replace(prim, center=self(prim.center))
        angle = prim.angle - 60.0 * self.rot if prim.turns else prim.angle
        return replace(prim, position=self(prim.position), angle=angle)


def primitive_data(p: Primitive) -> list[Any]:
    """A primitive as JSON data (:func:`primitive_from_data` reads it back): its kind and fields."""
    def style(s: Style) -> list[Any]:
        return [s.fill, s.stroke, s.width, list(s.dash), s.opacity]

    if isinstance(p, Polygon):
        return ["polygon", p.points, style(p.style), p.holes]
    if isinstance(p, Polyline):
        return ["polyline", p.points, style(p.style)]
    if isinstance(p, Circle):
        return ["circle", p.center, p.radius, style(p.style)]
    return ["text", p.position, p.text, p.size, p.colour, p.bold, p.angle, p.turns]


def primitive_from_data(raw: list[Any]) -> Primitive:
    """A primitive from :func:`primitive_data`'s data; ValueError/TypeError if it is not that."""
    def pt(v: Any) -> Pt:
        x, y = v
        return (_num(x), _num(y))

    def pts(v: Any) -> tuple[Pt, ...]:
        return tuple(pt(q) for q in v)

    def style(v: Any) -> Style:
        fill, stroke, width, dash, opacity = v
        return Style(_opt_str(fill), _opt_str(stroke), _num(width),
                     tuple(_num(d) for d in dash), _num(opacity))

    kind = raw[0]
    if kind == "polygon" and len(raw) == 4:
        return Polygon(pts(raw[1]), style(raw[2]), tuple(pts(h) for h in raw[3]))
    if kind == "polyline" and len(raw) == 3:
        return Polyline(pts(raw[1]), style(raw[2]))
    if kind == "circle" and len(raw) == 4:
        return Circle(pt(raw[1]), _num(raw[2]), style(raw[3]))
    if kind == "text" and len(raw) == 8:
        _, position, text, size, colour, bold, angle, turns = raw
        if not (isinstance(text, str) and isinstance(colour, str) and isinstance(bold, bool)
                and isinstance(turns, bool)):
            raise TypeError("not a text primitive")
        return Text(pt(position), text, _num(size), colour, bold, _num(angle), turns)
    raise ValueError("not a primitive")


def _num(v: Any) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise TypeError("not a number")
    return float(v)


def _opt_str(v: Any) -> str | None:
    if v is not None and not isinstance(v, str):
        raise TypeError("not a colour")
    return v
