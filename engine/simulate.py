"""One solo time trial: turns played by a driver, dice rolled with an injected RNG.

Every random event goes through the ``random.Random`` passed in (die faces, damage
tokens from the bag, the back of a time card), so a run is a pure function of the board,
ruleset, driver and seed. A run can record a turn-by-turn trace for players to check.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from pacenote.engine.board import Board
from pacenote.engine.drivers import Driver
from pacenote.engine.planner import FLAT_OUT, FORCED, Plan, Planner
from pacenote.engine.relaying import Rolled
from pacenote.engine.rules import (
    GEAR,
    REDZONE,
    Dice,
    Entry,
    Step,
    gear_die_options,
    jump_hazard,
)
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.stopping import Stopping, secure_cost
from pacenote.engine.tracewords import die_word
from pacenote.i18n import Joined, Text, joined, msg, msgn

MAX_TURNS = 400  # a car that has not finished by then is reported as stuck


@dataclass
class DieRoll:
    die: str  # "gear4", "gas", "leader", "brake"
    face: str  # the rolled face ("" blank, the hazard symbol, a number) or "secured"
    hazard: bool


@dataclass
class TurnRecord:
    turn: int
    start: int
    start_gear: int
    mode: str
    planned: tuple[Step, ...]
    rolls: list[list[DieRoll]] = field(default_factory=list)  # per step actually played
    cells: list[int] = field(default_factory=list)
    end: int = -1
    gear: int = 0
    card: str = ""  # "gear 4", "spin", "crash", "sisu", "spare wheel"
    card_seconds: float = 0.0
    seconds_gained: int = 0
    seconds_spent: int = 0
    loss_of_control: bool = False
    damage: list[str] = field(default_factory=list)
    shortcuts: list[tuple[int, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # Text messages (pacenote.i18n.msg)


@dataclass
class RunResult:
    outcome: str  # finished / retired / stuck
    cards: float = 0.0
    seconds: int = 0
    turns: int = 0
    locs: list[tuple[int, int, str]] = field(default_factory=list)  # (cell, gear, back)
    damage: dict[str, int] = field(default_factory=dict)
    shortcuts: list[tuple[int, str]] = field(default_factory=list)
    blocked: int = 0  # turns the car could not move at all
    spare_used: bool = False
    sisu_used: bool = False
    trace: list[TurnRecord] | None = None

    @property
    def time(self) -> float:
        return self.cards - self.seconds


@dataclass
class Car:
    """A car between turns: where it is, its top card's gear, damage, tokens, flags."""

    cell: int
    gear: int = 0
    damage: dict[str, int] = field(default_factory=lambda: {"gear": 0, "gas": 0, "brake": 0})
    seconds: int = 0
    spare: bool = True
    sisu: bool = False
    bag: list[int] = field(default_factory=list)  # tokens left per ruleset token kind
    gas_tokens: list[int] = field(default_factory=list)  # kinds of the gas-damage tokens held
    carry_damage: bool = False  # in a rally: a crash past the line still draws damage
    retired: bool = False  # blocked for good (reading "retire"), or no gear die left
    leader: bool = True  # plays the leader column (solo: always the round's first car)
    spread: list[int] = field(default_factory=list)  # tiles it spread mud on (shortcuts)
    legal: Callable[[int, Entry], bool] | None = None  # race: the other cars' rules
    no_stop: frozenset[int] = frozenset()  # race: cells of cars beside the road (no stop)
    # gear -> backs turned up (spin, crash, SISU); in a race the table's decks, shared
    revealed: dict[int, list[int]] = field(default_factory=dict)
    column: str | None = None  # GT race: the dashboard side of its tyres and the weather
    # (None: the column of the cell's terrain)

    @staticmethod
    def at_start(cell: int, rules: Ruleset) -> Car:
        return Car(cell, bag=[t.count for t in rules.tokens],
                   sisu=rules.options.sisu_token != "off", spare=rules.spare_wheels > 0)

    def dice(self, board: Board, rules: Ruleset) -> tuple[Dice, int]:
        """This turn's dice (dashboard column after damage) and hazard limit."""
        column = rules.columns[self.column] if self.column is not None \
            else rules.column(board.terrain[self.cell], leader=self.leader)
        dmg = self.damage
        return Dice.of(column, (dmg["gear"], dmg["gas"], dmg["brake"])), column.hazard_limit


