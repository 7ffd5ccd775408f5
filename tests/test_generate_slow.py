"""The done-when briefs of issue 25, end to end through the command line (slow: the
engine's exact drives and a raced rally)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from pacenote.cli.app import app
from pacenote.engine.testdrive import DriveSettings, RaceEntry, test_drive, test_race
from pacenote.formats import load_stage
from pacenote.generate.brief import Brief, parse_table
from pacenote.generate.footprint import footprint
from pacenote.generate.make import generate_stage
from pacenote.generate.settings import load_settings
from pacenote.hexgrid import Hex
from pacenote.rally import load_rally
from pacenote.tiles import load_tileset
from pacenote.validators import StageContext, stage_figures, validate_stage

pytestmark = pytest.mark.slow


def test_done_when_medium_stage_for_a_120x80_table(tmp_path):
    out = tmp_path / "s.stage.json"
    result = CliRunner().invoke(app, [
        "generate", "--boxes", "dirt-core", "--class", "medium", "--difficulty", "medium",
        "--table", "120x80", "--seed", "1", "-o", str(out)])
    assert result.exit_code == 0, result.output
    stage = load_stage(out)
    findings = validate_stage(stage)
    assert not [f for f in findings if f.severity in ("error", "warning")]
    figures = stage_figures(StageContext(stage, load_tileset(stage.tileset)))
    assert figures.stage_class == "medium"
    report = test_drive(stage, DriveSettings(runs=20))
    assert report.finished > 0 and report.par_time is not None
    fp = footprint((Hex(p.q, p.r) for p in stage.tiles), load_settings().tile_cm["dirt"],
                   parse_table("120x80"))
    assert fp.fits(parse_table("120x80"))
    assert "MISSED" not in result.output.split("checks")[1]  # 0 errors, 0 warnings line


def test_par_brief_lands_near_the_exact_par():
    # a budget the counted work never reaches: the same stage on any machine
    result = generate_stage(Brief(par=150.0), seed=1, budget=600)
    best = result.candidates[0]
    report = test_drive(result.stage(0), DriveSettings(runs=10))
    assert report.par_time == pytest.approx(best.par)
    assert abs(report.par_time - 150.0) <= 10.0


def test_rally_of_three_stages_for_90_minutes(tmp_path):
    out = tmp_path / "r.rally.json"
    result = CliRunner().invoke(app, [
        "generate", "--rally", "--stages", "3", "--service", "after:1,2", "--minutes", "90",
        "--players", "4", "--budget", "20", "-o", str(out), "--bundle", str(tmp_path / "b")])
    assert result.exit_code == 0, result.output
    rally = load_rally(out)
    # the bundle, written by pacenote export's own code from the rally just written
    assert "wrote " in result.output and "3 stages, index.html" in result.output
    bundle = tmp_path / "b"
    assert (bundle / "index.html").is_file() and (bundle / "r.pdf").is_file()
    assert [load_stage(bundle / f"{e.label.lower()}.stage.json").tiles
            for e in rally.stages] == [s.tiles for s in rally.load_stages()]
    stages = rally.load_stages()
    assert [e.service for e in rally.stages] == [True, True, False]
    for stage in stages:
        assert not [f for f in validate_stage(stage) if f.severity in ("error", "warning")]
    ids = [{p.tile for p in s.tiles} for s in stages]
    assert ids[0] != ids[1] != ids[2] != ids[0]
    race = test_race([RaceEntry(e.label, s, e.service) for e, s in zip(rally.stages, stages,
                                                                        strict=True)],
                     DriveSettings(players=4, runs=20, seed=1))
    assert abs(race.play_minutes - 90) <= 0.15 * 90
