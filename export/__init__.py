"""Printable exports: a stage's build guide; a rally booklet with the rally sheet.

    from pacenote.export import load_booklet, write_booklet
    booklet = load_booklet("rally-1.rally.json", drivers=6, par_runs=1000)
    write_booklet(booklet, "rally-1.pdf")   # .pdf: every page; .svg/.png: one page

The page models (:class:`StageGuide`, :class:`RallyCover`, :class:`SheetPart`) hold
every fact printed; :mod:`pacenote.export.pages` lays them out on A4 (docs/export.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pacenote.lazyexports import lazy_exports

if TYPE_CHECKING:  # loaded on first use (pacenote.lazyexports): Qt, the engine
    from pacenote.export.booklet import (
        Booklet,
        CoverStage,
        RallyCover,
        load_booklet,
        rally_booklet,
    )
    from pacenote.export.buildsteps import BuildStep, build_steps
    from pacenote.export.guide import ParTime, StageGuide, stage_guide
    from pacenote.export.sheet import SheetPart, SheetRow, SheetStage, sheet_rows
    from pacenote.export.sheetsize import DEFAULT_DRIVERS, MAX_DRIVERS
    from pacenote.export.writer import FORMATS, check_output, write_booklet

__getattr__, __dir__ = lazy_exports(__name__, {
    "Booklet": "booklet", "CoverStage": "booklet", "RallyCover": "booklet",
    "load_booklet": "booklet", "rally_booklet": "booklet", "BuildStep": "buildsteps",
    "build_steps": "buildsteps", "ParTime": "guide", "StageGuide": "guide",
    "stage_guide": "guide", "SheetPart": "sheet", "SheetRow": "sheet", "SheetStage": "sheet",
    "sheet_rows": "sheet", "DEFAULT_DRIVERS": "sheetsize", "MAX_DRIVERS": "sheetsize",
    "FORMATS": "writer", "check_output": "writer", "write_booklet": "writer",
})

__all__ = [
    "DEFAULT_DRIVERS", "FORMATS", "MAX_DRIVERS", "Booklet", "BuildStep", "CoverStage", "ParTime",
    "RallyCover", "SheetPart", "SheetRow", "SheetStage", "StageGuide", "build_steps",
    "check_output", "load_booklet", "rally_booklet", "sheet_rows", "stage_guide",
    "write_booklet",
]
