"""Circuit races played in a batch: GT circuits and DIRT circuits (the RX joker, the
ice loop), every run at once as :mod:`pacenote.engine.batchrace` plays a stage, with
what a circuit adds to a race (engine/race.py plays the same run by run, the reference):

- the grid start: every car on the grid at once in gear 0, the start order on the
  boxes in pole order; the ruleset's turn order (GT: road > gear > distance >
  position); laps (the lap graph, engine/circuit.py), the laps and rounds each car led
  and the order the cars cross the line (the GT standings);
- GT, in the batch: a car off the track (00) or in the pits spends its turn coming back
  onto its cell in gear 0 (it loses the turn while its cell is taken; back from a tyre
  stop it moves on); a crash's weather tokens go back into the bag and an odd number
  flips every dashboard of the run; a yellow flag drawn flags the car's tile; a move
  ending in 1st in a pit cell makes the stop its driver wants (:func:`pit_need`, then
  :func:`pit_stop`, as the per-run engine);
- GT, with the per-run engine (the turn is not the expert's table turn): a car whose
  dashboard side is not its own (tyres and weather), whose driver wants a pit stop
  before it moves (the plan steers into the pits), or near which a yellow flag may
  forbid drawing level with a car.

The draw stream is the stage batch's (docs/engine.md, "Batched races"); a crash's
damage tokens take slots ``2 + m`` as there, and nothing else a circuit adds draws.
The weather option ``off`` (a weather token discarded and another drawn) is raced run
by run.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from pacenote.engine import gtmemo
from pacenote.engine.batchrace import FREE, MET, BatchIn, BatchRace
from pacenote.engine.batchstate import KINDS3, RACING
from pacenote.engine.drivers import Driver
from pacenote.engine.gtrace import Weather, gt_plan, pit_need, pit_stop, weather_tokens
from pacenote.engine.race import Racer, RaceResult, RaceStage, flagged
from pacenote.engine.raceturn import _gt_standings
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.simulate import Car, TurnRecord

WEATHERS = ("dry", "wet")


def circuit_batchable(rules: Ruleset, driver: str, stage: RaceStage) -> bool:
    """Whether races on this circuit are played in a batch: the expert, SISU off, and
    on a GT circuit the weather on (or no dashboards to flip)."""
    return driver == "expert" and rules.options.sisu_token == "off" and bool(stage.pole) \
        and (not stage.gt or rules.options.weather == "on" or not rules.dashboards)


class CircuitRace(BatchRace):
    """A circuit raced by every run at once (see the module docstring)."""

    def __init__(self, stage: RaceStage, rules: Ruleset, drivers: tuple[Driver, Driver],
                 seed: int, leg: int, start: BatchIn) -> None:
        super().__init__(stage, rules, drivers, seed, leg, start)
        R, P, pole = self.R, self.P, stage.pole
        if len(pole) < P:
            raise ValueError(f"{P} cars on a grid of {len(pole)} boxes")
        for r, order in enumerate(self.orders):  # the start order on the boxes
            self.cell[r, order] = pole[:P]
        self.gear[:] = 0
        self.started[:] = True
        self.n_started[:] = P
        z = np.zeros
        self.finish_place, self.rounds_led = z((R, P), np.int64), z((R, P), np.int64)
        self.laps_led, self.pit_stops = z((R, P), np.int64), z((R, P), np.int64)
        self.crossed, self.laps_done = z(R, np.int64), z(R, np.int64)
        self.lap_of = np.array([stage.laps_done(c) for c in range(len(stage.board))])
        self.pit_cell = np.zeros(len(stage.board), bool)
        self.pit_cell[list(stage.pit_cells)] = True
        self.pit_lane = [[""] * P for _ in range(R)]
        self.flags: list[dict[int, int]] = [{} for _ in range(R)]
        self.n_flags = z(R, np.int64)
        self.keeps_cell = not stage.gt  # GT: off the track, no cell kept from the others
        self._weather_setup(R, P)
        self._gt_plans = gtmemo.load(stage, drivers) if stage.gt else 0  # from disk

    def _weather_setup(self, R: int, P: int) -> None:
        """GT: the weather of each run, each car's tyres (index into the ruleset's) and
        the dashboard side as column numbers, beside each cell's own side."""
        rules, board = self.rules, self.stage.board
        self.tyre_names = list(rules.dashboards)
        self.dash = bool(self.tyre_names) and self.stage.gt
        now = rules.options.start_weather
        self.wet = np.full(R, now == "wet")
        self.changes = np.zeros(R, np.int64)
        if not self.dash:
            return
        names = list(rules.columns)
        self.own_col = np.array([names.index(rules.column(t, True).name)
                                 for t in board.terrain])
        self.dash_col = np.array([[names.index(rules.dashboard(t, w)) for w in WEATHERS]
                                  for t in self.tyre_names])
        best = [self.tyre_names.index(rules.tyres_for(w)) for w in WEATHERS]
        self.best_tyre = np.array(best)
        self.tyre = np.full((R, P), best[int(now == "wet")], np.int64)

    def play(self) -> list[RaceResult]:
        out = super().play()
        if self.stage.gt:
            gtmemo.store(self.stage, self.drivers, self._gt_plans)  # the GT plans, on disk
        return out

    # --- the round ---------------------------------------------------------------------

    def _enter(self, live: np.ndarray) -> None:
        """Every car is on the grid from the start."""

    def _order(self, live: np.ndarray, active: np.ndarray, turn_order: tuple[str, ...]
               ) -> np.ndarray:
        """Each run's cars in the order ``turn_order`` (the car's id last), the cars
        not ``active`` after the others."""
        cells = self.cell[live]
        parts = {"distance": -self.front[cells], "gear": -self.gear[live],
                 "road": self.beside[live], "position": self.inside[cells]}
        keys = (np.arange(self.P)[None, :].repeat(len(live), 0),
                *(parts[k] for k in reversed(turn_order)), ~active)
        order: np.ndarray = np.lexsort(keys, axis=-1)
        return order

    def _round(self, rnd: int, live: np.ndarray) -> None:
        """Round ``rnd`` of the runs ``live`` in the ruleset's turn order; the car ahead
        on the road at its end led it."""
        active = self.started[live] & (self.outcome[live] == RACING)
        order = self._order(live, active, tuple(self.rules.turn_order))
        n_active = active.sum(axis=1)
        self.moved[live] = False
        for pos in range(self.P):
            has = n_active > pos
            if not has.any():
                break
            self._slot(rnd, pos, live[has], order[has, pos])
        self.jammed[live] = ~self.moved[live]
        running = self.started[live] & (self.outcome[live] == RACING)
        first = self._order(live, running, ("distance", "gear", "road", "position"))[:, 0]
        led = running.any(axis=1)
        self.rounds_led[live[led], first[led]] += 1
        done = ~(self.outcome[live] == RACING).any(axis=1)
        self.over[live[done]] = True
        self.rounds[live[done]] = rnd

    def _slot(self, rnd: int, pos: int, rs: np.ndarray, ps: np.ndarray) -> None:
        """Slot ``pos``: GT cars off the track come back first (and move on back from a
        tyre stop), then the turns as on a stage; laps and pit stops after."""
        if self.stage.gt:
            play = self._back_on_track(rs, ps)
            rs, ps = rs[play], ps[play]
            self._drop_flags(rs, ps)
        if not len(rs):
            return
        super()._slot(rnd, pos, rs, ps)
        done = self.lap_of[self.cell[rs, ps]]
        self.laps_led[rs, ps] += np.maximum(0, done - self.laps_done[rs])
        self.laps_done[rs] = np.maximum(self.laps_done[rs], done)
        if self.stage.gt:
            self._pits(rs, ps)

    def _back_on_track(self, rs: np.ndarray, ps: np.ndarray) -> np.ndarray:
        """GT: the cars off the track (00) or in the pits spend their turn coming back
        onto their cell in gear 0 (not while a car stands there); back from a stop whose
        lane loses no turn (tyres, token 0) a car moves on. True: plays a turn now."""
        play: np.ndarray = ~self.beside[rs, ps]
        if play.all():
            return play
        out = np.flatnonzero(~play)
        taken = self._cell_taken(rs[out], ps[out])
        for j, held in zip(out.tolist(), taken.tolist(), strict=True):
            r, p = int(rs[j]), int(ps[j])
            lane = self.rules.pit_lanes.get(self.pit_lane[r][p])
            if not held:
                self.beside[r, p], self.gear[r, p] = False, 0
                self.pit_lane[r][p] = ""
                if lane is not None and lane.lost_turns == 0:
                    play[j] = True
                    continue
            self.turns[r, p] += 1
            self.moved[r] = True  # a turn spent, not a car blocked by the others
        return play

    def _drop_flags(self, rs: np.ndarray, ps: np.ndarray) -> None:
        """GT: a car moving off from gear 0 takes its yellow flag back."""
        for j in np.flatnonzero((self.n_flags[rs] > 0) & (self.gear[rs, ps] == 0)).tolist():
            r, p = int(rs[j]), int(ps[j])
            if self.flags[r].pop(p, None) is not None:
                self.n_flags[r] -= 1

    def _flag(self, r: int, p: int, cell: int) -> None:
        if p not in self.flags[r]:
            self.n_flags[r] += 1
        self.flags[r][p] = self.stage.board.tile_index[cell] % self.stage.lap_tiles

    # --- which turns the per-run engine plays ------------------------------------------

    def _touched(self, rs: np.ndarray, ps: np.ndarray, lead: np.ndarray) -> np.ndarray:
        """A stage's reasons (:meth:`BatchRace._touched`), and GT's: a dashboard side
        not the tables', a pit stop wanted, a yellow flag near other cars."""
        out = np.zeros(len(rs), bool)
        if self.dash:
            t, cell = self.tyre[rs, ps], self.cell[rs, ps]
            out |= self.dash_col[t, self.wet[rs].astype(np.int64)] != self.own_col[cell]
            maybe = ~out & ((self.dmg[rs, ps].sum(axis=1) > 0)
                            | (t != self.best_tyre[self.wet[rs].astype(np.int64)]))
            for j in np.flatnonzero(maybe).tolist():
                r, p = int(rs[j]), int(ps[j])
                out[j] = pit_need(self.stage, self.rules, self._racer(r, p),
                                  self._weather(r)) is not None
        if self.stage.gt:
            flags = ~out & (self.n_flags[rs] > 0)
            out[flags] = self._close(rs[flags], ps[flags])
        rest = ~out
        # a circuit's turn that only a failed flat-out roll's re-lay may meet (IF_LOST)
        # goes to the per-run engine whole, as the circuit tests hold it
        out[rest] = super()._touched(rs[rest], ps[rest], lead[rest]) != FREE
        touched: np.ndarray = np.where(out, MET, FREE).astype(np.int8)
        return touched

    def _close(self, rs: np.ndarray, ps: np.ndarray) -> np.ndarray:
        """Is another car on the road within the reach of each turn (course progress)?"""
        return np.asarray(self._close_cars(rs, ps).any(axis=1))

    # --- GT state per run: the weather, a car as the per-run engine sees it ------------

    def _weather(self, r: int) -> Weather:
        names = self.tyre_names
        tyres = {p: names[t] for p, t in enumerate(self.tyre[r].tolist())} if self.dash \
            else {}
        return Weather(WEATHERS[int(self.wet[r])], int(self.changes[r]), tyres)

    def _set_weather(self, r: int, weather: Weather) -> None:
        self.wet[r], self.changes[r] = weather.now == "wet", weather.changes
        if self.dash:
            self.tyre[r] = [self.tyre_names.index(weather.tyres[p]) for p in range(self.P)]

    def _racer(self, r: int, p: int) -> Racer:
        """Car ``p`` of run ``r`` as the per-run engine's GT rules read it."""
        car = Car(int(self.cell[r, p]), int(self.gear[r, p]),
                  dict(zip(KINDS3, self.dmg[r, p].tolist(), strict=True)),
                  int(self.sec[r, p]), bool(self.spare[r, p]),
                  gas_tokens=list(self.gas_tokens[r][p]))
        return Racer(p, self.drivers[0], None, car)

    def _pits(self, rs: np.ndarray, ps: np.ndarray) -> None:
        """GT: a move ending in 1st in a pit cell (no loss of control: that leaves gear
        0) makes the stop its driver wants now, if any."""
        cell = self.cell[rs, ps]
        can = (self.gear[rs, ps] == 1) & self.pit_cell[cell] \
            & (self.outcome[rs, ps] == RACING) & ~self.beside[rs, ps]
        for j in np.flatnonzero(can).tolist():
            r, p = int(rs[j]), int(ps[j])
            racer, weather = self._racer(r, p), self._weather(r)
            need = pit_need(self.stage, self.rules, racer, weather)
            if need is None:
                continue
            bag = self.bag[r].tolist()
            pit_stop(self.rules, bag, weather, racer, need)
            car = racer.car
            assert car is not None
            self.bag[r] = bag
            self._set_weather(r, weather)
            self.dmg[r, p] = [car.damage[k] for k in KINDS3]
            self._damage_state(r, p)
            self.gas_tokens[r][p] = car.gas_tokens
            self.gear[r, p], self.beside[r, p] = 0, True
            self.pit_stops[r, p] += 1
            self.pit_lane[r][p] = racer.pit_lane

    # --- hooks of the stage batch ------------------------------------------------------

    def _fallback_args(self, r: int, p: int, racer: Racer,
                       others: dict[int, int]) -> dict[str, Any]:
        """GT: the car's dashboard side, its plan (into the pits, or on its tyres' side),
        the flagged cars; a car off the track keeps no cell from the others."""
        if not self.stage.gt:
            return {}
        car = racer.car
        assert car is not None
        weather = self._weather(r)
        car.column = weather.column(self.rules, p)
        return {"no_stop": frozenset(), "no_level": flagged(self.stage, self.flags[r], others),
                "gt_plan": gt_plan(self.stage, self.rules, racer, weather)}

    def _fallback_played(self, r: int, p: int, racer: Racer, rec: TurnRecord | None,
                         rng: random.Random) -> None:
        """GT: the weather tokens the turn drew, a yellow flag."""
        if not self.stage.gt or rec is None:
            return
        car = racer.car
        assert car is not None
        weather = self._weather(r)
        weather_tokens(self.rules, weather, [racer], car, rec, rng)
        self._set_weather(r, weather)
        if "yellow_flag" in rec.damage:
            self._flag(r, p, car.cell)

    def _crash_damage(self, r: int, p: int, cell: int, gear: int, turn: int) -> None:
        """A table turn's crash: its tokens from the bag; GT, its weather tokens back
        into the bag (an odd number flips the run's weather), a yellow flag."""
        counts = self.damage[r][p]
        weather0, yellow0 = counts["weather"], counts["yellow_flag"]
        super()._crash_damage(r, p, cell, gear, turn)
        if not self.stage.gt:
            return
        if counts["yellow_flag"] > yellow0:
            self._flag(r, p, cell)
        drawn = counts["weather"] - weather0
        if not drawn or not self.rules.dashboards:
            return
        kinds = [k for k, t in enumerate(self.rules.tokens) if t.damage == "weather"]
        if kinds and self.rules.options.weather_tokens == "bag":
            self.bag[r, kinds[0]] += drawn
        if drawn % 2:
            self.wet[r] = ~self.wet[r]
            self.changes[r] += 1

    def _finish(self, rnd: int, rs: np.ndarray, ps: np.ndarray) -> None:
        super()._finish(rnd, rs, ps)
        self.crossed[rs] += 1  # one car per run in a slot
        self.finish_place[rs, ps] = self.crossed[rs]

    def _result(self, r: int) -> RaceResult:
        res = super()._result(r)
        for x in res.racers:
            p = x.driver_id
            x.finish_place, x.rounds_led = int(self.finish_place[r, p]), int(self.rounds_led[r, p])
            x.laps_led, x.pit_stops = int(self.laps_led[r, p]), int(self.pit_stops[r, p])
        return RaceResult(res.racers, res.rounds, *_gt_standings(res.racers, self.rules))
