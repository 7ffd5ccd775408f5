"""The editor's only door to course, graph and validators: small adapters.

The editor owns no rules logic; everything it shows about the course (open ends,
length, stage class, the validators' findings) comes through these functions, so
wiring a new backend is a one-line change here. The test drive's door to the engine
is :mod:`pacenote.editor.testdrive`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pacenote.boxes import BoxSpec
from pacenote.course import OpenEnd, build_course
from pacenote.drivable import drive_blocker
from pacenote.graph import CellGraph
from pacenote.hexgrid import Hex
from pacenote.stage import Stage
from pacenote.tiles import Tileset
from pacenote.validators import (
    Finding,
    StageFigures,
    guidelines,
    stage_context,
    stage_figures,
)

__all__ = ["Analysis", "OpenEnd", "analyse", "course_arrival", "course_order", "end_source",
           "open_ends", "service_end"]


@dataclass(frozen=True)
class Analysis:
    """What the status bar and overlays show for one stage."""

    stage: Stage
    tiles: int
    cells: int = 0  # road cells on the course (lane, full-width and corner cells)
    fewest_dice: int | None = None  # one-die steps from the grid to past the finish
    complete: bool = False  # one clean chain START → FINISH
    stage_class: str | None = None  # short / medium / long, from the validators
    problems: tuple[str, ...] = field(default=())
    findings: tuple[Finding, ...] = ()  # the validators' findings, errors first
    drive_blocker: str | None = None  # why the course cannot be test-driven (None: it can)
    graph: CellGraph | None = field(default=None, compare=False)  # cell polygons, read-only
    figures: StageFigures | None = None  # the stage-info panel's numbers, from the validators
    laps: int | None = None  # a GT circuit: its race's laps (None: not a circuit)


def open_ends(stage: Stage, tileset: Tileset) -> list[OpenEnd]:
    """Where the next tile fits (``hex``, arrival ``world_side``, ``from_placement``),
    the course's own ends first; none beyond a FINISH unless a service park waits."""
    return build_course(stage, tileset).next_ends


def service_end(stage: Stage, tileset: Tileset) -> OpenEnd | None:
    """Where a service park goes: beyond the FINISH of the course, if it is open."""
    course = build_course(stage, tileset)
    finish = course.finish
    if finish is None:
        return None
    return next((e for e in course.open_ends if e.from_placement == finish.road.index), None)


def course_arrival(stage: Stage, tileset: Tileset, at: Hex) -> int | None:
    """The world side the course enters the tile on ``at`` by (None: not on the course
    or nothing before it)."""
    for t in build_course(stage, tileset).tiles:
        if t.hex == at:
            return t.entry_side
    return None


def course_order(stage: Stage, tileset: Tileset) -> dict[Hex, int]:
    """Hex → position on the course from the START (tiles off the course are absent)."""
    return {t.hex: i for i, t in enumerate(build_course(stage, tileset).tiles)}


def end_source(stage: Stage, end: OpenEnd) -> Hex:
    """The hex of the tile whose road ends at ``end``."""
    return stage.tiles[end.from_placement].hex


def analyse(stage: Stage, tileset: Tileset, boxes: BoxSpec = 1) -> Analysis:
    """Course, cell graph, stage class, figures and the validators' findings of a stage
    (slow: run it off the GUI thread) for a player owning ``boxes`` game boxes. Course
    and graph are built once, shared with the checks."""
    context, findings = stage_context(stage, tileset=tileset, boxes=boxes)
    assert context is not None  # only None when the tileset is unknown; it is given here
    course, graph = context.course, context.graph
    return Analysis(stage, len(stage.tiles), cells=len(graph.road_cells()),
                    fewest_dice=graph.fewest_dice() if course.complete else None,
                    complete=course.complete, stage_class=guidelines.course_class(course),
                    problems=tuple(i.message for i in course.issues),
                    findings=tuple(findings), drive_blocker=drive_blocker(course, graph),
                    graph=graph, laps=course.laps if course.is_circuit else None,
                    figures=stage_figures(context))
