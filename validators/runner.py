"""Validating loaded stages and rallies: pure checks, no file is found or read here.

Finding and reading files belongs to the caller (``pacenote validate`` in
``cli/validate.py``, the editor, export): it loads a stage or a rally with the core's
loaders and hands the result, or the reason it could not be read, to these functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pacenote.boxes import BoxSpec
from pacenote.errors import PacenoteFileError
from pacenote.stage import Stage
from pacenote.tiles import Tileset, load_tileset
from pacenote.validators.context import StageContext
from pacenote.validators.finding import Finding, Where
from pacenote.validators.registry import run_checks


@dataclass
class Report:
    """The findings for one file (or one stage held inline in a rally file)."""

    file: str
    findings: list[Finding] = field(default_factory=list)

    @property
    def unreadable(self) -> bool:
        return any(f.code == "unreadable-file" for f in self.findings)

    def count(self, severity: str) -> int:
        return sum(f.severity == severity for f in self.findings)

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "findings": [f.to_dict() for f in self.findings]}


def stage_context(stage: Stage, *, tileset: Tileset | None = None, path: Path | None = None,
                  boxes: BoxSpec = 1) -> tuple[StageContext | None, list[Finding]]:
    """The context (None if the stage's tileset is unknown) and the stage's findings."""
    if tileset is None:
        try:
            tileset = load_tileset(stage.tileset)
        except PacenoteFileError as exc:
            return None, [Finding("unknown-tileset", exc.problem)]
    ctx = StageContext(stage, tileset, path, boxes)
    return ctx, run_checks(ctx)


def validate_stage(stage: Stage, *, tileset: Tileset | None = None, path: Path | None = None,
                   boxes: BoxSpec = 1) -> list[Finding]:
    """Every finding for one stage: errors first, then warnings, then info."""
    return stage_context(stage, tileset=tileset, path=path, boxes=boxes)[1]


def unreadable(file: str, problem: str) -> Report:
    """The report of a file that could not be read (or checked): one ``unreadable-file``."""
    return Report(file, [Finding("unreadable-file", problem, Where())])
