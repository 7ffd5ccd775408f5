"""A forked process that builds turn tables ahead of the exact pass
(:mod:`pacenote.engine.chain`, ``--jobs 2``)."""

from __future__ import annotations

import multiprocessing
import os
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

import numpy as np

from pacenote.engine.chainstore import Packed, _pack

if TYPE_CHECKING:
    from pacenote.engine.chain import Chain

QUEUE = 2  # cells asked of the helper at a time
HELPER_NICE = 19  # the helper runs on what the machine leaves over


class _Helper:
    """A forked process that builds turn tables ahead of the pass: asked for a cell
    reached so far, with the columns wanted so far, it builds them (its own copy of the
    expert and re-lay searches, shared by the fork) and sends them back packed; the pass
    adds the columns that came since (a table's columns do not depend on each other:
    the same chances, bit for bit). A helper that fails leaves the work to the pass."""

    def __init__(self, chain: Chain) -> None:
        ctx = multiprocessing.get_context("fork")
        self._dropped = ctx.RawValue("i", -1)  # cells up to this one are built by the pass
        self._conn, theirs = ctx.Pipe()
        self._proc = ctx.Process(target=_help, args=(chain, theirs, self._dropped),
                                 daemon=True)
        self._proc.start()
        theirs.close()
        self._asked: list[int] = []  # cells asked for, in order, not yet sent back
        self.results: dict[int, dict[int, Packed]] = {}
        self.taken: set[int] = set()  # cells ahead that the helper or the pass builds
        self._gone = False

    def wants_more(self) -> bool:
        """Whether to ask for another cell: it keeps QUEUE cells in hand, so that it
        goes on while the pass is busy with a long one."""
        return len(self._asked) < QUEUE and not self._gone

    def owes(self, cell: int) -> bool:
        return cell in self._asked and cell > self._dropped.value

    def drop(self, cell: int) -> None:
        """The pass builds ``cell`` itself: the helper stops at its next table and what
        it sends back for it is not used."""
        self._dropped.value = cell

    def ask(self, cell: int, wanted: dict[int, np.ndarray]) -> None:
        try:
            self._conn.send((cell, wanted))
        except OSError:
            self._gone = True
            return
        self._asked.append(cell)

    def collect(self, wait: float = 0.0) -> None:
        """Take what the helper has sent back (waiting up to ``wait`` seconds for the
        first answer)."""
        try:
            while self._asked and self._conn.poll(wait):
                cell, got = self._conn.recv()
                if got is not None and cell > self._dropped.value:
                    self.results[cell] = got
                self._asked.remove(cell)
                wait = 0.0
        except (EOFError, OSError):
            self._asked.clear()
            self._gone = True

    def close(self) -> None:
        """Stop the helper at once: whatever it is building is not needed any more."""
        self._conn.close()
        self._proc.kill()
        self._proc.join()


def _help(chain: Chain, conn: Connection, dropped: Any) -> None:
    """The helper's loop: (cell, wanted columns per gear) in, packed tables out (None
    for a cell the pass has taken back)."""
    os.nice(HELPER_NICE)  # only what the pass leaves: under load it must not slow the pass
    while True:  # until the pass kills it
        cell, wanted = conn.recv()
        out: dict[int, Packed] | None = {}
        for gear, cols in wanted.items():
            if cell <= dropped.value:
                out = None
                break
            chain.table(cell, gear, cols)
            out[gear] = _pack(*chain._tables[(cell, gear)])  # type: ignore[index]
        conn.send((cell, out))
