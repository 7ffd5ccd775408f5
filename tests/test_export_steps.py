"""The build table: enough to build the stage on a table, and true to the printed tiles.

Every stage here is a real file; the checks read the table's printed words back."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from pacenote.course import build_course
from pacenote.drawing import Placement as DrawAt
from pacenote.drawing import Text, tile_side_primitives
from pacenote.export import stage_guide
from pacenote.export.buildsteps import NUMBER_CORNERS, SIDE_WORDS, build_steps
from pacenote.export.guide import NUMBER_MARK
from pacenote.formats import load_stage
from pacenote.hexgrid import Hex, pixel_to_hex, rotate_point
from pacenote.stage import Placement

ROOT = Path(__file__).resolve().parent.parent
STAGES = [ROOT / "examples" / "rally-1" / f"ss{i}.stage.json" for i in (1, 2, 3)] + [
    ROOT / "examples" / "rulebook" / "rally-6-ss3.stage.json",
    ROOT / "tests" / "data" / "validators" / "thirty-tiles.stage.json",
]
# Where each corner name points from the hex centre (degrees counter-clockwise from +x).
CORNER_ANGLES = {"top left": 120, "top right": 60, "right": 0, "bottom right": -60,
                 "bottom left": -120, "left": 180}
# Direction from the tile before to this one on the page (y up).
PLACE_ANGLES = {"above": 90, "upper right of": 30, "lower right of": -30, "below": -90,
                "lower left of": -150, "upper left of": 150}


def angle_gap(a: float, b: float) -> float:
    return abs((a - b + 180) % 360 - 180)


@pytest.mark.parametrize("path", STAGES, ids=lambda p: p.name)
def test_the_table_alone_rebuilds_the_stage(path):
    """Lay the tiles as the printed words say (first tile anywhere): same relative hexes,
    same turns, and the course is complete in the same order."""
    stage = load_stage(path)
    course = build_course(stage)
    steps = build_steps(course)
    assert [s.number for s in steps] == list(range(1, len(course.tiles) + 1))
    hexes: dict[int, Hex] = {}
    rebuilt = []
    for s in steps:
        if s.place == "first tile":
            assert s.number == 1
            h = Hex(0, 0)
        else:
            words, ref = s.place.rsplit(" #", 1)
            assert int(ref) == s.number - 1  # always the tile before
            h = hexes[int(ref)].neighbour(SIDE_WORDS.index(words))
            (x0, y0), (x1, y1) = hexes[int(ref)].center(), h.center()
            on_page = math.degrees(math.atan2(y1 - y0, x1 - x0))
            assert angle_gap(on_page, PLACE_ANGLES[words]) < 1, s.place
        hexes[s.number] = h
        rebuilt.append(Placement(s.tile, h.q, h.r, NUMBER_CORNERS.index(s.number_corner)))
    origin = course.tiles[0].hex
    for ct, p in zip(course.tiles, rebuilt, strict=True):
        assert (p.tile, p.q + origin.q, p.r + origin.r, p.rot) == \
            (ct.placement.tile, ct.hex.q, ct.hex.r, ct.placement.rot)
    again = build_course(stage.with_tiles(tuple(rebuilt)))
    assert again.complete
    assert [t.placement.tile for t in again.tiles] == [s.tile for s in steps]


@pytest.mark.parametrize("path", STAGES, ids=lambda p: p.name)
def test_number_corner_is_where_the_tile_prints_its_number(path):
    """The tile drawing puts each side's id where the tile prints its number; the named
    corner is the one nearest to it, and the guide's wedge sits in that corner."""
    stage = load_stage(path)
    course = build_course(stage)
    guide = stage_guide(stage, path)
    wedges = [p for p in guide.drawing.primitives
              if getattr(p, "style", None) is not None and p.style.fill == NUMBER_MARK]
    assert len(wedges) == len(course.road_tiles)
    by_hex = {}
    for w in wedges:
        cx = sum(x for x, _ in w.points) / 3
        cy = sum(y for _, y in w.points) / 3
        by_hex[pixel_to_hex(cx, cy)] = w
    for ct, s in zip(course.tiles, build_steps(course), strict=True):
        centre = ct.hex.center()
        label = [p for p in tile_side_primitives(ct.side, DrawAt(ct.placement.rot, centre))
                 if isinstance(p, Text) and p.text == ct.side.id]
        assert len(label) == 1
        lx, ly = label[0].position
        printed = math.degrees(math.atan2(ly - centre[1], lx - centre[0]))
        assert angle_gap(printed, CORNER_ANGLES[s.number_corner]) < 30, (s.tile, s.number_corner)
        tip = by_hex[ct.hex].points[0]
        wedge = math.degrees(math.atan2(tip[1] - centre[1], tip[0] - centre[0]))
        assert angle_gap(wedge, CORNER_ANGLES[s.number_corner]) < 1


