"""Typing in a text field never edits the map: Return (and the one-key shortcuts) stay
in the field (issue 26, point 1: Return in the Stage dock's Name field placed a tile)."""

from __future__ import annotations

import pytest
from conftest import settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QPlainTextEdit, QWidget

pytestmark = pytest.mark.usefixtures("isolated")


def text_fields(w: QWidget) -> list[QWidget]:
    """Every field a user types in: line edits (not a spin box's own), spin boxes and
    editable text areas, shown or in a hidden dock."""
    fields: list[QWidget] = []
    for f in w.findChildren(QWidget):
        if isinstance(f, QLineEdit) and isinstance(f.parent(), QAbstractSpinBox):
            continue
        if isinstance(f, QPlainTextEdit) and f.isReadOnly():
            continue
        if isinstance(f, (QLineEdit, QAbstractSpinBox, QPlainTextEdit)):
            fields.append(f)
    return fields


def test_return_in_every_text_field_leaves_the_stage_alone(qtbot, window):
    w = window
    assert w.files.new_rally()  # an empty SS1: Return on the map would place a tile
    settle(qtbot, w)
    assert not w.document.stage.tiles
    for dock in (w.stage_dock, w.rally_dock, w.drive_dock, w.replay.dock, w.palette_dock):
        dock.show()
    tile = next(s.id for s in w.document.tileset if s.kind == "start")
    w.palette.select(tile)
    assert w.palette.current_tile() == tile
    fields = text_fields(w)
    names = {f.objectName() or type(f).__name__ for f in fields}
    assert len(fields) >= 8, names  # stage name/author/notes, rally name/author, spins…
    typed = []
    for field in fields:
        dock = next((d for d in (w.stage_dock, w.rally_dock, w.drive_dock, w.replay.dock,
                                 w.palette_dock) if d.isAncestorOf(field)), None)
        if dock is not None:
            dock.raise_()
        if not field.isVisible() or not field.isEnabled():
            continue
        before = [s.stage for s in w.document.slots]
        field.setFocus()
        qtbot.waitUntil(field.hasFocus)
        if not isinstance(field, QAbstractSpinBox):
            qtbot.keyClicks(field, "Ab")
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            qtbot.keyClick(field, key)
        after = [s.stage for s in w.document.slots]
        assert [len(s.tiles) for s in after] == [len(s.tiles) for s in before], field
        assert [s.tiles for s in after] == [s.tiles for s in before], field
        typed.append(field)
    # the Stage dock's name, author, notes, boxes; the Rally dock's name, author,
    # players, boxes; the toolbar's runs, seed, players; the palette's search and limits
    assert w.stage_panel.name in typed and w.rally_panel.name in typed
    assert len(typed) >= 12, [type(f).__name__ for f in typed]
    # the same key on the canvas still places the tile (the guard is not a switch-off)
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert [p.tile for p in w.document.stage.tiles] == [tile]
