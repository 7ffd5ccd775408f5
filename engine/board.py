"""The board: a cell graph compiled into flat lists indexed by cell number, for fast rule
look-ups (the engine's one view of the road; a stage is the tiles laid, the course the chain
of tiles in driving order, the cell graph its cells and moves).

Built from the ``networkx`` graph of :mod:`pacenote.graph` (contract in docs/internals.md)
plus what the graph does not carry: mud tokens (-1 on a tile's corner limits).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TypeAlias, cast

from pacenote.cellcontract import CellAttrs, CellDiGraph, check_graph
from pacenote.course import Course
from pacenote.graph import CellGraph, Node, node_name
from pacenote.movement import jump_landings
from pacenote.plaingraph import GraphView, edges
from pacenote.reach import dice_to

NO_LIMIT = 99  # a cell without a speed limit
FAR = 10_000  # dice to the finish from a cell that cannot reach it

@dataclass(frozen=True)
class Board:
    ids: tuple[Node, ...]
    index: dict[Node, int]
    front: tuple[float, ...]
    limit: tuple[int, ...]  # effective limit after mud; 0 = impassable
    jump: tuple[int, ...]  # N of a jump cell, 0 elsewhere
    ford: tuple[bool, ...]
    shortcut: tuple[bool, ...]
    finished: tuple[bool, ...]
    danger: tuple[int, ...]  # 1 low, 2 medium, 3 high
    terrain: tuple[str, ...]
    tile: tuple[str, ...]
    tile_index: tuple[int, ...]
    hex: tuple[tuple[int, int], ...]
    succ: tuple[tuple[int, ...], ...]  # one-die steps (no jump edges)
    land1: tuple[tuple[int, ...], ...]  # jump landings one cell ahead
    land2: tuple[tuple[int, ...], ...]  # jump landings two cells ahead
    grid: tuple[int, ...]  # gear-0 entry cells behind the start line
    to_finish: tuple[int, ...]  # fewest dice from the cell to a finished cell (big if none)
    mud: tuple[tuple[int, int], ...]  # (tile_index, tokens) applied
    # GT marks (compile_board reads them where GT tiles print them): the gear N of a
    # hazard corner "N!" (0 elsewhere), the limit a dotted line crossed straight gives the
    # cell entered, and the steps across a hazard dotted line. Off: no cell or step has
    # them (every DIRT-only stage).
    marked: bool = False
    hazard_gear: tuple[int, ...] = ()
    edge_limit: dict[tuple[int, int], int] = field(default_factory=dict)
    edge_hazard: frozenset[tuple[int, int]] = frozenset()

    def __len__(self) -> int:
        return len(self.ids)

    def label(self, i: int) -> str:
        return node_name(self.ids[i])

    def draws_token(self, prev: int, dest: int) -> bool:
        """Taking a shortcut draws one token, whatever its size: on entering its first
        cell, not on moving on to the next cell of the same shortcut (224b has two)."""
        return self.shortcut[dest] and not self.shortcut[prev]

    def token_draws(self, start: int, dests: Iterable[int]) -> list[int]:
        """Tokens drawn so far after each cell of a move that starts in ``start``."""
        out, k, prev = [], 0, start
        for dest in dests:
            k += self.draws_token(prev, dest)
            out.append(k)
            prev = dest
        return out


# What the engine's entry points drive: a compiled board, or a cell graph (a
# ``CellGraph`` or its networkx graph) keeping the contract of :mod:`pacenote.cellcontract`.
StageGraph: TypeAlias = "Board | CellGraph | CellDiGraph"


def mud_on_course(course: Course, token_ids: tuple[str, ...]) -> dict[int, int]:
    """Mud tokens placed on the stage's tiles, by course tile index."""
    mud: dict[int, int] = {}
    for ct in course.tiles:
        n = sum(1 for t in ct.placement.tokens if t.id in token_ids)
        if n:
            mud[ct.index] = n
    return mud


