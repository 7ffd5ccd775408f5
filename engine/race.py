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
- a car past the finish leaves the road; a car that crashed or changed a wheel is
  beside the road until its next turn: it obstructs no one, but no move ends in its
  cell (one car per cell: it comes back into it); if a car that lost control there
  holds it, it stays beside the road, blocked;
- one bag of damage tokens and one set of the six time-card decks for the whole field
  (full again at each stage).

Drivers keep their solo look-ahead and plan each turn against the cars on the road: a
car plays its solo plan when the cars allow it, else the best plan its planner finds
with every die filtered by the traffic rules (one car's turn, the race order, setting a
car on the grid and the standings: :mod:`pacenote.engine.raceturn`; the expert's races
played in a batch: :mod:`pacenote.engine.batchrace`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from pacenote.engine.drivers import Driver
from pacenote.engine.gtrace import (
    PitNeed,
    Weather,
    gt_plan,
    pit_need,
    pit_stop,
    start_weather,
    weather_tokens,
)
from pacenote.engine.planner import Plan
from pacenote.engine.racestage import RaceMemo as RaceMemo  # the race's public names
from pacenote.engine.racestage import RaceStage as RaceStage
from pacenote.engine.racestage import apart as apart
from pacenote.engine.racestage import grid_order as grid_order
from pacenote.engine.racestage import one_car_per_piece as one_car_per_piece
from pacenote.engine.raceturn import (
    _blocked_by_cars,
    _enter,
    _gt_standings,
    _order_key,
    _race_turn,
    _standings,
    beside_the_road,
    take_carried,
)
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.simulate import (
    MAX_TURNS,
    Car,
    RunResult,
    TurnRecord,
)
from pacenote.i18n import Text, msg


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
    finish_place: int = 0  # GT: the order in which cars crossed the line (1 = the winner)
    off_track: bool = False  # GT: off the track (00) or in the pits: its next turn puts
    # it back (0)
    rounds_led: int = 0  # GT: rounds it ended first on the road
    pit_stops: int = 0  # GT: pit stops (tyres, repair or both)
    pit_lane: str = ""  # GT: the pit lane of the stop under way (its next turn ends it)
    laps_led: int = 0  # a circuit: laps it completed first (the leader at the line)

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
    if not stage.board.grid:
        raise ValueError("the stage has no start line (no grid cells): nothing to drive")
    race = _Race(stage, rules, rng, [Racer(i, drivers[i], followers[i] if followers else None)
                                     for i in start_order], cars, carry_damage, trace)
    for carried in (cars or {}).values():
        take_carried(carried, race.bag, rules)
    if stage.pole:
        race.grid_start()
    rnd = 0
    for rnd in range(1, MAX_TURNS + 1):
        if race.play_round(rnd):
            break
    racers = race.racers
    for r in racers:
        r.driver = r.follower = None
        if r.car is not None:
            r.result.seconds = r.car.seconds
        r.result.damage = {k: v for k, v in r.result.damage.items() if v}
    standings = _gt_standings(racers, rules) if stage.pole else _standings(racers, rules)
    return RaceResult(racers, rnd, *standings, trace=race.turns)


class _Race:
    """A race under way: the cars, the one bag of the field, the mud spread and the
    traced turns; :meth:`play_round` plays one round."""

    def __init__(self, stage: RaceStage, rules: Ruleset, rng: random.Random,
                 racers: list[Racer], cars: Mapping[int, Car] | None,
                 carry_damage: bool, trace: bool) -> None:
        self.stage, self.rules, self.rng, self.racers = stage, rules, rng, racers
        self.cars, self.carry_damage = cars, carry_damage
        self.bag = [t.count for t in rules.tokens]  # one bag for the field
        # the six time-card decks of the table, shared by the field: per gear, the backs
        # turned up so far in this race (a new stage starts from full decks)
        self.decks: dict[int, list[int]] = {}
        self.turns: list[RaceTurn] | None = [] if trace else None
        self.spread: Counter[int] = Counter()  # mud spread during the race, per tile
        self.started = 0
        self.anyone_finished = False
        self.crossed = 0  # GT: cars across the line at the end of the race so far
        self.jammed = False  # the last round, every car was blocked by the others
        self.moved = False  # a car of this round has moved (or left the race)
        self.flags: dict[int, int] = {}  # GT yellow flags: driver who drew it -> lap tile
        self.weather = Weather()  # GT: the weather and every car's tyres
        self.laps_done = 0  # a circuit: laps completed by the car furthest on

    def grid_start(self) -> None:
        """GT: every car on the grid at once in gear 0, in the order drawn: the first
        drawn on pole position, the next on the next box (docs/gt.md, reading 2)."""
        stage, rules = self.stage, self.rules
        for r, cell in zip(self.racers, stage.pole, strict=False):
            carried = (self.cars or {}).get(r.driver_id)  # a rally's circuit stage
            car = carried or Car.at_start(cell, rules)
            car.cell, car.gear, car.bag, car.spread = cell, 0, self.bag, []
            car.revealed = self.decks
            if carried is not None:  # as _enter: a new stage's seconds, the sheet's damage
                car.seconds, car.retired, car.carry_damage = 0, False, self.carry_damage
            r.car = car
        self.started = len(self.racers)
        self.weather = start_weather(rules, self.racers)
        if len(self.racers) > len(stage.pole):
            raise ValueError(f"{len(self.racers)} cars on a grid of {len(stage.pole)} boxes")

    def play_round(self, rnd: int) -> bool:
        """Round ``rnd`` (a new car starts, then every car on the road plays in the
        race order); True when the race is over."""
        stage, racers = self.stage, self.racers
        if self.started < len(racers) and _enter(
                racers[self.started], stage.board, self.rules, racers[:self.started],
                (self.bag, self.decks), self.cars, self.carry_damage):
            self.started += 1
        active = [r for r in racers[:self.started] if not r.done]
        if not active:
            return self.started == len(racers)
        active.sort(key=lambda r: _order_key(stage.board, stage.rmap, r,
                                                self.rules.turn_order))
        self.moved = False
        for pos, r in enumerate(active):
            if r.off_track:
                self._back_on_track(rnd, r, active)
            else:
                self._turn(rnd, r, active, first=pos == 0)
        self.jammed = not self.moved  # a round where every car was blocked by the others
        if stage.pole:
            self._leader_of_round()
        return self.started == len(racers) and all(r.done for r in racers)

    def _turn(self, rnd: int, r: Racer, active: list[Racer], *,
              first: bool) -> TurnRecord | None:
        """One car's turn in round ``rnd`` (its record; None: stuck)."""
        stage, car = self.stage, r.car
        assert car is not None
        # the round's first car plays the leader column (DIRT; GT has no leader dice)
        car.leader = first and not self.anyone_finished and bool(self.rules.leader_columns)
        rivals = [(o.car.cell, o.car.gear, o.beside_road) for o in active
                  if o is not r and not o.done and o.car]
        others = {c: g for c, g, beside in rivals if not beside}
        if r.beside_road and car.cell in others and not stage.gt:
            self._stays_beside(rnd, r)  # DIRT: its cell is taken, it cannot come back
            return None
        r.beside_road = False  # back on the road for its turn
        # DIRT: the cells of cars beside the road are theirs (they come back into them)
        no_stop = frozenset() if stage.gt else frozenset(c for c, _, b in rivals if b)
        before = len(car.spread)
        here = stage.with_mud(self.spread - Counter(car.spread))  # its own mud: not for it
        if r.driver_id in self.flags and car.gear == 0:
            del self.flags[r.driver_id]  # moving off from 0: its flag goes to its dashboard
        rec, changed = _race_turn(here, stage.rmap, self.rules, r, others, self.rng, rnd,
                                  may_force=self.jammed and not self.moved,
                                  memo=stage.memo, rivals=rivals,
                                  no_level=self._flagged(others), no_stop=no_stop,
                                  gt_plan=self._gt_plan(r))
        self.moved |= rec is None or rec.mode != "blocked"
        self.spread.update(car.spread[before:])
        if rec is not None and stage.gt:  # GT: the weather tokens drawn, yellow flags
            weather_tokens(self.rules, self.weather, self.racers, car, rec, self.rng)
            if "yellow_flag" in rec.damage:
                self.flags[r.driver_id] = stage.board.tile_index[car.cell] % stage.lap_tiles
        self._outcome(rnd, r, rec)
        if stage.pole:  # the first car to complete a lap led it
            done = stage.laps_done(car.cell)
            r.laps_led += max(0, done - self.laps_done)
            self.laps_done = max(self.laps_done, done)
        lane = self._pit_lane(r, rec) if rec is not None and stage.gt and not r.done \
            else None
        if rec is not None and lane is not None:
            self._pit(r, rec, lane)
        if self.turns is not None and rec is not None:  # after the outcome: where cars are
            self.turns.append(RaceTurn(rnd, r.driver_id, car.leader, rec, changed,
                                       _places(self.racers)))
        return rec

    def _stays_beside(self, rnd: int, r: Racer) -> None:
        """DIRT: a car beside the road whose cell another car holds (one that lost
        control there) cannot come back into it: it stays beside the road, blocked, and
        tries again next turn (reading: docs/engine.md, "Readings of open cases in
        races")."""
        r.result.turns += 1
        rec = _blocked_by_cars(self.rules, r, msg("its cell is taken: it stays beside the road"))
        if self.turns is not None:
            self.turns.append(RaceTurn(rnd, r.driver_id, False, rec, True,
                                       _places(self.racers)))

    def _flagged(self, others: Mapping[int, int]) -> frozenset[int]:
        """GT yellow flags: the cars no one may draw level with (:func:`flagged`)."""
        return flagged(self.stage, self.flags, others)

    def _gt_plan(self, r: Racer) -> Plan | None:
        """GT: the plan of a turn into the pits or on its tyres' side (:func:`gt_plan`)."""
        return gt_plan(self.stage, self.rules, r, self.weather)

    def _pit_lane(self, r: Racer, rec: TurnRecord) -> PitNeed | None:
        """GT: the pit stop the car makes after this move: it may pit (the move ended in
        1st, no loss of control, in a pit cell) and its driver wants a stop there."""
        car = r.car
        assert car is not None
        if rec.loss_of_control or car.gear != 1 or car.cell not in self.stage.pit_cells:
            return None
        return pit_need(self.stage, self.rules, r, self.weather)

    def _pit(self, r: Racer, rec: TurnRecord, need: PitNeed) -> None:
        """GT pit stop in the lane ``need`` names (:func:`pit_stop`)."""
        rec.notes.append(pit_stop(self.rules, self.bag, self.weather, r, need))

    def _back_on_track(self, rnd: int, r: Racer, active: list[Racer]) -> None:
        """GT: a car off the track (00) or in the pits spends its turn coming back onto
        its cell in gear 0; if a car stands there it cannot, and loses this turn too.
        Back from a tyre stop (token 0) it moves on in the same turn."""
        car = r.car
        assert car is not None
        taken = any(o.car is not None and o.car.cell == car.cell and not o.off_track
                    and not o.done for o in active if o is not r)
        lane = self.rules.pit_lanes.get(r.pit_lane)
        if not taken:
            r.off_track = r.beside_road = False
            r.pit_lane = ""
            car.gear = 0
        if not taken and lane is not None and lane.lost_turns == 0:
            played = self._turn(rnd, r, active, first=False)
            if played is not None:
                played.notes.insert(0, msg("back from the pits ({lane}, token {token}): on its "
                                           "cell in gear 0, and moves on",
                                           lane=Text(lane.name, "pit lane"), token=lane.token))
            return
        r.result.turns += 1
        rec = TurnRecord(r.result.turns, car.cell, car.gear, "re-entry", ())
        rec.end, rec.card = car.cell, "gear 0"
        rec.notes.append(msg("off the track: its cell is taken, it loses this turn too") if taken
                         else msg("back on the track in gear 0 (the 00 turn is over: off the "
                                  "track or in the pits)"))
        self.moved = True  # a turn spent, not a car blocked by the others
        if self.turns is not None:
            self.turns.append(RaceTurn(rnd, r.driver_id, False, rec, False,
                                       _places(self.racers)))

    def _leader_of_round(self) -> None:
        """GT: the car ahead on the road at the end of the round leads it."""
        stage = self.stage
        running = [r for r in self.racers if r.car is not None and not r.done]
        if running:
            first = min(running, key=lambda r: _order_key(stage.board, stage.rmap, r))
            first.rounds_led += 1

    def _outcome(self, rnd: int, r: Racer, rec: TurnRecord | None) -> None:
        """Where a turn leaves the car: out of the race, finished, or beside the road."""
        car = r.car
        assert car is not None
        if rec is None:
            r.done, r.result.outcome = True, "stuck"
        elif car.retired:
            r.done, r.result.outcome = True, "retired"
        elif self.stage.board.finished[car.cell]:
            r.done, r.result.outcome = True, "finished"
            r.finish_round = rnd
            self.anyone_finished = True
            self.crossed += 1
            r.finish_place = self.crossed
        elif beside_the_road(rec):
            r.beside_road = True
            r.off_track = self.stage.gt  # GT: 00, its next turn brings it back


def _places(racers: list[Racer]) -> tuple[CarAt, ...]:
    return tuple(CarAt(r.driver_id, r.car.cell, r.result.outcome if r.done else
                       "beside road" if r.beside_road else "road")
                 for r in racers if r.car is not None)


def flagged(stage: RaceStage, flags: Mapping[int, int],
            others: Mapping[int, int]) -> frozenset[int]:
    """GT yellow flags (``flags``: driver who drew it -> lap tile): the cars of
    ``others`` (cell -> gear) on a flagged tile or the tiles before and after it, not in
    gear 0: no one may draw level with them."""
    if not flags:
        return frozenset()
    n = stage.lap_tiles
    zone = {(t + k) % n for t in flags.values() for k in (-1, 0, 1)}
    return frozenset(c for c, g in others.items()
                     if g > 0 and stage.board.tile_index[c] % n in zone)
