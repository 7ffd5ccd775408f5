"""File menu work for the main window: open, import, save, export, recent files,
unsaved-changes prompts and crash recovery. Every failure is one line in a dialog
and leaves the document as it was."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from pacenote.editor.autosave import Autosaver, Recovery, find_recoveries
from pacenote.editor.document import NATIVE_SUFFIX, Document
from pacenote.editor.export import export_image
from pacenote.editor.printable import export_printable
from pacenote.editor.settings import add_recent, forget_recent, recent_files
from pacenote.editor.testdrive import DriveResult
from pacenote.errors import PacenoteFileError
from pacenote.formats import conversion_warnings

STAGE_FILTER = "pacenote stage (*.stage.json)"
OPEN_FILTER = ("Stage files (*.stage.json *.json *.rgt);;pacenote stage (*.stage.json);;"
               "Rekee JSON (*.json);;Rallyman Track Editor (*.rgt)")
IMPORT_FILTER = "Rekee JSON or .rgt (*.json *.rgt)"
EXPORTS = {"rekee": ("Rekee JSON (*.json)", ".json"),
           "rgt": ("Rallyman Track Editor (*.rgt)", ".rgt")}
IMAGE_FILTER = "PNG image (*.png);;SVG image (*.svg)"
PDF_FILTER = "PDF (*.pdf)"
Button = QMessageBox.StandardButton


class FileController(QObject):
    replaced = Signal()  # another stage was loaded, recovered or started

    def __init__(self, window: QMainWindow, document: Document, autosaver: Autosaver) -> None:
        super().__init__(window)
        self.window = window
        self.document = document
        self.autosaver = autosaver

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 4000)

    def maybe_save(self) -> bool:
        """Ask about unsaved changes; True when it is fine to drop the current stage."""
        if not self.document.dirty:
            return True
        answer = QMessageBox.warning(
            self.window, "Unsaved changes",
            f"{self.document.display_name()} has unsaved changes. Save them?",
            Button.Save | Button.Discard | Button.Cancel, Button.Save)
        if answer == Button.Save:
            return self.save()
        return answer == Button.Discard

    def new_stage(self, boxes: str | None = None) -> bool:
        """Start an empty stage for ``boxes`` (a tileset name: ``dirt-core``, ``gt-core``,
        ``dirt-core+gt-core``); None keeps the boxes of the current stage."""
        if not self.maybe_save():
            return False
        self.autosaver.discard()
        self.document.new(boxes)
        self.replaced.emit()
        return True

    def open_dialog(self) -> bool:
        return self._ask_and_open("Open stage", OPEN_FILTER)

    def import_dialog(self) -> bool:
        return self._ask_and_open("Import stage", IMPORT_FILTER)

    def _ask_and_open(self, title: str, filters: str) -> bool:
        if not self.maybe_save():
            return False
        path, _ = QFileDialog.getOpenFileName(self.window, title, self._dialog_dir(), filters)
        return bool(path) and self.open_file(path, ask=False)

    def open_file(self, path: str | Path, ask: bool = True) -> bool:
        """Open any stage file; a load error is shown in one line and changes nothing."""
        if ask and not self.maybe_save():
            return False
        path = Path(path)
        try:
            self.document.open(path)
        except PacenoteFileError as exc:
            QMessageBox.critical(self.window, "Cannot open stage", str(exc))
            return False
        self.autosaver.discard()
        add_recent(path)
        self.replaced.emit()
        return True

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        suggested = self.document.suggested_path()
        path, _ = QFileDialog.getSaveFileName(self.window, "Save stage",
                                              str(suggested or self._dialog_dir()),
                                              STAGE_FILTER)
        if not path:
            return False
        if not path.lower().endswith(NATIVE_SUFFIX):
            path = str(Path(path).with_suffix("")) + NATIVE_SUFFIX
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        try:
            saved = self.document.save(path)
        except (PacenoteFileError, OSError) as exc:
            QMessageBox.critical(self.window, "Cannot save stage", str(exc))
            return False
        self.autosaver.discard()
        add_recent(saved)
        self._status(f"Saved {saved}")
        return True

    def export_dialog(self, fmt: str) -> bool:
        label, suffix = EXPORTS[fmt]
        base = self.document.suggested_path()
        guess = str(base).removesuffix(NATIVE_SUFFIX) + suffix if base else ""
        path, _ = QFileDialog.getSaveFileName(self.window, "Export stage", guess, label)
        return bool(path) and self.export_to(path, fmt)

    def export_to(self, path: str | Path, fmt: str) -> bool:
        try:
            self.document.export(path, fmt)
        except (PacenoteFileError, OSError) as exc:
            QMessageBox.critical(self.window, "Cannot export stage", str(exc))
            return False
        lost = conversion_warnings(self.document.stage, fmt)
        if lost:
            QMessageBox.information(self.window, "Exported with changes",
                                    f"{Path(path).name}: " + "; ".join(lost))
        self._status(f"Exported {path}")
        return True

    def export_image_dialog(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self.window, "Export picture",
                                              self._dialog_dir(), IMAGE_FILTER)
        if not path:
            return False
        try:
            export_image(self.document.stage, path)
        except PacenoteFileError as exc:
            QMessageBox.critical(self.window, "Cannot export picture", str(exc))
            return False
        self._status(f"Exported {path}")
        return True

    def export_printable_dialog(self, drive: DriveResult | None = None) -> bool:
        base = self.document.suggested_path()
        guess = str(base).removesuffix(NATIVE_SUFFIX) + ".pdf" if base else ""
        path, _ = QFileDialog.getSaveFileName(self.window, "Export printable build guide",
                                              guess, PDF_FILTER)
        return bool(path) and self.export_printable_to(path, drive)

    def export_printable_to(self, path: str | Path, drive: DriveResult | None = None) -> bool:
        """The stage's build guide as PDF (``pacenote export``); ``drive``: a test drive
        whose par time is printed if it is the expert's, of this very stage."""
        path = Path(path)
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        try:
            export_printable(self.document.stage, path, self.document.display_name(), drive)
        except PacenoteFileError as exc:
            QMessageBox.critical(self.window, "Cannot export build guide", str(exc))
            return False
        self._status(f"Exported {path}")
        return True

    def _dialog_dir(self) -> str:
        current = self.document.path or self.document.source
        return str(current.parent) if current is not None else ""

    def fill_recent(self, menu: QMenu) -> None:
        menu.clear()
        for path in recent_files():
            action = menu.addAction(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_recent(p))
        if menu.isEmpty():
            menu.addAction("(none)").setEnabled(False)

    def open_recent(self, path: Path) -> bool:
        if not path.is_file():
            forget_recent(path)
        return self.open_file(path)

    # -- crash recovery ----------------------------------------------------------------

    def offer_recovery(self, opened: Path | None = None) -> bool:
        """After a crash: offer the newest recovery file (for ``opened`` if given)."""
        found = find_recoveries(self.autosaver.directory)
        if opened is not None:
            found = [r for r in found if r.source is not None
                     and r.source.resolve() == opened.resolve()]
        if not found:
            return False
        recovery = found[0]
        answer = QMessageBox.question(
            self.window, "Recover unsaved changes",
            f"The editor did not close cleanly. Recover the unsaved changes to "
            f"{recovery.describe()}?\n\nYes: recover · No: discard them · "
            "Cancel: decide next time",
            Button.Yes | Button.No | Button.Cancel, Button.Yes)
        if answer == Button.No:
            recovery.discard()
            return False
        if answer != Button.Yes:
            return False
        return self.recover(recovery)

    def recover(self, recovery: Recovery) -> bool:
        """Open the file the changes belong to, then re-apply them as one undoable step."""
        try:
            stage = recovery.load()
        except PacenoteFileError as exc:
            QMessageBox.critical(self.window, "Cannot recover", str(exc))
            return False
        source = recovery.source
        if source is None or not source.is_file() or not self._open_quietly(source):
            self.document.new()
            if source is not None:  # the saved file is gone: keep its name
                self.document.adopt_name(source)
        self.document.edit(stage, "Recover autosaved changes")
        self.autosaver.autosave_now()  # our own slot holds the work from now on
        if self.autosaver.files()[0] != recovery.stage_file:
            recovery.discard()
        self.replaced.emit()
        return True

    def _open_quietly(self, path: Path) -> bool:
        try:
            self.document.open(path)
        except PacenoteFileError:
            return False
        return True
