"""GT races: weather, tyres, pit stops and the round marker (issue 22, points 1 and 2):
the dashboards of tyres and weather as ruleset data, a weather token flipping every
dashboard, the three pit lanes and the turns they cost, the drivers' pit policies and
the expert's pit stop when its exact tables say it pays."""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path

import pytest

from pacenote.engine import Driver, load_ruleset
from pacenote.engine.circuit import lap_graph
from pacenote.engine.gtrace import (
    PitNeed,
    Weather,
    pit_need,
    race_plan,
    round_marker,
    weather_tokens,
)
from pacenote.engine.race import Racer, RaceStage, _Race
from pacenote.engine.simulate import Car, TurnRecord
from pacenote.errors import PacenoteFileError
from pacenote.loading import load_known_stage

ROOT = Path(__file__).resolve().parent.parent
CIRCUIT = ROOT / "examples" / "gt" / "circuit-1.stage.json"
GT = load_ruleset(game="gt")
WEATHER = next(k for k, t in enumerate(GT.tokens) if t.damage == "weather")


@cache
def circuit(laps: int = 2) -> RaceStage:
    from pacenote.course import build_course
    from pacenote.graph import build_graph

    stage, tileset = load_known_stage(CIRCUIT)
    return RaceStage.of(lap_graph(build_graph(build_course(stage, tileset)), laps), gt=True)


@cache
def driver(name: str) -> Driver:
    return Driver(circuit().board, GT, name)


def field(names: tuple[str, ...], rules=GT) -> tuple[_Race, list[Racer]]:  # noqa: ANN001
    racers = [Racer(i, driver(n)) for i, n in enumerate(names)]
    race = _Race(circuit(), rules, random.Random(1), racers, None, False, trace=True)
    race.grid_start()
    return race, racers


def test_tyres_and_weather_pick_the_dashboard_the_book_prints_one() -> None:
    assert GT.dashboard("road", "dry") == "asphalt" and not GT.columns["asphalt"].default
    others = {GT.dashboard(t, w) for t in ("road", "rain") for w in ("dry", "wet")} - {"asphalt"}
    assert len(others) == 3 and all(GT.columns[c].default for c in others)  # marked DEFAULTs
    assert GT.tyres_for("dry") == "road" and GT.tyres_for("wet") == "rain"
    wet_road = GT.columns[GT.dashboard("road", "wet")]
    assert wet_road.hazard_limit < GT.columns["asphalt"].hazard_limit  # road tyres lose grip
    lanes = {n: (lane.token, lane.lost_turns) for n, lane in GT.pit_lanes.items()}
    assert lanes == {"tyres": ("0", 0), "repair": ("00", 1), "repair_and_tyres": ("00", 1)}


def test_a_dashboard_naming_no_column_is_refused_with_its_json_path(tmp_path: Path) -> None:
    raw = json.loads((ROOT / "engine" / "gt-ruleset.json").read_text("utf-8"))
    raw["weather"]["dashboards"]["road"]["wet"] = "mud"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(raw), "utf-8")
    with pytest.raises(PacenoteFileError, match=r"\$\.weather\.dashboards\.road\.wet.*'mud'"):
        load_ruleset(path)


def test_every_car_starts_on_the_tyres_of_the_weather() -> None:
    race, racers = field(("balanced", "balanced"))
    assert race.weather.now == "dry" and set(race.weather.tyres.values()) == {"road"}
    wet = GT.with_options(start_weather="wet")
    race, racers = field(("balanced",), wet)
    assert race.weather.tyres[0] == "rain" and racers[0].car.column == "rain-wet"


def test_one_weather_token_flips_every_dashboard_two_cancel_out_three_flip() -> None:
    race, racers = field(("balanced", "balanced", "balanced"))
    car = racers[0].car
    for drawn, now in ((1, "wet"), (2, "wet"), (3, "dry"), (4, "dry")):
        car.bag[WEATHER] -= drawn
        rec = TurnRecord(1, car.cell, 3, "flat-out", ())
        rec.damage = ["weather"] * drawn + ["gear"]
        weather_tokens(GT, race.weather, racers, car, rec, race.rng)
        assert race.weather.now == now, drawn
        assert car.bag[WEATHER] == 6  # the weather tokens go back into the bag
    assert race.weather.changes == 2
    race.weather.now = "wet"  # and every car plays the wet side of its dashboard
    rec = TurnRecord(1, car.cell, 3, "flat-out", (), damage=["weather"])
    weather_tokens(GT, race.weather, racers, car, rec, race.rng)
    assert all(r.car.column == "asphalt" for r in racers)
    weather_tokens(GT, race.weather, racers, car, rec, race.rng)
    dice, limit = racers[1].car.dice(circuit().board, GT)
    wet = GT.columns["road-wet"]
    assert (dice.gas, limit) == (wet.gas, wet.hazard_limit) != (2, 3)


