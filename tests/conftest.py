"""Shared fixtures. GUI tests run offscreen; nothing here reads ../shared."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


@pytest.fixture(scope="session")
def tileset():  # noqa: ANN201
    from pacenote.tiles import load_tileset

    return load_tileset()


def run_pacenote(*args: str | Path, cwd: Path | None = None,
                 timeout: float = 600) -> subprocess.CompletedProcess[str]:
    """The real ``pacenote`` command in a fresh process: exit code, stdout and stderr as a
    user sees them (offscreen Qt)."""
    return subprocess.run([sys.executable, "-m", "pacenote", *map(str, args)],
                          capture_output=True, text=True, timeout=timeout, cwd=cwd,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, check=False)
