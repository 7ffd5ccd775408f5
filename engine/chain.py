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

from dataclasses import replace

import numpy as np

from pacenote import diskcache
from pacenote.engine.chainhelper import _Helper
from pacenote.engine.chainruns import (
    FINISHED,
    MAX_TOKENS,
    RETIRED,
    STUCK_RUN,
    ExactFigures,
    Runs,
    _Acc,
    _Batch,
    _ends,
    _scatter,
    uniforms,
)
from pacenote.engine.chainstore import (
    _figures_from_json,
    _figures_json,
    _merge,
    _pack,
    _unpack,
)
from pacenote.engine.exact import PLANS_KEPT, ExactExpert
from pacenote.engine.outcomes import (
    CHANGE_DOWN,
    LOSS,
    RETIRE,
    STOP,
    STUCK,
    After,
    Programmes,
    Relays,
    TurnTable,
    turn_table,
)
from pacenote.gcpause import paused_gc

# (``_ends`` and ``_pack``: a turn table's ends and packed arrays, read by the batched
# races and benchmarks/table_digest.py, kept importable from here since the split)
__all__ = ["FINISHED", "HELD", "MAX_TOKENS", "RETIRED", "STUCK_RUN", "Chain", "ExactFigures",
           "Runs", "_ends", "_pack", "uniforms"]

HELD = 30  # seconds held told apart by the tables (more count at face value)
HORIZON = 3  # cells reached so far that a helper and the pass may build ahead of the pass
# seconds the pass waits for the helper before it builds a cell itself: none (the
# helper works on what the machine leaves over, and may have no core at all)
PATIENCE = 0.0


