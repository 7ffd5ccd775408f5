"""Package namespaces that import a submodule only when one of its names is first used.

``pacenote.engine`` and ``pacenote.export`` name their public API in their
``__init__``; importing all of it up front (NumPy, networkx, Qt) cost every command,
even ``pacenote --help``, which only needs a command's option defaults. A package
keeps its ``from pkg.sub import name`` lines under ``TYPE_CHECKING`` (for readers and
mypy) and hands the same names to :func:`lazy_exports` (tests/test_cli_imports.py checks
that the two agree)::

    __getattr__, __dir__ = lazy_exports(__name__, {"Driver": "drivers", ...})
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy_exports(package: str, exports: dict[str, str]
                 ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for ``package``: name -> submodule defining it."""
    namespace = importlib.import_module(package)

    def getattr_(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        setattr(namespace, name, value)  # later look-ups skip this function
        return value

    def dir_() -> list[str]:
        return sorted({*vars(namespace), *exports})

    return getattr_, dir_
