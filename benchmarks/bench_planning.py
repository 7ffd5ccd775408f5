"""The expert's planning (the exact sweep and the planner under it), planned afresh and
read back from the plan disk cache, beside the targets of issue 13, part 3 and issue 24,
part 2 (planning a 13-tile stage <= 0.2 s), on both paths: the compiled kernels
(engine/native/) and the NumPy path (``PACENOTE_NATIVE=0``), interleaved in one run.

Run: .venv/bin/python benchmarks/bench_planning.py [ROUNDS]

Every figure is CPU time (the machine is shared), the best and the median of ROUNDS,
and is also printed as a ratio to a floor measured in the same run: a minimal
lookup-plus-dice loop (100,000 dictionary look-ups, each with a die rolled), so a figure
taken under load can be compared with one taken on a quiet machine. Stages: the Rally 1
SS1 example (10 road tiles), the rulebook's 13-tile rally-2 SS1 and the 14-tile benchmark
stage (benchmarks/stages.py). Each round plans with both paths, one after the other, so
that their ratio holds under load; the par times must agree to the last digit.
"Cached" is ``Driver(board, rules, "expert")`` in a fresh process whose plan is on disk
(the second drive of an unchanged stage); the process's imports are not counted. The
expert's choices are read back as flat arrays and each (cell, gear)'s plans built when a
drive first asks for them (a drive whose turn tables are cached too asks for none), so
"+ every choice" adds building them all: the most a drive can need.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SS1 = ROOT / "examples" / "rally-1" / "ss1.stage.json"
STAGE13 = ROOT / "examples" / "rulebook" / "rally-2-ss1.stage.json"
PATHS = (("compiled", "1"), ("NumPy", "0"))  # PACENOTE_NATIVE

# Plans the stage in a fresh process (its own cache folder) and prints the CPU seconds.
_CHILD = """
import sys, time
sys.path.insert(0, {bench!r})
from pacenote.course import build_course
from pacenote.engine.board import compile_board
from pacenote.engine.drivers import Driver
from pacenote.engine.ruleset import load_ruleset
from pacenote.formats import load_stage
from pacenote.gcpause import paused_gc
from pacenote.graph import build_graph
from stages import benchmark_stage
stage = benchmark_stage(14) if {stage!r} == "14" else load_stage({stage!r})
board = compile_board(build_graph(build_course(stage)), {{}})
rules = load_ruleset()
t = time.process_time()
driver = Driver(board, rules, "expert")
spent = time.process_time() - t
choices = driver.exact.choices
t = time.process_time()
with paused_gc():  # as the turn tables read them (engine/chain.py)
    for key in choices:
        choices[key]
print(spent, time.process_time() - t, driver.par_time(), len(board))
"""


def floor_seconds() -> float:
    """CPU time of 100,000 dictionary look-ups, each with a die rolled."""
    table = {i: i * 0.5 for i in range(1000)}
    rng = random.Random(1)
    t = time.process_time()
    total = 0.0
    for i in range(100_000):
        total += table[i % 1000] + rng.randint(1, 6)
    return time.process_time() - t


def plan_once(stage: str, cache: str, native: str) -> tuple[float, float, float, int]:
    """CPU seconds of the Driver, then of building every choice; par time; cells."""
    code = _CHILD.format(bench=str(Path(__file__).resolve().parent), stage=stage)
    env = {**os.environ, "PACENOTE_CACHE_DIR": cache, "PACENOTE_NATIVE": native}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env=env)
    seconds, every, par, cells = out.stdout.split()
    return float(seconds), float(every), float(par), int(cells)


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    floor = statistics.median(floor_seconds() for _ in range(rounds))
    print(f"CPU time, best / median of {rounds} runs; floor = 100,000 look-ups with a die "
          f"= {floor * 1000:.1f} ms")
    for label, stage in (("Rally 1 SS1, 10 tiles", str(SS1)),
                         ("rulebook rally-2 SS1, 13", str(STAGE13)),
                         ("benchmark, 14 tiles", "14")):
        fresh: dict[str, list[float]] = {name: [] for name, _ in PATHS}
        cached: dict[str, list[float]] = {name: [] for name, _ in PATHS}
        every: dict[str, list[float]] = {name: [] for name, _ in PATHS}
        pars: set[float] = set()
        cells = 0
        for _ in range(rounds):
            for name, native in PATHS:
                with tempfile.TemporaryDirectory() as cache:
                    seconds, _, par, cells = plan_once(stage, cache, native)
                    fresh[name].append(seconds)
                    pars.add(par)
                    seconds, built, _, _ = plan_once(stage, cache, native)
                    cached[name].append(seconds)
                    every[name].append(seconds + built)
        for name, _ in PATHS:
            for what, times, target in (("planned", fresh[name], "target <= 0.2 s (13 tiles)"),
                                        ("cached", cached[name], "target <= 20 ms"),
                                        ("+ every choice", every[name], "")):
                best, median = min(times), statistics.median(times)
                print(f"{label:<25} {cells:>4} cells  {name:<8} {what:<14} "
                      f"{best * 1000:7.1f} / {median * 1000:7.1f} ms  "
                      f"{median / floor:6.1f}x floor  {target}")
        ratio = statistics.median(fresh["compiled"]) / statistics.median(fresh["NumPy"])
        print(f"{'':<25} planned: compiled / NumPy = {ratio:.2f}; par time "
              f"{', '.join(f'{p:.6f}' for p in sorted(pars))} s"
              + ("" if len(pars) == 1 else "  PATHS DISAGREE"))


if __name__ == "__main__":
    main()
