"""Many races of a stage, or many rallies, summarised for a designer.

A stage race is a rally of one leg. Run ``i`` of seed ``s`` always uses the generator
seeded with ``"s:i"`` (the solo drive's rule), so the report is the same whatever the
number of jobs; results are merged back in run order.

The report gives, per driver (start place of the first stage is drawn at random, so
drivers differ only by luck unless their personalities differ) and overall: rally
times, positions, overtakes, turns blocked and where, crashes, damage carried,
retirements; and the designer's view: the estimated time at the table for N players
(:func:`play_minutes`) and the congestion hot spots.
"""

from __future__ import annotations

import os
import statistics
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from functools import cache
from importlib import resources
from typing import Any

import numpy as np

from pacenote import diskcache
from pacenote.engine.batchrally import batched, run_rallies
from pacenote.engine.damage import KINDS
from pacenote.engine.drivers import PERSONALITIES, Driver
from pacenote.engine.montecarlo import run_rng
from pacenote.engine.raceturn import follower_of
from pacenote.engine.rally import RallyLeg, RallyResult, RallyRun, run_rally
from pacenote.engine.ruleset import Ruleset
from pacenote.i18n import N_, Joined, msg
from pacenote.jsonio import parse_json
from pacenote.playtime import MINUTES_BETWEEN_STAGES, compared, rally_minutes


@cache
def duration_model() -> dict[str, Any]:
    """The play-duration calibration (engine/play-duration.json)."""
    text = resources.files("pacenote.engine").joinpath("play-duration.json").read_text("utf-8")
    data: dict[str, Any] = parse_json(text, "play-duration.json")
    return data


def play_minutes(car_turns: float, stages: int) -> float:
    """Simulated play duration, minutes at the table: seconds per car-turn (every
    player's turn; play-duration.json, fitted by benchmarks/calibrate_duration.py on the
    rulebook's playing time) plus, in a rally of several stages, the book's time between
    stages (:data:`pacenote.playtime.MINUTES_BETWEEN_STAGES`). Not to be confused with
    the *playing time* (:mod:`pacenote.playtime`), the book's rate per road tile."""
    between = stages * MINUTES_BETWEEN_STAGES if stages > 1 else 0.0
    return float(car_turns * duration_model()["seconds_per_car_turn"] / 60 + between)


@dataclass
class DriverStats:
    driver_id: int
    total_mean: float
    total_sd: float
    total_p10: float
    total_p90: float
    position_mean: float
    wins: int
    stage_means: list[float]
    overtakes: float  # per rally
    blocked_turns: float  # per rally
    crashes: float  # per rally
    retirements: int  # stages retired from, over all runs
    damage_carried: dict[str, float]  # tokens carried out of the stages without service
    checkpoint_seconds: float  # per rally
    # GT races (left out of a DIRT report's JSON): per race
    losses_of_control: float = 0.0  # spins and goes off the track
    rounds_led: float = 0.0  # rounds it ended first on the road
    pit_stops: float = 0.0
    laps_led: float = 0.0  # laps it completed first (circuit races)


@dataclass
class Hotspot:
    cell: str
    tile: str
    stage: str
    blocked: int  # turns a car was blocked by cars here
    traffic: int  # turns the cars changed a car's plan here (forced onto another path)


@dataclass
class StageService:
    """One stage of the report: whether the service park follows it, and what it
    repaired, per car and per run (tokens of each damage kind; ``spare_wheel``: the
    share of cars given their spare wheel back). Empty without service."""

    stage: str
    service: bool
    repaired_per_car: dict[str, float]


