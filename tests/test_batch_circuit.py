"""Circuit races in a batch (engine/batchcircuit.py, docs/engine.md "Batched races"):
GT circuits (grid start, laps, weather, yellow flags, off the track, pit stops) and DIRT
circuits (the RX joker, the ice loop) against the per-run engine they replace: the same
statistics within 3 standard errors on every circuit example, a run the same in any
batch, a car alone playing exactly the solo batch's turns."""

from __future__ import annotations

import uuid
from pathlib import Path

import numpy as np
import pytest
from test_batch_race import METRICS, Metric, far_apart, race_facts

from pacenote.engine import batchrace
from pacenote.engine.batchcircuit import CircuitRace
from pacenote.engine.batchrace import BatchIn
from pacenote.engine.batchrally import batched, run_rallies
from pacenote.engine.drivers import Driver
from pacenote.engine.montecarlo import tables_of
from pacenote.engine.race import Racer, RaceStage
from pacenote.engine.racing import Field
from pacenote.engine.rally import RallyLeg, RallyResult
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.testdrive import DriveSettings, RaceEntry, _entries_ruleset, _race_legs
from pacenote.loading import load_known_stage

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
CIRCUITS = sorted([*(EXAMPLES / "gt").glob("*.stage.json"),
                   *(EXAMPLES / "gt-exp").glob("*.stage.json"),
                   EXAMPLES / "dirt-circuits" / "ice-loop.stage.json",
                   EXAMPLES / "rx" / "rx-joker.stage.json"])
GT_CIRCUIT = EXAMPLES / "gt" / "circuit-1.stage.json"


def circuit(path: Path, players: int, laps: int) -> tuple[list[RallyLeg], Ruleset]:
    stage, tileset = load_known_stage(path)
    entries = [RaceEntry(path.name, stage, False, tileset)]
    rules = _entries_ruleset(entries)
    return _race_legs(entries, DriveSettings(players=players, laps=laps), rules), rules


def racers(r: RallyResult) -> list[Racer]:
    return [x for race in r.races for x in race.racers]


CIRCUIT_METRICS: dict[str, Metric] = {
    **METRICS,
    "pit stops": lambda r: sum(x.pit_stops for x in racers(r)),
    "rounds led by #1": lambda r: sum(x.rounds_led for x in racers(r) if x.driver_id == 0),
    "laps led by #1": lambda r: sum(x.laps_led for x in racers(r) if x.driver_id == 0),
    "place of #1": lambda r: r.positions[0],
}


def both(path: Path, players: int, laps: int, runs: int, seed: int
         ) -> tuple[list[RallyResult], list[RallyResult]]:
    legs, rules = circuit(path, players, laps)
    assert batched(legs, rules, "expert")
    field = Field(legs, rules, "expert", players)
    batch = run_rallies(legs, rules, field, seed, np.arange(runs))
    return batch, [field.run(seed, i) for i in range(runs)]


def test_a_gt_race_of_four_matches_the_per_run_engine() -> None:
    batch, per_run = both(GT_CIRCUIT, 4, 2, 60, 11)
    assert far_apart(batch, per_run, CIRCUIT_METRICS) == []
    # turns the per-run engine played (the cars changed their plan), and what GT adds
    facts = [x for r in batch for x in racers(r)]
    assert any(x.traffic_at for x in facts)
    assert any(x.pit_stops for x in facts)
    assert any(b == "crash" for x in facts for _, _, b in x.result.locs)
    assert all(sorted(r.positions.values()) == [1, 2, 3, 4] for r in batch)
    assert all(sum(x.laps_led for x in racers(r)) == 2 for r in batch)


