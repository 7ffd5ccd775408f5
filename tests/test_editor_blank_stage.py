"""An untouched new stage does not shout: the missing START and FINISH are listed as
guidance (info) until the first tile is placed, then as the errors they are. The
validators' codes and severities are unchanged; only the editor's presentation."""

from __future__ import annotations

import pytest
from conftest import settle

from pacenote.validators import validate_stage

pytestmark = pytest.mark.usefixtures("isolated")


def shown(w) -> list[tuple[str, str]]:
    tree = w.findings.tree
    return [(tree.topLevelItem(i).toolTip(0), tree.topLevelItem(i).text(1))
            for i in range(tree.topLevelItemCount())]


def test_a_blank_stage_lists_its_first_steps_as_guidance(qtbot, window):
    w = window
    settle(qtbot, w)
    assert not w.document.stage.tiles
    codes = {f.code: f.severity for f in validate_stage(w.document.stage)}
    assert codes["no-start"] == codes["no-finish"] == "error"  # the rules say so
    assert ("info", "no-start") in shown(w) and ("info", "no-finish") in shown(w)
    assert all(level == "info" for level, _ in shown(w))
    assert "error" not in w.findings.summary.text()
    assert "error" not in w.findings_label.text()
    w.findings.show_info.setChecked(False)  # guidance is not hidden with the info
    assert {"no-start", "no-finish"} <= {code for _, code in shown(w)}
    w.findings.show_info.setChecked(True)

    assert w.place_at_end("204a")  # the first tile, not a START
    settle(qtbot, w)
    qtbot.waitUntil(lambda: ("error", "no-start") in shown(w))
    assert ("error", "no-finish") in shown(w)
    assert "error" in w.findings.summary.text() and "error" in w.findings_label.text()
