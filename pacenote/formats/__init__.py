"""Stage files: pacenote's ``*.stage.json``, Rekee's JSON and the ``.rgt`` format.

The file name picks the format; the content can override it where it is
unambiguous (docs/formats.md, "Which format a file is read as").
"""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType
from typing import Any

from pacenote.errors import PacenoteFileError, cannot_write
from pacenote.formats import native, rekee, rgt
from pacenote.i18n import msg
from pacenote.jsonio import (
    IS_A_DIRECTORY,
    NO_SUCH_FILE,
    UTF8,
    as_path,
    parse_json,
    read_json_text,
    write_text_atomic,
)
from pacenote.stage import Stage

FORMATS: tuple[str, ...] = ("native", "rekee", "rgt")
_MODULES: dict[str, ModuleType] = {"native": native, "rekee": rekee, "rgt": rgt}
SUFFIXES: dict[str, str] = {"native": ".stage.json", "rekee": ".json", "rgt": ".rgt"}
RALLY_SUFFIX = ".rally.json"  # pacenote.rally's files (that module imports this one)


def detect_format(path: str | Path) -> str:
    """``"native"`` for ``*.stage.json``, ``"rgt"`` for ``*.rgt``, ``"rekee"`` for other
    ``*.json`` (case-insensitive); anything else, a rally file included, is a
    PacenoteFileError."""
    name = as_path(path).name.lower()
    if name.endswith(RALLY_SUFFIX):  # a .json too, but read as Rekee it only lacks 'tiles'
        raise PacenoteFileError(path, "", msg("a rally file, not a stage: give one of its "
                                              "stage files"))
    if name.endswith(".stage.json"):
        return "native"
    if name.endswith(".rgt"):
        return "rgt"
    if name.endswith(".json"):
        return "rekee"
    raise PacenoteFileError(path, "", msg("unknown stage file type: expected a name ending in "
                                          ".stage.json (pacenote), .json (Rekee) or .rgt"))


def sniff_format(data: Any, by_name: str) -> str:
    """The format the parsed content says it is, where the name could mislead.

    As Rekee does, a JSON file with ``Tuiles`` and no ``tiles`` is an .rgt file
    (and the other way round); ``"format": "pacenote-stage"`` marks a native file.
    """
    if not isinstance(data, dict):
        return by_name
    if data.get("format") == native.FORMAT:
        return "native"
    if by_name != "native" and "Tuiles" in data and "tiles" not in data:
        return "rgt"
    if by_name == "rgt" and "tiles" in data and "Tuiles" not in data:
        return "rekee"
    return by_name


def load_stage(path: str | Path) -> Stage:
    """Read a stage file of any supported format; PacenoteFileError if it cannot."""
    path = as_path(path)
    # Said before the name is judged: "unknown stage file type" would mislead about a
    # folder, or a typo such as `validate trakcs/`.
    if os.path.isdir(path):
        raise PacenoteFileError(path, "", IS_A_DIRECTORY)
    if not os.path.lexists(path):
        raise PacenoteFileError(path, "", NO_SUCH_FILE)
    by_name = detect_format(path)  # the extension first: nothing else is read
    data, encoding = read_json_text(path, legacy=by_name == "rgt")
    module = _MODULES[sniff_format(data, by_name)]
    stage: Stage = module.from_dict(data, path)
    if encoding != UTF8:  # kept for what reads it (said once: source_encoding)
        stage.extras["encoding"] = encoding
    return stage


def source_encoding(stage: Stage) -> str | None:
    """How the stage's file was decoded, when it was not UTF-8 (an ``.rgt`` file in
    UTF-16 or Windows-1252): the one line that says so, for the commands that read it.

    None for UTF-8 and for stages not read from a file."""
    encoding = stage.extras.get("encoding")
    return None if encoding is None else msg("read as {encoding} text (pacenote writes UTF-8)",
                                             encoding=encoding)


def _module(fmt: str) -> ModuleType:
    if fmt not in _MODULES:
        raise ValueError(f"unknown stage format {fmt!r}; expected one of {', '.join(FORMATS)}")
    return _MODULES[fmt]


def dumps_stage(stage: Stage, fmt: str) -> str:
    """The file text; PacenoteFileError (without a file) if the stage cannot be written."""
    text: str = _module(fmt).dumps(stage)
    return text


def conversion_warnings(stage: Stage, fmt: str) -> list[str]:
    """What writing ``stage`` as ``fmt`` loses or changes, one phrase per item."""
    found: list[str] = _module(fmt).warnings(stage)
    return found


def checked_text(stage: Stage, fmt: str, path: str | Path) -> str:
    """The text of ``stage`` as ``fmt``, checked to read back (a stage built in code may
    hold an infinite token position, or a token id Rekee refuses); PacenoteFileError
    naming ``path`` and the JSON path if it would not: never write what cannot be read."""
    try:
        text = dumps_stage(stage, fmt)
        _module(fmt).from_dict(parse_json(text, path), path)
    except PacenoteFileError as exc:
        problem = exc.problem if exc.path is None else msg("would not read back: {problem}",
                                                           problem=exc.problem)
        raise PacenoteFileError(path, exc.where, problem) from None
    return text


def save_stage(stage: Stage, path: str | Path, fmt: str | None = None, *,
               force: bool = False) -> None:
    """Write atomically; ``fmt`` defaults to the format the file name implies."""
    fmt = fmt or detect_format(path)
    text = checked_text(stage, fmt, path)
    try:
        write_text_atomic(path, text, force=force)
    except OSError as exc:
        raise PacenoteFileError(path, "", cannot_write(exc)) from None


__all__ = [
    "FORMATS", "SUFFIXES", "checked_text", "conversion_warnings",
    "detect_format", "dumps_stage", "load_stage",
    "save_stage", "sniff_format",
]
