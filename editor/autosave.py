"""Autosave to a recovery file, and find recovery files left behind by a crash.

While the document is dirty it is written every minute (native format, atomically)
to ``<recovery dir>/<key>-<pid>.stage.json`` with a small ``.meta.json`` beside it
naming the file it belongs to. A rally is written whole, every stage inline, to
``<key>-<pid>.rally.json``; its record also names each stage's own file. Each editor
process writes and deletes only its own slot (the pid is in the name), so a copy left
by a crashed editor is never overwritten or removed by another one: only an explicit
Discard, or a successful save of the work recovered from it, removes it. A copy that
cannot be read is moved into ``unreadable/`` so it is kept, reported once and not
offered again.
"""

from __future__ import annotations

import hashlib
import os
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, QTimer, Signal

from pacenote.editor.document import Document
from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage, save_stage
from pacenote.i18n import msg, msgn
from pacenote.jsonio import read_json, write_json_atomic
from pacenote.rally import Rally, load_rally, save_rally
from pacenote.stage import Stage

RECOVERY_ENV = "PACENOTE_RECOVERY_DIR"  # tests and portable installs point this elsewhere
INTERVAL_ENV = "PACENOTE_AUTOSAVE_SECONDS"  # how often to autosave (default: every minute)
INTERVAL_MS = 60_000
STAGE_SUFFIX, RALLY_SUFFIX, META_SUFFIX = ".stage.json", ".rally.json", ".meta.json"
UNREADABLE = "unreadable"


def recovery_dir() -> Path:
    configured = os.environ.get(RECOVERY_ENV)
    if configured:
        return Path(configured)
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "recovery"


def autosave_interval_ms() -> int:
    """The autosave period: ``$PACENOTE_AUTOSAVE_SECONDS`` if set to a positive number."""
    configured = os.environ.get(INTERVAL_ENV, "")
    try:
        seconds = float(configured)
    except ValueError:
        return INTERVAL_MS
    return max(10, int(seconds * 1000)) if seconds > 0 else INTERVAL_MS


def recovery_key(source: Path | None, pid: int | None = None) -> str:
    """This process's slot for ``source`` (unsaved documents get ``untitled``)."""
    pid = os.getpid() if pid is None else pid
    if source is None:
        return f"untitled-{pid}"
    digest = hashlib.sha1(str(source.resolve()).encode("utf-8", "surrogateescape"))
    return f"{digest.hexdigest()[:16]}-{pid}"


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


def _same_file(a: Path, b: Path) -> bool:
    return a.resolve() == b.resolve()


@dataclass(frozen=True)
class RallyStageFile:
    """Where a recovered rally's stage belongs: its own file, or inline in the rally."""

    file: Path | None
    inline: bool


