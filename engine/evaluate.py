"""Exact value of laid plans for every seconds holding and damage state at once.

The tables hold, per (cell, gear), arrays over (seconds held s, damage state d):

- ``r``: the rest of the stage from the end of a turn there (:mod:`pacenote.engine.exact`);
- ``stop``: ending a turn there: the time card plus ``r`` (a wheel changed when that pays);
- ``loc``: losing control there: the expected 0-side card (spin, crash, SISU), the crash
  damage drawn from the bag, and the rest of the stage from the restart gear.

A plan is evaluated as the rules play it:

- **one by one**: a dynamic programme backwards along the plan over (hazards so far,
  dice secured so far) for every (s, d): before each die the best of rolling it,
  securing it (the n-th secured die of a turn costs n seconds, a roll with brake dice is
  secured whole, never more than the seconds held) and stopping;
- **flat out**: the exact chance that the hazard limit is reached on each die (the loss
  of control is priced where the plan reaches it: the real re-lay can only do better)
  and one second per gear/gas/leader die, earned either way;
- a damaged car plays the plan up to the first die it does not have.

The sweep evaluates all candidates of a cell, every gear's, together
(:meth:`Tables.evaluate_all`: they share the start cell, and a plan's steps carry its
gears): the arrays are small (S+1 by D), so one NumPy call per die for the whole batch instead
of one per die and plan is what saves time. One by one, the batch runs over the (plan,
damage state) columns a car can start, longest first, and keeps only the hazards and
secured dice some plan can have reached; flat out, a scalar pass per plan gives the
chances, and the arrays are combined for all (plan, dice laid) rows at once. Each
element sees the one-plan programme's operations in the same order, so the values are
the same to the last bit (tests/test_evaluate_batch.py pins it against one plan at a
time). :meth:`Tables._one_by_one` is that programme for one plan: the outcome tables
(:mod:`pacenote.engine.outcomes`) record its choices die by die.

Arrays use ``BIG`` for "impossible" (a holding too small to have secured that much, a
plan a damaged car cannot start), never infinity, so that products stay finite.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import NamedTuple

import numpy as np

from pacenote.engine.board import Board
from pacenote.engine.damage import DamageModel
from pacenote.engine.native import kernels
from pacenote.engine.planner import FLAT_OUT, FORCED, Plan
from pacenote.engine.rules import (
    FORCED_LOC,
    GAS,
    GEAR,
    LEADER,
    OK,
    REDZONE,
    Step,
    jump_hazard,
    step_outcomes,
)
from pacenote.engine.ruleset import Ruleset

BIG = 1e9
SECURE_MAX = 3  # dice secured per turn at most in the model: 1 + 2 + 3 seconds

SWEPT = ("r", "stop", "loc", "_spare")  # the tables' arrays the sweep fills (kept on disk)


class StepChoice(NamedTuple):
    """One die of a one-by-one plan, over (hazards so far, dice secured, s, d): the value
    of rolling it, of securing it (None when too many dice would be secured), what
    follows it per hazards after it (``ext``) and losing control on it (``lost``)."""

    roll: np.ndarray
    secure: np.ndarray | None
    ext: np.ndarray
    lost: np.ndarray | None


class _Die(NamedTuple):
    """What the one-by-one batch needs of a die (memoised per step)."""

    kinds: tuple[tuple[int, int], ...]  # per outcome: kind and hazards (0 unless OK)
    probs: tuple[float, ...]  # per outcome: its probability
    reach: int  # most hazards it shows with the turn going on
    lose: bool  # whether it can end in a loss of control
    m: int  # dice secured with it (1 + brake dice); 0 when too many to secure
    usual: bool  # the usual die: no hazard or one, nothing else
    seconds: int  # seconds earned laying it flat out


_NO_DIE = _Die((), (), 0, False, 0, False, 0)  # past the end of a plan
_ONE_HAZARD = ((OK, 0), (OK, 1))  # the usual die's outcomes


def _slots(dice: list[_Die]) -> list[tuple[int, int, np.ndarray]]:
    """The outcomes of one die of every plan, as (kind, hazards, probability per plan)
    terms in each plan's own order: a plan without that term has probability 0."""
    slots: dict[tuple[int, int, int], np.ndarray] = {}
    for p, die in enumerate(dice):
        for slot, ((kind, j), pr) in enumerate(zip(die.kinds, die.probs, strict=True)):
            slots.setdefault((slot, kind, j), np.zeros(len(dice)))[p] = pr
    return [(kind, j, coef) for (_, kind, j), coef in sorted(slots.items(),
                                                             key=lambda kv: kv[0])]


