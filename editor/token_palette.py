"""The token palette: every token pacenote draws, as the canvas draws it, by its name.

Drag a token onto a tile of the canvas to lay it where it is dropped, or double-click it
(or press Return) to lay it in the middle of the selected tile. The list is the one the
right-click menu's **Add token here** offers (:data:`pacenote.editor.token_menu.TOKEN_KINDS`)
and the icons are the canvas's own drawing (:func:`pacenote.tokendraw.token_primitives`), so
the three cannot disagree.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QEvent, QMimeData, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QIcon, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem, QWidget

from pacenote.editor.token_menu import TOKEN_KINDS, token_label
from pacenote.stage import Placement, Token
from pacenote.tokendraw import RADIUS, token_primitives

TOKEN_MIME = "application/x-pacenote-token"
ICON = 40  # pixels
KIND_ROLE = Qt.ItemDataRole.UserRole


def token_icon(kind: str, size: int = ICON) -> QPixmap:
    """The ``kind`` token, pointing up, as the canvas paints it."""
    from pacenote.export.qtpaint import paint

    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scale = size / (3.0 * RADIUS)  # the disc and its notch (1.45 radii out) fit
    painter.translate(size / 2, size / 2 + 0.2 * RADIUS * scale)
    painter.scale(scale, scale)
    at_origin = Placement("", 0, 0, 0)
    paint(painter, token_primitives(at_origin, Token(kind, 0.0, 0.0, 0.0)), scale)
    painter.end()
    return pixmap


class TokenPalette(QListWidget):
    """The tokens, one per row, that drag out as token kinds."""

    chosen = Signal(str)  # a token kind: lay it on the selected tile

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("token-palette")
        self.setViewMode(QListView.ViewMode.ListMode)
        self.setIconSize(QSize(ICON, ICON))
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for kind in TOKEN_KINDS:
            item = QListWidgetItem(QIcon(token_icon(kind)), token_label(kind))
            item.setData(KIND_ROLE, kind)
            item.setToolTip(self.tr("Drag onto a tile, or double-click to lay it on the "
                                    "selected tile"))
            self.addItem(item)
        self.itemActivated.connect(lambda item: self.chosen.emit(item.data(KIND_ROLE)))

    def kinds(self) -> list[str]:
        """The token kinds, in the order shown."""
        return [self.item(i).data(KIND_ROLE) for i in range(self.count())]

    def event(self, event: QEvent) -> bool:
        # Return here lays a token: the window's Return (place a tile at the open end)
        # must not fire from this list.
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        # Return lays the current token (itemActivated fires only on some platforms).
        item = self.currentItem()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and item is not None:
            self.chosen.emit(item.data(KIND_ROLE))
            event.accept()
            return
        super().keyPressEvent(event)

    def mimeData(self, items: Sequence[QListWidgetItem]) -> QMimeData:  # noqa: N802 - Qt API
        data = QMimeData()
        if items:
            data.setData(TOKEN_MIME, QByteArray(items[0].data(KIND_ROLE).encode("utf-8")))
        return data

    def mimeTypes(self) -> list[str]:  # noqa: N802 - Qt API
        return [TOKEN_MIME]

    def startDrag(self, actions: Qt.DropAction) -> None:  # noqa: N802 - Qt API
        # Always a copy: the default drag may end as a move and take the row away.
        item = self.currentItem()
        if item is None:
            return
        drag = QDrag(self)
        drag.setMimeData(self.mimeData([item]))
        drag.setPixmap(token_icon(item.data(KIND_ROLE)))
        drag.setHotSpot(QPoint(ICON // 2, ICON // 2))
        drag.exec(Qt.DropAction.CopyAction)


def dragged_token(data: QMimeData) -> str | None:
    """The token kind a drag carries, or None when it carries something else."""
    if not data.hasFormat(TOKEN_MIME):
        return None
    return bytes(data.data(TOKEN_MIME).data()).decode("utf-8")

