"""Paint a :class:`~pacenote.drawing.Drawing` with QPainter: PNG export and the editor."""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from pacenote.drawing import Circle, Drawing, Polygon, Polyline, Primitive, Style, Text
from pacenote.errors import PacenoteFileError
from pacenote.i18n import Grouped, msg, tr
from pacenote.jsonio import write_bytes_atomic
from pacenote.limits import MAX_PNG_PIXELS

MAX_PNG_SIDE = 32_767  # Qt paints coordinates as 16-bit values on some paths

if TYPE_CHECKING:  # PySide6 is imported when painting, not when this module loads
    from PySide6.QtGui import QImage, QPainter, QPen, QPixmap

_APP: list[object] = []  # keeps the application alive for the life of the process


def ensure_gui_app() -> object:
    """A Qt application for painting; offscreen when there is no display.

    A widgets QApplication, not a bare QGuiApplication: Qt allows one application per
    process, and the editor opened later in the same process (tests, scripts) needs widgets.
    """
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
        _APP.append(app)
    return app


def _pen(style: Style, scale: float) -> QPen:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPen

    if not style.stroke:
        return QPen(Qt.PenStyle.NoPen)
    pen = QPen(QColor(style.stroke))
    pen.setWidthF(max(style.width, 0.5 / scale))  # at least half a pixel
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    if style.dash and style.width > 0:
        pen.setDashPattern([d / style.width for d in style.dash])
    return pen


def paint(painter: QPainter, primitives: Sequence[Primitive], scale: float = 1.0) -> None:
    """Paint primitives in world units (y up) onto a painter whose transform maps world
    units to device pixels with ``scale`` px per unit (used for pen widths and fonts)."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPolygonF

    p = painter
    for prim in primitives:
        if isinstance(prim, Polygon | Polyline | Circle):
            p.setOpacity(prim.style.opacity)
            p.setPen(_pen(prim.style, scale))
            fill = prim.style.fill if not isinstance(prim, Polyline) else None
            p.setBrush(QBrush(QColor(fill)) if fill else Qt.BrushStyle.NoBrush)
        if isinstance(prim, Polygon):
            path = QPainterPath()
            path.setFillRule(Qt.FillRule.OddEvenFill)
            for ring in (prim.points, *prim.holes):
                path.addPolygon(QPolygonF([QPointF(x, -y) for x, y in ring]))
                path.closeSubpath()
            p.drawPath(path)
        elif isinstance(prim, Polyline):
            p.drawPolyline(QPolygonF([QPointF(x, -y) for x, y in prim.points]))
        elif isinstance(prim, Circle):
            c = QPointF(prim.center[0], -prim.center[1])
            p.drawEllipse(c, prim.radius, prim.radius)
        elif isinstance(prim, Text):
            p.setOpacity(1.0)
            p.save()
            p.translate(prim.position[0], -prim.position[1])
            p.rotate(-prim.angle)
            # Fonts are laid out in pixels, then scaled back to world units.
            px = max(prim.size * scale, 1.0)
            p.scale(1 / scale, 1 / scale)
            font = QFont("DejaVu Sans")
            font.setPixelSize(max(int(round(px)), 1))
            font.setBold(prim.bold)
            p.setFont(font)
            p.setPen(QColor(prim.colour))
            text = tr(prim.text)  # the words on a tile drawing, in the reader's language
            w = px * max(len(text), 1)
            p.drawText(QRectF(-w, -px, 2 * w, 2 * px), Qt.AlignmentFlag.AlignCenter, text)
            p.restore()
    p.setOpacity(1.0)


def to_png(drawing: Drawing, path: str | Path, scale: float = 200.0,
           background: str = "#ffffff", *, force: bool = False) -> None:
    """Render a drawing to a PNG file at ``scale`` pixels per world unit (atomic write)."""
    from PySide6.QtGui import QColor, QImage, QPainter

    x0, y0, x1, y1 = drawing.bounds()
    if not math.isfinite((x1 - x0) * scale * (y1 - y0)):  # a scale near the float limit
        raise PacenoteFileError(path, "", msg("scale {scale} is far too large for a picture",
                                              scale=f"{scale:g}"))
    w, h = (max(math.ceil(v * scale - 1e-6), 1) for v in (x1 - x0, y1 - y0))  # nothing cut off
    check_png_size(path, w, h, scale)
    ensure_gui_app()
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor(background))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    painter.translate(-x0, y1)
    paint(painter, drawing.primitives, scale)
    painter.end()
    write_bytes_atomic(path, encode_png(image), force=force)


def check_png_size(path: str | Path, width: int, height: int, scale: float) -> None:
    """Refuse, before allocating it, a picture beyond the limit (far-apart tiles at the
    default scale would need gigabytes); the message says which scale would fit."""
    if width * height <= MAX_PNG_PIXELS and max(width, height) <= MAX_PNG_SIDE:
        return
    fit = math.floor(10 * scale * min(math.sqrt(MAX_PNG_PIXELS / (width * height)),
                                      MAX_PNG_SIDE / max(width, height))) / 10
    raise PacenoteFileError(path, "", msg(
        "the picture would be {width} x {height} pixels, more than the limit ({pixels} "
        "pixels, {side} a side): use --scale {fit} or less, or write .svg",
        width=Grouped(width), height=Grouped(height), pixels=Grouped(MAX_PNG_PIXELS),
        side=Grouped(MAX_PNG_SIDE), fit=f"{fit:g}"))


def encode_png(image: QImage | QPixmap) -> bytes:
    """The image as PNG bytes, for an atomic write; OSError if Qt cannot encode it."""
    from PySide6.QtCore import QBuffer, QIODevice

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # runtime takes str only
        raise OSError(f"Qt could not encode a {image.width()}x{image.height()} PNG image")
    return bytes(buffer.data().data())
