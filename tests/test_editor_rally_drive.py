"""Test drive of a whole rally from the editor: the Test drive toolbar's "Whole rally"
with the rally's players (4 by default) races the cars over every stage on a worker
thread; the dock shows each driver's rally totals, the canvas the congestion of the
stage shown. Figures are checked against ``pacenote.engine.test_race`` called directly
with the same entries and settings (the editor holds no rules)."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, settle
from PySide6.QtCore import Qt

from pacenote.cellcontract import node_name
from pacenote.editor.congestion import CongestionCellItem
from pacenote.editor.drive_panel import RACE_COLUMNS, race_rows, race_summary
from pacenote.engine import DriveSettings, RaceEntry, test_race
from pacenote.rally import load_rally

pytestmark = pytest.mark.usefixtures("isolated")

RALLY = EXAMPLES / "rally-1" / "rally-1.rally.json"
RUNS, SEED = 20, 3


def test_the_whole_rally_is_raced_with_four_players_by_default(qtbot, window):
    w = window
    assert not w.drive.rally_box.isEnabled()  # no rally open
    assert w.files.open_file(RALLY, ask=False)
    assert w.drive.rally_box.isEnabled() and w.drive.rally_box.isChecked()
    assert w.drive.players_box.value() == 4
    w.rally.select(2)  # the stage shown: SS3
    settle(qtbot, w)
    w.drive.runs_box.setValue(RUNS)
    w.drive.seed_box.setValue(SEED)
    with qtbot.waitSignal(w.drive.result_shown, timeout=600_000) as blocker:
        qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        assert w.drive.worker.is_busy()  # off the GUI thread
    result = blocker.args[0]

    rally = load_rally(RALLY)
    entries = [RaceEntry(e.label, s, e.service) for e, s in zip(rally.stages,
                                                                rally.load_stages(),
                                                                strict=True)]
    direct = test_race(entries, DriveSettings("expert", RUNS, SEED, players=4))
    assert result.race.to_dict() == direct.to_dict()
    assert direct.stages == ["SS1", "SS2", "SS3"]
    assert result.stage == w.document.stage and result.race_label == "SS3"

    panel = w.drive_panel
    table = panel.race_table
    shown = panel.race_shown()  # a column per car, read back as a row per car
    assert table.topLevelItemCount() == len(RACE_COLUMNS)  # the spread in two rows
    assert shown == race_rows(direct) and len(shown) == 4  # each driver's rally total
    assert panel.race_title.text() == f"Rally (SS1, SS2, SS3): {race_summary(direct)}"
    assert "rallies of 4 cars" in panel.race_title.text()

    # The congestion map shows the stage on the canvas only (SS3's hot spots).
    congested = {node_name(i.node) for i in w.scene.items()
                 if isinstance(i, CongestionCellItem)}
    expected = {s.cell for s in direct.hot_spots
                if s.stage == "SS3" and s.blocked + s.traffic > 0}
    assert expected and congested == expected
    assert any(s.stage != "SS3" for s in direct.hot_spots)  # others' were left out

    # The rally's result is that of the rally as driven: a change to the plan (or to any
    # stage) greys it out, going back makes it fresh again.
    assert not w.drive.is_stale()
    w.document.set_service(2, True)
    assert w.drive.is_stale() and not w.drive.congestion_map.layer.isVisible()
    w.document.set_service(2, False)
    assert not w.drive.is_stale() and w.drive.congestion_map.layer.isVisible()
    w.rally.select(0)
    assert w.drive.is_stale()  # the heat map is SS3's
    w.rally.select(2)
    assert not w.drive.is_stale()

    # One stage only, as before: the box unticked races the stage shown.
    w.drive.rally_box.setChecked(False)
    with qtbot.waitSignal(w.drive.result_shown, timeout=600_000) as blocker:
        assert w.drive.start()
    assert blocker.args[0].race.stages == [w.document.stage.name or "stage"]
