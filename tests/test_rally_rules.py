"""Rallies: the rally sheet between stages (rules-dirt.md "End of stage and rally",
the book's Rosita example)."""

from __future__ import annotations

import math
import random

import pytest
from test_engine_fixtures import road
from test_race_rules import Calm

from pacenote.engine import Driver, load_ruleset
from pacenote.engine.race import RaceStage, run_race
from pacenote.engine.rally import (
    RallyLeg,
    between_stages,
    checkpoint_tokens,
    run_rally,
    start_order,
)
from pacenote.engine.simulate import Car
from pacenote.timefmt import clock

RULES = load_ruleset()


def damaged_car() -> Car:
    car = Car.at_start(0, RULES)
    car.damage = {"gear": 1, "gas": 1, "brake": 1}
    gas_kind = next(i for i, t in enumerate(RULES.tokens) if t.damage == "gas")
    car.gas_tokens = [gas_kind]
    car.bag[gas_kind] -= 1
    return car


def test_damage_is_carried_without_service_and_repaired_at_service():
    kept = damaged_car()
    kept.spare = False  # used in the stage: nothing to discard
    between_stages(kept, RULES, service=False, retired=False)
    assert kept.damage == {"gear": 1, "gas": 1, "brake": 1} and not kept.spare
    repaired = damaged_car()
    repaired.spare = False
    between_stages(repaired, RULES, service=True, retired=False)
    assert repaired.damage == {"gear": 0, "gas": 0, "brake": 0} and repaired.spare


def test_spare_wheel_discarded_between_stages_takes_off_a_gas_token():
    car = damaged_car()
    between_stages(car, RULES, service=False, retired=False)
    assert car.damage == {"gear": 1, "gas": 0, "brake": 1} and not car.spare
    assert car.gas_tokens == [] and sum(car.bag) == sum(t.count for t in RULES.tokens)


def test_a_retired_car_is_repaired_before_the_next_stage():
    car = damaged_car()
    car.retired, car.spare = True, False
    between_stages(car, RULES, service=False, retired=True)
    assert car.damage == {"gear": 0, "gas": 0, "brake": 0} and car.spare and not car.retired


def test_rosita_sheet_total_and_start_order_by_total_time():
    # The book: Rosita 2:55 in stage 1 (second best, so she starts stage 2 second), then
    # 4:32; her sheet prints the total 7:19, a misprint: 2:55 + 4:32 = 7:27.
    rosita, first, third = 0, 1, 2
    after_one = {rosita: 175.0, first: 160.0, third: 190.0}
    assert start_order(after_one, [rosita, first, third]) == [first, rosita, third]
    total = 175.0 + 272.0
    assert (clock(175.0), clock(272.0), clock(total)) == ("2:55", "4:32", "7:27")
    # a tie keeps the previous order
    assert start_order({0: 100.0, 1: 100.0}, [1, 0]) == [1, 0]


def test_rosita_carries_one_gas_damage_and_her_unused_spare_wheel_into_stage_two():
    # Her sheet after stage 1 (no service park): M/1G/F, spare wheel S. Setting up stage
    # 2 she takes a gas-damage token from the bag and her spare wheel card.
    car = Car.at_start(0, RULES)
    gas_kind = next(i for i, t in enumerate(RULES.tokens) if t.damage == "gas")
    car.damage["gas"], car.gas_tokens = 1, [gas_kind]
    between_stages(car, RULES, service=False, retired=False, keep_spare=True)
    assert car.damage == {"gear": 0, "gas": 1, "brake": 0} and car.spare
    stage = RaceStage.of(road(16))
    driver = Driver(stage.board, RULES, "balanced")
    race = run_race(stage, RULES, [driver], Calm(), cars={0: car}, carry_damage=True,
                    trace=True)
    full = [t.count for t in RULES.tokens]
    taken = [a - b for a, b in zip(full, car.bag, strict=True)]
    assert sum(taken) == 1  # the one token on her sheet, from the bag
    assert RULES.tokens[taken.index(1)].damage == "gas"
    assert race.trace is not None and race.trace[0].record.start_gear == 0
    column = RULES.column("gravel", leader=True)
    dice, _ = car.dice(stage.board, RULES)
    assert (dice.gas, dice.leader) == (max(0, column.gas - 1), max(0, column.leader - 1))
    # and the spare wheel is still hers: she did not change a wheel this stage
    assert car.spare == (not race.racers[0].result.spare_used)


def test_checkpoint_tokens_taken_only_by_the_first_car_when_they_pay():
    totals = {0: 100.0, 1: 107.0, 2: 150.0}
    assert checkpoint_tokens(totals, leader_cost=12.0) == {0: 10.0, 1: 0.0, 2: 0.0}
    assert checkpoint_tokens(totals, leader_cost=9.0) == {0: 0.0, 1: 0.0, 2: 0.0}
    assert checkpoint_tokens({0: 1.0}, leader_cost=99.0) == {0: 0.0}
    # a tie keeps the previous start order: car 1 started first and would again
    assert checkpoint_tokens({0: 100.0, 1: 100.0}, 12.0, [1, 0]) == {0: 0.0, 1: 5.0}
    # behind a car that started earlier, a tie is enough: 10 s, not 15
    assert checkpoint_tokens({0: 100.0, 1: 110.0}, 12.0, [1, 0]) == {0: 10.0, 1: 0.0}
    assert checkpoint_tokens({0: 100.0, 1: 110.0}, 12.0, [0, 1]) == {0: 0.0, 1: 0.0}


