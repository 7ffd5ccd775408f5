"""Races of several cars: each traffic rule pinned on a hand-built road (docs/rules.md
"Movement", "Turn order"; docs/engine.md "Races")."""

from __future__ import annotations

import random

import networkx as nx
from test_engine_fixtures import EXAMPLES, Scripted, node, road

from pacenote.engine import Driver, load_ruleset, run_rng, run_stage
from pacenote.engine.race import Racer, RaceStage, _race_turn, run_race
from pacenote.engine.raceturn import _order_key, passes
from pacenote.engine.rules import GEAR, Step
from pacenote.engine.simulate import Car
from pacenote.engine.traffic import Traffic

RULES = load_ruleset()


def stage_of(g: nx.DiGraph) -> RaceStage:
    return RaceStage.of(g)


def racer(stage: RaceStage, key: str, gear: int, driver: Driver, driver_id: int = 0,
          **kw: object) -> Racer:
    car = Car.at_start(node(stage.board, key), RULES)
    car.gear = gear
    for k, v in kw.items():
        setattr(car, k, v)
    return Racer(driver_id, driver, car=car)


def step(stage: RaceStage, gear: int, key: str) -> Step:
    return Step(GEAR, gear, 0, node(stage.board, key))


# --- overtaking ---------------------------------------------------------------------------

def test_overtaking_needs_a_die_at_least_the_other_cars_gear():
    stage = stage_of(road(12))
    b = stage.board
    traffic = Traffic(b, stage.rmap, {node(b, "4.0"): 4}, node(b, "3.1"))
    # legal: a gear-4 die takes the car alongside the car in 4th; then the move is free
    assert traffic.allows(node(b, "3.1"), step(stage, 4, "4.1"))
    assert traffic.allows(node(b, "4.1"), step(stage, 3, "5.1"))
    # illegal: a gear-3 die cannot come alongside a car in 4th
    assert not traffic.allows(node(b, "3.1"), step(stage, 3, "4.1"))
    # one car per cell
    assert not traffic.allows(node(b, "3.1"), step(stage, 5, "4.0"))


def test_an_illegal_overtake_is_never_planned_and_the_legal_one_is():
    stage = stage_of(road(16))
    b = stage.board
    driver = Driver(b, RULES, "balanced")
    ahead = racer(stage, "5.0", 6, driver, 1)
    slow = racer(stage, "3.1", 2, driver, 0)  # from 2nd: at most 3rd in the next cell
    rec, changed = _race_turn(b, stage.rmap, RULES, slow, {ahead.car.cell: 6},
                              Scripted(), 1)
    assert rec is not None
    alongside = node(b, "5.1")
    entered = [(s.dest, s.gear) for s in rec.planned]
    assert all(g >= 6 for c, g in entered if c == alongside)  # never alongside below 6th
    fast = racer(stage, "4.1", 5, driver, 0)
    traffic = Traffic(b, stage.rmap, {ahead.car.cell: 5}, fast.car.cell)
    assert traffic.allows(fast.car.cell, step(stage, 5, "5.1"))


def test_diagonal_between_two_cars_is_allowed():
    stage = stage_of(road(12, lanes=3))
    b = stage.board
    traffic = Traffic(b, stage.rmap, {node(b, "4.0"): 2, node(b, "4.2"): 2}, node(b, "3.0"))
    assert traffic.allows(node(b, "3.0"), step(stage, 3, "4.1"))


def test_a_shortcut_is_alongside_every_non_corner_cell_it_touches():
    stage = stage_of(road(12, shortcut_beside=3))
    b = stage.board
    x = b.index[(1, "x0")]
    assert node(b, "3.1") in stage.rmap.beside[x] and node(b, "5.1") in stage.rmap.beside[x]
    traffic = Traffic(b, stage.rmap, {node(b, "5.1"): 4}, node(b, "3.1"))
    assert not traffic.allows(node(b, "3.1"), Step(GEAR, 3, 0, x))
    assert traffic.allows(node(b, "3.1"), Step(GEAR, 4, 0, x))


class Calm(random.Random):
    """Dice that never show a hazard: every planned die is played."""

    def choice(self, seq):  # noqa: ANN001, ANN201
        return next(f for f in seq if f != RULES.hazard_face)


