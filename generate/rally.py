"""A whole rally to a brief: distinct stages (each keeping the one-physical-tile rule on
its own table), a service plan, and a simulated play duration near the minutes asked.

Lengths: the rulebook's playing time (``pacenote.playtime.rally_minutes``) gives the
road tiles for the minutes and players; the stages are generated, raced by the engine
(``test_race``: the players' cars, the rally sheet between stages), and when the
simulated play duration misses the minutes by more than the tolerance the lengths are
scaled by the miss and the stages made again (at most ``ROUNDS`` times).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from pacenote.engine.testdrive import DriveSettings, RaceEntry, test_race
from pacenote.generate.brief import Brief, BriefError
from pacenote.generate.candidate import Candidate
from pacenote.generate.make import DEFAULT_BUDGET, Generated, generate_stage
from pacenote.i18n import msg
from pacenote.playtime import MINUTES_BETWEEN_STAGES, MINUTES_PER_TILE, PLAYERS
from pacenote.stage import Stage

TOLERANCE = 0.15  # the simulated play duration within 15 % of the minutes asked
AIM = 0.07  # a new round when the duration misses by more than this
ROUNDS = 3
RACE_RUNS = 20  # races of the rally simulated for its play duration
MIN_TILES, MAX_TILES = 10, 18  # the guidelines' short and long stage: no length warning


@dataclass(frozen=True)
class RallyPlan:
    stages: int
    service_after: frozenset[int]  # stage numbers from 1 after which the service park comes
    minutes: float | None
    players: int = PLAYERS


@dataclass(frozen=True)
class GeneratedRally:
    stages: tuple[Generated, ...]
    service: tuple[bool, ...]
    minutes: float  # simulated play duration
    guidance: float | None  # the rulebook's playing time for these stages
    rounds: int

    def stage(self, i: int, label: str) -> Stage:
        return self.stages[i].stage(0, label)


def parse_service(text: str | None, stages: int) -> frozenset[int]:
    """``after:1,2`` → {1, 2}; None: after every stage but the last; ``none``: never."""
    if text is None:
        return frozenset(range(1, stages))
    if text.strip().lower() == "none":
        return frozenset()
    body = text.strip().lower().removeprefix("after:")
    try:
        after = frozenset(int(x) for x in body.split(",") if x.strip())
    except ValueError:
        raise BriefError(msg("service {text}: write after:1,2 (stage numbers)",
                             text=repr(text))) from None
    wrong = sorted(n for n in after if not 1 <= n <= stages)
    if wrong:
        raise BriefError(msg("service after {n}: the rally has stages 1-{stages}", n=wrong[0],
                             stages=stages))
    return after


def lengths_for(minutes: float, stages: int, players: int) -> list[int]:
    """Road tiles per stage whose rulebook playing time adds up to ``minutes``, varied
    by a tile either way so that the stages differ."""
    between = MINUTES_BETWEEN_STAGES * stages if stages > 1 else 0.0
    per_tile = MINUTES_PER_TILE * players / PLAYERS
    total = max(MIN_TILES * stages, round((minutes - between) / per_tile))
    return spread(total, stages)


def spread(total: int, stages: int) -> list[int]:
    base, extra = divmod(total, stages)
    out = [base + (1 if i < extra else 0) for i in range(stages)]
    if stages >= 3 and out[0] < MAX_TILES and out[-1] > MIN_TILES:
        out[0], out[-1] = out[0] + 1, out[-1] - 1  # a longer and a shorter stage
    return [min(MAX_TILES, max(MIN_TILES, n)) for n in out]


def generate_rally(brief: Brief, plan: RallyPlan, *, seed: int = 1,
                   budget: float = DEFAULT_BUDGET,
                   log: Callable[[str], None] = lambda _: None) -> GeneratedRally:
    minutes = plan.minutes
    if minutes is None:
        n = brief.tile_range()[2]
        lengths = [n] * plan.stages
    else:
        lengths = lengths_for(minutes, plan.stages, plan.players)
        most = MAX_TILES * plan.stages
        least = MIN_TILES * plan.stages
        top = _minutes_for(most, plan)
        low = _minutes_for(least, plan)
        if minutes > top * (1 + TOLERANCE):
            raise BriefError(msg("minutes: {minutes} min is more than {stages} long stages take "
                                 "for {players} players; nearest achievable: about {top} min "
                                 "(or more --stages)", minutes=f"{minutes:g}",
                                 stages=plan.stages, players=plan.players, top=f"{top:.0f}"))
        if minutes < low * (1 - TOLERANCE):
            raise BriefError(msg("minutes: {minutes} min is less than {stages} short stages take "
                                 "for {players} players; nearest achievable: about {low} min "
                                 "(or fewer --stages)", minutes=f"{minutes:g}",
                                 stages=plan.stages, players=plan.players, low=f"{low:.0f}"))
    service = tuple(i + 1 in plan.service_after for i in range(plan.stages))
    made: list[Generated] = []
    sim, guidance = 0.0, None
    rounds = 0
    pace = 1.0  # the stages' par aimed at, as a share of the brief's
    keep: list[Generated] = []  # stages the next round may keep
    best: tuple[list[Generated], float, float | None] | None = None
    for rounds in range(1, ROUNDS + 1):
        made = _stages(brief, lengths, service, keep, seed, budget, pace, log)
        keep = made
        sim, guidance = _race(made, service, plan, seed)
        log(f"round {rounds}: lengths {lengths}, pace {pace:.2f}, simulated {sim:.1f} min")
        if best is None or (minutes is not None and
                            abs(sim - minutes) < abs(best[1] - minutes)):
            best = (made, sim, guidance)
        if minutes is None or abs(sim - minutes) <= AIM * minutes:
            break
        between = MINUTES_BETWEEN_STAGES * plan.stages if plan.stages > 1 else 0.0
        scale = (minutes - between) / max(1.0, sim - between)
        new = spread(round(sum(lengths) * scale), plan.stages)
        if new == lengths:  # the lengths are at the guidelines' bounds: faster or
            # slower stages instead (the cars' turns follow the par)
            new_pace = min(1.25, max(0.8, pace * scale))
            if new_pace == pace:
                break
            pace, keep = new_pace, []
        lengths = new
    assert best is not None
    made, sim, guidance = best
    return GeneratedRally(tuple(made), service, sim, guidance, rounds)


def _minutes_for(tiles: int, plan: RallyPlan) -> float:
    between = MINUTES_BETWEEN_STAGES * plan.stages if plan.stages > 1 else 0.0
    return tiles * MINUTES_PER_TILE * plan.players / PLAYERS + between


def _stages(brief: Brief, lengths: Sequence[int], service: Sequence[bool],
            before: Sequence[Generated], seed: int, budget: float, pace: float,
            log: Callable[[str], None]) -> list[Generated]:
    out: list[Generated] = []
    for i, n in enumerate(lengths):
        old = before[i] if i < len(before) else None
        if old is not None and old.candidates[0].road_tiles == n and \
                old.brief.service == service[i]:
            out.append(old)  # this stage is already the right length
            continue
        avoid: tuple[Candidate, ...] = tuple(g.candidates[0] for g in out)
        stage_brief = replace(brief, tiles=n, stage_class=None, service=service[i])
        par = stage_brief.par_target(n)
        if pace != 1.0 and par is not None:
            stage_brief = replace(stage_brief, par=par * pace)
        out.append(generate_stage(stage_brief, seed=seed * 100 + i, budget=budget,
                                  avoid=avoid, log=log))
    return out


def _race(made: Sequence[Generated], service: Sequence[bool], plan: RallyPlan,
          seed: int) -> tuple[float, float | None]:
    entries = [RaceEntry(f"SS{i + 1}", g.stage(0, f"SS{i + 1}"), service[i],
                         g.pool.tileset()) for i, g in enumerate(made)]
    report = test_race(entries, DriveSettings(players=plan.players, runs=RACE_RUNS,
                                              seed=seed))
    return report.play_minutes, report.guidance_minutes
