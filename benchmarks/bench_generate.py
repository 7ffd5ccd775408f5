"""Quality and speed of ``pacenote generate`` over many seeds (issue 25).

Run: .venv/bin/python benchmarks/bench_generate.py [--seeds 100] [--budget 30]
         [--brief class|par|terrain] [--out results.tsv] [--first N] [--slowdown K]
     .venv/bin/python benchmarks/bench_generate.py --summarise results.tsv [--budget 30]

``--brief class`` (the default) asks for the done-when stage: dirt-core, class medium,
difficulty medium, table 120x80. ``--brief par`` asks for ``--par 2:30`` (length from the
par, medium difficulty's rate, no risk target). ``--brief terrain`` is the class brief
with dirt-110-percent owned too and ``--terrain gravel,asphalt,snow``. Each seed's stage
is checked afresh with the validators (0 errors, 0 warnings), the table and the class,
and its par is the engine's exact expert par. Printed per seed: target vs achieved par,
losses of control, footprint, class, seconds and the search's slowest exact drive; then
the share meeting the brief, the share of par within ±10 s, how many distinct stages,
the median and worst seconds per stage, and how the budget held (seeds over it, by how
much, and whether by a whole drive).

``--slowdown K`` runs each search on a clock that reads the process's CPU time times K
instead of the wall clock: the search behaves as on a machine K times slower (a core
shared K ways), whatever the load on this one, so a loaded machine's effect is measured
reproducibly. The seconds printed are then that clock's. Each row also gives the CPU
seconds the search took and its exact drives.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from pacenote.generate.brief import Brief, BriefError, parse_table, parse_terrain
from pacenote.generate.candidate import meets
from pacenote.generate.make import generate_stage
from pacenote.generate.score import PAR_TOLERANCE
from pacenote.validators import validate_stage
from pacenote.validators.guidelines import stage_class


def brief_for(kind: str) -> Brief:
    if kind == "par":
        return Brief(par=150.0)
    if kind == "terrain":  # the done-when brief with the 3xx sides owned, a mix asked
        return Brief(boxes=("dirt-core", "dirt-110-percent"), stage_class="medium",
                     difficulty="medium", table=parse_table("120x80"),
                     terrain=parse_terrain("gravel,asphalt,snow"))
    return Brief(stage_class="medium", difficulty="medium", table=parse_table("120x80"))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--budget", type=float, default=30.0)
    parser.add_argument("--brief", choices=("class", "par", "terrain"), default="class")
    parser.add_argument("--slowdown", type=float, default=0.0,
                        help="run on the process's CPU time times this (0: the wall clock)")
    parser.add_argument("--out", type=Path, default=None, help="append each seed's row here")
    parser.add_argument("--summarise", type=Path, default=None,
                        help="print the shares from the rows appended to this file")
    args = parser.parse_args()
    if args.summarise:
        summarise(args.summarise, args.budget)
        return
    brief = brief_for(args.brief)
    out = args.out.open("a") if args.out else None
    rows = []
    keys = set()
    print("seed\ttiles\tclass\tpar target\tpar\tloc target\tloc\tfootprint\tmet\tseconds"
          "\tslowest drive\tcpu\tdrives")
    slowdown = args.slowdown

    def clock() -> float:
        return slowdown * time.process_time() if slowdown else time.monotonic()

    for seed in range(args.first, args.first + args.seeds):
        t, cpu = clock(), time.process_time()
        try:
            result = generate_stage(brief, seed=seed, budget=args.budget, timer=clock)
        except BriefError as exc:
            print(f"{seed}\tunmet: {exc}")
            rows.append((False, False, clock() - t, 0.0, time.process_time() - cpu, 0))
            continue
        seconds, cpu = clock() - t, time.process_time() - cpu
        cand = result.candidates[0]
        stage = result.stage(0)
        findings = validate_stage(stage, tileset=result.pool.tileset())
        clean = not [f for f in findings if f.severity in ("error", "warning")]
        par_target = brief.par_target(cand.road_tiles)
        loc_target = brief.loc_target(cand.road_tiles)
        assert cand.par is not None
        par_ok = par_target is None or abs(cand.par - par_target) <= PAR_TOLERANCE
        cls = stage_class(cand.road_tiles)
        fits = brief.table is None or cand.footprint.fits(brief.table)
        met = clean and par_ok and fits and (brief.stage_class in (None, cls)) and \
            meets(cand)
        keys.add(cand.key)
        rows.append((met, par_ok, seconds, result.drive_seconds, cpu, result.drives))
        line = (f"{seed}\t{cand.road_tiles}\t{cls}\t{par_target or 0:.1f}\t{cand.par:.1f}\t"
                f"{loc_target or 0:.2f}\t{cand.loc or 0:.2f}\t{cand.footprint}\t"
                f"{'yes' if met else 'no'}\t{seconds:.1f}\t{result.drive_seconds:.1f}\t"
                f"{cpu:.1f}\t{result.drives}")
        print(line, flush=True)
        if out:
            out.write(f"{args.brief}\t{line}\n")
            out.flush()
    n = len(rows)
    if not n:
        sys.exit("no seeds")
    secs = [r[2] for r in rows]
    clocked = f", on CPU time x {slowdown:g}" if slowdown else ""
    print(f"\n{args.brief} brief, {n} seeds, budget {args.budget:g} s{clocked}")
    print(f"meeting the whole brief: {sum(r[0] for r in rows)}/{n} "
          f"({100 * sum(r[0] for r in rows) / n:.0f} %)")
    print(f"par within ±{PAR_TOLERANCE:g} s of the target: {sum(r[1] for r in rows)}/{n}")
    print(f"distinct stages: {len(keys)}")
    print(f"seconds per stage: median {statistics.median(secs):.1f}, worst {max(secs):.1f}")
    cpus, drives = [r[4] for r in rows], [r[5] for r in rows]
    print(f"CPU seconds per stage: median {statistics.median(cpus):.1f}, worst "
          f"{max(cpus):.1f}; exact drives per stage: median {statistics.median(drives):g}, "
          f"worst {max(drives)}")
    print(overrun_line([(r[2], r[3]) for r in rows], args.budget))


def overrun_line(runs: list[tuple[float, float]], budget: float) -> str:
    """How the budget held: (seconds, slowest exact drive) per seed."""
    over = [(s - budget, d) for s, d in runs if s > budget]
    if not over:
        return f"budget {budget:g} s: never exceeded"
    worst = max(over)
    whole = sum(1 for o, d in over if o >= d)
    return (f"budget {budget:g} s: exceeded on {len(over)}/{len(runs)} seeds, at most by "
            f"{worst[0]:.1f} s (that search's slowest exact drive: {worst[1]:.1f} s); "
            f"by a whole drive or more on {whole}")


def summarise(path: Path, budget: float) -> None:
    """The shares per brief from rows written with --out (runs resumed with --first)."""
    rows: dict[str, dict[int, list[str]]] = {}
    for line in path.read_text().splitlines():
        f = line.split("\t")
        if len(f) in (11, 12, 14):
            rows.setdefault(f[0], {})[int(f[1])] = f[2:]
    for brief, seeds in rows.items():
        n = len(seeds)
        met = sum(r[7] == "yes" for r in seeds.values())
        near = sum(abs(float(r[3]) - float(r[2])) <= PAR_TOLERANCE for r in seeds.values())
        secs = [float(r[8]) for r in seeds.values()]
        classes = sorted({r[1] for r in seeds.values()})
        # stages with the same exact par, risk and footprint would be the same stage
        distinct = len({(r[0], r[3], r[5], r[6]) for r in seeds.values()})
        print(f"{brief}: {n} seeds; meeting the whole brief {met}/{n} ({100 * met / n:.0f} %); "
              f"par within ±{PAR_TOLERANCE:g} s {near}/{n} ({100 * near / n:.0f} %); "
              f"{distinct} distinct stages; classes {', '.join(classes)}; "
              f"seconds median {statistics.median(secs):.1f}, "
              f"worst {max(secs):.1f}")
        if all(len(r) >= 10 for r in seeds.values()):
            print(f"  {overrun_line([(float(r[8]), float(r[9])) for r in seeds.values()], budget)}")


if __name__ == "__main__":
    main()
