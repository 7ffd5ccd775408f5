"""Other cars on the road: which dice a car may lay past them (docs/rules.md, "Moving").

A :class:`RaceMap` holds what the race rules need about the cells beyond the solo
:class:`~pacenote.engine.board.Board`: which cells are side by side ("junto al" coche:
alongside), corner paths, slide rows and the inside lane of the next corner. A
:class:`Traffic` is the road as one car sees it at the start of its turn; its
:meth:`Traffic.legal` filters the solo steps, so the planner, the roll and the re-lay
all play the same race rules:

- one car per cell; a jump flies over cars but never lands on one;
- to enter a cell alongside a car not behind the moving car, the die (gear die, or
  gas-type die in the current gear) must be >= that car's gear; a move that starts
  alongside that car is free (reading: a car behind is not being overtaken);
  shortcuts count as alongside every non-corner cell they touch;
- a car ahead in a corner is followed on its path, never passed there (entering the
  corner: a car already inside it keeps the path it chose); a car ahead sliding is
  followed sliding, never passed there; a shortcut may pass both.

Cars beside the road (crashed, or changing a wheel) are not on it: they obstruct no
one, but their cell is theirs (one car per cell: they come back into it at the start of
their next turn), so no move may end there (``no_stop``); a move may pass through it.
Reading: "adjacent" in the overtaking rule is *alongside* (same stretch of road, another
lane), as the book's example shows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, cast

from pacenote.cellcontract import CellAttrs, CellDiGraph
from pacenote.engine.board import Board
from pacenote.engine.planner import FORCED, FrontEntry, Move, Plan, Planner, Values
from pacenote.engine.rules import Dice, Entry, Step, canonical, steps_from
from pacenote.engine.ruleset import Ruleset
from pacenote.graph import CellGraph

_EPS = 1e-6
REACH = 13  # one-die steps a turn can take at most (11 dice, a jump flies 2 more)
NO_GEAR = 99  # above every gear: no die may draw level (GT yellow flag)
# what ending a move in the cell of a car beside the road costs a planner: more than any
# stage (finite, so that a chance of zero of it stays zero); a plan worth half of it
# ends there for sure, or nearly: no plan (blocked)
NO_STOP = 1e9


@dataclass(frozen=True)
class RaceMap:
    beside: tuple[frozenset[int], ...]  # cells alongside each cell
    corner: tuple[str | None, ...]  # corner id of corner cells
    path: tuple[str | None, ...]  # inner / outer for corner cells
    slide_row: tuple[str | None, ...]  # row id of every cell of a slide row
    slide: tuple[bool, ...]  # a full-width slide half
    inside: tuple[int, ...]  # 0 in the inside lane of the current or next corner, else 1
    reach: tuple[frozenset[int], ...] = ()  # cells one turn can reach, and those alongside
    # level crossings (ruleset option crossings = "level"): the cells of the other pass
    # over a crossing tile that share ground with each cell (empty: bridges, none)
    same: tuple[frozenset[int], ...] = ()


def race_map(graph: CellGraph | CellDiGraph, board: Board, *,
             follow_paths: bool = True, level_crossings: bool = False) -> RaceMap:
    """The race facts of a cell graph (node order = the board's); the graph keeps the
    cell-graph contract (``compile_board`` checked it), so every attribute is read as
    required, never with a default. ``follow_paths`` False (GT): no car follows another
    on its corner path (the inside lane of the next corner still ranks first).
    ``level_crossings``: a crossing tile passed on both roads is a level crossing (its
    shared ground holds one car), else a bridge."""
    g: CellDiGraph = graph.g if isinstance(graph, CellGraph) else graph
    attrs = [cast(CellAttrs, g.nodes[n]) for n in board.ids]
    n = len(attrs)
    rear = [float(a["rear"]) for a in attrs]
    front = board.front
    beside: list[set[int]] = [set() for _ in range(n)]
    order = sorted(range(n), key=lambda i: rear[i])
    for a_pos, i in enumerate(order):
        if board.shortcut[i]:
            continue
        for j in order[a_pos + 1:]:
            if rear[j] >= front[i] - _EPS:
                break
            if board.shortcut[j] or min(front[i], front[j]) - max(rear[i], rear[j]) <= _EPS:
                continue
            beside[i].add(j)
            beside[j].add(i)
    corner = tuple(a["corner"] for a in attrs)
    for x in range(n):  # a shortcut is alongside every non-corner cell it touches
        if board.shortcut[x]:
            touching = {y for y in (*board.succ[x], *_pred(board, x)) if corner[y] is None}
            beside[x] |= touching
            for y in touching:
                beside[y].add(x)
    slide_row = tuple(f"{a['tile_index']}:{a['cell'].split('.')[0]}"
                      if a["slide_row"] else None for a in attrs)
    inner_lane: dict[str, int] = {}
    for i, a in enumerate(attrs):
        cid = corner[i]
        lane = a["lane"]
        if a["path"] == "inner" and lane is not None and cid is not None:
            inner_lane.setdefault(cid, lane)
    corners = sorted((front[i], corner[i]) for i in range(n) if corner[i] in inner_lane)
    inside = []
    for i, a in enumerate(attrs):
        here = corner[i] if corner[i] in inner_lane else next(
            (c for f, c in corners if f > front[i] + _EPS), None)
        lane = a["lane"]
        inside.append(0 if here is not None and lane == inner_lane[here] else 1)
    if not follow_paths:  # GT corners are lanes: a car is passed there as anywhere
        corner = tuple(None for _ in corner)
    return RaceMap(tuple(frozenset(b) for b in beside), corner,
                   tuple(a["path"] for a in attrs), slide_row,
                   tuple(a["slide"] for a in attrs), tuple(inside),
                   tuple(frozenset(_reach(board, c, REACH) | beside[c]) for c in range(n)),
                   _level_crossings(graph, board) if level_crossings else ())


def _level_crossings(graph: CellGraph | CellDiGraph, board: Board
                     ) -> tuple[frozenset[int], ...]:
    """Per cell, the cells of another pass over the same crossing tile whose ground it
    shares (cell outlines overlapping); () when the course crosses itself nowhere."""
    if not isinstance(graph, CellGraph):  # a bare networkx graph: no course, no outlines
        return ()
    course = graph.course
    passes: dict[int, list[int]] = {}  # crossing placement -> its course tiles
    for ct in course.tiles:
        if ct.road.side.kind == "crossing":
            passes.setdefault(ct.road.index, []).append(ct.index)
    twice = [idx for idx in passes.values() if len(idx) > 1]
    if not twice:
        return ()
    same: list[set[int]] = [set() for _ in board.ids]
    for idx in twice:
        cells = {i: [n for n in board.ids if n[0] == i] for i in idx}
        for k, a in enumerate(idx):
            for b in idx[k + 1:]:
                for u in cells[a]:
                    pu = graph.polygon(u)
                    for v in cells[b]:
                        if pu.intersection(graph.polygon(v)).area > 1e-6:
                            same[board.index[u]].add(board.index[v])
                            same[board.index[v]].add(board.index[u])
    return tuple(frozenset(s) for s in same)


def _reach(board: Board, start: int, steps: int) -> set[int]:
    """Cells within ``steps`` one-die steps (or jump landings) of ``start``."""
    seen, edge = {start}, {start}
    for _ in range(steps):
        nxt = {y for x in edge for y in (*board.succ[x], *board.land2[x])} - seen
        seen |= nxt
        edge = nxt
        if not edge:
            break
    return seen


def _pred(board: Board, x: int) -> Iterable[int]:
    return (u for u in range(len(board)) if x in board.succ[u])


class Traffic:
    """The other cars on the road (cell -> current gear) as one car sees them."""

    def __init__(self, board: Board, rmap: RaceMap, others: Mapping[int, int],
                 start: int, no_level: frozenset[int] = frozenset(),
                 no_stop: frozenset[int] = frozenset()) -> None:
        """``no_level``: cells of cars no one may draw level with (GT: under a yellow
        flag); a car already alongside one moves as usual. ``no_stop``: cells of cars
        beside the road (DIRT), where no move may end."""
        self.board, self.rmap, self.others, self.start = board, rmap, dict(others), start
        self.no_stop = no_stop
        # the cells this turn can reach, and those alongside its start
        self.reach = rmap.reach[start] if rmap.reach else frozenset({start})
        front = board.front
        self.need: dict[int, int] = {}  # cell -> gear needed to enter it (alongside a car)
        self.near: dict[int, frozenset[int]] = {}  # cell -> the cars it is alongside
        self.closed: set[int] = set(others)  # one car per cell
        for b in others if rmap.same else ():  # a level crossing's shared ground: one car
            self.closed |= rmap.same[b]
        for b, gear in others.items():
            if front[b] < front[start] - _EPS:
                continue  # a car behind is neither overtaken nor followed
            for y in rmap.beside[b]:
                self.need[y] = max(self.need.get(y, 0), NO_GEAR if b in no_level else gear)
                self.near[y] = self.near.get(y, frozenset()) | {b}
            if front[b] <= front[start] + _EPS:
                continue  # only cars ahead are followed
            if rmap.corner[b] is not None and rmap.corner[b] != rmap.corner[start]:
                # follow it on its path, never pass it there; a car already inside the
                # corner has chosen its path: the book restricts only entering the corner
                for y in range(len(board)):
                    if rmap.corner[y] == rmap.corner[b] and (
                            rmap.path[y] != rmap.path[b] or front[y] >= front[b] - _EPS):
                        self.closed.add(y)
            elif rmap.slide[b]:  # follow it sliding, never pass it there
                row = rmap.slide_row[b]
                for y in range(len(board)):
                    if rmap.slide_row[y] == row and (
                            not rmap.slide[y] or front[y] >= front[b] - _EPS):
                        self.closed.add(y)

    def legal(self, at: int, e: Entry) -> bool:
        """May the die of ``e`` be laid from ``at`` with these cars on the road?"""
        return self.allows(at, e.step)

    def allows(self, at: int, s: Step) -> bool:
        """May ``s`` be laid from ``at`` with these cars on the road?"""
        if s.dest in self.closed:
            return False
        need = self.need.get(s.dest)
        if need is None:
            return True
        # a move that starts alongside those cars is already past the check
        if self.near[s.dest] <= self.near.get(at, frozenset()):
            return True
        return s.gear >= need  # a gear die's value, or the gear a gas-type die keeps

    def allows_plan(self, start: int, steps: Iterable[Step]) -> bool:
        """May every die of a plan be laid, and may the move end where it ends?"""
        prev = start
        for s in steps:
            if not self.allows(prev, s):
                return False
            prev = s.dest
        return prev not in self.no_stop


class TrafficPlanner(Planner):
    """The solo planner with every die filtered by :meth:`Traffic.legal` (and by the
    limits of ``board`` when mud spread during the race lowered some).

    It plans on top of the driver's solo planner ``base`` (same values and limit, on the
    stage's board before the race's mud; kept for the whole Monte Carlo, so its memo
    fills once): the legal moves are the solo moves the cars and the mud allow, and from
    any cell where every plan the solo planner keeps (its Pareto front) is allowed, the
    rest of the turn is the solo one. Only the nodes where a car or new mud stands in
    the way of a kept plan are searched again: a jam costs a few hundred look-ups instead
    of a whole new search.
    """

    def __init__(self, board: Board, rules: Ruleset, values: Values, limit: int,
                 traffic: Traffic, *, flat_out: bool = True, base: Planner | None = None
                 ) -> None:
        # no move ends in the cell of a car beside the road (:data:`NO_STOP`)
        road = _NoStop(values, traffic.no_stop) if traffic.no_stop else values
        super().__init__(board, rules, road, limit, flat_out=flat_out)
        self.traffic = traffic
        self.lowered: frozenset[int] = frozenset()  # cells whose limit the mud lowered
        if base is not None and not (base.values is values and base.flat_out == flat_out
                                     and base.limit == limit and base.keep == self.keep):
            base = None
        if base is not None and base.board is not board:
            lowered = _lowered(base.board, board)
            if lowered is None:
                base = None
            else:
                self.lowered = lowered
        self.base = base
        # Past the last cell the cars or the new mud touch, every plan is allowed: the
        # solo planner answers.
        touched = (traffic.closed | set(traffic.need) | self.lowered
                   | traffic.no_stop) & traffic.reach
        self.horizon = max((board.front[c] for c in touched), default=float("-inf"))

    def _ok(self, at: int, s: Step) -> bool:
        """May the planner lay ``s`` from ``at``: the cars allow it, and no mud spread
        in the race makes it a certain loss of control (or closes the corner)."""
        if not self.traffic.allows(at, s):
            return False
        if self.lowered and (s.dest in self.lowered or s.via in self.lowered):
            lim = self.board.limit
            return lim[s.dest] > 0 and s.gear <= lim[s.dest] and (s.via < 0 or lim[s.via] > 0)
        return True

    def _front(self, cell: int, gear: int, dice: Dice, flat: bool) -> list[Any]:
        base = self.base
        if base is None:
            return super()._front(cell, gear, dice, flat)
        if self.board.front[cell] > self.horizon + _EPS:
            return base._front(cell, gear, dice, flat)
        if cell in self.traffic.no_stop:  # the solo front may end here: searched again
            return super()._front(cell, gear, dice, flat)
        key = (cell, gear, canonical(gear, dice, self.rules.top_gear), flat)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        solo = base._front(cell, gear, dice, flat)
        if all(self._allowed(cell, entry) for entry in solo):
            self._memo[key] = solo
            return solo
        return super()._front(cell, gear, dice, flat)

    def _allowed(self, cell: int, entry: FrontEntry) -> bool:
        """Do the cars allow every die of a kept plan (a front entry's chain), which
        passes no cell where it might not stop?"""
        ok, no_stop = self._ok, self.traffic.no_stop
        node: FrontEntry | None = entry
        while node is not None and node[1] is not None:
            if not ok(cell, node[1]) or node[1].dest in no_stop:
                return False
            cell = node[1].dest
            node = node[2]
        return True

    def best(self, cell: int, gear: int, dice: Dice) -> Plan | None:
        """The solo planner's choice with the cars on the road; None (blocked) when every
        move would have to end in the cell of a car beside the road."""
        plan = super().best(cell, gear, dice)
        return plan if plan is None or plan.value < NO_STOP / 2 else None

    def steps(self, cell: int, gear: int, dice: Dice, first: bool) -> list[Entry]:
        key = (cell, gear, dice, first)
        hit = self._steps.get(key)
        if hit is None:
            hit = self._steps[key] = [e for e in super().steps(cell, gear, dice, first)
                                      if self.traffic.legal(cell, e)]
        return hit

    def moves(self, cell: int, gear: int, dice: Dice, first: bool) -> list[Move]:
        """The solo planner's moves the cars and the mud allow (its values and splits
        reused)."""
        if self.base is None:
            return super().moves(cell, gear, dice, first)
        key = (cell, gear, dice, first)
        hit = self._moves.get(key)
        if hit is None:
            ok = self._ok
            hit = self._moves[key] = [m for m in self.base.moves(cell, gear, dice, first)
                                      if ok(cell, m[0])]
        return hit

    def forced(self, cell: int, gear: int, dice: Dice) -> Plan | None:
        """Every die loses control on the track itself (not because of a car)."""
        best: Plan | None = None
        for e in steps_from(self.board, self.rules, cell, gear, dice, first=True,
                            with_loc=True):
            if e.loc and self.traffic.legal(cell, e):
                cost = self.values.loc(e.step.dest, e.step.gear)
                if best is None or cost < best.value:
                    best = Plan(FORCED, (e.step,), cost)
        return best


class _NoStop:
    """A driver's values where ending the turn in one of ``cells`` is out of the
    question (the cells of cars beside the road)."""

    def __init__(self, values: Values, cells: frozenset[int]) -> None:
        self.values, self.cells = values, cells
        self.seconds_value = values.seconds_value

    def stop(self, cell: int, gear: int) -> float:
        return NO_STOP if cell in self.cells else self.values.stop(cell, gear)

    def loc(self, cell: int, gear: int) -> float:
        return self.values.loc(cell, gear)

    def shortcut(self, cell: int) -> float:
        return self.values.shortcut(cell)


def _lowered(solo: Board, board: Board) -> frozenset[int] | None:
    """The cells of ``board`` whose limit mud lowered from ``solo``'s; None when
    ``board`` is not ``solo``'s road with more mud (another stage, or mud taken off)."""
    if solo.ids != board.ids:
        return None
    out = []
    for i, (was, now) in enumerate(zip(solo.limit, board.limit, strict=True)):
        if now > was:
            return None
        if now < was:
            out.append(i)
    return frozenset(out)
