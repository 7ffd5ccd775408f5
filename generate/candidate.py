"""A candidate stage of the search (a chain laid, its estimate and, once driven, the
engine's exact figures) and how candidates are told apart and ranked."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from pacenote.autolayout import Placed
from pacenote.generate.chain import Link, to_stage
from pacenote.generate.footprint import Footprint
from pacenote.generate.model import Estimate
from pacenote.generate.score import met
from pacenote.stage import Stage
from pacenote.validators import Finding


@dataclass
class Candidate:
    links: tuple[Link, ...]
    placed: tuple[Placed, ...]
    estimate: Estimate
    footprint: Footprint
    cost: float  # on the estimate (with the residual it was searched under)
    par: float | None = None  # the engine's exact figures, once driven
    loc: float | None = None
    look: float | None = None  # the look-ahead's losses of control (first_look), once looked
    findings: tuple[Finding, ...] = ()
    score: float = math.inf  # on the exact figures
    misses: dict[str, float] = field(default_factory=dict)

    @property
    def road_tiles(self) -> int:
        return len(self.links)

    @property
    def key(self) -> tuple[tuple[str, bool], ...]:
        return tuple((x.side.id, x.flip) for x in self.links)

    def stage(self, name: str, tileset: str) -> Stage:
        return to_stage(self.placed, name=name, tileset=tileset)


def distinct(a: Candidate, b: Candidate) -> bool:
    """Two candidates differ when at least a quarter of their tiles differ (by tile
    number: the other face of a piece is another tile, the same piece moved is not)."""
    na = Counter(x.side.id for x in a.links)
    nb = Counter(x.side.id for x in b.links)
    shared = sum((na & nb).values())
    return shared <= 0.75 * max(len(a.links), len(b.links))


def rank(cand: Candidate) -> tuple[bool, float]:
    """Best first: those meeting the whole brief, then by score (a par a hair past its
    tolerance scores about as one just within it, yet misses the brief)."""
    return not meets(cand), cand.score


def meets(cand: Candidate) -> bool:
    """Whether a driven candidate meets every point of the brief (a risk asked for:
    by its exact losses of control, never by the estimate)."""
    if "loc" in cand.misses and cand.loc is None:
        return False
    return all(met(point, miss) for point, miss in cand.misses.items())


def best_distinct(cands: Sequence[Candidate], count: int) -> list[Candidate]:
    picked: list[Candidate] = []
    for c in sorted(cands, key=rank):
        if all(distinct(c, p) for p in picked):
            picked.append(c)
        if len(picked) == count:
            break
    return picked
