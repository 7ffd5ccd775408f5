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
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from pacenote.cellcontract import Node, node_name, parse_node
from pacenote.cellkinds import ROAD_KINDS
from pacenote.course import Course, CourseTile
from pacenote.graphcache import CellFacts
from pacenote.gtgraph import (
    add_gt_cells,
    circuit_fewest_dice,
    link_across,
    link_inside,
    mark_gt,
    tile_ends,
)
from pacenote.movement import jump_landings
from pacenote.plaingraph import GraphView, PlainDiGraph, edges
from pacenote.reach import dice_from

if TYPE_CHECKING:
    import networkx as nx
    from shapely.geometry import Polygon

    from pacenote.tilegeometry import Cell
    from pacenote.tiles import TileSide

_EPS = 1e-6

__all__ = ["Band", "CellGraph", "Node", "build_graph", "node_name", "parse_node"]


@dataclass
class Band:
    """One section of one course tile, in travel order."""

    tile: int
    section: int
    lanes: list[Node] = field(default_factory=list)  # row cells, left to right in travel
    single: Node | None = None
    inner: list[Node] = field(default_factory=list)  # corner paths, in travel order
    outer: list[Node] = field(default_factory=list)
    halves: list[Node] = field(default_factory=list)  # slide halves, in travel order
    gt: list[Node] = field(default_factory=list)  # a whole GT tile's cells (pacenote.gtgraph)
    gt_ends: tuple[list[Node], list[Node]] = ([], [])  # its (entries, exits)

    @property
    def is_corner(self) -> bool:
        return bool(self.inner)

    def entries(self) -> list[tuple[Node, str | None]]:
        """Cells a car steps into when entering this band, with the corner path."""
        if self.is_corner:
            return [(self.inner[0], "inner"), (self.outer[0], "outer")]
        return [(n, None) for n in ([self.single] if self.single else self.lanes)]

    def exits(self) -> list[Node]:
        """Cells a car leaves this band from (slide halves excluded)."""
        if self.is_corner:
            return [self.inner[-1], self.outer[-1]]
        return [self.single] if self.single else list(self.lanes)


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
    placed = [(ct, _fragment(ct)) for ct in course.driven]
    cells: dict[int, list[Node]] = {}  # course tile index -> its cells, in graph order
    tile_bands = [frag.place(g, ct, cells) for ct, frag in placed]
    g.graph["dirt_lanes"] = {ct.index: ct.side.lanes for ct in course.driven}
    # The steps in the order the builder always took them (link, inside, shortcut), so
    # every cell's successors and predecessors keep their order, replayed from each
    # tile's fragment and each joint's pair of fragments.
    previous: tuple[CourseTile, _Fragment, Band] | None = None
    for (ct, frag), own in zip(placed, tile_bands, strict=True):
        if previous is not None and own:
            pct, pfrag, pband = previous
            _link_joint(g, pct, pfrag, pband, ct, frag, own[0])
        _replay(g, ct.index, ct.index, frag.links)
        previous = (ct, frag, own[-1]) if own else previous
    for ct, frag in placed:
        _replay(g, ct.index, ct.index, frag.inside)
    for ct, frag in placed:
        _replay(g, ct.index, ct.index, frag.shortcuts)
    # Jump cells in graph order (tiles were placed in course order).
    _jump_edges(g, [n for ct, frag in placed if frag.jumps for n in cells[ct.index]
                    if g.nodes[n]["jump"] is not None])
    for branch in course.branches:
        if branch.driven:
            _add_branch(g, course, branch.driven, cells)
    _mark_start_finish(g, course, cells)
    mark_gt(g, course)
    g.graph["length"] = course.length
    return CellGraph(course, g, [band for own in tile_bands for band in own])


Step = tuple[str, str, dict[str, Any]]  # (cell key, cell key, step attributes)


