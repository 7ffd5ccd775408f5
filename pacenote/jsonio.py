"""Reading, schema-checking and atomically writing the project's JSON files.

Reading trusts nothing (docs/formats.md, "Limits"): only a regular file, only so
big, only so deep, every number finite and every string encodable, each refusal
one :class:`PacenoteFileError` line naming the file and the place.
"""

from __future__ import annotations

import json
import math
import os
import re
import secrets
import stat
from collections.abc import Callable, Iterable
from functools import cache
from importlib import resources
from itertools import accumulate
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pacenote.errors import PacenoteFileError, json_path, system_reason
from pacenote.i18n import N_, Grouped, either, msg
from pacenote.limits import (
    MAX_FILE_BYTES,
    MAX_INTEGER_DIGITS,
    MAX_JSON_DEPTH,
    MAX_STRING_CHARS,
)

# A JSON string (escapes included); possessive, so a hostile file cannot make it backtrack.
_STRING = re.compile(r'"(?:[^"\\]|\\.)*+"', re.DOTALL)
_BRACKETS = re.compile(r"[^\[\]{}]+")

if TYPE_CHECKING:
    import jsonschema


# One wording each for a folder given where a file goes (reading and writing) and for a
# path that names nothing.
IS_A_DIRECTORY = msg("is a directory, not a file")
NO_SUCH_FILE = msg("no such file")


def as_path(path: str | Path) -> Path:
    """``path`` as a Path (a Path as it is: making it again parses it again)."""
    return path if isinstance(path, Path) else Path(path)


