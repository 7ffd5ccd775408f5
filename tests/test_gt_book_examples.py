"""The GT book's worked examples (Russian rulebook rev 1.1), each pinned on a hand-built
road with the GT ruleset: a test fails when its rule is played wrong. The facts are
copied here from the book (never read from the shared folder)."""

from __future__ import annotations

from test_engine_fixtures import node, road

from pacenote.engine import load_ruleset
from pacenote.engine.board import compile_board
from pacenote.engine.rules import GEAR, Dice, Step, gear_die_options, steps_from
from pacenote.engine.simulate import secure_cost
from pacenote.engine.traffic import Traffic, race_map

GT, DIRT = load_ruleset(game="gt"), load_ruleset()
DASH = GT.column("asphalt", leader=False)


def gt_board(**kw):  # noqa: ANN003, ANN201
    g = road(12, **kw)
    for _, d in g.nodes(data=True):
        d["terrain"] = "asphalt"
    return g, compile_board(g, marks=True)


def test_anastasia_brakes_from_5th_to_2nd_with_two_brake_dice() -> None:
    # "from 5th to 2nd: the 2nd-gear die with two brake dice (she skips 4th and 3rd)"
    assert (2, 2, False) in set(gear_die_options(5, Dice.of(DASH), GT, first=False))
    # Roman, 3rd to 1st: one brake die; Roman, 6th to 3rd: two
    assert (1, 1, False) in set(gear_die_options(3, Dice.of(DASH), GT, first=False))
    assert (3, 2, False) in set(gear_die_options(6, Dice.of(DASH), GT, first=False))
    # GT's three brake dice reach 2nd from 6th; DIRT's one brake die does not
    assert (2, 3, False) in set(gear_die_options(6, Dice.of(DASH), GT, first=False))
    dirt = Dice.of(DIRT.column("gravel", leader=False))
    assert not any(v == 2 for v, _, _ in gear_die_options(6, dirt, DIRT, first=False))


def test_sonya_enters_a_5_hazard_corner_in_5th_without_losing_control_but_adds_one() -> None:
    g, _ = gt_board(limits={4: 5}, corners={4})
    for lane in (0, 1):
        g.nodes[(1, f"4.{lane}")]["hazard"] = True
    board = compile_board(g, marks=True)
    es = {e.step.gear: e for e in steps_from(board, GT, node(board, "3.0"), 5, Dice.of(DASH),
                                             with_loc=True) if e.step.dest == node(board, "4.0")
          and e.step.die == GEAR}
    assert not es[5].loc and es[5].step.track == 1
    assert es[6].loc  # above the limit


