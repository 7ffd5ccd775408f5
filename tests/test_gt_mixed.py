"""A Rallyman: DIRT stage with a Rallyman: GT asphalt section (examples/gt/
mixed-asphalt.stage.json): both tilesets named, lane counts matched at every joint,
asphalt terrain on the GT cells, and the DIRT engine drives it with its asphalt
column."""

from __future__ import annotations

from pathlib import Path

import pytest

from pacenote.course import build_course
from pacenote.engine import compile_board, drive, load_ruleset
from pacenote.formats import load_stage, save_stage
from pacenote.graph import CellGraph, build_graph
from pacenote.stage import Placement, Stage
from pacenote.tiles import load_tileset
from pacenote.validators import validate_stage

MIXED = Path(__file__).resolve().parent.parent / "examples" / "gt" / "mixed-asphalt.stage.json"


@pytest.fixture(scope="module")
def graph() -> CellGraph:
    return build_graph(build_course(load_stage(MIXED)))


def test_the_stage_names_both_tilesets_and_validates(tmp_path: Path) -> None:
    stage = load_stage(MIXED)
    assert stage.tileset == "dirt-core+gt-core"
    numbers = {int(p.tile[:3]) for p in stage.tiles}
    assert numbers & set(range(201, 233)) and numbers & set(range(102, 121))
    assert not [f for f in validate_stage(stage) if f.severity != "info"]
    # Rekee and .rgt carry no tileset: it is read back from the ids.
    for suffix in (".json", ".rgt"):
        save_stage(stage, tmp_path / f"m{suffix}")
        assert load_stage(tmp_path / f"m{suffix}").tileset == "dirt-core+gt-core"


def test_every_joint_joins_equal_lane_counts(graph: CellGraph) -> None:
    course = graph.course
    assert course.complete and not course.issues
    assert all(j.matched and j.lanes_a == j.lanes_b == 2 for j in course.joints)
    gt = [t for t in course.tiles if t.side.gt is not None]
    assert gt and all(t.side.side == "b" for t in gt)


def test_terrain_on_every_cell(graph: CellGraph) -> None:
    terrains = {d["tile"]: d["terrain"] for _, d in graph.g.nodes(data=True)}
    for tile, terrain in terrains.items():
        assert terrain == ("asphalt" if int(tile[:3]) < 200 else "gravel"), tile


def test_dirt_and_gt_cells_join_both_ways(graph: CellGraph) -> None:
    g = graph.g
    across = [(u, v) for u, v in g.edges if u[0] != v[0]
              and (graph.course.tiles[u[0]].side.gt is None)
              != (graph.course.tiles[v[0]].side.gt is None)]
    kinds = {g.edges[e]["kind"] for e in across}
    assert len({(graph.course.tiles[u[0]].side.gt is None) for u, _ in across}) == 2
    assert kinds <= {"straight", "diagonal", "corner"} and "straight" in kinds


def test_the_dirt_engine_drives_it_on_its_asphalt_column(graph: CellGraph) -> None:
    board = compile_board(graph)
    rules = load_ruleset()
    asphalt = [i for i, t in enumerate(board.terrain) if t == "asphalt"]
    assert asphalt and rules.column("asphalt", True) is not rules.column("gravel", True)
    report = drive(graph, runs=20, seed=3)
    assert report.finished + report.retired == 20 and report.finished > 0
    assert report.mean is not None and report.mean > 0


def test_three_lanes_never_meet_two_lane_dirt() -> None:
    ts = load_tileset("dirt-core+gt-core")
    assert ts["103a"].lanes == 3 and ts["205a"].lanes == 2
    stage = Stage(tileset="dirt-core+gt-core", tiles=(
        Placement("202a", 0, 0, 0), Placement("103a", 1, 0, 0), Placement("203a", 2, 0, 0)))
    found = [f.code for f in validate_stage(stage)]
    assert found.count("lane-mismatch") >= 1


def test_the_dirt_rules_read_the_gt_marks_of_its_gt_tiles(graph: CellGraph) -> None:
    """The GT tiles' marks are the track's: a DIRT stage with GT asphalt laid in honours
    its dotted-line limits and hazard corners under the DIRT rules (docs/rules.md)."""
    from pacenote.engine.race import RaceStage
    from pacenote.engine.rules import GEAR, Dice, steps_from
    from pacenote.engine.testdrive import solo_board
    from pacenote.graph import parse_node

    rules = load_ruleset()
    dice = Dice.of(rules.column("asphalt", False))
    for board in (solo_board(graph, {}, rules), RaceStage.of(graph).board):
        assert board.marked

        def enter(frm: str, gear: int, to: str, b=board):  # noqa: ANN202, ANN001
            es = {(e.step.die, e.step.gear, e.step.dest): e
                  for e in steps_from(b, rules, b.index[parse_node(frm)], gear, dice,
                                      with_loc=True)}
            return es[(GEAR, gear + 1, b.index[parse_node(to)])]

        # 4:1.i0 has limit 2, but its "1" dotted line is crossed straight from 4:2.1
        assert graph.g.nodes[parse_node("4:1.i0")]["limit"] == 2
        assert enter("4:2.1", 1, "4:1.i0").loc  # a gear-2 die loses control
        assert not enter("4:2.1", 0, "4:1.i0").loc  # gear 1 is within the line's limit
        # 8:1.o0 is a hazard corner "4!": entering it at exactly 4th adds one hazard
        cell = next(u for u in graph.g.predecessors(parse_node("8:1.o0"))
                    if u[0] == 7 or u[1].startswith("2."))
        hazard = enter(f"{cell[0] + 1}:{cell[1]}", 3, "8:1.o0")
        assert hazard.step.track == 1 and not hazard.loc


def test_a_marked_board_keeps_the_jumps_and_fords_of_its_dirt_tiles() -> None:
    from test_engine_fixtures import node, road

    from pacenote.engine.rules import Dice, steps_from

    g = road(14, jumps={4: 3}, fords={9})
    plain = compile_board(g)
    assert not plain.marked  # no mark anywhere: the plain board
    g.nodes[(3, "12.0")]["hazard"] = True  # a GT hazard corner further on
    g.nodes[(3, "12.0")]["limit"] = 4
    marked = compile_board(g)
    assert marked.marked and marked.ids == plain.ids
    rules = load_ruleset()
    dice = Dice.of(rules.column("gravel", False))

    def steps(board, key: str, gear: int):  # noqa: ANN001, ANN202
        return sorted(e.step for e in steps_from(board, rules, node(board, key), gear, dice,
                                                 with_loc=True))

    for key, gear in (("3.0", 2), ("3.0", 3), ("3.1", 4), ("8.0", 1), ("8.1", 3)):
        assert steps(marked, key, gear) == steps(plain, key, gear), (key, gear)
    assert any(s.jump for s in steps(marked, "3.0", 2))  # a gear-3 die flies
    into_ford = {(s.die, s.gear) for s in steps(marked, "8.0", 1)
                 if s.dest == node(marked, "9.0")}
    assert into_ford == {("gear", 1), ("gas", 1)}  # a gas die or the plain gear-1 die
