"""The rulebook's worked examples for several cars, each pinned (ES p. 7 "Orden de
juego" and "La salida", p. 13 "Adelantamientos", p. 14 "Bloqueos"). The Rosita rally
sheet is pinned in test_rally_rules.py."""

from __future__ import annotations

import random

from test_engine_fixtures import Scripted, node, road
from test_race_rules import cornered, racer

from pacenote.engine import Driver, load_ruleset
from pacenote.engine.race import RaceStage, _race_turn, run_race
from pacenote.engine.raceturn import _order_key
from pacenote.engine.rules import GEAR, Step
from pacenote.engine.traffic import Traffic

RULES = load_ruleset()


def test_turn_order_red_green_then_blue_and_yellow_by_gear_then_inside_lane():
    stage = RaceStage.of(cornered())  # the corner's inner path is lane 0
    b = stage.board
    d = Driver(b, RULES, "balanced")
    red, green = racer(stage, "7.0", 2, d, 0), racer(stage, "6.1", 4, d, 1)
    blue, yellow = racer(stage, "3.0", 3, d, 2), racer(stage, "3.1", 3, d, 3)

    def order(*cars):  # noqa: ANN002, ANN202
        return [r.driver_id for r in sorted(cars, key=lambda r: _order_key(b, stage.rmap, r))]

    # same gear: blue is in the inside lane of the next corner and plays first
    assert order(yellow, blue, green, red) == [0, 1, 2, 3]
    yellow.car.gear = 4  # a higher gear plays first
    assert order(yellow, blue, green, red) == [0, 1, 3, 2]


def test_staggered_start_of_four_players():
    stage = RaceStage.of(road(30))
    d = Driver(stage.board, RULES, "balanced")
    race = run_race(stage, RULES, [d] * 4, random.Random(4), trace=True,
                    start_order=[2, 0, 3, 1])
    assert race.trace is not None
    rounds: dict[int, list[int]] = {}
    for t in race.trace:
        rounds.setdefault(t.round, []).append(t.driver_id)
    # round k: players 1..k, player k playing its first turn; the order of the players
    # not yet started never changes
    firsts: dict[int, int] = {}
    for t in race.trace:
        if t.driver_id not in firsts:  # enters behind the start line in gear 0
            firsts[t.driver_id] = t.round
            assert t.record.start_gear == 0 and t.record.start in stage.board.grid
    assert firsts == {2: 1, 0: 2, 3: 3, 1: 4}
    assert [len(rounds[k]) for k in (1, 2, 3, 4)] == [1, 2, 3, 4]
    # "Ronda 4: el Jugador 1 juega su cuarto turno, el Jugador 2 su tercer turno, el
    # Jugador 3 su segundo turno y el Jugador 4 su primer turno"
    fourth = {t.driver_id: t.record.turn for t in race.trace if t.round == 4}
    assert fourth == {2: 4, 0: 3, 3: 2, 1: 1}


def test_a_car_in_third_comes_alongside_cars_in_first_to_third_not_fourth_to_sixth():
    stage = RaceStage.of(road(12))
    b = stage.board
    for gear in range(1, 7):
        traffic = Traffic(b, stage.rmap, {node(b, "4.0"): gear}, node(b, "3.1"))
        assert traffic.allows(node(b, "3.1"), Step(GEAR, 3, 0, node(b, "4.1"))) == (gear <= 3)


def test_red_in_fifth_passes_blue_then_yellow_in_sixth_then_slows_freely():
    stage = RaceStage.of(road(14))
    b = stage.board
    blue, yellow = node(b, "4.0"), node(b, "6.1")
    traffic = Traffic(b, stage.rmap, {blue: 5, yellow: 6}, node(b, "3.1"))
    red = [Step(GEAR, 5, 0, node(b, "4.1")),  # alongside blue in 5th: 5 >= 5
           Step(GEAR, 6, 0, node(b, "5.0")),  # up to 6th, diagonal
           Step(GEAR, 6, 0, node(b, "6.0"))]  # alongside yellow: 6 >= 6 (a gas die would do)
    assert traffic.allows_plan(node(b, "3.1"), red)
    # once alongside, the rest of the move is free: down to 5th past yellow
    assert traffic.allows(node(b, "6.0"), Step(GEAR, 5, 0, node(b, "7.1")))
    # in 5th it could not have come alongside yellow
    assert not traffic.allows(node(b, "5.0"), Step(GEAR, 5, 0, node(b, "6.0")))


def test_yellow_cannot_pass_blue_and_green_side_by_side_and_is_blocked():
    stage = RaceStage.of(road(12))
    b = stage.board
    d = Driver(b, RULES, "balanced")
    yellow = racer(stage, "3.0", 4, d, 0)
    rec, _ = _race_turn(b, stage.rmap, RULES, yellow, {node(b, "4.0"): 2, node(b, "4.1"): 2},
                        Scripted(), 1)
    assert rec is not None and rec.mode == "blocked"
    assert yellow.car.cell == node(b, "3.0") and yellow.car.gear == 4 and rec.card == "gear 4"


def test_red_too_slow_to_come_alongside_orange_moves_one_cell_in_fourth():
    stage = RaceStage.of(road(12))
    b = stage.board
    d = Driver(b, RULES, "balanced")
    red = racer(stage, "3.0", 3, d, 0)
    orange = node(b, "5.0")
    rec, changed = _race_turn(b, stage.rmap, RULES, red, {orange: 6}, Scripted(), 1)
    assert rec is not None and changed
    row = b.front[red.car.cell]
    assert b.front[node(b, "4.0")] == row  # one cell on: behind or beside the cell behind
    assert red.car.gear <= 4 and not rec.loss_of_control
    # "se considerará bloqueado": the turn counts as blocked, where it ended
    assert red.result.blocked == 1 and red.blocked_at == [red.car.cell]
