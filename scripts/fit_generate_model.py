"""Fit pacenote.generate's par and risk estimate (generate/model.py) on the engine's exact
figures: lay random DIRT stages of 12-18 road tiles from the boxes named, drive each with
the expert (exact par, losses of control per run and per course tile), fit the weights
and write them into generate/generate.json ("model"). Samples are kept in a CSV (the
chain and the per-tile losses of control, so a refit with other features needs no new
drives); several CSVs may be given to fit on all of them.

    .venv/bin/python scripts/fit_generate_model.py --samples 300 --csv /tmp/gen.csv
        [--boxes dirt-core] [--seed 1] [--fit-only] [--write]

It prints the fit (residual RMS per stage, and five-fold cross-validated) and the spread
of par and losses of control per road tile over the medium stages (13-16 road tiles),
from which the difficulty levels are read (docs/generate.md).
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import random
import time
from pathlib import Path

import numpy as np

from pacenote.engine.testdrive import CannotDrive, DriveSettings, forget_drivers, test_drive
from pacenote.generate.brief import Brief, Table, parse_table
from pacenote.generate.chain import Link, lay, random_chain, to_stage
from pacenote.generate.footprint import footprint
from pacenote.generate.model import (
    FEATURES,
    LOC_FEATURES,
    Tile,
    stage_features,
    tile_key,
    tile_loc_features,
)
from pacenote.generate.pool import Pool, owned_pool
from pacenote.generate.search import Search
from pacenote.generate.settings import load_settings
from pacenote.tiles import Tileset, TileSide

DATA = Path(__file__).resolve().parent.parent / "generate" / "generate.json"
COLUMNS = ["tiles", "par", "loc", "chain", "tile_loc"]
RIDGE = 0.5  # keeps features the samples rarely show from wild weights
PAR_SIDE_RIDGE = 8.0  # the per-side par adjustments' ridge (stage-level, so strong)
SHRINK = 4.0  # a side's adjustment: its mean residual times seen / (seen + SHRINK)


def compact_chain(rng: random.Random, pool: Pool, table: Table, service: TileSide | None
                  ) -> list[Link] | None:
    """A random chain that fits ``table``: a short annealing on the footprint and the
    length alone (no par or risk aimed at), one of its fitting states at random."""
    brief = Brief(boxes=(), tiles=rng.randint(12, 18), table=table)
    search = Search(brief, pool, load_settings().model, load_settings().tile_cm[pool.game],
                    rng, math.inf, service)
    first = search.seed_chain()
    if first is None:
        return None
    search.anneal(first, 600, 0.0)
    fitting = sorted(search.elite)
    return list(search.elite[rng.choice(fitting)].links) if fitting else None


def sample(n: int, path: Path, seed: int, boxes: list[str], table: Table | None) -> None:
    pool = owned_pool(boxes)
    tileset = pool.tileset()
    rng = random.Random(seed)
    middle = {k: pool.sides[k] for k in pool.road_numbers()}
    service = (pool.of_kind("service") or [None])[0]
    done = sum(1 for _ in path.open()) - 1 if path.exists() else 0
    with path.open("a", newline="") as f:
        out = csv.writer(f)
        if done <= 0:
            out.writerow(COLUMNS)
            done = 0
        while done < n:
            links = compact_chain(rng, pool, table, service) if table else \
                random_chain(rng, pool.of_kind("start"), pool.of_kind("finish"), middle,
                             pool.copies, rng.randint(12, 18), service)
            if links is None:
                continue
            stage = to_stage(lay(links, service).placed, name="fit",
                             tileset=pool.tileset_name)
            t = time.monotonic()
            try:
                report = test_drive(stage, DriveSettings(runs=4), tileset=tileset)
            except CannotDrive:
                continue
            forget_drivers()
            if report.par_time is None or report.exact is None:
                continue
            per = [0.0] * len(links)
            for (index, _), rate in report.exact.loc_by_cell.items():
                if index < len(per):
                    per[index] += rate
            chain = ";".join(f"{x.side.id}{'~' if x.flip else ''}" for x in links)
            out.writerow([len(links), round(report.par_time, 3),
                          round(report.loc_per_run, 5), chain,
                          ";".join(f"{v:.5f}" for v in per)])
            f.flush()
            done += 1
            print(done, len(links), round(report.par_time, 1), round(report.loc_per_run, 3),
                  f"{time.monotonic() - t:.1f} s", flush=True)


def read(paths: list[Path], tileset: Tileset) -> list[tuple[list[Tile], float, float,
                                                             list[float] | None]]:
    rows = []
    for path in paths:
        for r in csv.DictReader(path.open()):
            tiles = [(tileset[t.rstrip("~")], t.endswith("~")) for t in r["chain"].split(";")]
            per = [float(v) for v in r["tile_loc"].split(";")] if r.get("tile_loc") else None
            rows.append((tiles, float(r["par"]), float(r["loc"]), per))
    return rows


def ridge(x: np.ndarray, y: np.ndarray, free_first: bool = True) -> np.ndarray:
    lam = np.eye(x.shape[1]) * RIDGE
    if free_first:
        lam[0, 0] = 0.0
    return np.linalg.solve(x.T @ x + lam, x.T @ y)


def fit_par(rows: list) -> tuple[dict[str, float], dict[str, float]]:  # type: ignore[type-arg]
    """Generic weights, then per side-direction adjustments fitted on the stages'
    residuals by a strong ridge (stage-level: the par has no per-tile figures)."""
    x = np.array([[1.0, *stage_features(t)] for t, *_ in rows])
    y = np.array([r[1] for r in rows])
    w = ridge(x, y)
    weights = {"const": float(w[0])} | {f: float(v) for f, v in zip(FEATURES, w[1:],
                                                                    strict=True)}
    keys = sorted({tile_key(t) for tiles, *_ in rows for t in tiles})
    col = {k: i for i, k in enumerate(keys)}
    z = np.zeros((len(rows), len(keys)))
    for i, (tiles, *_) in enumerate(rows):
        for t in tiles:
            z[i, col[tile_key(t)]] += 1
    a = np.linalg.solve(z.T @ z + np.eye(len(keys)) * PAR_SIDE_RIDGE, z.T @ (y - x @ w))
    return weights, {k: float(v) for k, v in zip(keys, a, strict=True)}


def predict_par(weights: dict[str, float], sides: dict[str, float], tiles: list[Tile]
                ) -> float:
    x = [1.0, *stage_features(tiles)]
    return sum(weights[f] * v for f, v in zip(("const", *FEATURES), x, strict=True)) + \
        sum(sides.get(tile_key(t), 0.0) for t in tiles)


def fit_loc(rows: list) -> tuple[dict[str, float], dict[str, float]]:  # type: ignore[type-arg]
    """Per-tile generic weights, then each side-direction's shrunk mean residual."""
    per = [(t, p) for t, _, _, p in rows if p is not None]
    x = np.array([f for t, _ in per for f in tile_loc_features(t)])
    y = np.array([v for _, p in per for v in p])
    w = ridge(x, y, free_first=False)
    weights = {"const": 0.0} | {f: float(v) for f, v in zip(LOC_FEATURES, w, strict=True)}
    resid: dict[str, list[float]] = {}
    for tiles, p in per:
        pred = np.array(tile_loc_features(tiles)) @ w
        for tile, r in zip(tiles, np.array(p) - pred, strict=True):
            resid.setdefault(tile_key(tile), []).append(float(r))
    sides = {k: sum(v) / (len(v) + SHRINK) for k, v in sorted(resid.items())}
    return weights, sides


