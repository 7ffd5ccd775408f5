"""The Stage dock on the real window: name, author and notes edited with undo (the
name titles the PDF), the boxes owned with per-tile badges, the stage's figures."""

from __future__ import annotations

import subprocess

import pytest
from conftest import EXAMPLES, settle
from test_editor_window import build

from pacenote.formats import load_stage
from pacenote.tiles import load_tileset
from pacenote.validators import StageContext, stage_figures

# Every test here gets its own settings and recovery folder.
pytestmark = pytest.mark.usefixtures("isolated")

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"


def test_name_author_notes_are_edited_with_undo_and_the_name_titles_the_pdf(
        qtbot, window, tmp_path):  # noqa: F811
    w = window
    build(w, ["202a", "204a", "203a"])
    panel = w.stage_panel
    qtbot.keyClicks(panel.name, "Col de Turini")
    assert w.document.stage.name == "Col de Turini"
    assert w.undo_action.text() == "&Undo Edit stage name"  # the typing is one step
    qtbot.keyClicks(panel.author, "Ada")
    panel.notes.setPlainText("Night stage")
    assert (w.document.stage.author, w.document.stage.notes) == ("Ada", "Night stage")
    w.undo_action.trigger()
    w.undo_action.trigger()
    assert w.document.stage.author == "" and panel.author.text() == ""
    w.redo_action.trigger()
    assert panel.author.text() == "Ada"
    saved = tmp_path / "turini.stage.json"
    assert w.files.save_to(saved)
    assert load_stage(saved).name == "Col de Turini"
    pdf = tmp_path / "guide.pdf"
    assert w.files.export_printable_to(pdf)
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert "Col de Turini" in text
    assert "guide" not in text.splitlines()[0]


def test_figures_come_from_the_validators(qtbot, window):  # noqa: F811
    w = window
    assert w.files.open_file(SS1)
    settle(qtbot, w)
    expected = stage_figures(StageContext(load_stage(SS1), load_tileset()))
    panel = w.stage_panel
    assert panel.figure("Length") == f"{expected.course_tiles} tiles on the course · " \
                                     f"{expected.cells} cells"
    assert panel.figure("Class") == expected.stage_class == "short"
    assert panel.figure("Playing time") == f"~{expected.minutes} min for 4 players"
    assert panel.figure("Boxes needed") == "1 (own 1)"
    low = round(100 * expected.danger["low"])
    assert f"low {low}%" in panel.figure("Danger")
    assert panel.figure("Terrain") == "gravel 100%"


def test_two_boxes_owned_badges_and_refusal(qtbot, window):  # noqa: F811
    w = window
    palette = w.palette
    assert palette.items["210a"].text() == "210a"  # one box: one tile 210, no count
    build(w, ["202a", "210a"])
    assert palette.items["210a"].text() == "210a ✓"
    assert "1 of 1 placed, 0 left" in palette.items["210a"].toolTip()
    assert not palette.is_available("210a") and not palette.is_available("210b")
    assert not w.place_at_end("210b")  # one box: its only tile 210 is on the board
    assert "every copy" in w.statusBar().currentMessage()
    w.stage_panel.boxes.setValue(2)
    assert palette.items["210a"].text() == "210a 1/2 ✓"  # pieces placed / owned
    assert palette.is_available("210b")
    assert w.place_at_end("210b")
    assert palette.items["210b"].text() == "210b 2/2 ✓"
    assert not palette.is_available("210a")
    settle(qtbot, w)
    codes = {f.code for f in w.analysis.findings}
    assert "tile-both-sides" not in codes  # two boxes: two physical tiles 210
    assert w.stage_panel.figure("Boxes needed") == "2 (own 2)"
    w.stage_panel.boxes.setValue(1)  # the same stage, analysed again for one box
    qtbot.waitUntil(lambda: "tile-both-sides" in {f.code for f in w.analysis.findings})
    assert w.stage_panel.figure("Boxes needed") == "2 (own 1: short of tile 210)"


def test_picture_export_with_title_tile_list_and_scale(qtbot, window, tmp_path, monkeypatch):  # noqa: F811
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QFileDialog
    from test_editor_window import with_modal

    from pacenote.editor.image_dialog import ImageOptionsDialog

    w = window
    assert w.files.open_file(SS1)
    out = tmp_path / "poster.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    seen: list[str] = []

    def choose(dialog: ImageOptionsDialog) -> None:
        seen.append(dialog.title.text())
        dialog.scale.setValue(100)
        dialog.accept()

    with_modal(ImageOptionsDialog, choose)
    assert w.files.export_image_dialog()
    assert seen == ["Rally 1 - SS1"]  # the stage's name is the title offered
    big = QImage(str(out))
    plain = tmp_path / "plain.png"
    assert w.files.export_image_to(plain)  # no title, no list, default scale 200
    small = QImage(str(plain))
    # The poster is wider (the list) and taller (the title) for its scale.
    assert big.width() / 100 > small.width() / 200 + 1.5
    assert big.height() / 100 > small.height() / 200 + 0.5
    svg = tmp_path / "poster.svg"
    from pacenote.editor.image_dialog import ImageOptions

    assert w.files.export_image_to(svg, ImageOptions("Col", True, 100))
    text = svg.read_text(encoding="utf-8")
    assert ">Col<" in text and ">1 x 227a<" in text and ">11 tiles<" in text


def test_the_boxes_field_counts_in_the_singular_and_the_plural(qtbot, window):  # noqa: F811
    boxes = window.stage_panel.boxes
    boxes.setValue(1)
    assert boxes.text() == "1 box owned"
    boxes.setValue(2)
    assert boxes.text() == "2 boxes owned"
    window.stage_panel.show_boxes(1, rally=True)
    assert boxes.text() == "1 box: the rally's"
    window.stage_panel.show_boxes(3, rally=True)
    assert boxes.text() == "3 boxes: the rally's"
