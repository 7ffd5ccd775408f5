"""Entry point of the ``pacenote`` command.

Every problem surfaces as one line on stderr and exit code 2, never a traceback: a file
pacenote cannot read (``PacenoteFileError``), a bad argument or option (``UsageError``:
typer's own checks, ``typer.BadParameter``, or a command's own ``UsageError``) and a
command that needs Qt on a light install (``MissingQt``, with the install hint).
"""

from __future__ import annotations

import contextlib
import sys
from typing import NoReturn

from pacenote.cli.app import UsageError, app
from pacenote.cli.safetext import safe
from pacenote.errors import MissingQt, PacenoteFileError

EXIT_BAD_FILE = 2
EXIT_USAGE = 2


# Options of the group that take a value (read past when looking for --lang).
_VALUE_OPTIONS = ("--lang", "--root")


def language_from_argv(argv: list[str]) -> int:
    """``--lang CODE`` (before the command), chosen before typer builds any help, so the
    help texts are looked up in that language; a bad code is left for the option's own
    check to report. Returns where the command starts (``len(argv)``: none given)."""
    from pacenote.i18n import set_language

    i = 0
    while i < len(argv) and argv[i].startswith("-"):
        name, _, value = argv[i].partition("=")
        if name in _VALUE_OPTIONS and not value:
            value = argv[i + 1] if i + 1 < len(argv) else ""
            i += 1
        if name == "--lang" and value:
            with contextlib.suppress(ValueError):
                set_language(value, explicit=True)
        i += 1
    return i


def main() -> None:
    from pacenote.cli.app import speak_help

    argv = sys.argv[1:]
    if language_from_argv(argv) == len(argv) or "--help" in argv:
        speak_help()  # help is shown: typer's own words too (loads its rich help)
    try:
        # Not standalone: usage errors come back here instead of typer's multi-line box.
        code = app(standalone_mode=False)
    except PacenoteFileError as exc:
        _fail(exc.translated(), EXIT_BAD_FILE)
    except MissingQt as exc:
        _fail(exc.translated(), EXIT_USAGE)
    except UsageError as exc:
        if type(exc).__name__ == "NoArgsIsHelpError":  # bare `pacenote`: help already shown
            sys.exit(EXIT_USAGE)
        from pacenote.cli.usage import usage_message

        _fail(usage_message(exc), EXIT_USAGE)
    sys.exit(code if isinstance(code, int) else 0)


def _fail(message: str, code: int) -> NoReturn:
    from pacenote.i18n import tr

    print(tr("pacenote: error: {message}", message=safe(" ".join(message.split()))),
          file=sys.stderr)
    sys.exit(code)


__all__ = ["app", "main"]
