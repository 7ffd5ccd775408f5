"""Each DIRT rule pinned with a hand-built situation (docs/rules.md, docs/engine.md)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_engine_fixtures import Scripted, car_at, node, prepare, road, turn

from pacenote.engine import load_ruleset, run_stage
from pacenote.engine.board import compile_board
from pacenote.engine.planner import FLAT_OUT, ONE_BY_ONE, Plan
from pacenote.engine.report import summarise
from pacenote.engine.rules import GEAR, LEADER, Dice, Step, gear_die_options, steps_from
from pacenote.engine.simulate import Car, secure_cost

RULES = load_ruleset()
FULL = Dice(0, 6, 0, 2, 1)  # gravel, leader column: 6 gear, 2 leader, 1 brake


def entries(board, cell, gear, dice=FULL, **kw):
    return list(steps_from(board, RULES, cell, gear, dice, **kw))


# --- speed limits -------------------------------------------------------------------

def test_entering_limit_2_corner_in_third_loses_control():
    board, rules, driver = prepare(road(8, limits={3: 2}, corners={3}))
    at = node(board, "2.0")
    into_corner = [e for e in entries(board, at, 3, with_loc=True)
                   if e.step.gear == 3 and e.step.dest == node(board, "3.0")]
    assert into_corner and all(e.loc for e in into_corner)
    # a plan never lays it deliberately ...
    assert not [e for e in entries(board, at, 3) if e.step.gear == 3]
    # ... but when every die loses control the car must still move, and does
    car = car_at(board, "2.0", 5)
    plan = driver.plan(car.cell, car.gear, Dice(0, 6, 0, 2, 1), 3)
    assert plan.mode == "forced"
    rec, result = turn(board, rules, driver, car, None, draws=[0])  # back: a spin card
    assert rec.loss_of_control and result.locs == [(plan.steps[0].dest, 4, "spin")]
    assert car.gear == 0 and rec.card_seconds == rules.spin_seconds


def test_limit_is_on_the_gear_entering_and_may_be_left_faster():
    board, *_ = prepare(road(8, limits={3: 2}))
    in_two = [e for e in entries(board, node(board, "2.0"), 2) if e.step.gear == 2
              and e.step.dest == node(board, "3.0")]
    assert in_two and not in_two[0].loc
    out = {e.step.gear for e in entries(board, node(board, "3.0"), 2)}
    assert 3 in out  # shift up when leaving the limited cell


def test_mud_tokens_lower_corner_limits_and_zero_closes_the_cell():
    g = road(8, limits={3: 3, 5: 2}, corners={3, 5})
    board = compile_board(g, {0: 1, 1: 2})  # rows 0-3 tile 0, rows 4-7 tile 1
    assert board.limit[node(board, "3.0")] == 2
    assert board.limit[node(board, "5.0")] == 0
    assert not [e for e in entries(board, node(board, "4.0"), 1, with_loc=True)]
    plain = compile_board(road(8, limits={3: 3}), {0: 1})  # not a corner: untouched
    assert plain.limit[node(plain, "3.0")] == 3


# --- gear, gas, leader and brake dice -------------------------------------------------

def test_gear_dice_move_one_gear_at_a_time_and_each_die_once():
    assert {v for v, k, _ in gear_die_options(4, FULL, RULES, first=False) if k == 0} == {3, 4, 5}
    used_five = Dice(1 << 4, 5, 0, 2, 1)
    assert 5 not in {v for v, _, _ in gear_die_options(4, used_five, RULES, first=False)}
    assert [v for v, *_ in gear_die_options(0, FULL, RULES, first=True)] == [1]


def test_brake_five_to_two_needs_two_brake_dice():
    one_brake = {(v, k) for v, k, _ in gear_die_options(5, FULL, RULES, first=False)}
    assert (3, 1) in one_brake and all(v != 2 for v, _ in one_brake)
    two_brakes = Dice(0, 6, 0, 2, 2)
    assert (2, 2) in {(v, k) for v, k, _ in gear_die_options(5, two_brakes, RULES, first=False)}
    # Down one gear needs no brake die, and no die goes down to gear 0.
    assert {(v, k) for v, k, _ in gear_die_options(2, two_brakes, RULES, first=False)} == \
        {(1, 0), (2, 0), (3, 0)}
    from_three = {(v, k) for v, k, _ in gear_die_options(3, two_brakes, RULES, first=False)}
    assert (1, 1) in from_three and all(v >= 1 for v, _ in from_three)
    no_brakes = Dice(0, 6, 0, 2, 0)
    assert 1 not in {v for v, *_ in gear_die_options(3, no_brakes, RULES, first=False)}


def test_gas_dice_keep_the_gear_and_not_at_gear_zero():
    board, *_ = prepare(road(6))
    gas = Dice(0, 6, 2, 0, 1)
    assert not [e for e in entries(board, node(board, "0.0"), 0, gas) if e.step.die == "gas"]
    assert {e.step.gear for e in entries(board, node(board, "1.0"), 4, gas)
            if e.step.die == "gas"} == {4}


def test_solo_driver_uses_leader_dice_on_gravel_unless_the_option_is_off():
    assert RULES.column("gravel", leader=True).leader == 2
    assert RULES.column("gravel", leader=True).gas == 0
    off = RULES.with_options(leader_dice=False)
    assert off.column("gravel", leader=True).gas == 2
    board, rules, driver = prepare(road(30))
    car = car_at(board, "0.0", 0)
    dice, _ = car.dice(board, rules)
    assert dice.leader == 2 and dice.gas == 0
    plan = driver.plan(car.cell, 0, dice, 3)
    assert any(s.die == LEADER for s in plan.steps)
    assert RULES.dice["leader"].p_hazard == pytest.approx(2 / 6)


def test_quick_start_option():
    board, *_ = prepare(road(6))
    assert 2 not in {e.step.gear for e in entries(board, node(board, "0.0"), 0, first=True)}
    quick = RULES.with_options(quick_start=True)
    opts = [e for e in steps_from(board, quick, node(board, "0.0"), 0, FULL, first=True)]
    assert any(e.step.gear == 2 and e.step.quick for e in opts)
    # a hazard on the quick-start die ends the turn in 2nd without loss of control
    t2, r2, d2 = prepare(road(10), rules=quick)
    car = Car.at_start(node(t2, "0.0"), quick)
    step = Step(GEAR, 2, 0, node(t2, "1.0"), quick=True)
    plan = Plan(FLAT_OUT, (step, Step(GEAR, 3, 0, node(t2, "2.0"))), 0.0)
    rec, result = turn(t2, r2, d2, car, plan, faces=["!", "!"])
    assert not rec.loss_of_control and car.gear == 2 and car.cell == node(t2, "1.0")


def test_red_zone_option_plays_brake_dice_as_gas_in_top_gear():
    board, *_ = prepare(road(6))
    plain = entries(board, node(board, "1.0"), 6)
    assert plain and not [e for e in plain if e.step.die == "redzone"]
    red = RULES.with_options(red_zone=True)
    opts = list(steps_from(board, red, node(board, "1.0"), 6, FULL))
    assert any(e.step.die == "redzone" and e.step.gear == 6 for e in opts)
    fifth = list(steps_from(board, red, node(board, "1.0"), 5, FULL))  # not the top gear
    assert fifth and all(e.step.die != "redzone" for e in fifth)


# --- jumps and fords ----------------------------------------------------------------

def test_jump_four_taken_in_fifth_with_hazard_loses_control_on_landing():
    board, rules, driver = prepare(road(10, jumps={3: 4}))
    at, jump_cell = node(board, "2.0"), node(board, "3.0")
    landing = node(board, "5.0")
    fifth = [e for e in entries(board, at, 5) if e.step.gear == 5 and e.step.dest == landing]
    assert fifth and fifth[0].hazard_loc and fifth[0].step.via == jump_cell
    car = car_at(board, "2.0", 5)
    rec, result = turn(board, rules, driver, car, Plan(ONE_BY_ONE, (fifth[0].step,), 0.0),
                       faces=["!"], draws=[0])
    assert rec.loss_of_control and result.locs[0][:2] == (landing, 5)
    # no hazard: the car flies two cells and goes on
    car = car_at(board, "2.0", 5)
    rec, _ = turn(board, rules, driver, car, Plan(ONE_BY_ONE, (fifth[0].step,), 0.0),
                  faces=["5"])
    assert not rec.loss_of_control and car.cell == landing and car.gear == 5


def test_jump_equal_flies_one_cell_two_over_always_loses_control_below_is_normal():
    board, *_ = prepare(road(10, jumps={3: 4}))
    at = node(board, "2.0")
    four = {e.step.dest for e in entries(board, at, 4) if e.step.gear == 4 and e.step.die == GEAR}
    assert four == {node(board, "4.0"), node(board, "4.1")}
    six = [e for e in entries(board, at, 5, with_loc=True) if e.step.gear == 6]
    assert six and all(e.loc and e.step.jump == 2 for e in six)
    in_fifth = entries(board, at, 5)
    assert in_fifth and not [e for e in in_fifth if e.step.gear == 6]
    three = {e.step.dest for e in entries(board, at, 3) if e.step.gear == 3}
    assert node(board, "3.0") in three  # below N: an ordinary cell
    gas = {e.step.dest for e in entries(board, at, 5) if e.step.die == LEADER}
    assert node(board, "3.0") in gas  # only gear dice trigger a jump


def test_ford_entered_in_third_ends_the_move_before_it():
    board, rules, driver = prepare(road(10, fords={4}))
    before = node(board, "3.0")
    assert not [e for e in entries(board, before, 3) if board.ford[e.step.dest]
                and e.step.die == GEAR]
    assert [e for e in entries(board, before, 3) if board.ford[e.step.dest]
            and e.step.die == LEADER]
    assert [e for e in entries(board, before, 1) if board.ford[e.step.dest]
            and e.step.gear == 1 and e.step.die == GEAR]
    # gear 1 combined with brake dice is not a plain gear-1 die
    one_brake = Dice(0, 6, 0, 0, 1)
    dry, *_ = prepare(road(10))  # the same road without the ford allows that die
    assert any(e.step.gear == 1 and e.step.brakes == 1
               for e in entries(dry, node(dry, "3.0"), 3, one_brake))
    assert not [e for e in entries(board, before, 3, one_brake) if board.ford[e.step.dest]]
    car = car_at(board, "1.0", 3, damage={"gear": 0, "gas": 2, "brake": 0})  # no leader dice
    plan = driver.plan(car.cell, 3, car.dice(board, rules)[0], 3)
    assert plan.end == before or board.front[plan.end] < board.front[node(board, "4.0")]


# --- rolling, seconds, securing -------------------------------------------------------

def test_third_secured_die_costs_three_seconds_and_brake_rolls_are_secured_whole():
    assert [secure_cost(n, 1) for n in range(3)] == [1, 2, 3]
    assert secure_cost(0, 3) == 6  # the rulebook's example: 1 + 2 + 3
    assert secure_cost(1, 2) == 5  # a gear die with one brake die after one secured die


def test_one_by_one_secures_dice_and_pays_n_seconds_for_the_nth():
    board, rules, driver = prepare(road(12, limits={9: 1}, danger=3))
    car = car_at(board, "1.0", 3, seconds=6)
    steps = tuple(Step(GEAR, g, 0, node(board, f"{r}.0"))
                  for g, r in ((4, 2), (5, 3), (6, 4)))
    rec, _ = turn(board, rules, driver, car, Plan(ONE_BY_ONE, steps, 0.0),
                  faces=["!", "!", "!", "!"])
    secured = [r for rolls in rec.rolls for r in rolls if r.face == "secured"]
    assert rec.seconds_spent == secure_cost(0, len(secured))
    assert car.seconds == 6 - rec.seconds_spent
    assert not rec.loss_of_control  # 2 hazards at most were rolled


def two_brakes():
    cols = dict(RULES.columns)
    cols["gravel_leader"] = replace(cols["gravel_leader"], brake=2)
    return replace(RULES, columns=cols)


def test_one_by_one_reaching_the_limit_loses_control_where_the_last_hazard_fell():
    rules = two_brakes()
    board, rules, driver = prepare(road(12), rules=rules)
    car = car_at(board, "1.0", 5)
    plan = Plan(ONE_BY_ONE, (Step(GEAR, 2, 2, node(board, "2.0")),
                             Step(GEAR, 3, 0, node(board, "3.0"))), 0.0)
    rec, result = turn(board, rules, driver, car, plan, faces=["!", "!", "!"], draws=[0])
    assert rec.loss_of_control and result.locs[0] == (node(board, "2.0"), 2, "spin")
    assert len(rec.rolls) == 1  # the turn ends there: the next die is not rolled


def test_flat_out_earns_one_second_per_gear_and_gas_die_not_brake():
    board, rules, driver = prepare(road(12))
    car = car_at(board, "1.0", 5)
    steps = (Step(GEAR, 3, 1, node(board, "2.0")), Step(LEADER, 3, 0, node(board, "3.0")),
             Step(GEAR, 4, 0, node(board, "4.0")))
    rec, _ = turn(board, rules, driver, car, Plan(FLAT_OUT, steps, 0.0),
                  faces=["3", "", "", "4"])
    assert rec.seconds_gained == 3 and car.seconds == 3
    assert car.cell == node(board, "4.0") and car.gear == 4 and rec.card == "gear 4"


def test_flat_out_failure_relays_dice_to_the_cheapest_loss_of_control():
    board, rules, driver = prepare(road(12, danger=1))
    car = car_at(board, "1.0", 3)
    steps = tuple(Step(GEAR, g, 0, node(board, f"{r}.0")) for g, r in ((4, 2), (5, 3), (6, 4)))
    rec, result = turn(board, rules, driver, car, Plan(FLAT_OUT, steps, 0.0),
                       faces=["!", "!", "!"], draws=[0])
    assert rec.loss_of_control and car.seconds == 3
    cell, gear, _ = result.locs[0]
    assert board.front[cell] == board.front[node(board, "4.0")] and gear == 6
    assert any("re-laid" in n for n in rec.notes)


def test_finish_line_card_is_the_gear_in_the_first_cell_past_the_line():
    board, rules, driver = prepare(road(8, finish_row=5))
    past = node(board, "5.0")
    assert not entries(board, past, 4)  # no die after the line
    car = car_at(board, "3.0", 3)
    plan = driver.plan(car.cell, 3, car.dice(board, rules)[0], 3)
    assert board.finished[plan.end] and sum(board.finished[s.dest] for s in plan.steps) == 1
    rec, _ = turn(board, rules, driver, car, Plan(FLAT_OUT, (
        Step(GEAR, 4, 0, node(board, "4.0")), Step(GEAR, 5, 0, past)), 0.0), faces=["4", "5"])
    assert rec.card == "gear 5" and rec.seconds_gained == 2


def test_loss_of_control_past_the_line_finishes_without_damage():
    rules = two_brakes()
    board, rules, driver = prepare(road(8, finish_row=5, danger=3), rules=rules)
    car = car_at(board, "4.0", 6)
    crash = rules.back_mix[3][0]  # first crash card of the gear-3 deck
    rec, result = turn(board, rules, driver, car, Plan(ONE_BY_ONE, (
        Step(GEAR, 3, 2, node(board, "5.0")),), 0.0), faces=["!", "!", "!"], draws=[crash])
    assert rec.loss_of_control and rec.card == "crash"
    assert board.finished[car.cell] and not rec.damage and not result.damage


# --- loss of control cards, damage, spare wheel, retirement ---------------------------

@pytest.mark.parametrize("back", ["spin", "crash", "sisu"])
def test_loss_of_control_card_backs(back):
    board, rules, driver = prepare(road(10, limits={3: 1}, danger=3))
    car = car_at(board, "2.0", 5)
    plan = driver.plan(car.cell, 5, car.dice(board, rules)[0], 3)
    assert plan.mode == "forced"
    gear = plan.steps[0].gear
    spin, crash, _ = rules.back_mix[gear]
    draw = {"spin": 0, "crash": spin, "sisu": spin + crash}[back]
    rec, result = turn(board, rules, driver, car, plan, draws=[draw, 0, 0, 0, 0])
    assert result.locs[0][2] == back and rec.card == back
    if back == "spin":
        assert car.gear == 0 and not rec.damage and rec.card_seconds == rules.spin_seconds
    elif back == "crash":
        marks = rules.crash_damage[gear][2]  # marks for a red (high danger) tile
        assert marks and len(rec.damage) == marks and car.gear == 0
        assert car.damage["gear"] == sum(d == "gear" for d in rec.damage)
    else:
        assert car.gear == rules.sisu_restart_gear(gear) and not rec.damage
        assert rec.card_seconds == rules.sisu_seconds(gear)


def test_fourth_gear_crash_at_red_draws_three_tokens():
    assert RULES.crash_damage[4][2] == 3  # the one crash-mark fact the rulebooks print


def test_damage_caps_dice_counts_at_zero_and_no_gear_dice_retires():
    column = RULES.column("gravel", leader=True)
    assert Dice.of(column, (1, 3, 1)) == Dice(0, 5, 0, 0, 0)
    board, rules, driver = prepare(road(20))
    car = Car.at_start(node(board, "0.0"), rules)
    car.damage["gear"] = 6
    retired = run_stage(board, rules, driver, Scripted(), car=car)
    assert retired.outcome == "retired" and retired.turns == 0
    fine = run_stage(board, rules, driver, Scripted())
    assert fine.outcome == "finished"
    report = summarise(board, [fine, retired], driver="balanced", seed=0, penalty=60)
    assert report.times == [fine.time, fine.time + 60] and report.retired == 1


def test_spare_wheel_when_ending_in_first_with_a_puncture():
    track, rules, driver = prepare(road(30))
    car = car_at(track, "1.0", 1, damage={"gear": 0, "gas": 2, "brake": 0})
    rec, _ = turn(track, rules, driver, car, Plan(ONE_BY_ONE, (
        Step(GEAR, 1, 0, node(track, "2.0")),), 0.0), faces=["1"])
    assert rec.card == "spare wheel"
    # the spare-wheel card is the turn's time card: it replaces the gear-1 card
    assert rec.card_seconds == rules.spare_seconds
    assert car.damage["gas"] == 1 and car.gear == 0 and not car.spare


def test_shortcut_draws_a_token_puncture_and_mud():
    g = road(12, shortcut_beside=3, limits={4: 2, 5: 2}, corners={4, 5})
    board, rules, driver = prepare(g)
    x = board.index[(1, "x0")]
    puncture = next(i for i, t in enumerate(rules.tokens) if t.shortcut == "puncture")
    mud = next(i for i, t in enumerate(rules.tokens) if t.shortcut == "mud")
    first = lambda kind: sum(t.count for t in rules.tokens[:kind])  # noqa: E731
    for kind, face in ((puncture, "puncture"), (mud, "mud")):
        car = car_at(board, "3.1", 3)
        rec, result = turn(board, rules, driver, car, Plan(ONE_BY_ONE, (
            Step(GEAR, 3, 0, x),), 0.0), faces=["3"], draws=[first(kind)])
        assert rec.shortcuts == [(x, face)]
        assert car.damage["gas"] == (1 if face == "puncture" else 0)
        assert sum(car.bag) == sum(t.count for t in rules.tokens) - 1
        assert board.limit[node(board, "4.0")] == 2  # own mud never slows its own car


def test_sisu_token_cancels_the_hazards_of_one_turn_once():
    rules = RULES.with_options(sisu_token="stage")
    board, rules, driver = prepare(road(12), rules=rules)
    car = Car.at_start(node(board, "1.0"), rules)
    car.gear = 3
    assert car.sisu
    steps = tuple(Step(GEAR, g, 0, node(board, f"{r}.0")) for g, r in ((4, 2), (5, 3), (6, 4)))
    rec, result = turn(board, rules, driver, car, Plan(FLAT_OUT, steps, 0.0),
                       faces=["!", "!", "!"])
    assert not rec.loss_of_control and result.sisu_used and not car.sisu
    assert car.cell == node(board, "4.0")
    car.cell, car.gear = node(board, "4.0"), 3
    rec, result = turn(board, rules, driver, car, Plan(FLAT_OUT, tuple(
        Step(GEAR, g, 0, node(board, f"{r}.0")) for g, r in ((4, 5), (5, 6), (6, 7))), 0.0),
        faces=["!", "!", "!"], draws=[0])
    assert rec.loss_of_control  # the token is spent


def test_red_zone_brake_die_earns_no_second():
    rules = RULES.with_options(red_zone=True)
    board, rules, driver = prepare(road(12), rules=rules)
    car = car_at(board, "1.0", 6)
    steps = (Step(GEAR, 6, 0, node(board, "2.0")), Step("redzone", 6, 0, node(board, "3.0")))
    rec, _ = turn(board, rules, driver, car, Plan(FLAT_OUT, steps, 0.0), faces=["6", ""])
    assert rec.seconds_gained == 1 and car.cell == node(board, "3.0")


def test_mud_tokens_on_the_stage_file_are_read():
    from test_engine_fixtures import EXAMPLES

    from pacenote.course import build_course
    from pacenote.engine.board import mud_on_course
    from pacenote.formats import load_stage
    from pacenote.stage import Token

    stage = load_stage(EXAMPLES / "rally-1" / "ss1.stage.json")
    course = build_course(stage)
    target = course.tiles[3]
    i = stage.tiles.index(target.placement)
    muddy = stage.replaced(i, replace(target.placement,
                                      tokens=(Token("mud-spray", 0.0, 0.0, 0.0),)))
    assert mud_on_course(build_course(muddy), RULES.mud_token_ids) == {3: 1}
    assert mud_on_course(course, RULES.mud_token_ids) == {}
