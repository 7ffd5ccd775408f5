"""The editor with Rallyman: GT boxes: starting a GT or mixed stage, the palette with GT
pieces and copy counts, lane-count-aware auto-rotation, a circuit closing on its
start-finish piece, and validation of a circuit, driven through the real window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from pacenote.course import build_course
from pacenote.editor.app import MainWindow
from pacenote.editor.placement import auto_rotation, road_sides
from pacenote.formats import load_stage
from pacenote.hexgrid import Hex
from pacenote.stage import Placement, Stage
from pacenote.tiles import load_tileset

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "gt"


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "settings"))
    monkeypatch.setenv("PACENOTE_RECOVERY_DIR", str(tmp_path / "recovery"))
    for kind in ("warning", "question", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, _unexpected)


def _unexpected(*args: object, **kwargs: object) -> None:
    raise AssertionError(f"unexpected dialog: {args[1:3]}")


@pytest.fixture
def window(qtbot):  # noqa: ANN001, ANN201
    w = MainWindow(remember_layout=False)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.document.undo_stack.setClean()
    w.worker.wait()
    w.close()


def settle(qtbot, w: MainWindow) -> None:  # noqa: ANN001
    w.worker.wait()
    qtbot.waitUntil(lambda: w.analysis is not None and w.analysis.stage is w.document.stage)


def test_new_stage_with_the_boxes_owned(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    names = [a.text() for a in window.new_boxes_actions]
    assert names == ["Rallyman: &DIRT stage", "Rallyman: &GT circuit",
                     "DIRT stage with GT &asphalt",
                     "DIRT stage with &expansions (Monte Carlo / 110% / Climb 301–326)",
                     "GT circuit with e&xpansion pieces (121–154)"]
    window.new_boxes_actions[1].trigger()
    assert window.document.stage.tileset == "gt-core"
    assert sorted(window.palette.items) == sorted(s.id for s in load_tileset("gt-core"))
    assert window.palette.items["103a"].text() == "103a 0/3"  # three pieces in the box
    assert window.palette.items["108a"].text() == "108a"
    window.new_boxes_actions[2].trigger()
    assert window.document.stage.tileset == "dirt-core+gt-core"
    assert {"210a", "117b"} <= set(window.palette.items)
    window.new_boxes_actions[3].trigger()
    assert window.document.stage.tileset == "dirt-core+dirt-exp-3xx"
    assert {"210a", "301a", "326b"} <= set(window.palette.items)
    assert window.palette.is_available("301a")  # an expansion START, to be placed
    window.new_boxes_actions[4].trigger()
    assert {"102a", "139a", "149a"} <= set(window.palette.items)
    window.new_boxes_actions[0].trigger()
    assert len(window.palette.items) == 64
    settle(qtbot, window)


def test_copy_counts_and_exhausted_pieces(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    window.files.new_stage("gt-core")
    assert window.place_at_end("102a")
    for _ in range(3):
        assert window.place_at_end("103a")
    palette = window.palette
    assert palette.items["103a"].text() == "103a 3/3 ✓"
    assert not palette.is_available("103b")  # all three pieces 103 are on the stage
    assert palette.is_available("104a")
    assert "all 3 pieces 103" in palette.items["103b"].toolTip()
    settle(qtbot, window)


def test_auto_rotation_meets_the_arriving_lane_count() -> None:
    ts = load_tileset("gt-core")
    # 102b (2 lanes) leaves north; 119a arrives from the south: its 2-lane end must face it.
    stage = Stage(tileset="gt-core", tiles=(Placement("102b", 0, 0, 0),))
    rot = auto_rotation(stage, ts, ts["119a"], Hex(1, 0), 3)
    assert road_sides(ts["119a"], rot)[3] == 2
    stage = Stage(tileset="gt-core", tiles=(Placement("102a", 0, 0, 0),))
    rot = auto_rotation(stage, ts, ts["119a"], Hex(1, 0), 3)
    assert road_sides(ts["119a"], rot)[3] == 3
    placed = stage.placed(Placement("119a", 1, 0, rot))
    assert not build_course(placed).issues


def test_auto_rotation_meets_a_skewed_edge_at_its_slant() -> None:
    """131a leaves by its skewed SE edge (slant "left"); 121a, laid on the next hex,
    could show a road on the arrival side two ways, one with each slant: the one that
    joins is chosen."""
    ts = load_tileset("gt-core+gt-exp")
    stage = Stage(tileset="gt-core+gt-exp", tiles=(Placement("131a", 0, 0, 0),))
    at = Hex(0, 0).neighbour(2)
    rot = auto_rotation(stage, ts, ts["121a"], at, 5)
    assert ts["121a"].skew_at((5 - rot) % 6) == "left"
    placed = stage.placed(Placement("121a", at.q, at.r, rot))
    assert [j.matched for j in build_course(placed).joints] == [True]


def test_opening_a_circuit_draws_and_validates_it(qtbot, window: MainWindow) -> None:  # noqa: ANN001
    assert window.files.open_file(EXAMPLES / "circuit-5.stage.json", ask=False)
    settle(qtbot, window)
    assert window.scene.tileset.name == "gt-core"
    analysis = window.analysis
    assert analysis is not None and analysis.complete and analysis.laps == 1
    assert [f.code for f in analysis.findings] == ["circuit-length"]
    assert window.course_label.text() == "circuit: closed loop, 1 lap"
    assert window.class_label.text() == "class: short"
    assert not window.ends  # nothing left open


def test_the_last_piece_closes_the_circuit_on_the_start_piece(qtbot, window: MainWindow  # noqa: ANN001
                                                              ) -> None:
    stage = load_stage(EXAMPLES / "circuit-2.stage.json")
    course = build_course(stage)
    last = course.tiles[-1]
    window.files.open_file(EXAMPLES / "circuit-2.stage.json", ask=False)
    window.document.edit(stage.with_tiles([p for p in stage.tiles
                                           if p.hex != last.hex]), "remove the last piece")
    assert any(e.hex == last.hex for e in window.ends)
    end = next(e for e in window.ends if e.hex == last.hex)
    assert window.place_at_end(last.side.id, end)
    closed = build_course(window.document.stage)
    assert closed.closed and closed.complete and not closed.issues
    settle(qtbot, window)
    assert window.analysis is not None and window.analysis.complete
    QApplication.processEvents()
