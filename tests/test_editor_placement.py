"""Editor placement helpers: auto-rotation, flipping, moving, palette filters, hover.

Pure functions checked on the real tileset and the real course builder.
"""

from __future__ import annotations

import pytest

from pacenote.autolayout import layout
from pacenote.course import build_course
from pacenote.editor import edits
from pacenote.editor.hover import hover_info
from pacenote.editor.palette import PaletteFilter, speed_limits
from pacenote.editor.placement import (
    arrival_side,
    auto_rotation,
    facing_fit,
    flipped_placement,
    moved_tiles,
    road_sides,
    rotation_score,
    used_numbers,
)
from pacenote.hexgrid import Hex, opposite, rotate_point
from pacenote.stage import Placement, Stage
from pacenote.validators.figures import boxes_needed, copies_left


def test_facing_fit_scores_like_rekee():
    assert facing_fit(None, None) == 1
    assert facing_fit(2, 2) == 2
    assert facing_fit(2, 3) == 1
    assert facing_fit(2, None) == 0
    assert facing_fit(None, 2) == 0


@pytest.mark.parametrize("arrival", range(6))
def test_auto_rotation_always_puts_a_road_edge_on_the_arrival_side(tileset, arrival):
    for side in tileset:
        rot = auto_rotation(Stage(), tileset, side, Hex(0, 0), arrival)
        assert arrival in road_sides(side, rot), (side.id, arrival, rot)


def test_appending_at_every_open_end_keeps_one_connected_chain(tileset):
    """Build a stage tile by tile the way click-to-place does: every tile joins the
    course with matched joints, as the real course builder sees it."""
    stage = Stage().placed(Placement("202a", 0, 0, 0))
    for tile in ["204a", "210a", "205a", "208a", "206a", "203a"]:
        ends = build_course(stage, tileset).open_ends
        assert len(ends) == 1
        end = ends[0]
        stage = edits.place(stage, tileset, tile, end.hex, end.world_side).stage
    course = build_course(stage, tileset)
    assert [t.side.id for t in course.tiles] == ["202a", "204a", "210a", "205a", "208a",
                                                 "206a", "203a"]
    assert course.complete
    assert all(j.matched for j in course.joints)


def test_auto_rotation_turns_a_bend_away_from_a_tile_it_would_run_into(tileset):
    # A straight going north from the origin; a roadless-side neighbour sits NE of the
    # next hex. A bend there must not point its road into that neighbour.
    stage = Stage().placed(Placement("204a", 0, 0, 0))
    target = Hex(1, 0)
    blocker = target.neighbour(1)  # NE of the target
    stage = stage.placed(Placement("206a", blocker.q, blocker.r, 0))  # road N-S only
    side = tileset["208a"]
    rot = auto_rotation(stage, tileset, side, target, arrival=3)
    assert 3 in road_sides(side, rot)
    assert 1 not in road_sides(side, rot)  # not into the blocker's roadless SW side
    best = rotation_score(stage, tileset, side, target, rot)
    assert all(rotation_score(stage, tileset, side, target, r) <= best
               for r in range(6) if 3 in road_sides(side, r))


def test_arrival_side_is_the_side_a_neighbouring_road_faces(tileset):
    stage = Stage().placed(Placement("204a", 0, 0, 0))  # road N and S
    assert arrival_side(stage, tileset, Hex(1, 0)) == 3  # north of it: road comes from S
    assert arrival_side(stage, tileset, Hex(-1, 0)) == 0
    assert arrival_side(stage, tileset, Hex(0, 1)) is None  # NE: no road on that side


def test_flip_keeps_rotation_when_the_other_side_has_the_same_road_sides(tileset):
    stage = Stage().placed(Placement("210a", 0, 0, 4))
    flipped = flipped_placement(stage, tileset, stage.tiles[0])
    assert flipped == Placement("210b", 0, 0, 4)


def test_move_refuses_to_land_on_a_tile_that_stays():
    stage = Stage(tiles=(Placement("204a", 0, 0), Placement("205a", 1, 0)))
    assert moved_tiles(stage, [Hex(0, 0)], (1, 0)) is None
    both = moved_tiles(stage, [Hex(0, 0), Hex(1, 0)], (1, 0))
    assert both is not None
    assert [(p.tile, p.q, p.r) for p in both.tiles] == [("204a", 1, 0), ("205a", 2, 0)]


def test_edit_names_say_what_happened(tileset):
    stage = Stage(tiles=(Placement("210a", 0, 0), Placement("204a", 1, 0),
                         Placement("205a", 2, 0)))
    assert edits.rotate(stage, [Hex(0, 0)], 1).text == "Rotate 210a"
    assert edits.flip(stage, tileset, [Hex(0, 0)]).text == "Flip 210a → 210b"
    assert edits.delete(stage, [Hex(0, 0), Hex(1, 0), Hex(2, 0)]).text == "Delete 3 tiles"
    assert edits.move(stage, [Hex(2, 0)], (1, 0)).text == "Move 205a"
    assert edits.place(stage, tileset, "206a", Hex(1, 0), None).text == \
        "Replace 204a with 206a"
    assert edits.place(stage, tileset, "206a", Hex(5, 0), None).text == "Place 206a"


