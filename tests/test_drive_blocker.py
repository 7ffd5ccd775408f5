"""Why a stage cannot be test-driven: one answer (pacenote.drivable) in the engine, the
CLI, the editor's analysis and the validators, in one vocabulary of problem codes."""

from __future__ import annotations

import pytest
from conftest import run_pacenote
from test_validators_structure import start_line_at_entry, tileset_with

from pacenote.autolayout import layout
from pacenote.course import CHAIN_CONSEQUENCES, ISSUE_CODES, build_course
from pacenote.drivable import NO_GRID, drive_blocker
from pacenote.editor.analysis import analyse
from pacenote.engine import CannotDrive, DriveSettings, test_drive
from pacenote.formats import save_stage
from pacenote.stage import Placement, Stage
from pacenote.tiles import load_tileset
from pacenote.validators import validate_stage
from pacenote.validators.codes import CODES

REASON = ("the road of 202a at 0,0 runs into 205a at 1,0, which has no road on that side: "
          "turn one of them or put another tile there")


def blocked_stage() -> Stage:
    """202a-205a(turned)-206a-203a plus a second 206a far away (issue 9): the road of the
    START runs into the turned straight; the spare 206a breaks the box's count too."""
    stage = layout(["202a", "205a", "206a", "203a"])
    mid = stage.tiles[1]
    turned = stage.replaced(1, Placement(mid.tile, mid.q, mid.r, (mid.rot + 1) % 6))
    return turned.placed(Placement("206a", 9, -4, 0))


def test_the_drive_blocker_names_the_real_reason_everywhere(tmp_path):
    stage = blocked_stage()
    assert stage.tiles[1].hex.q == 1 and stage.tiles[0].hex.q == 0  # the REASON's hexes
    codes = {f.code for f in validate_stage(stage) if f.severity == "error"}
    assert codes == {"road-into-no-road", "tile-used-twice"}  # the tile count is no blocker
    assert drive_blocker(build_course(stage)) == REASON
    assert analyse(stage, load_tileset()).drive_blocker == REASON  # was "206a is placed 2 times"
    with pytest.raises(CannotDrive) as refused:
        test_drive(stage, DriveSettings(runs=1))
    assert str(refused.value) == REASON
    path = tmp_path / "blocked.stage.json"
    save_stage(stage, path)
    done = run_pacenote("drive", path, "-n", "1")
    assert (done.returncode, done.stderr) == (2, f"pacenote: error: {path}: cannot drive: "
                                                 f"{REASON}\n")


def test_findings_are_built_from_course_issues_in_one_vocabulary():
    assert set(ISSUE_CODES) - set(CHAIN_CONSEQUENCES) <= set(CODES)
    stage = blocked_stage()
    issue = next(i for i in build_course(stage).issues if i.code == "road-into-no-road")
    finding = next(f for f in validate_stage(stage) if f.code == issue.code)
    assert finding.message == issue.message


def test_a_complete_course_without_a_grid_cannot_be_driven():
    tileset = tileset_with(start_line_at_entry)  # nothing behind the START's line
    stage = layout(["202a", "205a", "206a", "203a"], tileset=tileset)
    course = build_course(stage, tileset)
    assert course.complete and drive_blocker(course) == NO_GRID
    with pytest.raises(CannotDrive, match=f"^{NO_GRID}$"):
        test_drive(stage, DriveSettings(runs=1), tileset=tileset)
