"""The test drive's heat map: every cell where cars lost control, tinted by the share of
runs that lost control there, with the worst few labelled.

The cells and counts come from the engine's report (``loc_by_cell``, ``hot_spots``; on a
circuit every lap's copy of a cell counted in that cell: ``DriveResult.loc_by_cell``),
the polygons from the cell graph the drive ran on. One layer item holds them all, so
the View menu shows or hides the whole map at once.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from pacenote.drawing import Text
from pacenote.editor.canvas import StageScene
from pacenote.editor.findings_overlay import cell_polygon
from pacenote.editor.testdrive import DriveResult
from pacenote.graph import Node

HEAT_Z = 3.0  # over the tiles, under the findings' badges and highlight
HEAT_FULL = 0.2  # share of runs losing control in one cell drawn at full heat
TOP_LABELS = 5  # hot spots labelled with their rank and share
# Pale yellow → orange → deep red, growing more opaque with the heat.
RAMP = ((0.0, (255, 226, 110, 70)), (0.4, (246, 150, 40, 165)), (1.0, (185, 15, 25, 220)))


def heat(share: float) -> float:
    """0..1 on the colour ramp: linear up to HEAT_FULL, full beyond."""
    return max(0.0, min(1.0, share / HEAT_FULL))


def heat_colour(share: float) -> QColor:
    t = heat(share)
    for (t0, c0), (t1, c1) in zip(RAMP, RAMP[1:], strict=False):
        if t <= t1:
            f = (t - t0) / (t1 - t0)
            return QColor(*(round(a + (b - a) * f) for a, b in zip(c0, c1, strict=True)))
    return QColor(*RAMP[-1][1])


def percent(share: float) -> str:
    """``18%``; shares under 1% keep one decimal (``0.4%``) so they never read as 0."""
    return f"{share:.0%}" if share >= 0.01 or share == 0 else f"{share:.1%}"


class LayerItem(QGraphicsItem):
    """Draws nothing itself; showing or hiding it shows or hides the whole map."""

    def __init__(self, z: float = HEAT_Z) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(z)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass


class HeatCellItem(QGraphicsItem):
    def __init__(self, node: Node, share: float, polygon: QPolygonF,
                 parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.node, self.share, self.polygon = node, share, polygon
        self.colour = heat_colour(share)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.polygon.boundingRect()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(self.colour))
        painter.drawPolygon(self.polygon)


# Where a callout may sit around its cell, in order of preference (pixels from the cell's
# centre to the box's centre, in units of the box's width and height): above, below,
# right, left, the corners, then further out. The first place clear of the better-ranked
# callouts wins, so the worst spot keeps the plain "just above" place.
PLACES = ((0.0, -1.0), (0.0, 1.0), (1.0, 0.0), (-1.0, 0.0), (0.8, -1.0), (-0.8, -1.0),
          (0.8, 1.0), (-0.8, 1.0), (0.0, -2.1), (0.0, 2.1), (1.9, 0.0), (-1.9, 0.0),
          (1.6, -2.1), (-1.6, -2.1), (1.6, 2.1), (-1.6, 2.1), (0.0, -3.2), (0.0, 3.2))


class HotSpotLabel(QGraphicsItem):
    """``1 · 18%`` in a callout beside the cell (the cell's tint stays visible), the same
    size at any zoom; a leader line points at the cell when the callout had to move."""

    FONT_PX = 12
    LIFT = 14.0  # pixels from the cell's centre to the callout's box when it sits above

    def __init__(self, rank: int, node: Node, share: float, at: QPointF,
                 parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.rank, self.node, self.share = rank, node, share
        self.text = f"{rank} · {percent(share)}"
        self.font = QFont("DejaVu Sans")
        self.font.setPixelSize(self.FONT_PX)
        self.font.setBold(True)
        self.size = (QFontMetricsF(self.font).horizontalAdvance(self.text) + 10,
                     self.FONT_PX * 1.6)
        self.rect = QRectF()
        self.place(PLACES[0])
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPos(at)
        self.setZValue(1 + 1 / rank)  # over the cells; the worst spot over the others

    def place(self, where: tuple[float, float]) -> None:
        """Put the box at one of PLACES (pixels, relative to the cell's centre)."""
        w, h = self.size
        fx, fy = where
        cx = fx * (w + 6)
        cy = fy * (h / 2 + self.LIFT) if fx == 0 else fy * (h + 6)
        self.prepareGeometryChange()
        self.rect = QRectF(cx - w / 2, cy - h / 2, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.rect.united(QRectF(-4, -4, 8, 8)).adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        ink = QColor("#8c0c14")
        painter.setPen(QPen(ink, 1.6))
        painter.setBrush(ink)
        # The leader: from the box's nearest edge point to the cell's centre.
        edge = QPointF(min(max(0.0, self.rect.left()), self.rect.right()),
                       min(max(0.0, self.rect.top()), self.rect.bottom()))
        painter.drawLine(edge, QPointF(0, 0))
        painter.drawEllipse(QPointF(0, 0), 2.5, 2.5)
        painter.setPen(QPen(ink, 1.2))
        painter.setBrush(QColor(255, 255, 255, 240))
        painter.drawRoundedRect(self.rect, 4, 4)
        painter.setFont(self.font)
        painter.setPen(ink)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


def text_box(text: Text, zoom: float) -> QRectF:
    """The box a label painted by the scene covers, in pixels at ``zoom`` (the scene
    writes it centred on its position, at ``size`` world units high)."""
    font = QFont("DejaVu Sans")
    px = max(round(text.size * zoom), 1)
    font.setPixelSize(px)
    font.setBold(text.bold)
    w = QFontMetricsF(font).horizontalAdvance(text.text)
    x, y = text.position[0] * zoom, -text.position[1] * zoom
    return QRectF(x - w / 2, y - px / 2, w, px)


def lay_out(labels: list[HotSpotLabel], zoom: float,
            obstacles: Sequence[QRectF] = ()) -> None:
    """Place each callout, best rank first, at the first of PLACES whose box (in pixels at
    ``zoom``) overlaps no callout already placed, no other callout's dot, nor any of
    ``obstacles`` (the tile labels, in pixels). If none is clear: the place least over
    the other callouts and dots, then least over the obstacles (a callout over a callout
    hides a figure, over a tile id only part of a name)."""
    walls = [box.adjusted(-2, -2, 2, 2) for box in obstacles]
    # every callout's dot on its cell counts as a callout: covering it hides the spot
    dots = {id(label): QRectF(-5, -5, 10, 10).translated(label.pos() * zoom)
            for label in labels}
    taken: list[QRectF] = []
    for label in sorted(labels, key=lambda item: item.rank):
        anchor = label.pos() * zoom
        others = taken + [dot for key, dot in dots.items() if key != id(label)]
        best: tuple[tuple[float, float], tuple[float, float]] | None = None
        for where in PLACES:
            label.place(where)
            box = label.rect.translated(anchor)
            overlap = (sum(_area(box.intersected(other)) for other in others),
                       sum(_area(box.intersected(other)) for other in walls))
            if best is None or overlap < best[0]:
                best = (overlap, where)
            if overlap == (0, 0):
                break
        assert best is not None
        label.place(best[1])
        taken.append(label.rect.translated(anchor).adjusted(-2, -2, 2, 2))


def _area(rect: QRectF) -> float:
    return max(0.0, rect.width()) * max(0.0, rect.height())


class HeatMapLayer:
    """The heat map of one drive result on the scene (empty until a drive)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.layer = LayerItem()
        scene.addItem(self.layer)
        self.cells: dict[Node, HeatCellItem] = {}
        self.labels: list[HotSpotLabel] = []
        self.result: DriveResult | None = None
        self.zoom: float | None = None  # the zoom of the last layout
        if isinstance(scene, StageScene):
            scene.labels_changed.connect(lambda: self.relayout(self.zoom))

    def show_result(self, result: DriveResult | None) -> None:
        for item in [*self.cells.values(), *self.labels]:
            item.setParentItem(None)  # type: ignore[arg-type]  # Qt takes None: no parent
            self.scene.removeItem(item)
        self.cells, self.labels = {}, []
        self.result = result
        if result is None:
            return
        g = result.graph.g
        for node in result.heat_nodes():  # a circuit's laps: one cell, losses added up
            if node in g:
                self.cells[node] = HeatCellItem(node, result.share(node),
                                                cell_polygon(result.graph.polygon(node)),
                                                self.layer)
        for rank, node in enumerate(result.hot_nodes()[:TOP_LABELS], start=1):
            if node in g:
                p = result.graph.polygon(node).representative_point()
                self.labels.append(HotSpotLabel(rank, node, result.share(node),
                                                QPointF(p.x, -p.y), self.layer))
        self.relayout()

    def relayout(self, zoom: float | None = None) -> None:
        """Keep the callouts apart, and off the tile labels, at the view's zoom (they do
        not scale, the map does)."""
        if zoom is None:
            views = self.scene.views()
            zoom = views[0].transform().m11() if views else 1.0
        self.zoom = zoom
        written = self.scene.labels(zoom=zoom) if isinstance(self.scene, StageScene) else []
        lay_out(self.labels, zoom, [text_box(t, zoom) for t in written])

    def set_visible(self, visible: bool) -> None:
        self.layer.setVisible(visible)

    def cell_rect(self, node: Node) -> QRectF | None:
        item = self.cells.get(node)
        return item.boundingRect() if item is not None else None
