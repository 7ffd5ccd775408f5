"""One by one, all candidates of a cell together (:meth:`Tables._one_by_one_all`,
a part of :class:`pacenote.engine.evaluate.Tables`): the NumPy batch and the compiled
kernel's call. The programme for one plan is :meth:`Tables._one_by_one`."""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

import numpy as np

from pacenote.engine.evaldice import _NO_DIE, BIG, _Die, _slots
from pacenote.engine.planner import Plan
from pacenote.engine.rules import FORCED_LOC, OK

if TYPE_CHECKING:
    from pacenote.engine.evaluate import Tables


class _OboBatch:
    """The one-by-one batch of a cell's candidates (:meth:`Tables._obo_batch`)."""

    sizes: list[int]
    top: int
    plan_c: np.ndarray
    d_c: np.ndarray
    count: np.ndarray
    rows: list[list[_Die]]
    finished: list[list[int]]
    n_h: list[int]
    n_n: list[int]
    n_x: list[int]
    jumps: list[int]
    loses: list[bool]
    secures: list[set[int]]
    shapes: list[set[tuple[tuple[int, int], ...]]]
    stop_all: np.ndarray
    loss_all: np.ndarray
    stop_at: np.ndarray
    lost_at: np.ndarray
    probs: np.ndarray
    ms: np.ndarray | None
    tracks: np.ndarray | None  # per column and die: the track's hazards (GT), or None
    sisu: bool
    held_c: np.ndarray
    spent_c: np.ndarray
    pads: list[int]
    shapes_ext: list[tuple[int, int, int, int]]


def one_by_one_all(self: Tables, start: int, plans: list[Plan], lengths: np.ndarray,
                    limit: int) -> np.ndarray:
    """(plans, S+1, D): the stopping and securing programme of :meth:`_one_by_one`
    for every one-by-one candidate of a cell at once.

    The batch is over columns: the (plan, damage state) pairs a car can start,
    longest first, so that those laying die i are a prefix; arrays are (columns,
    hazards so far, dice secured, s), and a column joins the batch, backwards, on
    its last die (the value after it: stopping there). Only the hazards and secured
    dice some plan can have reached before die i are kept (no hazard before the
    first die, at most one secured die before the second...): the values of
    reachable states never read the others. Per die, each outcome slot (the k-th
    outcome of every plan's die) is one multiply-add over the batch, a plan without
    that outcome adding zero; securing and stopping are one minimum each. Every
    element sees the one-plan programme's operations in the same order, so the
    values are the same to the last bit (tests/test_evaluate_batch.py pins it).
    """
    if self._native is not None and not any(st.track for p in plans for st in p.steps):
        # (the compiled kernel secures without the track's hazards: GT plans that
        # meet them take the NumPy path)
        return self._one_by_one_native(start, plans, lengths, limit, self._native)
    b = self._obo_batch(start, plans, lengths, limit)
    N, S1, D, top, count = self.N, self.S + 1, lengths.shape[1], b.top, b.count
    ext = np.empty(b.shapes_ext[top - 1])
    hv = kv = kept = 0  # the part of ext the previous die filled: values before it
    safe = np.empty((N + 1, S1, 0))  # with the SISU token: best stop from die i + 1 on
    here = b.stop_all.take(b.stop_at[:count[top - 1]] + (top - 1) * D, axis=2, mode="clip")
    value = ext
    for i in range(top - 1, -1, -1):
        C, H, K = int(count[i]), b.n_h[i], b.n_n[i]
        safe = self._obo_ext(b, i, ext, here, safe, (hv, kv, kept), limit)
        lost = self._obo_lost(b, i, ext, safe, limit)
        value = self._obo_roll(b, i, ext, here, lost)
        if i > 0:  # or stop before die i: written straight into the next ext
            here = b.stop_all.take(b.stop_at[:count[i - 1]] + (i - 1) * D, axis=2,
                                   mode="clip")
            ext = np.empty(b.shapes_ext[i - 1])
            np.minimum(value, here[:K, :, :C], out=ext[:H, :K, :, :C])
            hv, kv, kept = H, K, C
    out = np.full((len(plans), S1, D), BIG)
    out[b.plan_c, :, b.d_c] = value[0, 0].T
    return out


