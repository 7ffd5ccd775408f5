"""The engine serving Rallyman: GT (issue 22): the GT ruleset as data and the GT rules
that differ from DIRT (docs/rules.md, "Rallyman: GT"). Facts copied from the GT book
(rev 1.1) and its digest, never read from the shared folder."""

from __future__ import annotations

import json

import pytest
from test_race_rules import cornered, racer

from pacenote.engine import Driver, load_ruleset, ruleset_from_dict
from pacenote.engine.race import RaceStage, _order_key
from pacenote.errors import PacenoteFileError

GT = load_ruleset(game="gt")
DIRT = load_ruleset()


def test_gt_dashboard_is_6_gear_2_coast_3_brake_limit_3() -> None:
    col = GT.column("asphalt", leader=True)  # no leader dice in GT, first or not
    assert (col.gear, col.gas, col.leader, col.brake, col.hazard_limit) == (6, 2, 0, 3, 3)
    assert GT.game == "gt" and DIRT.game == "dirt"


def test_gt_solo_time_table_and_loss_of_control_table() -> None:
    # gear tokens 6 = 0:10, 5 = 0:15, 4 = 0:20, 3 = 0:30, 2 = 0:40, 1 = 0:50
    assert GT.front_seconds[1:] == (50, 40, 30, 20, 15, 10)
    # gears 1-2: spin, token 0 (1:00); 3-6: off the track, 00 (0:30) + re-entry on 0 (1:00)
    assert [GT.back_probabilities(g) for g in (1, 2)] == [(1.0, 0.0, 0.0)] * 2
    assert [GT.back_probabilities(g) for g in (3, 4, 5, 6)] == [(0.0, 1.0, 0.0)] * 4
    assert (GT.spin_seconds, GT.crash_seconds) == (60, 30 + 60)
    # damage tokens per danger level yellow / orange / red; the book: 4th on orange = 1
    assert GT.crash_damage[1:] == ((0, 0, 0), (0, 0, 0), (0, 0, 1), (0, 1, 2), (1, 2, 3),
                                   (2, 3, 4))


def test_gt_bag_holds_42_tokens() -> None:
    counts: dict[str, int] = {}
    for t in GT.tokens:
        counts[t.damage] = counts.get(t.damage, 0) + t.count
    assert counts == {"green_flag": 12, "gear": 6, "brake": 6, "gas": 6, "weather": 6,
                      "yellow_flag": 6}
    assert all(t.shortcut == "ok" for t in GT.tokens)  # no shortcut face


def test_turn_order_is_data_gear_first_in_gt_distance_first_in_dirt() -> None:
    stage = RaceStage.of(cornered())
    b = stage.board
    d = Driver(b, DIRT, "balanced")
    ahead_slow, behind_fast = racer(stage, "7.0", 2, d, 0), racer(stage, "3.0", 4, d, 1)

    def order(rules, *cars):  # noqa: ANN001, ANN002, ANN202
        return [r.driver_id for r in sorted(
            cars, key=lambda r: _order_key(b, stage.rmap, r, rules.turn_order))]

    assert order(DIRT, behind_fast, ahead_slow) == [0, 1]  # distance > gear
    assert order(GT, behind_fast, ahead_slow) == [1, 0]  # gear > distance
    behind_fast.car.gear = 2  # equal gears: the car further on first, in both games
    assert order(GT, behind_fast, ahead_slow) == [0, 1]
    behind_fast.car.gear, behind_fast.beside_road = 4, True  # on the road before off it
    assert order(GT, behind_fast, ahead_slow) == [0, 1]


def test_turn_order_must_name_the_four_keys(tmp_path) -> None:  # noqa: ANN001
    from importlib import resources

    raw = json.loads(resources.files("pacenote.engine").joinpath("gt-ruleset.json")
                     .read_text("utf-8"))
    raw["turn_order"] = ["gear", "gear", "distance", "position"]
    with pytest.raises(PacenoteFileError, match="turn_order"):
        ruleset_from_dict(raw, tmp_path / "bad.json")


def test_unknown_game_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        load_ruleset(game="kart")
