"""The window on a laptop: from 1280×720 up every dock can be reached and a six-car race's
table shows whole without scrolling sideways; a remembered geometry that no longer fits
a screen is brought back onto it."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, settle
from PySide6.QtCore import QByteArray, QRect
from PySide6.QtWidgets import QApplication, QDockWidget, QTabBar

from pacenote.editor.settings import settings

pytestmark = pytest.mark.usefixtures("isolated")
RALLY = EXAMPLES / "rally-1" / "rally-1.rally.json"


def reachable(w, dock: QDockWidget) -> bool:
    """Shown, or behind a visible tab of its group."""
    if dock.isVisible() and dock.visibleRegion().boundingRect().height() > 40:
        return True
    return any(bar.isVisible() and bar.parent() is w and bar.geometry().intersects(w.rect())
               and any(bar.tabText(i).startswith(dock.windowTitle().split(":")[0])
                       for i in range(bar.count()))
               for bar in w.findChildren(QTabBar))


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)],
                         ids=["1280x720", "1366x768", "1920x1080"])
def test_every_dock_and_the_whole_race_table(qtbot, window, size):
    w = window
    w.resize(*size)
    w._default_dock_sizes()
    assert w.files.open_file(RALLY, ask=False)
    settle(qtbot, w)
    w.drive.runs_box.setValue(3)
    w.drive.players_box.setValue(6)
    assert w.drive.start()
    qtbot.waitUntil(lambda: w.drive.result is not None and not w.drive.worker.is_busy(),
                    timeout=120_000)
    for _ in range(5):
        QApplication.processEvents()
    for dock in (w.palette_dock, w.stage_dock, w.history_dock, w.drive_dock,
                 w.findings_dock, w.rally_dock):
        assert reachable(w, dock), dock.windowTitle()
    table = w.drive_panel.race_table
    assert table.isVisible() and table.columnCount() == 7
    assert table.horizontalScrollBar().maximum() == 0  # every car's column shows
    assert w.drive_panel.results_scroll.horizontalScrollBar().maximum() == 0
    assert w.drive_dock.width() <= size[0] // 3 + 20  # the canvas keeps the middle
    assert w.view.width() >= size[0] // 3
    status = w.statusBar().geometry()
    assert w.rect().contains(status)  # the status bar is on the window


def test_a_remembered_geometry_is_brought_onto_the_screen(qtbot, window):
    w = window
    w.resize(2400, 1500)
    w.move(3000, 2000)  # remembered on a screen unplugged since
    assert w.fit_to_screen(QRect(0, 0, 1366, 768))
    frame = w.frameGeometry()
    assert QRect(0, 0, 1366, 768).contains(frame)
    assert not w.fit_to_screen(QRect(0, 0, 1366, 768))  # once on it, left alone


def test_settings_from_a_bigger_screen_fit_this_one(qtbot, isolated, dialogs):
    from conftest import close_window

    from pacenote.editor.app import MainWindow

    first = MainWindow()
    first.resize(5000, 4000)
    first.save_layout()
    first.document.mark_clean()
    first.close()
    geometry = settings().value("window/geometry")
    assert isinstance(geometry, QByteArray)
    again = MainWindow()
    available = (again.screen() or QApplication.primaryScreen()).availableGeometry()
    assert again.width() <= available.width() and again.height() <= available.height()
    close_window(again)
