"""Time loading the tileset, deriving tile geometry, drawing and writing tile pictures.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_tiles.py

Prints, for all 64 sides of dirt-core: parsing + schema check, cell geometry (first
time, uncached), drawing primitives (first time, then cached at new placements: what
the editor repaints), SVG text, and the PNG gallery (`pacenote tiles --gallery`).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from importlib import resources
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROUNDS = 5


def timed(label: str, fn, rounds: int = ROUNDS) -> None:
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    print(f"{label:<58} median {statistics.median(times) * 1000:8.1f} ms"
          f"   worst {max(times) * 1000:8.1f} ms")


def main() -> None:
    from pacenote.drawing import Drawing, Placement, _local_primitives, tile_side_primitives
    from pacenote.jsonio import parse_json
    from pacenote.svg import to_svg
    from pacenote.tiles import parse_tileset

    text = resources.files("pacenote.tilesets").joinpath("dirt-core.json").read_text("utf-8")

    def load():  # noqa: ANN202
        return parse_tileset(parse_json(text, "dirt-core.json"), "dirt-core.json")

    timed("load + schema-check the tileset (64 sides)", load)

    def geometry() -> None:
        for side in load():
            g = side.geometry
            _ = g.cells, g.lane_endpoints(side.start_edge)

    timed("cell geometry of all 64 sides (fresh tileset, uncached)", geometry)

    def draw_fresh() -> None:
        _local_primitives.cache_clear()
        for side in load():
            tile_side_primitives(side)

    timed("drawing primitives of all 64 sides (fresh, uncached)", draw_fresh)

    sides = list(load())
    for side in sides:
        tile_side_primitives(side)
    at = [Placement(k % 6, (1.5 * k, 0.0)) for k in range(len(sides))]

    def draw_placed() -> None:
        for side, p in zip(sides, at, strict=True):
            tile_side_primitives(side, p)

    timed("primitives of 64 sides at new placements (cached)", draw_placed, 20)
    drawing = Drawing()
    for side, p in zip(sides, at, strict=True):
        drawing.extend(tile_side_primitives(side, p))
    print(f"  ({len(drawing.primitives)} primitives for 64 sides)")
    timed("SVG text of those 64 placed sides", lambda: to_svg(drawing))

    from typer.testing import CliRunner

    from pacenote.cli import app

    with tempfile.TemporaryDirectory() as tmp:
        def gallery() -> None:
            result = CliRunner().invoke(app, ["tiles", "--gallery", str(Path(tmp) / "g")])
            assert result.exit_code == 0, result.output

        timed("pacenote tiles --gallery (64 PNGs at 200 px/radius + index)", gallery, 3)


if __name__ == "__main__":
    main()