def predict_loc(weights: dict[str, float], sides: dict[str, float], tiles: list[Tile]
                ) -> float:
    x = np.array(tile_loc_features(tiles))
    w = np.array([weights[f] for f in LOC_FEATURES])
    return float((x @ w).sum()) + sum(sides.get(tile_key(t), 0.0) for t in tiles)


def weighted(rows: list, table_weight: int) -> list:  # type: ignore[type-arg]
    """The stages that fit a 120x80 table (the ones table briefs make) counted
    ``table_weight`` times."""
    return [r for r in rows for _ in range(table_weight if fits_table(r[0]) else 1)]


def cross_validate(rows: list, table_weight: int, folds: int = 5  # type: ignore[type-arg]
                   ) -> None:
    idx = list(range(len(rows)))
    random.Random(0).shuffle(idx)
    err_par, err_par_generic, err_loc, err_loc_generic, err_loc_stage = [], [], [], [], []
    test_order: list = []  # type: ignore[type-arg]
    for k in range(folds):
        test = [rows[i] for i in idx[k::folds]]
        held = set(idx[k::folds])
        train = weighted([rows[i] for i in idx if i not in held], table_weight)
        par, par_sides = fit_par(train)
        loc, sides = fit_loc(train)
        # the estimate before: the stage's losses of control on its side features
        xs = np.array([[1.0, *stage_features(r[0])] for r in train])
        old = ridge(xs, np.array([r[2] for r in train]))
        test_order += test
        for tiles, p, lc, _ in test:
            x = [1.0, *stage_features(tiles)]
            err_par.append(predict_par(par, par_sides, tiles) - p)
            err_par_generic.append(predict_par(par, {}, tiles) - p)
            err_loc.append(predict_loc(loc, sides, tiles) - lc)
            err_loc_generic.append(predict_loc(loc, {}, tiles) - lc)
            err_loc_stage.append(float(np.array(x) @ old) - lc)
    rms = lambda e: float(np.sqrt(np.mean(np.square(e))))  # noqa: E731
    bias = lambda e: float(np.mean(e))  # noqa: E731
    print(f"cross-validated ({folds} folds, {len(rows)} stages): par RMS {rms(err_par):.1f} s "
          f"(without the per-side adjustments {rms(err_par_generic):.1f}), "
          f"losses of control RMS {rms(err_loc):.3f}/run "
          f"(without the per-side adjustments {rms(err_loc_generic):.3f}; per stage on the "
          f"side features alone, as before: {rms(err_loc_stage):.3f})")
    fit = [i for i, r in enumerate(test_order) if fits_table(r[0])]
    if fit:
        print(f"  on the {len(fit)} that fit 120x80: par RMS "
              f"{rms([err_par[i] for i in fit]):.1f} s (mean error "
              f"{bias([err_par[i] for i in fit]):+.1f}), losses of control RMS "
              f"{rms([err_loc[i] for i in fit]):.3f} (mean error "
              f"{bias([err_loc[i] for i in fit]):+.3f}; per stage as before "
              f"{rms([err_loc_stage[i] for i in fit]):.3f})")


