"""The stage's printable build guide (PDF), through :mod:`pacenote.export` as
``pacenote export`` writes it; a fresh expert test drive supplies the par time."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pacenote.editor.testdrive import DriveResult
from pacenote.export import ParTime, StageGuide, stage_guide, write_booklet
from pacenote.export.booklet import Booklet
from pacenote.stage import Stage

PAR_DRIVER = "expert"  # the par time is the expert's expected time (docs/engine.md)


def printable_guide(stage: Stage, source: str, drive: DriveResult | None = None) -> StageGuide:
    """The build guide; with the par time of ``drive`` if it is an expert drive of this
    very stage (the same figures ``pacenote export --par RUNS --seed SEED`` prints)."""
    guide = stage_guide(stage, source)
    if drive is not None and drive.stage == stage and drive.settings.driver == PAR_DRIVER:
        r = drive.report
        guide = replace(guide, par=ParTime(r.runs, r.seed, r.par_time, r.mean, r.finished))
    return guide


def export_printable(stage: Stage, path: str | Path, source: str,
                     drive: DriveResult | None = None) -> Path:
    """Write the build guide as PDF (atomic); PacenoteFileError with the reason if not."""
    guide = printable_guide(stage, source, drive)
    return write_booklet(Booklet(guide.title, source, [guide]), path)
