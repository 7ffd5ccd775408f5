"""The expert's solo drive through its turn tables: exact figures and batched runs.

Cars only move forward, so one pass over the cells in course order plays every turn:
at each cell (gears from the top down, since a car changing down in place stays in its
cell), the turn table of :mod:`pacenote.engine.outcomes` moves

- the **distribution** of the car's state (gear, seconds held, damage) on to later
  cells, which gives the report's figures exactly (an absorbing Markov chain pushed
  forward: expected time, finish share, losses of control and crashes per cell, backs,
  damage, shortcuts, seconds left, turns), and
- a **batch of runs** (NumPy arrays, one row per run), each drawing its turn's end,
  token faces, card back and crash damage from a counter-based stream: draw ``j`` of
  turn ``t`` of run ``i`` under seed ``s`` is ``uniform(s, i, t, j)`` (SplitMix64 of
  the four numbers), so a run's result depends only on the seed and its number, never
  on the batch it is played in or the number of processes.

A retired car is valued as the look-ahead values it (the time an undamaged car would
still need from there, plus the retire penalty) in the exact mean; the runs' figures
count it as the report does (the slowest finishing run + the penalty).
"""

from __future__ import annotations

import pickle
import zlib
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from pacenote import diskcache
from pacenote.engine.exact import PLANS_KEPT, ExactExpert
from pacenote.engine.outcomes import (
    CHANGE_DOWN,
    LOSS,
    RETIRE,
    STOP,
    STUCK,
    After,
    Relays,
    TurnTable,
    turn_table,
)

HELD = 30  # seconds held told apart by the tables (more count at face value)
MAX_TOKENS = 6  # shortcut tokens one turn can draw, at most, in the stream's slots
_SLOT_BACK, _SLOT_CRASH, _SLOTS = 1 + MAX_TOKENS, 2 + MAX_TOKENS, 3 + MAX_TOKENS


@dataclass
class ExactFigures:
    """Per run, exactly (expectations over every roll, card and token)."""

    mean: float  # expected stage time (retired: the look-ahead's value of the rest)
    finished: float  # share of runs that finish
    retired: float
    stuck: float
    turns: float
    loc_per_run: float
    # expected losses of control (crashes) per run by board cell (by graph node in a
    # DriveReport)
    loc_by_cell: dict[Any, float]
    crash_by_cell: dict[Any, float]
    backs: dict[str, float]
    damage: dict[str, float]  # tokens drawn in crashes per run
    shortcut_entries: float
    shortcut_outcomes: dict[str, float]
    shortcut_runs: float  # share of runs that take at least one shortcut
    seconds_left: float
    spare_wheels: float  # wheels changed per run
    blocked_turns: float


@dataclass
class Runs:
    """A batch of runs played through the tables (arrays indexed by run)."""

    ids: np.ndarray
    time: np.ndarray
    outcome: np.ndarray  # 0 finished, 1 retired, 2 stuck
    turns: np.ndarray
    seconds: np.ndarray  # tokens left at the end (gained - spent, uncapped)
    losses: np.ndarray  # per run
    shortcuts: np.ndarray  # shortcut entries per run
    spare: np.ndarray  # bool: changed a wheel
    blocked: np.ndarray
    loc_by_cell: np.ndarray  # (cells,) counts over the batch
    crash_by_cell: np.ndarray
    backs: np.ndarray  # (3,)
    damage: np.ndarray  # (4,) gear, gas, brake, green flag
    faces: np.ndarray  # (3,) ok, puncture, mud
    extra: dict[str, object] = field(default_factory=dict)


FINISHED, RETIRED, STUCK_RUN = 0, 1, 2


