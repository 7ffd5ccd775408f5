"""The expert's exact look-ahead (engine/exact.py, evaluate.py, damage.py): its values
are the expectation of what it actually plays, and no plan does better."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from math import comb

import numpy as np
import pytest
from test_engine_fixtures import node, prepare, road

from pacenote.engine import load_ruleset
from pacenote.engine.damage import damage_model
from pacenote.engine.planner import FLAT_OUT, ONE_BY_ONE
from pacenote.engine.ruleset import TokenKind
from pacenote.engine.simulate import Car, RunResult, play_turn

RULES = load_ruleset()


def small_rules():
    """The DIRT rules with a 4-card deck per gear and a 6-token bag, so that every
    outcome of a turn (faces, card backs, tokens) can be enumerated."""
    return replace(RULES, per_deck=4, back_mix=((0, 0, 0),) + ((2, 1, 1),) * RULES.top_gear,
                   tokens=(TokenKind("green_flag", "ok", 2), TokenKind("gear", "puncture", 1),
                           TokenKind("gas", "puncture", 1), TokenKind("brake", "mud", 2)))


# --- the damage model ---------------------------------------------------------------

def test_crash_damage_is_drawn_from_the_bag_without_replacement():
    dm = damage_model(RULES)
    kinds = Counter()
    for t in RULES.tokens:
        kinds[t.damage] += t.count
    total = sum(kinds.values())
    undamaged = dm.index[(0, 0, 0)]
    two = dm.crash[2][undamaged]
    assert two[dm.index[(2, 0, 0)]] == pytest.approx(comb(kinds["gear"], 2) / comb(total, 2))
    assert two[dm.index[(0, 1, 1)]] == pytest.approx(
        kinds["gas"] * kinds["brake"] / comb(total, 2))
    assert two[undamaged] == pytest.approx(comb(kinds["green_flag"], 2) / comb(total, 2))
    for m in dm.crash:
        assert np.allclose(m.sum(axis=1), 1.0)
    # a third gas token changes nothing: both leader dice are already gone
    assert dm.crash[1][dm.index[(0, 2, 0)], dm.index[(0, 2, 0)]] == pytest.approx(
        1 - (kinds["gear"] + kinds["brake"]) / total)
    # the last gear die lost retires the car
    assert dm.is_retired(dm.of({"gear": 6, "gas": 0, "brake": 0}))
    assert not dm.is_retired(dm.of({"gear": 5, "gas": 0, "brake": 0}))


# --- Bellman: the value of a state is what one turn played from it is worth ---------

class Unscripted(Exception):
    pass


class Branches(random.Random):
    """Replays scripted outcomes; at the first random call past the script it records
    every possible outcome with its chance, so a turn can be enumerated exhaustively."""

    def __init__(self, script: tuple) -> None:
        super().__init__(0)
        self.script, self.options = list(script), None

    def choice(self, seq):  # noqa: ANN001, ANN201
        if self.script:
            return self.script.pop(0)
        faces = Counter(seq)
        self.options = [(f, n / len(seq)) for f, n in faces.items()]
        raise Unscripted

    def randrange(self, n):  # noqa: ANN001, ANN201
        if self.script:
            return self.script.pop(0)
        self.options = [(r, 1 / n) for r in range(n)]
        raise Unscripted


def every_turn(board, rules, driver, set_up):  # noqa: ANN001, ANN201
    """Each way one turn of ``driver`` can go, with its chance: ``(p, record, car,
    result)`` for every outcome of the dice, card backs and tokens, the car made afresh
    by ``set_up()`` for each."""
    stack = [((), 1.0)]
    while stack:
        script, p = stack.pop()
        rng = Branches(script)
        car = set_up()
        result = RunResult("stuck")
        try:
            rec = play_turn(board, rules, driver, car, rng, result)
        except Unscripted:
            stack.extend((script + (o,), p * q) for o, q in rng.options)
            continue
        yield p, rec, car, result


def turn_expectation(board, rules, driver, cell, gear, seconds, damage,  # noqa: ANN001, ANN201
                     sisu=False):
    """Exact expectation, over every outcome of the dice, card backs and tokens, of one
    turn played by ``driver`` plus the expert's value of the state it ends in."""
    t, dm, cap = driver.exact.t, driver.exact.dm, driver.exact.seconds_cap
    total, leaves, mode, secured = 0.0, 0, None, False

    def set_up() -> Car:
        car = Car.at_start(cell, rules)
        car.gear, car.seconds, car.damage, car.sisu = gear, seconds, dict(damage), sisu
        return car

    for p, rec, car, _result in every_turn(board, rules, driver, set_up):
        mode = rec.mode
        secured |= any(r.face == "secured" for rolls in rec.rolls for r in rolls)
        rest = 0.0 if board.finished[car.cell] else \
            t.r[car.cell, car.gear, min(car.seconds, cap), dm.of(car.damage, car.sisu)]
        total += p * (rec.card_seconds - (car.seconds - seconds) + rest)
        leaves += 1
    return total, mode, leaves, secured


