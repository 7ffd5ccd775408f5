"""A race: 1–6 cars on one stage, in rounds, under the rules of traffic.

Rules (docs/rules.md "Moving", "Dice and a turn"; docs/engine.md "Races"):

- rounds; each round's order is distance > gear > position (inside lane of the current
  or next corner); a car crashed beside the road counts from the cell where it lost
  control and goes after a car on the road on a tie;
- staggered start: round k adds the k-th car of the start order, placed on a free grid
  cell behind the start line in gear 0; the cars not yet started keep their order;
- each round's first car on gravel plays the leader dice, until a first car has crossed
  the finish line;
- every car plays the solo rules (:mod:`pacenote.engine.simulate`) with the other cars'
  rules (:mod:`pacenote.engine.traffic`); blocked by cars (too slow to pass, or every
  move a loss of control because of a car) ends the move in the current cell and gear;
- mud spread by a shortcut lowers the corner limits for the other cars, not its own;
- a car past the finish leaves the road; a car that crashed is beside the road (it
  blocks no one) until its next turn;
- one bag of damage tokens for the whole field.

Drivers keep their solo look-ahead and plan each turn against the cars on the road: a
car plays its solo plan when the cars allow it, else the best plan its planner finds
with every die filtered by the traffic rules.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pacenote.engine.board import Board, compile_board
from pacenote.engine.damage import KINDS
from pacenote.engine.drivers import Driver
from pacenote.engine.planner import FORCED, Plan
from pacenote.engine.rules import steps_from
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.simulate import (
    MAX_TURNS,
    Car,
    RunResult,
    TurnRecord,
    blocked_for_good,
    end_blocked,
    play_turn,
)
from pacenote.engine.traffic import RaceMap, Traffic, TrafficPlanner, race_map

# Where a car stands in the race: (cell, gear, crashed beside the road).
Place = tuple[int, int, bool]


@dataclass
class RaceMemo:
    """What the drivers work out in traffic, kept for every race of a stage: the same
    jams recur from race to race. Keys hold the driver objects themselves (an id could
    be passed on to another once collected) and the ids of boards, which the stage
    holds as long as this memo."""

    # plans by driver, board, car state and the cars in its reach
    plans: dict[tuple[Any, ...], Plan | None] = field(default_factory=dict)


@dataclass
class RaceStage:
    """A stage compiled for races: the graph, its board (with the mud already on it),
    the race facts, and boards with mud spread during a race (cached)."""

    graph: Any
    board: Board
    rmap: RaceMap
    base_mud: tuple[tuple[int, int], ...] = ()
    _boards: dict[tuple[tuple[int, int], ...], Board] = field(default_factory=dict)
    memo: RaceMemo = field(default_factory=lambda: RaceMemo())

    @staticmethod
    def of(graph: Any, mud: Mapping[int, int] | None = None, *,
           level_crossings: bool = False) -> RaceStage:
        """``level_crossings``: the ruleset's ``crossings`` option is ``"level"``."""
        board = compile_board(graph, mud)
        return RaceStage(graph, board, race_map(graph, board, level_crossings=level_crossings),
                         board.mud)

    def with_mud(self, extra: Counter[int]) -> Board:
        """The board with ``extra`` mud tokens spread during the race."""
        if not extra:
            return self.board
        total = Counter(dict(self.base_mud))
        total.update(extra)
        key = tuple(sorted((k, v) for k, v in total.items() if v))
        hit = self._boards.get(key)
        if hit is None:
            hit = self._boards[key] = compile_board(self.graph, dict(key))
        return hit


@dataclass
class Racer:
    """One car of a race: who drives it and what happened to it."""

    driver_id: int
    driver: Driver | None  # cleared after the race: results cross process boundaries
    follower: Driver | None = None  # the same driver's look-ahead without leader dice
    car: Car | None = None
    result: RunResult = field(default_factory=lambda: RunResult("stuck"))
    beside_road: bool = False  # crashed: beside the road until its next turn
    done: bool = False
    overtakes: int = 0
    blocked_at: list[int] = field(default_factory=list)  # cells where cars blocked it
    traffic_at: list[int] = field(default_factory=list)  # turns whose plan cars changed
    finish_round: int = 0

    @property
    def time(self) -> float:
        return self.result.time


