"""Hand-built cell graphs that follow the graph contract (docs/internals.md), and a
scripted random generator, so engine tests can pin one rule at a time."""

from __future__ import annotations

import random
from pathlib import Path

import networkx as nx

from pacenote.engine import Driver, load_ruleset
from pacenote.engine.board import compile_board
from pacenote.engine.simulate import Car, RunResult, play_turn

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def road(rows: int, *, lanes: int = 2, limits: dict[int, int] | None = None,
         corners: set[int] | frozenset[int] = frozenset(), jumps: dict[int, int] | None = None,
         fords: set[int] | frozenset[int] = frozenset(), finish_row: int | None = None,
         rows_per_tile: int = 4, danger: int = 1, shortcut_beside: int | None = None,
         shortcut_limit: int = 3) -> nx.DiGraph:
    """A straight road of ``rows`` rows of ``lanes`` lanes; row 0 is the grid.

    Cell key ``"r.l"`` on tile ``r // rows_per_tile``; ``limits`` per row (all lanes),
    ``corners`` marks rows whose cells are corner cells (mud applies there), rows from
    ``finish_row`` on are past the finish line. ``shortcut_beside=r`` adds a shortcut
    cell "x0" entered from row r and leaving to row r + 2.
    """
    limits, jumps = limits or {}, jumps or {}
    finish_row = rows - 1 if finish_row is None else finish_row
    g = nx.DiGraph(start_progress=1.0, finish_progress=float(finish_row), length=float(rows))

    def nid(r: int, lane: int) -> tuple[int, str]:
        return (r // rows_per_tile, f"{r}.{lane}")

    for r in range(rows):
        for lane in range(lanes):
            tile_index = r // rows_per_tile
            g.add_node(nid(r, lane), tile=f"t{tile_index}", tile_index=tile_index,
                       hex=(tile_index, 0), cell=f"{r}.{lane}", kind="inner" if r in corners
                       else "lane", lane=lane, path="inner" if r in corners else None,
                       corner=f"{tile_index}:{r}" if r in corners else None,
                       rear=float(r), front=float(r + 1), limit=limits.get(r), slide=False,
                       slide_row=False, jump=jumps.get(r), ford=r in fords, shortcut=False,
                       danger=danger, terrain="gravel", start=r == 0, grid=r == 0,
                       finished=r >= finish_row)
    for r in range(rows - 1):
        for a in range(lanes):
            for b in range(lanes):
                if abs(a - b) <= 1:
                    g.add_edge(nid(r, a), nid(r + 1, b),
                               kind="straight" if a == b else "diagonal")
    if shortcut_beside is not None:
        r = shortcut_beside
        tile_index = (r + 1) // rows_per_tile
        x = (tile_index, "x0")
        g.add_node(x, tile=f"t{tile_index}", tile_index=tile_index, hex=(tile_index, 0),
                   cell="x0", kind="shortcut", lane=None, path=None, corner=None,
                   rear=float(r + 1), front=float(r + 2), limit=shortcut_limit, slide=False,
                   slide_row=False, jump=None, ford=False, shortcut=True, danger=danger,
                   terrain="gravel", start=False, grid=False, finished=False)
        g.add_edge(nid(r, lanes - 1), x, kind="shortcut")
        g.add_edge(x, nid(r + 2, lanes - 1), kind="shortcut")
    for r, _n in jumps.items():  # landings as pacenote.graph builds them
        for a in range(lanes):
            one = [nid(r + 1, b) for b in range(lanes) if abs(a - b) <= 1 and r + 1 < rows]
            two = {nid(r + 2, c) for b in range(lanes) if abs(a - b) <= 1
                   for c in range(lanes) if abs(b - c) <= 1 and r + 2 < rows}
            for v in one:  # one ahead: the ordinary step, marked as a landing
                g.edges[nid(r, a), v]["landing"] = 1
            for w in sorted(two):
                g.add_edge(nid(r, a), w, kind="jump", jump=2)
    return g


class Scripted(random.Random):
    """A generator whose die faces (``choice``) and draws (``randrange``) are scripted;
    once a script runs out it falls back to a seeded generator."""

    def __init__(self, faces: list[str] | None = None, draws: list[int] | None = None) -> None:
        super().__init__(12345)
        self.faces, self.draws = list(faces or []), list(draws or [])

    def choice(self, seq):  # noqa: ANN001, ANN201
        if self.faces:
            face = self.faces.pop(0)
            assert face in seq, f"{face!r} is not a face of this die {seq!r}"
            return face
        return super().choice(seq)

    def randrange(self, *args, **kwargs):  # noqa: ANN002, ANN003, ANN201
        if self.draws:
            return self.draws.pop(0)
        return super().randrange(*args, **kwargs)


def prepare(graph: nx.DiGraph, driver: str = "balanced", rules=None, mud=None):  # noqa: ANN001, ANN201
    rules = rules or load_ruleset()
    board = compile_board(graph, mud)
    return board, rules, Driver(board, rules, driver)


def node(board, key: str, tile: int | None = None) -> int:  # noqa: ANN001
    """Node index of cell ``"r.l"`` (tile derived as in :func:`road` unless given)."""
    if tile is None:
        tile = int(key.split(".")[0]) // 4
    return board.index[(tile, key)]


def turn(board, rules, driver, car: Car, plan, faces=None, draws=None):  # noqa: ANN001, ANN201
    result = RunResult("stuck")
    rec = play_turn(board, rules, driver, car, Scripted(faces, draws), result, plan=plan)
    return rec, result


def car_at(board, key: str, gear: int, rules=None, **kw) -> Car:  # noqa: ANN001
    """A car in cell ``"r.l"`` in ``gear``, other fields set from ``kw``."""
    car = Car.at_start(node(board, key), rules or load_ruleset())
    car.gear = gear
    for k, v in kw.items():
        setattr(car, k, v)
    return car
