"""Undo of a rally's own changes on the real window: adding, removing, reordering and
renaming stages, service on/off and the rally's fields are commands on the rally's
history, which Edit → Undo acts on while the Rally dock has the focus (and Rally → Undo
rally change always). A removed stage comes back with its unsaved work and history."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import EXAMPLES
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from pacenote.editor.rally_panel import LABEL, SERVICE
from pacenote.formats import load_stage
from pacenote.rally import load_rally

pytestmark = pytest.mark.usefixtures("isolated")

RALLY_1 = EXAMPLES / "rally-1" / "rally-1.rally.json"


def open_copy(w, tmp_path: Path) -> Path:
    folder = tmp_path / "r"
    shutil.copytree(RALLY_1.parent, folder)
    assert w.files.open_file(folder / RALLY_1.name)
    return folder / RALLY_1.name


def plan(w) -> tuple[object, ...]:
    """What a rally change may touch: its fields, its stages' labels and service."""
    r = w.document.rally
    return (r.name, r.author, r.players, r.boxes,
            tuple((s.label, s.service) for s in w.document.slots),
            w.rally_tabs.labels())


def undo_rally(w) -> None:
    assert w.undo_rally_action.isEnabled()
    w.undo_rally_action.trigger()


def redo_rally(w) -> None:
    assert w.redo_rally_action.isEnabled()
    w.redo_rally_action.trigger()


CHANGES: dict[str, Callable[..., object]] = {
    "add": lambda w: w.rally_panel.buttons["New stage"].click(),
    "move": lambda w: w.rally_panel.buttons["Later ▶"].click(),
    "drag": lambda w: w.rally_tabs.moveTab(2, 0),
    "rename": lambda w: w.rally_panel.item(1).setText(LABEL, "Night"),
    "service": lambda w: w.rally_panel.item(2).setCheckState(SERVICE, Qt.CheckState.Checked),
    "name": lambda w: w.rally_panel.name.textEdited.emit("Rally 1 bis"),
    "author": lambda w: w.rally_panel.author.textEdited.emit("Me"),
    "players": lambda w: w.rally_panel.players.setValue(5),
    "boxes": lambda w: w.rally_panel.boxes.setValue(2),
}


@pytest.mark.parametrize("change", list(CHANGES))
def test_each_rally_change_is_undone_and_redone(qtbot, window, tmp_path, change):
    w = window
    open_copy(w, tmp_path)
    before = plan(w)
    assert not w.document.dirty and not w.undo_rally_action.isEnabled()
    CHANGES[change](w)
    after = plan(w)
    assert after != before and w.document.dirty
    undo_rally(w)
    assert plan(w) == before and not w.document.dirty  # back to the file as saved
    redo_rally(w)
    assert plan(w) == after and w.document.dirty
    undo_rally(w)


def test_typing_a_rally_name_is_one_undo_step(qtbot, window, tmp_path):
    w = window
    open_copy(w, tmp_path)
    for text in ("R", "Ra", "Rally X"):
        w.rally_panel.name.textEdited.emit(text)
    assert w.document.rally_stack.count() == 1
    w.rally_panel.name.setFocus()  # the field being typed in still shows the undone name
    qtbot.waitUntil(lambda: w.rally_panel.name.hasFocus())
    undo_rally(w)
    assert w.document.rally.name == "Rally 1" and w.rally_panel.name.text() == "Rally 1"


def test_edit_undo_acts_on_the_rally_while_the_rally_dock_has_the_focus(qtbot, window,
                                                                        tmp_path):
    w = window
    open_copy(w, tmp_path)
    w.select_all()
    w.delete()  # a stage edit on SS1
    w.rally_panel.buttons["Later ▶"].click()  # a rally edit: SS1 runs second
    assert [s.label for s in w.document.slots] == ["SS2", "SS1", "SS3"]
    w.rally_panel.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.rally_panel.table)
    assert w.document.undo_group.activeStack() is w.document.rally_stack
    assert w.history_dock.windowTitle() == "History: rally"
    w.history.setFocus()  # the History dock shows, and its clicks act on, the rally's
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.history)
    assert w.document.undo_group.activeStack() is w.document.rally_stack
    w.rally_panel.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.rally_panel.table)
    assert w.undo_action.text() == "&Undo Move SS1 to place 2"
    qtbot.keyClick(w.rally_panel.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [s.label for s in w.document.slots] == ["SS1", "SS2", "SS3"]
    assert not w.document.stage.tiles  # the stage's edit is untouched
    w.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view)
    assert w.history_dock.windowTitle() == "History: SS1"
    w.undo_action.trigger()  # now the shown stage's history
    assert w.document.stage == load_stage(RALLY_1.parent / "ss1.stage.json")
    assert not w.document.dirty


def test_removing_a_stage_with_unsaved_work_is_undone_with_that_work(qtbot, window,
                                                                     dialogs, tmp_path):
    w = window
    path = open_copy(w, tmp_path)
    w.rally.select(1)
    view = w.view.transform().scale(1.5, 1.5)
    w.view.setTransform(view)
    w.select_all()
    w.delete()
    edited, slot = w.document.stage, w.document.slot
    steps = slot.undo_stack.count()
    dialogs.answer("question", QMessageBox.StandardButton.Yes)
    assert w.rally.remove_current()
    assert w.rally_tabs.labels() == ["SS1", "SS2"] and w.document.slot is not slot
    assert slot.undo_stack not in w.document.undo_group.stacks()  # out of the group, kept
    undo_rally(w)
    assert w.rally_tabs.labels() == ["SS1", "SS2", "SS3"]
    assert w.document.slot is slot and w.document.current == 1
    assert w.document.stage == edited and slot.dirty and slot.undo_stack.count() == steps
    assert w.document.undo_group.activeStack() is slot.undo_stack
    assert slot.undo_stack in w.document.undo_group.stacks()
    assert w.view.transform() == view  # its canvas as it was left
    assert not w.scene.tiles  # the canvas shows the edited (emptied) layout
    w.undo_action.trigger()  # its own history still undoes the edit
    assert w.document.stage == load_stage(path.parent / "ss2.stage.json")
    redo_rally(w)
    assert w.rally_tabs.labels() == ["SS1", "SS2"]


