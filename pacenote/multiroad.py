"""What ``pacenote tiles --json`` reports of a side with several roads (junction, separate,
crossing) or of a road-less scenery piece (docs/tiles.md, "Sides with several roads").

Each road is reported as a one-road side is (its edges, rows, corners, cells and limits);
the side's own ``cells`` and ``limits`` count every printed cell once: a junction's
routes share labelled cells.
"""

from __future__ import annotations

from typing import Any

from pacenote.hexgrid import EDGE_NAMES
from pacenote.tiles import TileSide


def edge_lanes(side: TileSide) -> dict[str, int]:
    """Lanes where road meets each edge, by edge name, in the side's edge order."""
    return {EDGE_NAMES[e]: side.lanes_at(e) for e in side.edges}


def road_facts(road: TileSide) -> dict[str, Any]:
    """One road of a side with several roads."""
    cells = road.geometry.road_cells
    return {
        "id": road.road_id,
        "kind": road.kind,
        "edges": list(road.edge_names),
        "lanes": road.lanes,
        "sections": len(road.sections),
        "rows": [{"cells": _row_cells(road, s.index), "labels": list(s.labels),
                  **({"partial_divider": True} if s.partial_divider else {}),
                  **({"cut": EDGE_NAMES[s.cut]} if s.cut is not None else {})}
                 for s in road.sections if not s.is_corner],
        "cells": [c.key for c in cells],
        "limits": [c.limit for c in cells if c.limit is not None],
        "corners": [{"section": s.index, "turn": s.turn, "inner": list(s.inner),
                     "outer": list(s.outer)} for s in road.sections if s.is_corner],
        "slide_rows": [s.index for s in road.sections if s.slide],
        "jumps": [{"section": s.index, "value": s.jump} for s in road.sections
                  if s.jump is not None],
        **({"lanes_at": {EDGE_NAMES[e]: list(v) for e, v in road.lanes_used}}
           if road.lanes_used else {}),
        **({"hidden": True} if road.hidden else {}),
        **({"skew": {EDGE_NAMES[e]: s for e, s in road.skew}} if road.skew else {}),
    }


def _row_cells(road: TileSide, section: int) -> int:
    return sum(1 for c in road.geometry.road_cells if c.section == section)


def multi_road_facts(side: TileSide) -> dict[str, Any]:
    """The ``tiles --json`` fields of a side with several roads, or of scenery, that
    differ from a one-road side's (the caller merges them over its own)."""
    if side.kind == "scenery":
        return {"edges": [], "edge_lanes": {}, "lanes": 0, "sections": 0, "cells": 0,
                "limits": [], "corners": [], "slide_rows": [], "jumps": [], "fords": [],
                "shortcuts": [], "line": None, "roads": [], "scenery": side.scenery}
    roads = [road_facts(r) for r in side.roads]
    seen: dict[str, int | None] = {}
    for r in side.roads:
        for c in r.geometry.road_cells:
            seen.setdefault(c.key, c.limit)
    return {
        "edges": list(side.edge_names),
        "edge_lanes": edge_lanes(side),
        "skew": {EDGE_NAMES[e]: s for e, s in side.skew},
        "sections": sum(len(r.sections) for r in side.roads),
        "cells": len(seen),
        # every printed limit: the cells' (each cell once), then those on junction lines
        "limits": [v for v in seen.values() if v is not None]
        + [b.limit for b in side.borders if b.limit is not None],
        "corners": [c for r in roads for c in r["corners"]],
        "slide_rows": [[r["id"], i] for r in roads for i in r["slide_rows"]],
        "jumps": [{**j, "road": r["id"]} for r in roads for j in r["jumps"]],
        "fords": [],
        "shortcuts": [],
        "line": None,
        "roads": roads,
        "borders": [{"cells": list(b.cells), "limit": b.limit} for b in side.borders],
    }
