"""Spaces shared by two tiles: where a GT expansion road meets a tile edge at a slant, the
row at that edge is cut obliquely by the edge, and each of its cells is one part of a
space that goes on across the edge onto the neighbour's cut row (tile facts,
FORMAT-GT-EXPANSIONS.md, "Rows cut by a skewed edge"). Decision (docs/rules.md, "Skewed
edges"): the two parts are **one space**, whatever their lengths, as the art and Rekee
show it. In the cell graph each pair of parts (lane for lane, counted in the direction
of travel) is one node: the part on the tile driven first, its front moved to the
far part's front, taking the far part's steps on; the far part's node is removed and
named in ``g.graph["joined_cells"]`` (kept node → removed node) so its outline can be
drawn with the kept one (:meth:`pacenote.graph.CellGraph.polygon`).

On a circuit the joint that closes the lap joins the last tile's parts into the first
tile's (the start-finish piece keeps its cells, progress 0 on); the steps into them
from the last tile close the lap (``wrap=True``) as every step across that joint does.
"""

from __future__ import annotations

from typing import Any

from pacenote.cellcontract import Node
from pacenote.course import Course, CourseTile
from pacenote.plaingraph import PlainDiGraph

_FLAGS = ("start", "grid", "finished")  # a merged space has them if either part has


def cut_cells(g: PlainDiGraph[Node], ct: CourseTile, edge: int) -> list[Node]:
    """The cells of ``ct``'s row cut by local ``edge``, left to right in travel order."""
    side = ct.side
    row = next((s for s in side.sections if s.cut == edge), None)
    if row is None:
        return []
    prefix = f"{side.cell_prefix}{row.index}."
    cells = [(ct.index, k) for k in (c.key for c in side.template.road_cells)
             if k.startswith(prefix) and (ct.index, k) in g.nodes]
    return sorted(cells, key=lambda n: g.nodes[n]["lane"])


def join_cut_spaces(g: PlainDiGraph[Node], course: Course) -> list[Node]:
    """Join every pair of cut parts across the course's skewed joints into one space;
    the removed nodes, in course order."""
    removed: list[Node] = []
    joined: dict[Node, Node] = {}
    for j in course.joints:
        if not j.matched:
            continue
        a, b = course.tiles[j.a], course.tiles[j.b]
        if a.exit_edge is None or b.entry_edge is None \
                or a.side.skew_at(a.exit_edge) is None:
            continue
        near, far = cut_cells(g, a, a.exit_edge), cut_cells(g, b, b.entry_edge)
        if not near or len(near) != len(far):
            continue
        wrap = j.b < j.a  # the joint closing a circuit's lap
        for u, v in zip(near, far, strict=True):
            if wrap:
                _fold_back(g, u, v, set(near))
                joined[v] = u
                removed.append(u)
            else:
                _fold_on(g, u, v, set(near), set(far))
                joined[u] = v
                removed.append(v)
    if joined:
        g.graph["joined_cells"] = joined
    return removed


def _merge_flags(keep: dict[str, Any], gone: dict[str, Any]) -> None:
    for key in _FLAGS:
        keep[key] = bool(keep.get(key)) or bool(gone.get(key))
    if "grid_order" in gone and "grid_order" not in keep:
        keep["grid_order"] = gone["grid_order"]


def _fold_on(g: PlainDiGraph[Node], u: Node, v: Node, near: set[Node], far: set[Node]
             ) -> None:
    """Keep ``u`` (the near part), reaching on to ``v``'s front with ``v``'s steps."""
    du, dv = g.nodes[u], g.nodes[v]
    du["front"] = dv["front"]
    for key in ("strip_front", "lanes_front"):
        if key in dv:
            du[key] = dv[key]
    _merge_flags(du, dv)
    for w, attrs in list(g.succ[v].items()):
        if w not in far and w not in g.succ[u]:
            g.add_edge(u, w, **attrs)
    for p, attrs in list(g.pred[v].items()):
        if p not in near and u not in g.succ[p]:
            g.add_edge(p, u, **attrs)
    g.remove_node(v)


def _fold_back(g: PlainDiGraph[Node], u: Node, v: Node, near: set[Node]) -> None:
    """Keep ``v`` (the first tile's part), reached by the steps into ``u`` (each now
    closing the lap)."""
    du, dv = g.nodes[u], g.nodes[v]
    for key in ("strip_rear", "lanes_rear"):
        if key in du:
            dv[key] = du[key]
    _merge_flags(dv, du)
    for p, attrs in list(g.pred[u].items()):
        if p not in near and v not in g.succ[p]:
            g.add_edge(p, v, **{**attrs, "wrap": True})
    g.remove_node(u)
