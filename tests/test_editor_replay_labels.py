"""Hot-spot callouts keep off the tile labels the canvas writes (tile ids, or pacenotes),
as well as off each other: on Rally 1 SS1 after a 12-run drive, the layout that only
kept callouts apart put "1 · 17%" over the tile id 219a.
"""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, settle
from PySide6.QtCore import QRectF

from pacenote.editor.heatmap import HotSpotLabel, lay_out, text_box

pytestmark = pytest.mark.usefixtures("isolated")

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"


def boxes(labels: list[HotSpotLabel], zoom: float) -> list[QRectF]:
    return [label.rect.translated(label.pos() * zoom) for label in labels]


def overlaps(a: list[QRectF], b: list[QRectF]) -> list[tuple[int, int]]:
    return [(i, j) for i, x in enumerate(a) for j, y in enumerate(b) if x.intersects(y)]


def test_hot_spot_callouts_avoid_tile_labels(qtbot, window):
    w = window
    w.files.open_file(SS1, ask=False)
    settle(qtbot, w)
    w.resize(1500, 950)
    w.drive.runs_box.setValue(12)
    w.drive.seed_box.setValue(5)
    with qtbot.waitSignal(w.drive.result_shown, timeout=300_000):
        w.drive.drive_action.trigger()
    w.view.fit()
    qtbot.wait(50)
    zoom = w.view.zoom()
    labels = w.heat_map.labels
    assert len(labels) >= 4
    for mode in ("ids", "pacenotes"):
        w.scene.set_label_mode(mode)  # the callouts move off the new labels at once
        written = [text_box(t, zoom) for t in w.scene.labels(zoom=zoom)]
        assert len(written) == len(w.document.stage.tiles)
        assert overlaps(boxes(labels, zoom), written) == []
        assert overlaps(boxes(labels, zoom), boxes(labels, zoom)) == \
            [(i, i) for i in range(len(labels))]  # and apart from each other
        dots = [QRectF(-3, -3, 6, 6).translated(label.pos() * zoom) for label in labels]
        assert [(i, j) for i, j in overlaps(boxes(labels, zoom), dots) if i != j] == []
        if mode == "ids":
            lay_out(labels, zoom)  # the old layout: callouts apart, labels ignored
            assert overlaps(boxes(labels, zoom), written)  # one sat over a tile id
            w.heat_map.relayout()
            assert overlaps(boxes(labels, zoom), written) == []
    # No labels written: the worst callout keeps its plain place above its cell.
    w.scene.set_label_mode("none")
    assert w.scene.labels(zoom=zoom) == []
    best = min(labels, key=lambda label: label.rank)
    best_place = best.rect
    best.place((0.0, -1.0))
    assert best.rect == best_place


def test_text_box_is_where_the_scene_writes_the_id(qtbot, window):
    """The box matches the painted text: ink of the id inside it, none just outside."""
    w = window
    w.files.open_file(SS1, ask=False)
    settle(qtbot, w)
    w.resize(1200, 800)
    w.view.fit()
    qtbot.wait(50)
    zoom = w.view.zoom()
    text = w.scene.labels(zoom=zoom)[0]
    box = text_box(text, zoom)
    centre = w.view.mapFromScene(text.position[0], -text.position[1])
    image = w.view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()

    def dark(x: float, y: float) -> bool:
        c = image.pixelColor(round((centre.x() + x) * ratio), round((centre.y() + y) * ratio))
        return c.lightness() < 90

    inside = [(box.left() + f * box.width() - box.center().x(), dy)
              for f in (0.1, 0.3, 0.5, 0.7, 0.9) for dy in (-1, 0, 1)]
    assert sum(dark(x, y) for x, y in inside) >= 3  # the id's ink
    assert not any(dark(box.width() / 2 + 3, dy) for dy in (-2, 0, 2))  # clear beyond it
