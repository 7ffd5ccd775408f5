"""A batched race's state: per run and car (driver id) arrays, and the lists of what
happened (losses, damage, shortcuts, where cars blocked it), turned into the per-run
engine's results at the end (engine/batchrace.py)."""

from __future__ import annotations

from collections import Counter

import numpy as np

from pacenote.engine.batchmasks import _less
from pacenote.engine.chain import uniforms
from pacenote.engine.damage import DamageModel
from pacenote.engine.race import Racer, RaceResult, RaceStage
from pacenote.engine.raceturn import _standings as standings
from pacenote.engine.raceturn import take_carried
from pacenote.engine.ruleset import Ruleset
from pacenote.engine.simulate import Car, RunResult

KINDS3 = ("gear", "gas", "brake")
RACING, FINISHED, RETIRED, STUCK_OUT = -1, 0, 1, 2
OUTCOMES = {FINISHED: "finished", RETIRED: "retired", STUCK_OUT: "stuck"}
SLOT_END, SLOT_BACK, SLOT_DAMAGE, SLOT_TOKEN = 0, 1, 2, 8




def race_key(runs: np.ndarray, leg: int, driver: np.ndarray | int) -> np.ndarray:
    """The stream's key of car ``driver`` in leg ``leg`` of the runs ``runs``."""
    key: np.ndarray = (runs.astype(np.int64) * 64 + leg) * 8 + driver
    return key