class _Recorder(PlainDiGraph[Node]):
    """A graph that records every step added, to replay them on another placement; on
    ``into`` (cells read from it, steps added to it) when given, else on its own."""

    def __init__(self, into: PlainDiGraph[Node] | None = None) -> None:
        super().__init__()
        self.into = into
        if into is not None:
            self.nodes, self.graph = into.nodes, into.graph
        self.steps: list[Step] = []

    def add_edge(self, u: Node, v: Node, **attrs: Any) -> None:
        if self.into is None:
            super().add_edge(u, v, **attrs)
        else:
            self.into.add_edge(u, v, **attrs)
        self.steps.append((u[1], v[1], dict(attrs)))  # a copy: a later step may update it

    def taken(self) -> tuple[Step, ...]:
        """The steps recorded since the last call."""
        steps, self.steps = tuple(self.steps), []
        return steps


@dataclass(frozen=True)
class _Fragment:
    """A side's cells and the steps inside it, driven one way, worked out once (a stage
    places the same sides many times, and a folder of stages more): built as a course
    tile of index 0 at progress 0, then placed by setting each cell's tile index, hex,
    corner and progress (progress 0 plus the tile's offset: the same float the builder
    computes) and replaying the steps. Steps inside a tile do not depend on where the
    tile lies on the course: found in the tile's own frame, they are the same steps."""

    nodes: tuple[tuple[str, dict[str, Any], str | None], ...]  # key, attributes, corner tail
    bands: tuple[_Cells, ...]
    links: tuple[Step, ...]  # between consecutive bands of the tile
    inside: tuple[Step, ...]  # inside each band
    shortcuts: tuple[Step, ...]

    @cached_property
    def jumps(self) -> bool:
        """Whether any of its cells is a jump cell."""
        return any(attrs["jump"] is not None for _, attrs, _ in self.nodes)

    def place(self, g: PlainDiGraph[Node], ct: CourseTile, cells: dict[int, list[Node]]
              ) -> list[Band]:
        """Add the cells for ``ct`` (and list them in ``cells``); its bands, in travel
        order."""
        i, offset, hx = ct.index, ct.offset, (ct.hex.q, ct.hex.r)
        ids: dict[str, Node] = {}
        for key, attrs, corner in self.nodes:
            d = {**attrs, "tile_index": i, "hex": hx, "rear": offset + attrs["rear"],
                 "front": offset + attrs["front"]}
            if corner is not None:
                d["corner"] = f"{i}{corner}"
            ids[key] = n = (i, key)
            g.add_node_data(n, d)
        cells[i] = list(ids.values())
        at = ids.__getitem__

        def of(keys: tuple[str, ...]) -> list[Node]:
            return [*map(at, keys)] if keys else []

        return [Band(i, b.section, of(b.lanes), None if b.single is None else at(b.single),
                     of(b.inner), of(b.outer), of(b.halves), of(b.gt),
                     (of(b.gt_ends[0]), of(b.gt_ends[1])))
                for b in self.bands]


