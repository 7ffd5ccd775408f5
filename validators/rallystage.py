"""One stage of a rally, checked: what ``pacenote validate``, the rally booklet and the
editor's Rally dock each show of it. The one place a rally's stage is checked with the
rally's boxes and turned into its findings, the small course facts the rally checks
need (:mod:`pacenote.validators.rallychecks`) and its figures (tiles, road tiles, class,
boxes needed: :mod:`pacenote.validators.figures`).

    >>> from pacenote.autolayout import layout
    >>> context, result = rally_stage(layout(["202a", "204a", "203a"]), boxes=1)
    >>> (result.facts.road_tiles, result.figures.stage_class, result.errors)
    (3, 'short', 0)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pacenote.boxes import BoxSpec
from pacenote.rally import RallyStage
from pacenote.stage import Stage
from pacenote.validators.context import StageContext
from pacenote.validators.figures import StageFigures, stage_figures
from pacenote.validators.finding import Finding
from pacenote.validators.rallychecks import CourseFacts, StageOutcome, course_facts
from pacenote.validators.runner import stage_context


@dataclass(frozen=True)
class StageResult:
    """A rally's stage as checked: small (no course, no cell graph), so a caller
    checking many files, or caching results, lets each course and graph go."""

    findings: tuple[Finding, ...]  # the stage's own findings, errors first
    facts: CourseFacts | None  # None: the stage's tileset is unknown
    figures: StageFigures | None  # None: likewise, or not asked for

    @property
    def errors(self) -> int:
        return sum(f.severity == "error" for f in self.findings)

    def outcome(self, entry: RallyStage) -> StageOutcome:
        """What the rally checks (``check_rally``) take of this stage at ``entry``."""
        return StageOutcome(entry, entry.source, self.facts, list(self.findings))


def rally_stage(stage: Stage, *, boxes: BoxSpec, path: Path | None = None, figures: bool = True
                ) -> tuple[StageContext | None, StageResult]:
    """Check ``stage`` with ``boxes`` copies of its tile box (the rally's); ``path``
    names its file in the findings; ``figures=False`` skips the figures (``pacenote
    validate`` reports only findings). The context (course and cell graph) is returned
    for a caller that draws the stage; None when the tileset is unknown."""
    context, findings = stage_context(stage, path=path, boxes=boxes)
    if context is None:
        return None, StageResult(tuple(findings), None, None)
    return context, StageResult(tuple(findings), course_facts(context.course),
                                stage_figures(context) if figures else None)
