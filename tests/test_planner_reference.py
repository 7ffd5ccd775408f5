"""The batched planner against a straightforward recursion kept here: from every (cell,
gear) of real example stages, with whole and damaged dice, one by one and flat out, the
ranked candidate plans and the best plan must be the recursion's, values bit for bit.

The recursion is the planner's algorithm written the plain way (module docstring of
:mod:`pacenote.engine.planner`): a node's front is the Pareto-best ``keep`` of "stop
here" and every (legal die, kept suffix of the node it leads to), sorted by W vector,
ties in move order; a root ranks every (die, suffix) by W[0], ties in move order.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from pacenote.course import build_course
from pacenote.engine.board import Board, compile_board
from pacenote.engine.planner import FLAT_OUT, ONE_BY_ONE, Move, Plan, Planner
from pacenote.engine.rules import FORCED_LOC, OK, Dice, Step, canonical, step_outcomes, steps_from
from pacenote.engine.ruleset import Ruleset, load_ruleset
from pacenote.engine.values import HeuristicValues, Penalties
from pacenote.formats import load_stage
from pacenote.graph import build_graph

ROOT = Path(__file__).resolve().parent.parent
# A road stage with a jump and a shortcut-free finish, and a circuit (its cells loop).
STAGES = ("examples/rally-1/ss1.stage.json", "examples/gt/circuit-1.stage.json")

Entry = tuple[tuple[float, ...], tuple[Step, ...], int]  # W, steps, seconds earned


def reference(board: Board, rules: Ruleset, values: HeuristicValues, limit: int,
              keep: int) -> Callable[[int, int, Dice, bool], list[tuple[float, tuple[Step, ...]]]]:
    """Ranked (W[0], steps) of every plan from a root, by plain recursion."""
    sv = values.seconds_value
    top = rules.top_gear

    def through(cell: int, gear: int, dice: Dice, flat: bool, first: bool,
                cap: float) -> list[Entry]:
        out: list[Entry] = []
        for e in steps_from(board, rules, cell, gear, dice, first=first):
            s = e.step
            end = values.stop(s.dest, s.gear)
            lost = values.loc(s.dest, s.gear)
            extra = values.shortcut(s.dest) if board.draws_token(cell, s.dest) else 0.0
            if board.finished[s.dest]:
                children: list[Entry] = [((end,) * limit, (), 0)]
            else:
                children = front(s.dest, s.gear, canonical(s.gear, e.dice, top), flat)
            outs = step_outcomes(s, e.hazard_loc, rules)
            base = extra - (s.seconds * sv if flat else 0.0)
            for cvec, csteps, csec in children:
                lost_h = lost - csec * sv if flat else lost
                end_h = end - csec * sv if flat else end
                vec = []
                for h in range(limit):
                    p_lost = sum(p for p, kind, j in outs
                                 if kind == FORCED_LOC or (kind == OK and h + j >= limit))
                    p_end = sum(p for p, kind, _ in outs if kind not in (OK, FORCED_LOC))
                    total = base + p_lost * lost_h + p_end * end_h
                    for p, kind, j in outs:
                        if kind == OK and h + j < limit:
                            total += p * cvec[h + j]
                    vec.append(total if total < cap else cap)
                out.append((tuple(vec), (s, *csteps), csec + s.seconds))
        return out

    @cache
    def front(cell: int, gear: int, dice: Dice, flat: bool) -> list[Entry]:
        stop = values.stop(cell, gear)
        cands = [((stop,) * limit, (), 0),
                 *through(cell, gear, dice, flat, False, float("inf") if flat else stop)]
        kept: list[Entry] = []
        for c in sorted(cands, key=lambda e: e[0]):
            if not any(all(a <= b for a, b in zip(k[0], c[0], strict=True)) for k in kept):
                kept.append(c)
            if len(kept) == keep:
                break
        return kept

    def ranked(cell: int, gear: int, dice: Dice,
               flat: bool) -> list[tuple[float, tuple[Step, ...]]]:
        entries = through(cell, gear, dice, flat, True, float("inf"))
        return [(e[0][0], e[1]) for e in sorted(entries, key=lambda e: e[0][0])]

    return ranked


def _distinct(ranked: list[tuple[float, tuple[Step, ...]]], k: int,
              mode: str) -> list[Plan]:
    out: list[Plan] = []
    for value, steps in ranked:
        if all(p.steps != steps for p in out):
            out.append(Plan(mode, steps, value))
        if len(out) == k:
            break
    return out


@pytest.fixture(params=["numpy", "native"])
def level_solve(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Both paths of the batched planner's level solve: NumPy, and compiled (which must
    be built: PACENOTE_NATIVE=1 makes a missing extension an error, not a fallback)."""
    monkeypatch.setenv("PACENOTE_NATIVE", "1" if request.param == "native" else "0")
    return str(request.param)


