"""Re-laying rolled dice after a failed flat-out roll to choose where control is lost.

The rolled results are kept; the driver lays the dice again along any legal path, using
as many as needed so that the loss of control happens (hazard limit reached, a speed
limit exceeded, a jump overshot), and resolves it in that cell and gear. The driver
picks the cheapest such place by its own loss-of-control cost.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from pacenote.engine.board import Board
from pacenote.engine.rules import (
    GEAR,
    LEADER,
    REDZONE,
    Dice,
    Entry,
    Step,
    die_options,
    landings,
)
from pacenote.engine.ruleset import Ruleset

# A rolled die: (kind, gear value or 0, shows a hazard)
Rolled = tuple[str, int, bool]


@dataclass(frozen=True)
class Relaying:
    """One way to re-lay the rolled dice: where control is lost, in which gear, how."""

    cell: int
    gear: int
    steps: tuple[Step, ...]
    cost: float


def cheapest(options: dict[tuple[int, int], tuple[Step, ...]],
             loc_cost: Callable[[int, int], float],
             token_cost: Callable[[int], float] | None = None, *,
             start: int | None = None, board: Board | None = None) -> Relaying | None:
    """The option with the lowest cost: losing control there, plus the shortcut tokens
    drawn on the way when ``token_cost`` is given (the first found on a tie)."""
    best: Relaying | None = None
    for (cell, gear), steps in options.items():
        cost = loc_cost(cell, gear)
        if token_cost is not None and board is not None and start is not None:
            prev = start
            for st in steps:
                if board.draws_token(prev, st.dest):
                    cost += token_cost(st.dest)
                prev = st.dest
        if best is None or cost < best.cost:
            best = Relaying(cell, gear, steps, cost)
    return best


def relaying_options(board: Board, rules: Ruleset, cell: int, gear: int,
                     rolled: tuple[Rolled, ...], limit: int, *,
                     quick: bool, legal: Callable[[int, Entry], bool] | None = None
                  ) -> dict[tuple[int, int], tuple[Step, ...]]:
    """Every (cell, gear) where re-laying ``rolled`` from ``cell`` can lose control, with
    the way there that draws the fewest shortcut tokens (the choice depends only on where
    and in which gear, and no driver takes a token it need not take; the first way found,
    depth first, on a tie).

    All legal layouts are searched. A quick start stays a quick start: the gear-2 die
    declared as one is laid first again (the re-lay cannot cancel it). In a race
    ``legal`` filters the dice (the other cars). The next dice from a place are kept
    per board between searches (:class:`_BoardMemo`; a race re-lays many rolls from the
    same few places). Keeping the rest of a search from a place instead (as
    :class:`~pacenote.engine.relays.Relays` does for the turn tables) was measured
    slower here: merging the ways found costs more than searching again."""
    found: dict[tuple[int, int], tuple[int, tuple[Step, ...]]] = {}
    seen: dict[tuple[int, int, tuple[Rolled, ...], int, bool], int] = {}
    memo = _memo_of(board, rules)
    allowed: dict[tuple[int, int, Dice, bool], list[_Next]] = {}  # this search's cars

    def search(at: int, g: int, pool: tuple[Rolled, ...], h: int, first: bool,
               path: tuple[Step, ...], draws: int) -> None:
        key = (at, g, pool, h, first)
        if seen.get(key, draws + 1) <= draws:
            return
        seen[key] = draws
        where = (at, g, _dice_of(pool), first and quick)
        moves = memo.next_dice(*where) if legal is None else allowed.get(where)
        if moves is None:
            allow = legal
            assert allow is not None
            moves = allowed[where] = [m for m in memo.next_dice(*where) if allow(at, m[0])]
        for e, want, token, finished in moves:
            s = e.step
            drawn = draws + token
            for rest, hz_main, hz_brakes in _takes(pool, s, want):
                hazards = h + hz_main + hz_brakes + s.track  # the track's count too
                if e.loc or hazards >= limit or (e.hazard_loc and hz_main):
                    old = found.get((s.dest, s.gear))
                    if old is None or drawn < old[0]:
                        found[(s.dest, s.gear)] = (drawn, (*path, s))
                    continue
                if finished or not rest:
                    continue
                search(s.dest, s.gear, rest, hazards, False, (*path, s), drawn)

    search(cell, gear, tuple(sorted(rolled)), 0, True, (), 0)
    return {k: steps for k, (_, steps) in found.items()}


# A next die of the re-lay: (the entry, the (kind, value) of its one die or None with
# brake dice, tokens drawn entering it, past the finish line)
_Next = tuple[Entry, tuple[str, int] | None, int, bool]
_MAX_BOARDS = 64  # boards whose searches are kept (a race's mud makes a few)
_MAX_KEPT = 200_000  # pools, ways of taking dice, next dice kept (then forgotten)


class _BoardMemo:
    """What the re-lay searches on one board keep: the next dice from a place."""

    def __init__(self, board: Board, rules: Ruleset) -> None:
        self.board, self.rules = board, rules
        self.nexts: dict[tuple[int, int, Dice, bool], list[_Next]] = {}
        self.lands: dict[tuple[int, str, int, int, bool],
                         list[tuple[Step, bool, bool, tuple[str, int] | None, int, bool]]] = {}
        self.options: dict[tuple[int, Dice, bool], list[tuple[str, int, int, bool, Dice]]] = {}

    def next_dice(self, at: int, g: int, dice: Dice, quick_first: bool) -> list[_Next]:
        """Every next die from ``at`` in gear ``g`` with ``dice`` (speed limits may be
        exceeded: that is a way to lose control); a declared quick start is laid first.
        As :func:`steps_from` with ``with_loc``, from the dice's options (kept by gear
        and dice) and where each die lands (kept per cell and die)."""
        key = (at, g, dice, quick_first)
        hit = self.nexts.get(key)
        if hit is None:
            hit = self.nexts[key] = [] if self.board.finished[at] else [
                (Entry(step, left, loc, hazard_loc), want, token, finished)
                for die, v, k, quick, left in self._options(g, dice, quick_first)
                for step, loc, hazard_loc, want, token, finished in self._lands(at, die, v,
                                                                               k, quick)
                if step.quick or not quick_first]  # a quick start cannot be cancelled
        return hit

    def _options(self, g: int, dice: Dice, first: bool
                 ) -> list[tuple[str, int, int, bool, Dice]]:
        """:func:`die_options`, kept by gear and dice."""
        key = (g, dice, first)
        hit = self.options.get(key)
        if hit is None:
            hit = self.options[key] = die_options(self.rules, g, dice, first=first)
        return hit

    def _lands(self, at: int, die: str, v: int, k: int, quick: bool
               ) -> list[tuple[Step, bool, bool, tuple[str, int] | None, int, bool]]:
        """:func:`landings`, each with the one die it wants (None with brake dice), the
        tokens it draws and whether it is past the finish line."""
        key = (at, die, v, k, quick)
        hit = self.lands.get(key)
        if hit is None:
            board = self.board
            hit = self.lands[key] = [
                (s, loc, hazard_loc, None if s.brakes else _wanted(s),
                 int(board.draws_token(at, s.dest)), bool(board.finished[s.dest]))
                for s, loc, hazard_loc in landings(board, at, die, v, k, quick)]
        return hit


_MEMOS: dict[int, _BoardMemo] = {}
_DICE: dict[tuple[Rolled, ...], Dice] = {}
_TAKES: dict[tuple[tuple[Rolled, ...], Step | tuple[str, int]],
             list[tuple[tuple[Rolled, ...], int, int]]] = {}


def _memo_of(board: Board, rules: Ruleset) -> _BoardMemo:
    """The searches kept for ``board`` under ``rules`` (by identity: boards with mud are
    other objects)."""
    hit = _MEMOS.get(id(board))
    if hit is None or hit.board is not board or hit.rules is not rules:
        if len(_MEMOS) >= _MAX_BOARDS:
            _MEMOS.clear()
        hit = _MEMOS[id(board)] = _BoardMemo(board, rules)
    elif len(hit.nexts) >= _MAX_KEPT:  # forgotten, memory bounded
        hit = _MEMOS[id(board)] = _BoardMemo(board, rules)
    return hit


def _dice_of(pool: tuple[Rolled, ...]) -> Dice:
    """The dice a pool still offers (gear values not in it count as used)."""
    hit = _DICE.get(pool)
    if hit is None:
        if len(_DICE) >= _MAX_KEPT:
            _DICE.clear()
        n = Counter(k for k, _, _ in pool)
        hit = _DICE[pool] = Dice(_absent(pool), n[GEAR], n["gas"], n[LEADER], n["brake"])
    return hit


def _takes(pool: tuple[Rolled, ...], s: Step, want: tuple[str, int] | None
           ) -> list[tuple[tuple[Rolled, ...], int, int]]:
    """:func:`_take`, kept: a step of one die by the die it wants."""
    key = (pool, s if want is None else want)
    hit = _TAKES.get(key)
    if hit is None:
        if len(_TAKES) >= _MAX_KEPT:
            _TAKES.clear()
        hit = _TAKES[key] = _take(pool, s)
    return hit


def _absent(pool: tuple[Rolled, ...]) -> int:
    """Gear values not among the rolled dice count as already used."""
    have = 0
    for k, v, _ in pool:
        if k == GEAR:
            have |= 1 << (v - 1)
    return ~have & 0x1FF


def _wanted(s: Step) -> tuple[str, int]:
    """The (kind, value) of the main die step ``s`` lays (a red-zone step: a brake die)."""
    return ("brake", 0) if s.die == REDZONE else (s.die, s.gear if s.die == GEAR else 0)


def _take(pool: tuple[Rolled, ...], s: Step) -> list[tuple[tuple[Rolled, ...], int, int]]:
    """Ways to take the dice of step ``s`` from the pool: (rest, main hazard, brake hazards)."""
    if not s.brakes:  # fast path: one die, identical dice give the same result
        want = _wanted(s)
        fast = []
        last = None
        for i, d in enumerate(pool):
            if (d[0], d[1]) == want and d != last:
                fast.append((pool[:i] + pool[i + 1:], int(d[2]), 0))
                last = d
        return fast
    out = []
    if s.die == GEAR:
        mains = [i for i, d in enumerate(pool) if d[0] == GEAR and d[1] == s.gear]
    elif s.die == REDZONE:
        mains = [i for i, d in enumerate(pool) if d[0] == "brake"]
    else:
        mains = [i for i, d in enumerate(pool) if d[0] == s.die]
    seen = set()
    for i in mains:
        rest = pool[:i] + pool[i + 1:]
        brakes = [j for j, d in enumerate(rest) if d[0] == "brake"]
        # brake dice are interchangeable except for their face: try all-hazard-first mixes
        faces = sorted((rest[j][2] for j in brakes), reverse=True)
        for n_hz in {sum(faces[a:a + s.brakes]) for a in range(len(faces) - s.brakes + 1)} \
                if s.brakes else {0}:
            remaining = list(rest)
            need_hz, need_plain = n_hz, s.brakes - n_hz
            for d in list(remaining):
                if d[0] != "brake":
                    continue
                if d[2] and need_hz:
                    remaining.remove(d)
                    need_hz -= 1
                elif not d[2] and need_plain:
                    remaining.remove(d)
                    need_plain -= 1
            if need_hz or need_plain:
                continue
            key = (tuple(remaining), pool[i][2], n_hz)
            if key not in seen:
                seen.add(key)
                out.append((tuple(remaining), int(pool[i][2]), n_hz))
    return out
