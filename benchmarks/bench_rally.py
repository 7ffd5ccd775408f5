"""A whole rally from the command line: three stages, four cars, 200 rallies.

Run: .venv/bin/python benchmarks/bench_rally.py [--runs 200] [--players 4] [--rounds 3]

Target (issue 13, part 5): ``pacenote drive examples/rally-1/rally-1.rally.json
--players 4 --runs 200`` finishes in under 10 s, whole process. The machine is shared,
so each figure is the median of ROUNDS runs as CPU time (user + system) and wall time,
beside its ratio to a floor measured in the same run (``python -c "import json"``).
"cold" runs with an empty disk cache (every stage's look-ahead is swept: with and
without leader dice, six sweeps for three stages), "warm" with the cache the cold run
left (a second drive of an unchanged rally).

Then, in this process with the disk cache off, where the cold time goes: building the
drivers (the sweeps) and racing.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RALLY = ROOT / "examples" / "rally-1" / "rally-1.rally.json"
PY = sys.executable
TARGET_S = 10.0


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(CPU s, wall s) of one run of ``cmd`` and its children."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
                          check=False)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode:
        raise SystemExit(f"{' '.join(cmd)} failed: {done.stderr.decode()[-300:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def line(label: str, cpu: float, wall: float, floor: float, target: str = "") -> None:
    print(f"{label:<34} {cpu:7.2f} s CPU {wall:7.2f} s wall {cpu / floor:7.0f}x floor  "
          f"{target}")


def in_process(runs: int, players: int) -> None:
    """Where the cold time goes (disk cache off): drivers built, then the races."""
    os.environ["PACENOTE_CACHE_DIR"] = ""
    from pacenote.engine.race import RaceStage
    from pacenote.engine.racing import Field, summarise
    from pacenote.engine.rally import RallyLeg
    from pacenote.engine.ruleset import load_ruleset
    from pacenote.engine.testdrive import drivable_graph
    from pacenote.rally import load_rally
    from pacenote.tiles import load_tileset

    t0 = time.process_time()
    rally = load_rally(RALLY)
    rules = load_ruleset().with_options(**rally.options) if rally.options else load_ruleset()
    legs = []
    for e in rally.stages:
        stage = rally.load_stage(e)
        graph, mud = drivable_graph(stage, load_tileset(stage.tileset), rules)
        legs.append(RallyLeg(e.label, RaceStage.of(graph, mud), e.service))
    t1 = time.process_time()
    field = Field(legs, rules, "expert", players)
    t2 = time.process_time()
    results = [field.run(0, i) for i in range(runs)]
    t3 = time.process_time()
    report = summarise(legs, results, players=players, seed=0, driver="expert",
                       rules=rules)
    t4 = time.process_time()
    turns = report.car_turns_mean * runs
    print(f"in process, disk cache off: stages read and compiled {t1 - t0:.2f} s, "
          f"drivers' look-ahead ({2 * len(legs)} sweeps) {t2 - t1:.2f} s, "
          f"{runs} rallies {t3 - t2:.2f} s ({(t3 - t2) / turns * 1e6:.0f} us per car-turn, "
          f"{report.car_turns_mean:.1f} car-turns per rally), report {t4 - t3:.2f} s")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=200)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    cmd = [PY, "-m", "pacenote", "drive", str(RALLY), "--players", str(args.players),
           "--runs", str(args.runs)]
    floors, colds, warms = [], [], []
    for _ in range(args.rounds):
        cache = Path(tempfile.mkdtemp(prefix="pacenote-bench-rally-"))
        env = {**os.environ, "PACENOTE_CACHE_DIR": str(cache)}
        try:
            floors.append(timed([PY, "-c", "import json"], env))
            colds.append(timed(cmd, env))
            warms.append(timed(cmd, env))
        finally:
            shutil.rmtree(cache, ignore_errors=True)

    def med(xs: list[tuple[float, float]]) -> tuple[float, float]:
        return statistics.median(x[0] for x in xs), statistics.median(x[1] for x in xs)

    floor = med(floors)[0]
    print(f"pacenote drive rally-1.rally.json --players {args.players} --runs {args.runs} "
          f"(3 stages), median of {args.rounds}; floor python -c 'import json' "
          f"{floor * 1000:.0f} ms CPU")
    target = f"target < {TARGET_S:g} s"
    line("whole process, cold disk cache", *med(colds), floor, target)
    line("whole process, warm disk cache", *med(warms), floor, target)
    in_process(args.runs, args.players)


if __name__ == "__main__":
    main()
