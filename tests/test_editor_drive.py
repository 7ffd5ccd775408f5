"""Test drive in the editor window: the toolbar, the worker, the panel and the heat map.

Every figure the panel shows is checked against ``pacenote.engine.drive`` called
directly with the same stage, runs, seed, driver and ruleset; the heat map against
the report's cells and the cell graph's polygons.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from dataclasses import replace

import pytest
from conftest import EXAMPLES, settle
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from shapely.geometry import Polygon

from pacenote.course import build_course
from pacenote.drivable import drive_blocker
from pacenote.editor.drive_panel import summary_rows
from pacenote.editor.findings_overlay import CELL_TOLERANCE
from pacenote.editor.heatmap import TOP_LABELS, HeatCellItem, HotSpotLabel, heat_colour
from pacenote.editor.testdrive import DriveResult, DriveSettings
from pacenote.engine import drive, load_ruleset
from pacenote.engine.board import mud_on_course
from pacenote.formats import load_stage, save_stage
from pacenote.graph import build_graph
from pacenote.hexgrid import Hex
from pacenote.stage import Token
from pacenote.timefmt import clock

# Every test here gets its own settings and recovery folder.
pytestmark = pytest.mark.usefixtures("isolated")

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
RUNS, SEED = 40, 7


def opened(qtbot, w, path=SS1):
    w.files.open_file(path, ask=False)
    settle(qtbot, w)
    return w


def run_drive(qtbot, w, driver="expert", runs=RUNS, seed=SEED) -> DriveResult:
    w.drive.driver_box.setCurrentText(driver)
    w.drive.runs_box.setValue(runs)
    w.drive.seed_box.setValue(seed)
    assert w.drive.drive_action.isEnabled()
    with qtbot.waitSignal(w.drive.result_shown, timeout=120_000) as blocker:
        qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        assert w.drive.worker.is_busy()
        assert w.drive_panel.busy.isVisible() and w.drive.cancel_action.isEnabled()
    return blocker.args[0]


def engine_report(path, driver, runs, seed):
    stage = load_stage(path)
    course = build_course(stage)
    rules = load_ruleset()
    return drive(build_graph(course), runs, seed, driver, rules,
                 mud=mud_on_course(course, rules.mud_token_ids))


def muddy_ss1(tmp_path):
    """SS1 with a mud token on its fourth course tile: the drive must read its tokens."""
    stage = load_stage(SS1)
    target = build_course(stage).tiles[3]
    i = stage.tiles.index(target.placement)
    muddy = stage.replaced(i, replace(target.placement,
                                      tokens=(Token("mud-spray", 0.0, 0.0, 0.0),)))
    path = tmp_path / "muddy.stage.json"
    save_stage(muddy, path)
    return path


def test_panel_figures_equal_the_engine_called_directly(qtbot, window, tmp_path):
    path = muddy_ss1(tmp_path)
    w = opened(qtbot, window, path)
    result = run_drive(qtbot, w)
    expected = engine_report(path, "expert", RUNS, SEED)
    assert expected.options["mud"] == {"4": 1}  # course tile 4, counted from 1
    assert result.report.to_dict() == expected.to_dict()
    assert not w.drive_panel.busy.isVisible() and not w.drive.cancel_action.isEnabled()
    shown = {key: label.text() for key, label in w.drive_panel.values.items()}
    assert shown == summary_rows(DriveResult(result.stage, DriveSettings("expert", RUNS, SEED),
                                             expected, result.graph))
    assert shown["drive"] == f"{RUNS} runs · expert · seed {SEED}"
    # the expert's figures are exact (its turn tables), the spread comes from the runs
    assert expected.exact is not None
    assert shown["mean"].startswith(f"{clock(expected.mean)} · exact (runs ")
    assert shown["spread"] == f"{clock(expected.p10)} / {clock(expected.p50)} / " \
                              f"{clock(expected.p90)} (runs)"
    assert shown["par"] == clock(expected.par_time)
    assert shown["finished"].startswith(f"{expected.finish_share:.0%} · exact "
                                        f"({expected.finished} of")
    assert shown["losses"] == f"{expected.loc_per_run:.2f} per run · exact"
    crashes = expected.backs.get("crash", 0)
    assert shown["crashes"] == f"{expected.exact.backs['crash']:.2f} per run · exact " \
                               f"({crashes} in the runs)"
    assert shown["turns"] == f"{expected.turns_mean:.1f} per run · exact"
    assert w.drive_panel.histogram.report.histogram == expected.histogram
    tree = w.drive_panel.hot_spots
    assert [tree.topLevelItem(i).text(1) for i in range(tree.topLevelItemCount())] == \
        [h.label for h in expected.hot_spots[:10]]


def test_heat_map_tints_every_cell_with_losses_and_labels_the_hot_spots(qtbot, window):
    w = opened(qtbot, window)
    result = run_drive(qtbot, w)
    report = engine_report(SS1, "expert", RUNS, SEED)
    cells = {i.node: i for i in w.scene.items() if isinstance(i, HeatCellItem)}
    assert set(cells) == set(report.loc_by_cell) and cells
    graph = build_graph(build_course(load_stage(SS1)))
    for node, item in cells.items():
        assert item.share == pytest.approx(report.loc_by_cell[node] / RUNS)
        assert item.colour == heat_colour(item.share)
        assert item.isVisible()
        drawn = Polygon([(p.x(), -p.y()) for p in item.polygon])  # the cell's outline,
        assert drawn.hausdorff_distance(graph.polygon(node)) <= CELL_TOLERANCE  # simplified
    labels = sorted((i for i in w.scene.items() if isinstance(i, HotSpotLabel)),
                    key=lambda i: i.rank)
    assert [(i.rank, i.node) for i in labels] == \
        [(n, h.node) for n, h in enumerate(report.hot_spots[:TOP_LABELS], start=1)]
    assert labels[0].text == f"1 · {report.hot_spots[0].losses / RUNS:.0%}"
    hottest = cells[report.hot_spots[0].node]
    coolest = min(cells.values(), key=lambda i: i.share)
    if hottest.share > coolest.share:  # hotter is redder and more opaque
        assert hottest.colour.green() < coolest.colour.green()
        assert hottest.colour.alpha() > coolest.colour.alpha()
    # The View menu's toggle hides and shows the whole layer.
    w.drive.heat_action.trigger()
    assert not hottest.isVisible()
    w.drive.heat_action.trigger()
    assert hottest.isVisible()
    assert result.stage == w.document.stage


def heat_colours(w) -> dict:
    argb = QColor.NameFormat.HexArgb
    return {i.node: i.colour.name(argb) for i in w.scene.items() if isinstance(i, HeatCellItem)}


def test_same_seed_same_picture_other_seed_other_runs(qtbot, window):
    w = opened(qtbot, window)
    w.view.fit()
    first = run_drive(qtbot, w, driver="cautious", runs=60, seed=3)
    picture = w.view.viewport().grab().toImage()
    colours = heat_colours(w)
    again = run_drive(qtbot, w, driver="cautious", runs=60, seed=3)
    assert again.report.to_dict() == first.report.to_dict()
    assert heat_colours(w) == colours
    assert w.view.viewport().grab().toImage() == picture
    other = run_drive(qtbot, w, driver="cautious", runs=60, seed=4)
    assert other.report.times != first.report.times


def test_changing_the_stage_marks_the_drive_stale_and_undo_makes_it_fresh(qtbot, window):
    w = opened(qtbot, window)
    run_drive(qtbot, w)
    hot = [i for i in w.scene.items() if isinstance(i, HeatCellItem)]
    assert hot and all(i.isVisible() for i in hot)
    assert not w.drive_panel.stale
    w.scene.select_hexes([Hex(0, 0)])  # the service park after the FINISH
    qtbot.keyClick(w.view, Qt.Key.Key_R)
    assert w.drive_panel.stale
    assert not any(i.isVisible() for i in hot)
    assert "Stale" in w.drive_panel.message.text()
    assert w.drive_panel.results.isVisibleTo(w.drive_panel)  # greyed, still readable
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not w.drive_panel.stale  # the very stage that was driven again
    assert all(i.isVisible() for i in hot)
    assert "Stale" not in w.drive_panel.message.text()


def test_opening_another_stage_clears_the_drive(qtbot, window):
    w = opened(qtbot, window)
    run_drive(qtbot, w)
    opened(qtbot, w, EXAMPLES / "rally-1" / "ss2.stage.json")
    assert w.drive.result is None
    assert not [i for i in w.scene.items() if isinstance(i, HeatCellItem | HotSpotLabel)]
    assert not w.drive_panel.results.isVisibleTo(w.drive_panel)


def test_an_incomplete_course_disables_the_drive_with_the_validators_reason(qtbot, window):
    w = opened(qtbot, window)
    assert w.drive.drive_action.isEnabled()
    w.scene.select_hexes([Hex(3, -4)])
    qtbot.keyClick(w.view, Qt.Key.Key_Delete)
    settle(qtbot, w)
    error = next(f for f in w.analysis.findings if f.severity == "error")
    assert error.code == "open-end"
    assert not w.drive.drive_action.isEnabled()
    assert error.message in w.drive.drive_action.toolTip()
    assert error.message in w.drive_panel.message.text()
    qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert not w.drive.worker.is_busy()
    assert not w.drive.start()  # asked directly: refused, and the status bar says why
    assert error.message in w.statusBar().currentMessage()
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, w)
    assert w.drive.drive_action.isEnabled()


def test_cancel_drops_the_result_and_the_drive_runs_off_the_gui_thread(qtbot, window,
                                                                        monkeypatch):
    import pacenote.editor.drive_control as control

    threads: list[threading.Thread] = []
    started = threading.Event()
    real = control.drive_stage

    def spy(*args, **kwargs):
        threads.append(threading.current_thread())
        started.set()
        return real(*args, **kwargs)

    monkeypatch.setattr(control, "drive_stage", spy)
    w = opened(qtbot, window)
    delivered: list[object] = []
    w.drive.result_shown.connect(delivered.append)
    w.drive.driver_box.setCurrentText("cautious")
    w.drive.runs_box.setValue(300)
    assert w.drive.start()
    assert started.wait(30)
    assert w.drive.cancel_action.isEnabled()
    w.drive.cancel_action.trigger()
    assert not w.drive.worker.is_busy() and not w.drive_panel.busy.isVisible()
    assert w.drive.drive_action.isEnabled()
    assert w.drive.wait()
    QApplication.processEvents()  # the dropped result's signal arrives, and is ignored
    assert delivered == [] and w.drive.result is None
    assert threads and threads[0] is not threading.main_thread()


def test_screenshot_with_a_drive_and_a_selected_finding(tmp_path):
    from typer.testing import CliRunner

    from pacenote.cli import app

    plain, driven = tmp_path / "plain.png", tmp_path / "driven.png"
    runner = CliRunner()
    assert runner.invoke(app, ["edit", "--screenshot", str(plain), str(SS1)]).exit_code == 0
    result = runner.invoke(app, ["edit", "--screenshot", str(driven), str(SS1), "--drive", "30",
                                 "--driver", "cautious", "--seed", "1"])
    assert result.exit_code == 0, result.output
    a, b = QImage(str(plain)), QImage(str(driven))
    ink = sum(1 for x in range(b.width()) for y in range(b.height())
              if b.pixelColor(x, y).name() == "#8c0c14")  # hot-spot callouts, every pixel
    assert ink > 10  # at least one hot-spot callout (one at 30 cautious runs)
    assert sum(1 for x in range(0, a.width(), 2) for y in range(0, a.height(), 2)
               if a.pixelColor(x, y).name() == "#8c0c14") == 0


@pytest.mark.parametrize(("args", "needle"), [
    (["--finding", "loop"], "no 'loop' finding on this stage"),
    (["--drive", "10", "--driver", "nobody"], "unknown driver 'nobody'"),
    (["--drive", "10"], "cannot test-drive: "),
])
def test_screenshot_options_fail_in_one_line(tmp_path, args, needle):
    stage = load_stage(SS1)
    broken = tmp_path / "broken.stage.json"
    save_stage(stage.removed(Hex(3, -4)), broken)
    result = subprocess.run([sys.executable, "-m", "pacenote", "edit", "--screenshot",
                             str(tmp_path / "x.png"), str(broken), *args],
                            capture_output=True, text=True, timeout=120,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 2
    assert needle in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "x.png").exists()


def test_export_printable_build_guide_with_the_par_of_a_fresh_expert_drive(
        qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from pacenote.editor.printable import printable_guide

    w = opened(qtbot, window)
    target = tmp_path / "ss1-guide"  # no suffix typed: .pdf is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    w.export_printable_action.trigger()
    pdf = tmp_path / "ss1-guide.pdf"
    assert pdf.read_bytes().startswith(b"%PDF")
    assert printable_guide(w.document.stage, "ss1", w.drive.result).par is None  # no drive yet
    result = run_drive(qtbot, w)
    par = printable_guide(w.document.stage, "ss1", w.drive.result).par
    assert par is not None and par.par == result.report.par_time and par.runs == RUNS
    assert par.mean == engine_report(SS1, "expert", RUNS, SEED).mean
    w.scene.select_hexes([Hex(0, 0)])  # the service park
    qtbot.keyClick(w.view, Qt.Key.Key_R)  # stale: the par is not this stage's any more
    assert printable_guide(w.document.stage, "ss1", w.drive.result).par is None
    pdf.unlink()
    w.export_printable_action.trigger()
    assert pdf.read_bytes().startswith(b"%PDF")


def test_a_drive_started_before_the_analysis_caught_up_says_why_in_one_line(
        qtbot, window, caplog):
    w = opened(qtbot, window)
    w.scene.select_hexes([Hex(3, -4)])
    w.delete()  # the analysis of the broken stage has not arrived yet:
    w.drive.blocked = None  # the button still thinks the course is complete
    with qtbot.waitSignal(w.drive.worker.failed, timeout=60_000) as blocker:
        assert w.drive.start()
    why = drive_blocker(build_course(w.document.stage, w.document.tileset))
    assert why is not None and blocker.args[0] == why  # the words pacenote drive uses
    assert w.drive_panel.message.text().startswith(f"Test drive failed: {why}\n")
    assert w.drive.result is None
    assert not [r for r in caplog.records if r.levelname == "ERROR"]  # a refusal, not a bug


def label_boxes(w) -> list:
    """Each hot-spot callout's box in viewport pixels, as drawn."""
    labels = sorted((i for i in w.scene.items() if isinstance(i, HotSpotLabel)),
                    key=lambda i: i.rank)
    vt = w.view.viewportTransform()
    return [i.deviceTransform(vt).mapRect(i.rect) for i in labels]


