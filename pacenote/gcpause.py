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
