"""The race's congestion map: every cell where cars were blocked by other cars or forced
onto another path, tinted blue by how often that happened per race.

The cells and counts come from the engine's race report (``RaceReport.hot_spots``:
``blocked`` and ``traffic`` per cell, named by ``node_name``); the polygons from the cell
graph the drive ran on. One layer item holds them all, toggled from the View menu.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from pacenote.cellcontract import node_name
from pacenote.editor.findings_overlay import cell_polygon
from pacenote.editor.heatmap import LayerItem
from pacenote.editor.testdrive import DriveResult
from pacenote.graph import Node
from pacenote.i18n import decimal

CONGESTION_Z = 3.5  # over the heat map's cells (drawn as outlined tints), under its labels
CONGESTION_FULL = 0.5  # blocked or forced turns per race in one cell drawn at full strength


def congestion_colour(per_race: float) -> QColor:
    """Blue, from clearly there (a pale blue reads as grey over the brown road) to
    nearly opaque at CONGESTION_FULL."""
    t = max(0.0, min(1.0, per_race / CONGESTION_FULL))
    return QColor(20, 110, 255, round(110 + 120 * t))


class CongestionCellItem(QGraphicsItem):
    """One congested cell: a blue tint with a blue outline, so it reads over the heat."""

    def __init__(self, node: Node, blocked: int, traffic: int, runs: int, polygon: QPolygonF,
                 parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.node, self.blocked, self.traffic, self.polygon = node, blocked, traffic, polygon
        self.per_race = (blocked + traffic) / (runs or 1)
        self.colour = congestion_colour(self.per_race)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(decimal(QCoreApplication.translate(
            "Congestion", "{cell}: blocked {blocked}, forced onto another path {traffic} per race")
            .format(cell=node_name(node), blocked=f"{blocked / (runs or 1):.2f}",
                    traffic=f"{traffic / (runs or 1):.2f}")))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.polygon.boundingRect()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(10, 50, 170), 1.5)
        pen.setCosmetic(True)  # pixels at any zoom
        painter.setPen(pen)
        painter.setBrush(QBrush(self.colour))
        painter.drawPolygon(self.polygon)


class CongestionLayer:
    """The congestion map of one race on the scene (empty until a drive with players > 1)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.layer = LayerItem(CONGESTION_Z)
        scene.addItem(self.layer)
        self.cells: dict[Node, CongestionCellItem] = {}

    def show_result(self, result: DriveResult | None) -> None:
        for item in self.cells.values():
            item.setParentItem(None)  # type: ignore[arg-type]  # Qt takes None: no parent
            self.scene.removeItem(item)
        self.cells = {}
        if result is None or result.race is None:
            return
        by_name = {node_name(node): node for node in result.graph.g}
        for spot in result.race_spots():  # a rally's: the stage shown
            node = by_name.get(spot.cell)
            if node is not None and spot.blocked + spot.traffic > 0:
                self.cells[node] = CongestionCellItem(
                    node, spot.blocked, spot.traffic, result.race.runs,
                    cell_polygon(result.graph.polygon(node)), self.layer)

    def set_visible(self, visible: bool) -> None:
        self.layer.setVisible(visible)
