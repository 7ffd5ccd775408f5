"""Live validation in the editor window: the Problems dock, badges, highlights.

The window is driven like a user would (keys, clicks on the list); every check reads
the validators' real findings for the real stage on the document.
"""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from conftest import EXAMPLES, settle
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from shapely.geometry import Polygon

from pacenote.editor import severity
from pacenote.editor.findings_overlay import CELL_TOLERANCE, BadgeItem, HighlightItem
from pacenote.editor.tile_item import scene_point
from pacenote.editor.worker import LatestOnlyWorker
from pacenote.formats import load_stage, save_stage
from pacenote.graph import parse_node
from pacenote.hexgrid import Hex
from pacenote.validators import validate_stage

# Every test here gets its own settings and recovery folder.
pytestmark = pytest.mark.usefixtures("isolated")

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
JUMPS = EXAMPLES / "rulebook" / "rally-6-ss3.stage.json"


def open_settled(qtbot, w, path) -> None:
    w.files.open_file(path, ask=False)
    settle(qtbot, w)


def listed(w) -> list[tuple[str, str]]:
    return [(f.severity, f.code) for f in w.findings.listed()]


def badges(w) -> dict[Hex, str]:
    return {item.hex: item.severity for item in w.scene.items() if isinstance(item, BadgeItem)}


def wrong_way_stage(tmp_path):
    """Rally 1 SS1 with 217a turned one step: 219a's road runs into its grass."""
    stage = load_stage(SS1)
    i = next(i for i, p in enumerate(stage.tiles) if p.tile == "217a")
    broken = stage.replaced(i, replace(stage.tiles[i], rot=(stage.tiles[i].rot + 1) % 6))
    path = tmp_path / "broken.stage.json"
    save_stage(broken, path)
    return path, broken


def click_row(qtbot, w, row: int) -> None:
    tree = w.findings.tree
    rect = tree.visualItemRect(tree.topLevelItem(row))
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_deleting_a_middle_tile_lists_an_open_end_error_and_undo_clears_it(qtbot, window):
    w = window
    open_settled(qtbot, w, SS1)
    assert all(s == "info" for s, _ in listed(w))  # the example is clean
    assert w.findings_label.text() == "no problems"
    assert badges(w) == {}
    middle = Hex(3, -4)
    assert w.document.stage.at(middle).tile == "208a"
    w.scene.select_hexes([middle])
    qtbot.keyClick(w.view, Qt.Key.Key_Delete)
    settle(qtbot, w)
    expected = validate_stage(w.document.stage)
    assert [(f.severity, f.code) for f in expected][0] == ("error", "open-end")
    assert listed(w) == [(f.severity, f.code) for f in expected]  # errors first, all listed
    assert listed(w)[0] == ("error", "open-end")
    assert w.findings.tree.topLevelItem(0).text(2) == expected[0].message
    warnings = sum(f.severity == "warning" for f in expected)
    assert w.findings_label.text() == f"1 error, {warnings} warnings"
    # The tile whose road stops (213a) wears the error badge; the cut-off tiles warnings.
    assert badges(w)[Hex(4, -5)] == "error"
    assert sorted(h for h, s in badges(w).items() if s == "warning") == sorted(
        Hex(*f.where.hexes[0]) for f in expected if f.severity == "warning")
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, w)
    assert w.document.stage.at(middle).tile == "208a"
    assert all(s == "info" for s, _ in listed(w))
    assert w.findings_label.text() == "no problems"
    assert badges(w) == {}


