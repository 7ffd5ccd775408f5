"""The editor window driven like a user would: keys, clicks, drags, files, dialogs.

Every test checks the model (the Stage on the document, the files written), not
just that nothing raised. Dialogs are monkeypatched: an unexpected one fails.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from conftest import close_window, make_window, settle
from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from pacenote.autolayout import layout
from pacenote.course import build_course
from pacenote.drawing import ROAD
from pacenote.editor.app import MainWindow
from pacenote.editor.image_dialog import ImageOptionsDialog
from pacenote.editor.palette import TILE_MIME
from pacenote.editor.settings import recent_files
from pacenote.editor.tile_item import scene_point
from pacenote.formats import load_stage, save_stage
from pacenote.graph import build_graph
from pacenote.hexgrid import Hex, rotate_point
from pacenote.stage import Placement, Stage

Button = QMessageBox.StandardButton


# Every test here gets its own settings and recovery folder.
pytestmark = pytest.mark.usefixtures("isolated")


def with_modal(kind: type, act) -> None:
    """Once a modal dialog of ``kind`` is up, ``act(dialog)`` (as a user would)."""
    from PySide6.QtCore import QTimer

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind):
            act(dialog)
        else:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)


def view_pos(w: MainWindow, h: Hex, dx: float = 0.0, dy: float = 0.0) -> QPoint:
    p = scene_point(h)
    return w.view.mapFromScene(QPointF(p.x() + dx, p.y() + dy))


def click_open_end(qtbot, w: MainWindow, end) -> None:
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=view_pos(w, end.hex))


def build(w: MainWindow, tiles: list[str]) -> None:
    for tile in tiles:
        w.palette.select(tile)
        assert w.place_selected_tile(), tile


def stage_of(w: MainWindow) -> list[tuple[str, int, int, int]]:
    return [(p.tile, p.q, p.r, p.rot) for p in w.document.stage.tiles]


# -- placing ---------------------------------------------------------------------------


def test_click_to_place_at_the_open_end_builds_a_connected_course(qtbot, window):
    w = window
    w.palette.select("202a")
    w.place_action.trigger()
    assert stage_of(w)[0][:3] == ("202a", 0, 0)
    for tile in ["204a", "210a", "205a", "216a", "203a"]:
        assert w.active_end is not None
        w.palette.select(tile)
        target = w.active_end.hex
        click_open_end(qtbot, w, w.active_end)
        assert w.document.stage.at(target).tile == tile
    course = build_course(w.document.stage)
    assert [t.side.id for t in course.tiles] == ["202a", "204a", "210a", "205a", "216a", "203a"]
    assert course.complete
    assert w.ends == []  # START → FINISH closed: nothing left open
    assert w.undo_action.text() == "&Undo Place 203a"
    settle(qtbot, w)
    assert w.tiles_label.text() == "6 tiles"
    graph = build_graph(course)
    assert w.cells_label.text().startswith(f"{len(graph.road_cells())} cells")
    assert f"{graph.fewest_dice()} dice" in w.cells_label.text()
    assert w.course_label.text() == "course: START → FINISH"
    assert w.class_label.text() == "class: short"


def test_open_end_click_without_a_palette_tile_only_activates_it(qtbot, window):
    w = window
    w.document.edit(Stage(tiles=(Placement("204a", 0, 0, 0),)), "setup")
    assert len(w.ends) == 2
    other = next(e for e in w.ends if e != w.active_end)
    w.palette.list.clearSelection()
    click_open_end(qtbot, w, other)
    assert len(w.document.stage.tiles) == 1
    assert w.active_end == other
    w.palette.select("205a")
    w.place_action.trigger()
    assert w.document.stage.at(other.hex).tile == "205a"


def drop_events(w: MainWindow, tile: str, pos: QPoint):
    mime = QMimeData()
    mime.setData(TILE_MIME, QByteArray(tile.encode()))
    args = (pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier)
    # The events keep a raw pointer to the mime data: return it so it stays alive.
    return (mime, QDragEnterEvent(*args), QDragMoveEvent(*args),
            QDropEvent(QPointF(pos), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier))


def test_dragging_a_palette_tile_previews_and_drops_it_turned_to_connect(qtbot, window):
    w = window
    w.document.edit(Stage(tiles=(Placement("202a", 0, 0, 0),)), "setup")
    end = w.active_end
    data = w.palette.list.mimeData([w.palette.items["208a"]])
    assert bytes(data.data(TILE_MIME).data()) == b"208a"  # what a real drag carries
    _mime, enter, move, drop = drop_events(w, "208a", view_pos(w, end.hex, 0.3, 0.2))
    w.view.dragEnterEvent(enter)
    assert enter.isAccepted()
    w.view.dragMoveEvent(move)
    ghost = w.scene._ghost
    assert ghost is not None and ghost.placement.hex == end.hex
    w.view.dropEvent(drop)
    assert drop.dropAction() == Qt.DropAction.CopyAction  # never a move out of the palette
    assert w.scene._ghost is None
    placed = w.document.stage.at(end.hex)
    assert placed.tile == "208a" and placed == ghost.placement
    course = build_course(w.document.stage)
    assert [t.side.id for t in course.tiles] == ["202a", "208a"]
    assert all(j.matched for j in course.joints)


def test_palette_marks_used_tiles_and_greys_out_their_other_side(qtbot, window):
    w = window
    build(w, ["202a", "210a"])
    assert w.palette.items["210a"].text() == "210a ✓"
    assert not w.palette.is_available("210b")
    assert not w.palette.is_available("210a") and w.palette.is_available("211b")
    assert not w.place_at_end("210b")  # the physical tile is on the board already
    assert [p.tile for p in w.document.stage.tiles] == ["202a", "210a"]
    w.undo_action.trigger()
    assert w.palette.is_available("210b")
    assert w.palette.items["210a"].text() == "210a"


def test_palette_search_and_filters_hide_non_matching_sides(qtbot, window):
    p = window.palette
    p.search.setText("22")
    assert p.visible_ids() == [s for s in p.items if "22" in s]
    p.search.clear()
    p.kind.setCurrentIndex(p.kind.findData("start"))
    assert p.visible_ids() == ["202a", "202b"]
    p.kind.setCurrentIndex(0)
    p.feature_boxes["ford"].setChecked(True)
    fords = p.visible_ids()
    assert fords and all(any(s.ford for s in p.tileset[i].sections) for i in fords)
    p.limit_min.setValue(5)
    assert all(max(x for sec in p.tileset[i].sections
                   for x in (*sec.limits, *sec.inner, *sec.outer) if x) >= 5
               for i in p.visible_ids())


# -- rotate, flip, delete, move, undo ----------------------------------------------------


def test_rotate_flip_keys_and_undo_redo(qtbot, window):
    w = window
    w.document.edit(Stage(tiles=(Placement("210a", 0, 0, 2),)), "setup")
    w.scene.select_hexes([Hex(0, 0)])
    qtbot.keyClick(w.view, Qt.Key.Key_R)
    assert stage_of(w) == [("210a", 0, 0, 3)]
    qtbot.keyClick(w.view, Qt.Key.Key_R)
    assert stage_of(w) == [("210a", 0, 0, 4)]
    assert w.document.undo_stack.command(w.document.undo_stack.index() - 1).text() == \
        "Rotate 210a"
    qtbot.keyClick(w.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert stage_of(w) == [("210a", 0, 0, 3)]
    qtbot.keyClick(w.view, Qt.Key.Key_F)
    assert stage_of(w) == [("210b", 0, 0, 3)]
    assert w.undo_action.text() == "&Undo Flip 210a → 210b"
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stage_of(w) == [("210a", 0, 0, 3)]
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert stage_of(w) == [("210a", 0, 0, 2)]  # the three rotations were one command
    qtbot.keyClick(w.view, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert stage_of(w) == [("210a", 0, 0, 3)]
    assert w.redo_action.text() == "&Redo Flip 210a → 210b"
    assert w.document.dirty


def test_ctrl_wheel_rotates_the_selection_and_plain_wheel_zooms(qtbot, window):
    w = window
    w.document.edit(Stage(tiles=(Placement("204a", 0, 0, 0),)), "setup")
    w.scene.select_hexes([Hex(0, 0)])
    pos = QPointF(view_pos(w, Hex(0, 0)))

    def wheel(delta: int, mods: Qt.KeyboardModifier) -> None:
        event = QWheelEvent(pos, QPointF(w.view.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                            QPoint(0, delta), Qt.MouseButton.NoButton, mods,
                            Qt.ScrollPhase.NoScrollPhase, False)
        w.view.wheelEvent(event)

    wheel(-120, Qt.KeyboardModifier.ControlModifier)
    assert stage_of(w) == [("204a", 0, 0, 1)]
    zoom = w.view.zoom()
    wheel(120, Qt.KeyboardModifier.NoModifier)
    assert w.view.zoom() > zoom
    assert stage_of(w) == [("204a", 0, 0, 1)]


def test_rubber_band_selects_several_tiles_and_delete_removes_them(qtbot, window):
    w = window
    stage = layout(["202a", "204a", "205a", "203a"])
    w.document.edit(stage, "setup")
    w.view.fit()
    corner = w.view.mapFromScene(w.scene.tiles_rect().topLeft()) - QPoint(15, 15)
    far = w.view.mapFromScene(w.scene.tiles_rect().bottomRight()) + QPoint(15, 15)
    vp = w.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=corner)
    qtbot.mouseMove(vp, pos=(corner + far) / 2)
    qtbot.mouseMove(vp, pos=far)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=far)
    assert len(w.scene.selected_hexes()) == 4
    w.scene.select_hexes([p.hex for p in stage.tiles[1:]])
    qtbot.keyClick(w.view, Qt.Key.Key_Delete)
    assert [p.tile for p in w.document.stage.tiles] == ["202a"]
    assert w.undo_action.text() == "&Undo Delete 3 tiles"
    w.undo_action.trigger()
    assert w.document.stage == stage


def test_dragging_tiles_moves_them_to_another_hex(qtbot, window):
    w = window
    w.document.edit(Stage(tiles=(Placement("204a", 0, 0, 0), Placement("205a", 3, 0, 0))),
                    "setup")
    vp = w.view.viewport()
    start, target = view_pos(w, Hex(0, 0)), view_pos(w, Hex(0, 2))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, pos=(start + target) / 2)
    qtbot.mouseMove(vp, pos=target)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=target)
    assert stage_of(w) == [("204a", 0, 2, 0), ("205a", 3, 0, 0)]
    assert w.undo_action.text() == "&Undo Move 204a"
    # Onto the other tile: refused, and the dragged tile snaps back.
    start, target = view_pos(w, Hex(0, 2)), view_pos(w, Hex(3, 0))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, pos=(start + target) / 2)
    qtbot.mouseMove(vp, pos=target)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=target)
    assert stage_of(w) == [("204a", 0, 2, 0), ("205a", 3, 0, 0)]
    assert w.scene.tiles[Hex(0, 2)].pos() == scene_point(Hex(0, 2))


# -- files -----------------------------------------------------------------------------


def test_save_then_reopen_gives_the_same_stage(qtbot, window, tmp_path, dialogs, monkeypatch):
    w = window
    build(w, ["202a", "206a", "208a", "203a"])
    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), "pacenote stage (*.stage.json)"))
    assert w.save_action.isEnabled()
    w.save_action.trigger()
    saved = tmp_path / "mine.stage.json"
    assert saved.is_file() and not w.document.dirty
    assert w.document.path == saved
    assert not any(tmp_path.glob(".mine*.tmp"))  # atomic write left no temp file
    assert json.loads(saved.read_text())["format"] == "pacenote-stage"
    other = make_window(qtbot)
    try:
        assert other.files.open_file(saved)
        assert other.document.stage.tiles == w.document.stage.tiles
        assert not other.document.dirty
        assert recent_files()[0] == saved.resolve()
    finally:
        close_window(other)


def test_import_an_rgt_file(qtbot, window, tmp_path, monkeypatch):
    # As the Rallyman Track Editor writes it: one line, upper-case ids, offset X/Y.
    # Rekee's (0, 0) is rgt (55, 52); X - 1 is one hex towards +q.
    rgt = tmp_path / "sprint.rgt"
    rgt.write_text('{"Path":"C:\\\\Tracks","Name":"Sprint","Author":"Ana","Tuiles":['
                   '{"X":55,"Y":52,"Orientation":0,"TuileId":"202A"},'
                   '{"X":54,"Y":52,"Orientation":0,"TuileId":"204B"},'
                   '{"X":53,"Y":52,"Orientation":0,"TuileId":"203A"}],'
                   '"lowResWidth":2480,"lowResHeight":1748}')
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(rgt), ""))
    w = window
    assert w.files.import_dialog()
    assert stage_of(w) == [("202a", 0, 0, 0), ("204b", 1, 0, 0), ("203a", 2, 0, 0)]
    assert w.document.stage.name == "Sprint" and w.document.stage.author == "Ana"
    assert build_course(w.document.stage).complete
    assert w.document.path is None  # never overwrite the .rgt with another format
    assert w.document.suggested_path() == tmp_path / "sprint.stage.json"
    assert w.windowTitle().startswith("sprint.rgt")


def test_export_rekee_rgt_png_svg(qtbot, window, tmp_path, dialogs, monkeypatch):
    w = window
    w.document.edit(layout(["202a", "210a", "203a"]), "setup")
    for fmt, name in (("rekee", "out.json"), ("rgt", "out.rgt")):
        assert w.files.export_to(tmp_path / name, fmt)
        assert load_stage(tmp_path / name).tiles == w.document.stage.tiles
    assert w.document.path is None and w.document.dirty  # exports are copies
    for name in ("out.png", "out.svg"):
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda *a, n=name, **k: (str(tmp_path / n), ""))
        with_modal(ImageOptionsDialog, lambda d: d.accept())
        assert w.files.export_image_dialog()
    assert (tmp_path / "out.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    svg = (tmp_path / "out.svg").read_text()
    assert svg.startswith("<?xml") and "210a" in svg


def test_a_file_that_fails_to_load_shows_one_line_and_changes_nothing(qtbot, window,
                                                                     tmp_path, dialogs):
    w = window
    build(w, ["202a", "204a"])
    before, undo_index = w.document.stage, w.document.undo_stack.index()
    bad = tmp_path / "broken.stage.json"
    bad.write_text('{"format": "pacenote-stage", "version": 1, "tiles": [{"tile": "210a", '
                   '"q": 0, "r": 0, "rot": 9}]}')
    dialogs.answer("critical", Button.Ok)
    assert not w.files.open_file(bad, ask=False)
    kind, _, text = dialogs.shown[-1]
    assert kind == "critical" and "\n" not in text
    assert "broken.stage.json" in text and "rot" in text
    assert w.document.stage is before
    assert w.document.undo_stack.index() == undo_index and w.document.dirty
    assert stage_of(w)[0][0] == "202a"
    assert recent_files() == []


def test_unsaved_changes_prompt_on_new_open_and_close(qtbot, tmp_path, dialogs, monkeypatch):
    w = make_window(qtbot)
    build(w, ["202a", "204a"])
    dialogs.answer("warning", Button.Cancel)
    assert not w.files.new_stage()
    assert len(w.document.stage.tiles) == 2
    dialogs.answer("warning", Button.Discard)
    assert w.files.new_stage()
    assert w.document.stage.tiles == () and not w.document.dirty
    build(w, ["202a"])
    other = tmp_path / "other.stage.json"
    save_stage(layout(["202a", "205a", "203a"]), other)
    dialogs.answer("warning", Button.Cancel)
    assert not w.files.open_file(other)
    assert [p.tile for p in w.document.stage.tiles] == ["202a"]
    target = tmp_path / "kept.stage.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    dialogs.answer("warning", Button.Save)  # save first, then open
    assert w.files.open_file(other)
    assert [p.tile for p in load_stage(target).tiles] == ["202a"]
    assert [p.tile for p in w.document.stage.tiles] == ["202a", "205a", "203a"]
    w.scene.select_hexes([w.document.stage.tiles[1].hex])
    assert w.rotate(1) and w.document.dirty
    dialogs.answer("warning", Button.Cancel)
    w.close()
    assert w.isVisible()  # close refused
    dialogs.answer("warning", Button.Discard)
    w.worker.wait()
    assert w.close()
    assert not w.isVisible()
    assert [k for k, _, _ in dialogs.shown] == ["warning"] * 6


# -- autosave and recovery -------------------------------------------------------------


def test_autosave_timer_writes_the_recovery_file(qtbot, tmp_path, dialogs):
    w = MainWindow(autosave_ms=50)
    try:
        w.document.edit(layout(["202a", "203a"]), "setup")
        qtbot.waitUntil(lambda: w.autosaver.files()[0].is_file(), timeout=3000)
        assert load_stage(w.autosaver.files()[0]).tiles == w.document.stage.tiles
        meta = json.loads(w.autosaver.files()[1].read_text())
        assert meta["pid"] == os.getpid() and meta["source"] is None
    finally:
        close_window(w)
    assert not w.autosaver.files()[0].exists()  # a clean close removes it


# -- remembered state, screenshot -----------------------------------------------------


def test_window_geometry_and_recent_files_are_remembered(qtbot, tmp_path, dialogs):
    path = tmp_path / "a.stage.json"
    save_stage(layout(["202a", "203a"]), path)
    w = make_window(qtbot)
    w.resize(700, 500)  # within the offscreen screen (800 x 600)
    w.files.open_file(path)
    close_window(w)
    again = MainWindow()
    try:
        assert (again.width(), again.height()) == (700, 500)
        assert recent_files() == [path.resolve()]
        again.files.fill_recent(again.recent_menu)
        assert [a.text() for a in again.recent_menu.actions()] == [str(path.resolve())]
        again.recent_menu.actions()[0].trigger()
        assert again.document.path == path
    finally:
        close_window(again)


def test_screenshot_command_renders_the_window(tmp_path):
    from typer.testing import CliRunner

    from pacenote.cli import app

    src = tmp_path / "s.stage.json"
    save_stage(layout(["202a", "210a", "216a", "203a"]), src)
    out = tmp_path / "shot.png"
    result = CliRunner().invoke(app, ["edit", "--screenshot", str(out), str(src)])
    assert result.exit_code == 0, result.output
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert not list(tmp_path.glob("settings/**/*.ini"))  # screenshots leave no settings
    assert (image.width(), image.height()) == (1600, 1000)
    # The canvas shows the tiles: plenty of road colour in the picture.
    road = sum(1 for x in range(400, 1400, 10) for y in range(100, 900, 10)
               if image.pixelColor(x, y).name() == ROAD.lower())
    assert road > 50


def test_screenshot_of_a_bad_file_is_a_one_line_error(tmp_path):
    bad = tmp_path / "bad.rgt"
    bad.write_text("{not json")
    result = subprocess.run(
        [sys.executable, "-m", "pacenote", "edit", "--screenshot", str(tmp_path / "x.png"),
         str(bad)], capture_output=True, text=True, timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 2
    errors = [line for line in result.stderr.splitlines() if line.startswith("pacenote:")]
    assert len(errors) == 1, result.stderr
    assert errors[0].startswith(f"pacenote: error: {bad}: line 1 column 2: invalid JSON")
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "x.png").exists()


def test_edit_without_a_display_says_so_in_one_line(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "pacenote", "edit"], capture_output=True,
                            text=True, timeout=120, env=env)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines()[-1].startswith("pacenote: error: no display")


# -- view ------------------------------------------------------------------------------


def test_middle_drag_pans_and_hover_names_tile_and_cell(qtbot, window, tileset):
    w = window
    w.document.edit(Stage(tiles=(Placement("210a", 0, 0, 1),)), "setup")
    vp = w.view.viewport()
    bar = w.view.horizontalScrollBar()
    before = bar.value()
    start = view_pos(w, Hex(0, 0))
    qtbot.mousePress(vp, Qt.MouseButton.MiddleButton, pos=start)
    qtbot.mouseMove(vp, pos=start + QPoint(60, 0))
    qtbot.mouseRelease(vp, Qt.MouseButton.MiddleButton, pos=start + QPoint(60, 0))
    assert bar.value() == before - 60
    assert stage_of(w) == [("210a", 0, 0, 1)]  # panning moves the view, not the tile
    cell = tileset["210a"].geometry.cells["0.i0"]
    p = cell.polygon.representative_point()
    x, y = rotate_point((p.x, p.y), 1)
    qtbot.mouseMove(vp, pos=w.view.mapFromScene(QPointF(x, -y)))
    assert w.hover_label.text().startswith("210a · hex (0, 0) · cell 0.i0: inner")


def test_run_opens_the_file_and_returns_when_the_window_closes(qtbot, tmp_path, dialogs):
    from PySide6.QtCore import QTimer

    import pacenote.editor as editor

    src = tmp_path / "s.stage.json"
    save_stage(layout(["202a", "208a", "203a"]), src)
    seen: list[list[str]] = []

    def look_and_close() -> None:
        windows = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, MainWindow) and w.isVisible()]
        seen.append([p.tile for w in windows for p in w.document.stage.tiles])
        for w in windows:
            w.close()

    QTimer.singleShot(300, look_and_close)
    assert editor.run(src) == 0
    assert seen == [["202a", "208a", "203a"]]
