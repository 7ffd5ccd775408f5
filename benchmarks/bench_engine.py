"""Time the test drive: policy build (planning) and Monte Carlo runs, per driver and stage.

Run: .venv/bin/python benchmarks/bench_engine.py [--runs 1000] [--drivers expert,balanced]
Prints, for the 10-, 14- and 18-tile benchmark stages: cells, the planning time (the
expert's backward sweep over every cell and gear, or nothing for drivers that plan
lazily), mean planning time per distinct turn state met, the runs' wall time, runs/s,
and the total for N runs on one core (the target: 1,000 runs of 14 tiles under 5 s).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stages import benchmark_stage  # noqa: E402

from pacenote.course import build_course  # noqa: E402
from pacenote.engine import Driver, compile_track, load_ruleset, run_rng, run_stage  # noqa: E402
from pacenote.graph import build_graph  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=1000)
    ap.add_argument("--drivers", default="expert,balanced,cautious")
    ap.add_argument("--tiles", default="10,14,18")
    args = ap.parse_args()
    rules = load_ruleset()
    print(f"{args.runs} solo runs per stage and driver, one core")
    print(f"{'tiles':>5} {'cells':>5} {'driver':>9} {'plan s':>7} {'states':>6} "
          f"{'ms/state':>8} {'runs s':>7} {'runs/s':>7} {'total s':>7} {'mean time':>9}")
    for n in (int(t) for t in args.tiles.split(",")):
        track = compile_track(build_graph(build_course(benchmark_stage(n))))
        for name in args.drivers.split(","):
            t0 = time.perf_counter()
            driver = Driver(track, rules, name)
            t1 = time.perf_counter()
            times = []
            for i in range(args.runs):
                times.append(run_stage(track, rules, driver, run_rng(0, i)).time)
            t2 = time.perf_counter()
            states = len(driver._plans)
            # planning per turn state: the sweep (or lazy plans) over the states planned
            plan_time = (t1 - t0) if name != "novice" else 0.0
            lazy = _lazy_planning(track, rules, name, args.runs) if name != "expert" else None
            per_state = ((t1 - t0) / states * 1000) if name == "expert" else lazy
            print(f"{n:>5} {len(track):>5} {name:>9} {plan_time:>7.2f} {states:>6} "
                  f"{per_state:>8.2f} {t2 - t1:>7.2f} {args.runs / (t2 - t1):>7.0f} "
                  f"{t2 - t0:>7.2f} {sum(times) / len(times):>9.1f}")


def _lazy_planning(track, rules, name: str, runs: int) -> float:
    """Mean ms to plan one new turn state for a driver that plans on demand: replay a
    few runs with a fresh driver, timing only the planner calls."""
    driver = Driver(track, rules, name)
    plan = driver.plan
    spent = [0.0]

    def timed(*a):
        t = time.perf_counter()
        out = plan(*a)
        spent[0] += time.perf_counter() - t
        return out

    driver.plan = timed  # type: ignore[method-assign]
    for i in range(min(runs, 200)):
        run_stage(track, rules, driver, random.Random(i))
    return spent[0] / max(1, len(driver._plans)) * 1000


if __name__ == "__main__":
    main()
