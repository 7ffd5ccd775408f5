"""Reusing a sweep after an edit: the part of the stage from the edit to the finish.

The exact sweep (:mod:`pacenote.engine.exact`) fills a cell's tables and choices from the
cells after it only (cars move forward), so they depend on the board from that cell to
the finish and on nothing before it. :func:`suffix_digests` fingerprints, for every
cell, the board from it to the end, read from the end (cells numbered back from the
last one, so that a stage edited earlier on, whose cells are renumbered, still matches):
what the sweep reads of a cell (limits, jumps, fords, shortcuts, finish flags, danger,
terrain, its one-die steps and jump landings). Two boards whose digests agree at a cell
have the same tables and choices there, to the bit, for the same ruleset, parameters
and code. :class:`RecentSweeps` keeps the last few sweeps of this process (the editor's
test drives) so that the next one sweeps only the cells before the first that differs.
docs/engine.md, "What an edit can reuse".
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from pacenote.engine.board import Board
from pacenote.engine.planbook import Choice, PlanBook
from pacenote.engine.planner import Plan

RECENT_SWEEPS = 2  # sweeps kept in memory (the tables of a 56-tile stage: ~25 MB each)


def suffix_digests(board: Board) -> list[bytes] | None:
    """Per cell, a digest of the board from it to the last cell, cell numbers counted
    back from the end; None when a move leads back to an earlier cell (a cell's values
    would then depend on cells before it: nothing is reused)."""
    n = len(board)
    out: list[bytes] = [b""] * n
    digest = b""
    for c in range(n - 1, -1, -1):
        links = (board.succ[c], board.land1[c], board.land2[c])
        if any(j <= c for cells in links for j in cells):
            return None
        row = (board.limit[c], board.jump[c], board.ford[c], board.shortcut[c],
               board.finished[c], board.danger[c], board.terrain[c],
               *(tuple(n - j for j in cells) for cells in links))
        if board.marked:  # GT: the hazard corner here and the dotted lines it is left by
            row += (board.hazard_gear[c],
                    tuple((n - j, board.edge_limit.get((c, j)), (c, j) in board.edge_hazard)
                          for j in board.succ[c]))
        digest = hashlib.blake2b(digest + repr(row).encode(), digest_size=16).digest()
        out[c] = digest
    return out


@dataclass(frozen=True)
class Swept:
    """One finished sweep: its cells' suffix digests, tables (by name) and choices, and
    the turn tables built on it so far (engine/chain.py: per kind, ``model`` True or
    False, the chain's own dict of (cell, gear) -> (columns, TurnTable), filled as the
    drive builds them), which depend on the board from their cell on too."""

    suffix: list[bytes]
    tables: dict[str, np.ndarray]
    book: PlanBook
    turns: dict[bool, dict[tuple[int, int], Any]] = field(default_factory=dict)

    def shared_with(self, suffix: list[bytes]) -> int:
        """How many cells at the end ``suffix`` has in common with this sweep."""
        old, new = self.suffix, suffix
        lo, hi = 0, min(len(old), len(new))  # digests chain: a match holds for all after
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if old[len(old) - mid] == new[len(new) - mid]:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def choice(self, cell: int, gear: int, shift: int) -> Choice | None:
        """The choice of this sweep's ``cell`` with every step's cells moved by ``shift``
        (the new board's numbering), or None where that (cell, gear) has none."""
        if (cell, gear) not in self.book:
            return None
        old = self.book[(cell, gear)]
        plans = [Plan(p.mode, tuple(s._replace(dest=s.dest + shift,
                                               via=s.via + shift if s.via >= 0 else s.via)
                                    for s in p.steps), p.value) for p in old.plans]
        return Choice(plans, old.lengths, old.best)


class RecentSweeps:
    """The last few sweeps of this process, per code, ruleset and parameters."""

    def __init__(self, size: int = RECENT_SWEEPS) -> None:
        self._kept: OrderedDict[tuple[str, bytes], Swept] = OrderedDict()
        self._size = size
        self._lock = threading.Lock()  # the editor drives in a worker thread

    def best(self, base: str, suffix: list[bytes]) -> tuple[Swept | None, int]:
        """The kept sweep sharing the most cells at the end with ``suffix``, and how many."""
        best: Swept | None = None
        shared = 0
        with self._lock:
            kept = list(self._kept.items())
        for (key, _), swept in kept:
            if key == base:
                n = swept.shared_with(suffix)
                if n > shared:
                    best, shared = swept, n
        return best, shared

    def add(self, base: str, swept: Swept) -> None:
        key = (base, swept.suffix[0] if swept.suffix else b"")
        with self._lock:
            self._kept.pop(key, None)
            self._kept[key] = swept
            while len(self._kept) > self._size:
                self._kept.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()


RECENT = RecentSweeps()
