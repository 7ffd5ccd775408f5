"""The dice of a laid plan as the exact evaluation reads them (:mod:`pacenote.engine.evaluate`
and its batches, :mod:`pacenote.engine.evalflat` and :mod:`pacenote.engine.evalobo`): per
die its outcomes, what it can reach and lose, the dice it lays; and the scalar pass of one
flat-out die."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from pacenote.engine.planner import Plan
from pacenote.engine.rules import FORCED_LOC, GAS, GEAR, LEADER, OK, REDZONE

BIG = 1e9
SECURE_MAX = 3  # dice secured per turn at most in the model: 1 + 2 + 3 seconds


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


