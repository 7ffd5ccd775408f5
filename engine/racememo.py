"""The plans the expert made in traffic (:class:`pacenote.engine.race.RaceMemo`), kept on
disk beside its sweep: a second drive of an unchanged stage finds the jams it met before
already planned (the traffic planner's searches are most of a batched race's time).

An entry (``racememo/``, a checked JSON entry: plain data, never code) is keyed by the
leader's and the follower's sweep keys (board, ruleset, code) and the stage's race facts;
each plan is stored with what keys it in the memo: the driver (0 the leader, 1 the
follower), the board's mud, the car's cell, gear, dice and hazard limit, the cars near
it and (a plan against traffic) the cells of cars beside the road. Anything that is not
exactly that is a miss.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pacenote import diskcache
from pacenote.engine.board import Board
from pacenote.engine.drivers import Driver
from pacenote.engine.planner import Plan
from pacenote.engine.race import RaceStage
from pacenote.engine.rules import Dice, Step

KIND = "racememo"
KEPT = 32  # entries kept (the most recently used), as for the sweeps


def memo_key(stage: RaceStage, drivers: tuple[Driver, Driver]) -> str | None:
    keys = [d.exact.key for d in drivers if d.exact is not None]
    if len(keys) != 2:
        return None
    rm = stage.rmap
    facts = (rm.beside, rm.corner, rm.path, rm.slide_row, rm.slide, rm.inside, rm.same,
             stage.base_mud)
    return diskcache.digest([*keys, repr(facts)])


def load(stage: RaceStage, drivers: tuple[Driver, Driver]) -> None:
    """Fill the stage's memo from disk (once per stage and drivers)."""
    memo = stage.memo
    if memo.stored is not None:
        return
    key = memo_key(stage, drivers)
    data = diskcache.read(KIND, key) if key is not None else None
    plans: dict[tuple[Any, ...], Plan | None] = {}
    try:
        for role, mud, cell, gear, dice, limit, near, no_stop, plan in data or ():
            board = _board(stage, tuple((int(t), int(n)) for t, n in mud))
            found: tuple[Any, ...] = (
                drivers[role], id(board), int(cell), int(gear), Dice(*map(int, dice)),
                int(limit), frozenset((int(c), int(g)) for c, g in near))
            if no_stop is not None:  # planned against traffic: the cells of cars beside
                found += (frozenset(int(c) for c in no_stop),)
            plans[found] = _plan(plan)
    except (TypeError, ValueError, IndexError, KeyError):
        plans = {}  # not an entry of this version: planned again
    for k, v in plans.items():
        memo.plans.setdefault(k, v)
    memo.stored = len(memo.plans)


def store(stage: RaceStage, drivers: tuple[Driver, Driver]) -> None:
    """Keep the stage's memo on disk when the races added plans to it."""
    memo = stage.memo
    key = memo_key(stage, drivers)
    if key is None or memo.stored is None or len(memo.plans) <= memo.stored:
        return
    boards = {id(b): b.mud for b in (stage.board, *stage.boards())}
    roles = {id(d): i for i, d in reversed(list(enumerate(drivers)))}
    out = []
    for (driver, board, cell, gear, dice, limit, near, *aside), plan in memo.plans.items():
        if id(driver) in roles and board in boards:
            out.append([roles[id(driver)], [list(m) for m in boards[board]], cell, gear,
                        list(dice), limit, sorted(list(n) for n in near),
                        sorted(aside[0]) if aside else None,
                        None if plan is None else
                        [plan.mode, plan.value, [list(s) for s in plan.steps]]])
    diskcache.write(KIND, key, out)
    diskcache.keep_newest(KIND, KEPT)
    memo.stored = len(memo.plans)


def _board(stage: RaceStage, mud: tuple[tuple[int, int], ...]) -> Board:
    if mud == stage.base_mud:
        return stage.board
    extra = Counter(dict(mud))
    extra.subtract(dict(stage.base_mud))
    if any(v < 0 for v in extra.values()):
        raise ValueError("mud taken off the stage's own")
    return stage.with_mud(+extra)


def _plan(data: Any) -> Plan | None:
    if data is None:
        return None
    mode, value, steps = data
    return Plan(str(mode), tuple(_step(s) for s in steps), float(value))


def _step(data: Any) -> Step:
    """A step from its fields in order (the die's name, then numbers; ``quick`` a flag)."""
    if len(data) != len(Step._fields) or Step._fields[6] != "quick" \
            or not isinstance(data[0], str):
        raise ValueError("not a step of this version")
    die, gear, brakes, dest, via, jump, quick, *rest = data
    return Step(die, int(gear), int(brakes), int(dest), int(via), int(jump), bool(quick),
                *(int(v) for v in rest))
