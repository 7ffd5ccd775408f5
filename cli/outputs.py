"""The files a command writes: checked before any work, and never the file it reads.

A missing output folder is an error (a typo in ``-o`` must not scatter new folders);
a directory, device, pipe or socket is refused; a symlink is written through
(``pacenote.jsonio.write_bytes_atomic``).
"""

from __future__ import annotations

import os
from pathlib import Path

from pacenote.errors import PacenoteFileError
from pacenote.i18n import msg
from pacenote.jsonio import ReadOnlyFile, write_target


def check_output_file(path: Path, *, force: bool | None = None) -> Path:
    """``path`` if pacenote may write it; PacenoteFileError (one line) if not. A read-only
    file is refused unless ``force`` (None: the command has no ``--force``)."""
    _check_parent(path)
    try:
        write_target(path, force=bool(force))
    except ReadOnlyFile as exc:
        problem = exc.problem if force is None else msg("{problem} (pass --force to replace it)",
                                                        problem=exc.problem)
        raise ReadOnlyFile(path, "", problem) from None
    return path


def check_output_folder(path: Path) -> Path:
    """``path`` if pacenote may write a folder there (the bundle): its parent exists.
    Whether an existing folder may be replaced is the bundle writer's check."""
    return _check_parent(path)


def _check_parent(path: Path) -> Path:
    folder = path.parent
    if folder.exists() and not folder.is_dir():
        raise PacenoteFileError(path, "", msg("cannot write: {folder} is a file, not a folder",
                                              folder=str(folder)))
    if not folder.is_dir():
        raise PacenoteFileError(path, "", msg("no such folder {folder}: create it first "
                                              "(pacenote does not create folders for an "
                                              "output)", folder=str(folder)))
    return path


def same_file(a: Path, b: Path) -> bool:
    """Do ``a`` and ``b`` name one file, once ``..``, symlinks and hard links are seen
    through? (``missing/../in.json`` is ``in.json``.)"""
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False
