"""The rows the planner's batched fronts are kept in (:mod:`pacenote.engine.fronts`): one
growing store of solved front rows, and the records a level's solve passes along."""

from __future__ import annotations

from array import array
from dataclasses import dataclass

import numpy as np


class _Store:
    """Every solved front row: W vector, seconds earned, the transition taken (-1: end
    the turn here) and the row the plan goes on with (-1: none). A node's front is
    ``count`` rows from ``offset``. Rows are never freed: chains stay whole when memos
    are dropped."""

    def __init__(self, limit: int) -> None:
        # One column more than the W vector, -0.0: where an outcome does not go on, its
        # term reads it and adds -0.0, which changes no sum (x + -0.0 == x, bit for bit).
        self.vals = np.full((1024, limit + 1), -0.0)
        self.limit = limit
        self.secs = np.zeros(1024)  # whole seconds, as floats: they enter float sums
        self.tid = array("q")  # read one by one along plans: no NumPy scalars
        self.next = array("q")
        self.rows = 0
        self.offset = np.zeros(256, dtype=np.int64)
        self.count = np.zeros(256, dtype=np.int64)
        self.nodes = 0

    def add_rows(self, vals: np.ndarray, secs: np.ndarray, tids: np.ndarray,
                 nexts: np.ndarray) -> int:
        """Append rows; returns the first one's index."""
        first, n = self.rows, len(tids)
        while first + n > len(self.secs):
            self.vals = np.concatenate([self.vals, np.full_like(self.vals, -0.0)])
            self.secs = np.concatenate([self.secs, np.zeros_like(self.secs)])
        self.vals[first:first + n, :self.limit] = vals
        self.secs[first:first + n] = secs
        self.tid.frombytes(tids.astype(np.int64).tobytes())
        self.next.frombytes(nexts.astype(np.int64).tobytes())
        self.rows += n
        return first

    def add_nodes(self, offsets: np.ndarray, counts: np.ndarray) -> int:
        """Register nodes' fronts; returns the first node's index."""
        first, n = self.nodes, len(offsets)
        while first + n > len(self.offset):
            self.offset = np.concatenate([self.offset, np.zeros_like(self.offset)])
            self.count = np.concatenate([self.count, np.zeros_like(self.count)])
        self.offset[first:first + n] = offsets
        self.count[first:first + n] = counts
        self.nodes += n
        return first


@dataclass(frozen=True, slots=True)
class _Root:
    """Every candidate from a root: W[0] (no hazard yet), first transition, next row."""

    value: np.ndarray
    tid: np.ndarray
    next: np.ndarray


@dataclass(frozen=True, slots=True)
class _Expanded:
    """Candidates through moves: vectors, seconds earned, the move (index into the moves
    given) and the child's store row (past the finish: its "end here" row)."""

    vec: np.ndarray
    secs: np.ndarray
    move: np.ndarray
    row: np.ndarray
