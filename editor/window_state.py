"""The main window's size and dock layout: a remembered geometry checked against the
screens there are now, default dock sizes that fit a 1280×720 screen, and the Problems and
Stage docks sized to what they show."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QScrollArea, QTabBar

from pacenote.editor.findings_panel import FindingsPanel
from pacenote.editor.settings import settings
from pacenote.editor.stage_panel import StagePanel


class LayoutWindow(QMainWindow):
    """Window geometry and dock sizes (the docks are made by the main window)."""

    stage_dock: QDockWidget
    drive_dock: QDockWidget
    findings_dock: QDockWidget
    findings: FindingsPanel
    stage_panel: StagePanel
    remember_layout: bool
    _fit_stage_pending: bool

    def _restore_layout(self) -> None:
        if not self.remember_layout:
            self.resize(1400, 900)
            self._default_dock_sizes()
            return
        s = settings()
        geometry, state = s.value("window/geometry"), s.value("window/state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        else:
            self.resize(1400, 900)
        if not (isinstance(state, QByteArray) and self.restoreState(state)):
            self._default_dock_sizes()

    def _default_dock_sizes(self) -> None:
        """Room for the test drive's figures and one line per finding."""
        self.resizeDocks([self.drive_dock], [390], Qt.Orientation.Horizontal)
        self.resizeDocks([self.stage_dock, self.drive_dock], [335, 465],
                         Qt.Orientation.Vertical)
        self.resizeDocks([self.findings_dock], [150], Qt.Orientation.Vertical)

    def save_layout(self) -> None:
        if not self.remember_layout:
            return
        s = settings()
        s.setValue("window/geometry", self.saveGeometry())
        s.setValue("window/state", self.saveState())


    def _fit_findings_dock(self) -> None:
        """The Problems dock grows with its list (up to a third of the window) and
        shrinks back, so whole messages show without dragging the splitter."""
        if self.findings_dock.isFloating() or not self.findings_dock.isVisible():
            return
        title = self.findings_dock.height() - self.findings.height()  # the dock's title bar
        wanted = min(self.findings.wanted_height() + title, max(self.height() // 3, 120))
        if abs(self.findings_dock.height() - wanted) > 8:
            self.resizeDocks([self.findings_dock], [wanted], Qt.Orientation.Vertical)

    def _rally_dock_shown(self, shown: bool) -> None:
        """A rally's dock takes room at the bottom: give Stage its rows back when the
        figures of the rally's stage come in."""
        self._fit_stage_pending = self._fit_stage_pending or shown

    def _fit_stage_dock(self) -> None:
        """The Stage dock tall enough for all its rows (down to Class and Playing time);
        the Test drive dock below gives the room and scrolls instead."""
        scroller = self.stage_dock.widget()
        if self.stage_dock.isFloating() or not isinstance(scroller, QScrollArea):
            return
        lack = self.stage_panel.sizeHint().height() - scroller.viewport().height()
        if lack <= 0:
            return
        # the dock layout counts the tab bar under tabified docks (Stage | History) in
        # the size it is given
        bars = [bar.height() for bar in self.findChildren(QTabBar)
                if bar.parent() is self and bar.isVisible()
                and any(bar.tabText(i) == self.stage_dock.windowTitle()
                        for i in range(bar.count()))]
        stage = self.stage_dock.height() + max(bars, default=0)
        if self.drive_dock.isVisible() and not self.drive_dock.isFloating():
            self.resizeDocks([self.stage_dock, self.drive_dock],
                             [stage + lack, self.drive_dock.height() - lack],
                             Qt.Orientation.Vertical)
        else:
            self.resizeDocks([self.stage_dock], [stage + lack], Qt.Orientation.Vertical)

