"""A small on-disk cache of derived JSON data (cell-graph templates, plans).

Entries are files named by a key that hashes everything they derive from (inputs and
the code that derives them), so an entry is never stale: changed inputs or code look
up another key. The cache is only ever a shortcut: a missing, unreadable or corrupt
entry reads as a miss, a write that fails is skipped, and nothing outside the cache
folder is read or written.

The folder is ``$PACENOTE_CACHE_DIR`` if set (an empty value turns the disk cache
off), else ``$XDG_CACHE_HOME/pacenote``, else ``~/.cache/pacenote``.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
from collections.abc import Iterable
from pathlib import Path
from typing import Any


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


def read(kind: str, key: str) -> Any | None:
    """The JSON stored under ``kind/key``, or None (a miss) if there is none or it
    cannot be read."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        return json.loads((folder / kind / f"{key}.json").read_text("utf-8"))
    except (OSError, ValueError):
        return None


def write(kind: str, key: str, data: Any) -> None:
    """Store JSON under ``kind/key`` (write then rename: readers never see half a file);
    a failure leaves the cache as it was."""
    folder = cache_dir()
    if folder is None:
        return
    target = folder / kind / f"{key}.json"
    tmp = target.with_name(f".{target.name}.{secrets.token_hex(6)}.tmp")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(data, separators=(",", ":")), "utf-8")
        os.replace(tmp, target)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
