"""The tab bar above the canvas of a rally: one tab per stage, in running order. A tab
says whether its stage has unsaved changes (``*``) or errors (red); dragging a tab
reorders the rally."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QTabBar, QWidget

from pacenote.editor import severity
from pacenote.i18n import trn


class RallyTabs(QTabBar):
    stage_selected = Signal(int)
    stage_moved = Signal(int, int)  # from, to

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rally-tabs")
        self.setMovable(True)
        self.setExpanding(False)
        self.setDocumentMode(True)
        self._filling = False
        self.currentChanged.connect(self._current_changed)
        self.tabMoved.connect(self._moved)

    def set_stages(self, labels: Sequence[str], dirty: Sequence[bool],
                   errors: Sequence[int], current: int) -> None:
        self._filling = True
        while self.count() > len(labels):
            self.removeTab(self.count() - 1)
        while self.count() < len(labels):
            self.addTab("")
        for i, (label, changed, wrong) in enumerate(zip(labels, dirty, errors, strict=True)):
            self.setTabText(i, label + (" *" if changed else ""))
            self.setTabToolTip(i, f"{label}: " + trn("{n} error", "{n} errors", wrong) if wrong
                               else label)
            self.setTabTextColor(i, severity.COLOURS["error"] if wrong
                                 else self.palette().text().color())
        self.setCurrentIndex(current)
        self._filling = False

    def labels(self) -> list[str]:
        return [self.tabText(i).removesuffix(" *") for i in range(self.count())]

    def _current_changed(self, index: int) -> None:
        if not self._filling and index >= 0:
            self.stage_selected.emit(index)

    def _moved(self, start: int, to: int) -> None:
        if not self._filling:
            self.stage_moved.emit(start, to)
