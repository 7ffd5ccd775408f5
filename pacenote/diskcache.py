"""A small on-disk cache of derived data (cell-graph templates and tile drawings as JSON,
the expert's plans and turn tables as arrays).

Nothing in it is ever unpickled: a cache folder may be shared or restored (a CI
cache), so an entry is data of one of two formats, each with a magic naming its
version, the key it was written for and a CRC-32 (:func:`write_checked` for bytes such
as a PNG, :func:`write` for JSON on top of it, :func:`write_arrays` for arrays);
anything else is a miss.

Entries are files named by a key that hashes everything they derive from (inputs and
the code that derives them), so an entry is never stale: changed inputs or code look
up another key. The cache is only ever a shortcut: a missing, unreadable or corrupt
entry reads as a miss, a write that fails is skipped, and nothing outside the cache
folder is read or written.

The folder is ``$PACENOTE_CACHE_DIR`` if set (an empty value turns the disk cache
off), else ``$XDG_CACHE_HOME/pacenote``, else ``~/.cache/pacenote``. Deleting it (or
any entry) is always safe.

Each kind (sub-folder) is kept under :data:`MAX_KIND_BYTES`: every key hashes the code
that derives it, so each new pacenote version (or edit) writes new entries and the old
ones are never read again. A write checks its kind's size on the first write of the
process and then every :data:`PRUNE_EVERY` writes (reads never do), and removes the
least recently used entries (a read counts as a use) until the kind fits.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import mmap
import os
import stat
import zlib
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pacenote.errors import PacenoteFileError
from pacenote.jsonio import write_bytes_atomic

MAX_KIND_BYTES = 256 * 1024 * 1024  # per kind (celltemplates, plans, thumbnails, ...)
PRUNE_EVERY = 64  # writes of a kind between two size checks in one process

_writes: dict[tuple[Path, str], int] = {}  # (cache folder, kind) -> writes by this process

if TYPE_CHECKING:  # numpy is imported on use: the JSON entries' readers start faster
    import numpy as np

ARRAYS_MAGIC = b"PNARRAY1"  # the array format below, version 1
_ALIGN = 16  # every array starts at a multiple of this (aligned reads, no copies)
# The only element types an array entry may hold (little-endian or byte-sized, plain
# numbers: never objects, so reading an entry runs no code it holds).
ARRAY_DTYPES = frozenset({"<f8", "<f4", "<i8", "<i4", "<i2", "|i1", "|u1", "|b1"})


def cache_dir() -> Path | None:
    """The cache folder, or None when the disk cache is off."""
    explicit = os.environ.get("PACENOTE_CACHE_DIR")
    if explicit is not None:
        return Path(explicit) if explicit else None
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "pacenote"


def digest(parts: Iterable[str | bytes]) -> str:
    """A short hex key for a sequence of strings or bytes (order matters)."""
    h = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()[:32]


# What an entry that holds words in the user's language also derives from: the
# translation catalogues (pacenote/locale/*.ts, editor/translations/*.ts).
WITH_TRANSLATIONS = (".py", ".ts")


def source_digest(*packages: str, suffixes: tuple[str, ...] = (".py",)) -> str:
    """A key for the code of whole packages (e.g. ``"pacenote"``): every ``.py`` file
    under their folders, by relative path and content, so any edit there changes it.
    An entry holding translated text (a thumbnail with a tile's words painted) keys on
    :data:`WITH_TRANSLATIONS`, so a changed catalogue is never served stale."""
    return digest([_package_digest(package, suffixes) for package in packages])


@cache
def _package_digest(package: str, suffixes: tuple[str, ...] = (".py",)) -> str:
    # Per package, once per process: templates and plans both key on the core's code.
    parts: list[str | bytes] = []
    spec = importlib.util.find_spec(package)
    for folder in (spec.submodule_search_locations or []) if spec else []:
        files = sorted(os.path.join(root, name) for root, _, names in os.walk(folder)
                       for name in names if name.endswith(suffixes))
        for path in files:
            parts += [f"{package}/{os.path.relpath(path, folder)}", Path(path).read_bytes()]
    return digest(parts)


def read_bytes(kind: str, key: str, suffix: str) -> bytes | None:
    """The bytes stored under ``kind/key.suffix``, or None (a miss)."""
    path = _entry(kind, key, suffix)
    try:
        data = None if path is None else path.read_bytes()
    except OSError:
        return None
    _used(path)
    return data


def _map(kind: str, key: str, suffix: str) -> mmap.mmap | None:
    """An entry mapped into memory, copy on write (arrays over it are writable, and
    what is written stays in this process), or None. Read in place, not copied: the
    pages come from the file system's cache. Entries are only ever replaced whole
    (:func:`write_bytes`), never changed in place, so the mapping stays valid."""
    path = _entry(kind, key, suffix)
    if path is None:
        return None
    try:
        with open(path, "rb") as f:
            mapped = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_COPY)
    except (OSError, ValueError):  # ValueError: an empty file cannot be mapped
        return None
    _used(path)
    return mapped


def _entry(kind: str, key: str, suffix: str) -> Path | None:
    folder = cache_dir()
    return None if folder is None else folder / kind / f"{key}.{suffix}"


def _used(path: Path | None) -> None:
    if path is not None:
        with contextlib.suppress(OSError):
            os.utime(path)  # used now: kept longest by keep_within and keep_newest


def write_bytes(kind: str, key: str, suffix: str, data: bytes | list[bytes | memoryview]
                ) -> None:
    """Store bytes (or pieces of them) under ``kind/key.suffix`` (atomically: readers
    never see half a file); a failure leaves the cache as it was."""
    folder = cache_dir()
    if folder is None:
        return
    with contextlib.suppress(OSError, PacenoteFileError):  # a read-only entry: not ours
        write_bytes_atomic(folder / kind / f"{key}.{suffix}", data)
    count = _writes.get((folder, kind), 0)
    _writes[(folder, kind)] = count + 1
    if count % PRUNE_EVERY == 0:
        keep_within(kind, MAX_KIND_BYTES)


def _entries(kind: str) -> list[tuple[str, os.stat_result]]:
    """The entries of ``kind`` (path and stat), most recently used first; temporary
    files of writes in progress left out."""
    folder = cache_dir()
    if folder is None:
        return []
    found = []
    with contextlib.suppress(OSError):
        for e in os.scandir(folder / kind):
            if e.name.startswith("."):
                continue
            with contextlib.suppress(OSError):
                st = e.stat(follow_symlinks=False)
                if stat.S_ISREG(st.st_mode):
                    found.append((e.path, st))
    return sorted(found, key=lambda f: (f[1].st_mtime, f[0]), reverse=True)


def keep_within(kind: str, max_bytes: int) -> None:
    """Delete the least recently used entries of ``kind`` until the rest take at most
    ``max_bytes`` (the newest entry is kept even if it alone is larger)."""
    total = 0
    for i, (path, st) in enumerate(_entries(kind)):
        total += st.st_size
        if total > max_bytes and i > 0:
            with contextlib.suppress(OSError):
                os.unlink(path)


def keep_newest(kind: str, count: int) -> None:
    """Delete all but the ``count`` most recently used entries of ``kind`` (for entries
    too large to keep every one: a read counts as a use)."""
    for path, _ in _entries(kind)[count:]:
        with contextlib.suppress(OSError):
            os.unlink(path)


ENTRY_MAGIC = b"PNENTRY1\n"  # the checked entry format below, version 1


def read_checked(kind: str, key: str, suffix: str) -> bytes | None:
    """The body stored under ``kind/key.suffix`` by :func:`write_checked`, or None (a
    miss) if there is none or it is not exactly such an entry for this key (damaged,
    planted, another format or version: its header's key, length and CRC-32 must all
    match)."""
    data = read_bytes(kind, key, suffix)
    if data is None or not data.startswith(ENTRY_MAGIC):
        return None
    end = data.find(b"\n", len(ENTRY_MAGIC))
    try:
        header = json.loads(data[len(ENTRY_MAGIC):end])
    except (ValueError, RecursionError):
        return None
    body = data[end + 1:]
    if end < 0 or not isinstance(header, dict) or header.get("key") != key \
            or header.get("bytes") != len(body) or header.get("crc") != zlib.crc32(body):
        return None
    return body


def write_checked(kind: str, key: str, suffix: str, body: bytes) -> None:
    """Store ``body`` under ``kind/key.suffix`` behind a header line: this format's magic,
    then JSON with the key, the body's length and its CRC-32."""
    header = json.dumps({"key": key, "bytes": len(body), "crc": zlib.crc32(body)},
                        separators=(",", ":")).encode("utf-8")
    write_bytes(kind, key, suffix, [ENTRY_MAGIC + header + b"\n", body])


def read(kind: str, key: str) -> Any | None:
    """The JSON stored under ``kind/key`` by :func:`write`, or None (a miss)."""
    body = read_checked(kind, key, "json")
    try:
        return None if body is None else json.loads(body)
    except (ValueError, RecursionError):
        return None


def write(kind: str, key: str, data: Any) -> None:
    """Store JSON under ``kind/key`` (a :func:`write_checked` entry): plain data, never
    pickled."""
    write_checked(kind, key, "json", json.dumps(data, separators=(",", ":")).encode("utf-8"))


def write_arrays(kind: str, key: str, arrays: Mapping[str, np.ndarray]) -> None:
    """Store named NumPy arrays under ``kind/key.arrays``: a header (this format's magic,
    its length, then JSON: the key, a CRC-32 of the data, each array's name, element type
    and shape) and the arrays' bytes, each aligned. Read back without copies or pickle."""
    import numpy as np

    if cache_dir() is None:
        return
    listed: list[tuple[str, str, list[int]]] = []
    views: list[memoryview] = []
    crc = 0
    for name, array in arrays.items():
        a = np.ascontiguousarray(array)
        if a.dtype.str not in ARRAY_DTYPES:
            raise ValueError(f"array {name!r}: element type {a.dtype.str} cannot be stored")
        listed.append((name, a.dtype.str, list(a.shape)))
        views.append(a.reshape(-1).data.cast("B"))
        crc = zlib.crc32(bytes(-a.nbytes % _ALIGN), zlib.crc32(views[-1], crc))
    header = json.dumps({"key": key, "crc": crc, "arrays": listed},
                        separators=(",", ":")).encode("utf-8")
    head = ARRAYS_MAGIC + len(header).to_bytes(4, "little") + header
    head += bytes(-len(head) % _ALIGN)
    pieces: list[bytes | memoryview] = [head]
    for view in views:  # written from the arrays themselves: no copy in memory
        pieces += [view, bytes(-len(view) % _ALIGN)]
    write_bytes(kind, key, "arrays", pieces)


def read_arrays(kind: str, key: str) -> dict[str, np.ndarray] | None:
    """The arrays stored under ``kind/key`` by :func:`write_arrays`, or None (a miss)
    when there are none or the entry is not exactly such a file for this key (damaged,
    truncated, another format or key). The arrays are views of the mapped entry."""
    data = _map(kind, key, "arrays")
    if data is None:
        return None
    try:
        return _parse_arrays(data, key)
    except (ValueError, TypeError, KeyError, IndexError, OverflowError):
        return None


def _parse_arrays(data: mmap.mmap, key: str) -> dict[str, np.ndarray] | None:
    import numpy as np

    if data[:len(ARRAYS_MAGIC)] != ARRAYS_MAGIC:
        return None
    start = len(ARRAYS_MAGIC) + 4
    length = int.from_bytes(data[len(ARRAYS_MAGIC):start], "little")
    header = json.loads(bytes(data[start:start + length]))
    start += length
    start += -start % _ALIGN
    if not isinstance(header, dict) or header.get("key") != key \
            or zlib.crc32(memoryview(data)[start:]) != header.get("crc"):
        return None
    out: dict[str, np.ndarray] = {}
    for name, dtype, shape in header["arrays"]:
        if dtype not in ARRAY_DTYPES or not isinstance(name, str) or name in out \
                or not all(isinstance(n, int) and n >= 0 for n in shape):
            return None
        count = 1
        for n in shape:
            count *= n
        nbytes = count * np.dtype(dtype).itemsize
        if start + nbytes > len(data):
            return None
        out[name] = np.frombuffer(data, dtype, count, start).reshape(shape)
        start += nbytes + (-nbytes % _ALIGN)
    return out if start == len(data) else None
