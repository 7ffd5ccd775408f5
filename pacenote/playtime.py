"""The rulebook's playing time: how long a stage or a rally takes at the table by its
length (docs/rules.md, "The stage"). One home for every figure that quotes it: the
validators' findings, the stage panel, the booklet, and the engine's simulated play
duration, which is calibrated on it (docs/engine.md, "Play duration").

"Guidelines for 4 players: short stage 10 tiles (~25 min), medium 14 (~35 min), long
18 (~45 min). Short rally = 2 short stages (60 min); medium = 3 short or 2 long
(90 min); long = 3 medium stages (120 min)."

Two quantities, two names: the *playing time* is this rate applied to the road tiles
(:func:`stage_minutes`, :func:`rally_minutes`); the *simulated play duration*
(:func:`pacenote.engine.racing.play_minutes`) counts the turns the cars of a test drive
actually play, at a rate fitted so that the book's three stage lengths get the book's
three times.
"""

from __future__ import annotations

from collections.abc import Sequence

from pacenote.i18n import N_, msg

PLAYERS = 4  # the guidelines are for 4 players
NAME = N_("playing time")  # what every page and panel calls it (not "play time")
STAGE_TILES: dict[str, int] = {"short": 10, "medium": 14, "long": 18}
# 25 min / 10 tiles = 35 / 14 = 45 / 18: the rulebook's three times agree on this rate.
MINUTES_PER_TILE = 2.5
RALLY_MINUTES: dict[str, int] = {"short": 60, "medium": 90, "long": 120}
# The book's rally times are its stages' times plus 5 minutes per stage (2 short stages
# = 60, not 50; 3 short = 90, not 75; 3 medium = 120, not 105): the rally sheet, the
# service park and setting up the next stage. tests/test_playtime.py checks the sums.
MINUTES_BETWEEN_STAGES = 5.0
# The guidance is rounded to 5 minutes a stage (25 +- 2.5 min): a figure within 10 % of
# it is "about" the book's.
TOLERANCE = 0.10


def stage_minutes(road_tiles: int, players: int = PLAYERS) -> float:
    """Playing time of a stage: the book's rate for 4 players, scaled by the number of
    players (each drives in turn).

    >>> stage_minutes(10), stage_minutes(14, 2)
    (25.0, 17.5)
    """
    return road_tiles * MINUTES_PER_TILE * players / PLAYERS


def rally_minutes(stage_tiles: Sequence[int], players: int = PLAYERS) -> float:
    """Playing time of a rally of stages of these road tiles: the stages' times plus
    the time between stages (a rally of one stage is a stage).

    >>> rally_minutes([10, 10, 10])
    90.0
    """
    between = MINUTES_BETWEEN_STAGES * len(stage_tiles) if len(stage_tiles) > 1 else 0.0
    return sum(stage_minutes(n, players) for n in stage_tiles) + between


def compared(estimate: float, guidance: float) -> str:
    """How an estimate stands against the book's playing time, in a few words.

    >>> compared(82.0, 90.0)
    'within 10 % of the rulebook (9 % under)'
    >>> compared(70.0, 90.0)
    'shorter than the rulebook by 22 %: the cars play fewer turns than on its stages of this length'
    """
    gap = (estimate - guidance) / guidance
    share = dict(tolerance=f"{TOLERANCE * 100:.0f}", gap=f"{abs(gap) * 100:.0f}")
    if abs(gap) <= TOLERANCE + 1e-9:
        return msg("within {tolerance} % of the rulebook ({gap} % under)", **share) \
            if gap < 0 else msg("within {tolerance} % of the rulebook ({gap} % over)", **share)
    # the book counts road tiles; the simulation counts the turns the cars play on them
    if gap < 0:
        return msg("shorter than the rulebook by {gap} %: the cars play fewer turns than on "
                   "its stages of this length", **share)
    return msg("longer than the rulebook by {gap} %: the cars play more turns than on its "
               "stages of this length", **share)