def fits_table(tiles: list[Tile], table: str = "120x80") -> bool:
    pool = owned_pool(["dirt-core"])
    service = pool.of_kind("service")[0]
    laid = lay([Link(side, flip) for side, flip in tiles], service)
    return laid.ok and footprint((p.hex for p in laid.placed), 21.0,
                                 parse_table(table)).fits(parse_table(table))


def spread(rows: list) -> None:  # type: ignore[type-arg]
    medium = [r for r in rows if 13 <= len(r[0]) - 0 <= 16]
    if not medium:
        return
    par = np.array([r[1] / len(r[0]) for r in medium])
    loc = np.array([r[2] / len(r[0]) for r in medium])
    qs = (10, 25, 50, 75, 90)
    print(f"{len(medium)} medium stages (13-16 road tiles), per road tile:")
    print("  par  " + ", ".join(f"p{q} {np.percentile(par, q):.2f} s" for q in qs))
    print("  loc  " + ", ".join(f"p{q} {np.percentile(loc, q):.4f}" for q in qs))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=300)
    parser.add_argument("--csv", type=Path, action="append", default=None,
                        help="sample file (several: fit on all; samples go to the first)")
    parser.add_argument("--boxes", default="dirt-core")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fit-only", action="store_true", help="no new samples")
    parser.add_argument("--table-weight", type=int, default=1,
                        help="count the stages that fit 120x80 this many times in the fit")
    parser.add_argument("--table", default=None,
                        help="sample stages that fit this table (e.g. 120x80)")
    parser.add_argument("--write", action="store_true", help="update generate/generate.json")
    args = parser.parse_args()
    paths = args.csv or [Path("/tmp/gen-samples.csv")]
    boxes = args.boxes.split(",")
    if not args.fit_only:
        sample(args.samples, paths[0], args.seed, boxes,
               parse_table(args.table) if args.table else None)
    rows = read(paths, owned_pool(boxes).tileset())
    cross_validate(rows, args.table_weight)
    spread(rows)
    par, par_sides = fit_par(weighted(rows, args.table_weight))
    loc, sides = fit_loc(weighted(rows, args.table_weight))
    if args.write:
        data = json.loads(DATA.read_text())
        data["model"] = {"par": {k: round(v, 4) for k, v in par.items()},
                         "par_sides": {k: round(v, 3) for k, v in par_sides.items()},
                         "loc": {k: round(v, 5) for k, v in loc.items()},
                         "loc_sides": {k: round(v, 5) for k, v in sides.items()}}
        DATA.write_text(json.dumps(data, indent=2) + "\n")
        print(f"wrote {DATA}")


if __name__ == "__main__":
    main()
