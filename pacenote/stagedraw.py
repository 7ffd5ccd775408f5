"""Drawing of a whole stage: placed tiles, their tokens, course order and direction,
open ends."""

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
from pacenote.tilelist import tile_list
from pacenote.tokendraw import stage_token_primitives

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
    d.extend(stage_token_primitives(stage.tiles))  # over the road and its arrows
    for end in course.next_ends if open_ends else ():
        cx, cy = end.hex.center()
        d.add(Polygon(tuple((cx + 0.92 * (x - cx), cy + 0.92 * (y - cy))
                            for x, y in hex_corners((cx, cy))),
                      Style(stroke=OPEN_END, width=0.03, dash=(0.08, 0.06))))
        d.add(Text((cx, cy), "next", 0.16, colour=OPEN_END, bold=True))
    return d


TITLE_SIZE, LIST_SIZE, LIST_LINE = 0.45, 0.22, 0.3  # world units (hex circumradius 1)


def poster_drawing(stage: Stage, course: Course | None = None, *, title: str = "",
                   tiles: bool = True) -> Drawing:
    """The stage drawing with a title above it and, beside it, the rulebook-style tile
    list in as many columns as the map is tall (a picture to share or print)."""
    d = stage_drawing(stage, course)
    x0, y0, x1, y1 = d.bounds(0.3)
    texts: list[Text] = []
    if title:
        texts.append(Text(((x0 + x1) / 2, y1 + 0.55), title, TITLE_SIZE, bold=True))
    lines = tile_list(stage) if tiles else []
    if lines:
        rows = max(int((y1 - y0 - 0.6) / LIST_LINE), 8)
        texts.append(Text((x1 + 1.1, y1 - 0.15), f"{len(stage.tiles)} tiles", 0.28, bold=True))
        for i, line in enumerate(lines):
            column, row = divmod(i, rows)
            texts.append(Text((x1 + 1.1 + 1.6 * column, y1 - 0.6 - LIST_LINE * row), line,
                              LIST_SIZE))
    d.extend(texts)
    if texts:  # an unseen frame so the picture holds the whole of every text
        ex = [_text_extent(t) for t in texts]
        left, bottom = min(x0, *(e[0] for e in ex)), min(y0, *(e[1] for e in ex))
        right, top = max(x1, *(e[2] for e in ex)), max(y1, *(e[3] for e in ex))
        d.add(Polygon(((left, bottom), (right, bottom), (right, top), (left, top)), Style()))
    return d


def _text_extent(t: Text) -> tuple[float, float, float, float]:
    """A generous box around a text (glyphs are at most about 0.65 of their height wide)."""
    half_w, half_h = 0.33 * t.size * len(t.text) + 0.1, 0.6 * t.size + 0.05
    x, y = t.position
    return (x - half_w, y - half_h, x + half_w, y + half_h)


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
