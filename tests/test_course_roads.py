"""Courses over sides with several roads (tilesets/dirt-exp-4xx.json): a course is a chain
of passes (placement, road), so a stage may pass one tile twice on its separate or
crossing roads; a junction's route is the one the chain follows on."""

from __future__ import annotations

from pacenote.course import RoadTile, build_course
from pacenote.coursewalk import clashes as _clashes
from pacenote.graph import build_graph
from pacenote.hexgrid import Hex, opposite
from pacenote.stage import Placement, Stage
from pacenote.tiles import Tileset, load_tileset
from pacenote.validators import validate_stage

TILESET = "dirt-core+dirt-exp-4xx"


def lay(ts: Tileset, steps: list[tuple[str, int | None, str | None]]) -> Stage:
    """A stage laid pass by pass: (side id, local edge the course enters by, road id);
    the first tile upright at 0,0. A side passed again is not placed again."""
    tiles: list[Placement] = []
    placed: set[Hex] = set()
    at, exit_w = Hex(0, 0), None
    for tid, entry, road_id in steps:
        road = ts[tid].road(road_id)
        if exit_w is None or entry is None:
            rot, out = 0, road.end_edge
        else:
            at = at.neighbour(exit_w)
            rot = (opposite(exit_w) - entry) % 6
            out = next(e for e in road.edges if e != entry)
        if at not in placed:
            placed.add(at)
            tiles.append(Placement(tid, at.q, at.r, rot))
        assert out is not None
        exit_w = (out + rot) % 6
    return Stage("roads", "", TILESET, tuple(tiles))


CROSSING_TWICE = [("202a", None, None), ("416a", 3, "S-N"), ("210a", 2, None),
                  ("216a", 2, None), ("416a", 5, "NW-SE"), ("204a", 3, None),
                  ("203a", 3, None)]


def errors(stage: Stage, ts: Tileset) -> list[str]:
    return [f.code for f in validate_stage(stage, tileset=ts) if f.severity == "error"]


def test_a_stage_crosses_itself_on_a_crossing_tile() -> None:
    ts = load_tileset(TILESET)
    stage = lay(ts, CROSSING_TWICE)
    assert len(stage.tiles) == 6  # 416a laid once, passed twice
    course = build_course(stage, ts)
    assert course.complete and not course.issues
    passes = [(t.side.id, t.route) for t in course.tiles]
    assert passes[1] == ("416a", "S-N") and passes[4] == ("416a", "NW-SE")
    assert course.tiles[1].road is course.tiles[4].road  # one placement
    assert course.tiles[1].side.edges == (3, 0) and course.tiles[4].side.edges == (5, 2)
    g = build_graph(course)
    assert sorted(k for i, k in g.view.nodes if i == 1) == [
        "S-N/0.0", "S-N/0.1", "S-N/1.0", "S-N/1.1"]
    assert sorted(k for i, k in g.view.nodes if i == 4) == ["NW-SE/0.0", "NW-SE/0.1"]
    # a bridge (docs/rules.md): no step between the two roads' cells
    assert not any(u[0] in (1, 4) and v[0] in (1, 4) and u[0] != v[0]
                   for u, v in g.view.succ.items() for v in g.view.succ[u])
    assert g.fewest_dice() is not None
    assert errors(stage, ts) == []


def test_a_stage_passes_both_separate_roads() -> None:
    ts = load_tileset(TILESET)
    steps: list[tuple[str, int | None, str | None]] = [
        ("202a", None, None), ("412a", 4, "SW-NE"), ("210a", 3, None), ("216a", 3, None),
        ("412a", 2, "S-SE"), ("204a", 3, None), ("203a", 3, None)]
    stage = lay(ts, steps)
    assert len(stage.tiles) == 6
    course = build_course(stage, ts)
    assert course.complete and not course.issues
    assert [t.route for t in course.tiles if t.side.id == "412a"] == ["SW-NE", "S-SE"]
    assert course.tiles[4].reversed  # S-SE driven from SE to S
    g = build_graph(course)
    assert {k.split("/")[0] for i, k in g.view.nodes if i in (1, 4)} == {"SW-NE", "S-SE"}
    assert errors(stage, ts) == []