def test_a_car_that_drives_past_a_spun_car_has_overtaken_it():
    stage = stage_of(road(16))
    b = stage.board
    driver = Driver(b, RULES, "balanced")
    spun = racer(stage, "4.0", 0, driver, 1)
    fast = racer(stage, "3.1", 4, driver, 0)
    rec, _ = _race_turn(b, stage.rmap, RULES, fast, {spun.car.cell: 0}, Calm(), 1)
    assert rec is not None and not rec.loss_of_control
    assert b.front[fast.car.cell] > b.front[spun.car.cell] + 1  # well past it
    assert fast.overtakes == 1


def test_overtakes_are_counted_as_changes_of_race_order():
    stage = stage_of(road(12))
    b, rmap = stage.board, stage.rmap

    def at(key: str, gear: int, crashed: bool = False) -> tuple[int, int, bool]:
        return (node(b, key), gear, crashed)

    blue = at("4.0", 3)
    # coming alongside in a higher gear takes blue's place at once (it now plays first)
    assert passes(b, rmap, at("3.1", 3), at("4.1", 4), [blue]) == 1
    # ... and moving on from there passes no one again
    assert passes(b, rmap, at("4.1", 4), at("6.1", 4), [blue]) == 0
    # alongside in a lower gear it was still behind: moving ahead is the overtake
    assert passes(b, rmap, at("3.1", 2), at("4.1", 2), [blue]) == 0
    assert passes(b, rmap, at("4.1", 2), at("6.1", 3), [blue]) == 1
    # a crashed car beside the road is passed like any other; a car behind is not
    assert passes(b, rmap, at("3.1", 4), at("7.1", 4),
                  [at("5.0", 0, True), at("2.0", 6)]) == 1
    # ending alongside in a lower gear, or the same gear outside, is not yet a pass
    assert passes(b, rmap, at("3.1", 4), at("4.1", 2), [blue]) == 0


def test_in_a_race_cars_that_finish_ahead_of_cars_started_before_them_overtook_them():
    stage = stage_of(road(30, limits={10: 2, 11: 2, 20: 3}, corners={10, 11, 20}))
    slow = Driver(stage.board, RULES, "cautious")
    fast = Driver(stage.board, RULES, "aggressive")
    total = 0
    for seed in range(12):
        race = run_race(stage, RULES, [slow, fast, fast], run_rng(5, seed),
                        start_order=[0, 1, 2])
        by_id = {r.driver_id: r for r in race.racers}
        for later in (1, 2):
            before = [by_id[i] for i in range(later)]
            r = by_id[later]
            ahead_at_finish = sum(1 for o in before if r.finish_round and (
                not o.finish_round or r.finish_round < o.finish_round))
            assert r.overtakes >= ahead_at_finish  # it must have passed them on the road
        total += sum(r.overtakes for r in race.racers)
    assert total > 0


# --- blocking ------------------------------------------------------------------------------

def test_blocked_in_a_one_lane_row_ends_the_move_in_cell_and_gear():
    stage = stage_of(road(12, lanes=1))
    b = stage.board
    driver = Driver(b, RULES, "balanced")
    ahead = racer(stage, "4.0", 3, driver, 1)
    behind = racer(stage, "3.0", 4, driver, 0)
    rec, changed = _race_turn(b, stage.rmap, RULES, behind, {ahead.car.cell: 3},
                              Scripted(), 1)
    assert rec is not None and rec.mode == "blocked" and changed
    assert behind.car.cell == node(b, "3.0") and behind.car.gear == 4  # no change of gear
    assert rec.card == "gear 4" and rec.card_seconds == RULES.front_seconds[4]
    assert behind.blocked_at == [node(b, "3.0")] and not behind.car.retired
    assert behind.result.blocked == 1 and behind.overtakes == 0  # counted for the report


def test_a_move_that_would_only_lose_control_because_of_a_car_is_blocked():
    # a limit-1 corner two rows ahead: solo, the car in 4th brakes in the lane; with a
    # car in the only lane ahead it could only lose control: blocked instead
    stage = stage_of(road(12, lanes=1, limits={5: 1}, corners={5}))
    b = stage.board
    driver = Driver(b, RULES, "balanced")
    behind = racer(stage, "3.0", 4, driver, 0)
    rec, _ = _race_turn(b, stage.rmap, RULES, behind, {node(b, "4.0"): 1}, Scripted(), 1)
    assert rec is not None and rec.mode == "blocked" and not rec.loss_of_control


