"""DIRT rules an audit found unpinned: each test here fails when its rule is mutated by
hand (the mutation tried is named in the test's docstring). docs/rules.md, "Pinned",
maps every rule to its test."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import networkx as nx
import pytest
from test_engine_fixtures import car_at, node, prepare, road, turn
from test_race_rules import Calm, cornered, racer, sliding, stage_of

from pacenote.engine import Driver, load_ruleset, run_rng
from pacenote.engine import race as race_module
from pacenote.engine import rally as rally_module
from pacenote.engine.board import compile_board
from pacenote.engine.planner import FLAT_OUT, FORCED, ONE_BY_ONE, Plan
from pacenote.engine.race import _Race, run_race
from pacenote.engine.rally import RallyLeg, run_rally
from pacenote.engine.rules import GAS, GEAR, LEADER, Dice, Step, steps_from
from pacenote.engine.traffic import Traffic

RULES = load_ruleset()
FULL = Dice(0, 6, 2, 0, 1)  # gravel: 6 gear, 2 gas, 1 brake


# --- fords ------------------------------------------------------------------------------

def test_a_ford_is_left_with_any_die():
    """Mutation: the ford's entry rule also applied to leaving it (rules.landings)."""
    board, *_ = prepare(road(10, fords={4}))
    ford = node(board, "4.0")
    out = {(e.step.die, e.step.gear, e.step.brakes)
           for e in steps_from(board, RULES, ford, 3, FULL)
           if not board.ford[e.step.dest]}
    # a gear die up, the same or down, with brake dice, or a gas die: all leave it
    assert {(GEAR, 4, 0), (GEAR, 3, 0), (GEAR, 2, 0), (GEAR, 1, 1), (GAS, 3, 0)} <= out


# --- seconds and the track --------------------------------------------------------------

def hazard_corner_road() -> nx.DiGraph:
    """A DIRT road with a GT hazard corner "4!" on row 3 (a GT tile laid in: its marks
    are the track's); the finish line after row 3."""
    g = road(8, finish_row=4, danger=3)
    for lane in (0, 1):
        g.nodes[(0, f"3.{lane}")].update(limit=4, hazard=True)
    return g


def test_a_secured_die_still_takes_the_tracks_hazards():
    """Seconds never cancel track effects (ES "No se pueden gastar Segundos para ignorar
    los efectos de los elementos de la pista"): a die secured into a hazard corner at
    exactly its gear still takes the corner's hazard. Mutations: a secured die taking no
    track hazard when played (simulate._one_by_one), or when planned (_Stopping)."""
    board = compile_board(hazard_corner_road())
    assert board.marked
    rules = RULES
    driver = Driver(board, rules, "balanced")
    plan = Plan(ONE_BY_ONE, (Step(GEAR, 3, 0, node(board, "2.0")),
                             Step(GEAR, 4, 0, node(board, "3.0"), track=1),
                             Step(GEAR, 5, 0, node(board, "4.0"))), 0.0)
    car = car_at(board, "1.0", 2, seconds=1)
    # 3rd: a hazard; 4th into the corner: secured (1 s), yet the corner's hazard counts:
    # two; 5th across the line: a hazard, the third: loss of control past the line
    rec, _ = turn(board, rules, driver, car, plan, faces=["!", "4", "!"], draws=[0])
    assert [r.face for r in rec.rolls[1]] == ["secured"] and rec.seconds_spent == 1
    assert rec.loss_of_control and board.finished[rec.end]
    # two hazards rolled before a die into the corner at exactly its gear: rolled or
    # secured, that die is the third hazard; the driver stops before it, seconds kept
    plan = Plan(ONE_BY_ONE, (Step(GEAR, 2, 0, node(board, "1.0")),
                             Step(GEAR, 3, 0, node(board, "2.0")),
                             Step(GEAR, 4, 0, node(board, "3.0"), track=1)), 0.0)
    car = car_at(board, "0.0", 1, seconds=1)
    rec, _ = turn(board, rules, driver, car, plan, faces=["!", "!"], draws=[0])
    assert not rec.loss_of_control and rec.end == node(board, "2.0")
    assert rec.seconds_spent == 0 and car.seconds == 1


