"""``pacenote drive`` with several cars: races on a stage and whole rallies."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from pacenote.cli.app import app

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
RALLY = EXAMPLES / "rally-1" / "rally-1.rally.json"
SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
runner = CliRunner()


def test_drive_a_rally_reports_per_driver_totals_and_the_play_duration():
    res = runner.invoke(app, ["drive", str(RALLY), "--players", "3", "--runs", "4",
                              "--json", "--driver", "balanced"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["players"] == 3 and data["runs"] == 4 and data["rally"] == str(RALLY)
    assert data["stages"] == ["SS1", "SS2", "SS3"]
    assert [d["driver_id"] for d in data["drivers"]] == [0, 1, 2]
    for d in data["drivers"]:
        assert len(d["stage_means"]) == 3
        assert abs(sum(d["stage_means"]) + d["checkpoint_seconds"] - d["total_mean"]) < 1e-6
    assert sorted(round(d["position_mean"] * 4) for d in data["drivers"]) != [0, 0, 0]
    assert data["play_minutes"] > 0 and data["car_turns_mean"] > 3 * 3
    # the rulebook's playing time of its three 10-tile stages for 3 players, beside it
    assert data["guidance_minutes"] == 3 * 10 * 2.5 * 3 / 4 + 3 * 5
    assert data["duration_note"].startswith(("within", "shorter", "longer"))


def test_a_rally_defaults_to_four_players_and_jobs_do_not_change_the_report():
    args = ["drive", str(RALLY), "--runs", "2", "--json", "--driver", "cautious",
            "--seed", "5"]
    one = runner.invoke(app, args)
    two = runner.invoke(app, [*args, "--jobs", "2"])
    assert one.exit_code == 0 and two.exit_code == 0, one.output + two.output
    assert json.loads(one.output)["players"] == 4
    assert json.loads(one.output) == json.loads(two.output)


def test_a_stage_race_traced_round_by_round():
    res = runner.invoke(app, ["drive", str(SS1), "--players", "2", "--runs", "2",
                              "--trace", "--driver", "balanced"])
    assert res.exit_code == 0, res.output
    out = res.output
    assert "races of 2 cars" in out and "play duration" in out
    assert "round 1: #" in out and "round 2: #" in out
    assert "leader dice: turn 1:" in out and "sheet #1:" in out and "sheet #2:" in out
    text = " ".join(out.split())  # the report says how its play duration stands
    assert "simulated" in text and "rulebook playing time about 12 min for these stages " \
        "and 2 players: the simulation is" in text


def test_more_than_six_players_is_a_clear_error():
    res = runner.invoke(app, ["drive", str(SS1), "--players", "7"])
    assert res.exit_code == 2 and "--players" in res.output


def test_one_run_of_one_car_is_counted_in_the_singular():
    res = runner.invoke(app, ["drive", str(RALLY), "--players", "1", "--runs", "1"])
    assert res.exit_code == 0, res.output
    text = " ".join(res.output.split())
    assert "rally-1.rally.json: 1 rally of 1 car, driver expert" in text
    assert "at the table for 1 player, simulated" in text
    assert "for these stages and 1 player: the simulation is" in text
    assert "blocked by cars per rally" in text