# --- corners and slides ---------------------------------------------------------------------

def cornered() -> nx.DiGraph:
    """Rows 4-5 are a corner: lane 0 the inner path, lane 1 the outer; the paths never
    connect inside the corner."""
    g = road(12, limits={4: 3, 5: 3}, corners={4, 5})
    for r in (4, 5):
        for lane, path in ((0, "inner"), (1, "outer")):
            g.nodes[(1, f"{r}.{lane}")].update(path=path, kind=path, corner="1:4")
    g.remove_edge((1, "4.0"), (1, "5.1"))
    g.remove_edge((1, "4.1"), (1, "5.0"))
    return g


def test_following_a_car_through_a_corner_on_its_path_without_passing():
    stage = stage_of(cornered())
    b = stage.board
    traffic = Traffic(b, stage.rmap, {node(b, "5.0"): 2}, node(b, "3.1"))
    assert traffic.allows(node(b, "3.1"), step(stage, 2, "4.0"))  # same path, behind it
    assert not traffic.allows(node(b, "3.1"), step(stage, 3, "4.1"))  # the other path
    assert not traffic.allows(node(b, "4.1"), step(stage, 3, "5.1"))  # passing it there
    assert stage.rmap.inside[node(b, "3.0")] == 0 and stage.rmap.inside[node(b, "3.1")] == 1


def test_a_car_already_inside_a_corner_is_not_held_by_a_car_ahead_on_the_other_path():
    # the book restricts entering the corner ("must use the same path"): a car that
    # entered on the outer path before the other car was ahead keeps its own path
    stage = stage_of(cornered())
    b = stage.board
    inside = Traffic(b, stage.rmap, {node(b, "5.0"): 2}, node(b, "4.1"))
    assert inside.allows(node(b, "4.1"), step(stage, 3, "5.1"))  # alongside, 3rd >= 2nd
    assert inside.allows(node(b, "5.1"), step(stage, 3, "6.1"))  # and on out of it
    assert not inside.allows(node(b, "4.1"), step(stage, 1, "5.1"))  # overtaking still
    # entering the corner behind it is still following it on its path
    entering = Traffic(b, stage.rmap, {node(b, "5.0"): 2}, node(b, "3.1"))
    assert not entering.allows(node(b, "3.1"), step(stage, 3, "4.1"))


def sliding() -> nx.DiGraph:
    """Row 6 is a slide row: its lane cells, or two full-width halves h0, h1."""
    g = road(12)
    for lane in (0, 1):
        g.nodes[(1, f"6.{lane}")]["slide_row"] = True
    base = dict(g.nodes[(1, "6.0")], lane=None, kind="slide", slide=True, slide_row=True)
    g.add_node((1, "6.h0"), **{**base, "cell": "6.h0", "rear": 6.0, "front": 6.5})
    g.add_node((1, "6.h1"), **{**base, "cell": "6.h1", "rear": 6.5, "front": 7.0})
    for lane in (0, 1):
        g.add_edge((1, f"5.{lane}"), (1, "6.h0"), kind="slide")
        g.add_edge((1, "6.h1"), (1, f"7.{lane}"), kind="slide")
    g.add_edge((1, "6.h0"), (1, "6.h1"), kind="slide")
    return g


def test_behind_a_sliding_car_a_car_slides_too_and_never_passes():
    stage = stage_of(sliding())
    b = stage.board
    h0, h1 = b.index[(1, "6.h0")], b.index[(1, "6.h1")]
    traffic = Traffic(b, stage.rmap, {h1: 3}, node(b, "5.0"))
    assert traffic.allows(node(b, "5.0"), Step(GEAR, 3, 0, h0))
    assert not traffic.allows(node(b, "5.0"), step(stage, 3, "6.0"))
    assert not traffic.allows(node(b, "5.1"), step(stage, 3, "6.1"))


# --- jumps, crashes, mud ----------------------------------------------------------------------

