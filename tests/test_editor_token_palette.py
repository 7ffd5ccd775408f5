"""The token palette on the real window: every token the canvas draws, dragged onto a tile
(it lies where it is dropped) or laid on the selected tile from the keyboard; undoable; a
drop beside the tiles changes nothing and says why."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from pacenote.course import build_course
from pacenote.editor.tile_item import scene_point
from pacenote.editor.token_menu import token_label
from pacenote.editor.token_palette import KIND_ROLE, TOKEN_MIME, token_icon
from pacenote.hexgrid import Hex
from pacenote.tokendraw import LOOKS, token_pose

pytestmark = pytest.mark.usefixtures("isolated")

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"


def drop_token(w, kind: str, at: QPointF) -> None:
    """Drag ``kind`` from the token palette and drop it on scene point ``at``, as Qt
    delivers a drag and drop to the canvas."""
    palette = w.token_palette
    row = palette.kinds().index(kind)
    data = palette.mimeData([palette.item(row)])
    pos = QPointF(w.view.mapFromScene(at))
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, data,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(w.view.viewport(), enter)
    assert enter.isAccepted()  # the canvas takes tokens
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(w.view.viewport(), drop)


def test_the_palette_offers_every_token_the_canvas_draws_by_name(qtbot, window):  # noqa: F811
    palette = window.token_palette
    assert palette.kinds() == list(LOOKS)
    assert [palette.item(i).text() for i in range(palette.count())] == [
        token_label(k) for k in LOOKS]
    assert palette.item(0).text() == "Mud spray (MUD)"
    mud, water = token_icon("mud-spray").toImage(), token_icon("water").toImage()
    assert mud != water  # each drawn in its own colour and label
    assert mud.pixelColor(mud.width() // 2, mud.height() // 2).alpha() == 255
    assert window.tokens_dock.toggleViewAction() in window.menus["&View"].actions()
    assert window.tabifiedDockWidgets(window.palette_dock) == [window.tokens_dock]


def test_a_dropped_token_lies_where_it_is_dropped_and_undoes(qtbot, window):  # noqa: F811
    w = window
    assert w.files.open_file(SS1)
    w.view.fit()
    QApplication.processEvents()
    target = build_course(w.document.stage).tiles[3]
    at = scene_point(target.hex) + QPointF(0.2, 0.1)
    drop_token(w, "water", at)
    placement = w.document.stage.at(target.hex)
    assert [t.id for t in placement.tokens] == ["water"]
    x, y, _ = token_pose(placement, placement.tokens[0])
    assert abs(x - at.x()) < 0.03 and abs(y + at.y()) < 0.03  # scene y runs down
    w.undo_action.trigger()
    assert w.document.stage.at(target.hex).tokens == ()


def test_a_token_dropped_beside_the_tiles_changes_nothing(qtbot, window):  # noqa: F811
    w = window
    assert w.files.open_file(SS1)
    before = w.document.stage
    empty = Hex(40, 40)
    assert before.at(empty) is None
    drop_token(w, "jump", scene_point(empty))
    assert w.document.stage == before
    assert w.statusBar().currentMessage() == "A token lies on a tile: drop it on one"


def test_return_lays_the_token_in_the_middle_of_the_selected_tile(qtbot, window):  # noqa: F811
    w = window
    assert w.files.open_file(SS1)
    palette = w.token_palette
    palette.setCurrentRow(palette.kinds().index("chicane"))
    qtbot.keyClick(palette, Qt.Key.Key_Return)  # nothing selected: nothing laid
    assert all(not p.tokens for p in w.document.stage.tiles)
    assert w.statusBar().currentMessage() == "Select the tile to lay the token on"
    target = build_course(w.document.stage).tiles[5]
    w.scene.select_hexes([target.hex])
    tiles = [(p.tile, p.hex) for p in w.document.stage.tiles]
    qtbot.keyClick(palette, Qt.Key.Key_Return)
    placement = w.document.stage.at(target.hex)
    assert [t.id for t in placement.tokens] == ["chicane"]
    x, y, _ = token_pose(placement, placement.tokens[0])
    cx, cy = target.hex.center()
    assert abs(x - cx) < 1e-3 and abs(y - cy) < 1e-3
    assert palette.currentItem().data(KIND_ROLE) == "chicane"
    assert [(p.tile, p.hex) for p in w.document.stage.tiles] == tiles  # no tile placed
    assert TOKEN_MIME in palette.mimeTypes()
