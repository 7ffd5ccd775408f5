"""One die at a time: which dice may be laid next, and what entering a cell does.

Pure functions over the compiled :class:`~pacenote.engine.board.Board`, the ruleset and
the dice still unused this turn. Planning, resolving and re-laying dice after a failed
flat-out roll all go through :func:`steps_from`, so every driver plays the same rules.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple

from pacenote.engine.board import Board
from pacenote.engine.ruleset import Column, Ruleset
from pacenote.movement import ford_admits

# Die kinds of a step. "redzone" is a brake die played like a gas die in top gear.
GEAR, GAS, LEADER, REDZONE = "gear", "gas", "leader", "redzone"
GAS_LIKE = (GAS, LEADER, REDZONE)


class Dice(NamedTuple):
    """Dice still unused this turn: gear values used (bit v-1), and counts left.

    A tuple on purpose: it is part of every planner memo key, and tuples hash fast."""

    used: int  # bitmask of gear values already laid
    gear: int  # gear dice still allowed (damage caps the count, any value)
    gas: int
    leader: int
    brake: int

    @staticmethod
    def of(column: Column, damage: tuple[int, int, int] = (0, 0, 0)) -> Dice:
        """Per-turn dice of a dashboard column after damage (gear, gas, brake tokens)."""
        dg, dgas, db = damage
        return Dice(0, max(0, column.gear - dg), max(0, column.gas - dgas),
                    max(0, column.leader - dgas), max(0, column.brake - db))


class Step(NamedTuple):
    """One die (a gear die may carry brake dice) and where it takes the car.

    A tuple on purpose, like :class:`Dice`: steps key the planner's and the expert's
    caches, and tuples hash fast."""

    die: str  # gear / gas / leader / redzone
    gear: int  # gear of the car after this die
    brakes: int  # brake dice rolled with a gear die
    dest: int  # node index where the car is after this die
    via: int = -1  # the jump cell when the die triggered a jump
    jump: int = 0  # cells flown beyond the jump cell (1 or 2)
    quick: bool = False  # the gear-2 die of a quick start
    track: int = 0  # hazards the track adds on entering (GT: a hazard corner entered at
    # exactly its gear, a hazard dotted line crossed straight); always 0 in DIRT

    @property
    def seconds(self) -> int:
        """Seconds tokens earned by this die when flat out (brake dice earn none)."""
        return 0 if self.die == REDZONE else 1


@dataclass(frozen=True, slots=True)
class Entry:
    """What entering ``step.dest`` does besides moving."""

    step: Step
    dice: Dice  # dice left after the step
    loc: bool  # certain loss of control there (limit exceeded, jump 2+ over N)
    hazard_loc: bool  # a hazard on the gear die means loss of control (jump 1 over N)


def gear_die_options(gear: int, dice: Dice, rules: Ruleset, *,
                     first: bool) -> Iterator[tuple[int, int, bool]]:
    """(value, brake dice, quick start) for every gear die that may follow ``gear``."""
    if dice.gear <= 0:
        return
    top = rules.top_gear
    if gear == 0:
        candidates = [(1, 0, False)]
        if first and rules.options.quick_start:
            candidates.append((2, 0, True))
    else:
        candidates = [(v, 0, False) for v in (gear - 1, gear, gear + 1) if 1 <= v <= top]
        candidates += [(v, gear - 1 - v, False) for v in range(gear - 2, 0, -1)
                       if gear - 1 - v <= dice.brake]
    for v, k, quick in candidates:
        if not dice.used >> (v - 1) & 1:
            yield v, k, quick


def canonical(gear: int, dice: Dice, top: int) -> Dice:
    """The same dice with every gear value that can no longer be laid this turn marked as
    used, and the gear-die count capped by the values left: equivalent dice for the rest
    of the turn, so planner memo keys coincide more often. Mid-turn only (no quick start).

    A value is reachable when a chain of unused values leads to it from ``gear`` (up, same
    or down one, or down further with the brake dice held; brake dice are not counted
    down along the chain, so the set is a superset and nothing legal is lost)."""
    key = (gear, dice, top)
    hit = _CANONICAL.get(key)
    if hit is not None:
        return hit
    reach = 0
    todo = [gear]
    while todo:
        g = todo.pop()
        near = (1,) if g == 0 else tuple(range(max(1, g - 1 - dice.brake), min(top, g + 1) + 1))
        for v in near:
            bit = 1 << (v - 1)
            if not (dice.used | reach) & bit:
                reach |= bit
                todo.append(v)
    used = ((1 << top) - 1) & ~reach
    count = min(dice.gear, reach.bit_count())
    out = dice if used == dice.used and count == dice.gear \
        else Dice(used, count, dice.gas, dice.leader, dice.brake)
    _CANONICAL[key] = out
    return out


_CANONICAL: dict[tuple[int, Dice, int], Dice] = {}  # small: gears x dice sets


def steps_from(board: Board, rules: Ruleset, cell: int, gear: int, dice: Dice, *,
               first: bool = False, with_loc: bool = False) -> Iterator[Entry]:
    """Every legal next die from ``cell`` in ``gear`` with ``dice`` left.

    Steps that certainly lose control (speed limit exceeded, jump 2+ over N) are only
    produced with ``with_loc`` (re-laying dice after a failed flat-out roll). Fords
    admit only gas-like dice and a plain gear-1 die: any other die cannot enter, i.e.
    the move ends before the ford.
    """
    if board.finished[cell]:
        return
    for die, v, k, quick, left in die_options(rules, gear, dice, first=first):
        for step, loc, hazard_loc in landings(board, cell, die, v, k, quick):
            if with_loc or not loc:
                yield Entry(step, left, loc, hazard_loc)


def die_options(rules: Ruleset, gear: int, dice: Dice, *,
                first: bool) -> list[tuple[str, int, int, bool, Dice]]:
    """(die kind, gear after it, brake dice, quick start, dice left) of every die that may
    be laid next, in the order :func:`steps_from` tries them (where is :func:`landings`)."""
    out = []
    for v, k, quick in gear_die_options(gear, dice, rules, first=first):
        out.append((GEAR, v, k, quick, Dice(dice.used | 1 << (v - 1), dice.gear - 1,
                                            dice.gas, dice.leader, dice.brake - k)))
    if gear >= 1:
        if dice.gas:
            out.append((GAS, gear, 0, False,
                        Dice(dice.used, dice.gear, dice.gas - 1, dice.leader, dice.brake)))
        if dice.leader:
            out.append((LEADER, gear, 0, False,
                        Dice(dice.used, dice.gear, dice.gas, dice.leader - 1, dice.brake)))
        if rules.options.red_zone and gear == rules.top_gear and dice.brake:
            out.append((REDZONE, gear, 0, False,
                        Dice(dice.used, dice.gear, dice.gas, dice.leader, dice.brake - 1)))
    return out


def landings(board: Board, cell: int, die: str, v: int, k: int,
             quick: bool) -> list[tuple[Step, bool, bool]]:
    """Where one die (of :func:`die_options`) laid from ``cell`` may take the car:
    (step, certain loss of control, a hazard on it means loss of control), into every
    next cell. Independent of the other dice held: planners cache it per cell and die."""
    if board.marked:  # GT marks: limits and hazards of the step itself
        return [t for y in board.succ[cell] for t in (
            _enter(board, die, v, k, quick, y) if board.jump[y] or board.ford[y]
            else _enter_marked(board, die, v, k, quick, cell, y))]
    return [t for y in board.succ[cell] for t in _enter(board, die, v, k, quick, y)]


def _enter_marked(board: Board, die: str, v: int, k: int, quick: bool, cell: int,
                  y: int) -> Iterator[tuple[Step, bool, bool]]:
    """Entering ``y`` from ``cell`` on a board with GT marks (docs/rules.md, GT): a
    dotted line crossed straight replaces the limit of the cell entered and a hazard
    dotted line adds a hazard; a hazard corner ``N!`` entered at exactly gear N adds
    one. No jumps or fords on GT tiles (on a DIRT stage with GT tiles laid in, those of
    its DIRT tiles are entered by :func:`_enter`)."""
    lim = board.edge_limit.get((cell, y), board.limit[y])
    if lim == 0:
        return
    track = (v == board.hazard_gear[y]) + ((cell, y) in board.edge_hazard)
    yield Step(die, v, k, y, quick=quick, track=track), lim < v, False


def _enter(board: Board, die: str, v: int, k: int, quick: bool,
           y: int) -> Iterator[tuple[Step, bool, bool]]:
    limit = board.limit
    if limit[y] == 0:  # a corner closed by mud
        return
    n = board.jump[y]
    if n and die == GEAR and v >= n:
        # The die placed on the jump cell flies on: one cell at N, two cells above N.
        over = v - n
        for w in (board.land1[y] if over == 0 else board.land2[y]):
            if limit[w] == 0:
                continue  # a corner closed by mud (fords are no landings: pacenote.movement)
            yield (Step(die, v, k, w, y, 1 if over == 0 else 2, quick),
                   over >= 2 or limit[w] < v, over == 1)
        return
    if board.ford[y] and not ford_admits(gas_like=die in GAS_LIKE, gear=v, brakes=k):
        return
    yield Step(die, v, k, y, quick=quick), limit[y] < v, False


def jump_hazard(board: Board, step: Step) -> bool:
    """A jump taken one gear over N: a hazard on that die means loss of control."""
    return step.via >= 0 and step.gear - board.jump[step.via] == 1


def step_hazard_ps(step: Step, rules: Ruleset) -> tuple[float, float, int]:
    """(P(hazard) of the main die, P(hazard) of one brake die, brake dice rolled)."""
    if step.die == GEAR:
        main = rules.gear_die(step.gear).p_hazard
    elif step.die == REDZONE:
        main = rules.dice["brake"].p_hazard
    else:
        main = rules.dice[step.die].p_hazard
    return main, rules.dice["brake"].p_hazard, step.brakes


# Outcome kinds of one rolled step.
OK, FORCED_LOC, QUICK_END = 0, 1, 2


def step_outcomes(step: Step, hazard_loc: bool,
                  rules: Ruleset) -> tuple[tuple[float, int, int], ...]:
    """Exact outcome distribution of rolling one step: (probability, kind, hazards).

    A quick-start gear-2 die showing a hazard ends the turn (no loss of control); on a
    jump one gear over N, a hazard on the gear die means loss of control on landing.
    Hazards the track adds (``step.track``) count with the dice's.
    """
    pm, pb, k = step_hazard_ps(step, rules)
    t = step.track
    brake = [1.0]
    for _ in range(k):  # binomial over the brake dice
        brake = [a * (1 - pb) + b * pb for a, b in zip([*brake, 0.0], [0.0, *brake], strict=True)]
    out: list[tuple[float, int, int]] = []
    for j, pj in enumerate(brake):
        if pj:
            out.append((pj * (1 - pm), OK, j + t))
    if pm:
        if step.quick:
            out.append((pm, QUICK_END, 0))
        elif hazard_loc:
            out.append((pm, FORCED_LOC, 0))
        else:
            out.extend((pj * pm, OK, j + 1 + t) for j, pj in enumerate(brake) if pj)
    return tuple(out)
