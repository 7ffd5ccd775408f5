"""CLI command ``export``: a stage's printable build guide, or a rally booklet (PDF)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from pacenote.cli.app import app
from pacenote.cli.outputs import check_output_file
from pacenote.cli.safetext import safe
from pacenote.export.booklet import DEFAULT_DRIVERS, MAX_DRIVERS


@app.command("export")
def export_command(
    source: Annotated[Path, typer.Argument(
        metavar="STAGE_OR_RALLY",
        help="Stage file (.stage.json, Rekee .json, .rgt) or rally file (.rally.json).")],
    output: Annotated[Path, typer.Option(
        "-o", "--output", help="File to write: .pdf (every page), .svg or .png (one page).")],
    par: Annotated[int | None, typer.Option(
        "--par", min=1, metavar="RUNS",
        help="Print each stage's par time: the expert driver runs it RUNS times.")] = None,
    drivers: Annotated[int, typer.Option(
        "--drivers", min=1, max=MAX_DRIVERS, help="Driver columns on the rally sheet.")
    ] = DEFAULT_DRIVERS,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the par-time runs.")] = 0,
) -> None:
    """Print-ready build guide of a stage, or a rally booklet: cover, one build guide per
    stage and the rally sheet (PDF)."""
    from pacenote.export import check_output, load_booklet, write_booklet
    from pacenote.rally import is_rally_file

    # Refuse a wrong output before reading stages and running par times.
    check_output(output, booklet=is_rally_file(source))
    check_output_file(output)
    booklet = load_booklet(source, drivers=drivers, par_runs=par, seed=seed)
    for line in booklet.warnings():
        print(f"pacenote: warning: {safe(line)}", file=sys.stderr)
    write_booklet(booklet, output)
    n = len(booklet.pages)
    typer.echo(f"wrote {safe(str(output))}: {n} page{'s' if n > 1 else ''}")
