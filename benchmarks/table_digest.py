"""Fingerprint the expert's turn tables, exact figures and runs, to prove a speed-up exact.

Run: .venv/bin/python benchmarks/table_digest.py [--runs 3000] [--against PYTHON]
For rally 1 SS1, the rulebook's rally-6 SS2 (many shortcuts) and rally-2 SS1 (13 tiles),
with no disk cache: builds the turn tables the expert's runs need (every end and chance,
as stored on disk), the exact figures and RUNS runs with seed 0, and prints the number of
tables, a SHA-256 of all of it and the CPU time of the build. ``--against`` runs the same
with another checkout's Python (e.g. main's .venv/bin/python) and says, per stage,
whether the two are bit-identical.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import pickle
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_engine import SHORTCUTS, SS1, STAGE13  # noqa: E402

from pacenote.course import build_course  # noqa: E402
from pacenote.engine import Driver, compile_board, load_ruleset  # noqa: E402
from pacenote.engine.chain import Chain, _pack  # noqa: E402
from pacenote.formats import load_stage  # noqa: E402
from pacenote.graph import build_graph  # noqa: E402


def digests(runs: int) -> None:
    """Print 'stage tables digest seconds' per stage, built with this checkout."""
    os.environ["PACENOTE_CACHE_DIR"] = ""  # no sweep or tables from disk
    rules = load_ruleset()
    for path in (SS1, SHORTCUTS, STAGE13):
        board = compile_board(build_graph(build_course(load_stage(path))))
        driver = Driver(board, rules, "expert")
        assert driver.exact is not None
        chain = Chain(driver.exact, keep=False)
        t0 = time.process_time()
        figures, played = chain.drive(driver.start_cell(), np.arange(runs), 0)
        spent = time.process_time() - t0
        tables = {key: _pack(cover, table)
                  for key, (cover, table) in sorted(chain._tables.items())}
        blob = pickle.dumps((tables, figures, played), protocol=5)
        print(f"{path.parent.name}/{path.name} {len(tables)} "
              f"{hashlib.sha256(blob).hexdigest()} {spent:.2f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3000)
    parser.add_argument("--against", help="another checkout's Python, compared exactly")
    args = parser.parse_args()
    if args.against is None:
        digests(args.runs)
        return
    got = {}
    for py in (sys.executable, args.against):
        out = subprocess.run([py, __file__, "--runs", str(args.runs)], capture_output=True,
                             text=True, check=True).stdout
        got[py] = {line.split()[0]: line.split()[1:] for line in out.splitlines()}
    mine, theirs = got[sys.executable], got[args.against]
    for stage, (n, digest, spent) in mine.items():
        other = theirs.get(stage)
        same = other is not None and other[:2] == [n, digest]
        print(f"{stage}: {n} tables, {'bit-identical' if same else 'DIFFERENT'} "
              f"(build {spent} s CPU here, {other[2] if other else '?'} s there)")


if __name__ == "__main__":
    main()
