"""A batched race plays a flat-out turn from its table when only the re-lay of a failed
roll could meet the other cars or their mud; when the table draws a loss of control,
the per-run engine plays the turn with a roll drawn among those that fail
(``play_turn(..., lost=True)``). Those rolls must be exactly as likely as in play: the
places control is lost match the per-run engine's own losses."""

from __future__ import annotations

import random
from collections import Counter

from test_engine_fixtures import car_at, node, prepare, road

from pacenote.engine.planner import FLAT_OUT, Plan
from pacenote.engine.rules import GEAR, Step
from pacenote.engine.simulate import RunResult, play_turn


def _losses(lost: bool, n: int) -> tuple[Counter[tuple[int, int]], int]:
    """Where n flat-out turns lose control (cell, gear), and how many turns it took."""
    track, rules, driver = prepare(road(14, danger=2))
    plan = Plan(FLAT_OUT, (Step(GEAR, 3, 0, node(track, "3.0")),
                           Step(GEAR, 4, 0, node(track, "4.0")),
                           Step(GEAR, 5, 0, node(track, "5.0")),
                           Step("gas", 5, 0, node(track, "6.0"))), 0.0)
    places: Counter[tuple[int, int]] = Counter()
    turns = 0
    while sum(places.values()) < n:
        turns += 1
        car = car_at(track, "2.0", 2, rules)
        rec = play_turn(track, rules, driver, car, random.Random(turns), RunResult("stuck"),
                        plan=plan, lost=lost)
        assert rec is not None
        if lost:
            assert rec.loss_of_control  # every roll drawn is one that fails
        if rec.loss_of_control:
            places[(rec.cells[-1] if rec.cells else car.cell, rec.gear)] += 1
    return places, turns


def test_a_roll_drawn_as_lost_loses_control_where_play_does() -> None:
    n = 1500
    drawn, turns = _losses(True, n)
    assert turns == n  # one turn each: no roll that keeps control
    played, all_turns = _losses(False, n)
    assert all_turns > 2 * n  # in play most of these rolls keep control
    assert len(played) >= 3  # several places: the test tells them apart
    for place in set(drawn) | set(played):
        p = played[place] / n
        se = (p * (1 - p) / n * 2) ** 0.5 + 1e-9
        assert abs(drawn[place] / n - p) <= 4 * se + 2 / n, (place, drawn[place], played[place])
