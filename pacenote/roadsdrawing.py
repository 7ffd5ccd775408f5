"""Drawing sides with several roads (junctions, separate roads, crossings) and road-less
scenery pieces (docs/tiles.md, "What the drawing shows"): each road drawn as a one-road
side's is, a junction's shared cells once, a crossing's hidden road only as the two stubs
printed at its ends."""

from __future__ import annotations

from shapely.geometry import LineString
from shapely.geometry import Polygon as ShapelyPolygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from pacenote import drawing as d
from pacenote.hexgrid import hex_corners
from pacenote.tiles import TileSide

STUB_DEPTH = 0.17  # a crossing road's stub: about 45 px of the 450 px tile, in hex radii


def roads_primitives(side: TileSide) -> list[d.Primitive]:
    if side.kind == "scenery":
        return [d.Text((0.0, 0.0), "scenery", 0.11)]
    out: list[d.Primitive] = []
    surfaces = _surfaces(side)
    fill = d.ROAD
    if any(r.gt is not None for r in side.roads):
        from pacenote.gtdrawing import ASPHALT as fill  # a GT side's roads are asphalt
    for poly in surfaces.values():
        out.extend(d._shape(p, d.Style(fill=fill)) for p in _parts(poly))
    drawn: set[str] = set()  # junction cells shared by routes: lines and limits once
    for road in side.roads:
        g = road.geometry
        if road.hidden:
            out.extend(_stub_lines(road, surfaces[road.road_id]))
            continue
        if road.gt is not None:  # a GT road prints as a GT side does
            from pacenote.gtdrawing import gt_primitives

            if side.kind == "junction":  # shared cells once, no kerb over another road
                others = unary_union([p for k, p in surfaces.items() if k != road.road_id])
                out.extend(gt_primitives(road, frozenset(drawn), others))
                drawn |= {c.key for c in g.road_cells}
            else:
                out.extend(gt_primitives(road))
            continue
        fresh = [sec for sec in road.sections if not sec.labels or set(sec.labels) - drawn]
        if fresh:
            lines = _lines_of(road, {sec.index for sec in fresh})
            if drawn:  # a junction's branch: its lines only on its own arm
                lines = _clipped(lines, surfaces[road.road_id])
            out.extend(lines)
        out.extend(_curbs(road, [p for k, p in surfaces.items() if k != road.road_id],
                          {sec.index for sec in fresh}))
        out.extend(d._limits(g, frozenset(drawn)))
        out.extend(d._jumps(road, g))
        drawn |= {c.key for c in g.road_cells}
    out.extend(_border_limits(side))
    out.extend(_signals(side))
    return out


def _surfaces(side: TileSide) -> dict[str | None, BaseGeometry]:
    """Each road's printed surface. On a junction the first road (the main road) is
    whole and each other route adds only its own cells (the branch arm), as printed."""
    out: dict[str | None, BaseGeometry] = {}
    seen: set[str] = set()
    for road in side.roads:
        cells = road.geometry.road_cells
        if side.kind == "junction" and seen:
            own = [c.polygon for c in cells if c.key not in seen]
            out[road.road_id] = unary_union(own).buffer(0) if own else ShapelyPolygon()
        else:
            out[road.road_id] = _surface(road)
        seen |= {c.key for c in cells}
    return out


def _surface(road: TileSide) -> BaseGeometry:
    """The road as printed: all of it, or a hidden road's two stubs along its edges."""
    g = road.geometry
    if not road.hidden:
        return g.road
    corners = hex_corners()
    strips = []
    for e in road.edges:  # the stub along each of its two edges
        a, b = corners[(1 - e) % 6], corners[(2 - e) % 6]  # corners run the other way round
        strips.append(LineString([a, b]).buffer(STUB_DEPTH, cap_style="flat"))
    return g.road.intersection(unary_union(strips))


def _parts(poly: object) -> list[ShapelyPolygon]:
    if isinstance(poly, ShapelyPolygon):
        return [poly] if not poly.is_empty else []
    return [p for p in getattr(poly, "geoms", []) if isinstance(p, ShapelyPolygon)]


def _lines_of(road: TileSide, sections: set[int]) -> list[d.Primitive]:
    """The cell lines of some sections of a road (the others are drawn by a route that
    shares them)."""
    from dataclasses import replace

    keep = tuple(s if s.index in sections else replace(s, slide=False, single=True)
                 for s in road.sections)
    lines = d._cell_lines(replace(road, sections=keep), road.geometry)
    return lines


