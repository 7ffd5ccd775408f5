"""The Test drive dock's two small charts: the histogram of stage times (mean and par
marked) and the heat map's colour ramp."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from pacenote.editor.heatmap import HEAT_FULL, heat_colour, percent
from pacenote.engine import DriveReport
from pacenote.timefmt import clock


class Histogram(QWidget):
    """Stage times of all runs in bins, with the mean (dashed) and par (solid) marked."""

    BAR = QColor("#5b7f99")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report: DriveReport | None = None
        self.stale = False
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(260, 130)

    def set_report(self, report: DriveReport | None, stale: bool = False) -> None:
        self.report, self.stale = report, stale
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        report = self.report
        if report is None or not report.histogram:
            return
        bins = report.histogram
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text_h = self.fontMetrics().height()
        plot = QRectF(6, 4, self.width() - 12, self.height() - text_h - 10)
        lo, hi = bins[0][0], bins[-1][1]
        peak = max(n for _, _, n in bins) or 1

        def x_of(t: float) -> float:
            return plot.left() + (t - lo) / (hi - lo) * plot.width() if hi > lo else plot.left()

        bar = QColor("#b9c2c9") if self.stale else self.BAR
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(bar))
        for start, end, n in bins:
            h = plot.height() * n / peak
            painter.drawRect(QRectF(x_of(start) + 0.5, plot.bottom() - h,
                                    max(1.0, x_of(end) - x_of(start) - 1), h))
        painter.setPen(QPen(QColor("#666666"), 1))
        painter.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(),
                                                                       plot.bottom()))
        marks = [(report.mean, Qt.PenStyle.DashLine, "#1b1b1b")]
        if report.par_time is not None:
            marks.append((report.par_time, Qt.PenStyle.SolidLine, "#1e9d4a"))
        for t, style, colour in marks:
            if t is not None and lo <= t <= hi:
                painter.setPen(QPen(QColor(colour), 1.5, style))
                painter.drawLine(QPointF(x_of(t), plot.top()), QPointF(x_of(t), plot.bottom()))
        painter.setPen(QColor("#444444"))
        y = plot.bottom() + 3
        painter.drawText(QRectF(plot.left(), y, 80, text_h), Qt.AlignmentFlag.AlignLeft,
                         clock(lo))
        painter.drawText(QRectF(plot.right() - 80, y, 80, text_h), Qt.AlignmentFlag.AlignRight,
                         clock(hi))
        legend = "- - " + self.tr("mean") + (
            "   — " + self.tr("par") if report.par_time is not None else "")
        painter.drawText(QRectF(plot.left(), y, plot.width(), text_h),
                         Qt.AlignmentFlag.AlignHCenter, legend)
        painter.end()


class HeatLegend(QWidget):
    """The heat map's colour ramp: share of runs that lose control in a cell."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(34)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(260, 36)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        painter = QPainter(self)
        bar = QRectF(6, 2, self.width() - 12, 12)
        gradient = QLinearGradient(bar.topLeft(), bar.topRight())
        for i in range(11):
            gradient.setColorAt(i / 10, heat_colour(HEAT_FULL * i / 10))
        painter.setPen(QPen(QColor("#999999"), 1))
        painter.setBrush(QBrush(gradient))
        painter.drawRect(bar)
        painter.setPen(QColor("#444444"))
        y, h = bar.bottom() + 2, self.fontMetrics().height()
        painter.drawText(QRectF(bar.left(), y, 60, h), Qt.AlignmentFlag.AlignLeft, "0%")
        painter.drawText(QRectF(bar.left(), y, bar.width(), h), Qt.AlignmentFlag.AlignHCenter,
                         percent(HEAT_FULL / 2))
        painter.drawText(QRectF(bar.right() - 120, y, 120, h), Qt.AlignmentFlag.AlignRight,
                         self.tr("{share} or more").format(share=percent(HEAT_FULL)))
        painter.end()