class RaceArrays:
    """The state of one leg raced by many runs at once."""

    rules: Ruleset
    dm: DamageModel
    runs: np.ndarray
    orders: list[list[int]]
    R: int
    P: int
    front: np.ndarray
    inside: np.ndarray
    seed: int
    leg: int
    stage: RaceStage

    def _state(self, R: int, P: int) -> None:
        G = self.rules.top_gear + 1
        z = np.zeros
        self.cell, self.gear = z((R, P), np.int64), z((R, P), np.int64)
        self.sec, self.dmg = z((R, P), np.int64), z((R, P, 3), np.int64)
        self.d = np.full((R, P), self.dm.state((0, 0, 0)), np.int64)
        self.spare = np.full((R, P), self.rules.spare_wheels > 0)
        self.cards, self.turns = z((R, P)), z((R, P), np.int64)
        self.blocked, self.overtakes = z((R, P), np.int64), z((R, P), np.int64)
        self.outcome = np.full((R, P), RACING, np.int8)
        self.started, self.beside = z((R, P), bool), z((R, P), bool)
        self.finish_round, self.spare_used = z((R, P), np.int64), z((R, P), bool)
        self.deck = z((R, G, 3), np.int64)  # the field's decks: backs turned up per gear
        self.bag = np.tile(np.array([t.count for t in self.rules.tokens], np.int64), (R, 1))
        self.n_started, self.over = z(R, np.int64), z(R, bool)
        self.anyone_finished, self.jammed, self.moved = z(R, bool), z(R, bool), z(R, bool)
        self.rounds = z(R, np.int64)
        self.locs: list[list[list[tuple[int, int, str]]]] = [[[] for _ in range(P)]
                                                             for _ in range(R)]
        self.damage: list[list[Counter[str]]] = [[Counter() for _ in range(P)] for _ in range(R)]
        self.shortcuts: list[list[list[tuple[int, str]]]] = [[[] for _ in range(P)]
                                                             for _ in range(R)]
        self.blocked_at: list[list[list[int]]] = [[[] for _ in range(P)] for _ in range(R)]
        self.traffic_at: list[list[list[int]]] = [[[] for _ in range(P)] for _ in range(R)]
        self.gas_tokens: list[list[list[int]]] = [[[] for _ in range(P)] for _ in range(R)]
        self.spread: list[list[list[int]]] = [[[] for _ in range(P)] for _ in range(R)]
        self.spread_n = z((R, P), np.int64)  # tiles each car spread mud on
        self.fallbacks = 0  # turns played by the traffic engine
        self.table_turns = 0

    def _take_carried(self, cars: list[dict[int, Car]] | None) -> None:
        """Cars carried in from an earlier stage: their damage, spare wheel and gas
        tokens, the damage tokens they hold taken out of the field's bag."""
        if cars is None:
            return
        for r, held in enumerate(cars):
            bag = self.bag[r].tolist()
            for p, car in held.items():
                take_carried(car, bag, self.rules)
                self.dmg[r, p] = [car.damage[k] for k in KINDS3]
                self.d[r, p] = self.dm.of(car.damage)
                self.spare[r, p] = car.spare
                self.gas_tokens[r][p] = list(car.gas_tokens)
            self.bag[r] = bag

    def _cell_taken(self, rs: np.ndarray, ps: np.ndarray) -> np.ndarray:
        """Per car: beside the road, and a car on the road holds its cell?"""
        on_road = self.started[rs] & (self.outcome[rs] == RACING) & ~self.beside[rs]
        on_road[np.arange(len(rs)), ps] = False
        held = (self.cell[rs] == self.cell[rs, ps][:, None]) & on_road
        out: np.ndarray = self.beside[rs, ps] & held.any(axis=1)
        return out

    def _stays_beside(self, r: int, p: int) -> None:
        """It cannot come back into its cell: it stays beside the road, blocked, with a
        card of its gear (as :func:`pacenote.engine.race._blocked_by_cars`), and tries
        again next turn."""
        self.turns[r, p] += 1
        self.cards[r, p] += self.rules.front_seconds[max(int(self.gear[r, p]), 1)]
        self.blocked[r, p] += 1
        self.blocked_at[r][p].append(int(self.cell[r, p]))

    def _crash_damage(self, r: int, p: int, cell: int, gear: int, turn: int) -> None:
        rules = self.rules
        marks = rules.crash_damage[max(gear, 1)][self.stage.board.danger[cell] - 1]
        key = race_key(np.array([self.runs[r]]), self.leg, p)
        for m in range(marks):
            total = int(self.bag[r].sum())
            if not total:
                break
            u = uniforms(self.seed, key, np.array([turn]), SLOT_DAMAGE + m)[0]
            kind = int(np.searchsorted(np.cumsum(self.bag[r]), int(u * total), side="right"))
            self.bag[r, kind] -= 1
            dmg = rules.tokens[kind].damage
            self.damage[r][p][dmg] += 1
            if dmg in KINDS3:
                self.dmg[r, p, KINDS3.index(dmg)] += 1
            if dmg == "gas":
                self.gas_tokens[r][p].append(kind)
        self._damage_state(r, p)

    def _change_wheel(self, r: int, p: int) -> None:
        """The spare wheel: one gas token fewer, back into the bag."""
        self.spare[r, p] = False
        self.spare_used[r, p] = True
        self.dmg[r, p, 1] -= 1
        if self.gas_tokens[r][p]:
            self.bag[r, self.gas_tokens[r][p].pop()] += 1
        self._damage_state(r, p)

    def _damage_state(self, r: int, p: int) -> None:
        self.d[r, p] = self.dm.of(dict(zip(KINDS3, self.dmg[r, p].tolist(), strict=True)))

    def _finish(self, rnd: int, rs: np.ndarray, ps: np.ndarray) -> None:
        self.outcome[rs, ps] = FINISHED
        self.finish_round[rs, ps] = rnd
        self.anyone_finished[rs] = True

    def _write_back(self, r: int, p: int, racer: Racer, car: Car, bag: list[int]) -> None:
        res = racer.result
        self.cell[r, p], self.gear[r, p], self.sec[r, p] = car.cell, car.gear, car.seconds
        self.dmg[r, p] = [car.damage[k] for k in KINDS3]
        self._damage_state(r, p)
        self.spare[r, p] = car.spare
        self.gas_tokens[r][p] = car.gas_tokens
        self.bag[r] = bag
        for g, v in car.revealed.items():
            self.deck[r, g] = v
        self.spread[r][p].extend(car.spread)
        self.spread_n[r, p] += len(car.spread)
        self.turns[r, p] = res.turns
        self.cards[r, p] += res.cards
        self.blocked[r, p] += res.blocked
        self.overtakes[r, p] += racer.overtakes
        self.spare_used[r, p] |= res.spare_used
        self.locs[r][p].extend(res.locs)
        self.damage[r][p].update(res.damage)
        self.shortcuts[r][p].extend(res.shortcuts)
        self.blocked_at[r][p].extend(racer.blocked_at)
        self.traffic_at[r][p].extend(racer.traffic_at)

    # --- results -----------------------------------------------------------------------

    def _result(self, r: int) -> RaceResult:
        racers = []
        for p in self.orders[r]:
            o = int(self.outcome[r, p])
            res = RunResult(OUTCOMES.get(o, "stuck"), float(self.cards[r, p]),
                            int(self.sec[r, p]), int(self.turns[r, p]), self.locs[r][p],
                            {k: v for k, v in self.damage[r][p].items() if v},
                            self.shortcuts[r][p], int(self.blocked[r, p]),
                            bool(self.spare_used[r, p]))
            racers.append(Racer(p, None, None, None, res, overtakes=int(self.overtakes[r, p]),
                                blocked_at=self.blocked_at[r][p],
                                traffic_at=self.traffic_at[r][p],
                                finish_round=int(self.finish_round[r, p])))
        times, positions = standings(racers, self.rules)
        return RaceResult(racers, int(self.rounds[r]), times, positions)

    def cars_after(self) -> list[dict[int, Car]]:
        """Each run's cars at the end of the leg (for the rally sheet)."""
        cell, gear, sec = self.cell.tolist(), self.gear.tolist(), self.sec.tolist()
        dmg, spare, bag = self.dmg.tolist(), self.spare.tolist(), self.bag.tolist()
        retired = (self.outcome == RETIRED).tolist()
        out = []
        for r in range(self.R):
            cars = {}
            for p in range(self.P):
                car = Car(cell[r][p], gear[r][p], dict(zip(KINDS3, dmg[r][p], strict=True)),
                          sec[r][p], spare[r][p],
                          bag=list(bag[r]),  # the field's bag (as left by the race)
                          gas_tokens=list(self.gas_tokens[r][p]))
                car.retired = retired[r][p]
                cars[p] = car
            out.append(cars)
        return out

    # --- overtakes ---------------------------------------------------------------------

    def _places(self, rs: np.ndarray, ps: np.ndarray) -> tuple[np.ndarray, ...]:
        """The other cars still racing in these runs (a mask) and their race keys."""
        mask = self.started[rs] & (self.outcome[rs] == RACING)
        mask[np.arange(len(rs)), ps] = False
        cells = self.cell[rs]
        return (mask, -self.front[cells], -self.gear[rs],
                self.beside[rs].astype(np.int64), self.inside[cells])

    def _passes(self, rs: np.ndarray, ps: np.ndarray, before: tuple[np.ndarray, np.ndarray],
                crashed: np.ndarray, rivals: tuple[np.ndarray, ...]) -> np.ndarray:
        """The cars each move overtook (:func:`pacenote.engine.race.passes`)."""
        mask, *theirs = rivals
        cell, gear = self.cell[rs, ps], self.gear[rs, ps]
        was = (-self.front[before[0]], -before[1], np.zeros(len(rs), np.int64),
               self.inside[before[0]])
        now = (-self.front[cell], -gear, crashed.astype(np.int64), self.inside[cell])
        ahead_before = _less(theirs, [w[:, None] for w in was])
        ahead_now = _less([n[:, None] for n in now], theirs)
        out: np.ndarray = (mask & ahead_before & ahead_now).sum(axis=1)
        return out


def first_orders(seed: int, runs: np.ndarray, players: int) -> list[list[int]]:
    """Each run's first start order, drawn as the per-run engine draws it."""
    from pacenote.engine.montecarlo import run_rng

    out = []
    for i in runs.tolist():
        order = list(range(players))
        run_rng(seed, i).shuffle(order)
        out.append(order)
    return out