class Chain:
    """The forward pass. ``model=True`` plays the turns as the look-ahead prices them (a
    failed flat-out roll lost where the laid plan reaches the limit, seconds told apart up
    to its cap, a shortcut token read after the turn): then ``mean`` is the par time
    exactly; by default as the expert plays them."""

    def __init__(self, expert: ExactExpert, *, model: bool = False,
                 keep: bool = True) -> None:
        if expert.rules.options.sisu_token != "off":
            raise ValueError("the turn tables do not cover the SISU option")
        self.expert = expert
        self.after = After(expert)
        self.model = model
        self.relays = None if model else Relays(expert)
        self._tables: dict[tuple[int, int], tuple[np.ndarray, TurnTable]] = {}
        self._programmes: Programmes = {}  # one-by-one choices made for this cell's tables
        self._programmes_cell = -1
        # Kept on disk beside the expert's sweep: a second drive of an unchanged stage
        # reads the tables its runs need instead of building them (re-lays take most).
        self.held = expert.t.S if model else max(HELD, expert.t.S)
        self._key = f"{expert.key}-{'model' if model else 'play'}"
        self._built = False
        self._figures: dict[int, ExactFigures] = {}  # per start cell
        self._keep = keep
        self.taken_over = 0  # turn tables taken over from an earlier sweep's (_take_over)
        if keep:
            self._load()
        self._take_over()
        D = expert.dm.size
        self._powers = [np.eye(D)]
        self._capped = np.minimum(np.arange(self.held + 1), expert.t.S)  # as the look-ahead
        self._spare_move = np.zeros((D, D))  # the spare wheel hands a gas token back
        self._spare_move[np.arange(D), self.after.gas_less] = 1.0
        self._puncture_move = np.zeros((D, D))  # a puncture read: one gas token more
        self._puncture_move[np.arange(D), self.after.punctured] = 1.0

    def _take_over(self) -> None:
        """The turn tables of the cells this expert's sweep took over from an earlier one
        (engine/suffix.py): a table depends on the board from its cell on too, so it is
        that sweep's with its cells renumbered (``shift``), bit for bit; and this chain's
        tables are kept with this sweep for the next edit."""
        ex = self.expert
        if ex.swept is not None:
            ex.swept.turns.setdefault(self.model, self._tables)
        if ex.reused_from is None:
            return
        old, shift = ex.reused_from
        first = len(ex.board) - ex.reused  # the first cell taken over, in this numbering
        for (cell, gear), (cover, tb) in list(old.turns.get(self.model, {}).items()):
            if cell + shift >= first and (cell + shift, gear) not in self._tables:
                self._tables[(cell + shift, gear)] = (cover, replace(tb, cell=tb.cell + shift))
                self._built = True
                self.taken_over += 1

    def _load(self) -> None:
        # Arrays and JSON only (diskcache.read_arrays: header, key, CRC-32): an entry
        # planted in a shared cache folder is data, never code; anything else is a miss.
        arrays = diskcache.read_arrays("tables", self._key)
        if arrays is None:
            return
        try:
            figures = _figures_from_json(bytes(arrays["figures"]))
            tables = {}
            for name in arrays:
                if name.endswith(".cover"):
                    cell, gear = (int(n) for n in name[:-len(".cover")].split("."))
                    stem = name[:-len(".cover")]
                    cover, ends, dense = (arrays[f"{stem}.{part}"]
                                          for part in ("cover", "ends", "dense"))
                    if cover.dtype != np.bool_ or ends.ndim != 2 or ends.shape[1] != 7 \
                            or dense.shape != (len(ends), int(cover.sum())):
                        return
                    tables[(cell, gear)] = _unpack((cover, ends, dense))
        except Exception:  # noqa: BLE001 - any entry not exactly ours is a cache miss
            return
        self._tables.update(tables)
        self._figures = figures

    def _store(self) -> None:
        if self._built and self._keep:
            # only the columns built: most (s, d) of a cell are never reached
            arrays: dict[str, np.ndarray] = {}
            for (cell, gear), (cover, tb) in self._tables.items():
                packed = _pack(cover, tb)
                for part, array in zip(("cover", "ends", "dense"), packed, strict=True):
                    arrays[f"{cell}.{gear}.{part}"] = array
            arrays["figures"] = np.frombuffer(_figures_json(self._figures), np.uint8)
            diskcache.write_arrays("tables", self._key, arrays)
            diskcache.keep_newest("tables", PLANS_KEPT)
            self._built = False

    def table(self, cell: int, gear: int, wanted: np.ndarray) -> TurnTable:
        """The turn table of (cell, gear), built for at least the ``wanted`` columns."""
        hit = self._tables.get((cell, gear))
        missing = wanted if hit is None else wanted & ~hit[0]
        if not missing.any():
            assert hit is not None
            return hit[1]
        if cell != self._programmes_cell:  # the gears of a cell share many: kept a cell
            self._programmes.clear()
            self._programmes_cell = cell
        table = turn_table(self.expert, self.after, self.relays, cell, gear, missing,
                           self.held, read=not self.model, programmes=self._programmes)
        if hit is not None:  # the columns are built one by one: add the new ones
            table = _merge(hit[1], table)
            missing = missing | hit[0]
        self._tables[(cell, gear)] = (missing, table)
        self._built = True
        return table

    def drive(self, start: int, runs: np.ndarray | None = None, seed: int = 0,
              helped: bool = False, release: bool = False) -> tuple[ExactFigures, Runs | None]:
        """Exact figures of the expert's drive from the grid cell ``start``, and the
        runs numbered ``runs`` (None: none) played with ``seed``. ``helped``: when the
        tables are not on disk, a forked process builds tables of cells ahead of the
        pass meanwhile (:class:`_Helper`; the caller checks that forking is safe). The
        figures, tables and runs are the same either way. ``release``: a cell's tables
        are let go once the pass has played it (memory flat in cells), and none is kept
        on disk; a later drive builds them again."""
        with paused_gc():  # the tables' re-lay searches make many small, cycle-free objects
            helper = _Helper(self) if helped and start not in self._figures else None
            try:
                return self._drive(start, runs, seed, helper, release)
            finally:
                if helper is not None:
                    helper.close()

    def _drive(self, start: int, runs: np.ndarray | None, seed: int,
               helper: _Helper | None = None, release: bool = False
               ) -> tuple[ExactFigures, Runs | None]:
        ex, after = self.expert, self.after
        board, rules, dm, t = ex.board, ex.rules, ex.dm, ex.t
        n_cells, G, S1, D = len(board), rules.top_gear + 1, self.held + 1, dm.size
        d0 = dm.state((0, 0, 0))
        retired = dm.retired
        penalty = rules.options.retire_penalty_seconds
        # channel 0: the state distribution; channel 1 (stages with shortcuts): the
        # part of it that never took a shortcut, for the share of runs that take one
        channels = 2 if any(board.shortcut) else 1
        known = self._figures.get(start)  # the exact pass does not depend on the seed
        mass = np.zeros((n_cells, G, channels, S1, D))
        if known is None:
            mass[start, 0, :, 0, d0] = 1.0
        acc, clean = _Acc(n_cells), _Acc(n_cells)
        batch = _Batch(runs, start, d0, seed, after, n_cells, self.held) \
            if runs is not None else None
        for cell in range(n_cells):
            if board.finished[cell]:
                continue
            here = mass[cell]
            if not here.any() and (batch is None or not batch.at(cell).any()):
                continue
            if helper is not None:
                self._share(helper, cell, mass, batch)
            # a car whose last gear die is gone retires before its turn
            gone = here[..., retired].sum(axis=(0, 2, 3))
            if gone.any():
                rest = float(t.r[cell, 0, 0, d0]) + penalty
                acc.retired += gone[0]
                acc.time += gone[0] * rest
                if channels == 2:
                    clean.retired += gone[1]
                here[..., retired] = 0.0
            if batch is not None:
                batch.retire_damaged(cell, retired)
            for gear in range(G - 1, -1, -1):
                m = here[gear]
                wanted = self._wanted(cell, gear, mass, batch)
                if not wanted.any():
                    continue
                table = self.table(cell, gear, wanted)
                if m[0].any():
                    acc.turns += float(m[0].sum())
                    self._push(cell, gear, m, table, mass, acc, clean)
                if batch is not None:
                    batch.turn(cell, gear, table)
            if release:  # no turn comes back to this cell: its tables are done with
                for gear in range(G):
                    self._tables.pop((cell, gear), None)
        acc.clean_out = clean.finished + clean.retired + clean.stuck
        figures = known or acc.figures(channels == 2)
        if known is None:
            self._figures[start] = figures
            self._built = True
        if not release:
            self._store()
        return figures, (batch.result() if batch is not None else None)

    def _share(self, helper: _Helper, cell: int, mass: np.ndarray,
               batch: _Batch | None) -> None:
        """Before the pass plays ``cell``: its tables from the helper if it was asked for
        them (while they are not there, the pass builds a cell ahead itself), and the
        next cell reached so far for the helper when it is idle. A cell ahead is built
        for the columns wanted so far: the turns from the cells before it may add some,
        built when the pass gets there."""
        taken = helper.taken

        def ahead() -> tuple[int, dict[int, np.ndarray]] | None:
            """The next cell reached so far that nobody builds, within a few cells."""
            seen = 0
            board = self.expert.board
            for c in range(cell + 1, len(board)):
                if board.finished[c] or not (mass[c, :, 0].any() or (
                        batch is not None and batch.at(c).any())):
                    continue
                if c not in taken:
                    wanted = {g: w for g in range(self.expert.rules.top_gear, -1, -1)
                              if (w := self._wanted(c, g, mass, batch)).any()}
                    if wanted:
                        taken.add(c)
                        return c, wanted
                seen += 1
                if seen == HORIZON:
                    break
            return None

        def hand_out() -> None:
            while helper.wants_more() and (job := ahead()) is not None:
                helper.ask(*job)

        helper.collect()
        while helper.owes(cell):
            job = ahead()
            if job is None:
                # not sent back yet: build it here (the helper drops it)
                helper.collect(PATIENCE)
                if helper.owes(cell):
                    helper.drop(cell)
                break
            for gear, cols in job[1].items():  # build ahead rather than wait
                self.table(job[0], gear, cols)
            helper.collect()
            hand_out()
        for gear, packed in helper.results.pop(cell, {}).items():
            self._tables[(cell, gear)] = _unpack(packed)
        taken.discard(cell)
        hand_out()

    def _wanted(self, cell: int, gear: int, mass: np.ndarray,
                batch: _Batch | None) -> np.ndarray:
        """The columns (s, d) of (cell, gear) that the exact pass or a run reaches (so
        far), a car with its last gear die gone aside (it retires before its turn)."""
        wanted: np.ndarray = mass[cell, gear, 0] > 0
        if batch is not None:
            wanted |= batch.columns(cell, gear, *wanted.shape)
        wanted &= ~self.expert.dm.retired[None, :]
        return wanted

    def _push(self, cell: int, gear: int, m: np.ndarray, table: TurnTable,
              mass: np.ndarray, acc: _Acc, clean: _Acc) -> None:
        """Move the mass ``m`` (channels, s, d) of (cell, gear) through one turn, every
        end at once."""
        after = self.after
        W = table.prob[:, None] * m[None]  # (ends, channels, s, d)
        if W.shape[1] == 2:  # the no-shortcut channel leaves by a shortcut
            W[(table.tokens + table.punctures + table.others) > 0, 1] = 0.0
        tot = W.sum(axis=(2, 3))
        sel = np.flatnonzero(tot.sum(axis=1) > 0)
        W, tot = W[sel], tot[sel]
        kind, c2, g2, ds, k, rp, ro = _ends(table)[sel].T
        self._move_holdings(W, ds, k, rp)
        t0, t1 = tot[:, 0], tot[:, -1]
        acc.time -= float(ds @ t0)
        acc.seconds += float(ds @ t0)
        acc.tokens += float((k + rp + ro) @ t0)
        acc.faces += float(k @ t0) * after.faces + float(ro @ t0) * after.other_faces
        acc.faces[1] += float(rp @ t0)
        done = after.finished[c2]
        self._stops(kind, c2, g2, W, (t0, t1), done, mass, acc, clean)
        loss = kind == LOSS
        if loss.any():
            self._losses(np.flatnonzero(loss), c2, g2, W, t0, done, mass, acc)
        self._stays(cell, gear, kind, g2, W, (t0, t1), mass, acc, clean)

    def _move_holdings(self, W: np.ndarray, ds: np.ndarray, k: np.ndarray,
                       rp: np.ndarray) -> None:
        """The seconds gained or spent (capped), the punctures read mid-turn and the
        tokens still to read, moved in ``W`` (ends, channels, s, d) in place."""
        H = self.held
        for shift in np.unique(ds[ds != 0]).tolist():  # seconds gained or spent, capped
            rows = ds == shift
            part = W[rows]
            moved = np.zeros_like(part)
            if shift > 0:
                moved[:, :, shift:] = part[:, :, :H + 1 - shift]
                moved[:, :, H] += part[:, :, H + 1 - shift:].sum(axis=2)
            else:  # spending never takes more than is held
                moved[:, :, :H + 1 + shift] = part[:, :, -shift:]
            W[rows] = moved
        for n in np.unique(rp[rp > 0]).tolist():  # punctures read mid-turn move d
            rows = rp == n
            W[rows] = W[rows] @ np.linalg.matrix_power(self._puncture_move, n)
        for n in np.unique(k[k > 0]).tolist():  # tokens still to read: maybe punctures
            rows = k == n
            W[rows] = W[rows] @ self._punctures(n)

    def _stops(self, kind: np.ndarray, c2: np.ndarray, g2: np.ndarray, W: np.ndarray,
               t: tuple[np.ndarray, np.ndarray], done: np.ndarray, mass: np.ndarray,
               acc: _Acc, clean: _Acc) -> None:
        """Ends past the line (finished) and turns ended in a cell before it (a wheel
        changed there when that pays): their cards, and the mass moved on."""
        after, rules = self.after, self.expert.rules
        front = after.front
        t0, t1 = t
        # ending the turn past the line, or (loss of control) beyond it: finished
        stop, loss = kind == STOP, kind == LOSS
        out = (stop | loss) & done
        if out.any():
            card = np.where(stop, front[g2], front[np.maximum(g2, 1)])
            acc.time += float((card * t0)[out].sum())
            acc.finished += float(t0[out].sum())
            clean.finished += float(t1[out].sum())
        on = stop & ~done
        if on.any():
            rows = np.flatnonzero(on & (g2 == 1))
            if len(rows):  # a wheel changed: the spare card, gear 0, a gas token back
                spare = W[rows] * after.spare[c2[rows]][:, None][:, :, self._capped]
                sp = float(spare[:, 0].sum())
                if sp:
                    acc.time += rules.spare_seconds * sp
                    acc.spare += sp
                    _scatter(mass, c2[rows], 0, spare @ self._spare_move)
                    W[rows] -= spare
            rows = np.flatnonzero(on)
            acc.time += float(front[g2[rows]] @ W[rows, 0].sum(axis=(1, 2)))
            _scatter(mass, c2[rows], g2[rows], W[rows])

    def _losses(self, rows: np.ndarray, c2: np.ndarray, g2: np.ndarray, W: np.ndarray,
                t0: np.ndarray, done: np.ndarray, mass: np.ndarray, acc: _Acc) -> None:
        """Losses of control (``rows``): the backs turned up, and before the line their
        cards and restarts, crash damage drawn from the bag."""
        after, ex = self.after, self.expert
        pb = after.backs[g2[rows]]  # (n, 3) spin, crash, sisu
        lt = t0[rows]
        np.add.at(acc.loc, c2[rows], lt)
        np.add.at(acc.crash, c2[rows], pb[:, 1] * lt)
        acc.backs += pb.T @ lt
        rows = rows[~done[rows]]
        if not len(rows):
            return
        pb = after.backs[g2[rows]]
        lt = t0[rows]
        acc.time += float((pb * after.back_seconds[g2[rows]]).sum(axis=1) @ lt)
        Wl = W[rows]
        _scatter(mass, c2[rows], 0, pb[:, 0, None, None, None] * Wl)
        _scatter(mass, c2[rows], after.sisu_gear[g2[rows]], pb[:, 2, None, None, None] * Wl)
        marks = np.array([after.marks(int(c), int(g)) for c, g in
                          zip(c2[rows], g2[rows], strict=True)])
        for mk in np.unique(marks).tolist():
            sub = marks == mk
            crashed = pb[sub, 1, None, None, None] * (Wl[sub] @ ex.dm.crash[mk])
            _scatter(mass, c2[rows][sub], 0, crashed)
            counts, probs, _ = after.draws[mk]
            live = Wl[sub, 0][..., ~after.retired].sum(axis=(1, 2))
            acc.damage += float(pb[sub, 1] @ live) * (probs @ counts)

    def _stays(self, cell: int, gear: int, kind: np.ndarray, g2: np.ndarray, W: np.ndarray,
               t: tuple[np.ndarray, np.ndarray], mass: np.ndarray, acc: _Acc,
               clean: _Acc) -> None:
        """Ends that do not move on: retired, blocked (changing down in place), stuck."""
        ex, t0, t1 = self.expert, t[0], t[1]
        rows = np.flatnonzero(kind == RETIRE)
        if len(rows):
            acc.retired += float(t0[rows].sum())
            acc.time += float(t0[rows].sum()) * (float(ex.t.r[cell, 0, 0, 0])
                                                  + ex.rules.options.retire_penalty_seconds)
            clean.retired += float(t1[rows].sum())
        rows = np.flatnonzero(kind == CHANGE_DOWN)
        if len(rows):
            _scatter(mass, np.full(len(rows), cell), g2[rows], W[rows])
            acc.time += self.after.front[gear] * float(t0[rows].sum())
            acc.blocked += float(t0[rows].sum())
        rows = np.flatnonzero(kind == STUCK)
        if len(rows):
            acc.stuck += float(t0[rows].sum())
            clean.stuck += float(t1[rows].sum())

    def _punctures(self, n: int) -> np.ndarray:
        """(D, D): how the damage state moves when ``n`` shortcut tokens are drawn."""
        while len(self._powers) <= n:
            self._powers.append(self._powers[-1] @ self.expert.dm.puncture)
        return self._powers[n]
