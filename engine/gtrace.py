"""Rallyman: GT races beyond the race loop DIRT and GT share: weather, tyres, pit stops.

The race loop (:mod:`pacenote.engine.race`) calls these for a GT circuit only (a
``RaceStage`` with a pole order), so DIRT races never reach them. What they play
(docs/rules.md, "Rallyman: GT"; the book's pit-stop and weather pages):

- **weather**: the race starts in the ruleset's ``start_weather``; each car starts on the
  tyres that suit it (``Ruleset.tyres_for``) and plays the dashboard column of its tyres
  in the weather (``Ruleset.dashboard``). A loss of control that draws an odd number of
  weather tokens flips every dashboard (two or four cancel out); the drawn weather tokens
  go back into the bag. With the option ``weather: "off"`` a weather token is discarded
  and another drawn instead.
- **pit stops**: a move that ends in 1st, without a loss of control, in a pit cell (no
  limit, not a corner, an edge lane) may pit in one of the ruleset's lanes: ``tyres``
  (token 0: the next turn puts the car back on its cell and moves on), ``repair`` or
  ``repair_and_tyres`` (token 00: the next turn only puts it back). A car whose cell is
  taken cannot come back and loses that turn too.
- **pit planning**: a driver that wants a pit stop (:func:`pit_need`, its personality's
  pit policy; the expert by its exact tables) plans its turn with a pit cell in 1st
  worth what the stop saves it (:class:`PitValues`), so a stop happens when it pays.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pacenote.engine.drivers import Driver
from pacenote.engine.planner import Plan, Planner, Values
from pacenote.engine.rules import Dice
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.simulate import Car, TurnRecord, _draw
from pacenote.i18n import Text, msg, msgn

if TYPE_CHECKING:
    from pacenote.engine.race import Racer, RaceStage

TYRES, REPAIR, BOTH = "tyres", "repair", "repair_and_tyres"
BONUS_STEP = 5.0  # a pit stop's worth is rounded to this many seconds (planners cached)


ROUND_MARKER = ("black", "white")  # the round marker's side by the round's parity


def round_marker(rnd: int) -> str:
    """The side the round marker shows in round ``rnd``: white in round 1, then flipped
    after every round (each car's gear token shows the next round's colour once it has
    played)."""
    return ROUND_MARKER[rnd % 2]


@dataclass
class Weather:
    """The weather of one race and the tyres of its cars."""

    now: str = "dry"
    changes: int = 0
    tyres: dict[int, str] = field(default_factory=dict)  # driver id -> tyres

    def column(self, rules: Ruleset, driver_id: int) -> str | None:
        tyres = self.tyres.get(driver_id)
        return None if tyres is None else rules.dashboard(tyres, self.now)


def start_weather(rules: Ruleset, racers: list[Racer]) -> Weather:
    """The race's weather at the start; every car on the tyres that suit it."""
    weather = Weather(rules.options.start_weather)
    if rules.dashboards:
        for r in racers:
            weather.tyres[r.driver_id] = rules.tyres_for(weather.now)
            if r.car is not None:
                r.car.column = weather.column(rules, r.driver_id)
    return weather


def weather_tokens(rules: Ruleset, weather: Weather, racers: list[Racer], car: Car,
                   rec: TurnRecord, rng: random.Random) -> None:
    """After a turn: the weather tokens it drew. ``weather`` on: back into the bag, and an
    odd number flips every car's dashboard; off: each is discarded and another drawn
    (which may be damage, a flag, or another weather token, discarded in turn)."""
    drawn = rec.damage.count("weather")
    if not drawn or not rules.dashboards:
        return
    kinds = [k for k, t in enumerate(rules.tokens) if t.damage == "weather"]
    if rules.options.weather == "off":
        _redraw(rules, car, rec, rng, drawn)
        return
    if kinds and rules.options.weather_tokens == "bag":  # the reading; "aside": kept out
        car.bag[kinds[0]] += drawn
    if drawn % 2 == 0:
        rec.notes.append(msgn("{n} weather token cancels out: the weather stays {weather}",
                              "{n} weather tokens cancel out: the weather stays {weather}",
                              drawn, weather=Text(weather.now, "weather")))
        return
    weather.now = "wet" if weather.now == "dry" else "dry"
    weather.changes += 1
    for r in racers:
        if r.car is not None:
            r.car.column = weather.column(rules, r.driver_id)
    rec.notes.append(msg("weather change: the track is {weather} now, every dashboard flipped "
                         "(the weather tokens back into the bag)", weather=Text(weather.now,
                                                                             "weather"))
                     if rules.options.weather_tokens == "bag" else
                     msg("weather change: the track is {weather} now, every dashboard flipped "
                         "(the weather tokens put aside)", weather=Text(weather.now, "weather")))