def run_stage(board: Board, rules: Ruleset, driver: Driver, rng: random.Random, *,
              trace: bool = False, car: Car | None = None) -> RunResult:
    """Play a stage to the finish (or retirement); ``car`` to start from a given state."""
    car = car or Car.at_start(driver.start_cell(), rules)
    result = RunResult("stuck", trace=[] if trace else None)
    for turn in range(1, MAX_TURNS + 1):
        dice, _ = car.dice(board, rules)
        if dice.gear == 0:  # no gear die left: retire from the stage
            result.outcome = "retired"
            break
        result.turns = turn
        rec = play_turn(board, rules, driver, car, rng, result, turn=turn)
        if rec is None:
            result.outcome = "stuck"
            break
        if result.trace is not None:
            result.trace.append(rec)
        if car.retired:
            result.outcome = "retired"
            break
        if board.finished[car.cell]:
            result.outcome = "finished"
            break
    result.seconds = car.seconds
    result.damage = {k: v for k, v in result.damage.items() if v}
    return result


def play_turn(board: Board, rules: Ruleset, driver: Driver, car: Car, rng: random.Random,
              result: RunResult, *, turn: int = 1, plan: Plan | None = None,
              lost: bool = False) -> TurnRecord | None:
    """Plan (or take ``plan``), roll and resolve one turn; None if the car is stuck.
    ``lost``: a flat-out roll is drawn among the rolls that lose control (a batched race
    drew the loss from its turn table, :mod:`pacenote.engine.batchrace`)."""
    dice, limit = car.dice(board, rules)
    if plan is None:
        plan = driver.plan(car.cell, car.gear, dice, limit, seconds=car.seconds,
                           damage=car.damage, sisu=car.sisu)
    if plan is None:
        rec = TurnRecord(turn, car.cell, car.gear, "blocked", ())
        if not blocked_for_good(rules, car, dice, rec):
            return None
        result.blocked += 1
    else:
        rec = TurnRecord(turn, car.cell, car.gear, plan.mode, plan.steps)
        if plan.mode == FORCED:
            step = plan.steps[0]
            rec.rolls.append(_roll_step(rules, step, rng))
            rec.cells.append(step.dest)
            rec.notes.append(msg("every die loses control here: the car must still move"))
            _lose_control(board, rules, car, step.dest, step.gear, rng, rec, result)
        elif plan.mode == FLAT_OUT:
            _flat_out(board, rules, driver, car, plan, limit, dice, rng, rec, result, lost)
        else:
            _one_by_one(board, rules, driver, car, plan, driver.planner(limit, dice), dice, rng,
                        rec, result)
    result.cards += rec.card_seconds
    result.spare_used |= rec.card == "spare wheel"
    return rec


def end_blocked(rules: Ruleset, car: Car, rec: TurnRecord, why: Text) -> None:
    """Blocked: the move ends at once in the current cell and gear, with a card of that
    gear (never a change of gear: being blocked is no way to wait cheaply)."""
    rec.end, rec.gear = car.cell, car.gear
    rec.card, rec.card_seconds = f"gear {car.gear}", rules.front_seconds[car.gear]
    rec.notes.append(msg("blocked: {why}; the move ends here in gear {gear}", why=why,
                         gear=car.gear))


def blocked_for_good(rules: Ruleset, car: Car, dice: Dice, rec: TurnRecord) -> bool:
    """No die can enter any cell ahead, whatever the other cars do (e.g. a ford in 5th
    without gas dice): the car could never move again. Reading (docs/engine.md): it
    retires (``stranded = "retire"``), or with the house rule ``"change-down"`` it
    takes a card of its gear and changes down in place as far as one gear die (with its
    brake dice) allows. False: truly stuck (gear 0 and nothing to change down to)."""
    if rules.options.stranded == "retire":
        rec.end, rec.gear = car.cell, car.gear
        rec.notes.append(msg("blocked for good: no die can ever enter a cell ahead; retires"))
        car.retired = True
        return True
    lower = [v for v, _, quick in gear_die_options(car.gear, dice, rules, first=False)
             if not quick]
    if car.gear == 0 or not lower:
        return False
    end_blocked(rules, car, rec, msg("no die can enter a cell ahead"))
    car.gear = min(lower)
    rec.notes.append(msg("house rule change-down: changes down to gear {gear} in place",
                         gear=car.gear))
    return True


