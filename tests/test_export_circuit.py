"""export's build guide on circuits (issue 22 point 6): with ``--par RUNS`` a circuit's
page quotes its races as ``pacenote drive CIRCUIT --players N`` reports them (races,
cars, rounds, play duration, overtakes, blocked turns) beside the lap's par time, on the
rules of its game (DIRT tiles: DIRT; GT: GT)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pacenote.engine import DriveSettings, RaceEntry, test_drive, test_race
from pacenote.export.guide import stage_guide
from pacenote.export.pages import _facts
from pacenote.formats import load_stage

ROOT = Path(__file__).resolve().parent.parent
ICE = ROOT / "examples" / "dirt-circuits" / "ice-loop.stage.json"
GT = ROOT / "examples" / "gt" / "circuit-1.stage.json"


@pytest.mark.parametrize("path", [ICE, GT], ids=["dirt", "gt"])
def test_a_circuit_guide_quotes_its_races(path: Path) -> None:
    stage = load_stage(path)
    guide = stage_guide(stage, path, players=3, par_runs=4, seed=1)
    assert guide.circuit is not None and guide.race is not None and guide.par is not None
    settings = DriveSettings("expert", 4, 1, players=3)
    race = test_race([RaceEntry(stage.name or "race", stage)], settings)
    solo = test_drive(stage, settings)
    r = guide.race
    assert (r.races, r.players, r.laps) == (4, 3, race.laps)
    assert (r.rounds, r.minutes, r.overtakes, r.blocked) == (
        race.rounds_mean, race.play_minutes, race.overtakes, race.blocked_turns)
    assert guide.par.par == solo.par_time  # the lap's par, on its game's rules
    facts = dict(_facts(guide))
    assert facts["races"] == (
        f"4 simulated races of 3 cars: {race.rounds_mean:.1f} rounds, about "
        f"{round(race.play_minutes)} min at the table; {race.overtakes:.2f} overtakes and "
        f"{race.blocked_turns:.2f} turns blocked by cars per race")


def test_a_stage_guide_has_no_race_figures() -> None:
    path = ROOT / "examples" / "rally-1" / "ss1.stage.json"
    guide = stage_guide(load_stage(path), path, par_runs=2)
    assert guide.race is None and "races" not in dict(_facts(guide))
