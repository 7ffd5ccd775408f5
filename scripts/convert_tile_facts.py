"""Build a DIRT expansion tileset from the transcribed tile facts (YAML).

    python3 scripts/convert_tile_facts.py FACTS.yaml [--write]

Reads the facts (``dirt-exp-3xx.yaml``: the record layout of FORMAT.md plus the
"301–326" section of FORMAT-EXPANSIONS.md; or ``gt-exp.yaml``, FORMAT-GT.md plus
FORMAT-GT-EXPANSIONS.md, for a tileset named ``gt-…``), and writes

- ``tilesets/dirt-exp-3xx.json``: the tileset, every printed fact carried over as is
  (kind, danger, terrain, edges, rows, single rows, corners, jumps, climb plates, lines,
  shortcuts), the transcriber's doubts as ``Doubt:`` notes and the decision taken on each
  as a ``Decision:`` note (``DECISIONS`` below);
- ``tests/data/facts/dirt-exp-3xx.facts.json``: the facts as JSON, the copy the tests compare
  every side with (pacenote never reads the shared facts).

Road shapes: the facts record no geometry. Where a record says a side has the layout of
a core side ("Layout of 211b", "Same layout as 215b"), or a side has the printed road of
one (same edges, same turn, same corner size), the road shape is that core side's fitted
shape (``SHAPE_FROM``: radius or via points, section length shares, shortcut outline);
a snow side that prints two half-length single cells where the core side has one row gets
half that row's length for each. Straights and bends without a donor get equal shares
(their printed lines are evenly spaced: the pixel positions in the facts' comments).

Needs PyYAML (the system Python has it; pacenote itself does not).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent

# The core side whose fitted road shape each number's sides take (both sides of the
# number unless "a"/"b" keys differ). None: a straight or a plain bend, even shares.
SHAPE_FROM: dict[str, str | None] = {
    "301": None, "302": None, "303": None, "304": None, "305": None, "306": None,
    "307": None,
    "308": "208a", "309": "209a", "326": "208a",  # 60-degree bends, rows only
    "310": "210a", "315": "210a",  # hairpin, the corner from edge to edge ("as 210a")
    "311": "211b",  # "Layout of 211b"
    "312": "212a",  # "Layout of 212a"
    "313": "219a",  # "Long hairpin around a narrow grass island, like 219a"
    "314": "215b",  # "Same layout as 215b"
    "316a": "217a", "316b": "217a", "317a": "217b", "317b": "217a",  # "Layout of 217a/b"
    "318": "220a",  # wide hairpin, 2 rows per leg, inner 2 / outer 3 (as 220a)
    "319a": "222a", "319b": "222a", "320": "222a", "321a": "222b", "321b": "222a",
    "322": "227a",  # 60-degree corner, inner 4 / outer 5 5 5
    "323": "225a",  # "No lead-in row, like 225a"
    "324a": "230b", "324b": "230a",  # inner 4 / outer 5 5
    "325": None,
}

# The decision taken on each side's doubts (the doubts themselves are copied as notes).
TWO_CORNERS = ("two consecutive corner sections, as 229a: inner and outer paths are chosen "
               "separately in each half (the full-width line at mid-curve is a cell line)")
SNOW_SINGLES = ("the printed full-width cells are single rows (one cell across the road, "
                "no lane divider); the road keeps two lanes at every edge, so a single cell "
                "at a tile edge meets both cells of the next tile's row")
ARCH = ("the line lies where printed; the travel direction comes from the stage's chain "
        "of tiles (as 202/203), so the tile works either way round")
SCENERY = "scenery beside the road (no cell lines, no symbols) is not part of the road"
DECISIONS: dict[str, list[str]] = {
    "301a": [ARCH, "4 rows as printed (301b has 3)"],
    "301b": [ARCH, "3 rows as printed"],
    "302a": [ARCH, "3 rows as printed; the timing post is scenery"],
    "302b": [ARCH, "described from N (the arch faces N); 4 rows as printed"],
    "303a": ["2 rows as printed"], "303b": ["2 rows as printed"],
    "304a": ["3 rows; the ice patches are painted scenery, no cell property"],
    "304b": ["3 rows; tyre tracks are scenery"],
    "305a": ["3 rows as printed"], "305b": ["3 rows as printed"],
    "306a": ["the jump applies to both cells of its row and works either way"],
    "306b": ["the jump applies to both cells of its row and works either way"],
    "307a": ["the jump applies to both cells of its row and works either way"],
    "307b": ["the jump applies to both cells of its row and works either way"],
    "308a": ["2 rows as printed (308b has 3)"], "308b": ["3 rows as printed"],
    "309a": ["3 rows; " + SCENERY], "309b": ["4 rows as printed (309a has 3)"],
    "310a": ["one corner from edge to edge, as 210a"],
    "310b": [TWO_CORNERS],
    "311a": ["plain rows (no slide line); the shortcut borders the two rows only, meeting "
             "the corner's inner cell at a point (as 211b)"],
    "311b": [SNOW_SINGLES, "no shortcut (trees between the legs)"],
    "312a": ["plain rows, no shortcut"], "312b": [SNOW_SINGLES],
    "313a": ["two plain rows per leg (no slide line)"], "313b": [SNOW_SINGLES],
    "314a": ["the middle section is one full-width cell without a limit; both shortcuts "
             "border it, as 215b"],
    "314b": [SNOW_SINGLES, "no shortcuts (shrubs and a tree)"],
    "315a": ["one corner from edge to edge, as 210a"], "315b": [TWO_CORNERS],
    "316a": ["plain rows"], "316b": [SNOW_SINGLES],
    "317a": ["the shortcut borders the S row, the corner's inner cell and the NE row"],
    "317b": [SNOW_SINGLES, "no shortcut (shrubs)"],
    "318a": ["each leg's thin line is a solid row boundary (2 rows per leg), as on 318b and "
             "every asphalt side (none prints a slide row); the shortcut is the island and "
             "borders the rows next to the corner and the corner"],
    "318b": [SNOW_SINGLES, "no shortcut (trees)"],
    "319a": ["as printed"], "319b": [TWO_CORNERS, SNOW_SINGLES],
    "320a": ["as printed"], "320b": [SNOW_SINGLES],
    "321a": ["the shortcut borders the S row, the corner's inner cell and the NE row; the "
             "closed side road to NW is scenery, not a road edge"],
    "321b": [SNOW_SINGLES, "no shortcut; the side road to NW is scenery"],
    "322a": ["as printed"], "322b": [SNOW_SINGLES],
    "323a": ["no lead-in row, as 225a"], "323b": [TWO_CORNERS],
    "324a": ["the shortcut (limit 6) borders the S row, the corner's inner cell and the NE "
             "row"],
    "324b": [TWO_CORNERS, SNOW_SINGLES, "no shortcut (trees)"],
    "325a": ["climb plates as printed on the three inner lines (docs/rules.md, Climb "
             "plates, says what crossing one does); the 25% sign is scenery"],
    "325b": ["climb plates as printed on the three inner lines (docs/rules.md, Climb "
             "plates)"],
    "326a": ["climb plates as printed on the two inner lines (docs/rules.md, Climb "
             "plates); the valley road at NW is scenery"],
    "326b": ["climb plates as printed on the two inner lines (docs/rules.md, Climb "
             "plates); the valley road at NW is scenery"],
}

TILESETS: dict[str, dict[str, Any]] = {
    "dirt-exp-3xx": {
        "title": "Rallyman: DIRT expansion tiles 301-326 (Monte Carlo / 110% / Climb)",
        "notes": [
            "Built by scripts/convert_tile_facts.py from the tile facts transcribed from the "
            "published tile art (dirt-exp-3xx.yaml; cross-checked against Rekee's coarse "
            "table: edges, terrain, danger, limits, shortcut, jump and climb notes agree on "
            "all 52 sides). Each side's notes keep the transcriber's doubts ('Doubt:') and "
            "the decision taken ('Decision:').",
            "Frame and conventions as dirt-core: every side upright as printed, described "
            "from its road's 'from' edge; either direction may be driven.",
            "Terrain: every a side is asphalt, every b side snow (the engine drives them "
            "with the dashboard's asphalt and snow columns, docs/rules.md).",
            "No slide rows: no transverse line on 301-326 is a dotted slide line.",
            "Road shapes (radius/via, section length shares, shortcut outlines) are taken "
            "from the core side with the same printed road (see the script's SHAPE_FROM); "
            "a snow side's pair of half-length single cells shares that row's length; "
            "straights and plain bends have evenly spaced lines, as printed.",
            "Climb plates (325, 326): 'climb' on a row gives the plates on its far "
            "boundary, per lane: the signed mark and where its arrow points ('from' or "
            "'to'). docs/rules.md, 'Climb plates', says what crossing one does.",
            "Copies: the boxes holding each number are in tilesets/boxes.json; one "
            "physical tile per number and box: a stage may use side a or b of a number, "
            "never both, per copy owned.",
        ],
    },
}


def section(raw: dict[str, Any]) -> dict[str, Any]:
    """One facts section (``{row: {...}}`` or ``{corner: {...}}``) as a tileset section,
    without its length."""
    if "corner" in raw:
        c = raw["corner"]
        return {"type": "corner", "turn": c["turn"], "inner": list(c["inner"]),
                "outer": list(c["outer"])}
    r = dict(raw["row"])
    out: dict[str, Any] = {"type": "row"}
    for key in ("slide", "single", "ford"):
        if r.pop(key, False):
            out[key] = True
    if "jump" in r:
        out["jump"] = r.pop("jump")
    r.pop("jump_toward", None)  # always null: the ^ points across the road
    for key in ("limit", "limits", "line", "line_at", "climb"):
        if key in r:
            out[key] = r.pop(key)
    if r:
        raise SystemExit(f"unknown row keys {sorted(r)}")
    return out


def groups(kinds: list[str]) -> list[tuple[str, list[int]]]:
    """Consecutive sections of one type (row / corner) as (type, indexes)."""
    out: list[tuple[str, list[int]]] = []
    for i, k in enumerate(kinds):
        if out and out[-1][0] == k:
            out[-1][1].append(i)
        else:
            out.append((k, [i]))
    return out


def lengths(sections: list[dict[str, Any]], donor: dict[str, Any] | None) -> list[float]:
    """Length shares: the donor's, where the groups of rows and corners match (a pair of
    single rows sharing one donor row), else even shares (of the group, or the road)."""
    n = len(sections)
    if donor is None:
        return [round(1 / n, 4)] * n
    mine = groups([s["type"] for s in sections])
    theirs = groups([s["type"] for s in donor["sections"]])
    if [k for k, _ in mine] != [k for k, _ in theirs]:
        return [round(1 / n, 4)] * n
    out = [0.0] * n
    for (kind, idx), (_, didx) in zip(mine, theirs, strict=True):
        dl = [donor["sections"][i]["length"] for i in didx]
        units = _units(sections, idx, len(didx)) if kind == "row" else [[i] for i in idx]
        if len(units) == len(didx):
            for unit, share in zip(units, dl, strict=True):
                for i in unit:
                    out[i] = share / len(unit)
        else:
            for i in idx:
                out[i] = sum(dl) / len(idx)
    return [round(v, 4) for v in out]


def _units(sections: list[dict[str, Any]], idx: list[int], want: int) -> list[list[int]]:
    """Rows of one group as units matching ``want`` donor rows: consecutive single rows
    pair up (two half-length cells where the donor prints one row), from the tile edge."""
    units = [[i] for i in idx]
    k = 0
    while len(units) > want and k < len(units) - 1:
        a, b = units[k], units[k + 1]
        if len(a) == 1 and len(b) == 1 and sections[a[0]].get("single") \
                and sections[b[0]].get("single"):
            units[k:k + 2] = [a + b]
        k += 1
    return units


def donor_of(tid: str) -> str | None:
    return SHAPE_FROM.get(tid, SHAPE_FROM.get(tid[:3]))


def convert(facts: dict[str, Any], name: str) -> dict[str, Any]:
    core = json.loads((ROOT / "tilesets" / "dirt-core.json").read_text("utf-8"))
    core_sides = {t["id"]: t for t in core["tiles"]}
    tiles = []
    for tid, f in sorted(facts.items()):
        donor_id = donor_of(tid)
        donor = core_sides[donor_id] if donor_id else None
        sections = [section(s) for s in f["sections"]]
        for s, share in zip(sections, lengths(sections, donor), strict=True):
            s["length"] = share
        road: dict[str, Any] = {"from": f["from"], "to": f["to"], "lanes": 2}
        if donor is not None:
            if donor["road"]["from"] != f["from"] or donor["road"]["to"] != f["to"]:
                raise SystemExit(f"{tid}: shape donor {donor_id} has other road edges")
            for key in ("radius", "via"):
                if key in donor["road"]:
                    road[key] = donor["road"][key]
        shortcuts = []
        for sc in f["shortcuts"]:
            out = {"limit": sc["limit"], "side": sc["side"], "touches": list(sc["touches"])}
            match = [d for d in (donor or {}).get("shortcuts", [])
                     if d["side"] == sc["side"] and d["touches"] == sc["touches"]]
            if match and "outline" in match[0]:
                out["outline"] = match[0]["outline"]
            shortcuts.append(out)
        decisions = DECISIONS.get(tid)
        if decisions is None:
            raise SystemExit(f"{tid}: no decision recorded in DECISIONS")
        notes = [f"Doubt: {u}" for u in f.get("uncertain", [])]
        notes += [f"Decision: {d[0].upper()}{d[1:]}." for d in decisions]
        notes.append("Road shape: " + (f"that of {donor_id}" if donor_id else
                                       "evenly spaced rows (as printed)") + ".")
        tiles.append({"id": tid, "number": int(tid[:3]), "side": tid[3], "kind": f["kind"],
                      "danger": f["danger"], "terrain": f["terrain"], "road": road,
                      "sections": sections, "shortcuts": shortcuts, "notes": notes})
    numbers = sorted({int(t[:3]) for t in facts})
    meta = TILESETS[name]
    return {"$schema": "../schema/tileset.schema.json", "format": "pacenote-tileset",
            "version": 1, "name": name, "title": meta["title"],
            "copies": {str(n): 1 for n in numbers}, "road_width": core["road_width"],
            "notes": meta["notes"], "tiles": tiles}


GT_TITLE = "Rallyman: GT expansion pieces 121-154 (Championship, World Tour, Team Challenge, " \
    "Adrenaline)"
GT_NOTES = [
    "Built by scripts/convert_tile_facts.py from the tile facts transcribed from the "
    "published art (gt-exp.yaml; cross-checked with Rekee's coarse table). Each side's "
    "notes keep the transcriber's doubts ('Doubt:').",
    "Frame and conventions as gt-core (docs/gt.md). Lane widths by the road's lane count: "
    "2 lanes 63 px, 3 lanes 56 px, 4 lanes 50 px of the 520 px tile (R = 260 px).",
    "Modelled: every single-road side, square or skewed edges (121-132, 134-138, "
    "139a-149a). The sides with several roads are in gt-exp-roads.",
    "Skewed edges (road.skew, docs/tiles.md 'Skewed edges'): the road meets the edge at "
    "60 degrees, running W-E through the midpoints of the SW and SE (or NW and NE) edges; "
    "a row cut by such an edge (cut) is one space with the neighbour's cut row, lane for "
    "lane (the cell graph joins the two parts: pacenote.cutspaces).",
]
SKEW_DECISIONS = [
    "Decision: a cell cut by a skewed edge and the neighbour's cell of the same lane across "
    "that edge are one space, whatever their lengths (as the art and Rekee's 'skewed half "
    "of a track space' show it); the cell graph joins them (docs/rules.md, Skewed edges).",
    "Decision: the road's shape is straight legs along each end's travel direction joined "
    "by one arc round the kerb point or kerb corner the facts describe (centre-line radius "
    "1.1 half road widths, less where it must fit), a smooth cubic where the legs meet "
    "at a road end (129, 130, 137, 138), two quarter arcs for an s-bend (134, 135), half a "
    "circle 0.327 R in from the edges for the hairpin (128): not fitted to the art.",
    "Decision: each cut row is as long on the centre line as the facts measure it (their "
    "comments, px / 260); the other sections share the rest of the road (a row 0.55 to a "
    "corner's 1.0, rows evenly on a side without a corner).",
]
AS_READ = "Decision: every other reading in the Doubt notes is taken as the facts state it."
GT_LANE_WIDTHS = {"2": 0.2423, "3": 0.2154, "4": round(50 / 260, 4)}


def gt_section(raw: dict[str, Any]) -> dict[str, Any]:
    """One GT facts section as a tileset section (rows: relative length 1)."""
    if "corner" in raw:
        c = raw["corner"]
        out = {"type": "corner", "length": 1.0, "turn": c["turn"], "inner": list(c["inner"]),
               "outer": list(c["outer"])}
        for key in ("width_in", "width_out", "double_inner", "dotted", "lanes_in", "lanes_out"):
            if key in c:
                out[key] = c[key]
        return out
    if "band" in raw:
        b = raw["band"]
        return {"type": "band", "length": 1.0, "lanes": b["lanes"], "cells": b["cells"]}
    r = raw["row"]
    out = {"type": "row", "length": 1.0, "lanes": r["lanes"]}
    for key in ("span", "taper", "grid", "line", "limit", "limits", "part"):
        if key in r:
            out[key] = r[key]
    return out


PX_PER_R = 260.0  # the published art: a 520 px wide tile, circumradius 260 px
ROW_WEIGHT, CORNER_WEIGHT = 0.55, 1.0  # as gt-core: a row next to a corner, the corner


def cut_row_px(text: str) -> dict[tuple[str, str], float]:
    """The centre-line length (px) of every cut row whose line in the facts file says it in
    its comment (``# SW edge to x 122 (centre line 57 px)``), by (side, cut edge)."""
    out: dict[tuple[str, str], float] = {}
    tid = None
    for line in text.splitlines():
        m = re.match(r'^"(\d{3}[ab])":', line)
        if m:
            tid = m.group(1)
            continue
        m = re.search(r"cut: (\w+)\b.*#.*?\((?:centre line )?([\d.]+) px\)", line)
        if m and tid is not None:
            out[(tid, m.group(1))] = float(m.group(2))
    return out


def skewed_lengths(road: dict[str, Any], sections: list[dict[str, Any]], cuts: list[float | None]
                   ) -> list[float]:
    """Section lengths (R) of a road with skewed ends: each cut row its printed centre-line
    length where the facts give it, the rest of the road shared by the other sections
    (rows 0.55 to a corner's 1.0 beside a corner, as gt-core; rows evenly without one)."""
    sys.path.insert(0, str(ROOT))
    from pacenote.centerline import make_centerline
    from pacenote.hexgrid import edge_index

    skew = road.get("skew", {})
    lanes = max(road["lanes"], road["lanes_to"])
    width = lanes * float(GT_LANE_WIDTHS[str(lanes)])  # as pacenote.gttiles.GtSide.road_width
    total = make_centerline(edge_index(road["from"]), edge_index(road["to"]), None, None, width,
                            (skew.get(road["from"]), skew.get(road["to"]))).length
    known = sum(c for c in cuts if c is not None)
    has_corner = any(s["type"] == "corner" for s in sections)
    weights = [0.0 if c is not None else
               (CORNER_WEIGHT if s["type"] == "corner" else ROW_WEIGHT if has_corner else 1.0)
               for s, c in zip(sections, cuts, strict=True)]
    rest = total - known
    return [round(c if c is not None else rest * w / sum(weights), 4)
            for c, w in zip(cuts, weights, strict=True)]


def gt_road(tid: str, f: dict[str, Any], px: dict[tuple[str, str], float]
            ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A road of the facts (a side's, or one of its roads) as the tileset's road and
    sections: skewed edges and cut rows carried over, lengths as printed where known."""
    lanes = f.get("edge_lanes", {})
    road: dict[str, Any] = {"from": f["from"], "to": f["to"]}
    first = next((s["row"]["lanes"] for s in f["sections"] if "row" in s), None)
    road["lanes"] = lanes.get(f["from"], first)
    road["lanes_to"] = lanes.get(f["to"], road["lanes"])
    skew = {e: v for e, v in f.get("skew", {}).items() if e in (f["from"], f["to"])}
    if skew:
        road["skew"] = skew
    sections = [gt_section(s) for s in f["sections"]]
    cuts: list[float | None] = []
    for raw, sec in zip(f["sections"], sections, strict=True):
        cut = raw.get("row", {}).get("cut")
        if cut is not None:
            sec["cut"] = cut
            known = px.get((tid, cut))
            cuts.append(None if known is None else known / PX_PER_R)
        else:
            cuts.append(None)
    if skew:
        for sec, length in zip(sections, skewed_lengths(road, sections, cuts), strict=True):
            sec["length"] = length
    return road, sections


def convert_gt(facts: dict[str, Any], name: str, text: str = "") -> dict[str, Any]:
    tiles, unmodelled = [], {}
    px = cut_row_px(text)
    # sides with several roads modelled in their own tileset (scripts/tileset_from_facts_4xx.py)
    roads = json.loads((ROOT / "tilesets" / "gt-exp-roads.json").read_text("utf-8"))
    elsewhere = {t["id"] for t in roads["tiles"]}
    for tid, f in sorted(facts.items()):
        if tid in elsewhere:
            continue
        if f.get("roads"):
            unmodelled[tid] = "several roads"
            continue
        lanes = f["edge_lanes"]
        tile: dict[str, Any] = {
            "id": tid, "number": int(tid[:3]), "side": tid[3], "kind": f["kind"],
            "danger": f["danger"], "terrain": f["terrain"]}
        if f.get("variants"):
            tile["variants"] = f["variants"]
        tile["road"], tile["sections"] = gt_road(tid, {**f, "edge_lanes": lanes}, px)
        tile["shortcuts"] = []
        notes = [f"Doubt: {u}" for u in f.get("uncertain", [])]
        if f.get("skew"):
            notes += SKEW_DECISIONS + ([AS_READ] if f.get("uncertain") else [])
        if notes:
            tile["notes"] = notes
        tiles.append(tile)
    copies = {str(n): facts[f"{n}a"]["copies"] for n in sorted({int(t[:3]) for t in facts})}
    return {"$schema": "../schema/tileset.schema.json", "format": "pacenote-tileset",
            "version": 1, "name": name, "title": GT_TITLE, "family": "gt",
            "copies": copies, "road_width": 0.4846, "lane_widths": GT_LANE_WIDTHS,
            "notes": GT_NOTES, "unmodelled": unmodelled, "tiles": tiles}


def dump(data: dict[str, Any]) -> str:
    """The layout of dirt-core.json: one line per key of a side, sections one a line."""
    head = {k: v for k, v in data.items() if k != "tiles"}
    lines = ["{"]
    for k, v in head.items():
        lines.append(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},")
    lines.append('  "tiles": [')
    for i, t in enumerate(data["tiles"]):
        lines.append("    {")
        items = list(t.items())
        for j, (k, v) in enumerate(items):
            comma = "," if j < len(items) - 1 else ""
            if k in ("sections", "shortcuts", "notes") and v:
                inner = ",\n".join(f"        {json.dumps(x, ensure_ascii=False)}" for x in v)
                lines.append(f"      {json.dumps(k)}: [\n{inner}\n      ]{comma}")
            else:
                lines.append(f"      {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}{comma}")
        lines.append("    }" + ("," if i < len(data["tiles"]) - 1 else ""))
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("facts", type=Path)
    ap.add_argument("--name", default=None, help="tileset name (default: the facts file's)")
    ap.add_argument("--write", action="store_true", help="write the tileset and the test copy")
    args = ap.parse_args(argv)
    name = args.name or args.facts.stem
    facts = yaml.safe_load(args.facts.read_text("utf-8"))
    text = args.facts.read_text("utf-8")
    data = convert_gt(facts, name, text) if name.startswith("gt-") else convert(facts, name)
    if not args.write:
        sys.stdout.write(dump(data))
        return 0
    (ROOT / "tilesets" / f"{name}.json").write_text(dump(data), "utf-8")
    copy = ROOT / "tests" / "data" / "facts" / f"{name}.facts.json"
    copy.write_text(json.dumps(facts, indent=1, ensure_ascii=False) + "\n", "utf-8")
    print(f"wrote tilesets/{name}.json ({len(data['tiles'])} sides) and {copy.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