def two_stage_rally(service: bool) -> list[RallyLeg]:
    return [RallyLeg("A", RaceStage.of(road(16, limits={6: 2}, corners={6}, danger=3)),
                     service),
            RallyLeg("B", RaceStage.of(road(16, limits={6: 2}, corners={6})), False)]


def test_a_rally_carries_damage_or_repairs_it_and_orders_the_next_start_by_total():
    for service in (False, True):
        legs = two_stage_rally(service)
        drivers = [Driver(leg.stage.board, RULES, "aggressive") for leg in legs]
        for seed in range(6):
            result = run_rally(legs, RULES, lambda k: [drivers[k]] * 3,  # noqa: B023
                               random.Random(seed))
            one = [result.sheets[i][0] for i in range(3)]
            order_two = sorted(range(3), key=lambda i: result.sheets[i][1].start)
            assert order_two == start_order({i: one[i].total for i in range(3)},
                                            sorted(range(3), key=lambda i: one[i].start))
            for i in range(3):
                rows = result.sheets[i]
                assert rows[1].total == rows[0].time + rows[1].time
                if service:
                    assert rows[0].damage == {} and rows[0].spare
            assert sorted(result.positions.values()) == [1, 2, 3]


def test_sisu_once_per_rally_is_not_given_back_for_the_second_stage():
    rules = RULES.with_options(sisu_token="rally")
    legs = two_stage_rally(False)
    drivers = [Driver(leg.stage.board, rules, "aggressive") for leg in legs]
    used = 0
    for seed in range(30):
        result = run_rally(legs, rules, lambda k: [drivers[k]] * 2,  # noqa: B023
                           random.Random(seed))
        for i in range(2):
            assert not (result.sheets[i][0].sisu_used and result.sheets[i][1].sisu_used)
            used += result.sheets[i][0].sisu_used + result.sheets[i][1].sisu_used
    assert used  # the token was played, once per rally at most
    per_stage = RULES.with_options(sisu_token="stage")
    both = 0
    for seed in range(30):
        result = run_rally(legs, per_stage, lambda k: [drivers[k]] * 2,  # noqa: B023
                           random.Random(seed))
        both += sum(result.sheets[i][0].sisu_used and result.sheets[i][1].sisu_used
                    for i in range(2))
    assert both  # per stage, it is given back


def test_in_a_rally_the_first_car_takes_checkpoint_tokens_only_when_leading_costs_more():
    rules = RULES.with_options(checkpoints=True)
    legs = two_stage_rally(False)
    drivers = [Driver(leg.stage.board, rules, "aggressive") for leg in legs]
    taken = 0
    for seed in range(4):
        for cost in (0.0, 4.9, 1000.0):
            result = run_rally(legs, rules, lambda k: [drivers[k]] * 3,  # noqa: B023
                               random.Random(seed), leader_cost=lambda k, c=cost: c)
            one = {i: result.sheets[i][0] for i in range(3)}
            before = {i: one[i].total - one[i].penalty for i in range(3)}
            started = sorted(range(3), key=lambda i: one[i].start)
            first = start_order(before, started)[0]
            second = start_order(before, started)[1]
            gap = before[second] - before[first]
            # a tie keeps the order of the stage: behind a car that started earlier, a
            # tie is enough; otherwise strictly behind
            tied_ok = started.index(second) < started.index(first)
            need = 5.0 * (math.ceil(gap / 5) if tied_ok else gap // 5 + 1)
            for i in range(3):
                expected = need if i == first and need < cost else 0.0
                assert one[i].penalty == expected, (seed, cost, i)
                assert one[i].time == pytest.approx(result.races[0].times[i] + expected)
            if one[first].penalty:  # it starts the next stage second, not first
                taken += 1
                assert result.sheets[first][1].start == 2
    assert taken >= 4  # whenever leading costs 1000 s, the tokens are taken


def test_what_leading_costs_is_the_experts_par_with_leader_dice_minus_without():
    from pacenote.engine.racing import Field

    legs = two_stage_rally(False)
    field = Field(legs, RULES, "expert", 3)
    with_ = Driver(legs[1].stage.board, RULES, "expert").par_time()
    without = Driver(legs[1].stage.board, RULES.with_options(leader_dice=False),
                     "expert").par_time()
    assert with_ is not None and without is not None
    assert field.leader_cost(1) == pytest.approx(max(0.0, with_ - without))
    assert field.leader_cost(1) > 0  # the leader dice are the slower column on gravel


def test_with_jobs_the_experts_look_ahead_is_swept_ahead_into_the_cache(tmp_path, monkeypatch):
    from pacenote.engine.racing import drive_rally

    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(tmp_path))
    legs = two_stage_rally(False)
    two = drive_rally(legs, 3, runs=4, seed=2, driver="expert", ruleset=RULES, jobs=2)
    # two legs, with and without leader dice: four sweeps, each stored once
    assert len(list((tmp_path / "plans").iterdir())) == 4
    one = drive_rally(legs, 3, runs=4, seed=2, driver="expert", ruleset=RULES, jobs=1)
    assert one.to_dict() == two.to_dict()
