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
    res = runner.invoke(app, ["drive", "--help"], terminal_width=200)
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