@dataclass
class RaceReport:
    players: int
    runs: int
    seed: int
    driver: str
    stages: list[str]
    drivers: list[DriverStats]
    total_mean: float
    rounds_mean: float  # rounds per rally (all stages)
    car_turns_mean: float  # turns of all cars per rally
    play_minutes: float  # simulated play duration (:func:`play_minutes`)
    overtakes: float
    blocked_turns: float
    retirements: int
    hot_spots: list[Hotspot]
    options: dict[str, Any] = field(default_factory=dict)
    trace: list[str] = field(default_factory=list)  # one rally round by round, if asked
    # the rulebook's playing time of the same stages for the same players
    # (pacenote.playtime.rally_minutes), and how the simulation stands against it
    guidance_minutes: float | None = None
    duration_note: str = ""
    service: list[StageService] = field(default_factory=list)  # one per stage, in order
    game: str = "dirt"  # gt: a GT circuit race (first across the line wins)
    laps: int = 0  # a circuit race's laps (GT or DIRT: first across the line wins)

    @property
    def unit(self) -> tuple[str, str]:
        """What one run is called, singular and plural: a race of one stage, a rally of
        several (the CLI and the editor both word the figures "per race"/"per rally")."""
        return ("rally", "rallies") if len(self.stages) > 1 else ("race", "races")

    @property
    def words(self) -> dict[str, str]:
        """The figures' names for this report, race or rally, from :attr:`unit`: the one
        place the CLI's table and the editor's dock take them from."""
        rally = self.unit[0] == "rally"  # N_: translated where shown (pacenote.i18n)
        return {"time": N_("rally time") if rally else N_("race time"),
                "damage": N_("damage carried out of stages without service") if rally
                else N_("damage carried out of the stage"),
                "stage_times": N_("Stage times (mean)") if rally else N_("Stage time (mean)"),
                "per": N_("per rally") if rally else N_("per race")}

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        if self.game == "dirt" and not self.laps:  # a DIRT stage's report as it always was
            for key in ("game", "laps"):
                del data[key]
            for d in data["drivers"]:
                for key in GT_DRIVER_FIELDS:
                    del d[key]
        return data


GT_DRIVER_FIELDS = ("losses_of_control", "rounds_led", "pit_stops", "laps_led")


def drive_rally(legs: Sequence[RallyLeg], players: int, runs: int = 200, seed: int = 0,
                driver: str = "expert", ruleset: Ruleset | None = None, *,
                jobs: int = 1, batch: bool | None = None) -> RaceReport:
    """``runs`` rallies (a stage race is a rally of one leg) of ``players`` cars.
    ``batch``: play them in a batch from the turn tables (engine/batchrace.py; default:
    whenever the races allow it), False: run by run with the per-run engine (the
    reference the batch is tested against)."""
    from pacenote.engine.ruleset import load_ruleset

    if driver not in PERSONALITIES:
        raise ValueError(f"unknown driver {driver!r}; choose from {', '.join(PERSONALITIES)}")
    if not 1 <= players <= 6:
        raise ValueError(f"{players} players: Rallyman: DIRT races 1 to 6 cars")
    rules = ruleset or load_ruleset()
    jobs = max(1, min(jobs, runs, os.cpu_count() or 1))
    if batch is None:
        batch = batched(legs, rules, driver)
    if batch:  # every run at once from the turn tables (engine/batchrace.py), leg by leg
        results = run_rallies(legs, rules, Field(legs, rules, driver, players, flat=True),
                              seed, np.arange(runs))
    elif jobs == 1:
        results = Field(legs, rules, driver, players).run_many(seed, range(runs))
    else:
        chunks = [list(range(j, runs, jobs)) for j in range(jobs)]
        _sweep_ahead(legs, rules, driver, players, jobs)
        with ProcessPoolExecutor(jobs, initializer=_init_worker,
                                 initargs=(legs, rules, driver, players)) as pool:
            parts = list(pool.map(_run_chunk, [(seed, c) for c in chunks]))
        merged: dict[int, RallyResult] = {}
        for chunk, part in zip(chunks, parts, strict=True):
            merged.update(zip(chunk, part, strict=True))
        results = [merged[i] for i in range(runs)]
    return summarise(legs, results, players=players, seed=seed, driver=driver, rules=rules)


