"""Shared fixtures. GUI tests run offscreen; nothing here reads ../shared."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
# Derived data (cell-graph templates) is cached beside pytest's own cache, not in ~/.cache.
os.environ.setdefault("PACENOTE_CACHE_DIR", str(ROOT / ".pytest_cache" / "pacenote"))
EXAMPLES = ROOT / "examples"


@pytest.fixture(scope="session")
def tileset():  # noqa: ANN201
    from pacenote.tiles import load_tileset

    return load_tileset()