def uniforms(seed: int, runs: np.ndarray, turn: np.ndarray, slot: int) -> np.ndarray:
    """The stream: one uniform in [0, 1) per run for (seed, run, turn, slot)."""
    with np.errstate(over="ignore"):
        x = (np.uint64(seed & 0xFFFFFFFF) * np.uint64(0x9E3779B97F4A7C15)
             + runs.astype(np.uint64) * np.uint64(0xBF58476D1CE4E5B9)
             + turn.astype(np.uint64) * np.uint64(0x94D049BB133111EB)
             + np.uint64(slot) * np.uint64(0xD6E8FEB86659FD93))
        x = x ^ (x >> np.uint64(30))
        x = x * np.uint64(0xBF58476D1CE4E5B9)
        x = x ^ (x >> np.uint64(27))
        x = x * np.uint64(0x94D049BB133111EB)
        x = x ^ (x >> np.uint64(31))
    out: np.ndarray = (x >> np.uint64(11)).astype(np.float64) * (1.0 / (1 << 53))
    return out


class Chain:
    """The forward pass; ``relay=False`` prices a failed flat-out roll where the laid plan
    reaches the limit, as the look-ahead does (then ``mean`` is the par time exactly)."""

    def __init__(self, expert: ExactExpert, *, relay: bool = True,
                 held: int = HELD) -> None:
        if expert.rules.options.sisu_token != "off":
            raise ValueError("the turn tables do not cover the SISU option")
        self.expert = expert
        self.after = After(expert)
        self.relays = Relays(expert) if relay else None
        self._tables: dict[tuple[int, int], tuple[np.ndarray, TurnTable]] = {}
        # Kept on disk beside the expert's sweep: a second drive of an unchanged stage
        # reads the tables its runs need instead of building them (re-lays take most).
        self.held = max(held, expert.t.S)
        self._key = f"{expert.key}-{'relay' if relay else 'model'}-{self.held}"
        self._built = False
        self._load()

    def _load(self) -> None:
        data = diskcache.read_bytes("tables", self._key, "pickle.z")
        if data is None:
            return
        try:  # our own cache folder holding our own data; damaged: build again
            tables = pickle.loads(zlib.decompress(data))
        except Exception:  # noqa: BLE001 - any failure to read back is a cache miss
            return
        if isinstance(tables, dict):
            self._tables = tables

    def _store(self) -> None:
        if self._built:
            data = pickle.dumps(self._tables, protocol=pickle.HIGHEST_PROTOCOL)
            diskcache.write_bytes("tables", self._key, "pickle.z", zlib.compress(data, 1))
            diskcache.keep_newest("tables", PLANS_KEPT)
            self._built = False

    def table(self, cell: int, gear: int, wanted: np.ndarray) -> TurnTable:
        """The turn table of (cell, gear), built for at least the ``wanted`` columns."""
        hit = self._tables.get((cell, gear))
        if hit is not None and not (wanted & ~hit[0]).any():
            return hit[1]
        cover = wanted if hit is None else wanted | hit[0]
        table = turn_table(self.expert, self.after, self.relays, cell, gear, cover,
                           self.held)
        self._tables[(cell, gear)] = (cover, table)
        self._built = True
        return table

    def drive(self, start: int, runs: np.ndarray | None = None,
              seed: int = 0) -> tuple[ExactFigures, Runs | None]:
        ex, after = self.expert, self.after
        board, rules, dm, t = ex.board, ex.rules, ex.dm, ex.t
        n_cells, G, S1, D = len(board), rules.top_gear + 1, self.held + 1, dm.size
        d0 = dm.state((0, 0, 0))
        retired = dm.retired
        penalty = rules.options.retire_penalty_seconds
        mass = np.zeros((n_cells, G, S1, D))
        mass[start, 0, 0, d0] = 1.0
        has_shortcuts = any(board.shortcut)
        clean = np.zeros_like(mass) if has_shortcuts else None  # never took a shortcut
        if clean is not None:
            clean[start, 0, 0, d0] = 1.0
        acc = _Acc(n_cells)
        clean_acc = _Acc(n_cells)  # the same for the mass that never took a shortcut
        powers = [np.eye(D)]
        for _ in range(MAX_TOKENS + 8):
            powers.append(powers[-1] @ dm.puncture)
        batch = _Batch(runs, start, d0, seed, after, n_cells, self.held) \
            if runs is not None else None
        for cell in range(n_cells):
            here = mass[cell]
            if board.finished[cell]:
                continue
            if not here.any() and (batch is None or not batch.at(cell).any()):
                continue
            # a car whose last gear die is gone retires before its turn
            lost = here[..., retired].sum()
            if lost:
                acc.retired += lost
                acc.time += lost * (float(t.r[cell, 0, 0, d0]) + penalty)
                here[..., retired] = 0.0
                if clean is not None:
                    clean_acc.retired += clean[cell][..., retired].sum()
                    clean[cell][..., retired] = 0.0
            if batch is not None:
                batch.retire_damaged(cell, retired)
            for gear in range(G - 1, -1, -1):
                m = here[gear]
                wanted = m > 0
                if batch is not None:
                    wanted = wanted | batch.columns(cell, gear, S1, D)
                if not wanted.any():
                    continue
                table = self.table(cell, gear, wanted)
                if m.any():
                    acc.turns += m.sum()
                    self._push(cell, gear, m, table, mass, acc, powers)
                    if clean is not None:
                        self._push(cell, gear, clean[cell][gear], table, clean, clean_acc,
                                   powers, clean=True)
                if batch is not None:
                    batch.turn(cell, gear, table)
        acc.clean_out = clean_acc.finished + clean_acc.retired + clean_acc.stuck
        self._store()
        figures = acc.figures(board.shortcut, has_shortcuts)
        return figures, (batch.result(penalty) if batch is not None else None)

    def _push(self, cell: int, gear: int, m: np.ndarray, table: TurnTable,
              mass: np.ndarray, acc: _Acc, powers: list[np.ndarray], *,
              clean: bool = False) -> None:
        """Move the mass ``m`` of (cell, gear) through one turn (``clean``: only the
        ends that take no shortcut)."""
        ex, after = self.expert, self.after
        board, rules, t = ex.board, ex.rules, ex.t
        S = self.held
        sidx = np.arange(S + 1)
        capped = np.minimum(sidx, t.S)  # the look-ahead tells seconds apart up to its cap
        penalty = rules.options.retire_penalty_seconds
        for e in range(len(table.kind)):
            w = table.prob[e] * m
            tot = float(w.sum())
            if tot <= 0.0:
                continue
            kind, c2, g2 = int(table.kind[e]), int(table.cell[e]), int(table.gear[e])
            ds, k = int(table.seconds[e]), int(table.tokens[e])
            if clean and k:
                continue  # the no-shortcut mass leaves through a shortcut
            if ds:
                w2 = np.zeros_like(w)
                np.add.at(w2, np.clip(sidx + ds, 0, S), w)
                w = w2
            if k:
                w = w @ powers[k]
            acc.time -= ds * tot
            acc.seconds += ds * tot
            acc.tokens += k * tot
            acc.faces += k * tot * after.faces
            if kind == STOP:
                if board.finished[c2]:
                    acc.time += after.front[g2] * tot
                    acc.finished += tot
                    continue
                if g2 == 1:
                    spare = w * after.spare[c2][capped]
                    sp = float(spare.sum())
                    if sp:
                        moved = np.zeros_like(spare)
                        np.add.at(moved.T, after.gas_less, spare.T)
                        mass[c2, 0] += moved
                        acc.time += rules.spare_seconds * sp
                        acc.spare += sp
                        w = w - spare
                acc.time += after.front[g2] * float(w.sum())
                mass[c2, g2] += w
            elif kind == LOSS:
                ps, pc, pu = after.backs[g2]
                acc.loc[c2] += tot
                acc.crash[c2] += pc * tot
                acc.backs += tot * np.array([ps, pc, pu])
                if board.finished[c2]:  # past the line: the card's front, no damage
                    acc.time += after.front[max(g2, 1)] * tot
                    acc.finished += tot
                    continue
                mass[c2, 0] += ps * w
                marks = after.marks(c2, g2)
                mass[c2, 0] += pc * (w @ ex.dm.crash[marks])
                mass[c2, after.sisu_gear[g2]] += pu * w
                secs = after.back_seconds[g2]
                acc.time += tot * (ps * secs[0] + pc * secs[1] + pu * secs[2])
                counts, probs, _ = after.draws[marks]
                live = float(w[:, ~after.retired].sum())
                acc.damage += pc * live * (probs @ counts)
            elif kind == RETIRE:
                acc.retired += tot
                acc.time += tot * (float(t.r[cell, 0, 0, 0]) + penalty)
            elif kind == CHANGE_DOWN:
                mass[cell, g2] += w
                acc.time += after.front[gear] * tot
                acc.blocked += tot
            elif kind == STUCK:
                acc.stuck += tot


