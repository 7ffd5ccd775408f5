"""Time the test drive, and compare the drivers' mean times with the expert's par time.

Run: .venv/bin/python benchmarks/bench_engine.py [--runs 1000] [--drivers expert,balanced]
Prints, for the 10-, 14- and 18-tile benchmark stages: cells, the planning time (the
backward sweep; nothing for the novice, which plans lazily), the (cell, gear) states
swept and the planning time per state (novice: per lazily planned turn state), the runs'
wall time, runs/s, and the total for N runs on one core (the target: 1,000 runs of
14 tiles under 5 s, planning included), the mean stage time and the par time.

Run: .venv/bin/python benchmarks/bench_engine.py --compare [--runs 2000] [--seed 0]
Drives every example stage and the 10/14/18/30-tile benchmark stages with every driver
(same seed, so run i of every driver rolls from the same generator) and prints each
mean with its standard error, the expert's par time and how far its mean is from it,
and whether the expert is the fastest (no other mean below the expert's by more than
twice the standard error of the difference).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stages import benchmark_stage  # noqa: E402

from pacenote.course import build_course  # noqa: E402
from pacenote.engine import (  # noqa: E402
    PERSONALITIES,
    Board,
    Driver,
    compile_board,
    drive,
    load_ruleset,
    run_rng,
    run_stage,
)
from pacenote.formats import load_stage  # noqa: E402
from pacenote.graph import build_graph  # noqa: E402

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=None)
    ap.add_argument("--drivers", default=None)
    ap.add_argument("--tiles", default="10,14,18")
    ap.add_argument("--compare", action="store_true")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    if args.compare:
        compare(args.runs or 2000, args.seed,
                (args.drivers or ",".join(PERSONALITIES)).split(","))
    else:
        timing(args.runs or 1000, (args.drivers or "expert,balanced,cautious").split(","),
               [int(t) for t in args.tiles.split(",")])


def timing(runs: int, drivers: list[str], tiles: list[int]) -> None:
    rules = load_ruleset()
    print(f"{runs} solo runs per stage and driver, one core")
    print(f"{'tiles':>5} {'cells':>5} {'driver':>9} {'plan s':>7} {'states':>6} "
          f"{'ms/state':>8} {'runs s':>7} {'runs/s':>7} {'total s':>7} {'mean time':>9} "
          f"{'par':>6}")
    for n in tiles:
        board = compile_board(build_graph(build_course(benchmark_stage(n))))
        for name in drivers:
            t0 = time.perf_counter()
            driver = Driver(board, rules, name)
            t1 = time.perf_counter()
            times = [run_stage(board, rules, driver, run_rng(0, i)).time for i in range(runs)]
            t2 = time.perf_counter()
            if name == "novice":  # plans lazily, turn state by turn state
                plan_time, states, per_state = 0.0, len(driver._plans), \
                    _lazy_planning(board, rules, name, runs)
            else:  # a backward sweep over every (cell, gear)
                states = sum(1 for c in range(len(board)) if not board.finished[c]) \
                    * (rules.top_gear + 1)
                plan_time, per_state = t1 - t0, (t1 - t0) / states * 1000
            par = driver.par_time()
            print(f"{n:>5} {len(board):>5} {name:>9} {plan_time:>7.2f} {states:>6} "
                  f"{per_state:>8.2f} {t2 - t1:>7.2f} {runs / (t2 - t1):>7.0f} "
                  f"{t2 - t0:>7.2f} {sum(times) / len(times):>9.1f} "
                  f"{'' if par is None else f'{par:.1f}':>6}")


def _lazy_planning(board: Board, rules: object, name: str, runs: int) -> float:
    """Mean ms to plan one new turn state for a driver that plans on demand: replay a
    few runs with a fresh driver, timing only the planner calls."""
    driver = Driver(board, rules, name)  # type: ignore[arg-type]
    plan = driver.plan
    spent = [0.0]

    def timed(*a: object, **k: object) -> object:
        t = time.perf_counter()
        out = plan(*a, **k)  # type: ignore[arg-type]
        spent[0] += time.perf_counter() - t
        return out

    driver.plan = timed  # type: ignore[method-assign, assignment]
    for i in range(min(runs, 200)):
        run_stage(board, rules, driver, random.Random(i))  # type: ignore[arg-type]
    return spent[0] / max(1, len(driver._plans)) * 1000


def compare(runs: int, seed: int, drivers: list[str]) -> None:
    rules = load_ruleset()
    stages: list[tuple[str, Board]] = []
    for path in sorted(EXAMPLES.glob("**/*.stage.json")):
        stages.append((path.name.removesuffix(".stage.json"),
                       compile_board(build_graph(build_course(load_stage(path))))))
    for n in (10, 14, 18, 30):
        stages.append((f"bench-{n}", compile_board(build_graph(build_course(
            benchmark_stage(n))))))
    print(f"{runs} runs per stage and driver, seed {seed}; mean ± standard error (s)")
    print(f"{'stage':<24} " + " ".join(f"{d:>14}" for d in drivers)
          + f" {'par':>7} {'par-mean':>8} {'fastest':>8}")
    for name, board in stages:
        stats: dict[str, tuple[float, float]] = {}
        par = None
        for d in drivers:
            report = drive(board, runs=runs, seed=seed, driver=d, ruleset=rules)
            sd = statistics.stdev(report.times) if len(report.times) > 1 else 0.0
            stats[d] = (report.mean or 0.0, sd / math.sqrt(len(report.times)))
            par = report.par_time if d == "expert" else par
        cells = " ".join(f"{m:>8.1f} ±{se:>4.1f}" for m, se in stats.values())
        line = f"{name:<24} {cells}"
        if "expert" in stats and par is not None:
            m, se = stats["expert"]
            fastest = all(m <= om + 2 * math.hypot(se, ose)
                          for d, (om, ose) in stats.items() if d != "expert")
            line += f" {par:>7.1f} {100 * (par - m) / m:>+7.1f}% {'yes' if fastest else 'NO':>8}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
