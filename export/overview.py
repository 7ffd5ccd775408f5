"""A rally at a glance: its stages drawn side by side, each under its label and name.

The bundle's ``index.html`` shows it and the README's examples gallery is made of them.
"""

from __future__ import annotations

from collections.abc import Sequence

from pacenote.course import build_course
from pacenote.drawing import Drawing, Placement, Text
from pacenote.stage import Stage
from pacenote.stagedraw import stage_drawing

GAP = 0.8  # hex radii between two stages
TITLE = 0.42  # height of a stage's title, hex radii


def rally_overview(stages: Sequence[tuple[str, Stage]]) -> Drawing:
    """One drawing of ``(title, stage)`` pairs in a row, tops aligned, titles above.

    >>> from pacenote.stage import Placement as P, Stage
    >>> d = rally_overview([("SS1", Stage(tiles=(P("202a", 0, 0, 0),)))])
    >>> [t.text for t in d.primitives if isinstance(t, Text)][-1]
    'SS1'
    """
    out = Drawing()
    x = 0.0
    for title, stage in stages:
        course = build_course(stage)
        d = stage_drawing(stage, course, numbers=False, open_ends=not course.complete)
        x0, y0, x1, _ = d.bounds(margin=0.0)
        # Move the stage so its left edge sits at x and its top just under the title.
        at = Placement(0, (x - x0, TITLE * 1.6 - y0))
        out.extend(at.apply(p) for p in d.primitives)
        width = x1 - x0
        out.add(Text((x + width / 2, TITLE * 0.6), title, TITLE, bold=True))
        x += width + GAP
    return out
