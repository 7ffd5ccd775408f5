"""The stage canvas: a scene of tile items over a flat-topped hex grid, and its view.

The canvas only shows the model and reports gestures (tiles dragged to other
hexes, an open end clicked, a palette tile dropped, a wheel turn); the main window
turns those into undoable commands.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QToolTip,
    QWidget,
)

from pacenote.drawing import Text
from pacenote.editor.analysis import OpenEnd
from pacenote.editor.palette import TILE_MIME
from pacenote.editor.tile_item import (
    OpenEndItem,
    TileItem,
    hex_at,
    hex_polygon,
    lod_scale,
    pacenote_label,
    pacenote_text,
    scene_point,
    tile_label,
)
from pacenote.editor.token_palette import dragged_token
from pacenote.export.qtpaint import paint
from pacenote.hexgrid import SQRT3, Hex
from pacenote.stage import Placement, Stage
from pacenote.tiles import Tileset
from pacenote.tokendraw import token_at

WORLD_EXTENT = 400.0  # the scene spans ±400 hex radii: room to pan anywhere
MIN_ZOOM, MAX_ZOOM = 8.0, 600.0  # pixels per hex radius
GRID_MIN_ZOOM = 12.0  # below this the grid would be noise
LABEL_MIN_ZOOM = 20.0  # tile ids are unreadable below this
LABEL_MODES = ("ids", "pacenotes", "none")  # what is written on each tile (L cycles)
BACKGROUND = QColor("#eef1ea")
GRID = QColor("#c9d0c2")


class StageScene(QGraphicsScene):
    tiles_moved = Signal(list, tuple)  # hexes that moved, axial (dq, dr)
    open_end_clicked = Signal(object)  # OpenEnd
    token_moved = Signal(int, int, tuple)  # placement index, token index, world (x, y)
    labels_changed = Signal()  # the label mode changed (overlays keep clear of labels)

    def __init__(self, tileset: Tileset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tileset = tileset
        self.tiles: dict[Hex, TileItem] = {}
        self._ends: list[tuple[OpenEnd, OpenEndItem]] = []
        self._ghost: TileItem | None = None
        self.label_mode = LABEL_MODES[0]
        self.placements: tuple[Placement, ...] = ()  # the stage's, in file order
        self._token_drag: tuple[int, int] | None = None  # (placement, token) being dragged
        self.setSceneRect(QRectF(-WORLD_EXTENT, -WORLD_EXTENT, 2 * WORLD_EXTENT,
                                 2 * WORLD_EXTENT))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # few, moving items

    # -- model → items -------------------------------------------------------------

    def set_stage(self, stage: Stage) -> None:
        """Bring the items in line with ``stage``, touching only tiles that changed."""
        self.placements = stage.tiles
        wanted = {p.hex: p for p in stage.tiles}
        for h in [h for h in self.tiles if h not in wanted]:
            self.removeItem(self.tiles.pop(h))
        for h, placement in wanted.items():
            item = self.tiles.get(h)
            if item is None:
                item = TileItem(self.tileset, placement)
                self.tiles[h] = item
                self.addItem(item)
            else:
                item.set_placement(placement)
            if item.pos() != scene_point(h):  # a tile whose drag was refused snaps back
                item.setPos(scene_point(h))

    def set_open_ends(self, ends: Iterable[OpenEnd], active: OpenEnd | None) -> None:
        for _, item in self._ends:
            self.removeItem(item)
        self._ends = []
        for end in ends:
            item = OpenEndItem(end.hex, end.world_side, end == active)
            self.addItem(item)
            self._ends.append((end, item))

    def open_ends(self) -> list[OpenEnd]:
        return [end for end, _ in self._ends]

    def show_ghost(self, placement: Placement | None) -> None:
        """A see-through preview of where a dragged palette tile would land."""
        if self._ghost is not None:
            self.removeItem(self._ghost)
            self._ghost = None
        if placement is not None:
            ghost = TileItem(self.tileset, placement)
            ghost.setFlags(QGraphicsItem.GraphicsItemFlag(0))
            ghost.setOpacity(0.55)
            ghost.setZValue(10)
            self.addItem(ghost)
            self._ghost = ghost

    # -- selection -----------------------------------------------------------------

    def selected_hexes(self) -> list[Hex]:
        return [item.hex for item in self.tiles.values() if item.isSelected()]

    def select_hexes(self, hexes: Iterable[Hex]) -> None:
        keep = set(hexes)
        for h, item in self.tiles.items():
            item.setSelected(h in keep)

    def tiles_rect(self) -> QRectF:
        """Scene rectangle of the tiles and the open ends beside them."""
        rect = QRectF()
        for item in [*self.tiles.values(), *(item for _, item in self._ends)]:
            rect = rect.united(item.sceneBoundingRect())
        return rect

    # -- gestures ------------------------------------------------------------------

    def token_under(self, scene_pos: QPointF) -> tuple[int, int] | None:
        """(placement index, token index) of the token under a scene point."""
        return token_at(self.placements, scene_pos.x(), -scene_pos.y())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            token = self.token_under(event.scenePos())
            if token is not None:  # a token is dragged on its own, not with its tile
                self._token_drag = token
                event.accept()
                return
            for end, item in self._ends:
                if item.contains(item.mapFromScene(event.scenePos())) and \
                        hex_at(event.scenePos()) not in self.tiles:
                    self.open_end_clicked.emit(end)
                    event.accept()
                    return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._token_drag is not None:
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._token_drag is not None:
            (tile, token), self._token_drag = self._token_drag, None
            start, end = event.buttonDownScenePos(Qt.MouseButton.LeftButton), event.scenePos()
            if (end - start).manhattanLength() > 0.02:
                self.token_moved.emit(tile, token, (end.x(), -end.y()))
            event.accept()
            return
        super().mouseReleaseEvent(event)
        moved = [item for item in self.tiles.values() if item.dropped_hex() != item.hex]
        if moved:
            first = moved[0]
            delta = (first.dropped_hex().q - first.hex.q, first.dropped_hex().r - first.hex.r)
            self.tiles_moved.emit([item.hex for item in moved], delta)

    def drawForeground(self, painter: QPainter, area: QRectF | QRect) -> None:  # noqa: N802
        scale = lod_scale(painter)
        labels = self.labels(QRectF(area), scale)
        if labels:
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            paint(painter, labels, scale)

    def labels(self, rect: QRectF | None = None, zoom: float = LABEL_MIN_ZOOM) -> list[Text]:
        """The labels written on the tiles (over ``rect``, or all) at ``zoom`` pixels per
        world unit in the label mode: none when zoomed out too far to read them."""
        if zoom < LABEL_MIN_ZOOM or self.label_mode == "none":
            return []
        shown = [item for item in self.tiles.values()
                 if rect is None or rect.intersects(item.sceneBoundingRect())]
        if self.label_mode == "pacenotes":
            return [pacenote_label(pacenote_text(self.tileset, item.placement.tile),
                                   item.pos()) for item in shown]
        return [tile_label(item.placement.tile, item.pos()) for item in shown]

    def set_label_mode(self, mode: str) -> None:
        if mode not in LABEL_MODES:
            raise ValueError(f"label mode {mode!r}: one of {', '.join(LABEL_MODES)}")
        self.label_mode = mode
        self.labels_changed.emit()
        self.update()

    def drawBackground(self, painter: QPainter, area: QRectF | QRect) -> None:  # noqa: N802
        rect = QRectF(area)
        painter.fillRect(rect, BACKGROUND)
        scale = lod_scale(painter)
        if scale < GRID_MIN_ZOOM:
            return
        path = QPainterPath()
        outline = hex_polygon()
        r0, r1 = math.floor(rect.left() / 1.5) - 1, math.ceil(rect.right() / 1.5) + 1
        y_lo, y_hi = -rect.bottom(), -rect.top()
        for r in range(r0, r1 + 1):
            q0 = math.floor(y_lo / SQRT3 - r / 2) - 1
            q1 = math.ceil(y_hi / SQRT3 - r / 2) + 1
            for q in range(q0, q1 + 1):
                x, y = Hex(q, r).center()
                path.addPolygon(outline.translated(x, -y))
        pen = QPen(GRID, 0)  # cosmetic: one pixel at any zoom
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)


class StageView(QGraphicsView):
    hovered = Signal(object)  # world point (x, y), y up
    rotate_requested = Signal(int)  # ±1 step from a wheel turn with Ctrl held
    tile_dropped = Signal(str, object)  # tile id, Hex
    token_dropped = Signal(str, tuple)  # token kind, world point (x, y)
    zoom_changed = Signal(float)
    context_menu = Signal(tuple, QPoint)  # world point (x, y), global position

    def __init__(self, scene: StageScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.stage_scene = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The hex grid only changes with zoom and scroll, which reset this cache.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.placement_for: Callable[[str, Hex], Placement | None] | None = None  # preview
        self.hover_text: Callable[[tuple[float, float]], str] | None = None
        self._pan_from: QPoint | None = None
        self._space = False
        self.scale(60.0, 60.0)

    # -- zoom ----------------------------------------------------------------------

    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        target = min(max(self.zoom() * factor, MIN_ZOOM), MAX_ZOOM)
        factor = target / self.zoom()
        if abs(factor - 1.0) > 1e-9:
            self.scale(factor, factor)
            self.zoom_changed.emit(self.zoom())

    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.zoom_by(0.8)

    def fit(self) -> None:
        """Zoom to show the whole course (or the origin hex on an empty stage)."""
        rect = self.stage_scene.tiles_rect()
        if rect.isEmpty():
            rect = QRectF(-7, -4.5, 14, 9)  # an empty stage: a table-sized patch of grid
        rect = rect.adjusted(-0.6, -0.6, 0.6, 0.6)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.zoom_by(1.0)  # clamp to the zoom limits
        self.zoom_changed.emit(self.zoom())

    def bring_into_view(self, rect: QRectF) -> None:
        """Centre on ``rect`` (a finding, a hot spot), zooming out only if it does not fit."""
        target = rect.adjusted(-0.6, -0.6, 0.6, 0.6)
        shown = self.mapToScene(self.viewport().rect()).boundingRect()
        if target.width() > shown.width() or target.height() > shown.height():
            self.fitInView(target, Qt.AspectRatioMode.KeepAspectRatio)
            self.zoom_by(1.0)  # clamp to the zoom limits
            self.zoom_changed.emit(self.zoom())
        self.centerOn(rect.center())

    def follow(self, hex_: Hex) -> None:
        """Scroll just enough to keep ``hex_`` (and a margin around it) in view."""
        p = scene_point(hex_)
        self.ensureVisible(QRectF(p.x() - 1.2, p.y() - 1.2, 2.4, 2.4), 20, 20)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        delta = event.angleDelta().y() or event.angleDelta().x()
        if not delta:
            return
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.rotate_requested.emit(-1 if delta > 0 else 1)
        else:
            self.zoom_by(1.0015 ** delta)
        event.accept()

    # -- pan and hover -------------------------------------------------------------

    def _panning_press(self, event: QMouseEvent) -> bool:
        return event.button() == Qt.MouseButton.MiddleButton or (
            self._space and event.button() == Qt.MouseButton.LeftButton)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._panning_press(event):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is not None:
            now = event.position().toPoint()
            step = now - self._pan_from
            self._pan_from = now
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - step.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - step.y())
            event.accept()
            return
        p = self.mapToScene(event.position().toPoint())
        self.hovered.emit((p.x(), -p.y()))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pan_from is not None:
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802
        p = self.mapToScene(event.pos())
        self.context_menu.emit((p.x(), -p.y()), event.globalPos())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.ToolTip and self.hover_text is not None:
            pos = event.pos()  # type: ignore[attr-defined]
            p = self.mapToScene(pos)
            QToolTip.showText(event.globalPos(), self.hover_text((p.x(), -p.y())),  # type: ignore[attr-defined]
                              self.viewport())
            return True
        return super().viewportEvent(event)

    # -- drops from the palette ----------------------------------------------------

    def _dragged_tile(self, event: QDragMoveEvent | QDropEvent) -> str | None:
        data = event.mimeData()
        if not data.hasFormat(TILE_MIME):
            return None
        return bytes(data.data(TILE_MIME).data()).decode("utf-8")

    def _drop_hex(self, event: QDragMoveEvent | QDropEvent) -> Hex:
        return hex_at(self.mapToScene(event.position().toPoint()))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if self._dragged_tile(event) is not None or dragged_token(event.mimeData()):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        tile = self._dragged_tile(event)
        if tile is None:
            if dragged_token(event.mimeData()):  # a token: no ghost, it lies where dropped
                event.setDropAction(Qt.DropAction.CopyAction)
                event.accept()
                return
            super().dragMoveEvent(event)
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        if self.placement_for is not None:
            self.stage_scene.show_ghost(self.placement_for(tile, self._drop_hex(event)))

    def dragLeaveEvent(self, event: QEvent) -> None:  # noqa: N802
        self.stage_scene.show_ghost(None)
        super().dragLeaveEvent(event)  # type: ignore[arg-type]

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        tile = self._dragged_tile(event)
        self.stage_scene.show_ghost(None)
        token = dragged_token(event.mimeData())
        if tile is None and token:
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
            p = self.mapToScene(event.position().toPoint())
            self.token_dropped.emit(token, (p.x(), -p.y()))
            return
        if tile is None:
            super().dropEvent(event)
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.tile_dropped.emit(tile, self._drop_hex(event))
