"""Rally checks: every stage valid, service parks where the plan has service, length class."""

from __future__ import annotations

from dataclasses import dataclass, field

from pacenote.course import Course
from pacenote.rally import Rally, RallyStage
from pacenote.stage import Placement
from pacenote.validators import guidelines
from pacenote.validators.finding import Finding, Where


@dataclass(frozen=True)
class CourseFacts:
    """What the rally checks need of a stage's course: small, so a caller validating
    thousands of files keeps these and lets each course and cell graph go."""

    road_tiles: int | None  # tiles driven from START to FINISH; None without both
    service: tuple[int, Placement] | None  # the service park after FINISH: index, placement


def course_facts(course: Course) -> CourseFacts:
    park = course.service
    return CourseFacts(guidelines.road_tiles(course),
                       None if park is None else (park.road.index, park.placement))


@dataclass
class StageOutcome:
    """What validating one stage of a rally gave."""

    entry: RallyStage
    file: str  # the stage as the rally file names it (messages)
    facts: CourseFacts | None = None  # None when unreadable or its tileset is unknown
    findings: list[Finding] = field(default_factory=list)
    problem: str | None = None  # why it could not be read


def _at(o: StageOutcome) -> Where:
    return Where(stages=(o.entry.label,))


def check_rally(rally: Rally, outcomes: list[StageOutcome]) -> list[Finding]:
    found: list[Finding] = []
    for o in outcomes:
        name = f"{o.entry.label} ({o.file})"
        if o.problem is not None:
            found.append(Finding("rally-stage-unreadable", f"{name} could not be read: "
                                                           f"{o.problem}", _at(o)))
            continue
        errors = [f.code for f in o.findings if f.severity == "error"]
        if errors:
            codes = ", ".join(dict.fromkeys(errors))
            found.append(Finding("rally-stage-invalid", f"{name} has {len(errors)} "
                                 f"error{'s' if len(errors) > 1 else ''} ({codes})", _at(o)))
        if o.facts is None:
            continue  # unknown tileset: no course to look at
        service = o.facts.service
        if o.entry.service and service is None:
            found.append(Finding("rally-service-missing",
                                 f"the plan has service after {o.entry.label} but {o.file} has "
                                 "no service park (201) attached after its FINISH", _at(o)))
        elif not o.entry.service and service is not None:
            index, p = service
            found.append(Finding("rally-service-unplanned",
                                 f"{o.file} ends with the service park {p.name} "
                                 f"but the plan has no service after {o.entry.label}",
                                 Where(tiles=(p.tile,), hexes=((p.q, p.r),),
                                       placements=(index,),
                                       stages=(o.entry.label,))))
    last = outcomes[-1]
    if last.entry.service:
        found.append(Finding("rally-service-after-last-stage",
                             f"the plan has service after the last stage {last.entry.label}: "
                             "it repairs nothing that is driven again", _at(last)))
    if len(outcomes) == 1:
        found.append(Finding("rally-single-stage", "the rally has one stage; a rally is several "
                                                   "stages (the rulebook's have three)", _at(last)))
    found.extend(_length(rally, outcomes))
    order = ("error", "warning", "info")
    return sorted(found, key=lambda f: order.index(f.severity))


def _length(rally: Rally, outcomes: list[StageOutcome]) -> list[Finding]:
    tiles = []
    for o in outcomes:
        if o.facts is None or o.facts.road_tiles is None:
            return []  # a stage without a course has no length
        tiles.append(o.facts.road_tiles)
    kind, exact = guidelines.rally_class(tiles)
    classes = ", ".join(guidelines.stage_class(n) for n in tiles)
    how = "one of the rulebook's plans" if exact else "nearest rulebook class by road tiles"
    plans = "short = 2 short stages, medium = 3 short or 2 long, long = 3 medium"
    return [Finding("rally-length",
                    f"{len(tiles)} stages, {sum(tiles)} road tiles ({classes}): a {kind} rally, "
                    f"about {guidelines.RALLY_MINUTES[kind]} min ({how}; {plans})",
                    Where(stages=tuple(o.entry.label for o in outcomes)))]
