"""The batched races' traffic facts as bit masks over a stage's cells, and the race
order compared in arrays (engine/batchrace.py)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

from pacenote.engine.board import Board
from pacenote.engine.planner import FLAT_OUT, Plan
from pacenote.engine.race import RaceStage
from pacenote.engine.traffic import _reach


@dataclass
class Masks:
    """A stage's traffic facts as bit masks over its cells (Python ints): which cells a
    car at ``b`` may close or restrict, when it is behind (``near``) or not (``ahead``)
    the car that moves, and the cells a turn from each cell can reach; the span of
    course progress each covers (a cheap first test)."""

    near: list[int]
    ahead: list[int]
    reach: list[int]
    infl_lo: np.ndarray
    infl_hi: np.ndarray
    reach_lo: np.ndarray
    reach_hi: np.ndarray
    plans: dict[tuple[int, tuple[object, ...], bool], int] = field(default_factory=dict)
    mud: dict[tuple[tuple[int, int], ...], tuple[int, ...]] = field(default_factory=dict)


def _bits(cells: Iterable[int]) -> int:
    out = 0
    for c in cells:
        out |= 1 << c
    return out


def stage_masks(stage: RaceStage) -> Masks:
    """The traffic masks of ``stage`` (kept with it)."""
    if isinstance(stage.memo.masks, Masks):
        return stage.memo.masks
    board, rmap = stage.board, stage.rmap
    n, front = len(board), board.front
    groups: dict[str, list[int]] = {}
    for y in range(n):
        for key in (rmap.corner[y], rmap.slide_row[y]):
            if key is not None:
                groups.setdefault(key, []).append(y)
    near, ahead = [], []
    for b in range(n):
        m = 1 << b
        if rmap.same:
            m |= _bits(rmap.same[b])
        near.append(m)
        m |= _bits(rmap.beside[b])
        for key in (rmap.corner[b], rmap.slide_row[b]):
            if key is not None:
                m |= _bits(groups[key])  # the whole corner or row: a superset of its closing
        ahead.append(m)
    reach = [_bits(rmap.reach[c]) if rmap.reach else 1 << c for c in range(n)]
    fr = np.array(front)

    def span(masks: list[int]) -> tuple[np.ndarray, np.ndarray]:
        lo, hi = np.empty(n), np.empty(n)
        for i, m in enumerate(masks):
            cells = [c for c in range(n) if m >> c & 1]
            lo[i], hi[i] = fr[cells].min(), fr[cells].max()
        return lo, hi

    infl = span(ahead)
    reached = span(reach)
    stage.memo.masks = Masks(near, ahead, reach, infl[0], infl[1], reached[0], reached[1])
    return stage.memo.masks


def _less(a: Sequence[np.ndarray], b: Sequence[np.ndarray]) -> np.ndarray:
    """Lexicographic ``a < b`` of keys given component by component (broadcast)."""
    out = np.zeros(np.broadcast_shapes(a[0].shape, b[0].shape), bool)
    equal = np.ones_like(out)
    for x, y in zip(a, b, strict=True):
        out |= equal & (x < y)
        equal &= x == y
    return out


def plan_mask(masks: Masks, board: Board, start: int, plan: Plan) -> int:
    """The cells a plan from ``start`` may enter: its dice's, and for a flat-out plan
    (a failed roll is re-laid within the cars' rules, one step a die at most) every cell
    its dice can reach."""
    key = (start, tuple(plan.steps), plan.mode == FLAT_OUT)
    hit = masks.plans.get(key)
    if hit is None:
        hit = _bits(s.dest for s in plan.steps)
        if plan.mode == FLAT_OUT:
            hit |= _bits(_reach(board, start, len(plan.steps)))
        masks.plans[key] = hit
    return hit