def obo_batch(self: Tables, start: int, plans: list[Plan], lengths: np.ndarray,
               limit: int) -> _OboBatch:
    """What :meth:`_one_by_one_all` needs of its plans: the columns, longest first, the
    dice of every plan (:meth:`_obo_dice`) and the arrays after each, stacked along
    the columns."""
    S1, D = self.S + 1, lengths.shape[1]
    P = len(plans)
    b = _OboBatch()
    b.sizes = sizes = [len(p.steps) for p in plans]
    b.top = top = max(sizes)
    flat = lengths.ravel()
    order = np.argsort(-flat, kind="stable")[:np.count_nonzero(flat)]
    b.plan_c, b.d_c = plan_c, d_c = np.divmod(order, D)  # column c: plan and state
    b.count = np.count_nonzero(flat[order][None, :] > np.arange(top)[:, None], axis=1)
    stops, losses, lost_at = self._obo_dice(start, plans, limit, b)
    # the columns of die i in the stacked arrays: stop_at[plan] + i, lost_at[plan, i]
    # as _secured reads them, n dice secured: (N+1, S+1, dice of all plans x D)
    b.stop_all = self._after_secured(np.concatenate(stops, axis=1))
    b.loss_all = self._after_secured(np.concatenate([*losses, self._zero_sd], axis=1))
    b.stop_at = (np.cumsum(sizes) - sizes)[plan_c] * D + d_c
    lost_at[lost_at < 0] = len(losses)
    b.lost_at = lost_at[plan_c] * D + d_c[:, None]
    rows = b.rows
    widest = max(len(d.kinds) for row in rows for d in row)
    b.probs = np.array([[d.probs + (0.0,) * (widest - len(d.probs)) for d in row]
                        + [(0.0,) * widest] * (top - len(row)) for row in rows])[plan_c]
    b.ms = np.array([[d.m for d in row] + [0] * (top - len(row)) for row in rows]) \
        if any(len(m) > 1 for m in b.secures) else None
    # hazards the track adds at each die (GT), which securing it does not cancel
    b.tracks = np.array([[st.track for st in plan.steps] + [0] * (top - len(plan.steps))
                         for plan in plans])[plan_c] \
        if any(st.track for plan in plans for st in plan.steps) else None
    b.sisu = bool(self._sisu.any())
    if b.sisu:  # a column holding the token reads its plan's column with it spent
        col_of = np.full((P, D), -1)
        col_of[plan_c, d_c] = np.arange(len(order))
        b.held_c = np.flatnonzero(self._sisu[d_c])
        b.spent_c = col_of[plan_c[b.held_c], self._spent_of[d_c[b.held_c]]]
        assert (b.spent_c >= 0).all()
        assert (flat[order][b.held_c] == flat[order][b.spent_c]).all()
    # ext[h] of die i: the rest of the turn with h hazards after it (h >= limit: lost),
    # over (hazards, secured dice, s, columns); securing m dice after n reads n + m,
    # +inf past X (the most secured after die i), so that is never taken
    b.pads = [max(0, b.n_n[i] + max(b.secures[i]) - b.n_x[i]) for i in range(top)]
    b.shapes_ext = [(limit + b.jumps[i], b.n_x[i] + b.pads[i], S1, int(b.count[i]))
                    for i in range(top)]
    return b


