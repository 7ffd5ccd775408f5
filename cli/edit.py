"""CLI command ``edit``: open the desktop editor, or render it to a PNG."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from pacenote.cli.app import UsageError, app
from pacenote.cli.outputs import check_output_file
from pacenote.errors import PacenoteFileError, error_text, require_qt
from pacenote.i18n import msg, tr


@app.command()
def edit(
    file: Annotated[Path | None, typer.Argument(
        metavar="FILE",
        help="Stage or rally file to open (.stage.json, .rally.json, Rekee .json, .rgt). "
             "[default: none: the start page]")] = None,
    screenshot: Annotated[Path | None, typer.Option(
        "--screenshot", metavar="FILE",
        help="Render the editor window offscreen to this PNG file and exit. "
             "[default: none: open the window]")] = None,
    drive: Annotated[int | None, typer.Option(
        "--drive", metavar="RUNS", min=1,
        help="With --screenshot: test-drive the stage first (heat map and figures). "
             "[default: no test drive]")] = None,
    driver: Annotated[str, typer.Option(
        "--driver", metavar="NAME", help="With --drive: the AI driver.")] = "expert",
    seed: Annotated[int, typer.Option("--seed", metavar="N",
                                      help="With --drive: the seed.")] = 0,
    finding: Annotated[str | None, typer.Option(
        "--finding", metavar="CODE",
        help="With --screenshot: select the first finding with this code. "
             "[default: none]")] = None,
    force: Annotated[bool, typer.Option(
        "--force", help="With --screenshot: replace a read-only output file.")] = False,
) -> None:
    """Open the desktop editor (PySide6): a stage, or a rally with a tab per stage."""
    require_qt(msg("pacenote edit (the desktop editor)"))
    import pacenote.editor as editor

    if screenshot is None:
        for given, name in ((drive is not None, "--drive"), (finding is not None, "--finding"),
                            (force, "--force")):
            if given:
                raise typer.BadParameter(msg("only with --screenshot"), param_hint=name)
    if drive is not None:
        from pacenote.cli.drive import check_driver

        check_driver(driver)
    if screenshot is not None:
        if screenshot.suffix.lower() != ".png":  # the bytes are PNG whatever the name says
            what = f"'{screenshot.suffix}'" if screenshot.suffix else msg("no extension")
            raise PacenoteFileError(screenshot, "", msg("cannot write {what}: the screenshot "
                                                        "is a PNG: use .png", what=what))
        check_output_file(screenshot, force=force)  # before the window opens; no folders
        try:
            out = editor.screenshot(screenshot, file, drive=drive, driver=driver, seed=seed,
                                    finding=finding, force=force)
        except ValueError as exc:
            raise typer.BadParameter(error_text(exc), param_hint="--finding") from None
        typer.echo(tr("wrote {path}", path=out))
        return
    if not editor.has_display():
        raise UsageError(msg("no display (DISPLAY and WAYLAND_DISPLAY are unset); "
                             "use --screenshot OUT.png to render the editor offscreen"))
    raise typer.Exit(editor.run(file))
