"""Validating stages, rallies, files and folders: one report per file, each file once."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage
from pacenote.rally import Rally, is_rally_file, load_rally
from pacenote.stage import Stage
from pacenote.tiles import Tileset, load_tileset
from pacenote.validators.context import StageContext
from pacenote.validators.finding import Finding, Where
from pacenote.validators.rallychecks import StageOutcome, check_rally
from pacenote.validators.registry import run_checks

STAGE_SUFFIXES = (".stage.json", ".json", ".rgt")  # .rally.json is a .json too


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
                  boxes: int = 1) -> tuple[StageContext | None, list[Finding]]:
    """The context (None if the stage's tileset is unknown) and the stage's findings."""
    if tileset is None:
        try:
            tileset = load_tileset(stage.tileset)
        except PacenoteFileError as exc:
            return None, [Finding("unknown-tileset", exc.problem)]
    ctx = StageContext(stage, tileset, path, boxes)
    return ctx, run_checks(ctx)


def validate_stage(stage: Stage, *, tileset: Tileset | None = None, path: Path | None = None,
                   boxes: int = 1) -> list[Finding]:
    """Every finding for one stage: errors first, then warnings, then info."""
    return stage_context(stage, tileset=tileset, path=path, boxes=boxes)[1]


def unreadable(file: str, problem: str) -> Report:
    return Report(file, [Finding("unreadable-file", problem, Where())])


class Validator:
    """Validates files and folders, each file once, keeping reports in the order found."""

    def __init__(self, boxes: int = 1) -> None:
        self.boxes = boxes
        self.reports: list[Report] = []
        self._stages: dict[tuple[Path, int], tuple[StageContext | None, Report]] = {}
        self._rallies: set[Path] = set()

    def add(self, path: str | Path) -> None:
        """A file, or a folder searched (recursively) for stage and rally files."""
        path = Path(path)
        if path.is_dir():
            for file in find_files(path):
                self._file(file)
        else:
            self._file(path)

    def _file(self, path: Path) -> None:
        if is_rally_file(path):
            key = Path(os.path.normpath(path.absolute()))
            if key not in self._rallies:
                self._rallies.add(key)
                self._rally(path)
        else:
            self._stage_file(path, self.boxes)

    def _stage_file(self, path: Path, boxes: int) -> tuple[StageContext | None, Report]:
        key = (Path(os.path.normpath(path.absolute())), boxes)
        if key in self._stages:
            return self._stages[key]
        shown = os.path.normpath(path)
        try:
            stage = load_stage(path)
        except PacenoteFileError as exc:
            result: tuple[StageContext | None, Report] = (None, unreadable(shown, _reason(exc)))
        else:
            ctx, findings = stage_context(stage, path=path, boxes=boxes)
            result = (ctx, Report(shown, findings))
        self._stages[key] = result
        self.reports.append(result[1])
        return result

    def _rally(self, path: Path) -> None:
        shown = os.path.normpath(path)
        try:
            rally = load_rally(path)
        except PacenoteFileError as exc:
            self.reports.append(unreadable(shown, _reason(exc)))
            return
        report = Report(shown)
        self.reports.append(report)
        outcomes = [self._rally_stage(rally, shown, i) for i in range(len(rally.stages))]
        report.findings = check_rally(rally, outcomes)

    def _rally_stage(self, rally: Rally, shown: str, i: int) -> StageOutcome:
        entry = rally.stages[i]
        if entry.file is None:  # inline: its own report, named after its place in the file
            file = f"{shown}#{entry.where.removeprefix('$.')}"
            ctx, findings = stage_context(rally.load_stage(entry), boxes=rally.boxes)
            self.reports.append(Report(file, findings))
            return StageOutcome(entry, entry.source, ctx, findings)
        ctx, report = self._stage_file(entry.file, rally.boxes)
        problem = report.findings[0].message if report.unreadable else None
        return StageOutcome(entry, entry.source, ctx, report.findings, problem)


def _reason(exc: PacenoteFileError) -> str:
    """The one-line reason without the file name (the report names the file)."""
    return f"{exc.where}: {exc.problem}" if exc.where else exc.problem


def find_files(folder: Path) -> list[Path]:
    """Stage and rally files under a folder, sorted; hidden folders and files skipped."""
    found = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if not name.startswith(".") and name.lower().endswith(STAGE_SUFFIXES):
                found.append(Path(root) / name)
    return found


def validate_paths(paths: list[str | Path] | list[Path], *, boxes: int = 1) -> list[Report]:
    """Reports for files and folders (a rally also reports its stage files, once each)."""
    v = Validator(boxes)
    for p in paths:
        v.add(p)
    return v.reports
