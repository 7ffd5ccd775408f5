"""The Problems dock: the validators' findings for the current stage, errors first.

Selecting a finding emits ``selected(Finding)``; the window highlights what it points
at on the canvas and brings it into view. The list keeps the selection across
re-validation while the same finding (code and message) is still there, and says so
with ``refreshed(Finding or None)``: the highlight follows without moving the view.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pacenote.editor import severity
from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.validators import Finding

ROLE = Qt.ItemDataRole.UserRole
BLANK_SUMMARY = QT_TRANSLATE_NOOP("FindingsPanel", "empty stage: what the course needs first")


def ordered(findings: Sequence[Finding]) -> list[Finding]:
    """Errors, then warnings, then info; the validators' order within each."""
    return sorted(findings, key=lambda f: severity.rank(f.severity))


class WrappingDelegate(QStyledItemDelegate):
    """Row heights for the text of ``column`` wrapped at its width: a QTreeView asked for
    word wrap still sizes rows one line high (the text is then cut off with "…"). Other
    columns keep their one-line size (they are sized to their contents)."""

    def __init__(self, view: QTreeView, column: int) -> None:
        super().__init__(view)
        self.view, self.column = view, column

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        if index.column() != self.column:
            return super().sizeHint(option, index)
        wrapped = QStyleOptionViewItem(option)
        wrapped.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        wrapped.rect = QRect(0, 0, self.view.columnWidth(index.column()), 1 << 20)
        return super().sizeHint(wrapped, index)


class FindingsPanel(QWidget):
    selected = Signal(object)  # Finding picked by the user, or None when cleared
    refreshed = Signal(object)  # the selected finding after re-validation, None if fixed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.findings: list[Finding] = []
        self.blank = False  # no tile yet: findings are listed as guidance
        self.summary = QLabel()
        self.show_info = QCheckBox(self.tr("Show info"))
        self.show_info.setChecked(True)
        self.show_info.setToolTip(self.tr("Also list what a stage designer may want to know "
                                          "(length class, danger profile, …)"))
        self.show_info.toggled.connect(lambda _on: self._fill())
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels(["", self.tr("code"), self.tr("message")])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(False)  # wrapped messages take several lines
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setWordWrap(True)  # whole messages, never cut off
        self.tree.setItemDelegate(WrappingDelegate(self.tree, 2))
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        # Row heights follow the message column's width: lay the rows out again when the
        # column changes width (the dock resized), or they keep the old line count.
        header.sectionResized.connect(lambda *_: self.tree.scheduleDelayedItemsLayout())
        self.tree.itemSelectionChanged.connect(self._selection_changed)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(self.show_info)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.tree)

    def set_findings(self, findings: Sequence[Finding], blank: bool = False) -> None:
        """List ``findings``; on a ``blank`` stage (no tile yet) as guidance, shown
        whatever the Show info box says (see :func:`severity.presented`)."""
        keep = self.current()
        self.findings = ordered(findings)
        self.blank = blank
        self._fill(keep)

    def _fill(self, keep: Finding | None = None) -> None:
        keep = keep or self.current()
        self.tree.blockSignals(True)
        self.tree.clear()
        chosen = None
        for finding in self.findings:
            if finding.severity == "info" and not self.show_info.isChecked() \
                    and not self.blank:
                continue
            item = QTreeWidgetItem(["", finding.code, finding.text])
            level = severity.presented(finding, self.blank)
            item.setIcon(0, severity.icon(level))
            item.setToolTip(0, level)
            where = finding.where.text(translated=True)
            item.setToolTip(2, finding.text + (f"\n[{where}]" if where else ""))
            item.setData(0, ROLE, finding)
            self.tree.addTopLevelItem(item)
            if keep is not None and (finding.code, finding.message) == (keep.code, keep.message):
                chosen = item
        if chosen is not None:
            chosen.setSelected(True)
            self.tree.setCurrentItem(chosen)
        self.tree.blockSignals(False)
        if self.blank:
            self.summary.setText(self.tr(BLANK_SUMMARY))
            self.summary.setStyleSheet("")  # guidance: plain text, neither red nor green
        else:
            self.summary.setText(severity.summary(self.findings))
            worst = severity.worst(f.severity for f in self.findings if f.severity != "info")
            colour = severity.COLOURS[worst].name() if worst else "#1e8a44"
            self.summary.setStyleSheet(f"color: {colour}; font-weight: bold;")
        if keep is not None:  # fixed (None), or the same problem at its new place
            self.refreshed.emit(chosen.data(0, ROLE) if chosen is not None else None)

    def wanted_height(self, most_rows: int = 8) -> int:
        """Pixels to show the summary and up to ``most_rows`` listed findings whole."""
        rows = sum(self.tree.sizeHintForIndex(self.tree.model().index(i, 2)).height()
                   for i in range(min(self.tree.topLevelItemCount(), most_rows)))
        chrome = self.tree.header().height() + 2 * self.tree.frameWidth()
        return self.summary.sizeHint().height() + chrome + max(rows, 24) + 28

    def current(self) -> Finding | None:
        items = self.tree.selectedItems()
        return _finding(items[0]) if items else None

    def select(self, index: int) -> Finding:
        """Select the ``index``-th listed finding (as a click would)."""
        item = self.tree.topLevelItem(index)
        if item is None:
            raise IndexError(f"no finding {index} in the list")
        self.tree.setCurrentItem(item)
        item.setSelected(True)
        return _finding(item)

    def listed(self) -> list[Finding]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [_finding(item) for item in items if item is not None]

    def _selection_changed(self) -> None:
        self.selected.emit(self.current())


def _finding(item: QTreeWidgetItem) -> Finding:
    finding: Finding = item.data(0, ROLE)
    return finding
