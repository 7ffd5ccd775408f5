"""Crash recovery is always offered and never deleted behind the user's back.

Two tests kill a real ``pacenote edit`` process with SIGKILL after an autosave and
start it again (with the file argument; without, then File → Open); the rest drive the
real Recover / Discard / Decide later dialog in this process with pytest-qt.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import close_window, make_window
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from pacenote.autolayout import layout
from pacenote.editor.autosave import INTERVAL_ENV, find_recoveries
from pacenote.formats import load_stage, save_stage
from pacenote.stage import Stage

# Every test here gets its own settings and recovery folder.
pytestmark = pytest.mark.usefixtures("isolated")

USER = Path(__file__).with_name("editor_user.py")
TILES = ["202a", "204a", "203a"]


class RecoveryDialog:
    """Answers the real recovery question (a modal QMessageBox) by clicking a button,
    in the order given; records each question's text."""

    def __init__(self, *labels: str) -> None:
        self.labels = list(labels)
        self.asked: list[str] = []
        self.timer = QTimer()
        self.timer.timeout.connect(self._poll)
        self.timer.start(20)

    def _poll(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not self.labels:
            return
        self.asked.append(box.text())
        label = self.labels.pop(0)
        [button] = [b for b in box.buttons() if b.text() == label]
        button.click()

    def stop(self) -> None:
        self.timer.stop()
        assert not self.labels, f"not asked: {self.labels}"


@pytest.fixture
def recovery_dialog():
    """``recovery_dialog(*labels)``: a RecoveryDialog stopped when the test ends."""
    made: list[RecoveryDialog] = []

    def make(*labels: str) -> RecoveryDialog:
        made.append(RecoveryDialog(*labels))
        return made[-1]

    yield make
    for dialog in made:
        dialog.timer.stop()


def saved_stage(tmp_path: Path, age: float = 120.0) -> Path:
    """A saved stage last written ``age`` seconds ago (so a new autosave is newer)."""
    path = tmp_path / "rally.stage.json"
    save_stage(layout(TILES), path)
    old = time.time() - age
    os.utime(path, (old, old))
    return path


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", ""])
    child.wait()
    return child.pid


def crash_with_flip(qtbot, path: Path) -> Stage:
    """An editor opens ``path``, flips 204a, autosaves and dies: its recovery copy is
    left under the pid of a process that has ended, as a crashed editor's would be."""
    crashed = make_window(qtbot)
    try:
        assert crashed.files.open_file(path)
        crashed.scene.select_hexes([p.hex for p in crashed.document.stage.tiles
                                    if p.tile == "204a"])
        crashed.flip()
        assert crashed.autosaver.autosave_now() is not None
        stage = crashed.document.stage
        pid = dead_pid()
        for f in crashed.autosaver.files():
            dead = f.with_name(f.name.replace(f"-{os.getpid()}.", f"-{pid}."))
            f.replace(dead)
            if dead.name.endswith(".meta.json"):
                meta = json.loads(dead.read_text())
                dead.write_text(json.dumps({**meta, "pid": pid}))
    finally:
        close_window(crashed)
    return stage


def recovery_files(tmp_path: Path) -> list[str]:
    folder = tmp_path / "recovery"
    return sorted(p.name for p in folder.iterdir() if p.is_file()) if folder.is_dir() else []


# -- a real editor process, killed -----------------------------------------------------


def start_editor(tmp_path: Path, *steps: str, args: list[str]) -> subprocess.Popen[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", INTERVAL_ENV: "0.2",
           "PACENOTE_RECOVERY_DIR": str(tmp_path / "recovery"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "HOME": str(tmp_path)}
    return subprocess.Popen([sys.executable, str(USER), *steps, "--", "edit", *args],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def autosaved_by(tmp_path: Path, pid: int, timeout: float = 240.0) -> Stage:
    """Wait until process ``pid`` has autosaved; its recovered stage."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for meta in (tmp_path / "recovery").glob(f"*-{pid}.meta.json"):
            stage_file = meta.with_name(meta.name.replace(".meta.json", ".stage.json"))
            if stage_file.is_file() and json.loads(meta.read_text())["pid"] == pid:
                return load_stage(stage_file)
        time.sleep(0.05)
    raise AssertionError(f"editor {pid} never autosaved")


def kill_after_autosave(tmp_path: Path, path: Path) -> None:
    editor = start_editor(tmp_path, "flip=204a", args=[str(path)])
    try:
        autosaved = autosaved_by(tmp_path, editor.pid)
        assert [p.tile for p in autosaved.tiles] == ["202a", "204b", "203a"]
    finally:
        editor.send_signal(signal.SIGKILL)
        editor.communicate(timeout=30)
    assert editor.returncode == -signal.SIGKILL
    assert [p.tile for p in load_stage(path).tiles] == TILES  # the file was never saved


def finish(editor: subprocess.Popen[str]) -> str:
    try:
        out, err = editor.communicate(timeout=240)  # slow when the machine is busy
    except subprocess.TimeoutExpired:
        editor.kill()
        out, err = editor.communicate()
        raise AssertionError(f"the editor did not finish: {out}{err}") from None
    assert editor.returncode == 0, err
    return out


def test_killed_editor_restarted_with_the_file_recovers_the_work(tmp_path):
    path = saved_stage(tmp_path)
    kill_after_autosave(tmp_path, path)
    again = start_editor(tmp_path, "answer=Recover", "save-quit", args=[str(path)])
    out = finish(again)
    assert f"dialog: Recover unsaved changes: The editor did not close cleanly. Recover the " \
           f"unsaved changes to {path}" in out
    assert [p.tile for p in load_stage(path).tiles] == ["202a", "204b", "203a"]
    assert recovery_files(tmp_path) == []  # saved: the crash copy has done its job


def test_killed_editor_then_file_open_recovers_after_decide_later(tmp_path):
    path = saved_stage(tmp_path)
    kill_after_autosave(tmp_path, path)
    # A plain start offers it; "Decide later" keeps it; File → Open offers it again.
    again = start_editor(tmp_path, "answer=Decide later", f"open={path}", "answer=Recover",
                         "save-quit", args=[])
    out = finish(again)
    assert out.count(f"Recover the unsaved changes to {path}") == 2
    assert [p.tile for p in load_stage(path).tiles] == ["202a", "204b", "203a"]
    assert recovery_files(tmp_path) == []


# -- the real dialog, in process -------------------------------------------------------


@pytest.mark.parametrize("how", ["open", "recent"])
def test_open_and_open_recent_offer_the_recovery_before_discarding_anything(
        qtbot, tmp_path, monkeypatch, how, window, recovery_dialog):  # noqa: F811
    path = saved_stage(tmp_path)
    crashed_stage = crash_with_flip(qtbot, path)
    w = window
    answers = recovery_dialog("Recover")
    if how == "open":
        monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName",
                            lambda *a, **k: (str(path), ""))
        w.open_action.trigger()
    else:
        w.files.fill_recent(w.recent_menu)
        [action] = [a for a in w.recent_menu.actions() if a.text() == str(path.resolve())]
        action.trigger()
    qtbot.waitUntil(lambda: w.document.dirty)
    answers.stop()
    assert answers.asked == [f"The editor did not close cleanly. Recover the unsaved "
                             f"changes to {path} "
                             f"({find_recoveries()[0].describe().split(' (')[1]}?"]
    assert w.document.stage.tiles == crashed_stage.tiles
    assert w.document.path == path
    assert w.undo_action.text() == "&Undo Recover autosaved changes"
    w.undo_action.trigger()  # back to the file as saved
    assert w.document.stage.tiles == load_stage(path).tiles
    w.redo_action.trigger()
    assert len(find_recoveries()) == 1  # the crash copy stays until the work is saved
    assert w.files.save()
    assert load_stage(path).tiles == crashed_stage.tiles
    assert recovery_files(tmp_path) == []


def test_decide_later_keeps_the_copy_and_discard_deletes_it(qtbot, tmp_path, window,  # noqa: F811
                                                            recovery_dialog):
    path = saved_stage(tmp_path)
    crash_with_flip(qtbot, path)
    kept = recovery_files(tmp_path)
    assert len(kept) == 2
    w = window
    answers = recovery_dialog("Decide later", "Decide later", "Discard")
    assert not w.files.offer_recovery()  # the start without a file
    assert w.files.open_file(path)  # opening it asks again, and keeps it again
    assert not w.document.dirty and w.document.stage == load_stage(path)
    assert recovery_files(tmp_path) == kept
    assert w.files.open_file(path)
    answers.stop()
    assert len(answers.asked) == 3
    assert recovery_files(tmp_path) == []  # explicit Discard


def test_a_recovery_whose_file_is_gone_is_offered_when_opening_that_name(qtbot, tmp_path, window,  # noqa: F811
                                                                         recovery_dialog):
    path = saved_stage(tmp_path)
    crashed_stage = crash_with_flip(qtbot, path)
    path.unlink()
    w = window
    answers = recovery_dialog("Recover")
    assert w.files.open_file(path)
    answers.stop()
    assert w.document.stage.tiles == crashed_stage.tiles
    assert w.document.path == path and w.document.dirty
    assert w.files.save()
    assert load_stage(path).tiles == crashed_stage.tiles
    assert recovery_files(tmp_path) == []


def test_an_unreadable_recovery_copy_is_kept_aside_and_reported(qtbot, tmp_path, window,  # noqa: F811
                                                                dialogs):  # noqa: F811
    path = saved_stage(tmp_path)
    crash_with_flip(qtbot, path)
    [stage_file] = (tmp_path / "recovery").glob("*.stage.json")
    stage_file.write_text('{"format": "pacenote-stage", "tiles": [', encoding="utf-8")
    w = window
    dialogs.answer("warning", QMessageBox.StandardButton.Ok)
    assert w.files.open_file(path)  # no question: there is nothing to recover from
    [(kind, title, text)] = dialogs.shown
    kept = tmp_path / "recovery" / "unreadable" / stage_file.name
    assert title == "Recovery copy unreadable" and str(kept) in text
    assert "invalid JSON" in text
    assert kept.read_text(encoding="utf-8").startswith('{"format"')
    assert recovery_files(tmp_path) == []  # set aside: not offered again
    assert w.files.open_file(path)
    assert len(dialogs.shown) == 1


def test_autosave_and_save_of_a_lone_surrogate_in_the_notes(qtbot, tmp_path, window,  # noqa: F811
                                                            recovery_dialog):
    w = window
    answers = recovery_dialog("Recover")
    w.document.edit(Stage(notes="bad \ud800 note", tiles=layout(TILES).tiles), "notes")
    recovery = w.autosaver.autosave_now()
    assert recovery is not None
    assert load_stage(recovery).notes == "bad \ud800 note"
    other = make_window(qtbot)
    try:
        assert other.files.offer_recovery()
        answers.stop()
        assert other.document.stage.notes == "bad \ud800 note"
    finally:
        close_window(other)
    saved = tmp_path / "s.stage.json"
    assert w.files.save_to(saved)
    assert load_stage(saved).notes == "bad \ud800 note"


def test_a_second_editor_never_overwrites_or_deletes_a_crash_copy(qtbot, tmp_path, window,  # noqa: F811
                                                                  recovery_dialog):
    path = saved_stage(tmp_path)
    crash_with_flip(qtbot, path)
    crash_copy = {name: (tmp_path / "recovery" / name).read_bytes()
                  for name in recovery_files(tmp_path)}
    w = window
    answers = recovery_dialog("Decide later")
    assert w.files.open_file(path)
    answers.stop()
    w.scene.select_hexes([p.hex for p in w.document.stage.tiles if p.tile == "202a"])
    w.rotate(1)
    assert w.autosaver.autosave_now() is not None  # its own slot, beside the copy
    assert len(recovery_files(tmp_path)) == 4
    w.undo_action.trigger()  # clean again: only its own copy goes
    assert {n: (tmp_path / "recovery" / n).read_bytes()
            for n in recovery_files(tmp_path)} == crash_copy