def obo_dice(self: Tables, start: int, plans: list[Plan], limit: int, b: _OboBatch
              ) -> tuple[list[np.ndarray], list[np.ndarray], np.ndarray]:
    """The dice of every plan into ``b``; per die i, over the plans laying it: the
    most hazards (n_h) and secured dice (n_n) before it and secured dice after it
    (n_x), plus one, the most hazards it shows going on (jumps), whether it can lose
    control, the dice secured with it. Returns the stop array after every die, the
    loss arrays and the block of each die's loss array (-1: none)."""
    N, top, board, sizes = self.N, b.top, self.board, b.sizes
    dies, mixed, cache, draws = self._dies, self.mixed, self._cache, board.draws_token
    stops: list[np.ndarray] = []
    losses: list[np.ndarray] = []
    lost_at = np.full((len(plans), top), -1)
    b.rows = rows = []
    finished: list[list[int]] = [[] for _ in range(top)]  # plans past the line there
    b.finished = finished
    b.n_h, b.n_n, b.n_x, b.jumps = n_h, n_n, n_x, jumps = ([1] * top, [1] * top,
                                                           [1] * top, [0] * top)
    b.loses = loses = [False] * top
    secures: list[set[int]] = [set() for _ in range(top)]
    shapes: list[set[tuple[tuple[int, int], ...]]] = [set() for _ in range(top)]
    b.secures, b.shapes = secures, shapes
    for p, plan in enumerate(plans):
        row = [dies.get(s) or self._die(s) for s in plan.steps]
        rows.append(row)
        h = n = k = 0
        prev = start
        for i, (s, die) in enumerate(zip(plan.steps, row, strict=True)):
            _, _, reach, lose, m, _, _ = die
            k += draws(prev, s.dest)  # shortcut tokens drawn so far
            prev = s.dest
            x = cache.get(("stop", s.dest, s.gear, k))  # mixed(), its memo inline
            stops.append(mixed("stop", s.dest, s.gear, k) if x is None else x)
            if lose:
                lost_at[p, i] = len(losses)
                x = cache.get(("loc", s.dest, s.gear, k))
                losses.append(mixed("loc", s.dest, s.gear, k) if x is None else x)
            n_h[i] = max(n_h[i], h + 1)
            n_n[i] = max(n_n[i], n + 1)
            h = min(limit - 1, h + reach)
            n = min(N, n + m)
            n_x[i] = max(n_x[i], n + 1)
            jumps[i] = max(jumps[i], reach)
            loses[i] = loses[i] or lose
            secures[i].add(m)
            shapes[i].add(die.kinds)
            if board.finished[s.dest] and i < sizes[p] - 1:
                finished[i].append(p)
    return stops, losses, lost_at


def obo_ext(self: Tables, b: _OboBatch, i: int, ext: np.ndarray, here: np.ndarray,
             safe: np.ndarray, filled: tuple[int, int, int], limit: int) -> np.ndarray:
    """Fill ``ext`` (the rest of the turn after die i) where the previous die did not:
    states no plan reaches, the columns whose turn ends after die i (their last die,
    or past the finish line) and the padding; returns the SISU token's ``safe``."""
    hv, kv, kept = filled
    C, X, pad = int(b.count[i]), b.n_x[i], b.pads[i]
    ends = np.flatnonzero(np.isin(b.plan_c[:kept], b.finished[i])) if b.finished[i] \
        else None
    if b.sisu:
        safe_i = np.empty((self.N + 1, self.S + 1, C))
        np.minimum(here[..., :kept], safe, out=safe_i[..., :kept])
        safe_i[..., kept:] = here[..., kept:C]
        if ends is not None:
            safe_i[..., ends] = here[..., ends]
        safe = safe_i
    if hv < limit:  # states no plan reaches: any finite value, never chosen
        ext[hv:limit, :X, :, :kept] = 0.0
    if kv < X:
        ext[:hv, kv:X, :, :kept] = 0.0
    ext[:limit, :X, :, kept:] = here[:X, :, kept:C]
    if ends is not None:
        ext[:limit, :X, :, ends] = here[:X, :, ends]
    # the padding in every row: a die the track adds hazards to (GT) reads the
    # lost rows past the limit too (left unwritten, they made a lap's exact time
    # hang on the heap's leftovers: tests/test_evaluate_batch.py)
    if pad:
        ext[:, X:] = np.inf
    return safe


