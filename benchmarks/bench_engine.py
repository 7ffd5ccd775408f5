"""Time the test drive, and compare the drivers' mean times with the expert's par time.

Run: .venv/bin/python benchmarks/bench_engine.py [--runs 1000] [--drivers expert,balanced]
Prints, for the 10-, 14- and 18-tile benchmark stages: cells, the planning time (the
backward sweep; nothing for the novice, which plans lazily), the (cell, gear) states
swept and the planning time per state (novice: per lazily planned turn state), the runs'
wall time, runs/s, and the total for N runs on one core (the target: 1,000 runs of
14 tiles under 5 s, planning included), the mean stage time and the par time.

Run: .venv/bin/python benchmarks/bench_engine.py --targets [--rounds 5]
Issue 13's engine targets, each printed beside its target and as a ratio to a floor
measured in the same run (the machine is shared: CPU times, medians of ROUNDS):
floor A = bare Python start-up (``python -c "import json"``), floor B = a minimal
lookup-plus-dice loop (one dict look-up and six ``random.random()`` per iteration, the
least a turn can cost in Python). Figures: the expert's solo runs per second from its
turn tables once planned (target >= 100,000), ``pacenote drive`` of the 13-tile
rulebook stage with 1000 runs as a whole process (target <= 0.6 s; warm: the sweep and
the tables on disk; cold: an empty cache), 10,000 runs with ``--jobs 1`` and
``--jobs 2``, and planning memory (peak RSS added by the expert's sweep, no disk cache)
on the 10/14/18/30-tile stages (target <= 50 MiB for 30 tiles, linear in cells).

Run: .venv/bin/python benchmarks/bench_engine.py --cold [--rounds 5] [--against PYTHON]
The cold test drive (a designer's Test drive after a change: no plan on disk): CPU of
``pacenote drive examples/rally-1/ss1.stage.json --runs 1000`` as a whole process with
an empty cache (median of ROUNDS, and as a ratio to floor A), and, in this process,
where it goes: the expert's sweep, then its turn tables built for those 1000 runs (the
re-lay searches in them) and the exact pass, on rally 1 SS1, the rulebook's rally-6 SS2
(many shortcuts) and rally-2 SS1 (13 tiles), alone and with a forked helper as
``--jobs 2`` has (the pass's CPU, which the wall time follows while a core is free,
and the helper's). ``--against`` times the same drive with another
checkout's Python (e.g. main's .venv/bin/python) in the same run, for a ratio. Also
SS1 with 10,000 runs, ``--jobs 1`` against ``--jobs 2`` (a forked helper builds turn
tables of cells ahead of the pass), cold and warm, CPU of all processes and wall.

Run: .venv/bin/python benchmarks/bench_engine.py --big [--rounds 3]
The stage at the drive limit (issue 23, part 5 and issue 24, part 4): ``pacenote drive``
of a stage of ``pacenote.limits.MAX_DRIVE_TILES`` road tiles (benchmarks/bench_hostile.py's
line of straights), 1000 runs, no disk cache, as a whole process: CPU and peak RSS on
both paths (compiled kernels and ``PACENOTE_NATIVE=0``), beside the targets (<= 3 s CPU
and <= 200 MB; issue 23: < 4 s and 250 MB) and floor A; and the same for a quarter and
a half of the limit, to show how time and memory grow with the stage.

Run: .venv/bin/python benchmarks/bench_engine.py --compare [--runs 2000] [--seed 0]
Drives every example stage and the 10/14/18/30-tile benchmark stages with every driver
(same seed, so run i of every driver rolls from the same generator) and prints each
mean with its standard error, the expert's par time and how far its mean is from it,
and whether the expert is the fastest (no other mean below the expert's by more than
twice the standard error of the difference).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stages import benchmark_stage  # noqa: E402

from pacenote.course import build_course  # noqa: E402
from pacenote.drivable import drive_blocker  # noqa: E402
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
from pacenote.engine.chain import Chain  # noqa: E402
from pacenote.engine.montecarlo import tables_of  # noqa: E402
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
    ap.add_argument("--targets", action="store_true")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--memory", action="store_true", help="only the planning memory")
    ap.add_argument("--cold", action="store_true", help="the cold test drive and its tables")
    ap.add_argument("--against", default=None, help="--cold: another checkout's Python")
    ap.add_argument("--big", action="store_true", help="the stage at the drive limit")
    ap.add_argument("--stages", default=None,
                    help="with --compare: example stage names (file name without "
                         ".stage.json), comma-separated; default every drivable example")
    args = ap.parse_args()
    if args.memory:
        memory()
    elif args.big:
        big(args.rounds)
    elif args.cold:
        cold(args.rounds, args.against)
    elif args.targets:
        targets(args.rounds)
    elif args.compare:
        compare(args.runs or 2000, args.seed,
                (args.drivers or ",".join(PERSONALITIES)).split(","),
                args.stages.split(",") if args.stages else None)
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


ROOT = Path(__file__).resolve().parent.parent
STAGE13 = ROOT / "examples" / "rulebook" / "rally-2-ss1.stage.json"  # 13 tiles


def _child_cpu(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(CPU seconds of ``cmd`` and its children, wall seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                   check=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def _floor_loop(n: int = 200_000) -> float:
    """Floor B: seconds per iteration of one dict look-up plus six dice."""
    table = {(c, g): (c + 1, g) for c in range(100) for g in range(7)}
    rng = random.Random(0)
    rnd = rng.random
    t0 = time.process_time()
    state = (0, 0)
    for _ in range(n):
        state = table.get(state, (0, 0))
        rnd(), rnd(), rnd(), rnd(), rnd(), rnd()
    return (time.process_time() - t0) / n


_MEMORY = """
import resource, sys
sys.path.insert(0, {bench!r})
from stages import benchmark_stage
from pacenote.course import build_course
from pacenote.graph import build_graph
from pacenote.engine import Driver, compile_board, load_ruleset
board = compile_board(build_graph(build_course(benchmark_stage({tiles}))))
rules = load_ruleset()
import time

