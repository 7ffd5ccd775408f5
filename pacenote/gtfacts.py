"""What ``pacenote tiles --json`` reports about a GT side beyond the DIRT fields."""

from __future__ import annotations

from typing import Any

from pacenote.gttiles import format_limit
from pacenote.hexgrid import EDGE_NAMES
from pacenote.tiles import TileSide


def gt_limits(side: TileSide) -> list[int | str]:
    """Every printed limit, in section order: per corner its outer cells, its inner cells
    (``"N!"`` for a hazard limit), then its dotted lines (``"!"`` for a hazard triangle)."""
    out: list[int | str] = []
    for sec in side.sections:
        if sec.gt is None or sec.type != "corner":
            continue
        out.extend(format_limit(v, h) for v, h in zip(sec.outer, sec.gt.outer_hazard, strict=True))
        out.extend(format_limit(v, h) for v, h in zip(sec.inner, sec.gt.inner_hazard, strict=True))
        out.extend(d.label if d.hazard else d.limit or 0 for d in sec.gt.dotted)
    return out


def gt_side_facts(side: TileSide, copies: int | None) -> dict[str, Any]:
    """GT fields of one side: lane counts per edge, copies and variants, corners with
    path widths and dotted lines, grid boxes, pit lanes."""
    assert side.gt is not None
    corners: list[dict[str, Any]] = []
    hazards: list[str] = []
    for sec in side.sections:
        if sec.gt is None or sec.type != "corner":
            continue
        hazards += [f"{v}!" for v, h in zip(sec.outer + sec.inner,
                                            sec.gt.outer_hazard + sec.gt.inner_hazard,
                                            strict=True) if h]
        corners.append({
            "section": sec.index, "turn": sec.turn,
            "outer": [format_limit(v, h) for v, h in zip(sec.outer, sec.gt.outer_hazard,
                                                           strict=True)],
            "inner": [format_limit(v, h) for v, h in zip(sec.inner, sec.gt.inner_hazard,
                                                           strict=True)],
            "width_in": {"outer": sec.gt.width_in[0], "inner": sec.gt.width_in[1]},
            "width_out": {"outer": sec.gt.width_out[0], "inner": sec.gt.width_out[1]},
            "double_inner": sec.gt.double_inner,
            "dotted": [{"at": d.at, "lane": d.lane, "limit": d.label if d.hazard else d.limit}
                       for d in sec.gt.dotted],
        })
    rows = [{"section": s.index, "type": s.type,
             "cells": list(s.gt.band_cells) if s.type == "band" else s.gt.lanes,
             **({"span": list(s.gt.span)} if s.gt.span else {}),
             **({"taper": True} if s.gt.taper else {}),
             **({"cut": EDGE_NAMES[s.cut]} if s.cut is not None else {})}
            for s in side.sections if s.gt is not None and s.type != "corner"]
    g = side.geometry
    return {
        "copies": copies,
        "variants": list(side.gt.variants),
        "edge_lanes": {EDGE_NAMES[e]: side.lanes_at(e) for e in side.edges},
        "skew": {EDGE_NAMES[e]: s for e, s in side.skew},
        "limits": gt_limits(side),
        "hazards": hazards,
        "corners": corners,
        "rows": rows,
        "grid": [{"rank": b.rank, "lane": b.lane, "cell": b.key}
                 for b in getattr(g, "grid_boxes", ())],
        "pit_lanes": [{"lane": p.lane, "services": list(p.services), "gear": p.gear}
                      for p in side.gt.pit_lanes],
    }
