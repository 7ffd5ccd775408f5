"""Pausing Python's cyclic garbage collector while large, cycle-free structures are made.

Planning a stage (the sweep and its memos) and reading a stored plan back make hundreds
of thousands of small tuples and objects that form no reference cycles. Every few
hundred new objects set off a collection that walks them all and frees nothing: about a
tenth of planning and half of reading a plan back. Reference counting still frees
whatever is dropped meanwhile; the collector resumes, if it was on, when the block ends.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def paused_gc() -> Iterator[None]:
    """No cyclic garbage collection inside the block (see the module docstring)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


# Objects made between two young-generation collections while checking many files: a
# stage's course and cell graph make thousands of small dicts and tuples, freed by
# reference counting when the file is done; collecting every 700 (Python's default)
# walked them all about 15 times per file for nothing (a tenth of ``validate``'s time).
BATCH_YOUNG_OBJECTS = 20_000


@contextlib.contextmanager
def fewer_collections() -> Iterator[None]:
    """Young-generation collections every :data:`BATCH_YOUNG_OBJECTS` new objects inside
    the block, not every 700: the collector still runs (cycles are freed), less often."""
    old = gc.get_threshold()
    gc.set_threshold(max(old[0], BATCH_YOUNG_OBJECTS), *old[1:])
    try:
        yield
    finally:
        gc.set_threshold(*old)

