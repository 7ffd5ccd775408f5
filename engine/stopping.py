"""The one-by-one turn's programme: before each die of a laid plan, roll it, secure it
or stop (:mod:`pacenote.engine.simulate` plays it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pacenote.engine.board import Board
from pacenote.engine.planner import Plan
from pacenote.engine.rules import FORCED_LOC, OK, Dice

if TYPE_CHECKING:
    from pacenote.engine.drivers import Driver
    from pacenote.engine.simulate import Car


def secure_cost(already: int, dice: int) -> int:
    """Seconds to secure ``dice`` more dice when ``already`` were secured this turn: the
    n-th secured die of a turn costs n seconds."""
    return sum(range(already + 1, already + dice + 1))



class Stopping:
    """The optimal stopping and securing programme of a laid plan rolled one by one:
    :meth:`value` gives the best (cost, action) before each die, with the hazards so far
    and the dice secured. It depends only on the plan, the seconds held and (for the
    expert) the damage: its memo is shared by every such turn."""

    def __init__(self, board: Board, driver: Driver, car: Car, plan: Plan, limit: int,
                 outs: list[tuple[tuple[float, int, int], ...]], dice: Dice) -> None:
        self.board, self.driver, self.car, self.plan, self.limit = board, driver, car, plan, limit
        self.budget = car.seconds
        self.steps, self.outs = plan.steps, outs
        self._costs(plan, dice, car.cell)

    def _costs(self, plan: Plan, dice: Dice, cell: int) -> None:
        car = self.car
        self.costs = self.driver.turn_costs(plan, self.limit, self.budget, dice, car.damage,
                                            car.sisu, cell=cell)
        c = self.costs
        self.memo, self.stop_at, self.lost_at, self.extra = c.memo, c.stop, c.lost, c.extra
        # race: no stop in the cell of a car beside the road (a programme of its own)
        self.no_stop = frozenset(i + 1 for i, s in enumerate(plan.steps[:-1])
                                 if s.dest in car.no_stop)
        if self.no_stop:
            self.memo = {}

    def from_step(self, k: int, i: int, cell: int, dice: Dice) -> None:
        """Re-derive the programme for the plan's steps from ``i`` on (``k``: the same
        step's index in the current programme), starting in ``cell`` with ``dice``."""
        self.steps = self.plan.steps[i:]
        self.outs = self.outs[k:]
        self._costs(Plan(self.plan.mode, self.steps, self.plan.value), dice, cell)

    def goes_on(self, i: int, n: int) -> bool:
        """Once a SISU token cancelled this turn's hazards, rolling on is free of risk:
        go on while a later cell of the plan is a better place to stop."""
        if i in self.no_stop:
            return True  # it may not stop here
        here = self.costs.free_stop(i - 1, n)
        for j in range(i, len(self.steps)):
            if self.costs.free_stop(j, n) < here - 1e-9:
                return True
            if self.board.finished[self.steps[j].dest]:
                break
        return False

    def value(self, i: int, h: int, n: int) -> tuple[float, str]:
        """Best (cost, action) before step i with h hazards and n dice secured."""
        memo, stop_at = self.memo, self.stop_at
        key = (i, h, n)
        if key in memo:
            return memo[key]
        if i == len(self.steps):
            memo[key] = (stop_at(i - 1, n), "stop")
            return memo[key]
        s, done = self.steps[i], self.board.finished[self.steps[i].dest]
        roll = self.extra[i]
        for p, kind, j in self.outs[i]:
            if kind == OK:
                if h + j >= self.limit:
                    roll += p * self.lost_at(i, n)
                else:
                    roll += p * (stop_at(i, n) if done else self.value(i + 1, h + j, n)[0])
            elif kind == FORCED_LOC:
                roll += p * self.lost_at(i, n)
            else:
                roll += p * stop_at(i, n)
        best = (roll, "roll")
        m = 1 + s.brakes  # a roll with brake dice is secured whole
        cost = secure_cost(n, m)
        if secure_cost(0, n) + cost <= self.budget:
            ht = h + s.track  # securing never cancels the track's hazards
            secured = cost + self.extra[i] + (
                self.lost_at(i, n + m) if ht >= self.limit else
                stop_at(i, n + m) if done else self.value(i + 1, ht, n + m)[0])
            if secured < best[0] - 1e-9:
                best = (secured, "secure")
        if i > 0 and i not in self.no_stop and stop_at(i - 1, n) < best[0] - 1e-9:
            best = (stop_at(i - 1, n), "stop")
        memo[key] = best
        return best
