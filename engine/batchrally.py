"""Rallies (and stage races, rallies of one leg) played in a batch: each leg raced by
every run at once (:mod:`pacenote.engine.batchrace`), the rally sheet kept per run
between legs exactly as the per-run engine keeps it (:class:`RallySheet`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np

from pacenote.engine.batchcircuit import CircuitRace, circuit_batchable
from pacenote.engine.batchrace import BatchIn, BatchRace, batchable
from pacenote.engine.batchstate import first_orders
from pacenote.engine.drivers import Driver
from pacenote.engine.rally import RallyLeg, RallyResult, RallySheet
from pacenote.engine.ruleset import Ruleset


class Drivers(Protocol):
    """What a batched rally needs of the field (:class:`pacenote.engine.racing.Field`)."""

    players: int

    def drivers(self, k: int) -> list[Driver]: ...

    def follow(self, k: int) -> list[Driver] | None: ...

    def leader_cost(self, k: int) -> float: ...


def batched(legs: Sequence[RallyLeg], rules: Ruleset, driver: str) -> bool:
    """Whether these legs are raced in a batch (every leg batchable: a stage, or a
    circuit, engine/batchcircuit.py)."""
    return all(circuit_batchable(rules, driver, leg.stage) if leg.stage.pole
               else batchable(rules, driver, leg.stage) for leg in legs)


def run_rallies(legs: Sequence[RallyLeg], rules: Ruleset, field: Drivers, seed: int,
                runs: np.ndarray) -> list[RallyResult]:
    """The rallies numbered ``runs`` of ``seed``, leg after leg, every run at once."""
    players = field.players
    if not len(runs):
        return []
    sheets = [RallySheet.start(players, rules) for _ in range(len(runs))]
    first = first_orders(seed, runs, players)
    for k, leg in enumerate(legs):
        lead = field.drivers(k)[0]
        follow = field.follow(k)
        kind = CircuitRace if leg.stage.pole else BatchRace
        batch = kind(leg.stage, rules, (lead, follow[0] if follow else lead), seed, k,
                          BatchIn(runs, [sh.order(f) for sh, f in zip(sheets, first,
                                                                      strict=True)],
                                  [sh.cars for sh in sheets]))
        races = batch.play()
        for sheet, race, cars in zip(sheets, races, batch.cars_after(), strict=True):
            sheet.cars = cars
            sheet.book(k, legs, race, field.leader_cost)
    return [RallyResult(sh.sheets, sh.races) for sh in sheets]
