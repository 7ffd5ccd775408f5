"""The open document: current stage, file path, undo stack and dirty state.

Every model change is a :class:`~pacenote.editor.commands.StageEdit` on the undo
stack; the stack's clean state is the "saved" state. Files go through
:mod:`pacenote.formats` (atomic saves); a file that fails to load raises
``PacenoteFileError`` before anything here changes.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from pacenote.editor.commands import StageEdit
from pacenote.formats import detect_format, load_stage, save_stage
from pacenote.stage import Stage
from pacenote.tiles import Tileset, load_tileset

NATIVE_SUFFIX = ".stage.json"


def native_name(path: Path) -> Path:
    """``track.rgt`` → ``track.stage.json`` beside it: where an imported stage is saved."""
    name = path.name
    for suffix in (NATIVE_SUFFIX, ".rgt", ".json"):
        if name.lower().endswith(suffix):
            name = name[: -len(suffix)]
            break
    return path.with_name(name + NATIVE_SUFFIX)


class Document(QObject):
    stage_changed = Signal(object)  # Stage
    file_changed = Signal()  # path, name or dirty state changed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stage = Stage()
        self.tileset: Tileset = load_tileset(self.stage.tileset)
        self.path: Path | None = None  # where Save writes (always a native file)
        self.source: Path | None = None  # the file the stage came from (may be Rekee/.rgt)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    def _clean_changed(self, _clean: bool) -> None:
        self.file_changed.emit()

    # -- state ---------------------------------------------------------------------

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        if self.path is not None:
            return self.path.name
        if self.source is not None:
            return self.source.name
        return self.stage.name or "Untitled"

    def show_stage(self, stage: Stage) -> None:
        """Make ``stage`` current (commands call this; use :meth:`edit` to change it)."""
        self.stage = stage
        self.stage_changed.emit(stage)

    def edit(self, after: Stage, text: str, merge_id: int = -1, merge_key: object = None) -> bool:
        """Apply a change as an undoable command; False when nothing would change."""
        if after == self.stage:
            return False
        self.undo_stack.push(StageEdit(self, self.stage, after, text, merge_id, merge_key))
        return True

    def _replace(self, stage: Stage, tileset: Tileset, path: Path | None,
                 source: Path | None) -> None:
        self.undo_stack.clear()
        self.tileset = tileset
        self.path, self.source = path, source
        self.show_stage(stage)
        self.undo_stack.setClean()
        self.file_changed.emit()

    # -- files ---------------------------------------------------------------------

    def new(self, boxes: str | None = None) -> None:
        """An empty stage for the boxes owned (a tileset name; None: the current ones)."""
        name = boxes or self.stage.tileset
        self._replace(Stage(tileset=name), load_tileset(name), None, None)

    def open(self, path: str | Path) -> None:
        """Load any supported file. A Rekee or .rgt file is imported: Save asks where to
        write the native ``.stage.json`` so the original is never overwritten."""
        path = Path(path)
        stage = load_stage(path)
        tileset = load_tileset(stage.tileset)  # unknown tileset: PacenoteFileError, no change
        native = detect_format(path) == "native"
        self._replace(stage, tileset, path if native else None, path)

    def adopt_name(self, path: Path) -> None:
        """Take ``path`` as the document's file without reading it (e.g. a recovered
        stage whose file is gone): Save writes there if it is a native file name."""
        if detect_format(path) == "native":
            self.path = path
        self.source = path
        self.file_changed.emit()

    def save(self, path: str | Path | None = None) -> Path:
        """Save as native ``.stage.json`` (atomic) and mark the stage clean."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no file name to save to")
        save_stage(self.stage, target, "native")
        self.path = self.source = target
        self.undo_stack.setClean()
        self.file_changed.emit()
        return target

    def export(self, path: str | Path, fmt: str | None = None) -> None:
        """Write a copy in any format; the document keeps its own file and dirty state."""
        save_stage(self.stage, path, fmt)

    def suggested_path(self) -> Path | None:
        if self.path is not None:
            return self.path
        return native_name(self.source) if self.source is not None else None
