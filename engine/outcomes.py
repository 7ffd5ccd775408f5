"""The expert's turn outcomes: from every state, what one turn ends in, and how likely.

For a cell and gear, :func:`turn_table` lists the *ends* a turn played by the expert can
have (stop after a die, lose control in a cell, retire, change down in place), each with
the seconds tokens it gains (flat out) or spends (securing) and the shortcut tokens it
draws on the way, and the chance of each end for every seconds holding ``s`` and damage
state ``d`` at once: ``prob[end, s, d]``. What follows an end is the same for every
turn and lives in :class:`After`: the shortcut token faces (a puncture is a gas token),
the spare wheel, the back of a lost card and the crash damage drawn from the bag.

The ends follow what the expert plays, decision for decision:

- one by one, its stopping and securing programme (:mod:`pacenote.engine.evaluate`):
  before each die, roll it, secure it or stop, by the values of the state it would end
  in; holding more seconds than the look-ahead tells apart (8), the simulator's
  programme, which may secure with all it holds; a shortcut token drawn before the last
  die is read at once, and on a puncture the rest is decided again for the damage the
  car then has;
- flat out, every way the dice can fall (the chance of each is exact); when the hazard
  limit is reached, or a jump is overshot, the rolled dice are **re-laid** to the
  cheapest place to lose control, as in play (:mod:`pacenote.engine.relaying`; the
  search is shared between rolls here, :class:`Relays`);
- a car none of whose dice can enter a cell ahead retires (or, house rule, changes down).

Without re-lays (``relays=None``), with seconds told apart only up to 8 and tokens read
after the turn (``read=False``), the tables are the look-ahead's model, whose expected
time is exactly the par time (:class:`pacenote.engine.chain.Chain` ``model=True``).
Either way card backs come from full decks and tokens from the full bag, and the spare
wheel is always there (docs/engine.md, "Exact figures"). The SISU option is not
tabulated (its runs keep the turn-by-turn simulator).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from math import comb
from typing import overload

import numpy as np

from pacenote.engine.damage import KINDS, DamageModel, crash_draws
from pacenote.engine.evaluate import StepChoice
from pacenote.engine.exact import ExactExpert, lower_gear
from pacenote.engine.planbook import Choice
from pacenote.engine.planner import FLAT_OUT, FORCED, ONE_BY_ONE, Plan
from pacenote.engine.relaying import Rolled, _absent, _take, _wanted
from pacenote.engine.rules import (
    FORCED_LOC,
    GEAR,
    LEADER,
    OK,
    REDZONE,
    Dice,
    Step,
    jump_hazard,
    steps_from,
)

# Kinds of turn end.
STOP, LOSS, RETIRE, CHANGE_DOWN, STUCK = 0, 1, 2, 3, 4
BACKS = ("spin", "crash", "sisu")
TOKEN_FACES = ("ok", "puncture", "mud")

# kind, cell, gear, seconds gained (-spent), shortcut tokens drawn whose face is still to be
# read, and tokens already read mid-turn: punctures, other faces (ok or mud)
EndKey = tuple[int, int, int, int, int, int, int]
Sink = Callable[[EndKey, np.ndarray], None]  # adds the chance of an end per (s, d)


@dataclass
class TurnTable:
    """What a turn from one (cell, gear) ends in: per end its kind, cell, gear, the
    seconds it gains (negative: spends) and shortcut tokens drawn, and ``prob[end, s, d]``
    (each (s, d) column sums to 1, or to 0 for a retired ``d``)."""

    kind: np.ndarray  # int8 (E,)
    cell: np.ndarray  # int32 (E,)
    gear: np.ndarray  # int8 (E,)
    seconds: np.ndarray  # int16 (E,)
    tokens: np.ndarray  # int8 (E,) shortcut tokens whose face is read after the turn
    punctures: np.ndarray  # int8 (E,) tokens read mid-turn: punctures
    others: np.ndarray  # int8 (E,) tokens read mid-turn: ok or mud
    prob: np.ndarray  # float64 (E, S+1, D)


class After:
    """What follows a turn's end, the same from every cell: token faces, spare wheel,
    card backs, crash damage. Arrays indexed by damage state ``d``."""

    def __init__(self, expert: ExactExpert) -> None:
        rules, dm, t = expert.rules, expert.dm, expert.t
        self.expert, self.rules, self.dm = expert, rules, dm
        total = sum(tk.count for tk in rules.tokens) or 1
        face = {f: sum(tk.count for tk in rules.tokens if tk.shortcut == f) / total
                for f in TOKEN_FACES}
        self.faces = np.array([face[f] for f in TOKEN_FACES])  # ok, puncture, mud
        rest = self.faces[0] + self.faces[2]
        # a token read mid-turn that is no puncture: ok or mud
        self.other_faces = np.array([self.faces[0], 0.0, self.faces[2]]) / (rest or 1.0)
        n = dm.size
        retired = dm.retired
        self.retired = retired
        self.punctured = np.array([_after(dm, d, (0, 1, 0)) for d in range(n)])
        self.gas_less = t._gas_less  # the spare wheel hands one gas token back
        self.spare = t._spare  # (cells, S+1, D): ending in gear 1, change a wheel
        self.backs = np.array([rules.back_probabilities(max(g, 1))
                               for g in range(rules.top_gear + 1)])
        self.restart = np.array([0, 0, 0])  # spin, crash: gear 0; sisu: per gear below
        self.sisu_gear = np.array([rules.sisu_restart_gear(g) for g in range(rules.top_gear + 1)])
        self.back_seconds = np.array([[rules.spin_seconds, rules.crash_seconds,
                                       rules.sisu_seconds(g)] for g in range(rules.top_gear + 1)])
        self.front = np.array(rules.front_seconds)
        self.finished = np.array(expert.board.finished)
        # Crash draws per number of marks: the (gear, gas, brake, green) tokens of each
        # way the bag can give them, its chance, and the damage state it leads to.
        self.draws: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        for marks in range(max(max(row) for row in rules.crash_damage) + 1):
            dist = crash_draws(rules, marks)
            keys = list(dist)
            counts = np.array([[*k, marks - sum(k)] for k in keys], dtype=np.int16)
            if not len(keys):
                counts = np.zeros((1, 4), dtype=np.int16)
                keys, dist = [(0, 0, 0)], {(0, 0, 0): 1.0}
            probs = np.array([dist[k] for k in keys])
            to = np.array([[d if retired[d] else _after(dm, d, k) for k in keys]
                           for d in range(n)], dtype=np.int32)
            self.draws.append((counts, probs, to))

    def marks(self, cell: int, gear: int) -> int:
        board = self.expert.board
        return self.rules.crash_damage[max(gear, 1)][board.danger[cell] - 1]


def _after(dm: DamageModel, d: int, add: tuple[int, int, int]) -> int:
    """The damage state after ``add`` more (gear, gas, brake) tokens (capped as counted)."""
    g, a, b = dm.damage(d)
    tokens = dict(zip(KINDS, (g + add[0], a + add[1], b + add[2]), strict=True))
    return dm.of(tokens, dm.holds_sisu(d))


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
            self._costs.clear()  # keyed by the identity of the searches' results
            self._cell, self._limit = cell, limit
        return self._search(cell, gear, self._pool(rolled), 0, quick)[0]

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
        for sid, s, want, loc, hazard_loc, place, drawn, cost, done in entries:
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
                hazards = h + hazards_taken + s.track
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
                            board.finished[st.dest]))
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
# drawn, their cost, past the finish line)
_Move = tuple[int, Step, tuple[str, int] | None, bool, bool, tuple[int, int], int, float,
              bool]


def turn_table(expert: ExactExpert, after: After, relays: Relays | None, cell: int,
               gear: int, wanted: np.ndarray, held: int | None = None,
               read: bool = True, programmes: Programmes | None = None) -> TurnTable:
    """The ends of a turn from (cell, gear) for every (s, d) of the ``wanted`` mask, of
    shape (held+1, D) (the other columns are left at 0). Up to the look-ahead's cap S
    the expert plays the look-ahead's programme; holding more (up to ``held``), the plan
    is the one for S and, rolling one by one, it may secure with all it holds, as in
    play (:func:`_held_masks`). With ``read`` a shortcut token drawn mid-turn is read
    at once and the rest of the turn decided again on a puncture, as in play; without,
    the turn goes on as laid (the look-ahead's model). ``programmes``: one-by-one
    choices made already (tables of the same cell, other gears, ask for many again)."""
    t, dm, rules = expert.t, expert.dm, expert.rules
    board = expert.board
    S = t.S
    H = S if held is None else held
    D = dm.size
    choice: Choice = expert.choices[(cell, gear)]
    rows: dict[EndKey, int] = {}
    probs: list[np.ndarray] = []

    def add(key: EndKey, p: np.ndarray, where: slice = slice(0, S + 1)) -> None:
        i = rows.get(key)
        if i is None:
            rows[key] = len(probs)
            probs.append(np.zeros((H + 1, D)))
            i = len(probs) - 1
        probs[i][where] += p

    live = wanted & ~dm.retired[None, :]
    low, high = live[:S + 1], live[S + 1:]
    # holding more than S: the plan chosen for S; its flat-out, forced or blocked ends
    # are those of column S (what follows depends on the seconds only through the cap)
    need = high.any(axis=0)
    like_s = np.zeros_like(low)
    like_s[S] = need

    def add_high(key: EndKey, p: np.ndarray) -> None:
        add(key, p[S][None, :] * high, slice(S + 1, H + 1))

    column = rules.column(board.terrain[cell], True)
    limit = column.hazard_limit
    for i in sorted(set(np.unique(choice.best[low | like_s]).tolist())):
        cols = low & (choice.best == i)
        top = like_s & (choice.best == i)
        for mask, sink in ((cols, add), (top, add_high)):
            if not mask.any():
                continue
            if i < 0:
                _blocked(expert, cell, gear, mask, sink)
                continue
            plan = choice.plans[i]
            lengths = choice.lengths[i]
            if plan.mode == FORCED:
                s0 = plan.steps[0]
                sink((LOSS, s0.dest, s0.gear, 0, 0, 0, 0), mask.astype(float))
            elif plan.mode == FLAT_OUT:
                _flat_out(expert, relays, cell, gear, plan, lengths, limit, mask, sink)
            elif sink is add:
                _one_by_one(expert, after, cell, plan, lengths, limit, mask, sink, read=read,
                            programmes=programmes)
            else:
                _one_by_one(expert, after, cell, plan, lengths, limit,
                            high & top[S][None, :], lambda k, p: add(k, p, slice(S + 1, H + 1)),
                            budgets=np.arange(S + 1, H + 1), read=read,
                            programmes=programmes)
    # ends in a fixed order, so that a run draws the same end from a table however
    # many columns it was built for (runs sample by the cumulative chances)
    keys = sorted(rows)
    prob = np.array([probs[rows[k]] for k in keys]) if probs else np.zeros((0, H + 1, D))
    return TurnTable(np.array([k[0] for k in keys], dtype=np.int8),
                     np.array([k[1] for k in keys], dtype=np.int32),
                     np.array([k[2] for k in keys], dtype=np.int8),
                     np.array([k[3] for k in keys], dtype=np.int16),
                     np.array([k[4] for k in keys], dtype=np.int8),
                     np.array([k[5] for k in keys], dtype=np.int8),
                     np.array([k[6] for k in keys], dtype=np.int8), prob)


def _held_masks(expert: ExactExpert, start: int, steps: tuple[Step, ...],
                lengths: np.ndarray, limit: int, budgets: np.ndarray,
                states: np.ndarray | None = None) -> list[Masks]:
    """Rolling one by one holding more seconds than the look-ahead tells apart: the
    simulator's programme (engine/simulate.py): stopping is valued at the seconds left
    capped at S, and any die may be secured while the seconds held pay for it (the n-th
    secured die of a turn costs n). Choices over (hazards, secured, budget, d), for the
    damage states ``states`` (default: every one; ``lengths`` are theirs)."""
    t, board = expert.t, expert.board
    S = t.S
    L = len(steps)
    sc = board.token_draws(start, (s.dest for s in steps))
    N = _held_n(budgets)
    tri = [n * (n + 1) // 2 for n in range(N + 2)]
    shape = (len(budgets), len(lengths))
    ok = np.array([budgets >= tri[n] for n in range(N + 1)])  # (N+1, B)
    left = np.array([np.clip(budgets - tri[n], 0, S) for n in range(N + 1)])

    def at(what: str, i: int) -> np.ndarray:
        """(N+1, B, D): ending (stop) or losing control (loc) after die i."""
        st = steps[i]
        base = t.mixed(what, st.dest, st.gear, sc[i])
        if states is not None:
            base = base[:, states]
        out: np.ndarray = np.where(ok[:, :, None], base[left], np.inf)
        return out

    stops = [at("stop", i) for i in range(L)]
    losts = [at("loc", i) for i in range(L)]
    # backwards: value before die i over (hazards, secured, budget, d), and the choices
    masks: list[Masks] = []
    v: np.ndarray | None = None
    for i in range(L - 1, -1, -1):
        s = steps[i]
        ends = i == L - 1 or board.finished[s.dest]
        nxt = np.broadcast_to(stops[i], (limit, N + 1, *shape)) if ends or v is None else v
        lost = np.broadcast_to(losts[i], nxt.shape)
        roll = np.zeros((limit, N + 1, *shape))
        for p, kind, j in t.outcomes(s):
            if kind == OK:  # j more hazards: from h, h + j (lost from the limit on)
                roll += p * (nxt if j == 0 else np.concatenate((nxt[j:], lost[:j])))
            elif kind == FORCED_LOC:
                roll += p * losts[i]
            else:
                roll += p * stops[i]
        m = 1 + s.brakes
        secure = np.full_like(roll, np.inf)
        if m <= N:  # securing die n+1..n+m costs T(n+m) - T(n) seconds
            cost = np.array([tri[n + m] - tri[n] for n in range(N + 1 - m)])
            # a secured die still takes the track's hazards (GT)
            after = nxt if not s.track else np.concatenate((nxt[s.track:], lost[:s.track]))
            secure[:, :N + 1 - m] = np.where(ok[None, m:, :, None],
                                             cost[None, :, None, None] + after[:, m:], np.inf)
        best = roll
        sec = secure < best - 1e-9
        best = np.where(sec, secure, best)
        stop = np.zeros_like(sec)
        if i > 0:
            stop = stops[i - 1][None] < best - 1e-9
            best = np.where(stop, stops[i - 1][None], best)
        cut = lengths <= i
        if i > 0:
            best[..., cut] = np.broadcast_to(stops[i - 1][None], best.shape)[..., cut]
            stop[..., cut] = True
        sec &= ~stop
        masks.append((stop, sec, ~(stop | sec)))
        v = best
    masks.reverse()
    return masks


def _held_n(budgets: np.ndarray) -> int:
    """Dice a car can secure in one turn with the most seconds of ``budgets``."""
    top, n = int(budgets.max()), 0
    while top >= (n + 1) * (n + 2) // 2:
        n += 1
    return n


def _blocked(expert: ExactExpert, cell: int, gear: int, cols: np.ndarray,
             add: Sink) -> None:
    rules, dm = expert.rules, expert.dm
    column = rules.column(expert.board.terrain[cell], True)
    for d in np.flatnonzero(cols.any(axis=0)):
        mask = np.zeros(cols.shape)
        mask[:, d] = cols[:, d]
        if rules.options.stranded == "retire":
            add((RETIRE, cell, gear, 0, 0, 0, 0), mask)
            continue
        lower = lower_gear(gear, dm.dice(column, int(d)), rules)
        if lower is None:
            add((STUCK, cell, gear, 0, 0, 0, 0), mask)
        else:
            add((CHANGE_DOWN, cell, lower, 0, 0, 0, 0), mask)


def _model_masks(expert: ExactExpert, start: int, steps: tuple[Step, ...],
                 lengths: np.ndarray, limit: int) -> list[Masks]:
    """The look-ahead's stopping and securing programme (engine/evaluate.py): the choice
    before each die over (hazards so far, dice secured, s, d)."""
    t = expert.t
    N = t.N
    keep: list[StepChoice] = []
    t._one_by_one(start, Plan(ONE_BY_ONE, steps, 0.0), lengths, limit, keep)
    keep.reverse()  # recorded last die first
    sc = expert.board.token_draws(start, (s.dest for s in steps))
    stops = [t._secured("stop", s.dest, s.gear, sc[i]) for i, s in enumerate(steps)]
    masks: list[Masks] = []
    for i, s in enumerate(steps):
        rec = keep[i]
        m = 1 + s.brakes
        best = rec.roll.copy()
        shape = best.shape
        sec_mask = np.zeros(shape, dtype=bool)
        if rec.secure is not None:
            sec = np.full(shape, np.inf)
            sec[:, :N + 1 - m] = rec.secure
            sec_mask = sec < best
            best = np.minimum(best, sec)
        stop_mask = np.zeros(shape, dtype=bool)
        if i > 0:
            stop_mask = stops[i - 1][None] < best
        cut = lengths <= i  # a damaged car without this die stops before it
        stop_mask[..., cut] = i > 0
        sec_mask &= ~stop_mask
        sec_mask[..., cut] = False
        masks.append((stop_mask, sec_mask, ~(stop_mask | sec_mask)))
    return masks


def _one_by_one(expert: ExactExpert, after: After, start: int, plan: Plan,
                lengths: np.ndarray, limit: int, cols: np.ndarray, add: Sink,
                budgets: np.ndarray | None = None, read: bool = True,
                programmes: Programmes | None = None) -> None:
    """Play a one-by-one plan forwards for the columns of ``cols``: (s, d) with the
    look-ahead's programme, or, with ``budgets``, (seconds held beyond its cap, d) with
    the simulator's. A puncture drawn mid-turn is seen: the rest of the turn is decided
    again for the damage the car now has, on the dice laid (as in play). Played on the
    block of rows and states that holds the columns (a column's chances do not depend
    on the others: the same, bit for bit, at a fraction of the cost)."""
    steps = plan.steps
    D = len(lengths)
    rows, states = np.flatnonzero(cols.any(axis=1)), np.flatnonzero(cols.any(axis=0))
    block = np.ix_(rows, states)

    def programme(at: int, rest: tuple[Step, ...], lengths: np.ndarray,
                  states: np.ndarray | None = None) -> list[Masks]:
        """The choices before each die of ``rest`` from ``at`` (made once, then read;
        the arrays are only read)."""
        key = (at, rest, lengths.tobytes(), limit,
               None if budgets is None else budgets.tobytes(),
               None if states is None else states.tobytes())
        hit = None if programmes is None else programmes.get(key)
        if hit is None:
            hit = (_model_masks(expert, at, rest, lengths, limit) if budgets is None
                   else _held_masks(expert, at, rest, lengths, limit, budgets, states))
            if programmes is not None:
                programmes[key] = hit
        return hit

    def on_block(masks: list[Masks], dmap: np.ndarray) -> list[Masks]:
        """Programme arrays over every row and state, for the block's rows and the
        states ``dmap`` (the held programme is made for the block's rows already)."""
        def pick(a: np.ndarray) -> np.ndarray:
            return a[..., dmap] if budgets is not None else a[..., rows, :][..., dmap]

        return [(pick(stop), pick(sec), pick(roll)) for stop, sec, roll in masks]

    def masks_for(i: int, dmap: np.ndarray) -> list[Masks]:
        """Choices for the dice after die ``i`` of a car now in states ``dmap[d]``
        (columns by the turn's starting state ``d``): the programme of the rest of the
        plan from die ``i``'s cell, for each number of dice the car can still lay."""
        shape = first[0][0].shape
        # by default stop: a car with no die left after die i ends its turn there
        out: list[Masks] = [(np.ones(shape, dtype=bool), np.zeros(shape, dtype=bool),
                             np.zeros(shape, dtype=bool)) for _ in steps]
        rest = steps[i:]
        sub = lengths[states] - i
        for n in sorted(set(sub[sub > 1].tolist())):
            same = np.full(D, n)
            part = on_block(programme(steps[i].dest, rest, same), dmap)
            cols_n = sub == n
            for j in range(1, len(rest)):
                stop, sec, roll = (np.where(cols_n, arr, o)
                                   for arr, o in zip(part[j], out[i + j], strict=True))
                out[i + j] = (stop, sec, roll)
        return out

    def add_block(key: EndKey, p: np.ndarray) -> None:
        full = np.zeros(cols.shape)
        full[block] = p
        add(key, full)

    if budgets is None:
        first = on_block(programme(start, steps, lengths), states)
    else:
        budgets = budgets[rows]
        first = programme(start, steps, lengths[states], states)
    N = expert.t.N if budgets is None else _held_n(budgets)
    mass = np.zeros((limit, N + 1, len(rows), len(states)))
    mass[0, 0] = cols[block]
    _forward(expert, after, start, steps, limit, N, mass, 0, first, states, (0, 0),
             masks_for if read else None, add_block)


Masks = tuple[np.ndarray, np.ndarray, np.ndarray]  # stop, secure, roll before a die
# one-by-one programmes made: (cell, steps, lengths, limit, budgets, states) -> choices
Programmes = dict[tuple[int, tuple[Step, ...], bytes, int, bytes | None, bytes | None],
                  list[Masks]]


def _forward(expert: ExactExpert, after: After, start: int, steps: tuple[Step, ...],
             limit: int, N: int, mass: np.ndarray, first: int, masks: list[Masks],
             dmap: np.ndarray, read: tuple[int, int],
             masks_for: Callable[[int, np.ndarray], list[Masks]] | None, add: Sink) -> None:
    """Play a one-by-one plan forwards from die ``first`` with its choices before each
    die (stop, secure, roll; over hazards so far, dice secured and the turn's starting
    columns): the mass before each die, and the ends it reaches. A shortcut token drawn
    before the last die is read at once: on a puncture the rest is played by the
    choices for the damage the car then has (``masks_for``); ``read`` counts the tokens
    read so far on this branch (punctures, other faces)."""
    t, board = expert.t, expert.board
    tri = [n * (n + 1) // 2 for n in range(N + 2)]
    sc = board.token_draws(start, (s.dest for s in steps))
    last = len(steps) - 1
    for i in range(first, len(steps)):
        s = steps[i]
        if not mass.any():
            break
        stop, sec, roll_m = masks[i]
        seen = read[0] + read[1]
        if i > 0:
            _add_n(add, (STOP, steps[i - 1].dest, steps[i - 1].gear, sc[i - 1] - seen, *read),
                   (mass * stop).sum(axis=0), tri)
        ends = i == last or board.finished[s.dest]
        here = (s.dest, s.gear, sc[i] - seen, *read)
        nxt = np.zeros_like(mass)
        rolled = mass * roll_m
        for p, kind, j in t.outcomes(s):
            if kind == OK:
                for h in range(limit):
                    part = rolled[h] * p
                    if not part.any():
                        continue
                    if h + j >= limit:
                        _add_n(add, (LOSS, *here), part, tri)
                    elif ends:
                        _add_n(add, (STOP, *here), part, tri)
                    else:
                        nxt[h + j] += part
            elif kind == FORCED_LOC:
                _add_n(add, (LOSS, *here), rolled.sum(axis=0) * p, tri)
            else:  # quick start showing a hazard: the turn ends after this die, in 2nd
                _add_n(add, (STOP, *here), rolled.sum(axis=0) * p, tri)
        m = 1 + s.brakes
        secured = (mass * sec)[:, :N + 1 - m] if m <= N else None
        if secured is not None and secured.any() and s.track:
            _secured_on_track(add, secured, m, s.track, limit, ends, here, nxt, tri)
        elif secured is not None and secured.any():
            if ends:
                shifted = np.zeros(mass.shape[1:])
                shifted[m:] = secured.sum(axis=0)
                _add_n(add, (STOP, *here), shifted, tri)
            else:
                nxt[:, m:] += secured
        if masks_for is not None and not ends and sc[i] > (sc[i - 1] if i else 0) \
                and nxt.any():
            # the token drawn entering this cell is read now
            p = float(after.faces[1])
            hit = after.punctured[dmap]
            _forward(expert, after, start, steps, limit, N, nxt * p, i + 1,
                     masks_for(i, hit), hit, (read[0] + 1, read[1]), masks_for, add)
            nxt = nxt * (1.0 - p)
            read = (read[0], read[1] + 1)
        mass = nxt


def _secured_on_track(add: Sink, secured: np.ndarray, m: int, t: int, limit: int,
                      ends: bool, here: tuple[int, int, int, int, int], nxt: np.ndarray,
                      tri: list[int]) -> None:
    """Mass that secured a die the track adds ``t`` hazards to (GT): from ``limit - t``
    hazards on it loses control there, the rest goes on with ``t`` more."""
    full = np.zeros((limit, secured.shape[1] + m, *secured.shape[2:]))
    full[:, m:] = secured
    _add_n(add, (LOSS, *here), full[limit - t:].sum(axis=0), tri)
    if ends:
        _add_n(add, (STOP, *here), full[:limit - t].sum(axis=0), tri)
    else:
        nxt[t:] += full[:limit - t]


def _add_n(add: Sink, key: tuple[int, int, int, int, int, int], per_n: np.ndarray,
           tri: list[int]) -> None:
    """Add mass per dice secured ``n`` (seconds spent T(n)) as ends."""
    kind, cell, gear, tokens, punctures, others = key
    for n in range(per_n.shape[0]):
        if per_n[n].any():
            add((kind, cell, gear, -tri[n], tokens, punctures, others), per_n[n])


def _flat_out(expert: ExactExpert, relays: Relays | None, start: int, gear: int, plan: Plan,
              lengths: np.ndarray, limit: int, cols: np.ndarray, add: Sink) -> None:
    """Every way the dice of a flat-out plan can fall, for each prefix a damaged car can
    roll: success, a quick start's hazard, or a loss of control (re-laid)."""
    t, board, rules = expert.t, expert.board, expert.rules
    steps = plan.steps
    sc = board.token_draws(start, (s.dest for s in steps))
    pb = rules.dice["brake"].p_hazard
    for length in sorted(set(lengths[cols.any(axis=0)].tolist())):
        mask = cols & (lengths == length)[None, :]
        if not length or not mask.any():
            continue
        laid = steps[:length]
        secs = sum(s.seconds for s in laid)
        # per step: the die laid (kind, value), its brake dice, the chance its main die
        # shows a hazard, and whether that hazard overshoots a jump
        dice = tuple(((GEAR, s.gear) if s.die == GEAR else ("brake", 0) if s.die == REDZONE
                      else (s.die, 0))
                     + (s.brakes, rules.gear_die(s.gear).p_hazard if s.die == GEAR else
                        pb if s.die == REDZONE else rules.dice[s.die].p_hazard,
                        jump_hazard(board, s), s.track) for s in laid)
        quick, success, model, failures = _falls(dice, pb, limit, laid[0].quick,
                                                 relays is not None)
        if quick:
            add((STOP, laid[0].dest, laid[0].gear, secs, sc[0], 0, 0), mask * quick)
        if success:
            add((STOP, laid[-1].dest, laid[-1].gear, secs, sc[length - 1], 0, 0),
                mask * success)
        for n, p in model:
            s = laid[n]
            add((LOSS, s.dest, s.gear, secs, sc[n], 0, 0), mask * p)
        if not failures:
            continue
        after_s = np.minimum(np.arange(t.S + 1) + secs, t.S)
        assert relays is not None
        # rolled sets re-laid to the same places share one choice: sum their chances
        # first (the searches are memoised, so equal places are the same object)
        same: dict[int, tuple[dict[tuple[int, int], tuple[int, float]], float]] = {}
        for rolled_set, p in failures:
            options = relays.options(start, gear, rolled_set, limit, laid[0].quick)
            hit = same.get(id(options))
            same[id(options)] = (options, p if hit is None else hit[1] + p)
        for options, p in same.values():
            if not options:  # nothing to re-lay: lost where the plan is
                s = laid[-1]
                add((LOSS, s.dest, s.gear, secs, sc[length - 1], 0, 0), mask * p)
                continue
            ends, pick = relays.choice(options, secs, after_s, mask)
            # the places picked for these columns, in order (bincount: a fraction of unique's)
            for j in np.flatnonzero(np.bincount(pick)).tolist():
                picked = np.zeros(mask.shape, dtype=bool)
                picked[mask] = pick == j
                add(ends[j], picked * p)


# one die laid flat out: (kind, value, brake dice, chance of a hazard, hazard overshoots,
# hazards the track adds there)
_Laid = tuple[str, int, int, float, bool, int]


@lru_cache(maxsize=1024)
def _falls(dice: tuple[_Laid, ...], pb: float, limit: int, quick_start: bool, relay: bool
           ) -> tuple[float, float, tuple[tuple[int, float], ...],
                      tuple[tuple[tuple[Rolled, ...], float], ...]]:
    """Every way flat-out ``dice`` can fall, summed: the chance a quick start shows its
    hazard, of success, of losing control at each die as laid (``relay`` False), and of
    each failed rolled set (``relay``: to be re-laid). Plans of different cells and the
    columns a table adds later lay the same dice: the same sums."""
    per_step = []  # per die: (main hazard, brake hazards) with their chances
    for _, _, brakes, pm, _, _ in dice:
        opts = []
        for main in (False, True):
            for k in range(brakes + 1):
                p = (pm if main else 1 - pm) * comb(brakes, k) * pb ** k \
                    * (1 - pb) ** (brakes - k)
                if p:
                    opts.append((main, k, p))
        per_step.append(opts)
    failures: dict[tuple[Rolled, ...], float] = {}
    model: dict[int, float] = {}  # no re-lay: the die where the laid plan loses control
    # what each way a step can fall adds to the rolled set (kind, value, hazard)
    frags = [[((kind, value, main),) + (("brake", 0, True),) * k
              + (("brake", 0, False),) * (brakes - k) for main, k, _ in opts]
             for (kind, value, brakes, _, _, _), opts in zip(dice, per_step, strict=True)]
    jumps = [d[4] for d in dice]
    track = [d[5] for d in dice]
    quick = success = 0.0  # summed first, laid on the columns once
    for combo in product(*(range(len(o)) for o in per_step)):
        p = 1.0
        hz = 0
        lost_at = -1
        for n, j in enumerate(combo):
            main, k, q = per_step[n][j]
            p *= q
            hz += main + k + track[n]
            if lost_at < 0 and (hz >= limit or (main and jumps[n])):
                lost_at = n
        if quick_start and per_step[0][combo[0]][0]:
            quick += p
        elif lost_at < 0:
            success += p
        elif not relay:
            model[lost_at] = model.get(lost_at, 0.0) + p
        else:
            key = tuple(sorted(x for n, j in enumerate(combo) for x in frags[n][j]))
            failures[key] = failures.get(key, 0.0) + p
    return quick, success, tuple(model.items()), tuple(failures.items())
