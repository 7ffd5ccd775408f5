"""The editor's words as a new user reads them (issue 26, points 5 and 6)."""

from __future__ import annotations

import shutil

import pytest
from conftest import EXAMPLES, settle

from pacenote.hexgrid import Hex

pytestmark = pytest.mark.usefixtures("isolated")
RALLY = EXAMPLES / "rally-1" / "rally-1.rally.json"


def test_one_tile_is_one_tile(qtbot, window):
    w = window
    assert w.place_at_end("202a")
    settle(qtbot, w)
    assert w.tiles_label.text() == "1 tile"
    assert w.stage_panel.figure("Placed") == "1 tile"


def test_a_rally_of_one_start_has_no_class_yet(qtbot, window):
    w = window
    assert w.files.new_rally()
    assert w.place("202a", Hex(0, 0), None)
    settle(qtbot, w)
    qtbot.waitUntil(lambda: w.rally.analysis is not None
                    and w.rally.analysis.rally.stages[0].inline == w.document.stage)
    assert w.rally.analysis.totals.rally_class is None
    assert "about" not in w.rally_panel.totals.text()
    assert "class once every stage runs START → FINISH" in w.rally_panel.totals.text()


def test_hover_text_goes_with_its_document(qtbot, window):
    w = window
    assert w.files.open_file(EXAMPLES / "rally-1" / "ss1.stage.json")
    w.hover_label.setText("227a · hex (1, 1) · cell 1.i0")
    assert w.files.open_file(EXAMPLES / "rally-1" / "ss2.stage.json", ask=False)
    assert w.hover_label.text() == ""


def test_the_runs_follow_pacenote_drive_s_defaults_until_set(qtbot, window):
    drive = window.drive
    assert drive.runs_box.value() == 1000
    drive.players_box.setValue(4)
    assert drive.runs_box.value() == 200  # races: 200, as pacenote drive
    drive.players_box.setValue(1)
    assert drive.runs_box.value() == 1000
    drive.runs_box.setValue(500)  # the user's own number stays
    drive.players_box.setValue(3)
    assert drive.runs_box.value() == 500


def test_a_removed_stage_renumbers_the_others(qtbot, window, dialogs, tmp_path):
    w = window
    folder = tmp_path / "r"
    shutil.copytree(RALLY.parent, folder)
    assert w.files.open_file(folder / RALLY.name)
    w.rally.select(0)
    assert w.rally.remove_current()
    assert w.rally_tabs.labels() == ["SS1", "SS2"]  # were SS2 and SS3


def test_another_stage_of_a_raced_rally_is_not_called_changed(qtbot, window, tmp_path):
    w = window
    assert w.files.open_file(RALLY)
    settle(qtbot, w)
    w.drive.runs_box.setValue(2)
    assert w.drive.drives_rally() and w.drive.start()
    qtbot.waitUntil(lambda: w.drive.result is not None and not w.drive.worker.is_busy(),
                    timeout=120_000)
    w.rally.select(1)
    settle(qtbot, w)
    note = w.drive.stale_note()
    assert note.startswith("This test drive's figures") and "SS1" in note
    assert "the stage has changed" not in w.drive_panel.message.text()
    assert "nothing has changed" in w.drive_panel.message.text()
    w.rally.select(0)
    settle(qtbot, w)
    assert w.drive.stale_note() == ""
    assert w.edit_text("name", "SS1 edited")  # an edit: now it is stale
    settle(qtbot, w)
    assert w.drive.stale_note().startswith("Stale")
