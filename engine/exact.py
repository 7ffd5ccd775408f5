"""The expert's exact look-ahead: expected stage time over (cell, gear, seconds, damage).

``R[cell, gear, s, d]`` is the expected rest of the stage time (time cards still to
take, minus seconds tokens still to be earned, plus those still to be spent) for a car
ending a turn in ``cell`` in ``gear`` holding ``s`` seconds tokens with damage state
``d`` (:mod:`pacenote.engine.damage`). Cars only move forward, so one backward sweep in
course order fills it, and the stage's par time is ``R[grid, 0, 0, undamaged]``.

At every (cell, gear) the sweep takes candidate plans from the planner (the best few one
by one and flat out, ranked by the planner with the exact values of an undamaged car
holding ``reference_seconds``) and evaluates each one exactly for every seconds holding
and damage state at once (:mod:`pacenote.engine.evaluate`): optimal stopping and
securing dice with the seconds held when rolling one by one, the seconds earned flat
out, the time card, crash damage drawn from the bag, punctures on shortcuts. A damaged
car plays a candidate up to the first die it no longer has; when it cannot start any,
the planner proposes plans for its own dice. The best candidate per (seconds, damage) is
the expert's plan there, and the value is exactly that plan's expectation.

Seconds held beyond ``seconds_cap`` count at face value only (more would only let a car
secure a fourth die in one turn, 10 seconds, which hardly ever pays).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from pacenote import diskcache
from pacenote.engine.board import Board
from pacenote.engine.damage import DamageModel, damage_model
from pacenote.engine.evaluate import BIG, SWEPT, Tables, dice_used
from pacenote.engine.planbook import Choice, PlanBook, PlanBookBuilder
from pacenote.engine.planner import FORCED, Plan, Planner
from pacenote.engine.rules import Dice, gear_die_options
from pacenote.engine.ruleset import Column, Ruleset
from pacenote.engine.suffix import RECENT, Swept, suffix_digests

SECONDS_CAP = 8  # seconds held that can still buy securing; more count at face value
REFERENCE_SECONDS = 4  # holding at which the planner ranks candidate plans
STUCK = 10_000.0  # value of a state the car can never leave
FORGET_EVERY = 4  # cells swept between two clean-ups of the memos
PLANS_KEPT = 32  # sweeps kept on disk (a few MB each), the most recently used


class ReferenceValues:
    """The exact tables as the planner sees them: one seconds holding, undamaged.
    Read per cell into plain lists once the cell is swept (the planner asks often)."""

    seconds_value = 1.0

    def __init__(self, tables: Tables, seconds: int) -> None:
        self.t, self.s = tables, seconds
        dm = tables.dm
        self._d = dm.state((0, 0, 0), sisu=True)  # undamaged, SISU token held if in play
        self._gas = dm.state((0, 1, 0), sisu=True) if (0, 1, 0) in dm.index else self._d
        self._cells: dict[int, tuple[list[float], list[float], float]] = {}

    def _cell(self, cell: int) -> tuple[list[float], list[float], float]:
        hit = self._cells.get(cell)
        if hit is None:
            t, s = self.t, self.s
            d = self._d
            punct = t.p_puncture * float(t.r[cell, 0, s, self._gas] - t.r[cell, 0, s, d])
            hit = self._cells[cell] = (t.stop[cell, :, s, d].tolist(),
                                       t.loc[cell, :, s, d].tolist(), punct)
        return hit

    def stop(self, cell: int, gear: int) -> float:
        return self._cell(cell)[0][gear]

    def loc(self, cell: int, gear: int) -> float:
        return self._cell(cell)[1][gear]

    def shortcut(self, cell: int) -> float:
        return self._cell(cell)[2]


class ExactExpert:
    """Backward sweep of the exact value function and the expert's policy table."""

    def __init__(self, board: Board, rules: Ruleset, *, seconds_cap: int = SECONDS_CAP,
                 reference_seconds: int = REFERENCE_SECONDS, k_one_by_one: int = 4,
                 k_flat_out: int = 8) -> None:
        self.board, self.rules = board, rules
        self.dm: DamageModel = damage_model(rules)
        self.t: Tables  # read back from disk or filled by the sweep
        self.ref: ReferenceValues
        reference = min(reference_seconds, seconds_cap)
        self.k = (k_one_by_one, k_flat_out)
        self.planners: dict[int, Planner] = {}
        # (cell, gear) -> Choice: flat arrays, read back from disk or made by the sweep
        self.choices: Mapping[tuple[int, int], Choice] = {}
        self._book: PlanBookBuilder | None = None  # collects the choices while sweeping
        self._plans: dict[tuple[int, int, int, int], Plan | None] = {}
        self.tables: object = None  # its turn tables (engine/chain.py), built on use
        self.model_tables: object = None  # the look-ahead's own (Chain model=True), the same
        # The sweep is the planning: kept on disk per (board, ruleset, parameters, code),
        # so driving an unchanged stage again skips it.
        code = diskcache.source_digest("pacenote", "pacenote.engine")
        params = repr((seconds_cap, reference, self.k))
        key = diskcache.digest([code, repr(board), repr(rules), params])
        self.key = key
        self._base = diskcache.digest([code, repr(rules), params])  # sweeps comparable
        self.reused = 0  # cells whose tables and choices came from an earlier sweep
        self.swept: Swept | None = None  # this sweep as kept for the next (engine/suffix.py)
        # the earlier sweep the last ``reused`` cells came from, and its cell numbering's
        # shift to this board's (its turn tables can be taken over too, engine/chain.py)
        self.reused_from: tuple[Swept, int] | None = None
        if self._load(key, seconds_cap):
            self.ref = ReferenceValues(self.t, reference)
            self._remember(suffix_digests(board))
        else:
            self.t = Tables(board, rules, self.dm, seconds_cap)
            self.ref = ReferenceValues(self.t, reference)
            self._sweep()
            self._store(key)

    # --- the disk cache of the sweep ----------------------------------------------------
    # One entry of arrays (pacenote.diskcache.write_arrays): the tables' arrays the sweep
    # fills under "t.<name>" and the choices' (engine/planbook.py) under "book.<name>".
    # Read back in place, without pickle (no code runs from a cache file), and checked
    # whole before use: a damaged or foreign entry is a miss and the stage planned again.

    def _store(self, key: str) -> None:
        arrays = {f"t.{name}": getattr(self.t, name) for name in SWEPT}
        assert isinstance(self.choices, PlanBook)
        arrays.update((f"book.{name}", a) for name, a in self.choices.arrays().items())
        diskcache.write_arrays("plans", key, arrays)
        diskcache.keep_newest("plans", PLANS_KEPT)

    def _load(self, key: str, seconds_cap: int) -> bool:
        """Read the sweep back into ``t`` and ``choices``; False (nothing set) on a miss."""
        stored = diskcache.read_arrays("plans", key)
        if stored is None:
            return False
        swept = {name[2:]: a for name, a in stored.items() if name.startswith("t.")}
        if set(swept) != set(SWEPT):
            return False
        try:
            t = Tables(self.board, self.rules, self.dm, seconds_cap, swept)
            book = PlanBook({name[5:]: a for name, a in stored.items()
                             if name.startswith("book.")})
        except ValueError:
            return False
        if book.arrays()["best"].shape != t.r.shape[:2] + (t.S + 1, self.dm.size):
            return False
        self.t, self.choices = t, book
        return True

    # --- queries used while driving -------------------------------------------------

    @property
    def seconds_cap(self) -> int:
        return self.t.S

    def par(self, cell: int) -> float:
        """Expected stage time from a grid cell: gear 0, no seconds, no damage, and the
        SISU token when the option is on."""
        return float(self.t.r[cell, 0, 0, self.dm.state((0, 0, 0), sisu=True)])

    def planner(self, limit: int) -> Planner:
        planner = self.planners.get(limit)
        if planner is None:
            planner = self.planners[limit] = Planner(self.board, self.rules, self.ref, limit)
        return planner

    def plan(self, cell: int, gear: int, seconds: int, d: int) -> Plan | None:
        """The expert's plan, or None when blocked (no die can enter a cell ahead)."""
        s = min(seconds, self.t.S)
        key = (cell, gear, s, d)
        if key in self._plans:
            return self._plans[key]
        choice = self.choices[(cell, gear)]
        i = int(choice.best[s, d])
        plan = None
        if i >= 0:
            base = choice.plans[i]
            n = int(choice.lengths[i, d])
            plan = Plan(base.mode, base.steps[:n], float(self.t.r[cell, gear, s, d]))
        self._plans[key] = plan
        return plan

    def loc_value(self, cell: int, gear: int, seconds: int, d: int) -> float:
        return float(self.t.loc[cell, gear, min(max(seconds, 0), self.t.S), d])

    def wants_spare_wheel(self, cell: int, seconds: int, d: int) -> bool:
        """Change a wheel when its card plus the rest from gear 0 with one gas token fewer
        is worth less than going on in gear 1."""
        return bool(self.t.spare_pays(cell, min(seconds, self.t.S), d))

    # --- the sweep ----------------------------------------------------------------------

    def _sweep(self) -> None:
        board, rules, t = self.board, self.rules, self.t
        horizon = turn_horizon(board, rules)
        self._book = PlanBookBuilder(len(board), rules.top_gear + 1, t.S, self.dm.size)
        suffix = suffix_digests(board)
        old, shared = RECENT.best(self._base, suffix) if suffix else (None, 0)
        self.reused = shared
        if old is not None and shared:
            self.reused_from = (old, len(board) - len(old.suffix))
        for cell in range(len(board) - 1, -1, -1):
            if old is not None and cell >= len(board) - shared:
                self._reuse(cell, old, len(board) - len(old.suffix))
                continue
            if board.finished[cell]:
                t.finish_cell(cell)
                continue
            self._cell(cell, rules.column(board.terrain[cell], True))
            t.close_cell(cell)
            if cell % FORGET_EVERY == 0:
                self._forget_beyond(horizon[cell])
        self.choices = PlanBook(self._book.arrays())
        self._book = None
        self._remember(suffix)

    def _remember(self, suffix: list[bytes] | None) -> None:
        """Keep this sweep for the next one in this process (engine/suffix.py)."""
        if suffix and isinstance(self.choices, PlanBook):
            self.swept = Swept(suffix, {name: getattr(self.t, name) for name in SWEPT},
                               self.choices)
            RECENT.add(self._base, self.swept)

    def _reuse(self, cell: int, old: Swept, shift: int) -> None:
        """``cell``'s tables and choices from an earlier sweep of a board that is the same
        from this cell to the finish (that sweep's cell ``cell - shift``): what the sweep
        would compute, to the bit (engine/suffix.py)."""
        was = cell - shift
        for name in SWEPT:
            getattr(self.t, name)[cell] = old.tables[name][was]
        assert self._book is not None  # only ever called by _sweep
        for gear in range(self.rules.top_gear + 1):
            choice = old.choice(was, gear, shift)
            if choice is not None:
                self._book.add(cell, gear, choice.plans, choice.lengths, choice.best)

    def _forget_beyond(self, cell: int) -> None:
        """Drop what the sweep memoised about cells no turn from here back to the start
        can reach: planning memory then grows with the cells a turn spans, not with the
        stage. Memos only: whatever is dropped is recomputed if ever asked for again."""
        t = self.t
        for key in [k for k in t._cache if k[1] > cell]:
            del t._cache[key]
        for c in [c for c in self.ref._cells if c > cell]:
            del self.ref._cells[c]
        for planner in self.planners.values():
            planner.forget_beyond(cell)

    def _cell(self, cell: int, column: Column) -> None:
        """Every gear of ``cell``: the candidates of each, then all of them evaluated in one
        batch (:meth:`Tables.evaluate_all`), then the best per (seconds, damage) of each.
        The gears are independent: a plan's value reads only the cells it moves into,
        further on, and ``close_cell`` runs once all gears are done. Each element of the
        batch is computed as in a batch of its own gear, so the values are the same."""
        t, dm = self.t, self.dm
        limit = column.hazard_limit
        planner = self.planner(limit)
        dice_of = [dm.dice(column, d) for d in range(dm.size)]
        gears = range(self.rules.top_gear + 1)
        found: list[list[Plan]] = [[] for _ in gears]
        seen: list[set[tuple[object, ...]]] = [set() for _ in gears]
        for gear in gears:
            self._propose(cell, gear, planner, dice_of[0], found[gear], seen[gear])
        every = _lengths([p for plans in found for p in plans], dice_of, dm.retired)
        ends = np.cumsum([len(plans) for plans in found])
        lengths = np.split(every, ends[:-1])
        # A damaged car none of whose candidates it can start gets its own proposals.
        for gear in gears:
            for d in range(dm.size):
                if not lengths[gear][:, d].any() and not dm.is_retired(d):
                    before = len(found[gear])
                    self._propose(cell, gear, planner, dice_of[d], found[gear], seen[gear])
                    if len(found[gear]) > before:
                        lengths[gear] = _lengths(found[gear], dice_of, dm.retired)
        values = t.evaluate_all(cell, [p for plans in found for p in plans],
                                np.concatenate(lengths), limit)
        at = 0
        for gear in gears:
            n = len(found[gear])
            self._choose(cell, gear, found[gear], lengths[gear], values[at:at + n], dice_of)
            at += n

    def _propose(self, cell: int, gear: int, planner: Planner, dice: Dice,
                 plans: list[Plan], seen: set[tuple[object, ...]]) -> None:
        """Add to ``plans`` the planner's candidates of (cell, gear) with ``dice`` not
        ``seen`` yet: the best few one by one and flat out, else the forced die."""
        found = planner.candidates(cell, gear, dice, False, self.k[0]) \
            + planner.candidates(cell, gear, dice, True, self.k[1])
        if not found:
            forced = planner.forced(cell, gear, dice)
            found = [forced] if forced is not None else []
        for p in found:
            key = (p.mode, p.steps)
            if key not in seen:
                seen.add(key)
                plans.append(p)

    def _choose(self, cell: int, gear: int, plans: list[Plan], lengths: np.ndarray,
                evaluated: np.ndarray, dice_of: list[Dice]) -> None:
        """The best of the evaluated candidates of (cell, gear) per (seconds, damage), a
        blocked car's way out where it has no die at all: into ``r`` and the book."""
        t, dm = self.t, self.dm
        n_d = dm.size
        values = np.full((len(plans) + 1, t.S + 1, n_d), BIG)
        values[:-1] = evaluated
        stranded = np.asarray(~lengths.any(axis=0))  # no die at all: blocked for good
        stranded[dm.retired] = False
        if stranded.any():
            if self.rules.options.stranded == "retire":
                values[-1] = t.retire_here(cell)
            else:  # house rule: change down in place
                lower = [lower_gear(gear, dice_of[d], self.rules) if stranded[d] else None
                         for d in range(n_d)]
                values[-1] = t.blocked(cell, gear, lower)
        best = values.argmin(axis=0)
        r = np.take_along_axis(values, best[None], axis=0)[0]
        r = np.where(r >= BIG / 2, STUCK, r)
        best = np.where(best == len(plans), -1, best)
        t.r[cell, gear] = r
        # Keep only the plans the expert plays somewhere (a few of the candidates), in the
        # book's flat arrays: the choices grow with the stage.
        used = sorted(set(best[best >= 0].tolist()))
        index = np.full(len(plans) + 1, -1, dtype=np.int8)
        index[used] = np.arange(len(used))
        assert self._book is not None  # only ever called by _sweep
        self._book.add(cell, gear, [plans[i] for i in used], lengths[used], index[best])


