"""The compiled level solve of the planner (engine/native/fronts.c) against the NumPy
path: the expert's whole exact sweep of real stages (every plan the planner proposes
goes into it) must give the same tables and choices to the last bit either way.

The compiled path must be built here (scripts/setup.sh installs a C compiler and
Python's headers): PACENOTE_NATIVE=1 turns a missing extension into an ImportError.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from pacenote.course import build_course
from pacenote.engine.board import Board, compile_board
from pacenote.engine.chain import Chain
from pacenote.engine.exact import ExactExpert
from pacenote.engine.native import kernels
from pacenote.engine.relays import Relays
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


# many shortcut tokens on the way of a re-lay: the searches' token counts and costs
# and their "fewest tokens, first found" merges are all exercised
RELAY_STAGES = ("examples/rulebook/rally-6-ss2.stage.json", "examples/rally-1/ss1.stage.json")


@pytest.mark.parametrize("stage_file", RELAY_STAGES)
def test_the_compiled_relay_search_is_the_python_search(
        stage_file: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every re-lay search the turn tables of 200 runs make (engine/relays.py), asked of
    the Python search and of the compiled one (engine/native/relays.c) in the same
    order: the same places in the same order, the same tokens and costs, and the same
    result object wherever the Python search hands back the same one (the tables sum
    the chances of rolls sharing a result before choosing)."""
    board = _board(stage_file)
    expert = _sweep(board, "1", monkeypatch)
    monkeypatch.setenv("PACENOTE_NATIVE", "0")
    chain = Chain(expert, keep=False)
    python, calls = chain.relays, []
    assert python is not None and python._native is None
    monkeypatch.setenv("PACENOTE_NATIVE", "1")
    compiled = Relays(expert)
    assert compiled._native is not None
    asked = python.options

    def spy(*args: Any) -> dict[tuple[int, int], tuple[int, float]]:
        out = asked(*args)
        calls.append((args, out))
        return out

    monkeypatch.setattr(python, "options", spy)
    chain.drive(board.grid[0], np.arange(200), 0)
    assert len(calls) > 500
    tokens = 0
    seen: dict[int, dict[tuple[int, int], tuple[int, float]]] = {}  # by the Python id
    back: dict[int, dict[tuple[int, int], tuple[int, float]]] = {}  # by the compiled id
    cell = None
    for args, want in calls:
        if args[0] != cell:  # both forget their searches on a new start cell
            cell, seen, back = args[0], {}, {}
        got = compiled.options(*args)
        assert list(got.items()) == list(want.items()), args
        assert [type(v) for p in got.values() for v in p] == \
            [type(v) for p in want.values() for v in p]
        assert seen.setdefault(id(want), got) is got, args
        assert back.setdefault(id(got), want) is want, args
        tokens += sum(n for n, _ in want.values())
    if "rally-6" in stage_file:
        assert tokens > 0  # the merges with tokens were compared, not only the clean ones