class Field:
    """The drivers of a rally, built once per leg (their look-ahead is per board) when a
    run first reaches it. :meth:`run_many` plays its runs leg by leg and lets a leg's
    drivers go once every run has raced it, so a rally's memory is a leg's (two legs'
    with checkpoints: the next leg's par is read during this one), not the sum of its
    stages'."""

    def __init__(self, legs: Sequence[RallyLeg], rules: Ruleset, driver: str,
                 players: int, *, flat: bool = False) -> None:
        """``flat``: the legs are asked for in order, every run's leg k before any run's
        leg k + 1 (a batched rally, engine/batchrally.py): asking for leg k lets the legs
        before it go."""
        self.legs, self.rules, self.players, self.driver = list(legs), rules, players, driver
        self._built: dict[int, tuple[Driver, Driver | None]] = {}  # leg -> driver, follower
        self._leader: dict[int, float] = {}
        self._flat = flat

    def _leg(self, k: int) -> tuple[Driver, Driver | None]:
        hit = self._built.get(k)
        if hit is None:
            if self._flat:
                for gone in [j for j in self._built if j < k]:
                    self._release(gone)
            d = Driver(self.legs[k].stage.board, self.rules, self.driver)
            hit = self._built[k] = (d, follower_of(d) if self.players > 1 else None)
        return hit

    def drivers(self, k: int) -> list[Driver]:
        return [self._leg(k)[0]] * self.players

    def follow(self, k: int) -> list[Driver] | None:
        follower = self._leg(k)[1] if self.players > 1 else None
        return None if follower is None else [follower] * self.players

    def leader_cost(self, k: int) -> float:
        """What the leader dice cost on leg k: par with them minus par without."""
        if k not in self._leader:
            driver, follower = self._leg(k)
            with_ = driver.par_time()
            if follower is None or follower.exact is None:
                follower = Driver(self.legs[k].stage.board,
                                  self.rules.with_options(leader_dice=False), "expert")
            without = follower.par_time()
            self._leader[k] = max(0.0, (with_ or 0.0) - (without or 0.0))
        return self._leader[k]

    def run(self, seed: int, index: int, trace: bool = False) -> RallyResult:
        return run_rally(self.legs, self.rules, self.drivers, run_rng(seed, index),
                         trace=trace, leader_cost=self.leader_cost, followers=self.follow)

    def run_many(self, seed: int, indexes: Sequence[int]) -> list[RallyResult]:
        """The runs ``indexes`` (each as :meth:`run` plays it, bit for bit), leg by leg:
        every run races leg k before any races leg k + 1, and the drivers of the legs
        behind are let go."""
        runs = [RallyRun(self.legs, self.rules, self.players, run_rng(seed, i))
                for i in indexes]
        for k in range(len(self.legs)):
            for gone in [j for j in self._built if j < k]:
                self._release(gone)
            drivers, followers = self.drivers(k), self.follow(k)
            for run in runs:
                run.play(k, drivers, self.leader_cost, followers)
        return [run.result() for run in runs]

    def _release(self, k: int) -> None:
        """Let leg k's drivers go, and the plans its stage's race memo holds for them
        (keyed by the driver objects: no other driver ever reads them)."""
        gone = set(self._built.pop(k))
        memo = self.legs[k].stage.memo.plans
        for key in [key for key in memo if key[0] in gone]:
            del memo[key]


def summarise(legs: Sequence[RallyLeg], results: list[RallyResult], *, players: int,
              seed: int, driver: str, rules: Ruleset) -> RaceReport:
    n = len(results)
    stats = [_driver_stats(legs, results, i) for i in range(players)]
    rounds = sum(race.rounds for r in results for race in r.races)
    turns = sum(x.result.turns for r in results for race in r.races for x in race.racers)
    service = _service(legs, results, players)
    o = rules.options
    road = [leg.road_tiles for leg in legs]
    known = [t for t in road if t is not None]
    guidance = rally_minutes(known, players) if len(known) == len(road) else None
    minutes = play_minutes(turns / n, len(legs))
    return RaceReport(
        players=players, runs=n, seed=seed, driver=driver,
        stages=[leg.label for leg in legs], drivers=stats,
        total_mean=statistics.fmean(s.total_mean for s in stats),
        rounds_mean=rounds / n, car_turns_mean=turns / n,
        play_minutes=minutes,
        overtakes=sum(s.overtakes for s in stats),
        blocked_turns=sum(s.blocked_turns for s in stats),
        retirements=sum(s.retirements for s in stats),
        hot_spots=_hot_spots(legs, results)[:20],
        options={"ruleset": rules.name, "quick_start": o.quick_start, "red_zone": o.red_zone,
                 "sisu_token": o.sisu_token, "leader_dice": o.leader_dice,
                 "checkpoints": o.checkpoints, "stranded": o.stranded,
                 **({"joker": o.joker} if any(leg.stage.joker for leg in legs) else {})}
        | ({"weather": o.weather, "start_weather": o.start_weather} if rules.game == "gt"
           else {}),
        guidance_minutes=guidance,
        duration_note="" if guidance is None else compared(minutes, guidance),
        service=service, game=rules.game, laps=max((leg.laps for leg in legs), default=0))


