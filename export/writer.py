"""Write a booklet as PDF (every page, A4), or one page as SVG or PNG.

The same page painter draws on every device: QPdfWriter (vector, text embedded),
QImage (PNG) and QSvgGenerator. Everything is rendered in memory first and then
written with a temp file + rename, so a failed export never leaves a half file.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pacenote.errors import PacenoteFileError, cannot_write, require_qt
from pacenote.export.booklet import Booklet
from pacenote.export.qtpaint import encode_png, ensure_gui_app
from pacenote.i18n import msg, msgn
from pacenote.jsonio import write_bytes_atomic

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

FORMATS = (".pdf", ".svg", ".png")
PDF_DPI = 600  # PDF user-space resolution: positions are vector, this is only precision
PNG_DPI = 150
SVG_DPI = 300  # SVG user units per inch (viewBox), sizes stay in mm
MM_PER_INCH = 25.4


def check_output(path: str | Path, pages: int = 1, *, booklet: bool = False) -> str:
    """The output format from the file name; PacenoteFileError if it cannot hold
    ``pages`` pages, or a rally booklet of a count not known yet (only PDF holds several)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        what = f"'{suffix}'" if suffix else msg("no extension")
        raise PacenoteFileError(path, "", msg("cannot write {what}: use .pdf, .svg or .png, or "
                                              "a folder (DIR/) for the bundle", what=what))
    if (booklet or pages > 1) and suffix != ".pdf":
        raise PacenoteFileError(path, "", msgn(
            "a rally booklet has {n} page and {suffix} holds one: export it as .pdf",
            "a rally booklet has {n} pages and {suffix} holds one: export it as .pdf",
            pages, suffix=suffix) if pages > 1 else msg(
            "a rally booklet has several pages and {suffix} holds one: export it as .pdf",
            suffix=suffix))
    require_qt(msg("pacenote export (PDF, SVG and PNG pages)"))
    return suffix


def write_booklet(booklet: Booklet, path: str | Path, *, force: bool = False) -> Path:
    """Write the booklet by the file's extension (.pdf, or .svg/.png for one page)."""
    path = Path(path)
    suffix = check_output(path, len(booklet.pages))
    try:
        if suffix == ".pdf":
            data = pdf_bytes(booklet)
        elif suffix == ".svg":
            data = svg_text(booklet).encode("utf-8")
        else:
            data = png_bytes(booklet)
        write_bytes_atomic(path, data, force=force)
    except OSError as exc:
        raise PacenoteFileError(path, "", cannot_write(exc)) from None
    return path


def _paint_all(painter: object, booklet: Booklet, dpmm: float, pages: range,
               new_page: object = None) -> None:
    from PySide6.QtGui import QPainter

    from pacenote.export.canvas import Canvas
    from pacenote.export.pages import paint_page

    assert isinstance(painter, QPainter)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    canvas = Canvas(painter, dpmm)
    for n, i in enumerate(pages):
        if n and callable(new_page):
            new_page()
        paint_page(canvas, booklet, i)


def pdf_bytes(booklet: Booklet) -> bytes:
    """Every page, A4 portrait, no printer margins (the pages keep their own)."""
    from PySide6.QtCore import QBuffer, QIODevice, QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter

    ensure_gui_app()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageOrientation(QPageLayout.Orientation.Portrait)
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    writer.setResolution(PDF_DPI)
    writer.setTitle(booklet.title)
    writer.setCreator("pacenote")
    painter = QPainter(writer)
    try:
        _paint_all(painter, booklet, PDF_DPI / MM_PER_INCH, range(len(booklet.pages)),
                   writer.newPage)
    finally:
        painter.end()
    return bytes(buffer.data().data())


def page_image(booklet: Booklet, index: int = 0, dpi: float = PNG_DPI) -> QImage:
    """One page as a QImage (white background) at ``dpi``."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from pacenote.export.canvas import PAGE_H, PAGE_W

    ensure_gui_app()
    dpmm = dpi / MM_PER_INCH
    image = QImage(round(PAGE_W * dpmm), round(PAGE_H * dpmm), QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpmm * 1000))
    image.setDotsPerMeterY(round(dpmm * 1000))
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    try:
        _paint_all(painter, booklet, dpmm, range(index, index + 1))
    finally:
        painter.end()
    return image


def png_bytes(booklet: Booklet, index: int = 0) -> bytes:
    return encode_png(page_image(booklet, index))


def svg_text(booklet: Booklet, index: int = 0) -> str:
    """One page as SVG, A4 in mm, text kept as text."""
    from PySide6.QtCore import QBuffer, QIODevice, QRect, QSize
    from PySide6.QtGui import QColor, QPainter
    from PySide6.QtSvg import QSvgGenerator

    from pacenote.export.canvas import PAGE_H, PAGE_W

    ensure_gui_app()
    dpmm = SVG_DPI / MM_PER_INCH
    w, h = round(PAGE_W * dpmm), round(PAGE_H * dpmm)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(w, h))
    generator.setViewBox(QRect(0, 0, w, h))
    generator.setResolution(SVG_DPI)
    generator.setTitle(booklet.title)
    generator.setDescription("pacenote stage build guide")
    painter = QPainter(generator)
    try:
        painter.fillRect(0, 0, w, h, QColor("#ffffff"))
        _paint_all(painter, booklet, dpmm, range(index, index + 1))
    finally:
        painter.end()
    return bytes(buffer.data().data()).decode("utf-8")
