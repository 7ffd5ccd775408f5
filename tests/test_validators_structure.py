"""Structure errors: for every error code a minimal broken stage that triggers exactly it,
and a fixed twin that does not. Stages come from the auto-layout (a clean chain) and
are broken by moving, removing, turning or adding placements."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from pacenote.autolayout import layout
from pacenote.course import build_course
from pacenote.hexgrid import Hex, local_to_world_side, opposite
from pacenote.stage import Placement, Stage
from pacenote.tiles import load_tileset, parse_tileset, tileset_data
from pacenote.validators import CODES, validate_stage

TC1 = "201a 202a 203a 205a 208a 210b 213a 216a 217a 219a 227a".split()
SHORT = ["202a", "205a", "206a", "203a"]


def errors(findings) -> set[str]:
    return {f.code for f in findings if f.severity == "error"}


def codes(findings) -> set[str]:
    return {f.code for f in findings}


def only(findings, code):
    found = [f for f in findings if f.code == code]
    assert len(found) == 1, found
    return found[0]


def fit(tile: str, h: Hex, w1: int, w2: int) -> Placement:
    """``tile`` on ``h`` turned so that its road ends face world sides w1 and w2."""
    side = load_tileset()[tile]
    for rot in range(6):
        if {local_to_world_side(e, rot) for e in side.edges} == {w1, w2}:
            return Placement(tile, h.q, h.r, rot)
    raise AssertionError(f"{tile} cannot join sides {w1} and {w2}")


def tileset_with(change) -> object:
    """dirt-core with one side's data changed by ``change(data)``."""
    data = tileset_data()
    change(data)
    return parse_tileset(data)


def side_data(data, tid):
    return next(t for t in data["tiles"] if t["id"] == tid)


def far(stage: Stage, tile: str, n: int = 0) -> Placement:
    """A placement well away from every other tile."""
    return Placement(tile, 20 + 3 * n, -20, 0)


@pytest.fixture(scope="module")
def clean():
    stage = layout(TC1)
    assert validate_stage(stage) and not errors(validate_stage(stage))
    return stage


@pytest.fixture(scope="module")
def short():
    stage = layout(SHORT)
    assert not errors(validate_stage(stage))
    return stage


def test_clean_layouts_have_no_errors(clean, short):
    for stage in (clean, short):
        assert not errors(validate_stage(stage))


# Tiles ------------------------------------------------------------------------


def test_unknown_tileset():
    stage = layout(SHORT)
    broken = Stage(tileset="no-such-box", tiles=stage.tiles)
    assert errors(validate_stage(broken)) == {"unknown-tileset"}
    assert "no-such-box" in only(validate_stage(broken), "unknown-tileset").message
    assert not errors(validate_stage(Stage(tileset="dirt-core", tiles=stage.tiles)))


def test_unknown_tile(short):
    broken = short.placed(Placement("299a", 9, 9, 0))
    found = validate_stage(broken)
    assert errors(found) == {"unknown-tile"}
    f = only(found, "unknown-tile")
    assert f.where.tiles == ("299a",) and f.where.hexes == ((9, 9),)
    assert f.where.placements == (len(short.tiles),)
    # Decorative tiles are scenery, not unknown.
    assert not errors(validate_stage(short.placed(Placement("905a", 9, 9, 0))))


def test_tile_used_twice(clean):
    broken = clean.placed(far(clean, "205a"))
    found = validate_stage(broken)
    assert errors(found) == {"tile-used-twice"}
    assert only(found, "tile-used-twice").where.tiles == ("205a", "205a")
    assert not errors(validate_stage(broken, boxes=2))  # two boxes hold two
    assert not errors(validate_stage(clean))


def test_tile_both_sides(clean):
    broken = clean.placed(far(clean, "210a"))  # the layout uses 210b
    found = validate_stage(broken)
    assert errors(found) == {"tile-both-sides"}
    assert set(only(found, "tile-both-sides").where.tiles) == {"210a", "210b"}
    assert not errors(validate_stage(broken, boxes=2))
    assert not errors(validate_stage(clean.placed(far(clean, "211a"))))


def test_too_many_copies(clean):
    broken = clean.placed(far(clean, "205a", 0)).placed(far(clean, "205b", 1))
    found = validate_stage(broken, boxes=2)
    assert errors(found) == {"too-many-copies"}
    assert "3 times" in only(found, "too-many-copies").message
    assert not errors(validate_stage(broken, boxes=3))