def read_bytes(path: str | Path, *, limit: int = MAX_FILE_BYTES,
               suffixes: Iterable[str] = ()) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, named with one of
    ``suffixes`` (any name if empty); PacenoteFileError otherwise.

    Devices, FIFOs and sockets are refused before they are opened for reading
    (a symlink to ``/dev/zero`` would never end), and the size is checked again on
    the open file, so a file swapped in between cannot slip through.
    """
    path = as_path(path)
    wanted = tuple(suffixes)
    if wanted and not path.name.lower().endswith(wanted):
        raise PacenoteFileError(path, "", msg("expected a file name ending in {suffixes}",
                                              suffixes=either(wanted)))
    try:
        _check_regular(path, os.stat(path), limit)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise PacenoteFileError(path, "", NO_SUCH_FILE) from None
    except NotADirectoryError:
        raise PacenoteFileError(path, "", msg("no such file (a folder on its path is a file)")
                                ) from None
    except OSError as exc:
        raise PacenoteFileError(path, "", system_reason(exc)) from None
    try:
        _check_regular(path, os.fstat(fd), limit)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise PacenoteFileError(path, "", system_reason(exc)) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise PacenoteFileError(path, "", msg("larger than the limit of {limit} bytes",
                                              limit=Grouped(limit)))
    return data


def _check_regular(path: Path, st: os.stat_result, limit: int) -> None:
    if stat.S_ISDIR(st.st_mode):
        raise PacenoteFileError(path, "", IS_A_DIRECTORY)
    if not stat.S_ISREG(st.st_mode):
        raise PacenoteFileError(path, "", msg("is not a regular file (a device, pipe or "
                                              "socket); pacenote reads only regular files"))
    if st.st_size > limit:
        raise PacenoteFileError(path, "", msg("{size} bytes, larger than the limit of {limit} "
                                              "bytes", size=Grouped(st.st_size),
                                              limit=Grouped(limit)))


def read_json(path: str | Path, *, suffixes: Iterable[str] = ()) -> Any:
    """Parse a JSON file; any failure becomes one PacenoteFileError line."""
    return read_json_text(path, suffixes=suffixes)[0]


UTF8 = "UTF-8"
UTF16 = "UTF-16 (with byte order mark)"
WINDOWS_1252 = "Windows-1252"


def read_json_text(path: str | Path, *, suffixes: Iterable[str] = (),
                   legacy: bool = False) -> tuple[Any, str]:
    """Parse a JSON file and say how its text was decoded: UTF-8 (a byte order mark
    allowed), or, with ``legacy`` (``.rgt`` files of the Windows track editor, which
    Rekee also reads), UTF-16 after its byte order mark, or Windows-1252 when the bytes
    are not UTF-8. Any failure becomes one PacenoteFileError line."""
    path = as_path(path)
    text, encoding = decode_text(read_bytes(path, suffixes=suffixes), path, legacy=legacy)
    return parse_json(text, path), encoding


def decode_text(data: bytes, path: str | Path | None = None, *,
                legacy: bool = False) -> tuple[str, str]:
    """The text of a file and the name of its encoding (the one home of that decision).

    >>> decode_text("{}".encode("utf-16"), legacy=True)[1]
    'UTF-16 (with byte order mark)'
    >>> decode_text("C\u00f4te".encode("cp1252"), legacy=True)
    ('C\xf4te', 'Windows-1252')
    """
    if legacy and data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        try:
            return data.decode("utf-16"), UTF16
        except UnicodeDecodeError as exc:
            raise PacenoteFileError(path, msg("byte {n}", n=exc.start), msg(
                "not UTF-16 text, though it starts with a UTF-16 byte order mark")) from None
    try:
        return data.decode("utf-8-sig"), UTF8
    except UnicodeDecodeError as exc:
        if legacy:
            try:
                return data.decode("cp1252"), WINDOWS_1252
            except UnicodeDecodeError:
                pass
        raise PacenoteFileError(path, msg("byte {n}", n=exc.start), msg("not UTF-8 text")
                                ) from None


class _BigInteger:
    """An integer literal too long to convert (marks its place for the error)."""

    def __init__(self, digits: int) -> None:
        self.digits = digits


def _integer(literal: str) -> int | _BigInteger:
    digits = len(literal.lstrip("-"))
    return int(literal) if digits <= MAX_INTEGER_DIGITS else _BigInteger(digits)


# Python's json module's messages (``json.decoder``), translated where they are shown.
JSON_MESSAGES = (N_("Expecting value"), N_("Expecting ',' delimiter"),
                 N_("Expecting ':' delimiter"),
                 N_("Expecting property name enclosed in double quotes"), N_("Extra data"),
                 N_("Invalid control character at"), N_("Invalid \\escape"),
                 N_("Invalid \\uXXXX escape"),
                 N_("Illegal trailing comma before end of object"),
                 N_("Illegal trailing comma before end of array"))


def _reason(exc: json.JSONDecodeError, text: str) -> str:
    """json's message as a sentence that ends (it says "Unterminated string starting at"
    and puts the place in other fields), and a hint when the text stops too soon.

    >>> _reason(json.JSONDecodeError("Unterminated string starting at", '{"a": "b', 6),
    ...         '{"a": "b')
    'unterminated string: it starts here and the file ends inside it (cut short?)'
    """
    said = exc.msg
    if said.startswith("Unterminated string"):
        return msg("unterminated string: it starts here and the file ends inside it "
                   "(cut short?)")
    what = msg(said) if said in JSON_MESSAGES else said  # a known message: translated
    if exc.pos >= len(text.rstrip()):
        return msg("{problem}: the file ends too soon (cut short?)", problem=what)
    return what


def parse_json(text: str, path: str | Path | None = None) -> Any:
    """Parse JSON text within the limits: depth, integer digits, finite numbers and
    string length. A lone surrogate escape (``"\\ud800"``) is kept: writers escape it
    (:func:`json_text`) and printers show it escaped."""
    if not text.strip():
        raise PacenoteFileError(path, msg("line {line} column {column}", line=1, column=1),
                                msg("empty file, expected JSON"))
    _check_depth(text, path)
    # Only text that could hold a value beyond the limits is walked value by value
    # (nearly every file is short and plain: that walk cost more than parsing it).
    suspect = len(text) > MAX_STRING_CHARS or _may_hold_a_bad_number(text)
    try:
        data = json.loads(text, parse_int=_integer) if suspect else json.loads(text)
    except json.JSONDecodeError as exc:
        raise PacenoteFileError(
            path, msg("line {line} column {column}", line=exc.lineno, column=exc.colno),
            msg("invalid JSON: {problem}", problem=_reason(exc, text))
        ) from None
    if suspect:
        _check_values(data, path)
    return data


# Every digit read as 0 and E as e, to look for runs of digits and exponents with
# substring searches (a regular expression took longer than the walk it saves).
_DIGITS = str.maketrans({**dict.fromkeys("123456789", "0"), "E": "e"})


def _may_hold_a_bad_number(text: str) -> bool:
    """Whether ``text`` could hold a number beyond the limits: a non-finite one needs
    NaN, Infinity, an exponent or a run of digits (a float beyond 1e308 written out has
    over 300), a long integer a run of digits. (A string beyond the limit needs text
    at least that long.)"""
    if "NaN" in text or "Infinity" in text:
        return True
    digits = text.translate(_DIGITS)
    return "0e" in digits or "0" * (MAX_INTEGER_DIGITS + 1) in digits


def _check_depth(text: str, path: str | Path | None) -> None:
    """Refuse nesting deeper than the limit before parsing: the parser, the schema
    check and every walk over the data recurse once per level."""
    blank = _STRING.sub('""', text)
    if blank.count("[") + blank.count("{") <= MAX_JSON_DEPTH:
        return  # too few openings to nest that deep
    # Pure Python, not NumPy: importing NumPy cost every command more than this check.
    depth = accumulate(1 if c in "[{" else -1 for c in _BRACKETS.sub("", blank))
    deepest = next((i for i, d in enumerate(depth) if d > MAX_JSON_DEPTH), None)
    if deepest is not None:
        at = [m.start() for m in re.finditer(r"[\[\]{}]", blank)][deepest]
        line = blank.count("\n", 0, at) + 1
        raise PacenoteFileError(path, msg("line {line}", line=line), msg(
            "nested more than {limit} deep (the limit for arrays and objects)",
            limit=MAX_JSON_DEPTH))


def _check_values(data: Any, path: str | Path | None) -> None:
    """Every number finite and of bounded size, every string of bounded length."""
    if not _values_fine(data):
        _locate_bad_value(data, path)


def _values_fine(data: Any) -> bool:
    """The same test without keeping the path to each value (nearly every file passes;
    :func:`_locate_bad_value` walks again to name the place of a problem)."""
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            if any(len(key) > MAX_STRING_CHARS for key in value):
                return False
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, str):
            if len(value) > MAX_STRING_CHARS:
                return False
        elif isinstance(value, _BigInteger) or (isinstance(value, float)
                                                and not math.isfinite(value)):
            return False
    return True


def _locate_bad_value(data: Any, path: str | Path | None) -> None:
    """Raise PacenoteFileError for the first value beyond the limits, with its path."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    while stack:
        value, at = stack.pop()
        if isinstance(value, dict):
            for key, item in value.items():
                _check_string(key, at, path, key=True)
                stack.append((item, (*at, key)))
        elif isinstance(value, list):
            stack.extend((item, (*at, i)) for i, item in enumerate(value))
        elif isinstance(value, str):
            _check_string(value, at, path)
        elif isinstance(value, _BigInteger):
            raise PacenoteFileError(path, json_path(at), msg(
                "an integer of {digits} digits (the limit is {limit})",
                digits=Grouped(value.digits), limit=MAX_INTEGER_DIGITS))
        elif isinstance(value, float) and not math.isfinite(value):
            # Python reads NaN and Infinity, and 1e400 as inf: none can be written back.
            raise PacenoteFileError(path, json_path(at), msg(
                "expected a finite number, got {value} (beyond a 64-bit float, or no number)",
                value=str(value)))