@dataclass(frozen=True)
class Recovery:
    stage_file: Path  # the copy: a .stage.json, or a .rally.json for a rally
    meta_file: Path
    source: Path | None  # the file the unsaved changes belong to (None: never saved)
    saved_at: float  # epoch seconds
    stages: tuple[RallyStageFile, ...] | None = None  # a rally's: its stages' files

    def load(self) -> Stage | Rally:
        """The stage, or for a rally the rally with every stage inline."""
        if self.stages is not None:
            rally = load_rally(self.stage_file)
            if len(rally.stages) != len(self.stages):
                raise PacenoteFileError(self.meta_file, "$.stages",
                                        msg("names {files} for {stages}",
                                            files=msgn("{n} stage file", "{n} stage files",
                                                       len(self.stages)),
                                            stages=msgn("{n} stage", "{n} stages",
                                                        len(rally.stages))))
            return rally
        return load_stage(self.stage_file)

    def discard(self) -> None:
        self.stage_file.unlink(missing_ok=True)
        self.meta_file.unlink(missing_ok=True)

    def describe(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        what = str(self.source) if self.source is not None else \
            QCoreApplication.translate("Autosave", "an unsaved rally") if self.stages is not None \
            else QCoreApplication.translate("Autosave", "an unsaved stage")
        return QCoreApplication.translate("Autosave", "{what} (autosaved {when})").format(
            what=what, when=when)


@dataclass(frozen=True)
class Unreadable:
    """A recovery copy that could not be read, and where it was kept."""

    kept_at: Path
    problem: str


def set_aside(files: list[Path], problem: str) -> Unreadable:
    """Move a broken recovery copy into ``unreadable/`` beside it (kept, never offered)."""
    existing = [f for f in files if f.exists()]
    folder = files[0].parent / UNREADABLE
    folder.mkdir(parents=True, exist_ok=True)
    kept = folder / files[0].name
    for f in existing:
        f.replace(folder / f.name)
    return Unreadable(kept, problem)


def _read_meta(meta_file: Path
               ) -> tuple[Path | None, float, int, tuple[RallyStageFile, ...] | None]:
    meta = read_json(meta_file)
    if not isinstance(meta, dict):
        raise PacenoteFileError(meta_file, "", msg("expected a JSON object"))
    try:
        source = meta.get("source")
        stages = meta.get("stages")
        files = None if stages is None else tuple(
            RallyStageFile(Path(s["file"]) if s["file"] else None, bool(s["inline"]))
            for s in stages)
        return (Path(source) if source else None, float(meta["saved_at"]),
                int(meta.get("pid", 0)), files)
    except (KeyError, TypeError, ValueError) as exc:
        raise PacenoteFileError(meta_file, "", msg("not a recovery record ({reason})",
                                                   reason=str(exc))) from None


def scan_recoveries(directory: Path | None = None, for_source: Path | None = None,
                    ) -> tuple[list[Recovery], list[Unreadable]]:
    """Recovery copies worth offering, newest first, and the unreadable ones set aside.

    Worth offering: left by an editor that is no longer running, and newer than the file
    it belongs to (or that file is gone). ``for_source``: only copies of that file."""
    directory = directory or recovery_dir()
    if not directory.is_dir():
        return [], []
    found: list[Recovery] = []
    broken: list[Unreadable] = []
    for meta_file in sorted(directory.glob("*" + META_SUFFIX)):
        base = meta_file.name.removesuffix(META_SUFFIX)
        stage_file = meta_file.with_name(base + STAGE_SUFFIX)
        try:
            source, saved_at, pid, stages = _read_meta(meta_file)
        except PacenoteFileError as exc:
            rally_file = meta_file.with_name(base + RALLY_SUFFIX)
            broken.append(set_aside([stage_file, rally_file, meta_file], str(exc)))
            continue
        if stages is not None:
            stage_file = meta_file.with_name(base + RALLY_SUFFIX)
        if (pid and _alive(pid)) or not stage_file.is_file():
            continue  # its editor is still running, or it is being written right now
        if for_source is not None and (source is None or not _same_file(source, for_source)):
            continue
        if source is not None and source.is_file() and source.stat().st_mtime >= saved_at:
            continue  # saved after the autosave: nothing to recover
        found.append(Recovery(stage_file, meta_file, source, saved_at, stages))
    return sorted(found, key=lambda r: -r.saved_at), broken


def find_recoveries(directory: Path | None = None) -> list[Recovery]:
    """Recovery copies worth offering, newest first (see :func:`scan_recoveries`)."""
    return scan_recoveries(directory)[0]


class Autosaver(QObject):
    """Writes the document's recovery file every ``interval_ms`` while it is dirty."""

    failed = Signal(str)  # one line: why the last autosave could not be written

    def __init__(self, document: Document, interval_ms: int | None = None,
                 directory: Path | None = None) -> None:
        super().__init__(document)
        self.document = document
        self.directory = directory or recovery_dir()
        self._slot = self._current_slot()
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms if interval_ms is not None
                               else autosave_interval_ms())
        self.timer.timeout.connect(self.autosave_now)
        self.timer.start()
        document.file_changed.connect(self._follow_document)

    def _current_slot(self) -> str:
        return recovery_key(self.document.path or self.document.source)

    def files(self) -> tuple[Path, Path]:
        """This process's copy (a .rally.json while a rally is open) and its record."""
        base = self.directory / self._slot
        suffix = RALLY_SUFFIX if self.document.rally is not None else STAGE_SUFFIX
        return (base.with_name(base.name + suffix),
                base.with_name(base.name + META_SUFFIX))

    def autosave_now(self) -> Path | None:
        """Write the recovery file if there are unsaved changes; returns its path (None
        also when it could not be written: ``failed`` says why)."""
        if not self.document.dirty:
            return None
        stage_file, meta_file = self.files()
        source = self.document.path or self.document.source
        try:
            # The record first: a copy without one is never taken for a crash's leftover.
            record: dict[str, object] = {"source": str(source) if source else None,
                                         "saved_at": time.time(), "pid": os.getpid()}
            if self.document.rally is None:
                write_json_atomic(meta_file, record)
                save_stage(self.document.stage, stage_file, "native")
            else:
                rally, files = self.document.recovery_copy()
                write_json_atomic(meta_file, {**record, "stages": files})
                save_rally(rally, stage_file)
        except (PacenoteFileError, OSError) as exc:
            self.failed.emit(self.tr("Autosave failed: {problem}").format(problem=exc))
            return None
        return stage_file

    def discard(self) -> None:
        """Forget this process's recovery file (after a clean save, or a close without
        saving); copies left by other editors are never touched here."""
        base = self.directory / self._slot
        for suffix in (STAGE_SUFFIX, RALLY_SUFFIX, META_SUFFIX):
            base.with_name(base.name + suffix).unlink(missing_ok=True)

    def _follow_document(self) -> None:
        # A new file name, or a clean state, makes our old recovery file obsolete.
        slot = self._current_slot()
        if slot != self._slot or not self.document.dirty:
            self.discard()
            self._slot = slot
