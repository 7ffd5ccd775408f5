"""The examples in the core's docstrings (``>>>``) run as tests: a wrong example fails
here (one in pacenote/tiles.py was wrong for a while, issue 26)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

# Every module of the core and of the layers that load without Qt (the editor's examples
# would need a QApplication; it has none); __main__ runs the command line when imported.
LAYERS = ("pacenote", "pacenote.engine", "pacenote.validators", "pacenote.export",
          "pacenote.cli")
MODULES = sorted({m.name for layer in LAYERS
                  for m in pkgutil.walk_packages(importlib.import_module(layer).__path__,
                                                 f"{layer}.")
                  if not m.name.endswith("__main__")
                  and m.name.split(".")[1] not in ("editor", "tilesets", "schema")})


def test_the_core_has_examples():
    finder = doctest.DocTestFinder()
    examples = sum(len(t.examples) for name in MODULES
                   for t in finder.find(importlib.import_module(name)))
    assert examples >= 66


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
                             verbose=False, report=False)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples fail"
