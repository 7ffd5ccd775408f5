"""Damage states of a car, as the expert's exact look-ahead counts them.

A car's damage is the number of gear, gas and brake tokens it holds. Only what changes
its dice matters, so counts are capped where the dashboard runs out of that kind of die
(two gas tokens take both leader dice; a gear token for the last gear die retires the
car). Gear tokens are counted up to ``GEAR_TOKENS`` (two: four gear dice left); a car
with more is valued as one with that many (it takes at least two crashes drawing three
gear tokens, well under one run in a thousand, and such a car plans its turns with the
planner alone). That leaves a score of states, numbered here, with the chance of moving
between them: a crash drawing its marks from the bag, a puncture on a shortcut. With the
SISU option on, every state comes twice: with the token still held, and spent.

Token draws are priced on the full bag (48 tokens): the tokens drawn earlier in the run
are not tracked, a small gap (docs/engine.md, "How exact is the par time").
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from math import comb

import numpy as np

from pacenote.engine.rules import Dice
from pacenote.engine.ruleset import Column, Ruleset

Damage = tuple[int, int, int]  # (gear, gas, brake) tokens held, capped
KINDS = ("gear", "gas", "brake")
GEAR_TOKENS = 2  # gear tokens told apart; more count as this many (until retirement)


@dataclass(frozen=True)
class DamageModel:
    """Numbered car states: a damage (gear, gas, brake tokens, capped) and, when the SISU
    option is on, whether the SISU token is still held. State ``d`` has damage
    ``damages[d % n]`` and holds the token when ``d >= n`` (``n`` damages)."""

    damages: tuple[Damage, ...]  # index 0 = undamaged; the last one = retired
    index: dict[Damage, int]
    caps: Damage  # gear tokens that retire the car; gas and brake tokens that matter
    tokens: int  # 2 with the SISU option (token held or spent), else 1
    crash: tuple[np.ndarray, ...]  # per crash marks: chance of going from state d to d'
    puncture: np.ndarray  # a shortcut token drawn on entry (puncture = gas token)

    @property
    def size(self) -> int:
        return len(self.damages) * self.tokens

    @property
    def retired(self) -> np.ndarray:
        """Mask of the retired states (no gear die left)."""
        n = len(self.damages)
        return np.array([d % n == n - 1 for d in range(self.size)])

    def damage(self, d: int) -> Damage:
        return self.damages[d % len(self.damages)]

    def holds_sisu(self, d: int) -> bool:
        return d >= len(self.damages)

    def spent(self, d: int) -> int:
        """The same state once the SISU token is spent."""
        return d % len(self.damages)

    def state(self, damage: Damage, sisu: bool = False) -> int:
        return self.index[damage] + (len(self.damages) if sisu and self.tokens > 1 else 0)

    def of(self, damage: dict[str, int], sisu: bool = False) -> int:
        """State of a car's damage tokens and SISU token (retired: no gear die left)."""
        g, a, b = (damage.get(k, 0) for k in KINDS)
        if g >= self.caps[0]:
            return self.state(self.damages[-1], sisu)
        told = min(GEAR_TOKENS, self.caps[0] - 1)
        return self.state((min(g, told), min(a, self.caps[1]), min(b, self.caps[2])), sisu)

    def is_retired(self, d: int) -> bool:
        return d % len(self.damages) == len(self.damages) - 1

    def dice(self, column: Column, d: int) -> Dice:
        """The dice per turn of a dashboard column in state ``d``."""
        return Dice.of(column, self.damage(d))


def damage_model(rules: Ruleset) -> DamageModel:
    cols = list(rules.columns.values())
    caps = (max(c.gear for c in cols), max(max(c.gas, c.leader) for c in cols),
            max(c.brake for c in cols))
    told = min(GEAR_TOKENS, caps[0] - 1)
    states: list[Damage] = list(product(range(told + 1), range(caps[1] + 1),
                                        range(caps[2] + 1)))
    states.append((caps[0], 0, 0))  # retired
    index = {s: i for i, s in enumerate(states)}
    n = len(states)
    retired = n - 1

    def after(s: Damage, add: Damage) -> int:
        g = s[0] + add[0]
        if g >= caps[0]:
            return retired
        return index[(min(g, told), min(s[1] + add[1], caps[1]), min(s[2] + add[2], caps[2]))]

    # after(s, add) for every live state at once (the crash matrices: a few thousand pairs)
    live = np.array(states[:retired])
    at = np.full((told + 1, caps[1] + 1, caps[2] + 1), retired)
    for i, (g, a, b) in enumerate(states[:retired]):
        at[g, a, b] = i

    def transition(dist: dict[Damage, float]) -> np.ndarray:
        """(n, n): the chance of going from state d to d' drawing ``dist``'s tokens."""
        held = live[:, None, :] + np.array(list(dist))[None, :, :]
        to = np.where(held[..., 0] >= caps[0], retired,
                      at[np.minimum(held[..., 0], told), np.minimum(held[..., 1], caps[1]),
                         np.minimum(held[..., 2], caps[2])])
        m = np.zeros((n, n))
        rows = np.repeat(np.arange(retired), len(dist))
        np.add.at(m, (rows, to.ravel()), np.tile(list(dist.values()), retired))
        m[retired, retired] = 1.0
        return m

    max_marks = max(max(row) for row in rules.crash_damage)
    draws = [crash_draws(rules, m) for m in range(max_marks + 1)]
    tokens = 1 if rules.options.sisu_token == "off" else 2
    # the token is neither won nor lost
    crash = [np.kron(np.eye(tokens), transition(dist)) for dist in draws]
    total = sum(t.count for t in rules.tokens) or 1
    p_punct = sum(t.count for t in rules.tokens if t.shortcut == "puncture") / total
    punct = np.zeros((n, n))
    for i, s in enumerate(states):
        if i == retired:
            punct[i, i] = 1.0
            continue
        punct[i, i] += 1.0 - p_punct
        punct[i, after(s, (0, 1, 0))] += p_punct
    return DamageModel(tuple(states), index, caps, tokens, tuple(crash),
                       np.kron(np.eye(tokens), punct))


def crash_draws(rules: Ruleset, marks: int) -> dict[Damage, float]:
    """Chance of each (gear, gas, brake) token count among ``marks`` tokens drawn from
    the full bag without replacement (green flags do nothing)."""
    counts = {k: 0 for k in ("green_flag", *KINDS)}
    for t in rules.tokens:
        counts[t.damage] = counts.get(t.damage, 0) + t.count
    kinds = list(counts)
    total = sum(counts.values())
    out: dict[Damage, float] = {}
    if total == 0 or marks == 0:
        return {(0, 0, 0): 1.0}
    marks = min(marks, total)
    for split in product(range(marks + 1), repeat=len(kinds)):
        if sum(split) != marks:
            continue
        ways = 1
        for k, n in zip(kinds, split, strict=True):
            ways *= comb(counts[k], n)
        if not ways:
            continue
        a, b, c = (split[kinds.index(k)] for k in KINDS)
        out[(a, b, c)] = out.get((a, b, c), 0.0) + ways / comb(total, marks)
    return out
