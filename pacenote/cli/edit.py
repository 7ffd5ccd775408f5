"""CLI command ``edit``: open the desktop editor, or render it to a PNG."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from pacenote.cli.app import app

EXIT_NO_DISPLAY = 2


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
    if not editor.has_display():
        typer.echo("pacenote: error: no display (DISPLAY and WAYLAND_DISPLAY are unset); "
                   "use --screenshot OUT.png to render the editor offscreen", err=True)
        raise typer.Exit(EXIT_NO_DISPLAY)
    raise typer.Exit(editor.run(file))