def _redraw(rules: Ruleset, car: Car, rec: TurnRecord, rng: random.Random, n: int) -> None:
    """Without weather: each weather token drawn is discarded and another drawn."""
    while n:
        rec.damage.remove("weather")
        n -= 1
        kind = _draw(car, rng)
        if kind is None:
            break
        dmg = rules.tokens[kind].damage
        if dmg == "weather":
            n += 1
        elif dmg in car.damage:
            car.damage[dmg] += 1
            if dmg == "gas":
                car.gas_tokens.append(kind)
        rec.damage.append(dmg)
        rec.notes.append(msg("without weather: a weather token discarded, {token} drawn instead",
                             token=Text(dmg)))


@dataclass(frozen=True)
class PitNeed:
    lane: str  # the pit lane it wants: tyres / repair / repair_and_tyres
    worth: float  # seconds it expects the stop to save (its lost turns counted)


def ahead(stage: RaceStage, cell: int) -> float:
    """The share of the race still ahead of ``cell`` (1 on the grid)."""
    board = stage.board
    return board.to_finish[cell] / max(1, max(board.to_finish[c] for c in stage.pole))


def pit_need(stage: RaceStage, rules: Ruleset, r: Racer, weather: Weather) -> PitNeed | None:
    """The pit stop the car's driver wants now, by its personality's pit policy, or None.
    Tyres: those that do not suit the weather, with more than ``pit_tyres_ahead`` of the
    race ahead. Repair: the expert when its exact tables say the repaired car gains more
    than the lost turn costs; the others holding ``pit_tokens`` damage tokens with more
    than ``pit_repair_ahead`` of the race ahead."""
    car, driver = r.car, r.driver
    if car is None or driver is None or not rules.pit_lanes:
        return None
    p, share = driver.personality, ahead(stage, car.cell)
    tyres = weather.tyres.get(r.driver_id)
    want_tyres = tyres is not None and tyres != rules.tyres_for(weather.now) \
        and share > p.pit_tyres_ahead
    repair = _repair_worth(rules, driver, car, share)
    if repair is not None and want_tyres:
        return PitNeed(BOTH, repair + p.pit_bonus)
    if repair is not None:
        return PitNeed(REPAIR, repair)
    return PitNeed(TYRES, p.pit_bonus) if want_tyres else None


def _repair_worth(rules: Ruleset, driver: Driver, car: Car, share: float) -> float | None:
    """What a repair stop is worth to the driver (seconds, its lost turn counted), or None
    when it does not want one."""
    held = sum(car.damage.values())
    if not held:
        return None
    lost = rules.pit_lanes[REPAIR].lost_turns * rules.lost_turn_seconds
    exact = driver.exact
    if driver.personality.pit_tokens is None and exact is not None:
        dm, t = exact.dm, exact.t
        d = dm.of(car.damage)
        if dm.is_retired(d):
            return None
        s = min(car.seconds, t.S)
        worth = float(t.r[car.cell, 1, s, d] - t.r[car.cell, 0, s, dm.state((0, 0, 0))]) - lost
        return worth if worth > 0 else None
    p = driver.personality
    if p.pit_tokens is None or held < p.pit_tokens or share <= p.pit_repair_ahead:
        return None
    return p.pit_bonus