def _check_string(text: str, at: tuple[str | int, ...], path: str | Path | None,
                  key: bool = False) -> None:
    if len(text) > MAX_STRING_CHARS:
        what = (msg("a key of {n} characters (the limit is {limit})", n=Grouped(len(text)),
                    limit=Grouped(MAX_STRING_CHARS)) if key else
                msg("a string of {n} characters (the limit is {limit})", n=Grouped(len(text)),
                    limit=Grouped(MAX_STRING_CHARS)))
        raise PacenoteFileError(path, json_path(at), what)


@cache
def load_schema(name: str) -> dict[str, Any]:
    """A schema shipped in ``pacenote.schema`` (e.g. ``"tileset"`` → tileset.schema.json)."""
    text = resources.files("pacenote.schema").joinpath(f"{name}.schema.json").read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@cache
def _validator(name: str) -> jsonschema.Draft202012Validator:
    import jsonschema  # on first use: importing it costs more than most commands' work

    return jsonschema.Draft202012Validator(load_schema(name))


@cache
def _quick_check(name: str) -> Callable[[Any], bool] | None:
    """The schema compiled to a yes/no check (:mod:`pacenote.quickschema`); None when it
    uses a keyword the quick check lacks (then jsonschema checks every file)."""
    from pacenote.quickschema import Unsupported, compile_schema

    try:
        return compile_schema(load_schema(name))
    except Unsupported:
        return None


def validate(data: Any, schema_name: str, path: str | Path | None = None) -> None:
    """Raise PacenoteFileError naming the JSON path of the first (most relevant) problem.

    Valid data is recognised without jsonschema (importing it costs more than checking a
    stage); jsonschema finds and words the problem, so every message is its own."""
    quick = _quick_check(schema_name)
    if quick is not None and quick(data):
        return
    from jsonschema.exceptions import best_match

    from pacenote.schemawords import schema_problem

    error = best_match(_validator(schema_name).iter_errors(data))
    if error is not None:
        at, message = schema_problem(error)
        raise PacenoteFileError(path, json_path(at), message)


