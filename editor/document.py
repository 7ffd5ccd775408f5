"""The open document: one stage, or a rally of several, with undo history and dirty state.

Every stage being edited lives in a :class:`StageSlot` with its own undo stack; a stage
file opened alone is a document of one slot, a ``*.rally.json`` one slot per stage plus
the rally's own fields (:attr:`Document.rally`). Every model change is a
:class:`~pacenote.editor.commands.StageEdit` on the current slot's stack, which is the
undo group's active one: Edit → Undo acts on the stage shown. A stack's clean state is
the "saved" state. A rally's own changes (stages added, removed, moved, renamed, service,
its fields) are :class:`~pacenote.editor.commands.RallyEdit` commands on
:attr:`Document.rally_stack`, the group's active stack while the rally has the focus
(:meth:`Document.focus_rally`). Files go through :mod:`pacenote.formats` and :mod:`pacenote.rally`
(atomic saves); a file that fails to load raises ``PacenoteFileError`` before anything
here changes. The rally's files (which stage file goes where) are worked out in
:mod:`pacenote.editor.rally_files`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoGroup, QUndoStack

from pacenote.editor.commands import RALLY_FIELD_ID, RallyEdit, StageEdit
from pacenote.editor.rally_files import (
    NATIVE_SUFFIX,
    Structure,
    inline_plan,
    native_name,
    next_label,
    planned_stages,
    renumbered_plan,
    stage_files,
    stage_inside,
)
from pacenote.editor.stage_slot import StageSlot
from pacenote.errors import PacenoteFileError
from pacenote.formats import detect_format, load_stage, save_stage
from pacenote.rally import Rally, is_rally_file, load_rally, save_rally
from pacenote.stage import Stage
from pacenote.tiles import Tileset, load_tileset

__all__ = ["NATIVE_SUFFIX", "Document", "StageSlot", "native_name"]
RECOVER_TEXT = "Recover autosaved changes"
RALLY_FIELDS = ("name", "author", "notes", "boxes", "players")  # what the Rally dock edits


@dataclass(frozen=True)
class RallyPlan:
    """A rally as its undo history keeps it: its own fields and its stages in running
    order, each with its label and whether service follows, and the stage shown."""

    rally: Rally  # the rally's own fields (its stages are the slots below)
    stages: tuple[tuple[StageSlot, str, bool], ...]  # slot, label, service after it
    current: StageSlot


class Document(QObject):
    stage_changed = Signal(object)  # Stage: the current stage changed, or another is current
    file_changed = Signal()  # path, name or dirty state changed
    rally_changed = Signal()  # a rally's stages, their labels or service, or its name
    replaced = Signal()  # another stage or rally was opened, started or recovered
    leaving = Signal()  # another stage of the rally is about to be shown
    entered = Signal()  # … and now it is
    parked_changed = Signal()  # stages out of the rally that can no longer come back let go

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_group = QUndoGroup(self)
        stage = Stage()
        self.slots = [StageSlot(self, stage, load_tileset(stage.tileset))]
        self.current = 0
        # The rally's own changes; Edit → Undo acts on it while the rally has the focus.
        self.rally_stack = QUndoStack(self)
        self.undo_group.addStack(self.rally_stack)
        self.rally_stack.cleanChanged.connect(self.clean_changed)
        self.rally_stack.indexChanged.connect(self._let_go)
        self.rally_focus = False
        self.parked: list[StageSlot] = []  # out of the rally; an undo or redo brings them back
        self.undo_group.setActiveStack(self.slots[0].undo_stack)
        # The rally's own fields (name, author, boxes, options…); its stages are the slots.
        self.rally: Rally | None = None
        self.plan_recovered = False  # a recovered plan differs from the file's
        self.path: Path | None = None  # where Save writes (always a native file)
        self.source: Path | None = None  # the file the stage came from (may be Rekee/.rgt)

    def clean_changed(self, _clean: bool) -> None:
        self.file_changed.emit()

    # -- state ---------------------------------------------------------------------

    @property
    def slot(self) -> StageSlot:
        return self.slots[self.current]

    @property
    def stage(self) -> Stage:
        return self.slot.stage

    @property
    def tileset(self) -> Tileset:
        return self.slot.tileset

    @property
    def undo_stack(self) -> QUndoStack:
        return self.slot.undo_stack

    @property
    def rally_dirty(self) -> bool:
        """Stages added, removed, moved, renamed, service or the rally's fields changed."""
        return self.plan_recovered or not self.rally_stack.isClean()

    @property
    def dirty(self) -> bool:
        return self.rally_dirty or any(s.dirty for s in self.slots)

    def focus_rally(self, rally: bool) -> None:
        """Whether Edit → Undo acts on the rally's history (True) or the shown stage's."""
        self.rally_focus = rally
        self._activate()

    def _activate(self) -> None:
        self.undo_group.setActiveStack(self.rally_stack if self.rally_focus and self.rally
                                       is not None else self.undo_stack)

    def display_name(self) -> str:
        if self.path is not None:
            return self.path.name
        if self.source is not None:
            return self.source.name
        if self.rally is not None:
            return self.rally.name or self.tr("Untitled rally")
        return self.stage.name or self.tr("Untitled")

    def stage_display_name(self) -> str:
        """The current stage's name for titles: in a rally, its file or its label."""
        if self.rally is None:
            return self.display_name()
        file = self.slot.file
        return file.name if file is not None else f"{self.display_name()} {self.slot.label}"

    def show_stage(self, stage: Stage) -> None:
        """Make ``stage`` current (commands call this; use :meth:`edit` to change it)."""
        self.slot.show_stage(stage)

    def slot_shown(self, slot: StageSlot) -> None:
        if slot is self.slot:
            self.stage_changed.emit(slot.stage)

    def edit(self, after: Stage, text: str, merge_id: int = -1, merge_key: object = None) -> bool:
        """Apply a change as an undoable command; False when nothing would change."""
        if after == self.stage:
            return False
        self.undo_stack.push(StageEdit(self.slot, self.stage, after, text, merge_id, merge_key))
        return True

    def mark_clean(self) -> None:
        """Every stage and the rally as saved (a save wrote them all)."""
        self.plan_recovered = False
        self.rally_stack.setClean()
        for slot in self.slots:
            slot.undo_stack.setClean()
        self.file_changed.emit()

    def _reset(self, slots: list[StageSlot], rally: Rally | None, path: Path | None,
               source: Path | None) -> None:
        """Another document: ``slots`` replace every stage (and their histories)."""
        self.rally_stack.clear()
        self._drop_all_but(slots)
        self.slots, self.current = slots, 0
        self.rally, self.plan_recovered = rally, False
        self.path, self.source = path, source
        self._activate()
        self.rally_changed.emit()
        self.stage_changed.emit(self.stage)
        self.mark_clean()
        self.replaced.emit()

    # -- files ---------------------------------------------------------------------

    def new(self, boxes: str | None = None) -> None:
        """An empty stage for the boxes owned (a tileset name; None: the current ones)."""
        name = boxes or self.stage.tileset
        tileset = load_tileset(name)
        self._reset([StageSlot(self, Stage(tileset=name), tileset)], None, None, None)

    def new_rally(self, boxes: str | None = None) -> None:
        """An unsaved rally of one empty stage, SS1 (add the others with add_stage)."""
        name = boxes or self.stage.tileset
        tileset = load_tileset(name)
        self._reset([StageSlot(self, Stage(tileset=name), tileset, label="SS1")],
                    Rally("", ()), None, None)

    def open(self, path: str | Path) -> None:
        """Load any supported file. A Rekee or .rgt file is imported: Save asks where to
        write the native ``.stage.json`` so the original is never overwritten. A
        ``*.rally.json`` opens every stage it names, one slot each."""
        path = Path(path)
        if is_rally_file(path):
            self.open_rally(path)
            return
        stage = load_stage(path)
        tileset = load_tileset(stage.tileset)  # unknown tileset: PacenoteFileError, no change
        native = detect_format(path) == "native"
        self._reset([StageSlot(self, stage, tileset)], None, path if native else None, path)

    def open_rally(self, path: Path) -> None:
        rally = load_rally(path)
        loaded = []
        for entry in rally.stages:  # every stage read before anything changes
            stage = rally.load_stage(entry)
            file = None if entry.inline is not None else rally.stage_file(entry)
            loaded.append((stage, load_tileset(stage.tileset), file, entry))
        slots = [StageSlot(self, stage, tileset, file, e.label, e.service, e.inline is not None)
                 for stage, tileset, file, e in loaded]
        self._reset(slots, replace(rally, stages=()), path, path)

    def adopt_name(self, path: Path) -> None:
        """Take ``path`` as the document's file without reading it (e.g. a recovered
        stage whose file is gone): Save writes there if it is a native file name."""
        if is_rally_file(path) or detect_format(path) == "native":
            self.path = path
        self.source = path
        self.file_changed.emit()

    def save(self, path: str | Path | None = None, *, force: bool = False) -> Path:
        """Save as native ``.stage.json`` (atomic) and mark the stage clean; a rally
        writes every changed stage file, then the rally file. A read-only file is
        refused (``pacenote.jsonio.ReadOnlyFile``) unless ``force``."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no file name to save to")
        if self.rally is not None:
            self._save_rally(target, force)
        else:
            save_stage(self.stage, target, "native", force=force)
        self.path = self.source = target
        self.mark_clean()
        return target

    def _save_rally(self, target: Path, force: bool = False) -> None:
        assert self.rally is not None
        old_folder = self.path.parent if self.path is not None else None
        stages, writes = planned_stages(self.slots, target, old_folder)  # refusals first
        renamed = any(file != slot.file for slot, file in writes)
        for slot, file in writes:
            save_stage(slot.stage, file, "native", force=force)
            slot.file = file
        if self.rally_dirty or renamed or target != self.path or not target.is_file():
            # Only stage layouts changed: the rally file is left as the user wrote it.
            save_rally(replace(self.rally, stages=stages, path=target), target, force=force)

    def export(self, path: str | Path, fmt: str | None = None) -> None:
        """Write a copy in any format; the document keeps its own file and dirty state."""
        save_stage(self.stage, path, fmt)

    def stage_path(self) -> Path | None:
        """The current stage's own file: a rally's stage file, else the document's."""
        if self.rally is not None:
            return self.slot.file
        return self.suggested_path()

    def suggested_path(self) -> Path | None:
        if self.path is not None or self.rally is not None:
            return self.path
        return native_name(self.source) if self.source is not None else None

    # -- a rally's stages ----------------------------------------------------------

    def switch(self, index: int) -> None:
        """Show stage ``index`` of the rally: its canvas, history and findings."""
        if index == self.current or not 0 <= index < len(self.slots):
            return
        self.leaving.emit()
        self.current = index
        self._activate()
        self.rally_changed.emit()
        self.stage_changed.emit(self.stage)
        self.file_changed.emit()
        self.entered.emit()

    def plan(self) -> RallyPlan:
        assert self.rally is not None, "only a rally has a plan"
        return RallyPlan(self.rally, tuple((s, s.label, s.service) for s in self.slots),
                         self.slot)

    def _change_plan(self, after: RallyPlan, text: str, merge_id: int = -1,
                     merge_key: object = None) -> bool:
        """Apply a change of the rally as an undoable command; False when nothing would
        change."""
        before = self.plan()
        if after == before:
            return False
        self.rally_stack.push(RallyEdit(self, before, after, text, merge_id, merge_key))
        return True

    def show_plan(self, plan: RallyPlan) -> None:
        """Make ``plan`` the rally's (rally commands call this). A stage leaving the
        plan is parked with its layout and history; coming back, it has them again."""
        slots = [slot for slot, _label, _service in plan.stages]
        moving = plan.current is not self.slot
        if moving:
            self.leaving.emit()
        for slot in self.slots:
            if slot not in slots:
                slot.park()
                self.parked.append(slot)
        for slot, label, service in plan.stages:
            if slot in self.parked:
                self.parked.remove(slot)
                slot.unpark()
            slot.label, slot.service = label, service
        self.slots, self.rally = slots, plan.rally
        self.current = slots.index(plan.current)
        self._activate()
        self.rally_changed.emit()
        self.stage_changed.emit(self.stage)
        self.file_changed.emit()
        if moving:
            self.entered.emit()

    def _let_go(self) -> None:
        """Drop the parked stages no command of the rally's history holds any more: a
        change after an undo discards the redo steps, and a stage only they could bring
        back goes with them (its layout, history and canvas view)."""
        if not self.parked:
            return
        held = {slot for i in range(self.rally_stack.count())
                for slot in _slots_held(self.rally_stack.command(i))}
        gone = [s for s in self.parked if s not in held]
        for slot in gone:
            self.parked.remove(slot)
            slot.drop()
        if gone:
            self.parked_changed.emit()

    def _drop_all_but(self, slots: list[StageSlot]) -> None:
        for old in [*self.slots, *self.parked]:
            if old not in slots:
                old.drop()
        self.parked = []

    def add_stage(self, stage: Stage | None = None, file: Path | None = None) -> StageSlot:
        """A stage after the current one (empty, of the current boxes, if None), shown."""
        if stage is None:
            stage = Stage(tileset=self.stage.tileset)
        label = next_label([s.label for s in self.slots])
        slot = StageSlot(self, stage, load_tileset(stage.tileset), file, label)
        plan = self.plan()
        stages = list(plan.stages)
        stages.insert(self.current + 1, (slot, label, False))
        self._change_plan(replace(plan, stages=tuple(stages), current=slot),
                          self.tr("Add stage {label}").format(label=label) if file is None
                          else self.tr("Add {file} as {label}").format(file=file.name,
                                                                        label=label))
        return slot

    def add_stage_file(self, path: str | Path) -> StageSlot:
        """Add the stage of an existing file. A saved rally only takes files in its folder
        or below (as the loader requires): PacenoteFileError saying so otherwise."""
        path = Path(path).absolute()
        if self.path is not None:
            stage_inside(self.path.parent, path, self.path, f"$.stages[{len(self.slots)}]")
        return self.add_stage(load_stage(path), path)  # an unknown tileset: nothing added

    def remove_stage(self, index: int) -> None:
        """Take stage ``index`` out of the rally (its file stays on disk; an undo brings
        it back with its unsaved work and history)."""
        if len(self.slots) <= 1:
            raise ValueError("a rally keeps at least one stage")
        plan = self.plan()
        stages = list(plan.stages)
        slot, label, _service = stages.pop(index)
        current = plan.current if plan.current is not slot \
            else stages[min(index, len(stages) - 1)][0]
        self._change_plan(replace(plan, stages=renumbered_plan(plan.stages, stages),
                                  current=current),
                          self.tr("Remove stage {label}").format(label=label))

    def move_stage(self, index: int, to: int) -> None:
        """Stage ``index`` runs at place ``to`` (the current stage stays current)."""
        if index == to or not 0 <= to < len(self.slots):
            return
        plan = self.plan()
        stages = list(plan.stages)
        stages.insert(to, stages.pop(index))
        self._change_plan(replace(plan, stages=tuple(stages)),
                          self.tr("Move {label} to place {n}").format(label=stages[to][1],
                                                                       n=to + 1))

    def rename_stage(self, index: int, label: str) -> None:
        label = label.strip()
        if not label:
            raise ValueError("a stage needs a label (SS1, SS2, …)")
        if any(s.label == label for i, s in enumerate(self.slots) if i != index):
            raise ValueError(f"{label} already names another stage of the rally")
        old = self.slots[index].label
        self._plan_stage(index, label, self.slots[index].service,
                         self.tr("Rename {old} → {label}").format(old=old, label=label))

    def set_service(self, index: int, service: bool) -> None:
        """Whether the service park follows stage ``index`` (the rally plan's flag)."""
        label = self.slots[index].label
        self._plan_stage(index, label, service,
                         (self.tr("Service after {label} on") if service
                          else self.tr("Service after {label} off")).format(label=label))

    def _plan_stage(self, index: int, label: str, service: bool, text: str) -> None:
        plan = self.plan()
        stages = list(plan.stages)
        stages[index] = (stages[index][0], label, service)
        self._change_plan(replace(plan, stages=tuple(stages)), text)

    def set_rally_field(self, name: str, value: Any) -> None:
        """One of the rally's own fields: ``name``, ``author``, ``notes``, ``boxes`` (1-9)
        or ``players`` (1-10, None: not said). Typing in one field is one undo step."""
        if name not in RALLY_FIELDS:
            raise ValueError(f"no rally field {name!r}")
        if self.rally is not None:
            plan = self.plan()
            self._change_plan(replace(plan, rally=replace(plan.rally, **{name: value})),
                              self.tr("Edit rally {field}").format(field=name), RALLY_FIELD_ID,
                              name)

    # -- crash recovery ------------------------------------------------------------

    def rally_plan(self) -> Rally:
        """The rally as being edited, every stage inline (autosave, the Rally dock)."""
        assert self.rally is not None
        return inline_plan(replace(self.rally, path=self.path), self.slots)

    def recovery_copy(self) -> tuple[Rally, list[dict[str, object]]]:
        """The whole rally with every stage inline, and each stage's file (autosave)."""
        return self.rally_plan(), stage_files(self.slots)

    def _structure(self) -> Structure:
        return Structure.of(self.rally, self.slots)

    def adopt_rally(self, copy: Rally, files: list[Path | None], inline: list[bool]) -> bool:
        """Take over a rally's autosaved work: each stage's recovered layout as one
        undoable step on top of its file as opened (or read, or an empty stage), the
        recovered plan (labels, service, order) as unsaved. False: nothing new in it."""
        before = self._structure() if self.rally is not None else None
        reusable = {s.file: s for s in self.slots if s.file is not None} \
            if self.rally is not None else {}
        slots: list[StageSlot] = []
        changed = False
        for entry, file, held in zip(copy.stages, files, inline, strict=True):
            recovered = entry.inline
            assert recovered is not None, "a recovery copy holds every stage inline"
            slot = reusable.pop(file, None) if file is not None else None
            if slot is None:
                slot = StageSlot(self, _base_stage(file, recovered), load_tileset(
                    recovered.tileset), file, inline=held)
            slot.label, slot.service = entry.label, entry.service
            if recovered != slot.stage:
                slot.undo_stack.push(StageEdit(slot, slot.stage, recovered, RECOVER_TEXT))
                changed = True
            slots.append(slot)
        self.rally_stack.clear()
        self._drop_all_but(slots)
        self.slots, self.current = slots, min(self.current, len(slots) - 1)
        self.rally = replace(copy, stages=(), path=self.path)
        self.plan_recovered = self._structure() != before
        self._activate()
        self.rally_changed.emit()
        self.stage_changed.emit(self.stage)
        self.file_changed.emit()
        return changed or self.rally_dirty


def _slots_held(command: QUndoCommand | None) -> set[StageSlot]:
    """The stages a rally command shows before or after it (what its undo or redo can
    bring back)."""
    if not isinstance(command, RallyEdit):
        return set()
    return {slot for plan in (command.before, command.after) if isinstance(plan, RallyPlan)
            for slot, _label, _service in plan.stages}


def _base_stage(file: Path | None, recovered: Stage) -> Stage:
    """What a recovered stage's work is undone back to: its file if it still reads."""
    if file is not None and file.is_file():
        try:
            return load_stage(file)
        except PacenoteFileError:  # unreadable: the work goes on an empty stage
            pass
    return Stage(tileset=recovered.tileset)

