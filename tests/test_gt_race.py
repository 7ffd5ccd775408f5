"""GT races on a circuit (issue 22): the DIRT race loop with the GT rules: every car on
the grid at once (the first drawn on pole), the GT turn order, laps, a car off the track
spending its next turn coming back, places in the order cars cross the line."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest

from pacenote.engine import Driver, load_ruleset
from pacenote.engine.circuit import NotACircuit, lap_graph
from pacenote.engine.race import Racer, RaceStage, _Race, run_race
from pacenote.engine.simulate import Car
from pacenote.loading import load_known_stage

ROOT = Path(__file__).resolve().parent.parent
CIRCUIT = ROOT / "examples" / "gt" / "circuit-1.stage.json"
GT = load_ruleset(game="gt")


@cache
def circuit(laps: int = 1) -> tuple[RaceStage, Driver]:
    from pacenote.course import build_course
    from pacenote.graph import build_graph

    stage, tileset = load_known_stage(CIRCUIT)
    graph = build_graph(build_course(stage, tileset))
    race_stage = RaceStage.of(lap_graph(graph, laps), gt=True)
    return race_stage, Driver(race_stage.board, GT, "balanced")


def test_lap_graph_crosses_the_line_once_per_lap() -> None:
    stage, _ = circuit(2)
    b = stage.board
    assert len(stage.pole) == 6 and set(stage.pole) == set(b.grid)
    finished = [i for i in range(len(b)) if b.finished[i]]
    # two laps: the finished cells are 102's cells past the line, two laps on
    assert finished and all(b.tile_index[i] == 2 * 14 for i in finished)
    assert min(b.front[i] for i in finished) > 2 * max(b.front[i] for i in b.grid)


def test_a_stage_is_no_circuit() -> None:
    from pacenote.course import build_course
    from pacenote.graph import build_graph

    stage, tileset = load_known_stage(ROOT / "examples" / "rally-1" / "ss1.stage.json")
    with pytest.raises(NotACircuit):
        lap_graph(build_graph(build_course(stage, tileset)))


def test_every_car_starts_on_the_grid_the_first_drawn_on_pole() -> None:
    stage, d = circuit()
    race = run_race(stage, GT, [d] * 4, random.Random(3), trace=True, start_order=[2, 0, 3, 1])
    assert race.trace is not None
    first_round = [t for t in race.trace if t.round == 1]
    assert len(first_round) == 4  # no staggered start: all four play round 1
    assert {t.record.start for t in first_round} == set(stage.pole[:4])
    by_driver = {t.driver_id: t.record.start for t in first_round}
    assert by_driver[2] == stage.pole[0]  # the first drawn is on pole position
    assert [by_driver[i] for i in (2, 0, 3, 1)] == list(stage.pole[:4])


def test_places_follow_the_order_cars_cross_the_line() -> None:
    stage, d = circuit()
    for seed in range(3):
        race = run_race(stage, GT, [d] * 3, random.Random(seed), trace=True)
        crossed = sorted((r for r in race.racers if r.result.outcome == "finished"),
                         key=lambda r: r.finish_place)
        assert [race.positions[r.driver_id] for r in crossed] == list(
            range(1, len(crossed) + 1))
        # the winner is the first across, whatever the gear-token seconds say
        assert race.positions[crossed[0].driver_id] == 1 and crossed[0].finish_place == 1


def test_off_the_track_the_next_turn_brings_the_car_back_in_gear_0() -> None:
    stage, d = circuit()
    seen = 0
    for seed in range(12):
        race = run_race(stage, GT, [d] * 4, random.Random(seed), trace=True)
        assert race.trace is not None
        for i, t in enumerate(race.trace):
            if t.record.loss_of_control and t.record.card == "crash":
                nxt = next((u for u in race.trace[i + 1:] if u.driver_id == t.driver_id), None)
                if nxt is None:
                    continue
                seen += 1
                assert nxt.record.mode == "re-entry" and nxt.record.start == t.record.end
                assert nxt.record.cells == [] and nxt.round == t.round + 1
    assert seen  # the seeds do send cars off the track


def test_a_car_cannot_come_back_onto_a_taken_cell() -> None:
    stage, d = circuit()
    cell = stage.pole[0]
    off, other = Racer(0, d), Racer(1, d)
    off.car, other.car = Car.at_start(cell, GT), Car.at_start(cell, GT)
    off.off_track = off.beside_road = True
    race = _Race(stage, GT, random.Random(0), [off, other], None, False, trace=True)
    race._back_on_track(5, off, [off, other])
    assert off.off_track and "taken" in race.turns[-1].record.notes[0]
    other.car.cell = stage.pole[1]  # the cell is free again
    race._back_on_track(6, off, [off, other])
    assert not off.off_track and not off.beside_road and off.car.gear == 0


def test_same_seed_same_race() -> None:
    stage, d = circuit()
    a = run_race(stage, GT, [d] * 3, random.Random(7))
    b = run_race(stage, GT, [d] * 3, random.Random(7))
    assert a.positions == b.positions and a.rounds == b.rounds


@pytest.mark.slow
def test_drive_races_a_circuit_with_the_per_driver_report(pacenote_cli) -> None:  # noqa: ANN001
    import json

    code, out, err = pacenote_cli("drive", str(CIRCUIT), "--players", "3", "--runs", "4",
                                  "--laps", "2", "--json", "--driver", "balanced")
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == "gt" and data["laps"] == 2 and data["players"] == 3
    assert sum(d["wins"] for d in data["drivers"]) == 4
    assert {"rounds_led", "losses_of_control", "pit_stops"} <= set(data["drivers"][0])


def test_laps_only_for_a_circuit(pacenote_cli) -> None:  # noqa: ANN001
    code, _, err = pacenote_cli("drive", str(ROOT / "examples" / "rally-1" / "ss1.stage.json"),
                                "--laps", "2")
    assert code == 2 and "--laps" in err


def test_yellow_flag_no_drawing_level_on_its_tile_and_the_next_ones() -> None:
    from pacenote.engine.rules import GEAR, Step
    from pacenote.engine.traffic import Traffic

    stage, d = circuit()
    b, n = stage.board, stage.lap_tiles
    assert n == 14  # circuit 1: 14 pieces
    race = _Race(stage, GT, random.Random(0), [], None, False, trace=False)
    # a car on the straight of piece 3 in 2nd, another on piece 8 in 2nd, one spun (0)
    cell3 = next(c for c in range(len(b)) if b.tile_index[c] == 3 and stage.rmap.beside[c])
    cell8 = next(c for c in range(len(b)) if b.tile_index[c] == 8 and stage.rmap.beside[c])
    spun = next(c for c in range(len(b)) if b.tile_index[c] == 4 and c != cell3)
    others = {cell3: 2, cell8: 2, spun: 0}
    assert race._flagged(others) == frozenset()
    race.flags[5] = 4  # a yellow flag on piece 4: pieces 3, 4 and 5
    assert race._flagged(others) == {cell3}  # not piece 8, not the car in gear 0
    race.flags = {5: 0}  # on 102: the zone wraps round to the last piece
    last = next(c for c in range(len(b)) if b.tile_index[c] == 13)
    assert race._flagged({last: 3}) == {last}
    # the traffic rule: no die draws level with a flagged car, even a 6
    y = next(iter(stage.rmap.beside[cell3]))
    start = next(c for c in range(len(b)) if y in b.succ[c] and c not in
                 stage.rmap.beside[cell3] and c != cell3)
    free = Traffic(b, stage.rmap, {cell3: 2}, start)
    flagged = Traffic(b, stage.rmap, {cell3: 2}, start, frozenset({cell3}))
    assert free.allows(start, Step(GEAR, 6, 0, y))
    assert not flagged.allows(start, Step(GEAR, 6, 0, y))


@pytest.mark.slow
@pytest.mark.parametrize("number", range(1, 9))
def test_every_book_circuit_races_one_to_six_cars_the_same_way_per_seed(number: int) -> None:
    """Issue 22's "done when": each of the book's eight circuits raced with 1, 2, ... 6
    cars (weather, pit stops and all), twice per seed: the same report to the last
    figure; a different seed, a different race."""
    from pacenote.engine import DriveSettings, RaceEntry, test_race

    stage, tileset = load_known_stage(ROOT / "examples" / "gt" / f"circuit-{number}.stage.json")
    entries = [RaceEntry("c", stage, tileset=tileset)]
    reports = []
    for players in range(1, 7):
        settings = DriveSettings(driver="balanced", runs=1, seed=number, players=players,
                                 laps=2 if players == 6 else None)
        one, two = (test_race(entries, settings).to_dict() for _ in range(2))
        assert one == two, players
        assert one["game"] == "gt" and sum(d["wins"] for d in one["drivers"]) == 1
        assert sum(d["position_mean"] for d in one["drivers"]) == pytest.approx(
            players * (players + 1) / 2)
        reports.append(one)
    other = test_race(entries, DriveSettings(driver="balanced", runs=1, seed=number + 100,
                                             players=6, laps=2)).to_dict()
    assert other != reports[-1]


def test_a_damaged_car_ending_in_1st_on_an_edge_lane_pits_for_repairs() -> None:
    from pacenote.engine.simulate import TurnRecord

    stage, d = circuit()
    b = stage.board
    assert stage.pit_cells and not any(b.limit[c] < 99 for c in stage.pit_cells)
    cell = min(stage.pit_cells, key=lambda c: b.front[c] if b.front[c] > 2 else 99)
    corner = next(c for c in range(len(b)) if b.limit[c] < 99)
    assert corner not in stage.pit_cells  # a corner cell: no pit stop
    r = Racer(0, d)
    r.car = Car.at_start(cell, GT)
    race = _Race(stage, GT, random.Random(0), [r], None, False, trace=True)
    bag = list(race.bag)
    r.car.gear, r.car.damage = 1, {"gear": 1, "gas": 0, "brake": 1}
    race.bag[1] -= 1  # the tokens it drew left the bag (gear box: kind 1, brakes: 2)
    race.bag[2] -= 1
    rec = TurnRecord(1, cell, 3, "one-by-one", ())
    need = race._pit_lane(r, rec)  # the balanced driver: two damage tokens, repair
    assert need is not None and need.lane == "repair"
    for gear, lost in ((2, False), (1, True)):  # only in 1st, never after a loss of control
        r.car.gear, rec.loss_of_control = gear, lost
        assert race._pit_lane(r, rec) is None
    r.car.gear, rec.loss_of_control = 1, False
    race._pit(r, rec, need)
    assert r.car.damage == {"gear": 0, "gas": 0, "brake": 0} and race.bag == bag
    assert r.off_track and r.pit_stops == 1 and r.car.gear == 0
    race._back_on_track(2, r, [r])  # the next turn: back on its cell in 0
    assert not r.off_track and r.car.cell == cell
    r.car.damage = {"gear": 0, "gas": 1, "brake": 0}  # one engine token: not worth it
    r.car.gear = 1
    assert race._pit_lane(r, rec) is None


def test_pit_cells_are_edge_lanes_outside_corners() -> None:
    """The book: a pit stop from a cell with no limit and no hazard (not a corner), in an
    edge lane (not the middle lane of three)."""
    from pacenote.course import build_course
    from pacenote.graph import build_graph

    three, tileset = load_known_stage(ROOT / "examples" / "gt" / "circuit-2.stage.json")
    g = lap_graph(build_graph(build_course(three, tileset)), 1)  # 3-lane "a" sides
    stage = RaceStage.of(g, gt=True)
    b, nodes = stage.board, g.nodes
    middles = edges = 0
    for i, n in enumerate(b.ids):
        d = nodes[n]
        lanes, lane = d.get("lanes_front"), d["lane"]
        if d["corner"] is not None or d["limit"] is not None or d["finished"] or lane is None:
            assert i not in stage.pit_cells
        elif lanes == 3 and lane == 1:
            middles += 1
            assert i not in stage.pit_cells  # the middle lane of three
        elif lanes is not None and lane in (0, lanes - 1):
            edges += 1
            assert i in stage.pit_cells
    assert middles and edges