def test_securing_never_saves_a_die_from_a_limit_or_a_jump_two_over():
    """A die above the cell's limit, or two over a jump, is a loss of control whatever
    the seconds held: such a die is only ever laid as a forced loss of control.
    Mutation: a forced loss of control cancelled by seconds held."""
    board, rules, driver = prepare(road(10, limits={3: 2}, jumps={6: 3}))
    for start, gear, into in (("2.0", 3, "3.0"), ("5.0", 5, "8.0")):
        es = [e for e in steps_from(board, rules, node(board, start), gear, FULL,
                                    with_loc=True) if e.step.dest == node(board, into)]
        assert es and all(e.loc for e in es if e.step.gear > gear - 1 and e.step.die == GEAR)
        step = next(e.step for e in es if e.loc)
        car = car_at(board, start, gear, seconds=20)
        rec, _ = turn(board, rules, driver, car, Plan(FORCED, (step,), 0.0), draws=[0])
        assert rec.loss_of_control and car.seconds == 20 and rec.seconds_spent == 0


def test_a_secured_die_one_over_a_jump_flies_two_cells_without_risk():
    """The reading (docs/rules.md, "Readings"): a die one gear over a jump's N loses
    control on a hazard *rolled* on it (ES "si obtienes un resultado de ⚠ al lanzar este dado"); a
    secured die is not rolled, so it shows none: the jump is made, two cells. The jump
    itself (flying two cells) is the track's effect and stays. Mutation: a secured jump
    die counted as showing a hazard."""
    board, rules, driver = prepare(road(10, jumps={3: 4}))
    landing = node(board, "5.0")
    step = next(e.step for e in steps_from(board, rules, node(board, "2.0"), 5, FULL)
                if e.step.gear == 5 and e.step.dest == landing)
    assert step.via == node(board, "3.0") and step.jump == 2
    car = car_at(board, "2.0", 5, seconds=3)
    rec, _ = turn(board, rules, driver, car, Plan(ONE_BY_ONE, (step,), 0.0), faces=["!"],
                  draws=[0])
    assert [r.face for r in rec.rolls[0]] == ["secured"]
    assert not rec.loss_of_control and car.cell == landing and car.gear == 5


# --- the time card of a gas-only turn ---------------------------------------------------

@pytest.mark.parametrize("mode", [ONE_BY_ONE, FLAT_OUT])
def test_a_gas_only_turn_takes_the_card_of_the_gear_on_top_of_the_pile(mode):
    """ES "Si en este turno solo ha utilizado dados blancos de Gas, coge una carta de
    Tiempo de la misma Marcha que la que esté arriba del todo de su pila". Mutation: the
    card of the last gear die rolled (none: gear 1)."""
    board, rules, driver = prepare(road(12))
    car = car_at(board, "1.0", 4)
    plan = Plan(mode, (Step(LEADER, 4, 0, node(board, "2.0")),
                       Step(LEADER, 4, 0, node(board, "3.0"))), 0.0)
    rec, _ = turn(board, rules, driver, car, plan, faces=["", ""])
    assert rec.card == "gear 4" and rec.card_seconds == rules.front_seconds[4]
    assert car.gear == 4 and car.cell == node(board, "3.0")


# --- passing through a shortcut -----------------------------------------------------------

def test_a_car_in_a_corner_is_passed_through_a_shortcut():
    """ES "Se puede adelantar a un coche que esté deslizando o en una curva utilizando un
    Atajo".
    Mutation: the corner rule closing the shortcut that cuts the corner."""
    g = cornered()
    x = (1, "x0")  # a shortcut beside the corner: from 3.1 to 6.1
    g.add_node(x, **{**g.nodes[(1, "4.1")], "cell": "x0", "kind": "shortcut", "lane": None,
                     "path": None, "corner": None, "limit": 3, "shortcut": True,
                     "rear": 4.0, "front": 6.0})
    g.add_edge((0, "3.1"), x, kind="shortcut")
    g.add_edge(x, (1, "6.1"), kind="shortcut")
    stage = stage_of(g)
    b = stage.board
    xi = b.index[x]
    traffic = Traffic(b, stage.rmap, {node(b, "5.0"): 2}, node(b, "3.1"))
    assert not traffic.allows(node(b, "3.1"), Step(GEAR, 3, 0, node(b, "4.1")))  # followed
    assert traffic.allows_plan(node(b, "3.1"), (Step(GEAR, 3, 0, xi),
                                                Step(GEAR, 3, 0, node(b, "6.1"))))


