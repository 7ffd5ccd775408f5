"""The GT plans the expert made in races (a turn steered into the pits, or played on a
dashboard side its look-ahead was not made for: :func:`pacenote.engine.gtrace.race_plan`),
kept on disk beside the plans made in traffic (:mod:`pacenote.engine.racememo`): a second
drive of an unchanged circuit finds them already planned.

An entry (``gtmemo/``, a checked JSON entry: plain data, never code) is keyed by the
traffic memo's key (the leader's and the follower's sweep keys, the stage's race facts)
and the circuit's pit cells; each plan is stored with what keys it in the memo: the
driver (0 the leader, 1 the follower), the hazard limit, the dice, the pit stop's worth,
the car's cell and gear. Anything that is not exactly that is a miss.
"""

from __future__ import annotations

from typing import Any

from pacenote import diskcache
from pacenote.engine.drivers import Driver
from pacenote.engine.planner import Plan
from pacenote.engine.race import RaceStage
from pacenote.engine.racememo import _plan, memo_key
from pacenote.engine.rules import Dice

KIND = "gtmemo"
KEPT = 32  # entries kept (the most recently used), as for the traffic memo
TAG = "gt-plan"  # the memo's keys of these plans (engine/gtrace.py)


def _key(stage: RaceStage, drivers: tuple[Driver, Driver]) -> str | None:
    base = memo_key(stage, drivers)
    return None if base is None else diskcache.digest([base, TAG, repr(sorted(stage.pit_cells))])


def load(stage: RaceStage, drivers: tuple[Driver, Driver]) -> int:
    """Fill the stage's memo with the GT plans kept on disk; how many it now holds."""
    key = _key(stage, drivers)
    data = diskcache.read(KIND, key) if key is not None else None
    plans: dict[tuple[Any, ...], Plan | None] = {}
    try:
        for role, limit, dice, bonus, cell, gear, plan in data or ():
            plans[(TAG, drivers[role], int(limit), Dice(*map(int, dice)), float(bonus),
                   int(cell), int(gear))] = _plan(plan)
    except (TypeError, ValueError, IndexError, KeyError):
        plans = {}  # not an entry of this version: planned again
    for k, v in plans.items():
        stage.memo.plans.setdefault(k, v)
    return held(stage)


def held(stage: RaceStage) -> int:
    return sum(1 for k in stage.memo.plans if k[0] == TAG)


def store(stage: RaceStage, drivers: tuple[Driver, Driver], before: int) -> None:
    """Keep the stage's GT plans on disk when the races added some (``before``: how many
    it held when they started)."""
    key = _key(stage, drivers)
    if key is None or held(stage) <= before:
        return
    roles = {id(d): i for i, d in reversed(list(enumerate(drivers)))}
    out = []
    for (tag, driver, *rest), plan in stage.memo.plans.items():
        if tag == TAG and id(driver) in roles:
            limit, dice, bonus, cell, gear = rest
            out.append([roles[id(driver)], limit, list(dice), bonus, cell, gear,
                        None if plan is None else
                        [plan.mode, plan.value, [list(s) for s in plan.steps]]])
    diskcache.write(KIND, key, out)
    diskcache.keep_newest(KIND, KEPT)