def dice_used(plans: list[Plan]) -> np.ndarray:
    """(plans, longest, 4): the gear, gas, leader and brake dice laid after each die of
    each plan, counted from its start (a gear die's brake dice and a red-zone die are
    brake dice); past a plan's end 99 or more, more than any car has."""
    longest = max(len(plan.steps) for plan in plans)
    delta = _DELTA
    laid = np.array([[delta.get((s.die, s.brakes)) or _delta(s.die, s.brakes)
                      for s in plan.steps] + [_PAST_END] * (longest - len(plan.steps))
                     for plan in plans])
    out: np.ndarray = np.cumsum(laid, axis=1)
    return out


def _delta(die: str, brakes: int) -> tuple[int, int, int, int]:
    """The dice one die lays: (gear, gas, leader, brake)."""
    out = _DELTA[(die, brakes)] = (int(die == GEAR), int(die == GAS), int(die == LEADER),
                                   brakes if die == GEAR else int(die == REDZONE))
    return out


def _advance(die: _Die, alive: list[float], limit: int,
             quick: float) -> tuple[list[float], float, float]:
    """One flat-out die on the chances of each hazard count so far: the chances after
    it, the chance the limit is reached on it, and ``quick`` plus the chance of a quick
    start's stop (added outcome by outcome, in order)."""
    if die.usual:  # the usual die: the loop below, unrolled
        p0, p1 = die.probs
        nxt = [alive[0] * p0, *[alive[h] * p1 + alive[h + 1] * p0 for h in range(limit - 1)]]
        return nxt, alive[-1] * p1, quick
    nxt = [0.0] * limit
    f = 0.0
    for h, a in enumerate(alive):
        if not a:
            continue
        for pr, (kind, j) in zip(die.probs, die.kinds, strict=True):
            if kind == OK:
                if h + j >= limit:
                    f += a * pr
                else:
                    nxt[h + j] += a * pr
            elif kind == FORCED_LOC:
                f += a * pr
            else:  # quick start showing a hazard: one cell in 2nd, no loss
                quick += a * pr
    return nxt, f, quick


_DELTA: dict[tuple[str, int], tuple[int, int, int, int]] = {}
_PAST_END = (99, 99, 99, 99)


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


