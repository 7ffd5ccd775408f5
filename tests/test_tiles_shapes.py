"""The drawn tiles look like the printed ones: for every road side, the road cells that
``pacenote tiles --json --geometry`` reports cover the road outline measured on the
published tile art (tests/data/reference/dirt-core-shapes.json, a copy of the measurements) with
an overlap (intersection over union) of at least MIN_IOU; shortcuts lie where printed;
the service yard is the printed one. docs/tiles.md lists every side's figure."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import shapely
from shapely.geometry import Polygon
from shapely.ops import unary_union
from typer.testing import CliRunner

from pacenote.cellkinds import ROAD_KINDS
from pacenote.cli import app
from pacenote.tiles import load_tileset

MIN_IOU = 0.85
MIN_SHORTCUT_IOU = 0.6  # small cells; the drawn one is joined to the drawn curb
DATA = Path(__file__).parent / "data" / "reference"
MEASURED: dict[str, dict[str, Any]] = {
    s["id"]: s for s in json.loads((DATA / "dirt-core-shapes.json").read_text("utf-8"))["sides"]}
TILESET = load_tileset()
ROAD_SIDES = [s.id for s in TILESET if not s.is_service]


def iou(a: Any, b: Any) -> float:
    return float(a.intersection(b).area / a.union(b).area)


def printed(points: list[list[float]]) -> Polygon:
    poly = Polygon(points).buffer(0)
    assert isinstance(poly, Polygon)
    return poly


@pytest.fixture(scope="module")
def geometry() -> dict[str, list[dict[str, Any]]]:
    result = CliRunner().invoke(app, ["tiles", "--json", "--geometry"])
    assert result.exit_code == 0, result.output
    return {row["id"]: row["cells"] for row in json.loads(result.stdout)}


def road_overlap(cells: list[dict[str, Any]], tile_id: str) -> float:
    road = unary_union([Polygon(c["polygon"]) for c in cells if c["kind"] in ROAD_KINDS])
    return iou(road, printed(MEASURED[tile_id]["road"]))


def test_every_side_is_measured():
    assert sorted(MEASURED) == sorted(s.id for s in TILESET)


@pytest.mark.parametrize("tile_id", ROAD_SIDES)
def test_road_cells_overlap_the_printed_road(geometry, tile_id):
    assert road_overlap(geometry[tile_id], tile_id) >= MIN_IOU


def test_the_overlap_check_fails_on_a_misdrawn_side(geometry):
    # 216b drawn with 217b's cells (another road shape) falls far below the bar.
    assert road_overlap(geometry["217b"], "216b") < MIN_IOU


def test_geometry_json_is_the_geometry_of_the_side(geometry):
    side = TILESET["224b"]
    cells = geometry["224b"]
    assert [c["key"] for c in cells] == list(side.geometry.cells)
    for c in cells:
        drawn = side.geometry.cells[c["key"]].polygon
        assert c["kind"] == side.geometry.cells[c["key"]].kind
        reported = shapely.make_valid(Polygon(c["polygon"]))  # rounded to 4 decimals
        assert reported.symmetric_difference(drawn).area < 1e-4
    assert geometry["201a"] == []


@pytest.mark.parametrize("tile_id", [s.id for s in TILESET if s.shortcuts])
def test_shortcuts_lie_where_printed(tile_id):
    g = TILESET[tile_id].geometry
    for cell, outline in zip(g.shortcut_cells, MEASURED[tile_id]["shortcuts"], strict=True):
        assert iou(cell.polygon, printed(outline)) >= MIN_SHORTCUT_IOU, cell.key


@pytest.mark.parametrize("tile_id", ["201a", "201b"])
def test_service_yard_is_the_printed_yard(tile_id):
    assert iou(TILESET[tile_id].geometry.service_yard,
               printed(MEASURED[tile_id]["road"])) >= 0.95
