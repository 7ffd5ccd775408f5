"""``pacenote validate``: is this stage (or rally) playable? One line per finding.

Exit code 0: no errors (warnings allowed); 1: at least one error; 2: a file could not
be read (reported as an ``unreadable-file`` finding; the other files are still checked).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from pacenote.cli.app import app

if TYPE_CHECKING:
    from pacenote.validators import Report

EXIT_ERRORS = 1
EXIT_UNREADABLE = 2


@app.command("validate")
def validate_command(
    paths: Annotated[list[Path], typer.Argument(
        metavar="FILE_OR_DIR",
        help="Stage files (.stage.json, Rekee .json, .rgt), rallies (.rally.json), or folders "
             "searched for them.")],
    fmt: Annotated[str, typer.Option(
        "--format", help="text (one line per finding) or json.")] = "text",
    show: Annotated[str, typer.Option(
        "--show", help="Lowest severity to print: error, warning or info.")] = "info",
    boxes: Annotated[int, typer.Option(
        "--boxes", min=1,
        help="Copies of the tileset's box you have (rallies say their own).")] = 1,
) -> None:
    """Check stages and rallies: structure, playability, length (codes: validators/README.md)."""
    from pacenote.validators import SEVERITIES, find_files, validate_paths

    if fmt not in ("text", "json"):
        raise typer.BadParameter(f"{fmt!r}: expected text or json", param_hint="--format")
    if show not in SEVERITIES:
        raise typer.BadParameter(f"{show!r}: expected error, warning or info", param_hint="--show")
    shown = SEVERITIES[: SEVERITIES.index(show) + 1]
    for p in paths:
        if p.is_dir() and not find_files(p):
            print(f"pacenote: warning: {p} holds no stage or rally files", file=sys.stderr)
    reports = validate_paths(paths, boxes=boxes)
    if fmt == "json":
        out = []
        for r in reports:
            d = r.to_dict()
            d["findings"] = [f for f in d["findings"] if f["severity"] in shown]
            out.append(d)
        typer.echo(json.dumps(out, indent=2, ensure_ascii=False))
    else:
        for r in reports:
            for f in r.findings:
                if f.severity in shown:
                    typer.echo(f.line(r.file))
        typer.echo(_summary(reports))
    if any(r.unreadable for r in reports):
        raise typer.Exit(EXIT_UNREADABLE)
    if any(r.count("error") for r in reports):
        raise typer.Exit(EXIT_ERRORS)


def _summary(reports: list[Report]) -> str:
    def n(count: int, word: str) -> str:
        return f"{count} {word}{'' if count == 1 else 's'}"

    unread = sum(r.unreadable for r in reports)
    errors = sum(r.count("error") for r in reports) - unread
    parts = [n(errors, "error"), n(sum(r.count("warning") for r in reports), "warning"),
             f"{sum(r.count('info') for r in reports)} info"]
    if unread:
        parts.append(f"{n(unread, 'file')} could not be read")
    failing = sum(bool(r.count("error")) and not r.unreadable for r in reports)
    verdict = f"{n(failing, 'file')} with errors" if failing else "no errors"
    return f"{n(len(reports), 'file')} checked: {', '.join(parts)} ({verdict})"
