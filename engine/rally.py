"""A rally: its stages raced in sequence, each car's rally sheet carried between them.

Between two stages (rules-dirt.md "End of stage and rally", the book's "Hoja de Rally"):

- the stage time goes on the sheet; time cards and seconds tokens never carry over;
- with the service park after the stage: all damage repaired, the spare wheel back;
- without: the damage tokens (gear / gas / brake) carry over; a driver who still holds
  its spare wheel discards it to take one gas-damage token off (no time cost);
- a car that retired (slowest time of the stage + 1 minute) is repaired as at service;
- a loss of control past the finish line draws its damage (the card's back) to carry;
- SISU token: once per stage, or once per rally (option ``sisu_token``);
- checkpoints (option): after a stage a driver may take 5-second penalty tokens to start
  the next stage later; see :func:`checkpoint_tokens` for when a driver does;
- the next stage's start order is by rally total time, fastest first; the first
  stage's is drawn at random.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pacenote.engine.drivers import Driver
from pacenote.engine.race import RaceResult, RaceStage, run_race
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.simulate import Car, return_gas_token

CHECKPOINT_SECONDS = 5.0  # one checkpoint penalty token


@dataclass(frozen=True)
class RallyLeg:
    """One stage of a rally as the engine drives it."""

    label: str
    stage: RaceStage
    service: bool  # the service park follows this stage
    road_tiles: int | None = None  # START to FINISH, for the rulebook's playing time
    laps: int = 0  # a circuit race's laps (0: a stage)


@dataclass
class SheetRow:
    """One line of a driver's rally sheet."""

    stage: str
    time: float  # stage time (retired: slowest + penalty), checkpoint penalty included
    outcome: str
    damage: dict[str, int]  # gear / gas / brake tokens carried to the next stage
    spare: bool  # spare wheel available for the next stage
    penalty: float  # checkpoint penalty taken after this stage
    total: float
    position: int  # by total after this stage
    start: int  # start position in this stage (1 = first)
    sisu_used: bool = False
    # what the service park after this stage repaired (gear / gas / brake tokens, and
    # "spare_wheel" 1 when it gave the spare wheel back); empty without service
    repaired: dict[str, int] = field(default_factory=dict)


@dataclass
class RallyResult:
    sheets: dict[int, list[SheetRow]]  # driver id -> one row per stage
    races: list[RaceResult] = field(default_factory=list)

    @property
    def totals(self) -> dict[int, float]:
        return {i: rows[-1].total for i, rows in self.sheets.items()}

    @property
    def positions(self) -> dict[int, int]:
        return {i: rows[-1].position for i, rows in self.sheets.items()}


@dataclass
class RallySheet:
    """One rally's sheet under way: the cars carried from stage to stage, each driver's
    rows, rally totals and the next start order (:meth:`book` after each stage)."""

    rules: Ruleset
    cars: dict[int, Car]
    sheets: dict[int, list[SheetRow]]
    totals: dict[int, float]
    races: list[RaceResult] = field(default_factory=list)
    next_order: list[int] | None = None

    @staticmethod
    def start(players: int, rules: Ruleset) -> RallySheet:
        ids = list(range(players))
        return RallySheet(rules, {i: Car.at_start(0, rules) for i in ids},
                          {i: [] for i in ids}, dict.fromkeys(ids, 0.0))

    def order(self, first: list[int]) -> list[int]:
        """This stage's start order: ``first`` (drawn at random) on the first stage."""
        return first if self.next_order is None else self.next_order

    def book(self, k: int, legs: Sequence[RallyLeg], race: RaceResult,
             leader_cost: Callable[[int], float] | None) -> None:
        """Stage ``k`` raced: its times on the sheet, checkpoint tokens, the next start
        order, the cars repaired or not for the next stage."""
        rules, totals, cars, leg = self.rules, self.totals, self.cars, legs[k]
        ids = list(totals)
        order = [r.driver_id for r in race.racers]
        self.races.append(race)
        for i in ids:
            totals[i] += race.times[i]
        penalties = dict.fromkeys(ids, 0.0)
        if rules.options.checkpoints and k + 1 < len(legs) and leader_cost is not None:
            penalties = checkpoint_tokens(totals, leader_cost(k + 1), order)
            for i in ids:
                totals[i] += penalties[i]
        start_of = {d: n + 1 for n, d in enumerate(order)}
        self.next_order = start_order(totals, order)
        place = {d: n + 1 for n, d in enumerate(self.next_order)}
        for r in race.racers:
            i = r.driver_id
            car = cars[i]
            before = ({k2: v for k2, v in car.damage.items() if v}, car.spare)
            between_stages(car, rules, service=leg.service,
                           retired=r.result.outcome != "finished")
            repaired = {**before[0], **({"spare_wheel": 1} if not before[1] else {})} \
                if leg.service else {}
            self.sheets[i].append(SheetRow(
                leg.label, race.times[i] + penalties[i], r.result.outcome,
                {k2: v for k2, v in car.damage.items() if v}, car.spare, penalties[i],
                totals[i], place[i], start_of[i], r.result.sisu_used, repaired))