def _add_branch(g: PlainDiGraph[Node], course: Course, passes: tuple[CourseTile, ...],
                cells: dict[int, list[Node]]) -> None:
    """A joined junction branch (an RX joker) in the graph: the fork's and the join's
    branch-only cells and the tiles between, their progress fitted between the last cell
    the fork shares with the course and the first the join shares (so every step stays
    forward), every step inside them, and at the junctions only the moves between shared
    and branch cells that the tile's ``borders`` list (a limit printed on such a line is
    the limit of the branch cell on it: docs/rules.md, "Junctions")."""
    frags = [_fragment(ct) for ct in passes]
    fork, join = passes[0], passes[-1]
    own: list[list[tuple[str, dict[str, Any], str | None]]] = []
    for k, (ct, frag) in enumerate(zip(passes, frags, strict=True)):
        own.append([(key, a, c) for key, a, c in frag.nodes
                    if k not in (0, len(passes) - 1) or (ct.index, key) not in g.nodes])
    # Unscaled progress along the branch: pass after pass from the fork's route start.
    starts, at = [], 0.0
    for ct in passes:
        starts.append(at)
        at += ct.length
    shared_fork = [a["front"] for key, a, _ in frags[0].nodes if (fork.index, key) in g.nodes]
    shared_join = [a["rear"] for key, a, _ in frags[-1].nodes if (join.index, key) in g.nodes]
    s0 = max(shared_fork, default=0.0)
    s1 = starts[-1] + min(shared_join, default=join.length)
    x0 = max((g.nodes[(fork.index, key)]["front"] for key, a, _ in frags[0].nodes
              if (fork.index, key) in g.nodes), default=fork.offset + fork.length)
    x1 = min((g.nodes[(join.index, key)]["rear"] for key, a, _ in frags[-1].nodes
              if (join.index, key) in g.nodes), default=join.offset)
    scale = (x1 - x0) / (s1 - s0) if s1 > s0 else 0.0

    def fit(k: int, v: float) -> float:
        return x0 + (starts[k] + v - s0) * scale

    added: set[Node] = set()
    for k, (ct, nodes) in enumerate(zip(passes, own, strict=True)):
        for key, attrs, corner in nodes:
            d = {**attrs, "tile_index": ct.index, "hex": (ct.hex.q, ct.hex.r),
                 "rear": fit(k, attrs["rear"]), "front": fit(k, attrs["front"])}
            if corner is not None:
                d["corner"] = f"{ct.index}{corner}"
            g.add_node_data((ct.index, key), d)
            added.add((ct.index, key))
            cells.setdefault(ct.index, []).append((ct.index, key))
    borders = {frozenset(((ct.index, b.cells[0]), (ct.index, b.cells[1]))): b.limit
               for ct in (fork, join) for b in ct.road.side.borders}
    # A joker branch's partial divider leaves its two cells open to each other at the
    # junction: either may cross the line the other borders (docs/rules.md, "Junctions").
    for ct in (fork, join):
        for sec in ct.side.sections:
            if sec.partial_divider and len(sec.labels) == 2:
                a, b = ((ct.index, k) for k in sec.labels)
                for line, limit in list(borders.items()):
                    for mine, other in ((a, b), (b, a)):
                        if mine in line:
                            (far,) = line - {mine}
                            borders.setdefault(frozenset((other, far)), limit)

    def allowed(u: Node, v: Node) -> bool:
        if u in added and v in added:
            return True
        if u not in added and v not in added:
            return False  # the course's own step
        line = frozenset((u, v))
        if line not in borders:
            return False
        limit, cell = borders[line], (u if u in added else v)
        if limit is not None and g.nodes[cell]["limit"] is None:
            g.nodes[cell]["limit"] = limit  # the line's limit: the branch cell's on it
        return True

    bands = [[_band(ct.index, b) for b in frag.bands] for ct, frag in zip(passes, frags,
                                                                         strict=True)]
    for k, (ct, frag) in enumerate(zip(passes, frags, strict=True)):
        if k > 0 and bands[k - 1] and bands[k]:
            tap = _Steps(g)
            _link_bands(tap, bands[k - 1][-1], bands[k][0])
            _add_allowed(g, tap.taken, allowed)
        for steps in (frag.links, frag.inside, frag.shortcuts):
            _add_allowed(g, [((ct.index, u), (ct.index, v), a) for u, v, a in steps], allowed)


def _band(i: int, b: _Cells) -> Band:
    """A fragment's band placed as course tile ``i``."""
    def of(keys: tuple[str, ...]) -> list[Node]:
        return [(i, k) for k in keys]

    return Band(i, b.section, of(b.lanes), None if b.single is None else (i, b.single),
                of(b.inner), of(b.outer), of(b.halves), of(b.gt),
                (of(b.gt_ends[0]), of(b.gt_ends[1])))


class _Steps(PlainDiGraph[Node]):
    """Reads ``g``'s cells and keeps the steps a builder would add, without adding them."""

    def __init__(self, g: PlainDiGraph[Node]) -> None:
        super().__init__()
        self.nodes, self.graph = g.nodes, g.graph
        self.taken: list[tuple[Node, Node, dict[str, Any]]] = []

    def add_edge(self, u: Node, v: Node, **attrs: Any) -> None:
        self.taken.append((u, v, dict(attrs)))