def _roll(rules: Ruleset, name: str, rng: random.Random) -> DieRoll:
    face = rng.choice(rules.dice[name].faces)
    return DieRoll(name, face, face == rules.hazard_face)


def _roll_step(rules: Ruleset, step: Step, rng: random.Random) -> list[DieRoll]:
    main = f"gear{step.gear}" if step.die == GEAR else ("brake" if step.die == REDZONE
                                                       else step.die)
    return [_roll(rules, main, rng)] + [_roll(rules, "brake", rng) for _ in range(step.brakes)]


def _one_by_one(board: Board, rules: Ruleset, driver: Driver, car: Car, plan: Plan,
                planner: Planner, dice: Dice, rng: random.Random, rec: TurnRecord,
                result: RunResult) -> None:
    limit = planner.limit
    prog = Stopping(board, driver, car, plan, limit,
                     [planner.outcomes(s, jump_hazard(board, s)) for s in plan.steps], dice)
    h = n = off = 0
    sisu_active = False
    gear = car.gear
    for i, s in enumerate(plan.steps):
        k = i - off  # index into the programme's steps (re-derived after a puncture)
        action = ("roll" if prog.goes_on(k, n) else "stop") if sisu_active \
            else prog.value(k, h, n)[1]
        if action == "stop":
            rec.notes.append(msgn("stops before die {die} ({n} hazard)",
                                 "stops before die {die} ({n} hazards)", h, die=i + 1))
            break
        if action == "secure":
            m = 1 + s.brakes
            cost = secure_cost(n, m)
            n += m
            car.seconds -= cost
            rec.seconds_spent += cost
            rec.rolls.append([DieRoll(d.die, "secured", False) for d in _roll_step(rules, s, rng)])
            hz_main, hz = 0, s.track  # securing never cancels the track's hazards
        else:
            rolls = _roll_step(rules, s, rng)
            rec.rolls.append(rolls)
            hz_main = int(rolls[0].hazard)
            hz = sum(r.hazard for r in rolls) + s.track
        gear = s.gear
        punctures = car.damage["gas"]
        _move(board, rules, car, s.dest, rng, rec, result)
        if car.damage["gas"] != punctures and i + 1 < len(plan.steps):
            # The driver sees the puncture: it decides the rest of the turn knowing that
            # its next turns have a gas die fewer (the dice laid stay as laid).
            off = i
            prog.from_step(k, i, s.dest, car.dice(board, rules)[0])
        if s.quick and hz_main:
            rec.notes.append(msg("quick start shows a hazard: the turn ends in 2nd"))
            break
        if sisu_active:
            hz = hz_main = 0
        lost = (jump_hazard(board, s) and hz_main) or h + hz >= limit
        if lost and car.sisu:
            car.sisu, sisu_active, result.sisu_used = False, True, True
            rec.notes.append(msg("SISU token cancels every hazard of this turn"))
            h = hz = 0
            lost = False
        h += hz
        if lost:
            _lose_control(board, rules, car, s.dest, s.gear, rng, rec, result)
            return
        if board.finished[s.dest]:
            break
    _end_turn(board, rules, driver, car, gear, rec)