def _clipped(lines: list[d.Primitive], area: BaseGeometry) -> list[d.Primitive]:
    """The parts of polylines inside ``area`` (other primitives as they are)."""
    inside = area.buffer(1e-6)
    out: list[d.Primitive] = []
    for p in lines:
        if not isinstance(p, d.Polyline) or len(p.points) < 2:
            out.append(p)
            continue
        cut = LineString(p.points).intersection(inside)
        for piece in getattr(cut, "geoms", [cut]):
            if isinstance(piece, LineString) and piece.length > 0.02:
                out.append(d.Polyline(d._pts(piece.coords), p.style))
    return out


def _curbs(road: TileSide, others: list[BaseGeometry], sections: set[int]
           ) -> list[d.Primitive]:
    """Both curbs of a road along ``sections`` (a junction route: its own cells'), left
    open where another road's surface meets it (a junction's mouth)."""
    g = road.geometry
    assert g.centerline is not None
    off = g.lane_offsets()
    style = d.Style(stroke=d.CURB, width=0.025)
    covered = unary_union([o.buffer(-1e-3) for o in others]) if others else None
    out: list[d.Primitive] = []
    spans = [span for sec, span in zip(road.sections, g.spans, strict=True)
             if sec.index in sections]
    for lo, hi in _merged(spans):
        for dist in (off[0], off[-1]):
            line = LineString(g.centerline.offset(lo, hi, dist))
            rest = line if covered is None else line.difference(covered)
            for piece in getattr(rest, "geoms", [rest]):
                if isinstance(piece, LineString) and not piece.is_empty:
                    out.append(d.Polyline(d._pts(piece.coords), style))
    return out


def _merged(spans: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Consecutive progress intervals joined."""
    out: list[tuple[float, float]] = []
    for lo, hi in spans:
        if out and abs(out[-1][1] - lo) < 1e-9:
            out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return out


def _stub_lines(road: TileSide, stubs: BaseGeometry) -> list[d.Primitive]:
    """A hidden road's stubs: its lane divider and curbs within them, and the paved
    border closing each stub on the tile side."""
    g = road.geometry
    assert g.centerline is not None
    off = g.lane_offsets()
    out: list[d.Primitive] = []
    for dist, style in ((off[1], d.Style(stroke=d.LINE, width=0.018)),
                        (off[0], d.Style(stroke=d.CURB, width=0.025)),
                        (off[-1], d.Style(stroke=d.CURB, width=0.025))):
        line = LineString(g.centerline.offset(0, g.length, dist)).intersection(stubs)
        for piece in getattr(line, "geoms", [line]):
            if isinstance(piece, LineString) and not piece.is_empty:
                out.append(d.Polyline(d._pts(piece.coords), style))
    for poly in _parts(stubs):  # the stone border on the tile side of each stub
        ring = LineString(poly.exterior.coords)
        inner = ring.difference(LineString(hex_corners() + [hex_corners()[0]]).buffer(1e-3))
        for piece in getattr(inner, "geoms", [inner]):
            if isinstance(piece, LineString) and piece.length > 0.05:
                out.append(d.Polyline(d._pts(piece.coords),
                                      d.Style(stroke="#9a9a9a", width=0.03, dash=(0.03, 0.02))))
    return out


def _border_limits(side: TileSide) -> list[d.Primitive]:
    """A junction line's limit, between the two cells it separates."""
    cells = {c.key: c for r in side.roads for c in r.geometry.road_cells}
    out: list[d.Primitive] = []
    for b in side.borders:
        if b.limit is None or b.cells[0] not in cells or b.cells[1] not in cells:
            continue
        pa = cells[b.cells[0]].polygon.representative_point()
        pb = cells[b.cells[1]].polygon.representative_point()
        out.extend(d._badge(((pa.x + pb.x) / 2, (pa.y + pb.y) / 2), b.limit, d.BADGE_RADIUS))
    return out


def _signals(side: TileSide) -> list[d.Primitive]:
    """One danger signal beside each road end (an edge shared by junction routes has
    one); a hidden crossing road prints none."""
    colour = d.DANGER_COLOURS[side.danger]
    seen: set[int] = set()
    out: list[d.Primitive] = []
    for road in side.roads:
        if road.hidden or road.gt is not None:  # a GT road draws its own
            continue
        for edge, spot in zip(road.edges, d._signal_points(road.geometry), strict=True):
            if edge not in seen:
                seen.add(edge)
                out.append(d._signal(spot, side.danger_level, colour))
    return out
