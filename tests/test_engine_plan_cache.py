"""The expert's planning (the exact sweep) is kept on disk per board, ruleset and code:
a second drive of an unchanged stage skips it and drives exactly the same (issue 13,
part 3)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from pacenote.course import build_course
from pacenote.engine import drive, exact
from pacenote.engine.board import compile_board
from pacenote.engine.drivers import Driver
from pacenote.engine.ruleset import load_ruleset
from pacenote.formats import load_stage
from pacenote.graph import build_graph

SS1 = Path(__file__).resolve().parent.parent / "examples" / "rally-1" / "ss1.stage.json"


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(tmp_path))
    return tmp_path


def fresh_board():
    """A board compiled anew from the file: nothing shared with an earlier one."""
    return compile_board(build_graph(build_course(load_stage(SS1))), {})


def sweeps(monkeypatch) -> list[int]:
    count: list[int] = []
    real = exact.ExactExpert._sweep
    monkeypatch.setattr(exact.ExactExpert, "_sweep",
                        lambda self: count.append(1) or real(self))
    return count


def test_a_second_drive_reads_the_plan_and_drives_the_same(cache, monkeypatch):
    count = sweeps(monkeypatch)
    rules = load_ruleset()
    first = Driver(fresh_board(), rules, "expert")
    again = Driver(fresh_board(), rules, "expert")
    assert count == [1]  # planned once, read back the second time
    assert list((cache / "plans").glob("*.arrays"))
    for name in ("r", "stop", "loc", "_spare"):
        assert np.array_equal(getattr(first.exact.t, name), getattr(again.exact.t, name))
    assert first.par_time() == again.par_time()
    report = drive(first.board, runs=50, seed=7, driver=first).to_dict()
    assert drive(again.board, runs=50, seed=7, driver=again).to_dict() == report


def test_another_ruleset_plans_again(cache, monkeypatch):
    count = sweeps(monkeypatch)
    rules = load_ruleset()
    Driver(fresh_board(), rules, "expert")
    other = replace(rules, options=replace(rules.options, sisu_token="stage"))
    Driver(fresh_board(), other, "expert")
    assert count == [1, 1]


def test_a_damaged_plan_is_planned_again(cache, monkeypatch):
    count = sweeps(monkeypatch)
    rules = load_ruleset()
    first = Driver(fresh_board(), rules, "expert")
    (entry,) = (cache / "plans").glob("*.arrays")
    entry.write_bytes(b"not a pickle")
    again = Driver(fresh_board(), rules, "expert")
    assert count == [1, 1]
    assert first.par_time() == again.par_time()