def write_text_atomic(path: str | Path, text: str, *, force: bool = False) -> None:
    """Write then rename, so a crash mid-write never leaves a half-written file. The one
    writer of every text file (:func:`text_bytes`); JSON goes through :func:`json_text`
    first, which escapes a lone surrogate JSON's way."""
    write_bytes_atomic(path, text_bytes(text), force=force)


def text_bytes(text: str) -> bytes:
    """``text`` as UTF-8; a lone surrogate (``"\\ud800"``: no character, e.g. from a file
    name or a JSON escape), which UTF-8 cannot hold, written as the visible escape
    ``\\ud800`` that pacenote prints for it (``pacenote.cli.safetext``), so a label a
    file carries can never stop a write."""
    return text.encode("utf-8", "backslashreplace")


def write_bytes_atomic(path: str | Path, data: bytes | list[bytes | memoryview], *,
                       force: bool = False) -> None:
    """Write then rename (text, PDF, PNG): the file appears whole or not at all. ``data``
    may come in pieces (written one after the other, never joined in memory).

    Safe on a shared disk (docs/formats.md, "Writing files"): a symlink is written
    through (its target is replaced, the link stays), a directory, device, pipe or
    socket is refused (PacenoteFileError), a read-only file too (:class:`ReadOnlyFile`)
    unless ``force``, an overwritten file keeps its permission bits, and temporary files
    left by a write that was killed are removed.
    """
    target = write_target(path, force=force)
    target.parent.mkdir(parents=True, exist_ok=True)  # the editor's recovery folder
    remove_stale_temps(target)
    tmp = target.parent / f"{_temp_prefix(target)}{os.getpid()}.{secrets.token_hex(4)}.tmp"
    try:
        mode: int | None = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = None
    # Not mkstemp: that makes the file private (0600); a new file gets the umask's mode.
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.writelines([data] if isinstance(data, bytes) else data)
            handle.flush()
            if mode is not None:
                os.fchmod(handle.fileno(), mode)
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


class ReadOnlyFile(PacenoteFileError):
    """A write onto a read-only file: refused unless the user confirms (the editor) or
    says ``--force`` (the command line)."""


READ_ONLY = msg("is a read-only file: not replaced")


def write_target(path: str | Path, *, force: bool = False) -> Path:
    """The file a write to ``path`` replaces: ``path``, or a symlink's final target.
    PacenoteFileError if that is a directory, device, pipe or socket, ReadOnlyFile if it
    is read-only (no write permission bit, or none for this user) unless ``force``."""
    path = Path(path)
    target = Path(os.path.realpath(path)) if os.path.islink(path) else path
    try:
        mode = os.stat(target).st_mode
    except OSError:
        return target  # a new file (or a folder problem the write itself reports)
    if stat.S_ISDIR(mode):
        raise PacenoteFileError(path, "", IS_A_DIRECTORY)
    if not stat.S_ISREG(mode):
        raise PacenoteFileError(path, "", msg("is not a regular file (a device, pipe or "
                                              "socket): pacenote writes only regular files"))
    if not force and (not mode & 0o222 or not os.access(target, os.W_OK)):
        raise ReadOnlyFile(path, "", READ_ONLY)
    return target


def _temp_prefix(target: Path) -> str:
    return f".{target.name}.pacenote-"


def remove_stale_temps(target: Path) -> None:
    """Remove the temporary files of earlier writes to ``target`` whose process is gone
    (killed mid-write); a write still running in another process keeps its own."""
    prefix = _temp_prefix(target)
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return
    for entry in entries:
        if not (entry.name.startswith(prefix) and entry.name.endswith(".tmp")):
            continue
        pid = entry.name[len(prefix):].split(".", 1)[0]
        if pid.isdigit() and not _alive(int(pid)):
            Path(entry.path).unlink(missing_ok=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # PermissionError: alive, someone else's
        return True
    return True


def json_text(data: Any, indent: int | None = None,
              separators: tuple[str, str] | None = None) -> str:
    """``json.dumps`` keeping non-ASCII text readable; data holding a lone surrogate
    (``"\\ud800"``, which UTF-8 cannot encode, e.g. from a file name) is written with
    ``\\u`` escapes instead, so the file stays valid UTF-8 and reads back the same."""
    text = json.dumps(data, indent=indent, separators=separators, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(data, indent=indent, separators=separators)
    return text


def write_json_atomic(path: str | Path, data: Any, *, compact: bool = False,
                      force: bool = False) -> None:
    text = json_text(data, separators=(",", ":")) if compact else json_text(data, indent=2)
    write_text_atomic(path, text + "\n", force=force)
