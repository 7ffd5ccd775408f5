"""Every command's error paths through the real entry point: one line on stderr, exit 2.

``main()`` runs in-process (as the installed ``pacenote`` script does) so the whole matrix
stays fast; ``edit --screenshot`` opens a window, so it runs in a subprocess.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import EXAMPLES

from pacenote.cli import main

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"

# Each command that reads a stage file, with {stage} and {out} (a file in a fresh folder).
READERS = {
    "graph": ["graph", "{stage}"],
    "tilelist": ["tilelist", "{stage}"],
    "render": ["render", "{stage}", "-o", "{out}.svg"],
    "drive": ["drive", "{stage}", "--runs", "2"],
    "convert": ["convert", "{stage}", "-o", "{out}.rgt"],
    "export": ["export", "{stage}", "-o", "{out}.pdf"],
}
PROBLEMS = ["missing", "typo", "directory", "folder", "malformed", "schema"]


def pacenote(monkeypatch, capsys, *args: str | Path) -> tuple[int, str, str]:
    """Run the ``pacenote`` entry point; (exit code, stdout, stderr)."""
    monkeypatch.setattr(sys, "argv", ["pacenote", *map(str, args)])
    with pytest.raises(SystemExit) as ended:
        main()
    out = capsys.readouterr()
    return ended.value.code, out.out, out.err


def one_error_line(code: int, err: str) -> str:
    """The single stderr line of a refused command."""
    lines = err.splitlines()
    assert code == 2, err
    assert len(lines) == 1 and lines[0].startswith("pacenote: error: "), err
    return lines[0].removeprefix("pacenote: error: ")


def bad_stage(folder: Path, problem: str) -> tuple[Path, str]:
    """A stage file with ``problem``, and what the error line must say about it."""
    path = folder / "bad.stage.json"
    if problem == "missing":
        return path, f"{path}: no such file"
    if problem == "typo":  # a folder name mistyped: no extension to judge
        path = folder / "trakcs"
        return path, f"{path}: no such file"
    if problem == "directory":
        path.mkdir()
        return path, f"{path}: is a directory, not a file"
    if problem == "folder":  # a folder of tracks given where one stage goes
        path = folder / "tracks"
        path.mkdir()
        return path, f"{path}: is a directory, not a file"
    if problem == "malformed":
        path.write_text('{"format": "pacenote-stage",\n  "tiles": [}', encoding="utf-8")
        return path, f"{path}: line 2 column 13: invalid JSON"
    data = json.loads(SS1.read_text("utf-8"))
    data["tiles"][1]["rot"] = 7
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, f"{path}: $.tiles[1].rot: expected at most 5"


@pytest.mark.parametrize("problem", PROBLEMS)
@pytest.mark.parametrize("command", list(READERS))
def test_a_stage_that_cannot_be_read_is_one_line(monkeypatch, capsys, tmp_path, command,
                                                  problem):
    stage, expected = bad_stage(tmp_path, problem)
    out = tmp_path / "written"
    out.mkdir()
    args = [a.format(stage=stage, out=out / "result") for a in READERS[command]]
    code, stdout, err = pacenote(monkeypatch, capsys, *args)
    assert one_error_line(code, err).startswith(expected)
    assert not list(out.iterdir())  # nothing written


@pytest.mark.parametrize("command", ["graph", "tilelist", "render", "convert"])
def test_a_rally_given_where_a_stage_goes_is_one_line(monkeypatch, capsys, tmp_path, command):
    rally = EXAMPLES / "rally-1" / "rally-1.rally.json"
    args = [a.format(stage=rally, out=tmp_path / "result") for a in READERS[command]]
    line = one_error_line(*pacenote(monkeypatch, capsys, *args)[::2])
    assert line == f"{rally}: a rally file, not a stage: give one of its stage files"
    assert not list(tmp_path.iterdir())


def test_convert_does_not_write_a_stage_under_a_rally_name(monkeypatch, capsys, tmp_path):
    out = tmp_path / "ss1.rally.json"
    line = one_error_line(*pacenote(monkeypatch, capsys, "convert", SS1, "-o", out)[::2])
    assert line == f"{out}: a rally file, not a stage: give one of its stage files"
    assert not out.exists()


def test_drive_refuses_a_rally_stage_outside_the_rally_folder(monkeypatch, capsys, tmp_path):
    """As validate and export do: a shared rally cannot make drive read a file outside
    its folder (here a perfectly drivable stage)."""
    (tmp_path / "outside.stage.json").write_text(SS1.read_text("utf-8"), encoding="utf-8")
    folder = tmp_path / "rally"
    folder.mkdir()
    (folder / "ss1.stage.json").write_text(SS1.read_text("utf-8"), encoding="utf-8")
    rally = folder / "r.rally.json"
    rally.write_text(json.dumps({"format": "pacenote-rally", "version": 1, "stages": [
        {"file": "ss1.stage.json", "service": False},
        {"file": "../outside.stage.json", "service": False}]}), encoding="utf-8")
    code, out, err = pacenote(monkeypatch, capsys, "drive", rally, "--runs", "1")
    assert out == ""
    assert one_error_line(code, err) == (
        f"{rally}: $.stages[1].file: leads outside the rally's folder (by '..' or a symlink): "
        "stage files must be in its folder or below")


def screenshot(shot: Path, *args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pacenote", "edit", "--screenshot", str(shot),
                           *map(str, args)], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


@pytest.mark.parametrize("problem", PROBLEMS)
def test_edit_screenshot_of_a_stage_that_cannot_be_read_is_one_line(tmp_path, problem):
    stage, expected = bad_stage(tmp_path, problem)
    shot = tmp_path / "shot.png"
    done = screenshot(shot, stage)
    assert one_error_line(done.returncode, done.stderr).startswith(expected)
    assert not shot.exists()


def test_edit_screenshot_of_an_absent_finding_is_one_line(tmp_path):
    """The window was shown, yet Qt's offscreen notice does not reach stderr."""
    shot = tmp_path / "shot.png"
    done = screenshot(shot, SS1, "--finding", "no-such-code")
    line = one_error_line(done.returncode, done.stderr)
    assert line.startswith("Invalid value for --finding: no 'no-such-code' finding on this stage")
    assert not shot.exists()
    done = screenshot(shot, SS1)
    assert (done.returncode, done.stderr) == (0, "") and shot.exists()


