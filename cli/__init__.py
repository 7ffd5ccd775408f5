"""Entry point of the ``pacenote`` command.

Every problem surfaces as one line on stderr and exit code 2, never a traceback: a file
pacenote cannot read (``PacenoteFileError``), a bad argument or option (``UsageError``:
typer's own checks, ``typer.BadParameter``, or a command's own ``UsageError``) and a
command that needs Qt on a light install (``MissingQt``, with the install hint).
"""

from __future__ import annotations

import sys
from typing import NoReturn

from pacenote.cli.app import UsageError, app
from pacenote.cli.safetext import safe
from pacenote.errors import MissingQt, PacenoteFileError

EXIT_BAD_FILE = 2
EXIT_USAGE = 2


def main() -> None:
    try:
        # Not standalone: usage errors come back here instead of typer's multi-line box.
        code = app(standalone_mode=False)
    except PacenoteFileError as exc:
        _fail(str(exc), EXIT_BAD_FILE)
    except MissingQt as exc:
        _fail(str(exc), EXIT_USAGE)
    except UsageError as exc:
        if type(exc).__name__ == "NoArgsIsHelpError":  # bare `pacenote`: help already shown
            sys.exit(EXIT_USAGE)
        _fail(exc.format_message(), EXIT_USAGE)
    sys.exit(code if isinstance(code, int) else 0)


def _fail(message: str, code: int) -> NoReturn:
    print(f"pacenote: error: {safe(' '.join(message.split()))}", file=sys.stderr)
    sys.exit(code)


__all__ = ["app", "main"]
