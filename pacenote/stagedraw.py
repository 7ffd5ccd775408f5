"""Drawing of a whole stage: placed tiles, course order and direction, open ends."""

from __future__ import annotations

import math

from pacenote.course import Course, CourseTile, build_course
from pacenote.drawing import (
    Circle,
    Drawing,
    Placement,
    Polygon,
    Polyline,
    Primitive,
    Style,
    Text,
    tile_side_primitives,
)
from pacenote.hexgrid import hex_corners
from pacenote.stage import Stage

ARROW = "#1f4e9c"
OPEN_END = "#d81b60"
UNKNOWN = "#9e9e9e"


def stage_drawing(stage: Stage, course: Course | None = None, *, arrows: bool = True,
                  numbers: bool = True, open_ends: bool = True) -> Drawing:
    """The placed stage with tile ids, course direction arrows and open ends (``open_ends``
    False leaves them out: a finished stage's only one is past the FINISH)."""
    course = course or build_course(stage)
    d = Drawing()
    labels: list[Text] = []  # drawn after every tile so no neighbour hides them
    road = {r.index: r for r in course.road_tiles}
    for i, p in enumerate(stage.tiles):
        at = Placement(p.rot, p.hex.center())
        if i in road:
            d.extend(tile_side_primitives(road[i].side, at, label=False))
            cx, cy = p.hex.center()
            # Ids stay upright at the same corner of every hex so they never collide.
            labels.append(Text((cx - 0.55, cy + 0.66), p.tile, 0.16, bold=True))
        else:
            d.add(Polygon(at.many(hex_corners()), Style(fill="#eeeeee", stroke=UNKNOWN,
                                                       width=0.02, dash=(0.06, 0.04))))
            d.add(Text(p.hex.center(), p.tile, 0.2, colour=UNKNOWN, bold=True))
    d.extend(labels)
    if arrows:
        for ct in course.driven:
            d.extend(_direction_arrow(ct))
            if numbers:
                cx, cy = ct.hex.center()
                d.add(Circle((cx + 0.55, cy - 0.62), 0.12, Style(fill="#ffffff", stroke=ARROW,
                                                                 width=0.02)))
                d.add(Text((cx + 0.55, cy - 0.62), str(ct.index + 1), 0.13, colour=ARROW,
                           bold=True))
    for end in course.open_ends if open_ends else ():
        cx, cy = end.hex.center()
        d.add(Polygon(tuple((cx + 0.92 * (x - cx), cy + 0.92 * (y - cy))
                            for x, y in hex_corners((cx, cy))),
                      Style(stroke=OPEN_END, width=0.03, dash=(0.08, 0.06))))
        d.add(Text((cx, cy), "next", 0.16, colour=OPEN_END, bold=True))
    return d


def _direction_arrow(ct: CourseTile) -> list[Primitive]:
    """An arrow along the centreline in the middle of the tile, pointing the way driven."""
    g = ct.side.geometry
    if g.centerline is None:
        return []
    mid = g.length / 2
    a = max(mid - 0.18, 0.0)
    b = min(mid + 0.18, g.length)
    if ct.reversed:
        a, b = b, a
    pa, _ = g.centerline.at(a)
    pb, _ = g.centerline.at(b)
    p0 = ct.to_world((float(pa[0]), float(pa[1])))
    p1 = ct.to_world((float(pb[0]), float(pb[1])))
    ang = math.atan2(p1[1] - p0[1], p1[0] - p0[0])
    head = [
        (p1[0] - 0.12 * math.cos(ang - 0.5), p1[1] - 0.12 * math.sin(ang - 0.5)),
        p1,
        (p1[0] - 0.12 * math.cos(ang + 0.5), p1[1] - 0.12 * math.sin(ang + 0.5)),
    ]
    style = Style(stroke=ARROW, width=0.045, opacity=0.85)
    return [Polyline((p0, p1), style), Polyline(tuple(head), style)]