def test_stacked_tiles(short):
    mid = short.tiles[1]  # 205a: put 204a on top of it, same way round
    broken = short.with_tiles((*short.tiles, Placement("204a", mid.q, mid.r, mid.rot)))
    found = validate_stage(broken)
    assert errors(found) == {"stacked-tiles"}
    f = only(found, "stacked-tiles")
    assert f.where.hexes == ((mid.q, mid.r),) and set(f.where.tiles) == {"205a", "204a"}
    # Scenery on a road hex is still two tiles on one hex.
    decorated = short.with_tiles((*short.tiles, Placement("902a", mid.q, mid.r, 0)))
    assert errors(validate_stage(decorated)) == {"stacked-tiles"}
    assert not errors(validate_stage(short))


def test_a_tile_placed_twice_on_one_hex_is_only_stacked(short):
    """validators/README.md: a tile stacked under another is only ``stacked-tiles``, not
    also a second use of the box's copy."""
    mid = short.tiles[1]  # 205a
    for top in ("205a", "205b"):  # the same side again, or its other side
        broken = short.with_tiles((*short.tiles, Placement(top, mid.q, mid.r, mid.rot)))
        found = validate_stage(broken)
        assert errors(found) == {"stacked-tiles"}, top
        assert only(found, "stacked-tiles").where.placements == (1, len(short.tiles))
    # A copy placed elsewhere is still a second use.
    assert errors(validate_stage(short.placed(far(short, "205a")))) == {"tile-used-twice"}


# START and FINISH ---------------------------------------------------------------


def test_no_start(short):
    start = short.tiles[0]
    broken = short.with_tiles(short.tiles[1:])
    found = validate_stage(broken)
    assert errors(found) == {"no-start"}
    # It says where the START goes: the hex the course's first road end faces.
    assert only(found, "no-start").where.hexes == ((start.q, start.r),)
    assert not errors(validate_stage(short))


def test_several_starts(short):
    broken = short.placed(far(short, "202b"))
    found = validate_stage(broken, boxes=2)  # one box has one START tile: that is another error
    assert errors(found) == {"several-starts"}
    assert errors(validate_stage(broken)) == {"several-starts", "tile-both-sides"}
    assert "tile-unused" not in codes(found)  # the extra START is reported once
    assert not errors(validate_stage(short, boxes=2))


def test_no_finish(short):
    fin = short.tiles[-1]
    broken = short.with_tiles(short.tiles[:-1])
    found = validate_stage(broken)
    assert errors(found) == {"no-finish"}
    assert only(found, "no-finish").where.hexes == ((fin.q, fin.r),)
    assert not errors(validate_stage(short))


def test_several_finishes(short):
    broken = short.placed(far(short, "203b"))
    assert errors(validate_stage(broken, boxes=2)) == {"several-finishes"}
    assert not errors(validate_stage(short, boxes=2))


def start_line_at_entry(data) -> None:
    """202a with its start line at the very start of its road: driven as described, no
    cell lies behind the line."""
    rows = side_data(data, "202a")["sections"]
    for r in rows:
        r.pop("line", None)
        r.pop("line_at", None)
    rows[0].update(line="start", line_at="near")


def test_start_without_grid():
    # Driven the other way round, all the START's cells lie behind the line.
    tileset = tileset_with(start_line_at_entry)
    stage = layout(SHORT, tileset=tileset)
    start = stage.tiles[0]
    assert build_course(stage, tileset).start.reversed is False
    found = validate_stage(stage, tileset=tileset)
    assert errors(found) == {"start-without-grid"}
    assert only(found, "start-without-grid").where.tiles == ("202a",)
    turned = stage.replaced(0, Placement("202a", start.q, start.r, start.rot + 3))
    assert not errors(validate_stage(turned, tileset=tileset))


def test_finish_not_crossed():
    # A FINISH whose line is at the very end of its road: entered as described, no cell
    # lies past the line.
    def line_at_exit(data):
        rows = side_data(data, "203a")["sections"]
        for r in rows:
            r.pop("line", None)
            r.pop("line_at", None)
        rows[-1].update(line="finish", line_at="far")

    tileset = tileset_with(line_at_exit)
    stage = layout(SHORT, tileset=tileset)
    fin = stage.tiles[-1]
    found = validate_stage(stage, tileset=tileset)
    assert errors(found) == {"finish-not-crossed"}
    assert only(found, "finish-not-crossed").where.hexes == ((fin.q, fin.r),)
    turned = stage.replaced(len(stage.tiles) - 1,
                            Placement("203a", fin.q, fin.r, fin.rot + 3))
    assert not errors(validate_stage(turned, tileset=tileset))


# The chain ----------------------------------------------------------------------


