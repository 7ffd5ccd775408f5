"""The one error type for files pacenote cannot read, and the one for a missing extra."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable
from pathlib import Path

EDITOR_EXTRA = 'pip install "pacenote[editor]"'


class MissingQt(Exception):
    """Something needs Qt (PySide6), which is an extra; the message says what and how to
    install it, in one line."""


def require_qt(what: str, *, instead: str = "") -> None:
    """Raise :class:`MissingQt` when PySide6 is not installed (the light install);
    ``instead`` names a way to do without."""
    try:
        found = importlib.util.find_spec("PySide6") is not None
    except (ImportError, ValueError):  # a broken or blocked PySide6 is no PySide6
        found = False
    if not found:
        raise MissingQt(f"{what} needs Qt (PySide6), which is not installed: {EDITOR_EXTRA}"
                        + (f" (or {instead})" if instead else ""))


class PacenoteFileError(Exception):
    """A file could not be read: says which file, where in it, and what is wrong.

    ``str(error)`` is one line, ready for a terminal or a dialog:
    ``stage.json: $.tiles[3].rot: 7 is greater than the maximum of 5``.
    """

    def __init__(self, path: str | Path | None, where: str, problem: str) -> None:
        self.path = None if path is None else Path(path)
        self.where = where
        self.problem = " ".join(problem.split())
        super().__init__(str(self))

    def __str__(self) -> str:
        parts = [str(self.path)] if self.path is not None else []
        if self.where:
            parts.append(self.where)
        parts.append(self.problem)
        return ": ".join(parts)


def json_path(parts: Iterable[str | int]) -> str:
    """Render a jsonschema-style path (deque of keys/indexes) as ``$.a[0].b``."""
    out = "$"
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out
