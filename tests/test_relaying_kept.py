"""The re-lay search after a failed flat-out roll keeps what it finds between searches
(engine/relaying.py: the next dice per board, the rest of a search without cars): it
must find exactly what a plain depth-first search finds, with and without other cars
on the road, on the road as mud changed it, searched once or again."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from pacenote.engine import load_ruleset
from pacenote.engine.board import Board
from pacenote.engine.relaying import Rolled, _absent, _take, _wanted, relaying_options
from pacenote.engine.rules import GEAR, LEADER, Dice, Entry, Step, steps_from
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.testdrive import DriveSettings, RaceEntry, _race_legs
from pacenote.engine.traffic import Traffic
from pacenote.loading import load_known_stage

STAGE = Path(__file__).resolve().parent.parent / "examples" / "rulebook" / "rally-3-ss3.stage.json"


def plain_options(board: Board, rules: Ruleset, cell: int, gear: int,
                  rolled: tuple[Rolled, ...], limit: int, *, quick: bool,
                  legal: Callable[[int, Entry], bool] | None = None
                  ) -> dict[tuple[int, int], tuple[Step, ...]]:
    """The search as it was written before anything was kept (the reference)."""
    found: dict[tuple[int, int], tuple[int, tuple[Step, ...]]] = {}
    seen: dict[tuple[int, int, tuple[Rolled, ...], int, bool], int] = {}

    def search(at: int, g: int, pool: tuple[Rolled, ...], h: int, first: bool,
               path: tuple[Step, ...], draws: int) -> None:
        key = (at, g, pool, h, first)
        if seen.get(key, draws + 1) <= draws:
            return
        seen[key] = draws
        n = Counter(k for k, _, _ in pool)
        dice = Dice(_absent(pool), n[GEAR], n["gas"], n[LEADER], n["brake"])
        for e in steps_from(board, rules, at, g, dice, first=first and quick, with_loc=True):
            s = e.step
            if first and quick and not s.quick:
                continue
            if legal is not None and not legal(at, e):
                continue
            drawn = draws + board.draws_token(at, s.dest)
            for rest, hz_main, hz_brakes in _take(pool, s):
                hazards = h + hz_main + hz_brakes + s.track
                steps = (*path, s)
                if e.loc or hazards >= limit or (e.hazard_loc and hz_main):
                    old = found.get((s.dest, s.gear))
                    if old is None or drawn < old[0]:
                        found[(s.dest, s.gear)] = (drawn, steps)
                    continue
                if board.finished[s.dest] or not rest:
                    continue
                search(s.dest, s.gear, rest, hazards, False, steps, drawn)

    search(cell, gear, tuple(sorted(rolled)), 0, True, (), 0)
    assert _wanted  # the helpers the kept search shares
    return {k: steps for k, (_, steps) in found.items()}


def _roll(rng: random.Random, gear: int) -> tuple[Rolled, ...]:
    top = min(6, gear + rng.randint(1, 4))
    out: list[Rolled] = [(GEAR, v, rng.random() < 0.4) for v in range(max(1, gear), top + 1)]
    out += [("gas", 0, rng.random() < 0.3) for _ in range(rng.randint(0, 2))]
    out += [("brake", 0, rng.random() < 0.3) for _ in range(rng.randint(0, 2))]
    return tuple(out)


def test_kept_relay_search_finds_what_the_plain_search_finds() -> None:
    stage, tileset = load_known_stage(STAGE)
    rules = load_ruleset()
    race = _race_legs([RaceEntry("x", stage, False, tileset)], DriveSettings(players=4),
                      rules)[0].stage
    rng = random.Random(7)
    boards = [race.board, race.with_mud(Counter({3: 1, 5: 1}))]
    cells = [c for c in range(len(race.board)) if not race.board.finished[c]]
    found = restricted = 0
    for case in range(160):
        board = boards[case % 2]
        start, gear = rng.choice(cells), rng.randint(1, 5)
        near = sorted(race.rmap.reach[start] - {start})
        others = {c: rng.randint(1, 6) for c in rng.sample(near, min(len(near), 3))}
        traffic = Traffic(board, race.rmap, others, start)
        rolled, limit = _roll(rng, gear), rng.choice((2, 3))
        for legal in (traffic.legal, None):
            want = plain_options(board, rules, start, gear, rolled, limit, quick=False,
                                 legal=legal)
            for _ in range(2):  # searched again: what was kept answers
                got = relaying_options(board, rules, start, gear, rolled, limit,
                                       quick=False, legal=legal)
                assert list(got.items()) == list(want.items())
            found += bool(want)
        restricted += plain_options(board, rules, start, gear, rolled, limit, quick=False,
                                    legal=traffic.legal) != want
    assert found > 150 and restricted > 20  # the cases re-lay, and the cars matter


def test_kept_relay_search_keeps_a_quick_start() -> None:
    stage, tileset = load_known_stage(STAGE)
    rules = load_ruleset().with_options(quick_start=True)
    race = _race_legs([RaceEntry("x", stage, False, tileset)], DriveSettings(players=4),
                      rules)[0].stage
    board, rng = race.board, random.Random(3)
    for start in board.grid:
        for _ in range(10):
            rolled = _roll(rng, 1)
            for quick in (True, False):
                want = plain_options(board, rules, start, 0, rolled, 3, quick=quick)
                got = relaying_options(board, rules, start, 0, rolled, 3, quick=quick)
                assert list(got.items()) == list(want.items())
