"""Many solo time trials of one stage, optionally spread over worker processes.

Run ``i`` of seed ``s`` always uses the generator seeded with ``"s:i"``, so the report is
the same whatever the number of jobs; results are merged back in run order.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from pacenote.engine.drivers import PERSONALITIES, Driver
from pacenote.engine.report import DriveReport, summarise
from pacenote.engine.ruleset import Ruleset, load_ruleset
from pacenote.engine.simulate import RunResult, run_stage
from pacenote.engine.track import Track, compile_track


def run_rng(seed: int, index: int) -> random.Random:
    return random.Random(f"{seed}:{index}")


def as_track(graph: Any, mud: Mapping[int, int] | None = None) -> Track:
    """Accept a Track, a CellGraph or a networkx graph following the cell-graph contract."""
    if isinstance(graph, Track):
        if mud:
            raise ValueError("give mud tokens with the graph, not with a compiled Track")
        return graph
    return compile_track(graph, mud)


def drive(graph: Any, runs: int = 1000, seed: int = 0, driver: str | Driver = "expert",
          ruleset: Ruleset | None = None, *, mud: Mapping[int, int] | None = None,
          jobs: int = 1) -> DriveReport:
    """Run ``runs`` solo time trials and summarise them (see docs/internals.md, Engine).

    ``driver`` is a personality name or a :class:`Driver` already built for this track
    and ruleset (its plan cache is reused). Safe to call off the GUI thread: it touches
    no global state besides the caches of the objects it creates."""
    built = driver if isinstance(driver, Driver) else None
    if built is not None:
        driver, track, rules = built.name, built.track, built.rules
    else:
        if driver not in PERSONALITIES:
            raise ValueError(f"unknown driver {driver!r}; choose from "
                             f"{', '.join(PERSONALITIES)}")
        rules = ruleset or load_ruleset()
        track = as_track(graph, mud)
    if not track.grid:
        raise ValueError("the stage has no start line (no grid cells): nothing to drive")
    jobs = max(1, min(jobs, runs, os.cpu_count() or 1))
    if jobs == 1:
        the_driver = built or Driver(track, rules, driver)
        results = [run_stage(track, rules, the_driver, run_rng(seed, i)) for i in range(runs)]
        par = the_driver.par_time()
    else:
        chunks = [list(range(j, runs, jobs)) for j in range(jobs)]
        with ProcessPoolExecutor(jobs, initializer=_init_worker,
                                 initargs=(track, rules, driver)) as pool:
            parts = list(pool.map(_run_chunk, [(seed, c) for c in chunks]))
        merged: dict[int, RunResult] = {}
        par = None
        for chunk, (part, chunk_par) in zip(chunks, parts, strict=True):
            merged.update(zip(chunk, part, strict=True))
            par = chunk_par
        results = [merged[i] for i in range(runs)]
    return summarise(track, results, driver=driver, seed=seed,
                     penalty=rules.options.retire_penalty_seconds, par_time=par,
                     options=_options(rules, track))


def trace_run(graph: Any, seed: int = 0, index: int = 0, driver: str | Driver = "expert",
              ruleset: Ruleset | None = None, *,
              mud: Mapping[int, int] | None = None) -> tuple[Track, RunResult]:
    """Run ``index`` of ``seed`` again with its turn-by-turn trace."""
    if isinstance(driver, Driver):
        track, rules, the_driver = driver.track, driver.rules, driver
    else:
        rules = ruleset or load_ruleset()
        track = as_track(graph, mud)
        the_driver = Driver(track, rules, driver)
    result = run_stage(track, rules, the_driver, run_rng(seed, index), trace=True)
    return track, result


def _options(rules: Ruleset, track: Track) -> dict[str, Any]:
    o = rules.options
    return {"ruleset": rules.name, "quick_start": o.quick_start, "red_zone": o.red_zone,
            "sisu_token": o.sisu_token, "leader_dice": o.leader_dice,
            "mud": {str(k): v for k, v in track.mud}}


_WORKER: dict[str, Any] = {}


def _init_worker(track: Track, rules: Ruleset, driver: str) -> None:
    _WORKER["track"], _WORKER["rules"] = track, rules
    _WORKER["driver"] = Driver(track, rules, driver)


def _run_chunk(args: tuple[int, list[int]]) -> tuple[list[RunResult], float | None]:
    seed, indexes = args
    track, rules, driver = _WORKER["track"], _WORKER["rules"], _WORKER["driver"]
    out = [run_stage(track, rules, driver, run_rng(seed, i)) for i in indexes]
    return out, driver.par_time()
