"""The solo rules made exact (issue: finish-line card, spare wheel, blocked, re-lay,
one token per shortcut). Each test fails on the engine's earlier behaviour."""

from __future__ import annotations

from dataclasses import replace

import networkx as nx
from test_engine_fixtures import car_at, node, prepare, road, turn

from pacenote.engine import load_ruleset, run_rng, run_stage
from pacenote.engine.planner import ONE_BY_ONE, Plan
from pacenote.engine.relaying import relaying_options
from pacenote.engine.rules import GEAR, Dice, Step

RULES = load_ruleset()


# --- a loss of control past the finish line: the card's front ---------------------------

def test_loss_of_control_past_the_line_is_charged_the_front_of_that_gear():
    cols = dict(RULES.columns)
    cols["gravel_leader"] = replace(cols["gravel_leader"], brake=2)
    track, rules, driver = prepare(road(8, finish_row=5, danger=3),
                                   rules=replace(RULES, columns=cols))
    car = car_at(track, "4.0", 6, rules)
    spin = 0  # the first card of the gear-3 deck: a spin (60 s on its 0 side)
    rec, _ = turn(track, rules, driver, car, Plan(ONE_BY_ONE, (
        Step(GEAR, 3, 2, node(track, "5.0")),), 0.0), faces=["!", "!", "!"], draws=[spin])
    assert rec.loss_of_control and rec.card == "spin" and track.finished[car.cell]
    assert rec.card_seconds == rules.front_seconds[3] != rules.spin_seconds


def test_expert_and_sweep_look_ahead_price_a_loss_past_the_line_at_the_front():
    track, rules, expert = prepare(road(8, finish_row=5), driver="expert")
    past = node(track, "5.0")
    for gear in range(1, rules.top_gear + 1):
        assert expert.exact is not None
        assert expert.exact.loc_value(past, gear, 0, 0) == rules.front_seconds[gear]
    _, _, balanced = prepare(road(8, finish_row=5))
    assert balanced.values.loc(past, 4) == rules.front_seconds[4]


# --- the spare wheel replaces the turn's card; the gas token goes back into the bag -----

def test_spare_wheel_card_replaces_the_gear_one_card_and_returns_the_gas_token():
    g = road(30, shortcut_beside=3)
    track, rules, driver = prepare(g)
    x = track.index[(1, "x0")]
    puncture = next(i for i, t in enumerate(rules.tokens) if t.shortcut == "puncture")
    first = sum(t.count for t in rules.tokens[:puncture])
    car = car_at(track, "3.1", 2)
    full = list(car.bag)
    turn(track, rules, driver, car, Plan(ONE_BY_ONE, (Step(GEAR, 1, 0, x),), 0.0),
         faces=["1"], draws=[first])
    assert car.damage["gas"] == 1 and car.bag[puncture] == full[puncture] - 1
    car.gear, car.cell = 1, node(track, "5.1")
    car.damage["gas"] = 2  # a second puncture: no leader die left, the wheel is changed
    rec, _ = turn(track, rules, driver, car, Plan(ONE_BY_ONE, (
        Step(GEAR, 1, 0, node(track, "6.1")),), 0.0), faces=["1"])
    assert rec.card == "spare wheel" and rec.card_seconds == rules.spare_seconds
    assert car.bag == full  # the puncture token went back into the bag
    assert car.damage["gas"] == 1 and car.gear == 0


def test_expert_prices_the_spare_wheel_as_the_turns_only_card():
    track, rules, expert = prepare(road(40), driver="expert")
    assert expert.exact is not None
    t, dm = expert.exact.t, expert.exact.dm
    cell = node(track, "5.0")
    d = dm.state((0, 1, 0))
    less = dm.state((0, 0, 0))
    spare = rules.spare_seconds + t.r[cell, 0, 0, less]
    go_on = rules.front_seconds[1] + t.r[cell, 1, 0, d]
    assert t.stop[cell, 1, 0, d] == min(spare, go_on)


# --- blocked: the move ends in the current cell and gear --------------------------------

def test_blocked_for_good_before_a_ford_retires_and_never_changes_down():
    track, rules, driver = prepare(road(12, fords={5}))
    car = car_at(track, "4.0", 5, damage={"gear": 0, "gas": 2, "brake": 0})  # no leader die
    rec, result = turn(track, rules, driver, car, None)
    assert rec.mode == "blocked" and car.retired
    assert car.gear == 5 and car.cell == node(track, "4.0")  # no change down in place
    run = run_stage(track, rules, driver, run_rng(0, 0), car=car_at(
        track, "4.0", 5, damage={"gear": 0, "gas": 2, "brake": 0}))
    assert run.outcome == "retired"


def test_house_rule_change_down_keeps_the_old_reading_as_an_option():
    rules = RULES.with_options(stranded="change-down")
    track, rules, driver = prepare(road(12, fords={5}), rules=rules)
    car = car_at(track, "4.0", 5, rules, damage={"gear": 0, "gas": 2, "brake": 0})
    rec, _ = turn(track, rules, driver, car, None)
    assert rec.card == "gear 5" and car.gear < 5 and not car.retired


