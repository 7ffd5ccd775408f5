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


@pytest.fixture
def pacenote_cli(monkeypatch, capsys):  # noqa: ANN201
    """Run the ``pacenote`` entry point in-process, as the installed script does:
    ``pacenote_cli("validate", path)`` → (exit code, stdout, stderr)."""
    import sys

    from pacenote.cli import main

    def run(*args: str | Path) -> tuple[int, str, str]:
        monkeypatch.setattr(sys, "argv", ["pacenote", *map(str, args)])
        with pytest.raises(SystemExit) as ended:
            main()
        out = capsys.readouterr()
        code = ended.value.code
        return code if isinstance(code, int) else 0, out.out, out.err

    return run
