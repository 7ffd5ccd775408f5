"""The rally sheet (the rulebook's "Hoja de Rally"): rows to fill in by hand.

The rulebook's sheet has one column per driver and, per stage, the stage time; after
every stage but the last the damage carried into the next stage (gear / gas / brake
token counts) and whether the spare wheel is available for it (Y/N); from the second
stage on the running total and position; after the last stage the final time and
position. The first stage needs no total: it is the stage time.
"""

from __future__ import annotations

from dataclasses import dataclass

from pacenote.i18n import N_

# Row kinds, their labels (English) and heights in mm on the printed sheet.
ROWS: dict[str, tuple[str, float]] = {
    "time": (N_("time"), 9.0),
    "damage": (N_("damage carried"), 15.0),
    "spare": (N_("spare wheel"), 8.0),
    "total": (N_("total  ·  position"), 9.0),
    "final": (N_("final time"), 9.0),
    "position": (N_("final position"), 9.0),
}
STAGE_HEAD = 5.0  # mm: the strip above a stage's rows naming it and its service park
DAMAGE = (N_("gear"), N_("gas"), N_("brake"))  # the damage tokens a car carries between stages


@dataclass(frozen=True)
class SheetStage:
    """A stage as the sheet names it: label, name (pre-printed) and service after it."""

    label: str
    name: str = ""
    service: bool = False


@dataclass(frozen=True)
class SheetRow:
    kind: str  # a key of ROWS
    stage: str  # the stage label, "SS1"
    first: bool  # first row of its stage (the stage label goes here)
    service: bool  # the service park follows this stage
    name: str = ""  # the stage's name, printed under its label

    @property
    def label(self) -> str:
        return ROWS[self.kind][0]

    @property
    def height(self) -> float:
        """mm on the printed sheet; a stage's first row carries the stage's name strip."""
        return ROWS[self.kind][1] + (STAGE_HEAD if self.first else 0.0)


@dataclass(frozen=True)
class SheetPart:
    """One printed page of the sheet (a long rally continues on another page)."""

    rally: str
    drivers: int
    rows: list[SheetRow]
    part: int  # from 1
    parts: int


def sheet_rows(stages: list[SheetStage]) -> list[SheetRow]:
    """The sheet's rows for the stages in running order."""
    rows: list[SheetRow] = []
    last = len(stages) - 1
    for i, s in enumerate(stages):
        kinds = ["time"]
        if i < last:
            kinds += ["damage", "spare"]
            if i > 0:
                kinds.append("total")
        else:
            kinds += ["final", "position"]
        rows.extend(SheetRow(k, s.label, j == 0, s.service, s.name) for j, k in enumerate(kinds))
    return rows


def sheet_parts(rally: str, stages: list[SheetStage], drivers: int,
                height: float) -> list[SheetPart]:
    """The rows split into pages of at most ``height`` mm, never inside a stage."""
    groups: list[list[SheetRow]] = []
    for row in sheet_rows(stages):
        if row.first:
            groups.append([])
        groups[-1].append(row)
    pages: list[list[SheetRow]] = [[]]
    used = 0.0
    for group in groups:
        h = sum(r.height for r in group)
        if pages[-1] and used + h > height:
            pages.append([])
            used = 0.0
        pages[-1].extend(group)
        used += h
    return [SheetPart(rally, drivers, rows, i + 1, len(pages)) for i, rows in enumerate(pages)]