def test_expert_values_a_state_blocked_for_good_as_a_retirement():
    track, rules, expert = prepare(road(12, fords={5}), driver="expert")
    assert expert.exact is not None
    t, dm = expert.exact.t, expert.exact.dm
    before, d = node(track, "4.0"), dm.state((0, 2, 0))  # two gas tokens: no leader die
    retire = t.r[before, 0, 0, 0] + rules.options.retire_penalty_seconds
    assert t.r[before, 5, 0, d] == retire
    assert expert.exact.plan(before, 5, 0, d) is None
    old = prepare(road(12, fords={5}), driver="expert",
                  rules=RULES.with_options(stranded="change-down"))[2].exact
    assert old is not None and old.t.r[before, 5, 0, d] < retire  # it was a cheap wait


# --- re-laying dice after a failed flat-out roll ------------------------------------------

def test_relay_never_takes_a_needless_shortcut_token():
    track, rules, _ = prepare(road(12, shortcut_beside=3, shortcut_limit=6))
    x = track.index[(1, "x0")]
    # three hazards: the third decides where control is lost; row 5 is reached either
    # through the lanes or through the shortcut cell
    rolled = (("gear", 3, False), ("gear", 4, True), ("gear", 5, True), ("gear", 6, True))
    options = relaying_options(track, rules, node(track, "2.1"), 2, rolled, 3, quick=False)
    assert options
    for steps in options.values():
        assert x not in [s.dest for s in steps]  # same place and gear without the token


def test_relay_keeps_a_declared_quick_start():
    rules = RULES.with_options(quick_start=True)
    track, rules, _ = prepare(road(12), rules=rules)
    rolled = (("gear", 1, True), ("gear", 2, False), ("gear", 3, True), ("gear", 4, True),
              ("gear", 5, True))
    options = relaying_options(track, rules, node(track, "0.0"), 0, rolled, 3, quick=True)
    assert options and all(steps[0].quick and steps[0].gear == 2
                           for steps in options.values())
    plain = relaying_options(track, rules, node(track, "0.0"), 0, rolled, 3, quick=False)
    assert plain and all(steps[0].gear == 1 for steps in plain.values())


# --- one token per shortcut taken -----------------------------------------------------------

def two_cell_shortcut() -> nx.DiGraph:
    """A road with a shortcut of two cells (like 224b): x0 entered from row 3, x1 left
    to row 6."""
    g = road(14, shortcut_beside=3)
    x0, x1 = (1, "x0"), (1, "x1")
    g.add_node(x1, **{**g.nodes[x0], "cell": "x1", "rear": 5.0, "front": 6.0})
    g.nodes[x0]["front"] = 5.0
    g.remove_edge(x0, (1, "5.1"))
    g.add_edge(x0, x1, kind="shortcut")
    g.add_edge(x1, (1, "6.1"), kind="shortcut")
    return g


def test_a_two_cell_shortcut_draws_one_token():
    track, rules, driver = prepare(two_cell_shortcut())
    x0, x1 = track.index[(1, "x0")], track.index[(1, "x1")]
    assert track.token_draws(node(track, "3.1"), [x0, x1, node(track, "6.1")]) == [1, 1, 1]
    car = car_at(track, "3.1", 2)
    rec, result = turn(track, rules, driver, car, Plan(ONE_BY_ONE, (
        Step(GEAR, 2, 0, x0), Step(GEAR, 3, 0, x1)), 0.0), faces=["2", "3"])
    assert [c for c, _ in rec.shortcuts] == [x0]
    assert sum(car.bag) == sum(t.count for t in rules.tokens) - 1
    # a car that stopped in the first cell does not draw again in the second
    rec, _ = turn(track, rules, driver, car, Plan(ONE_BY_ONE, (
        Step(GEAR, 3, 0, node(track, "6.1")),), 0.0), faces=["3"])
    car2 = car_at(track, "3.1", 2)
    car2.cell = x0
    rec2, _ = turn(track, rules, driver, car2, Plan(ONE_BY_ONE, (
        Step(GEAR, 2, 0, x1),), 0.0), faces=["2"])
    assert not rec2.shortcuts


def test_the_shortcut_dice_do_not_see_a_second_token_in_the_look_ahead():
    track, rules, expert = prepare(two_cell_shortcut(), driver="expert")
    x0, x1 = track.index[(1, "x0")], track.index[(1, "x1")]
    planner = expert.planner(3)
    moves = {m[0].dest: m for m in planner.moves(x0, 2, Dice(0, 6, 0, 2, 1), False)}
    assert moves[x1][5] == 0.0  # x0 -> x1: no token priced
    into = {m[0].dest: m for m in planner.moves(node(track, "3.1"), 2, Dice(0, 6, 0, 2, 1),
                                                False)}
    assert into[x0][5] > 0.0
