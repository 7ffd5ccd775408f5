"""The Problems dock shows whole messages: long ones wrap onto more lines, never "…"."""

from __future__ import annotations

from conftest import EXAMPLES
from pytestqt.qtbot import QtBot

from pacenote.editor.findings_panel import FindingsPanel
from pacenote.formats import load_stage
from pacenote.validators import validate_stage


def _heights(panel: FindingsPanel) -> list[int]:
    tree = panel.tree
    return [tree.visualItemRect(tree.topLevelItem(i)).height()
            for i in range(tree.topLevelItemCount())]


def test_long_messages_wrap_and_rows_follow_the_column_width(qtbot: QtBot) -> None:
    panel = FindingsPanel()
    qtbot.addWidget(panel)
    panel.set_findings(validate_stage(load_stage(EXAMPLES / "rally-1" / "ss1.stage.json")))
    panel.resize(420, 400)
    panel.show()
    qtbot.waitExposed(panel)
    line = panel.tree.fontMetrics().lineSpacing()
    tree = panel.tree
    messages = [tree.topLevelItem(i).text(2) for i in range(tree.topLevelItemCount())]
    width = tree.columnWidth(2)
    long = [i for i, m in enumerate(messages) if tree.fontMetrics().horizontalAdvance(m) > width]
    assert long, "the stage's findings should include a message wider than the column"
    qtbot.waitUntil(lambda: all(_heights(panel)[i] >= 2 * line for i in long))
    codes = [tree.topLevelItem(i).text(1) for i in range(tree.topLevelItemCount())]
    assert tree.columnWidth(1) >= max(tree.fontMetrics().horizontalAdvance(c) for c in codes)
    narrow = _heights(panel)
    panel.resize(1600, 400)  # wider column: fewer lines per message
    qtbot.waitUntil(lambda: sum(_heights(panel)) < sum(narrow))
