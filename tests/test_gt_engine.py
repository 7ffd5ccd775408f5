"""The engine serving Rallyman: GT (issue 22): the GT ruleset as data and the GT rules
that differ from DIRT (docs/rules.md, "Rallyman: GT"). Facts copied from the GT book
(rev 1.1) and its digest, never read from the shared folder."""

from __future__ import annotations

import json

import pytest
from test_engine_fixtures import Scripted, car_at, node, road, turn
from test_race_rules import cornered, racer

from pacenote.engine import Driver, load_ruleset, ruleset_from_dict
from pacenote.engine.board import compile_board
from pacenote.engine.planner import FLAT_OUT, ONE_BY_ONE, Plan
from pacenote.engine.race import RaceStage
from pacenote.engine.raceturn import _order_key
from pacenote.engine.rules import GEAR, OK, Dice, Step, step_outcomes, steps_from
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


# --- GT marks on the board: hazard corners and sharp-corner dotted lines -------------

def gt_road(rows: int = 12, **kw):  # noqa: ANN003, ANN201
    """A 2-lane asphalt road (test_engine_fixtures.road) for the GT rules."""
    g = road(rows, **kw)
    for _, d in g.nodes(data=True):
        d["terrain"] = "asphalt"
    return g


def entries(board, cell: int, gear: int, rules=GT):  # noqa: ANN001, ANN201
    return {(e.step.die, e.step.gear, e.step.dest): e
            for e in steps_from(board, rules, cell, gear, Dice.of(rules.column("asphalt", False)),
                                with_loc=True)}


def test_hazard_corner_adds_one_hazard_at_exactly_its_gear() -> None:
    g = gt_road(limits={4: 3}, corners={4})
    for lane in (0, 1):
        g.nodes[(1, f"4.{lane}")]["hazard"] = True  # "3!"
    board = compile_board(g, marks=True)
    es = entries(board, node(board, "3.0"), 3)
    into = node(board, "4.0")
    assert es[(GEAR, 3, into)].step.track == 1  # exactly 3rd: one hazard more
    assert es[(GEAR, 2, into)].step.track == 0  # below it: none
    assert es[(GEAR, 4, into)].loc  # above the limit: loss of control, as always
    # the track's hazard counts with the dice: no outcome of that die has none
    outs = step_outcomes(es[(GEAR, 3, into)].step, False, GT)
    assert min(j for _, kind, j in outs if kind == OK) == 1
    # the marks are the track's: the DIRT rules (a mixed stage) read them too
    assert entries(board, node(board, "3.0"), 3, DIRT)[(GEAR, 3, into)].step.track == 1
    plain = compile_board(g, marks=False)  # marks ignored on purpose: no hazard
    assert entries(plain, node(plain, "3.0"), 3, DIRT)[(GEAR, 3, into)].step.track == 0


def dotted(g, u: str, v: str, *, limit: int | None, hazard: bool = False,  # noqa: ANN001
           avoidable: bool = False) -> None:
    tile = lambda key: int(key.split(".")[0]) // 4  # noqa: E731
    g.edges[(tile(u), u), (tile(v), v)].update(dotted="in", dotted_limit=limit,
                                               dotted_hazard=hazard,
                                               dotted_avoidable=avoidable)


def test_dotted_line_crossed_straight_replaces_the_limit_diagonally_not() -> None:
    g = gt_road(limits={5: 4}, corners={5})
    dotted(g, "4.0", "5.0", limit=2)
    board = compile_board(g, marks=True)
    into = node(board, "5.0")
    assert entries(board, node(board, "4.0"), 3)[(GEAR, 3, into)].loc  # straight: limit 2
    assert not entries(board, node(board, "4.0"), 3)[(GEAR, 2, into)].loc
    assert not entries(board, node(board, "4.1"), 3)[(GEAR, 3, into)].loc  # diagonal: 4
    assert entries(board, node(board, "4.1"), 4)[(GEAR, 5, into)].loc  # the cell's 4 holds


