"""The editor's only door to course, graph and validators: small adapters.

The editor owns no rules logic; everything it shows about the course (open ends,
length, stage class, the validators' findings) comes through these functions, so
wiring a new backend is a one-line change here. The test drive's door to the engine
is :mod:`pacenote.editor.testdrive`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pacenote.course import OpenEnd, build_course
from pacenote.drivable import drive_blocker
from pacenote.graph import CellGraph
from pacenote.hexgrid import Hex
from pacenote.stage import Stage
from pacenote.tiles import Tileset
from pacenote.validators import Finding, guidelines, stage_context

__all__ = ["Analysis", "OpenEnd", "analyse", "end_source", "open_ends"]


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
    laps: int | None = None  # a GT circuit: its race's laps (None: not a circuit)


def open_ends(stage: Stage, tileset: Tileset) -> list[OpenEnd]:
    """Where the next tile fits (``hex``, arrival ``world_side``, ``from_placement``)."""
    return build_course(stage, tileset).open_ends


def end_source(stage: Stage, end: OpenEnd) -> Hex:
    """The hex of the tile whose road ends at ``end``."""
    return stage.tiles[end.from_placement].hex


def analyse(stage: Stage, tileset: Tileset) -> Analysis:
    """Course, cell graph, stage class and the validators' findings of a stage (slow:
    run it off the GUI thread). Course and graph are built once, shared with the checks."""
    context, findings = stage_context(stage, tileset=tileset)
    assert context is not None  # only None when the tileset is unknown; it is given here
    course, graph = context.course, context.graph
    return Analysis(stage, len(stage.tiles), cells=len(graph.road_cells()),
                    fewest_dice=graph.fewest_dice() if course.complete else None,
                    complete=course.complete, stage_class=guidelines.course_class(course),
                    problems=tuple(i.message for i in course.issues),
                    findings=tuple(findings), drive_blocker=drive_blocker(course, graph),
                    graph=graph, laps=course.laps if course.is_circuit else None)
