"""What the personalities think the rest of the stage costs: heuristic or swept look-ahead.

Both value objects price a loss of control the same way (expected 0-side card, crash
damage by fixed per-token estimates, restart gear) and differ in the continuation
``V(cell, gear)``:

- :class:`HeuristicValues` — seconds per remaining cell, a small bonus for keeping a
  high gear, and a big penalty for ending a turn in a *doomed* state (no next turn can
  make the upcoming speed limits; found by a backward pass over the graph).
- :class:`SweepValues` — the expected time to finish from every (cell, gear), computed
  by a backward sweep in course order (cars only move forward) with the best plan at
  every state, for a car that holds no seconds and whose damage is priced, not tracked.

The expert's exact look-ahead over seconds held and damage is :mod:`pacenote.engine.exact`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

from pacenote.engine.board import Board
from pacenote.engine.rules import Dice, steps_from
from pacenote.engine.ruleset import Ruleset

BLOCKED = 10_000.0  # cost of a state from which the car can never finish


@dataclass(frozen=True)
class Penalties:
    """Driver estimates (seconds) of one damage token of each kind over a whole stage,
    and an extra cost added to every loss of control (how much the driver fears it)."""

    gear: float = 25.0
    gas: float = 6.0
    brake: float = 10.0
    loss_of_control: float = 0.0


class BaseValues(ABC):
    seconds_value = 1.0

    def __init__(self, board: Board, rules: Ruleset, penalties: Penalties) -> None:
        self.board, self.rules, self.pen = board, rules, penalties
        start = min((board.to_finish[i] for i in board.grid), default=0) or 1
        self._span = max(start, 1)
        bag = rules.tokens
        total = sum(t.count for t in bag) or 1
        per_kind = {"gear": penalties.gear, "gas": penalties.gas, "brake": penalties.brake}
        self._per_token = sum(t.count * per_kind.get(t.damage, 0.0) for t in bag) / total
        self._puncture = sum(t.count for t in bag if t.shortcut == "puncture") / total
        self._back = [rules.back_probabilities(g) for g in range(rules.top_gear + 1)]
        self._stop_cache: dict[tuple[int, int], float] = {}
        self._loc_cache: dict[tuple[int, int], float] = {}

    def remaining(self, cell: int) -> float:
        """Share of the stage still ahead (1 at the start line, 0 past the finish)."""
        return min(1.0, self.board.to_finish[cell] / self._span)

    @abstractmethod
    def continuation(self, cell: int, gear: int) -> float:
        """What the rest of the stage costs (seconds) after a turn ended in ``cell`` at ``gear``."""

    def stop(self, cell: int, gear: int) -> float:
        # Cached: callers only ask about cells whose values are final (further on).
        key = (cell, gear)
        hit = self._stop_cache.get(key)
        if hit is None:
            hit = self._stop_cache[key] = self._stop(cell, gear)
        return hit

    def loc(self, cell: int, gear: int) -> float:
        key = (cell, gear)
        hit = self._loc_cache.get(key)
        if hit is None:
            hit = self._loc_cache[key] = self._loc(cell, gear)
        return hit

    def _stop(self, cell: int, gear: int) -> float:
        card = self.rules.front_seconds[gear] if gear else 0.0
        if self.board.finished[cell]:
            return card
        return card + self.continuation(cell, gear)

    def _loc(self, cell: int, gear: int) -> float:
        rules = self.rules
        ps, pc, pu = self._back[max(gear, 1)]
        card = ps * rules.spin_seconds + pc * rules.crash_seconds + pu * rules.sisu_seconds(gear)
        if self.board.finished[cell]:  # past the line: the card's front, no damage
            return rules.front_seconds[max(gear, 1)]
        marks = rules.crash_damage[max(gear, 1)][self.board.danger[cell] - 1]
        damage = pc * marks * self._per_token * self.remaining(cell)
        restart = (ps + pc) * self.continuation(cell, 0) \
            + pu * self.continuation(cell, rules.sisu_restart_gear(gear))
        return card + damage + restart + self.pen.loss_of_control

    def shortcut(self, cell: int) -> float:
        return self._puncture * self.pen.gas * self.remaining(cell)


class HeuristicValues(BaseValues):
    def __init__(self, board: Board, rules: Ruleset, penalties: Penalties, *,
                 per_cell: float, per_gear: float, doom: float,
                 safety: tuple[int, int] | None = None) -> None:
        super().__init__(board, rules, penalties)
        self.per_cell, self.per_gear, self.doom = per_cell, per_gear, doom
        self._safe = safe_states(board, rules, safety)

    def continuation(self, cell: int, gear: int) -> float:
        base = self.per_cell * self.board.to_finish[cell] \
            + self.per_gear * (self.rules.top_gear - gear)
        return base if self._safe[cell][gear] else base + self.doom


def safe_states(board: Board, rules: Ruleset, safety: tuple[int, int] | None = None, *,
                through_limits: bool = False) -> list[list[bool]]:
    """safe[cell][gear]: some sequence of next turns gets past every limit and ford ahead.

    ``safety`` = (gas-like dice, brake dice) per turn, default the undamaged dashboard.
    Backward pass in course order. One die per turn is the gentlest way to slow down
    (each turn may add the dashboard's brake dice), so a state is safe when one legal
    die leads to a safe state without losing control."""
    top = rules.top_gear
    column = rules.column(board.terrain[board.grid[0]] if board.grid else "gravel", True)
    gas, brakes = safety or (min(1, column.gas + column.leader), column.brake)
    one = Dice(0, 1, min(gas, 1), 0, brakes)
    safe = [[False] * (top + 1) for _ in range(len(board))]
    for cell in range(len(board) - 1, -1, -1):
        if board.finished[cell]:
            safe[cell] = [True] * (top + 1)
            continue
        for gear in range(top + 1):
            safe[cell][gear] = any(
                safe[e.step.dest][e.step.gear]
                for e in steps_from(board, rules, cell, gear, one, with_loc=through_limits))
    return safe


class DamagedValues(BaseValues):
    """The exact values of an undamaged car, plus a doom penalty for states the damaged
    car can no longer get out of (e.g. no gas die left before a ford): a cheap stand-in
    for a full sweep per damage state. A state no next turn can ever leave, even losing
    control at the limits (a ford ahead in a high gear without gas dice), is blocked for
    good: it costs the retire penalty on top."""

    def __init__(self, base: SweepValues, safety: tuple[int, int], doom: float) -> None:
        super().__init__(base.board, base.rules, base.pen)
        self.base, self.doom = base, doom
        self._safe = safe_states(base.board, base.rules, safety)
        self._passable = safe_states(base.board, base.rules, safety, through_limits=True)
        self._stranded = base.rules.options.retire_penalty_seconds \
            if base.rules.options.stranded == "retire" else 0.0

    def continuation(self, cell: int, gear: int) -> float:
        value = self.base.continuation(cell, gear)
        if not self._passable[cell][gear]:
            return value + self.doom + self._stranded
        return value if self._safe[cell][gear] else value + self.doom


class SweepValues(BaseValues):
    """Expected time to finish per (cell, gear), filled by :meth:`sweep` (needs a planner)."""

    def __init__(self, board: Board, rules: Ruleset, penalties: Penalties) -> None:
        super().__init__(board, rules, penalties)
        top = rules.top_gear
        self.table = [[BLOCKED] * (top + 1) for _ in range(len(board))]

    def continuation(self, cell: int, gear: int) -> float:
        return self.table[cell][gear]

    def sweep(self, best_value: Callable[[int, int], float | None]) -> None:
        """Fill the table from the finish backwards; ``best_value(cell, gear)`` is the
        optimal plan's value from that state (it only looks at cells further on)."""
        board, top = self.board, self.rules.top_gear
        for cell in range(len(board) - 1, -1, -1):
            if board.finished[cell]:
                self.table[cell] = [0.0] * (top + 1)
                continue
            for gear in range(top + 1):
                value = best_value(cell, gear)
                self.table[cell][gear] = BLOCKED if value is None else min(value, BLOCKED)
