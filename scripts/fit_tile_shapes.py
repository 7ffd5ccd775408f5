"""Fit the road shapes of a tileset to measured tile outlines, and report how well they fit.

    python scripts/fit_tile_shapes.py MEASURED.json [--tileset FILE] [--write]

MEASURED.json holds, for every side, the road outline, shortcut outlines, centreline and
printed cell lines measured on the published tile art (the format of
tests/data/reference/dirt-core-shapes.json). For each side this chooses the simplest centreline
that follows the measured one (docs/tiles.md "Road shapes"):

- opposite edges: a straight road;
- other edges: two straight legs and a rounded corner, its radius fitted (left out when
  it is the standard radius);
- only where neither fits within FIT_TOLERANCE: ``via`` control points, as few as fit;

then places the section boundaries where the printed cell lines cross that centreline
(the sections' ``length`` shares), copies the shortcut outlines and the service yard,
and prints every side's overlap (intersection over union) of road cells and measured
road. ``--write`` rewrites the tileset's shape fields in place (nothing else changes).
A tool for tileset authors: pacenote itself never reads measured outlines.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Any

import numpy as np
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import unary_union

from pacenote.centerline import corner_points, make_centerline, standard_radius
from pacenote.hexgrid import edge_index
from pacenote.tiles import parse_tileset

ROOT = Path(__file__).resolve().parent.parent
FIT_TOLERANCE = 0.015  # largest distance (R) between fitted and measured centreline
MAX_VIA = 12
OUTLINE_SIMPLIFY = 0.003  # R; well under the measurement's own accuracy
# every clean road end measures 0.472 R (tests/data/reference/dirt-core-shapes.json)
ROAD_WIDTH = 0.472


def hausdorff(points: np.ndarray, measured: LineString) -> float:
    return float(LineString(points).hausdorff_distance(measured))


def fit_radius(start: int, end: int, measured: LineString) -> tuple[float, float]:
    """Best corner radius and its Hausdorff distance to the measured centreline."""
    gap = (end - start) % 6
    top = 1.5 if gap in (2, 4) else 0.5
    best = (top, math.inf)
    for r in np.arange(0.05, top + 1e-9, 0.005):
        err = hausdorff(corner_points(start, end, float(r)), measured)
        if err < best[1]:
            best = (float(r), err)
    return best


def tightest_radius(points: np.ndarray) -> float:
    """Smallest radius of curvature along a sampled curve."""
    d1 = np.gradient(points, axis=0)
    d2 = np.gradient(d1, axis=0)
    cross = np.abs(d1[:, 0] * d2[:, 1] - d1[:, 1] * d2[:, 0])
    speed = np.hypot(*d1.T) ** 3
    return float(np.min(speed / np.maximum(cross, 1e-12)))


def tightest_printed(measured: LineString) -> float:
    """Smallest radius of the measured centreline, its bend averaged over 0.1 R."""
    pts = np.array(measured.segmentize(0.005).coords)
    d = np.diff(pts, axis=0)
    heading = np.unwrap(np.arctan2(d[:, 1], d[:, 0]))
    s = np.concatenate([[0.0], np.cumsum(np.hypot(*d.T))])[:-1]
    even = np.arange(0.0, s[-1], 0.01)
    h = np.interp(even, s, heading)
    return float(0.1 / np.abs(h[10:] - h[:-10]).max())


def overhang(pts: np.ndarray) -> float:
    """How far a road of ROAD_WIDTH along ``pts`` runs over the tile edge, its two ends
    (where it meets the edge square-on) left out."""
    inner = pts[8:-8]
    normals = np.array([[math.cos(a), math.sin(a)]
                        for a in np.radians(90.0 - 60.0 * np.arange(6))])
    room = (math.sqrt(3) / 2 - inner @ normals.T).min(axis=1)
    return float(max(0.0, (ROAD_WIDTH / 2 - room).max()))


def via_cost(start: int, end: int, via: np.ndarray, measured: LineString,
             weight: float, tightest: float) -> tuple[float, float]:
    """(cost, distance): ``weight`` per R that the line bends tighter than the printed
    road does (a fitted spline's kinks would pinch the drawn road) or that the road runs
    over the tile edge."""
    pts = make_centerline(start, end, via.tolist()).points
    err = hausdorff(pts, measured)
    kink = max(0.0, 0.9 * tightest - tightest_radius(pts))
    return err + weight * (kink + 10 * overhang(pts)), err  # never over the edge


def descend(start: int, end: int, via: np.ndarray, measured: LineString,
            weight: float, tightest: float) -> tuple[np.ndarray, float, float]:
    """Move control points one at a time while the cost falls (pattern search)."""
    cost, err = via_cost(start, end, via, measured, weight, tightest)
    step = 0.02
    while step > 0.001:
        improved = False
        for i in range(len(via)):
            for dx, dy in ((step, 0), (-step, 0), (0, step), (0, -step)):
                trial = via.copy()
                trial[i] += (dx, dy)
                c, e = via_cost(start, end, trial, measured, weight, tightest)
                if c < cost - 1e-6:
                    via, cost, err, improved = trial, c, e, True
        if not improved:
            step /= 2
    return via, cost, err


def fit_via(start: int, end: int, measured: LineString) -> tuple[list[list[float]], float]:
    """The fewest control points (and their error) whose spline follows the measured
    line without bending too tight: fitted freely first, then the bend limit is
    enforced step by step (a hard limit from the start gets stuck)."""
    best: tuple[list[list[float]], float, float] = ([], math.inf, math.inf)
    tightest = tightest_printed(measured)
    for k in range(1, MAX_VIA + 1):
        via = np.array([measured.interpolate((i + 1) / (k + 1), normalized=True).coords[0]
                        for i in range(k)])
        for weight in (0.0, 1.0, 10.0):  # fit freely first, then enforce the limits
            via, cost, err = descend(start, end, via, measured, weight, tightest)
        if cost < best[2]:
            best = ([[round(float(x), 3), round(float(y), 3)] for x, y in via], err, cost)
        if cost <= FIT_TOLERANCE:
            break
    return best[0], best[1]


def boundary_shares(raw: dict[str, Any], measured: dict[str, Any], line: LineString
                    ) -> list[float] | None:
    """Section lengths (shares of the road) putting every section boundary where the
    printed line crosses ``line``. Lines come in travel order: dotted ones are slide
    lines; the solid ones are, section by section, a corner's cell lines then the
    boundary to the next section."""
    solid = [c for c in measured["cell_lines"] if not c["dotted"]]
    sections = raw["sections"]
    boundaries: list[float] = []
    k = 0
    for i, sec in enumerate(sections):
        if sec["type"] == "corner":
            k += len(sec["inner"]) - 1 + len(sec["outer"]) - 1
        if i < len(sections) - 1:
            if k >= len(solid):
                return None
            boundaries.append(crossing(solid[k], line))
            k += 1
    if k != len(solid) or boundaries != sorted(boundaries):
        return None
    cuts = [0.0, *boundaries, line.length]
    return [round((b - a) / line.length, 4) for a, b in zip(cuts, cuts[1:], strict=False)]


def crossing(cell_line: dict[str, Any], line: LineString) -> float:
    """Progress along ``line`` where a printed cell line (extended) crosses it."""
    a, b = np.array(cell_line["a"]), np.array(cell_line["b"])
    u = (b - a) / np.hypot(*(b - a))
    cut = LineString([a - 0.4 * u, b + 0.4 * u]).intersection(line)
    mid = Point(*(a + b) / 2)
    pts = [cut] if isinstance(cut, Point) else list(getattr(cut, "geoms", []))
    pts = [p for p in pts if isinstance(p, Point)]
    if not pts:
        return float(line.project(mid))
    return float(line.project(min(pts, key=lambda p: p.distance(mid))))


def outline(points: list[list[float]]) -> list[list[float]]:
    poly = Polygon(points).buffer(0).simplify(OUTLINE_SIMPLIFY)
    assert isinstance(poly, Polygon)
    return [[round(x, 3), round(y, 3)] for x, y in poly.exterior.coords[:-1]]


def fit_side(raw: dict[str, Any], measured: dict[str, Any]) -> str:
    """Rewrite one side's shape fields in ``raw``; a line saying what was chosen."""
    road = raw["road"]
    for key in ("via", "radius", "width", "yard"):
        road.pop(key, None)
    if road["to"] is None:
        road["yard"] = outline(measured["road"])
        return "yard"
    start, end = edge_index(road["from"]), edge_index(road["to"])
    line = LineString(measured["centerline"])
    standard = standard_radius(start, end)
    if standard is None:
        err = hausdorff(corner_points(start, end, None), line)
        shape = f"straight (off {err:.3f})"
    else:
        r, err = fit_radius(start, end, line)
        std_err = hausdorff(corner_points(start, end, standard), line)
        if std_err <= err + 0.003:  # the standard curve, unless clearly worse
            err, shape = std_err, f"standard radius {standard} (off {std_err:.3f})"
        else:
            road["radius"] = round(r, 3)
            shape = f"radius {r:.3f} (off {err:.3f})"
    if err > FIT_TOLERANCE:
        via, err = fit_via(start, end, line)
        road.pop("radius", None)
        road["via"] = via
        shape = f"{len(via)} via points (off {err:.3f})"
    for sc, m in zip(raw.get("shortcuts", []), measured["shortcuts"], strict=True):
        sc.pop("reach", None)
        sc["outline"] = outline(m)
    drawn = parse_tileset({"format": "pacenote-tileset", "version": 1, "name": "fit",
                           "road_width": ROAD_WIDTH, "tiles": [raw]})[raw["id"]]
    centerline = drawn.geometry.centerline
    assert centerline is not None  # a road with two ends
    shares = boundary_shares(raw, measured, LineString(centerline.points))
    if shares is None:
        return shape + "; cell lines do not match the sections, lengths kept"
    for sec, share in zip(raw["sections"], shares, strict=True):
        sec["length"] = share
    return shape


def iou(raw: dict[str, Any], measured: dict[str, Any]) -> float:
    side = parse_tileset({"format": "pacenote-tileset", "version": 1, "name": "fit",
                          "road_width": ROAD_WIDTH, "tiles": [raw]})[raw["id"]]
    cells = [c.polygon for c in side.geometry.road_cells]
    if not all(c.is_valid for c in cells):
        return 0.0
    drawn = unary_union(cells)
    printed = Polygon(measured["road"]).buffer(0)
    return float(drawn.intersection(printed).area / drawn.union(printed).area)


def dump(data: dict[str, Any]) -> str:
    """The tileset in its house style: one line per section, shortcut and note."""
    def one(v: Any) -> str:
        return json.dumps(v, ensure_ascii=False)

    lines = ["{"]
    top = [k for k in data if k != "tiles"]
    for k in top:
        if k != "notes":
            lines.append(f"  {one(k)}: {one(data[k])},")
        else:
            lines.append(f"  {one(k)}: [")
            lines.extend(f"    {one(n)}," for n in data[k])
            lines[-1] = lines[-1].rstrip(",")
            lines.append("  ],")
    lines.append('  "tiles": [')
    for i, tile in enumerate(data["tiles"]):
        lines.append("    {")
        keys = list(tile)
        for j, k in enumerate(keys):
            end = "," if j < len(keys) - 1 else ""
            v = tile[k]
            if isinstance(v, list) and k in ("sections", "shortcuts", "notes"):
                if not v:
                    lines.append(f"      {one(k)}: []{end}")
                    continue
                lines.append(f"      {one(k)}: [")
                lines.extend(f"        {one(x)}{',' if n < len(v) - 1 else ''}"
                             for n, x in enumerate(v))
                lines.append(f"      ]{end}")
            else:
                lines.append(f"      {one(k)}: {one(v)}{end}")
        lines.append("    }" + ("," if i < len(data["tiles"]) - 1 else ""))
    lines.extend(["  ]", "}"])
    return "\n".join(lines) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("measured", type=Path)
    ap.add_argument("--tileset", type=Path, default=ROOT / "tilesets" / "dirt-core.json")
    ap.add_argument("--write", action="store_true", help="rewrite the tileset's shape fields")
    ap.add_argument("--only", nargs="*", help="fit only these sides (the rest are kept)")
    args = ap.parse_args()
    data = json.loads(args.tileset.read_text("utf-8"))
    measured = {s["id"]: s for s in json.loads(args.measured.read_text("utf-8"))["sides"]}
    data["road_width"] = ROAD_WIDTH
    scores = []
    for raw in data["tiles"]:
        m = measured.get(raw["id"])
        if args.only and raw["id"] not in args.only:
            continue
        if m is None:
            print(f"{raw['id']}: not measured, kept")
            continue
        shape = fit_side(raw, m)
        score = iou(raw, m) if raw["road"]["to"] is not None else None
        if score is not None:
            scores.append((score, raw["id"]))
        print(f"{raw['id']}: {shape}" + ("" if score is None else f", IoU {score:.3f}"))
    scores.sort()
    print(f"lowest IoU {scores[0][0]:.3f} ({scores[0][1]}), median "
          f"{scores[len(scores) // 2][0]:.3f}, {sum(s >= 0.85 for s, _ in scores)} of "
          f"{len(scores)} at 0.85 or more")
    if args.write:
        args.tileset.write_text(dump(data), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