@dataclass(frozen=True)
class CarAt:
    """Where one car is after a turn of a traced race (replays draw the cars from it)."""

    driver_id: int
    cell: int
    state: str  # "road", "beside road" (crashed: until its next turn), or the outcome of a
    # car that has left the race: "finished", "retired", "stuck"


@dataclass
class RaceTurn:
    round: int
    driver_id: int
    leader: bool
    record: TurnRecord
    traffic: bool  # the other cars changed this turn's plan
    cars: tuple[CarAt, ...] = ()  # every car started so far, after this turn


@dataclass
class RaceResult:
    racers: list[Racer]  # in start order
    rounds: int
    times: dict[int, float]  # driver id -> stage time (retired: slowest + penalty)
    positions: dict[int, int]  # driver id -> 1-based finishing position
    trace: list[RaceTurn] | None = None


def run_race(stage: RaceStage, rules: Ruleset, drivers: Sequence[Driver],
             rng: random.Random, *, start_order: Sequence[int] | None = None,
             cars: Mapping[int, Car] | None = None, trace: bool = False,
             carry_damage: bool = False,
             followers: Sequence[Driver] | None = None) -> RaceResult:
    """Race ``drivers`` on ``stage``; ``start_order`` lists driver ids (default: a random
    order drawn from ``rng``); ``cars`` gives cars carried in from an earlier stage
    (damage, spare wheel, SISU token), placed on the grid when they start.

    ``followers``: the same drivers built without leader dice (:func:`follower_of`);
    they play the turns a car is not the round's first car, with exact look-ahead for
    the gas dice it then has (without them the drivers plan those turns afresh)."""
    ids = list(range(len(drivers)))
    if start_order is None:
        start_order = ids[:]
        rng.shuffle(start_order)  # the first player is drawn at random
    board, rmap = stage.board, stage.rmap
    if not board.grid:
        raise ValueError("the stage has no start line (no grid cells): nothing to drive")
    bag = [t.count for t in rules.tokens]  # one bag for the field
    for carried in (cars or {}).values():
        take_carried(carried, bag, rules)
    racers = [Racer(i, drivers[i], followers[i] if followers else None)
              for i in start_order]
    turns: list[RaceTurn] | None = [] if trace else None
    spread: Counter[int] = Counter()  # mud spread during the race, per tile
    started = 0
    anyone_finished = False
    jammed = False
    rnd = 0
    for rnd in range(1, MAX_TURNS + 1):
        if started < len(racers) and _enter(racers[started], board, rules, racers[:started],
                                            bag, cars, carry_damage):
            started += 1
        active = [r for r in racers[:started] if not r.done]
        if not active:
            if started == len(racers):
                break
            continue
        active.sort(key=lambda r: _order_key(board, rmap, r))
        moved = False
        for pos, r in enumerate(active):
            car = r.car
            assert car is not None
            car.leader = pos == 0 and not anyone_finished
            r.beside_road = False  # back on the road for its turn
            rivals = [(o.car.cell, o.car.gear, o.beside_road) for o in active
                      if o is not r and not o.done and o.car]
            others = {c: g for c, g, beside in rivals if not beside}
            before = len(car.spread)
            here = stage.with_mud(spread - Counter(car.spread))  # its own mud: not for it
            rec, changed = _race_turn(here, rmap, rules, r, others, rng, rnd,
                                      may_force=jammed and not moved, memo=stage.memo,
                                      rivals=rivals)
            moved |= rec is None or rec.mode != "blocked"
            spread.update(car.spread[before:])
            if rec is None:
                r.done, r.result.outcome = True, "stuck"
            elif car.retired:
                r.done, r.result.outcome = True, "retired"
            elif board.finished[car.cell]:
                r.done, r.result.outcome = True, "finished"
                r.finish_round = rnd
                anyone_finished = True
            elif rec.loss_of_control and rec.card == "crash":
                r.beside_road = True
            if turns is not None and rec is not None:  # after the outcome: where cars are
                turns.append(RaceTurn(rnd, r.driver_id, car.leader, rec, changed,
                                      _places(racers)))
        jammed = not moved  # a round where every car was blocked by the others
        if started == len(racers) and all(r.done for r in racers):
            break
    for r in racers:
        r.driver = r.follower = None
        if r.car is not None:
            r.result.seconds = r.car.seconds
        r.result.damage = {k: v for k, v in r.result.damage.items() if v}
    return RaceResult(racers, rnd, *_standings(racers, rules), trace=turns)


