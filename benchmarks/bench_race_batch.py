"""Batched races from the command line (issue 24, part 1): whole-process times against
their targets, beside a floor measured in the same run.

Run: .venv/bin/python benchmarks/bench_race_batch.py [--rounds 3] [--reference]
[--reference-only] [--circuit | --circuit-only]

- a 4-car race, 1000 runs, on the rulebook's 14-tile stage (Rally 3 SS3), plans cached:
  target <= 1.0 s whole process, <= 25 us per car-turn on average (all traffic included);
- a whole rally (Rally 1: 3 stages) of 4 cars, 1000 runs: cached <= 3 s, cold (an empty
  disk cache: every stage planned, with and without leader dice) <= 6 s;
- ``--circuit``: a 4-car race of 2 laps on the GT rulebook's circuit 1, 1000 runs,
  cached, the batch (``pacenote drive``) and the per-run engine (``drive_rally(...,
  batch=False)`` in a process of its own), each beside the floor (no target: the issue
  names none for circuits; both read the same disk cache, the per-run engine does not
  read the plans made in traffic that the batch keeps on disk).

Each figure is the median of ROUNDS runs of ``pacenote drive`` as CPU time (user +
system of the process and its children) and wall time; the floor is
``python -c "import json"`` in the same run. The machine is shared: the CPU time is the
steadier figure, the ratio to the floor the comparable one. ``--reference`` also times,
in this process, the same race played run by run by the per-run engine (the reference
the batch is tested against) and the batch, beside each other.
"""

from __future__ import annotations

