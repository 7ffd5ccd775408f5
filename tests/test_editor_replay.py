"""The race replay in the editor: after a 4-player test drive, the Replay dock steps
through one traced race turn by turn, the cars drawn on the cells the trace says.

Every turn is checked against ``pacenote.engine.testdrive.replay_drive`` and the trace
``test_race`` prints (``pacenote drive --trace``), called directly with the same stage
and settings: the editor holds no rules and only draws what the trace says.
"""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, drive_settings, settle
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPalette

from pacenote.editor.drive_panel import STALE_INK
from pacenote.editor.replay_items import CarItem, RouteItem, car_colour
from pacenote.editor.replay_panel import turn_fields
from pacenote.engine import DriveSettings, RaceEntry, test_race
from pacenote.engine.testdrive import replay_drive
from pacenote.formats import load_stage
from pacenote.rally import load_rally

pytestmark = pytest.mark.usefixtures("isolated")

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
RALLY = EXAMPLES / "rally-1" / "rally-1.rally.json"
RUNS, SEED, PLAYERS = 12, 5, 4
ALT = Qt.KeyboardModifier.AltModifier


def drive_race(qtbot, w):  # noqa: ANN001, ANN201
    drive_settings(qtbot, w, SS1, runs=RUNS, seed=SEED, players=PLAYERS)
    with qtbot.waitSignals([w.drive.result_shown, w.replay.replay_shown], timeout=300_000):
        w.drive.drive_action.trigger()
    return w.drive.result


def expected(run: int):  # noqa: ANN201
    stage = load_stage(SS1)
    settings = DriveSettings("expert", RUNS, SEED, players=PLAYERS, trace_run=run)
    entries = [RaceEntry(stage.name or "stage", stage)]
    (replay,) = replay_drive(entries, settings)
    return replay, test_race(entries, settings).trace


