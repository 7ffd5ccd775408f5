"""Write tilesets/gt-exp-roads.json and tests/facts/gt-exp-roads.facts.json from the GT
expansion tile facts gt-exp.yaml (FORMAT-GT-EXPANSIONS.md, "Sides with several roads"):
the sides with several roads but the junctions 151/152: parallel roads (133, 139b, 140b,
143b, 144b, 147b-149b), crossings at grade (141b, 142b, 145b, 146b, 150a, 150b) and
underpasses (153, 154); skewed edges and cut rows as on the one-road sides
(scripts/convert_tile_facts.py, gt_road). A tool run by hand (needs PyYAML):

    python scripts/tileset_from_facts_gt_roads.py PATH/gt-exp.yaml
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped]
from convert_tile_facts import GT_LANE_WIDTHS, SKEW_DECISIONS, cut_row_px, gt_road

ROOT = Path(__file__).resolve().parent.parent
SIDES = ("133a", "133b", "139b", "140b", "141b", "142b", "143b", "144b", "145b", "146b",
         "147b", "148b", "149b", "150a", "150b", "151a", "151b", "152a", "152b", "153a", "153b",
         "154a", "154b")
JUNCTION = ("Decision: the three roads are modelled as printed, on top of one another: each "
            "is a road the full width of the main road, whose corner and rows take only the "
            "lanes the facts give (lanes_in/lanes_out, part); rows with one key are one set of "
            "cells shared by the roads (labels, counted lane for lane in the first road's "
            "direction). A course takes one road per pass; two roads sharing a cell cannot both "
            "be driven. Cells of different roads that overlap without sharing a key do not "
            "block each other (how cars on different roads block each other there is a rules "
            "question; the left-over lens belongs to no road).")

AT_GRADE = ("Decision: the two roads cross at grade, both printed: each road's row in the "
            "crossing area is its own row of cells (one per lane, no divider printed there); "
            "the two passes share that ground (a level crossing by print; how cars block each "
            "other there is the GT race's business, not modelled yet).")
TUNNEL = ("Decision: the tunnel road, printed only at its portals, is one row of cells (one "
          "per lane) from portal to portal, under the main road: the two roads never meet "
          "(as Rekee joins SW and NE as one straight road).")
LENGTHS = "Decision: rows share each road evenly (no measured shapes yet)."
AS_READ = ("Decision: every other reading in the Doubt notes is taken as the facts state it.")


PARALLEL = ("Decision: the two roads never meet (a verge between them): each is a road of "
            "its own, passed once each by a course that uses both.")


def _road(tid: str, raw: dict[str, Any], fact: dict[str, Any],
          px: dict[tuple[str, str], float]) -> dict[str, Any]:
    secs = raw["sections"]
    lanes = fact["edge_lanes"][raw["from"]]
    out: dict[str, Any] = {"id": raw["id"], "kind": raw.get("kind", "straight")}
    if any("tunnel" in s for s in secs):
        out["road"] = {"from": raw["from"], "to": raw["to"], "lanes": lanes, "lanes_to": lanes}
        out["hidden"] = True
        out["sections"] = [{"type": "row", "length": 1.0, "lanes": lanes}]
        return out
    road, sections = gt_road(tid, {**raw, "edge_lanes": fact["edge_lanes"],
                                   "skew": fact.get("skew", {})}, px)
    out["road"], out["sections"] = road, sections
    return out


def _shared_rows(fact: dict[str, Any], roads: list[dict[str, Any]]) -> None:
    """A junction's rows with one key (the same printed cells on several roads) get one
    label per lane, ``"s1"``, counted in the first road's direction that has the key; a
    road that runs the row the other way numbers its lanes from the other side."""
    canon: dict[str, tuple[str, str]] = {}  # key -> (edge, "away"/"toward")
    for raw, road in zip(fact["roads"], roads, strict=True):
        n = len(raw["sections"])
        for i, (s, sec) in enumerate(zip(raw["sections"], road["sections"], strict=True)):
            key = s.get("row", {}).get("key")
            if key is None:
                continue
            way = (raw["from"], "away") if i == 0 else (raw["to"], "toward") if i == n - 1 \
                else ("", "through")
            first = canon.setdefault(key, way)
            lanes = fact["edge_lanes"][raw["from"]]
            part = s["row"].get("part") or list(range(1, lanes + 1))
            flip = first != way
            sec["cells"] = [f"{key.lower()}{lanes + 1 - k if flip else k}" for k in part]
            if s["row"].get("part"):
                sec["lanes"] = lanes


def side(tid: str, fact: dict[str, Any], px: dict[tuple[str, str], float]) -> dict[str, Any]:
    notes = [f"Doubt: {u}" for u in fact.get("uncertain", [])]
    decision = {"crossing": AT_GRADE, "parallel": PARALLEL, "junction": JUNCTION}.get(
        fact["kind"], TUNNEL)
    roads = [_road(tid, r, fact, px) for r in fact["roads"]]
    if fact["kind"] == "junction":
        _shared_rows(fact, roads)
    skewed = SKEW_DECISIONS if fact.get("skew") else [LENGTHS]
    return {"id": tid, "number": int(tid[:3]), "side": tid[3], "kind": fact["kind"],
            "danger": fact["danger"], "terrain": fact["terrain"],
            "edge_lanes": fact["edge_lanes"], "sections": [],
            "roads": roads, "shortcuts": [],
            "notes": [*notes, decision, *skewed, *([AS_READ] if notes else [])]}


def main(path: str) -> None:
    text = Path(path).read_text("utf-8")
    facts = yaml.safe_load(text)
    px = cut_row_px(text)
    chosen = {tid: facts[tid] for tid in SIDES}
    tileset = {
        "$schema": "../schema/tileset.schema.json", "format": "pacenote-tileset", "version": 1,
        "name": "gt-exp-roads", "family": "gt",
        "title": "Rallyman: GT expansions, sides with several roads (parallel roads, "
                 "crossings, junctions, underpasses)",
        "copies": {tid[:3]: facts[tid]["copies"] for tid in SIDES},
        "road_width": 0.4846, "lane_widths": GT_LANE_WIDTHS,
        "notes": ["Written from the tile facts gt-exp.yaml by "
                  "scripts/tileset_from_facts_gt_roads.py: the GT sides with several roads "
                  "but the junctions 151/152 (the other side of each piece is in gt-exp). "
                  "Skewed edges and cut rows as in gt-exp (docs/tiles.md, Skewed edges)."],
        "tiles": [side(tid, f, px) for tid, f in chosen.items()],
    }
    (ROOT / "tilesets" / "gt-exp-roads.json").write_text(
        json.dumps(tileset, indent=1, ensure_ascii=False) + "\n", "utf-8")
    (ROOT / "tests" / "facts" / "gt-exp-roads.facts.json").write_text(
        json.dumps(chosen, indent=1, ensure_ascii=False) + "\n", "utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
