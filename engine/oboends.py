"""The turn tables' one-by-one ends (:mod:`pacenote.engine.outcomes`): the expert's
stopping and securing programme (the look-ahead's, or the simulator's when it holds more
seconds than the look-ahead tells apart), played forwards die by die."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from pacenote.engine.evaluate import StepChoice
from pacenote.engine.exact import ExactExpert
from pacenote.engine.planner import ONE_BY_ONE, Plan
from pacenote.engine.rules import (
    FORCED_LOC,
    OK,
    Step,
)
from pacenote.engine.turnends import LOSS, STOP, After, EndKey, Sink


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
                scaled = rolled * p
                # which hazard rows hold mass, in one call (not one per row)
                live: list[bool] = np.any(scaled.reshape(limit, -1), axis=1).tolist()
                for h in range(limit):
                    if not live[h]:
                        continue
                    part = scaled[h]
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
    # which counts hold mass: one call, not one per n
    live: list[bool] = np.any(per_n.reshape(per_n.shape[0], -1), axis=1).tolist()
    for n, on in enumerate(live):
        if on:
            add((kind, cell, gear, -tri[n], tokens, punctures, others), per_n[n])
