"""The placing flow: gaps, the end of the stage, the view following the course, the
Problems dock and the first tile, driven on the real window."""

from __future__ import annotations

import pytest
from conftest import settle
from PySide6.QtCore import QPointF
from test_editor_window import build

from pacenote.autolayout import layout
from pacenote.course import build_course
from pacenote.drawing import Text
from pacenote.editor.tile_item import scene_point
from pacenote.stage import Placement, Stage
from pacenote.stagedraw import stage_drawing

# Every test here gets its own settings and recovery folder.
pytestmark = pytest.mark.usefixtures("isolated")

COURSE = ["202a", "204a", "210a", "205a", "203a"]


def test_deleting_a_tile_mid_course_makes_the_gap_the_next_place(qtbot, window):  # noqa: F811
    w = window
    build(w, COURSE)
    assert build_course(w.document.stage).complete
    gap = w.document.stage.tiles[2].hex  # 210a
    w.scene.select_hexes([gap])
    assert w.delete()
    assert w.active_end is not None and w.active_end.hex == gap
    # The arrival is from the 204a side: the course from the START goes on here.
    assert w.document.stage.tiles[w.active_end.from_placement].tile == "204a"
    w.palette.select("210a")
    assert w.place_selected_tile()
    course = build_course(w.document.stage)
    assert course.complete and [t.side.id for t in course.tiles] == COURSE


def test_no_next_place_after_the_finish_without_a_service_park(qtbot, window):  # noqa: F811
    w = window
    build(w, COURSE)
    assert w.ends == [] and w.active_end is None  # the FINISH ends the stage
    texts = [p.text for p in stage_drawing(w.document.stage).primitives
             if isinstance(p, Text)]
    assert "next" not in texts  # nor in render / the PDF
    w.palette.select("201a")  # a service park still goes after the FINISH
    assert w.place_selected_tile()
    course = build_course(w.document.stage)
    assert course.service is not None and course.complete


def test_a_stage_with_a_service_park_waiting_still_marks_the_place_after_the_finish():
    stage = layout(COURSE)
    far = max(p.q for p in stage.tiles) + 3
    stage = stage.with_tiles([*stage.tiles, Placement("201a", far, 0, 0)])
    course = build_course(stage)
    assert any(stage.tiles[e.from_placement].tile == "203a" for e in course.next_ends)


def test_the_view_follows_the_active_end_as_the_stage_grows(qtbot, window):  # noqa: F811
    w = window
    w.view.zoom_by(4.0)  # close up: the course soon leaves the view
    w.palette.select("202a")
    assert w.place_selected_tile()
    for _ in range(8):
        w.palette.select("204a" if "204a" not in [p.tile for p in w.document.stage.tiles]
                         else next(t for t in ["205a", "206a", "207a", "208a", "209a",
                                               "211a", "212a", "213a"]
                                   if t not in [p.tile for p in w.document.stage.tiles]))
        assert w.place_selected_tile()
        assert w.active_end is not None
        shown = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
        assert shown.contains(QPointF(scene_point(w.active_end.hex)))


def test_problems_dock_shows_whole_messages_and_grows_with_them(qtbot, window):  # noqa: F811
    w = window
    assert w.findings.tree.wordWrap()
    settle(qtbot, w)
    empty = w.findings_dock.height()
    scattered = ["202a", "204a", "205a", "206a", "207a", "208a", "209a", "210a", "203a", "202b"]
    w.document.edit(Stage(tiles=[Placement(t, 3 * i, 0, i % 6)
                                 for i, t in enumerate(scattered)]), "scatter")
    settle(qtbot, w)
    assert w.findings.tree.topLevelItemCount() > 8
    item = w.findings.tree.topLevelItem(0)
    assert item.toolTip(2).startswith(item.text(2))  # the whole message, also on hover
    qtbot.waitUntil(lambda: w.findings_dock.height() > empty + 40)
    grown = w.findings_dock.height()
    assert grown <= max(w.height() // 3, 120)
    w.document.new()
    settle(qtbot, w)
    qtbot.waitUntil(lambda: w.findings_dock.height() < grown)  # and shrinks back


def test_a_first_tile_that_is_not_a_start_is_placed_with_a_hint(qtbot, window):  # noqa: F811
    w = window
    w.palette.select("210a")
    assert w.place_selected_tile()
    assert [p.tile for p in w.document.stage.tiles] == ["210a"]
    message = w.statusBar().currentMessage()
    assert "210a is not a START" in message and "202a" in message
