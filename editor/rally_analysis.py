"""What the Rally dock shows: each stage's figures, the rally's findings and totals.

Everything here is asked of the validators (``rally_stage``, ``check_rally``, the
guidelines' rally class); nothing is decided here. Slow for a
long rally: run it off the GUI thread. Each stage's check is cached by its layout, so
an edit re-checks only the stage that changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pacenote.editor import severity
from pacenote.rally import Rally
from pacenote.stage import Stage
from pacenote.validators import Finding
from pacenote.validators.figures import StageFigures
from pacenote.validators.guidelines import RALLY_MINUTES, rally_class
from pacenote.validators.rallychecks import check_rally
from pacenote.validators.rallystage import StageResult, rally_stage

CACHED_STAGES = 64  # a few rallies' worth of layouts


@dataclass(frozen=True)
class StageRow:
    """One line of the Rally dock's stage table."""

    label: str
    file: str  # the stage's file as the findings name it (rally_files.finding_name)
    service: bool
    figures: StageFigures | None  # None: the stage's tileset is unknown
    findings: tuple[Finding, ...]  # the stage's own, as the validators give them
    blank: bool  # no tile placed yet: its findings are guidance (severity.presented)

    @property
    def errors(self) -> int:
        """The stage's errors as the editor shows them (none while it is blank)."""
        return sum(severity.presented(f, self.blank) == "error" for f in self.findings)


@dataclass(frozen=True)
class RallyTotals:
    placed_tiles: int  # physical tiles over all stages
    course_tiles: int  # road tiles START → FINISH over all stages
    boxes_needed: int  # the most any one stage needs (stages are built one at a time)
    rally_class: str | None  # short / medium / long once every stage has a course
    minutes: int | None  # the rulebook's playing time of that class


@dataclass(frozen=True)
class RallyAnalysis:
    rally: Rally  # what was analysed (every stage inline): stale once the document differs
    rows: tuple[StageRow, ...]
    findings: tuple[Finding, ...]  # the rally's own findings, errors first
    totals: RallyTotals

    def about_blank(self, finding: Finding) -> bool:
        """Whether ``finding`` names stages and every one is still blank (no tile): the
        editor presents it as guidance, as it does the blank stage's own findings."""
        blank = {row.label for row in self.rows if row.blank}
        return bool(finding.where.stages) and set(finding.where.stages) <= blank


@lru_cache(maxsize=CACHED_STAGES)
def _checked(stage: Stage, boxes: int) -> StageResult:
    return rally_stage(stage, boxes=boxes)[1]  # the course and graph are let go


def analyse_rally(rally: Rally) -> RallyAnalysis:
    """The figures and findings of ``rally``, whose stages are all inline (the layouts
    being edited) and whose ``source`` names each stage's file for the messages."""
    rows, outcomes = [], []
    for entry in rally.stages:
        assert entry.inline is not None, "the editor analyses the layouts it holds"
        checked = _checked(entry.inline, rally.boxes)
        outcomes.append(checked.outcome(entry))
        rows.append(StageRow(entry.label, entry.source, entry.service, checked.figures,
                             checked.findings, not entry.inline.tiles))
    shown = [r.figures for r in rows if r.figures is not None]
    courses = [f.course_tiles for f in shown]
    # a class once every stage runs START → FINISH (its own class is known then): a
    # stage holding only a START has a road tile but no course yet
    complete = len(shown) == len(rows) and all(f.stage_class is not None for f in shown)
    kind = rally_class(courses)[0] if complete and courses else None
    totals = RallyTotals(sum(f.placed_tiles for f in shown), sum(courses),
                         max((f.boxes_needed for f in shown), default=0), kind,
                         None if kind is None else RALLY_MINUTES[kind])
    return RallyAnalysis(rally, tuple(rows), tuple(check_rally(rally, outcomes)), totals)