def peak_kib():
    # this process's own peak RSS (VmHWM); ru_maxrss would start at the parent's peak
    try:
        with open("/proc/self/status") as f:
            return next(int(line.split()[1]) for line in f if line.startswith("VmHWM"))
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

before = peak_kib()
t0 = time.process_time()
Driver(board, rules, "expert")
spent = time.process_time() - t0
after = peak_kib()
print(len(board), (after - before) / 1024, spent)
"""


def targets(rounds: int) -> None:
    env = {**os.environ}
    cache = tempfile.mkdtemp(prefix="pacenote-bench-engine-")
    env["PACENOTE_CACHE_DIR"] = cache
    py = sys.executable
    floor_a = statistics.median(_child_cpu([py, "-c", "import json"], env)[0]
                                for _ in range(rounds))
    floor_b = statistics.median(_floor_loop() for _ in range(3))
    print(f"floor A (python -c 'import json'): {floor_a * 1000:.1f} ms CPU; floor B "
          f"(look-up + six dice): {floor_b * 1e6:.2f} us per iteration")
    # runs per second from the tables, once planned and the tables built
    rules = load_ruleset()
    for label, stage in (("13 tiles (rulebook rally-2-ss1)", load_stage(STAGE13)),
                         ("14 tiles (benchmark)", benchmark_stage(14))):
        board = compile_board(build_graph(build_course(stage)))
        driver = Driver(board, rules, "expert")
        assert driver.exact is not None
        chain = tables_of(driver.exact)
        start = driver.start_cell()
        chain.drive(start, np.arange(1000), 0)  # builds the tables the runs need
        exact = math.inf
        for _ in range(rounds):  # the exact figures, once per stage (then kept)
            chain._figures.clear()
            t0 = time.process_time()
            chain.drive(start)
            exact = min(exact, time.process_time() - t0)
        n = 100_000
        best = math.inf
        for _ in range(rounds):
            t0 = time.process_time()
            _, runs = chain.drive(start, np.arange(n), 1)
            best = min(best, time.process_time() - t0)
        assert runs is not None
        per_turn = best / float(runs.turns.sum())
        print(f"solo runs/s after planning, {label}: {n / best:,.0f} runs/s "
              f"({per_turn * 1e6:.3f} us per turn = {per_turn / floor_b:.2f}x floor B; the "
              f"exact figures, once per stage: {exact * 1000:.0f} ms)  target >= 100,000 runs/s")
    drive_cmd = [py, "-m", "pacenote", "drive", str(STAGE13), "--runs", "1000"]
    cold = []
    for _ in range(max(1, rounds // 2)):
        shutil.rmtree(cache, ignore_errors=True)
        cold.append(_child_cpu(drive_cmd, env)[0])
    warm = statistics.median(_child_cpu(drive_cmd, env)[0] for _ in range(rounds))
    print(f"pacenote drive 13 tiles --runs 1000, whole process: warm {warm:.3f} s CPU = "
          f"{warm / floor_a:.1f}x floor A; cold (empty cache: planning) "
          f"{statistics.median(cold):.2f} s  target <= 0.6 s")
    for jobs in (1, 2):
        cmd = [py, "-m", "pacenote", "drive", str(STAGE13), "--runs", "10000",
               "--jobs", str(jobs)]
        shutil.rmtree(cache, ignore_errors=True)
        first = _child_cpu(cmd, env)
        again = [_child_cpu(cmd, env) for _ in range(rounds)]
        print(f"10,000 runs --jobs {jobs}: cold {first[0]:.2f} s CPU, {first[1]:.2f} s wall; "
              f"warm {statistics.median(c for c, _ in again):.2f} s CPU, "
              f"{statistics.median(w for _, w in again):.2f} s wall "
              f"(= {statistics.median(c for c, _ in again) / floor_a:.1f}x floor A)")
    shutil.rmtree(cache, ignore_errors=True)
    memory()


def _child_peak(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(CPU seconds, peak RSS in MB) of one child process."""
    child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             env=env)
    _, status, usage = os.wait4(child.pid, 0)
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"failed: {' '.join(cmd)}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def big(rounds: int) -> None:
    from bench_hostile import line_stage

    from pacenote import limits

    env = {**os.environ, "PACENOTE_CACHE_DIR": ""}
    py = sys.executable
    floor_a = statistics.median(_child_cpu([py, "-c", "import json"], env)[0]
                                for _ in range(rounds))
    print(f"floor A (python -c 'import json'): {floor_a * 1000:.1f} ms CPU")
    top = limits.MAX_DRIVE_TILES
    with tempfile.TemporaryDirectory() as tmp:
        for tiles in (top // 4, top // 2, top):
            path = Path(tmp) / f"line{tiles}.stage.json"
            path.write_text(json.dumps(line_stage(tiles, f"{tiles} tiles")), encoding="utf-8")
            cmd = [py, "-m", "pacenote", "drive", str(path), "--runs", "1000"]
            for name, native in (("compiled", "1"), ("NumPy", "0")):
                got = [_child_peak(cmd, {**env, "PACENOTE_NATIVE": native})
                       for _ in range(rounds)]
                cpu = statistics.median(c for c, _ in got)
                mb = statistics.median(m for _, m in got)
                target = "  target <= 3 s, <= 200 MB (issue 23: < 4 s, 250 MB)" \
                    if tiles == top else ""
                print(f"drive {tiles} road tiles --runs 1000, cold, {name:<8}: "
                      f"{cpu:.2f} s CPU (min {min(c for c, _ in got):.2f}) = "
                      f"{cpu / floor_a:.0f}x floor A, peak {mb:.0f} MB{target}")


SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"  # the brief's stage: 13 tiles
SHORTCUTS = EXAMPLES / "rulebook" / "rally-6-ss2.stage.json"


def cold(rounds: int, against: str | None) -> None:
    nocache = {**os.environ, "PACENOTE_CACHE_DIR": ""}
    floor_a = statistics.median(_child_cpu([sys.executable, "-c", "import json"], nocache)[0]
                                for _ in range(rounds))
    print(f"floor A (python -c 'import json'): {floor_a * 1000:.1f} ms CPU")
    for label, py in (("this checkout", sys.executable), ("--against", against)):
        if py is None:
            continue
        cmd = [py, "-m", "pacenote", "drive", str(SS1), "--runs", "1000"]
        cpu = sorted(_child_cpu(cmd, nocache)[0] for _ in range(rounds))
        print(f"cold pacenote drive rally-1 ss1 --runs 1000, {label}: median "
              f"{statistics.median(cpu):.2f} s CPU (min {cpu[0]:.2f}, max {cpu[-1]:.2f}) = "
              f"{statistics.median(cpu) / floor_a:.0f}x floor A")
    jobs_figures(rounds, nocache)
    os.environ["PACENOTE_CACHE_DIR"] = ""  # no sweep or tables from disk
    rules = load_ruleset()
    for path in (SS1, SHORTCUTS, STAGE13):
        board = compile_board(build_graph(build_course(load_stage(path))))
        sweeps, builds, passes, helpers = [], [], [], []
        for _ in range(rounds):
            t0 = time.process_time()
            driver = Driver(board, rules, "expert")
            assert driver.exact is not None
            t1 = time.process_time()
            Chain(driver.exact, keep=False).drive(driver.start_cell(), np.arange(1000), 0)
            builds.append(time.process_time() - t1)
            sweeps.append(t1 - t0)
            # --jobs 2: the pass's CPU (what the wall time follows while a core is free)
            # and its helper's
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            t2 = time.process_time()
            Chain(driver.exact, keep=False).drive(driver.start_cell(), np.arange(1000), 0,
                                                  helped=True)
            passes.append(time.process_time() - t2)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            helpers.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        print(f"{path.parent.name}/{path.name}: sweep {statistics.median(sweeps):.2f} s CPU, "
              f"turn tables + exact pass + 1000 runs {statistics.median(builds):.2f} s "
              f"(= {statistics.median(builds) / floor_a:.0f}x floor A); with a helper "
              f"(--jobs 2) the pass {statistics.median(passes):.2f} s, the helper "
              f"{statistics.median(helpers):.2f} s")


def jobs_figures(rounds: int, nocache: dict[str, str]) -> None:
    """``drive SS1 --runs 10000`` with ``--jobs 1`` and ``--jobs 2``, cold (no disk
    cache) and warm (the plan and tables on disk), rounds interleaved so that both see
    the same load: CPU of every process and wall time, min and median."""
    cache = tempfile.mkdtemp(prefix="pacenote-bench-jobs-")
    warm = {**nocache, "PACENOTE_CACHE_DIR": cache}
    cmd = [sys.executable, "-m", "pacenote", "drive", str(SS1), "--runs", "10000"]
    _child_cpu(cmd, warm)  # the plan and the tables on disk
    got: dict[tuple[str, int], list[tuple[float, float]]] = {}
    for _ in range(rounds):
        for label, env in (("cold", nocache), ("warm", warm)):
            for jobs in (1, 2):
                got.setdefault((label, jobs), []).append(
                    _child_cpu([*cmd, "--jobs", str(jobs)], env))
    shutil.rmtree(cache, ignore_errors=True)
    for (label, jobs), figures in got.items():
        cpu = sorted(c for c, _ in figures)
        wall = sorted(w for _, w in figures)
        print(f"drive rally-1 ss1 --runs 10000 --jobs {jobs}, {label}: CPU (all processes) "
              f"min {cpu[0]:.2f} median {statistics.median(cpu):.2f} s; wall min {wall[0]:.2f} "
              f"median {statistics.median(wall):.2f} s")


def memory() -> None:
    py = sys.executable
    nocache = {**os.environ, "PACENOTE_CACHE_DIR": ""}
    bench = str(Path(__file__).resolve().parent)
    print("planning memory (peak RSS added by the expert's sweep, no disk cache):")
    for tiles in (10, 14, 18, 30):
        out = subprocess.run([py, "-c", _MEMORY.format(bench=bench, tiles=tiles)],
                             capture_output=True, text=True, env=nocache, check=True)
        cells, mib, spent = out.stdout.split()
        print(f"  {tiles:>2} tiles {cells:>4} cells: {float(mib):6.1f} MiB "
              f"({float(mib) / int(cells) * 1024:.0f} KiB per cell; planned in "
              f"{float(spent):.2f} s CPU)" + ("  target <= 50 MiB" if tiles == 30 else ""))


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


def compare(runs: int, seed: int, drivers: list[str], only: list[str] | None) -> None:
    rules = load_ruleset()
    stages: list[tuple[str, Board]] = []
    for path in sorted(EXAMPLES.glob("**/*.stage.json")):
        name = path.name.removesuffix(".stage.json")
        course = build_course(load_stage(path))
        graph = build_graph(course)
        # Stages only: a circuit is driven on its lap graph (engine/circuit.py), and an
        # unfinished stage cannot be test-driven (pacenote drive refuses).
        if (only is None or name in only) and not course.is_circuit \
                and drive_blocker(course, graph) is None:
            stages.append((name, compile_board(graph)))
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
