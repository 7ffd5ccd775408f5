"""The expert's turn outcomes: from every state, what one turn ends in, and how likely.

For a cell and gear, :func:`turn_table` lists the *ends* a turn played by the expert can
have (stop after a die, lose control in a cell, retire, change down in place), each with
the seconds tokens it gains (flat out) or spends (securing) and the shortcut tokens it
draws on the way, and the chance of each end for every seconds holding ``s`` and damage
state ``d`` at once: ``prob[end, s, d]``. What follows an end is the same for every
turn and lives in :class:`After`: the shortcut token faces (a puncture is a gas token),
the spare wheel, the back of a lost card and the crash damage drawn from the bag.

The ends follow what the expert plays, decision for decision:

- one by one, its stopping and securing programme (:mod:`pacenote.engine.evaluate`):
  before each die, roll it, secure it or stop, by the values of the state it would end
  in; holding more seconds than the look-ahead tells apart (8), the simulator's
  programme, which may secure with all it holds; a shortcut token drawn before the last
  die is read at once, and on a puncture the rest is decided again for the damage the
  car then has;
- flat out, every way the dice can fall (the chance of each is exact); when the hazard
  limit is reached, or a jump is overshot, the rolled dice are **re-laid** to the
  cheapest place to lose control, as in play (:mod:`pacenote.engine.relaying`; the
  search is shared between rolls here, :class:`Relays`);
- a car none of whose dice can enter a cell ahead retires (or, house rule, changes down).

Without re-lays (``relays=None``), with seconds told apart only up to 8 and tokens read
after the turn (``read=False``), the tables are the look-ahead's model, whose expected
time is exactly the par time (:class:`pacenote.engine.chain.Chain` ``model=True``).
Either way card backs come from full decks and tokens from the full bag, and the spare
wheel is always there (docs/engine.md, "Exact figures"). The SISU option is not
tabulated (its runs keep the turn-by-turn simulator).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from math import comb

import numpy as np

from pacenote.engine.exact import ExactExpert, lower_gear
from pacenote.engine.oboends import Programmes, _one_by_one
from pacenote.engine.planbook import Choice
from pacenote.engine.planner import FLAT_OUT, FORCED, Plan
from pacenote.engine.relaying import Rolled
from pacenote.engine.relays import Relays
from pacenote.engine.rules import (
    GEAR,
    REDZONE,
    jump_hazard,
)
from pacenote.engine.turnends import (
    BACKS,
    CHANGE_DOWN,
    LOSS,
    RETIRE,
    STOP,
    STUCK,
    TOKEN_FACES,
    After,
    EndKey,
    Sink,
    TurnTable,
)

__all__ = ["BACKS", "CHANGE_DOWN", "LOSS", "RETIRE", "STOP", "STUCK", "TOKEN_FACES", "After",
           "EndKey", "Programmes", "Relays", "TurnTable", "turn_table"]


def turn_table(expert: ExactExpert, after: After, relays: Relays | None, cell: int,
               gear: int, wanted: np.ndarray, held: int | None = None,
               read: bool = True, programmes: Programmes | None = None) -> TurnTable:
    """The ends of a turn from (cell, gear) for every (s, d) of the ``wanted`` mask, of
    shape (held+1, D) (the other columns are left at 0). Up to the look-ahead's cap S
    the expert plays the look-ahead's programme; holding more (up to ``held``), the plan
    is the one for S and, rolling one by one, it may secure with all it holds, as in
    play (:func:`_held_masks`). With ``read`` a shortcut token drawn mid-turn is read
    at once and the rest of the turn decided again on a puncture, as in play; without,
    the turn goes on as laid (the look-ahead's model). ``programmes``: one-by-one
    choices made already (tables of the same cell, other gears, ask for many again)."""
    t, dm, rules = expert.t, expert.dm, expert.rules
    board = expert.board
    S = t.S
    H = S if held is None else held
    D = dm.size
    choice: Choice = expert.choices[(cell, gear)]
    rows: dict[EndKey, int] = {}
    probs: list[np.ndarray] = []

    def add(key: EndKey, p: np.ndarray, where: slice = slice(0, S + 1)) -> None:
        i = rows.get(key)
        if i is None:
            rows[key] = len(probs)
            probs.append(np.zeros((H + 1, D)))
            i = len(probs) - 1
        probs[i][where] += p

    live = wanted & ~dm.retired[None, :]
    low, high = live[:S + 1], live[S + 1:]
    # holding more than S: the plan chosen for S; its flat-out, forced or blocked ends
    # are those of column S (what follows depends on the seconds only through the cap)
    need = high.any(axis=0)
    like_s = np.zeros_like(low)
    like_s[S] = need

    def add_high(key: EndKey, p: np.ndarray) -> None:
        add(key, p[S][None, :] * high, slice(S + 1, H + 1))

    column = rules.column(board.terrain[cell], True)
    limit = column.hazard_limit
    for i in sorted(set(np.unique(choice.best[low | like_s]).tolist())):
        cols = low & (choice.best == i)
        top = like_s & (choice.best == i)
        for mask, sink in ((cols, add), (top, add_high)):
            if not mask.any():
                continue
            if i < 0:
                _blocked(expert, cell, gear, mask, sink)
                continue
            plan = choice.plans[i]
            lengths = choice.lengths[i]
            if plan.mode == FORCED:
                s0 = plan.steps[0]
                sink((LOSS, s0.dest, s0.gear, 0, 0, 0, 0), mask.astype(float))
            elif plan.mode == FLAT_OUT:
                _flat_out(expert, relays, cell, gear, plan, lengths, limit, mask, sink)
            elif sink is add:
                _one_by_one(expert, after, cell, plan, lengths, limit, mask, sink, read=read,
                            programmes=programmes)
            else:
                _one_by_one(expert, after, cell, plan, lengths, limit,
                            high & top[S][None, :], lambda k, p: add(k, p, slice(S + 1, H + 1)),
                            budgets=np.arange(S + 1, H + 1), read=read,
                            programmes=programmes)
    # ends in a fixed order, so that a run draws the same end from a table however
    # many columns it was built for (runs sample by the cumulative chances)
    keys = sorted(rows)
    prob = np.array([probs[rows[k]] for k in keys]) if probs else np.zeros((0, H + 1, D))
    return TurnTable(np.array([k[0] for k in keys], dtype=np.int8),
                     np.array([k[1] for k in keys], dtype=np.int32),
                     np.array([k[2] for k in keys], dtype=np.int8),
                     np.array([k[3] for k in keys], dtype=np.int16),
                     np.array([k[4] for k in keys], dtype=np.int8),
                     np.array([k[5] for k in keys], dtype=np.int8),
                     np.array([k[6] for k in keys], dtype=np.int8), prob)


def _blocked(expert: ExactExpert, cell: int, gear: int, cols: np.ndarray,
             add: Sink) -> None:
    rules, dm = expert.rules, expert.dm
    column = rules.column(expert.board.terrain[cell], True)
    for d in np.flatnonzero(cols.any(axis=0)):
        mask = np.zeros(cols.shape)
        mask[:, d] = cols[:, d]
        if rules.options.stranded == "retire":
            add((RETIRE, cell, gear, 0, 0, 0, 0), mask)
            continue
        lower = lower_gear(gear, dm.dice(column, int(d)), rules)
        if lower is None:
            add((STUCK, cell, gear, 0, 0, 0, 0), mask)
        else:
            add((CHANGE_DOWN, cell, lower, 0, 0, 0, 0), mask)


def _flat_out(expert: ExactExpert, relays: Relays | None, start: int, gear: int, plan: Plan,
              lengths: np.ndarray, limit: int, cols: np.ndarray, add: Sink) -> None:
    """Every way the dice of a flat-out plan can fall, for each prefix a damaged car can
    roll: success, a quick start's hazard, or a loss of control (re-laid)."""
    t, board, rules = expert.t, expert.board, expert.rules
    steps = plan.steps
    sc = board.token_draws(start, (s.dest for s in steps))
    pb = rules.dice["brake"].p_hazard
    for length in sorted(set(lengths[cols.any(axis=0)].tolist())):
        mask = cols & (lengths == length)[None, :]
        if not length or not mask.any():
            continue
        laid = steps[:length]
        secs = sum(s.seconds for s in laid)
        # per step: the die laid (kind, value), its brake dice, the chance its main die
        # shows a hazard, and whether that hazard overshoots a jump
        dice = tuple(((GEAR, s.gear) if s.die == GEAR else ("brake", 0) if s.die == REDZONE
                      else (s.die, 0))
                     + (s.brakes, rules.gear_die(s.gear).p_hazard if s.die == GEAR else
                        pb if s.die == REDZONE else rules.dice[s.die].p_hazard,
                        jump_hazard(board, s), s.track) for s in laid)
        quick, success, model, failures = _falls(dice, pb, limit, laid[0].quick,
                                                 relays is not None)
        if quick:
            add((STOP, laid[0].dest, laid[0].gear, secs, sc[0], 0, 0), mask * quick)
        if success:
            add((STOP, laid[-1].dest, laid[-1].gear, secs, sc[length - 1], 0, 0),
                mask * success)
        for n, p in model:
            s = laid[n]
            add((LOSS, s.dest, s.gear, secs, sc[n], 0, 0), mask * p)
        if not failures:
            continue
        after_s = np.minimum(np.arange(t.S + 1) + secs, t.S)
        assert relays is not None
        # rolled sets re-laid to the same places share one choice: sum their chances
        # first (the searches are memoised, so equal places are the same object)
        same: dict[int, tuple[dict[tuple[int, int], tuple[int, float]], float]] = {}
        for rolled_set, p in failures:
            options = relays.options(start, gear, rolled_set, limit, laid[0].quick)
            hit = same.get(id(options))
            same[id(options)] = (options, p if hit is None else hit[1] + p)
        for options, p in same.values():
            if not options:  # nothing to re-lay: lost where the plan is
                s = laid[-1]
                add((LOSS, s.dest, s.gear, secs, sc[length - 1], 0, 0), mask * p)
                continue
            ends, pick = relays.choice(options, secs, after_s, mask)
            # the places picked for these columns, in order (bincount: a fraction of unique's)
            for j in np.flatnonzero(np.bincount(pick)).tolist():
                picked = np.zeros(mask.shape, dtype=bool)
                picked[mask] = pick == j
                add(ends[j], picked * p)


# one die laid flat out: (kind, value, brake dice, chance of a hazard, hazard overshoots,
# hazards the track adds there)
_Laid = tuple[str, int, int, float, bool, int]


@lru_cache(maxsize=1024)
def _falls(dice: tuple[_Laid, ...], pb: float, limit: int, quick_start: bool, relay: bool
           ) -> tuple[float, float, tuple[tuple[int, float], ...],
                      tuple[tuple[tuple[Rolled, ...], float], ...]]:
    """Every way flat-out ``dice`` can fall, summed: the chance a quick start shows its
    hazard, of success, of losing control at each die as laid (``relay`` False), and of
    each failed rolled set (``relay``: to be re-laid). Plans of different cells and the
    columns a table adds later lay the same dice: the same sums."""
    per_step = []  # per die: (main hazard, brake hazards) with their chances
    for _, _, brakes, pm, _, _ in dice:
        opts = []
        for main in (False, True):
            for k in range(brakes + 1):
                p = (pm if main else 1 - pm) * comb(brakes, k) * pb ** k \
                    * (1 - pb) ** (brakes - k)
                if p:
                    opts.append((main, k, p))
        per_step.append(opts)
    failures: dict[tuple[Rolled, ...], float] = {}
    model: dict[int, float] = {}  # no re-lay: the die where the laid plan loses control
    # what each way a step can fall adds to the rolled set (kind, value, hazard)
    frags = [[((kind, value, main),) + (("brake", 0, True),) * k
              + (("brake", 0, False),) * (brakes - k) for main, k, _ in opts]
             for (kind, value, brakes, _, _, _), opts in zip(dice, per_step, strict=True)]
    jumps = [d[4] for d in dice]
    track = [d[5] for d in dice]
    quick = success = 0.0  # summed first, laid on the columns once
    for combo in product(*(range(len(o)) for o in per_step)):
        p = 1.0
        hz = 0
        lost_at = -1
        for n, j in enumerate(combo):
            main, k, q = per_step[n][j]
            p *= q
            hz += main + k + track[n]
            if lost_at < 0 and (hz >= limit or (main and jumps[n])):
                lost_at = n
        if quick_start and per_step[0][combo[0]][0]:
            quick += p
        elif lost_at < 0:
            success += p
        elif not relay:
            model[lost_at] = model.get(lost_at, 0.0) + p
        else:
            key = tuple(sorted(x for n, j in enumerate(combo) for x in frags[n][j]))
            failures[key] = failures.get(key, 0.0) + p
    return quick, success, tuple(model.items()), tuple(failures.items())