class _Acc:
    """Running sums of the exact pass."""

    def __init__(self, cells: int) -> None:
        self.time = self.finished = self.retired = self.stuck = self.turns = 0.0
        self.seconds = self.tokens = self.spare = self.blocked = self.clean_out = 0.0
        self.loc = np.zeros(cells)
        self.crash = np.zeros(cells)
        self.backs = np.zeros(3)
        self.damage = np.zeros(4)
        self.faces = np.zeros(3)

    def figures(self, shortcut: tuple[bool, ...], has_shortcuts: bool) -> ExactFigures:
        del shortcut
        return ExactFigures(
            mean=self.time, finished=self.finished, retired=self.retired, stuck=self.stuck,
            turns=self.turns, loc_per_run=float(self.loc.sum()),
            loc_by_cell={int(c): float(v) for c, v in enumerate(self.loc) if v > 0},
            crash_by_cell={int(c): float(v) for c, v in enumerate(self.crash) if v > 0},
            backs=dict(zip(("spin", "crash", "sisu"), self.backs.tolist(), strict=True)),
            damage=dict(zip(("gear", "gas", "brake", "green_flag"), self.damage.tolist(),
                            strict=True)),
            shortcut_entries=self.tokens,
            shortcut_outcomes=dict(zip(("ok", "puncture", "mud"), self.faces.tolist(),
                                       strict=True)),
            shortcut_runs=(1.0 - self.clean_out) if has_shortcuts else 0.0,
            seconds_left=self.seconds, spare_wheels=self.spare, blocked_turns=self.blocked)


