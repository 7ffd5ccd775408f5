"""The sweep evaluates all candidate plans of a cell, every gear's, together
(engine/evaluate.py, ``Tables.evaluate_all``). Pinned here against the plain
one-plan-at-a-time evaluation on every state of real example stages: the values must be
the same to the last bit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from pacenote.course import build_course
from pacenote.engine import evaluate
from pacenote.engine.board import Board, compile_board
from pacenote.engine.circuit import lap_graph
from pacenote.engine.evaluate import BIG, Tables
from pacenote.engine.exact import ExactExpert, _lengths
from pacenote.engine.planner import FLAT_OUT, FORCED, Plan
from pacenote.engine.rules import FORCED_LOC, GAS, GEAR, LEADER, OK, REDZONE, Dice
from pacenote.engine.ruleset import Ruleset, load_ruleset
from pacenote.formats import load_stage
from pacenote.graph import build_graph

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
SHORTCUTS = EXAMPLES / "rulebook" / "rally-6-ss2.stage.json"  # many shortcuts
JUMPS = EXAMPLES / "rulebook" / "rally-6-ss3.stage.json"  # a hazard on landing: lost
RULES = load_ruleset()
GT_RULES = load_ruleset(game="gt")
CIRCUIT_5 = EXAMPLES / "gt" / "circuit-5.stage.json"  # a GT one-by-one batch meets ⚠ track
# Every option the evaluation reads: the quick start's hazard, the red-zone die, the SISU
# token's cancelled hazards, a stranded car changing down.
OPTIONS = RULES.with_options(quick_start=True, red_zone=True, sisu_token="stage",
                             stranded="change-down")


# --- the plain reference: one plan at a time -------------------------------------------

def flat_out_one(t: Tables, start: int, plan: Plan, lengths: np.ndarray,
                 limit: int) -> np.ndarray:
    """One flat-out plan, die by die forwards: the chance the limit is reached on each
    die prices the loss of control there, and each state reads the stop after the dice
    it can lay, the seconds earned added to its holding and paid back."""
    steps = plan.steps
    alive = [1.0] + [0.0] * (limit - 1)
    quick = 0.0
    sc = t.board.token_draws(start, (s.dest for s in steps))
    out = np.full((t.S + 1, len(lengths)), BIG)
    wanted = set(lengths.tolist())
    lost: np.ndarray | float = 0.0
    failed = 0.0
    sisu = t._sisu.any()
    secs = 0
    for n, s in enumerate(steps, start=1):
        nxt = [0.0] * limit
        f = 0.0
        for h, a in enumerate(alive):
            if not a:
                continue
            for p, kind, j in t.outcomes(s):
                if kind == OK:
                    if h + j >= limit:
                        f += a * p
                    else:
                        nxt[h + j] += a * p
                elif kind == FORCED_LOC:
                    f += a * p
                else:
                    quick += a * p
        alive = nxt
        secs += s.seconds
        if f:
            lost = lost + f * t.mixed("loc", s.dest, s.gear, sc[n - 1])
            failed += f
        if n not in wanted:
            continue
        end = t.mixed("stop", s.dest, s.gear, sc[n - 1])
        val = sum(nxt) * end + lost
        if quick:
            st = steps[0]
            val = val + quick * t.mixed("stop", st.dest, st.gear, sc[0])
        if sisu and failed:
            held = t._sisu
            assert isinstance(lost, np.ndarray)
            val[:, held] += failed * end[:, t._spent] - lost[:, held]
        cols = lengths == n
        out[:, cols] = val[t._shift[secs]][:, cols] - secs
    return out


def evaluate_one(t: Tables, start: int, plan: Plan, lengths: np.ndarray,
                 limit: int) -> np.ndarray:
    """(S+1, D) of one plan: forced, flat out, or the one-by-one programme
    (``Tables._one_by_one``, the per-plan form the outcome tables record)."""
    if plan.mode == FORCED:
        s = plan.steps[0]
        out: np.ndarray = t.loc[s.dest, s.gear].copy()
        out[:, lengths == 0] = BIG
        return out
    if plan.mode == FLAT_OUT:
        return flat_out_one(t, start, plan, lengths, limit)
    return t._one_by_one(start, plan, lengths, limit)


# --- every state of a real stage ---------------------------------------------------------

def sweep_checked(path: Path, rules: Ruleset,
                  monkeypatch: pytest.MonkeyPatch) -> tuple[int, int, set[str]]:
    """:func:`sweep_checked_board` on the stage file ``path``."""
    board = compile_board(build_graph(build_course(load_stage(path))), {})
    return sweep_checked_board(board, rules, monkeypatch)


def sweep_checked_board(board: Board, rules: Ruleset,
                        monkeypatch: pytest.MonkeyPatch) -> tuple[int, int, set[str]]:
    """Plan ``board`` afresh, checking every cell's batch against the reference: the
    batches evaluated (one per cell not past the finish) and the plans in them."""
    monkeypatch.setenv("PACENOTE_CACHE_DIR", "")  # plan afresh, never read a stored sweep
    batched = Tables.evaluate_all
    seen = {"batches": 0, "plans": 0}
    modes: set[str] = set()
    differ: list[str] = []

    def checked(t: Tables, start: int, plans: list[Plan], lengths: np.ndarray,
                limit: int) -> np.ndarray:
        got = batched(t, start, plans, lengths, limit)
        assert got.shape == (len(plans), t.S + 1, lengths.shape[1])
        for i, plan in enumerate(plans):
            want = evaluate_one(t, start, plan, lengths[i], limit)
            if not np.array_equal(got[i], want):
                differ.append(f"cell {start} plan {i} ({plan.mode}, {len(plan.steps)} dice): "
                              f"off by {np.abs(got[i] - want).max():.3g}")
            modes.add(plan.mode)
            if any(kind == FORCED_LOC for s in plan.steps for _, kind, _ in t.outcomes(s)):
                modes.add("hazard on landing")
        seen["batches"] += 1
        seen["plans"] += len(plans)
        return got

    monkeypatch.setattr(Tables, "evaluate_all", checked)
    ExactExpert(board, rules)
    assert not differ, differ[:5]
    return seen["batches"], seen["plans"], modes


@pytest.mark.parametrize("native", ["0", "1"], ids=["numpy", "compiled"])
@pytest.mark.parametrize(("path", "rules"), [(SS1, RULES), (SHORTCUTS, RULES), (JUMPS, RULES),
                                             (SS1, OPTIONS)],
                         ids=["ss1", "shortcuts", "jumps", "options"])
def test_the_batched_evaluation_is_the_one_plan_evaluation_on_every_state(
        path: Path, rules: Ruleset, native: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both paths of the one-by-one batch: NumPy, and compiled (engine/native/; it must be
    built: PACENOTE_NATIVE=1 makes a missing extension an error, not a fallback)."""
    monkeypatch.setenv("PACENOTE_NATIVE", native)
    batches, plans, modes = sweep_checked(path, rules, monkeypatch)
    gears = rules.top_gear + 1
    # one batch per cell, with every gear's candidates: several per (cell, gear)
    assert batches > 300 // gears and plans > 8 * gears * batches
    assert {"one-by-one", "flat-out"} <= modes
    assert path != JUMPS or "hazard on landing" in modes  # a die lost on landing


