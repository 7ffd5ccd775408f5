"""Batched races (engine/batchrace.py, docs/engine.md "Batched races") against the
per-run engine they replace (engine/race.py, kept as the reference): the same
statistics within 3 standard errors, a run the same in any batch, and a car that meets
no one playing exactly the solo batch's turns (same stream, same tables)."""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from pacenote.engine import batchrace, load_ruleset
from pacenote.engine.batchrally import run_rallies
from pacenote.engine.montecarlo import tables_of
from pacenote.engine.racing import Field
from pacenote.engine.rally import RallyLeg, RallyResult
from pacenote.engine.testdrive import DriveSettings, RaceEntry, _race_legs
from pacenote.loading import load_known_stage
from pacenote.rally import load_rally

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
DIRT_STAGES = sorted(p for folder in ("rulebook", "rally-1", "dirt-110", "dirt-climb", "rx")
                     for p in (EXAMPLES / folder).glob("*.stage.json"))


def legs_of(path: Path, players: int) -> list[RallyLeg]:
    stage, tileset = load_known_stage(path)
    return _race_legs([RaceEntry(path.name, stage, False, tileset)],
                      DriveSettings(players=players), load_ruleset())


def rally_legs(path: Path, players: int) -> list[RallyLeg]:
    rally = load_rally(path)
    entries = []
    for entry in rally.stages:
        stage, tileset = load_known_stage(rally.stage_file(entry)) if entry.file \
            else (entry.inline, None)
        entries.append(RaceEntry(entry.label, stage, entry.service, tileset))
    return _race_legs(entries, DriveSettings(players=players), load_ruleset())


def both(legs: list[RallyLeg], players: int, runs: int, seed: int = 0
         ) -> tuple[list[RallyResult], list[RallyResult]]:
    rules = load_ruleset()
    field = Field(legs, rules, "expert", players)
    batch = run_rallies(legs, rules, field, seed, np.arange(runs))
    per_run = [field.run(seed, i) for i in range(runs)]
    return batch, per_run


Metric = Callable[[RallyResult], float]
METRICS: dict[str, Metric] = {
    "rally time": lambda r: statistics.fmean(r.totals.values()),
    "car-turns": lambda r: sum(x.result.turns for race in r.races for x in race.racers),
    "rounds": lambda r: sum(race.rounds for race in r.races),
    "overtakes": lambda r: sum(x.overtakes for race in r.races for x in race.racers),
    "blocked": lambda r: sum(x.result.blocked for race in r.races for x in race.racers),
    "losses": lambda r: sum(len(x.result.locs) for race in r.races for x in race.racers),
    "crashes": lambda r: sum(b == "crash" for race in r.races for x in race.racers
                             for _, _, b in x.result.locs),
    "damage carried": lambda r: sum(sum(rows[-1].damage.values())
                                    for rows in r.sheets.values()),
    "retired": lambda r: sum(x.result.outcome != "finished" for race in r.races
                             for x in race.racers),
}


def far_apart(a: list[RallyResult], b: list[RallyResult],
              metrics: dict[str, Metric] | None = None) -> list[str]:
    """The metrics (default :data:`METRICS`) whose means differ by more than 3 standard
    errors."""
    out = []
    for name, metric in (metrics or METRICS).items():
        xa, xb = [metric(r) for r in a], [metric(r) for r in b]
        se = math.hypot(statistics.pstdev(xa) / math.sqrt(len(xa)),
                        statistics.pstdev(xb) / math.sqrt(len(xb)))
        diff = statistics.fmean(xa) - statistics.fmean(xb)
        if abs(diff) > 3 * se + 1e-9:
            out.append(f"{name}: {statistics.fmean(xa):.3f} vs {statistics.fmean(xb):.3f} "
                       f"(3 SE {3 * se:.3f})")
    return out


def test_a_race_of_four_matches_the_per_run_engine() -> None:
    legs = legs_of(EXAMPLES / "rally-1" / "ss1.stage.json", 4)
    batch, per_run = both(legs, 4, 300)
    assert far_apart(batch, per_run) == []
    # cars met: the traffic engine played those turns
    assert any(x.traffic_at for r in batch for x in r.races[0].racers)