@pytest.mark.parametrize("key, gear, seconds, damage, mode, secures", [
    ("0.0", 0, 0, (0, 0, 0), FLAT_OUT, False),  # the start: flat out, cannot fail
    ("3.0", 4, 6, (0, 0, 0), ONE_BY_ONE, True),  # into the limit-2 corner holding 6 s
    ("3.0", 3, 1, (0, 0, 1), ONE_BY_ONE, True),  # no brake die left, 1 s to secure with
    ("4.0", 3, 8, (1, 1, 0), ONE_BY_ONE, True),  # a gear die and a leader die lost
    # out of the corner, the line in reach: a loss of control past it costs only the
    # card's front, so flat out pays
    ("8.1", 2, 2, (0, 0, 0), FLAT_OUT, False),
    ("6.1", 2, 2, (0, 0, 0), ONE_BY_ONE, True),  # still in the corner
])
def test_expert_value_is_the_exact_expectation_of_its_turn(key, gear, seconds, damage, mode,
                                                           secures):
    rules = small_rules()
    board, rules, driver = prepare(road(13, limits={5: 2, 6: 2}, corners={5, 6}),
                                   driver="expert", rules=rules)
    cell = node(board, key)
    tokens = dict(zip(("gear", "gas", "brake"), damage, strict=True))
    value = driver.exact.t.r[cell, gear, seconds, driver.exact.dm.of(tokens)]
    played, played_mode, leaves, secured = turn_expectation(board, rules, driver, cell, gear,
                                                            seconds, tokens)
    assert leaves > 20  # really enumerated: faces, card backs, tokens
    assert (played_mode, secured) == (mode, secures)
    assert played == pytest.approx(value, abs=1e-9)


def test_a_failed_flat_out_roll_is_re_laid_to_do_no_worse_than_valued():
    """The value prices a failed flat-out roll where the plan reaches the hazard limit;
    re-laying the dice to the cheapest place can only do better."""
    rules = small_rules()
    board, rules, driver = prepare(road(13, limits={5: 2, 6: 2}, corners={5, 6}),
                                   driver="expert", rules=rules)
    cell = node(board, "3.0")
    value = driver.exact.t.r[cell, 4, 0, 0]
    played, mode, leaves, _ = turn_expectation(board, rules, driver, cell, 4, 0,
                                               {"gear": 0, "gas": 0, "brake": 0})
    assert mode == FLAT_OUT and leaves > 100
    assert value - 3.0 < played < value


@pytest.mark.parametrize("key, gear, seconds, mode", [
    ("3.0", 5, 0, FLAT_OUT),  # the token would turn a failed roll into a success
    ("3.0", 4, 0, ONE_BY_ONE),  # ... or cancel the hazards of the rest of the turn
    ("2.0", 3, 4, ONE_BY_ONE),
])
def test_expert_value_with_the_sisu_token_is_the_exact_expectation_of_its_turn(
        key, gear, seconds, mode):
    """Advanced rule: the SISU token cancels every hazard of the first turn that would
    lose control by them; the expert's states tell whether it is still held."""
    rules = small_rules().with_options(sisu_token="stage")
    board, rules, driver = prepare(road(13, limits={5: 2, 6: 2}, corners={5, 6}),
                                   driver="expert", rules=rules)
    cell, dm = node(board, key), driver.exact.dm
    clean = {"gear": 0, "gas": 0, "brake": 0}
    held, spent = dm.of(clean, sisu=True), dm.of(clean, sisu=False)
    r = driver.exact.t.r[cell, gear, seconds]
    assert r[held] < r[spent]  # the token is worth something
    played, played_mode, leaves, _ = turn_expectation(board, rules, driver, cell, gear,
                                                      seconds, clean, sisu=True)
    assert leaves > 20 and played_mode == mode
    assert played == pytest.approx(r[held], abs=1e-9)


# --- optimality: on a tiny road, no plan at all does better than the expert's --------

