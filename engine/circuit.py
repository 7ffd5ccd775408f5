"""A circuit as the engine drives it: the closed loop unrolled into its laps.

The cell graph of a circuit (GT, or DIRT tiles round the RX start-finish 401) is a loop
(the last tile steps back into the start-finish piece, ``wrap=True``). The engine plans
and rolls on graphs where every step goes further on, so :func:`lap_graph` lays the laps
end to end: lap ``k``'s copy of a cell keeps the cell's key, its tile index grows by
``k`` x the circuit's tiles and its progress by ``k`` x the lap length; wrap steps lead
into the next copy. The cars start on the grid of copy 0 (behind the line), cross the
line on their first move (docs/gt.md, reading 3), and a race of N laps is over for a car
when it crosses the line again in copy N: those cells are ``finished``, as the cells
past a DIRT finish line.

A joker branch to be taken once per race (ruleset option ``joker`` ``"once"``,
docs/rules.md) doubles the laps into two layers: layer 0, the joker still to take, and
layer 1, taken. The joker's cells are in layer 1 only, a step onto the joker leads from
layer 0 into layer 1, and only layer 1's cells past the last line are ``finished``; the
cells of layer 0 from which the finish cannot be reached (the main road past the fork
in the last lap) are left out. So every car, and every driver's plan, takes the joker
exactly once; a layer-1 copy's tile index is a layer-0 copy's plus ``(laps + 1)`` x the
circuit's tiles (``lap_tiles``: index modulo it names the same piece).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import cast

from pacenote.cellcontract import CellAttrs, CellDiGraph, Node
from pacenote.graph import CellGraph

_EPS = 1e-6


class NotACircuit(ValueError):
    """The graph is not a closed circuit with a start-finish line."""


def joker_cells(graph: CellGraph) -> frozenset[Node]:
    """The cells only a circuit's joined junction branches (RX jokers) hold: every cell
    of the tiles between fork and join, and the fork's and join's cells that the course's
    own road does not print."""
    course, nodes = graph.course, graph.view.nodes
    out: set[Node] = set()
    for b in course.branches:
        if b.join is None:
            continue
        middle = {ct.index for ct in b.driven[1:-1]}
        out |= {n for n in nodes if n[0] in middle}
        for end, own in ((b.driven[0], course.tiles[b.fork]),
                         (b.driven[-1], course.tiles[b.join])):
            mine = {k for sec in own.side.sections for k in sec.labels}
            branch = {k for sec in end.side.sections for k in sec.labels}
            out |= {(own.index, k) for k in branch - mine if (own.index, k) in nodes}
    return frozenset(out)


def lap_graph(graph: CellGraph, laps: int = 1, *, joker: bool = False) -> CellDiGraph:
    """The circuit's cells over ``laps`` laps (a new graph; ``graph`` is not changed).
    ``joker``: every car must take the circuit's joker branch once (when it has one)."""
    g = graph.g
    facts = g.graph
    if "lap_length" not in facts or "line_progress" not in facts:
        raise NotACircuit("not a circuit with a start-finish line")
    if not any(d.get("wrap") for _, _, d in g.edges(data=True)):
        raise NotACircuit("the circuit does not close: no step leads back to the line")
    if laps < 1:
        raise ValueError(f"{laps} laps: a race has 1 lap or more")
    jokers = joker_cells(graph) if joker else frozenset()
    layers = 2 if jokers else 1
    length, line = float(facts["lap_length"]), float(facts["line_progress"])
    tiles = 1 + max(n[0] for n in g.nodes)
    first = min(n[0] for n in g.nodes if g.nodes[n]["grid"])  # the start-finish piece

    def copy(n: Node, k: int, j: int = 0) -> Node:
        return (n[0] + (k + j * (laps + 1)) * tiles, n[1])

    import networkx as nx  # here: a stage's drive never needs it (start-up, docs/engine.md)

    out: CellDiGraph = nx.DiGraph()
    out.graph.update(start_progress=facts.get("start_progress"), length=length * (laps + 1),
                     finish_progress=line + laps * length, laps=laps, lap_length=length,
                     line_progress=line)
    if jokers:
        out.graph["lap_tiles"] = tiles
    if graph.course.branch_tiles:  # a joker's own tiles: another road (engine/race.py)
        out.graph["branch_from"] = len(graph.course.tiles)
    for j in range(layers):
        for k in range(laps + 1):
            for n, d in g.nodes(data=True):
                if (k == laps and n[0] != first) or (j < layers - 1 and n in jokers):
                    continue  # the last copy: the start-finish piece only, to cross the line
                a = cast(CellAttrs, dict(d))
                shift = (k + j * (laps + 1)) * tiles
                a["tile_index"] = d["tile_index"] + shift
                a["rear"], a["front"] = d["rear"] + k * length, d["front"] + k * length
                if d["corner"] is not None:
                    tile, _, section = d["corner"].partition(":")
                    a["corner"] = f"{int(tile) + shift}:{section}"
                if k or j:
                    a["grid"] = a["start"] = False
                    a.pop("grid_order", None)
                a["finished"] = k == laps and d["rear"] >= line - _EPS and j == layers - 1
                out.add_node(copy(n, k, j), **a)
    for u, v, e in g.edges(data=True):
        wrap = bool(e.get("wrap"))
        for j in range(layers):
            jv = j + 1 if v in jokers and u not in jokers else j  # onto the joker
            for k in range(laps + 1):
                x, y = copy(u, k, j), copy(v, k + 1 if wrap else k, jv)
                if x in out and y in out and not out.nodes[x]["finished"]:
                    out.add_edge(x, y, **e)
    if jokers:
        _keep_finishing(out)
    return out


def _keep_finishing(g: CellDiGraph) -> None:
    """Leave out the cells from which no step leads to the finish (layer 0 past the
    joker's fork in the last lap: a car there could never finish)."""
    seen = {n for n, d in g.nodes(data=True) if d["finished"]}
    queue = deque(seen)
    while queue:
        v = queue.popleft()
        for u in g.pred[v]:
            if u not in seen:
                seen.add(u)
                queue.append(u)
    g.remove_nodes_from([n for n in list(g.nodes) if n not in seen])


def piece_of(graph: CellGraph) -> Callable[[Node], Node]:
    """The cell of ``graph`` (a circuit's, or a stage's) that a node of the board driven
    on it stands for: a lap graph's copies of a cell, every lap and joker layer, are that
    cell (tile index modulo the graph's tiles); a stage's nodes are themselves. For
    pictures and tallies per cell (the editor's heat map, congestion map and replay)."""
    tiles = 1 + max((n[0] for n in graph.view.nodes), default=0)
    return lambda n: (n[0] % tiles, n[1])
