"""One car's turn in a race, and what a race is made of around it: the plan against the
cars (the solo plan when they allow it, else the traffic planner's), being blocked,
what a move overtook, the race order, setting a car on the grid, the standings
(engine/race.py plays the rounds; docs/engine.md "Races and rallies")."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pacenote.cellcontract import CellDiGraph
from pacenote.engine.board import Board
from pacenote.engine.damage import KINDS
from pacenote.engine.drivers import Driver
from pacenote.engine.planner import FORCED, Plan
from pacenote.engine.rules import Dice, Step, steps_from
from pacenote.engine.ruleset import DIRT_TURN_ORDER, Ruleset
from pacenote.engine.simulate import Car, TurnRecord, blocked_for_good, end_blocked, play_turn
from pacenote.engine.traffic import RaceMap, Traffic, TrafficPlanner
from pacenote.graph import CellGraph
from pacenote.i18n import Text, msg

if TYPE_CHECKING:
    from pacenote.engine.race import RaceMemo, Racer

# Where a car stands in the race: (cell, gear, crashed beside the road).
Place = tuple[int, int, bool]


def muddied(graph: CellGraph | CellDiGraph, board: Board, mud: Mapping[int, int]) -> Board:
    """``board`` (compiled from ``graph``) with ``mud`` tokens on its tiles instead of its
    own: :func:`compile_board`'s limits, the rest of the board shared (the graph was
    checked when ``board`` was compiled; only corner limits depend on mud)."""
    g: CellDiGraph = graph.g if isinstance(graph, CellGraph) else graph
    limits = list(board.limit)
    for i, n in enumerate(board.ids):
        d = g.nodes[n]
        if d["corner"] is not None and d["limit"] is not None:
            limits[i] = max(0, d["limit"] - mud.get(d["tile_index"], 0))
    return replace(board, limit=tuple(limits),
                   mud=tuple(sorted((k, v) for k, v in mud.items() if v)))


BESIDE_THE_ROAD = ("crash", "spare wheel")  # the cards that put a car beside the road


def beside_the_road(rec: TurnRecord) -> bool:
    """Does the turn leave the car beside the road until its next turn: a crash, or a
    wheel changed (ES "coloca su coche a un lado de la pista")? It obstructs no one."""
    return rec.card in BESIDE_THE_ROAD


def follower_of(driver: Driver) -> Driver:
    """The driver's twin for the turns it does not lead: the same personality on the
    same board, its look-ahead swept for the gas dice (ruleset without leader dice;
    dice, cards and tokens are the same)."""
    rules = driver.rules
    if not rules.options.leader_dice:
        return driver
    follow = rules.with_options(leader_dice=False)
    if all(rules.column(t, leader=True) == follow.column(t, leader=True)
           for t in set(driver.board.terrain)):
        return driver  # no gravel: the leader dice change nothing, no second look-ahead
    return Driver(driver.board, follow, driver.personality)


def take_carried(car: Car, bag: list[int], rules: Ruleset) -> None:
    """Setting up a rally's next stage, the damage tokens written on the rally sheet are
    taken from the bag (ES "Coge de la bolsa una ficha de Daño en el Gas"); their other
    face does not count. Which token of a damage type is a reading: one of the kind with
    the most left (the first listed on a tie)."""
    car.gas_tokens = []
    for dmg in KINDS:
        for _ in range(car.damage[dmg]):
            kinds = [k for k, t in enumerate(rules.tokens) if t.damage == dmg and bag[k] > 0]
            if not kinds:
                break
            kind = max(kinds, key=lambda k: bag[k])
            bag[kind] -= 1
            if dmg == "gas":
                car.gas_tokens.append(kind)


def _enter(r: Racer, board: Board, rules: Ruleset, on_road: list[Racer],
           table: tuple[list[int], dict[int, list[int]]],
           cars: Mapping[int, Car] | None, carry_damage: bool) -> bool:
    """Place the next car on a free grid cell in gear 0 (its driver's favourite lane when
    free); False when every grid cell is taken (it waits; the order never changes).
    ``table``: what the field shares, the bag of damage tokens and the time-card decks."""
    taken = {o.car.cell for o in on_road if o.car is not None and not o.done}
    free = [c for c in board.grid if c not in taken]
    if not free:
        return False
    assert r.driver is not None
    best = r.driver.start_cell()
    cell = best if best in free else free[0]
    car = cars.get(r.driver_id) if cars else None
    if car is None:
        car = Car.at_start(cell, rules)
    car.cell, car.gear, car.seconds, car.retired = cell, 0, 0, False
    car.bag, car.revealed = table
    car.carry_damage = carry_damage
    car.spread = []
    r.car = car
    return True


def _order_key(board: Board, rmap: RaceMap, r: Racer,
               order: Sequence[str] = DIRT_TURN_ORDER) -> tuple[float, ...]:
    """The car's place in a round's order (``order``: the ruleset's turn order); start
    order last, for a total order."""
    car = r.car
    assert car is not None
    return (*turn_key(board, rmap, (car.cell, car.gear, r.beside_road), order), r.driver_id)


def turn_key(board: Board, rmap: RaceMap, p: Place,
             order: Sequence[str] = DIRT_TURN_ORDER) -> tuple[float, ...]:
    """A place's key in a round's order, most important first, as the ruleset lists them:
    ``distance`` further on first, ``gear`` the higher gear first, ``road`` a car on the
    road before one beside it (crashed, off the track), ``position`` the inside lane of
    the current or next corner first. DIRT: distance > gear > road > position; GT: road
    > gear > distance > position."""
    parts = {"distance": -board.front[p[0]], "gear": -p[1], "road": p[2],
             "position": rmap.inside[p[0]]}
    return tuple(parts[k] for k in order)


def place_key(board: Board, rmap: RaceMap, p: Place) -> tuple[float, ...]:
    """The race standing of a place (who is ahead, for overtakes): further on first, then
    the higher gear, then a car on the road before one crashed beside it, then the inside
    lane of the current or next corner (DIRT's turn order, in both games)."""
    return turn_key(board, rmap, p)


def _race_turn(board: Board, rmap: RaceMap, rules: Ruleset, r: Racer,
               others: dict[int, int], rng: random.Random, rnd: int, *,
               may_force: bool = False, memo: RaceMemo | None = None,
               rivals: Sequence[Place] | None = None,
               no_level: frozenset[int] = frozenset(),
               no_stop: frozenset[int] = frozenset(),
               gt_plan: Plan | None = None, lost: bool = False
               ) -> tuple[TurnRecord | None, bool]:
    """One car's turn with the others on the road: (record, cars changed the plan).

    ``rivals``: every other car still racing as (cell, gear, beside the road), for the
    overtakes it makes (default: the cars of ``others``, all on the road).

    ``may_force``: the last round was a jam (every car blocked by the others); reading:
    the first car then takes the loss of control the cars made unavoidable, so that the
    race goes on (the book does not cover a jam no car can leave).

    ``no_level``: cells of cars no one may draw level with (GT yellow flags);
    ``no_stop``: cells of cars beside the road (DIRT), where no move may end.

    ``gt_plan``: GT, the plan to play instead of the driver's own when the road allows
    it (a turn into the pits, or on the dashboard side of its tyres and the weather).

    ``lost``: the flat-out roll is one that loses control (:func:`play_turn`)."""
    plans = memo.plans if memo is not None else {}
    car, result = r.car, r.result
    driver = r.follower if r.follower is not None and car is not None and not car.leader \
        else r.driver
    assert car is not None and driver is not None
    dice, limit = car.dice(board, rules)
    if dice.gear == 0:  # no gear die left: retire from the stage
        car.retired = True
        retired = TurnRecord(rnd, car.cell, car.gear, "retired", ())
        retired.end, retired.notes = car.cell, [msg("no gear die left: retires")]
        return retired, False
    result.turns += 1
    start, start_gear = car.cell, car.gear
    solo = gt_plan or _solo_plan(board, rmap, driver, car, dice, limit, plans)
    if solo is None:  # the track itself leaves no way on: blocked for good
        rec = TurnRecord(result.turns, car.cell, car.gear, "blocked", ())
        if not blocked_for_good(rules, car, dice, rec):
            return None, False
        result.blocked += 1
        result.cards += rec.card_seconds
        return rec, False
    traffic = Traffic(board, rmap, others, car.cell, no_level, no_stop) \
        if others or no_stop else None
    plan: Plan | None = solo
    changed = traffic is not None and not traffic.allows_plan(car.cell, solo.steps)
    if changed:
        assert traffic is not None
        near = frozenset((c, g if c not in no_level else -g - 1)  # flagged: told apart
                         for c, g in others.items() if c in traffic.reach)
        key = (driver, id(board), car.cell, car.gear, dice, limit, near,
               no_stop & traffic.reach)
        if key not in plans:
            plans[key] = _traffic_plan(board, rmap, driver, car, traffic, dice, limit)
        plan = plans[key]
        if plan is None or (plan.mode == FORCED and solo.mode != FORCED and not may_force):
            return _blocked_by_cars(rules, r), True
        r.traffic_at.append(car.cell)
    car.legal = traffic.legal if traffic is not None else None
    car.no_stop = no_stop
    try:
        played = play_turn(board, rules, driver, car, rng, result, turn=result.turns,
                           plan=plan, lost=lost)
    finally:
        car.legal, car.no_stop = None, frozenset()
    if played is not None:
        _after_traffic(board, rmap, driver, r, played, (start, start_gear), dice,
                       plan if changed else None, traffic,
                       rivals if rivals is not None
                       else [(c, g, False) for c, g in others.items()])
    return played, changed


def _solo_plan(board: Board, rmap: RaceMap, driver: Driver, car: Car, dice: Dice,
               limit: int, plans: dict[tuple[Any, ...], Plan | None]) -> Plan | None:
    """The driver's plan for the road without cars; when mud spread by the others lowers
    a limit the solo plan counted on, the plan on the road as it is."""
    solo = driver.plan(car.cell, car.gear, dice, limit, seconds=car.seconds,
                       damage=car.damage, sisu=car.sisu)
    if board is not driver.board and (solo is None or not _within_limits(board, solo)):
        key: tuple[Any, ...] = (driver, id(board), car.cell, car.gear, dice, limit,
                                frozenset())
        if key not in plans:
            plans[key] = _traffic_plan(board, rmap, driver, car, None, dice, limit)
        solo = plans[key]
    return solo


def _blocked_by_cars(rules: Ruleset, r: Racer, why: Text | None = None) -> TurnRecord:
    """The cars leave no way on: the move ends in the current cell and gear."""
    car, result = r.car, r.result
    assert car is not None
    rec = TurnRecord(result.turns, car.cell, car.gear, "blocked", ())
    end_blocked(rules, car, rec, why or msg("the cars ahead leave no way on"))
    # reading: blocked in gear 0 (e.g. on the grid) takes a gear-1 card
    rec.card = f"gear {max(car.gear, 1)}"
    rec.card_seconds = rules.front_seconds[max(car.gear, 1)]
    result.cards += rec.card_seconds
    result.blocked += 1
    r.blocked_at.append(car.cell)
    return rec


def _after_traffic(board: Board, rmap: RaceMap, driver: Driver, r: Racer,
                   played: TurnRecord, start: tuple[int, int], dice: Dice,
                   plan: Plan | None, traffic: Traffic | None,
                   rivals: Sequence[Place]) -> None:
    """After a move: cut short by the cars (``plan``: the plan the cars changed), and the
    cars it overtook."""
    car = r.car
    assert car is not None
    if plan is not None and traffic is not None and not played.loss_of_control \
            and car.cell == plan.end \
            and _cut_short(board, driver.rules, traffic, start[0], start[1], dice, plan):
        # the book's Red behind Orange: it moves as far as the cars allow and "se
        # considerará bloqueado"
        played.notes.append(msg("blocked: the cars ahead leave no way on; the move ends here"))
        r.result.blocked += 1
        r.blocked_at.append(car.cell)
    r.overtakes += passes(board, rmap, (start[0], start[1], False),
                          (car.cell, car.gear, beside_the_road(played)), rivals)


def passes(board: Board, rmap: RaceMap, before: Place, after: Place,
           rivals: Sequence[Place]) -> int:
    """The cars a move overtook: those it was behind in the race order (distance >
    gear > inside lane; on a tie a crashed car behind one on the road) before the move
    and ahead of after it. Coming alongside in a higher gear takes the place at once;
    a crashed car beside the road is passed like any other."""
    was, now = place_key(board, rmap, before), place_key(board, rmap, after)
    return sum(1 for p in rivals if now < place_key(board, rmap, p) < was)


def _cut_short(board: Board, rules: Ruleset, traffic: Traffic, start: int, gear: int,
               dice: Dice, plan: Plan) -> bool:
    """Did the cars end this move: at the plan's end the dice left still offer a die the
    road allows, and the cars allow none?"""
    at, ahead = _plan_end(board, rules, start, gear, dice, plan)
    return bool(ahead) and not any(traffic.allows(at, s) for s in ahead)


def _plan_end(board: Board, rules: Ruleset, start: int, gear: int, dice: Dice,
              plan: Plan) -> tuple[int, tuple[Step, ...]]:
    """Where a plain move ends and the dice its dice left offer from there (none past
    the finish line, or when the plan is not a plain move: a forced loss of control);
    kept per board (by identity) and plan."""
    key = (id(board), start, gear, dice, plan.steps)
    hit = _PLAN_ENDS.get(key)
    if hit is not None and hit[0] is board:
        return hit[1], hit[2]
    cell, left = start, dice
    out: tuple[int, tuple[Step, ...]] = (start, ())
    for i, s in enumerate(plan.steps):
        entry = next((e for e in steps_from(board, rules, cell, gear, left, first=i == 0)
                      if e.step == s), None)
        if entry is None:  # not a plain move (a forced loss of control): not cut short
            break
        cell, gear, left = s.dest, s.gear, entry.dice
    else:
        if not board.finished[cell]:
            out = (cell, tuple(e.step for e in steps_from(board, rules, cell, gear, left)))
    if len(_PLAN_ENDS) >= 50_000:
        _PLAN_ENDS.clear()
    _PLAN_ENDS[key] = (board, *out)
    return out


_PLAN_ENDS: dict[tuple[object, ...], tuple[Board, int, tuple[Step, ...]]] = {}


def _within_limits(board: Board, plan: Plan) -> bool:
    """Does every die of a (non-forced) plan still respect the limits of ``board``?"""
    return plan.mode == FORCED or all(
        s.gear <= board.limit[s.dest] and board.limit[s.dest] > 0 for s in plan.steps)


def _traffic_plan(board: Board, rmap: RaceMap, driver: Driver, car: Car,
                  traffic: Traffic | None, dice: Dice, limit: int) -> Plan | None:
    """The driver's best plan with every die checked against the cars and the mud spread
    in the race, searched on top of its solo planner (:class:`TrafficPlanner`)."""
    base = driver.planner(limit, dice)
    road = traffic if traffic is not None else Traffic(board, rmap, {}, car.cell)
    # the driver's own rules (a follower's have no leader dice: the same dice laws)
    planner = TrafficPlanner(board, base.rules, base.values, limit, road,
                             flat_out=base.flat_out, base=base)
    return planner.best(car.cell, car.gear, dice)


def _gt_standings(racers: list[Racer], rules: Ruleset) -> tuple[dict[int, float],
                                                                dict[int, int]]:
    """GT: places in the order the cars crossed the line at the end of the race (the
    first across wins, the others play on); cars that never made it after them, in
    the order of :func:`_standings`. Times: the gear-token seconds of each car."""
    times, by_time = _standings(racers, rules)
    ranked = sorted(racers, key=lambda r: (r.finish_place or 10**6, by_time[r.driver_id]))
    return times, {r.driver_id: i + 1 for i, r in enumerate(ranked)}


def _standings(racers: list[Racer], rules: Ruleset) -> tuple[dict[int, float],
                                                             dict[int, int]]:
    finished = [r for r in racers if r.result.outcome == "finished"]
    slowest = max((r.time for r in finished), default=0.0)
    penalty = rules.options.retire_penalty_seconds
    times = {r.driver_id: r.time if r.result.outcome == "finished" else slowest + penalty
             for r in racers}
    ranked = sorted(racers, key=lambda r: (times[r.driver_id], r.finish_round or 10**6,
                                           r.driver_id))
    return times, {r.driver_id: i + 1 for i, r in enumerate(ranked)}