@pytest.mark.slow
@pytest.mark.parametrize("path", DIRT_STAGES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_example_races_as_the_per_run_engine(path: Path) -> None:
    legs = legs_of(path, 4)
    if any(leg.stage.pole for leg in legs):  # a circuit: tests/test_batch_circuit.py
        return
    batch, per_run = both(legs, 4, 300, seed=3)
    assert far_apart(batch, per_run) == []


@pytest.mark.slow
def test_a_rally_with_service_and_damage_carried_matches_the_per_run_engine() -> None:
    legs = rally_legs(EXAMPLES / "rulebook" / "rally-6.rally.json", 3)
    batch, per_run = both(legs, 3, 200, seed=1)
    assert far_apart(batch, per_run) == []
    for k in range(len(legs)):  # each stage's times too
        stage = [statistics.fmean(rows[k].time for rows in r.sheets.values()) for r in batch]
        ref = [statistics.fmean(rows[k].time for rows in r.sheets.values()) for r in per_run]
        se = math.hypot(statistics.pstdev(stage), statistics.pstdev(ref)) / math.sqrt(200)
        assert abs(statistics.fmean(stage) - statistics.fmean(ref)) <= 3 * se


def race_facts(r: RallyResult) -> list[object]:
    return [(x.driver_id, x.result.outcome, x.result.time, x.result.turns, x.result.locs,
             x.result.damage, x.result.blocked, x.overtakes, x.blocked_at, x.traffic_at)
            for race in r.races for x in race.racers] + [r.sheets]


def test_a_run_is_the_same_in_any_batch() -> None:
    legs = legs_of(EXAMPLES / "rulebook" / "rally-6-ss3.stage.json", 3)
    rules = load_ruleset()
    field = Field(legs, rules, "expert", 3)
    whole = run_rallies(legs, rules, field, 5, np.arange(40))
    some = run_rallies(legs, rules, field, 5, np.array([31, 2, 17]))
    assert [race_facts(r) for r in some] == [race_facts(whole[i]) for i in (31, 2, 17)]
    assert any(x.traffic_at or x.blocked_at for r in whole for x in r.races[0].racers)


def test_a_car_alone_plays_the_solo_batch_turns_bit_for_bit() -> None:
    """Runs without traffic: a car alone on the road plays its turns from the tables as
    the solo drive does, draw for draw (the solo batch given the race's stream keys).
    Runs whose card backs, crash damage, shortcut tokens or spare wheel come from the
    race's decks and bag (the solo tables read full ones) may part; the others may not."""
    legs = legs_of(EXAMPLES / "rally-1" / "ss1.stage.json", 1)
    rules = load_ruleset()
    field = Field(legs, rules, "expert", 1)
    races = run_rallies(legs, rules, field, 7, np.arange(300))
    expert = field.drivers(0)[0].exact
    assert expert is not None
    keys = batchrace.race_key(np.arange(300), 0, 0)
    _, solo = tables_of(expert).drive(field.drivers(0)[0].start_cell(), keys, 7)
    assert solo is not None
    clean = (solo.losses == 0) & (solo.shortcuts == 0) & ~solo.spare
    assert clean.sum() > 100
    for i in np.flatnonzero(clean).tolist():
        car = races[i].races[0].racers[0].result
        assert (car.time, car.turns, car.outcome) == (solo.time[i], solo.turns[i], "finished")


def test_a_board_muddied_in_a_race_is_the_board_compiled_with_that_mud() -> None:
    from pacenote.engine.board import compile_board
    from pacenote.engine.raceturn import muddied

    legs = legs_of(EXAMPLES / "rulebook" / "rally-3-ss3.stage.json", 2)
    stage = legs[0].stage
    for mud in ({3: 1}, {5: 2, 7: 1}, {6: 9}, {}):
        assert muddied(stage.graph, stage.board, mud) == compile_board(stage.graph, mud)


def test_the_plans_made_in_traffic_are_kept_on_disk(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A second drive of the stage meets its jams already planned (engine/racememo.py):
    the same races without one traffic search; a damaged entry is planned again."""
    from pacenote.engine import raceturn

    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(tmp_path))
    rules = load_ruleset()

    def drive() -> list[list[object]]:
        legs = legs_of(EXAMPLES / "rulebook" / "rally-3-ss3.stage.json", 4)
        field = Field(legs, rules, "expert", 4)
        return [race_facts(r) for r in run_rallies(legs, rules, field, 2, np.arange(40))]

    first = drive()
    assert any(x[9] for r in first for x in r[:-1])  # traffic changed some plans
    entries = list((tmp_path / "racememo").glob("*.json"))
    assert len(entries) == 1

    def no_search(*args: object, **kwargs: object) -> None:
        raise AssertionError("a traffic plan searched again")

    with monkeypatch.context() as m:
        m.setattr(raceturn, "_traffic_plan", no_search)
        assert drive() == first
    entries[0].write_bytes(entries[0].read_bytes()[:-40] + b"garbage" * 6)
    assert drive() == first
