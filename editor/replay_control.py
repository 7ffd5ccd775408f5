"""The race replay workflow: after a test drive, trace one of its runs on a worker
thread (``replay_run`` of :mod:`pacenote.editor.testdrive`, the editor's door to the
engine: the run ``pacenote drive --trace`` prints) and step through it turn by turn,
with the cars drawn on the canvas while the Replay dock is shown.

Keys (window-wide, so they work wherever the focus is): Alt+Home / Alt+Left /
Alt+Right / Alt+End for first / back / forward / last turn, Alt+PgUp / Alt+PgDown for
a round back / forward, Alt+P to play or pause, Ctrl+Shift+R to open the Replay dock.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QScrollArea

from pacenote.editor.document import Document
from pacenote.editor.drive_control import TestDriveController
from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.editor.replay_items import ReplayLayer
from pacenote.editor.replay_panel import ReplayPanel
from pacenote.editor.testdrive import CannotDrive, DriveResult, replay_run
from pacenote.editor.worker import LatestOnlyWorker
from pacenote.engine.replay import Replay
from pacenote.stage import Stage

STALE = QT_TRANSLATE_NOOP("ReplayController",
                          "Stale: the stage has changed since this test drive (the cars are "
                          "hidden). Test drive again to replay.")
PLAY_MS = 700  # one turn per step while playing: time to see the dice and the route


class ReplayController(QObject):
    replay_shown = Signal(object)  # Replay (fresh from the engine)
    open_action: QAction

    def __init__(self, window: QMainWindow, drive: TestDriveController,
                 document: Document) -> None:
        super().__init__(window)
        self.window, self.drive, self.document = window, drive, document
        self.layer = ReplayLayer(drive.heat_map.scene)
        self.panel = ReplayPanel()
        self.dock = QDockWidget(self.tr("Replay"), window)
        self.dock.setObjectName("replay")
        scroller = QScrollArea()
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        scroller.setWidget(self.panel)
        self.dock.setWidget(scroller)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        # Hidden, and out of the Test drive dock's tabs, until asked for: a tab bar
        # changes the docks' layout whenever the window lays them out again.
        self.dock.hide()
        self.tabbed = False
        self.worker = LatestOnlyWorker("replay", self, refusals=(CannotDrive,))
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_MS)
        self.timer.timeout.connect(self._tick)
        self.result: DriveResult | None = None  # the drive whose run is traced
        self.replay: Replay | None = None
        self.index = 0
        self.last_note = STALE  # the message last shown for a result that does not show
        self.open_action = self._action(self.tr("&Replay a run of the test drive"), "Ctrl+Shift+R",
                                        self.open)
        self.first_action = self._action(self.tr("|◀ First"), "Alt+Home", lambda: self.go(0))
        self.back_action = self._action(self.tr("◀ Back"), "Alt+Left",
                                        lambda: self.go(self.index - 1))
        self.play_action = self._action(self.tr("▶ Play"), "Alt+P", self.toggle_play)
        self.forward_action = self._action(self.tr("Forward ▶"), "Alt+Right",
                                           lambda: self.go(self.index + 1))
        self.last_action = self._action(self.tr("Last ▶|"), "Alt+End", self.go_last)
        self.round_back_action = self._action(self.tr("Round back"), "Alt+PgUp",
                                              lambda: self.step_round(-1))
        self.round_forward_action = self._action(self.tr("Round forward"), "Alt+PgDown",
                                                 lambda: self.step_round(1))
        self.steps = [self.first_action, self.back_action, self.play_action,
                      self.forward_action, self.last_action]
        self.panel.set_actions(self.steps)
        self.panel.run_box.valueChanged.connect(self.load)
        self.panel.slider.valueChanged.connect(self.go_round)
        self.worker.finished.connect(self._loaded)
        self.worker.failed.connect(self._failed)
        drive.result_shown.connect(self.drive_done)
        drive.cleared.connect(self.clear)
        document.stage_changed.connect(self._stage_changed)
        document.rally_changed.connect(lambda: self._stage_changed(document.stage))
        # A dock in a tab behind another stays isVisible(): its tab being selected or
        # not comes with this signal only.
        self.dock_shown = False
        self.dock.visibilityChanged.connect(self._dock_visibility)
        self._show(None, 0)

    def _action(self, text: str, keys: str, slot: Callable[[], None]) -> QAction:
        action = QAction(text, self.window)
        action.setShortcut(keys)
        action.setToolTip(f"{text.strip('|▶◀ ')} ({keys})")
        action.triggered.connect(slot)
        self.window.addAction(action)  # shortcuts work with the menu bar hidden
        return action

    def menu(self) -> QMenu:
        """Drive → Replay: open the dock, then every step (with its keys)."""
        menu = QMenu("&Replay", self.window)
        menu.addAction(self.open_action)
        menu.addSeparator()
        menu.addActions([*self.steps, self.round_back_action, self.round_forward_action])
        return menu

    # -- loading -----------------------------------------------------------------------

    def drive_done(self, result: DriveResult) -> None:
        """A new test drive: replay its run 0 (or the run chosen, if it has that many)."""
        self.pause()
        self._show(None, 0)  # the last drive's cars go at once
        self.result = result
        runs = result.race.runs if result.race is not None else result.report.runs
        box = self.panel.run_box
        box.blockSignals(True)
        box.setRange(0, max(0, runs - 1))
        box.blockSignals(False)
        self.panel.runs_label.setText(self.tr("of {runs} (0 to {last})").format(
            runs=runs, last=runs - 1))
        self.load(box.value())

    def load(self, run: int) -> None:
        if self.result is None:
            return
        self.pause()
        self.panel.set_message(self.tr("Tracing run {run}…").format(run=run))
        self.worker.submit(partial(replay_run, self.result, self.document.tileset, run))

    def clear(self) -> None:
        """Another document came in: nothing to replay until it is driven."""
        self.worker.cancel()
        self.pause()
        self.result = None
        self._show(None, 0)
        self.panel.set_message("")

    def wait(self, msecs: int = 30_000) -> bool:
        return self.worker.wait(msecs)

    def _loaded(self, replay: Replay) -> None:
        rally = self.result.rally if self.result is not None else None
        self.panel.set_message(self.tr("{label}, one stage of the rally's race: its legs before "
                                       "and after are raced too").format(label=replay.label)
                               if rally else "")
        self._show(replay, 0)
        self.replay_shown.emit(replay)

    def _failed(self, reason: str) -> None:
        self.panel.set_message(self.tr("Cannot replay: {reason}").format(reason=reason))
        self._show(None, 0)

    def open(self) -> None:
        self._tab()
        self.dock.show()
        self.dock.raise_()
        if self.result is None:
            self.panel.set_message(self.tr("Test drive first (Ctrl+T, 1-6 players): then step "
                                           "through one of its runs here."))

    # -- stepping ----------------------------------------------------------------------

    def go(self, index: int) -> None:
        if self.replay is not None and self.replay.turns:
            self._show(self.replay, max(0, min(index, len(self.replay.turns) - 1)))

    def go_last(self) -> None:
        if self.replay is not None:
            self.go(len(self.replay.turns) - 1)

    def go_round(self, rnd: int) -> None:
        """Where the cars are at the end of round ``rnd``."""
        if self.replay is not None:
            turns = self.replay.turns_of_round(rnd)
            if turns:
                self.go(turns[-1])

    def step_round(self, step: int) -> None:
        """To the end of the round before (step -1) or of this round, or of the next
        one if this one is shown to its end (step 1)."""
        if self.replay is None or not self.replay.turns:
            return
        rnd = self.replay.turns[self.index].round
        at_end = self.index == self.replay.turns_of_round(rnd)[-1]
        self.go_round(rnd - 1 if step < 0 else rnd + 1 if at_end else rnd)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.pause()
        elif self.replay is not None and self.replay.turns:
            if self.index >= len(self.replay.turns) - 1:
                self.go(0)  # at the end: play from the start
            self.timer.start()
            self.play_action.setText(self.tr("❚❚ Pause"))

    def pause(self) -> None:
        self.timer.stop()
        self.play_action.setText(self.tr("▶ Play"))

    def _tick(self) -> None:
        if self.replay is None or self.index >= len(self.replay.turns) - 1:
            self.pause()
        else:
            self.go(self.index + 1)

    # -- model → view ------------------------------------------------------------------

    def _show(self, replay: Replay | None, index: int) -> None:
        self.replay, self.index = replay, index
        graph = self.result.graph if self.result is not None else None
        self.layer.show_turn(graph, replay, index)
        self.panel.show_turn(replay, index)
        n = len(replay.turns) if replay is not None else 0
        self.first_action.setEnabled(index > 0)
        self.back_action.setEnabled(index > 0)
        self.forward_action.setEnabled(index < n - 1)
        self.last_action.setEnabled(index < n - 1)
        self.play_action.setEnabled(n > 1)
        self._follow()
        self.round_back_action.setEnabled(index > 0)
        self.round_forward_action.setEnabled(index < n - 1)
        self._show_layer()

    def _follow(self) -> None:
        """Keep the car whose turn it is in view (scrolling as little as possible)."""
        if self.dock_shown and not self.is_stale():
            for view in self.layer.scene.views():
                for rect in self.layer.moving_rects():
                    view.ensureVisible(rect, 40, 40)

    def is_stale(self) -> bool:
        """No drive, or not that of the stage (and rally) shown: the drive controller's
        word, for the result it shows."""
        return self.result is None or self.result is not self.drive.result \
            or self.drive.is_stale()

    def _stage_changed(self, _stage: Stage) -> None:
        if self.is_stale():
            self.pause()
        self._show_layer()

    def _tab(self) -> None:
        """Put the dock in a tab beside the Test drive dock, once."""
        if not self.tabbed and not self.dock.isFloating():
            self.tabbed = True
            self.window.tabifyDockWidget(self.drive.dock, self.dock)

    def _dock_visibility(self, shown: bool) -> None:
        self.dock_shown = shown
        if shown and not self.tabbed:  # shown from the View menu: into its tab, later
            QTimer.singleShot(0, self.open)
        self._show_layer()

    def _show_layer(self) -> None:
        stale = self.replay is not None and self.is_stale()
        self.layer.set_visible(self.dock_shown and not stale)
        # another stage of the unchanged rally is shown: nothing is stale, say so
        message = self.drive.stale_note() if self.drive.shows_another_stage() else STALE
        if stale:
            self.panel.set_message(message)
        elif self.panel.message.text() in (STALE, self.last_note):
            self.panel.set_message("")
        self.last_note = message
