"""Autosave and crash recovery cover the whole rally: unsaved work in several stages
(and in the rally's plan) comes back, one undoable step per stage, and recovery is
always offered (opening the rally, or starting without a file), as for a stage."""

from __future__ import annotations

import json
import os
import shutil
import signal
import time
from pathlib import Path

import pytest
from conftest import EXAMPLES, close_window, make_window
from test_editor_recovery import (  # noqa: F401
    dead_pid,
    finish,
    recovery_dialog,
    recovery_files,
    start_editor,
)

from pacenote.editor.autosave import find_recoveries
from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage
from pacenote.rally import load_rally
from pacenote.stage import Stage

pytestmark = pytest.mark.usefixtures("isolated")

RALLY_1 = EXAMPLES / "rally-1"


def copied_rally(tmp_path: Path, age: float = 120.0) -> Path:
    """Rally 1 in its own folder, written ``age`` seconds ago (autosaves are newer)."""
    folder = tmp_path / "rally-1"
    shutil.copytree(RALLY_1, folder)
    old = os.stat(folder).st_mtime - age
    for f in folder.iterdir():
        os.utime(f, (old, old))
    return folder / "rally-1.rally.json"


def as_crashed(window) -> None:  # noqa: ANN001
    """The window's autosave, left under the pid of a process that has ended."""
    assert window.autosaver.autosave_now() is not None
    pid = dead_pid()
    for f in window.autosaver.files():
        dead = f.with_name(f.name.replace(f"-{os.getpid()}.", f"-{pid}."))
        f.replace(dead)
        if dead.name.endswith(".meta.json"):
            dead.write_text(json.dumps({**json.loads(dead.read_text()), "pid": pid}))


def crash_with_two_stages_edited(qtbot, path: Path | None) -> list[Stage]:  # noqa: ANN001
    """An editor opens the rally at ``path`` (None: a new one of two stages), deletes
    the last tile of SS1 and of SS2, renames SS2, autosaves and dies."""
    crashed = make_window(qtbot)
    try:
        if path is None:
            crashed.new_rally_action.trigger()
            for tile in ("202a", "204a", "203a"):
                crashed.place_at_end(tile)
            crashed.rally.add_new()
            for tile in ("202a", "204a"):
                crashed.place_at_end(tile)
            crashed.rally.select(0)
        else:
            assert crashed.files.open_file(path)
        for index in (0, 1):
            crashed.rally.select(index)
            crashed.scene.select_hexes([crashed.document.stage.tiles[-1].hex])
            assert crashed.delete()
        crashed.document.rename_stage(1, "Night stage")
        assert crashed.autosaver.files()[0].name.endswith(".rally.json")
        as_crashed(crashed)
        return [s.stage for s in crashed.document.slots]
    finally:
        crashed.rally.wait()
        crashed.document.mark_clean()
        close_window(crashed)


def test_a_crash_with_unsaved_edits_in_two_stages_recovers_both(
        qtbot, tmp_path, window, recovery_dialog):  # noqa: F811
    path = copied_rally(tmp_path)
    crashed = crash_with_two_stages_edited(qtbot, path)
    w = window
    answers = recovery_dialog("Recover")
    assert w.files.open_file(path)
    answers.stop()
    assert answers.asked and str(path) in answers.asked[0]
    assert [s.stage for s in w.document.slots] == crashed
    assert w.rally_tabs.labels() == ["SS1", "Night stage", "SS3"]
    assert w.document.dirty and w.document.path == path
    assert [s.dirty for s in w.document.slots] == [True, True, False]
    # One undoable step per stage, on top of the stage file as saved.
    assert w.undo_action.text() == "&Undo Recover autosaved changes"
    w.undo_action.trigger()
    assert w.document.stage == load_stage(path.parent / "ss1.stage.json")
    assert w.document.slots[1].stage == crashed[1]  # SS2's work is its own
    w.redo_action.trigger()
    left = [r for r in find_recoveries() if f"-{os.getpid()}." not in r.stage_file.name]
    assert len(left) == 1  # the crash copy is kept until the work is saved
    assert w.files.save()
    saved = load_rally(path)
    assert [e.label for e in saved.stages] == ["SS1", "Night stage", "SS3"]
    assert saved.load_stages() == crashed
    assert recovery_files(tmp_path) == []


def test_a_start_without_a_file_offers_the_rally_and_recovers_it(
        qtbot, tmp_path, window, recovery_dialog):  # noqa: F811
    path = copied_rally(tmp_path)
    crashed = crash_with_two_stages_edited(qtbot, path)
    w = window
    answers = recovery_dialog("Decide later", "Recover")
    assert not w.files.offer_recovery()  # "Decide later" keeps it for next time
    assert w.files.offer_recovery()
    answers.stop()
    assert w.document.rally is not None and w.document.path == path
    assert [s.stage for s in w.document.slots] == crashed


def test_a_never_saved_rally_is_recovered_and_saved_where_the_user_says(
        qtbot, tmp_path, window, recovery_dialog, monkeypatch):  # noqa: F811
    crashed = crash_with_two_stages_edited(qtbot, None)
    assert [len(s.tiles) for s in crashed] == [2, 1]
    w = window
    answers = recovery_dialog("Recover")
    assert w.files.offer_recovery()
    answers.stop()
    assert "an unsaved rally" in answers.asked[0]
    assert w.document.path is None and w.document.rally is not None
    assert [s.stage for s in w.document.slots] == crashed
    target = tmp_path / "new" / "new.rally.json"
    target.parent.mkdir()
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(target), ""))
    assert w.files.save()
    assert load_rally(target).load_stages() == crashed
    assert recovery_files(tmp_path) == []


def autosaved_rally(tmp_path: Path, pid: int, timeout: float = 240.0) -> None:
    """Wait until editor ``pid`` has autosaved its rally with 210b flipped in SS1 and
    SS2 (Rally 1's SS3 has 210a from the start)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for copy in (tmp_path / "recovery").glob(f"*-{pid}.rally.json"):
            try:
                stages = load_rally(copy).load_stages()
            except PacenoteFileError:  # being written: look again
                continue
            if all("210b" not in [p.tile for p in s.tiles] for s in stages[:2]):
                return
        time.sleep(0.05)
    raise AssertionError(f"editor {pid} never autosaved both stages")


def test_a_killed_editor_restarted_with_the_rally_recovers_two_stages(tmp_path):
    path = copied_rally(tmp_path)
    editor = start_editor(tmp_path, "flip=210b", "stage=1", "flip=210b", args=[str(path)])
    try:
        autosaved_rally(tmp_path, editor.pid)
    finally:
        editor.send_signal(signal.SIGKILL)
        editor.communicate(timeout=30)
    assert editor.returncode == -signal.SIGKILL
    assert "210a" not in [p.tile for p in load_stage(path.parent / "ss1.stage.json").tiles]
    again = start_editor(tmp_path, "answer=Recover", "save-quit", args=[str(path)])
    out = finish(again)
    assert f"Recover the unsaved changes to {path}" in out
    for name in ("ss1", "ss2"):
        tiles = [p.tile for p in load_stage(path.parent / f"{name}.stage.json").tiles]
        assert "210a" in tiles and "210b" not in tiles, name
    assert load_stage(path.parent / "ss3.stage.json") == load_stage(RALLY_1 / "ss3.stage.json")
    assert recovery_files(tmp_path) == []