def test_hot_spot_labels_never_overlap_at_any_zoom(qtbot, window):
    """Rally 1 SS1's hot spots sit on neighbouring cells: stacked above their cells the
    callouts hid each other ("4 · 7%" under "3 · 7%"); laid out, no two boxes meet."""
    w = opened(qtbot, window)
    run_drive(qtbot, w)
    labels = [i for i in w.scene.items() if isinstance(i, HotSpotLabel)]
    assert len(labels) == TOP_LABELS
    for step in (None, w.view.zoom_out, w.view.zoom_out, w.view.zoom_out, w.view.zoom_in,
                 w.view.fit):
        if step is not None:
            step()
        boxes = label_boxes(w)
        for a in range(len(boxes)):
            for b in range(a + 1, len(boxes)):
                assert not boxes[a].intersects(boxes[b]), \
                    (w.view.zoom(), labels[a].text, labels[b].text, boxes[a], boxes[b])
    # The worst spot is placed first and stays beside its cell (on Rally 1 SS1 the plain
    # "just above" place would cover a tile's name, so it sits to one side).
    best = min(labels, key=lambda i: i.rank)
    centre = best.rect.center()
    assert abs(centre.x()) <= best.rect.width() + 3 * HotSpotLabel.LIFT
    assert abs(centre.y()) <= best.rect.height() + 3 * HotSpotLabel.LIFT
