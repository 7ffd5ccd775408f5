"""Autosave to a recovery file, and find recovery files left behind by a crash.

Every minute a dirty document is written (native format, atomically) to
``<recovery dir>/<key>.stage.json`` with a small ``<key>.meta.json`` beside it
naming the file it belongs to. A clean save or close removes both. On the next
start, a recovery file newer than its saved file (and not owned by a running
editor) is offered back.
"""

from __future__ import annotations

import hashlib
import os
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer

from pacenote.editor.document import Document
from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage, save_stage
from pacenote.jsonio import read_json, write_json_atomic
from pacenote.stage import Stage

RECOVERY_ENV = "PACENOTE_RECOVERY_DIR"  # tests and portable installs point this elsewhere
INTERVAL_MS = 60_000


def recovery_dir() -> Path:
    configured = os.environ.get(RECOVERY_ENV)
    if configured:
        return Path(configured)
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "recovery"


def recovery_key(source: Path | None) -> str:
    """One slot per saved file; unsaved documents get one per editor process."""
    if source is None:
        return f"untitled-{os.getpid()}"
    return hashlib.sha1(str(source.resolve()).encode("utf-8")).hexdigest()[:16]


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@dataclass(frozen=True)
class Recovery:
    stage_file: Path
    meta_file: Path
    source: Path | None  # the file the unsaved changes belong to (None: never saved)
    saved_at: float  # epoch seconds

    def load(self) -> Stage:
        return load_stage(self.stage_file)

    def discard(self) -> None:
        self.stage_file.unlink(missing_ok=True)
        self.meta_file.unlink(missing_ok=True)

    def describe(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        what = str(self.source) if self.source is not None else "an unsaved stage"
        return f"{what} (autosaved {when})"


def _read_recovery(meta_file: Path) -> tuple[Recovery, int] | None:
    stage_file = meta_file.with_name(meta_file.name.replace(".meta.json", ".stage.json"))
    if not stage_file.is_file():
        return None
    try:
        meta = read_json(meta_file)
        source = meta.get("source")
        recovery = Recovery(stage_file, meta_file, Path(source) if source else None,
                            float(meta.get("saved_at", stage_file.stat().st_mtime)))
        return recovery, int(meta.get("pid", 0))
    except (PacenoteFileError, AttributeError, TypeError, ValueError):
        return None


def find_recoveries(directory: Path | None = None) -> list[Recovery]:
    """Recovery files worth offering, newest first: left by an editor that is no longer
    running and newer than the file they belong to."""
    directory = directory or recovery_dir()
    if not directory.is_dir():
        return []
    found = []
    for meta_file in directory.glob("*.meta.json"):
        read = _read_recovery(meta_file)
        if read is None:
            continue
        recovery, pid = read
        if pid and _alive(pid):
            continue
        source = recovery.source
        if source is not None and source.is_file() and source.stat().st_mtime >= recovery.saved_at:
            continue  # saved after the autosave: nothing to recover
        found.append(recovery)
    return sorted(found, key=lambda r: -r.saved_at)


class Autosaver(QObject):
    """Writes the document's recovery file every ``interval_ms`` while it is dirty."""

    def __init__(self, document: Document, interval_ms: int = INTERVAL_MS,
                 directory: Path | None = None) -> None:
        super().__init__(document)
        self.document = document
        self.directory = directory or recovery_dir()
        self._slot = self._current_slot()
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.autosave_now)
        self.timer.start()
        document.file_changed.connect(self._follow_document)

    def _current_slot(self) -> str:
        return recovery_key(self.document.path or self.document.source)

    def files(self) -> tuple[Path, Path]:
        base = self.directory / self._slot
        return base.with_name(base.name + ".stage.json"), base.with_name(base.name + ".meta.json")

    def autosave_now(self) -> Path | None:
        """Write the recovery file if there are unsaved changes; returns its path."""
        if not self.document.dirty:
            return None
        stage_file, meta_file = self.files()
        save_stage(self.document.stage, stage_file, "native")
        source = self.document.path or self.document.source
        write_json_atomic(meta_file, {"source": str(source) if source else None,
                                      "saved_at": time.time(), "pid": os.getpid()})
        return stage_file

    def discard(self) -> None:
        """Forget the recovery file (after a clean save, or a close without saving)."""
        for f in self.files():
            f.unlink(missing_ok=True)

    def _follow_document(self) -> None:
        # A new file name, or a clean state, makes the old recovery file obsolete.
        slot = self._current_slot()
        if slot != self._slot or not self.document.dirty:
            self.discard()
            self._slot = slot
