"""File → Export rally booklet / bundle: the rally's print-ready booklet (PDF) and the
rally director's bundle (a folder), made by the very code ``pacenote export RALLY -o
FILE.pdf`` and ``-o DIR/`` run (:func:`pacenote.export.load_booklet`,
:func:`pacenote.export.bundle.load_bundle`) from the rally file as saved, so the editor
and the command line give the same pages and the same files for the same rally.

An unsaved rally is saved first (the user is asked); the players are the rally file's, as
the command's default; no par time is run (``--par`` is the command line's).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from pacenote.errors import PacenoteFileError, said_error

if TYPE_CHECKING:
    from pacenote.editor.app import MainWindow

PDF_FILTER = "PDF (*.pdf)"
Button = QMessageBox.StandardButton


translate = QCoreApplication.translate


class RallyExport(QObject):
    """The two exports of an open rally."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def _saved_rally(self) -> Path | None:
        """The rally file as saved; an unsaved rally is saved first, if the user agrees."""
        document = self.window.document
        if document.rally is None:
            return None
        if document.dirty or document.path is None:
            answer = QMessageBox.question(
                self.window, translate("RallyExport", "Save the rally first"),
                translate("RallyExport", "The export is made from the rally file as saved. "
                                         "Save the rally now?"),
                Button.Save | Button.Cancel, Button.Save)
            if answer != Button.Save or not self.window.files.save():
                return None
        return document.path

    def booklet_dialog(self) -> bool:
        return self._export_dialog(translate("RallyExport", "Export rally booklet"), ".pdf",
                                   PDF_FILTER, self.booklet_to)

    def bundle_dialog(self) -> bool:
        return self._export_dialog(
            translate("RallyExport", "Export rally bundle: name the folder to write"),
            "-bundle", translate("RallyExport", "Folder (*)"), self.bundle_to)

    def _export_dialog(self, title: str, suffix: str, name_filter: str,
                       write: Callable[[Path, Path], bool]) -> bool:
        """Ask where to write the saved rally's export, proposing the rally's name + suffix."""
        rally = self._saved_rally()
        if rally is None:
            return False
        proposed = rally.with_name(rally.name.removesuffix(".rally.json") + suffix)
        path, _ = QFileDialog.getSaveFileName(self.window, title, str(proposed), name_filter)
        return bool(path) and write(rally, Path(path))

    def booklet_to(self, rally: Path, path: Path, *, seed: int = 0) -> bool:
        """The booklet of ``rally`` as ``pacenote export RALLY -o PATH`` writes it."""
        from pacenote.export import check_output, load_booklet, write_booklet

        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        with _busy():
            try:
                check_output(path, booklet=True)
                booklet = load_booklet(rally, seed=seed)
                write_booklet(booklet, path)
            except PacenoteFileError as exc:
                QMessageBox.critical(
                    self.window, translate("RallyExport", "Cannot export the booklet"),
                    said_error(exc))
                return False
        self._done(path, booklet.warnings(),
                   translate("RallyExport", "{pages} pages").format(pages=len(booklet.pages)))
        return True

    def bundle_to(self, rally: Path, folder: Path, *, seed: int = 0) -> bool:
        """The bundle of ``rally`` as ``pacenote export RALLY -o FOLDER/`` writes it."""
        from pacenote.export.bundle import load_bundle, write_bundle

        with _busy():
            try:
                bundle = load_bundle(rally, seed=seed)
                write_bundle(bundle, folder)
            except PacenoteFileError as exc:
                QMessageBox.critical(
                    self.window, translate("RallyExport", "Cannot export the bundle"),
                    said_error(exc))
                return False
        self._done(folder, bundle.booklet.warnings(),
                   translate("RallyExport", "{files} files").format(files=len(bundle.files)))
        return True

    def _done(self, path: Path, warnings: list[str], what: str) -> None:
        if warnings:  # as the command prints them on stderr
            QMessageBox.warning(self.window, translate("RallyExport", "Exported with warnings"),
                                "\n".join(warnings))
        self.window.statusBar().showMessage(
            translate("RallyExport", "Exported {path} ({what})").format(path=path, what=what), 6000)


class _busy:
    """A wait cursor while the export works."""

    def __enter__(self) -> None:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

    def __exit__(self, *exc: object) -> None:
        QApplication.restoreOverrideCursor()
