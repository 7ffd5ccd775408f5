"""Fit pacenote.generate's par and risk estimate (generate/model.py) on the engine's exact
figures: lay random DIRT stages from the core box, drive each with the expert (exact par
and losses of control per run), fit the weights by least squares and write them into
generate/generate.json ("model"). Samples are kept in a CSV so a refit is quick.

    .venv/bin/python scripts/fit_generate_model.py --samples 80 [--csv /tmp/gen-samples.csv]
"""

from __future__ import annotations

import argparse
import csv
import json
import random
from pathlib import Path

import numpy as np

from pacenote.engine.testdrive import CannotDrive, DriveSettings, test_drive
from pacenote.generate.chain import lay, random_chain, to_stage
from pacenote.generate.model import FEATURES, stage_features
from pacenote.generate.pool import owned_pool

DATA = Path(__file__).resolve().parent.parent / "generate" / "generate.json"


def sample(n: int, path: Path, seed: int) -> None:
    pool = owned_pool(["dirt-core"])
    rng = random.Random(seed)
    middle = {k: pool.sides[k] for k in pool.road_numbers()}
    done = sum(1 for _ in path.open()) - 1 if path.exists() else 0
    with path.open("a", newline="") as f:
        out = csv.writer(f)
        if done <= 0:
            out.writerow(["tiles", "par", "loc", *FEATURES])
            done = 0
        while done < n:
            links = random_chain(rng, pool.of_kind("start"), pool.of_kind("finish"), middle,
                                 pool.copies, rng.randint(8, 22))
            if links is None:
                continue
            stage = to_stage(lay(links).placed, name="fit", tileset=pool.tileset_name)
            try:
                report = test_drive(stage, DriveSettings(runs=8), tileset=pool.tileset())
            except CannotDrive:
                continue
            if report.par_time is None:
                continue
            out.writerow([len(links), report.par_time, report.loc_per_run,
                          *stage_features(x.side for x in links)])
            f.flush()
            done += 1
            print(done, len(links), round(report.par_time, 1), round(report.loc_per_run, 3))


def fit(path: Path) -> dict[str, dict[str, float]]:
    rows = list(csv.DictReader(path.open()))
    x = np.array([[1.0] + [float(r[f]) for f in FEATURES] for r in rows])
    model = {}
    for target in ("par", "loc"):
        y = np.array([float(r[target]) for r in rows])
        # a little ridge keeps features the samples rarely show from wild weights
        lam = np.eye(x.shape[1]) * 0.5
        lam[0, 0] = 0.0
        w = np.linalg.solve(x.T @ x + lam, x.T @ y)
        pred = x @ w
        rmse = float(np.sqrt(np.mean((pred - y) ** 2)))
        print(f"{target}: {len(rows)} stages, rmse {rmse:.3f}")
        model[target] = {"const": round(float(w[0]), 4)} | {
            f: round(float(v), 4) for f, v in zip(FEATURES, w[1:], strict=True)}
    return model


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=80)
    parser.add_argument("--csv", type=Path, default=Path("/tmp/gen-samples.csv"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="update generate/generate.json")
    args = parser.parse_args()
    sample(args.samples, args.csv, args.seed)
    model = fit(args.csv)
    if args.write:
        data = json.loads(DATA.read_text())
        data["model"] = model
        DATA.write_text(json.dumps(data, indent=2) + "\n")


if __name__ == "__main__":
    main()
