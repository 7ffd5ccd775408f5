"""CLI command ``convert``: a stage file from one format to another."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from pacenote.cli.app import app
from pacenote.cli.outputs import check_output_file, same_file
from pacenote.cli.safetext import safe
from pacenote.errors import PacenoteFileError
from pacenote.formats import (
    conversion_warnings,
    detect_format,
    load_stage,
    save_stage,
    source_encoding,
)
from pacenote.i18n import msg, said, tr, trn


class FileFormat(StrEnum):
    native = "native"
    rekee = "rekee"
    rgt = "rgt"


@app.command()
def convert(
    source: Annotated[Path, typer.Argument(help="Stage file to read (.stage.json, .json, .rgt).")],
    output: Annotated[Path, typer.Option("-o", "--output", help="File to write.")],
    to: Annotated[FileFormat | None, typer.Option(
        "--to", help="Output format. [default: from the output file name]")] = None,
    force: Annotated[bool, typer.Option(
        "--force", help="Allow overwriting the input file, or a read-only file.")] = False,
) -> None:
    """Convert a stage between pacenote (.stage.json), Rekee (.json) and .rgt."""
    if same_file(output, source) and not force:
        raise PacenoteFileError(output, "", msg("is the input file; use --force to overwrite it"))
    check_output_file(output, force=force)  # a folder is a folder, no unknown file type
    fmt = to.value if to else detect_format(output)
    stage = load_stage(source)
    save_stage(stage, output, fmt, force=force)
    summary = tr("wrote {path} ({format}): {tiles}, {tokens}", path=output, format=fmt,
                 tiles=trn("{n} tile", "{n} tiles", len(stage.tiles)),
                 tokens=trn("{n} token", "{n} tokens", sum(len(p.tokens) for p in stage.tiles)))
    lost = conversion_warnings(stage, fmt)  # messages: said in the user's language
    how = source_encoding(stage)
    if how and fmt != "rgt":  # the .rgt writer's warnings say it already
        summary += tr("; {source} was {how}", source=source, how=said(how))
    typer.echo(safe(summary + (tr("; not representable: {what}",
                                  what="; ".join(said(w) for w in lost)) if lost else "")))
