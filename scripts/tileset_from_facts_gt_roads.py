"""Write tilesets/gt-exp-roads.json and tests/facts/gt-exp-roads.facts.json from the GT
expansion tile facts gt-exp.yaml (FORMAT-GT-EXPANSIONS.md, "Sides with several roads"):
the sides with several roads whose edges are square (no skew): the crossings at grade
141b/145b and the underpasses 153a/153b. A tool run by hand (needs PyYAML):

    python scripts/tileset_from_facts_gt_roads.py PATH/gt-exp.yaml
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
SIDES = ("141b", "145b", "153a", "153b", "154a", "154b")
LANE_WIDTHS = {"2": 0.2423, "3": 0.2154}  # as gt-core

AT_GRADE = ("Decision: the two roads cross at grade, both printed: each road's row in the "
            "crossing area is its own row of cells (one per lane, no divider printed there); "
            "the two passes share that ground (a level crossing by print; how cars block each "
            "other there is the GT race's business, not modelled yet).")
TUNNEL = ("Decision: the tunnel road, printed only at its portals, is one row of cells (one "
          "per lane) from portal to portal, under the main road: the two roads never meet "
          "(as Rekee joins SW and NE as one straight road).")
LENGTHS = "Decision: rows share each road evenly (no measured shapes yet)."
AS_READ = ("Decision: every other reading in the Doubt notes is taken as the facts state it.")


def _road(raw: dict[str, Any]) -> dict[str, Any]:
    secs = raw["sections"]
    lanes = next(s["row"]["lanes"] for s in secs if "row" in s)
    out: dict[str, Any] = {"id": raw["id"], "kind": raw.get("kind", "straight"),
                           "road": {"from": raw["from"], "to": raw["to"], "lanes": lanes,
                                    "lanes_to": lanes}}
    if any("tunnel" in s for s in secs):
        out["hidden"] = True
        out["sections"] = [{"type": "row", "length": 1.0, "lanes": lanes}]
    else:
        out["sections"] = [
            {"type": "row", "length": 1.0, "lanes": s["row"]["lanes"]} if "row" in s else
            {"type": "band", "length": 1.0, "lanes": s["band"]["lanes"],
             "cells": s["band"]["cells"]} for s in secs]
    return out


def side(tid: str, fact: dict[str, Any]) -> dict[str, Any]:
    notes = [f"Doubt: {u}" for u in fact.get("uncertain", [])]
    decision = AT_GRADE if fact["kind"] == "crossing" else TUNNEL
    return {"id": tid, "number": int(tid[:3]), "side": tid[3], "kind": fact["kind"],
            "danger": fact["danger"], "terrain": fact["terrain"],
            "edge_lanes": fact["edge_lanes"], "sections": [],
            "roads": [_road(r) for r in fact["roads"]], "shortcuts": [],
            "notes": [*notes, decision, LENGTHS, *([AS_READ] if notes else [])]}


def main(path: str) -> None:
    facts = yaml.safe_load(Path(path).read_text("utf-8"))
    chosen = {tid: facts[tid] for tid in SIDES}
    tileset = {
        "$schema": "../schema/tileset.schema.json", "format": "pacenote-tileset", "version": 1,
        "name": "gt-exp-roads", "family": "gt",
        "title": "Rallyman: GT expansions, sides with several roads (crossings, underpasses)",
        "copies": {tid[:3]: facts[tid]["copies"] for tid in SIDES},
        "road_width": 0.4846, "lane_widths": LANE_WIDTHS,
        "notes": ["Written from the tile facts gt-exp.yaml by "
                  "scripts/tileset_from_facts_gt_roads.py: the GT sides with several roads "
                  "whose edges are square (the other side of each piece, and the skewed "
                  "sides, are in gt-exp)."],
        "tiles": [side(tid, f) for tid, f in chosen.items()],
    }
    (ROOT / "tilesets" / "gt-exp-roads.json").write_text(
        json.dumps(tileset, indent=1, ensure_ascii=False) + "\n", "utf-8")
    (ROOT / "tests" / "facts" / "gt-exp-roads.facts.json").write_text(
        json.dumps(chosen, indent=1, ensure_ascii=False) + "\n", "utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