def _places(racers: list[Racer]) -> tuple[CarAt, ...]:
    return tuple(CarAt(r.driver_id, r.car.cell, r.result.outcome if r.done else
                       "beside road" if r.beside_road else "road")
                 for r in racers if r.car is not None)


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


def _enter(r: Racer, board: Board, rules: Ruleset, on_road: list[Racer], bag: list[int],
           cars: Mapping[int, Car] | None, carry_damage: bool) -> bool:
    """Place the next car on a free grid cell in gear 0 (its driver's favourite lane when
    free); False when every grid cell is taken (it waits; the order never changes)."""
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
    car.bag = bag
    car.carry_damage = carry_damage
    car.spread = []
    car.revealed = {}
    r.car = car
    return True


def _order_key(board: Board, rmap: RaceMap, r: Racer) -> tuple[float, int, bool, int, int]:
    """Distance > gear > position; a car beside the road after a crash goes after a car
    on the road on a tie (start order last, for a total order)."""
    car = r.car
    assert car is not None
    return (*place_key(board, rmap, (car.cell, car.gear, r.beside_road)), r.driver_id)


def place_key(board: Board, rmap: RaceMap, p: Place) -> tuple[float, int, bool, int]:
    """The race order of a place: further on first, then the higher gear, then a car on
    the road before one crashed beside it, then the inside lane of the current or next
    corner."""
    return (-board.front[p[0]], -p[1], p[2], rmap.inside[p[0]])


def _race_turn(board: Board, rmap: RaceMap, rules: Ruleset, r: Racer,
               others: dict[int, int], rng: random.Random, rnd: int, *,
               may_force: bool = False, memo: RaceMemo | None = None,
               rivals: Sequence[Place] | None = None) -> tuple[TurnRecord | None, bool]:
    """One car's turn with the others on the road: (record, cars changed the plan).

    ``rivals``: every other car still racing as (cell, gear, beside the road), for the
    overtakes it makes (default: the cars of ``others``, all on the road).

    ``may_force``: the last round was a jam (every car blocked by the others); reading:
    the first car then takes the loss of control the cars made unavoidable, so that the
    race goes on (the book does not cover a jam no car can leave)."""
    if memo is None:
        memo = RaceMemo()
    plans = memo.plans
    car, result = r.car, r.result
    driver = r.follower if r.follower is not None and car is not None and not car.leader \
        else r.driver
    assert car is not None and driver is not None
    dice, limit = car.dice(board, rules)
    if dice.gear == 0:  # no gear die left: retire from the stage
        car.retired = True
        retired = TurnRecord(rnd, car.cell, car.gear, "retired", ())
        retired.end, retired.notes = car.cell, ["no gear die left: retires"]
        return retired, False
    result.turns += 1
    start, start_gear = car.cell, car.gear
    solo = driver.plan(car.cell, car.gear, dice, limit, seconds=car.seconds,
                       damage=car.damage, sisu=car.sisu)
    if board is not driver.board and (solo is None or not _within_limits(board, solo)):
        # mud spread by the others lowers a limit the solo plan counted on: plan on the
        # road as it is
        key: tuple[Any, ...] = (driver, id(board), car.cell, car.gear, dice, limit, frozenset())
        if key not in plans:
            plans[key] = _traffic_plan(board, rmap, driver, car, None, dice, limit)
        solo = plans[key]
    if solo is None:  # the track itself leaves no way on: blocked for good
        rec = TurnRecord(result.turns, car.cell, car.gear, "blocked", ())
        if not blocked_for_good(rules, car, dice, rec):
            return None, False
        result.blocked += 1
        result.cards += rec.card_seconds
        return rec, False
    traffic = Traffic(board, rmap, others, car.cell) if others else None
    plan: Plan | None = solo
    changed = False
    if traffic is not None and not traffic.allows_plan(car.cell, solo.steps):
        near = frozenset((c, g) for c, g in others.items() if c in traffic.reach)
        key = (driver, id(board), car.cell, car.gear, dice, limit, near)
        if key not in plans:
            plans[key] = _traffic_plan(board, rmap, driver, car, traffic, dice, limit)
        plan = plans[key]
        changed = True
        if plan is None or (plan.mode == FORCED and solo.mode != FORCED and not may_force):
            rec = TurnRecord(result.turns, car.cell, car.gear, "blocked", ())
            end_blocked(rules, car, rec, "the cars ahead leave no way on")
            # reading: blocked in gear 0 (e.g. on the grid) takes a gear-1 card
            rec.card = f"gear {max(car.gear, 1)}"
            rec.card_seconds = rules.front_seconds[max(car.gear, 1)]
            result.cards += rec.card_seconds
            result.blocked += 1
            r.blocked_at.append(car.cell)
            return rec, True
    if changed:
        r.traffic_at.append(car.cell)
    car.legal = traffic.legal if traffic is not None else None
    try:
        played = play_turn(board, rules, driver, car, rng, result, turn=result.turns,
                           plan=plan)
    finally:
        car.legal = None
    if played is not None and changed and traffic is not None and plan is not None \
            and not played.loss_of_control and car.cell == plan.end \
            and _cut_short(board, driver.rules, traffic, start, start_gear, dice, plan):
        # the book's Red behind Orange: it moves as far as the cars allow and "se
        # considerará bloqueado"
        played.notes.append("blocked: the cars ahead leave no way on; the move ends here")
        result.blocked += 1
        r.blocked_at.append(car.cell)
    if played is not None:
        crashed = played.loss_of_control and played.card == "crash"
        r.overtakes += passes(board, rmap, (start, start_gear, False),
                              (car.cell, car.gear, crashed),
                              rivals if rivals is not None
                              else [(c, g, False) for c, g in others.items()])
    return played, changed