def test_the_weather_tokens_stay_aside_with_the_option() -> None:
    aside = GT.with_options(weather_tokens="aside")
    race, racers = field(("balanced",), aside)
    car = racers[0].car
    car.bag[WEATHER] -= 1
    rec = TurnRecord(1, car.cell, 3, "flat-out", (), damage=["weather"])
    weather_tokens(aside, race.weather, racers, car, rec, race.rng)
    assert race.weather.now == "wet" and car.bag[WEATHER] == 5 and "put aside" in rec.notes[-1]


def test_without_weather_a_weather_token_is_discarded_and_another_drawn() -> None:
    dry = GT.with_options(weather="off")
    race, racers = field(("balanced",), dry)
    car = racers[0].car
    car.bag[WEATHER] -= 1
    before = sum(car.bag)
    rec = TurnRecord(1, car.cell, 3, "flat-out", (), damage=["weather"])
    weather_tokens(dry, race.weather, racers, car, rec, race.rng)
    assert race.weather.now == "dry" and "weather" not in rec.damage and len(rec.damage) == 1
    assert sum(car.bag) == before - 1  # one more drawn; the weather token stays out
    assert any("discarded" in n for n in rec.notes)


def test_a_tyre_stop_puts_the_car_back_next_turn_and_it_moves_on() -> None:
    race, (r,) = field(("balanced",))
    car = r.car
    cell = min(circuit().pit_cells, key=lambda c: circuit().board.front[c])
    car.cell, car.gear = cell, 1
    race.weather.now = "wet"
    rec = TurnRecord(1, cell, 2, "one-by-one", ())
    race._pit(r, rec, PitNeed("tyres", 30.0))
    assert (car.gear, r.pit_lane, r.off_track, r.pit_stops) == (0, "tyres", True, 1)
    assert race.weather.tyres[0] == "rain" and car.column == "rain-wet"
    assert car.damage == {"gear": 0, "gas": 0, "brake": 0} and "token 0" in rec.notes[-1]
    race._back_on_track(2, r, [r])  # token 0: back on its cell and it drives on
    assert not r.off_track and r.pit_lane == "" and car.cell != cell
    assert race.turns[-1].record.start == cell and race.turns[-1].record.start_gear == 0
    assert r.result.turns == 1 and "back from the pits" in race.turns[-1].record.notes[0]


def test_a_repair_stop_costs_the_next_turn_and_a_taken_cell_one_more() -> None:
    race, (r, other) = field(("balanced", "balanced"))
    car = r.car
    cell = min(circuit().pit_cells, key=lambda c: circuit().board.front[c])
    car.cell, car.gear, car.damage = cell, 1, {"gear": 1, "gas": 1, "brake": 0}
    bag = sum(race.bag)
    race._pit(r, TurnRecord(1, cell, 2, "one-by-one", ()), PitNeed("repair", 40.0))
    assert car.damage == {"gear": 0, "gas": 0, "brake": 0} and sum(race.bag) == bag + 2
    assert race.weather.tyres[0] == "road"  # a repair keeps the tyres
    other.car.cell = cell  # a car stands on its cell: it cannot come back
    race._back_on_track(2, r, [r, other])
    assert r.off_track and race.turns[-1].record.mode == "re-entry"
    other.car.cell = cell + 1
    race._back_on_track(3, r, [r, other])  # 00: the turn only puts it back
    assert not r.off_track and car.cell == cell and car.gear == 0
    assert race.turns[-1].record.mode == "re-entry" and r.result.turns == 2


@pytest.mark.parametrize(("name", "tokens", "wanted"), [
    ("cautious", 1, "repair"), ("balanced", 1, None), ("balanced", 2, "repair"),
    ("aggressive", 2, None), ("aggressive", 3, "repair"), ("novice", 2, None)])
def test_each_personality_repairs_by_its_own_pit_policy(name: str, tokens: int,
                                                        wanted: str | None) -> None:
    race, (r,) = field((name,))
    r.car.damage = {"gear": 0, "gas": tokens, "brake": 0}
    need = pit_need(circuit(), GT, r, race.weather)
    assert (need.lane if need else None) == wanted


def test_wrong_tyres_want_a_tyre_stop_and_with_damage_both() -> None:
    race, (r,) = field(("balanced",))
    race.weather.now = "wet"
    need = pit_need(circuit(), GT, r, race.weather)
    assert need is not None and need.lane == "tyres"
    r.car.damage = {"gear": 1, "gas": 1, "brake": 0}
    need = pit_need(circuit(), GT, r, race.weather)
    assert need is not None and need.lane == "repair_and_tyres"
    # with the race nearly run, no stop pays
    r.car.cell = max(range(len(circuit().board)), key=lambda c: circuit().board.front[c]
                     if not circuit().board.finished[c] else -1)
    assert pit_need(circuit(), GT, r, race.weather) is None


