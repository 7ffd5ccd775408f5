"""The main window's size and dock layout: a remembered geometry checked against the
screens there are now, default dock sizes that fit a 1280×720 screen, and the Problems and
Stage docks sized to what they show."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow, QScrollArea, QTabBar

from pacenote.editor.findings_panel import FindingsPanel
from pacenote.editor.settings import settings
from pacenote.editor.stage_panel import StagePanel

DEFAULT_SIZE = (1400, 900)  # shrunk to the screen by fit_to_screen


class LayoutWindow(QMainWindow):
    """Window geometry and dock sizes (the docks are made by the main window)."""

    stage_dock: QDockWidget
    palette_dock: QDockWidget
    drive_dock: QDockWidget
    findings_dock: QDockWidget
    findings: FindingsPanel
    stage_panel: StagePanel
    remember_layout: bool
    _fit_stage_pending: bool

    def _restore_layout(self) -> None:
        """The remembered size and docks, if they still fit a screen there is; else the
        default size, which fits the screen (from 1280×720 up)."""
        if not self.remember_layout:
            self.resize(*DEFAULT_SIZE)
            self._default_dock_sizes()
            return
        s = settings()
        geometry, state = s.value("window/geometry"), s.value("window/state")
        if not (isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)):
            self.resize(*DEFAULT_SIZE)
        self.fit_to_screen()
        if not (isinstance(state, QByteArray) and self.restoreState(state)):
            self._default_dock_sizes()

    def fit_to_screen(self, available: QRect | None = None) -> bool:
        """Keep the window on a screen there is now: a geometry remembered on a bigger or
        another screen (unplugged since) is shrunk to the available area and moved onto
        it, title bar included. Returns whether it had to change."""
        if available is None:
            screen = self.screen() or QGuiApplication.primaryScreen()
            if screen is None:
                return False
            available = screen.availableGeometry()
        if self.isMaximized() or self.isFullScreen():
            return False
        frame = self.frameGeometry()
        extra_w, extra_h = frame.width() - self.width(), frame.height() - self.height()
        width = min(self.width(), available.width() - extra_w)
        height = min(self.height(), available.height() - extra_h)
        changed = (width, height) != (self.width(), self.height())
        if changed:
            self.resize(max(width, self.minimumWidth()), max(height, self.minimumHeight()))
            frame = self.frameGeometry()
        x = min(max(frame.x(), available.left()), available.right() + 1 - frame.width())
        y = min(max(frame.y(), available.top()), available.bottom() + 1 - frame.height())
        x, y = max(x, available.left()), max(y, available.top())  # the title bar first
        if (x, y) != (frame.x(), frame.y()):
            self.move(x, y)
            changed = True
        return changed

    def _default_dock_sizes(self) -> None:
        """The side docks a third of the width at most (the canvas keeps the rest), the
        bottom dock a quarter of the height: from 1280×720 up every dock shows."""
        side = max(300, min(440, self.width() // 3))
        self.resizeDocks([self.stage_dock], [side], Qt.Orientation.Horizontal)
        self.resizeDocks([self.palette_dock], [max(250, min(330, self.width() // 5))],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([self.findings_dock], [max(150, self.height() // 4)],
                         Qt.Orientation.Vertical)

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
        beside = self.drive_dock not in self.tabifiedDockWidgets(self.stage_dock)
        if beside and self.drive_dock.isVisible() and not self.drive_dock.isFloating():
            self.resizeDocks([self.stage_dock, self.drive_dock],
                             [stage + lack, self.drive_dock.height() - lack],
                             Qt.Orientation.Vertical)
        else:
            self.resizeDocks([self.stage_dock], [stage + lack], Qt.Orientation.Vertical)

