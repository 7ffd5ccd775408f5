"""File dialogs open in the document's folder and propose a name; Export picture writes
the format of the filter chosen (issue 26, point 3)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from conftest import EXAMPLES
from PySide6.QtWidgets import QDialog, QFileDialog

from pacenote.editor.image_dialog import ImageOptionsDialog

pytestmark = pytest.mark.usefixtures("isolated")


def scripted_save(monkeypatch, answer: Path, chosen_filter: str) -> list[str]:
    asked = []

    def save(parent, title, where, filters):  # noqa: ANN001, ANN202
        asked.append(where)
        return str(answer), chosen_filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    return asked


def test_export_picture_of_a_new_stage(window, monkeypatch, tmp_path):
    w = window
    assert w.place_at_end("202a") and w.edit_text("name", "Col de Turini")
    asked = scripted_save(monkeypatch, tmp_path / "turini", "SVG image (*.svg)")
    monkeypatch.setattr(ImageOptionsDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    assert w.export_image_action.isEnabled()
    w.export_image_action.trigger()
    assert asked == [str(Path.home() / "col-de-turini.png")]  # a name, not the cwd
    written = tmp_path / "turini.svg"  # the SVG filter chosen, no extension typed
    assert written.is_file() and written.read_text("utf-8").lstrip().startswith("<")


def test_dialogs_open_beside_the_document(window, monkeypatch, tmp_path, dialogs):
    w = window
    dialogs.answer("information", None)  # the notes do not go into Rekee JSON
    shutil.copy(EXAMPLES / "rally-1" / "ss1.stage.json", tmp_path / "ss1.stage.json")
    assert w.files.open_file(tmp_path / "ss1.stage.json")
    asked = scripted_save(monkeypatch, tmp_path / "out.json", "Rekee JSON (*.json)")
    w.export_rekee_action.trigger()
    assert asked == [str(tmp_path / "ss1.json")]
    asked.clear()
    w.export_printable_action.trigger()
    assert asked == [str(tmp_path / "ss1.pdf")]


def test_a_new_document_opens_where_the_user_last_chose(window, monkeypatch, tmp_path):
    w = window
    folder = tmp_path / "tracks"
    folder.mkdir()
    shutil.copy(EXAMPLES / "rally-1" / "ss1.stage.json", folder / "ss1.stage.json")
    opened = []

    def pick(parent, title, where, filters):  # noqa: ANN001, ANN202
        opened.append(where)
        return str(folder / "ss1.stage.json"), filters

    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick)
    w.open_action.trigger()
    assert w.document.path == folder / "ss1.stage.json"
    assert w.files.new_stage()
    w.open_action.trigger()
    assert opened[-1] == str(folder)  # not the process's working folder
