"""The Test drive workflow: settings in the toolbar, the drive on a worker thread, the
result in the dock and as the canvas heat map, and when that result goes stale.

With a rally open, "Whole rally" races the cars over every stage (the engine's rally
race) and drives the stage shown solo for its heat map. A drive is for the stage as it
was when it started; the result is *fresh* while the
document's stage equals that stage (an undo back to it makes it fresh again) and
*stale* otherwise: the dock greys its figures out and the heat map is hidden.
"""

from __future__ import annotations

import time
from functools import partial

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QSpinBox,
    QToolBar,
)

from pacenote.editor.analysis import Analysis
from pacenote.editor.congestion import CongestionLayer
from pacenote.editor.document import Document
from pacenote.editor.drive_panel import DrivePanel
from pacenote.editor.heatmap import HeatMapLayer
from pacenote.editor.testdrive import (
    DEFAULT_RACE_RUNS,
    DEFAULT_RUNS,
    CannotDrive,
    DriveResult,
    DriveSettings,
    RaceEntry,
    drive_rally,
    drive_stage,
    driver_description,
    driver_names,
)
from pacenote.editor.worker import LatestOnlyWorker
from pacenote.i18n import decimal, said, trn
from pacenote.stage import Stage

MAX_RUNS = 100_000
RALLY_PLAYERS = 4  # a rally's drive when its file does not say (the rulebook's times are for 4)