def _service(legs: Sequence[RallyLeg], results: list[RallyResult], players: int
             ) -> list[StageService]:
    """Per stage, whether service follows it and what it repaired per car on average."""
    service = []
    for k, leg in enumerate(legs):
        repaired: Counter[str] = Counter()
        for r in results:
            for sheet in r.sheets.values():
                repaired.update(sheet[k].repaired)
        cars = len(results) * players or 1
        service.append(StageService(leg.label, leg.service, {
            kind: repaired[kind] / cars for kind in (*KINDS, "spare_wheel")}
            if leg.service else {}))
    return service


def _driver_stats(legs: Sequence[RallyLeg], results: list[RallyResult], i: int
                  ) -> DriverStats:
    """Driver ``i``'s figures over every rally (per rally: means and counts / runs)."""
    n = len(results)
    totals = sorted(r.totals[i] for r in results)
    rows = [r.sheets[i] for r in results]
    racers = [[race.racers[[x.driver_id for x in race.racers].index(i)]
               for race in r.races] for r in results]
    carried: Counter[str] = Counter()
    for rally_rows in rows:
        for leg, row in zip(legs, rally_rows, strict=True):
            if not leg.service:
                carried.update(row.damage)
    return DriverStats(
        driver_id=i, total_mean=statistics.fmean(totals),
        total_sd=statistics.pstdev(totals), total_p10=_q(totals, 0.1),
        total_p90=_q(totals, 0.9),
        position_mean=statistics.fmean(r.positions[i] for r in results),
        wins=sum(r.positions[i] == 1 for r in results),
        stage_means=[statistics.fmean(rr[k].time for rr in rows) for k in range(len(legs))],
        overtakes=sum(x.overtakes for rs in racers for x in rs) / n,
        blocked_turns=sum(x.result.blocked for rs in racers for x in rs) / n,
        crashes=sum(sum(b == "crash" for _, _, b in x.result.locs)
                    for rs in racers for x in rs) / n,
        retirements=sum(row.outcome != "finished" for rr in rows for row in rr),
        damage_carried={k: v / n for k, v in sorted(carried.items())},
        checkpoint_seconds=sum(row.penalty for rr in rows for row in rr) / n,
        losses_of_control=sum(len(x.result.locs) for rs in racers for x in rs) / n,
        rounds_led=sum(x.rounds_led for rs in racers for x in rs) / n,
        pit_stops=sum(x.pit_stops for rs in racers for x in rs) / n,
        laps_led=sum(x.laps_led for rs in racers for x in rs) / n)


def _hot_spots(legs: Sequence[RallyLeg], results: list[RallyResult]) -> list[Hotspot]:
    """Cells where cars were blocked or changed their plan, busiest first."""
    blocked: Counter[tuple[int, int]] = Counter()
    traffic: Counter[tuple[int, int]] = Counter()
    for r in results:
        for k, race in enumerate(r.races):
            for x in race.racers:
                blocked.update((k, c) for c in x.blocked_at)
                traffic.update((k, c) for c in x.traffic_at)
    spots = []
    for k, c in sorted(set(blocked) | set(traffic),
                       key=lambda kc: (-blocked[kc] - traffic[kc], kc)):
        board = legs[k].stage.board
        spots.append(Hotspot(board.label(c), board.tile[c], legs[k].label, blocked[(k, c)],
                             traffic[(k, c)]))
    return spots


