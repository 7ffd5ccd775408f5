"""File → Export rally booklet / bundle: the same pages and the same files as
``pacenote export RALLY -o FILE.pdf`` / ``-o DIR/`` for the same rally and seed."""

from __future__ import annotations

import json
import shutil

import pytest
from conftest import EXAMPLES
from PySide6.QtWidgets import QFileDialog, QMessageBox
from test_export_pdf import pdf_pages

pytestmark = pytest.mark.usefixtures("isolated")


@pytest.fixture
def rally_copy(tmp_path):
    folder = tmp_path / "rally-1"
    shutil.copytree(EXAMPLES / "rally-1", folder)
    return folder / "rally-1.rally.json"


def answer_save_dialog(monkeypatch, path) -> list[str]:
    proposed = []

    def save(parent, title, where, filters):  # noqa: ANN001, ANN202
        proposed.append(where)
        return str(path), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    return proposed


def test_the_booklet_has_the_cli_s_pages(window, rally_copy, tmp_path, monkeypatch,
                                         pacenote_cli):
    w = window
    assert w.files.open_file(rally_copy)
    out = tmp_path / "editor.pdf"
    proposed = answer_save_dialog(monkeypatch, out)
    assert w.export_booklet_action.isEnabled()
    w.export_booklet_action.trigger()
    assert proposed == [str(rally_copy.with_name("rally-1.pdf"))]  # beside the rally
    code, printed, _ = pacenote_cli("export", rally_copy, "-o", tmp_path / "cli.pdf")
    assert code == 0 and "5 pages" in printed
    editor_pages = pdf_pages(out.read_bytes())
    assert len(editor_pages) == 5
    assert editor_pages == pdf_pages((tmp_path / "cli.pdf").read_bytes())


def test_the_bundle_has_the_cli_s_files(window, rally_copy, tmp_path, monkeypatch,
                                        pacenote_cli):
    w = window
    assert w.files.open_file(rally_copy)
    out = tmp_path / "from-editor"
    answer_save_dialog(monkeypatch, out)
    w.export_bundle_action.trigger()
    code, _, _ = pacenote_cli("export", rally_copy, "-o", f"{tmp_path / 'from-cli'}/")
    assert code == 0
    ours = sorted(p.relative_to(out) for p in out.rglob("*"))
    cli = tmp_path / "from-cli"
    theirs = sorted(p.relative_to(cli) for p in cli.rglob("*"))
    assert ours == theirs and len(ours) > 10
    for name in ours:
        a, b = (out / name).read_bytes(), (tmp_path / "from-cli" / name).read_bytes()
        if name.suffix == ".pdf":  # the PDF carries its creation time
            assert pdf_pages(a) == pdf_pages(b)
        elif name.name == "pacenote-bundle.manifest":  # its hashes: the PDF's differ so
            ma, mb = json.loads(a), json.loads(b)
            assert ma["files"].keys() == mb["files"].keys()
            assert {k: v for k, v in ma["files"].items() if not k.endswith(".pdf")} == \
                {k: v for k, v in mb["files"].items() if not k.endswith(".pdf")}
        else:
            assert a == b, name


def test_an_unsaved_rally_is_saved_first_or_not_exported(window, rally_copy, tmp_path,
                                                        monkeypatch, dialogs):
    w = window
    assert w.files.open_file(rally_copy)
    w.rally_panel.name.setText("Renamed")
    w.document.set_rally_field("name", "Renamed")
    assert w.document.dirty
    dialogs.answer("question", QMessageBox.StandardButton.Cancel)
    answer_save_dialog(monkeypatch, tmp_path / "x.pdf")
    w.export_booklet_action.trigger()
    assert not (tmp_path / "x.pdf").exists()
    dialogs.answer("question", QMessageBox.StandardButton.Save)
    w.export_booklet_action.trigger()
    assert not w.document.dirty and (tmp_path / "x.pdf").is_file()
    assert "Renamed" in rally_copy.read_text("utf-8")


def test_a_single_stage_has_no_rally_exports(window):
    w = window
    assert w.files.open_file(EXAMPLES / "rally-1" / "ss1.stage.json")
    assert not w.export_booklet_action.isEnabled()
    assert not w.export_bundle_action.isEnabled()