def _add_allowed(g: PlainDiGraph[Node], steps: list[tuple[Node, Node, dict[str, Any]]],
                 allowed: Callable[[Node, Node], bool]) -> None:
    """Add the steps that exist between cells, go forward and ``allowed`` admits."""
    nodes = g.nodes
    for u, v, attrs in steps:
        if u in nodes and v in nodes and nodes[v]["front"] > nodes[u]["front"] + _EPS \
                and allowed(u, v):
            g.add_edge(u, v, **attrs)


def _replay(g: PlainDiGraph[Node], i: int, j: int, steps: tuple[Step, ...]) -> None:
    """Add recorded steps from cells of course tile ``i`` to cells of tile ``j`` (the
    same tile for a fragment's own steps, the next one for a joint's)."""
    g.add_edges_from([((i, u), (j, v), attrs) for u, v, attrs in steps])


@dataclass(frozen=True)
class _Cells:
    """A band of a fragment as cell keys (see :class:`Band`)."""

    section: int
    lanes: tuple[str, ...]
    single: str | None
    inner: tuple[str, ...]
    outer: tuple[str, ...]
    halves: tuple[str, ...]
    gt: tuple[str, ...]
    gt_ends: tuple[tuple[str, ...], tuple[str, ...]]

    @classmethod
    def of(cls, band: Band) -> _Cells:
        def keys(nodes: list[Node]) -> tuple[str, ...]:
            return tuple(k for _, k in nodes)

        return cls(band.section, keys(band.lanes), None if band.single is None else band.single[1],
                   keys(band.inner), keys(band.outer), keys(band.halves), keys(band.gt),
                   (keys(band.gt_ends[0]), keys(band.gt_ends[1])))


# Per side object and direction (the side is kept so its id is never reused).
_FRAGMENTS: dict[tuple[int, bool], tuple[TileSide, _Fragment]] = {}
_MAX_FRAGMENTS = 1024  # sides of custom tilesets come and go (tests, tileset authors)


def _fragment(ct: CourseTile) -> _Fragment:
    side = ct.side
    found = _FRAGMENTS.get((id(side), ct.reversed))
    if found is not None and found[0] is side:
        return found[1]
    if len(_FRAGMENTS) >= _MAX_FRAGMENTS:
        _FRAGMENTS.clear()
    frag = _derive_fragment(ct)
    _FRAGMENTS[(id(side), ct.reversed)] = (side, frag)
    return frag


# Steps across a joint, per pair of fragments (kept, so their ids are never reused).
_JOINTS: dict[tuple[int, int], tuple[_Fragment, _Fragment, tuple[Step, ...]]] = {}


def _link_joint(g: PlainDiGraph[Node], a: CourseTile, fa: _Fragment, exit_band: Band,
                b: CourseTile, fb: _Fragment, entry_band: Band) -> None:
    """The steps from tile ``a`` into tile ``b``: found (and recorded) the first time a
    pair of fragments meets, replayed after that (like a fragment's own steps, they do
    not depend on where the joint lies on the course)."""
    key = (id(fa), id(fb))
    found = _JOINTS.get(key)
    if found is not None and found[0] is fa and found[1] is fb:
        _replay(g, a.index, b.index, found[2])
        return
    tap = _Recorder(g)
    _link_bands(tap, exit_band, entry_band)
    if a.index + 1 == b.index:  # a tile without cells between them: not a pair's joint
        if len(_JOINTS) >= _MAX_FRAGMENTS * 4:
            _JOINTS.clear()
        _JOINTS[key] = (fa, fb, tap.taken())


