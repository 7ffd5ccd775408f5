"""``pacenote validate``: is this stage (or rally) playable? One line per finding.

Exit code 0: no errors (warnings allowed); 1: at least one error; 2: a file could not
be read (reported as an ``unreadable-file`` finding; the other files are still checked).

This module finds and reads the files (folders walked without leaving them, each file
once, a rally's stage files inside its folder) and hands loaded stages and rallies to
the validators, which never touch a file. One bad file never takes the run down: any
failure while reading or checking a file becomes that file's ``unreadable-file``
finding, and each file's course and cell graph are let go once it is reported.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from pacenote.boxes import BoxSpec
from pacenote.cli.app import app
from pacenote.cli.boxes import BOXES_HELP, boxes_option
from pacenote.cli.inputs import checks_its_inputs, refused
from pacenote.cli.safetext import safe

if TYPE_CHECKING:
    from pacenote.rally import Rally
    from pacenote.validators import Report
    from pacenote.validators.rallychecks import CourseFacts, StageOutcome

EXIT_ERRORS = 1
INLINE = re.compile(r"#stages\[\d+\]$")  # a rally's inline stage: file#stages[i]
EXIT_UNREADABLE = 2


class FileChecker:
    """Validates files and folders, each file once, keeping reports in the order found."""

    def __init__(self, boxes: BoxSpec = 1) -> None:
        self.boxes = boxes
        self.reports: list[Report] = []
        # how a file's text was decoded, when not UTF-8: (file, note)
        self.notes: list[tuple[str, str]] = []
        # Per stage file and box count: what a rally needs of it, and its report.
        self._stages: dict[tuple[str, BoxSpec], tuple[CourseFacts | None, Report]] = {}
        self._rallies: set[str] = set()
        self.empty_folders: list[Path] = []  # folders given that hold no stage or rally file

    def add(self, path: str | Path) -> None:
        """A file, or a folder searched (recursively) for stage and rally files."""
        from pacenote.loading import find_stage_files
        from pacenote.validators import unreadable

        path = Path(path)
        if not path.is_dir():
            self._file(path)
            return
        files = find_stage_files(path)
        if not files:
            self.empty_folders.append(path)
        for found in files:
            if found.refused is not None:
                self.reports.append(unreadable(os.path.normpath(found.path), found.refused))
            else:
                self._file(found.path)

    def _file(self, path: Path) -> None:
        from pacenote.rally import is_rally_file

        if is_rally_file(path):
            key = os.path.abspath(path)
            if key not in self._rallies:
                self._rallies.add(key)
                self._rally(path)
        else:
            self._stage_file(path, self.boxes)

    def _stage_file(self, path: Path, boxes: BoxSpec) -> tuple[CourseFacts | None, Report]:
        from pacenote.formats import load_stage, source_encoding
        from pacenote.validators import Report
        from pacenote.validators.rallystage import rally_stage

        key = (os.path.abspath(path), boxes)
        if key in self._stages:
            return self._stages[key]
        shown = os.path.normpath(path)
        try:
            stage = load_stage(path)
            how = source_encoding(stage)
            if how:  # a message: said in the user's language where printed
                self.notes.append((shown, how))
            checked = rally_stage(stage, path=path, boxes=boxes, figures=False)[1]
            result = (checked.facts, Report(shown, list(checked.findings)))
        except Exception as exc:  # noqa: BLE001 - any failure is this file's finding
            result = (None, _failed(shown, exc))
        self._stages[key] = result
        self.reports.append(result[1])
        return result

    def _rally(self, path: Path) -> None:
        from pacenote.rally import load_rally
        from pacenote.validators import Report
        from pacenote.validators.rallychecks import check_rally

        shown = os.path.normpath(path)
        try:
            rally = load_rally(path)
        except Exception as exc:  # noqa: BLE001 - any failure is this file's finding
            self.reports.append(_failed(shown, exc))
            return
        report = Report(shown)
        self.reports.append(report)
        try:
            outcomes = [self._rally_stage(rally, shown, i) for i in range(len(rally.stages))]
            report.findings = check_rally(rally, outcomes)
        except Exception as exc:  # noqa: BLE001 - any failure is this file's finding
            report.findings = _failed(shown, exc).findings

    def _rally_stage(self, rally: Rally, shown: str, i: int) -> StageOutcome:
        from pacenote.errors import PacenoteFileError
        from pacenote.validators import Report
        from pacenote.validators.rallychecks import StageOutcome
        from pacenote.validators.rallystage import rally_stage

        entry = rally.stages[i]
        if entry.file is None:  # inline: its own report, named after its place in the file
            file = f"{shown}#{entry.where.removeprefix('$.')}"
            checked = rally_stage(rally.load_stage(entry), boxes=rally.boxes, figures=False)[1]
            self.reports.append(Report(file, list(checked.findings)))
            return checked.outcome(entry)
        try:
            stage_file = rally.stage_file(entry)  # inside the rally's folder, or refused
        except PacenoteFileError as exc:
            return StageOutcome(entry, entry.source, problem=_reason(exc))
        facts, report = self._stage_file(stage_file, rally.boxes)
        problem = report.findings[0].message if report.unreadable else None
        return StageOutcome(entry, entry.source, facts, report.findings, problem)


def _reason(exc: Exception) -> str:
    """The one-line reason without the file name (the report names the file)."""
    from pacenote.errors import PacenoteFileError
    from pacenote.i18n import msg

    if isinstance(exc, PacenoteFileError):
        return exc.reason()
    # A failure pacenote did not foresee: still this file's finding, never a traceback.
    # Its text is not shown: it may quote what the file holds.
    return msg("could not be checked ({error})", error=type(exc).__name__)


def _failed(shown: str, exc: Exception) -> Report:
    from pacenote.validators import unreadable

    return unreadable(shown, _reason(exc))


def validate_paths(paths: list[str | Path] | list[Path], *,
                   boxes: BoxSpec = 1) -> list[Report]:
    """Reports for files and folders (a rally also reports its stage files, once each)."""
    return check_paths(paths, boxes=boxes).reports


def check_paths(paths: list[str | Path] | list[Path], *, boxes: BoxSpec = 1,
                refuse: Callable[[Path], str | None] | None = None) -> FileChecker:
    """The checker after checking files and folders: its reports and empty folders.
    ``refuse`` says why a named path must not be read (then that is its finding)."""
    from pacenote.gcpause import fewer_collections
    from pacenote.validators import unreadable

    checker = FileChecker(boxes)
    with fewer_collections():
        for p in paths:
            reason = None if refuse is None else refuse(Path(p))
            if reason is not None:
                checker.reports.append(unreadable(os.path.normpath(p), reason))
            else:
                checker.add(p)
    return checker


@app.command("validate")
@checks_its_inputs
def validate_command(
    paths: Annotated[list[Path], typer.Argument(
        metavar="FILE_OR_DIR",
        help="Stage files (.stage.json, Rekee .json, .rgt), rallies (.rally.json), or folders "
             "searched for them.")],
    fmt: Annotated[str, typer.Option(
        "--format", metavar="text|json|github",
        help="text (one line per finding), json, or github (annotations a GitHub pull "
             "request shows on the file and line).")] = "text",
    show: Annotated[str, typer.Option(
        "--show", help="Lowest severity to print: error, warning or info.")] = "info",
    boxes: Annotated[str, typer.Option("--boxes", help=BOXES_HELP)] = "1",
) -> None:
    """Check stages and rallies: structure, playability, length.

    Every finding has a stable code (see the validators' README in the pacenote
    repository). Exit code 0: no errors; 1: errors; 2: a file could not be read."""
    from pacenote.i18n import msg, said, tr
    from pacenote.validators import SEVERITIES

    if fmt not in ("text", "json", "github"):
        raise typer.BadParameter(msg("{value}: expected text, json or github", value=repr(fmt)),
                                 param_hint="--format")
    if show not in SEVERITIES:
        raise typer.BadParameter(msg("{value}: expected error, warning or info",
                                     value=repr(show)), param_hint="--show")
    shown = SEVERITIES[: SEVERITIES.index(show) + 1]
    checker = check_paths(paths, boxes=boxes_option(boxes), refuse=refused)
    for p in checker.empty_folders:
        print(tr("pacenote: warning: {folder} holds no stage or rally files",
                 folder=safe(str(p))), file=sys.stderr)
    for file, note in checker.notes:
        print(tr("pacenote: note: {file}: {note}", file=safe(file), note=safe(said(note))),
              file=sys.stderr)
    reports = checker.reports
    if fmt == "json":
        out = []
        for r in reports:
            d = r.to_dict()
            d["findings"] = [f for f in d["findings"] if f["severity"] in shown]
            out.append(d)
        typer.echo(json.dumps(out, indent=2, ensure_ascii=True))
    elif fmt == "github":
        from pacenote.cli.annotations import github_annotations

        typer.echo("\n".join([*github_annotations(reports, shown), summary(reports)]))
    else:
        # One write for every line (an echo per finding cost more than the line).
        typer.echo("\n".join([safe(f.line(r.file)) for r in reports for f in r.findings
                              if f.severity in shown] + [summary(reports)]))
    if any(r.unreadable for r in reports):
        raise typer.Exit(EXIT_UNREADABLE)
    if any(r.count("error") for r in reports):
        raise typer.Exit(EXIT_ERRORS)


def _file_of(report: Report) -> str:
    """The file a report is about (a rally's inline stage: the rally file)."""
    return INLINE.sub("", str(report.file))


def summary(reports: list[Report]) -> str:
    """The last line: counts, and a verdict that agrees with the exit code."""
    from pacenote.i18n import tr, trn

    unread = sum(r.unreadable for r in reports)
    # a rally's inline stage has a report of its own but is no file of its own
    checked = len({_file_of(r) for r in reports if not r.unreadable})
    errors = sum(r.count("error") for r in reports) - unread
    parts = [trn("{n} error", "{n} errors", errors),
             trn("{n} warning", "{n} warnings", sum(r.count("warning") for r in reports)),
             trn("{n} info", "{n} info", sum(r.count("info") for r in reports))]
    # a file that could not be read was not checked: it is counted apart
    counted = trn("{n} file checked", "{n} files checked", checked) + (
        ", " + trn("{n} file could not be read", "{n} files could not be read", unread)
        if unread else "")
    failing = len({_file_of(r) for r in reports if r.count("error") and not r.unreadable})
    verdicts = [trn("{n} file with errors", "{n} files with errors", failing)] if failing else []
    if unread:
        verdicts.append(tr("not every file could be checked"))
    verdict = "; ".join(verdicts) or tr("no errors")
    return tr("{files}: {counts} ({verdict})", files=counted, counts=", ".join(parts),
              verdict=verdict)
