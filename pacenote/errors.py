"""The one error type for files pacenote cannot read."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path


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
