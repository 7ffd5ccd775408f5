"""Flat out, all candidates of a cell together (:meth:`Tables._flat_out_all`, a
part of :class:`pacenote.engine.evaluate.Tables`), the NumPy batch and the compiled
kernel's call, and the gathering of a cell's candidates into the flat arrays the compiled
kernels read (:meth:`Tables._gather`)."""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from pacenote.engine.evaldice import BIG, _advance, _Die
from pacenote.engine.planner import Plan
from pacenote.engine.rules import FORCED_LOC, OK, Step

if TYPE_CHECKING:
    from pacenote.engine.evaluate import Tables


class _Gathered(NamedTuple):
    """A cell's candidates as the compiled kernels read them (:meth:`Tables._gather`):
    per step of every plan (plan after plan), and per column (plan, damage state)."""

    stops: np.ndarray  # (S+1, steps x D): the stop array after each step
    losses: np.ndarray  # (S+1, losses x D + D): the loss arrays, zeros last
    firsts: np.ndarray  # per plan: its first step
    lost: np.ndarray  # per step: its block in ``losses`` (-1: it cannot lose control)
    m: np.ndarray  # per step: dice secured with it (0: too many)
    end: np.ndarray  # per step: past the finish line
    secs: np.ndarray  # per step: seconds earned flat out
    starts: np.ndarray  # per step: its first outcome (one more: the end)
    probs: np.ndarray  # per outcome: its probability
    kinds: np.ndarray  # 0 the turn goes on, 1 loss of control, 2 the turn ends
    js: np.ndarray  # hazards shown going on
    col_plan: np.ndarray
    col_d: np.ndarray
    col_len: np.ndarray  # dice the column's car lays


def flat_out_all(self: Tables, start: int, plans: list[Plan], lengths: np.ndarray,
                  limit: int) -> np.ndarray:
    """(plans, S+1, D): every flat-out candidate of a cell in one batch.

    Per plan, a scalar pass forwards along its dice gives after each die n: the
    chance the turn is still alive (``a``), the chance the limit is reached on die n
    (``f``), the quick-start stops and the seconds earned so far. The arrays are then
    batched over the (plan, n) rows the damage states need (n = the dice a car in
    state d can lay): ``a * stop(n) + lost(n)``, where ``lost`` is the running sum
    of ``f * loc`` along each plan (one add per die over all plans); then the
    quick-start and SISU terms, the seconds earned (a row shift) and one gather into
    (plan, s, d). Every element sees the additions of the one-plan programme in the
    same order, so the values are the same to the last bit.
    """
    if self._native is not None:
        return self._flat_out_native(start, plans, lengths, limit, self._native)
    S, D = self.S, lengths.shape[1]
    zero = self._zero_sd
    locs, fails, ends, firsts, rows, row_at = self._flat_pass(start, plans, lengths, limit)
    if not rows:
        return np.full((len(plans), S + 1, D), BIG)
    table = np.array(rows)
    alive_of, quick_of, failed_of, secs_of = table[:, :4].T
    # lost after die n: loc weighted by f summed along the plan, die by die, over a
    # cube (plans, dice that can lose control) and a last row of zeros: none yet
    width = max(len(f) for f in fails)
    cube = np.array([x for loc in locs for x in loc + [zero] * (width - len(loc))]
                    + [zero])
    if width:
        cube[:-1] *= np.array([x for f in fails for x in f + [0.0] * (width - len(f))]
                              )[:, None, None]
        plane = cube[:-1].reshape(len(plans), width, S + 1, D)
        for k in range(1, width):
            plane[:, k] += plane[:, k - 1]
    at = table[:, 4].astype(int) * width + table[:, 5].astype(int)
    lost_rows = cube[np.where(table[:, 5] < 0, len(cube) - 1, at)]
    end = np.array(ends)
    val = alive_of[:, None, None] * end + lost_rows
    if quick_of.any():
        val = val + quick_of[:, None, None] * np.array(firsts)
    if self._sisu.any():  # the token cancels the hazards: the plan succeeds, spent
        held = self._sisu
        val[:, :, held] += failed_of[:, None, None] * end[:, :, self._spent] \
            - lost_rows[:, :, held]
    # seconds earned: read the holding ``secs`` tokens richer (capped), then pay back
    secs = secs_of.astype(int)
    done = np.empty((len(rows) + 1, S + 1, D))
    np.subtract(val[np.arange(len(rows))[:, None], self._shifted[secs]],
                secs_of[:, None, None], out=done[:-1])
    done[-1] = BIG  # row -1: no die laid
    out: np.ndarray = done[row_at[np.arange(len(plans))[:, None, None], lengths[:, None, :]],
                           self._s_index, self._d_index[:D]]
    return out