def test_yura_crosses_the_dotted_line_straight_and_leaves_the_corner_diagonally() -> None:
    # corner cell limit 3, its entry and exit lines say 2 in lane 0
    g, _ = gt_board(limits={5: 3}, corners={5})
    for u, v, kind in (("4.0", "5.0", "in"), ("5.0", "6.0", "out")):
        g.edges[(int(u[0]) // 4, u), (int(v[0]) // 4, v)].update(
            dotted=kind, dotted_limit=2, dotted_hazard=False, dotted_avoidable=False)
    board = compile_board(g, marks=True)

    def enters(frm: str, to: str, gear: int, die_gear: int) -> bool:
        """True when the die may enter without a loss of control."""
        return any(e.step.dest == node(board, to) and e.step.gear == die_gear and not e.loc
                   for e in steps_from(board, GT, node(board, frm), gear, Dice.of(DASH),
                                       with_loc=True))

    # straight across the line: the cell counts as a "2", not a "3"
    assert not enters("4.0", "5.0", 3, 3) and enters("4.0", "5.0", 3, 2)
    # leaving diagonally he crosses no line: the next cell is free, he may speed up
    assert enters("5.0", "6.1", 2, 3)
    # leaving straight across the exit line, the next cell counts as a "2"
    assert not enters("5.0", "6.0", 2, 3)


def test_a_car_in_3rd_may_draw_level_with_cars_in_1st_to_3rd_not_4th_to_6th() -> None:
    g, board = gt_board()
    rmap = race_map(g, board, follow_paths=False)
    beside, start, ahead = node(board, "5.1"), node(board, "4.1"), node(board, "5.0")
    for other, allowed in ((1, True), (2, True), (3, True), (4, False), (6, False)):
        traffic = Traffic(board, rmap, {ahead: other}, start)
        assert traffic.allows(start, Step(GEAR, 3, 0, beside)) is allowed, other


def test_securing_a_gear_die_with_two_brake_dice_costs_six_focus_tokens() -> None:
    assert secure_cost(0, 3) == 1 + 2 + 3  # Pavel: three dice, 6 tokens


def test_sergey_with_gearbox_and_brake_damage_has_five_black_two_red_two_white() -> None:
    d = Dice.of(DASH, (1, 0, 1))  # one gear-box token, one brake token
    assert (d.gear, d.brake, d.gas) == (5, 2, 2)


def test_pavel_ended_three_turns_in_6th_thirty_seconds() -> None:
    assert 3 * GT.front_seconds[6] == 30


def test_the_book_turn_order_blue_yellow_red() -> None:
    """The book's picture: blue and yellow in 5th, blue nearer the inside of the next
    corner; red and green in 2nd, red further from the start. Order: blue, yellow, red,
    green. (Here the 2nd-gear cars are ahead on the road: gear comes before distance.)"""
    from test_race_rules import cornered

    from pacenote.engine.race import RaceStage
    from pacenote.engine.raceturn import turn_key

    stage = RaceStage.of(cornered())
    b, rmap = stage.board, stage.rmap
    cars = {"blue": ("2.0", 5), "yellow": ("2.1", 5), "red": ("7.0", 2), "green": ("6.0", 2)}
    assert rmap.inside[node(b, "2.0")] < rmap.inside[node(b, "2.1")]  # lane 0: the inside
    order = sorted(cars, key=lambda c: turn_key(b, rmap, (node(b, cars[c][0]), cars[c][1],
                                                          False), GT.turn_order))
    assert order == ["blue", "yellow", "red", "green"]


def test_sergey_starts_from_0_with_the_gear_1_die() -> None:
    # "Sergey starts the race in gear 0: he must use the black gear-1 die to go to 1st"
    firsts = {v for v, _, _ in gear_die_options(0, Dice.of(DASH), GT, first=True)}
    assert firsts == {1}


def test_roman_4th_to_6th_then_two_brake_dice_to_3rd_then_2nd_and_1st() -> None:
    # Roman: the gear-4 die, up to 6th, two brake dice down to 3rd before the corner,
    # then 2nd and 1st
    dash = Dice.of(DASH)
    assert (4, 0, False) in set(gear_die_options(4, dash, GT, first=True))
    assert (3, 2, False) in set(gear_die_options(6, dash, GT, first=False))
    assert {(2, 0, False), (1, 1, False)} <= set(gear_die_options(3, dash, GT, first=False))


def test_roman_loses_control_in_4th_on_orange_00_and_one_token() -> None:
    # "Roman loses control in 4th on a cell of orange danger: he takes one damage token
    # and misses his next turn (00 beside the road)"
    from test_engine_fixtures import Scripted, car_at

    from pacenote.engine.simulate import RunResult, TurnRecord, _lose_control

    g, board = gt_board(danger=2)
    cell = node(board, "5.0")
    car = car_at(board, "4.0", 4, rules=GT)
    rec = TurnRecord(1, cell, 4, "flat-out", ())
    _lose_control(board, GT, car, cell, 4, Scripted(draws=[0, 13]), rec, RunResult("stuck"))
    assert rec.card == "crash" and car.gear == 0 and len(rec.damage) == 1  # 00, one token
    assert GT.crash_damage[4][2 - 1] == 1


def test_yura_gains_five_focus_tokens_though_the_flat_out_roll_failed() -> None:
    # "though the move ended in a loss of control, Yura still gains 5 focus tokens": one
    # per black or white die rolled flat out (a gear die with its brake dice: one)
    steps = (Step(GEAR, 3, 0, 1), Step(GEAR, 4, 0, 2), Step("gas", 4, 0, 3),
             Step("gas", 4, 0, 4), Step(GEAR, 2, 1, 5))
    assert sum(s.seconds for s in steps) == 5