@pytest.mark.slow
@pytest.mark.parametrize("path", CIRCUITS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_circuit_example_races_as_the_per_run_engine(path: Path) -> None:
    batch, per_run = both(path, 3, 1, 30, 4)
    assert far_apart(batch, per_run, CIRCUIT_METRICS) == []


def circuit_facts(r: RallyResult) -> list[object]:
    return race_facts(r) + [(x.finish_place, x.rounds_led, x.laps_led, x.pit_stops)
                            for x in racers(r)]


def test_a_circuit_run_is_the_same_in_any_batch() -> None:
    legs, rules = circuit(GT_CIRCUIT, 4, 2)
    field = Field(legs, rules, "expert", 4)
    whole = run_rallies(legs, rules, field, 5, np.arange(20))
    some = run_rallies(legs, rules, field, 5, np.array([13, 4, 17]))
    assert [circuit_facts(r) for r in some] == [circuit_facts(whole[i]) for i in (13, 4, 17)]
    assert any(x.traffic_at for r in whole for x in racers(r))


@pytest.mark.parametrize("path", [GT_CIRCUIT, EXAMPLES / "rx" / "rx-joker.stage.json"],
                         ids=["gt", "rx-joker"])
def test_a_car_alone_on_a_circuit_plays_the_solo_batch_turns(path: Path) -> None:
    """A car alone from pole position, every lap from the turn tables: the runs without
    a loss of control (no card back, damage or weather drawn from the race's decks and
    bag) are the solo batch's, turn for turn."""
    legs, rules = circuit(path, 1, 2)
    field = Field(legs, rules, "expert", 1)
    races = run_rallies(legs, rules, field, 7, np.arange(120))
    driver = field.drivers(0)[0]
    assert driver.exact is not None
    keys = batchrace.race_key(np.arange(120), 0, 0)
    _, solo = tables_of(driver.exact).drive(legs[0].stage.pole[0], keys, 7)
    assert solo is not None
    clean = (solo.losses == 0) & (solo.shortcuts == 0) & ~solo.spare
    assert clean.sum() > 30
    for i in np.flatnonzero(clean).tolist():
        car = races[i].races[0].racers[0].result
        assert (car.time, car.turns, car.outcome) == (solo.time[i], solo.turns[i], "finished")


def test_the_weather_option_off_is_raced_run_by_run() -> None:
    """A weather token discarded and another drawn is not played in the batch."""
    legs, rules = circuit(GT_CIRCUIT, 2, 1)
    assert batched(legs, rules, "expert")
    assert not batched(legs, rules.with_options(weather="off"), "expert")
    assert not batched(legs, rules, "balanced")


def test_the_gt_plans_are_kept_on_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """A second drive of the circuit finds the plans into the pits and on the other
    dashboard sides already made (engine/gtmemo.py): all of them read from disk before
    the races, the same races."""
    from pacenote.engine import gtmemo

    key, fresh = gtmemo._key, uuid.uuid4().hex  # an entry of this test alone
    monkeypatch.setattr(gtmemo, "_key", lambda s, d: f"{key(s, d)}-{fresh}")
    store = gtmemo.store
    loaded: list[int] = []

    def stored(stage: RaceStage, drivers: tuple[Driver, Driver], before: int) -> None:
        loaded.append(before)
        store(stage, drivers, before)

    monkeypatch.setattr(gtmemo, "store", stored)

    def drive() -> tuple[list[list[object]], int]:
        legs, rules = circuit(GT_CIRCUIT, 3, 1)
        field = Field(legs, rules, "expert", 3)
        facts = [circuit_facts(r) for r in run_rallies(legs, rules, field, 9, np.arange(40))]
        return facts, gtmemo.held(legs[0].stage)

    first, planned = drive()
    assert planned > 0 and loaded == [0]
    assert drive() == (first, planned)
    assert loaded == [0, planned]  # every one read from disk, none planned again


@pytest.mark.slow
def test_a_rally_of_gt_circuits_matches_the_per_run_engine() -> None:
    """Two circuits of 1 and 2 laps, the damage carried from the first to the second."""
    from pacenote.rally import load_rally

    rally = load_rally(EXAMPLES / "gt-exp" / "team-challenge-x2.rally.json")
    entries = []
    for e in rally.stages:
        stage, tileset = load_known_stage(rally.stage_file(e)) if e.file else (e.inline, None)
        entries.append(RaceEntry(e.label, stage, e.service, tileset))
    rules = _entries_ruleset(entries)
    legs = _race_legs(entries, DriveSettings(players=3), rules)
    assert batched(legs, rules, "expert") and [leg.laps for leg in legs] == [1, 2]
    field = Field(legs, rules, "expert", 3)
    batch = run_rallies(legs, rules, field, 1, np.arange(30))
    assert far_apart(batch, [field.run(1, i) for i in range(30)], CIRCUIT_METRICS) == []


def one_race(players: int = 2) -> CircuitRace:
    legs, rules = circuit(GT_CIRCUIT, players, 1)
    field = Field(legs, rules, "expert", players)
    lead, follow = field.drivers(0)[0], field.follow(0)
    return CircuitRace(legs[0].stage, rules, (lead, follow[0] if follow else lead), 0, 0,
                       BatchIn(np.arange(1), [list(range(players))]))


def only(race: CircuitRace, damage: str) -> None:
    """The field's bag holds one token, of ``damage``."""
    race.bag[0] = [int(t.damage == damage) for t in race.rules.tokens]


def test_a_table_crash_drawing_a_weather_token_flips_the_run_s_weather() -> None:
    race = one_race()
    only(race, "weather")
    cell = race.stage.pole[0]
    race._crash_damage(0, 1, cell, 6, 0)  # gear 6: 2 or more tokens; one in the bag
    assert race.damage[0][1]["weather"] == 1 and bool(race.wet[0]) and race.changes[0] == 1
    assert race.bag[0].tolist() == [int(t.damage == "weather") for t in race.rules.tokens]
    # every dashboard flipped: the cars' road tyres in the wet are not the tables' side
    assert race._touched(np.array([0, 0]), np.array([0, 1]), np.zeros(2, bool)).all()
    only(race, "yellow_flag")
    race._crash_damage(0, 0, cell, 6, 1)
    assert race.flags[0] == {0: race.stage.board.tile_index[cell] % race.stage.lap_tiles}


def test_a_move_ending_in_first_in_a_pit_cell_makes_the_stop_the_driver_wants() -> None:
    race = one_race()
    race.wet[0] = True  # dry tyres in the wet: the driver wants rain tyres
    pit = min(race.stage.pit_cells, key=lambda c: race.stage.board.front[c])
    race.cell[0, 0], race.gear[0, 0] = pit, 1
    race._pits(np.array([0]), np.array([0]))
    assert race.pit_stops[0, 0] == 1 and race.pit_lane[0][0] == "tyres"
    assert bool(race.beside[0, 0]) and race.gear[0, 0] == 0
    assert race.tyre_names[race.tyre[0, 0]] == race.rules.tyres_for("wet")
    turns = int(race.turns[0, 0])
    plays = race._back_on_track(np.array([0]), np.array([0]))  # token 0: back, and on
    assert plays.tolist() == [True] and not race.beside[0, 0] and race.turns[0, 0] == turns
