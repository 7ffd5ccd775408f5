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
from pacenote.i18n import msg
from pacenote.limits import too_long_to_drive

NO_GRID = msg("no cell behind the start line: cars have nowhere to line up")
NO_LAP = msg("the circuit does not close: it has no lap")
NO_CHAIN = msg("the course is not one chain of tiles from START to FINISH")


def drive_blocker(course: Course, graph: CellGraph | None = None) -> str | None:
    """Why the course cannot be test-driven, in one line; None when it can. The line is a
    message (:class:`pacenote.i18n.Text`: English as a ``str``, said in the player's
    language with ``said`` where it is shown).

    An incomplete course is blocked by the problem that breaks its chain
    (:attr:`Course.blocker`; a circuit that does not close has no lap); a complete one
    needs cells to line up on behind the start line, and no more road tiles than a test
    drive takes (docs/formats.md, "Limits"). ``graph`` is the course's cell graph when
    the caller has it already. A stage is timed from START to FINISH; a circuit (GT
    102, or DIRT tiles round the RX 401) is timed over one lap and raced over its laps
    (docs/rules.md, "Circuit races")."""
    if not course.complete:
        issue = course.blocker
        if issue is not None:
            return issue.message
        return NO_LAP if course.is_circuit else NO_CHAIN
    too_long = too_long_to_drive(len(course.driven))
    if too_long is not None:
        return too_long
    if not (graph or build_graph(course)).grid_cells():
        return NO_GRID
    return None
