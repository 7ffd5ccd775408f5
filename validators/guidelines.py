"""The rulebook's length guidelines (docs/rules.md, "The stage").

"Guidelines for 4 players: short stage 10 tiles (~25 min), medium 14 (~35 min), long
18 (~45 min). Short rally = 2 short stages (60 min); medium = 3 short or 2 long
(90 min); long = 3 medium stages (120 min)."

How pacenote counts a stage: the road tiles of the course from the START to the FINISH,
both included; the service park and decorative tiles are not counted (the rulebook's
own stage lists then give 10 tiles for its short stages, 201a left out).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from pacenote.course import Course
from pacenote.i18n import Text, msg
from pacenote.playtime import (  # the rulebook's playing time (one home, in the core)
    MINUTES_PER_TILE,
    PLAYERS,
    RALLY_MINUTES,
    STAGE_TILES,
    rally_minutes,
    stage_minutes,
)
from pacenote.validators import circuitguide

__all__ = ["MINUTES_PER_TILE", "PLAYERS", "RALLY_MINUTES", "STAGE_TILES"]

CLASSES = ("short", "medium", "long")
# The classes in the findings' words (each its own message: the adjective agrees with
# its noun in the languages pacenote speaks).
CLASS_WORDS: dict[str, Text] = {"short": msg("short", "length class"),
                                "medium": msg("medium", "length class"),
                                "long": msg("long", "length class")}
STAGE_CLASS_WORDS: dict[str, Text] = {"short": msg("a short stage"),
                                      "medium": msg("a medium stage"),
                                      "long": msg("a long stage")}
RALLY_CLASS_WORDS: dict[str, Text] = {"short": msg("a short rally"),
                                      "medium": msg("a medium rally"),
                                      "long": msg("a long rally")}
RACE_CLASS_WORDS: dict[str, Text] = {"short": msg("a short race"),
                                     "medium": msg("a medium race"),
                                     "long": msg("a long race")}

# Rally classes: the rulebook's plans (sorted stage classes) ...
RALLY_PLANS: dict[tuple[str, ...], str] = {
    ("short", "short"): "short",
    ("short", "short", "short"): "medium",
    ("long", "long"): "medium",
    ("medium", "medium", "medium"): "long",
}
# ... and, for any other plan, the nearest total of road tiles: short 2 x 10 = 20,
# medium between 3 x 10 = 30 and 2 x 18 = 36 (33), long 3 x 14 = 42.
RALLY_TILES: dict[str, float] = {"short": 20, "medium": 33, "long": 42}


def nearest(value: float, targets: dict[str, float] | dict[str, int]) -> str:
    """The class whose guideline is nearest to ``value``; a tie goes to the shorter."""
    return min(CLASSES, key=lambda c: (abs(value - targets[c]), CLASSES.index(c)))


def stage_class(tiles: int) -> str:
    return nearest(tiles, STAGE_TILES)


def road_tiles(course: Course) -> int | None:
    """The road tiles the guidelines count, START → FINISH; None until the course runs
    from a START to a FINISH (the one rule for the validators, the editor and export)."""
    if course.start is None or course.finish is None:
        return None
    return len(course.driven)


def course_class(course: Course) -> str | None:
    """Short / medium / long for a course, None while it has no length (``road_tiles``);
    a GT circuit (a closed loop) by its pieces and laps (``circuitguide``)."""
    if course.is_circuit:
        if not course.complete:
            return None
        return circuitguide.race_class(circuitguide.race_minutes(len(course.tiles),
                                                                 course.laps))
    tiles = road_tiles(course)
    return None if tiles is None else stage_class(tiles)


def course_minutes(course: Course, players: int = PLAYERS) -> int | None:
    """The playing time that goes with :func:`course_class` (the one home of both, for the
    Stage dock, the status bar, the findings and export): a DIRT stage's by its road
    tiles (:func:`play_minutes`), a GT circuit's race by its pieces and laps, for 4
    players (``circuitguide``); None while the course has no length."""
    if course.is_circuit:
        if not course.complete:
            return None
        return round(circuitguide.race_minutes(len(course.tiles), course.laps))
    tiles = road_tiles(course)
    return None if tiles is None else play_minutes(tiles, players)


def rally_class(stage_tiles: list[int]) -> tuple[str, bool]:
    """The rally's class and whether its stages match one of the rulebook's plans."""
    plan = tuple(sorted((stage_class(n) for n in stage_tiles), key=CLASSES.index))
    if plan in RALLY_PLANS:
        return RALLY_PLANS[plan], True
    return nearest(sum(stage_tiles), RALLY_TILES), False


def play_minutes(road_tiles: int, players: int = PLAYERS) -> int:
    """Playing time of a stage (:func:`pacenote.playtime.stage_minutes`) to the nearest 5
    minutes, at least 5.

    >>> play_minutes(10), play_minutes(10, 2), play_minutes(14, 6)
    (25, 15, 55)
    """
    return _five(stage_minutes(road_tiles, players))


def rally_play_minutes(stage_tiles: Sequence[int], players: int = PLAYERS) -> int:
    """Playing time of a rally (:func:`pacenote.playtime.rally_minutes`: the stages and
    the time between them) to the nearest 5 minutes.

    >>> rally_play_minutes([10, 10, 10]), rally_play_minutes([10, 10], 2)
    (90, 35)
    """
    return _five(rally_minutes(stage_tiles, players))


def _five(minutes: float) -> int:
    return max(5, 5 * math.floor(minutes / 5 + 0.5))  # halves round up
