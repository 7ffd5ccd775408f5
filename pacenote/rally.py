"""A rally: stages in running order, service after each, and the rule options in force.

``*.rally.json`` (schema: ``schema/rally.schema.json``) names each stage by a file
relative to the rally file or holds it inline in pacenote's stage format. Stage
files are read only when asked (:meth:`Rally.load_stage`), so a validator can
report a missing stage file and still check the others.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage, native
from pacenote.jsonio import read_json, validate
from pacenote.stage import Stage

FORMAT = "pacenote-rally"
VERSION = 1
SUFFIX = ".rally.json"


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
    boxes: int = 1  # copies of the tileset's box available
    players: int | None = None  # drivers taking part, when the rally file says
    # Advanced-rule options; the keys are those of the engine's ruleset options
    # (Ruleset.with_options(**rally.options)).
    options: dict[str, Any] = field(default_factory=dict, compare=False)
    path: Path | None = None

    def load_stage(self, entry: RallyStage) -> Stage:
        """The stage of one entry; PacenoteFileError if its file cannot be read."""
        if entry.inline is not None:
            return entry.inline
        assert entry.file is not None  # the schema requires "file" or "stage"
        return load_stage(entry.file)

    def load_stages(self) -> list[Stage]:
        return [self.load_stage(e) for e in self.stages]


def is_rally_file(path: str | Path) -> bool:
    return Path(path).name.lower().endswith(SUFFIX)


def load_rally(path: str | Path) -> Rally:
    """Read and check a ``*.rally.json``; PacenoteFileError (one line) if it cannot."""
    path = Path(path)
    return rally_from_dict(read_json(path), path)


def rally_from_dict(data: Any, path: str | Path | None = None) -> Rally:
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
    return Rally(
        name=data.get("name", ""), stages=tuple(stages), author=data.get("author", ""),
        notes=data.get("notes", ""), boxes=data.get("boxes", 1), players=data.get("players"),
        options=dict(data.get("options", {})), path=None if path is None else Path(path),
    )


def _inline_stage(raw: Any, where: str, path: str | Path | None) -> Stage:
    try:
        return native.from_dict(raw, path)
    except PacenoteFileError as exc:
        # The stage reader names paths inside the stage ("$.tiles[3]"): prefix the entry's.
        inner = exc.where[1:] if exc.where.startswith("$") else f" {exc.where}"
        raise PacenoteFileError(path, where + inner, exc.problem) from None