def _derive_fragment(ct: CourseTile) -> _Fragment:
    """Build the tile alone, as course tile 0 at progress 0, recording its steps."""
    alone = replace(ct, index=0, offset=0.0)
    g = _Recorder()
    g.graph["dirt_lanes"] = {0: ct.side.lanes}
    bands = _tile_bands(g, alone)
    nodes = tuple((key, d, None if d["corner"] is None else d["corner"][1:])
                  for (_, key), d in g.nodes.items())
    for a, b in zip(bands, bands[1:], strict=False):
        _link_bands(g, a, b)
    links = g.taken()
    for band in bands:
        _inside_band(g, band)
    inside = g.taken()
    _shortcut_edges(g, alone, bands)
    return _Fragment(nodes, tuple(map(_Cells.of, bands)), links, inside, g.taken())


def _tile_bands(g: PlainDiGraph[Node], ct: CourseTile) -> list[Band]:
    side = ct.side
    if side.gt is not None:
        gt_cells = add_gt_cells(g, ct,
                                lambda g, ct, c: _add_cell(g, ct, c, False, None, False))
        return [Band(ct.index, 0, gt=gt_cells, gt_ends=tile_ends(g, gt_cells, ct))]
    geom = side.template
    bands: list[Band] = []
    for sec in side.sections:
        band = Band(ct.index, sec.index)
        cells = [c for c in geom.road_cells if c.section == sec.index]
        halves = [c for c in geom.slide_halves if c.section == sec.index]
        for c in cells + halves:
            _add_cell(g, ct, c, sec.slide, sec.jump, sec.ford)
        if sec.is_corner:
            inner = sorted((c for c in cells if c.kind == "inner"), key=lambda c: c.index)
            outer = sorted((c for c in cells if c.kind == "outer"), key=lambda c: c.index)
            if ct.reversed:
                inner, outer = inner[::-1], outer[::-1]
            band.inner = [(ct.index, c.key) for c in inner]
            band.outer = [(ct.index, c.key) for c in outer]
        elif sec.single:
            band.single = (ct.index, cells[0].key)
        else:
            lanes = sorted(cells, key=lambda c: ct.travel_lane(c.lane) or 0)
            band.lanes = [(ct.index, c.key) for c in lanes]
        if halves:
            hs = sorted(halves, key=lambda c: c.index, reverse=ct.reversed)
            band.halves = [(ct.index, c.key) for c in hs]
        bands.append(band)
    for c in geom.shortcut_cells:
        _add_cell(g, ct, c, False, None, False)
    return bands[::-1] if ct.reversed else bands


def _add_cell(g: PlainDiGraph[Node], ct: CourseTile, c: CellFacts | Cell, slide_row: bool,
              jump: int | None, ford: bool) -> None:
    a, b = ct.to_course(c.span[0]), ct.to_course(c.span[1])
    kind = c.kind
    corner = kind in ("inner", "outer")
    side, q_r = ct.side, ct.hex
    g.add_node(
        (ct.index, c.key),
        tile=side.id, tile_index=ct.index, hex=(q_r.q, q_r.r), cell=c.key,
        kind=kind, lane=ct.travel_lane(c.lane) if corner or kind == "lane" else None,
        path=kind if corner else None,
        corner=f"{ct.index}:{c.section}" if corner else None,
        rear=min(a, b), front=max(a, b), limit=c.limit,
        slide=kind == "slide", slide_row=slide_row,
        jump=jump if kind in ("lane", "single") else None,
        ford=ford and kind in ("lane", "single", "slide"),
        shortcut=kind == "shortcut",
        danger=side.danger_level, terrain=side.terrain,
        start=False, grid=False, finished=False,
    )


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


def _step(g: PlainDiGraph[Node], u: Node, v: Node, kind: str, **attrs: object) -> None:
    # The forward rule, asserted once here so no builder can add a backward step.
    nodes = g.nodes
    if nodes[v]["front"] <= nodes[u]["front"] + _EPS:
        return
    g.add_edge(u, v, kind=kind, **attrs)


def _lane_kind(g: PlainDiGraph[Node], u: Node, v: Node) -> str | None:
    """straight/diagonal between lane-like cells, or None if too far sideways."""
    lu, lv = g.nodes[u]["lane"], g.nodes[v]["lane"]
    if lu is None or lv is None or lu == lv:
        return "straight"
    return "diagonal" if abs(lu - lv) == 1 else None