def flat_pass(self: Tables, start: int, plans: list[Plan], lengths: np.ndarray, limit: int
               ) -> tuple[list[list[np.ndarray]], list[list[float]], list[np.ndarray],
                          list[np.ndarray], list[tuple[float, float, float, int, int, int]],
                          np.ndarray]:
    """The scalar pass of :meth:`_flat_out_all`, plan by plan forwards along its dice:
    per plan the loc arrays where the limit can be reached on a die and that chance
    ``f``; per (plan, dice laid) row wanted, the stop there, a quick start's stop,
    and (alive, quick, failed, seconds, plan, losses so far); the row of each (plan,
    dice laid), -1 where none."""
    zero = self._zero_sd
    dies, cache, mixed, draws = self._dies, self._cache, self.mixed, self.board.draws_token
    locs: list[list[np.ndarray]] = []  # per plan: loc after each die where f > 0
    fails: list[list[float]] = []  # and that f
    ends: list[np.ndarray] = []  # per (plan, n) row: the stop after die n
    firsts: list[np.ndarray] = []  # and after the first die (a quick start's stop)
    rows: list[tuple[float, float, float, int, int, int]] = []
    row_at = np.full((len(plans), max(len(p.steps) for p in plans) + 1), -1)
    for p, plan in enumerate(plans):
        steps = plan.steps
        wanted = set(lengths[p].tolist())
        alive = [1.0] + [0.0] * (limit - 1)
        quick = failed = 0.0
        secs = k = 0
        prev = start
        loc: list[np.ndarray] = []
        fail: list[float] = []
        for n, s in enumerate(steps, start=1):
            k += draws(prev, s.dest)  # shortcut tokens drawn so far
            prev = s.dest
            die = dies.get(s) or self._die(s)
            alive, f, quick = _advance(die, alive, limit, quick)
            secs += die.seconds
            if f:
                failed += f
                fail.append(f)
                x = cache.get(("loc", s.dest, s.gear, k))  # mixed(), its memo inline
                loc.append(mixed("loc", s.dest, s.gear, k) if x is None else x)
            if n in wanted:
                row_at[p, n] = len(rows)
                rows.append((sum(alive), quick, failed, secs, p, len(loc) - 1))
                x = cache.get(("stop", s.dest, s.gear, k))
                ends.append(mixed("stop", s.dest, s.gear, k) if x is None else x)
                first = steps[0]
                firsts.append(mixed("stop", first.dest, first.gear, int(draws(
                    start, first.dest))) if quick else zero)
        locs.append(loc)
        fails.append(fail)
    return locs, fails, ends, firsts, rows, row_at


def flat_out_native(self: Tables, start: int, plans: list[Plan], lengths: np.ndarray,
                     limit: int, native: ModuleType) -> np.ndarray:
    """:meth:`_flat_out_all` compiled (engine/native/evaluate.c): the scalar pass and
    the arrays per column, their operations in the batch's order."""
    g = self._gather(start, plans, lengths)
    held = np.where(self._sisu, self._spent_of, -1).astype(np.int64)
    out = np.full((len(plans), self.S + 1, lengths.shape[1]), BIG)
    native.flat_out(g.stops, g.losses, self.S + 1, limit, lengths.shape[1], BIG, g.firsts,
                    np.array([len(p.steps) for p in plans], dtype=np.int64), g.lost,
                    g.secs, g.starts, held, g.probs, g.kinds, g.js, g.col_plan, g.col_d,
                    g.col_len, out)
    return out


