"""Time `pacenote validate`: one 30-tile stage, and a folder of hundreds of track files.

Run: .venv/bin/python benchmarks/bench_validate.py [FILES]

1. The shared 30-tile benchmark stage (benchmarks/stages.py), validated in-process:
   the first time (tile geometry not cached yet), then the median / worst of later
   rounds, split into course, cell graph and checks.
2. A temporary folder of FILES track files (default 300): the 10/14/18/30-tile
   benchmark stages and the examples, each saved as .stage.json, Rekee .json and
   .rgt, every third one broken (a tile removed), plus the Rally 1 rally file.
   Timed in-process (validate_paths: the first pass, which also works out each tile
   side's cell-graph fragment and joint steps once, and a second pass over the same
   files, which shows what a file itself costs) and through the real command
   (`pacenote validate DIR --format json`, start-up included).

Every figure is CPU time (the process's own, or the command's process for the CLI):
the machine is shared, and wall time there includes waiting for a core.
"""

from __future__ import annotations

import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stages import benchmark_stage  # noqa: E402

from pacenote.cli.validate import validate_paths  # noqa: E402
from pacenote.formats import load_stage, save_stage  # noqa: E402
from pacenote.tiles import load_tileset  # noqa: E402
from pacenote.validators import StageContext, run_checks  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ROUNDS = 50


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f}"


def one_stage() -> None:
    stage = benchmark_stage(30)
    tileset = load_tileset()
    parts: dict[str, list[float]] = {"course": [], "graph": [], "checks": [], "total": []}
    for _ in range(ROUNDS + 1):
        ctx = StageContext(stage, tileset)
        t0 = time.process_time()
        ctx.course  # noqa: B018  (build it now, to time it)
        t1 = time.process_time()
        ctx.graph  # noqa: B018
        t2 = time.process_time()
        found = run_checks(ctx)
        t3 = time.process_time()
        for k, v in zip(parts, (t1 - t0, t2 - t1, t3 - t2, t3 - t0), strict=True):
            parts[k].append(v)
    assert not [f for f in found if f.severity == "error"], found
    print(f"30-tile stage ({len(ctx.course.driven)} road tiles, {len(ctx.graph)} graph nodes), "
          f"{ROUNDS} rounds after the first")
    print("ms               first   median    worst")
    for k, v in parts.items():
        print(f"{k:<12} {ms(v[0])} {ms(statistics.median(v[1:]))} {ms(max(v[1:]))}")


def make_folder(folder: Path, count: int) -> int:
    stages = [benchmark_stage(n) for n in (10, 14, 18, 30)]
    stages += [load_stage(p) for p in sorted((ROOT / "examples").rglob("*.stage.json"))]
    formats = (("native", ".stage.json"), ("rekee", ".json"), ("rgt", ".rgt"))
    made = 0
    while made < count:
        stage = stages[made % len(stages)]
        fmt, suffix = formats[(made // len(stages)) % len(formats)]
        if made % 3 == 2:  # broken: one tile taken out of the middle
            tiles = list(stage.tiles)
            del tiles[len(tiles) // 2]
            stage = stage.with_tiles(tiles)
        sub = folder / f"group{made % 7}"
        save_stage(stage, sub / f"track{made:04d}{suffix}", fmt)
        made += 1
    rally = folder / "rally-1"
    shutil.copytree(ROOT / "examples" / "rally-1", rally)
    return made + len(list(rally.iterdir()))


def _cpu(cmd: list[str]) -> tuple[subprocess.CompletedProcess[str], float]:
    """Run a command; its result and the CPU seconds its process used."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, capture_output=True, text=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return out, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def many_files(count: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = make_folder(folder, count)
        t0 = time.process_time()
        reports = validate_paths([folder])
        inproc = time.process_time() - t0
        t0 = time.process_time()
        validate_paths([folder])
        again = time.process_time() - t0
        assert len(reports) == files, (len(reports), files)
        failing = sum(bool(r.count("error")) for r in reports)
        out, cli = _cpu([sys.executable, "-m", "pacenote", "validate", str(folder),
                         "--format", "json"])
        assert out.returncode == 1, out.stderr  # the broken third have errors
        _, startup = _cpu([sys.executable, "-c", "import pacenote.cli"])
    print(f"\nfolder of {files} track files (.stage.json, Rekee .json, .rgt, one rally; "
          f"{failing} with errors)")
    print(f"in-process validate_paths      {inproc:6.2f} s   {inproc / files * 1000:6.2f} ms/file "
          "(first pass: each side's cell-graph fragment worked out once)")
    print(f"  the same files again          {again:6.2f} s   {again / files * 1000:6.2f} ms/file "
          "(every fragment known: the cost of a file itself)")
    print(f"pacenote validate DIR (CLI)    {cli:6.2f} s   {cli / files * 1000:6.1f} ms/file "
          f"(start-up {startup:.2f} s)")


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    one_stage()
    many_files(count)


if __name__ == "__main__":
    main()
