"""Tile drawings: what each side shows (as primitives), placement, and the SVG/PNG
writers, on the real tileset."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest
from shapely.geometry import Point
from shapely.geometry import Polygon as ShapelyPolygon

from pacenote import drawing as dr
from pacenote.drawing import Circle, Drawing, Placement, Polygon, Polyline, Text
from pacenote.errors import PacenoteFileError
from pacenote.export.render import write_drawing
from pacenote.hexgrid import hex_corners
from pacenote.tiles import load_tileset

TILESET = load_tileset()
ROAD_SIDES = [s.id for s in TILESET if not s.is_service]
SVG = "{http://www.w3.org/2000/svg}"


def prims(tile_id: str, at: Placement | None = None, **kw) -> list:
    return dr.tile_side_primitives(TILESET[tile_id], at or Placement(), **kw)


def white_lines(items: list, dotted: bool) -> list[Polyline]:
    return [p for p in items if isinstance(p, Polyline) and p.style.stroke == dr.LINE
            and bool(p.style.dash) == dotted]


def near(colour: str, expected: str, tol: int = 12) -> bool:
    """Pixel colours match within antialiasing noise."""
    a, b = (bytes.fromhex(c.lstrip("#")) for c in (colour, expected))
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= tol


def limit_badges(items: list) -> list[tuple[Circle, Text]]:
    """Limit circles with the text drawn right after them."""
    return [(c, t) for c, t in zip(items, items[1:], strict=False)
            if isinstance(c, Circle) and c.style.stroke == dr.LIMIT_RING and isinstance(t, Text)]


# --- what a side shows ------------------------------------------------------------------------


@pytest.mark.parametrize("tile_id", ROAD_SIDES)
def test_cell_lines_as_printed(tile_id):
    """Lane dividers in rows, one line between sections, lines between the cells of each
    corner path and none between the inner and outer paths; a dotted line per slide row."""
    side = TILESET[tile_id]
    solid, dotted = white_lines(prims(tile_id), False), white_lines(prims(tile_id), True)
    dividers = sum(side.lanes - 1 for s in side.sections if s.type == "row" and not s.single)
    between = len(side.sections) - 1
    in_paths = sum(len(s.inner) - 1 + len(s.outer) - 1 for s in side.sections if s.is_corner)
    assert len(solid) == dividers + between + in_paths
    assert len([p for p in solid if len(p.points) > 2]) == dividers  # only dividers run along
    assert len(dotted) == sum(s.slide for s in side.sections)


@pytest.mark.parametrize("tile_id", ROAD_SIDES)
def test_every_limit_is_circled_inside_its_cell(tile_id):
    g = TILESET[tile_id].geometry
    items = prims(tile_id)
    badges = limit_badges(items)
    limited = [c for c in g.road_cells if c.limit is not None]
    assert len(badges) == len(limited)
    for cell in limited:  # one badge with the cell's limit lies inside every limited cell
        inside = [t.text for c, t in badges if cell.polygon.contains(Point(c.center))]
        assert inside == [str(cell.limit)], cell.key
    # Shortcuts carry their own symbol (a white disc, the curled arrow, the limit), not
    # the road's red ring: one inside each shortcut cell.
    symbols = [(c, t) for c, arc, head, t in zip(items, items[1:], items[2:], items[3:],
                                                  strict=False)
               if isinstance(c, Circle) and c.style.stroke != dr.LIMIT_RING
               and c.style.fill == "#ffffff" and isinstance(arc, Polyline)
               and isinstance(head, Polyline) and isinstance(t, Text)]
    assert len(symbols) == len(g.shortcut_cells)
    for cell in g.shortcut_cells:
        inside = [t.text for c, t in symbols if cell.polygon.contains(Point(c.center))]
        assert inside == [str(cell.limit)], cell.key


@pytest.mark.parametrize("tile_id", [s.id for s in TILESET if any(x.jump for x in s.sections)])
def test_jumps_show_their_value_and_a_chevron_across_the_road(tile_id):
    side = TILESET[tile_id]
    g = side.geometry
    items = prims(tile_id)
    for sec, span in zip(side.sections, g.spans, strict=True):
        if sec.jump is None:
            continue
        p, n = g.centerline.at(sum(span) / 2)
        k = next(i for i, q in enumerate(items) if isinstance(q, Circle)
                 and q.style.fill == dr.JUMP_FILL and math.dist(q.center, p) < 1e-9)
        assert items[k + 1].text == str(sec.jump)
        chevron = items[k - 1]
        tip = chevron.points[1]
        to_tip = (tip[0] - p[0], tip[1] - p[1])
        # the ^ points across the road, to the left of the description direction
        assert (to_tip[0] * n[0] + to_tip[1] * n[1]) / math.hypot(*to_tip) > 0.99


@pytest.mark.parametrize("tile_id", ROAD_SIDES)
def test_fords_are_water_with_waves(tile_id):
    side = TILESET[tile_id]
    items = prims(tile_id)
    water = [p for p in items if isinstance(p, Polygon) and p.style.fill == dr.WATER_FILL]
    waves = [p for p in items if isinstance(p, Polyline) and p.style.stroke == dr.WATER]
    fords = [s.index for s in side.sections if s.ford]
    assert len(water) == len(fords) and len(waves) == 2 * len(fords)
    for poly, sec in zip(water, fords, strict=True):
        cells = [c.polygon for c in side.geometry.road_cells if c.section == sec]
        shape = ShapelyPolygon(poly.points)
        assert abs(shape.area - sum(c.area for c in cells)) < 1e-6


@pytest.mark.parametrize(("tile_id", "word"), [("202a", "START"), ("202b", "START"),
                                                ("203a", "FINISH"), ("203b", "FINISH")])
def test_start_and_finish_lines_are_chequered_bands_on_the_line(tile_id, word):
    g = TILESET[tile_id].geometry
    items = prims(tile_id)
    black = [p for p in items if isinstance(p, Polygon) and p.style.fill == "#111111"]
    assert len(black) == 8  # two rows of eight squares, alternating:
    squares = [ShapelyPolygon(p.points) for p in black]
    for i, a in enumerate(squares):  # black squares meet only at corners
        assert all(a.intersection(b).length < 1e-9 for b in squares[i + 1:])
    band = next(p for p in items if isinstance(p, Polygon) and p.style.fill == "#ffffff")
    a, b = g.line_segment()
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    centre = ShapelyPolygon(band.points).centroid
    assert math.dist((centre.x, centre.y), mid) < 1e-6
    assert [t.text for t in items if isinstance(t, Text) and t.turns] == [word]


def test_sides_without_a_line_have_no_chequered_band():
    for tid in ROAD_SIDES:
        if TILESET[tid].line is None:
            black = [p for p in prims(tid) if isinstance(p, Polygon) and p.style.fill == "#111111"]
            assert black == [], tid


@pytest.mark.parametrize("tile_id", [s.id for s in TILESET])
def test_danger_signals_beside_both_road_ends(tile_id):
    side = TILESET[tile_id]
    colour = dr.DANGER_COLOURS[side.danger]
    signals = [p for p in prims(tile_id) if isinstance(p, Circle | Polygon)
               and p.style.fill == colour and p.style.stroke == dr.TEXT]
    if side.is_service:
        assert signals == []  # the printed service park has none
        return
    assert len(signals) == 2
    shape = {1: Circle, 2: 6, 3: 12}[side.danger_level]
    hexagon = ShapelyPolygon(hex_corners())
    g = side.geometry
    ends = [g.centerline.at(0.0)[0], g.centerline.at(g.length)[0]]
    for sig, end in zip(signals, ends, strict=True):
        if shape is Circle:
            assert isinstance(sig, Circle)
            c = sig.center
        else:
            assert len(sig.points) == shape
            c = (sum(x for x, _ in sig.points) / shape, sum(y for _, y in sig.points) / shape)
        assert hexagon.contains(Point(c)) and not g.road.contains(Point(c))
        assert math.dist(c, end) < 0.45  # beside its road end


@pytest.mark.parametrize("tile_id", ["203b", "202b"])  # high: star, medium: hexagon
def test_signals_stay_upright_on_a_turned_tile(tile_id):
    def shapes(at: Placement) -> list[set]:
        colour = dr.DANGER_COLOURS[TILESET[tile_id].danger]
        out = []
        for p in prims(tile_id, at):
            if isinstance(p, Polygon) and p.style.fill == colour:
                cx = sum(x for x, _ in p.points) / len(p.points)
                cy = sum(y for _, y in p.points) / len(p.points)
                out.append({(round(x - cx, 9), round(y - cy, 9)) for x, y in p.points})
        return out

    assert len(shapes(Placement())) == 2
    for rot in range(1, 6):
        assert shapes(Placement(rot, (5.0, 2.0))) == shapes(Placement())


def test_tile_id_label_can_be_left_out():
    assert "210a" in [t.text for t in prims("210a") if isinstance(t, Text)]
    assert "210a" not in [t.text for t in prims("210a", label=False) if isinstance(t, Text)]


def test_service_park_shows_the_yard():
    texts = [t.text for t in prims("201a") if isinstance(t, Text)]
    assert texts == ["SERVICE", "PARK", "201a"]


# --- placement -----------------------------------------------------------------------------


def test_placement_turns_and_moves_every_point_but_keeps_numbers_upright():
    at = Placement(2, (3.0, -1.5))
    local, placed = prims("202a"), prims("202a", at)
    assert len(local) == len(placed)
    for a, b in zip(local, placed, strict=True):
        assert type(a) is type(b)
        if isinstance(a, Polygon | Polyline):
            assert b.points == at.many(a.points)
        elif isinstance(a, Circle):
            assert b.center == at(a.center) and b.radius == a.radius
        else:
            assert b.position == at(a.position)
            assert b.angle == (a.angle - 120.0 if a.turns else a.angle)


# --- writing files ------------------------------------------------------------------------


def test_svg_has_every_primitive_with_dotted_lines_and_turned_text(tmp_path):
    path = write_drawing(Drawing(prims("202b", Placement(1))), tmp_path / "a.svg")
    root = ET.parse(path).getroot()
    items = prims("202b", Placement(1))
    assert len(list(root.iter(f"{SVG}path"))) == sum(isinstance(p, Polygon) for p in items)
    assert len(list(root.iter(f"{SVG}polyline"))) == sum(isinstance(p, Polyline) for p in items)
    texts = {t.text: t for t in root.iter(f"{SVG}text")}
    assert texts["START"].get("transform", "").startswith("rotate(")
    assert "transform" not in texts["202b"].attrib
    assert root.get("width") == "440"


def test_png_shows_grass_road_and_lines_where_the_geometry_puts_them(tmp_path):
    from PySide6.QtGui import QColor, QImage

    scale = 100.0
    d = Drawing(prims("204a"))
    path = write_drawing(d, tmp_path / "204a.png", scale=scale)
    image = QImage(str(path))
    x0, _, _, y1 = d.bounds()

    def colour(x: float, y: float) -> str:
        return QColor(image.pixel(int((x - x0) * scale), int((y1 - y) * scale))).name()

    assert near(colour(0.6, 0.0), dr.GRASS)
    assert near(colour(0.12, -0.45), dr.ROAD)
    assert near(colour(0.0, -0.45), dr.LINE)  # the lane divider
    assert near(colour(0.12, 0.0), dr.LINE)  # the line between the two rows
    assert not near(colour(0.12, 0.2), dr.LINE)


def test_paint_draws_a_placed_tile_like_the_editor_does():
    from PySide6.QtGui import QColor, QImage, QPainter

    from pacenote.export.qtpaint import ensure_gui_app, paint

    ensure_gui_app()
    scale, at = 80.0, Placement(1, (2.0, 1.0))  # turned 60° clockwise: road runs SW-NE
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-0.5, 3.5)  # world (0.5, 3.5) at the top-left pixel
    paint(painter, prims("204a", at), scale)
    painter.end()

    def colour(p: tuple[float, float]) -> str:
        x, y = at(p)
        return QColor(image.pixel(int((x - 0.5) * scale), int((3.5 - y) * scale))).name()

    assert near(colour((0.6, 0.0)), dr.GRASS)
    assert near(colour((0.12, -0.45)), dr.ROAD)
    assert near(colour((0.0, 0.45)), dr.LINE)
    assert colour((0.0, -1.5)) == "#000000"  # outside the tile nothing is painted


@pytest.mark.parametrize("name", ["tile.jpg", "tile", "tile.svg.bak"])
def test_unknown_output_format_is_refused_before_writing(tmp_path, name):
    with pytest.raises(PacenoteFileError, match=r"use \.svg or \.png$"):
        write_drawing(Drawing(prims("210a")), tmp_path / name)
    assert list(tmp_path.iterdir()) == []


def test_upper_case_extension_and_missing_folders_are_fine(tmp_path):
    path = write_drawing(Drawing(prims("210a")), tmp_path / "a" / "b" / "TILE.PNG", scale=50)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert [p.name for p in path.parent.iterdir()] == ["TILE.PNG"]