@pytest.mark.slow
@pytest.mark.parametrize("stage_file", STAGES)
def test_batched_planner_equals_the_plain_recursion(stage_file: str, level_solve: str) -> None:
    board = compile_board(build_graph(build_course(load_stage(ROOT / stage_file))), {})
    rules = load_ruleset()
    values = HeuristicValues(board, rules, Penalties(), per_cell=4.0, per_gear=2.0,
                             doom=100.0)
    column = rules.column(board.terrain[board.grid[0]], True)
    limit = column.hazard_limit
    planner = Planner(board, rules, values, limit)
    ranked = reference(board, rules, values, limit, planner.keep)
    dice_sets = (Dice.of(column), Dice.of(column, (1, 1, 1)))
    compared = 0
    for cell in range(len(board) - 1, -1, -1):
        for gear in range(rules.top_gear + 1):
            for dice in dice_sets:
                best: Plan | None = None
                for flat, mode in ((False, ONE_BY_ONE), (True, FLAT_OUT)):
                    want = _distinct(ranked(cell, gear, dice, flat), 8, mode)
                    assert planner.candidates(cell, gear, dice, flat, 8) == want, \
                        (cell, gear, dice, flat)
                    if want and (best is None or want[0].value < best.value - 1e-9):
                        best = want[0]
                    compared += len(want)
                assert planner.best(cell, gear, dice) == (best or planner.forced(cell, gear,
                                                                                 dice))
        if cell % 8 == 0:  # memos dropped behind the sweep change nothing
            planner.forget_beyond(cell + 12)
    assert compared > 1000  # the stage really was planned


def test_forget_beyond_drops_only_the_cells_after() -> None:
    board = compile_board(build_graph(build_course(load_stage(ROOT / STAGES[0]))), {})
    rules = load_ruleset()
    values = HeuristicValues(board, rules, Penalties(), per_cell=4.0, per_gear=2.0,
                             doom=100.0)
    column = rules.column(board.terrain[board.grid[0]], True)
    planner = Planner(board, rules, values, column.hazard_limit)
    dice = Dice.of(column)
    before = planner.candidates(40, 3, dice, True, 8)
    assert max(planner._fronts.cells()) > 45  # nodes ahead were solved
    planner.forget_beyond(45)
    assert planner._fronts.cells() and max(planner._fronts.cells()) <= 45
    assert planner.candidates(40, 3, dice, True, 8) == before
    fresh = Planner(board, rules, values, column.hazard_limit)
    assert fresh.candidates(30, 2, dice, False, 8) == planner.candidates(30, 2, dice, False, 8)


class _NodeByNode(Planner):
    """Overrides ``moves``, as the race's traffic planner does: searched node by node."""

    def moves(self, cell: int, gear: int, dice: Dice, first: bool) -> list[Move]:
        return super().moves(cell, gear, dice, first)


@pytest.mark.slow
def test_the_node_by_node_search_and_the_fronts_read_from_the_store_agree(
        level_solve: str) -> None:
    """A subclass that filters moves is searched by the planner's own recursion, on top
    of a plain planner's fronts read from its store (the traffic planner's way): both
    must be what the batches computed."""
    board = compile_board(build_graph(build_course(load_stage(ROOT / STAGES[0]))), {})
    rules = load_ruleset()
    values = HeuristicValues(board, rules, Penalties(), per_cell=4.0, per_gear=2.0,
                             doom=100.0)
    column = rules.column(board.terrain[board.grid[0]], True)
    limit = column.hazard_limit
    batched, recursive = Planner(board, rules, values, limit), _NodeByNode(board, rules,
                                                                          values, limit)
    dice = Dice.of(column)
    for cell in range(len(board) - 1, -1, -1):
        for gear in range(rules.top_gear + 1):
            assert recursive.best(cell, gear, dice) == batched.best(cell, gear, dice)
            for flat in (False, True):
                assert recursive.candidates(cell, gear, dice, flat, 8) == \
                    batched.candidates(cell, gear, dice, flat, 8)
    for key in list(recursive._memo)[::7]:  # the fronts the recursion memoised
        assert batched._front(*key) == recursive._memo[key], key