def test_a_sliding_car_is_passed_through_a_shortcut():
    """Mutation: the slide rule closing the shortcut beside the slide row."""
    g = sliding()
    x = (1, "x0")  # beside the slide row 6: from 5.1 to 7.1
    g.add_node(x, **{**g.nodes[(1, "5.1")], "cell": "x0", "kind": "shortcut", "lane": None,
                     "limit": 3, "shortcut": True, "rear": 6.0, "front": 7.0})
    g.add_edge((1, "5.1"), x, kind="shortcut")
    g.add_edge(x, (1, "7.1"), kind="shortcut")
    stage = stage_of(g)
    b = stage.board
    h1 = b.index[(1, "6.h1")]
    traffic = Traffic(b, stage.rmap, {h1: 2}, node(b, "5.1"))
    assert not traffic.allows(node(b, "5.1"), Step(GEAR, 3, 0, node(b, "6.1")))  # followed
    assert traffic.allows_plan(node(b, "5.1"), (Step(GEAR, 3, 0, b.index[x]),
                                                Step(GEAR, 3, 0, node(b, "7.1"))))


# --- the first player ---------------------------------------------------------------------

def test_the_first_player_is_drawn_at_random():
    """Mutation: the start order left as the players are listed (run_race, run_rally)."""
    stage = stage_of(road(16))
    d = Driver(stage.board, RULES, "balanced")
    firsts = set()
    for seed in range(12):
        race = run_race(stage, RULES, [d] * 4, random.Random(seed))
        drawn = [0, 1, 2, 3]
        random.Random(seed).shuffle(drawn)  # the race's first draw is the start order
        assert [r.driver_id for r in race.racers] == drawn
        firsts.add(drawn[0])
    assert len(firsts) >= 3
    legs = [RallyLeg("A", stage, False)]
    starters = {next(i for i, rows in run_rally(legs, RULES, lambda k: [d] * 3,
                                                random.Random(s)).sheets.items()
                     if rows[0].start == 1) for s in range(12)}
    assert len(starters) >= 2


# --- the rally between stages ---------------------------------------------------------------

def test_a_loss_of_control_past_the_line_draws_damage_in_a_rally_only():
    """ES: past the line the card's front is charged; in a rally the back's damage is
    carried. Mutations: no damage past the line in a rally (simulate._lose_control), or
    the rally's races not marked as carrying damage (rally.run_rally)."""
    board, rules, driver = prepare(road(8, finish_row=5, danger=3))
    crash = rules.back_mix[6][0]  # the first crash card of the gear-6 deck
    for carry in (False, True):
        car = car_at(board, "4.0", 6, carry_damage=carry)
        forced = Plan(FORCED, (Step(GEAR, 6, 0, node(board, "5.0")),), 0.0)
        rec, result = turn(board, rules, driver, car, forced, faces=["6"], draws=[crash])
        assert rec.card == "crash" and board.finished[car.cell]
        assert rec.card_seconds == rules.front_seconds[6]  # the front, not the back
        marks = rules.crash_damage[6][2]
        assert len(rec.damage) == (marks if carry else 0)
    seen = []
    real = rally_module.run_race

    def spy(*a, **kw):  # noqa: ANN002, ANN003, ANN202
        seen.append(kw["carry_damage"])
        return real(*a, **kw)

    stage = stage_of(road(10))
    d = Driver(stage.board, RULES, "balanced")
    import unittest.mock as mock
    with mock.patch.object(rally_module, "run_race", spy):
        run_rally([RallyLeg("A", stage, False), RallyLeg("B", stage, False)], RULES,
                  lambda k: [d, d], random.Random(1))
    assert seen == [True, True]


def test_seconds_tokens_are_not_carried_into_the_next_stage():
    """ES "Estas fichas no se conservan de un Tramo a otro". Mutation: a car entering a
    stage keeping its seconds (race._enter)."""
    stage = stage_of(road(20, limits={8: 2, 9: 2}, corners={8, 9}))
    d = Driver(stage.board, RULES, "balanced")
    fresh = run_race(stage, RULES, [d], Calm())
    from pacenote.engine.simulate import Car
    rich = Car.at_start(0, RULES)
    rich.seconds = 7
    carried = run_race(stage, RULES, [d], Calm(), cars={0: rich})
    assert carried.times == fresh.times
    assert carried.racers[0].result.seconds == fresh.racers[0].result.seconds


def pairs_of_backs(race) -> tuple[int, int]:  # noqa: ANN001
    """With decks of two cards (a spin, a crash), check that every two losses of control
    in a gear since the race began turn up one of each; (pairs, pairs of two cars)."""
    locs = {r.driver_id: iter(r.result.locs) for r in race.racers}
    by_gear: dict[int, list[tuple[int, str]]] = {}
    for t in race.trace:
        if t.record.loss_of_control:
            _, gear, back = next(locs[t.driver_id])
            by_gear.setdefault(gear, []).append((t.driver_id, back))
    pairs = mixed = 0
    for drawn in by_gear.values():
        for k in range(0, len(drawn) - 1, 2):
            assert {drawn[k][1], drawn[k + 1][1]} == {"spin", "crash"}, drawn
            pairs += 1
            mixed += drawn[k][0] != drawn[k + 1][0]
    return pairs, mixed


