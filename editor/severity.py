"""How a finding's severity looks: colour, order, and the badge drawn in the findings
list and on the canvas (one drawing for both, so the two always match)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPen, QPixmap

from pacenote.i18n import trn
from pacenote.validators import SEVERITIES, Finding

COLOURS = {"error": QColor("#d0312d"), "warning": QColor("#e69500"), "info": QColor("#3a7cc2")}
GLYPHS = {"error": "!", "warning": "!", "info": "i"}


def rank(severity: str) -> int:
    """0 for errors, 1 for warnings, 2 for info: the list's order."""
    return SEVERITIES.index(severity)


def worst(severities: Iterable[str]) -> str | None:
    found = sorted(severities, key=rank)
    return found[0] if found else None


def presented(finding: Finding, blank: bool) -> str:
    """The severity the editor shows: on a blank stage (no tile yet) every finding is
    guidance (info): a missing START and FINISH are the next steps, not problems. The
    finding's code and its severity in the validators stay as they are."""
    return "info" if blank else finding.severity


def paint_badge(painter: QPainter, centre: QPointF, radius: float, severity: str,
                scale: float = 1.0) -> None:
    """A filled circle (error, info) or triangle (warning) with a white glyph.

    ``radius`` is in the painter's units, ``scale`` its pixels per unit: the badge is
    laid out in pixels (fonts need whole pixel sizes)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.translate(centre)
    painter.scale(1 / scale, 1 / scale)
    r = radius * scale
    painter.setPen(QPen(QColor("white"), max(1.0, r * 0.16)))
    painter.setBrush(QBrush(COLOURS[severity]))
    glyph = QRectF(-r, -r, 2 * r, 2 * r)
    if severity == "warning":
        t = r * 1.15
        painter.drawPolygon([QPointF(0, -t), QPointF(t, t * 0.78), QPointF(-t, t * 0.78)])
        glyph.translate(0, r * 0.2)
    else:
        painter.drawEllipse(QPointF(0, 0), r, r)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(1, round(r * 1.3)))
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(glyph, Qt.AlignmentFlag.AlignCenter, GLYPHS[severity])
    painter.restore()


@cache
def icon(severity: str, size: int = 16) -> QIcon:
    pixmap = QPixmap(size * 2, size * 2)  # drawn at 2x: crisp on high-DPI screens
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_badge(painter, QPointF(size / 2, size / 2), size * 0.42, severity)
    painter.end()
    return QIcon(pixmap)


def summary(findings: Iterable[Finding]) -> str:
    """``2 errors, 1 warning`` (info findings are not problems), or ``no problems``."""
    counts = {s: 0 for s in SEVERITIES}
    for f in findings:
        counts[f.severity] += 1
    parts = [trn("{n} error", "{n} errors", counts["error"])] if counts["error"] else []
    if counts["warning"]:
        parts.append(trn("{n} warning", "{n} warnings", counts["warning"]))
    return ", ".join(parts) or QCoreApplication.translate("Severity", "no problems")