def test_replay_steps_through_a_four_player_race(qtbot, window):
    w = window
    result = drive_race(qtbot, w)
    direct, printed = expected(0)
    shown = w.replay.replay
    assert shown is not None and shown.turns == direct.turns  # run 0, as the CLI traces it
    panel, graph = w.replay.panel, result.graph

    def car_items() -> dict[int, CarItem]:
        return {i.car.driver_id: i for i in w.scene.items() if isinstance(i, CarItem)}

    def check(index: int) -> None:
        printed_lines = [line.strip() for line in printed]
        assert w.replay.index == index
        turn = direct.turns[index]
        cars = car_items()
        assert set(cars) == {c.driver_id for c in turn.cars}
        for c in turn.cars:  # each car on the cell the trace puts it in
            p = graph.polygon(direct.node(c.cell)).representative_point()
            at = cars[c.driver_id].scenePos()
            assert (at.x(), at.y()) == pytest.approx((p.x, -p.y))
            assert cars[c.driver_id].isVisible()
            assert cars[c.driver_id].moving == (c.driver_id == turn.driver_id)
        # the turn's text: the engine's lines, the same as `pacenote drive --trace`
        text = panel.text.toPlainText().splitlines()
        assert text == direct.lines(index)
        assert all(line.strip() in printed_lines for line in text[1:])
        assert any(line.startswith(f" #{turn.driver_id + 1}") and line.endswith(text[0])
                   for line in printed)
        fields = {k: label.text() for k, label in panel.values.items()}
        assert fields == turn_fields(direct, index)
        assert fields["driver"].startswith(f"car {turn.driver_id + 1}")
        assert fields["dice"] == direct.part(index, "rolled")
        assert fields["gear"] == f"{turn.record.start_gear} → {turn.record.gear}"
        assert turn.record.card in fields["card"]
        assert panel.slider.value() == turn.round
        listed = [panel.cars.topLevelItem(i).text(1) for i in range(panel.cars.topLevelItemCount())]
        assert listed == [direct.board.label(c.cell)
                          for c in sorted(turn.cars, key=lambda c: c.driver_id)]

    # Drive → Replay lists every step with its keys.
    drive_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Drive")
    replay_menu = next(a.menu() for a in drive_menu.actions() if a.text() == "&Replay")
    listed = replay_menu.actions()
    assert w.replay.open_action in listed and all(a in listed for a in w.replay.steps)
    assert w.replay.forward_action.shortcut().toString() == "Alt+Right"

    # Closed dock: no cars on the map; Ctrl+Shift+R opens it and shows turn 0.
    assert not w.replay.dock_shown and not w.replay.layer.layer.isVisible()
    qtbot.keyClick(w.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: w.replay.dock_shown)
    assert w.replay.layer.layer.isVisible()
    check(0)
    for _ in range(3):
        qtbot.keyClick(w.view, Qt.Key.Key_Right, ALT)
    check(3)
    route = [i for i in w.scene.items() if isinstance(i, RouteItem)]
    moved = direct.turns[3].record
    assert len(route) == (1 if moved.cells else 0)
    qtbot.keyClick(w.view, Qt.Key.Key_Left, ALT)
    check(2)
    last = len(direct.turns) - 1
    qtbot.keyClick(w.view, Qt.Key.Key_End, ALT)
    check(last)
    assert not w.replay.forward_action.isEnabled()
    qtbot.keyClick(w.view, Qt.Key.Key_Home, ALT)
    check(0)
    assert not w.replay.back_action.isEnabled()
    # The slider goes over rounds: to the end of round 3; Alt+PgDown / PgUp a round on
    # or back, to the end of that round.
    panel.slider.setValue(3)
    check(direct.turns_of_round(3)[-1])
    qtbot.keyClick(w.view, Qt.Key.Key_PageDown, ALT)
    check(direct.turns_of_round(4)[-1])
    w.replay.go(direct.turns_of_round(4)[0])  # inside round 4: on is its end
    qtbot.keyClick(w.view, Qt.Key.Key_PageDown, ALT)
    check(direct.turns_of_round(4)[-1])
    w.replay.go(direct.turns_of_round(4)[0])  # and back is the end of round 3
    qtbot.keyClick(w.view, Qt.Key.Key_PageUp, ALT)
    check(direct.turns_of_round(3)[-1])
    qtbot.keyClick(w.view, Qt.Key.Key_PageUp, ALT)
    check(direct.turns_of_round(2)[-1])

    # The car is drawn in its colour, the one beside its row in the per-driver table.
    w.replay.go(5)
    qtbot.wait(50)
    image = w.view.viewport().grab().toImage()
    for d, item in car_items().items():
        if item.car.state == "road":
            centre = w.view.mapFromScene(item.scenePos())
            assert image.pixelColor(centre + QPoint(-7, 0)).name() == car_colour(d).name()
    table = w.drive_panel.race_table
    for car in range(table.columnCount() - 1):  # a column per car, headed in its colour
        icon = table.headerItem().icon(car + 1).pixmap(12).toImage()
        assert icon.pixelColor(6, 6).name() == car_colour(car).name()

    # Play advances a turn at a time until paused (Alt+P both ways).
    w.replay.go(0)
    qtbot.keyClick(w.view, Qt.Key.Key_P, ALT)
    assert w.replay.timer.isActive()
    qtbot.waitUntil(lambda: w.replay.index >= 2, timeout=5000)
    qtbot.keyClick(w.view, Qt.Key.Key_P, ALT)
    assert not w.replay.timer.isActive()
    check(w.replay.index)

    # Zoomed in, the view follows the car whose turn it is.
    w.view.zoom_by(5.0)
    for index in (0, len(direct.turns) - 1, 0):
        w.replay.go(index)
        mover = car_items()[direct.turns[index].driver_id]
        assert w.view.viewport().rect().contains(w.view.mapFromScene(mover.scenePos()))
    w.view.fit()

    # Another run: the spin box traces it.
    other, printed = expected(3)
    assert other.turns != direct.turns
    with qtbot.waitSignal(w.replay.replay_shown, timeout=60_000):
        panel.run_box.setValue(3)
    direct = other
    assert w.replay.replay is not None and w.replay.replay.turns == other.turns
    check(0)

    # A change to the stage hides the cars (stale); undo brings them back.
    w.document.edit(w.document.stage.removed(w.document.stage.tiles[5].hex), "delete")
    assert not w.replay.layer.layer.isVisible() and "Stale" in panel.message.text()
    mean = w.drive_panel.values["mean"]  # and the Test drive figures turn grey
    assert mean.palette().color(QPalette.ColorRole.WindowText) == STALE_INK
    w.document.undo_stack.undo()
    assert w.replay.layer.layer.isVisible() and not panel.message.isVisibleTo(panel)
    assert mean.palette().color(QPalette.ColorRole.WindowText) != STALE_INK


