"""Choosing a whole turn: the best plan from a cell and gear, exactly evaluated.

A plan is laid before rolling. Its value depends on how many hazards have been rolled
when each die comes up, so every partial plan ("suffix") from a node (cell, gear, dice
left) is summarised by a vector ``W[h]``: the expected cost of the rest of the turn and
the stage when ``h`` hazards are already on the table.

- One by one: ``W[h] = min(stop here, roll the next die)`` — optimal stopping is exact.
- Flat out: no stopping; the hazard limit reached on a die means loss of control in
  that die's cell (a conservative stand-in for re-laying the dice; the real re-lay is
  made when it happens), and every gear/gas/leader die earns one second.

Suffixes are shared between plans through a memo keyed by the node, and only the
Pareto-best vectors are kept (a plan must be fixed before rolling, so it cannot switch
suffix depending on ``h``). Costs come from a :class:`Values` object: the time card,
the driver's estimate of the rest of the stage, and penalties.

How it is computed. Every die laid uses a die up, so a node depends only on nodes with
fewer dice left: the nodes form a DAG by dice count (on a circuit the cells loop, the
dice never do). Asked for a root, the planner discovers the nodes its plans can reach
that are not solved yet and solves them level by level, fewest dice first, each level
in one go with NumPy (:meth:`Planner._solve`): the vector of every (node, move, kept
suffix of the child) candidate, then the Pareto filter of every node at once. The
arithmetic is the one of a candidate at a time (:meth:`Planner._through`), operation for
operation, elementwise only: plans and values are bit for bit the recursion's (pinned
by tests/test_planner_reference.py). A request prepares every gear of its cell (sweeps
ask for all of them next), so that the levels are big enough for NumPy to pay.

Solved fronts live in one growing store of rows (vector, seconds earned, step, next
row): a plan is a chain of rows. A subclass that filters the moves (the race's
:class:`~pacenote.engine.traffic.TrafficPlanner`) is searched node by node by the plain
recursion (:meth:`Planner._front`), which reads this planner's fronts as entries.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from operator import le
from typing import Protocol

import numpy as np

from pacenote.engine.board import Board
from pacenote.engine.rules import (
    FORCED_LOC,
    OK,
    Dice,
    Entry,
    Step,
    canonical,
    die_options,
    landings,
    step_outcomes,
    steps_from,
)
from pacenote.engine.ruleset import Ruleset

ONE_BY_ONE, FLAT_OUT, FORCED = "one-by-one", "flat-out", "forced"


class Values(Protocol):
    seconds_value: float

    def stop(self, cell: int, gear: int) -> float:
        """Ending the turn in ``cell`` and ``gear``: card + rest of the stage."""

    def loc(self, cell: int, gear: int) -> float:
        """Losing control in ``cell`` in ``gear``: expected 0-side card + consequences."""

    def shortcut(self, cell: int) -> float:
        """Expected cost of the token drawn on entering a shortcut cell."""


# A front entry: (W vector, step taken from here or None for "end", child entry, seconds
# earned by this suffix when flat out).
FrontEntry = tuple[tuple[float, ...], Step | None, "FrontEntry | None", int]
# Per hazards so far: ((probability, hazards after) going on, P(lose control), P(turn ends))
Split = tuple[tuple[tuple[tuple[float, int], ...], float, float], ...]
# A legal next die prepared for the planner: (step, dice left, split, cost of ending the
# turn there, of losing control there, of the shortcut token drawn there, past the finish)
Move = tuple[Step, Dice, Split, float, float, float, bool]
# A node of the search: (cell, gear, dice left, flat out); mid-turn dice are canonical.
NodeKey = tuple[int, int, Dice, bool]
BaseKey = tuple[int, int, Dice]  # a node in both rolling modes
_NONE = (-1, -1)  # no node (past the finish), in both modes


@dataclass(frozen=True)
class Plan:
    mode: str
    steps: tuple[Step, ...]
    value: float  # expected cost (seconds) of the turn plus the rest of the stage

    @property
    def end(self) -> int:
        return self.steps[-1].dest


class _Store:
    """Every solved front row: W vector, seconds earned, the transition taken (-1: end
    the turn here) and the row the plan goes on with (-1: none). A node's front is
    ``count`` rows from ``offset``. Rows are never freed: chains stay whole when memos
    are dropped."""

    def __init__(self, limit: int) -> None:
        # One column more than the W vector, -0.0: where an outcome does not go on, its
        # term reads it and adds -0.0, which changes no sum (x + -0.0 == x, bit for bit).
        self.vals = np.full((1024, limit + 1), -0.0)
        self.limit = limit
        self.secs = np.zeros(1024)  # whole seconds, as floats: they enter float sums
        self.tid = np.zeros(1024, dtype=np.int64)
        self.next = np.zeros(1024, dtype=np.int64)
        self.rows = 0
        self.offset = np.zeros(256, dtype=np.int64)
        self.count = np.zeros(256, dtype=np.int64)
        self.nodes = 0

    def add_rows(self, vals: np.ndarray, secs: np.ndarray, tids: np.ndarray,
                 nexts: np.ndarray) -> int:
        """Append rows; returns the first one's index."""
        first, n = self.rows, len(tids)
        while first + n > len(self.secs):
            self.vals = np.concatenate([self.vals, np.full_like(self.vals, -0.0)])
            self.secs, self.tid, self.next = (np.concatenate([a, np.zeros_like(a)])
                                              for a in (self.secs, self.tid, self.next))
        self.vals[first:first + n, :self.limit] = vals
        self.secs[first:first + n] = secs
        self.tid[first:first + n] = tids
        self.next[first:first + n] = nexts
        self.rows += n
        return first

    def add_nodes(self, offsets: np.ndarray, counts: np.ndarray) -> int:
        """Register nodes' fronts; returns the first node's index."""
        first, n = self.nodes, len(offsets)
        while first + n > len(self.offset):
            self.offset = np.concatenate([self.offset, np.zeros_like(self.offset)])
            self.count = np.concatenate([self.count, np.zeros_like(self.count)])
        self.offset[first:first + n] = offsets
        self.count[first:first + n] = counts
        self.nodes += n
        return first


