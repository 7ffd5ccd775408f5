"""``pacenote drive`` option handling (``--trace-run N`` asks for a trace by itself) and
the commands' one-line descriptions in ``pacenote --help``."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from pacenote.cli.app import app
from pacenote.engine import DriveSettings, test_drive
from pacenote.loading import load_known_stage

SS1 = Path(__file__).resolve().parent.parent / "examples" / "rally-1" / "ss1.stage.json"
runner = CliRunner()


def test_trace_run_alone_prints_that_run_turn_by_turn():
    res = runner.invoke(app, ["drive", str(SS1), "--runs", "3", "--seed", "4",
                              "--trace-run", "2"])
    assert res.exit_code == 0, res.output
    assert "Run 2 turn by turn (seed 4, expert)" in res.output
    stage, tileset = load_known_stage(SS1)
    direct = test_drive(stage, DriveSettings("expert", 3, 4, trace_run=2), tileset=tileset)
    assert direct.trace and direct.trace[0] in res.output


def test_trace_run_alone_traces_a_race_in_json():
    res = runner.invoke(app, ["drive", str(SS1), "--players", "2", "--runs", "2",
                              "--trace-run", "1", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["trace"]


def test_no_trace_options_no_trace():
    res = runner.invoke(app, ["drive", str(SS1), "--runs", "2", "--json"])
    assert res.exit_code == 0, res.output
    assert "trace" not in json.loads(res.output)


def test_help_says_trace_run_implies_trace():
    # rich wraps help to COLUMNS (terminal_width is click's): wide enough not to wrap
    res = runner.invoke(app, ["drive", "--help"], env={"COLUMNS": "250"})
    assert "implies --trace" in " ".join(res.output.split())


def test_every_command_is_listed_with_one_whole_sentence():
    # wide enough that nothing wraps: a second line can only be a break in the sentence
    res = runner.invoke(app, ["--help"], env={"COLUMNS": "250"})
    assert res.exit_code == 0, res.output
    panel = res.output.split("Commands")[1].splitlines()[1:]
    rows = [line.strip("│").rstrip(" │") for line in panel if line.startswith("│")]
    named = [row for row in rows if row[:2].strip()]  # " name  text", not "   more text"
    assert len(rows) == len(named) >= 10, rows  # no continuation lines
    for row in named:
        name, _, text = row.strip().partition(" ")
        assert text.strip().endswith("."), (name, text)


EXAMPLES = SS1.parent.parent
GT_EVENT = EXAMPLES / "gt-exp" / "team-challenge-x2.rally.json"
CIRCUIT_1 = EXAMPLES / "gt" / "circuit-1.stage.json"


def test_a_rally_of_gt_circuits_races_on_the_gt_rules():
    # it raced on the DIRT rules whatever its game until the rally's ruleset came from
    # its stages (engine.stage_ruleset), as the editor and the booklet now take it too
    res = runner.invoke(app, ["drive", str(GT_EVENT), "--runs", "2", "--json"])
    assert res.exit_code == 0, res.output
    report = json.loads(res.output)
    assert report["game"] == "gt"
    assert report["options"]["ruleset"] == "gt-core"


def test_the_gt_weather_options_reach_the_race():
    res = runner.invoke(app, ["drive", str(CIRCUIT_1), "--players", "2", "--runs", "2",
                              "--weather", "off", "--start-weather", "wet", "--json"])
    assert res.exit_code == 0, res.output
    options = json.loads(res.output)["options"]
    assert (options["weather"], options["start_weather"]) == ("off", "wet")


def test_a_gt_option_on_a_dirt_stage_is_refused_not_ignored():
    for flag, value in (("--weather", "off"), ("--start-weather", "wet"),
                        ("--weather-tokens", "aside")):
        res = runner.invoke(app, ["drive", str(SS1), "--runs", "2", flag, value])
        assert res.exit_code == 2, res.output
        assert flag in res.output and "only for a GT circuit" in res.output


def test_a_stage_drives_on_the_rules_of_its_game_with_the_options_given():
    from pacenote.engine import stage_ruleset

    gt, _ = load_known_stage(CIRCUIT_1)
    dirt, _ = load_known_stage(SS1)
    assert stage_ruleset(gt).game == "gt"
    assert stage_ruleset(gt, options={"start_weather": "wet"}).options.start_weather == "wet"
    assert stage_ruleset(dirt, options={"quick_start": True}).game == "dirt"
    assert stage_ruleset(dirt, options={"quick_start": True}).options.quick_start
