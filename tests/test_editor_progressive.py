"""Progressive test drive results in the editor (issue 24, part 2): the plan's par and
hot spots shown as soon as the plan is ready (``pacenote.engine.first_look``), then the
solo runs, then the race; each first result is what the engine gives for it."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, settle
from PySide6.QtCore import Qt

from pacenote.editor.drive_panel import summary_rows
from pacenote.editor.testdrive import DriveResult
from pacenote.engine import DriveSettings, first_look, load_ruleset, test_drive
from pacenote.engine.chain import Chain
from pacenote.engine.testdrive import _driver, drivable_graph
from pacenote.formats import load_stage
from pacenote.tiles import load_tileset
from pacenote.timefmt import clock

pytestmark = pytest.mark.usefixtures("isolated")

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"


def test_first_look_is_the_plan_priced_by_the_look_ahead_before_any_run():
    stage = load_stage(SS1)
    settings = DriveSettings(runs=50, seed=3)
    look = first_look(stage, settings)
    full = test_drive(stage, settings)
    assert look is not None and look.runs == 0 and look.times == []
    assert look.par_time == full.par_time  # the same sweep (the driver is cached)
    assert abs(look.mean - look.par_time) < 1e-9  # the model's mean is par exactly
    tileset = load_tileset(stage.tileset)
    rules = load_ruleset()
    graph, mud = drivable_graph(stage, tileset, rules)
    board, driver = _driver(stage, tileset, rules, mud, graph, "expert")
    figures, _ = Chain(driver.exact, model=True, keep=False).drive(driver.start_cell())
    rates = {board.ids[c]: v for c, v in figures.loc_by_cell.items()}
    assert [s.node for s in look.hot_spots] == sorted(
        (n for n, v in rates.items() if v >= 1e-4), key=lambda n: (-rates[n], board.index[n]))
    assert all(s.loss_rate == rates[s.node] and s.losses == 0 for s in look.hot_spots)
    # near the runs' own: a failed roll is priced where the laid plan loses control, and
    # in play re-laid to the cheapest place (SS1: 4:0.0's losses go to 3:2.0)
    assert len({s.node for s in look.hot_spots[:3]} & {s.node for s in full.hot_spots[:3]}) >= 2


def test_first_look_is_none_for_a_driver_without_an_exact_table():
    assert first_look(load_stage(SS1), DriveSettings(driver="balanced")) is None


def test_the_window_shows_the_plan_then_the_solo_runs_then_the_race(qtbot, window):
    w = window
    w.files.open_file(SS1, ask=False)
    settle(qtbot, w)
    w.drive.players_box.setValue(2)
    w.drive.runs_box.setValue(6)
    shown: list[tuple[str, bool, dict[str, str], int]] = []

    def seen(result: DriveResult) -> None:
        # what the dock shows when a first result comes, while the drive goes on
        shown.append((result.first, w.drive.worker.is_busy(), summary_rows(result),
                      len(w.drive.heat_map.cells)))
        assert w.drive_panel.result is result

    w.drive.worker.progress.connect(seen)  # after the controller's own slot
    with qtbot.waitSignal(w.drive.result_shown, timeout=120_000) as blocker:
        qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    final: DriveResult = blocker.args[0]
    assert [(first, busy) for first, busy, _, _ in shown] == [("plan", True), ("solo", True)]
    plan_rows = shown[0][2]
    assert plan_rows["par"] == clock(final.report.par_time)
    assert plan_rows["spread"] == "-" and "runs follow" in plan_rows["drive"]
    assert shown[0][3] > 0  # the heat map tints the plan's hot spots at once
    assert shown[1][2] == summary_rows(final)  # the solo runs are the final solo figures
    assert final.first == "" and final.race is not None
    assert w.drive_panel.result is final and not w.drive.worker.is_busy()