def test_passing_again_clashes_on_the_same_road_or_a_shared_cell() -> None:
    ts = load_tileset(TILESET)
    crossing = RoadTile(0, Placement("416a", 0, 0, 0), ts["416a"])
    assert _clashes(crossing, "S-N", ["S-N"]) and not _clashes(crossing, "NW-SE", ["S-N"])
    fork = RoadTile(0, Placement("402a", 0, 0, 0), ts["402a"])
    assert _clashes(fork, "NW-N", ["S-N"])  # both drive n1, n2
    assert _clashes(fork, "NW-N", ["S-NW"])  # both drive the branch cells ji, jc
    plain = RoadTile(0, Placement("204a", 0, 0, 0), ts["204a"])
    assert _clashes(plain, None, [None]) and not _clashes(plain, None, [])


def test_a_junction_is_driven_on_the_road_that_leads_on() -> None:
    ts = load_tileset(TILESET)
    main = lay(ts, [("202a", None, None), ("402a", 3, "S-N"), ("203a", 3, None)])
    course = build_course(main, ts)
    assert course.complete and course.tiles[1].route == "S-N"
    assert [k for i, k in build_graph(course).view.nodes if i == 1] == [
        "s1", "s2", "m1", "m2", "n1", "n2"]
    joker = lay(ts, [("202a", None, None), ("402a", 3, "S-NW"), ("203a", 3, None)])
    course = build_course(joker, ts)
    assert course.complete and course.tiles[1].route == "S-NW"
    assert course.joints[1].lanes_a == course.joints[1].lanes_b == 2


def test_a_scenery_piece_is_no_road() -> None:
    ts = load_tileset(TILESET)
    stage = lay(ts, [("202a", None, None), ("204a", 3, None), ("203a", 3, None)])
    stage = stage.with_tiles([*stage.tiles, Placement("903a", 5, 5, 0)])
    course = build_course(stage, ts)
    assert course.complete and course.decorative == [3]
    assert errors(stage, ts) == []


def test_the_build_guide_lays_a_tile_passed_twice_once() -> None:
    from pacenote.export.buildsteps import build_steps

    ts = load_tileset(TILESET)
    steps = build_steps(build_course(lay(ts, CROSSING_TWICE), ts))
    assert [s.tile for s in steps] == ["202a", "416a", "210a", "216a", "204a", "203a"]
    assert [s.number for s in steps] == [1, 2, 3, 4, 6, 7]
    assert steps[4].after == 2  # 204a joins the crossing laid as step 2


def test_the_copilot_example_crosses_itself_and_drives_to_the_finish() -> None:
    from pathlib import Path

    from pacenote.engine import DriveSettings, test_drive
    from pacenote.formats import load_stage

    stage = load_stage(Path(__file__).resolve().parent.parent / "examples" / "rx"
                       / "copilot-crossing.stage.json")
    course = build_course(stage)
    assert [t.route for t in course.tiles if t.side.id == "416a"] == ["S-N", "NW-SE"]
    assert len(course.tiles) == 12 and len(stage.tiles) == 11
    report = test_drive(stage, DriveSettings(runs=20, seed=1))
    assert report.finished == 20


def test_a_level_crossing_holds_one_car_a_bridge_two() -> None:
    from pathlib import Path

    from pacenote.engine.race import RaceStage
    from pacenote.engine.traffic import Traffic
    from pacenote.formats import load_stage

    stage = load_stage(Path(__file__).resolve().parent.parent / "examples" / "rx"
                       / "copilot-crossing.stage.json")
    graph = build_graph(build_course(stage))
    bridge = RaceStage.of(graph)
    assert bridge.rmap.same == ()
    level = RaceStage.of(graph, level_crossings=True)
    board, same = level.board, level.rmap.same
    shared = {(board.ids[a], board.ids[b]) for a in range(len(board)) for b in same[a]}
    assert shared and all({u[0], v[0]} == {1, 8} for u, v in shared)  # the two passes
    car = next(a for a in range(len(board)) if same[a])
    other = next(iter(same[car]))
    start = board.index[graph.grid_cells()[0]]
    assert other in Traffic(board, level.rmap, {car: 3}, start).closed
    assert other not in Traffic(board, bridge.rmap, {car: 3}, start).closed


def test_the_crossings_option_is_in_the_shipped_ruleset() -> None:
    from pacenote.engine.ruleset import load_ruleset

    rules = load_ruleset()
    assert rules.options.crossings == "bridge"
    assert rules.with_options(crossings="level").options.crossings == "level"
