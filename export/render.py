"""Write a :class:`~pacenote.drawing.Drawing` to a file, the format chosen by the
file's extension (``.svg`` or ``.png``). Every render/export command goes through here."""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING

from pacenote.errors import PacenoteFileError, cannot_write, require_qt
from pacenote.i18n import either, msg
from pacenote.jsonio import write_text_atomic

if TYPE_CHECKING:  # shapely: only a caller that has a drawing has loaded it
    from pacenote.drawing import Drawing

FORMATS = (".svg", ".png")
DEFAULT_SCALE = 200.0  # pixels per hex circumradius


def write_drawing(drawing: Drawing, path: str | Path, *, scale: float = DEFAULT_SCALE,
                  background: str = "#ffffff", force: bool = False) -> Path:
    """Write the drawing; the file appears whole or not at all (temp file + rename).

    ``scale`` is pixels per hex circumradius (the SVG's nominal size, the PNG's
    resolution). Raises :class:`PacenoteFileError` for an unknown extension or a
    file that cannot be written; a read-only file is replaced only with ``force``.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        what = f"'{suffix}'" if suffix else msg("no extension")
        raise PacenoteFileError(path, "", msg("cannot write {what}: use {formats}", what=what,
                                              formats=either(FORMATS)))
    if not (scale > 0 and math.isfinite(scale)):  # inf would write width="inf" or crash
        raise PacenoteFileError(path, "", msg("scale must be a positive number, not {scale}",
                                              scale=str(scale)))
    try:
        if suffix == ".svg":
            from pacenote.svg import to_svg

            write_text_atomic(path, to_svg(drawing, scale, background), force=force)
        else:
            from pacenote.export.qtpaint import to_png

            require_qt(msg("PNG output"), instead=msg("write .svg"))

            to_png(drawing, path, scale, background, force=force)
    except OSError as exc:
        raise PacenoteFileError(path, "", cannot_write(exc)) from None
    return path

