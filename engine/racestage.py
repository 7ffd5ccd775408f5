"""A stage compiled for races (:class:`RaceStage`: its board, race facts, the boards with
mud spread during a race) and what drivers work out in traffic (:class:`RaceMemo`); a
circuit's grid order, its one car per piece of road, the joker's separate road and the
GT pit cells."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from pacenote.cellcontract import CellDiGraph
from pacenote.engine.board import Board, compile_board
from pacenote.engine.planner import Plan, Planner
from pacenote.engine.raceturn import (
    muddied,
)
from pacenote.engine.traffic import RaceMap, race_map
from pacenote.graph import CellGraph

_EPS = 1e-6


@dataclass
class RaceMemo:
    """What the drivers work out in traffic, kept for every race of a stage: the same
    jams recur from race to race. Keys hold the driver objects themselves (an id could
    be passed on to another once collected) and the ids of boards, which the stage
    holds as long as this memo."""

    # plans by driver, board, car state and the cars in its reach
    plans: dict[tuple[Any, ...], Plan | None] = field(default_factory=dict)
    # GT: planners steering into the pits, by driver, hazard limit and the stop's worth
    planners: dict[tuple[Any, ...], Planner] = field(default_factory=dict)
    masks: object = None  # the batched races' traffic masks (engine/batchrace.py)
    stored: int | None = None  # plans read from or written to disk (engine/racememo.py)


@dataclass
class RaceStage:
    """A stage compiled for races: the graph, its board (with the mud already on it),
    the race facts, and boards with mud spread during a race (cached)."""

    graph: CellGraph | CellDiGraph
    board: Board
    rmap: RaceMap
    base_mud: tuple[tuple[int, int], ...] = ()
    _boards: dict[tuple[tuple[int, int], ...], Board] = field(default_factory=dict)
    memo: RaceMemo = field(default_factory=lambda: RaceMemo())
    marks: bool = True  # the GT marks its GT tiles print are read (every board)
    pole: tuple[int, ...] = ()  # a GT grid: its boxes, pole position first
    lap_tiles: int = 1  # a GT circuit's pieces in one lap (tile index modulo: the piece)
    pit_cells: frozenset[int] = frozenset()  # GT: where a move ending in 1st may pit
    gt: bool = False  # a GT circuit: the GT race rules (off the track 00, pits, flags)
    line: float = 0.0  # a circuit: progress of its start-finish line in the first lap
    lap_length: float = 0.0  # a circuit: progress per lap (0: not a circuit)
    joker: bool = False  # a circuit whose joker every car takes once (two layers)

    @staticmethod
    def of(graph: CellGraph | CellDiGraph, mud: Mapping[int, int] | None = None, *,
           gt: bool = False, level_crossings: bool = False,
           circuit: bool = False) -> RaceStage:
        """``gt``: a GT circuit's lap graph (engine/circuit.py), raced on the GT rules:
        the grid in pole order, no corner path to follow (every board reads the GT marks
        its GT tiles print). ``circuit``: a circuit of DIRT tiles' lap graph, raced on the
        DIRT rules from a grid (docs/rules.md, "Circuit races"). ``level_crossings``: the
        ruleset's ``crossings`` option is ``"level"``."""
        board = compile_board(graph, mud)
        if not (gt or circuit):
            return RaceStage(graph, board, race_map(graph, board,
                                                    level_crossings=level_crossings),
                             board.mud)
        g: CellDiGraph = graph.g if isinstance(graph, CellGraph) else graph
        rmap = race_map(graph, board, follow_paths=not gt, level_crossings=level_crossings)
        laps = g.graph.get("laps", 1)  # optional in the contract: a lap graph has it
        tiles = g.graph.get("lap_tiles") or max(1, max(board.tile_index) // max(1, laps))
        rmap = apart(one_car_per_piece(rmap, board, tiles), board, tiles,
                     g.graph.get("branch_from"))
        return RaceStage(graph, board, rmap, board.mud, gt=gt,
                         pole=grid_order(g, board, rmap), lap_tiles=tiles,
                         pit_cells=_pit_cells(g, board) if gt else frozenset(),
                         line=g.graph.get("line_progress", 0.0),
                         lap_length=g.graph.get("lap_length", 0.0),
                         joker="lap_tiles" in g.graph)  # only a joker's layers set it

    def laps_done(self, cell: int) -> int:
        """Laps a car in ``cell`` has completed (-1 on the grid, behind the line)."""
        if not self.lap_length:
            return 0
        return math.ceil((self.board.front[cell] - self.line - _EPS) / self.lap_length) - 1

    def boards(self) -> list[Board]:
        """The boards with mud spread during races, compiled so far."""
        return list(self._boards.values())

    def with_mud(self, extra: Counter[int]) -> Board:
        """The board with ``extra`` mud tokens spread during the race."""
        if not extra:
            return self.board
        total = Counter(dict(self.base_mud))
        total.update(extra)
        key = tuple(sorted((k, v) for k, v in total.items() if v))
        hit = self._boards.get(key)
        if hit is None:
            hit = self._boards[key] = compile_board(self.graph, dict(key)) \
                if self.board.marked else muddied(self.graph, self.board, dict(key))
        return hit


def grid_order(g: CellDiGraph, board: Board, rmap: RaceMap) -> tuple[int, ...]:
    """A circuit's grid, pole position first: a GT grid's boxes in their order
    (``grid_order``); else every cell behind the start-finish line (the RX 401's two
    rows), the front row first, the inside lane of the next corner first (reading)."""
    nodes = [g.nodes[n] for n in board.ids]
    if any("grid_order" in d for d in nodes):
        return tuple(sorted(board.grid, key=lambda c: nodes[c]["grid_order"]))
    return tuple(sorted((c for c, d in enumerate(nodes) if d["start"]),
                        key=lambda c: (-board.front[c], rmap.inside[c], c)))


def one_car_per_piece(rmap: RaceMap, board: Board, lap_tiles: int) -> RaceMap:
    """A lap graph's copies of one cell (every lap; a joker layer) are one piece of
    road: a car in one closes the others (:attr:`RaceMap.same`, with a level crossing's
    shared ground)."""
    twins: dict[tuple[int, str], list[int]] = {}
    for c, n in enumerate(board.ids):
        twins.setdefault((n[0] % lap_tiles, n[1]), []).append(c)
    same = [set(rmap.same[c]) if rmap.same else set() for c in range(len(board.ids))]
    for cells in twins.values():
        for c in cells if len(cells) > 1 else ():
            same[c].update(x for x in cells if x != c)
    return replace(rmap, same=tuple(frozenset(s) for s in same))


def apart(rmap: RaceMap, board: Board, lap_tiles: int, branch_from: int | None) -> RaceMap:
    """A joker's own tiles (tile index from ``branch_from`` on, each lap) are another
    road: a car there is alongside no car on the main road, though their distances along
    the course overlap (the junction tiles, where the two roads meet, keep theirs)."""
    if branch_from is None:
        return rmap
    joker = [n[0] % lap_tiles >= branch_from for n in board.ids]
    beside = tuple(frozenset(x for x in near if joker[x] == joker[c])
                   for c, near in enumerate(rmap.beside))
    return replace(rmap, beside=beside)


def _pit_cells(g: CellDiGraph, board: Board) -> frozenset[int]:
    """GT: the cells where a car may pit: no speed limit (not in a corner), an edge lane
    of the road (not the middle lane of a 3 lanes), not past the finish."""
    out = set()
    for i, n in enumerate(board.ids):
        d = g.nodes[n]
        lanes, lane = d.get("lanes_front"), d["lane"]  # lanes_front: GT cells carry it
        if d["limit"] is None and d["corner"] is None and not d["finished"] \
                and lane is not None and lanes is not None and lane in (0, lanes - 1):
            out.add(i)
    return frozenset(out)
