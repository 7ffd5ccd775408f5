"""Geometry invariants of every tile side of the real tileset, and proof that the
checks catch a broken side."""

from __future__ import annotations

import copy
import math

import numpy as np
import pytest
from shapely.ops import unary_union

from pacenote.errors import PacenoteFileError
from pacenote.hexgrid import SQRT3, edge_angle, edge_midpoint
from pacenote.tiles import TileSide, load_tileset, parse_tileset, tileset_data

AREA_TOL = 1e-9  # overlap allowed between cells (float noise)
# Symmetric difference allowed between the road and its cells: float slivers where cell
# lines meet at a hairpin's pointed inner curb (a lost cell is 100 times more).
COVER_TOL = 5e-5
BORDER_MIN = 1e-3  # shared border length that counts as "borders" (not a point contact)

TILESET = load_tileset()
ROAD_SIDES = [s.id for s in TILESET if not s.is_service]
SHORTCUT_SIDES = [s.id for s in TILESET if s.shortcuts]


def raw_tileset() -> dict:
    return tileset_data()


def broken_side(tile_id: str, **changes: object) -> TileSide:
    """A real side with some fields of its description replaced."""
    raw = raw_tileset()
    tile = copy.deepcopy(next(t for t in raw["tiles"] if t["id"] == tile_id))
    tile.update(changes)
    return parse_tileset({**raw, "tiles": [tile]}, "broken.json")[tile_id]


def border(a, b) -> float:
    """Length of the border two polygons share."""
    return a.boundary.intersection(b.buffer(1e-7)).length


# --- the checks --------------------------------------------------------------------------


def polygon_problems(side: TileSide) -> list[str]:
    g = side.geometry
    out = []
    for cell in g.cells.values():
        if cell.polygon.is_empty or not cell.polygon.is_valid:
            out.append(f"{cell.key}: invalid polygon")
        elif cell.polygon.area < 1e-3:
            out.append(f"{cell.key}: degenerate polygon (area {cell.polygon.area:.2g})")
        elif cell.polygon.difference(g.hexagon).area > AREA_TOL:
            out.append(f"{cell.key}: leaves the hexagon")
    if not g.road.is_valid:
        out.append("road polygon invalid")
    return out


def road_problems(side: TileSide) -> list[str]:
    """Road cells must not overlap and must tile the road exactly."""
    g = side.geometry
    cells = [c for c in g.road_cells if c.polygon.is_valid]
    out = []
    for i, a in enumerate(cells):
        for b in cells[i + 1:]:
            area = a.polygon.intersection(b.polygon).area
            if area > AREA_TOL:
                out.append(f"{a.key} overlaps {b.key} (area {area:.3g})")
    if g.road.is_valid and len(cells) == len(g.road_cells):
        gap = unary_union([c.polygon for c in cells]).symmetric_difference(g.road).area
        if gap > COVER_TOL:
            out.append(f"road cells do not cover the road (difference {gap:.3g})")
    for sec in side.sections:
        if not sec.slide:
            continue
        halves = [c.polygon for c in g.slide_halves if c.section == sec.index]
        row = [c.polygon for c in g.road_cells if c.section == sec.index]
        if unary_union(halves).symmetric_difference(unary_union(row)).area > COVER_TOL:
            out.append(f"section {sec.index}: slide halves do not cover the row")
    return out


def count_problems(side: TileSide) -> list[str]:
    """Cells per section as declared: lanes per row, 1 per single row, inner/outer paths
    with their limits in order, 2 halves per slide row."""
    g = side.geometry
    out = []
    for sec in side.sections:
        cells = [c for c in g.road_cells if c.section == sec.index]
        halves = [c for c in g.slide_halves if c.section == sec.index]
        if sec.is_corner:
            got = {k: [c.limit for c in sorted(cells, key=lambda c: c.index) if c.kind == k]
                   for k in ("inner", "outer")}
            want = {"inner": list(sec.inner), "outer": list(sec.outer)}
        elif sec.single:
            got = {"single": [c.limit for c in cells if c.kind == "single"], "all": len(cells)}
            want = {"single": [sec.limits[0]], "all": 1}
        else:
            got = {"lanes": [(c.lane, c.limit) for c in sorted(cells, key=lambda c: c.lane)]}
            want = {"lanes": [(k, sec.limits[k]) for k in range(side.lanes)]}
        if got != want:
            out.append(f"section {sec.index}: cells {got}, declared {want}")
        if len(halves) != (2 if sec.slide else 0):
            out.append(f"section {sec.index}: {len(halves)} slide halves")
    return out


