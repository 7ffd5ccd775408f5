"""A GT circuit as the engine drives it: the closed loop unrolled into its laps.

The cell graph of a circuit is a loop (the last tile steps back into the start-finish
piece, ``wrap=True``). The engine plans and rolls on graphs where every step goes further
on, so :func:`lap_graph` lays the laps end to end: lap ``k``'s copy of a cell keeps the
cell's key, its tile index grows by ``k`` x the circuit's tiles and its progress by ``k``
x the lap length; wrap steps lead into the next copy. The cars start on the grid of copy
0 (behind the line), cross the line on their first move (docs/gt.md, reading 3), and a
race of N laps is over for a car when it crosses the line again in copy N: those cells
are ``finished``, as the cells past a DIRT finish line.
"""

from __future__ import annotations

from typing import cast

import networkx as nx

from pacenote.cellcontract import CellAttrs, CellDiGraph, Node
from pacenote.graph import CellGraph

_EPS = 1e-6


class NotACircuit(ValueError):
    """The graph is not a closed circuit with a start-finish line."""


def lap_graph(graph: CellGraph, laps: int = 1) -> CellDiGraph:
    """The circuit's cells over ``laps`` laps (a new graph; ``graph`` is not changed)."""
    g = graph.g
    facts = g.graph
    if "lap_length" not in facts or "line_progress" not in facts:
        raise NotACircuit("not a circuit with a start-finish line")
    if not any(d.get("wrap") for _, _, d in g.edges(data=True)):
        raise NotACircuit("the circuit does not close: no step leads back to the line")
    if laps < 1:
        raise ValueError(f"{laps} laps: a race has 1 lap or more")
    length, line = float(facts["lap_length"]), float(facts["line_progress"])
    tiles = 1 + max(n[0] for n in g.nodes)
    first = min(n[0] for n in g.nodes if g.nodes[n]["grid"])  # the start-finish piece

    def copy(n: Node, k: int) -> Node:
        return (n[0] + k * tiles, n[1])

    out: CellDiGraph = nx.DiGraph()
    out.graph.update(start_progress=facts.get("start_progress"), length=length * (laps + 1),
                     finish_progress=line + laps * length, laps=laps, lap_length=length,
                     line_progress=line)
    for k in range(laps + 1):
        for n, d in g.nodes(data=True):
            if k == laps and n[0] != first:
                continue  # the last copy: the start-finish piece only, to cross the line
            a = cast(CellAttrs, dict(d))
            a["tile_index"] = d["tile_index"] + k * tiles
            a["rear"], a["front"] = d["rear"] + k * length, d["front"] + k * length
            if d["corner"] is not None:
                tile, _, section = d["corner"].partition(":")
                a["corner"] = f"{int(tile) + k * tiles}:{section}"
            if k:
                a["grid"] = a["start"] = False
                a.pop("grid_order", None)
            a["finished"] = k == laps and d["rear"] >= line - _EPS
            out.add_node(copy(n, k), **a)
    for u, v, e in g.edges(data=True):
        wrap = bool(e.get("wrap"))
        for k in range(laps + 1):
            x, y = copy(u, k), copy(v, k + 1 if wrap else k)
            if x in out and y in out and not out.nodes[x]["finished"]:
                out.add_edge(x, y, **e)
    return out
