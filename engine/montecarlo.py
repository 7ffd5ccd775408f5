"""Many solo time trials of one stage, optionally spread over worker processes.

Run ``i`` of seed ``s`` always uses the generator seeded with ``"s:i"``, so the report is
the same whatever the number of jobs; results are merged back in run order. The driver
plans once, in this process, and forked workers share its plan.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import threading
from collections.abc import Mapping
from typing import Any

import numpy as np

from pacenote import diskcache
from pacenote.engine.board import Board, StageGraph, compile_board
from pacenote.engine.chain import Chain
from pacenote.engine.drivers import PERSONALITIES, Driver
from pacenote.engine.exact import ExactExpert
from pacenote.engine.report import DriveReport, summarise, summarise_batch
from pacenote.engine.ruleset import Ruleset, load_ruleset
from pacenote.engine.simulate import RunResult, run_stage


def run_rng(seed: int, index: int) -> random.Random:
    return random.Random(f"{seed}:{index}")


def as_board(graph: StageGraph, mud: Mapping[int, int] | None = None) -> Board:
    """Accept a Board, a CellGraph or a networkx graph following the cell-graph contract."""
    if isinstance(graph, Board):
        if mud:
            raise ValueError("give mud tokens with the graph, not with a compiled Board")
        return graph
    return compile_board(graph, mud)


def drive(graph: StageGraph, runs: int = 1000, seed: int = 0, driver: str | Driver = "expert",
          ruleset: Ruleset | None = None, *, mud: Mapping[int, int] | None = None,
          jobs: int = 1, once: bool = False) -> DriveReport:
    """Run ``runs`` solo time trials and summarise them (see docs/internals.md, Engine).

    ``driver`` is a personality name or a :class:`Driver` already built for this board
    and ruleset (its plan cache is reused). Safe to call off the GUI thread: it touches
    no global state besides the caches of the objects it creates. ``once``: the caller
    drives this stage once (``pacenote drive``): with no disk cache to keep them in, the
    expert's turn tables are let go as the exact pass leaves each cell."""
    built = driver if isinstance(driver, Driver) else None
    if built is not None:
        driver, board, rules = built.name, built.board, built.rules
    else:
        if driver not in PERSONALITIES:
            raise ValueError(f"unknown driver {driver!r}; choose from "
                             f"{', '.join(PERSONALITIES)}")
        rules = ruleset or load_ruleset()
        board = as_board(graph, mud)
    if not board.grid:
        raise ValueError("the stage has no start line (no grid cells): nothing to drive")
    the_expert = built or (Driver(board, rules, driver) if driver == "expert" else None)
    if the_expert is not None and the_expert.exact is not None \
            and rules.options.sisu_token == "off":
        # The expert's runs are played from its turn tables, all together, and the
        # figures that can be are computed exactly (engine/chain.py): one NumPy pass,
        # the tables built in course order as it needs them. With --jobs a forked
        # helper builds tables of cells ahead meanwhile; the report is the same.
        chain = tables_of(the_expert.exact)
        figures, batch = chain.drive(the_expert.start_cell(), np.arange(runs), seed,
                                     helped=min(jobs, os.cpu_count() or 1) > 1
                                     and _forkable(),
                                     release=once and diskcache.cache_dir() is None)
        assert batch is not None
        return summarise_batch(board, batch, figures, driver=driver, seed=seed,
                               penalty=rules.options.retire_penalty_seconds,
                               par_time=the_expert.par_time(), options=_options(rules, board))
    built = built or the_expert
    jobs = max(1, min(jobs, runs, os.cpu_count() or 1))
    if jobs == 1:
        the_driver = built or Driver(board, rules, driver)
        results = [run_stage(board, rules, the_driver, run_rng(seed, i)) for i in range(runs)]
        par = the_driver.par_time()
    else:
        results, par = _run_in_workers(board, rules, built or driver, seed, runs, jobs)
    return summarise(board, results, driver=driver, seed=seed,
                     penalty=rules.options.retire_penalty_seconds, par_time=par,
                     options=_options(rules, board))