def test_clicking_a_finding_selects_highlights_and_centres_its_tiles(qtbot, window, tmp_path):
    w = window
    path, broken = wrong_way_stage(tmp_path)
    open_settled(qtbot, w, path)
    first = w.findings.listed()[0]
    assert (first.severity, first.code) == ("error", "road-into-no-road")
    named = {broken.tiles[i].hex for i in first.where.placements}
    assert named == {Hex(2, -2), Hex(2, -3)}  # 217a and the 219a whose road runs into it
    assert w.findings_label.text() == "1 error, 3 warnings"
    w.view.centerOn(scene_point(Hex(-6, 0)))  # look elsewhere first
    w.scene.select_hexes([])
    click_row(qtbot, w, 0)
    assert set(w.scene.selected_hexes()) == named
    highlights = [i for i in w.scene.items() if isinstance(i, HighlightItem)]
    assert len(highlights) == 1
    assert set(highlights[0].tile_hexes) == named
    assert highlights[0].severity == "error"
    centre = w.view.mapToScene(w.view.viewport().rect().center())
    target = highlights[0].target().center()
    assert abs(centre.x() - target.x()) < 0.1 and abs(centre.y() - target.y()) < 0.1
    # The highlight is painted over the tiles in the error colour.
    edge = w.view.mapFromScene((scene_point(Hex(2, -2)) + scene_point(Hex(2, -3))) / 2)
    image = w.view.viewport().grab().toImage()
    near = [image.pixelColor(edge + QPoint(dx, dy)) for dx in range(-3, 4) for dy in range(-3, 4)]
    red = severity.COLOURS["error"]
    assert any(abs(c.red() - red.red()) + abs(c.green() - red.green())
               + abs(c.blue() - red.blue()) < 40 for c in near)
    # Fixing it (rotate 217a back with Shift+R) removes the finding and its highlight.
    w.scene.select_hexes([Hex(2, -2)])
    qtbot.keyClick(w.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    settle(qtbot, w)
    assert ("error", "road-into-no-road") not in listed(w)
    assert not [i for i in w.scene.items() if isinstance(i, HighlightItem)]


def test_a_finding_about_cells_highlights_those_cells(qtbot, window):
    w = window
    open_settled(qtbot, w, JUMPS)
    row, finding = next((i, f) for i, f in enumerate(w.findings.listed()) if f.where.cells)
    click_row(qtbot, w, row)
    highlight = w.findings_overlay.highlight
    assert highlight is not None
    graph = w.analysis.graph
    wanted = [graph.polygon(parse_node(name)) for name in finding.where.cells]
    assert len(highlight.cells) == len(wanted) > 0
    for polygon, shape in zip(highlight.cells, wanted, strict=True):
        drawn = Polygon([(p.x(), -p.y()) for p in polygon])  # the outline, simplified
        assert drawn.hausdorff_distance(shape) <= CELL_TOLERANCE


def test_info_toggle_badge_toggle_and_hover_names_the_problem(qtbot, window, tmp_path):
    w = window
    open_settled(qtbot, w, JUMPS)
    shown = listed(w)
    assert sum(s == "info" for s, _ in shown) > 0
    w.findings.show_info.setChecked(False)
    assert listed(w) == [(s, c) for s, c in shown if s != "info"]
    path, _ = wrong_way_stage(tmp_path)
    open_settled(qtbot, w, path)
    assert len(listed(w)) == 4
    assert all(item.isVisible() for item in w.scene.items() if isinstance(item, BadgeItem))
    w.badges_action.trigger()
    assert badges(w) and not any(item.isVisible() for item in w.scene.items()
                                 if isinstance(item, BadgeItem))
    x, y = Hex(2, -3).center()
    text = w.view.hover_text((x, y))
    assert text.startswith("219a")
    assert "runs into 217a" in text


def test_validation_runs_off_the_gui_thread(qtbot, window, monkeypatch):
    import pacenote.editor.worker as worker_module

    threads: list[threading.Thread] = []
    real = worker_module.analyse

    def spy(stage, tileset, boxes):
        threads.append(threading.current_thread())
        return real(stage, tileset, boxes)

    monkeypatch.setattr(worker_module, "analyse", spy)
    window.files.open_file(SS1, ask=False)
    settle(qtbot, window)
    assert threads and all(t is not threading.main_thread() for t in threads)
    assert window.analysis.findings  # and its findings reached the window


def test_only_the_newest_result_is_delivered(qtbot):
    """A slow analysis of an older stage never overwrites a newer one."""
    worker = LatestOnlyWorker("test")
    delivered: list[str] = []
    worker.finished.connect(delivered.append)
    started, release = threading.Event(), threading.Event()

    def slow() -> str:
        started.set()
        release.wait(10)
        return "old"

    worker.submit(slow)
    assert started.wait(10)  # running: only the delivery can drop it now
    with qtbot.waitSignal(worker.finished, timeout=10_000):
        worker.submit(lambda: "new")
        release.set()
    worker.wait()
    QApplication.processEvents()
    assert delivered == ["new"]
    assert not worker.is_busy()