class TestDriveController(QObject):
    __test__ = False  # not a pytest class despite the name
    result_shown = Signal(object)  # DriveResult (fresh from the engine)
    cleared = Signal()  # another document came in: no result any more
    drive_action: QAction
    cancel_action: QAction
    heat_action: QAction
    congestion_action: QAction

    def __init__(self, window: QMainWindow, document: Document, heat_map: HeatMapLayer,
                 panel: DrivePanel, dock: QDockWidget) -> None:
        super().__init__(window)
        self.window, self.document = window, document
        self.heat_map, self.panel, self.dock = heat_map, panel, dock
        self.congestion_map = CongestionLayer(heat_map.scene)
        self.worker = LatestOnlyWorker("test drive", self, refusals=(CannotDrive,))
        self.result: DriveResult | None = None
        self.blocked: str | None = None
        self._started = 0.0
        self.driver_box = QComboBox()
        for name in driver_names():
            self.driver_box.addItem(name)
            self.driver_box.setItemData(self.driver_box.count() - 1, driver_description(name),
                                        Qt.ItemDataRole.ToolTipRole)
        self.driver_box.setToolTip(self.tr("AI driver for the test drive"))
        self.runs_box = QSpinBox()
        self.runs_box.setRange(1, MAX_RUNS)
        self.runs_box.setSingleStep(100)
        self.runs_box.setValue(DEFAULT_RUNS)
        self.runs_box.setToolTip(self.tr(
            "Solo time trials, or races with 2 or more players (by default {solo} and "
            "{races}, as pacenote drive)").format(solo=DEFAULT_RUNS, races=DEFAULT_RACE_RUNS))
        self.runs_chosen = False  # the user set the runs: the defaults no longer follow
        self._setting_runs = False
        self.runs_box.valueChanged.connect(self._runs_edited)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 2**31 - 1)
        self.seed_box.setToolTip(self.tr("Same seed, same dice, same result"))
        self.players_box = QSpinBox()
        self.players_box.setRange(1, 6)
        self.players_box.setToolTip("Cars in the drive: 1 is a solo time trial, 2-6 also "
                                    "race them (results per driver, congestion map)")
        self.rally_box = QCheckBox(self.tr("Whole rally"))
        self.rally_box.setToolTip("Race the cars over every stage of the rally (rally "
                                  "totals per driver), not only the stage shown")
        self.rally_box.setEnabled(False)
        self.players_box.valueChanged.connect(lambda _n: self._default_runs())
        self.rally_box.toggled.connect(lambda _on: self._default_runs())
        self.drive_action = QAction(self.tr("Test &drive"), window)
        self.drive_action.setShortcut("Ctrl+T")
        self.drive_action.setStatusTip("Let the AI driver run the stage: pace, risk and "
                                       "crash hot spots")
        self.drive_action.triggered.connect(self.start)
        self.cancel_action = QAction(self.tr("&Cancel test drive"), window)
        self.cancel_action.setIconText(self.tr("Cancel"))
        self.cancel_action.setShortcut("Escape")
        self.cancel_action.setEnabled(False)
        self.cancel_action.triggered.connect(self.cancel)
        self.heat_action = QAction(self.tr("&Heat map (test drive)"), window)
        self.heat_action.setShortcut("Ctrl+H")
        self.heat_action.setCheckable(True)
        self.heat_action.setChecked(True)
        self.heat_action.toggled.connect(lambda _on: self._show_heat())
        self.congestion_action = QAction(self.tr("&Congestion map (race)"), window)
        self.congestion_action.setShortcut("Ctrl+J")
        self.congestion_action.setCheckable(True)
        self.congestion_action.setChecked(True)
        self.congestion_action.toggled.connect(lambda _on: self._show_heat())
        window.addActions([self.drive_action, self.cancel_action, self.heat_action,
                           self.congestion_action])
        panel.cancel_requested.connect(self.cancel)
        self.worker.finished.connect(self._finished)
        self.worker.progress.connect(self._first)
        self.worker.failed.connect(self._failed)
        self.worker.busy_changed.connect(self._busy_changed)
        document.stage_changed.connect(self.stage_changed)
        document.rally_changed.connect(lambda: self.stage_changed(document.stage))
        document.replaced.connect(self.document_replaced)

    def toolbar(self) -> QToolBar:
        bar = QToolBar(self.tr("Test drive"), self.window)
        bar.setObjectName("test-drive-toolbar")
        bar.addAction(self.drive_action)
        bar.addAction(self.cancel_action)
        bar.addSeparator()
        for text, widget in ((self.tr("Driver") + " ", self.driver_box),
                             (" " + self.tr("Runs") + " ", self.runs_box),
                             (" " + self.tr("Seed") + " ", self.seed_box),
                             (" " + self.tr("Players") + " ", self.players_box)):
            bar.addWidget(QLabel(text))
            bar.addWidget(widget)
        bar.addWidget(self.rally_box)
        return bar

    def document_replaced(self) -> None:
        """Another document: a rally drives whole by default, with its players (or 4)."""
        rally = self.document.rally
        if rally is not None:
            self.players_box.setValue(rally.players or RALLY_PLAYERS)
        elif self.rally_box.isEnabled():  # from a rally back to a stage: a time trial
            self.players_box.setValue(1)
        self.rally_box.setEnabled(rally is not None)
        self.rally_box.setChecked(rally is not None)

    def _runs_edited(self) -> None:
        if not self._setting_runs:
            self.runs_chosen = True

    def _default_runs(self) -> None:
        """The runs follow pacenote drive's defaults (1000 time trials, 200 races or
        rallies: a 4-car rally of 1000 runs took 40 s) until the user sets them."""
        if self.runs_chosen:
            return
        races = self.players_box.value() > 1 or self.drives_rally()
        self._setting_runs = True
        self.runs_box.setValue(DEFAULT_RACE_RUNS if races else DEFAULT_RUNS)
        self._setting_runs = False

    def drives_rally(self) -> bool:
        return self.document.rally is not None and self.rally_box.isChecked()

    # -- settings ----------------------------------------------------------------------

    def settings(self) -> DriveSettings:
        return DriveSettings(self.driver_box.currentText(), self.runs_box.value(),
                             self.seed_box.value(), players=self.players_box.value())

    def set_settings(self, settings: DriveSettings) -> None:
        self.driver_box.setCurrentText(settings.driver)
        self.runs_box.setValue(settings.runs)
        self.seed_box.setValue(settings.seed)
        self.players_box.setValue(settings.players)

    # -- running -----------------------------------------------------------------------

    def start(self) -> bool:
        """Test-drive the current stage with the toolbar's settings (False: refused)."""
        if self.worker.is_busy():
            return False
        if self.blocked is not None:
            self.window.statusBar().showMessage(
                self.tr("Cannot test-drive: {reason}").format(reason=said(self.blocked)), 6000)
            self.dock.show()
            self.dock.raise_()
            return False
        settings = self.settings()
        self.panel.set_error(None)
        self._started = time.perf_counter()
        document = self.document
        if self.drives_rally():
            assert document.rally is not None
            self.worker.submit(partial(drive_rally, self.rally_entries(), document.current,
                                       settings, dict(document.rally.options)))
        else:
            stage, tileset = document.stage, document.tileset
            # first results as they are ready: the plan's par and hot spots, the solo runs
            self.worker.submit_progressive(lambda report: drive_stage(
                stage, tileset, settings, progress=report))
        cars = self.tr(", {n} players").format(n=settings.players) if settings.players > 1 \
            else ""
        if self.drives_rally():
            cars += self.tr(", the whole rally ({n} stages)").format(n=len(document.slots))
        self.panel.set_busy(True, trn("Test drive: {n} run with the {driver} driver, seed {seed}",
                                      "Test drive: {n} runs with the {driver} driver, "
                                      "seed {seed}", settings.runs, driver=settings.driver,
                                      seed=settings.seed) + cars + "…")
        self.dock.show()
        self.dock.raise_()
        return True

    def cancel(self) -> None:
        """Drop the running drive's result (the engine finishes it in the background)."""
        if self.worker.is_busy():
            self.worker.cancel()
            self.window.statusBar().showMessage(self.tr("Test drive cancelled"), 4000)

    def wait(self, msecs: int = 120_000) -> bool:
        return self.worker.wait(msecs)

    def _busy_changed(self, busy: bool) -> None:
        self.cancel_action.setEnabled(busy)
        self._enable()
        if not busy:
            self.panel.set_busy(False)

    def _finished(self, result: DriveResult) -> None:
        self.result = result
        self.heat_action.setChecked(True)  # asked for a drive: show where it went wrong
        self.panel.show_result(result, self.is_stale())
        self.heat_map.show_result(result)
        self.congestion_map.show_result(result)
        self._show_heat()
        seconds = time.perf_counter() - self._started
        self.window.statusBar().showMessage(
            trn("Test drive done: {n} run in {seconds} s",
                "Test drive done: {n} runs in {seconds} s", result.report.runs,
                seconds=decimal(f"{seconds:.1f}")), 6000)
        self.result_shown.emit(result)

    def _first(self, result: DriveResult) -> None:
        """A first result while the drive goes on (``result.first``): shown at once, the
        busy note stays until the whole result comes."""
        self.result = result
        self.panel.show_result(result, self.is_stale())
        self.heat_map.show_result(result)
        self.congestion_map.show_result(result)
        self._show_heat()

    def _failed(self, reason: str) -> None:
        text = self.tr("Test drive failed: {reason}").format(reason=reason)
        self.panel.set_error(text)
        self.window.statusBar().showMessage(text, 6000)

    # -- model → view ------------------------------------------------------------------

    def analysis_ready(self, analysis: Analysis) -> None:
        self.blocked = analysis.drive_blocker
        self.panel.set_blocked(self.blocked)
        self._enable()

    def _enable(self) -> None:
        self.drive_action.setEnabled(self.blocked is None and not self.worker.is_busy())
        self.drive_action.setToolTip(
            self.tr("Test drive (Ctrl+T)") if self.blocked is None else
            self.tr("Test drive needs a complete course: {reason}").format(
                reason=said(self.blocked)))

    def rally_entries(self) -> list[RaceEntry]:
        """The open rally's stages as the engine races them."""
        return [RaceEntry(s.label, s.stage, s.service, s.tileset) for s in self.document.slots]

    def is_stale(self) -> bool:
        """The result is not that of the stage shown (for a rally's race: of the rally)."""
        if self.result is None:
            return False
        rally = self.rally_entries() if self.document.rally is not None else None
        return not self.result.is_for(self.document.stage, rally)

    def shows_another_stage(self) -> bool:
        """After a rally's race: another stage of the unchanged rally is shown."""
        rally = self.rally_entries() if self.document.rally is not None else None
        return self.result is not None and self.result.shows_another_stage(
            self.document.stage, rally)

    def stale_note(self) -> str:
        """Why the result does not show (empty while it is fresh): the stage changed, or,
        after a rally's race, another stage of the unchanged rally is shown."""
        if self.result is None or not self.is_stale():
            return ""
        if self.shows_another_stage():
            return self.tr("This test drive's figures, heat map and replay are {label}'s; "
                           "show {label} to see them (nothing has changed since).").format(
                label=self.result.race_label)
        return self.tr("Stale: the stage has changed since this test drive.")

    def stage_changed(self, _stage: Stage) -> None:
        if self.result is not None:
            self.panel.set_stale(self.is_stale(),
                                 self.stale_note() if self.shows_another_stage() else "")
            self._show_heat()

    def clear(self) -> None:
        """Another document came in: its drive starts afresh."""
        self.worker.cancel()
        self.result = None
        self.panel.set_error(None)
        self.panel.show_result(None)
        self.heat_map.show_result(None)
        self.congestion_map.show_result(None)
        self.cleared.emit()

    def _show_heat(self) -> None:
        fresh = self.result is not None and not self.is_stale()
        self.heat_map.set_visible(self.heat_action.isChecked() and fresh)
        self.congestion_map.set_visible(self.congestion_action.isChecked() and fresh)