import argparse
import json
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
RACE = ROOT / "examples" / "rulebook" / "rally-3-ss3.stage.json"
RALLY = ROOT / "examples" / "rally-1" / "rally-1.rally.json"
CIRCUIT = ROOT / "examples" / "gt" / "circuit-1.stage.json"
LAPS = 2
PACENOTE = [sys.executable, "-m", "pacenote"]
RUNS, PLAYERS = 1000, 4


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """(CPU s, wall s, stdout) of one run of ``cmd`` and its children."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode:
        raise SystemExit(f"{' '.join(cmd)} failed: {done.stderr[-400:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, done.stdout


def median_of(rounds: int, cmd: list[str], env: dict[str, str], *,
              fresh_cache: bool = False) -> tuple[float, float, str]:
    out = []
    for _ in range(rounds):
        if fresh_cache:
            shutil.rmtree(env["PACENOTE_CACHE_DIR"], ignore_errors=True)
        out.append(timed(cmd, env))
    return (statistics.median(c for c, _, _ in out), statistics.median(w for _, w, _ in out),
            out[-1][2])


def line(label: str, cpu: float, wall: float, floor: float, target: float) -> None:
    verdict = "met" if cpu <= target else "NOT met"
    print(f"{label:<44} {cpu:6.2f} s CPU {wall:6.2f} s wall {cpu / floor:6.0f}x floor  "
          f"target {target:.1f} s: {verdict}")


def drive(path: Path) -> list[str]:
    return [*PACENOTE, "drive", str(path), "--players", str(PLAYERS), "--runs", str(RUNS),
            "--json"]


def reference() -> None:
    """The same race in this process, plans on disk: the batch against the per-run
    engine (the batch also reads the plans it made in traffic before)."""
    import numpy as np

    from pacenote.engine import load_ruleset
    from pacenote.engine.batchrally import run_rallies
    from pacenote.engine.racing import Field
    from pacenote.engine.testdrive import DriveSettings, RaceEntry, _race_legs
    from pacenote.loading import load_known_stage

    stage, tileset = load_known_stage(RACE)
    rules = load_ruleset()
    times = {}
    for name in ("per-run engine", "batch"):
        legs = _race_legs([RaceEntry("x", stage, False, tileset)],
                          DriveSettings(players=PLAYERS), rules)
        field = Field(legs, rules, "expert", PLAYERS)
        field.drivers(0)[0].par_time()  # the look-ahead loaded before the clock
        t0 = time.process_time()
        if name == "batch":
            results = run_rallies(legs, rules, field, 0, np.arange(RUNS))
        else:
            results = [field.run(0, i) for i in range(RUNS)]
        times[name] = time.process_time() - t0
        turns = sum(x.result.turns for r in results for race in r.races for x in race.racers)
        print(f"in process, {name:<15} {times[name]:6.2f} s CPU "
              f"{times[name] / turns * 1e6:6.1f} us per car-turn")
    print(f"batch / per-run engine: {times['batch'] / times['per-run engine']:.2f}")


def per_run_circuit() -> None:
    """The circuit race of ``--circuit`` played run by run (this process is timed)."""
    from pacenote.engine.racing import drive_rally
    from pacenote.engine.testdrive import DriveSettings, RaceEntry, _entries_ruleset, _race_legs
    from pacenote.loading import load_known_stage

    stage, tileset = load_known_stage(CIRCUIT)
    entries = [RaceEntry(CIRCUIT.name, stage, False, tileset)]
    rules = _entries_ruleset(entries)
    legs = _race_legs(entries, DriveSettings(players=PLAYERS, laps=LAPS), rules)
    report = drive_rally(legs, PLAYERS, RUNS, ruleset=rules, batch=False)
    print(json.dumps({"car_turns_mean": report.car_turns_mean}))


def circuit(rounds: int, floor: float, env: dict[str, str]) -> None:
    """The ``--circuit`` figures: the batch and the per-run engine, whole processes."""
    batch = [*drive(CIRCUIT), "--laps", str(LAPS)]
    per_run = [sys.executable, str(Path(__file__).resolve()), "--per-run-circuit"]
    timed(batch, env)  # plans, tables and the plans made in traffic into the disk cache
    figures = {}
    for name, cmd in (("batch", batch), ("per-run engine", per_run)):
        cpu, wall, out = median_of(rounds, cmd, env)
        turns = json.loads(out)["car_turns_mean"] * RUNS
        figures[name] = cpu
        print(f"{f'GT circuit 1, {LAPS} laps, cached, {name}':<44} {cpu:6.2f} s CPU "
              f"{wall:6.2f} s wall {cpu / floor:6.0f}x floor  {cpu / turns * 1e6:6.1f} us "
              f"per car-turn ({turns / RUNS:.1f} car-turns a race)")
    print(f"batch / per-run engine: {figures['batch'] / figures['per-run engine']:.2f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--reference", action="store_true")
    ap.add_argument("--reference-only", action="store_true")
    ap.add_argument("--circuit", action="store_true")
    ap.add_argument("--circuit-only", action="store_true")
    ap.add_argument("--per-run-circuit", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.per_run_circuit:
        per_run_circuit()
        return
    cache = Path(tempfile.mkdtemp(prefix="pacenote-bench-race-"))
    env = {**os.environ, "PACENOTE_CACHE_DIR": str(cache)}
    if args.reference_only:
        timed(drive(RACE), env)
        os.environ["PACENOTE_CACHE_DIR"] = str(cache)
        reference()
        shutil.rmtree(cache, ignore_errors=True)
        return
    try:
        floor = median_of(args.rounds, [sys.executable, "-c", "import json"], env)[0]
        print(f"floor: python -c 'import json' {floor:.3f} s CPU; {PLAYERS} cars, {RUNS} runs")
        if args.circuit_only:
            circuit(args.rounds, floor, env)
            return
        timed(drive(RACE), env)  # plans and tables into the disk cache
        cpu, wall, out = median_of(args.rounds, drive(RACE), env)
        turns = json.loads(out)["car_turns_mean"] * RUNS
        line(f"race {RACE.name}, cached", cpu, wall, floor, 1.0)
        print(f"{'':<44} {cpu / turns * 1e6:6.1f} us per car-turn (target 25; "
              f"{turns / RUNS:.1f} car-turns a race)")
        cpu, wall, _ = median_of(args.rounds, drive(RALLY), env, fresh_cache=True)
        line(f"rally {RALLY.name}, cold", cpu, wall, floor, 6.0)
        timed(drive(RALLY), env)
        cpu, wall, _ = median_of(args.rounds, drive(RALLY), env)
        line(f"rally {RALLY.name}, cached", cpu, wall, floor, 3.0)
        if args.circuit:
            circuit(args.rounds, floor, env)
        if args.reference:
            timed(drive(RACE), env)
            os.environ["PACENOTE_CACHE_DIR"] = str(cache)
            reference()
    finally:
        shutil.rmtree(cache, ignore_errors=True)


if __name__ == "__main__":
    main()
