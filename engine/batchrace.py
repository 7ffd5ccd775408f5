"""Races played in a batch: every run of a race at once, car by car, from the expert's
turn tables, and the per-run traffic engine only for the turns where cars interact.

A round of every run is played slot by slot of its turn order: the car at slot ``k`` of
each run (one car per run, so the runs never wait for each other). A car whose turn the
other cars cannot touch plays it from its turn table (:mod:`pacenote.engine.chain`; the
leader's table or, when it does not lead the round, its follower's), all such cars of
the slot at once in NumPy; a car they may touch plays the exact turn of
:func:`pacenote.engine.race.race_turn` (the traffic planner, dice rolled one by one).

A table turn is played when, before anything is drawn, its planned move meets no other
car: no other car on the road may restrict a cell of the plan (the traffic rules' own
test, :class:`pacenote.engine.traffic.Traffic`), nor the mud another car spread (a plan
over lowered limits). A flat-out plan whose failed roll (re-laid with the cars' rules,
on the road as the mud left it) could meet them within its reach is a table turn too,
unless the table draws a loss of control: then the per-run engine plays it, the roll
drawn among those that fail (``play_turn(..., lost=True)``).

Everything else a table turn leaves to chance is drawn from the race's own state, as in
play: the back of a lost card from the table's decks, shared by the field (what has been
turned up so far), a crash's damage token by token from the field's one bag, the
shortcut tokens from that bag too (a token read during the turn of the face the table
gives; its mud on the tile of the shortcut on the car's way). The tables' own chances
take the decks and the bag full, as the solo drive's do (docs/engine.md, "Exact
figures").

The draw stream (documented in docs/engine.md, "Batched races"): draw ``j`` of turn ``t``
of car ``p`` in leg ``k`` of run ``i`` is ``uniforms(seed, key, t, j)`` with
``key = (i * 64 + k) * 8 + p`` (slot 0: the turn's end; 1: the card's back; 2 + m: the
m-th damage token of a crash; 8 + j: the j-th shortcut token); a turn played by the
traffic engine rolls with
``random.Random(f"{seed}:{i}:{k}:{p}:{t}")`` (after slot 0 when the table drew its loss
of control). A run's race is therefore a pure function of
the seed and its number, whatever batch it is played in. The first stage's start order
is drawn as the per-run engine draws it (``random.Random(f"{seed}:{i}")``).
"""

from __future__ import annotations

import gc
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import numpy as np

from pacenote.engine import racememo
from pacenote.engine.batchdraws import TableDraws
from pacenote.engine.batchmasks import _bits, plan_mask, stage_masks
from pacenote.engine.batchstate import (
    KINDS3,
    RACING,
    RETIRED,
    SLOT_BACK,
    SLOT_END,
    STUCK_OUT,
    race_key,
)
from pacenote.engine.chain import Chain, _ends, uniforms
from pacenote.engine.drivers import Driver
from pacenote.engine.montecarlo import tables_of
from pacenote.engine.outcomes import CHANGE_DOWN, LOSS, RETIRE, STOP, STUCK, After
from pacenote.engine.planner import FLAT_OUT
from pacenote.engine.race import Racer, RaceResult, RaceStage
from pacenote.engine.raceturn import _race_turn as race_turn
from pacenote.engine.raceturn import _within_limits, beside_the_road
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.simulate import MAX_TURNS, Car, RunResult, TurnRecord
from pacenote.engine.traffic import Traffic, _lowered

_EPS = 1e-6
def batchable(rules: Ruleset, driver: str, stage: RaceStage) -> bool:
    """Whether races of this kind are played in a batch: the expert (its turn tables),
    the SISU option off (not tabulated), a DIRT stage (a circuit:
    :func:`pacenote.engine.batchcircuit.circuit_batchable`)."""
    return driver == "expert" and rules.options.sisu_token == "off" and not stage.pole \
        and tuple(rules.turn_order) == ("distance", "gear", "road", "position")


NO_MUD = (0,) * 8  # no cell lowered, in any gear (gears 0-7)
# what the other cars (and their mud) may do to a turn: nothing (a table turn), change
# it (the per-run engine), or only the re-lay of a failed flat-out roll (a table turn
# unless its end is a loss of control; then the per-run engine, the roll a failed one)
FREE, MET, IF_LOST = 0, 1, 2