def test_solo_drive_replays_its_run(qtbot, window):
    w = window
    w.files.open_file(SS1, ask=False)
    settle(qtbot, w)
    w.drive.runs_box.setValue(5)
    w.drive.players_box.setValue(1)
    with qtbot.waitSignals([w.drive.result_shown, w.replay.replay_shown], timeout=300_000):
        w.drive.drive_action.trigger()
    stage = load_stage(SS1)
    (solo,) = replay_drive([RaceEntry("x", stage)], DriveSettings("expert", 5, 0, trace_run=0))
    assert w.replay.replay is not None and w.replay.replay.turns == solo.turns
    assert not w.replay.dock_shown  # hidden until asked for
    w.replay.dock.toggleViewAction().trigger()  # View → Replay: shown in its tab
    qtbot.waitUntil(lambda: w.replay.dock in w.tabifiedDockWidgets(w.drive_dock))
    assert w.replay.dock_shown and w.replay.layer.layer.isVisible()
    w.replay.go_last()
    (car,) = [i for i in w.scene.items() if isinstance(i, CarItem)]
    assert car.car.state == "finished" and car.car.cell == solo.turns[-1].record.end

    # Another stage comes in: the replay goes with the drive it belonged to.
    w.files.open_file(EXAMPLES / "rally-1" / "ss2.stage.json", ask=False)
    settle(qtbot, w)
    assert w.replay.replay is None and w.replay.result is None
    assert not [i for i in w.scene.items() if isinstance(i, CarItem)]
    assert not w.replay.play_action.isEnabled() and not w.replay.panel.message.text()


def test_a_rally_race_replays_the_stage_shown(qtbot, window):
    """A whole rally raced from the editor: the replay is the rally's run, on the leg
    the canvas shows (SS2, raced after SS1 in the same run)."""
    w = window
    assert w.files.open_file(RALLY, ask=False)
    w.rally.select(1)  # SS2
    settle(qtbot, w)
    w.drive.runs_box.setValue(6)
    w.drive.seed_box.setValue(2)
    assert w.drive.rally_box.isChecked() and w.drive.players_box.value() == 4
    with qtbot.waitSignals([w.drive.result_shown, w.replay.replay_shown], timeout=600_000):
        w.drive.drive_action.trigger()
    rally = load_rally(RALLY)
    entries = [RaceEntry(e.label, s, e.service)
               for e, s in zip(rally.stages, rally.load_stages(), strict=True)]
    legs = replay_drive(entries, DriveSettings("expert", 6, 2, players=4, trace_run=0))
    shown = w.replay.replay
    assert [leg.label for leg in legs] == ["SS1", "SS2", "SS3"]
    assert shown is not None and shown.label == "SS2" and shown.turns == legs[1].turns
    assert "SS2" in w.replay.panel.message.text()
    w.replay.open()
    w.replay.go(3)
    graph = w.drive.result.graph
    for item in [i for i in w.scene.items() if isinstance(i, CarItem)]:
        p = graph.polygon(shown.node(item.car.cell)).representative_point()
        assert (item.scenePos().x(), item.scenePos().y()) == pytest.approx((p.x, -p.y))
    # Another stage's tab: the result (SS2's heat map) and the cars are stale.
    w.rally.select(0)
    assert not w.replay.layer.layer.isVisible()
    w.rally.select(1)
    assert w.replay.layer.layer.isVisible()
