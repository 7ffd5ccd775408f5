"""The start page of an editor opened without a file, clicked like a user would."""

from __future__ import annotations

import pytest
from conftest import close_window
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from pacenote.autolayout import layout
from pacenote.editor.app import MainWindow
from pacenote.editor.settings import add_recent
from pacenote.formats import load_stage, save_stage

# Every test here gets its own settings and recovery folder.
pytestmark = pytest.mark.usefixtures("isolated")


def test_new_stage_and_open_an_example(qtbot, window):  # noqa: F811
    w = window
    w.show_start_page()
    assert w.start_page_shown() and not w.view.isVisible()
    examples = w.start_page.links(w.start_page.examples)
    assert "Rally 1 - SS1" in [b.text() for b in examples]
    [ss1] = [b for b in examples if b.text() == "Rally 1 - SS1"]
    qtbot.waitUntil(lambda: ss1.isVisible() and ss1.height() > 0)
    qtbot.mouseClick(ss1, Qt.MouseButton.LeftButton)
    assert not w.start_page_shown() and w.view.isVisible()
    assert w.document.stage == load_stage(ss1.toolTip())
    w.show_start_page()
    qtbot.waitUntil(lambda: w.start_page.buttons["New stage"].height() > 0)
    qtbot.mouseClick(w.start_page.buttons["New stage"], Qt.MouseButton.LeftButton)
    assert not w.start_page_shown() and w.document.stage.tiles == ()


def test_recent_files_import_and_placing_a_tile_leave_the_start_page(qtbot, window, tmp_path,  # noqa: F811
                                                                     monkeypatch):
    w = window
    recent = tmp_path / "mine.stage.json"
    save_stage(layout(["202a", "204a", "203a"]), recent)
    add_recent(recent)
    add_recent(tmp_path / "gone.stage.json")
    w.show_start_page()
    links = w.start_page.links(w.start_page.recent)
    assert [b.text() for b in links] == ["mine.stage.json"]  # a missing file is left out
    qtbot.waitUntil(lambda: links[0].height() > 0)
    qtbot.mouseClick(links[0], Qt.MouseButton.LeftButton)
    assert w.document.path == recent and not w.start_page_shown()
    rgt = tmp_path / "x.rgt"
    w.document.export(rgt, "rgt")
    w.show_start_page()
    qtbot.waitUntil(lambda: w.start_page.buttons["New stage"].height() > 0)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(rgt), ""))
    qtbot.mouseClick(w.start_page.buttons["Import Rekee / .rgt…"], Qt.MouseButton.LeftButton)
    assert w.document.source == rgt and not w.start_page_shown()
    w.files.new_stage()
    w.show_start_page()
    w.palette.select("202a")
    assert w.place_selected_tile()  # a double-click in the palette starts building too
    assert not w.start_page_shown()


def test_run_without_a_file_shows_the_start_page(qtbot, dialogs):  # noqa: F811
    import pacenote.editor as editor

    seen: list[bool] = []

    def look_and_close() -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, MainWindow) and w.isVisible():
                seen.append(w.start_page_shown())
                close_window(w)

    QTimer.singleShot(300, look_and_close)
    assert editor.run() == 0
    assert seen == [True]