@dataclass
class BatchIn:
    """A batched race's start: per run its start order (driver ids) and the cars carried
    in from an earlier stage (None: fresh cars)."""

    runs: np.ndarray  # run numbers
    orders: list[list[int]]
    cars: list[dict[int, Car]] | None = None


class BatchRace(TableDraws):
    """One leg raced by every run at once (see the module docstring)."""

    keeps_cell = True  # a car beside the road keeps its cell (no move ends there)

    def __init__(self, stage: RaceStage, rules: Ruleset, drivers: tuple[Driver, Driver],
                 seed: int, leg: int, start: BatchIn) -> None:
        self.stage, self.rules, self.seed, self.leg = stage, rules, seed, leg
        self.drivers = drivers
        exp = [d.exact for d in drivers]
        assert exp[0] is not None and exp[1] is not None
        self.chains: tuple[Chain, Chain] = (tables_of(exp[0]), tables_of(exp[1]))
        self.after: tuple[After, After] = (self.chains[0].after, self.chains[1].after)
        self.dm = exp[0].dm
        self.masks = stage_masks(stage)
        self._ways: dict[tuple[int | bool, ...], int] = {}
        self._met: dict[tuple[object, ...], int] = {}  # _meets by its arguments
        racememo.load(stage, drivers)
        self.runs = start.runs.astype(np.int64)
        R, P = len(self.runs), len(start.orders[0])
        self.R, self.P = R, P
        self.orders = start.orders
        self.leader_dice = bool(rules.leader_columns) and rules.options.leader_dice
        board = stage.board
        self.front = np.array(board.front)
        self.inside = np.array(stage.rmap.inside)
        self.fin = np.array(board.finished)
        self._state(R, P)
        self._take_carried(start.cars)

    # --- the race ----------------------------------------------------------------------

    def play(self) -> list[RaceResult]:
        if not self.stage.board.grid:
            raise ValueError("the stage has no start line (no grid cells): nothing to drive")
        try:
            for rnd in range(1, MAX_TURNS + 1):
                live = np.flatnonzero(~self.over)
                if not len(live):
                    break
                # what the rounds so far left in memory (plans, tables, the runs' state)
                # is not scanned again by the collector (measured: a sixth of a race)
                gc.freeze()
                self._enter(live)
                self._round(rnd, live)
        finally:
            gc.unfreeze()
        self.rounds[~self.over] = MAX_TURNS
        for chain in self.chains:
            chain._store()  # the columns built for these races, kept on disk
        racememo.store(self.stage, self.drivers)
        return [self._result(r) for r in range(self.R)]

    def _enter(self, live: np.ndarray) -> None:
        """A new car of each run lines up on a free grid cell in gear 0 (its driver's
        lane when free); it waits while every grid cell is taken."""
        grid, best = self.stage.board.grid, self.drivers[0].start_cell()
        for r in live[self.n_started[live] < self.P].tolist():
            p = self.orders[r][self.n_started[r]]
            taken = {int(c) for c, s, o in zip(self.cell[r], self.started[r], self.outcome[r],
                                               strict=True) if s and o == RACING}
            free = [c for c in grid if c not in taken]
            if not free:
                continue
            self.cell[r, p] = best if best in free else free[0]
            self.gear[r, p], self.sec[r, p], self.started[r, p] = 0, 0, True
            self.n_started[r] += 1

    def _round(self, rnd: int, live: np.ndarray) -> None:
        """Round ``rnd`` of the runs ``live``: each run's cars in its turn order."""
        active = self.started[live] & (self.outcome[live] == RACING)
        cells = self.cell[live]
        keys = (np.arange(self.P)[None, :].repeat(len(live), 0), self.inside[cells],
                self.beside[live], -self.gear[live], -self.front[cells], ~active)
        order = np.lexsort(keys, axis=-1)
        n_active = active.sum(axis=1)
        self.moved[live] = False
        for pos in range(self.P):
            has = n_active > pos
            if not has.any():
                break
            self._slot(rnd, pos, live[has], order[has, pos])
        self.jammed[live] = ~self.moved[live]
        done = (self.n_started[live] == self.P) & ~(self.outcome[live] == RACING).any(axis=1)
        self.over[live[done]] = True
        self.rounds[live[done]] = rnd

    def _slot(self, rnd: int, pos: int, rs: np.ndarray, ps: np.ndarray) -> None:
        """Slot ``pos`` of round ``rnd``: car ``ps[j]`` of run ``rs[j]`` plays its turn."""
        lead = (pos == 0) & ~self.anyone_finished[rs] & self.leader_dice
        stays = self._cell_taken(rs, ps)
        if stays.any():  # beside the road, its cell held by a car that lost control there
            for r, p in zip(rs[stays].tolist(), ps[stays].tolist(), strict=True):
                self._stays_beside(r, p)
            rs, ps, lead = rs[~stays], ps[~stays], lead[~stays]
        self.beside[rs, ps] = False  # back on the road for its turn
        gone = self.after[0].retired[self.d[rs, ps]]  # no gear die left: retires
        if gone.any():
            self.outcome[rs[gone], ps[gone]] = RETIRED
            self.moved[rs[gone]] = True
            rs, ps, lead = rs[~gone], ps[~gone], lead[~gone]
        touched = self._touched(rs, ps, lead)
        fall = touched == MET
        table = ~fall
        lost = self._table_turns(rnd, rs[table], ps[table], lead[table],
                                 touched[table] == IF_LOST)
        for r, p, ld in zip(rs[fall].tolist(), ps[fall].tolist(), lead[fall].tolist(),
                            strict=True):
            self._traffic_turn(rnd, r, p, ld)
        for j in lost.tolist():  # the table drew a loss of control: the roll failed
            r, p, ld = int(rs[table][j]), int(ps[table][j]), bool(lead[table][j])
            self._traffic_turn(rnd, r, p, ld, lost=True)

    # --- which turns the cars may touch ------------------------------------------------

    def _touched(self, rs: np.ndarray, ps: np.ndarray, lead: np.ndarray) -> np.ndarray:
        """Per turn: what another car (or the mud it spread) may do to it (:meth:`_meets`:
        :data:`FREE`, :data:`MET`, :data:`IF_LOST`)?"""
        masks = self.masks
        start = self.cell[rs, ps]
        oc = self.cell[rs]
        close = self._close_cars(rs, ps)
        aside = self.started[rs] & (self.outcome[rs] == RACING) & self.beside[rs] \
            & self.keeps_cell  # GT: a car off the track keeps no cell from the others
        aside &= (self.front[oc] <= masks.reach_hi[start][:, None] + _EPS) \
            & (self.front[oc] >= masks.reach_lo[start][:, None] - _EPS)
        muddy = self._muddy(rs, ps)
        out = np.zeros(len(rs), np.int8)
        near = np.flatnonzero(close.any(axis=1) | aside.any(axis=1) | muddy)
        if not len(near):
            return out
        cols = (rs[near], ps[near], lead[near], muddy[near], oc[near], self.gear[rs[near]],
                close[near], aside[near], self.sec[rs[near], ps[near]],
                self.d[rs[near], ps[near]])
        for j, r, p, ld, mud, cells, gears, cl, asd, s, d in zip(
                near.tolist(), *(c.tolist() for c in cols), strict=True):
            cars = tuple((c, g) for c, g, k in zip(cells, gears, cl, strict=True) if k)
            key = (ld, cells[p], gears[p], s, d, cars,
                   tuple(sorted(self._mud(r, p).items())) if mud else (),
                   _bits(c for c, k in zip(cells, asd, strict=True) if k))
            hit = self._met.get(key)
            if hit is None:
                hit = self._met[key] = self._meets(*key)
            out[j] = hit
        return out

    def _close_cars(self, rs: np.ndarray, ps: np.ndarray) -> np.ndarray:
        """Per turn and car: is that other car on the road within the turn's reach (course
        progress: its influence overlaps the mover's reach)?"""
        masks, start = self.masks, self.cell[rs, ps]
        others = self.started[rs] & (self.outcome[rs] == RACING) & ~self.beside[rs]
        others[np.arange(len(rs)), ps] = False
        oc = self.cell[rs]
        close: np.ndarray = others & (masks.infl_lo[oc] <= masks.reach_hi[start][:, None]) \
            & (masks.infl_hi[oc] >= masks.reach_lo[start][:, None])
        return close

    def _muddy(self, rs: np.ndarray, ps: np.ndarray) -> np.ndarray:
        """Has another car of the run spread mud?"""
        out: np.ndarray = self.spread_n[rs].sum(axis=1) > self.spread_n[rs, ps]
        return out

    def _mud(self, r: int, p: int) -> Counter[int]:
        """The mud the other cars of run ``r`` spread (a car's own never slows it)."""
        return Counter(t for q in range(self.P) if q != p for t in self.spread[r][q])

    def _mud_mask(self, mud: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
        """The cells whose limits the mud the others spread (tile, tokens) lowered, as
        masks by gear: item ``g`` the cells a car in gear ``g`` may no longer enter (8
        items, 0 without mud)."""
        if not mud:
            return NO_MUD
        hit = self.masks.mud.get(mud)
        if hit is None:
            board = self.stage.with_mud(Counter(dict(mud)))
            lowered = _lowered(self.stage.board, board) or frozenset()
            hit = self.masks.mud[mud] = tuple(
                _bits(c for c in lowered if board.limit[c] < g) for g in range(len(NO_MUD)))
        return hit

    def _meets(self, lead: bool, start: int, gear: int, sec: int, d: int,
               cars: tuple[tuple[int, int], ...], mud: tuple[tuple[int, int], ...],
               no_stop: int) -> int:
        """May the planned move of a car at ``start`` in ``gear`` (``sec`` seconds held,
        damage state ``d``) meet one of the ``cars`` (cell, gear; the traffic rules' own
        test, :class:`Traffic`), a cell whose limit the ``mud`` the others spread lowered
        (:meth:`_mud_mask`), or the cell of a car beside the road (``no_stop``: no move
        may end there)? :data:`FREE`: no; :data:`MET`: yes; :data:`IF_LOST`: only where a
        flat-out plan's failed roll is re-laid (with the cars' rules, on the road as the
        mud left it): the cars or the mud close or restrict a cell within its reach, not
        one of its own. A function of its arguments (:meth:`_touched` keeps it)."""
        exact = self.drivers[0 if lead else 1].exact
        assert exact is not None
        plan = exact.plan(start, gear, sec, d)
        if plan is None:
            return FREE  # blocked for good by the road itself
        cells = plan_mask(self.masks, self.stage.board, start, plan)
        if cells & no_stop:
            return MET  # it may not stop where a car beside the road comes back
        flat = plan.mode == FLAT_OUT
        own = _bits(st.dest for st in plan.steps) if flat else cells
        lowered = self._mud_mask(mud)
        relay = False  # only the re-lay of a failed roll may meet them
        if cells & lowered[-1]:
            if flat:  # the dice keep their gears: the cells they may no longer enter in
                # the highest of them
                top = max(gear, *(st.gear for st in plan.steps))
                if cells & lowered[min(top, len(lowered) - 1)]:
                    if own & lowered[-1]:
                        return MET
                    relay = True
            elif not _within_limits(self.stage.with_mud(Counter(dict(mud))), plan):
                return MET  # the others' mud changes the plan
        masks, front = self.masks, self.front
        near = {b: g for b, g in cars if (masks.ahead[b] if front[b] >= front[start] - _EPS
                                          else masks.near[b]) & cells}
        if near:
            traffic = Traffic(self.stage.board, self.stage.rmap, near, start)
            if not traffic.allows_plan(start, plan.steps):
                return MET
            relay |= flat and bool(cells & (_bits(traffic.closed) | _bits(traffic.need)))
        return IF_LOST if relay else FREE

    # --- table turns -------------------------------------------------------------------

    def _table_turns(self, rnd: int, rs: np.ndarray, ps: np.ndarray, lead: np.ndarray,
                     if_lost: np.ndarray) -> np.ndarray:
        """Play the turns of ``rs``/``ps`` from the tables (the leader's where ``lead``),
        but for those ``if_lost`` whose end drawn is a loss of control: returned (their
        positions), for the per-run engine."""
        if not len(rs):
            return np.zeros(0, np.int64)
        ends = np.zeros((len(rs), 7), np.int64)
        s = np.minimum(self.sec[rs, ps], self.chains[0].held)
        d = self.d[rs, ps]
        cell, gear = self.cell[rs, ps], self.gear[rs, ps]
        u = uniforms(self.seed, race_key(self.runs[rs], self.leg, ps), self.turns[rs, ps],
                     SLOT_END)
        group = (cell * 8 + gear) * 2 + lead.astype(np.int64)
        for g in np.unique(group).tolist():
            m = np.flatnonzero(group == g)
            chain = self.chains[1 - (g & 1)]
            wanted = np.zeros((chain.held + 1, self.dm.size), bool)
            wanted[s[m], d[m]] = True
            table = chain.table(g >> 4, (g >> 1) & 7, wanted)
            e_all = _ends(table)
            cum = np.cumsum(table.prob[:, s[m], d[m]], axis=0)
            e = np.minimum((u[m][None, :] * cum[-1][None, :] >= cum).sum(axis=0),
                           len(e_all) - 1)
            ends[m] = e_all[e]
        lost = if_lost & (ends[:, 0] == LOSS)
        keep = ~lost
        self._apply(rnd, rs[keep], ps[keep], ends[keep], lead[keep])
        return np.flatnonzero(lost)

    def _apply(self, rnd: int, rs: np.ndarray, ps: np.ndarray, ends: np.ndarray,
               lead: np.ndarray) -> None:
        """The ends drawn for these turns: cards, gears, cells, losses of control."""
        self.table_turns += len(rs)
        kind, c2, g2, ds = ends[:, 0], ends[:, 1], ends[:, 2], ends[:, 3]
        start, gear0 = self.cell[rs, ps].copy(), self.gear[rs, ps].copy()
        state0 = np.stack([start, gear0, self.sec[rs, ps], self.d[rs, ps]], axis=1)
        rivals = self._places(rs, ps)
        self.turns[rs, ps] += 1
        self.sec[rs, ps] += ds
        drew = np.flatnonzero(ends[:, 4:].sum(axis=1) > 0)
        if len(drew):
            self._tokens(rs[drew], ps[drew], lead[drew], state0[drew], ends[drew])
        front = self.after[0].front
        fin = self.fin[c2]
        stop = kind == STOP
        card = np.where(stop, front[g2], 0.0)
        new_gear = g2.copy()
        spare = stop & ~fin & (g2 == 1) & self.spare[rs, ps] & self._spare_pays(rs, ps, c2, lead)
        card[spare] = self.rules.spare_seconds
        new_gear[spare] = 0
        for r, p in zip(rs[spare].tolist(), ps[spare].tolist(), strict=True):
            self._change_wheel(r, p)
        loss = kind == LOSS
        crashed = np.zeros(len(rs), bool)
        if loss.any():
            crashed[loss] = self._lose_control(rs[loss], ps[loss], c2[loss], g2[loss],
                                               card, new_gear, np.flatnonzero(loss))
        stays = (kind == RETIRE) | (kind == CHANGE_DOWN)
        card[kind == CHANGE_DOWN] = front[gear0[kind == CHANGE_DOWN]]
        self.blocked[rs[stays], ps[stays]] += 1
        self.cards[rs, ps] += card
        self.gear[rs, ps] = np.where(kind == RETIRE, gear0, new_gear)
        self.cell[rs, ps] = np.where(stays, start, c2)
        self.moved[rs[~stays]] = True
        self.outcome[rs[kind == RETIRE], ps[kind == RETIRE]] = RETIRED
        self.outcome[rs[kind == STUCK], ps[kind == STUCK]] = STUCK_OUT
        finished = fin & ((kind == STOP) | loss)
        self._finish(rnd, rs[finished], ps[finished])
        aside = crashed | spare  # beside the road: a crash, or a wheel changed
        beside = aside & ~finished
        self.beside[rs[beside], ps[beside]] = True
        self.overtakes[rs, ps] += self._passes(rs, ps, (start, gear0), aside, rivals)

    def _spare_pays(self, rs: np.ndarray, ps: np.ndarray, c2: np.ndarray,
                    lead: np.ndarray) -> np.ndarray:
        """Would the driver change a wheel ending its turn in gear 1 in ``c2``?"""
        out = np.zeros(len(rs), bool)
        s, d = self.sec[rs, ps], self.d[rs, ps]
        for who, sel in ((0, lead), (1, ~lead)):
            after = self.after[who]
            cap = after.expert.t.S
            out[sel] = after.spare[c2[sel], np.clip(s[sel], 0, cap), d[sel]]
        return out

    def _lose_control(self, rs: np.ndarray, ps: np.ndarray, c2: np.ndarray, g2: np.ndarray,
                      card: np.ndarray, new_gear: np.ndarray, at: np.ndarray) -> np.ndarray:
        """Cards lost: the back from the deck as turned up so far, its card and restart
        gear, and a crash's damage drawn token by token from the bag (``card`` and
        ``new_gear`` at ``at`` in place). True where the car crashed."""
        rules, after = self.rules, self.after[0]
        mix = np.array(rules.back_mix)[np.maximum(g2, 1)]
        seen = self.deck[rs, g2]
        left = np.maximum(mix - seen, 0)
        out = left.sum(axis=1) == 0  # a deck exhausted: reshuffled, its backs unseen again
        if out.any():
            self.deck[rs[out], g2[out]] = 0
            left[out] = mix[out]
        turn = self.turns[rs, ps] - 1
        u = uniforms(self.seed, race_key(self.runs[rs], self.leg, ps), turn, SLOT_BACK)
        cum = np.cumsum(left, axis=1)
        back = np.minimum((np.floor(u * cum[:, -1])[:, None] >= cum).sum(axis=1), 2)
        np.add.at(self.deck, (rs, g2, back), 1)
        past = self.fin[c2]
        card[at] = np.where(past, after.front[np.maximum(g2, 1)], after.back_seconds[g2, back])
        new_gear[at] = np.where(back == 2, after.sisu_gear[g2], 0)
        names = ("spin", "crash", "sisu")
        for j, (r, p, c, g, b) in enumerate(zip(rs.tolist(), ps.tolist(), c2.tolist(),
                                                g2.tolist(), back.tolist(), strict=True)):
            self.locs[r][p].append((c, g, names[b]))
            if b == 1:  # in a race a crash past the line draws damage to carry too
                self._crash_damage(r, p, c, g, int(turn[j]))
        crashed: np.ndarray = back == 1
        return crashed

    # --- turns the cars may touch: the per-run engine ----------------------------------

    def _traffic_turn(self, rnd: int, r: int, p: int, lead: bool, *,
                      lost: bool = False) -> None:
        """Car ``p`` of run ``r`` plays its turn with the traffic engine (``lost``: its
        flat-out roll is one that fails, drawn as such)."""
        self.fallbacks += 1
        bag = self.bag[r].tolist()
        decks = {g: v for g, v in enumerate(self.deck[r].tolist()) if any(v)}
        car = Car(int(self.cell[r, p]), int(self.gear[r, p]),
                  dict(zip(KINDS3, self.dmg[r, p].tolist(), strict=True)),
                  int(self.sec[r, p]), bool(self.spare[r, p]), False, bag,
                  list(self.gas_tokens[r][p]), carry_damage=True, leader=lead,
                  revealed=decks)
        racer = Racer(p, self.drivers[0], self.drivers[1], car,
                      RunResult("stuck", turns=int(self.turns[r, p])))
        others = {int(self.cell[r, q]): int(self.gear[r, q]) for q in range(self.P)
                  if q != p and self.started[r, q] and self.outcome[r, q] == RACING
                  and not self.beside[r, q]}
        no_stop = frozenset(int(self.cell[r, q]) for q in range(self.P)
                            if q != p and self.started[r, q] and self.outcome[r, q] == RACING
                            and self.beside[r, q])
        rivals = [(int(self.cell[r, q]), int(self.gear[r, q]), bool(self.beside[r, q]))
                  for q in range(self.P)
                  if q != p and self.started[r, q] and self.outcome[r, q] == RACING]
        rng = random.Random(f"{self.seed}:{self.runs[r]}:{self.leg}:{p}:{self.turns[r, p]}")
        extra = self._fallback_args(r, p, racer, others)  # a circuit's own (batchcircuit)
        rec, _ = race_turn(self.stage.with_mud(self._mud(r, p)), self.stage.rmap, self.rules, racer,
                           others, rng, rnd, may_force=bool(self.jammed[r] and
                                                            not self.moved[r]),
                           memo=self.stage.memo, rivals=rivals, lost=lost,
                           **({"no_stop": no_stop} | extra))
        self._fallback_played(r, p, racer, rec, rng)
        self._write_back(r, p, racer, car, bag)
        self.moved[r] |= rec is None or rec.mode != "blocked"
        if rec is None:
            self.outcome[r, p] = STUCK_OUT
        elif car.retired:
            self.outcome[r, p] = RETIRED
        elif self.fin[car.cell]:
            self._finish(rnd, np.array([r]), np.array([p]))
        elif beside_the_road(rec):
            self.beside[r, p] = True

    def _fallback_args(self, r: int, p: int, racer: Racer,
                       others: dict[int, int]) -> dict[str, Any]:
        """More arguments of a fallback turn's :func:`race_turn` (a circuit's)."""
        return {}

    def _fallback_played(self, r: int, p: int, racer: Racer, rec: TurnRecord | None,
                         rng: random.Random) -> None:
        """After a fallback turn, before its car is written back (a circuit's weather)."""
