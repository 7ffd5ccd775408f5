"""An edit re-plans only the cells before it (engine/suffix.py, docs/engine.md "What an
edit can reuse"): a sweep after an earlier one of a board that is the same from some
cell to the finish takes that part over, and its tables and choices are a fresh sweep's
to the bit; a board with nothing in common at the end reuses nothing."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from pacenote.course import build_course
from pacenote.engine.board import Board, compile_board
from pacenote.engine.evaluate import SWEPT
from pacenote.engine.exact import ExactExpert
from pacenote.engine.ruleset import load_ruleset
from pacenote.engine.suffix import RECENT, suffix_digests
from pacenote.formats import load_stage
from pacenote.graph import build_graph
from pacenote.stage import Placement, Stage

ROOT = Path(__file__).resolve().parent.parent
STAGE13 = ROOT / "examples" / "rulebook" / "rally-2-ss1.stage.json"
RULES = load_ruleset()


def _line(n: int) -> Board:
    """START, n - 2 straights, FINISH: two such lines share their last cells."""
    tiles = [Placement("202a", 0, 0, 0), *(Placement("204a", i, 0, 0) for i in range(1, n - 1)),
             Placement("203a", n - 1, 0, 0)]
    return compile_board(build_graph(build_course(Stage(name="line", tiles=tiles))), {})


def _sweep(board: Board, monkeypatch: pytest.MonkeyPatch, *, fresh: bool) -> ExactExpert:
    monkeypatch.setenv("PACENOTE_CACHE_DIR", "")  # swept here, never read from disk
    if fresh:
        RECENT.clear()
    return ExactExpert(board, RULES)


def _same(a: ExactExpert, b: ExactExpert) -> None:
    for name in SWEPT:
        assert getattr(a.t, name).tobytes() == getattr(b.t, name).tobytes(), name
    books = a.choices.arrays(), b.choices.arrays()  # type: ignore[attr-defined]
    assert books[0].keys() == books[1].keys()
    for name in books[0]:
        assert np.array_equal(books[0][name], books[1][name]), name


def test_tiles_added_before_reuse_the_rest_to_the_bit(monkeypatch: pytest.MonkeyPatch) -> None:
    short, long = _line(12), _line(15)
    _sweep(short, monkeypatch, fresh=True)
    reused = _sweep(long, monkeypatch, fresh=False)
    assert len(long) // 2 < reused.reused < len(long)  # the new start and what it reaches
    _same(reused, _sweep(long, monkeypatch, fresh=True))


def test_an_edit_mid_stage_re_plans_only_the_cells_before_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Mud on a corner tile of the rulebook's 13-tile stage (its limits lowered): the
    cells after that tile are taken over, the others swept again."""
    course = build_course(load_stage(STAGE13))
    graph = build_graph(course)
    before, after = compile_board(graph, {}), compile_board(graph, {7: 1})
    _sweep(before, monkeypatch, fresh=True)
    edited = _sweep(after, monkeypatch, fresh=False)
    last_changed = max(c for c in range(len(after)) if after.limit[c] != before.limit[c])
    assert edited.reused == len(after) - last_changed - 1  # exactly the cells after it
    _same(edited, _sweep(after, monkeypatch, fresh=True))


def test_a_different_finish_reuses_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    course = build_course(load_stage(STAGE13))
    graph = build_graph(course)
    last = max(compile_board(graph, {}).tile_index)
    _sweep(_line(6), monkeypatch, fresh=True)
    other = _sweep(compile_board(graph, {last - 1: 1}), monkeypatch, fresh=False)
    assert other.reused == 0


def test_digests_read_the_board_from_the_end() -> None:
    short, long = _line(10), _line(13)
    a, b = suffix_digests(short), suffix_digests(long)
    assert a is not None and b is not None
    assert a[-20:] == b[-20:] and a[0] != b[0]


@pytest.mark.parametrize("model", [False, True], ids=["play", "model"])
@pytest.mark.parametrize("edit", ["mud mid-stage", "tiles added before"])
def test_turn_tables_after_an_edit_are_taken_over_and_the_drive_is_the_same(
        monkeypatch: pytest.MonkeyPatch, edit: str, model: bool) -> None:
    """The turn tables (engine/chain.py) of the cells the sweep took over are the earlier
    drive's, their cells renumbered: the exact figures, every run and every table are a
    fresh drive's, bit for bit."""
    from pacenote.engine.chain import Chain, _ends

    if edit == "mud mid-stage":
        graph = build_graph(build_course(load_stage(STAGE13)))
        before, after = compile_board(graph, {}), compile_board(graph, {7: 1})
    else:
        before, after = _line(12), _line(15)
    runs = np.arange(300)

    def start(ex: ExactExpert) -> int:  # the grid cell the expert lines up on
        return min(ex.board.grid, key=lambda c: (ex.par(c), c))

    first = _sweep(before, monkeypatch, fresh=True)
    Chain(first, model=model, keep=False).drive(start(first), runs, 4)
    edited = _sweep(after, monkeypatch, fresh=False)
    chain = Chain(edited, model=model, keep=False)
    assert chain.taken_over > 0
    assert all(cell >= len(after) - edited.reused for cell, _ in chain._tables)
    figures, batch = chain.drive(start(edited), runs, 4)
    fresh_expert = _sweep(after, monkeypatch, fresh=True)
    fresh = Chain(fresh_expert, model=model, keep=False)
    assert fresh.taken_over == 0
    figures_f, batch_f = fresh.drive(start(fresh_expert), runs, 4)
    assert figures == figures_f
    assert batch is not None and batch_f is not None
    for name in ("time", "outcome", "turns", "seconds", "losses", "loc_by_cell", "damage"):
        assert np.array_equal(getattr(batch, name), getattr(batch_f, name)), name
    # every table the fresh drive built is there, for its columns at least (the earlier
    # drive may have asked for others): the same chance of every end in those columns
    for key, (cover_f, table_f) in fresh._tables.items():
        cover, table = chain._tables[key]
        assert not (cover_f & ~cover).any(), key
        index = {tuple(e): i for i, e in enumerate(_ends(table).tolist())}
        rows = [index[tuple(e)] for e in _ends(table_f).tolist()]
        assert table.prob[rows][:, cover_f].tobytes() == table_f.prob[:, cover_f].tobytes()
        others = np.setdiff1d(np.arange(len(index)), rows)
        assert not table.prob[others][:, cover_f].any(), key
