"""The Help menu: the keyboard shortcuts window (made from the action table, so it lists
exactly the keys the menus have), the mouse gestures, the first-run tips, the editor's
documentation and About."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pacenote.editor.actions import shortcut_rows
from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.editor.settings import settings

if TYPE_CHECKING:
    from pacenote.editor.app import MainWindow

# What the mouse does, beside the keys (docs/editor.md, "Keyboard shortcuts").
GESTURES = (
    (QT_TRANSLATE_NOOP("Help", "Double-click a tile in the palette"),
     QT_TRANSLATE_NOOP("Help", "place it at the green open end")),
    (QT_TRANSLATE_NOOP("Help", "Shift+double-click a curve in the palette"),
     QT_TRANSLATE_NOOP("Help", "place it bending left")),
    (QT_TRANSLATE_NOOP("Help", "Ctrl+double-click a curve in the palette"),
     QT_TRANSLATE_NOOP("Help", "place it bending right")),
    (QT_TRANSLATE_NOOP("Help", "Drag a tile from the palette"),
     QT_TRANSLATE_NOOP("Help", "place it on any hex (a preview shows how it lands)")),
    (QT_TRANSLATE_NOOP("Help", "Click an open-end marker"),
     QT_TRANSLATE_NOOP("Help", "place the palette's tile there, or make that end active")),
    (QT_TRANSLATE_NOOP("Help", "Click / Ctrl+click a tile, drag on empty canvas"),
     QT_TRANSLATE_NOOP("Help", "select tiles")),
    (QT_TRANSLATE_NOOP("Help", "Drag selected tiles"),
     QT_TRANSLATE_NOOP("Help", "move them")),
    (QT_TRANSLATE_NOOP("Help", "Ctrl+wheel"),
     QT_TRANSLATE_NOOP("Help", "rotate the selection, or the tile under the mouse")),
    (QT_TRANSLATE_NOOP("Help", "Right-click a tile or token"),
     QT_TRANSLATE_NOOP("Help", "rotate, flip, delete, add or turn a token")),
)
TIPS = QT_TRANSLATE_NOOP(
    "Help",
    "Double-click a START in the palette, then the next tiles: each goes on the green "
    "open end, turned to fit. Shift+double-click a curve to bend it left, "
    "Ctrl+double-click to bend it right; with a placed curve selected, [ and ] turn it. "
    "R / Shift+R rotate, F flips, right-click a tile for more. F1 lists every key.")
DOCS = Path(__file__).resolve().parent.parent / "docs" / "editor.md"  # a source checkout


translate = QCoreApplication.translate


def tr(text: str) -> str:
    """A word of the tables above (marked with QT_TRANSLATE_NOOP), translated."""
    return translate("Help", text)


def native(keys: tuple[str, ...]) -> str:
    """The keys as this platform writes them (Ctrl is ⌘ on macOS)."""
    return ", ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText)
                     for k in keys)


class ShortcutsDialog(QDialog):
    """Help → Keyboard shortcuts: every entry of the action table that has keys, then
    the mouse gestures."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(translate("Help", "Keyboard shortcuts"))
        self.table = QTreeWidget()
        self.table.setHeaderLabels([translate("Help", "Menu"), translate("Help", "Command"),
                                    translate("Help", "Keys")])
        self.table.setRootIsDecorated(False)
        for row in shortcut_rows(window):
            self.table.addTopLevelItem(QTreeWidgetItem([row.shown_menu, row.shown_text,
                                                        native(row.keys)]))
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.gestures = QTreeWidget()
        self.gestures.setHeaderLabels([translate("Help", "Mouse"),
                                       translate("Help", "What it does")])
        self.gestures.setRootIsDecorated(False)
        for gesture, effect in GESTURES:
            self.gestures.addTopLevelItem(QTreeWidgetItem([tr(gesture), tr(effect)]))
        self.gestures.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.gestures, 2)
        layout.addWidget(buttons)
        self.resize(640, 560)

    def listed(self) -> list[tuple[str, str, str]]:
        """The rows shown: menu, command, keys."""
        rows = []
        for i in range(self.table.topLevelItemCount()):
            item = self.table.topLevelItem(i)
            assert item is not None
            rows.append((item.text(0), item.text(1), item.text(2)))
        return rows


class TipsBar(QFrame):
    """The first-run tips above the canvas, until the user says "Got it"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("TipsBar { background: #fff8e1; }")
        self.text = QLabel(tr(TIPS))
        self.text.setWordWrap(True)
        self.close_button = QPushButton(translate("Help", "Got it"))
        self.close_button.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)

    def dismiss(self) -> None:
        self.hide()
        settings().setValue("tips/seen", True)


class HelpController(QObject):
    """The Help menu's work for the main window."""

    def __init__(self, window: MainWindow, tips: TipsBar) -> None:
        super().__init__(window)
        self.window = window
        self.tips = tips
        seen = settings().value("tips/seen", False) in (True, "true")
        tips.setVisible(window.remember_layout and not seen)  # screenshots: no tips

    def shortcuts(self) -> ShortcutsDialog:
        dialog = ShortcutsDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()  # beside the window, not blocking it
        return dialog

    def show_tips(self) -> None:
        self.tips.show()

    def documentation(self) -> bool:
        """docs/editor.md of a source checkout in the system's viewer; else where it is."""
        if DOCS.is_file():
            return QDesktopServices.openUrl(QUrl.fromLocalFile(str(DOCS)))
        QMessageBox.information(self.window, translate("Help", "Documentation"), translate(
            "Help", "The editor's documentation is docs/editor.md in pacenote's source (with "
            "README.md and the other docs/*.md files); Help → Keyboard shortcuts lists "
            "every key."))
        return False

    def about(self) -> None:
        from pacenote import __version__

        QMessageBox.about(self.window, translate("Help", "About pacenote"), translate(
            "Help", "<b>pacenote {version}</b><p>Build, check, test-drive and export stages for "
            "Rallyman: DIRT and Rallyman: GT. Not affiliated with the games' publisher."
            "</p><p>MIT licence.</p>").format(version=__version__))