def endpoint_problems(side: TileSide) -> list[str]:
    """Lane endpoints lie on the declared edge segment, symmetric about its midpoint,
    left to right for a driver leaving through that edge, one road width apart."""
    g = side.geometry
    out = []
    for edge in side.edges:
        pts = np.array(g.lane_endpoints(edge))
        a = edge_angle(edge)
        outward = np.array([math.cos(a), math.sin(a)])
        along = np.array([-outward[1], outward[0]])  # left of a driver leaving
        mid = np.array(edge_midpoint(edge))
        if len(pts) != side.lanes + 1:
            out.append(f"edge {edge}: {len(pts)} endpoints for {side.lanes} lanes")
            continue
        if np.abs(pts @ outward - SQRT3 / 2).max() > 1e-9:
            out.append(f"edge {edge}: endpoints off the edge line")
        if np.abs((pts - mid) @ along).max() > 0.5:
            out.append(f"edge {edge}: endpoints beyond the edge segment")
        if np.abs(pts + pts[::-1] - 2 * mid).max() > 1e-9:
            out.append(f"edge {edge}: endpoints not symmetric about the edge midpoint")
        lateral = (pts - mid) @ along
        if not np.all(np.diff(lateral) < 0):
            out.append(f"edge {edge}: endpoints not ordered left to right")
        if abs(lateral[0] - lateral[-1] - g.width) > 1e-9:
            out.append(f"edge {edge}: road {lateral[0] - lateral[-1]:.3f} wide, not {g.width}")
    return out


def progress_problems(side: TileSide) -> list[str]:
    """Section spans increase and tile the road's length; each cell lies in its section."""
    g = side.geometry
    out = []
    at = 0.0
    for sec, (a, b) in zip(side.sections, g.spans, strict=True):
        if abs(a - at) > 1e-12 or not b > a:
            out.append(f"section {sec.index}: span ({a:.4f}, {b:.4f}) after {at:.4f}")
        at = b
    if side.sections and abs(at - g.length) > 1e-9:
        out.append(f"spans end at {at:.4f}, road is {g.length:.4f} long")
    for cell in g.road_cells + g.slide_halves:
        a, b = g.spans[cell.section]
        if not (a - 1e-12 <= cell.span[0] < cell.span[1] <= b + 1e-12):
            out.append(f"{cell.key}: span {cell.span} outside its section ({a}, {b})")
    for cell in g.shortcut_cells:
        if not cell.span[0] < cell.span[1]:
            out.append(f"{cell.key}: empty span {cell.span}")
    return out


def corner_problems(side: TileSide) -> list[str]:
    """A corner's road turns the declared way, and its inner path is the shorter one."""
    g = side.geometry
    cl = g.centerline
    out = []
    for sec, (a, b) in zip(side.sections, g.spans, strict=True):
        if not sec.is_corner:
            continue
        pts = cl.points[(cl.arclength >= a) & (cl.arclength <= b)]
        d = np.diff(pts, axis=0)
        heading = np.unwrap(np.arctan2(d[:, 1], d[:, 0]))
        turn = math.degrees(heading[-1] - heading[0])
        if (turn < 0) != (sec.turn == "right") or abs(turn) < 15:
            out.append(f"section {sec.index}: road turns {turn:+.0f}°, declared {sec.turn}")
        cells = [c for c in g.road_cells if c.section == sec.index]
        inner = sum(c.polygon.area for c in cells if c.kind == "inner")
        outer = sum(c.polygon.area for c in cells if c.kind == "outer")
        if not inner < outer:
            out.append(f"section {sec.index}: inner path (area {inner:.3f}) not inside "
                       f"the outer one ({outer:.3f})")
    return out


def shortcut_problems(side: TileSide) -> list[str]:
    """One cell per declared shortcut, off the road, not overlapping each other, sharing
    a border of positive length with a cell of every section it lists."""
    g = side.geometry
    out = []
    if len(g.shortcut_cells) != len(side.shortcuts):
        out.append(f"{len(g.shortcut_cells)} shortcut cells for {len(side.shortcuts)} declared")
    for cell in g.shortcut_cells:
        if cell.limit != side.shortcuts[cell.index].limit:
            out.append(f"{cell.key}: limit {cell.limit}")
        if cell.polygon.intersection(g.road).area > AREA_TOL:
            out.append(f"{cell.key} overlaps the road")
        for other in g.shortcut_cells:
            overlap = cell.polygon.intersection(other.polygon).area
            if other.index > cell.index and overlap > AREA_TOL:
                out.append(f"{cell.key} overlaps {other.key}")
        for sec in side.shortcuts[cell.index].touches:
            shared = max(border(cell.polygon, c.polygon) for c in g.road_cells if c.section == sec)
            if shared < BORDER_MIN:
                out.append(f"{cell.key} does not border section {sec}")
    return out


ALL_CHECKS = (polygon_problems, road_problems, count_problems, endpoint_problems,
              progress_problems, corner_problems, shortcut_problems)


def problems(side: TileSide) -> list[str]:
    return [p for check in ALL_CHECKS for p in check(side)]


# --- every real side ------------------------------------------------------------------------


def test_the_tileset_has_every_side_of_201_to_232():
    assert len(TILESET) == 64
    assert [s.id for s in TILESET] == [f"{n}{x}" for n in range(201, 233) for x in "ab"]


@pytest.mark.parametrize("tile_id", ROAD_SIDES)
def test_side_geometry_is_sound(tile_id):
    assert problems(TILESET[tile_id]) == []


