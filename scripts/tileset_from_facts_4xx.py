"""Write tilesets/dirt-exp-4xx.json and tests/facts/dirt-exp-4xx.facts.json from the
tile facts dirt-exp-4xx.yaml (FORMAT-EXPANSIONS.md, section "401–419 and 901–905").

A tool for the tileset's author, run by hand (needs PyYAML); pacenote never reads the
facts at run time and the tests read only the JSON copy it writes:

    python scripts/tileset_from_facts_4xx.py PATH/dirt-exp-4xx.yaml

What the facts leave open is decided here once (the Decision texts below) and written into each
side's notes as ``Decision:`` lines; the facts' ``uncertain:`` lines become ``Doubt:``
notes, as in dirt-core.json.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
WIDTH_3 = 0.642  # a 3-lane road: x 176-343 of the 520 px art (260 px = 1 R)

COPIES = {str(n): 1 for n in range(401, 420)}  # scenery 901-905 is never road: no copies

JUNCTION = ("Decision: a junction's routes are its roads; cells with the same label on two "
            "routes are one printed cell (one node when a course drives both routes). A limit "
            "printed on a junction line (a border) is the limit of the branch cell on that "
            "line: the main road never crosses it, a car on the joker enters that cell (or "
            "leaves the branch from it) in a gear no higher than the limit.")
PARTIAL = ("Decision: the partial branch divider splits the branch into its two printed cells "
           "(ji on the island side, jc on the kerb side, as the facts take them), open to each "
           "other at the junction: either may cross the junction line the other borders.")
SINGLE = ("Decision: a cell one lane wide that fills its route's road here (lanes: 1) is a "
          "full-width single cell of that route.")
CROSSING = ("Decision: the crossing road, printed only as two stubs at its ends with no "
            "transverse line, is one 2-lane row from edge to edge (no line: one cell per lane). "
            "Reading (docs/rules.md, 'Crossings'): a bridge, the two roads never meet (the "
            "ruleset option crossings = level makes it a level crossing in races); "
            "Rekee's jump value is not printed and is not used.")
SEPARATE = ("Decision: the two roads share no cell; a stage may drive both, each visit its own "
            "course tile.")
LENGTHS = ("Decision: sections share the road evenly (no measured shapes for these sides yet); "
           "the centreline is the standard curve between the road's edge midpoints.")
OBLIQUE = ("Decision: both roads are straight and parallel (150 degrees), from edge midpoint "
           "to edge midpoint, bending to meet each edge square-on (via points on the chord); "
           "the art's lane lines also curve near the edges.")
# 411: the through corner of 214/226 (S to N, right round an apex W of the centre): the
# centreline of 226a, fitted to its art, as 411 has no measured shape of its own.
VIA_411 = [[-0.014, -0.684], [-0.056, -0.549], [-0.136, -0.408], [-0.253, -0.287],
           [-0.344, -0.157], [-0.378, 0.001], [-0.342, 0.157], [-0.248, 0.286],
           [-0.138, 0.408], [-0.058, 0.538], [-0.015, 0.68]]
THROUGH = ("Decision: drawn with 226a's centreline (the same through corner round an apex W "
           "of the centre), not measured on this side's art.")
VIA_414 = {"N-SE": [[0.25, 0.433], [0.5, 0.0]], "NW-S": [[-0.5, 0.0], [-0.25, -0.433]]}
WIDTH = ("Decision: a road whose lane count changes (3 to 2, 2 to 3) keeps the wider road's "
         "width; each row has its printed lane count, and a lane of one row steps straight "
         "or diagonally to the lanes beside it in the next (as a taper).")
LANE_DIVIDER = ("Decision: the corner's solid lane divider is modelled as DIRT corner paths "
                "(inner and outer never connect mid-corner, as every DIRT corner).")
START_GRID = ("Decision: 401 is the RX start-finish straight: the line is printed on the front "
              "grid row's far boundary, cars line up in the 6 grid cells behind it, and a "
              "course through it is a circuit (laps), like GT 102.")
JUMP = ("Decision: a jump printed on a lane divider (or one per divider) applies to every cell "
        "of its row, as on the core tiles; the ^ marks no direction.")
AS_READ = ("Decision: every other reading in the Doubt notes is taken as the facts state it "
           "(their transcriber's reading of the art).")
CLIMB = ("Decision: climb plates are recorded as printed (left/right mark and direction); "
         "what crossing one does is the climb rules' business.")


def _row(raw: dict[str, Any], road_lanes: int) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "row", "length": 1.0}
    lanes = raw.get("lanes", 2)
    if lanes == 1:
        out["single"] = True
    elif lanes != road_lanes:
        out["lanes"] = lanes
    for key in ("slide", "jump", "limit", "line", "taper", "grid"):
        if key in raw:
            out[key] = raw[key]
    if "limits" in raw:
        out["limits"] = {k: v for k, v in raw["limits"].items() if v is not None}
    if "cells" in raw:
        out["cells"] = list(raw["cells"])
    if raw.get("divider") == "partial":
        out["divider"] = "partial"
    if "climb" in raw:
        out["climb"] = raw["climb"]
    return out


def _corner(raw: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "corner", "length": 1.0, "turn": raw["turn"],
                           "inner": raw["inner"], "outer": raw["outer"]}
    if "cells" in raw:
        out["cells"] = {"inner": raw["cells"]["inner"], "outer": raw["cells"]["outer"]}
    if raw.get("lane_divider"):
        out["lane_divider"] = True
    for key in ("width_in", "width_out"):
        if key in raw:
            out[key] = raw[key]
    return out


def _sections(raw: list[dict[str, Any]], lanes: int) -> list[dict[str, Any]]:
    out = []
    for s in raw:
        if "row" in s:
            out.append(_row(s["row"] or {}, lanes))
        elif "corner" in s:
            out.append(_corner(s["corner"]))
    return out


EDGES = ("N", "NE", "SE", "S", "SW", "NW")


def _kind(frm: str, to: str) -> str:
    """A route's kind from its edges: opposite edges a straight, two apart a bend, next to
    each other a corner."""
    apart = abs(EDGES.index(frm) - EDGES.index(to)) % 6
    return {3: "straight", 2: "bend", 4: "bend", 1: "corner", 5: "corner"}[apart]


def _road_lanes(sections: list[dict[str, Any]]) -> int:
    first = sections[0]
    if "row" in first:
        n = (first["row"] or {}).get("lanes", 2)
        return 2 if n == 1 else int(n)
    return 2


def _road(frm: str, to: str, sections: list[dict[str, Any]]) -> dict[str, Any]:
    lanes = _road_lanes(sections)
    widest = max([lanes] + [(s.get("row") or {}).get("lanes", 2) for s in sections])
    road: dict[str, Any] = {"from": frm, "to": to, "lanes": lanes}
    if widest == 3:
        road["width"] = WIDTH_3
    return road


def side(tid: str, fact: dict[str, Any]) -> dict[str, Any]:
    notes = [f"Doubt: {u}" for u in fact.get("uncertain", [])]
    out: dict[str, Any] = {"id": tid, "number": int(tid[:3]), "side": tid[3],
                           "kind": fact["kind"], "danger": fact["danger"],
                           "terrain": fact["terrain"], "edge_lanes": fact["edge_lanes"]}
    if fact["kind"] == "scenery":
        out.update(sections=[], scenery=fact["scenery"])
        out["notes"] = notes + ["Decision: scenery, no road: a placement of it is never "
                                "road and sets off no road findings."]
        return out
    decisions = [LENGTHS]
    if "roads" in fact:
        roads = []
        for r in fact["roads"]:
            kind = r.get("kind") or _kind(r["from"], r["to"])
            if any("stub" in s for s in r["sections"]):
                sections = [{"type": "row", "length": 1.0}]
                road: dict[str, Any] = {"id": r["id"], "kind": kind,
                                        "road": {"from": r["from"], "to": r["to"], "lanes": 2},
                                        "hidden": True, "sections": sections}
            else:
                road = {"id": r["id"], "kind": kind,
                        "road": _road(r["from"], r["to"], r["sections"]),
                        "sections": _sections(r["sections"], _road_lanes(r["sections"]))}
            if "lanes_at" in r:
                road["lanes_at"] = r["lanes_at"]
            if tid[:3] == "414":
                road["road"]["via"] = VIA_414[r["id"]]
            roads.append(road)
        out["sections"] = []
        out["roads"] = roads
        if fact.get("borders"):
            out["borders"] = fact["borders"]
        if fact["kind"] == "junction":
            decisions.append(JUNCTION)
            if any(s.get("divider") for r in roads for s in r["sections"]):
                decisions.append(PARTIAL)
        if fact["kind"] == "crossing":
            decisions.append(CROSSING)
        if fact["kind"] == "separate":
            decisions.append(SEPARATE)
        if tid[:3] == "414":
            decisions.append(OBLIQUE)
    else:
        out["road"] = _road(fact["from"], fact["to"], fact["sections"])
        out["sections"] = _sections(fact["sections"], _road_lanes(fact["sections"]))
        if tid[:3] == "401":
            decisions.append(START_GRID)
        if tid[:3] == "411":
            out["road"]["via"] = VIA_411
            decisions.append(THROUGH)
        if tid[:3] in ("418", "419"):
            decisions.append(CLIMB)
        if any(c.get("lane_divider") for c in out["sections"]):
            decisions.append(LANE_DIVIDER)
    every = [s for r in out.get("roads", [out]) for s in r["sections"]]
    if any("jump" in s for s in every):
        decisions.append(JUMP)
    if any(s.get("single") for s in every):
        decisions.append(SINGLE)
    if any("lanes" in s for s in every):
        decisions.append(WIDTH)
    out["shortcuts"] = []
    out["notes"] = notes + decisions + ([AS_READ] if notes else [])
    return out


class _Loader(yaml.SafeLoader):  # type: ignore[misc]
    """YAML 1.2 booleans: only true/false (the cell label ``no`` on 409a stays a string)."""


_Loader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:bool"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
for _first in "tTfF":
    _Loader.add_implicit_resolver("tag:yaml.org,2002:bool",
                                  __import__("re").compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                  list(_first))


def main(path: str) -> None:
    facts = yaml.load(Path(path).read_text("utf-8"), Loader=_Loader)
    tiles = [side(tid, fact) for tid, fact in facts.items()]
    tileset = {
        "$schema": "../schema/tileset.schema.json", "format": "pacenote-tileset", "version": 1,
        "name": "dirt-exp-4xx",
        "title": "Rallyman: DIRT RX box, Copilot Pack and Climb 401-419, scenery 901-905",
        "copies": COPIES, "road_width": 0.472,
        "notes": [
            "Written from the tile facts dirt-exp-4xx.yaml by scripts/tileset_from_facts_4xx.py; "
            "each side's Doubt: notes are the facts' uncertain readings and its Decision: notes "
            "what this tileset decided.",
            "Sides with several roads (junction, separate, crossing) list them under roads; "
            "each road is described as a one-road side is, cells of junction routes carry the "
            "printed cell's label (docs/tiles.md, 'Sides with several roads').",
            "One physical copy of each number (DIRT RX box; 416-417 Copilot Pack / Monte Carlo; "
            "418-419 Climb box); tilesets/boxes.json has the boxes.",
        ],
        "tiles": tiles,
    }
    (ROOT / "tilesets" / "dirt-exp-4xx.json").write_text(
        json.dumps(tileset, indent=1, ensure_ascii=False) + "\n", "utf-8")
    (ROOT / "tests" / "facts" / "dirt-exp-4xx.facts.json").write_text(
        json.dumps(facts, indent=1, ensure_ascii=False) + "\n", "utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