@pytest.mark.parametrize("command", ["graph", "drive"])
def test_commands_on_the_cell_graph_name_an_unknown_tile(monkeypatch, capsys, tmp_path,
                                                         command):
    data = json.loads(SS1.read_text("utf-8"))
    data["tiles"][2]["tile"] = "299a"
    stage = tmp_path / "odd.stage.json"
    stage.write_text(json.dumps(data), encoding="utf-8")
    args = [a.format(stage=stage, out="unused") for a in READERS[command]]
    line = one_error_line(*pacenote(monkeypatch, capsys, *args)[::2])
    assert line == (f"{stage}: $.tiles[2].tile: '299a' is no tile side pacenote knows "
                    "(tilesets dirt-core, dirt-exp-3xx, gt-core, gt-exp, dirt-exp-4xx, "
                    "gt-exp-roads): a typo?")


@pytest.mark.parametrize(("args", "named"), [
    (["drive", SS1, "--runs", "0"], "'--runs'"),
    (["drive", SS1, "--driver", "robot"], "unknown driver 'robot'"),
    (["drive", SS1, "--mud", "three"], "--mud: 'three' is not COURSE_TILE[=TOKENS]"),
    (["drive", SS1, "--mud", "3=-2"], "--mud: '3=-2' is not COURSE_TILE[=TOKENS]"),
    (["drive", SS1, "--mud", "0"], "--mud: '0' is not COURSE_TILE[=TOKENS]"),
    (["drive", SS1, "--mud", "11", "--runs", "2"],
     "cannot drive: mud on course tile 11: the course has tiles 1-10"),
    (["drive", SS1, "--sisu", "maybe"], "'maybe' is not one of"),
    (["drive", SS1, "--ruleset", "{tmp}/none.json"], "{tmp}/none.json: no such file"),
    (["drive", SS1, "--wheels", "4"], "No such option: --wheels"),
    (["drive"], "Missing argument 'STAGE|RALLY'"),
    (["validate", SS1, "--format", "xml"], "--format: 'xml': expected text, json or github"),
    (["validate", SS1, "--show", "loud"], "--show: 'loud': expected error, warning or info"),
    (["validate", SS1, "--boxes", "0"], "Invalid value for --boxes: 0: a box count is 1 to 9"),
    (["convert", SS1, "-o", "{tmp}/x.json", "--to", "xml"], "'xml' is not one of"),
    (["convert", SS1, "-o", "{tmp}/x.txt"], "{tmp}/x.txt: unknown stage file type"),
    (["export", SS1, "-o", "{tmp}/x.pdf", "--players", "11"], "'--players'"),
    (["export", SS1, "-o", "{tmp}/x.txt"], "{tmp}/x.txt: cannot write '.txt'"),
    (["export", SS1], "Missing option '-o' / '--output'"),
    (["render", "--tile", "210a", "-o", "{tmp}/x.txt"], "{tmp}/x.txt: cannot write '.txt'"),
    (["render", "--tile", "299a", "-o", "{tmp}/x.svg"], "unknown tile side '299a'"),
    (["render", "--tile", "210a", "-o", "{tmp}/x.svg", "--scale", "inf"],
     "{tmp}/x.svg: scale must be a positive number, not inf"),
    (["render", "--tile", "210a", "-o", "{tmp}/x.png", "--scale", "inf"],
     "{tmp}/x.png: scale must be a positive number, not inf"),
    (["render", "--tile", "210a", "-o", "{tmp}/x.png", "--scale", "1e308"],
     "{tmp}/x.png: scale 1e+308 is far too large for a picture"),
    (["tiles", "--tileset", "no-such-box"], "unknown tileset 'no-such-box'"),
    (["tiles", "--tileset", "{tmp}/none.json"], "{tmp}/none.json: no such file"),
    (["layout", "202a", "299a", "-o", "{tmp}/x.stage.json"], "tile list: unknown tile side"),
    (["layout", "202a", "203a", "--laps", "2", "-o", "{tmp}/x.stage.json"],
     "--laps: only for a GT circuit"),
    (["edit", SS1, "--drive", "3"], "--drive: only with --screenshot"),
    (["edit", SS1, "--screenshot", "{tmp}/x.png", "--drive", "3", "--driver", "robot"],
     "unknown driver 'robot'"),
    (["edit", SS1, "--screenshot", "{tmp}/no/such/x.png"], "no such folder {tmp}/no/such"),
    (["edit", SS1, "--screenshot", "{tmp}/x.jpg"], "{tmp}/x.jpg: cannot write '.jpg'"),
    (["rally"], "No such command 'rally'"),
])
def test_a_bad_argument_is_one_line(monkeypatch, capsys, tmp_path, args, named):
    args = [str(a).format(tmp=tmp_path) for a in args]
    line = one_error_line(*pacenote(monkeypatch, capsys, *args)[::2])
    assert named.format(tmp=tmp_path) in line
    assert not list(tmp_path.iterdir())  # nothing written