def test_a_jump_flies_over_a_car_but_never_lands_on_one():
    stage = stage_of(road(12, jumps={4: 3}))
    b = stage.board
    over = Step(GEAR, 3, 0, node(b, "5.0"), via=node(b, "4.0"), jump=1)
    landing_taken = Traffic(b, stage.rmap, {node(b, "5.0"): 1}, node(b, "3.0"))
    assert not landing_taken.allows(node(b, "3.0"), over)
    flown_over = Traffic(b, stage.rmap, {node(b, "4.1"): 6}, node(b, "3.0"))
    assert flown_over.allows(node(b, "3.0"), over)


def test_a_crashed_car_beside_the_road_blocks_no_one_and_turn_order():
    stage = stage_of(road(12))
    b = stage.board
    d = Driver(b, RULES, "balanced")
    on_road = racer(stage, "4.0", 0, d, 1)
    crashed = racer(stage, "4.1", 0, d, 0)
    crashed.beside_road = True
    # same cell front and gear: the car on the road goes first
    assert _order_key(b, stage.rmap, on_road) < _order_key(b, stage.rmap, crashed)
    faster = racer(stage, "4.1", 3, d, 2)
    further = racer(stage, "5.0", 1, d, 3)
    keys = sorted([on_road, faster, further], key=lambda r: _order_key(b, stage.rmap, r))
    assert [r.driver_id for r in keys] == [3, 2, 1]  # distance > gear


def test_mud_spread_slows_the_cars_behind_but_not_its_own():
    from collections import Counter
    stage = stage_of(road(12, limits={5: 3}, corners={5}))
    muddy = stage.with_mud(Counter({1: 1}))
    assert muddy.limit[node(stage.board, "5.0")] == 2
    assert stage.with_mud(Counter({1: 1}) - Counter([1])) is stage.board


# --- whole races -------------------------------------------------------------------------------

def test_a_one_car_race_is_the_solo_time_trial():
    g = road(30, limits={8: 2, 9: 2}, corners={8, 9})
    stage = stage_of(g)
    d = Driver(stage.board, RULES, "expert")
    for i in range(5):
        race = run_race(stage, RULES, [d], run_rng(3, i))
        solo = run_stage(stage.board, RULES, d, run_rng(3, i))
        assert race.times[0] == solo.time and race.racers[0].result.turns == solo.turns


def test_staggered_start_leader_dice_and_their_end():
    stage = stage_of(road(24))
    d = Driver(stage.board, RULES, "balanced")
    race = run_race(stage, RULES, [d, d, d], random.Random(1), trace=True)
    assert race.trace is not None
    by_round: dict[int, list] = {}
    for t in race.trace:
        by_round.setdefault(t.round, []).append(t)
    assert [len(by_round[k]) for k in (1, 2, 3)] == [1, 2, 3]  # round k adds driver k
    order = [t.driver_id for t in race.trace[:1]] + [by_round[2][-1].driver_id,
                                                    by_round[3][-1].driver_id]
    assert sorted(order) == [0, 1, 2]  # the cars not yet started keep their order
    first_finish = min(r.finish_round for r in race.racers if r.finish_round)
    for k, ts in by_round.items():
        leaders = [t.leader for t in ts]
        if k <= first_finish:
            assert leaders[0] and not any(leaders[1:])  # the round's first car only
        else:
            assert not any(leaders)  # a first car has crossed the finish: no more
    assert sorted(race.positions.values()) == [1, 2, 3]


def test_four_experts_race_the_rally_1_first_stage():
    from pacenote.course import build_course
    from pacenote.graph import build_graph
    from pacenote.loading import load_known_stage

    stage_file, tileset = load_known_stage(EXAMPLES / "rally-1" / "ss1.stage.json")
    stage = RaceStage.of(build_graph(build_course(stage_file, tileset)))
    d = Driver(stage.board, RULES, "expert")
    races = [run_race(stage, RULES, [d] * 4, run_rng(0, i)) for i in range(20)]
    assert all(r.racers[0].result.outcome in ("finished", "retired") for r in races)
    assert all(sorted(r.positions.values()) == [1, 2, 3, 4] for r in races)
    again = run_race(stage, RULES, [d] * 4, run_rng(0, 7))
    assert again.times == races[7].times  # same seed, same race


# --- planning in traffic ------------------------------------------------------------------------

