"""Time `pacenote export`: build guides of the benchmark stages and the Rally 1 booklet.

Run: .venv/bin/python benchmarks/bench_export.py [ROUNDS]

Per case, in-process: the page models (course, validation, build table: load_booklet)
and the rendering of every format (PDF all pages; SVG and PNG the first page), the
median of ROUNDS rounds (default 5) after one warm-up round, and the output size.
Then the real command for the rally booklet (start-up included), a par time of
1000 expert runs on Rally 1 SS1, and the director's bundle (``-o DIR/``) of the
largest rulebook rally (most tiles), without and with ``--par 1000``.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from stages import benchmark_stage  # noqa: E402

from pacenote.export import load_booklet  # noqa: E402
from pacenote.export.writer import pdf_bytes, png_bytes, svg_text  # noqa: E402
from pacenote.formats import save_stage  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RALLY = ROOT / "examples" / "rally-1" / "rally-1.rally.json"
RULEBOOK = ROOT / "examples" / "rulebook"


def largest_rulebook_rally() -> tuple[Path, int]:
    from pacenote.rally import load_rally

    sizes = {p: sum(len(s.tiles) for s in load_rally(p).load_stages())
             for p in RULEBOOK.glob("*.rally.json")}
    path = max(sizes, key=lambda p: sizes[p])
    return path, sizes[path]


def median_ms(fn, rounds: int) -> tuple[float, object]:
    result = fn()  # warm-up: fonts, tile geometry
    times = []
    for _ in range(rounds):
        t = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000, result


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    with tempfile.TemporaryDirectory() as tmp:
        cases = []
        for n in (10, 18, 30):
            path = Path(tmp) / f"bench{n}.stage.json"
            save_stage(benchmark_stage(n), path)
            cases.append((f"{n}-tile stage", path))
        cases.append(("Rally 1 booklet", RALLY))
        print(f"median of {rounds} rounds after a warm-up, in-process")
        print(f"{'case':18} {'pages':>5} {'model ms':>9} {'pdf ms':>8} {'pdf kB':>7} "
              f"{'svg ms':>7} {'svg kB':>7} {'png ms':>7} {'png kB':>7}")
        for name, path in cases:
            model_ms, booklet = median_ms(lambda path=path: load_booklet(path), rounds)
            pdf_ms, pdf = median_ms(lambda b=booklet: pdf_bytes(b), rounds)
            svg_ms, svg = median_ms(lambda b=booklet: svg_text(b), rounds)
            png_ms, png = median_ms(lambda b=booklet: png_bytes(b), rounds)
            print(f"{name:18} {len(booklet.pages):5d} {model_ms:9.1f} {pdf_ms:8.1f} "
                  f"{len(pdf) / 1024:7.0f} {svg_ms:7.1f} {len(svg.encode()) / 1024:7.0f} "
                  f"{png_ms:7.1f} {len(png) / 1024:7.0f}")
        out = Path(tmp) / "rally.pdf"
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "pacenote", "export", str(RALLY), "-o", str(out)],
                       check=True, capture_output=True)
        print(f"pacenote export rally-1.rally.json -o rally.pdf (CLI, start-up included): "
              f"{time.perf_counter() - t:.2f} s")
        t = time.perf_counter()
        load_booklet(RALLY.parent / "ss1.stage.json", par_runs=1000)
        print(f"build guide of Rally 1 SS1 with --par 1000 (in-process): "
              f"{time.perf_counter() - t:.2f} s")
        rally, tiles = largest_rulebook_rally()
        for extra in ([], ["--par", "1000"]):
            t = time.perf_counter()
            subprocess.run([sys.executable, "-m", "pacenote", "export", str(rally), "-o",
                            f"{tmp}/bundle/", *extra], check=True, capture_output=True)
            print(f"pacenote export {rally.name} -o DIR/ {' '.join(extra)}".rstrip()
                  + f" ({tiles} tiles, bundle, CLI): {time.perf_counter() - t:.2f} s")


if __name__ == "__main__":
    main()
