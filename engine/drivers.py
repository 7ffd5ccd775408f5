"""Drivers: personalities that plan a turn, and the expert that plays for par.

Every driver enumerates legal plans from the cell graph through the same planner (exact
hazard risk, optimal stopping when rolling one by one, flat out when it pays) and caches
the chosen plan per state, so a Monte Carlo run is a walk of look-ups and dice rolls.

The expert looks ahead with the exact value of every (cell, gear, seconds held, damage)
(:mod:`pacenote.engine.exact`): it plans knowing which dice it can secure with the
seconds it holds and what a crash's damage costs over the rest of the stage, so its
expected time is the stage's par time. The cautious, balanced and aggressive drivers
look ahead with a lighter backward sweep over every (cell, gear) (seconds and damage
priced by fixed estimates), each playing for its own idea of what a loss of control
costs (feared or shrugged off); the cautious one never goes flat out. The novice uses a
rule-of-thumb look-ahead instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pacenote.engine.board import Board
from pacenote.engine.exact import ExactExpert, ReferenceValues
from pacenote.engine.personalities import PERSONALITIES as PERSONALITIES  # re-exported
from pacenote.engine.personalities import Personality as Personality
from pacenote.engine.planner import Plan, Planner
from pacenote.engine.relaying import Relaying, Rolled, cheapest, relaying_options
from pacenote.engine.rules import Dice, Entry, Step
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.values import (
    BaseValues,
    DamagedValues,
    HeuristicValues,
    Penalties,
    SweepValues,
)
from pacenote.gcpause import paused_gc

# (die index, hazards so far, dice secured) -> (expected cost, "roll" / "secure" / "stop")
StoppingMemo = dict[tuple[int, int, int], tuple[float, str]]


@dataclass
class TurnCosts:
    """What the one-by-one stopping/securing programme needs for one laid plan: the cost
    of stopping after die i, or of losing control on it, once n dice were secured this
    turn; the expected cost of the shortcut token drawn on entering its cell; a memo
    shared by every turn that lays the same plan in the same situation; and the cost of
    stopping after die i once a SISU token has cancelled this turn's hazards."""

    stop: Callable[[int, int], float]
    lost: Callable[[int, int], float]
    extra: list[float]
    memo: StoppingMemo
    free_stop: Callable[[int, int], float]  # stopping after die i once the SISU token is spent