def run_rally(legs: Sequence[RallyLeg], rules: Ruleset,
              drivers: Callable[[int], Sequence[Driver]], rng: random.Random, *,
              trace: bool = False,
              leader_cost: Callable[[int], float] | None = None,
              followers: Callable[[int], Sequence[Driver] | None] | None = None
              ) -> RallyResult:
    """Race every leg in order. ``drivers(k)`` gives the drivers (one per player, built
    for leg k's board); ``leader_cost(k)`` what starting first costs on leg k (seconds;
    used by the checkpoint rule, default: nothing); ``followers(k)`` the same drivers
    without leader dice (:func:`pacenote.engine.race.follower_of`)."""
    run = RallyRun(legs, rules, len(drivers(0)), rng, trace=trace)
    for k in range(len(legs)):
        run.play(k, drivers(k), leader_cost,
                 followers(k) if followers is not None else None)
    return run.result()


class RallyRun:
    """One rally run, a leg at a time: :func:`run_rally` plays its legs in a row; many
    runs can also play leg k each before any plays leg k + 1 (so that only one leg's
    drivers need be in memory, :class:`pacenote.engine.racing.Field`). A run draws only
    from its own ``rng``, so either order gives the same rally, bit for bit."""

    def __init__(self, legs: Sequence[RallyLeg], rules: Ruleset, players: int,
                 rng: random.Random, *, trace: bool = False) -> None:
        self.legs, self.rules, self.rng, self.trace = legs, rules, rng, trace
        self.first = list(range(players))
        rng.shuffle(self.first)  # the first stage's start order is drawn at random
        self.sheet = RallySheet.start(players, rules)

    def play(self, k: int, drivers: Sequence[Driver],
             leader_cost: Callable[[int], float] | None = None,
             followers: Sequence[Driver] | None = None) -> None:
        """Race leg ``k`` (the legs before it raced already), then book it on the sheet."""
        rules, sheet, leg = self.rules, self.sheet, self.legs[k]
        if rules.options.sisu_token == "stage":
            for car in sheet.cars.values():
                car.sisu = True
        race = run_race(leg.stage, rules, drivers, self.rng, start_order=sheet.order(self.first),
                        cars=sheet.cars, trace=self.trace, carry_damage=True,
                        followers=followers)
        sheet.book(k, self.legs, race, leader_cost)

    def result(self) -> RallyResult:
        return RallyResult(self.sheet.sheets, self.sheet.races)


def start_order(totals: dict[int, float], previous: Sequence[int]) -> list[int]:
    """The next stage's start order: lowest rally total first (a tie keeps the
    previous order)."""
    before = {d: n for n, d in enumerate(previous)}
    return sorted(totals, key=lambda i: (totals[i], before.get(i, len(before))))


def between_stages(car: Car, rules: Ruleset, *, service: bool, retired: bool,
                   keep_spare: bool = False) -> None:
    """The rally sheet's car state for the next stage (see the module docstring).
    ``keep_spare``: the driver keeps an unused spare wheel although it carries a gas
    token (the book's Rosita does; pacenote's drivers discard it, docs/engine.md)."""
    if service or retired:
        car.damage = {"gear": 0, "gas": 0, "brake": 0}
        car.gas_tokens = []
        car.spare = True
        if rules.options.sisu_token == "stage":
            car.sisu = True
    elif car.spare and car.damage["gas"] > 0 and not keep_spare:
        # a spare wheel kept for the stage is worth less than a gas die on every turn
        car.spare = False
        return_gas_token(car)
    car.retired = False


def checkpoint_tokens(totals: dict[int, float], leader_cost: float,
                      previous: Sequence[int] = ()) -> dict[int, float]:
    """Checkpoint penalties (seconds) each driver takes after a stage; ``previous`` is
    the start order of the stage just driven (it settles ties, as in :func:`start_order`).

    The driver who would start the next stage first leads every round until someone
    overtakes it: it plays the leader dice all stage. It takes the fewest 5-second
    tokens that make it start later than first when they cost less than ``leader_cost``
    (what the leader dice cost on the next stage: the expert's par with them minus
    without). The others take none: starting later only helps the first car, and a car
    that starts later is behind it anyway."""
    out = dict.fromkeys(totals, 0.0)
    if len(totals) < 2:
        return out
    first = start_order(totals, previous)[0]
    tokens = 1
    while start_order({**totals, first: totals[first] + tokens * CHECKPOINT_SECONDS},
                      previous)[0] == first:
        tokens += 1
    if tokens * CHECKPOINT_SECONDS < leader_cost:
        out[first] = tokens * CHECKPOINT_SECONDS
    return out
