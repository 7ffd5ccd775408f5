"""The compiled level solve of the planner (engine/native/fronts.c) against the NumPy
path: the expert's whole exact sweep of real stages (every plan the planner proposes
goes into it) must give the same tables and choices to the last bit either way.

The compiled path must be built here (scripts/setup.sh installs a C compiler and
Python's headers): PACENOTE_NATIVE=1 turns a missing extension into an ImportError.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from pacenote.course import build_course
from pacenote.engine.board import Board, compile_board
from pacenote.engine.exact import ExactExpert
from pacenote.engine.native import kernels
from pacenote.engine.ruleset import load_ruleset
from pacenote.engine.suffix import RECENT
from pacenote.formats import load_stage
from pacenote.graph import build_graph

ROOT = Path(__file__).resolve().parent.parent
STAGES = ("examples/rally-1/ss1.stage.json", "examples/gt/circuit-1.stage.json")


def _board(stage_file: str) -> Board:
    return compile_board(build_graph(build_course(load_stage(ROOT / stage_file))), {})


def _sweep(board: Board, native: str, monkeypatch: pytest.MonkeyPatch) -> ExactExpert:
    monkeypatch.setenv("PACENOTE_CACHE_DIR", "")  # planned here, not read back
    monkeypatch.setenv("PACENOTE_NATIVE", native)
    RECENT.clear()  # swept whole, not taken over from the other path's sweep
    expert = ExactExpert(board, load_ruleset())
    assert expert.reused == 0
    return expert


def test_the_switch_picks_the_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PACENOTE_NATIVE", "0")
    assert kernels() is None
    monkeypatch.setenv("PACENOTE_NATIVE", "1")
    module = kernels()
    assert module is not None and hasattr(module, "expand") and hasattr(module, "select")
    monkeypatch.delenv("PACENOTE_NATIVE")
    assert kernels() is module  # built: the default


@pytest.mark.parametrize("stage_file", STAGES)
def test_the_compiled_sweep_is_the_numpy_sweep_to_the_bit(
        stage_file: str, monkeypatch: pytest.MonkeyPatch) -> None:
    board = _board(stage_file)
    numpy_path = _sweep(board, "0", monkeypatch)
    compiled = _sweep(board, "1", monkeypatch)
    for name in ("r", "stop", "loc"):
        a, b = getattr(numpy_path.t, name), getattr(compiled.t, name)
        assert a.tobytes() == b.tobytes(), name
    books = numpy_path.choices, compiled.choices
    arrays = [book.arrays() for book in books]  # type: ignore[attr-defined]
    assert arrays[0].keys() == arrays[1].keys()
    for name in arrays[0]:
        assert np.array_equal(arrays[0][name], arrays[1][name]), name
    assert numpy_path.par(board.grid[0]) == compiled.par(board.grid[0])
