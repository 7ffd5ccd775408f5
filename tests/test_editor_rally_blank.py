"""A new rally does not shout: its untouched stage (no tile yet) is not marked red in the
tabs or the Rally dock, and the rally's finding about it reads as guidance, as the
Problems dock lists a blank stage (severity.presented). Once the stage has a tile its
errors are shown as the errors they are; the validators' codes and severities stay."""

from __future__ import annotations

import pytest
from conftest import settle
from test_editor_rally import clean_close, wait_rally

from pacenote.editor import severity
from pacenote.editor.rally_panel import ERRORS
from pacenote.validators.codes import severity as code_severity

pytestmark = pytest.mark.usefixtures("isolated")


def rally_lines(w) -> list[tuple[str, str, str]]:
    """Each rally finding as shown: (level of its icon, code, text)."""
    icons = {severity.icon(level).cacheKey(): level for level in ("error", "warning", "info")}
    lines = w.rally_panel.findings
    out = []
    for i in range(lines.count()):
        line = lines.item(i)
        out.append((icons[line.icon().cacheKey()], line.toolTip().split(":")[0], line.text()))
    return out


def test_a_new_rally_lists_its_blank_stage_as_guidance(qtbot, window):
    w = window
    w.new_rally_action.trigger()
    wait_rally(qtbot, w)
    normal = w.rally_tabs.palette().text().color()
    assert w.rally_tabs.tabTextColor(0) == normal
    assert "error" not in w.rally_tabs.tabToolTip(0)
    assert w.rally_panel.item(0).text(ERRORS) == "0"
    lines = rally_lines(w)
    invalid = [line for line in lines if line[1] == "rally-stage-invalid"]
    assert code_severity("rally-stage-invalid") == "error"  # the validators' own
    assert invalid and all(level == "info" for level, _, _ in lines)
    assert "error" not in invalid[0][2] and "SS1" in invalid[0][2]
    assert "no-start" in invalid[0][2]  # what the course needs first
    totals = w.rally_panel.totals.text()
    assert "1 stage · 0 tiles placed" in totals and "no box needed yet" in totals

    assert w.place_at_end("202a")  # a START alone: now SS1 has a real problem
    settle(qtbot, w)
    wait_rally(qtbot, w)
    assert w.rally_tabs.tabTextColor(0) == severity.COLOURS["error"]
    assert "1 error" in w.rally_tabs.tabToolTip(0)
    assert w.rally_panel.item(0).text(ERRORS) == "1"
    assert ("error", "rally-stage-invalid") in [line[:2] for line in rally_lines(w)]
    assert "· 1 box needed ·" in w.rally_panel.totals.text()
    clean_close(w)


def test_a_blank_stage_added_to_a_built_rally_stays_quiet(qtbot, window):
    w = window
    w.new_rally_action.trigger()
    for tile in ("202a", "204a", "203a"):
        assert w.place_at_end(tile)
    w.rally.add_new()
    wait_rally(qtbot, w)
    normal = w.rally_tabs.palette().text().color()
    assert [w.rally_tabs.tabTextColor(i) for i in range(2)] == [normal] * 2
    assert all(level != "error" for level, _, _ in rally_lines(w))
    clean_close(w)
