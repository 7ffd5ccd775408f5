"""Pictures of the stage: the same drawing and writer the CLI's ``render`` uses."""

from __future__ import annotations

from pathlib import Path

from pacenote.export.render import write_drawing
from pacenote.stage import Stage
from pacenote.stagedraw import stage_drawing


def export_image(stage: Stage, path: str | Path) -> Path:
    """Write the stage as SVG or PNG (by suffix), atomically; PacenoteFileError if not."""
    return write_drawing(stage_drawing(stage), path)
