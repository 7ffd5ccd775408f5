"""`pacenote validate` through the real command: output formats and exit codes."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

from conftest import run_pacenote

from pacenote.loading import find_stage_files

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
DATA = ROOT / "tests" / "data"
LINE = re.compile(r"^(?P<file>.+?): (?P<severity>error|warning|info) (?P<code>[a-z-]+)"
                  r"(?: \[(?P<where>[^\]]*)\])?: (?P<message>.+)$")
SUMMARY = re.compile(r"^\d+ files? checked(, \d+ files? could not be read)?: ")


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return run_pacenote("validate", *args, cwd=cwd)


def findings(out: str) -> list[dict[str, str]]:
    lines = out.strip().splitlines()
    assert SUMMARY.match(lines[-1]), lines[-1]
    parsed = [LINE.match(line) for line in lines[:-1]]
    assert all(parsed), [line for line, m in zip(lines, parsed, strict=False) if not m]
    return [m.groupdict() for m in parsed if m]


def test_examples_are_valid_exit_0():
    out = run(str(EXAMPLES))
    assert out.returncode == 0, out.stdout + out.stderr
    found = findings(out.stdout)
    assert not [f for f in found if f["severity"] == "error"]
    files = {Path(f["file"]).name for f in found}
    assert {"ss1.stage.json", "ss2.stage.json", "ss3.stage.json", "rally-1.rally.json",
            "rally-6-ss3.stage.json"} <= files
    checked = len(find_stage_files(EXAMPLES))  # examples/gt: the GT circuits in 3 formats
    assert checked >= 29
    assert out.stdout.strip().splitlines()[-1].startswith(f"{checked} files checked: 0 errors")


def test_a_stage_with_errors_exits_1(tmp_path):
    data = json.loads((EXAMPLES / "rally-1" / "ss3.stage.json").read_text("utf-8"))
    data["tiles"] = [t for t in data["tiles"] if t["tile"] != "203a"]
    bad = tmp_path / "no-finish.stage.json"
    bad.write_text(json.dumps(data), "utf-8")
    out = run(str(bad))
    assert out.returncode == 1, out.stdout + out.stderr
    found = findings(out.stdout)
    assert [f["code"] for f in found if f["severity"] == "error"] == ["no-finish"]
    assert found[0]["file"] == str(bad) and found[0]["where"].startswith("hexes (")
    assert "(1 file with errors)" in out.stdout


def test_unreadable_file_exits_2_and_the_others_are_still_checked():
    bad = DATA / "malformed" / "not-json.json"
    good = EXAMPLES / "rally-1" / "ss1.stage.json"
    out = run(str(bad), str(good), "missing.rgt")
    assert out.returncode == 2
    assert "Traceback" not in out.stdout + out.stderr
    found = findings(out.stdout)
    unreadable = [f for f in found if f["code"] == "unreadable-file"]
    assert [Path(f["file"]).name for f in unreadable] == ["not-json.json", "missing.rgt"]
    assert unreadable[0]["message"].startswith("line 5 column 5: invalid JSON")
    assert any(Path(f["file"]).name == "ss1.stage.json" for f in found)
    assert "2 files could not be read" in out.stdout


def test_a_folder_of_mixed_files_in_one_call(tmp_path):
    shutil.copytree(EXAMPLES / "rally-1", tmp_path / "rally-1")
    (tmp_path / "rekee").mkdir()
    shutil.copy(DATA / "chicane-example1.json", tmp_path / "rekee" / "chicane.json")
    shutil.copy(DATA / "chicane-example1.rgt", tmp_path / "chicane.rgt")
    shutil.copy(EXAMPLES / "rulebook" / "rally-6-ss3.stage.json", tmp_path / "J.STAGE.JSON")
    shutil.copy(DATA / "malformed" / "bad-rot.stage.json", tmp_path / "bad-rot.stage.json")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "config.json").write_text("not json", "utf-8")  # hidden: skipped
    (tmp_path / "README.md").write_text("tracks", "utf-8")  # not a track file: skipped
    out = run(".", "--format", "json", cwd=tmp_path)
    assert out.returncode == 2, out.stderr
    reports = json.loads(out.stdout)
    files = [r["file"] for r in reports]
    assert sorted(files) == sorted(["J.STAGE.JSON", "bad-rot.stage.json", "chicane.rgt",
                                    "rally-1/rally-1.rally.json", "rally-1/ss1.stage.json",
                                    "rally-1/ss2.stage.json", "rally-1/ss3.stage.json",
                                    "rekee/chicane.json"])  # each file once
    by_file = {r["file"]: {f["code"] for f in r["findings"]} for r in reports}
    assert by_file["bad-rot.stage.json"] == {"unreadable-file"}
    assert "no-finish" in by_file["chicane.rgt"] and "no-finish" in by_file["rekee/chicane.json"]
    assert "rally-length" in by_file["rally-1/rally-1.rally.json"]
    assert not any(f["severity"] == "error" for r in reports for f in r["findings"]
                   if r["file"].startswith("rally-1/"))


def test_json_output_shape():
    out = run(str(DATA / "bom.json"), "--format", "json")
    assert out.returncode == 1
    reports = json.loads(out.stdout)
    assert isinstance(reports, list) and len(reports) == 1
    assert set(reports[0]) == {"file", "findings"}
    for f in reports[0]["findings"]:
        assert set(f) == {"code", "severity", "message", "where"}
        assert f["severity"] in ("error", "warning", "info")
        assert set(f["where"]) == {"tiles", "hexes", "cells", "placements", "stages"}
        assert all(isinstance(h, list) and len(h) == 2 for h in f["where"]["hexes"])
    first = reports[0]["findings"][0]
    assert first["code"] == "road-into-no-road"
    assert first["where"]["tiles"] == ["202a", "203a"]
    assert first["where"]["hexes"] == [[0, 0], [1, 0]]


def test_show_filters_by_severity():
    out = run(str(EXAMPLES / "rally-1"), "--show", "warning")
    assert out.returncode == 0
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1 and SUMMARY.match(lines[0])  # Rally 1 has info findings only
    out = run(str(DATA / "bom.json"), "--show", "error")
    assert [f["severity"] for f in findings(out.stdout)] == ["error"]


def test_bad_options_are_usage_errors():
    out = run(str(EXAMPLES), "--format", "xml")
    assert out.returncode == 2 and "xml" in out.stderr and "Traceback" not in out.stderr


def test_boxes_option_and_an_empty_folder(tmp_path):
    data = json.loads((EXAMPLES / "rally-1" / "ss3.stage.json").read_text("utf-8"))
    data["tiles"].append({"tile": "205a", "q": 20, "r": -20, "rot": 0})  # a second 205a
    stage = tmp_path / "two-boxes.stage.json"
    stage.write_text(json.dumps(data), "utf-8")
    out = run(str(stage))
    assert out.returncode == 1 and "error tile-used-twice" in out.stdout
    assert run(str(stage), "--boxes", "2").returncode == 0
    (tmp_path / "empty").mkdir()
    out = run(str(tmp_path / "empty"))
    assert out.returncode == 0 and "holds no stage or rally files" in out.stderr
    assert out.stdout.strip() == "0 files checked: 0 errors, 0 warnings, 0 info (no errors)"


def test_a_rally_naming_a_rally_as_a_stage(tmp_path):
    """One finding on the naming rally; the rally it names is not read as a stage, and a
    folder run reports it once, as the rally it is."""
    shutil.copytree(EXAMPLES / "rally-1", tmp_path, dirs_exist_ok=True)
    data = json.loads((tmp_path / "rally-1.rally.json").read_text("utf-8"))
    data["stages"][2]["file"] = "rally-1.rally.json"
    (tmp_path / "outer.rally.json").write_text(json.dumps(data), "utf-8")
    out = run(".", "--format", "json", cwd=tmp_path)
    assert out.returncode == 1, out.stdout  # an error, but every file could be read
    reports = json.loads(out.stdout)
    files = [r["file"] for r in reports]
    assert sorted(files) == ["outer.rally.json", "rally-1.rally.json", "ss1.stage.json",
                             "ss2.stage.json", "ss3.stage.json"]  # each file once
    by_file = {r["file"]: r["findings"] for r in reports}
    errors = [f for f in by_file["outer.rally.json"] if f["severity"] == "error"]
    assert [f["code"] for f in errors] == ["rally-stage-unreadable"]
    assert errors[0]["where"]["stages"] == ["SS3"]
    assert "SS3 (rally-1.rally.json)" in errors[0]["message"]
    assert "$.stages[2].file: a rally file, not a stage" in errors[0]["message"]
    assert not [f for f in by_file["rally-1.rally.json"] if f["severity"] == "error"]
    alone = findings(run("outer.rally.json", cwd=tmp_path).stdout)
    assert {f["file"] for f in alone} == {"outer.rally.json", "ss1.stage.json",
                                          "ss2.stage.json"}
