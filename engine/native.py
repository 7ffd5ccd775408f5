"""The compiled kernels, when built (``pacenote.engine._native``, from engine/native/), or
None: the NumPy path then runs, with the same results to the last bit.

``PACENOTE_NATIVE`` forces a path: ``0`` the NumPy one even where the kernels are
built, ``1`` the compiled one (an ImportError when it is not built: for tests and
benchmarks that must not fall back quietly); unset or empty, the compiled one if built.
"""

from __future__ import annotations

import os
from types import ModuleType

ENV = "PACENOTE_NATIVE"


def kernels() -> ModuleType | None:
    """The compiled module, or None for the NumPy path (read at each call: tests switch)."""
    mode = os.environ.get(ENV, "").strip()
    if mode == "0":
        return None
    try:
        from pacenote.engine import _native
    except ImportError:
        if mode == "1":
            raise
        return None
    return _native