class _Batch:
    """Runs played together: arrays indexed by run."""

    def __init__(self, ids: np.ndarray, start: int, d0: int, seed: int, after: After,
                 cells: int, held: int) -> None:
        self.held = held
        n = len(ids)
        self.ids, self.seed, self.after = ids.astype(np.int64), seed, after
        self.cell = np.full(n, start, dtype=np.int32)
        self.gear = np.zeros(n, dtype=np.int8)
        self.s = np.zeros(n, dtype=np.int16)
        self.d = np.full(n, d0, dtype=np.int32)
        self.active = np.ones(n, dtype=bool)
        self.outcome = np.full(n, FINISHED, dtype=np.int8)
        self.time = np.zeros(n)
        self.turns = np.zeros(n, dtype=np.int32)
        self.seconds = np.zeros(n, dtype=np.int32)
        self.losses = np.zeros(n, dtype=np.int32)
        self.shortcuts = np.zeros(n, dtype=np.int32)
        self.spare = np.zeros(n, dtype=bool)
        self.blocked = np.zeros(n, dtype=np.int32)
        self.loc = np.zeros(cells, dtype=np.int64)
        self.crash = np.zeros(cells, dtype=np.int64)
        self.backs = np.zeros(3, dtype=np.int64)
        self.damage = np.zeros(4, dtype=np.int64)
        self.faces = np.zeros(3, dtype=np.int64)

    def at(self, cell: int) -> np.ndarray:
        here: np.ndarray = self.active & (self.cell == cell)
        return here

    def columns(self, cell: int, gear: int, S1: int, D: int) -> np.ndarray:
        out = np.zeros((S1, D), dtype=bool)
        sel = self.at(cell) & (self.gear == gear)
        out[self.s[sel], self.d[sel]] = True
        return out

    def retire_damaged(self, cell: int, retired: np.ndarray) -> None:
        sel = self.at(cell) & retired[self.d]
        self.active[sel] = False
        self.outcome[sel] = RETIRED

    def turn(self, cell: int, gear: int, table: TurnTable) -> None:
        """Every run at (cell, gear) takes its turn."""
        idx = np.flatnonzero(self.at(cell) & (self.gear == gear))
        if not len(idx):
            return
        after, seed = self.after, self.seed
        ex = after.expert
        board, rules, S = ex.board, ex.rules, self.held
        runs, turn = self.ids[idx], self.turns[idx]
        self.turns[idx] += 1
        s, d = self.s[idx].astype(np.int64), self.d[idx].astype(np.int64)
        cum = np.cumsum(table.prob[:, s, d], axis=0)  # (E, R)
        u = uniforms(seed, runs, turn, 0) * cum[-1]  # each column sums to 1 up to rounding
        e = np.minimum((u[None, :] >= cum).sum(axis=0), len(table.kind) - 1)
        kind = table.kind[e].astype(np.int64)
        c2 = table.cell[e].astype(np.int64)
        g2 = table.gear[e].astype(np.int64)
        ds = table.seconds[e].astype(np.int64)
        k = table.tokens[e].astype(np.int64)
        s = np.clip(s + ds, 0, S)
        self.seconds[idx] += ds
        self.time[idx] -= ds
        self.shortcuts[idx] += k
        faces = np.cumsum(after.faces)
        for j in range(int(k.max(initial=0))):
            on = k > j
            f = np.minimum((uniforms(seed, runs, turn, 1 + j)[:, None] >= faces[None, :])
                           .sum(axis=1), 2)
            np.add.at(self.faces, f[on], 1)
            hit = on & (f == 1)
            d[hit] = after.punctured[d[hit]]
        finished = np.array(board.finished)[c2]
        front = after.front
        # stop
        stop = kind == STOP
        card = np.where(stop, front[g2], 0.0)
        new_gear = g2.copy()
        done = stop & finished
        spare = stop & ~finished & (g2 == 1) & after.spare[c2, np.minimum(s, ex.t.S), d]
        card[spare] = rules.spare_seconds
        new_gear[spare] = 0
        d[spare] = after.gas_less[d[spare]]
        self.spare[idx[spare]] = True
        # loss of control
        loss = kind == LOSS
        if loss.any():
            li = np.flatnonzero(loss)
            gl = g2[li]
            cum_b = np.cumsum(after.backs[gl], axis=1)
            ub = uniforms(seed, runs[li], turn[li], _SLOT_BACK)
            back = np.minimum((ub[:, None] >= cum_b).sum(axis=1), 2)
            np.add.at(self.loc, c2[li], 1)
            np.add.at(self.backs, back, 1)
            crashed = back == 1
            np.add.at(self.crash, c2[li[crashed]], 1)
            self.losses[idx[li]] += 1
            past = finished[li]
            card[li] = np.where(past, front[np.maximum(gl, 1)],
                                after.back_seconds[gl, back])
            new_gear[li] = np.where(back == 2, after.sisu_gear[gl], 0)
            done |= loss & finished
            uc = uniforms(seed, runs[li], turn[li], _SLOT_CRASH)
            for j in np.flatnonzero(crashed & ~past).tolist():
                r = int(li[j])
                marks = after.marks(int(c2[r]), int(g2[r]))
                counts, probs, to = after.draws[marks]
                pick = min(int(np.searchsorted(np.cumsum(probs), uc[j], side="right")),
                           len(probs) - 1)
                self.damage += counts[pick]
                d[r] = to[d[r], pick]
        retire = kind == RETIRE
        change = kind == CHANGE_DOWN
        card[change] = front[gear]
        self.blocked[idx[change]] += 1
        stuck = kind == STUCK
        self.time[idx] += card
        self.gear[idx] = new_gear
        self.cell[idx] = np.where(change, cell, c2)
        self.s[idx] = s
        self.d[idx] = d
        gone = done | retire | stuck
        self.active[idx[gone]] = False
        self.outcome[idx[retire]] = RETIRED
        self.outcome[idx[stuck]] = STUCK_RUN

    def result(self, penalty: float) -> Runs:
        del penalty
        return Runs(self.ids, self.time, self.outcome, self.turns, self.seconds, self.losses,
                    self.shortcuts, self.spare, self.blocked, self.loc, self.crash,
                    self.backs, self.damage, self.faces)
