"""Names of cell kinds, shared by tile geometry, the cell graph and its templates.

Kept apart from :mod:`pacenote.tilegeometry` so that reading them needs no shapely.
"""

from __future__ import annotations

from typing import Literal

CellKind = Literal["lane", "single", "inner", "outer", "slide", "shortcut"]
ROAD_KINDS: tuple[CellKind, ...] = ("lane", "single", "inner", "outer")  # cells that tile the road
Span = tuple[float, float]