def test_save_after_undo_writes_the_rally_as_shown(qtbot, window, dialogs, tmp_path):
    w = window
    path = open_copy(w, tmp_path)
    w.rally_panel.item(1).setText(LABEL, "Night")  # SS2 → Night
    w.rally.select(2)
    w.rally_panel.buttons["◀ Earlier"].click()  # SS3 before Night
    w.rally.select(0)
    dialogs.answer("question", QMessageBox.StandardButton.Yes)
    assert w.rally.remove_current()  # SS1 goes
    w.rally_panel.boxes.setValue(3)
    undo_rally(w)  # boxes back to 1
    undo_rally(w)  # SS1 back
    assert [s.label for s in w.document.slots] == ["SS1", "SS3", "Night"]
    w.files.save()
    saved = load_rally(path)
    assert [(e.label, e.source, e.service) for e in saved.stages] == [
        ("SS1", "ss1.stage.json", True), ("SS3", "ss3.stage.json", False),
        ("Night", "ss2.stage.json", True)]
    assert saved.boxes == 1 and not w.document.dirty
    undo_rally(w)  # the move, after the save: unsaved again
    assert w.document.dirty
    w.files.save()
    assert [e.label for e in load_rally(path).stages] == ["SS1", "Night", "SS3"]


def test_the_rally_s_boxes_drive_the_stage_dock_and_the_problems(qtbot, window, tmp_path):
    w = window
    owned = w.stage_panel.boxes.value()
    w.stage_panel.boxes.setValue(3)  # the user's own, with a single stage
    open_copy(w, tmp_path)
    panel = w.stage_panel
    assert panel.boxes.value() == w.document.rally.boxes == 1 == w.worker.boxes
    assert panel.boxes.suffix() == " box: the rally's"
    w.rally_panel.boxes.setValue(2)  # the Rally dock's boxes: the Stage dock follows
    assert panel.boxes.value() == 2 == w.worker.boxes
    qtbot.waitUntil(lambda: w.analysis is not None and w.analysis.stage is w.document.stage
                    and panel.figure("Boxes needed") == "1 (rally's 2)")
    panel.boxes.setValue(4)  # the Stage dock's boxes edit the rally's: one rally change
    assert w.document.rally.boxes == 4 and w.rally_panel.boxes.value() == 4
    assert w.document.rally_stack.count() == 1  # one field changed in a row: one step
    undo_rally(w)
    assert panel.boxes.value() == 1 == w.worker.boxes == w.rally_panel.boxes.value()
    w.document.mark_clean()
    w.files.new_stage()  # a single stage again: the user's own boxes come back
    assert panel.boxes.value() == 3 == w.worker.boxes
    assert panel.boxes.suffix() == " boxes owned" and owned >= 1


def test_a_stage_whose_adding_can_no_longer_be_redone_is_let_go(qtbot, window):
    """Add, undo, then another rally change: the redo that would bring the stage back is
    discarded, so the stage (its layout, history and canvas view) goes with it."""
    w = window
    w.new_rally_action.trigger()
    w.rally.add_new()
    slot = w.document.slot
    assert w.place_at_end("202a")
    stack = slot.undo_stack
    undo_rally(w)
    assert w.document.parked == [slot] and slot in w.rally.views  # it may come back
    w.rally_panel.name.textEdited.emit("Spring rally")  # another change: no redo left
    assert w.document.parked == [] and slot not in w.rally.views
    destroyed: list[bool] = []
    stack.destroyed.connect(lambda: destroyed.append(True))
    qtbot.waitUntil(lambda: destroyed == [True])  # its history is deleted, not kept
    for cycle in range(5):  # many add / undo cycles keep at most the one a redo can bring
        w.rally.add_new()
        undo_rally(w)
        w.rally_panel.author.textEdited.emit(f"Me {cycle}")
        assert w.document.parked == []
    assert w.rally_tabs.labels() == ["SS1"]


def test_a_stage_added_and_undone_comes_back_on_redo(qtbot, window):
    w = window
    w.new_rally_action.trigger()
    w.rally.add_new()
    slot = w.document.slot
    assert w.place_at_end("202a") and w.place_at_end("204a")
    layout, steps = slot.stage, slot.undo_stack.count()
    w.rally_panel.item(0).setCheckState(SERVICE, Qt.CheckState.Checked)  # a later change
    undo_rally(w)
    undo_rally(w)  # both undone: their redo steps are kept, and so is the added stage
    assert w.rally_tabs.labels() == ["SS1"] and w.document.parked == [slot]
    redo_rally(w)
    assert w.rally_tabs.labels() == ["SS1", "SS2"] and w.document.slot is slot
    assert w.document.stage == layout and slot.undo_stack.count() == steps
    assert w.document.parked == []
    redo_rally(w)
    assert w.document.slots[0].service
    w.document.mark_clean()
