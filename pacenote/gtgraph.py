"""GT movement in the cell graph (docs/gt.md, "Movement in the cell graph").

:mod:`pacenote.graph` builds the graph; for GT tiles it calls these functions, which
work on every cell's *strip* (where across the road it lies at its rear and front, as
fractions of the road's width, in the direction of travel):

- a step goes from a cell to one that covers the point just past its front boundary
  (the forward rule: the front edge of the cell entered is further along);
- it is **straight** when the two strips overlap there, **diagonal** when they overlap
  once the car's strip is shifted by one lane, and impossible otherwise. Corner paths
  are lanes behind a solid divider: a car changes path by a diagonal step;
- a straight step across a sharp-corner dotted segment (both cells touch the
  segment's lane) carries the segment: ``dotted="in"`` (the corner cell entered takes
  the segment's limit) or ``"out"`` (the cell entered on leaving takes it), with
  ``dotted_limit`` or ``dotted_hazard``;
- a doubled inner lane forbids diagonal steps out of the innermost lane into the
  corner; hazard cells ``N!`` carry ``hazard=True``;
- on a circuit the last tile's cells step into the first tile's (``wrap=True``),
  steps across the start-finish line carry ``line=True`` and the grid boxes are
  numbered in pole order (``grid_order``); :func:`circuit_fewest_dice` counts laps.

Every function here takes plain networkx graphs, so it needs nothing from
:mod:`pacenote.graph`.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from pacenote.course import Course, CourseTile
from pacenote.plaingraph import GraphView, PlainDiGraph, edges

if TYPE_CHECKING:
    from pacenote.graphcache import CellFacts, GtFacts
    from pacenote.tilegeometry import Cell

Node = tuple[int, str]
Frac = tuple[float, float]
_EPS = 1e-6


def _travel(ct: CourseTile, frac: Frac) -> Frac:
    """A strip in the tile's description frame → the direction of travel."""
    return (1.0 - frac[1], 1.0 - frac[0]) if ct.reversed else frac


def add_gt_cells(g: PlainDiGraph[Node], ct: CourseTile,
                 add_cell: Callable[[PlainDiGraph[Node], CourseTile, CellFacts | Cell], None]
                 ) -> list[Node]:
    """Add a GT tile's cells (with ``add_cell``, the graph's own) plus their strips, read
    from the side's template (:mod:`pacenote.graphcache`: no shapely)."""
    template = ct.side.template
    geom = _gt(ct)
    nodes = []
    for c in template.road_cells:
        add_cell(g, ct, c)
        n = (ct.index, c.key)
        s = geom.strips[c.key]
        rear, front = (s.front, s.rear) if ct.reversed else (s.rear, s.front)
        n_rear, n_front = (s.lanes_front, s.lanes_rear) if ct.reversed else (
            s.lanes_rear, s.lanes_front)
        d = g.nodes[n]
        d.update(strip_rear=_travel(ct, rear), strip_front=_travel(ct, front),
                 lanes_rear=n_rear, lanes_front=n_front, hazard=c.key in geom.hazards)
        d["lane"] = int(d["strip_rear"][0] * n_rear + _EPS)
        nodes.append(n)
    return nodes


def _strip(g: PlainDiGraph[Node], n: Node, end: str) -> tuple[Frac, int]:
    """A cell's strip at its ``rear`` or ``front``, with the lane count there. DIRT cells
    (mixed stages) have none stored: their lane, or the whole road."""
    d = g.nodes[n]
    if f"strip_{end}" in d:
        return d[f"strip_{end}"], d[f"lanes_{end}"]
    lanes = g.graph.get("dirt_lanes", {}).get(n[0], 2)
    lane = d["lane"]
    if lane is None or d["kind"] in ("single", "slide"):
        return (0.0, 1.0), lanes
    return (lane / lanes, (lane + 1) / lanes), lanes


def _strip_at(g: PlainDiGraph[Node], n: Node, x: float) -> Frac:
    d = g.nodes[n]
    rear, _ = _strip(g, n, "rear")
    front, _ = _strip(g, n, "front")
    length = d["front"] - d["rear"]
    t = 0.0 if length <= 0 else min(max((x - d["rear"]) / length, 0.0), 1.0)
    return (rear[0] + (front[0] - rear[0]) * t, rear[1] + (front[1] - rear[1]) * t)


def _overlap(a: Frac, b: Frac) -> float:
    return min(a[1], b[1]) - max(a[0], b[0])


def step_kind(g: PlainDiGraph[Node], u: Node, v: Node, wrap: float = 0.0) -> str | None:
    """straight / diagonal / None for a step from ``u`` into ``v`` (``wrap``: the lap
    length added to ``v``'s progress when the step closes a circuit)."""
    du, dv = g.nodes[u], g.nodes[v]
    x = du["front"]
    if not (dv["rear"] + wrap <= x + _EPS and dv["front"] + wrap > x + _EPS):
        return None
    su, n = _strip(g, u, "front")
    sv = _strip_at(g, v, x - wrap)
    a, b = (su[0] * n, su[1] * n), (sv[0] * n, sv[1] * n)
    if _overlap(a, b) > _EPS:
        return "straight"
    if any(_overlap((a[0] + k, a[1] + k), b) > _EPS for k in (-1, 1)):
        return "diagonal"
    return None


