"""Canvas items: a placed tile, an open-end marker, and the scene/world mapping.

Scene coordinates are world units with y flipped (Qt's y points down), so a hex
centre ``(x, y)`` sits at scene ``(x, -y)``. Tiles are painted from the shared
vector primitives (:mod:`pacenote.drawing` through :mod:`pacenote.export.qtpaint`), the
same drawing the CLI renders, and cached as device pixmaps.
"""

from __future__ import annotations

import math
from dataclasses import replace
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from pacenote import drawing
from pacenote.drawing import GRASS_EDGE, Polygon, Primitive, Style, Text, tile_side_primitives
from pacenote.editor.placement import side_of
from pacenote.export.qtpaint import paint
from pacenote.hexgrid import Hex, hex_corners, pixel_to_hex
from pacenote.stage import Placement
from pacenote.tiles import Tileset
from pacenote.tokendraw import token_primitives

SELECTED = QColor("#1e6fd9")
UNKNOWN_FILL = "#c8c8c8"


def scene_point(h: Hex) -> QPointF:
    x, y = h.center()
    return QPointF(x, -y)


def hex_at(point: QPointF) -> Hex:
    return pixel_to_hex(point.x(), -point.y())


def hex_polygon(size: float = 1.0) -> QPolygonF:
    return QPolygonF([QPointF(x, -y) for x, y in hex_corners(size=size)])


@lru_cache(maxsize=512)
def tile_primitives(tileset: Tileset, tile_id: str, rot: int) -> tuple[Primitive, ...]:
    """The printed side turned by ``rot``, centred on the origin, without its id label
    (cached per tile and turn)."""
    side = side_of(tileset, tile_id)
    if side is None:  # decorative or foreign tile: a plain hex (the scene adds the id)
        return (
            Polygon(tuple(hex_corners()), Style(fill=UNKNOWN_FILL, stroke=GRASS_EDGE, width=0.02)),
            Text((0.0, 0.0), f"not in {tileset.name}", 0.14, colour="#555555"),
        )
    return tuple(tile_side_primitives(side, drawing.Placement(rot, (0.0, 0.0)), label=False))


def tile_label(tile_id: str, centre: QPointF) -> Text:
    """The tile id, upright in the hex's upper-left corner as in ``pacenote render``.

    Labels are painted over all tiles (by the scene), so no neighbour hides them.
    """
    return Text((centre.x() - 0.55, -centre.y() + 0.66), tile_id, 0.16, bold=True)


def pacenote_label(text: str, centre: QPointF) -> Text:
    """A pacenote, low in the hex (clear of the id's corner)."""
    return Text((centre.x(), -centre.y() - 0.62), text, 0.15, colour="#1f4e9c", bold=True)


def pacenote_text(tileset: Tileset, tile_id: str) -> str:
    """The tile as a co-driver reads it: its speed limits and features, e.g.
    ``3/2 jump ford`` (the id for a tile the tileset does not know)."""
    from pacenote.editor.palette import features, speed_limits

    side = side_of(tileset, tile_id)
    if side is None:
        return tile_id
    if side.is_service:
        return QCoreApplication.translate("TileItem", "service park")
    limits = "/".join(str(x) for x in sorted(speed_limits(side), reverse=True))
    words = (QCoreApplication.translate("Palette", f) for f in sorted(features(side)))
    return " ".join(part for part in (limits or QCoreApplication.translate("TileItem", "flat out"),
                                      *words) if part)


def lod_scale(painter: QPainter) -> float:
    """Device pixels per world unit under the painter's current transform."""
    return QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())


class TileItem(QGraphicsItem):
    """One placed tile side."""

    BOUNDS = QRectF(-1.02, -1.02, 2.04, 2.04)

    def __init__(self, tileset: Tileset, placement: Placement) -> None:
        super().__init__()
        self.tileset = tileset
        self.placement = placement
        self._shape = QPainterPath()
        self._shape.addPolygon(hex_polygon())
        self.setFlags(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
                      | QGraphicsItem.GraphicsItemFlag.ItemIsMovable
                      | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setPos(scene_point(placement.hex))

    def set_placement(self, placement: Placement) -> None:
        if placement != self.placement:
            self.placement = placement
            self.setPos(scene_point(placement.hex))
            self.update()

    @property
    def hex(self) -> Hex:
        return self.placement.hex

    def dropped_hex(self) -> Hex:
        """The hex the item sits on now (differs from its placement while dragged)."""
        return hex_at(self.pos())

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.BOUNDS

    def shape(self) -> QPainterPath:
        return self._shape

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:  # noqa: N802
        # While dragged, tiles jump from hex to hex so the drop position is obvious.
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionChange and self.scene():
            return scene_point(hex_at(value))  # type: ignore[arg-type]  # the new position, a QPointF
        return super().itemChange(change, value)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        scale = lod_scale(painter)
        paint(painter, list(tile_primitives(self.tileset, self.placement.tile,
                                            self.placement.rot)), scale)
        if self.placement.tokens:  # drawn as render and the PDF draw them
            here = replace(self.placement, q=0, r=0)
            paint(painter, [prim for t in here.tokens for prim in token_primitives(here, t)],
                  scale)
        if self.isSelected():
            pen = QPen(SELECTED, max(0.06, 3.0 / scale))
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_polygon(0.96))


class OpenEndItem(QGraphicsItem):
    """A dashed hex where the next tile fits, with an arrow along the arriving road."""

    def __init__(self, hex_: Hex, arrival: int, active: bool) -> None:
        super().__init__()
        self.hex = hex_
        self.arrival = arrival
        self.active = active
        self.setPos(scene_point(hex_))
        self.setZValue(-1)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(
            QCoreApplication.translate("TileItem", "Next tile here: click to place the selected "
                                       "palette tile") if active else
            QCoreApplication.translate("TileItem", "Open end: click to continue the course here"))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return TileItem.BOUNDS

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(hex_polygon(0.9))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = lod_scale(painter)
        colour = QColor("#1e9d4a" if self.active else "#5b7f99")
        fill = QColor(colour)
        fill.setAlpha(70 if self.active else 35)
        pen = QPen(colour, max(0.03, 2.0 / scale))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QBrush(fill))
        painter.drawPolygon(hex_polygon(0.9))
        # Arrow from the arrival edge towards the centre: the way the course goes on.
        angle = math.radians(90.0 - 60.0 * self.arrival)
        ux, uy = math.cos(angle), -math.sin(angle)
        tail, head = QPointF(ux * 0.72, uy * 0.72), QPointF(ux * 0.05, uy * 0.05)
        pen.setStyle(Qt.PenStyle.SolidLine)
        pen.setWidthF(max(0.07, 3.0 / scale))
        painter.setPen(pen)
        painter.drawLine(tail, head)
        wing, travel = 0.22, math.atan2(-uy, -ux)
        for turn in (30.0, -30.0):
            a = travel + math.radians(turn)
            painter.drawLine(head, QPointF(head.x() - wing * math.cos(a),
                                           head.y() - wing * math.sin(a)))
