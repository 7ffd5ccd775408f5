"""A race in the editor: the Test drive toolbar's Players box, the per-driver results in
the Test drive dock and the congestion map on the canvas.

Every figure is checked against ``pacenote.engine.test_race`` called directly with the
same stage, runs, seed, driver and players (the editor holds no rules); the congestion
cells against the race report's hot spots and the cell graph's polygons.
"""

from __future__ import annotations

import os

import pytest
from conftest import EXAMPLES, drive_settings
from PySide6.QtCore import Qt

from pacenote.cellcontract import node_name
from pacenote.editor.congestion import CongestionCellItem
from pacenote.editor.drive_panel import RACE_COLUMNS, race_rows, race_summary
from pacenote.engine import DriveSettings, RaceEntry, test_race
from pacenote.formats import load_stage

pytestmark = pytest.mark.usefixtures("isolated")

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
RUNS, SEED, PLAYERS = 30, 0, 4  # a seed whose races meet traffic (batched races)


def test_four_player_race_shows_each_driver_and_the_congestion_map(qtbot, window, tmp_path):
    w = window
    drive_settings(qtbot, w, SS1, runs=RUNS, seed=SEED, players=PLAYERS)
    assert w.drive.players_box.minimum() == 1 and w.drive.players_box.maximum() == 6
    with qtbot.waitSignal(w.drive.result_shown, timeout=300_000) as blocker:
        qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        assert w.drive.worker.is_busy()  # off the GUI thread
    result = blocker.args[0]
    assert result.race is not None and result.settings.players == PLAYERS

    stage = load_stage(SS1)
    direct = test_race([RaceEntry(stage.name or "stage", stage)],
                       DriveSettings("expert", RUNS, SEED, players=PLAYERS))
    assert direct.to_dict() == result.race.to_dict()

    # Per-driver results: one row per car, the engine's figures.
    panel = w.drive_panel
    assert panel.race_table.isVisible()
    table = panel.race_table
    shown = panel.race_shown()  # a column per car, read back as a row per car
    assert table.topLevelItemCount() == len(RACE_COLUMNS)  # the spread in two rows
    assert shown == race_rows(direct) and len(shown) == PLAYERS
    assert panel.race_title.text() == f"Race: {race_summary(direct)}"
    assert f"about {direct.play_minutes:.0f} min" in panel.race_title.text()
    # beside the simulation, the rulebook's playing time of the stage (10 road tiles)
    assert "(simulated; rulebook about " in panel.race_title.text()
    positions = sorted(float(row[3]) for row in shown)
    assert sum(positions) == pytest.approx(sum(range(1, PLAYERS + 1)), abs=0.05)

    # The congestion map: exactly the cells where cars were blocked or forced aside.
    congested = {node_name(i.node): i for i in w.scene.items()
                 if isinstance(i, CongestionCellItem)}
    expected = {s.cell: s for s in direct.hot_spots if s.blocked + s.traffic > 0}
    assert congested and set(congested) == set(expected)
    for name, item in congested.items():
        assert (item.blocked, item.traffic) == (expected[name].blocked, expected[name].traffic)
        assert item.isVisible()
    heat_cells = w.heat_map.cells
    assert heat_cells and all(c.isVisible() for c in heat_cells.values())  # side by side

    qtbot.wait(100)  # let the dock lay out before the picture
    if os.environ.get("PACENOTE_SHOTS"):  # docs/img/editor-race.png
        w.grab().save(os.environ["PACENOTE_SHOTS"])
    else:
        w.grab().save(str(tmp_path / "race.png"))

    # Toggled like the heat map, and independently of it.
    w.drive.congestion_action.trigger()
    assert not any(i.isVisible() for i in congested.values())
    assert all(c.isVisible() for c in heat_cells.values())
    w.drive.congestion_action.trigger()
    assert all(i.isVisible() for i in congested.values())

    # Back to one player: a solo drive, no race table, no congestion.
    w.drive.players_box.setValue(1)
    with qtbot.waitSignal(w.drive.result_shown, timeout=300_000):
        w.drive.drive_action.trigger()
    assert not panel.race_table.isVisible()
    assert not [i for i in w.scene.items() if isinstance(i, CongestionCellItem)]
