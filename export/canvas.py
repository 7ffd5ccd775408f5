"""A printed page in millimetres over a QPainter, whatever the device (PDF, image, SVG).

Origin at the page's top-left corner, y down, lengths in mm, font sizes in points.
The painter draws in device pixels; ``dpmm`` (pixels per mm) converts, so fonts come
out the same physical size on a 600 dpi PDF and a 150 dpi PNG.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from pacenote.drawing import Drawing
from pacenote.export.qtpaint import paint

PAGE_W, PAGE_H = 210.0, 297.0  # A4 portrait
MARGIN = 15.0
TEXT = "#1d1d1d"
MUTED = "#5f6368"
FONT = "DejaVu Sans"
MM_PER_PT = 25.4 / 72

_ALIGN = {"left": Qt.AlignmentFlag.AlignLeft, "center": Qt.AlignmentFlag.AlignHCenter,
          "right": Qt.AlignmentFlag.AlignRight}
_VALIGN = {"top": Qt.AlignmentFlag.AlignTop, "middle": Qt.AlignmentFlag.AlignVCenter,
           "bottom": Qt.AlignmentFlag.AlignBottom}


class Canvas:
    def __init__(self, painter: QPainter, dpmm: float) -> None:
        self.p = painter
        self.dpmm = dpmm

    def px(self, mm: float) -> float:
        return mm * self.dpmm

    def rectf(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(self.px(x), self.px(y), self.px(w), self.px(h))

    def font(self, pt: float, bold: bool = False, italic: bool = False) -> QFont:
        font = QFont(FONT)
        font.setPixelSize(max(round(pt * MM_PER_PT * self.dpmm), 1))
        font.setBold(bold)
        font.setItalic(italic)
        # No "fi"/"fl" ligatures: the PDF's text then searches and copies as typed.
        font.setFeature(QFont.Tag("liga"), 0)
        return font

    # --- text ---------------------------------------------------------------------------

    def _flags(self, align: str, valign: str, wrap: bool) -> int:
        flags = _ALIGN[align] | _VALIGN[valign]
        if wrap:
            flags |= Qt.TextFlag.TextWordWrap
        return flags

    def text(self, x: float, y: float, w: float, h: float, text: str, pt: float = 9.0, *,
             bold: bool = False, italic: bool = False, colour: str = TEXT,
             align: str = "left", valign: str = "top", wrap: bool = False) -> float:
        """Draw ``text`` in the box; returns the height it takes (mm)."""
        self.p.setFont(self.font(pt, bold, italic))
        self.p.setPen(QColor(colour))
        flags = self._flags(align, valign, wrap)
        box = self.rectf(x, y, w, h)
        used = self.p.boundingRect(box, flags, text)
        self.p.drawText(box, flags, text)
        return used.height() / self.dpmm

    def measure(self, text: str, pt: float = 9.0, *, bold: bool = False, italic: bool = False,
                width: float | None = None) -> tuple[float, float]:
        """(width, height) in mm of ``text``, wrapped to ``width`` mm if given."""
        self.p.setFont(self.font(pt, bold, italic))
        self.p.setPen(QColor(TEXT))  # Qt measures nothing while the pen is NoPen
        flags = self._flags("left", "top", width is not None)
        box = self.rectf(0, 0, width if width is not None else 10 * PAGE_W, 10 * PAGE_H)
        used = self.p.boundingRect(box, flags, text)
        return used.width() / self.dpmm, used.height() / self.dpmm

    def fit_text(self, text: str, width: float, height: float, pt: float, *,
                 italic: bool = False) -> str:
        """``text`` cut at a word boundary (with "…") so it wraps into width x height."""
        if self.measure(text, pt, italic=italic, width=width)[1] <= height:
            return text
        words = text.split()
        lo, hi = 0, len(words)
        while lo < hi:  # the most words that still fit
            mid = (lo + hi + 1) // 2
            if self.measure(" ".join(words[:mid]) + " …", pt, italic=italic,
                            width=width)[1] <= height:
                lo = mid
            else:
                hi = mid - 1
        return " ".join(words[:lo]) + " …" if lo else ""

    # --- shapes -------------------------------------------------------------------------

    def _pen(self, colour: str | None, width: float, dash: bool = False) -> QPen:
        if colour is None:
            return QPen(Qt.PenStyle.NoPen)
        pen = QPen(QColor(colour))
        pen.setWidthF(self.px(width))
        if dash:
            pen.setStyle(Qt.PenStyle.DotLine)
        return pen

    def line(self, x0: float, y0: float, x1: float, y1: float, colour: str = TEXT,
             width: float = 0.25, dash: bool = False) -> None:
        self.p.setPen(self._pen(colour, width, dash))
        self.p.drawLine(QPointF(self.px(x0), self.px(y0)), QPointF(self.px(x1), self.px(y1)))

    def rect(self, x: float, y: float, w: float, h: float, *, fill: str | None = None,
             stroke: str | None = None, width: float = 0.25, radius: float = 0.0) -> None:
        self.p.setPen(self._pen(stroke, width))
        self.p.setBrush(QBrush(QColor(fill)) if fill else Qt.BrushStyle.NoBrush)
        if radius:
            self.p.drawRoundedRect(self.rectf(x, y, w, h), self.px(radius), self.px(radius))
        else:
            self.p.drawRect(self.rectf(x, y, w, h))

    def drawing(self, drawing: Drawing, x: float, y: float, w: float, h: float,
                max_mm_per_unit: float = 20.0) -> tuple[float, float, float, float]:
        """Fit a world drawing (y up) into the box, centred; returns the box it took."""
        x0, y0, x1, y1 = drawing.bounds()
        mm = min(w / (x1 - x0), h / (y1 - y0), max_mm_per_unit)
        dw, dh = (x1 - x0) * mm, (y1 - y0) * mm
        left, top = x + (w - dw) / 2, y + (h - dh) / 2
        scale = self.px(mm)  # device pixels per world unit
        self.p.save()
        self.p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.p.translate(self.px(left), self.px(top))
        self.p.scale(scale, scale)
        self.p.translate(-x0, y1)
        paint(self.p, drawing.primitives, scale)
        self.p.restore()
        return left, top, dw, dh
