"""The rally workflow of the main window: the stage tabs above the canvas and the Rally
dock kept in step with the document, their gestures turned into document changes, and
the rally's figures and findings checked on a worker thread.

Each stage keeps its own view of the canvas (zoom and scroll) while another is shown.
Edit → Undo acts on the rally's own history while the focus is in the Rally dock, and on
the shown stage's history everywhere else; the History dock says which it shows.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QApplication, QDockWidget, QMessageBox, QWidget

from pacenote.editor.document import Document
from pacenote.editor.files import FileController
from pacenote.editor.rally_analysis import RallyAnalysis, analyse_rally
from pacenote.editor.rally_files import shown_name
from pacenote.editor.rally_panel import RallyPanel
from pacenote.editor.rally_tabs import RallyTabs
from pacenote.editor.stage_slot import StageSlot
from pacenote.editor.worker import LatestOnlyWorker
from pacenote.errors import said_error

if TYPE_CHECKING:
    from pacenote.editor.app import MainWindow

Button = QMessageBox.StandardButton


class RallyController(QObject):
    def __init__(self, window: MainWindow, document: Document, files: FileController,
                 tabs: RallyTabs, panel: RallyPanel, dock: QDockWidget) -> None:
        super().__init__(window)
        self.window, self.document, self.files = window, document, files
        self.tabs, self.panel, self.dock = tabs, panel, dock
        self.worker = LatestOnlyWorker("rally check", self)
        self.analysis: RallyAnalysis | None = None
        self.views: dict[StageSlot, tuple[QTransform, QPointF]] = {}
        self._was_rally = False
        document.rally_changed.connect(self.refresh)
        document.stage_changed.connect(lambda _stage: self.request())
        document.file_changed.connect(self._marks)
        document.leaving.connect(self._leave)
        document.entered.connect(self._enter)
        document.parked_changed.connect(self._forget_views)
        document.undo_group.activeStackChanged.connect(self._history_title)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        tabs.stage_selected.connect(self.select)
        tabs.stage_moved.connect(document.move_stage)
        panel.stage_selected.connect(self.select)
        panel.finding_stage.connect(self.select_label)
        panel.renamed.connect(self.rename)
        panel.service_toggled.connect(document.set_service)
        panel.field_edited.connect(document.set_rally_field)
        panel.add_new.connect(self.add_new)
        panel.add_file.connect(self.add_file)
        panel.remove.connect(self.remove_current)
        panel.move_by.connect(self.move_current)
        self.worker.finished.connect(self._analysed)

    # -- document → view ---------------------------------------------------------------

    def refresh(self) -> None:
        """Tabs and dock for the document's stages (hidden for a single stage)."""
        rally = self.document.rally
        self.tabs.setVisible(rally is not None)
        self.dock.toggleViewAction().setEnabled(rally is not None)
        if rally is None:
            self.dock.hide()
            self._was_rally = False
            self.views.clear()
            return
        if not self._was_rally:  # a rally came in: show its dock, in front of Problems
            w = self.window
            if not self.dock.isFloating() and self.dock not in w.tabifiedDockWidgets(
                    w.findings_dock) and w.dockWidgetArea(self.dock) == w.dockWidgetArea(
                    w.findings_dock):
                w.tabifyDockWidget(w.findings_dock, self.dock)
            self.dock.show()
            self.dock.raise_()
            self._was_rally = True
        self._forget_views()
        slots, folder = self.document.slots, self.document.path
        self.panel.set_plan(rally, [s.label for s in slots], [s.service for s in slots],
                            [shown_name(s, None if folder is None else folder.parent)
                             for s in slots], self.document.current)
        self._marks()
        self._history_title()
        self.request()

    def _forget_views(self) -> None:
        """Keep the canvas views of the stages shown or parked (a removal can be undone)."""
        known = [*self.document.slots, *self.document.parked]
        self.views = {s: v for s, v in self.views.items() if s in known}

    def _marks(self) -> None:
        if self.document.rally is None:
            return
        slots = self.document.slots
        rows = self.analysis.rows if self.analysis is not None else ()
        errors = [r.errors for r in rows] if len(rows) == len(slots) else [0] * len(slots)
        self.tabs.set_stages([s.label for s in slots], [s.dirty for s in slots], errors,
                             self.document.current)

    def request(self) -> None:
        if self.document.rally is not None:
            self.worker.submit(partial(analyse_rally, self.document.rally_plan()))

    def _analysed(self, analysis: RallyAnalysis) -> None:
        if self.document.rally is None:
            return
        self.analysis = analysis
        self.panel.set_analysis(analysis, stale=analysis.rally != self.document.rally_plan())
        self._marks()

    def wait(self, msecs: int = 60_000) -> bool:
        return self.worker.wait(msecs)

    # -- gestures ----------------------------------------------------------------------

    def select(self, index: int) -> None:
        """Show stage ``index``: its canvas as left, its history and its findings."""
        self.document.switch(index)

    def select_label(self, label: str) -> None:
        """Show the stage a rally finding names."""
        labels = [s.label for s in self.document.slots]
        if label in labels:
            self.select(labels.index(label))

    def _leave(self) -> None:
        view = self.window.view
        self.views[self.document.slot] = (view.transform(),
                                          view.mapToScene(view.viewport().rect().center()))
        self.window.forget_placing()

    def _enter(self) -> None:
        view = self.window.view
        kept = self.views.get(self.document.slot)
        if kept is None:
            view.fit()
            return
        view.setTransform(kept[0])
        view.centerOn(kept[1])
        view.zoom_changed.emit(view.zoom())

    def add_new(self) -> None:
        self.document.add_stage()

    def add_file(self) -> bool:
        return self.files.add_stage_dialog()

    def remove_current(self) -> bool:
        """Take the current stage out of the rally, after asking if it has unsaved work."""
        slot = self.document.slot
        if len(self.document.slots) <= 1:
            return False
        if slot.dirty:
            answer = QMessageBox.question(
                self.window, self.tr("Remove stage"),
                self.tr("{label} has unsaved changes. Remove it from the rally anyway? Its file "
                        "on disk is kept as last saved.").format(label=slot.label),
                Button.Yes | Button.No, Button.No)
            if answer != Button.Yes:
                return False
        self.document.remove_stage(self.document.current)
        self.window.statusBar().showMessage(
            self.tr("{label} removed: Rally → Undo rally change brings it back").format(
                label=slot.label), 6000)
        return True

    def move_current(self, step: int) -> None:
        self.document.move_stage(self.document.current, self.document.current + step)

    def rename(self, index: int, label: str) -> None:
        try:
            self.document.rename_stage(index, label)
        except ValueError as exc:
            self.window.statusBar().showMessage(said_error(exc), 4000)
            self.refresh()  # the old label back in the table

    # -- which history Edit → Undo acts on ---------------------------------------------

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The Rally dock's focus makes the rally's history the active one; a focus
        anywhere else in the window gives the shown stage's back."""
        if new is None or self.window.history_dock.isAncestorOf(new):
            return  # a click in the History dock acts on the history it shows
        if self.dock.isAncestorOf(new):  # docked or floating
            self.document.focus_rally(True)
        elif new.window() is self.window:  # not a dialog, a menu or another window
            self.document.focus_rally(False)

    def _history_title(self) -> None:
        rally = self.document.undo_group.activeStack() is self.document.rally_stack
        label = self.document.slot.label
        self.window.history_dock.setWindowTitle(
            self.tr("History: rally") if rally
            else self.tr("History: {label}").format(label=label) if label else self.tr("History"))
