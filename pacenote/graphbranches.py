"""A joined junction branch (an RX joker) in the cell graph: its cells fitted between
the fork and the join, and the moves at the junctions that the tile's printed lines
allow (docs/rules.md, "Junctions")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pacenote.cellcontract import Node
from pacenote.course import Course, CourseTile
from pacenote.graphbands import EPS, Band, link_bands
from pacenote.graphfragments import FragmentBand, fragment
from pacenote.plaingraph import PlainDiGraph


def add_branch(g: PlainDiGraph[Node], course: Course, passes: tuple[CourseTile, ...],
                cells: dict[int, list[Node]]) -> None:
    """A joined junction branch (an RX joker) in the graph: the fork's and the join's
    branch-only cells and the tiles between, their progress fitted between the last cell
    the fork shares with the course and the first the join shares (so every step stays
    forward), every step inside them, and at the junctions only the moves between shared
    and branch cells that the tile's ``borders`` list (a limit printed on such a line is
    the limit of the branch cell on it: docs/rules.md, "Junctions")."""
    frags = [fragment(ct) for ct in passes]
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
            link_bands(tap, bands[k - 1][-1], bands[k][0])
            _add_allowed(g, tap.taken, allowed)
        for steps in (frag.links, frag.inside, frag.shortcuts):
            _add_allowed(g, [((ct.index, u), (ct.index, v), a) for u, v, a in steps], allowed)


def _band(i: int, b: FragmentBand) -> Band:
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
        if u in nodes and v in nodes and nodes[v]["front"] > nodes[u]["front"] + EPS \
                and allowed(u, v):
            g.add_edge(u, v, **attrs)