def _flat_out(board: Board, rules: Ruleset, driver: Driver, car: Car, plan: Plan,
              limit: int, dice: Dice, rng: random.Random, rec: TurnRecord,
              result: RunResult, lost: bool = False) -> None:
    steps = plan.steps
    rolls = [_roll_step(rules, s, rng) for s in steps]
    for _ in range(_MAX_REROLLS if lost else 0):  # a failed roll wanted: rolled again
        if _fails(board, steps, rolls, limit):  # until one fails (the rolls that fail,
            break  # each as likely as in play)
        rolls = [_roll_step(rules, s, rng) for s in steps]
    rec.rolls = rolls
    gained = sum(s.seconds for s in steps)  # every gear/gas/leader die rolled earns one
    car.seconds += gained
    rec.seconds_gained = gained
    if steps[0].quick and rolls[0][0].hazard:
        rec.notes.append(msg("quick start shows a hazard: one cell in 2nd, no loss of control"))
        _move(board, rules, car, steps[0].dest, rng, rec, result)
        _end_turn(board, rules, driver, car, 2, rec)
        return
    hazards = sum(r.hazard for rs in rolls for r in rs) + sum(s.track for s in steps)
    forced = any(jump_hazard(board, s) and rs[0].hazard for s, rs in zip(steps, rolls,
                                                                        strict=True))
    if (hazards >= limit or forced) and car.sisu:
        car.sisu, result.sisu_used = False, True
        rec.notes.append(msg("SISU token cancels every hazard of this turn"))
        hazards, forced = 0, False
    if hazards < limit and not forced:
        for s in steps:
            _move(board, rules, car, s.dest, rng, rec, result)
        _end_turn(board, rules, driver, car, steps[-1].gear, rec)
        return
    rolled: list[Rolled] = []
    for s, rs in zip(steps, rolls, strict=True):
        main = (GEAR, s.gear) if s.die == GEAR else (("brake", 0) if s.die == REDZONE
                                                    else (s.die, 0))
        rolled.append((main[0], main[1], rs[0].hazard))
        rolled.extend(("brake", 0, r.hazard) for r in rs[1:])
    relaid = driver.relaying(rec.start, rec.start_gear, tuple(rolled), limit, steps[0].quick,
                             seconds=car.seconds, damage=car.damage, dice=dice, sisu=car.sisu,
                             legal=car.legal, board=board)
    path = relaid.steps if relaid is not None else steps
    cell, gear = (relaid.cell, relaid.gear) if relaid is not None else (steps[-1].dest,
                                                                         steps[-1].gear)
    rec.notes.append(msg("dice re-laid: {dice}",
                         dice=joined(" ", (_step_text(board, s) for s in path))))
    for s in path:
        _move(board, rules, car, s.dest, rng, rec, result)
    _lose_control(board, rules, car, cell, gear, rng, rec, result)


_MAX_REROLLS = 100_000  # a loss of control the tables drew has a chance far above 1e-5


def _fails(board: Board, steps: tuple[Step, ...], rolls: list[list[DieRoll]],
           limit: int) -> bool:
    """Does a flat-out roll lose control (a quick start's hazard only ends the move; the
    SISU token aside)?"""
    if steps[0].quick and rolls[0][0].hazard:
        return False
    hazards = sum(r.hazard for rs in rolls for r in rs) + sum(s.track for s in steps)
    return hazards >= limit or any(jump_hazard(board, s) and rs[0].hazard
                                   for s, rs in zip(steps, rolls, strict=True))


def _step_text(board: Board, s: Step) -> Joined:
    die = f"g{s.gear}" + ("+B" * s.brakes) if s.die == GEAR else die_word(s.die)
    return Joined(die, f">{board.label(s.dest)}")


def _move(board: Board, rules: Ruleset, car: Car, cell: int, rng: random.Random,
          rec: TurnRecord, result: RunResult) -> None:
    """The car enters ``cell``; taking a shortcut draws a token, read on its shortcut
    face (one per shortcut taken, on entering its first cell)."""
    prev = car.cell
    rec.cells.append(cell)
    car.cell = cell
    if not board.draws_token(prev, cell):
        return
    kind = _draw(car, rng)
    face = "ok" if kind is None else rules.tokens[kind].shortcut
    if face == "mud":  # on the tile: it slows the cars behind, never its own car
        car.spread.append(board.tile_index[cell])
    if face == "puncture":
        car.damage["gas"] += 1  # one gas/leader die fewer from the next turn
        if kind is not None:
            car.gas_tokens.append(kind)
    # mud goes on the tile: it never affects the car that spread it ("a ti no te afecta")
    rec.shortcuts.append((cell, face))
    result.shortcuts.append((cell, face))


