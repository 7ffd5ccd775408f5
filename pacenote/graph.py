"""The cell graph: every cell of the course and every legal one-die step between them.

This is the single source of movement truth (docs/internals.md): validators, the
engine and the editor read it; none re-derives adjacency. Steps follow
docs/rules-dirt.md "Movement": always forward (the front edge of the cell entered is
further along than the front edge of the cell left), straight or diagonal, a corner
path chosen on entry and kept, slides entered and left as full-width halves,
shortcuts entered from and left to touching non-corner cells, jump landings 1 and 2
cells ahead as tagged edges.

DIRT sides are built from their templates (:mod:`pacenote.graphcache`), so a DIRT graph
needs no shapely; cell polygons are computed only when asked for
(:meth:`CellGraph.polygon`). The graph is built as a :class:`~pacenote.plaingraph.PlainDiGraph`
and becomes a networkx ``DiGraph`` when first asked for (:attr:`CellGraph.g`): checking a
stage needs no networkx.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING

from pacenote.cellcontract import Node, node_name, parse_node
from pacenote.cellkinds import ROAD_KINDS
from pacenote.course import Course, CourseTile
from pacenote.cutspaces import join_cut_spaces
from pacenote.graphbands import EPS, Band, jump_edges
from pacenote.graphbranches import add_branch
from pacenote.graphfragments import Fragment, fragment, link_joint, replay
from pacenote.gtgraph import circuit_fewest_dice, mark_gt
from pacenote.movement import jump_landings
from pacenote.plaingraph import GraphView, PlainDiGraph, edges
from pacenote.reach import dice_from

if TYPE_CHECKING:
    import networkx as nx
    from shapely.geometry import Polygon

__all__ = ["Band", "CellGraph", "Node", "build_graph", "node_name", "parse_node"]


class CellGraph:
    """The course's cells and steps plus a few questions about them.

    :attr:`view` reads the graph (what the validators use); :attr:`g` is it as a networkx
    ``DiGraph``, made on first use from the plain graph the builder made, and from then on
    the one graph both read (so a change made through ``g`` is seen by every check)."""

    def __init__(self, course: Course, g: PlainDiGraph[Node] | PlainDiGraph[Node],
                 bands: list[Band]) -> None:
        self.course = course
        self._graph: nx.DiGraph[Node] | PlainDiGraph[Node] = g
        self.bands = bands
        self._polygons: dict[Node, Polygon] | None = None

    @property
    def g(self) -> nx.DiGraph[Node]:
        """The cell graph as a networkx ``DiGraph`` (networkx is imported here)."""
        if isinstance(self._graph, PlainDiGraph):
            self._graph = self._graph.to_networkx()
        g: nx.DiGraph[Node] = self._graph
        return g

    @property
    def view(self) -> GraphView[Node]:
        """The cell graph to read: the networkx graph once made, else the plain one."""
        return self._graph

    def polygon(self, node: Node) -> Polygon:
        """The cell's outline in world coordinates (shapely), computed on first use."""
        if self._polygons is None:
            self._polygons = {}
            for ct in self.course.driven:
                self._polygons.update(_world_polygons(ct))
            for branch in self.course.branches:  # a joker's cells; the course's own first
                for ct in branch.driven:
                    for node, poly in _world_polygons(ct).items():
                        self._polygons.setdefault(node, poly)
            for kept, gone in self.view.graph.get("joined_cells", {}).items():
                self._polygons[kept] = _joined(self._polygons[kept], self._polygons[gone])
        return self._polygons[node]

    def __len__(self) -> int:
        return len(self.view.nodes)

    def nodes(self, **attrs: object) -> list[Node]:
        """Nodes whose attributes equal all the given values."""
        if len(attrs) == 1:  # the common question, asked of every cell: kept quick
            ((key, value),) = attrs.items()
            return [n for n, d in self.view.nodes.items() if d.get(key) == value]
        return [n for n, d in self.view.nodes.items()
                if all(d.get(k) == v for k, v in attrs.items())]

    def grid_cells(self) -> list[Node]:
        """Grid cells; on a GT circuit in pole order."""
        nodes = self.view.nodes
        return sorted(self.nodes(grid=True), key=lambda n: nodes[n].get("grid_order", 0))

    def successors(self, node: Node) -> list[Node]:
        """One-die steps from a cell (jump landings excluded)."""
        return [v for v, d in self.view.succ[node].items() if d["kind"] != "jump"]

    def landings(self, node: Node) -> list[tuple[Node, int]]:
        """Jump landings a car can make from a jump cell: (cell, cells ahead), by the
        movement rules (:func:`pacenote.movement.jump_landings`: no landing in a ford)."""
        return jump_landings(self.view, node)

    def corner_cells(self, tile_index: int) -> list[Node]:
        nodes = self.view.nodes
        return [n for n in self.nodes(tile_index=tile_index) if nodes[n]["corner"]]

    def road_cells(self) -> list[Node]:
        return [n for n, d in self.view.nodes.items() if d["kind"] in ROAD_KINDS]

    def edge_kinds(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for _, _, d in edges(self.view):
            counts[d["kind"]] = counts.get(d["kind"], 0) + 1
        return counts

    def fewest_dice(self, *, jumps: bool = False) -> int | None:
        """Fewest dice (one-die steps) from a grid cell to a cell past the finish line,
        or None when the finish cannot be reached (a circuit: the line after the last lap)."""
        g = self.view
        if "laps" in g.graph:
            return circuit_fewest_dice(g, self.grid_cells())
        dist = dice_from(g, self.grid_cells(), jumps=jumps)
        return min((d for n, d in dist.items() if g.nodes[n]["finished"]), default=None)


def build_graph(course: Course) -> CellGraph:
    g: PlainDiGraph[Node] = PlainDiGraph()
    placed = [(ct, fragment(ct)) for ct in course.driven]
    cells: dict[int, list[Node]] = {}  # course tile index -> its cells, in graph order
    tile_bands = [frag.place(g, ct, cells) for ct, frag in placed]
    g.graph["dirt_lanes"] = {ct.index: ct.side.lanes for ct in course.driven}
    # The steps in the order the builder always took them (link, inside, shortcut), so
    # every cell's successors and predecessors keep their order, replayed from each
    # tile's fragment and each joint's pair of fragments.
    previous: tuple[CourseTile, Fragment, Band] | None = None
    for (ct, frag), own in zip(placed, tile_bands, strict=True):
        if previous is not None and own:
            pct, pfrag, pband = previous
            link_joint(g, pct, pfrag, pband, ct, frag, own[0])
        replay(g, ct.index, ct.index, frag.links)
        previous = (ct, frag, own[-1]) if own else previous
    for ct, frag in placed:
        replay(g, ct.index, ct.index, frag.inside)
    for ct, frag in placed:
        replay(g, ct.index, ct.index, frag.shortcuts)
    # Jump cells in graph order (tiles were placed in course order).
    jump_edges(g, [n for ct, frag in placed if frag.jumps for n in cells[ct.index]
                    if g.nodes[n]["jump"] is not None])
    for branch in course.branches:
        if branch.driven:
            add_branch(g, course, branch.driven, cells)
    _mark_start_finish(g, course, cells)
    mark_gt(g, course)
    gone = set(join_cut_spaces(g, course))  # GT skewed joints: one space on two tiles
    g.graph["length"] = course.length
    bands = [band for own in tile_bands for band in own]
    return CellGraph(course, g, [_without(b, gone) for b in bands] if gone else bands)


def _joined(a: Polygon, b: Polygon) -> Polygon:
    """One space drawn from its two parts on two tiles (they share the tile edge)."""
    from shapely.geometry import Polygon as ShapelyPolygon

    both = a.union(b)
    return both if isinstance(both, ShapelyPolygon) else both.convex_hull  # type: ignore[return-value]  # a hull of polygons is one


def _without(band: Band, gone: set[Node]) -> Band:
    """A GT band less the cells joined into a neighbour's (:mod:`pacenote.cutspaces`)."""
    def keep(nodes: list[Node]) -> list[Node]:
        return [n for n in nodes if n not in gone]

    return replace(band, gt=keep(band.gt), gt_ends=(keep(band.gt_ends[0]), keep(band.gt_ends[1])))


def _world_polygons(ct: CourseTile) -> dict[Node, Polygon]:
    """A tile's cell polygons turned from tile-local to world coordinates, all in one
    vectorised call (per-cell transforms were slow)."""
    import numpy as np
    import shapely

    cells = ct.side.geometry.cells
    cx, cy = ct.hex.center()
    a = -math.radians(60.0 * ct.placement.rot)  # rotations are clockwise
    turn = np.array([[math.cos(a), math.sin(a)], [-math.sin(a), math.cos(a)]])
    local = np.array([c.polygon for c in cells.values()], dtype=object)
    world = shapely.transform(local, lambda xy: xy @ turn + (cx, cy))
    return {(ct.index, key): poly for key, poly in zip(cells, world, strict=True)}


def _mark_start_finish(g: PlainDiGraph[Node], course: Course,
                       cells: dict[int, list[Node]]) -> None:
    """The start line's cells and grid, the cells past the finish line (``cells``: each
    course tile's cells)."""
    start, finish = course.start, course.finish
    nodes = g.nodes
    g.graph["start_progress"] = None
    g.graph["finish_progress"] = None
    if start is not None:
        line = start.side.template.line_progress
        s = start.to_course(0.0 if line is None else line)
        g.graph["start_progress"] = s
        behind = [n for n in cells.get(start.index, ())
                  if nodes[n]["front"] <= s + EPS and nodes[n]["kind"] in ("lane", "single")]
        for n in behind:
            g.nodes[n]["start"] = True
        if behind:
            line_front = max(g.nodes[n]["front"] for n in behind)
            for n in behind:
                g.nodes[n]["grid"] = abs(g.nodes[n]["front"] - line_front) < EPS
    if finish is not None:
        line = finish.side.template.line_progress
        f = finish.to_course(finish.length if line is None else line)
        g.graph["finish_progress"] = f
        for i, own in cells.items():
            if i >= finish.index:
                for n in own:
                    if nodes[n]["rear"] >= f - EPS:
                        nodes[n]["finished"] = True
