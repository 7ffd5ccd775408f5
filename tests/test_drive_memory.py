"""Memory flat in cells for a one-off drive (issue 24, part 4): ``pacenote drive`` with no
disk cache lets each cell's turn tables go once the exact pass has played it, with the
same figures and runs, bit for bit."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from pacenote.course import build_course
from pacenote.engine import DriveSettings, test_drive
from pacenote.engine.board import compile_board
from pacenote.engine.chain import Chain
from pacenote.engine.drivers import Driver
from pacenote.engine.ruleset import load_ruleset
from pacenote.engine.testdrive import _driver, drivable_graph, forget_drivers
from pacenote.formats import load_stage
from pacenote.graph import build_graph
from pacenote.tiles import load_tileset

ROOT = Path(__file__).resolve().parent.parent
SS1 = ROOT / "examples" / "rally-1" / "ss1.stage.json"


def test_released_tables_give_the_same_drive_and_none_stay(monkeypatch):
    monkeypatch.setenv("PACENOTE_CACHE_DIR", "")
    board = compile_board(build_graph(build_course(load_stage(SS1))), {})
    expert = Driver(board, load_ruleset(), "expert")
    runs = np.arange(400)
    kept, let_go = Chain(expert.exact, keep=False), Chain(expert.exact, keep=False)
    figures, batch = kept.drive(expert.start_cell(), runs, 9)
    figures_r, batch_r = let_go.drive(expert.start_cell(), runs, 9, release=True)
    assert figures_r == figures and kept._tables and not let_go._tables
    assert batch is not None and batch_r is not None
    for name in ("time", "outcome", "turns", "seconds", "losses", "loc_by_cell", "damage"):
        assert np.array_equal(getattr(batch_r, name), getattr(batch, name)), name
    again, _ = let_go.drive(expert.start_cell(), runs[:50], 1, release=True)  # built again
    assert again == figures


@pytest.mark.parametrize("cache", ["none", "folder"])
@pytest.mark.parametrize("once", [False, True])
def test_a_one_off_drive_lets_the_tables_go_only_without_a_disk_cache(
        monkeypatch, tmp_path, cache, once):
    monkeypatch.setenv("PACENOTE_CACHE_DIR", "" if cache == "none" else str(tmp_path))
    forget_drivers()  # a driver of this process, planned afresh
    stage = load_stage(SS1)
    settings = DriveSettings(runs=30, seed=2, once=once)
    report = test_drive(stage, settings)
    tileset, rules = load_tileset(stage.tileset), load_ruleset()
    graph, mud = drivable_graph(stage, tileset, rules)
    driver = _driver(stage, tileset, rules, mud, graph, "expert")[1]
    chain = driver.exact.tables
    assert isinstance(chain, Chain)
    assert bool(chain._tables) == (not once or cache == "folder")
    assert report == test_drive(stage, settings)  # the same report either way
