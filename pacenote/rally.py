"""A rally: stages in running order, service after each, and the rule options in force.

``*.rally.json`` (schema: ``schema/rally.schema.json``) names each stage by a file
relative to the rally file or holds it inline in pacenote's stage format. Stage
files are read only when asked (:meth:`Rally.load_stage`), so a validator can
report a missing stage file and still check the others.

A rally file may come from a stranger: its stage files must lie in the rally file's
folder or below it (no absolute path, no ``..`` or symlink leading out), so a rally
can never make pacenote read, or quote in an error, a file outside its folder.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any

from pacenote.boxes import BoxListError, BoxSpec, format_boxes, parse_boxes
from pacenote.errors import PacenoteFileError
from pacenote.formats import RALLY_SUFFIX, load_stage, native
from pacenote.formats.reading import at_most
from pacenote.i18n import msg
from pacenote.jsonio import read_json, validate, write_json_atomic
from pacenote.limits import MAX_RALLY_STAGES, too_many_rally_tiles, too_much_to_drive
from pacenote.loading import leads_outside
from pacenote.stage import Stage

FORMAT = "pacenote-rally"
VERSION = 1
SUFFIX = RALLY_SUFFIX


@dataclass(frozen=True)
class RallyStage:
    """One stage of the plan."""

    index: int  # running order, from 0
    label: str  # "SS1" unless the file names it
    service: bool  # the service park follows this stage
    where: str  # JSON path of this entry in the rally file, e.g. "$.stages[1]"
    file: Path | None = None  # stage file (resolved against the rally file's folder)
    source: str = ""  # the stage file as the rally file names it, or its JSON path if inline
    inline: Stage | None = None  # a stage held in the rally file itself


@dataclass(frozen=True)
class Rally:
    name: str
    stages: tuple[RallyStage, ...]
    author: str = ""
    notes: str = ""
    boxes: BoxSpec = 1  # what the organisers own: copies of the tileset's box, or box keys
    players: int | None = None  # drivers taking part, when the rally file says
    # Advanced-rule options; the keys are those of the engine's ruleset options
    # (Ruleset.with_options(**rally.options)).
    options: dict[str, Any] = field(default_factory=dict, compare=False)
    path: Path | None = None

    def stage_file(self, entry: RallyStage) -> Path:
        """The entry's stage file, checked to lie inside the rally's folder (not read);
        PacenoteFileError naming the entry if it does not."""
        assert entry.file is not None, "an inline stage has no file"
        return stage_file_inside(entry.file.parent if self.path is None else self.path.parent,
                                 entry.source, self.path, f"{entry.where}.file")

    def load_stage(self, entry: RallyStage) -> Stage:
        """The stage of one entry; PacenoteFileError if its file cannot be read."""
        if entry.inline is not None:
            return entry.inline
        with self.reading(entry):
            return load_stage(self.stage_file(entry))

    @contextmanager
    def reading(self, entry: RallyStage) -> Iterator[None]:
        """A stage file that cannot be read is reported as the rally's: the rally file,
        the entry's JSON path and its label, then the stage file's own error
        (``rally.json: $.stages[1].file: stage SS2: ss2.stage.json: no such file``)."""
        try:
            yield
        except PacenoteFileError as exc:
            if exc.path is None or self.path is None or exc.path == self.path:
                raise
            raise PacenoteFileError(self.path, f"{entry.where}.file",
                                    msg("stage {label}: {error}", label=entry.label,
                                        error=exc)) from None

    def load_stages(self) -> list[Stage]:
        """Every stage; PacenoteFileError if one cannot be read, or if together they
        hold more tiles than a rally may (``limits.MAX_RALLY_TILES``)."""
        stages = [self.load_stage(e) for e in self.stages]
        check_rally_tiles(stages, self.path)
        return stages


def check_rally_tiles(stages: list[Stage], path: str | Path | None) -> None:
    """PacenoteFileError (``$.stages``) if the stages hold more tiles than a rally may."""
    problem = too_many_rally_tiles(sum(len(s.tiles) for s in stages), len(stages))
    if problem is not None:
        raise PacenoteFileError(path, "$.stages", problem)


def check_rally_drive(stages: list[Stage], path: str | Path | None) -> None:
    """PacenoteFileError (``$.stages``) if driving every stage (drive of a rally, its par
    times) is more work than one command may do: the road tiles of all the courses."""
    from pacenote.course import build_course  # on use: loading a rally builds no course

    courses = [build_course(s) for s in stages]
    problem = too_much_to_drive(sum(len(c.driven) for c in courses), len(stages))
    if problem is not None:
        raise PacenoteFileError(path, "$.stages", problem)


def is_rally_file(path: str | Path) -> bool:
    return Path(path).name.lower().endswith(SUFFIX)


_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")  # NUL, newlines, escapes: in no stage file name


def stage_file_inside(folder: Path, name: str, rally: Path | None, where: str) -> Path:
    """``folder / name`` if it is a file name (no NUL or control character, valid
    Unicode), stays inside ``folder`` once symlinks and ``..`` are resolved and is not a
    rally file; else PacenoteFileError naming ``where`` (which never quotes the outside
    file). The one check of a rally entry's stage file, for every reader and writer."""
    try:
        os.fsencode(name)
    except UnicodeEncodeError:  # a lone surrogate ("\ud800") names no file
        raise PacenoteFileError(rally, where, msg("not a file name: it holds a character that "
                                                  "is not valid Unicode")) from None
    if _CONTROL.search(name) or not name.strip():
        raise PacenoteFileError(rally, where, msg("not a file name: it is empty or holds a NUL "
                                                  "or another control character"))
    if PurePosixPath(name).is_absolute() or PureWindowsPath(name).anchor:
        raise PacenoteFileError(rally, where, msg("an absolute path: name the stage file "
                                                  "relative to the rally file, in its folder or "
                                                  "below"))
    if is_rally_file(name):  # refused unread: it is checked as a rally, never as a stage
        raise PacenoteFileError(rally, where, msg("a rally file, not a stage: name one of its "
                                                  "stage files"))
    if leads_outside(folder / name, os.path.realpath(folder)):
        raise PacenoteFileError(rally, where, msg("leads outside the rally's folder (by '..' or "
                                                  "a symlink): stage files must be in its folder "
                                                  "or below"))
    return folder / name


