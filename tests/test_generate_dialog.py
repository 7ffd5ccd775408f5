"""File → Generate… (issue 25): the brief as a form, candidates as thumbnails, the chosen
one opened as a normal, undoable stage; boxes and table remembered."""

from __future__ import annotations

from pacenote.editor.generate_dialog import (
    BOXES_KEY,
    FEATURE_WORDS,
    TABLE_KEY,
    GenerateDialog,
    thumbnail,
)
from pacenote.editor.settings import settings
from pacenote.generate.brief import FEATURES, Brief, parse_table
from pacenote.generate.circuit import generate_circuit


def test_form_builds_the_brief(qtbot, isolated):
    dialog = GenerateDialog(None, lambda stage: None)
    qtbot.addWidget(dialog)
    dialog.boxes.setText("dirt-core:2")
    dialog.length.setCurrentIndex(dialog.length.findData("tiles"))
    dialog.tiles.setValue(12)
    dialog.difficulty.setCurrentIndex(dialog.difficulty.findData("par"))
    dialog.par.setText("2:30")
    dialog.features["jumps"].setCurrentIndex(dialog.features["jumps"].findData("without"))
    dialog.table.setText("150x90")
    dialog.terrain.setText("gravel:60, asphalt:40")
    brief = dialog.brief()
    assert brief.terrain == (("gravel", 0.6), ("asphalt", 0.4))
    assert brief.boxes == ("dirt-core", "dirt-core") and brief.tiles == 12
    assert brief.par == 150 and brief.difficulty is None
    assert brief.without_features == {"jumps"} and brief.table == parse_table("150x90")


def test_every_feature_name_is_marked_for_translation():
    """The feature combo boxes show the brief's names translated (docs/languages.md)."""
    assert set(FEATURE_WORDS) == set(FEATURES)


def test_bad_field_is_said_and_nothing_runs(qtbot, isolated):
    dialog = GenerateDialog(None, lambda stage: None)
    qtbot.addWidget(dialog)
    dialog.table.setText("big")
    dialog.generate()
    assert "table" in dialog.status.text() and not dialog.worker.is_busy()


def test_generate_shows_candidates_and_opens_the_chosen_one(qtbot, isolated):
    opened = []
    dialog = GenerateDialog(None, opened.append)
    qtbot.addWidget(dialog)
    dialog.boxes.setText("gt-core")  # a GT circuit: no engine drive, a quick search
    dialog.length.setCurrentIndex(dialog.length.findData("short"))
    dialog.table.setText("150x110")
    dialog.count.setValue(2)
    dialog.generate()
    qtbot.waitUntil(lambda: dialog.list.count() > 0, timeout=60_000)
    assert "pieces" in dialog.list.item(0).text()
    assert not dialog.list.item(0).icon().isNull()
    assert settings().value(BOXES_KEY) == "gt-core"
    assert settings().value(TABLE_KEY) == "150x110"
    again = GenerateDialog(None, lambda stage: None)  # remembered for the next time
    qtbot.addWidget(again)
    assert again.boxes.text() == "gt-core" and again.table.text() == "150x110"
    dialog.list.setCurrentRow(0)
    dialog.open_chosen()
    assert opened == [dialog.shown[0].stage]


def test_thumbnail_draws_the_stage(qtbot, isolated):
    circuit = generate_circuit(Brief(boxes=("gt-core",), stage_class="short"), budget=20)
    image = thumbnail(circuit.circuits[0].stage).toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(colours) > 5  # tiles drawn, not a blank picture


def test_window_opens_a_generated_stage_as_an_undoable_stage(window, qtbot):
    circuit = generate_circuit(Brief(boxes=("gt-core",), stage_class="short"), budget=20)
    stage = circuit.circuits[0].stage
    dialog = window.generate_dialog()
    dialog.shown = []
    from pacenote.editor.generate_dialog import Shown

    dialog.shown = [Shown(stage, "test")]
    dialog.list.addItem("test")
    dialog.list.setCurrentRow(0)
    dialog.open_chosen()
    assert window.document.stage == stage
    assert window.document.path is None  # a new, unsaved stage
    stack = window.document.undo_stack
    assert stack.count() == 1
    stack.undo()
    assert window.document.stage.tiles == ()
    stack.redo()
    assert window.document.stage == stage