def _add_step(g: PlainDiGraph[Node], u: Node, v: Node, lap_length: float = 0.0,
              **attrs: object) -> None:
    kind = step_kind(g, u, v, lap_length)
    if kind is None:
        return
    path = g.nodes[v].get("path")
    if path and g.nodes[v].get("strip_rear") is None:  # into a DIRT corner (mixed stage)
        g.add_edge(u, v, kind="corner", path=path, **attrs)
    else:
        g.add_edge(u, v, kind=kind, **attrs)


def link_inside(g: PlainDiGraph[Node], cells: list[Node]) -> None:
    """Every step between cells of one GT tile."""
    nodes = g.nodes
    spans = [(v, nodes[v]["rear"], nodes[v]["front"]) for v in cells]
    for u in cells:
        x = nodes[u]["front"]
        for v, rear, front in spans:
            # step_kind's first test, made here: most pairs are not one step apart
            if u != v and rear <= x + _EPS and front > x + _EPS:
                _add_step(g, u, v)


def link_across(g: PlainDiGraph[Node], exits: Iterable[Node], entries: Iterable[Node],
                lap_length: float = 0.0, **attrs: object) -> None:
    """Steps across a joint where a GT tile is on either side (``lap_length``: the joint
    that closes a circuit, back to progress 0)."""
    entries = list(entries)
    for u in exits:
        for v in entries:
            _add_step(g, u, v, lap_length, **attrs)


def tile_ends(g: PlainDiGraph[Node], cells: list[Node], ct: CourseTile
              ) -> tuple[list[Node], list[Node]]:
    """(cells a car enters the tile into, cells it leaves the tile from)."""
    start, end = ct.offset, ct.offset + ct.length
    entries = [n for n in cells if abs(g.nodes[n]["rear"] - start) < _EPS]
    exits = [n for n in cells if abs(g.nodes[n]["front"] - end) < _EPS]
    return entries, exits


def mark_gt(g: PlainDiGraph[Node], course: Course) -> None:
    """What GT prints on the course: dotted segments, doubled inner lanes, and for a
    circuit the lap, the line and the grid in pole order."""
    steps: _Steps | None = None
    for ct in course.driven:
        if ct.side.gt is None:  # a DIRT side prints none of these
            continue
        if steps is None:  # read once: marking dotted lines changes no step's kind
            steps = _Steps(g)
        geom = _gt(ct)
        _dotted(g, ct, geom, steps.straight_at)
        _double_inner(g, ct, geom, steps.diagonal)
    if course.is_circuit:
        _circuit(g, course)


Step = tuple[float, Node, Node, dict[str, Any]]  # (front of u, u, v, step attributes)


class _Steps:
    """The straight steps (wrap steps left out) by the front of the cell they leave, and
    the diagonal steps, each in graph order: the dotted segments and doubled inner
    lanes of every GT tile look among these instead of every step of the graph."""

    def __init__(self, g: PlainDiGraph[Node]) -> None:
        nodes = g.nodes
        straight: list[Step] = []
        self.diagonal: list[Step] = []
        for u, v, d in edges(g):
            if d["kind"] == "straight" and not d.get("wrap"):
                straight.append((nodes[u]["front"], u, v, d))
            elif d["kind"] == "diagonal":
                self.diagonal.append((nodes[u]["front"], u, v, d))
        order = sorted(range(len(straight)), key=lambda k: straight[k][0])
        self._fronts = [straight[k][0] for k in order]
        self._order = order
        self._straight = straight

    def straight_at(self, x: float) -> list[Step]:
        """The straight steps out of cells whose front is within _EPS of ``x``."""
        lo = bisect_left(self._fronts, x - 2 * _EPS)
        hi = bisect_right(self._fronts, x + 2 * _EPS)
        return [self._straight[k] for k in sorted(self._order[lo:hi])
                if abs(self._straight[k][0] - x) <= _EPS]


def _gt(ct: CourseTile) -> GtFacts:
    facts = ct.side.template.gt
    assert facts is not None, f"{ct.side.id}: a GT side's template holds its GT facts"
    return facts


def _corner_id(ct: CourseTile, section: int) -> str:
    return f"{ct.index}:{section}"


