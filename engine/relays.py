"""Re-laying failed flat-out rolls for the turn tables (:mod:`pacenote.engine.outcomes`),
the searches shared (:class:`Relays`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import overload

import numpy as np

from pacenote.engine.exact import ExactExpert
from pacenote.engine.native import kernels
from pacenote.engine.relaying import Rolled, _absent, _take, _wanted
from pacenote.engine.rules import (
    GEAR,
    LEADER,
    Dice,
    Step,
    steps_from,
)
from pacenote.engine.turnends import LOSS, EndKey


class Relays:
    """Re-laying failed flat-out rolls (:mod:`pacenote.engine.relaying`, the same search
    and the same choices) with the searches shared: from a cell, gear, dice left and
    hazards so far, the places where the rest can lose control, with the fewest shortcut
    tokens on the way there and what those tokens cost the expert. Kept per start cell:
    re-lays from different cells hardly share a search. Pools of dice and steps are
    numbered, so that the memo keys are small integers."""

    def __init__(self, expert: ExactExpert) -> None:
        self.expert = expert
        self._memo: dict[tuple[int, int, int, int, bool], _Found] = {}
        self._pool_id: dict[tuple[Rolled, ...], int] = {}
        self._pools: list[tuple[Rolled, ...]] = []
        self._dice: list[Dice] = []
        self._dice_id: list[int] = []  # per pool: its dice numbered (pools differ by faces)
        self._dice_ids: dict[Dice, int] = {}
        self._steps: dict[tuple[int, int, int, bool], list[_Move]] = {}
        self._step_id: dict[Step, int] = {}
        self._takes: dict[int, list[tuple[int, int, int]]] = {}  # by pool, step
        self._by_die: dict[int, dict[tuple[str, int], list[tuple[int, int, int]]]] = {}
        self._limit = 0
        self._cell = -1
        self._native = kernels()  # its memo in C, the same searches and results
        self._state = None if self._native is None else self._native.relay_state()
        # by the identity of a search's result: its places, their cells and gears, and
        # what their tokens cost
        self._costs: dict[int, tuple[list[tuple[tuple[int, int], tuple[int, float]]],
                                     np.ndarray, np.ndarray, np.ndarray]] = {}

    def options(self, cell: int, gear: int, rolled: tuple[Rolled, ...], limit: int,
                quick: bool) -> dict[tuple[int, int], tuple[int, float]]:
        """(cell, gear) where the rolled dice can be re-laid to lose control -> (tokens
        drawn on the way, their cost to the expert), in the search's order."""
        if cell != self._cell or limit != self._limit:
            # re-lays from different cells hardly share a search: keep memory flat
            self._memo.clear()
            if self._native is not None:
                self._native.relay_clear(self._state)
            self._costs.clear()  # keyed by the identity of the searches' results
            self._cell, self._limit = cell, limit
        pool = self._pool(rolled)
        if self._native is not None:  # the same search compiled (engine/native/relays.c)
            places: dict[tuple[int, int], tuple[int, float]] = self._native.relay_search(
                self._state, self, self._takes, self._by_die, self._steps, self._dice_id,
                limit, cell, gear, pool, quick)
            return places
        return self._search(cell, gear, pool, 0, quick)[0]

    def choice(self, options: dict[tuple[int, int], tuple[int, float]], secs: int,
               after_s: np.ndarray, cols: np.ndarray | None = None
               ) -> tuple[Sequence[EndKey], np.ndarray]:
        """The ends of re-laying to ``options`` after a roll worth ``secs`` seconds, and
        the one the expert picks, the cheapest (the first found on a tie): per (s, d),
        or per column of the mask ``cols`` in its order (only those are priced).
        ``options`` is one of this object's search results (kept: ``id`` keys it)."""
        known = self._costs.get(id(options))
        if known is None:  # the places, and what their tokens cost
            places = list(options.items())
            cg = np.array(list(options))
            known = self._costs[id(options)] = (
                places, cg[:, :1], cg[:, 1:], np.array([[v[1]] for _, v in places]))
        places, cells, gears, extra = known
        s, d = np.nonzero(np.ones(self.expert.t.loc.shape[2:], dtype=bool)
                          if cols is None else cols)
        costs = self.expert.t.loc[cells, gears, after_s[s], d] + extra  # (places, columns)
        pick = np.argmin(costs, axis=0)
        return _Ends(places, secs), pick if cols is not None else pick.reshape(
            self.expert.t.loc.shape[2:])

    def _pool(self, pool: tuple[Rolled, ...]) -> int:
        hit = self._pool_id.get(pool)
        if hit is None:
            hit = self._pool_id[pool] = len(self._pools)
            self._pools.append(pool)
            n = Counter(k for k, _, _ in pool)
            dice = Dice(_absent(pool), n[GEAR], n["gas"], n[LEADER], n["brake"])
            self._dice.append(dice)
            self._dice_id.append(self._dice_ids.setdefault(dice, len(self._dice_ids)))
        return hit

    def _search(self, at: int, g: int, pool: int, h: int,
                first: bool) -> tuple[dict[tuple[int, int], tuple[int, float]], bool]:
        """The places from here, and whether none of them draws a token."""
        key = (at, g, pool, h, first)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        out: dict[tuple[int, int], tuple[int, float]] = {}
        clean = True  # every place so far reached without a token (most stages, most ways)
        limit = self._limit
        memo, all_takes = self._memo, self._takes
        singles = self._by_die.get(pool)
        if singles is None:
            singles = self._by_die[pool] = self._singles(pool)
        entries = self._steps.get((at, g, self._dice_id[pool], first))
        if entries is None:
            entries = self._entries(at, g, pool, first)
        for sid, s, want, loc, hazard_loc, place, drawn, cost, done, track in entries:
            if want is not None:  # one die: the pool's ways to give it
                takes = singles.get(want, ())
            else:
                known = all_takes.get(pool << 24 | sid)
                takes = self._taken(pool, sid, s) if known is None else known
            if loc:  # a speed limit exceeded: every way to lay it loses control here
                if takes:
                    old = out.get(place)
                    if old is None or drawn < old[0]:
                        out[place] = (drawn, cost)
                        clean = clean and not drawn
                continue
            for rest, hz_main, hazards_taken in takes:
                hazards = h + hazards_taken + track
                if hazards >= limit or (hazard_loc and hz_main):
                    old = out.get(place)
                    if old is None or drawn < old[0]:
                        out[place] = (drawn, cost)
                        clean = clean and not drawn
                    continue
                if rest < 0 or done:
                    continue
                found = memo.get((place[0], place[1], rest, hazards, False))
                if found is None:
                    found = self._search(place[0], place[1], rest, hazards, False)
                sub, sub_clean = found
                if clean and sub_clean and not drawn:
                    # all (0, 0.0): the merge keeps the first of each place, as below
                    out.update(sub)
                    continue
                for k, (n, c) in sub.items():
                    old = out.get(k)
                    if old is None or drawn + n < old[0]:
                        out[k] = (drawn + n, cost + c)
                        clean = clean and not drawn + n
        result = self._memo[key] = (out, clean)
        return result

    def _taken(self, pool: int, sid: int, s: Step) -> list[tuple[int, int, int]]:
        """Ways to take the dice of ``s`` from the pool: (rest, hazard on the main die,
        hazards taken); rest -1 when the pool is then empty."""
        out = [(self._pool(rest) if rest else -1, hz_main, hz_main + hz_brakes)
               for rest, hz_main, hz_brakes in _take(self._pools[pool], s)]
        self._takes[pool << 24 | sid] = out
        return out

    def _singles(self, pool: int) -> dict[tuple[str, int], list[tuple[int, int, int]]]:
        """Per (kind, value), the ways to take one such die from the pool (as
        :func:`~pacenote.engine.relaying._take` without brakes: identical dice once)."""
        dice = self._pools[pool]
        out: dict[tuple[str, int], list[tuple[int, int, int]]] = {}
        for i, d in enumerate(dice):
            if i and dice[i - 1] == d:
                continue
            rest = dice[:i] + dice[i + 1:]
            hz = int(d[2])
            out.setdefault((d[0], d[1]), []).append((self._pool(rest) if rest else -1, hz, hz))
        return out

    def _entries(self, at: int, g: int, pool: int, first: bool) -> list[_Move]:
        """The legal next dice from here with the pool's dice (speed limits may be
        exceeded: that is a way to lose control), each with the tokens it draws."""
        dice = self._dice[pool]
        key = (at, g, self._dice_id[pool], first)
        hit = self._steps.get(key)
        if hit is None:
            ex = self.expert
            board, token = ex.board, ex.ref.shortcut
            hit = []
            for e in steps_from(board, ex.rules, at, g, dice, first=first, with_loc=True):
                st = e.step
                if first and not st.quick:
                    continue  # the declared quick start cannot be cancelled by the re-lay
                drawn = int(board.draws_token(at, st.dest))
                sid = self._step_id.setdefault(st, len(self._step_id))
                hit.append((sid, st, None if st.brakes else _wanted(st), e.loc, e.hazard_loc,
                            (st.dest, st.gear), drawn, token(st.dest) if drawn else 0.0,
                            board.finished[st.dest], st.track))
            self._steps[key] = hit
        return hit


