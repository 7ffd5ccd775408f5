"""File menu work for the main window: open, import, save, export, recent files,
unsaved-changes prompts and crash recovery. Every failure is one line in a dialog
and leaves the document as it was."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMenu, QMessageBox

from pacenote.editor.autosave import Autosaver, Recovery, scan_recoveries, set_aside
from pacenote.editor.dialog_paths import (
    dialog_folder,
    proposed,
    remember_folder,
    with_filter_suffix,
)
from pacenote.editor.document import NATIVE_SUFFIX, RECOVER_TEXT, Document
from pacenote.editor.export import export_image
from pacenote.editor.image_dialog import ImageOptions, ImageOptionsDialog
from pacenote.editor.printable import export_printable
from pacenote.editor.settings import add_recent, forget_recent, recent_files
from pacenote.editor.testdrive import DriveResult
from pacenote.errors import PacenoteFileError, said_error
from pacenote.formats import conversion_warnings
from pacenote.i18n import said
from pacenote.jsonio import ReadOnlyFile
from pacenote.rally import SUFFIX as RALLY_SUFFIX
from pacenote.rally import Rally, is_rally_file
from pacenote.stage import Stage

STAGE_FILTER = "pacenote stage (*.stage.json)"
RALLY_FILTER = "pacenote rally (*.rally.json)"
OPEN_FILTER = ("Stage and rally files (*.stage.json *.rally.json *.json *.rgt);;"
               "pacenote stage (*.stage.json);;pacenote rally (*.rally.json);;"
               "Rekee JSON (*.json);;Rallyman Track Editor (*.rgt)")
ADD_STAGE_FILTER = "Stage files (*.stage.json *.json *.rgt)"
IMPORT_FILTER = "Rekee JSON or .rgt (*.json *.rgt)"
EXPORTS = {"rekee": ("Rekee JSON (*.json)", ".json"),
           "rgt": ("Rallyman Track Editor (*.rgt)", ".rgt")}
IMAGE_FILTER = "PNG image (*.png);;SVG image (*.svg)"
PDF_FILTER = "PDF (*.pdf)"
Button = QMessageBox.StandardButton
RECOVER, DISCARD, LATER = "recover", "discard", "later"  # answers to the recovery offer


class FileController(QObject):
    replaced = Signal()  # another stage was loaded, recovered or started

    def __init__(self, window: QMainWindow, document: Document, autosaver: Autosaver) -> None:
        super().__init__(window)
        self.window = window
        self.document = document
        self.autosaver = autosaver
        self.adopted: list[Recovery] = []  # crash copies whose work the document holds

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 4000)

    def maybe_save(self) -> bool:
        """Ask about unsaved changes; True when it is fine to drop the current stage."""
        if not self.document.dirty:
            return True
        answer = QMessageBox.warning(
            self.window, self.tr("Unsaved changes"),
            self.tr("{name} has unsaved changes. Save them?").format(
                name=self.document.display_name()),
            Button.Save | Button.Discard | Button.Cancel, Button.Save)
        if answer == Button.Save:
            return self.save()
        if answer == Button.Discard:
            self._forget_adopted(delete=True)
            return True
        return False

    def new_stage(self, boxes: str | None = None) -> bool:
        """Start an empty stage for ``boxes`` (a tileset name: ``dirt-core``, ``gt-core``,
        ``dirt-core+gt-core``); None keeps the boxes of the current stage."""
        return self._start(lambda: self.document.new(boxes))

    def new_rally(self, boxes: str | None = None) -> bool:
        """Start an unsaved rally of one empty stage (SS1)."""
        return self._start(lambda: self.document.new_rally(boxes))

    def _start(self, empty: Callable[[], None]) -> bool:
        """A new empty document, once the unsaved changes are dealt with."""
        if not self.maybe_save():
            return False
        self.autosaver.discard()
        self._forget_adopted(delete=False)
        empty()
        self.replaced.emit()
        return True

    def add_stage_dialog(self) -> bool:
        """Add an existing stage file to the open rally, after the current stage."""
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Add stage to the rally"),
                                              self._dialog_dir(), ADD_STAGE_FILTER)
        return bool(path) and self.add_stage_file(path)

    def add_stage_file(self, path: str | Path) -> bool:
        try:
            self.document.add_stage_file(path)
        except PacenoteFileError as exc:
            QMessageBox.critical(self.window, self.tr("Cannot add stage"), said_error(exc))
            return False
        return True

    def open_dialog(self) -> bool:
        return self._ask_and_open(self.tr("Open stage"), OPEN_FILTER)

    def import_dialog(self) -> bool:
        return self._ask_and_open(self.tr("Import stage"), IMPORT_FILTER)

    def _ask_and_open(self, title: str, filters: str) -> bool:
        if not self.maybe_save():
            return False
        path, _ = QFileDialog.getOpenFileName(self.window, title, self._dialog_dir(), filters)
        remember_folder(path)
        return bool(path) and self.open_file(path, ask=False)

    def open_file(self, path: str | Path, ask: bool = True) -> bool:
        """Open any stage file (command line, Open, Open Recent) and offer the recovery
        copies a crashed editor left of it that are newer than the file. A load error is
        shown in one line and changes nothing, unless a recovery copy can stand in for
        the file (gone or unreadable)."""
        if ask and not self.maybe_save():
            return False
        path = Path(path)
        found = self._recoveries(path)
        if found and not path.is_file():
            return self._offer(found, self.recover)
        try:
            self.document.open(path)
        except PacenoteFileError as exc:
            title = self.tr("Cannot open rally") if is_rally_file(path) \
                else self.tr("Cannot open stage")
            QMessageBox.critical(self.window, title, said_error(exc))
            return bool(found) and self._offer(found, self.recover)
        self._forget_adopted(delete=False)
        add_recent(path)
        self._offer(found, self._adopt)  # on top of the file: one undoable step
        self.replaced.emit()
        return True

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        suggested = self.document.suggested_path()
        rally = self.document.rally is not None
        what, filters, suffix = (("rally", RALLY_FILTER, RALLY_SUFFIX) if rally
                                 else ("stage", STAGE_FILTER, NATIVE_SUFFIX))
        title = self.tr("Save rally") if what == "rally" else self.tr("Save stage")
        path, _ = QFileDialog.getSaveFileName(self.window, title,
                                              str(suggested or proposed(self.document, suffix)),
                                              filters)
        if not path:
            return False
        if not path.lower().endswith(suffix):
            path = str(Path(path).with_suffix("")) + suffix
        return self.save_to(path)

    def save_to(self, path: str | Path, *, force: bool = False) -> bool:
        """Save there; a read-only file is replaced only once the user says so."""
        try:
            saved = self.document.save(path, force=force)
        except ReadOnlyFile as exc:
            answer = QMessageBox.warning(
                self.window, self.tr("Read-only file"),
                self.tr("{file} is read-only. Replace it anyway?").format(file=exc.path),
                Button.Yes | Button.Cancel, Button.Cancel)
            return answer == Button.Yes and self.save_to(path, force=True)
        except (PacenoteFileError, OSError) as exc:
            title = self.tr("Cannot save rally") if self.document.rally is not None \
                else self.tr("Cannot save stage")
            QMessageBox.critical(self.window, title, said_error(exc))
            return False
        self.autosaver.discard()
        self._forget_adopted(delete=True)
        add_recent(saved)
        self._status(self.tr("Saved {path}").format(path=saved))
        return True

    def export_dialog(self, fmt: str) -> bool:
        label, suffix = EXPORTS[fmt]
        guess = proposed(self.document, suffix)
        path, chosen = QFileDialog.getSaveFileName(self.window, self.tr("Export stage"), guess,
                                                   label)
        path = with_filter_suffix(path, chosen)
        return bool(path) and self.export_to(path, fmt)

    def export_to(self, path: str | Path, fmt: str) -> bool:
        try:
            self.document.export(path, fmt)
        except (PacenoteFileError, OSError) as exc:
            QMessageBox.critical(self.window, self.tr("Cannot export stage"), said_error(exc))
            return False
        lost = conversion_warnings(self.document.stage, fmt)
        if lost:
            QMessageBox.information(self.window, self.tr("Exported with changes"),
                                    f"{Path(path).name}: " + "; ".join(said(w) for w in lost))
        self._status(self.tr("Exported {path}").format(path=path))
        return True

    def export_image_dialog(self) -> bool:
        path, chosen = QFileDialog.getSaveFileName(self.window, self.tr("Export picture"),
                                                   proposed(self.document, ".png"), IMAGE_FILTER)
        path = with_filter_suffix(path, chosen)  # "stage" with the SVG filter: stage.svg
        if not path:
            return False
        title = self.document.stage.name or self.document.stage_display_name()
        dialog = ImageOptionsDialog(title, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        return self.export_image_to(path, dialog.options())

    def export_image_to(self, path: str | Path, options: ImageOptions | None = None) -> bool:
        """The stage as PNG/SVG, with a title and the tile list if ``options`` say so."""
        options = options or ImageOptions(tiles=False)
        try:
            export_image(self.document.stage, path, title=options.title, tiles=options.tiles,
                         scale=options.scale)
        except PacenoteFileError as exc:
            QMessageBox.critical(self.window, self.tr("Cannot export picture"), said_error(exc))
            return False
        self._status(self.tr("Exported {path}").format(path=path))
        return True

    def export_printable_dialog(self, drive: DriveResult | None = None) -> bool:
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export printable build guide"),
                                              proposed(self.document, ".pdf"), PDF_FILTER)
        return bool(path) and self.export_printable_to(path, drive)

    def export_printable_to(self, path: str | Path, drive: DriveResult | None = None) -> bool:
        """The stage's build guide as PDF (``pacenote export``); ``drive``: a test drive
        whose par time is printed if it is the expert's, of this very stage."""
        path = Path(path)
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        try:
            export_printable(self.document.stage, path, self.document.stage_display_name(),
                             drive)
        except PacenoteFileError as exc:
            QMessageBox.critical(self.window, self.tr("Cannot export build guide"), said_error(exc))
            return False
        self._status(self.tr("Exported {path}").format(path=path))
        return True

    def _dialog_dir(self) -> str:
        return str(dialog_folder(self.document))

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

    def offer_recovery(self) -> bool:
        """At a start without a file: offer each copy a crashed editor left behind,
        newest first, until one is recovered. True when one was."""
        return self._offer(self._recoveries(None), self.recover)

    def _offer(self, found: list[tuple[Recovery, Stage | Rally]],
               take: Callable[[Recovery, Stage | Rally], bool]) -> bool:
        """Ask about each copy in turn until one is recovered (by ``take``)."""
        for recovery, stage in found:
            answer = self.ask_recovery(recovery)
            if answer == RECOVER:
                return take(recovery, stage)
            if answer == DISCARD:
                recovery.discard()
        return False

    def _recoveries(self, source: Path | None) -> list[tuple[Recovery, Stage | Rally]]:
        """Readable copies worth offering (of ``source`` if given), with their stages.
        Unreadable ones are moved aside and reported, never offered or deleted."""
        found, broken = scan_recoveries(self.autosaver.directory, source)
        readable = []
        for recovery in found:
            try:
                readable.append((recovery, recovery.load()))
            except PacenoteFileError as exc:
                broken.append(set_aside([recovery.stage_file, recovery.meta_file], str(exc)))
        for item in broken:
            QMessageBox.warning(
                self.window, self.tr("Recovery copy unreadable"),
                self.tr("A recovery copy could not be read ({problem}). It was kept at {where} "
                        "and will not be offered again.").format(problem=item.problem,
                                                                 where=item.kept_at))
        return readable

    def ask_recovery(self, recovery: Recovery) -> str:
        """Recover / Discard / Decide later: RECOVER, DISCARD or LATER."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Recover unsaved changes"),
                          self.tr("The editor did not close cleanly. Recover the unsaved "
                                  "changes to {what}?").format(what=recovery.describe()),
                          parent=self.window)
        box.setInformativeText(self.tr("Discard deletes the recovery copy. Decide later keeps "
                                       "it and asks again the next time the file is opened."))
        recover = box.addButton(self.tr("Recover"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
        later = box.addButton(self.tr("Decide later"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(recover)
        box.setEscapeButton(later)
        box.exec()
        clicked = box.clickedButton()
        return RECOVER if clicked is recover else DISCARD if clicked is discard else LATER

    def recover(self, recovery: Recovery, stage: Stage | Rally | None = None) -> bool:
        """Open the file the changes belong to, then re-apply them as one undoable step
        (a rally: one per stage)."""
        if stage is None:
            try:
                stage = recovery.load()
            except PacenoteFileError as exc:
                item = set_aside([recovery.stage_file, recovery.meta_file], str(exc))
                QMessageBox.critical(self.window, self.tr("Cannot recover"),
                                     self.tr("{problem} (kept at {where})").format(
                                         problem=exc, where=item.kept_at))
                return False
        source = recovery.source
        self._forget_adopted(delete=False)
        if source is None or not source.is_file() or not self._open_quietly(source):
            if isinstance(stage, Rally):
                self.document.new_rally()
            else:
                self.document.new()
            if source is not None:  # the saved file is gone: keep its name
                self.document.adopt_name(source)
        self._adopt(recovery, stage)
        self.replaced.emit()
        return True

    def _adopt(self, recovery: Recovery, stage: Stage | Rally) -> bool:
        """The document takes over the recovered work; the copy stays on disk until the
        work is saved or explicitly discarded (an identical copy holds nothing new)."""
        if isinstance(stage, Rally):
            files = recovery.stages or ()
            changed = self.document.adopt_rally(stage, [f.file for f in files],
                                                [f.inline for f in files])
        else:
            changed = self.document.edit(stage, RECOVER_TEXT)
        if not changed:
            recovery.discard()
            return True
        self.adopted.append(recovery)
        self.autosaver.autosave_now()  # our own slot holds the work too from now on
        return True

    def _forget_adopted(self, delete: bool) -> None:
        """The document no longer holds recovered work: saved or discarded (``delete``),
        or replaced while it was clean (the copies stay and are offered again)."""
        if delete:
            for recovery in self.adopted:
                recovery.discard()
        self.adopted.clear()

    def _open_quietly(self, path: Path) -> bool:
        try:
            self.document.open(path)
        except PacenoteFileError:
            return False
        return True
