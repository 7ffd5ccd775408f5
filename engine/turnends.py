"""What a turn of the expert can end in (:mod:`pacenote.engine.outcomes`): the kinds of
end, the turn table of a (cell, gear), and what follows an end wherever it is
(:class:`After`: token faces, the spare wheel, card backs, crash damage)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from pacenote.engine.damage import KINDS, DamageModel, crash_draws
from pacenote.engine.exact import ExactExpert

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

