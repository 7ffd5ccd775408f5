"""Rallies: the *.rally.json model and loader, and the rally-level findings."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pacenote.cli.validate import validate_paths
from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage, native
from pacenote.rally import load_rally
from pacenote.validators.guidelines import rally_class

ROOT = Path(__file__).resolve().parent.parent
RALLY1 = ROOT / "examples" / "rally-1"


def errors(report) -> set[str]:
    return {f.code for f in report.findings if f.severity == "error"}


def codes(report) -> set[str]:
    return {f.code for f in report.findings}


@pytest.fixture()
def rally_dir(tmp_path):
    for name in ("ss1.stage.json", "ss2.stage.json", "ss3.stage.json"):
        shutil.copy(RALLY1 / name, tmp_path / name)
    return tmp_path


def write_rally(folder: Path, stages, **extra) -> Path:
    path = folder / "test.rally.json"
    path.write_text(json.dumps({"format": "pacenote-rally", "version": 1, "name": "Test",
                                "stages": stages, **extra}), "utf-8")
    return path


PLAN = [{"file": "ss1.stage.json", "service": True}, {"file": "ss2.stage.json", "service": True},
        {"file": "ss3.stage.json", "service": False}]


def test_rally_1_loads_as_the_rulebook_plans_it():
    rally = load_rally(RALLY1 / "rally-1.rally.json")
    assert rally.name == "Rally 1"
    assert [s.label for s in rally.stages] == ["SS1", "SS2", "SS3"]
    assert [s.service for s in rally.stages] == [True, True, False]
    stages = rally.load_stages()
    # The rulebook lists 201a (the service park) for SS1 and SS2, not for SS3.
    assert ["201a" in s.tile_ids() for s in stages] == [True, True, False]


def test_rally_1_is_valid_and_a_medium_rally():
    reports = validate_paths([RALLY1 / "rally-1.rally.json"])
    assert [Path(r.file).name for r in reports] == ["rally-1.rally.json", "ss1.stage.json",
                                                    "ss2.stage.json", "ss3.stage.json"]
    assert all(not errors(r) for r in reports)
    length = [f for f in reports[0].findings if f.code == "rally-length"]
    assert len(length) == 1
    assert "30 road tiles (short, short, short): a medium rally" in length[0].message
    assert "one of the rulebook's plans" in length[0].message


def test_service_planned_after_a_stage_without_a_service_park(rally_dir):
    plan = [dict(s) for s in PLAN]
    plan[2]["service"] = True  # SS3 has no 201a
    report = validate_paths([write_rally(rally_dir, plan)])[0]
    assert errors(report) == {"rally-service-missing"}
    f = next(f for f in report.findings if f.code == "rally-service-missing")
    assert f.where.stages == ("SS3",)
    assert "rally-service-after-last-stage" in codes(report)
    assert not errors(validate_paths([write_rally(rally_dir, PLAN)])[0])


def test_service_park_the_plan_does_not_have(rally_dir):
    plan = [dict(s) for s in PLAN]
    plan[0]["service"] = False  # SS1 ends with 201a
    report = validate_paths([write_rally(rally_dir, plan)])[0]
    assert errors(report) == {"rally-service-unplanned"}
    f = next(f for f in report.findings if f.code == "rally-service-unplanned")
    assert f.where.stages == ("SS1",) and f.where.tiles == ("201a",)


def test_invalid_inline_stage(rally_dir):
    stage = native.to_dict(load_stage(rally_dir / "ss3.stage.json"))
    broken = dict(stage, tiles=[t for t in stage["tiles"]  # the FINISH removed
                                if not t["tile"].startswith("203")])
    plan = [dict(PLAN[0]), {"label": "Shakedown", "stage": broken, "service": False}]
    reports = validate_paths([write_rally(rally_dir, plan)])
    rally, first, inline = reports
    assert errors(rally) == {"rally-stage-invalid"}
    f = next(f for f in rally.findings if f.code == "rally-stage-invalid")
    assert f.where.stages == ("Shakedown",) and "no-finish" in f.message
    assert inline.file.endswith("test.rally.json#stages[1]")
    assert errors(inline) == {"no-finish"}
    fixed = [dict(PLAN[0]), {"label": "Shakedown", "stage": stage, "service": False}]
    assert not any(errors(r) for r in validate_paths([write_rally(rally_dir, fixed)]))


def test_missing_stage_file(rally_dir):
    (rally_dir / "ss2.stage.json").unlink()
    reports = validate_paths([write_rally(rally_dir, PLAN)])
    rally = reports[0]
    assert errors(rally) == {"rally-stage-unreadable"}
    missing = next(r for r in reports if r.file.endswith("ss2.stage.json"))
    assert missing.unreadable and "no such file" in missing.findings[0].message
    assert not any(r.unreadable for r in validate_paths([RALLY1 / "rally-1.rally.json"]))


def test_one_stage_rally_is_a_warning(rally_dir):
    report = validate_paths([write_rally(rally_dir, PLAN[2:])])[0]
    assert not errors(report) and "rally-single-stage" in codes(report)


def test_boxes_apply_to_the_rally_stages(rally_dir):
    stage = native.to_dict(load_stage(rally_dir / "ss3.stage.json"))
    doubled = dict(stage, tiles=[*stage["tiles"], {"tile": "205a", "q": 20, "r": -20, "rot": 0}])
    plan = [{"stage": doubled, "service": False}, dict(PLAN[2])]
    one_box = validate_paths([write_rally(rally_dir, plan)])
    assert errors(one_box[1]) == {"tile-used-twice"}
    two_boxes = validate_paths([write_rally(rally_dir, plan, boxes=2)])
    assert not any(errors(r) for r in two_boxes)


def test_rally_classes():
    assert rally_class([10, 10]) == ("short", True)
    assert rally_class([10, 10, 10]) == ("medium", True)
    assert rally_class([18, 18]) == ("medium", True)
    assert rally_class([14, 14, 14]) == ("long", True)
    assert rally_class([10, 10, 10, 10]) == ("long", False)  # 40 tiles: nearest is long
    assert rally_class([10, 14]) == ("short", False)  # 24 tiles


@pytest.mark.parametrize(("content", "where"), [
    ({"format": "pacenote-rally", "version": 1}, "$"),
    ({"format": "pacenote-rally", "version": 1, "stages": [{"file": "a.rgt"}]}, "$.stages[0]"),
    ({"format": "pacenote-rally", "version": 1,
      "stages": [{"file": "a.rgt", "service": "yes"}]}, "$.stages[0].service"),
    ({"format": "pacenote-rally", "version": 1,
      "stages": [{"stage": {"format": "pacenote-stage", "version": 1,
                            "tiles": [{"tile": "202a", "q": 0, "r": 0, "rot": 9}]},
                  "service": False}]}, "$.stages[0].stage.tiles[0].rot"),
])
def test_bad_rally_files_name_the_json_path(tmp_path, content, where):
    path = tmp_path / "bad.rally.json"
    path.write_text(json.dumps(content), "utf-8")
    with pytest.raises(PacenoteFileError) as exc:
        load_rally(path)
    assert exc.value.where == where
    report = validate_paths([path])[0]
    assert report.unreadable and report.findings[0].message.startswith(where)
