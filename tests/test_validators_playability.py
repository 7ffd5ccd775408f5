"""Playability findings on the real cell graph: reachability, unusable shortcuts, slides
and jumps, stage length, one-lane rows, danger profile and designer notes.

Unusable features do not occur on the printed tiles, so those checks are tested by
cutting edges out of a real stage's graph: the check must notice exactly what was cut.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pacenote.autolayout import layout
from pacenote.course import build_course
from pacenote.engine import compile_board
from pacenote.formats import load_stage
from pacenote.graph import build_graph, node_name, parse_node
from pacenote.hexgrid import Hex, local_to_world_side
from pacenote.stage import Placement, Stage
from pacenote.tiles import load_tileset
from pacenote.validators import StageContext, run_checks, validate_stage

ROOT = Path(__file__).resolve().parent.parent
SS1 = ROOT / "examples" / "rally-1" / "ss1.stage.json"
JUMPS = ROOT / "examples" / "rulebook" / "rally-6-ss3.stage.json"
THIRTY = ROOT / "tests" / "data" / "validators" / "thirty-tiles.stage.json"


def fit(tile: str, h: Hex, w1: int, w2: int) -> Placement:
    """``tile`` on ``h`` turned so that its road ends face world sides w1 and w2."""
    side = load_tileset()[tile]
    rot = next(r for r in range(6) if {local_to_world_side(e, r) for e in side.edges} == {w1, w2})
    return Placement(tile, h.q, h.r, rot)


def context(path: Path) -> StageContext:
    return StageContext(load_stage(path), load_tileset())


def by_code(findings, code):
    return [f for f in findings if f.code == code]


def errors(findings) -> set[str]:
    return {f.code for f in findings if f.severity == "error"}


def cut(ctx: StageContext, edges) -> None:
    ctx.graph.g.remove_edges_from(list(edges))


# Reaching the finish ------------------------------------------------------------


def test_finish_unreachable_when_no_move_crosses_a_joint():
    ctx = context(SS1)
    g = ctx.graph.g
    cut(ctx, [(u, v) for u, v in g.edges if u[0] <= 4 < v[0]])
    found = run_checks(ctx)
    assert errors(found) == {"finish-unreachable"}
    f = by_code(found, "finish-unreachable")[0]
    assert f.where.cells and all(c.startswith("5:") for c in f.where.cells)
    assert f.where.tiles == (ctx.course.tiles[4].side.id,)
    # The fixed twin: the same stage with its graph intact.
    assert not errors(run_checks(context(SS1)))


def test_examples_have_every_feature_usable():
    for path in (SS1, JUMPS):
        found = validate_stage(load_stage(path))
        assert not {f.code for f in found} & {"finish-unreachable", "shortcut-unusable",
                                               "slide-unusable", "jump-unusable"}


def _first(ctx: StageContext, **attrs):
    nodes = sorted(n for n in ctx.graph.nodes(**attrs)
                   if not ctx.graph.g.nodes[n]["start"] and not ctx.graph.g.nodes[n]["finished"])
    assert nodes, attrs
    return nodes[0]


def test_shortcut_that_cannot_be_entered_or_left():
    ctx = context(JUMPS)
    x = _first(ctx, shortcut=True)
    cut(ctx, list(ctx.graph.g.in_edges(x)))
    found = by_code(run_checks(ctx), "shortcut-unusable")
    assert [f.where.cells for f in found] == [(node_name(x),)]
    assert "never be entered" in found[0].message

    ctx = context(JUMPS)
    cut(ctx, list(ctx.graph.g.out_edges(x)))
    found = by_code(run_checks(ctx), "shortcut-unusable")
    assert [f.where.cells for f in found] == [(node_name(x),)]
    assert "leads nowhere" in found[0].message
    assert not errors(run_checks(ctx))  # a warning: the stage is still playable


def test_slide_row_that_cannot_be_entered_sliding():
    ctx = context(SS1)
    band = next(b for b in ctx.graph.bands if b.halves and
                not ctx.graph.g.nodes[b.halves[0]]["start"])
    cut(ctx, list(ctx.graph.g.in_edges(band.halves[0])))
    found = by_code(run_checks(ctx), "slide-unusable")
    assert [f.where.cells for f in found] == [tuple(node_name(h) for h in band.halves)]
    assert "entered sliding" in found[0].message

    ctx = context(SS1)
    cut(ctx, list(ctx.graph.g.out_edges(band.halves[-1])))
    found = by_code(run_checks(ctx), "slide-unusable")
    assert len(found) == 1 and "left sliding" in found[0].message


def _jump_before_hairpins(jump_tile: str, turned: bool = False) -> Stage:
    """START (0,0) north; the jump tile on (1,0); 210a on (2,0) and 216a on (1,1): two
    tight corners (limits 1-3) right after the jump row; the FINISH on (2,1)."""
    side = load_tileset()[jump_tile]
    rot = (3 - side.start_edge) % 6 + (3 if turned else 0)  # described from the south
    return Stage(tiles=(fit("202a", Hex(0, 0), 0, 3), Placement(jump_tile, 1, 0, rot),
                        fit("210a", Hex(2, 0), 3, 2), fit("216a", Hex(1, 1), 5, 0),
                        fit("203a", Hex(2, 1), 3, 0)))


def test_jump_whose_every_landing_is_a_loss_of_control():
    stage = _jump_before_hairpins("204b")  # ^3 on its last row
    found = validate_stage(stage)
    assert not errors(found)
    unusable = by_code(found, "jump-unusable")
    assert len(unusable) == 1 and unusable[0].where.tiles == ("204b",)
    assert unusable[0].where.cells == ("2:1.0", "2:1.1") and "^3" in unusable[0].message
    assert not by_code(found, "jump-lands-on-limit")  # said once, as the warning
    # Turned round, the jump row comes first and lands on the tile's own plain row.
    assert not by_code(validate_stage(_jump_before_hairpins("204b", turned=True)),
                       "jump-unusable")
    assert not by_code(validate_stage(_jump_before_hairpins("204a")), "jump-unusable")


# Designer notes ----------------------------------------------------------------


def test_jump_landing_on_a_lower_limit():
    found = by_code(validate_stage(load_stage(JUMPS)), "jump-lands-on-limit")
    assert len(found) == 1
    f = found[0]
    assert f.where.tiles == ("207b",) and f.severity == "info"
    ctx = context(JUMPS)
    for cell in f.where.cells:
        assert ctx.graph.g.nodes[parse_node(cell)]["limit"] < 5  # below the landing gear
    assert "the jump ^4" in f.message and "(limit 4, landing in gear 5+)" in f.message


def test_jump_landing_in_a_ford():
    def line(mid: str, turned: bool) -> Stage:  # START, mid, FINISH northwards
        rot = (3 - load_tileset()[mid].start_edge) % 6 + (3 if turned else 0)
        return Stage(tiles=(fit("202a", Hex(0, 0), 0, 3), Placement(mid, 1, 0, rot),
                            fit("203a", Hex(2, 0), 3, 0)))

    found = by_code(validate_stage(line("207b", False)), "jump-lands-in-ford")
    assert len(found) == 1 and found[0].where.tiles == ("207b",)  # a ^4 row, then a ford
    assert found[0].where.cells == ("2:2.0", "2:2.1")
    # The engine plays the same reading: no jump of its board lands in those cells.
    board = compile_board(build_graph(build_course(line("207b", False))))
    fords = {board.index[parse_node(c)] for c in found[0].where.cells}
    assert board.jump[board.index[(1, "1.0")]] == 4
    assert not fords & {w for landings in board.land1 + board.land2 for w in landings}
    # Driven the other way the ford comes first and the jump lands on a plain row.
    assert not by_code(validate_stage(line("207b", True)), "jump-lands-in-ford")


def test_stage_length_classes():
    def length(stage):
        found = validate_stage(stage)
        info = by_code(found, "stage-length")
        assert len(info) == 1
        return info[0].message, {f.code for f in found}

    message, found = length(load_stage(SS1))  # the rulebook's short stage: 10 + service
    assert message.startswith("10 road tiles") and "a short stage" in message
    assert not found & {"stage-shorter-than-guidelines", "stage-longer-than-guidelines"}

    message, found = length(load_stage(THIRTY))
    assert message.startswith("30 road tiles") and "a long stage" in message
    assert "stage-longer-than-guidelines" in found

    medium = layout("202a 203a 204a 205a 206a 208a 210b 213a 216a 217a 219a 227a 221b "
                    "223a".split())
    message, found = length(medium)
    assert message.startswith("14 road tiles") and "a medium stage" in message
    assert not found & {"stage-shorter-than-guidelines", "stage-longer-than-guidelines"}

    message, found = length(layout(["202a", "205a", "203a"]))
    assert "stage-shorter-than-guidelines" in found


def test_one_lane_rows():
    found = by_code(validate_stage(load_stage(THIRTY)), "one-lane-section")
    assert {f.where.tiles for f in found} == {("215b",), ("231b",)}
    assert all(len(f.where.cells) == 1 and f.where.cells[0].endswith(".w") for f in found)
    assert not by_code(validate_stage(load_stage(SS1)), "one-lane-section")


def test_danger_profile():
    found = by_code(validate_stage(load_stage(SS1)), "danger-profile")
    assert len(found) == 1
    f = found[0]
    assert "7 low, 2 medium, 1 high" in f.message and "10% high" in f.message
    assert f.where.tiles == ("213a",)


def test_long_straight():
    stage = layout(["202a", "204a", "205a", "206a", "207a", "203a"])
    found = by_code(validate_stage(stage), "long-straight")
    assert len(found) == 1 and len(found[0].where.tiles) == 6
    # A corner in the middle breaks it into runs too short to note.
    broken_up = layout(["202a", "204a", "205a", "210b", "206a", "207a", "203a"])
    assert not by_code(validate_stage(broken_up), "long-straight")


@pytest.mark.parametrize("code", ["stage-length", "danger-profile", "finish-unreachable"])
def test_playability_waits_for_a_course_from_start_to_finish(code):
    stage = layout(["202a", "205a", "206a", "203a"])
    gap = stage.tiles[2]
    found = validate_stage(stage.removed(gap.hex))
    assert errors(found) == {"open-end"}
    assert not by_code(found, code)
