"""At 1600×1000 the Stage dock shows all its rows (down to Class and Playing time)
without scrolling, for a stage and for a rally, whose dock takes room at the bottom."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, settle
from PySide6.QtWidgets import QApplication, QScrollArea

pytestmark = pytest.mark.usefixtures("isolated")

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
RALLY = EXAMPLES / "rally-1" / "rally-1.rally.json"


def needs_scrolling(qtbot, w) -> bool:
    scroller = w.stage_dock.widget()
    assert isinstance(scroller, QScrollArea)
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(50)
    for _ in range(5):
        QApplication.processEvents()
    return scroller.verticalScrollBar().maximum() > 0


@pytest.mark.parametrize("path", [SS1, RALLY], ids=["stage", "rally"])
def test_the_stage_dock_fits_its_rows(qtbot, window, path):
    w = window
    w.resize(1600, 1000)
    assert w.files.open_file(path, ask=False)
    settle(qtbot, w)
    assert w.stage_panel.figure("Class") and w.stage_panel.figure("Playing time")
    assert not needs_scrolling(qtbot, w)
    bottom = w.stage_panel.rows["Playing time"]
    assert bottom.visibleRegion().boundingRect().height() == bottom.height()
