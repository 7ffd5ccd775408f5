"""The GT rulebook's circuit length guidelines (docs/gt.md, "Races and circuits").

"Timed for 4 players: short race 30 min = 15 pieces, 1 lap; medium 45 min = 18 pieces
x 1 lap or 12 x 2 laps; long 60 min = 21 x 1 or 16 x 2."

How pacenote reads them (docs/gt.md): a piece is a road piece of the loop, 102
included, the pit-stop piece not. One lap runs 30 min at 15 pieces and 5 min more per
piece (15, 18, 21 pieces: 30, 45, 60 min); two laps 45 min at 12 pieces and 3.75 min
more per piece (12, 16: 45, 60 min). Below the book's shortest circuit (15 pieces for
one lap, 12 for two) the time is proportional to the pieces (30 min × pieces / 15,
45 min × pieces / 12): the book's step per piece would reach 0 min at 9 pieces. More
laps scale the two-lap time. The class is the nearest of the three times (a tie goes to
the shorter).
"""

from __future__ import annotations

from pacenote.i18n import N_

PLAYERS = 4
CLASS_MINUTES: dict[str, int] = {"short": 30, "medium": 45, "long": 60}
GUIDELINES = N_("short 15 x 1 lap, medium 18 x 1 or 12 x 2, long 21 x 1 or 16 x 2")


def race_minutes(pieces: int, laps: int) -> float:
    """Estimated play time of a race for 4 players.

    >>> race_minutes(15, 1), race_minutes(21, 1), race_minutes(16, 2), race_minutes(8, 1)
    (30.0, 60.0, 60.0, 16.0)
    """
    if laps <= 1:
        return 30.0 + (pieces - 15) * 5.0 if pieces >= 15 else 30.0 * pieces / 15
    two = 45.0 + (pieces - 12) * 3.75 if pieces >= 12 else 45.0 * pieces / 12
    return two * laps / 2


def race_class(minutes: float) -> str:
    return min(CLASS_MINUTES, key=lambda c: (abs(minutes - CLASS_MINUTES[c]),
                                             CLASS_MINUTES[c]))