def test_replanning_in_traffic_on_top_of_the_solo_search_finds_the_full_searchs_plans():
    """The traffic planner reuses the solo planner's kept plans wherever the cars (or
    mud spread in the race) allow them all; it must choose what a search from scratch
    chooses, and only plans the cars allow."""
    from collections import Counter

    from pacenote.engine.rules import Dice
    from pacenote.engine.traffic import TrafficPlanner

    stage = stage_of(road(20, lanes=3, limits={9: 3, 10: 2, 11: 3}, corners={9, 10, 11}))
    b = stage.board
    driver = Driver(b, RULES, "balanced")
    column = RULES.column("gravel", False)
    dice, limit = Dice.of(column), column.hazard_limit
    base = driver.planner(limit, dice)
    jams = [{"4.0": 2, "4.1": 2}, {"5.1": 1}, {"3.0": 4, "6.2": 0}, {"7.0": 2, "7.1": 3,
                                                                      "7.2": 1}]
    muddy = stage.with_mud(Counter({2: 1}))  # the corner's tile: limits 2, 1, 2
    compared = changed = 0
    for board in (b, muddy):
        for jam in jams:
            cars = {node(b, k): g for k, g in jam.items()}
            for start in (node(b, k) for k in ("1.2", "3.1", "5.1", "6.0")):
                if start in cars:
                    continue
                traffic = Traffic(board, stage.rmap, cars, start)
                for gear in (0, 2, 4):
                    quick = TrafficPlanner(board, RULES, base.values, limit, traffic,
                                           base=base).best(start, gear, dice)
                    full = TrafficPlanner(board, RULES, base.values, limit, traffic
                                          ).best(start, gear, dice)
                    assert quick == full, (board is b, jam, b.label(start), gear)
                    compared += 1
                    if quick is None:  # blocked by the cars
                        continue
                    assert quick.mode == "forced" or traffic.allows_plan(start, quick.steps)
                    assert all(s.gear <= board.limit[s.dest] for s in quick.steps)
                    solo = base.best(start, gear, dice)
                    changed += solo != quick
    assert compared > 50 and changed > 10  # the cars and the mud did change plans


def test_a_follower_needs_its_own_look_ahead_only_where_the_leader_dice_apply():
    from pacenote.engine.raceturn import follower_of

    gravel = Driver(stage_of(road(8)).board, RULES, "balanced")
    assert follower_of(gravel) is not gravel
    assert not follower_of(gravel).rules.options.leader_dice
    g = road(8)
    for n in g.nodes:
        g.nodes[n]["terrain"] = "asphalt"
    asphalt = Driver(stage_of(g).board, RULES, "balanced")
    assert follower_of(asphalt) is asphalt  # no gravel: the same dice every turn


# --- the table's components ---------------------------------------------------------------------

def test_the_field_draws_its_time_cards_from_the_tables_six_decks():
    """One set of decks on the table (the book's set-up: six decks, one per gear), not a
    copy per car: with decks of two cards (one spin, one crash), every two losses of
    control in a gear, whichever cars they befall, turn up one spin and one crash."""
    from dataclasses import replace

    rules = replace(RULES, back_mix=((0, 0, 0), *[(1, 1, 0)] * 6))
    stage = stage_of(road(40, limits={8: 2, 9: 2, 20: 2, 21: 1, 30: 2}, corners={8, 9, 20, 21,
                                                                              30}))
    d = Driver(stage.board, rules, "aggressive")
    pairs = mixed = 0
    for seed in range(12):
        race = run_race(stage, rules, [d, d, d], run_rng(9, seed), trace=True)
        assert race.trace is not None
        locs = {r.driver_id: iter(r.result.locs) for r in race.racers}
        by_gear: dict[int, list[tuple[int, str]]] = {}
        for t in race.trace:
            if t.record.loss_of_control:
                _, gear, back = next(locs[t.driver_id])
                by_gear.setdefault(gear, []).append((t.driver_id, back))
        for drawn in by_gear.values():
            for k in range(0, len(drawn) - 1, 2):
                assert {drawn[k][1], drawn[k + 1][1]} == {"spin", "crash"}, (seed, drawn)
                pairs += 1
                mixed += drawn[k][0] != drawn[k + 1][0]
    assert mixed >= 3 and pairs >= mixed  # two cars' cards from one deck, several times
