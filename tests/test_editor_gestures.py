"""The Rekee user's gestures on the real window: curves bent left or right in one
step, the map turned as one piece, the map centred."""

from __future__ import annotations

import pytest
from conftest import settle
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_editor_window import build

from pacenote.course import build_course
from pacenote.editor.placement import LEFT, RIGHT, turn_of
from pacenote.editor.tile_item import pacenote_text
from pacenote.hexgrid import local_to_world_side

# Every test here gets its own settings and recovery folder.
pytestmark = pytest.mark.usefixtures("isolated")

COURSE = ["202a", "204a", "210a", "205a", "216a", "203a"]


def placed_turn(w, tile_id: str) -> int | None:
    """Which way the placed ``tile_id`` bends the course, as the course drives it."""
    course = build_course(w.document.stage)
    [ct] = [t for t in course.tiles if t.side.id == tile_id]
    arrival = local_to_world_side(ct.entry_edge, ct.placement.rot)
    return turn_of(ct.side, ct.placement.rot, arrival)


def double_click_palette(qtbot, w, tile_id: str, modifier: Qt.KeyboardModifier) -> None:
    w.palette.select(tile_id)
    item = w.palette.items[tile_id]
    w.palette.list.scrollToItem(item)
    pos = w.palette.list.visualItemRect(item).center()
    qtbot.mouseClick(w.palette.list.viewport(), Qt.MouseButton.LeftButton, modifier, pos)
    qtbot.mouseDClick(w.palette.list.viewport(), Qt.MouseButton.LeftButton, modifier, pos)


def test_shift_and_ctrl_double_click_place_a_curve_turning_left_and_right(qtbot, window):  # noqa: F811
    w = window
    build(w, ["202a", "204a"])
    double_click_palette(qtbot, w, "210a", Qt.KeyboardModifier.ShiftModifier)
    assert placed_turn(w, "210a") == LEFT
    assert w.undo_action.text() == "&Undo Place 210a turning left"
    w.undo_action.trigger()
    double_click_palette(qtbot, w, "210a", Qt.KeyboardModifier.ControlModifier)
    assert placed_turn(w, "210a") == RIGHT


def test_bracket_keys_turn_a_placed_curve_the_other_way_in_one_step(qtbot, window):  # noqa: F811
    w = window
    build(w, ["202a", "204a", "210a"])
    before = placed_turn(w, "210a")
    other = LEFT if before == RIGHT else RIGHT
    w.scene.select_hexes([p.hex for p in w.document.stage.tiles if p.tile == "210a"])
    QTest.keyClick(w.view, "[" if other == LEFT else "]")
    assert placed_turn(w, "210a") == other  # one key, no broken states in between
    assert w.document.undo_stack.count() == 4
    QTest.keyClick(w.view, "[" if other == LEFT else "]")  # already so: nothing to do
    assert w.document.undo_stack.count() == 4
    w.undo_action.trigger()
    assert placed_turn(w, "210a") == before
    # With nothing selected the key places the palette's curve at the open end.
    w.scene.clearSelection()
    w.palette.select("216a")
    QTest.keyClick(w.view, "]")
    assert placed_turn(w, "216a") == RIGHT


def test_rotating_the_whole_map_keeps_the_course_intact(qtbot, window):  # noqa: F811
    w = window
    build(w, COURSE)
    before = build_course(w.document.stage)
    assert before.complete
    QTest.keyClick(w.view, "a", Qt.KeyboardModifier.ControlModifier)
    assert len(w.scene.selected_hexes()) == len(COURSE)
    for turn in range(1, 7):
        QTest.keyClick(w.view, "r")
        course = build_course(w.document.stage)
        assert course.complete, turn
        assert [t.side.id for t in course.tiles] == COURSE
        assert all(p.rot == (q.rot + turn) % 6
                   for p, q in zip(w.document.stage.tiles, before.stage.tiles, strict=True))
    assert w.document.stage.tiles == before.stage.tiles  # six turns: back where it was
    assert len(w.scene.selected_hexes()) == len(COURSE)  # the selection follows


def test_rotating_a_selection_that_would_hit_other_tiles_is_refused(qtbot, window):  # noqa: F811
    w = window
    build(w, COURSE)
    stage = w.document.stage
    w.scene.select_hexes([p.hex for p in stage.tiles[1:3]])
    results = [w.rotate(1) for _ in range(6)]
    assert not all(results)  # some turns would put the pair onto the rest of the course
    assert "in the way" in w.statusBar().currentMessage()


def test_centre_the_map(qtbot, window):  # noqa: F811
    w = window
    build(w, COURSE)
    w.select_all()
    w.move_tiles(w.scene.selected_hexes(), (5, -3))
    w.centre_action.trigger()
    hexes = [p.hex for p in w.document.stage.tiles]
    assert (0, 0) in hexes
    assert build_course(w.document.stage).complete
    assert not w.centre_map()  # already centred


def test_l_cycles_the_tile_labels_ids_pacenotes_none(qtbot, window):  # noqa: F811
    w = window
    build(w, COURSE)
    settle(qtbot, w)  # the Problems dock fits its list once the analysis is in
    QApplication.processEvents()
    w.view.fit()
    pictures = []
    for mode in ("ids", "pacenotes", "none", "ids"):
        assert w.scene.label_mode == mode
        QApplication.processEvents()
        pictures.append(w.view.viewport().grab().toImage())
        QTest.keyClick(w.view, "l")
    assert w.scene.label_mode == "pacenotes"
    ids, notes, bare, ids_again = pictures
    assert ids != notes and notes != bare and ids != bare
    assert ids == ids_again
    assert pacenote_text(w.document.tileset, "210a") == "2/1"  # its printed limits
    assert pacenote_text(w.document.tileset, "207b") == "flat out ford jump"
