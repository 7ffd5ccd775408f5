"""Reading, schema-checking and atomically writing the project's JSON files."""

from __future__ import annotations

import json
import os
import secrets
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema

from pacenote.errors import PacenoteFileError, json_path


def read_json(path: str | Path) -> Any:
    """Parse a JSON file; any failure becomes one PacenoteFileError line."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise PacenoteFileError(path, "", "no such file") from None
    except IsADirectoryError:
        raise PacenoteFileError(path, "", "is a directory, not a file") from None
    except UnicodeDecodeError as exc:
        raise PacenoteFileError(path, f"byte {exc.start}", "not UTF-8 text") from None
    except OSError as exc:
        raise PacenoteFileError(path, "", exc.strerror or str(exc)) from None
    return parse_json(text, path)


def parse_json(text: str, path: str | Path | None = None) -> Any:
    if not text.strip():
        raise PacenoteFileError(path, "line 1 column 1", "empty file, expected JSON")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise PacenoteFileError(
            path, f"line {exc.lineno} column {exc.colno}", f"invalid JSON: {exc.msg}"
        ) from None


@cache
def load_schema(name: str) -> dict[str, Any]:
    """A schema shipped in ``pacenote.schema`` (e.g. ``"tileset"`` → tileset.schema.json)."""
    text = resources.files("pacenote.schema").joinpath(f"{name}.schema.json").read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@cache
def _validator(name: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(load_schema(name))


def validate(data: Any, schema_name: str, path: str | Path | None = None) -> None:
    """Raise PacenoteFileError naming the JSON path of the first (most relevant) problem."""
    error = jsonschema.exceptions.best_match(_validator(schema_name).iter_errors(data))
    if error is not None:
        raise PacenoteFileError(path, json_path(error.absolute_path), error.message)


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write then rename, so a crash mid-write never leaves a half-written file."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: str | Path, data: bytes) -> None:
    """Write then rename (text, PDF, PNG): the file appears whole or not at all."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = str(path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp")
    # Not mkstemp: that makes the file private (0600); a saved stage gets the umask's mode.
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


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


def write_json_atomic(path: str | Path, data: Any, *, compact: bool = False) -> None:
    text = json_text(data, separators=(",", ":")) if compact else json_text(data, indent=2)
    write_text_atomic(path, text + "\n")