def _lengths(plans: list[Plan], dice_of: list[Dice], retired: np.ndarray) -> np.ndarray:
    """(plans, D): how many dice of each plan a car with damage state d can lay (the
    prefix before the first die it does not have).

    The dice laid only grow along a plan, so the prefix a car can lay is, over the
    four kinds of dice, the fewest dice laid before a kind runs out: ``laid[p, k, c]``
    counts the dice of plan p laid with at most c dice of kind k used, and state d reads
    it at c = the dice of that kind it has."""
    if not plans:
        return np.zeros((0, len(dice_of)), dtype=np.int64)
    have = np.array([(d.gear, d.gas, d.leader, d.brake) for d in dice_of])
    used = dice_used(plans)  # (plans, longest, kind)
    laid = (used[:, :, :, None] <= np.arange(int(have.max()) + 1)).sum(axis=1)
    out: np.ndarray = laid[:, np.arange(4), have].min(axis=2)
    for i, plan in enumerate(plans):
        if plan.mode == FORCED:  # a forced die is played whole or not at all
            out[i, out[i] < len(plan.steps)] = 0
    out[:, retired] = 0
    return out


def turn_horizon(board: Board, rules: Ruleset) -> list[int]:
    """horizon[c]: the furthest cell a turn from any cell up to ``c`` can touch (every
    die of a dashboard column laid, each one cell or one jump further)."""
    dice = max(c.gear + c.gas + c.leader + c.brake for c in rules.columns.values())
    far = list(range(len(board)))
    for _ in range(dice):  # one more die: into a next cell, or over a jump to a landing
        far = [max([c, *(max([far[y], *(far[w] for w in (*board.land1[y], *board.land2[y]))])
                         for y in board.succ[c])]) for c in range(len(board))]
    out, top = [], 0
    for c in range(len(board)):
        top = max(top, far[c])
        out.append(top)
    return out


def lower_gear(gear: int, dice: Dice, rules: Ruleset) -> int | None:
    """Where a blocked car changes down to in place (docs/engine.md, "Blocked")."""
    lower = [v for v, _, quick in gear_die_options(gear, dice, rules, first=False)
             if not quick and v < gear]
    return min(lower) if gear and lower else None
