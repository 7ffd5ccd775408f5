"""The editor's only door to course, graph and validators: small adapters.

The editor owns no rules logic; everything it shows about the course (open ends,
length, stage class) comes through these functions, so wiring a new backend is a
one-line change here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pacenote.course import Course, OpenEnd, build_course
from pacenote.graph import build_graph
from pacenote.hexgrid import Hex
from pacenote.stage import Stage
from pacenote.tiles import Tileset
from pacenote.validators import guidelines

__all__ = ["Analysis", "OpenEnd", "analyse", "end_source", "open_ends", "stage_class"]


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


def open_ends(stage: Stage, tileset: Tileset) -> list[OpenEnd]:
    """Where the next tile fits (``hex``, arrival ``world_side``, ``from_placement``)."""
    return build_course(stage, tileset).open_ends


def end_source(stage: Stage, end: OpenEnd) -> Hex:
    """The hex of the tile whose road ends at ``end``."""
    return stage.tiles[end.from_placement].hex


def analyse(stage: Stage, tileset: Tileset) -> Analysis:
    """Course, cell graph and stage class of a stage (slow: run it off the GUI thread)."""
    course = build_course(stage, tileset)
    graph = build_graph(course)
    return Analysis(stage, len(stage.tiles), cells=len(graph.road_cells()),
                    fewest_dice=graph.fewest_dice() if course.complete else None,
                    complete=course.complete, stage_class=stage_class(course),
                    problems=tuple(i.message for i in course.issues))


def stage_class(course: Course) -> str | None:
    """Short / medium / long by the rulebook's guidelines, as the validators count the
    road tiles START → FINISH; None until the course is one clean chain."""
    return guidelines.stage_class(len(course.driven)) if course.complete else None
