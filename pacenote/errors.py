"""The one error type for files pacenote cannot read, and the one for a missing extra."""

from __future__ import annotations

import errno
import importlib.util
from collections.abc import Callable, Iterable
from pathlib import Path

from pacenote.i18n import N_, Text, msg, said

EDITOR_EXTRA = 'pip install "pacenote[editor]"'


class MissingQt(Exception):
    """Something needs Qt (PySide6), which is an extra; the message says what and how to
    install it, in one line (``str``: English; :meth:`translated`: the user's language)."""

    def __init__(self, message: Text) -> None:
        self.message = message
        super().__init__(str(message))

    def translated(self) -> str:
        return said(self.message)


def require_qt(what: Text, *, instead: Text | None = None) -> None:
    """Raise :class:`MissingQt` when PySide6 is not installed (the light install);
    ``instead`` names a way to do without."""
    try:
        found = importlib.util.find_spec("PySide6") is not None
    except (ImportError, ValueError):  # a broken or blocked PySide6 is no PySide6
        found = False
    if not found:
        if instead is None:
            raise MissingQt(msg("{what} needs Qt (PySide6), which is not installed: {extra}",
                                what=what, extra=EDITOR_EXTRA))
        raise MissingQt(msg("{what} needs Qt (PySide6), which is not installed: {extra} "
                            "(or {instead})", what=what, extra=EDITOR_EXTRA, instead=instead))


class PacenoteFileError(Exception):
    """A file could not be read: says which file, where in it, and what is wrong.

    ``str(error)`` is one line, ready for a terminal or a dialog:
    ``stage.json: $.tiles[3].rot: expected at most 5``, in English (what ``--json`` and
    ``--format github`` read); :meth:`translated` says it in the user's language. The
    place and the problem are :class:`~pacenote.i18n.Text` messages (``msg("line {n}",
    n=…)``) where pacenote words them; a JSON path (``$.tiles[3]``) or a text from the
    system (an ``OSError``'s) is a plain ``str``, shown as it is.
    """

    def __init__(self, path: str | Path | None, where: str, problem: str) -> None:
        self.path = None if path is None else Path(path)
        self.where = where
        self.problem = problem if isinstance(problem, Text) else " ".join(problem.split())
        super().__init__(str(self))

    def __str__(self) -> str:
        return self._line(str)

    def translated(self) -> str:
        """The line in the current language (the file name and JSON path as they are)."""
        return self._line(said)

    def reason(self) -> str:
        """The place and the problem without the file name (a report that names the file
        says it): English as ``str``, translated with :func:`~pacenote.i18n.said`."""
        if not self.where:
            return self.problem
        return msg("{where}: {problem}", where=self.where, problem=self.problem)

    def _line(self, say: Callable[[str], str]) -> str:
        parts = [str(self.path)] if self.path is not None else []
        if self.where:
            parts.append(say(self.where))
        parts.append(say(self.problem))
        return ": ".join(parts)


def said_error(exc: BaseException) -> str:
    """An exception's message in the current language, for a dialog or a status bar: a
    file error's whole line (:meth:`PacenoteFileError.translated`), an exception raised
    with a :class:`~pacenote.i18n.Text` said, any other as its ``str``."""
    translated = getattr(exc, "translated", None)
    if callable(translated):
        return str(translated())
    return said(error_text(exc))


def error_text(exc: BaseException) -> str:
    """An exception's message: its :class:`~pacenote.i18n.Text` when it was raised with
    one (translated where it is shown), else its English ``str``."""
    first = exc.args[0] if len(exc.args) == 1 else None
    return first if isinstance(first, Text) else str(exc)


# The system's commonest reasons, by errno, in pacenote's words (translated); any other
# is the system's own text.
_SYSTEM_REASONS = {errno.EACCES: N_("Permission denied"),
                   errno.EPERM: N_("Operation not permitted"),
                   errno.ENOENT: N_("No such file or directory"),
                   errno.EROFS: N_("Read-only file system"),
                   errno.ENOSPC: N_("No space left on device"),
                   errno.ENAMETOOLONG: N_("File name too long"),
                   errno.ELOOP: N_("Too many levels of symbolic links"),
                   errno.EISDIR: N_("Is a directory"), errno.ENOTDIR: N_("Not a directory")}


def system_reason(exc: OSError) -> str:
    """Why the system refused a read or a write: a :class:`~pacenote.i18n.Text` for the
    common reasons (``Permission denied``), else the system's own words."""
    known = _SYSTEM_REASONS.get(exc.errno or 0)
    return msg(known) if known is not None else exc.strerror or str(exc)


def cannot_write(exc: OSError) -> Text:
    """The problem of a write the system refused."""
    return msg("cannot write: {reason}", reason=system_reason(exc))


def json_path(parts: Iterable[str | int]) -> str:
    """Render a jsonschema-style path (deque of keys/indexes) as ``$.a[0].b``."""
    out = "$"
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out
