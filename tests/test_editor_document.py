"""The editor's document: file names, dirty state and undo, without a window."""

from __future__ import annotations

from pathlib import Path

import pytest

from pacenote.autolayout import layout
from pacenote.editor.document import Document, native_name
from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage, save_stage


@pytest.fixture
def document(qapp):
    return Document()


def test_native_name_replaces_any_stage_suffix():
    assert native_name(Path("/x/track.rgt")) == Path("/x/track.stage.json")
    assert native_name(Path("/x/Track.JSON")) == Path("/x/Track.stage.json")
    assert native_name(Path("/x/a.stage.json")) == Path("/x/a.stage.json")


def test_edits_make_the_document_dirty_and_undo_makes_it_clean(document):
    stage = layout(["202a", "210a", "203a"])
    assert document.edit(stage, "Lay out")
    assert document.dirty and document.stage is stage
    assert not document.edit(stage, "nothing")  # no change, no command
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert not document.dirty and document.stage.tiles == ()


def test_save_writes_native_and_marks_clean_export_does_neither(document, tmp_path):
    document.edit(layout(["202a", "204a", "203a"]), "Lay out")
    document.export(tmp_path / "copy.rgt")
    assert document.dirty and document.path is None
    assert load_stage(tmp_path / "copy.rgt").tiles == document.stage.tiles
    saved = document.save(tmp_path / "mine.stage.json")
    assert saved == document.path and not document.dirty
    assert load_stage(saved).tiles == document.stage.tiles


def test_opening_a_broken_file_raises_and_changes_nothing(document, tmp_path):
    document.edit(layout(["202a", "203a"]), "Lay out")
    before, count = document.stage, document.undo_stack.count()
    bad = tmp_path / "bad.json"
    bad.write_text('{"tiles": [{"id": "210a", "q": "x"}]}')
    with pytest.raises(PacenoteFileError) as err:
        document.open(bad)
    assert "bad.json" in str(err.value) and "\n" not in str(err.value)
    assert document.stage is before and document.undo_stack.count() == count


def test_an_imported_file_is_never_the_save_target(document, tmp_path):
    rgt = tmp_path / "t.rgt"
    save_stage(layout(["202a", "203a"]), rgt)
    document.open(rgt)
    assert document.path is None and document.source == rgt
    assert document.suggested_path() == tmp_path / "t.stage.json"
    document.adopt_name(tmp_path / "gone.rgt")  # a recovered stage whose file is gone
    assert document.path is None
    document.adopt_name(tmp_path / "gone.stage.json")
    assert document.path == tmp_path / "gone.stage.json"
