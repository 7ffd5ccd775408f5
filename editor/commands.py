"""Undoable stage edits. Stages are immutable, so a command keeps the stage before and
after; the names say what happened (``Place 210a``, ``Flip 210a → 210b``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtGui import QUndoCommand

from pacenote.stage import Stage

ROTATE_ID = 1  # consecutive rotations of the same tiles merge into one command
TEXT_ID = 2  # typing in one stage field (name, author, notes) merges into one command


class StageHolder(Protocol):
    """What a command changes: one stage being edited (a rally has one per stage)."""

    def show_stage(self, stage: Stage) -> None: ...


class StageEdit(QUndoCommand):
    def __init__(self, document: StageHolder, before: Stage, after: Stage, text: str,
                 merge_id: int = -1, merge_key: object = None) -> None:
        super().__init__(text)
        self.merge_key = merge_key  # what the edit applied to (e.g. the rotated hexes)
        self.document = document
        self.before = before
        self.after = after
        self.merge_id = merge_id

    def redo(self) -> None:
        self.document.show_stage(self.after)

    def undo(self) -> None:
        self.document.show_stage(self.before)

    def id(self) -> int:
        return self.merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt API
        if not isinstance(other, StageEdit) or other.merge_id != self.merge_id \
                or other.merge_key != self.merge_key or other.before != self.after:
            return False
        self.after = other.after
        self.setObsolete(self.after == self.before)  # turned full circle: nothing to undo
        return True


def tiles_text(verb: str, ids: Sequence[str]) -> str:
    """``Rotate 210a`` for one tile, ``Rotate 3 tiles`` for several."""
    return f"{verb} {ids[0]}" if len(ids) == 1 else f"{verb} {len(ids)} tiles"


def place_text(tile: str, replaced: str | None) -> str:
    return f"Place {tile}" if replaced is None else f"Replace {replaced} with {tile}"


def flip_text(pairs: Sequence[tuple[str, str]]) -> str:
    if len(pairs) == 1:
        return f"Flip {pairs[0][0]} → {pairs[0][1]}"
    return f"Flip {len(pairs)} tiles"