def test_used_numbers_and_copies_left_in_the_boxes_owned(tileset):
    stage = Stage(tiles=(Placement("210a", 0, 0), Placement("901a", 3, 3)))
    assert used_numbers(stage, tileset) == {210: {"210a"}}
    left = copies_left(stage, tileset)
    assert left[210] == 0 and left[211] == 1  # the core box has one tile of each
    assert copies_left(stage, tileset, boxes=2)[210] == 1
    both = stage.placed(Placement("210b", 1, 0))  # a tile shows one side at a time
    assert copies_left(both, tileset, boxes=2)[210] == 0
    assert boxes_needed(both, tileset) == (2, (210,))
    assert boxes_needed(both, tileset, boxes=2) == (2, ())


def test_palette_filter_by_kind_feature_danger_and_limits(tileset):
    def ids(f: PaletteFilter) -> list[str]:
        return [s.id for s in tileset if f.matches(s)]

    assert ids(PaletteFilter(kind="start")) == ["202a", "202b"]
    jumps = ids(PaletteFilter(features=frozenset({"jump"})))
    assert jumps and all(any(sec.jump for sec in tileset[i].sections) for i in jumps)
    assert "204b" in jumps and "204a" not in jumps
    fords = ids(PaletteFilter(features=frozenset({"ford"})))
    assert fords and all(any(sec.ford for sec in tileset[i].sections) for i in fords)
    high = ids(PaletteFilter(danger="high"))
    assert high and all(tileset[i].danger == "high" for i in high)
    slow = ids(PaletteFilter(limit_min=1, limit_max=1))
    assert slow and all(1 in speed_limits(tileset[i]) for i in slow)
    assert "210a" in slow and "216a" not in slow
    assert ids(PaletteFilter(text="219")) == ["219a", "219b"]
    assert ids(PaletteFilter(kind="corner", features=frozenset({"shortcut"}),
                             danger="low", text="21")) == \
        [s.id for s in tileset if s.kind == "corner" and s.shortcuts and s.danger == "low"
         and "21" in s.id]


@pytest.mark.parametrize("rot", range(6))
def test_hover_finds_the_cell_under_a_turned_tile(tileset, rot):
    stage = layout(["202a", "210a", "203a"])
    placement = next(p for p in stage.tiles if p.tile == "210a")
    stage = stage.replaced(stage.tiles.index(placement),
                           Placement("210a", placement.q, placement.r, rot))
    cx, cy = placement.hex.center()
    for cell in tileset["210a"].geometry.road_cells:
        local = cell.polygon.representative_point()
        x, y = rotate_point((local.x, local.y), rot)
        info = hover_info(stage, tileset, (cx + x, cy + y))
        assert info.tile == "210a"
        assert any(d.startswith(f"cell {cell.key}:") for d in info.cells), (cell.key, info)
        assert info.hex == placement.hex
    limit_cell = next(c for c in tileset["210a"].geometry.road_cells if c.limit == 1)
    p = limit_cell.polygon.representative_point()
    x, y = rotate_point((p.x, p.y), rot)
    assert "limit 1" in hover_info(stage, tileset, (cx + x, cy + y)).text()


def test_open_end_arrival_is_opposite_the_side_the_road_leaves(tileset):
    stage = Stage().placed(Placement("204a", 0, 0, 1))
    ends = build_course(stage, tileset).open_ends
    for end in ends:
        source = stage.tiles[end.from_placement].hex
        assert source.neighbour(opposite(end.world_side)) == end.hex


def test_analysis_reports_cells_dice_and_the_stage_class(tileset):
    from pacenote.editor.analysis import analyse
    from pacenote.graph import build_graph

    medium = layout("202a 203b 204a 207a 209a 212b 214b 219b 223b 224a 228a 229a 208a 216a"
                    .split(), tries=4)
    result = analyse(medium, tileset)
    graph = build_graph(build_course(medium, tileset))
    assert result.complete and result.stage_class == "medium"
    assert (result.cells, result.fewest_dice) == (len(graph.road_cells()), graph.fewest_dice())
    short = layout(["202a", "204a", "203a"])
    assert analyse(short, tileset).stage_class == "short"
    unfinished = short.removed(next(p.hex for p in short.tiles if p.tile == "203a"))
    partial = analyse(unfinished, tileset)
    assert partial.stage_class is None and not partial.complete
    assert partial.fewest_dice is None and partial.problems
