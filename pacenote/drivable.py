"""Can a stage be test-driven, and if not, why: one answer for the engine, the CLI, the
editor and export (each used to word it differently).

>>> from pacenote.autolayout import layout
>>> from pacenote.course import build_course
>>> drive_blocker(build_course(layout(["202a", "206a", "203a"]))) is None
True
>>> stage = layout(["202a", "206a", "203a"])
>>> drive_blocker(build_course(stage.removed(stage.tiles[1].hex)))[:40]
'the course stops at 202a at 0,0: its roa'
"""

from __future__ import annotations

from pacenote.course import Course
from pacenote.graph import CellGraph, build_graph
from pacenote.limits import too_long_to_drive

NO_GRID = "no cell behind the start line: cars have nowhere to line up"
CIRCUIT = "a GT circuit is raced, not timed: the GT race engine is not there yet"
RX_CIRCUIT = ("an RX circuit (DIRT tiles, start-finish 401) is raced, not timed: the circuit "
              "race is not there yet")


def drive_blocker(course: Course, graph: CellGraph | None = None) -> str | None:
    """Why the course cannot be test-driven, in one line; None when it can.

    An incomplete course is blocked by the problem that breaks its chain
    (:attr:`Course.blocker`); a complete one needs cells to line up on behind the start
    line, and no more road tiles than a test drive takes (docs/formats.md, "Limits").
    ``graph`` is the course's cell graph when the caller has it already. The DIRT engine
    times stages from START to FINISH: a GT circuit is not one."""
    if course.is_circuit:
        return RX_CIRCUIT if course.tiles[0].side.gt is None else CIRCUIT
    if not course.complete:
        issue = course.blocker
        return issue.message if issue is not None else \
            "the course is not one chain of tiles from START to FINISH"
    too_long = too_long_to_drive(len(course.driven))
    if too_long is not None:
        return too_long
    if not (graph or build_graph(course)).grid_cells():
        return NO_GRID
    return None
