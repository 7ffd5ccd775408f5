"""The expert's runs played together through the turn tables (:mod:`pacenote.engine.chain`):
the stream of uniforms, the batch of runs, and the exact pass's running sums and
figures."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from pacenote.engine.outcomes import (
    CHANGE_DOWN,
    LOSS,
    RETIRE,
    STOP,
    STUCK,
    After,
    TurnTable,
)

MAX_TOKENS = 6  # shortcut tokens one turn can draw, at most, in the stream's slots
_SLOT_BACK, _SLOT_CRASH, _SLOT_READ = 1 + MAX_TOKENS, 2 + MAX_TOKENS, 3 + MAX_TOKENS


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


def _ends(tb: TurnTable) -> np.ndarray:
    """(E, 7): each end's kind, cell, gear, seconds, tokens, punctures and other faces."""
    return np.stack([tb.kind, tb.cell, tb.gear, tb.seconds, tb.tokens, tb.punctures,
                     tb.others], axis=1).astype(np.int64)


def _scatter(mass: np.ndarray, cells: np.ndarray, gears: np.ndarray | int,
             blocks: np.ndarray) -> None:
    """mass[cells[i], gears[i]] += blocks[i] (a loop: a few dozen blocks, each a whole
    (channels, s, d) array, where ``np.add.at`` would go element by element)."""
    g = np.broadcast_to(np.asarray(gears), cells.shape)
    for c, gg, block in zip(cells.tolist(), g.tolist(), blocks, strict=True):
        mass[c, gg] += block


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

    def figures(self, has_shortcuts: bool) -> ExactFigures:
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
        kind, c2, g2, ds, k, rp, ro = _ends(table)[e].T
        s = np.clip(s + ds, 0, S)
        self.seconds[idx] += ds
        self.time[idx] -= ds
        self.shortcuts[idx] += k + rp + ro
        self._read_tokens(runs, turn, d, (k, rp, ro))
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
            self._lose_control(idx, (runs, turn), np.flatnonzero(loss), (c2, g2), finished,
                               card, new_gear, d)
            done |= loss & finished
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

    def _read_tokens(self, runs: np.ndarray, turn: np.ndarray, d: np.ndarray,
                     drawn: tuple[np.ndarray, np.ndarray, np.ndarray]) -> None:
        """The shortcut tokens drawn this turn: punctures read mid-turn, other faces read
        mid-turn (ok or mud), and the tokens still to read; ``d`` moved in place."""
        after, seed = self.after, self.seed
        k, rp, ro = drawn
        for j in range(int(rp.max(initial=0))):  # punctures read mid-turn
            hit = rp > j
            d[hit] = after.punctured[d[hit]]
            self.faces[1] += int(hit.sum())
        others = np.cumsum(after.other_faces)
        for j in range(int(ro.max(initial=0))):  # other faces read mid-turn: ok or mud
            on = ro > j
            f = np.minimum((uniforms(seed, runs, turn, _SLOT_READ + j)[:, None] >= others[None, :])
                           .sum(axis=1), 2)
            np.add.at(self.faces, f[on], 1)
        faces = np.cumsum(after.faces)
        for j in range(int(k.max(initial=0))):
            on = k > j
            f = np.minimum((uniforms(seed, runs, turn, 1 + j)[:, None] >= faces[None, :])
                           .sum(axis=1), 2)
            np.add.at(self.faces, f[on], 1)
            hit = on & (f == 1)
            d[hit] = after.punctured[d[hit]]

    def _lose_control(self, idx: np.ndarray, at: tuple[np.ndarray, np.ndarray], li: np.ndarray,
                      ends: tuple[np.ndarray, np.ndarray], finished: np.ndarray,
                      card: np.ndarray, new_gear: np.ndarray, d: np.ndarray) -> None:
        """The runs ``li`` (of ``idx``) that lose control: the back turned up, its card and
        restart gear, crash damage drawn from the bag (``card``, ``new_gear``, ``d`` in
        place)."""
        after, seed = self.after, self.seed
        c2, g2 = ends
        runs, turn = at  # the runs' ids and the turn being played
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
        card[li] = np.where(past, after.front[np.maximum(gl, 1)], after.back_seconds[gl, back])
        new_gear[li] = np.where(back == 2, after.sisu_gear[gl], 0)
        uc = uniforms(seed, runs[li], turn[li], _SLOT_CRASH)
        for j in np.flatnonzero(crashed & ~past).tolist():
            r = int(li[j])
            marks = after.marks(int(c2[r]), int(g2[r]))
            counts, probs, to = after.draws[marks]
            pick = min(int(np.searchsorted(np.cumsum(probs), uc[j], side="right")),
                       len(probs) - 1)
            self.damage += counts[pick]
            d[r] = to[d[r], pick]

    def result(self) -> Runs:
        return Runs(self.ids, self.time, self.outcome, self.turns, self.seconds, self.losses,
                    self.shortcuts, self.spare, self.blocked, self.loc, self.crash,
                    self.backs, self.damage, self.faces)
