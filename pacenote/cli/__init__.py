"""Entry point of the ``pacenote`` command.

Every file problem surfaces as one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import sys

from pacenote.cli import drive, edit, export, graph, layout, stages, tiles, validate  # noqa: F401
from pacenote.cli.app import app
from pacenote.errors import PacenoteFileError

EXIT_BAD_FILE = 2


def main() -> None:
    try:
        app()
    except PacenoteFileError as exc:
        print(f"pacenote: error: {exc}", file=sys.stderr)
        sys.exit(EXIT_BAD_FILE)


__all__ = ["app", "main"]
