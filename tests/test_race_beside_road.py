"""Cars beside the road (DIRT: crashed, or changing a wheel): they obstruct no one until
their next turn, but their cell stays theirs (one car per cell): no move ends there, and
a car that lost control there keeps the car beside the road from coming back
(docs/rules.md "Races"; docs/engine.md "Readings of open cases in races")."""

from __future__ import annotations

import random

from test_engine_fixtures import node, road
from test_race_rules import RULES, Calm, racer, stage_of

from pacenote.engine import Driver, run_rng
from pacenote.engine.race import Racer, RaceStage, _Race, run_race
from pacenote.engine.rules import GEAR, Step
from pacenote.engine.simulate import TurnRecord
from pacenote.engine.traffic import Traffic


def field(stage: RaceStage, *racers: Racer) -> _Race:
    race = _Race(stage, RULES, random.Random(0), list(racers), None, False, True)
    race.started = len(racers)
    for r in racers:
        assert r.car is not None
        r.car.bag, r.car.revealed = race.bag, race.decks
    return race


def test_a_move_may_pass_through_a_beside_the_road_cars_cell_but_not_end_there():
    stage = stage_of(road(12, lanes=1))
    b = stage.board
    crashed = node(b, "4.0")
    traffic = Traffic(b, stage.rmap, {}, node(b, "2.0"), no_stop=frozenset({crashed}))
    through = (Step(GEAR, 3, 0, node(b, "3.0")), Step(GEAR, 4, 0, crashed),
               Step(GEAR, 4, 0, node(b, "5.0")))
    assert traffic.allows_plan(node(b, "2.0"), through)  # no one is obstructed
    assert not traffic.allows_plan(node(b, "2.0"), through[:2])  # but no stop there


def test_a_crashed_car_beside_the_road_obstructs_no_one_and_no_car_stops_in_its_cell():
    stage = stage_of(road(16, lanes=1))
    b = stage.board
    d = Driver(b, RULES, "balanced")
    start = node(b, "2.0")
    probe = racer(stage, "2.0", 3, d, 0)
    assert probe.car is not None
    solo = d.plan(start, 3, *probe.car.dice(b, RULES))
    assert solo is not None and len(solo.steps) >= 3
    for k, must_pass in ((0, True), (-1, False)):
        at = solo.steps[k].dest  # the car beside the road: on the way, or at the end
        mover = racer(stage, "2.0", 3, d, 0)
        crashed = Racer(1, d, car=racer(stage, b.label(at)[2:], 0, d).car)
        crashed.beside_road = True
        race = field(stage, crashed, mover)
        race.rng = Calm()
        race._turn(1, mover, [crashed, mover], first=True)
        assert race.turns is not None and mover.car is not None
        rec = race.turns[-1].record
        assert rec.mode != "blocked" and not rec.loss_of_control
        assert mover.car.cell != at  # no move ends in its cell
        if must_pass:  # one lane: a car on the road there would have stopped it
            assert b.front[mover.car.cell] > b.front[at]


def test_a_crashed_car_whose_cell_is_taken_stays_beside_the_road_blocked():
    stage = stage_of(road(12))
    b = stage.board
    d = Driver(b, RULES, "balanced")
    crashed = racer(stage, "4.0", 0, d, 0)
    crashed.beside_road = True
    spun = racer(stage, "4.0", 0, d, 1)  # lost control in that very cell: a spin
    race = field(stage, crashed, spun)
    race._turn(2, crashed, [spun, crashed], first=False)
    assert race.turns is not None
    rec = race.turns[-1].record
    assert rec.mode == "blocked" and crashed.beside_road  # it could not come back
    assert rec.card == "gear 1" and rec.card_seconds == RULES.front_seconds[1]
    assert crashed.car is not None and crashed.car.cell == node(b, "4.0")
    assert [c.state for c in race.turns[-1].cars if c.driver_id == 0] == ["beside road"]


def test_a_car_changing_a_wheel_is_beside_the_road_until_its_next_turn():
    stage = stage_of(road(12))
    b = stage.board
    d = Driver(b, RULES, "balanced")
    changer = racer(stage, "4.0", 0, d, 0)
    race = field(stage, changer)
    rec = TurnRecord(1, node(b, "3.0"), 1, "one-by-one", ())
    rec.card, rec.end = "spare wheel", node(b, "4.0")
    race._outcome(1, changer, rec)
    assert changer.beside_road and not changer.off_track
    # beside the road: the car behind is not held by it (no gear needed to come level,
    # and it may drive through its cell) but may not stop there
    behind = racer(stage, "3.0", 2, d, 1)
    race.racers.append(behind)
    race.rng = Calm()
    race._turn(1, behind, [changer, behind], first=True)
    assert behind.car is not None and behind.car.cell != changer.car.cell


def test_in_races_no_move_ends_in_the_cell_of_a_car_beside_the_road():
    """Whole races with many crashes: a car that ends its move by choice (no loss of
    control) never ends it in the cell of a car beside the road, and two cars on the
    road never share a cell."""
    stage = stage_of(road(40, lanes=1, limits={8: 2, 9: 2, 16: 3, 22: 2, 23: 1, 30: 2},
                          corners={8, 9, 16, 22, 23, 30}, danger=3))
    d = Driver(stage.board, RULES, "aggressive")
    checked = 0
    for seed in range(16):
        race = run_race(stage, RULES, [d] * 5, run_rng(4, seed), trace=True)
        assert race.trace is not None
        before: dict[int, tuple[int, str]] = {}
        for t in race.trace:
            rec = t.record
            beside = {cell for i, (cell, state) in before.items()
                      if state == "beside road" and i != t.driver_id}
            if rec.end in beside and not rec.loss_of_control and rec.mode != "blocked":
                raise AssertionError(f"seed {seed}: #{t.driver_id} stopped in {rec.end}")
            checked += bool(beside)
            on_road = [c.cell for c in t.cars if c.state == "road"]
            assert len(on_road) == len(set(on_road)), (seed, t.round)
            before = {c.driver_id: (c.cell, c.state) for c in t.cars}
    assert checked > 20  # turns played with a car beside the road


def test_rolling_one_by_one_a_car_never_chooses_to_stop_in_a_beside_the_road_cars_cell():
    from test_engine_fixtures import car_at, turn

    from pacenote.engine.planner import ONE_BY_ONE, Plan

    stage = stage_of(road(12, lanes=1))
    b = stage.board
    d = Driver(b, RULES, "balanced")
    plan = Plan(ONE_BY_ONE, (Step(GEAR, 3, 0, node(b, "3.0")), Step(GEAR, 4, 0, node(b, "4.0")),
                             Step("gas", 4, 0, node(b, "5.0")),
                             Step(GEAR, 5, 0, node(b, "6.0"))), 0.0)
    faces = ["!", "!", "", "5"]  # two hazards: in 4.0 one more loses control
    alone, _ = turn(b, RULES, d, car_at(b, "2.0", 2), plan, faces=list(faces))
    assert alone is not None and alone.end == node(b, "4.0")  # it stops there alone
    held = car_at(b, "2.0", 2, no_stop=frozenset({node(b, "4.0")}))
    rec, _ = turn(b, RULES, d, held, plan, faces=list(faces))
    assert rec is not None and rec.end != node(b, "4.0")  # it rolls on (or stopped before)
