"""One stage being edited in the document (:mod:`pacenote.editor.document`): the stage,
its tileset, its own undo stack and, in a rally, its file, label and service."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoStack

from pacenote.stage import Stage
from pacenote.tiles import Tileset

if TYPE_CHECKING:
    from pacenote.editor.document import Document


class StageSlot:
    """One stage being edited: the stage, its tileset and undo history and, in a rally,
    its own file, label and whether the service park follows it."""

    def __init__(self, document: Document, stage: Stage, tileset: Tileset,
                 file: Path | None = None, label: str = "", service: bool = False,
                 inline: bool = False) -> None:
        self.document = document
        self.stage, self.tileset = stage, tileset
        self.file = file  # a rally's stage file (None: inline, or not saved yet)
        self.label, self.service = label, service
        self.inline = inline  # held in the rally file itself, and saved there
        self.undo_stack = QUndoStack(document)
        document.undo_group.addStack(self.undo_stack)
        self.undo_stack.cleanChanged.connect(document.clean_changed)

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def show_stage(self, stage: Stage) -> None:
        """The commands of this slot's stack call this (use Document.edit to change it)."""
        self.stage = stage
        self.document.slot_shown(self)

    def park(self) -> None:
        """Out of the rally for now (a removal that can be undone): history kept."""
        self.document.undo_group.removeStack(self.undo_stack)

    def unpark(self) -> None:
        self.document.undo_group.addStack(self.undo_stack)

    def drop(self) -> None:
        self.document.undo_group.removeStack(self.undo_stack)
        self.undo_stack.deleteLater()
