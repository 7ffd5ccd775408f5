"""Tokens on the real window: added from the canvas's context menu, dragged, turned,
removed, all undoable and saved; drawn on the canvas, in render and in the PDF; the mud
the engine models changes the test drive."""

from __future__ import annotations

import subprocess

import pytest
from conftest import EXAMPLES
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from pacenote.course import build_course
from pacenote.drawing import Text
from pacenote.editor.testdrive import DriveSettings, drive_stage
from pacenote.editor.tile_item import scene_point
from pacenote.formats import load_stage
from pacenote.stagedraw import stage_drawing
from pacenote.tokendraw import token_pose

# Every test here gets its own settings and recovery folder.
pytestmark = pytest.mark.usefixtures("isolated")

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"


def choose_from_context_menu(w, at: QPointF, *path: str) -> None:
    """Right-click at scene point ``at`` and pick ``path`` (submenu titles, then the
    action) from the real menu, as a user would."""
    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(20, pick)
            return
        current = menu
        for name in path[:-1]:
            [sub] = [a.menu() for a in current.actions() if a.text() == name]
            current = sub
        [action] = [a for a in current.actions() if a.text() == path[-1]]
        action.trigger()
        menu.close()

    pos = w.view.mapFromScene(at)
    QTimer.singleShot(0, pick)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos,
                              w.view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(w.view.viewport(), event)


def course_tile(w, n: int):
    return build_course(w.document.stage).tiles[n]


def test_a_token_is_added_moved_turned_removed_with_undo_and_saved(qtbot, window, tmp_path):  # noqa: F811
    w = window
    assert w.files.open_file(SS1)
    w.view.fit()
    target = course_tile(w, 3)
    at = scene_point(target.hex)
    choose_from_context_menu(w, at, "Add token here", "Mud spray (MUD)")
    placement = w.document.stage.at(target.hex)
    assert [t.id for t in placement.tokens] == ["mud-spray"]
    assert w.undo_action.text().startswith("&Undo Add mud-spray token")
    x, y, _ = token_pose(placement, placement.tokens[0])
    assert abs(x - at.x()) < 0.01 and abs(y + at.y()) < 0.01  # where the user pointed
    # Drag it a little along the tile: it moves on its own, the tile stays.
    start = w.view.mapFromScene(at)
    end = start + QPoint(0, 12)
    qtbot.mousePress(w.view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(w.view.viewport(), end)
    qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    moved = w.document.stage.at(target.hex)
    assert moved.tokens[0] != placement.tokens[0] and moved.rot == placement.rot
    assert w.undo_action.text() == "&Undo Move mud-spray token"
    w.undo_action.trigger()
    assert w.document.stage.at(target.hex).tokens == placement.tokens
    choose_from_context_menu(w, at, "Turn the mud spray token")
    assert w.document.stage.at(target.hex).tokens[0].dir == 1.0
    saved = tmp_path / "muddy.stage.json"
    assert w.files.save_to(saved)
    assert load_stage(saved).at(target.hex).tokens == w.document.stage.at(target.hex).tokens
    choose_from_context_menu(w, at, "Remove the mud spray token")
    assert w.document.stage.at(target.hex).tokens == ()
    w.undo_action.trigger()
    assert len(w.document.stage.at(target.hex).tokens) == 1


def test_tokens_are_drawn_on_the_canvas_in_render_and_in_the_pdf(qtbot, window, tmp_path):  # noqa: F811
    w = window
    assert w.files.open_file(SS1)
    w.view.fit()
    QApplication.processEvents()
    before = w.view.viewport().grab().toImage()
    target = course_tile(w, 3)
    assert w.add_token(target.hex, "water-gravel", target.hex.center())
    QApplication.processEvents()
    assert w.view.viewport().grab().toImage() != before  # the canvas shows it
    texts = [p.text for p in stage_drawing(w.document.stage).primitives if isinstance(p, Text)]
    assert "H2O" in texts  # render and the PDF draw the same drawing
    pdf = tmp_path / "guide.pdf"
    assert w.files.export_printable_to(pdf)
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "H2O" in text


def test_mud_placed_in_the_editor_changes_the_test_drive(qtbot, window):  # noqa: F811
    w = window
    assert w.files.open_file(SS1)
    settings = DriveSettings("expert", 40, 3)
    clean = drive_stage(w.document.stage, w.document.tileset, settings).report
    corner = course_tile(w, 3)  # 217a: mud lowers its corner limits
    assert w.add_token(corner.hex, "mud-spray", corner.hex.center())
    muddy = drive_stage(w.document.stage, w.document.tileset, settings).report
    assert muddy.options["mud"] == {str(corner.index + 1): 1}  # course tile, from 1
    assert muddy.mean != clean.mean