def test_the_expert_pits_when_its_exact_tables_say_the_repair_pays() -> None:
    race, (r,) = field(("expert",))
    assert pit_need(circuit(), GT, r, race.weather) is None  # undamaged
    r.car.damage = {"gear": 2, "gas": 2, "brake": 2}
    need = pit_need(circuit(), GT, r, race.weather)
    assert need is not None and need.lane == "repair"
    ex = r.driver.exact
    d = ex.dm.of(r.car.damage)
    gain = float(ex.t.r[r.car.cell, 1, 0, d] - ex.t.r[r.car.cell, 0, 0, ex.dm.state((0, 0, 0))])
    assert need.worth == pytest.approx(gain - GT.lost_turn_seconds) and need.worth > 0


def test_a_driver_that_wants_a_stop_plans_its_turn_into_the_pits() -> None:
    stage = circuit()
    race, (r,) = field(("balanced",))
    board, car = stage.board, r.car
    dice, limit = car.dice(board, GT)
    ends = []
    for cell in sorted(stage.pit_cells, key=lambda c: board.front[c]):
        before = [c for c in range(len(board)) if board.front[c] < board.front[cell] - 1.5
                  and board.front[c] > board.front[cell] - 3 and not board.limit[c] < 99]
        for start in before:
            car.cell, car.gear = start, 2
            own = r.driver.plan(start, 2, dice, limit)
            steered = race_plan(stage, GT, r, dice, limit, PitNeed("repair", 60.0))
            if own is not None and steered is not None and not (
                    own.end in stage.pit_cells and own.steps[-1].gear == 1):
                ends.append((steered.end in stage.pit_cells, steered.steps[-1].gear))
    # where its own plan drives on, the stop it wants steers the turn into a pit cell in 1st
    assert ends and sum(1 for e in ends if e == (True, 1)) >= len(ends) / 2


def test_the_round_marker_is_white_then_black_and_a_played_token_shows_the_next() -> None:
    # the book: in a "black" round, the red and green cars have played (their gear tokens
    # lie white side up); Sergey ends his turn of a black round in 2nd, token white side up
    assert [round_marker(n) for n in (1, 2, 3, 4)] == ["white", "black", "white", "black"]
    black = 2
    assert round_marker(black) == "black" and round_marker(black + 1) == "white"


def test_a_traced_race_shows_the_round_marker_and_the_pit_stops(pacenote_cli) -> None:  # noqa: ANN001
    code, out, err = pacenote_cli("drive", str(CIRCUIT), "-p", "2", "--laps", "2",
                                  "--runs", "1", "--trace", "--seed", "14")
    assert code == 0, err
    assert "round 1 (white): " in out and "round 2 (black): " in out
    assert "pit stop: tyres (rain tyres on) (token 0)" in out
    assert "weather change: the track is wet now" in out
    assert "back from the pits (tyres, token 0)" in out


def test_weather_is_a_race_rule_only_the_solo_lap_reads_it_as_a_green_flag() -> None:
    weather = Weather()
    assert weather.column(GT, 0) is None  # no tyres: the cell's own column
    car = Car.at_start(circuit().pole[0], GT)
    assert car.column is None and car.dice(circuit().board, GT)[1] == 3


def test_the_race_report_names_the_weather_options(pacenote_cli) -> None:  # noqa: ANN001
    code, out, err = pacenote_cli("drive", str(CIRCUIT), "-p", "2", "--runs", "2", "--json")
    assert code == 0, err
    options = json.loads(out)["options"]
    assert (options["weather"], options["start_weather"]) == ("on", "dry")


def test_on_the_wet_side_a_driver_plans_with_that_sides_dice_and_limit() -> None:
    stage = circuit()
    race, (r,) = field(("novice",))  # it never steers for the pits: its plain plan
    car = r.car
    assert race._gt_plan(r) is None  # dry, road tyres: the driver's own plan
    race.weather.now = "wet"
    car.column = race.weather.column(GT, 0)  # road tyres in the wet: 1 coast die, limit 2
    dice, limit = car.dice(stage.board, GT)
    assert (dice.gas, limit) == (1, 2)
    for cell in stage.board.grid:
        car.cell, car.gear = cell, 0
        plan = race._gt_plan(r)
        assert plan is not None and sum(s.die == "gas" for s in plan.steps) <= 1
        assert plan == r.driver.planner(2, dice).best(cell, 0, dice)
