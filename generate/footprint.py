"""A laid stage's real size on the table: every tile placed (START, FINISH and the
service park included) at its printed size, in the smallest rectangle over the turns
the whole layout may be given on the table (every 3°)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from pacenote.generate.brief import Table
from pacenote.hexgrid import SQRT3, Hex, hex_corners

ANGLE_STEP = 3  # degrees between the turns tried


@dataclass(frozen=True)
class Footprint:
    width: float  # cm, the longer side
    height: float  # cm
    angle: int  # degrees the layout is turned on the table (0: as drawn, N up)

    def fits(self, table: Table) -> bool:
        long, short = max(table.width, table.height), min(table.width, table.height)
        return self.width <= long + 1e-6 and self.height <= short + 1e-6

    def overflow(self, table: Table) -> float:
        """cm beyond the table (0 when it fits)."""
        long, short = max(table.width, table.height), min(table.width, table.height)
        return max(0.0, self.width - long) + max(0.0, self.height - short)

    def __str__(self) -> str:
        return f"{self.width:.0f}x{self.height:.0f} cm"


# The turns tried, as cosines and sines: one array operation scores them all. A layout
# turned by an angle spans, along each axis, its hex centres' spread plus one hexagon's
# own extent that way (the extreme corners belong to the extreme centres), so no hull
# of the corners is needed.
_ANGLES = np.arange(0, 180, ANGLE_STEP)
_COS, _SIN = np.cos(np.radians(_ANGLES)), np.sin(np.radians(_ANGLES))
_HEX = np.array(hex_corners())  # a unit hexagon's corners
_HEX_X = np.outer(_COS, _HEX[:, 0]) - np.outer(_SIN, _HEX[:, 1])
_HEX_Y = np.outer(_SIN, _HEX[:, 0]) + np.outer(_COS, _HEX[:, 1])
_HEX_W = _HEX_X.max(axis=1) - _HEX_X.min(axis=1)  # per turn
_HEX_H = _HEX_Y.max(axis=1) - _HEX_Y.min(axis=1)


def footprint(hexes: Iterable[Hex], tile_cm: float, table: Table | None = None) -> Footprint:
    """The rectangle the tiles on ``hexes`` cover, ``tile_cm`` across flats each: the
    turn that fits ``table`` best (least overflow, then least area), or without a table
    the least area."""
    radius = tile_cm / SQRT3  # circumradius of a hex tile that size across flats
    centres = np.array([h.center() for h in hexes])
    xs = np.outer(_COS, centres[:, 0]) - np.outer(_SIN, centres[:, 1])  # a row per turn
    ys = np.outer(_SIN, centres[:, 0]) + np.outer(_COS, centres[:, 1])
    w = (xs.max(axis=1) - xs.min(axis=1) + _HEX_W) * radius
    h = (ys.max(axis=1) - ys.min(axis=1) + _HEX_H) * radius
    long, short = np.maximum(w, h), np.minimum(w, h)
    area = w * h
    if table is not None:
        t_long, t_short = max(table.width, table.height), min(table.width, table.height)
        over = np.maximum(0.0, long - t_long) + np.maximum(0.0, short - t_short)
        i = int(np.lexsort((area, over))[0])  # least overflow, then least area
    else:
        i = int(np.argmin(area))
    return Footprint(float(long[i]), float(short[i]), int(_ANGLES[i]))