def load_rally(path: str | Path) -> Rally:
    """Read and check a ``*.rally.json``; PacenoteFileError (one line) if it cannot."""
    path = Path(path)
    return rally_from_dict(read_json(path, suffixes=(SUFFIX,)), path)


def rally_from_dict(data: Any, path: str | Path | None = None) -> Rally:
    if isinstance(data, dict) and isinstance(data.get("stages"), list):  # before the schema
        at_most(data["stages"], MAX_RALLY_STAGES, "stages", "$.stages", path)
    validate(data, "rally", path)
    base = Path(path).parent if path is not None else Path()
    stages = []
    for i, raw in enumerate(data["stages"]):
        where = f"$.stages[{i}]"
        label = raw.get("label", f"SS{i + 1}")
        if "stage" in raw:
            stages.append(RallyStage(i, label, raw["service"], where, source=f"{where}.stage",
                                     inline=_inline_stage(raw["stage"], f"{where}.stage", path)))
        else:
            stages.append(RallyStage(i, label, raw["service"], where, file=base / raw["file"],
                                     source=raw["file"]))
    check_rally_tiles([e.inline for e in stages if e.inline is not None], path)  # early
    return Rally(
        name=data.get("name", ""), stages=tuple(stages), author=data.get("author", ""),
        notes=data.get("notes", ""), boxes=_boxes(data.get("boxes", 1), path),
        players=data.get("players"),
        options=dict(data.get("options", {})), path=None if path is None else Path(path),
    )


def _boxes(raw: int | str, path: str | Path | None) -> BoxSpec:
    """``$.boxes``: a count, or box names (an unknown name is this file's error)."""
    try:
        return parse_boxes(raw)
    except BoxListError as exc:
        raise PacenoteFileError(path, "$.boxes", exc.message) from None


def rally_to_dict(rally: Rally) -> dict[str, Any]:
    """The rally as ``*.rally.json`` holds it: a file entry by its name relative to the
    rally file (``RallyStage.source``), an inline one in pacenote's stage format.

    >>> plan = Rally("Test", (RallyStage(0, "SS1", False, "$.stages[0]", source="a.stage.json"),))
    >>> rally_to_dict(plan)["stages"]
    [{'label': 'SS1', 'file': 'a.stage.json', 'service': False}]
    """
    stages: list[dict[str, Any]] = []
    for entry in rally.stages:
        where: dict[str, Any] = ({"stage": native.to_dict(entry.inline)}
                                 if entry.inline is not None else {"file": entry.source})
        stages.append({"label": entry.label, **where, "service": entry.service})
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    data.update({k: v for k, v in (("name", rally.name), ("author", rally.author)) if v})
    data["stages"] = stages
    if rally.boxes != 1:
        data["boxes"] = rally.boxes if isinstance(rally.boxes, int) else format_boxes(rally.boxes)
    if rally.players is not None:
        data["players"] = rally.players
    if rally.options:
        data["options"] = dict(rally.options)
    if rally.notes:
        data["notes"] = rally.notes
    return data


def save_rally(rally: Rally, path: str | Path, *, force: bool = False) -> None:
    """Write ``rally`` to ``path`` atomically, checked against the schema first (a plan
    the loader would refuse is never written). The stage files are not written here."""
    data = rally_to_dict(rally)
    validate(data, "rally", path)
    write_json_atomic(path, data, force=force)


def _inline_stage(raw: Any, where: str, path: str | Path | None) -> Stage:
    try:
        return native.from_dict(raw, path)
    except PacenoteFileError as exc:
        # The stage reader names paths inside the stage ("$.tiles[3]"): prefix the entry's.
        inner = exc.where[1:] if exc.where.startswith("$") else f" {exc.where}"
        raise PacenoteFileError(path, where + inner, exc.problem) from None
