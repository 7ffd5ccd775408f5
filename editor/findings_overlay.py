"""Findings on the canvas: a badge on every tile with an error or warning, and the
highlight of the finding selected in the Problems dock (its tiles, hexes and cells).

Items are drawn over the tiles and take no mouse buttons, so clicks and drags still
reach the tiles underneath.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget
from shapely.geometry import Polygon as ShapelyPolygon

from pacenote.editor import severity
from pacenote.editor.analysis import Analysis
from pacenote.editor.tile_item import hex_polygon, lod_scale, scene_point
from pacenote.graph import parse_node
from pacenote.hexgrid import Hex
from pacenote.validators import Finding

BADGE_Z, HIGHLIGHT_Z = 6.0, 7.0
BADGE_AT = QPointF(0.5, -0.66)  # upper right of the hex (the tile id sits upper left)
BADGE_RADIUS = 0.13  # world units; never below BADGE_MIN_PX on screen
BADGE_MIN_PX = 7.0


def scene_polygon(points: Iterable[tuple[float, float]]) -> QPolygonF:
    """World points (y up) as a scene polygon (y down)."""
    return QPolygonF([QPointF(x, -y) for x, y in points])


CELL_TOLERANCE = 0.001  # world units: 0.6 px at the closest zoom


def cell_polygon(polygon: ShapelyPolygon) -> QPolygonF:
    """A cell's outline to fill on the canvas. The graph's outlines follow curves with
    up to 550 points (110 on average); within CELL_TOLERANCE 14 on average do, and an
    antialiased fill costs by the point: the heat map repaints 8x faster."""
    simple = polygon.simplify(CELL_TOLERANCE)  # keeps the topology: still a polygon
    outline = (simple if isinstance(simple, ShapelyPolygon) else polygon).exterior.coords
    return scene_polygon((float(x), float(y)) for x, y, *_ in outline)


def _add_closed(path: QPainterPath, polygon: QPolygonF) -> None:
    path.addPolygon(polygon)
    path.closeSubpath()  # an outline has all six sides


class _OverlayItem(QGraphicsItem):
    def __init__(self, z: float) -> None:
        super().__init__()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)


class BadgeItem(_OverlayItem):
    """The worst severity among the errors and warnings that name a tile."""

    def __init__(self, hex_: Hex, level: str, messages: list[str]) -> None:
        super().__init__(BADGE_Z)
        self.hex, self.severity, self.messages = hex_, level, messages
        self.setPos(scene_point(hex_))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        r = 0.45  # room for the badge at its on-screen minimum size when zoomed out
        return QRectF(BADGE_AT.x() - r, BADGE_AT.y() - r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = lod_scale(painter)
        radius = min(max(BADGE_RADIUS, BADGE_MIN_PX / scale), 0.4)
        severity.paint_badge(painter, BADGE_AT, radius, self.severity, scale)


class HighlightItem(_OverlayItem):
    """The tiles (solid outline), other hexes (dashed) and cells (filled) of a finding."""

    def __init__(self, level: str, tiles: list[Hex], hexes: list[Hex],
                 cells: list[QPolygonF]) -> None:
        super().__init__(HIGHLIGHT_Z)
        self.severity = level
        self.tile_hexes, self.other_hexes, self.cells = tiles, hexes, cells
        self.tiles_path, self.hexes_path, self.cells_path = (QPainterPath(), QPainterPath(),
                                                             QPainterPath())
        for h in tiles:  # the selection outline's size: the highlight covers it
            _add_closed(self.tiles_path, hex_polygon(0.96).translated(scene_point(h)))
        for h in hexes:
            _add_closed(self.hexes_path, hex_polygon(0.9).translated(scene_point(h)))
        for polygon in cells:
            _add_closed(self.cells_path, polygon)
        self._rect = (self.tiles_path.boundingRect().united(self.hexes_path.boundingRect())
                      .united(self.cells_path.boundingRect()))

    def target(self) -> QRectF:
        """What to bring into view."""
        return self._rect

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._rect.adjusted(-0.2, -0.2, 0.2, 0.2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = lod_scale(painter)
        colour = severity.COLOURS[self.severity]
        fill = QColor(colour)
        fill.setAlpha(22)
        pen = QPen(colour, max(0.08, 5.0 / scale))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(QBrush(fill))
        painter.drawPath(self.tiles_path)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawPath(self.hexes_path)
        fill.setAlpha(150)
        painter.setPen(QPen(colour.darker(130), max(0.02, 1.5 / scale)))
        painter.setBrush(QBrush(fill))
        painter.drawPath(self.cells_path)


class FindingsOverlay:
    """Keeps the badges in line with the latest analysis and draws one highlight."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.badges: dict[Hex, BadgeItem] = {}
        self.highlight: HighlightItem | None = None
        self.analysis: Analysis | None = None
        self.badges_visible = True

    def set_analysis(self, analysis: Analysis) -> None:
        self.analysis = analysis
        for item in self.badges.values():
            self.scene.removeItem(item)
        self.badges = {}
        named: dict[Hex, list[Finding]] = {}
        for finding in analysis.findings:
            if finding.severity == "info":
                continue
            for h in self.tile_hexes(finding):
                named.setdefault(h, []).append(finding)
        for h, findings in named.items():
            level = severity.worst(f.severity for f in findings) or "warning"
            item = BadgeItem(h, level, [f.text for f in findings])
            item.setVisible(self.badges_visible)
            self.scene.addItem(item)
            self.badges[h] = item

    def set_badges_visible(self, visible: bool) -> None:
        self.badges_visible = visible
        for item in self.badges.values():
            item.setVisible(visible)

    def tile_hexes(self, finding: Finding) -> list[Hex]:
        """The hexes of the placements a finding names, in the analysed stage."""
        if self.analysis is None:
            return []
        tiles = self.analysis.stage.tiles
        return list(dict.fromkeys(tiles[i].hex for i in finding.where.placements
                                  if 0 <= i < len(tiles)))

    def messages_at(self, h: Hex) -> list[str]:
        item = self.badges.get(h)
        return item.messages if item is not None else []

    def show(self, finding: Finding | None) -> HighlightItem | None:
        """Highlight ``finding`` (None: clear); returns the item, None if nothing to show."""
        if self.highlight is not None:
            self.scene.removeItem(self.highlight)
            self.highlight = None
        if finding is None or self.analysis is None:
            return None
        tiles = self.tile_hexes(finding)
        others = [h for h in dict.fromkeys(Hex(q, r) for q, r in finding.where.hexes)
                  if h not in tiles]
        cells = []
        graph = self.analysis.graph
        for name in finding.where.cells:
            node = parse_node(name)
            if graph is not None and node in graph.g:
                cells.append(cell_polygon(graph.polygon(node)))
        if not (tiles or others or cells):
            return None  # a finding about the whole stage (e.g. its length)
        self.highlight = HighlightItem(finding.severity, tiles, others, cells)
        self.scene.addItem(self.highlight)
        return self.highlight