def test_the_gt_batch_never_reads_memory_it_did_not_write(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The GT solo lap's nondeterminism (issue 22, stop 29): a one-by-one batch whose dice
    meet the track's hazards (GT) read the padding of the rows past the hazard limit
    (\"more dice secured than any plan can\") from ``np.empty`` without writing it, so a
    lap's exact time hung on the heap's leftovers (165 s, once 882 s under load). Every
    ``np.empty`` of the evaluation here is filled with NaN: any element read before it
    is written shows in the comparison with the one-plan reference (NaN is never
    equal). Circuit 5 of the GT book has such a batch (cell 45, 8 dice)."""
    empty = np.empty

    def poisoned(*args: Any, **kwargs: Any) -> np.ndarray:
        out: np.ndarray = empty(*args, **kwargs)
        out.fill(np.nan)
        return out

    class PoisonedNumPy:
        def __getattr__(self, name: str) -> Any:
            return poisoned if name == "empty" else getattr(np, name)

    monkeypatch.setenv("PACENOTE_NATIVE", "0")
    monkeypatch.setattr(evaluate, "np", PoisonedNumPy())
    graph = build_graph(build_course(load_stage(CIRCUIT_5)))
    board = compile_board(lap_graph(graph, 1), {}, marks=True)
    batches, plans, modes = sweep_checked_board(board, GT_RULES, monkeypatch)
    assert batches > 100 and {"one-by-one", "flat-out"} <= modes


def test_lengths_are_the_dice_laid_before_the_first_one_missing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``_lengths`` against a plain count, die by die, on every state of SS1."""
    from pacenote.engine import exact

    fast = exact._lengths
    seen = [0]

    def checked(plans: list[Plan], dice_of: list[Dice], retired: np.ndarray) -> np.ndarray:
        got = fast(plans, dice_of, retired)
        for i, plan in enumerate(plans):
            for d, dice in enumerate(dice_of):
                g = a = ld = b = n = 0
                for s in plan.steps:
                    g += s.die == GEAR
                    b += s.brakes if s.die == GEAR else s.die == REDZONE
                    a += s.die == GAS
                    ld += s.die == LEADER
                    if g > dice.gear or a > dice.gas or ld > dice.leader or b > dice.brake:
                        break
                    n += 1
                if (plan.mode == FORCED and n < len(plan.steps)) or retired[d]:
                    n = 0
                assert got[i, d] == n, (plan, dice)
        seen[0] += len(plans)
        return got

    monkeypatch.setenv("PACENOTE_CACHE_DIR", "")
    monkeypatch.setattr(exact, "_lengths", checked)
    board = compile_board(build_graph(build_course(load_stage(SS1))), {})
    ExactExpert(board, RULES)
    assert seen[0] > 8 * 300  # the candidates of every (cell, gear)
    assert _lengths([], [], np.zeros(0, dtype=bool)).shape == (0, 0)
