"""A small on-disk cache of derived JSON data (cell-graph templates, plans).

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
import os
import stat
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from pacenote.jsonio import write_bytes_atomic

MAX_KIND_BYTES = 256 * 1024 * 1024  # per kind (celltemplates, plans, thumbnails, ...)
PRUNE_EVERY = 64  # writes of a kind between two size checks in one process

_writes: dict[tuple[Path, str], int] = {}  # (cache folder, kind) -> writes by this process


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


def source_digest(*packages: str) -> str:
    """A key for the code of whole packages (e.g. ``"pacenote"``): every ``.py`` file
    under their folders, by relative path and content, so any edit there changes it."""
    return digest([_package_digest(package) for package in packages])


@cache
def _package_digest(package: str) -> str:
    # Per package, once per process: templates and plans both key on the core's code.
    parts: list[str | bytes] = []
    spec = importlib.util.find_spec(package)
    for folder in (spec.submodule_search_locations or []) if spec else []:
        files = sorted(os.path.join(root, name) for root, _, names in os.walk(folder)
                       for name in names if name.endswith(".py"))
        for path in files:
            parts += [f"{package}/{os.path.relpath(path, folder)}", Path(path).read_bytes()]
    return digest(parts)


def read_bytes(kind: str, key: str, suffix: str) -> bytes | None:
    """The bytes stored under ``kind/key.suffix``, or None (a miss)."""
    folder = cache_dir()
    if folder is None:
        return None
    path = folder / kind / f"{key}.{suffix}"
    try:
        data = path.read_bytes()
    except OSError:
        return None
    with contextlib.suppress(OSError):
        os.utime(path)  # used now: kept longest by keep_within and keep_newest
    return data


def write_bytes(kind: str, key: str, suffix: str, data: bytes) -> None:
    """Store bytes under ``kind/key.suffix`` (atomically: readers never see half a
    file); a failure leaves the cache as it was."""
    folder = cache_dir()
    if folder is None:
        return
    with contextlib.suppress(OSError):
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


def read(kind: str, key: str) -> Any | None:
    """The JSON stored under ``kind/key``, or None (a miss) if there is none or it
    cannot be read."""
    data = read_bytes(kind, key, "json")
    try:
        return None if data is None else json.loads(data)
    except ValueError:
        return None


def write(kind: str, key: str, data: Any) -> None:
    """Store JSON under ``kind/key``."""
    write_bytes(kind, key, "json", json.dumps(data, separators=(",", ":")).encode("utf-8"))