def test_help_and_version_exit_0(monkeypatch, capsys):
    code, out, err = pacenote(monkeypatch, capsys, "--version")
    assert (code, out, err) == (0, "pacenote 0.1.0\n", "")
    code, out, err = pacenote(monkeypatch, capsys, "drive", "--help")
    assert code == 0 and "--runs" in out and err == ""


def test_validate_keeps_its_own_exit_codes(monkeypatch, capsys, tmp_path):
    """validate reports an unreadable file as a finding (exit 2) and checks the others."""
    code, out, err = pacenote(monkeypatch, capsys, "validate", tmp_path / "none.rgt", SS1)
    assert code == 2 and err == ""
    assert f"{tmp_path / 'none.rgt'}: error unreadable-file: no such file" in out
    assert "1 file could not be read" in out
    code, out, err = pacenote(monkeypatch, capsys, "validate", tmp_path / "trakcs")
    assert code == 2 and f"{tmp_path / 'trakcs'}: error unreadable-file: no such file\n" in out


@pytest.mark.parametrize("args", [["edit"], ["render", "--tile", "210a", "-o", "x.png"],
                                  ["tiles", "--gallery", "pictures"],
                                  ["export", str(EXAMPLES / "rally-1/ss1.stage.json"),
                                   "-o", "x.pdf"]])
def test_without_qt_commands_that_need_it_say_so_in_one_line(monkeypatch, capsys, tmp_path,
                                                             args):
    monkeypatch.setitem(sys.modules, "PySide6", None)  # as on `pip install pacenote`
    monkeypatch.chdir(tmp_path)
    code, out, err = pacenote(monkeypatch, capsys, *args)
    assert one_error_line(code, err).endswith(
        'needs Qt (PySide6), which is not installed: pip install "pacenote[editor]"'
        + (" (or write .svg)" if args[0] == "render" else ""))
    assert out == "" and not list(tmp_path.iterdir())