class _Ends(Sequence[EndKey]):
    """The ends of re-laying to each place of a search's result after a roll worth
    ``secs`` seconds, made when asked for (a choice picks a few of them)."""

    def __init__(self, places: list[tuple[tuple[int, int], tuple[int, float]]],
                 secs: int) -> None:
        self._places = places
        self._secs = secs

    def __len__(self) -> int:
        return len(self._places)

    @overload
    def __getitem__(self, i: int) -> EndKey: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[EndKey]: ...
    def __getitem__(self, i: int | slice) -> EndKey | Sequence[EndKey]:
        if isinstance(i, slice):
            return [self[j] for j in range(len(self))[i]]
        (c, g), (draws, _) = self._places[i]
        return (LOSS, c, g, self._secs, draws, 0, 0)


# What a re-lay search finds: (cell, gear) -> (tokens drawn, their cost); all tokens 0
_Found = tuple[dict[tuple[int, int], tuple[int, float]], bool]

# A next die for the re-lay search: (step number, step, the (kind, value) of its die
# when it lays one die, certain loss, hazard loses control, (cell, gear) there, tokens
# drawn, their cost, past the finish line, hazards the track adds there); the compiled
# search (engine/native/relays.c) reads these fields by position
_Move = tuple[int, Step, tuple[str, int] | None, bool, bool, tuple[int, int], int, float,
              bool, int]