class Tables:
    def __init__(self, board: Board, rules: Ruleset, dm: DamageModel, seconds_cap: int,
                 swept: Mapping[str, np.ndarray] | None = None) -> None:
        """``swept``: the arrays named in :data:`SWEPT` of an earlier sweep (read back from
        the disk cache), taken as they are; ValueError unless each has its shape and type."""
        self.board, self.rules, self.dm = board, rules, dm
        self.S, self.N = seconds_cap, SECURE_MAX
        top = rules.top_gear
        n_d = dm.size

        def array(name: str, shape: tuple[int, ...], fill: float | bool) -> np.ndarray:
            if swept is None:
                return np.full(shape, fill)
            a = swept[name]
            if a.shape != shape or a.dtype != np.asarray(fill).dtype:
                raise ValueError(f"swept table {name}: {a.dtype}{a.shape}, expected {shape}")
            return a

        shape = (len(board), top + 1, self.S + 1, n_d)
        self.r = array("r", shape, BIG)
        self.stop = array("stop", shape, BIG)
        self.loc = array("loc", shape, BIG)
        total = sum(t.count for t in rules.tokens) or 1
        self.p_puncture = sum(t.count for t in rules.tokens if t.shortcut == "puncture") / total
        self._backs = [rules.back_probabilities(g) for g in range(top + 1)]
        s = np.arange(self.S + 1)
        tri = [n * (n + 1) // 2 for n in range(self.N + 1)]
        # (N+1, S+1): where to read a value once n dice were secured, and which are possible
        self._after = np.maximum(s[None, :] - np.array(tri)[:, None], 0)
        self._possible = s[None, :] >= np.array(tri)[:, None]
        # secure_cost[m][n]: seconds to secure m more dice after n
        self._secure = {m: np.array([tri[n + m] - tri[n] for n in range(self.N + 1 - m)],
                                    dtype=float)[:, None, None] for m in range(1, self.N + 1)}
        self._shift = [np.minimum(s + k, self.S) for k in range(64)]
        # the same cost for any n (the batches read past N as +inf: never secured)
        self._secure_any = {m: np.array([(n + m) * (n + m + 1) // 2 - tri[n]
                                         for n in range(self.N + 1)], dtype=float)[:, None, None]
                            for m in range(1, self.N + 1)}
        self._shifted = np.array(self._shift)  # (secs, S+1): row read after secs earned
        self._s_index = np.arange(self.S + 1)[None, :, None]
        self._d_index = np.arange(n_d)[None, None, :]
        self._zero_sd = np.zeros((self.S + 1, n_d))
        damages = [dm.damage(d) for d in range(n_d)]
        self._gas_less = np.array([dm.state((g, max(a - 1, 0), b), dm.holds_sisu(d))
                                   for d, (g, a, b) in enumerate(damages)])
        self._punctured = np.array([a > 0 for _, a, _ in damages]) & ~dm.retired
        # with the SISU option: the states holding the token, and the same once it is spent
        self._sisu = np.array([dm.holds_sisu(d) for d in range(n_d)])
        self._spent_of = np.array([dm.spent(d) for d in range(n_d)])
        self._spent = self._spent_of[self._sisu]
        self._spare = array("_spare", (len(board), self.S + 1, n_d), False)
        self._mix: dict[int, np.ndarray] = {0: np.eye(n_d)}
        self._cache: dict[tuple[str, int, int, int], np.ndarray] = {}
        self._outs: dict[Step, tuple[tuple[float, int, int], ...]] = {}
        self._dies: dict[Step, _Die] = {}
        self._codes: dict[_Die, tuple[tuple[float, int, int], ...]] = {}
        self._native = kernels()  # the one-by-one programme compiled, or None: NumPy

    # --- filling the tables -------------------------------------------------------------

    def finish_cell(self, cell: int) -> None:
        """Past the finish line: the card only. A loss of control there is charged the
        card's front (the normal time of that gear) and draws no damage."""
        rules = self.rules
        self.r[cell] = 0.0
        for g in range(rules.top_gear + 1):
            self.stop[cell, g] = rules.front_seconds[g]
            self.loc[cell, g] = rules.front_seconds[max(g, 1)]

    def close_cell(self, cell: int) -> None:
        """Once ``r`` is known for every gear of ``cell``: its stop and loss-of-control
        arrays (retired cars: the rest from gear 0 undamaged plus the retire penalty)."""
        rules, dm = self.rules, self.dm
        r = self.r[cell]
        r[:, :, dm.retired] = r[0, 0, 0] + rules.options.retire_penalty_seconds
        for g in range(rules.top_gear + 1):
            self.stop[cell, g] = rules.front_seconds[g] + r[g]
        # ending in gear 1 with a puncture, the car may change a wheel (then gear 0): the
        # spare-wheel card replaces the gear-1 card
        spare = np.where(self._punctured, rules.spare_seconds + r[0][:, self._gas_less], BIG)
        go_on = rules.front_seconds[1] + r[1]
        self._spare[cell] = spare < go_on - 1e-9
        self.stop[cell, 1] = np.minimum(go_on, spare)
        danger = self.board.danger[cell]
        for g in range(rules.top_gear + 1):
            ps, pc, pu = self._backs[max(g, 1)]
            marks = rules.crash_damage[max(g, 1)][danger - 1]
            crash_rest = r[0] @ dm.crash[marks].T
            self.loc[cell, g] = ps * (rules.spin_seconds + r[0]) \
                + pc * (rules.crash_seconds + crash_rest) \
                + pu * (rules.sisu_seconds(g) + r[rules.sisu_restart_gear(g)])

    def spare_pays(self, cell: int, s: int, d: int) -> bool:
        return bool(self._spare[cell, s, d])

    def retire_here(self, cell: int) -> np.ndarray:
        """Blocked for good, reading "retire": valued as a retired car (the rest from gear
        0 undamaged plus the retire penalty)."""
        value = float(self.r[cell, 0, 0, 0]) + self.rules.options.retire_penalty_seconds
        return np.full((self.S + 1, self.dm.size), min(value, BIG))

    def blocked(self, cell: int, gear: int, lower: list[int | None]) -> np.ndarray:
        """Blocked for good, house rule "change-down": a card of this gear, then change
        down in place."""
        out = np.full((self.S + 1, len(lower)), BIG)
        for d, g in enumerate(lower):
            if g is not None and not self.dm.is_retired(d):
                out[:, d] = self.rules.front_seconds[gear] + self.r[cell, g, :, d]
        return out

    # --- evaluating a plan ------------------------------------------------------------

    def evaluate_all(self, start: int, plans: list[Plan], lengths: np.ndarray,
                     limit: int) -> np.ndarray:
        """(plans, S+1, D) expected rest of the stage when playing each of ``plans`` now
        from ``start``; ``lengths`` (plans, D): the dice of each a damaged car can lay.
        The candidates of one mode are evaluated together (see the batched sections),
        whatever gear each starts from: only its steps and ``start`` are read."""
        out = np.full((len(plans), self.S + 1, lengths.shape[1]), BIG)
        by_mode: dict[str, list[int]] = {}
        for i, plan in enumerate(plans):
            by_mode.setdefault(plan.mode, []).append(i)
        for mode, rows in by_mode.items():
            group = [plans[i] for i in rows]
            if mode == FORCED:
                for i, plan in zip(rows, group, strict=True):
                    s = plan.steps[0]
                    out[i] = self.loc[s.dest, s.gear]
                    out[i][:, lengths[i] == 0] = BIG
            elif mode == FLAT_OUT:
                out[rows] = self._flat_out_all(start, group, lengths[rows], limit)
            else:
                out[rows] = self._one_by_one_all(start, group, lengths[rows], limit)
        return out

    def outcomes(self, step: Step) -> tuple[tuple[float, int, int], ...]:
        out = self._outs.get(step)
        if out is None:
            out = self._outs[step] = step_outcomes(step, jump_hazard(self.board, step),
                                                   self.rules)
        return out

    def _die(self, step: Step) -> _Die:
        outs = self.outcomes(step)
        die = self._dies[step] = _Die(
            tuple((kind, j if kind == OK else 0) for _, kind, j in outs),
            tuple(p for p, _, _ in outs),
            max((j for _, kind, j in outs if kind == OK), default=0),
            any(kind == FORCED_LOC or (kind == OK and j > 0) for _, kind, j in outs),
            1 + step.brakes if 1 + step.brakes <= self.N else 0,
            tuple((kind, j) for _, kind, j in outs) == _ONE_HAZARD, step.seconds)
        return die

    def _shortcuts(self, start: int, plan: Plan) -> list[int]:
        return self.board.token_draws(start, (s.dest for s in plan.steps))

    def mixed(self, what: str, cell: int, gear: int, k: int) -> np.ndarray:
        """``stop``/``loc`` of (cell, gear) after ``k`` shortcut tokens drawn on the way."""
        key = (what, cell, gear, k)
        hit = self._cache.get(key)
        if hit is None:
            base = (self.stop if what == "stop" else self.loc)[cell, gear]
            hit = self._cache[key] = base @ self._mixing(k).T if k else base
        return hit

    def _mixing(self, k: int) -> np.ndarray:
        m = self._mix.get(k)
        if m is None:
            m = self._mix[k] = self._mixing(k - 1) @ self.dm.puncture
        return m

    def _after_secured(self, base: np.ndarray) -> np.ndarray:
        """(N+1, S+1, ...): ``base`` over (S+1, ...) read with s - T(n) left once n dice
        were secured, BIG where the holding cannot have paid for them."""
        out: np.ndarray = np.where(self._possible[:, :, None], base[self._after], BIG)
        return out

    def _secured(self, what: str, cell: int, gear: int, k: int) -> np.ndarray:
        """(N+1, S+1, D): the same after n dice were secured this turn (s - T(n) left)."""
        key = (what + "n", cell, gear, k)
        hit = self._cache.get(key)
        if hit is None:
            base = self.mixed(what, cell, gear, k)
            hit = self._cache[key] = self._after_secured(base)
        return hit

    # --- flat out, all candidates together --------------------------------------------

    def _flat_out_all(self, start: int, plans: list[Plan], lengths: np.ndarray,
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

    def _flat_pass(self, start: int, plans: list[Plan], lengths: np.ndarray, limit: int
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

    # --- one by one, all candidates together ------------------------------------------

    def _one_by_one_all(self, start: int, plans: list[Plan], lengths: np.ndarray,
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

    def _obo_batch(self, start: int, plans: list[Plan], lengths: np.ndarray,
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

    def _obo_dice(self, start: int, plans: list[Plan], limit: int, b: _OboBatch
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

    def _obo_ext(self, b: _OboBatch, i: int, ext: np.ndarray, here: np.ndarray,
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

    def _obo_lost(self, b: _OboBatch, i: int, ext: np.ndarray, safe: np.ndarray,
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

    def _obo_roll(self, b: _OboBatch, i: int, ext: np.ndarray, here: np.ndarray,
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

    def _one_by_one_native(self, start: int, plans: list[Plan], lengths: np.ndarray,
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

    def _flat_out_native(self, start: int, plans: list[Plan], lengths: np.ndarray,
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

    def _gather(self, start: int, plans: list[Plan], lengths: np.ndarray) -> _Gathered:
        """The dice of every plan and the stop and loss arrays after each, as the compiled
        kernels read them (flat arrays, plan after plan), and the columns (plan, damage
        state) a car can start, plan by plan."""
        dies, mixed, cache, draws = self._dies, self.mixed, self._cache, self.board.draws_token
        codes = self._codes
        stops: list[np.ndarray] = []
        losses: list[np.ndarray] = []
        firsts: list[int] = []
        lost: list[int] = []
        laid: list[_Die] = []
        dests: list[int] = []
        outs: list[tuple[tuple[float, int, int], ...]] = []
        for plan in plans:
            firsts.append(len(stops))
            k, prev = 0, start
            for s in plan.steps:
                die = dies.get(s) or self._die(s)
                k += draws(prev, s.dest)  # shortcut tokens drawn so far
                prev = s.dest
                x = cache.get(("stop", s.dest, s.gear, k))  # mixed(), its memo inline
                stops.append(mixed("stop", s.dest, s.gear, k) if x is None else x)
                lost.append(len(losses) if die.lose else -1)
                if die.lose:
                    x = cache.get(("loc", s.dest, s.gear, k))
                    losses.append(mixed("loc", s.dest, s.gear, k) if x is None else x)
                laid.append(die)
                dests.append(s.dest)
                outs.append(codes.get(die) or self._code(die))
        i64 = np.int64
        starts = np.zeros(len(outs) + 1, dtype=i64)
        np.cumsum([len(o) for o in outs], out=starts[1:])
        terms = np.array([t for o in outs for t in o]).reshape(-1, 3)
        flat = lengths.ravel()
        cols = np.flatnonzero(flat)  # plan by plan
        plan_c, d_c = np.divmod(cols, lengths.shape[1])
        finished = self.board.finished
        return _Gathered(
            np.concatenate(stops, axis=1), np.concatenate([*losses, self._zero_sd], axis=1),
            np.array(firsts, dtype=i64), np.array(lost, dtype=i64),
            np.array([d.m for d in laid], dtype=i64),
            np.array([finished[c] for c in dests], dtype=i64),
            np.array([d.seconds for d in laid], dtype=i64), starts,
            np.ascontiguousarray(terms[:, 0]), terms[:, 1].astype(i64),
            terms[:, 2].astype(i64), plan_c.astype(i64), d_c.astype(i64),
            flat[cols].astype(i64))

    def _code(self, die: _Die) -> tuple[tuple[float, int, int], ...]:
        """A die's outcomes for the compiled programme: (probability, kind, hazards), kind
        0 the turn goes on, 1 a loss of control, 2 the turn ends there."""
        out = self._codes[die] = tuple(
            (p, 0 if kind == OK else 1 if kind == FORCED_LOC else 2, j)
            for (kind, j), p in zip(die.kinds, die.probs, strict=True))
        return out

    def _one_by_one(self, start: int, plan: Plan, lengths: np.ndarray,
                    limit: int, keep: list[StepChoice] | None = None) -> np.ndarray:
        """The stopping and securing programme, backwards along the plan. With ``keep``,
        each die's options are recorded (last die first) for the outcome tables
        (:mod:`pacenote.engine.outcomes`), which play the same decisions forwards."""
        steps, board, N = plan.steps, self.board, self.N
        sc = self._shortcuts(start, plan)
        stops = [self._secured("stop", s.dest, s.gear, sc[i]) for i, s in enumerate(steps)]
        sisu = self._sisu.any()
        v: np.ndarray | None = None
        safe: np.ndarray | None = None  # best place to stop from here on, hazards cancelled
        for i in range(len(steps) - 1, -1, -1):
            s = steps[i]
            here = stops[i]
            if sisu:
                safe = here if safe is None or board.finished[s.dest] \
                    else np.minimum(here, safe)
                cut = lengths <= i + 1
                if cut.any():
                    safe = np.where(cut, here, safe)
            outs = self.outcomes(s)
            reach = max((j for _, kind, j in outs if kind == OK), default=0)
            # ext[h] = the rest of the turn with h hazards after this die (h >= limit: lost)
            ext = np.empty((limit + reach, *here.shape))
            ext[:limit] = here if v is None or board.finished[s.dest] else v
            lost = None
            if reach or any(kind == FORCED_LOC for _, kind, _ in outs):
                lost = self._secured("loc", s.dest, s.gear, sc[i])
                if sisu:  # holding the token, the hazards are cancelled: the turn goes on
                    lost = lost.copy()
                    lost[..., self._sisu] = safe[..., self._spent]  # type: ignore[index]  # lost is an array here
                ext[limit:] = lost
            value = np.zeros((limit, *here.shape))
            for p, kind, j in outs:
                if kind == OK:
                    value += p * ext[j:j + limit]
                elif kind == FORCED_LOC:
                    value += p * lost  # type: ignore[operator]  # lost is an array here
                else:
                    value += p * here
            m = 1 + s.brakes
            t = s.track  # hazards the track adds there (GT): a secured die takes them too
            if keep is not None:
                keep.append(StepChoice(value.copy(), self._secure[m] + ext[t:t + limit, m:]
                                       if m <= N else None, ext, lost))
            if m <= N:
                np.minimum(value[:, :N + 1 - m], self._secure[m] + ext[t:t + limit, m:],
                           out=value[:, :N + 1 - m])
            if i > 0:
                np.minimum(value, stops[i - 1], out=value)
            cut = lengths <= i
            if cut.any():
                value[..., cut] = stops[i - 1][..., cut] if i > 0 else BIG
            v = value
        assert v is not None
        first: np.ndarray = v[0, 0]
        return first


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