def test_hazard_dotted_line_adds_a_hazard_straight_only_and_the_ideal_line_avoids_it() -> None:
    g = gt_road(limits={5: 4}, corners={5})
    dotted(g, "4.0", "5.0", limit=None, hazard=True)
    dotted(g, "4.1", "5.1", limit=None, hazard=True, avoidable=True)
    board = compile_board(g, marks=True)
    assert entries(board, node(board, "4.0"), 3)[(GEAR, 3, node(board, "5.0"))].step.track == 1
    assert entries(board, node(board, "4.1"), 3)[(GEAR, 3, node(board, "5.0"))].step.track == 0
    # the same two cells also joined diagonally: the driver takes the ideal line
    assert entries(board, node(board, "4.1"), 3)[(GEAR, 3, node(board, "5.1"))].step.track == 0


def test_flat_out_counts_the_track_hazards_with_the_dice() -> None:
    g = gt_road(limits={3: 2}, corners={3})
    for lane in (0, 1):
        g.nodes[(0, f"3.{lane}")]["hazard"] = True  # "2!"
    board = compile_board(g, marks=True)
    driver = Driver(board, GT, "balanced")
    car = car_at(board, "1.0", 1, rules=GT)
    steps = (Step(GEAR, 2, 0, node(board, "2.0")), Step(GEAR, 2, 0, node(board, "3.0"),
                                                          track=1))
    # two hazards on the dice + the corner's at exactly 2nd = the limit of 3
    rec, _ = turn(board, GT, driver, car, Plan(FLAT_OUT, steps, 0.0), faces=["!", "!"])
    assert rec.loss_of_control
    car = car_at(board, "1.0", 1, rules=GT)
    rec, _ = turn(board, GT, driver, car, Plan(FLAT_OUT, steps, 0.0), faces=["!", "2"])
    assert not rec.loss_of_control  # one from the dice + one from the corner


def test_a_secured_die_still_takes_the_track_hazard() -> None:
    g = gt_road(limits={3: 2}, corners={3})
    for lane in (0, 1):
        g.nodes[(0, f"3.{lane}")]["hazard"] = True  # "2!"
    board = compile_board(g, marks=True)
    driver = Driver(board, GT, "balanced")
    for _ in range(20):
        # 4th -> 2nd: a gear die with one brake die, both showing a hazard
        car = car_at(board, "1.0", 4, rules=GT, seconds=10)
        steps = (Step(GEAR, 2, 1, node(board, "2.0")), Step(GEAR, 2, 0, node(board, "3.0"),
                                                              track=1))
        rec, _ = turn(board, GT, driver, car, Plan(ONE_BY_ONE, steps, 0.0),
                      faces=["!", "!"])
        # two hazards after die 1: die 2 (secured or not) brings the third from the track
        assert rec.loss_of_control or car.cell == node(board, "2.0"), rec.notes


def test_loss_of_control_reads_the_dashboard_table_and_the_42_token_bag() -> None:
    from pacenote.engine.simulate import RunResult, TurnRecord, _lose_control

    board = compile_board(gt_road(danger=2), marks=True)  # orange signals
    cell = node(board, "5.0")
    # the bag in the ruleset's order: green 12, gear 6, brake 6, gas 6, weather 6, yellow
    # 6; draws: the card back (one kind per deck), then a green flag (index 0), then the
    # first weather token (29 once a green flag is out), then the first gear-box token
    for gear, want, marks in ((2, "spin", 0), (4, "crash", 1), (6, "crash", 3)):
        car = car_at(board, "4.0", gear, rules=GT)
        rec, result = TurnRecord(1, cell, gear, "one-by-one", ()), RunResult("stuck")
        _lose_control(board, GT, car, cell, gear, Scripted(draws=[0, 0, 29, 11]), rec, result)
        assert rec.card == want and car.gear == 0  # 0: spin; 00: off the track
        assert rec.card_seconds == (60 if want == "spin" else 90)  # 0:30 + the re-entry 1:00
        assert len(rec.damage) == marks  # the book: 4th on orange, one token
    # the 6th-gear draw took a green flag, a weather token and a gear-box token: a
    # weather token in the solo time trial is a green flag; the gear-box one costs a die
    assert rec.damage == ["green_flag", "weather", "gear"]
    assert car.damage == {"gear": 1, "gas": 0, "brake": 0}


def test_a_trace_names_the_track_hazards_of_a_step() -> None:
    from pacenote.engine.report import step_text

    board = compile_board(gt_road(), marks=True)
    into = node(board, "2.0")
    assert step_text(board, Step(GEAR, 3, 0, into, track=1)).endswith("(+1! track)")
    assert "track" not in step_text(board, Step(GEAR, 3, 0, into))
