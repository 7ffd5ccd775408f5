"""Fit pacenote.generate's par and risk estimate (generate/model.py) on the engine's exact
figures: lay random DIRT stages of 12-18 road tiles from the boxes named (with --table,
compact ones that fit the table: a short annealing on the footprint alone), drive each
with the expert (exact par, losses of control per run and per course tile), fit the
weights and write them into generate/generate.json ("model"). Samples are kept in a CSV
(the chain and the per-tile losses of control, so a refit with other features needs no
new drives); several CSVs may be given to fit on all of them.

    .venv/bin/python scripts/fit_generate_model.py --samples 300 --csv /tmp/gen.csv
        [--boxes dirt-core] [--table 120x80] [--seed 1] [--fit-only] [--write]

It prints the five-fold cross-validated error (over all stages and over those that fit
a 120x80 table) and the spread of par and losses of control per road tile over the
medium stages (13-16 road tiles), from which the difficulty levels are read
(docs/generate.md).
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
    Model,
    Tile,
    stage_features,
    tile_loc_features,
)
from pacenote.generate.pool import Pool, owned_pool
from pacenote.generate.search import Search
from pacenote.generate.settings import load_settings
from pacenote.tiles import Tileset, TileSide

DATA = Path(__file__).resolve().parent.parent / "generate" / "generate.json"
COLUMNS = ["tiles", "par", "loc", "chain", "tile_loc"]
RIDGE = 0.5  # keeps features the samples rarely show from wild weights


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


def fit_par(rows: list) -> dict[str, float]:  # type: ignore[type-arg]
    x = np.array([[1.0, *stage_features(t)] for t, *_ in rows])
    w = ridge(x, np.array([r[1] for r in rows]))
    return {"const": float(w[0])} | {f: float(v) for f, v in zip(FEATURES, w[1:],
                                                                  strict=True)}


def fit_loc(rows: list) -> dict[str, float]:  # type: ignore[type-arg]
    """Per-tile weights on the exact losses of control per course tile."""
    per = [(t, p) for t, _, _, p in rows if p is not None]
    x = np.array([f for t, _ in per for f in tile_loc_features(t)])
    y = np.array([v for _, p in per for v in p])
    w = ridge(x, y, free_first=False)
    return {"const": 0.0} | {f: float(v) for f, v in zip(LOC_FEATURES, w, strict=True)}


def cross_validate(rows: list, folds: int = 5) -> None:  # type: ignore[type-arg]
    """Five-fold: the estimate's error on stages it was not fitted on, over all of them
    and over those that fit a 120x80 table; and the estimate before (losses of control
    per stage on the side features alone) for comparison."""
    idx = list(range(len(rows)))
    random.Random(0).shuffle(idx)
    err_par: list[float] = []
    err_loc: list[float] = []
    err_old: list[float] = []
    tested = []
    for k in range(folds):
        held = set(idx[k::folds])
        train = [rows[i] for i in idx if i not in held]
        model = Model(fit_par(train), fit_loc(train))
        xs = np.array([[1.0, *stage_features(r[0])] for r in train])
        old = ridge(xs, np.array([r[2] for r in train]))
        for i in sorted(held):
            tiles, par, loc, _ = rows[i]
            est = model.estimate(tiles)
            err_par.append(est.par - par)
            err_loc.append(est.loc - loc)
            err_old.append(float(np.array([1.0, *stage_features(tiles)]) @ old) - loc)
            tested.append(tiles)
    fit = [i for i, tiles in enumerate(tested) if fits_table(tiles)]
    for name, pick in (("all", list(range(len(tested)))), ("fitting 120x80", fit)):
        if not pick:
            continue
        e_par = [err_par[i] for i in pick]
        e_loc = [err_loc[i] for i in pick]
        e_old = [err_old[i] for i in pick]
        print(f"cross-validated, {name} ({len(pick)} stages): par RMS {_rms(e_par):.1f} s "
              f"(mean error {np.mean(e_par):+.1f}), losses of control RMS "
              f"{_rms(e_loc):.3f}/run (mean error {np.mean(e_loc):+.3f}; per stage on the "
              f"side features, as before: {_rms(e_old):.3f})")


def _rms(e: list[float]) -> float:
    return float(np.sqrt(np.mean(np.square(e))))


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
    cross_validate(rows)
    spread(rows)
    par = fit_par(rows)
    loc = fit_loc(rows)
    if args.write:
        data = json.loads(DATA.read_text())
        data["model"] = {"par": {k: round(v, 4) for k, v in par.items()},
                         "loc": {k: round(v, 5) for k, v in loc.items()}}
        DATA.write_text(json.dumps(data, indent=2) + "\n")
        print(f"wrote {DATA}")


if __name__ == "__main__":
    main()
