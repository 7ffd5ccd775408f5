"""The race replay on the canvas: every car as a numbered disc on its cell, and the
route of the car whose turn it is (from its start cell through the cells it drove).

Only draws what one :class:`~pacenote.engine.replay.ReplayTurn` says: the cells come
from the engine's trace, the polygons from the cell graph the drive ran on.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from pacenote.editor.heatmap import LayerItem
from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.engine.replay import CarAt, Replay
from pacenote.graph import CellGraph

REPLAY_Z = 8.0  # over the heat and congestion maps and the findings
# One colour per car (car 1 first), the same in the per-driver table: apart from the
# heat map's yellow-to-red and the congestion map's blue.
CAR_COLOURS = ("#7b2cbf", "#2a9d8f", "#e76f51", "#264653", "#d4a017", "#c2185b")
STATE_WORDS = {"road": QT_TRANSLATE_NOOP("Replay", "on the road"),
               "beside road": QT_TRANSLATE_NOOP("Replay", "beside the road (crashed)"),
               "finished": QT_TRANSLATE_NOOP("Replay", "finished"),
               "retired": QT_TRANSLATE_NOOP("Replay", "retired"),
               "stuck": QT_TRANSLATE_NOOP("Replay", "stuck")}


def state_words(state: str) -> str:
    """A car's state as the replay says it, in the user's language."""
    return QCoreApplication.translate("Replay", STATE_WORDS[state]) if state in STATE_WORDS \
        else state


def car_colour(driver_id: int) -> QColor:
    return QColor(CAR_COLOURS[driver_id % len(CAR_COLOURS)])


def car_swatch(driver_id: int, size: int = 12) -> QIcon:
    """A square of the car's colour, for the tables that list cars."""
    pixmap = QPixmap(size, size)
    pixmap.fill(car_colour(driver_id))
    return QIcon(pixmap)


def cell_centre(graph: CellGraph, replay: Replay, cell: int) -> QPointF | None:
    """Where a car in ``cell`` is drawn (None: the cell is not in the graph shown)."""
    node = replay.node(cell)
    if node not in graph.g:
        return None
    p = graph.polygon(node).representative_point()
    return QPointF(p.x, -p.y)


class CarItem(QGraphicsItem):
    """A disc in the car's colour with its number, the same size at any zoom; ringed
    black while it is its turn, red when it crashed, faded once it left the race."""

    RADIUS = 10.0

    def __init__(self, car: CarAt, moving: bool, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.car, self.moving = car, moving
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(2 if moving else 1)
        if car.state in ("finished", "retired", "stuck"):
            self.setOpacity(0.45)
        self.setToolTip(QCoreApplication.translate("Replay", "car {n}").format(n=car.driver_id + 1)
                        + f": {state_words(car.state)}")

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        r = self.RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = QColor("#c1121f") if self.car.state == "beside road" else \
            QColor("#111111") if self.moving else QColor("#ffffff")
        painter.setPen(QPen(ring, 3.0 if self.moving or ring.red() > 150 else 1.5))
        painter.setBrush(QBrush(car_colour(self.car.driver_id)))
        painter.drawEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        font = QFont("DejaVu Sans")
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        light = car_colour(self.car.driver_id).lightness() > 140
        painter.setPen(QColor("#111111" if light else "#ffffff"))  # readable on any colour
        painter.drawText(QRectF(-self.RADIUS, -self.RADIUS, 2 * self.RADIUS, 2 * self.RADIUS),
                         Qt.AlignmentFlag.AlignCenter, str(self.car.driver_id + 1))


class RouteItem(QGraphicsItem):
    """The moving car's route this turn: a line through the centres of the cells it
    drove through, with a dot on each."""

    def __init__(self, points: list[QPointF], colour: QColor, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.points, self.colour = points, colour
        self.path = QPainterPath()
        self.path.addPolygon(QPolygonF(points))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.path.boundingRect().adjusted(-0.2, -0.2, 0.2, 0.2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.colour, 4.0)  # cosmetic: pixels at any zoom
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path)
        dot = QPen(self.colour, 9.0)
        dot.setCosmetic(True)
        dot.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(dot)
        painter.drawPoints(QPolygonF(self.points[1:]))


class ReplayLayer:
    """The cars of one replay turn on the scene (empty until a replay is shown)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.layer = LayerItem(REPLAY_Z)
        scene.addItem(self.layer)
        self.cars: dict[int, CarItem] = {}  # driver id → its disc
        self.route: RouteItem | None = None

    def show_turn(self, graph: CellGraph | None, replay: Replay | None, index: int) -> None:
        """Draw the cars after turn ``index`` of ``replay`` (None: draw nothing)."""
        old: list[QGraphicsItem] = [*self.cars.values(), *([self.route] if self.route else [])]
        for item in old:
            item.setParentItem(None)  # type: ignore[arg-type]  # Qt takes None: no parent
            self.scene.removeItem(item)
        self.cars, self.route = {}, None
        if graph is None or replay is None or not 0 <= index < len(replay.turns):
            return
        turn = replay.turns[index]
        route = [cell_centre(graph, replay, c) for c in (turn.record.start, *turn.record.cells)]
        points = [p for p in route if p is not None]
        if len(points) > 1:
            self.route = RouteItem(points, car_colour(turn.driver_id), self.layer)
        for car in turn.cars:
            at = cell_centre(graph, replay, car.cell)
            if at is not None:
                item = CarItem(car, car.driver_id == turn.driver_id, self.layer)
                item.setPos(at)
                self.cars[car.driver_id] = item

    def moving_rects(self) -> list[QRectF]:
        """Where the car whose turn it is drove, in the scene: its route, then its cell
        (the one to keep in view if both cannot be)."""
        mover = next((car for car in self.cars.values() if car.moving), None)
        if mover is None:
            return []
        at = QRectF(mover.pos(), mover.pos()).adjusted(-0.3, -0.3, 0.3, 0.3)
        return [self.route.boundingRect(), at] if self.route is not None else [at]

    def set_visible(self, visible: bool) -> None:
        self.layer.setVisible(visible)
