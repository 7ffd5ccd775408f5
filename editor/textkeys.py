"""Keys typed in a text field belong to the field, never to a window shortcut.

The window's one-key shortcuts (Return places the palette's tile, R rotates, F flips, L
cycles the labels, [ and ] bend a curve, Delete removes tiles) are window-wide, so that
they work from the canvas, the palette and the docks alike. Qt lets a focused widget
claim a key before the shortcuts see it (a *shortcut override*); a line edit claims the
printable keys but not Return, so Return in the Stage dock's Name field placed a tile.
:class:`TextKeys` claims, for the fields it guards, every key that carries no Ctrl or
Alt (Return, Enter, letters, Delete, Backspace…); Ctrl+Z and the like still reach the
window's actions.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

_COMMAND = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
            | Qt.KeyboardModifier.MetaModifier)


def is_text_field(widget: QObject) -> bool:
    """A widget the user types text or a number into."""
    if isinstance(widget, (QPlainTextEdit, QTextEdit)):
        return not widget.isReadOnly()
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    return isinstance(widget, (QLineEdit, QAbstractSpinBox))


class TextKeys(QObject):
    """Event filter: a guarded field keeps the plain keys typed into it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and not event.modifiers() & _COMMAND and is_text_field(watched):
            event.accept()  # the key goes to the field as a key press
        return False

    def guard(self, root: QWidget) -> int:
        """Guard every text field under ``root`` (a spin box's own line edit too);
        returns how many."""
        fields = [w for w in root.findChildren(QWidget) if is_text_field(w)]
        for field in fields:
            field.removeEventFilter(self)  # guarding twice filters once
            field.installEventFilter(self)
        return len(fields)