@pytest.mark.parametrize("path", STAGES, ids=lambda p: p.name)
def test_road_turn_follows_the_printed_road(path):
    """The heading change across each tile, measured on the road's centreline where the
    course enters and leaves, rounded to 60°, is the turn the table prints."""
    course = build_course(load_stage(path))
    expected = {0: "straight", 60: "left 60°", 120: "left 120°", -60: "right 60°",
                -120: "right 120°"}
    for ct, s in zip(course.tiles, build_steps(course), strict=True):
        g = ct.side.geometry
        if ct.side.is_service:
            assert s.road == "" and s.role == "service park"
            continue

        def heading(at: float, ct=ct, g=g) -> float:
            _, n = g.centerline.at(at)
            tx, ty = float(n[1]), float(-n[0])  # tangent in description order
            if ct.reversed:
                tx, ty = -tx, -ty
            wx, wy = rotate_point((tx, ty), ct.placement.rot)
            return math.degrees(math.atan2(wy, wx))

        first, last = (g.length, 0.0) if ct.reversed else (0.0, g.length)
        change = (heading(last) - heading(first) + 180) % 360 - 180
        assert s.road == expected[round(change / 60) * 60], (s.number, s.tile, change)


def test_rally_1_ss1_reads_as_on_the_drawing():
    """Hand-checked against the drawing of examples/rally-1/ss1 (docs/img)."""
    steps = build_steps(build_course(load_stage(STAGES[0])))
    rows = [(s.tile, s.place, s.number_corner, s.road, s.role) for s in steps]
    assert rows[:3] == [("202a", "first tile", "top right", "straight", "START"),
                        ("210b", "upper right of #1", "right", "left 120°", ""),
                        ("205a", "upper left of #2", "left", "straight", "")]
    assert rows[-2:] == [("203a", "lower right of #9", "right", "straight", "FINISH"),
                         ("201a", "lower right of #10", "right", "", "service park")]


def test_a_broken_stage_lists_what_is_on_the_course_and_what_is_not(tmp_path):
    import json

    data = json.loads(STAGES[0].read_text("utf-8"))
    data["tiles"] = [t for t in data["tiles"] if t["tile"] != "227a"]
    broken = tmp_path / "broken.stage.json"
    broken.write_text(json.dumps(data), "utf-8")
    guide = stage_guide(load_stage(broken), broken)
    assert [s.tile for s in guide.steps] == ["202a", "210b", "205a"]
    assert guide.off_course == ["213a", "208a", "216a", "219a", "217a", "203a", "201a"]
    assert [f.code for f in guide.errors] == ["open-end"]
    assert guide.stage_class is None and guide.road_tiles is None and not guide.complete


def test_par_time_is_the_expert_drive_of_the_stage():
    """The same figures `pacenote drive --runs 40 --seed 5` reports for the stage."""
    from pacenote.engine import drive
    from pacenote.graph import build_graph

    stage = load_stage(STAGES[1])
    par = stage_guide(stage, STAGES[1], par_runs=40, seed=5).par
    report = drive(build_graph(build_course(stage)), runs=40, seed=5, driver="expert")
    assert par is not None and (par.runs, par.seed) == (40, 5)
    assert (par.par, par.mean, par.finished) == (report.par_time, report.mean, report.finished)
    assert par.par is not None and 60 < par.par < 600
