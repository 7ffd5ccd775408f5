"""The planner's fronts for many nodes at once: the batched search under
:class:`~pacenote.engine.planner.Planner`.

The planner's recursion (:meth:`Planner._through`, :func:`~pacenote.engine.planner._pareto`)
computes, for a node (cell, gear, dice left), the W vector of every (legal die, kept
suffix of the node it leads to) and keeps the Pareto-best few. Every die laid uses a die
up, so a node depends only on nodes with fewer dice left: the nodes form a DAG by dice
(on a circuit the cells loop, the dice never do). Here, asked for a root, the nodes its
plans reach that are not solved yet are found first, then solved a level at a time
(level: one more than the highest child still to solve), each level in one go with
NumPy: the vectors of all candidates of all its nodes (:meth:`BatchedFronts._expand`),
then the Pareto filter of every node (:meth:`BatchedFronts._solve`).

Bit for bit the recursion's results: the arithmetic is elementwise, operation for
operation in the recursion's order (an outcome that does not go on adds -0.0, which
changes no float), the sort is the same (lexicographic, ties in candidate order) and so
is the greedy filter. tests/test_planner_reference.py pins it against a plain recursion.

A request prepares every gear of its cell, one by one and flat out at once (a sweep asks
for all of them next), so that levels are big enough for NumPy to pay. Moves are
*transitions* (a die from a cell into a landing) read once per cell and die, whatever
the other dice held: what entering the cell costs is read from the values then (those
cells are further on: final). Solved fronts are rows of one growing store (W vector,
seconds earned, transition, next row): a plan is a chain of rows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import numpy as np

from pacenote.engine.board import Board
from pacenote.engine.frontstore import _Expanded, _Root, _Store
from pacenote.engine.native import kernels
from pacenote.engine.rules import Dice, Step, canonical, die_options, landings
from pacenote.engine.ruleset import Ruleset

if TYPE_CHECKING:
    from pacenote.engine.planner import Split, Values

BaseKey = tuple[int, int, int]  # a node (cell, gear, canonical dice's number), both modes
_Moves = tuple[list[int], list[BaseKey | None]]  # transitions, node each leads to


class BatchedFronts:
    """Fronts and ranked root plans for one board, ruleset, set of values, hazard limit
    and ``keep``; ``split(step, hazard_loc)`` is the planner's outcome split of a die."""

    def __init__(self, board: Board, rules: Ruleset, values: Values, limit: int, keep: int,
                 split: Callable[[Step, bool], Split]) -> None:
        self.board, self.rules, self.values, self.limit, self.keep = (
            board, rules, values, limit, keep)
        self._split = split
        self._native = kernels()  # the level solve compiled, or None: the NumPy path
        self._store = _Store(limit)
        self._node: dict[BaseKey, tuple[int, int]] = {}  # store nodes: one by one, flat out
        self._roots: dict[tuple[int, int, Dice, bool], _Root] = {}
        self._node_movesets: dict[tuple[int, int, int, bool], _Moves] = {}
        self._option_cache: dict[tuple[int, int, bool],
                                 list[tuple[tuple[str, int, int, bool], int, int]]] = {}
        # Dice sets numbered (keys of small ints hash faster), with their dice count.
        self._dice: list[Dice] = []
        self._dice_number: dict[Dice, int] = {}
        self._dice_count: list[int] = []
        # Transitions (a die from a cell into a landing): step, cell entered, past the
        # finish, its "end here" store node then, (extra, lost, end, seconds), split.
        self._trans: dict[tuple[int, str, int, int, bool], list[int]] = {}
        self._t_step: list[Step] = []
        self._t_dest: list[int] = []
        self._t_done: list[bool] = []
        self._t_end_node: list[int] = []
        self._t_rows: list[tuple[float, float, float, float]] = []
        self._t_split: list[int] = []
        self._t_arrays = (np.zeros((0, 4)), np.zeros(0, dtype=np.int64))  # the two above
        # Splits: P(lose control)[h], P(turn ends)[h], the outcomes going on (p, hazards).
        self._split_ids: dict[Split, int] = {}
        self._split_kinds: dict[tuple[str, int, int, bool, bool, int], int] = {}
        self._split_rows: list[tuple[list[float], list[float], list[tuple[float, int]]]] = []
        self._split_arrays: tuple[np.ndarray, ...] | None = None
        # What each memo holds per cell: (memo index in forget_beyond, key).
        self._by_cell: dict[int, list[tuple[int, Any]]] = {}

    def ranked(self, cell: int, gear: int, dice: Dice,
               flat: bool) -> Iterator[tuple[float, tuple[Step, ...]]]:
        """(W[0], steps) of every plan from a root by value, ties in move order (the same
        steps may come more than once)."""
        key = (cell, gear, dice, flat)
        root = self._roots.get(key)
        if root is None:
            self._prepare(cell, dice)
            root = self._roots[key]
        t_step, tid, nxt = self._t_step, self._store.tid, self._store.next
        firsts, nexts, values = root.tid.tolist(), root.next.tolist(), root.value.tolist()
        for i in np.argsort(root.value, kind="stable").tolist():
            steps = [t_step[firsts[i]]]
            row = nexts[i]
            while row >= 0 and tid[row] >= 0:
                steps.append(t_step[tid[row]])
                row = nxt[row]
            yield values[i], tuple(steps)

    def front_rows(self, cell: int, gear: int, dice: Dice, flat: bool) -> range:
        """The store rows of a node's front (solved on demand)."""
        key = (cell, gear, self._number(canonical(gear, dice, self.rules.top_gear)))
        if key not in self._node:
            self._solve_from([key])
        i = self._node[key][flat]
        first = int(self._store.offset[i])
        return range(first, first + int(self._store.count[i]))

    def row(self, row: int) -> tuple[tuple[float, ...], Step | None, int, int]:
        """(W vector, step or None for "end the turn here", next row, seconds earned)."""
        store = self._store
        tid = store.tid[row]
        return (tuple(store.vals[row, :self.limit].tolist()),
                self._t_step[tid] if tid >= 0 else None, store.next[row],
                int(store.secs[row]))

    def cells(self) -> set[int]:
        """The cells of the nodes and roots memoised."""
        return {k[0] for k in self._node} | {k[0] for k in self._roots}

    def forget_beyond(self, cell: int) -> None:
        """Drop the memos of the cells after ``cell``; the store keeps every row, so
        that plans already made stay whole."""
        memos: tuple[dict[Any, Any], ...] = (
            self._node, self._roots, self._node_movesets, self._trans)
        for c in [c for c in self._by_cell if c > cell]:
            for i, key in self._by_cell.pop(c):
                memos[i].pop(key, None)

    def _prepare(self, cell: int, dice: Dice) -> None:
        """Solve the roots of ``cell`` with ``dice`` in every gear and both rolling modes
        (a sweep asks for all of them next), and every node they reach."""
        number = self._number(dice)
        items = [((cell, gear, number), self._node_moves(cell, gear, number, True))
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
            gear = items[j % len(items)][0][1]
            key = (cell, gear, dice, j >= len(items))
            self._roots[key] = _Root(value[start:stop], moved[start:stop],
                                     out.row[start:stop])
            self._by_cell.setdefault(cell, []).append((1, key))
            start = stop

    def _number(self, dice: Dice) -> int:
        number = self._dice_number.get(dice)
        if number is None:
            number = self._dice_number[dice] = len(self._dice)
            self._dice.append(dice)
            self._dice_count.append(dice.gear + dice.gas + dice.leader + dice.brake)
        return number

    def _node_moves(self, cell: int, gear: int, dice: int, first: bool) -> _Moves:
        """A node's moves as transitions, and the node each leads to (None: finished),
        in the order of :func:`~pacenote.engine.rules.steps_from`."""
        key = (cell, gear, dice, first)
        hit = self._node_movesets.get(key)
        if hit is not None:
            return hit
        tids: list[int] = []
        kids: list[BaseKey | None] = []
        if not self.board.finished[cell]:
            done, dest, trans = self._t_done, self._t_dest, self._trans
            for kind, v, left in self._options(gear, dice, first):
                group = trans.get((cell, *kind))
                if group is None:
                    group = self._transitions(cell, *kind)
                tids += group
                kids += [None if done[t] else (dest[t], v, left) for t in group]
        hit = self._node_movesets[key] = (tids, kids)
        self._by_cell.setdefault(cell, []).append((2, key))
        return hit

    def _options(self, gear: int, dice: int,
                 first: bool) -> list[tuple[tuple[str, int, int, bool], int, int]]:
        """:func:`die_options` as ((die, gear after, brake dice, quick start), gear after,
        canonical dice left's number): the same for every cell."""
        key = (gear, dice, first)
        hit = self._option_cache.get(key)
        if hit is None:
            top = self.rules.top_gear
            hit = self._option_cache[key] = [
                ((die, v, k, quick), v, self._number(canonical(v, left, top)))
                for die, v, k, quick, left in die_options(self.rules, gear, self._dice[dice],
                                                          first=first)]
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
        self._by_cell.setdefault(cell, []).append((3, key))
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
            kind = (step.die, step.gear, step.brakes, step.quick, hazard_loc, step.track)
            split = self._split_kinds.get(kind)  # the outcomes depend on these only
            if split is None:
                split = self._split_kinds[kind] = self._split_of(self._split(step, hazard_loc))
            self._t_split.append(split)
        return hit

    def _flatten(self, items: list[tuple[BaseKey, _Moves]]
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
            found.append((self._dice_count[dice], key, moves))
        # A node's level: one more than its highest child still to solve (children have
        # fewer dice: solved first). Each level is solved in one go.
        found.sort(key=lambda f: f[0])
        level: dict[BaseKey, int] = {}
        levels: list[list[tuple[BaseKey, _Moves]]] = []
        for _, key, moves in found:
            at = max([level.get(c, -1) for c in moves[1] if c is not None], default=-1) + 1
            level[key] = at
            if at == len(levels):
                levels.append([])
            levels[at].append((key, moves))
        for items in levels:
            self._solve(items)

    def _solve(self, items: list[tuple[BaseKey, _Moves]]
               ) -> None:
        """The Pareto fronts of nodes whose children are all solved, in one go: each one
        by one (the first half of the nodes) and flat out (the second)."""
        n = len(items)
        tids, children = self._flatten(items)
        per = [len(t) for _, (t, _) in items]
        stop = np.array([self.values.stop(key[0], key[1]) for key, _ in items])
        cap = np.concatenate([stop, np.full(n, np.inf)])  # one by one: may stop here
        out = self._expand(tids + tids, children.reshape(-1), np.repeat(cap, per * 2),
                           len(tids))
        stops = np.concatenate([stop, stop])
        if self._native is not None:
            vec, pick, sizes = self._filter_native(out, stops, per * 2)
        else:
            vec, pick, sizes = self._filter(out, stops, per * 2)
        is_move = pick >= 0  # else "end the turn here"
        pick = pick[is_move]
        secs = np.zeros(len(vec))
        secs[is_move] = out.secs[pick]
        nexts = np.full(len(vec), -1, dtype=np.int64)
        nexts[is_move] = out.row[pick]
        taken = np.full(len(vec), -1, dtype=np.int64)
        taken[is_move] = np.array(tids + tids, dtype=np.int64)[out.move[pick]]
        first_row = self._store.add_rows(vec, secs, taken, nexts)
        first_node = self._store.add_nodes(first_row + np.cumsum(sizes) - sizes, sizes)
        by_cell = self._by_cell.setdefault
        for i, (key, _) in enumerate(items):
            self._node[key] = (first_node + i, first_node + n + i)
            by_cell(key[0], []).append((0, key))

    def _filter(self, out: _Expanded, stops: np.ndarray, per: list[int]
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Each node's Pareto-best ``keep`` candidates in sorted order: their vectors, the
        candidate each is (-1: end the turn here, else a row of ``out``) and how many per
        node. ``stops``: per node, the cost of ending the turn there; ``per``: its moves."""
        m, limit = len(stops), self.limit
        # Candidates of every node: "end the turn here" first, then through each move.
        vec = np.concatenate([np.repeat(stops[:, None], limit, axis=1), out.vec])
        owner = np.concatenate([np.arange(m), np.repeat(np.arange(m), per)[out.move]])
        # Per node, by vector (lexicographic), ties in candidate order: the recursion's sort.
        order = np.lexsort((*(vec[:, h] for h in range(limit - 1, -1, -1)), owner))
        ranked, whose = vec[order], owner[order]
        # Greedy Pareto filter: keep each node's first candidate left, drop all it
        # dominates (itself included), ``keep`` times; on the candidates left only.
        kept = np.zeros(len(order), dtype=bool)
        starts = np.flatnonzero(np.diff(whose, prepend=-1))  # every node has a candidate
        kept[starts] = True  # the first pick: each node's first candidate
        live = np.flatnonzero(~(ranked[starts][whose] <= ranked).all(axis=1))
        for _ in range(self.keep - 1):
            if not len(live):
                break
            group = whose[live]
            new = np.ones(len(live), dtype=bool)  # the first live candidate of its node
            new[1:] = group[1:] != group[:-1]
            kept[live[new]] = True
            best = ranked[live[new]][np.cumsum(new) - 1]  # its node's pick, per candidate
            live = live[~(best <= ranked[live]).all(axis=1)]
        chosen = order[kept]  # node by node, each in sorted order
        return vec[chosen], chosen - m, np.bincount(whose[kept], minlength=m)

    def _filter_native(self, out: _Expanded, stops: np.ndarray, per: list[int]
                       ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """:meth:`_filter` compiled (engine/native/fronts.c, the same sort and filter)."""
        m, limit, keep = len(stops), self.limit, self.keep
        moves = np.zeros(m + 1, dtype=np.int64)
        np.cumsum(per, out=moves[1:])
        rows = np.searchsorted(out.move, moves)  # each node's rows of ``out``
        chosen = np.empty(m * keep, dtype=np.int64)
        sizes = np.empty(m, dtype=np.int64)
        assert self._native is not None
        got = self._native.select(out.vec, limit, stops, rows, keep, chosen, sizes)
        pick = chosen[:got]
        vec = np.empty((got, limit))
        ends = pick < 0
        vec[ends] = np.repeat(stops, sizes)[ends][:, None]
        vec[~ends] = out.vec[pick[~ends]]
        return vec, pick, sizes

    def _expand(self, tids: list[int], children: np.ndarray, cap: np.ndarray,
                one_by_one: int) -> _Expanded:
        """Every candidate through moves (one per kept row of the child node): what
        :meth:`~pacenote.engine.planner.Planner._through` computes, for all at once, the
        same operations in the same order (elementwise). ``cap`` per move: the cost of
        stopping (inf: never stops); the first ``one_by_one`` moves are rolled one by one,
        the others flat out."""
        if self._native is not None:
            return self._expand_native(tids, children, cap, one_by_one)
        store = self._store
        table, split_of = self._transition_tables()
        count = store.count[children]
        move = np.repeat(np.arange(len(tids)), count)
        start = np.cumsum(count) - count
        row = (store.offset[children] - start)[move] + np.arange(len(move))
        t = np.array(tids, dtype=np.int64)[move]
        extra, lost, end, sec = table[t].T
        split = split_of[t]
        p_lost, p_end, coef, index = self._split_tables()
        csec = store.secs[row]
        flat = move >= one_by_one
        sv = self.values.seconds_value
        paid = csec * sv  # flat out: later dice still earn their seconds on a loss
        lost_h = np.where(flat, lost - paid, lost)[:, None]
        end_h = np.where(flat, end - paid, end)[:, None]
        base = (extra - np.where(flat, sec * sv, 0.0))[:, None]
        total = base + p_lost[split] * lost_h + p_end[split] * end_h
        # The outcomes that go on, in order (one that does not reads the -0.0 column).
        width = store.vals.shape[1]
        terms = coef[split] * store.vals.ravel()[(row * width)[:, None, None] + index[split]]
        for i in range(terms.shape[1]):
            total += terms[:, i]
        c = cap[move][:, None]
        return _Expanded(np.where(total < c, total, c), csec + sec, move, row)

    def _expand_native(self, tids: list[int], children: np.ndarray, cap: np.ndarray,
                       one_by_one: int) -> _Expanded:
        """:meth:`_expand` compiled (engine/native/fronts.c, the same arithmetic)."""
        store, limit = self._store, self.limit
        table, split_of = self._transition_tables()
        p_lost, p_end, coef, index = self._split_tables()
        children = np.ascontiguousarray(children, dtype=np.int64)
        n = int(store.count[children].sum())
        vec, secs = np.empty((n, limit)), np.empty(n)
        move, row = np.empty(n, dtype=np.int64), np.empty(n, dtype=np.int64)
        assert self._native is not None
        self._native.expand(store.vals, store.vals.shape[1], limit, store.secs, store.offset,
                            store.count, np.array(tids, dtype=np.int64), children,
                            np.ascontiguousarray(cap, dtype=np.float64), one_by_one, table,
                            split_of, p_lost, p_end, coef, index, coef.shape[1],
                            float(self.values.seconds_value), vec, secs, move, row)
        return _Expanded(vec, secs, move, row)

    def _transition_tables(self) -> tuple[np.ndarray, np.ndarray]:
        """(extra, lost, end, seconds) and the split per transition, grown by new ones."""
        table, split = self._t_arrays
        if len(table) < len(self._t_rows):
            table = np.concatenate([table, np.array(self._t_rows[len(table):]).reshape(-1, 4)])
            split = np.concatenate([split, np.array(self._t_split[len(split):], dtype=np.int64)])
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