def test_open_end_names_the_hex_where_the_next_tile_goes(short):
    gap = short.tiles[2]
    broken = short.removed(gap.hex)
    found = validate_stage(broken)
    assert errors(found) == {"open-end"}
    f = only(found, "open-end")
    assert (gap.q, gap.r) in f.where.hexes and f.where.tiles == ("205a",)
    assert f"{gap.q},{gap.r}" in f.message
    # The cut-off FINISH is simply unused (a warning, not another error).
    assert "tile-unused" in codes(found)
    assert not errors(validate_stage(short))


def test_road_into_no_road(short):
    mid = short.tiles[1]
    broken = short.replaced(1, mid.rotated(1))
    found = validate_stage(broken)
    assert errors(found) == {"road-into-no-road"}
    assert only(found, "road-into-no-road").where.tiles == ("202a", "205a")
    assert not errors(validate_stage(short))


def test_lane_mismatch():
    def three_lanes(data):
        wide = copy.deepcopy(side_data(data, "205a"))
        wide.update(id="299a", number=299)
        wide["road"]["lanes"] = 3
        data["tiles"].append(wide)

    tileset = tileset_with(three_lanes)
    stage = Stage(tiles=(Placement("202a", 0, 0, 0), Placement("299a", 1, 0, 0),
                         Placement("203a", 2, 0, 0)))
    found = validate_stage(stage, tileset=tileset)
    assert errors(found) == {"lane-mismatch"}
    assert len([f for f in found if f.code == "lane-mismatch"]) == 2  # both joints
    fixed = stage.replaced(1, Placement("205a", 1, 0, 0))
    assert not errors(validate_stage(fixed, tileset=tileset))


# Around the START (0,0), leaving it north: (1,0) → (0,1) → (-1,1) → (-1,0), which
# leads back north into the START's back end.
def _ring(last: str) -> list[Placement]:
    o = Hex(0, 0)
    return [fit("202a", o, 0, 3), fit("210b", Hex(1, 0), 3, 2), fit("208a", Hex(0, 1), 5, 3),
            fit("217a", Hex(-1, 1), 0, 4), fit(last, Hex(-1, 0), 1, 0)]


def test_loop():
    ring = _ring("216a")
    broken = Stage(tiles=(*ring, Placement("203a", 8, 8, 0)))
    found = validate_stage(broken)
    assert errors(found) == {"loop"}
    # The START has road on both sides; whichever way the course goes, it comes back.
    assert set(only(found, "loop").where.tiles) in ({"216a", "202a"}, {"210b", "202a"})
    # Fixed: the FINISH takes the last tile's place (leaving south-west, away from the START).
    fixed = Stage(tiles=(*ring[:4], fit("203a", Hex(-1, 0), 1, 4)))
    assert not errors(validate_stage(fixed))


def test_ambiguous_joint_where_the_finish_runs_into_the_start():
    # START (0,0) north; round (1,0), (0,1), (-1,1), (-2,1), (-2,0); the FINISH on (-1,0)
    # leaves north into the START's back end: a circuit, not a stage. The START is laid
    # with its description starting north, so the course takes the long way round (the
    # other way it meets the FINISH at once and the rest of the ring is a branch).
    start = load_tileset()["202a"]
    head = [Placement("202a", 0, 0, (0 - start.start_edge) % 6), fit("210b", Hex(1, 0), 3, 2),
            fit("208a", Hex(0, 1), 5, 3), fit("205a", Hex(-1, 1), 0, 3),
            fit("217a", Hex(-2, 1), 0, 4)]
    broken = Stage(tiles=(*head, fit("216a", Hex(-2, 0), 1, 0), fit("203a", Hex(-1, 0), 3, 0)))
    found = validate_stage(broken)
    assert errors(found) == {"ambiguous-joint"}
    assert set(only(found, "ambiguous-joint").where.tiles) == {"202a", "203a"}
    fixed = Stage(tiles=(*head, fit("203a", Hex(-2, 0), 1, 4)))
    assert not errors(validate_stage(fixed))


def test_branch_behind_the_start(short):
    start = short.tiles[0]
    course = build_course(short)
    behind = start.hex.neighbour(
        local_to_world_side(course.tiles[0].entry_edge, start.rot))  # type: ignore[arg-type]
    w = behind.direction_to(start.hex)
    broken = short.placed(fit("207a", behind, w, opposite(w)))
    found = validate_stage(broken)
    assert errors(found) == {"branch"}
    f = only(found, "branch")
    assert "behind the START" in f.message and f.where.tiles == ("207a", "202a")
    assert "tile-unused" not in codes(found)
    # Turned so that its road no longer meets the START's: just an unused tile.
    side = broken.tiles[-1]
    off = broken.replaced(len(broken.tiles) - 1, side.rotated(1))
    assert errors(validate_stage(off)) == set()
    assert "tile-unused" in codes(validate_stage(off))


