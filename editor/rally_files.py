"""Which file each stage of a rally is saved to, and the rally's plan as written.

A rally's stage files must lie in the rally file's folder or below (the loader refuses
any other, :func:`pacenote.rally.stage_file_inside`): a stage never saved gets a new
file beside the rally, a Save As into another folder takes the stage files along, and
a file outside the folder is refused with a message that says so.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, Any, TypeVar

from pacenote.errors import PacenoteFileError
from pacenote.formats import detect_format
from pacenote.i18n import msg
from pacenote.rally import SUFFIX, Rally, RallyStage, stage_file_inside

if TYPE_CHECKING:
    from pacenote.editor.stage_slot import StageSlot

NATIVE_SUFFIX = ".stage.json"


def native_name(path: Path) -> Path:
    """``track.rgt`` → ``track.stage.json`` beside it: where an imported stage is saved."""
    name = path.name
    for suffix in (NATIVE_SUFFIX, ".rgt", ".json"):
        if name.lower().endswith(suffix):
            name = name[: -len(suffix)]
            break
    return path.with_name(name + NATIVE_SUFFIX)


def renumbered(before: Sequence[str], after: Sequence[str]) -> list[str]:
    """The labels after a stage is removed or moved: renumbered SS1, SS2, … in running
    order when they were numbered so before (a special stage's number is its place);
    labels the user chose are kept.

    >>> renumbered(["SS1", "SS2", "SS3"], ["SS1", "SS3"])
    ['SS1', 'SS2']
    >>> renumbered(["SS1", "Col", "SS3"], ["SS1", "SS3"])
    ['SS1', 'SS3']
    """
    if list(before) == [f"SS{i + 1}" for i in range(len(before))]:
        return [f"SS{i + 1}" for i in range(len(after))]
    return list(after)


Planned = TypeVar("Planned")


def renumbered_plan(before: Sequence[tuple[Planned, str, bool]],
                    after: Sequence[tuple[Planned, str, bool]]
                    ) -> tuple[tuple[Planned, str, bool], ...]:
    """A rally plan's (stage, label, service) entries after a removal or a move, their
    labels :func:`renumbered`."""
    labels = renumbered([label for _, label, _ in before], [label for _, label, _ in after])
    return tuple((stage, label, service)
                 for (stage, _, service), label in zip(after, labels, strict=True))


def next_label(labels: Sequence[str]) -> str:
    """The first free ``SSn`` from one past the stages there are.

    >>> next_label(["SS1", "SS2"]), next_label(["SS1", "SS3"])
    ('SS3', 'SS4')
    """
    n = len(labels) + 1
    while f"SS{n}" in labels:
        n += 1
    return f"SS{n}"


def stage_inside(folder: Path, file: Path, rally: Path | None, where: str) -> str:
    """``file``'s name relative to the rally's ``folder`` (what the rally file holds);
    PacenoteFileError saying the stage must lie in that folder if it does not."""
    outside = PacenoteFileError(rally, where, msg(
        "the stage file {file} is outside the rally's folder {folder}: a rally's stage files "
        "must lie in its folder or below (save or copy the stage there first)",
        file=str(file), folder=str(folder)))
    try:
        relative = os.path.relpath(os.path.abspath(file), os.path.abspath(folder))
    except ValueError:  # another drive (Windows)
        raise outside from None
    if relative == os.pardir or relative.startswith(os.pardir + os.sep) or \
            os.path.isabs(relative):
        raise outside
    name = PurePath(relative).as_posix()
    stage_file_inside(folder, name, rally, where)  # no symlink leading out either
    return name


def _free(file: Path, taken: set[Path]) -> Path:
    """``file``, or ``<name>-2.stage.json`` (-3, …) if a stage or a file has it already:
    a save never overwrites a file that is not the stage's own."""
    base, n = file.name.removesuffix(NATIVE_SUFFIX), 1
    while file in taken or file.exists():
        n += 1
        file = file.with_name(f"{base}-{n}{NATIVE_SUFFIX}")
    return file


def _fresh_file(folder: Path, stem: str, label: str, taken: set[Path]) -> Path:
    """A stage file name beside the rally that no stage and no file uses yet."""
    safe = "".join(c if c.isalnum() or c in "-_" else "-" for c in label.lower()) or "stage"
    return _free(folder / f"{stem}-{safe}{NATIVE_SUFFIX}", taken)


def _target(slot: StageSlot, folder: Path, old_folder: Path | None, stem: str,
            taken: set[Path]) -> Path:
    if slot.file is None:
        return _fresh_file(folder, stem, slot.label, taken)
    file = slot.file
    if old_folder is not None and folder.absolute() != old_folder.absolute() and \
            file.absolute().is_relative_to(old_folder.absolute()):
        file = folder / file.absolute().relative_to(old_folder.absolute())  # goes along
    if slot.dirty and detect_format(file) != "native":
        file = native_name(file)  # an edited Rekee/.rgt stage is saved natively beside it
    return file if file == slot.file else _free(file, taken)


def planned_stages(slots: Sequence[StageSlot], target: Path, old_folder: Path | None,
                   ) -> tuple[tuple[RallyStage, ...], list[tuple[StageSlot, Path]]]:
    """The rally file's stage entries when saved to ``target``, and which stages must be
    written where (changed, moved along, or not on disk yet). Refuses (PacenoteFileError)
    before anything is written."""
    folder = target.parent
    stem = target.name[: -len(SUFFIX)] if target.name.lower().endswith(SUFFIX) else target.stem
    taken: set[Path] = set()
    stages: list[RallyStage] = []
    writes: list[tuple[StageSlot, Path]] = []
    for i, slot in enumerate(slots):
        where = f"$.stages[{i}]"
        if slot.inline:
            stages.append(RallyStage(i, slot.label, slot.service, where,
                                     source=f"{where}.stage", inline=slot.stage))
            continue
        file = _target(slot, folder, old_folder, stem, taken)
        name = stage_inside(folder, file, target, f"{where}.file")
        taken.add(file)
        if slot.dirty or file != slot.file or not file.is_file():
            writes.append((slot, file))
        stages.append(RallyStage(i, slot.label, slot.service, where, file=file, source=name))
    return tuple(stages), writes


def shown_name(slot: StageSlot, folder: Path | None) -> str:
    """How the Rally dock and the rally's findings name a stage's file."""
    if slot.inline:
        return "inline"
    if slot.file is None:
        return "not saved yet"
    if folder is not None and slot.file.absolute().is_relative_to(folder.absolute()):
        return slot.file.absolute().relative_to(folder.absolute()).as_posix()
    return slot.file.name


def finding_name(slot: StageSlot, folder: Path | None) -> str:
    """How the rally's findings name a stage's file: a noun in their sentences (``the
    plan has service after SS2 but the new stage has no service park``)."""
    if slot.inline:
        return "the inline stage"
    if slot.file is None:
        return "the new stage"
    return shown_name(slot, folder)


def inline_plan(rally: Rally, slots: Sequence[StageSlot]) -> Rally:
    """The rally with every stage inline as it is being edited (what autosave writes
    and the Rally dock checks); each entry's ``source`` names the stage's file for the
    findings."""
    folder = rally.path.parent if rally.path is not None else None
    stages = tuple(RallyStage(i, s.label, s.service, f"$.stages[{i}]",
                              source=finding_name(s, folder), inline=s.stage)
                   for i, s in enumerate(slots))
    return Rally(rally.name, stages, rally.author, rally.notes, rally.boxes, rally.players,
                 dict(rally.options), rally.path)


def stage_files(slots: Sequence[StageSlot]) -> list[dict[str, Any]]:
    """Each stage's own file, for the recovery record beside a rally's autosave."""
    return [{"file": None if s.file is None else str(s.file), "inline": s.inline}
            for s in slots]


@dataclass(frozen=True)
class Structure:
    """A rally's plan without the stages' layouts: what makes the rally file differ."""

    fields: tuple[object, ...]
    stages: tuple[tuple[Path | None, str, bool, bool], ...]

    @staticmethod
    def of(rally: Rally | None, slots: Sequence[StageSlot]) -> Structure:
        fields: tuple[object, ...] = () if rally is None else (
            rally.name, rally.author, rally.notes, rally.boxes, rally.players,
            tuple(sorted(rally.options.items())))
        return Structure(fields, tuple((s.file, s.label, s.service, s.inline) for s in slots))
