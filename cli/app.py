"""The ``pacenote`` command: one Typer app; each command group lives in its own module."""

from __future__ import annotations

from typing import Any

import typer

# typer bundles click and exports only BadParameter; its base class is click's UsageError,
# which typer raises for every bad argument (missing, out of range, unknown option).
UsageError: type[Any] = typer.BadParameter.__mro__[1]

app = typer.Typer(
    name="pacenote",
    help="Build, check, test-drive and export Rallyman: DIRT stages.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        from pacenote import __version__

        typer.echo(f"pacenote {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                 help="Show the version and exit."),
) -> None:
    """Build, check, test-drive and export Rallyman: DIRT stages."""
