"""Circuit races with DIRT tiles (issue 22 point 5): an RX circuit round the start-finish
401 is raced on the DIRT rules from 401's two grid rows, over its laps, first across the
line after the last lap winning; its joker branch is taken once per race by every car
(ruleset option ``joker``: ``"once"``, or ``"free"``). docs/rules.md, "Circuit races"."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from pacenote.course import build_course
from pacenote.engine.circuit import joker_cells, lap_graph
from pacenote.engine.drivers import Driver
from pacenote.engine.race import RaceStage, run_race
from pacenote.engine.ruleset import load_ruleset
from pacenote.engine.testdrive import stage_game
from pacenote.formats import load_stage
from pacenote.graph import CellGraph, build_graph
from pacenote.stage import Stage

ROOT = Path(__file__).resolve().parent.parent
RX = ROOT / "examples" / "rx" / "rx-joker.stage.json"
ICE = ROOT / "examples" / "dirt-circuits" / "ice-loop.stage.json"
GT = ROOT / "examples" / "gt" / "circuit-1.stage.json"


@pytest.fixture(scope="module")
def rx() -> Stage:
    return load_stage(RX)


@pytest.fixture(scope="module")
def graph(rx: Stage) -> CellGraph:
    return build_graph(build_course(rx))


def test_a_circuit_of_dirt_tiles_is_driven_on_the_dirt_rules(rx: Stage) -> None:
    assert stage_game(rx) == "dirt"
    assert stage_game(load_stage(GT)) == "gt"


def test_the_joker_cells_are_the_branch_between_fork_and_join(graph: CellGraph) -> None:
    jokers = joker_cells(graph)
    # the tiles between the fork 404a (course tile 6) and the join 405b (tile 8)
    assert {n[0] for n in jokers} == {5, 7, 12, 13, 14, 15}
    assert {n for n in jokers if n[0] in (5, 7)} == {(5, "jc"), (5, "ji"), (7, "jc"),
                                                     (7, "ji")}
    assert not any((5, k) in jokers for k in ("s1", "m1", "n2"))  # the main road's


def _paths_avoid(g, cells) -> bool:  # type: ignore[no-untyped-def]
    """Can a car go from the grid to the finish without entering ``cells``?"""
    seen = [n for n, d in g.nodes(data=True) if d["grid"]]
    todo = list(seen)
    while todo:
        u = todo.pop()
        if g.nodes[u]["finished"]:
            return True
        for v in g.succ[u]:
            if v not in cells and v not in seen:
                seen.append(v)
                todo.append(v)
    return False


@pytest.mark.parametrize("laps", [1, 3])
def test_every_way_to_the_finish_takes_the_joker_exactly_once(graph: CellGraph,
                                                              laps: int) -> None:
    tiles = 16  # the circuit's 12 course tiles and the branch's 4
    g = lap_graph(graph, laps, joker=True)
    physical = joker_cells(graph)

    def on_joker(n: tuple[int, str]) -> bool:
        return (n[0] % tiles, n[1]) in physical

    jokers = {n for n in g.nodes if on_joker(n)}
    assert jokers and not _paths_avoid(g, jokers)  # it must be taken
    entries = [(u, v) for u, v in g.edges if on_joker(v) and not on_joker(u)]
    layer = tiles * (laps + 1)  # layer 1: the joker taken
    assert entries and all(u[0] < layer <= v[0] for u, v in entries)  # never a second time
    assert all(g.nodes[n]["finished"] is (n[0] >= layer) or not g.nodes[n]["finished"]
               for n in g.nodes)
    # free: the joker is a road like any other, the main road alone reaches the finish
    free = lap_graph(graph, laps)
    assert _paths_avoid(free, {n for n in free.nodes if on_joker(n)})
    assert all(n[0] < layer for n in free.nodes)


def test_the_grid_is_401s_two_rows_front_row_first(graph: CellGraph) -> None:
    stage = RaceStage.of(lap_graph(graph, 1, joker=True), circuit=True)
    cells = [stage.board.ids[c] for c in stage.pole]
    assert [k for _, k in cells[:3]] != [] and {k for _, k in cells[:3]} == {"1.0", "1.1",
                                                                             "1.2"}
    assert {k for _, k in cells[3:]} == {"0.0", "0.1", "0.2"}
    assert not stage.gt and not stage.pit_cells  # DIRT rules: no 00 turn, no pits


def _race(graph: CellGraph, laps: int, players: int, seed: int):  # type: ignore[no-untyped-def]
    rules = load_ruleset()
    stage = RaceStage.of(lap_graph(graph, laps, joker=True), circuit=True)
    driver = Driver(stage.board, rules, "expert")
    return stage, run_race(stage, rules, [driver] * players, random.Random(seed), trace=True)


def test_a_dirt_circuit_race_every_car_takes_the_joker_once_first_across_wins(
        graph: CellGraph) -> None:
    laps, tiles = 2, 16
    physical = joker_cells(graph)
    stage, race = _race(graph, laps, 4, seed=3)
    board = stage.board
    assert race.trace is not None
    by_car: dict[int, list[int]] = {}
    for t in race.trace:
        assert t.record.mode != "re-entry"  # DIRT: a crash is beside the road, no 00 turn
        by_car.setdefault(t.driver_id, []).extend(t.record.cells)
        on_road = [board.ids[c.cell] for c in t.cars if c.state == "road"]
        pieces = [(n[0] % tiles, n[1]) for n in on_road]
        assert len(pieces) == len(set(pieces))  # one car per cell, whatever its lap
    for r in race.racers:
        assert r.result.outcome == "finished"
        entered = [c for c in by_car[r.driver_id]
                   if (board.ids[c][0] % tiles, board.ids[c][1]) in physical]
        assert entered  # the joker, once: every one of its cells in layer 1
        assert all(board.ids[c][0] >= tiles * (laps + 1) for c in entered)
    # places: the order of crossing the line after the last lap
    order = sorted(race.racers, key=lambda r: r.finish_place)
    assert [race.positions[r.driver_id] for r in order] == [1, 2, 3, 4]
    assert sum(r.laps_led for r in race.racers) == laps


def test_the_ice_loop_validates_clean_and_is_a_dirt_circuit() -> None:
    from pacenote.tiles import load_tileset
    from pacenote.validators import validate_stage

    stage = load_stage(ICE)
    tileset = load_tileset(stage.tileset)
    course = build_course(stage, tileset)
    assert course.is_circuit and course.complete and stage_game(stage, tileset) == "dirt"
    assert [f.code for f in validate_stage(stage, tileset=tileset)
            if f.severity != "info"] == []
    assert {ct.side.id for ct in course.tiles if ct.side.terrain != "snow"} == {"401b", "411a"}
    # an ice loop needs no joker; the same loop with an asphalt straight is an RX circuit
    # that lacks one
    k = next(i for i, p in enumerate(stage.tiles) if p.tile == "303b")
    paved = stage.replaced(k, replace(stage.tiles[k], tile="303a"))
    assert [f.code for f in validate_stage(paved, tileset=tileset)
            if f.severity != "info"] == ["joker-missing"]


def _row(out: str, label: str) -> str:
    """The text of a summary row (its label, then the value, wrapped lines joined)."""
    lines = out.splitlines()
    k = next(i for i, line in enumerate(lines) if line.startswith(label))
    text = lines[k][len(label):].strip()
    for line in lines[k + 1:]:
        if not line.startswith(" "):
            break
        text += " " + line.strip()
    return text


@pytest.mark.parametrize(("path", "game"), [(ICE, "dirt"), (GT, "gt")])
def test_drive_a_circuit_reports_per_driver_json_and_text(pacenote_cli, path: Path,  # noqa: ANN001
                                                          game: str) -> None:
    import json
    import re

    args = ("drive", str(path), "--players", "3", "--runs", "3", "--laps", "2", "--seed", "5")
    code, out, err = pacenote_cli(*args, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == game and data["laps"] == 2 and data["players"] == 3
    drivers = data["drivers"]
    assert sum(d["wins"] for d in drivers) == 3  # one winner per race
    assert sum(d["laps_led"] for d in drivers) == pytest.approx(2)  # every lap led once
    assert sorted(round(d["position_mean"] * 3) for d in drivers) != [] and \
        sum(d["position_mean"] for d in drivers) == pytest.approx(1 + 2 + 3)
    for key in ("rounds_led", "pit_stops", "losses_of_control", "overtakes",
                "blocked_turns"):
        assert all(d[key] >= 0 for d in drivers), key
    assert data["rounds_mean"] > 0 and data["play_minutes"] > 0
    code, text, err = pacenote_cli(*args)
    assert code == 0, err
    first = re.sub(r"\s+", " ", " ".join(text.splitlines()[:2]))
    assert ("pacenote's reading, no DIRT rulebook covers circuits" in first) is (game == "dirt")
    assert "over 2 laps" in first
    length = _row(text, "race length")
    assert length.startswith(f"{data['rounds_mean']:.1f} rounds")
    duration = _row(text, "play duration")
    assert f"about {data['play_minutes']:.0f} min" in duration
    # the book's guidance beside it: 15 pieces x 1 lap = 30 min for 4 players
    assert re.search(r"the book's guidance: about \d+ min for 4 players \(\d+ pieces, 2 laps\)",
                     duration)
    assert "15 pieces x 1 lap takes 30 min for 4 players" in duration
    header = next(line for line in text.splitlines() if "laps led" in line)
    assert all(col in header for col in ("place", "wins", "laps led", "pit stops",
                                         "losses of control", "overtakes", "blocked"))
    rows = [line for line in text.splitlines() if re.match(r"^│ #\d", line)]
    assert len(rows) == 3
    cells = [c.strip() for c in rows[0].strip("│").split("│")]
    d0 = drivers[0]
    assert cells[:4] == ["#1", f"{d0['position_mean']:.2f}", str(d0["wins"]),
                         f"{d0['laps_led']:.2f}"]


def test_a_dirt_cup_races_a_stage_then_a_circuit_stage() -> None:
    from pacenote.engine import DriveSettings, RaceEntry, test_race

    ss1 = load_stage(ROOT / "examples" / "rally-1" / "ss1.stage.json")
    entries = [RaceEntry("SS1", ss1), RaceEntry("SS2", load_stage(ICE), service=True)]
    report = test_race(entries, DriveSettings(runs=2, seed=4, players=2))
    assert report.stages == ["SS1", "SS2"] and report.game == "dirt" and report.laps == 2
    assert sum(d.laps_led for d in report.drivers) == pytest.approx(2)  # the circuit's laps
    assert all(len(d.stage_means) == 2 and d.stage_means[1] > 0 for d in report.drivers)


def test_a_car_a_lap_ahead_closes_its_cell_to_the_car_it_laps(graph: CellGraph) -> None:
    from pacenote.engine.rules import Step
    from pacenote.engine.traffic import Traffic

    tiles = 16
    stage = RaceStage.of(lap_graph(graph, 2, joker=True), circuit=True)
    board = stage.board
    cell = (2, "1.0")  # 208a's cell, in lap 1 (layer 0) and in lap 2 (layer 1)
    lap1 = board.index[cell]
    lap2 = board.index[(cell[0] + tiles + 3 * tiles, cell[1])]
    assert lap2 in stage.rmap.same[lap1] and lap1 in stage.rmap.same[lap2]
    before = next(c for c in range(len(board.ids)) if lap1 in board.succ[c])
    traffic = Traffic(board, stage.rmap, {lap2: 3}, before)  # the leader, a lap ahead
    assert not traffic.allows(before, Step("gear", 3, 0, lap1))
    alone = Traffic(board, stage.rmap, {}, before)
    assert alone.allows(before, Step("gear", 3, 0, lap1))


def test_drive_a_dirt_circuit_alone_times_one_lap_on_the_dirt_rules(pacenote_cli) -> None:  # noqa: ANN001
    import json
    import re

    code, out, err = pacenote_cli("drive", str(ICE), "--runs", "40", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["finished"] == 40 and data["par_time"] is not None
    assert data["options"]["ruleset"] == "dirt-core"  # not the GT rules
    code, text, err = pacenote_cli("drive", str(ICE), "--runs", "40")
    assert code == 0, err
    flat = re.sub(r"\s+", " ", text)
    assert "(one lap of a circuit on the DIRT rules: pacenote's reading, no DIRT rulebook " \
        "covers circuits)" in flat
    assert re.search(r"lap time mean \d:\d\d\.\d \(exact\)", flat)


def test_a_car_on_the_joker_is_alongside_no_car_on_the_main_road(graph: CellGraph) -> None:
    stage = RaceStage.of(lap_graph(graph, 1, joker=True), circuit=True)
    board, rmap = stage.board, stage.rmap
    tiles = 16

    def tile(c: int) -> int:
        return board.ids[c][0] % tiles

    branch = [c for c in range(len(board.ids)) if tile(c) >= 12]  # 206a 229a 230a 218a
    main = [c for c in range(len(board.ids)) if 5 < tile(c) < 7]  # 205a between the two
    assert branch and main
    front = board.front
    assert any(abs(front[b] - front[m]) < 0.5 for b in branch for m in main)  # same stretch
    assert not any(m in rmap.beside[b] for b in branch for m in main)
    assert any(rmap.beside[b] for b in branch)  # the joker's own lanes side by side