@pytest.mark.parametrize("tile_id", [s.id for s in TILESET if s.is_service])
def test_service_park_is_a_dead_end_yard_without_cells(tile_id):
    side = TILESET[tile_id]
    g = side.geometry
    assert side.edges == (3,) and side.end_edge is None
    assert g.cells == {} and g.road_cells == ()
    assert g.service_yard.is_valid and g.service_yard.difference(g.hexagon).area < AREA_TOL
    assert endpoint_problems(side) == []


# Where the tile facts say a shortcut does NOT border a section, the drawn lens must not
# border it either (touches lists every section the printed cell borders).


@pytest.mark.parametrize("tile_id", SHORTCUT_SIDES)
def test_shortcut_borders_only_the_sections_it_lists(tile_id):
    side = TILESET[tile_id]
    g = side.geometry
    extra = []
    for cell in g.shortcut_cells:
        listed = set(side.shortcuts[cell.index].touches)
        for road in g.road_cells:
            if road.section not in listed and border(cell.polygon, road.polygon) > BORDER_MIN:
                extra.append((cell.key, road.key))
    assert extra == []


# --- the checks catch broken sides ------------------------------------------------------------


def test_a_road_that_crosses_itself_has_overlapping_cells():
    # A figure-of-eight through via points: every cell is a valid polygon, but the
    # second row runs across the first.
    side = broken_side("206a", road={"from": "S", "to": "N", "lanes": 2, "width": 0.1,
                                     "via": [[-0.5, -0.4], [0.5, 0.3], [0.5, -0.3],
                                             [-0.5, 0.4]]})
    found = road_problems(side)
    assert any("1.0 overlaps 2.0" in p for p in found), found
    assert "road polygon invalid" in polygon_problems(side)


def test_a_road_looping_inside_one_row_has_invalid_cells():
    # A bend tighter than the road is wide is drawn with a pointed inner curb (as the
    # printed hairpins are); a road that loops over itself inside one row cannot be.
    side = broken_side("204a", road={"from": "S", "to": "N", "lanes": 2, "width": 0.2,
                                     "via": [[0.0, -0.6], [0.3, -0.35], [0.0, -0.1],
                                             [-0.3, -0.35], [0.0, -0.6], [0.0, 0.5]]},
                       sections=[{"type": "row", "length": 4}, {"type": "row", "length": 1}])
    assert "0.0: invalid polygon" in polygon_problems(side)



def test_a_road_pushed_out_of_the_hexagon_is_caught():
    side = broken_side("204a", road={"from": "S", "to": "N", "lanes": 2, "via": [[0.8, 0.0]]})
    assert any("leaves the hexagon" in p for p in polygon_problems(side))


def test_a_shortcut_listing_a_section_it_does_not_border_is_caught():
    raw = next(t for t in raw_tileset()["tiles"] if t["id"] == "224b")
    shortcuts = copy.deepcopy(raw["shortcuts"])
    shortcuts[0]["touches"] = [0, 1, 2]  # the first lens stops at the corner
    side = broken_side("224b", shortcuts=shortcuts)
    assert "x0 does not border section 2" in shortcut_problems(side)


def test_a_shortcut_touching_a_missing_section_is_a_file_error():
    with pytest.raises(PacenoteFileError) as err:
        broken_side("217b", shortcuts=[{"limit": 3, "side": "right", "touches": [0, 5]}])
    assert str(err.value) == ("broken.json: $.tiles[0].shortcuts[0].touches: "
                              "section 5 does not exist (3 sections)")


def test_a_corner_declared_the_wrong_way_round_is_caught():
    raw = next(t for t in raw_tileset()["tiles"] if t["id"] == "222a")
    sections = copy.deepcopy(raw["sections"])
    sections[1]["turn"] = "left"
    found = corner_problems(broken_side("222a", sections=sections))
    assert any("declared left" in p for p in found), found
    assert any("inner path" in p for p in found), found


def test_a_lost_cell_is_caught_by_the_counts_and_the_cover():
    # Simulates a geometry bug: the last lane cell of 206a's last row goes missing.
    side = broken_side("206a")
    g = side.geometry
    g.__dict__["road_cells"] = g.road_cells[:-1]  # overrides the cached property
    assert [p for p in count_problems(side) if p.startswith("section 3")]
    assert [p for p in road_problems(side) if "do not cover the road" in p]


def test_spans_out_of_order_and_misplaced_endpoints_are_caught():
    # Simulated geometry bugs: two sections' spans swapped; lane endpoints reversed.
    side = broken_side("205a")
    g = side.geometry
    spans = list(g.spans)
    g.__dict__["spans"] = (spans[1], spans[0], spans[2])
    assert any(p.startswith("section 0: span") for p in progress_problems(side))
    good = g.lane_endpoints
    g.lane_endpoints = lambda edge: good(edge)[::-1]  # type: ignore[method-assign]
    assert "edge 3: endpoints not ordered left to right" in endpoint_problems(side)
