"""``pacenote drive`` option handling: ``--trace-run N`` asks for a trace by itself."""

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