def _draw(car: Car, rng: random.Random) -> int | None:
    total = sum(car.bag)
    if not total:
        return None
    r = rng.randrange(total)
    for kind, count in enumerate(car.bag):
        if r < count:
            car.bag[kind] -= 1
            return kind
        r -= count
    return None


def _end_turn(board: Board, rules: Ruleset, driver: Driver, car: Car, gear: int,
              rec: TurnRecord) -> None:
    car.gear = gear
    rec.end, rec.gear = car.cell, gear
    rec.card = f"gear {gear}"
    rec.card_seconds = rules.front_seconds[gear]
    if gear == 1 and car.spare and car.damage["gas"] > 0 and not board.finished[car.cell]:
        column = rules.column(board.terrain[car.cell], leader=True)
        left = max(0, column.gas - car.damage["gas"]) + max(0, column.leader - car.damage["gas"])
        if driver.wants_spare_wheel(car.cell, left, seconds=car.seconds, damage=car.damage,
                                    sisu=car.sisu):
            car.spare = False
            return_gas_token(car)
            car.gear = 0  # the spare-wheel card shows its gear-0 side
            # The spare-wheel card is this turn's time card: it replaces the gear-1 card.
            rec.card = "spare wheel"
            rec.card_seconds = rules.spare_seconds
            rec.notes.append(msg("changes a wheel: its card replaces the gear-1 card; one "
                                 "gas-damage token back in the bag"))


def return_gas_token(car: Car) -> None:
    """One gas-damage token leaves the car and goes back into the bag (spare wheel)."""
    car.damage["gas"] -= 1
    if car.gas_tokens:
        car.bag[car.gas_tokens.pop()] += 1


def _lose_control(board: Board, rules: Ruleset, car: Car, cell: int, gear: int,
                  rng: random.Random, rec: TurnRecord, result: RunResult) -> None:
    """Take a card of the gear, flip it to its 0 side and apply its icon."""
    car.cell = cell
    rec.loss_of_control = True
    rec.end = cell
    mix = rules.back_mix[max(gear, 1)]
    seen = car.revealed.setdefault(gear, [0, 0, 0])
    # Cards of a deck are exchangeable, so only the backs already turned up change the odds.
    left = [max(0, a - b) for a, b in zip(mix, seen, strict=True)]
    if not sum(left):  # deck exhausted: reshuffled, its backs unseen again
        seen[:] = [0, 0, 0]
        left = list(mix)
    r = rng.randrange(sum(left))
    back = 0 if r < left[0] else (1 if r < left[0] + left[1] else 2)
    seen[back] += 1
    name = ("spin", "crash", "sisu")[back]
    result.locs.append((cell, gear, name))
    rec.card = name
    past = board.finished[cell]
    if name == "spin":
        rec.card_seconds = rules.spin_seconds
        car.gear = 0
    elif name == "crash":
        rec.card_seconds = rules.crash_seconds
        car.gear = 0
        if not past or car.carry_damage:  # past the line: damage only to carry in a rally
            marks = rules.crash_damage[max(gear, 1)][board.danger[cell] - 1]
            for _ in range(marks):
                kind = _draw(car, rng)
                if kind is None:
                    break
                dmg = rules.tokens[kind].damage
                rec.damage.append(dmg)
                result.damage[dmg] = result.damage.get(dmg, 0) + 1
                if dmg in car.damage:  # green flags (and GT's weather and yellow flag
                    car.damage[dmg] += 1  # tokens in a solo time trial) do nothing
                if dmg == "gas":
                    car.gas_tokens.append(kind)
    else:
        rec.card_seconds = rules.sisu_seconds(gear)
        car.gear = rules.sisu_restart_gear(gear)
    if past:  # past the line the card's front is charged: the normal time of that gear
        rec.card_seconds = rules.front_seconds[max(gear, 1)]
        rec.notes.append(msg("loss of control past the line: charged the gear-{gear} front",
                             gear=gear))
    rec.gear = car.gear
