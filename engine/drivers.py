"""Drivers: personalities that plan a turn, and the expert that plays for par.

Every driver enumerates legal plans from the cell graph through the same planner (exact
hazard risk, optimal stopping when rolling one by one, flat out when it pays) and caches
the chosen plan per state, so a Monte Carlo run is a walk of look-ups and dice rolls.

The cautious, balanced and aggressive drivers and the expert all look ahead with a
backward sweep over every (cell, gear); each plays optimally for its *own* idea of what
a loss of control costs (feared, shrugged off, or exactly its expected time), and the
cautious one never goes flat out. The novice uses a rule-of-thumb look-ahead instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from pacenote.engine.planner import Plan, Planner
from pacenote.engine.relay import Relay, Rolled, relay_loss
from pacenote.engine.rules import Dice
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.track import Track
from pacenote.engine.values import (
    BaseValues,
    DamagedValues,
    ExpertValues,
    HeuristicValues,
    Penalties,
)

# (die index, hazards so far, dice secured) -> (expected cost, "roll" / "secure" / "stop")
StoppingMemo = dict[tuple[int, int, int], tuple[float, str]]


@dataclass(frozen=True)
class Personality:
    name: str
    description: str
    flat_out: bool  # may roll all dice at once
    loc_fear: float  # seconds the driver adds to (or, if negative, takes off) every loss of control
    heuristic: bool = False  # rule-of-thumb look-ahead instead of the exact backward sweep
    per_cell: float = 4.0  # heuristic: seconds per cell still to drive
    per_gear: float = 2.0  # heuristic: seconds per gear below top at the end of a turn
    doom: float = 100.0  # heuristic: ending where no next turn can make the limits


PERSONALITIES: dict[str, Personality] = {p.name: p for p in (
    Personality("novice", "plans each turn with a rule of thumb (seconds per cell left) and "
                "only checks that the next turn can still make the limits ahead; "
                "one by one only", flat_out=False, loc_fear=30.0, heuristic=True),
    Personality("cautious", "rolls one by one only and counts every loss of control as "
                "60 s worse than it is", flat_out=False, loc_fear=60.0),
    Personality("balanced", "one by one or flat out, whichever is worth more; counts a loss "
                "of control 15 s worse than it is", flat_out=True, loc_fear=15.0),
    Personality("aggressive", "goes flat out whenever it pays and counts a loss of control "
                "15 s cheaper than it is", flat_out=True, loc_fear=-15.0),
    Personality("expert", "minimises the expected stage time exactly (backward sweep over "
                "every cell and gear): its mean is the stage's par time", flat_out=True,
                loc_fear=0.0),
)}


class Driver:
    """A personality applied to one track and ruleset, with its plan cache."""

    def __init__(self, track: Track, rules: Ruleset, personality: Personality | str) -> None:
        if isinstance(personality, str):
            personality = PERSONALITIES[personality]
        self.track, self.rules, self.personality = track, rules, personality
        pen = Penalties(loss_of_control=personality.loc_fear)
        self.values: BaseValues
        if personality.heuristic:
            self.values = self._heuristic(None)
        else:
            self.values = ExpertValues(track, rules, pen)
        column = rules.column(track.terrain[track.grid[0]] if track.grid else "gravel", True)
        self._full = (min(1, column.gas + column.leader), column.brake)
        self._damaged: dict[tuple[int, int], BaseValues] = {}
        self._planners: dict[tuple[int, tuple[int, int] | None], Planner] = {}
        self._plans: dict[tuple[int, int, Dice, int], Plan | None] = {}
        self._relays: dict[tuple[object, ...], Relay | None] = {}
        self._stopping: dict[tuple[Plan, int, int], StoppingMemo] = {}
        if not personality.heuristic:
            self._sweep()

    @property
    def name(self) -> str:
        return self.personality.name

    def _heuristic(self, safety: tuple[int, int] | None) -> HeuristicValues:
        p = self.personality
        return HeuristicValues(self.track, self.rules, Penalties(loss_of_control=p.loc_fear),
                               per_cell=p.per_cell, per_gear=p.per_gear, doom=p.doom,
                               safety=safety)

    def _values_for(self, safety: tuple[int, int] | None) -> BaseValues:
        if safety is None or safety == self._full:
            return self.values
        values = self._damaged.get(safety)
        if values is None:
            if isinstance(self.values, ExpertValues):
                values = DamagedValues(self.values, safety, self.personality.doom)
            else:
                values = self._heuristic(safety)
            self._damaged[safety] = values
        return values

    def planner(self, limit: int, dice: Dice | None = None) -> Planner:
        """The planner for a hazard limit and the dice a damaged car has left: doomed
        states (no next turn can make the limits and fords ahead) are judged with them."""
        safety = None if dice is None else (min(1, dice.gas + dice.leader), dice.brake)
        key = (limit, None if safety == self._full else safety)
        planner = self._planners.get(key)
        if planner is None:
            planner = self._planners[key] = Planner(
                self.track, self.rules, self._values_for(key[1]), limit,
                flat_out=self.personality.flat_out)
        return planner

    def plan(self, cell: int, gear: int, dice: Dice, limit: int) -> Plan | None:
        key = (cell, gear, dice, limit)
        if key not in self._plans:
            self._plans[key] = self.planner(limit, dice).best(cell, gear, dice)
        return self._plans[key]

    def stopping_memo(self, plan: Plan, limit: int, budget: int) -> StoppingMemo:
        """Shared memo of the one-by-one stopping/securing programme for a cached plan."""
        key = (plan, limit, budget)
        memo = self._stopping.get(key)
        if memo is None:
            memo = self._stopping[key] = {}
        return memo

    def start_cell(self) -> int:
        """The grid cell (lane) the driver lines up on."""
        return min(self.track.grid, key=lambda c: (self.values.continuation(c, 0), c))

    def relay(self, cell: int, gear: int, rolled: tuple[Rolled, ...], limit: int,
              quick: bool) -> Relay | None:
        key = (cell, gear, tuple(sorted(rolled)), limit, quick)
        if key not in self._relays:
            self._relays[key] = relay_loss(self.track, self.rules, cell, gear, rolled, limit,
                                           self.values.loc, quick=quick)
        return self._relays[key]

    def wants_spare_wheel(self, cell: int, gas_dice_left: int) -> bool:
        """Change a wheel (ending in gear 1) when punctures left no gas/leader die and
        more than half of the stage is still ahead."""
        return gas_dice_left == 0 and self.values.remaining(cell) > 0.5

    def par_time(self) -> float | None:
        """Expected stage time from the start (the expert's: other drivers' values carry
        their fear or contempt of losing control, so they are not times)."""
        if self.personality.name != "expert" or not isinstance(self.values, ExpertValues) \
                or not self.track.grid:
            return None
        return min(self.values.table[c][0] for c in self.track.grid)

    def _sweep(self) -> None:
        track, rules = self.track, self.rules

        def best_value(cell: int, gear: int) -> float | None:
            column = rules.column(track.terrain[cell], True)
            plan = self.planner(column.hazard_limit).best(cell, gear, Dice.of(column))
            return None if plan is None else plan.value

        assert isinstance(self.values, ExpertValues)
        self.values.sweep(best_value)
