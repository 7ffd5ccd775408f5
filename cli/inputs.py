"""The files a command reads when named on its command line: kept inside a folder.

A command line is often written by a script over files strangers sent (a community
CI runs ``pacenote validate tracks/*`` on a pull request). A file argument that is
a symlink, or lies under one, leading out of the *root* folder (``--root``, default
the current folder) is not read unless ``--follow-symlinks`` is given: the same
containment as a folder walked (:func:`pacenote.loading.leads_outside`, one check for
both). A path the user names outside the root (``/tmp/x.json``, ``../y.rgt``) is the
user's own choice and is read.

Every command's arguments (and the input options in :data:`INPUT_OPTIONS`) are checked
before the command runs (:func:`guard`, applied by the app to every command it builds);
a command that reports each file on its own (``validate``) checks them itself with
:func:`refused`.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pacenote.errors import PacenoteFileError
from pacenote.i18n import msg

# Options that name a file to read (arguments always do).
INPUT_OPTIONS = frozenset({"ruleset_file", "overlay", "tileset"})  # --tileset: a name or a file
OWN_CHECK = "_pacenote_checks_its_inputs"  # set on a callback that calls refused() itself


# Set by the app's root callback from ``--root`` and ``--follow-symlinks`` on every run.
_root: list[tuple[Path, bool]] = [(Path("."), False)]


def configure(root: Path, follow: bool) -> None:
    """What the command line says: the root folder, and whether to follow symlinks."""
    _root[0] = (root, follow)


def containment() -> tuple[Path, bool]:
    """The root folder and whether symlinks leading out of it are followed, as the
    command line says (``pacenote --root DIR --follow-symlinks COMMAND ...``)."""
    return _root[0]


def refused(path: str | Path, root: Path | None = None, follow: bool | None = None
            ) -> str | None:
    """Why a named file or folder must not be read, or None: it is named inside the
    root but a symlink on its way leads outside it."""
    from pacenote.loading import leads_outside

    if root is None or follow is None:
        root, follow = containment()
    if follow:
        return None
    lexical = os.path.normpath(os.path.abspath(path))
    named_in = [os.path.normpath(os.path.abspath(root)), os.path.realpath(root)]
    if not any(_within(lexical, r) for r in named_in):
        return None  # named outside the root by the user: the user's choice
    if not leads_outside(path, os.path.realpath(root)):
        return None
    if os.path.abspath(root) == os.getcwd():
        return msg("a symlink leading outside the current folder: not read (pass "
                   "--follow-symlinks to read it, or --root to name the folder files may come "
                   "from)")
    return msg("a symlink leading outside the --root folder: not read (pass --follow-symlinks "
               "to read it, or --root to name the folder files may come from)")


def _within(path: str, folder: str) -> bool:
    return os.path.commonpath([folder, path]) == folder


def check_inputs(values: dict[str, Any], names: set[str]) -> None:
    """PacenoteFileError for the first named input that must not be read."""
    root, follow = containment()
    for name in names:
        value = values.get(name)
        for path in value if isinstance(value, list | tuple) else [value]:
            if isinstance(path, str | Path) and str(path):
                reason = refused(path, root, follow)
                if reason is not None:
                    raise PacenoteFileError(path, "", reason)


def guard(command: Any) -> Any:
    """``command`` with its file arguments checked by :func:`refused` before it runs."""
    callback = command.callback
    if callback is None or getattr(callback, OWN_CHECK, False) or \
            getattr(callback, "_pacenote_guarded", False):
        return command
    names = {p.name for p in command.params if p.name is not None
             and (p.param_type_name == "argument" or p.name in INPUT_OPTIONS)}

    @functools.wraps(callback)
    def checked(*args: Any, **kwargs: Any) -> Any:
        check_inputs(kwargs, names)
        return callback(*args, **kwargs)

    checked._pacenote_guarded = True  # type: ignore[attr-defined]
    command.callback = checked
    return command


def checks_its_inputs(callback: Callable[..., Any]) -> Callable[..., Any]:
    """Mark a command that checks its named files itself (reporting each on its own)."""
    setattr(callback, OWN_CHECK, True)
    return callback
