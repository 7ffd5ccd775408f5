"""Fit the simulated play duration (engine/play-duration.json) on the rulebook's playing
time.

The book says a stage of 10 tiles takes about 25 minutes with 4 players, 14 tiles 35 and
18 tiles 45 (pacenote.playtime, the one home of those figures). This script races 4
expert drivers on the 10-, 14- and 18-tile benchmark stages, counts the turns all cars
play per race, and fits minutes = car-turns x a / 60 by least squares (through the
origin: set-up time is part of the per-turn figure). It prints the fit; copy a into
play-duration.json.

    .venv/bin/python benchmarks/calibrate_duration.py [--runs 100]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
from stages import benchmark_stage  # noqa: E402

from pacenote.course import build_course  # noqa: E402
from pacenote.engine import load_ruleset  # noqa: E402
from pacenote.engine.race import RaceStage  # noqa: E402
from pacenote.engine.racing import drive_rally  # noqa: E402
from pacenote.engine.rally import RallyLeg  # noqa: E402
from pacenote.graph import build_graph  # noqa: E402
from pacenote.playtime import STAGE_TILES, stage_minutes  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=100)
    args = ap.parse_args()
    rules = load_ruleset()
    guidance = {n: stage_minutes(n) for n in STAGE_TILES.values()}
    turns = {}
    for tiles in sorted(guidance):
        stage = RaceStage.of(build_graph(build_course(benchmark_stage(tiles))))
        report = drive_rally([RallyLeg(f"{tiles} tiles", stage, False)], 4, args.runs,
                             driver="expert", ruleset=rules)
        turns[tiles] = report.car_turns_mean
        print(f"{tiles:>3} tiles: {report.car_turns_mean:6.1f} car-turns per 4-car race, "
              f"{report.rounds_mean:5.1f} rounds")
    x = np.array([[turns[t]] for t in sorted(guidance)])
    y = np.array([guidance[t] * 60.0 for t in sorted(guidance)])
    (a,), *_ = np.linalg.lstsq(x, y, rcond=None)
    b = 0.0
    print(f"seconds_per_car_turn = {a:.1f}")
    for t in sorted(guidance):
        print(f"{t:>3} tiles: model {(turns[t] * a + b) / 60:5.1f} min, book {guidance[t]:g} min")


if __name__ == "__main__":
    main()
