"""``pacenote edit --screenshot OUT.png`` without a file shows what a user sees on start:
the start page, not an empty canvas (and no user's recent files: same picture for all)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

import pacenote.editor as editor
from pacenote.editor.app import MainWindow

pytestmark = pytest.mark.usefixtures("isolated")


def _grab(window: MainWindow) -> QImage:
    window.resize(*editor.SCREENSHOT_SIZE)
    window.show()
    for _ in range(3):
        QApplication.processEvents()
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    window.document.mark_clean()
    window.close()
    return image


@pytest.mark.xfail(strict=False, reason="open bug (stop 28 closing note): in the whole suite "
                   "under load the two grabs of the start page once differed; passes alone")
def test_screenshot_without_a_file_shows_the_start_page(qtbot, tmp_path):
    out = editor.screenshot(tmp_path / "start.png")
    shot = QImage(str(out)).convertToFormat(QImage.Format.Format_RGB32)
    assert (shot.width(), shot.height()) == editor.SCREENSHOT_SIZE

    start = MainWindow(remember_layout=False)
    start.show_start_page(recent=[])
    assert start.start_page_shown()
    canvas = MainWindow(remember_layout=False)  # a blank new stage on the canvas
    assert not canvas.start_page_shown()
    assert shot == _grab(start)
    assert shot != _grab(canvas)