def two_card_decks():
    return replace(RULES, back_mix=((0, 0, 0), *[(1, 1, 0)] * 6))


def test_time_card_decks_are_full_again_at_each_stage():
    """Time cards go back to their decks after a stage (ES "Las cartas de Tiempo no se
    conservan de un Tramo a otro"): with two-card decks, each stage's losses of control
    pair up from its own start. Mutation: the decks of one stage kept for the next."""
    rules = two_card_decks()
    stage = stage_of(road(40, limits={8: 2, 9: 2, 20: 2, 21: 1, 30: 2},
                          corners={8, 9, 20, 21, 30}))
    d = Driver(stage.board, rules, "aggressive")
    legs = [RallyLeg("A", stage, False), RallyLeg("B", stage, False)]
    total = 0
    for seed in range(8):
        result = run_rally(legs, rules, lambda k: [d, d, d], run_rng(2, seed), trace=True)
        for race in result.races:
            total += pairs_of_backs(race)[0]
    assert total >= 10


# --- the bag and the mud --------------------------------------------------------------------

def test_one_bag_of_damage_tokens_for_the_field():
    """Mutation: each car drawing from its own bag (race._enter)."""
    gear = next(i for i, t in enumerate(RULES.tokens) if t.damage == "gear")
    bag = tuple(replace(t, count=2 if i == gear else 0) for i, t in enumerate(RULES.tokens))
    rules = replace(RULES, tokens=bag)
    stage = stage_of(road(40, limits={8: 2, 9: 2, 20: 2, 21: 1, 30: 2},
                          corners={8, 9, 20, 21, 30}, danger=3))
    d = Driver(stage.board, rules, "aggressive")
    most = 0
    for seed in range(10):
        race = run_race(stage, rules, [d] * 4, run_rng(6, seed))
        drawn = sum(r.result.damage.get("gear", 0) for r in race.racers)
        assert drawn <= 2  # the field's bag holds two tokens
        most = max(most, max(r.result.damage.get("gear", 0) for r in race.racers))
        cars = [r.car for r in race.racers if r.car is not None]
        assert all(c.bag is cars[0].bag for c in cars)
    assert most >= 1


def test_mud_spread_slows_the_cars_behind_but_never_its_spreader():
    """ES "a ti no te afecta". Mutations: the spreader's own mud on its board, or the
    others' boards without it (race._Race._turn)."""
    stage = stage_of(road(16, limits={9: 3}, corners={9}))
    b = stage.board
    d = Driver(b, RULES, "balanced")
    spreader, behind = racer(stage, "6.0", 2, d, 0), racer(stage, "3.0", 2, d, 1)
    tile = b.tile_index[node(b, "9.0")]
    assert spreader.car is not None
    spreader.car.spread = [tile]
    race = _Race(stage, RULES, Calm(), [spreader, behind], None, False, False)
    race.started = 2
    race.spread = Counter({tile: 1})
    for r in (spreader, behind):
        assert r.car is not None
        r.car.bag, r.car.revealed = race.bag, race.decks
    limits = {}
    real = race_module._race_turn

    def spy(board, rmap, rules, r, *a, **kw):  # noqa: ANN001, ANN002, ANN003, ANN202
        limits[r.driver_id] = board.limit[node(b, "9.0")]
        return real(board, rmap, rules, r, *a, **kw)

    import unittest.mock as mock
    with mock.patch.object(race_module, "_race_turn", spy):
        race._turn(1, spreader, [spreader, behind], first=True)
        race._turn(1, behind, [spreader, behind], first=False)
    assert limits == {0: 3, 1: 2}



def test_the_stage_time_is_the_cards_less_the_seconds_left():
    """Mutations: seconds left not taken off, or a turn's card not counted."""
    from pacenote.engine import run_stage

    board, rules, driver = prepare(road(30, limits={8: 2, 9: 2, 20: 3}, corners={8, 9, 20}),
                                   driver="aggressive")
    timed = 0
    for seed in range(6):
        result = run_stage(board, rules, driver, run_rng(1, seed), trace=True)
        assert result.trace is not None and result.outcome == "finished"
        cards = sum(rec.card_seconds for rec in result.trace)
        assert result.time == pytest.approx(cards - result.seconds)
        timed += result.seconds > 0
    assert timed  # some runs end with seconds left
