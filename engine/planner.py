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

How it is computed. The plain planner solves its nodes in batches, many at once with
NumPy (:mod:`pacenote.engine.fronts`), with the arithmetic of :meth:`Planner._through`
and the filter of :func:`_pareto` operation for operation: plans and values are bit for
bit the ones of this module's node-by-node recursion (:meth:`Planner._front`), which
remains for subclasses that filter the moves (the race's
:class:`~pacenote.engine.traffic.TrafficPlanner`, searching on top of a plain planner's
fronts) and is pinned against the batches by tests/test_planner_reference.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from operator import le
from typing import Protocol

from pacenote.engine.board import Board
from pacenote.engine.fronts import BatchedFronts
from pacenote.engine.rules import (
    FORCED_LOC,
    OK,
    Dice,
    Entry,
    Step,
    canonical,
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


@dataclass(frozen=True)
class Plan:
    mode: str
    steps: tuple[Step, ...]
    value: float  # expected cost (seconds) of the turn plus the rest of the stage

    @property
    def end(self) -> int:
        return self.steps[-1].dest


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
        self._fronts = BatchedFronts(board, rules, values, limit, keep, self._split)
        self._entries: dict[int, FrontEntry] = {}  # store rows read as front entries

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
        for memo in (self._memo, self._steps, self._moves):  # keyed by cell first
            for key in [k for k in memo if k[0] > cell]:
                del memo[key]
        self._fronts.forget_beyond(cell)
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
        for value, steps in self._fronts.ranked(cell, gear, dice, flat):
            yield Plan(mode, steps, value)

    def _entry(self, row: int) -> FrontEntry:
        """A row of the batched search's store as a front entry (for the node-by-node
        search of a subclass on top of this planner)."""
        hit = self._entries.get(row)
        if hit is None:
            vec, step, nxt, secs = self._fronts.row(row)
            child = self._entry(nxt) if step is not None and nxt >= 0 else None
            hit = self._entries[row] = (vec, step, child, secs)
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
        if self._batched:  # a subclass searching on top of this planner reads its fronts
            return [self._entry(r) for r in self._fronts.front_rows(cell, gear, dice, flat)]
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