def first_report(driver: Driver) -> DriveReport | None:
    """The expert's figures as soon as its plan is ready, before any run: the par time
    and, exactly as the look-ahead prices its plan (:class:`Chain` ``model=True``, whose
    mean is the par time), the finish share, losses of control and crashes per cell (the
    hot spots), turns and shortcuts. A report of no runs (``runs`` 0: no spread, no
    counts). None for a driver without the exact table, or with the SISU option (the
    turn tables do not cover it). The model's tables are kept on disk like the others."""
    expert = driver.exact
    rules, board = driver.rules, driver.board
    if expert is None or rules.options.sisu_token != "off" or not board.grid:
        return None
    chain = expert.model_tables
    if not isinstance(chain, Chain):  # kept with the expert: a second look is a look-up
        chain = expert.model_tables = Chain(expert, model=True)
    figures, runs = chain.drive(driver.start_cell(), np.arange(0), 0)
    assert runs is not None
    return summarise_batch(board, runs, figures, driver=driver.name, seed=0,
                           penalty=rules.options.retire_penalty_seconds,
                           par_time=driver.par_time(), options=_options(rules, board))


def tables_of(expert: ExactExpert) -> Chain:
    """The expert's turn tables (built as runs need them, kept with the expert)."""
    chain = expert.tables
    if not isinstance(chain, Chain):
        chain = expert.tables = Chain(expert)
    return chain


def trace_run(graph: StageGraph, seed: int = 0, index: int = 0, driver: str | Driver = "expert",
              ruleset: Ruleset | None = None, *,
              mud: Mapping[int, int] | None = None) -> tuple[Board, RunResult]:
    """Run ``index`` of ``seed`` again with its turn-by-turn trace."""
    if isinstance(driver, Driver):
        board, rules, the_driver = driver.board, driver.rules, driver
    else:
        rules = ruleset or load_ruleset()
        board = as_board(graph, mud)
        the_driver = Driver(board, rules, driver)
    result = run_stage(board, rules, the_driver, run_rng(seed, index), trace=True)
    return board, result


def _options(rules: Ruleset, board: Board) -> dict[str, Any]:
    o = rules.options
    return {"ruleset": rules.name, "quick_start": o.quick_start, "red_zone": o.red_zone,
            "sisu_token": o.sisu_token, "leader_dice": o.leader_dice,
            "mud": {str(k + 1): v for k, v in board.mud}}


_WORKER: dict[str, Any] = {}


def _run_in_workers(board: Board, rules: Ruleset, driver: str | Driver, seed: int, runs: int,
                    jobs: int) -> tuple[list[RunResult], float | None]:
    """Runs spread over ``jobs`` processes, merged back in run order.

    Plan once, share: where processes can be forked safely (a start method ``fork`` and
    no other thread running), the driver is built here, planning included, and the
    workers inherit it; otherwise each worker builds its own from the personality."""
    from concurrent.futures import ProcessPoolExecutor  # here: only --jobs needs it

    chunks = [list(range(j, runs, jobs)) for j in range(jobs)]
    if _forkable():
        _WORKER["board"], _WORKER["rules"] = board, rules
        _WORKER["driver"] = driver if isinstance(driver, Driver) else Driver(board, rules,
                                                                              driver)
        pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork"))
    else:
        name = driver.name if isinstance(driver, Driver) else driver
        pool = ProcessPoolExecutor(jobs, initializer=_init_worker, initargs=(board, rules, name))
    try:
        with pool:
            parts = list(pool.map(_run_chunk, [(seed, c) for c in chunks]))
    finally:
        _WORKER.clear()
    merged: dict[int, RunResult] = {}
    par = None
    for chunk, (part, chunk_par) in zip(chunks, parts, strict=True):
        merged.update(zip(chunk, part, strict=True))
        par = chunk_par
    return [merged[i] for i in range(runs)], par


def _forkable() -> bool:
    """Whether a worker can be forked safely: the start method exists and no other
    thread runs (a fork copies only the calling thread, and any lock another holds)."""
    return "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1


def _init_worker(board: Board, rules: Ruleset, driver: str) -> None:
    _WORKER["board"], _WORKER["rules"] = board, rules
    _WORKER["driver"] = Driver(board, rules, driver)


def _run_chunk(args: tuple[int, list[int]]) -> tuple[list[RunResult], float | None]:
    seed, indexes = args
    board, rules, driver = _WORKER["board"], _WORKER["rules"], _WORKER["driver"]
    out = [run_stage(board, rules, driver, run_rng(seed, i)) for i in indexes]
    return out, driver.par_time()
