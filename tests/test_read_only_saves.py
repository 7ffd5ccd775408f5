"""Issue 23: saving onto a read-only file is refused with a clear message, unless the
user confirms (editor) or passes --force (command line)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from test_cli_errors import one_error_line, pacenote

from pacenote.formats import load_stage, save_stage
from pacenote.jsonio import ReadOnlyFile, write_text_atomic

ROOT = Path(__file__).resolve().parent.parent
STAGE = ROOT / "examples" / "rulebook" / "rally-6-ss3.stage.json"
Button = QMessageBox.StandardButton


def read_only(path: Path, text: str = "mine\n") -> Path:
    path.write_text(text, "utf-8")
    path.chmod(0o444)
    return path


def test_a_write_onto_a_read_only_file_is_refused_unless_forced(tmp_path):
    target = read_only(tmp_path / "a.stage.json")
    with pytest.raises(ReadOnlyFile, match="is a read-only file: not replaced"):
        write_text_atomic(target, "new\n")
    with pytest.raises(ReadOnlyFile):
        save_stage(load_stage(STAGE), target)
    assert target.read_text("utf-8") == "mine\n"
    save_stage(load_stage(STAGE), target, force=True)
    assert load_stage(target) == load_stage(STAGE)
    assert (os.stat(target).st_mode & 0o777) == 0o444  # still read-only


@pytest.mark.parametrize("args", [("convert", STAGE, "-o", "{out}"),
                                  ("layout", "202a 210a 203a", "-o", "{out}")])
def test_the_command_line_refuses_it_and_force_replaces_it(tmp_path, monkeypatch, capsys, args):
    out = read_only(tmp_path / "out.stage.json")
    argv = [str(a).replace("{out}", str(out)) for a in args]
    code, _, err = pacenote(monkeypatch, capsys, *argv)
    assert one_error_line(code, err) == (f"{out}: is a read-only file: not replaced (pass "
                                         "--force to replace it)")
    assert out.read_text("utf-8") == "mine\n"
    code, _, err = pacenote(monkeypatch, capsys, *argv, "--force")
    assert code == 0, err
    assert load_stage(out).tiles


@pytest.mark.parametrize(("args", "name", "magic"), [
    (("render", STAGE, "-o", "{out}"), "stage.svg", b"<?xml"),
    (("render", "--tile", "210a", "-o", "{out}"), "tile.png", b"\x89PNG"),
    (("edit", STAGE, "--screenshot", "{out}"), "window.png", b"\x89PNG"),
])
def test_pictures_refuse_a_read_only_file_and_force_replaces_it(tmp_path, monkeypatch, capsys,
                                                               args, name, magic):
    out = read_only(tmp_path / name)
    argv = [str(a).replace("{out}", str(out)) for a in args]
    code, _, err = pacenote(monkeypatch, capsys, *argv)
    assert one_error_line(code, err) == (f"{out}: is a read-only file: not replaced (pass "
                                         "--force to replace it)")
    assert out.read_text("utf-8") == "mine\n"
    code, _, err = pacenote(monkeypatch, capsys, *argv, "--force")
    assert code == 0, err
    assert out.read_bytes().startswith(magic)
    assert (os.stat(out).st_mode & 0o777) == 0o444  # still read-only


def test_export_refuses_a_read_only_pdf(tmp_path, monkeypatch, capsys):
    out = read_only(tmp_path / "guide.pdf")
    code, _, err = pacenote(monkeypatch, capsys, "export", STAGE, "-o", out)
    assert "is a read-only file: not replaced (pass --force" in one_error_line(code, err)
    assert pacenote(monkeypatch, capsys, "export", STAGE, "-o", out, "--force")[0] == 0
    assert out.read_bytes().startswith(b"%PDF")


def test_the_editor_asks_before_replacing_a_read_only_file(window, dialogs, tmp_path):
    w = window
    target = tmp_path / "ro.stage.json"
    target.write_bytes(STAGE.read_bytes())
    assert w.files.open_file(target, ask=False)
    target.chmod(0o444)
    before = target.read_bytes()
    dialogs.answer("warning", Button.Cancel)
    assert not w.files.save_to(target)
    assert dialogs.shown[-1][1] == "Read-only file"
    assert "is read-only. Replace it anyway?" in dialogs.shown[-1][2]
    assert target.read_bytes() == before
    dialogs.answer("warning", Button.Yes)
    assert w.files.save_to(target)
    assert load_stage(target).tiles == load_stage(STAGE).tiles