def obo_lost(self: Tables, b: _OboBatch, i: int, ext: np.ndarray, safe: np.ndarray,
              limit: int) -> np.ndarray | None:
    """Losing control on die i, per column (None when no plan's die i can): into
    ``ext`` past the hazard limit too."""
    if not b.loses[i]:
        return None
    C, X, jump = int(b.count[i]), b.n_x[i], b.jumps[i]
    rows_i = b.lost_at[:C, i]
    inplace = jump and X == self.N + 1  # gathered straight into its place in ext
    if inplace:
        lost = ext[limit, :X]
        np.take(b.loss_all, rows_i, axis=2, out=lost, mode="clip")
    else:
        lost = b.loss_all.take(rows_i, axis=2, mode="clip")
    if b.sisu:  # holding the token, the hazards are cancelled: the turn goes on
        held_c, spent_c = b.held_c, b.spent_c
        lost[..., held_c[held_c < C]] = safe[..., spent_c[held_c < C]]
    if jump > inplace:
        ext[limit + inplace:, :X] = lost[:X]
    out: np.ndarray = lost
    return out


def obo_roll(self: Tables, b: _OboBatch, i: int, ext: np.ndarray, here: np.ndarray,
              lost: np.ndarray | None) -> np.ndarray:
    """Rolling die i: its outcomes, slot by slot, added in each plan's own order, then
    securing it; (hazards, secured dice, s, columns)."""
    C, H, K, X = int(b.count[i]), b.n_h[i], b.n_n[i], b.n_x[i]
    plan_c = b.plan_c
    if len(b.shapes[i]) == 1:  # the usual case: every plan's die rolls the same ways
        (shape,) = b.shapes[i]
        terms = [(kind, j, b.probs[:C, i, k]) for k, (kind, j) in enumerate(shape)]
    else:
        terms = [(kind, j, coef[plan_c[:C]]) for kind, j, coef
                 in _slots([row[i] if i < len(row) else _NO_DIE for row in b.rows])]
    value = np.empty((H, K, self.S + 1, C))
    for k, (kind, j, coef) in enumerate(terms):
        if kind == OK:
            src = ext[j:j + H, :K]
        elif kind == FORCED_LOC:
            assert lost is not None
            src = lost[:K]
        else:
            src = here[:K, :, :C]
        if k:
            value += coef * src
        else:
            np.multiply(coef, src, out=value)
    # securing die i (with its brake dice: m dice) after n: tri(n + m) - tri(n)
    secures = b.secures[i]
    for m in sorted(secures):
        if not m or m >= X:
            continue
        cost = self._secure_any[m][:K]
        if len(secures) > 1:  # other plans' columns do not secure this way
            assert b.ms is not None
            cost = np.where(b.ms[plan_c[:C], i] == m, cost, np.inf)
        np.minimum(value, cost + _secured_ext(ext, H, m, K, b.tracks, i, C), out=value)
    return value


def one_by_one_native(self: Tables, start: int, plans: list[Plan], lengths: np.ndarray,
                       limit: int, native: ModuleType) -> np.ndarray:
    """:meth:`_one_by_one_all` compiled (engine/native/evaluate.c): the same programme
    column by column, its operations in the batch's order."""
    g = self._gather(start, plans, lengths)
    spent = np.where(self._sisu[g.col_d], self._spent_of[g.col_d], -1)
    out = np.full((len(plans), self.S + 1, lengths.shape[1]), BIG)
    native.one_by_one(g.stops, g.losses, self.S + 1, self.N, limit, lengths.shape[1], BIG,
                      g.firsts, g.m, g.end, g.lost, g.starts, g.probs, g.kinds, g.js,
                      g.col_plan, g.col_d, g.col_len, spent, out)
    return out


def _secured_ext(ext: np.ndarray, H: int, m: int, K: int, tracks: np.ndarray | None,
                 i: int, C: int) -> np.ndarray:
    """The rest of the turn after securing die ``i`` (m dice) over (hazards before it,
    dice secured before it, s, columns): hazards unchanged, except those the track adds
    there (GT), which a secured die still takes (rows from the limit on: lost)."""
    if tracks is None or not tracks[:C, i].any():
        return ext[:H, m:m + K]
    tr = tracks[:C, i]
    out = np.empty((H, K, *ext.shape[2:3], C))
    for t in np.unique(tr).tolist():
        cols = np.flatnonzero(tr == t)
        out[..., cols] = ext[t:t + H, m:m + K][..., cols]
    return out
