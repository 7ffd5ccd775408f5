"""CLI command ``export``: a stage's printable build guide, a rally booklet (PDF), or the
rally director's bundle (a folder with every file to print or share)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from pacenote.cli.app import app, help_text
from pacenote.cli.outputs import check_output_file, check_output_folder
from pacenote.cli.safetext import safe
from pacenote.export.sheetsize import DEFAULT_DRIVERS, MAX_DRIVERS
from pacenote.i18n import msg, tr, trn


def is_folder_output(output: str) -> bool:
    """``-o DIR/`` (a trailing slash) or an existing folder: the bundle."""
    return output.endswith(("/", "\\")) or Path(output).is_dir()


@app.command("export")
def export_command(
    source: Annotated[Path, typer.Argument(
        metavar="STAGE_OR_RALLY",
        help="Stage file (.stage.json, Rekee .json, .rgt) or rally file (.rally.json).")],
    output: Annotated[str, typer.Option(
        "-o", "--output", metavar="FILE_OR_DIR",
        help="File to write: .pdf (every page), .svg or .png (one page); or a folder "
             "(DIR/) for the whole bundle: booklet, stage files, pictures, pick list, "
             "index.html.")],
    par: Annotated[int | None, typer.Option(
        "--par", min=1, metavar="RUNS",
        help="Print each stage's par time: the expert driver runs it RUNS times. "
             "[default: no par time]")] = None,
    players: Annotated[int | None, typer.Option(
        "--players", "-p", min=1, max=MAX_DRIVERS,
        help=help_text(msg("Players: rally sheet columns and playing time. [default: the "
                           "rally file's players, else {columns} columns and times for 4]",
                           columns=DEFAULT_DRIVERS)))] = None,
    drivers: Annotated[int | None, typer.Option(
        "--drivers", min=1, max=MAX_DRIVERS, hidden=True,
        help="Deprecated: the old name of --players.")] = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the par-time runs.")] = 0,
    force: Annotated[bool, typer.Option(
        "--force", help="Replace a read-only output file.")] = False,
) -> None:
    """Export a stage's build guide, a rally booklet, or a rally director's bundle.

    A stage: its print-ready build guide. A rally: a booklet (cover, one build guide per
    stage, the rally sheet), or with -o DIR/ the bundle a rally director prints or shares."""
    from pacenote.rally import is_rally_file

    if drivers is not None:
        print(tr("pacenote: warning: --drivers is deprecated: use --players (the same number)"),
              file=sys.stderr)
        if players is not None and players != drivers:
            raise typer.BadParameter(msg("--players {players} and --drivers {drivers} disagree",
                                         players=players, drivers=drivers),
                                     param_hint="--players")
        players = drivers
    if is_folder_output(output):
        export_bundle(source, output, players=players, par=par, seed=seed)
        return
    from pacenote.export import check_output, load_booklet, write_booklet

    # Refuse a wrong output before reading stages and running par times.
    check_output(Path(output), booklet=is_rally_file(source))
    check_output_file(Path(output), force=force)
    booklet = load_booklet(source, drivers=players, par_runs=par, seed=seed)
    for line in booklet.warnings():
        print(tr("pacenote: warning: {warning}", warning=safe(line)), file=sys.stderr)
    write_booklet(booklet, output, force=force)
    n = len(booklet.pages)
    typer.echo(trn("wrote {path}: {n} page", "wrote {path}: {n} pages", n,
                   path=safe(str(output))))


def export_bundle(source: Path, output: str, *, players: int | None = None,
                  par: int | None = None, seed: int = 0) -> None:
    """The rally director's bundle of ``source`` (a stage or rally file) into the folder
    ``output``, with the line saying what was written (``pacenote export -o DIR/`` and
    ``pacenote generate --rally --bundle DIR``)."""
    from pacenote.export.bundle import load_bundle, write_bundle

    # The folder's parent must exist, as for any output: a typo makes no new folders.
    check_output_folder(Path(output))
    bundle = load_bundle(source, drivers=players, par_runs=par, seed=seed)
    for line in bundle.booklet.warnings():
        print(tr("pacenote: warning: {warning}", warning=safe(line)), file=sys.stderr)
    folder = write_bundle(bundle, output)
    typer.echo(tr("wrote {path}/: {files} files ({pages}-page PDF, {stages}, index.html)",
                  path=safe(str(folder)), files=len(bundle.files),
                  pages=len(bundle.booklet.pages),
                  stages=trn("{n} stage", "{n} stages", len(bundle.stages))))