def test_branch_after_the_finish(short):
    fin = build_course(short).tiles[-1]
    beyond = fin.hex.neighbour(local_to_world_side(fin.exit_edge, fin.placement.rot))
    w = beyond.direction_to(fin.hex)
    found = validate_stage(short.placed(fit("207a", beyond, w, opposite(w))))
    assert errors(found) == {"branch"}
    assert "after the FINISH" in only(found, "branch").message


def test_service_park_closing_the_road_before_the_finish(short):
    fin = short.tiles[-1]
    course = build_course(short)
    before = course.tiles[-2]
    w = local_to_world_side(before.exit_edge, before.placement.rot)  # type: ignore[arg-type]
    service = load_tileset()["201a"]
    rot = (opposite(w) - service.start_edge) % 6
    broken = short.removed(fin.hex).placed(Placement("201a", fin.q, fin.r, rot)) \
        .placed(Placement("203a", 9, 9, 0))
    found = validate_stage(broken)
    assert errors(found) == {"service-not-after-finish"}
    assert only(found, "service-not-after-finish").where.tiles == ("201a",)


def test_service_park_behind_the_start():
    stage = layout(["201a", "202a", "205a", "203a"])
    course = build_course(stage)
    start = course.tiles[0]
    back = start.hex.neighbour(local_to_world_side(start.entry_edge, start.placement.rot))  # type: ignore[arg-type]
    service = load_tileset()["201a"]
    moved = stage.with_tiles([p for p in stage.tiles if p.tile != "201a"])
    rot = (back.direction_to(start.hex) - service.start_edge) % 6  # type: ignore[operator]
    broken = moved.placed(Placement("201a", back.q, back.r, rot))
    found = validate_stage(broken)
    assert errors(found) == {"service-not-after-finish"}
    assert "behind the START" in only(found, "service-not-after-finish").message
    assert not errors(validate_stage(stage))
    assert build_course(stage).service is not None


@pytest.mark.parametrize("finish_rot", [0, 3])  # either way round: the FINISH's two ends
def test_service_park_after_the_finish_of_a_stage_without_start(finish_rot):
    """Without a START the course is walked back from the FINISH; the service park right
    after it is still the course's, so only the missing START is reported."""
    stage = layout(["202a", "205a", "206a", "203a", "201a"])
    tiles = [replace(p, rot=finish_rot) if p.tile == "203a" else p for p in stage.tiles[1:]]
    broken = stage.with_tiles(tiles)
    found = validate_stage(broken)
    assert errors(found) == {"no-start"}
    assert only(found, "no-start").where.hexes == ((stage.tiles[0].q, stage.tiles[0].r),)
    course = build_course(broken)
    assert course.service is not None and course.service.side.id == "201a"
    assert [t.side.id for t in course.tiles] == ["205a", "206a", "203a", "201a"]


def test_every_error_code_has_a_test_here_or_in_the_other_validator_tests():
    """Keeps this file honest: a new error code needs its broken stage and fixed twin."""
    from pathlib import Path

    here = Path(__file__).parent
    files = [*here.glob("test_validators_*.py"), *here.glob("test_gt_*.py")]  # GT circuits
    text = "".join(p.read_text("utf-8") for p in files)
    missing = [c for c, (sev, _) in CODES.items() if sev == "error" and f'"{c}"' not in text]
    assert missing == []


# Course and graph corner cases -------------------------------------------------------


def test_several_starts_use_the_start_that_reaches_the_finish(short):
    broken = short.with_tiles((far(short, "202b"), *short.tiles))  # the extra START first
    found = validate_stage(broken, boxes=2)
    assert errors(found) == {"several-starts"}  # not also an open end at the lone START


def test_finish_line_at_the_very_start_of_the_finish_tile():
    def line_at_entry(data):
        rows = side_data(data, "203a")["sections"]
        for r in rows:
            r.pop("line", None)
            r.pop("line_at", None)
        rows[0].update(line="finish", line_at="near")

    tileset = tileset_with(line_at_entry)
    stage = layout(SHORT, tileset=tileset)
    assert build_course(stage, tileset).finish.reversed is False
    assert not errors(validate_stage(stage, tileset=tileset))  # every FINISH cell is past it


def test_open_end_into_scenery(short):
    gap = short.tiles[2]
    found = validate_stage(short.removed(gap.hex).placed(Placement("902a", gap.q, gap.r, 0)))
    assert errors(found) == {"open-end"}
    assert "only scenery (902a)" in only(found, "open-end").message
