"""Undoable stage edits. Stages are immutable, so a command keeps the stage before and
after; the names say what happened (``Place 210a``, ``Flip 210a → 210b``). A rally's
own changes (its stages, their order, labels and service, its fields) are
:class:`RallyEdit` commands on the rally's stack."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.i18n import trn
from pacenote.stage import Stage

translate = QCoreApplication.translate

ROTATE_ID = 1  # consecutive rotations of the same tiles merge into one command
TEXT_ID = 2  # typing in one stage field (name, author, notes) merges into one command
RALLY_FIELD_ID = 3  # the same for a rally's fields (name, author, players, boxes)


class StageHolder(Protocol):
    """What a command changes: one stage being edited (a rally has one per stage)."""

    def show_stage(self, stage: Stage) -> None: ...


class PlanHolder(Protocol):
    """What a rally command changes: the rally's plan (its fields, stages and their
    order, labels and service), shown whole."""

    def show_plan(self, plan: Any) -> None: ...


class SnapshotEdit(QUndoCommand):
    """A change kept as the value before and after it (stages and rally plans are
    immutable); consecutive edits with the same ``merge_id`` and ``merge_key`` merge."""

    def __init__(self, before: object, after: object, text: str, merge_id: int = -1,
                 merge_key: object = None) -> None:
        super().__init__(text)
        self.merge_key = merge_key  # what the edit applied to (e.g. the rotated hexes)
        self.before = before
        self.after = after
        self.merge_id = merge_id

    def show(self, value: Any) -> None:
        raise NotImplementedError

    def redo(self) -> None:
        self.show(self.after)

    def undo(self) -> None:
        self.show(self.before)

    def id(self) -> int:
        return self.merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt API
        if type(other) is not type(self) or not isinstance(other, SnapshotEdit) \
                or other.merge_id != self.merge_id or other.merge_key != self.merge_key \
                or other.before != self.after:
            return False
        self.after = other.after
        self.setObsolete(self.after == self.before)  # turned full circle: nothing to undo
        return True


class StageEdit(SnapshotEdit):
    def __init__(self, document: StageHolder, before: Stage, after: Stage, text: str,
                 merge_id: int = -1, merge_key: object = None) -> None:
        super().__init__(before, after, text, merge_id, merge_key)
        self.document = document

    def show(self, value: Any) -> None:
        self.document.show_stage(value)


class RallyEdit(SnapshotEdit):
    """A change of a rally's plan: a stage added, removed, moved or renamed, service
    switched, the rally's name, author, players or boxes. A removed stage lives on in
    the plan before it, with its layout and its own undo history."""

    def __init__(self, document: PlanHolder, before: object, after: object, text: str,
                 merge_id: int = -1, merge_key: object = None) -> None:
        super().__init__(before, after, text, merge_id, merge_key)
        self.document = document

    def show(self, value: Any) -> None:
        self.document.show_plan(value)


VERBS = (QT_TRANSLATE_NOOP("Edits", "Rotate together"), QT_TRANSLATE_NOOP("Edits", "Rotate"),
         QT_TRANSLATE_NOOP("Edits", "Delete"), QT_TRANSLATE_NOOP("Edits", "Move"))


def tiles_text(verb: str, ids: Sequence[str]) -> str:
    """``Rotate 210a`` for one tile, ``Rotate 3 tiles`` for several."""
    what = ids[0] if len(ids) == 1 else trn("{n} tile", "{n} tiles", len(ids))
    return f"{QCoreApplication.translate('Edits', verb)} {what}"


def place_text(tile: str, replaced: str | None) -> str:
    if replaced is None:
        return QCoreApplication.translate("Edits", "Place {tile}").format(tile=tile)
    return QCoreApplication.translate("Edits", "Replace {old} with {tile}").format(
        old=replaced, tile=tile)


def flip_text(pairs: Sequence[tuple[str, str]]) -> str:
    if len(pairs) == 1:
        return QCoreApplication.translate("Edits", "Flip {tile} → {other}").format(
            tile=pairs[0][0], other=pairs[0][1])
    return QCoreApplication.translate("Edits", "Flip {tiles}").format(
        tiles=trn("{n} tile", "{n} tiles", len(pairs)))