def passes(board: Board, rmap: RaceMap, before: Place, after: Place,
           rivals: Sequence[Place]) -> int:
    """The cars a move overtook: those it was behind in the race order (distance >
    gear > inside lane; on a tie a crashed car behind one on the road) before the move
    and ahead of after it. Coming alongside in a higher gear takes the place at once;
    a crashed car beside the road is passed like any other."""
    was, now = place_key(board, rmap, before), place_key(board, rmap, after)
    return sum(1 for p in rivals if now < place_key(board, rmap, p) < was)


def _cut_short(board: Board, rules: Ruleset, traffic: Traffic, start: int, gear: int,
               dice: Any, plan: Plan) -> bool:
    """Did the cars end this move: at the plan's end the dice left still offer a die the
    road allows, and the cars allow none?"""
    cell, left = start, dice
    for i, s in enumerate(plan.steps):
        entry = next((e for e in steps_from(board, rules, cell, gear, left, first=i == 0)
                      if e.step == s), None)
        if entry is None:  # not a plain move (a forced loss of control): not cut short
            return False
        cell, gear, left = s.dest, s.gear, entry.dice
    if board.finished[cell]:
        return False
    ahead = [e.step for e in steps_from(board, rules, cell, gear, left)]
    return bool(ahead) and not any(traffic.allows(cell, s) for s in ahead)


def _within_limits(board: Board, plan: Plan) -> bool:
    """Does every die of a (non-forced) plan still respect the limits of ``board``?"""
    return plan.mode == FORCED or all(
        s.gear <= board.limit[s.dest] and board.limit[s.dest] > 0 for s in plan.steps)


def _traffic_plan(board: Board, rmap: RaceMap, driver: Driver, car: Car,
                  traffic: Traffic | None, dice: Any, limit: int) -> Plan | None:
    """The driver's best plan with every die checked against the cars and the mud spread
    in the race, searched on top of its solo planner (:class:`TrafficPlanner`)."""
    base = driver.planner(limit, dice)
    road = traffic if traffic is not None else Traffic(board, rmap, {}, car.cell)
    # the driver's own rules (a follower's have no leader dice: the same dice laws)
    planner = TrafficPlanner(board, base.rules, base.values, limit, road,
                             flat_out=base.flat_out, base=base)
    return planner.best(car.cell, car.gear, dice)


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