def exhaustive_values(board, rules, cap: int) -> dict:  # noqa: ANN001
    """V[(cell, gear, s)] by brute force: every legal plan from every state, evaluated by
    enumerating every hazard pattern (flat out) or by optimal stopping and securing
    (one by one), seconds held capped at ``cap``. Undamaged car, no shortcuts or jumps."""
    from pacenote.engine.rules import Dice, steps_from

    limit = rules.column("gravel", True).hazard_limit
    full = Dice.of(rules.column("gravel", True))
    V: dict[tuple[int, int, int], float] = {}

    def stop(c: int, g: int, s: int) -> float:
        return rules.front_seconds[g] + (0.0 if board.finished[c] else V[(c, g, min(s, cap))])

    def loc(c: int, g: int, s: int) -> float:
        ps, pc, pu = rules.back_probabilities(g)
        card = ps * rules.spin_seconds + pc * rules.crash_seconds + pu * rules.sisu_seconds(g)
        if board.finished[c]:  # past the line: the card's front (the time of that gear)
            return rules.front_seconds[g]
        s = min(s, cap)
        return card + (ps + pc) * V[(c, 0, s)] + pu * V[(c, rules.sisu_restart_gear(g), s)]

    def dice_ps(step) -> list[float]:  # noqa: ANN001
        main = rules.gear_die(step.gear) if step.die == "gear" else rules.dice[step.die]
        return [main.p_hazard] + [rules.dice["brake"].p_hazard] * step.brakes

    def plans(c: int, g: int, dice: Dice, first: bool, prefix: tuple) -> list[tuple]:
        out = []
        for e in steps_from(board, rules, c, g, dice, first=first):
            plan = (*prefix, e.step)
            out.append(plan)
            if not board.finished[e.step.dest]:
                out.extend(plans(e.step.dest, e.step.gear, e.dice, False, plan))
        return out

    def flat_out(plan: tuple, s: int) -> float:
        ps = [dice_ps(st) for st in plan]
        flat = [p for row in ps for p in row]
        owner = [i for i, row in enumerate(ps) for _ in row]
        k = len(plan)  # gear and leader dice earn a second each, brake dice none
        total = 0.0
        for pattern in range(1 << len(flat)):
            prob, hazards, lost_at = 1.0, 0, None
            for b, p in enumerate(flat):
                hit = pattern >> b & 1
                prob *= p if hit else 1 - p
                hazards += hit
                if hazards >= limit and lost_at is None:
                    lost_at = owner[b]
            st = plan[-1] if lost_at is None else plan[lost_at]
            total += prob * (stop(st.dest, st.gear, s + k) if lost_at is None
                             else loc(st.dest, st.gear, s + k)) - prob * k
        return total

    def one_by_one(plan: tuple, s: int) -> float:
        def f(i: int, h: int, spent: int, n: int) -> float:
            st = plan[i]
            options = []
            if i > 0:
                prev = plan[i - 1]
                options.append(stop(prev.dest, prev.gear, s - spent))
            # roll: enumerate every die of this step
            ps = dice_ps(st)
            roll = 0.0
            for pattern in range(1 << len(ps)):
                prob, hz = 1.0, 0
                for b, p in enumerate(ps):
                    hit = pattern >> b & 1
                    prob *= p if hit else 1 - p
                    hz += hit
                if h + hz >= limit:
                    roll += prob * loc(st.dest, st.gear, s - spent)
                elif i + 1 == len(plan) or board.finished[st.dest]:
                    roll += prob * stop(st.dest, st.gear, s - spent)
                else:
                    roll += prob * f(i + 1, h + hz, spent, n)
            options.append(roll)
            m = len(ps)  # a roll with brake dice is secured whole
            cost = sum(range(n + 1, n + m + 1))
            if spent + cost <= s:
                after = stop(st.dest, st.gear, s - spent - cost) \
                    if i + 1 == len(plan) or board.finished[st.dest] \
                    else f(i + 1, h, spent + cost, n + m)
                options.append(cost + after)
            return min(options)
        return f(0, 0, 0, 0)

    for c in range(len(board) - 1, -1, -1):
        if board.finished[c]:
            continue
        for g in range(rules.top_gear + 1):
            every = plans(c, g, full, True, ())
            for s in range(cap + 1):
                if every:
                    V[(c, g, s)] = min(min(flat_out(p, s) for p in every),
                                       min(one_by_one(p, s) for p in every))
                else:  # every die loses control: the cheapest one
                    forced = [e.step for e in steps_from(board, rules, c, g, full, first=True,
                                                         with_loc=True)]
                    V[(c, g, s)] = min(loc(st.dest, st.gear, s) for st in forced) \
                        if forced else 10_000.0
    return V


def test_expert_value_is_the_exhaustive_optimum_on_a_tiny_road():
    rules = replace(RULES, tokens=(TokenKind("green_flag", "ok", 4),))  # no damage
    g = road(7, lanes=1, limits={3: 2}, corners={3})
    board, rules, driver = prepare(g, driver="expert", rules=rules)
    cap = driver.exact.seconds_cap
    brute = exhaustive_values(board, rules, cap)
    r = driver.exact.t.r
    worst = max(abs(r[c, gear, s, 0] - v) for (c, gear, s), v in brute.items() if v < 10_000)
    assert worst < 1e-9
    assert driver.par_time() == pytest.approx(brute[(node(board, "0.0"), 0, 0)])
