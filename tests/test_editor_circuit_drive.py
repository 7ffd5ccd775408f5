"""The editor's test drive on circuits (issue 22 point 6): a race on a DIRT ice loop and
on a GT circuit in the real window: the Test drive dock's results, the heat map and the
congestion map on the circuit's own cells (every lap's copy of a cell counted in that
cell), and the replay's cars drawn on the cells the engine's trace names.

Every figure is checked against ``pacenote.engine`` called directly (the editor holds no
rules); the engine's lap-graph nodes are mapped to the circuit's cells by
``pacenote.engine.circuit.piece_of``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import EXAMPLES, drive_settings
from PySide6.QtCore import Qt

from pacenote.cellcontract import node_name, parse_node
from pacenote.editor.congestion import CongestionCellItem
from pacenote.editor.drive_panel import race_columns, race_rows, race_summary
from pacenote.editor.replay_items import CarItem
from pacenote.engine import DriveSettings, RaceEntry, test_drive, test_race
from pacenote.engine.circuit import piece_of
from pacenote.formats import load_stage

pytestmark = pytest.mark.usefixtures("isolated")

ICE = EXAMPLES / "dirt-circuits" / "ice-loop.stage.json"
GT = EXAMPLES / "gt" / "circuit-1.stage.json"
RUNS, SEED, PLAYERS = 6, 2, 3


@pytest.mark.parametrize("path", [ICE, GT], ids=["dirt-ice-loop", "gt-circuit-1"])
def test_a_circuit_races_in_the_window_with_heat_congestion_and_replay(
        qtbot, window, tmp_path: Path, path: Path) -> None:  # noqa: ANN001
    w = window
    drive_settings(qtbot, w, path, runs=RUNS, seed=SEED, players=PLAYERS)
    assert w.analysis.drive_blocker is None and w.drive.drive_action.isEnabled()
    with qtbot.waitSignals([w.drive.result_shown, w.replay.replay_shown], timeout=300_000):
        qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    result = w.drive.result
    assert result is not None and result.race is not None

    stage = load_stage(path)
    settings = DriveSettings("expert", RUNS, SEED, players=PLAYERS)
    direct = test_race([RaceEntry(stage.name or "stage", stage)], settings)
    assert direct.to_dict() == result.race.to_dict() and direct.laps >= 1
    solo = test_drive(stage, settings)
    graph = result.graph
    piece = piece_of(graph)
    assert graph.course.is_circuit

    # The race line: laps, and the GT book's guidance beside the simulated play time.
    title = w.drive_panel.race_title.text()
    assert title.endswith(race_summary(direct, len(graph.course.tiles)))
    assert f"over {direct.laps} lap" in title and "the GT book: about" in title

    # The race table: a circuit's own figures as `pacenote drive CIRCUIT` gives them (laps
    # led; on the GT rules rounds led and pit stops too), each car's read back.
    figures = race_columns(direct)
    gt = path == GT
    assert "laps led" in figures and ("pit stops" in figures) == gt
    assert ("rounds led" in figures) == gt
    shown = w.drive_panel.race_shown()
    assert shown == race_rows(direct)
    led = figures.index("laps led")
    assert [float(row[led]) for row in shown] == pytest.approx(
        [d.laps_led for d in direct.drivers], abs=0.005)

    # The heat map: the solo drive's losses of control, every lap's copy in its cell.
    folded: dict[tuple[int, str], int] = {}
    for node, n in solo.loc_by_cell.items():
        folded[piece(node)] = folded.get(piece(node), 0) + n
    heat = w.heat_map.cells
    assert heat and set(heat) == set(folded) and all(n in graph.g for n in heat)
    for node, item in heat.items():
        assert item.share == pytest.approx(min(1.0, folded[node] / RUNS))
        assert item.isVisible()

    # The congestion map: the race's hot spots, every lap's copy in its cell.
    spots: dict[str, tuple[int, int]] = {}
    for s in direct.hot_spots:
        name = node_name(piece(parse_node(s.cell)))
        b, t = spots.get(name, (0, 0))
        spots[name] = (b + s.blocked, t + s.traffic)
    congested = {node_name(i.node): i for i in w.scene.items()
                 if isinstance(i, CongestionCellItem)}
    assert congested and set(congested) == {k for k, v in spots.items() if sum(v)}
    for name, item in congested.items():
        assert (item.blocked, item.traffic) == spots[name]

    # The replay: after the last turn every car is drawn on its cell of the circuit.
    qtbot.keyClick(w.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: w.replay.dock_shown)
    replay = w.replay.replay
    assert replay is not None and replay.lap_tiles == 1 + max(n[0] for n in graph.g)
    qtbot.keyClick(w.view, Qt.Key.Key_End, Qt.KeyboardModifier.AltModifier)
    turn = replay.turns[w.replay.index]
    cars = {i.car.driver_id: i for i in w.scene.items() if isinstance(i, CarItem)}
    assert set(cars) == {c.driver_id for c in turn.cars} and len(cars) == PLAYERS
    assert any(replay.board.ids[c.cell][0] >= replay.lap_tiles for c in turn.cars)  # lap 2+
    for c in turn.cars:
        node = piece(replay.board.ids[c.cell])
        p = graph.polygon(node).representative_point()
        at = cars[c.driver_id].scenePos()
        assert (at.x(), at.y()) == pytest.approx((p.x, -p.y))

    qtbot.wait(100)
    shot = os.environ.get("PACENOTE_SHOTS")
    w.grab().save(shot.replace(".png", f"-{path.stem}.png") if shot
                  else str(tmp_path / f"{path.stem}.png"))
    if shot:  # the Test drive dock with the circuit's race table, to look at
        w.drive_panel.grab().save(shot.replace(".png", f"-{path.stem}-drive.png"))
