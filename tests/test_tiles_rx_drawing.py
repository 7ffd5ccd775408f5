"""Drawing the sides with several roads and the scenery pieces of tilesets/dirt-exp-4xx.json:
every side draws; a crossing's hidden road is drawn only as its two stubs; a junction's
shared cells and its line limits are drawn once; scenery has no road."""

from __future__ import annotations

import pytest
from shapely.geometry import Polygon as ShapelyPolygon

from pacenote.drawing import ROAD, Circle, Polygon, Text, tile_side_primitives
from pacenote.tiles import load_tileset

TS = load_tileset("dirt-exp-4xx")


def road_area(tid: str) -> float:
    return sum(ShapelyPolygon(p.points).area for p in tile_side_primitives(TS[tid])
               if isinstance(p, Polygon) and p.style.fill == ROAD)


def texts(tid: str) -> list[str]:
    return [p.text for p in tile_side_primitives(TS[tid], label=False) if isinstance(p, Text)]


@pytest.mark.parametrize("tid", [s.id for s in TS])
def test_every_side_draws(tid: str) -> None:
    assert len(tile_side_primitives(TS[tid])) > 1


@pytest.mark.parametrize("tid", ["416a", "416b", "417a", "417b"])
def test_a_crossing_road_is_drawn_only_at_its_ends(tid: str) -> None:
    side = TS[tid]
    (main,) = [r for r in side.roads if not r.hidden]
    (hidden,) = [r for r in side.roads if r.hidden]
    stubs = road_area(tid) - main.geometry.road.area
    assert 0.1 * hidden.geometry.road.area < stubs < 0.4 * hidden.geometry.road.area


def test_separate_roads_are_both_drawn_whole() -> None:
    side = TS["412a"]
    whole = sum(r.geometry.road.area for r in side.roads)
    assert road_area("412a") == pytest.approx(whole, rel=1e-6)


def test_junction_limits_are_drawn_once() -> None:
    assert sorted(texts("402a")) == ["2", "4"]  # on the two junction lines
    assert sorted(texts("415a")) == ["3", "4", "4"]  # one per centre cell, shared by routes
    badges = [p for p in tile_side_primitives(TS["407a"], label=False) if isinstance(p, Circle)]
    assert len(badges) == 5  # five printed circles


def test_scenery_has_no_road() -> None:
    assert road_area("905a") == 0.0
    assert texts("905a") == ["scenery"]
