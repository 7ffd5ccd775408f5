"""CLI command ``edit``: open the desktop editor, or render it to a PNG."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from pacenote.cli.app import app


@app.command()
def edit(
    file: Annotated[Path | None, typer.Argument(
        help="Stage file to open (.stage.json, Rekee .json, .rgt).")] = None,
    screenshot: Annotated[Path | None, typer.Option(
        "--screenshot", metavar="OUT.png",
        help="Render the editor window offscreen to this PNG and exit.")] = None,
) -> None:
    """Open the desktop editor (PySide6)."""
    import pacenote.editor as editor

    if screenshot is not None:
        out = editor.screenshot(screenshot, file)
        typer.echo(f"wrote {out}")
        return
    raise typer.Exit(editor.run(file))
