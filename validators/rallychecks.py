"""Rally checks: every stage valid, service parks where the plan has service, length class."""

from __future__ import annotations

from dataclasses import dataclass, field

from pacenote.course import Course
from pacenote.i18n import msg, msgn
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
        name = dict(label=o.entry.label, file=o.file)
        if o.problem is not None:
            found.append(Finding("rally-stage-unreadable",
                                 msg("{label} ({file}) could not be read: {problem}",
                                     problem=o.problem, **name), _at(o)))
            continue
        errors = [f.code for f in o.findings if f.severity == "error"]
        if errors:
            codes = ", ".join(dict.fromkeys(errors))
            found.append(Finding("rally-stage-invalid",
                                 msgn("{label} ({file}) has {n} error ({codes})",
                                      "{label} ({file}) has {n} errors ({codes})", len(errors),
                                      codes=codes, **name), _at(o)))
        if o.facts is None:
            continue  # unknown tileset: no course to look at
        service = o.facts.service
        if o.entry.service and service is None:
            found.append(Finding("rally-service-missing",
                                 msg("the plan has service after {label} but {file} has no "
                                     "service park (201) attached after its FINISH",
                                     label=o.entry.label, file=o.file), _at(o)))
        elif not o.entry.service and service is not None:
            index, p = service
            found.append(Finding("rally-service-unplanned",
                                 msg("{file} ends with the service park {tile} but the plan "
                                     "has no service after {label}", file=o.file, tile=p.name,
                                     label=o.entry.label),
                                 Where(tiles=(p.tile,), hexes=((p.q, p.r),),
                                       placements=(index,),
                                       stages=(o.entry.label,))))
    last = outcomes[-1]
    if last.entry.service:
        found.append(Finding("rally-service-after-last-stage",
                             msg("the plan has service after the last stage {label}: it "
                                 "repairs nothing that is driven again",
                                 label=last.entry.label), _at(last)))
    if len(outcomes) == 1:
        found.append(Finding("rally-single-stage",
                             msg("the rally has one stage; a rally is several stages (the "
                                 "rulebook's have three)"), _at(last)))
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
    classes = [guidelines.CLASS_WORDS[guidelines.stage_class(n)] for n in tiles]
    how = msg("one of the rulebook's plans") if exact else \
        msg("nearest rulebook class by road tiles")
    return [Finding("rally-length",
                    msgn("{n} stage, {tiles} road tiles ({classes}): {length}, about {minutes} "
                         "min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = "
                         "3 medium)",
                         "{n} stages, {tiles} road tiles ({classes}): {length}, about {minutes} "
                         "min ({how}; short = 2 short stages, medium = 3 short or 2 long, long = "
                         "3 medium)", len(tiles), tiles=sum(tiles), classes=classes,
                         length=guidelines.RALLY_CLASS_WORDS[kind],
                         minutes=guidelines.RALLY_MINUTES[kind], how=how),
                    Where(stages=tuple(o.entry.label for o in outcomes)))]
