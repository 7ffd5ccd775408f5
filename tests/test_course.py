"""Finding the course: the chain START → … → FINISH, and what breaks it."""

from __future__ import annotations

import copy

from pacenote.autolayout import layout
from pacenote.course import build_course
from pacenote.hexgrid import Hex, opposite
from pacenote.stage import Placement, Stage
from pacenote.tiles import parse_tileset, tileset_data

TC1 = "201a 202a 203a 205a 208a 210b 213a 216a 217a 219a 227a".split()


def codes(course) -> set[str]:
    return {i.code for i in course.issues}


def test_clean_chain_is_complete_in_travel_order():
    stage = layout(TC1)
    course = build_course(stage)
    assert course.complete and not course.issues
    kinds = [t.side.kind for t in course.tiles]
    assert kinds[0] == "start" and kinds[-2] == "finish" and kinds[-1] == "service"
    assert sorted(t.side.id for t in course.tiles) == sorted(TC1)
    assert all(j.matched for j in course.joints) and len(course.joints) == len(TC1) - 1
    # offsets accumulate tile lengths
    for a, b in zip(course.tiles, course.tiles[1:], strict=False):
        assert abs(b.offset - (a.offset + a.length)) < 1e-9
    assert course.unused == [] and course.open_ends == []


def test_start_in_the_middle_drives_towards_the_finish_and_leaves_the_rest_unused():
    stage = layout(["202a", "205a", "203a"])
    start = stage.tiles[0]
    # Put a straight behind the START, on the hex its back road end faces.
    course = build_course(stage)
    back = opposite(next(w for w in range(6)
                         if start.hex.neighbour(w) == course.tiles[1].hex))
    behind = start.hex.neighbour(back)
    extra = Placement("206a", behind.q, behind.r, start.rot)
    course = build_course(stage.placed(extra))
    assert [t.side.id for t in course.tiles] == ["202a", "205a", "203a"]
    assert course.unused == [len(stage.tiles)]


def test_no_start_walks_back_from_the_finish():
    stage = layout(["202a", "205a", "203a"])
    without_start = stage.with_tiles(stage.tiles[1:])
    course = build_course(without_start)
    assert "no-start" in codes(course)
    assert [t.side.id for t in course.tiles] == ["205a", "203a"]
    assert course.tiles[-1].side.kind == "finish"
    assert not course.complete


def test_missing_tile_leaves_an_open_end_where_the_next_tile_goes():
    stage = layout(["202a", "205a", "206a", "203a"])
    gap = stage.tiles[2]
    course = build_course(stage.removed(gap.hex))
    assert "finish-not-reached" in codes(course)
    assert [t.side.id for t in course.tiles] == ["202a", "205a"]
    assert gap.hex in {e.hex for e in course.open_ends}


def test_road_running_into_a_tile_without_road_is_reported():
    stage = layout(["202a", "205a", "203a"])
    mid = stage.tiles[1]
    # Turn the straight so its road no longer faces the START.
    turned = stage.replaced(1, Placement(mid.tile, mid.q, mid.r, (mid.rot + 1) % 6))
    course = build_course(turned)
    assert "road-into-no-road" in codes(course)
    assert len(course.tiles) == 1


def test_two_tiles_on_one_hex_unknown_and_decorative_tiles():
    stage = layout(["202a", "205a", "203a"])
    p = stage.tiles[1]
    stacked = stage.with_tiles((*stage.tiles, Placement("206a", p.q, p.r, p.rot),
                                Placement("999a", 9, 9, 0), Placement("905a", 8, 8, 0)))
    course = build_course(stacked)
    assert "stacked-tiles" in codes(course)
    assert course.unknown == [4] and course.decorative == [5]


def test_several_starts_and_finishes_are_reported():
    stage = layout(["202a", "205a", "203a"])
    doubled = stage.with_tiles((*stage.tiles, Placement("202b", 5, 5, 0),
                                Placement("203b", 7, 7, 0)))
    assert {"several-starts", "several-finishes"} <= codes(build_course(doubled))


def test_service_park_only_counts_after_the_finish():
    stage = layout(["201a", "202a", "205a", "203a"])
    course = build_course(stage)
    assert course.service is not None and course.complete
    # A service park across the START's back end is not part of the course.
    start = course.tiles[0]
    back = start.hex.neighbour(
        (start.entry_edge + start.placement.rot) % 6)  # type: ignore[operator]
    moved = stage.with_tiles([p for p in stage.tiles if p.tile != "201a"])
    arrive = next(w for w in range(6) if back.neighbour(w) == start.hex)
    moved = moved.placed(Placement("201a", back.q, back.r, (arrive - 3) % 6))
    course = build_course(moved)
    assert course.service is None
    assert len(course.unused) == 1


def test_open_ends_skip_the_road_behind_the_start():
    course = build_course(Stage(tiles=(Placement("202a", 0, 0, 0),)))
    assert [e.hex for e in course.open_ends] == [Hex(1, 0)]


def test_lane_count_mismatch_is_reported_at_the_joint():
    data = tileset_data()
    wide = copy.deepcopy(next(t for t in data["tiles"] if t["id"] == "205a"))
    wide.update(id="299a", number=299)
    wide["road"]["lanes"] = 3
    data["tiles"].append(wide)
    tileset = parse_tileset(data)
    stage = Stage(tiles=(Placement("202a", 0, 0, 0), Placement("299a", 1, 0, 0),
                         Placement("203a", 2, 0, 0)))
    course = build_course(stage, tileset)
    assert "lane-mismatch" in codes(course)
    assert [j.matched for j in course.joints] == [False, False]
    assert not course.complete


def test_open_ends_skip_hexes_holding_scenery_or_unknown_tiles():
    stage = Stage(tiles=(Placement("202a", 0, 0, 0),))
    assert [e.hex for e in build_course(stage).open_ends] == [Hex(1, 0)]
    for tile in ("905a", "999a"):
        blocked = stage.placed(Placement(tile, 1, 0, 0))
        assert build_course(blocked).open_ends == []