def _q(ordered: list[float], q: float) -> float:
    """Nearest-rank quantile (a total some rally actually took)."""
    rank = max(1, -(-len(ordered) * q // 1))
    return ordered[int(rank) - 1]


_WORKER: dict[str, Field] = {}


def _sweep_ahead(legs: Sequence[RallyLeg], rules: Ruleset, driver: str, players: int,
                 jobs: int) -> None:
    """Before the workers start: the expert's look-ahead of every leg (with and without
    leader dice) swept once, one table per worker at a time, into the disk cache, where
    each worker's :class:`Field` then finds it (otherwise every worker sweeps them all).
    Nothing to share without the disk cache, or for the drivers it does not keep."""
    if diskcache.cache_dir() is None or not PERSONALITIES[driver].exact:
        return
    tables = [(leg.stage.board, rules) for leg in legs]
    if players > 1 and rules.options.leader_dice:
        tables += [(leg.stage.board, rules.with_options(leader_dice=False)) for leg in legs]
    with ProcessPoolExecutor(min(jobs, len(tables))) as pool:
        list(pool.map(_sweep_one, tables))


def _sweep_one(args: tuple[Any, Ruleset]) -> None:
    board, rules = args
    Driver(board, rules, "expert")  # the sweep lands in the disk cache


def _init_worker(legs: Sequence[RallyLeg], rules: Ruleset, driver: str, players: int) -> None:
    _WORKER["field"] = Field(legs, rules, driver, players)


def _run_chunk(args: tuple[int, list[int]]) -> list[RallyResult]:
    seed, indexes = args
    field_: Field = _WORKER["field"]
    return field_.run_many(seed, indexes)


ROUND_MARKER_WORDS = (N_("white", "round marker"), N_("black", "round marker"))  # GT


def rally_trace_lines(legs: Sequence[RallyLeg], result: RallyResult) -> list[str]:
    """One rally (or race) round by round: per round the order and the leader, then per
    car its turn (start, dice, cells, gear, card) as the solo trace prints it; after each
    stage the rally sheet. Each line English as a ``str``, said in the player's language
    with ``pacenote.i18n.said`` (a GT circuit's in the GT book's words)."""
    from pacenote.engine.gtrace import round_marker
    from pacenote.engine.replay import cars_line
    from pacenote.engine.report import turn_lines
    from pacenote.engine.tracewords import word
    from pacenote.timefmt import clock

    out: list[str] = []  # Text lines
    for leg, race in zip(legs, result.races, strict=True):
        board = leg.stage.board
        start = " ".join(f"#{r.driver_id + 1}" for r in race.racers)
        out.append(Joined("== ", msg("{stage}: start order {cars}", stage=leg.label,
                                     cars=start),
                          *((" ", msg("(service park after)")) if leg.service else ())))
        current = 0
        for t in race.trace or []:
            if t.round != current:
                current = t.round
                order = " ".join(f"#{x.driver_id + 1}" for x in race.trace or []
                                 if x.round == current)
                out.append(msg("round {round} ({marker}): {cars}", round=current,
                               marker=word(round_marker(current), "round marker"), cars=order)
                           if leg.stage.pole else  # GT: the round marker's colour
                           msg("round {round}: {cars}", round=current, cars=order))
            who: list[str] = [f"#{t.driver_id + 1}"]
            if t.leader:
                who += [" ", msg("leader dice")]
            if t.traffic:
                who += [", ", msg("plan changed by traffic")]
            lines = turn_lines(board, t.record, gt=leg.stage.gt)
            out.append(Joined(" ", *who, ": ", lines[0]))
            out.extend(Joined(" ", line) for line in lines[1:])
            out.append(Joined(" ", cars_line(board, t.cars)))
        for r in race.racers:
            i = r.driver_id
            row = result.sheets[i][result.races.index(race)]
            parts: list[str] = [msg("sheet #{car}: {stage} {time} ({outcome})", car=i + 1,
                                    stage=leg.label, time=clock(row.time),
                                    outcome=word(row.outcome, "run outcome"))]
            if row.penalty:
                parts += [" ", msg("incl. {seconds} s checkpoint", seconds=f"{row.penalty:g}")]
            parts += [", ", msg("damage carried: {tokens}", tokens=[
                Joined(word(k), f" {row.damage.get(k, 0)}") for k in KINDS]), "; ",
                msg("spare wheel Y", "rally sheet") if row.spare else
                msg("spare wheel N", "rally sheet"), ", ",
                msg("total {time} #{place}", time=clock(row.total), place=row.position)]
            out.append(Joined(" ", *parts))
    return out