def compile_board(graph: CellGraph | CellDiGraph, mud: Mapping[int, int] | None = None, *,
                  marks: bool = True) -> Board:
    """Compile a ``CellGraph`` (or its ``networkx.DiGraph``) into a :class:`Board`.

    The graph must keep the cell-graph contract (:mod:`pacenote.cellcontract`); one that
    does not raises ``GraphContractError`` instead of being driven with made-up values.
    ``mud`` maps a course tile index to the number of -1 tokens on that tile: every
    corner cell of the tile has its limit lowered by that much (0 = impassable).
    ``marks``: read the GT marks (hazard corners, dotted lines) printed on GT tiles:
    they are the track's, whichever game's rules drive it (a DIRT stage with GT asphalt
    laid in reads them too: docs/rules.md); a graph without any gives an unmarked board.
    ``False`` ignores them.
    """
    # the plain graph the builder made when networkx is not loaded yet (a drive needs
    # none of it: start-up, docs/engine.md "Speed")
    g: GraphView[Node] = graph.view if isinstance(graph, CellGraph) else graph
    check_graph(g)
    mud = {int(k): int(v) for k, v in (mud or {}).items() if v}
    ids: tuple[Node, ...] = tuple(sorted(g.nodes, key=lambda n: (g.nodes[n]["front"], n)))
    index = {n: i for i, n in enumerate(ids)}
    attrs = [cast(CellAttrs, g.nodes[n]) for n in ids]  # check_graph proved the types

    def limit_of(d: CellAttrs) -> int:
        lim = d["limit"]
        if lim is None:
            return NO_LIMIT
        if d["corner"] is not None:
            lim = max(0, lim - mud.get(d["tile_index"], 0))
        return lim

    succ: list[list[int]] = [[] for _ in ids]
    land1: list[list[int]] = [[] for _ in ids]
    land2: list[list[int]] = [[] for _ in ids]
    for u, v, e in edges(g):
        i, j = index[u], index[v]
        if e["kind"] != "jump":
            succ[i].append(j)
    for u, d in g.nodes.items():
        if d["jump"] is not None:
            for v, ahead in jump_landings(g, u):  # the movement rules say where a car lands
                (land1 if ahead == 1 else land2)[index[u]].append(index[v])
    finished = tuple(d["finished"] for d in attrs)
    board = Board(
        ids=ids, index=index,
        front=tuple(float(d["front"]) for d in attrs),
        limit=tuple(limit_of(d) for d in attrs),
        jump=tuple(d["jump"] or 0 for d in attrs),
        ford=tuple(d["ford"] for d in attrs),
        shortcut=tuple(d["shortcut"] for d in attrs),
        finished=finished,
        danger=tuple(d["danger"] for d in attrs),
        terrain=tuple(d["terrain"] for d in attrs),
        tile=tuple(d["tile"] for d in attrs),
        tile_index=tuple(d["tile_index"] for d in attrs),
        hex=tuple(d["hex"] for d in attrs),
        succ=tuple(tuple(sorted(s)) for s in succ),
        land1=tuple(tuple(sorted(s)) for s in land1),
        land2=tuple(tuple(sorted(s)) for s in land2),
        grid=tuple(i for i, d in enumerate(attrs) if d["grid"]),
        to_finish=_dice_to_finish(g, ids, finished),
        mud=tuple(sorted(mud.items())),
    )
    return _with_marks(board, g, attrs) if marks else board


def _with_marks(board: Board, g: GraphView[Node], attrs: list[CellAttrs]) -> Board:
    """The board with the GT marks of the graph (docs/gt.md, "Movement in the cell
    graph"): hazard cells' gear, dotted-line limits and hazards on the steps across."""
    index = board.index
    edge_limit: dict[tuple[int, int], int] = {}
    edge_hazard: set[tuple[int, int]] = set()
    for u, v, e in edges(g):
        if e.get("dotted") is None:  # optional: only steps across a dotted line carry it
            continue
        key = (index[u], index[v])
        limit = e["dotted_limit"]
        if e["dotted_avoidable"]:
            # the same cells are joined diagonally too (the ideal line): the driver takes
            # whichever way is better, so a hazard line is avoided and a number binds
            # only where it is above the cell's own limit
            if limit is not None and limit > board.limit[key[1]]:
                edge_limit[key] = limit
            continue
        if e["dotted_hazard"]:
            edge_hazard.add(key)
        if limit is not None:
            edge_limit[key] = limit
    hazard = tuple((d["limit"] or 0) if d.get("hazard") else 0 for d in attrs)
    if not (edge_limit or edge_hazard or any(hazard)):
        return board  # no mark anywhere (every DIRT stage): the plain board
    return replace(board, marked=True, hazard_gear=hazard, edge_limit=edge_limit,
                   edge_hazard=frozenset(edge_hazard))


def _dice_to_finish(g: GraphView[Node], ids: tuple[Node, ...],
                    finished: tuple[bool, ...]) -> tuple[int, ...]:
    """Fewest one-die steps from each cell to a finished cell (FAR when there is none)."""
    dist = dice_to(g, [n for n, f in zip(ids, finished, strict=True) if f])
    return tuple(dist.get(n, FAR) for n in ids)
