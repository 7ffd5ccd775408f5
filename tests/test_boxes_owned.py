"""Boxes by name wherever boxes are taken: validate and layout's --boxes, the rally file's
``boxes``, the editor's Stage dock; the old count keeps its meaning (N copies of the box
of each tileset the stage uses); copies count per box, and a box not owned holds none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import EXAMPLES, settle
from typer.testing import CliRunner

from pacenote.boxes import BoxListError, owned_counts, parse_boxes
from pacenote.cli import app
from pacenote.formats import load_stage
from pacenote.rally import load_rally
from pacenote.tiles import load_tileset
from pacenote.validators import validate_stage

ASPHALT = EXAMPLES / "dirt-110" / "asphalt.stage.json"
CLIMB = EXAMPLES / "dirt-climb" / "climb.stage.json"


def errors(stage_path: Path, boxes: object) -> list[str]:
    return [f.code for f in validate_stage(load_stage(stage_path), boxes=boxes)  # type: ignore[arg-type]
            if f.severity == "error"]


def test_a_count_or_names() -> None:
    assert parse_boxes("3") == 3 and parse_boxes(2) == 2
    assert parse_boxes("dirt-core,dirt-climb") == ("dirt-core", "dirt-climb")
    with pytest.raises(BoxListError, match="did you mean dirt-core"):
        parse_boxes("dirt-coer")
    copies = load_tileset("dirt-core+dirt-exp-3xx").copies
    assert owned_counts(2, copies)[301] == 2 and owned_counts(2, copies)[210] == 2
    named = owned_counts(("dirt-core", "dirt-monte-carlo", "dirt-110-percent"), copies)
    assert (named[210], named[301], named[325]) == (1, 2, 0)  # 325: only in DIRT Climb


def test_the_boxes_owned_decide_which_tiles_a_stage_may_use() -> None:
    assert errors(CLIMB, 1) == []  # the old meaning: a copy of each tileset's box
    assert errors(CLIMB, ("dirt-core", "dirt-climb")) == []
    assert errors(CLIMB, ("dirt-core", "dirt-110-percent")) == ["too-many-copies"] * 2
    stage = load_stage(CLIMB)
    messages = [f.message for f in validate_stage(stage, boxes=("dirt-core",))
                if f.code == "too-many-copies"]
    assert any(m.endswith("is used 1 time (325a at 4,-2) but your boxes (dirt-core) hold no "
                          "tile 325") for m in messages), messages


def test_validate_and_layout_take_box_names(tmp_path: Path) -> None:
    runner = CliRunner(env={"COLUMNS": "400"})
    ok = runner.invoke(app, ["validate", str(CLIMB), "--boxes", "dirt-core,dirt-climb"])
    assert ok.exit_code == 0, ok.output
    bad = runner.invoke(app, ["validate", str(CLIMB), "--boxes", "dirt-core"])
    assert bad.exit_code == 1 and "hold no tile 325" in bad.output
    typo = runner.invoke(app, ["validate", str(CLIMB), "--boxes", "dirt-coer"])
    assert typo.exit_code == 2 and "did you mean dirt-core" in typo.output
    out = tmp_path / "s.stage.json"
    laid = runner.invoke(app, ["layout", "202a", "325a", "203a", "-o", str(out), "--boxes",
                               "dirt-core"])
    assert laid.exit_code == 2 and "--boxes dirt-core,dirt-climb" in laid.output
    laid = runner.invoke(app, ["layout", "202a", "325a", "203a", "-o", str(out), "--boxes",
                               "dirt-core,dirt-climb"])
    assert laid.exit_code == 0, laid.output


def test_a_rally_file_names_its_boxes_and_keeps_the_old_count(tmp_path: Path) -> None:
    stage = tmp_path / "climb.stage.json"
    stage.write_text(CLIMB.read_text("utf-8"), "utf-8")
    rally = {"format": "pacenote-rally", "version": 1, "name": "Hill",
             "stages": [{"file": "climb.stage.json", "service": False}],
             "boxes": "dirt-core,dirt-climb"}
    path = tmp_path / "hill.rally.json"
    path.write_text(json.dumps(rally), "utf-8")
    assert load_rally(path).boxes == ("dirt-core", "dirt-climb")
    assert CliRunner().invoke(app, ["validate", str(path)]).exit_code == 0
    rally["boxes"] = "dirt-core"
    path.write_text(json.dumps(rally), "utf-8")
    assert CliRunner().invoke(app, ["validate", str(path)]).exit_code == 1
    rally["boxes"] = 2
    path.write_text(json.dumps(rally), "utf-8")
    assert load_rally(path).boxes == 2
    rally["boxes"] = "no-such-box"
    path.write_text(json.dumps(rally), "utf-8")
    result = CliRunner().invoke(app, ["validate", str(path)])
    assert result.exit_code == 2 and "$.boxes" in result.output


@pytest.mark.usefixtures("isolated")
def test_the_stage_dock_takes_box_names(qtbot, window) -> None:  # noqa: ANN001
    w = window
    assert w.files.open_file(ASPHALT)
    settle(qtbot, w)
    palette = w.palette
    assert palette.is_available("311a")
    w.stage_panel.box_names.setText("dirt-core")
    w.stage_panel.box_names.editingFinished.emit()
    assert w.worker.boxes == ("dirt-core",)
    assert not w.stage_panel.boxes.isEnabled()
    assert w.stage_panel.boxes.suffix() == " (the boxes named below count)"
    assert not palette.is_available("311b")  # no DIRT 110% box owned: no tile 311
    qtbot.waitUntil(lambda: "too-many-copies" in {f.code for f in w.analysis.findings})
    w.stage_panel.box_names.setText("dirt-core, dirt-110-percent")
    w.stage_panel.box_names.editingFinished.emit()
    qtbot.waitUntil(lambda: "too-many-copies" not in {f.code for f in w.analysis.findings})
    w.stage_panel.box_names.setText("dirt-cor")
    w.stage_panel.box_names.editingFinished.emit()
    assert "did you mean dirt-core" in w.stage_panel.box_names.toolTip()
    assert w.worker.boxes == ("dirt-core", "dirt-110-percent")
    w.stage_panel.box_names.clear()
    w.stage_panel.box_names.editingFinished.emit()
    assert w.worker.boxes == w.stage_panel.boxes.value() and w.stage_panel.boxes.isEnabled()


def test_tilelist_groups_by_box_and_keeps_scenery_apart(tmp_path: Path) -> None:
    stage = tmp_path / "s.stage.json"
    data = json.loads(CLIMB.read_text("utf-8"))
    data["tiles"] += [{"tile": "903a", "q": 9, "r": 9, "rot": 0},
                      {"tile": "301a", "q": -9, "r": 9, "rot": 0}]
    stage.write_text(json.dumps(data), "utf-8")
    out = CliRunner().invoke(app, ["tilelist", str(stage)]).output.splitlines()
    heads = [line for line in out if not line.startswith(" ")]
    assert heads == ["DIRT Core Box:", "DIRT Monte Carlo or DIRT 110%:", "DIRT Climb:",
                     "DIRT Copilot Pack (scenery):"]
    assert out[out.index("DIRT Copilot Pack (scenery):") + 1] == "  1 x 903a"
    core = out[1:out.index("DIRT Monte Carlo or DIRT 110%:")]
    assert "  1 x 202a" in core and not any("903" in line for line in core)
