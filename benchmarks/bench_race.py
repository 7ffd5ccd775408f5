"""A 4-car race against the solo engine, per car-turn (target: at most 4x).

Both use the same driver object, so its look-ahead (built once per stage; for races
twice: with and without leader dice, "plan s") is left out: the figures are the cost of
playing turns, rolling and planning against traffic.

    .venv/bin/python benchmarks/bench_race.py [--runs 300] [--players 4] [--tiles 10,14,18]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stages import benchmark_stage  # noqa: E402

from pacenote.course import build_course  # noqa: E402
from pacenote.engine import Driver, load_ruleset, run_rng, run_stage  # noqa: E402
from pacenote.engine.race import RaceStage, run_race  # noqa: E402
from pacenote.engine.raceturn import follower_of  # noqa: E402
from pacenote.graph import build_graph  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=300)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--tiles", default="10,14,18")
    ap.add_argument("--driver", default="expert")
    args = ap.parse_args()
    rules = load_ruleset()
    print(f"{args.runs} solo runs and {args.runs} races of {args.players} cars per stage, "
          f"driver {args.driver}, one core")
    print(f"{'tiles':>5} {'plan s':>7} {'solo us/turn':>12} {'race us/turn':>12} "
          f"{'ratio':>6} {'traffic turns':>13}")
    for tiles in (int(t) for t in args.tiles.split(",")):
        stage = RaceStage.of(build_graph(build_course(benchmark_stage(tiles))))
        t0 = time.process_time()
        driver = Driver(stage.board, rules, args.driver)
        follower = follower_of(driver)  # the look-ahead for the turns a car does not lead
        t1 = time.process_time()
        solo_turns = sum(run_stage(stage.board, rules, driver, run_rng(0, i)).turns
                         for i in range(args.runs))
        t2 = time.process_time()
        race_turns = traffic = 0
        for i in range(args.runs):
            race = run_race(stage, rules, [driver] * args.players, run_rng(0, i),
                            followers=[follower] * args.players)
            race_turns += sum(r.result.turns for r in race.racers)
            traffic += sum(len(r.traffic_at) + len(r.blocked_at) for r in race.racers)
        t3 = time.process_time()
        solo = (t2 - t1) / solo_turns * 1e6
        race_cost = (t3 - t2) / race_turns * 1e6
        print(f"{tiles:>5} {t1 - t0:>7.2f} {solo:>12.0f} {race_cost:>12.0f} "
              f"{race_cost / solo:>6.2f} {traffic / race_turns:>12.1%}")


if __name__ == "__main__":
    main()
