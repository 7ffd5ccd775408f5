"""Pictures of the stage: the same drawing and writer the CLI's ``render`` uses."""

from __future__ import annotations

from pathlib import Path

from pacenote.export.render import DEFAULT_SCALE, write_drawing
from pacenote.stage import Stage
from pacenote.stagedraw import poster_drawing


def export_image(stage: Stage, path: str | Path, *, title: str = "", tiles: bool = False,
                 scale: float = DEFAULT_SCALE) -> Path:
    """Write the stage as SVG or PNG (by suffix), atomically, with ``title`` above it
    and its tile list beside it if asked, at ``scale`` pixels per hex; PacenoteFileError
    if it cannot be written."""
    return write_drawing(poster_drawing(stage, title=title, tiles=tiles), path, scale=scale)