@dataclass(frozen=True, slots=True)
class _Root:
    """Every candidate from a root: W[0] (no hazard yet), first transition, next row."""

    value: np.ndarray
    tid: np.ndarray
    next: np.ndarray


@dataclass(frozen=True, slots=True)
class _Expanded:
    """Candidates through moves: vectors, seconds earned, the move (index into the moves
    given) and the child's store row (-1 past the finish)."""

    vec: np.ndarray
    secs: np.ndarray
    move: np.ndarray
    row: np.ndarray


class Planner:
    """Best plans for one board, ruleset, hazard limit and set of values (memoised).

    A subclass that filters the legal moves (overrides :meth:`steps`, :meth:`moves` or
    :meth:`_front`) is searched node by node; the plain planner solves levels of nodes at
    once (module docstring)."""

    def __init__(self, board: Board, rules: Ruleset, values: Values, limit: int, *,
                 flat_out: bool = True, keep: int = 4) -> None:
        self.board, self.rules, self.values, self.limit = board, rules, values, limit
        self.flat_out, self.keep = flat_out, keep
        self._memo: dict[NodeKey, list[FrontEntry]] = {}  # node-by-node search
        self._outcomes: dict[tuple[Step, bool], tuple[tuple[float, int, int], ...]] = {}
        self._steps: dict[tuple[int, int, Dice, bool], list[Entry]] = {}
        self._splits: dict[tuple[Step, bool], Split] = {}
        self._moves: dict[tuple[int, int, Dice, bool], list[Move]] = {}
        kind = type(self)
        self._batched = (kind.steps is Planner.steps and kind.moves is Planner.moves
                         and kind._front is Planner._front)
        # The batched search: solved nodes (one by one, flat out) in the store, roots of
        # the cells prepared, every node's moves as transitions (cell, die -> landing).
        self._store = _Store(limit)
        self._node: dict[BaseKey, tuple[int, int]] = {}
        self._roots: dict[NodeKey, _Root] = {}
        self._entries: dict[int, FrontEntry] = {}  # store rows read as front entries
        self._node_movesets: dict[tuple[int, int, Dice, bool],
                                  tuple[list[int], list[BaseKey | None]]] = {}
        self._trans: dict[tuple[int, str, int, int, bool], list[int]] = {}
        self._t_step: list[Step] = []
        self._t_dest: list[int] = []
        self._t_done: list[bool] = []
        self._t_end_node: list[int] = []  # past the finish: the store node "ends here"
        self._t_rows: list[tuple[float, float, float, float]] = []  # extra, lost, end, secs
        self._t_split: list[int] = []
        self._t_arrays = (np.zeros((0, 4)), np.zeros(0, dtype=np.int64))  # the two above
        self._option_cache: dict[tuple[int, Dice, bool],
                                 list[tuple[str, int, int, bool, Dice]]] = {}
        # Splits as arrays: P(lose control)[h], P(turn ends)[h], and the going-on outcomes
        # in order as (probability, hazards added), padded with hazards = limit (never on).
        self._split_ids: dict[Split, int] = {}
        self._split_rows: list[tuple[list[float], list[float], list[tuple[float, int]]]] = []
        self._split_arrays: tuple[np.ndarray, ...] | None = None

    def steps(self, cell: int, gear: int, dice: Dice, first: bool) -> list[Entry]:
        """Legal next dice (no certain loss of control), cached per node."""
        key = (cell, gear, dice, first)
        hit = self._steps.get(key)
        if hit is None:
            hit = self._steps[key] = list(steps_from(self.board, self.rules, cell, gear, dice,
                                                     first=first))
        return hit

    def moves(self, cell: int, gear: int, dice: Dice, first: bool) -> list[Move]:
        """The legal next dice with what the planner needs about each, cached per node.
        Values of the cells entered are read once: they are final, being further on."""
        key = (cell, gear, dice, first)
        hit = self._moves.get(key)
        if hit is None:
            values, board = self.values, self.board
            hit = self._moves[key] = [
                (e.step, e.dice, self._split(e.step, e.hazard_loc),
                 values.stop(e.step.dest, e.step.gear), values.loc(e.step.dest, e.step.gear),
                 values.shortcut(e.step.dest) if board.draws_token(cell, e.step.dest) else 0.0,
                 board.finished[e.step.dest])
                for e in self.steps(cell, gear, dice, first)]
        return hit

    def best(self, cell: int, gear: int, dice: Dice) -> Plan | None:
        """The lowest-cost plan; a forced loss of control when every die loses control;
        None when no die can be laid at all (the car is blocked)."""
        best: Plan | None = None
        modes = (False, True) if self.flat_out else (False,)
        for flat in modes:
            plan = next(self._ranked(cell, gear, dice, flat), None)  # the first is the best
            if plan is not None and (best is None or plan.value < best.value - 1e-9):
                best = plan
        return best or self.forced(cell, gear, dice)

    def candidates(self, cell: int, gear: int, dice: Dice, flat: bool, k: int) -> list[Plan]:
        """Up to ``k`` of the best plans in one rolling mode, best first (distinct plans).

        The expert's exact evaluation (:mod:`pacenote.engine.exact`) chooses among these:
        every first die with the Pareto-best ways to go on from it."""
        out: list[Plan] = []
        seen: set[tuple[Step, ...]] = set()
        for plan in self._ranked(cell, gear, dice, flat):
            if plan.steps in seen:
                continue
            seen.add(plan.steps)
            out.append(plan)
            if len(out) >= k:
                break
        return out

    def forced(self, cell: int, gear: int, dice: Dice) -> Plan | None:
        """No die can be laid without losing control, yet a car must move when it can:
        the one die whose certain loss of control costs least."""
        best: Plan | None = None
        for e in steps_from(self.board, self.rules, cell, gear, dice, first=True,
                            with_loc=True):
            if e.loc:
                cost = self.values.loc(e.step.dest, e.step.gear)
                if best is None or cost < best.value:
                    best = Plan(FORCED, (e.step,), cost)
        return best

    def outcomes(self, step: Step, hazard_loc: bool) -> tuple[tuple[float, int, int], ...]:
        key = (step, hazard_loc)
        out = self._outcomes.get(key)
        if out is None:
            out = self._outcomes[key] = step_outcomes(step, hazard_loc, self.rules)
        return out

    def forget_beyond(self, cell: int) -> None:
        """Drop what is memoised about the cells after ``cell`` (recomputed if ever asked
        for again), so that a sweep's memory grows with the cells a turn spans, not with
        the stage. Plans already made stay whole: the store keeps every front row."""
        memos: tuple[dict[tuple[int, ...], object], ...] = (  # all keyed by cell first
            self._memo, self._steps, self._moves, self._node, self._roots,  # type: ignore[assignment]
            self._node_movesets, self._trans)  # type: ignore[assignment]
        for memo in memos:
            for key in [k for k in memo if k[0] > cell]:
                del memo[key]
        self._entries.clear()

    # --- plans from a root -------------------------------------------------------------

    def _ranked(self, cell: int, gear: int, dice: Dice, flat: bool) -> Iterator[Plan]:
        """Every plan from a root (a first die, then a kept suffix of the node it leads
        to), by value, ties in move order; the same steps may come more than once."""
        mode = FLAT_OUT if flat else ONE_BY_ONE
        if not self._batched:
            for top in sorted(self._root(cell, gear, dice, flat), key=lambda e: e[0][0]):
                yield Plan(mode, _chain(top), top[0][0])
            return
        key = (cell, gear, dice, flat)
        root = self._roots.get(key)
        if root is None:
            self._prepare(cell, dice)
            root = self._roots[key]
        t_step, tid, nxt = self._t_step, self._store.tid, self._store.next
        for i in np.argsort(root.value, kind="stable").tolist():
            steps = [t_step[int(root.tid[i])]]
            row = int(root.next[i])
            while row >= 0 and tid[row] >= 0:
                steps.append(t_step[int(tid[row])])
                row = int(nxt[row])
            yield Plan(mode, tuple(steps), float(root.value[i]))

    # --- the batched search ------------------------------------------------------------

    def _prepare(self, cell: int, dice: Dice) -> None:
        """Solve the roots of ``cell`` with ``dice`` in every gear and both rolling modes
        (a sweep asks for all of them next), and every node they reach."""
        items = [((cell, gear, dice), self._node_moves(cell, gear, dice, True))
                 for gear in range(self.rules.top_gear + 1)]
        self._solve_from([c for _, (_, kids) in items for c in kids if c is not None])
        tids, children = self._flatten(items)
        out = self._expand(tids + tids, children.reshape(-1),
                           np.full(2 * len(tids), np.inf), len(tids))  # no stopping first
        value = out.vec[:, 0]
        moved = np.array(tids + tids, dtype=np.int64)[out.move]
        per = [len(t) for _, (t, _) in items] * 2
        ends = np.searchsorted(out.move, np.cumsum(per)).tolist()
        start = 0
        for j, stop in enumerate(ends):
            c, gear, d = items[j % len(items)][0]
            self._roots[(c, gear, d, j >= len(items))] = _Root(
                value[start:stop], moved[start:stop], out.row[start:stop])
            start = stop

    def _node_moves(self, cell: int, gear: int, dice: Dice,
                    first: bool) -> tuple[list[int], list[BaseKey | None]]:
        """A node's moves as transitions, and the node each leads to (None: finished),
        in the order of :meth:`steps`."""
        key = (cell, gear, dice, first)
        hit = self._node_movesets.get(key)
        if hit is not None:
            return hit
        tids: list[int] = []
        kids: list[BaseKey | None] = []
        if not self.board.finished[cell]:
            done, dest = self._t_done, self._t_dest
            for die, v, k, quick, left in self._options(gear, dice, first):
                group = self._transitions(cell, die, v, k, quick)
                tids += group
                kids += [None if done[t] else (dest[t], v, left) for t in group]
        hit = self._node_movesets[key] = (tids, kids)
        return hit

    def _options(self, gear: int, dice: Dice,
                 first: bool) -> list[tuple[str, int, int, bool, Dice]]:
        """:func:`die_options` with the dice left canonical (the same for every cell)."""
        key = (gear, dice, first)
        hit = self._option_cache.get(key)
        if hit is None:
            top = self.rules.top_gear
            hit = self._option_cache[key] = [
                (die, v, k, quick, canonical(v, left, top))
                for die, v, k, quick, left in die_options(self.rules, gear, dice, first=first)]
        return hit

    def _transitions(self, cell: int, die: str, v: int, k: int, quick: bool) -> list[int]:
        """The legal landings of one die from ``cell`` as transitions: what the planner
        needs about each, read once (the cells entered are further on: their values are
        final), whatever dice are left. Past the finish, the turn ends there: a store
        node of one row, (cost of ending there,) * limit, stands for the rest."""
        key = (cell, die, v, k, quick)
        hit = self._trans.get(key)
        if hit is not None:
            return hit
        values, board, store = self.values, self.board, self._store
        hit = self._trans[key] = []
        for step, loc, hazard_loc in landings(board, cell, die, v, k, quick):
            if loc:
                continue
            dest = step.dest
            end = values.stop(dest, step.gear)
            done = board.finished[dest]
            hit.append(len(self._t_step))
            self._t_step.append(step)
            self._t_dest.append(dest)
            self._t_done.append(done)
            self._t_end_node.append(store.add_nodes(
                np.array([store.add_rows(np.full((1, self.limit), end), np.zeros(1),
                                         np.full(1, -1), np.full(1, -1))]),
                np.ones(1, dtype=np.int64))
                if done else -1)
            self._t_rows.append((
                values.shortcut(dest) if board.draws_token(cell, dest) else 0.0,
                values.loc(dest, step.gear), end, float(step.seconds)))
            self._t_split.append(self._split_of(self._split(step, hazard_loc)))
        return hit

    def _flatten(self, items: list[tuple[BaseKey, tuple[list[int], list[BaseKey | None]]]]
                 ) -> tuple[list[int], np.ndarray]:
        """The transitions of ``items`` end to end, and the store node each leads to
        (rows: one by one, flat out)."""
        node, end_node = self._node, self._t_end_node
        tids = [t for _, (ts, _) in items for t in ts]
        kids = [node[c] if c is not None else (end_node[t], end_node[t])
                for _, (ts, cs) in items for t, c in zip(ts, cs, strict=True)]
        return tids, np.array(kids, dtype=np.int64).reshape(-1, 2).T

    def _solve_from(self, keys: list[BaseKey]) -> None:
        """Solve every node reachable from ``keys`` not solved yet, fewest dice first."""
        node = self._node
        found: list[tuple[int, BaseKey, tuple[list[int], list[BaseKey | None]]]] = []
        todo = list({k for k in keys if k not in node})
        seen = set(todo)
        while todo:
            key = todo.pop()
            cell, gear, dice = key
            moves = self._node_moves(cell, gear, dice, False)
            for c in moves[1]:
                if c is not None and c not in node and c not in seen:
                    seen.add(c)
                    todo.append(c)
            found.append((dice.gear + dice.gas + dice.leader + dice.brake, key, moves))
        # A node's level: one more than its highest child still to solve (children have
        # fewer dice: solved first). Each level is solved in one go.
        found.sort(key=lambda f: f[0])
        level: dict[BaseKey, int] = {}
        levels: list[list[tuple[BaseKey, tuple[list[int], list[BaseKey | None]]]]] = []
        for _, key, moves in found:
            at = max([level.get(c, -1) for c in moves[1] if c is not None], default=-1) + 1  # type: ignore[arg-type]  # None filtered
            level[key] = at
            if at == len(levels):
                levels.append([])
            levels[at].append((key, moves))
        for items in levels:
            self._solve(items)

    def _solve(self, items: list[tuple[BaseKey, tuple[list[int], list[BaseKey | None]]]]
               ) -> None:
        """The Pareto fronts of nodes whose children are all solved, in one go: each one
        by one (the first half of the nodes) and flat out (the second)."""
        n, limit = len(items), self.limit
        m = 2 * n
        tids, children = self._flatten(items)
        per = [len(t) for _, (t, _) in items]
        stop = np.array([self.values.stop(key[0], key[1]) for key, _ in items])
        cap = np.concatenate([stop, np.full(n, np.inf)])  # one by one: may stop here
        out = self._expand(tids + tids, children.reshape(-1), np.repeat(cap, per * 2),
                           len(tids))
        # Candidates of every node: "end the turn here" first, then through each move.
        vec = np.concatenate([np.repeat(np.concatenate([stop, stop])[:, None], limit, axis=1),
                              out.vec])
        owner = np.concatenate([np.arange(m), np.repeat(np.arange(m), per * 2)[out.move]])
        # Per node, by vector (lexicographic), ties in candidate order: the recursion's sort.
        order = np.lexsort((*(vec[:, h] for h in range(limit - 1, -1, -1)), owner))
        ranked, whose = vec[order], owner[order]
        # Greedy Pareto filter: keep each node's first candidate left, drop all it
        # dominates (itself included), ``keep`` times; on the candidates left only.
        kept = np.zeros(len(order), dtype=bool)
        live = np.arange(len(order))
        for _ in range(self.keep):
            if not len(live):
                break
            group = whose[live]
            new = np.ones(len(live), dtype=bool)  # the first live candidate of its node
            new[1:] = group[1:] != group[:-1]
            kept[live[new]] = True
            best = ranked[live[new]][np.cumsum(new) - 1]  # its node's pick, per candidate
            live = live[~(best <= ranked[live]).all(axis=1)]
        chosen = order[kept]  # node by node, each in sorted order
        is_move = chosen >= m  # else "end the turn here"
        pick = chosen[is_move] - m
        secs = np.zeros(len(chosen))
        secs[is_move] = out.secs[pick]
        nexts = np.full(len(chosen), -1, dtype=np.int64)
        nexts[is_move] = out.row[pick]
        taken = np.full(len(chosen), -1, dtype=np.int64)
        taken[is_move] = np.array(tids + tids, dtype=np.int64)[out.move[pick]]
        first_row = self._store.add_rows(vec[chosen], secs, taken, nexts)
        sizes = np.bincount(whose[kept], minlength=m)
        first_node = self._store.add_nodes(first_row + np.cumsum(sizes) - sizes, sizes)
        for i, (key, _) in enumerate(items):
            self._node[key] = (first_node + i, first_node + n + i)

    def _expand(self, tids: list[int], children: np.ndarray, cap: np.ndarray,
                one_by_one: int) -> _Expanded:
        """Every candidate through moves (one per kept row of the child node): what
        :meth:`_through` computes, for all at once, the same operations in the same order
        (elementwise). ``cap`` per move: the cost of stopping (inf: never stops); the first
        ``one_by_one`` moves are rolled one by one, the others flat out."""
        store, limit = self._store, self.limit
        table, split_of = self._transition_tables()
        count = store.count[children]
        move = np.repeat(np.arange(len(tids)), count)
        start = np.cumsum(count) - count
        row = (store.offset[children] - start)[move] + np.arange(len(move))
        t = np.array(tids, dtype=np.int64)[move]
        extra, lost, end, sec = table[t].T
        split = split_of[t]
        p_lost, p_end, coef, index = self._split_tables()
        cvec = store.vals[row]
        csec = store.secs[row]
        flat = move >= one_by_one
        sv = self.values.seconds_value
        paid = csec * sv  # flat out: later dice still earn their seconds on a loss
        lost_h = np.where(flat, lost - paid, lost)[:, None]
        end_h = np.where(flat, end - paid, end)[:, None]
        base = (extra - np.where(flat, sec * sv, 0.0))[:, None]
        total = base + p_lost[split] * lost_h + p_end[split] * end_h
        # The outcomes that go on, in order (one that does not reads the -0.0 column).
        terms = coef[split] * np.take_along_axis(cvec[:, None, :], index[split], axis=2)
        for i in range(terms.shape[1]):
            total += terms[:, i]
        c = cap[move][:, None]
        return _Expanded(np.where(total < c, total, c), csec + sec, move, row)

    def _transition_tables(self) -> tuple[np.ndarray, np.ndarray]:
        """(extra, lost, end, seconds) and the split per transition, grown by new ones."""
        table, split = self._t_arrays
        if len(table) < len(self._t_rows):
            table = np.concatenate([table, np.array(self._t_rows[len(table):]).reshape(-1, 4)])
            split = np.array(self._t_split, dtype=np.int64)
            self._t_arrays = (table, split)
        return table, split

    def _split_of(self, split: Split) -> int:
        i = self._split_ids.get(split)
        if i is None:
            i = self._split_ids[split] = len(self._split_rows)
            self._split_rows.append(([row[1] for row in split], [row[2] for row in split],
                                     [(p, j) for p, j in split[0][0]]))
            self._split_arrays = None
        return i

    def _split_tables(self) -> tuple[np.ndarray, ...]:
        """Per split: P(lose control)[h], P(turn ends)[h], and per outcome going on t, its
        probability and the hazards then (the index into the child's W), [t, h]; where
        it does not go on, probability 0 and the index of the store's -0.0 column."""
        if self._split_arrays is None:
            rows, limit = self._split_rows, self.limit
            terms = max([len(on) for *_, on in rows], default=0)
            coef = np.zeros((len(rows), terms, limit))
            index = np.full((len(rows), terms, limit), limit, dtype=np.int64)
            for i, (*_, outs) in enumerate(rows):
                for t, (p, j) in enumerate(outs):
                    for h in range(limit - j):
                        coef[i, t, h], index[i, t, h] = p, h + j
            self._split_arrays = (np.array([r[0] for r in rows]).reshape(-1, limit),
                                  np.array([r[1] for r in rows]).reshape(-1, limit),
                                  coef, index)
        return self._split_arrays

    def _entry(self, row: int) -> FrontEntry:
        """A store row as a front entry (for the node-by-node search of a subclass)."""
        hit = self._entries.get(row)
        if hit is None:
            store = self._store
            tid, nxt = int(store.tid[row]), int(store.next[row])
            step = self._t_step[tid] if tid >= 0 else None
            child = self._entry(nxt) if step is not None and nxt >= 0 else None
            hit = self._entries[row] = (tuple(store.vals[row, :self.limit].tolist()), step, child,
                                        int(store.secs[row]))
        return hit

    # --- the node-by-node search (subclasses that filter moves) ------------------------

    def _root(self, cell: int, gear: int, dice: Dice, flat: bool) -> list[FrontEntry]:
        out: list[FrontEntry] = []
        for move in self.moves(cell, gear, dice, True):
            out.extend(self._through(move, 0.0, flat, root=True))
        return out

    def _front(self, cell: int, gear: int, dice: Dice, flat: bool) -> list[FrontEntry]:
        dice = canonical(gear, dice, self.rules.top_gear)
        key = (cell, gear, dice, flat)
        if self._batched:  # read from the store (a subclass searching on top of this one)
            if key[:3] not in self._node:
                self._solve_from([key[:3]])  # type: ignore[list-item]  # (cell, gear, dice)
            i = self._node[key[:3]][flat]  # type: ignore[index]  # (cell, gear, dice)
            first = int(self._store.offset[i])
            return [self._entry(r) for r in range(first, first + int(self._store.count[i]))]
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        stop = self.values.stop(cell, gear)
        cands: list[FrontEntry] = [((stop,) * self.limit, None, None, 0)]
        for move in self.moves(cell, gear, dice, False):
            cands.extend(self._through(move, stop, flat, root=False))
        front = self._memo[key] = _pareto(cands, self.keep)
        return front

    def _split(self, step: Step, hazard_loc: bool) -> Split:
        """Per hazards-so-far h: the outcomes that go on (probability, hazards then), the
        chance of losing control on this die, and of the turn ending (quick start)."""
        key = (step, hazard_loc)
        hit = self._splits.get(key)
        if hit is None:
            outs = self.outcomes(step, hazard_loc)
            rows = []
            for h in range(self.limit):
                on = tuple((p, h + j) for p, kind, j in outs
                           if kind == OK and h + j < self.limit)
                lost = sum(p for p, kind, j in outs
                           if kind == FORCED_LOC or (kind == OK and h + j >= self.limit))
                end = sum(p for p, kind, _ in outs if kind not in (OK, FORCED_LOC))
                rows.append((on, lost, end))
            hit = self._splits[key] = tuple(rows)
        return hit

    def _through(self, move: Move, stop: float, flat: bool, *, root: bool) -> list[FrontEntry]:
        step, left, split, end, lost, extra, done = move
        limit = self.limit
        children: list[FrontEntry]
        if done:  # finish-line rule: the turn ends in the first cell past it
            children = [((end,) * limit, None, None, 0)]
        else:
            children = self._front(step.dest, step.gear, left, flat)
        sv = self.values.seconds_value
        out: list[FrontEntry] = []
        base = extra - (step.seconds * sv if flat else 0.0)
        cap = stop if not (flat or root) else float("inf")
        for child in children:
            cvec, csec = child[0], child[3]
            if flat:  # later dice still earn their seconds when this one loses control
                lost_h, end_h = lost - csec * sv, end - csec * sv
            else:
                lost_h, end_h = lost, end
            vec = []
            for on, p_lost, p_end in split:
                total = base + p_lost * lost_h + p_end * end_h
                for p, i in on:
                    total += p * cvec[i]
                vec.append(total if total < cap else cap)  # one by one: may stop here
            out.append((tuple(vec), step, child, csec + step.seconds))
        return out


def _chain(entry: FrontEntry) -> tuple[Step, ...]:
    steps: list[Step] = []
    node: FrontEntry | None = entry
    while node is not None and node[1] is not None:
        steps.append(node[1])
        node = node[2]
    return tuple(steps)


def _pareto(cands: list[FrontEntry], keep: int) -> list[FrontEntry]:
    cands.sort(key=lambda e: e[0])
    kept: list[FrontEntry] = []
    for c in cands:
        vec = c[0]
        if any(all(map(le, k[0], vec)) for k in kept):
            continue
        kept.append(c)
        if len(kept) >= keep:
            break
    return kept