class PitValues:
    """A driver's values with a pit cell in 1st worth ``bonus`` seconds less: the planner
    then ends a turn there when the stop pays (the other values unchanged)."""

    def __init__(self, base: Values, pit_cells: frozenset[int], bonus: float) -> None:
        self.base, self.pit_cells, self.bonus = base, pit_cells, bonus
        self.seconds_value = base.seconds_value

    def stop(self, cell: int, gear: int) -> float:
        value = self.base.stop(cell, gear)
        return value - self.bonus if gear == 1 and cell in self.pit_cells else value

    def loc(self, cell: int, gear: int) -> float:
        return self.base.loc(cell, gear)

    def shortcut(self, cell: int) -> float:
        return self.base.shortcut(cell)


def race_plan(stage: RaceStage, rules: Ruleset, r: Racer, dice: Dice, limit: int,
              need: PitNeed | None) -> Plan | None:
    """The plan a GT car plays when the road allows it, where it is not the driver's own
    solo plan: a turn steered into the pits (``need``), or a turn on a dashboard side
    the driver's look-ahead was not made for (tyres and weather: its planner plans it
    with the dice and hazard limit of that side). None: the driver's own plan."""
    car, driver = r.car, r.driver
    assert car is not None and driver is not None
    own = car.column is None or car.column == rules.column(stage.board.terrain[car.cell],
                                                          True).name
    bonus = 0.0 if need is None else round(max(0.0, need.worth) / BONUS_STEP) * BONUS_STEP
    if not bonus and own:
        return None
    key = ("gt-plan", driver, limit, dice, bonus, car.cell, car.gear)
    plans = stage.memo.plans
    if key not in plans:
        base = driver.planner(limit, dice)
        planner = base if not bonus else _pit_planner(stage, driver, base, limit, bonus)
        plans[key] = planner.best(car.cell, car.gear, dice)
    return plans[key]


def _pit_planner(stage: RaceStage, driver: Driver, base: Planner, limit: int,
                 bonus: float) -> Planner:
    key = ("gt-pit-planner", driver, limit, bonus)
    hit = stage.memo.planners.get(key)
    if hit is None:
        hit = stage.memo.planners[key] = Planner(
            stage.board, base.rules, PitValues(base.values, stage.pit_cells, bonus), limit,
            flat_out=base.flat_out)
    return hit


def gt_plan(stage: RaceStage, rules: Ruleset, r: Racer, weather: Weather) -> Plan | None:
    """GT: the plan of a turn into the pits when the driver wants a stop, or on the
    dashboard side of its tyres in the weather (None: the driver's own plan)."""
    car = r.car
    if not stage.gt or car is None:
        return None
    dice, limit = car.dice(stage.board, rules)
    if not dice.gear:
        return None
    return race_plan(stage, rules, r, dice, limit, pit_need(stage, rules, r, weather))


def pit_stop(rules: Ruleset, bag: list[int], weather: Weather, r: Racer,
             need: PitNeed) -> str:
    """GT pit stop in the lane ``need`` names: repair, every damage token back into
    ``bag``; tyres, the dashboard of the other tyres. The car is on the pit-stop piece,
    its gear token (0 or 00) beside its cell; its next turn puts it back. Returns the
    turn's note."""
    car = r.car
    assert car is not None
    lane = rules.pit_lanes[need.lane]
    if "repair" in lane.name:
        for dmg, n in car.damage.items():
            kinds = [k for k, t in enumerate(rules.tokens) if t.damage == dmg]
            if kinds and n:
                bag[kinds[0]] += n
            car.damage[dmg] = 0
        car.gas_tokens = []
    if "tyres" in lane.name:
        weather.tyres[r.driver_id] = rules.tyres_for(weather.now)
        car.column = weather.column(rules, r.driver_id)
    car.gear = 0
    r.pit_stops += 1
    r.pit_lane = lane.name
    r.off_track = r.beside_road = True  # on the pit-stop piece, off the road
    tyres = Text(str(weather.tyres.get(r.driver_id)), "tyres")
    words = {"tyres": msg("tyres ({tyres} tyres on)", tyres=tyres),
             "repair": msg("repair, every damage token back into the bag"),
             "repair_and_tyres": msg("repair and tyres ({tyres} tyres on), every damage "
                                     "token back into the bag", tyres=tyres)}
    return msg("pit stop: {lane} (token {token})", lane=words.get(lane.name, lane.name),
               token=lane.token)
