"""The cells of one course tile and the one-die steps between them: a tile's bands (rows,
corners, slide halves; a GT tile as one band read by strips, :mod:`pacenote.gtgraph`),
the steps from band to band (within a tile or across a joint), inside a band, into and
out of shortcuts, and jump landings. :mod:`pacenote.graph` puts the tiles together."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pacenote.cellcontract import Node
from pacenote.course import CourseTile
from pacenote.graphcache import CellFacts
from pacenote.gtgraph import add_gt_cells, link_across, link_inside, tile_ends
from pacenote.plaingraph import PlainDiGraph

if TYPE_CHECKING:
    from pacenote.tilegeometry import Cell

EPS = 1e-6

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


def tile_bands(g: PlainDiGraph[Node], ct: CourseTile) -> list[Band]:
    side = ct.side
    if side.gt is not None:
        gt_cells = add_gt_cells(g, ct,
                                lambda g, ct, c: add_cell(g, ct, c, False, None, False))
        return [Band(ct.index, 0, gt=gt_cells, gt_ends=tile_ends(g, gt_cells, ct))]
    geom = side.template
    bands: list[Band] = []
    for sec in side.sections:
        band = Band(ct.index, sec.index)
        cells = [c for c in geom.road_cells if c.section == sec.index]
        halves = [c for c in geom.slide_halves if c.section == sec.index]
        for c in cells + halves:
            add_cell(g, ct, c, sec.slide, sec.jump, sec.ford)
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
        add_cell(g, ct, c, False, None, False)
    return bands[::-1] if ct.reversed else bands


def add_cell(g: PlainDiGraph[Node], ct: CourseTile, c: CellFacts | Cell, slide_row: bool,
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


def _step(g: PlainDiGraph[Node], u: Node, v: Node, kind: str, **attrs: object) -> None:
    # The forward rule, asserted once here so no builder can add a backward step.
    nodes = g.nodes
    if nodes[v]["front"] <= nodes[u]["front"] + EPS:
        return
    g.add_edge(u, v, kind=kind, **attrs)


def _lane_kind(g: PlainDiGraph[Node], u: Node, v: Node) -> str | None:
    """straight/diagonal between lane-like cells, or None if too far sideways."""
    lu, lv = g.nodes[u]["lane"], g.nodes[v]["lane"]
    if lu is None or lv is None or lu == lv:
        return "straight"
    return "diagonal" if abs(lu - lv) == 1 else None


def link_bands(g: PlainDiGraph[Node], a: Band, b: Band) -> None:
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


def inside_band(g: PlainDiGraph[Node], band: Band) -> None:
    link_inside(g, band.gt)
    for path in (band.inner, band.outer):
        for u, v in zip(path, path[1:], strict=False):
            _step(g, u, v, "straight")
    for u, v in zip(band.halves, band.halves[1:], strict=False):
        _step(g, u, v, "slide")


def shortcut_edges(g: PlainDiGraph[Node], ct: CourseTile, bands: list[Band]) -> None:
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
                if g.nodes[n]["front"] < g.nodes[x]["front"] - EPS:
                    _step(g, n, x, kind)
                else:
                    _step(g, x, n, kind)
        for other in tpl.shortcut_cells:
            if other.key != cell.key and other.key in touching:
                _step(g, x, (ct.index, other.key), "shortcut")


def jump_edges(g: PlainDiGraph[Node], jump_cells: list[Node]) -> None:
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

