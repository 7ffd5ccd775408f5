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
from typing import NamedTuple

import numpy as np

from pacenote.engine import evalflat, evalobo
from pacenote.engine.board import Board
from pacenote.engine.damage import DamageModel
from pacenote.engine.evaldice import BIG, SECURE_MAX, _Die, dice_used
from pacenote.engine.native import kernels
from pacenote.engine.planner import FLAT_OUT, FORCED, Plan
from pacenote.engine.rules import FORCED_LOC, OK, Step, jump_hazard, step_outcomes
from pacenote.engine.ruleset import Ruleset

__all__ = ["BIG", "SECURE_MAX", "SWEPT", "StepChoice", "Tables", "dice_used"]

_ONE_HAZARD = ((OK, 0), (OK, 1))  # the usual die's outcomes
SWEPT = ("r", "stop", "loc", "_spare")  # the tables' arrays the sweep fills (kept on disk)


class StepChoice(NamedTuple):
    """One die of a one-by-one plan, over (hazards so far, dice secured, s, d): the value
    of rolling it, of securing it (None when too many dice would be secured), what
    follows it per hazards after it (``ext``) and losing control on it (``lost``)."""

    roll: np.ndarray
    secure: np.ndarray | None
    ext: np.ndarray
    lost: np.ndarray | None



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
        self._die_codes = evalflat.DieCodes(self)  # steps numbered for the kernels
        self._native = kernels()  # the one-by-one programme compiled, or None: NumPy

    # --- the batches, each in a module of its own ------------------------------------
    # flat out (engine/evalflat.py) and one by one (engine/evalobo.py), all candidates of
    # a cell together, and the flat arrays the compiled kernels read
    _flat_out_all = evalflat.flat_out_all
    _flat_pass = evalflat.flat_pass
    _flat_out_native = evalflat.flat_out_native
    _gather = evalflat.gather
    _code = evalflat.code
    _one_by_one_all = evalobo.one_by_one_all
    _obo_batch = evalobo.obo_batch
    _obo_dice = evalobo.obo_dice
    _obo_ext = evalobo.obo_ext
    _obo_lost = evalobo.obo_lost
    _obo_roll = evalobo.obo_roll
    _one_by_one_native = evalobo.one_by_one_native

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