def gather(self: Tables, start: int, plans: list[Plan], lengths: np.ndarray) -> _Gathered:
    """The dice of every plan and the stop and loss arrays after each, as the compiled
    kernels read them (flat arrays, plan after plan), and the columns (plan, damage
    state) a car can start, plan by plan. Per step only its die's number is noted (a
    step is numbered once: :class:`DieCodes`); the per-die figures and outcomes are read
    from the numbered arrays in one go."""
    mixed, cache, draws = self.mixed, self._cache, self.board.draws_token
    codes = self._die_codes
    number, lose = codes.ids.get, codes.lose
    stops: list[np.ndarray] = []
    losses: list[np.ndarray] = []
    firsts: list[int] = []
    lost: list[int] = []
    ids: list[int] = []
    dests: list[int] = []
    for plan in plans:
        firsts.append(len(stops))
        k, prev = 0, start
        for s in plan.steps:
            i = number(s)
            if i is None:
                i = codes.add(s)
            k += draws(prev, s.dest)  # shortcut tokens drawn so far
            prev = s.dest
            x = cache.get(("stop", s.dest, s.gear, k))  # mixed(), its memo inline
            stops.append(mixed("stop", s.dest, s.gear, k) if x is None else x)
            if lose[i]:
                lost.append(len(losses))
                x = cache.get(("loc", s.dest, s.gear, k))
                losses.append(mixed("loc", s.dest, s.gear, k) if x is None else x)
            else:
                lost.append(-1)
            ids.append(i)
            dests.append(s.dest)
    i64 = np.int64
    probs, kinds, js, first_out, n_out, ms, secs = codes.arrays()
    step = np.array(ids, dtype=i64)
    per = n_out[step]
    starts = np.zeros(len(ids) + 1, dtype=i64)
    np.cumsum(per, out=starts[1:])
    # each step's outcomes, end to end: its die's run of the numbered outcomes
    out = np.repeat(first_out[step] - starts[:-1], per) + np.arange(starts[-1], dtype=i64)
    flat = lengths.ravel()
    cols = np.flatnonzero(flat)  # plan by plan
    plan_c, d_c = np.divmod(cols, lengths.shape[1])
    return _Gathered(
        np.concatenate(stops, axis=1), np.concatenate([*losses, self._zero_sd], axis=1),
        np.array(firsts, dtype=i64), np.array(lost, dtype=i64), ms[step],
        codes.finished[np.array(dests, dtype=i64)], secs[step], starts,
        probs[out], kinds[out], js[out], plan_c.astype(i64), d_c.astype(i64),
        flat[cols].astype(i64))


class DieCodes:
    """Every die the compiled kernels have read, numbered (a step is looked up once),
    with its figures and outcomes as flat arrays (:func:`gather` reads them per step
    with one index): the outcomes (probability, kind, hazards: :func:`code`) end to
    end, and per die the first of them, how many, the dice secured with it, the seconds
    it earns flat out and whether it can lose control. A stage has a few dozen dice."""

    def __init__(self, tables: Tables) -> None:
        self._tables = tables
        self.ids: dict[Step, int] = {}  # a step's die's number
        self.lose: list[bool] = []
        self._numbers: dict[_Die, int] = {}
        self._outcomes: list[tuple[float, int, int]] = []
        self._figures: list[tuple[int, int, int, int]] = []  # first, count, m, seconds
        self._arrays: tuple[np.ndarray, ...] | None = None
        self.finished = np.array(tables.board.finished, dtype=np.int64)

    def add(self, s: Step) -> int:
        """The number of a step's die (the step not seen yet)."""
        t = self._tables
        die = t._dies.get(s) or t._die(s)
        i = self._numbers.get(die)
        if i is None:
            outs = t._codes.get(die) or t._code(die)
            i = self._numbers[die] = len(self.lose)
            self._figures.append((len(self._outcomes), len(outs), die.m, die.seconds))
            self._outcomes += outs
            self.lose.append(die.lose)
            self._arrays = None
        self.ids[s] = i
        return i

    def arrays(self) -> tuple[np.ndarray, ...]:
        """(probabilities, kinds, hazards) per outcome, (first outcome, outcomes, dice
        secured, seconds) per die: made again only when a die was added."""
        if self._arrays is None:
            outs = np.array(self._outcomes, dtype=float).reshape(-1, 3)
            figs = np.array(self._figures, dtype=np.int64).reshape(-1, 4)
            self._arrays = (np.ascontiguousarray(outs[:, 0]), outs[:, 1].astype(np.int64),
                            outs[:, 2].astype(np.int64), *(np.ascontiguousarray(figs[:, c])
                                                           for c in range(4)))
        return self._arrays


def code(self: Tables, die: _Die) -> tuple[tuple[float, int, int], ...]:
    """A die's outcomes for the compiled programme: (probability, kind, hazards), kind
    0 the turn goes on, 1 a loss of control, 2 the turn ends there."""
    out = self._codes[die] = tuple(
        (p, 0 if kind == OK else 1 if kind == FORCED_LOC else 2, j)
        for (kind, j), p in zip(die.kinds, die.probs, strict=True))
    return out
