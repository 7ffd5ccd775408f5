"""Time building the course and the cell graph (what every command and the editor do).

Run: .venv/bin/python benchmarks/bench_graph.py
Prints, per stage size, the first build (tile geometry computed) and the mean of
later builds (tile geometry cached).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stages import TILE_LISTS, benchmark_stage  # noqa: E402

from pacenote.course import build_course  # noqa: E402
from pacenote.graph import build_graph  # noqa: E402


def main() -> None:
    print(f"{'tiles':>5} {'cells':>6} {'first build ms':>15} {'later builds ms':>16}")
    for n in sorted(TILE_LISTS):
        stage = benchmark_stage(n)
        t0 = time.perf_counter()
        graph = build_graph(build_course(stage))
        first = time.perf_counter() - t0
        reps = 50
        t0 = time.perf_counter()
        for _ in range(reps):
            build_graph(build_course(stage))
        later = (time.perf_counter() - t0) / reps
        print(f"{n:>5} {len(graph.road_cells()):>6} {first * 1000:>15.1f} {later * 1000:>16.2f}")


if __name__ == "__main__":
    main()
