"""Printable exports: a stage's build guide; a rally booklet with the rally sheet.

    from pacenote.export import load_booklet, write_booklet
    booklet = load_booklet("rally-1.rally.json", drivers=6, par_runs=1000)
    write_booklet(booklet, "rally-1.pdf")   # .pdf: every page; .svg/.png: one page

The page models (:class:`StageGuide`, :class:`RallyCover`, :class:`SheetPart`) hold
every fact printed; :mod:`pacenote.export.pages` lays them out on A4 (docs/export.md).
"""

from __future__ import annotations

from pacenote.export.booklet import (
    DEFAULT_DRIVERS,
    MAX_DRIVERS,
    Booklet,
    CoverStage,
    RallyCover,
    load_booklet,
    rally_booklet,
)
from pacenote.export.buildsteps import BuildStep, build_steps
from pacenote.export.guide import ParTime, StageGuide, stage_guide
from pacenote.export.sheet import SheetPart, SheetRow, SheetStage, sheet_rows
from pacenote.export.writer import FORMATS, check_output, write_booklet

__all__ = [
    "DEFAULT_DRIVERS", "FORMATS", "MAX_DRIVERS", "Booklet", "BuildStep", "CoverStage", "ParTime",
    "RallyCover", "SheetPart", "SheetRow", "SheetStage", "StageGuide", "build_steps",
    "check_output", "load_booklet", "rally_booklet", "sheet_rows", "stage_guide",
    "write_booklet",
]