def _link_bands(g: PlainDiGraph[Node], a: Band, b: Band) -> None:
    """Steps from band a into the next band b (same tile or across a joint)."""
    if a.gt or b.gt:  # GT movement reads strips (pacenote.gtgraph)
        exits = a.gt_ends[1] if a.gt else a.exits() + a.halves[-1:]
        entries = b.gt_ends[0] if b.gt else [n for n, _ in b.entries()] + b.halves[:1]
        link_across(g, exits, entries)
        return
    sources = a.exits() + a.halves[-1:]
    for u in sources:
        for v, path in b.entries():
            if g.nodes[u]["slide"]:
                _step(g, u, v, "slide", path=path)
            elif path:
                _step(g, u, v, "corner", path=path)
            else:
                kind = _lane_kind(g, u, v)
                if kind:
                    _step(g, u, v, kind)
        if b.halves:
            _step(g, u, b.halves[0], "slide")


def _inside_band(g: PlainDiGraph[Node], band: Band) -> None:
    link_inside(g, band.gt)
    for path in (band.inner, band.outer):
        for u, v in zip(path, path[1:], strict=False):
            _step(g, u, v, "straight")
    for u, v in zip(band.halves, band.halves[1:], strict=False):
        _step(g, u, v, "slide")


def _shortcut_edges(g: PlainDiGraph[Node], ct: CourseTile, bands: list[Band]) -> None:
    """Shortcuts: in from touching non-corner cells before the corner they cut, out to
    touching non-corner cells after it; adjacent shortcuts connect forward. Which cells
    touch is read from the side's template (derived from the cell polygons)."""
    side = ct.side
    tpl = side.template
    for sc, cell in zip(sorted(side.shortcuts, key=lambda s: s.index), tpl.shortcut_cells,
                        strict=False):
        x = (ct.index, cell.key)
        touching = set(tpl.touching[cell.key])
        for sec in sc.touches:
            if side.sections[sec].is_corner:
                continue
            for c in tpl.road_cells + tpl.slide_halves:
                if c.section != sec or c.key not in touching:
                    continue
                n = (ct.index, c.key)
                kind = "shortcut"
                if g.nodes[n]["front"] < g.nodes[x]["front"] - _EPS:
                    _step(g, n, x, kind)
                else:
                    _step(g, x, n, kind)
        for other in tpl.shortcut_cells:
            if other.key != cell.key and other.key in touching:
                _step(g, x, (ct.index, other.key), "shortcut")


def _jump_edges(g: PlainDiGraph[Node], jump_cells: list[Node]) -> None:
    """Landing 1 cell ahead (die = N) or 2 cells ahead (die above N) along the road,
    from each of ``jump_cells`` (in graph order).

    Landings follow straight, diagonal and corner steps only: a car in flight does not
    start a slide or take a shortcut (docs/rules-readings.md)."""
    def road_steps(u: Node) -> Iterator[Node]:
        for v, d in list(g.succ[u].items()):
            if d["kind"] in ("straight", "diagonal", "corner"):
                yield v

    for j in jump_cells:
        one = set(road_steps(j))
        two = {w for v in one for w in road_steps(v)}
        for v in one:
            g.succ[j][v]["landing"] = 1  # the same cells as an ordinary step
        for w in sorted(two - one):
            g.add_edge(j, w, kind="jump", jump=2)


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
                  if nodes[n]["front"] <= s + _EPS and nodes[n]["kind"] in ("lane", "single")]
        for n in behind:
            g.nodes[n]["start"] = True
        if behind:
            line_front = max(g.nodes[n]["front"] for n in behind)
            for n in behind:
                g.nodes[n]["grid"] = abs(g.nodes[n]["front"] - line_front) < _EPS
    if finish is not None:
        line = finish.side.template.line_progress
        f = finish.to_course(finish.length if line is None else line)
        g.graph["finish_progress"] = f
        for i, own in cells.items():
            if i >= finish.index:
                for n in own:
                    if nodes[n]["rear"] >= f - _EPS:
                        nodes[n]["finished"] = True
