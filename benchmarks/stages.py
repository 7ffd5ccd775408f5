"""Benchmark stages of 10, 14, 18 and 30 road tiles, laid out by pacenote's auto-layout.

Shared by the benchmark scripts so that every figure in RESULTS.md is taken on the
same stages. The lists are chains the rulebook's tile box allows (one side per number).
"""

from __future__ import annotations

from pacenote.autolayout import layout
from pacenote.stage import Stage

TILE_LISTS: dict[int, list[str]] = {
    10: "202a 203a 205a 208a 210a 213a 216a 217a 219a 227a".split(),
    14: "202a 203b 204a 207a 209a 212b 214b 219b 223b 224a 228a 229a 208a 216a".split(),
    18: ("202a 203a 204a 205b 206a 207b 208a 209a 210b 211a 213a 217b 218a 221b 222a 225a "
         "227a 230b").split(),
    30: ["202a", "203a"] + [f"{n}a" for n in range(204, 232)],
}


def benchmark_stage(tiles: int) -> Stage:
    """The benchmark stage with ``tiles`` road tiles (10, 14, 18 or 30)."""
    return layout(TILE_LISTS[tiles], name=f"benchmark {tiles} tiles", tries=4)
