"""Remembered editor state (recent files, window layout) in QSettings.

Stored as an INI file on every platform, so tests can point it at a temporary
directory with ``QSettings.setPath(IniFormat, UserScope, dir)``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

ORGANISATION = "pacenote"
APPLICATION = "pacenote-editor"
MAX_RECENT = 8


def settings() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION,
                     APPLICATION)


def recent_files() -> list[Path]:
    raw = settings().value("recent_files", [])
    if isinstance(raw, str):  # QSettings hands back a lone string for a one-item list
        raw = [raw]
    if not isinstance(raw, list):
        return []
    return [Path(p) for p in raw if isinstance(p, str) and p]


def add_recent(path: Path) -> list[Path]:
    path = path.resolve()
    files = [path, *[p for p in recent_files() if p != path]][:MAX_RECENT]
    settings().setValue("recent_files", [str(p) for p in files])
    return files


def forget_recent(path: Path) -> None:
    settings().setValue("recent_files", [str(p) for p in recent_files() if p != path])