def _dotted(g: PlainDiGraph[Node], ct: CourseTile, geom: GtFacts,
            straight_at: Callable[[float], list[Step]]) -> None:
    """Mark the straight steps (``straight_at(x)``: those out of cells whose front is at
    ``x``, in graph order) that cross a dotted segment into or out of its corner."""
    for seg in geom.dotted_segments:
        x = ct.to_course(seg.progress)
        frac = _travel(ct, seg.frac)
        lane = (frac[0] * seg.lanes, frac[1] * seg.lanes)
        corner = _corner_id(ct, seg.section)
        sec = ct.side.sections[seg.section]
        double = sec.gt is not None and sec.gt.double_inner
        inner_right = (sec.turn == "right") != ct.reversed
        for _, u, v, d in straight_at(x):
            into = g.nodes[v]["corner"] == corner and g.nodes[u]["corner"] != corner
            out_of = g.nodes[u]["corner"] == corner and g.nodes[v]["corner"] != corner
            if not (into or out_of):
                continue
            su, n = _strip(g, u, "front")
            sv = _strip_at(g, v, x)
            a, b = (su[0] * n, su[1] * n), (sv[0] * n, sv[1] * n)
            if _overlap(a, lane) > _EPS and _overlap(b, lane) > _EPS:
                # Between a wide cell and a lane the car may also step diagonally (the
                # ideal line), except out of the innermost lane into a doubled inner lane
                # and out of a corner into the innermost lane (docs/gt.md).
                innermost = (n - 1, n) if inner_right else (0, 1)
                diagonal = any(_overlap((a[0] + k, a[1] + k), b) > _EPS for k in (-1, 1))
                forced = (into and double and _overlap(a, innermost) > _EPS) or \
                    (out_of and _overlap(b, innermost) > _EPS)
                avoidable = diagonal and not forced
                d.update(dotted="in" if into else "out", dotted_limit=seg.limit,
                         dotted_hazard=seg.hazard, dotted_avoidable=avoidable)


def _double_inner(g: PlainDiGraph[Node], ct: CourseTile, geom: GtFacts,
                  diagonal: list[Step]) -> None:
    """No diagonal step (``diagonal``: every one of the graph, in graph order) out of the
    innermost lane into a corner with a doubled inner lane."""
    for sec, span in zip(ct.side.sections, geom.spans, strict=True):
        if sec.gt is None or not sec.gt.double_inner:
            continue
        corner = _corner_id(ct, sec.index)
        x = min(ct.to_course(span[0]), ct.to_course(span[1]))  # where travel enters it
        inner_right = (sec.turn == "right") != ct.reversed
        drop = []
        for front, u, v, _ in diagonal:
            if g.nodes[v]["corner"] != corner or g.nodes[u]["corner"] == corner \
                    or abs(front - x) > _EPS:
                continue
            su, n = _strip(g, u, "front")
            innermost = ((n - 1) / n, 1.0) if inner_right else (0.0, 1 / n)
            if _overlap(su, innermost) > _EPS:
                drop.append((u, v))
        g.remove_edges_from(drop)


def _circuit(g: PlainDiGraph[Node], course: Course) -> None:
    g.graph["laps"] = course.laps
    g.graph["lap_length"] = course.length
    first, last = course.tiles[0], course.tiles[-1]
    by_tile: dict[int, list[Node]] = {}
    for n in g.nodes:
        by_tile.setdefault(n[0], []).append(n)
    if course.closed:
        _, exits = tile_ends(g, by_tile.get(last.index, []), last)
        entries, _ = tile_ends(g, by_tile.get(first.index, []), first)
        link_across(g, exits, entries, course.length, wrap=True)
    line, geom = first.side.template.line_progress, first.side.template.gt
    if line is None:
        return
    x = first.to_course(line)
    g.graph["line_progress"] = x
    nodes = g.nodes
    for u, du in nodes.items():  # the steps out of cells whose front is on the line
        if abs(du["front"] - x) < _EPS:
            for v, d in g.succ[u].items():
                if nodes[v]["rear"] >= x - _EPS and not d.get("wrap"):
                    d["line"] = True
    if geom is None:  # a DIRT circuit (RX 401): its grid is the cells behind the line
        return
    for n in by_tile.get(first.index, []):
        g.nodes[n]["grid"] = False
    inner_right = _next_corner_inner_right(course)
    boxes = sorted(geom.grid_boxes,  # (cell key, rank, lane)
                   key=lambda b: (b[1], -b[2] if inner_right else b[2]))
    for order, (key, _, _) in enumerate(boxes, 1):
        d = g.nodes[(first.index, key)]
        d.update(grid=True, grid_order=order, start=True)


def _next_corner_inner_right(course: Course) -> bool:
    """Whether the inside of the first corner with a speed limit after the line is on
    the right (pole position takes the grid box on that side)."""
    for ct in course.tiles:
        for sec in ct.side.sections:
            if sec.is_corner and sec.turn is not None:
                return (sec.turn == "right") != ct.reversed
    return True


def circuit_fewest_dice(g: GraphView[Node], grid: list[Node]) -> int | None:
    """Fewest dice from the grid to crossing the line at the end of the last lap (the
    line is crossed once on leaving the grid, then once per lap)."""
    laps = g.graph.get("laps", 1)
    start = [(n, 0) for n in grid]
    dist = dict.fromkeys(start, 0)
    queue = deque(start)
    while queue:
        state = queue.popleft()
        u, crossed = state
        for v, d in g.succ[u].items():
            c = crossed + (1 if d.get("line") else 0)
            if c == laps + 1:
                return dist[state] + 1
            nxt = (v, c)
            if nxt not in dist and d["kind"] != "jump":
                dist[nxt] = dist[state] + 1
                queue.append(nxt)
    return None