class Driver:
    """A personality applied to one board and ruleset, with its plan cache."""

    def __init__(self, board: Board, rules: Ruleset, personality: Personality | str) -> None:
        if isinstance(personality, str):
            personality = PERSONALITIES[personality]
        self.board, self.rules, self.personality = board, rules, personality
        pen = Penalties(loss_of_control=personality.loc_fear)
        self.exact: ExactExpert | None = None
        self.values: BaseValues | ReferenceValues
        if personality.exact:
            with paused_gc():  # the sweep, or reading it back: no cycles made
                self.exact = ExactExpert(board, rules)
            self.values = self.exact.ref
        elif personality.heuristic:
            self.values = self._heuristic(None)
        else:
            self.values = SweepValues(board, rules, pen)
        column = rules.column(board.terrain[board.grid[0]] if board.grid else "gravel", True)
        self._full = (min(1, column.gas + column.leader), column.brake)
        self._damaged: dict[tuple[int, int], BaseValues] = {}
        self._planners: dict[tuple[int, tuple[int, int] | None], Planner] = {}
        self._plans: dict[tuple[object, ...], Plan | None] = {}
        self._relayings: dict[tuple[object, ...], dict[tuple[int, int], tuple[Step, ...]]] = {}
        self._stopping: dict[tuple[object, ...], TurnCosts] = {}
        self._damage_of: dict[tuple[object, ...], int | None] = {}
        if not personality.heuristic and not personality.exact:
            with paused_gc():
                self._sweep()

    @property
    def name(self) -> str:
        return self.personality.name

    def _heuristic(self, safety: tuple[int, int] | None) -> HeuristicValues:
        p = self.personality
        return HeuristicValues(self.board, self.rules, Penalties(loss_of_control=p.loc_fear),
                               per_cell=p.per_cell, per_gear=p.per_gear, doom=p.doom,
                               safety=safety)

    def _values_for(self, safety: tuple[int, int] | None) -> BaseValues:
        assert not isinstance(self.values, ReferenceValues)
        if safety is None or safety == self._full:
            return self.values
        values = self._damaged.get(safety)
        if values is None:
            if isinstance(self.values, SweepValues):
                values = DamagedValues(self.values, safety, self.personality.doom)
            else:
                values = self._heuristic(safety)
            self._damaged[safety] = values
        return values

    def planner(self, limit: int, dice: Dice | None = None) -> Planner:
        """The planner for a hazard limit and the dice a damaged car has left: doomed
        states (no next turn can make the limits and fords ahead) are judged with them.
        The expert's planner only proposes candidates, valued by its exact tables."""
        if self.exact is not None:
            return self.exact.planner(limit)
        safety = None if dice is None else (min(1, dice.gas + dice.leader), dice.brake)
        key = (limit, None if safety == self._full else safety)
        planner = self._planners.get(key)
        if planner is None:
            planner = self._planners[key] = Planner(
                self.board, self.rules, self._values_for(key[1]), limit,
                flat_out=self.personality.flat_out)
        return planner

    def plan(self, cell: int, gear: int, dice: Dice, limit: int, *, seconds: int = 0,
             damage: dict[str, int] | None = None, sisu: bool = False) -> Plan | None:
        """The plan for this turn; ``seconds``, ``damage`` and ``sisu`` are the car's
        tokens (only the expert's choice depends on them)."""
        d = self._state(cell, dice, damage, sisu) if self.exact is not None else None
        if d is not None:
            assert self.exact is not None
            return self.exact.plan(cell, gear, seconds, d)
        key = (cell, gear, dice, limit)
        if key not in self._plans:
            self._plans[key] = self.planner(limit, dice).best(cell, gear, dice)
        return self._plans[key]

    def _state(self, cell: int, dice: Dice, damage: dict[str, int] | None,
               sisu: bool = False) -> int | None:
        """The expert's state for a car with these dice, damage and SISU token (None: not
        one it swept, e.g. a hand-made dice set in a test: the planner plans that turn)."""
        tokens = None if damage is None else (damage.get("gear", 0), damage.get("gas", 0),
                                               damage.get("brake", 0))
        key = (self.board.terrain[cell], dice, tokens, sisu)
        if key not in self._damage_of:
            exact = self.exact
            assert exact is not None
            dm = exact.dm
            column = self.rules.column(self.board.terrain[cell], True)
            d = None if damage is None else dm.of(damage, sisu)
            if d is None or dm.is_retired(d) or dm.dice(column, d) != dice:
                d = next((i for i in range(dm.size) if not dm.is_retired(i)
                          and dm.holds_sisu(i) == (sisu and dm.tokens > 1)
                          and dm.dice(column, i) == dice), None)
            self._damage_of[key] = d
        return self._damage_of[key]

    def turn_costs(self, plan: Plan, limit: int, budget: int, dice: Dice,
                   damage: dict[str, int] | None = None, sisu: bool = False, *,
                   cell: int | None = None) -> TurnCosts:
        """Costs for the one-by-one programme of a laid plan, cached per situation. With
        the SISU token held, the expert knows a loss of control by hazards is cancelled
        (the rest of the turn is then played without hazards, token spent)."""
        start = plan.steps[0].dest if cell is None else cell  # the cell the turn starts in
        d = self._state(start, dice, damage, sisu) if self.exact is not None else None
        key = (plan, limit, budget, d if self.exact is not None else dice)
        hit = self._stopping.get(key)
        if hit is not None:
            return hit
        steps, board = plan.steps, self.board
        if d is not None:
            assert self.exact is not None
            t, cap = self.exact.t, self.exact.t.S
            ks = board.token_draws(start, (st.dest for st in steps))
            stops = [t.mixed("stop", st.dest, st.gear, ks[i]) for i, st in enumerate(steps)]
            losts = [t.mixed("loc", st.dest, st.gear, ks[i]) for i, st in enumerate(steps)]
            dm = self.exact.dm
            free = dm.spent(d)  # once the SISU token is spent

            def left(n: int) -> int:
                return max(0, min(cap, budget - n * (n + 1) // 2))

            def safe(i: int, n: int) -> float:
                """Holding the token, hazards are cancelled: the best stop from die i on."""
                best = float(stops[i][left(n), free])
                for j in range(i + 1, len(steps)):
                    if board.finished[steps[j - 1].dest]:
                        break
                    best = min(best, float(stops[j][left(n), free]))
                return best

            if dm.holds_sisu(d):
                lost = safe
            else:
                def lost(i: int, n: int) -> float:
                    return float(losts[i][left(n), d])

            hit = TurnCosts(lambda i, n: float(stops[i][left(n), d]), lost,
                            [0.0] * len(steps), {},
                            lambda i, n: float(stops[i][left(n), free]))
        else:
            values = self.planner(limit, dice).values
            stop_v = [values.stop(st.dest, st.gear) for st in steps]
            loc_v = [values.loc(st.dest, st.gear) for st in steps]
            hit = TurnCosts(lambda i, n: stop_v[i], lambda i, n: loc_v[i],
                            [values.shortcut(st.dest) if draws else 0.0
                             for st, draws in zip(steps, _token_steps(board, start, steps),
                                                  strict=True)], {}, lambda i, n: stop_v[i])
        self._stopping[key] = hit
        return hit

    def start_cell(self) -> int:
        """The grid cell (lane) the driver lines up on."""
        exact = self.exact
        if exact is not None:
            return min(self.board.grid, key=lambda c: (exact.par(c), c))
        values = self.values
        assert not isinstance(values, ReferenceValues)
        return min(self.board.grid, key=lambda c: (values.continuation(c, 0), c))

    def relaying(self, cell: int, gear: int, rolled: tuple[Rolled, ...], limit: int,
                 quick: bool, *, seconds: int = 0, damage: dict[str, int] | None = None,
                 dice: Dice | None = None, sisu: bool = False,
                 legal: Callable[[int, Entry], bool] | None = None,
                 board: Board | None = None) -> Relaying | None:
        """Where to lose control after a failed flat-out roll: every legal re-lay is
        searched once per roll (cached), the cheapest place by the driver's values. In a
        race, ``legal`` (the other cars) and ``board`` (mud spread by them) apply too."""
        key = (cell, gear, tuple(sorted(rolled)), limit, quick)
        options = self._relayings.get(key) if legal is None and board in (None, self.board) \
            else None
        if options is None:
            options = relaying_options(board or self.board, self.rules, cell, gear, rolled,
                                       limit, quick=quick, legal=legal)
            if legal is None and board in (None, self.board):
                self._relayings[key] = options
        d = self._state(cell, dice, damage, sisu) if self.exact is not None and dice else None
        if d is not None:
            exact = self.exact
            assert exact is not None
            return cheapest(options, lambda c, g: exact.loc_value(c, g, seconds, d),
                            exact.ref.shortcut, start=cell, board=self.board)
        return cheapest(options, self.values.loc, self.values.shortcut, start=cell,
                        board=self.board)

    def wants_spare_wheel(self, cell: int, gas_dice_left: int, *, seconds: int = 0,
                          damage: dict[str, int] | None = None, sisu: bool = False) -> bool:
        """Change a wheel (ending in gear 1 with a puncture). The expert does when it pays
        by its exact values; the others when punctures left no gas/leader die and more
        than half of the stage is still ahead."""
        if self.exact is not None:
            d = None if damage is None else self.exact.dm.of(damage, sisu)
            return d is not None and not self.exact.dm.is_retired(d) \
                and self.exact.wants_spare_wheel(cell, seconds, d)
        return gas_dice_left == 0 and self.values.remaining(cell) > 0.5  # type: ignore[union-attr]  # non-exact drivers have remaining()

    def par_time(self) -> float | None:
        """Expected stage time from the start: the expert's (other drivers' values carry
        their fear or contempt of losing control, so they are not times)."""
        if self.exact is None or not self.board.grid:
            return None
        return min(self.exact.par(c) for c in self.board.grid)

    def _sweep(self) -> None:
        board, rules = self.board, self.rules

        def best_value(cell: int, gear: int) -> float | None:
            column = rules.column(board.terrain[cell], True)
            plan = self.planner(column.hazard_limit).best(cell, gear, Dice.of(column))
            return None if plan is None else plan.value

        assert isinstance(self.values, SweepValues)
        self.values.sweep(best_value)


def _token_steps(board: Board, start: int, steps: tuple[Step, ...]) -> list[bool]:
    """Per die of a move from ``start``: does it draw a shortcut token."""
    prev, out = start, []
    for st in steps:
        out.append(board.draws_token(prev, st.dest))
        prev = st.dest
    return out
