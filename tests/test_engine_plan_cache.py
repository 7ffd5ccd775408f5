"""The expert's planning (the exact sweep) is kept on disk per board, ruleset and code:
a second drive of an unchanged stage skips it and drives exactly the same (issue 13,
part 3). The entry is flat arrays (engine/planbook.py, pacenote.diskcache.write_arrays):
every plan read back is the plan swept, and a damaged or foreign entry is a miss."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from pacenote import diskcache
from pacenote.course import build_course
from pacenote.engine import drive, exact
from pacenote.engine.board import compile_board
from pacenote.engine.drivers import Driver
from pacenote.engine.evaluate import SWEPT
from pacenote.engine.exact import ExactExpert
from pacenote.engine.planbook import PlanBook, PlanBookBuilder
from pacenote.engine.planner import Plan
from pacenote.engine.rules import Step
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


def test_every_plan_read_back_is_the_plan_swept(cache, monkeypatch):
    """The choices the sweep made (recorded as it hands them over) are the choices read
    back, Step by Step, and the expert's plan is the same at every (cell, gear, s, d)."""
    count = sweeps(monkeypatch)
    made: dict[tuple[int, int], tuple[list[Plan], np.ndarray, np.ndarray]] = {}
    add = PlanBookBuilder.add

    def recording(self, cell, gear, plans, lengths, best):
        made[(cell, gear)] = (list(plans), np.array(lengths), np.array(best))
        add(self, cell, gear, plans, lengths, best)

    monkeypatch.setattr(PlanBookBuilder, "add", recording)
    rules = load_ruleset()
    first = ExactExpert(fresh_board(), rules)
    again = ExactExpert(fresh_board(), rules)
    assert count == [1]
    assert isinstance(again.choices, PlanBook)
    assert sorted(again.choices) == sorted(made) == sorted(first.choices)
    assert len(made) > 100 and sum(len(p) for p, _, _ in made.values()) > 500
    for key, (plans, lengths, best) in made.items():
        choice = again.choices[key]
        assert choice.plans == plans, key
        assert all(type(step) is Step and type(step.quick) is bool
                   for plan in choice.plans for step in plan.steps)
        assert choice.lengths.dtype == np.int8 and np.array_equal(choice.lengths, lengths)
        assert choice.best.dtype == np.int8 and np.array_equal(choice.best, best)
    for name in SWEPT:
        assert np.array_equal(getattr(first.t, name), getattr(again.t, name))
    played = 0
    for cell, gear in made:
        for s in range(again.t.S + 1):
            for d in range(again.dm.size):
                plan = again.plan(cell, gear, s, d)
                assert plan == first.plan(cell, gear, s, d), (cell, gear, s, d)
                played += plan is not None
    assert played > 10_000


def _same_sweep(a: ExactExpert, b: ExactExpert) -> None:
    for name in SWEPT:
        assert np.array_equal(getattr(a.t, name), getattr(b.t, name)), name
    assert sorted(a.choices) == sorted(b.choices)
    for key, choice in a.choices.items():
        assert b.choices[key].plans == choice.plans
        assert np.array_equal(b.choices[key].best, choice.best)
        assert np.array_equal(b.choices[key].lengths, choice.lengths)


def _truncated(entry: Path, _: dict[str, np.ndarray]) -> None:
    entry.write_bytes(entry.read_bytes()[:entry.stat().st_size // 2])


def _emptied(entry: Path, _: dict[str, np.ndarray]) -> None:
    entry.write_bytes(b"")


def _garbage(entry: Path, _: dict[str, np.ndarray]) -> None:
    entry.write_bytes(bytes(range(256)) * 64)


def _bit_flipped(entry: Path, _: dict[str, np.ndarray]) -> None:
    data = bytearray(entry.read_bytes())
    data[4096] ^= 0x01  # the last bit of a value in t.r (the first array): only the CRC tells
    entry.write_bytes(bytes(data))


def _index_out_of_range(entry: Path, arrays: dict[str, np.ndarray]) -> None:
    # a well-formed entry for this key (valid CRC) whose book points past its plans
    best = arrays["book.best"].copy()
    best[best >= 0] += 100
    diskcache.write_arrays("plans", entry.stem, {**arrays, "book.best": best})


def _table_missing(entry: Path, arrays: dict[str, np.ndarray]) -> None:
    diskcache.write_arrays("plans", entry.stem,
                           {k: v for k, v in arrays.items() if k != "t.loc"})


def _table_of_another_shape(entry: Path, arrays: dict[str, np.ndarray]) -> None:
    diskcache.write_arrays("plans", entry.stem, {**arrays, "t.r": arrays["t.r"][1:]})


def _of_another_stage(entry: Path, _: dict[str, np.ndarray]) -> None:
    # a whole, valid entry planned for another ruleset, under this stage's name
    rules = load_ruleset()
    other = ExactExpert(fresh_board(), replace(rules, options=replace(
        rules.options, sisu_token="stage")))
    entry.write_bytes((entry.parent / f"{other.key}.arrays").read_bytes())


@pytest.fixture(scope="module")
def planned(tmp_path_factory) -> tuple[ExactExpert, bytes]:
    """SS1 planned once for the damage tests: the expert and its entry's bytes."""
    with pytest.MonkeyPatch.context() as mp:
        folder = tmp_path_factory.mktemp("plans")
        mp.setenv("PACENOTE_CACHE_DIR", str(folder))
        expert = ExactExpert(fresh_board(), load_ruleset())
        return expert, (folder / "plans" / f"{expert.key}.arrays").read_bytes()


@pytest.mark.parametrize("damage", [_truncated, _emptied, _garbage, _bit_flipped,
                                    _index_out_of_range, _table_missing,
                                    _table_of_another_shape, _of_another_stage])
def test_a_damaged_or_foreign_entry_is_planned_again(cache, monkeypatch, planned, damage):
    first, data = planned
    entry = cache / "plans" / f"{first.key}.arrays"
    entry.parent.mkdir()
    entry.write_bytes(data)
    stored = diskcache.read_arrays("plans", first.key)
    assert stored is not None
    damage(entry, {k: np.array(v) for k, v in stored.items()})
    count = sweeps(monkeypatch)
    rules = load_ruleset()
    again = ExactExpert(fresh_board(), rules)
    assert count == [1]  # a miss: planned again, not read, not crashed
    _same_sweep(first, again)
    third = ExactExpert(fresh_board(), rules)  # and stored again, whole
    assert count == [1]
    _same_sweep(first, third)
